//===- IndexingDialect.cpp - the `indexing` dialect -----------------------===//
//
// The dialect and the verifier of its discardable attributes: the
// annotations `hlo-indexing{annotate=true}` and
// `buffer-liveness{annotate=true}` attach (docs/contract.md, "Annotations").
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/Indexing/IndexingDialect.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Operation.h"
#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;
using namespace indexopt::indexing;

#include "IndexOpt/Dialect/Indexing/IndexingDialect.cpp.inc"

void IndexingDialect::initialize() { registerAttributes(); }

namespace {

/// What one (result, operand) cell of a table annotation holds.
enum class Cell { Maps, RtVars, Superset, Counts };

/// An annotation name, taken apart: `indexing.[function_][input_to_output_]
/// (maps|rt_vars|superset|counts)` is a table (rows: results, columns:
/// operands or, on a function, arguments); `indexing.live_bytes` (on an
/// op) and `indexing.peak_bytes`, `indexing.arena_bytes` (on a function)
/// are integers.
struct Annotation {
  bool table = false;
  bool function = false;
  Cell cell = Cell::Maps;
};

} // namespace

/// The annotation named `name` (without the dialect prefix), if it is one.
static std::optional<Annotation> annotationNamed(llvm::StringRef name) {
  if (name == "live_bytes")
    return Annotation{false, false, Cell::Maps};
  if (name == "peak_bytes" || name == "arena_bytes")
    return Annotation{false, true, Cell::Maps};
  if (name == "peak_lower_bound")
    return Annotation{false, true, Cell::Counts};
  Annotation annotation;
  annotation.table = true;
  annotation.function = name.consume_front("function_");
  name.consume_front("input_to_output_");
  if (name == "maps")
    annotation.cell = Cell::Maps;
  else if (name == "rt_vars")
    annotation.cell = Cell::RtVars;
  else if (name == "superset")
    annotation.cell = Cell::Superset;
  else if (name == "counts")
    annotation.cell = Cell::Counts;
  else
    return std::nullopt;
  return annotation;
}

/// Checks one cell; returns the expectation it fails, or null.
static const char *checkCell(Cell kind, Attribute cell) {
  switch (kind) {
  case Cell::Maps: {
    if (llvm::isa<UnknownAttr>(cell))
      return nullptr;
    auto maps = llvm::dyn_cast<ArrayAttr>(cell);
    if (!maps || !llvm::all_of(maps, llvm::IsaPred<MapAttr>))
      return "an array of #indexing.map or an #indexing.unknown";
    return nullptr;
  }
  case Cell::RtVars: {
    auto vars = llvm::dyn_cast<ArrayAttr>(cell);
    if (!vars || !llvm::all_of(vars, llvm::IsaPred<DictionaryAttr>))
      return "an array of dictionaries (one per runtime variable)";
    return nullptr;
  }
  case Cell::Superset:
    return llvm::isa<StringAttr>(cell) ? nullptr : "a string";
  case Cell::Counts:
    return llvm::isa<DictionaryAttr>(cell) ? nullptr : "a dictionary";
  }
  return nullptr;
}

LogicalResult IndexingDialect::verifyOperationAttribute(Operation *op,
                                                        NamedAttribute named) {
  llvm::StringRef name = named.getName().getValue();
  std::optional<Annotation> annotation =
      annotationNamed(name.drop_front(getNamespace().size() + 1));
  if (!annotation)
    return op->emitError() << "'" << name
                           << "' is not an index-opt annotation "
                              "(docs/contract.md, \"Annotations\")";
  auto function = llvm::dyn_cast<FunctionOpInterface>(op);
  if (annotation->function && !function)
    return op->emitError() << "'" << name << "' belongs on a function";
  if (!annotation->table && annotation->cell == Cell::Counts) {
    if (!llvm::isa<UnitAttr>(named.getValue()))
      return op->emitError() << "'" << name << "' must be a unit attribute";
    return success();
  }
  if (!annotation->table) {
    auto integer = llvm::dyn_cast<IntegerAttr>(named.getValue());
    if (!integer || integer.getInt() < 0)
      return op->emitError()
             << "'" << name << "' must be a non-negative integer";
    return success();
  }
  size_t rows =
      annotation->function ? function.getNumResults() : op->getNumResults();
  size_t columns =
      annotation->function ? function.getNumArguments() : op->getNumOperands();
  auto table = llvm::dyn_cast<ArrayAttr>(named.getValue());
  if (!table || table.size() != rows)
    return op->emitError() << "'" << name << "' must be an array with one "
                           << "element per result (" << rows << ")";
  for (auto [row, element] : llvm::enumerate(table)) {
    auto cells = llvm::dyn_cast<ArrayAttr>(element);
    if (!cells || cells.size() != columns)
      return op->emitError() << "'" << name << "': result " << row
                             << " must be an array with one element per "
                             << (annotation->function ? "argument" : "operand")
                             << " (" << columns << ")";
    for (auto [column, cell] : llvm::enumerate(cells))
      if (const char *expected = checkCell(annotation->cell, cell))
        return op->emitError()
               << "'" << name << "': result " << row << ", "
               << (annotation->function ? "argument " : "operand ") << column
               << " must be " << expected;
  }
  return success();
}
