//! `?bench` in the browser: the AI's speed in this very wasm, measured before the game starts
//! and without it (nothing else runs or draws meanwhile), as `quartet bench --ai` measures it on
//! the desktop: a level-5 AI plays the first 4 moves against itself and a level-10 AI the first
//! 2, on one thread, with the same seeds. The search advances in the slices the game gives it
//! per frame. `?bench=GAME:SIZE` picks the board (default `rush:19`).
//!
//! The figures go to the canvas as `data-bench` (`level5=N level10=N`, playouts per second of
//! search) and the page's loader shows them; a bad `?bench=` shows why instead (`data-bench`
//! starting with `error:`). The page blocks while it measures (about 10 s).

use crate::rules::GameKind;

/// The board `?bench=VALUE` asks for: `GAME:SIZE`, or empty for Rush 19x19.
pub fn parse_bench(text: &str) -> Result<(GameKind, usize), String> {
    if text.is_empty() {
        return Ok((GameKind::Rush, 19));
    }
    let Some((game, size)) = text.split_once(':') else {
        return Err(format!("`{text}`: expected GAME:SIZE, e.g. rush:19"));
    };
    super::page::parse_board(game, size)
}

/// Runs the benchmark when the page's address asks for it (`?bench` or `?bench=GAME:SIZE`) and
/// says whether it did; the game then does not start.
#[cfg(target_arch = "wasm32")]
pub fn run_if_asked() -> bool {
    use crate::app::background::SearchSlicing;
    use crate::app::web::page::{CANVAS, query_value};
    use crate::bench::opening_speeds;

    let Some(window) = web_sys::window() else {
        return false;
    };
    let Ok(search) = window.location().search() else {
        return false;
    };
    let Some(asked) = query_value(&search, "bench") else {
        return false;
    };
    let slice = SearchSlicing::default().0;
    let result = parse_bench(asked).and_then(|(kind, size)| {
        let [level5, level10] = opening_speeds(kind, size, 1, slice).map_err(|e| e.to_string())?;
        Ok(format!("level5={level5:.0} level10={level10:.0}"))
    });
    let text = result.unwrap_or_else(|why| format!("error: {why}"));
    if let Some(canvas) = window.document().and_then(|d| d.get_element_by_id(CANVAS)) {
        // Without the attribute the page shows nothing, but nothing else breaks.
        let _ = canvas.set_attribute("data-bench", &text);
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bench_board_defaults_to_rush_19_and_takes_any_game_s_allowed_size() {
        assert_eq!(parse_bench(""), Ok((GameKind::Rush, 19)));
        assert_eq!(parse_bench("quadrex:11"), Ok((GameKind::Quadrex, 11)));
        assert_eq!(parse_bench("Cheversi:8"), Ok((GameKind::Cheversi, 8)));
    }

    #[test]
    fn the_page_address_gives_bench_bare_or_with_a_value_and_nothing_else() {
        use crate::app::web::page::query_value;
        assert_eq!(query_value("?bench", "bench"), Some(""));
        assert_eq!(
            query_value("?play=rush:9&bench=quadrex:11", "bench"),
            Some("quadrex:11")
        );
        assert_eq!(query_value("?benchmark=1&bench2", "bench"), None);
        assert_eq!(query_value("", "bench"), None);
    }

    #[test]
    fn a_bad_bench_board_says_what_is_wrong() {
        for (text, says) in [
            ("rush", "GAME:SIZE"),
            ("chess:8", "chess"),
            ("rush:x", "`x` is not a board size"),
            ("cheversi:19", "19"),
        ] {
            let why = parse_bench(text).expect_err(text);
            assert!(why.contains(says), "{text}: {why}");
        }
    }
}
