//! The HTML page of a large program: a small page plus chunk files beside
//! it, which the page loads when it needs them.
//!
//! `DIR/NAME.html` gets a folder `DIR/NAME.files/` of scripts, each one
//! call `indexOptChunk("KEY", DATA);` (a `<script src>` is the one way a
//! page opened from `file://` can load more data: Chromium refuses `fetch`
//! there):
//! - `fF-ops-P.js`: function `F`'s op entries of graph page `P` (its
//!   top-level ops `P·120 ..` and the ops nested in them), `DATA` an object
//!   from op id to the op's `indexing` array;
//! - `fF-from-T.js`: function `F`'s function-level entries whose from
//!   tensor (the result output to input, the argument input to output) is
//!   `T`, `DATA` their array.
//!
//! The page itself holds the report with every op's `indexing` replaced by
//! `"chunk": P, "entries": N, "unknown_entries": U` and each
//! `function_indexing` empty, plus a manifest (`#index-opt-chunks`):
//!
//! ```json
//! {"version": 1, "files": "NAME.files/", "ops_per_chunk": 120,
//!  "functions": [{"from": "result", "entries": 2048, "from_entries": {"0": 1024, "3": 1024}}]}
//! ```
//!
//! [`ChunkedPage`] splits the JSON report as it is streamed: one op or one
//! entry is held at a time, the function-level entries go straight to their
//! files, so memory stays at the page's skeleton plus one graph page of op
//! entries.

use std::collections::BTreeMap;
use std::fs::{File, OpenOptions};
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

/// Top-level ops per op chunk: the page script's graph page (`LIMITS.opsPerPage`).
pub const OPS_PER_CHUNK: usize = 120;

/// Where a byte of the report goes.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Split {
    /// The `ops` array of a function: each element is an op.
    Ops,
    /// The `function_indexing` array of a function: each element an entry.
    FunctionEntries,
}

/// Splits a JSON report (fed in pieces of any size) into the page's
/// skeleton and chunk files in a folder.
pub struct ChunkedPage {
    folder: PathBuf,
    folder_name: String,
    /// The from side of function-level entries: `result` (output to
    /// input) or `argument`.
    from_key: &'static str,
    skeleton: Vec<u8>,
    // The scanner: open containers (`{` or `[`), string state, the key
    // being read and the key of each open object up to a function's.
    containers: Vec<u8>,
    in_string: bool,
    escaped: bool,
    string: Vec<u8>,
    keys: [Vec<u8>; 4],
    /// The array being split, and the element being read from it.
    split: Option<Split>,
    element: Option<Vec<u8>>,
    element_depth: usize,
    // The function being read.
    function: usize,
    functions: Vec<FunctionChunks>,
    top: Vec<usize>,
    tops: usize,
    op_stubs: Vec<String>,
    op_chunk: Option<(usize, String)>,
    from_file: Option<(usize, BufWriter<File>)>,
    error: Option<String>,
}

/// What the manifest says of one function.
#[derive(Default)]
struct FunctionChunks {
    entries: usize,
    /// Entries per from tensor (each a file).
    from_entries: BTreeMap<usize, usize>,
}

impl ChunkedPage {
    /// A page whose chunks go to `NAME.files/` beside `page` (created, or
    /// emptied of earlier chunks). `output_to_input` says which side of a
    /// function-level entry is its from tensor.
    pub fn new(page: &Path, output_to_input: bool) -> Result<ChunkedPage, String> {
        let stem = page.file_stem().map_or_else(|| "page".into(), |s| s.to_string_lossy().into_owned());
        let folder_name = format!("{stem}.files");
        let folder = page.parent().unwrap_or(Path::new("")).join(&folder_name);
        std::fs::create_dir_all(&folder).map_err(|e| format!("cannot create {}: {e}", folder.display()))?;
        // Chunks of an earlier page would be appended to: remove them.
        if let Ok(entries) = std::fs::read_dir(&folder) {
            for entry in entries.flatten() {
                let name = entry.file_name().to_string_lossy().into_owned();
                if name.starts_with('f') && name.ends_with(".js") {
                    let _ = std::fs::remove_file(entry.path());
                }
            }
        }
        Ok(ChunkedPage {
            folder,
            folder_name,
            from_key: if output_to_input { "result" } else { "argument" },
            skeleton: Vec::new(),
            containers: Vec::new(),
            in_string: false,
            escaped: false,
            string: Vec::new(),
            keys: Default::default(),
            split: None,
            element: None,
            element_depth: 0,
            function: 0,
            functions: Vec::new(),
            top: Vec::new(),
            tops: 0,
            op_stubs: Vec::new(),
            op_chunk: None,
            from_file: None,
            error: None,
        })
    }

