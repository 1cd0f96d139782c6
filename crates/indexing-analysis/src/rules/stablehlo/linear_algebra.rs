//! Global linear algebra (`cholesky`, `triangular_solve`: the dataflow of
//! the factorization and the substitution, one triangle) and `fft` (whole
//! transformed dimensions).

use crate::ir;
use crate::rules::shapes::{dims, sizes, syms};
use crate::rules::{MapParts, RuleContext, RuleResult};
use crate::{Entry, Maps, OperandMap, UnknownReason};
use indexing_map::Interval;
use indexing_map::expr::sub;
use melior::ir::AffineExpr;

/// The transformed (trailing) dimensions are read whole.
pub(super) fn fft_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let k = ir::i64_array(&c.op, "fft_length")?.len();
    let rank = operand.len();
    let mut results = dims(c, rank - k);
    results.extend(syms(c, k));
    Ok(vec![c.entry(0, 0, c.map_ranged(&results, out, &sizes(&operand[rank - k..])))])
}

/// The batch dimensions and the size `m` of the trailing square matrices
/// of `shape`.
fn square(shape: &[i64], what: &str) -> Result<(usize, i64), UnknownReason> {
    match shape {
        [.., rows, columns] if rows == columns => Ok((shape.len() - 2, *columns)),
        _ => Err(UnknownReason::malformed(format!("{what} is not a batch of square matrices"))),
    }
}

/// `expr in [lower, m - 1]`: an ordering of two positions of an `m`-row
/// matrix (`expr` a difference of two of them).
fn at_least<'c>(expr: AffineExpr<'c>, lower: i64, m: i64) -> (AffineExpr<'c>, Interval) {
    (expr, Interval::new(lower, m - 1))
}

/// `cholesky`: the factor `L` (`lower`, `a = L L^T`) at `(i, j)`, `j <= i`,
/// is `(a[i, j] - sum_{k<j} L[i, k] L[j, k]) / L[j, j]`: it reads the lower
/// triangle of `a` in the columns `c <= j` of the rows `r <= j` and of row
/// `i` (the dataflow of the factorization; exact for generic values). The
/// other triangle of the result is implementation-defined (spec): its
/// elements read the whole matrix. `lower = false` is the same, transposed
/// (`U = L^T` of the upper triangle).
pub(super) fn cholesky_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let (batch, m) = square(out, "the result")?;
    let lower = ir::boolean(&c.op, "lower", Some(false))?;
    let (i, j) = if lower { (c.dim(batch), c.dim(batch + 1)) } else { (c.dim(batch + 1), c.dim(batch)) };
    // An element (r, col) of the lower factor's coordinates, in a's.
    let at = |r: AffineExpr<'c>, col: AffineExpr<'c>| {
        let mut index = dims(c, batch);
        if lower {
            index.extend([r, col])
        } else {
            index.extend([col, r])
        };
        index
    };
    let computed = at_least(sub(i, j), 0, m);
    let matrix = sizes(&[m, m]);
    let map = |results: &[AffineExpr<'c>], ranges: &[Interval], constraints| {
        OperandMap::new(c.map_of(MapParts { results, dims: out, ranges, constraints, ..MapParts::default() }))
    };
    let (r, col) = (c.symbol(0), c.symbol(1));
    let maps = vec![
        // Rows r <= j, columns col <= r.
        map(&at(r, col), &matrix, vec![computed, at_least(sub(r, col), 0, m), at_least(sub(j, r), 0, m)]),
        // Row i, columns col <= j.
        map(&at(i, c.symbol(0)), &matrix[..1], vec![computed, at_least(sub(j, c.symbol(0)), 0, m)]),
        // The implementation-defined triangle.
        map(&at(r, col), &matrix, vec![at_least(sub(j, i), 1, m)]),
    ];
    Ok(vec![Entry { result: 0, operand: 0, maps: Maps::Known(maps) }])
}

/// `triangular_solve`: `op(a) x = b` (`left_side`) or `x op(a) = b`, with
/// `op(a)` = `a` or its (conjugate) transpose and only the `lower` (or
/// upper) triangle of `a` read, its diagonal not at all when
/// `unit_diagonal`. Along the solved dimension (rows of `x` on the left,
/// columns on the right) position `t` is found by substitution from the
/// positions before it (forward: the effective matrix is lower triangular
/// on the left, upper on the right) or after it (backward): `x` at `t`
/// reads `b` at the positions up to `t` (from `t` on, backward) of its
/// column (row), and the effective matrix's rows `r` up to `t` in the
/// triangle (`col <= r <= t`; `t <= r <= col` backward). The dataflow of
/// the substitution; exact for generic values.
pub(super) fn triangular_solve_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let flags = TriangularSolve {
        left_side: ir::boolean(&c.op, "left_side", None)?,
        lower: ir::boolean(&c.op, "lower", None)?,
        unit_diagonal: ir::boolean(&c.op, "unit_diagonal", None)?,
        transposed: ir::transposes(&c.op, "transpose_a")?,
    };
    triangular_solve_maps(c, flags)
}

