//! The online protocol's messages (`docs/online-protocol.md`): one JSON object per WebSocket
//! text frame, its type in `"t"`. Fields a message does not know are ignored (the protocol
//! grows compatibly); a message that cannot be read is refused as `bad_message`.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// The most bytes a frame may hold, both ways.
pub const MAX_FRAME: usize = 4096;

/// Room codes: no 0/O, 1/I/L, so that they read aloud and type back without doubt.
pub const CODE_ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";
pub const CODE_LENGTH: usize = 6;

/// A room code as a person typed it (any case, spaces around or between), as the server
/// writes it; `None` if it cannot be one.
pub fn read_code(typed: &str) -> Option<String> {
    let code: String = typed
        .chars()
        .filter(|c| !c.is_whitespace())
        .map(|c| c.to_ascii_uppercase())
        .collect();
    let fits = code.len() == CODE_LENGTH && code.bytes().all(|b| CODE_ALPHABET.contains(&b));
    fits.then_some(code)
}

/// A message from a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ClientMessage {
    Create {
        game: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        size: Option<usize>,
        #[serde(default)]
        swap: bool,
        /// A side's name or `"random"`.
        seat: String,
        name: String,
    },
    Join {
        room: String,
        name: String,
    },
    Resume {
        room: String,
        token: String,
    },
    Watch {
        room: String,
    },
    Move {
        ply: usize,
        #[serde(rename = "move")]
        mv: String,
    },
    Resign,
    Ping,
}

/// A player as `state` shows them: no token.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    pub name: String,
    pub online: bool,
}

/// How a game ended. `winner` `None`: a draw.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameResult {
    pub winner: Option<String>,
    /// `connected` (Quadrex), `score` (the others, by their count), `resigned`, or `decided`
    /// (Rush: more than half of the board, the game ends at once).
    pub reason: String,
    /// Each side's count, by side name, where the game keeps one.
    pub score: Option<BTreeMap<String, i32>>,
}

impl GameResult {
    /// The result in a few words, for logs: "black won (score)", "a draw (score)".
    pub fn words(&self) -> String {
        match &self.winner {
            Some(w) => format!("{w} won ({})", self.reason),
            None => format!("a draw ({})", self.reason),
        }
    }
}

/// A message to a client.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "t", rename_all = "snake_case")]
pub enum ServerMessage {
    Seated {
        room: String,
        seat: String,
        token: String,
    },
    State {
        room: String,
        game: String,
        size: usize,
        swap: bool,
        moves: Vec<String>,
        to_move: Option<String>,
        /// By side name; `None` for a free seat.
        players: BTreeMap<String, Option<PlayerView>>,
        result: Option<GameResult>,
    },
    Moved {
        ply: usize,
        #[serde(rename = "move")]
        mv: String,
        side: String,
        to_move: Option<String>,
    },
    Ended {
        result: GameResult,
    },
    Presence {
        side: String,
        online: bool,
    },
    Error {
        code: ErrorCode,
        message: String,
    },
    Pong,
}

/// Why a request was refused; nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ErrorCode {
    BadMessage,
    TooLarge,
    UnknownRoom,
    RoomFull,
    BadToken,
    AlreadyBound,
    NotSeated,
    NotYourTurn,
    StalePly,
    IllegalMove,
    GameOver,
    BadSetup,
    RateLimited,
}

/// A refusal: its code and the words for a person.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{code:?}: {message}")]
pub struct Refusal {
    pub code: ErrorCode,
    pub message: String,
}

impl Refusal {
    pub fn new(code: ErrorCode, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }

    /// The `error` message that tells the client.
    pub fn message(&self) -> ServerMessage {
        ServerMessage::Error {
            code: self.code,
            message: self.message.clone(),
        }
    }
}

/// Reads a client's frame: `too_large` over [`MAX_FRAME`] bytes, `bad_message` for anything
/// that is not one of the messages (not JSON, an unknown `t`, a missing or wrong field).
pub fn read_client(text: &str) -> Result<ClientMessage, Refusal> {
    if text.len() > MAX_FRAME {
        return Err(Refusal::new(
            ErrorCode::TooLarge,
            format!("a frame of {} bytes (at most {MAX_FRAME})", text.len()),
        ));
    }
    serde_json::from_str(text).map_err(|e| Refusal::new(ErrorCode::BadMessage, e.to_string()))
}

/// Reads a server's frame (clients ignore what they do not know: `None`).
pub fn read_server(text: &str) -> Option<ServerMessage> {
    serde_json::from_str(text).ok()
}

