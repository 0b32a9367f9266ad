import os
import sys

import pytest

try:
    import touchchain as tc
except ModuleNotFoundError:  # run with an older pytest or another ini file: use this tree
    sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    import touchchain as tc


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