    /// The folder of the chunks, as the page refers to it (`NAME.files`).
    pub fn folder_name(&self) -> &str {
        &self.folder_name
    }

    /// Reads the next piece of the JSON report.
    pub fn feed(&mut self, text: &str) {
        for &byte in text.as_bytes() {
            self.byte(byte);
        }
    }

    fn byte(&mut self, byte: u8) {
        let depth = self.containers.len();
        if self.in_string {
            self.push(byte);
            if self.escaped {
                self.escaped = false;
            } else if byte == b'\\' {
                self.escaped = true;
            } else if byte == b'"' {
                self.in_string = false;
            } else if depth <= 3 && self.element.is_none() {
                self.string.push(byte);
            }
            return;
        }
        match byte {
            b'"' => {
                self.in_string = true;
                self.string.clear();
                self.push(byte);
            }
            b':' if depth <= 3 && self.element.is_none() => {
                self.keys[depth] = std::mem::take(&mut self.string);
                self.push(byte);
            }
            b'{' | b'[' => {
                if self.split.is_some() && self.element.is_none() && depth == 4 {
                    self.element = Some(Vec::with_capacity(256));
                    self.element_depth = depth + 1;
                } else if depth == 2 && byte == b'{' && self.keys[1] == b"functions" {
                    self.function_begin();
                }
                self.push(byte);
                self.containers.push(byte);
                if depth == 3 && byte == b'[' && self.keys[1] == b"functions" {
                    self.split = match &self.keys[3][..] {
                        b"ops" => Some(Split::Ops),
                        b"function_indexing" => Some(Split::FunctionEntries),
                        _ => None,
                    };
                }
            }
            b'}' | b']' => {
                self.push(byte);
                self.containers.pop();
                if self.element.is_some() && depth == self.element_depth {
                    let element = self.element.take().unwrap_or_default();
                    self.element_done(&element);
                } else if self.split.is_some() && depth == 4 {
                    self.split_done();
                } else if depth == 3 && byte == b'}' && self.keys[1] == b"functions" {
                    self.function_end();
                }
            }
            _ => self.push(byte),
        }
    }

    /// Appends `byte` where it belongs: the element being read, nowhere
    /// (between the elements of a split array: commas, white space), or the
    /// skeleton.
    fn push(&mut self, byte: u8) {
        if let Some(element) = &mut self.element {
            element.push(byte);
        } else if self.split.is_none() || self.containers.len() < 4 || byte == b']' {
            self.skeleton.push(byte);
        }
    }

    fn function_begin(&mut self) {
        self.functions.push(FunctionChunks::default());
        self.top.clear();
        self.tops = 0;
    }

    fn function_end(&mut self) {
        self.flush_op_chunk();
        self.close_from_file();
        let function = self.function;
        let froms: Vec<usize> = self.functions[function].from_entries.keys().copied().collect();
        for from in froms {
            let path = self.folder.join(format!("f{function}-from-{from}.js"));
            let done = OpenOptions::new().append(true).open(&path).and_then(|mut f| f.write_all(b"\n]);\n"));
            if let Err(e) = done {
                self.fail(&path, e);
            }
        }
        self.function += 1;
    }

    /// The end of a split array: the ops' stubs (the entries are all in
    /// files), then the array's `]` (already pushed by the caller, so it is
    /// moved after them).
    fn split_done(&mut self) {
        if self.split == Some(Split::Ops) {
            let close = self.skeleton.pop();
            self.skeleton.extend_from_slice(self.op_stubs.join(",\n").as_bytes());
            self.skeleton.extend(close);
            self.op_stubs.clear();
        }
        self.split = None;
    }

    fn element_done(&mut self, element: &[u8]) {
        match self.split {
            Some(Split::Ops) => self.op(element),
            Some(Split::FunctionEntries) => self.function_entry(element),
            None => {}
        }
    }

