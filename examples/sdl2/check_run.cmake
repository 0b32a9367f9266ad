# Run a command and check its exit status and output (ctest helper for touchview; no Python).
#
#   cmake -DEXPECT_EXIT=N [-DEXPECT_STDOUT=REGEX] [-DEXPECT_STDOUT2=REGEX ...]
#         [-DEXPECT_STDERR=REGEX] [-DEXPECT_STDERR2=REGEX ...] [-DTIMEOUT=SECONDS]
#         -P check_run.cmake -- COMMAND [ARGS...]
#
# Fails when the command runs longer than TIMEOUT (default 20) seconds, exits with another status
# than N, or when its stdout / stderr does not match every EXPECT_* regular expression (suffixes
# "", 2, 3, ... 6). The command's environment is the test's (set_tests_properties ENVIRONMENT).
cmake_minimum_required(VERSION 3.16)

set(_cmd)
set(_after_dashes FALSE)
math(EXPR _last "${CMAKE_ARGC} - 1")
foreach(_i RANGE 1 ${_last})
  if(_after_dashes)
    list(APPEND _cmd "${CMAKE_ARGV${_i}}")
  elseif(CMAKE_ARGV${_i} STREQUAL "--")
    set(_after_dashes TRUE)
  endif()
endforeach()
if(NOT _cmd)
  message(FATAL_ERROR "check_run.cmake: no command after --")
endif()
if(NOT DEFINED EXPECT_EXIT)
  message(FATAL_ERROR "check_run.cmake: -DEXPECT_EXIT=N is required")
endif()
if(NOT DEFINED TIMEOUT)
  set(TIMEOUT 20)
endif()

execute_process(COMMAND ${_cmd}
  RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err TIMEOUT ${TIMEOUT})
message("exit status: ${_rc}\n--- stdout:\n${_out}--- stderr:\n${_err}---")
set(_failed FALSE)
if(NOT _rc STREQUAL "${EXPECT_EXIT}")
  message(SEND_ERROR "expected exit status ${EXPECT_EXIT}, got: ${_rc}")
  set(_failed TRUE)
endif()
foreach(_stream STDOUT STDERR)
  if(_stream STREQUAL "STDOUT")
    set(_text "${_out}")
  else()
    set(_text "${_err}")
  endif()
  foreach(_n "" 2 3 4 5 6)
    if(DEFINED EXPECT_${_stream}${_n})
      if(NOT _text MATCHES "${EXPECT_${_stream}${_n}}")
        message(SEND_ERROR "${_stream} does not match: ${EXPECT_${_stream}${_n}}")
        set(_failed TRUE)
      endif()
    endif()
  endforeach()
endforeach()
if(_failed)
  message(FATAL_ERROR "check failed: ${_cmd}")
endif()
