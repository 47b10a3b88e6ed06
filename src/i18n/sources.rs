//! Each language's Fluent files, built into the binary (the browser has no files to read).
//! Every language has the same files; a new file is added here once, for all of them.

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
        ]
    };
}

/// The files of the language `code` (none for a code Quartet does not speak).
pub fn files(code: &str) -> &'static [(&'static str, &'static str)] {
    match code {
        "en" => folder!("en"),
        "de" => folder!("de"),
        "fr" => folder!("fr"),
        "es" => folder!("es"),
        "pt-BR" => folder!("pt-BR"),
        "pl" => folder!("pl"),
        "ru" => folder!("ru"),
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
/// text, and Fluent would take its lists' `*` and `[` for syntax) of the language `code`.
pub fn rules_pages(code: &str) -> &'static [(&'static str, &'static str)] {
    match code {
        "en" => rules!("en"),
        "de" => rules!("de"),
        "fr" => rules!("fr"),
        "es" => rules!("es"),
        "pt-BR" => rules!("pt-BR"),
        "pl" => rules!("pl"),
        "ru" => rules!("ru"),
        "ja" => rules!("ja"),
        _ => &[],
    }
}
