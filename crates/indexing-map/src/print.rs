//! The text form of indexing maps (XLA's notation, <https://openxla.org/xla/indexing>):
//! `(d0, d1)[s0]{rt0} -> (e0, e1), domain: d0 in [lo, hi], ..., <expr> in [lo, hi]`.
//!
//! Expressions print as MLIR prints affine expressions (same precedence,
//! `x * -1` as `-x`, additions of negative terms as subtractions, every
//! non-additive operand of a multiplicative operator parenthesised), with
//! the map's variable names.

use crate::expr::{self, ExprView};
use crate::map::{IndexingMap, MapState};
use melior::ir::AffineExpr;
use std::fmt::{self, Write};

/// How tightly the context binds the expression being printed.
#[derive(Clone, Copy, PartialEq)]
enum Binding {
    Weak,
    Strong,
}

/// Prints `expr` with `dim_name(i)` for `d<i>` and `symbol_name(j)` for
/// `s<j>`.
pub fn print_expr(
    expr: AffineExpr<'_>,
    dim_name: &dyn Fn(usize) -> String,
    symbol_name: &dyn Fn(usize) -> String,
) -> String {
    let mut out = String::new();
    print_internal(expr, Binding::Weak, dim_name, symbol_name, &mut out);
    out
}

fn print_internal(
    expr: AffineExpr<'_>,
    binding: Binding,
    dim_name: &dyn Fn(usize) -> String,
    symbol_name: &dyn Fn(usize) -> String,
    out: &mut String,
) {
    let recurse = |e: AffineExpr<'_>, b: Binding, out: &mut String| print_internal(e, b, dim_name, symbol_name, out);
    let (lhs, rhs, spelling) = match expr::view(expr) {
        ExprView::Dim(i) => return out.push_str(&dim_name(i)),
        ExprView::Symbol(j) => return out.push_str(&symbol_name(j)),
        ExprView::Constant(c) => return write!(out, "{c}").unwrap(),
        ExprView::Add(l, r) => (l, r, " + "),
        ExprView::Mul(l, r) => (l, r, " * "),
        ExprView::FloorDiv(l, r) => (l, r, " floordiv "),
        ExprView::CeilDiv(l, r) => (l, r, " ceildiv "),
        ExprView::Mod(l, r) => (l, r, " mod "),
    };
    let open = |out: &mut String| {
        if binding == Binding::Strong {
            out.push('(');
        }
    };
    let close = |out: &mut String| {
        if binding == Binding::Strong {
            out.push(')');
        }
    };
    if !expr.is_add() {
        open(out);
        if expr.is_mul() && expr::as_constant(rhs) == Some(-1) {
            out.push('-');
            recurse(lhs, Binding::Strong, out);
        } else {
            recurse(lhs, Binding::Strong, out);
            out.push_str(spelling);
            recurse(rhs, Binding::Strong, out);
        }
        close(out);
        return;
    }
    open(out);
    // `a + b * -c` prints as `a - b * c`, `a + b * -1` as `a - b`.
    if let ExprView::Mul(product, factor) = expr::view(rhs)
        && let Some(c) = expr::as_constant(factor)
    {
        if c == -1 {
            recurse(lhs, Binding::Weak, out);
            out.push_str(" - ");
            let strength = if product.is_add() { Binding::Strong } else { Binding::Weak };
            recurse(product, strength, out);
            close(out);
            return;
        }
        if c < -1 {
            recurse(lhs, Binding::Weak, out);
            out.push_str(" - ");
            recurse(product, Binding::Strong, out);
            write!(out, " * {}", -(c as i128)).unwrap();
            close(out);
            return;
        }
    }
    // `a + -c` prints as `a - c`.
    if let Some(c) = expr::as_constant(rhs)
        && c < 0
    {
        recurse(lhs, Binding::Weak, out);
        write!(out, " - {}", -(c as i128)).unwrap();
        close(out);
        return;
    }
    recurse(lhs, Binding::Weak, out);
    out.push_str(" + ");
    recurse(rhs, Binding::Weak, out);
    close(out);
}

impl IndexingMap<'_> {
    /// Prints an expression of this map with its variable names.
    pub fn print_expr(&self, expr: AffineExpr<'_>) -> String {
        print_expr(expr, &|i| self.dim_name(i), &|j| self.symbol_name(j))
    }

    /// The constraints as printed, sorted as strings (XLA's order), so that
    /// equal maps print equally.
    pub fn printed_constraints(&self) -> Vec<String> {
        let mut printed: Vec<String> =
            self.constraints.iter().map(|(e, i)| format!("{} in {}", self.print_expr(*e), i)).collect();
        printed.sort();
        printed
    }
}

impl IndexingMap<'_> {
    /// The head `(d0)[s0]{rt0} -> (results)` of the printed map.
    fn printed_head(&self) -> String {
        let names = |n: usize, name: &dyn Fn(usize) -> String| (0..n).map(name).collect::<Vec<_>>().join(", ");
        let mut head = format!("({})", names(self.dims.len(), &|i| self.dim_name(i)));
        if !self.range_vars.is_empty() {
            head.push_str(&format!("[{}]", names(self.range_vars.len(), &|j| self.symbol_name(j))));
        }
        if !self.rt_vars.is_empty() {
            let n = self.range_vars.len();
            head.push_str(&format!("{{{}}}", names(self.rt_vars.len(), &|k| self.symbol_name(n + k))));
        }
        let results: Vec<String> = self.results().into_iter().map(|e| self.print_expr(e)).collect();
        head.push_str(&format!(" -> ({})", results.join(", ")));
        head
    }

    /// The items after `domain:`: variable bounds in order, then the sorted
    /// constraints (with the evidence `0 in [0, -1]` for a known-empty map
    /// without variables).
    fn printed_domain(&self) -> Vec<String> {
        let mut domain: Vec<String> = Vec::new();
        for (i, var) in self.dims.iter().enumerate() {
            domain.push(format!("{} in {}", self.dim_name(i), var.bounds));
        }
        for j in 0..self.symbol_count() {
            domain.push(format!("{} in {}", self.symbol_name(j), self.symbol_bounds(j)));
        }
        domain.extend(self.printed_constraints());
        if self.state == MapState::KnownEmpty && domain.is_empty() {
            domain.push("0 in [0, -1]".to_owned());
        }
        domain
    }

    /// The multi-line layout of XLA's indexing documentation: the head, then `domain:` and
    /// one variable or constraint per line, each line prefixed by `indent`.
    pub fn to_multiline(&self, indent: &str) -> String {
        if self.state == MapState::Undefined {
            return format!("{indent}unknown");
        }
        let domain = self.printed_domain();
        if domain.is_empty() {
            return format!("{indent}{}", self.printed_head());
        }
        let mut out = format!("{indent}{},\n{indent}domain:\n", self.printed_head());
        let lines: Vec<String> = domain.iter().map(|item| format!("{indent}{item}")).collect();
        out.push_str(&lines.join(",\n"));
        out
    }
}

impl fmt::Display for IndexingMap<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.state == MapState::Undefined {
            return f.write_str("unknown");
        }
        f.write_str(&self.printed_head())?;
        let domain = self.printed_domain();
        if !domain.is_empty() {
            write!(f, ", domain: {}", domain.join(", "))?;
        }
        Ok(())
    }
}
