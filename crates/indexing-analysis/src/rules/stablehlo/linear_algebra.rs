//! Global linear algebra (`cholesky`, `triangular_solve`) and `fft`: sound over-approximations that read whole matrices or transformed dimensions.

use crate::ir;
use crate::rules::shapes::{dims, sizes, syms};
use crate::rules::{RuleContext, RuleResult};
use indexing_map::Interval;
use melior::ir::operation::OperationLike;

/// The transformed (trailing) dimensions are read whole.
pub(super) fn fft_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (operand, out) = (c.operand(0)?, c.result(0)?);
    let k = ir::i64_array(&c.op, "fft_length")?.len();
    let rank = operand.len();
    let mut results = dims(c, rank - k);
    results.extend(syms(c, k));
    Ok(vec![c.entry(0, 0, c.map_ranged(&results, out, &sizes(&operand[rank - k..])))])
}

/// Each result element reads its batch's whole matrix (the factorization
/// is global; only one triangle matters, which this does not exclude).
pub(super) fn cholesky_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    let rank = out.len();
    let mut results = dims(c, rank - 2);
    results.extend(syms(c, 2));
    Ok(vec![c.entry(0, 0, c.map_ranged(&results, out, &sizes(&out[rank - 2..])))])
}

/// `op(a) x = b` (or `x op(a) = b`): each result element reads its batch's
/// whole `a` and the whole column (row) of `b` it solves for.
pub(super) fn triangular_solve_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let (a, out) = (c.operand(0)?, c.result(0)?);
    let rank = out.len();
    let left_side =
        c.op.attribute("left_side")
            .ok()
            .and_then(|attr| melior::ir::attribute::BoolAttribute::try_from(attr).ok())
            .map(|b| b.value())
            .ok_or("missing left_side")?;
    let mut a_index = dims(c, rank - 2);
    a_index.extend(syms(c, 2));
    let mut b_index = dims(c, rank);
    let (solved_dim, size) = if left_side { (rank - 2, out[rank - 2]) } else { (rank - 1, out[rank - 1]) };
    b_index[solved_dim] = c.s(0);
    Ok(vec![
        c.entry(0, 0, c.map_ranged(&a_index, out, &sizes(&a[rank - 2..]))),
        c.entry(0, 1, c.map_ranged(&b_index, out, &[Interval::for_size(size)])),
    ])
}
