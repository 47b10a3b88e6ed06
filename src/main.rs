//! `quartet`: on the desktop the game window or one of its command-line tools
//! ([`quartet::cli`]); in the browser (wasm32) the game, on the page's canvas (or, for
//! `?bench`, the AI's speed).

#[cfg(not(target_arch = "wasm32"))]
fn main() -> std::process::ExitCode {
    quartet::cli::main()
}

#[cfg(target_arch = "wasm32")]
fn main() {
    // `?bench` measures the AI instead (see `app::web::bench`).
    if !quartet::app::web::bench::run_if_asked() {
        quartet::app::run();
    }
}
