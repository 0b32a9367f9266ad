"""Errors carry the status and the engine's tc_scene_last_error message."""
import math
import os
import subprocess
import sys

import pytest

import touchchain as tc


def test_invalid_argument_with_message(scene):
    v = tc.View(scene, 0, 0, 10, 10)
    with pytest.raises(tc.InvalidArgumentError) as info:
        v.frame = (0, 0, -4, 10)
    err = info.value
    assert err.status == tc.Status.ERR_INVALID_ARGUMENT == -5
    assert err.name == "TC_ERR_INVALID_ARGUMENT"
    assert "tc_view_set_frame" in err.message and "-4" in err.message
    assert err.message == scene.last_error
    assert isinstance(err, tc.TouchChainError)
    assert v.frame == (0, 0, 10, 10)  # a failed call changes nothing


def test_not_finite(scene):
    with pytest.raises(tc.NotFiniteError):
        tc.View(scene, math.nan, 0, 1, 1)


def test_tree_errors(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    a = w.add_subview(tc.View(scene, 0, 0, 10, 10))
    b = a.add_subview(tc.View(scene, 0, 0, 5, 5))
    with pytest.raises(tc.HasParentError):  # a window has no superview
        a.add_subview(tc.Window(scene, 0, 0, 10, 10))
    b.remove_from_superview()
    p = tc.View(scene, 0, 0, 1, 1)
    q = p.add_subview(tc.View(scene, 0, 0, 1, 1))
    with pytest.raises(tc.CycleError):
        q.add_subview(p)
    with pytest.raises(tc.CycleError):
        p.add_subview(p)
    w.add_subview(b, index=5)   # past the end appends (UIKit, H3)
    assert w.subviews[-1] is b
    with pytest.raises(tc.StateError):
        scene.key_window = a


def test_foreign_handles(scene):
    with tc.Scene() as other:
        mine, theirs = tc.Window(scene, 0, 0, 10, 10), tc.View(other, 0, 0, 1, 1)
        with pytest.raises(tc.ForeignHandleError) as info:
            mine.add_subview(theirs)
        assert info.value.message


def test_input_errors(scene):
    with pytest.raises(tc.StateError):  # no window for a began
        scene.push_touch(1, tc.Phase.BEGAN, 0, 0, 0.0)
    tc.Window(scene, 0, 0, 10, 10)
    scene.push_touch(1, tc.Phase.BEGAN, 0, 0, 1.0)
    with pytest.raises(tc.DuplicateTouchError):
        scene.push_touch(1, tc.Phase.BEGAN, 0, 0, 1.0)
    with pytest.raises(tc.UnknownTouchError):
        scene.push_touch(2, tc.Phase.MOVED, 0, 0, 1.0)
    with pytest.raises(tc.TimeBackwardsError):
        scene.push_touch(1, tc.Phase.MOVED, 0, 0, 0.5)
    with pytest.raises(tc.UnknownEnumError):
        scene.push_touch(1, 99, 0, 0, 1.0)
    with pytest.raises(tc.InvalidArgumentError):
        scene.push_touch(1, tc.Phase.MOVED, 0, 0, 1.0, force=-1)
    scene.dispatch()
    with pytest.raises(tc.TimeBackwardsError):
        scene.advance(0.0)
    with pytest.raises(tc.UnknownEnumError):
        scene.push_remote(12345, 2.0)


def test_E4_times_beyond_max_timestamp_are_refused(scene):
    """E4: a time above TC_MAX_TIMESTAMP (1e12 s) is an invalid argument wherever the host gives
    one, and changes nothing; the bound itself is a time like any other."""
    big = tc._raw.TC_MAX_TIMESTAMP
    assert big == 1e12
    tc.Window(scene, 0, 0, 10, 10)
    for t in (2 * big, 1e15, sys.float_info.max):
        with pytest.raises(tc.InvalidArgumentError) as info:
            scene.push_touch(1, tc.Phase.BEGAN, 0, 0, t)
        assert "TC_MAX_TIMESTAMP" in info.value.message
        with pytest.raises(tc.InvalidArgumentError):
            scene.advance(t)
        with pytest.raises(tc.InvalidArgumentError):
            scene.push_remote("play", t)
        with pytest.raises(tc.InvalidArgumentError):
            scene.push_scroll(0, -10, 5, 5, t)
    assert scene.queued_count == 0 and scene.now == 0
    with pytest.raises(tc.TimeBackwardsError):   # the clock starts at 0
        scene.push_touch(1, tc.Phase.BEGAN, 0, 0, -1.0)
    scene.push_touch(1, tc.Phase.BEGAN, 0, 0, big)
    scene.advance(big)
    assert scene.now == big and scene.queued_count == 0


# A scroll view's motion at clocks the engine once took (any above 2^48 s): the next frame's
# deadline, a 60th of a second on, rounded back to the same time and tc_scene_dispatch never
# returned. Run in a subprocess under a timeout, so that a hang fails the test instead of
# stalling the suite.
_HUGE_CLOCK = r"""
import sys, touchchain as tc
for T0 in (1e15, 2.0 ** 60, sys.float_info.max / 2):
    for what in ("fling", "page", "spring back"):
        with tc.Scene() as scene:
            w = tc.Window(scene, 0, 0, 320, 480)
            sv = w.add_subview(tc.View(scene, 0, 0, 320, 480))
            sv.make_scroll(content_w=320, content_h=5000, paging=what == "page")
            try:
                scene.advance(T0)
                ys = [300, 300] if what == "spring back" else [400, 300, 200, 100]
                if what == "spring back":
                    sv.bounds = (0, -200, 320, 480)
                for k, y in enumerate(ys):
                    scene.push_touch(1, "began" if k == 0 else "moved", 160, y, T0 + 0.125 * k)
                scene.push_touch(1, "ended", 160, ys[-1], T0 + 0.125 * len(ys))
                scene.dispatch()
                scene.advance(T0 + 10)
                print(what, "ran")
            except tc.InvalidArgumentError:
                print(what, "refused")
"""


def test_E4_S4_scroll_motion_at_a_clock_beyond_max_timestamp_does_not_hang():
    from conftest import PACKAGE_PARENT
    env = dict(os.environ, PYTHONPATH=PACKAGE_PARENT)
    try:
        out = subprocess.run([sys.executable, "-c", _HUGE_CLOCK], capture_output=True,
                             text=True, env=env, timeout=20)
    except subprocess.TimeoutExpired:
        pytest.fail("a scroll view's motion at a clock above TC_MAX_TIMESTAMP did not end "
                    "(tc_scene_dispatch / tc_scene_advance hung)")
    assert out.returncode == 0, out.stderr
    assert out.stdout.split("\n")[:-1] == ["fling refused", "page refused",
                                          "spring back refused"] * 3


def test_too_many_touches():
    with tc.Scene(max_touches=1) as scene:
        tc.Window(scene, 0, 0, 10, 10)
        scene.push_touch(1, tc.Phase.BEGAN, 0, 0, 0.0)
        with pytest.raises(tc.TooManyTouchesError):
            scene.push_touch(2, tc.Phase.BEGAN, 0, 0, 0.0)


def test_bad_scene_config():
    with pytest.raises(tc.InvalidArgumentError):
        tc.Scene(max_touches=0)


def test_singular_transform(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 10, 10))
    v.transform = (0, 0, 0, 0, 0, 0)
    with pytest.raises(tc.SingularError):
        w.convert_point(1, 1, to=v)
    assert w.hit_test(5, 5) is w  # a non-invertible view is never hit


