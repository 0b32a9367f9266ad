#!/usr/bin/env bash
# Sanitizer builds of the library and the C test suites.
#
#   Tests/sanitize/run.sh address|thread <source dir> <build dir> [ctest regex]
#
# Configures <build dir> (a separate build tree; the first run builds the Swift library
# once, later runs are incremental) with the Swift toolchain's clang and:
#   address  Swift -sanitize=address; C -fsanitize=address,undefined
#            (-fno-sanitize-recover=undefined: any UB report fails the test)
#   thread   Swift -sanitize=thread;  C -fsanitize=thread
# then builds and runs, with ctest in that tree, the tests matching the regex (default:
# address: every cmocka suite of Tests/c, the libffi sweep, the threads test and the short
# soak; thread: the threads test), with ASAN_OPTIONS=detect_leaks=1 (LeakSanitizer: any
# definitely-lost block fails) or TSAN_OPTIONS=halt_on_error=1.
#
# Why the shared sanitizer runtime: libtouchchain.so links with -z defs (every symbol
# resolved at link time) and the Swift driver links no sanitizer runtime into a shared
# library, so the library links libclang_rt.<san>-x86_64.so itself (through
# CMAKE_Swift_STANDARD_LIBRARIES, with a RUNPATH to the toolchain's runtime directory),
# and every C executable uses the same shared runtime (-shared-libsan).
set -euo pipefail

mode=${1:?usage: run.sh address|thread <source dir> <build dir> [ctest regex]}
src=$(cd "${2:?source dir}" && pwd)
bld=${3:?build dir}
regex=${4:-}

swiftc=$(command -v swiftc || true)
[[ -n $swiftc ]] || for d in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
  [[ -x $d/swiftc ]] && swiftc=$d/swiftc && break
done
[[ -n $swiftc ]] || { echo "sanitize: no swiftc found" >&2; exit 1; }
bindir=$(dirname "$(readlink -f "$swiftc")")
clang=$bindir/clang
[[ -x $clang && -x $bindir/ld.lld ]] || { echo "sanitize: the toolchain's clang/lld not found in $bindir" >&2; exit 1; }

case $mode in
  address)
    swift_flags="-sanitize=address"
    c_flags="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer -shared-libsan"
    rt=$("$clang" -print-file-name=libclang_rt.asan-x86_64.so)
    default_regex='^(c_test_|abi_ffi_sweep$|threads_concurrent_scenes$|soak_short$|size_deep_chain$)'
    ;;
  thread)
    swift_flags="-sanitize=thread"
    c_flags="-fsanitize=thread -fno-omit-frame-pointer -shared-libsan"
    rt=$("$clang" -print-file-name=libclang_rt.tsan-x86_64.so)
    # The static Swift runtime calls dispatch_once_f with hidden visibility; the TSan
    # runtime exports an interceptor of that name, and the link would bind the hidden
    # reference to it (gold: "hidden symbol 'dispatch_once_f' is not defined locally"):
    # pull libdispatch.a's definition in first.
    pre_rt="-Xlinker -u -Xlinker dispatch_once_f $bindir/../lib/swift_static/linux/libdispatch.a"
    # ... and the TSan runtime itself needs libdispatch's symbols at load time
    # (_dispatch_data_destructor_munmap): the executables load the toolchain's libdispatch.so.
    dispatch_dir=$(cd "$bindir/../lib/swift/linux" && pwd)
    exe_extra="-Wl,--no-as-needed -L$dispatch_dir -ldispatch -Wl,--as-needed -Wl,-rpath,$dispatch_dir"
    default_regex='^threads_concurrent_scenes$'
    ;;
  *) echo "sanitize: mode must be address or thread" >&2; exit 2 ;;
esac
[[ -f $rt ]] || { echo "sanitize: $rt missing" >&2; exit 1; }
regex=${regex:-$default_regex}

# (Re)configure every time: cheap, and keeps the flags of an existing tree current.
mkdir -p "$bld"
cmake -S "$src" -B "$bld" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER="$clang" -DCMAKE_CXX_COMPILER="$bindir/clang++" \
    -DCMAKE_Swift_FLAGS="$swift_flags" \
    "-DCMAKE_Swift_STANDARD_LIBRARIES=${pre_rt:-} -Xlinker -rpath -Xlinker $(dirname "$rt") $rt" \
    -DCMAKE_C_FLAGS="$c_flags" -DCMAKE_EXE_LINKER_FLAGS="-fuse-ld=lld -Wl,-rpath,$(dirname "$rt") ${exe_extra:-}" \
    -DTC_SANITIZE="$mode" -DTC_BUILD_EXAMPLES=OFF >"$bld/configure.log" 2>&1 \
    || { cat "$bld/configure.log"; exit 1; }
start=$(date +%s)
cmake --build "$bld" -- -j "${JOBS:-2}" >"$bld/build.log" 2>&1 || { tail -50 "$bld/build.log"; exit 1; }
echo "sanitize($mode): build took $(( $(date +%s) - start )) s ($bld)"

# The shared runtime follows libstdc++/libcmocka in some binaries' library lists; none of
# them interposes malloc, so the order check is switched off.
export ASAN_OPTIONS="detect_leaks=1:verify_asan_link_order=0:abort_on_error=0:halt_on_error=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-}"
export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1${TSAN_OPTIONS:+:$TSAN_OPTIONS}"
ctest --test-dir "$bld" -R "$regex" --output-on-failure -j "${JOBS:-2}" --timeout 1800
