#!/usr/bin/env bash
# Issue 14 item 1, on the Embedded Swift build (-DTOUCHCHAIN_EMBEDDED=ON):
#   - libtouchchain.so needs libc and libm only: no libswift* among its NEEDED entries or in
#     ldd, no undefined symbol that a Swift runtime would provide (swift_*, _swift_*);
#   - it is under 1 MB, stripped as a distribution would ship it (and the figure is printed);
#   - libtouchchain.a is one object whose only global symbols are tc_*, and a C program links
#     it with nothing but `cc app.c libtouchchain.a -lm`: the demo, built that way, prints what
#     the demo linked against the shared library prints.
# usage: embedded_library.sh SHARED_LIB STATIC_LIB DEMO_SOURCE INCLUDE_DIR SHARED_DEMO CC READELF NM STRIP OUT_DIR
set -euo pipefail
so=$1 a=$2 demo_src=$3 inc=$4 shared_demo=$5 cc=$6 readelf=$7 nm=$8 strip=$9 out=${10}
mkdir -p "$out"
fail() { echo "FAIL: $*" >&2; exit 1; }

needed=$("$readelf" -d "$so" | awk '/NEEDED/ {print $NF}' | tr -d '[]' | sort | tr '\n' ' ')
echo "NEEDED: $needed"
for lib in $needed; do
  case $lib in libc.so.*|libm.so.*) ;; *) fail "$so needs $lib (only libc and libm allowed)";; esac
done
if ldd "$so" | grep -i swift; then fail "ldd lists a Swift library"; fi
undef=$("$readelf" --dyn-syms -W "$so" | awk '$7 == "UND" && $8 != "" {print $8}' | sed 's/@.*//' | sort -u)
if grep -E '^_?swift' <<<"$undef"; then fail "$so imports Swift runtime symbols (above)"; fi
echo "imports: $(echo $undef)"

"$strip" -o "$out/libtouchchain.stripped.so" "$so"
size=$(stat -c %s "$out/libtouchchain.stripped.so")
echo "libtouchchain.so: $(stat -c %s "$so") bytes, $size stripped"
(( size < 1048576 )) || fail "stripped libtouchchain.so is $size bytes (at least 1 MB)"

globals=$("$nm" -g --defined-only "$a" | awk 'NF == 3 {print $3}')
if grep -v '^tc_' <<<"$globals"; then fail "libtouchchain.a defines global symbols other than tc_* (above)"; fi
echo "libtouchchain.a: $(stat -c %s "$a") bytes, $(wc -l <<<"$globals") global symbols, all tc_*"

"$cc" -I"$inc" "$demo_src" "$a" -lm -o "$out/demo_static"
if "$readelf" -d "$out/demo_static" | grep -q 'libtouchchain'; then fail "the static demo needs libtouchchain.so"; fi
"$out/demo_static" > "$out/demo_static.txt"
"$shared_demo" > "$out/demo_shared.txt"
diff -u "$out/demo_shared.txt" "$out/demo_static.txt" || fail "the statically linked demo prints something else"
echo "ok: cc demo.c libtouchchain.a -lm runs and prints what the shared demo prints ($(wc -l < "$out/demo_static.txt") lines)"
