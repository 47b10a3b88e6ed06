//! `quartet`: on the desktop the game window or one of its command-line tools ([`cli`]); in
//! the browser (wasm32) the game, on the page's canvas.

#[cfg(not(target_arch = "wasm32"))]
mod cli;

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {
    quartet::app::run();
}
