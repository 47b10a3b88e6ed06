//! The solver's transposition table: each position packed into a few words ([`KeyWriter`]),
//! hashed by Zobrist's method (one random number per field and value, XORed), and stored with
//! its packed key so that a hit is verified against the position itself, never trusted on the
//! hash alone (`docs/ai.md`, "The exact solver").

/// Writes a position's key: a sequence of small fields (a point's contents, the side to move,
/// a last-move square), packed into words and hashed at once.
pub struct KeyWriter<'a> {
    words: &'a mut Vec<u64>,
    zobrist: &'a mut Vec<u64>,
    bit: usize,
    field: usize,
    hash: u64,
}

/// Zobrist numbers are drawn per field for each value of one nibble.
const VALUES: usize = 16;

impl<'a> KeyWriter<'a> {
    pub(super) fn new(words: &'a mut Vec<u64>, zobrist: &'a mut Vec<u64>) -> KeyWriter<'a> {
        words.clear();
        KeyWriter {
            words,
            zobrist,
            bit: 0,
            field: 0,
            hash: 0,
        }
    }

    /// Appends a field of `bits` bits (at most 4) holding `value`; zero costs no hashing.
    #[inline]
    pub fn put(&mut self, value: u8, bits: u32) {
        debug_assert!(bits <= 4 && u32::from(value) < 1 << bits);
        let (w, off) = (self.bit / 64, self.bit % 64);
        if w == self.words.len() {
            self.words.push(0);
        }
        self.words[w] |= u64::from(value) << off;
        if off + bits as usize > 64 {
            self.words.push(u64::from(value) >> (64 - off));
        }
        self.bit += bits as usize;
        if value != 0 {
            let i = self.field * VALUES + usize::from(value);
            if i >= self.zobrist.len() {
                grow(self.zobrist, i + 1);
            }
            self.hash ^= self.zobrist[i];
        }
        self.field += 1;
    }

    /// Appends a number below `1 << bits` (`bits` at most 16) as 4-bit fields.
    pub fn put_wide(&mut self, value: u16, bits: u32) {
        let mut left = bits;
        let mut v = value;
        while left > 0 {
            let take = left.min(4);
            self.put((v & 0xf) as u8, take);
            v >>= 4;
            left -= take;
        }
    }

    /// Appends each of `codes` as a field of `bits` bits (at most 4; a board row's point
    /// codes): the same words and hash as a `put` each, with the partial word and the hash kept
    /// in registers (the solver writes a whole board at every node).
    pub fn put_all(&mut self, codes: &[u8], bits: u32) {
        debug_assert!(bits <= 4 && codes.iter().all(|&c| u32::from(c) < 1 << bits));
        let need = (self.field + codes.len()) * VALUES;
        if need > self.zobrist.len() {
            grow(self.zobrist, need);
        }
        let zobrist = &self.zobrist[self.field * VALUES..need];
        let bits = bits as usize;
        let mut bit = self.bit;
        // The word being filled: the last one, unless the next field starts a new word.
        let mut acc = if bit.is_multiple_of(64) {
            0
        } else {
            self.words.pop().unwrap_or(0)
        };
        let mut hash = self.hash;
        for (f, &code) in codes.iter().enumerate() {
            let off = bit % 64;
            acc |= u64::from(code) << off;
            if off + bits >= 64 {
                self.words.push(acc);
                acc = if off + bits > 64 {
                    u64::from(code) >> (64 - off)
                } else {
                    0
                };
            }
            bit += bits;
            if code != 0 {
                hash ^= zobrist[f * VALUES + usize::from(code)];
            }
        }
        if !bit.is_multiple_of(64) {
            self.words.push(acc);
        }
        self.bit = bit;
        self.hash = hash;
        self.field += codes.len();
    }

    /// Appends `Some(i)` as `i + 1` and `None` as 0, in `bits` bits.
    pub fn put_option(&mut self, value: Option<usize>, bits: u32) {
        self.put_wide(value.map_or(0, |i| i as u16 + 1), bits);
    }

    pub(super) fn finish(self) -> u64 {
        self.hash
    }
}

