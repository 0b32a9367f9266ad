"""The typed Python API (issue 12): ``mypy --strict`` passes on the package, the examples and
every Python block of the READMEs, and mypy really sees the package's types (a call with a
wrong argument type is reported, so the clean runs are not clean because touchchain was read
as ``Any``).

The package checked is the one the tests import: the source tree's (MYPYPATH) or, under
Tests/consumer/wheel_test.sh, the installed wheel's, found through its ``py.typed`` marker with
no MYPYPATH and from a directory outside the tree.
"""
import glob
import importlib.util
import os
import re
import subprocess
import sys

import pytest

from conftest import EXPECT_INSTALLED, PACKAGE_PARENT, REPO


def _readme_runner():
    path = os.path.join(REPO, "Tests", "readme", "run_readme.py")
    spec = importlib.util.spec_from_file_location("run_readme", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _readme_python_blocks():
    """(label, source) of every ```python block, parsed by the README runner itself."""
    runner = _readme_runner()
    return [(b.label(), b.text) for readme in runner.READMES for b in runner.blocks(REPO, readme)
            if b.lang == "python"]


EXAMPLES = sorted(glob.glob(os.path.join(REPO, "examples", "**", "*.py"), recursive=True))


def _mypy(tmp, *args):
    """Run ``python -m mypy --strict`` from ``tmp`` (outside the tree); return (rc, output)."""
    env = dict(os.environ)
    env.pop("MYPYPATH", None)
    if not EXPECT_INSTALLED:
        env["MYPYPATH"] = PACKAGE_PARENT
    cmd = [sys.executable, "-m", "mypy", "--strict", "--show-error-codes",
           "--cache-dir", os.path.join(str(tmp), ".mypy_cache"), *args]
    p = subprocess.run(cmd, cwd=str(tmp), env=env, stdout=subprocess.PIPE,
                       stderr=subprocess.STDOUT, universal_newlines=True, timeout=600)
    return p.returncode, p.stdout


def _checked_count(out):
    """The number of source files mypy says it checked (its summary line), or None."""
    m = re.search(r"(?:no issues found in|checked) (\d+) source files?", out)
    return int(m.group(1)) if m else None


@pytest.fixture(scope="module")
def mypy_dir(tmp_path_factory):
    return tmp_path_factory.mktemp("mypy")


def test_mypy_strict_passes_on_the_package(mypy_dir):
    rc, out = _mypy(mypy_dir, "-p", "touchchain")
    modules = glob.glob(os.path.join(PACKAGE_PARENT, "touchchain", "*.py"))
    assert _checked_count(out) == len(modules), out
    assert rc == 0, "mypy --strict -p touchchain:\n" + out


def test_mypy_strict_passes_on_the_examples_and_readme_python_blocks(mypy_dir):
    files = {path: os.path.relpath(path, REPO) for path in EXAMPLES}
    for n, (label, text) in enumerate(_readme_python_blocks()):
        path = os.path.join(str(mypy_dir), "readme_block_%d.py" % n)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        files[path] = label
    assert any(label.startswith("README.md") for label in files.values()), files
    assert EXAMPLES, "no Python example found under examples/"
    rc, out = _mypy(mypy_dir, *files)
    assert _checked_count(out) == len(files), out
    errors = ["%s: %s" % (label, line[len(path):]) for line in out.splitlines()
              for path, label in files.items() if line.startswith(path + ":")]
    assert rc == 0 and not errors, "mypy --strict:\n" + "\n".join(errors or [out])


def test_mypy_sees_the_package_types(mypy_dir):
    """The negative control: wrong argument and result types are errors, so touchchain is
    neither missing nor read as Any (its py.typed marker is found)."""
    tmp = mypy_dir
    path = os.path.join(str(tmp), "wrong_types.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write("import touchchain as tc\n"
                "with tc.Scene() as scene:\n"
                "    scene.advance('one second')\n"
                "    n: str = scene.dispatch()\n"
                "    reveal_type(tc.Phase.BEGAN)\n")
    rc, out = _mypy(tmp, path)
    assert rc == 1, out
    assert "wrong_types.py:3: error:" in out and "[arg-type]" in out, out
    assert "wrong_types.py:4: error:" in out and "[assignment]" in out, out
    assert 'Revealed type is "Literal[touchchain._enums.Phase.BEGAN]' in out or \
        'Revealed type is "touchchain._enums.Phase"' in out, out
