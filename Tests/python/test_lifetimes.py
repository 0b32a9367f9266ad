"""Lifetimes: closing, destroying, stale handles; never a crash."""
import gc
import os
import subprocess
import sys

import pytest

import touchchain as tc
from touchchain._core import registry


def test_close_is_idempotent_and_invalidates_everything():
    scene = tc.Scene()
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 10, 10))
    c = tc.Controller(scene, view=v)
    r = tc.TapRecognizer(scene, view=v)
    ctl = v.make_control(tc.ControlKind.BUTTON)
    scene.close()
    scene.close()
    assert scene.closed
    for use in (lambda: v.frame, lambda: w.hit_test(1, 1), lambda: c.view, lambda: r.state,
                lambda: ctl.value, lambda: scene.dispatch(), lambda: v.add_subview(w),
                lambda: setattr(v, "alpha", 0.5), lambda: scene.push_touch(1, 1, 0, 0, 0)):
        with pytest.raises(tc.StaleHandleError):
            use()
    v.destroy()  # no-op on a closed scene


def test_context_manager_closes():
    with tc.Scene() as scene:
        v = tc.View(scene, 0, 0, 1, 1)
    with pytest.raises(tc.TouchChainError):
        v.frame  # noqa: B018


def test_destroyed_view_is_stale_in_the_engine(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 10, 10, name="v"))
    v.destroy()
    assert w.subviews == []
    with pytest.raises(tc.StaleHandleError) as info:
        v.frame  # noqa: B018
    assert info.value.message  # the engine's words
    v2 = tc.View(scene, 0, 0, 1, 1)
    assert v2.handle != v.handle  # handles carry a generation


def test_destroyed_objects_leave_the_registry():
    before = len(registry)
    with tc.Scene() as scene:
        w = tc.Window(scene, 0, 0, 10, 10)
        v = tc.View(scene, 0, 0, 1, 1)
        v.on_touches = lambda r, e: True
        v.make_control().add_target(tc.ControlEvent.ALL, lambda c, e: None)
        tc.PanRecognizer(scene, view=w)
        tc.Controller(scene)
        assert len(registry) > before
        v.destroy()
    assert len(registry) == before


def test_del_is_a_safety_net():
    import weakref
    scene = tc.Scene()
    w = tc.Window(scene, 0, 0, 10, 10)
    w.on_touches = lambda r, e: True
    ref = weakref.ref(scene)
    del scene, w
    gc.collect()
    assert ref() is None
    # more unclosed scenes than TC_MAX_SCENES: each was destroyed by __del__
    for i in range(tc._raw.TC_MAX_SCENES + 50):
        s = tc.Scene()
        tc.Window(s, 0, 0, 10, 10).on_touches = lambda r, e: True
        del s
        if i % 100 == 0:
            gc.collect()


def test_views_stay_alive_without_python_references(scene):
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    w.add_subview(tc.View(scene, 0, 0, 10, 10, name="child"))
    gc.collect()
    child = w.hit_test(5, 5)
    assert child.name == "child"


def test_touch_handles_die_with_their_touch(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    kept = []
    w.on_touches = lambda r, e: kept.extend(e.touches) or True
    scene.push_touch(1, tc.Phase.BEGAN, 1, 1, 0.0)
    scene.push_touch(1, tc.Phase.ENDED, 1, 1, 0.1)
    scene.dispatch()
    assert kept[1].phase == tc.Phase.ENDED  # the snapshot survives
    with pytest.raises(tc.StaleHandleError):
        kept[0].location_in()


def test_many_scenes_in_a_fresh_process():
    code = ("import touchchain as tc\n"
            "for i in range(200):\n"
            "    s = tc.Scene(); w = tc.Window(s, 0, 0, 10, 10)\n"
            "    w.on_touches = lambda r, e: True\n"
            "    s.push_touch(1, 1, 1, 1, 0.0); s.dispatch()\n"
            "    if i % 2: s.close()\n"
            "print('ok')\n")
    from conftest import PACKAGE_PARENT
    env = dict(os.environ, PYTHONPATH=PACKAGE_PARENT)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"
