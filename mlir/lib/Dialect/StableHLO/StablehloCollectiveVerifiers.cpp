//===- StablehloCollectiveVerifiers.cpp - collectives and communication ---===//
//
// The specification's constraints of the collective ops (`all_gather`,
// `all_reduce`, `collective_reduce`, `all_to_all`, `collective_broadcast`,
// `collective_permute`, `reduce_scatter`) and of `send`, `recv`, `infeed`.
// These ops are printed in generic form and keep their attributes as given
// (`OptionalAttr<AnyAttr>`), so each check reads an attribute only when it
// has the kind the specification gives it; `#stablehlo.replica_group_mesh_axes`
// groups are not expanded and their checks are skipped.
//
// The number of processes an id must be below (`num_replicas`,
// `num_partitions`, or both multiplied for `flattened_ids`) comes from the
// enclosing module's `mhlo.num_replicas` / `mhlo.num_partitions`, as JAX
// prints them; without them ids are checked against the number of entries
// of the groups, as the specification's `0 <= replica_groups <
// size(replica_groups)` reads. `-1` pads uneven groups (XLA's convention)
// and is not an id.
//
// Beyond the specification, what StableHLO's verifiers reject: tables
// (`replica_groups`, `source_target_pairs`) of a rank other than 2, empty
// groups with global device ids, ids that leave a gap (`GroupRules`), `-1`
// in the groups of the ops whose groups have one size, and a gathered or
// scattered dimension of size 0.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"
#include "VerifierSupport.h"

#include "llvm/ADT/SmallSet.h"

using namespace mlir;
using namespace indexopt::stablehlo;
using namespace indexopt::stablehlo::verify;

