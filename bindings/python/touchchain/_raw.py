"""Raw layer: include/touchchain.h mirrored one to one, declared from tables.

Every constant, struct, callback type and function of the header appears here
under its C name. The tables are checked against the header by
Tests/python/test_header_agreement.py (names, values, argument counts and types,
struct fields, sizes and offsets), so they cannot drift silently.

Conventions: handles (tc_scene *, tc_view *, ...) are ``c_void_p``; functions
returning a status return ``c_int32``; ``const char *`` is ``c_char_p``
(bytes). Nothing here checks statuses: that is the Pythonic layer's job.

What this layer does check is every value it hands to C, from the same tables: an integer
outside the range of its C type (``int32_t``, ``uint32_t``, ``int64_t``, ``size_t``; ctypes
would wrap it silently: 2**32 + 1 becomes 1), an integer too large for a ``double``, and a
``char *`` holding NUL (C would see a truncated string) raise ``touchchain.OutOfRangeError`` /
``touchchain.InvalidValueError`` (both ``TouchChainError`` with status
``TC_ERR_INVALID_ARGUMENT`` and ``ValueError``; the first also ``OverflowError``) naming the
struct field or the function and parameter, before anything reaches C. Struct fields are checked
on assignment (``CheckedField``); function arguments by a wrapper that ``Library``
installs for each function with such a parameter (``PARAM_NAMES`` gives the header's
parameter names).
"""
import ctypes
from typing import TYPE_CHECKING, Any, Callable, Optional
from ctypes import (CFUNCTYPE, POINTER, Structure, c_char_p, c_double, c_int32,
                    c_int64, c_size_t, c_uint32, c_void_p)


if TYPE_CHECKING:  # declared from the tables below (globals()); Any to a type checker
    tc_affine: Any
    tc_control_fn: Any
    tc_control_state: Any
    tc_custom_touches_fn: Any
    tc_custom_reset_fn: Any
    tc_custom_prevent_fn: Any
    tc_delegate_should_be_required_to_fail_by_fn: Any
    tc_delegate_should_begin_fn: Any
    tc_delegate_should_receive_touch_fn: Any
    tc_delegate_should_receive_event_fn: Any
    tc_delegate_should_recognize_simultaneously_fn: Any
    tc_delegate_should_require_failure_of_fn: Any
    tc_event_fn: Any
    tc_event_info: Any
    tc_gesture_details: Any
    tc_gesture_fn: Any
    tc_hit_test_fn: Any
    tc_hit_trace_fn: Any
    tc_kv: Any
    tc_point_inside_fn: Any
    tc_recognizer_delegate: Any
    tc_recognizer_params: Any
    tc_param_info: Any
    tc_rect: Any
    tc_responder: Any
    tc_responder_callbacks: Any
    tc_route_fn: Any
    tc_scene_config: Any
    tc_touch_info: Any
    tc_touch_sample: Any
    tc_touches_event: Any
    tc_touches_fn: Any
    tc_unhandled_fn: Any
    tc_unhandled_info: Any
    tc_view_gesture_should_begin_fn: Any
    tc_scroll_params: Any
    tc_scroll_event_info: Any
    tc_scroll_callbacks: Any
    tc_scroll_event_fn: Any
    tc_touches_should_begin_fn: Any
    tc_touches_should_cancel_fn: Any
    tc_touch_point: Any
    tc_touch_update: Any
    tc_hover_event: Any
    tc_hover_fn: Any
    tc_touch_update_fn: Any
    tc_hover_sample: Any
    tc_scroll_input: Any
    tc_transform_input: Any

ABI_VERSION = 1        # the TC_ABI_VERSION these bindings were written for
VERSION_MAJOR = 0      # the TC_VERSION_MAJOR these bindings were written for

# Short names for the tables below.
i32, u32, i64, f64, usize, cstr, H, P = (c_int32, c_uint32, c_int64, c_double, c_size_t,
                                         c_char_p, c_void_p, POINTER)

