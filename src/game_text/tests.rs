//! The game by text: commands read and answered, moves announced with what they caused, in
//! English and in another language.

use super::*;
use crate::i18n::{ENGLISH, Language};
use crate::rules::MatchOptions;

fn english() -> Catalog {
    Catalog::new(ENGLISH)
}

/// A match of `kind` on a `size` board with `moves` played; the last move's diff.
fn after(kind: GameKind, size: usize, moves: &str) -> (Match, Option<MoveDiff>) {
    let mut game = Match::new(kind, Some(size), MatchOptions::default()).expect("a size");
    let mut diff = None;
    for mv in moves.split_whitespace() {
        diff = Some(game.play_text(mv).unwrap_or_else(|e| panic!("{mv}: {e}")));
    }
    (game, diff)
}

/// What the text mode answers to `line`.
fn said(game: &Match, line: &str, texts: &Catalog) -> String {
    match request(game, line, texts) {
        Ok(Request::Move(mv)) => format!("move {}", game.position().format_move(mv)),
        Ok(request) => answer(game, &request, texts),
        Err(why) => why,
    }
}

#[test]
fn commands_read_the_position() {
    let en = english();
    let (game, _) = after(GameKind::Rush, 5, "c3 a1");
    assert_eq!(said(&game, "t", &en), "Black to move.");
    assert_eq!(said(&game, "l", &en), "Last move: White a1.");
    assert_eq!(
        said(&game, "r 3", &en),
        "Row 3: a3 to b3 empty, c3 Black, d3 to e3 empty."
    );
    assert_eq!(
        said(&game, "c a", &en),
        "Column a: a1 White, a2 to a5 empty."
    );
    assert_eq!(said(&game, "C3?", &en), "c3 Black");
    assert_eq!(said(&game, "e5?", &en), "e5 empty");
    assert_eq!(
        said(&game, "p black", &en),
        "Black has one on the board: c3."
    );
    assert_eq!(
        said(&game, "p white", &en),
        "White has one on the board: a1."
    );
    let (fresh, _) = after(GameKind::Rush, 5, "");
    assert_eq!(said(&fresh, "l", &en), "No move yet.");
    assert_eq!(
        said(&fresh, "p black", &en),
        "Black has nothing on the board."
    );
    assert!(said(&fresh, "h", &en).starts_with("Commands: l the last move"));
}

#[test]
fn a_move_typed_is_read_or_refused_with_the_rules_reason() {
    let en = english();
    let (game, _) = after(GameKind::Rush, 5, "c3 a1");
    assert_eq!(said(&game, "e5", &en), "move e5");
    assert_eq!(said(&game, "c3", &en), "Not allowed: c3 is occupied.");
    assert_eq!(
        said(&game, "xyzzy", &en),
        "\"xyzzy\" is not a command or a move. Type h for the commands."
    );
    assert_eq!(
        said(&game, "r 9", &en),
        "\"r 9\" is not a command or a move. Type h for the commands."
    );
    assert!(
        said(&game, "z9", &en).starts_with("Not allowed: "),
        "{}",
        said(&game, "z9", &en)
    );
    // Rekushu's claims and Cheversi's hand belong to their games.
    assert_eq!(
        said(&game, "claims", &en),
        "\"claims\" is not a command or a move. Type h for the commands."
    );
}

#[test]
fn moves_are_announced_with_what_they_caused() {
    let en = english();
    // Rush: c3 touches White's b3 and d3, so Black moves again.
    let (game, diff) = after(GameKind::Rush, 5, "a1 b3 e5 d3 c3");
    let diff = diff.expect("a move");
    assert_eq!(
        announce(
            game.kind(),
            Side::First,
            "c3",
            &diff,
            ReadPerMove::Effects,
            &en
        ),
        "Black c3; moves again."
    );
    // Rekushu: Black claims the single tile c3-d4.
    let (game, diff) = after(GameKind::Rekushu, 6, "c3 a6 d3 f6 c4 a5 d4/c3-d4");
    let diff = diff.expect("a move");
    assert_eq!(
        announce(
            game.kind(),
            Side::First,
            "d4/c3-d4",
            &diff,
            ReadPerMove::Effects,
            &en
        ),
        "Black d4/c3-d4; claims c3-d4, one tile."
    );
    assert_eq!(said(&game, "s", &en), "Black 1, White 0.");
    assert_eq!(said(&game, "t", &en), "White to move.");
}