/// A message as its frame's text.
pub fn write<T: Serialize>(message: &T) -> String {
    // Plain data (strings, numbers, maps with string keys): writing it cannot fail.
    serde_json::to_string(message).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_in_any_case_and_spacing_and_nothing_else_does() {
        assert_eq!(read_code(" abc 234 ").as_deref(), Some("ABC234"));
        assert_eq!(read_code("HJKMNP").as_deref(), Some("HJKMNP"));
        // Too short, too long, or a letter the codes never use (O, I, L, 0, 1).
        for bad in [
            "ABC23", "ABC2345", "ABCO23", "ABC123", "ABCL23", "", "ab-234",
        ] {
            assert_eq!(read_code(bad), None, "{bad}");
        }
    }

    #[test]
    fn client_messages_read_as_the_contract_writes_them() {
        let cases = [
            (
                r#"{"t":"create","game":"rush","size":9,"swap":false,"seat":"black","name":"Ann"}"#,
                ClientMessage::Create {
                    game: "rush".into(),
                    size: Some(9),
                    swap: false,
                    seat: "black".into(),
                    name: "Ann".into(),
                },
            ),
            // `size` and `swap` may be left out; unknown fields are ignored.
            (
                r#"{"t":"create","game":"quadrex","seat":"random","name":"B","colour":"red"}"#,
                ClientMessage::Create {
                    game: "quadrex".into(),
                    size: None,
                    swap: false,
                    seat: "random".into(),
                    name: "B".into(),
                },
            ),
            (
                r#"{"t":"join","room":"K7QX2M","name":"C"}"#,
                ClientMessage::Join {
                    room: "K7QX2M".into(),
                    name: "C".into(),
                },
            ),
            (
                r#"{"t":"resume","room":"K7QX2M","token":"ab"}"#,
                ClientMessage::Resume {
                    room: "K7QX2M".into(),
                    token: "ab".into(),
                },
            ),
            (
                r#"{"t":"watch","room":"K7QX2M"}"#,
                ClientMessage::Watch {
                    room: "K7QX2M".into(),
                },
            ),
            (
                r#"{"t":"move","ply":3,"move":"e5"}"#,
                ClientMessage::Move {
                    ply: 3,
                    mv: "e5".into(),
                },
            ),
            (r#"{"t":"resign"}"#, ClientMessage::Resign),
            (r#"{"t":"ping"}"#, ClientMessage::Ping),
        ];
        for (text, want) in cases {
            assert_eq!(read_client(text), Ok(want.clone()), "{text}");
            // And back: what our clients send reads the same.
            assert_eq!(read_client(&write(&want)), Ok(want), "{text}");
        }
    }

    #[test]
    fn anything_else_is_bad_message_or_too_large() {
        let deep = format!("{}{}", "[".repeat(10_000), "]".repeat(10_000));
        for text in [
            "",
            "not json",
            "[1,2]",
            r#"{"t":"dance"}"#,
            r#"{"move":"e5","ply":0}"#,
            r#"{"t":"move","ply":-1,"move":"e5"}"#,
            r#"{"t":"move","ply":1e40,"move":"e5"}"#,
            r#"{"t":"move","ply":"3","move":"e5"}"#,
            r#"{"t":"join","room":7,"name":"x"}"#,
            r#"{"t":"create","game":"rush","seat":"black"}"#,
            &deep[..4000],
        ] {
            let refusal = read_client(text).expect_err(text);
            assert_eq!(refusal.code, ErrorCode::BadMessage, "{text}");
        }
        let big = format!(r#"{{"t":"ping","pad":"{}"}}"#, "x".repeat(MAX_FRAME));
        assert_eq!(
            read_client(&big).map_err(|e| e.code),
            Err(ErrorCode::TooLarge)
        );
    }

    #[test]
    fn server_messages_write_the_contract_s_fields() {
        let moved = ServerMessage::Moved {
            ply: 0,
            mv: "e5".into(),
            side: "black".into(),
            to_move: None,
        };
        assert_eq!(
            write(&moved),
            r#"{"t":"moved","ply":0,"move":"e5","side":"black","to_move":null}"#
        );
        let error = Refusal::new(ErrorCode::StalePly, "late").message();
        assert_eq!(
            write(&error),
            r#"{"t":"error","code":"stale_ply","message":"late"}"#
        );
        assert_eq!(write(&ServerMessage::Pong), r#"{"t":"pong"}"#);
        // A client skips what it does not know.
        assert_eq!(read_server(r#"{"t":"news","x":1}"#), None);
        assert_eq!(
            read_server(r#"{"t":"pong","extra":true}"#),
            Some(ServerMessage::Pong)
        );
    }
}
