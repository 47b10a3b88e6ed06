//! The server's messages turned into the match, and the match's moves sent to the server
//! (`docs/online.md`, "The game's side"). The server's move list is the truth: a friend's move
//! is played here as a [`PlayerAction`]; after a reconnect the match catches up with the
//! server's list, sends again a move the server did not get, or is replaced by the server's.

use super::link::{Connection, close, dropped};
use super::{Ask, LinkState, Online, Problem};
use crate::app::game::{
    BoardReset, CurrentMatch, EarlyEnd, MatchEnded, MoveApplied, PlayerAction, Resume, Seat,
};
use crate::app::settings::online::{HeldSeat, HeldSeats};
use crate::app::{GameSet, InMatch, Screen};
use crate::rules::{AnyMove, GameKind, Match, MatchOptions, Side};
use crate::storage::now_unix;
use bevy::ecs::system::SystemParam;
use bevy::prelude::*;
use quartet_online::client::LinkEvent;
use quartet_online::protocol::{ClientMessage, ErrorCode, GameResult, PlayerView, ServerMessage};
use std::collections::BTreeMap;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (
            read_server
                .in_set(GameSet::Input)
                .run_if(resource_exists::<Online>),
            send_played
                .after(GameSet::Apply)
                .before(GameSet::View)
                .run_if(resource_exists::<Online>),
        ),
    );
}

/// What the local match does to agree with the server's move list.
#[derive(Clone, Debug, PartialEq)]
pub enum CatchUp {
    /// They agree.
    Same,
    /// The server has these moves more (a friend's, played while away).
    Play(Vec<AnyMove>),
    /// The match has moves of the player's more (one, or a Rush player's extra turns): the
    /// server did not get them. Each with its place in the server's list.
    SendAgain(Vec<(usize, String)>),
    /// They differ otherwise: the server's list replaces the match.
    Replace,
}

/// How `local` agrees with the server's `moves` (`server`: the same game with them played),
/// where the player holds `side`.
pub fn catch_up(local: &Match, server: &Match, side: Side) -> CatchUp {
    let (mine, theirs) = (local.history(), server.history());
    if mine == theirs {
        return CatchUp::Same;
    }
    if theirs.starts_with(&mine) {
        let extra = server.plies()[local.len()..].iter().map(|p| p.mv).collect();
        return CatchUp::Play(extra);
    }
    // Moves more here, all the player's, after exactly the server's list.
    let extra = local.plies().get(server.len()..).unwrap_or_default();
    if mine.starts_with(&theirs) && extra.iter().all(|p| p.mover == side) {
        let texts = local.move_texts();
        let mut at = theirs.len();
        let mut sends = Vec::new();
        for (k, ply) in extra.iter().enumerate() {
            sends.push((at, texts[server.len() + k].clone()));
            at += 1 + ply.passes;
        }
        return CatchUp::SendAgain(sends);
    }
    CatchUp::Replace
}

/// The server's `state`, as the game reads it.
struct StateView {
    kind: GameKind,
    game: Match,
    players: [Option<PlayerView>; 2],
    result: Option<GameResult>,
}

fn read_state(
    game: &str,
    size: usize,
    swap: bool,
    moves: &[String],
    players: &BTreeMap<String, Option<PlayerView>>,
    result: Option<GameResult>,
) -> Result<StateView, String> {
    let kind: GameKind = game
        .parse()
        .map_err(|_| format!("the server plays a game this Quartet does not know ({game})"))?;
    let options = MatchOptions { quadrex_swap: swap };
    let mut played = Match::new(kind, Some(size), options).map_err(|e| e.to_string())?;
    played
        .load_moves(moves)
        .map_err(|e| format!("the server's moves do not replay here: {e}"))?;
    let seat = |side: Side| players.get(kind.colour(side)).cloned().flatten();
    Ok(StateView {
        kind,
        game: played,
        players: [seat(Side::First), seat(Side::Second)],
        result,
    })
}

