//! `quartet server` as a real process for the tests: a free port on loopback, a database the
//! test names, and its log (shared by `tests/cli/online.rs` and `tests/app/online.rs`).

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;

/// Long enough for any answer on a loaded 2-core machine; a test waits this long only when
/// something is wrong.
pub const WAIT: Duration = Duration::from_secs(20);

/// A server process and its log.
pub struct Server {
    child: Child,
    pub port: u16,
    log: Receiver<String>,
}

impl Server {
    /// A server on a free port.
    pub fn start(db: &Path) -> Server {
        Server::start_at(db, "127.0.0.1:0")
    }

    /// A server at `addr` (again on the port a killed one had).
    pub fn start_at(db: &Path, addr: &str) -> Server {
        Server::start_with(db, addr, &[])
    }

    /// A server at `addr` with more options (`quartet server --help`), and no site.
    pub fn start_with(db: &Path, addr: &str, options: &[&str]) -> Server {
        Server::launch(db, addr, Path::new("no-site-here"), options)
    }

    /// A server on a free port that serves the built site in `site`.
    #[allow(dead_code)]
    pub fn serving(db: &Path, site: &Path) -> Server {
        Server::launch(db, "127.0.0.1:0", site, &[])
    }

    fn launch(db: &Path, addr: &str, site: &Path, options: &[&str]) -> Server {
        let mut child = Command::new(env!("CARGO_BIN_EXE_quartet"))
            .args(["server", "--addr", addr, "--site"])
            .arg(site)
            .args(options)
            .arg("--db")
            .arg(db)
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("quartet server starts");
        let (tx, log) = channel();
        let stderr = child.stderr.take().expect("its log");
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        let port = loop {
            let line = log
                .recv_timeout(WAIT)
                .expect("the server says where it listens");
            if let Some(rest) = line.split("listening on http://127.0.0.1:").nth(1) {
                break rest
                    .split('/')
                    .next()
                    .and_then(|p| p.parse().ok())
                    .expect("a port");
            }
        };
        Server { child, port, log }
    }

    #[allow(dead_code)]
    pub fn url(&self) -> String {
        format!("ws://127.0.0.1:{}/ws", self.port)
    }

    /// The log lines so far.
    #[allow(dead_code)]
    pub fn lines(&self) -> Vec<String> {
        self.log.try_iter().collect()
    }

    /// Whether a log line containing `text` comes within [`WAIT`] (the lines before it are
    /// used up).
    #[allow(dead_code)]
    pub fn logs(&self, text: &str) -> bool {
        let until = std::time::Instant::now() + WAIT;
        while let Some(left) = until.checked_duration_since(std::time::Instant::now()) {
            match self.log.recv_timeout(left) {
                Ok(line) if line.contains(text) => return true,
                Ok(_) => continue,
                Err(_) => return false,
            }
        }
        false
    }

    #[allow(dead_code)]
    pub fn kill(mut self) {
        // SIGKILL: nothing is flushed or closed by the server.
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
