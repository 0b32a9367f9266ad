#!/usr/bin/env bash
# The Python packaging proof: build a wheel that bundles the built libtouchchain.so.0
# (bindings/python/tools/build_wheel.py), install it into a fresh venv OUTSIDE the source tree,
# and import it with no Swift toolchain anywhere on PATH or LD_LIBRARY_PATH: the package must
# load its bundled library (not a build directory, not a system one), and `ldd` of that library
# must resolve everything without the toolchain.
#
#   wheel_test.sh LIBRARY PYTHON SOURCE_DIR
set -euo pipefail
lib=$1 python=$2 src=$3

step() { printf '\n=== %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }

work=$(mktemp -d "${TMPDIR:-/tmp}/touchchain-wheel.XXXXXX")
trap 'rm -rf "$work"' EXIT
case "$work" in "$src"/*) fail "the work directory must be outside the source tree" ;; esac

step "build the wheel"
wheel=$("$python" "$src/bindings/python/tools/build_wheel.py" --library "$lib" --out "$work/dist" | tail -n1)
[[ -f $wheel ]] || fail "no wheel built"
echo "$wheel"
case "$(basename "$wheel")" in
  *-none-any.whl) fail "the wheel is tagged pure Python but bundles a native library" ;;
esac
"$python" - "$wheel" <<'PY' || fail "the wheel does not contain touchchain/libtouchchain.so.0"
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
print("\n".join(n for n in names if not n.endswith(".pyc")))
sys.exit(0 if "touchchain/libtouchchain.so.0" in names else 1)
PY

step "install it into a venv"
"$python" -m venv "$work/venv"
"$work/venv/bin/python" -m pip install --quiet --no-index --no-deps "$wheel"
site=$("$work/venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])')
bundled=$site/touchchain/libtouchchain.so.0
[[ -f $bundled ]] || fail "no $bundled after pip install"

# An environment without the Swift toolchain: PATH minus every directory holding swift or
# under /opt/swift, no LD_LIBRARY_PATH, no TOUCHCHAIN_LIBRARY, no PYTHONPATH.
clean_path=
IFS=: read -r -a dirs <<<"${PATH:-/usr/bin:/bin}"
for d in "${dirs[@]}"; do
  [[ -z $d || $d == /opt/swift* || $d == *swift* || -x $d/swift || -x $d/swiftc ]] && continue
  clean_path=${clean_path:+$clean_path:}$d
done
run_clean() { (cd "$work" && env -i HOME="${HOME:-/tmp}" PATH="$clean_path" LANG=C.UTF-8 "$@"); }

step "ldd of the bundled library (no toolchain on the path)"
run_clean ldd "$bundled" | tee "$work/ldd.txt"
grep -q "not found" "$work/ldd.txt" && fail "unresolved libraries"
grep -qi "swift" "$work/ldd.txt" && fail "the bundled library needs a Swift library"
run_clean sh -c 'command -v swift' && fail "swift is still on the cleaned PATH"

step "import it from the venv"
run_clean "$work/venv/bin/python" - "$bundled" <<'PY'
import os, sys
import touchchain as tc
from touchchain import _core
want = os.path.realpath(sys.argv[1])
got = os.path.realpath(_core.lib.path)
print("touchchain %s loaded from %s" % (tc.version(), got))
assert got == want, "loaded %s, not the bundled %s" % (got, want)
assert "LD_LIBRARY_PATH" not in os.environ and "swift" not in os.environ["PATH"]
with open("/proc/self/maps") as f:
    maps = f.read()
assert "swift" not in maps.replace(os.path.dirname(want), ""), "a Swift library was mapped"
with tc.Scene() as scene:
    window = tc.Window(scene, 0, 0, 320, 480, name="Window")
    button = window.add_subview(tc.View(scene, 100, 100, 20, 20, name="button"))
    hit = window.hit_test(105, 105)
    assert hit is not None and hit.name == "button", hit
    scene.push_touch(1, tc.Phase.BEGAN, 105, 105, 0.0)
    scene.push_touch(1, tc.Phase.ENDED, 105, 105, 0.05)
    scene.dispatch()
print("PASS: scene, window, view and hit test through the bundled library")
PY

step "the importer from the installed package"
cat > "$work/one.evemu" <<'EVEMU'
N: T
A: 35 0 100 0 0 0
A: 36 0 100 0 0 0
E: 0.000000 0003 0039 1
E: 0.000000 0003 0035 50
E: 0.000000 0003 0036 25
E: 0.000000 0000 0000 0
E: 0.010000 0003 0039 -1
E: 0.010000 0000 0000 0
EVEMU
run_clean "$work/venv/bin/python" -m touchchain.importers evemu "$work/one.evemu" --screen 200 200 \
  | tee "$work/one.json" | grep -q '"phase": "ended"' || fail "the installed importer did not run"

printf '\nPASS: wheel built, installed in a venv, imported without a Swift toolchain\n'
