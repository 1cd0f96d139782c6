//! The memory invariant every analysed function satisfies, shared by the
//! tests (included with `#[path]`): peak ≤ no-reuse total ≤ the sum of all
//! buffers, and the best-fit arena is at least the peak.

use buffer_liveness::ModuleResult;

/// Checks the invariant for every function of `result`; `Err` names the
/// first function that breaks it, with its figures.
pub fn memory_invariant(result: &ModuleResult) -> Result<(), String> {
    for (function, figures) in result.program.functions.iter().zip(&result.functions) {
        let (l, t, arena) = (&figures.liveness, &figures.timeline, figures.heap.arena);
        // Every static buffer with its group's copies, every call's callee
        // temporaries without reuse and the loops' own storage: nothing
        // shared at all.
        let buffers: u64 = l
            .buffers
            .iter()
            .enumerate()
            .filter_map(|(b, buffer)| buffer.bytes.map(|bytes| bytes * l.groups[l.group_of[b]].instances))
            .sum::<u64>()
            + l.transient_total.iter().sum::<u64>()
            + l.loop_copies.iter().filter_map(|c| c.bytes).sum::<u64>();
        if t.peak > t.total_bytes || t.total_bytes > buffers || arena < t.peak {
            return Err(format!(
                "@{}: peak {} B, no reuse {} B, all buffers {} B, arena {arena} B",
                function.name, t.peak, t.total_bytes, buffers
            ));
        }
    }
    Ok(())
}
