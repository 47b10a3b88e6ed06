//! The browser page's hooks: its state hook on the canvas (and `?play=`), kept current on
//! every platform so that headless tests read it, and its `?bench`, which measures the AI in
//! the wasm instead of starting the game (`docs/web.md`, "The page's hooks"); and its frames,
//! drawn only when something changes (`pacing`, woken by `app::wake`), and fewer and
//! cheaper where the renderer is software (`software`), drawn at a lower pixel ratio when they
//! are slow (`render_scale`); and the text layer beside the canvas (`text_layer`,
//! `screen_buttons`: docs/accessibility.md).

pub mod bench;
pub mod pacing;
pub mod page;
pub mod render_scale;
pub mod screen_buttons;
pub mod software;
pub mod text_layer;
