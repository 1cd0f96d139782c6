//! The syntax of XLA's HLO text, as XLA prints it
//! (`HloModule::ToString`, `jax.jit(f).lower(x).compile().as_text()`, the
//! dumps of `--xla_dump_to`) and as documents write fragments of it: the
//! tree the parser builds. Values are kept as written; what they mean is
//! the importer's business ([`crate::import`]).

use crate::Error;
use std::collections::HashMap;

/// A position in the HLO text: 1-based line and column (columns count
/// bytes, as MLIR's do).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Pos {
    /// The line, from 1.
    pub line: usize,
    /// The column, from 1.
    pub column: usize,
}

impl Pos {
    /// The position `bytes` further on the same line.
    pub fn plus(self, bytes: usize) -> Pos {
        Pos { line: self.line, column: self.column + bytes }
    }
}

/// The shape of an array: element type, dimensions and, when written, the
/// layout.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArrayShape {
    /// The element type as HLO writes it: `f32`, `s32`, `pred`, `bf16`,
    /// `token` ...
    pub element: String,
    /// The dimension sizes (empty for a scalar).
    pub dims: Vec<i64>,
    /// The layout's `minor_to_major` order (`{1,0}`), when one is written;
    /// tiling and memory-space suffixes (`:T(8,128)`) are read and dropped.
    pub layout: Option<Vec<i64>>,
    /// The layout's element size in bits (`{0:E(4)}`: packed 4-bit
    /// elements), when written.
    pub element_bits: Option<u64>,
}

impl ArrayShape {
    /// Whether this is `token[]`.
    pub fn is_token(&self) -> bool {
        self.element == "token"
    }
}

/// An HLO shape: an array or a tuple of shapes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Shape {
    /// `f32[10,20]{1,0}`, `s32[]`, `token[]`.
    Array(ArrayShape),
    /// `(f32[2], s32[])`.
    Tuple(Vec<Shape>),
}

impl Shape {
    /// The shape indices of every node, in pre-order: `{}`, then each
    /// element's (`{0}`, `{0,0}`, ..., `{1}`), as XLA numbers them.
    pub fn indices(&self) -> Vec<Vec<usize>> {
        fn walk(shape: &Shape, prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
            out.push(prefix.clone());
            if let Shape::Tuple(elements) = shape {
                for (n, element) in elements.iter().enumerate() {
                    prefix.push(n);
                    walk(element, prefix, out);
                    prefix.pop();
                }
            }
        }
        let mut out = Vec::new();
        walk(self, &mut Vec::new(), &mut out);
        out
    }

    /// The shape indices of the leaves (arrays and tokens), depth first:
    /// the values the import gives one MLIR value each.
    pub fn leaf_indices(&self) -> Vec<Vec<usize>> {
        self.indices().into_iter().filter(|index| matches!(self.subshape(index), Some(Shape::Array(_)))).collect()
    }

    /// The subshape at `index`, if the shape has that node.
    pub fn subshape(&self, index: &[usize]) -> Option<&Shape> {
        let mut shape = self;
        for &n in index {
            match shape {
                Shape::Tuple(elements) => shape = elements.get(n)?,
                Shape::Array(_) => return None,
            }
        }
        Some(shape)
    }

    /// The arrays of the shape, depth first (a tuple's leaves).
    pub fn leaves(&self) -> Vec<&ArrayShape> {
        let mut out = Vec::new();
        fn walk<'s>(shape: &'s Shape, out: &mut Vec<&'s ArrayShape>) {
            match shape {
                Shape::Array(array) => out.push(array),
                Shape::Tuple(elements) => elements.iter().for_each(|e| walk(e, out)),
            }
        }
        walk(self, &mut out);
        out
    }
}

/// An attribute `key=value` of an instruction, a computation or the module
/// header: the value's text as written (balanced brackets, strings kept).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attribute {
    /// The key (`dimensions`, `to_apply`, `metadata` ...).
    pub key: String,
    /// The value's text, trimmed.
    pub value: String,
    /// Where the key starts.
    pub key_pos: Pos,
    /// Where the value starts.
    pub value_pos: Pos,
}

/// An operand of an instruction: `%name`, or `f32[2] %name` with its shape
/// written before it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Operand {
    /// The instruction named (without `%`).
    pub name: String,
    /// Where the name starts.
    pub pos: Pos,
    /// The shape written before the name, if any.
    pub shape: Option<Shape>,
}

