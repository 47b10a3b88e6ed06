//! A room: one game between two seats, checked move by move with the rules
//! (`quartet_core::rules`), and what the protocol says of it. No I/O: the server stores and
//! sends what these return (`docs/online-protocol.md`). A room keeps its position and its move
//! list only (not a position per move, as a `Match` does): about 5 KB for a room of Rush 19.

use crate::protocol::{ErrorCode, GameResult, PlayerView, Refusal, ServerMessage};
use quartet_core::rules::{AnyGame, GameKind, MatchOptions, Outcome, Side};
use std::collections::BTreeMap;

/// A seat taken: who sits there, and the secret that takes it back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seat {
    pub name: String,
    pub token: String,
}

/// The longest name kept (longer ones are cut, on a character boundary).
pub const MAX_NAME: usize = 40;

/// One game and its two seats.
#[derive(Clone, Debug)]
pub struct Room {
    pub code: String,
    /// The position now.
    pub position: AnyGame,
    /// The move list, forced passes as `pass`.
    pub moves: Vec<String>,
    /// Quadrex's swap, as the room was created (the protocol's `swap`).
    pub swap: bool,
    /// By [`Side::index`].
    pub seats: [Option<Seat>; 2],
    /// Who resigned, if anyone.
    pub resigned: Option<Side>,
}

/// One entry of the move list that a move added: the move, then any forced passes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Moved {
    pub ply: usize,
    pub mv: String,
    pub side: Side,
    pub to_move: Option<Side>,
}

impl Room {
    /// A new room for `game` (its protocol name) at `size` (default: the game's), with
    /// Quadrex's swap if `swap`; `bad_setup` for an unknown game or a size it does not allow.
    pub fn new(code: String, game: &str, size: Option<usize>, swap: bool) -> Result<Room, Refusal> {
        let bad = |why: String| Refusal::new(ErrorCode::BadSetup, why);
        let kind: GameKind = game.parse().map_err(|e| bad(format!("{e}")))?;
        let options = MatchOptions {
            quadrex_swap: kind == GameKind::Quadrex && swap,
        };
        let size = size.unwrap_or(kind.default_size());
        let position = AnyGame::new(kind, size, options).map_err(|e| bad(e.to_string()))?;
        Ok(Room {
            code,
            position,
            moves: Vec::new(),
            swap: options.quadrex_swap,
            seats: [None, None],
            resigned: None,
        })
    }

    pub fn kind(&self) -> GameKind {
        self.position.kind()
    }

    pub fn size(&self) -> usize {
        self.position.size()
    }

    /// A side by its name in this game (`black`, `vert`, ...).
    pub fn side(&self, name: &str) -> Option<Side> {
        self.kind().parse_colour(name).ok()
    }

