//! Selection: which child of a node the search descends into. Plain UCT's score, or with RAVE
//! the blend of a child's own value and its AMAF value, each with implicit minimax where the
//! game has it; written over the children's statistics as slices with no early exit, so that
//! the scores run as vector code, and the first highest found in a second pass.

use super::tree::Tree;

/// The child of `parent` to descend into with RAVE: the highest blend of the child's own
/// value and its AMAF value (see [`super::rave`]; `equivalence` is `Params::rave` times
/// [`crate::ai::Knowledge::RAVE_EQUIVALENCE_SCALE`], grown with the budget as the search's
/// `equivalence_growth` says) plus UCT's exploration bonus, a child with no statistics of
/// either kind first. With `fold`, each child's value is folded as
/// [`super::mcts::fold_opening`] says (the openings the other side may answer with the pie
/// move). Written over the children's statistics as slices with no early exit, so that it
/// runs as vector code.
#[inline]
pub(super) fn select<M>(
    tree: &Tree<M>,
    parent: usize,
    exploration: f64,
    equivalence: f64,
    minimax_weight: f32,
    fold: bool,
    scores: &mut Vec<f32>,
) -> usize {
    let range = tree.links[parent].children();
    // (With no exploration, as in Rush's and Quadrex's searches, 0 without the logarithm.)
    let bonus = if exploration == 0.0 {
        0.0
    } else {
        (exploration * sqrt_ln(tree.visits[parent])) as f32
    };
    let inverse_k = if equivalence > 0.0 {
        (1.0 / equivalence) as f32
    } else {
        0.0
    };
    // Two passes: the scores (vector code: one division per child, four or eight at a time),
    // then the first highest.
    let scores = scratch(scores, range.len());
    // (`inv_root_visits` and `minimax` are empty in the trees that never read them.)
    let stats = [
        &tree.visits[range.clone()],
        &tree.wins[range.clone()],
        &tree.amaf_visits[range.clone()],
        &tree.amaf_wins[range.clone()],
        tree.inv_root_visits.get(range.clone()).unwrap_or_default(),
        tree.minimax.get(range.clone()).unwrap_or_default(),
    ];
    let scoring = Scoring {
        inverse_k,
        bonus,
        minimax_weight,
    };
    // Rush's and Quadrex's searches with RAVE have neither an exploration bonus nor implicit
    // minimax: their scores are the blends alone. A term whose weight is 0 is left out (the
    // same scores: adding `0 * x` changes no sum), with its array.
    // Folding, which only the root of a game with the pie rule does, is left out the same
    // way (the fold's compare and select are a third of the loop's instructions).
    match (bonus != 0.0, minimax_weight != 0.0, fold) {
        (false, false, false) => score_children::<false, false, false>(scores, stats, scoring),
        (true, false, false) => score_children::<true, false, false>(scores, stats, scoring),
        (false, true, false) => score_children::<false, true, false>(scores, stats, scoring),
        (true, true, false) => score_children::<true, true, false>(scores, stats, scoring),
        (false, false, true) => score_children::<false, false, true>(scores, stats, scoring),
        (true, false, true) => score_children::<true, false, true>(scores, stats, scoring),
        (false, true, true) => score_children::<false, true, true>(scores, stats, scoring),
        (true, true, true) => score_children::<true, true, true>(scores, stats, scoring),
    }
    range.start + first_highest(scores)
}

/// The first `count` places of selection's scratch space, grown when it is too short (their
/// old contents are overwritten: no need to clear them first).
#[inline]
fn scratch(scores: &mut Vec<f32>, count: usize) -> &mut [f32] {
    if scores.len() < count {
        scores.resize(count, 0.0);
    }
    &mut scores[..count]
}

/// `sqrt(ln(max(visits, 1)))`, UCT's exploration factor for a node with `visits` playouts:
/// read from a table for the counts below 4,096, which most nodes have (the same `f64`
/// values, computed once), computed for the others.
#[inline]
fn sqrt_ln(visits: f32) -> f64 {
    const TABLE_SIZE: usize = 4096;
    fn formula(visits: f32) -> f64 {
        f64::from(visits.max(1.0)).ln().sqrt()
    }
    static TABLE: std::sync::LazyLock<Vec<f64>> =
        std::sync::LazyLock::new(|| (0..TABLE_SIZE).map(|n| formula(n as f32)).collect());
    // (Visits are whole numbers in `f32`; any other value takes the formula.)
    let whole = visits as usize;
    if whole < TABLE_SIZE && whole as f32 == visits {
        TABLE[whole]
    } else {
        formula(visits)
    }
}

