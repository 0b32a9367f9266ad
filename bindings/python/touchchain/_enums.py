"""Enumerations of the header's constants. The members are written out (so that type checkers
and editors see them) and checked at import against the raw constant table, which
Tests/python/test_header_agreement.py checks against the header: no value can drift.

Every enumeration also accepts the scene-format spelling of a member: ``Phase("began")`` is
``Phase.BEGAN`` (any case); a flag accepts ``"left|top"``."""
import enum
import operator
from typing import Any, Iterable, Sequence, SupportsIndex, Union, cast

from . import _raw


def _members(prefix: str, exclude: "tuple[str, ...]" = ()) -> "dict[str, int]":
    return {name[len(prefix):]: value for name, value in _raw.CONSTANTS
            if name.startswith(prefix) and not any(name.startswith(x) for x in exclude)
            and isinstance(value, int)}


class _Named:
    """Mixin: a member can be looked up by its name (the scene-format spelling)."""

    @classmethod
    def _missing_(cls, value: object) -> Any:
        if isinstance(value, str):
            member = _lookup_name(cls, value)
            if member is None:  # as coerce(): a ValueError listing the valid names
                from ._errors import InvalidValueError
                raise InvalidValueError("%r is not a %s; valid values: %s" % (
                    value, cls.__name__, ", ".join(valid_names(cast(Any, cls)))), None, value)
            return member
        return super()._missing_(value)  # type: ignore[misc]


class Phase(_Named, enum.IntEnum):
    """TC_PHASE_* (generated from the header's constants; checked at import)."""

    NONE = 0
    BEGAN = 1
    MOVED = 2
    STATIONARY = 3
    ENDED = 4
    CANCELLED = 5
    CHANGED = 6


# The phases each kind of input takes, in the scene format's spelling (the engine refuses the
# others with TC_ERR_UNKNOWN_ENUM): a name for another phase is refused by the binding itself
# (coerce's ``names``), listing these; the scene format's phase keys accept the same.
TOUCH_PHASE_NAMES = ("began", "moved", "stationary", "ended", "cancelled")
HOVER_PHASE_NAMES = ("began", "moved", "ended", "cancelled")
MOTION_PHASE_NAMES = ("began", "ended", "cancelled")
# a press, a continuous scroll (a discrete one has none: "none"), a pinch or rotation
GESTURE_PHASE_NAMES = ("began", "changed", "ended", "cancelled")


class TouchType(_Named, enum.IntEnum):
    """TC_TOUCH_* (P1; UIKit's UITouch.TouchType; checked at import). STYLUS is a pencil
    (``TouchType("pencil")`` is STYLUS); INDIRECT_POINTER a mouse or trackpad pointer."""

    DIRECT = 1
    INDIRECT = 2
    STYLUS = 3
    INDIRECT_POINTER = 4


class TouchTypes(_Named, enum.IntFlag):
    """A mask of touch types, ``TC_TOUCH_TYPE_BIT(type)`` = ``1 << type`` (a recognizer's
    ``allowed_touch_types``, P1; UIKit's ``allowedTouchTypes``). ``ALL`` is
    TC_TOUCH_TYPES_ALL, the default. Made from TouchType (checked at import); see
    :func:`touch_type_mask` for what an argument may be."""

    DIRECT = 1 << 1
    INDIRECT = 1 << 2
    STYLUS = 1 << 3
    INDIRECT_POINTER = 1 << 4
    ALL = 0x1E


class Button(_Named, enum.IntFlag):
    """TC_BUTTON_* (P2; UIKit's UIEvent.ButtonMask; checked at import): the buttons a touch
    sample holds, and a tap's or long press's ``button_mask_required``. Button n (1-based, up
    to 32) is bit ``1 << (n - 1)``: ``Button(8)`` is the fourth button."""

    PRIMARY = 1
    SECONDARY = 2
    TERTIARY = 4


class TouchProperty(_Named, enum.IntFlag):
    """TC_PROPERTY_* (P5; UIKit's UITouch.Properties; checked at import): properties of a
    sample that are estimates, and those an update carries."""

    FORCE = 1
    AZIMUTH = 2
    ALTITUDE = 4
    LOCATION = 8


class ScrollType(_Named, enum.IntFlag):
    """TC_SCROLL_DISCRETE / TC_SCROLL_CONTINUOUS (P4; UIKit's UIScrollType; checked at
    import): the kind of scroll input (a wheel's notches, a trackpad's two-finger scroll with
    phases), each also its bit in a pan's ``allowed_scroll_types`` (UIScrollTypeMask)."""

    DISCRETE = 1
    CONTINUOUS = 2


