//! What the analyses read from IR: tensor shapes, named attributes,
//! locations, walks, identities of ops and values. The only module of this
//! crate that calls the MLIR C API. Unreadable IR is a typed error
//! ([`IrError`], [`ShapeError`]); the analyses turn it into their own
//! reasons.

use index_opt_native::stablehlo;
use melior::ir::attribute::FlatSymbolRefAttribute;
use melior::ir::operation::OperationLike;
use melior::ir::{BlockLike, BlockRef, Location, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike};
use mlir_sys::{
    mlirLocationFileLineColRangeGetFilename, mlirLocationFileLineColRangeGetStartColumn,
    mlirLocationFileLineColRangeGetStartLine, mlirLocationIsAFileLineColRange, mlirShapedTypeGetElementType,
    mlirTypeIsARankedTensor, mlirTypeIsATensor,
};
use rustc_hash::FxHashMap as HashMap;

/// IR that cannot be read as an op's semantics require (a missing
/// attribute, one of the wrong kind or length). Its text is the reason
/// the indexing analysis prints for the op (as malformed IR).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum IrError {
    /// `missing attribute 'name'`.
    MissingAttribute(String),
    /// `attribute 'name' is not <expected>`.
    NotA {
        /// The attribute.
        name: String,
        /// What it should be (`array<i64>`, `an integer`, ...).
        expected: &'static str,
    },
    /// `mhlo.backend_config has no 'key'`.
    MissingBackendConfigKey(String),
    /// `mhlo.backend_config 'key' is not an integer`.
    BackendConfigNotAnInteger(String),
    /// `attribute 'name' has <found> values, expected <expected>`.
    WrongLength {
        /// The attribute.
        name: String,
        /// How many values it has.
        found: usize,
        /// How many it should have.
        expected: usize,
    },
}

impl IrError {
    fn missing(name: &str) -> Self {
        IrError::MissingAttribute(name.to_owned())
    }

    fn not_a(name: &str, expected: &'static str) -> Self {
        IrError::NotA { name: name.to_owned(), expected }
    }
}

impl std::fmt::Display for IrError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            IrError::MissingAttribute(name) => write!(f, "missing attribute '{name}'"),
            IrError::NotA { name, expected } => write!(f, "attribute '{name}' is not {expected}"),
            IrError::MissingBackendConfigKey(key) => write!(f, "mhlo.backend_config has no '{key}'"),
            IrError::BackendConfigNotAnInteger(key) => write!(f, "mhlo.backend_config '{key}' is not an integer"),
            IrError::WrongLength { name, found, expected } => {
                write!(f, "attribute '{name}' has {found} values, expected {expected}")
            }
        }
    }
}

impl std::error::Error for IrError {}

/// A type without the shape asked for. Its text is the reason the indexing
/// analysis prints (not a tensor; dynamic shape for the other two).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ShapeError {
    /// `<type> is not a tensor (no element index space)`.
    NotATensor(String),
    /// `<type> is unranked: no finite domain`.
    Unranked(String),
    /// `<type> has a dynamic dimension: no finite domain` (only
    /// [`static_shape`] asks for every dimension to be static).
    DynamicDimension(String),
}

impl std::fmt::Display for ShapeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ShapeError::NotATensor(r#type) => write!(f, "{type} is not a tensor (no element index space)"),
            ShapeError::Unranked(r#type) => write!(f, "{type} is unranked: no finite domain"),
            ShapeError::DynamicDimension(r#type) => write!(f, "{type} has a dynamic dimension: no finite domain"),
        }
    }
}

impl std::error::Error for ShapeError {}