    pub fn side_name(&self, side: Side) -> &'static str {
        self.kind().colour(side)
    }

    /// The seat a creator asked for: a side's name, or `random` (`coin` picks the first
    /// side when true); `bad_setup` otherwise.
    pub fn chosen_seat(&self, seat: &str, coin: bool) -> Result<Side, Refusal> {
        if seat == "random" {
            return Ok(if coin { Side::First } else { Side::Second });
        }
        self.side(seat).ok_or_else(|| {
            let [a, b] = self.kind().colours();
            Refusal::new(
                ErrorCode::BadSetup,
                format!(
                    "no seat '{seat}' in {} (one of {a}, {b}, random)",
                    self.kind().name()
                ),
            )
        })
    }

    /// The first free seat, if any.
    pub fn free_seat(&self) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|s| self.seats[s.index()].is_none())
    }

    /// Seats `name` at `side` with `token`.
    pub fn sit(&mut self, side: Side, name: &str, token: String) {
        self.seats[side.index()] = Some(Seat {
            name: clean_name(name),
            token,
        });
    }

    /// The seat whose token this is (compared in constant time).
    pub fn seat_of(&self, token: &str) -> Option<Side> {
        Side::BOTH.into_iter().find(|s| {
            self.seats[s.index()]
                .as_ref()
                .is_some_and(|seat| same_secret(&seat.token, token))
        })
    }

    /// Whether the game is over (by the rules or a resignation).
    pub fn over(&self) -> bool {
        self.resigned.is_some() || self.position.to_move().is_none()
    }

    /// Who is to move; `None` once over.
    pub fn to_move(&self) -> Option<Side> {
        if self.resigned.is_some() {
            return None;
        }
        self.position.to_move()
    }

    /// Plays `text` for `side` as move number `ply` (the move list's length, passes
    /// included). The entries it adds (the move and any forced passes); nothing changes on a
    /// refusal.
    pub fn play(&mut self, side: Side, ply: usize, text: &str) -> Result<Vec<Moved>, Refusal> {
        if self.over() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        let length = self.moves.len();
        if ply != length {
            return Err(Refusal::new(
                ErrorCode::StalePly,
                format!("move {ply} was sent, the game has {length} moves"),
            ));
        }
        if self.to_move() != Some(side) {
            let mover = self.to_move().map_or("nobody", |s| self.side_name(s));
            return Err(Refusal::new(
                ErrorCode::NotYourTurn,
                format!("{mover} is to move"),
            ));
        }
        let illegal = |why: String| Refusal::new(ErrorCode::IllegalMove, why);
        if text.trim().eq_ignore_ascii_case("pass") {
            return Err(illegal(
                "a pass is never a move: the server records forced passes".to_string(),
            ));
        }
        let mv = self
            .position
            .parse_move(text)
            .map_err(|e| illegal(e.to_string()))?;
        let written = self.position.format_move(mv);
        let diff = self
            .position
            .play(mv)
            .map_err(|why| illegal(format!("illegal move {written}: {why}")))?;
        let mut entries = vec![(written, side)];
        entries.extend(diff.passes.iter().map(|&s| ("pass".to_string(), s)));
        let count = entries.len();
        let added: Vec<Moved> = entries
            .into_iter()
            .enumerate()
            .map(|(i, (mv, side))| Moved {
                ply: length + i,
                mv,
                side,
                // Who moves after this entry: the next passer, or the game's next side.
                to_move: if i + 1 < count {
                    Some(diff.passes[i])
                } else {
                    diff.next
                },
            })
            .collect();
        self.moves.extend(added.iter().map(|m| m.mv.clone()));
        Ok(added)
    }

    /// Follows a server's `moved` entry: plays it for the side to move, or skips it when the
    /// list already has it (a forced pass, recorded with the move before it).
    pub fn follow(&mut self, ply: usize, mv: &str) -> Result<(), Refusal> {
        if ply < self.moves.len() {
            return Ok(());
        }
        let side = self
            .to_move()
            .ok_or_else(|| Refusal::new(ErrorCode::GameOver, "the game is over"))?;
        self.play(side, ply, mv).map(|_| ())
    }

    /// Replays a stored move list (forced passes as `pass`, where the rules made them).
    pub fn replay(&mut self, moves: &[String]) -> Result<(), String> {
        let mut k = 0;
        while let Some(text) = moves.get(k) {
            let side = self
                .to_move()
                .ok_or_else(|| format!("move {}: the game was over", k + 1))?;
            let added = self
                .play(side, k, text)
                .map_err(|e| format!("move {}: {}", k + 1, e.message))?;
            for m in &added[1..] {
                if moves.get(m.ply).map(String::as_str) != Some("pass") {
                    return Err(format!("move {}: a forced pass is missing", m.ply + 1));
                }
            }
            k += added.len();
        }
        Ok(())
    }

    /// `side` gives up; `game_over` if the game already ended.
    pub fn resign(&mut self, side: Side) -> Result<GameResult, Refusal> {
        if self.over() {
            return Err(Refusal::new(ErrorCode::GameOver, "the game is over"));
        }
        self.resigned = Some(side);
        self.result()
            .ok_or_else(|| Refusal::new(ErrorCode::GameOver, "the game is over"))
    }

    /// How the game ended, once it has.
    pub fn result(&self) -> Option<GameResult> {
        let score = self.position.score().map(|s| {
            Side::BOTH
                .into_iter()
                .map(|side| (self.side_name(side).to_string(), s[side.index()]))
                .collect::<BTreeMap<_, _>>()
        });
        let (winner, reason) = if let Some(loser) = self.resigned {
            (Some(loser.other()), "resigned")
        } else {
            match self.position.outcome() {
                Outcome::Ongoing => return None,
                Outcome::Win(side) if self.kind() == GameKind::Quadrex => (Some(side), "connected"),
                Outcome::Win(side) => (Some(side), "score"),
                Outcome::Draw => (None, "score"),
            }
        };
        Some(GameResult {
            winner: winner.map(|s| self.side_name(s).to_string()),
            reason: reason.to_string(),
            score,
        })
    }

    /// The `state` message, with each seat's presence (`online`, by [`Side::index`]).
    pub fn state(&self, online: [bool; 2]) -> ServerMessage {
        let players = Side::BOTH
            .into_iter()
            .map(|side| {
                let view = self.seats[side.index()].as_ref().map(|seat| PlayerView {
                    name: seat.name.clone(),
                    online: online[side.index()],
                });
                (self.side_name(side).to_string(), view)
            })
            .collect();
        ServerMessage::State {
            room: self.code.clone(),
            game: self.kind().name().to_string(),
            size: self.size(),
            swap: self.swap,
            moves: self.moves.clone(),
            to_move: self.to_move().map(|s| self.side_name(s).to_string()),
            players,
            result: self.result(),
        }
    }

    /// The `moved` message of an entry.
    pub fn moved_message(&self, m: &Moved) -> ServerMessage {
        ServerMessage::Moved {
            ply: m.ply,
            mv: m.mv.clone(),
            side: self.side_name(m.side).to_string(),
            to_move: m.to_move.map(|s| self.side_name(s).to_string()),
        }
    }
}

