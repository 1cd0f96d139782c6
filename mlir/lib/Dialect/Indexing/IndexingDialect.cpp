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

/// What one cell of a table annotation holds.
enum class Cell { Maps, RtVars, Superset, Counts, Tiles };

/// The shape of an annotation.
enum class Shape {
  /// Rows: results; cells: operands (on a function: arguments).
  Table,
  /// One cell per result of the op (or of the function).
  PerResult,
  /// One cell per argument of the function.
  PerArgument,
  /// A non-negative integer.
  Integer,
  /// A unit attribute.
  Unit,
  /// A dictionary.
  Dictionary,
  /// An array of `array<i64>`.
  SizeLists,
};

/// An annotation name, taken apart (docs/contract.md, "Annotations").
struct Annotation {
  Shape shape;
  bool function;
  Cell cell;
};

} // namespace

/// The annotation named `name` (without the dialect prefix), if it is one:
/// `[function_][input_to_output_](maps|rt_vars|superset|counts)` tables;
/// `live_bytes` (op), `peak_bytes`, `arena_bytes` (function) integers and
/// `peak_lower_bound` a unit; `tiling` (function) a dictionary,
/// `valid_tilings` size lists, `tiles` (op, per result), `argument_tiles`
/// and `result_tiles` (function) cells of tiles.
static std::optional<Annotation> annotationNamed(llvm::StringRef name) {
  if (name == "live_bytes")
    return Annotation{Shape::Integer, false, Cell::Maps};
  if (name == "peak_bytes" || name == "arena_bytes")
    return Annotation{Shape::Integer, true, Cell::Maps};
  if (name == "peak_lower_bound")
    return Annotation{Shape::Unit, true, Cell::Maps};
  if (name == "tiling")
    return Annotation{Shape::Dictionary, true, Cell::Maps};
  if (name == "valid_tilings")
    return Annotation{Shape::SizeLists, true, Cell::Maps};
  if (name == "tiles")
    return Annotation{Shape::PerResult, false, Cell::Tiles};
  if (name == "argument_tiles")
    return Annotation{Shape::PerArgument, true, Cell::Tiles};
  if (name == "result_tiles")
    return Annotation{Shape::PerResult, true, Cell::Tiles};
  Annotation annotation{Shape::Table, name.consume_front("function_"),
                        Cell::Maps};
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
  case Cell::Tiles: {
    if (llvm::isa<UnknownAttr>(cell))
      return nullptr;
    auto tiles = llvm::dyn_cast<ArrayAttr>(cell);
    if (!tiles || !llvm::all_of(tiles, llvm::IsaPred<DictionaryAttr>))
      return "an array of tile dictionaries or an #indexing.unknown";
    return nullptr;
  }
  }
  return nullptr;
}

/// Checks that `value` is an array of `size` cells of `kind`; `what` names
/// the array and `each` its elements in the messages.
static LogicalResult checkCells(Operation *op, const llvm::Twine &what,
                                Attribute value, size_t size,
                                llvm::StringRef each, Cell kind) {
  auto cells = llvm::dyn_cast<ArrayAttr>(value);
  if (!cells || cells.size() != size)
    return op->emitError() << what << " must be an array with one element per "
                           << each << " (" << size << ")";
  for (auto [index, cell] : llvm::enumerate(cells))
    if (const char *expected = checkCell(kind, cell))
      return op->emitError()
             << what << ", " << each << " " << index << " must be " << expected;
  return success();
}

LogicalResult IndexingDialect::verifyOperationAttribute(Operation *op,
                                                        NamedAttribute named) {
  llvm::StringRef name = named.getName().getValue();
  Attribute value = named.getValue();
  std::optional<Annotation> annotation =
      annotationNamed(name.drop_front(getNamespace().size() + 1));
  if (!annotation)
    return op->emitError() << "'" << name
                           << "' is not an index-opt annotation "
                              "(docs/contract.md, \"Annotations\")";
  auto function = llvm::dyn_cast<FunctionOpInterface>(op);
  if (annotation->function && !function)
    return op->emitError() << "'" << name << "' belongs on a function";
  std::string quoted = ("'" + name + "'").str();
  size_t results =
      annotation->function ? function.getNumResults() : op->getNumResults();
  size_t columns =
      annotation->function ? function.getNumArguments() : op->getNumOperands();
  switch (annotation->shape) {
  case Shape::Integer: {
    auto integer = llvm::dyn_cast<IntegerAttr>(value);
    if (!integer || integer.getInt() < 0)
      return op->emitError() << quoted << " must be a non-negative integer";
    return success();
  }
  case Shape::Unit:
    if (!llvm::isa<UnitAttr>(value))
      return op->emitError() << quoted << " must be a unit attribute";
    return success();
  case Shape::Dictionary:
    if (!llvm::isa<DictionaryAttr>(value))
      return op->emitError() << quoted << " must be a dictionary";
    return success();
  case Shape::SizeLists: {
    auto lists = llvm::dyn_cast<ArrayAttr>(value);
    if (!lists || !llvm::all_of(lists, llvm::IsaPred<DenseI64ArrayAttr>))
      return op->emitError() << quoted << " must be an array of array<i64>";
    return success();
  }
  case Shape::PerResult:
    return checkCells(op, quoted, value, results, "result", annotation->cell);
  case Shape::PerArgument:
    return checkCells(op, quoted, value, columns, "argument", annotation->cell);
  case Shape::Table:
    break;
  }
  auto table = llvm::dyn_cast<ArrayAttr>(value);
  if (!table || table.size() != results)
    return op->emitError() << quoted << " must be an array with one element "
                           << "per result (" << results << ")";
  llvm::StringRef each = annotation->function ? "argument" : "operand";
  for (auto [row, element] : llvm::enumerate(table))
    if (failed(checkCells(op, quoted + ": result " + llvm::Twine(row), element,
                          columns, each, annotation->cell)))
      return failure();
  return success();
}
