//! XLA:CPU's allocation of temporaries for a scheduled HLO module: the
//! `preallocated-temp` allocation XLA's buffer assignment makes, its size
//! and every value's offset in it, computed the way XLA computes them from
//! the values' live ranges in the module's flattened schedule.
//!
//! The model (XLA's `BufferAssigner`, its `HeapSimulator` driving
//! `GlobalDecreasingSizeBestFitHeap` under `ChooseBestHeapAlgorithm`, and
//! its combining of temporary allocations, rebuilt from their semantics):
//! 0. **Before the heap.** Buffers largest first (live out first among
//!    equals, then in XLA's post order): each entry parameter's, constant's
//!    and live-out buffer gets an allocation; a temporary tuple's index
//!    table an allocation of its own; any other temporary goes into an
//!    output allocation at least its size whose values never overlap its
//!    own (touching only where one may take over the other's buffer):
//!    its operands' allocations first, then the others from the newest.
//!    The temporaries left are the heap's.
//! 1. **Events.** Walking the schedule positions in order, at each position
//!    the heap's values that start there are allocated (ordered by end, then
//!    by XLA value id), then those that end there are freed (ordered by
//!    start, then id). A value whose buffer already holds an allocated value
//!    is *shared* with that value instead (a loop's state, an in-place
//!    update); a value that may take over the buffer of an operand that ends
//!    at this very position ([`HeapValue::reusable`]) frees that operand
//!    first and is shared with it. Every allocate, share and free of a
//!    non-empty value advances the heap's own clock by one: an interval's
//!    start and end are clock readings, not schedule positions.
//! 2. **Placement.** The allocated intervals (a shared one rides with the
//!    interval it is shared with: a *colocation*) are sorted, and each in
//!    turn, with its colocations, takes the best-fitting free chunk: among
//!    the gaps between the chunks already placed that overlap in time it or
//!    one of its colocations (each used chunk's end rounded up to the
//!    alignment), the smallest that holds the largest of its colocations,
//!    the lowest on ties, else the end of the heap. Each interval of the
//!    place then holds the chunk, with its own size, during itself only
//!    (XLA's `CommitChunk`): the gaps between a place's intervals (a loop's
//!    state between its iterations' values) stay free for later places.
//!    The heap size is the highest chunk end.
//! 3. **Two orders, the smaller heap.** *Spatial*: size descending, then
//!    the interval's own length descending, then the value id. *Temporal*:
//!    the length of the span of its colocations descending, then size
//!    descending, then the value id. XLA keeps the smaller heap; on a tie
//!    the spatial one.
//! 4. **One allocation.** XLA moves the temporaries' allocations (the
//!    tuples' and the heap's) behind all others with an unstable partition
//!    — swapping the first temporary from the front with the last other
//!    allocation from the back, over the allocations in creation order:
//!    step 0's in its order, the heap's, then one thread-local allocation
//!    per value of the computations a reduce, sort, scatter or map applies —
//!    and lays them end to end in the resulting order, each from the
//!    previous one's end rounded up to the alignment. That is the
//!    `preallocated-temp` allocation.
//!
//! The caller gives every value of the scheduled computations with what
//! XLA's assignment sees in it ([`HeapValue`]: its buffer, whether the
//! buffer is an entry parameter's or a constant's, live out, or a
//! temporary, the operand buffers it may take over or touch, XLA's id and
//! post-order ranks); `hlo-text`'s live ranges compute them from the HLO
//! text.

use std::collections::HashMap;

/// XLA:CPU's alignment of the buffers in its heap of temporaries (the
/// preferred alignment of `xla/backends/cpu`, 64 bytes).
pub const CPU_ALIGNMENT: u64 = 64;