# ---------------------------------------------------------------------------
# Constants: every object-like #define TC_* of the header, in header order.
# ---------------------------------------------------------------------------
CONSTANTS = [
    ("TC_VERSION_MAJOR", 0),
    ("TC_VERSION_MINOR", 1),
    ("TC_VERSION_PATCH", 0),
    ("TC_VERSION", 256),
    ("TC_ABI_VERSION", 1),
    ("TC_OK", 0),
    ("TC_ERR_NULL_POINTER", -1),
    ("TC_ERR_INVALID_HANDLE", -2),
    ("TC_ERR_STALE_HANDLE", -3),
    ("TC_ERR_FOREIGN_HANDLE", -4),
    ("TC_ERR_INVALID_ARGUMENT", -5),
    ("TC_ERR_NOT_FINITE", -6),
    ("TC_ERR_UNKNOWN_ENUM", -7),
    ("TC_ERR_TIME_BACKWARDS", -8),
    ("TC_ERR_UNKNOWN_TOUCH", -9),
    ("TC_ERR_DUPLICATE_TOUCH", -10),
    ("TC_ERR_TOO_MANY_TOUCHES", -11),
    ("TC_ERR_CYCLE", -12),
    ("TC_ERR_HAS_PARENT", -13),
    ("TC_ERR_REENTRANT", -14),
    ("TC_ERR_LIMIT", -15),
    ("TC_ERR_STRUCT_SIZE", -16),
    ("TC_ERR_STATE", -17),
    ("TC_ERR_NOT_FOUND", -18),
    ("TC_ERR_SINGULAR", -19),
    ("TC_PHASE_NONE", 0),
    ("TC_PHASE_BEGAN", 1),
    ("TC_PHASE_MOVED", 2),
    ("TC_PHASE_STATIONARY", 3),
    ("TC_PHASE_ENDED", 4),
    ("TC_PHASE_CANCELLED", 5),
    ("TC_PHASE_CHANGED", 6),
    ("TC_TOUCH_DIRECT", 1),
    ("TC_TOUCH_INDIRECT", 2),
    ("TC_TOUCH_STYLUS", 3),
    ("TC_TOUCH_INDIRECT_POINTER", 4),
    ("TC_TOUCH_TYPES_ALL", 0x1E),
    ("TC_BUTTON_PRIMARY", 1),
    ("TC_BUTTON_SECONDARY", 2),
    ("TC_BUTTON_TERTIARY", 4),
    ("TC_PROPERTY_FORCE", 1),
    ("TC_PROPERTY_AZIMUTH", 2),
    ("TC_PROPERTY_ALTITUDE", 4),
    ("TC_PROPERTY_LOCATION", 8),
    ("TC_PROPERTIES_ALL", 0xF),
    ("TC_SCROLL_DISCRETE", 1),
    ("TC_SCROLL_CONTINUOUS", 2),
    ("TC_SCROLL_TYPES_ALL", 3),
    ("TC_EVENT_TOUCHES", 1),
    ("TC_EVENT_MOTION", 2),
    ("TC_EVENT_REMOTE", 3),
    ("TC_EVENT_PRESSES", 4),
    ("TC_EVENT_ROUTE", 5),
    ("TC_EVENT_HOVER", 6),
    ("TC_EVENT_SCROLL", 7),
    ("TC_EVENT_TRANSFORM", 8),
    ("TC_MOTION_SHAKE", 100),
    ("TC_REMOTE_PLAY", 200),
    ("TC_REMOTE_PAUSE", 201),
    ("TC_REMOTE_STOP", 202),
    ("TC_REMOTE_TOGGLE_PLAY_PAUSE", 203),
    ("TC_REMOTE_NEXT_TRACK", 204),
    ("TC_REMOTE_PREVIOUS_TRACK", 205),
    ("TC_REMOTE_BEGIN_SEEKING_BACKWARD", 206),
    ("TC_REMOTE_END_SEEKING_BACKWARD", 207),
    ("TC_REMOTE_BEGIN_SEEKING_FORWARD", 208),
    ("TC_REMOTE_END_SEEKING_FORWARD", 209),
    ("TC_PRESS_UP_ARROW", 300),
    ("TC_PRESS_DOWN_ARROW", 301),
    ("TC_PRESS_LEFT_ARROW", 302),
    ("TC_PRESS_RIGHT_ARROW", 303),
    ("TC_PRESS_SELECT", 304),
    ("TC_PRESS_MENU", 305),
    ("TC_PRESS_PLAY_PAUSE", 306),
    ("TC_PRESS_PAGE_UP", 307),
    ("TC_PRESS_PAGE_DOWN", 308),
    ("TC_RESPONDER_VIEW", 1),
    ("TC_RESPONDER_CONTROLLER", 2),
    ("TC_RESPONDER_APPLICATION", 3),
    ("TC_RESPONDER_APP_DELEGATE", 4),
    ("TC_PASS", 0),
    ("TC_HANDLED", 1),
    ("TC_VIEW_HIDDEN", 1),
    ("TC_VIEW_USER_INTERACTION_ENABLED", 2),
    ("TC_VIEW_MULTIPLE_TOUCH_ENABLED", 3),
    ("TC_VIEW_EXCLUSIVE_TOUCH", 4),
    ("TC_VIEW_CAN_BECOME_FIRST_RESPONDER", 5),
    ("TC_VIEW_HITS_OUTSIDE_BOUNDS", 6),
    ("TC_VIEW_USE_PRESENTATION", 7),
    ("TC_VIEW_CAN_RESIGN_FIRST_RESPONDER", 8),
    ("TC_TRACE_ENTER", 1),
    ("TC_TRACE_POINT_INSIDE", 2),
    ("TC_TRACE_EXIT", 3),
    ("TC_ALPHA_HIT_THRESHOLD", 0.01),
    ("TC_DEFAULT_MAX_TOUCHES", 32),
    ("TC_MAX_TOUCHES_LIMIT", 1024),
    ("TC_DEFAULT_QUEUE_CAPACITY", 4096),
    ("TC_DEFAULT_TAP_INTERVAL", 0.35),
    ("TC_DEFAULT_TAP_RADIUS", 30.0),
    ("TC_MAX_ROUTE_DEPTH", 64),
    ("TC_MAX_TRANSITION_DEPTH", 16),
    ("TC_MAX_SEND_ACTIONS_DEPTH", 64),
    ("TC_MAX_SCROLL_EVENT_DEPTH", 64),
    ("TC_MAX_SCENES", 1024),
    ("TC_MAX_COORDINATE", 1e15),
    ("TC_MAX_TIMESTAMP", 1e12),
    ("TC_MAX_POLYGON_POINTS", 256),
    ("TC_MAX_COALESCED", 64),
    ("TC_MAX_PREDICTED", 16),
    ("TC_MAX_STRUCT_SIZE", 1024),
    ("TC_MAX_PREDICTION_INTERVAL", 0.1),
    ("TC_MAX_PENDING_UPDATES", 256),
    ("TC_DEFAULT_ALTITUDE", 1.5707963267948966),
    ("TC_DISCRETE_SCROLL_END_DELAY", 0.1),
    ("TC_DISCRETE_SCROLL_MIN_DELTA", 3.0),
    ("TC_CONTINUOUS_SCROLL_VELOCITY_RESET_GAP", 0.13),
    ("TC_TRANSFORM_ROTATION_HYSTERESIS", 0.017453292519943295),
    ("TC_GESTURE_POSSIBLE", 1),
    ("TC_GESTURE_BEGAN", 2),
    ("TC_GESTURE_CHANGED", 3),
    ("TC_GESTURE_ENDED", 4),
    ("TC_GESTURE_CANCELLED", 5),
    ("TC_GESTURE_FAILED", 6),
    ("TC_RECOGNIZER_TAP", 1),
    ("TC_RECOGNIZER_LONG_PRESS", 2),
    ("TC_RECOGNIZER_PAN", 3),
    ("TC_RECOGNIZER_EDGE_PAN", 4),
    ("TC_RECOGNIZER_SWIPE", 5),
    ("TC_RECOGNIZER_PINCH", 6),
    ("TC_RECOGNIZER_ROTATION", 7),
    ("TC_RECOGNIZER_CUSTOM", 8),
    ("TC_RECOGNIZER_HOVER", 9),
    ("TC_SWIPE_RIGHT", 1),
    ("TC_SWIPE_LEFT", 2),
    ("TC_SWIPE_UP", 4),
    ("TC_SWIPE_DOWN", 8),
    ("TC_EDGE_TOP", 1),
    ("TC_EDGE_LEFT", 2),
    ("TC_EDGE_BOTTOM", 4),
    ("TC_EDGE_RIGHT", 8),
    ("TC_FAIL_NONE", 0),
    ("TC_FAIL_MOVED_TOO_FAR", 1),
    ("TC_FAIL_TOO_MANY_TOUCHES", 2),
    ("TC_FAIL_TOO_FEW_TOUCHES", 3),
    ("TC_FAIL_TIMED_OUT", 4),
    ("TC_FAIL_ENDED_TOO_SOON", 5),
    ("TC_FAIL_WRONG_DIRECTION", 6),
    ("TC_FAIL_VETOED_BY_DELEGATE", 7),
    ("TC_FAIL_VETOED_BY_VIEW", 8),
    ("TC_FAIL_REQUIRED_RECOGNIZED", 9),
    ("TC_FAIL_EXCLUDED", 10),
    ("TC_FAIL_DISABLED", 11),
    ("TC_FAIL_NOT_AT_EDGE", 12),
    ("TC_FAIL_TOUCH_CANCELLED", 13),
    ("TC_FAIL_SET_BY_HOST", 14),
    ("TC_DEFAULT_LONG_PRESS_DURATION", 0.5),
    ("TC_DEFAULT_LONG_PRESS_MOVEMENT", 10.0),
    ("TC_DEFAULT_TAP_MOVEMENT", 45.0),
    ("TC_DEFAULT_TAP_DURATION", 0.75),
    ("TC_DEFAULT_PAN_SLOP", 10.0),
    ("TC_DEFAULT_EDGE_REGION", 13.0),
    ("TC_DEFAULT_EDGE_PAN_SLOP", 15.0),
    ("TC_SCREEN_EDGE_ANGLE_WINDOW", 2.70526034),
    ("TC_SCREEN_EDGE_ANGLE_DECAY", 0.5),
    ("TC_SCREEN_EDGE_ANGLE_RUN", 10.0),
    ("TC_SCREEN_EDGE_ALONG_MIN", 20.0),
    ("TC_DEFAULT_SWIPE_DISTANCE", 30.0),
    ("TC_DEFAULT_SWIPE_DURATION", 0.5),
    ("TC_DEFAULT_SWIPE_ANGLE", 0.5235987755982988),
    ("TC_DEFAULT_PINCH_SLOP", 8.0),
    ("TC_DEFAULT_ROTATION_SLOP", 0.03490658503988659),
    ("TC_DEFAULT_CONTROL_MARGIN", 70.0),
    ("TC_STEPPER_REPEAT_DELAY", 0.5),
    ("TC_STEPPER_REPEAT_INTERVAL", 0.1),
    ("TC_SLIDER_THUMB_SIZE", 28.0),
    ("TC_SLIDER_THUMB_HIT_SIZE", 48.0),
    ("TC_CONTROL_NONE", 0),
    ("TC_CONTROL_BUTTON", 1),
    ("TC_CONTROL_SWITCH", 2),
    ("TC_CONTROL_SLIDER", 3),
    ("TC_CONTROL_STEPPER", 4),
    ("TC_CONTROL_SEGMENTED", 5),
    ("TC_CONTROL_PAGE", 6),
    ("TC_CONTROL_GENERIC", 7),
    ("TC_CONTROL_EVENT_TOUCH_DOWN", 1),
    ("TC_CONTROL_EVENT_TOUCH_DOWN_REPEAT", 2),
    ("TC_CONTROL_EVENT_TOUCH_DRAG_INSIDE", 4),
    ("TC_CONTROL_EVENT_TOUCH_DRAG_OUTSIDE", 8),
    ("TC_CONTROL_EVENT_TOUCH_DRAG_ENTER", 16),
    ("TC_CONTROL_EVENT_TOUCH_DRAG_EXIT", 32),
    ("TC_CONTROL_EVENT_TOUCH_UP_INSIDE", 64),
    ("TC_CONTROL_EVENT_TOUCH_UP_OUTSIDE", 128),
    ("TC_CONTROL_EVENT_TOUCH_CANCEL", 256),
    ("TC_CONTROL_EVENT_VALUE_CHANGED", 4096),
    ("TC_CONTROL_EVENT_PRIMARY_ACTION_TRIGGERED", 8192),
    ("TC_CONTROL_EVENT_ALL", 12799),
    ("TC_SCROLL_CONTENT_TOUCH_DELAY", 0.15),
    ("TC_DECELERATION_NORMAL", 0.998),
    ("TC_DECELERATION_FAST", 0.99),
    ("TC_SCROLL_NESTED_UIKIT", 0),
    ("TC_SCROLL_NESTED_HANDOFF", 1),
    ("TC_SCROLL_BOUNCES_INHERIT", -1),
    ("TC_SCROLL_WILL_BEGIN_DRAGGING", 1),
    ("TC_SCROLL_DID_SCROLL", 2),
    ("TC_SCROLL_WILL_END_DRAGGING", 3),
    ("TC_SCROLL_DID_END_DRAGGING", 4),
    ("TC_SCROLL_WILL_BEGIN_DECELERATING", 5),
    ("TC_SCROLL_DID_END_DECELERATING", 6),
]
globals().update(CONSTANTS)

