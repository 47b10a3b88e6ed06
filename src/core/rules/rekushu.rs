//! Rekushu (John Herr, 2006): place a stone, then optionally claim an empty rectangle whose four
//! corners are yours. The mirror rule stops a player from repeating a mirror move's type.
//!
//! Stones and claimed tiles are kept as row and column bit masks. A rectangle's edges must be
//! empty, so the nearest stone to the right of and above a lower-left corner fix the only
//! rectangle that corner can start; that makes every claimable rectangle cheap to find, and
//! each side's claimable rectangles are kept in a cache that every placement and claim updates
//! locally (a placement blocks the rectangles around it and can only start new ones at itself;
//! a claim can only unblock rectangles through the corners it removes).
//!
//! Each side's stones are row and column masks, and a point's index is `row * 32 + col`, so
//! that nothing in a playout divides or checks a bound (docs/architecture.md, "The hot paths";
//! issue 69: twice the playouts of `reference::rekushu`, which the tests play beside it).

use super::index_set::IndexSet;
use super::{
    ClaimProblem, Coord, Game, GameKind, IllegalMove, MoveDiff, Outcome, ParseMoveError, Rect,
    RulesError, Side, Stone, below, board_text, parse_coord,
};
use rand::Rng;
use serde::{Deserialize, Serialize};

const MAX_N: usize = 26;
const POINTS: usize = MAX_N * MAX_N;

/// A Rekushu move: a placement and an optional claim.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct RekushuMove {
    pub at: Coord,
    pub claim: Option<Rect>,
}

/// The three mirror types of a placement, relative to the opponent's most recent one.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Mirror {
    /// Same column, row mirrored.
    H,
    /// Same row, column mirrored.
    V,
    /// 180 degree rotation.
    R,
}

impl Mirror {
    pub fn letter(self) -> char {
        match self {
            Mirror::H => 'h',
            Mirror::V => 'v',
            Mirror::R => 'r',
        }
    }

    /// The point of this type for a stone at `of` on a board of size `n`.
    #[inline]
    pub fn point(self, of: Coord, n: usize) -> Coord {
        let (c, r) = (of.col(), of.row());
        match self {
            Mirror::H => Coord::new(c, n - 1 - r),
            Mirror::V => Coord::new(n - 1 - c, r),
            Mirror::R => Coord::new(n - 1 - c, n - 1 - r),
        }
    }

    /// The type of a placement at `at` relative to the opponent's stone at `of`, if any.
    #[inline]
    pub fn of(at: Coord, of: Coord, n: usize) -> Option<Mirror> {
        [Mirror::H, Mirror::V, Mirror::R]
            .into_iter()
            .find(|m| m.point(of, n) == at)
    }
}

/// A Rekushu position.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "RekushuData", try_from = "RekushuData")]
pub struct Rekushu {
    n: usize,
    /// Each side's stones: bit `col` of `own[side][row]`, bit `row` of `own_col[side][col]`.
    /// Rows and columns past the board stay empty.
    own: [[u32; ROWS]; 2],
    own_col: [[u32; ROWS]; 2],
    /// Occupied points: bit `col` of `occ_row[row]`, bit `row` of `occ_col[col]`.
    occ_row: [u32; ROWS],
    occ_col: [u32; ROWS],
    /// Claimed tiles: bit `col` of `claimed_row[row]`; the owner's tiles likewise.
    claimed_row: [u32; ROWS],
    owner_row: [[u32; ROWS]; 2],
    /// Empty points touching an unclaimed tile, by [`index`]: as a set to draw from, and as
    /// row masks beside it.
    placeable: IndexSet<POINTS, SLOTS>,
    placeable_row: [u32; ROWS],
    last_place: [Option<Coord>; 2],
    last_type: [Option<Mirror>; 2],
    /// The index of the point the mirror rule forbids each side now, or [`NOWHERE`]: kept as
    /// the two fields above change.
    forbidden: [u16; 2],
    tiles: [i32; 2],
    /// Each side's claimable rectangles now.
    claims: [Vec<Rect>; 2],
    to_move: Side,
    over: bool,
}

impl PartialEq for Rekushu {
    fn eq(&self, other: &Self) -> bool {
        self.n == other.n
            && self.own == other.own
            && self.owner_row == other.owner_row
            && self.last_place == other.last_place
            && self.last_type == other.last_type
            && self.to_move == other.to_move
            && self.over == other.over
    }
}

