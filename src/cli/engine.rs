//! The text engine protocol: GTP with extensions, as `docs/engine-protocol.md` states it.
//!
//! [`Engine::handle_line`] answers one line; [`session`] drives a whole session over any reader and
//! writer. Nothing a client sends can end the session except `quit` and the end of input, and a
//! command that fails leaves the state exactly as it was.

use crate::ai::{Level, search_any};
use crate::rules::{GameKind, Match, MatchOptions, Outcome, RulesError, Side};
use std::io::{self, BufRead, Write};
use std::sync::atomic::AtomicBool;

/// Every command this engine knows, in the order `list_commands` prints them.
pub const COMMANDS: &[&str] = &[
    "protocol_version",
    "name",
    "version",
    "list_commands",
    "known_command",
    "quit",
    "game",
    "boardsize",
    "clear_board",
    "play",
    "undo",
    "legal_moves",
    "to_move",
    "score",
    "result",
    "final_score",
    "history",
    "showboard",
    "loadmoves",
    "genmove",
    "set_level",
    "set_seed",
    "analyze",
    "solve",
];

/// One answer: success or failure, its text, and whether the session ends after it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Response {
    pub id: Option<u64>,
    pub ok: bool,
    pub text: String,
    pub quit: bool,
}

impl Response {
    /// The answer as the protocol writes it, ending in a blank line.
    pub fn to_wire(&self) -> String {
        let mut out = String::from(if self.ok { "=" } else { "?" });
        if let Some(id) = self.id {
            out.push_str(&id.to_string());
        }
        // The answer text never holds a blank line: that would end the answer early.
        let text = self.text.trim_end().replace("\n\n", "\n");
        if !text.is_empty() {
            if !text.starts_with('\n') {
                out.push(' ');
            }
            out.push_str(&text);
        }
        out.push_str("\n\n");
        out
    }
}

type Answer = Result<String, String>;

/// An engine session: the current match and the AI's settings.
#[derive(Clone, Debug)]
pub struct Engine {
    game: Match,
    level: Level,
    seed: u64,
}

impl Default for Engine {
    fn default() -> Self {
        Engine::new()
    }
}

impl Engine {
    /// A session that starts with a Rush game of the default size (`game` changes it).
    pub fn new() -> Engine {
        let game = Match::new(GameKind::Rush, None, MatchOptions::default())
            .expect("the default game and size are valid");
        Engine {
            game,
            level: Level::DEFAULT,
            seed: 0,
        }
    }

    /// The current match.
    pub fn current(&self) -> &Match {
        &self.game
    }

    /// Answers one input line; `None` for blank lines and comments.
    pub fn handle_line(&mut self, line: &str) -> Option<Response> {
        let cleaned: String = line
            .split('#')
            .next()
            .unwrap_or("")
            .chars()
            .map(|c| if c == '\t' { ' ' } else { c })
            .filter(|c| !c.is_control())
            .collect();
        let mut words = cleaned.split_whitespace();
        let first = words.next()?;
        let (id, command) = match first.parse::<u64>() {
            Ok(id) => (Some(id), words.next()),
            Err(_) if first.bytes().all(|b| b.is_ascii_digit()) => {
                return Some(Response {
                    id: None,
                    ok: false,
                    text: "command id is too large".to_string(),
                    quit: false,
                });
            }
            Err(_) => (None, Some(first)),
        };
        let Some(command) = command else {
            return Some(Response {
                id,
                ok: false,
                text: "missing command after the id".to_string(),
                quit: false,
            });
        };
        let args: Vec<&str> = words.collect();
        let command = command.to_ascii_lowercase();
        let answer = self.dispatch(&command, &args);
        Some(Response {
            id,
            ok: answer.is_ok(),
            text: answer.unwrap_or_else(|e| e),
            quit: command == "quit",
        })
    }

