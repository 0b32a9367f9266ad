# The engine and the C layer as Embedded Swift (-DTOUCHCHAIN_EMBEDDED=ON; `make embedded`).
#
# Embedded Swift compiles the standard library's generic code into the library itself and
# needs no Swift runtime: the result imports libc and libm only (and the standard library's
# Unicode tables, linked in from the toolchain). Included by CMakeLists.txt; defines the same
# targets as the standard build, so the examples and the tests link them unchanged:
#   touchchain          libtouchchain.so.<version>, exports tc_* only (cmake/touchchain.map)
#   touchchain_static   libtouchchain.a: one relocatable object whose only global symbols are
#                       tc_*, for `cc app.c libtouchchain.a -lm`
#
# The two Swift modules are compiled by swiftc directly (CMake 3.25's Swift support cannot pass
# Embedded Swift's flags to both its compile and link steps), whole-module, each function in
# its own section so that the final link drops what no export reaches (--gc-sections).

if(NOT CMAKE_SYSTEM_NAME STREQUAL "Linux")
  message(FATAL_ERROR "TOUCHCHAIN_EMBEDDED: only Linux hosts are supported so far")
endif()
set(TC_EMBEDDED_TRIPLE "${CMAKE_SYSTEM_PROCESSOR}-unknown-linux-gnu" CACHE STRING
    "Target triple of the Embedded Swift build")
get_filename_component(_tc_swift_bin "${CMAKE_Swift_COMPILER}" DIRECTORY)
set(TC_EMBEDDED_UNICODE_TABLES
    "${_tc_swift_bin}/../lib/swift/embedded/${TC_EMBEDDED_TRIPLE}/libswiftUnicodeDataTables.a"
    CACHE FILEPATH "The Embedded Swift standard library's Unicode tables for the target")
if(NOT EXISTS "${TC_EMBEDDED_UNICODE_TABLES}")
  message(FATAL_ERROR "TOUCHCHAIN_EMBEDDED: ${TC_EMBEDDED_UNICODE_TABLES} not found "
                      "(a Swift 6.3 toolchain with Embedded Swift support for ${TC_EMBEDDED_TRIPLE})")
endif()
find_program(TC_OBJCOPY NAMES objcopy llvm-objcopy REQUIRED)

set(_tc_emb_dir "${PROJECT_BINARY_DIR}/embedded")
file(MAKE_DIRECTORY "${_tc_emb_dir}")
set(_tc_emb_flags
  -enable-experimental-feature Embedded -wmo -parse-as-library -swift-version 6
  -target "${TC_EMBEDDED_TRIPLE}" -Xcc -fPIC -Xfrontend -function-sections
  -enforce-exclusivity=unchecked)
# Optimized for size: the runtime-free library is the one users ship inside their own
# binaries, and its budget is 1 MiB stripped (Tests/checks/embedded_library.sh); the standard
# build is the one optimized for speed (docs/PERFORMANCE.md, "Sizes").
if(CMAKE_BUILD_TYPE STREQUAL "Debug")
  list(APPEND _tc_emb_flags -Onone -g)
elseif(CMAKE_BUILD_TYPE STREQUAL "RelWithDebInfo")
  list(APPEND _tc_emb_flags -Osize -g)
else()
  list(APPEND _tc_emb_flags -Osize)
endif()

# The engine: TouchChainCore.swiftmodule + one object.
add_custom_command(
  OUTPUT "${_tc_emb_dir}/TouchChainCore.o" "${_tc_emb_dir}/TouchChainCore.swiftmodule"
  COMMAND "${CMAKE_Swift_COMPILER}" ${_tc_emb_flags} -module-name TouchChainCore
          -emit-module -emit-module-path "${_tc_emb_dir}/TouchChainCore.swiftmodule"
          -c ${TC_CORE_SOURCES} -o "${_tc_emb_dir}/TouchChainCore.o"
  DEPENDS ${TC_CORE_SOURCES}
  COMMENT "Embedded Swift: the engine (TouchChainCore)"
  VERBATIM)

