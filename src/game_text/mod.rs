//! The game in words (no Bevy): what a screen reader reads out and what a player types, for
//! the text mode of every game (docs/accessibility.md). A line typed is a [`Request`]: a short
//! command in the manner of Lichess's blind mode (`l` the last move, `s` the score, `r 5` a row,
//! `e5?` a point, ...) or a move in the engine's notation (`d4`, `c9/b5-c9`, `Qd4`, `swap`);
//! [`answer`] says what a command asks, [`announce`] what a move did. Every word comes from
//! the player's language (`text-*` messages in text.ftl).

pub mod words;

use crate::ai::review::{Mark, MoveReview, Review};
use crate::i18n::{Arg, Catalog};
use crate::rules::{AnyGame, AnyMove, Coord, GameKind, IllegalMove, Match, MoveDiff, Piece, Side};
use words::{colour_name, parse_problem, piece_id, refusal};

/// How much is read out after each move (the player's setting).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub enum ReadPerMove {
    /// The move, and what says whose turn it is (an extra turn, passes, the Queen call) and
    /// the end of the game.
    Move,
    /// The move and all it caused: a cascade's fills, a claim and its tiles too.
    #[default]
    Effects,
    /// All that, then the score (where the game keeps one as it goes) and whose turn it is.
    All,
}

impl ReadPerMove {
    pub const ALL: [ReadPerMove; 3] = [ReadPerMove::Move, ReadPerMove::Effects, ReadPerMove::All];

    /// Its name's message (`text-read-*` in text.ftl).
    pub fn label_id(self) -> &'static str {
        match self {
            ReadPerMove::Move => "text-read-move",
            ReadPerMove::Effects => "text-read-effects",
            ReadPerMove::All => "text-read-all",
        }
    }
}

/// What a typed line asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Request {
    /// `l`: the last move.
    Last,
    /// `s`: the score.
    Score,
    /// `t`: whose turn it is.
    Turn,
    /// `r 5`: a row, by its number.
    Row(usize),
    /// `c e`: a column, by its letter.
    Column(usize),
    /// `e5?`: what is on a point.
    Point(Coord),
    /// `p black`: where a side's stones or pieces are.
    Stones(Side),
    /// `claims`: the rectangles the side to move can claim now (Rekushu).
    Claims,
    /// `hand`: the pieces each side still holds (Cheversi).
    Hand,
    /// `h`: the commands.
    Help,
    /// `hint`: the AI's best move here (the app asks the AI: `app::spoken`).
    Hint,
    /// `review`: the moves the game's review marked (the app has the review).
    Review,
    /// `m 12`: move 12's mark and the better move, from the review.
    Judged(usize),
    /// A legal move in notation.
    Move(AnyMove),
}

/// Reads a typed line in `game`'s position: a command, or a legal move; else why not, in the
/// language of `texts`.
pub fn request(game: &Match, line: &str, texts: &Catalog) -> Result<Request, String> {
    let line = line.trim();
    let lower = line.to_lowercase();
    let mut words = lower.split_whitespace();
    let first = words.next().unwrap_or_default();
    let rest: Vec<&str> = words.collect();
    let size = game.size();
    let unknown = || texts.format("text-unknown", &[("input", line.into())]);
    let simple = match (first, rest.as_slice()) {
        ("l", []) => Some(Request::Last),
        ("s", []) => Some(Request::Score),
        ("t", []) => Some(Request::Turn),
        ("h" | "help" | "?", []) => Some(Request::Help),
        ("hint", []) => Some(Request::Hint),
        ("review", []) => Some(Request::Review),
        ("m", [n]) => {
            let number = n
                .parse::<usize>()
                .ok()
                .filter(|k| (1..=game.len()).contains(k));
            return number.map(Request::Judged).ok_or_else(unknown);
        }
        ("claims", []) if game.kind() == GameKind::Rekushu => Some(Request::Claims),
        ("hand", []) if game.kind() == GameKind::Cheversi => Some(Request::Hand),
        ("r", [n]) => {
            let row = n.parse::<usize>().ok().filter(|r| (1..=size).contains(r));
            return row.map(|r| Request::Row(r - 1)).ok_or_else(unknown);
        }
        ("c", [letter]) => {
            let column = column_of(letter).filter(|c| *c < size);
            return column.map(Request::Column).ok_or_else(unknown);
        }
        ("p", [colour]) => {
            return game
                .kind()
                .parse_colour(colour)
                .map(Request::Stones)
                .map_err(|_| unknown());
        }
        _ => None,
    };
    if let Some(request) = simple {
        return Ok(request);
    }
    if let Some(point) = first.strip_suffix('?').filter(|_| rest.is_empty()) {
        return crate::rules::parse_coord(point, size)
            .map(Request::Point)
            .map_err(|e| parse_problem(texts, &e));
    }
    let position = game.position();
    let mv = position.parse_move(line).map_err(|e| {
        // A word that is no move is an unknown command rather than a bad point.
        if line.chars().all(|c| c.is_ascii_alphabetic()) && line.len() > 1 {
            unknown()
        } else {
            let why = refusal(texts, &IllegalMove::Unreadable(e));
            texts.format("text-refused", &[("why", why.into())])
        }
    })?;
    position.check(mv).map_err(|why| {
        let why = refusal(texts, &why);
        texts.format("text-refused", &[("why", why.into())])
    })?;
    Ok(Request::Move(mv))
}

