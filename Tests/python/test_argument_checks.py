"""Every integer the bindings hand to C is range-checked against its C type, and every string
is checked for U+0000 (issue 11): out-of-range values used to be wrapped silently
(``taps_required=2**32+1`` became 1, touch id ``2**64+7`` became 7 and aliased touch 7) and
NUL silently truncated strings. The check is table-driven in the ctypes layer (touchchain._raw):
it covers every struct field and every function argument of the header."""
import ctypes

import pytest

import touchchain as tc
from touchchain import _raw

RANGES = {ctypes.c_int32: (-2 ** 31, 2 ** 31 - 1), ctypes.c_uint32: (0, 2 ** 32 - 1),
          ctypes.c_int64: (-2 ** 63, 2 ** 63 - 1), ctypes.c_size_t: (0, 2 ** 64 - 1)}


def _is_range_error(exc):
    return (isinstance(exc, tc.TouchChainError) and isinstance(exc, ValueError)
            and isinstance(exc, OverflowError) and exc.name == "TC_ERR_INVALID_ARGUMENT")


def test_G8_taps_required_out_of_int32_refused(scene):
    with pytest.raises(tc.TouchChainError) as info:
        tc.TapRecognizer(scene, taps=2 ** 32 + 1)
    assert _is_range_error(info.value)
    assert "taps_required" in str(info.value) and "4294967297" in str(info.value)
    rec = tc.TapRecognizer(scene, taps=2)
    with pytest.raises(OverflowError, match="touches_required"):
        rec.set_params(touches=-2 ** 31 - 1)
    with pytest.raises(ValueError, match="direction"):
        tc.SwipeRecognizer(scene, direction=2 ** 32 + 1)
    assert rec.params["taps_required"] == 2 and rec.params["touches_required"] == 1


