//! The driver's allocator and its one setting: freed memory goes back to
//! the system at once.
//!
//! mimalloc keeps freed pages committed for a while (`purge_delay`, 10 ms
//! by default, times 10 for whole arenas) so that the next allocation can
//! reuse them without a system call. The analyses free most of what they
//! build as they go (a function's maps once written, a loop's iterations
//! once composed), and within that delay the process holds both the old
//! pages and the new ones: on the 120-layer training step the liveness
//! report's peak RSS is 198 MB with the default and 167 MB with a delay of
//! 0, for the same user time (docs/MEASUREMENTS.md, "Liveness RSS at 120
//! layers").

/// mimalloc's allocator for every Rust allocation of the driver (MLIR's
/// own C++ allocations are unaffected).
#[global_allocator]
static ALLOCATOR: mimalloc::MiMalloc = mimalloc::MiMalloc;

/// `mi_option_purge_delay` in mimalloc's `mi_option_t` (the same in its
/// versions 2 and 3; `libmimalloc-sys` names only some of the options).
const PURGE_DELAY: libmimalloc_sys::mi_option_t = 15;

/// Makes mimalloc return freed pages to the system at once (a purge delay
/// of 0 milliseconds). Called first thing in `main`.
pub fn purge_at_once() {
    // SAFETY: `mi_option_set` takes any option number and value (unknown
    // numbers are ignored) and may be called at any time from any thread.
    unsafe { libmimalloc_sys::mi_option_set(PURGE_DELAY, 0) };
    debug_assert_eq!(
        // SAFETY: as above, a read of the same option.
        unsafe { libmimalloc_sys::mi_option_get(PURGE_DELAY) },
        0
    );
}
