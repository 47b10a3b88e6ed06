//! A small, fast, seedable generator for playouts and search (wyrand): one 64x64 multiply per
//! draw, statistically good enough for games, and reproducible for a seed. Not cryptographic.

use rand::TryRng;
use std::convert::Infallible;

/// The wyrand generator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FastRng(u64);

impl FastRng {
    pub fn new(seed: u64) -> FastRng {
        FastRng(seed)
    }
}

impl TryRng for FastRng {
    type Error = Infallible;

    #[inline]
    fn try_next_u64(&mut self) -> Result<u64, Infallible> {
        self.0 = self.0.wrapping_add(0xa076_1d64_78bd_642f);
        let t = u128::from(self.0) * u128::from(self.0 ^ 0xe703_7ed1_a0b4_28db);
        Ok((t >> 64) as u64 ^ t as u64)
    }

    #[inline]
    fn try_next_u32(&mut self) -> Result<u32, Infallible> {
        Ok((self.try_next_u64()? >> 32) as u32)
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
}
