"""Defects a binding audit found (probes p01-p14): each test states the rule the bindings broke.
"No input crashes us": every call returns or raises a documented exception (TouchChainError
that is also ValueError / TypeError / LookupError), and a refused input changes nothing."""
import os
import subprocess
import sys

import pytest

import touchchain as tc
from touchchain._core import registry


def _is_value_error(exc):
    return isinstance(exc, tc.TouchChainError) and isinstance(exc, ValueError)


# ---- 1. a numpy batch carries no coalesced or predicted points ----------------------------

_NUMPY_POINTS = r"""
import touchchain as tc
s = tc.Scene(); tc.Window(s, 0, 0, 320, 480).make_key()
s.push_touch(1, "began", 5, 5, 0.0)
s.dispatch()
a = tc.sample_array(3)
a["id"] = 1; a["phase"] = int(tc.Phase.MOVED); a["x"] = 6; a["y"] = 6
a["timestamp"] = [0.1, 0.2, 0.3]
a["FIELD"][INDEX] = 0x10; a["FIELD_count"][INDEX] = 1
a["predicted"][2] = 0x20; a["predicted_count"][2] = 1
try:
    s.push_touches(a)
    print("accepted")
except tc.TouchChainError as e:
    print(type(e).__name__, isinstance(e, ValueError), e.index, e.argument, s.queued_count)
"""


@pytest.mark.parametrize("field,index,first,name", [
    ("coalesced", 1, 1, "coalesced"), ("predicted", 0, 0, "predicted"),
    ("coalesced", 2, 2, "coalesced")])
def test_numpy_batch_with_point_addresses_is_refused_before_anything_is_pushed(
        field, index, first, name):
    # In a subprocess: C used to read the address (0x10) and crash the interpreter. Sample 2
    # has a predicted address too: the error names the first offending sample.
    pytest.importorskip("numpy")
    from conftest import PACKAGE_PARENT
    code = _NUMPY_POINTS.replace("FIELD", field).replace("INDEX", str(index))
    env = dict(os.environ, PYTHONPATH=PACKAGE_PARENT)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env,
                         timeout=60)
    assert out.returncode == 0, "crashed (%d): %s" % (out.returncode, out.stderr)
    assert out.stdout.split() == ["InvalidValueError", "True", str(first),
                                  "samples[%d].%s" % (first, name), "0"]


def test_numpy_batch_without_points_is_still_accepted(scene):
    pytest.importorskip("numpy")
    tc.Window(scene, 0, 0, 100, 100).make_key()
    a = tc.sample_array(2)
    a["id"] = 1
    a["phase"] = [tc.Phase.BEGAN, tc.Phase.ENDED]
    a["timestamp"] = [0.0, 0.1]
    assert scene.push_touches(a) == 2 and scene.dispatch() == 2


@pytest.mark.parametrize("size", [1024, 8, 161])
def test_numpy_batch_with_a_foreign_size_is_refused_before_anything_is_pushed(scene, size):
    # C reads a batch at the stride its size field gives: 1024 on a 3-sample array read past
    # its end. Only the struct's size (or 0, filled in) is accepted.
    pytest.importorskip("numpy")
    tc.Window(scene, 0, 0, 100, 100).make_key()
    a = tc.sample_array(3)
    a["id"] = 1
    a["phase"] = [tc.Phase.BEGAN, tc.Phase.MOVED, tc.Phase.ENDED]
    a["timestamp"] = [0.0, 0.1, 0.2]
    a["size"][1] = size
    with pytest.raises(tc.TouchChainError) as info:
        scene.push_touches(a)
    assert _is_value_error(info.value)
    assert info.value.index == 1 and info.value.argument == "samples[1].size"
    assert scene.queued_count == 0


# ---- 2. a window handle outside a pointer's range is refused, not wrapped -----------------

