//! Quadrex (Bill Taylor): a connection game whose 2x2 auto-fill cascade forbids crosscuts.
//! Vert (first) joins bottom to top, Horz joins left to right; Horz may swap as move 2.
//!
//! The board is a padded array, and every 2x2 block keeps its four cells as a key, updated as
//! pieces are put, so that the cascade tests a cell's four blocks with four table reads.
//! Connection is tracked by marking, per side, the pieces joined to its starting edge (each
//! piece is marked at most once a game; the border beyond each edge holds that side's colour),
//! so a move needs no union-find
//! (`docs/architecture.md`, "The hot paths"; issue 69: `reference::quadrex` is the code before).

use super::bit_rows::flood;
use super::index_set::IndexSet;
use super::{
    Coord, Game, GameKind, IllegalMove, MoveDiff, Outcome, ParseMoveError, RulesError, Side, Stone,
    below, board_text, parse_coord,
};
use rand::Rng;
use serde::{Deserialize, Serialize};

const MAX_N: usize = 26;
const MAX_W: usize = MAX_N + 2;
const CELLS: usize = MAX_W * MAX_W;
/// The padded row width, the same for every board size so that index arithmetic is by a
/// constant (points beyond the board are border cells).
const W: usize = MAX_W;

const EMPTY: u8 = 0;
const BORDER: u8 = 3;
/// Set in `joined` on a piece joined to its colour's starting edge.
const JOINED: u8 = 4;
/// Set in `joined` on the border beyond each side's far edge, with that side's colour.
const FAR: u8 = 8;

/// What a 2x2 block does, for every content: the block's cells (lower-left, lower-right,
/// upper-left, upper-right) packed two bits each into the index; the entry is 0 when the block
/// does not fire, else `(cell + 1) | colour << 3` for the empty cell it fills and the colour.
/// Built from `fires` below, which states the rule: the pair (lower-left, upper-right) is tried
/// first, then (lower-right, upper-left).
const FIRE: [u8; 256] = fire_table();

/// If the diagonal `pair` holds two pieces of one colour and the other diagonal one piece of
/// the other colour and one empty cell: which cell of the block fills, and with which colour.
const fn fires(block: [u8; 4], pair: (usize, usize), other: (usize, usize)) -> Option<(usize, u8)> {
    let x = block[pair.0];
    if !(x == 1 || x == 2) || block[pair.1] != x {
        return None;
    }
    let (a, b) = (block[other.0], block[other.1]);
    if a == EMPTY && b == 3 - x {
        Some((other.0, x))
    } else if b == EMPTY && a == 3 - x {
        Some((other.1, x))
    } else {
        None
    }
}

const fn fire_table() -> [u8; 256] {
    let mut table = [0u8; 256];
    let mut key = 0;
    while key < 256 {
        let block = [
            (key & 3) as u8,
            (key >> 2 & 3) as u8,
            (key >> 4 & 3) as u8,
            (key >> 6 & 3) as u8,
        ];
        // Lower-left 0, lower-right 1, upper-left 2, upper-right 3.
        let hit = match fires(block, (0, 3), (1, 2)) {
            Some(h) => Some(h),
            None => fires(block, (1, 2), (0, 3)),
        };
        if let Some((cell, colour)) = hit {
            table[key] = (cell as u8 + 1) | colour << 3;
        }
        key += 1;
    }
    table
}

/// The padded index of each cell, and back.
const fn coord_table() -> [Coord; CELLS] {
    let mut table = [Coord { col: 0, row: 0 }; CELLS];
    let mut i = W + 1;
    while i < CELLS {
        if i % W >= 1 && i / W >= 1 {
            table[i] = Coord::new(i % W - 1, i / W - 1);
        }
        i += 1;
    }
    table
}
const COORDS: [Coord; CELLS] = coord_table();
/// Stands for the swap where a move is a board index.
const SWAP: usize = usize::MAX;