/// One value of the module as XLA's buffer assignment sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapValue {
    /// The first schedule position of its live range.
    pub start: usize,
    /// The last schedule position of its live range (inclusive).
    pub end: usize,
    /// Its bytes.
    pub bytes: u64,
    /// The buffer it belongs to: values with the same key share one place.
    pub buffer: usize,
    /// What its buffer is.
    pub kind: BufferKind,
    /// Whether it is a tuple's index table: its buffer neither joins nor
    /// lends an output allocation.
    pub tuple: bool,
    /// Operand values (positions in the input) whose buffer it may take
    /// over when such an operand's range ends where this value's starts
    /// (XLA's `CanShareOperandBufferWithUser`), in operand order.
    pub reusable: Vec<usize>,
    /// Its rank among XLA's value ids: the heap's ties go to the lower.
    pub id: usize,
    /// Its instruction's rank in the post order XLA's assignment before the
    /// heap takes buffers of one size in (a buffer by its earliest value).
    pub position: usize,
    /// The values its instruction's operands hold (positions in the
    /// input): their output allocations are tried first.
    pub operands: Vec<usize>,
    /// Values its operands hold (positions in the input) it may share an
    /// output allocation with where their ranges touch.
    pub shares_with: Vec<usize>,
}

/// What a buffer is to XLA's buffer assignment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BufferKind {
    /// An entry parameter's or a constant's: never in the heap, never
    /// shared with a temporary (XLA may let temporaries into a donated
    /// parameter's allocation; that is not modelled).
    Fixed,
    /// Live out of the module: an output allocation of its own, which
    /// temporaries that never overlap it may share.
    LiveOut,
    /// A temporary: an output allocation it fits in, else the heap.
    Temporary,
}

/// Which sort order made the heap XLA keeps.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HeapOrder {
    /// Size first.
    Spatial,
    /// Live-range length first.
    Temporal,
}

impl HeapOrder {
    /// Its name in reports: `spatial`, `temporal`.
    pub fn name(self) -> &'static str {
        match self {
            HeapOrder::Spatial => "spatial",
            HeapOrder::Temporal => "temporal",
        }
    }
}

/// XLA's allocation of temporaries: [`xla_heap`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct XlaHeap {
    /// Whether each input value is in the allocation of temporaries (in the
    /// heap or in a tuple's own part).
    pub in_heap: Vec<bool>,
    /// Its size: the last part's base plus that part's size.
    pub size: u64,
    /// Its parts in address order.
    pub parts: Vec<HeapPart>,
    /// Each input value's offset in it (`None` for a value not in it or
    /// empty).
    pub offsets: Vec<Option<u64>>,
    /// The heap's no-fragmentation bound (the most bytes its places hold
    /// at once) plus the tuples' parts: no layout of the parts is smaller.
    pub lower_bound: u64,
}

/// One part of the allocation of temporaries: the heap, or a tuple
/// buffer's own allocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapPart {
    /// A tuple buffer's part: a value of it (a position in the input);
    /// `None` for the heap.
    pub tuple: Option<usize>,
    /// Its first byte (the previous part's end rounded up to the
    /// alignment).
    pub base: u64,
    /// Its size (the heap's: the highest chunk end).
    pub size: u64,
    /// The heap's order whose placement XLA keeps (the smaller; spatial on
    /// a tie) and the other order's size.
    pub order: Option<(HeapOrder, u64)>,
    /// The most bytes it holds at once.
    pub lower_bound: u64,
}

/// One interval of the heap's clock.
#[derive(Clone, Debug)]
struct Interval {
    value: usize,
    size: u64,
    start: usize,
    end: usize,
    colocations: Vec<usize>,
    allocated: bool,
}

