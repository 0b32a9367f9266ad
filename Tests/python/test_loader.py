"""The loader: environment variable, search order, error listing every path."""
import os
import subprocess
import sys

import touchchain as tc
from touchchain import _loader

from conftest import PACKAGE_PARENT as PKG_ROOT


def run(code, **env):
    full = dict(os.environ, PYTHONPATH=PKG_ROOT, **env)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=full)


def test_env_var_loads_exactly_that_file():
    out = run("import touchchain; print(touchchain.library_path)",
              TOUCHCHAIN_LIBRARY=tc.library_path)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == tc.library_path


def test_env_var_fails_loudly_without_fallback(tmp_path):
    missing = str(tmp_path / "nope.so")
    out = run("import touchchain", TOUCHCHAIN_LIBRARY=missing)
    assert out.returncode != 0
    assert "ImportError" in out.stderr and missing in out.stderr
    assert "no fallback" in out.stderr


def test_search_order_lists_bundled_build_dirs_then_find_library():
    # The package as it lies in the source tree (an installed copy has no build directories).
    from conftest import REPO
    cands = _loader.candidates(os.path.join(REPO, "bindings", "python", "touchchain"))
    sources = [s for s, _ in cands]
    assert sources[-1] == "find_library"
    build = [p for s, p in cands if s == "build directory"]
    assert build and build[0].endswith(os.path.join("build", "libtouchchain.so"))
    dirs = [os.path.basename(os.path.dirname(p)) for p in build]
    assert dirs.index("build") < dirs.index("release") < dirs.index("debug")


def test_error_lists_every_path_tried(tmp_path):
    # A copy of the package away from the repository, with find_library finding nothing.
    import shutil
    pkg = tmp_path / "touchchain"
    shutil.copytree(os.path.join(PKG_ROOT, "touchchain"), pkg,
                    ignore=shutil.ignore_patterns("__pycache__", "libtouchchain.so*"))
    env = dict(os.environ, PYTHONPATH=str(tmp_path), LD_LIBRARY_PATH="")
    env.pop("TOUCHCHAIN_LIBRARY", None)
    out = subprocess.run([sys.executable, "-c", "import touchchain"], capture_output=True,
                         text=True, env=env, cwd=str(tmp_path))
    if out.returncode == 0:  # an installed libtouchchain was found by find_library
        return
    assert "Tried:" in out.stderr and "find_library" in out.stderr
