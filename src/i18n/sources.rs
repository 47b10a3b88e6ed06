//! Each language's Fluent files and rules pages, built into the binary: every language's on the
//! desktop, English's alone in the browser, which fetches another language's when it is chosen
//! (`app::lang_fetch`; docs/web.md, "The size budget"). Every language has the same files; a new
//! file is added here once, for all of them, and to [`FILES`].

/// The Fluent files of every language's folder, as [`folder!`] lists them.
pub const FILES: [&str; 8] = [
    "menus.ftl",
    "settings.ftl",
    "hud.ftl",
    "errors.ftl",
    "lessons.ftl",
    "puzzles.ftl",
    "web.ftl",
    "text.ftl",
];

/// The games with a rules page in every language's `rules/` folder, as [`rules!`] lists them.
pub const GAMES: [&str; 4] = ["rekushu", "rush", "quadrex", "cheversi"];

/// The files of one language's folder, `assets/i18n/<code>/`, by name. (`web.ftl` is the
/// page's own, read by web/strings.mjs too: here so that the tests check it with the rest.)
macro_rules! folder {
    ($code:literal) => {
        &[
            (
                "menus.ftl",
                include_str!(concat!("../../assets/i18n/", $code, "/menus.ftl")),
            ),
            (
                "settings.ftl",
                include_str!(concat!("../../assets/i18n/", $code, "/settings.ftl")),
            ),
            (
                "hud.ftl",
                include_str!(concat!("../../assets/i18n/", $code, "/hud.ftl")),
            ),
            (
                "errors.ftl",
                include_str!(concat!("../../assets/i18n/", $code, "/errors.ftl")),
            ),
            (
                "lessons.ftl",
                include_str!(concat!("../../assets/i18n/", $code, "/lessons.ftl")),
            ),
            (
                "puzzles.ftl",
                include_str!(concat!("../../assets/i18n/", $code, "/puzzles.ftl")),
            ),
            (
                "web.ftl",
                include_str!(concat!("../../assets/i18n/", $code, "/web.ftl")),
            ),
            (
                "text.ftl",
                include_str!(concat!("../../assets/i18n/", $code, "/text.ftl")),
            ),
        ]
    };
}

/// The files of the language `code` built into this binary (none for a code Quartet does not
/// speak, and in the browser none but English's).
pub fn files(code: &str) -> &'static [(&'static str, &'static str)] {
    match code {
        "en" => folder!("en"),
        #[cfg(not(target_arch = "wasm32"))]
        "de" => folder!("de"),
        #[cfg(not(target_arch = "wasm32"))]
        "fr" => folder!("fr"),
        #[cfg(not(target_arch = "wasm32"))]
        "es" => folder!("es"),
        #[cfg(not(target_arch = "wasm32"))]
        "pt-BR" => folder!("pt-BR"),
        #[cfg(not(target_arch = "wasm32"))]
        "pl" => folder!("pl"),
        #[cfg(not(target_arch = "wasm32"))]
        "ru" => folder!("ru"),
        #[cfg(not(target_arch = "wasm32"))]
        "ja" => folder!("ja"),
        _ => &[],
    }
}

/// The rules pages of one language's folder, `assets/i18n/<code>/rules/`, by game.
macro_rules! rules {
    ($code:literal) => {
        &[
            (
                "rekushu",
                include_str!(concat!("../../assets/i18n/", $code, "/rules/rekushu.md")),
            ),
            (
                "rush",
                include_str!(concat!("../../assets/i18n/", $code, "/rules/rush.md")),
            ),
            (
                "quadrex",
                include_str!(concat!("../../assets/i18n/", $code, "/rules/quadrex.md")),
            ),
            (
                "cheversi",
                include_str!(concat!("../../assets/i18n/", $code, "/rules/cheversi.md")),
            ),
        ]
    };
}

/// The rules pages (Markdown, whole pages rather than Fluent messages: a page is read as one
/// text, and Fluent would take its lists' `*` and `[` for syntax) of the language `code`, where
/// they are built in.
pub fn rules_pages(code: &str) -> &'static [(&'static str, &'static str)] {
    match code {
        "en" => rules!("en"),
        #[cfg(not(target_arch = "wasm32"))]
        "de" => rules!("de"),
        #[cfg(not(target_arch = "wasm32"))]
        "fr" => rules!("fr"),
        #[cfg(not(target_arch = "wasm32"))]
        "es" => rules!("es"),
        #[cfg(not(target_arch = "wasm32"))]
        "pt-BR" => rules!("pt-BR"),
        #[cfg(not(target_arch = "wasm32"))]
        "pl" => rules!("pl"),
        #[cfg(not(target_arch = "wasm32"))]
        "ru" => rules!("ru"),
        #[cfg(not(target_arch = "wasm32"))]
        "ja" => rules!("ja"),
        _ => &[],
    }
}