    /// One op of the report: its stub in the skeleton, its entries in its
    /// graph page's chunk.
    fn op(&mut self, element: &[u8]) {
        let Ok(serde_json::Value::Object(mut op)) = serde_json::from_slice::<serde_json::Value>(element) else {
            self.error.get_or_insert_with(|| "the JSON report has an op that is not an object".into());
            return;
        };
        let id = op.get("id").and_then(|v| v.as_u64()).unwrap_or(0) as usize;
        let parent = op.get("parent").and_then(|v| v.as_u64()).map(|p| p as usize);
        let top = match parent {
            Some(p) if p < self.top.len() => self.top[p],
            _ => {
                self.tops += 1;
                id
            }
        };
        if self.top.len() <= id {
            self.top.resize(id + 1, usize::MAX);
        }
        self.top[id] = top;
        let chunk = (self.tops.max(1) - 1) / OPS_PER_CHUNK;
        let indexing = op.remove("indexing").unwrap_or(serde_json::Value::Array(Vec::new()));
        let entries = indexing.as_array().map_or(0, Vec::len);
        let unknown =
            indexing.as_array().map_or(0, |list| list.iter().filter(|entry| entry.get("unknown").is_some()).count());
        op.insert("chunk".into(), chunk.into());
        op.insert("entries".into(), entries.into());
        op.insert("unknown_entries".into(), unknown.into());
        self.op_stubs.push(serde_json::Value::Object(op).to_string());
        if self.op_chunk.as_ref().is_some_and(|(c, _)| *c != chunk) {
            self.flush_op_chunk();
        }
        let (_, text) = self.op_chunk.get_or_insert_with(|| (chunk, String::new()));
        text.push_str(if text.is_empty() { "{" } else { ",\n" });
        text.push_str(&format!("\"{id}\": {indexing}"));
    }

    fn flush_op_chunk(&mut self) {
        let Some((chunk, text)) = self.op_chunk.take() else { return };
        let key = format!("f{}-ops-{chunk}", self.function);
        let path = self.folder.join(format!("{key}.js"));
        if let Err(e) = std::fs::write(&path, format!("indexOptChunk(\"{key}\", {text}}});\n")) {
            self.fail(&path, e);
        }
    }

    /// One function-level entry, appended to the file of its from tensor.
    fn function_entry(&mut self, element: &[u8]) {
        let Some(from) = leading_number(element, self.from_key) else {
            self.error.get_or_insert_with(|| format!("a function-level entry without \"{}\"", self.from_key));
            return;
        };
        let function = self.function;
        let counts = &mut self.functions[function];
        counts.entries += 1;
        let count = counts.from_entries.entry(from).or_insert(0);
        let first = *count == 0;
        *count += 1;
        if self.from_file.as_ref().is_none_or(|(f, _)| *f != from) {
            self.close_from_file();
            let path = self.folder.join(format!("f{function}-from-{from}.js"));
            match OpenOptions::new().create(true).append(true).open(&path) {
                Ok(file) => self.from_file = Some((from, BufWriter::with_capacity(1 << 16, file))),
                Err(e) => return self.fail(&path, e),
            }
        }
        let Some((_, file)) = &mut self.from_file else { return };
        let head = if first { format!("indexOptChunk(\"f{function}-from-{from}\", [\n") } else { ",\n".into() };
        if let Err(e) = file.write_all(head.as_bytes()).and_then(|()| file.write_all(element)) {
            let path = self.folder.join(format!("f{function}-from-{from}.js"));
            self.fail(&path, e);
        }
    }

    fn close_from_file(&mut self) {
        if let Some((from, mut file)) = self.from_file.take()
            && let Err(e) = file.flush()
        {
            let path = self.folder.join(format!("f{}-from-{from}.js", self.function));
            self.fail(&path, e);
        }
    }

    fn fail(&mut self, path: &Path, error: std::io::Error) {
        self.error.get_or_insert_with(|| format!("cannot write {}: {error}", path.display()));
    }

    /// The page's report (the skeleton) and its manifest, or what went
    /// wrong writing the chunks.
    pub fn finish(mut self) -> Result<(String, String), String> {
        self.close_from_file();
        if let Some(error) = self.error {
            return Err(error);
        }
        let skeleton = String::from_utf8(self.skeleton).map_err(|_| "the JSON report is not UTF-8".to_owned())?;
        let functions: Vec<serde_json::Value> = self
            .functions
            .iter()
            .map(|f| {
                let from: serde_json::Map<String, serde_json::Value> =
                    f.from_entries.iter().map(|(k, v)| (k.to_string(), (*v).into())).collect();
                serde_json::json!({"from": self.from_key, "entries": f.entries, "from_entries": from})
            })
            .collect();
        let manifest = serde_json::json!({
            "version": 1,
            "files": format!("{}/", self.folder_name),
            "ops_per_chunk": OPS_PER_CHUNK,
            "functions": functions,
        });
        Ok((skeleton, manifest.to_string()))
    }
}

