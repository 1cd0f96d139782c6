//! Unknown entries of the JAX corpus counted by cause (`UnknownKind`), in
//! both directions with function-level indexing: the typed reasons must
//! say why, the texts must be the report's, and a valid program must never
//! be called malformed.

use index_opt_native::new_context;
use indexing_analysis::analyze::{Options, analyze_module};
use indexing_analysis::{Direction, Entry, Maps, UnknownKind};
use melior::ir::Module;
use std::collections::BTreeMap;

mod common;

#[test]
fn corpus_unknowns_by_cause() {
    let files = common::pretty_corpus_files();
    assert!(files.len() >= 70, "the corpus has {} pretty files", files.len());
    let context = new_context();
    let mut by_kind: BTreeMap<(&str, UnknownKind), usize> = BTreeMap::new();
    let mut entries = 0;
    let mut too_many: Vec<String> = Vec::new();
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let module = Module::parse(&context, &source).unwrap_or_else(|| panic!("{}", file.display()));
        for (direction, label) in
            [(Direction::OutputToInput, "output-to-input"), (Direction::InputToOutput, "input-to-output")]
        {
            let report = analyze_module(&module.as_operation(), Options { direction, fusion: true });
            for function in &report {
                let fused = function.function_indexing.as_deref().map(|e| e.as_slice()).unwrap_or(&[]);
                let all = function.ops.iter().flat_map(|op| &op.entries).chain(fused);
                for Entry { maps, .. } in all {
                    entries += 1;
                    if let Maps::Unknown(reason) = maps {
                        let text = reason.to_string();
                        assert!(!text.is_empty(), "{}: empty reason", file.display());
                        assert_ne!(
                            reason.kind(),
                            UnknownKind::MalformedIr,
                            "{}: a JAX program called malformed: {text}",
                            file.display()
                        );
                        if reason.kind() == UnknownKind::TooManyMaps {
                            too_many.push(file.file_name().unwrap().to_string_lossy().into_owned());
                            continue;
                        }
                        *by_kind.entry((label, reason.kind())).or_default() += 1;
                    }
                }
            }
        }
    }
    println!("{} files, {entries} entries; unknown by cause:", files.len());
    for ((direction, kind), count) in &by_kind {
        println!("  {direction} {kind:?}: {count}");
    }
    // A stated limit: more than 32 distinct maps reach a value. The
    // associative scan (a tree of strided slices, pads and concatenations)
    // and the LSTM's gradient (exact per-iteration maps of the backward
    // scan, composed through the forward one) met it at function level;
    // their maps are now merged before it (into the whole value, or into a
    // prefix box per index), and no corpus entry meets it.
    println!("  more than 32 maps: {} entries ({too_many:?})", too_many.len());
    assert!(too_many.is_empty(), "more than 32 maps: {too_many:?}");
    // The acceptance: what stays unknown is opaque — custom calls
    // to undocumented targets, send/recv and token joins — or a token,
    // which has no elements; every other op has maps, both directions.
    assert!(by_kind.get(&("output-to-input", UnknownKind::OpaqueOp)).is_some_and(|&n| n > 0), "no opaque unknowns");
    let other: Vec<_> = by_kind
        .iter()
        .filter(|((_, kind), _)| !matches!(kind, UnknownKind::OpaqueOp | UnknownKind::NotATensor))
        .collect();
    assert!(other.is_empty(), "unknowns that are not opaque: {other:?}");
}
