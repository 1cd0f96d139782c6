/*===- index-opt-c/IndexOpt.h - index-opt's C API -----------------*- C -*-===*\
|*                                                                            *|
|* index-opt for C and C++ MLIR tools: the indexing maps of ops and           *|
|* functions, indexing-map algebra, and buffer liveness, over the handles of  *|
|* MLIR's own C API (mlir-c/IR.h). Include this header, link                  *|
|* libindex_opt_c.so and Debian's libMLIR.so (pkg-config index-opt-c, or      *|
|* CMake find_package(IndexOptC)); see README.md, "From C and C++".           *|
|*                                                                            *|
|* Conventions (those of mlir-c):                                             *|
|* - Handles are structs holding one pointer; a null handle (ptr == NULL) is  *|
|*   what a failed call returns, with its message given to the `onError`      *|
|*   callback when one is passed (it may be NULL).                            *|
|* - A function that returns a handle gives the caller ownership: destroy it  *|
|*   with the matching `...Destroy`. A handle must not outlive the MlirContext
*|
|*   it was computed in.                                                      *|
|* - Every function accepts null handles: it returns a null handle, 0, -1,    *|
|*   false or an empty string as documented, and never crashes.               *|
|* - Strings returned as MlirStringRef are owned by the handle they come from *|
|*   and live as long as it.                                                  *|
|* - No function throws or aborts: an internal failure is reported through    *|
|*   `onError` (or the documented failure value).                             *|
|*                                                                            *|
\*===----------------------------------------------------------------------===*/

#ifndef INDEX_OPT_C_INDEXOPT_H
#define INDEX_OPT_C_INDEXOPT_H

#include "index-opt-c/Hlo.h"
#include "index-opt-c/Indexing.h"
#include "index-opt-c/IndexingMap.h"
#include "index-opt-c/Liveness.h"
#include "index-opt-c/Registration.h"

#endif /* INDEX_OPT_C_INDEXOPT_H */
