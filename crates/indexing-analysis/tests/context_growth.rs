//! Memory discipline of fusion indexing: MLIR keeps every uniqued affine
//! expression and map until its context dies, so the analysis must not
//! build new ones in proportion to the length of a chain. Counted with
//! `indexing_map::expr::tracking` (distinct expressions and maps built
//! while `function_indexing` runs): a chain or a diamond chain of 10 to
//! 10,000 ops builds the same number, because every composed map is
//! simplified back to the same few expressions at once.
//!
//! Run with `--nocapture` to see the counts (also for the 5288-op JAX
//! training step, which `make bench` reports).

use index_opt_native::new_context;
use indexing_analysis::fusion::Fusion;
use indexing_map::expr::tracking;
use melior::ir::Module;
use std::path::PathBuf;

/// A function of `n` ops over 16x16 tensors: a chain (transpose, negate,
/// exponential in turn) or a chain of diamonds `add(negate(x), exp(x))`.
fn synthetic(kind: &str, n: usize) -> String {
    let t = "tensor<16x16xf32>";
    let mut lines = vec![format!("func.func @main(%x0: {t}) -> {t} {{")];
    let (mut value, mut count, mut i) = ("%x0".to_owned(), 0, 0);
    while count < n {
        i += 1;
        if kind == "chain" {
            let op = match i % 3 {
                0 => format!("stablehlo.transpose {value}, dims = [1, 0] : ({t}) -> {t}"),
                1 => format!("stablehlo.negate {value} : {t}"),
                _ => format!("stablehlo.exponential {value} : {t}"),
            };
            lines.push(format!("  %v{i} = {op}"));
            count += 1;
        } else {
            lines.push(format!("  %n{i} = stablehlo.negate {value} : {t}"));
            lines.push(format!("  %e{i} = stablehlo.exponential {value} : {t}"));
            lines.push(format!("  %v{i} = stablehlo.add %n{i}, %e{i} : {t}"));
            count += 3;
        }
        value = format!("%v{i}");
    }
    lines.push(format!("  return {value} : {t}\n}}"));
    lines.join("\n")
}

/// What `function_indexing` of `@name` builds in the context.
fn built(source: &str, name: &str) -> tracking::Built {
    let context = new_context();
    let module = Module::parse(&context, source).expect("parses");
    let operation = module.as_operation();
    let mut fusion = Fusion::new(&operation);
    tracking::start();
    let entries = fusion.function_indexing(name);
    let built = tracking::finish();
    assert!(!entries.is_empty());
    built
}

#[test]
fn chains_build_a_bounded_number_of_expressions() {
    for kind in ["chain", "diamond"] {
        let counts: Vec<(usize, tracking::Built)> =
            [10, 100, 1000, 10_000].iter().map(|&n| (n, built(&synthetic(kind, n), "main"))).collect();
        println!("{kind}: {counts:?}");
        // The same few expressions at every length: nothing grows
        // with the chain.
        let first = counts[1].1;
        assert!(first.expressions > 0 && first.expressions < 100, "{counts:?}");
        for (n, b) in &counts[1..] {
            assert_eq!(*b, first, "{kind} of {n} ops: {counts:?}");
        }
    }
}

#[test]
fn the_training_step_builds_what_it_reports() {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../test/corpus/jax/transformer_big_train_step.mlir");
    let source = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let b = built(&source, "main");
    println!("transformer_big_train_step @main: {b:?}");
    // Bounded by the size of the answer, not by the walk: 22,500 entries
    // over 5,157 ops build fewer distinct expressions than there are ops.
    assert!(b.expressions < 5_157 && b.maps < 22_500, "{b:?}");
}
