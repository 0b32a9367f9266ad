#!/usr/bin/env bash
# `make web`: the engine and the C layer as Embedded Swift for wasm32, linked with wasi-libc
# into touchchain.wasm, which bindings/js/touchchain.mjs loads (docs/WEB.md).
#
#   cmake/build-web.sh [BUILD_DIR]      (default build-web)
#
# Steps: the two Swift modules for wasm32-unknown-none-wasm (whole-module, each function in
# its own section); the JavaScript glue (bindings/js/glue/tc_js.c: one C function per
# callback role, forwarding to the loader) for wasm32-wasi; then wasm-ld, exporting every tc_*
# function the C layer defines plus the glue's tcjs_* functions, dropping everything else
# (--gc-sections). wasi-libc provides malloc, the string functions and libm; the module's
# only imports are the glue's callbacks. The result is copied next to the JS module.
#
# Needs: a Swift 6.3 toolchain with Embedded Swift for wasm32 (swiftc, clang, wasm-ld,
# llvm-nm in its usr/bin) and Debian's wasi-libc and libclang-rt-14-dev-wasm32 (`make deps-web`).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="${1:-build-web}"
mkdir -p "$out"
out="$(cd "$out" && pwd)"

swiftc="$(command -v swiftc)"
bin="$(dirname "$(readlink -f "$swiftc")")"
clang="$bin/clang"
wasm_ld="$bin/wasm-ld"
nm="$bin/llvm-nm"
triple=wasm32-unknown-none-wasm
unicode="$bin/../lib/swift/embedded/$triple/libswiftUnicodeDataTables.a"
wasi_lib=/usr/lib/wasm32-wasi
wasi_include=/usr/include/wasm32-wasi
builtins="$(ls /usr/lib/llvm-*/lib/clang/*/lib/wasi/libclang_rt.builtins-wasm32.a 2>/dev/null | head -n1 || true)"

for f in "$clang" "$wasm_ld" "$nm" "$unicode"; do
  [ -e "$f" ] || { echo "build-web: $f not found (a Swift 6.3 toolchain with Embedded Swift for wasm32)" >&2; exit 1; }
done
for f in "$wasi_lib/libc.a" "$wasi_lib/crt1-reactor.o" "$wasi_include/stdlib.h"; do
  [ -e "$f" ] || { echo "build-web: $f not found: apt-get install wasi-libc" >&2; exit 1; }
done
[ -n "$builtins" ] || { echo "build-web: libclang_rt.builtins-wasm32.a not found: apt-get install libclang-rt-14-dev-wasm32" >&2; exit 1; }

# The two C modules the Swift code imports (the public header and the platform header).
mkdir -p "$out/modulemaps/CTouchChain" "$out/modulemaps/CTouchChainPlatform"
printf 'module CTouchChain {\n    header "%s"\n    export *\n}\n' "$root/include/touchchain.h" \
  > "$out/modulemaps/CTouchChain/module.modulemap"
printf 'module CTouchChainPlatform {\n    header "%s"\n    export *\n}\n' \
  "$root/Sources/CTouchChainPlatform/include/tc_platform.h" \
  > "$out/modulemaps/CTouchChainPlatform/module.modulemap"

flags=(-enable-experimental-feature Embedded -wmo -parse-as-library -swift-version 6
       -target "$triple" -Xfrontend -function-sections -Xfrontend -disable-stack-protector
       -enforce-exclusivity=unchecked -O)

mapfile -t core < <(find "$root/Sources/TouchChainCore" -name '*.swift' | LC_ALL=C sort)
mapfile -t exports < <(find "$root/Sources/TouchChain" -maxdepth 1 -name '*.swift' | LC_ALL=C sort)

echo "== Embedded Swift (wasm32): the engine"
"$swiftc" "${flags[@]}" -module-name TouchChainCore -emit-module \
  -emit-module-path "$out/TouchChainCore.swiftmodule" -c "${core[@]}" -o "$out/TouchChainCore.o"
echo "== Embedded Swift (wasm32): the C layer"
"$swiftc" "${flags[@]}" -module-name TouchChain -I "$out" \
  -I "$out/modulemaps/CTouchChain" -I "$out/modulemaps/CTouchChainPlatform" \
  -c "${exports[@]}" -o "$out/TouchChain.o"
echo "== the JavaScript glue"
"$clang" --target=wasm32-wasi -isystem "$wasi_include" -O2 -Wall -Wextra -Werror \
  -I "$root/include" -c "$root/bindings/js/glue/tc_js.c" -o "$out/tc_js.o"

# Every tc_* function the C layer defines is exported: the same set as the native library's.
mapfile -t tc_names < <("$nm" "$out/TouchChain.o" | awk '$2 == "T" && $3 ~ /^tc_/ { print $3 }' | LC_ALL=C sort)
[ "${#tc_names[@]}" -gt 0 ] || { echo "build-web: no tc_* function in TouchChain.o" >&2; exit 1; }
export_flags=(--export=_initialize)
for n in "${tc_names[@]}"; do export_flags+=("--export=$n"); done

echo "== wasm-ld: touchchain.wasm (${#tc_names[@]} tc_* exports)"
"$wasm_ld" -o "$out/touchchain.wasm" --no-entry --gc-sections --strip-all \
  "$wasi_lib/crt1-reactor.o" "$out/TouchChain.o" "$out/TouchChainCore.o" "$out/tc_js.o" \
  "$unicode" "$wasi_lib/libc.a" "$wasi_lib/libm.a" "$builtins" "${export_flags[@]}"

# The benchmark harness (bench/tcbench.c) as a WASI command over the same objects, for
# `make -C bench wasm` (bench/run-wasm.mjs runs it under Node's WASI).
echo "== tcbench.wasm (bench/tcbench.c for WASI)"
"$clang" --target=wasm32-wasi -isystem "$wasi_include" -O2 -I "$root/include" -w \
  -c "$root/bench/tcbench.c" -o "$out/tcbench.o"
"$wasm_ld" -o "$out/tcbench.wasm" --gc-sections --strip-all -z stack-size=1048576 \
  "$wasi_lib/crt1.o" "$out/tcbench.o" "$out/TouchChain.o" "$out/TouchChainCore.o" \
  "$unicode" "$wasi_lib/libc.a" "$wasi_lib/libm.a" "$builtins"

cp "$out/touchchain.wasm" "$root/bindings/js/touchchain.wasm"
echo "== $(wc -c < "$out/touchchain.wasm") bytes: $out/touchchain.wasm (copied to bindings/js/)"
