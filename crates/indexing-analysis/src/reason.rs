//! Why an entry is `unknown`: a typed cause ([`UnknownReason`]) whose
//! `Display` is the text of the report's `unknown` field.
//!
//! Causes nest: a reason found at an operand, a result, an op on the way
//! of a fusion walk or an argument is wrapped in [`UnknownReason::Within`],
//! which prints `context: cause`; [`UnknownReason::kind`] looks through
//! the wrappers to the root cause, for counting unknowns by cause.

use crate::Direction;
use crate::fusion::MAX_MAPS_PER_VALUE;
use crate::ir::{IrError, ShapeError};
use std::fmt;

/// Why the maps of an entry are not known.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum UnknownReason {
    /// No rule for the op in this direction.
    NoRule {
        /// The full op name.
        op: String,
        /// The direction asked for.
        direction: Direction,
    },
    /// A shape with dynamic (`?`) dimensions or no rank, or a dynamic
    /// size, stride or padding: no finite domain. The text says which.
    DynamicShape(String),
    /// A value that is not a tensor (no element index space).
    NotATensor(String),
    /// `while`, `case`, `if`: which elements are read depends on run-time
    /// values.
    ControlFlow {
        /// The full op name.
        op: String,
    },
    /// A `custom_call` whose target's access pattern is opaque (not one of
    /// the documented plain targets).
    OpaqueCustomCall {
        /// The `call_target_name`.
        target: String,
    },
    /// An op whose values come from, or go to, outside the program
    /// (`send`, `recv`, `infeed`, `outfeed`) or that joins tokens
    /// (`after_all`): no element relation to state.
    OpaqueOp {
        /// The full op name.
        op: String,
        /// What the op does that no map can say.
        why: &'static str,
    },
    /// A `func.call` in the per-op analysis: the fusion analysis composes
    /// through the callee.
    CallThroughFusion,
    /// A call cycle (recursion) through a function.
    RecursiveCall {
        /// The function the cycle goes through.
        callee: String,
    },
    /// More than [`MAX_MAPS_PER_VALUE`] distinct maps reach a value.
    TooManyMaps,
    /// A form of a known op the rules do not express as maps (e.g. a
    /// `map` over a subset of dimensions, a diagonal linalg write).
    Unsupported(String),
    /// IR the rules cannot read as the op's semantics require (a missing
    /// or out-of-range attribute, mismatched shapes): only unverified or
    /// malformed input gets here.
    MalformedIr(String),
    /// An input-to-output walk reached an operand without a map.
    MissingInputToOutput {
        /// The operand.
        operand: usize,
    },
    /// A cause found somewhere: `context` says where (`operand 0`,
    /// `result 1`, an op name, `argument 2`).
    Within {
        /// Where, as printed before the colon.
        context: String,
        /// The cause.
        cause: Box<UnknownReason>,
    },
}

/// Ops whose semantics no map can say, with why ([`UnknownReason::OpaqueOp`]).
const OPAQUE_OPS: &[(&str, &str)] = &[
    ("stablehlo.after_all", "joins tokens, which have no elements"),
    ("stablehlo.infeed", "its values come from the host at run time"),
    ("stablehlo.outfeed", "writes its operands to the host; its result is a token"),
    ("stablehlo.recv", "its values come from another program or the host at run time"),
    ("stablehlo.send", "writes its operands to another program or the host; its result is a token"),
];

/// The root causes, for counting (`UnknownReason::kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum UnknownKind {
    /// [`UnknownReason::NoRule`] and [`UnknownReason::MissingInputToOutput`].
    NoRule,
    /// [`UnknownReason::DynamicShape`].
    DynamicShape,
    /// [`UnknownReason::NotATensor`].
    NotATensor,
    /// [`UnknownReason::ControlFlow`].
    ControlFlow,
    /// [`UnknownReason::OpaqueCustomCall`] and [`UnknownReason::OpaqueOp`].
    OpaqueOp,
    /// [`UnknownReason::CallThroughFusion`] and [`UnknownReason::RecursiveCall`].
    Call,
    /// [`UnknownReason::TooManyMaps`].
    TooManyMaps,
    /// [`UnknownReason::Unsupported`].
    Unsupported,
    /// [`UnknownReason::MalformedIr`].
    MalformedIr,
}

impl UnknownReason {
    /// `cause` found at `context` (printed `context: cause`).
    pub fn within(context: impl Into<String>, cause: UnknownReason) -> Self {
        UnknownReason::Within { context: context.into(), cause: Box::new(cause) }
    }

