//! The connection to the server: opened when a game online starts, its events read each
//! frame (and woken for in the browser, `app::wake`), and opened again with a growing wait
//! when it drops while a seat is held (`docs/online.md`, "The game's side").

use super::{Ask, LinkState, Online, Problem};
use crate::app::GameSet;
use crate::app::wake;
use bevy::prelude::*;
use quartet_online::client::{Link, LinkEvent};
use quartet_online::protocol::ClientMessage;

pub(super) fn plugin(app: &mut App) {
    app.add_systems(
        Update,
        (open, keep_alive)
            .chain()
            .before(GameSet::Input)
            .run_if(resource_exists::<Online>),
    );
}

/// The connection itself (not `Send` in the browser, so kept apart from [`Online`]).
pub struct Connection {
    link: Link,
    /// When something was last sent (seconds of `Time<Real>`), for the keep-alive.
    sent_at: f64,
}

impl Connection {
    pub fn send(&mut self, message: &ClientMessage, now: f64) {
        self.link.send(message);
        self.sent_at = now;
    }

    pub fn poll(&self) -> Vec<LinkEvent> {
        self.link.poll()
    }
}

/// Closes the connection (dropping it closes the socket), at the end of this frame's commands.
pub fn close(commands: &mut Commands) {
    commands.queue(|world: &mut World| {
        world.remove_non_send::<Connection>();
    });
}

/// The waits before each new attempt: 1, 2, 4, 8, 16, then 30 seconds.
pub fn backoff(attempt: u32) -> f64 {
    f64::from(1u32 << attempt.saturating_sub(1).min(5)).min(30.0)
}

/// A quiet connection sends a ping this often, so that a dead one is noticed (and proxies
/// do not close an idle one).
const PING_EVERY: f64 = 20.0;

/// Opens the connection when there is none and it is time to.
fn open(world: &mut World) {
    if world.get_non_send::<Connection>().is_some() {
        return;
    }
    let now = world.resource::<Time<Real>>().elapsed_secs_f64();
    let Some(online) = world.get_resource::<Online>() else {
        return;
    };
    let due = match online.link {
        LinkState::Connecting => true,
        LinkState::Retrying { at, .. } => now >= at,
        LinkState::Open | LinkState::Stopped => false,
    };
    if !due {
        return;
    }
    let server = online.server.clone();
    match Link::open(&server, wake::soon) {
        Ok(link) => {
            world.insert_non_send(Connection { link, sent_at: now });
        }
        Err(why) => {
            let mut online = world.resource_mut::<Online>();
            dropped(&mut online, &why, now);
        }
    }
}

/// The connection is gone (`why`): with a seat held, try again after the backoff; before
/// one, the game online cannot start.
pub fn dropped(online: &mut Online, why: &str, now: f64) {
    let attempt = match online.link {
        LinkState::Retrying { attempt, .. } => attempt + 1,
        _ => 1,
    };
    if online.token.is_some() && online.result.is_none() {
        online.link = LinkState::Retrying {
            attempt,
            at: now + backoff(attempt),
        };
        // Once seated, a new connection always resumes.
        if let (Some(room), Some(token)) = (&online.room, &online.token) {
            online.ask = Ask::Resume {
                room: room.clone(),
                token: token.clone(),
            };
        }
    } else if online.result.is_none() {
        online.link = LinkState::Stopped;
        online.problem = Some(Problem::Unreachable(why.to_string()));
    } else {
        online.link = LinkState::Stopped;
    }
}

fn keep_alive(
    connection: Option<NonSendMut<Connection>>,
    online: Res<Online>,
    time: Res<Time<Real>>,
) {
    let Some(mut connection) = connection else {
        return;
    };
    let now = time.elapsed_secs_f64();
    if online.link == LinkState::Open && now - connection.sent_at > PING_EVERY {
        connection.send(&ClientMessage::Ping, now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_wait_doubles_to_half_a_minute() {
        let waits: Vec<f64> = (1..=8).map(backoff).collect();
        assert_eq!(waits, [1.0, 2.0, 4.0, 8.0, 16.0, 30.0, 30.0, 30.0]);
    }
}