/// The parenthesised part after the opcode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arguments {
    /// Operands, for every opcode but `parameter` and `constant`.
    Operands(Vec<Operand>),
    /// `parameter(N)`.
    ParameterNumber(usize),
    /// `constant(...)`: the literal's text.
    Literal(String),
}

/// One instruction: `[ROOT] name = shape opcode(arguments), attributes`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Instruction {
    /// Its name (without `%`).
    pub name: String,
    /// Where the name (or `ROOT`) starts.
    pub pos: Pos,
    /// Whether it is marked `ROOT`.
    pub is_root: bool,
    /// Its shape.
    pub shape: Shape,
    /// Its opcode (`add`, `dynamic-slice` ...).
    pub opcode: String,
    /// Where the opcode starts.
    pub opcode_pos: Pos,
    /// What is between the parentheses.
    pub arguments: Arguments,
    /// The attributes, in order.
    pub attributes: Vec<Attribute>,
}

impl Instruction {
    /// The attribute `key`, if present.
    pub fn attribute(&self, key: &str) -> Option<&Attribute> {
        self.attributes.iter().find(|a| a.key == key)
    }

    /// The operands (empty for `parameter` and `constant`).
    pub fn operands(&self) -> &[Operand] {
        match &self.arguments {
            Arguments::Operands(operands) => operands,
            _ => &[],
        }
    }
}

/// A parameter in a computation's signature: `name: shape`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parameter {
    /// Its name.
    pub name: String,
    /// Its shape.
    pub shape: Shape,
}

/// A computation's signature: `(p0: f32[2], p1: s32[]) -> f32[2]`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Signature {
    /// The parameters.
    pub parameters: Vec<Parameter>,
    /// The result shape.
    pub result: Shape,
}

/// A computation: `[ENTRY] name [signature] { instructions }`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Computation {
    /// Its name (without `%`).
    pub name: String,
    /// Where it starts (`ENTRY` or the name).
    pub pos: Pos,
    /// Whether it is marked `ENTRY`.
    pub is_entry: bool,
    /// The signature, when written.
    pub signature: Option<Signature>,
    /// The instructions, in text order.
    pub instructions: Vec<Instruction>,
    /// The index of the root: the `ROOT` instruction, or the last one.
    pub root: usize,
}

/// A source location of the program XLA compiled (a `FileLocations` entry
/// reached through `StackFrames`, or `source_file`/`source_line` metadata).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLocation {
    /// The file.
    pub file: String,
    /// The line (0 when unknown).
    pub line: i64,
    /// The column (0 when unknown).
    pub column: i64,
}

/// The tables XLA prints after the header of newer modules (`FileNames`,
/// `FunctionNames`, `FileLocations`, `StackFrames`), each entry by its id.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StackFrameTables {
    /// `FileNames`: id, file.
    pub file_names: Vec<(i64, String)>,
    /// `FunctionNames`: id, function.
    pub function_names: Vec<(i64, String)>,
    /// `FileLocations`: id, its `key=value` fields.
    pub file_locations: FieldTable,
    /// `StackFrames`: id, its `key=value` fields.
    pub stack_frames: FieldTable,
}

impl StackFrameTables {
    /// The source location of stack frame `id` (its innermost location).
    pub fn frame_location(&self, id: i64) -> Option<SourceLocation> {
        let field = |fields: &[(String, String)], key: &str| {
            fields.iter().find(|(k, _)| k == key).and_then(|(_, v)| v.parse::<i64>().ok())
        };
        let frame = &self.stack_frames.iter().find(|(i, _)| *i == id)?.1;
        let location_id = field(frame, "file_location_id")?;
        let location = &self.file_locations.iter().find(|(i, _)| *i == location_id)?.1;
        let file_id = field(location, "file_name_id")?;
        let file = self.file_names.iter().find(|(i, _)| *i == file_id)?.1.clone();
        Some(SourceLocation {
            file,
            line: field(location, "line").unwrap_or(0),
            column: field(location, "column").unwrap_or(0),
        })
    }
}

/// A table of entries `N {key=value ...}`.
pub type FieldTable = Vec<(i64, Vec<(String, String)>)>;

