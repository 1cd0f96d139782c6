//! `index-list-ops`: a remark per function counting the ops it holds.

use melior::ir::operation::{OperationLike, WalkOrder, WalkResult};
use melior::ir::{BlockLike, OperationRef, RegionLike};
use std::collections::BTreeMap;

/// Emits, for every op with a `sym_name` directly inside `module`, a remark
/// `@name: N ops: a.b xK, ...` counting the ops nested in it by name.
pub fn run(module: &OperationRef<'_, '_>) -> bool {
    let Some(body) = module.region(0).ok().and_then(|region| region.first_block()) else {
        return true;
    };
    let mut next = body.first_operation();
    while let Some(op) = next {
        if let Some(name) = symbol_name(&op) {
            let counts = count_nested_ops(&op);
            let total: usize = counts.values().sum();
            let listing: Vec<String> = counts.iter().map(|(name, count)| format!("{name} x{count}")).collect();
            index_opt_native::emit_remark(&op, &format!("@{name}: {total} ops: {}", listing.join(", ")));
        }
        next = op.next_in_block();
    }
    true
}

/// The op's `sym_name` string attribute, if it has one.
fn symbol_name(op: &OperationRef) -> Option<String> {
    let attribute = op.attribute("sym_name").ok()?;
    let string = melior::ir::attribute::StringAttribute::try_from(attribute).ok()?;
    Some(string.value().to_owned())
}

/// Counts the ops nested inside `op` (not `op` itself) by op name.
fn count_nested_ops(op: &OperationRef) -> BTreeMap<String, usize> {
    let mut counts = BTreeMap::new();
    let root = op.to_raw();
    op.walk(WalkOrder::PreOrder, |nested| {
        if nested.to_raw().ptr != root.ptr {
            *counts.entry(nested.name().as_string_ref().as_str().unwrap_or("?").to_owned()).or_insert(0) += 1;
        }
        WalkResult::Advance
    });
    counts
}
