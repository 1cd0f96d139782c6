//===- VerifierSupport.h - shared checks of the StableHLO verifiers -*- C++
//-*-===//
//
// The checks every StableHLO verifier is built from (dimension lists, sizes,
// shapes, element types, region signatures, window counts), shared by the
// verifier files of this directory. Messages start with the specification's
// constraint, e.g. `(C3)`, where the caller passes one.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_LIB_DIALECT_STABLEHLO_VERIFIERSUPPORT_H
#define INDEXOPT_LIB_DIALECT_STABLEHLO_VERIFIERSUPPORT_H

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"

#include <optional>
#include <string>

namespace indexopt::stablehlo::verify {

/// `value`'s (or `type`'s) ranked tensor type; null for anything else.
mlir::RankedTensorType ranked(mlir::Value value);
mlir::RankedTensorType ranked(mlir::Type type);

/// The element type of a shaped type; null for any other type.
mlir::Type elementType(mlir::Type type);

/// Two sizes agree: equal, or one of them dynamic.
bool staticEqual(int64_t a, int64_t b);

/// Every value of `dims` is in [0, bound), and optionally unique and sorted;
/// names the attribute in the error.
mlir::LogicalResult checkDims(mlir::Operation *op, llvm::StringRef name,
                              llvm::ArrayRef<int64_t> dims, int64_t bound,
                              bool unique = true, bool sorted = false);

/// The attribute `name` has `expected` elements (`what` says why).
mlir::LogicalResult checkSize(mlir::Operation *op, llvm::StringRef name,
                              size_t size, int64_t expected,
                              llvm::StringRef what);

/// The result has rank `expected` (checked before a verifier reads the
/// result's dimensions, which must exist); the message starts with
/// `constraint` when one is given.
mlir::LogicalResult checkResultRank(mlir::Operation *op,
                                    mlir::RankedTensorType result,
                                    int64_t expected,
                                    llvm::StringRef constraint = "");

/// `subject #index must be a statically shaped tensor`: `type`, a ranked
/// tensor, has no dynamic size (StableHLO's ODS types of the results of
/// `iota`, `infeed` and `recv`); other types pass.
mlir::LogicalResult checkStaticShape(mlir::Operation *op,
                                     llvm::StringRef subject, size_t index,
                                     mlir::Type type);

/// `"(Cn) "` to start a message with, or nothing without a constraint.
std::string constraintPrefix(llvm::StringRef constraint);

/// `[2, ?, 4]`: a shape for a message, `?` for a dynamic size.
std::string shapeText(llvm::ArrayRef<int64_t> shape);

/// Whether two ranked types have the same rank and sizes (a dynamic size
/// agrees with any).
bool sameShape(mlir::RankedTensorType a, mlir::RankedTensorType b);

/// Whether `type` has `shape` (a dynamic size agrees with any); true for
/// anything but a ranked tensor.
bool hasShape(mlir::Type type, llvm::ArrayRef<int64_t> shape);

/// Whether two element types agree: equal, or with `baseline`, quantized
/// types with the same storage and expressed types (scales and zero points
/// may differ).
bool sameElementType(mlir::Type a, mlir::Type b, bool baseline = false);

/// Whether two value types agree as the specification's `type(a) = type(b)`
/// under its Dynamism rules: tensors of the same rank whose sizes agree
/// where both are static and never above the other's bound
/// (`#stablehlo.bounds`, as StableHLO's type inference; two bounds are not
/// compared; an unranked tensor agrees with any tensor) and whose element types
/// agree (with `baseline`, as `sameElementType`); tuples element by
/// element; anything else by equality.
bool compatibleTypes(mlir::Type a, mlir::Type b, bool baseline = false);

/// Whether two lists of value types have one length and agree pairwise as
/// `compatibleTypes`.
bool compatibleTypes(mlir::TypeRange a, mlir::TypeRange b,
                     bool baseline = false);

/// `subject type X must be what's type Y`: `actual` (the op's `subject`, an
/// operand or the result, with its constraint) agrees with `expected` as
/// `compatibleTypes` does (the specification's `type(x) = type(y)`, or with
/// `baseline` its `baseline_type(x) = baseline_type(y)`). A null type is not
/// compared (callers pass `ranked(...)` to compare ranked tensors only).
mlir::LogicalResult checkSameType(mlir::Operation *op, llvm::StringRef subject,
                                  mlir::Type actual, mlir::Type expected,
                                  llvm::StringRef what, bool baseline = false);

/// `(Cn) subject element type X must be what's element type Y`: the element
/// types of `actual` and `expected` (shaped types or element types) agree
/// as `sameElementType`; values without an element type are not compared.
mlir::LogicalResult checkElementType(mlir::Operation *op,
                                     llvm::StringRef constraint,
                                     llvm::StringRef subject, mlir::Type actual,
                                     mlir::Type expected, llvm::StringRef what,
                                     bool baseline = false);

/// `(Cn) subject types (...) must be what's types (...)`: the two lists
/// have one length and agree pairwise as `compatibleTypes`.
mlir::LogicalResult checkTypes(mlir::Operation *op, llvm::StringRef constraint,
                               llvm::StringRef subject, mlir::TypeRange actual,
                               mlir::TypeRange expected, llvm::StringRef what,
                               bool baseline = false);

/// The region has one block whose arguments are `count` 0-d tensors; with
/// `accumulators` (a reducer's init values, `count` = twice their number),
/// arguments `i` and `n + i` may instead have the type of init value `i`
/// (StableHLO's verifier accepts such non-scalar accumulators).
mlir::LogicalResult checkScalarRegion(mlir::Operation *op, mlir::Region &region,
                                      size_t count, llvm::StringRef name,
                                      mlir::ValueRange accumulators = {},
                                      llvm::StringRef constraint = "");

/// The types the region's terminator returns; none when the block is empty
/// or has no terminator yet (MLIR checks terminators after op verifiers).
std::optional<mlir::TypeRange> returnedTypes(mlir::Region &region);

/// `(Cn) region name has type (inputs) -> (outputs)`: the region's block
/// arguments and returned values agree with the given types as
/// `compatibleTypes`.
mlir::LogicalResult
checkRegionSignature(mlir::Operation *op, mlir::Region &region,
                     llvm::StringRef constraint, llvm::StringRef name,
                     mlir::TypeRange inputs, mlir::TypeRange outputs);

/// The specification's `is_promotable(x, y)` on element types: the same
/// kind (boolean, signed or unsigned integer, float, complex) and `y` no
/// narrower than `x`; quantized types by storage type, with the same
/// expressed type.
bool isPromotable(mlir::Type from, mlir::Type to);

/// A reducer's body (`reduce`, `reduce_window`, `scatter`, `all_reduce`,
/// `reduce_scatter`, `select_and_scatter`'s scatter): `2N` arguments of types
/// `tensor<E0>, ..., tensor<EN-1>, tensor<E0>, ..., tensor<EN-1>` returning
/// `N` values of those types, where each `Ei` is promotable from
/// `inputElements[i]` (or, for the accumulators StableHLO's verifier also
/// accepts, argument `i` has init value `i`'s type). Fills `accumulators`
/// with the `Ei` (null where the argument is not a tensor).
mlir::LogicalResult
checkReducer(mlir::Operation *op, mlir::Region &region,
             llvm::StringRef constraint, llvm::StringRef name,
             llvm::ArrayRef<mlir::Type> inputElements,
             mlir::ValueRange initValues,
             llvm::SmallVectorImpl<mlir::Type> &accumulators);

/// The number of windows along one dimension (the specification's
/// `num_windows` of `convolution`, `reduce_window` and
/// `select_and_scatter`): the input of `size` elements dilated by
/// `baseDilation`, padded by `low` and `high`, a window of `window` elements
/// dilated by `windowDilation` moved by `stride`. Dynamic when `size` is;
/// none when the arithmetic overflows 64 bits.
std::optional<int64_t> numWindows(int64_t size, int64_t window, int64_t stride,
                                  int64_t baseDilation, int64_t windowDilation,
                                  int64_t low, int64_t high);

/// Entry `i` of an optional window attribute (strides, dilations), 1 when
/// the attribute is absent.
int64_t valueOrOne(std::optional<llvm::ArrayRef<int64_t>> values, size_t i);

/// The integers of a 1-d constant operand (`stablehlo.constant` or any op
/// MLIR folds to a constant), if `value` is one.
std::optional<llvm::SmallVector<int64_t>> constantInts(mlir::Value value);

/// The first dimension where `sized` has a static size above the bound
/// `bounds` gives it (`ShapedType::kDynamic`: no bound), if any; ranks
/// that differ compare nothing. StableHLO's type inference never lets a
/// size exceed a bound it meets (`tensor<3xf32>` and `tensor<?xf32,
/// #stablehlo.bounds<2>>` are incompatible).
std::optional<int64_t> sizeAboveBound(mlir::RankedTensorType sized,
                                      llvm::ArrayRef<int64_t> bounds);

/// A 1-d shape operand `name` (`output_shape`, `output_dimensions`) that
/// is a constant with one entry per result dimension is the result's shape
/// (a dynamic result size agrees with any): StableHLO's check of a constant
/// shape operand against the result type. Other operands pass (their rank
/// is checked by the op's own constraints).
mlir::LogicalResult checkConstantShape(mlir::Operation *op,
                                       llvm::StringRef name, mlir::Value shape,
                                       mlir::Type result);

/// The bound of each dimension of `type` from its `#stablehlo.bounds`
/// encoding (`TypeExtensionsAttr`, also written `#stablehlo.type_extensions`):
/// the largest size a dynamic dimension can have, `ShapedType::kDynamic`
/// where there is none (every static dimension, and every dimension of a
/// type without bounds).
llvm::SmallVector<int64_t> dimensionBounds(mlir::RankedTensorType type);

/// Element kinds, as a bit set (`kindOf`).
namespace kind {
enum : unsigned {
  Boolean = 1,
  SignedInteger = 2,
  UnsignedInteger = 4,
  Float = 8,
  Complex = 16,
  Quantized = 32,
  Integer = SignedInteger | UnsignedInteger,
};
} // namespace kind

/// The kind of an element type (`i1` is `kind::Boolean`, other signless
/// integers `kind::SignedInteger`); 0 for anything a tensor of StableHLO
/// does not hold (index, ...).
unsigned kindOf(mlir::Type element);

/// `what #index must have <text> elements, not E` unless the element kind
/// of `type` is one of `kinds`; a type without elements passes.
mlir::LogicalResult checkKind(mlir::Operation *op, unsigned kinds,
                              llvm::StringRef text, llvm::StringRef what,
                              size_t index, mlir::Type type);

/// `check("operand", i, type)` for every operand, then `check("result", i,
/// type)` for every result of `op`; the first failure.
mlir::LogicalResult checkEveryValue(
    mlir::Operation *op,
    llvm::function_ref<mlir::LogicalResult(llvm::StringRef, size_t, mlir::Type)>
        check);

/// Whether `value` (a constant's value type) holds the storage values of
/// the quantized tensor type `result`: the same shape, and the storage
/// type of `result`'s quantized element type as element type (StableHLO's
/// `stablehlo.constant() {value = dense<..> : tensor<2xi8>} : () ->
/// tensor<2x!quant.uniform<i8:f32, ...>>`).
bool isQuantizedStorageValue(mlir::Type result, mlir::Type value);

/// Whether `element` is an element type of StableHLO's tensors, as its ODS
/// types list them (`HLO_Pred`, `HLO_Int`, `HLO_Float`, `HLO_Complex`, the
/// quantized types, whose storage the quantization table checks): `i1`;
/// signless or unsigned integers of 2, 4, 8, 16, 32 or 64 bits; the
/// floating-point types from `f4E2M1FN` to `f64` (not `tf32`, `f80`,
/// `f128`); `complex<f32>` and `complex<f64>`. `index` too where
/// `allowIndex` (the shape operands of the dynamic ops, `HLO_DimensionTensor`).
bool isStablehloElement(mlir::Type element, bool allowIndex);

/// `what #index` of `op` has a type a StableHLO (or CHLO) op takes: a
/// ranked tensor (or, with `allowUnranked`, any tensor) of a StableHLO
/// element type (`isStablehloElement`), a token, a future, or, with
/// `allowTuples`, a tuple of those. Anything else (a memref, a vector, a bare
/// scalar such as `f32`, a tensor of `i7`, `si32`, `f80` or `index`) is an
/// error naming the value and its type.
mlir::LogicalResult checkStablehloValueType(mlir::Operation *op,
                                            llvm::StringRef what, size_t index,
                                            mlir::Type type, bool allowIndex,
                                            bool allowTuples,
                                            bool allowUnranked);

} // namespace indexopt::stablehlo::verify

#endif // INDEXOPT_LIB_DIALECT_STABLEHLO_VERIFIERSUPPORT_H