    /// Unreadable IR, with what is wrong.
    pub fn malformed(text: impl Into<String>) -> Self {
        UnknownReason::MalformedIr(text.into())
    }

    /// A form of the op the rules do not express, with what it is.
    pub fn unsupported(text: impl Into<String>) -> Self {
        UnknownReason::Unsupported(text.into())
    }

    /// Something dynamic (shape, size, padding), with what it is.
    pub fn dynamic(text: impl Into<String>) -> Self {
        UnknownReason::DynamicShape(text.into())
    }

    /// The root cause, looking through [`UnknownReason::Within`].
    pub fn kind(&self) -> UnknownKind {
        match self {
            UnknownReason::NoRule { .. } | UnknownReason::MissingInputToOutput { .. } => UnknownKind::NoRule,
            UnknownReason::DynamicShape(_) => UnknownKind::DynamicShape,
            UnknownReason::NotATensor(_) => UnknownKind::NotATensor,
            UnknownReason::ControlFlow { .. } => UnknownKind::ControlFlow,
            UnknownReason::OpaqueCustomCall { .. } | UnknownReason::OpaqueOp { .. } => UnknownKind::OpaqueOp,
            UnknownReason::CallThroughFusion | UnknownReason::RecursiveCall { .. } => UnknownKind::Call,
            UnknownReason::TooManyMaps => UnknownKind::TooManyMaps,
            UnknownReason::Unsupported(_) => UnknownKind::Unsupported,
            UnknownReason::MalformedIr(_) => UnknownKind::MalformedIr,
            UnknownReason::Within { cause, .. } => cause.kind(),
        }
    }

    /// Why an op without a rule in `direction` is unknown.
    pub fn for_op_without_rule(op: &str, direction: Direction) -> Self {
        match op {
            "stablehlo.while" | "stablehlo.case" | "stablehlo.if" => UnknownReason::ControlFlow { op: op.to_owned() },
            "func.call" => UnknownReason::CallThroughFusion,
            _ => match OPAQUE_OPS.iter().find(|(name, _)| *name == op) {
                Some(&(_, why)) => UnknownReason::OpaqueOp { op: op.to_owned(), why },
                None => UnknownReason::NoRule { op: op.to_owned(), direction },
            },
        }
    }
}

impl fmt::Display for UnknownReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            UnknownReason::NoRule { op, direction } => {
                let what = match direction {
                    Direction::OutputToInput => "output-to-input",
                    Direction::InputToOutput => "input-to-output",
                };
                write!(f, "no {what} indexing rule for '{op}'")
            }
            UnknownReason::DynamicShape(text)
            | UnknownReason::NotATensor(text)
            | UnknownReason::Unsupported(text)
            | UnknownReason::MalformedIr(text) => f.write_str(text),
            UnknownReason::ControlFlow { op } => {
                write!(f, "{op}: control flow; which elements are read depends on run-time values")
            }
            UnknownReason::OpaqueCustomCall { target } => {
                write!(f, "custom_call @{target}: the target's access pattern is opaque")
            }
            UnknownReason::OpaqueOp { op, why } => write!(f, "{op}: {why} (opaque)"),
            UnknownReason::CallThroughFusion => {
                f.write_str("func.call: composition through the callee is computed by the fusion analysis")
            }
            UnknownReason::RecursiveCall { callee } => write!(f, "recursive call cycle through @{callee}"),
            UnknownReason::TooManyMaps => write!(f, "more than {MAX_MAPS_PER_VALUE} distinct maps reach this value"),
            UnknownReason::MissingInputToOutput { operand } => {
                write!(f, "no input-to-output map for operand {operand}")
            }
            UnknownReason::Within { context, cause } => write!(f, "{context}: {cause}"),
        }
    }
}

/// Unreadable IR is malformed IR, with the same text.
impl From<IrError> for UnknownReason {
    fn from(error: IrError) -> Self {
        UnknownReason::MalformedIr(error.to_string())
    }
}

/// A type without a shape: not a tensor, or no finite domain (dynamic),
/// with the same text.
impl From<ShapeError> for UnknownReason {
    fn from(error: ShapeError) -> Self {
        match error {
            ShapeError::NotATensor(_) => UnknownReason::NotATensor(error.to_string()),
            ShapeError::Unranked(_) | ShapeError::DynamicDimension(_) => UnknownReason::dynamic(error.to_string()),
        }
    }
}