/// A whole HLO module, or a fragment read as one (see [`parse_fragment`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Module {
    /// The module's name (`HloModule NAME`).
    pub name: String,
    /// The header's attributes (`is_scheduled=true`,
    /// `entry_computation_layout={...}` ...), kept as text.
    pub attributes: Vec<Attribute>,
    /// The stack-frame tables, empty when the text has none.
    pub frames: StackFrameTables,
    /// The computations in text order.
    pub computations: Vec<Computation>,
    /// The index of the entry computation: the one marked `ENTRY`, or the
    /// last one.
    pub entry: usize,
    /// The computations' indices by name, as parsed: a dump calls thousands
    /// of fusion computations by name, a scan per call is quadratic.
    by_name: HashMap<String, usize>,
}

impl Module {
    /// The computation named `name`.
    pub fn computation(&self, name: &str) -> Option<usize> {
        // The index is a hint: `computations` is public and may have been
        // changed since the parse.
        match self.by_name.get(name) {
            Some(&i) if self.computations.get(i).is_some_and(|c| c.name == name) => Some(i),
            _ => self.computations.iter().position(|c| c.name == name),
        }
    }
}

/// The computations' indices by name.
fn index_by_name(computations: &[Computation]) -> HashMap<String, usize> {
    computations.iter().enumerate().map(|(i, c)| (c.name.clone(), i)).collect()
}

/// The deepest nesting of brackets the parser follows (it recurses once a
/// level; deeper input is an error, never a stack overflow).
const MAX_DEPTH: usize = 256;

/// Parses a module: `HloModule name, attributes` then computations.
pub fn parse(text: &str) -> Result<Module, Error> {
    let mut parser = Parser::new(text);
    parser.skip_trivia();
    let start = parser.pos();
    if !parser.eat_word("HloModule") {
        return Err(parser.error_at(start, "expected 'HloModule' at the start of HLO text"));
    }
    parser.skip_blanks();
    let name = parser.name().ok_or_else(|| parser.error("expected the module's name after 'HloModule'"))?;
    let mut attributes = Vec::new();
    loop {
        parser.skip_blanks();
        if !parser.eat(b',') {
            break;
        }
        parser.skip_blanks();
        attributes.push(parser.attribute()?);
    }
    parser.skip_blanks();
    if !parser.at_end() && parser.peek() != Some(b'\n') {
        return Err(parser.error("expected ',' or the end of the line after the module header"));
    }
    parser.module_body(name, attributes)
}

/// Parses a fragment as documents write HLO: instructions without a
/// computation around them (`p0 = f32[20] parameter(0)` ...), or
/// computations without a module header. The fragment becomes the entry
/// computation (named `fragment`) of a module named `fragment`.
pub fn parse_fragment(text: &str) -> Result<Module, Error> {
    let trimmed = text.trim_start();
    if trimmed.starts_with("HloModule") {
        return parse(text);
    }
    let mut parser = Parser::new(text);
    parser.skip_trivia();
    // Computations (`name {`, `name (p: ...) -> ... {`, `ENTRY ...`) or
    // bare instructions (`[ROOT] name = ...`)?
    let save = parser.offset;
    let bare = parser.eat_word("ROOT") || {
        parser.name();
        parser.skip_trivia();
        parser.peek() == Some(b'=')
    };
    parser.offset = save;
    if !bare {
        return parser.module_body("fragment".to_owned(), Vec::new());
    }
    let pos = parser.pos();
    let instructions = parser.instructions(|p| p.at_end())?;
    let root = root_of(&instructions, pos)?;
    Ok(Module {
        name: "fragment".to_owned(),
        attributes: Vec::new(),
        frames: StackFrameTables::default(),
        computations: vec![Computation {
            name: "fragment".to_owned(),
            pos,
            is_entry: true,
            signature: None,
            instructions,
            root,
        }],
        entry: 0,
        by_name: HashMap::from([("fragment".to_owned(), 0)]),
    })
}

/// The root of a computation's instructions: the `ROOT` one, else the last.
fn root_of(instructions: &[Instruction], pos: Pos) -> Result<usize, Error> {
    let mut roots = instructions.iter().enumerate().filter(|(_, i)| i.is_root);
    match (roots.next(), roots.next()) {
        (_, Some((_, second))) => Err(Error::new(second.pos, "a second ROOT instruction in one computation")),
        (Some((index, _)), None) => Ok(index),
        (None, None) if instructions.is_empty() => Err(Error::new(pos, "a computation without instructions")),
        (None, None) => Ok(instructions.len() - 1),
    }
}