/// Row masks hold up to 32 columns and the arrays of rows have 32 entries, so that a row or
/// column under `& 31` needs no bounds check.
const ROWS: usize = 32;
const LAST: usize = ROWS - 1;
/// A point's index is `row * 32 + col`: its row and column are a shift and a mask away.
const SHIFT: usize = 5;
/// A power of two above every index, for the placeable set's positions.
const SLOTS: usize = ROWS << SHIFT;
/// No point: the forbidden index when the mirror rule forbids nothing.
const NOWHERE: u16 = u16::MAX;

#[inline(always)]
fn index(c: Coord) -> usize {
    (c.row() & LAST) << SHIFT | c.col() & LAST
}

#[inline(always)]
fn coord_of(i: usize) -> Coord {
    Coord::new(i & LAST, i >> SHIFT & LAST)
}

/// Bit `i` of a row mask (`i` taken under the mask of 32).
#[inline(always)]
fn bit(i: usize) -> u32 {
    1 << (i & LAST)
}

/// Whether bit `i` of `mask` is set.
#[inline(always)]
fn has(mask: u32, i: usize) -> bool {
    mask >> (i & LAST) & 1 == 1
}

/// Bits `lo..=hi` of a row mask (empty when `lo == hi + 1`); `lo` and `hi` below 32.
#[inline(always)]
fn span(lo: usize, hi: usize) -> u32 {
    (u32::MAX >> (LAST.wrapping_sub(hi) & LAST)) & (u32::MAX << (lo & LAST))
}

/// The lowest set bit above `i` in `mask`.
#[inline(always)]
fn next_above(mask: u32, i: usize) -> Option<usize> {
    let m = mask & (u32::MAX << (i & LAST)) << 1;
    (m != 0).then(|| m.trailing_zeros() as usize)
}

/// The highest set bit below `i` in `mask`.
#[inline(always)]
fn next_below(mask: u32, i: usize) -> Option<usize> {
    let m = mask & !(u32::MAX << (i & LAST));
    (m != 0).then(|| LAST - m.leading_zeros() as usize)
}

/// A placeholder in fixed arrays of rectangles.
const NO_RECT: Rect = Rect {
    lo: Coord { col: 0, row: 0 },
    hi: Coord { col: 0, row: 0 },
};

fn rect(c1: usize, r1: usize, c2: usize, r2: usize) -> Rect {
    Rect {
        lo: Coord::new(c1, r1),
        hi: Coord::new(c2, r2),
    }
}

/// Whether two rectangles share a tile.
#[inline]
fn tiles_overlap(a: &Rect, b: &Rect) -> bool {
    a.lo.col < b.hi.col && b.lo.col < a.hi.col && a.lo.row < b.hi.row && b.lo.row < a.hi.row
}

impl Rekushu {
    pub const SIZES: &'static [usize] = &[6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26];
    pub const DEFAULT_SIZE: usize = 20;

    fn on_board(&self, c: Coord) -> bool {
        c.col() < self.n && c.row() < self.n
    }

    /// The stone at `c`, if any.
    pub fn stone(&self, c: Coord) -> Option<Side> {
        if !self.on_board(c) {
            return None;
        }
        Side::BOTH
            .into_iter()
            .find(|s| has(self.own[s.index()][c.row() & LAST], c.col()))
    }

    /// The owner of tile `t` (the tile whose lower-left corner is point `t`), if claimed.
    pub fn tile_owner(&self, t: Coord) -> Option<Side> {
        if !self.on_board(t) {
            return None;
        }
        Side::BOTH
            .into_iter()
            .find(|s| has(self.owner_row[s.index()][t.row() & LAST], t.col()))
    }

    /// Once a side owns more than half of all tiles, the result cannot change (claimed tiles
    /// stay claimed).
    pub fn decided(&self) -> Option<Side> {
        let all = ((self.n - 1) * (self.n - 1)) as i32;
        Side::BOTH
            .into_iter()
            .find(|s| self.tiles[s.index()] * 2 > all)
    }

    /// The point of the opponent's most recent placement, and the type of `side`'s own last
    /// move: what the mirror rule looks at.
    pub fn mirror_state(&self, side: Side) -> (Option<Coord>, Option<Mirror>) {
        (
            self.last_place[side.other().index()],
            self.last_type[side.index()],
        )
    }

    /// The one point the mirror rule forbids `side` now, if any.
    pub fn forbidden_point(&self, side: Side) -> Option<Coord> {
        let (opp, own) = self.mirror_state(side);
        Some(own?.point(opp?, self.n))
    }

    /// [`Rekushu::forbidden_point`] of each side as an index, from the mirror state.
    fn forbidden_indices(&self) -> [u16; 2] {
        Side::BOTH.map(|s| self.forbidden_point(s).map_or(NOWHERE, |f| index(f) as u16))
    }

