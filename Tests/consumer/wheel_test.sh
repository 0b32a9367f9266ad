#!/usr/bin/env bash
# The Python packaging proof, the way a user installs: `pip wheel ./bindings/python` from the
# source tree (scikit-build-core builds libtouchchain with CMake in an isolated build
# environment; it needs PyPI for scikit-build-core, and for CMake/Ninja when the system has
# none), then:
#   - the wheel is tagged py3-none-<platform> (not `any`: it carries a native library) and holds
#     the package plus touchchain/libtouchchain.so.0, no header and no CMake/pkg-config files;
#   - installed with its [plot,test] extras into a fresh venv OUTSIDE the source tree, it loads
#     its bundled library with no Swift toolchain on PATH or LD_LIBRARY_PATH, and `ldd` of that
#     library resolves everything without the toolchain;
#   - the importer, the `touchchain replay ... --timeline out.png` console script and the
#     README's Python quick start run from a directory outside the tree;
#   - the whole Python test suite (Tests/python) passes against the installed package
#     (TOUCHCHAIN_EXPECT_INSTALLED=1: conftest.py fails the run if it imports the source tree's
#     package or a library other than the bundled one).
#
#   wheel_test.sh PYTHON SOURCE_DIR
set -euo pipefail
python=$1 src=$(cd "$2" && pwd -P)

step() { printf '\n=== %s\n' "$*"; }
fail() { printf 'FAIL: %s\n' "$*" >&2; exit 1; }

