//! One connection: its frames in and out, its token bucket (docs/online.md, "Limits"), and its
//! binding to a room.

use super::hub::{Connection, Hub};
use super::log::log;
use crate::protocol::{ErrorCode, Refusal, read_client};
use axum::extract::ws::{Message, WebSocket};
use futures_util::SinkExt;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Instant;
use tokio::sync::mpsc::unbounded_channel;

/// A connection that is refused for rate this many times without slowing down long enough to
/// fill its burst again is closed (docs/online.md, "Limits").
pub(super) const FLOOD_CLOSE: u32 = 200;

static NEXT_CONNECTION: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(1);

/// A token bucket: `rate` a second, at most `burst` saved up.
pub(super) struct Bucket {
    pub(super) tokens: f64,
    pub(super) at: Instant,
}

pub(super) async fn connection(mut socket: WebSocket, peer: SocketAddr, hub: Arc<Hub>) {
    let (tx, mut rx) = unbounded_channel::<String>();
    let mut conn = Connection {
        id: NEXT_CONNECTION.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        addr: peer.ip().to_string(),
        tx,
        room: None,
    };
    let mut bucket = Bucket {
        tokens: 2.0 * hub.config.rate,
        at: Instant::now(),
    };
    let mut refused_for_rate = 0u32;
    loop {
        tokio::select! {
            out = rx.recv() => {
                let Some(text) = out else { break };
                // What is queued goes out in one write.
                let mut sent = socket.feed(Message::Text(text.into())).await;
                while sent.is_ok() && let Ok(more) = rx.try_recv() {
                    sent = socket.feed(Message::Text(more.into())).await;
                }
                if sent.is_err() || socket.flush().await.is_err() {
                    break;
                }
            }
            incoming = socket.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Binary(_))) => {
                        let refusal = Refusal::new(ErrorCode::BadMessage, "frames are JSON text, not binary");
                        hub.reply(&conn, &refusal.message());
                        continue;
                    }
                    Some(Ok(_)) => continue,
                    // Closed, or a frame over the hard limit, or a broken connection.
                    Some(Err(_)) | None => break,
                };
                let elapsed = bucket.at.elapsed().as_secs_f64();
                bucket.at = Instant::now();
                bucket.tokens = (bucket.tokens + elapsed * hub.config.rate).min(2.0 * hub.config.rate);
                if bucket.tokens < 1.0 {
                    refused_for_rate += 1;
                    if refused_for_rate >= FLOOD_CLOSE {
                        log(&format!("closed a connection from {}: a flood of messages", conn.addr));
                        break;
                    }
                    let refusal = Refusal::new(ErrorCode::RateLimited, "too many messages: slow down");
                    hub.reply(&conn, &refusal.message());
                    continue;
                }
                bucket.tokens -= 1.0;
                // A flood ends when the sender has been slow enough to fill its burst again,
                // not at the first message a refill lets through (on a busy server those come
                // every few refusals, and a flood was never closed).
                if bucket.tokens >= 2.0 * hub.config.rate - 1.0 {
                    refused_for_rate = 0;
                }
                // The lock is held for the message's decision only (no await inside).
                match read_client(text.as_str()) {
                    Ok(message) => hub.handle(&mut conn, message),
                    Err(refusal) => hub.reply(&conn, &refusal.message()),
                }
            }
        }
    }
    hub.leave(&conn);
}
