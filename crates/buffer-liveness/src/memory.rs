//! Memory over the program order: bytes live at every op, the peak, and a
//! best-fit heap simulation (offsets for every group, the arena size).
//!
//! What occupies memory at op `t`: every group whose memory range
//! ([`crate::analysis::Group::memory`]) holds `t`, except that a function
//! argument's group occupies the whole function unless the argument is
//! donated (its caller holds it), plus the loops' own storage
//! ([`crate::analysis::LoopCopy`]) and the callee temporaries of a call at
//! `t`. Operands and results of an op are both
//! counted at the op (no in-place reuse is assumed; in-place candidates are
//! reported separately). Groups of dynamic size are left out and counted:
//! the peak is then a lower bound.

use crate::analysis::FunctionLiveness;
use crate::model::{Donation, Function, OpId};
use std::collections::BTreeMap;

/// Bytes over the order of one function.
#[derive(Clone, Debug)]
pub struct Timeline {
    /// Bytes live at each op number.
    pub bytes: Vec<u64>,
    /// Per group: its memory range `[first, last]`, `None` if dynamic.
    pub occupancy: Vec<Option<(OpId, OpId)>>,
    /// The peak bytes.
    pub peak: u64,
    /// The first op where the peak is reached.
    pub peak_op: Option<OpId>,
    /// Groups occupying memory at the peak, largest first.
    pub at_peak: Vec<usize>,
    /// Groups left out for their dynamic size.
    pub dynamic_groups: usize,
    /// Whether some bytes are known to be missing (dynamic groups, unknown
    /// callee temporaries): the peak is then a lower bound.
    pub lower_bound: bool,
    /// Memory with no reuse at all: the sum of all static groups' stored
    /// bytes (copies included) and of the loops' own storage, plus, per call, the callee's temporaries
    /// without reuse. Everything the peak counts is in it, so the peak
    /// never exceeds it.
    pub total_bytes: u64,
    /// The peak of the bytes that are neither arguments nor surely
    /// returned (what a caller adds at a call of this function: the call's
    /// results are its own buffers).
    pub temporaries_peak: u64,
    /// The no-reuse bytes of those temporaries (the static groups that are
    /// neither arguments nor surely returned, plus the calls' callee
    /// temporaries without reuse).
    pub temporaries_total: u64,
}

