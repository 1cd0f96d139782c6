//! Typed, safe access to the StableHLO attributes the op rules read: the
//! dimension numbers of gather, scatter, dot_general and convolution, a
//! custom_call's output-operand aliases, tensor-type bounds, the transpose enum, and
//! the builtin array/elements attributes StableHLO ops carry
//! (`array<i64: ...>`, `dense<...> : tensor<Nx2xi64>`, `array<i1: ...>`).
//! Nothing here parses attribute text.

use crate::ffi;
pub use crate::ffi::DimensionNumbersKind;
use melior::ir::Attribute;
use melior::ir::attribute::{AttributeLike, DenseElementsAttribute, DenseI64ArrayAttribute, IntegerAttribute};
use melior::ir::r#type::{IntegerType, TypeLike};

/// Which dimension-numbers attribute `attribute` is
/// ([`DimensionNumbersKind::None`] for any other attribute).
pub fn dimension_numbers_kind(attribute: Attribute<'_>) -> DimensionNumbersKind {
    ffi::dimension_numbers_kind(attribute)
}

/// List field `index` (empty when out of range).
fn list(attribute: Attribute<'_>, index: i32) -> Vec<i64> {
    ffi::dimension_numbers_list(attribute, index).unwrap_or_default()
}

/// Integer field `index` (0 when out of range).
fn integer(attribute: Attribute<'_>, index: i32) -> i64 {
    ffi::dimension_numbers_int(attribute, index).unwrap_or(0)
}

