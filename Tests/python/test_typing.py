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


def _public_callables():
    """(label, object) of every public class and function of the package (touchchain.__all__
    and the public modules' __all__), and of every public method, property accessor,
    classmethod and staticmethod of those classes."""
    import inspect
    import touchchain as tc
    from touchchain import importers, replay, timeline
    for module in (tc, replay, timeline, importers):
        for name in module.__all__:
            obj = getattr(module, name)
            label = "%s.%s" % (module.__name__, name)
            if inspect.isclass(obj):
                yield label, obj
                for attr, member in vars(obj).items():
                    if attr.startswith("_") and attr != "__init__":
                        continue
                    if isinstance(member, property):
                        for part in ("fget", "fset"):
                            fn = getattr(member, part)
                            if fn is not None:
                                yield "%s.%s.%s" % (label, attr, part), fn
                    elif isinstance(member, (staticmethod, classmethod)):
                        yield "%s.%s" % (label, attr), member.__func__
                    elif inspect.isfunction(member):
                        yield "%s.%s" % (label, attr), member
            elif inspect.isfunction(obj):
                yield label, obj


@pytest.mark.skipif(sys.version_info < (3, 10),
                    reason="annotations spell unions X | None (evaluated from Python 3.10)")
def test_API_get_type_hints_resolves_every_public_annotation():
    """typing.get_type_hints works on every public class and callable: the names annotations
    import for type checkers only (import cycles) are bound at run time (View.__init__'s
    Scene, Touch.location_in's View, ... used to raise NameError)."""
    import typing
    callables = list(_public_callables())
    assert len(callables) > 300, len(callables)
    failed = []
    for label, obj in callables:
        try:
            typing.get_type_hints(obj)
        except Exception as e:  # noqa: B902 -- collect them all
            failed.append("%s: %s: %s" % (label, type(e).__name__, e))
    assert not failed, "\n".join(failed)


@pytest.mark.skipif(sys.version_info < (3, 10),
                    reason="annotations spell unions X | None (evaluated from Python 3.10)")
def test_API_views_and_recognizers_are_typed_not_any():
    """What the API hands out or takes as a view, a responder or a recognizer is typed so, not
    Any."""
    import typing
    from typing import Any, Optional
    import touchchain as tc

    def hints(obj):
        return typing.get_type_hints(obj)

    assert hints(tc.Touch.location_in)["view"] == Optional[tc.View]
    assert hints(tc.Touch.azimuth_angle_in)["view"] == Optional[tc.View]
    assert hints(tc.Touch.azimuth_unit_vector_in)["view"] == Optional[tc.View]
    touch = hints(tc.Touch)
    assert touch["view"] == Optional[tc.View] and touch["window"] == Optional[tc.Window]
    assert touch["scene"] is tc.Scene
    assert hints(tc.TouchesEvent)["hit_view"] == Optional[tc.View]
    assert hints(tc.HoverEvent)["hit_view"] == Optional[tc.View]
    assert hints(tc.GestureDetails)["view"] == Optional[tc.View]
    assert hints(tc.Scene.first_responder.fget)["return"] == Optional[tc.View]
    assert hints(tc.View.next_responder.fget)["return"] == Optional[tc.Responder]
    assert hints(tc.Controller.next_responder.fget)["return"] == Optional[tc.Responder]
    assert hints(tc.AppResponder.next_responder.fget)["return"] == Optional[tc.Responder]
    action = hints(tc.Recognizer.on_action.fset)["fn"]
    assert typing.get_args(action)[0] == typing.Callable[[tc.Recognizer, tc.GestureDetails],
                                                         object]
    assert typing.get_args(hints(tc.Recognizer.on_state.fset)["fn"])[0] == typing.get_args(
        action)[0]
    for label, obj in (("View.__init__", tc.View.__init__),
                       ("Recognizer.__init__", tc.Recognizer.__init__),
                       ("Touch.location_in", tc.Touch.location_in)):
        assert Any not in hints(obj).values(), label
