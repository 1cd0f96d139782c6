//! What the walks of one function's results (tiling every result) share
//! beyond single compositions: the lists of maps they reach values with,
//! kept once per content ([`WalkMemo::intern`]), and each value's list by
//! what reached it ([`WalkMemo::settled`]).
//!
//! A value's list in a walk is a function of what reached it: the lists of
//! its users' results, in the order the walk composes them, and the ops'
//! maps. When each of those lists is a kept one (the same content is the
//! same list in every walk), the value's list is looked up by the lists'
//! addresses instead of being composed and merged again; the list found is
//! a kept one too, so the values below it are looked up the same way.

use super::coverage::Slot;
use crate::OperandMap;
use crate::ir::ValueKey;
use crate::memo::{MapHash, hash_each, identical};
use rustc_hash::FxHashMap as HashMap;
use std::rc::Rc;

/// Lists kept at most by a [`WalkMemo`] (and as many settled values).
const KEPT: usize = 1 << 18;

/// Where a list of maps reaching a value came from: result `result` of the
/// op at position `op` of the body, through its operand `Operand(o)` or
/// through what its regions read of its `Captured(c)`-th captured value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(super) enum Through {
    /// The op's operand number.
    Operand(usize),
    /// The op's captured value number (see `OpFacts::captured`).
    Captured(usize),
}

/// One list of maps reaching a value, kept until the walk reaches the
/// value's op (then every list reaching it is known).
pub(super) struct Contribution<'c> {
    /// The position of the user op in the body.
    pub(super) op: usize,
    /// Which of its results the list reached.
    pub(super) result: usize,
    /// Through which of its operands (or captured values).
    pub(super) through: Through,
    /// The maps reaching that result.
    pub(super) consumer: Rc<Slot<'c>>,
}

/// A settled value's key: the value and, in the walk's order, where each
/// list reaching it came from and the list's address (a kept list's).
type SettledKey = (ValueKey, Vec<(usize, usize, Through, usize)>);

/// The lists of maps kept by content and the values' lists by what reached
/// them (see the module's documentation).
#[derive(Default)]
pub(super) struct WalkMemo<'c> {
    /// The kept lists by address (holding them, so that an address stays
    /// its list's).
    by_address: HashMap<usize, Rc<Slot<'c>>>,
    /// The kept lists by a hash of their content.
    by_content: HashMap<u64, Vec<Rc<Slot<'c>>>>,
    /// Each value's kept list, by what reached it.
    settled: HashMap<SettledKey, Rc<Slot<'c>>>,
}

impl<'c> WalkMemo<'c> {
    /// Whether `slot` is a kept list (its address identifies its content
    /// for as long as the memo lives).
    pub(super) fn is_kept(&self, slot: &Rc<Slot<'c>>) -> bool {
        self.by_address.contains_key(&address(slot))
    }

    /// The kept list of `slot`'s content: `slot` itself when it is kept or
    /// newly kept, the list kept before when one has the same maps (each
    /// with its constraints' order and superset mark). A list that is
    /// unknown, or holds runtime variables (whose provenance the
    /// comparison leaves out), or comes when the memo is full, is handed
    /// back as it is, not kept.
    pub(super) fn intern(&mut self, slot: Rc<Slot<'c>>) -> Rc<Slot<'c>> {
        if self.is_kept(&slot) {
            return slot;
        }
        let Ok(list) = slot.as_ref() else { return slot };
        if list.iter().any(|m| !m.rt_vars.is_empty()) {
            return slot;
        }
        let hash = content_hash(list);
        if let Some(kept) = self
            .by_content
            .get(&hash)
            .and_then(|kept| kept.iter().find(|k| matches!(k.as_ref(), Ok(other) if same_maps(other, list))))
        {
            return kept.clone();
        }
        if self.by_address.len() >= KEPT {
            return slot;
        }
        self.by_address.insert(address(&slot), slot.clone());
        self.by_content.entry(hash).or_default().push(slot.clone());
        slot
    }

    /// The key of a value reached by `contributions` when every list among
    /// them is kept (`None` otherwise: the value's list is not looked up).
    pub(super) fn settled_key(&self, value: ValueKey, contributions: &[Contribution<'c>]) -> Option<SettledKey> {
        let mut parts = Vec::with_capacity(contributions.len());
        for c in contributions {
            if !self.is_kept(&c.consumer) {
                return None;
            }
            parts.push((c.op, c.result, c.through, address(&c.consumer)));
        }
        Some((value, parts))
    }

    /// The list a value settled on before, reached as `key` says.
    pub(super) fn settled(&self, key: &SettledKey) -> Option<Rc<Slot<'c>>> {
        self.settled.get(key).cloned()
    }

    /// Keeps `slot`, a kept list, as the value's list reached as `key` says.
    pub(super) fn settle(&mut self, key: SettledKey, slot: &Rc<Slot<'c>>) {
        if self.settled.len() < KEPT && self.is_kept(slot) {
            self.settled.insert(key, slot.clone());
        }
    }
}

/// The address of a list, its identity while it is kept.
fn address(slot: &Rc<Slot<'_>>) -> usize {
    Rc::as_ptr(slot) as usize
}

/// A hash of a list's maps (each map's cheap parts and superset mark).
fn content_hash(list: &[OperandMap<'_>]) -> u64 {
    hash_each(list.iter().map(|m| (MapHash(&m.map), &m.superset)), &())
}

/// Whether two lists hold the same maps in the same order, each with its
/// constraints' order ([`identical`]) and the same superset mark.
pub(super) fn same_maps(a: &[OperandMap<'_>], b: &[OperandMap<'_>]) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| identical(&x.map, &y.map) && x.superset == y.superset)
}