/// A column's index from its letter (`a` is 0).
fn column_of(letter: &str) -> Option<usize> {
    let mut chars = letter.chars();
    let c = chars.next()?;
    (chars.next().is_none() && c.is_ascii_lowercase()).then(|| (c as u8 - b'a') as usize)
}

/// What a command asks, said in the language of `texts` (a move is announced by
/// [`announce`] once played).
pub fn answer(game: &Match, request: &Request, texts: &Catalog) -> String {
    let position = game.position();
    let kind = game.kind();
    let colour = |side: Side| Arg::from(colour_name(texts, kind, side));
    match *request {
        Request::Last => match move_args(game, game.len(), texts) {
            Some(args) => texts.format("text-last", &args),
            None => texts.text("text-no-last"),
        },
        Request::Score => match position.score() {
            Some([a, b]) => texts.format(
                "text-score",
                &[
                    ("first", colour(Side::First)),
                    ("a", a.into()),
                    ("second", colour(Side::Second)),
                    ("b", b.into()),
                ],
            ),
            None => texts.text("text-no-score"),
        },
        Request::Turn => match position.to_move() {
            Some(side) => texts.format("text-turn", &[("colour", colour(side))]),
            None => texts.text("text-over"),
        },
        Request::Row(row) => {
            let points = (0..game.size()).map(|col| Coord::new(col, row));
            let args = [
                ("row", (row + 1).into()),
                ("points", line_of(position, points, texts).into()),
            ];
            texts.format("text-row", &args)
        }
        Request::Column(col) => {
            let points = (0..game.size()).map(|row| Coord::new(col, row));
            let letter = ((b'a' + col as u8) as char).to_string();
            let args = [
                ("column", letter.into()),
                ("points", line_of(position, points, texts).into()),
            ];
            texts.format("text-column", &args)
        }
        Request::Point(at) => point_said(position, at, texts),
        Request::Stones(side) => stones_said(game, side, texts),
        Request::Claims => claims_said(position, texts),
        Request::Hand => hand_said(position, texts),
        Request::Help => {
            let help = texts.text(match kind {
                GameKind::Rekushu => "text-help-rekushu",
                GameKind::Cheversi => "text-help-cheversi",
                _ => "text-help",
            });
            format!("{help} {}", texts.text("text-help-more"))
        }
        // (The app answers these when it has a hint or a review: `app::spoken`.)
        Request::Hint => texts.text("text-no-hint"),
        Request::Review | Request::Judged(_) => texts.text("text-no-review"),
        Request::Move(mv) => position.format_move(mv),
    }
}

/// A reviewed move in words: its number, who played what, its mark and, where the AI would
/// have played another, the better move ("Move 12, White d4: Mistake; better c5.").
pub fn judged_said(game: &Match, judged: &MoveReview<AnyMove>, texts: &Catalog) -> String {
    let number = judged.ply;
    let mut args = move_args(game, number, texts).unwrap_or_default();
    args.push(("mark", Arg::from(mark_said(judged.mark, texts))));
    let better = judged
        .best
        .filter(|best| *best != judged.mv && judged.mark.is_some());
    let before = number.checked_sub(1).and_then(|k| game.position_after(k));
    match (better, before) {
        (Some(best), Some(before)) => {
            args.push(("best", Arg::from(before.format_move(best))));
            texts.format("text-judged-better", &args)
        }
        _ => texts.format("text-judged", &args),
    }
}

/// Move `number` (1 for the first) as a message's variables: `number`, `colour` (who played
/// it) and `move` (in notation, from the position it was played in); none past the game's end.
fn move_args(game: &Match, number: usize, texts: &Catalog) -> Option<Vec<(&'static str, Arg)>> {
    let k = number.checked_sub(1)?;
    let mover = game.plies().get(k)?.mover;
    Some(vec![
        ("number", Arg::from(number)),
        ("colour", Arg::from(colour_name(texts, game.kind(), mover))),
        ("move", Arg::from(game.move_text(k)?)),
    ])
}

