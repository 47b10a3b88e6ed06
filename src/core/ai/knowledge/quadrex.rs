//! Quadrex knowledge: informed playouts answer a cut at a link. The fill cascade makes two
//! diagonal pieces of one colour as good as joined, so a side's pieces hang together through
//! any of the cells beside both of them; when the opponent takes one of those cells and only
//! one is left empty, the playout takes it (as Hex programs save a bridge). The same for a
//! piece one row from its own edge.

use crate::ai::solve::{KeyWriter, Solvable};
use crate::ai::{Knowledge, point_index};
use crate::rules::bit_rows::{self, ROWS};
use crate::rules::quadrex::{Quadrex, QuadrexMove};
use crate::rules::reference::quadrex::Quadrex as ReferenceQuadrex;
use crate::rules::{Game, Outcome, Side};
use rand::Rng;

/// The knowledge, for today's Quadrex and for the reference's (`rules::reference`, so that
/// `quartet match` can set an AI on the rules before issue 69 against one on today's): the
/// same code on both, through [`Board`].
macro_rules! quadrex_knowledge {
    ($quadrex:ty) => {
        impl Knowledge for $quadrex {
            /// RAVE at every level, level 10 included once it has no exploration bonus (with one, RAVE
            /// misled the longest searches): `docs/ai.md`, "RAVE".
            const RAVE: bool = true;
            /// With RAVE, no exploration bonus: the tree grows deeper, and more playouts play better
            /// again (`docs/ai.md`, "RAVE").
            const RAVE_EXPLORATION_SCALE: f64 = 0.0;

            fn playout<R: Rng + ?Sized>(&mut self, rng: &mut R, informed: bool) -> Outcome {
                if informed {
                    self.playout_with(rng, save_the_link);
                } else {
                    self.random_playout(rng);
                }
                self.outcome()
            }

            /// Swap gives Vert's opening piece to Horz at the transposed cell and Vert the move: the
            /// board transposed with the colours exchanged is the position before it, with Horz to
            /// move, roles exchanged.
            fn pie_move(&self) -> Option<QuadrexMove> {
                self.swap_legal().then_some(QuadrexMove::Swap)
            }

            fn amaf_point(&self, mv: QuadrexMove) -> Option<usize> {
                match mv {
                    QuadrexMove::Place(at) => Some(point_index(at, self.size())),
                    QuadrexMove::Swap => None,
                }
            }

            fn point_owner(&self, at: crate::rules::Coord) -> Option<Side> {
                self.piece(at)
            }

            fn owner_row(&self, row: usize) -> Option<impl Iterator<Item = u8> + '_> {
                Some(self.row_codes(row).iter().copied())
            }
        }

        impl Solvable for $quadrex {
            fn write_key(&self, key: &mut KeyWriter) {
                for row in 0..self.size() {
                    key.put_all(self.row_codes(row), 2);
                }
                key.put(self.to_move().map_or(0, Side::index) as u8, 1);
                key.put(u8::from(self.swap_legal()), 1);
            }

            /// The game's result where the board already settles it ([`settled`]).
            fn bounds(&self, side: Side) -> (i32, i32) {
                match settled(self, side) {
                    Some(v) => (v, v),
                    None => (-1, 1),
                }
            }

            /// Cells on either side's shortest chains first (`docs/ai.md`, "The exact solver").
            fn order_scores(&self, moves: &[QuadrexMove], scores: &mut Vec<i32>) {
                let n = self.size();
                let through = Side::BOTH.map(|s| through_distances(self, s));
                scores.clear();
                scores.extend(moves.iter().map(|mv| {
                    let QuadrexMove::Place(at) = mv else {
                        return 0;
                    };
                    let i = at.row() * n + at.col();
                    let [x, y] = through.map(|t| i32::from(t.0[i]) - i32::from(t.1));
                    -(x.min(y) * 64 + x.max(y))
                }));
            }

            fn move_slot(&self, mv: QuadrexMove) -> usize {
                match mv {
                    QuadrexMove::Place(at) => point_index(at, self.size()),
                    QuadrexMove::Swap => self.size() * self.size(),
                }
            }
        }
    };
}

quadrex_knowledge!(Quadrex);
quadrex_knowledge!(ReferenceQuadrex);

/// What the knowledge reads of a position, from today's Quadrex or the reference's.
trait Board: Game<Move = QuadrexMove> {
    fn row_codes(&self, row: usize) -> &[u8];
    fn padded_cell(&self, idx: usize) -> u8;
    fn padded_cells_around(&self, idx: usize) -> [u8; 9];
    fn swap_legal(&self) -> bool;
}

/// Each method the type's own (inlined: the playout's policy reads cells at every move).
macro_rules! board {
    ($quadrex:ty) => {
        impl Board for $quadrex {
            #[inline]
            fn row_codes(&self, row: usize) -> &[u8] {
                <$quadrex>::row_codes(self, row)
            }
            #[inline]
            fn padded_cell(&self, idx: usize) -> u8 {
                <$quadrex>::padded_cell(self, idx)
            }
            #[inline]
            fn padded_cells_around(&self, idx: usize) -> [u8; 9] {
                <$quadrex>::padded_cells_around(self, idx)
            }
            #[inline]
            fn swap_legal(&self) -> bool {
                <$quadrex>::swap_legal(self)
            }
        }
    };
}

board!(Quadrex);
board!(ReferenceQuadrex);

