# Runs each cmocka binary under valgrind memcheck with
#   --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=definite
# and fails if valgrind reports any error (invalid access, uninitialised use,
# or a definite leak). Failing cmocka assertions are the behaviour tests'
# business (c_test_*): they are printed here but do not fail this test,
# unless valgrind also reports errors.
#   cmake -DVALGRIND=<path> -DTESTS=<bin1|bin2|...> -DLOGDIR=<dir> -P run_valgrind.cmake
if(NOT VALGRIND OR NOT TESTS)
    message(FATAL_ERROR "usage: cmake -DVALGRIND=... -DTESTS=a|b|c [-DLOGDIR=dir] -P run_valgrind.cmake")
endif()
if(NOT LOGDIR)
    set(LOGDIR "${CMAKE_CURRENT_BINARY_DIR}")
endif()
file(MAKE_DIRECTORY "${LOGDIR}")
string(REPLACE "|" ";" _tests "${TESTS}")
set(_failed "")
foreach(_bin IN LISTS _tests)
    get_filename_component(_name "${_bin}" NAME)
    set(_log "${LOGDIR}/${_name}.valgrind.log")
    execute_process(
        COMMAND ${VALGRIND} --tool=memcheck --error-exitcode=1 --leak-check=full
                --errors-for-leak-kinds=definite --show-leak-kinds=definite
                --track-origins=yes --log-file=${_log} ${_bin}
        RESULT_VARIABLE _rc OUTPUT_VARIABLE _out ERROR_VARIABLE _err)
    file(READ "${_log}" _vg)
    if(_vg MATCHES "ERROR SUMMARY: ([0-9,]+) errors")
        string(REPLACE "," "" _errors "${CMAKE_MATCH_1}")
    else()
        set(_errors "unknown (no ERROR SUMMARY)")
    endif()
    set(_definite "0")
    if(_vg MATCHES "definitely lost: ([0-9,]+) bytes")
        string(REPLACE "," "" _definite "${CMAKE_MATCH_1}")
    endif()
    message(STATUS "${_name}: exit ${_rc}, valgrind errors ${_errors}, definitely lost ${_definite} bytes (${_log})")
    if(NOT _errors STREQUAL "0" OR NOT _definite STREQUAL "0")
        list(APPEND _failed "${_name}: ${_errors} errors, ${_definite} bytes definitely lost")
        message("${_vg}")
    elseif(NOT _rc EQUAL 0)
        message(STATUS "  (${_name} has failing cmocka tests; see its own ctest)")
    endif()
endforeach()
if(_failed)
    string(REPLACE ";" "\n  " _msg "${_failed}")
    message(FATAL_ERROR "valgrind memcheck failed:\n  ${_msg}")
endif()
list(LENGTH _tests _n)
message(STATUS "valgrind memcheck: ${_n} binaries, 0 errors, 0 bytes definitely lost")
