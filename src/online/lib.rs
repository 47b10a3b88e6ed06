//! Online play (`docs/online-protocol.md`, `docs/online.md`): the protocol's messages and a
//! room's rules, for the server, the bots and the game alike; with the `server` feature the
//! server itself (axum) and its store (SQLite). No Bevy.

#[cfg(all(feature = "client", not(target_arch = "wasm32")))]
pub mod bot;
#[cfg(feature = "client")]
pub mod client;
#[cfg(feature = "server")]
pub mod load;
pub mod protocol;
pub mod room;
#[cfg(feature = "server")]
pub mod server;
#[cfg(feature = "server")]
pub mod store;