/// The match of a game online where the player holds `side`.
fn online_match(game: Match, side: Side, result: Option<&GameResult>) -> CurrentMatch {
    let mut seats = [Seat::Remote; 2];
    seats[side.index()] = Seat::Human;
    let kind = game.kind();
    let early = result
        .filter(|r| r.reason == "resigned")
        .and_then(|r| r.winner.as_deref())
        .and_then(|w| kind.parse_colour(w).ok())
        .map(|winner| EarlyEnd::Resigned(winner.other()));
    CurrentMatch::resume(game, seats, Vec::new(), early, now_unix())
}

/// Opens the connection again at once (the server's `state` then sets things right).
fn resync(commands: &mut Commands, online: &mut Online, now: f64) {
    close(commands);
    dropped(online, "out of step", now);
    if let LinkState::Retrying { at, .. } = &mut online.link {
        *at = now;
    }
}

/// What the game reads and changes as the server's messages arrive.
#[derive(SystemParam)]
struct Client<'w, 's> {
    commands: Commands<'w, 's>,
    online: ResMut<'w, Online>,
    current: Option<Res<'w, CurrentMatch>>,
    screen: Res<'w, State<Screen>>,
    next: ResMut<'w, NextState<Screen>>,
    actions: MessageWriter<'w, PlayerAction>,
    reset: MessageWriter<'w, BoardReset>,
    seats: ResMut<'w, HeldSeats>,
}

/// Whether the frame's next messages are read: not once the connection is closed or replaced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Flow {
    Go,
    Stop,
}

/// The frame's messages as read so far.
struct Frame {
    /// The time (`Time<Real>`, seconds).
    now: f64,
    /// The match as the friend's moves read this frame leave it (played next, in Apply).
    shadow: Option<Match>,
}

fn read_server(
    connection: Option<NonSendMut<Connection>>,
    mut client: Client,
    time: Res<Time<Real>>,
) {
    let Some(mut connection) = connection else {
        return;
    };
    let mut frame = Frame {
        now: time.elapsed_secs_f64(),
        shadow: None,
    };
    for event in connection.poll() {
        let flow = match event {
            LinkEvent::Opened => client.opened(&mut connection, frame.now),
            LinkEvent::Closed(why) => client.closed(&why, frame.now),
            LinkEvent::Message(message) => client.message(message, &mut connection, &mut frame),
        };
        if flow == Flow::Stop {
            return;
        }
    }
}

impl Client<'_, '_> {
    /// The connection is open: the player's ask binds it.
    fn opened(&mut self, connection: &mut Connection, now: f64) -> Flow {
        self.online.link = LinkState::Open;
        connection.send(&bind_message(&self.online), now);
        Flow::Go
    }

    /// The connection is lost: it is opened again later.
    fn closed(&mut self, why: &str, now: f64) -> Flow {
        close(&mut self.commands);
        dropped(&mut self.online, why, now);
        Flow::Stop
    }

    fn message(
        &mut self,
        message: ServerMessage,
        connection: &mut Connection,
        frame: &mut Frame,
    ) -> Flow {
        match message {
            ServerMessage::Seated { room, seat, token } => self.seated(room, seat, token),
            ServerMessage::State {
                game,
                size,
                swap,
                moves,
                players,
                result,
                ..
            } => {
                let view = read_state(&game, size, swap, &moves, &players, result);
                self.state(view, connection, frame)
            }
            ServerMessage::Moved { ply, mv, .. } => self.moved(ply, &mv, frame),
            ServerMessage::Ended { result } => self.ended(result),
            ServerMessage::Presence { side, online } => self.presence(&side, online),
            ServerMessage::Error { code, message } => self.error(code, message, frame.now),
            ServerMessage::Pong => Flow::Go,
        }
    }

    /// The match on screen when it is this game online.
    fn online_match(&self) -> Option<&CurrentMatch> {
        let in_match = matches!(self.screen.get(), Screen::Play | Screen::End);
        self.current
            .as_deref()
            .filter(|c| in_match && c.is_online())
    }