namespace {

/// An integer attribute of `op` named `name`, if it has one.
std::optional<int64_t> integerAttr(Operation *op, StringRef name) {
  if (auto attr = op->getAttrOfType<IntegerAttr>(name))
    return attr.getInt();
  return std::nullopt;
}

/// A boolean attribute given as `BoolAttr` or as a unit attribute.
bool flag(Operation *op, StringRef name) {
  Attribute attr = op->getAttr(name);
  if (auto boolean = dyn_cast_or_null<BoolAttr>(attr))
    return boolean.getValue();
  return isa_and_nonnull<UnitAttr>(attr);
}

/// The op's channel id (0 without a channel handle).
int64_t channelId(Operation *op) {
  if (auto handle = op->getAttrOfType<ChannelHandleAttr>("channel_handle"))
    return handle.getHandle();
  return 0;
}

/// `mhlo.num_replicas` or `mhlo.num_partitions` of the nearest enclosing op
/// that states it.
std::optional<int64_t> moduleCount(Operation *op, StringRef name) {
  for (Operation *parent = op->getParentOp(); parent;
       parent = parent->getParentOp())
    if (auto attr = parent->getAttrOfType<IntegerAttr>(name))
      return attr.getInt();
  return std::nullopt;
}

/// How many processes the ids of a collective range over: with global
/// device ids (`flattened_ids`) all processes, else replicas without a
/// channel or with `replicasWithChannel` (`cross_replica`,
/// `cross_replica_and_partition`) and partitions with a channel
/// (`cross_partition`).
std::optional<int64_t> processCount(Operation *op, bool replicasWithChannel) {
  std::optional<int64_t> replicas = moduleCount(op, "mhlo.num_replicas");
  std::optional<int64_t> partitions = moduleCount(op, "mhlo.num_partitions");
  if (flag(op, "use_global_device_ids"))
    return replicas && partitions
               ? std::optional<int64_t>(*replicas * *partitions)
               : std::nullopt;
  if (channelId(op) > 0 && !replicasWithChannel)
    return partitions;
  return replicas;
}

/// A 2-d table of ids (`replica_groups`, `source_target_pairs`), row by row.
struct IdTable {
  int64_t rows = 0, columns = 0;
  SmallVector<int64_t> ids;
  int64_t at(int64_t row, int64_t column) const {
    return ids[row * columns + column];
  }
};

/// The 2-d integer table `name` of `op`, if it is one.
std::optional<IdTable> idTable(Operation *op, StringRef name) {
  auto attr = op->getAttrOfType<DenseIntElementsAttr>(name);
  if (!attr || attr.getType().getRank() != 2)
    return std::nullopt;
  IdTable table;
  table.rows = attr.getType().getDimSize(0);
  table.columns = attr.getType().getDimSize(1);
  for (const APInt &value : attr.getValues<APInt>())
    table.ids.push_back(value.getSExtValue());
  return table;
}

/// A 2-d integer table of ids (`replica_groups`, `source_target_pairs`):
/// StableHLO's verifier rejects one of any other rank.
LogicalResult checkTableRank(Operation *op, StringRef name) {
  auto attr = op->getAttrOfType<DenseIntElementsAttr>(name);
  if (attr && attr.getType().getRank() != 2)
    return op->emitOpError()
           << name << " must be a rank-2 tensor, not " << attr.getType();
  return success();
}

/// What StableHLO's verifier asks of an op's replica groups beyond the
/// specification's uniqueness and range.
struct GroupRules {
  /// `-1` may pad uneven groups (`all_reduce`); ops whose groups have one
  /// size (`all_gather`, `reduce_scatter`, `all_to_all`) reject it, and so
  /// does `collective_broadcast` (its ids must be non-negative).
  bool padding;
  /// The ids are `0, ..., n-1` for the `n` ids named, none missing.
  bool gapless;
};

/// `(Cu) is_unique(replica_groups)` and `(Cr) 0 <= replica_groups < N`:
/// every id of the groups is unique and in range (`-1` pads where `rules`
/// allow it and global device ids are not used); with `sizeConstraint`,
/// `(Cs) size(replica_groups) = N` where the module states N: non-empty
/// groups name every process. Beyond the specification, as StableHLO's
/// verifier: a rank-2 table, non-empty with global device ids, and ids
/// without a gap where `rules` say so. Returns the groups.
FailureOr<std::optional<IdTable>>
checkReplicaGroups(Operation *op, StringRef uniqueConstraint,
                   StringRef rangeConstraint, bool replicasWithChannel,
                   GroupRules rules, StringRef sizeConstraint = "") {
  if (failed(checkTableRank(op, "replica_groups")))
    return failure();
  std::optional<IdTable> groups = idTable(op, "replica_groups");
  if (!groups)
    return groups;
  if (flag(op, "use_global_device_ids") && groups->ids.empty())
    return op->emitOpError()
           << "replica_groups must not be empty with use_global_device_ids";
  if (!rules.padding && llvm::is_contained(groups->ids, -1))
    return op->emitOpError()
           << "replica_groups must not contain -1 ("
           << op->getName().stripDialect() << " does not pad its groups)";
  std::optional<int64_t> bound = processCount(op, replicasWithChannel);
  int64_t limit = bound ? *bound : static_cast<int64_t>(groups->ids.size());
  bool padding = rules.padding && !flag(op, "use_global_device_ids");
  auto ids = llvm::count_if(groups->ids,
                            [&](int64_t id) { return !(padding && id == -1); });
  if (!sizeConstraint.empty() && bound && ids != 0 && ids != *bound)
    return op->emitOpError() << sizeConstraint << " replica_groups name " << ids
                             << " processes, but the module states " << *bound;
  llvm::SmallSet<int64_t, 16> seen;
  for (int64_t id : groups->ids) {
    if (id == -1 && padding)
      continue;
    if (id < 0 || id >= limit)
      return op->emitOpError() << rangeConstraint << " replica_groups id " << id
                               << " is out of range [0, " << limit << ")"
                               << (bound ? " (the processes the module states)"
                                         : " (the number of ids)");
    if (!seen.insert(id).second)
      return op->emitOpError()
             << uniqueConstraint << " replica_groups has the id " << id
             << " twice";
  }
  if (rules.gapless)
    for (int64_t id = 0; id < static_cast<int64_t>(seen.size()); ++id)
      if (!seen.contains(id))
        return op->emitOpError()
               << "replica_groups names " << seen.size()
               << " ids but not the id " << id << " (the ids must be 0 to "
               << seen.size() - 1 << ", none missing)";
  return groups;
}

/// `(Cn) If use_global_device_ids = true, then channel_id > 0`.
LogicalResult checkGlobalIdsChannel(Operation *op, StringRef constraint) {
  if (flag(op, "use_global_device_ids") && channelId(op) <= 0)
    return op->emitOpError()
           << constraint
           << " use_global_device_ids needs a channel_id greater than 0";
  return success();
}

/// A dimension attribute (`all_gather_dim`, `scatter_dimension`, ...) in
/// `[0, rank)` for every operand; returns it (none when it is absent).
FailureOr<std::optional<int64_t>> checkDimension(Operation *op, StringRef name,
                                                 StringRef constraint,
                                                 ValueRange operands) {
  std::optional<int64_t> dim = integerAttr(op, name);
  if (!dim)
    return std::optional<int64_t>();
  for (Value operand : operands)
    if (auto type = ranked(operand);
        type && (*dim < 0 || *dim >= type.getRank()))
      return op->emitOpError()
             << constraint << " " << name << " " << *dim
             << " is out of range [0, " << type.getRank() << ")";
  return dim;
}

/// Result `i` has the type of `operands[i]`, with the expected shape
/// changed by `adjust` (a collective's gathered or scattered dimensions);
/// element types compared with `element` when given (a reducer's `E`), else
/// the operand's.
LogicalResult
checkPairedResults(Operation *op, StringRef constraint, TypeRange operands,
                   llvm::function_ref<void(SmallVectorImpl<int64_t> &)> adjust,
                   Type element = Type()) {
  for (auto [i, operand, result] :
       llvm::enumerate(operands, op->getResultTypes())) {
    if (auto type = ranked(operand)) {
      SmallVector<int64_t> shape(type.getShape());
      adjust(shape);
      if (!hasShape(result, shape))
        return op->emitOpError()
               << constraint << " result #" << i << " has type " << result
               << ", expected shape " << shapeText(shape);
    }
    if (failed(checkElementType(op, constraint, "result #" + std::to_string(i),
                                result, element ? element : operand,
                                element ? "the computation" : "the operand")))
      return failure();
  }
  return success();
}

/// One result per operand, each as `checkPairedResults` says.
LogicalResult checkResultPerOperand(
    Operation *op, StringRef constraint,
    llvm::function_ref<void(SmallVectorImpl<int64_t> &)> adjust,
    Type element = Type()) {
  if (op->getNumResults() != op->getNumOperands())
    return op->emitOpError() << constraint << " has " << op->getNumResults()
                             << " results, expected one per operand ("
                             << op->getNumOperands() << ")";
  return checkPairedResults(op, constraint, op->getOperandTypes(), adjust,
                            element);
}

/// One result per operand, each of its operand's type but along `dim`
/// (where given): multiplied by `multiply` or divided by `divide` (when both
/// are 0, the factor is not known, e.g. groups given as mesh axes, and that
/// size is not compared); element types as `checkPairedResults`.
LogicalResult checkScaledResults(Operation *op, StringRef constraint,
                                 std::optional<int64_t> dim, int64_t multiply,
                                 int64_t divide, Type element = Type()) {
  auto scale = [&](SmallVectorImpl<int64_t> &shape) {
    if (!dim || *dim < 0 || *dim >= static_cast<int64_t>(shape.size()) ||
        ShapedType::isDynamic(shape[*dim]))
      return;
    if (multiply)
      shape[*dim] *= multiply;
    else if (divide)
      shape[*dim] /= divide;
    else
      shape[*dim] = ShapedType::kDynamic;
  };
  return checkResultPerOperand(op, constraint, scale, element);
}

/// The computation of `all_reduce`, `collective_reduce` and `reduce_scatter`:
/// `(tensor<E>, tensor<E>) -> tensor<E>` with every operand's element type
/// promotable to `E` (but a dynamic root's, the last operand); returns `E`
/// (null when the region is not typed).
FailureOr<Type> checkComputation(Operation *op, Region &region,
                                 StringRef constraint) {
  Type element;
  SmallVector<Type> accumulators;
  TypeRange operands = op->getOperandTypes();
  if (flag(op, "has_dynamic_root") && !operands.empty())
    operands = operands.drop_back();
  for (Type operand : operands) {
    if (failed(checkReducer(op, region, constraint, "computation",
                            {elementType(operand)}, {}, accumulators)))
      return failure();
    element = accumulators[0];
  }
  return element;
}

/// `source_target_pairs` (`collective_permute`, `send`, `recv`): pairs of
/// two, sources unique, targets unique, ids in range.
LogicalResult checkSourceTargetPairs(Operation *op) {
  if (failed(checkTableRank(op, "source_target_pairs")))
    return failure();
  std::optional<IdTable> pairs = idTable(op, "source_target_pairs");
  if (!pairs)
    return success();
  if (pairs->columns != 2)
    return op->emitOpError() << "(C1) source_target_pairs must have 2 columns, "
                                "not "
                             << pairs->columns;
  std::optional<int64_t> bound = processCount(op, false);
  for (int64_t column : {0, 1}) {
    llvm::SmallSet<int64_t, 16> seen;
    for (int64_t row = 0; row < pairs->rows; ++row) {
      int64_t id = pairs->at(row, column);
      if (id < 0 || (bound && id >= *bound))
        return op->emitOpError()
               << "(C4) source_target_pairs id " << id
               << " is out of range [0, "
               << (bound ? std::to_string(*bound) : std::string("?")) << ")";
      if (!seen.insert(id).second)
        return op->emitOpError()
               << (column ? "(C3) target " : "(C2) source ") << id
               << " appears twice in source_target_pairs";
    }
  }
  return success();
}

/// `(C5)` of `send` and `recv`: the channel type follows
/// `is_host_transfer` (a host transfer's channel from the device to the
/// host for `send`; `recv` accepts either host direction, as the
/// specification names DEVICE_TO_HOST and StableHLO's verifier
/// HOST_TO_DEVICE).
LogicalResult checkChannelType(Operation *op, bool receiving) {
  auto handle = op->getAttrOfType<ChannelHandleAttr>("channel_handle");
  if (!handle)
    return success();
  // StableHLO's ChannelType: 1 DEVICE_TO_DEVICE, 2 DEVICE_TO_HOST,
  // 3 HOST_TO_DEVICE (0 is invalid).
  int64_t type = handle.getType();
  bool ok = flag(op, "is_host_transfer")
                ? (type == 2 || (receiving && type == 3))
                : type == 1;
  if (!ok)
    return op->emitOpError()
           << "(C5) channel type " << type
           << " does not fit is_host_transfer = "
           << (flag(op, "is_host_transfer") ? "true" : "false") << " (expected "
           << (flag(op, "is_host_transfer")
                   ? (receiving ? "2 DEVICE_TO_HOST or 3 HOST_TO_DEVICE"
                                : "2 DEVICE_TO_HOST")
                   : "1 DEVICE_TO_DEVICE")
           << ")";
  return success();
}

/// The size of the second dimension of the groups (the processes per
/// group); none without groups given as a table, or when it is empty.
std::optional<int64_t> groupSize(const std::optional<IdTable> &groups) {
  if (!groups || groups->columns == 0)
    return std::nullopt;
  return groups->columns;
}

/// `has_dynamic_root`: the last operand names the root, a `tensor<(n-1)xi32>`
/// (`collective_broadcast` C4) or a 1-d tensor of `n - 1` elements
/// (`collective_reduce` C3), and there is one result fewer than operands
/// (`resultConstraint`); result `i` then has operand `i`'s type
/// (`typeConstraint`), its shape only with `shapesOnly`.
LogicalResult checkDynamicRoot(Operation *op, StringRef rootConstraint,
                               StringRef resultConstraint,
                               StringRef typeConstraint, bool shapesOnly,
                               Type element = Type()) {
  size_t n = op->getNumOperands();
  if (n < 2)
    return op->emitOpError()
           << rootConstraint << " a dynamic root needs at least 2 operands";
  auto root = ranked(op->getOperand(n - 1));
  if (root && (root.getRank() != 1 ||
               !staticEqual(root.getDimSize(0), static_cast<int64_t>(n - 1)) ||
               (!shapesOnly && !root.getElementType().isInteger(32))))
    return op->emitOpError()
           << rootConstraint << " the root operand must be "
           << (shapesOnly ? "a 1-d tensor of " : "tensor<") << n - 1
           << (shapesOnly ? " elements" : "xi32>") << ", not " << root;
  if (op->getNumResults() != n - 1)
    return op->emitOpError() << resultConstraint << " has "
                             << op->getNumResults() << " results, expected "
                             << n - 1 << " (one per operand but the root)";
  return checkPairedResults(
      op, typeConstraint, TypeRange(op->getOperandTypes()).drop_back(),
      [](SmallVectorImpl<int64_t> &) {}, element);
}

/// `(Cn) dim(operands..., dim) % divisor = 0` (`what` names the divisor).
LogicalResult checkDivisible(Operation *op, StringRef constraint, int64_t dim,
                             int64_t divisor, StringRef what) {
  for (Value operand : op->getOperands())
    if (auto type = ranked(operand);
        type && !ShapedType::isDynamic(type.getDimSize(dim)) &&
        type.getDimSize(dim) % divisor != 0)
      return op->emitOpError()
             << constraint << " dimension " << dim << " of size "
             << type.getDimSize(dim) << " is not a multiple of " << what << " "
             << divisor;
  return success();
}

/// The groups of `all_gather`, `reduce_scatter` and `all_to_all`: one size,
/// ids without a gap.
constexpr GroupRules uniformGroups{/*padding=*/false, /*gapless=*/true};

/// Beyond the specification, as StableHLO's verifier: the gathered or
/// scattered dimension `dim` (named `dimName`) of operand `i` and, with
/// `results`, of result `i` has a size other than 0 (for `reduce_scatter`
/// only where neither of the pair is dynamic, as StableHLO compares them).
LogicalResult checkNonEmptyDimension(Operation *op, StringRef dimName,
                                     std::optional<int64_t> dim, bool results) {
  if (!dim)
    return success();
  auto sizeAt = [&](Type type) -> std::optional<int64_t> {
    if (auto tensor = ranked(type); tensor && *dim < tensor.getRank())
      return tensor.getDimSize(*dim);
    return std::nullopt;
  };
  for (auto [i, operand] : llvm::enumerate(op->getOperandTypes())) {
    std::optional<int64_t> size = sizeAt(operand);
    std::optional<int64_t> resultSize;
    if (results && i < op->getNumResults())
      resultSize = sizeAt(op->getResultTypes()[i]);
    if (results && (!size || !resultSize || ShapedType::isDynamic(*size) ||
                    ShapedType::isDynamic(*resultSize)))
      continue;
    for (auto [what, value, type] :
         {std::tuple{"operand", size, operand},
          std::tuple{"result", resultSize,
                     results ? op->getResultTypes()[i] : Type()}})
      if (value && *value == 0)
        return op->emitOpError()
               << what << " #" << i << " must not have size 0 at " << dimName
               << " " << *dim << ", has type " << type;
  }
  return success();
}

/// What `all_gather` and `reduce_scatter` check alike: their dimension
/// attribute `dimName` in range (`dimConstraint`), the replica groups
/// (unique, in range, of the module's size) and the channel that global
/// device ids need. Returns the dimension and the number of processes per
/// group, where known.
FailureOr<std::pair<std::optional<int64_t>, std::optional<int64_t>>>
checkGatherScatter(Operation *op, StringRef dimName, StringRef dimConstraint,
                   StringRef uniqueConstraint, StringRef rangeConstraint,
                   StringRef sizeConstraint, StringRef channelConstraint) {
  FailureOr<std::optional<int64_t>> dim =
      checkDimension(op, dimName, dimConstraint, op->getOperands());
  if (failed(dim))
    return failure();
  FailureOr<std::optional<IdTable>> groups =
      checkReplicaGroups(op, uniqueConstraint, rangeConstraint, true,
                         uniformGroups, sizeConstraint);
  if (failed(groups) || failed(checkGlobalIdsChannel(op, channelConstraint)))
    return failure();
  return std::make_pair(*dim, groupSize(*groups));
}

} // namespace

