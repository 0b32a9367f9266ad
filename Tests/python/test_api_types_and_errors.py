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


def test_API_convert_point_refuses_what_is_not_a_view(scene):
    """View.convert_point's ``to`` and convert_point_from's ``source`` are Views or None: a
    recognizer, a controller, the scene or a number is a TypeError naming the argument (it used
    to reach the engine, whose InvalidHandleError carried an unrelated earlier message), as
    Scene.convert_point's."""
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 10, 10, 50, 50))
    for bad in (tc.TapRecognizer(scene), tc.Controller(scene), scene, 42, "w"):
        with pytest.raises(TypeError, match=r"\bto must be a View or None, not " +
                           type(bad).__name__):
            v.convert_point(1, 1, bad)
        with pytest.raises(TypeError, match=r"\bsource must be a View or None, not " +
                           type(bad).__name__):
            v.convert_point_from(1, 1, bad)
        with pytest.raises(TypeError, match=r"\bto must be a View"):
            scene.convert_point(1, 1, None, bad)
    assert v.convert_point(1, 1, w) == (11, 11) and v.convert_point_from(11, 11, w) == (1, 1)


def test_API_a_str_is_not_a_sequence_of_numbers(scene):
    """A str (or bytes) where numbers go is a TypeError, not its characters counted as
    numbers (``frame = "abc"`` was InvalidValueError "got 3")."""
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 10, 10))
    for attr, value in (("frame", "abcd"), ("frame", "abc"), ("bounds", b"abcd"),
                        ("center", "xy"), ("hit_insets", "abcd"), ("min_hit_size", "wh"),
                        ("content_offset", "xy"), ("transform", "abcdef"),
                        ("presentation", "abcd"), ("polygon", ["ab", "cd", "ef"])):
        if attr == "content_offset":
            v.make_scroll()
        with pytest.raises(TypeError, match="str|bytes") as info:
            setattr(v, attr, value)
        assert not isinstance(info.value, ValueError), (attr, info.value)
    for push in (lambda: scene.push_touch(1, "began", 1, 1, 0.0, coalesced="abc"),
                 lambda: scene.push_touch(1, "began", 1, 1, 0.0, predicted=["abc"]),
                 lambda: scene.push_touches("abcde"),
                 lambda: scene.push_touch_update(1, 0, 0.0, location="xy"),
                 lambda: v.make_scroll(content_size="wh"),
                 lambda: tc.PanRecognizer(scene, v).set_translation_in("xy")):
        with pytest.raises(TypeError):
            push()
    assert v.frame == (0, 0, 10, 10) and scene.queued_count == 0


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


# ---- D. integer arguments, refused constructors, other scenes, handlers after close ---------

def test_API_integer_arguments_refuse_what_is_not_an_int_alike(scene):
    """push_touch(1.7, ...) raised TypeError while find_touch(1.9) and find_touch("1") were
    touch 1, find_touch(inf) and remove_target(inf) a bare OverflowError, push_touch(window=1.5)
    an AttributeError: every integer argument is now checked the same way (TypeError naming
    it), and an object of the wrong kind as a window too."""
    window = tc.Window(scene, 0, 0, 100, 100)
    window.make_key()
    scene.push_touch(1, "began", 5, 5, 0.0)
    scene.dispatch()
    assert scene.find_touch(1).id == 1
    for value in (1.9, 1.0, "1", float("inf"), None, True):
        with pytest.raises(TypeError, match="touch_id must be an int, not %s"
                           % type(value).__name__):
            scene.find_touch(value)
    control = window.add_subview(tc.View(scene, 0, 0, 10, 10)).make_control("button")
    target = control.add_target("touch_up_inside", lambda c, e: None)
    for value in (float(target), float("inf"), str(target)):
        with pytest.raises(TypeError, match="target_id must be an int"):
            control.remove_target(value)
    control.remove_target(target)
    for value in (1.5, "main", True, tc.TapRecognizer(scene)):
        with pytest.raises(TypeError, match="window must be a Window"):
            scene.push_touch(2, "began", 5, 5, 0.1, window=value)
        with pytest.raises(TypeError, match="window must be a Window"):
            scene.push_touches([(2, "began", 5, 5, 0.1, 0, 0, 0, 0, "direct", value)])
    with pytest.raises(TypeError, match="index must be an int, not bool"):
        window.add_subview(tc.View(scene, 0, 0, 1, 1), index=True)
    assert scene.queued_count == 0