    /// A seat in a room: the side is read with the game's names, which `state` brings next.
    fn seated(&mut self, room: String, seat: String, token: String) -> Flow {
        self.online.room = Some(room);
        self.online.token = Some(token);
        self.online.seat_name = Some(seat);
        Flow::Go
    }

    /// The room's whole game: the match comes on screen, or catches up with it.
    fn state(
        &mut self,
        view: Result<StateView, String>,
        connection: &mut Connection,
        frame: &mut Frame,
    ) -> Flow {
        let view = match view {
            Ok(view) => view,
            Err(why) => {
                stop(&mut self.commands, &mut self.online, Problem::Mismatch(why));
                return Flow::Stop;
            }
        };
        let side = self
            .online
            .seat_name
            .as_deref()
            .and_then(|s| view.kind.parse_colour(s).ok());
        self.online.kind = Some(view.kind);
        self.online.players = view.players;
        self.online.result = view.result.clone();
        self.online.side = side;
        keep_seat(&self.online, &view.game, &mut self.seats);
        let Some(side) = side else {
            return Flow::Go;
        };
        frame.shadow = None;
        match self
            .online_match()
            .map(|c| catch_up(&c.game, &view.game, side))
        {
            None => {
                // The game comes on screen (a finished one opens on its end).
                let fresh = online_match(view.game, side, view.result.as_ref());
                self.commands.insert_resource(Resume(fresh));
                self.next.set(Screen::Play);
            }
            Some(CatchUp::Same) => {}
            Some(CatchUp::Play(moves)) => {
                self.actions
                    .write_batch(moves.into_iter().map(PlayerAction::Play));
            }
            Some(CatchUp::SendAgain(moves)) => {
                for (ply, mv) in moves {
                    connection.send(&ClientMessage::Move { ply, mv }, frame.now);
                }
            }
            Some(CatchUp::Replace) => {
                let fresh = online_match(view.game, side, view.result.as_ref());
                self.commands.insert_resource(fresh);
                self.reset.write(BoardReset);
            }
        }
        // Resigned here while the server did not hear it.
        let resigned_here = self
            .current
            .as_deref()
            .is_some_and(|c| c.is_online() && c.ended_early == Some(EarlyEnd::Resigned(side)));
        if resigned_here && self.online.result.is_none() {
            connection.send(&ClientMessage::Resign, frame.now);
        }
        Flow::Go
    }

    /// A move in the room: the friend's is played; the player's own comes back.
    fn moved(&mut self, ply: usize, mv: &str, frame: &mut Frame) -> Flow {
        let Some(current) = self.online_match() else {
            return Flow::Go;
        };
        let game = frame.shadow.get_or_insert_with(|| current.game.clone());
        let history = game.history();
        if ply < history.len() {
            // The player's own move, or a forced pass, coming back.
            if history[ply] == mv {
                return Flow::Go;
            }
            resync(&mut self.commands, &mut self.online, frame.now);
            return Flow::Stop;
        }
        let played = (ply == history.len())
            .then(|| game.position().parse_move(mv).ok())
            .flatten()
            .filter(|&m| game.play(m).is_ok());
        match played {
            Some(m) => {
                self.actions.write(PlayerAction::Play(m));
                Flow::Go
            }
            None => {
                resync(&mut self.commands, &mut self.online, frame.now);
                Flow::Stop
            }
        }
    }

    /// The game is over: its seat is forgotten, and a resignation there ends it here.
    fn ended(&mut self, result: GameResult) -> Flow {
        if let Some(room) = self.online.room.clone() {
            self.seats.forget(&self.online.server, &room);
        }
        let resigned = (result.reason == "resigned")
            .then_some(self.online.kind)
            .flatten()
            .and_then(|kind| kind.parse_colour(result.winner.as_deref()?).ok());
        let live = self
            .current
            .as_deref()
            .is_some_and(|c| c.to_move().is_some());
        if let Some(winner) = resigned
            && live
        {
            self.actions.write(PlayerAction::ResignAs(winner.other()));
        }
        self.online.result = Some(result);
        Flow::Go
    }

