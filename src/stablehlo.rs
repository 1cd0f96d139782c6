//! Typed, safe access to the StableHLO attributes the op rules read: the
//! dimension numbers of gather, scatter, dot_general and convolution, and
//! the builtin array/elements attributes StableHLO ops carry
//! (`array<i64: ...>`, `dense<...> : tensor<Nx2xi64>`, `array<i1: ...>`).
//! Nothing here parses attribute text.

use crate::ffi;
use melior::ir::Attribute;
use melior::ir::attribute::AttributeLike;
use mlir_sys::{
    mlirAttributeIsADenseBoolArray, mlirAttributeIsADenseElements, mlirAttributeIsADenseI64Array,
    mlirAttributeIsAInteger, mlirDenseArrayGetNumElements, mlirDenseBoolArrayGetElement,
    mlirDenseElementsAttrGetInt64Value, mlirDenseI64ArrayGetElement, mlirElementsAttrGetNumElements,
    mlirIntegerAttrGetValueInt,
};

fn list(attribute: Attribute<'_>, index: i32) -> Vec<i64> {
    let mut data: *const i64 = std::ptr::null();
    // SAFETY: the attribute is live; the callee returns a length and a
    // pointer into the uniqued attribute storage (or -1).
    let length = unsafe { ffi::indexOptDimensionNumbersGetList(attribute.to_raw(), index, &mut data) };
    if length <= 0 || data.is_null() {
        return Vec::new();
    }
    // SAFETY: `data` points at `length` elements owned by the attribute.
    unsafe { std::slice::from_raw_parts(data, length as usize) }.to_vec()
}

fn integer(attribute: Attribute<'_>, index: i32) -> i64 {
    let mut found = false;
    // SAFETY: the attribute is live; `found` is writable.
    unsafe { ffi::indexOptDimensionNumbersGetInt(attribute.to_raw(), index, &mut found) }
}

fn kind(attribute: Attribute<'_>) -> u32 {
    // SAFETY: the attribute is live.
    unsafe { ffi::indexOptDimensionNumbersGetKind(attribute.to_raw()) }
}

/// `#stablehlo.gather<...>`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GatherDimensionNumbers {
    /// Result dimensions that are slice (offset) dimensions.
    pub offset_dims: Vec<i64>,
    /// Operand dimensions sliced to size 1 and dropped.
    pub collapsed_slice_dims: Vec<i64>,
    /// Operand dimensions that are batch dimensions.
    pub operand_batching_dims: Vec<i64>,
    /// The matching batch dimensions of `start_indices`.
    pub start_indices_batching_dims: Vec<i64>,
    /// Which operand dimension each start index component addresses.
    pub start_index_map: Vec<i64>,
    /// The dimension of `start_indices` holding index vectors.
    pub index_vector_dim: i64,
}

impl GatherDimensionNumbers {
    /// Reads a `#stablehlo.gather` attribute; `None` for any other.
    pub fn from_attribute(attribute: Attribute<'_>) -> Option<Self> {
        (kind(attribute) == 1).then(|| GatherDimensionNumbers {
            offset_dims: list(attribute, 0),
            collapsed_slice_dims: list(attribute, 1),
            operand_batching_dims: list(attribute, 2),
            start_indices_batching_dims: list(attribute, 3),
            start_index_map: list(attribute, 4),
            index_vector_dim: integer(attribute, 0),
        })
    }
}

/// `#stablehlo.scatter<...>`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ScatterDimensionNumbers {
    /// Update dimensions that are window dimensions.
    pub update_window_dims: Vec<i64>,
    /// Input dimensions the window does not span.
    pub inserted_window_dims: Vec<i64>,
    /// Input dimensions that are batch dimensions.
    pub input_batching_dims: Vec<i64>,
    /// The matching batch dimensions of `scatter_indices`.
    pub scatter_indices_batching_dims: Vec<i64>,
    /// Which input dimension each index component addresses.
    pub scatter_dims_to_operand_dims: Vec<i64>,
    /// The dimension of `scatter_indices` holding index vectors.
    pub index_vector_dim: i64,
}

