//! A set of board indices with constant-time insert, remove, membership and uniform pick: the
//! empty points of Rush and Quadrex, the placeable points of Rekushu.

use super::below;
use rand::Rng;

const ABSENT: u16 = u16::MAX;

/// Up to `CAP` members among the indices `0..SLOTS`, in no particular order.
#[derive(Clone, Debug)]
pub(crate) struct IndexSet<const CAP: usize, const SLOTS: usize> {
    items: [u16; CAP],
    pos: [u16; SLOTS],
    len: usize,
}

impl<const CAP: usize, const SLOTS: usize> IndexSet<CAP, SLOTS> {
    pub fn new() -> Self {
        IndexSet {
            items: [0; CAP],
            pos: [ABSENT; SLOTS],
            len: 0,
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.len
    }

    #[inline]
    pub fn contains(&self, i: usize) -> bool {
        self.pos[i] != ABSENT
    }

    #[inline]
    pub fn insert(&mut self, i: usize) {
        if !self.contains(i) {
            self.items[self.len] = i as u16;
            self.pos[i] = self.len as u16;
            self.len += 1;
        }
    }

    #[inline]
    pub fn remove(&mut self, i: usize) {
        let p = self.pos[i];
        if p != ABSENT {
            self.len -= 1;
            let last = self.items[self.len];
            self.items[p as usize] = last;
            self.pos[last as usize] = p;
            self.pos[i] = ABSENT;
        }
    }

    /// Removes `i`, which is a member: [`IndexSet::remove`] without its test.
    #[inline]
    pub fn remove_member(&mut self, i: usize) {
        let p = self.pos[i];
        debug_assert!(p != ABSENT, "{i} is not a member");
        self.len -= 1;
        let last = self.items[self.len];
        self.items[p as usize] = last;
        self.pos[last as usize] = p;
        self.pos[i] = ABSENT;
    }

    /// Removes and returns the `k`-th member (`k < len`): [`IndexSet::remove_member`] of
    /// [`IndexSet::get`]`(k)` without looking its slot up.
    #[inline]
    pub fn take(&mut self, k: usize) -> usize {
        let i = self.items[k];
        self.len -= 1;
        let last = self.items[self.len];
        self.items[k] = last;
        self.pos[usize::from(last)] = k as u16;
        self.pos[usize::from(i)] = ABSENT;
        usize::from(i)
    }

    /// The `k`-th member (`k < len`).
    #[inline]
    pub fn get(&self, k: usize) -> usize {
        self.items[k] as usize
    }

    /// A uniformly random member (the set is not empty).
    #[inline]
    pub fn pick<R: Rng + ?Sized>(&self, rng: &mut R) -> usize {
        self.items[below(rng, self.len)] as usize
    }

    pub fn iter(&self) -> impl Iterator<Item = usize> + '_ {
        self.items[..self.len].iter().map(|&i| i as usize)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn insert_remove_and_membership() {
        let mut s: IndexSet<4, 10> = IndexSet::new();
        for i in [3, 7, 3, 9] {
            s.insert(i);
        }
        assert_eq!(s.len(), 3);
        s.remove(7);
        s.remove(7);
        assert!(!s.contains(7) && s.contains(3) && s.contains(9));
        let mut members: Vec<usize> = s.iter().collect();
        members.sort();
        assert_eq!(members, vec![3, 9]);
        s.remove(9);
        s.remove(3);
        assert_eq!(s.len(), 0);
        s.insert(7);
        assert_eq!(s.get(0), 7);
    }

    #[test]
    fn take_removes_the_member_in_that_slot() {
        let mut s: IndexSet<8, 10> = IndexSet::new();
        for i in [3, 7, 9, 1] {
            s.insert(i);
        }
        // Slot 1 holds 7; the last member moves into its slot.
        assert_eq!(s.take(1), 7);
        assert_eq!(s.len(), 3);
        assert!(!s.contains(7) && s.contains(3) && s.contains(9) && s.contains(1));
        assert_eq!(s.get(1), 1);
        // The moved member is still found by its slot: removing it by value works.
        s.remove_member(1);
        let mut members: Vec<usize> = s.iter().collect();
        members.sort();
        assert_eq!(members, vec![3, 9]);
        assert_eq!(s.take(1), 9);
        assert_eq!(s.take(0), 3);
        assert_eq!(s.len(), 0);
        s.insert(7);
        assert!(s.contains(7));
    }
}
