//! Composition of indexing maps (XLA's `ComposeIndexingMaps`).

use crate::expr;
use crate::map::{IndexingMap, MapState, Variable};

/// Why two maps cannot be composed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ComposeError {
    /// The first map's results do not match the second map's dimensions.
    #[error("cannot compose: the first map has {results} results, the second {dims} dimensions")]
    ArityMismatch {
        /// Results of the first map.
        results: usize,
        /// Dimensions of the second map.
        dims: usize,
    },
}

impl<'c> IndexingMap<'c> {
    /// `second ∘ self`: apply `self`, feed its results into `second`.
    ///
    /// For output→input maps along a producer/consumer edge, `self` is the
    /// consumer's map (its output to the operand, i.e. the producer's
    /// output) and `second` the producer's map (its output to its operand);
    /// the result maps the consumer's output to the producer's operand.
    ///
    /// As in XLA: the dimensions (and their bounds) are `self`'s; the symbols
    /// are `[second's range vars, self's range vars, second's rt vars,
    /// self's rt vars]`; the constraints of both maps are kept (second's
    /// rewritten through `self`'s results), and each result `i` of `self` is
    /// constrained to the bounds of `second`'s dimension `i`. An undefined
    /// map gives an undefined result; the result is not simplified.
    pub fn compose(&self, second: &IndexingMap<'c>) -> Result<IndexingMap<'c>, ComposeError> {
        let ctx = self.ctx;
        if self.is_undefined() || second.is_undefined() {
            return Ok(IndexingMap::undefined(ctx));
        }
        if self.result_count() != second.dims.len() {
            return Err(ComposeError::ArityMismatch { results: self.result_count(), dims: second.dims.len() });
        }
        let (n2r, n1r, n2t) = (second.range_vars.len(), self.range_vars.len(), second.rt_vars.len());
        // self's symbols: range j -> n2r + j; rt k -> n2r + n1r + n2t + k.
        let first_symbols: Vec<_> = (0..self.symbol_count())
            .map(|j| if j < n1r { ctx.symbol(n2r + j) } else { ctx.symbol(n2r + n1r + n2t + (j - n1r)) })
            .collect();
        let first_results: Vec<_> =
            self.results().into_iter().map(|e| expr::substitute(e, &[], &first_symbols)).collect();
        // second's symbols: range j -> j; rt k -> n2r + n1r + k.
        let second_symbols: Vec<_> =
            (0..second.symbol_count()).map(|j| if j < n2r { ctx.symbol(j) } else { ctx.symbol(n1r + j) }).collect();
        let results: Vec<_> =
            second.results().into_iter().map(|e| expr::substitute(e, &first_results, &second_symbols)).collect();

        let mut constraints = Vec::new();
        for &(e, interval) in &second.constraints {
            constraints.push((expr::substitute(e, &first_results, &second_symbols), interval));
        }
        for &(e, interval) in &self.constraints {
            constraints.push((expr::substitute(e, &[], &first_symbols), interval));
        }
        for (result, dim) in first_results.iter().zip(&second.dims) {
            constraints.push((*result, dim.bounds));
        }

        let mut range_vars: Vec<Variable> = second.range_vars.clone();
        range_vars.extend(self.range_vars.iter().cloned());
        let mut rt_vars: Vec<Variable> = second.rt_vars.clone();
        rt_vars.extend(self.rt_vars.iter().cloned());
        let mut composed = IndexingMap::new(ctx, &results, self.dims.clone(), range_vars, rt_vars, constraints);
        if self.state == MapState::KnownEmpty || second.state == MapState::KnownEmpty {
            composed.mark_known_empty();
        }
        Ok(composed)
    }
}

/// A result of a plain map: a variable or a constant.
enum Plain {
    Dim(usize),
    Symbol(usize),
    Constant(i64),
}

impl<'c> IndexingMap<'c> {
    /// Each result as a variable or constant when the map is *plain*:
    /// defined, without constraints or runtime variables, every result a
    /// dimension, a range variable or a constant.
    fn plain_results(&self) -> Option<Vec<Plain>> {
        if self.state != MapState::Defined || !self.constraints.is_empty() || !self.rt_vars.is_empty() {
            return None;
        }
        self.results()
            .into_iter()
            .map(|e| match expr::view(e) {
                expr::ExprView::Dim(i) => Some(Plain::Dim(i)),
                expr::ExprView::Symbol(j) => Some(Plain::Symbol(j)),
                expr::ExprView::Constant(c) => Some(Plain::Constant(c)),
                _ => None,
            })
            .collect()
    }

