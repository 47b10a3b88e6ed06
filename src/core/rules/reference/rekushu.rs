//! Rekushu as it was before issue 69 moved its rules to each side's bit masks and indices of
//! a fixed stride: the tests' reference, played beside today's `rules::rekushu::Rekushu` ply
//! by ply, and `quartet bench --reference`'s "before". Kept as it was; a rule fixed in one is
//! fixed in both.
//!
//! Stones and claimed tiles are kept as row and column bit masks. A rectangle's edges must be
//! empty, so the nearest stone to the right of and above a lower-left corner fix the only
//! rectangle that corner can start; that makes every claimable rectangle cheap to find, and
//! each side's claimable rectangles are kept in a cache that every placement and claim updates
//! locally (a placement blocks the rectangles around it and can only start new ones at itself;
//! a claim can only unblock rectangles through the corners it removes).

use crate::rules::index_set::IndexSet;
use crate::rules::rekushu::{Mirror, RekushuData, RekushuMove};
use crate::rules::{
    ClaimProblem, Coord, Game, GameKind, IllegalMove, MoveDiff, Outcome, ParseMoveError, Rect,
    RulesError, Side, Stone, below, board_text, parse_coord,
};
use rand::Rng;
use serde::{Deserialize, Serialize};

const MAX_N: usize = 26;
const POINTS: usize = MAX_N * MAX_N;

/// A Rekushu position.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "RekushuData", try_from = "RekushuData")]
pub struct Rekushu {
    n: usize,
    /// 0 empty, `1 + side index` a stone; index `row * n + col`.
    stones: [u8; POINTS],
    /// Occupied points: bit `col` of `occ_row[row]`, bit `row` of `occ_col[col]`.
    occ_row: [u32; MAX_N],
    occ_col: [u32; MAX_N],
    /// Claimed tiles: bit `col` of `claimed_row[row]`; the owner's tiles likewise.
    claimed_row: [u32; MAX_N],
    owner_row: [[u32; MAX_N]; 2],
    /// Empty points touching an unclaimed tile, and each point's index in that list.
    placeable: IndexSet<POINTS, POINTS>,
    last_place: [Option<Coord>; 2],
    last_type: [Option<Mirror>; 2],
    tiles: [i32; 2],
    /// Each side's claimable rectangles now.
    claims: [Vec<Rect>; 2],
    to_move: Side,
    over: bool,
}

impl PartialEq for Rekushu {
    fn eq(&self, other: &Self) -> bool {
        self.n == other.n
            && self.stones == other.stones
            && self.owner_row == other.owner_row
            && self.last_place == other.last_place
            && self.last_type == other.last_type
            && self.to_move == other.to_move
            && self.over == other.over
    }
}

/// Bits `lo..=hi` of a row mask (empty when `lo > hi`).
#[inline]
fn span(lo: usize, hi: usize) -> u32 {
    if lo > hi {
        0
    } else {
        (u32::MAX >> (31 - hi)) & !((1u32 << lo) - 1)
    }
}

/// The lowest set bit above `i` in `mask`.
#[inline]
fn next_above(mask: u32, i: usize) -> Option<usize> {
    let m = mask & !(u32::MAX >> (31 - i));
    (m != 0).then(|| m.trailing_zeros() as usize)
}

