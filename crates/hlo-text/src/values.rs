//! The meanings of attribute values: integer lists `{1,2}` and lists of
//! them `{{0,1},{2,3}}`, replica groups (`[2,4]<=[8]` too), slices
//! `{[0:10:2], [1:5]}`, padding `1_2_1x0_0`, windows
//! `{size=3x3 stride=1x1 pad=1_1x1_1}`, dimension labels
//! `b01f_01io->b01f`, computation references `%comp`. Errors are located
//! in the value's text.

use crate::Error;
use crate::syntax::{Attribute, Instruction, key_values};

/// The attribute's value as a list of integers: `{1,2}`, `{}`.
pub fn int_list(attribute: &Attribute) -> Result<Vec<i64>, Error> {
    let inner = attribute
        .value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .ok_or_else(|| bad(attribute, 0, "expected a list of integers '{...}'"))?;
    ints(attribute, 1, inner, ',')
}

/// `text` split at `separator` as integers; `offset` is where `text`
/// starts in the value (for errors).
fn ints(attribute: &Attribute, offset: usize, text: &str, separator: char) -> Result<Vec<i64>, Error> {
    let mut out = Vec::new();
    let mut at = offset;
    for part in text.split(separator) {
        let trimmed = part.trim();
        if !trimmed.is_empty() || text.contains(separator) {
            out.push(
                trimmed.parse().map_err(|_| bad(attribute, at, &format!("expected an integer, found '{trimmed}'")))?,
            );
        }
        at += part.len() + separator.len_utf8();
    }
    Ok(out)
}

/// The attribute's value as one integer.
pub fn int(attribute: &Attribute) -> Result<i64, Error> {
    attribute.value.parse().map_err(|_| bad(attribute, 0, "expected an integer"))
}

/// The attribute's value as a boolean (`true`, `false`).
pub fn boolean(attribute: &Attribute) -> Result<bool, Error> {
    match attribute.value.as_str() {
        "true" => Ok(true),
        "false" => Ok(false),
        _ => Err(bad(attribute, 0, "expected 'true' or 'false'")),
    }
}

/// An error in the attribute's value, `offset` bytes into it.
pub fn bad(attribute: &Attribute, offset: usize, message: &str) -> Error {
    Error::new(attribute.value_pos.plus(offset), format!("in '{}': {message}", attribute.key))
}

/// The instruction's attribute `key`, which must be there.
pub fn required<'i>(instruction: &'i Instruction, key: &str) -> Result<&'i Attribute, Error> {
    instruction.attribute(key).ok_or_else(|| {
        Error::new(instruction.opcode_pos, format!("'{}' needs the attribute '{key}'", instruction.opcode))
    })
}

/// The instruction's integer list `key`, empty when absent.
pub fn int_list_or_empty(instruction: &Instruction, key: &str) -> Result<Vec<i64>, Error> {
    instruction.attribute(key).map(int_list).transpose().map(Option::unwrap_or_default)
}

/// One dimension of a slice: start, limit, stride.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SliceDim {
    /// The first index.
    pub start: i64,
    /// One past the last index.
    pub limit: i64,
    /// The step.
    pub stride: i64,
}

/// `{[0:10:2], [1:5]}`.
pub fn slice(attribute: &Attribute) -> Result<Vec<SliceDim>, Error> {
    let value = &attribute.value;
    let inner = value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .ok_or_else(|| bad(attribute, 0, "expected '{[start:limit:stride], ...}'"))?;
    let mut out = Vec::new();
    let mut at = 1;
    for part in inner.split(',') {
        let trimmed = part.trim();
        if trimmed.is_empty() && !inner.contains(',') {
            break;
        }
        let lead = part.len() - part.trim_start().len();
        let range = trimmed
            .strip_prefix('[')
            .and_then(|p| p.strip_suffix(']'))
            .ok_or_else(|| bad(attribute, at + lead, "expected '[start:limit]' or '[start:limit:stride]'"))?;
        let numbers = ints(attribute, at + lead + 1, range, ':')?;
        match numbers[..] {
            [start, limit] => out.push(SliceDim { start, limit, stride: 1 }),
            [start, limit, stride] => out.push(SliceDim { start, limit, stride }),
            _ => return Err(bad(attribute, at + lead, "expected '[start:limit]' or '[start:limit:stride]'")),
        }
        at += part.len() + 1;
    }
    Ok(out)
}

/// One dimension of a padding: low, high, interior.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct PadDim {
    /// Elements before.
    pub low: i64,
    /// Elements after.
    pub high: i64,
    /// Elements between two elements.
    pub interior: i64,
}

/// `1_2_1x0_0` (low_high[_interior] per dimension, `x` between
/// dimensions); `offset` is where `text` starts in the value.
fn padding_text(attribute: &Attribute, offset: usize, text: &str) -> Result<Vec<PadDim>, Error> {
    let mut out = Vec::new();
    let mut at = offset;
    for part in text.split('x') {
        let numbers = ints(attribute, at, part, '_')?;
        match numbers[..] {
            [low, high] => out.push(PadDim { low, high, interior: 0 }),
            [low, high, interior] => out.push(PadDim { low, high, interior }),
            _ => return Err(bad(attribute, at, "expected 'low_high' or 'low_high_interior' per dimension")),
        }
        at += part.len() + 1;
    }
    Ok(out)
}