    fn dispatch(&mut self, command: &str, args: &[&str]) -> Answer {
        match command {
            "protocol_version" => no_args(command, args).map(|_| "2".to_string()),
            "name" => no_args(command, args).map(|_| "quartet".to_string()),
            "version" => no_args(command, args).map(|_| env!("CARGO_PKG_VERSION").to_string()),
            "list_commands" => no_args(command, args).map(|_| COMMANDS.join("\n")),
            "known_command" => match args {
                [c] => Ok(COMMANDS
                    .contains(&c.to_ascii_lowercase().as_str())
                    .to_string()),
                _ => Err("known_command needs one command name".to_string()),
            },
            "quit" => Ok(String::new()),
            "game" => self.cmd_game(args),
            "boardsize" => match args {
                [n] => self.new_game(self.game.kind(), Some(parse_size(n)?)),
                _ => Err("boardsize needs one size, e.g. boardsize 19".to_string()),
            },
            "clear_board" => {
                no_args(command, args)?;
                self.new_game(self.game.kind(), Some(self.game.size()))
            }
            "play" => self.cmd_play(args),
            "undo" => {
                no_args(command, args)?;
                self.game.undo().map(|_| String::new()).map_err(msg)
            }
            "legal_moves" => {
                no_args(command, args)?;
                let pos = self.game.position();
                let moves: Vec<String> = pos
                    .legal_moves()
                    .into_iter()
                    .map(|m| pos.format_move(m))
                    .collect();
                Ok(moves.join(" "))
            }
            "to_move" => {
                no_args(command, args)?;
                Ok(self
                    .game
                    .position()
                    .to_move()
                    .map_or("none", |s| self.game.colour(s))
                    .to_string())
            }
            "score" => {
                no_args(command, args)?;
                Ok(match self.game.position().score() {
                    Some([a, b]) => format!(
                        "{} {a} {} {b}",
                        self.game.colour(Side::First),
                        self.game.colour(Side::Second)
                    ),
                    None => "none".to_string(),
                })
            }
            "result" => {
                no_args(command, args)?;
                Ok(match self.game.position().outcome() {
                    Outcome::Ongoing => "ongoing".to_string(),
                    Outcome::Win(s) => self.game.colour(s).to_string(),
                    Outcome::Draw => "draw".to_string(),
                })
            }
            "final_score" => {
                no_args(command, args)?;
                self.final_score()
            }
            "history" => {
                no_args(command, args)?;
                Ok(self.game.history().join(" "))
            }
            "showboard" => {
                no_args(command, args)?;
                Ok(self.showboard())
            }
            "loadmoves" => self
                .game
                .load_moves(args)
                .map(|_| String::new())
                .map_err(msg),
            "genmove" => self.cmd_genmove(args),
            "set_level" => match args {
                [l] => {
                    let level =
                        l.parse::<u8>().ok().and_then(Level::new).ok_or_else(|| {
                            format!("'{}' is not a level: use 1 to 10", shorten(l))
                        })?;
                    self.level = level;
                    Ok(String::new())
                }
                _ => Err("set_level needs one level, 1 to 10".to_string()),
            },
            "set_seed" => match args {
                [v] => {
                    self.seed = v.parse::<u64>().map_err(|_| {
                        format!(
                            "'{}' is not a seed: use a whole number from 0 to 2^64-1",
                            shorten(v)
                        )
                    })?;
                    Ok(String::new())
                }
                _ => Err("set_seed needs one number".to_string()),
            },
            "analyze" => self.cmd_analyze(args),
            "solve" => self.cmd_solve(args),
            "" => Err("empty command".to_string()),
            other => Err(format!("unknown command '{}'", shorten(other))),
        }
    }

    fn new_game(&mut self, kind: GameKind, size: Option<usize>) -> Answer {
        self.game = Match::new(kind, size, self.game.options()).map_err(msg)?;
        Ok(String::new())
    }

    fn cmd_game(&mut self, args: &[&str]) -> Answer {
        let (name, size) = match args {
            [name] => (name, None),
            [name, n] => (name, Some(parse_size(n)?)),
            _ => {
                return Err(
                    "game needs a name and an optional size, e.g. game quadrex 11".to_string(),
                );
            }
        };
        let kind: GameKind = name.parse().map_err(msg)?;
        self.game = Match::new(kind, size, MatchOptions::default()).map_err(msg)?;
        Ok(String::new())
    }

