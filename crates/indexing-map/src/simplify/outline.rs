//! Outlining: a map whose expressions, written out as trees, grow beyond
//! [`OUTLINE_NODES`] nodes names its most repeated subexpression by a new
//! range variable pinned to it by an equality constraint, drops the pinned
//! variables nothing else uses any more, and inlines those whose naming
//! no longer pays (a node-count model of the written map, variables
//! included: `naming_saving`).
//!
//! MLIR uniques affine expressions, so a map is a DAG in memory; but every
//! walk over it (the simplifier's, composition's substitution, printing)
//! sees the tree, whose size doubles with each level of shared operands.
//! Composing long chains of reshapes, slices and pads nests the previous
//! index into every result of the next, and the tree grows exponentially
//! (a 150-op chain wrote a 1.6 MB map). Outlining keeps the tree of every
//! map it is applied to under the bound, at the cost of one range variable
//! and one constraint per outlined subexpression.

use super::linear::Linear;
use crate::expr::{self, ExprView};
use crate::interval::Interval;
use crate::map::{IndexingMap, MapState, Variable};
use crate::range::RangeEvaluator;
use melior::ir::AffineExpr;
use rustc_hash::FxHashMap;

/// Maps whose results and constraints, written out as trees, have at most
/// this many nodes are left as they are. The largest map of the vendored
/// corpus's reports has about 100 nodes (712 characters).
pub const OUTLINE_NODES: u64 = 1024;

/// Subexpressions outlined at most per call.
const OUTLINE_ROUNDS: usize = 64;

/// What a definition `E - s in [0, 0]` adds to the tree nodes of `E`: the
/// sum, the product `s * -1`, `s` and `-1`.
const DEFINITION_NODES: u64 = 4;

/// What a range variable costs in the written map besides its definition,
/// counted in tree nodes: its name in the symbol list and its bounds in the
/// domain (about 22 characters; a node prints as about 4).
const VARIABLE_NODES: u64 = 5;

/// The tree nodes (and variable costs) naming `occurrences` written-out
/// copies of an expression of `size` nodes by one pinned range variable
/// saves: `occurrences * size` nodes become `occurrences` uses of the
/// variable, its definition and the variable itself. Negative when naming
/// costs more than it saves; inlining a definition is the reverse and saves
/// the negation.
fn naming_saving(occurrences: u64, size: u64) -> i64 {
    let named = occurrences.saturating_sub(1).saturating_mul(size.saturating_sub(1));
    i64::try_from(named).unwrap_or(i64::MAX).saturating_sub((1 + DEFINITION_NODES + VARIABLE_NODES) as i64)
}

