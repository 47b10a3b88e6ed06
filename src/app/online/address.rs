//! Where the server is and how a friend gets to a room: the server's WebSocket address from
//! what a player typed, the invite link for a room, and a room read back from a code or a
//! pasted link (`docs/online-protocol.md`, "Transport": the site and `/ws` share a port, so a
//! link is `http://HOST:PORT/?join=CODE`).

use quartet_online::protocol::read_code;

/// The server a desktop game uses when the player names none: one on this machine.
pub const LOCAL_SERVER: &str = "127.0.0.1:7878";

/// The WebSocket address of the server `typed` names: `HOST:PORT`, `http(s)://HOST:PORT/...`
/// or `ws(s)://HOST:PORT/ws`; empty for [`LOCAL_SERVER`]. Why not, in words.
pub fn server_url(typed: &str) -> Result<String, String> {
    let typed = typed.trim();
    let typed = if typed.is_empty() {
        LOCAL_SERVER
    } else {
        typed
    };
    let (scheme, rest) = match typed.split_once("://") {
        Some((s, rest)) => match s.to_ascii_lowercase().as_str() {
            "ws" | "http" => ("ws", rest),
            "wss" | "https" => ("wss", rest),
            other => return Err(format!("\"{other}://\" is not a server's address")),
        },
        None => ("ws", typed),
    };
    let host = rest.split(['/', '?', '#']).next().unwrap_or_default();
    let fits = !host.is_empty()
        && host
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || ".-:[]".contains(c));
    if !fits {
        return Err(format!("\"{typed}\" is not a server's address (HOST:PORT)"));
    }
    Ok(format!("{scheme}://{host}/ws"))
}

/// The page that opens `room` on the server at `server` (a `ws(s)://HOST/ws` address).
pub fn invite_link(server: &str, room: &str) -> String {
    let (scheme, rest) = match server.split_once("://") {
        Some(("wss", rest)) => ("https", rest),
        Some((_, rest)) => ("http", rest),
        None => ("http", server),
    };
    let host = rest.split('/').next().unwrap_or_default();
    format!("{scheme}://{host}/?join={room}")
}

/// A room a player typed or pasted: a code, or an invite link (which also names its server,
/// as a WebSocket address). `None` if it is neither.
pub fn read_invite(text: &str) -> Option<(Option<String>, String)> {
    let text = text.trim();
    if let Some(code) = read_code(text) {
        return Some((None, code));
    }
    let (_, query) = text.split_once('?')?;
    let code = query
        .split(['&', '#'])
        .find_map(|pair| pair.strip_prefix("join="))
        .and_then(read_code)?;
    let server = server_url(text).ok();
    Some((server, code))
}

/// The server of the page the game runs in (the site and `/ws` share a port).
#[cfg(target_arch = "wasm32")]
pub fn page_server() -> Option<String> {
    let location = web_sys::window()?.location();
    let (protocol, host) = (location.protocol().ok()?, location.host().ok()?);
    let scheme = if protocol == "https:" { "wss" } else { "ws" };
    Some(format!("{scheme}://{host}/ws"))
}

/// The page's link to `room`: this page's address with `?join=CODE`.
#[cfg(target_arch = "wasm32")]
pub fn page_link(room: &str) -> Option<String> {
    let location = web_sys::window()?.location();
    let (origin, path) = (location.origin().ok()?, location.pathname().ok()?);
    Some(format!("{origin}{path}?join={room}"))
}

/// The room the page's address asks to join (`?join=CODE`).
#[cfg(target_arch = "wasm32")]
pub fn page_join() -> Option<String> {
    let search = web_sys::window()?.location().search().ok()?;
    search
        .trim_start_matches('?')
        .split('&')
        .find_map(|pair| pair.strip_prefix("join="))
        .and_then(read_code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_typed_server_becomes_its_websocket_address() {
        let cases = [
            ("", "ws://127.0.0.1:7878/ws"),
            ("example.org:7878", "ws://example.org:7878/ws"),
            (
                "http://example.org:7878/?join=ABC234",
                "ws://example.org:7878/ws",
            ),
            ("https://play.example.org/", "wss://play.example.org/ws"),
            ("ws://[::1]:7878/ws", "ws://[::1]:7878/ws"),
            (" WSS://h ", "wss://h/ws"),
        ];
        for (typed, url) in cases {
            assert_eq!(server_url(typed).as_deref(), Ok(url), "{typed}");
        }
        for bad in ["ftp://h", "two words", "http://", "h$st:1"] {
            assert!(server_url(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn an_invite_link_reads_back_as_its_room_and_server() {
        let link = invite_link("ws://example.org:7878/ws", "ABC234");
        assert_eq!(link, "http://example.org:7878/?join=ABC234");
        assert_eq!(
            read_invite(&link),
            Some((Some("ws://example.org:7878/ws".into()), "ABC234".into()))
        );
        assert_eq!(
            invite_link("wss://play.example.org/ws", "HJKMNP"),
            "https://play.example.org/?join=HJKMNP"
        );
        // A code as read aloud; a link with other parameters; not a room at all.
        assert_eq!(read_invite(" abc 234"), Some((None, "ABC234".into())));
        assert_eq!(
            read_invite("https://h/?x=1&join=abc234#top").map(|r| r.1),
            Some("ABC234".into())
        );
        for bad in ["", "hello", "http://h/?join=ABC12", "ABC1234"] {
            assert_eq!(read_invite(bad), None, "{bad}");
        }
    }
}