#[test]
fn how_much_is_read_per_move_follows_the_setting() {
    let en = english();
    let (game, diff) = after(GameKind::Rekushu, 6, "c3 a6 d3 f6 c4 a5 d4/c3-d4");
    let diff = diff.expect("a move");
    let read = |read| announce(game.kind(), Side::First, "d4/c3-d4", &diff, read, &en);
    // The move alone: the claim's details left out.
    assert_eq!(read(ReadPerMove::Move), "Black d4/c3-d4.");
    assert_eq!(
        read(ReadPerMove::All),
        "Black d4/c3-d4; claims c3-d4, one tile."
    );
    // All of it: then the score and whose turn.
    assert_eq!(
        after_move(&game, &en).as_deref(),
        Some("Black 1, White 0. White to move.")
    );
    // Rush's score is its stones; an extra turn is said even with the move alone.
    let (game, diff) = after(GameKind::Rush, 5, "a1 b3 e5 d3 c3");
    let diff = diff.expect("a move");
    assert_eq!(
        announce(
            game.kind(),
            Side::First,
            "c3",
            &diff,
            ReadPerMove::Move,
            &en
        ),
        "Black c3; moves again."
    );
    assert_eq!(
        after_move(&game, &en).as_deref(),
        Some("Black 3, White 2. Black to move.")
    );
}

#[test]
fn rekushu_claims_and_cheversi_s_hand_are_read() {
    let en = english();
    // Black holds c3, d3 and c4: d4 would close c3-d4; none is claimable before it.
    let (game, _) = after(GameKind::Rekushu, 6, "c3 a6 d3 f6 c4 a5");
    assert_eq!(
        said(&game, "claims", &en),
        "Black can claim no rectangle now."
    );
    let (game, _) = after(GameKind::Cheversi, 8, "Ke4");
    let hand = said(&game, "hand", &en);
    assert!(
        hand.starts_with("In hand: White Queen 1, Rook 2, Bishop 2, Knight 2; Black King 1"),
        "{hand}"
    );
    assert_eq!(said(&game, "e4?", &en), "e4 White King");
}

#[test]
fn the_game_by_text_speaks_the_player_s_language() {
    let de = Catalog::new(Language::by_code("de").expect("spoken"));
    let (game, diff) = after(GameKind::Rush, 5, "a1 b3 e5 d3 c3");
    assert_eq!(said(&game, "t", &de), "Schwarz ist am Zug.");
    assert_eq!(
        said(&game, "r 3", &de),
        "Zeile 3: a3 leer, b3 Weiß, c3 Schwarz, d3 Weiß, e3 leer."
    );
    assert_eq!(
        announce(
            game.kind(),
            Side::First,
            "c3",
            &diff.expect("a move"),
            ReadPerMove::Effects,
            &de
        ),
        "Schwarz c3; zieht noch einmal."
    );
    assert_eq!(said(&game, "c3", &de), "Nicht erlaubt: c3 ist besetzt.");
}

#[test]
fn a_review_s_marks_and_the_better_moves_are_read() {
    use crate::ai::review::{Mark, MoveReview, PlayerSummary, Review};
    let en = english();
    let (game, _) = after(GameKind::Rush, 5, "c3 b3 a1 d3");
    let mv = |text: &str, k: usize| {
        let before = game.position_after(k).expect("a position");
        before.parse_move(text).expect("notation")
    };
    let judged = |ply: usize, side, played: &str, best: &str, mark| MoveReview {
        ply,
        side,
        mv: mv(played, ply - 1),
        best: Some(mv(best, ply - 1)),
        line: vec![],
        top: vec![],
        before: 0.7,
        after: 0.4,
        mark,
        forced: false,
        exact: false,
        margin_before: None,
        margin_after: None,
    };
    let blunder = judged(3, Side::First, "a1", "d3", Some(Mark::Blunder));
    assert_eq!(
        judged_said(&game, &blunder, &en),
        "Move 3, Black a1: Blunder; better d3."
    );
    // The move the AI would have played too: no better move said.
    let best = judged(4, Side::Second, "d3", "d3", Some(Mark::Best));
    assert_eq!(judged_said(&game, &best, &en), "Move 4, White d3: Best.");
    let fine = judged(1, Side::First, "c3", "b2", None);
    assert_eq!(judged_said(&game, &fine, &en), "Move 1, Black c3: no mark.");
    let review = Review {
        moves: vec![
            fine,
            judged(2, Side::Second, "b3", "b2", None),
            blunder,
            best,
        ],
        players: [PlayerSummary::default(), PlayerSummary::default()],
    };
    assert_eq!(
        review_said(&game, &review, &[3], &en),
        "One marked move: 3 Black a1 Blunder."
    );
    assert_eq!(
        review_said(&game, &review, &[], &en),
        "The review marked no move."
    );
    // The commands that ask for them, and a move number past the game's end.
    assert_eq!(request(&game, "review", &en), Ok(Request::Review));
    assert_eq!(request(&game, "m 3", &en), Ok(Request::Judged(3)));
    assert_eq!(request(&game, "hint", &en), Ok(Request::Hint));
    assert_eq!(
        said(&game, "m 9", &en),
        "\"m 9\" is not a command or a move. Type h for the commands."
    );
    // Without a review the app has nothing to read: said so.
    assert_eq!(
        answer(&game, &Request::Judged(3), &en),
        "No review yet: review the game from its panel first."
    );
}