/// The highest set bit below `i` in `mask`.
#[inline]
fn next_below(mask: u32, i: usize) -> Option<usize> {
    let m = mask & ((1u32 << i) - 1);
    (m != 0).then(|| 31 - m.leading_zeros() as usize)
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
fn tiles_overlap(a: &Rect, b: &Rect) -> bool {
    a.lo.col < b.hi.col && b.lo.col < a.hi.col && a.lo.row < b.hi.row && b.lo.row < a.hi.row
}

impl Rekushu {
    pub const SIZES: &'static [usize] = &[6, 8, 10, 12, 14, 16, 18, 20, 22, 24, 26];
    pub const DEFAULT_SIZE: usize = 20;

    #[inline]
    fn i(&self, c: Coord) -> usize {
        c.row() * self.n + c.col()
    }

    /// The stone at `c`, if any.
    pub fn stone(&self, c: Coord) -> Option<Side> {
        match self.stones[self.i(c)] {
            1 => Some(Side::First),
            2 => Some(Side::Second),
            _ => None,
        }
    }

    /// The owner of tile `t` (the tile whose lower-left corner is point `t`), if claimed.
    pub fn tile_owner(&self, t: Coord) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|s| self.owner_row[s.index()][t.row()] >> t.col() & 1 == 1)
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

    /// Whether `c` is an empty point touching an unclaimed tile.
    pub fn is_placeable(&self, c: Coord) -> bool {
        self.placeable.contains(self.i(c))
    }

    fn touches_unclaimed(&self, c: Coord) -> bool {
        let (col, row) = (c.col(), c.row());
        let t = self.n - 1;
        [
            (col.wrapping_sub(1), row.wrapping_sub(1)),
            (col, row.wrapping_sub(1)),
            (col.wrapping_sub(1), row),
            (col, row),
        ]
        .into_iter()
        .any(|(tc, tr)| tc < t && tr < t && self.claimed_row[tr] >> tc & 1 == 0)
    }

    fn has_placement(&self, side: Side) -> bool {
        match self.placeable.len() {
            0 => false,
            1 => self
                .forbidden_point(side)
                .is_none_or(|f| self.placeable.get(0) != self.i(f)),
            _ => true,
        }
    }

    fn set_stone(&mut self, c: Coord, s: Option<usize>) {
        let i = self.i(c);
        self.stones[i] = s.map_or(0, |s| 1 + s as u8);
        if s.is_some() {
            self.occ_row[c.row()] |= 1 << c.col();
            self.occ_col[c.col()] |= 1 << c.row();
        } else {
            self.occ_row[c.row()] &= !(1 << c.col());
            self.occ_col[c.col()] &= !(1 << c.row());
        }
    }

    /// Whether `s` may claim `r` now.
    #[inline]
    fn claimable(&self, s: usize, r: &Rect) -> bool {
        let (c1, r1, c2, r2) = (r.lo.col(), r.lo.row(), r.hi.col(), r.hi.row());
        if c1 >= c2 || r1 >= r2 {
            return false;
        }
        let own = 1 + s as u8;
        let mine = |col: usize, row: usize| self.stones[row * self.n + col] == own;
        mine(c1, r1) && mine(c2, r1) && mine(c1, r2) && mine(c2, r2) && self.clear(r)
    }

    /// Whether the rectangle `r` (with `lo` below and left of `hi`) has no stone on its edges
    /// or inside but its corners, and holds no claimed tile: claimable by whoever holds its
    /// four corners.
    #[inline]
    fn clear(&self, r: &Rect) -> bool {
        let (c1, r1, c2, r2) = (r.lo.col(), r.lo.row(), r.hi.col(), r.hi.row());
        let inner = span(c1 + 1, c2 - 1);
        if self.occ_row[r1] & inner != 0 || self.occ_row[r2] & inner != 0 {
            return false;
        }
        let full = span(c1, c2);
        if (r1 + 1..r2).any(|row| self.occ_row[row] & full != 0) {
            return false;
        }
        let tiles = span(c1, c2 - 1);
        (r1..r2).all(|row| self.claimed_row[row] & tiles == 0)
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
            .find(|&&c| c != at && self.stones[self.i(c)] != 1 + s as u8)
        {
            return Some(ClaimProblem::CornerNotYours { rect: *r, at: *c });
        }
        for row in r1..=r2 {
            for col in c1..=c2 {
                let p = Coord::new(col, row);
                if !corners.contains(&p) && self.stones[self.i(p)] != 0 {
                    return Some(ClaimProblem::StoneInside { rect: *r, at: p });
                }
            }
        }
        for row in r1..r2 {
            for col in c1..c2 {
                if self.claimed_row[row] >> col & 1 == 1 {
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
    #[inline]
    fn corner_rects(&self, s: usize, at: Coord, out: &mut [Rect; 4]) -> usize {
        let (c, r) = (at.col(), at.row());
        let (row, col) = (self.occ_row[r], self.occ_col[c]);
        let own = 1 + s as u8;
        let mine = |col: usize, row: usize| self.stones[row * self.n + col] == own;
        // The nearest stones along `at`'s row and column are two of the corners (so the two
        // edges through `at` are empty), if they are `s`'s; the third is where their column
        // and row meet.
        let right = next_above(row, c).filter(|&h| mine(h, r));
        let left = next_below(row, c).filter(|&h| mine(h, r));
        let up = next_above(col, r).filter(|&v| mine(c, v));
        let down = next_below(col, r).filter(|&v| mine(c, v));
        if (right.is_none() && left.is_none()) || (up.is_none() && down.is_none()) {
            return 0;
        }
        let mut n = 0;
        for (h, v) in [(right, up), (left, up), (right, down), (left, down)] {
            let (Some(h), Some(v)) = (h, v) else {
                continue;
            };
            if !mine(h, v) {
                continue;
            }
            let candidate = rect(c.min(h), r.min(v), c.max(h), r.max(v));
            if self.clear(&candidate) {
                out[n] = candidate;
                n += 1;
            }
        }
        n
    }

    /// Every rectangle `s` could claim now, found from scratch.
    fn find_claims(&self, s: usize) -> Vec<Rect> {
        let mut out = Vec::new();
        for r in 0..self.n {
            for c in 0..self.n {
                let at = Coord::new(c, r);
                if self.stones[self.i(at)] != 1 + s as u8 {
                    continue;
                }
                let right = next_above(self.occ_row[r], c);
                let up = next_above(self.occ_col[c], r);
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

    /// A uniformly random legal placement of the side to move (`None` when the game is over).
    #[inline]
    pub fn random_placement<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<Coord> {
        if self.over {
            return None;
        }
        let forbidden = self.forbidden_point(self.to_move).map(|f| self.i(f));
        loop {
            let i = self.placeable.pick(rng);
            if Some(i) != forbidden {
                return Some(Coord::new(i % self.n, i / self.n));
            }
        }
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
        self.claims[s]
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
    #[inline]
    fn place(&mut self, s: usize, at: Coord, new_claims: &[Rect]) {
        self.last_type[s] = self.last_place[1 - s].and_then(|o| Mirror::of(at, o, self.n));
        self.last_place[s] = Some(at);
        self.set_stone(at, Some(s));
        let i = self.i(at);
        self.placeable.remove(i);
        for side in 0..2 {
            if self.claims[side].iter().any(|r| r.contains(at)) {
                self.claims[side].retain(|r| !r.contains(at));
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
    fn claim(&mut self, s: usize, r: Rect) {
        let corners = r.corners();
        for c in corners {
            self.set_stone(c, None);
        }
        for row in r.lo.row()..r.hi.row() {
            let tiles = span(r.lo.col(), r.hi.col() - 1);
            self.claimed_row[row] |= tiles;
            self.owner_row[s][row] |= tiles;
        }
        self.tiles[s] += r.area() as i32;
        for row in r.lo.row()..=r.hi.row() {
            for col in r.lo.col()..=r.hi.col() {
                let p = Coord::new(col, row);
                let i = self.i(p);
                if self.stones[i] == 0 && self.touches_unclaimed(p) {
                    self.placeable.insert(i);
                } else {
                    self.placeable.remove(i);
                }
            }
        }
        for side in 0..2 {
            self.claims[side]
                .retain(|q| !tiles_overlap(q, &r) && !corners.iter().any(|&c| q.contains(c)));
        }
        // A removed corner can only unblock rectangles that had it on an edge.
        for c in corners {
            let mut found = [NO_RECT; 4];
            let n = self.unblocked_by(c, &mut found);
            for q in &found[..n] {
                let owner = self.stones[self.i(q.lo)] as usize - 1;
                if !self.claims[owner].contains(q) {
                    self.claims[owner].push(*q);
                }
            }
        }
    }

    /// Claimable rectangles that have the empty point `p` on an edge (not a corner): they fill
    /// the front of `out`, and their number is returned.
    fn unblocked_by(&self, p: Coord, out: &mut [Rect; 4]) -> usize {
        let (c, r) = (p.col(), p.row());
        let (row, col) = (self.occ_row[r], self.occ_col[c]);
        let mut candidates = [None; 4];
        if let (Some(c1), Some(c2)) = (next_below(row, c), next_above(row, c)) {
            // p on the bottom edge, then on the top edge.
            candidates[0] = next_above(self.occ_col[c1], r).map(|r2| rect(c1, r, c2, r2));
            candidates[1] = next_below(self.occ_col[c1], r).map(|r1| rect(c1, r1, c2, r));
        }
        if let (Some(r1), Some(r2)) = (next_below(col, r), next_above(col, r)) {
            // p on the left edge, then on the right edge.
            candidates[2] = next_above(self.occ_row[r1], c).map(|c2| rect(c, r1, c2, r2));
            candidates[3] = next_below(self.occ_row[r1], c).map(|c1| rect(c1, r1, c, r2));
        }
        let mut n = 0;
        for q in candidates.into_iter().flatten() {
            let owner = self.stones[self.i(q.lo)];
            if owner != 0 && self.claimable(owner as usize - 1, &q) {
                out[n] = q;
                n += 1;
            }
        }
        n
    }

    /// A random move: a uniform placement, then a uniform choice among "no claim" and the
    /// rectangles claimable after it. Also returns how many rectangles the placement starts;
    /// they fill the front of `corner`.
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
        let forbidden = self.forbidden_point(self.to_move).map(|f| self.i(f));
        let at = loop {
            let i = self.placeable.pick(rng);
            if Some(i) != forbidden {
                break Coord::new(i % self.n, i / self.n);
            }
        };
        let n_corner = self.corner_rects(s, at, corner);
        let kept = || self.claims[s].iter().filter(|r| !r.contains(at));
        let n_kept = kept().count();
        let k = below(rng, 1 + n_kept + n_corner);
        let claim = match k {
            0 => None,
            k if k <= n_kept => kept().nth(k - 1).copied(),
            k => Some(corner[k - 1 - n_kept]),
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
            stones: [0; POINTS],
            occ_row: [0; MAX_N],
            occ_col: [0; MAX_N],
            claimed_row: [0; MAX_N],
            owner_row: [[0; MAX_N]; 2],
            placeable: IndexSet::new(),
            last_place: [None, None],
            last_type: [None, None],
            tiles: [0, 0],
            claims: [Vec::new(), Vec::new()],
            to_move: Side::First,
            over: false,
        };
        for i in 0..n * n {
            g.placeable.insert(i);
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
        for i in 0..self.n * self.n {
            let at = Coord::new(i % self.n, i / self.n);
            if !self.placeable.contains(i) || Some(at) == forbidden {
                continue;
            }
            out.push(RekushuMove { at, claim: None });
            for r in self.claims_after(at) {
                out.push(RekushuMove { at, claim: Some(r) });
            }
        }
    }

    fn check(&self, mv: RekushuMove) -> Result<(), IllegalMove> {
        if self.over {
            return Err(IllegalMove::GameOver);
        }
        let at = mv.at;
        if at.col() >= self.n || at.row() >= self.n {
            return Err(IllegalMove::OffBoard(at));
        }
        if self.stones[self.i(at)] != 0 {
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
        let bad = || ParseMoveError::BadRekushu(crate::rules::error::quoted(text));
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

impl From<Rekushu> for RekushuData {
    fn from(g: Rekushu) -> RekushuData {
        RekushuData {
            size: g.n,
            stones: crate::rules::rows_from_diagram(g.n, |c| side_char(g.stone(c))),
            tiles: crate::rules::rows_from_diagram(g.n - 1, |t| side_char(g.tile_owner(t))),
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
        crate::rules::read_rows(g.n - 1, &d.tiles, |t, ch| {
            if let Some(s) = side_of(ch)? {
                g.claimed_row[t.row()] |= 1 << t.col();
                g.owner_row[s][t.row()] |= 1 << t.col();
                g.tiles[s] += 1;
            }
            Ok(())
        })?;
        crate::rules::read_rows(g.n, &d.stones, |c, ch| {
            if let Some(s) = side_of(ch)? {
                g.set_stone(c, Some(s));
            }
            Ok(())
        })?;
        for i in 0..g.n * g.n {
            let p = Coord::new(i % g.n, i / g.n);
            if g.stones[i] != 0 || !g.touches_unclaimed(p) {
                g.placeable.remove(i);
            }
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
        g.claims = [g.find_claims(0), g.find_claims(1)];
        g.to_move = d.to_move;
        g.over = !g.has_placement(g.to_move);
        Ok(g)
    }
}
