//! What the game keeps of its games online between runs, for `app::online`: the player's name
//! and the server's address (desktop) among the settings (`Settings::online`), and in a file of
//! their own ([`HeldSeats`]) per unfinished game the seat's room and token, so that a dropped
//! connection or a closed game takes the seat up again (`docs/online.md`, "The game's side").

use bevy::prelude::*;
use serde::{Deserialize, Serialize};

/// The most seats kept; the oldest go first.
pub const MOST_HELD: usize = 10;
/// The longest name the server keeps (`docs/online-protocol.md`, "What Quartet adds").
pub const NAME_LEN: usize = 40;

#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct OnlineSettings {
    /// The name the other player sees (`Player` when empty).
    pub name: String,
    /// The server, as the player typed it (desktop; empty: this machine's, `127.0.0.1:7878`).
    /// In the browser the game plays on the server of its page.
    pub server: String,
    /// Settings files of format 5 and before kept the seats here; they are moved into
    /// [`HeldSeats`]' file once (`app::store::kept_files`), and written here no more.
    #[serde(rename = "held", skip_serializing_if = "Vec::is_empty")]
    pub old_held: Vec<HeldSeat>,
}

/// The format of the seats' file this build writes; it reads this one and older ones.
pub const SEATS_VERSION: u32 = 1;

/// The seats of unfinished games, the most recent last: a resource, kept in a file of its own
/// (`seats.ron` in the data folder; the browser: `quartet.seats`).
#[derive(Resource, Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HeldSeats {
    /// The file format's version (`SEATS_VERSION` when written).
    pub version: u32,
    pub held: Vec<HeldSeat>,
}

impl Default for HeldSeats {
    fn default() -> Self {
        HeldSeats {
            version: SEATS_VERSION,
            held: Vec::new(),
        }
    }
}

/// A seat in an unfinished game: whoever holds the token plays it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct HeldSeat {
    /// The server's WebSocket address (`ws://HOST:PORT/ws`).
    pub server: String,
    pub room: String,
    pub token: String,
    /// The game as the title's Continue names it: `Rush 9x9 with Ann`.
    pub title: String,
}

impl OnlineSettings {
    /// The name to send: the player's, or `Player`.
    pub fn name_to_send(&self) -> String {
        let name = self.name.trim();
        if name.is_empty() {
            "Player".to_string()
        } else {
            name.chars().take(NAME_LEN).collect()
        }
    }

    /// The name as typed whole (a phone's keyboard gives the field's whole text): without
    /// control characters, at most [`NAME_LEN`] of them.
    pub fn set_name(&mut self, typed: &str) {
        self.name = typed
            .chars()
            .filter(|c| !c.is_control())
            .take(NAME_LEN)
            .collect();
    }
}

impl HeldSeats {
    /// Keeps `seat` as the most recent (replacing the same room's), at most [`MOST_HELD`].
    pub fn hold(&mut self, seat: HeldSeat) {
        self.held
            .retain(|h| !(h.server == seat.server && h.room == seat.room));
        self.held.push(seat);
        let extra = self.held.len().saturating_sub(MOST_HELD);
        self.held.drain(..extra);
    }

    /// Forgets the seat in `room` on `server` (the game is over, or the server no longer
    /// knows it).
    pub fn forget(&mut self, server: &str, room: &str) {
        self.held
            .retain(|h| !(h.server == server && h.room == room));
    }

    /// The most recent seat held, for Continue.
    pub fn latest(&self) -> Option<&HeldSeat> {
        self.held.last()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(room: &str, title: &str) -> HeldSeat {
        HeldSeat {
            server: "ws://s/ws".into(),
            room: room.into(),
            token: format!("t-{room}"),
            title: title.into(),
        }
    }

    #[test]
    fn a_room_is_held_once_the_latest_last_and_at_most_ten() {
        let mut online = HeldSeats::default();
        online.hold(seat("AAAAAA", "one"));
        online.hold(seat("BBBBBB", "two"));
        online.hold(seat("AAAAAA", "one again"));
        let rooms: Vec<_> = online.held.iter().map(|h| h.title.as_str()).collect();
        assert_eq!(rooms, ["two", "one again"]);
        assert_eq!(online.latest().map(|h| h.room.as_str()), Some("AAAAAA"));
        for k in 0..12 {
            online.hold(seat(&format!("R{k:05}"), "many"));
        }
        assert_eq!(online.held.len(), MOST_HELD);
        assert_eq!(online.held[0].room, "R00002");
        online.forget("ws://s/ws", "R00011");
        assert_eq!(online.latest().map(|h| h.room.as_str()), Some("R00010"));
    }

    #[test]
    fn an_empty_name_is_sent_as_player_and_a_long_one_cut() {
        let mut online = OnlineSettings::default();
        assert_eq!(online.name_to_send(), "Player");
        online.name = "  Ann ".into();
        assert_eq!(online.name_to_send(), "Ann");
        online.name = "x".repeat(100);
        assert_eq!(online.name_to_send().len(), NAME_LEN);
    }

    #[test]
    fn a_name_typed_whole_loses_control_characters_and_what_is_too_long() {
        let mut online = OnlineSettings::default();
        online.set_name("Ann\n\t Lee");
        assert_eq!(online.name, "Ann Lee");
        online.set_name(&"é".repeat(NAME_LEN + 5));
        assert_eq!(online.name.chars().count(), NAME_LEN);
    }
}