@pytest.mark.parametrize("make,error", [
    (lambda a, wa, va, vb: tc.TapRecognizer(a, vb), tc.ForeignHandleError),
    (lambda a, wa, va, vb: tc.PanRecognizer(a, view=vb, name="p"), tc.ForeignHandleError),
    (lambda a, wa, va, vb: tc.TapRecognizer(a, wa, name="x\0"), tc.InvalidValueError),
    (lambda a, wa, va, vb: tc.TapRecognizer(a, wa, name=5), TypeError),
    (lambda a, wa, va, vb: tc.TapRecognizer(a, wa, on_action=5), TypeError),
    (lambda a, wa, va, vb: tc.Recognizer(a, "tap", view="wa"), TypeError),
    (lambda a, wa, va, vb: tc.CustomRecognizer(a, wa, on_touches=5), TypeError),
    (lambda a, wa, va, vb: a.controller(vb), tc.ForeignHandleError),
    (lambda a, wa, va, vb: tc.Controller(a, view=va), tc.StateError),  # va has one
    (lambda a, wa, va, vb: tc.Controller(a, view=42), TypeError),
    (lambda a, wa, va, vb: tc.Controller(a, name="c\0"), tc.InvalidValueError),
    (lambda a, wa, va, vb: tc.View(a, 0, 0, 1, 1, name="v\0"), tc.InvalidValueError),
    (lambda a, wa, va, vb: tc.Window(a, 0, 0, 1, 1, name=b"w"), TypeError),
], ids=["foreign view", "foreign view, named", "NUL name", "int name", "action not callable",
        "view not a view", "custom touches not callable", "controller of a foreign view",
        "controller of a controlled view", "controller of an int", "controller NUL name",
        "view NUL name", "window bytes name"])
def test_API_a_refused_constructor_leaves_nothing(make, error):
    """A refused input changes nothing: a constructor made its engine object, then failed to
    attach or name it and left it in the scene (200,000 refused TapRecognizer(a, view_of_b)
    left 200,000 recognizers)."""
    from touchchain._core import registry
    with tc.Scene() as a, tc.Scene() as b:
        wa = tc.Window(a, 0, 0, 100, 100)
        va = wa.add_subview(tc.View(a, 0, 0, 10, 10))
        a.controller(va)
        vb = tc.Window(b, 0, 0, 100, 100)
        objects, keys = dict(a._objects), len(registry)
        for _ in range(3):
            with pytest.raises(error):
                make(a, wa, va, vb)
        assert a._objects == objects and len(registry) == keys
        assert va.next_responder is not None and wa.subviews == [va]