/// A name as shown: control characters dropped, spaces trimmed, at most [`MAX_NAME`]
/// characters, and "Player" for none.
pub fn clean_name(name: &str) -> String {
    let kept: String = name
        .chars()
        .filter(|c| !c.is_control())
        .take(MAX_NAME)
        .collect();
    let kept = kept.trim();
    if kept.is_empty() {
        "Player".to_string()
    } else {
        kept.to_string()
    }
}

/// Whether two secrets are equal, in time that does not depend on where they differ.
fn same_secret(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |acc, (x, y)| acc | (x ^ y)) == 0
}

#[cfg(test)]
mod tests {
    use super::*;

    fn room(game: &str, size: usize) -> Room {
        Room::new("ABCDEF".into(), game, Some(size), false).expect("a room")
    }

    #[test]
    fn a_setup_the_rules_do_not_allow_is_bad_setup() {
        for (game, size) in [("chess", Some(8)), ("rush", Some(4)), ("quadrex", Some(99))] {
            let refusal = Room::new("X".into(), game, size, false).expect_err(game);
            assert_eq!(refusal.code, ErrorCode::BadSetup, "{game}: {refusal:?}");
        }
        // No size: the game's default; the swap only for Quadrex.
        let r = Room::new("X".into(), "rush", None, true).expect("rush");
        assert_eq!((r.size(), r.swap), (GameKind::Rush.default_size(), false));
        let q = Room::new("X".into(), "quadrex", Some(7), true).expect("quadrex");
        assert!(q.swap);
        let r = room("rush", 9);
        assert_eq!(r.chosen_seat("white", true), Ok(Side::Second));
        assert_eq!(r.chosen_seat("random", false), Ok(Side::Second));
        assert_eq!(
            r.chosen_seat("vert", true).map_err(|e| e.code),
            Err(ErrorCode::BadSetup)
        );
    }

