//! Which rules fired, for tests: off unless [`record_fired`] runs, and then
//! one thread-local check per rule that fires.

use std::cell::RefCell;

thread_local! {
    static FIRED: RefCell<Option<Vec<&'static str>>> = const { RefCell::new(None) };
}

/// Runs `work` and returns the names of the simplifier rules that fired on
/// this thread meanwhile, in firing order (a rule that fires twice is listed
/// twice). Names are those of the rule tables (see [`rule_names`](super::rule_names)).
///
/// A rule fires when it rewrites its input; a rule whose result a caller
/// then discards (e.g. the floordiv rules run inside `ceildiv_as_floordiv`,
/// which keeps its attempt only when it is smaller) still counts. Results
/// the simplifier takes from its cache do not fire rules again. Recordings
/// nest: an inner one does not hide its rules from the outer one.
///
/// ```
/// # let context = melior::Context::new();
/// use indexing_map::{IndexingMap, simplify};
/// let mut map = IndexingMap::parse(&context, "(d0) -> ((d0 + 8) floordiv 16), domain: d0 in [0, 7]").unwrap();
/// let fired = simplify::record_fired(|| {
///     map.simplify();
/// });
/// assert_eq!(fired, ["floordiv_single_value"]);
/// ```
pub fn record_fired(work: impl FnOnce()) -> Vec<&'static str> {
    let outer = FIRED.with(|fired| fired.borrow_mut().replace(Vec::new()));
    work();
    let inner = FIRED.with(|fired| fired.borrow_mut().take()).unwrap_or_default();
    if let Some(mut outer) = outer {
        outer.extend_from_slice(&inner);
        FIRED.with(|fired| *fired.borrow_mut() = Some(outer));
    }
    inner
}

/// Notes that rule `name` fired (nothing unless recording).
pub(super) fn fired(name: &'static str) {
    FIRED.with(|fired| {
        if let Some(names) = fired.borrow_mut().as_mut() {
            names.push(name);
        }
    });
}