/// A layout: its minor-to-major order and element size in bits.
type Layout = (Vec<i64>, Option<u64>);

/// A cursor over the text with the scanning functions of the grammar.
struct Parser<'a> {
    text: &'a str,
    offset: usize,
    line_starts: Vec<usize>,
    depth: usize,
}

impl<'a> Parser<'a> {
    fn new(text: &'a str) -> Self {
        let mut line_starts = vec![0];
        line_starts.extend(text.bytes().enumerate().filter(|(_, b)| *b == b'\n').map(|(i, _)| i + 1));
        Parser { text, offset: 0, line_starts, depth: 0 }
    }

    fn pos_of(&self, offset: usize) -> Pos {
        let line = self.line_starts.partition_point(|&start| start <= offset);
        Pos { line, column: offset - self.line_starts[line - 1] + 1 }
    }

    fn pos(&self) -> Pos {
        self.pos_of(self.offset)
    }

    fn error(&self, message: impl Into<String>) -> Error {
        let mut message = message.into();
        match self.text[self.offset..].chars().next() {
            None => message.push_str(", found the end of the text"),
            Some('\n') => message.push_str(", found the end of the line"),
            Some(c) => message.push_str(&format!(", found '{c}'")),
        }
        Error::new(self.pos(), message)
    }

    fn error_at(&self, pos: Pos, message: impl Into<String>) -> Error {
        Error::new(pos, message)
    }

