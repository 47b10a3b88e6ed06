//! Cheversi: one test per rule of docs/rules.md (each fails if its rule is dropped or inverted).

use quartet_core::rules::cheversi::{Cheversi, CheversiData, CheversiMove};
use quartet_core::rules::{Coord, Game, GameKind, IllegalMove, Outcome, Piece, Side};
use rand::SeedableRng;
use rand::rngs::SmallRng;

fn c(text: &str) -> Coord {
    quartet_core::rules::parse_coord(text, 8).expect("coord")
}

fn play(g: &mut Cheversi, moves: &str) {
    for text in moves.split_whitespace() {
        let m = g.parse_move(text).expect("notation");
        g.play(m)
            .unwrap_or_else(|e| panic!("{text}: {e}\n{}", g.diagram()));
    }
}

fn refused(g: &Cheversi, text: &str) -> IllegalMove {
    let m = g.parse_move(text).expect("notation");
    let mut copy = g.clone();
    let err = copy.play(m).expect_err(text);
    assert_eq!(&copy, g, "a refused move changed the position");
    err
}

fn new() -> Cheversi {
    Cheversi::new(8).expect("valid")
}

/// A position from rows (top row first; White uppercase, Black lowercase).
fn board(rows: [&str; 8], last_white: Option<&str>, last_black: Option<&str>) -> Cheversi {
    CheversiData {
        board: rows.iter().map(|r| r.to_string()).collect(),
        last_white: last_white.map(c),
        last_black: last_black.map(c),
    }
    .try_into()
    .expect("valid position")
}

/// Chess attacks written out square by square, and the score they give.
fn oracle_score(g: &Cheversi) -> [i32; 2] {
    let at = |col: i32, row: i32| -> Option<Option<(Side, Piece)>> {
        (0..8).contains(&col).then_some(())?;
        (0..8).contains(&row).then_some(())?;
        Some(g.piece_at(Coord::new(col as usize, row as usize)))
    };
    let mut score = [0, 0];
    for row in 0..8 {
        for col in 0..8 {
            let Some(Some((side, piece))) = at(col, row) else {
                continue;
            };
            let mut attacked = 0;
            let steps: &[(i32, i32)] = match piece {
                Piece::King => &[
                    (1, 0),
                    (1, 1),
                    (0, 1),
                    (-1, 1),
                    (-1, 0),
                    (-1, -1),
                    (0, -1),
                    (1, -1),
                ],
                Piece::Knight => &[
                    (1, 2),
                    (2, 1),
                    (2, -1),
                    (1, -2),
                    (-1, -2),
                    (-2, -1),
                    (-2, 1),
                    (-1, 2),
                ],
                _ => &[],
            };
            for (dc, dr) in steps {
                if at(col + dc, row + dr) == Some(None) {
                    attacked += 1;
                }
            }
            let lines: &[(i32, i32)] = match piece {
                Piece::Rook => &[(1, 0), (-1, 0), (0, 1), (0, -1)],
                Piece::Bishop => &[(1, 1), (-1, 1), (1, -1), (-1, -1)],
                Piece::Queen => &[
                    (1, 0),
                    (-1, 0),
                    (0, 1),
                    (0, -1),
                    (1, 1),
                    (-1, 1),
                    (1, -1),
                    (-1, -1),
                ],
                _ => &[],
            };
            for (dc, dr) in lines {
                let (mut x, mut y) = (col + dc, row + dr);
                while at(x, y) == Some(None) {
                    attacked += 1;
                    x += dc;
                    y += dr;
                }
            }
            score[side.index()] += attacked;
        }
    }
    score
}

#[test]
fn the_board_is_always_8x8() {
    assert_eq!(new().size(), 8);
    for n in [0, 7, 9, 19] {
        let err = Cheversi::new(n).expect_err("bad size");
        assert!(err.to_string().contains("only 8"), "{err}");
    }
    assert_eq!(GameKind::Cheversi.default_size(), 8);
}

#[test]
fn white_starts_with_the_king_anywhere() {
    let g = new();
    assert_eq!(g.to_move(), Some(Side::First));
    assert_eq!(refused(&g, "Qd4"), IllegalMove::KingFirst);
    assert_eq!(refused(&g, "Nd4"), IllegalMove::KingFirst);
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert_eq!(legal.len(), 64);
    assert!(legal.iter().all(|m| m.piece == Piece::King));
    let mut corner = g.clone();
    play(&mut corner, "Kh8");
    assert_eq!(corner.to_move(), Some(Side::Second));
}

#[test]
fn every_later_piece_touches_one_on_the_board() {
    let mut g = new();
    play(&mut g, "Ke4");
    assert_eq!(refused(&g, "Nf6"), IllegalMove::NotAdjacent(c("f6")));
    play(&mut g, "Nf5");
    // Touching either colour, diagonally or orthogonally, is enough.
    assert_eq!(refused(&g, "Rh8"), IllegalMove::NotAdjacent(c("h8")));
    play(&mut g, "Rg6");
    let m = g.parse_move("Bd4").expect("notation");
    assert_eq!(g.check(m), Ok(()), "d4 touches the King diagonally");
}

