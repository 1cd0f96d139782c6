//! A small deterministic generator (xorshift64) for the random tests of
//! several crates (included with `#[path]`): no dependency, the same
//! sequence on every machine.

/// The generator's state (never 0).
pub struct Random(pub u64);

impl Random {
    /// The next 64 random bits.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A value in `[0, n)`.
    pub fn below(&mut self, n: u64) -> i64 {
        (self.next() % n) as i64
    }
}