/// The tree sizes of `roots` and of every node below them (by
/// [`expr::id`]), and the nodes in post-order (children first).
fn tree_sizes(roots: &[AffineExpr<'_>]) -> (FxHashMap<usize, u64>, Vec<usize>) {
    fn visit(e: AffineExpr<'_>, sizes: &mut FxHashMap<usize, u64>, order: &mut Vec<usize>) -> u64 {
        if let Some(&size) = sizes.get(&expr::id(e)) {
            return size;
        }
        let size = match expr::view(e) {
            ExprView::Dim(_) | ExprView::Symbol(_) | ExprView::Constant(_) => 1,
            ExprView::Add(l, r)
            | ExprView::Mul(l, r)
            | ExprView::FloorDiv(l, r)
            | ExprView::CeilDiv(l, r)
            | ExprView::Mod(l, r) => 1u64.saturating_add(visit(l, sizes, order)).saturating_add(visit(r, sizes, order)),
        };
        sizes.insert(expr::id(e), size);
        order.push(expr::id(e));
        size
    }
    let (mut sizes, mut order) = (FxHashMap::default(), Vec::new());
    for &root in roots {
        visit(root, &mut sizes, &mut order);
    }
    (sizes, order)
}

/// The operands of a node (none for a variable or constant).
fn children(e: AffineExpr<'_>) -> Option<(AffineExpr<'_>, AffineExpr<'_>)> {
    match expr::view(e) {
        ExprView::Dim(_) | ExprView::Symbol(_) | ExprView::Constant(_) => None,
        ExprView::Add(l, r)
        | ExprView::Mul(l, r)
        | ExprView::FloorDiv(l, r)
        | ExprView::CeilDiv(l, r)
        | ExprView::Mod(l, r) => Some((l, r)),
    }
}

/// The subexpression of `roots` whose outlining saves the most tree nodes
/// over the written-out trees ([`naming_saving`]), among operations whose
/// outlining saves any and that `named_back` does not refuse.
fn most_repeated<'c>(roots: &[AffineExpr<'c>], named_back: impl Fn(AffineExpr<'c>) -> bool) -> Option<AffineExpr<'c>> {
    let (sizes, order) = tree_sizes(roots);
    let mut nodes: FxHashMap<usize, AffineExpr<'c>> = FxHashMap::default();
    let mut stack: Vec<AffineExpr<'c>> = roots.to_vec();
    while let Some(e) = stack.pop() {
        if nodes.insert(expr::id(e), e).is_none()
            && let Some((l, r)) = children(e)
        {
            stack.push(l);
            stack.push(r);
        }
    }
    // Occurrences in the written-out trees: parents before children.
    let mut occurrences: FxHashMap<usize, u64> = FxHashMap::default();
    for &root in roots {
        *occurrences.entry(expr::id(root)).or_default() += 1;
    }
    for id in order.iter().rev() {
        let count = occurrences.get(id).copied().unwrap_or(0);
        if let Some((l, r)) = children(nodes[id]) {
            for child in [l, r] {
                let slot = occurrences.entry(expr::id(child)).or_default();
                *slot = slot.saturating_add(count);
            }
        }
    }
    order
        .iter()
        .map(|id| (id, naming_saving(occurrences.get(id).copied().unwrap_or(0), sizes[id])))
        .filter(|&(id, saving)| saving > 0 && !named_back(nodes[id]))
        .max_by_key(|&(_, saving)| saving)
        .map(|(id, _)| nodes[id])
}

/// `e` with every occurrence of `target` replaced by `with` (each shared
/// node rebuilt once).
fn replace<'c>(
    e: AffineExpr<'c>,
    target: AffineExpr<'c>,
    with: AffineExpr<'c>,
    done: &mut FxHashMap<usize, AffineExpr<'c>>,
) -> AffineExpr<'c> {
    if e == target {
        return with;
    }
    if let Some(&rebuilt) = done.get(&expr::id(e)) {
        return rebuilt;
    }
    let rebuilt = match expr::view(e) {
        ExprView::Dim(_) | ExprView::Symbol(_) | ExprView::Constant(_) => e,
        ExprView::Add(l, r) => expr::add(replace(l, target, with, done), replace(r, target, with, done)),
        ExprView::Mul(l, r) => expr::mul(replace(l, target, with, done), replace(r, target, with, done)),
        ExprView::FloorDiv(l, r) | ExprView::CeilDiv(l, r) | ExprView::Mod(l, r) => {
            let (l2, r2) = (replace(l, target, with, done), replace(r, target, with, done));
            if l2 == l && r2 == r { e } else { expr::rebuild_division(e, l2, r2) }
        }
    };
    done.insert(expr::id(e), rebuilt);
    rebuilt
}

impl<'c> IndexingMap<'c> {
    /// The number of nodes of the map's results and constraints written
    /// out as trees (saturating): what printing, substitution and the
    /// simplifier walk.
    pub fn tree_size(&self) -> u64 {
        let roots = self.expression_roots();
        let (sizes, _) = tree_sizes(&roots);
        roots.iter().fold(0u64, |acc, e| acc.saturating_add(sizes[&expr::id(*e)]))
    }