/// XLA's allocation of temporaries for `values` (see the module
/// documentation); `thread_local_values`: how many thread-local
/// allocations XLA's assignment makes after the heap (one per value of the
/// computations reduce, sort, scatter or map apply), which decides the
/// order of the parts.
///
/// ```
/// use buffer_liveness::xla_heap::{xla_heap, BufferKind, HeapValue};
/// let value = |start, end, bytes, buffer| HeapValue {
///     start, end, bytes, buffer, kind: BufferKind::Temporary, tuple: false, reusable: Vec::new(),
///     id: buffer, position: buffer, operands: Vec::new(), shares_with: Vec::new(),
/// };
/// // Two values live at once take two chunks; the third reuses the first.
/// let heap = xla_heap(&[value(0, 1, 100, 0), value(1, 2, 100, 1), value(2, 3, 100, 2)], 64, 0);
/// assert_eq!(heap.size, 228);
/// ```
pub fn xla_heap(values: &[HeapValue], alignment: u64, thread_local_values: usize) -> XlaHeap {
    let alignment = alignment.max(1);
    let plan = assign_before_heap(values);
    let mut in_heap = plan.heap;
    let ids: Vec<usize> = values.iter().map(|v| v.id).collect();
    let simulation = Simulation::run(values, &in_heap);
    let spatial = place(&simulation.intervals, values.len(), alignment, HeapOrder::Spatial, &ids);
    let temporal = place(&simulation.intervals, values.len(), alignment, HeapOrder::Temporal, &ids);
    let (kept, other_size, order) = if temporal.0 < spatial.0 {
        (temporal, spatial.0, HeapOrder::Temporal)
    } else {
        (spatial, temporal.0, HeapOrder::Spatial)
    };
    // The allocations in creation order, each a temporary or not: those
    // made before the heap, the heap (when it holds something), then one
    // thread-local allocation per value of the thread-local computations.
    let mut allocations = plan.allocations;
    if in_heap.iter().any(|&h| h) {
        allocations.push(Made::Heap);
    }
    allocations.extend(std::iter::repeat_n(Made::Other, thread_local_values));
    let heap_lower_bound = lower_bound(&simulation.intervals);
    let mut offsets = vec![None; values.len()];
    let (mut parts, mut end) = (Vec::new(), 0u64);
    for made in temporaries_in_combined_order(allocations) {
        let base = end.div_ceil(alignment) * alignment;
        let part = match made {
            Made::Heap => {
                for (v, offset) in kept.1.iter().enumerate() {
                    if let Some(offset) = offset {
                        offsets[v] = Some(base + offset);
                    }
                }
                let order = Some((order, other_size));
                HeapPart { tuple: None, base, size: kept.0, order, lower_bound: heap_lower_bound }
            }
            Made::Tuple(members, size) => {
                for &v in &members {
                    offsets[v] = Some(base);
                    in_heap[v] = true;
                }
                HeapPart { tuple: members.first().copied(), base, size, order: None, lower_bound: size }
            }
            Made::Other => continue,
        };
        end = base + part.size;
        parts.push(part);
    }
    let lower_bound = parts.iter().map(|p| p.lower_bound).sum();
    XlaHeap { in_heap, size: end, parts, offsets, lower_bound }
}

/// An allocation XLA's buffer assignment makes, as the combining of the
/// temporaries sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Made {
    /// Not a temporary (a parameter's, a constant's, an output's, a
    /// thread-local one).
    Other,
    /// A temporary tuple buffer's own allocation: its values and size.
    Tuple(Vec<usize>, u64),
    /// The heap of temporaries.
    Heap,
}

/// The temporaries in the order XLA lays them end to end: it moves them
/// behind the other allocations with an unstable partition (swapping the
/// first temporary from the front with the last other allocation from the
/// back, and so on), whose order the combined allocation keeps.
fn temporaries_in_combined_order(mut allocations: Vec<Made>) -> Vec<Made> {
    let other = |made: &Made| *made == Made::Other;
    let (mut first, mut last) = (0, allocations.len());
    loop {
        while first != last && other(&allocations[first]) {
            first += 1;
        }
        if first == last {
            break;
        }
        last -= 1;
        while first != last && !other(&allocations[last]) {
            last -= 1;
        }
        if first == last {
            break;
        }
        allocations.swap(first, last);
        first += 1;
    }
    allocations.split_off(first)
}

