//! `quartet server` as a real process on loopback (a free port, a temporary database), played
//! by the protocol's own client (`quartet_online::client`) and by `quartet bot`: whole games of
//! each kind with a spectator, a bot, the server killed mid-game and started again, every
//! error code, and hostile frames that leave other rooms served.

use quartet_online::client::{LinkEvent, WaitingLink};
use quartet_online::protocol::{ClientMessage, ErrorCode, GameResult, ServerMessage};
use quartet_online::room::Room;
use std::process::{Command, Stdio};

#[path = "../shared/server.rs"]
mod server;
use server::{Server, WAIT};

/// A client of `server`, its connection open.
fn connect(server: &Server) -> Client {
    let mut link = WaitingLink::open(&server.url()).expect("connects");
    match link.next(WAIT) {
        Some(LinkEvent::Opened) => {}
        other => panic!("not opened: {other:?}"),
    }
    Client { link }
}

struct Client {
    link: WaitingLink,
}

impl Client {
    fn send(&mut self, message: ClientMessage) {
        self.link.send(&message);
    }

    fn next(&mut self) -> ServerMessage {
        match self.link.next(WAIT) {
            Some(LinkEvent::Message(m)) => m,
            other => panic!("expected a message, got {other:?}"),
        }
    }

    /// The next message that is not presence news.
    fn next_news(&mut self) -> ServerMessage {
        loop {
            match self.next() {
                ServerMessage::Presence { .. } => continue,
                m => return m,
            }
        }
    }

    fn error(&mut self) -> ErrorCode {
        match self.next_news() {
            ServerMessage::Error { code, .. } => code,
            other => panic!("expected an error, got {other:?}"),
        }
    }

    /// Sends `message` and expects `seated` then `state`; the seat, its token and the state.
    fn seat(&mut self, message: ClientMessage) -> (String, String, ServerMessage) {
        self.send(message);
        let ServerMessage::Seated { seat, token, .. } = self.next_news() else {
            panic!("not seated");
        };
        let state = self.next_news();
        assert!(matches!(state, ServerMessage::State { .. }), "{state:?}");
        (seat, token, state)
    }
}

fn create(game: &str, size: usize, seat: &str) -> ClientMessage {
    ClientMessage::Create {
        game: game.into(),
        size: Some(size),
        swap: false,
        seat: seat.into(),
        name: "Ann".into(),
    }
}

fn room_code(state: &ServerMessage) -> String {
    match state {
        ServerMessage::State { room, .. } => room.clone(),
        other => panic!("not a state: {other:?}"),
    }
}