class EventType(_Named, enum.IntEnum):
    """TC_EVENT_* (generated from the header's constants; checked at import)."""

    TOUCHES = 1
    MOTION = 2
    REMOTE = 3
    PRESSES = 4
    ROUTE = 5
    HOVER = 6
    SCROLL = 7
    TRANSFORM = 8


class Motion(_Named, enum.IntEnum):
    """TC_MOTION_* (generated from the header's constants; checked at import)."""

    SHAKE = 100


class Remote(_Named, enum.IntEnum):
    """TC_REMOTE_* (generated from the header's constants; checked at import)."""

    PLAY = 200
    PAUSE = 201
    STOP = 202
    TOGGLE_PLAY_PAUSE = 203
    NEXT_TRACK = 204
    PREVIOUS_TRACK = 205
    BEGIN_SEEKING_BACKWARD = 206
    END_SEEKING_BACKWARD = 207
    BEGIN_SEEKING_FORWARD = 208
    END_SEEKING_FORWARD = 209


class Press(_Named, enum.IntEnum):
    """TC_PRESS_* (generated from the header's constants; checked at import)."""

    UP_ARROW = 300
    DOWN_ARROW = 301
    LEFT_ARROW = 302
    RIGHT_ARROW = 303
    SELECT = 304
    MENU = 305
    PLAY_PAUSE = 306
    PAGE_UP = 307
    PAGE_DOWN = 308


class ResponderKind(_Named, enum.IntEnum):
    """TC_RESPONDER_* (generated from the header's constants; checked at import)."""

    VIEW = 1
    CONTROLLER = 2
    APPLICATION = 3
    APP_DELEGATE = 4


class ViewFlag(_Named, enum.IntEnum):
    """TC_VIEW_* (generated from the header's constants; checked at import)."""

    HIDDEN = 1
    USER_INTERACTION_ENABLED = 2
    MULTIPLE_TOUCH_ENABLED = 3
    EXCLUSIVE_TOUCH = 4
    CAN_BECOME_FIRST_RESPONDER = 5
    HITS_OUTSIDE_BOUNDS = 6
    USE_PRESENTATION = 7
    CAN_RESIGN_FIRST_RESPONDER = 8


class TraceStep(_Named, enum.IntEnum):
    """TC_TRACE_* (generated from the header's constants; checked at import)."""

    ENTER = 1
    POINT_INSIDE = 2
    EXIT = 3


class GestureState(_Named, enum.IntEnum):
    """TC_GESTURE_* (generated from the header's constants; checked at import)."""

    POSSIBLE = 1
    BEGAN = 2
    CHANGED = 3
    ENDED = 4
    CANCELLED = 5
    FAILED = 6


class RecognizerKind(_Named, enum.IntEnum):
    """TC_RECOGNIZER_* (generated from the header's constants; checked at import)."""

    TAP = 1
    LONG_PRESS = 2
    PAN = 3
    EDGE_PAN = 4
    SWIPE = 5
    PINCH = 6
    ROTATION = 7
    CUSTOM = 8
    HOVER = 9


class FailureReason(_Named, enum.IntEnum):
    """TC_FAIL_* (generated from the header's constants; checked at import)."""

    NONE = 0
    MOVED_TOO_FAR = 1
    TOO_MANY_TOUCHES = 2
    TOO_FEW_TOUCHES = 3
    TIMED_OUT = 4
    ENDED_TOO_SOON = 5
    WRONG_DIRECTION = 6
    VETOED_BY_DELEGATE = 7
    VETOED_BY_VIEW = 8
    REQUIRED_RECOGNIZED = 9
    EXCLUDED = 10
    DISABLED = 11
    NOT_AT_EDGE = 12
    TOUCH_CANCELLED = 13
    SET_BY_HOST = 14


class ControlKind(_Named, enum.IntEnum):
    """TC_CONTROL_* (generated from the header's constants; checked at import)."""

    NONE = 0
    BUTTON = 1
    SWITCH = 2
    SLIDER = 3
    STEPPER = 4
    SEGMENTED = 5
    PAGE = 6
    GENERIC = 7


class SwipeDirection(_Named, enum.IntFlag):
    """TC_SWIPE_* (generated from the header's constants; checked at import)."""

    RIGHT = 1
    LEFT = 2
    UP = 4
    DOWN = 8


class Edge(_Named, enum.IntFlag):
    """TC_EDGE_* (generated from the header's constants; checked at import)."""

    TOP = 1
    LEFT = 2
    BOTTOM = 4
    RIGHT = 8