/// The padded board's row width, signed for offsets.
const W: isize = Quadrex::PADDED_WIDTH as isize;

/// The eight cells around a cell, as (column, row) offsets.
const AROUND: [(isize, isize); 8] = [
    (-1, -1),
    (0, -1),
    (1, -1),
    (-1, 0),
    (1, 0),
    (-1, 1),
    (0, 1),
    (1, 1),
];

/// Two cells around a cell that are two apart (so not joined by themselves), as a bit mask
/// over [`AROUND`], and the other cells beside both of them (one or two, besides the cell in
/// the middle).
#[derive(Clone, Copy)]
struct LinkShape {
    pair: u8,
    others: [(isize, isize); 2],
    n_others: usize,
}

/// Every [`LinkShape`] around a cell: the pairs two apart that have another cell beside both
/// (pairs across a corner, with only the middle cell between them, are left out).
const LINKS: ([LinkShape; 28], usize) = link_shapes();

/// The padded-index offset of each cell of [`AROUND`].
const AROUND_OFFSET: [isize; 8] = {
    let mut out = [0; 8];
    let mut k = 0;
    while k < 8 {
        out[k] = padded_offset(AROUND[k]);
        k += 1;
    }
    out
};

/// Each bit mask over [`AROUND`] as base-3 digits (bit k as 3 to the k): the index into
/// [`RING_SAVES`] of the cells around is `TERNARY[mine] + 2 * TERNARY[empty]`.
const TERNARY: [u16; 256] = {
    let mut out = [0u16; 256];
    let mut mask = 0;
    while mask < 256 {
        let (mut k, mut power) = (0, 1);
        while k < 8 {
            if mask >> k & 1 == 1 {
                out[mask] += power;
            }
            power *= 3;
            k += 1;
        }
        mask += 1;
    }
    out
};

/// The side links: two corners of one side of the cell, whose other cells are the middle of
/// that side (an index into [`AROUND`]) and the cell two beyond the centre (a padded offset),
/// in [`LINKS`]' order. Every other link's cells lie around the cell.
const SIDE_LINKS: [(usize, isize); 4] = {
    let mut out = [(0, 0); 4];
    let (mut s, mut n) = (0, 0);
    while s < LINKS.1 {
        if let Some(parts) = side_parts(&LINKS.0[s]) {
            out[n] = parts;
            n += 1;
        }
        s += 1;
    }
    assert!(n == 4, "four side links");
    out
};

/// A side link's middle (an index into [`AROUND`]) and far cell (a padded offset); `None` for
/// a link whose cells all lie around the cell.
const fn side_parts(shape: &LinkShape) -> Option<(usize, isize)> {
    if shape.n_others < 2 {
        return None;
    }
    let [a, b] = shape.others;
    if chebyshev(a, (0, 0)) == 2 {
        Some((around_index(b), padded_offset(a)))
    } else if chebyshev(b, (0, 0)) == 2 {
        Some((around_index(a), padded_offset(b)))
    } else {
        None
    }
}

/// A cell's offset `(dx, dy)` from another as a difference of padded indices.
const fn padded_offset(cell: (isize, isize)) -> isize {
    cell.0 + cell.1 * W
}

const fn around_index(cell: (isize, isize)) -> usize {
    let mut k = 0;
    while AROUND[k].0 != cell.0 || AROUND[k].1 != cell.1 {
        k += 1;
    }
    k
}

/// What the eight cells around the opponent's last piece say, for each of their states
/// (indexed as [`TERNARY`] says): bits 0-3 how many saves the links among them give, bits 4-7
/// which [`SIDE_LINKS`] need their far cell read (both corners the mover's, the middle not),
/// and from bit 8, three bits a save, the saves (indices into [`AROUND`], in [`LINKS`]' order).
/// One lookup for what was a loop over the links (its branch went either way).
static RING_SAVES: [u32; 6561] = {
    let mut out = [0u32; 6561];
    let mut state = 0;
    while state < 6561 {
        // Each cell's digit: 0 neither the mover's nor empty, 1 the mover's, 2 empty.
        let mut digit = [0u8; 8];
        let (mut k, mut rest) = (0, state);
        while k < 8 {
            digit[k] = (rest % 3) as u8;
            rest /= 3;
            k += 1;
        }
        let (mut entry, mut count, mut side) = (0u32, 0u32, 0);
        let mut s = 0;
        while s < LINKS.1 {
            let shape = LINKS.0[s];
            let (a, b) = (
                shape.pair.trailing_zeros() as usize,
                7 - shape.pair.leading_zeros() as usize,
            );
            let paired = digit[a] == 1 && digit[b] == 1;
            if let Some((mid, _)) = side_parts(&shape) {
                if paired && digit[mid] != 1 {
                    entry |= 1 << (4 + side);
                }
                side += 1;
            } else if paired {
                // The others around the cell: none the mover's and exactly one empty.
                let (mut mover, mut empties, mut save) = (false, 0, 0);
                let mut k = 0;
                while k < shape.n_others {
                    let i = around_index(shape.others[k]);
                    mover |= digit[i] == 1;
                    if digit[i] == 2 {
                        empties += 1;
                        save = i;
                    }
                    k += 1;
                }
                if !mover && empties == 1 {
                    assert!(count < 8, "at most eight saves among the cells around");
                    entry |= (save as u32) << (8 + 3 * count);
                    count += 1;
                }
            }
            s += 1;
        }
        out[state] = entry | count;
        state += 1;
    }
    out
};

