//! A thin layer over MLIR's `AffineExpr`: a context handle that builds
//! expressions, a structural view for pattern matching, substitution and
//! evaluation with MLIR's integer semantics.
//!
//! This is the only module of the crate that calls the MLIR C API directly
//! or uses `unsafe` (the crate root denies `unsafe_code` elsewhere; the
//! test `ffi_seam` checks it).

use crate::interval::{ceil_div, floor_div, modulo};
use melior::ir::{AffineExpr, AffineMap};
use melior::{Context, ContextRef};
use mlir_sys::{
    MlirContext, mlirAffineAddExprGet, mlirAffineCeilDivExprGet, mlirAffineConstantExprGet, mlirAffineDimExprGet,
    mlirAffineFloorDivExprGet, mlirAffineMapGet, mlirAffineModExprGet, mlirAffineMulExprGet, mlirAffineSymbolExprGet,
};
use std::marker::PhantomData;

/// The MLIR context expressions and maps of lifetime `'c` live in. Cheap
/// to copy; obtained from a `&Context` or a `ContextRef`.
#[derive(Clone, Copy)]
pub struct Ctx<'c> {
    raw: MlirContext,
    _context: PhantomData<&'c Context>,
}

impl<'c> From<&'c Context> for Ctx<'c> {
    fn from(context: &'c Context) -> Self {
        Ctx { raw: context.to_raw(), _context: PhantomData }
    }
}

impl<'c> From<ContextRef<'c>> for Ctx<'c> {
    fn from(context: ContextRef<'c>) -> Self {
        // SAFETY: the reference is only used to read the raw handle, which
        // is valid for 'c.
        let raw = unsafe { context.to_ref() }.to_raw();
        Ctx { raw, _context: PhantomData }
    }
}

impl<'c> Ctx<'c> {
    /// An identity for the context, stable while it lives (for caches keyed
    /// by context).
    pub(crate) fn id(self) -> usize {
        self.raw.ptr as usize
    }

    /// The context of an existing expression.
    pub fn of(expr: AffineExpr<'c>) -> Self {
        Ctx::from(expr.context())
    }

    /// The integer constant `value`.
    pub fn constant(self, value: i64) -> AffineExpr<'c> {
        // SAFETY: the context is alive for 'c; MLIR uniques the expression.
        made(unsafe { AffineExpr::from_raw(mlirAffineConstantExprGet(self.raw, value)) })
    }

    /// Dimension `position` (`d<position>`).
    pub fn dim(self, position: usize) -> AffineExpr<'c> {
        // SAFETY: as above.
        made(unsafe { AffineExpr::from_raw(mlirAffineDimExprGet(self.raw, position as isize)) })
    }

    /// Symbol `position` (`s<position>`; runtime variables follow the range
    /// variables in the symbol list).
    pub fn symbol(self, position: usize) -> AffineExpr<'c> {
        // SAFETY: as above.
        made(unsafe { AffineExpr::from_raw(mlirAffineSymbolExprGet(self.raw, position as isize)) })
    }
}

/// Counts what this crate builds in MLIR's context, which keeps every
/// uniqued affine expression and map until the context dies: between
/// [`tracking::start`] and [`tracking::finish`], each distinct expression
/// and map built on this thread through this crate is recorded (MLIR's own
/// intermediate expressions, built while it simplifies on construction, are
/// not seen). Off, the cost is one thread-local check per construction.
pub mod tracking {
    use std::cell::RefCell;
    use std::collections::HashSet;

    thread_local! {
        static SEEN: RefCell<Option<(HashSet<usize>, HashSet<usize>)>> = const { RefCell::new(None) };
    }

    /// What was built between `start` and `finish`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Built {
        /// Distinct affine expressions.
        pub expressions: usize,
        /// Distinct affine maps.
        pub maps: usize,
    }

    /// Starts recording (forgetting an earlier unfinished recording).
    pub fn start() {
        SEEN.with(|seen| *seen.borrow_mut() = Some(Default::default()));
    }

    /// Stops recording; what was built since `start` (nothing without it).
    pub fn finish() -> Built {
        let (expressions, maps) = SEEN.with(|seen| seen.borrow_mut().take()).unwrap_or_default();
        Built { expressions: expressions.len(), maps: maps.len() }
    }

    pub(crate) fn expression(ptr: usize) {
        SEEN.with(|seen| {
            if let Some((expressions, _)) = seen.borrow_mut().as_mut() {
                expressions.insert(ptr);
            }
        });
    }

    pub(crate) fn map(ptr: usize) {
        SEEN.with(|seen| {
            if let Some((_, maps)) = seen.borrow_mut().as_mut() {
                maps.insert(ptr);
            }
        });
    }
}

