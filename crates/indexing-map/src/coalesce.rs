//! Memory coalescing from indexing maps: how many memory transactions the
//! warps of a GPU kernel issue to read an operand, when each thread computes
//! one result element and reads what the output-to-input maps say it reads.
//!
//! **The model.** Threads take the result's elements in order (row-major by
//! default: consecutive threads, consecutive elements of the last
//! dimension); `warp` consecutive threads form a warp (the last one may be
//! partial). Each map of an entry is one load instruction, executed once per
//! value of its symbols (range and runtime variables, in lexicographic
//! order: the steps of a loop); at a step, every thread whose point lies in
//! the map's domain (bounds and constraints) reads one element, and the
//! warp's access costs one transaction per distinct aligned
//! `transaction`-byte segment its threads touch. Element `e` of the operand
//! lives at byte `element_bytes * linear(e)` (row-major by default) from a
//! base aligned to `transaction` bytes. Per step the *bytes needed* are the
//! distinct elements read times their size, and the fewest transactions
//! that could deliver them are `ceil(needed / transaction)`.
//!
//! **The figures** ([`Coalescing`]): transactions over all warps and per warp
//! (the fewest, the most, and the first warp with the most), bytes needed
//! and moved (`transactions * transaction`), the efficiency `needed /
//! moved`, and whether the access is *coalesced* by XLA's rule (its
//! `EstimateCoalescingViaMemoryTransactionsCount`): the fewest transactions
//! exceed 0.9 × the transactions issued ([`THRESHOLD`]). A broadcast scalar
//! is coalesced (one transaction per step, none could do with fewer) while
//! its efficiency is 4/128 for `f32`: the two answer different questions.
//!
//! **Every warp, not a sample.** Warps are grouped into classes that provably
//! issue the same transactions, and one warp per class is evaluated lane by
//! lane. With row-major threads, when some dimension `k` has a stride
//! dividing the warp size and the elements from `k` inwards fill whole
//! warps, a warp is fixed by the dimensions outside `k` and by `x_k div m`
//! (`m = warp / stride_k`); those are the warp's constant variables. A
//! constant variable that enters the address only as a linear term `c * v`
//! and appears in no constraint shifts all of the warp's addresses by
//! `c * v * element_bytes`, which changes the transactions only through its
//! remainder modulo `transaction`: such variables are summarized by the
//! reachable remainders (a dynamic program that counts the warps of each
//! remainder and keeps the first warp of each). Other constant variables
//! are enumerated. Symbols are treated alike per step. Shapes that do not
//! tile into warps this way are evaluated warp by warp. Everything is
//! exact while the lane evaluations stay within a budget; beyond it, bounds
//! that say so.
//!
//! **Runtime variables** (gather and dynamic-slice indices): addresses depend
//! on data. The figures are then bounds of the worst case over the values:
//! the lower end is the access with every runtime variable at its smallest
//! value (one feasible case), the upper end one transaction per element per
//! thread; `coalesced` is not decided.
//!
//! ```
//! use indexing_map::coalesce::{coalescing, Options};
//! use indexing_map::Interval;
//! let context = melior::Context::new();
//! // A transpose of a 64x64 f32 matrix: a warp's 32 threads read a column,
//! // 32 rows apart: 32 transactions of 128 bytes for 128 bytes needed.
//! let map = indexing_map::IndexingMap::parse(
//!     &context,
//!     "(d0, d1) -> (d1, d0), domain: d0 in [0, 63], d1 in [0, 63]",
//! )
//! .unwrap();
//! let threads = [Interval::new(0, 63), Interval::new(0, 63)];
//! let c = coalescing(&[map], &threads, &[64, 64], 4, &Options::default(), 1 << 20);
//! assert_eq!(c.warps, 128);
//! assert_eq!(c.per_warp_max.exact(), Some(32));
//! assert_eq!(c.coalesced(), Some(false));
//! assert_eq!(c.efficiency(), Some((1.0 / 32.0, 1.0 / 32.0)));
//! ```

use crate::count::Count;
use crate::expr::{self, ExprView};
use crate::interval::Interval;
use crate::map::{IndexingMap, MapState};
use rustc_hash::FxHashMap;
use std::fmt;

/// XLA's threshold: coalesced when the fewest possible transactions exceed
/// this fraction of the transactions issued.
pub const THRESHOLD: f64 = 0.9;

/// Lane evaluations allowed per entry by default (`--coalescing`).
pub const DEFAULT_BUDGET: u64 = 1 << 22;