LogicalResult AllGatherOp::verify() {
  Operation *op = getOperation();
  auto checked = checkGatherScatter(op, "all_gather_dim", "(C1)", "(C2)",
                                    "(C4)", "(C3)", "(C5)");
  if (failed(checked))
    return failure();
  std::optional<int64_t> dim = checked->first;
  if (failed(checkNonEmptyDimension(op, "all_gather_dim", dim, false)))
    return failure();
  // (C6) as StableHLO's verifier takes it: each result has its operand's
  // type but along all_gather_dim, where its size is a multiple of the
  // operand's (the specification states the operand's size times the group
  // size; StableHLO's own tests gather to other multiples).
  if (failed(checkScaledResults(op, "(C6)", dim, 0, 0)))
    return failure();
  if (!dim)
    return success();
  for (auto [i, pair] : llvm::enumerate(
           llvm::zip(op->getOperandTypes(), op->getResultTypes()))) {
    auto operand = ranked(std::get<0>(pair));
    auto result = ranked(std::get<1>(pair));
    if (!operand || !result || *dim >= operand.getRank() ||
        *dim >= result.getRank())
      continue;
    int64_t from = operand.getDimSize(*dim), to = result.getDimSize(*dim);
    if (ShapedType::isDynamic(from) || ShapedType::isDynamic(to))
      continue;
    if (from == 0 ? to != 0 : to % from != 0)
      return emitOpError() << "(C6) result #" << i << " has size " << to
                           << " along all_gather_dim " << *dim
                           << ", expected a multiple of the operand's size "
                           << from;
  }
  return success();
}

