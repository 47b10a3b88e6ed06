//! Board coordinates and their notation: column letter `a`.. (no letter skipped), row `1`..
//! from the bottom, e.g. `j10`.

use super::ParseMoveError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A point (intersection, cell or square), 0-based from the lower-left corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Coord {
    pub col: u8,
    pub row: u8,
}

impl Coord {
    pub const fn new(col: usize, row: usize) -> Coord {
        Coord {
            col: col as u8,
            row: row as u8,
        }
    }

    pub fn col(self) -> usize {
        self.col as usize
    }

    pub fn row(self) -> usize {
        self.row as usize
    }
}

impl fmt::Display for Coord {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", (b'a' + self.col) as char, self.row as u32 + 1)
    }
}

/// Parses `j10` (case-insensitive) on a board `size` points wide and high.
pub fn parse_coord(text: &str, size: usize) -> Result<Coord, ParseMoveError> {
    let text = text.trim();
    let mut chars = text.chars();
    let letter = chars
        .next()
        .ok_or(ParseMoveError::Empty)?
        .to_ascii_lowercase();
    if !letter.is_ascii_lowercase() {
        return Err(ParseMoveError::BadCoord(super::error::quoted(text)));
    }
    let digits = chars.as_str();
    if digits.is_empty() || digits.len() > 3 || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ParseMoveError::BadCoord(super::error::quoted(text)));
    }
    let row: usize = digits
        .parse()
        .map_err(|_| ParseMoveError::BadCoord(super::error::quoted(text)))?;
    let col = (letter as u8 - b'a') as usize;
    if col >= size || row == 0 || row > size {
        return Err(ParseMoveError::OffBoard {
            coord: super::error::quoted(&text.to_ascii_lowercase()),
            size,
        });
    }
    Ok(Coord::new(col, row - 1))
}

/// A rectangle given by its lower-left and upper-right corners (`lo.col < hi.col`,
/// `lo.row < hi.row` for a Rekushu claim).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Rect {
    pub lo: Coord,
    pub hi: Coord,
}

impl Rect {
    /// Whether `p` lies on the rectangle's edges or inside it.
    #[inline]
    pub fn contains(&self, p: Coord) -> bool {
        (self.lo.col..=self.hi.col).contains(&p.col) && (self.lo.row..=self.hi.row).contains(&p.row)
    }

    /// The four corners: lower-left, lower-right, upper-left, upper-right.
    pub fn corners(&self) -> [Coord; 4] {
        [
            self.lo,
            Coord {
                col: self.hi.col,
                row: self.lo.row,
            },
            Coord {
                col: self.lo.col,
                row: self.hi.row,
            },
            self.hi,
        ]
    }

    /// The number of tiles (unit squares) inside.
    pub fn area(&self) -> usize {
        (self.hi.col() - self.lo.col()) * (self.hi.row() - self.lo.row())
    }
}

impl fmt::Display for Rect {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.lo, self.hi)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn notation_round_trips_and_rejects_junk() {
        let c = parse_coord("J10", 20).unwrap();
        assert_eq!(c, Coord::new(9, 9));
        assert_eq!(c.to_string(), "j10");
        assert_eq!(parse_coord("i1", 20).unwrap(), Coord::new(8, 0));
        for bad in [
            "",
            "10",
            "j",
            "j0",
            "j21",
            "u5",
            "j-1",
            "jj",
            "j1x",
            "é3",
            "j99999999999",
        ] {
            assert!(parse_coord(bad, 20).is_err(), "{bad}");
        }
    }
}