/// Per runtime variable of a map, the result dimensions its value depends
/// on (`None` when unknown).
type RtDims = Vec<Option<Vec<usize>>>;

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
    fn strides(self, sizes: &[u64]) -> Vec<u64> {
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
    fn slow_to_fast(self, rank: usize) -> Vec<usize> {
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

/// How one operand is read by the warps computing one result (see the
/// module docs). Counts are exact when `lower == upper`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Coalescing {
    /// Warps of the result (the last may be partial).
    pub warps: u64,
    /// Bytes per transaction.
    pub transaction: u64,
    /// Bytes per element.
    pub element_bytes: u64,
    /// Transactions of all warps.
    pub transactions: Count,
    /// The fewest transactions one warp issues.
    pub per_warp_min: Count,
    /// The most transactions one warp issues.
    pub per_warp_max: Count,
    /// The first warp that issues `per_warp_max` (when exact).
    pub worst_warp: Option<u64>,
    /// Bytes needed: per step, the distinct elements read times their size,
    /// summed over steps and warps.
    pub bytes_needed: Count,
    /// Per step `ceil(needed / transaction)`, summed: the fewest
    /// transactions that could deliver the bytes needed.
    pub min_transactions: Count,
    /// Warp classes evaluated lane by lane (0 when bounded without).
    pub classes: u64,
    /// Why the figures are bounds, when they are.
    pub not_exact: Option<String>,
}

impl Coalescing {
    /// Whether every figure is exact: no reason to be bounds, and every
    /// count a point (an exact claim with bounds `{lower, upper}` would
    /// contradict itself).
    pub fn is_exact(&self) -> bool {
        self.not_exact.is_none()
            && [self.transactions, self.per_warp_min, self.per_warp_max, self.bytes_needed, self.min_transactions]
                .iter()
                .all(|count| count.exact().is_some())
    }

    /// Bytes moved: transactions times their size.
    pub fn bytes_moved(&self) -> Count {
        let t = self.transaction;
        Count { lower: self.transactions.lower.saturating_mul(t), upper: self.transactions.upper.saturating_mul(t) }
    }

    /// `bytes needed / bytes moved` as (lowest, highest) over the bounds;
    /// `None` when nothing is moved.
    pub fn efficiency(&self) -> Option<(f64, f64)> {
        let moved = self.bytes_moved();
        if moved.upper == 0 {
            return None;
        }
        let low = self.bytes_needed.lower as f64 / moved.upper as f64;
        let high = if moved.lower == 0 { 1.0 } else { (self.bytes_needed.upper as f64 / moved.lower as f64).min(1.0) };
        Some((low, high))
    }

    /// XLA's rule: the fewest transactions exceed [`THRESHOLD`] × the
    /// transactions issued (true when nothing is read); `None` when the
    /// figures are not exact.
    pub fn coalesced(&self) -> Option<bool> {
        let transactions = self.transactions.exact()?;
        let fewest = self.min_transactions.exact()?;
        self.not_exact.is_none().then_some(transactions == 0 || fewest as f64 > THRESHOLD * transactions as f64)
    }
}

/// What `maps` (one entry's output-to-input maps, a load each) cost the
/// warps that compute the result box `threads` (normally `[0, n-1]` per
/// result dimension; thread `t` takes the point whose offsets from the
/// lower bounds are `t` in `options.threads` order), for an operand of
/// `operand_shape` with `element_bytes` bytes per element (unless
/// `options.element_bytes` says otherwise). `budget` bounds the lane
/// evaluations; beyond it the figures are bounds.
pub fn coalescing(
    maps: &[IndexingMap<'_>],
    threads: &[Interval],
    operand_shape: &[i64],
    element_bytes: u64,
    options: &Options,
    budget: u64,
) -> Coalescing {
    coalescing_with_rt_dims(maps, &[], threads, operand_shape, element_bytes, options, budget)
}

/// [`coalescing`], told which result dimensions the value of each runtime
/// variable depends on (`rt_dims[map][rt]`: the dimensions its provenance
/// map uses; `None` or missing when unknown). A runtime variable whose
/// dimensions are all constant across every warp (the row index of a
/// gather of whole rows) has one value per warp: its worst case is then
/// bounded by the worst single value for all warps (a feasible case) and
/// each warp's own worst value, exact when they meet.
///
/// ```
/// use indexing_map::coalesce::{coalescing_with_rt_dims, Options};
/// use indexing_map::Interval;
/// let context = melior::Context::new();
/// // Rows of a 100x64 f32 table gathered by 8 runtime indices (rt0
/// // depends on d0 only): a warp reads 32 consecutive floats of one row.
/// let map = indexing_map::IndexingMap::parse(
///     &context,
///     "(d0, d1){rt0} -> (rt0, d1), domain: d0 in [0, 7], d1 in [0, 63], rt0 in [0, 99]",
/// )
/// .unwrap();
/// let threads = [Interval::new(0, 7), Interval::new(0, 63)];
/// let c = coalescing_with_rt_dims(&[map], &[vec![Some(vec![0])]], &threads, &[100, 64], 4, &Options::default(), 1 << 20);
/// assert_eq!((c.per_warp_max.exact(), c.coalesced()), (Some(1), Some(true)));
/// ```
pub fn coalescing_with_rt_dims(
    maps: &[IndexingMap<'_>],
    rt_dims: &[Vec<Option<Vec<usize>>>],
    threads: &[Interval],
    operand_shape: &[i64],
    element_bytes: u64,
    options: &Options,
    budget: u64,
) -> Coalescing {
    let eb = options.element_bytes.unwrap_or(element_bytes).max(1);
    let warp = options.warp.max(1);
    let transaction = options.transaction.max(1);
    let sizes: Vec<u64> = threads.iter().map(|b| b.size()).collect();
    let points = sizes.iter().fold(1u64, |n, &s| n.saturating_mul(s));
    let warps = points.div_ceil(warp);
    let mut result = Coalescing {
        warps,
        transaction,
        element_bytes: eb,
        transactions: Count::of(0),
        per_warp_min: Count::of(0),
        per_warp_max: Count::of(0),
        worst_warp: None,
        bytes_needed: Count::of(0),
        min_transactions: Count::of(0),
        classes: 0,
        not_exact: None,
    };
    let no_dims = Vec::new();
    let (defined, defined_rt_dims): (Vec<&IndexingMap<'_>>, Vec<&RtDims>) = maps
        .iter()
        .enumerate()
        .filter(|(_, m)| m.state() != MapState::KnownEmpty)
        .map(|(i, m)| (m, rt_dims.get(i).unwrap_or(&no_dims)))
        .unzip();
    if points == 0 || defined.is_empty() {
        // Nothing is read: every warp issues nothing, the first is a worst.
        result.worst_warp = (warps > 0).then_some(0);
        return result;
    }
    let setting = Setting { threads, sizes: &sizes, points, warp, transaction, eb, order: options.threads };
    let loads: Result<Vec<Load>, String> = defined
        .iter()
        .zip(&defined_rt_dims)
        .map(|(m, dims)| Load::new(m, dims, threads.len(), operand_shape, options.layout))
        .collect();
    let evaluated = loads.and_then(|loads| Evaluation::new(&setting, loads, budget).map(|e| e.run()));
    match evaluated {
        Ok(Ok(figures)) => figures.fill(&mut result),
        Ok(Err(why)) | Err(why) => {
            bounds_only(&setting, &defined, &mut result);
            result.not_exact = Some(why);
        }
    }
    result
}

/// The thread space and memory parameters of one evaluation.
struct Setting<'s> {
    threads: &'s [Interval],
    sizes: &'s [u64],
    points: u64,
    warp: u64,
    transaction: u64,
    eb: u64,
    order: Order,
}

impl Setting<'_> {
    /// The most segments one element touches (its start is a multiple of
    /// its size, the base is aligned to a transaction).
    fn segments_per_element(&self) -> u64 {
        let (eb, t) = (self.eb, self.transaction);
        if t % eb == 0 || eb % t == 0 { eb.div_ceil(t) } else { eb.div_ceil(t) + 1 }
    }
}

/// Figures without visiting lanes: every thread at every step may read an
/// element of its own; a map without constraints or runtime variables makes
/// every warp issue at least one transaction per step.
fn bounds_only(setting: &Setting<'_>, maps: &[&IndexingMap<'_>], result: &mut Coalescing) {
    let spe = setting.segments_per_element();
    let (mut tx, mut per_warp_low, mut per_warp_high, mut needed) = (Count::of(0), 0u64, 0u64, 0u64);
    for map in maps {
        let steps = (0..map.symbol_count()).fold(1u64, |n, j| n.saturating_mul(map.symbol_bounds(j).size()));
        let loads = setting.points.saturating_mul(steps);
        let free = map.state() == MapState::Defined
            && map.constraints().is_empty()
            && map.rt_vars().is_empty()
            && map.dims().iter().zip(setting.threads).all(|(v, t)| v.bounds.contains_interval(*t));
        if free {
            tx.lower = tx.lower.saturating_add(result.warps.saturating_mul(steps));
            per_warp_low = per_warp_low.saturating_add(steps);
        }
        tx.upper = tx.upper.saturating_add(loads.saturating_mul(spe));
        per_warp_high = per_warp_high.saturating_add(setting.warp.saturating_mul(steps).saturating_mul(spe));
        needed = needed.saturating_add(loads.saturating_mul(setting.eb));
    }
    result.transactions = tx;
    result.per_warp_min = Count { lower: 0, upper: per_warp_high };
    result.per_warp_max = Count { lower: per_warp_low, upper: per_warp_high };
    result.worst_warp = None;
    result.bytes_needed = Count { lower: 0, upper: needed };
    // Never more than the transactions issued.
    result.min_transactions = Count { lower: 0, upper: tx.upper };
    result.classes = 0;
}

/// An expression compiled for fast evaluation (variables: dimensions, then
/// symbols).
enum Code {
    Var(usize),
    Const(i64),
    Binary(Op, Box<Code>, Box<Code>),
}

/// The binary operations of affine expressions.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Op {
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

impl Code {
    fn compile(e: melior::ir::AffineExpr<'_>, n_dims: usize) -> Code {
        let binary =
            |op, l, r| Code::Binary(op, Box::new(Code::compile(l, n_dims)), Box::new(Code::compile(r, n_dims)));
        match expr::view(e) {
            ExprView::Dim(i) => Code::Var(i),
            ExprView::Symbol(j) => Code::Var(n_dims + j),
            ExprView::Constant(c) => Code::Const(c),
            ExprView::Add(l, r) => binary(Op::Add, l, r),
            ExprView::Mul(l, r) => binary(Op::Mul, l, r),
            ExprView::FloorDiv(l, r) => binary(Op::FloorDiv, l, r),
            ExprView::CeilDiv(l, r) => binary(Op::CeilDiv, l, r),
            ExprView::Mod(l, r) => binary(Op::Mod, l, r),
        }
    }

    /// The value with MLIR's semantics; `None` on overflow or a
    /// non-positive divisor.
    fn eval(&self, vars: &[i64]) -> Option<i64> {
        match self {
            Code::Var(v) => Some(vars[*v]),
            Code::Const(c) => Some(*c),
            Code::Binary(op, l, r) => {
                let (a, b) = (l.eval(vars)?, r.eval(vars)?);
                match op {
                    Op::Add => a.checked_add(b),
                    Op::Mul => a.checked_mul(b),
                    Op::FloorDiv => (b > 0).then(|| crate::interval::floor_div(a, b)),
                    Op::CeilDiv => (b > 0).then(|| crate::interval::ceil_div(a, b)),
                    Op::Mod => (b > 0).then(|| crate::interval::modulo(a, b)),
                }
            }
        }
    }

    fn mentions(&self, var: usize) -> bool {
        match self {
            Code::Var(v) => *v == var,
            Code::Const(_) => false,
            Code::Binary(_, l, r) => l.mentions(var) || r.mentions(var),
        }
    }

    /// `c` when the expression is `c * var + (terms without var)`, `None`
    /// when `var` appears any other way.
    fn coefficient(&self, var: usize) -> Option<i64> {
        if !self.mentions(var) {
            return Some(0);
        }
        match self {
            Code::Var(_) => Some(1),
            Code::Binary(Op::Add, l, r) => l.coefficient(var)?.checked_add(r.coefficient(var)?),
            Code::Binary(Op::Mul, l, r) => match (&**l, &**r) {
                (_, Code::Const(c)) => l.coefficient(var)?.checked_mul(*c),
                (Code::Const(c), _) => r.coefficient(var)?.checked_mul(*c),
                _ => None,
            },
            _ => None,
        }
    }
}

/// One map compiled: its address in elements and its domain.
struct Load {
    n_dims: usize,
    dim_bounds: Vec<Interval>,
    symbol_bounds: Vec<Interval>,
    first_rt: usize,
    /// `(stride, result)`: the address is the sum of the products.
    address: Vec<(i64, Code)>,
    /// `(expr, interval, mentions a runtime variable)`.
    constraints: Vec<(Code, Interval, bool)>,
    /// Per runtime variable, the result dimensions its value depends on
    /// (when known).
    rt_dims: Vec<Option<Vec<usize>>>,
}

impl Load {
    fn new(
        map: &IndexingMap<'_>,
        rt_dims: &[Option<Vec<usize>>],
        rank: usize,
        operand_shape: &[i64],
        layout: Order,
    ) -> Result<Load, String> {
        if map.state() != MapState::Defined {
            return Err("a map is undefined".into());
        }
        if map.dims().len() != rank {
            return Err(format!("a map has {} dimensions for a result of rank {rank}", map.dims().len()));
        }
        if map.result_count() != operand_shape.len() {
            return Err(format!(
                "a map has {} results for an operand of rank {}",
                map.result_count(),
                operand_shape.len()
            ));
        }
        let shape: Vec<u64> = operand_shape.iter().map(|&d| d.max(0) as u64).collect();
        let strides = layout.strides(&shape);
        let n_dims = map.dims().len();
        let first_rt = n_dims + map.range_vars().len();
        let mut address = Vec::new();
        for (e, stride) in map.results().into_iter().zip(strides) {
            let stride = i64::try_from(stride).map_err(|_| "the operand has too many elements".to_owned())?;
            address.push((stride, Code::compile(e, n_dims)));
        }
        let constraints = map
            .constraints()
            .iter()
            .map(|&(e, interval)| {
                let code = Code::compile(e, n_dims);
                let rt = (first_rt..n_dims + map.symbol_count()).any(|v| code.mentions(v));
                (code, interval, rt)
            })
            .collect();
        Ok(Load {
            n_dims,
            dim_bounds: map.dims().iter().map(|v| v.bounds).collect(),
            symbol_bounds: (0..map.symbol_count()).map(|j| map.symbol_bounds(j)).collect(),
            first_rt,
            address,
            constraints,
            rt_dims: (0..map.rt_vars().len()).map(|r| rt_dims.get(r).cloned().flatten()).collect(),
        })
    }

    fn has_rt(&self) -> bool {
        self.first_rt < self.n_dims + self.symbol_bounds.len()
    }

    /// Whether every runtime variable depends only on dimensions that are
    /// constant across each warp (`constant[j]`).
    fn uniform_rt(&self, constant: &[bool]) -> bool {
        self.has_rt()
            && self
                .rt_dims
                .iter()
                .all(|dims| dims.as_ref().is_some_and(|d| d.iter().all(|&j| constant.get(j) == Some(&true))))
    }

    /// The coefficient of `var` in the address, if it enters it linearly
    /// and no constraint mentions it.
    fn separable(&self, var: usize) -> Option<i64> {
        if self.constraints.iter().any(|(c, _, _)| c.mentions(var)) {
            return None;
        }
        self.address
            .iter()
            .try_fold(0i64, |sum, (stride, code)| sum.checked_add(stride.checked_mul(code.coefficient(var)?)?))
    }

    /// The address in elements at `vars`.
    fn address(&self, vars: &[i64]) -> Option<i128> {
        self.address
            .iter()
            .try_fold(0i128, |sum, (stride, code)| Some(sum + i128::from(*stride) * i128::from(code.eval(vars)?)))
    }
}

/// Reachable byte-offset remainders (one per load) of a set of linear
/// variables: per remainder tuple, how many assignments reach it and the
/// lexicographically first of them.
type Remainders = Vec<(Vec<u64>, u128, Vec<i64>)>;

/// A variable that shifts every lane's address by `coefficients[load] *
/// value` elements.
struct Linear {
    coefficients: Vec<i64>,
    values: Interval,
}

/// The remainder classes of `vars` (module docs); `None` beyond `cap`
/// classes.
fn remainders(vars: &[Linear], loads: usize, eb: u64, transaction: u64, cap: u64) -> Option<Remainders> {
    let t = i128::from(transaction);
    let mut states: FxHashMap<Vec<u64>, (u128, Vec<i64>)> = FxHashMap::default();
    states.insert(vec![0; loads], (1, Vec::new()));
    for var in vars {
        // Remainders repeat with a period dividing the transaction size.
        let steps: Vec<i128> =
            var.coefficients.iter().map(|&c| (i128::from(c) * i128::from(eb)).rem_euclid(t)).collect();
        let period = steps.iter().fold(1i128, |p, &s| {
            let own = if s == 0 { 1 } else { t / gcd(s, t) };
            p / gcd(p, own) * own
        });
        let size = i128::from(var.values.size());
        let mut next: FxHashMap<Vec<u64>, (u128, Vec<i64>)> = FxHashMap::default();
        for first in 0..period.min(size) {
            let value = var.values.lower as i128 + first;
            let count = ((size - 1 - first) / period + 1) as u128;
            for (key, (n, rep)) in &states {
                let shifted: Vec<u64> = key
                    .iter()
                    .zip(&var.coefficients)
                    .map(|(&r, &c)| (i128::from(r) + i128::from(c) * value * i128::from(eb)).rem_euclid(t) as u64)
                    .collect();
                let mut rep = rep.clone();
                rep.push(value as i64);
                let slot = next.entry(shifted).or_insert((0, rep.clone()));
                slot.0 += n * count;
                if rep < slot.1 {
                    slot.1 = rep;
                }
            }
            if next.len() as u64 > cap {
                return None;
            }
        }
        states = next;
    }
    let mut list: Remainders = states.into_iter().map(|(k, (n, rep))| (k, n, rep)).collect();
    list.sort();
    Some(list)
}

/// The cases of a load's runtime variables that are constant across each
/// warp: those entering the address linearly (and no constraint) by
/// remainder classes of their shift (one value each, the first of the
/// class), the others every value; the first case has every variable at
/// its smallest value. `Err` beyond `cap` cases.
fn uniform_cases(
    linear: &[(usize, Linear)],
    enumerated: &[(usize, Interval)],
    setting: &Setting<'_>,
    cap: u64,
) -> Result<Vec<Vec<(usize, i64)>>, String> {
    let too_many = || format!("more than {cap} cases of runtime values");
    let vars: Vec<Linear> =
        linear.iter().map(|(_, l)| Linear { coefficients: l.coefficients.clone(), values: l.values }).collect();
    let mut classes = remainders(&vars, 1, setting.eb, setting.transaction, cap).ok_or_else(too_many)?;
    // The class holding every smallest value (its first member) goes first.
    let lowest: Vec<i64> = linear.iter().map(|(_, l)| l.values.lower).collect();
    if let Some(at) = classes.iter().position(|(_, _, rep)| *rep == lowest) {
        classes.swap(0, at);
    }
    let ranges: Vec<Interval> = enumerated.iter().map(|(_, r)| *r).collect();
    let size = ranges.iter().fold(classes.len() as u64, |n, r| n.saturating_mul(r.size()));
    if size > cap {
        return Err(too_many());
    }
    let mut cases = Vec::new();
    for (_, _, rep) in &classes {
        for_each_point(&ranges, |values| {
            let mut case: Vec<(usize, i64)> = linear.iter().map(|(j, _)| *j).zip(rep.iter().copied()).collect();
            case.extend(enumerated.iter().map(|(j, _)| *j).zip(values.iter().copied()));
            cases.push(case);
        });
    }
    Ok(cases)
}

fn gcd(a: i128, b: i128) -> i128 {
    if b == 0 { a.abs() } else { gcd(b, a % b) }
}

/// Calls `visit` with every point of the box `ranges` (lexicographic).
fn for_each_point(ranges: &[Interval], mut visit: impl FnMut(&[i64])) {
    if ranges.iter().any(|r| !r.is_feasible()) {
        return;
    }
    let mut point: Vec<i64> = ranges.iter().map(|r| r.lower).collect();
    loop {
        visit(&point);
        let mut k = point.len();
        loop {
            if k == 0 {
                return;
            }
            k -= 1;
            if point[k] < ranges[k].upper {
                point[k] += 1;
                break;
            }
            point[k] = ranges[k].lower;
        }
    }
}

/// How warps split into classes.
enum Warps {
    /// Dimension `k` splits as `x_k = low_k + m * a + b`; the dimensions
    /// before it in `slow_to_fast` and `a` are constant in a warp.
    Regular { k: usize, m: u64, outer: Vec<usize> },
    /// Warp by warp.
    Each,
}

/// For a constant variable of the `Regular` split at dimension `k` by `m`:
/// the result dimension it sits in, its values, and how far one step of it
/// moves that dimension (`m` for the split's `a`, 1 for a whole dimension).
fn constant_var(c: Constant, k: usize, m: u64, setting: &Setting<'_>) -> (usize, Interval, i64) {
    match c {
        Constant::Dim(j) => (j, setting.threads[j], 1),
        Constant::Split => (k, Interval::new(0, (setting.sizes[k] / m) as i64 - 1), m as i64),
    }
}

/// A warp's constant variable.
#[derive(Clone, Copy)]
enum Constant {
    /// Result dimension `j`.
    Dim(usize),
    /// `a` of the split dimension.
    Split,
}

/// Per load, the steps: separable symbols by remainder, others enumerated;
/// and the cases of its runtime variables.
struct Steps {
    remainders: Vec<(u64, u128)>,
    enumerated: Vec<usize>,
    ranges: Vec<Interval>,
    /// Runtime variables: `Uniform` cases (values of the symbols, one per
    /// warp) or `PerThread` (at their smallest value, with the lane-count
    /// bound); `None` without runtime variables.
    runtime: Runtime,
}

/// How a load's runtime variables are evaluated.
enum Runtime {
    None,
    /// At their smallest value; the upper end one transaction per element
    /// per thread.
    PerThread,
    /// Constant across each warp: every case `(symbol, value)*`, the first
    /// with every variable at its smallest value.
    Uniform(Vec<Vec<(usize, i64)>>),
}

fn clamp(n: u128) -> u64 {
    u64::try_from(n).unwrap_or(u64::MAX)
}

/// One entry's evaluation plan.
struct Evaluation<'s> {
    setting: &'s Setting<'s>,
    loads: Vec<Load>,
    warps: Warps,
    /// Constant variables summarized by remainder, and enumerated.
    linear: Vec<Constant>,
    enumerated: Vec<Constant>,
    classes: Remainders,
    steps: Vec<Steps>,
}