# The C layer, against the engine's module, the public header and the platform module.
add_custom_command(
  OUTPUT "${_tc_emb_dir}/TouchChain.o"
  COMMAND "${CMAKE_Swift_COMPILER}" ${_tc_emb_flags} -module-name TouchChain
          -I "${_tc_emb_dir}" -I "${TC_MODULEMAP_DIR}" -I "${TC_PLATFORM_MODULEMAP_DIR}"
          -c ${TC_EXPORT_SOURCES} -o "${_tc_emb_dir}/TouchChain.o"
  DEPENDS ${TC_EXPORT_SOURCES} "${_tc_emb_dir}/TouchChainCore.swiftmodule"
          "${TC_PUBLIC_HEADER}" "${TC_MODULEMAP_DIR}/module.modulemap"
          "${TC_PLATFORM_HEADER}" "${TC_PLATFORM_MODULEMAP_DIR}/module.modulemap"
  COMMENT "Embedded Swift: the C layer (TouchChain)"
  VERBATIM)

# Both modules and the Unicode tables they use (the archive's members that resolve their
# references) in one relocatable object (ld -r, through the C compiler driver), then every global symbol but tc_* made local: what the static library holds, so a
# host's own symbols (its own Swift runtime, say) can never clash with the library's.
set(_tc_emb_merged "${_tc_emb_dir}/touchchain-merged.o")
set(_tc_emb_object "${_tc_emb_dir}/touchchain-embedded.o")
add_custom_command(
  OUTPUT "${_tc_emb_object}"
  COMMAND "${CMAKE_C_COMPILER}" -r -nostdlib -o "${_tc_emb_merged}"
          "${_tc_emb_dir}/TouchChain.o" "${_tc_emb_dir}/TouchChainCore.o"
          "${TC_EMBEDDED_UNICODE_TABLES}"
  COMMAND "${TC_OBJCOPY}" --wildcard --keep-global-symbol=tc_* "${_tc_emb_merged}" "${_tc_emb_object}"
  DEPENDS "${_tc_emb_dir}/TouchChain.o" "${_tc_emb_dir}/TouchChainCore.o" "${TC_EMBEDDED_UNICODE_TABLES}"
  COMMENT "Embedded Swift: one object, tc_* its only global symbols"
  VERBATIM)
set_source_files_properties("${_tc_emb_object}" "${_tc_emb_dir}/TouchChain.o" "${_tc_emb_dir}/TouchChainCore.o"
  PROPERTIES EXTERNAL_OBJECT TRUE GENERATED TRUE)

# The shared library from the two objects themselves: --gc-sections drops what no export
# reaches (from the merged object of the static library it keeps ~300 KB more).
add_library(touchchain SHARED "${_tc_emb_dir}/TouchChain.o" "${_tc_emb_dir}/TouchChainCore.o")
add_library(TouchChain::touchchain ALIAS touchchain)
set_target_properties(touchchain PROPERTIES
  OUTPUT_NAME touchchain
  LINKER_LANGUAGE C
  VERSION ${PROJECT_VERSION}
  SOVERSION ${PROJECT_VERSION_MAJOR}
  EXPORT_NAME touchchain
  POSITION_INDEPENDENT_CODE ON
  LINK_DEPENDS "${PROJECT_SOURCE_DIR}/cmake/touchchain.map")
target_include_directories(touchchain INTERFACE
  $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
  $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
target_link_libraries(touchchain PRIVATE "${TC_EMBEDDED_UNICODE_TABLES}" m)
target_link_options(touchchain PRIVATE
  "LINKER:--version-script=${PROJECT_SOURCE_DIR}/cmake/touchchain.map"
  "LINKER:-z,defs"
  "LINKER:--gc-sections")

add_library(touchchain_static STATIC "${_tc_emb_object}")
set_target_properties(touchchain_static PROPERTIES
  OUTPUT_NAME touchchain
  LINKER_LANGUAGE C
  EXPORT_NAME touchchain_static)
target_include_directories(touchchain_static INTERFACE
  $<BUILD_INTERFACE:${PROJECT_SOURCE_DIR}/include>
  $<INSTALL_INTERFACE:${CMAKE_INSTALL_INCLUDEDIR}>)
# A C program links it with `cc app.c libtouchchain.a -lm`.
target_link_libraries(touchchain_static INTERFACE m)
install(TARGETS touchchain_static EXPORT TouchChainTargets
  ARCHIVE DESTINATION "${CMAKE_INSTALL_LIBDIR}" COMPONENT Development)