/// A Quadrex move: a placement, or Horz's swap of Vert's opening piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum QuadrexMove {
    Place(Coord),
    Swap,
}

/// A Quadrex position.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "QuadrexData", try_from = "QuadrexData")]
pub struct Quadrex {
    n: usize,
    /// `EMPTY`, `1 + side index`, or `BORDER`.
    cells: [u8; CELLS],
    /// Each 2x2 block by its lower-left cell's index: its cells' contents two bits each, the
    /// lower-left in the low bits, then lower-right, upper-left, upper-right ([`FIRE`]'s key).
    blocks: [u8; CELLS],
    /// Each cell's content as in `cells`, with [`JOINED`] set on the pieces joined to their
    /// colour's starting edge (bottom for Vert, left for Horz): one read tells a piece's colour
    /// and whether it is joined. A side is connected once such a piece reaches the far edge.
    joined: [u8; CELLS],
    /// Scratch space for spreading [`JOINED`] (a slot is written before it is known to be
    /// taken, so it holds one more than the cells marked at once).
    stack: [u16; CELLS],
    connected: [bool; 2],
    empties: IndexSet<{ MAX_N * MAX_N }, CELLS>,
    plies: usize,
    to_move: Side,
    winner: Option<Side>,
    allow_swap: bool,
    /// Scratch space for the cascade's queue (every cell is queued at most once per move).
    queue: [u16; MAX_N * MAX_N + 1],
}

impl PartialEq for Quadrex {
    fn eq(&self, other: &Self) -> bool {
        self.n == other.n
            && self.cells == other.cells
            && self.plies == other.plies
            && self.to_move == other.to_move
            && self.winner == other.winner
            && self.allow_swap == other.allow_swap
    }
}

/// Records cascade fills for the checked path; the playout path passes `None`.
type FillLog<'a> = Option<&'a mut Vec<Coord>>;