/// Computes the timeline of one analysed function.
pub fn timeline(function: &Function, liveness: &FunctionLiveness) -> Timeline {
    let n = function.ops.len();
    let last = n.saturating_sub(1);
    let mut argument_group = vec![false; liveness.groups.len()];
    let mut kept_whole = vec![false; liveness.groups.len()];
    if let Some(body) = function.blocks.first() {
        for (i, &arg) in body.args.iter().enumerate() {
            let donated = liveness.donation_honored && function.donation.get(i).is_some_and(|d| *d != Donation::None);
            for &buffer in liveness.points_to[arg].iter().flatten() {
                let group = liveness.group_of[buffer];
                argument_group[group] = true;
                kept_whole[group] |= !donated;
            }
        }
    }
    // A group the function surely returns (the only one a returned node may
    // hold) is the caller's output storage; groups that may or may not be
    // returned stay temporaries.
    let mut returned_group = vec![false; liveness.groups.len()];
    // A loop that copies its state returns the copy: what its values seem to
    // hold is not surely returned.
    let copied = liveness.copied_by_loops(function);
    if let Some(terminator) = function.terminator(0) {
        for &value in &terminator.operands {
            for node in &liveness.points_to[value] {
                let groups: std::collections::BTreeSet<usize> = node.iter().map(|&b| liveness.group_of[b]).collect();
                if let [only] = groups.into_iter().collect::<Vec<_>>()[..]
                    && !node.iter().any(|b| copied.contains(b))
                {
                    returned_group[only] = true;
                }
            }
        }
    }
    let mut delta = vec![0i128; n + 1];
    let mut temporaries = vec![0i128; n + 1];
    let mut occupancy = Vec::with_capacity(liveness.groups.len());
    let mut dynamic_groups = 0;
    let mut total_bytes = 0u64;
    let mut temporaries_total = 0u64;
    for (g, group) in liveness.groups.iter().enumerate() {
        let Some(bytes) = group.stored_bytes() else {
            dynamic_groups += 1;
            occupancy.push(None);
            continue;
        };
        let range = if kept_whole[g] { (0, last) } else { group.memory };
        let (start, end) = (range.0.min(last), range.1.min(last));
        occupancy.push(Some((start, end)));
        total_bytes = total_bytes.saturating_add(bytes);
        if n == 0 {
            continue;
        }
        delta[start] += bytes as i128;
        delta[end + 1] -= bytes as i128;
        if !argument_group[g] && !returned_group[g] {
            temporaries_total = temporaries_total.saturating_add(bytes);
            temporaries[start] += bytes as i128;
            temporaries[end + 1] -= bytes as i128;
        }
    }
    // A loop's own storage (an operand's copy, a temporary at the body's
    // return) is a temporary over its range.
    let mut loop_copies_unknown = false;
    for copy in &liveness.loop_copies {
        let Some(bytes) = copy.bytes else {
            loop_copies_unknown = true;
            continue;
        };
        total_bytes = total_bytes.saturating_add(bytes);
        temporaries_total = temporaries_total.saturating_add(bytes);
        if n == 0 {
            continue;
        }
        let (start, end) = (copy.range.0.min(last), copy.range.1.min(last));
        for counts in [&mut delta, &mut temporaries] {
            counts[start] += bytes as i128;
            counts[end + 1] -= bytes as i128;
        }
    }
    // A call's callee temporaries, which the peak counts at the call, take
    // storage of their own without reuse.
    for &callee in &liveness.transient_total {
        total_bytes = total_bytes.saturating_add(callee);
        temporaries_total = temporaries_total.saturating_add(callee);
    }
    let mut bytes = Vec::with_capacity(n);
    let (mut live, mut temporary, mut temporaries_peak) = (0i128, 0i128, 0u64);
    for t in 0..n {
        live += delta[t];
        temporary += temporaries[t];
        let extra = liveness.transient[t] as i128;
        bytes.push(clamp(live + extra));
        temporaries_peak = temporaries_peak.max(clamp(temporary + extra));
    }
    let peak = bytes.iter().copied().max().unwrap_or(0);
    let peak_op = bytes.iter().position(|&b| b == peak).filter(|_| n > 0);
    let mut at_peak: Vec<usize> = match peak_op {
        Some(t) => {
            (0..liveness.groups.len()).filter(|&g| occupancy[g].is_some_and(|(s, e)| s <= t && t <= e)).collect()
        }
        None => Vec::new(),
    };
    at_peak.sort_by_key(|&g| (std::cmp::Reverse(liveness.groups[g].stored_bytes().unwrap_or(0)), g));
    let lower_bound = dynamic_groups > 0 || loop_copies_unknown || liveness.transient_unknown.iter().any(|&u| u);
    Timeline {
        bytes,
        occupancy,
        peak,
        peak_op,
        at_peak,
        dynamic_groups,
        lower_bound,
        total_bytes,
        temporaries_peak,
        temporaries_total,
    }
}

fn clamp(x: i128) -> u64 {
    x.clamp(0, u64::MAX as i128) as u64
}

/// The result of the heap simulation.
#[derive(Clone, Debug)]
pub struct Heap {
    /// Per group: its offset in the arena (`None`: dynamic or 0 bytes).
    pub offsets: Vec<Option<u64>>,
    /// The arena size: the highest offset + size ever used.
    pub arena: u64,
}