/// Plays random legal moves for both seats until the game ends: each move sent by the seat
/// to move, and every client (the players and `watchers`) hears each entry in order. Returns
/// the move list and the result.
fn play_out(
    game: &str,
    size: usize,
    before: &[String],
    players: &mut [(String, &mut Client); 2],
    watchers: &mut [&mut Client],
    seed: u64,
    most: Option<usize>,
) -> (Vec<String>, Option<GameResult>) {
    use rand::{RngExt, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(seed);
    let mut mirror = Room::new("T".into(), game, Some(size), false).expect("a room");
    mirror.replay(before).expect("the moves so far");
    let mut sent = 0;
    while let Some(side) = mirror.to_move() {
        if most.is_some_and(|m| sent >= m) {
            return (mirror.moves.clone(), None);
        }
        let name = mirror.side_name(side).to_string();
        let legal = mirror.position.legal_moves();
        let text = mirror
            .position
            .format_move(legal[rng.random_range(0..legal.len())]);
        let ply = mirror.moves.len();
        let mover = players
            .iter_mut()
            .find(|(seat, _)| *seat == name)
            .expect("a seat to move");
        mover.1.send(ClientMessage::Move {
            ply,
            mv: text.clone(),
        });
        sent += 1;
        let added = mirror.play(side, ply, &text).expect("legal");
        for client in players
            .iter_mut()
            .map(|(_, c)| &mut **c)
            .chain(watchers.iter_mut().map(|c| &mut **c))
        {
            for entry in &added {
                match client.next_news() {
                    ServerMessage::Moved { ply, mv, side, .. } => {
                        assert_eq!((ply, mv.as_str()), (entry.ply, entry.mv.as_str()));
                        assert_eq!(side, mirror.side_name(entry.side));
                    }
                    other => panic!("expected moved {}, got {other:?}", entry.mv),
                }
            }
        }
    }
    let mut result = None;
    for client in players
        .iter_mut()
        .map(|(_, c)| &mut **c)
        .chain(watchers.iter_mut().map(|c| &mut **c))
    {
        match client.next_news() {
            ServerMessage::Ended { result: r } => result = Some(r),
            other => panic!("expected ended, got {other:?}"),
        }
    }
    (mirror.moves.clone(), result)
}

#[test]
fn two_clients_play_a_whole_game_of_each_kind_and_a_spectator_sees_every_move() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = Server::start(&dir.path().join("s.sqlite3"));
    for (k, (game, size)) in [("rekushu", 6), ("rush", 7), ("quadrex", 7), ("cheversi", 8)]
        .into_iter()
        .enumerate()
    {
        let mut a = connect(&server);
        let (seat_a, _, state) = a.seat(create(game, size, "random"));
        let code = room_code(&state);
        let mut b = connect(&server);
        let (seat_b, _, _) = b.seat(ClientMessage::Join {
            room: code.clone(),
            name: "Bo".into(),
        });
        assert_ne!(seat_a, seat_b);
        // A joined: everyone hears the new state, with both names.
        match a.next_news() {
            ServerMessage::State { players, .. } => {
                assert!(players.values().all(|p| p.is_some()), "{players:?}");
            }
            other => panic!("{other:?}"),
        }
        let mut w = connect(&server);
        w.send(ClientMessage::Watch { room: code.clone() });
        assert!(matches!(w.next_news(), ServerMessage::State { .. }));
        let (moves, result) = play_out(
            game,
            size,
            &[],
            &mut [(seat_a, &mut a), (seat_b, &mut b)],
            &mut [&mut w],
            k as u64,
            None,
        );
        assert!(result.is_some(), "{game}");
        // A late watcher sees the same list and result.
        let mut late = connect(&server);
        late.send(ClientMessage::Watch { room: code });
        match late.next_news() {
            ServerMessage::State {
                moves: seen,
                result: r,
                to_move,
                ..
            } => {
                assert_eq!(seen, moves, "{game}");
                assert_eq!(r, result);
                assert_eq!(to_move, None);
            }
            other => panic!("{other:?}"),
        }
    }
    let log = server.lines();
    assert!(
        log.iter().filter(|l| l.contains("created")).count() == 4
            && log.iter().filter(|l| l.contains("ended")).count() == 4,
        "{log:#?}"
    );
}

#[test]
fn the_server_killed_mid_game_and_started_again_keeps_every_move_seat_and_token() {
    let dir = tempfile::tempdir().expect("a folder");
    let db = dir.path().join("s.sqlite3");
    let server = Server::start(&db);
    let mut a = connect(&server);
    let (seat_a, token_a, state) = a.seat(create("rush", 9, "black"));
    let code = room_code(&state);
    let mut b = connect(&server);
    let (seat_b, token_b, _) = b.seat(ClientMessage::Join {
        room: code.clone(),
        name: "Bo".into(),
    });
    a.next_news();
    let (moves, _) = play_out(
        "rush",
        9,
        &[],
        &mut [(seat_a.clone(), &mut a), (seat_b.clone(), &mut b)],
        &mut [],
        3,
        Some(12),
    );
    assert!(moves.len() >= 12);
    server.kill();

    let server = Server::start(&db);
    let mut a = connect(&server);
    let (seat, _, state) = a.seat(ClientMessage::Resume {
        room: code.clone(),
        token: token_a.clone(),
    });
    assert_eq!(seat, seat_a);
    match &state {
        ServerMessage::State { moves: seen, .. } => assert_eq!(seen, &moves),
        other => panic!("{other:?}"),
    }
    let mut b = connect(&server);
    let (seat, _, _) = b.seat(ClientMessage::Resume {
        room: code.to_lowercase(),
        token: token_b,
    });
    assert_eq!(seat, seat_b);
    // A wrong token takes no seat.
    let mut c = connect(&server);
    c.send(ClientMessage::Resume {
        room: code.clone(),
        token: "0".repeat(32),
    });
    assert_eq!(c.error(), ErrorCode::BadToken);
    // Black heard White come back.
    match a.next() {
        ServerMessage::Presence { side, online } => {
            assert_eq!((side, online), (seat_b.clone(), true))
        }
        other => panic!("{other:?}"),
    }
    // Both play on from where they were, to the end; a watcher sees the rest.
    let mut w = connect(&server);
    w.send(ClientMessage::Watch { room: code.clone() });
    assert!(matches!(w.next_news(), ServerMessage::State { .. }));
    let (all, result) = play_out(
        "rush",
        9,
        &moves,
        &mut [(seat_a.clone(), &mut a), (seat_b, &mut b)],
        &mut [&mut w],
        4,
        None,
    );
    assert!(result.is_some());
    assert!(all.len() > moves.len() && all.starts_with(&moves));
    drop(state);
    server.kill();

    // Over, the room stays in the store only when the server starts again (docs/online.md,
    // "Rooms over"), and is loaded when asked for: to watch, and to take a seat back.
    let server = Server::start(&db);
    let mut w = connect(&server);
    w.send(ClientMessage::Watch {
        room: code.to_lowercase(),
    });
    match w.next_news() {
        ServerMessage::State {
            moves: seen,
            result: shown,
            ..
        } => assert_eq!((&seen, &shown), (&all, &result)),
        other => panic!("{other:?}"),
    }
    assert!(
        server.logs(&format!("room {code} loaded from the store")),
        "the room was not put away at the start"
    );
    let mut a = connect(&server);
    let (seat, _, state) = a.seat(ClientMessage::Resume {
        room: code.clone(),
        token: token_a,
    });
    assert_eq!(seat, seat_a);
    assert!(matches!(state, ServerMessage::State { moves, .. } if moves == all));
    // Nothing more is played in it.
    a.send(ClientMessage::Move {
        ply: all.len(),
        mv: "a1".into(),
    });
    assert_eq!(a.error(), ErrorCode::GameOver);
}