/// The most bytes live at once on the heap's clock: at each moment, each
/// place (an allocated interval with its colocations) counts the largest of
/// its intervals live then (they share one chunk). No placement fits in
/// less (the heap without fragmentation).
fn lower_bound(intervals: &[Option<Interval>]) -> u64 {
    // (time, is a start, place, size); ends sort before starts at the same
    // time: `end + 1` is free.
    let mut events: Vec<(usize, bool, usize, u64)> = Vec::new();
    let mut places = 0;
    for interval in intervals.iter().flatten().filter(|i| i.allocated) {
        let (members, _) = colocation_span(intervals, interval);
        let member = members.iter().filter_map(|&c| intervals[c].as_ref());
        for i in std::iter::once(interval).chain(member) {
            events.push((i.start, true, places, i.size));
            events.push((i.end.saturating_add(1), false, places, i.size));
        }
        places += 1;
    }
    events.sort_unstable();
    // Per place, the sizes of its intervals live now.
    let mut live: Vec<Vec<u64>> = vec![Vec::new(); places];
    let largest = |sizes: &Vec<u64>| sizes.iter().copied().max().unwrap_or(0);
    let (mut total, mut most) = (0u64, 0u64);
    let mut at = 0;
    while at < events.len() {
        let time = events[at].0;
        while at < events.len() && events[at].0 == time {
            let (_, start, place, size) = events[at];
            total -= largest(&live[place]);
            if start {
                live[place].push(size);
            } else if let Some(k) = live[place].iter().position(|&s| s == size) {
                live[place].swap_remove(k);
            }
            total += largest(&live[place]);
            at += 1;
        }
        most = most.max(total);
    }
    most
}

/// An allocated interval's transitive colocations and the largest size
/// among it and them.
fn colocation_span(intervals: &[Option<Interval>], interval: &Interval) -> (Vec<usize>, u64) {
    let mut colocated = Vec::new();
    let mut work = vec![interval.value];
    while let Some(v) = work.pop() {
        for &c in intervals[v].as_ref().map(|i| i.colocations.as_slice()).unwrap_or(&[]) {
            if !colocated.contains(&c) {
                colocated.push(c);
                work.push(c);
            }
        }
    }
    let size = colocated.iter().filter_map(|&c| intervals[c].as_ref()).map(|i| i.size).fold(interval.size, u64::max);
    (colocated, size)
}

/// What XLA's assignment leaves to the heap, and the allocations it makes
/// before it, in creation order.
struct BeforeHeap {
    heap: Vec<bool>,
    allocations: Vec<Made>,
}