def test_API_send_route_and_convert_point_refuse_objects_of_another_scene():
    """Every call given an object of another scene raises ForeignHandleError, these too
    (their C functions take no scene): Scene.send_route(view_of_b) was sent in scene b, and
    Scene.convert_point(source=view_of_b) converted in it; with a destroyed view of another
    scene the error carried this scene's earlier, unrelated message."""
    with tc.Scene() as a, tc.Scene() as b:
        wa = tc.Window(a, 0, 0, 100, 100)
        with pytest.raises(tc.InvalidArgumentError):
            wa.frame = (0, 0, -1, 1)  # a's last error, unrelated to what follows
        vb = tc.Window(b, 0, 0, 100, 100)
        cb = b.controller(vb)
        routed = []
        vb.on_route = cb.on_route = lambda r, e: routed.append(r)
        gone = tc.View(b, 0, 0, 1, 1)
        gone.destroy()
        for source in (vb, gone):
            for call, message in (
                    (lambda: a.send_route(source, "x"), "tc_view_send_route: source"),
                    (lambda: a.convert_point(1, 1, source=source),
                     "tc_view_convert_point: source"),
                    (lambda: a.convert_point(1, 1, to=source), "tc_view_convert_point: to"),
                    (lambda: wa.convert_point_from(1, 1, source=source),
                     "tc_view_convert_point: source")):
                with pytest.raises(tc.ForeignHandleError) as info:
                    call()
                assert info.value.message == message + " belongs to another scene"
        with pytest.raises(tc.ForeignHandleError, match="tc_controller_send_route: source"):
            a.send_route(cb, "x")
        assert routed == []
        b.send_route(vb, "x")  # in its own scene
        assert routed[0] is vb
        assert a.convert_point(1, 2) == (1, 2)


HANDLER_GETTERS = [
    ("view", ["on_touches", "on_motion", "on_remote", "on_presses", "on_route", "on_hover",
              "on_estimated_update", "on_point_inside", "on_hit_test",
              "on_gesture_should_begin", "on_scroll", "touches_should_begin",
              "touches_should_cancel"]),
    ("controller", ["on_touches", "on_motion", "on_remote", "on_presses", "on_route"]),
    ("recognizer", ["on_action", "on_state", "should_begin", "should_receive_touch",
                    "should_recognize_simultaneously", "should_require_failure_of",
                    "should_be_required_to_fail_by", "on_touches"]),
    ("scene", ["on_hit_trace", "on_unhandled"]),
    ("application", ["on_touches", "on_route"]),
]


@pytest.mark.parametrize("how,kind,getter", [
    (how, k, g) for how in ("close", "destroy") for k, gs in HANDLER_GETTERS for g in gs
    if how == "close" or k not in ("scene", "application")])  # those two are not destroyed
def test_API_handler_getters_are_stale_after_close_and_destroy(how, kind, getter):
    """README: "after close() every use raises StaleHandleError", and every getter of a
    destroyed object: the handler getters still returned the old function."""
    s = tc.Scene()
    view = tc.Window(s, 0, 0, 100, 100).make_scroll(content_size=(100, 400))
    obj = {"view": view, "controller": s.controller(view),
           "recognizer": tc.CustomRecognizer(s, view), "scene": s,
           "application": s.application}[kind]
    setattr(obj, getter, lambda *args: True)
    assert getattr(obj, getter) is not None
    if how == "close":
        s.close()
    else:
        obj.destroy()
    with pytest.raises(tc.StaleHandleError):
        getattr(obj, getter)
    s.close()


@pytest.mark.parametrize("make", [lambda s, name: tc.View(s, 0, 0, 1, 1, name=name),
                                  lambda s, name: tc.Controller(s, name=name),
                                  lambda s, name: tc.TapRecognizer(s, name=name)],
                         ids=["view", "controller", "recognizer"])
def test_API_a_name_is_checked_as_the_constructor_checks_it(scene, make):
    """view.name = 5 and view.name = "a\\0b" were accepted; the constructor's check
    (TypeError; InvalidValueError, a ValueError, for U+0000 or a lone surrogate) applies to
    the setter, and a refused name changes nothing."""
    obj = make(scene, "n")
    for value, error in ((5, TypeError), (b"n", TypeError), ("a\0b", tc.InvalidValueError),
                         ("a\ud800", tc.InvalidValueError)):
        with pytest.raises(error, match="name") as refused_by_setter:
            obj.name = value
        with pytest.raises(error, match="name") as refused_by_constructor:
            make(scene, value)
        assert type(refused_by_setter.value) is type(refused_by_constructor.value)
        assert obj.name == "n"
    obj.name = None
    assert not obj.name   # None (a recognizer reads an unnamed name back as "")
    obj.destroy()
    with pytest.raises(tc.StaleHandleError):
        obj.name = "m"