class ControlEvent(_Named, enum.IntFlag):
    """TC_CONTROL_EVENT_* (generated from the header's constants; checked at import)."""

    TOUCH_DOWN = 1
    TOUCH_DOWN_REPEAT = 2
    TOUCH_DRAG_INSIDE = 4
    TOUCH_DRAG_OUTSIDE = 8
    TOUCH_DRAG_ENTER = 16
    TOUCH_DRAG_EXIT = 32
    TOUCH_UP_INSIDE = 64
    TOUCH_UP_OUTSIDE = 128
    TOUCH_CANCEL = 256
    VALUE_CHANGED = 4096
    PRIMARY_ACTION_TRIGGERED = 8192
    ALL = 12799


class ScrollEventKind(_Named, enum.IntEnum):
    """TC_SCROLL_* delegate events (S7; generated from the header's constants; checked at
    import). TC_SCROLL_CONTENT_TOUCH_DELAY, a number of seconds, is not a member."""

    WILL_BEGIN_DRAGGING = 1
    DID_SCROLL = 2
    WILL_END_DRAGGING = 3
    DID_END_DRAGGING = 4
    WILL_BEGIN_DECELERATING = 5
    DID_END_DECELERATING = 6


class NestedScrolling(_Named, enum.IntEnum):
    """TC_SCROLL_NESTED_* (tc_scroll_params.nested; checked at import): what a scroll view
    nested in another does at its edge — UIKIT (S6, the default) keeps the drag; HANDOFF
    (S9) passes the rest of the drag and of a fling to the enclosing scroll view."""

    UIKIT = 0
    HANDOFF = 1


class Status(_Named, enum.IntEnum):
    """TC_OK and TC_ERR_* (the status table; checked at import)."""

    OK = 0
    ERR_NULL_POINTER = -1
    ERR_INVALID_HANDLE = -2
    ERR_STALE_HANDLE = -3
    ERR_FOREIGN_HANDLE = -4
    ERR_INVALID_ARGUMENT = -5
    ERR_NOT_FINITE = -6
    ERR_UNKNOWN_ENUM = -7
    ERR_TIME_BACKWARDS = -8
    ERR_UNKNOWN_TOUCH = -9
    ERR_DUPLICATE_TOUCH = -10
    ERR_TOO_MANY_TOUCHES = -11
    ERR_CYCLE = -12
    ERR_HAS_PARENT = -13
    ERR_REENTRANT = -14
    ERR_LIMIT = -15
    ERR_STRUCT_SIZE = -16
    ERR_STATE = -17
    ERR_NOT_FOUND = -18
    ERR_SINGULAR = -19



# Each enumeration and the prefix of its constants (ControlKind excludes TC_CONTROL_EVENT_*).
PREFIXES: "dict[type[enum.Enum], tuple[str, tuple[str, ...]]]" = {
    Phase: ("TC_PHASE_", ()), TouchType: ("TC_TOUCH_", ("TC_TOUCH_TYPES_ALL",)),
    Button: ("TC_BUTTON_", ()), TouchProperty: ("TC_PROPERTY_", ()),
    ScrollType: ("TC_SCROLL_", ("TC_SCROLL_NESTED_", "TC_SCROLL_WILL_", "TC_SCROLL_DID_",
                                "TC_SCROLL_TYPES_ALL", "TC_SCROLL_BOUNCES_")),
    EventType: ("TC_EVENT_", ()),
    Motion: ("TC_MOTION_", ()), Remote: ("TC_REMOTE_", ()), Press: ("TC_PRESS_", ()),
    ResponderKind: ("TC_RESPONDER_", ()), ViewFlag: ("TC_VIEW_", ()),
    TraceStep: ("TC_TRACE_", ()), GestureState: ("TC_GESTURE_", ()),
    RecognizerKind: ("TC_RECOGNIZER_", ()), FailureReason: ("TC_FAIL_", ()),
    ControlKind: ("TC_CONTROL_", ("TC_CONTROL_EVENT_",)), SwipeDirection: ("TC_SWIPE_", ()),
    Edge: ("TC_EDGE_", ()), ControlEvent: ("TC_CONTROL_EVENT_", ()),
    ScrollEventKind: ("TC_SCROLL_", ("TC_SCROLL_NESTED_", "TC_SCROLL_DISCRETE",
                                     "TC_SCROLL_CONTINUOUS", "TC_SCROLL_TYPES_ALL",
                                     "TC_SCROLL_BOUNCES_")),
    NestedScrolling: ("TC_SCROLL_NESTED_", ()),
}