/// The position on view in words (`viewing`: after that many moves; none: the live one): the
/// start, the move that led to it, or the game as it stands.
pub fn view_said(game: &Match, viewing: Option<usize>, texts: &Catalog) -> String {
    match viewing {
        None => texts.text("text-view-live"),
        Some(k) => match move_args(game, k, texts) {
            Some(args) => texts.format("text-view-move", &args),
            None => texts.text("text-view-start"),
        },
    }
}

/// A review's mark in words; none: no mark.
fn mark_said(mark: Option<Mark>, texts: &Catalog) -> String {
    texts.text(match mark {
        None => "text-mark-none",
        Some(Mark::Best) => "mark-best",
        Some(Mark::Inaccuracy) => "mark-inaccuracy",
        Some(Mark::Mistake) => "mark-mistake",
        Some(Mark::Blunder) => "mark-blunder",
    })
}

/// The moves a review marked (`marked`: their numbers), each with its mark: what `review`
/// answers.
pub fn review_said(
    game: &Match,
    review: &Review<AnyMove>,
    marked: &[usize],
    texts: &Catalog,
) -> String {
    let moves: Vec<String> = marked
        .iter()
        .filter_map(|n| review.moves.get(n.checked_sub(1)?))
        .filter_map(|m| {
            let mut args = move_args(game, m.ply, texts)?;
            args.push(("mark", Arg::from(mark_said(m.mark, texts))));
            Some(texts.format("text-review-mark", &args))
        })
        .collect();
    if moves.is_empty() {
        return texts.text("text-review-none");
    }
    texts.format(
        "text-review-marks",
        &[
            ("count", moves.len().into()),
            ("moves", list(&moves, texts).into()),
        ],
    )
}

/// Where `side`'s stones or pieces are (`p black`).
fn stones_said(game: &Match, side: Side, texts: &Catalog) -> String {
    let position = game.position();
    let colour = |side: Side| Arg::from(colour_name(texts, game.kind(), side));
    let size = game.size();
    let mine: Vec<String> = (0..size)
        .flat_map(|row| (0..size).map(move |col| Coord::new(col, row)))
        .filter_map(|at| {
            let stone = position.stone_at(at).filter(|s| s.side == side)?;
            Some(match stone.piece {
                Some(piece) => format!("{} {at}", texts.text(piece_id(piece))),
                None => at.to_string(),
            })
        })
        .collect();
    if mine.is_empty() {
        texts.format("text-no-stones", &[("colour", colour(side))])
    } else {
        let args = [
            ("colour", colour(side)),
            ("count", mine.len().into()),
            ("points", list(&mine, texts).into()),
        ];
        texts.format("text-stones", &args)
    }
}

/// The rectangles the side to move can claim now (Rekushu's `claims`).
fn claims_said(position: &AnyGame, texts: &Catalog) -> String {
    let colour = |side: Side| Arg::from(colour_name(texts, position.kind(), side));
    let AnyGame::Rekushu(rekushu) = position else {
        return texts.text("text-no-claims-here");
    };
    let Some(side) = position.to_move() else {
        return texts.text("text-over");
    };
    let rects: Vec<String> = rekushu
        .cached_claims(side)
        .iter()
        .map(ToString::to_string)
        .collect();
    if rects.is_empty() {
        texts.format("text-no-claims", &[("colour", colour(side))])
    } else {
        let args = [
            ("colour", colour(side)),
            ("rects", list(&rects, texts).into()),
        ];
        texts.format("text-claims", &args)
    }
}

/// The pieces each side still has to place (Cheversi's `hand`).
fn hand_said(position: &AnyGame, texts: &Catalog) -> String {
    let colour = |side: Side| Arg::from(colour_name(texts, position.kind(), side));
    let AnyGame::Cheversi(cheversi) = position else {
        return texts.text("text-no-hand-here");
    };
    let sides: Vec<String> = Side::BOTH
        .iter()
        .map(|&side| {
            let held: Vec<String> = Piece::ALL
                .iter()
                .filter_map(|&piece| {
                    let count = cheversi.in_hand(side, piece);
                    (count > 0).then(|| {
                        let args = [
                            ("piece", texts.text(piece_id(piece)).into()),
                            ("count", count.into()),
                        ];
                        texts.format("text-hand-piece", &args)
                    })
                })
                .collect();
            let pieces = if held.is_empty() {
                texts.text("text-hand-none")
            } else {
                list(&held, texts)
            };
            let args = [("colour", colour(side)), ("pieces", pieces.into())];
            texts.format("text-hand-side", &args)
        })
        .collect();
    texts.format(
        "text-hand",
        &[("sides", sides.join(&separator(texts)).into())],
    )
}