#[test]
fn a_bot_joins_a_room_and_plays_it_to_the_end() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = Server::start(&dir.path().join("s.sqlite3"));
    let mut a = connect(&server);
    let (seat_a, _, state) = a.seat(create("rush", 5, "black"));
    let code = room_code(&state);
    let bot = Command::new(env!("CARGO_BIN_EXE_quartet"))
        .args([
            "bot",
            "--server",
            &format!("http://127.0.0.1:{}/", server.port),
        ])
        .args(["--room", &code, "--level", "2"])
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("quartet bot starts");
    // The bot joined: the state names it.
    match a.next_news() {
        ServerMessage::State { players, .. } => {
            let bot = players["white"].as_ref().expect("the bot's seat");
            assert_eq!(bot.name, "Quartet AI");
        }
        other => panic!("{other:?}"),
    }
    // Black plays random moves; the bot answers each of its turns.
    use rand::{RngExt, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(5);
    let mut mirror = Room::new("T".into(), "rush", Some(5), false).expect("a room");
    let result = loop {
        if mirror.to_move().map(|s| mirror.side_name(s)) == Some(seat_a.as_str()) {
            let legal = mirror.position.legal_moves();
            let text = mirror
                .position
                .format_move(legal[rng.random_range(0..legal.len())]);
            a.send(ClientMessage::Move {
                ply: mirror.moves.len(),
                mv: text,
            });
        }
        match a.next_news() {
            ServerMessage::Moved { ply, mv, .. } => {
                mirror.follow(ply, &mv).expect("the server's move is legal");
            }
            ServerMessage::Ended { result } => break result,
            other => panic!("{other:?}"),
        }
    };
    let out = bot.wait_with_output().expect("the bot ends");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(stdout.starts_with("white "), "{stdout}");
    assert!(
        stdout
            .trim_end()
            .ends_with(result.winner.as_deref().unwrap_or("draw"))
    );
}