impl<'s> Evaluation<'s> {
    /// The plan, or why it would exceed `budget` lane evaluations.
    fn new(setting: &'s Setting<'s>, loads: Vec<Load>, budget: u64) -> Result<Evaluation<'s>, String> {
        let warps = split(setting);
        // Constant variables entering every address linearly (and no
        // constraint) by remainder, the others enumerated.
        let (mut linear, mut linear_vars, mut enumerated) = (Vec::new(), Vec::new(), Vec::new());
        if let Warps::Regular { k, m, outer } = &warps {
            for constant in outer.iter().map(|&j| Constant::Dim(j)).chain([Constant::Split]) {
                let (dim, values, scale) = constant_var(constant, *k, *m, setting);
                let full = loads.iter().all(|l| l.dim_bounds[dim] == setting.threads[dim]);
                let coefficients: Option<Vec<i64>> =
                    loads.iter().map(|l| l.separable(dim).map(|c| c.saturating_mul(scale))).collect();
                match coefficients.filter(|_| full) {
                    Some(coefficients) => {
                        linear.push(constant);
                        linear_vars.push(Linear { coefficients, values });
                    }
                    None => enumerated.push(constant),
                }
            }
        }
        let cap = budget.max(1);
        let classes = remainders(&linear_vars, loads.len(), setting.eb, setting.transaction, cap)
            .ok_or_else(|| format!("more than {cap} classes of warps"))?;
        let enumerated_box = match &warps {
            Warps::Regular { k, m, .. } => {
                enumerated.iter().fold(1u64, |n, &c| n.saturating_mul(constant_var(c, *k, *m, setting).1.size()))
            }
            Warps::Each => setting.points.div_ceil(setting.warp),
        };
        // Dimensions constant across every warp.
        let mut constant = vec![false; setting.sizes.len()];
        if let Warps::Regular { k, m, outer } = &warps {
            outer.iter().for_each(|&j| constant[j] = true);
            constant[*k] = *m == 1;
        }
        let mut steps = Vec::new();
        let mut per_class = 0u64;
        for load in &loads {
            let n_symbols = load.symbol_bounds.len();
            let uniform = load.uniform_rt(&constant);
            let (mut linear_symbols, mut enumerated_symbols, mut ranges) = (Vec::new(), Vec::new(), Vec::new());
            let (mut linear_rt, mut enumerated_rt) = (Vec::new(), Vec::new());
            for j in 0..n_symbols {
                let var = load.n_dims + j;
                let bounds = load.symbol_bounds[j];
                match load.separable(var) {
                    Some(c) if var < load.first_rt => {
                        linear_symbols.push(Linear { coefficients: vec![c], values: bounds })
                    }
                    Some(c) if uniform => linear_rt.push((j, Linear { coefficients: vec![c], values: bounds })),
                    _ if uniform && var >= load.first_rt => enumerated_rt.push((j, bounds)),
                    _ => {
                        enumerated_symbols.push(j);
                        // Runtime variables at their smallest value: one case.
                        ranges.push(if var >= load.first_rt { Interval::point(bounds.lower) } else { bounds });
                    }
                }
            }
            let runtime = if uniform {
                Runtime::Uniform(uniform_cases(&linear_rt, &enumerated_rt, setting, cap)?)
            } else if load.has_rt() {
                Runtime::PerThread
            } else {
                Runtime::None
            };
            let cases = match &runtime {
                Runtime::Uniform(cases) => cases.len() as u64,
                _ => 1,
            };
            let remainders = remainders(&linear_symbols, 1, setting.eb, setting.transaction, cap)
                .ok_or_else(|| format!("more than {cap} classes of steps"))?
                .into_iter()
                .map(|(key, n, _)| (key[0], n))
                .collect::<Vec<_>>();
            let box_size = ranges.iter().fold(1u64, |n, r| n.saturating_mul(r.size())).saturating_mul(cases);
            per_class =
                per_class.saturating_add(box_size.saturating_mul(
                    setting.warp.saturating_add((remainders.len() as u64).saturating_mul(setting.warp)),
                ));
            steps.push(Steps { remainders, enumerated: enumerated_symbols, ranges, runtime });
        }
        let cost = (classes.len() as u64).saturating_mul(enumerated_box).saturating_mul(per_class);
        if cost > budget {
            let needed = if cost == u64::MAX { "more than 2^64".to_owned() } else { cost.to_string() };
            return Err(format!("{needed} lane evaluations needed, more than the budget of {budget}"));
        }
        Ok(Evaluation { setting, loads, warps, linear, enumerated, classes, steps })
    }

    /// Evaluates every class; `Err` when an address overflows.
    fn run(&self) -> Result<Figures, String> {
        let mut figures = Figures::new(&self.steps);
        match &self.warps {
            Warps::Regular { k, m, outer } => {
                let ranges: Vec<Interval> =
                    self.enumerated.iter().map(|&c| constant_var(c, *k, *m, self.setting).1).collect();
                let mut failure = None;
                for (residues, count, rep) in &self.classes {
                    for_each_point(&ranges, |values| {
                        if failure.is_some() {
                            return;
                        }
                        // The class's constant values: enumerated ones as
                        // they are, linear ones 0 (their shift is the
                        // remainder) except in the representative warp.
                        let mut fixed: Vec<Option<i64>> = vec![None; self.setting.sizes.len() + 1];
                        let mut first: Vec<i64> = self.setting.threads.iter().map(|t| t.lower).collect();
                        let mut a_first = 0i64;
                        for (&c, &v) in self.enumerated.iter().zip(values) {
                            match c {
                                Constant::Dim(j) => {
                                    fixed[j] = Some(v);
                                    first[j] = v;
                                }
                                Constant::Split => {
                                    fixed[self.setting.sizes.len()] = Some(v);
                                    a_first = v;
                                }
                            }
                        }
                        for (&c, &v) in self.linear.iter().zip(rep) {
                            match c {
                                Constant::Dim(j) => first[j] = v,
                                Constant::Split => a_first = v,
                            }
                        }
                        let lanes = self.regular_lanes(*k, *m, outer, &fixed);
                        let warp_index = self.regular_warp_index(*k, *m, outer, &first, a_first);
                        match self.class(&lanes, residues) {
                            Ok(cost) => figures.add(cost, *count, warp_index),
                            Err(why) => failure = Some(why),
                        }
                    });
                }
                if let Some(why) = failure {
                    return Err(why);
                }
            }
            Warps::Each => {
                let zero = vec![0u64; self.loads.len()];
                for w in 0..self.setting.points.div_ceil(self.setting.warp) {
                    let lanes = self.warp_lanes(w);
                    let cost = self.class(&lanes, &zero)?;
                    figures.add(cost, 1, w);
                }
            }
        }
        Ok(figures)
    }

    /// The lanes' points of a regular class: per lane, the dimension
    /// values, and which of them a load must check against its bounds
    /// (linear constants are 0 here and always inside).
    fn regular_lanes(&self, k: usize, m: u64, outer: &[usize], fixed: &[Option<i64>]) -> Lanes {
        let setting = self.setting;
        let rank = setting.sizes.len();
        let strides = setting.order.strides(setting.sizes);
        let mut checked = vec![true; rank];
        for &j in outer {
            checked[j] = fixed[j].is_some();
        }
        let a = fixed[rank];
        checked[k] = a.is_some();
        let mut points = Vec::with_capacity(setting.warp as usize);
        for lane in 0..setting.warp {
            let mut x = vec![0i64; rank];
            for j in 0..rank {
                x[j] = if j == k {
                    let b = (lane / strides[k]) as i64;
                    setting.threads[k].lower + b + a.map_or(0, |a| a * m as i64)
                } else if outer.contains(&j) {
                    fixed[j].unwrap_or(0)
                } else {
                    setting.threads[j].lower + ((lane / strides[j]) % setting.sizes[j]) as i64
                };
            }
            points.push(x);
        }
        Lanes { points, checked }
    }

    fn regular_warp_index(&self, k: usize, m: u64, outer: &[usize], first: &[i64], a: i64) -> u64 {
        let setting = self.setting;
        let strides = setting.order.strides(setting.sizes);
        let mut t: u128 = u128::from(m) * a as u128 * u128::from(strides[k]);
        for &j in outer {
            t += (first[j] - setting.threads[j].lower) as u128 * u128::from(strides[j]);
        }
        clamp(t / u128::from(setting.warp))
    }

    /// The lanes of warp `w`, every dimension checked.
    fn warp_lanes(&self, w: u64) -> Lanes {
        let setting = self.setting;
        let rank = setting.sizes.len();
        let strides = setting.order.strides(setting.sizes);
        let start = w * setting.warp;
        let end = (start + setting.warp).min(setting.points);
        let points = (start..end)
            .map(|t| {
                (0..rank).map(|j| setting.threads[j].lower + ((t / strides[j]) % setting.sizes[j]) as i64).collect()
            })
            .collect();
        Lanes { points, checked: vec![true; rank] }
    }

    /// One warp's cost in a class whose linear constants shift load `i`'s
    /// addresses by `shifts[i]` bytes (mod the transaction size).
    fn class(&self, lanes: &Lanes, shifts: &[u64]) -> Result<WarpCost, String> {
        let mut loads = Vec::with_capacity(self.loads.len());
        for ((load, steps), &shift) in self.loads.iter().zip(&self.steps).zip(shifts) {
            let mut vars = vec![0i64; load.n_dims + load.symbol_bounds.len()];
            let cost = match &steps.runtime {
                Runtime::Uniform(cases) => {
                    let mut each = Vec::with_capacity(cases.len());
                    for case in cases {
                        for &(j, v) in case {
                            vars[load.n_dims + j] = v;
                        }
                        each.push(self.load_cost(load, steps, lanes, shift, &mut vars)?.0);
                    }
                    let upper = each.iter().fold(Triple::default(), |m, c| m.max(c));
                    LoadCost { cases: each, upper }
                }
                Runtime::PerThread => {
                    let (exact, upper) = self.load_cost(load, steps, lanes, shift, &mut vars)?;
                    LoadCost { cases: vec![exact], upper }
                }
                Runtime::None => {
                    let (exact, _) = self.load_cost(load, steps, lanes, shift, &mut vars)?;
                    LoadCost { cases: vec![exact], upper: exact }
                }
            };
            loads.push(cost);
        }
        Ok(WarpCost { loads })
    }

    /// What one load costs a warp at every step, with the symbols in `vars`
    /// that the steps do not set (runtime cases) already set: the figures,
    /// and their lane-count bound (a transaction per element per thread
    /// whose constraints without runtime variables hold).
    fn load_cost(
        &self,
        load: &Load,
        steps: &Steps,
        lanes: &Lanes,
        shift: u64,
        vars: &mut [i64],
    ) -> Result<(Triple, Triple), String> {
        let setting = self.setting;
        let (t, eb) = (u128::from(setting.transaction), setting.eb);
        let spe = u128::from(setting.segments_per_element());
        let (mut exact, mut upper) = (Triple::default(), Triple::default());
        let mut bytes: Vec<i128> = Vec::with_capacity(lanes.points.len());
        let mut failure = None;
        for_each_point(&steps.ranges, |sigma| {
            if failure.is_some() {
                return;
            }
            for (&j, &v) in steps.enumerated.iter().zip(sigma) {
                vars[load.n_dims + j] = v;
            }
            bytes.clear();
            let mut active_upper = 0u128;
            for x in &lanes.points {
                let inside = (0..load.n_dims).all(|j| !lanes.checked[j] || load.dim_bounds[j].contains(x[j]));
                if !inside {
                    continue;
                }
                vars[..load.n_dims].copy_from_slice(x);
                let (mut holds, mut may_hold) = (true, true);
                for (code, interval, mentions_rt) in &load.constraints {
                    if !code.eval(vars).is_some_and(|v| interval.contains(v)) {
                        holds = false;
                        may_hold &= *mentions_rt;
                    }
                }
                if may_hold {
                    active_upper += 1;
                }
                if holds {
                    match load.address(vars) {
                        Some(a) => bytes.push(a * i128::from(eb)),
                        None => {
                            failure = Some("an address overflows".to_owned());
                            return;
                        }
                    }
                }
            }
            bytes.sort_unstable();
            let distinct = if bytes.is_empty() { 0 } else { 1 + bytes.windows(2).filter(|p| p[0] != p[1]).count() };
            let needed = distinct as u128 * u128::from(eb);
            let fewest = needed.div_ceil(t);
            let bound_needed = active_upper * u128::from(eb);
            for &(remainder, n) in &steps.remainders {
                let segments =
                    segments(&bytes, (u128::from(shift) + u128::from(remainder)) % t, eb, setting.transaction);
                exact.add(n, Triple { transactions: segments, needed, fewest });
                upper.add(
                    n,
                    Triple { transactions: active_upper * spe, needed: bound_needed, fewest: bound_needed.div_ceil(t) },
                );
            }
        });
        match failure {
            Some(why) => Err(why),
            None => Ok((exact, upper)),
        }
    }
}

