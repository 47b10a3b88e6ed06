//! The game's fonts, built into the binary. Inter (SIL Open Font License 1.1, `assets/fonts/`)
//! replaces Bevy's default font, so every menu, label and notice uses it; the HUD gives it to
//! egui too (`hud::style`). Inter has the Latin and Cyrillic letters of every language but
//! Japanese: Japanese has Noto Sans JP, cut down to what its texts use (`scripts/japanese-font`,
//! SIL OFL 1.1), added only once Japanese is shown, as the fallback for kana and kanji
//! (`docs/translating.md`, "Japanese").

use crate::app::lang::Texts;
use bevy::prelude::*;
use bevy::text::FontCx;
use parley::fontique::{FallbackKey, Script};
use std::sync::Arc;

/// Inter Medium, as the game draws every text.
pub const FONT: &[u8] = include_bytes!("../../assets/fonts/Inter-Medium.otf");

/// Noto Sans JP Medium, cut down. In the browser it is fetched when Japanese is first shown
/// (`web/dist/assets/fonts/`), so that nobody else downloads it.
#[cfg(not(target_arch = "wasm32"))]
const JAPANESE: &[u8] = include_bytes!("../../assets/fonts/NotoSansJP-subset.ttf");

/// Where the browser fetches the Japanese font from (under the page's `assets/`).
#[cfg(target_arch = "wasm32")]
const JAPANESE_PATH: &str = "fonts/NotoSansJP-subset.ttf";

/// Puts Inter where Bevy's default font was (before any text is laid out), and adds the
/// Japanese font when Japanese is shown. Without a text plugin (headless tests) there is
/// nothing to do.
pub fn plugin(app: &mut App) {
    if let Some(mut fonts) = app.world_mut().get_resource_mut::<Assets<Font>>() {
        let _ = fonts.insert(AssetId::default(), Font::from_bytes(FONT.to_vec()));
        app.init_resource::<JapaneseFont>().add_systems(
            Update,
            (
                fetch_japanese.run_if(resource_changed::<Texts>),
                use_japanese.run_if(|j: Res<JapaneseFont>| j.asked.is_some() && j.bytes.is_none()),
            )
                .chain(),
        );
    }
}

/// The Japanese font: asked for, then in use (its bytes, for egui).
#[derive(Resource, Default)]
pub struct JapaneseFont {
    asked: Option<Handle<Font>>,
    /// The font's file, once Bevy's text uses it: the HUD adds it to egui.
    pub bytes: Option<Arc<[u8]>>,
}

/// Asks for the Japanese font the first time Japanese is shown.
fn fetch_japanese(
    texts: Res<Texts>,
    mut japanese: ResMut<JapaneseFont>,
    mut fonts: ResMut<Assets<Font>>,
    server: Option<Res<AssetServer>>,
) {
    // Asked for with the language's own files (the browser fetches both), not after them.
    let japanese_wanted = [Some(texts.language()), texts.wanted()]
        .into_iter()
        .flatten()
        .any(|l| l.code == "ja");
    if japanese.asked.is_some() || !japanese_wanted {
        return;
    }
    #[cfg(not(target_arch = "wasm32"))]
    {
        let _ = server;
        japanese.asked = Some(fonts.add(Font::from_bytes(JAPANESE.to_vec())));
    }
    #[cfg(target_arch = "wasm32")]
    {
        let _ = &mut fonts;
        japanese.asked = server.map(|s| s.load(JAPANESE_PATH));
    }
}

/// Once Bevy's text has the font (it registers every `Font` asset under the name
/// `font.alias`, a frame after it arrives): it becomes the fallback for kana and kanji (Inter
/// has neither), every text is laid out again, and the HUD gets its bytes.
fn use_japanese(
    mut japanese: ResMut<JapaneseFont>,
    fonts: Res<Assets<Font>>,
    mut font_cx: ResMut<FontCx>,
    mut texts: Query<&mut TextFont>,
) {
    let Some(font) = japanese.asked.as_ref().and_then(|h| fonts.get(h)) else {
        return;
    };
    let Some(family) = font_cx.collection.family_id(&font.alias) else {
        return;
    };
    for script in [*b"Hira", *b"Kana", *b"Hani"] {
        let script = Script::from_bytes(script);
        for key in [
            FallbackKey::new(script, None),
            FallbackKey::from((script, "ja")),
        ] {
            font_cx
                .collection
                .append_fallbacks(key, std::iter::once(family));
        }
    }
    let bytes: Arc<[u8]> = font.data.data().into();
    for mut font in &mut texts {
        font.set_changed();
    }
    japanese.bytes = Some(bytes);
}