    /// Whether `c` is an empty point touching an unclaimed tile.
    pub fn is_placeable(&self, c: Coord) -> bool {
        self.on_board(c) && has(self.placeable_row[c.row() & LAST], c.col())
    }

    /// The points of row `row` that touch an unclaimed tile, empty or not: those beside an
    /// unclaimed tile of the tile row below or of the row itself.
    fn touching_unclaimed(&self, row: usize) -> u32 {
        let tiles = span(0, self.n - 2);
        // Tile row `t`'s unclaimed tiles, none where `exists` is false (no branch).
        let unclaimed = |t: usize, exists: bool| {
            !self.claimed_row[t & LAST] & tiles & u32::from(exists).wrapping_neg()
        };
        let below = unclaimed(row.wrapping_sub(1), row > 0);
        let here = unclaimed(row, row + 1 < self.n);
        below | below << 1 | here | here << 1
    }

    /// Brings row `row`'s placeable points within `cols` up to date.
    fn refresh_placeable(&mut self, row: usize, cols: u32) {
        let now = !self.occ_row[row & LAST] & self.touching_unclaimed(row) & cols;
        let mut changed = (now ^ self.placeable_row[row & LAST]) & cols;
        self.placeable_row[row & LAST] ^= changed;
        while changed != 0 {
            let col = changed.trailing_zeros() as usize;
            changed &= changed - 1;
            let i = (row & LAST) << SHIFT | col;
            if has(now, col) {
                self.placeable.insert(i);
            } else {
                self.placeable.remove_member(i);
            }
        }
    }

    #[inline]
    fn has_placement(&self, side: Side) -> bool {
        match self.placeable.len() {
            0 => false,
            1 => self.placeable.get(0) != usize::from(self.forbidden[side.index()]),
            _ => true,
        }
    }

    #[inline(always)]
    fn toggle_stone(&mut self, s: usize, col: usize, row: usize) {
        self.own[s & 1][row & LAST] ^= bit(col);
        self.own_col[s & 1][col & LAST] ^= bit(row);
        self.occ_row[row & LAST] ^= bit(col);
        self.occ_col[col & LAST] ^= bit(row);
    }

    /// Whether `s` may claim `r` now.
    #[inline]
    fn claimable(&self, s: usize, r: &Rect) -> bool {
        let (c1, r1, c2, r2) = (r.lo.col(), r.lo.row(), r.hi.col(), r.hi.row());
        if c1 >= c2 || r1 >= r2 {
            return false;
        }
        let own = &self.own[s & 1];
        let corners = bit(c1) | bit(c2);
        // `&` rather than `&&`: one branch on all four corners.
        let held = (own[r1 & LAST] & corners == corners) & (own[r2 & LAST] & corners == corners);
        held && self.clear(r)
    }

    /// Whether the rectangle `r` (with `lo` below and left of `hi`) has no stone on its edges
    /// or inside but its corners, and holds no claimed tile: claimable by whoever holds its
    /// four corners.
    #[inline]
    fn clear(&self, r: &Rect) -> bool {
        let (c1, r1, c2, r2) = (r.lo.col(), r.lo.row(), r.hi.col(), r.hi.row());
        let inner = span(c1 + 1, c2 - 1);
        if (self.occ_row[r1 & LAST] | self.occ_row[r2 & LAST]) & inner != 0 {
            return false;
        }
        let full = span(c1, c2);
        let tiles = span(c1, c2 - 1);
        let mut found = self.claimed_row[r1 & LAST] & tiles;
        for row in r1 + 1..r2 {
            found |= self.occ_row[row & LAST] & full | self.claimed_row[row & LAST] & tiles;
        }
        found == 0
    }

    /// Why `s` may not claim `r` after placing at `at`, or `None` when the claim is legal.
    fn claim_problem(&self, s: usize, r: &Rect, at: Coord) -> Option<ClaimProblem> {
        let (c1, r1, c2, r2) = (r.lo.col(), r.lo.row(), r.hi.col(), r.hi.row());
        if c2 >= self.n || r2 >= self.n {
            return Some(ClaimProblem::LeavesBoard(*r));
        }
        if c1 >= c2 || r1 >= r2 {
            return Some(ClaimProblem::NotARectangle(*r));
        }
        let corners = r.corners();
        if r.contains(at) && !corners.contains(&at) {
            return Some(ClaimProblem::StoneOnEdge { rect: *r, at });
        }
        if let Some(c) = corners
            .iter()
            .find(|&&c| c != at && self.stone(c) != Some(Side::BOTH[s & 1]))
        {
            return Some(ClaimProblem::CornerNotYours { rect: *r, at: *c });
        }
        for row in r1..=r2 {
            for col in c1..=c2 {
                let p = Coord::new(col, row);
                if !corners.contains(&p) && self.stone(p).is_some() {
                    return Some(ClaimProblem::StoneInside { rect: *r, at: p });
                }
            }
        }
        for row in r1..r2 {
            for col in c1..c2 {
                if has(self.claimed_row[row & LAST], col) {
                    return Some(ClaimProblem::HoldsClaimedTile {
                        rect: *r,
                        at: Coord::new(col, row),
                    });
                }
            }
        }
        None
    }