work=$(mktemp -d -t touchchain-wheel.XXXXXX)
mkdir -p "$work/home"
work=$(cd "$work" && pwd -P)
trap 'rm -rf "$work"' EXIT
case "$work/" in "$src"/*) fail "the work directory must be outside the source tree" ;; esac

step "pip wheel ./bindings/python (builds libtouchchain with CMake through scikit-build-core)"
start=$SECONDS
(cd "$src" && "$python" -m pip wheel --no-deps --disable-pip-version-check -w "$work/dist" \
   ./bindings/python) || fail "pip wheel ./bindings/python failed"
echo "built in $((SECONDS - start)) s"
wheels=("$work"/dist/touchchain-*.whl)
[[ ${#wheels[@]} == 1 && -f ${wheels[0]} ]] || fail "expected one touchchain wheel: ${wheels[*]}"
wheel=${wheels[0]}
echo "$wheel"

step "wheel tag and contents"
"$python" - "$wheel" <<'PY' || fail "the wheel's tag or contents are wrong (above)"
import os, sys, zipfile
path = sys.argv[1]
name = os.path.basename(path)[:-len(".whl")]
python_tag, abi_tag, platform_tag = name.split("-")[-3:]
print("tag: %s-%s-%s" % (python_tag, abi_tag, platform_tag))
errors = []
if (python_tag, abi_tag) != ("py3", "none"):
    errors.append("tag %s-%s, want py3-none (ctypes bindings, no extension module)"
                  % (python_tag, abi_tag))
if platform_tag == "any":
    errors.append("platform tag 'any', but the wheel carries a native library")
zf = zipfile.ZipFile(path)
names = zf.namelist()
print("\n".join(names))
if "touchchain/libtouchchain.so.0" not in names:
    errors.append("no touchchain/libtouchchain.so.0")
for n in names:
    top = n.split("/")[0]
    if top.endswith(".dist-info"):
        continue
    if top != "touchchain":
        errors.append("outside the package: %s" % n)
    base = os.path.basename(n)
    if (base.endswith((".h", ".pc", ".cmake", ".a", ".pyc")) or "cmake" in n.lower()
            or (base.startswith("libtouchchain") and base != "libtouchchain.so.0")):
        errors.append("does not belong in the wheel: %s" % n)
for e in errors:
    print("error:", e)
sys.exit(1 if errors else 0)
PY

step "install it with the [plot,test] extras into a fresh venv outside the source tree"
"$python" -m venv "$work/venv"
venv_python=$work/venv/bin/python
"$venv_python" -m pip install --quiet --disable-pip-version-check "${wheel}[plot,test]" \
  || fail "pip install of the wheel with [plot,test] failed"
site=$("$venv_python" -c 'import sysconfig; print(sysconfig.get_paths()["platlib"])')
bundled=$site/touchchain/libtouchchain.so.0
[[ -f $bundled ]] || fail "no $bundled after pip install"
[[ -x $work/venv/bin/touchchain ]] || fail "no touchchain console script in the venv"

# An environment without the Swift toolchain: PATH minus every directory holding swift or
# under /opt/swift, no LD_LIBRARY_PATH, no TOUCHCHAIN_LIBRARY, no PYTHONPATH.
clean_path=
IFS=: read -r -a dirs <<<"${PATH:-/usr/bin:/bin}"
for d in "${dirs[@]}"; do
  [[ -z $d || $d == /opt/swift* || $d == *swift* || -x $d/swift || -x $d/swiftc ]] && continue
  clean_path=${clean_path:+$clean_path:}$d
done
run_clean() { (cd "$work" && env -i HOME="$work/home" PATH="$clean_path" LANG=C.UTF-8 \
  MPLBACKEND=Agg MPLCONFIGDIR="$work/mpl" "$@"); }

step "ldd of the bundled library (no toolchain on the path)"
run_clean ldd "$bundled" | tee "$work/ldd.txt"
grep -q "not found" "$work/ldd.txt" && fail "unresolved libraries"
grep -qi "swift" "$work/ldd.txt" && fail "the bundled library needs a Swift library"
run_clean sh -c 'command -v swift' && fail "swift is still on the cleaned PATH"

step "import it from the venv"
run_clean "$venv_python" - "$bundled" "$src" <<'PY'
import os, sys
import touchchain as tc
from touchchain import _core
want = os.path.realpath(sys.argv[1])
got = os.path.realpath(_core.lib.path)
print("touchchain %s loaded from %s" % (tc.version(), got))
assert got == want, "loaded %s, not the bundled %s" % (got, want)
pkg = os.path.realpath(os.path.dirname(tc.__file__))
assert not pkg.startswith(os.path.join(sys.argv[2], "")), "imported from the source tree: " + pkg
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
run_clean "$venv_python" -m touchchain.importers evemu "$work/one.evemu" --screen 200 200 \
  | tee "$work/one.json" | grep -q '"phase": "ended"' || fail "the installed importer did not run"

step "touchchain replay SCENE --timeline out.png (the venv's console script)"
run_clean "$work/venv/bin/touchchain" replay "$src/examples/scenes/double_tap_held_ended.json" \
  --timeline out.png > "$work/replay.log" || { cat "$work/replay.log"; fail "touchchain replay failed"; }
tail -n 3 "$work/replay.log"
[[ -s $work/out.png ]] || fail "touchchain replay wrote no out.png"
[[ $(head -c 8 "$work/out.png" | od -An -tx1 | tr -d ' \n') == 89504e470d0a1a0a ]] \
  || fail "out.png is not a PNG"
echo "out.png: $(wc -c < "$work/out.png") bytes, PNG"

step "the README's Python quick start"
"$python" - "$src/README.md" "$work/quickstart.py" <<'PY' || fail "no Python quick start snippet in README.md"
import re, sys
text = open(sys.argv[1], encoding="utf-8").read()
section = re.search(r"^#+ Python quick start\s*$(.*?)(?=^#+ |\Z)", text, re.M | re.S)
block = section and re.search(r"^```python\n(.*?)^```", section.group(1), re.M | re.S)
if not block:
    sys.exit(1)
open(sys.argv[2], "w", encoding="utf-8").write(block.group(1))
print(block.group(1))
PY
run_clean "$venv_python" "$work/quickstart.py" || fail "the README's Python quick start failed"

step "the Python test suite against the installed package (from $work)"
run_clean env TOUCHCHAIN_EXPECT_INSTALLED=1 \
  "$venv_python" -m pytest -q -p no:cacheprovider "$src/Tests/python" \
  || fail "the Python tests failed against the installed wheel"

printf '\nPASS: pip wheel built a py3-none-<platform> wheel bundling libtouchchain.so.0; installed\n'
printf 'in a venv it loads without a Swift toolchain and passes the Python tests\n'
