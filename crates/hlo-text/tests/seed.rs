//! Every HLO example of XLA's indexing documentation ("Indexing
//! Analysis", file `001_*.txt` of the documents in the shared folder
//! beside the repository) is read, and
//! imported; with the `index-opt` binary built, each imported example is
//! analysed and the output-to-input map the seed states after it is looked
//! for in index-opt's report. Skipped with a NOTICE when the shared folder
//! is absent.

use std::path::{Path, PathBuf};
use std::process::Command;

fn seed() -> Option<String> {
    let seeds = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../../shared/seeds");
    let entry =
        std::fs::read_dir(&seeds).ok()?.flatten().find(|e| e.file_name().to_string_lossy().starts_with("001_"))?;
    std::fs::read_to_string(entry.path()).ok()
}

/// The fenced code blocks of the document, in order.
fn code_blocks(text: &str) -> Vec<String> {
    let mut blocks = Vec::new();
    let mut current: Option<Vec<&str>> = None;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            match current.take() {
                Some(lines) => blocks.push(lines.join("\n")),
                None => current = Some(Vec::new()),
            }
        } else if let Some(lines) = current.as_mut() {
            lines.push(line);
        }
    }
    blocks
}

/// Whether a block is HLO: an instruction `name = type[dims] opcode(...)`.
fn is_hlo(block: &str) -> bool {
    block.lines().any(|line| {
        line.split_once(" = ").is_some_and(|(_, rest)| {
            let word: String = rest.chars().take_while(|c| c.is_ascii_alphanumeric()).collect();
            !word.is_empty() && rest[word.len()..].starts_with('[')
        })
    })
}

/// The fragment as a module: a computation gets a header, bare
/// instructions an entry computation too; `to_apply=max` gets a `max`.
fn as_module(fragment: &str) -> String {
    let mut module = String::from("HloModule seed\n\n");
    if fragment.contains("to_apply=max") {
        if fragment.contains("(f32[10], s32[10])") {
            module.push_str(
                "max (a: f32[], b: s32[], c: f32[], d: s32[]) -> (f32[], s32[]) {\n  a = f32[] parameter(0)\n  \
                 b = s32[] parameter(1)\n  c = f32[] parameter(2)\n  d = s32[] parameter(3)\n  \
                 m = f32[] maximum(a, c)\n  n = s32[] maximum(b, d)\n  ROOT t = (f32[], s32[]) tuple(m, n)\n}\n\n",
            );
        } else {
            module.push_str(
                "max (a: f32[], b: f32[]) -> f32[] {\n  a = f32[] parameter(0)\n  b = f32[] parameter(1)\n  \
                 ROOT m = f32[] maximum(a, b)\n}\n\n",
            );
        }
    }
    if fragment.trim_start().starts_with("f {") {
        module.push_str(fragment);
    } else {
        module.push_str("ENTRY e {\n");
        module.push_str(fragment);
        module.push_str("\n}\n");
    }
    module
}

/// Text without blanks and commas (XLA's maps are written by hand).
fn normalized(text: &str) -> String {
    text.chars().filter(|c| !c.is_whitespace() && *c != ',').collect()
}

fn index_opt() -> Option<PathBuf> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../target/release/index-opt");
    path.exists().then_some(path)
}

#[test]
fn seed_examples_are_read_imported_and_give_the_seed_maps() {
    let Some(text) = seed() else {
        eprintln!("NOTICE: the seed document 001_*.txt (shared folder) is absent; its HLO examples are not checked");
        return;
    };
    let blocks = code_blocks(&text);
    let mut read = 0;
    let mut maps_found = Vec::new();
    let binary = index_opt();
    if binary.is_none() {
        eprintln!("NOTICE: target/release/index-opt is not built; XLA's maps are not compared");
    }
    for (i, block) in blocks.iter().enumerate() {
        if !is_hlo(block) {
            continue;
        }
        hlo_text::syntax::parse_fragment(block)
            .unwrap_or_else(|e| panic!("seed block {i} does not parse: {e}\n{block}"));
        let module = as_module(block);
        hlo_text::hlo_to_mlir(&module, "seed.hlo")
            .unwrap_or_else(|e| panic!("seed block {i} is not imported: {e}\n{module}"));
        read += 1;
        let Some(binary) = &binary else { continue };
        let dir = std::env::temp_dir().join(format!("hlo-text-seed-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join(format!("block{i}.hlo"));
        std::fs::write(&file, &module).unwrap();
        let output = Command::new(binary).arg("--indexing-report=text").arg(&file).output().unwrap();
        assert!(
            output.status.success(),
            "index-opt fails on seed block {i}: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let report = normalized(&String::from_utf8_lossy(&output.stdout));
        // The first map block after the example, when it is one.
        if let Some(map) = blocks.get(i + 1).filter(|b| b.contains("->") && b.contains("domain"))
            && report.contains(&normalized(map))
        {
            maps_found.push(i);
        }
    }
    eprintln!("seed: {read} HLO examples read and imported; the stated map found for blocks {maps_found:?}");
    assert!(read >= 20, "only {read} HLO examples found in the seed");
    if binary.is_some() {
        assert!(maps_found.len() >= 14, "XLA's maps were found for blocks {maps_found:?} only");
    }
}