#[test]
fn every_refusal_has_its_code_and_hostile_frames_leave_other_rooms_served() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = Server::start(&dir.path().join("s.sqlite3"));
    // A room that must keep working throughout.
    let mut a = connect(&server);
    let (_, _, state) = a.seat(create("rush", 7, "black"));
    let code = room_code(&state);
    let mut b = connect(&server);
    b.seat(ClientMessage::Join {
        room: code.clone(),
        name: "Bo".into(),
    });
    a.next_news();

    let mut x = connect(&server);
    x.link.send_raw("not json");
    assert_eq!(x.error(), ErrorCode::BadMessage);
    x.link.send_raw(r#"{"t":"dance"}"#);
    assert_eq!(x.error(), ErrorCode::BadMessage);
    x.link.send_binary(vec![0, 159, 146, 150]);
    assert_eq!(x.error(), ErrorCode::BadMessage);
    x.link
        .send_raw(&format!(r#"{{"t":"ping","pad":"{}"}}"#, "x".repeat(5000)));
    assert_eq!(x.error(), ErrorCode::TooLarge);
    x.send(ClientMessage::Move {
        ply: 0,
        mv: "d4".into(),
    });
    assert_eq!(x.error(), ErrorCode::NotSeated);
    x.send(ClientMessage::Resign);
    assert_eq!(x.error(), ErrorCode::NotSeated);
    x.send(ClientMessage::Join {
        room: "NOSUCH".into(),
        name: "X".into(),
    });
    assert_eq!(x.error(), ErrorCode::UnknownRoom);
    x.send(ClientMessage::Join {
        room: code.clone(),
        name: "X".into(),
    });
    assert_eq!(x.error(), ErrorCode::RoomFull);
    x.send(create("chess", 8, "white"));
    assert_eq!(x.error(), ErrorCode::BadSetup);
    x.send(create("rush", 4, "black"));
    assert_eq!(x.error(), ErrorCode::BadSetup);
    x.send(ClientMessage::Ping);
    assert_eq!(x.next_news(), ServerMessage::Pong);
    x.send(ClientMessage::Watch { room: code.clone() });
    assert!(matches!(x.next_news(), ServerMessage::State { .. }));
    x.send(ClientMessage::Watch { room: code.clone() });
    assert_eq!(x.error(), ErrorCode::AlreadyBound);

    // The room's own refusals.
    b.send(ClientMessage::Move {
        ply: 0,
        mv: "d4".into(),
    });
    assert_eq!(b.error(), ErrorCode::NotYourTurn);
    a.send(ClientMessage::Move {
        ply: 3,
        mv: "d4".into(),
    });
    assert_eq!(a.error(), ErrorCode::StalePly);
    a.send(ClientMessage::Move {
        ply: 0,
        mv: "z9".into(),
    });
    assert_eq!(a.error(), ErrorCode::IllegalMove);
    a.send(ClientMessage::Move {
        ply: 0,
        mv: "d4".into(),
    });
    for c in [&mut a, &mut b, &mut x] {
        assert!(matches!(c.next_news(), ServerMessage::Moved { ply: 0, .. }));
    }
    // The same move sent again is stale, and harmless.
    a.send(ClientMessage::Move {
        ply: 0,
        mv: "d4".into(),
    });
    assert_eq!(a.error(), ErrorCode::StalePly);
    b.send(ClientMessage::Resign);
    for c in [&mut a, &mut b, &mut x] {
        assert!(matches!(c.next_news(), ServerMessage::Ended { .. }));
    }
    a.send(ClientMessage::Move {
        ply: 1,
        mv: "c3".into(),
    });
    assert_eq!(a.error(), ErrorCode::GameOver);

    // A flood: refused for rate, then the connection is closed; others are not affected.
    let mut f = connect(&server);
    let mut limited = 0;
    for _ in 0..400 {
        f.send(ClientMessage::Ping);
    }
    let closed = loop {
        match f.link.next(WAIT) {
            Some(LinkEvent::Message(ServerMessage::Error { code, .. })) => {
                assert_eq!(code, ErrorCode::RateLimited);
                limited += 1;
            }
            Some(LinkEvent::Message(m)) => assert_eq!(m, ServerMessage::Pong),
            Some(LinkEvent::Closed(_)) => break true,
            Some(LinkEvent::Opened) | None => break false,
        }
    };
    assert!(closed && limited > 0, "closed {closed}, {limited} refused");

    // Random bytes, deep JSON, huge numbers, wrong types: each a clear error.
    use rand::{RngExt, SeedableRng};
    let mut rng = rand::rngs::StdRng::seed_from_u64(11);
    let mut h = connect(&server);
    let deep = format!("{}{}", "[".repeat(2000), "]".repeat(2000));
    let mut frames = vec![
        deep,
        r#"{"t":"move","ply":1e308,"move":"a1"}"#.to_string(),
        r#"{"t":"move","ply":18446744073709551616,"move":"a1"}"#.to_string(),
        r#"{"t":"create","game":["rush"],"seat":{},"name":7}"#.to_string(),
        r#"{"t":null}"#.to_string(),
    ];
    for _ in 0..20 {
        let n = rng.random_range(1..200);
        frames.push(
            (0..n)
                .map(|_| char::from(rng.random_range(32u8..127)))
                .collect(),
        );
    }
    for frame in frames {
        h.link.send_raw(&frame);
        assert_eq!(h.error(), ErrorCode::BadMessage, "{frame:.60}");
    }
    // The server still serves a new room and game.
    let mut c = connect(&server);
    let (_, _, state) = c.seat(create("quadrex", 5, "vert"));
    assert!(matches!(state, ServerMessage::State { .. }));
    c.send(ClientMessage::Move {
        ply: 0,
        mv: "c3".into(),
    });
    assert!(matches!(c.next_news(), ServerMessage::Moved { ply: 0, .. }));
}

#[test]
fn an_address_holds_at_most_its_cap_of_rooms_not_yet_over() {
    let dir = tempfile::tempdir().expect("a folder");
    let server = Server::start_with(
        &dir.path().join("s.sqlite3"),
        "127.0.0.1:0",
        &["--rooms-per-address", "2"],
    );
    let mut first = connect(&server);
    first.seat(create("rush", 5, "black"));
    let mut second = connect(&server);
    second.seat(create("quadrex", 5, "vert"));
    let mut third = connect(&server);
    third.send(create("rush", 5, "white"));
    assert_eq!(third.error(), ErrorCode::RateLimited);
    // A room over no longer counts: the refused connection, still free, creates one.
    first.send(ClientMessage::Resign);
    assert!(matches!(first.next_news(), ServerMessage::Ended { .. }));
    third.seat(create("rush", 5, "white"));
    let mut fourth = connect(&server);
    fourth.send(create("cheversi", 8, "white"));
    assert_eq!(fourth.error(), ErrorCode::RateLimited);
}

/// One plain HTTP/1.1 GET of `path` with `headers`: the response's status line and headers
/// (lower-cased names), and its body.
fn http_get(
    server: &Server,
    path: &str,
    headers: &[(&str, &str)],
) -> (String, Vec<(String, String)>, String) {
    use std::io::{Read, Write};
    let mut tcp = std::net::TcpStream::connect(("127.0.0.1", server.port)).expect("connects");
    let mut request = format!("GET {path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n");
    for (name, value) in headers {
        request += &format!("{name}: {value}\r\n");
    }
    tcp.write_all(format!("{request}\r\n").as_bytes())
        .expect("sends");
    let mut text = String::new();
    tcp.read_to_string(&mut text).expect("reads the answer");
    let (head, body) = text.split_once("\r\n\r\n").expect("a head and a body");
    let mut lines = head.lines();
    let status = lines.next().expect("a status line").to_string();
    let fields = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(n, v)| (n.trim().to_ascii_lowercase(), v.trim().to_string()))
        .collect();
    (status, fields, body.to_string())
}

/// The built site served at `/`: revalidated at every load (`no-cache`), so that after an
/// update no old file is taken beside new ones, and an unchanged file answered 304 Not Modified,
/// so that the browser keeps its copy and the game it compiled from it (docs/web.md, "Loading").
#[test]
fn the_site_is_revalidated_at_every_load_and_an_unchanged_file_answered_304() {
    let dir = tempfile::tempdir().expect("a folder");
    let site = dir.path().join("site");
    std::fs::create_dir(&site).expect("the site's folder");
    std::fs::write(
        site.join("index.html"),
        "<!doctype html><title>Quartet</title>marker",
    )
    .expect("the site's page");
    let server = Server::serving(&dir.path().join("s.sqlite3"), &site);
    let (status, fields, body) = http_get(&server, "/index.html", &[]);
    assert!(status.contains(" 200 "), "{status}");
    assert!(body.contains("marker"), "{body}");
    let field = |name: &str| {
        fields
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.clone())
    };
    assert_eq!(
        field("cache-control").as_deref(),
        Some("no-cache"),
        "{fields:?}"
    );
    let modified = field("last-modified").expect("a Last-Modified date");
    let (again, _, _) = http_get(&server, "/index.html", &[("If-Modified-Since", &modified)]);
    assert!(again.contains(" 304 "), "{again}");
}

