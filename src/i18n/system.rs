//! The languages the player's system asks for, best first: the desktop's locale settings
//! (`LANGUAGE`, `LC_ALL`, `LANG` on Linux, through `sys-locale`), the browser's
//! `navigator.languages`.

/// The system's languages, best first (empty where it names none).
#[cfg(not(target_arch = "wasm32"))]
pub fn system_languages() -> Vec<String> {
    sys_locale::get_locales()
        .filter(|l| !matches!(l.as_str(), "C" | "POSIX") && !l.starts_with("C."))
        .collect()
}

/// The browser's languages, best first (empty where it names none).
#[cfg(target_arch = "wasm32")]
pub fn system_languages() -> Vec<String> {
    let Some(window) = web_sys::window() else {
        return Vec::new();
    };
    window
        .navigator()
        .languages()
        .iter()
        .filter_map(|l| l.as_string())
        .collect()
}
