//! Constant literals: HLO's `1`, `-inf`, `{1, 2}`, `{ {1,2}, {3,4} }`,
//! `(1, 0)` (complex), `true` as MLIR `dense<...>` element text.

use crate::Error;
use crate::syntax::{ArrayShape, Pos};

/// The `dense<...>` text of the literal `text` for an array of `shape`
/// (element type `mlir_element`); `None` when the values are elided
/// (`{...}`).
///
/// A lone scalar without braces for an array of several elements
/// (`s8[3] constant(0)`, as XLA's own tests write it) is read as XLA's
/// parser reads it: the value is element 0 and every other element is
/// zero (the parser fills a zeroed literal in order and does not stop at
/// the missing braces). `constant(0)` is so all zeros.
pub fn dense(text: &str, shape: &ArrayShape, pos: Pos) -> Result<Option<String>, Error> {
    if text.contains("...") {
        return Ok(None);
    }
    let mut elements = split_elements(text, pos)?;
    let count: i64 = shape.dims.iter().product();
    if elements.len() == 1 && count > 1 && !text.trim_start().starts_with('{') {
        let zero = match shape.element.as_str() {
            "pred" => "false",
            "c64" | "c128" => "(0, 0)",
            _ => "0",
        };
        elements.resize(count as usize, zero.to_owned());
    }
    if elements.len() as i64 != count {
        return Err(Error::new(pos, format!("the literal has {} elements, its shape {}", elements.len(), count)));
    }
    let mut values = Vec::with_capacity(elements.len());
    for element in &elements {
        values.push(element_text(element, &shape.element).ok_or_else(|| {
            Error::new(pos, format!("'{element}' is not a value of the element type '{}'", shape.element))
        })?);
    }
    if values.is_empty() {
        return Ok(Some("dense<>".to_owned()));
    }
    if values.iter().all(|v| *v == values[0]) {
        return Ok(Some(format!("dense<{}>", values[0])));
    }
    let mut out = String::from("dense<");
    nest(&values, &shape.dims, &mut out);
    out.push('>');
    Ok(Some(out))
}

/// Writes `values` nested as `[[a, b], [c, d]]` by `dims`.
fn nest(values: &[String], dims: &[i64], out: &mut String) {
    let Some((&first, rest)) = dims.split_first() else {
        out.push_str(&values[0]);
        return;
    };
    let stride = values.len() / first.max(1) as usize;
    out.push('[');
    for i in 0..first as usize {
        if i > 0 {
            out.push_str(", ");
        }
        nest(&values[i * stride..(i + 1) * stride], rest, out);
    }
    out.push(']');
}

/// The scalar elements of a literal, in row-major order: braces and commas
/// dropped, `(re, im)` kept whole.
fn split_elements(text: &str, pos: Pos) -> Result<Vec<String>, Error> {
    let mut out = Vec::new();
    let mut chars = text.char_indices().peekable();
    while let Some(&(i, c)) = chars.peek() {
        match c {
            '{' | '}' | ',' | ' ' | '\t' | '\n' | '\r' => {
                chars.next();
            }
            '(' => {
                let end = text[i..].find(')').ok_or_else(|| Error::new(pos, "a complex value without ')'"))?;
                out.push(text[i..=i + end].to_owned());
                while chars.peek().is_some_and(|&(j, _)| j <= i + end) {
                    chars.next();
                }
            }
            _ => {
                let start = i;
                let mut end = text.len();
                while let Some(&(j, c)) = chars.peek() {
                    if matches!(c, '{' | '}' | ',' | ' ' | '\t' | '\n' | '\r' | '(') {
                        end = j;
                        break;
                    }
                    chars.next();
                }
                out.push(text[start..end].to_owned());
            }
        }
    }
    Ok(out)
}

/// One element as MLIR writes it for the HLO element type.
fn element_text(element: &str, hlo_type: &str) -> Option<String> {
    match hlo_type {
        "pred" => match element {
            "true" | "1" => Some("true".to_owned()),
            "false" | "0" => Some("false".to_owned()),
            _ => None,
        },
        t if t.starts_with('s') || t.starts_with('u') => element.parse::<i128>().ok().map(|v| v.to_string()),
        "c64" | "c128" => {
            let inner = element.strip_prefix('(')?.strip_suffix(')')?;
            let (re, im) = inner.split_once(',')?;
            let part = if hlo_type == "c64" { "f32" } else { "f64" };
            Some(format!("({}, {})", float_text(re.trim(), part)?, float_text(im.trim(), part)?))
        }
        t => float_text(element, t),
    }
}

/// A float element: a decimal literal with a `.` (as MLIR's lexer wants),
/// or the bit pattern of an infinity or NaN.
fn float_text(element: &str, hlo_type: &str) -> Option<String> {
    let (negative, magnitude) = match element.strip_prefix('-') {
        Some(rest) => (true, rest),
        None => (false, element.strip_prefix('+').unwrap_or(element)),
    };
    if magnitude == "inf" || magnitude == "nan" {
        let (sign, inf, nan, digits) = match hlo_type {
            "f16" => (0x8000u64, 0x7C00u64, 0x7E00u64, 4),
            "bf16" => (0x8000, 0x7F80, 0x7FC0, 4),
            "f32" => (0x8000_0000, 0x7F80_0000, 0x7FC0_0000, 8),
            "f64" => (0x8000_0000_0000_0000, 0x7FF0_0000_0000_0000, 0x7FF8_0000_0000_0000, 16),
            _ => return None,
        };
        let bits = if magnitude == "inf" { inf } else { nan } | if negative { sign } else { 0 };
        return Some(format!("0x{bits:0digits$X}"));
    }
    magnitude.parse::<f64>().ok()?;
    let mut text = element.to_owned();
    if !text.contains('.') {
        match text.find(['e', 'E']) {
            Some(e) => text.insert_str(e, ".0"),
            None => text.push_str(".0"),
        }
    }
    Some(text)
}
