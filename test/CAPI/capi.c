// The C API (include/index-opt-c) from a plain C program, compiled with the
// system C compiler: every function, its error paths and null handles.
// RUN: %cc %capi-cflags %s -o %t %capi-libs
// RUN: %t 2>&1 | FileCheck %s

#include "index-opt-c/IndexOpt.h"

#include "mlir-c/BuiltinAttributes.h"
#include "mlir-c/Dialect/Func.h"
#include "mlir-c/IR.h"

#include <stdio.h>
#include <string.h>

static void print(MlirStringRef text, void *userData) {
  (void)userData;
  fwrite(text.data, 1, text.length, stdout);
}

static int errors = 0;
static void error(MlirStringRef text, void *userData) {
  ++errors;
  printf("error: %.*s\n", (int)text.length, text.data);
  (void)userData;
}

static MlirStringRef ref(const char *text) {
  return mlirStringRefCreateFromCString(text);
}

static void printMap(const char *label, IndexOptIndexingMap map) {
  printf("%s: ", label);
  indexOptIndexingMapPrint(map, print, NULL);
  printf("\n");
}

static const char *program =
    "func.func @main(%a: tensor<4x8xf32>, %i: tensor<i32>) -> tensor<8x2xf32> "
    "{\n"
    "  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x8xf32>) -> "
    "tensor<8x4xf32>\n"
    "  %z = stablehlo.constant dense<0> : tensor<i32>\n"
    "  %s = stablehlo.dynamic_slice %t, %z, %i, sizes = [8, 2] : "
    "(tensor<8x4xf32>, tensor<i32>, tensor<i32>) -> tensor<8x2xf32>\n"
    "  return %s : tensor<8x2xf32>\n"
    "}\n"
    "func.func @reduce(%a: tensor<4x8xf32>) -> tensor<4xf32> {\n"
    "  %z = stablehlo.constant dense<0.0> : tensor<f32>\n"
    "  %r = stablehlo.reduce(%a init: %z) applies stablehlo.add across "
    "dimensions = [1] : (tensor<4x8xf32>, tensor<f32>) -> tensor<4xf32>\n"
    "  return %r : tensor<4xf32>\n"
    "}\n"
    "func.func @opaque(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
    "  %0 = stablehlo.custom_call @foo(%a) : (tensor<4xf32>) -> tensor<4xf32>\n"
    "  return %0 : tensor<4xf32>\n"
    "}\n"
    "func.func @dus(%a: tensor<8x8xf32>, %u: tensor<2x2xf32>, %i: tensor<i32>) "
    "-> tensor<8x8xf32> {\n"
    "  %0 = stablehlo.dynamic_update_slice %a, %u, %i, %i : (tensor<8x8xf32>, "
    "tensor<2x2xf32>, tensor<i32>, tensor<i32>) -> tensor<8x8xf32>\n"
    "  return %0 : tensor<8x8xf32>\n"
    "}\n";