    /// A player came or went.
    fn presence(&mut self, side: &str, on: bool) -> Flow {
        let side = self.online.kind.and_then(|k| k.parse_colour(side).ok());
        if let Some(player) = side.and_then(|s| self.online.players[s.index()].as_mut()) {
            player.online = on;
        }
        Flow::Go
    }

    /// A refusal (see [`refused`]); the frame's messages stop if it closed the connection.
    fn error(&mut self, code: ErrorCode, message: String, now: f64) -> Flow {
        let (commands, online) = (&mut self.commands, &mut self.online);
        refused(commands, online, &mut self.seats, code, message, now);
        if self.online.link == LinkState::Open {
            Flow::Go
        } else {
            Flow::Stop
        }
    }
}

/// The message that binds a new connection: the player's ask.
fn bind_message(online: &Online) -> ClientMessage {
    match &online.ask {
        Ask::Create { setup, side } => ClientMessage::Create {
            game: setup.kind.name().to_string(),
            size: Some(setup.size),
            swap: setup.options.quadrex_swap,
            seat: setup.kind.colour(*side).to_string(),
            name: online.name.clone(),
        },
        Ask::Join { room } => ClientMessage::Join {
            room: room.clone(),
            name: online.name.clone(),
        },
        Ask::Resume { room, token } => ClientMessage::Resume {
            room: room.clone(),
            token: token.clone(),
        },
    }
}

/// A refusal: the ask cannot be met (the player is told), or the match is out of step with
/// the server (it reconnects and catches up).
fn refused(
    commands: &mut Commands,
    online: &mut Online,
    seats: &mut HeldSeats,
    code: ErrorCode,
    message: String,
    now: f64,
) {
    match code {
        ErrorCode::UnknownRoom | ErrorCode::BadToken => {
            if let Some(room) = online.room.clone() {
                seats.forget(&online.server, &room);
            }
            let problem = match code {
                ErrorCode::UnknownRoom => Problem::UnknownRoom(message),
                _ => Problem::SeatLost(message),
            };
            stop(commands, online, problem);
        }
        ErrorCode::RoomFull => stop(commands, online, Problem::RoomFull),
        ErrorCode::BadSetup | ErrorCode::RateLimited if online.token.is_none() => {
            stop(commands, online, Problem::Refused(message));
        }
        ErrorCode::StalePly
        | ErrorCode::NotYourTurn
        | ErrorCode::IllegalMove
        | ErrorCode::GameOver
        | ErrorCode::NotSeated => resync(commands, online, now),
        _ => warn!("the server refused a message: {code:?}: {message}"),
    }
}

/// Ends the game online with `why` for the player.
fn stop(commands: &mut Commands, online: &mut Online, why: Problem) {
    online.link = LinkState::Stopped;
    online.problem = Some(why);
    close(commands);
}

/// Keeps the seat for Continue while the game goes on; forgets it once it is over.
fn keep_seat(online: &Online, game: &Match, seats: &mut HeldSeats) {
    let (Some(room), Some(token)) = (&online.room, &online.token) else {
        return;
    };
    if online.result.is_some() || game.position().to_move().is_none() {
        seats.forget(&online.server, room);
        return;
    }
    let mut title = format!("{} {}x{}", game.kind().title(), game.size(), game.size());
    if let Some(friend) = online.friend() {
        title.push_str(&format!(" with {}", friend.name));
    }
    let seat = HeldSeat {
        server: online.server.clone(),
        room: room.clone(),
        token: token.clone(),
        title,
    };
    if seats.latest() != Some(&seat) {
        seats.hold(seat);
    }
}

