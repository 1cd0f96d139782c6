// Each chunk between split markers is processed on its own; an error in one chunk does
// not stop the others, the output keeps the markers, and the exit status
// reports the error.
// RUN: %expect-exit 1 index-opt --split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=OK
// RUN: %expect-exit 1 index-opt --split-input-file %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ERR
// RUN: %expect-exit 0 index-opt --split-input-file %s --allow-unregistered-dialect -o /dev/null

// OK-LABEL: func.func @first
// OK:       {{^// [-]{5}$}}
// OK-LABEL: func.func @third
// ERR:      split-input-file.mlir:20:15: error: operation being parsed with an unregistered dialect

func.func @first() {
  return
}

// -----

func.func @second() {
  "unknown.op"() : () -> ()
  return
}

// -----

func.func @third() {
  return
}