const fn link_shapes() -> ([LinkShape; 28], usize) {
    let none = LinkShape {
        pair: 0,
        others: [(0, 0); 2],
        n_others: 0,
    };
    let mut out = [none; 28];
    let mut len = 0;
    let mut i = 0;
    while i < 8 {
        let mut j = i + 1;
        while j < 8 {
            let (a, b) = (AROUND[i], AROUND[j]);
            if chebyshev(a, b) == 2 {
                let mut shape = LinkShape {
                    pair: (1 << i) | (1 << j),
                    ..none
                };
                let mut k = 0;
                while k < 25 {
                    let c = (k % 5 - 2, k / 5 - 2);
                    if (c.0 != 0 || c.1 != 0) && chebyshev(a, c) == 1 && chebyshev(b, c) == 1 {
                        shape.others[shape.n_others] = c;
                        shape.n_others += 1;
                    }
                    k += 1;
                }
                if shape.n_others > 0 {
                    out[len] = shape;
                    len += 1;
                }
            }
            j += 1;
        }
        i += 1;
    }
    (out, len)
}

const fn chebyshev(a: (isize, isize), b: (isize, isize)) -> isize {
    let dx = (a.0 - b.0).abs();
    let dy = (a.1 - b.1).abs();
    if dx > dy { dx } else { dy }
}

/// The playout's answer to the opponent's piece at padded index `last`, for the side to move:
/// one of [`link_saves`] at random; `None` when nothing needs saving.
fn save_the_link<G: Board, R: Rng + ?Sized>(g: &G, last: usize, rng: &mut R) -> Option<usize> {
    let saves = link_saves(g, last);
    let count = saves.len();
    (count > 0).then(|| saves.get(crate::ai::below(rng, count)))
}

/// The cells that save a link, as [`link_saves`] finds them: those among the cells around
/// `last` as [`RING_SAVES`] gives them, then the others (side links' and the edge's).
struct Saves {
    /// The cells around's [`RING_SAVES`] entry.
    around: u32,
    last: usize,
    /// Padded indices: at most four side links' and three edge pieces', and the edge's last
    /// write, which is not counted when it saves nothing.
    others: [u16; 8],
    n_others: usize,
}

impl Saves {
    #[inline]
    fn len(&self) -> usize {
        (self.around & 15) as usize + self.n_others
    }

    /// The padded index of save `k` (below [`Saves::len`]).
    #[inline]
    fn get(&self, k: usize) -> usize {
        let near = (self.around & 15) as usize;
        if k < near {
            let i = (self.around >> (8 + 3 * k) & 7) as usize;
            self.last.wrapping_add_signed(AROUND_OFFSET[i])
        } else {
            usize::from(self.others[k - near])
        }
    }
}

/// The cells that save a link for the side to move, after the opponent's piece at padded
/// index `last`: a cell that keeps two of its pieces around `last` linked, or a piece one row
/// from its edge linked to that edge, when `last` took one of their last two empty common
/// cells (a cell twice if it saves twice): the links whose cells all lie around `last` (in
/// [`LINKS`]' order), the side links, then the edge's pieces from left (or below) to right (or
/// above).
#[inline]
fn link_saves<G: Board>(g: &G, last: usize) -> Saves {
    let mut saves = Saves {
        around: 0,
        last,
        others: [0; 8],
        n_others: 0,
    };
    let Some(side) = g.to_move() else {
        return saves;
    };
    let me = 1 + side.index() as u8;
    let p = last as isize;
    // The 3x3 cells around `last`, read once (one bounds check, not eight), in `AROUND`'s
    // order without the centre.
    let near = g.padded_cells_around(last);
    let ring = [
        near[0], near[1], near[2], near[3], near[5], near[6], near[7], near[8],
    ];
    let (mine, empty) = (bytes_equal(ring, me), bytes_equal(ring, 0));
    saves.around =
        RING_SAVES[usize::from(TERNARY[usize::from(mine)] + 2 * TERNARY[usize::from(empty)])];
    // A side link's far cell (seldom: both corners the mover's and the middle not). Its corners
    // are on the board, so the far cell is in the padded board.
    let mut sides = saves.around >> 4 & 15;
    while sides != 0 {
        let (mid, far) = SIDE_LINKS[sides.trailing_zeros() as usize];
        sides &= sides - 1;
        let x = g.padded_cell((p + far) as usize);
        let mid_empty = empty >> mid & 1 == 1;
        if x != me && mid_empty != (x == 0) {
            let at = if mid_empty {
                p + AROUND_OFFSET[mid]
            } else {
                p + far
            };
            saves.others[saves.n_others] = at as u16;
            saves.n_others += 1;
        }
    }
    // The mover's own edges: Vert's the bottom and top rows, Horz's the left and right
    // columns. A piece one row in from an edge reaches it through the (up to) three edge cells
    // beside it; `last` on that edge may have left it one. `last` is on such an edge when the
    // cell past it is off the board (3; see `Quadrex::padded_cell`): the cell below or above
    // it for Vert, left or right of it for Horz.
    let (before, after) = if side == Side::First {
        (near[1], near[7])
    } else {
        (near[3], near[5])
    };
    const BEYOND: u8 = 3;
    if before == BEYOND || after == BEYOND {
        // Only one of them is beyond (the board has at least three rows).
        let inward = if before == BEYOND { 1 } else { -1 };
        // (column, row) offsets written for Vert's rows, turned for Horz's columns, as padded
        // offsets from `last`.
        let at = |(a, b): (isize, isize)| {
            if side == Side::First {
                a + b * W
            } else {
                b + a * W
            }
        };
        // Read anywhere in the padded board: an edge cell two along may lie past it, and is
        // only counted when the piece beside it is the mover's (so on the board).
        let read = |d: isize| g.padded_cell((p + d).clamp(0, W * W - 1) as usize);
        // Without branches (they went either way): the save is written, and counted only
        // when it is one.
        for (step, along) in [(-1, [-2, -1]), (0, [-1, 1]), (1, [1, 2])] {
            // The piece one row in, and the edge cells beside it but `last`.
            let piece = read(at((step, inward)));
            let [a, b] = along.map(|s| at((s, 0)));
            let [x, y] = [read(a), read(b)];
            let save = (piece == me) & (x != me) & (y != me) & ((x == 0) != (y == 0));
            saves.others[saves.n_others] = (p + if x == 0 { a } else { b }) as u16;
            saves.n_others += usize::from(save);
        }
    }
    saves
}

