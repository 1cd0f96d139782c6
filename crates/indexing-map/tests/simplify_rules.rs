//! One row per simplifier rule: an input on which the rule fires with the
//! expected result, and inputs where its pattern or side condition fails so
//! that it must not fire. Every result is checked against the input by
//! enumerating both relations (soundness), and a last test fails when a rule
//! of the tables has no row.

use indexing_map::{IndexingMap, simplify};
use melior::Context;

/// A rule's test cases, maps as text: `(input, expected simplified map)`.
struct RuleCase {
    rule: &'static str,
    /// The rule fires on the input.
    fires: (&'static str, &'static str),
    /// The rule does not fire on these inputs.
    misses: &'static [(&'static str, &'static str)],
}

/// Rules that no input map reaches: MLIR folds `x mod 1` and `x ceildiv 1`
/// when it builds them, so the simplifier never sees one. They stay as
/// guards; unit tests in `src/simplify/expr_rules.rs` apply them directly.
const UNREACHABLE_FROM_TEXT: &[&str] = &["mod_by_one", "ceildiv_by_one"];

const CASES: &[RuleCase] = &[
    // Constraint normalisation.
    RuleCase {
        rule: "constraint_move_constant",
        fires: (
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 + 3 in [0, 10]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [0, 7]",
        ),
        misses: &[(
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [0, 10]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [0, 10]",
        )],
    },
    RuleCase {
        rule: "constraint_negate",
        fires: (
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], -d0 - d1 * 2 in [-10, -1]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 * 2 in [1, 10]",
        ),
        // Mixed signs.
        misses: &[(
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 - d1 * 2 in [-10, -1]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 - d1 * 2 in [-10, -1]",
        )],
    },
    RuleCase {
        rule: "constraint_common_factor",
        fires: (
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 * 4 + d1 * 2 in [1, 9]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 * 2 + d1 in [1, 4]",
        ),
        misses: &[(
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 * 4 + d1 * 3 in [1, 9]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 * 4 + d1 * 3 in [1, 9]",
        )],
    },
    RuleCase {
        rule: "constraint_of_floordiv",
        fires: (
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], (d0 + d1) floordiv 4 in [1, 2]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [4, 11]",
        ),
        misses: &[(
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], (d0 + d1) mod 4 in [1, 2]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], (d0 + d1) mod 4 in [1, 2]",
        )],
    },
    // Constraints against their range.
    RuleCase {
        rule: "constraint_infeasible",
        fires: (
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [20, 30]",
            "(d0, d1) -> (0), domain: d0 in [0, -1], d1 in [0, -1]",
        ),
        // The interval meets the range in one point.
        misses: &[(
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [18, 30]",
            "(d0, d1) -> (18), domain: d0 in [9, 9], d1 in [9, 9]",
        )],
    },
    RuleCase {
        rule: "constraint_always_true",
        fires: (
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [0, 20]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9]",
        ),
        // One point of the range is excluded.
        misses: &[(
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [0, 17]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [0, 17]",
        )],
    },
    RuleCase {
        rule: "constraint_narrow_to_range",
        fires: (
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [5, 100]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [5, 18]",
        ),
        misses: &[(
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [5, 18]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [5, 18]",
        )],
    },
    // Map rules.
    RuleCase {
        rule: "replace_point_variables",
        fires: (
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [3, 3]",
            "(d0, d1) -> (d0 + 3), domain: d0 in [0, 9], d1 in [3, 3]",
        ),
        misses: &[(
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [3, 4]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [3, 4]",
        )],
    },
    RuleCase {
        rule: "rescale_symbols",
        fires: (
            "(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 9], s0 mod 4 in [1, 1]",
            "(d0)[s0] -> (d0 + s0 * 4 + 1), domain: d0 in [0, 9], s0 in [0, 2]",
        ),
        misses: &[
            // Not one point.
            (
                "(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 9], s0 mod 4 in [1, 2]",
                "(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 9], s0 mod 4 in [1, 2]",
            ),
            // Not a bare symbol (`rescale_range_var_by_exact_quotient`
            // writes the sum as `4*s0 + 1`).
            (
                "(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 9], (s0 + d0) mod 4 in [1, 1]",
                "(d0)[s0] -> (s0 * 4 + 1), domain: d0 in [0, 9], s0 in [0, 4], -d0 + s0 * 4 in [-1, 8]",
            ),
        ],
    },
    RuleCase {
        rule: "pin_variable_by_remainder",
        fires: (
            "(d0, d1) -> (d1), domain: d0 in [1, 3], d1 in [0, 2], (d0 - 1) mod 2 in [1, 1]",
            "(d0, d1) -> (d1), domain: d0 in [2, 2], d1 in [0, 2]",
        ),
        // Two values of d0 (2 and 4) have the remainder.
        misses: &[(
            "(d0, d1) -> (d1), domain: d0 in [1, 4], d1 in [0, 2], (d0 - 1) mod 2 in [1, 1]",
            "(d0, d1) -> (d1), domain: d0 in [1, 4], d1 in [0, 2], (d0 - 1) mod 2 in [1, 1]",
        )],
    },
    RuleCase {
        rule: "simplify_constraints_under_atom_bounds",
        // `d0 mod 3` takes two values (0 and 1), so `(d0 mod 3) mod 2` is `d0 mod 3`.
        fires: (
            "(d0) -> (d0), domain: d0 in [0, 100], (d0 mod 3) mod 2 in [0, 0], d0 mod 3 in [0, 1]",
            "(d0) -> (d0), domain: d0 in [0, 100], d0 mod 3 in [0, 0]",
        ),
        misses: &[
            // `d0 mod 6` takes five values: the bound does not simplify `(d0 mod 6) mod 4`.
            (
                "(d0) -> (d0), domain: d0 in [0, 100], (d0 mod 6) mod 4 in [0, 0], d0 mod 6 in [0, 4]",
                "(d0) -> (d0), domain: d0 in [0, 100], (d0 mod 6) mod 4 in [0, 0], d0 mod 6 in [0, 4]",
            ),
            // A constraint is not simplified with its own bound.
            (
                "(d0) -> (d0), domain: d0 in [0, 100], d0 mod 3 in [0, 1]",
                "(d0) -> (d0), domain: d0 in [0, 100], d0 mod 3 in [0, 1]",
            ),
        ],
    },
    RuleCase {
        rule: "project_range_var_from_constraint",
        // ∃ s1 ∈ [0, 7]: (d1 floordiv 8) * 8 + s1 ∈ [0, 1] is (d1 floordiv 8) * 8 ∈ [-7, 1], d1 ∈ [0, 7].
        fires: (
            "(d0, d1)[s0, s1] -> (s0), domain: d0 in [0, 15], d1 in [0, 15], s0 in [0, 3], s1 in [0, 7], \
             (d1 floordiv 8) * 8 + s1 in [0, 1]",
            "(d0, d1)[s0, s1] -> (s0), domain: d0 in [0, 15], d1 in [0, 7], s0 in [0, 3], s1 in [0, 7]",
        ),
        misses: &[
            // The steps of 4 leave gaps: d0 - s1 * 4 in [0, 1] holds for d0 in {0, 1, 4, 5, 8, 9, 12, 13} only.
            (
                "(d0)[s0, s1] -> (s0), domain: d0 in [0, 15], s0 in [0, 3], s1 in [0, 3], d0 - s1 * 4 in [0, 1]",
                "(d0)[s0, s1] -> (s0), domain: d0 in [0, 15], s0 in [0, 3], s1 in [0, 3], d0 - s1 * 4 in [0, 1]",
            ),
            // s1 is also a result.
            (
                "(d0)[s0, s1] -> (s0, s1), domain: d0 in [0, 15], s0 in [0, 3], s1 in [0, 7], d0 + s1 in [0, 1]",
                "(d0)[s0, s1] -> (s0, s1), domain: d0 in [0, 15], s0 in [0, 3], s1 in [0, 7], d0 + s1 in [0, 1]",
            ),
            // A runtime variable is one value read at run time: it stays.
            (
                "(d0)[s0]{rt0} -> (s0), domain: d0 in [0, 15], s0 in [0, 3], rt0 in [0, 7], d0 + rt0 in [0, 1]",
                "(d0)[s0]{rt0} -> (s0), domain: d0 in [0, 15], s0 in [0, 3], rt0 in [0, 7], d0 + rt0 in [0, 1]",
            ),
        ],
    },
    RuleCase {
        rule: "project_range_var_from_remainder",
        // t = d0 - s0 is even and in [0, 4], so t is 0, 2 or 4 and d0 = t + s0 is in [0, 5].
        fires: (
            "(d0)[s0] -> (d0), domain: d0 in [0, 9], s0 in [0, 1], (d0 - s0) mod 2 in [0, 0], d0 - s0 in [0, 4]",
            "(d0)[s0] -> (d0), domain: d0 in [0, 5], s0 in [0, 1]",
        ),
        misses: &[
            // s0 has two values, fewer than the modulus 3: d0 = 2, 5 or 8 has no s0.
            (
                "(d0)[s0] -> (d0), domain: d0 in [0, 9], s0 in [0, 1], (d0 + s0 + 1) mod 3 in [1, 1]",
                "(d0)[s0] -> (d0), domain: d0 in [0, 9], s0 in [0, 1], (d0 + s0 + 1) mod 3 in [1, 1]",
            ),
            // s0 is a result.
            (
                "(d0)[s0] -> (d0, s0), domain: d0 in [0, 9], s0 in [0, 1], (d0 - s0) mod 2 in [0, 0]",
                "(d0)[s0] -> (d0, s0), domain: d0 in [0, 9], s0 in [0, 1], (d0 - s0) mod 2 in [0, 0]",
            ),
        ],
    },
    RuleCase {
        rule: "tighten_bounds_drop_constraint",
        fires: (
            "(d0, d1) -> (d0, d1), domain: d0 in [0, 12], d1 in [0, 2], d0 * 3 + d1 in [0, 35]",
            "(d0, d1) -> (d0, d1), domain: d0 in [0, 11], d1 in [0, 2]",
        ),
        // Tightened bounds (d0, d1 in [0, 5]) would not make the constraint always true.
        misses: &[(
            "(d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [0, 5]",
            "(d0, d1) -> (d0, d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [0, 5]",
        )],
    },
    RuleCase {
        rule: "merge_stacked_mod_constraints",
        fires: (
            "(d0) -> (d0), domain: d0 in [0, 100], ((d0 + 29) floordiv 2) mod 2 in [0, 0], (d0 + 29) mod 2 in [0, 0]",
            "(d0) -> (d0), domain: d0 in [0, 100], (d0 + 1) mod 4 in [0, 0]",
        ),
        // The outer division is by 3, the inner modulus 2: not two digits of one radix.
        misses: &[(
            "(d0) -> (d0), domain: d0 in [0, 100], ((d0 + 29) floordiv 3) mod 2 in [0, 0], (d0 + 29) mod 2 in [0, 0]",
            "(d0) -> (d0), domain: d0 in [0, 100], ((d0 + 29) floordiv 3) mod 2 in [0, 0], (d0 + 29) mod 2 in [0, 0]",
        )],
    },
    RuleCase {
        rule: "merge_remainder_constraints",
        // An even `d0 mod 7` is 0, 2, 4 or 6; modulo 4 in [0, 1] it is 0 or 4, which is `(d0 mod 7) mod 4 == 0`.
        fires: (
            "(d0) -> (d0), domain: d0 in [0, 100], (d0 mod 7) mod 2 in [0, 0], (d0 mod 7) mod 4 in [0, 1]",
            "(d0) -> (d0), domain: d0 in [0, 100], (d0 mod 7) mod 4 in [0, 0]",
        ),
        // 3 does not divide 5: `d0 mod 5` is not determined by `d0 mod 3`.
        misses: &[(
            "(d0) -> (d0), domain: d0 in [0, 100], d0 mod 3 in [1, 1], d0 mod 5 in [0, 2]",
            "(d0) -> (d0), domain: d0 in [0, 100], d0 mod 3 in [1, 1], d0 mod 5 in [0, 2]",
        )],
    },
    RuleCase {
        rule: "eliminate_pinned_symbol",
        fires: (
            "(d0, d1)[s0] -> (d1, s0), domain: d0 in [0, 9], d1 in [0, 9], s0 in [0, 4], d0 - s0 in [0, 0]",
            "(d0, d1)[s0] -> (d1, d0), domain: d0 in [0, 4], d1 in [0, 9], s0 in [0, 4]",
        ),
        misses: &[
            // The coefficient of s0 is 2: s0 = d0 / 2 is not affine.
            (
                "(d0, d1)[s0] -> (d1, s0), domain: d0 in [0, 9], d1 in [0, 9], s0 in [0, 4], d0 - s0 * 2 in [0, 0]",
                "(d0, d1)[s0] -> (d1, s0), domain: d0 in [0, 9], d1 in [0, 9], s0 in [0, 4], d0 - s0 * 2 in [0, 0]",
            ),
            // A runtime variable stays: one value read at run time reads
            // one row, not every row.
            (
                "(d0, d1){rt0} -> (d1), domain: d0 in [0, 9], d1 in [0, 9], rt0 in [0, 4], d0 - rt0 in [0, 0]",
                "(d0, d1){rt0} -> (d1), domain: d0 in [0, 9], d1 in [0, 9], rt0 in [0, 4], d0 - rt0 in [0, 0]",
            ),
            // Dimensions stay, pinned or not.
            (
                "(d0, d1) -> (d1), domain: d0 in [0, 9], d1 in [0, 9], d0 - d1 in [0, 0]",
                "(d0, d1) -> (d1), domain: d0 in [0, 9], d1 in [0, 9], d0 - d1 in [0, 0]",
            ),
        ],
    },
    RuleCase {
        rule: "eliminate_two_valued_pinned_symbol",
        fires: (
            "()[s0, s1] -> (s0, (s1 mod 5) floordiv 2), domain: s0 in [0, 6], s1 in [0, 27], s1 - (s0 mod 2) * 9 in [0, 0]",
            "()[s0, s1] -> (s0, (s0 mod 2) * 2), domain: s0 in [0, 6], s1 in [0, 27]",
        ),
        misses: &[
            // `s0 mod 3` takes three values.
            (
                "()[s0, s1] -> (s0, (s1 mod 5) floordiv 2), domain: s0 in [0, 6], s1 in [0, 27], s1 - (s0 mod 3) * 9 in [0, 0]",
                "()[s0, s1] -> (s0, (s1 mod 5) floordiv 2), domain: s0 in [0, 6], s1 in [0, 27], s1 - (s0 mod 3) * 9 in [0, 0]",
            ),
            // A runtime variable stays.
            (
                "()[s0]{rt0} -> (s0, (rt0 mod 5) floordiv 2), domain: s0 in [0, 6], rt0 in [0, 27], rt0 - (s0 mod 2) * 9 in [0, 0]",
                "()[s0]{rt0} -> (s0, (rt0 mod 5) floordiv 2), domain: s0 in [0, 6], rt0 in [0, 27], rt0 - (s0 mod 2) * 9 in [0, 0]",
            ),
            // Its coefficient is 2.
            (
                "()[s0, s1] -> (s0, (s1 mod 5) floordiv 2), domain: s0 in [0, 6], s1 in [0, 27], s1 * 2 - (s0 mod 2) * 9 in [0, 0]",
                "()[s0, s1] -> (s0, (s1 mod 5) floordiv 2), domain: s0 in [0, 6], s1 in [0, 27], s1 * 2 - (s0 mod 2) * 9 in [0, 0]",
            ),
        ],
    },
    RuleCase {
        rule: "tighten_atom_bounds_drop_constraint",
        fires: (
            "(d0, d1)[s0] -> (s0, (d1 floordiv 8) * 8 + s0), domain: d0 in [0, 1], d1 in [0, 15], s0 in [0, 7], (d1 floordiv 8) * 8 + s0 in [0, 7]",
            "(d0, d1)[s0] -> (s0, s0), domain: d0 in [0, 1], d1 in [0, 7], s0 in [0, 7]",
        ),
        misses: &[
            // `s0` alone cannot keep the sum in [0, 9]: `d1 floordiv 8` is 0
            // or 1 and `s0` must shrink with it.
            (
                "(d0, d1)[s0] -> (s0, (d1 floordiv 8) * 8 + s0), domain: d0 in [0, 1], d1 in [0, 15], s0 in [0, 7], (d1 floordiv 8) * 8 + s0 in [0, 9]",
                "(d0, d1)[s0] -> (s0, (d1 floordiv 8) * 8 + s0), domain: d0 in [0, 1], d1 in [0, 15], s0 in [0, 7], (d1 floordiv 8) * 8 + s0 in [0, 9]",
            ),
            // No division atom: `tighten_bounds_drop_constraint`'s case.
            (
                "(d0, d1) -> (d0, d1), domain: d0 in [0, 12], d1 in [0, 2], d0 * 3 + d1 in [0, 35]",
                "(d0, d1) -> (d0, d1), domain: d0 in [0, 11], d1 in [0, 2]",
            ),
        ],
    },
    RuleCase {
        rule: "solve_range_var_from_remainder",
        fires: (
            "(d0)[s0] -> ((d0 - s0) floordiv 2), domain: d0 in [0, 5], s0 in [0, 1], (d0 - s0) mod 2 in [0, 0], d0 - s0 in [0, 4]",
            "(d0)[s0] -> (d0 floordiv 2), domain: d0 in [0, 5], s0 in [0, 1]",
        ),
        misses: &[
            // `s0` has three values: two of them may fit
            // (`rescale_range_var_by_exact_quotient` names the quotient).
            (
                "(d0)[s0] -> ((d0 - s0) floordiv 2), domain: d0 in [0, 6], s0 in [0, 2], (d0 - s0) mod 2 in [0, 0], d0 - s0 in [0, 4]",
                "(d0)[s0] -> (s0), domain: d0 in [0, 6], s0 in [0, 2], d0 - s0 * 2 in [0, 2]",
            ),
            // `d0 - s0 + s1` would keep the quotient of `d0 - s0`, twice:
            // more operators than the remainder constraint.
            (
                "(d0)[s0, s1] -> (d0 - s0 + s1), domain: d0 in [0, 7], s0 in [0, 1], s1 in [0, 1], (d0 - s0) mod 2 in [0, 0], d0 - s0 + s1 in [0, 5]",
                "(d0)[s0, s1] -> (d0 - s0 + s1), domain: d0 in [0, 7], s0 in [0, 1], s1 in [0, 1], (d0 - s0) mod 2 in [0, 0], d0 - s0 + s1 in [0, 5]",
            ),
            // `s0` alone in a result would become `d0 mod 2`.
            (
                "(d0)[s0] -> ((d0 - s0) floordiv 2, s0), domain: d0 in [0, 5], s0 in [0, 1], (d0 - s0) mod 2 in [0, 0], d0 - s0 in [0, 4]",
                "(d0)[s0] -> ((d0 - s0) floordiv 2, s0), domain: d0 in [0, 5], s0 in [0, 1], (d0 - s0) mod 2 in [0, 0], d0 - s0 in [0, 4]",
            ),
        ],
    },
    RuleCase {
        rule: "pin_variable_by_equality_residue",
        fires: (
            "(d0, d1) -> (d1), domain: d0 in [0, 1], d1 in [0, 3], d0 + (d1 floordiv 2) * 2 in [2, 2]",
            "(d0, d1) -> (d1), domain: d0 in [0, 0], d1 in [2, 3]",
        ),
        misses: &[
            // Two values of `d0` have the remainder.
            (
                "(d0, d1) -> (d1), domain: d0 in [0, 3], d1 in [0, 3], d0 + (d1 floordiv 2) * 2 in [2, 2]",
                "(d0, d1) -> (d1), domain: d0 in [0, 3], d1 in [0, 3], d0 + (d1 floordiv 2) * 2 in [2, 2]",
            ),
            // The other coefficients have no common divisor.
            (
                "(d0, d1, d2) -> (d1), domain: d0 in [0, 1], d1 in [0, 3], d2 in [0, 3], d0 + d1 * 2 + d2 * 3 in [4, 4]",
                "(d0, d1, d2) -> (d1), domain: d0 in [0, 1], d1 in [0, 3], d2 in [0, 3], d0 + d1 * 2 + d2 * 3 in [4, 4]",
            ),
            // Not a point.
            (
                "(d0, d1) -> (d1), domain: d0 in [0, 1], d1 in [0, 7], d0 + (d1 floordiv 2) * 2 in [2, 3]",
                "(d0, d1) -> (d1), domain: d0 in [0, 1], d1 in [2, 3]",
            ),
            // A runtime variable stays as read.
            (
                "(d0){rt0} -> (d0 + rt0), domain: d0 in [0, 3], rt0 in [0, 1], rt0 + d0 * 2 in [2, 2]",
                "(d0){rt0} -> (d0 + rt0), domain: d0 in [0, 3], rt0 in [0, 1], d0 * 2 + rt0 in [2, 2]",
            ),
        ],
    },
    RuleCase {
        rule: "rescale_range_var_by_exact_quotient",
        fires: (
            "(d0)[s0] -> ((d0 - s0) floordiv 2), domain: d0 in [0, 9], s0 in [0, 2], (d0 - s0) mod 2 in [0, 0]",
            "(d0)[s0] -> (s0 - 1), domain: d0 in [0, 9], s0 in [0, 5], d0 - s0 * 2 in [-2, 0]",
        ),
        misses: &[
            // Exactly two values: `s0` is `d0 mod 2`, a function of `d0`
            // (`solve_range_var_from_remainder`'s case), and the pair below
            // keeps its two operators.
            (
                "(d0)[s0] -> ((d0 - s0) floordiv 2, s0), domain: d0 in [0, 5], s0 in [0, 1], (d0 - s0) mod 2 in [0, 0], d0 - s0 in [0, 4]",
                "(d0)[s0] -> ((d0 - s0) floordiv 2, s0), domain: d0 in [0, 5], s0 in [0, 1], (d0 - s0) mod 2 in [0, 0], d0 - s0 in [0, 4]",
            ),
            // A runtime variable keeps the value read at run time.
            (
                "(d0){rt0} -> ((d0 - rt0) floordiv 2), domain: d0 in [0, 9], rt0 in [0, 2], (d0 - rt0) mod 2 in [0, 0]",
                "(d0){rt0} -> ((d0 - rt0) floordiv 2), domain: d0 in [0, 9], rt0 in [0, 2], (d0 - rt0) mod 2 in [0, 0]",
            ),
            // Coefficient 2: `s0` is not one value per quotient.
            (
                "(d0)[s0] -> ((d0 + s0 * 2) floordiv 4), domain: d0 in [0, 9], s0 in [0, 5], (d0 + s0 * 2) mod 4 in [0, 0]",
                "(d0)[s0] -> ((d0 + s0 * 2) floordiv 4), domain: d0 in [0, 9], s0 in [0, 5], (d0 + s0 * 2) mod 4 in [0, 0]",
            ),
        ],
    },
    RuleCase {
        rule: "delinearize_range_var",
        fires: (
            "()[s0] -> (s0 floordiv 9, s0 mod 9), domain: s0 in [0, 35]",
            "()[s0, s1] -> (s0, s1), domain: s0 in [0, 3], s1 in [0, 8]",
        ),
        // [0, 34] is not whole periods of 9.
        misses: &[(
            "()[s0] -> (s0 floordiv 9, s0 mod 9), domain: s0 in [0, 34]",
            "()[s0] -> (s0 floordiv 9, s0 mod 9), domain: s0 in [0, 34]",
        )],
    },
    RuleCase {
        rule: "rescale_range_var_by_division",
        fires: (
            "(d0)[s0] -> (d0 + s0 floordiv 2), domain: d0 in [0, 9], s0 in [0, 19]",
            "(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 9]",
        ),
        misses: &[
            // s0 also occurs bare.
            (
                "(d0)[s0] -> (d0 + s0 floordiv 2, s0), domain: d0 in [0, 9], s0 in [0, 19]",
                "(d0)[s0] -> (d0 + s0 floordiv 2, s0), domain: d0 in [0, 9], s0 in [0, 19]",
            ),
            // s0 mod 8 with 6 values of s0: not every remainder (mod_single_period applies).
            (
                "(d0)[s0] -> (d0 + s0 mod 8), domain: d0 in [0, 9], s0 in [0, 5]",
                "(d0)[s0] -> (d0 + s0), domain: d0 in [0, 9], s0 in [0, 5]",
            ),
        ],
    },
    RuleCase {
        rule: "rescale_range_var_by_shifted_division",
        fires: ("()[s0] -> ((s0 + 1) floordiv 3), domain: s0 in [0, 1233]", "()[s0] -> (s0), domain: s0 in [0, 411]"),
        // s0 also occurs bare.
        misses: &[(
            "(d0)[s0] -> (d0 + (s0 + 1) mod 3, s0), domain: d0 in [0, 1], s0 in [0, 3]",
            "(d0)[s0] -> (d0 + (s0 + 1) mod 3, s0), domain: d0 in [0, 1], s0 in [0, 3]",
        )],
    },
    RuleCase {
        rule: "merge_range_vars",
        fires: (
            "(d0)[s0, s1] -> (d0 * 4 + s0 + s1 * 2), domain: d0 in [0, 9], s0 in [0, 1], s1 in [0, 1]",
            "(d0)[s0, s1] -> (d0 * 4 + s0), domain: d0 in [0, 9], s0 in [0, 3], s1 in [0, 1]",
        ),
        misses: &[
            // s0 has 2 values, s1's step is 3: s0 + s1 * 3 has gaps.
            (
                "(d0)[s0, s1] -> (d0 * 4 + s0 + s1 * 3), domain: d0 in [0, 9], s0 in [0, 1], s1 in [0, 1]",
                "(d0)[s0, s1] -> (d0 * 4 + s0 + s1 * 3), domain: d0 in [0, 9], s0 in [0, 1], s1 in [0, 1]",
            ),
            // s0 also occurs alone.
            (
                "(d0)[s0, s1] -> (d0 * 4 + s0 + s1 * 2, s0), domain: d0 in [0, 9], s0 in [0, 1], s1 in [0, 1]",
                "(d0)[s0, s1] -> (d0 * 4 + s0 + s1 * 2, s0), domain: d0 in [0, 9], s0 in [0, 1], s1 in [0, 1]",
            ),
        ],
    },
    // Every expression.
    RuleCase {
        rule: "fold_range",
        fires: (
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [4, 4]",
            "(d0, d1) -> (4), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [4, 4]",
        ),
        misses: &[(
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [4, 5]",
            "(d0, d1) -> (d0 + d1), domain: d0 in [0, 9], d1 in [0, 9], d0 + d1 in [4, 5]",
        )],
    },
    // floordiv.
    RuleCase {
        rule: "floordiv_by_one",
        // `(d0 * 2 - 1 + 1) floordiv 2` from `ceildiv_as_floordiv`, then
        // `floordiv_common_factor` divides by 2.
        fires: ("(d0) -> ((d0 * 2 - 1) ceildiv 2), domain: d0 in [0, 9]", "(d0) -> (d0), domain: d0 in [0, 9]"),
        misses: &[("(d0) -> (d0 floordiv 2), domain: d0 in [0, 9]", "(d0) -> (d0 floordiv 2), domain: d0 in [0, 9]")],
    },
    RuleCase {
        rule: "floordiv_single_value",
        fires: ("(d0) -> ((d0 + 8) floordiv 16), domain: d0 in [0, 7]", "(d0) -> (0), domain: d0 in [0, 7]"),
        // d0 + 8 reaches 16.
        misses: &[(
            "(d0) -> ((d0 + 8) floordiv 16), domain: d0 in [0, 8]",
            "(d0) -> ((d0 + 8) floordiv 16), domain: d0 in [0, 8]",
        )],
    },
    RuleCase {
        rule: "floordiv_two_values",
        fires: (
            "(d0) -> (((d0 mod 2) * 729) floordiv 2), domain: d0 in [0, 99]",
            "(d0) -> ((d0 mod 2) * 364), domain: d0 in [0, 99]",
        ),
        // `d0` takes three values.
        misses: &[(
            "(d0) -> ((d0 * 729) floordiv 2), domain: d0 in [0, 2]",
            "(d0) -> ((d0 * 729) floordiv 2), domain: d0 in [0, 2]",
        )],
    },
    RuleCase {
        rule: "floordiv_of_floordiv",
        fires: (
            "(d0) -> ((d0 floordiv 4) floordiv 8), domain: d0 in [0, 99]",
            "(d0) -> (d0 floordiv 32), domain: d0 in [0, 99]",
        ),
        misses: &[(
            "(d0) -> ((d0 ceildiv 4) floordiv 8), domain: d0 in [0, 99]",
            "(d0) -> ((d0 ceildiv 4) floordiv 8), domain: d0 in [0, 99]",
        )],
    },
    RuleCase {
        rule: "floordiv_common_factor",
        fires: (
            "(d0, d1) -> ((d0 * 4 + d1 * 2) floordiv 6), domain: d0 in [0, 99], d1 in [0, 99]",
            "(d0, d1) -> ((d0 * 2 + d1) floordiv 3), domain: d0 in [0, 99], d1 in [0, 99]",
        ),
        misses: &[(
            "(d0, d1) -> ((d0 * 4 + d1 * 3) floordiv 6), domain: d0 in [0, 99], d1 in [0, 99]",
            "(d0, d1) -> ((d0 * 4 + d1 * 3) floordiv 6), domain: d0 in [0, 99], d1 in [0, 99]",
        )],
    },
    RuleCase {
        rule: "floordiv_round_constant",
        fires: (
            "()[s0] -> ((s0 * 2 + 5) floordiv 4 - s0 floordiv 2), domain: s0 in [0, 10000]",
            "()[s0] -> (1), domain: s0 in [0, 10000]",
        ),
        // No common factor of the divisor and the coefficients.
        misses: &[(
            "()[s0] -> ((s0 * 2 + 5) floordiv 3), domain: s0 in [0, 100]",
            "()[s0] -> ((s0 * 2 + 5) floordiv 3), domain: s0 in [0, 100]",
        )],
    },
    RuleCase {
        rule: "floordiv_split_multiples",
        fires: (
            "(d0, d1, d2) -> ((d0 * 16 + d1 * 4 + d2) floordiv 8), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]",
            "(d0, d1, d2) -> (d0 * 2 + (d1 * 4 + d2) floordiv 8), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]",
        ),
        misses: &[
            // No coefficient is a multiple of 8.
            (
                "(d0, d1, d2) -> ((d0 * 15 + d1 * 4 + d2) floordiv 8), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]",
                "(d0, d1, d2) -> ((d0 * 15 + d1 * 4 + d2) floordiv 8), domain: d0 in [0, 9], d1 in [0, 9], d2 in [0, 9]",
            ),
            // Only the constant would move and nothing folds: kept as written.
            (
                "(d0) -> ((d0 - 1) floordiv 2), domain: d0 in [0, 9]",
                "(d0) -> ((d0 - 1) floordiv 2), domain: d0 in [0, 9]",
            ),
        ],
    },
    RuleCase {
        rule: "floordiv_small_remainder",
        fires: (
            "(d0, d1) -> ((d0 * 4 + d1) floordiv 8), domain: d0 in [0, 9], d1 in [0, 3]",
            "(d0, d1) -> (d0 floordiv 2), domain: d0 in [0, 9], d1 in [0, 3]",
        ),
        // d1 reaches 4.
        misses: &[(
            "(d0, d1) -> ((d0 * 4 + d1) floordiv 8), domain: d0 in [0, 9], d1 in [0, 4]",
            "(d0, d1) -> ((d0 * 4 + d1) floordiv 8), domain: d0 in [0, 9], d1 in [0, 4]",
        )],
    },
    RuleCase {
        rule: "floordiv_merge_inner_floordiv",
        fires: (
            "(d0) -> ((d0 floordiv 2 + 1) floordiv 2), domain: d0 in [0, 99]",
            "(d0) -> ((d0 + 2) floordiv 4), domain: d0 in [0, 99]",
        ),
        // `(d0 + d1 * 4) floordiv 8` would not be smaller.
        misses: &[(
            "(d0, d1) -> ((d0 floordiv 4 + d1) floordiv 2), domain: d0 in [0, 99], d1 in [0, 9]",
            "(d0, d1) -> ((d1 + d0 floordiv 4) floordiv 2), domain: d0 in [0, 99], d1 in [0, 9]",
        )],
    },
    // mod.
    RuleCase {
        rule: "mod_known_remainder",
        fires: (
            "(d0) -> ((d0 + 3) mod 2), domain: d0 in [0, 100], (d0 + 1) mod 4 in [0, 0]",
            "(d0) -> (0), domain: d0 in [0, 100], (d0 + 1) mod 4 in [0, 0]",
        ),
        misses: &[
            // 8 does not divide 4.
            (
                "(d0) -> ((d0 + 3) mod 8), domain: d0 in [0, 100], (d0 + 1) mod 4 in [0, 0]",
                "(d0) -> ((d0 + 3) mod 8), domain: d0 in [0, 100], (d0 + 1) mod 4 in [0, 0]",
            ),
            // The remainder is not fixed.
            (
                "(d0) -> ((d0 + 3) mod 2), domain: d0 in [0, 100], (d0 + 1) mod 4 in [0, 1]",
                "(d0) -> ((d0 + 3) mod 2), domain: d0 in [0, 100], (d0 + 1) mod 4 in [0, 1]",
            ),
        ],
    },
    RuleCase {
        rule: "mod_single_period",
        fires: ("(d0) -> (d0 mod 16), domain: d0 in [16, 25]", "(d0) -> (d0 - 16), domain: d0 in [16, 25]"),
        // d0 + 3 reaches 16.
        misses: &[(
            "(d0) -> ((d0 + 3) mod 16), domain: d0 in [0, 13]",
            "(d0) -> ((d0 + 3) mod 16), domain: d0 in [0, 13]",
        )],
    },
    RuleCase {
        rule: "mod_two_values",
        fires: ("(d0) -> ((d0 * 64) mod 7), domain: d0 in [0, 1]", "(d0) -> (d0), domain: d0 in [0, 1]"),
        // `d0` takes three values.
        misses: &[(
            "(d0) -> ((d0 * 64) mod 7), domain: d0 in [0, 2]",
            "(d0) -> ((d0 * 64) mod 7), domain: d0 in [0, 2]",
        )],
    },
    RuleCase {
        rule: "mod_of_mod",
        // `mod_common_factor` makes `(d0 mod 12) mod 4`.
        fires: (
            "(d0) -> (((d0 mod 12) * 2) mod 8), domain: d0 in [0, 99]",
            "(d0) -> ((d0 mod 4) * 2), domain: d0 in [0, 99]",
        ),
        // 4 does not divide 10.
        misses: &[(
            "(d0) -> (((d0 mod 10) * 2) mod 8), domain: d0 in [0, 99]",
            "(d0) -> (((d0 mod 10) mod 4) * 2), domain: d0 in [0, 99]",
        )],
    },
    RuleCase {
        rule: "mod_drop_multiples",
        fires: (
            "(d0, d1) -> ((d0 * 8 + d1 * 3 + 17) mod 8), domain: d0 in [0, 99], d1 in [0, 99]",
            "(d0, d1) -> ((d1 * 3 + 1) mod 8), domain: d0 in [0, 99], d1 in [0, 99]",
        ),
        misses: &[
            (
                "(d0, d1) -> ((d0 * 8 + d1 * 3) mod 16), domain: d0 in [0, 99], d1 in [0, 99]",
                "(d0, d1) -> ((d0 * 8 + d1 * 3) mod 16), domain: d0 in [0, 99], d1 in [0, 99]",
            ),
            // Only the constant would change and nothing folds: kept as written.
            ("(d0) -> ((d0 - 1) mod 2), domain: d0 in [0, 9]", "(d0) -> ((d0 - 1) mod 2), domain: d0 in [0, 9]"),
        ],
    },
    RuleCase {
        rule: "mod_common_factor",
        fires: ("(d0) -> ((d0 * 3) mod 6), domain: d0 in [0, 99]", "(d0) -> ((d0 mod 2) * 3), domain: d0 in [0, 99]"),
        misses: &[(
            "(d0) -> ((d0 * 3) mod 7), domain: d0 in [0, 99]",
            "(d0) -> ((d0 * 3) mod 7), domain: d0 in [0, 99]",
        )],
    },
    RuleCase {
        rule: "mod_small_remainder",
        fires: (
            "(d0, d1) -> ((d0 * 4 + d1) mod 8), domain: d0 in [0, 9], d1 in [0, 3]",
            "(d0, d1) -> (d1 + (d0 mod 2) * 4), domain: d0 in [0, 9], d1 in [0, 3]",
        ),
        // d1 reaches 4.
        misses: &[(
            "(d0, d1) -> ((d0 * 4 + d1) mod 8), domain: d0 in [0, 9], d1 in [0, 4]",
            "(d0, d1) -> ((d0 * 4 + d1) mod 8), domain: d0 in [0, 9], d1 in [0, 4]",
        )],
    },
    // ceildiv.
    RuleCase {
        rule: "ceildiv_single_value",
        fires: ("(d0) -> ((d0 + 1) ceildiv 16), domain: d0 in [0, 9]", "(d0) -> (1), domain: d0 in [0, 9]"),
        // d0 + 1 reaches 17.
        misses: &[(
            "(d0) -> ((d0 + 1) ceildiv 16), domain: d0 in [0, 16]",
            "(d0) -> ((d0 + 1) ceildiv 16), domain: d0 in [0, 16]",
        )],
    },
    RuleCase {
        rule: "ceildiv_as_floordiv",
        fires: ("(d0) -> ((d0 * 4 + 3) ceildiv 4), domain: d0 in [0, 9]", "(d0) -> (d0 + 1), domain: d0 in [0, 9]"),
        // `(d0 + 3) floordiv 4` is not smaller.
        misses: &[("(d0) -> (d0 ceildiv 4), domain: d0 in [0, 99]", "(d0) -> (d0 ceildiv 4), domain: d0 in [0, 99]")],
    },
    // Sums.
    RuleCase {
        rule: "sum_recombine_mod_floordiv",
        fires: (
            "(d0)[s0] -> (d0 mod 16 + ((d0 + s0 * 16) floordiv 16) * 16), domain: d0 in [0, 99], s0 in [0, 3]",
            "(d0)[s0] -> (d0 + s0 * 16), domain: d0 in [0, 99], s0 in [0, 3]",
        ),
        // The quotient's coefficient is not 16.
        misses: &[(
            "(d0)[s0] -> (d0 mod 16 + ((d0 + s0 * 16) floordiv 16) * 8), domain: d0 in [0, 99], s0 in [0, 3]",
            "(d0)[s0] -> ((d0 floordiv 16) * 8 + s0 * 8 + d0 mod 16), domain: d0 in [0, 99], s0 in [0, 3]",
        )],
    },
    RuleCase {
        rule: "sum_recombine_nested_digits",
        fires: (
            "(d0) -> (((d0 floordiv 32) mod 2) * 32 + ((d0 floordiv 4) mod 8) * 4 + (d0 floordiv 64) * 64 + d0 mod 4), \
             domain: d0 in [0, 127]",
            "(d0) -> (d0), domain: d0 in [0, 127]",
        ),
        // The quotient's coefficient is 32, not 64.
        misses: &[(
            "(d0) -> (((d0 floordiv 32) mod 2) * 32 + (d0 floordiv 64) * 32), domain: d0 in [0, 127]",
            "(d0) -> (((d0 floordiv 32) mod 2) * 32 + (d0 floordiv 64) * 32), domain: d0 in [0, 127]",
        )],
    },
    RuleCase {
        rule: "sum_recombine_reduced_digits",
        fires: (
            "(d0) -> (((d0 mod 252) floordiv 2) * 6 + (d0 mod 2) * 3 + 1), domain: d0 in [0, 1000]",
            "(d0) -> ((d0 mod 252) * 3 + 1), domain: d0 in [0, 1000]",
        ),
        // 3 does not divide 250: `d0 mod 3` is not `(d0 mod 250) mod 3`.
        misses: &[(
            "(d0) -> (((d0 mod 250) floordiv 3) * 3 + d0 mod 3), domain: d0 in [0, 1000]",
            "(d0) -> (((d0 mod 250) floordiv 3) * 3 + d0 mod 3), domain: d0 in [0, 1000]",
        )],
    },
    RuleCase {
        rule: "sum_recombine_mod_digits",
        fires: (
            "(d0) -> (((d0 floordiv 94) mod 2) * 94 + (d0 floordiv 188) * 531 + d0 mod 94), domain: d0 in [0, 999]",
            "(d0) -> ((d0 floordiv 188) * 531 + d0 mod 188), domain: d0 in [0, 999]",
        ),
        // The higher digit's coefficient is 8, not 4.
        misses: &[(
            "(d0) -> (((d0 floordiv 4) mod 8) * 8 + d0 mod 4), domain: d0 in [0, 127]",
            "(d0) -> (((d0 floordiv 4) mod 8) * 8 + d0 mod 4), domain: d0 in [0, 127]",
        )],
    },
    RuleCase {
        rule: "sum_exact_quotient",
        fires: (
            // (With a range variable in `d1 - d0`'s place,
            // `rescale_range_var_by_exact_quotient` goes further: the sum
            // is `2*s0 + s1` over the quotients.)
            "(d0, d1)[s1] -> (((d1 - d0) floordiv 2) * 2 + s1), \
             domain: d0 in [0, 20], d1 in [0, 20], s1 in [0, 3], (d1 - d0) mod 2 in [0, 0]",
            "(d0, d1)[s1] -> (-d0 + d1 + s1), domain: d0 in [0, 20], d1 in [0, 20], s1 in [0, 3], (-d0 + d1) mod 2 in [0, 0]",
        ),
        misses: &[
            // The coefficient 3 is not a multiple of 2.
            (
                "(d0) -> (((d0 - 1) floordiv 2) * 3 + 11), domain: d0 in [0, 20], (d0 - 1) mod 2 in [0, 0]",
                "(d0) -> (((d0 - 1) floordiv 2) * 3 + 11), domain: d0 in [0, 20], (d0 - 1) mod 2 in [0, 0]",
            ),
            // The remainder is not fixed.
            (
                "(d0) -> (((d0 - 1) floordiv 2) * 2 + 11), domain: d0 in [0, 20], (d0 - 1) mod 4 in [0, 1]",
                "(d0) -> (((d0 - 1) floordiv 2) * 2 + 11), domain: d0 in [0, 20], (d0 - 1) mod 4 in [0, 1]",
            ),
        ],
    },
    RuleCase {
        rule: "sum_cancel_floordiv_difference",
        fires: (
            "(d0) -> ((d0 + 5) floordiv 4 - (d0 + 1) floordiv 4), domain: d0 in [0, 100]",
            "(d0) -> (1), domain: d0 in [0, 100]",
        ),
        // The numerators differ by 5, not a multiple of 4.
        misses: &[(
            "(d0) -> ((d0 + 6) floordiv 4 - (d0 + 1) floordiv 4), domain: d0 in [0, 100]",
            "(d0) -> (-((d0 + 1) floordiv 4) + (d0 + 6) floordiv 4), domain: d0 in [0, 100]",
        )],
    },
    RuleCase {
        rule: "sum_form_mod",
        fires: (
            "(d0, d1) -> (d0 - ((d0 + d1 * 16) floordiv 16) * 16), domain: d0 in [0, 99], d1 in [0, 9]",
            "(d0, d1) -> (d1 * -16 + d0 mod 16), domain: d0 in [0, 99], d1 in [0, 9]",
        ),
        // `2 * d0` would be needed.
        misses: &[(
            "(d0, d1) -> (d0 - ((d0 + d1 * 16) floordiv 16) * 32), domain: d0 in [0, 99], d1 in [0, 9]",
            "(d0, d1) -> (d0 - d1 * 32 - (d0 floordiv 16) * 32), domain: d0 in [0, 99], d1 in [0, 9]",
        )],
    },
];

