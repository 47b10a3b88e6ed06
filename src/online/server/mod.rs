//! `quartet server` (`docs/online.md`): the browser build at `/` and the online protocol at
//! `/ws` (`docs/online-protocol.md`) from one process. Every room lives in memory behind one
//! lock, where a request is checked with the rules and decided. What it changes and what it
//! announces go, in that order, to the journal: one thread that stores the changes of many
//! requests in one SQLite transaction (group commit) and only then sends their frames. So
//! nothing is announced before it is stored (what a client has seen survives `kill -9`), and
//! each connection hears its answers and the room's news in the order they were decided.
//!
//! By role: [`http`] (the site, the upgrade to the protocol), [`socket`] (one connection: its
//! frames, its rate), [`hub`] (the rooms in memory, loaded, swept and put away), [`decide`]
//! (each message decided under the lock), [`journal`] (stored, then announced), [`log`] and
//! [`codes`] (room codes and seat tokens).

mod codes;
mod decide;
mod http;
mod hub;
mod journal;
mod log;
mod socket;

pub use http::{run, serve};
pub use hub::Hub;
pub use log::log;

use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// How the server runs.
#[derive(Clone, Debug)]
pub struct Config {
    pub addr: SocketAddr,
    pub db: PathBuf,
    /// The built site (`web/dist`).
    pub site: PathBuf,
    /// Rooms not yet over that one address may hold.
    pub rooms_per_address: usize,
    /// Rooms with no event for this long are removed.
    pub idle: Duration,
    /// Messages a connection may send per second on average (twice that in a burst).
    pub rate: f64,
}