# TC_STATUS_MAP(X): (name, value, description), the one status table.
STATUS_TABLE = [
    ("TC_OK", 0, "success"),
    ("TC_ERR_NULL_POINTER", -1, "a required pointer argument is NULL"),
    ("TC_ERR_INVALID_HANDLE", -2, "the handle is NULL, garbage or of the wrong kind"),
    ("TC_ERR_STALE_HANDLE", -3, "the handle refers to a destroyed object"),
    ("TC_ERR_FOREIGN_HANDLE", -4, "the handle belongs to another scene"),
    ("TC_ERR_INVALID_ARGUMENT", -5, "an argument is out of its documented range"),
    ("TC_ERR_NOT_FINITE", -6, "a number is NaN or infinite"),
    ("TC_ERR_UNKNOWN_ENUM", -7, "an enumeration value is not one this library knows"),
    ("TC_ERR_TIME_BACKWARDS", -8,
     "a timestamp is earlier than the scene's clock or the last queued input"),
    ("TC_ERR_UNKNOWN_TOUCH", -9, "no live touch has this id"),
    ("TC_ERR_DUPLICATE_TOUCH", -10, "a touch with this id is already live"),
    ("TC_ERR_TOO_MANY_TOUCHES", -11, "more live touches than the scene allows"),
    ("TC_ERR_CYCLE", -12, "the change would make a view its own ancestor"),
    ("TC_ERR_HAS_PARENT", -13, "a window cannot have a superview"),
    ("TC_ERR_REENTRANT", -14, "this call is not allowed from inside this callback"),
    ("TC_ERR_LIMIT", -15, "a capacity limit was reached"),
    ("TC_ERR_STRUCT_SIZE", -16, "the struct's size field is not a size this library accepts"),
    ("TC_ERR_STATE", -17, "the object is not in a state that allows this call"),
    ("TC_ERR_NOT_FOUND", -18, "nothing matches the request"),
    ("TC_ERR_SINGULAR", -19, "a transform on the path cannot be inverted"),
]

# ---------------------------------------------------------------------------
# Value checks: the range of every C scalar type the header uses.
# ---------------------------------------------------------------------------
INT_RANGES = {
    c_int32: ("int32_t", -2 ** 31, 2 ** 31 - 1),
    c_uint32: ("uint32_t", 0, 2 ** 32 - 1),
    c_int64: ("int64_t", -2 ** 63, 2 ** 63 - 1),
    c_size_t: ("size_t", 0, 2 ** (8 * ctypes.sizeof(c_size_t)) - 1),
}
_INT, _DOUBLE, _CSTR = 1, 2, 3


def _check_kind(ctype: Any) -> Optional[int]:
    if ctype in INT_RANGES:
        return _INT
    if ctype is c_double:
        return _DOUBLE
    if ctype is c_char_p:
        return _CSTR
    return None


def _int_check(ctype: Any, what: str) -> "Callable[[object], None]":
    cname, lo, hi = INT_RANGES[ctype]

    def check(value: object) -> None:
        if isinstance(value, int) and not lo <= value <= hi:
            from ._errors import OutOfRangeError
            raise OutOfRangeError("%s is %d, outside %s (%d to %d)" % (what, value, cname, lo, hi),
                                  what, value)
    return check


def _double_check(what: str) -> "Callable[[object], None]":
    def check(value: object) -> None:
        if isinstance(value, int) and not isinstance(value, bool):
            try:
                float(value)
            except OverflowError:
                from ._errors import OutOfRangeError
                raise OutOfRangeError("%s is an integer of %d digits, too large for a double"
                                      % (what, len(str(abs(value)))), what, value) from None
    return check


def _cstr_check(what: str) -> "Callable[[object], None]":
    def check(value: object) -> None:
        if isinstance(value, (bytes, bytearray)) and b"\0" in value:
            from ._errors import InvalidValueError
            raise InvalidValueError("%s contains U+0000 (NUL), which would end the C string "
                                    "early" % what, what, value)
    return check


def value_check(ctype: Any, what: str) -> "Optional[Callable[[object], None]]":
    """A function ``check(value)`` raising OutOfRangeError / InvalidValueError if ``value``
    cannot be handed to C as ``ctype`` unchanged (``what`` names it in the message), or None
    when ``ctype`` needs no check. Other types pass: ctypes itself refuses a wrong type."""
    kind = _check_kind(ctype)
    if kind == _INT:
        return _int_check(ctype, what)
    if kind == _DOUBLE:
        return _double_check(what)
    if kind == _CSTR:
        return _cstr_check(what)
    return None


def check_value(ctype: Any, value: object, what: str) -> None:
    """``value_check(ctype, what)(value)``, for one value."""
    check = value_check(ctype, what)
    if check is not None:
        check(value)


