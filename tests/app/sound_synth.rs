//! The synthesised sounds: each one audible, below full scale, starting and ending at zero,
//! distinct from every other; the music loops seamless; and the WAV export faithful.

use quartet::app::sound::synth::{MUSIC_RATE, Music, RATE, Sound, render, render_music};
use quartet::cli::sounds::write_wavs;

fn peak(samples: &[f32]) -> f32 {
    samples.iter().fold(0.0, |m, s| m.max(s.abs()))
}

/// Sign changes per second: higher for brighter sounds.
fn crossings_per_second(samples: &[f32], rate: u32) -> f32 {
    let changes = samples
        .windows(2)
        .filter(|w| (w[0] < 0.0) != (w[1] < 0.0))
        .count();
    changes as f32 * rate as f32 / samples.len() as f32
}

#[test]
fn every_effect_is_audible_below_full_scale_and_starts_and_ends_at_zero() {
    for sound in Sound::ALL {
        let s = render(sound);
        let seconds = s.len() as f32 / RATE as f32;
        assert!(
            (0.03..=2.5).contains(&seconds),
            "{sound:?} lasts {seconds} s"
        );
        assert!(s.iter().all(|x| x.is_finite()), "{sound:?} has a NaN");
        let p = peak(&s);
        // Audible (above -30 dBFS) and below 0 dBFS with headroom: no clipping.
        assert!(p > 0.03 && p < 0.9, "{sound:?} peaks at {p}");
        assert_eq!(s[0], 0.0, "{sound:?} does not start at zero");
        assert_eq!(s[s.len() - 1], 0.0, "{sound:?} does not end at zero");
    }
}

#[test]
fn no_two_effects_sound_the_same() {
    let all: Vec<(Sound, Vec<f32>)> = Sound::ALL.iter().map(|&s| (s, render(s))).collect();
    for (i, (a, sa)) in all.iter().enumerate() {
        for (b, sb) in &all[i + 1..] {
            // Normalised correlation of the overlapping part: near 1 for the same sound.
            let n = sa.len().min(sb.len());
            let dot: f32 = sa[..n].iter().zip(&sb[..n]).map(|(x, y)| x * y).sum();
            let na: f32 = sa[..n].iter().map(|x| x * x).sum::<f32>().sqrt();
            let nb: f32 = sb[..n].iter().map(|x| x * x).sum::<f32>().sqrt();
            let similarity = dot / (na * nb).max(1e-9);
            assert!(similarity < 0.9, "{a:?} and {b:?} are alike ({similarity})");
        }
    }
}

#[test]
fn the_cheversi_piece_is_heavier_than_the_stones_and_the_quadrex_tile_brightest() {
    let bright = |s| crossings_per_second(&render(s), RATE);
    let piece = bright(Sound::CheversiPiece);
    let rekushu = bright(Sound::RekushuStone);
    let rush = bright(Sound::RushStone);
    let tile = bright(Sound::QuadrexTile);
    assert!(
        piece < rekushu && rekushu < rush && rush < tile,
        "piece {piece}, rekushu {rekushu}, rush {rush}, tile {tile}"
    );
}

#[test]
fn the_refusal_and_the_menu_sounds_are_soft() {
    let loudest_move = peak(&render(Sound::RushStone));
    for soft in [Sound::Illegal, Sound::MenuFocus, Sound::MenuPress] {
        let p = peak(&render(soft));
        // At least 9 dB under a stone.
        assert!(p < loudest_move * 0.36, "{soft:?} peaks at {p}");
    }
}

#[test]
fn the_music_loops_without_a_click() {
    for music in Music::ALL {
        let s = render_music(music);
        let seconds = s.len() as f32 / MUSIC_RATE as f32;
        assert!((10.0..=40.0).contains(&seconds), "{music:?}: {seconds} s");
        assert!(peak(&s) < 0.9, "{music:?} peaks at {}", peak(&s));
        assert_eq!(s[0], 0.0);
        assert_eq!(s[s.len() - 1], 0.0);
        // Around the loop point (the last 20 ms, then the first 20 ms) the sound is near
        // silent and changes smoothly: no step between two samples.
        let edge = (0.02 * MUSIC_RATE as f32) as usize;
        let around: Vec<f32> = s[s.len() - edge..]
            .iter()
            .chain(&s[..edge])
            .copied()
            .collect();
        assert!(peak(&around) < 0.02, "{music:?} is loud at its loop point");
        let step = around
            .windows(2)
            .map(|w| (w[1] - w[0]).abs())
            .fold(0.0, f32::max);
        assert!(step < 0.005, "{music:?} steps by {step} at its loop point");
        // Not silent in between.
        assert!(peak(&s[s.len() / 3..s.len() / 2]) > 0.1);
    }
}

#[test]
fn the_wav_files_hold_the_sounds_as_made() {
    let dir = tempfile::tempdir().expect("temp dir");
    let files = write_wavs(dir.path()).expect("written");
    assert_eq!(files.len(), Sound::ALL.len() + Music::ALL.len());
    let fill = dir.path().join("fill.wav");
    let mut reader = hound::WavReader::open(&fill).expect("a WAV");
    assert_eq!(reader.spec().sample_rate, RATE);
    assert_eq!(reader.spec().channels, 1);
    let read: Vec<i16> = reader
        .samples::<i16>()
        .map(|s| s.expect("sample"))
        .collect();
    let made = render(Sound::Fill);
    assert_eq!(read.len(), made.len());
    for (r, m) in read.iter().zip(&made) {
        assert!((f32::from(*r) / 32767.0 - m).abs() < 1.0 / 16000.0);
    }
    let menu = hound::WavReader::open(dir.path().join("music_menu.wav")).expect("a WAV");
    assert_eq!(menu.spec().sample_rate, MUSIC_RATE);
}

#[test]
fn samples_that_cannot_be_played_are_refused_with_the_reason() {
    use quartet::app::sound::output::sound_data;
    assert!(sound_data(&render(Sound::Fill), RATE).is_ok());
    for (samples, why) in [
        (vec![], "empty"),
        (vec![0.0, f32::NAN, 0.0], "NaN"),
        (vec![0.0, 1.5, 0.0], "1.5"),
    ] {
        let Err(err) = sound_data(&samples, RATE) else {
            panic!("{why}: accepted");
        };
        assert!(err.contains(why), "{err}");
    }
}