    /// The rectangles with `at` as a corner that `s` could claim with a stone on `at`: they
    /// fill the front of `out`, and their number is returned (at most one per corner role).
    #[inline(always)]
    fn corner_rects(&self, s: usize, at: Coord, out: &mut [Rect; 4]) -> usize {
        let (c, r) = (at.col() & LAST, at.row() & LAST);
        let s = s & 1;
        // The nearest stones along `at`'s row and column are two of the corners (so the two
        // edges through `at` are empty), if they are `s`'s; the third is where their column
        // and row meet. Whether each of the four corner roles is held is found without a
        // branch: only one move in five has one, so the one branch on them predicts well.
        let (row, col) = (self.occ_row[r], self.occ_col[c]);
        let (right, up) = (row & (u32::MAX << c) << 1, col & (u32::MAX << r) << 1);
        let (left, down) = (row & !(u32::MAX << c), col & !(u32::MAX << r));
        let (own_row, own_col) = (self.own[s][r], self.own_col[s][c]);
        // The nearest stones' columns and rows (any value where there is none).
        let (h_right, h_left) = (
            right.trailing_zeros() as usize,
            LAST ^ left.leading_zeros() as usize,
        );
        let (v_up, v_down) = (
            up.trailing_zeros() as usize,
            LAST ^ down.leading_zeros() as usize,
        );
        // 1 where that nearest stone exists and is `s`'s.
        let mine = |mask: u32, i: usize, own: u32| u32::from(mask != 0) & own >> (i & LAST);
        let (right_mine, left_mine) = (mine(right, h_right, own_row), mine(left, h_left, own_row));
        let (up_mine, down_mine) = (mine(up, v_up, own_col), mine(down, v_down, own_col));
        let (col_right, col_left) = (
            self.own_col[s][h_right & LAST],
            self.own_col[s][h_left & LAST],
        );
        let corner = |col: u32, v: usize| col >> (v & LAST);
        let held = (right_mine & up_mine & corner(col_right, v_up)
            | (left_mine & up_mine & corner(col_left, v_up)) << 1
            | (right_mine & down_mine & corner(col_right, v_down)) << 2
            | (left_mine & down_mine & corner(col_left, v_down)) << 3)
            & 15;
        if held == 0 {
            return 0;
        }
        let roles = [
            (h_right, v_up),
            (h_left, v_up),
            (h_right, v_down),
            (h_left, v_down),
        ];
        self.clear_roles(at, held, roles, out)
    }

    /// The rectangles of [`Rekushu::corner_rects`] for the corner roles in `held` (bits in the
    /// order of `roles`, each the other two corners' column and row) that are clear. Out of
    /// line: most moves never get here.
    #[inline(never)]
    fn clear_roles(
        &self,
        at: Coord,
        held: u32,
        roles: [(usize, usize); 4],
        out: &mut [Rect; 4],
    ) -> usize {
        let (c, r) = (at.col(), at.row());
        let mut n = 0;
        let mut held = held;
        while held != 0 {
            let (h, v) = roles[held.trailing_zeros() as usize & 3];
            held &= held - 1;
            let candidate = rect(c.min(h), r.min(v), c.max(h), r.max(v));
            if self.clear(&candidate) {
                out[n & 3] = candidate;
                n += 1;
            }
        }
        n
    }

    /// Every rectangle `s` could claim now, found from scratch.
    fn find_claims(&self, s: usize) -> Vec<Rect> {
        let mut out = Vec::new();
        for r in 0..self.n {
            let mut stones = self.own[s & 1][r & LAST];
            while stones != 0 {
                let c = stones.trailing_zeros() as usize;
                stones &= stones - 1;
                let right = next_above(self.occ_row[r & LAST], c);
                let up = next_above(self.occ_col[c & LAST], r);
                if let (Some(c2), Some(r2)) = (right, up) {
                    let rc = rect(c, r, c2, r2);
                    if self.claimable(s, &rc) {
                        out.push(rc);
                    }
                }
            }
        }
        out
    }

