"""Issue 12, item 3: standard exception bases, enum names as arguments, explicit recognizer
signatures."""
import inspect
import pickle

import pytest

import touchchain as tc


# ---- A. errors ---------------------------------------------------------------------------

def test_API_value_errors_are_value_errors(scene):
    with pytest.raises(ValueError) as info:
        tc.TapRecognizer(scene, taps=0)
    assert isinstance(info.value, tc.TouchChainError)
    assert "taps_required" in str(info.value)
    with pytest.raises(ValueError):  # TC_ERR_NOT_FINITE
        tc.View(scene, 0, 0, float("nan"), 10)
    with pytest.raises(ValueError):  # TC_ERR_UNKNOWN_ENUM
        scene.push_touch(1, 99, 1, 1, 0.0)


def test_API_scene_config_error_names_the_argument():
    with pytest.raises(ValueError) as info:
        tc.Scene(max_touches=-1)
    assert isinstance(info.value, tc.InvalidArgumentError)
    assert "max_touches" in str(info.value) and info.value.argument == "max_touches"
    with pytest.raises(TypeError, match="queue_capacity"):
        tc.Scene(queue_capacity="big")
    with pytest.raises(TypeError, match="tap_radius"):
        tc.Scene(tap_radius="wide")


def test_API_wrong_types_raise_type_error_naming_the_argument(scene):
    window = tc.Window(scene, 0, 0, 100, 100)
    with pytest.raises(TypeError, match=r"\bw\b.*number.*str"):
        tc.View(scene, 0, 0, "wide", 10)
    with pytest.raises(TypeError, match="child.*int"):
        window.add_subview(42)
    with pytest.raises(TypeError, match="view"):
        tc.TapRecognizer(scene).attach("window")
    with pytest.raises(TypeError, match="other"):
        tc.TapRecognizer(scene).require_to_fail(window)
    with pytest.raises(TypeError, match="key_window"):
        scene.key_window = "w"
    with pytest.raises(TypeError, match="taps_required"):
        tc.TapRecognizer(scene, taps="two")
    with pytest.raises(TypeError, match="frame"):
        window.frame = 5
    with pytest.raises(TypeError, match="frame.x"):
        window.frame = ("a", 0, 1, 1)


def test_API_wrong_type_in_raw_call_names_the_parameter(scene):
    from touchchain._core import lib
    with pytest.raises(TypeError, match="tc_scene_advance: .*must be a number, not list"):
        lib.tc_scene_advance(scene._as_parameter_, [1])


def test_API_wrong_length_is_a_value_error_naming_the_argument(scene):
    window = tc.Window(scene, 0, 0, 100, 100)
    with pytest.raises(ValueError, match="frame must be 4 numbers") as info:
        window.frame = (1, 2, 3)
    assert isinstance(info.value, tc.TouchChainError) and info.value.argument == "frame"
    with pytest.raises(ValueError, match="center"):
        window.center = (1, 2, 3)


def test_API_unknown_ids_are_lookup_errors(scene):
    with pytest.raises(LookupError) as info:
        scene.find_touch(99)
    assert isinstance(info.value, tc.UnknownTouchError)
    assert issubclass(tc.NotFoundError, LookupError)
    assert issubclass(tc.NotFoundError, tc.TouchChainError)
    error = pickle.loads(pickle.dumps(info.value))
    assert type(error) is tc.UnknownTouchError and error.status == info.value.status


@pytest.mark.parametrize("make", [
    lambda s: tc.View(s, 0, 0, 1, 1),
    lambda s: tc.Window(s, 0, 0, 1, 1),
    lambda s: tc.Controller(s),
    lambda s: tc.TapRecognizer(s),
    lambda s: tc.CustomRecognizer(s),
])
def test_API_destroy_is_idempotent(scene, make):
    obj = make(scene)
    obj.destroy()
    obj.destroy()  # a no-op, as Scene.close()
    assert obj.destroyed
    with pytest.raises(tc.StaleHandleError):  # but using it is an error
        obj.name  # noqa: B018