int main(void) {
  MlirDialectRegistry registry = mlirDialectRegistryCreate();
  indexOptRegisterAllDialects(registry);
  indexOptRegisterAllDialects((MlirDialectRegistry){NULL}); // ignored
  mlirDialectHandleInsertDialect(mlirGetDialectHandle__func__(), registry);
  MlirContext context = mlirContextCreateWithRegistry(registry, false);
  mlirDialectRegistryDestroy(registry);
  mlirContextLoadAllAvailableDialects(context);
  indexOptRegisterAllPasses();
  indexOptRegisterAllPasses(); // later calls do nothing
  printf("passes registered\n");
  // CHECK: passes registered

  // Maps: parse, print, variables, results, constraints, simplify, compose.
  IndexOptIndexingMap map = indexOptIndexingMapParse(
      context,
      ref("(d0, d1)[s0] -> (d0 + s0, d1 floordiv 2), domain: d0 in [0, 9], "
          "d1 in [0, 7], s0 in [0, 2], d0 + s0 in [0, 10]"),
      error, NULL);
  printMap("parsed", map);
  // CHECK: parsed: (d0, d1)[s0] -> (d0 + s0, d1 floordiv 2), domain: d0 in [0,
  // 9], d1 in [0, 7], s0 in [0, 2], d0 + s0 in [0, 10]
  printf(
      "variables: %ld dims, %ld range, %ld runtime, kind 7: %ld\n",
      (long)indexOptIndexingMapGetNumVariables(map, IndexOptVariableDimension),
      (long)indexOptIndexingMapGetNumVariables(map, IndexOptVariableRange),
      (long)indexOptIndexingMapGetNumVariables(map, IndexOptVariableRuntime),
      (long)indexOptIndexingMapGetNumVariables(map, (IndexOptVariableKind)7));
  // CHECK: variables: 2 dims, 1 range, 0 runtime, kind 7: -1
  int64_t lower = -1, upper = -1;
  bool found = indexOptIndexingMapGetVariableBounds(
      map, IndexOptVariableDimension, 1, &lower, &upper);
  printf("d1: %d [%lld, %lld]\n", found, (long long)lower, (long long)upper);
  // CHECK: d1: 1 [0, 7]
  found = indexOptIndexingMapGetVariableBounds(map, IndexOptVariableRange, 5,
                                               &lower, &upper);
  printf("s5: %d\n", found);
  // CHECK: s5: 0
  printf("results: %ld\n", (long)indexOptIndexingMapGetNumResults(map));
  // CHECK: results: 2
  MlirAffineExpr result = indexOptIndexingMapGetResult(map, 1);
  printf("result 1: ");
  mlirAffineExprPrint(result, print, NULL);
  printf(", out of range null: %d\n",
         mlirAffineExprIsNull(indexOptIndexingMapGetResult(map, 2)));
  // CHECK: result 1: d1 floordiv 2, out of range null: 1
  printf("constraints: %ld\n", (long)indexOptIndexingMapGetNumConstraints(map));
  // CHECK: constraints: 1
  MlirAffineExpr constraint =
      indexOptIndexingMapGetConstraint(map, 0, &lower, &upper);
  printf("constraint 0: ");
  mlirAffineExprPrint(constraint, print, NULL);
  printf(" in [%lld, %lld]; out of range null: %d\n", (long long)lower,
         (long long)upper,
         mlirAffineExprIsNull(
             indexOptIndexingMapGetConstraint(map, 1, &lower, &upper)));
  // CHECK: constraint 0: d0 + s0 in [0, 10]; out of range null: 1
  printf("affine map: ");
  mlirAffineMapPrint(indexOptIndexingMapGetAffineMap(map), print, NULL);
  printf("\n");
  // CHECK: affine map: (d0, d1)[s0] -> (d0 + s0, d1 floordiv 2)
  printf("known empty: %d\n", indexOptIndexingMapIsKnownEmpty(map));
  // CHECK: known empty: 0

  IndexOptIndexingMap messy = indexOptIndexingMapParse(
      context, ref("(d0) -> (d0 floordiv 8, d0 mod 8), domain: d0 in [0, 7]"),
      error, NULL);
  IndexOptIndexingMap simple = indexOptIndexingMapSimplify(messy);
  printMap("simplified", simple);
  // CHECK: simplified: (d0) -> (0, d0), domain: d0 in [0, 7]
  IndexOptIndexingMap again = indexOptIndexingMapParse(
      context, ref("(d0) -> (0, d0), domain: d0 in [0, 7]"), error, NULL);
  printf("equal: %d %d, null: %d\n", indexOptIndexingMapEqual(simple, again),
         indexOptIndexingMapEqual(simple, messy),
         indexOptIndexingMapEqual(simple, (IndexOptIndexingMap){NULL}));
  // CHECK: equal: 1 0, null: 0

  // (d0) -> (0, d0) then the transpose (d0, d1) -> (d1, d0) over [0,0]x[0,7].
  IndexOptIndexingMap transpose = indexOptIndexingMapParse(
      context, ref("(d0, d1) -> (d1, d0), domain: d0 in [0, 0], d1 in [0, 7]"),
      error, NULL);
  IndexOptIndexingMap composed =
      indexOptIndexingMapCompose(simple, transpose, error, NULL);
  printMap("composed", composed);
  // CHECK: composed: (d0) -> (d0, 0), domain: d0 in [0, 7]

  // Error paths: a malformed map, mismatched composition, null handles.
  IndexOptIndexingMap bad = indexOptIndexingMapParse(
      context, ref("(d0) -> (d0 floordiv 0), domain: d0 in [0, 3]"), error,
      NULL);
  printf("bad is null: %d\n", indexOptIndexingMapIsNull(bad));
  // CHECK: error: invalid indexing map at 1:{{[0-9]+}}: {{.*}}
  // CHECK-NEXT: bad is null: 1
  IndexOptIndexingMap mismatch =
      indexOptIndexingMapCompose(simple, messy, error, NULL);
  printf("mismatch is null: %d\n", indexOptIndexingMapIsNull(mismatch));
  // CHECK: error: cannot compose: the first map has 2 results, the second 1
  // dimensions CHECK-NEXT: mismatch is null: 1
  IndexOptIndexingMap noContext = indexOptIndexingMapParse(
      (MlirContext){NULL}, ref("(d0) -> (d0), domain: d0 in [0, 3]"), error,
      NULL);
  printf("no context: %d\n", indexOptIndexingMapIsNull(noContext));
  // CHECK: error: index-opt: null context
  // CHECK-NEXT: no context: 1
  IndexOptIndexingMap nullMap = {NULL};
  indexOptIndexingMapPrint(nullMap, print, NULL);
  printf("null map: %ld %ld %ld %d %d %d\n",
         (long)indexOptIndexingMapGetNumVariables(nullMap,
                                                  IndexOptVariableDimension),
         (long)indexOptIndexingMapGetNumResults(nullMap),
         (long)indexOptIndexingMapGetNumConstraints(nullMap),
         indexOptIndexingMapIsNull(indexOptIndexingMapSimplify(nullMap)),
         mlirAffineMapIsNull(indexOptIndexingMapGetAffineMap(nullMap)),
         indexOptIndexingMapIsKnownEmpty(nullMap));
  // CHECK: null map: -1 -1 -1 1 1 0
  IndexOptIndexingMap nullCompose = indexOptIndexingMapCompose(
      nullMap, map, NULL, NULL); // no callback: silent
  printf("null compose: %d\n", indexOptIndexingMapIsNull(nullCompose));
  // CHECK: null compose: 1
  indexOptIndexingMapDestroy(nullMap);

  // The maps of ops and functions.
  MlirModule module = mlirModuleCreateParse(context, ref(program));
  if (mlirModuleIsNull(module)) {
    printf("parse failed\n");
    return 1;
  }
  MlirOperation moduleOp = mlirModuleGetOperation(module);
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(moduleOp, 0));
  MlirOperation main = mlirBlockGetFirstOperation(body);
  MlirBlock mainBody = mlirRegionGetFirstBlock(mlirOperationGetRegion(main, 0));
  MlirOperation transposeOp = mlirBlockGetFirstOperation(mainBody);
  MlirOperation sliceOp =
      mlirOperationGetNextInBlock(mlirOperationGetNextInBlock(transposeOp));

  IndexOptIndexing ofSlice = indexOptComputeOpIndexing(
      sliceOp, IndexOptDirectionOutputToInput, error, NULL);
  printf("slice entries: %ld\n", (long)indexOptIndexingGetNumEntries(ofSlice));
  // CHECK: slice entries: 3
  for (intptr_t e = 0; e < indexOptIndexingGetNumEntries(ofSlice); ++e) {
    printf("result %ld operand %ld maps %ld unknown %d superset %d\n",
           (long)indexOptIndexingGetEntryResult(ofSlice, e),
           (long)indexOptIndexingGetEntryOperand(ofSlice, e),
           (long)indexOptIndexingGetEntryNumMaps(ofSlice, e),
           indexOptIndexingEntryIsUnknown(ofSlice, e),
           indexOptIndexingEntryIsSuperset(ofSlice, e));
    IndexOptIndexingMap first = indexOptIndexingGetEntryMap(ofSlice, e, 0);
    printMap("  map", first);
    indexOptIndexingMapDestroy(first);
  }
  // CHECK-NEXT: result 0 operand 0 maps 1 unknown 0 superset 0
  // CHECK-NEXT:   map: (d0, d1){rt0} -> (d0, d1 + rt0), domain: d0 in [0, 7],
  // d1 in [0, 1], rt0 in [0, 2] CHECK-NEXT: result 0 operand 1 maps 1 unknown 0
  // superset 0 CHECK-NEXT:   map: (d0, d1) -> (), domain: d0 in [0, 7], d1 in
  // [0, 1] CHECK-NEXT: result 0 operand 2 maps 1
  IndexOptReadCounts counts;
  bool counted = indexOptIndexingGetEntryReads(ofSlice, 1, &counts);
  printf("start read: %d distinct %lld total %lld points %lld exact %d\n",
         counted, (long long)counts.distinctLower, (long long)counts.totalLower,
         (long long)counts.points, counts.exact);
  // The 16 result elements all read the one start element.
  // CHECK: start read: 1 distinct 1 total 16 points 16 exact 1
  printf("out of range: %ld %ld %d %ld null-map %d reads %d reason '%.*s'\n",
         (long)indexOptIndexingGetEntryResult(ofSlice, 9),
         (long)indexOptIndexingGetEntryOperand(ofSlice, -1),
         indexOptIndexingEntryIsUnknown(ofSlice, 9),
         (long)indexOptIndexingGetEntryNumMaps(ofSlice, 9),
         indexOptIndexingMapIsNull(indexOptIndexingGetEntryMap(ofSlice, 0, 4)),
         indexOptIndexingGetEntryReads(ofSlice, 9, &counts),
         (int)indexOptIndexingGetEntryUnknownReason(ofSlice, 9).length,
         indexOptIndexingGetEntryUnknownReason(ofSlice, 9).data);
  // CHECK: out of range: -1 -1 1 -1 null-map 1 reads 0 reason ''
  printf("reads into NULL: %d\n",
         indexOptIndexingGetEntryReads(ofSlice, 0, NULL));
  // CHECK: reads into NULL: 0
  indexOptIndexingDestroy(ofSlice);

  IndexOptIndexing forward = indexOptComputeOpIndexing(
      transposeOp, IndexOptDirectionInputToOutput, error, NULL);
  IndexOptIndexingMap inverse = indexOptIndexingGetEntryMap(forward, 0, 0);
  printMap("input to output", inverse);
  // CHECK: input to output: (d0, d1) -> (d1, d0), domain: d0 in [0, 3], d1 in
  // [0, 7]
  indexOptIndexingMapDestroy(inverse);
  indexOptIndexingDestroy(forward);

  IndexOptIndexing ofMain = indexOptComputeFunctionIndexing(
      main, IndexOptDirectionOutputToInput, error, NULL);
  IndexOptIndexingMap fused = indexOptIndexingGetEntryMap(ofMain, 0, 0);
  printMap("function", fused);
  // CHECK: function: (d0, d1){rt0} -> (d1 + rt0, d0), domain: d0 in [0, 7], d1
  // in [0, 1], rt0 in [0, 2]
  indexOptIndexingMapDestroy(fused);
  indexOptIndexingDestroy(ofMain);

  MlirOperation reduceFunction = mlirOperationGetNextInBlock(main);
  IndexOptIndexing ofReduce = indexOptComputeFunctionIndexing(
      reduceFunction, IndexOptDirectionOutputToInput, error, NULL);
  indexOptIndexingGetEntryReads(ofReduce, 0, &counts);
  printf("reduce reads: distinct %lld total %lld\n",
         (long long)counts.distinctUpper, (long long)counts.totalUpper);
  // CHECK: reduce reads: distinct 32 total 32
  indexOptIndexingDestroy(ofReduce);

  MlirOperation opaque = mlirOperationGetNextInBlock(reduceFunction);
  IndexOptIndexing ofOpaque = indexOptComputeFunctionIndexing(
      opaque, IndexOptDirectionOutputToInput, error, NULL);
  MlirStringRef reason = indexOptIndexingGetEntryUnknownReason(ofOpaque, 0);
  printf("opaque: unknown %d maps %ld: %.*s\n",
         indexOptIndexingEntryIsUnknown(ofOpaque, 0),
         (long)indexOptIndexingGetEntryNumMaps(ofOpaque, 0), (int)reason.length,
         reason.data);
  // CHECK: opaque: unknown 1 maps -1: {{.*}}custom_call @foo: the target's
  // access pattern is opaque
  indexOptIndexingDestroy(ofOpaque);

  // Counts never exceed the operand: the 64-element operand of a
  // dynamic_update_slice at run-time starts (its maps' bounds add up to 192).
  MlirOperation dus = mlirOperationGetNextInBlock(opaque);
  IndexOptIndexing ofDus = indexOptComputeFunctionIndexing(
      dus, IndexOptDirectionOutputToInput, error, NULL);
  indexOptIndexingGetEntryReads(ofDus, 0, &counts);
  printf("dus operand reads: distinct %lld..%lld exact %d\n",
         (long long)counts.distinctLower, (long long)counts.distinctUpper,
         counts.exact);
  // CHECK: dus operand reads: distinct 48..64 exact 0
  indexOptIndexingDestroy(ofDus);

  // Errors: not a function, null ops, a bad direction, null handles.
  IndexOptIndexing notFunction = indexOptComputeFunctionIndexing(
      transposeOp, IndexOptDirectionOutputToInput, error, NULL);
  printf("not a function: %d\n", indexOptIndexingIsNull(notFunction));
  // CHECK: error: index-opt: 'stablehlo.transpose' is not a func.func directly
  // inside a module CHECK-NEXT: not a function: 1
  IndexOptIndexing nullOp = indexOptComputeOpIndexing(
      (MlirOperation){NULL}, IndexOptDirectionOutputToInput, error, NULL);
  IndexOptIndexing badDirection =
      indexOptComputeOpIndexing(transposeOp, (IndexOptDirection)5, error, NULL);
  printf("null op: %d, bad direction: %d, entries of null: %ld\n",
         indexOptIndexingIsNull(nullOp), indexOptIndexingIsNull(badDirection),
         (long)indexOptIndexingGetNumEntries(nullOp));
  // CHECK: error: index-opt: null operation or unknown direction
  // CHECK: error: index-opt: null operation or unknown direction
  // CHECK-NEXT: null op: 1, bad direction: 1, entries of null: -1
  indexOptIndexingDestroy(nullOp);

  // Liveness.
  IndexOptLiveness liveness =
      indexOptComputeLiveness(moduleOp, false, error, NULL);
  printf("functions: %ld\n", (long)indexOptLivenessGetNumFunctions(liveness));
  // CHECK: functions: 4
  MlirStringRef name = indexOptLivenessGetFunctionName(liveness, 0);
  printf("%.*s: peak %lld (lower bound %d), arena %lld, %ld buffers, at the "
         "transpose %lld, at the module %lld\n",
         (int)name.length, name.data,
         (long long)indexOptLivenessGetPeakBytes(liveness, 0),
         indexOptLivenessPeakIsLowerBound(liveness, 0),
         (long long)indexOptLivenessGetArenaBytes(liveness, 0),
         (long)indexOptLivenessGetNumBuffers(liveness, 0),
         (long long)indexOptLivenessGetLiveBytesAt(liveness, transposeOp),
         (long long)indexOptLivenessGetLiveBytesAt(liveness, moduleOp));
  // %a 128 B and %i 4 B live throughout; the transpose's 128 B result.
  // CHECK: main: peak {{[0-9]+}} (lower bound 0), arena {{[0-9]+}}, 5 buffers,
  // at the transpose 260, at the module -1
  printf("interfere: args %d, out of range %d, null %d\n",
         indexOptLivenessMayInterfere(liveness, 0, 0, 1),
         indexOptLivenessMayInterfere(liveness, 0, 0, 99),
         indexOptLivenessMayInterfere((IndexOptLiveness){NULL}, 0, 0, 1));
  // CHECK: interfere: args 1, out of range 1, null 1
  printf("out of range: %lld %lld %ld '%.*s' %d\n",
         (long long)indexOptLivenessGetPeakBytes(liveness, 7),
         (long long)indexOptLivenessGetArenaBytes(liveness, -1),
         (long)indexOptLivenessGetNumBuffers(liveness, 4),
         (int)indexOptLivenessGetFunctionName(liveness, 4).length,
         indexOptLivenessGetFunctionName(liveness, 4).data,
         indexOptLivenessPeakIsLowerBound(liveness, 9));
  // CHECK: out of range: -1 -1 -1 '' 0
  indexOptLivenessDestroy(liveness);
  IndexOptLiveness notModule =
      indexOptComputeLiveness(main, false, error, NULL);
  printf("not a module: %d, functions of null: %ld\n",
         indexOptLivenessIsNull(notModule),
         (long)indexOptLivenessGetNumFunctions(notModule));
  // CHECK: error: index-opt: liveness is computed on a builtin.module
  // CHECK-NEXT: not a module: 1, functions of null: -1
  indexOptLivenessDestroy(notModule);
  IndexOptLiveness nullModule =
      indexOptComputeLiveness((MlirOperation){NULL}, true, NULL, NULL);
  printf("null module: %d\n", indexOptLivenessIsNull(nullModule));
  // CHECK: null module: 1

  // XLA HLO text: recognised, imported with its instructions' names, its
  // liveness computed; a located error for text the reader stops at.
  const char *hlo = "HloModule m, is_scheduled=true\n\n"
                    "ENTRY %main (p: f32[256]) -> f32[256] {\n"
                    "  %p = f32[256] parameter(0)\n"
                    "  %e = f32[256] exponential(%p)\n"
                    "  ROOT %n = f32[256] negate(%e)\n"
                    "}\n";
  printf("is hlo: %d %d\n", indexOptIsHloText(ref(hlo)),
         indexOptIsHloText(ref("module {}")));
  // CHECK: is hlo: 1 0
  MlirModule imported =
      indexOptHloModuleParse(context, ref(hlo), ref("m.hlo"), error, NULL);
  MlirOperation importedOp = mlirModuleGetOperation(imported);
  mlirOperationPrint(importedOp, print, NULL);
  printf("\n");
  // CHECK: module @m attributes {index_opt.xla_live_range =
  // CHECK-SAME: sequence = ["p", "e", "n"]
  // CHECK: stablehlo.exponential
  IndexOptLiveness hloLiveness =
      indexOptComputeLiveness(importedOp, false, error, NULL);
  printf("hlo peak: %ld\n", (long)indexOptLivenessGetPeakBytes(hloLiveness, 0));
  // CHECK: hlo peak: 3072
  indexOptLivenessDestroy(hloLiveness);
  mlirModuleDestroy(imported);
  MlirModule badHlo = indexOptHloModuleParse(
      context, ref("HloModule m\nENTRY %e {\n  %p = f32[2 parameter(0)\n}\n"),
      ref("bad.hlo"), error, NULL);
  printf("bad hlo: %d\n", mlirModuleIsNull(badHlo));
  // CHECK: error: bad.hlo:3:
  // CHECK-NEXT: bad hlo: 1

  indexOptIndexingMapDestroy(map);
  indexOptIndexingMapDestroy(messy);
  indexOptIndexingMapDestroy(simple);
  indexOptIndexingMapDestroy(again);
  indexOptIndexingMapDestroy(transpose);
  indexOptIndexingMapDestroy(composed);
  mlirModuleDestroy(module);
  mlirContextDestroy(context);
  printf("done, %d errors reported\n", errors);
  // CHECK: done, 8 errors reported
  return 0;
}
