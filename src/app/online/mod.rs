//! Games online (`docs/online.md`, "The game's side"): a friend on another machine plays one
//! side through a Quartet server. The match is the local game's ([`CurrentMatch`] with a
//! [`Seat::Remote`]); the friend's moves arrive as [`PlayerAction`]s like any other, and the
//! player's own go to the server once the rules have taken them.
//! - [`address`]: the server's address, invite links and codes;
//! - `link`: the connection, opened again with backoff when it drops;
//! - `sync`: the server's messages turned into the match, and the match's moves sent.
//!
//! [`CurrentMatch`]: crate::app::game::CurrentMatch
//! [`Seat::Remote`]: crate::app::game::Seat::Remote
//! [`PlayerAction`]: crate::app::game::PlayerAction

pub mod address;
mod link;
mod sync;

use crate::app::Screen;
use crate::app::game::MatchSetup;
use crate::app::settings::Settings;
use crate::app::settings::online::HeldSeats;
use crate::i18n::{Arg, Catalog};
use crate::rules::{GameKind, Side};
use bevy::prelude::*;
use quartet_online::protocol::{GameResult, PlayerView};

pub(crate) fn plugin(app: &mut App) {
    app.add_message::<GoOnline>()
        .add_systems(Update, go_online)
        .add_plugins((link::plugin, sync::plugin));
    for screen in Screen::MENUS {
        if screen != Screen::Online {
            app.add_systems(OnEnter(screen), leave);
        }
    }
    app.add_systems(OnEnter(Screen::Title), |mut commands: Commands| {
        commands.remove_resource::<CreatingRoom>();
    });
    #[cfg(target_arch = "wasm32")]
    app.add_systems(Startup, join_from_page);
}

/// Starts a game online: the setup screen's Start with a friend online, Join, Continue, a
/// page opened with `?join=CODE`. The game connects on the Online screen and opens the match
/// once the server has seated the player.
#[derive(Message, Clone, Debug, PartialEq)]
pub struct GoOnline(pub Ask);

/// The player chose "Create a room": the game's setup comes next, with a friend online as
/// the other seat.
#[derive(Resource, Clone, Copy, Debug, Default)]
pub struct CreatingRoom;

/// What the player asked the server for.
#[derive(Clone, Debug, PartialEq)]
pub enum Ask {
    /// A new room of `setup`'s game, size and options, the player on `side`.
    Create { setup: MatchSetup, side: Side },
    /// The free seat of a room.
    Join { room: String },
    /// One's own seat again (after a drop, or from Continue).
    Resume { room: String, token: String },
}

/// How the connection is.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LinkState {
    /// Opening (or about to), the first time.
    Connecting,
    Open,
    /// Dropped: opening again at `at` (seconds of `Time<Real>`), the `attempt`-th time.
    Retrying {
        attempt: u32,
        at: f64,
    },
    /// Given up: [`Online::problem`] says why.
    Stopped,
}

/// The game online under way, from the moment the player asks until they leave it.
#[derive(Resource, Clone, Debug)]
pub struct Online {
    /// The server's WebSocket address.
    pub server: String,
    pub ask: Ask,
    /// The name the other player sees.
    pub name: String,
    pub room: Option<String>,
    pub token: Option<String>,
    /// The seat's side as the server named it (`seated` comes before the game's names).
    pub seat_name: Option<String>,
    /// The player's side, once seated.
    pub side: Option<Side>,
    pub kind: Option<GameKind>,
    /// Each side's player (by side index), `None` while the seat is free.
    pub players: [Option<PlayerView>; 2],
    /// How the game ended, as the server said.
    pub result: Option<GameResult>,
    pub link: LinkState,
    /// Why the game cannot go on (a room that does not exist, a seat taken), for the player.
    pub problem: Option<Problem>,
}

/// Why a game online stopped. The words after a colon are the server's or the system's, as
/// they said them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The server's address cannot be used.
    Address(String),
    /// The server does not answer.
    Unreachable(String),
    UnknownRoom(String),
    SeatLost(String),
    RoomFull,
    /// The server refused the ask.
    Refused(String),
    /// The server's game cannot be followed here (an unknown game, moves that do not replay).
    Mismatch(String),
}

