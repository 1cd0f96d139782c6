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
        let second_symbols: Vec<_> = (0..second.symbol_count())
            .map(|j| if j < n2r { ctx.symbol(j) } else { ctx.symbol(n1r + j) })
            .collect();
        let results: Vec<_> = second
            .results()
            .into_iter()
            .map(|e| expr::substitute(e, &first_results, &second_symbols))
            .collect();

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
