//! A game as a plain move list in the protocol's notation, for other programs and other
//! players (the game's Export and Import, `quartet review`): one comment line naming the game,
//! then the moves (forced passes as `pass`):
//!
//! ```text
//! # Quartet: Rush 9x9
//! e5 d4 c3 pass f6
//! ```
//!
//! A reviewed game's moves carry their marks as annotations (`d4?`, `c3??`; see
//! `ai::review::Mark`).
//!
//! Reading one back accepts that, or moves alone (they are then read as the game and size
//! given), with move numbers (`1.`), commas and line breaks anywhere, `#` comments, and
//! annotations (`?`, `!` after a move), which it ignores.

use crate::ai::review::Mark;
use crate::rules::{GameKind, Match, MatchOptions, RulesError};

/// The move list of `game`.
pub fn export_text(game: &Match) -> String {
    export_annotated(game, &[])
}

/// The move list of `game`, move `k` (from 0) followed by the symbol of `marks[k]` where
/// there is one (moves past the end of `marks` are left bare).
pub fn export_annotated(game: &Match, marks: &[Option<Mark>]) -> String {
    let size = game.size();
    let mut header = format!("# Quartet: {} {size}x{size}", game.kind().title());
    if game.kind() == GameKind::Quadrex && !game.options().quadrex_swap {
        header.push_str(", no swap");
    }
    format!("{header}\n{}\n", annotated_history(game, marks).join(" "))
}

/// [`Match::history`] with each move's mark as its annotation.
pub fn annotated_history(game: &Match, marks: &[Option<Mark>]) -> Vec<String> {
    let mut out = Vec::new();
    for (k, (ply, text)) in game.plies().iter().zip(game.move_texts()).enumerate() {
        let symbol = marks.get(k).copied().flatten().map_or("", Mark::symbol);
        out.push(format!("{text}{symbol}"));
        out.extend(std::iter::repeat_n("pass".to_string(), ply.passes));
    }
    out
}

/// The game `text` holds: the game, size and options its header names (else `kind`, `size`
/// and `options`), with its moves played. The error says what is wrong (which move, why).
pub fn import_text(
    text: &str,
    kind: GameKind,
    size: usize,
    options: MatchOptions,
) -> Result<Match, ImportError> {
    let (mut kind, mut size, mut options) = (kind, size, options);
    let mut moves = Vec::new();
    for line in text.lines() {
        let (body, comment) = match line.split_once('#') {
            Some((body, comment)) => (body, Some(comment)),
            None => (line, None),
        };
        if let Some(header) = comment.and_then(|c| c.trim().strip_prefix("Quartet:")) {
            (kind, size, options) = read_header(header)?;
        }
        for token in body.split(|c: char| c.is_whitespace() || c == ',' || c == ';') {
            // Annotations (`e5?!`, `d4!!`) say what a review thought, not which move it was.
            let token = token.trim().trim_end_matches(['?', '!']);
            // Move numbers ("12." or "12...") are not moves.
            let number = token.trim_end_matches('.');
            if token.is_empty()
                || (!number.is_empty() && number.chars().all(|c| c.is_ascii_digit()))
            {
                continue;
            }
            moves.push(token.to_string());
        }
    }
    if moves.is_empty() {
        return Err(ImportError::NoMoves);
    }
    let mut game = Match::new(kind, Some(size), options)?;
    game.load_moves(&moves)?;
    Ok(game)
}

/// Why a move list cannot be read (the game says it in the player's language, by its kind).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ImportError {
    #[error("there are no moves in it")]
    NoMoves,
    #[error("the header \"{0}\" names no game and size")]
    NoHeader(String),
    #[error("\"{0}\" is not a board size like 9x9")]
    NotASize(String),
    /// The game or size named, or a move, as the rules refuse it.
    #[error("{0}")]
    Rules(#[from] RulesError),
}

/// `Rush 9x9` or `Quadrex 11x11, no swap`.
fn read_header(header: &str) -> Result<(GameKind, usize, MatchOptions), ImportError> {
    let (main, extra) = header.split_once(',').unwrap_or((header, ""));
    let mut words = main.split_whitespace();
    let (Some(name), Some(dims)) = (words.next(), words.next()) else {
        return Err(ImportError::NoHeader(header.trim().to_string()));
    };
    let kind: GameKind = name.parse()?;
    let size = dims
        .split_once(['x', 'X'])
        .and_then(|(a, b)| (a == b).then_some(a))
        .and_then(|n| n.parse::<usize>().ok())
        .ok_or_else(|| ImportError::NotASize(dims.to_string()))?;
    kind.check_size(size)?;
    let options = MatchOptions {
        quadrex_swap: !extra.to_ascii_lowercase().contains("no swap"),
    };
    Ok((kind, size, options))
}