/// Step 0, XLA's assignment before the heap: buffers largest first (live
/// out first among equals, then by [`HeapValue::position`] and
/// [`HeapValue::id`] of their lowest-id value), each live-out buffer an
/// allocation of its own (a tuple's lends nothing), each temporary that is
/// not a tuple's index table into an output allocation at least its size
/// whose values never overlap its own (touching only where one may take
/// over the other's buffer): its operands' allocations first, then the
/// others from the newest. The temporaries left go to the heap.
fn assign_before_heap(values: &[HeapValue]) -> BeforeHeap {
    let mut members: HashMap<usize, Vec<usize>> = HashMap::new();
    for (v, value) in values.iter().enumerate() {
        members.entry(value.buffer).or_default().push(v);
    }
    let mut buffers: Vec<(usize, Vec<usize>, u64, BufferKind)> = members
        .into_iter()
        .map(|(key, vs)| {
            let size = vs.iter().map(|&v| values[v].bytes).max().unwrap_or(0);
            let kind = values[vs[0]].kind;
            (key, vs, size, kind)
        })
        .collect();
    let tuple = |vs: &[usize]| vs.iter().any(|&v| values[v].tuple);
    // A buffer's place in XLA's post order: its earliest value's, then
    // its lowest value id.
    let lowest = |vs: &[usize]| {
        let position = vs.iter().map(|&v| values[v].position).min().unwrap_or(0);
        (position, vs.iter().map(|&v| values[v].id).min().unwrap_or(0))
    };
    buffers.sort_by(|a, b| {
        b.2.cmp(&a.2)
            .then((b.3 == BufferKind::LiveOut).cmp(&(a.3 == BufferKind::LiveOut)))
            .then(lowest(&a.1).cmp(&lowest(&b.1)))
    });
    let touching_allowed = |earlier: usize, later: usize| values[later].shares_with.contains(&earlier);
    let interferes = |a: usize, b: usize| {
        let (x, y) = (&values[a], &values[b]);
        if x.start > y.end || y.start > x.end {
            return false;
        }
        if x.end == y.start {
            return !touching_allowed(a, b);
        }
        if y.end == x.start {
            return !touching_allowed(b, a);
        }
        true
    };
    let mut in_heap = vec![false; values.len()];
    let mut allocations = Vec::new();
    // Output allocations: (size, values assigned).
    let mut outputs: Vec<(u64, Vec<usize>)> = Vec::new();
    let mut allocation_of: HashMap<usize, usize> = HashMap::new();
    for (_, vs, size, kind) in buffers {
        match kind {
            BufferKind::Fixed => allocations.push(Made::Other),
            BufferKind::LiveOut if tuple(&vs) => allocations.push(Made::Other),
            BufferKind::LiveOut => {
                vs.iter().for_each(|&v| {
                    allocation_of.insert(v, outputs.len());
                });
                outputs.push((size, vs));
                allocations.push(Made::Other);
            }
            BufferKind::Temporary if tuple(&vs) => allocations.push(Made::Tuple(vs, size)),
            BufferKind::Temporary => {
                let fits = |(allocation_size, assigned): &(u64, Vec<usize>)| {
                    size <= *allocation_size && !assigned.iter().any(|&a| vs.iter().any(|&v| interferes(a, v)))
                };
                // The operands' allocations first, then the others from
                // the newest (smallest) to the oldest.
                let from_operands =
                    vs.iter().flat_map(|&v| values[v].operands.iter().filter_map(|o| allocation_of.get(o)));
                let chosen = from_operands
                    .copied()
                    .find(|&n| fits(&outputs[n]))
                    .or_else(|| (0..outputs.len()).rev().find(|&n| fits(&outputs[n])));
                match chosen {
                    Some(n) => {
                        vs.iter().for_each(|&v| {
                            allocation_of.insert(v, n);
                        });
                        outputs[n].1.extend(vs);
                    }
                    None => vs.iter().for_each(|&v| in_heap[v] = true),
                }
            }
        }
    }
    BeforeHeap { heap: in_heap, allocations }
}

/// The event replay of step 1: the intervals on the heap's clock.
struct Simulation {
    /// By value; `None` for empty values.
    intervals: Vec<Option<Interval>>,
}