    /// The rectangles the side to move could claim after placing at `at` (a legal placement).
    pub fn claims_after(&self, at: Coord) -> Vec<Rect> {
        let s = self.to_move.index();
        let mut out: Vec<Rect> = self.claims[s]
            .iter()
            .filter(|r| !r.contains(at))
            .copied()
            .collect();
        let mut corner = [NO_RECT; 4];
        let n = self.corner_rects(s, at, &mut corner);
        out.extend_from_slice(&corner[..n]);
        out
    }

    /// A uniformly random placeable point other than the one the mirror rule forbids `s`
    /// (the game is not over, so there is one).
    #[inline(always)]
    fn draw_placement<R: Rng + ?Sized>(&self, s: usize, rng: &mut R) -> Coord {
        let forbidden = usize::from(self.forbidden[s & 1]);
        loop {
            let i = self.placeable.pick(rng);
            if i != forbidden {
                return coord_of(i);
            }
        }
    }

    /// A uniformly random legal placement of the side to move (`None` when the game is over).
    #[inline]
    pub fn random_placement<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Coord> {
        (!self.over).then(|| self.draw_placement(self.to_move.index(), rng))
    }

    /// The largest rectangle (by tiles) the side to move could claim after placing at `at`.
    #[inline]
    pub fn largest_claim_after(&self, at: Coord) -> Option<Rect> {
        let s = self.to_move.index();
        let mut corner = [NO_RECT; 4];
        let n = self.corner_rects(s, at, &mut corner);
        self.largest_claim(s, at, &corner[..n])
    }

    /// Plays the legal placement `at` with the largest claim after it (the move
    /// `largest_claim_after` names), finding the rectangles `at` starts once for both (the
    /// informed playouts' move: `play_unchecked` would find them again). Returns the move.
    #[inline]
    pub fn play_largest_claim(&mut self, at: Coord) -> RekushuMove {
        let s = self.to_move.index();
        let mut corner = [NO_RECT; 4];
        let n = self.corner_rects(s, at, &mut corner);
        let claim = self.largest_claim(s, at, &corner[..n]);
        let mv = RekushuMove { at, claim };
        self.complete(s, mv, &corner[..n]);
        mv
    }

    /// The largest of `s`'s rectangles that a stone on `at` leaves claimable and of those it
    /// starts (`corner`, from `corner_rects`); of equals, the last.
    #[inline]
    fn largest_claim(&self, s: usize, at: Coord, corner: &[Rect]) -> Option<Rect> {
        self.claims[s & 1]
            .iter()
            .filter(|r| !r.contains(at))
            .chain(corner)
            .max_by_key(|r| r.area())
            .copied()
    }

    /// Each side's claimable rectangles, as kept up to date move by move.
    pub fn cached_claims(&self, side: Side) -> &[Rect] {
        &self.claims[side.index()]
    }

    /// Each side's claimable rectangles, computed from scratch (for tests of the cache).
    pub fn claims_from_scratch(&self, side: Side) -> Vec<Rect> {
        self.find_claims(side.index())
    }

    /// Puts `s`'s stone on the legal placement `at`, with the mirror bookkeeping; `new_claims`
    /// are the rectangles `at` starts for `s` (from `corner_rects`).
    #[inline(always)]
    fn place(&mut self, s: usize, at: Coord, new_claims: &[Rect]) {
        let s = s & 1;
        let kind = self.last_place[1 - s].and_then(|o| Mirror::of(at, o, self.n));
        self.last_type[s] = kind;
        self.last_place[s] = Some(at);
        // The mirror rule's point for each side: `s`'s is `at` itself (its type's point of the
        // opponent's last stone) until the opponent places again; the opponent's is its own
        // type's point of the new stone.
        self.forbidden[s] = kind.map_or(NOWHERE, |_| index(at) as u16);
        self.forbidden[1 - s] =
            self.last_type[1 - s].map_or(NOWHERE, |m| index(m.point(at, self.n)) as u16);
        let (c, r) = (at.col(), at.row());
        self.toggle_stone(s, c, r);
        self.placeable_row[r & LAST] &= !bit(c);
        self.placeable.remove_member(index(at));
        for side in 0..2 {
            if self.claims[side].iter().any(|q| q.contains(at)) {
                self.claims[side].retain(|q| !q.contains(at));
            }
        }
        self.claims[s].extend_from_slice(new_claims);
    }

