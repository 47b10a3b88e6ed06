//! Each message of a connection decided under the rooms' lock: create, join, resume, watch, a
//! move, a resignation, leaving. What it changes and announces goes to the journal as one job.

use super::codes::{as_typed, new_code, new_token, random_bytes};
use super::hub::{Connection, Hub, Inner, Live, Member, closed, opened};
use super::journal::Job;
use super::log::now;
use crate::protocol::{ClientMessage, ErrorCode, Refusal, ServerMessage};
use crate::room::Room;
use crate::store::Write;
use quartet_core::rules::Side;
use std::collections::HashMap;

impl Hub {
    /// Decides one message of `conn`: its answers, and what it changes, go to the journal
    /// (a refusal too, so that it keeps its place among the connection's answers).
    pub(super) fn handle(&self, conn: &mut Connection, message: ClientMessage) {
        // A connection with a room is refused these anyway (`already_bound`): no loading.
        if let ClientMessage::Join { room, .. }
        | ClientMessage::Resume { room, .. }
        | ClientMessage::Watch { room } = &message
            && conn.room.is_none()
        {
            self.bring_in(room);
        }
        let mut inner = self.lock();
        let mut job = Job::default();
        if let Err(refusal) = self.decide(&mut inner, conn, message, &mut job) {
            job.send(&conn.tx, &refusal.message());
        }
        // Under the lock: the journal's order is the order of the decisions.
        self.post(job);
    }

    /// Handles one message of `conn`; a refusal is the error to send back.
    pub(super) fn decide(
        &self,
        inner: &mut Inner,
        conn: &mut Connection,
        message: ClientMessage,
        job: &mut Job,
    ) -> Result<(), Refusal> {
        let bound = |conn: &Connection| {
            if conn.room.is_some() {
                Err(Refusal::new(
                    ErrorCode::AlreadyBound,
                    "this connection already has a room",
                ))
            } else {
                Ok(())
            }
        };
        match message {
            ClientMessage::Ping => {
                job.send(&conn.tx, &ServerMessage::Pong);
            }
            ClientMessage::Create {
                game,
                size,
                swap,
                seat,
                name,
            } => {
                bound(conn)?;
                let open = inner.open_by.get(&conn.addr).copied().unwrap_or(0);
                if open >= self.config.rooms_per_address {
                    return Err(Refusal::new(
                        ErrorCode::RateLimited,
                        format!("{open} rooms not yet over were created from this address"),
                    ));
                }
                let code = loop {
                    let code = new_code();
                    if !inner.known(&code) {
                        break code;
                    }
                };
                let mut room = Room::new(code.clone(), &game, size, swap)?;
                let side = room.chosen_seat(&seat, random_bytes::<1>()[0] & 1 == 0)?;
                let token = new_token();
                room.sit(side, &name, token.clone());
                let at = now();
                job.writes.push(Write::Create {
                    room: Box::new(room.clone()),
                    side,
                    creator: conn.addr.clone(),
                    now: at,
                });
                job.log(&format!(
                    "room {code} created: {} {}, {} seated as {} from {}",
                    room.kind().name(),
                    room.size(),
                    quoted(&room, side),
                    room.side_name(side),
                    conn.addr
                ));
                let live = Live {
                    room,
                    creator: conn.addr.clone(),
                    active: at,
                    members: vec![Member {
                        conn: conn.id,
                        seat: Some(side),
                        tx: conn.tx.clone(),
                    }],
                };
                seated(job, conn, &live, side, token);
                job.send(&conn.tx, &live.room.state(live.online()));
                inner.rooms.insert(code.clone(), live);
                opened(&mut inner.open_by, &conn.addr);
                conn.room = Some(code);
            }
            ClientMessage::Join { room: code, name } => {
                bound(conn)?;
                let live = room_of(&mut inner.rooms, &code)?;
                let side = live
                    .room
                    .free_seat()
                    .ok_or_else(|| Refusal::new(ErrorCode::RoomFull, "both seats are taken"))?;
                let token = new_token();
                live.room.sit(side, &name, token.clone());
                live.active = now();
                job.writes.push(Write::Sit {
                    room: Box::new(live.room.clone()),
                    side,
                    now: live.active,
                });
                take_seat(job, conn, live, side, token, "joined");
                live.send_all(job, &live.room.state(live.online()));
            }
            ClientMessage::Resume { room: code, token } => {
                bound(conn)?;
                let live = room_of(&mut inner.rooms, &code)?;
                let side = live
                    .room
                    .seat_of(&token)
                    .ok_or_else(|| Refusal::new(ErrorCode::BadToken, "no seat has this token"))?;
                let was_online = live.online()[side.index()];
                // Whoever held the seat before (an old connection) keeps watching only.
                for m in live.members.iter_mut().filter(|m| m.seat == Some(side)) {
                    m.seat = None;
                }
                take_seat(job, conn, live, side, token, "resumed");
                job.send(&conn.tx, &live.room.state(live.online()));
                if !was_online {
                    live.send_others(job, conn.id, &presence(&live.room, side, true));
                }
            }
            ClientMessage::Watch { room: code } => {
                bound(conn)?;
                let live = room_of(&mut inner.rooms, &code)?;
                live.members.push(Member {
                    conn: conn.id,
                    seat: None,
                    tx: conn.tx.clone(),
                });
                job.send(&conn.tx, &live.room.state(live.online()));
                conn.room = Some(live.room.code.clone());
            }
            ClientMessage::Move { ply, mv } => {
                let (live, side) = seated_in(&mut inner.rooms, conn)?;
                let added = live.room.play(side, ply, &mv)?;
                live.active = now();
                for m in &added {
                    live.send_all(job, &live.room.moved_message(m));
                }
                job.writes
                    .push(Write::moved(&live.room, added, live.active));
                if let Some(result) = live.room.result() {
                    job.log(&format!(
                        "room {}: ended after {} moves, {}",
                        live.room.code,
                        live.room.moves.len(),
                        result.words()
                    ));
                    live.send_all(job, &ServerMessage::Ended { result });
                    closed(&mut inner.open_by, &live.creator);
                }
            }
            ClientMessage::Resign => {
                let (live, side) = seated_in(&mut inner.rooms, conn)?;
                let result = live.room.resign(side)?;
                live.active = now();
                job.writes
                    .push(Write::resigned(&live.room, side, live.active));
                job.log(&format!(
                    "room {}: {} resigned, {}",
                    live.room.code,
                    live.room.side_name(side),
                    result.words()
                ));
                live.send_all(job, &ServerMessage::Ended { result });
                closed(&mut inner.open_by, &live.creator);
            }
        }
        Ok(())
    }