    fn cmd_play(&mut self, args: &[&str]) -> Answer {
        let [colour, mv] = args else {
            return Err("play needs a colour and a move, e.g. play black j10".to_string());
        };
        self.check_turn(colour)?;
        self.game.play_text(mv).map(|_| String::new()).map_err(msg)
    }

    /// `colour` must name the side to move (and the game must not be over).
    fn check_turn(&self, colour: &str) -> Result<(), String> {
        let kind = self.game.kind();
        let side = kind.parse_colour(colour).map_err(msg)?;
        let to_move = self.game.position().to_move().ok_or("the game is over")?;
        if side != to_move {
            return Err(msg(RulesError::WrongColour {
                asked: kind.colour(side).to_string(),
                actual: kind.colour(to_move).to_string(),
            }));
        }
        Ok(())
    }

    /// The seed of the AI's next search: the session seed and the move number.
    fn search_seed(&self) -> u64 {
        self.seed ^ (self.game.len() as u64 + 1).wrapping_mul(0x9E37_79B9_7F4A_7C15)
    }

    fn cmd_genmove(&mut self, args: &[&str]) -> Answer {
        let [colour] = args else {
            return Err("genmove needs a colour, e.g. genmove black".to_string());
        };
        self.check_turn(colour)?;
        let stop = AtomicBool::new(false);
        let analysis = search_any(
            self.game.position(),
            self.level.budget(),
            self.level.params(),
            self.search_seed(),
            &stop,
        );
        let mv = analysis.best.ok_or("the AI found no move")?;
        let text = self.game.position().format_move(mv);
        self.game.play(mv).map_err(msg)?;
        Ok(text)
    }

    fn cmd_analyze(&mut self, args: &[&str]) -> Answer {
        let k = match args {
            [k] => k
                .parse::<usize>()
                .ok()
                .filter(|&k| k > 0)
                .ok_or_else(|| format!("'{}' is not a number of moves", shorten(k)))?,
            _ => return Err("analyze needs how many moves to show, e.g. analyze 5".to_string()),
        };
        let pos = self.game.position();
        if pos.to_move().is_none() {
            return Err("the game is over".to_string());
        }
        let stop = AtomicBool::new(false);
        // The full budget, for statistics on every move.
        let params = crate::ai::Params {
            early_stop: false,
            ..self.level.params()
        };
        let analysis = search_any(pos, self.level.budget(), params, self.search_seed(), &stop);
        let lines: Vec<String> = analysis
            .moves
            .iter()
            .take(k)
            .map(|m| format!("{} {:.3} {}", pos.format_move(m.mv), m.value, m.visits))
            .collect();
        Ok(lines.join("\n"))
    }

    /// `solve [SECONDS]`: the exact result for the side to move, then each move and its result,
    /// best first; what the time (default 10 s) did not settle is `unknown`.
    fn cmd_solve(&mut self, args: &[&str]) -> Answer {
        let seconds = match args {
            [] => 10.0,
            [s] => s
                .parse::<f64>()
                .ok()
                .filter(|s| s.is_finite() && *s > 0.0 && *s <= 86_400.0)
                .ok_or_else(|| format!("'{}' is not a number of seconds", shorten(s)))?,
            _ => return Err("solve takes at most a number of seconds, e.g. solve 5".to_string()),
        };
        let pos = self.game.position();
        if pos.to_move().is_none() {
            return Err("the game is over".to_string());
        }
        let budget = crate::ai::solve::SolveBudget {
            time: Some(std::time::Duration::from_secs_f64(seconds)),
            ..Default::default()
        };
        let s = crate::ai::solve::solve_any(pos, budget, &AtomicBool::new(false));
        let text = |v: Option<i32>| {
            v.map_or("unknown".to_string(), |v| {
                crate::ai::solve::result_text(v, s.margin)
            })
        };
        let mut lines = vec![text(s.value)];
        lines.extend(
            s.moves
                .iter()
                .map(|&(m, v)| format!("{} {}", pos.format_move(m), text(v))),
        );
        Ok(lines.join("\n"))
    }

