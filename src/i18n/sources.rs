//! Each language's Fluent files, built into the binary (the browser has no files to read).
//! Every language has the same files; a new file is added here once, for all of them.

/// The files of one language's folder, `assets/i18n/<code>/`, by name.
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