/// What a move of `kind` did, said in the language of `texts`: who (`mover`) played what
/// (`mv`, in notation), then its consequences from the rules' `diff` (cascade fills, a claim,
/// an extra turn, passes, the Queen call, the end), as much as `read` asks for.
pub fn announce(
    kind: GameKind,
    mover: Side,
    mv: &str,
    diff: &MoveDiff,
    read: ReadPerMove,
    texts: &Catalog,
) -> String {
    let colour = |side: Side| Arg::from(colour_name(texts, kind, side));
    let mut facts = vec![texts.format(
        "text-move",
        &[("colour", colour(mover)), ("move", mv.into())],
    )];
    let fills: Vec<String> = diff
        .placed
        .iter()
        .skip(1)
        .map(|s| s.at.to_string())
        .collect();
    let effects = read != ReadPerMove::Move;
    if !fills.is_empty() && effects {
        let args = [
            ("count", fills.len().into()),
            ("points", list(&fills, texts).into()),
        ];
        facts.push(texts.format("text-move-fills", &args));
    }
    if let Some((_, rect)) = diff.claimed.filter(|_| effects) {
        let args = [
            ("rect", rect.to_string().into()),
            ("tiles", rect.area().into()),
        ];
        facts.push(texts.format("text-move-claim", &args));
    }
    // (A move that ends the game gives no turn, extra or not.)
    if diff.extra_turn && diff.next.is_some() {
        facts.push(texts.text("text-move-extra-turn"));
    }
    for &side in &diff.passes {
        facts.push(texts.format("text-move-pass", &[("colour", colour(side))]));
    }
    if diff.queen_call
        && let Some(next) = diff.next
    {
        facts.push(texts.format("text-move-queen-call", &[("colour", colour(next))]));
    }
    if diff.next.is_none() {
        facts.push(texts.text("text-move-over"));
    }
    let args = [("facts", facts.join(&separator(texts)).into())];
    texts.format("text-sentence", &args)
}

/// What [`ReadPerMove::All`] adds after a move: the score, where the game keeps one as it
/// goes, and whose turn it is; nothing once the game is over (its end is said already).
pub fn after_move(game: &Match, texts: &Catalog) -> Option<String> {
    let position = game.position();
    position.to_move()?;
    let mut said = Vec::new();
    if position.score().is_some() {
        said.push(answer(game, &Request::Score, texts));
    }
    said.push(answer(game, &Request::Turn, texts));
    Some(said.join(" "))
}

/// What is on `at`, or that it is empty.
fn point_said(position: &AnyGame, at: Coord, texts: &Catalog) -> String {
    let kind = position.kind();
    let point = ("point", Arg::from(at.to_string()));
    match position.stone_at(at) {
        Some(stone) => {
            let colour = ("colour", Arg::from(colour_name(texts, kind, stone.side)));
            match stone.piece {
                Some(piece) => {
                    let piece = ("piece", Arg::from(texts.text(piece_id(piece))));
                    texts.format("text-piece", &[point, colour, piece])
                }
                None => texts.format("text-stone", &[point, colour]),
            }
        }
        None => texts.format("text-empty", &[point]),
    }
}

/// A row or column's points in order, a run of empty ones said once ("a5 to d5 empty").
fn line_of(position: &AnyGame, points: impl Iterator<Item = Coord>, texts: &Catalog) -> String {
    let points: Vec<Coord> = points.collect();
    let mut said = Vec::new();
    let mut i = 0;
    while i < points.len() {
        let at = points[i];
        if position.stone_at(at).is_some() {
            said.push(point_said(position, at, texts));
            i += 1;
            continue;
        }
        let run = points[i..]
            .iter()
            .take_while(|p| position.stone_at(**p).is_none())
            .count();
        let last = points[i + run - 1];
        said.push(if run == 1 {
            point_said(position, at, texts)
        } else {
            let args = [
                ("from", at.to_string().into()),
                ("to", last.to_string().into()),
            ];
            texts.format("text-empty-run", &args)
        });
        i += run;
    }
    list(&said, texts)
}

/// Items said one after another, with the language's separator.
fn list(items: &[String], texts: &Catalog) -> String {
    items.join(&texts.text("text-list-separator"))
}

/// Between two facts of one sentence.
fn separator(texts: &Catalog) -> String {
    texts.text("text-fact-separator")
}

#[cfg(test)]
mod tests;
