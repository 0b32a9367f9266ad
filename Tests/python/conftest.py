import os
import sys

import pytest

# The repository this test tree belongs to (its data, examples and header live there).
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# The recordings the tests replay (Tests/data/README.md names their origin and licence).
TRACES = os.path.join(REPO, "Tests", "data", "traces")

# TOUCHCHAIN_EXPECT_INSTALLED=1 (Tests/consumer/wheel_test.sh): the run must test an installed
# package (a wheel in a venv) and its bundled library, never this source tree's package or build.
EXPECT_INSTALLED = os.environ.get("TOUCHCHAIN_EXPECT_INSTALLED") == "1"

try:
    import touchchain as tc
except ModuleNotFoundError:  # not installed: test the package of this source tree
    if EXPECT_INSTALLED:
        raise
    sys.path.insert(0, os.path.join(REPO, "bindings", "python"))
    import touchchain as tc

if EXPECT_INSTALLED:
    _pkg_dir = os.path.dirname(os.path.realpath(tc.__file__))
    _repo = os.path.realpath(REPO)
    assert not (_pkg_dir + os.sep).startswith(_repo + os.sep), (
        "TOUCHCHAIN_EXPECT_INSTALLED=1 but touchchain was imported from the source tree: %s"
        % _pkg_dir)
    assert "TOUCHCHAIN_LIBRARY" not in os.environ, (
        "TOUCHCHAIN_EXPECT_INSTALLED=1 with TOUCHCHAIN_LIBRARY set: the bundled library is not used")
    _bundled = os.path.join(_pkg_dir, "libtouchchain.so.0")
    assert os.path.realpath(tc.library_path) == os.path.realpath(_bundled), (
        "TOUCHCHAIN_EXPECT_INSTALLED=1 but the library is %s, not the bundled %s"
        % (tc.library_path, _bundled))

# The directory that holds the imported package: subprocesses put it on PYTHONPATH so that they
# run the same touchchain as this process (installed or from the source tree).
PACKAGE_PARENT = os.path.dirname(os.path.dirname(os.path.abspath(tc.__file__)))


@pytest.fixture
def scene():
    with tc.Scene() as s:
        yield s


@pytest.fixture
def seed002(scene):
    """Seed 002's tree (examples/c/demo.c): a 320x480 window, a root view owned
    by a controller, ViewA, ViewB (ViewB1, ViewB2) and ViewC on top."""
    window = tc.Window(scene, 0, 0, 320, 480, name="Window")
    root = window.add_subview(tc.View(scene, 0, 0, 320, 480, name="UIView"))
    views = {"Window": window, "UIView": root}
    for name, parent, frame in (("ViewA", "UIView", (20, 40, 200, 200)),
                                ("ViewB", "UIView", (100, 120, 200, 200)),
                                ("ViewB1", "ViewB", (10, 10, 80, 80)),
                                ("ViewB2", "ViewB", (110, 110, 80, 80)),
                                ("ViewC", "UIView", (20, 360, 280, 100))):
        views[name] = views[parent].add_subview(tc.View(scene, *frame, name=name))
    views["ViewController"] = tc.Controller(scene, view=root, name="ViewController")
    return views


def tap(scene, x, y, t, touch_id=1, duration=0.05, window=None):
    scene.push_touch(touch_id, tc.Phase.BEGAN, x, y, t, window=window)
    scene.push_touch(touch_id, tc.Phase.ENDED, x, y, t + duration, window=window)