/// `padding=1_2_1x0_0`.
pub fn padding(attribute: &Attribute) -> Result<Vec<PadDim>, Error> {
    padding_text(attribute, 0, &attribute.value)
}

/// A window: `{size=3x3 stride=2x2 pad=1_1x1_1 lhs_dilate=1x1
/// rhs_dilate=1x1 rhs_reversal=0x1}`, each field per dimension.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Window {
    /// Window sizes.
    pub size: Vec<i64>,
    /// Strides (1 when not written).
    pub stride: Vec<i64>,
    /// Padding (0 when not written).
    pub pad: Vec<PadDim>,
    /// Base (lhs) dilation (1 when not written).
    pub lhs_dilate: Vec<i64>,
    /// Window (rhs) dilation (1 when not written).
    pub rhs_dilate: Vec<i64>,
    /// Window reversal (false when not written).
    pub rhs_reversal: Vec<bool>,
}

/// `window={...}`; an absent window is the empty one (no spatial
/// dimensions).
pub fn window(attribute: Option<&Attribute>) -> Result<Window, Error> {
    let Some(attribute) = attribute else { return Ok(Window::default()) };
    let inner = attribute
        .value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .ok_or_else(|| bad(attribute, 0, "expected '{size=... stride=... pad=...}'"))?;
    let mut window = Window::default();
    let mut at = 1;
    for field in inner.split(' ') {
        let offset = at;
        at += field.len() + 1;
        if field.is_empty() {
            continue;
        }
        let Some((key, value)) = field.split_once('=') else {
            return Err(bad(attribute, offset, &format!("expected 'key=value', found '{field}'")));
        };
        let value_at = offset + key.len() + 1;
        let xs = || ints(attribute, value_at, value, 'x');
        match key {
            "size" => window.size = xs()?,
            "stride" => window.stride = xs()?,
            "pad" => window.pad = padding_text(attribute, value_at, value)?,
            "lhs_dilate" => window.lhs_dilate = xs()?,
            "rhs_dilate" => window.rhs_dilate = xs()?,
            "rhs_reversal" => window.rhs_reversal = xs()?.into_iter().map(|v| v != 0).collect(),
            _ => return Err(bad(attribute, offset, &format!("a window field not read: '{key}'"))),
        }
    }
    let rank = window.size.len();
    let check = |len: usize, name: &str| {
        if len == rank || len == 0 {
            Ok(())
        } else {
            Err(bad(attribute, 0, &format!("'{name}' has {len} dimensions, 'size' {rank}")))
        }
    };
    check(window.stride.len(), "stride")?;
    check(window.pad.len(), "pad")?;
    check(window.lhs_dilate.len(), "lhs_dilate")?;
    check(window.rhs_dilate.len(), "rhs_dilate")?;
    check(window.rhs_reversal.len(), "rhs_reversal")?;
    if window.stride.is_empty() {
        window.stride = vec![1; rank];
    }
    if window.pad.is_empty() {
        window.pad = vec![PadDim::default(); rank];
    }
    if window.lhs_dilate.is_empty() {
        window.lhs_dilate = vec![1; rank];
    }
    if window.rhs_dilate.is_empty() {
        window.rhs_dilate = vec![1; rank];
    }
    if window.rhs_reversal.is_empty() {
        window.rhs_reversal = vec![false; rank];
    }
    Ok(window)
}

/// `dim_labels=b01f_01io->b01f` as StableHLO's convolution dimension
/// numbers: `[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`.
pub fn dim_labels(attribute: &Attribute) -> Result<String, Error> {
    let value = &attribute.value;
    let (inputs, output) =
        value.split_once("->").ok_or_else(|| bad(attribute, 0, "expected 'input_kernel->output' labels"))?;
    let (input, kernel) =
        inputs.split_once('_').ok_or_else(|| bad(attribute, 0, "expected 'input_kernel->output' labels"))?;
    let check = |labels: &str, allowed: &str, offset: usize| -> Result<String, Error> {
        let mut parts = Vec::new();
        for (i, c) in labels.chars().enumerate() {
            if !(c.is_ascii_digit() || allowed.contains(c)) {
                return Err(bad(
                    attribute,
                    offset + i,
                    &format!("a dimension label '{c}' (expected a digit or one of '{allowed}')"),
                ));
            }
            parts.push(c.to_string());
        }
        Ok(format!("[{}]", parts.join(", ")))
    };
    let input = check(input, "bf", 0)?;
    let kernel = check(kernel, "io", inputs.find('_').unwrap_or(0) + 1)?;
    let output = check(output, "bf", inputs.len() + 2)?;
    Ok(format!("{input}x{kernel}->{output}"))
}

/// A computation reference: `%comp` or `comp`.
pub fn computation_name(attribute: &Attribute) -> &str {
    attribute.value.strip_prefix('%').unwrap_or(&attribute.value)
}