    #[test]
    fn moves_are_checked_in_turn_and_order_and_a_refusal_changes_nothing() {
        let mut r = room("rush", 9);
        let first = r.play(Side::First, 0, "e5").expect("e5");
        assert_eq!(
            first,
            vec![Moved {
                ply: 0,
                mv: "e5".into(),
                side: Side::First,
                to_move: Some(Side::Second)
            }]
        );
        let before = r.moves.clone();
        for (side, ply, mv, code) in [
            (Side::Second, 0, "d4", ErrorCode::StalePly),
            (Side::Second, 5, "d4", ErrorCode::StalePly),
            (Side::First, 1, "d4", ErrorCode::NotYourTurn),
            (Side::Second, 1, "e5", ErrorCode::IllegalMove),
            (Side::Second, 1, "zz99", ErrorCode::IllegalMove),
            (Side::Second, 1, "pass", ErrorCode::IllegalMove),
        ] {
            let refusal = r.play(side, ply, mv).expect_err(mv);
            assert_eq!(refusal.code, code, "{mv}: {refusal:?}");
        }
        assert_eq!(r.moves, before);
        assert_eq!(r.to_move(), Some(Side::Second));
        let result = r.resign(Side::Second).expect("resigns");
        assert_eq!(result.winner.as_deref(), Some("black"));
        assert_eq!(result.reason, "resigned");
        assert_eq!(
            r.play(Side::First, 1, "d4").map_err(|e| e.code),
            Err(ErrorCode::GameOver)
        );
        assert_eq!(
            r.resign(Side::First).map_err(|e| e.code),
            Err(ErrorCode::GameOver)
        );
    }

    /// A whole random game of each kind, played through `play` and replayed from its move
    /// list (passes included) to the same end; the result is the rules' outcome.
    #[test]
    fn every_game_plays_to_its_end_and_replays_from_its_move_list() {
        use rand::{RngExt, SeedableRng};
        for (game, size) in [("rekushu", 6), ("rush", 7), ("quadrex", 7), ("cheversi", 8)] {
            let mut r = room(game, size);
            let mut rng = rand::rngs::StdRng::seed_from_u64(7);
            let mut entries = 0;
            while let Some(side) = r.to_move() {
                let legal = r.position.legal_moves();
                let mv = legal[rng.random_range(0..legal.len())];
                let text = r.position.format_move(mv);
                let added = r.play(side, r.moves.len(), &text).expect("a legal move");
                assert_eq!(added[0].ply, entries);
                assert!(added[1..].iter().all(|m| m.mv == "pass"));
                entries += added.len();
                assert_eq!(r.moves.len(), entries);
            }
            let result = r.result().expect("over");
            let outcome = r.position.outcome();
            match outcome {
                Outcome::Win(side) => assert_eq!(result.winner.as_deref(), Some(r.side_name(side))),
                Outcome::Draw => assert_eq!(result.winner, None),
                Outcome::Ongoing => panic!("{game}: not over"),
            }
            let mut again = room(game, size);
            again.replay(&r.moves).expect("replays");
            assert_eq!(again.moves, r.moves);
            assert_eq!(again.result(), r.result());
            // A list with a move changed or a pass the rules did not make does not replay.
            let mut bad = r.moves.clone();
            bad.insert(1, "pass".into());
            assert!(room(game, size).replay(&bad).is_err(), "{game}");
        }
    }

    #[test]
    fn tokens_name_their_seat_and_names_are_cleaned() {
        let mut r = room("quadrex", 5);
        r.sit(Side::Second, "  Ann\u{7}\n ", "t0k3n".into());
        assert_eq!(r.seat_of("t0k3n"), Some(Side::Second));
        assert_eq!(r.seat_of("t0k3m"), None);
        assert_eq!(r.seat_of(""), None);
        assert_eq!(r.seats[1].as_ref().map(|s| s.name.as_str()), Some("Ann"));
        assert_eq!(r.free_seat(), Some(Side::First));
        assert_eq!(clean_name(""), "Player");
        assert_eq!(clean_name(&"x".repeat(100)).len(), MAX_NAME);
        let ServerMessage::State { players, .. } = r.state([false, true]) else {
            panic!("a state");
        };
        assert_eq!(players["vert"], None);
        assert_eq!(
            players["horz"],
            Some(PlayerView {
                name: "Ann".into(),
                online: true
            })
        );
    }
}