/// Assigns offsets walking the order: at each op, groups whose range ended
/// are freed (adjacent free blocks merge), then groups starting there are
/// placed largest first, each in the smallest free block that fits (best
/// fit), or at the end of the arena. A call's callee temporaries are a
/// block for that op alone; a loop's own storage a block over its range.
pub fn best_fit(liveness: &FunctionLiveness, timeline: &Timeline) -> Heap {
    // (start, largest first, group or a call's temporaries, end)
    // Sized once (at most a block per group, loop copy and op): grown by
    // doubling, the list of a 50,000-op function held twice its size.
    let capacity =
        timeline.occupancy.len() + liveness.loop_copies.len() + liveness.transient.iter().filter(|&&b| b > 0).count();
    let mut starts: Vec<(OpId, std::cmp::Reverse<u64>, Option<usize>, OpId)> = Vec::with_capacity(capacity);
    for (g, occupancy) in timeline.occupancy.iter().enumerate() {
        let group = &liveness.groups[g];
        if let (Some((start, end)), Some(bytes)) = (occupancy, group.stored_bytes())
            && bytes > 0
        {
            starts.push((*start, std::cmp::Reverse(bytes), Some(g), *end));
        }
    }
    let last = timeline.bytes.len().saturating_sub(1);
    for copy in &liveness.loop_copies {
        if let Some(bytes) = copy.bytes.filter(|&b| b > 0) {
            starts.push((copy.range.0.min(last), std::cmp::Reverse(bytes), None, copy.range.1.min(last)));
        }
    }
    for (t, &bytes) in liveness.transient.iter().enumerate() {
        if bytes > 0 {
            starts.push((t, std::cmp::Reverse(bytes), None, t));
        }
    }
    starts.sort_unstable();
    let mut heap = FreeList::default();
    let mut offsets = vec![None; liveness.groups.len()];
    // Blocks in use, by the op after which they are freed.
    let mut live: std::collections::BinaryHeap<std::cmp::Reverse<(OpId, u64, u64)>> =
        std::collections::BinaryHeap::new();
    for (start, std::cmp::Reverse(bytes), group, end) in starts {
        while let Some(&std::cmp::Reverse((last, offset, size))) = live.peek() {
            if last >= start {
                break;
            }
            live.pop();
            heap.free(offset, size);
        }
        let offset = heap.allocate(bytes);
        if let Some(g) = group {
            offsets[g] = Some(offset);
        }
        live.push(std::cmp::Reverse((end, offset, bytes)));
    }
    Heap { offsets, arena: heap.arena }
}

/// Free blocks by offset and by (size, offset), and the arena's end.
#[derive(Default)]
struct FreeList {
    by_offset: BTreeMap<u64, u64>,
    by_size: BTreeMap<(u64, u64), ()>,
    arena: u64,
    top: u64,
}

impl FreeList {
    fn allocate(&mut self, size: u64) -> u64 {
        if let Some((&(block, offset), _)) = self.by_size.range((size, 0)..).next() {
            self.remove(offset, block);
            if block > size {
                self.insert(offset + size, block - size);
            }
            return offset;
        }
        // Grow at the top (`free` keeps no free block that ends there).
        let offset = self.top;
        self.top = offset.saturating_add(size);
        self.arena = self.arena.max(self.top);
        offset
    }

    fn free(&mut self, mut offset: u64, mut size: u64) {
        if let Some((&before, &before_size)) = self.by_offset.range(..offset).next_back()
            && before + before_size == offset
        {
            self.remove(before, before_size);
            offset = before;
            size += before_size;
        }
        if let Some(&after_size) = self.by_offset.get(&(offset + size)) {
            self.remove(offset + size, after_size);
            size += after_size;
        }
        if offset + size == self.top {
            self.top = offset;
        } else {
            self.insert(offset, size);
        }
    }

    fn insert(&mut self, offset: u64, size: u64) {
        self.by_offset.insert(offset, size);
        self.by_size.insert((size, offset), ());
    }

    fn remove(&mut self, offset: u64, size: u64) {
        self.by_offset.remove(&offset);
        self.by_size.remove(&(size, offset));
    }
}