    /// Plays `s`'s legal move `mv` whose placement starts the rectangles `new_claims` (from
    /// `corner_rects`): the stone, the claim if any, then the turn passes.
    #[inline(always)]
    fn complete(&mut self, s: usize, mv: RekushuMove, new_claims: &[Rect]) {
        self.place(s, mv.at, new_claims);
        if let Some(r) = mv.claim {
            self.claim(s, r);
        }
        self.advance();
    }

    /// `s` claims the claimable rectangle `r`: its corners leave, its tiles become `s`'s.
    #[inline(never)]
    fn claim(&mut self, s: usize, r: Rect) {
        let s = s & 1;
        let (c1, r1, c2, r2) = (r.lo.col(), r.lo.row(), r.hi.col(), r.hi.row());
        for (col, row) in [(c1, r1), (c2, r1), (c1, r2), (c2, r2)] {
            self.toggle_stone(s, col, row);
        }
        let tiles = span(c1, c2 - 1);
        for row in r1..r2 {
            self.claimed_row[row & LAST] |= tiles;
            self.owner_row[s][row & LAST] |= tiles;
        }
        self.tiles[s] += r.area() as i32;
        let cols = span(c1, c2);
        for row in r1..=r2 {
            self.refresh_placeable(row, cols);
        }
        let corners = r.corners();
        for side in 0..2 {
            if !self.claims[side].is_empty() {
                self.claims[side]
                    .retain(|q| !tiles_overlap(q, &r) && !corners.iter().any(|&c| q.contains(c)));
            }
        }
        // A removed corner can only unblock rectangles that had it on an edge, and only
        // those on its side away from `r` (the others hold `r`'s tiles now).
        for (i, c) in corners.into_iter().enumerate() {
            let mut found = [(NO_RECT, 0); 2];
            let n = self.unblocked_by(c, i & 1 == 0, i < 2, &mut found);
            for &(q, owner) in &found[..n] {
                if !self.claims[owner].contains(&q) {
                    self.claims[owner].push(q);
                }
            }
        }
    }

    /// Claimable rectangles that have the empty point `p` on an edge (not a corner), on the
    /// left of `p` or its right (`leftwards`) and below it or above it (`downwards`): they
    /// fill the front of `out` with their owners, and their number is returned.
    fn unblocked_by(
        &self,
        p: Coord,
        leftwards: bool,
        downwards: bool,
        out: &mut [(Rect, usize); 2],
    ) -> usize {
        let (c, r) = (p.col(), p.row());
        let (row, col) = (self.occ_row[r & LAST], self.occ_col[c & LAST]);
        let mut candidates = [None; 2];
        if let (Some(c1), Some(c2)) = (next_below(row, c), next_above(row, c)) {
            // p on the top edge of a rectangle below it, or on the bottom edge of one above.
            let col1 = self.occ_col[c1 & LAST];
            candidates[0] = match downwards {
                true => next_below(col1, r).map(|r1| rect(c1, r1, c2, r)),
                false => next_above(col1, r).map(|r2| rect(c1, r, c2, r2)),
            };
        }
        if let (Some(r1), Some(r2)) = (next_below(col, r), next_above(col, r)) {
            // p on the right edge of a rectangle on its left, or on the left edge of one on
            // its right.
            let row1 = self.occ_row[r1 & LAST];
            candidates[1] = match leftwards {
                true => next_below(row1, c).map(|c1| rect(c1, r1, c, r2)),
                false => next_above(row1, c).map(|c2| rect(c, r1, c2, r2)),
            };
        }
        let mut n = 0;
        for q in candidates.into_iter().flatten() {
            let (c1, r1) = (q.lo.col(), q.lo.row() & LAST);
            let owner = usize::from(has(self.own[1][r1], c1));
            if has(self.occ_row[r1], c1) && self.claimable(owner, &q) {
                out[n & 1] = (q, owner);
                n += 1;
            }
        }
        n
    }

    /// A random move: a uniform placement, then a uniform choice among "no claim" and the
    /// rectangles claimable after it (drawn only when there is a choice). Also returns how
    /// many rectangles the placement starts; they fill the front of `corner`.
    #[inline]
    fn random_choice<R: Rng + ?Sized>(
        &self,
        rng: &mut R,
        corner: &mut [Rect; 4],
    ) -> Option<(RekushuMove, usize)> {
        if self.over {
            return None;
        }
        let s = self.to_move.index();
        let at = self.draw_placement(s, rng);
        let n_corner = self.corner_rects(s, at, corner);
        let claims = &self.claims[s & 1];
        if claims.is_empty() && n_corner == 0 {
            return Some((RekushuMove { at, claim: None }, 0));
        }
        let kept = || claims.iter().filter(|r| !r.contains(at));
        let n_kept = kept().count();
        let k = below(rng, 1 + n_kept + n_corner);
        let claim = match k {
            0 => None,
            k if k <= n_kept => kept().nth(k - 1).copied(),
            k => Some(corner[(k - 1 - n_kept) & 3]),
        };
        Some((RekushuMove { at, claim }, n_corner))
    }

