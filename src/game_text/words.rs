//! The rules' facts in the player's words: colours, pieces, and why a move or a text is
//! refused, from the core's typed errors (`illegal-*`, `claim-*`, `parse-*` messages;
//! docs/translating.md, "What is not translated yet").

use crate::i18n::{Arg, Catalog};
use crate::rules::{ClaimProblem, Coord, GameKind, IllegalMove, ParseMoveError, Piece, Side};

/// The message naming side `side`'s colour in `kind` ("Black", "Vert").
pub fn colour_id(kind: GameKind, side: Side) -> &'static str {
    colour_word_id(kind.colour(side))
}

/// Side `side`'s colour in `kind`, in the language of `texts` ("Black", "Vertikal").
pub fn colour_name(texts: &Catalog, kind: GameKind, side: Side) -> String {
    texts.text(colour_id(kind, side))
}

/// Why a move was refused, for the player: the rules' typed reason in the language of
/// `texts`, else the reason as it was said (`app::game::MoveRejected`).
pub fn rejection(texts: &Catalog, why: Option<&IllegalMove>, reason: &str) -> String {
    why.map_or_else(|| reason.to_string(), |why| refusal(texts, why))
}

/// The message naming a colour the rules call `word` ("black", "vert").
pub fn colour_word_id(word: &str) -> &'static str {
    match word {
        "black" => "colour-black",
        "white" => "colour-white",
        "vert" => "colour-vert",
        _ => "colour-horz",
    }
}

/// The message naming a Cheversi piece ("King").
pub fn piece_id(piece: Piece) -> &'static str {
    match piece {
        Piece::King => "piece-king",
        Piece::Queen => "piece-queen",
        Piece::Rook => "piece-rook",
        Piece::Bishop => "piece-bishop",
        Piece::Knight => "piece-knight",
    }
}

/// Why the rules refuse a move, in the language of `texts` (its message is `illegal-` and the
/// reason's stable name, `IllegalMove::kind`).
pub fn refusal(texts: &Catalog, why: &IllegalMove) -> String {
    let point = |c: &Coord| ("point", Arg::from(c.to_string()));
    let args = match why {
        IllegalMove::Occupied(c)
        | IllegalMove::OffBoard(c)
        | IllegalMove::NoUnclaimedTile(c)
        | IllegalMove::RushAdjacency(c)
        | IllegalMove::NotAdjacent(c)
        | IllegalMove::KingMustTouch(c) => vec![point(c)],
        IllegalMove::Mirror { at, kind } => vec![point(at), ("kind", kind.to_string().into())],
        IllegalMove::BadClaim(problem) => vec![("reason", claim_problem(texts, problem).into())],
        IllegalMove::Unreadable(problem) => {
            vec![("reason", parse_problem(texts, problem).into())]
        }
        IllegalMove::NotInHand(piece) => vec![("piece", texts.text(piece_id(*piece)).into())],
        _ => Vec::new(),
    };
    texts.format(&format!("illegal-{}", why.kind()), &args)
}

/// Why a Rekushu claim is refused (its message is `claim-` and the problem's stable name).
fn claim_problem(texts: &Catalog, problem: &ClaimProblem) -> String {
    let mut args = vec![("rect", Arg::from(problem.rect().to_string()))];
    args.extend(problem.at().map(|at| ("point", Arg::from(at.to_string()))));
    texts.format(&format!("claim-{}", problem.kind()), &args)
}

/// Why a text is not a move (`parse-*` messages, by the kind of problem).
pub fn parse_problem(texts: &Catalog, problem: &ParseMoveError) -> String {
    let text = |t: &String| ("text", Arg::from(t.as_str()));
    let (id, args) = match problem {
        ParseMoveError::Empty => ("parse-empty", vec![]),
        ParseMoveError::BadCoord(t) => ("parse-bad-coord", vec![text(t)]),
        ParseMoveError::OffBoard { coord, size } => (
            "parse-off-board",
            vec![("point", coord.as_str().into()), ("size", (*size).into())],
        ),
        ParseMoveError::BadRekushu(t) => ("parse-bad-rekushu", vec![text(t)]),
        ParseMoveError::BadCheversi(t) => ("parse-bad-cheversi", vec![text(t)]),
        ParseMoveError::PassNotAMove => ("parse-pass-not-a-move", vec![]),
        ParseMoveError::Other(t, game) => ("parse-other", vec![text(t), ("game", (*game).into())]),
    };
    texts.format(id, &args)
}