LogicalResult AllReduceOp::verify() {
  Operation *op = getOperation();
  if (failed(checkReplicaGroups(op, "(C1)", "(C3)", true,
                                {/*padding=*/true, /*gapless=*/true},
                                "(C2)")) ||
      failed(checkGlobalIdsChannel(op, "(C4)")))
    return failure();
  FailureOr<Type> element = checkComputation(op, getComputation(), "(C5)");
  if (failed(element))
    return failure();
  return checkScaledResults(op, "(C6, C7)", std::nullopt, 0, 0, *element);
}

LogicalResult CollectiveReduceOp::verify() {
  Operation *op = getOperation();
  // StableHLO's dialect has no collective_reduce: the specification's rules
  // only, -1 padding as all_reduce.
  if (failed(checkReplicaGroups(op, "(C1)", "(C2)", false,
                                {/*padding=*/true, /*gapless=*/false})))
    return failure();
  FailureOr<Type> element = checkComputation(op, getComputation(), "(C4)");
  if (failed(element))
    return failure();
  if (flag(op, "has_dynamic_root"))
    return checkDynamicRoot(op, "(C3)", "(C3)", "(C3)", true, *element);
  return checkScaledResults(op, "(C3)", std::nullopt, 0, 0, *element);
}

LogicalResult AllToAllOp::verify() {
  Operation *op = getOperation();
  FailureOr<std::optional<int64_t>> split =
      checkDimension(op, "split_dimension", "(C1)", op->getOperands());
  if (failed(split))
    return failure();
  FailureOr<std::optional<int64_t>> concat =
      checkDimension(op, "concat_dimension", "(C3)", op->getOperands());
  if (failed(concat))
    return failure();
  std::optional<int64_t> count = integerAttr(op, "split_count");
  if (count && *count <= 0)
    return emitOpError() << "(C4) split_count must be positive, not " << *count;
  if (count && *split &&
      failed(checkDivisible(op, "(C2)", **split, *count, "split_count")))
    return failure();
  FailureOr<std::optional<IdTable>> groups =
      checkReplicaGroups(op, "(C5)", "(C7)", false, uniformGroups, "(C6)");
  if (failed(groups))
    return failure();
  if (count && *groups && (*groups)->rows > 0 && (*groups)->columns != *count)
    return emitOpError() << "(C8) replica groups have " << (*groups)->columns
                         << " processes each, but split_count is " << *count;
  if (!count || !*split || !*concat)
    return success();
  // (C9) The operands' types, but for a split dimension other than the
  // concatenated one: the split dimension shrinks by split_count, the
  // concatenated one grows by it.
  int64_t from = **split, to = **concat;
  return checkResultPerOperand(op, "(C9)",
                               [&](SmallVectorImpl<int64_t> &shape) {
                                 if (from == to)
                                   return;
                                 if (!ShapedType::isDynamic(shape[from]))
                                   shape[from] /= *count;
                                 if (!ShapedType::isDynamic(shape[to]))
                                   shape[to] *= *count;
                               });
}