impl ScatterDimensionNumbers {
    /// Reads a `#stablehlo.scatter` attribute; `None` for any other.
    pub fn from_attribute(attribute: Attribute<'_>) -> Option<Self> {
        (kind(attribute) == 2).then(|| ScatterDimensionNumbers {
            update_window_dims: list(attribute, 0),
            inserted_window_dims: list(attribute, 1),
            input_batching_dims: list(attribute, 2),
            scatter_indices_batching_dims: list(attribute, 3),
            scatter_dims_to_operand_dims: list(attribute, 4),
            index_vector_dim: integer(attribute, 0),
        })
    }
}

/// `#stablehlo.dot<...>`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DotDimensionNumbers {
    /// Batch dimensions of the lhs.
    pub lhs_batching_dimensions: Vec<i64>,
    /// Batch dimensions of the rhs.
    pub rhs_batching_dimensions: Vec<i64>,
    /// Contracted dimensions of the lhs.
    pub lhs_contracting_dimensions: Vec<i64>,
    /// Contracted dimensions of the rhs.
    pub rhs_contracting_dimensions: Vec<i64>,
}

impl DotDimensionNumbers {
    /// Reads a `#stablehlo.dot` attribute; `None` for any other.
    pub fn from_attribute(attribute: Attribute<'_>) -> Option<Self> {
        (kind(attribute) == 3).then(|| DotDimensionNumbers {
            lhs_batching_dimensions: list(attribute, 0),
            rhs_batching_dimensions: list(attribute, 1),
            lhs_contracting_dimensions: list(attribute, 2),
            rhs_contracting_dimensions: list(attribute, 3),
        })
    }
}

/// `#stablehlo.conv<...>`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ConvDimensionNumbers {
    /// Batch dimension of the input.
    pub input_batch_dimension: i64,
    /// Feature dimension of the input.
    pub input_feature_dimension: i64,
    /// Spatial dimensions of the input, in order.
    pub input_spatial_dimensions: Vec<i64>,
    /// Input-feature dimension of the kernel.
    pub kernel_input_feature_dimension: i64,
    /// Output-feature dimension of the kernel.
    pub kernel_output_feature_dimension: i64,
    /// Spatial dimensions of the kernel, in order.
    pub kernel_spatial_dimensions: Vec<i64>,
    /// Batch dimension of the output.
    pub output_batch_dimension: i64,
    /// Feature dimension of the output.
    pub output_feature_dimension: i64,
    /// Spatial dimensions of the output, in order.
    pub output_spatial_dimensions: Vec<i64>,
}

impl ConvDimensionNumbers {
    /// Reads a `#stablehlo.conv` attribute; `None` for any other.
    pub fn from_attribute(attribute: Attribute<'_>) -> Option<Self> {
        (kind(attribute) == 4).then(|| ConvDimensionNumbers {
            input_batch_dimension: integer(attribute, 0),
            input_feature_dimension: integer(attribute, 1),
            input_spatial_dimensions: list(attribute, 0),
            kernel_input_feature_dimension: integer(attribute, 2),
            kernel_output_feature_dimension: integer(attribute, 3),
            kernel_spatial_dimensions: list(attribute, 1),
            output_batch_dimension: integer(attribute, 4),
            output_feature_dimension: integer(attribute, 5),
            output_spatial_dimensions: list(attribute, 2),
        })
    }
}

/// The values of an `array<i64: ...>` attribute.
pub fn dense_i64_array(attribute: Attribute<'_>) -> Option<Vec<i64>> {
    // SAFETY: the attribute is live; indices are in range.
    unsafe {
        if !mlirAttributeIsADenseI64Array(attribute.to_raw()) {
            return None;
        }
        let n = mlirDenseArrayGetNumElements(attribute.to_raw());
        Some((0..n).map(|i| mlirDenseI64ArrayGetElement(attribute.to_raw(), i)).collect())
    }
}