impl Problem {
    /// The problem in the language of `texts`.
    pub fn text(&self, texts: &Catalog) -> String {
        let why = |id: &str, why: &str| texts.format(id, &[("why", why.into())]);
        match self {
            Problem::Address(w) => why("online-problem-address", w),
            Problem::Unreachable(w) => why("online-problem-unreachable", w),
            Problem::UnknownRoom(w) => why("online-problem-unknown-room", w),
            Problem::SeatLost(w) => why("online-problem-seat-lost", w),
            Problem::RoomFull => texts.text("online-problem-room-full"),
            Problem::Refused(w) => why("online-problem-refused", w),
            Problem::Mismatch(w) => why("online-problem-mismatch", w),
        }
    }
}

impl Online {
    pub fn new(server: String, name: String, ask: Ask) -> Online {
        let (room, token) = match &ask {
            Ask::Resume { room, token } => (Some(room.clone()), Some(token.clone())),
            Ask::Join { room } => (Some(room.clone()), None),
            Ask::Create { .. } => (None, None),
        };
        Online {
            server,
            ask,
            name,
            room,
            token,
            seat_name: None,
            side: None,
            kind: None,
            players: [None, None],
            result: None,
            link: LinkState::Connecting,
            problem: None,
        }
    }

    /// The other player, once someone holds their seat.
    pub fn friend(&self) -> Option<&PlayerView> {
        self.side
            .and_then(|s| self.players[s.other().index()].as_ref())
    }

    /// What the panel says of the game's state: waiting for a friend to join or to come back,
    /// or the connection's trouble; `None` while both are there.
    pub fn waiting_text(&self, texts: &Catalog) -> Option<String> {
        match self.link {
            LinkState::Connecting => {
                let server = ("server", Arg::from(self.server.as_str()));
                return Some(texts.format("online-connecting", &[server]));
            }
            LinkState::Retrying { attempt, .. } => {
                return Some(texts.format("online-retrying", &[("attempt", attempt.into())]));
            }
            LinkState::Stopped => {
                return Some(match &self.problem {
                    Some(problem) => problem.text(texts),
                    None => texts.text("online-offline"),
                });
            }
            LinkState::Open => {}
        }
        if self.result.is_some() {
            return None;
        }
        match self.friend() {
            None => Some(texts.text("online-waiting-friend")),
            Some(friend) if !friend.online => Some(texts.format(
                "online-friend-away",
                &[("name", friend.name.as_str().into())],
            )),
            Some(_) => None,
        }
    }
}

/// The server the game plays on: in the browser the page's own; on the desktop the one in
/// the settings (or this machine's). Why not, in words.
pub fn server_for(settings: &Settings) -> Result<String, String> {
    #[cfg(target_arch = "wasm32")]
    if let Some(url) = address::page_server() {
        return Ok(url);
    }
    address::server_url(&settings.online.server)
}

fn go_online(
    mut commands: Commands,
    mut asked: MessageReader<GoOnline>,
    settings: Res<Settings>,
    seats: Res<HeldSeats>,
    mut next: ResMut<NextState<Screen>>,
) {
    let Some(GoOnline(ask)) = asked.read().last().cloned() else {
        return;
    };
    // A seat held is taken up on the server that gave it.
    let held_on = match &ask {
        Ask::Resume { room, .. } => seats.held.iter().find(|h| h.room == *room),
        _ => None,
    };
    let server = held_on.map_or_else(|| server_for(&settings), |h| Ok(h.server.clone()));
    let mut online = Online::new(String::new(), settings.online.name_to_send(), ask);
    match server {
        Ok(url) => online.server = url,
        Err(why) => {
            online.link = LinkState::Stopped;
            online.problem = Some(Problem::Address(why));
        }
    }
    link::close(&mut commands);
    commands.remove_resource::<CreatingRoom>();
    commands.insert_resource(online);
    next.set(Screen::Online);
}

/// A page opened with `?join=CODE` (an invite link) goes straight into that room.
#[cfg(target_arch = "wasm32")]
fn join_from_page(mut asked: MessageWriter<GoOnline>) {
    if let Some(room) = address::page_join() {
        asked.write(GoOnline(Ask::Join { room }));
    }
}

/// Leaving for a menu ends the game online here (its seat stays held: Continue).
fn leave(mut commands: Commands) {
    commands.remove_resource::<Online>();
    link::close(&mut commands);
}