class CheckedField(property):
    """An integer or ``char *`` field of a struct below: reading is ctypes' own field
    (CField.__get__); an assignment is checked first (value_check). ``offset`` and ``size`` are
    the field's, as on a plain ctypes field. (A ``double`` field needs no wrapper: ctypes raises
    OverflowError for an integer too large for it.)"""

    def __init__(self, cfield: Any, check: "Callable[[object], None]") -> None:
        def fset(obj: Any, value: object, _set: Any = cfield.__set__) -> None:
            check(value)
            _set(obj, value)

        super().__init__(cfield.__get__, fset, None, "checked field")
        self.cfield, self.offset, self.size = cfield, cfield.offset, cfield.size


def _struct(name: str, fields: "list[tuple[str, Any]]") -> Any:
    # a str in a field table names a struct declared before: the field points to it
    fields = [(field, P(globals()[ctype]) if isinstance(ctype, str) else ctype)
              for field, ctype in fields]
    cls = type(name, (Structure,), {"_fields_": fields})
    for field, ctype in fields:
        if _check_kind(ctype) in (_INT, _CSTR):
            check = value_check(ctype, "%s.%s" % (name, field))
            assert check is not None
            setattr(cls, field, CheckedField(cls.__dict__[field], check))
    globals()[name] = cls
    return cls


# ---------------------------------------------------------------------------
# Structs, declared from field tables. Order matters: callback types refer to
# the value structs, and tc_responder_callbacks / tc_recognizer_delegate refer
# to callback types. A field whose type is a str ("tc_touch_point") points to
# the struct of that name, declared earlier in the table.
# ---------------------------------------------------------------------------
VALUE_STRUCTS: "list[tuple[str, list[tuple[str, Any]]]]" = [
    ("tc_affine", [("a", f64), ("b", f64), ("c", f64), ("d", f64), ("tx", f64), ("ty", f64)]),
    ("tc_rect", [("x", f64), ("y", f64), ("w", f64), ("h", f64)]),
    ("tc_scene_config", [("size", u32), ("max_touches", i32), ("queue_capacity", i32),
                         ("tap_interval", f64), ("tap_radius", f64),
                         # T3: the tap hold limit (after the first version)
                         ("tap_duration", f64)]),
    ("tc_responder", [("size", u32), ("kind", i32), ("view", H), ("controller", H)]),
    ("tc_touches_event", [("size", u32), ("phase", i32), ("timestamp", f64),
                          ("dispatch_time", f64), ("touches", P(H)), ("touch_count", usize),
                          ("all_touches", P(H)), ("all_touch_count", usize),
                          ("hit_view", H)]),
    ("tc_event_info", [("size", u32), ("type", i32), ("subtype", i32), ("phase", i32),
                       ("timestamp", f64)]),
    ("tc_kv", [("key", cstr), ("value", cstr)]),
    ("tc_unhandled_info", [("size", u32), ("type", i32), ("subtype", i32), ("phase", i32),
                           ("timestamp", f64), ("touches", P(H)), ("touch_count", usize),
                           ("route_name", cstr)]),
    # P5: a later value of an earlier sample's estimated properties; P3: a hover delivery
    ("tc_touch_update", [("size", u32), ("properties", u32), ("id", i64),
                         ("estimation_update_index", i64), ("timestamp", f64), ("force", f64),
                         ("azimuth", f64), ("altitude", f64), ("x", f64), ("y", f64),
                         ("remaining", u32), ("reserved", i32), ("touch", H)]),
    ("tc_hover_event", [("size", u32), ("phase", i32), ("id", i64), ("x", f64), ("y", f64),
                        ("timestamp", f64), ("type", i32), ("reserved", i32),
                        ("altitude", f64), ("azimuth", f64), ("z_offset", f64),
                        ("hit_view", H)]),
    # P6: one coalesced or predicted point (before tc_touch_sample, which points to arrays)
    ("tc_touch_point", [("size", u32), ("reserved", i32), ("timestamp", f64), ("x", f64),
                        ("y", f64), ("force", f64), ("altitude", f64), ("azimuth", f64)]),
    ("tc_touch_sample", [("size", u32), ("phase", i32), ("id", i64), ("x", f64), ("y", f64),
                         ("timestamp", f64), ("force", f64), ("max_force", f64),
                         ("major_radius", f64), ("radius_tolerance", f64), ("type", i32),
                         ("reserved", i32), ("window", H),
                         # P1-P6 (since 0.1.0's input kinds)
                         ("buttons", u32), ("estimated_properties", u32),
                         ("expecting_updates", u32), ("reserved2", i32),
                         ("estimation_update_index", i64), ("altitude", f64),
                         ("azimuth", f64), ("coalesced", "tc_touch_point"), ("coalesced_count", usize),
                         ("predicted", "tc_touch_point"), ("predicted_count", usize)]),
    ("tc_hover_sample", [("size", u32), ("phase", i32), ("id", i64), ("x", f64), ("y", f64),
                         ("timestamp", f64), ("type", i32), ("reserved", i32),
                         ("altitude", f64), ("azimuth", f64), ("z_offset", f64),
                         ("window", H)]),
    ("tc_scroll_input", [("size", u32), ("type", u32), ("phase", i32), ("reserved", i32),
                         ("dx", f64), ("dy", f64), ("x", f64), ("y", f64), ("timestamp", f64),
                         ("window", H)]),
    ("tc_transform_input", [("size", u32), ("phase", i32), ("scale", f64), ("rotation", f64),
                            ("x", f64), ("y", f64), ("timestamp", f64), ("window", H)]),
    ("tc_touch_info", [("size", u32), ("phase", i32), ("id", i64), ("x", f64), ("y", f64),
                       ("prev_x", f64), ("prev_y", f64), ("timestamp", f64),
                       ("tap_count", i32), ("type", i32), ("major_radius", f64),
                       ("radius_tolerance", f64), ("force", f64), ("max_force", f64),
                       ("view", H), ("window", H),
                       # P1-P6 (written only when size covers them)
                       ("buttons", u32), ("estimated_properties", u32),
                       ("expecting_updates", u32), ("reserved", i32),
                       ("estimation_update_index", i64), ("altitude", f64), ("azimuth", f64),
                       ("coalesced_count", usize), ("predicted_count", usize)]),
    ("tc_recognizer_params", [("size", u32), ("kind", i32), ("taps_required", i32),
                              ("touches_required", i32), ("min_touches", i32),
                              ("max_touches", i32), ("direction", u32), ("edges", u32),
                              ("min_duration", f64), ("allowable_movement", f64),
                              ("tap_interval", f64), ("tap_radius", f64), ("slop", f64),
                              ("edge_region", f64), ("swipe_distance", f64),
                              ("swipe_duration", f64), ("swipe_angle", f64),
                              ("cancels_touches_in_view", i32),
                              ("delays_touches_began", i32), ("delays_touches_ended", i32),
                              ("enabled", i32),
                              # P1, P2, P4 (since 0.1.0's input kinds)
                              ("allowed_touch_types", u32), ("button_mask_required", u32),
                              ("allowed_scroll_types", u32), ("reserved", i32),
                              # G8: the maximum tap duration (after 0.1.0's input kinds)
                              ("tap_duration", f64),
                              # G8, P1: requiresExclusiveTouchType (after tap_duration)
                              ("requires_exclusive_touch_type", i32)]),
    ("tc_gesture_details", [("size", u32), ("kind", i32), ("state", i32),
                            ("touch_count", i32), ("view", H), ("x", f64), ("y", f64),
                            ("timestamp", f64), ("taps", i32), ("direction", u32),
                            ("translation_x", f64), ("translation_y", f64),
                            ("velocity_x", f64), ("velocity_y", f64), ("scale", f64),
                            ("scale_velocity", f64), ("rotation", f64),
                            ("rotation_velocity", f64), ("failure_reason", i32),
                            ("reserved", i32), ("failure_message", cstr),
                            # P3 (written only when size covers them)
                            ("altitude", f64), ("azimuth", f64), ("z_offset", f64),
                            ("touch_type", i32), ("reserved2", i32)]),
    ("tc_control_state", [("size", u32), ("kind", i32), ("enabled", i32),
                          ("highlighted", i32), ("tracking", i32), ("touch_inside", i32),
                          ("value", f64), ("tracking_margin", f64)]),
    ("tc_param_info", [("size", u32), ("index", i32), ("name", cstr), ("unit", cstr),
                       ("kinds", u32), ("is_integer", i32), ("minimum", f64), ("maximum", f64)]),
    ("tc_scroll_params", [("size", u32), ("content_w", f64), ("content_h", f64),
                          ("inset_top", f64), ("inset_left", f64), ("inset_bottom", f64),
                          ("inset_right", f64), ("scroll_enabled", i32), ("paging", i32),
                          ("bounces", i32), ("always_bounce_horizontal", i32),
                          ("always_bounce_vertical", i32), ("directional_lock", i32),
                          ("delays_content_touches", i32), ("can_cancel_content_touches", i32),
                          ("deceleration_rate", f64), ("nested", i32),
                          ("transfers_horizontal_scrolling_to_parent", i32),
                          ("transfers_vertical_scrolling_to_parent", i32),
                          ("pointer_drag_scrolling", i32), ("reserved", i32),
                          ("bounces_horizontally", i32), ("bounces_vertically", i32)]),
    ("tc_scroll_event_info", [("size", u32), ("event", i32), ("offset_x", f64),
                              ("offset_y", f64), ("velocity_x", f64), ("velocity_y", f64),
                              ("target_x", f64), ("target_y", f64), ("decelerate", i32)]),
]
for _name, _fields in VALUE_STRUCTS:
    _struct(_name, _fields)