def test_window_handle_outside_a_pointer_is_refused_not_wrapped(scene):
    w1 = tc.Window(scene, 0, 0, 320, 480, name="w1")
    w2 = tc.Window(scene, 0, 0, 320, 480, name="w2")
    w1.make_key()
    got = []
    w1.on_touches = lambda v, e: got.append("w1") or True
    w2.on_touches = lambda v, e: got.append("w2") or True
    for bad in (2 ** 64 + w2.handle, 2 ** 70, 2 ** 64, -1, -w2.handle):
        with pytest.raises(tc.OutOfRangeError) as info:
            scene.push_touch(1, "began", 5, 5, 0.0, window=bad)
        assert _is_value_error(info.value) and info.value.argument == "window"
        with pytest.raises(tc.OutOfRangeError) as info:
            scene.push_touches([(2, "began", 1, 1, 0.0),
                                {"id": 3, "phase": "began", "x": 1, "y": 1, "t": 0.0,
                                 "window": bad}])
        assert info.value.index == 1
    assert scene.queued_count == 0 and got == []
    scene.push_touch(1, "began", 5, 5, 0.0, window=w2.handle)   # in range: still a handle
    scene.push_touch(1, "ended", 5, 5, 0.1)
    scene.dispatch()
    assert got == ["w2", "w2"]


# ---- 3. destroy() forgets an object the engine destroyed, even if a callback raised --------

def test_destroy_forgets_the_view_when_a_callback_raised_during_it(scene):
    w = tc.Window(scene, 0, 0, 320, 480, name="w")
    v = w.add_subview(tc.View(scene, 0, 0, 100, 100, name="v"))
    pan = tc.PanRecognizer(scene, v, name="pan")

    def on_state(r, d):
        if d.state == tc.GestureState.CANCELLED:
            raise RuntimeError("observer failed on cancel")

    pan.on_state = on_state
    v.on_touches = lambda view, ev: True
    scene.push_touch(1, "began", 10, 10, 0.0)
    for i in range(1, 6):
        scene.push_touch(1, "moved", 10 + 10 * i, 10, 0.01 * i)
    scene.dispatch()
    assert pan.state == tc.GestureState.CHANGED
    key = v._key
    with pytest.raises(RuntimeError, match="observer failed"):
        v.destroy()                      # the engine destroyed it, cancelling the pan
    assert v.destroyed and v._h not in scene._objects and registry.get(key) is None
    assert w.subviews == []
    with pytest.raises(tc.StaleHandleError):
        v.frame
    v.destroy()                          # idempotent: nothing left to do, nothing raised


def test_destroy_forgets_the_controller_only_when_the_engine_destroyed_it(scene, monkeypatch):
    c = tc.Controller(scene, name="c")
    real = tc.lib.tc_controller_destroy

    def refused(handle):                 # a callback raised, nothing destroyed
        raise RuntimeError("raised before the engine destroyed it")

    monkeypatch.setattr(tc.lib, "tc_controller_destroy", refused)
    with pytest.raises(RuntimeError):
        c.destroy()
    assert not c.destroyed and c.view is None and registry.get(c._key) is c

    def destroyed(handle):               # the engine destroyed it, then a callback's error
        assert real(handle) == 0
        raise RuntimeError("raised by a callback during the destruction")

    monkeypatch.setattr(tc.lib, "tc_controller_destroy", destroyed)
    key = c._key
    with pytest.raises(RuntimeError, match="during the destruction"):
        c.destroy()
    assert c.destroyed and c._h not in scene._objects and registry.get(key) is None
    c.destroy()


# ---- 4. a non-touchchain object where a scene or a view is expected: TypeError ------------

@pytest.mark.parametrize("make", [
    lambda: tc.View(None, 0, 0, 1, 1), lambda: tc.View("x", 0, 0, 1, 1),
    lambda: tc.Window(None, 0, 0, 1, 1), lambda: tc.Controller(None),
    lambda: tc.Controller(42, name="c"), lambda: tc.TapRecognizer(None),
    lambda: tc.PanRecognizer(object()), lambda: tc.Recognizer(None, "tap")],
    ids=["View-None", "View-str", "Window-None", "Controller-None", "Controller-int",
         "TapRecognizer-None", "PanRecognizer-object", "Recognizer-None"])
