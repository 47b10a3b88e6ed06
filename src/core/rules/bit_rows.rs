//! A board's cells as bit rows (bit `c` of row `r` for the cell in column `c`; at most 26
//! columns and rows), and the flood through them: Quadrex's connection on a full board
//! (`quadrex::Quadrex`) and the Quadrex knowledge's reach along chains (`ai::knowledge::quadrex`).

/// Rows a board has at most.
pub const ROWS: usize = 26;

/// The cells of `within` joined to `seeds & within`: orthogonally, or with `diagonal` also
/// diagonally. Each row's reach grows by whole runs of `within` touching the reach of the row
/// below (a sweep up), then above (a sweep down); once a sweep adds nothing, every row is closed
/// towards both neighbours (the first sweep up aside: seeds above were not yet swept down). After
/// each sweep up, `stop` sees the reach so far and may end the
/// flood there (a connection found needs no more sweeps).
pub fn flood(
    within: &[u32],
    seeds: &[u32],
    diagonal: bool,
    mut stop: impl FnMut(&[u32; ROWS]) -> bool,
) -> [u32; ROWS] {
    let n = within.len().min(ROWS);
    let mut reach = [0u32; ROWS];
    for (r, reach) in reach.iter_mut().enumerate().take(n) {
        *reach = runs_through(within[r], seeds.get(r).copied().unwrap_or(0));
    }
    let widen = |x: u32| if diagonal { x | x << 1 | x >> 1 } else { x };
    let grow = |reach: &mut [u32; ROWS], r: usize, from: usize| {
        let seeds = widen(reach[from]) & within[r] & !reach[r];
        reach[r] |= runs_through(within[r], seeds);
        seeds != 0
    };
    let mut swept_down = false;
    loop {
        let mut grew = false;
        for r in 1..n {
            grew |= grow(&mut reach, r, r - 1);
        }
        // The first sweep up may add nothing where seeds lie above: the sweep down still runs.
        if (swept_down && !grew) || stop(&reach) {
            return reach;
        }
        grew = false;
        for r in (0..n.saturating_sub(1)).rev() {
            grew |= grow(&mut reach, r, r + 1);
        }
        if !grew {
            return reach;
        }
        swept_down = true;
    }
}

/// The runs of set bits of `m` that hold a bit of `seeds`: upwards, adding a run's bit to `m`
/// carries through the run; downwards by doubling steps (Kogge-Stone), each through the bits of
/// `m` whose next 1, 2, 4, 8 lower bits are all in `m`.
fn runs_through(m: u32, seeds: u32) -> u32 {
    let s = seeds & m;
    let mut g = (m.wrapping_add(s) ^ m) & m | s;
    let mut p = m;
    for k in [1, 2, 4, 8, 16] {
        g |= p & (g >> k);
        p &= p >> k;
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The runs of `m` holding a seed, one bit at a time: a bit of `m` beside a taken one is
    /// taken, until nothing changes.
    fn runs_one_bit_at_a_time(m: u32, seeds: u32) -> u32 {
        let mut taken = seeds & m;
        loop {
            let next = (taken | taken << 1 | taken >> 1) & m;
            if next == taken {
                return taken;
            }
            taken = next;
        }
    }

    /// Every row of up to 26 cells, run lengths 1 to 26 included (a run through the whole row,
    /// seeded at either end, takes every doubling step).
    #[test]
    fn runs_through_takes_the_whole_runs_a_seed_touches() {
        let full = (1u32 << 26) - 1;
        assert_eq!(runs_through(full, 1 << 25), full);
        assert_eq!(runs_through(full, 1), full);
        let mut x = 0x9e37_79b9_u32;
        for _ in 0..20_000 {
            // xorshift: rows of every density, some seeds outside `m`.
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let m = (x | x >> 3 | ((x >> 7) * u32::from(x & 1 == 0))) & full;
            let seeds = x.rotate_left(11) & x.rotate_left(5);
            assert_eq!(
                runs_through(m, seeds),
                runs_one_bit_at_a_time(m, seeds),
                "{m:026b} {seeds:026b}"
            );
        }
    }

    /// Whether `rows`' first row is joined to its last, orthogonally.
    fn joins_first_to_last(rows: &[u32]) -> bool {
        let last = rows.len() - 1;
        flood(rows, &rows[..1], false, |_| false)[last] != 0
    }

    /// A chain that goes up, down and up again is found (three sweeps); without one piece of
    /// it, not; diagonally, a step across a corner joins.
    #[test]
    fn the_flood_follows_a_chain_down_and_up() {
        // Rows from the bottom, column 0 the lowest bit: up column 0, along row 4 to column 2,
        // down column 2 to row 1, along it to column 4, up column 4.
        let winding = [
            0b00001, 0b11101, 0b10101, 0b10101, 0b10111, 0b10000, 0b10000,
        ];
        assert!(joins_first_to_last(&winding));
        let mut cut = winding;
        cut[5] = 0;
        assert!(!joins_first_to_last(&cut));
        let mut cut = winding;
        cut[1] = 0b11001;
        assert!(!joins_first_to_last(&cut));
        // From the top row down: the whole chain (a first sweep up adds nothing).
        let mut top = [0; 7];
        top[6] = winding[6];
        assert_eq!(flood(&winding, &top, false, |_| false)[..7], winding);
        let corner = [0b001, 0b010, 0b100];
        assert!(!joins_first_to_last(&corner));
        assert_eq!(flood(&corner, &[0b001], true, |_| false)[..3], corner);
    }
}