    fn final_score(&self) -> Answer {
        let pos = self.game.position();
        let letter = |s: Side| self.game.colour(s)[..1].to_ascii_uppercase();
        match (pos.outcome(), pos.score()) {
            (Outcome::Ongoing, _) => Err("the game is still going on".to_string()),
            (Outcome::Draw, _) => Ok("0".to_string()),
            (Outcome::Win(s), Some(score)) => Ok(format!(
                "{}+{}",
                letter(s),
                score[s.index()] - score[s.other().index()]
            )),
            (Outcome::Win(s), None) => Ok(format!("{}+", letter(s))),
        }
    }

    fn showboard(&self) -> String {
        let pos = self.game.position();
        let mut out = format!("\n{}", pos.diagram());
        out.push_str(&format!(
            "{} {}, move {}, ",
            self.game.kind().title(),
            self.game.size(),
            self.game.len() + 1
        ));
        match pos.to_move() {
            Some(s) => out.push_str(&format!("{} to move", self.game.colour(s))),
            None => out.push_str("game over"),
        }
        if let Some([a, b]) = pos.score() {
            out.push_str(&format!(
                ", score {} {a} {} {b}",
                self.game.colour(Side::First),
                self.game.colour(Side::Second)
            ));
        }
        out
    }
}

fn msg(e: impl std::fmt::Display) -> String {
    e.to_string()
}

/// At most 40 characters of a client's word, for quoting it back.
fn shorten(s: &str) -> String {
    let short: String = s.chars().take(40).collect();
    if short.len() < s.len() {
        format!("{short}...")
    } else {
        short
    }
}

fn no_args(command: &str, args: &[&str]) -> Result<(), String> {
    if args.is_empty() {
        Ok(())
    } else {
        Err(format!("{command} takes no arguments"))
    }
}

fn parse_size(text: &str) -> Result<usize, String> {
    text.parse::<usize>()
        .map_err(|_| format!("'{}' is not a board size", shorten(text)))
}

/// Runs a session: reads commands from `input` until `quit` or the end of input.
pub fn session(mut input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    let mut engine = Engine::new();
    let mut line = Vec::new();
    loop {
        line.clear();
        if input.read_until(b'\n', &mut line)? == 0 {
            return Ok(());
        }
        let text = String::from_utf8_lossy(&line);
        if let Some(response) = engine.handle_line(&text) {
            output.write_all(response.to_wire().as_bytes())?;
            output.flush()?;
            if response.quit {
                return Ok(());
            }
        }
    }
}

/// `quartet engine`: one session on standard input and output.
pub fn run() -> std::process::ExitCode {
    match session(io::stdin().lock(), io::stdout().lock()) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => super::failed("quartet engine", e),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ask(e: &mut Engine, line: &str) -> Response {
        e.handle_line(line).expect("an answer")
    }

    #[test]
    fn ids_are_echoed_and_blank_lines_ignored() {
        let mut e = Engine::new();
        assert_eq!(ask(&mut e, "12 name").to_wire(), "=12 quartet\n\n");
        assert!(e.handle_line("   # just a comment").is_none());
        assert!(e.handle_line("").is_none());
        assert_eq!(
            ask(&mut e, "7 frobnicate").to_wire(),
            "?7 unknown command 'frobnicate'\n\n"
        );
    }

    #[test]
    fn failing_commands_leave_the_game_alone() {
        let mut e = Engine::new();
        assert!(ask(&mut e, "game rekushu 14").ok);
        assert!(ask(&mut e, "play b j10").ok);
        let before = e.current().clone();
        for bad in [
            "play w j10",
            "play b k10",
            "play x k3",
            "game rekushu 13",
            "boardsize 7",
            "loadmoves j10 j10",
        ] {
            let r = ask(&mut e, bad);
            assert!(!r.ok, "{bad} should fail");
            assert_eq!(e.current(), &before, "{bad} changed the game");
        }
    }
}