impl Quadrex {
    pub const SIZES: &'static [usize] = &[
        3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26,
    ];
    pub const DEFAULT_SIZE: usize = 19;

    /// A new game with the swap rule switched on or off.
    pub fn with_swap(size: usize, allow_swap: bool) -> Result<Quadrex, RulesError> {
        let mut g = Quadrex::new(size)?;
        g.allow_swap = allow_swap;
        Ok(g)
    }

    pub fn allow_swap(&self) -> bool {
        self.allow_swap
    }

    #[inline]
    fn idx(&self, c: Coord) -> usize {
        (c.row() + 1) * W + c.col() + 1
    }

    #[inline]
    fn coord(&self, idx: usize) -> Coord {
        COORDS[idx]
    }

    /// Row `row`'s points from left to right as codes: 0 empty, else 1 + the index of the
    /// side whose piece is there (the AI reads a finished playout's board this way).
    pub fn row_codes(&self, row: usize) -> &[u8] {
        let start = self.idx(Coord::new(0, row));
        &self.cells[start..start + self.n]
    }

    /// The piece at `c`, if any.
    pub fn piece(&self, c: Coord) -> Option<Side> {
        match self.cells[self.idx(c)] {
            1 => Some(Side::First),
            2 => Some(Side::Second),
            _ => None,
        }
    }

    /// Number of moves played (a swap counts as one).
    pub fn plies(&self) -> usize {
        self.plies
    }

    /// Marks `start` and every piece of `colour` joined to it as [`JOINED`] to the starting
    /// edge; the side connects if one of them lies beside its [`FAR`] border. Each piece is
    /// marked once per game.
    ///
    /// The border beyond each side's edges holds its colour: marked [`JOINED`] beyond the
    /// starting edge, [`FAR`] beyond the far edge (see [`Quadrex::empty_board`]). So neither
    /// the join nor the search tests where a piece lies.
    #[inline(never)]
    fn spread(&mut self, start: usize, colour: u8) {
        self.joined[start] = colour | JOINED;
        self.stack[0] = start as u16;
        let mut top = 1;
        let mut far = false;
        // Without branches on the neighbours (about half of such tests went the other way
        // than predicted): each is written to the stack and counted only if it is taken.
        while top > 0 {
            top -= 1;
            let p = self.stack[top] as usize;
            for y in [p + 1, p - 1, p + W, p - W] {
                let cell = self.joined[y];
                let take = cell == colour;
                far |= cell == colour | FAR;
                self.joined[y] = cell | (JOINED * u8::from(take));
                self.stack[top] = y as u16;
                top += usize::from(take);
            }
        }
        self.connected[usize::from(colour - 1)] |= far;
    }

    /// Whether `side` joins its two edges.
    pub fn connected(&self, side: Side) -> bool {
        self.connected[side.index()]
    }

    /// A shortest chain of `side`'s pieces joining its two edges (from the starting edge on),
    /// or empty when the side is not connected: the winning chain to light up.
    pub fn chain(&self, side: Side) -> Vec<Coord> {
        if !self.connected(side) {
            return Vec::new();
        }
        let colour = 1 + side.index() as u8;
        let along = |c: Coord| {
            if side == Side::First {
                c.row()
            } else {
                c.col()
            }
        };
        let mut from = vec![usize::MAX; CELLS];
        let mut queue = std::collections::VecDeque::new();
        for r in 0..self.n {
            for c in 0..self.n {
                let at = Coord::new(c, r);
                let i = self.idx(at);
                if along(at) == 0 && self.cells[i] == colour {
                    from[i] = i;
                    queue.push_back(i);
                }
            }
        }
        while let Some(p) = queue.pop_front() {
            if along(COORDS[p]) == self.n - 1 {
                let mut path = vec![COORDS[p]];
                let mut q = p;
                while from[q] != q {
                    q = from[q];
                    path.push(COORDS[q]);
                }
                path.reverse();
                return path;
            }
            for y in [p + 1, p - 1, p + W, p - W] {
                if self.cells[y] == colour && from[y] == usize::MAX {
                    from[y] = p;
                    queue.push_back(y);
                }
            }
        }
        Vec::new()
    }

    /// Sets the cell `idx` to `content` (`EMPTY` or a colour, not yet joined), in the cells, in
    /// `joined` and in the keys of its four blocks: it is the lower-left cell of block `idx`,
    /// the lower-right of `idx - 1`, the upper-left of `idx - W` and the upper-right of
    /// `idx - W - 1`. Returns [`FIRE`]'s entries of the four blocks or-ed: 0 when none of them
    /// fires now.
    #[inline(always)]
    fn set_cell(&mut self, idx: usize, content: u8) -> u8 {
        self.cells[idx] = content;
        self.joined[idx] = content;
        let c = u16::from(content);
        // Blocks `idx - W - 1` and `idx - W` are neighbours in memory, and so are `idx - 1` and
        // `idx`: each pair is read and written as one 16-bit word.
        let mut fires = 0;
        for (b, shifts) in [(idx - W - 1, (6, 12)), (idx - 1, (2, 8))] {
            let pair = &mut self.blocks[b..b + 2];
            let old = u16::from_le_bytes([pair[0], pair[1]]);
            let key = old & !(3 << shifts.0 | 3 << shifts.1) | c << shifts.0 | c << shifts.1;
            pair.copy_from_slice(&key.to_le_bytes());
            fires |= FIRE[usize::from(key & 0xff)] | FIRE[usize::from(key >> 8)];
        }
        fires
    }

    /// Puts a piece of side `s` and joins it to its chains; no cascade, no turn logic.
    /// Returns whether a block around the piece fires now (see [`Quadrex::set_cell`]). Inlined,
    /// so a side known to the caller is a constant; in the cascade, where either colour fills,
    /// nothing branches on it.
    #[inline(always)]
    fn put<const JOIN: bool>(&mut self, idx: usize, s: usize) -> bool {
        self.empties.remove_member(idx);
        self.put_taken::<JOIN>(idx, s)
    }

    /// [`Quadrex::put`] of a cell already taken out of `empties`.
    #[inline(always)]
    fn put_taken<const JOIN: bool>(&mut self, idx: usize, s: usize) -> bool {
        let colour = 1 + s as u8;
        let fires = self.set_cell(idx, colour);
        if !JOIN {
            return fires != 0;
        }
        // Joined to the starting edge if beside a piece that is (the border beyond the
        // starting edge counts as one).
        let lo = idx - W;
        let around = &self.joined[lo..=idx + W];
        let near = [W + 1, W - 1, 2 * W, 0].map(|k| around[k]);
        let joined = near.iter().fold(false, |j, &k| j | (k == colour | JOINED));
        if joined {
            // Usually every piece of its colour beside it is joined already: then only this
            // one is marked, without the search.
            let unmarked = near.iter().fold(false, |u, &k| u | (k == colour));
            self.joined[idx] = colour | JOINED;
            // On the far edge: connected.
            self.connected[s & 1] |= near.iter().fold(false, |f, &k| f | (k == colour | FAR));
            if unmarked {
                self.spread(idx, colour);
            }
        }
        fires != 0
    }

    /// The auto-fill cascade from the cell just placed, in the order `docs/rules.md` fixes.
    ///
    /// Blocks that leave the board are not skipped explicitly: they hold a `BORDER` cell, which
    /// is neither a colour nor empty, so they never fire. Out of line: one move in six fills.
    #[inline(never)]
    fn cascade<const JOIN: bool>(&mut self, start: usize, mut log: FillLog) {
        let (mut head, mut tail) = (0, 1);
        self.queue[0] = start as u16;
        while head < tail {
            let p = self.queue[head] as usize;
            head += 1;
            // The blocks whose lower-left cell is p, p-(1,0), p-(0,1), p-(1,1), in this order,
            // their `FIRE` entries a byte each; those before the last block that fired are
            // masked off, and each fill reads the rest again (it may have changed them).
            let lower_lefts = [p, p - 1, p - W, p - W - 1];
            let mut unseen = u64::MAX;
            loop {
                let fires = lower_lefts.iter().enumerate().fold(0, |f, (k, &b)| {
                    f | u64::from(FIRE[self.blocks[b] as usize]) << (8 * k)
                }) & unseen;
                if fires == 0 {
                    break;
                }
                let k = fires.trailing_zeros() / 8;
                unseen = u64::MAX << (8 * k + 8);
                let fire = (fires >> (8 * k)) as u8;
                let b = lower_lefts[k as usize];
                let empty = b + [0, 1, W, W + 1][(fire & 7) as usize - 1];
                self.put::<JOIN>(empty, usize::from(fire >> 3) - 1);
                if let Some(log) = log.as_deref_mut() {
                    log.push(self.coord(empty));
                }
                self.queue[tail] = empty as u16;
                tail += 1;
            }
        }
    }

    /// How many 2x2 blocks would fire now (0 after every complete move).
    pub fn firing_blocks(&self) -> usize {
        let mut count = 0;
        for r in 0..self.n.saturating_sub(1) {
            for c in 0..self.n - 1 {
                let ll = self.idx(Coord::new(c, r));
                let block = [ll, ll + 1, ll + W, ll + W + 1].map(|i| self.cells[i]);
                if fires(block, (0, 3), (1, 2)).is_some() || fires(block, (1, 2), (0, 3)).is_some()
                {
                    count += 1;
                }
            }
        }
        count
    }

    /// Places for the side to move, runs the cascade, decides the game, passes the turn.
    #[inline]
    fn place_and_advance(&mut self, idx: usize, log: FillLog) {
        if self.to_move == Side::First {
            self.place_for::<0>(idx, log);
        } else {
            self.place_for::<1>(idx, log);
        }
    }

    /// `place_and_advance` for side `S`, a constant.
    #[inline(always)]
    fn place_for<const S: usize>(&mut self, idx: usize, log: FillLog) {
        self.empties.remove_member(idx);
        self.place_taken::<S, true>(idx, log);
    }

    /// [`Quadrex::place_for`] of a cell already taken out of `empties`.
    #[inline(always)]
    fn place_taken<const S: usize, const JOIN: bool>(&mut self, idx: usize, log: FillLog) {
        if self.put_taken::<JOIN>(idx, S) {
            self.cascade::<JOIN>(idx, log);
        }
        self.plies += 1;
        // Both flags in one test: they are nearly always both unset.
        if JOIN && self.connected != [false, false] {
            let s = if self.connected[S] { S } else { 1 - S };
            self.winner = Some(Side::from_index(s));
        }
        self.to_move = Side::from_index(1 - S);
    }

    /// Horz's swap: Vert's opening piece at (c, r) becomes a Horz piece at (r, c).
    fn swap(&mut self) -> (Coord, Coord) {
        let opening = (0..self.n * self.n)
            .map(|i| Coord::new(i % self.n, i / self.n))
            .find(|&c| self.piece(c).is_some())
            .unwrap_or(Coord::new(0, 0));
        let idx = self.idx(opening);
        // Nothing fires: Horz's piece is the only other one, and it comes next.
        self.set_cell(idx, EMPTY);
        self.empties.insert(idx);
        // Only the opening piece was ever joined to anything (and a lone piece connects nothing);
        // `set_cell` cleared its mark.
        self.connected = [false, false];
        let target = Coord::new(opening.row(), opening.col());
        let t = self.idx(target);
        self.put::<true>(t, Side::Second.index());
        self.plies += 1;
        self.to_move = Side::First;
        (opening, target)
    }

    /// The board index of a uniformly random legal move (`SWAP` for the swap).
    #[inline]
    fn random_index<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<usize> {
        if self.winner.is_some() || self.empties.len() == 0 {
            return None;
        }
        let choices = self.empties.len() + usize::from(self.swap_legal());
        let k = below(rng, choices);
        if k == self.empties.len() {
            return Some(SWAP);
        }
        Some(self.empties.get(k))
    }

    /// The padded board's row width, for playout policies that read cells by index: a cell's
    /// neighbours are at `±1` and `±PADDED_WIDTH`, and the board's cell `(c, r)` is
    /// `(r + 1) * PADDED_WIDTH + c + 1`.
    pub const PADDED_WIDTH: usize = W;

    /// What the padded-board cell `idx` holds: 0 empty, 1 + the index of the side whose piece
    /// is there, or 3 beyond the board (see [`Quadrex::PADDED_WIDTH`]). `idx` must be below
    /// `PADDED_WIDTH * PADDED_WIDTH`.
    #[inline]
    pub fn padded_cell(&self, idx: usize) -> u8 {
        self.cells[idx]
    }

    /// The 3x3 padded-board cells centred on the board cell at padded index `idx`, lowest
    /// index first (`[4]` is `idx` itself; see [`Quadrex::padded_cell`]).
    #[inline]
    pub fn padded_cells_around(&self, idx: usize) -> [u8; 9] {
        let cells = &self.cells[idx - W - 1..idx + W + 2];
        [
            cells[0],
            cells[1],
            cells[2],
            cells[W],
            cells[W + 1],
            cells[W + 2],
            cells[2 * W],
            cells[2 * W + 1],
            cells[2 * W + 2],
        ]
    }

    /// Plays the game out for a playout policy: before each move, `choose` sees the position
    /// and the padded index of the cell the previous move of the playout placed (none at the
    /// start and after a swap), with the random generator, and may name a padded index to
    /// place on; a choice that is not an empty cell, or none, gives a uniformly random legal
    /// move drawn as [`Game::random_move`] draws it. Returns the number of moves played.
    ///
    /// Past the swap the board is filled without joining pieces and decided once full
    /// ([`Quadrex::settle_full_board`]): the same winner as where the game ended, in less time,
    /// and the board full (as Hex programs fill it in their playouts) instead of as the game
    /// ended. The draws up to the game's end are those of playing it a move at a time.
    #[inline(always)]
    pub fn playout_with<R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        mut choose: impl FnMut(&Quadrex, usize, &mut R) -> Option<usize>,
    ) -> usize {
        let mut last = None;
        let mut n = 0;
        // Until the swap can no longer be chosen, move by move; then the sides in turn with
        // each side's code apart.
        while self.winner.is_none() && self.plies < 2 {
            let chosen = last
                .and_then(|p| choose(self, p, rng))
                .filter(|&i| self.cells.get(i) == Some(&EMPTY));
            let Some(i) = chosen.or_else(|| self.random_index(rng)) else {
                return n;
            };
            if i == SWAP {
                self.swap();
                last = None;
            } else {
                self.place_and_advance(i, None);
                last = Some(i);
            }
            n += 1;
        }
        if self.winner.is_some() {
            return n;
        }
        if self.to_move == Side::Second && self.chosen_step::<1, R>(rng, &mut last, &mut choose) {
            n += 1;
        }
        while self.chosen_step::<0, R>(rng, &mut last, &mut choose) {
            n += 1;
            if !self.chosen_step::<1, R>(rng, &mut last, &mut choose) {
                break;
            }
            n += 1;
        }
        self.settle_full_board();
        n
    }

    /// One move of [`Quadrex::playout_with`] for side `S`, the side to move, once the swap is
    /// past, without joining: false when the board is full.
    #[inline(always)]
    fn chosen_step<const S: usize, R: Rng + ?Sized>(
        &mut self,
        rng: &mut R,
        last: &mut Option<usize>,
        choose: &mut impl FnMut(&Quadrex, usize, &mut R) -> Option<usize>,
    ) -> bool {
        let chosen = last
            .and_then(|p| choose(self, p, rng))
            .filter(|&i| self.cells.get(i) == Some(&EMPTY));
        let i = match chosen {
            Some(i) => {
                self.empties.remove_member(i);
                i
            }
            None if self.empties.len() == 0 => return false,
            None => self.empties.take(below(rng, self.empties.len())),
        };
        self.place_taken::<S, false>(i, None);
        *last = Some(i);
        true
    }

    /// Decides a board that a playout filled without joining pieces: `docs/rules.md` says a
    /// full board has exactly one side connected, and pieces never change, so that side is the
    /// one that connected first and won. Vert's pieces as bit rows, flooded from the bottom row
    /// until they reach the top or stop growing.
    #[inline(never)]
    fn settle_full_board(&mut self) {
        let n = self.n;
        let mut rows = [0u32; MAX_N];
        // A fixed 32 cells a row, masked to the board: one vector compare a row (a row of the
        // board's own length, as `row_codes` gives it, was slower).
        for (r, row) in rows.iter_mut().enumerate().take(n) {
            let start = (r + 1) * W + 1;
            let cells = &self.cells[start..start + 32];
            *row = cells
                .iter()
                .enumerate()
                .fold(0, |m, (c, &v)| m | u32::from(v == 1) << c)
                & ((1 << n) - 1);
        }
        let vert = flood(&rows[..n], &rows[..1], false, |reach| reach[n - 1] != 0)[n - 1] != 0;
        self.connected = [vert, !vert];
        self.winner = Some(if vert { Side::First } else { Side::Second });
    }

    /// Whether `swap` is legal now (Horz's first move, when the game allows it).
    pub fn swap_legal(&self) -> bool {
        self.allow_swap && self.plies == 1 && self.winner.is_none()
    }

    fn empty_board(n: usize) -> Quadrex {
        let mut g = Quadrex {
            n,
            cells: [BORDER; CELLS],
            blocks: [u8::MAX; CELLS],
            joined: [BORDER; CELLS],
            stack: [0; CELLS],
            connected: [false, false],
            empties: IndexSet::new(),
            plies: 0,
            to_move: Side::First,
            winner: None,
            allow_swap: true,
            queue: [0; MAX_N * MAX_N + 1],
        };
        for r in 0..n {
            for c in 0..n {
                let i = g.idx(Coord::new(c, r));
                g.set_cell(i, EMPTY);
                g.empties.insert(i);
            }
        }
        // Each side's colour beyond its edges: joined below (Vert) and left (Horz), far above
        // and right (see `spread`). The corners stay `BORDER`: no cell of the board is beside
        // one.
        let (vert, horz) = (1, 2);
        for k in 1..=n {
            g.joined[k] = vert | JOINED;
            g.joined[(n + 1) * W + k] = vert | FAR;
            g.joined[k * W] = horz | JOINED;
            g.joined[k * W + n + 1] = horz | FAR;
        }
        g
    }
}