impl Simulation {
    fn run(values: &[HeapValue], in_heap: &[bool]) -> Self {
        let count = values.len();
        let last = values.iter().map(|v| v.end.max(v.start)).max().unwrap_or(0);
        let mut order: Vec<usize> = (0..count).filter(|&v| in_heap[v]).collect();
        order.sort_by_key(|&v| (values[v].start, values[v].end, values[v].id));
        let mut defined = vec![Vec::new(); last + 1];
        let mut freed = vec![Vec::new(); last + 1];
        for &v in &order {
            defined[values[v].start].push(v);
            freed[values[v].end].push(v);
        }
        // A buffer's size is its largest value's; sharing merges sizes.
        let mut buffer_size: HashMap<usize, u64> = HashMap::new();
        let mut buffer_count: HashMap<usize, usize> = HashMap::new();
        for value in order.iter().map(|&v| &values[v]) {
            let size = buffer_size.entry(value.buffer).or_default();
            *size = (*size).max(value.bytes);
            *buffer_count.entry(value.buffer).or_default() += 1;
        }
        let mut sizes =
            SizeGroups::new(values.iter().map(|v| buffer_size.get(&v.buffer).copied().unwrap_or(0)).collect());
        let mut first_of_buffer: HashMap<usize, usize> = HashMap::new();
        for &v in &order {
            match first_of_buffer.get(&values[v].buffer) {
                Some(&first) => sizes.union(first, v),
                None => {
                    first_of_buffer.insert(values[v].buffer, v);
                }
            }
        }
        let mut simulation = Simulation { intervals: vec![None; count] };
        let mut clock = 0usize;
        let mut first_allocated: HashMap<usize, usize> = HashMap::new();
        for t in 0..=last {
            for &v in &defined[t].clone() {
                if let Some(&first) = first_allocated.get(&values[v].buffer) {
                    simulation.share(v, first, &mut sizes, &mut clock);
                    continue;
                }
                let reusable = values[v].reusable.iter().copied().find(|&operand| {
                    buffer_count[&values[v].buffer] == 1
                        && in_heap[operand]
                        && buffer_count[&values[operand].buffer] == 1
                        && values[operand].end == t
                        && freed[t].contains(&operand)
                });
                if let Some(operand) = reusable {
                    simulation.free(operand, &sizes, &mut clock);
                    freed[t].retain(|&w| w != operand);
                    simulation.share(v, operand, &mut sizes, &mut clock);
                    continue;
                }
                simulation.allocate(v, sizes.size(v), &mut clock);
                first_allocated.insert(values[v].buffer, v);
            }
            for &v in &freed[t] {
                simulation.free(v, &sizes, &mut clock);
            }
        }
        simulation
    }

    fn allocate(&mut self, v: usize, size: u64, clock: &mut usize) {
        if size == 0 {
            return;
        }
        self.intervals[v] =
            Some(Interval { value: v, size, start: *clock, end: usize::MAX, colocations: Vec::new(), allocated: true });
        *clock += 1;
    }

    fn share(&mut self, v: usize, with: usize, sizes: &mut SizeGroups, clock: &mut usize) {
        sizes.union(v, with);
        let size = sizes.size(with);
        if size == 0 {
            return;
        }
        if let Some(interval) = self.intervals[with].as_mut() {
            interval.colocations.push(v);
        }
        self.intervals[v] = Some(Interval {
            value: v,
            size,
            start: *clock,
            end: usize::MAX,
            colocations: Vec::new(),
            allocated: false,
        });
        *clock += 1;
    }

    fn free(&mut self, v: usize, sizes: &SizeGroups, clock: &mut usize) {
        if sizes.size(v) == 0 {
            return;
        }
        if let Some(interval) = self.intervals[v].as_mut().filter(|i| i.end == usize::MAX) {
            interval.end = *clock;
            *clock += 1;
        }
    }
}

/// Values whose sizes are merged by sharing (a union-find with sizes).
struct SizeGroups {
    parent: Vec<usize>,
    size: Vec<u64>,
}

impl SizeGroups {
    fn new(size: Vec<u64>) -> Self {
        SizeGroups { parent: (0..size.len()).collect(), size }
    }

    fn find(&self, mut v: usize) -> usize {
        while self.parent[v] != v {
            v = self.parent[v];
        }
        v
    }

    fn size(&self, v: usize) -> u64 {
        self.size[self.find(v)]
    }

    fn union(&mut self, a: usize, b: usize) {
        let (a, b) = (self.find(a), self.find(b));
        if a != b {
            let size = self.size[a].max(self.size[b]);
            let (low, high) = (a.min(b), a.max(b));
            self.parent[high] = low;
            self.size[low] = size;
        }
    }
}

