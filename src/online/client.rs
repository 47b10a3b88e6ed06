//! A connection to a Quartet server (`docs/online-protocol.md`) that works natively and in the
//! browser (ewebsock: tungstenite on a thread of its own, or the browser's WebSocket): for the
//! game and for `quartet bot`. Frames the client does not know are skipped, as the protocol
//! asks.

use crate::protocol::{ClientMessage, ServerMessage, read_server, write};
use ewebsock::{Options, WsEvent, WsMessage, WsSender};
use std::ops::ControlFlow;
use std::sync::mpsc::{Receiver, channel};

/// What happened on the connection.
#[derive(Clone, Debug, PartialEq)]
pub enum LinkEvent {
    Opened,
    Message(ServerMessage),
    /// Closed by either side, or never opened; why, in words.
    Closed(String),
}

pub struct Link {
    sender: WsSender,
    receiver: Receiver<WsEvent>,
}

impl Link {
    /// Connects to `url` (`ws://HOST:PORT/ws`); `wake` is called from the connection's side
    /// whenever an event arrives (a blocking client waits on it; the game needs none).
    pub fn open(url: &str, wake: impl Fn() + Send + Sync + 'static) -> Result<Link, String> {
        let options = Options {
            max_incoming_frame_size: 1 << 20,
            ..Options::default()
        };
        // Not `ewebsock::connect_with_wakeup`: it wakes before it queues the event, so a
        // reader woken early finds nothing and then sleeps through the event.
        let (tx, receiver) = channel();
        let on_event = Box::new(move |event| {
            if tx.send(event).is_err() {
                return ControlFlow::Break(());
            }
            wake();
            ControlFlow::Continue(())
        });
        let sender = ewebsock::ws_connect(url.to_string(), options, on_event)?;
        Ok(Link { sender, receiver })
    }

    pub fn send(&mut self, message: &ClientMessage) {
        self.sender.send(WsMessage::Text(write(message)));
    }

    /// The events since the last call, in order.
    pub fn poll(&self) -> Vec<LinkEvent> {
        let mut events = Vec::new();
        while let Ok(event) = self.receiver.try_recv() {
            match event {
                WsEvent::Opened => events.push(LinkEvent::Opened),
                WsEvent::Message(WsMessage::Text(text)) => {
                    if let Some(message) = read_server(&text) {
                        events.push(LinkEvent::Message(message));
                    }
                }
                WsEvent::Message(_) => {}
                WsEvent::Error(why) => events.push(LinkEvent::Closed(why)),
                WsEvent::Closed => events.push(LinkEvent::Closed("closed".to_string())),
            }
        }
        events
    }
}

/// Wakes a waiting thread whenever the connection has news.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Default)]
struct Bell {
    rung: std::sync::Mutex<bool>,
    ring: std::sync::Condvar,
}

#[cfg(not(target_arch = "wasm32"))]
impl Bell {
    fn ring(&self) {
        if let Ok(mut rung) = self.rung.lock() {
            *rung = true;
            self.ring.notify_all();
        }
    }

    /// Waits until rung (at most until `deadline`), and clears it.
    fn wait(&self, deadline: std::time::Instant) {
        let Ok(mut rung) = self.rung.lock() else {
            return;
        };
        while !*rung {
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            if left.is_zero() {
                return;
            }
            match self.ring.wait_timeout(rung, left) {
                Ok((guard, _)) => rung = guard,
                Err(_) => return,
            }
        }
        *rung = false;
    }
}

/// A connection whose reader waits for the next event: for bots and tests (the game polls).
#[cfg(not(target_arch = "wasm32"))]
pub struct WaitingLink {
    link: Link,
    bell: std::sync::Arc<Bell>,
    queue: std::collections::VecDeque<LinkEvent>,
}

#[cfg(not(target_arch = "wasm32"))]
impl WaitingLink {
    pub fn open(url: &str) -> Result<WaitingLink, String> {
        let bell = std::sync::Arc::new(Bell::default());
        let ringer = bell.clone();
        let link = Link::open(url, move || ringer.ring())?;
        Ok(WaitingLink {
            link,
            bell,
            queue: Default::default(),
        })
    }

    pub fn send(&mut self, message: &ClientMessage) {
        self.link.send(message);
    }

    /// Sends a frame as it is, valid or not (the tests' hostile frames).
    pub fn send_raw(&mut self, text: &str) {
        self.link.sender.send(WsMessage::Text(text.to_string()));
    }

    /// Sends binary data (the tests' wrong kind of frame).
    pub fn send_binary(&mut self, bytes: Vec<u8>) {
        self.link.sender.send(WsMessage::Binary(bytes));
    }

    /// The next event, waiting at most `limit` for it.
    pub fn next(&mut self, limit: std::time::Duration) -> Option<LinkEvent> {
        let deadline = std::time::Instant::now() + limit;
        loop {
            if let Some(event) = self.queue.pop_front() {
                return Some(event);
            }
            self.queue.extend(self.link.poll());
            if self.queue.is_empty() {
                if std::time::Instant::now() >= deadline {
                    return None;
                }
                self.bell.wait(deadline);
            }
        }
    }
}