/// Bit `k` set where `bytes[k] == value`: the eight comparisons in one 64-bit word.
#[inline]
fn bytes_equal(bytes: [u8; 8], value: u8) -> u8 {
    const LOW7: u64 = 0x7f7f_7f7f_7f7f_7f7f;
    let x = u64::from_le_bytes(bytes) ^ (u64::from(value) * 0x0101_0101_0101_0101);
    // The top bit of each byte of `x` that is zero (carries cannot cross bytes: each byte's
    // sum is at most 0xfe).
    let zero = !(((x & LOW7) + LOW7) | x | LOW7);
    // Those top bits gathered into the highest byte, byte k's as bit k.
    ((zero >> 7).wrapping_mul(0x0102_0408_1020_4080) >> 56) as u8
}

/// The board as bit masks, a row each (at most [`ROWS`] rows of as many cells), as
/// [`bit_rows::flood`] reads them: each side's pieces, the empty cells, and the cells of a row.
struct Masks {
    n: usize,
    pieces: [[u32; ROWS]; 2],
    empty: [u32; ROWS],
    row: u32,
}

impl Masks {
    fn of<G: Board>(g: &G) -> Masks {
        let n = g.size();
        let mut m = Masks {
            n,
            pieces: [[0; ROWS]; 2],
            empty: [0; ROWS],
            row: (1 << n) - 1,
        };
        for r in 0..n {
            for (c, &code) in g.row_codes(r).iter().enumerate() {
                match code {
                    0 => m.empty[r] |= 1 << c,
                    1 | 2 => m.pieces[usize::from(code - 1)][r] |= 1 << c,
                    _ => {}
                }
            }
        }
        m
    }

    /// The cells of `side`'s starting edge (`far`: its other edge), row by row.
    fn edge(&self, side: Side, far: bool) -> [u32; ROWS] {
        let mut e = [0u32; ROWS];
        match side {
            Side::First => e[if far { self.n - 1 } else { 0 }] = self.row,
            Side::Second => {
                let bit = if far { 1 << (self.n - 1) } else { 1 };
                e[..self.n].fill(bit);
            }
        }
        e
    }

    /// The cells of `within` joined to `seeds & within`, orthogonally or, with `diagonal`,
    /// also diagonally ([`bit_rows::flood`]).
    fn flood(&self, seeds: &[u32; ROWS], within: &[u32; ROWS], diagonal: bool) -> [u32; ROWS] {
        bit_rows::flood(&within[..self.n], &seeds[..self.n], diagonal, |_| false)
    }

    /// Every cell beside (in eight directions) a cell of `set`, or in it.
    fn around(&self, set: &[u32; ROWS]) -> [u32; ROWS] {
        let mut out = [0u32; ROWS];
        for r in 0..self.n {
            let mut x = set[r];
            if r > 0 {
                x |= set[r - 1];
            }
            if r + 1 < self.n {
                x |= set[r + 1];
            }
            out[r] = (x | x << 1 | x >> 1) & self.row;
        }
        out
    }

    fn meets(&self, a: &[u32; ROWS], b: &[u32; ROWS]) -> bool {
        (0..self.n).any(|r| a[r] & b[r] != 0)
    }

    /// Whether `side`'s pieces join its edges in eight directions: such a chain is as good as
    /// joined (see [`settled`]).
    fn chain8(&self, side: Side) -> bool {
        let own = &self.pieces[side.index()];
        let reach = self.flood(&self.edge(side, false), own, true);
        self.meets(&reach, &self.edge(side, true))
    }

    /// Whether one more piece of `side` would make such a chain.
    fn chain8_in_one(&self, side: Side) -> bool {
        let own = &self.pieces[side.index()];
        let start = self.flood(&self.edge(side, false), own, true);
        let far = self.flood(&self.edge(side, true), own, true);
        let (near_start, near_far) = (self.around(&start), self.around(&far));
        let (start_edge, far_edge) = (self.edge(side, false), self.edge(side, true));
        (0..self.n).any(|r| {
            self.empty[r] & (near_start[r] | start_edge[r]) & (near_far[r] | far_edge[r]) != 0
        })
    }

    /// Whether `side` could still join its edges with every empty cell its own.
    fn could_connect(&self, side: Side) -> bool {
        let own = &self.pieces[side.index()];
        let mut open = [0u32; ROWS];
        for r in 0..self.n {
            open[r] = own[r] | self.empty[r];
        }
        let reach = self.flood(&self.edge(side, false), &open, false);
        self.meets(&reach, &self.edge(side, true))
    }
}