/// Step 2 in one order: (heap size, offsets).
fn place(
    intervals: &[Option<Interval>],
    count: usize,
    alignment: u64,
    order: HeapOrder,
    ids: &[usize],
) -> (u64, Vec<Option<u64>>) {
    let alignment = alignment.max(1);
    // Each allocated interval with its transitive colocations.
    let mut placed: Vec<(&Interval, Vec<usize>, u64, usize, usize)> = Vec::new();
    for interval in intervals.iter().flatten().filter(|i| i.allocated) {
        let (colocated, max_size) = colocation_span(intervals, interval);
        let members = || colocated.iter().filter_map(|&c| intervals[c].as_ref());
        let first = members().map(|i| i.start).fold(interval.start, usize::min);
        let last = members().map(|i| i.end).fold(interval.end, usize::max);
        placed.push((interval, colocated, max_size, first, last));
    }
    match order {
        HeapOrder::Spatial => placed.sort_by(|a, b| {
            b.0.size
                .cmp(&a.0.size)
                .then((b.0.end - b.0.start).cmp(&(a.0.end - a.0.start)))
                .then(ids[a.0.value].cmp(&ids[b.0.value]))
        }),
        HeapOrder::Temporal => placed.sort_by(|a, b| {
            (b.4 - b.3).cmp(&(a.4 - a.3)).then(b.0.size.cmp(&a.0.size)).then(ids[a.0.value].cmp(&ids[b.0.value]))
        }),
    }
    let aligned = |offset: u64| offset.div_ceil(alignment) * alignment;
    // Committed chunks: (start, end, offset, size).
    let mut committed: Vec<(usize, usize, u64, u64)> = Vec::new();
    let mut offsets = vec![None; count];
    let mut heap_size = 0;
    for (interval, colocated, max_size, _, _) in &placed {
        // Each interval of the place blocks its chunk only during itself,
        // with its own size (XLA's `CommitChunk`); the gaps between a
        // place's intervals stay free for others.
        let mut spans = vec![(interval.start, interval.end, interval.size)];
        for &c in colocated {
            if let Some(i) = intervals[c].as_ref() {
                spans.push((i.start, i.end, i.size));
            }
        }
        let mut used: Vec<(u64, u64)> = Vec::new();
        for &(start, end, _) in &spans {
            for &(s, e, offset, size) in &committed {
                if s <= end && e >= start {
                    used.push((offset, offset + size));
                }
            }
        }
        used.sort_by_key(|&(offset, _)| offset);
        // Free gaps [start, end) between merged used chunks, each at least
        // the interval's own size; the last one unbounded.
        let mut gaps: Vec<(u64, u64)> = Vec::new();
        let mut free_start = 0u64;
        if let Some(&(first_offset, first_end)) = used.first() {
            let (mut current_offset, mut current_end) = (first_offset, first_end);
            for &(offset, end) in &used[1..] {
                if offset < current_end {
                    current_end = current_end.max(end);
                } else {
                    if current_offset >= free_start && current_offset - free_start >= interval.size {
                        gaps.push((free_start, current_offset));
                    }
                    free_start = free_start.max(aligned(current_end));
                    current_offset = offset;
                    current_end = end;
                }
            }
            if current_offset >= free_start && current_offset - free_start >= interval.size {
                gaps.push((free_start, current_offset));
            }
            free_start = free_start.max(aligned(current_end));
        }
        let best = gaps
            .iter()
            .filter(|&&(start, end)| aligned(start) + max_size <= end)
            .min_by_key(|&&(start, end)| (end - start, start))
            .map(|&(start, _)| aligned(start))
            .unwrap_or(aligned(free_start));
        heap_size = heap_size.max(best + max_size);
        for &(start, end, size) in &spans {
            committed.push((start, end, best, size));
        }
        offsets[interval.value] = Some(best);
        for &c in colocated {
            offsets[c] = Some(best);
        }
    }
    (heap_size, offsets)
}
