//! Ops of dynamic shapes: sizes read from shape operands
//! (`dynamic_broadcast_in_dim`, `dynamic_iota`, `dynamic_reshape`), sizes
//! read or set (`get_dimension_size`, `set_dimension_size`), and the
//! dynamic forms of slice, pad, gather and convolution. With dynamic
//! dimensions they are indexed at stand-in sizes (`rules::dynamic`).

use crate::Direction;
use crate::ir;
use crate::rules::SizeSource;
use crate::rules::dynamic::reads_every_operand_whole;
use crate::rules::shapes::reshape_entry;
use crate::rules::{RuleContext, RuleResult};
use melior::ir::OperationRef;

/// `get_dimension_size`: the size is the operand's shape, not an element:
/// the result reads no element.
pub(super) fn get_dimension_size_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    Ok(vec![c.nothing(0, 0)])
}

/// `chlo.constant_like`: the result is `value` everywhere; it reads only
/// the operand's shape, no element (either direction: nothing).
pub(super) fn constant_like_indexing<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    Ok(vec![c.nothing(0, 0)])
}

/// `set_dimension_size`: the operand's elements at the same index; the
/// size (a scalar) is read by every element.
pub(super) fn set_dimension_size_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let out = c.result(0)?;
    Ok(vec![c.entry(0, 0, c.identity(out)), c.entry(0, 1, c.map(&[], out))])
}

/// `dynamic_iota`: every element reads all of `output_shape`.
pub(super) fn dynamic_iota_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    Ok(vec![c.entry(0, 0, c.reads_whole(c.result(0)?, c.operand(0)?))])
}

/// `dynamic_reshape` of static shapes: `reshape`'s map; every element
/// reads all of `output_shape`.
pub(super) fn dynamic_reshape_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    Ok(vec![reshape_entry(c, Direction::OutputToInput)?, c.entry(0, 1, c.reads_whole(c.result(0)?, c.operand(1)?))])
}

/// `real_dynamic_slice`, `dynamic_pad`, `dynamic_gather`, `dynamic_conv`:
/// offsets, strides, padding or slice sizes are operands read at run time
/// (strides and padding multiply indices: not affine); every result element
/// reads each operand whole, a superset that says so.
pub(super) fn runtime_geometry_output_to_input<'c>(c: &RuleContext<'c, '_>) -> RuleResult<'c> {
    let name = ir::op_name(&c.op);
    let why = format!("{name}: offsets, strides, padding or sizes are read at run time; every element");
    Ok(reads_every_operand_whole(c, why.into()))
}

/// `set_dimension_size`: the set dimension's size is the size operand,
/// the others are the operand's.
pub(super) fn set_dimension_size_result_sizes(op: &OperationRef, _result: usize, i: usize) -> Option<SizeSource> {
    Some(if ir::integer(op, "dimension").ok()? as usize == i {
        SizeSource::Element(1, None)
    } else {
        SizeSource::OperandDim(0, i)
    })
}

/// `dynamic_broadcast_in_dim`, `dynamic_reshape`: size `i` is element `i`
/// of the shape operand (operand 1).
pub(super) fn shape_operand_result_sizes(_op: &OperationRef, _result: usize, i: usize) -> Option<SizeSource> {
    Some(SizeSource::Element(1, Some(i)))
}

/// `dynamic_iota`: size `i` is element `i` of its shape operand.
pub(super) fn dynamic_iota_result_sizes(_op: &OperationRef, _result: usize, i: usize) -> Option<SizeSource> {
    Some(SizeSource::Element(0, Some(i)))
}