/// Lane points of one warp.
struct Lanes {
    points: Vec<Vec<i64>>,
    /// Per dimension: whether loads check it against their bounds.
    checked: Vec<bool>,
}

/// Transactions, bytes needed and fewest transactions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Triple {
    transactions: u128,
    needed: u128,
    fewest: u128,
}

impl Triple {
    /// Adds `n` times `other`.
    fn add(&mut self, n: u128, other: Triple) {
        self.transactions = self.transactions.saturating_add(n.saturating_mul(other.transactions));
        self.needed = self.needed.saturating_add(n.saturating_mul(other.needed));
        self.fewest = self.fewest.saturating_add(n.saturating_mul(other.fewest));
    }

    /// The larger of each figure.
    fn max(self, other: &Triple) -> Triple {
        Triple {
            transactions: self.transactions.max(other.transactions),
            needed: self.needed.max(other.needed),
            fewest: self.fewest.max(other.fewest),
        }
    }
}

/// What one load costs one warp: per runtime case (one case without
/// runtime variables), and an upper bound over all cases.
struct LoadCost {
    cases: Vec<Triple>,
    upper: Triple,
}

/// One warp's cost, per load.
struct WarpCost {
    loads: Vec<LoadCost>,
}

/// Figures summed over warps.
#[derive(Default)]
struct Figures {
    /// Per load: per runtime case the sum over warps, and the sum of the
    /// upper bounds.
    cases: Vec<Vec<Triple>>,
    upper: Vec<Triple>,
    per_warp_min: Option<(u128, u128)>,
    per_warp_max: Option<(u128, u128, u64)>,
    classes: u64,
    /// Whether the cases of several loads must be taken together (more
    /// than one load with runtime variables: they may share a value).
    joint: bool,
}

