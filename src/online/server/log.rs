//! The server's log: stamped lines on standard error, each batch in one write.

use std::time::{SystemTime, UNIX_EPOCH};

/// Seconds since the Unix epoch.
pub(super) fn now() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() as i64)
}

/// One line on standard error, with the time.
pub fn log(line: &str) {
    write_log(&stamped(line));
}

/// `line` as the log writes it: the time first, and its end of line.
pub(super) fn stamped(line: &str) -> String {
    format!("{} {line}\n", now())
}

/// Writes stamped lines to standard error in one write (stderr is not buffered: `eprintln!`
/// writes each piece of its format apart). A log that cannot be written is not an error.
pub(super) fn write_log(lines: &str) {
    use std::io::Write as _;
    if !lines.is_empty() {
        let _ = std::io::stderr().lock().write_all(lines.as_bytes());
    }
}