/// The options of a triangular solve, however the op spells them.
pub(super) struct TriangularSolve {
    pub left_side: bool,
    pub lower: bool,
    pub unit_diagonal: bool,
    /// `op(a)` is `a`'s transpose or adjoint.
    pub transposed: bool,
}

/// LAPACK's triangular solve through XLA's FFI (`jax.lax.linalg.triangular_solve` on CPU), one per element type.
const TRSM_TARGETS: &[&str] = &["lapack_ctrsm_ffi", "lapack_dtrsm_ffi", "lapack_strsm_ffi", "lapack_ztrsm_ffi"];

/// Whether `c`'s op is a `custom_call` of LAPACK's `?trsm`.
pub(super) fn is_lapack_trsm(c: &RuleContext<'_, '_>) -> bool {
    ir::string(&c.op, "call_target_name").is_some_and(|t| TRSM_TARGETS.binary_search(&t.as_str()).is_ok())
}

/// LAPACK's `?trsm` through XLA's FFI (`jax.lax.linalg.triangular_solve`
/// on CPU: `lapack_strsm_ffi`, ...): BLAS's `op(a) x = alpha b` (`side`
/// `L`) or `x op(a) = alpha b` (`R`), with `alpha = 1`, reading the `uplo`
/// triangle of `a` and its diagonal unless `diag` is `U`; `trans_x` `N`
/// (none), `T` or `C`. Its options are the ASCII codes of those letters in
/// `mhlo.backend_config`; the maps are `triangular_solve`'s.
pub(super) fn lapack_trsm_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let letter = |key: &str, allowed: &[u8]| -> Result<u8, UnknownReason> {
        let code = ir::backend_config_integer(&c.op, key)?;
        u8::try_from(code).ok().filter(|code| allowed.contains(code)).ok_or_else(|| {
            UnknownReason::malformed(format!("mhlo.backend_config '{key}' = {code} is none of the BLAS letters"))
        })
    };
    let flags = TriangularSolve {
        left_side: letter("side", b"LR")? == b'L',
        lower: letter("uplo", b"LU")? == b'L',
        unit_diagonal: letter("diag", b"NU")? == b'U',
        transposed: letter("trans_x", b"NTC")? != b'N',
    };
    if c.operands.len() != 2 || c.results.len() != 1 {
        return Err(UnknownReason::malformed("a ?trsm custom_call takes a and b and returns x"));
    }
    triangular_solve_maps(c, flags)
}

/// The maps of [`triangular_solve_output_to_input`] for `flags`.
fn triangular_solve_maps<'c>(c: &RuleContext<'c, '_>, flags: TriangularSolve) -> RuleResult<'c> {
    let TriangularSolve { left_side, lower, unit_diagonal, transposed } = flags;
    let (a, b, out) = (c.operand(0)?, c.operand(1)?, c.result(0)?);
    let (batch, m) = square(a, "a")?;
    if out.len() != a.len() || b.len() != a.len() {
        return Err(UnknownReason::malformed("a, b and the result differ in rank"));
    }
    let solved = if left_side { batch } else { batch + 1 };
    let t = c.dim(solved);
    let forward = left_side == (lower != transposed);
    // Positions along the solved dimension that `t` depends on: `p` with
    // `t - p` (forward; `p - t` backward) in [strict, m - 1].
    let after = |p: AffineExpr<'c>, q: AffineExpr<'c>, strict: i64| {
        at_least(if forward { sub(q, p) } else { sub(p, q) }, strict, m)
    };
    // Substitution space (r, col), then the effective matrix's (row,
    // column), then a's.
    let (r, col) = (c.symbol(0), c.symbol(1));
    let (row, column) = if left_side { (r, col) } else { (col, r) };
    let (row, column) = if transposed { (column, row) } else { (row, column) };
    let mut a_index = dims(c, batch);
    a_index.extend([row, column]);
    let a_constraints = vec![after(col, r, i64::from(unit_diagonal)), after(r, t, 0)];
    let mut b_index = dims(c, out.len());
    b_index[solved] = c.symbol(0);
    let b_constraints = vec![after(c.symbol(0), t, 0)];
    Ok(vec![
        c.entry(
            0,
            0,
            c.map_of(MapParts {
                results: &a_index,
                dims: out,
                ranges: &sizes(&[m, m]),
                constraints: a_constraints,
                ..MapParts::default()
            }),
        ),
        c.entry(
            0,
            1,
            c.map_of(MapParts {
                results: &b_index,
                dims: out,
                ranges: &[Interval::for_size(m)],
                constraints: b_constraints,
                ..MapParts::default()
            }),
        ),
    ])
}