    /// After a move: pass the turn and end the game if the next side cannot place.
    #[inline]
    fn advance(&mut self) {
        self.to_move = self.to_move.other();
        self.over = !self.has_placement(self.to_move);
    }

    fn empty_board(n: usize) -> Rekushu {
        let mut g = Rekushu {
            n,
            own: [[0; ROWS]; 2],
            own_col: [[0; ROWS]; 2],
            occ_row: [0; ROWS],
            occ_col: [0; ROWS],
            claimed_row: [0; ROWS],
            owner_row: [[0; ROWS]; 2],
            placeable: IndexSet::new(),
            placeable_row: [0; ROWS],
            last_place: [None, None],
            last_type: [None, None],
            forbidden: [NOWHERE; 2],
            tiles: [0, 0],
            claims: [Vec::new(), Vec::new()],
            to_move: Side::First,
            over: false,
        };
        for row in 0..n {
            g.refresh_placeable(row, span(0, n - 1));
        }
        g
    }
}

impl Game for Rekushu {
    type Move = RekushuMove;
    const KIND: GameKind = GameKind::Rekushu;

    fn new(size: usize) -> Result<Self, RulesError> {
        GameKind::Rekushu.check_size(size)?;
        Ok(Rekushu::empty_board(size))
    }

    fn size(&self) -> usize {
        self.n
    }

    fn to_move(&self) -> Option<Side> {
        (!self.over).then_some(self.to_move)
    }

    fn legal_moves(&self, out: &mut Vec<RekushuMove>) {
        if self.over {
            return;
        }
        let forbidden = self.forbidden_point(self.to_move);
        for row in 0..self.n {
            for col in 0..self.n {
                let at = Coord::new(col, row);
                if !self.is_placeable(at) || Some(at) == forbidden {
                    continue;
                }
                out.push(RekushuMove { at, claim: None });
                for r in self.claims_after(at) {
                    out.push(RekushuMove { at, claim: Some(r) });
                }
            }
        }
    }

    fn check(&self, mv: RekushuMove) -> Result<(), IllegalMove> {
        if self.over {
            return Err(IllegalMove::GameOver);
        }
        let at = mv.at;
        if !self.on_board(at) {
            return Err(IllegalMove::OffBoard(at));
        }
        if self.stone(at).is_some() {
            return Err(IllegalMove::Occupied(at));
        }
        if !self.is_placeable(at) {
            return Err(IllegalMove::NoUnclaimedTile(at));
        }
        let side = self.to_move;
        if self.forbidden_point(side) == Some(at) {
            let kind = self.last_type[side.index()].map_or('?', Mirror::letter);
            return Err(IllegalMove::Mirror { at, kind });
        }
        if let Some(r) = mv.claim
            && let Some(why) = self.claim_problem(side.index(), &r, at)
        {
            return Err(IllegalMove::BadClaim(why));
        }
        Ok(())
    }

    #[inline]
    fn play_unchecked(&mut self, mv: RekushuMove) {
        let s = self.to_move.index();
        let mut corner = [NO_RECT; 4];
        let n = self.corner_rects(s, mv.at, &mut corner);
        self.complete(s, mv, &corner[..n]);
    }

    fn play(&mut self, mv: RekushuMove) -> Result<MoveDiff, IllegalMove> {
        self.check(mv)?;
        let side = self.to_move;
        self.play_unchecked(mv);
        Ok(MoveDiff {
            placed: vec![Stone {
                at: mv.at,
                side,
                piece: None,
            }],
            removed: mv.claim.map(|r| r.corners().to_vec()).unwrap_or_default(),
            claimed: mv.claim.map(|r| (side, r)),
            next: self.to_move(),
            outcome: self.outcome(),
            ..MoveDiff::default()
        })
    }

    #[inline]
    fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<RekushuMove> {
        let mut corner = [NO_RECT; 4];
        self.random_choice(rng, &mut corner).map(|(mv, _)| mv)
    }

    fn random_playout<R: Rng + ?Sized>(&mut self, rng: &mut R) -> usize {
        let mut n = 0;
        let mut corner = [NO_RECT; 4];
        while let Some((mv, n_corner)) = self.random_choice(rng, &mut corner) {
            let s = self.to_move.index();
            self.complete(s, mv, &corner[..n_corner]);
            n += 1;
        }
        n
    }