impl Game for Quadrex {
    type Move = QuadrexMove;
    const KIND: GameKind = GameKind::Quadrex;

    fn new(size: usize) -> Result<Self, RulesError> {
        GameKind::Quadrex.check_size(size)?;
        Ok(Quadrex::empty_board(size))
    }

    fn size(&self) -> usize {
        self.n
    }

    fn to_move(&self) -> Option<Side> {
        self.winner.is_none().then_some(self.to_move)
    }

    fn legal_moves(&self, out: &mut Vec<QuadrexMove>) {
        if self.winner.is_some() {
            return;
        }
        for r in 0..self.n {
            for c in 0..self.n {
                let at = Coord::new(c, r);
                if self.cells[self.idx(at)] == EMPTY {
                    out.push(QuadrexMove::Place(at));
                }
            }
        }
        if self.swap_legal() {
            out.push(QuadrexMove::Swap);
        }
    }

    fn check(&self, mv: QuadrexMove) -> Result<(), IllegalMove> {
        if self.winner.is_some() {
            return Err(IllegalMove::GameOver);
        }
        match mv {
            QuadrexMove::Place(at) => {
                if at.col() >= self.n || at.row() >= self.n {
                    Err(IllegalMove::OffBoard(at))
                } else if self.cells[self.idx(at)] != EMPTY {
                    Err(IllegalMove::Occupied(at))
                } else {
                    Ok(())
                }
            }
            QuadrexMove::Swap if self.plies != 1 => Err(IllegalMove::SwapNotNow),
            QuadrexMove::Swap if !self.allow_swap => Err(IllegalMove::SwapOff),
            QuadrexMove::Swap => Ok(()),
        }
    }