/// The constants of one selection's scores.
#[derive(Clone, Copy)]
struct Scoring {
    inverse_k: f32,
    bonus: f32,
    minimax_weight: f32,
}

/// Each child's score for [`select`], from its statistics in `stats` (visits, wins, AMAF
/// visits, AMAF wins, `1 / sqrt(visits)`, minimax value). Without `BONUS` the bonus is taken
/// to be 0, without `MINIMAX` the minimax weight, and their arrays are not read (they may be
/// empty): the same scores then, since `1 * value + 0 * m` is `value` in `f32`, and so is
/// `value + 0 * inv_root`. With `FOLD`, each blend is folded (see [`select`]).
#[inline(always)]
fn score_children<const BONUS: bool, const MINIMAX: bool, const FOLD: bool>(
    scores: &mut [f32],
    stats: [&[f32]; 6],
    scoring: Scoring,
) {
    let [visits, wins, amaf_visits, amaf_wins, inv_roots, minimax] = stats;
    let count = scores.len();
    let (visits, wins, amaf_visits, amaf_wins) = (
        &visits[..count],
        &wins[..count],
        &amaf_visits[..count],
        &amaf_wins[..count],
    );
    let inv_roots = if BONUS { &inv_roots[..count] } else { &[] };
    let minimax = if MINIMAX { &minimax[..count] } else { &[] };
    let Scoring {
        inverse_k,
        bonus,
        minimax_weight,
    } = scoring;
    let playouts_weight = 1.0 - minimax_weight;
    // (`at_least_one`, not `f32::max`, whose NaN rule has no single vector instruction: with
    // it the compiler leaves the loop scalar.)
    let at_least_one = |x: f32| if x > 1.0 { x } else { 1.0 };
    for (i, score) in scores.iter_mut().enumerate() {
        let (n, w, na, wa) = (visits[i], wins[i], amaf_visits[i], amaf_wins[i]);
        // The blend own + beta * (amaf - own), with own = w / n, amaf = wa / na and
        // beta = na / (n + na + n * na / equivalence), over one denominator: the same value
        // (and 0 with no statistics), one division instead of three.
        let blend = (w * (1.0 + na * inverse_k) + wa) / at_least_one(n + na + n * na * inverse_k);
        let value = if FOLD && blend > 0.5 {
            1.0 - blend
        } else {
            blend
        };
        let unseen = if n + na == 0.0 { 1e9 } else { 0.0 };
        let value = if MINIMAX {
            playouts_weight * value + minimax_weight * minimax[i]
        } else {
            value
        };
        *score = if BONUS {
            value + bonus * inv_roots[i] + unseen
        } else {
            value + unseen
        };
    }
}

/// The index of the first highest of `scores` (0 when empty). Up to 16 scores, one plain
/// pass. Past that, the maximum is taken eight lanes at a time (vector code, with no chain of
/// compares from one score to the next), then the first chunk of eight holding it is found,
/// and its place there from a bit mask.
#[inline]
fn first_highest(scores: &[f32]) -> usize {
    // A few scores (nodes deep in Cheversi's trees): one plain pass costs less than the
    // lanes' setup (1.3% fewer instructions in Cheversi's level-10 search).
    if scores.len() <= 16 {
        let mut best = (0, f32::NEG_INFINITY);
        for (i, &s) in scores.iter().enumerate() {
            if s > best.1 {
                best = (i, s);
            }
        }
        return best.0;
    }
    let mut lanes = [f32::NEG_INFINITY; 8];
    let chunks = scores.chunks_exact(8);
    let rest = chunks.remainder();
    for chunk in chunks {
        for (lane, &s) in lanes.iter_mut().zip(chunk) {
            *lane = if s > *lane { s } else { *lane };
        }
    }
    let highest = lanes
        .iter()
        .chain(rest)
        .fold(f32::NEG_INFINITY, |m, &s| if s > m { s } else { m });
    // The first chunk of eight holding it (each chunk's test with no early exit, as vector
    // code), then its place in the chunk.
    let chunk = scores
        .chunks(8)
        .position(|chunk| chunk.iter().fold(false, |seen, &s| seen | (s == highest)))
        .unwrap_or(0);
    // Within the chunk, with no branch: a bit for each score equal to it, the lowest set bit.
    let start = chunk * 8;
    let mask = scores[start..]
        .iter()
        .take(8)
        .enumerate()
        .fold(0u32, |mask, (i, &s)| mask | (u32::from(s == highest) << i));
    start + (mask.trailing_zeros() as usize % 32)
}