# ---------------------------------------------------------------------------
# Callback types: (typedef name, restype, argtypes). The six delegate fields
# of tc_recognizer_delegate have no typedef in the header; they are named
# tc_delegate_<field>_fn here.
# ---------------------------------------------------------------------------
CALLBACK_TYPES = [
    ("tc_point_inside_fn", i32, [H, f64, f64, i32, H]),
    ("tc_hit_test_fn", H, [H, f64, f64, H, H]),
    ("tc_hit_trace_fn", None, [i32, H, i32, H, H]),
    ("tc_touches_fn", i32, [P(tc_responder), P(tc_touches_event), H]),
    ("tc_event_fn", i32, [P(tc_responder), P(tc_event_info), H]),
    ("tc_route_fn", i32, [P(tc_responder), cstr, P(tc_kv), usize, H]),
    ("tc_unhandled_fn", None, [P(tc_unhandled_info), H]),
    ("tc_gesture_fn", None, [H, P(tc_gesture_details), H]),
    ("tc_custom_touches_fn", None, [H, i32, P(H), usize, f64, H]),
    ("tc_custom_reset_fn", None, [H, H]),
    ("tc_custom_prevent_fn", i32, [H, H, H]),
    ("tc_view_gesture_should_begin_fn", i32, [H, H, H]),
    ("tc_control_fn", None, [H, u32, H]),
    ("tc_delegate_should_begin_fn", i32, [H, H]),
    ("tc_delegate_should_receive_touch_fn", i32, [H, H, H]),
    ("tc_delegate_should_recognize_simultaneously_fn", i32, [H, H, H]),
    ("tc_delegate_should_require_failure_of_fn", i32, [H, H, H]),
    ("tc_delegate_should_be_required_to_fail_by_fn", i32, [H, H, H]),
    ("tc_delegate_should_receive_event_fn", i32, [H, i32, H]),
    ("tc_scroll_event_fn", None, [H, P(tc_scroll_event_info), H]),
    ("tc_touches_should_begin_fn", i32, [H, H, H, H]),
    ("tc_touches_should_cancel_fn", i32, [H, H, H]),
    ("tc_hover_fn", None, [P(tc_responder), P(tc_hover_event), H]),
    ("tc_touch_update_fn", None, [P(tc_responder), P(tc_touch_update), H]),
]
for _name, _restype, _argtypes in CALLBACK_TYPES:
    globals()[_name] = CFUNCTYPE(_restype, *_argtypes)

CALLBACK_STRUCTS: "list[tuple[str, list[tuple[str, Any]]]]" = [
    ("tc_responder_callbacks", [("size", u32), ("touches", tc_touches_fn),
                                ("motion", tc_event_fn), ("remote", tc_event_fn),
                                ("presses", tc_event_fn), ("route", tc_route_fn),
                                ("user_data", H),
                                # views only (P3, P5)
                                ("hover", tc_hover_fn),
                                ("estimated_update", tc_touch_update_fn)]),
    ("tc_recognizer_delegate", [
        ("size", u32),
        ("should_begin", tc_delegate_should_begin_fn),
        ("should_receive_touch", tc_delegate_should_receive_touch_fn),
        ("should_recognize_simultaneously", tc_delegate_should_recognize_simultaneously_fn),
        ("should_require_failure_of", tc_delegate_should_require_failure_of_fn),
        ("should_be_required_to_fail_by", tc_delegate_should_be_required_to_fail_by_fn),
        ("user_data", H),
        # since should_receive_event (after 0.1.0's input kinds)
        ("should_receive_event", tc_delegate_should_receive_event_fn)]),
    ("tc_scroll_callbacks", [("size", u32), ("event", tc_scroll_event_fn),
                             ("touches_should_begin", tc_touches_should_begin_fn),
                             ("touches_should_cancel", tc_touches_should_cancel_fn),
                             ("user_data", H)]),
]
for _name, _fields in CALLBACK_STRUCTS:
    _struct(_name, _fields)

STRUCT_NAMES = [n for n, _ in VALUE_STRUCTS] + [n for n, _ in CALLBACK_STRUCTS]

# sizeof() of every struct on LP64, as the header implies (checked at import
# against ctypes, and by the tests against a layout computed from the header).
STRUCT_SIZES = {
    "tc_affine": 48, "tc_rect": 32, "tc_scene_config": 40, "tc_responder": 24,
    "tc_touches_event": 64, "tc_event_info": 24, "tc_kv": 16, "tc_unhandled_info": 48,
    "tc_touch_update": 88, "tc_hover_event": 80, "tc_touch_point": 56,
    "tc_touch_sample": 160, "tc_hover_sample": 80, "tc_scroll_input": 64,
    "tc_transform_input": 56, "tc_touch_info": 168, "tc_recognizer_params": 152,
    "tc_gesture_details": 168, "tc_control_state": 40, "tc_responder_callbacks": 72,
    "tc_recognizer_delegate": 64, "tc_param_info": 48, "tc_scroll_params": 128,
    "tc_scroll_event_info": 64, "tc_scroll_callbacks": 40,
}

