# CMake package of index-opt's C API (include/index-opt-c, libindex_opt_c.so):
#
#   find_package(IndexOptC REQUIRED CONFIG PATHS <index-opt>/cmake)
#   target_link_libraries(my-tool PRIVATE IndexOpt::C)
#
# IndexOpt::C carries the include directories (ours and MLIR 22's) and links
# the library, which links Debian's shared libMLIR.so: a tool that links MLIR
# too has one MLIR in its process. The library is found in
# IndexOptC_BUILD_DIR (default: target/release of this repository, where
# `make build` puts it).

get_filename_component(_index_opt_root "${CMAKE_CURRENT_LIST_DIR}/.." ABSOLUTE)
set(IndexOptC_BUILD_DIR "${_index_opt_root}/target/release"
    CACHE PATH "Where libindex_opt_c.so is (index-opt's cargo build output)")
set(IndexOptC_INCLUDE_DIR "${_index_opt_root}/include")
set(_index_opt_library "${IndexOptC_BUILD_DIR}/libindex_opt_c.so")
if(NOT EXISTS "${_index_opt_library}")
  set(IndexOptC_FOUND FALSE)
  set(IndexOptC_NOT_FOUND_MESSAGE
      "${_index_opt_library} is missing: run `make build` in ${_index_opt_root}")
  return()
endif()
if(NOT TARGET IndexOpt::C)
  add_library(IndexOpt::C SHARED IMPORTED)
  set_target_properties(IndexOpt::C PROPERTIES
    IMPORTED_LOCATION "${_index_opt_library}"
    INTERFACE_INCLUDE_DIRECTORIES "${IndexOptC_INCLUDE_DIR};/usr/lib/llvm-22/include")
endif()
set(IndexOptC_FOUND TRUE)
