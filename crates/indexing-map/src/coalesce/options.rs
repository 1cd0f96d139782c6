//! The thread mapping and memory system of a coalescing evaluation
//! (`--coalescing="..."`): their text form, parsed and printed.

use std::fmt;

/// A linear order of a tensor's elements (or of threads over a result).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Order {
    /// The last dimension varies fastest.
    RowMajor,
    /// The first dimension varies fastest.
    ColumnMajor,
}

impl Order {
    /// `row-major` or `column-major`.
    pub fn name(self) -> &'static str {
        match self {
            Order::RowMajor => "row-major",
            Order::ColumnMajor => "column-major",
        }
    }

    /// Strides of `sizes` in this order (the fastest dimension has 1),
    /// saturating.
    pub(super) fn strides(self, sizes: &[u64]) -> Vec<u64> {
        let mut strides = vec![0u64; sizes.len()];
        let mut stride = 1u64;
        let mut visit = |i: usize| {
            strides[i] = stride;
            stride = stride.saturating_mul(sizes[i]);
        };
        match self {
            Order::RowMajor => (0..sizes.len()).rev().for_each(&mut visit),
            Order::ColumnMajor => (0..sizes.len()).for_each(&mut visit),
        }
        strides
    }

    /// Dimension indices from the slowest to the fastest.
    pub(super) fn slow_to_fast(self, rank: usize) -> Vec<usize> {
        match self {
            Order::RowMajor => (0..rank).collect(),
            Order::ColumnMajor => (0..rank).rev().collect(),
        }
    }
}

/// The thread mapping and memory system (`--coalescing="..."`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Options {
    /// Threads per warp (`warp=`, default 32).
    pub warp: u64,
    /// Bytes per memory transaction, and their alignment (`transaction=`,
    /// default 128).
    pub transaction: u64,
    /// How threads take result elements (`threads=`, default row-major).
    pub threads: Order,
    /// How operand elements lie in memory (`layout=`, default row-major).
    pub layout: Order,
    /// Bytes per operand element (`element-bytes=`); by default from the
    /// operand's type.
    pub element_bytes: Option<u64>,
}

impl Default for Options {
    fn default() -> Self {
        Options { warp: 32, transaction: 128, threads: Order::RowMajor, layout: Order::RowMajor, element_bytes: None }
    }
}

impl Options {
    /// Parses `key=value` pairs separated by spaces or commas (an empty text
    /// gives the defaults): `warp=N` (1 to 1024), `transaction=N` bytes (1 to
    /// 65536), `threads=row-major|column-major`,
    /// `layout=row-major|column-major`, `element-bytes=N` (1 to 65536).
    ///
    /// ```
    /// use indexing_map::coalesce::{Options, Order};
    /// let o = Options::parse("warp=64 transaction=32, layout=column-major").unwrap();
    /// assert_eq!((o.warp, o.transaction, o.layout), (64, 32, Order::ColumnMajor));
    /// assert!(Options::parse("warp=0").is_err());
    /// ```
    pub fn parse(text: &str) -> Result<Options, String> {
        let mut options = Options::default();
        for item in text.split([' ', ',', '\t']).filter(|s| !s.is_empty()) {
            let Some((key, value)) = item.split_once('=') else {
                return Err(format!("coalescing: expected key=value, not '{item}'"));
            };
            let number = |low: u64, high: u64| -> Result<u64, String> {
                match value.parse::<u64>() {
                    Ok(n) if (low..=high).contains(&n) => Ok(n),
                    _ => Err(format!("coalescing: {key} must be an integer from {low} to {high}, not '{value}'")),
                }
            };
            let order = || match value {
                "row-major" => Ok(Order::RowMajor),
                "column-major" => Ok(Order::ColumnMajor),
                _ => Err(format!("coalescing: {key} must be 'row-major' or 'column-major', not '{value}'")),
            };
            match key {
                "warp" => options.warp = number(1, 1024)?,
                "transaction" => options.transaction = number(1, 65536)?,
                "threads" => options.threads = order()?,
                "layout" => options.layout = order()?,
                "element-bytes" => options.element_bytes = Some(number(1, 65536)?),
                _ => {
                    return Err(format!(
                        "coalescing: unknown option '{key}' (known: warp, transaction, threads, layout, element-bytes)"
                    ));
                }
            }
        }
        Ok(options)
    }
}

impl fmt::Display for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "warp={} transaction={} threads={} layout={}",
            self.warp,
            self.transaction,
            self.threads.name(),
            self.layout.name()
        )?;
        if let Some(bytes) = self.element_bytes {
            write!(f, " element-bytes={bytes}")?;
        }
        Ok(())
    }
}
