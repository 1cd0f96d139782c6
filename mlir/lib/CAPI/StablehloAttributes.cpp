//===- StablehloAttributes.cpp - C accessors for dimension numbers --------===//
//
// What index-opt's Rust op rules read from StableHLO attributes, without
// ever parsing attribute text.
//
//===----------------------------------------------------------------------===//

#include "IndexOpt/CAPI.h"
#include "IndexOpt/Dialect/Chlo/ChloDialect.h"
#include "IndexOpt/Dialect/StableHLO/StablehloDialect.h"

#include "mlir/CAPI/IR.h"

using namespace mlir;
using namespace indexopt::stablehlo;

extern "C" IndexOptDimensionNumbersKind
indexOptDimensionNumbersGetKind(MlirAttribute attribute) {
  Attribute attr = unwrap(attribute);
  if (isa<GatherDimensionNumbersAttr>(attr))
    return IndexOptDimensionNumbersGather;
  if (isa<ScatterDimensionNumbersAttr>(attr))
    return IndexOptDimensionNumbersScatter;
  if (isa<DotDimensionNumbersAttr>(attr))
    return IndexOptDimensionNumbersDot;
  if (isa<ConvDimensionNumbersAttr>(attr))
    return IndexOptDimensionNumbersConv;
  if (isa<OutputOperandAliasAttr>(attr))
    return IndexOptDimensionNumbersOutputOperandAlias;
  if (isa<indexopt::chlo::RaggedDotDimensionNumbersAttr>(attr))
    return IndexOptDimensionNumbersRaggedDot;
  if (isa<TypeExtensionsAttr>(attr))
    return IndexOptDimensionNumbersBounds;
  if (isa<TransposeAttr>(attr))
    return IndexOptDimensionNumbersTranspose;
  return IndexOptDimensionNumbersNone;
}

static std::optional<ArrayRef<int64_t>> listField(Attribute attr, int index) {
  if (auto g = dyn_cast<GatherDimensionNumbersAttr>(attr)) {
    ArrayRef<int64_t> lists[] = {g.getOffsetDims(), g.getCollapsedSliceDims(),
                                 g.getOperandBatchingDims(),
                                 g.getStartIndicesBatchingDims(),
                                 g.getStartIndexMap()};
    if (index >= 0 && index < 5)
      return lists[index];
  } else if (auto s = dyn_cast<ScatterDimensionNumbersAttr>(attr)) {
    ArrayRef<int64_t> lists[] = {
        s.getUpdateWindowDims(), s.getInsertedWindowDims(),
        s.getInputBatchingDims(), s.getScatterIndicesBatchingDims(),
        s.getScatterDimsToOperandDims()};
    if (index >= 0 && index < 5)
      return lists[index];
  } else if (auto d = dyn_cast<DotDimensionNumbersAttr>(attr)) {
    ArrayRef<int64_t> lists[] = {
        d.getLhsBatchingDimensions(), d.getRhsBatchingDimensions(),
        d.getLhsContractingDimensions(), d.getRhsContractingDimensions()};
    if (index >= 0 && index < 4)
      return lists[index];
  } else if (auto c = dyn_cast<ConvDimensionNumbersAttr>(attr)) {
    ArrayRef<int64_t> lists[] = {c.getInputSpatialDimensions(),
                                 c.getKernelSpatialDimensions(),
                                 c.getOutputSpatialDimensions()};
    if (index >= 0 && index < 3)
      return lists[index];
  } else if (auto a = dyn_cast<OutputOperandAliasAttr>(attr)) {
    ArrayRef<int64_t> lists[] = {a.getOutputTupleIndices(),
                                 a.getOperandTupleIndices()};
    if (index >= 0 && index < 2)
      return lists[index];
  } else if (auto r = dyn_cast<indexopt::chlo::RaggedDotDimensionNumbersAttr>(
                 attr)) {
    ArrayRef<int64_t> lists[] = {
        r.getLhsBatchingDimensions(),    r.getRhsBatchingDimensions(),
        r.getLhsContractingDimensions(), r.getRhsContractingDimensions(),
        r.getLhsRaggedDimensions(),      r.getRhsGroupDimensions()};
    if (index >= 0 && index < 6)
      return lists[index];
  } else if (auto t = dyn_cast<TypeExtensionsAttr>(attr); t && index == 0) {
    return t.getBounds();
  }
  return std::nullopt;
}

extern "C" intptr_t indexOptDimensionNumbersGetList(MlirAttribute attribute,
                                                    int index,
                                                    const int64_t **data) {
  std::optional<ArrayRef<int64_t>> list = listField(unwrap(attribute), index);
  if (!list)
    return -1;
  *data = list->data();
  return static_cast<intptr_t>(list->size());
}

extern "C" int64_t indexOptDimensionNumbersGetInt(MlirAttribute attribute,
                                                  int index, bool *found) {
  Attribute attr = unwrap(attribute);
  *found = true;
  if (auto g = dyn_cast<GatherDimensionNumbersAttr>(attr); g && index == 0)
    return g.getIndexVectorDim();
  if (auto s = dyn_cast<ScatterDimensionNumbersAttr>(attr); s && index == 0)
    return s.getIndexVectorDim();
  if (auto a = dyn_cast<OutputOperandAliasAttr>(attr); a && index == 0)
    return a.getOperandIndex();
  if (auto t = dyn_cast<TransposeAttr>(attr); t && index == 0)
    return static_cast<int64_t>(t.getValue());
  if (auto c = dyn_cast<ConvDimensionNumbersAttr>(attr)) {
    int64_t ints[] = {
        c.getInputBatchDimension(),         c.getInputFeatureDimension(),
        c.getKernelInputFeatureDimension(), c.getKernelOutputFeatureDimension(),
        c.getOutputBatchDimension(),        c.getOutputFeatureDimension()};
    if (index >= 0 && index < 6)
      return ints[index];
  }
  *found = false;
  return 0;
}