impl Figures {
    fn new(steps: &[Steps]) -> Figures {
        let with_rt = steps.iter().filter(|s| !matches!(s.runtime, Runtime::None)).count();
        Figures {
            cases: steps
                .iter()
                .map(|s| match &s.runtime {
                    Runtime::Uniform(cases) => vec![Triple::default(); cases.len()],
                    _ => vec![Triple::default()],
                })
                .collect(),
            upper: vec![Triple::default(); steps.len()],
            joint: with_rt > 1,
            ..Figures::default()
        }
    }

    /// Which case of a load's `cases` counts towards the lower end: the
    /// worst one, or the first (every runtime variable at its smallest
    /// value) when several loads have runtime variables.
    fn pick(&self, cases: &[u128]) -> u128 {
        if self.joint { cases.first().copied().unwrap_or(0) } else { cases.iter().copied().max().unwrap_or(0) }
    }

    fn add(&mut self, cost: WarpCost, warps: u128, representative: u64) {
        let (mut low_max, mut low_min, mut high) = (0u128, 0u128, 0u128);
        for (l, load) in cost.loads.iter().enumerate() {
            for (sum, case) in self.cases[l].iter_mut().zip(&load.cases) {
                sum.add(warps, *case);
            }
            self.upper[l].add(warps, load.upper);
            let transactions: Vec<u128> = load.cases.iter().map(|c| c.transactions).collect();
            low_max += self.pick(&transactions);
            low_min += if self.joint {
                transactions.first().copied().unwrap_or(0)
            } else {
                transactions.iter().copied().min().unwrap_or(0)
            };
            high += load.upper.transactions;
        }
        self.per_warp_min = Some(match self.per_warp_min {
            Some((l, h)) => (l.min(low_min), h.min(high)),
            None => (low_min, high),
        });
        self.per_warp_max = Some(match self.per_warp_max {
            Some((l, h, w)) => {
                let worst = if high > h || (high == h && representative < w) { representative } else { w };
                (l.max(low_max), h.max(high), worst)
            }
            None => (low_max, high, representative),
        });
        self.classes += 1;
    }