# ---------------------------------------------------------------------------
# Functions: (name, restype, argtypes, since), in header order.
# ---------------------------------------------------------------------------
S = "0.1.0"
FUNCTIONS: "list[tuple[str, Any, list[Any], str]]" = [
    ("tc_version", u32, [], S),
    ("tc_abi_version", u32, [], S),
    ("tc_version_string", cstr, [], S),
    ("tc_status_string", cstr, [i32], S),
    # names of enumeration values (NULL, i.e. None, for a value without one)
    ("tc_phase_string", cstr, [i32], S),
    ("tc_touch_type_string", cstr, [i32], S),
    ("tc_event_type_string", cstr, [i32], S),
    ("tc_motion_subtype_string", cstr, [i32], S),
    ("tc_remote_subtype_string", cstr, [i32], S),
    ("tc_press_type_string", cstr, [i32], S),
    ("tc_responder_kind_string", cstr, [i32], S),
    ("tc_view_flag_string", cstr, [i32], S),
    ("tc_trace_step_string", cstr, [i32], S),
    ("tc_button_string", cstr, [u32], S),
    ("tc_touch_property_string", cstr, [u32], S),
    ("tc_scroll_type_string", cstr, [u32], S),
    ("tc_scene_create", i32, [P(tc_scene_config), P(H)], S),
    ("tc_scene_destroy", i32, [H], S),
    ("tc_scene_last_error", cstr, [H], S),
    ("tc_scene_now", i32, [H, P(f64)], S),
    ("tc_scene_dispatch", i32, [H, P(usize)], S),
    ("tc_scene_advance", i32, [H, f64], S),
    ("tc_scene_queued_count", i32, [H, P(usize)], S),
    ("tc_window_create", i32, [H, f64, f64, f64, f64, P(H)], S),
    ("tc_scene_set_key_window", i32, [H, H], S),
    ("tc_scene_get_key_window", i32, [H, P(H)], S),
    ("tc_view_create", i32, [H, f64, f64, f64, f64, P(H)], S),
    ("tc_view_destroy", i32, [H], S),
    ("tc_view_is_window", i32, [H, P(i32)], S),
    ("tc_view_add_subview", i32, [H, H], S),
    ("tc_view_insert_subview", i32, [H, H, usize], S),
    ("tc_view_insert_subview_below", i32, [H, H, H], S),
    ("tc_view_insert_subview_above", i32, [H, H, H], S),
    ("tc_view_remove_from_superview", i32, [H], S),
    ("tc_view_get_superview", i32, [H, P(H)], S),
    ("tc_view_get_window", i32, [H, P(H)], S),
    ("tc_view_get_subview_count", i32, [H, P(usize)], S),
    ("tc_view_get_subview", i32, [H, usize, P(H)], S),
    ("tc_view_set_frame", i32, [H, f64, f64, f64, f64], S),
    ("tc_view_get_frame", i32, [H, P(tc_rect)], S),
    ("tc_view_set_center", i32, [H, f64, f64], S),
    ("tc_view_get_center", i32, [H, P(f64), P(f64)], S),
    ("tc_view_set_bounds", i32, [H, f64, f64, f64, f64], S),
    ("tc_view_get_bounds", i32, [H, P(tc_rect)], S),
    ("tc_view_set_transform", i32, [H, P(tc_affine)], S),
    ("tc_view_get_transform", i32, [H, P(tc_affine)], S),
    ("tc_view_set_alpha", i32, [H, f64], S),
    ("tc_view_get_alpha", i32, [H, P(f64)], S),
    ("tc_view_set_flag", i32, [H, i32, i32], S),
    ("tc_view_get_flag", i32, [H, i32, P(i32)], S),
    ("tc_view_set_presentation", i32, [H, P(tc_rect), P(tc_affine)], S),
    ("tc_view_clear_presentation", i32, [H], S),
    ("tc_view_convert_point", i32, [H, H, f64, f64, P(f64), P(f64)], S),
    ("tc_view_set_hit_insets", i32, [H, f64, f64, f64, f64], S),
    ("tc_view_set_min_hit_size", i32, [H, f64, f64], S),
    ("tc_view_set_hit_polygon", i32, [H, P(f64), usize], S),
    ("tc_view_set_hit_redirect", i32, [H, H], S),
    ("tc_view_set_point_inside_fn", i32, [H, tc_point_inside_fn, H], S),
    ("tc_view_set_hit_test_fn", i32, [H, tc_hit_test_fn, H], S),
    ("tc_scene_set_hit_trace_fn", i32, [H, tc_hit_trace_fn, H], S),
    ("tc_view_point_inside", i32, [H, f64, f64, P(i32)], S),
    ("tc_view_hit_test", i32, [H, f64, f64, P(H)], S),
    ("tc_view_set_responder", i32, [H, P(tc_responder_callbacks)], S),
    ("tc_scene_set_app_responder", i32, [H, P(tc_responder_callbacks)], S),
    ("tc_scene_set_app_delegate", i32, [H, P(tc_responder_callbacks)], S),
    ("tc_scene_set_unhandled_fn", i32, [H, tc_unhandled_fn, H], S),
    ("tc_view_send_route", i32, [H, cstr, P(tc_kv), usize, P(i32)], S),
    ("tc_controller_send_route", i32, [H, cstr, P(tc_kv), usize, P(i32)], S),
    ("tc_view_next_responder", i32, [H, P(tc_responder)], S),
    ("tc_controller_next_responder", i32, [H, P(tc_responder)], S),
    ("tc_scene_app_next_responder", i32, [H, P(tc_responder)], S),
    ("tc_controller_create", i32, [H, P(H)], S),
    ("tc_controller_destroy", i32, [H], S),
    ("tc_controller_set_view", i32, [H, H], S),
    ("tc_controller_get_view", i32, [H, P(H)], S),
    ("tc_controller_set_responder", i32, [H, P(tc_responder_callbacks)], S),
    ("tc_view_become_first_responder", i32, [H], S),
    ("tc_view_resign_first_responder", i32, [H], S),
    ("tc_view_is_first_responder", i32, [H, P(i32)], S),
    ("tc_scene_get_first_responder", i32, [H, P(H)], S),
    ("tc_scene_set_focus", i32, [H, H], S),
    ("tc_scene_get_focus", i32, [H, P(H)], S),
    ("tc_scene_push_touch", i32, [H, P(tc_touch_sample)], S),
    ("tc_scene_push_touches", i32, [H, P(tc_touch_sample), usize, P(usize)], S),
    ("tc_scene_push_motion", i32, [H, i32, i32, f64], S),
    ("tc_scene_push_remote", i32, [H, i32, f64], S),
    ("tc_scene_push_press", i32, [H, i32, i32, f64], S),
    ("tc_scene_push_hover", i32, [H, P(tc_hover_sample)], S),
    ("tc_scene_push_scroll", i32, [H, P(tc_scroll_input)], S),
    ("tc_scene_push_transform", i32, [H, P(tc_transform_input)], S),
    ("tc_scene_push_touch_update", i32, [H, P(tc_touch_update)], S),
    ("tc_touch_get_info", i32, [H, P(tc_touch_info)], S),
    ("tc_touch_get_coalesced", i32, [H, usize, P(tc_touch_point)], S),
    ("tc_touch_get_predicted", i32, [H, usize, P(tc_touch_point)], S),
    ("tc_touch_predict", i32, [H, f64, P(tc_touch_point)], S),
    ("tc_touch_location_in", i32, [H, H, i32, P(f64), P(f64)], S),
    ("tc_touch_azimuth_in", i32, [H, H, P(f64), P(f64), P(f64)], S),
    ("tc_scene_find_touch", i32, [H, i64, P(H)], S),
    ("tc_scene_touch_count", i32, [H, P(usize)], S),
    ("tc_gesture_state_string", cstr, [i32], S),
    ("tc_recognizer_kind_string", cstr, [i32], S),
    ("tc_swipe_direction_string", cstr, [u32], S),
    ("tc_edge_string", cstr, [u32], S),
    ("tc_failure_reason_string", cstr, [i32], S),
    ("tc_recognizer_params_init", i32, [P(tc_recognizer_params), i32], S),
    ("tc_recognizer_param_info", i32, [i32, P(tc_param_info)], S),
    ("tc_recognizer_create", i32, [H, P(tc_recognizer_params), P(H)], S),
    ("tc_recognizer_destroy", i32, [H], S),
    ("tc_recognizer_set_params", i32, [H, P(tc_recognizer_params)], S),
    ("tc_recognizer_get_params", i32, [H, P(tc_recognizer_params)], S),
    ("tc_recognizer_attach", i32, [H, H], S),
    ("tc_recognizer_detach", i32, [H], S),
    ("tc_recognizer_set_enabled", i32, [H, i32], S),
    ("tc_recognizer_set_name", i32, [H, cstr], S),
    ("tc_recognizer_get_name", i32, [H, P(cstr)], S),
    ("tc_recognizer_get_state", i32, [H, P(i32)], S),
    ("tc_recognizer_get_details", i32, [H, P(tc_gesture_details)], S),
    ("tc_recognizer_location_in", i32, [H, H, P(f64), P(f64)], S),
    ("tc_recognizer_touch_location_in", i32, [H, usize, H, P(f64), P(f64)], S),
    ("tc_recognizer_translation_in", i32, [H, H, P(f64), P(f64)], S),
    ("tc_recognizer_velocity_in", i32, [H, H, P(f64), P(f64)], S),
    ("tc_recognizer_set_action", i32, [H, tc_gesture_fn, H], S),
    ("tc_recognizer_set_state_fn", i32, [H, tc_gesture_fn, H], S),
    ("tc_recognizer_require_to_fail", i32, [H, H], S),
    ("tc_recognizer_remove_requirement", i32, [H, H], S),
    ("tc_recognizer_set_simultaneous", i32, [H, H, i32], S),
    ("tc_recognizer_set_delegate", i32, [H, P(tc_recognizer_delegate)], S),
    ("tc_recognizer_set_translation", i32, [H, f64, f64], S),
    ("tc_recognizer_set_translation_in", i32, [H, H, f64, f64], S),
    ("tc_recognizer_set_scale", i32, [H, f64], S),
    ("tc_recognizer_set_rotation", i32, [H, f64], S),
    ("tc_recognizer_set_custom_touches_fn", i32, [H, tc_custom_touches_fn, H], S),
    ("tc_recognizer_set_custom_reset_fn", i32, [H, tc_custom_reset_fn, H], S),
    ("tc_recognizer_set_custom_can_prevent_fn", i32, [H, tc_custom_prevent_fn, H], S),
    ("tc_recognizer_set_custom_can_be_prevented_fn", i32, [H, tc_custom_prevent_fn, H], S),
    ("tc_recognizer_set_state", i32, [H, i32], S),
    ("tc_recognizer_ignore_touch", i32, [H, H], S),
    ("tc_view_set_gesture_should_begin_fn", i32, [H, tc_view_gesture_should_begin_fn, H], S),
    ("tc_control_kind_string", cstr, [i32], S),
    ("tc_control_event_string", cstr, [u32], S),
    ("tc_view_set_control", i32, [H, i32], S),
    ("tc_control_get_state", i32, [H, P(tc_control_state)], S),
    ("tc_control_set_enabled", i32, [H, i32], S),
    ("tc_control_set_value", i32, [H, f64], S),
    ("tc_control_set_tracking_margin", i32, [H, f64], S),
    ("tc_control_add_target", i32, [H, u32, tc_control_fn, H, P(i32)], S),
    ("tc_control_remove_target", i32, [H, i32], S),
    ("tc_control_send_actions", i32, [H, u32], S),
    ("tc_view_set_scroll", i32, [H, P(tc_scroll_params)], S),
    ("tc_view_get_scroll", i32, [H, P(tc_scroll_params)], S),
    ("tc_view_get_content_offset", i32, [H, P(f64), P(f64)], S),
    ("tc_view_set_content_offset", i32, [H, f64, f64], S),
    ("tc_view_scroll_pan", i32, [H, P(H)], S),
    ("tc_view_get_scroll_state", i32, [H, P(i32), P(i32)], S),
    ("tc_view_get_scroll_tracking", i32, [H, P(i32)], S),
    ("tc_scroll_event_string", cstr, [i32], S),
    ("tc_view_set_scroll_callbacks", i32, [H, P(tc_scroll_callbacks)], S),
]
del S

