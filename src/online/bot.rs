//! `quartet bot`: the AI as a client of a Quartet server. It joins a room (or takes back its
//! seat with a token), follows the moves with the rules, and plays its seat's moves at its
//! level. The protocol is the bot API (`docs/online.md`, "Bots").

use crate::client::{LinkEvent, WaitingLink};
use crate::protocol::{ClientMessage, ServerMessage};
use crate::room::Room;
use quartet_core::ai::{Level, search_any};
use quartet_core::rules::Side;
use std::sync::atomic::AtomicBool;
use std::time::Duration;

/// How long the bot waits for news before it gives up (the other player may think long).
const SILENCE: Duration = Duration::from_secs(600);

/// What the bot is asked to do.
#[derive(Clone, Debug)]
pub struct BotSetup {
    /// `ws://HOST:PORT/ws`.
    pub url: String,
    pub room: String,
    pub level: Level,
    pub name: String,
    /// A seat's token: take that seat back instead of joining.
    pub token: Option<String>,
    pub seed: u64,
}

/// How a bot's game went.
#[derive(Clone, Debug, PartialEq)]
pub struct BotReport {
    pub seat: String,
    pub moves_played: usize,
    pub result: Option<crate::protocol::GameResult>,
    /// The token of its seat, to resume it.
    pub token: String,
}

/// Plays a game through to its end. `say` hears one line per event.
pub fn run(setup: &BotSetup, mut say: impl FnMut(&str)) -> Result<BotReport, String> {
    let mut link = WaitingLink::open(&setup.url)?;
    let mut room: Option<Room> = None;
    let mut seat: Option<(Side, String)> = None;
    let mut seated: Option<(String, String)> = None;
    let mut moves_played = 0;
    // The ply the bot last sent a move for: it sends each once.
    let mut sent_for: Option<usize> = None;
    loop {
        let Some(event) = link.next(SILENCE) else {
            return Err("the server said nothing for ten minutes".to_string());
        };
        match event {
            LinkEvent::Opened => {
                let message = match &setup.token {
                    Some(token) => ClientMessage::Resume {
                        room: setup.room.clone(),
                        token: token.clone(),
                    },
                    None => ClientMessage::Join {
                        room: setup.room.clone(),
                        name: setup.name.clone(),
                    },
                };
                link.send(&message);
            }
            LinkEvent::Closed(why) => return Err(format!("the connection closed: {why}")),
            LinkEvent::Message(message) => match message {
                ServerMessage::Seated {
                    seat: side, token, ..
                } => {
                    say(&format!("seated as {side}"));
                    // Which side the name means is known once the `state` that follows
                    // says the game.
                    seated = Some((side, token));
                }
                ServerMessage::State {
                    room: code,
                    game,
                    size,
                    swap,
                    moves,
                    result,
                    ..
                } => {
                    let mut fresh = Room::new(code, &game, Some(size), swap)
                        .map_err(|e| format!("the server's game: {}", e.message))?;
                    fresh
                        .replay(&moves)
                        .map_err(|e| format!("the server's moves: {e}"))?;
                    if let Some((name, token)) = seated.take() {
                        let side = fresh
                            .side(&name)
                            .ok_or_else(|| format!("no side '{name}' in {game}"))?;
                        seat = Some((side, token));
                    }
                    room = Some(fresh);
                    if let Some(result) = result {
                        return finish(seat, &room, moves_played, Some(result));
                    }
                }
                ServerMessage::Moved { ply, mv, .. } => {
                    let Some(r) = room.as_mut() else { continue };
                    r.follow(ply, &mv)
                        .map_err(|e| format!("the server's move {mv}: {}", e.message))?;
                }
                ServerMessage::Ended { result } => {
                    say(&format!("the game ended: {}", result.words()));
                    return finish(seat, &room, moves_played, Some(result));
                }
                ServerMessage::Error { code, message } => {
                    say(&format!("refused: {code:?}: {message}"));
                    if sent_for.is_none() && seat.is_none() {
                        return Err(format!("{code:?}: {message}"));
                    }
                }
                ServerMessage::Presence { .. } | ServerMessage::Pong => {}
            },
        }
        // Its turn: search and send, once per position.
        if let (Some(r), Some((side, _))) = (&room, &seat)
            && r.to_move() == Some(*side)
            && sent_for != Some(r.moves.len())
        {
            let stop = AtomicBool::new(false);
            let seed = setup.seed.wrapping_add(r.moves.len() as u64);
            let analysis = search_any(
                &r.position,
                setup.level.budget(),
                setup.level.params(),
                seed,
                &stop,
            );
            let Some(best) = analysis.best else {
                return Err("the AI found no move".to_string());
            };
            let text = r.position.format_move(best);
            say(&format!("plays {text}"));
            link.send(&ClientMessage::Move {
                ply: r.moves.len(),
                mv: text,
            });
            sent_for = Some(r.moves.len());
            moves_played += 1;
        }
    }
}

fn finish(
    seat: Option<(Side, String)>,
    room: &Option<Room>,
    moves_played: usize,
    result: Option<crate::protocol::GameResult>,
) -> Result<BotReport, String> {
    let (side, token) = seat.ok_or("the game ended before the bot had a seat")?;
    let name = room
        .as_ref()
        .map_or_else(String::new, |r| r.side_name(side).to_string());
    Ok(BotReport {
        seat: name,
        moves_played,
        result,
        token,
    })
}
