//===- Views.cpp - an affine expression or a tensor shape in one call -----===//
//
// MLIR's C API asks an affine expression its kind one kind at a time and a
// shaped type its sizes one dimension at a time (each through the
// `ShapedType` interface). The analyses read both for every expression and
// every value they visit; these accessors answer in one call each.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/CAPI.h"

#include "mlir/CAPI/AffineExpr.h"
#include "mlir/CAPI/IR.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/BuiltinTypes.h"

using namespace mlir;

extern "C" IndexOptAffineExprKind indexOptAffineExprView(MlirAffineExpr expr,
                                                         int64_t *value,
                                                         MlirAffineExpr *lhs,
                                                         MlirAffineExpr *rhs) {
  // One call for the kind; each case then holds the subclass it names.
  AffineExpr e = unwrap(expr);
  auto binary = [&](IndexOptAffineExprKind kind) {
    AffineBinaryOpExpr operation(e.getImpl());
    *lhs = wrap(operation.getLHS());
    *rhs = wrap(operation.getRHS());
    return kind;
  };
  switch (e.getKind()) {
  case AffineExprKind::DimId:
    *value = AffineDimExpr(e.getImpl()).getPosition();
    return IndexOptAffineExprDim;
  case AffineExprKind::SymbolId:
    *value = AffineSymbolExpr(e.getImpl()).getPosition();
    return IndexOptAffineExprSymbol;
  case AffineExprKind::Constant:
    *value = AffineConstantExpr(e.getImpl()).getValue();
    return IndexOptAffineExprConstant;
  case AffineExprKind::Add:
    return binary(IndexOptAffineExprAdd);
  case AffineExprKind::Mul:
    return binary(IndexOptAffineExprMul);
  case AffineExprKind::Mod:
    return binary(IndexOptAffineExprMod);
  case AffineExprKind::FloorDiv:
    return binary(IndexOptAffineExprFloorDiv);
  case AffineExprKind::CeilDiv:
    return binary(IndexOptAffineExprCeilDiv);
  }
  llvm_unreachable("every kind of affine expression is handled");
}

extern "C" intptr_t indexOptRankedTensorShape(MlirType type,
                                              const int64_t **sizes) {
  auto tensor = dyn_cast<RankedTensorType>(unwrap(type));
  if (!tensor)
    return -1;
  ArrayRef<int64_t> shape = tensor.getShape();
  *sizes = shape.data();
  return static_cast<intptr_t>(shape.size());
}