/// Simplifies `input`, checks the result against `expected` and against
/// the input (same relation), and returns the rules that fired.
fn simplify_checked(context: &Context, rule: &str, input: &str, expected: &str) -> Vec<&'static str> {
    let original = IndexingMap::parse(context, input).unwrap_or_else(|e| panic!("{rule}: {input}: {e}"));
    let mut map = original.clone();
    let fired = simplify::record_fired(|| {
        map.simplify();
    });
    assert_eq!(map.to_string(), expected, "{rule}: simplifying {input}");
    let limit = 1 << 20;
    let (Some(before), Some(after)) = (original.relation(limit), map.relation(limit)) else {
        panic!("{rule}: domain too large to enumerate: {input}");
    };
    assert!(before == after, "{rule}: unsound:\n  {original}\n  {map}");
    fired
}

#[test]
fn each_rule_fires_on_its_example() {
    let context = Context::new();
    for case in CASES {
        let (input, expected) = case.fires;
        let fired = simplify_checked(&context, case.rule, input, expected);
        assert!(fired.contains(&case.rule), "{} did not fire on {input}; fired: {fired:?}", case.rule);
    }
}

#[test]
fn each_rule_stays_off_when_its_condition_fails() {
    let context = Context::new();
    for case in CASES {
        for &(input, expected) in case.misses {
            let fired = simplify_checked(&context, case.rule, input, expected);
            assert!(!fired.contains(&case.rule), "{} fired on {input}; fired: {fired:?}", case.rule);
        }
    }
}