fn made(expr: AffineExpr<'_>) -> AffineExpr<'_> {
    tracking::expression(id(expr));
    expr
}

/// An identity for `expr`: MLIR uniques expressions in their context, so
/// equal expressions of one context have equal identities (for hashing and
/// caches).
pub fn id(expr: AffineExpr<'_>) -> usize {
    expr.to_raw().ptr as usize
}

/// An identity for `map`, as [`id`] for expressions.
pub fn map_id(map: AffineMap<'_>) -> usize {
    map.to_raw().ptr as usize
}

/// Builds the affine map `(d0, ..., d<dims-1>)[s0, ..., s<symbols-1>] -> (results)`
/// in `ctx` (uniqued by MLIR).
pub(crate) fn affine_map<'c>(ctx: Ctx<'c>, dims: usize, symbols: usize, results: &[AffineExpr<'c>]) -> AffineMap<'c> {
    let mut raw: Vec<_> = results.iter().map(|e| e.to_raw()).collect();
    // SAFETY: the expressions live in `ctx`, which is alive for 'c; MLIR
    // copies the array before returning.
    let map = unsafe {
        AffineMap::from_raw(mlirAffineMapGet(
            ctx.raw,
            dims as isize,
            symbols as isize,
            raw.len() as isize,
            raw.as_mut_ptr(),
        ))
    };
    tracking::map(map_id(map));
    map
}

/// `lhs + rhs` (MLIR simplifies on construction).
pub fn add<'c>(lhs: AffineExpr<'c>, rhs: AffineExpr<'c>) -> AffineExpr<'c> {
    // SAFETY: both expressions live in the same context.
    made(unsafe { AffineExpr::from_raw(mlirAffineAddExprGet(lhs.to_raw(), rhs.to_raw())) })
}

/// `lhs * rhs`.
pub fn mul<'c>(lhs: AffineExpr<'c>, rhs: AffineExpr<'c>) -> AffineExpr<'c> {
    // SAFETY: as above.
    made(unsafe { AffineExpr::from_raw(mlirAffineMulExprGet(lhs.to_raw(), rhs.to_raw())) })
}

/// `expr * factor`.
pub fn scale(expr: AffineExpr<'_>, factor: i64) -> AffineExpr<'_> {
    mul(expr, Ctx::of(expr).constant(factor))
}

/// `lhs - rhs`.
pub fn sub<'c>(lhs: AffineExpr<'c>, rhs: AffineExpr<'c>) -> AffineExpr<'c> {
    add(lhs, scale(rhs, -1))
}

/// `lhs floordiv divisor`; the divisor must be positive.
pub fn floordiv(lhs: AffineExpr<'_>, divisor: i64) -> AffineExpr<'_> {
    assert!(divisor > 0);
    let rhs = Ctx::of(lhs).constant(divisor);
    // SAFETY: as above.
    made(unsafe { AffineExpr::from_raw(mlirAffineFloorDivExprGet(lhs.to_raw(), rhs.to_raw())) })
}

/// `lhs ceildiv divisor`; the divisor must be positive.
pub fn ceildiv(lhs: AffineExpr<'_>, divisor: i64) -> AffineExpr<'_> {
    assert!(divisor > 0);
    let rhs = Ctx::of(lhs).constant(divisor);
    // SAFETY: as above.
    made(unsafe { AffineExpr::from_raw(mlirAffineCeilDivExprGet(lhs.to_raw(), rhs.to_raw())) })
}

/// `lhs mod modulus`; the modulus must be positive.
pub fn modulo_expr(lhs: AffineExpr<'_>, modulus: i64) -> AffineExpr<'_> {
    assert!(modulus > 0);
    let rhs = Ctx::of(lhs).constant(modulus);
    // SAFETY: as above.
    made(unsafe { AffineExpr::from_raw(mlirAffineModExprGet(lhs.to_raw(), rhs.to_raw())) })
}

/// The structure of an expression, one level deep (MLIR's kind and
/// parts, read in one call).
pub use index_opt_native::AffineExprParts as ExprView;

/// The top level of `expr`.
pub fn view(expr: AffineExpr<'_>) -> ExprView<'_> {
    index_opt_native::affine_expr_parts(expr)
}

/// The constant value of `expr`, if it is a constant.
pub fn as_constant(expr: AffineExpr<'_>) -> Option<i64> {
    expr.is_constant().then(|| expr.constant_value())
}

/// Replaces every `d<i>` by `dims[i]` and every `s<j>` by `symbols[j]`,
/// rebuilding through MLIR's constructors (which simplify).
pub fn substitute<'c>(expr: AffineExpr<'c>, dims: &[AffineExpr<'c>], symbols: &[AffineExpr<'c>]) -> AffineExpr<'c> {
    match view(expr) {
        ExprView::Dim(i) => dims.get(i).copied().unwrap_or(expr),
        ExprView::Symbol(j) => symbols.get(j).copied().unwrap_or(expr),
        ExprView::Constant(_) => expr,
        ExprView::Add(l, r) => add(substitute(l, dims, symbols), substitute(r, dims, symbols)),
        ExprView::Mul(l, r) => mul(substitute(l, dims, symbols), substitute(r, dims, symbols)),
        ExprView::FloorDiv(l, r) => rebuild_division(expr, substitute(l, dims, symbols), substitute(r, dims, symbols)),
        ExprView::CeilDiv(l, r) => rebuild_division(expr, substitute(l, dims, symbols), substitute(r, dims, symbols)),
        ExprView::Mod(l, r) => rebuild_division(expr, substitute(l, dims, symbols), substitute(r, dims, symbols)),
    }
}

/// Rebuilds the division-like `original` with new operands.
pub(crate) fn rebuild_division<'c>(
    original: AffineExpr<'c>,
    lhs: AffineExpr<'c>,
    rhs: AffineExpr<'c>,
) -> AffineExpr<'c> {
    // SAFETY: both operands live in the context of `original`.
    made(unsafe {
        AffineExpr::from_raw(if original.is_floor_div() {
            mlirAffineFloorDivExprGet(lhs.to_raw(), rhs.to_raw())
        } else if original.is_ceil_div() {
            mlirAffineCeilDivExprGet(lhs.to_raw(), rhs.to_raw())
        } else {
            mlirAffineModExprGet(lhs.to_raw(), rhs.to_raw())
        })
    })
}

/// Evaluates `expr` at a point with MLIR's semantics (`floordiv` rounds
/// down, `mod` is non-negative for a positive modulus). `None` on overflow,
/// a non-positive divisor or a variable out of range of the given values.
pub fn evaluate(expr: AffineExpr<'_>, dims: &[i64], symbols: &[i64]) -> Option<i64> {
    Some(match view(expr) {
        ExprView::Dim(i) => *dims.get(i)?,
        ExprView::Symbol(j) => *symbols.get(j)?,
        ExprView::Constant(c) => c,
        ExprView::Add(l, r) => evaluate(l, dims, symbols)?.checked_add(evaluate(r, dims, symbols)?)?,
        ExprView::Mul(l, r) => evaluate(l, dims, symbols)?.checked_mul(evaluate(r, dims, symbols)?)?,
        ExprView::FloorDiv(l, r) => {
            let divisor = positive(evaluate(r, dims, symbols)?)?;
            floor_div(evaluate(l, dims, symbols)?, divisor)
        }
        ExprView::CeilDiv(l, r) => {
            let divisor = positive(evaluate(r, dims, symbols)?)?;
            ceil_div(evaluate(l, dims, symbols)?, divisor)
        }
        ExprView::Mod(l, r) => {
            let divisor = positive(evaluate(r, dims, symbols)?)?;
            modulo(evaluate(l, dims, symbols)?, divisor)
        }
    })
}

fn positive(value: i64) -> Option<i64> {
    (value > 0).then_some(value)
}

/// An expression read once out of MLIR into postfix form, for evaluating
/// it at many points (enumeration): [`Compiled::evaluate`] gives what
/// [`evaluate`] gives, without a call into MLIR per node and point.
#[derive(Clone, Debug)]
pub struct Compiled {
    /// The nodes, operands before their operation.
    program: Vec<Step>,
    /// The most values on the stack at once.
    depth: usize,
}

/// One node of a [`Compiled`] expression.
#[derive(Clone, Copy, Debug)]
enum Step {
    Dim(usize),
    Symbol(usize),
    Constant(i64),
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

/// Compiles `expr` (see [`Compiled`]).
pub fn compile(expr: AffineExpr<'_>) -> Compiled {
    fn emit(expr: AffineExpr<'_>, program: &mut Vec<Step>, height: usize, depth: &mut usize) {
        *depth = (*depth).max(height + 1);
        let (l, r, step) = match view(expr) {
            ExprView::Dim(i) => return program.push(Step::Dim(i)),
            ExprView::Symbol(j) => return program.push(Step::Symbol(j)),
            ExprView::Constant(c) => return program.push(Step::Constant(c)),
            ExprView::Add(l, r) => (l, r, Step::Add),
            ExprView::Mul(l, r) => (l, r, Step::Mul),
            ExprView::FloorDiv(l, r) => (l, r, Step::FloorDiv),
            ExprView::CeilDiv(l, r) => (l, r, Step::CeilDiv),
            ExprView::Mod(l, r) => (l, r, Step::Mod),
        };
        emit(l, program, height, depth);
        emit(r, program, height + 1, depth);
        program.push(step);
    }
    let (mut program, mut depth) = (Vec::new(), 0);
    emit(expr, &mut program, 0, &mut depth);
    Compiled { program, depth }
}

impl Compiled {
    /// The expression's value at a point, as [`evaluate`] gives it.
    pub fn evaluate(&self, dims: &[i64], symbols: &[i64]) -> Option<i64> {
        const ON_STACK: usize = 16;
        let mut inline = [0i64; ON_STACK];
        let mut heap = Vec::new();
        let stack: &mut [i64] = if self.depth <= ON_STACK {
            &mut inline
        } else {
            heap.resize(self.depth, 0);
            &mut heap
        };
        let mut top = 0;
        for step in &self.program {
            let value = match *step {
                Step::Dim(i) => *dims.get(i)?,
                Step::Symbol(j) => *symbols.get(j)?,
                Step::Constant(c) => c,
                binary => {
                    top -= 2;
                    let (l, r) = (stack[top], stack[top + 1]);
                    match binary {
                        Step::Add => l.checked_add(r)?,
                        Step::Mul => l.checked_mul(r)?,
                        Step::FloorDiv => floor_div(l, positive(r)?),
                        Step::CeilDiv => ceil_div(l, positive(r)?),
                        _ => modulo(l, positive(r)?),
                    }
                }
            };
            stack[top] = value;
            top += 1;
        }
        (top == 1).then(|| stack[0])
    }
}

/// Calls `visit` on every dimension and symbol occurrence in `expr`.
pub fn for_each_variable(expr: AffineExpr<'_>, visit: &mut impl FnMut(Variable)) {
    match view(expr) {
        ExprView::Dim(i) => visit(Variable::Dim(i)),
        ExprView::Symbol(j) => visit(Variable::Symbol(j)),
        ExprView::Constant(_) => {}
        ExprView::Add(l, r)
        | ExprView::Mul(l, r)
        | ExprView::FloorDiv(l, r)
        | ExprView::CeilDiv(l, r)
        | ExprView::Mod(l, r) => {
            for_each_variable(l, visit);
            for_each_variable(r, visit);
        }
    }
}

/// A variable occurrence in an expression.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Variable {
    /// `d<i>`.
    Dim(usize),
    /// `s<j>`.
    Symbol(usize),
}

/// The distinct variables of `expr`, in order of first occurrence.
pub fn variables(expr: AffineExpr<'_>) -> Vec<Variable> {
    let mut found = Vec::new();
    for_each_variable(expr, &mut |v| {
        if !found.contains(&v) {
            found.push(v);
        }
    });
    found
}

/// Whether `expr` mentions symbol `j`.
pub fn uses_symbol(expr: AffineExpr<'_>, j: usize) -> bool {
    let mut found = false;
    for_each_variable(expr, &mut |v| found |= v == Variable::Symbol(j));
    found
}

/// The number of nodes of `expr` (a size measure).
pub fn node_count(expr: AffineExpr<'_>) -> usize {
    match view(expr) {
        ExprView::Dim(_) | ExprView::Symbol(_) | ExprView::Constant(_) => 1,
        ExprView::Add(l, r)
        | ExprView::Mul(l, r)
        | ExprView::FloorDiv(l, r)
        | ExprView::CeilDiv(l, r)
        | ExprView::Mod(l, r) => 1 + node_count(l) + node_count(r),
    }
}

#[cfg(test)]
mod tests {
    use super::{compile, evaluate};
    use crate::IndexingMap;

    /// A compiled expression gives what `evaluate` gives, overflow and a
    /// missing variable included.
    #[test]
    fn compiled_evaluates_as_evaluate() {
        let context = melior::Context::new();
        let text = "(d0, d1)[s0] -> (d0 * 3 + d1 floordiv 4 - s0, (d0 + d1) mod 5, d1 ceildiv 3, \
                    (d0 * 9223372036854775807) floordiv 2, ((d0 + s0) * (d1 - 2)) mod 7), \
                    domain: d0 in [-3, 3], d1 in [-6, 6], s0 in [-2, 2]";
        let map = IndexingMap::parse(&context, text).expect("parses");
        for &e in &map.results() {
            let compiled = compile(e);
            for d0 in -3..=3 {
                for d1 in -6..=6 {
                    for s0 in -2..=2 {
                        assert_eq!(compiled.evaluate(&[d0, d1], &[s0]), evaluate(e, &[d0, d1], &[s0]), "{e}");
                    }
                }
            }
            assert_eq!(compiled.evaluate(&[0], &[0]), evaluate(e, &[0], &[0]), "{e}: a missing variable");
        }
    }
}
