//===- AssemblyHelpers.h - shared parse/print helpers -----------*- C++ -*-===//
//
// Small pieces of StableHLO's printed syntax used by several attributes and
// ops: integer lists `[1, 2]`, `key = value` structs, constants.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_DIALECT_STABLEHLO_ASSEMBLYHELPERS_H
#define INDEXOPT_DIALECT_STABLEHLO_ASSEMBLYHELPERS_H

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace indexopt::stablehlo {

/// Parses `[1, 2, 3]` (possibly empty).
mlir::ParseResult parseIntList(mlir::AsmParser &parser,
                               llvm::SmallVectorImpl<int64_t> &values);

/// Prints `[1, 2, 3]`.
void printIntList(mlir::AsmPrinter &printer, llvm::ArrayRef<int64_t> values);

/// Parses `key = value, key = value` (possibly empty, a trailing comma
/// allowed as StableHLO's parser allows it) up to, not including,
/// `>`; `parseValue(key)` parses the value of `key` or fails with an error.
/// Each key may appear once.
mlir::ParseResult parseStructFields(
    mlir::AsmParser &parser, llvm::ArrayRef<llvm::StringRef> keys,
    llvm::function_ref<mlir::ParseResult(llvm::StringRef)> parseValue);

/// Parses the pretty form of a constant, `{attrs} dense<...> : T` (the
/// attributes optional), adding the attributes and the value's type to
/// `result`; returns the value (null after an error).
mlir::ElementsAttr parseConstantValue(mlir::OpAsmParser &parser,
                                      mlir::OperationState &result);

/// Prints `op`'s constant `value` in that form.
void printConstantValue(mlir::OpAsmPrinter &printer, mlir::Operation *op,
                        mlir::ElementsAttr value);

} // namespace indexopt::stablehlo

#endif // INDEXOPT_DIALECT_STABLEHLO_ASSEMBLYHELPERS_H
