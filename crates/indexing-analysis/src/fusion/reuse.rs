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
use crate::memo::{MapHash, Memo, hash_each, identical};
use rustc_hash::{FxHashMap as HashMap, FxHasher};
use std::hash::{Hash, Hasher};
use std::rc::Rc;

/// Lists kept at most by a [`WalkMemo`] (and as many settled values in each
/// of its two tables).
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
/// value's op (then every list reaching it is known). A walk keeps them in
/// one arena, each value's in a chain ([`Deferred`]).
pub(super) struct Contribution<'c> {
    /// The position of the user op in the body.
    pub(super) op: usize,
    /// Which of its results the list reached.
    pub(super) result: usize,
    /// Through which of its operands (or captured values).
    pub(super) through: Through,
    /// Where the op's maps for that result and operand are among its
    /// entries (looked up again if they are not there).
    pub(super) entry: usize,
    /// The maps reaching that result.
    pub(super) consumer: Rc<Slot<'c>>,
    /// The next contribution to the same value in the arena
    /// ([`END`] for the last).
    pub(super) next: usize,
}

/// The end of a chain of [`Contribution`]s.
pub(super) const END: usize = usize::MAX;

/// A value's chain of [`Contribution`]s in a walk's arena.
#[derive(Clone, Copy)]
pub(super) struct Deferred {
    /// The first contribution's index.
    pub(super) first: usize,
    /// The last one's.
    pub(super) last: usize,
    /// How many there are.
    pub(super) count: usize,
    /// Whether every list among them is kept ([`WalkMemo::is_kept`]).
    pub(super) kept: bool,
}

/// The contributions of the chain starting at `first` of `arena`, in order.
pub(super) fn chain<'w, 'c>(arena: &'w [Contribution<'c>], first: usize) -> impl Iterator<Item = &'w Contribution<'c>> {
    std::iter::successors(arena.get(first), move |c| arena.get(c.next))
}

/// Where a list reaching a value came from (the user op's position, its
/// result and the operand or captured value it reached through) and the
/// list's address (a kept list's).
type Part = (usize, usize, Through, usize);

/// A settled value's key: the value and, in the walk's order, each list
/// reaching it ([`Part`]).
type SettledKey = (ValueKey, Vec<Part>);

/// The lists of maps kept by content and the values' lists by what reached
/// them (see the module's documentation).
pub(super) struct WalkMemo<'c> {
    /// The kept lists by address (holding them, so that an address stays
    /// its list's).
    by_address: HashMap<usize, Rc<Slot<'c>>>,
    /// The kept lists by a hash of their content.
    by_content: HashMap<u64, Vec<Rc<Slot<'c>>>>,
    /// Each value's kept list, by what reached it: reached by one list
    /// (most values), in a table of its own, looked up without the
    /// indirection of a list of parts.
    settled_one: HashMap<(ValueKey, Part), Rc<Slot<'c>>>,
    /// Reached by several lists.
    settled: Memo<SettledKey, Rc<Slot<'c>>>,
}

impl Default for WalkMemo<'_> {
    fn default() -> Self {
        WalkMemo {
            by_address: HashMap::default(),
            by_content: HashMap::default(),
            settled_one: HashMap::default(),
            settled: Memo::new(KEPT),
        }
    }
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
    /// back as it is, not kept. With whether the list handed back is kept.
    pub(super) fn intern(&mut self, slot: Rc<Slot<'c>>) -> (Rc<Slot<'c>>, bool) {
        if self.is_kept(&slot) {
            return (slot, true);
        }
        let Ok(list) = slot.as_ref() else { return (slot, false) };
        if list.iter().any(|m| !m.rt_vars.is_empty()) {
            return (slot, false);
        }
        let hash = content_hash(list);
        if let Some(kept) = self
            .by_content
            .get(&hash)
            .and_then(|kept| kept.iter().find(|k| matches!(k.as_ref(), Ok(other) if same_maps(other, list))))
        {
            return (kept.clone(), true);
        }
        if self.by_address.len() >= KEPT {
            return (slot, false);
        }
        self.by_address.insert(address(&slot), slot.clone());
        self.by_content.entry(hash).or_default().push(slot.clone());
        (slot, true)
    }

    /// The list the value `value` settled on before, reached by the chain
    /// `deferred` of `arena` (every list in it kept), with the hash of
    /// that key (for [`WalkMemo::settle`]; 0 for a value reached by one
    /// list, whose key is looked up whole).
    pub(super) fn settled(
        &self,
        value: ValueKey,
        arena: &[Contribution<'c>],
        deferred: Deferred,
    ) -> (u64, Option<Rc<Slot<'c>>>) {
        if deferred.count == 1 {
            let one = (value, part(&arena[deferred.first]));
            return (0, self.settled_one.get(&one).cloned());
        }
        let mut hasher = FxHasher::default();
        value.hash(&mut hasher);
        hasher.write_usize(deferred.count);
        for c in chain(arena, deferred.first) {
            part(c).hash(&mut hasher);
        }
        let hash = hasher.finish();
        let same = |(kept_value, parts): &SettledKey| {
            *kept_value == value
                && parts.len() == deferred.count
                && parts.iter().zip(chain(arena, deferred.first)).all(|(kept, c)| *kept == part(c))
        };
        (hash, self.settled.get(hash, same).cloned())
    }

    /// Keeps `slot`, a kept list, as the list of the value `value` reached
    /// by the chain `deferred` of `arena` (every list in it kept), whose
    /// key's hash is `hash`.
    pub(super) fn settle(
        &mut self,
        hash: u64,
        value: ValueKey,
        arena: &[Contribution<'c>],
        deferred: Deferred,
        slot: &Rc<Slot<'c>>,
    ) {
        if deferred.count == 1 {
            if self.settled_one.len() < KEPT {
                self.settled_one.insert((value, part(&arena[deferred.first])), slot.clone());
            }
            return;
        }
        let parts = chain(arena, deferred.first).map(part).collect();
        self.settled.insert(hash, (value, parts), slot.clone());
    }
}

/// Where `contribution` came from, with its list's address.
fn part(contribution: &Contribution<'_>) -> Part {
    (contribution.op, contribution.result, contribution.through, address(&contribution.consumer))
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
