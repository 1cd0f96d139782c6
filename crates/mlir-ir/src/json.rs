//! A small writer of pretty-printed JSON, byte for byte the layout of
//! `serde_json::to_string_pretty` (two-space indentation, `"key": value`,
//! `[]`/`{}` when empty), written straight into a `String`: the report of a
//! large model has tens of thousands of entries, and building serializable
//! structs for each only to format them was a tenth of the analysis time.
//!
//! ```
//! let mut json = index_opt_ir::json::Writer::default();
//! json.begin_object();
//! json.key("name");
//! json.string("a \"b\"");
//! json.key("ids");
//! json.begin_array();
//! json.number(1);
//! json.end_array();
//! json.end_object();
//! assert_eq!(json.finish(), "{\n  \"name\": \"a \\\"b\\\"\",\n  \"ids\": [\n    1\n  ]\n}");
//! ```

/// Writes one JSON value; containers are opened and closed explicitly.
#[derive(Default)]
pub struct Writer {
    out: String,
    /// Per open container: whether it has an element yet.
    open: Vec<bool>,
    /// Whether the next value follows a key (no separator before it).
    after_key: bool,
}

impl Writer {
    /// Starts a value: the separator and indentation in its container.
    fn value_start(&mut self) {
        if std::mem::take(&mut self.after_key) {
            return;
        }
        if let Some(has_elements) = self.open.last_mut() {
            self.out.push_str(if *has_elements { ",\n" } else { "\n" });
            *has_elements = true;
            self.indent(self.open.len());
        }
    }

    fn indent(&mut self, depth: usize) {
        for _ in 0..depth {
            self.out.push_str("  ");
        }
    }

    fn end(&mut self, close: char) {
        if self.open.pop().unwrap_or(false) {
            self.out.push('\n');
            self.indent(self.open.len());
        }
        self.out.push(close);
    }

    /// `{`.
    pub fn begin_object(&mut self) {
        self.value_start();
        self.out.push('{');
        self.open.push(false);
    }

    /// `}`.
    pub fn end_object(&mut self) {
        self.end('}');
    }

    /// `[`.
    pub fn begin_array(&mut self) {
        self.value_start();
        self.out.push('[');
        self.open.push(false);
    }

    /// `]`.
    pub fn end_array(&mut self) {
        self.end(']');
    }

    /// An object key; its value comes next.
    pub fn key(&mut self, key: &str) {
        self.value_start();
        self.escaped(key);
        self.out.push_str(": ");
        self.after_key = true;
    }

    /// A string value.
    pub fn string(&mut self, text: &str) {
        self.value_start();
        self.escaped(text);
    }

    /// A number value.
    pub fn number(&mut self, value: usize) {
        self.value_start();
        // Digits by hand: function-level reports write millions of indices,
        // and `write!` was a tenth of writing them.
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        let mut rest = value;
        loop {
            at -= 1;
            digits[at] = b'0' + (rest % 10) as u8;
            rest /= 10;
            if rest == 0 {
                break;
            }
        }
        self.out.push_str(std::str::from_utf8(&digits[at..]).unwrap_or_default());
    }

    /// A signed integer.
    pub fn integer(&mut self, value: i64) {
        use std::fmt::Write;
        self.value_start();
        let _ = write!(self.out, "{value}");
    }

    /// A floating-point number (shortest form that reads back the same,
    /// with a fraction: `1.0`, `0.1`); `null` when not finite.
    pub fn float(&mut self, value: f64) {
        self.value_start();
        if value.is_finite() {
            use std::fmt::Write;
            let _ = write!(self.out, "{value:?}");
        } else {
            self.out.push_str("null");
        }
    }

    /// `true` or `false`.
    pub fn boolean(&mut self, value: bool) {
        self.value_start();
        self.out.push_str(if value { "true" } else { "false" });
    }

    /// `null`.
    pub fn null(&mut self) {
        self.value_start();
        self.out.push_str("null");
    }

    /// The text written.
    pub fn finish(self) -> String {
        self.out
    }