/// [`select`] without RAVE: plain UCT, the first unvisited child first. Vector code as
/// `select`: one division per child, no early exit.
#[inline]
pub(super) fn select_plain<M>(
    tree: &Tree<M>,
    parent: usize,
    exploration: f64,
    fold: bool,
    scores: &mut Vec<f32>,
) -> usize {
    let range = tree.links[parent].children();
    let bonus = (exploration * sqrt_ln(tree.visits[parent])) as f32;
    let visits = &tree.visits[range.clone()];
    let count = visits.len();
    // A node with fewer playouts than children has a child with none (every playout through
    // a child passed through the node), and the first such child is the choice: the unvisited
    // children all score `bonus + 1e9`, above every visited one (for any bonus below 1e6), so
    // it is found without scoring the others.
    if tree.visits[parent] < count as f32
        && bonus < 1e6
        && let Some(first_unvisited) = visits.iter().position(|&n| n == 0.0)
    {
        return range.start + first_unvisited;
    }
    let stats = [
        visits,
        &tree.wins[range.clone()][..count],
        &tree.inv_root_visits[range.clone()][..count],
    ];
    let scores = scratch(scores, count);
    // (Folding left out of the loop where there is none, as in `select`.)
    if fold {
        score_children_plain::<true>(scores, stats, bonus);
    } else {
        score_children_plain::<false>(scores, stats, bonus);
    }
    range.start + first_highest(scores)
}

/// Each child's score for [`select_plain`], from its visits, wins and `1 / sqrt(visits)`;
/// with `FOLD`, each value folded.
#[inline(always)]
fn score_children_plain<const FOLD: bool>(scores: &mut [f32], stats: [&[f32]; 3], bonus: f32) {
    let [visits, wins, inv_roots] = stats;
    let at_least_one = |x: f32| if x > 1.0 { x } else { 1.0 };
    for (((score, &n), &w), &inv_root) in scores.iter_mut().zip(visits).zip(wins).zip(inv_roots) {
        let own = w / at_least_one(n);
        let value = if FOLD && own > 0.5 { 1.0 - own } else { own };
        let unseen = if n == 0.0 { 1e9 } else { 0.0 };
        *score = value + bonus * inv_root + unseen;
    }
}

#[cfg(test)]
mod tests {
    use super::{first_highest, select, select_plain, sqrt_ln};
    use crate::ai::search::tree::Tree;
    use crate::rng::FastRng;
    use crate::rules::Side;

    /// RAVE's selection score written out as its textbook formula, a division per term, in
    /// f64 (an unseen child: infinity); with `fold`, the blended value v counts as
    /// min(v, 1 - v) (an opening the other side may answer with the pie move); the value then
    /// mixed with the child's implicit minimax value m as (1 - weight) v + weight m.
    fn textbook(
        tree: &Tree<u16>,
        c: usize,
        (exploration, equivalence, weight): (f64, f64, f64),
        fold: bool,
    ) -> f64 {
        let bonus = exploration * f64::from(tree.visits[0].max(1.0)).ln().sqrt();
        let (n, w) = (f64::from(tree.visits[c]), f64::from(tree.wins[c]));
        let (na, wa) = (f64::from(tree.amaf_visits[c]), f64::from(tree.amaf_wins[c]));
        if n + na == 0.0 {
            return f64::INFINITY;
        }
        let own = w / n.max(1.0);
        let amaf = wa / na.max(1.0);
        let beta = na / (n + na + n * na / equivalence).max(1.0);
        let value = own + beta * (amaf - own);
        let value = if fold { value.min(1.0 - value) } else { value };
        let value = (1.0 - weight) * value + weight * f64::from(tree.minimax[c]);
        value + bonus / n.max(1.0).sqrt()
    }