LogicalResult CollectiveBroadcastOp::verify() {
  Operation *op = getOperation();
  if (failed(checkReplicaGroups(op, "(C1)", "(C2)", false,
                                {/*padding=*/false, /*gapless=*/false})))
    return failure();
  if (flag(op, "has_dynamic_root"))
    return checkDynamicRoot(op, "(C4)", "(C5)", "(C4)", false);
  if (op->getNumOperands() < 1)
    return emitOpError() << "(C3) needs at least one operand";
  return checkScaledResults(op, "(C3, C5)", std::nullopt, 0, 0);
}

LogicalResult CollectivePermuteOp::verify() {
  Operation *op = getOperation();
  if (failed(checkSourceTargetPairs(op)))
    return failure();
  return checkScaledResults(op, "(C5)", std::nullopt, 0, 0);
}

LogicalResult ReduceScatterOp::verify() {
  Operation *op = getOperation();
  auto checked = checkGatherScatter(op, "scatter_dimension", "(C2)", "(C3)",
                                    "(C5)", "(C4)", "(C6)");
  if (failed(checked))
    return failure();
  auto [dim, size] = *checked;
  FailureOr<Type> element = checkComputation(op, getComputation(), "(C7)");
  if (failed(element) ||
      failed(checkNonEmptyDimension(op, "scatter_dimension", dim, true)))
    return failure();
  if (size && dim &&
      failed(checkDivisible(op, "(C1)", *dim, *size, "the group size")))
    return failure();
  return checkScaledResults(op, "(C8, C9)", dim, 0, size.value_or(0), *element);
}

