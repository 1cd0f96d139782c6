//===- AssemblyHelpers.h - shared parse/print helpers -----------*- C++ -*-===//
//
// Small pieces of StableHLO's printed syntax used by several attributes and
// ops: integer lists `[1, 2]`, `key = value` structs (and the field tables
// that parse and print an attribute as one), constants.
//
//===----------------------------------------------------------------------===//

#ifndef INDEXOPT_DIALECT_STABLEHLO_ASSEMBLYHELPERS_H
#define INDEXOPT_DIALECT_STABLEHLO_ASSEMBLYHELPERS_H

#include "mlir/IR/BuiltinAttributeInterfaces.h"
#include "mlir/IR/OpImplementation.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"

#include <tuple>
#include <utility>

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

/// Whether a struct field is printed when it has its default value (an
/// empty list, zero). A field left out parses as that default either way.
enum class FieldPrint { Always, UnlessDefault };

/// One `name = value` field of an attribute `Attr` printed as a struct: the
/// key, the accessor of the parameter it holds (`T` is `ArrayRef<int64_t>`,
/// printed `[1, 2]`, or `int64_t`) and when it is printed. A table of them,
/// a `std::tuple` in the order of `Attr`'s parameters (the order `Attr::get`
/// takes them and the printed order), declares each field once for both
/// `parseFieldStruct` and `printFieldStruct`.
template <typename Attr, typename T> struct StructField {
  llvm::StringLiteral name;
  T (Attr::*get)() const;
  FieldPrint print;
};

/// A `StructField`, its attribute and value types taken from `get`.
template <typename Attr, typename T>
constexpr StructField<Attr, T>
structField(llvm::StringLiteral name, T (Attr::*get)() const,
            FieldPrint print = FieldPrint::UnlessDefault) {
  return {name, get, print};
}

namespace detail {
/// What a parsed field's value is held in until `Attr::get`.
template <typename T> struct FieldStorage {
  using type = T;
};
template <> struct FieldStorage<llvm::ArrayRef<int64_t>> {
  using type = llvm::SmallVector<int64_t>;
};

inline mlir::ParseResult parseFieldValue(mlir::AsmParser &parser,
                                         llvm::SmallVector<int64_t> &value) {
  return parseIntList(parser, value);
}
inline mlir::ParseResult parseFieldValue(mlir::AsmParser &parser,
                                         int64_t &value) {
  return parser.parseInteger(value);
}
inline void printFieldValue(mlir::AsmPrinter &printer,
                            llvm::ArrayRef<int64_t> value) {
  printIntList(printer, value);
}
inline void printFieldValue(mlir::AsmPrinter &printer, int64_t value) {
  printer << value;
}
inline bool isDefaultFieldValue(llvm::ArrayRef<int64_t> value) {
  return value.empty();
}
inline bool isDefaultFieldValue(int64_t value) { return value == 0; }

template <typename Attr, typename... T, size_t... I>
Attr parseFieldStruct(mlir::AsmParser &parser,
                      const std::tuple<StructField<Attr, T>...> &fields,
                      std::index_sequence<I...>) {
  std::tuple<typename FieldStorage<T>::type...> values{};
  llvm::StringRef keys[] = {std::get<I>(fields).name...};
  auto parseValue = [&](llvm::StringRef key) {
    mlir::ParseResult result = mlir::failure();
    ((key == std::get<I>(fields).name
          ? void(result = parseFieldValue(parser, std::get<I>(values)))
          : void()),
     ...);
    return result;
  };
  if (parseStructFields(parser, keys, parseValue))
    return {};
  return Attr::get(parser.getContext(), std::get<I>(values)...);
}

template <typename Attr, typename T>
void printField(mlir::AsmPrinter &printer, Attr attr,
                const StructField<Attr, T> &field, bool &first) {
  T value = (attr.*field.get)();
  if (field.print == FieldPrint::UnlessDefault && isDefaultFieldValue(value))
    return;
  if (!first)
    printer << ", ";
  first = false;
  printer << field.name << " = ";
  printFieldValue(printer, value);
}
} // namespace detail

/// Parses `key = value, ...` (as `parseStructFields`, without the
/// delimiters) into an `Attr` by its field table; null after an error.
template <typename Attr, typename... T>
Attr parseFieldStruct(mlir::AsmParser &parser,
                      const std::tuple<StructField<Attr, T>...> &fields) {
  return detail::parseFieldStruct(parser, fields,
                                  std::index_sequence_for<T...>());
}

/// Prints `attr`'s fields as `key = value, ...` (without the delimiters),
/// in the table's order, leaving out default values where the table says.
template <typename Attr, typename... T>
void printFieldStruct(mlir::AsmPrinter &printer, Attr attr,
                      const std::tuple<StructField<Attr, T>...> &fields) {
  bool first = true;
  std::apply(
      [&](const auto &...field) {
        (detail::printField(printer, attr, field, first), ...);
      },
      fields);
}

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