/// The player's moves and resignation, once the rules took them, to the server.
fn send_played(
    connection: Option<NonSendMut<Connection>>,
    online: Res<Online>,
    current: Option<Res<CurrentMatch>>,
    mut applied: MessageReader<MoveApplied>,
    mut ended: MessageReader<MatchEnded>,
    time: Res<Time<Real>>,
    state: Option<Res<State<InMatch>>>,
) {
    let applied: Vec<_> = applied.read().cloned().collect();
    let ended = ended.read().count() > 0;
    let (Some(mut connection), Some(current), Some(side)) = (connection, current, online.side)
    else {
        return;
    };
    if state.is_none() || !current.is_online() || online.link != LinkState::Open {
        return;
    }
    let now = time.elapsed_secs_f64();
    // Each move's place in the server's list (passes count): from the end, back.
    let mut end = current.game.history().len();
    let mut mine = Vec::new();
    for m in applied.iter().rev() {
        let Some(ply) = end.checked_sub(1 + m.diff.passes.len()) else {
            break;
        };
        if m.mover == side {
            mine.push(ClientMessage::Move {
                ply,
                mv: m.text.clone(),
            });
        }
        end = ply;
    }
    for message in mine.iter().rev() {
        connection.send(message, now);
    }
    if ended && current.ended_early == Some(EarlyEnd::Resigned(side)) && online.result.is_none() {
        connection.send(&ClientMessage::Resign, now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::GameKind;

    /// A Rush 5x5 game of `n` plies from a fixed sequence of legal moves.
    fn rush(n: usize) -> Match {
        let mut game = Match::new(GameKind::Rush, Some(5), MatchOptions::default()).unwrap();
        let mut seed = 5u64;
        while game.len() < n && game.position().to_move().is_some() {
            let legal = game.position().legal_moves();
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1);
            let mv = legal[(seed >> 33) as usize % legal.len()];
            game.play(mv).unwrap();
        }
        game
    }

    #[test]
    fn the_match_catches_up_sends_again_or_gives_way() {
        let server = rush(6);
        assert_eq!(catch_up(&rush(6), &server, Side::First), CatchUp::Same);
        // The friend moved while away: their moves are played here.
        let behind = rush(4);
        let extra: Vec<AnyMove> = server.plies()[4..].iter().map(|p| p.mv).collect();
        assert_eq!(
            catch_up(&behind, &server, Side::First),
            CatchUp::Play(extra)
        );
        // A move of the player's the server never got is sent again at its place.
        let ahead = rush(7);
        let mover = ahead.plies()[6].mover;
        let CatchUp::SendAgain(sends) = catch_up(&ahead, &server, mover) else {
            panic!("not sent again");
        };
        assert_eq!(
            sends,
            [(server.history().len(), ahead.move_texts()[6].clone())]
        );
        // The friend's move here that the server does not have: the server's list wins.
        assert_eq!(catch_up(&ahead, &server, mover.other()), CatchUp::Replace);
        // Different games: replaced.
        let mut other = Match::new(GameKind::Rush, Some(5), MatchOptions::default()).unwrap();
        other.play_text("a1").unwrap();
        if server.move_texts()[0] != "a1" {
            assert_eq!(catch_up(&other, &server, Side::First), CatchUp::Replace);
        }
    }

    #[test]
    fn a_rush_player_s_extra_turns_are_sent_again_in_order() {
        // Two plies in a row by one player (an extra turn), after the server's list.
        let full = rush(25);
        let k = (1..full.len())
            .find(|&k| full.plies()[k].mover == full.plies()[k - 1].mover)
            .expect("an extra turn in the game");
        let (server, local) = (rush(k - 1), rush(k + 1));
        let side = local.plies()[k].mover;
        let CatchUp::SendAgain(sends) = catch_up(&local, &server, side) else {
            panic!("not sent again");
        };
        let history = local.history();
        assert_eq!(sends.len(), 2);
        for (ply, text) in sends {
            assert_eq!(history[ply], text, "each at its place in the list");
        }
    }
}