def test_T1_touch_id_out_of_int64_refused_no_alias(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    w.multiple_touch = True
    seen = []
    w.on_touches = lambda r, e: seen.append([t.id for t in e.touches]) or True
    scene.push_touch(7, tc.Phase.BEGAN, 10, 10, 0.0)
    scene.dispatch()
    for bad in (2 ** 64 + 7, 2 ** 63, -2 ** 63 - 1):
        with pytest.raises(tc.TouchChainError) as info:
            scene.push_touch(bad, tc.Phase.ENDED, 10, 10, 0.1)
        assert _is_range_error(info.value) and "id" in str(info.value)
        with pytest.raises(OverflowError):
            scene.find_touch(bad)
        with pytest.raises(OverflowError):
            scene.push_touches([(bad, tc.Phase.ENDED, 10, 10, 0.1)])
    assert scene.queued_count == 0 and scene.touch_count == 1
    scene.push_touch(2 ** 63 - 1, tc.Phase.BEGAN, 20, 20, 0.1)
    scene.dispatch()
    assert seen == [[7], [2 ** 63 - 1]]


def test_HDR_int_and_float_arguments_out_of_range_refused_before_c(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    v = tc.View(scene, 0, 0, 10, 10)
    with pytest.raises(OverflowError, match="index"):
        w.add_subview(v, index=-1)
    with pytest.raises(OverflowError, match="index"):
        w.add_subview(v, index=2 ** 64)
    assert v.superview is None
    with pytest.raises(OverflowError, match="subtype"):
        scene.push_motion(2 ** 32 + 100, tc.Phase.BEGAN, 0.0)
    with pytest.raises(OverflowError, match="flag"):
        v.set_flag(2 ** 32 + 1, True)
    with pytest.raises(OverflowError, match="alpha"):
        v.alpha = 10 ** 400
    with pytest.raises(OverflowError, match="events"):
        v.make_control().add_target(2 ** 32 + 1, lambda c, e: None)
    assert scene.queued_count == 0


def test_R5_nul_and_surrogates_in_strings_refused(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    got = []
    w.on_route = lambda r, e: got.append((e.name, e.info)) or True
    for name, info in (("a\x00b", {}), ("ok", {"k\x00": "v"}), ("ok", {"k": "v\x00w"}),
                       ("a\ud800", {}), ("ok", {"k": "\udc80"})):
        with pytest.raises(tc.TouchChainError) as e:
            w.send_route(name, info)
        assert isinstance(e.value, ValueError) and e.value.name == "TC_ERR_INVALID_ARGUMENT"
    rec = tc.TapRecognizer(scene)
    with pytest.raises(ValueError, match="U\\+0000"):
        rec.name = "tap\x00x"
    assert not rec.name  # unchanged: no name
    assert w.send_route("fine", {"k": "v"}) is True
    assert got == [("fine", {"k": "v"})]


def test_HDR_every_integer_struct_field_is_range_checked():
    checked = 0
    for name in _raw.STRUCT_NAMES:
        cls = getattr(_raw, name)
        for field, ctype in cls._fields_:
            s = cls()
            if ctype in RANGES:
                lo, hi = RANGES[ctype]
                setattr(s, field, lo)
                setattr(s, field, hi)
                assert getattr(s, field) == hi
                for bad in (lo - 1, hi + 1):
                    with pytest.raises(tc.TouchChainError) as info:
                        setattr(s, field, bad)
                    assert _is_range_error(info.value)
                    assert "%s.%s" % (name, field) in str(info.value)
                assert getattr(s, field) == hi
                checked += 1
            elif ctype is ctypes.c_double:
                with pytest.raises(OverflowError):
                    setattr(s, field, 10 ** 400)
                setattr(s, field, float("nan"))  # NaN and infinities are the engine's to refuse
                checked += 1
            elif ctype is ctypes.c_char_p:
                with pytest.raises(ValueError, match="U\\+0000"):
                    setattr(s, field, b"a\x00b")
                setattr(s, field, b"ab")
                checked += 1
    assert checked >= 60


def test_HDR_every_integer_function_argument_is_range_checked():
    """Each function of the header with an integer argument refuses an out-of-range value
    before calling C (the other arguments are NULL/0: C would refuse them anyway)."""
    lib = tc.lib
    checked = 0
    for name, _restype, argtypes, _ in _raw.FUNCTIONS:
        for i, ctype in enumerate(argtypes):
            if ctype not in RANGES:
                continue
            lo, hi = RANGES[ctype]
            for bad in (lo - 1, hi + 1):
                args = [None] * len(argtypes)
                for j, other in enumerate(argtypes):
                    if other in RANGES or other is ctypes.c_double:
                        args[j] = 0
                args[i] = bad
                with pytest.raises(tc.TouchChainError) as info:
                    getattr(lib, name)(*args)
                assert _is_range_error(info.value)
                assert name in str(info.value)
                assert _raw.PARAM_NAMES[name][i] in str(info.value)
            checked += 1
    assert checked >= 15


@pytest.mark.parametrize("make, argument, value", [
    (lambda s: tc.TapRecognizer(s, taps=0), "taps", 0),
    (lambda s: tc.TapRecognizer(s, touches=0), "touches", 0),
    (lambda s: tc.TapRecognizer(s, taps=2 ** 32 + 1), "taps", 2 ** 32 + 1),
    (lambda s: tc.PanRecognizer(s, slop=-1.0), "slop", -1.0),
    (lambda s: tc.LongPressRecognizer(s, min_duration=-0.5), "min_duration", -0.5),
    (lambda s: tc.SwipeRecognizer(s, swipe_angle=float("inf")), "swipe_angle", float("inf")),
    (lambda s: tc.Recognizer(s, "tap", taps_required=0), "taps_required", 0),
    (lambda s: tc.Recognizer(s, "tap", taps=0), "taps", 0),
    (lambda s: tc.TapRecognizer(s).set_params(touches=0), "touches", 0),
])
def test_G8_a_refused_recognizer_parameter_names_the_callers_argument(scene, make, argument,
                                                                      value):
    """The engine refuses a parameter by its C field (``taps_required is 0``); the bindings
    name the keyword argument the caller wrote (``taps``) in the message and ``argument``."""
    with pytest.raises(tc.TouchChainError) as info:
        make(scene)
    error = info.value
    assert isinstance(error, ValueError)
    assert error.argument == argument
    assert "(argument %s=%r)" % (argument, value) in str(error), str(error)