    /// A connection closed: it leaves its room, and its seat goes offline.
    pub(super) fn leave(&self, conn: &Connection) {
        let Some(code) = &conn.room else { return };
        let mut inner = self.lock();
        let Some(live) = inner.rooms.get_mut(code) else {
            return;
        };
        let seat = live
            .members
            .iter()
            .find(|m| m.conn == conn.id)
            .and_then(|m| m.seat);
        live.members.retain(|m| m.conn != conn.id);
        if let Some(side) = seat
            && !live.online()[side.index()]
        {
            let mut job = Job::default();
            live.send_all(&mut job, &presence(&live.room, side, false));
            job.log(&format!(
                "room {code}: {} went offline",
                live.room.side_name(side)
            ));
            self.post(job);
        }
    }
}

pub(super) fn seated(job: &mut Job, conn: &Connection, live: &Live, side: Side, token: String) {
    job.send(
        &conn.tx,
        &ServerMessage::Seated {
            room: live.room.code.clone(),
            seat: live.room.side_name(side).to_string(),
            token,
        },
    );
}

/// `conn` takes `side` of the room (by `join` or `resume`, the log's `how`): it becomes a
/// member with that seat, hears `seated`, and is bound to the room.
pub(super) fn take_seat(
    job: &mut Job,
    conn: &mut Connection,
    live: &mut Live,
    side: Side,
    token: String,
    how: &str,
) {
    live.members.push(Member {
        conn: conn.id,
        seat: Some(side),
        tx: conn.tx.clone(),
    });
    job.log(&format!(
        "room {}: {} {how} as {} from {}",
        live.room.code,
        quoted(&live.room, side),
        live.room.side_name(side),
        conn.addr
    ));
    seated(job, conn, live, side, token);
    conn.room = Some(live.room.code.clone());
}

pub(super) fn presence(room: &Room, side: Side, online: bool) -> ServerMessage {
    ServerMessage::Presence {
        side: room.side_name(side).to_string(),
        online,
    }
}

pub(super) fn quoted(room: &Room, side: Side) -> String {
    room.seats[side.index()]
        .as_ref()
        .map_or_else(String::new, |s| format!("{:?}", s.name))
}

pub(super) fn room_of<'a>(
    rooms: &'a mut HashMap<String, Live>,
    code: &str,
) -> Result<&'a mut Live, Refusal> {
    let code = as_typed(code);
    rooms
        .get_mut(&code)
        .ok_or_else(|| Refusal::new(ErrorCode::UnknownRoom, format!("no room {code}")))
}

/// The room and seat of a connection that must have a seat.
pub(super) fn seated_in<'a>(
    rooms: &'a mut HashMap<String, Live>,
    conn: &Connection,
) -> Result<(&'a mut Live, Side), Refusal> {
    let not_seated = || Refusal::new(ErrorCode::NotSeated, "this connection has no seat");
    let live = rooms
        .get_mut(conn.room.as_deref().ok_or_else(not_seated)?)
        .ok_or_else(|| Refusal::new(ErrorCode::UnknownRoom, "the room is gone"))?;
    let side = live
        .members
        .iter()
        .find(|m| m.conn == conn.id)
        .and_then(|m| m.seat)
        .ok_or_else(not_seated)?;
    Ok((live, side))
}