    /// `second ∘ self`, already simplified, when both maps are plain (see
    /// below) and every result of `self` stays inside the bounds of the
    /// dimension of `second` it feeds — the maps of permutations,
    /// broadcasts, projections and reductions, most of a model's edges.
    /// `None` otherwise: use [`IndexingMap::compose`] and simplify.
    ///
    /// Plain: defined, no constraints or runtime variables, every result a
    /// dimension, a range variable or a constant. The result is what
    /// `compose`, [`IndexingMap::simplify`],
    /// [`IndexingMap::remove_unused_symbols`] and
    /// [`IndexingMap::canonicalize_range_vars`] give, without building the
    /// intermediate expressions: the bound constraints `compose` adds hold
    /// everywhere, variables fixed to one value become that value, range
    /// variables no result uses go, and the others are numbered in order of
    /// first use. (`None` too when a range variable does not start at 0.)
    ///
    /// ```
    /// # let context = melior::Context::new();
    /// use indexing_map::IndexingMap;
    /// let consumer = IndexingMap::parse(&context, "(d0)[s0] -> (s0, d0), domain: d0 in [0, 3], s0 in [0, 7]").unwrap();
    /// let producer = IndexingMap::parse(&context, "(d0, d1)[s0] -> (d1, s0, d0), domain: d0 in [0, 7], d1 in [0, 3], s0 in [0, 4]").unwrap();
    /// let composed = consumer.compose_plain(&producer).unwrap();
    /// assert_eq!(composed.to_string(), "(d0)[s0, s1] -> (d0, s0, s1), domain: d0 in [0, 3], s0 in [0, 4], s1 in [0, 7]");
    /// ```
    pub fn compose_plain(&self, second: &IndexingMap<'c>) -> Option<IndexingMap<'c>> {
        let first = self.plain_results()?;
        let outer = second.plain_results()?;
        if first.len() != second.dims.len() {
            return None;
        }
        // Range variables not starting at 0 would be shifted by
        // `canonicalize_range_vars`: leave those to the general path.
        if self.range_vars.iter().chain(&second.range_vars).any(|v| v.bounds.lower != 0) {
            return None;
        }
        // A variable fixed to one value is that value.
        let point = |p: &Plain, dims: &[Variable], ranges: &[Variable]| -> Option<i64> {
            let bounds = match *p {
                Plain::Dim(i) => dims.get(i)?.bounds,
                Plain::Symbol(j) => ranges.get(j)?.bounds,
                Plain::Constant(c) => return Some(c),
            };
            bounds.is_point().then_some(bounds.lower)
        };
        for (p, dim) in first.iter().zip(&second.dims) {
            let range = match *p {
                Plain::Dim(i) => self.dims.get(i)?.bounds,
                Plain::Symbol(j) => self.range_vars.get(j)?.bounds,
                Plain::Constant(c) => crate::Interval::new(c, c),
            };
            if !range.is_feasible() || !dim.bounds.contains_interval(range) {
                return None;
            }
        }
        // Range variables: second's then self's (as `compose` orders them),
        // renumbered in order of first use.
        let mut numbering: Vec<Option<usize>> = vec![None; second.range_vars.len() + self.range_vars.len()];
        let mut range_vars = Vec::new();
        let mut results = Vec::with_capacity(outer.len());
        for q in &outer {
            // The result of the composition, as (kind, index): a dim of
            // self, a range variable in compose's numbering, or a constant.
            let (plain, combined) = match *q {
                Plain::Constant(c) => (Plain::Constant(c), None),
                Plain::Symbol(j) => {
                    let var = second.range_vars.get(j)?;
                    if var.bounds.is_point() {
                        (Plain::Constant(var.bounds.lower), None)
                    } else {
                        (Plain::Symbol(j), Some((j, var)))
                    }
                }
                Plain::Dim(k) => {
                    let p = first.get(k)?;
                    match point(p, &self.dims, &self.range_vars) {
                        Some(c) => (Plain::Constant(c), None),
                        None => match *p {
                            Plain::Dim(i) => (Plain::Dim(i), None),
                            Plain::Symbol(j) => {
                                let index = second.range_vars.len() + j;
                                (Plain::Symbol(index), Some((index, &self.range_vars[j])))
                            }
                            Plain::Constant(c) => (Plain::Constant(c), None),
                        },
                    }
                }
            };
            results.push(match plain {
                Plain::Dim(i) => self.ctx.dim(i),
                Plain::Constant(c) => self.ctx.constant(c),
                Plain::Symbol(_) => {
                    let (index, var) = combined?;
                    let number = *numbering[index].get_or_insert_with(|| {
                        range_vars.push(var.clone());
                        range_vars.len() - 1
                    });
                    self.ctx.symbol(number)
                }
            });
        }
        Some(IndexingMap::new(self.ctx, &results, self.dims.clone(), range_vars, Vec::new(), Vec::new()))
    }
}

impl<'c> IndexingMap<'c> {
    /// `second ∘ self` when only `second` is plain (see
    /// [`IndexingMap::compose_plain`]) and every result of `self` stays
    /// inside the bounds of the dimension of `second` it feeds: the
    /// composition then only selects, repeats or drops `self`'s results and
    /// adds `second`'s range variables, so `self`'s (simplified) results and
    /// constraints carry over unchanged. `None` otherwise.
    ///
    /// Variables are numbered as [`IndexingMap::compose`] numbers them; as
    /// there, nothing is removed: call
    /// [`IndexingMap::remove_unused_symbols`] (and
    /// [`IndexingMap::canonicalize_range_vars`]) next. For simplified
    /// inputs, that gives what the general path (`compose`, then
    /// [`IndexingMap::simplify`]) gives.
    ///
    /// ```
    /// # let context = melior::Context::new();
    /// use indexing_map::IndexingMap;
    /// let consumer = IndexingMap::parse(&context, "(d0)[s0] -> (d0 floordiv 4, s0), domain: d0 in [0, 15], s0 in [0, 7], d0 + s0 in [0, 10]").unwrap();
    /// let producer = IndexingMap::parse(&context, "(d0, d1)[s0] -> (d1, s0), domain: d0 in [0, 3], d1 in [0, 7], s0 in [0, 2]").unwrap();
    /// let mut composed = consumer.compose_selecting(&producer).unwrap();
    /// composed.remove_unused_symbols();
    /// assert_eq!(composed.to_string(), "(d0)[s0, s1] -> (s1, s0), domain: d0 in [0, 15], s0 in [0, 2], s1 in [0, 7], d0 + s1 in [0, 10]");
    /// ```
    pub fn compose_selecting(&self, second: &IndexingMap<'c>) -> Option<IndexingMap<'c>> {
        if self.state != MapState::Defined {
            return None;
        }
        let outer = second.plain_results()?;
        let first = self.results();
        if first.len() != second.dims.len() {
            return None;
        }
        let ranges = crate::range::RangeEvaluator::new(self, false);
        for (e, dim) in first.iter().zip(&second.dims) {
            let range = ranges.range(*e);
            if !range.is_feasible() || !dim.bounds.contains_interval(range) {
                return None;
            }
        }
        let n2r = second.range_vars.len();
        // self's symbols: range j -> n2r + j; rt k -> n2r + n1r + k (second
        // has no runtime variables).
        let first_symbols: Vec<_> = (0..self.symbol_count()).map(|j| self.ctx.symbol(n2r + j)).collect();
        let renumber = |e| if n2r == 0 { e } else { expr::substitute(e, &[], &first_symbols) };
        let mut results = Vec::with_capacity(outer.len());
        for q in &outer {
            results.push(match *q {
                Plain::Constant(c) => self.ctx.constant(c),
                Plain::Symbol(j) => {
                    let bounds = second.range_vars.get(j)?.bounds;
                    if bounds.is_point() { self.ctx.constant(bounds.lower) } else { self.ctx.symbol(j) }
                }
                Plain::Dim(k) => renumber(*first.get(k)?),
            });
        }
        let constraints = self.constraints.iter().map(|&(e, interval)| (renumber(e), interval)).collect();
        let mut range_vars = second.range_vars.clone();
        range_vars.extend(self.range_vars.iter().cloned());
        Some(IndexingMap::new(self.ctx, &results, self.dims.clone(), range_vars, self.rt_vars.clone(), constraints))
    }
}