fn is_kind(attribute: Attribute<'_>, kind: DimensionNumbersKind) -> bool {
    dimension_numbers_kind(attribute) == kind
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
        is_kind(attribute, DimensionNumbersKind::Gather).then(|| GatherDimensionNumbers {
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
        is_kind(attribute, DimensionNumbersKind::Scatter).then(|| ScatterDimensionNumbers {
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
        is_kind(attribute, DimensionNumbersKind::Dot).then(|| DotDimensionNumbers {
            lhs_batching_dimensions: list(attribute, 0),
            rhs_batching_dimensions: list(attribute, 1),
            lhs_contracting_dimensions: list(attribute, 2),
            rhs_contracting_dimensions: list(attribute, 3),
        })
    }
}

/// `#chlo.ragged_dot<...>`: a dot whose lhs ragged dimension is split
/// into groups whose sizes are an operand.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RaggedDotDimensionNumbers {
    /// The batch and contracting dimensions, as `dot_general`'s.
    pub dot: DotDimensionNumbers,
    /// The lhs dimension split into groups (one).
    pub lhs_ragged_dimensions: Vec<i64>,
    /// The rhs dimension that selects a group's matrix (empty unless the
    /// ragged dimension is a free dimension of the lhs).
    pub rhs_group_dimensions: Vec<i64>,
}

impl RaggedDotDimensionNumbers {
    /// Reads a `#chlo.ragged_dot` attribute; `None` for any other.
    pub fn from_attribute(attribute: Attribute<'_>) -> Option<Self> {
        is_kind(attribute, DimensionNumbersKind::RaggedDot).then(|| RaggedDotDimensionNumbers {
            dot: DotDimensionNumbers {
                lhs_batching_dimensions: list(attribute, 0),
                rhs_batching_dimensions: list(attribute, 1),
                lhs_contracting_dimensions: list(attribute, 2),
                rhs_contracting_dimensions: list(attribute, 3),
            },
            lhs_ragged_dimensions: list(attribute, 4),
            rhs_group_dimensions: list(attribute, 5),
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
        is_kind(attribute, DimensionNumbersKind::Conv).then(|| ConvDimensionNumbers {
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

/// `#stablehlo.output_operand_alias<...>` (a `custom_call` output written
/// into an operand's buffer).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OutputOperandAlias {
    /// The output's tuple index (empty: the output itself).
    pub output_tuple_indices: Vec<i64>,
    /// The operand it aliases.
    pub operand_index: i64,
    /// The tuple index inside that operand.
    pub operand_tuple_indices: Vec<i64>,
}

impl OutputOperandAlias {
    /// Reads a `#stablehlo.output_operand_alias` attribute; `None` for any
    /// other.
    pub fn from_attribute(attribute: Attribute<'_>) -> Option<Self> {
        is_kind(attribute, DimensionNumbersKind::OutputOperandAlias).then(|| OutputOperandAlias {
            output_tuple_indices: list(attribute, 0),
            operand_index: integer(attribute, 0),
            operand_tuple_indices: list(attribute, 1),
        })
    }
}

/// The values of an `array<i64: ...>` attribute.
pub fn dense_i64_array(attribute: Attribute<'_>) -> Option<Vec<i64>> {
    let array = DenseI64ArrayAttribute::try_from(attribute).ok()?;
    (0..array.len()).map(|index| array.element(index).ok()).collect()
}

/// The values of an `array<i1: ...>` attribute.
pub fn dense_bool_array(attribute: Attribute<'_>) -> Option<Vec<bool>> {
    ffi::dense_bool_array(attribute)
}

/// The values of an integer `dense<...>` elements attribute of i64 or index elements
/// (splats expanded), in row-major order, e.g. StableHLO's `padding`.
pub fn dense_i64_elements(attribute: Attribute<'_>) -> Option<Vec<i64>> {
    let elements = DenseElementsAttribute::try_from(attribute).ok()?;
    let element = ffi::shaped_element_type(attribute.r#type())?;
    let is_i64 = IntegerType::try_from(element).is_ok_and(|integer| integer.width() == 64);
    if !is_i64 && !element.is_index() {
        return None;
    }
    (0..elements.len()).map(|index| elements.i64_element(index).ok()).collect()
}

/// The bounds of a tensor type's `#stablehlo.bounds` encoding (also written
/// `#stablehlo.type_extensions<bounds = [...]>`, the same attribute), one per
/// dimension (`None` where a dimension has none); `None` for any other
/// attribute.
pub fn type_bounds(attribute: Attribute<'_>) -> Option<Vec<Option<i64>>> {
    is_kind(attribute, DimensionNumbersKind::Bounds)
        .then(|| list(attribute, 0).into_iter().map(|b| (b != i64::MIN).then_some(b)).collect())
}

/// Whether a `#stablehlo<transpose ...>` attribute transposes its matrix
/// (`TRANSPOSE` or `ADJOINT`); `None` for any other attribute.
pub fn transposes(attribute: Attribute<'_>) -> Option<bool> {
    // The enum's values: 1 NO_TRANSPOSE, 2 TRANSPOSE, 3 ADJOINT.
    is_kind(attribute, DimensionNumbersKind::Transpose).then(|| integer(attribute, 0) != 1)
}

/// The value of an integer attribute.
pub fn integer_value(attribute: Attribute<'_>) -> Option<i64> {
    IntegerAttribute::try_from(attribute).ok().map(|integer| integer.value())
}

/// Element `index` (row-major flat index; any index of a splat) of an
/// integer `dense<...>` attribute, as i64.
pub fn dense_integer_element(attribute: Attribute<'_>, index: usize) -> Option<i64> {
    let elements = DenseElementsAttribute::try_from(attribute).ok()?;
    let element = ffi::shaped_element_type(attribute.r#type())?;
    let position = if elements.is_splat() { 0 } else { index };
    if !elements.is_splat() && index >= elements.len() {
        return None;
    }
    if element.is_index() {
        return elements.i64_element(position).ok();
    }
    let integer = IntegerType::try_from(element).ok()?;
    let signed = !integer.is_unsigned();
    match (integer.width(), signed) {
        (64, _) => elements.i64_element(position).ok(),
        (32, true) => elements.i32_element(position).ok().map(i64::from),
        (32, false) => elements.u32_element(position).ok().map(i64::from),
        (16, true) => elements.i16_element(position).ok().map(i64::from),
        (16, false) => elements.u16_element(position).ok().map(i64::from),
        (8, true) => elements.i8_element(position).ok().map(i64::from),
        (8, false) => elements.u8_element(position).ok().map(i64::from),
        _ => None,
    }
}
