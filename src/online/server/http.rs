//! The server's HTTP side: the built site at `/` (revalidated at every load), the protocol's
//! upgrade at `/ws`, and the hourly sweep of idle rooms.

use super::Config;
use super::hub::Hub;
use super::log::log;
use super::socket::connection;
use axum::Router;
use axum::extract::ws::WebSocketUpgrade;
use axum::extract::{ConnectInfo, State};
use axum::response::{Html, IntoResponse, Response};
use axum::routing::get;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// Frames over this are not read at all: the connection closes. Between the protocol's
/// `MAX_FRAME` and it, a frame is answered `too_large`.
pub(super) const HARD_FRAME_LIMIT: usize = 64 * 1024;

/// How often idle rooms are looked for, and rooms over put away.
pub(super) const SWEEP_EVERY: Duration = Duration::from_secs(3600);

/// Opens the store and serves until Ctrl-C (or the process is killed).
pub fn run(config: Config) -> Result<(), String> {
    let hub = Hub::open(config).map_err(|e| e.to_string())?;
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .map_err(|e| e.to_string())?;
    runtime.block_on(serve(hub)).map_err(|e| e.to_string())?;
    log("stopped");
    Ok(())
}

/// Serves until Ctrl-C (or the process is killed).
pub async fn serve(hub: Arc<Hub>) -> std::io::Result<()> {
    let listener = tokio::net::TcpListener::bind(hub.config.addr).await?;
    let addr = listener.local_addr()?;
    // The line tests and scripts read to learn the port (`--addr 127.0.0.1:0`).
    log(&format!(
        "listening on http://{addr}/ (the protocol at ws://{addr}/ws)"
    ));
    let site = hub.config.site.clone();
    let has_site = site.join("index.html").is_file();
    if !has_site {
        log(&format!(
            "no site in {}: build it with `scripts/web build` (the protocol is served anyway)",
            site.display()
        ));
    }
    let sweeper = hub.clone();
    tokio::spawn(async move {
        let mut every = tokio::time::interval(SWEEP_EVERY);
        every.tick().await;
        loop {
            every.tick().await;
            sweeper.sweep();
        }
    });
    let router = Router::new().route("/ws", get(upgrade));
    let router = if has_site {
        // (The header on the site's files alone, not on the protocol's upgrade.)
        let files = Router::new()
            .fallback_service(tower_http::services::ServeDir::new(site))
            .layer(axum::middleware::map_response(revalidated));
        router.fallback_service(files)
    } else {
        router.fallback(no_site)
    };
    // Small frames answered at once: no Nagle delay.
    let listener = axum::serve::ListenerExt::tap_io(listener, |tcp| {
        let _ = tcp.set_nodelay(true);
    });
    axum::serve(
        listener,
        router
            .with_state(hub)
            .into_make_service_with_connect_info::<SocketAddr>(),
    )
    .with_graceful_shutdown(async {
        let _ = tokio::signal::ctrl_c().await;
    })
    .await
}

/// The site's files are revalidated at every load (`no-cache`): after an update the browser
/// takes the new game, never an old copy of one of its files beside new ones, and an unchanged
/// file is answered 304 (ServeDir's `Last-Modified`), which keeps Chromium's compiled game
/// (docs/web.md, "Loading").
pub(super) async fn revalidated(mut response: Response) -> Response {
    response.headers_mut().insert(
        axum::http::header::CACHE_CONTROL,
        axum::http::HeaderValue::from_static("no-cache"),
    );
    response
}

pub(super) async fn no_site() -> Response {
    Html(
        "<!doctype html><title>Quartet server</title><p>This Quartet server has no site to \
         serve: build it with <code>scripts/web build</code> and start the server from the \
         project's folder (or give <code>--site</code>). Online play is served at \
         <code>/ws</code>.</p>",
    )
    .into_response()
}

pub(super) async fn upgrade(
    ws: WebSocketUpgrade,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    State(hub): State<Arc<Hub>>,
) -> Response {
    // Small buffers: frames are at most a few KB, and a connection's default 128 KiB read
    // buffer (zeroed as it is used) was most of the server's memory and a tenth of its time.
    ws.max_message_size(HARD_FRAME_LIMIT)
        .max_frame_size(HARD_FRAME_LIMIT)
        .read_buffer_size(1024)
        .write_buffer_size(0)
        .on_upgrade(move |socket| connection(socket, peer, hub))
}