    /// The text written since the last call (the writer goes on where it
    /// stopped): for streaming a large document out in pieces.
    pub fn take(&mut self) -> String {
        std::mem::take(&mut self.out)
    }

    /// The text written so far and not taken, to append pre-written
    /// members of the object being written (the same keys, at the same
    /// depth, as writing them would give): a writer's state is where its
    /// text ends.
    pub fn text_mut(&mut self) -> &mut String {
        &mut self.out
    }

    /// How many bytes are buffered (see [`Writer::take`]).
    pub fn buffered(&self) -> usize {
        self.out.len()
    }

    /// `text` as a JSON string: quotes, backslashes and control characters
    /// escaped as serde_json escapes them; runs without any are copied
    /// whole.
    fn escaped(&mut self, text: &str) {
        self.out.push('"');
        let mut run = 0;
        for (k, byte) in text.bytes().enumerate() {
            let escape = match byte {
                b'"' => "\\\"",
                b'\\' => "\\\\",
                b'\n' => "\\n",
                b'\r' => "\\r",
                b'\t' => "\\t",
                0x08 => "\\b",
                0x0c => "\\f",
                0x00..=0x1f => "",
                _ => continue,
            };
            self.out.push_str(&text[run..k]);
            if escape.is_empty() {
                use std::fmt::Write;
                let _ = write!(self.out, "\\u{byte:04x}");
            } else {
                self.out.push_str(escape);
            }
            run = k + 1;
        }
        self.out.push_str(&text[run..]);
        self.out.push('"');
    }
}

/// Where an object's fields go: the JSON [`Writer`], or another face that
/// mirrors the JSON report (the annotations build MLIR dictionaries from
/// the same calls). Only what the cost figures use: objects, keys, numbers,
/// booleans, strings and null.
pub trait Fields {
    /// Opens an object (after a key, or at the top).
    fn begin_object(&mut self);
    /// Closes the object opened last.
    fn end_object(&mut self);
    /// The key of the next value.
    fn key(&mut self, key: &str);
    /// A string value.
    fn string(&mut self, text: &str);
    /// A non-negative integer value.
    fn number(&mut self, value: usize);
    /// A fraction.
    fn float(&mut self, value: f64);
    /// A boolean value.
    fn boolean(&mut self, value: bool);
    /// No value.
    fn null(&mut self);
}

impl Fields for Writer {
    fn begin_object(&mut self) {
        Writer::begin_object(self)
    }
    fn end_object(&mut self) {
        Writer::end_object(self)
    }
    fn key(&mut self, key: &str) {
        Writer::key(self, key)
    }
    fn string(&mut self, text: &str) {
        Writer::string(self, text)
    }
    fn number(&mut self, value: usize) {
        Writer::number(self, value)
    }
    fn float(&mut self, value: f64) {
        Writer::float(self, value)
    }
    fn boolean(&mut self, value: bool) {
        Writer::boolean(self, value)
    }
    fn null(&mut self) {
        Writer::null(self)
    }
}

#[cfg(test)]
mod tests {
    use super::Writer;

    /// Byte for byte what serde_json's pretty printer writes, escapes
    /// included.
    #[test]
    fn matches_serde_json_pretty() {
        let text = "quote \" backslash \\ newline \n tab \t bell \u{7} nul \u{0} unit \u{1f} del \u{7f} é ∘";
        let mut json = Writer::default();
        json.begin_object();
        json.key("s");
        json.string(text);
        json.key("empty");
        json.begin_array();
        json.end_array();
        json.key("nested");
        json.begin_array();
        json.begin_object();
        json.key("n");
        json.number(42);
        json.key("none");
        json.null();
        json.end_object();
        json.begin_object();
        json.end_object();
        json.end_array();
        json.end_object();
        let expected = serde_json::json!({
            "s": text,
            "empty": [],
            "nested": [{"n": 42, "none": null}, {}],
        });
        assert_eq!(json.finish(), serde_json::to_string_pretty(&expected).unwrap());
    }
}