/// The values of an `array<i1: ...>` attribute.
pub fn dense_bool_array(attribute: Attribute<'_>) -> Option<Vec<bool>> {
    // SAFETY: as above.
    unsafe {
        if !mlirAttributeIsADenseBoolArray(attribute.to_raw()) {
            return None;
        }
        let n = mlirDenseArrayGetNumElements(attribute.to_raw());
        Some((0..n).map(|i| mlirDenseBoolArrayGetElement(attribute.to_raw(), i)).collect())
    }
}

/// The values of an integer `dense<...>` elements attribute of i64 or index elements
/// (splats expanded), in row-major order, e.g. StableHLO's `padding`.
pub fn dense_i64_elements(attribute: Attribute<'_>) -> Option<Vec<i64>> {
    // SAFETY: as above; the element type is checked through the type.
    unsafe {
        if !mlirAttributeIsADenseElements(attribute.to_raw()) {
            return None;
        }
        let element = mlir_sys::mlirShapedTypeGetElementType(mlir_sys::mlirAttributeGetType(attribute.to_raw()));
        let is_i64 = mlir_sys::mlirTypeIsAInteger(element) && mlir_sys::mlirIntegerTypeGetWidth(element) == 64;
        if !is_i64 && !mlir_sys::mlirTypeIsAIndex(element) {
            return None;
        }
        let n = mlirElementsAttrGetNumElements(attribute.to_raw());
        Some((0..n).map(|i| mlirDenseElementsAttrGetInt64Value(attribute.to_raw(), i as isize)).collect())
    }
}

/// The value of an integer attribute.
pub fn integer_value(attribute: Attribute<'_>) -> Option<i64> {
    // SAFETY: the attribute is live.
    unsafe { mlirAttributeIsAInteger(attribute.to_raw()).then(|| mlirIntegerAttrGetValueInt(attribute.to_raw())) }
}

/// Element `index` (row-major flat index; any index of a splat) of an
/// integer `dense<...>` attribute, as i64.
pub fn dense_integer_element(attribute: Attribute<'_>, index: usize) -> Option<i64> {
    // SAFETY: the attribute is live; the element kind is checked first and
    // the index is in range.
    unsafe {
        let raw = attribute.to_raw();
        if !mlirAttributeIsADenseElements(raw) {
            return None;
        }
        let element = mlir_sys::mlirShapedTypeGetElementType(mlir_sys::mlirAttributeGetType(raw));
        let n = mlirElementsAttrGetNumElements(raw);
        let splat = mlir_sys::mlirDenseElementsAttrIsSplat(raw);
        let position = if splat { 0 } else { index as isize };
        if !splat && index as i64 >= n {
            return None;
        }
        if mlir_sys::mlirTypeIsAIndex(element) {
            return Some(mlirDenseElementsAttrGetInt64Value(raw, position));
        }
        if !mlir_sys::mlirTypeIsAInteger(element) {
            return None;
        }
        let signed = !mlir_sys::mlirIntegerTypeIsUnsigned(element);
        Some(match (mlir_sys::mlirIntegerTypeGetWidth(element), signed) {
            (64, _) => mlirDenseElementsAttrGetInt64Value(raw, position),
            (32, true) => mlir_sys::mlirDenseElementsAttrGetInt32Value(raw, position) as i64,
            (32, false) => mlir_sys::mlirDenseElementsAttrGetUInt32Value(raw, position) as i64,
            (16, true) => mlir_sys::mlirDenseElementsAttrGetInt16Value(raw, position) as i64,
            (16, false) => mlir_sys::mlirDenseElementsAttrGetUInt16Value(raw, position) as i64,
            (8, true) => mlir_sys::mlirDenseElementsAttrGetInt8Value(raw, position) as i64,
            (8, false) => mlir_sys::mlirDenseElementsAttrGetUInt8Value(raw, position) as i64,
            _ => return None,
        })
    }
}
