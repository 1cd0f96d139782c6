//! One map of an entry compiled as a load: its address in operand
//! elements (the results weighted by the layout's strides), its domain,
//! and what a warp needs to know of its variables (which enter the
//! address linearly, which runtime variables are constant across a warp).

use super::compile::Code;
use super::options::Order;
use crate::expr::Variable;
use crate::interval::Interval;
use crate::linear::LinearForm;
use crate::map::{IndexingMap, MapState};

/// One map compiled: its address in elements and its domain.
pub(super) struct Load {
    pub(super) n_dims: usize,
    pub(super) dim_bounds: Vec<Interval>,
    pub(super) symbol_bounds: Vec<Interval>,
    pub(super) first_rt: usize,
    /// `(stride, result)`: the address is the sum of the products.
    pub(super) address: Vec<(i64, Code)>,
    /// Per variable, its coefficient in the address when it enters it
    /// linearly (`None` when not).
    address_coefficients: Vec<Option<i64>>,
    /// `(expr, interval, mentions a runtime variable)`.
    pub(super) constraints: Vec<(Code, Interval, bool)>,
    /// Per runtime variable, the result dimensions its value depends on
    /// (when known).
    pub(super) rt_dims: Vec<Option<Vec<usize>>>,
}

impl Load {
    pub(super) fn new(
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
        let mut linear_parts = Vec::new();
        for (e, stride) in map.results().into_iter().zip(strides) {
            let stride = i64::try_from(stride).map_err(|_| "the operand has too many elements".to_owned())?;
            address.push((stride, Code::compile(e, n_dims)));
            linear_parts.push((stride, e));
        }
        // Per variable, its coefficient in the address when it enters it
        // only linearly: the sum over results of stride times its
        // coefficient in the result.
        let variable = |v: usize| if v < n_dims { Variable::Dim(v) } else { Variable::Symbol(v - n_dims) };
        let address_coefficients = (0..n_dims + map.symbol_count())
            .map(|v| {
                linear_parts.iter().try_fold(0i64, |sum, &(stride, e)| {
                    sum.checked_add(stride.checked_mul(LinearForm::coefficient_in(e, variable(v))?)?)
                })
            })
            .collect();
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
            address_coefficients,
            constraints,
            rt_dims: (0..map.rt_vars().len()).map(|r| rt_dims.get(r).cloned().flatten()).collect(),
        })
    }

    pub(super) fn has_rt(&self) -> bool {
        self.first_rt < self.n_dims + self.symbol_bounds.len()
    }

    /// Whether every runtime variable depends only on dimensions that are
    /// constant across each warp (`constant[j]`).
    pub(super) fn uniform_rt(&self, constant: &[bool]) -> bool {
        self.has_rt()
            && self
                .rt_dims
                .iter()
                .all(|dims| dims.as_ref().is_some_and(|d| d.iter().all(|&j| constant.get(j) == Some(&true))))
    }

    /// The coefficient of `var` in the address, if it enters it linearly
    /// and no constraint mentions it.
    pub(super) fn separable(&self, var: usize) -> Option<i64> {
        if self.constraints.iter().any(|(c, _, _)| c.mentions(var)) {
            return None;
        }
        self.address_coefficients[var]
    }

    /// The address in elements at `vars`.
    pub(super) fn address(&self, vars: &[i64]) -> Option<i128> {
        self.address
            .iter()
            .try_fold(0i128, |sum, (stride, code)| Some(sum + i128::from(*stride) * i128::from(code.eval(vars)?)))
    }
}