    fn bytes(&self) -> &'a [u8] {
        self.text.as_bytes()
    }

    fn peek(&self) -> Option<u8> {
        self.bytes().get(self.offset).copied()
    }

    fn peek_at(&self, ahead: usize) -> Option<u8> {
        self.bytes().get(self.offset + ahead).copied()
    }

    fn at_end(&self) -> bool {
        self.offset >= self.text.len()
    }

    fn eat(&mut self, byte: u8) -> bool {
        if self.peek() == Some(byte) {
            self.offset += 1;
            true
        } else {
            false
        }
    }

    fn expect(&mut self, byte: u8, what: &str) -> Result<(), Error> {
        self.skip_trivia();
        if self.eat(byte) { Ok(()) } else { Err(self.error(format!("expected '{}' {what}", byte as char))) }
    }

    /// Skips spaces, tabs, carriage returns and `/* ... */` comments, not
    /// newlines.
    fn skip_blanks(&mut self) {
        loop {
            match self.peek() {
                Some(b' ' | b'\t' | b'\r') => self.offset += 1,
                Some(b'/') if self.peek_at(1) == Some(b'*') => self.skip_comment(),
                _ => return,
            }
        }
    }

    /// Skips blanks, newlines and comments.
    fn skip_trivia(&mut self) {
        loop {
            self.skip_blanks();
            if !self.eat(b'\n') {
                return;
            }
        }
    }

    fn skip_comment(&mut self) {
        match self.text[self.offset + 2..].find("*/") {
            Some(end) => self.offset += 2 + end + 2,
            None => self.offset = self.text.len(),
        }
    }

    /// Consumes `word` when it is next and not followed by a name
    /// character.
    fn eat_word(&mut self, word: &str) -> bool {
        let rest = &self.bytes()[self.offset..];
        if rest.starts_with(word.as_bytes()) && !rest.get(word.len()).is_some_and(|b| is_name_byte(*b)) {
            self.offset += word.len();
            true
        } else {
            false
        }
    }

    /// A name: an optional `%` and name characters (`[A-Za-z0-9_.-]`).
    fn name(&mut self) -> Option<String> {
        let start = self.offset;
        self.eat(b'%');
        let first = self.offset;
        while self.peek().is_some_and(is_name_byte) {
            // `->` ends a name.
            if self.peek() == Some(b'-') && self.peek_at(1) == Some(b'>') {
                break;
            }
            self.offset += 1;
        }
        if self.offset == first {
            self.offset = start;
            return None;
        }
        Some(self.text[first..self.offset].to_owned())
    }

    fn integer(&mut self) -> Option<i64> {
        let start = self.offset;
        self.eat(b'-');
        while self.peek().is_some_and(|b| b.is_ascii_digit()) {
            self.offset += 1;
        }
        match self.text[start..self.offset].parse() {
            Ok(value) => Some(value),
            Err(_) => {
                self.offset = start;
                None
            }
        }
    }

    fn string(&mut self) -> Result<String, Error> {
        let pos = self.pos();
        if !self.eat(b'"') {
            return Err(self.error("expected a string"));
        }
        let mut out = String::new();
        let mut chars = self.text[self.offset..].char_indices();
        while let Some((i, c)) = chars.next() {
            match c {
                '"' => {
                    self.offset += i + 1;
                    return Ok(out);
                }
                '\\' => match chars.next() {
                    Some((_, 'n')) => out.push('\n'),
                    Some((_, 't')) => out.push('\t'),
                    Some((_, other)) => out.push(other),
                    None => break,
                },
                '\n' => break,
                c => out.push(c),
            }
        }
        Err(self.error_at(pos, "a string that does not end on its line"))
    }

    /// Text up to the next `,` or newline outside brackets and strings, or
    /// an unbalanced closing bracket; brackets must balance.
    fn raw_value(&mut self) -> Result<String, Error> {
        let start = self.offset;
        let mut stack: Vec<u8> = Vec::new();
        while let Some(byte) = self.peek() {
            match byte {
                b'"' => {
                    self.string()?;
                    continue;
                }
                b'/' if self.peek_at(1) == Some(b'*') => {
                    self.skip_comment();
                    continue;
                }
                b'(' | b'[' | b'{' => {
                    if stack.len() >= MAX_DEPTH {
                        return Err(self.error_at(self.pos(), "brackets nest too deeply"));
                    }
                    stack.push(byte);
                }
                b')' | b']' | b'}' => {
                    let Some(open) = stack.pop() else { break };
                    if closer(open) != byte {
                        return Err(self.error(format!("expected '{}'", closer(open) as char)));
                    }
                }
                b',' | b'\n' if stack.is_empty() => break,
                _ => {}
            }
            self.offset += 1;
        }
        if let Some(open) = stack.last() {
            return Err(self.error(format!("expected '{}'", closer(*open) as char)));
        }
        Ok(self.text[start..self.offset].trim().to_owned())
    }

    /// `key=value`.
    fn attribute(&mut self) -> Result<Attribute, Error> {
        let key_pos = self.pos();
        let start = self.offset;
        while self.peek().is_some_and(|b| is_name_byte(b) && b != b'.') {
            self.offset += 1;
        }
        if self.offset == start {
            return Err(self.error("expected an attribute name"));
        }
        let key = self.text[start..self.offset].to_owned();
        self.skip_blanks();
        if !self.eat(b'=') {
            return Err(self.error(format!("expected '=' after the attribute name '{key}'")));
        }
        self.skip_blanks();
        let value_pos = self.pos();
        let value = self.raw_value()?;
        if value.is_empty() {
            // `calls=` with the computation written in place on the lines
            // after it (as XLA's tests write nested fusions).
            let save = self.offset;
            self.skip_trivia();
            if self.peek() == Some(b'{') {
                let pos = self.pos();
                return Err(
                    self.error_at(pos, "a computation written in place is not read yet (only one named by reference)")
                );
            }
            self.offset = save;
            return Err(self.error(format!("expected a value for the attribute '{key}'")));
        }
        Ok(Attribute { key, value, key_pos, value_pos })
    }

    /// The stack-frame tables, then computations to the end of the text.
    fn module_body(&mut self, name: String, attributes: Vec<Attribute>) -> Result<Module, Error> {
        let mut frames = StackFrameTables::default();
        let mut computations = Vec::new();
        loop {
            self.skip_trivia();
            if self.at_end() {
                break;
            }
            if self.eat_word("FileNames") {
                frames.file_names = self.string_table()?;
            } else if self.eat_word("FunctionNames") {
                frames.function_names = self.string_table()?;
            } else if self.eat_word("FileLocations") {
                frames.file_locations = self.field_table()?;
            } else if self.eat_word("StackFrames") {
                frames.stack_frames = self.field_table()?;
            } else {
                computations.push(self.computation()?);
            }
        }
        let mut entries = computations.iter().enumerate().filter(|(_, c)| c.is_entry);
        let entry = match (entries.next(), entries.next()) {
            (_, Some((_, second))) => return Err(Error::new(second.pos, "a second ENTRY computation")),
            (Some((index, _)), None) => index,
            (None, None) if computations.is_empty() => {
                return Err(Error::new(self.pos(), "the module has no computation"));
            }
            (None, None) => computations.len() - 1,
        };
        let mut names = std::collections::HashSet::new();
        for computation in &computations {
            if !names.insert(computation.name.as_str()) {
                return Err(Error::new(computation.pos, format!("a second computation named '{}'", computation.name)));
            }
        }
        let by_name = index_by_name(&computations);
        Ok(Module { name, attributes, frames, computations, entry, by_name })
    }

    /// Lines `N "text"` while the next line starts with a digit.
    fn string_table(&mut self) -> Result<Vec<(i64, String)>, Error> {
        let mut table = Vec::new();
        loop {
            self.skip_trivia();
            if !self.peek().is_some_and(|b| b.is_ascii_digit()) {
                return Ok(table);
            }
            let id = self.integer().ok_or_else(|| self.error("expected an id"))?;
            self.skip_blanks();
            table.push((id, self.string()?));
        }
    }

    /// Lines `N {key=value key=value}` while the next line starts with a
    /// digit.
    fn field_table(&mut self) -> Result<FieldTable, Error> {
        let mut table = Vec::new();
        loop {
            self.skip_trivia();
            if !self.peek().is_some_and(|b| b.is_ascii_digit()) {
                return Ok(table);
            }
            let id = self.integer().ok_or_else(|| self.error("expected an id"))?;
            self.skip_blanks();
            let pos = self.pos();
            let value = self.raw_value()?;
            let inner = value
                .strip_prefix('{')
                .and_then(|v| v.strip_suffix('}'))
                .ok_or_else(|| self.error_at(pos, "expected '{key=value ...}'"))?;
            table.push((id, key_values(inner)));
        }
    }

    /// `[ENTRY] name [(params) -> shape] { instructions } [, attributes]`.
    fn computation(&mut self) -> Result<Computation, Error> {
        let pos = self.pos();
        let is_entry = self.eat_word("ENTRY");
        self.skip_trivia();
        let name = self.name().ok_or_else(|| self.error("expected a computation (a name, or ENTRY)"))?;
        self.skip_trivia();
        let signature = if self.peek() == Some(b'(') { Some(self.signature()?) } else { None };
        self.expect(b'{', &format!("to open the body of the computation '{name}'"))?;
        let instructions = self.instructions(|p| p.peek() == Some(b'}'))?;
        if !self.eat(b'}') {
            return Err(self.error(format!("expected '}}' to close the computation '{name}'")));
        }
        // `, execution_thread="..."` and the like.
        loop {
            self.skip_blanks();
            if !self.eat(b',') {
                break;
            }
            self.skip_blanks();
            self.attribute()?;
        }
        let root = root_of(&instructions, pos)?;
        Ok(Computation { name, pos, is_entry, signature, instructions, root })
    }

    /// `(name: shape, ...) -> shape`.
    fn signature(&mut self) -> Result<Signature, Error> {
        self.expect(b'(', "to open the parameters")?;
        let mut parameters = Vec::new();
        self.skip_trivia();
        if !self.eat(b')') {
            loop {
                self.skip_trivia();
                let name = self.name().ok_or_else(|| self.error("expected a parameter name"))?;
                self.expect(b':', "after the parameter name")?;
                self.skip_trivia();
                let shape = self.shape()?;
                parameters.push(Parameter { name, shape });
                self.skip_trivia();
                if self.eat(b')') {
                    break;
                }
                self.expect(b',', "or ')' after a parameter")?;
            }
        }
        self.skip_trivia();
        if !(self.eat(b'-') && self.eat(b'>')) {
            return Err(self.error("expected '->' after the parameters"));
        }
        self.skip_trivia();
        let result = self.shape()?;
        Ok(Signature { parameters, result })
    }

    /// Instructions until `done` says the list ends (after trivia).
    fn instructions(&mut self, done: impl Fn(&Self) -> bool) -> Result<Vec<Instruction>, Error> {
        let mut instructions = Vec::new();
        loop {
            self.skip_trivia();
            if done(self) || self.at_end() {
                return Ok(instructions);
            }
            instructions.push(self.instruction()?);
        }
    }

    /// `[ROOT] name = shape opcode(arguments)[, key=value]...`.
    fn instruction(&mut self) -> Result<Instruction, Error> {
        let pos = self.pos();
        let is_root = self.eat_word("ROOT");
        self.skip_trivia();
        let name = self.name().ok_or_else(|| self.error("expected an instruction ('name = shape opcode(...)')"))?;
        self.expect(b'=', &format!("after the instruction name '{name}'"))?;
        self.skip_trivia();
        let shape = self.shape()?;
        self.skip_trivia();
        let opcode_pos = self.pos();
        let start = self.offset;
        while self.peek().is_some_and(|b| b.is_ascii_alphanumeric() || b == b'-' || b == b'_') {
            self.offset += 1;
        }
        if self.offset == start {
            return Err(self.error(format!("expected the opcode of '{name}'")));
        }
        let opcode = self.text[start..self.offset].to_owned();
        self.skip_trivia();
        if !self.eat(b'(') {
            return Err(self.error(format!("expected '(' after the opcode '{opcode}'")));
        }
        let arguments = match opcode.as_str() {
            "parameter" => {
                self.skip_trivia();
                let number = self
                    .integer()
                    .and_then(|n| usize::try_from(n).ok())
                    .ok_or_else(|| self.error("expected the parameter number"))?;
                self.expect(b')', "after the parameter number")?;
                Arguments::ParameterNumber(number)
            }
            "constant" => {
                self.skip_trivia();
                let literal = self.raw_value()?;
                self.expect(b')', "after the constant's literal")?;
                Arguments::Literal(literal)
            }
            _ => Arguments::Operands(self.operands()?),
        };
        let mut attributes = Vec::new();
        loop {
            self.skip_blanks();
            if !self.eat(b',') {
                break;
            }
            self.skip_trivia();
            attributes.push(self.attribute()?);
        }
        Ok(Instruction { name, pos, is_root, shape, opcode, opcode_pos, arguments, attributes })
    }

    /// Operands up to and including `)`.
    fn operands(&mut self) -> Result<Vec<Operand>, Error> {
        let mut operands = Vec::new();
        self.skip_trivia();
        if self.eat(b')') {
            return Ok(operands);
        }
        loop {
            self.skip_trivia();
            // A shape first? A tuple shape, or a word followed by `[`.
            let shape = if self.peek() == Some(b'(') || self.word_then_bracket() {
                let shape = self.shape()?;
                self.skip_trivia();
                Some(shape)
            } else {
                None
            };
            let pos = self.pos();
            let name = self.name().ok_or_else(|| self.error("expected an operand name"))?;
            operands.push(Operand { name, pos, shape });
            self.skip_trivia();
            if self.eat(b')') {
                return Ok(operands);
            }
            self.expect(b',', "or ')' after an operand")?;
        }
    }

    fn word_then_bracket(&self) -> bool {
        let rest = &self.bytes()[self.offset..];
        let word = rest.iter().take_while(|b| b.is_ascii_alphanumeric()).count();
        word > 0 && rest.get(word) == Some(&b'[')
    }

    /// `(shape, ...)` or `type[dims]{layout}`.
    fn shape(&mut self) -> Result<Shape, Error> {
        if self.eat(b'(') {
            self.depth += 1;
            if self.depth > MAX_DEPTH {
                return Err(self.error("tuple shapes nest too deeply"));
            }
            let mut elements = Vec::new();
            self.skip_trivia();
            if !self.eat(b')') {
                loop {
                    self.skip_trivia();
                    elements.push(self.shape()?);
                    self.skip_trivia();
                    if self.eat(b')') {
                        break;
                    }
                    self.expect(b',', "or ')' in a tuple shape")?;
                }
            }
            self.depth -= 1;
            return Ok(Shape::Tuple(elements));
        }
        let start = self.offset;
        while self.peek().is_some_and(|b| b.is_ascii_alphanumeric()) {
            self.offset += 1;
        }
        if self.offset == start {
            return Err(self.error("expected a shape ('f32[2,3]', '(s32[], f32[2])' ...)"));
        }
        let element = self.text[start..self.offset].to_owned();
        if !self.eat(b'[') {
            return Err(self.error(format!("expected '[' after the element type '{element}'")));
        }
        let mut dims = Vec::new();
        self.skip_blanks();
        if !self.eat(b']') {
            loop {
                self.skip_blanks();
                if self.peek() == Some(b'?') || self.peek() == Some(b'<') {
                    return Err(self.error("dynamic dimensions ('?', '<=N') are not read yet"));
                }
                let dim = self.integer().filter(|d| *d >= 0).ok_or_else(|| self.error("expected a dimension size"))?;
                dims.push(dim);
                self.skip_blanks();
                if self.eat(b']') {
                    break;
                }
                self.expect(b',', "or ']' in the dimensions")?;
            }
        }
        let (layout, element_bits) = match self.layout()? {
            Some((order, bits)) => (Some(order), bits),
            None => (None, None),
        };
        Ok(Shape::Array(ArrayShape { element, dims, layout, element_bits }))
    }

    /// `{1,0}` or `{1,0:T(8,128)E(4)}` right after a shape's dimensions (a
    /// `{` followed by something else opens a computation's body): the
    /// minor-to-major order and the element size in bits (`E(n)`).
    fn layout(&mut self) -> Result<Option<Layout>, Error> {
        let save = self.offset;
        self.skip_blanks();
        if self.peek() != Some(b'{') {
            self.offset = save;
            return Ok(None);
        }
        let after = self.text[self.offset + 1..].trim_start_matches([' ', '\t']);
        if !after.starts_with(|c: char| c.is_ascii_digit() || c == ':' || c == '}') {
            self.offset = save;
            return Ok(None);
        }
        let pos = self.pos();
        let raw = self.raw_value_until_brace()?;
        let order = raw.split(':').next().unwrap_or("");
        let mut minor_to_major = Vec::new();
        for part in order.split(',').map(str::trim).filter(|p| !p.is_empty()) {
            minor_to_major.push(part.parse().map_err(|_| self.error_at(pos, format!("a bad layout '{{{raw}}}'")))?);
        }
        let element_bits = raw.split_once(":").and_then(|(_, suffix)| {
            let bits = &suffix[suffix.find("E(")? + 2..];
            bits[..bits.find(')')?].trim().parse().ok()
        });
        Ok(Some((minor_to_major, element_bits)))
    }

    /// At `{`: the text up to the matching `}`, which is consumed.
    fn raw_value_until_brace(&mut self) -> Result<String, Error> {
        self.offset += 1;
        let start = self.offset;
        let mut depth = 1usize;
        while let Some(byte) = self.peek() {
            match byte {
                b'{' | b'(' => depth += 1,
                b'}' | b')' => {
                    depth -= 1;
                    if depth == 0 {
                        let inner = self.text[start..self.offset].to_owned();
                        self.offset += 1;
                        return Ok(inner);
                    }
                }
                b'\n' => break,
                _ => {}
            }
            self.offset += 1;
        }
        Err(self.error("expected '}' to close the layout"))
    }
}

