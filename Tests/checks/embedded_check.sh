#!/usr/bin/env bash
# Issue 13 item 5: the engine (Sources/TouchChainCore, every .swift file in its folders)
# compiles as Embedded Swift for the host: no weak/unowned references, no existentials or
# reflection Embedded Swift cannot do. The result must need no Swift runtime library and
# import no Swift runtime symbol (only libc/libm and what the embedded stdlib itself provides).
# usage: embedded_check.sh SWIFTC SOURCE_DIR OUT_DIR READELF
set -euo pipefail
swiftc=$1 src=$2 out=$3 readelf=$4
mkdir -p "$out"
mapfile -d '' files < <(find "$src" -name '*.swift' -print0 | sort -z)
lib="$out/libtouchchaincore-embedded.so"
"$swiftc" -enable-experimental-feature Embedded -wmo -O -parse-as-library \
  -target "$(uname -m)-unknown-linux-gnu" -Xcc -fPIC -module-name TouchChainCore \
  -emit-library "${files[@]}" -o "$lib"
needed=$("$readelf" -d "$lib" | awk '/NEEDED/ {print $NF}')
echo "NEEDED: $(echo $needed)"
if grep -q 'swift' <<<"$needed"; then
  echo "FAIL: the embedded engine needs a Swift runtime library" >&2; exit 1
fi
undef=$("$readelf" --dyn-syms -W "$lib" | awk '$7 == "UND" && $8 != "" {print $8}' | sed 's/@.*//' | sort -u)
echo "undefined symbols: $(echo $undef)"
if grep -E '^(swift_|_swift_(retain|release|allocObject|dynamicCast))' <<<"$undef"; then
  echo "FAIL: the embedded engine imports Swift runtime symbols (above)" >&2; exit 1
fi
echo "ok: ${#files[@]} engine files, $(stat -c %s "$lib") bytes"