    #[inline]
    fn play_unchecked(&mut self, mv: QuadrexMove) {
        match mv {
            QuadrexMove::Place(at) => {
                let i = self.idx(at);
                self.place_and_advance(i, None);
            }
            QuadrexMove::Swap => {
                self.swap();
            }
        }
    }

    fn play(&mut self, mv: QuadrexMove) -> Result<MoveDiff, IllegalMove> {
        self.check(mv)?;
        let mover = self.to_move;
        let mut diff = MoveDiff::default();
        match mv {
            QuadrexMove::Place(at) => {
                let mut fills = Vec::new();
                let i = self.idx(at);
                self.place_and_advance(i, Some(&mut fills));
                diff.placed.push(Stone {
                    at,
                    side: mover,
                    piece: None,
                });
                for at in fills {
                    let side = self.piece(at).unwrap_or(mover);
                    diff.placed.push(Stone {
                        at,
                        side,
                        piece: None,
                    });
                }
            }
            QuadrexMove::Swap => {
                let (from, to) = self.swap();
                diff.removed.push(from);
                diff.placed.push(Stone {
                    at: to,
                    side: mover,
                    piece: None,
                });
            }
        }
        diff.next = self.to_move();
        diff.outcome = self.outcome();
        Ok(diff)
    }

    #[inline]
    fn random_move<R: Rng + ?Sized>(&self, rng: &mut R) -> Option<QuadrexMove> {
        match self.random_index(rng)? {
            SWAP => Some(QuadrexMove::Swap),
            i => Some(QuadrexMove::Place(self.coord(i))),
        }
    }

