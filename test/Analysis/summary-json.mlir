// The per-function summary in the JSON report (docs/contract.md, "Counts"):
// with counts, each function's object ends with "summary", the text
// report's summary as figures: per argument the elements and bytes the
// results read of it, the argument's bytes, the utilization (bounds and
// the first unknown reason when an entry is unknown, null for a dynamic
// argument), the total, and the most wasteful ops. The same figures as the
// text summary; without counts there is no summary; with fusion=false
// nothing is said of the arguments. From buffer liveness (as
// --liveness-report gives it): the function's peak, whether it is exact,
// and per argument the bytes of it live at the peak and their share of it
// (null when the peak is only a lower bound, or the argument dynamic).
// RUN: index-opt --hlo-indexing=counts=true --indexing-report=json --split-input-file %s | FileCheck %s --check-prefix=JSON
// RUN: index-opt --hlo-indexing=counts=true --indexing-report=text --split-input-file %s | FileCheck %s --check-prefix=TEXT
// RUN: index-opt --hlo-indexing=counts=true --coalescing --indexing-report=json --split-input-file %s | FileCheck %s --check-prefix=COAL
// RUN: index-opt --hlo-indexing="counts=true fusion=false" --indexing-report=json --split-input-file %s | FileCheck %s --check-prefix=NOFUSION
// RUN: index-opt --indexing-report=json --split-input-file %s | FileCheck %s --check-prefix=NOCOUNTS

// NOCOUNTS-NOT: "summary"

// A transpose read whole; a broadcast of a 4-vector read 3 times per
// element (12 reads of 4 elements: 8 elements, 16 B, repeated); a dynamic
// argument has no figures.
// JSON-LABEL:  "name": "movement",
// JSON:        "function_indexing": [
// JSON:        "summary": {
// JSON-NEXT:     "arguments": [
// JSON-NEXT:       {
// JSON-NEXT:         "argument": 0,
// JSON-NEXT:         "exact": true,
// JSON-NEXT:         "elements_read": 24,
// JSON-NEXT:         "bytes_read": 96,
// JSON-NEXT:         "bytes": 96,
// JSON-NEXT:         "utilization": 1.0,
// JSON-NEXT:         "peak_bytes": 96,
// JSON-NEXT:         "peak_share": null
// JSON-NEXT:       },
// JSON-NEXT:       {
// JSON-NEXT:         "argument": 1,
// JSON-NEXT:         "exact": true,
// JSON-NEXT:         "elements_read": 4,
// JSON-NEXT:         "bytes_read": 8,
// JSON-NEXT:         "bytes": 8,
// JSON-NEXT:         "utilization": 1.0,
// JSON-NEXT:         "peak_bytes": 8,
// JSON-NEXT:         "peak_share": null
// JSON-NEXT:       },
// JSON-NEXT:       {
// JSON-NEXT:         "argument": 2,
// JSON-NEXT:         "exact": null,
// JSON-NEXT:         "elements_read": null,
// JSON-NEXT:         "bytes_read": null,
// JSON-NEXT:         "bytes": null,
// JSON-NEXT:         "utilization": null,
// JSON-NEXT:         "peak_bytes": null,
// JSON-NEXT:         "peak_share": null
// JSON-NEXT:       }
// JSON-NEXT:     ],
// JSON-NEXT:     "bytes_read": 104,
// JSON-NEXT:     "some_unknown": false,
// The peak (a, v, the transpose and the broadcast: 96 + 8 + 96 + 24 B) is
// a lower bound: the negate's and %d's bytes are not known.
// JSON-NEXT:     "peak_bytes": 224,
// JSON-NEXT:     "peak_exact": false,
// JSON-NEXT:     "waste": "repeated_reads",
// JSON-NEXT:     "most_wasteful_ops": [
// JSON-NEXT:       {
// JSON-NEXT:         "id": 1,
// JSON-NEXT:         "name": "stablehlo.broadcast_in_dim",
// JSON-NEXT:         "loc": "{{.*}}:[[@LINE+25]]:8",
// JSON-NEXT:         "bytes": 16
// JSON-NEXT:       }
// JSON-NEXT:     ]
// JSON-NEXT:   }
// JSON-NEXT: }
// TEXT-LABEL:  function @movement
// TEXT-NEXT:     summary:
// TEXT-NEXT:       argument 0: 96 B read of 96 B (utilization 1.000)
// TEXT-NEXT:       argument 1: 8 B read of 8 B (utilization 1.000)
// TEXT-NEXT:       argument 2: not statically shaped
// TEXT-NEXT:       total: 104 B read from the arguments
// TEXT-NEXT:       most wasteful ops (repeated reads, in bytes):
// TEXT-NEXT:         op 1 stablehlo.broadcast_in_dim at {{.*}}: 16 B
// COAL-LABEL:  "name": "movement",
// COAL:          "waste": "bytes_moved_beyond_needed",
// NOFUSION-LABEL: "name": "movement",
// NOFUSION:      "function_indexing": [],
// NOFUSION-NEXT: "summary": {
// NOFUSION-NEXT:   "arguments": null,
// NOFUSION-NEXT:   "bytes_read": null,
// NOFUSION-NEXT:   "some_unknown": false,
// NOFUSION-NEXT:   "waste": "repeated_reads",
func.func @movement(%a: tensor<4x6xf32>, %v: tensor<4xf16>, %d: tensor<?xf32>) -> (tensor<6x4xf32>, tensor<3x4xf16>, tensor<?xf32>) {
  %t = stablehlo.transpose %a, dims = [1, 0] : (tensor<4x6xf32>) -> tensor<6x4xf32>
  %b = stablehlo.broadcast_in_dim %v, dims = [1] : (tensor<4xf16>) -> tensor<3x4xf16>
  %n = stablehlo.negate %d : tensor<?xf32>
  return %t, %b, %n : tensor<6x4xf32>, tensor<3x4xf16>, tensor<?xf32>
}