# The header's parameter names of every function (checked against the header by
# Tests/python/test_header_agreement.py), used in the messages of refused arguments.
PARAM_NAMES = {name: tuple(params.split()) for name, params in (
    line.split(":") for line in """\
tc_version:
tc_abi_version:
tc_version_string:
tc_status_string: status
tc_phase_string: phase
tc_touch_type_string: type
tc_event_type_string: type
tc_motion_subtype_string: subtype
tc_remote_subtype_string: subtype
tc_press_type_string: press_type
tc_responder_kind_string: kind
tc_view_flag_string: flag
tc_trace_step_string: step
tc_button_string: button
tc_touch_property_string: property
tc_scroll_type_string: type
tc_scene_create: config out_scene
tc_scene_destroy: scene
tc_scene_last_error: scene
tc_scene_now: scene out_time
tc_scene_dispatch: scene out_events
tc_scene_advance: scene time
tc_scene_queued_count: scene out_count
tc_window_create: scene x y w h out_window
tc_scene_set_key_window: scene window
tc_scene_get_key_window: scene out_window
tc_view_create: scene x y w h out_view
tc_view_destroy: view
tc_view_is_window: view out_is_window
tc_view_add_subview: parent child
tc_view_insert_subview: parent child index
tc_view_insert_subview_below: parent child sibling
tc_view_insert_subview_above: parent child sibling
tc_view_remove_from_superview: view
tc_view_get_superview: view out_parent
tc_view_get_window: view out_window
tc_view_get_subview_count: view out_count
tc_view_get_subview: view index out_child
tc_view_set_frame: view x y w h
tc_view_get_frame: view out_frame
tc_view_set_center: view x y
tc_view_get_center: view out_x out_y
tc_view_set_bounds: view x y w h
tc_view_get_bounds: view out_bounds
tc_view_set_transform: view transform
tc_view_get_transform: view out_transform
tc_view_set_alpha: view alpha
tc_view_get_alpha: view out_alpha
tc_view_set_flag: view flag value
tc_view_get_flag: view flag out_value
tc_view_set_presentation: view frame transform
tc_view_clear_presentation: view
tc_view_convert_point: from to x y out_x out_y
tc_view_set_hit_insets: view top left bottom right
tc_view_set_min_hit_size: view w h
tc_view_set_hit_polygon: view xy point_count
tc_view_set_hit_redirect: view target
tc_view_set_point_inside_fn: view fn user_data
tc_view_set_hit_test_fn: view fn user_data
tc_scene_set_hit_trace_fn: scene fn user_data
tc_view_point_inside: view x y out_inside
tc_view_hit_test: view x y out_hit
tc_view_set_responder: view cb
tc_scene_set_app_responder: scene cb
tc_scene_set_app_delegate: scene cb
tc_scene_set_unhandled_fn: scene fn user_data
tc_view_send_route: view name pairs pair_count out_handled
tc_controller_send_route: controller name pairs pair_count out_handled
tc_view_next_responder: view out_next
tc_controller_next_responder: controller out_next
tc_scene_app_next_responder: scene out_next
tc_controller_create: scene out_controller
tc_controller_destroy: controller
tc_controller_set_view: controller view
tc_controller_get_view: controller out_view
tc_controller_set_responder: controller cb
tc_view_become_first_responder: view
tc_view_resign_first_responder: view
tc_view_is_first_responder: view out
tc_scene_get_first_responder: scene out_view
tc_scene_set_focus: scene view
tc_scene_get_focus: scene out_view
tc_scene_push_touch: scene sample
tc_scene_push_touches: scene samples count out_failed_index
tc_scene_push_motion: scene subtype phase timestamp
tc_scene_push_remote: scene subtype timestamp
tc_scene_push_press: scene press_type phase timestamp
tc_scene_push_hover: scene sample
tc_scene_push_scroll: scene input
tc_scene_push_transform: scene input
tc_scene_push_touch_update: scene update
tc_touch_get_info: touch out
tc_touch_get_coalesced: touch index out
tc_touch_get_predicted: touch index out
tc_touch_predict: touch interval out
tc_touch_location_in: touch view previous out_x out_y
tc_touch_azimuth_in: touch view out_angle out_unit_x out_unit_y
tc_scene_find_touch: scene id out_touch
tc_scene_touch_count: scene out_count
tc_gesture_state_string: state
tc_recognizer_kind_string: kind
tc_swipe_direction_string: direction
tc_edge_string: edge
tc_failure_reason_string: reason
tc_recognizer_params_init: params kind
tc_recognizer_param_info: index out
tc_recognizer_create: scene params out_recognizer
tc_recognizer_destroy: recognizer
tc_recognizer_set_params: recognizer params
tc_recognizer_get_params: recognizer params
tc_recognizer_attach: recognizer view
tc_recognizer_detach: recognizer
tc_recognizer_set_enabled: recognizer enabled
tc_recognizer_set_name: recognizer name
tc_recognizer_get_name: recognizer out_name
tc_recognizer_get_state: recognizer out_state
tc_recognizer_get_details: recognizer out
tc_recognizer_location_in: recognizer view out_x out_y
tc_recognizer_touch_location_in: recognizer index view out_x out_y
tc_recognizer_translation_in: recognizer view out_x out_y
tc_recognizer_velocity_in: recognizer view out_x out_y
tc_recognizer_set_action: recognizer fn user_data
tc_recognizer_set_state_fn: recognizer fn user_data
tc_recognizer_require_to_fail: recognizer other
tc_recognizer_remove_requirement: recognizer other
tc_recognizer_set_simultaneous: a b allowed
tc_recognizer_set_delegate: recognizer delegate
tc_recognizer_set_translation: recognizer x y
tc_recognizer_set_translation_in: recognizer view x y
tc_recognizer_set_scale: recognizer scale
tc_recognizer_set_rotation: recognizer rotation
tc_recognizer_set_custom_touches_fn: recognizer fn user_data
tc_recognizer_set_custom_reset_fn: recognizer fn user_data
tc_recognizer_set_custom_can_prevent_fn: recognizer fn user_data
tc_recognizer_set_custom_can_be_prevented_fn: recognizer fn user_data
tc_recognizer_set_state: recognizer state
tc_recognizer_ignore_touch: recognizer touch
tc_view_set_gesture_should_begin_fn: view fn user_data
tc_control_kind_string: kind
tc_control_event_string: event
tc_view_set_control: view kind
tc_control_get_state: view out
tc_control_set_enabled: view enabled
tc_control_set_value: view value
tc_control_set_tracking_margin: view margin
tc_control_add_target: view events fn user_data out_target_id
tc_control_remove_target: view target_id
tc_control_send_actions: view events
tc_view_set_scroll: view params
tc_view_get_scroll: view out
tc_view_get_content_offset: view out_x out_y
tc_view_set_content_offset: view x y
tc_view_scroll_pan: view out
tc_view_get_scroll_state: view out_dragging out_decelerating
tc_view_get_scroll_tracking: view out_tracking
tc_scroll_event_string: event
tc_view_set_scroll_callbacks: view cb
""".splitlines())}