    fn fill(self, result: &mut Coalescing) {
        let count = |(l, u): (u128, u128)| Count { lower: clamp(l), upper: clamp(u) };
        let total = |get: fn(&Triple) -> u128| {
            let lower: u128 =
                self.cases.iter().map(|cases| self.pick(&cases.iter().map(get).collect::<Vec<_>>())).sum();
            let upper: u128 = self.upper.iter().map(get).sum();
            (lower, upper)
        };
        let (transactions, needed, fewest) = (total(|t| t.transactions), total(|t| t.needed), total(|t| t.fewest));
        result.transactions = count(transactions);
        result.bytes_needed = count(needed);
        result.min_transactions = count(fewest);
        result.per_warp_min = count(self.per_warp_min.unwrap_or((0, 0)));
        let (max_l, max_u, worst) = self.per_warp_max.unwrap_or((0, 0, 0));
        result.per_warp_max = count((max_l, max_u));
        result.classes = self.classes;
        // Exact when the lower and upper ends of every figure meet (the
        // fewest per warp included: a warp whose count depends on the
        // runtime values makes the figures bounds even when the totals
        // meet): then every warp's figure is the same in every case that
        // decides them.
        let min = self.per_warp_min.unwrap_or((0, 0));
        let determined = [transactions, needed, fewest, min, (max_l, max_u)].iter().all(|(l, u)| l == u);
        if determined {
            result.worst_warp = Some(worst);
        } else {
            result.not_exact = Some(
                "addresses depend on runtime values: bounds of the worst case over them (the lower end a case \
                 that occurs, the upper a transaction per element per thread, or each warp's worst value when \
                 the values are constant across warps)"
                    .into(),
            );
        }
    }
}

