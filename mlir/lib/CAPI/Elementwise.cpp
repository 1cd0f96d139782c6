//===- Elementwise.cpp - which ops are elementwise ------------------------===//
//
// Lets the Rust analysis ask an op whether it is elementwise instead of
// keeping a list of names: the answer comes from the op's ODS traits.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/CAPI.h"
#include "IndexOpt/Interfaces/ElementwiseTraits.h"

#include "mlir/CAPI/IR.h"

extern "C" bool indexOptOperationIsElementwise(MlirOperation op) {
  mlir::Operation *operation = unwrap(op);
  return operation->hasTrait<mlir::OpTrait::Elementwise>() ||
         operation
             ->hasTrait<indexopt::OpTrait::ElementwiseWithScalarOperands>();
}