/// Extends the Zobrist numbers to `len`: the same numbers for every solver (SplitMix64 of the
/// index), so a position hashes alike across solves.
fn grow(zobrist: &mut Vec<u64>, len: usize) {
    let len = len.next_power_of_two().max(1024);
    let start = zobrist.len();
    zobrist.extend((start..len).map(|i| {
        let mut z = (i as u64)
            .wrapping_add(1)
            .wrapping_mul(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }));
}

/// What the table knows of a position: its value lies in `lo..=hi` (for the side to move),
/// and the move that was best or cut off the search there, as its index in the position's
/// list of legal moves.
#[derive(Clone, Copy, Debug)]
pub struct Entry {
    pub lo: i32,
    pub hi: i32,
    pub best: Option<u16>,
}

/// Buckets of two slots: the first keeps the entry that cost the most search, the second the
/// newest (the "two-tier" scheme of Breuker, Uiterwijk and van den Herik, 1994). A slot is
/// words: the hash, the bounds, the work and best move, then the key. All words start at zero
/// (an empty slot has no work), so the memory is only touched where entries go.
///
/// The table starts small and doubles as the search grows ([`Table::grow_for`]): a table that
/// fits the processor's caches answers a probe several times faster than one in main memory,
/// and most solves are small (a Rush 7x7 solve of a million nodes took 0.08 s with 2^15 buckets
/// and 0.2 s with 2^20), while a long one needs the room (`docs/ai.md`, "The exact solver").
pub struct Table {
    words: Vec<u64>,
    stride: usize,
    mask: usize,
    /// The most buckets this table may grow to.
    max_buckets: usize,
}

const HEAD: usize = 3;
const NO_MOVE: u64 = 0xffff;
/// Buckets a table starts with, at most.
const FIRST_BUCKETS: usize = 1 << 15;
/// A table doubles once the search has visited this many nodes per slot.
const NODES_PER_SLOT: u64 = 32;

impl Table {
    /// A table that may grow to `2^bits` buckets for keys of `key_words` words, at most
    /// 64 MiB: fewer buckets for long keys (large boards).
    pub fn new(bits: u32, key_words: usize) -> Table {
        const MAX_WORDS: usize = 64 << 20 >> 3;
        let mut max_buckets = 1usize << bits.min(28);
        let stride = HEAD + key_words;
        while max_buckets > 1 && 2 * max_buckets * stride > MAX_WORDS {
            max_buckets /= 2;
        }
        let buckets = max_buckets.min(FIRST_BUCKETS);
        Table {
            words: vec![0; 2 * buckets * stride],
            stride,
            mask: buckets - 1,
            max_buckets,
        }
    }

    fn buckets(&self) -> usize {
        self.mask + 1
    }

    /// Doubles the table, keeping its entries, while a search of `nodes` nodes has outgrown
    /// it and it may still grow.
    pub fn grow_for(&mut self, nodes: u64) {
        while self.buckets() < self.max_buckets
            && nodes > NODES_PER_SLOT * 2 * self.buckets() as u64
        {
            let old = std::mem::take(&mut self.words);
            let buckets = 2 * self.buckets();
            self.words = vec![0; 2 * buckets * self.stride];
            self.mask = buckets - 1;
            for slot in old.chunks_exact(self.stride) {
                if slot[2] as u8 == 0 {
                    continue;
                }
                // An entry's bucket keeps its low bits: it goes to one of two, and each old
                // bucket's first tier (the deeper) is placed before its second.
                let b = 2 * (slot[0] as usize & self.mask);
                let s = if self.work(b) == 0 { b } else { b + 1 };
                if self.work(s) == 0 {
                    self.words[s * self.stride..(s + 1) * self.stride].copy_from_slice(slot);
                }
            }
        }
    }

    /// The node count at which [`Table::grow_for`] will next grow the table, if ever.
    pub fn grows_at(&self) -> u64 {
        if self.buckets() < self.max_buckets {
            NODES_PER_SLOT * 2 * self.buckets() as u64
        } else {
            u64::MAX
        }
    }

    fn slot(&self, s: usize) -> &[u64] {
        &self.words[s * self.stride..(s + 1) * self.stride]
    }

    fn work(&self, s: usize) -> u8 {
        self.slot(s)[2] as u8
    }

    fn holds(&self, s: usize, hash: u64, key: &[u64]) -> bool {
        let slot = self.slot(s);
        slot[2] as u8 > 0 && slot[0] == hash && &slot[HEAD..] == key
    }

    pub fn probe(&self, hash: u64, key: &[u64]) -> Option<Entry> {
        if key.len() + HEAD != self.stride {
            return None;
        }
        let b = 2 * (hash as usize & self.mask);
        let s = (b..b + 2).find(|&s| self.holds(s, hash, key))?;
        let slot = self.slot(s);
        let best = slot[2] >> 8 & 0xffff;
        Some(Entry {
            lo: slot[1] as u32 as i32,
            hi: (slot[1] >> 32) as u32 as i32,
            best: (best != NO_MOVE).then_some(best as u16),
        })
    }

    pub fn store(&mut self, hash: u64, key: &[u64], nodes: u64, entry: Entry) {
        if key.len() + HEAD != self.stride {
            return;
        }
        let b = 2 * (hash as usize & self.mask);
        let work = (65 - nodes.max(1).leading_zeros()) as u8;
        // The same position again replaces itself; else the deeper tier if this cost more.
        let s = (b..b + 2)
            .find(|&s| self.holds(s, hash, key))
            .unwrap_or(if work >= self.work(b) { b } else { b + 1 });
        let best = entry.best.map_or(NO_MOVE, u64::from);
        let at = s * self.stride;
        let slot = &mut self.words[at..at + self.stride];
        slot[0] = hash;
        slot[1] = u64::from(entry.lo as u32) | u64::from(entry.hi as u32) << 32;
        slot[2] = u64::from(work) | best << 8;
        slot[HEAD..].copy_from_slice(key);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A grown table still finds what it held: entries in buckets of their own, and two
    /// sharing a bucket (both tiers), each with its bounds and move.
    #[test]
    fn a_table_keeps_its_entries_when_it_grows() {
        let mut table = Table::new(20, 2);
        let first = table.buckets();
        let entries: Vec<(u64, [u64; 2], Entry)> = (0..200u64)
            .map(|i| {
                // Hashes 0..100 each fill a bucket of their own; 100.. share theirs with
                // the hash `first` below (the same low bits, another bucket once doubled).
                let hash = if i < 100 { i } else { i - 100 + first as u64 };
                let entry = Entry {
                    lo: -(i as i32),
                    hi: i as i32,
                    best: Some(i as u16),
                };
                (hash, [i, !i], entry)
            })
            .collect();
        for (k, (hash, key, entry)) in entries.iter().enumerate() {
            // The first hundred cost more (the deeper tier); the rest are the newer.
            let nodes = if k < 100 { 1 << 20 } else { 1 };
            table.store(*hash, key, nodes, *entry);
        }
        table.grow_for(u64::MAX);
        assert!(table.buckets() > first, "the table grew");
        for (hash, key, entry) in &entries {
            let found = table.probe(*hash, key).expect("kept");
            assert_eq!(
                (found.lo, found.hi, found.best),
                (entry.lo, entry.hi, entry.best)
            );
            assert!(table.probe(*hash, &[key[0], key[1] ^ 1]).is_none());
        }
    }

    #[test]
    fn put_all_writes_the_same_words_and_hash_as_a_put_each() {
        let mut rng = 0x1234_5678_u64;
        let mut next = |below: u64| {
            rng = rng
                .wrapping_mul(6364136223846793005)
                .wrapping_add(1442695040888963407);
            (rng >> 33) % below
        };
        for _ in 0..500 {
            let bits = 1 + next(4) as u32;
            let lead = next(40) as usize;
            let codes: Vec<u8> = (0..next(80)).map(|_| next(1 << bits) as u8).collect();
            let lead_codes: Vec<u8> = (0..lead).map(|_| next(8) as u8).collect();
            let (mut w1, mut z1, mut w2, mut z2) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
            let mut one = KeyWriter::new(&mut w1, &mut z1);
            let mut all = KeyWriter::new(&mut w2, &mut z2);
            for &c in &lead_codes {
                one.put(c, 3);
                all.put(c, 3);
            }
            for &c in &codes {
                one.put(c, bits);
            }
            all.put_all(&codes, bits);
            one.put(5, 3);
            all.put(5, 3);
            let (h1, h2) = (one.finish(), all.finish());
            assert_eq!(h1, h2);
            assert_eq!(w1, w2, "bits {bits}, lead {lead}, {} codes", codes.len());
        }
    }
}