/// The static shape of a ranked tensor type; otherwise why there is none.
pub fn static_shape(r#type: Type<'_>) -> Result<Vec<i64>, ShapeError> {
    let dims = shape_dims(r#type)?;
    if dims.iter().any(Option::is_none) {
        return Err(ShapeError::DynamicDimension(r#type.to_string()));
    }
    Ok(dims.into_iter().flatten().collect())
}

/// The dimension sizes of a ranked tensor type, `None` for a dynamic
/// (`?`) dimension; a scalar is rank 0 and a `!stablehlo.future<T>` has
/// T's shape. Otherwise why there is no shape.
pub fn shape_dims(r#type: Type<'_>) -> Result<Vec<Option<i64>>, ShapeError> {
    // A ranked tensor, the common case, in one call.
    if let Some(sizes) = index_opt_native::ranked_tensor_shape(r#type) {
        // SAFETY: a constant of MLIR's C API.
        let dynamic = unsafe { mlir_sys::mlirShapedTypeGetDynamicSize() };
        return Ok(sizes.iter().map(|&size| (size != dynamic).then_some(size)).collect());
    }
    let raw = r#type.to_raw();
    // SAFETY: `raw` is a live type; shaped-type queries are only made on
    // ranked tensors.
    unsafe {
        // A scalar (as in linalg regions, or `linalg.fill`'s value) is a
        // rank-0 index space.
        if mlir_sys::mlirTypeIsAInteger(raw)
            || mlir_sys::mlirTypeIsAFloat(raw)
            || mlir_sys::mlirTypeIsAIndex(raw)
            || mlir_sys::mlirTypeIsAComplex(raw)
        {
            return Ok(Vec::new());
        }
        if !mlirTypeIsATensor(raw) {
            if let Some(inner) = future_value_type(r#type) {
                return shape_dims(inner);
            }
            return Err(ShapeError::NotATensor(r#type.to_string()));
        }
        // A tensor that is not a ranked tensor.
        Err(ShapeError::Unranked(r#type.to_string()))
    }
}

/// The bound of dynamic dimension `dim` of a ranked tensor type whose
/// encoding gives bounds (`#stablehlo.bounds<?, 16>`, also written
/// `#stablehlo.type_extensions<bounds = [?, 16]>`): the largest size it can
/// have. `None` without one.
pub fn dimension_bound(r#type: Type<'_>, dim: usize) -> Option<i64> {
    let raw = r#type.to_raw();
    // SAFETY: `raw` is a live type; the encoding is only read from a ranked
    // tensor, and a non-null encoding is a live attribute.
    let encoding = unsafe {
        if !mlirTypeIsARankedTensor(raw) {
            return None;
        }
        let encoding = mlir_sys::mlirRankedTensorTypeGetEncoding(raw);
        if encoding.ptr.is_null() {
            return None;
        }
        melior::ir::Attribute::from_raw(encoding)
    };
    stablehlo::type_bounds(encoding)?.get(dim).copied().flatten().filter(|&b| b >= 0)
}

/// The bit width of a tensor's element type (complex counts both parts),
/// if it has one.
pub fn element_bit_width(r#type: Type<'_>) -> Option<u64> {
    // SAFETY: the element type is only read from ranked tensors.
    unsafe {
        if !mlirTypeIsARankedTensor(r#type.to_raw()) {
            return None;
        }
        let element = Type::from_raw(mlirShapedTypeGetElementType(r#type.to_raw()));
        bit_width(element)
    }
}

/// The bit width of a scalar type (integer, float, complex counting both
/// parts, `index` as 64 bits); `None` for anything else.
pub fn scalar_bit_width(r#type: Type<'_>) -> Option<u64> {
    if r#type.is_index() { Some(64) } else { bit_width(r#type) }
}

/// The element type of a ranked tensor.
pub fn element_type(r#type: Type<'_>) -> Option<Type<'_>> {
    // SAFETY: the element type is only read from ranked tensors.
    unsafe {
        if !mlirTypeIsARankedTensor(r#type.to_raw()) {
            return None;
        }
        Some(Type::from_raw(mlirShapedTypeGetElementType(r#type.to_raw())))
    }
}

fn bit_width(element: Type<'_>) -> Option<u64> {
    let raw = element.to_raw();
    // SAFETY: the type is live; queries match its kind.
    unsafe {
        if mlir_sys::mlirTypeIsAInteger(raw) {
            Some(mlir_sys::mlirIntegerTypeGetWidth(raw) as u64)
        } else if mlir_sys::mlirTypeIsAFloat(raw) {
            Some(mlir_sys::mlirFloatTypeGetWidth(raw) as u64)
        } else if mlir_sys::mlirTypeIsAComplex(raw) {
            bit_width(Type::from_raw(mlir_sys::mlirComplexTypeGetElementType(raw))).map(|w| 2 * w)
        } else {
            None
        }
    }
}

/// `file:line:col` for a file location, the printed location otherwise.
pub fn location_text(location: Location<'_>) -> String {
    if let Some((file, line, column)) = file_line_column(location) {
        return format!("{file}:{line}:{column}");
    }
    let mut text = String::new();
    if printed_location(location.to_raw(), &mut text) {
        return text;
    }
    let text = location.to_string();
    text.strip_prefix("loc(").and_then(|t| t.strip_suffix(')')).unwrap_or(&text).to_owned()
}

/// Writes the text MLIR's printer gives `location` inside `loc(...)`, read
/// through the location accessors instead of the printer (which a large
/// program would call once per op): named locations, file locations that
/// are a point, and fused locations without metadata, every string plain
/// (printable ASCII without `"` and `\`, which the printer writes as is).
/// `false` (and `out` unspecified) for anything else, which the caller
/// prints.
fn printed_location(raw: mlir_sys::MlirLocation, out: &mut String) -> bool {
    use std::fmt::Write as _;
    // SAFETY: `raw` is a live location (from a `Location` of a live
    // context); the identifiers' strings are owned by that context and read
    // before it can end.
    unsafe {
        if mlirLocationIsAFileLineColRange(raw) {
            let line = mlirLocationFileLineColRangeGetStartLine(raw);
            let column = mlirLocationFileLineColRangeGetStartColumn(raw);
            if line < 0
                || column < 0
                || mlir_sys::mlirLocationFileLineColRangeGetEndLine(raw) != line
                || mlir_sys::mlirLocationFileLineColRangeGetEndColumn(raw) != column
            {
                return false;
            }
            if !quoted(mlir_sys::mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(raw)), out) {
                return false;
            }
            write!(out, ":{line}:{column}").is_ok()
        } else if mlir_sys::mlirLocationIsAName(raw) {
            if !quoted(mlir_sys::mlirIdentifierStr(mlir_sys::mlirLocationNameGetName(raw)), out) {
                return false;
            }
            let child = mlir_sys::mlirLocationNameGetChildLoc(raw);
            let unknown = mlir_sys::mlirLocationUnknownGet(mlir_sys::mlirLocationGetContext(raw));
            if mlir_sys::mlirLocationEqual(child, unknown) {
                return true;
            }
            out.push('(');
            if !printed_location(child, out) {
                return false;
            }
            out.push(')');
            true
        } else if mlir_sys::mlirLocationIsAFused(raw) {
            if !mlir_sys::mlirLocationFusedGetMetadata(raw).ptr.is_null() {
                return false;
            }
            let count = mlir_sys::mlirLocationFusedGetNumLocations(raw) as usize;
            let mut parts = vec![mlir_sys::MlirLocation { ptr: std::ptr::null() }; count];
            mlir_sys::mlirLocationFusedGetLocations(raw, parts.as_mut_ptr());
            out.push_str("fused[");
            for (i, part) in parts.into_iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                if !printed_location(part, out) {
                    return false;
                }
            }
            out.push(']');
            true
        } else {
            false
        }
    }
}

/// Appends `"text"` when the printer writes `text` unescaped (printable
/// ASCII other than `"` and `\`); `false` otherwise.
fn quoted(text: mlir_sys::MlirStringRef, out: &mut String) -> bool {
    let bytes: &[u8] = if text.data.is_null() {
        &[]
    } else {
        // SAFETY: the string is the context's, live while this reads it.
        unsafe { std::slice::from_raw_parts(text.data.cast::<u8>(), text.length) }
    };
    if !bytes.iter().all(|&b| (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\') {
        return false;
    }
    out.push('"');
    // Printable ASCII is UTF-8.
    out.push_str(std::str::from_utf8(bytes).unwrap_or_default());
    out.push('"');
    true
}

/// The file, line and column of a file location (its start), in the file
/// itself for a chunk of `--split-input-file`; `None` for other kinds of
/// location.
pub fn file_line_column<'c>(location: Location<'c>) -> Option<(&'c str, u32, u32)> {
    let raw = location.to_raw();
    // SAFETY: the location is live; the file name is an identifier owned by
    // the context, which outlives `'c`.
    unsafe {
        if !mlirLocationIsAFileLineColRange(raw) {
            return None;
        }
        let name = mlir_sys::mlirIdentifierStr(mlirLocationFileLineColRangeGetFilename(raw));
        let bytes: &'c [u8] =
            if name.data.is_null() { &[] } else { std::slice::from_raw_parts(name.data.cast::<u8>(), name.length) };
        let file = std::str::from_utf8(bytes).unwrap_or("?");
        let line = mlirLocationFileLineColRangeGetStartLine(raw).max(0) as u32;
        let column = mlirLocationFileLineColRangeGetStartColumn(raw).max(0) as u32;
        // A chunk of `--split-input-file` is its own buffer, named "within
        // split at FILE:N offset ", whose line 1 is line N of FILE.
        if let Some((chunk_file, first)) = file
            .strip_prefix("within split at ")
            .and_then(|rest| rest.strip_suffix(" offset "))
            .and_then(|rest| rest.rsplit_once(':'))
            && let Ok(first) = first.parse::<u32>()
            && line > 0
        {
            return Some((chunk_file, first + line - 1, column));
        }
        Some((file, line, column))
    }
}

/// The `function_type` of a `func.func`, when it has one.
pub fn function_type<'c>(function: &OperationRef<'c, '_>) -> Option<melior::ir::r#type::FunctionType<'c>> {
    function
        .attribute("function_type")
        .ok()
        .and_then(|a| melior::ir::attribute::TypeAttribute::try_from(a).ok())
        .and_then(|t| melior::ir::r#type::FunctionType::try_from(t.value()).ok())
}

/// The (argument, result) counts of a `func.func`, from its
/// `function_type`; (0, 0) when it has none.
pub fn function_arity(function: &OperationRef) -> (usize, usize) {
    function_type(function).map(|f| (f.input_count(), f.result_count())).unwrap_or((0, 0))
}

/// An `array<i64: ...>` attribute of `op`.
pub fn i64_array(op: &OperationRef, name: &str) -> Result<Vec<i64>, IrError> {
    let attribute = op.attribute(name).map_err(|_| IrError::missing(name))?;
    stablehlo::dense_i64_array(attribute).ok_or_else(|| IrError::not_a(name, "array<i64>"))
}

/// An optional `array<i64: ...>` attribute, `default` when absent.
pub fn i64_array_or(op: &OperationRef, name: &str, default: Vec<i64>) -> Result<Vec<i64>, IrError> {
    if op.attribute(name).is_err() { Ok(default) } else { i64_array(op, name) }
}

/// The one type a `!stablehlo.future<T>` (the result of `async_start`)
/// will hold: its elements are indexed as `T`'s. `None` for any other type
/// or a future of several values. (MLIR's C API has no accessor for
/// StableHLO's future type: the printed form is read and `T` parsed.)
fn future_value_type(r#type: Type<'_>) -> Option<Type<'_>> {
    let text = r#type.to_string();
    let inner = text.strip_prefix("!stablehlo.future<")?.strip_suffix('>')?;
    let mut depth = 0;
    if inner.chars().any(|c| {
        depth += i32::from(c == '<') - i32::from(c == '>');
        c == ',' && depth == 0
    }) {
        return None;
    }
    // SAFETY: parsing in the live context of `r#type`; a null result (a
    // parse error) is checked before it is wrapped.
    unsafe {
        let context = mlir_sys::mlirTypeGetContext(r#type.to_raw());
        let text = mlir_sys::MlirStringRef { data: inner.as_ptr().cast(), length: inner.len() };
        let parsed = mlir_sys::mlirTypeParseGet(context, text);
        (!parsed.ptr.is_null()).then(|| Type::from_raw(parsed))
    }
}

/// An integer attribute of `op`.
pub fn integer(op: &OperationRef, name: &str) -> Result<i64, IrError> {
    let attribute = op.attribute(name).map_err(|_| IrError::missing(name))?;
    stablehlo::integer_value(attribute).ok_or_else(|| IrError::not_a(name, "an integer"))
}

/// Integer `key` of the `mhlo.backend_config` dictionary of a
/// `custom_call`.
pub fn backend_config_integer(op: &OperationRef, key: &str) -> Result<i64, IrError> {
    let config = op.attribute("mhlo.backend_config").map_err(|_| IrError::missing("mhlo.backend_config"))?;
    let value = melior::ir::attribute::DictionaryAttribute::try_from(config)
        .ok()
        .and_then(|dictionary| dictionary.element_by_name(key))
        .ok_or_else(|| IrError::MissingBackendConfigKey(key.to_owned()))?;
    stablehlo::integer_value(value).ok_or_else(|| IrError::BackendConfigNotAnInteger(key.to_owned()))
}

/// A boolean attribute of `op`; `default` when absent (`None`: required).
pub fn boolean(op: &OperationRef, name: &str, default: Option<bool>) -> Result<bool, IrError> {
    match op.attribute(name) {
        Ok(attribute) => melior::ir::attribute::BoolAttribute::try_from(attribute)
            .map(|b| b.value())
            .map_err(|_| IrError::not_a(name, "a boolean")),
        Err(_) => default.ok_or_else(|| IrError::missing(name)),
    }
}

/// Whether the `#stablehlo<transpose ...>` attribute `name` of `op`
/// transposes its matrix (`TRANSPOSE`, `ADJOINT`).
pub fn transposes(op: &OperationRef, name: &str) -> Result<bool, IrError> {
    let attribute = op.attribute(name).map_err(|_| IrError::missing(name))?;
    stablehlo::transposes(attribute).ok_or_else(|| IrError::not_a(name, "#stablehlo<transpose>"))
}

/// A string attribute of `op` (`None` when absent or not a string).
pub fn string(op: &OperationRef, name: &str) -> Option<String> {
    let attribute = op.attribute(name).ok()?;
    melior::ir::attribute::StringAttribute::try_from(attribute).ok().map(|s| s.value().to_owned())
}

/// An optional `dense<...> : tensor<Nx2xi64>` attribute as (low, high)
/// pairs, `n` zero pairs when absent.
pub fn padding_pairs(op: &OperationRef, name: &str, n: usize) -> Result<Vec<(i64, i64)>, IrError> {
    let Ok(attribute) = op.attribute(name) else { return Ok(vec![(0, 0); n]) };
    let values =
        stablehlo::dense_i64_elements(attribute).ok_or_else(|| IrError::not_a(name, "an i64 elements attribute"))?;
    if values.len() != 2 * n {
        return Err(IrError::WrongLength { name: name.to_owned(), found: values.len(), expected: 2 * n });
    }
    Ok(values.chunks(2).map(|pair| (pair[0], pair[1])).collect())
}

/// An optional `array<i1: ...>` attribute, `n` falses when absent.
pub fn bool_array_or(op: &OperationRef, name: &str, n: usize) -> Result<Vec<bool>, IrError> {
    let Ok(attribute) = op.attribute(name) else { return Ok(vec![false; n]) };
    stablehlo::dense_bool_array(attribute).ok_or_else(|| IrError::not_a(name, "array<i1>"))
}

/// The indexing maps of a linalg op (any op of the `LinalgOp` interface:
/// `linalg.generic` and every named op), one per operand, as affine maps;
/// `None` for any other op.
pub fn linalg_indexing_maps<'c>(op: &OperationRef<'c, '_>) -> Option<Vec<melior::ir::AffineMap<'c>>> {
    // SAFETY: `op` is live; MLIR's C API answers a null attribute for an op
    // that is not a `LinalgOp`, and the elements are checked to be affine
    // map attributes before they are read.
    unsafe {
        let attribute = mlir_sys::mlirLinalgGetIndexingMapsAttribute(op.to_raw());
        if attribute.ptr.is_null() || !mlir_sys::mlirAttributeIsAArray(attribute) {
            return None;
        }
        let n = mlir_sys::mlirArrayAttrGetNumElements(attribute);
        let mut maps = Vec::with_capacity(n as usize);
        for i in 0..n {
            let element = mlir_sys::mlirArrayAttrGetElement(attribute, i);
            if !mlir_sys::mlirAttributeIsAAffineMap(element) {
                return None;
            }
            maps.push(melior::ir::AffineMap::from_raw(mlir_sys::mlirAffineMapAttrGetValue(element)));
        }
        Some(maps)
    }
}

/// Whether the entry block argument `index` of region 0 of `op` is used
/// (a linalg op's region reads operand `index` only through it).
pub fn region_argument_used(op: &OperationRef<'_, '_>, index: usize) -> bool {
    let Some(block) = op.region(0).ok().and_then(|r| r.first_block()) else { return true };
    let Ok(argument) = block.argument(index) else { return true };
    // SAFETY: the argument is a live value.
    unsafe { !mlir_sys::mlirOpOperandIsNull(mlir_sys::mlirValueGetFirstUse(argument.to_raw())) }
}

/// How many op operands use `value` (the length of its use list).
pub fn use_count(value: melior::ir::Value<'_, '_>) -> usize {
    let mut count = 0;
    // SAFETY: the value is live; its uses are live op operands.
    unsafe {
        let mut operand = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(operand) {
            count += 1;
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    count
}

/// Whether `value` is defined in a region of `root` (at any depth).
pub fn defined_inside(value: melior::ir::Value, root: &OperationRef) -> bool {
    let root = root.to_raw();
    // SAFETY: `value` and `root` are live; every handle below comes from them.
    unsafe {
        let raw = value.to_raw();
        let mut owner = if mlir_sys::mlirValueIsABlockArgument(raw) {
            mlir_sys::mlirBlockGetParentOperation(mlir_sys::mlirBlockArgumentGetOwner(raw))
        } else {
            mlir_sys::mlirOperationGetParentOperation(mlir_sys::mlirOpResultGetOwner(raw))
        };
        while !owner.ptr.is_null() {
            if owner.ptr == root.ptr {
                return true;
            }
            owner = mlir_sys::mlirOperationGetParentOperation(owner);
        }
        false
    }
}

/// The op producing `value` and which of its results it is.
pub fn defining_op<'c, 'a>(value: melior::ir::Value<'c, 'a>) -> Option<(OperationRef<'c, 'a>, usize)> {
    let raw = value.to_raw();
    // SAFETY: `value` is live; an op result's owner is a live op.
    unsafe {
        if !mlir_sys::mlirValueIsAOpResult(raw) {
            return None;
        }
        let op = OperationRef::from_raw(mlir_sys::mlirOpResultGetOwner(raw));
        Some((op, mlir_sys::mlirOpResultGetResultNumber(raw) as usize))
    }
}

/// The identity of an op, for hash maps and sets (the op's address, kept
/// opaque: no pointer leaves this module as an integer).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct OpKey(*const std::ffi::c_void);

impl OpKey {
    /// The key of `op`.
    pub fn of<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> Self {
        OpKey(op.to_raw().ptr)
    }
}

/// The identity of a value (an op result or a block argument), for hash
/// maps and sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ValueKey(*const std::ffi::c_void);

impl ValueKey {
    /// The key of `value`.
    pub fn of<'c>(value: impl ValueLike<'c>) -> Self {
        ValueKey(value.to_raw().ptr)
    }
}

/// The `func.func` ops directly in `module`, in module order (the functions
/// every analysis and report visits).
pub fn functions<'c, 'a>(module: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut functions = Vec::new();
    let mut next = module.region(0).ok().and_then(|r| r.first_block()).and_then(|b| b.first_operation());
    while let Some(op) = next {
        if op_name(&op) == "func.func" {
            functions.push(op);
        }
        next = op.next_in_block();
    }
    functions
}

/// Calls `visit` on every op nested in `op` (not `op` itself), in pre-order,
/// with the lifetimes of `op` (melior's walk hands out shorter ones). The
/// ops are collected first and visited outside MLIR's walk callback, so a
/// panic in `visit` unwinds to the pass hook (which turns it into a
/// located error) instead of aborting at the C boundary.
pub fn walk_nested<'c, 'a>(op: &OperationRef<'c, 'a>, mut visit: impl FnMut(OperationRef<'c, 'a>)) {
    let root = OpKey::of(op);
    let mut nested = Vec::new();
    op.walk(melior::ir::operation::WalkOrder::PreOrder, |inner| {
        if OpKey::of(&inner) != root {
            // SAFETY: the walk hands out live ops nested in `op`, which live
            // as long as `op`'s module.
            nested.push(unsafe { OperationRef::from_raw(inner.to_raw()) });
        }
        melior::ir::operation::WalkResult::Advance
    });
    for inner in nested {
        visit(inner);
    }
}

/// Which entry block arguments of region `region` of `op` each value the
/// block returns depends on (through SSA operands, transitively): one row
/// per terminator operand, one flag per block argument. An op with
/// regions of its own depends on every argument (conservative); values
/// captured from outside the region depend on none. `None` when the region
/// is not a single block.
pub fn returned_value_dependencies(op: &OperationRef<'_, '_>, region: usize) -> Option<Vec<Vec<bool>>> {
    use std::collections::HashMap;
    let region = op.region(region).ok()?;
    let block = region.first_block()?;
    if block.next_in_region().is_some() {
        return None;
    }
    let n = block.argument_count();
    let mut of_value: HashMap<ValueKey, Vec<bool>> = HashMap::new();
    for i in 0..n {
        let mut row = vec![false; n];
        row[i] = true;
        of_value.insert(ValueKey::of(block.argument(i).ok()?), row);
    }
    let mut next = block.first_operation();
    while let Some(inner) = next {
        let mut row = vec![inner.region_count() > 0; n];
        for operand in inner.operands() {
            if let Some(from) = of_value.get(&ValueKey::of(operand)) {
                row.iter_mut().zip(from).for_each(|(flag, &f)| *flag |= f);
            }
        }
        if inner.next_in_block().is_none() {
            return Some(
                inner
                    .operands()
                    .map(|v| of_value.get(&ValueKey::of(v)).cloned().unwrap_or_else(|| vec![false; n]))
                    .collect(),
            );
        }
        for result in inner.results() {
            of_value.insert(ValueKey::of(result), row.clone());
        }
        next = inner.next_in_block();
    }
    None
}

/// Where a value is defined: the result of an op, or an argument of a
/// block whose parent op is `owner` (the function for its arguments).
pub enum ValueSource<'c, 'a> {
    /// Result `.1` of op `.0`.
    Result(OperationRef<'c, 'a>, usize),
    /// Argument `index` of a block of a region of `owner` (`None` for a
    /// detached block).
    BlockArgument {
        /// The op whose region holds the block.
        owner: Option<OperationRef<'c, 'a>>,
        /// The argument's position in its block.
        index: usize,
    },
}

/// Where `value` is defined.
pub fn value_source<'c, 'a>(value: melior::ir::Value<'c, 'a>) -> ValueSource<'c, 'a> {
    if let Some((op, result)) = defining_op(value) {
        return ValueSource::Result(op, result);
    }
    let raw = value.to_raw();
    // SAFETY: `value` is live and not an op result, so it is a block
    // argument; its block and the block's parent op (if any) are live.
    unsafe {
        let owner = mlir_sys::mlirBlockGetParentOperation(mlir_sys::mlirBlockArgumentGetOwner(raw));
        let index = mlir_sys::mlirBlockArgumentGetArgNumber(raw) as usize;
        ValueSource::BlockArgument { owner: (!owner.ptr.is_null()).then(|| OperationRef::from_raw(owner)), index }
    }
}

/// The name of `op` (`stablehlo.add`; `?` if it is not UTF-8). An op name
/// is an identifier uniqued in the context, so the text lives as long as
/// the context.
pub fn op_name<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> &'c str {
    // SAFETY: the identifier is owned by the context, which outlives 'c.
    let name = unsafe { melior::StringRef::<'c>::from_raw(mlir_sys::mlirIdentifierStr(op.name().to_raw())) };
    name.as_str().unwrap_or("?")
}

/// The `sym_name` of a function.
pub fn function_name(function: &OperationRef) -> String {
    string(function, "sym_name").unwrap_or_default()
}

/// The module function an op calls with its operands as the function's
/// arguments and its results as the function's results, without the `@`:
/// a `func.call`'s `callee`, a `stablehlo.composite`'s `decomposition`
/// (a composite's semantics are its decomposition's). `None` for any
/// other op.
pub fn callee_name(call: &OperationRef) -> Option<String> {
    let attribute = match op_name(call) {
        "func.call" => "callee",
        "stablehlo.composite" => "decomposition",
        _ => return None,
    };
    let attribute = FlatSymbolRefAttribute::try_from(call.attribute(attribute).ok()?).ok()?;
    Some(attribute.value().to_owned())
}

/// The nearest `builtin.module` that holds `op` (the op may sit in a
/// region of another op).
pub fn enclosing_module<'c, 'a>(op: &OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut module = op.parent_operation();
    while let Some(parent) = module.filter(|parent| op_name(parent) != "builtin.module") {
        module = parent.parent_operation();
    }
    module
}

/// The `func.func` named `name` directly in the `builtin.module` that holds
/// `op` (a callee looked up from a call, without a table of functions).
pub fn module_function<'c, 'a>(op: &OperationRef<'c, 'a>, name: &str) -> Option<OperationRef<'c, 'a>> {
    functions(&enclosing_module(op)?).into_iter().find(|function| function_name(function) == name)
}

/// The `func.func` ops directly in `module`, by name.
pub fn functions_by_name<'c, 'a>(module: &OperationRef<'c, 'a>) -> HashMap<String, OperationRef<'c, 'a>> {
    functions(module).into_iter().map(|op| (function_name(&op), op)).collect()
}

/// Whether `function`'s type takes `op`'s operand types to its result types.
pub fn same_signature(function: &OperationRef<'_, '_>, op: &OperationRef<'_, '_>) -> bool {
    let Some(function_type) = function_type(function) else { return false };
    let inputs: Vec<_> = (0..function_type.input_count()).map(|i| function_type.input(i).ok()).collect();
    let results: Vec<_> = (0..function_type.result_count()).map(|i| function_type.result(i).ok()).collect();
    inputs == op.operands().map(|v| Some(v.r#type())).collect::<Vec<_>>()
        && results == op.results().map(|v| Some(v.r#type())).collect::<Vec<_>>()
}

/// The ops of `block` in order, the terminator apart (`None` for an empty
/// block).
pub fn ops_and_terminator<'c, 'a>(
    block: &BlockRef<'c, 'a>,
) -> Option<(Vec<OperationRef<'c, 'a>>, OperationRef<'c, 'a>)> {
    let mut ops = Vec::new();
    let mut next = block.first_operation();
    while let Some(op) = next {
        ops.push(op);
        next = op.next_in_block();
    }
    let terminator = ops.pop()?;
    Some((ops, terminator))
}

/// Values defined outside `op` that ops in its regions use, in first-use
/// order.
pub fn captured_values<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    if op.region_count() == 0 {
        return Vec::new();
    }
    let mut seen = rustc_hash::FxHashSet::default();
    let mut captured = Vec::new();
    walk_nested(op, |inner| {
        for value in inner.operands() {
            if !defined_inside(value, op) && seen.insert(ValueKey::of(value)) {
                captured.push(value);
            }
        }
    });
    captured
}

#[cfg(test)]
mod tests {
    use super::{callee_name, function_name, functions, module_function, op_name, walk_nested};
    use melior::ir::operation::OperationLike;
    use melior::ir::{BlockLike, Module, RegionLike};

    #[test]
    fn a_callee_is_named_as_its_function_is_even_when_the_name_needs_quotes() {
        let context = index_opt_native::new_context();
        let text = r#"
            func.func private @"a\22b c"(%x: tensor<2xf32>) -> tensor<2xf32> {
              return %x : tensor<2xf32>
            }
            func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {
              %0 = func.call @"a\22b c"(%x) : (tensor<2xf32>) -> tensor<2xf32>
              return %0 : tensor<2xf32>
            }"#;
        let module = Module::parse(&context, text).expect("the module parses");
        let main = functions(&module.as_operation()).into_iter().find(|f| function_name(f) == "main").expect("main");
        let mut calls = Vec::new();
        walk_nested(&main, |op| {
            if op_name(&op) == "func.call" {
                calls.push(callee_name(&op));
            }
        });
        assert_eq!(calls, vec![Some("a\"b c".to_owned())]);
        let call = main.region(0).unwrap().first_block().unwrap().first_operation().unwrap();
        let callee = module_function(&call, "a\"b c").expect("the callee is found by its name");
        assert_eq!(function_name(&callee), "a\"b c");
    }
}