    /// [`Quadrex::playout_with`] with no choice of its own, each move drawn as
    /// [`Game::random_move`] draws it, going on to the full board to decide it: the game's
    /// winner, and more moves than the game's.
    fn random_playout<R: Rng + ?Sized>(&mut self, rng: &mut R) -> usize {
        self.playout_with(rng, |_, _, _| None)
    }

    fn score(&self) -> Option<[i32; 2]> {
        None
    }

    fn outcome(&self) -> Outcome {
        self.winner.map_or(Outcome::Ongoing, Outcome::Win)
    }

    fn parse_move(&self, text: &str) -> Result<QuadrexMove, ParseMoveError> {
        if text.trim().eq_ignore_ascii_case("swap") {
            return Ok(QuadrexMove::Swap);
        }
        parse_coord(text, self.n).map(QuadrexMove::Place)
    }

    fn format_move(&self, mv: QuadrexMove) -> String {
        match mv {
            QuadrexMove::Place(at) => at.to_string(),
            QuadrexMove::Swap => "swap".to_string(),
        }
    }

    fn diagram(&self) -> String {
        board_text(self.n, |c| piece_char(self.piece(c)))
    }
}

fn piece_char(p: Option<Side>) -> char {
    match p {
        Some(Side::First) => 'v',
        Some(Side::Second) => 'h',
        None => '.',
    }
}