/// The result for `side`, to move, where the board settles it already (`docs/ai.md`, "The
/// exact solver"). The cascade forbids crosscuts (`docs/rules.md`), so two diagonal pieces of
/// one colour end joined: whoever fills either cell between them, the other fills with their
/// colour. A chain of pieces joined in eight directions from edge to edge therefore wins,
/// since the other side's orthogonal chain would have to cross it; so does a move that makes
/// one. A side that could not connect even with every empty cell has lost, a full board
/// having a winner. Not while the swap is still possible: it changes the opening piece.
fn settled<G: Board>(g: &G, side: Side) -> Option<i32> {
    if g.swap_legal() {
        return None;
    }
    let m = Masks::of(g);
    let other = side.other();
    if m.chain8(side) || m.chain8_in_one(side) || !m.could_connect(other) {
        Some(1)
    } else if m.chain8(other) || !m.could_connect(side) {
        Some(-1)
    } else {
        None
    }
}

/// The 0-1 search's queue of cells: a cell reached at no cost goes first, at a cost last. A
/// fixed ring (should it ever overflow, only the move order would suffer).
struct Deque01 {
    ring: [u16; Self::RING],
    head: usize,
    tail: usize,
}

impl Default for Deque01 {
    fn default() -> Self {
        Deque01 {
            ring: [0; Self::RING],
            head: 0,
            tail: 0,
        }
    }
}

impl Deque01 {
    const RING: usize = 4096;

    fn push(&mut self, cell: usize, cost: u8) {
        if cost == 0 {
            self.head = (self.head + Self::RING - 1) % Self::RING;
            self.ring[self.head] = cell as u16;
        } else {
            self.ring[self.tail] = cell as u16;
            self.tail = (self.tail + 1) % Self::RING;
        }
    }

    fn pop(&mut self) -> Option<usize> {
        (self.head != self.tail).then(|| {
            let cell = usize::from(self.ring[self.head]);
            self.head = (self.head + 1) % Self::RING;
            cell
        })
    }
}

/// For each cell, how many empty cells `side` needs at least for a chain joined in eight
/// directions from edge to edge through that cell (pieces of the other side block), and the
/// least of them all: cells on a side's shortest chains are where the game is decided.
fn through_distances<G: Board>(g: &G, side: Side) -> ([u8; 676], u8) {
    let n = g.size();
    let own = 1 + side.index() as u8;
    let mut cost = [u8::MAX; 676];
    for r in 0..n {
        for (c, &code) in g.row_codes(r).iter().enumerate() {
            cost[r * n + c] = match code {
                0 => 1,
                x if x == own => 0,
                _ => u8::MAX,
            };
        }
    }
    let on_edge = |i: usize, far: bool| {
        let (c, r) = (i % n, i / n);
        let line = if side == Side::First { r } else { c };
        line == if far { n - 1 } else { 0 }
    };
    let from = [false, true].map(|far| {
        // 0-1 breadth-first search: a cell's distance is the empty cells on the way, its own too.
        let mut dist = [u8::MAX; 676];
        let mut queue = Deque01::default();
        for i in 0..n * n {
            if on_edge(i, far) && cost[i] != u8::MAX {
                dist[i] = cost[i];
                queue.push(i, cost[i]);
            }
        }
        while let Some(i) = queue.pop() {
            let (c, r) = ((i % n) as isize, (i / n) as isize);
            for (dc, dr) in AROUND {
                let (x, y) = (c + dc, r + dr);
                if x < 0 || y < 0 || x >= n as isize || y >= n as isize {
                    continue;
                }
                let j = y as usize * n + x as usize;
                if cost[j] == u8::MAX {
                    continue;
                }
                let d = dist[i].saturating_add(cost[j]);
                if d < dist[j] {
                    dist[j] = d;
                    queue.push(j, cost[j]);
                }
            }
        }
        dist
    });
    let mut through = [u8::MAX; 676];
    let mut least = u8::MAX;
    for i in 0..n * n {
        if cost[i] != u8::MAX && from[0][i] != u8::MAX && from[1][i] != u8::MAX {
            through[i] = (from[0][i] + from[1][i]).saturating_sub(cost[i]);
            least = least.min(through[i]);
        }
    }
    (through, least)
}