/// `send` and `outfeed` take their inputs and a last token and return one
/// token (the specification's types, StableHLO's ODS types).
static LogicalResult checkTokenThread(Operation *op) {
  if (op->getNumOperands() == 0 ||
      !isa<TokenType>(op->getOperand(op->getNumOperands() - 1).getType()))
    return op->emitOpError() << "must take a token last";
  if (op->getNumResults() != 1 || !isa<TokenType>(op->getResult(0).getType()))
    return op->emitOpError()
           << "must return one token, not " << op->getNumResults()
           << " results (" << op->getResultTypes() << ")";
  return success();
}

LogicalResult SendOp::verify() {
  return failure(failed(checkSourceTargetPairs(getOperation())) ||
                 failed(checkChannelType(getOperation(), false)) ||
                 failed(checkTokenThread(getOperation())));
}

LogicalResult OutfeedOp::verify() { return checkTokenThread(getOperation()); }

LogicalResult RecvOp::verify() {
  Operation *op = getOperation();
  if (failed(checkSourceTargetPairs(op)) || failed(checkChannelType(op, true)))
    return failure();
  // The results are tensors and a last token, as infeed's.
  if (op->getNumResults() == 0 ||
      !isa<TokenType>(op->getResult(op->getNumResults() - 1).getType()))
    return emitOpError() << "must return a token last";
  // StableHLO's ODS type: statically shaped tensors (and the token).
  for (auto [i, type] : llvm::enumerate(op->getResultTypes()))
    if (failed(checkStaticShape(op, "result", i, type)))
      return failure();
  return success();
}