/// Distinct `transaction`-byte segments touched by elements of `eb` bytes at
/// the sorted byte addresses `bytes`, all shifted by `shift`.
fn segments(bytes: &[i128], shift: u128, eb: u64, transaction: u64) -> u128 {
    let t = i128::from(transaction);
    let mut count = 0u128;
    let mut last: Option<i128> = None;
    for &b in bytes {
        let start = b + shift as i128;
        let first = start.div_euclid(t);
        let end = (start + i128::from(eb) - 1).div_euclid(t);
        let from = match last {
            Some(l) if l >= first => l + 1,
            _ => first,
        };
        if end >= from {
            count += (end - from + 1) as u128;
            last = Some(end);
        }
    }
    count
}

/// The warp structure of the thread space (module docs).
fn split(setting: &Setting<'_>) -> Warps {
    if !setting.points.is_multiple_of(setting.warp) {
        return Warps::Each;
    }
    let order = setting.order.slow_to_fast(setting.sizes.len());
    let strides = setting.order.strides(setting.sizes);
    // The slowest dimension whose inner block fits in a warp and whose own
    // block fills whole warps.
    for (position, &k) in order.iter().enumerate().rev() {
        let block = strides[k].saturating_mul(setting.sizes[k]);
        if block >= setting.warp {
            if setting.warp.is_multiple_of(strides[k]) && block.is_multiple_of(setting.warp) {
                let m = setting.warp / strides[k];
                return Warps::Regular { k, m, outer: order[..position].to_vec() };
            }
            return Warps::Each;
        }
    }
    Warps::Each
}