/// `quartet server-bench` (a benchmark, run here only for what it reports, never for its
/// figures): a few rooms play on a server it starts, and it checks the database holds every
/// move the server acknowledged.
#[test]
fn server_bench_plays_rooms_and_finds_every_acknowledged_move_stored() {
    let out = Command::new(env!("CARGO_BIN_EXE_quartet"))
        .args([
            "server-bench",
            "--rooms",
            "3",
            "--seconds",
            "2",
            "--warm-up",
            "1",
        ])
        .output()
        .expect("runs");
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{text}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let number_after = |line: &str, word: &str| -> u64 {
        line.split(word)
            .nth(1)
            .and_then(|rest| rest.split_whitespace().next())
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("no number after {word:?} in {line:?}"))
    };
    let all = text.lines().next().expect("the first line");
    let games = number_after(all, "rooms, ");
    assert!(games >= 3, "{all}");
    let moves = number_after(all, "finished, ");
    let steady = text
        .lines()
        .find(|l| l.starts_with("steady, the moves sent from 1.0 s to 2.0 s"))
        .expect("the steady line");
    let steady_moves = number_after(steady, "playing): ");
    assert!(steady_moves > 0 && steady_moves < moves, "{text}");
    let stored = text
        .lines()
        .find(|l| l.starts_with("stored after SIGKILL"))
        .expect("the store's line");
    let count = number_after(stored, "SIGKILL: ");
    assert!(count >= moves && stored.ends_with(", all"), "{text}");
}