/// The stored form of a Quadrex position: the board as text rows (top row first).
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct QuadrexData {
    pub size: usize,
    pub board: Vec<String>,
    pub to_move: Side,
    pub plies: usize,
    pub allow_swap: bool,
}

impl From<Quadrex> for QuadrexData {
    fn from(g: Quadrex) -> QuadrexData {
        QuadrexData {
            size: g.n,
            board: super::rows_from_diagram(g.n, |c| piece_char(g.piece(c))),
            to_move: g.to_move,
            plies: g.plies,
            allow_swap: g.allow_swap,
        }
    }
}

impl TryFrom<QuadrexData> for Quadrex {
    type Error = RulesError;

    /// Rebuilds a position as given, without running any cascade.
    fn try_from(d: QuadrexData) -> Result<Quadrex, RulesError> {
        let mut g = Quadrex::with_swap(d.size, d.allow_swap)?;
        super::read_rows(d.size, &d.board, |c, ch| {
            let side = match ch.to_ascii_lowercase() {
                'v' => Side::First,
                'h' => Side::Second,
                '.' => return Ok(()),
                _ => return Err(format!("unknown Quadrex cell '{ch}'")),
            };
            let i = g.idx(c);
            g.put::<true>(i, side.index());
            Ok(())
        })?;
        let pieces = g.n * g.n - g.empties.len();
        // A swap is a move that adds no piece; cascades add pieces without moves.
        if d.plies > pieces + 1 || (d.plies == 0) != (pieces == 0) {
            return Err(RulesError::Corrupt(format!(
                "{pieces} pieces after {} moves",
                d.plies
            )));
        }
        if d.plies == 1 && pieces != 1 {
            return Err(RulesError::Corrupt(
                "after the first move only Vert's opening piece stands".into(),
            ));
        }
        if d.plies == 1 && !g.cells.contains(&1) {
            return Err(RulesError::Corrupt(
                "the opening piece is not Vert's".into(),
            ));
        }
        if (d.to_move == Side::First) != d.plies.is_multiple_of(2) {
            return Err(RulesError::Corrupt(format!(
                "{:?} cannot be to move after {} moves",
                d.to_move, d.plies
            )));
        }
        g.plies = d.plies;
        g.to_move = d.to_move;
        let (v, h) = (g.connected(Side::First), g.connected(Side::Second));
        g.winner = match (v, h) {
            (true, true) => {
                return Err(RulesError::Corrupt("both sides are connected".to_string()));
            }
            (true, false) => Some(Side::First),
            (false, true) => Some(Side::Second),
            (false, false) => None,
        };
        Ok(g)
    }
}