def test_API_destroy_after_parent_destroyed_is_a_no_op(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    child = w.add_subview(tc.View(scene, 0, 0, 10, 10))
    w.destroy()
    child.destroy()
    child.destroy()


@pytest.mark.parametrize("getter", ["hit_insets", "min_hit_size", "polygon", "redirect",
                                    "presentation", "name"])
def test_API_getters_of_a_destroyed_view_are_stale(scene, getter):
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 10, 10, name="v"))
    v.redirect = w
    v.destroy()
    with pytest.raises(tc.StaleHandleError):  # as every getter that reads the engine
        getattr(v, getter)


# ---- B. enum arguments -------------------------------------------------------------------

def test_API_enums_accept_scene_format_names():
    assert tc.Phase("began") is tc.Phase.BEGAN
    assert tc.Phase("Cancelled") is tc.Phase.CANCELLED
    assert tc.RecognizerKind("long_press") is tc.RecognizerKind.LONG_PRESS
    assert tc.Edge("left|top") == tc.Edge.LEFT | tc.Edge.TOP
    assert tc.Edge(int(tc.Edge.LEFT)) is tc.Edge.LEFT
    with pytest.raises(ValueError):
        tc.Phase("bogus")


def test_API_push_touch_accepts_phase_names(scene):
    window = tc.Window(scene, 0, 0, 100, 100)
    window.make_key()
    seen = []
    window.on_touches = lambda v, e: seen.append(e.phase) or True
    scene.push_touch(1, "began", 10, 10, 0.0, type="direct")
    scene.push_touches([(1, "moved", 12, 12, 0.05), {"id": 1, "phase": "ended", "x": 12,
                                                       "y": 12, "t": 0.1}])
    scene.dispatch()
    assert seen == [tc.Phase.BEGAN, tc.Phase.MOVED, tc.Phase.ENDED]


def test_API_invalid_enum_name_lists_valid_values(scene):
    with pytest.raises(ValueError) as info:
        scene.push_touch(1, "begun", 10, 10, 0.0)
    message = str(info.value)
    assert "phase" in message and "'begun'" in message
    assert "began" in message and "cancelled" in message
    assert info.value.argument == "phase"
    with pytest.raises(TypeError, match="phase"):
        scene.push_touch(1, 1.5, 10, 10, 0.0)


def test_API_other_enum_arguments_accept_names(scene):
    view = tc.Window(scene, 0, 0, 100, 100)
    view.set_flag("hidden", True)
    assert view.get_flag(tc.ViewFlag.HIDDEN) and view.hidden
    control = view.make_control("button")
    assert control.kind == tc.ControlKind.BUTTON
    control.add_target("touch_up_inside|value_changed", lambda c, e: None)
    swipe = tc.SwipeRecognizer(scene, direction="left|right")
    assert swipe.params["direction"] == int(tc.SwipeDirection.LEFT | tc.SwipeDirection.RIGHT)
    edge = tc.EdgePanRecognizer(scene, edges=["left", "bottom"])
    assert edge.params["edges"] == int(tc.Edge.LEFT | tc.Edge.BOTTOM)
    rec = tc.Recognizer(scene, "pinch")
    assert rec.kind is tc.RecognizerKind.PINCH
    scene.push_motion("shake", "began", 0.0)
    with pytest.raises(ValueError, match="subtype.*valid values"):
        scene.push_motion("wobble", "began", 0.0)


# ---- C. recognizer signatures ------------------------------------------------------------

CLASSES = [tc.TapRecognizer, tc.LongPressRecognizer, tc.PanRecognizer, tc.EdgePanRecognizer,
           tc.SwipeRecognizer, tc.PinchRecognizer, tc.RotationRecognizer, tc.CustomRecognizer]
COMMON = ("view", "cancels_touches_in_view", "delays_touches_began", "delays_touches_ended",
          "enabled", "name", "on_action")
FIELDS = {"taps": "taps_required", "touches": "touches_required"}


def test_G8_tap_recognizer_signature_and_defaults():
    sig = inspect.signature(tc.TapRecognizer)
    params = sig.parameters
    assert list(params)[:2] == ["scene", "view"]
    for name in ("taps", "touches", "allowable_movement", "tap_interval", "tap_radius") + COMMON:
        assert name in params, name
    assert params["taps"].default == 1 and params["touches"].default == 1
    assert params["taps"].kind is inspect.Parameter.KEYWORD_ONLY
    assert params["cancels_touches_in_view"].default is True
    assert params["delays_touches_began"].default is False
    assert params["delays_touches_ended"].default is True
    assert tc.TapRecognizer.__doc__ and "numberOfTapsRequired" in tc.TapRecognizer.__doc__
    assert "seconds" in tc.TapRecognizer.__doc__ and "pt" in tc.TapRecognizer.__doc__