#[test]
fn blacks_king_comes_last_touching_whites_last_piece() {
    let mut g = new();
    play(&mut g, "Ke4");
    assert_eq!(refused(&g, "Kd5"), IllegalMove::KingTooEarly);
    play(&mut g, "Qd5 Qf5 Rd4 Rf4 Rc4 Rg4 Bc5 Bg5 Bb5 Bh5 Nb4 Nh4");
    // Black's 7th (Queen already placed): anything but the King.
    assert_eq!(refused(&g, "Ka5"), IllegalMove::KingTooEarly);
    play(&mut g, "Na5 Na4");
    // White's 8th is Na4; Black's 8th must be the King, touching a4.
    assert_eq!(g.to_move(), Some(Side::Second));
    assert_eq!(refused(&g, "Kg3"), IllegalMove::KingMustTouch(c("a4")));
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(legal.iter().all(|m| m.piece == Piece::King));
    assert_eq!(
        legal.len(),
        2,
        "a3 and b3 touch a4 and are empty: {legal:?}"
    );
    play(&mut g, "Ka3");
    assert_eq!(g.to_move(), None, "16 placements end the game");
}

#[test]
fn whites_last_piece_leaves_room_for_blacks_king() {
    // White has placed 7 pieces; a1's neighbours a2, b1, b2 are all taken.
    let g = board(
        [
            "........", "........", "........", "........", "rnb.....", "rnbq....", "KNBR....",
            ".QRN....",
        ],
        Some("d2"),
        Some("d3"),
    );
    assert_eq!(g.to_move(), Some(Side::First));
    // White holds only a Bishop (its first is on light c2, so this one goes on dark).
    assert_eq!(refused(&g, "Ba1"), IllegalMove::NoRoomForKing);
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(!legal.iter().any(|m| m.at == c("a1")));
    assert!(legal.iter().any(|m| m.at == c("e1")));
}

#[test]
fn the_second_bishop_goes_on_the_other_colour() {
    let mut g = new();
    play(&mut g, "Ke4 Nd5 Bd4 Ne5");
    // d4 is dark (a1 is dark): White's second bishop must stand on a light square.
    assert_eq!(refused(&g, "Bf4"), IllegalMove::BishopColour);
    assert_eq!(refused(&g, "Be3"), IllegalMove::BishopColour);
    play(&mut g, "Bd3");
    // Black's bishops are free until the first one is down.
    play(&mut g, "Bd6 Rf3");
    assert_eq!(refused(&g, "Bc5"), IllegalMove::BishopColour);
    play(&mut g, "Bc6");
}

#[test]
fn placing_the_queen_calls_the_opponents_queen() {
    let mut g = new();
    play(&mut g, "Ke4 Nd5");
    let queen = g.parse_move("Qe5").expect("notation");
    assert!(
        g.play(queen).expect("legal").queen_call,
        "the diff names the call"
    );
    assert_eq!(refused(&g, "Rd4"), IllegalMove::QueenCall);
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(legal.iter().all(|m| m.piece == Piece::Queen));
    play(&mut g, "Qd4");
    // Black's queen came first here: White's reply is free again.
    let mut g = new();
    play(&mut g, "Ke4 Qd5");
    let answer = g.parse_move("Qe5").expect("notation");
    assert!(
        !g.play(answer).expect("legal").queen_call,
        "no Queen left to call"
    );
    play(&mut g, "Rd4");
    assert!(!g.queen_forced());
    let mut g2 = new();
    play(&mut g2, "Ke4 Qd5");
    assert!(g2.queen_forced(), "Black's Queen calls White's");
    assert_eq!(refused(&g2, "Rd4"), IllegalMove::QueenCall);
}

#[test]
fn black_places_the_queen_on_its_7th_move_at_the_latest() {
    let mut g = new();
    play(&mut g, "Ke4 Rd5 Rf5 Rd4 Rf4 Nd3 Nf3 Nc3 Ng3 Bc4 Bg4 Bc5");
    play(&mut g, "Bf6");
    // Black's 7th move: it holds only the Queen and the King, and the King must wait.
    assert!(g.queen_forced());
    assert_eq!(refused(&g, "Ke6"), IllegalMove::KingTooEarly);
    assert_eq!(refused(&g, "Ne6"), IllegalMove::NotInHand(Piece::Knight));
    let mut legal = Vec::new();
    g.legal_moves(&mut legal);
    assert!(legal.iter().all(|m| m.piece == Piece::Queen), "{legal:?}");
    play(&mut g, "Qe3");
}