def test_a_scene_argument_that_is_not_a_scene_raises_TypeError_naming_it(make):
    with pytest.raises(TypeError, match="scene must be a Scene, not"):
        make()


def test_touch_methods_raise_TypeError_for_a_view_that_is_not_a_view(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    w.make_key()
    seen = []

    def handler(view, ev):
        touch = ev.touches[0]
        for call in (lambda: touch.location_in(5), lambda: touch.location_in("w"),
                     lambda: touch.azimuth_angle_in(object()),
                     lambda: touch.azimuth_unit_vector_in(1.5)):
            try:
                call()
            except Exception as e:  # noqa: BLE001 -- recorded, checked below
                seen.append(e)
        seen.append(touch.location_in(w))
        return True

    w.on_touches = handler
    scene.push_touch(1, "began", 10, 20, 0.0)
    scene.dispatch()
    assert [type(e) for e in seen[:4]] == [TypeError] * 4
    assert all("view must be a View or None" in str(e) for e in seen[:4])
    assert seen[4] == (10.0, 20.0)


# ---- 5. transforms are checked as frames are ---------------------------------------------

def test_transform_setters_check_count_type_and_range_and_change_nothing(scene):
    v = tc.View(scene, 0, 0, 10, 10)
    v.transform = tc.Affine.scaling(2)
    v.presentation = ((0, 0, 10, 10), tc.Affine.translation(1, 2))
    before = (v.transform, v.presentation)
    for setter in (lambda t: setattr(v, "transform", t),
                   lambda t: setattr(v, "presentation", ((0, 0, 5, 5), t))):
        for wrong_count in ((1, 0, 0, 1, 0), (1, 0, 0, 1, 0, 0, 0), ()):
            with pytest.raises(tc.TouchChainError) as info:
                setter(wrong_count)
            assert isinstance(info.value, ValueError) and "transform" in str(info.value)
        with pytest.raises(TypeError, match=r"transform\.ty must be a number, not str"):
            setter((1, 0, 0, 1, 0, "x"))
        with pytest.raises(TypeError, match="transform must be a sequence of 6 numbers"):
            setter(5)
        with pytest.raises(tc.OutOfRangeError, match=r"transform\.tx"):
            setter((1, 0, 0, 1, 2 ** 1100, 0))
    with pytest.raises(TypeError, match="presentation must be"):
        v.presentation = 5
    with pytest.raises(tc.InvalidValueError, match="presentation must be"):
        v.presentation = (0, 0, 1)
    assert (v.transform, v.presentation) == before
    v.transform = [1, 0, 0, 1, 3, 4]     # a list of six numbers is still accepted
    assert v.transform == tc.Affine(1, 0, 0, 1, 3, 4)


# ---- 6. every push_touches failure carries the refused sample's index ---------------------

@pytest.mark.parametrize("bad,error,text", [
    ((6, "bogus", 1, 1, 1.0), ValueError, "valid values"),
    ((6, "began", 1), ValueError, "sample tuple"),
    ({"id": 6, "phase": "began", "x": 1, "y": 1, "t": 1.0, "bogus": 1}, TypeError,
     "unknown key 'bogus'"),
    ({"id": 6, "phase": "began", "x": 1, "t": 1.0}, TypeError, "y missing"),
    ({"id": 6, "phase": "began", "x": 1, "y": 1, "t": 1.0, "timestamp": 2.0}, TypeError,
     "both t and timestamp"),
    (7, TypeError, "samples\\[1\\] must be a tuple"),
    ((6, "began", "one", 1, 1.0), TypeError, "x must be a number"),
], ids=["phase-name", "short-tuple", "unknown-key", "missing-key", "t-and-timestamp",
                                 "not-a-sample", "x-str"])
def test_push_touches_errors_of_the_bindings_carry_the_index(scene, bad, error, text):
    tc.Window(scene, 0, 0, 100, 100).make_key()
    with pytest.raises(error, match=text) as info:
        scene.push_touches([(5, "began", 1, 1, 1.0), bad, (7, "began", 1, 1, 1.0)])
    assert info.value.index == 1
    assert "fill()" not in str(info.value)   # not an internal function's message
    assert scene.queued_count == 0


def test_a_point_with_both_t_and_timestamp_is_refused_not_one_silently_dropped(scene):
    """One time under two names is ambiguous: the dict that has both is refused (it took
    ``t`` and dropped ``timestamp`` without a word)."""
    tc.Window(scene, 0, 0, 100, 100).make_key()
    scene.push_touch(1, "began", 5, 5, 0.0)
    scene.dispatch()
    with pytest.raises(TypeError, match=r"coalesced\[0\] has both t and timestamp"):
        scene.push_touch(1, "moved", 6, 5, 0.01,
                         coalesced=[{"t": 0.005, "timestamp": 0.009, "x": 5.5, "y": 5}])
    assert scene.queued_count == 0


# ---- 7. an unknown recognizer kind is an UnknownEnumError --------------------------------

def test_unknown_recognizer_kind_int_is_UnknownEnumError_and_leaves_nothing(scene):
    n = len(scene._objects)
    for kind in (99, 0, -1):
        with pytest.raises(tc.UnknownEnumError) as info:
            tc.Recognizer(scene, kind)
        assert _is_value_error(info.value) and info.value.argument == "kind"
        assert "tap" in str(info.value)
    assert len(scene._objects) == n


# ---- 8. reprs never raise; enum names; documented coordinates ----------------------------

def test_repr_never_raises_after_destroy_or_close():
    scene = tc.Scene()
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    button = w.add_subview(tc.View(scene, 0, 0, 10, 10, name="b"))
    control = button.make_control("button")
    gone = w.add_subview(tc.View(scene, 0, 0, 10, 10)).make_control("switch")
    gone.view.destroy()
    assert "destroyed" in repr(gone)
    old = tc.View(scene).make_control("slider")
    old.view.make_control("none")
    assert "no longer a control" in repr(old)
    rec, ctl = tc.TapRecognizer(scene, name="tap"), tc.Controller(scene, name="c")
    assert repr(control) == "<Control <ControlKind.BUTTON: 1> of <View b>>"
    scene.close()
    for obj in (control, gone, old, w, button, rec, ctl, scene):
        assert isinstance(repr(obj), str)
    assert "scene closed" in repr(control) and "<View b>" in repr(control)
    assert repr(w) == "<Window w>" and repr(rec) == "<TapRecognizer tap>"


def test_enum_constructor_with_an_unknown_name_lists_the_valid_names():
    with pytest.raises(ValueError) as info:
        tc.Phase("nope")
    assert "'nope'" in str(info.value) and "began" in str(info.value)
    assert "cancelled" in str(info.value)
    with pytest.raises(ValueError, match="valid values: top, left, bottom, right"):
        tc.Edge("left|nope")
    assert tc.Phase("began") is tc.Phase.BEGAN
    with pytest.raises(ValueError):
        tc.Phase(99)


def test_pan_translation_is_in_the_views_own_coordinates(scene):
    doc = tc.PanRecognizer.translation.__doc__
    assert "own coordinates" in doc and "superview" not in doc
    w = tc.Window(scene, 0, 0, 320, 480)
    w.make_key()
    v = w.add_subview(tc.View(scene, 60, 140, 200, 200))
    v.transform = tc.Affine.scaling(2)     # one view point is two window points
    pan = tc.PanRecognizer(scene, v)
    seen = []
    pan.on_action = lambda r, d: seen.append(r.translation)
    scene.push_touch(1, "began", 160, 240, 0.0)
    for i in range(1, 5):
        scene.push_touch(1, "moved", 160 + 20 * i, 240, 0.02 * i)
    scene.dispatch()
    assert seen and seen[-1] == (40.0, 0.0)   # 80 window points: 40 in the view's own
    with pytest.raises(tc.InvalidValueError, match="translation"):
        pan.translation = (1, 2, 3)