@pytest.mark.parametrize("cls", CLASSES, ids=lambda c: c.__name__)
def test_G8_recognizer_signature_defaults_are_the_library_defaults(scene, cls):
    defaults = tc.default_params(cls.kind)
    sig = inspect.signature(cls)
    assert cls.__doc__ and "UIKit" in cls.__doc__
    for name, p in sig.parameters.items():
        if p.kind is not inspect.Parameter.KEYWORD_ONLY:
            continue
        assert p.annotation is not inspect.Parameter.empty, name
        field = FIELDS.get(name, name)
        if field in defaults and not (cls is tc.EdgePanRecognizer and name == "edges"):
            assert p.default == defaults[field], (cls.__name__, name)
    for name in COMMON:
        assert name in sig.parameters, (cls.__name__, name)
    # The defaults of the signature are what a recognizer made with no arguments has.
    made = cls(scene).params
    for name, p in sig.parameters.items():
        field = FIELDS.get(name, name)
        if field in made and p.default is not inspect.Parameter.empty:
            assert made[field] == p.default, (cls.__name__, name)


def test_G8_recognizer_keywords_reach_the_engine(scene):
    window = tc.Window(scene, 0, 0, 100, 100)
    for cls in CLASSES:  # the view comes second, positionally, for every kind
        assert cls(scene, window, name="r").view is window
    tap = tc.TapRecognizer(scene, taps=2, touches=2, allowable_movement=4, tap_interval=0.2,
                           tap_radius=12, cancels_touches_in_view=False,
                           delays_touches_began=True, delays_touches_ended=False, enabled=False)
    p = tap.params
    assert (p["taps_required"], p["touches_required"], p["allowable_movement"],
            p["tap_interval"], p["tap_radius"]) == (2, 2, 4.0, 0.2, 12.0)
    assert (p["cancels_touches_in_view"], p["delays_touches_began"],
            p["delays_touches_ended"], p["enabled"]) == (0, 1, 0, 0)
    lp = tc.LongPressRecognizer(scene, min_duration=0.9, taps=1)
    assert lp.params["min_duration"] == 0.9 and lp.params["taps_required"] == 1
    swipe = tc.SwipeRecognizer(scene, swipe_distance=50, swipe_duration=0.3, swipe_angle=0.2)
    assert (swipe.params["swipe_distance"], swipe.params["swipe_duration"],
            swipe.params["swipe_angle"]) == (50.0, 0.3, 0.2)
    pan = tc.PanRecognizer(scene, min_touches=2, max_touches=3, slop=4)
    assert (pan.params["min_touches"], pan.params["max_touches"], pan.params["slop"]) == (2, 3, 4)


def test_G8_recognizer_backward_compatible_spellings(scene):
    window = tc.Window(scene, 0, 0, 100, 100)
    tap = tc.TapRecognizer(scene, taps=2, view=window, on_action=lambda r, d: None)
    assert tap.view is window
    assert tc.TapRecognizer(scene, window).view is window  # view second, positionally
    assert tc.LongPressRecognizer(scene, duration=0.8).params["min_duration"] == 0.8
    assert tc.TapRecognizer(scene, taps_required=3).params["taps_required"] == 3
    assert tc.SwipeRecognizer(scene, distance=40).params["swipe_distance"] == 40
    with pytest.raises(TypeError, match="bogus"):
        tc.TapRecognizer(scene, bogus=1)


def test_API_numpy_integers_still_accepted(scene):
    """A guard (this worked before): the stricter checks above keep numpy integers working."""
    np = pytest.importorskip("numpy")
    window = tc.Window(scene, 0, 0, 100, 100)
    window.make_key()
    scene.push_touch(np.int64(1), np.int32(int(tc.Phase.BEGAN)), 5, 5, 0.0)
    scene.push_touches([(np.int64(2), "began", 6, 6, 0.0)])
    assert tc.TapRecognizer(scene, taps=np.int64(2)).params["taps_required"] == 2
    with tc.Scene(max_touches=np.int64(4)):
        pass
    with pytest.raises(TypeError, match="id"):
        scene.push_touch(1.5, "moved", 5, 5, 0.1)
