//! `quartet sounds DIR` (desktop, the command line): every sound the game synthesises as a
//! 16-bit WAV file, to listen to and to check (for example with `soxi` and
//! `sox FILE -n stats`). The game itself never writes these: it makes its sounds in memory.

use crate::app::sound::synth::{MUSIC_RATE, Music, RATE, Sound, render, render_music};
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// `quartet sounds`'s options.
#[derive(clap::Args)]
pub struct Args {
    /// The folder to write into (created if needed).
    dir: PathBuf,
}

pub fn run(args: Args) -> ExitCode {
    let start = std::time::Instant::now();
    match write_wavs(&args.dir) {
        Ok(files) => {
            for f in &files {
                println!("{}", f.display());
            }
            eprintln!(
                "{} sounds synthesised and written in {:.0} ms",
                files.len(),
                start.elapsed().as_secs_f64() * 1000.0
            );
            ExitCode::SUCCESS
        }
        Err(e) => super::failed("quartet sounds", e),
    }
}

/// Writes every effect and music loop into `dir` (created if needed); returns the files.
pub fn write_wavs(dir: &Path) -> Result<Vec<PathBuf>, String> {
    std::fs::create_dir_all(dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let mut written = Vec::new();
    let effects = Sound::ALL.map(|s| (s.name(), render(s), RATE));
    let music = Music::ALL.map(|m| (m.name(), render_music(m), MUSIC_RATE));
    for (name, samples, rate) in effects.into_iter().chain(music) {
        let path = dir.join(format!("{name}.wav"));
        write_wav(&path, &samples, rate)
            .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
        written.push(path);
    }
    Ok(written)
}

fn write_wav(path: &Path, samples: &[f32], rate: u32) -> Result<(), hound::Error> {
    let spec = hound::WavSpec {
        channels: 1,
        sample_rate: rate,
        bits_per_sample: 16,
        sample_format: hound::SampleFormat::Int,
    };
    let mut writer = hound::WavWriter::create(path, spec)?;
    for &s in samples {
        writer.write_sample((s.clamp(-1.0, 1.0) * f32::from(i16::MAX)).round() as i16)?;
    }
    writer.finalize()
}
