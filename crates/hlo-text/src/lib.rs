//! index-opt's reader of XLA's HLO text: the text
//! `jax.jit(f).lower(x).compile().as_text()` returns, XLA's dumps and the
//! examples of XLA's indexing-analysis document. A hand-written
//! recursive-descent parser ([`syntax`]) builds the module's tree; the
//! importer ([`import`]) writes it as MLIR text in the StableHLO and `func`
//! dialects, which index-opt's MLIR then parses and verifies like any other
//! input. Every imported op is located at its HLO instruction:
//! `loc("add.3"("f.hlo":12:3))`. What is read and what each opcode becomes
//! is written in `docs/hlo.md`.
//!
//! ```
//! let hlo = "HloModule m\n\nENTRY e {\n  p0 = f32[20] parameter(0)\n  \
//!            ROOT bc0 = f32[10,20,30] broadcast(p0), dimensions={1}\n}\n";
//! let mlir = hlo_text::hlo_to_mlir(hlo, "seed.hlo").unwrap();
//! assert!(mlir.contains("\"stablehlo.broadcast_in_dim\"(%p0) <{broadcast_dimensions = array<i64: 1>}>"));
//! assert!(mlir.contains("loc(\"bc0\"(\"seed.hlo\":5:3))"));
//! ```
//!
//! This crate is plain Rust (no MLIR): the driver calls it through the hook
//! `index_opt_native::register_hlo_import` installs.

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod import;
mod literal;
pub mod live_range;
pub mod syntax;
mod values;

use std::fmt;

/// An error at a place in the HLO text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Error {
    /// Where.
    pub pos: syntax::Pos,
    /// What is wrong there.
    pub message: String,
}

impl Error {
    /// An error at `pos`.
    pub fn new(pos: syntax::Pos, message: impl Into<String>) -> Self {
        Error { pos, message: message.into() }
    }

    /// The diagnostic line MLIR's tools print: `file:line:col: error: ...`.
    pub fn diagnostic(&self, file: &str) -> String {
        format!("{file}:{}:{}: error: {}", self.pos.line, self.pos.column, self.message)
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}: {}", self.pos.line, self.pos.column, self.message)
    }
}

impl std::error::Error for Error {}

/// Whether `text` is HLO text rather than MLIR: it starts (after blanks)
/// with the word `HloModule`.
pub fn is_hlo(text: &str) -> bool {
    let rest = text.trim_start();
    rest.strip_prefix("HloModule").is_some_and(|after| after.is_empty() || after.starts_with(char::is_whitespace))
}

/// Reads HLO text (a whole module, starting with `HloModule`) and returns
/// the MLIR text of the imported module; `file` names the text in the
/// locations (`loc("name"("file":line:col))`), with XLA's live ranges of
/// the program ([`live_range`]) as its attribute `index_opt.xla_live_range`.
pub fn hlo_to_mlir(text: &str, file: &str) -> Result<String, Error> {
    let module = syntax::parse(text)?;
    import::import(&module, file)
}

/// [`hlo_to_mlir`] with the error as the located diagnostic line
/// (`file:line:col: error: ...`): the form of the driver's import hook
/// (`index_opt_native::register_hlo_import`).
pub fn hlo_to_mlir_diagnosed(text: &str, file: &str) -> Result<String, String> {
    hlo_to_mlir(text, file).map_err(|error| error.diagnostic(file))
}