def _check_members() -> None:
    """ImportError if a written-out enumeration differs from the raw table."""
    bad = []
    for cls, (prefix, exclude) in PREFIXES.items():
        if {m.name: m.value for m in cls.__members__.values()} != _members(prefix, exclude):
            bad.append(cls.__name__)
    if {m.name: m.value for m in Status.__members__.values()} != {
            n[3:]: v for n, v, _ in _raw.STATUS_TABLE}:
        bad.append("Status")
    # TouchTypes: TC_TOUCH_TYPE_BIT() of each TouchType, and TC_TOUCH_TYPES_ALL
    constants = dict(_raw.CONSTANTS)
    if {m.name: m.value for m in TouchTypes.__members__.values()} != dict(
            {t.name: 1 << t.value for t in TouchType}, ALL=constants["TC_TOUCH_TYPES_ALL"]):
        bad.append("TouchTypes")
    if bad:
        raise ImportError("touchchain: enumerations differ from the constant table: "
                          + ", ".join(bad))


_check_members()

# What an enum argument accepts: a member or int, its name, or (flags) an iterable of names.
EnumValue = Union[int, str, Iterable[Union[int, str]]]


def _key(text: str) -> str:
    return text.strip().upper().replace("-", "_").replace(" ", "_")


# Other spellings of members: UIKit calls a stylus a pencil (the scene format accepts both).
ALIASES: "dict[type[enum.Enum], dict[str, str]]" = {
    TouchType: {"PENCIL": "STYLUS"}, TouchTypes: {"PENCIL": "STYLUS"}}


def _lookup_name(cls: Any, text: str) -> Any:
    """The member of ``cls`` named ``text`` (the scene-format spelling "began", any case), or
    a flag combination "left|top"; None if there is none."""
    parts = [p for p in text.split("|")] if issubclass(cls, enum.IntFlag) else [text]
    result: Any = None
    aliases = ALIASES.get(cls, {})
    for part in parts:
        key = _key(part)
        member = cls.__members__.get(aliases.get(key, key))
        if member is None:
            return None
        result = member if result is None else result | member
    return result


def valid_names(cls: "type[enum.Enum]") -> "list[str]":
    """The scene-format spellings of ``cls``'s members ("began", "moved", ...)."""
    return [name.lower() for name in cls.__members__]


def coerce(cls: "type[enum.IntEnum] | type[enum.IntFlag]", value: "EnumValue",
           what: str, names: "Sequence[str] | None" = None) -> int:
    """``value`` for an enum argument ``what`` of C type ``cls`` as an int: a member, an int
    (the library checks it), a scene-format string ("began", any case; "left|top" for a flag)
    or, for a flag, an iterable of those. A string that names no member raises
    InvalidValueError (a ValueError) naming ``what`` and listing the valid names; any other
    type raises TypeError. ``names``: the members this call takes, when it takes only some
    (a touch's phases, TOUCH_PHASE_NAMES): a string naming another member raises
    UnknownEnumError (TC_ERR_UNKNOWN_ENUM, a ValueError: what the library raises for that
    member) listing these, and an unknown string InvalidValueError listing these."""
    if isinstance(value, int):  # members included (IntEnum / IntFlag)
        return int(value)
    if isinstance(value, SupportsIndex):
        return operator.index(value)  # numpy integers
    if isinstance(value, str):
        member = _lookup_name(cls, value)
        valid = ", ".join(valid_names(cls) if names is None else names)
        if member is None:
            from ._errors import InvalidValueError
            raise InvalidValueError("%s: %r is not a %s; valid values: %s" % (
                what, value, cls.__name__, valid), what, value)
        if names is not None and member.name.lower() not in names:
            from ._errors import make_error
            raise make_error(_raw.TC_ERR_UNKNOWN_ENUM, "%s: %r is not a %s this call takes; "
                             "valid values: %s" % (what, value, cls.__name__, valid))
        return int(member)
    if issubclass(cls, enum.IntFlag) and not isinstance(value, (bytes, bytearray)):
        try:
            parts = list(value)
        except TypeError:
            pass
        else:
            result = 0
            for part in parts:
                result |= coerce(cls, part, what)
            return result
    raise TypeError("%s must be a %s, its name as a str or an int, not %s"
                    % (what, cls.__name__, type(value).__name__))


def touch_type_mask(value: "EnumValue", what: str = "allowed_touch_types") -> int:
    """A touch-type mask (TouchTypes, ``TC_TOUCH_TYPE_BIT`` bits) from ``value``: a TouchType
    (its bit), a TouchTypes or a plain int (the mask itself), a name ("stylus", "pencil",
    "indirect_pointer", "all"; any case; "direct|stylus"), or an iterable of those (their
    bits together; empty: 0, no type). Names that name no type raise InvalidValueError (a
    ValueError) naming ``what``."""
    if isinstance(value, TouchType):
        return 1 << int(value)
    if not isinstance(value, (int, str, bytes, bytearray)) and hasattr(value, "__iter__"):
        mask = 0
        for part in value:
            mask |= touch_type_mask(part, what)
        return mask
    return coerce(TouchTypes, value, what)
