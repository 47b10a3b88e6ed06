//! A small, fast, seedable generator for playouts and search (wyrand): one 64x64 multiply per
//! draw, statistically good enough for games, and reproducible for a seed. Not cryptographic.
//!
//! WebAssembly has no 64x64 -> 128-bit multiply (wyrand's costs four multiplies and their
//! carries there), so the browser build draws with PCG32 instead (O'Neill 2014, "PCG: A Family
//! of Simple Fast Space-Efficient Statistically Good Algorithms"): one 64-bit multiply per 32
//! bits, and the browser's `rules::below` needs only 32. Measured in V8 (Node), Rush 19x19, it
//! played about 18% more random playouts a second than SplitMix64 (two multiplies per 64
//! bits), which was itself 10-17% ahead of wyrand there (docs/web.md, "The AI's speed"). On
//! x86-64 wyrand stays the fastest. A seed therefore gives other draws in the browser.

use rand::TryRng;
use std::convert::Infallible;

/// The game's generator: wyrand, or PCG32 in the browser (see the module's notes).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FastRng(u64);

impl FastRng {
    pub fn new(seed: u64) -> FastRng {
        if cfg!(target_arch = "wasm32") {
            // PCG's state is a plain LCG's: nearby seeds are mixed apart first.
            FastRng(splitmix64(&mut seed.clone()))
        } else {
            FastRng(seed)
        }
    }
}

/// One wyrand draw: the state advances by a constant, the output mixes it by one 64x64 ->
/// 128-bit multiply.
#[inline(always)]
fn wyrand(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0xa076_1d64_78bd_642f);
    let t = u128::from(*state) * u128::from(*state ^ 0xe703_7ed1_a0b4_28db);
    (t >> 64) as u64 ^ t as u64
}

/// PCG's multiplier and the increment of its single stream.
const PCG_MULTIPLIER: u64 = 6_364_136_223_846_793_005;
const PCG_INCREMENT: u64 = 1_442_695_040_888_963_407;

/// One PCG32 (XSH RR) draw: an LCG step of the 64-bit state, its old value permuted to 32 bits.
#[inline(always)]
fn pcg32(state: &mut u64, increment: u64) -> u32 {
    let old = *state;
    *state = old.wrapping_mul(PCG_MULTIPLIER).wrapping_add(increment);
    let xorshifted = (((old >> 18) ^ old) >> 27) as u32;
    xorshifted.rotate_right((old >> 59) as u32)
}

/// One SplitMix64 draw: the same kind of counter, mixed by two 64-bit multiplies (the
/// browser's seeding).
#[inline(always)]
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

impl TryRng for FastRng {
    type Error = Infallible;

    #[inline]
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        if cfg!(target_arch = "wasm32") {
            let high = u64::from(pcg32(&mut self.0, PCG_INCREMENT));
            Ok(high << 32 | u64::from(pcg32(&mut self.0, PCG_INCREMENT)))
        } else {
            Ok(wyrand(&mut self.0))
        }
    }

    #[inline]
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        if cfg!(target_arch = "wasm32") {
            Ok(pcg32(&mut self.0, PCG_INCREMENT))
        } else {
            Ok((wyrand(&mut self.0) >> 32) as u32)
        }
    }

    fn try_fill_bytes(&mut self, dst: &mut [u8]) -> Result<(), Infallible> {
        for chunk in dst.chunks_mut(8) {
            let bytes = self.try_next_u64()?.to_le_bytes();
            chunk.copy_from_slice(&bytes[..chunk.len()]);
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::RngExt;

    #[test]
    fn reproducible_and_roughly_uniform() {
        let mut a = FastRng::new(7);
        let mut b = FastRng::new(7);
        let xs: Vec<u64> = (0..100).map(|_| a.random_range(0..1000)).collect();
        let ys: Vec<u64> = (0..100).map(|_| b.random_range(0..1000)).collect();
        assert_eq!(xs, ys);
        let mut counts = [0u32; 10];
        let mut r = FastRng::new(1);
        for _ in 0..100_000 {
            counts[r.random_range(0..10usize)] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_000..11_000).contains(&c)),
            "{counts:?}"
        );
    }

    /// The browser's seeding is SplitMix64 exactly: its published first outputs from 0.
    #[test]
    fn splitmix64_gives_its_reference_outputs() {
        let mut state = 0;
        let first: Vec<u64> = (0..3).map(|_| splitmix64(&mut state)).collect();
        assert_eq!(
            first,
            [
                0xe220_a839_7b1d_cdaf,
                0x6e78_9e6a_a1b9_65f4,
                0x06c4_5d18_8009_454f
            ]
        );
    }

    /// The browser's generator is PCG32 exactly: the first outputs of the reference
    /// implementation's demo (pcg-c-basic's `pcg32_srandom_r(&rng, 42, 54)`).
    #[test]
    fn pcg32_gives_its_reference_outputs() {
        let increment = 54 << 1 | 1;
        let mut state = 0;
        pcg32(&mut state, increment);
        state = state.wrapping_add(42);
        pcg32(&mut state, increment);
        let first: Vec<u32> = (0..6).map(|_| pcg32(&mut state, increment)).collect();
        assert_eq!(
            first,
            [
                0xa15c_02b7,
                0x7b47_f409,
                0xba1d_3330,
                0x83d2_f293,
                0xbfa4_784b,
                0xcbed_606e
            ]
        );
    }

    /// Two PCG32 draws, the browser's 64 bits.
    fn pcg64(state: &mut u64) -> u64 {
        u64::from(pcg32(state, PCG_INCREMENT)) << 32 | u64::from(pcg32(state, PCG_INCREMENT))
    }

    /// Every generator (the desktop's, the browser's and its seeding) spreads its high and low
    /// bits evenly.
    #[test]
    fn every_generator_spreads_high_and_low_bits() {
        for (name, step) in [
            ("wyrand", wyrand as fn(&mut u64) -> u64),
            ("splitmix64", splitmix64),
            ("pcg32", pcg64),
        ] {
            let mut state = 12345;
            let (mut high, mut low) = ([0u32; 16], [0u32; 16]);
            for _ in 0..160_000 {
                let x = step(&mut state);
                high[(x >> 60) as usize] += 1;
                low[(x & 15) as usize] += 1;
            }
            for counts in [high, low] {
                assert!(
                    counts.iter().all(|&c| (9_000..11_000).contains(&c)),
                    "{name}: {counts:?}"
                );
            }
        }
    }
}
