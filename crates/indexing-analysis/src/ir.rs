//! What the rules read from IR: everything of [`index_opt_ir::ir`], with
//! the readers that say why there is no answer returning this crate's
//! [`UnknownReason`] (a shape, a function body). `crate::ir::NAME` is the
//! one path the analysis reads IR through.

pub use index_opt_ir::ir::*;

use crate::UnknownReason;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, BlockRef, OperationRef, RegionLike, Type};

/// The static shape of a ranked tensor type; otherwise why there is none
/// ([`index_opt_ir::ir::static_shape`]).
pub fn static_shape(r#type: Type<'_>) -> Result<Vec<i64>, UnknownReason> {
    Ok(index_opt_ir::ir::static_shape(r#type)?)
}

/// The dimension sizes of a ranked tensor type, `None` for a dynamic
/// (`?`) dimension; otherwise why there is no shape
/// ([`index_opt_ir::ir::shape_dims`]).
pub fn shape_dims(r#type: Type<'_>) -> Result<Vec<Option<i64>>, UnknownReason> {
    Ok(index_opt_ir::ir::shape_dims(r#type)?)
}

/// The one block of a function's body, or why there is none.
pub fn body_block<'c, 'a>(function: &OperationRef<'c, 'a>) -> Result<BlockRef<'c, 'a>, UnknownReason> {
    let Some(block) = function.region(0).ok().and_then(|r| r.first_block()) else {
        return Err(UnknownReason::malformed("the function has no body"));
    };
    if block.next_in_region().is_some() {
        return Err(UnknownReason::unsupported("the function body has more than one block"));
    }
    Ok(block)
}