    fn score(&self) -> Option<[i32; 2]> {
        Some(self.tiles)
    }

    fn outcome(&self) -> Outcome {
        if self.over {
            Outcome::from_score(self.tiles)
        } else {
            Outcome::Ongoing
        }
    }

    fn parse_move(&self, text: &str) -> Result<RekushuMove, ParseMoveError> {
        let text = text.trim();
        let bad = || ParseMoveError::BadRekushu(super::error::quoted(text));
        let (place, claim) = match text.split_once('/') {
            Some((p, c)) => (p, Some(c)),
            None => (text, None),
        };
        let at = parse_coord(place, self.n).map_err(|e| match e {
            ParseMoveError::OffBoard { .. } => e,
            _ => bad(),
        })?;
        let claim = match claim {
            None => None,
            Some(c) => {
                let (a, b) = c.split_once('-').ok_or_else(bad)?;
                let (a, b) = (parse_coord(a, self.n)?, parse_coord(b, self.n)?);
                Some(Rect {
                    lo: Coord {
                        col: a.col.min(b.col),
                        row: a.row.min(b.row),
                    },
                    hi: Coord {
                        col: a.col.max(b.col),
                        row: a.row.max(b.row),
                    },
                })
            }
        };
        Ok(RekushuMove { at, claim })
    }

    fn format_move(&self, mv: RekushuMove) -> String {
        match mv.claim {
            Some(r) => format!("{}/{}", mv.at, r),
            None => mv.at.to_string(),
        }
    }

    fn diagram(&self) -> String {
        // Stones on points; a claimed tile shows as its owner's capital at its lower-left point.
        board_text(self.n, |c| match self.stone(c) {
            Some(Side::First) => 'b',
            Some(Side::Second) => 'w',
            None if c.col() < self.n - 1 && c.row() < self.n - 1 => match self.tile_owner(c) {
                Some(Side::First) => 'B',
                Some(Side::Second) => 'W',
                None => '.',
            },
            None => '.',
        })
    }
}

fn side_char(s: Option<Side>) -> char {
    match s {
        Some(Side::First) => 'b',
        Some(Side::Second) => 'w',
        None => '.',
    }
}

/// The stored form of a Rekushu position: stones and claimed tiles as text rows (top row
/// first), and what the mirror rule needs.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct RekushuData {
    pub size: usize,
    pub stones: Vec<String>,
    pub tiles: Vec<String>,
    pub to_move: Side,
    pub last_place: [Option<Coord>; 2],
    pub last_type: [Option<Mirror>; 2],
}

impl From<Rekushu> for RekushuData {
    fn from(g: Rekushu) -> RekushuData {
        RekushuData {
            size: g.n,
            stones: super::rows_from_diagram(g.n, |c| side_char(g.stone(c))),
            tiles: super::rows_from_diagram(g.n - 1, |t| side_char(g.tile_owner(t))),
            to_move: g.to_move,
            last_place: g.last_place,
            last_type: g.last_type,
        }
    }
}

impl TryFrom<RekushuData> for Rekushu {
    type Error = RulesError;

    fn try_from(d: RekushuData) -> Result<Rekushu, RulesError> {
        let mut g = Rekushu::new(d.size)?;
        let side_of = |ch: char| match ch {
            'b' => Ok(Some(0)),
            'w' => Ok(Some(1)),
            '.' => Ok(None),
            _ => Err(format!("unknown Rekushu mark '{ch}'")),
        };
        super::read_rows(g.n - 1, &d.tiles, |t, ch| {
            if let Some(s) = side_of(ch)? {
                g.claimed_row[t.row() & LAST] |= bit(t.col());
                g.owner_row[s][t.row() & LAST] |= bit(t.col());
                g.tiles[s] += 1;
            }
            Ok(())
        })?;
        super::read_rows(g.n, &d.stones, |c, ch| {
            if let Some(s) = side_of(ch)? {
                g.toggle_stone(s, c.col(), c.row());
            }
            Ok(())
        })?;
        for row in 0..g.n {
            g.refresh_placeable(row, span(0, g.n - 1));
        }
        for c in d.last_place.iter().flatten() {
            if c.col() >= g.n || c.row() >= g.n {
                return Err(RulesError::Corrupt(format!(
                    "last placement {c} is off the board"
                )));
            }
        }
        g.last_place = d.last_place;
        g.last_type = d.last_type;
        g.forbidden = g.forbidden_indices();
        g.claims = [g.find_claims(0), g.find_claims(1)];
        g.to_move = d.to_move;
        g.over = !g.has_placement(g.to_move);
        Ok(g)
    }
}