/// Whether `mv` lengthens the opponent's shortest chain (8-connected, empty cells counted): a
/// cut, as the puzzles name it.
pub fn cuts(g: &Quadrex, mv: QuadrexMove) -> bool {
    let Some(side) = g.to_move() else {
        return false;
    };
    let mut after = g.clone();
    after.play_unchecked(mv);
    let before = through_distances(g, side.other()).1;
    after.to_move().is_some() && through_distances(&after, side.other()).1 > before
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::FastRng;
    use crate::rules::Coord;

    /// For each set of cells around a cell (a bit mask over [`AROUND`]): which [`LINKS`] have
    /// both their cells in it, as a bit mask over `LINKS`.
    const LINKS_AMONG: [u16; 256] = links_among();

    const fn links_among() -> [u16; 256] {
        let mut out = [0u16; 256];
        let mut mask = 0;
        while mask < 256 {
            let mut s = 0;
            while s < LINKS.1 {
                if mask as u8 & LINKS.0[s].pair == LINKS.0[s].pair {
                    out[mask] |= 1 << s;
                }
                s += 1;
            }
            mask += 1;
        }
        out
    }

    #[test]
    fn bytes_equal_sets_the_bits_of_the_equal_bytes() {
        let one_by_one = |bytes: [u8; 8], value: u8| {
            (0..8).fold(0u8, |bits, k| bits | u8::from(bytes[k] == value) << k)
        };
        // Every board of cell values (empty, the two sides, beyond the board) ...
        for board in 0..1u32 << 16 {
            let bytes: [u8; 8] = std::array::from_fn(|k| (board >> (2 * k) & 3) as u8);
            for value in 0..4 {
                assert_eq!(
                    bytes_equal(bytes, value),
                    one_by_one(bytes, value),
                    "{bytes:?}"
                );
            }
        }
        // ... and any bytes.
        let mut rng = FastRng::new(1);
        for _ in 0..10_000 {
            let bytes: [u8; 8] = std::array::from_fn(|_| crate::ai::below(&mut rng, 256) as u8);
            let value = bytes[crate::ai::below(&mut rng, 8)];
            assert_eq!(
                bytes_equal(bytes, value),
                one_by_one(bytes, value),
                "{bytes:?}"
            );
            assert_eq!(
                bytes_equal(bytes, !value),
                one_by_one(bytes, !value),
                "{bytes:?}"
            );
        }
    }

    /// The padded index of a point such as `d4`.
    fn at(g: &Quadrex, text: &str) -> usize {
        match g.parse_move(text).expect("a point") {
            QuadrexMove::Place(c) => (c.row() + 1) * Quadrex::PADDED_WIDTH + c.col() + 1,
            QuadrexMove::Swap => unreachable!("a point"),
        }
    }

    /// The position after `moves` (alternating from Vert), and the save for the side to move
    /// after the last of them; every draw of the generator gives the same set of saves.
    fn saves_after(moves: &[&str]) -> Vec<String> {
        let mut g = Quadrex::new(9).expect("a size");
        for m in moves {
            let mv = g.parse_move(m).expect("a move");
            g.play(mv).expect("a legal move");
        }
        let last = at(&g, moves.last().expect("a move"));
        let mut found: Vec<String> = (0..64)
            .filter_map(|seed| save_the_link(&g, last, &mut FastRng::new(seed)))
            .map(|i| {
                let c = Coord::new(i % Quadrex::PADDED_WIDTH - 1, i / Quadrex::PADDED_WIDTH - 1);
                g.format_move(QuadrexMove::Place(c))
            })
            .collect();
        found.sort();
        found.dedup();
        found
    }

    #[test]
    fn a_cut_into_a_knight_s_move_link_is_answered_on_the_other_side() {
        // Vert c3 and e4 hang together through d3 and d4; Horz takes d3.
        assert_eq!(saves_after(&["c3", "h8", "e4", "d3"]), ["d4"]);
        // For Horz the same, turned: Horz c3 and d5 through c4 and d4; Vert takes d4.
        assert_eq!(saves_after(&["a9", "c3", "b9", "d5", "d4"]), ["c4"]);
    }

    #[test]
    fn a_straight_gap_is_saved_only_when_one_way_is_left() {
        // Vert c3 and e3: Horz in d3 leaves d2 and d4, nothing to save yet.
        assert_eq!(saves_after(&["c3", "h8", "e3", "d3"]), Vec::<String>::new());
        // With d4 already Horz's, d3 leaves only d2.
        assert_eq!(saves_after(&["c3", "d4", "e3", "d3"]), ["d2"]);
        // A link the mover already holds needs nothing: d4 is Vert's.
        assert_eq!(
            saves_after(&["c3", "h8", "e3", "h7", "d4", "d3"]),
            Vec::<String>::new()
        );
    }

    #[test]
    fn a_piece_one_row_from_its_edge_keeps_its_last_way_to_it() {
        // Vert f2 reaches the bottom through e1, f1, g1: Horz has e1, then takes f1.
        assert_eq!(saves_after(&["f2", "e1", "a9", "f1"]), ["g1"]);
        // Horz b6 reaches the left edge through a5, a6, a7: Vert has a5, then takes a6.
        assert_eq!(saves_after(&["a5", "b6", "a6"]), ["a7"]);
        // The bottom is Vert's edge, not Horz's: Vert taking d1 and e1 under Horz's e2 leaves
        // Horz nothing to save.
        assert_eq!(saves_after(&["d1", "e2", "e1"]), Vec::<String>::new());
    }

    /// `link_saves` as it was written before issue 69 made it a table: each link's and each
    /// edge piece's common cells looked at one by one.
    fn link_saves_one_by_one(g: &Quadrex, last: usize) -> Vec<usize> {
        let Some(side) = g.to_move() else {
            return Vec::new();
        };
        let me = 1 + side.index() as u8;
        let p = last as isize;
        let cell = |dx: isize, dy: isize| g.padded_cell((p + dx + dy * W) as usize);
        // The 3x3 cells around `last`, read once (one bounds check, not eight), in `AROUND`'s
        // order without the centre.
        let near = g.padded_cells_around(last);
        let mine = bytes_equal(
            [
                near[0], near[1], near[2], near[3], near[5], near[6], near[7], near[8],
            ],
            me,
        );
        let mut saves = Vec::new();
        // The last empty cell of `others` (offsets from `last`), if none of them is the mover's.
        let last_empty = |others: &[(isize, isize)]| {
            let mut empty = None;
            for &(dx, dy) in others {
                match cell(dx, dy) {
                    c if c == me => return None,
                    0 if empty.is_none() => empty = Some((p + dx + dy * W) as usize),
                    0 => return None,
                    _ => {}
                }
            }
            empty
        };
        let mut shapes = LINKS_AMONG[usize::from(mine)];
        while shapes != 0 {
            let shape = &LINKS.0[shapes.trailing_zeros() as usize];
            shapes &= shapes - 1;
            if let Some(save) = last_empty(&shape.others[..shape.n_others]) {
                saves.push(save);
            }
        }
        // The mover's own edges: Vert's the bottom and top rows, Horz's the left and right
        // columns. A piece one row in from an edge reaches it through the (up to) three edge cells
        // beside it; `last` on that edge may have left it one. `last` is on such an edge when the
        // cell past it is off the board (3; see `Quadrex::padded_cell`): the cell below or above
        // it for Vert, left or right of it for Horz.
        let (before, after) = if side == Side::First {
            (near[1], near[7])
        } else {
            (near[3], near[5])
        };
        const BEYOND: u8 = 3;
        if before == BEYOND || after == BEYOND {
            // (column, row) offsets written for Vert's rows, turned for Horz's columns.
            let flip = |(a, b): (isize, isize)| if side == Side::First { (a, b) } else { (b, a) };
            for (beyond, inward) in [(before, 1), (after, -1)] {
                if beyond != BEYOND {
                    continue;
                }
                for step in -1..=1 {
                    // The piece one row in, and the edge cells beside it but `last`, from `last`.
                    let (dx, dy) = flip((step, inward));
                    if cell(dx, dy) != me {
                        continue;
                    }
                    let mut edge_cells = [(0, 0); 2];
                    let mut k = 0;
                    for s in step - 1..=step + 1 {
                        if s != 0 {
                            edge_cells[k] = flip((s, 0));
                            k += 1;
                        }
                    }
                    if let Some(save) = last_empty(&edge_cells[..k]) {
                        saves.push(save);
                    }
                }
            }
        }
        saves
    }

    /// `link_saves` finds the same saves, each as many times, as the code it replaced, after
    /// every move of random games at every size (both sides, every edge, the swap).
    #[test]
    fn link_saves_are_those_found_one_by_one() {
        let mut rng = FastRng::new(69);
        let mut saving = 0;
        for &size in Quadrex::SIZES {
            for game in 0..4 {
                let mut g = Quadrex::new(size).expect("a size");
                while let Some(mv) = g.random_move(&mut rng) {
                    let mv = if g.plies() == 1 && game == 1 {
                        QuadrexMove::Swap
                    } else {
                        mv
                    };
                    g.play(mv).expect("a legal move");
                    let QuadrexMove::Place(c) = mv else {
                        continue;
                    };
                    let last = (c.row() + 1) * Quadrex::PADDED_WIDTH + c.col() + 1;
                    let found = link_saves(&g, last);
                    let count = found.len();
                    let mut saves: Vec<usize> = (0..count).map(|k| found.get(k)).collect();
                    let mut expected = link_saves_one_by_one(&g, last);
                    saves.sort_unstable();
                    expected.sort_unstable();
                    assert_eq!(saves, expected, "{size}: {}", g.diagram());
                    saving += usize::from(count > 0);
                }
            }
        }
        // Enough positions with something to save for the comparison to mean something.
        assert!(saving > 500, "{saving} positions with a save");
    }

    /// Horz's first move on a 5x5 board after Vert's `opening`, searched at level 5's budget
    /// (one thread, no time cap) with `pie` as `Params::pie` says, or on two threads.
    fn answer_to(opening: &str, pie: bool, threads: usize) -> crate::ai::Analysis<QuadrexMove> {
        let mut g = Quadrex::new(5).expect("a size");
        g.play(g.parse_move(opening).expect("a move"))
            .expect("legal");
        let params = crate::ai::Params {
            pie,
            threads,
            ..crate::ai::Level::DEFAULT.params()
        };
        search_5x5(&g, params)
    }

    /// A search of `g` at level 5's budget with no time cap.
    fn search_5x5(g: &Quadrex, params: crate::ai::Params) -> crate::ai::Analysis<QuadrexMove> {
        let budget = crate::ai::Budget {
            iterations: 3_000,
            time: None,
        };
        let stop = std::sync::atomic::AtomicBool::new(false);
        crate::ai::search(g, budget, params, 7, &stop)
    }

    #[test]
    fn the_swap_is_worth_one_minus_the_best_placement_and_taken_when_that_is_below_half() {
        for threads in [1, 2] {
            // The centre of a 5x5 board is worth having: Horz takes it by swapping. A corner
            // piece is worth little: Horz places.
            for (opening, swaps) in [("c3", true), ("a1", false)] {
                let a = answer_to(opening, true, threads);
                let swap = a.moves.iter().position(|m| m.mv == QuadrexMove::Swap);
                let swap = swap.expect("the swap is among the moves");
                assert_eq!(
                    a.moves.iter().filter(|m| m.mv == QuadrexMove::Swap).count(),
                    1
                );
                let placement = a.moves.iter().find(|m| m.mv != QuadrexMove::Swap);
                let placement = placement.expect("placements were searched");
                let best_placement = a.moves.iter().filter(|m| m.mv != QuadrexMove::Swap);
                assert_eq!(
                    Some(placement.visits),
                    best_placement.map(|m| m.visits).max(),
                    "the most visited placement is the position's value"
                );
                assert!((a.moves[swap].value - (1.0 - placement.value)).abs() < 1e-12);
                assert_eq!(a.moves[swap].visits, placement.visits);
                assert_eq!(
                    a.best == Some(QuadrexMove::Swap),
                    swaps,
                    "{opening}, {threads}"
                );
                assert_eq!(
                    placement.value < 0.5,
                    swaps,
                    "{opening}: {}",
                    placement.value
                );
                assert_eq!(a.winrate, a.moves[0].value);
            }
        }
    }

    /// Vert's opening on a 5x5 board at level 5's budget (one thread or two, no time cap),
    /// with `pie_opening` as `Experiments::pie_opening` says.
    fn opening(pie_opening: bool, threads: usize) -> crate::ai::Analysis<QuadrexMove> {
        let g = Quadrex::new(5).expect("a size");
        let params = crate::ai::Params {
            threads,
            experiments: crate::ai::Experiments {
                pie_opening,
                ..Default::default()
            },
            ..crate::ai::Level::DEFAULT.params()
        };
        search_5x5(&g, params)
    }

    /// The value of Horz's swap after `opening` (decided by symmetry, level 5's budget).
    fn swap_after(opening: QuadrexMove) -> f64 {
        let g = Quadrex::new(5).expect("a size");
        let answer = answer_to(&g.format_move(opening), true, 1);
        let swap = answer.moves.iter().find(|m| m.mv == QuadrexMove::Swap);
        swap.expect("the swap is among the moves").value
    }

    /// Horz may swap whatever Vert opens with, and does when the opening is worth more than
    /// half to Vert: so each opening is worth the lesser of its value and one minus it, and
    /// Vert opens with the most even one. Searched as if there were no swap, Vert's opening
    /// looks winning; the centre, the strongest opening, Horz would swap (worth about 0.65 to
    /// Horz on this board).
    #[test]
    fn vert_opens_with_a_move_the_swap_gains_little_from() {
        let centre = QuadrexMove::Place(Coord::new(2, 2));
        let swapping_the_centre = swap_after(centre);
        for threads in [1, 2] {
            let folded = opening(true, threads);
            assert!(folded.moves.iter().all(|m| m.value <= 0.5), "{threads}");
            assert_eq!(folded.winrate, folded.moves[0].value);
            let plain = opening(false, threads);
            assert!(plain.moves[0].value > 0.5, "{threads}");
            let chosen = folded.best.expect("an opening");
            let swapping_it = swap_after(chosen);
            assert!(
                swapping_it + 0.1 < swapping_the_centre,
                "{threads}: {chosen:?} {swapping_it} against {swapping_the_centre}"
            );
        }
    }

    #[test]
    fn without_pie_the_swap_is_searched_like_any_move() {
        let a = answer_to("c3", false, 1);
        let swap = a.moves.iter().find(|m| m.mv == QuadrexMove::Swap);
        let swap = swap.expect("the swap is a child of the root");
        let placement = a.moves.iter().find(|m| m.mv != QuadrexMove::Swap);
        let placement = placement.expect("placements were searched");
        // Its own statistics: not derived from the placements'.
        assert_ne!(swap.value, 1.0 - placement.value);
        assert!(swap.visits > 0);
    }

    /// Quadrex's searches with RAVE explore with no bonus at all (`RAVE_EXPLORATION_SCALE`
    /// 0): the same search, playout for playout, as one whose exploration constant is 0, and
    /// not the one with the bonus kept (scale 1); without RAVE the bonus stays.
    #[test]
    fn a_rave_search_has_no_exploration_bonus_and_one_without_rave_has_it() {
        let mut g = Quadrex::new(7).expect("a size");
        g.play(g.parse_move("d4").expect("a move")).expect("legal");
        let stats = |params: crate::ai::Params| {
            let budget = crate::ai::Budget {
                iterations: 2_000,
                time: None,
            };
            let stop = std::sync::atomic::AtomicBool::new(false);
            let a = crate::ai::search(&g, budget, params, 5, &stop);
            a.moves.iter().map(|m| (m.mv, m.visits)).collect::<Vec<_>>()
        };
        let shipped = crate::ai::Params {
            early_stop: false,
            threads: 1,
            ..crate::ai::Params::default()
        };
        let no_bonus = crate::ai::Params {
            exploration: 0.0,
            ..shipped
        };
        let bonus_kept = crate::ai::Params {
            experiments: crate::ai::Experiments {
                rave_exploration: Some(1.0),
                ..shipped.experiments
            },
            ..shipped
        };
        assert_eq!(stats(shipped), stats(no_bonus));
        assert_ne!(stats(shipped), stats(bonus_kept));
        let no_rave = crate::ai::Params {
            rave: 0.0,
            ..shipped
        };
        assert_ne!(
            stats(no_rave),
            stats(crate::ai::Params {
                exploration: 0.0,
                ..no_rave
            })
        );
    }

    #[test]
    fn informed_playouts_end_in_a_win_for_one_side() {
        for seed in 0..50 {
            let mut g = Quadrex::new(11).expect("a size");
            let outcome = g.playout(&mut FastRng::new(seed), true);
            assert!(
                matches!(outcome, Outcome::Win(_)),
                "seed {seed}: {outcome:?}"
            );
            assert_eq!(g.firing_blocks(), 0, "seed {seed}");
        }
    }
}
