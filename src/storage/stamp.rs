//! Times for names and records: seconds since 1970 (UTC), and that time written out. (The
//! browser has a clock too: `web_time` reads `Date.now()` there.)

/// Now, in seconds since 1970 (UTC); 0 if the clock is before 1970.
pub fn now_unix() -> u64 {
    web_time::SystemTime::now()
        .duration_since(web_time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

/// `secs` since 1970 as a compact UTC stamp for file names: `20261123T091500Z`.
pub fn utc_stamp(secs: u64) -> String {
    let (y, mo, d, h, mi, s) = civil(secs);
    format!("{y:04}{mo:02}{d:02}T{h:02}{mi:02}{s:02}Z")
}

/// `secs` since 1970 as a readable UTC date and time: `2026-11-23 09:15`.
pub fn utc_text(secs: u64) -> String {
    let (y, mo, d, h, mi, _) = civil(secs);
    format!("{y:04}-{mo:02}-{d:02} {h:02}:{mi:02}")
}

/// Year, month, day, hour, minute, second of `secs` since 1970 (UTC), by the proleptic
/// Gregorian calendar (H. Hinnant's days-to-civil).
fn civil(secs: u64) -> (i64, u32, u32, u32, u32, u32) {
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1_460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (
        y,
        m,
        d,
        (rem / 3600) as u32,
        (rem % 3600 / 60) as u32,
        (rem % 60) as u32,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_match_known_dates() {
        assert_eq!(utc_stamp(0), "19700101T000000Z");
        // `date -u -d @951782400`: 2000-02-29 00:00:00, a leap day.
        assert_eq!(utc_stamp(951_782_400), "20000229T000000Z");
        // `date -u -d @1795425315`: 2026-11-23 09:15:15.
        assert_eq!(utc_stamp(1_795_425_315), "20261123T091515Z");
        assert_eq!(utc_text(1_795_425_315), "2026-11-23 09:15");
        // The last second of 2099.
        assert_eq!(utc_stamp(4_102_444_799), "20991231T235959Z");
    }

    #[test]
    fn the_clock_is_after_2020() {
        assert!(now_unix() > 1_577_836_800);
    }
}