def _type_error(name: str, names: "tuple[str, ...]", argtypes: "list[Any]",
                args: "tuple[Any, ...]", error: Exception) -> TypeError:
    """The TypeError for ctypes' ``ArgumentError`` ("argument 4: TypeError: wrong type")."""
    import re
    m = re.match(r"argument (\d+)", str(error))
    if m is None:
        return TypeError("%s: %s" % (name, error))
    i = int(m.group(1)) - 1
    what = names[i] if i < len(names) else "argument %d" % (i + 1)
    ctype = argtypes[i] if i < len(argtypes) else None
    expected = ("a number" if ctype is c_double else "an integer" if ctype in INT_RANGES
                else "a str or bytes" if ctype is c_char_p
                else "a handle (a touchchain object) or None" if ctype is c_void_p
                else getattr(ctype, "__name__", "another type"))
    got = type(args[i]).__name__ if i < len(args) else "nothing"
    return TypeError("%s: %s must be %s, not %s" % (name, what, expected, got))


def checked_function(name: str, fn: Any, argtypes: "list[Any]") -> Any:
    """A wrapper that checks each integer, double and string argument (check_value), then
    calls ``fn``; a ctypes ArgumentError (a value of the wrong type) becomes a TypeError naming
    the parameter. The
    wrapper carries ``restype``, ``argtypes`` and ``raw`` (the ctypes function)."""
    names = PARAM_NAMES.get(name) or tuple("argument %d" % (i + 1)
                                           for i in range(len(argtypes)))
    checks = tuple((i, check) for i, check in (
        (i, value_check(t, "%s: %s" % (name, names[i]))) for i, t in enumerate(argtypes))
        if check is not None)

    def checked(*args: Any) -> Any:
        n = len(args)
        for i, check in checks:
            if i < n:
                check(args[i])
        try:
            return fn(*args)
        except ctypes.ArgumentError as e:  # a wrong type: a TypeError naming the parameter
            raise _type_error(name, names, argtypes, args, e) from None

    checked.__name__ = checked.__qualname__ = name
    checked.restype, checked.argtypes, checked.raw = (  # type: ignore[attr-defined]
        fn.restype, fn.argtypes, fn)
    return checked


def check_struct_sizes() -> None:
    """Raise ImportError if a ctypes struct does not have the header's size."""
    bad = ["%s: ctypes %d, header %d" % (n, ctypes.sizeof(globals()[n]), STRUCT_SIZES[n])
           for n in STRUCT_NAMES if ctypes.sizeof(globals()[n]) != STRUCT_SIZES[n]]
    if bad:
        raise ImportError("touchchain: struct layout mismatch: " + "; ".join(bad))


def __getattr__(name: str) -> Any:
    """For type checkers only: the constants, structs and callback types of this module are
    declared from the tables above (``globals()``), which a type checker cannot see; through
    this function they are ``Any`` to it. At run time a missing name raises AttributeError as
    usual."""
    raise AttributeError("module %r has no attribute %r" % (__name__, name))


class Library:
    """The loaded CDLL with every FUNCTIONS row applied (restype, argtypes);
    functions are attributes under their C names."""

    def __getattr__(self, name: str) -> Any:
        """For type checkers: the functions are set from FUNCTIONS (``Any`` to them)."""
        raise AttributeError("%s has no function %r" % (type(self).__name__, name))

    def __init__(self, cdll: Any, path: str) -> None:
        self.cdll, self.path = cdll, path
        missing = []
        for name, restype, argtypes, _since in FUNCTIONS:
            try:
                fn = getattr(cdll, name)
            except AttributeError:
                missing.append(name)
                continue
            fn.restype, fn.argtypes = restype, list(argtypes)
            setattr(self, name, checked_function(name, fn, argtypes))
        if missing:
            raise ImportError("touchchain: %s lacks %s" % (path, ", ".join(missing)))
