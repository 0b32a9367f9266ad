# Registers the downstream packaging tests (included from Tests/checks/CMakeLists.txt, which
# has found Python3, TC_PKG_CONFIG and TC_READELF):
#   consumer      install this build, build Tests/consumer (main.c) with find_package(TouchChain)
#                 and separately with pkg-config, move the prefix, build both again
#   python_wheel  `pip wheel ./bindings/python` (scikit-build-core builds the library a second
#                 time, Release, ~1 min; needs PyPI), check the wheel's tag and contents, install
#                 it with [plot,test] into a venv outside the tree, import it with no Swift
#                 toolchain on PATH or LD_LIBRARY_PATH, check ldd, run the console script, the
#                 README's Python quick start and Tests/python against the installed package
set(TC_CONSUMER_DIR "${CMAKE_CURRENT_LIST_DIR}")

if(TC_PKG_CONFIG)
  add_test(NAME consumer
    COMMAND bash "${TC_CONSUMER_DIR}/consumer_test.sh"
      "${PROJECT_BINARY_DIR}" "${CMAKE_CURRENT_BINARY_DIR}/consumer-work"
      "${TC_CONSUMER_DIR}" "${PROJECT_VERSION}")
  get_property(_tc_multi_config GLOBAL PROPERTY GENERATOR_IS_MULTI_CONFIG)
  set(_tc_env
    "CMAKE=${CMAKE_COMMAND}"
    "CMAKE_GENERATOR_NAME=${CMAKE_GENERATOR}"
    "CC=${CMAKE_C_COMPILER}"
    "PKG_CONFIG=${TC_PKG_CONFIG}"
    "READELF=${TC_READELF}")
  if(_tc_multi_config)
    list(APPEND _tc_env "BUILD_CONFIG=$<CONFIG>")
  endif()
  set_tests_properties(consumer PROPERTIES
    LABELS checks
    ENVIRONMENT "${_tc_env}"
    TIMEOUT 600)
else()
  message(WARNING "pkg-config not found: the consumer (packaging) test is not registered")
endif()

# The wheel needs pip and venv in the interpreter CMake found.
execute_process(
  COMMAND "${Python3_EXECUTABLE}" -c "import pip, venv, ensurepip"
  RESULT_VARIABLE _tc_py_pip OUTPUT_QUIET ERROR_QUIET)
if(_tc_py_pip EQUAL 0)
  add_test(NAME python_wheel
    COMMAND bash "${TC_CONSUMER_DIR}/wheel_test.sh" "${Python3_EXECUTABLE}" "${PROJECT_SOURCE_DIR}")
  # SWIFTC: the wheel's build uses this build's Swift compiler, wherever it lives.
  set_tests_properties(python_wheel PROPERTIES
    LABELS "checks;python"
    ENVIRONMENT "SWIFTC=${CMAKE_Swift_COMPILER}"
    TIMEOUT 1800)
else()
  message(STATUS "${Python3_EXECUTABLE} has no pip/venv/ensurepip: python_wheel test not registered")
endif()