/// The number after the first `"key":` of a JSON object's text (the
/// driver writes an entry's `result` and `argument` before its maps, whose
/// texts hold no `"`).
fn leading_number(object: &[u8], key: &str) -> Option<usize> {
    let pattern = format!("\"{key}\":");
    let at = object.windows(pattern.len()).position(|w| w == pattern.as_bytes())? + pattern.len();
    let digits: Vec<u8> =
        object[at..].iter().copied().skip_while(u8::is_ascii_whitespace).take_while(u8::is_ascii_digit).collect();
    std::str::from_utf8(&digits).ok()?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::{ChunkedPage, leading_number};

    const REPORT: &str = r#"{"version": 1, "direction": "output-to-input", "functions": [
  {"name": "f", "ops": [
    {"id": 0, "parent": null, "name": "a.b", "loc": "x:1:1", "indexing": [{"result": 0, "operand": 0, "maps": ["(d0) -> (d0)"]}]},
    {"id": 1, "parent": 0, "name": "c.d", "loc": "x:\"2\":1", "indexing": []},
    {"id": 2, "parent": null, "name": "e", "loc": "", "indexing": [{"result": 0, "operand": 1, "unknown": "why ]"}]}
  ], "function_indexing": [
    {"result": 1, "argument": 0, "maps": []},
    {"result": 0, "argument": 2, "maps": ["[x]"]},
    {"result": 1, "argument": 1, "maps": []}
  ], "summary": {"x": [1, 2]}}
]}
"#;

    #[test]
    fn a_report_splits_into_a_skeleton_and_chunks() {
        let folder = std::env::temp_dir().join(format!("index-opt-chunked-{}", std::process::id()));
        std::fs::create_dir_all(&folder).unwrap();
        let mut page = ChunkedPage::new(&folder.join("p.html"), true).unwrap();
        // Pieces of any size: one byte at a time.
        for i in 0..REPORT.len() {
            page.feed(&REPORT[i..i + 1]);
        }
        let (skeleton, manifest) = page.finish().unwrap();
        let skeleton: serde_json::Value = serde_json::from_str(&skeleton).unwrap();
        let f = &skeleton["functions"][0];
        assert_eq!(f["ops"].as_array().unwrap().len(), 3);
        assert_eq!(f["ops"][0]["entries"], 1);
        assert_eq!(f["ops"][1]["loc"], "x:\"2\":1");
        assert_eq!(f["ops"][2]["unknown_entries"], 1);
        assert!(f["ops"][0].get("indexing").is_none());
        assert_eq!(f["function_indexing"], serde_json::json!([]));
        assert_eq!(f["summary"]["x"], serde_json::json!([1, 2]));
        let manifest: serde_json::Value = serde_json::from_str(&manifest).unwrap();
        assert_eq!(manifest["files"], "p.files/");
        assert_eq!(manifest["functions"][0]["from_entries"], serde_json::json!({"0": 1, "1": 2}));
        let ops = std::fs::read_to_string(folder.join("p.files/f0-ops-0.js")).unwrap();
        let ops = ops.strip_prefix("indexOptChunk(\"f0-ops-0\", ").unwrap().strip_suffix(");\n").unwrap();
        let ops: serde_json::Value = serde_json::from_str(ops).unwrap();
        assert_eq!(ops["2"][0]["unknown"], "why ]");
        assert_eq!(ops["1"], serde_json::json!([]));
        let from = std::fs::read_to_string(folder.join("p.files/f0-from-1.js")).unwrap();
        let from = from.strip_prefix("indexOptChunk(\"f0-from-1\", ").unwrap().strip_suffix(");\n").unwrap();
        let from: serde_json::Value = serde_json::from_str(from).unwrap();
        assert_eq!(
            from.as_array().unwrap().iter().map(|e| e["argument"].as_u64().unwrap()).collect::<Vec<_>>(),
            [0, 1]
        );
        std::fs::remove_dir_all(&folder).unwrap();
    }

    #[test]
    fn the_from_tensor_is_the_first_number_of_its_key() {
        assert_eq!(leading_number(br#"{"result": 12, "argument": 3}"#, "argument"), Some(3));
        assert_eq!(leading_number(br#"{"result":7}"#, "result"), Some(7));
        assert_eq!(leading_number(br#"{"operand": 7}"#, "result"), None);
    }
}
