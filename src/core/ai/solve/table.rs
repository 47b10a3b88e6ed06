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

    /// Appends each of `codes` as a field of `bits` bits (a board row's point codes).
    pub fn put_all(&mut self, codes: &[u8], bits: u32) {
        for &code in codes {
            self.put(code, bits);
        }
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
pub struct Table {
    words: Vec<u64>,
    stride: usize,
    mask: usize,
}

const HEAD: usize = 3;
const NO_MOVE: u64 = 0xffff;

impl Table {
    /// A table of `2^bits` buckets for keys of `key_words` words, at most 64 MiB: fewer
    /// buckets for long keys (large boards).
    pub fn new(bits: u32, key_words: usize) -> Table {
        const MAX_WORDS: usize = 64 << 20 >> 3;
        let mut buckets = 1usize << bits.min(28);
        while buckets > 1 && 2 * buckets * (HEAD + key_words) > MAX_WORDS {
            buckets /= 2;
        }
        let stride = HEAD + key_words;
        Table {
            words: vec![0; 2 * buckets * stride],
            stride,
            mask: buckets - 1,
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
