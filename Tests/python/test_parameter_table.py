"""The recognizer parameter table (tc_recognizer_param_info) is the one source the header's
struct, the engine's defaults and validation, and the Python kind classes agree with."""
import inspect
import math

import pytest

import touchchain as tc
from touchchain import _raw
from touchchain._recognizer import _ARGUMENT_OF_FIELD

FLAGS = ["cancels_touches_in_view", "delays_touches_began", "delays_touches_ended", "enabled"]
# Flags added later, after the last row's field (G8, P1: requiresExclusiveTouchType).
LATER_FLAGS = ["requires_exclusive_touch_type"]
CLASSES = {tc.RecognizerKind.TAP: tc.TapRecognizer, tc.RecognizerKind.LONG_PRESS: tc.LongPressRecognizer,
           tc.RecognizerKind.PAN: tc.PanRecognizer, tc.RecognizerKind.EDGE_PAN: tc.EdgePanRecognizer,
           tc.RecognizerKind.SWIPE: tc.SwipeRecognizer, tc.RecognizerKind.PINCH: tc.PinchRecognizer,
           tc.RecognizerKind.ROTATION: tc.RotationRecognizer, tc.RecognizerKind.CUSTOM: tc.CustomRecognizer,
           tc.RecognizerKind.HOVER: tc.HoverRecognizer}


def test_G8_table_rows_are_the_header_struct_fields_in_order():
    """The rows are the struct's fields in order, but for the G3-G5 flags and enabled (not
    rows) and the reserved field; the input kinds' rows (P1, P2, P4) follow the flags, as their
    fields do (they were added after them), and the maximum tap duration (G8) follows them;
    the flag added after it (requires_exclusive_touch_type) comes last."""
    fields = [n for n, _ in _raw.tc_recognizer_params._fields_
              if n not in ("size", "kind", "reserved")]
    rows = tc.parameter_table()
    names = [r.name for r in rows]
    split = names.index("allowed_touch_types")
    assert names[:split] + FLAGS + names[split:] + LATER_FLAGS == fields
    assert names[split:] == ["allowed_touch_types", "button_mask_required",
                             "allowed_scroll_types", "tap_duration"]
    for r in rows:
        assert r.kinds and r.unit and r.minimum <= r.maximum
        ctype = dict(_raw.tc_recognizer_params._fields_)[r.name]
        assert r.is_integer == (ctype is not ctypes_double())


def ctypes_double():
    import ctypes
    return ctypes.c_double


@pytest.mark.parametrize("kind", list(CLASSES))
def test_G8_each_kind_class_takes_exactly_its_table_parameters(kind):
    """A kind class's keyword arguments are the table's rows for that kind (plus the G3-G5
    flags and enabled): adding a row for a kind without its keyword fails here."""
    mine = {r.name for r in tc.parameter_table() if kind in r.kinds}
    signature = inspect.signature(CLASSES[kind].__init__).parameters
    keywords = {name for name, p in signature.items() if p.kind == p.KEYWORD_ONLY}
    expected = {_ARGUMENT_OF_FIELD.get(n, n) for n in mine} | set(FLAGS) | set(LATER_FLAGS)
    assert expected <= keywords
    extra = keywords - expected - {"name", "on_action", "direction", "edges", "on_touches",
                                   "on_reset", "can_prevent", "can_be_prevented"}
    assert not extra, extra


def test_G8_table_defaults_are_the_header_macros():
    defaults = {tc.RecognizerKind.TAP: {"allowable_movement": "TC_DEFAULT_TAP_MOVEMENT",
                                        "tap_interval": "TC_DEFAULT_TAP_INTERVAL",
                                        "tap_radius": "TC_DEFAULT_TAP_MOVEMENT",
                                        "tap_duration": "TC_DEFAULT_TAP_DURATION"},
                tc.RecognizerKind.LONG_PRESS: {"min_duration": "TC_DEFAULT_LONG_PRESS_DURATION",
                                               "allowable_movement": "TC_DEFAULT_LONG_PRESS_MOVEMENT",
                                               "tap_duration": "TC_DEFAULT_TAP_DURATION"},
                tc.RecognizerKind.PAN: {"slop": "TC_DEFAULT_PAN_SLOP"},
                tc.RecognizerKind.EDGE_PAN: {"edge_region": "TC_DEFAULT_EDGE_REGION",
                                             "slop": "TC_DEFAULT_EDGE_PAN_SLOP"},
                tc.RecognizerKind.SWIPE: {"swipe_distance": "TC_DEFAULT_SWIPE_DISTANCE",
                                          "swipe_duration": "TC_DEFAULT_SWIPE_DURATION",
                                          "swipe_angle": "TC_DEFAULT_SWIPE_ANGLE"},
                tc.RecognizerKind.PINCH: {"slop": "TC_DEFAULT_PINCH_SLOP"},
                tc.RecognizerKind.ROTATION: {"slop": "TC_DEFAULT_ROTATION_SLOP"}}
    for kind, names in defaults.items():
        p = tc.default_params(kind)
        for field, macro in names.items():
            assert p[field] == getattr(_raw, macro), (kind, field)


@pytest.mark.parametrize("row", tc.parameter_table(), ids=lambda r: r.name)
def test_G8_table_ranges_are_what_the_engine_enforces(scene, row):
    kind = sorted(row.kinds)[0]
    number = int if row.is_integer else float
    low = 1 if row.name == "taps_required" and kind != tc.RecognizerKind.LONG_PRESS else row.minimum
    below = number(low - 1 if row.is_integer else -0.5)
    if not (row.unit == "mask" and below < 0):
        with pytest.raises(ValueError):
            tc.Recognizer(scene, kind, **{row.name: below})
    tc.Recognizer(scene, kind, **{row.name: number(low)}).destroy()
    if math.isfinite(row.maximum):
        tc.Recognizer(scene, kind, **{row.name: number(row.maximum)}).destroy()
        with pytest.raises(ValueError):
            tc.Recognizer(scene, kind, **{row.name: number(row.maximum) + 1})