#[test]
fn pieces_attack_as_in_chess_and_score_empty_squares() {
    // A lone King in the corner attacks a2, b1, b2.
    let g = board(["........"; 8], None, None);
    assert_eq!(g.score(), Some([0, 0]));
    let mut g = new();
    play(&mut g, "Ka1");
    assert_eq!(g.score(), Some([3, 0]));
    // A black knight on b2 attacks c4, d3, d1 and a4.
    play(&mut g, "Nb2");
    assert_eq!(
        g.score(),
        Some([2, 4]),
        "K: a2 b1 (b2 taken); N b2: d1 d3 c4 a4"
    );
    // A rook's line stops at the first occupied square.
    let mut g = new();
    play(&mut g, "Ka1 Rb1");
    // Black rook on b1: c1..h1 (6) and b2..b8 (7); a1 is occupied.
    assert_eq!(g.score(), Some([2, 13]));
    assert_eq!(oracle_score(&g), [2, 13]);
    // A square attacked by two pieces counts once for each: Ka1 and Nc3 both attack b1... no,
    // a knight on c3 attacks b1, and so does the King.
    let mut g = new();
    play(&mut g, "Ka1 Nb2 Nc3");
    // White: K a2 b1 (b2 taken) = 2; N c3: a2 a4 b1 b5 d1 d5 e2 e4 = 8; a2 and b1 count twice.
    assert_eq!(g.score().map(|s| s[0]), Some(10));
}

/// The view's queries (each piece's attacks, each side's scoring squares) agree with the
/// chess-attack oracle's score and with each other.
fn assert_attack_queries_agree(g: &Cheversi) {
    let mut per_piece = [0, 0];
    let mut union: [Vec<Coord>; 2] = [Vec::new(), Vec::new()];
    for row in 0..8 {
        for col in 0..8 {
            let at = Coord::new(col, row);
            let attacked = g.attacks_from(at);
            let Some((side, _)) = g.piece_at(at) else {
                assert!(attacked.is_empty());
                continue;
            };
            for t in attacked.into_iter().filter(|&t| g.piece_at(t).is_none()) {
                per_piece[side.index()] += 1;
                union[side.index()].push(t);
            }
        }
    }
    assert_eq!(per_piece, oracle_score(g));
    for side in Side::BOTH {
        let u = &mut union[side.index()];
        u.sort();
        u.dedup();
        let mut scoring = g.scoring_squares(side);
        scoring.sort();
        assert_eq!(&scoring, u);
    }
}

#[test]
fn the_live_score_matches_chess_attacks_throughout_random_games() {
    let mut rng = SmallRng::seed_from_u64(4);
    for _ in 0..300 {
        let mut g = new();
        let mut plies = 0;
        while let Some(m) = g.random_move(&mut rng) {
            g.play(m).expect("legal");
            plies += 1;
            assert_eq!(g.score(), Some(oracle_score(&g)), "\n{}", g.diagram());
            assert_attack_queries_agree(&g);
        }
        assert_eq!(plies, 16);
        let [w, b] = oracle_score(&g);
        let expected = match w.cmp(&b) {
            std::cmp::Ordering::Greater => Outcome::Win(Side::First),
            std::cmp::Ordering::Less => Outcome::Win(Side::Second),
            std::cmp::Ordering::Equal => Outcome::Draw,
        };
        assert_eq!(g.outcome(), expected);
    }
}

#[test]
fn notation() {
    let g = new();
    let m = CheversiMove {
        piece: Piece::King,
        at: c("e4"),
    };
    assert_eq!(g.parse_move("Ke4"), Ok(m));
    assert_eq!(g.parse_move("kE4"), Ok(m));
    assert_eq!(
        g.format_move(CheversiMove {
            piece: Piece::Knight,
            at: c("f6")
        }),
        "Nf6"
    );
    assert_eq!(g.parse_move("bb4").map(|m| m.piece), Ok(Piece::Bishop));
    for bad in ["", "K", "e4", "Xe4", "Ki9", "Ke0", "Ke44", "Ke4/a1"] {
        assert!(g.parse_move(bad).is_err(), "{bad}");
    }
}

/// `reach` (the AI's informed playouts): the empty squares a piece would attack once placed,
/// its own square and the occupied ones not counted, lines stopped by the first piece.
#[test]
fn a_placement_s_reach_is_the_empty_squares_its_piece_would_attack() {
    let mut g = new();
    play(&mut g, "Kd4");
    let reach = |text: &str| g.reach(g.parse_move(text).expect("notation"));
    // A rook on d5: d6 to d8 up, nothing down (the king on d4), a5 to c5 and e5 to h5.
    assert_eq!(reach("Rd5"), 3 + 3 + 4);
    // A knight on c3: all eight of its squares are empty.
    assert_eq!(reach("Nc3"), 8);
    // A bishop on e5: d6 to b8, f6 to h8, f4 to h2; d4 is the king's.
    assert_eq!(reach("Be5"), 9);
    // A queen on e3: rook's lines (e4 to e8, e2 to e1, a3 to d3, f3 to h3) and the bishop's
    // (f4 to h6, f2 to g1, d2 to c1); d4 is the king's.
    assert_eq!(reach("Qe3"), 5 + 2 + 4 + 3 + 3 + 2 + 2);
}