fn is_name_byte(byte: u8) -> bool {
    byte.is_ascii_alphanumeric() || matches!(byte, b'_' | b'.' | b'-')
}

fn closer(open: u8) -> u8 {
    match open {
        b'(' => b')',
        b'[' => b']',
        _ => b'}',
    }
}

/// `key=value key="string" key={...}` pairs separated by blanks (the
/// inside of `metadata={...}` and of the stack-frame tables); string values
/// unquoted.
pub fn key_values(text: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        while i < bytes.len() && (bytes[i].is_ascii_whitespace() || bytes[i] == b',') {
            i += 1;
        }
        let key_start = i;
        while i < bytes.len() && bytes[i] != b'=' && !bytes[i].is_ascii_whitespace() {
            i += 1;
        }
        let key = text[key_start..i].to_owned();
        if i >= bytes.len() || bytes[i] != b'=' {
            if !key.is_empty() {
                out.push((key, String::new()));
            }
            continue;
        }
        i += 1;
        let mut value = String::new();
        if i < bytes.len() && bytes[i] == b'"' {
            i += 1;
            while i < bytes.len() && bytes[i] != b'"' {
                if bytes[i] == b'\\' && i + 1 < bytes.len() {
                    i += 1;
                }
                let c = text[i..].chars().next().unwrap_or(' ');
                value.push(c);
                i += c.len_utf8();
            }
            i += 1;
        } else {
            let start = i;
            let mut depth = 0usize;
            while i < bytes.len() && (depth > 0 || !bytes[i].is_ascii_whitespace()) {
                match bytes[i] {
                    b'{' | b'[' | b'(' => depth += 1,
                    b'}' | b']' | b')' => depth = depth.saturating_sub(1),
                    _ => {}
                }
                i += 1;
            }
            value = text[start..i.min(bytes.len())].to_owned();
        }
        out.push((key, value));
    }
    out
}