#[test]
fn every_rule_has_cases() {
    let names = simplify::rule_names();
    for name in &names {
        let cases = CASES.iter().filter(|case| case.rule == *name).count();
        if UNREACHABLE_FROM_TEXT.contains(name) {
            assert_eq!(cases, 0, "{name} is listed as unreachable but has cases");
            continue;
        }
        assert_eq!(cases, 1, "rule {name}: expected one row in CASES, found {cases}");
        let case = CASES.iter().find(|case| case.rule == *name).unwrap();
        assert!(!case.misses.is_empty(), "rule {name} has no input where it must not fire");
    }
    for case in CASES {
        assert!(names.contains(&case.rule), "CASES names unknown rule {}", case.rule);
    }
    let mut sorted = names.clone();
    sorted.sort_unstable();
    sorted.dedup();
    assert_eq!(sorted.len(), names.len(), "rule names are not unique: {names:?}");
}

#[test]
fn recording_is_off_outside_record_fired_and_nests() {
    let context = Context::new();
    let text = "(d0) -> ((d0 + 8) floordiv 16), domain: d0 in [0, 7]";
    // Nothing recorded outside: the next recording starts empty.
    IndexingMap::parse(&context, text).unwrap().simplify();
    let mut inner = Vec::new();
    let outer = simplify::record_fired(|| {
        inner = simplify::record_fired(|| {
            IndexingMap::parse(&context, text).unwrap().simplify();
        });
    });
    assert_eq!(inner, ["floordiv_single_value"]);
    assert_eq!(outer, inner);
}