    #[test]
    fn selection_picks_the_child_the_textbook_formulas_pick() {
        let mut rng = FastRng::new(3);
        let mut draw = |n: u64| crate::ai::below(&mut rng, n as usize) as f32;
        for round in 0..300 {
            let mut tree = Tree::with_root(Side::First);
            let children = 1 + draw(40) as usize;
            for c in 0..children {
                tree.push(Some(c as u16), Side::First, Some(c));
            }
            tree.links[0].expanded = true;
            tree.links[0].first_child = 1;
            tree.links[0].n_children = children as u16;
            // Statistics from none to large, some children unseen or seen only through AMAF.
            let scale = [3, 50, 5_000, 200_000][round % 4];
            for c in 1..=children {
                for _ in 0..draw(scale) as u64 {
                    let result = [0.0, 0.5, 1.0][draw(3) as usize];
                    tree.visit(c, result);
                }
                tree.amaf_visits[c] = draw(scale * 3);
                tree.amaf_wins[c] = (tree.amaf_visits[c] * draw(101) / 100.0).floor();
                tree.minimax[c] = draw(101) / 100.0;
            }
            tree.visits[0] = (1..=children).map(|c| tree.visits[c]).sum::<f32>() + 1.0;
            let (exploration, equivalence) = (0.35, [300.0, 1_000.0][round % 2]);
            // Every third round with no bonus (as Quadrex's and Rush's searches with RAVE).
            let exploration = if round % 3 == 2 { 0.0 } else { exploration };
            let fold = round % 5 == 1;
            // Implicit minimax: none, Rekushu's weight, or more, in turns.
            let weight = [0.0, 0.3, 0.7][round / 3 % 3];
            let score = |c| textbook(&tree, c, (exploration, equivalence, weight), fold);
            let best = (1..=children).map(score).fold(f64::NEG_INFINITY, f64::max);
            let got = select(
                &tree,
                0,
                exploration,
                equivalence,
                weight as f32,
                fold,
                &mut Vec::new(),
            );
            // The highest score (an unseen child first), or one within rounding of it.
            assert!(
                score(got) == best || score(got) >= best - 1e-5 * best.abs().max(1.0),
                "round {round}: child {got} scores {}, the best {best}",
                score(got)
            );
            // Plain UCT: the first child never visited, else the highest UCT score.
            let uct = |c: usize| {
                let n = f64::from(tree.visits[c]);
                let bonus = exploration * f64::from(tree.visits[0]).ln().sqrt();
                let own = f64::from(tree.wins[c]) / n;
                let own = if fold { own.min(1.0 - own) } else { own };
                own + bonus / n.sqrt()
            };
            let plain = select_plain(&tree, 0, exploration, fold, &mut Vec::new());
            match (1..=children).find(|&c| tree.visits[c] == 0.0) {
                Some(first_unvisited) => assert_eq!(plain, first_unvisited, "round {round}"),
                None => {
                    let best = (1..=children).map(uct).fold(f64::NEG_INFINITY, f64::max);
                    assert!(uct(plain) >= best - 1e-5 * best, "round {round}: {plain}");
                }
            }
        }
    }

    #[test]
    fn first_highest_finds_the_first_of_the_highest_scores_anywhere() {
        assert_eq!(first_highest(&[]), 0);
        assert_eq!(first_highest(&[0.3]), 0);
        // In the eight-lane part, with a tie: the first.
        let mut scores: Vec<f32> = (0..19).map(|i| i as f32 / 100.0).collect();
        scores[3] = 5.0;
        scores[11] = 5.0;
        assert_eq!(first_highest(&scores), 3);
        // In the remainder after the last whole eight.
        scores[17] = 6.0;
        assert_eq!(first_highest(&scores), 17);
        // Below zero, and an unseen child's 1e9.
        let negative: Vec<f32> = (0..10).map(|i| -1.0 - i as f32).collect();
        assert_eq!(first_highest(&negative), 0);
        scores[9] = 1e9;
        assert_eq!(first_highest(&scores), 9);
        // A tie inside one eight past the first.
        scores[14] = 1e9;
        assert_eq!(first_highest(&scores), 9);
        scores[9] = 0.0;
        assert_eq!(first_highest(&scores), 14);
        // Every length on both sides of the short path's limit, against a plain scan, with
        // scores drawn from a few values so that ties are common.
        let mut rng = FastRng::new(9);
        for len in 1..48 {
            for _ in 0..50 {
                let scores: Vec<f32> = (0..len)
                    .map(|_| crate::ai::below(&mut rng, 6) as f32 * 0.25 - 0.5)
                    .collect();
                let highest = scores.iter().fold(f32::NEG_INFINITY, |m, &s| m.max(s));
                let first = scores.iter().position(|&s| s == highest);
                assert_eq!(Some(first_highest(&scores)), first, "{scores:?}");
            }
        }
    }

    #[test]
    fn the_exploration_factor_is_the_formula_with_or_without_the_table() {
        for visits in (0..5_000).chain([65_535, 1_000_000]) {
            let v = visits as f32;
            assert_eq!(sqrt_ln(v), f64::from(v.max(1.0)).ln().sqrt(), "{visits}");
        }
        assert_eq!(sqrt_ln(2.5), 2.5f64.ln().sqrt());
        assert_eq!(sqrt_ln(0.5), 0.0);
    }
}