// -----

// An unknown function-level entry: bounds from the known read to the whole
// argument, with the first unknown reason, as in the text summary.
// JSON-LABEL:  "name": "opaque_and_direct",
// JSON:        "summary": {
// JSON-NEXT:     "arguments": [
// JSON-NEXT:       {
// JSON-NEXT:         "argument": 0,
// JSON-NEXT:         "exact": false,
// JSON-NEXT:         "elements_read": {
// JSON-NEXT:           "lower": 0,
// JSON-NEXT:           "upper": 4
// JSON-NEXT:         },
// JSON-NEXT:         "bytes_read": {
// JSON-NEXT:           "lower": 0,
// JSON-NEXT:           "upper": 16
// JSON-NEXT:         },
// JSON-NEXT:         "bytes": 16,
// JSON-NEXT:         "utilization": {
// JSON-NEXT:           "lower": 0.0,
// JSON-NEXT:           "upper": 1.0
// JSON-NEXT:         },
// JSON-NEXT:         "peak_bytes": 16,
// JSON-NEXT:         "peak_share": 0.3333333333333333,
// JSON-NEXT:         "unknown": "stablehlo.custom_call: custom_call @k: the target's access pattern is opaque"
// JSON-NEXT:       }
// JSON-NEXT:     ],
// JSON-NEXT:     "bytes_read": {
// JSON-NEXT:       "lower": 0,
// JSON-NEXT:       "upper": 16
// JSON-NEXT:     },
// JSON-NEXT:     "some_unknown": true,
// %a, %0 and %1 at the add: 3 x 16 B, exact.
// JSON-NEXT:     "peak_bytes": 48,
// JSON-NEXT:     "peak_exact": true,
// JSON-NEXT:     "waste": "repeated_reads",
// JSON-NEXT:     "most_wasteful_ops": []
// JSON-NEXT:   }
// TEXT-LABEL:  function @opaque_and_direct
// TEXT-NEXT:     summary:
// TEXT-NEXT:       argument 0: 0..16 B read of 16 B (utilization 0.000..1.000; some reads unknown: stablehlo.custom_call: custom_call @k: the target's access pattern is opaque)
// TEXT-NEXT:       total: 0..16 B read from the arguments (some reads unknown)
func.func @opaque_and_direct(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @k(%a) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.add %0, %a : tensor<4xf32>
  return %1 : tensor<4xf32>
}
