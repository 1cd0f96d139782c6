//! Expressions compiled for evaluation lane by lane: a tree of variables
//! (dimensions, then symbols), constants and binary operations, evaluated
//! without going back to the MLIR context.

use crate::expr::{self, ExprView};

/// An expression compiled for fast evaluation (variables: dimensions, then
/// symbols).
pub(super) enum Code {
    Var(usize),
    Const(i64),
    Binary(Op, Box<Code>, Box<Code>),
}

/// The binary operations of affine expressions.
#[derive(Clone, Copy, PartialEq, Eq)]
pub(super) enum Op {
    Add,
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

impl Code {
    /// `e` compiled, dimension `i` as variable `i` and symbol `j` as
    /// variable `n_dims + j`.
    pub(super) fn compile(e: melior::ir::AffineExpr<'_>, n_dims: usize) -> Code {
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
    pub(super) fn eval(&self, vars: &[i64]) -> Option<i64> {
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

    pub(super) fn mentions(&self, var: usize) -> bool {
        match self {
            Code::Var(v) => *v == var,
            Code::Const(_) => false,
            Code::Binary(_, l, r) => l.mentions(var) || r.mentions(var),
        }
    }
}