/// A list of computation references: `{%a, %b}`.
pub fn computation_names(attribute: &Attribute) -> Result<Vec<String>, Error> {
    let inner = attribute
        .value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .ok_or_else(|| bad(attribute, 0, "expected '{%computation, ...}'"))?;
    Ok(inner
        .split(',')
        .map(|n| n.trim())
        .filter(|n| !n.is_empty())
        .map(|n| n.strip_prefix('%').unwrap_or(n).to_owned())
        .collect())
}

/// Lists of integers: `{{0,1},{2,3}}`, `{}`.
pub fn int_lists(attribute: &Attribute) -> Result<Vec<Vec<i64>>, Error> {
    let inner = attribute
        .value
        .strip_prefix('{')
        .and_then(|v| v.strip_suffix('}'))
        .ok_or_else(|| bad(attribute, 0, "expected lists of integers '{{...}, ...}'"))?;
    let mut lists = Vec::new();
    let mut i = 0;
    while i < inner.len() {
        match inner.as_bytes()[i] {
            b' ' | b',' => i += 1,
            b'{' => {
                let end = inner[i..].find('}').map(|e| i + e).ok_or_else(|| bad(attribute, 1 + i, "expected '}'"))?;
                lists.push(ints(attribute, 2 + i, &inner[i + 1..end], ',')?);
                i = end + 1;
            }
            _ => return Err(bad(attribute, 1 + i, "expected '{' to open a list of integers")),
        }
    }
    Ok(lists)
}

/// `replica_groups`: the groups of process ids, as lists
/// (`{{0,1},{2,3}}`; `{}` gives none) or in XLA's iota form
/// `[groups,size]<=[dims]` with an optional transpose `T(perm)`: the ids
/// `0..product(dims)` laid out as an array of `dims`, transposed by `perm`,
/// read row by row as `groups` groups of `size`.
///
/// `[2,4]<=[4,2]T(1,0)` is `{{0,2,4,6},{1,3,5,7}}`.
pub fn replica_groups(attribute: &Attribute) -> Result<Vec<Vec<i64>>, Error> {
    let value = &attribute.value;
    let Some((shape, rest)) = value.split_once("<=") else { return int_lists(attribute) };
    let bracketed = |text: &str, offset: usize, open: char, close: char| {
        text.strip_prefix(open)
            .and_then(|t| t.strip_suffix(close))
            .ok_or_else(|| bad(attribute, offset, &format!("expected '{open}...{close}'")))
            .and_then(|inner| ints(attribute, offset + 1, inner, ','))
    };
    let at_rest = shape.len() + 2;
    let (dims_text, perm_text) = match rest.find('T') {
        Some(t) => (&rest[..t], Some(&rest[t + 1..])),
        None => (rest, None),
    };
    let [count, size] = bracketed(shape, 0, '[', ']')?[..] else {
        return Err(bad(attribute, 0, "expected '[groups,size]' before '<='"));
    };
    let dims = bracketed(dims_text, at_rest, '[', ']')?;
    let perm = match perm_text {
        Some(text) => bracketed(text, at_rest + dims_text.len() + 1, '(', ')')?,
        None => (0..dims.len() as i64).collect(),
    };
    let mut sorted = perm.clone();
    sorted.sort_unstable();
    if sorted != (0..dims.len() as i64).collect::<Vec<_>>() {
        return Err(bad(attribute, at_rest, "the transpose is not a permutation of the dimensions"));
    }
    // Ids past 2^24 are no program's processes (and would not fit in memory).
    const MOST_IDS: i64 = 1 << 24;
    let total = dims.iter().try_fold(1i64, |total, &d| total.checked_mul(d).filter(|t| d >= 0 && *t <= MOST_IDS));
    let Some(total) = total else {
        return Err(bad(
            attribute,
            at_rest,
            &format!("the dimensions hold more than {MOST_IDS} ids, or a negative size"),
        ));
    };
    if count < 0 || size < 0 || count.checked_mul(size) != Some(total) {
        return Err(bad(attribute, 0, &format!("{count} groups of {size} are not the {total} ids of the dimensions")));
    }
    // The ids in the transposed order: position `t` of the transposed
    // array holds the id at the original index `o`, `o[perm[j]] = t[j]`.
    let transposed: Vec<i64> = perm.iter().map(|&p| dims[p as usize]).collect();
    let mut ids = Vec::with_capacity(total as usize);
    for linear in 0..total {
        let mut rest = linear;
        let mut original = vec![0i64; dims.len()];
        for j in (0..transposed.len()).rev() {
            original[perm[j] as usize] = rest % transposed[j];
            rest /= transposed[j];
        }
        ids.push(original.iter().zip(&dims).fold(0, |id, (&index, &dim)| id * dim + index));
    }
    Ok(ids.chunks(size.max(1) as usize).map(<[i64]>::to_vec).collect())
}

/// What `metadata={...}` says: its `key=value` fields.
pub fn metadata(instruction: &Instruction) -> Vec<(String, String)> {
    instruction
        .attribute("metadata")
        .and_then(|a| a.value.strip_prefix('{').and_then(|v| v.strip_suffix('}')).map(key_values))
        .unwrap_or_default()
}