LogicalResult InfeedOp::verify() {
  Operation *op = getOperation();
  if (op->getNumResults() == 0)
    return emitOpError() << "(C1) needs at least one result";
  TypeRange types = op->getResultTypes();
  for (auto [i, type] : llvm::enumerate(types.drop_back()))
    if (!isa<TensorType>(type))
      return emitOpError() << "(C2) result #" << i << " must be a tensor, not "
                           << type;
  if (!isa<TokenType>(types.back()))
    return emitOpError() << "(C3) the last result must be a token, not "
                         << types.back();
  // StableHLO's ODS type: statically shaped tensors (and the token).
  for (auto [i, type] : llvm::enumerate(types))
    if (failed(checkStaticShape(op, "result", i, type)))
      return failure();
  // StableHLO's `layout`: an array with one array of integers (a minor-to-
  // major order) per result before the token.
  Attribute layoutAttr = getLayoutAttr();
  if (!layoutAttr)
    return success();
  auto layout = dyn_cast<ArrayAttr>(layoutAttr);
  if (!layout)
    return emitOpError() << "layout must be an array, not " << layoutAttr;
  if (layout.size() != types.size() - 1)
    return emitOpError() << "layout has " << layout.size()
                         << " entries, expected " << types.size() - 1
                         << " (one per result before the token)";
  for (auto [i, entry] : llvm::enumerate(layout)) {
    auto orders = dyn_cast<ArrayAttr>(entry);
    if (!orders)
      return emitOpError() << "layout entry #" << i << " must be an array, not "
                           << entry;
    for (Attribute leaf : orders)
      if (!isa<IntegerAttr>(leaf))
        return emitOpError()
               << "layout entry #" << i << " must hold integers, not " << leaf;
  }
  return success();
}