    fn expression_roots(&self) -> Vec<AffineExpr<'c>> {
        self.results().into_iter().chain(self.constraints.iter().map(|&(e, _)| e)).collect()
    }

    /// Law: a map with results and constraints `f(E)` is the same relation
    /// as the map with `f(s)`, a new range variable `s` over an interval
    /// holding every value of `E`, and the constraint `E - s in [0, 0]`
    /// (`s` is existential and equals `E` at every point); a constraint
    /// `E - s in [0, 0]` on a range variable `s` nothing else mentions,
    /// whose interval holds every value of `E`, holds at every point and
    /// goes (with `s`); and such a definition of an `s` used elsewhere is
    /// the same relation as `E` in place of `s` (the reverse of the first).
    ///
    /// Example: over 1,024 tree nodes, `(d0) -> ((d0 floordiv 2) mod 363
    /// floordiv 306 * 173 + (d0 floordiv 2) mod 363 mod 153, ...)` becomes
    /// `(d0)[s0] -> (s0 floordiv 306 * 173 + s0 mod 153, ...)` with
    /// `(d0 floordiv 2) mod 363 - s0 in [0, 0]`, `s0 in [0, 362]`.
    ///
    /// Condition: only maps of more than [`OUTLINE_NODES`] tree nodes; the
    /// outlined subexpression is an operation whose naming saves nodes
    /// (`naming_saving` positive: `s97 * 729` occurring twice stays); a
    /// dropped definition's variable is a range variable unused elsewhere;
    /// an inlined one is a range variable whose naming saves nothing (so
    /// that a round never undoes the one before).
    /// Returns whether the map changed.
    pub fn outline(&mut self) -> bool {
        if self.state != MapState::Defined {
            return false;
        }
        let mut changed = false;
        for _ in 0..OUTLINE_ROUNDS {
            if self.tree_size() <= OUTLINE_NODES {
                break;
            }
            if self.drop_free_definitions() || self.inline_cheap_definition() {
                changed = true;
                continue;
            }
            // A digit of two values `k*y + c` is not named: the simplifier
            // substitutes such a definition back
            // (`eliminate_two_valued_pinned_symbol`), and naming it again
            // at every step of a composition costs time for nothing.
            let ranges = RangeEvaluator::new(self, false);
            let two_valued = |e: AffineExpr<'c>| {
                Linear::of(e).is_some_and(|linear| match linear.terms.as_slice() {
                    [(y, _)] => {
                        let range = ranges.range(*y);
                        range.is_feasible() && range.upper.checked_sub(range.lower) == Some(1)
                    }
                    _ => false,
                })
            };
            let Some(repeated) = most_repeated(&self.expression_roots(), two_valued) else { break };
            let range = RangeEvaluator::new(self, false).range(repeated);
            if !range.is_feasible() {
                break;
            }
            // The new range variable goes last among the range variables:
            // the runtime variables' symbols move up by one.
            let n_range = self.range_vars.len();
            let symbol_repl: Vec<AffineExpr<'c>> = (0..self.symbol_count())
                .map(|j| if j < n_range { self.ctx.symbol(j) } else { self.ctx.symbol(j + 1) })
                .collect();
            let mut range_vars = self.range_vars.clone();
            range_vars.push(Variable::new(range));
            let shifted = |e: AffineExpr<'c>| expr::substitute(e, &[], &symbol_repl);
            let target = shifted(repeated);
            let symbol = self.ctx.symbol(n_range);
            let mut done = FxHashMap::default();
            let results: Vec<AffineExpr<'c>> =
                self.results().into_iter().map(|e| replace(shifted(e), target, symbol, &mut done)).collect();
            let mut constraints: Vec<(AffineExpr<'c>, Interval)> =
                self.constraints.iter().map(|&(e, i)| (replace(shifted(e), target, symbol, &mut done), i)).collect();
            constraints.push((expr::sub(target, symbol), Interval::point(0)));
            let mut map =
                IndexingMap::new(self.ctx, &results, self.dims.clone(), range_vars, self.rt_vars.clone(), Vec::new());
            // Kept as they are: `add_constraint` would fold an expression
            // already constrained, which these never are twice.
            map.constraints = constraints;
            *self = map;
            changed = true;
        }
        changed
    }

    /// The definitions among the constraints: `E - s in [0, 0]` (or `s -
    /// E`) on a range variable `s` that `E` does not mention, as
    /// (constraint position, `s`, `E`, how often `s` occurs in the map,
    /// whether `s`'s interval holds every value of `E`).
    fn definitions(&self) -> Vec<(usize, usize, AffineExpr<'c>, usize, bool)> {
        let n_range = self.range_vars.len();
        let mut uses = vec![0usize; n_range];
        for e in self.expression_roots() {
            expr::for_each_variable(e, &mut |v| {
                if let expr::Variable::Symbol(j) = v
                    && j < n_range
                {
                    uses[j] += 1;
                }
            });
        }
        let ranges = RangeEvaluator::new(self, false);
        let mut found = Vec::new();
        for (index, &(e, interval)) in self.constraints.iter().enumerate() {
            if interval != Interval::point(0) {
                continue;
            }
            let Some(linear) = Linear::of(e) else { continue };
            for (position, &(atom, k)) in linear.terms.iter().enumerate() {
                let ExprView::Symbol(j) = expr::view(atom) else { continue };
                if j >= n_range || (k != 1 && k != -1) {
                    continue;
                }
                // `k*s + rest == 0`: `s == -k*rest`.
                let mut rest = linear.clone();
                rest.terms.remove(position);
                let Some(value) = rest.scaled(-k) else { continue };
                let value = value.build(self.ctx);
                if expr::uses_symbol(value, j) {
                    continue;
                }
                let inside = self.range_vars[j].bounds.contains_interval(ranges.range(value));
                found.push((index, j, value, uses[j], inside));
            }
        }
        found
    }

    /// Inlines one definition `E - s in [0, 0]` (or `s - E`) of a range
    /// variable `s` whose interval holds every value of `E`, when naming `E`
    /// saves nothing ([`naming_saving`] of `s`'s uses elsewhere and `E`'s
    /// tree size is not positive): `s` is replaced by `E` everywhere and the
    /// definition goes. A variable used once elsewhere is always inlined.
    /// Returns whether one was inlined.
    fn inline_cheap_definition(&mut self) -> bool {
        let Some((index, j, value, ..)) = self.definitions().into_iter().find(|&(_, _, value, uses, inside)| {
            let (sizes, _) = tree_sizes(&[value]);
            inside && uses >= 2 && naming_saving(uses as u64 - 1, sizes[&expr::id(value)]) <= 0
        }) else {
            return false;
        };
        self.constraints.remove(index);
        let symbol_repl: Vec<AffineExpr<'c>> =
            (0..self.symbol_count()).map(|s| if s == j { value } else { self.ctx.symbol(s) }).collect();
        let results: Vec<AffineExpr<'c>> =
            self.results().into_iter().map(|e| expr::substitute(e, &[], &symbol_repl)).collect();
        self.constraints = self.constraints.iter().map(|&(e, i)| (expr::substitute(e, &[], &symbol_repl), i)).collect();
        self.set_results(&results);
        true
    }

    /// Drops a definition `E - s in [0, 0]` (or `s - E`) of a range
    /// variable `s` that nothing else mentions, when `s`'s interval holds
    /// every value of `E`: it holds at every point. The variable is left
    /// unused (`remove_unused_symbols` removes it). Returns whether one
    /// went.
    fn drop_free_definitions(&mut self) -> bool {
        let Some((index, ..)) = self.definitions().into_iter().find(|&(_, _, _, uses, inside)| uses == 1 && inside)
        else {
            return false;
        };
        self.constraints.remove(index);
        true
    }
}
