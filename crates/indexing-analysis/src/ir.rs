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

/// A thread's table of what some IR values are known to hold while a walk
/// is in progress (a loop counter's values, a scalar's value at one
/// iteration), filled by [`with_known`] and read by [`known_value`].
pub(crate) type KnownValues<V> = std::cell::RefCell<rustc_hash::FxHashMap<ValueKey, V>>;

/// Runs `scope` with `entries` added to the thread's `table`, and puts back
/// what each key held before when it ends, also when it unwinds (a key is
/// an address, which later IR may reuse).
pub(crate) fn with_known<V: Copy + 'static, T>(
    table: &'static std::thread::LocalKey<KnownValues<V>>,
    entries: &[(ValueKey, V)],
    scope: impl FnOnce() -> T,
) -> T {
    /// What the keys held before, put back when dropped.
    struct Restore<V: Copy + 'static> {
        table: &'static std::thread::LocalKey<KnownValues<V>>,
        before: Vec<(ValueKey, Option<V>)>,
    }
    impl<V: Copy + 'static> Drop for Restore<V> {
        fn drop(&mut self) {
            self.table.with(|table| {
                let mut table = table.borrow_mut();
                for &(key, before) in self.before.iter().rev() {
                    match before {
                        Some(value) => table.insert(key, value),
                        None => table.remove(&key),
                    };
                }
            });
        }
    }
    let before = table.with(|table| {
        let mut table = table.borrow_mut();
        entries.iter().map(|&(key, value)| (key, table.insert(key, value))).collect()
    });
    let _restore = Restore { table, before };
    scope()
}

/// What `key` holds in the thread's `table` ([`with_known`]).
pub(crate) fn known_value<V: Copy + 'static>(
    table: &'static std::thread::LocalKey<KnownValues<V>>,
    key: ValueKey,
) -> Option<V> {
    table.with(|table| table.borrow().get(&key).copied())
}
