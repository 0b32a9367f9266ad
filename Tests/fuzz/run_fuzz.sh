#!/usr/bin/env bash
# Builds the libFuzzer targets against an instrumented libtouchchain and runs them.
#
#   Tests/fuzz/run_fuzz.sh <source dir> <build dir> <seconds per target> [target...]
#
# targets: api (fuzz_api.c: the whole C ABI as call programs), scene (fuzz_scene.c: a binary
# scene format) and replay (fuzz_replay.py, atheris: the JSON scene loader of the Python
# bindings; skipped when atheris is not installed; TC_PLAIN_LIBRARY names the library it
# loads, default: the package's own search). Default: api scene.
#
# <build dir> is a separate CMake tree of the library only, its Swift code built with
#   -sanitize=address -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp
# (ASan and libFuzzer's coverage feedback inside the engine) and linked to the shared ASan
# runtime (see Tests/sanitize/run.sh for why). The targets are compiled with the
# toolchain's clang: -fsanitize=fuzzer,address,undefined -shared-libsan -fuse-ld=lld.
# Seeds: Tests/fuzz/gen_seeds.py from the recordings (Tests/data/traces) and
# examples/scenes. Corpora live in <build dir>/corpus-<target> and grow from run to run.
# Exit status: 0 iff no target found anything (crash, leak, timeout, oracle). Artifacts:
# <build dir>/artifacts/. Env: FUZZ_JOBS (default 1: parallel libFuzzer workers per
# target), FUZZ_NICE (default 10).
set -euo pipefail

src=$(cd "${1:?source dir}" && pwd)
bld=${2:?build dir}
secs=${3:?seconds per target}
shift 3
targets=("$@")
[[ ${#targets[@]} -gt 0 ]] || targets=(api scene)

swiftc=$(command -v swiftc || true)
[[ -n $swiftc ]] || for d in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
  [[ -x $d/swiftc ]] && swiftc=$d/swiftc && break
done
[[ -n $swiftc ]] || { echo "fuzz: no swiftc found" >&2; exit 1; }
bindir=$(dirname "$(readlink -f "$swiftc")")
clang=$bindir/clang
[[ -x $clang && -x $bindir/ld.lld ]] || { echo "fuzz: the toolchain's clang/lld not found in $bindir" >&2; exit 1; }
rt=$("$clang" -print-file-name=libclang_rt.asan-x86_64.so)
nice=${FUZZ_NICE:-10}

mkdir -p "$bld"
bld=$(cd "$bld" && pwd)
if [[ ! -f $bld/build.ninja ]]; then
  cmake -S "$src" -B "$bld" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER="$clang" -DCMAKE_CXX_COMPILER="$bindir/clang++" \
    "-DCMAKE_Swift_FLAGS=-sanitize=address -sanitize-coverage=edge,inline-8bit-counters,pc-table,trace-cmp" \
    "-DCMAKE_Swift_STANDARD_LIBRARIES=-Xlinker -rpath -Xlinker $(dirname "$rt") $rt" \
    -DTC_SANITIZE=fuzz -DTC_BUILD_TESTS=OFF -DTC_BUILD_EXAMPLES=OFF >"$bld/configure.log" 2>&1 \
    || { cat "$bld/configure.log"; exit 1; }
fi
start=$(date +%s)
nice -n "$nice" cmake --build "$bld" --target touchchain >"$bld/build.log" 2>&1 || { tail -40 "$bld/build.log"; exit 1; }
echo "fuzz: instrumented library built in $(( $(date +%s) - start )) s"

cflags=(-g -O1 -Wall -Wextra -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined
        -shared-libsan -fuse-ld=lld -I"$src/include")
for t in "${targets[@]}"; do
  [[ $t == replay ]] && continue
  "$clang" "${cflags[@]}" "$src/Tests/fuzz/fuzz_$t.c" -o "$bld/fuzz_$t" "$bld/libtouchchain.so" -lm \
    "-Wl,-rpath,$bld" "-Wl,-rpath,$(dirname "$rt")"
done

seeds=$bld/seeds
if [[ ! -d $seeds/api ]]; then
  traces=$src/Tests/data/traces
  python3 "$src/Tests/fuzz/gen_seeds.py" --traces "$traces" --scenes "$src/examples/scenes" --out "$seeds" \
    || echo "fuzz: no seeds generated (continuing with empty corpora)"
fi

mkdir -p "$bld/artifacts"
export ASAN_OPTIONS="detect_leaks=1${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
export UBSAN_OPTIONS="print_stacktrace=1${UBSAN_OPTIONS:+:$UBSAN_OPTIONS}"
status=0
for t in "${targets[@]}"; do
  corpus=$bld/corpus-$t
  mkdir -p "$corpus"
  [[ -d $seeds/$t ]] && cp -n "$seeds/$t"/* "$corpus"/ 2>/dev/null || true
  log=$bld/fuzz_$t.log
  jobs=${FUZZ_JOBS:-1}
  extra=()
  [[ $jobs -gt 1 ]] && extra=(-jobs="$jobs" -workers="$jobs")
  echo "fuzz: $t for ${secs}s (corpus $corpus, log $log)"
  set +e
  cd "$bld"
  rm -f fuzz-*.log
  if [[ $t == replay ]]; then
    # Atheris on bindings/python/touchchain/replay.py with the plain library (Python
    # coverage); then the corpus once more against the ASan library (memory errors only).
    if ! python3 -c 'import atheris' 2>/dev/null; then
      echo "fuzz: replay skipped: atheris not installed (python3 -m pip install atheris)"
      set -e
      continue
    fi
    [[ -d $src/examples/scenes ]] && cp -n "$src"/examples/scenes/*.json "$corpus"/ 2>/dev/null
    [[ -n ${TC_PLAIN_LIBRARY:-} ]] && export TOUCHCHAIN_LIBRARY=$TC_PLAIN_LIBRARY
    nice -n "$nice" python3 "$src/Tests/fuzz/fuzz_replay.py" -max_total_time="$secs" -timeout=10 \
      -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$bld/artifacts/$t-" "$corpus" >"$log" 2>&1
    rc=$?
    if [[ $rc -eq 0 ]]; then
      LD_PRELOAD=$rt ASAN_OPTIONS=detect_leaks=0 TOUCHCHAIN_LIBRARY=$bld/libtouchchain.so \
        nice -n "$nice" python3 "$src/Tests/fuzz/fuzz_replay.py" -runs=0 "$corpus" >"$log.asan" 2>&1
      rc=$?
      [[ $rc -eq 0 ]] || { echo "fuzz: replay corpus under ASan failed (see $log.asan)"; tail -30 "$log.asan"; }
    fi
    unset TOUCHCHAIN_LIBRARY
  else
    nice -n "$nice" "$bld/fuzz_$t" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix="$bld/artifacts/$t-" "${extra[@]}" "$corpus" >"$log" 2>&1
    rc=$?
  fi
  set -e
  execs=$(cat "$log" "$bld"/fuzz-*.log 2>/dev/null | grep 'stat::number_of_executed_units' | awk '{s+=$2} END {print s+0}' || true)
  cov=$(grep -o 'cov: [0-9]*' "$log" 2>/dev/null | tail -1 || true)
  echo "fuzz: $t: exit $rc, $execs executions, $cov, corpus $(ls "$corpus" | wc -l) inputs"
  if [[ $rc -ne 0 ]]; then
    status=1
    grep -E 'ERROR|SUMMARY|contract violation|differ|Test unit written' "$log" | head -20 || true
  fi
done
exit $status