def test_first_responder_state(scene):
    v = tc.View(scene, 0, 0, 1, 1)
    with pytest.raises(tc.StateError):
        v.become_first_responder()


def test_first_responder_that_cannot_resign(scene):
    """R4: while can_resign_first_responder is False the first responder refuses to resign
    and another view of its window cannot take its place (StateError, nothing changes); a
    view of another window can; removing or destroying it still ends it."""
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    w2 = tc.Window(scene, 100, 0, 100, 100, name="w2")
    a = w.add_subview(tc.View(scene, 0, 0, 10, 10, name="a"))
    b = w.add_subview(tc.View(scene, 20, 0, 10, 10, name="b"))
    c = w2.add_subview(tc.View(scene, 0, 0, 10, 10, name="c"))
    for v in (a, b, c):
        v.can_become_first_responder = True
    assert a.can_resign_first_responder is True
    assert a.get_flag(tc.ViewFlag.CAN_RESIGN_FIRST_RESPONDER) is True
    a.become_first_responder()
    a.can_resign_first_responder = False
    assert a.get_flag("can_resign_first_responder") is False
    with pytest.raises(tc.StateError) as info:
        a.resign_first_responder()
    assert "TC_VIEW_CAN_RESIGN_FIRST_RESPONDER" in info.value.message
    assert scene.first_responder is a
    with pytest.raises(tc.StateError):
        b.become_first_responder()
    assert scene.first_responder is a
    b.resign_first_responder()  # not first responder: a no-op
    c.become_first_responder()  # another window: its own first responder
    w2.make_key()
    assert scene.first_responder is c
    w.make_key()
    assert scene.first_responder is a
    a.remove_from_superview()  # forced: out of its window
    assert scene.first_responder is None
    b.become_first_responder()
    b.can_resign_first_responder = False
    b.destroy()  # forced: destroyed
    assert scene.first_responder is None
    w.add_subview(a)
    a.become_first_responder()
    a.can_resign_first_responder = True
    a.resign_first_responder()
    assert scene.first_responder is None


def test_reentrant_calls_are_refused_inside_callbacks(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    caught = []

    def on_touches(view, event):
        for call in (scene.dispatch, lambda: scene.advance(5.0), scene.close):
            with pytest.raises(tc.ReentrantError):
                call()
            caught.append(True)
        return True

    w.on_touches = on_touches
    scene.push_touch(1, tc.Phase.BEGAN, 1, 1, 0.0)
    scene.dispatch()
    assert caught == [True] * 3 and not scene.closed


def test_hit_testing_callbacks_may_not_mutate(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 10, 10))
    errors = []

    def observer(step, view, inside, result):
        try:
            v.alpha = 0.5
        except tc.ReentrantError as e:
            errors.append(e.status)

    scene.on_hit_trace = observer
    w.hit_test(5, 5)
    assert errors and set(errors) == {tc.Status.ERR_REENTRANT}
    assert v.alpha == 1.0


def test_str(scene):
    err = tc.TouchChainError(-2, "boom")
    assert str(err) == "TC_ERR_INVALID_HANDLE (-2): boom"
    assert tc.status_string(-3) == "the handle refers to a destroyed object"
