"""Replay a scene/trace file (``touchchain-scene/1``, docs/FORMAT.md) and log
what the engine dispatched, one JSON object per line.

    python -m touchchain replay SCENE.json [--trace-hit-test] [--timeline OUT.svg|OUT.png]

Python API::

    from touchchain import replay
    records = replay.replay_file("scene.json")        # list of dicts, in log order
    print(replay.format_log(records), end="")
    for record in replay.iter_replay(replay.load("scene.json")):  # streamed, step by step
        ...

The file is validated completely before anything is built: an unknown key, a wrong type,
an integer out of the range of its C type, a string that is not valid Unicode or holds
U+0000, a missing required key or an unknown name raises :class:`SceneError` whose message
starts with the key path (``windows[0].children[2].hti: unknown key``). Steps the *engine*
(or the tool) refuses (time going backwards, an unknown touch id, NaN, a require-to-fail cycle
in a new view, ...) become one ``error`` record each, naming the step and the key path; a
refused step leaves nothing behind, and the replay goes on.

Nothing here recurses on the depth of the input: JSON is read by the C parser when its
nesting fits Python's recursion limit and by an iterative parser of the same grammar
otherwise (:func:`loads`), view trees are validated and built with explicit stacks, and key
paths are built lazily (:class:`_Path`), so a view tree 100,000 deep is replayed like any
other. The command line writes each step's records as soon as the step is done
(:func:`iter_replay`); only ``--timeline`` keeps the whole log.
"""
from __future__ import annotations

import json
import json.decoder
import json.scanner
import math
import sys
from typing import (TYPE_CHECKING, Any, Callable, Container, Dict, Iterable, Iterator, List,
                    Mapping, NoReturn, Optional, Sequence, Set, Tuple, Union)

from ._enums import (GESTURE_PHASE_NAMES, HOVER_PHASE_NAMES, MOTION_PHASE_NAMES,
                     TOUCH_PHASE_NAMES, Button, ControlEvent, ControlKind, GestureState, Motion,
                     Phase, Press, RecognizerKind, Remote, ScrollType, SwipeDirection,
                     TouchProperty, TouchType, TraceStep, Edge)
from ._errors import TouchChainError, make_error
from . import _raw

if TYPE_CHECKING:  # names used in annotations only (typing.TypeGuard is Python 3.10+)
    import argparse
    import re
    from typing import TypeVar

    from typing_extensions import TypeGuard

    from ._recognizer import ParamValue, Recognizer
    from ._scene import Scene
    from ._scroll import ScrollEvent
    from ._types import (Event, GestureDetails, HoverEvent, RouteEvent, TouchesEvent,
                         TouchUpdate, UnhandledEvent)
    from ._view import Controller, Responder, View, Window

    _T = TypeVar("_T")

# A JSON value as parsed from a file (loads); a JSON object once validated (validate: its
# values are arbitrary JSON, checked key by key); one log record (a JSON object, dumped as is).
JSON = Union[None, bool, int, float, str, List["JSON"], Dict[str, "JSON"]]
JSONObject = Dict[str, Any]
Record = Dict[str, Any]

FORMAT_ID = "touchchain-scene/1"

# ---------------------------------------------------------------------------------------------
# Names used in files and logs
# ---------------------------------------------------------------------------------------------

# The phases of each input (the binding's lists: _enums.TOUCH_PHASE_NAMES ...), by name.
TOUCH_PHASES = {name: Phase[name.upper()] for name in TOUCH_PHASE_NAMES}
MOTION_PHASES = {name: Phase[name.upper()] for name in MOTION_PHASE_NAMES}
PRESS_PHASES = {name: Phase[name.upper()] for name in GESTURE_PHASE_NAMES}
PHASE_NAMES = {int(v): k for k, v in dict(TOUCH_PHASES, **PRESS_PHASES).items()}
# P1: a touch's type; "pencil" is UIKit's name of a stylus (the log writes "stylus").
TOUCH_TYPES = dict({m.name.lower(): m for m in TouchType}, pencil=TouchType.STYLUS)
TOUCH_TYPE_NAMES = {int(m): m.name.lower() for m in TouchType}
# P3: hovers (their phases are a touch's, without stationary) and the types that hover.
HOVER_PHASES = {name: Phase[name.upper()] for name in HOVER_PHASE_NAMES}
HOVER_TYPES = {"indirect_pointer": TouchType.INDIRECT_POINTER, "stylus": TouchType.STYLUS,
               "pencil": TouchType.STYLUS}
# P4: scroll input kinds; a continuous scroll's, a pinch's and a rotation's phases.
SCROLL_KINDS = {"discrete": ScrollType.DISCRETE, "continuous": ScrollType.CONTINUOUS}
GESTURE_PHASES = {name: Phase[name.upper()] for name in GESTURE_PHASE_NAMES}
# P2: pointer buttons; P5: the properties that may be estimates (in bit order).
BUTTONS = {name.lower(): m for name, m in Button.__members__.items()}
PROPERTIES = {name.lower(): m for name, m in TouchProperty.__members__.items()}
UINT32 = (0, 2 ** 32 - 1)           # button masks: uint32_t
MOTIONS = {m.name.lower(): m for m in Motion}
REMOTES = {m.name.lower(): m for m in Remote}
# Remote-control names as prose writes them ("next", "previous", "toggle-play-pause"): each
# canonical name with hyphens, and the tracks without the word; logged canonically.
REMOTE_ALIASES = {"next": Remote.NEXT_TRACK, "previous": Remote.PREVIOUS_TRACK}
REMOTE_ALIASES.update((name.replace("_", "-"), m) for name, m in REMOTES.items() if "_" in name)
PRESSES = {m.name.lower(): m for m in Press}
# Rule E1 (docs/BEHAVIOUR.md) spells the arrows "up, down, left, right": accepted as aliases (logged canonically).
PRESS_ALIASES = {"up": Press.UP_ARROW, "down": Press.DOWN_ARROW, "left": Press.LEFT_ARROW,
                 "right": Press.RIGHT_ARROW}
CONTROL_KINDS = {m.name.lower(): m for m in ControlKind if m.name != "NONE"}
# (a combination of flags has no name, so mypy sees an Optional name; a member always has one)
CONTROL_EVENTS = {m.name.lower(): m for m in ControlEvent
                  if m.name is not None and m.name != "ALL" and bin(int(m)).count("1") == 1}
CONTROL_EVENT_NAMES = {int(v): k for k, v in CONTROL_EVENTS.items()}
RECOGNIZER_KINDS = {"tap": RecognizerKind.TAP, "long_press": RecognizerKind.LONG_PRESS,
                    "pan": RecognizerKind.PAN, "edge_pan": RecognizerKind.EDGE_PAN,
                    "swipe": RecognizerKind.SWIPE, "pinch": RecognizerKind.PINCH,
                    "rotation": RecognizerKind.ROTATION, "hover": RecognizerKind.HOVER}
DIRECTIONS = {"right": SwipeDirection.RIGHT, "left": SwipeDirection.LEFT,
              "up": SwipeDirection.UP, "down": SwipeDirection.DOWN}
EDGES = {"top": Edge.TOP, "left": Edge.LEFT, "bottom": Edge.BOTTOM, "right": Edge.RIGHT}
HANDLES = ("touches", "motion", "remote", "presses")
# What a VIEW's `handles` may also list (views only): its hover (P3) and estimated-update (P5)
# callbacks, logged as `hover` and `estimated_update` records.
VIEW_HANDLES = HANDLES + ("hover", "estimated_update")
GESTURE_STATES = {int(GestureState.BEGAN): "began", int(GestureState.CHANGED): "changed",
                  int(GestureState.ENDED): "ended", int(GestureState.CANCELLED): "cancelled",
                  int(GestureState.FAILED): "failed"}
EVENT_KIND_NAMES = {1: "touches", 2: "motion", 3: "remote", 4: "press", 5: "route"}

# Kind parameters each recognizer kind accepts (FORMAT.md RECOGNIZER), and the
# tc_recognizer_params field each maps to.
KIND_PARAMS = {
    "tap": ("taps", "touches", "allowable_movement", "button_mask_required"),
    "long_press": ("taps", "touches", "min_duration", "allowable_movement",
                   "button_mask_required"),
    "pan": ("min_touches", "max_touches", "allowed_scroll_types"),
    "edge_pan": ("edges", "min_touches", "max_touches"),
    "swipe": ("direction", "touches"),
    "pinch": (),
    "rotation": (),
    "hover": (),
}
PARAM_FIELD = {"taps": "taps_required", "touches": "touches_required",
               "min_duration": "min_duration", "allowable_movement": "allowable_movement",
               "min_touches": "min_touches", "max_touches": "max_touches",
               "direction": "direction", "edges": "edges",
               "cancels_touches_in_view": "cancels_touches_in_view",
               "delays_touches_began": "delays_touches_began",
               "delays_touches_ended": "delays_touches_ended", "enabled": "enabled",
               "requires_exclusive_touch_type": "requires_exclusive_touch_type",
               "allowed_touch_types": "allowed_touch_types",
               "button_mask_required": "button_mask_required",
               "allowed_scroll_types": "allowed_scroll_types"}
RECOGNIZER_COMMON = ("name", "kind", "enabled", "cancels_touches_in_view",
                     "delays_touches_began", "delays_touches_ended", "require_to_fail",
                     "simultaneous_with", "should_begin", "allowed_touch_types",
                     "requires_exclusive_touch_type")
ALL_KIND_PARAMS = ("taps", "touches", "min_duration", "allowable_movement", "min_touches",
                   "max_touches", "direction", "edges", "button_mask_required",
                   "allowed_scroll_types")
# Integer keys and the C type of the field they go to (their range is checked at validation).
INT32 = (-2 ** 31, 2 ** 31 - 1)     # tc_recognizer_params counts: int32_t
INT64 = (-2 ** 63, 2 ** 63 - 1)     # tc_touch_sample.id: int64_t
INT_PARAMS = ("taps", "touches", "min_touches", "max_touches")

VIEW_KEYS = ("name", "frame", "bounds_origin", "transform", "hidden", "alpha", "interactive",
             "multiple_touch", "exclusive_touch", "hit", "handles", "routes",
             "can_become_first", "can_resign_first", "control", "scroll", "recognizers",
             "children")
HIT_KEYS = ("insets", "min_size", "outside_bounds", "redirect", "polygon", "presentation",
            "use_presentation")
# The `scroll` object of a VIEW (a scroll view, S1-S9), and the scroll parameter each key sets
# (View.make_scroll: the tc_scroll_params field or its alias); content_offset is not a
# parameter.
SCROLL_KEYS = ("content_size", "content_offset", "content_inset", "enabled", "paging",
               "bounces", "always_bounce_horizontal", "always_bounce_vertical",
               "directional_lock", "delays_content_touches", "can_cancel_content_touches",
               "deceleration_rate", "nested", "transfers_horizontal_scrolling_to_parent",
               "transfers_vertical_scrolling_to_parent", "pointer_drag_scrolling",
               "bounces_horizontally", "bounces_vertically")
SCROLL_BOOLS = ("enabled", "paging", "bounces", "always_bounce_horizontal",
                "always_bounce_vertical", "directional_lock", "delays_content_touches",
                "can_cancel_content_touches", "transfers_horizontal_scrolling_to_parent",
                "transfers_vertical_scrolling_to_parent", "pointer_drag_scrolling",
                "bounces_horizontally", "bounces_vertically")
DECELERATION_RATES = {"normal": _raw.TC_DECELERATION_NORMAL, "fast": _raw.TC_DECELERATION_FAST}
NESTED = ("uikit", "handoff")
# The key of a `scroll` object a refusal of tc_view_set_scroll names, by the C field in the
# engine's message (checked in this order; none: the `scroll` object itself).
SCROLL_FIELD_KEYS = (("content_w", "content_size"), ("content_h", "content_size"),
                     ("inset_top", "content_inset"), ("inset_left", "content_inset"),
                     ("inset_bottom", "content_inset"), ("inset_right", "content_inset"),
                     ("deceleration_rate", "deceleration_rate"))
SCROLL_EVENTS = {1: "will_begin_dragging", 2: "did_scroll", 3: "will_end_dragging",
                 4: "did_end_dragging", 5: "will_begin_decelerating", 6: "did_end_decelerating"}
STEP_KINDS = ("touch", "hover", "scroll", "pinch", "rotate", "update", "advance", "motion",
              "remote", "press", "route", "hit_test", "set", "first_responder", "focus")
STEP_KEYS = {
    "touch": ("t", "touch", "phase", "x", "y", "window", "force", "radius", "type", "buttons",
              "altitude", "azimuth", "estimated", "expecting", "update_index", "coalesced",
              "predicted"),
    "hover": ("t", "hover", "phase", "x", "y", "type", "altitude", "azimuth", "z", "window"),
    "scroll": ("t", "scroll", "x", "y", "kind", "phase", "window"),
    "pinch": ("t", "pinch", "x", "y", "phase", "window"),
    "rotate": ("t", "rotate", "x", "y", "phase", "window"),
    "update": ("t", "update", "index", "force", "altitude", "azimuth", "x", "y"),
    "advance": ("t", "advance"),
    "motion": ("t", "motion", "phase"),
    "remote": ("t", "remote"),
    "press": ("t", "press", "phase"),
    "route": ("t", "route", "from", "info"),
    "hit_test": ("t", "hit_test", "window"),
    "set": ("t", "set"),
    "first_responder": ("t", "first_responder"),
    "focus": ("t", "focus"),
}
# The keys of a `set` step that changes one recognizer, besides the kind parameters of its
# kind (name, kind, require_to_fail and simultaneous_with cannot change: unknown keys there).
RECOGNIZER_SET_KEYS = ("recognizer", "enabled", "cancels_touches_in_view",
                       "delays_touches_began", "delays_touches_ended", "should_begin",
                       "allowed_touch_types", "requires_exclusive_touch_type")
SCENE_KEYS = ("format", "windows", "controllers", "app", "app_delegate", "first_responder",
              "focus", "trace")


# A recording of the samples layout (docs/FORMAT.md § Recordings: Tests/data's files) is not a
# scene; validate says so instead of naming its first key unknown.
RECORDING_KEYS = ("samples", "cases", "lists")
RECORDING_HINT = ("a recording of the samples layout (docs/FORMAT.md § Recordings), not a "
                  "scene: convert it with `touchchain import samples FILE` first")


class SceneError(ValueError):
    """The scene file is unreadable or invalid; the message starts with the key path."""


# ---------------------------------------------------------------------------------------------
# Key paths, built lazily: a path is made for every value checked, but written out only in a
# message, so a tree 100,000 deep costs O(depth) and not O(depth ** 2).
# ---------------------------------------------------------------------------------------------

class _Path:
    """``parent + part``: ``str()`` joins the parts (iteratively)."""

    __slots__ = ("parent", "part")
    parent: Optional[KeyPath]
    part: str

    def __init__(self, parent: Optional[KeyPath], part: str) -> None:
        self.parent, self.part = parent, part

    def __add__(self, part: str) -> _Path:
        return _Path(self, part)

    def __str__(self) -> str:
        parts: List[str]
        p: Optional[KeyPath]
        parts, p = [], self
        while isinstance(p, _Path):
            parts.append(p.part)
            p = p.parent
        if p:
            parts.append(p)
        return "".join(reversed(parts))

    __repr__ = __str__

    def __bool__(self) -> bool:
        return True


# A key path: a string ("trace[3].set"), or a _Path for one built a part at a time.
KeyPath = Union[str, _Path]


# ---------------------------------------------------------------------------------------------
# Validation (complete, before anything is built)
# ---------------------------------------------------------------------------------------------

def _fail(path: KeyPath, msg: str) -> NoReturn:
    raise SceneError("%s: %s" % (str(path) or "(top level)", msg))


def _describe(value: object) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, float) and not math.isfinite(value):
        return "NaN" if value != value else "an infinite number"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    return "an object"


def _is_num(v: object) -> TypeGuard[Union[int, float]]:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _key_path(path: KeyPath, key: str) -> KeyPath:
    return path + ("." + key) if path else key


def _keys(obj: object, path: KeyPath, allowed: Container[str],
          required: Iterable[str] = ()) -> None:
    if not isinstance(obj, dict):
        _fail(path, "expected an object, got %s" % _describe(obj))
    for key in obj:
        if key not in allowed:
            _text(key, path, "a key")
            _fail(_key_path(path, key), "unknown key")
    for key in required:
        if key not in obj:
            _fail(path, "missing required key %r" % key)


def _num(v: object, path: KeyPath) -> float:
    if not _is_num(v):
        _fail(path, "expected a number, got %s" % _describe(v))
    if isinstance(v, int):  # a Python int beyond a double (files read such literals as inf)
        try:
            float(v)
        except OverflowError:
            _fail(path, "an integer of %d digits is too large for a number (a double)"
                  % len(str(abs(v))))
    return v


def _int(v: object, path: KeyPath, limits: Optional[Tuple[int, int]] = None,
         what: str = "an integer") -> int:
    """An integral number (an int, or a float without fraction), within ``limits``."""
    if not _is_num(v) or (isinstance(v, float) and not v.is_integer()):
        _fail(path, "expected an integer, got %s" % _describe(v))
    iv = int(v)
    if limits is not None and not limits[0] <= iv <= limits[1]:
        _fail(path, "%s is out of range: %s is from %d to %d" % (_number_text(v), what,
                                                                limits[0], limits[1]))
    return iv


def _bool(v: object, path: KeyPath) -> bool:
    if not isinstance(v, bool):
        _fail(path, "expected true or false, got %s" % _describe(v))
    return v


def _text(v: object, path: KeyPath, what: str = "the string") -> str:
    """Refuse a string that is not valid Unicode text (a lone surrogate, which cannot be
    written as UTF-8) or holds U+0000 (a C string would end there), and anything but a string
    (a key of a dict made in Python may be ``1`` or ``None``: JSON's keys are strings)."""
    if not isinstance(v, str):
        _fail(path, "%s must be a string, got %s" % (what, _describe(v)))
    if v.isascii():
        if "\x00" in v:
            _fail(path, "%s %s contains U+0000 (NUL), which is not allowed" % (what, ascii(v)))
        return v
    try:
        v.encode("utf-8")
    except UnicodeEncodeError as e:
        _fail(path, "%s %s contains a lone surrogate (U+%04X), which is not valid Unicode text"
              % (what, ascii(v), ord(v[e.start])))
    if "\x00" in v:
        _fail(path, "%s %s contains U+0000 (NUL), which is not allowed" % (what, ascii(v)))
    return v


def _str(v: object, path: KeyPath) -> str:
    if not isinstance(v, str):
        _fail(path, "expected a string, got %s" % _describe(v))
    return _text(v, path)


def _nums(v: object, path: KeyPath, n: int) -> List[float]:
    if not isinstance(v, list) or len(v) != n:
        _fail(path, "expected a list of %d numbers, got %s" % (n, _describe(v)
                                                                if not isinstance(v, list)
                                                                else "%d items" % len(v)))
    for i, x in enumerate(v):
        _num(x, path + ("[%d]" % i))
    return v


def _list(v: object, path: KeyPath) -> List[Any]:
    if not isinstance(v, list):
        _fail(path, "expected a list, got %s" % _describe(v))
    return v


def _enum_name(v: object, path: KeyPath, table: Mapping[str, _T]) -> _T:
    v = _str(v, path)  # v itself, a valid string
    if v not in table:
        _fail(path, "unknown value %r (expected one of: %s)" % (v, ", ".join(table)))
    return table[v]


def _mask(v: object, path: KeyPath, table: Mapping[str, int], allow_empty: bool = False) -> int:
    items: List[object] = v if isinstance(v, list) else [v]
    if isinstance(v, list) and not v and not allow_empty:
        _fail(path, "expected at least one of: %s" % ", ".join(table))
    mask = 0
    for i, item in enumerate(items):
        mask |= int(_enum_name(item, path + ("[%d]" % i) if isinstance(v, list) else path,
                               table))
    return mask


def _touch_types(v: object, path: KeyPath) -> int:
    """An ``allowed_touch_types`` (a type name or a list of them, ``[]`` for none) as a
    TC_TOUCH_TYPE_BIT() mask."""
    mask = 0
    items: List[object] = v if isinstance(v, list) else [v]
    for i, item in enumerate(items):
        p = path + ("[%d]" % i) if isinstance(v, list) else path
        mask |= 1 << int(_enum_name(item, p, TOUCH_TYPES))
    return mask


def _buttons(v: object, path: KeyPath) -> int:
    """A button mask: a button name, a list of them, or a non-negative integer (uint32_t)."""
    if _is_num(v):
        return _int(v, path, UINT32, "a button mask (uint32_t)")
    return _mask(v, path, BUTTONS, allow_empty=True)


def _points(v: object, path: KeyPath) -> List[List[float]]:
    """A list of ``[t, x, y]`` or ``[t, x, y, force]`` (coalesced and predicted points)."""
    for i, point in enumerate(_list(v, path)):
        p = path + ("[%d]" % i)
        if not isinstance(point, list) or len(point) not in (3, 4):
            _fail(p, "expected a list of 3 or 4 numbers ([t, x, y] or [t, x, y, force]), "
                     "got %s" % (_describe(point) if not isinstance(point, list)
                                 else "%d items" % len(point)))
        for j, x in enumerate(point):
            _num(x, p + ("[%d]" % j))
    return v  # type: ignore[return-value]


def _param_value(key: str, value: Any, path: KeyPath) -> Any:
    """A recognizer key's value as tc_recognizer_params wants it (masks as ints)."""
    if key == "direction":
        return _mask(value, path, DIRECTIONS)
    if key == "edges":
        return _mask(value, path, EDGES)
    if key == "allowed_touch_types":
        return _touch_types(value, path)
    if key == "button_mask_required":
        return _buttons(value, path)
    if key == "allowed_scroll_types":
        return _mask(value, path, SCROLL_KINDS, allow_empty=True)
    if key in INT_PARAMS:  # an integer may be written 3.0 (FORMAT.md): C takes an int
        return _int(value, path, INT32, "a count (int32_t)")
    return value


class _Names:
    """Names known while validating: views, windows, controllers, recognizers."""

    views: Dict[str, KeyPath]         # view name -> path of its VIEW
    windows: Set[str]
    controllers: Set[str]
    recognizers: Dict[str, Optional[str]]  # recognizer name -> the name of its view

    def __init__(self) -> None:
        self.views, self.windows, self.controllers, self.recognizers = {}, set(), set(), {}
        self.recognizer_kinds: Dict[str, str] = {}  # recognizer name -> kind
        self.scroll_views: Set[str] = set()  # views with a `scroll` (their pan: "NAME.pan")
        # (kind, name, path) resolved at the end of the setup pass
        self.refs: List[Tuple[str, str, KeyPath]] = []

    def add_view(self, name: str, path: KeyPath) -> None:
        if name in self.views or name in self.controllers:
            _fail(path, "duplicate name %r" % name)
        self.views[name] = path

    def add_recognizer(self, name: str, path: KeyPath, owner: Optional[str], kind: str) -> None:
        if name in self.recognizers:
            _fail(path, "duplicate recognizer name %r" % name)
        self.recognizers[name] = owner
        self.recognizer_kinds[name] = kind


def _check_view_tree(spec: Any, path: KeyPath, names: _Names) -> None:
    """Validate a VIEW and its subtree, iteratively (pre-order: a view, then each child's
    subtree in order), so that no depth makes Python recurse."""
    stack: List[Tuple[Any, KeyPath]] = [(spec, path)]
    while stack:
        spec, path = stack.pop()
        _check_view(spec, path, names)
        children = spec.get("children")
        if children is not None:
            children = _list(children, path + ".children")
            for i in range(len(children) - 1, -1, -1):
                stack.append((children[i], path + (".children[%d]" % i)))


def _check_view(spec: Any, path: KeyPath, names: _Names, partial: bool = False,
                owner: Optional[str] = None) -> None:
    """Validate one VIEW's own keys (not its children: see _check_view_tree), or, with
    partial, the changes of a ``set`` step."""
    allowed: Tuple[str, ...] = (VIEW_KEYS if not partial else
                                tuple(k for k in VIEW_KEYS if k not in ("name", "children")))
    if partial:
        allowed = allowed + ("view", "remove")
    _keys(spec, path, allowed, () if partial else ("name", "frame"))
    if not partial:
        names.add_view(_str(spec["name"], path + ".name"), path)
    if "frame" in spec:
        f = _nums(spec["frame"], path + ".frame", 4)
        if f[2] < 0 or f[3] < 0:
            _fail(path + ".frame", "width and height must be >= 0")
    if "bounds_origin" in spec:
        _nums(spec["bounds_origin"], path + ".bounds_origin", 2)
    if "transform" in spec:
        _nums(spec["transform"], path + ".transform", 6)
    for key in ("hidden", "interactive", "multiple_touch", "exclusive_touch",
                "can_become_first", "can_resign_first"):
        if key in spec:
            _bool(spec[key], path + ("." + key))
    if "alpha" in spec:
        _num(spec["alpha"], path + ".alpha")
    if "hit" in spec:
        _check_hit(spec["hit"], path + ".hit", names)
    if "handles" in spec:
        for i, h in enumerate(_list(spec["handles"], path + ".handles")):
            _enum_name(h, path + (".handles[%d]" % i), dict.fromkeys(VIEW_HANDLES))
    if "routes" in spec:
        for i, r in enumerate(_list(spec["routes"], path + ".routes")):
            _str(r, path + (".routes[%d]" % i))
    if "control" in spec and not (partial and spec["control"] is None):
        c = spec["control"]
        _keys(c, path + ".control", ("kind", "enabled", "events"), ("kind",))
        _enum_name(c["kind"], path + ".control.kind", CONTROL_KINDS)
        if "enabled" in c:
            _bool(c["enabled"], path + ".control.enabled")
        if "events" in c:
            for i, e in enumerate(_list(c["events"], path + ".control.events")):
                _enum_name(e, path + (".control.events[%d]" % i), CONTROL_EVENTS)
    if "scroll" in spec:
        view = owner if partial else spec["name"]
        assert view is not None  # a set step names its view
        _check_scroll(spec["scroll"], path + ".scroll", names, view)
    if "recognizers" in spec:
        for i, r in enumerate(_list(spec["recognizers"], path + ".recognizers")):
            _check_recognizer(r, path + (".recognizers[%d]" % i), names,
                              owner if partial else spec["name"])
    if "children" in spec and not partial:
        _list(spec["children"], path + ".children")


def _check_scroll(s: Any, path: KeyPath, names: _Names, view: str) -> None:
    """Validate a VIEW's `scroll` (or the changes of a `set` step), and name the scroll view's
    pan "VIEW.pan" among the recognizers (the first time the view gets a `scroll`)."""
    _keys(s, path, SCROLL_KEYS)
    if "content_size" in s:
        size = _nums(s["content_size"], path + ".content_size", 2)
        if size[0] < 0 or size[1] < 0:
            _fail(path + ".content_size", "width and height must be >= 0")
    if "content_offset" in s:
        _nums(s["content_offset"], path + ".content_offset", 2)
    if "content_inset" in s:
        _nums(s["content_inset"], path + ".content_inset", 4)
    for key in SCROLL_BOOLS:
        if key in s:
            _bool(s[key], path + ("." + key))
    if "deceleration_rate" in s:
        rate = s["deceleration_rate"]
        if isinstance(rate, str):
            _enum_name(rate, path + ".deceleration_rate", DECELERATION_RATES)
        else:
            _num(rate, path + ".deceleration_rate")
    if "nested" in s:
        _enum_name(s["nested"], path + ".nested", dict.fromkeys(NESTED))
    if view not in names.scroll_views:
        names.scroll_views.add(view)
        names.add_recognizer(view + ".pan", path, None, "pan")


def _check_hit(hit: Any, path: KeyPath, names: _Names) -> None:
    _keys(hit, path, HIT_KEYS)
    if "insets" in hit:
        _nums(hit["insets"], path + ".insets", 4)
    if "min_size" in hit:
        _nums(hit["min_size"], path + ".min_size", 2)
    for key in ("outside_bounds", "use_presentation"):
        if key in hit:
            _bool(hit[key], path + ("." + key))
    if hit.get("redirect") is not None:
        names.refs.append(("view", _str(hit["redirect"], path + ".redirect"),
                           path + ".redirect"))
    if hit.get("polygon") is not None:
        poly = _list(hit["polygon"], path + ".polygon")
        if len(poly) < 3:
            _fail(path + ".polygon", "a polygon needs at least 3 points")
        for i, p in enumerate(poly):
            _nums(p, path + (".polygon[%d]" % i), 2)
    if hit.get("presentation") is not None:
        p = hit["presentation"]
        _keys(p, path + ".presentation", ("frame", "transform"), ("frame",))
        _nums(p["frame"], path + ".presentation.frame", 4)
        if "transform" in p:
            _nums(p["transform"], path + ".presentation.transform", 6)


def _check_kind_params(r: Mapping[str, Any], path: KeyPath, kind: str,
                       keys: Tuple[str, ...] = ALL_KIND_PARAMS) -> None:
    for key in keys:
        if key not in r:
            continue
        p = path + ("." + key)
        if key not in KIND_PARAMS[kind]:
            _fail(p, "not a parameter of a %s recognizer (its parameters: %s)"
                  % (kind, ", ".join(KIND_PARAMS[kind]) or "none"))
        if key in ("direction", "edges", "button_mask_required", "allowed_scroll_types"):
            _param_value(key, r[key], p)
        elif key in INT_PARAMS:
            _int(r[key], p, INT32, "a count (int32_t)")
        else:
            _num(r[key], p)


def _check_recognizer(r: Any, path: KeyPath, names: _Names, owner: Optional[str]) -> None:
    _keys(r, path, RECOGNIZER_COMMON + ALL_KIND_PARAMS, ("name", "kind"))
    name = _str(r["name"], path + ".name")
    kind = r["kind"]
    _enum_name(kind, path + ".kind", RECOGNIZER_KINDS)
    names.add_recognizer(name, path, owner, kind)
    for key in ("enabled", "cancels_touches_in_view", "delays_touches_began",
                "delays_touches_ended", "should_begin", "requires_exclusive_touch_type"):
        if key in r:
            _bool(r[key], path + ("." + key))
    for key in ("require_to_fail", "simultaneous_with"):
        if key in r:
            for i, other in enumerate(_list(r[key], path + ("." + key))):
                p = path + (".%s[%d]" % (key, i))
                names.refs.append(("recognizer", _str(other, p), p))
    if "allowed_touch_types" in r:
        _touch_types(r["allowed_touch_types"], path + ".allowed_touch_types")
    _check_kind_params(r, path, kind)


def _resolve_refs(names: _Names) -> None:
    for kind, name, path in names.refs:
        table = names.views if kind == "view" else names.recognizers
        if name not in table:
            _fail(path, "no %s named %r" % (kind, name))
    names.refs = []


def _check_responder(spec: Any, path: str, extra: Tuple[str, ...] = (),
                     required: Tuple[str, ...] = ()) -> None:
    _keys(spec, path, ("handles", "routes") + extra, required)
    if "handles" in spec:
        for i, h in enumerate(_list(spec["handles"], path + ".handles")):
            _enum_name(h, path + (".handles[%d]" % i), dict.fromkeys(HANDLES))
    if "routes" in spec:
        for i, r in enumerate(_list(spec["routes"], path + ".routes")):
            _str(r, path + (".routes[%d]" % i))


def validate(doc: object) -> JSONObject:
    """Check a parsed scene completely; raises SceneError naming the key path."""
    if isinstance(doc, dict) and "format" not in doc and any(k in doc for k in RECORDING_KEYS):
        _fail("", RECORDING_HINT)
    _keys(doc, "", SCENE_KEYS, ("format", "windows"))
    assert isinstance(doc, dict)  # _keys refused anything else
    if doc["format"] != FORMAT_ID:
        _fail("format", "expected %r, got %s" % (FORMAT_ID, repr(doc["format"])
                                                 if isinstance(doc["format"], str)
                                                 else _describe(doc["format"])))
    names = _Names()
    windows = _list(doc["windows"], "windows")
    if not windows:
        _fail("windows", "at least one window is required")
    for i, w in enumerate(windows):
        _check_view_tree(w, _Path(None, "windows[%d]" % i), names)
        names.windows.add(w["name"])
    controlled: Dict[str, str] = {}  # view name -> its controller's
    for i, c in enumerate(_list(doc.get("controllers", []), "controllers")):
        path = "controllers[%d]" % i
        _check_responder(c, path, ("name", "view"), ("name",))
        name = _str(c["name"], path + ".name")
        if name in names.views or name in names.controllers:
            _fail(path + ".name", "duplicate name %r" % name)
        names.controllers.add(name)
        if "view" in c:
            v = _str(c["view"], path + ".view")
            if v not in names.views:
                _fail(path + ".view", "no view named %r" % v)
            if v in controlled:
                _fail(path + ".view", "view %r already has controller %r" % (v, controlled[v]))
            controlled[v] = name
    for key in ("app", "app_delegate"):
        if key in doc:
            _check_responder(doc[key], key)
    for key in ("first_responder", "focus"):
        if key in doc:
            v = _str(doc[key], key)
            if v not in names.views:
                _fail(key, "no view named %r" % v)
    _resolve_refs(names)
    for i, step in enumerate(_list(doc.get("trace", []), "trace")):
        _check_step(step, "trace[%d]" % i, names)
    return doc


def _check_step(step: object, path: str, names: _Names) -> None:
    if not isinstance(step, dict):
        _fail(path, "expected an object, got %s" % _describe(step))
    kinds = [k for k in STEP_KINDS if k in step]
    if not kinds:
        unknown = [k for k in step if k != "t" and not any(k in v for v in STEP_KEYS.values())]
        if unknown:
            _text(unknown[0], path, "a key")
            _fail("%s.%s" % (path, unknown[0]), "unknown key")
        _fail(path, "a step needs one of: %s" % ", ".join(STEP_KINDS))
    # "phase" etc. are not kinds; a touch step may not also be e.g. a route step.
    if len(kinds) > 1:
        _fail(path, "a step has exactly one kind, got %s" % " and ".join(kinds))
    kind = kinds[0]
    required = {"touch": ("t", "touch", "phase", "x", "y"), "motion": ("t", "motion", "phase"),
                "press": ("t", "press", "phase"), "route": ("t", "route", "from"),
                "hover": ("t", "hover", "phase", "x", "y"), "scroll": ("t", "scroll", "x", "y"),
                "pinch": ("t", "pinch", "x", "y", "phase"),
                "rotate": ("t", "rotate", "x", "y", "phase"), "update": ("t", "update", "index")}
    _keys(step, path, STEP_KEYS[kind], required.get(kind, ("t",)))
    _num(step["t"], path + ".t")
    win = step.get("window")
    if win is not None and _str(win, path + ".window") not in names.windows:
        _fail(path + ".window", "no window named %r" % win)
    if kind == "touch":
        _check_touch(step, path)
    elif kind == "hover":
        _check_hover(step, path)
    elif kind == "scroll":
        _nums(step["scroll"], path + ".scroll", 2)
        _num(step["x"], path + ".x")
        _num(step["y"], path + ".y")
        scroll_kind = _enum_name(step["kind"], path + ".kind", SCROLL_KINDS) \
            if "kind" in step else ScrollType.DISCRETE
        if scroll_kind == ScrollType.CONTINUOUS:
            if "phase" not in step:
                _fail(path, "missing required key 'phase' (a continuous scroll has phases)")
            _enum_name(step["phase"], path + ".phase", GESTURE_PHASES)
        elif step.get("phase") is not None:
            _fail(path + ".phase", "a discrete scroll has no phase (omit it, or null)")
    elif kind in ("pinch", "rotate"):
        _num(step[kind], "%s.%s" % (path, kind))
        _num(step["x"], path + ".x")
        _num(step["y"], path + ".y")
        _enum_name(step["phase"], path + ".phase", GESTURE_PHASES)
    elif kind == "update":
        _int(step["update"], path + ".update", INT64, "a touch id (int64_t)")
        _int(step["index"], path + ".index", INT64, "an estimation update index (int64_t)")
        for key in ("force", "altitude", "azimuth", "x", "y"):
            if key in step:
                _num(step[key], "%s.%s" % (path, key))
        for key, other in (("x", "y"), ("y", "x")):
            if key in step and other not in step:
                _fail(path, "missing required key %r (an update's location is x and y)"
                      % other)
    elif kind == "advance":
        if step["advance"] is not True:
            _fail(path + ".advance", "expected true")
    elif kind == "motion":
        _enum_name(step["motion"], path + ".motion", MOTIONS)
        _enum_name(step["phase"], path + ".phase", MOTION_PHASES)
    elif kind == "remote":
        _enum_name(step["remote"], path + ".remote", dict(REMOTES, **REMOTE_ALIASES))
    elif kind == "press":
        _enum_name(step["press"], path + ".press", dict(PRESSES, **PRESS_ALIASES))
        _enum_name(step["phase"], path + ".phase", PRESS_PHASES)
    elif kind == "route":
        _str(step["route"], path + ".route")
        src = _str(step["from"], path + ".from")
        if src not in names.views and src not in names.controllers:
            _fail(path + ".from", "no view or controller named %r" % src)
        if "info" in step:
            info = step["info"]
            if not isinstance(info, dict):
                _fail(path + ".info", "expected an object, got %s" % _describe(info))
            for k, v in info.items():
                _text(k, path + ".info", "the key")
                _str(v, "%s.info.%s" % (path, k))
    elif kind == "hit_test":
        _nums(step["hit_test"], path + ".hit_test", 2)
    elif kind in ("first_responder", "focus"):
        v = step[kind]
        if v is not None and _str(v, path + "." + kind) not in names.views:
            _fail(path + "." + kind, "no view named %r" % v)
    elif kind == "set":
        _check_set(step["set"], path + ".set", names)


def _check_touch(step: Mapping[str, Any], path: str, id_key: str = "touch") -> None:
    """The values of a touch step (its keys are checked): the touch id (written ``id_key``
    in the key path: a sample's ``id``, see InputRules), names, numbers, masks, points."""
    _int(step["touch"], "%s.%s" % (path, id_key), INT64, "a touch id (int64_t)")
    _enum_name(step["phase"], path + ".phase", TOUCH_PHASES)
    _num(step["x"], path + ".x")
    _num(step["y"], path + ".y")
    for key in ("force", "radius"):
        if key in step:
            _num(step[key], "%s.%s" % (path, key))
    if "type" in step:
        _enum_name(step["type"], path + ".type", TOUCH_TYPES)
    if "buttons" in step:
        _buttons(step["buttons"], path + ".buttons")
    for key in ("altitude", "azimuth"):
        if key in step:
            _num(step[key], "%s.%s" % (path, key))
    for key in ("estimated", "expecting"):
        if key in step:
            _mask(step[key], "%s.%s" % (path, key), PROPERTIES, allow_empty=True)
    if "update_index" in step:
        _int(step["update_index"], path + ".update_index", INT64,
             "an estimation update index (int64_t)")
    for key in ("coalesced", "predicted"):
        if key in step:
            _points(step[key], "%s.%s" % (path, key))


def _check_hover(step: Mapping[str, Any], path: str) -> None:
    """The values of a hover step (its keys are checked)."""
    _int(step["hover"], path + ".hover", INT64, "a hover id (int64_t)")
    _enum_name(step["phase"], path + ".phase", HOVER_PHASES)
    for key in ("x", "y", "altitude", "azimuth", "z"):
        if key in step:
            _num(step[key], "%s.%s" % (path, key))
    if "type" in step:
        _enum_name(step["type"], path + ".type", HOVER_TYPES)


def _check_set(s: object, path: str, names: _Names) -> None:
    if not isinstance(s, dict):
        _fail(path, "expected an object, got %s" % _describe(s))
    if "add_to" in s or "view_spec" in s:
        _keys(s, path, ("add_to", "view_spec"), ("add_to", "view_spec"))
        parent = _str(s["add_to"], path + ".add_to")
        if parent not in names.views:
            _fail(path + ".add_to", "no view named %r" % parent)
        _check_view_tree(s["view_spec"], _Path(path, ".view_spec"), names)
        _resolve_refs(names)
        return
    if "recognizer" in s:
        name = _str(s["recognizer"], path + ".recognizer")
        if name not in names.recognizers:
            _fail(path + ".recognizer", "no recognizer named %r" % name)
        kind = names.recognizer_kinds[name]
        for key in s:
            if key not in RECOGNIZER_SET_KEYS and key not in ALL_KIND_PARAMS:
                _text(key, path, "a key")
                _fail("%s.%s" % (path, key), "unknown key")
        for key in RECOGNIZER_SET_KEYS[1:]:
            if key in s and key != "allowed_touch_types":
                _bool(s[key], "%s.%s" % (path, key))
        if "allowed_touch_types" in s:
            _touch_types(s["allowed_touch_types"], path + ".allowed_touch_types")
        _check_kind_params(s, path, kind)
        return
    if "view" not in s:
        _fail(path, "missing required key 'view' (or 'add_to' with 'view_spec', or "
                    "'recognizer')")
    v = _str(s["view"], path + ".view")
    if v not in names.views:
        _fail(path + ".view", "no view named %r" % v)
    if "recognizers" in s:  # replaced: the view's old recognizer names are free again
        for name, owner in list(names.recognizers.items()):
            if owner == v:
                del names.recognizers[name]
                del names.recognizer_kinds[name]
    _check_view(s, path, names, partial=True, owner=v)
    if "remove" in s:
        if s["remove"] is not True:
            _fail(path + ".remove", "expected true")
        if len(s) != 2:
            _fail(path, "'remove' takes no other changes")
    _resolve_refs(names)


def _out_of_range(key: str, v: float) -> bool:
    """Whether the engine refuses ``v`` as the value of ``key`` of an input step as out of
    range (TC_ERR_INVALID_ARGUMENT): x or y beyond TC_MAX_COORDINATE, a time t beyond
    TC_MAX_TIMESTAMP, a negative force or
    radius, an altitude outside 0 .. pi/2, an azimuth outside -pi .. pi, a z outside 0 .. 1, a
    pinch of 0 or less. The error records' paths (_input_key, Replayer._touch_key) and the
    importers' checks (InputRules) read these rules here."""
    if key in ("x", "y"):
        return bool(abs(v) > _raw.TC_MAX_COORDINATE)
    if key == "t":
        return bool(v > _raw.TC_MAX_TIMESTAMP)
    if key in ("force", "radius"):
        return v < 0
    if key == "altitude":
        return not 0 <= v <= math.pi / 2
    if key == "azimuth":
        return not -math.pi <= v <= math.pi
    if key == "z":
        return not 0 <= v <= 1
    if key == "pinch":
        return v <= 0
    return False


# What each rule of _out_of_range allows, for messages.
_RANGES = {"x": "|x| is at most TC_MAX_COORDINATE (%g)" % _raw.TC_MAX_COORDINATE,
           "y": "|y| is at most TC_MAX_COORDINATE (%g)" % _raw.TC_MAX_COORDINATE,
           "t": "t is at most TC_MAX_TIMESTAMP (%g s)" % _raw.TC_MAX_TIMESTAMP,
           "force": "a force is 0 or more", "radius": "a radius is 0 or more",
           "altitude": "an altitude is from 0 to pi/2", "azimuth": "an azimuth is from -pi to pi",
           "z": "z is from 0 to 1", "pinch": "a pinch's scale is more than 0"}


class InputRules:
    """The engine's rules for the touch and hover steps of a trace that validate() leaves to
    the replay (the engine refuses a step that breaks one: an ``error`` record), checked in
    Python, step by step in trace order, by the importers (touchchain import writes no step the
    replay refuses: importers.samples_to_steps): numbers finite and in range (_out_of_range),
    ``t`` 0 or more (the scene's clock starts at 0) and never earlier than the step before, a
    began for an id that is not live and at most TC_DEFAULT_MAX_TOUCHES live ids, any other
    phase for a live one, a ``stationary`` sample where its touch is, with its force.
    ``check`` raises SceneError naming the key path."""

    def __init__(self) -> None:
        self.t = 0.0
        # kind ("touch", "hover") -> live id -> (x, y, force) of its last step
        self.live: Dict[str, Dict[int, Tuple[float, float, float]]] = {"touch": {}, "hover": {}}

    def check(self, step: Mapping[str, Any], path: str, id_key: Optional[str] = None) -> None:
        """Check a touch or hover step (the keys of STEP_KEYS; ``path``: its key path), then
        take it as pushed. ``id_key``: how the key path writes its id (a sample's ``id``)."""
        kind = "hover" if "hover" in step else "touch"
        id_path = "%s.%s" % (path, id_key or kind)
        if kind == "touch":
            _check_touch(step, path, id_key or kind)
        else:
            _check_hover(step, path)
        _num(step["t"], path + ".t")  # the step checks above leave ``t`` to the trace's reader
        for key in ("t", "x", "y", "force", "radius", "altitude", "azimuth", "z"):
            if key not in step or key not in STEP_KEYS[kind]:
                continue
            v = step[key]
            if not math.isfinite(v):
                _fail("%s.%s" % (path, key), "expected a finite number, got %s" % _describe(v))
            if _out_of_range(key, v):
                _fail("%s.%s" % (path, key), "%s is out of range: %s" % (_number_text(v),
                                                                         _RANGES[key]))
        t = step["t"]
        if t < 0:
            _fail(path + ".t", "%s is before 0, when the scene's clock starts"
                  % _number_text(t))
        if t < self.t:
            _fail(path + ".t", "%s is earlier than the t before it (%s): time never goes "
                               "backwards" % (_number_text(t), _number_text(self.t)))
        self.t = t
        live, sid, phase = self.live[kind], int(step[kind]), step["phase"]
        position = (step["x"], step["y"], step.get("force", 0.0))
        if phase == "began":
            if sid in live:
                _fail(id_path, "%s id %d is already live (a second began)" % (kind, sid))
            if len(live) >= _raw.TC_DEFAULT_MAX_TOUCHES:
                _fail(id_path, "%s id %d would be live %s %d; the replay allows "
                               "TC_DEFAULT_MAX_TOUCHES (%d)" % (kind, sid, kind, len(live) + 1,
                                                                 _raw.TC_DEFAULT_MAX_TOUCHES))
        elif sid not in live:
            _fail(id_path, "%s id %d is not live (a %s sample comes after its began)"
                  % (kind, sid, phase))
        elif phase == "stationary":
            x, y, force = live[sid]
            if position[:2] != (x, y):
                _fail(path, "a stationary sample stays where its touch is (%s, %s): a touch "
                            "that moved is moved" % (_number_text(x), _number_text(y)))
            if position[2] != force:
                _fail(path + ".force", "a stationary sample keeps its touch's force (%s): a "
                                       "touch whose force changed is moved"
                      % _number_text(force))
        if phase in ("ended", "cancelled"):
            del live[sid]
        else:
            live[sid] = position


def _number_text(v: Union[int, float]) -> str:
    """A number in a message: repr of a float (1e+26), an int's digits (or its digit count
    past 40)."""
    if isinstance(v, float):
        return repr(v)
    text = str(v)
    return text if len(text) <= 40 else "an integer of %d digits" % len(str(abs(v)))


# ---------------------------------------------------------------------------------------------
# Reading JSON (no nesting limit)
# ---------------------------------------------------------------------------------------------

def _parse_int(s: str) -> Union[int, float]:
    """An integer literal: an exact int, except one too large for a double, which is read as
    an infinite number as ``1e400`` is (Python would refuse to convert more than 4,300 digits,
    and float() of a bigger int raises)."""
    if len(s) < 300:
        return int(s)
    digits = len(s) - (s[0] == "-")
    if digits <= 310:
        v = int(s)
        try:
            float(v)
            return v
        except OverflowError:
            pass
    return -math.inf if s[0] == "-" else math.inf


# json.decoder's WHITESPACE and scanstring are undocumented: typeshed does not declare them (the
# ignores below). WHITESPACE is r"[ \t\n\r]*", which matches (maybe nothing) at any position.
_WS: Callable[[str, int], re.Match[str]] = \
    json.decoder.WHITESPACE.match  # type: ignore[attr-defined]
_NUMBER = json.scanner.NUMBER_RE.match
_scanstring: Callable[[str, int, bool], Tuple[str, int]] = \
    json.decoder.scanstring  # type: ignore[attr-defined]
_CONSTANTS: Tuple[Tuple[str, JSON], ...] = (
    ("null", None), ("true", True), ("false", False), ("NaN", math.nan),
    ("Infinity", math.inf), ("-Infinity", -math.inf))


def _loads_iterative(s: str) -> JSON:
    """json.loads(s, parse_int=_parse_int) without recursion: the same grammar (strict
    strings, NaN/Infinity literals, the last of duplicate keys wins) and the same errors,
    with an explicit stack of open containers."""
    err = json.JSONDecodeError
    n = len(s)
    stack: List[List[Any]] = []  # [container, key of the value being read (objects)]
    value: JSON
    i = _WS(s, 0).end()
    while True:
        # -- a value starts at i
        c = s[i:i + 1]
        if c == "{":
            i = _WS(s, i + 1).end()
            if s[i:i + 1] == "}":
                value, i = {}, i + 1
            else:
                if s[i:i + 1] != '"':
                    raise err("Expecting property name enclosed in double quotes", s, i)
                key, i = _scanstring(s, i + 1, True)
                i = _WS(s, i).end()
                if s[i:i + 1] != ":":
                    raise err("Expecting ':' delimiter", s, i)
                i = _WS(s, i + 1).end()
                stack.append([{}, key])
                continue
        elif c == "[":
            i = _WS(s, i + 1).end()
            if s[i:i + 1] == "]":
                value, i = [], i + 1
            else:
                stack.append([[], None])
                continue
        elif c == '"':
            value, i = _scanstring(s, i + 1, True)
        else:
            m = _NUMBER(s, i)
            if m is not None:
                integer, frac, exp = m.groups()
                value = (float(integer + (frac or "") + (exp or "")) if frac or exp
                         else _parse_int(integer))
                i = m.end()
            else:
                for word, value in _CONSTANTS:
                    if s.startswith(word, i):
                        i += len(word)
                        break
                else:
                    raise err("Expecting value", s, i)
        # -- a value ends at i: store it, closing every container it completes
        while True:
            if not stack:
                i = _WS(s, i).end()
                if i != n:
                    raise err("Extra data", s, i)
                return value
            top = stack[-1]
            container = top[0]
            if top[1] is not None:
                container[top[1]] = value
            else:
                container.append(value)
            i = _WS(s, i).end()
            c = s[i:i + 1]
            if c == ",":
                i = _WS(s, i + 1).end()
                if top[1] is not None:
                    if s[i:i + 1] != '"':
                        raise err("Expecting property name enclosed in double quotes", s, i)
                    top[1], i = _scanstring(s, i + 1, True)
                    i = _WS(s, i).end()
                    if s[i:i + 1] != ":":
                        raise err("Expecting ':' delimiter", s, i)
                    i = _WS(s, i + 1).end()
                break
            if c == ("}" if top[1] is not None else "]"):
                stack.pop()
                value, i = container, i + 1
                continue
            raise err("Expecting ',' delimiter", s, i)


def loads(text: str) -> JSON:
    """Parse a scene's JSON text with no nesting limit. The C parser (json.loads) is used when
    the nesting fits Python's recursion limit; when it does not (RecursionError), the same
    text is parsed again by an iterative parser of the same grammar, so the result, or the
    JSONDecodeError, does not depend on the depth. Integer literals too large for a double
    read as infinite numbers (see _parse_int)."""
    try:
        doc: JSON = json.loads(text, parse_int=_parse_int)
        return doc
    except RecursionError:
        pass
    return _loads_iterative(text)


def load(path: str) -> JSONObject:
    """Read and validate a scene file; raises SceneError (message names the problem)."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as f:
                text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise SceneError("cannot read %s: %s" % (path, e)) from None
    try:
        doc = loads(text)
    except json.JSONDecodeError as e:
        from .importers import _import_hint, recording_kind
        kind = recording_kind(text)  # an evemu or libinput recording: which command reads it
        raise SceneError("not valid JSON: %s (line %d, column %d)%s"
                         % (e.msg, e.lineno, e.colno, "" if kind is None else
                            _import_hint(kind, path, "convert it with") + " first")) from None
    del text
    return validate(doc)


# ---------------------------------------------------------------------------------------------
# Log records
# ---------------------------------------------------------------------------------------------

def _f(x: float) -> Optional[float]:
    """A float, reproducibly: rounded to 6 decimals, -0 as 0, non-finite as None."""
    x = float(x)
    if not math.isfinite(x):
        return None
    x = round(x, 6)
    return 0.0 if x == 0 else x


def _pt(x: float, y: float) -> List[Optional[float]]:
    return [_f(x), _f(y)]


def format_record(rec: Record) -> str:
    return json.dumps(rec, ensure_ascii=False, allow_nan=False)


def format_log(records: Iterable[Record]) -> str:
    return "".join(format_record(r) + "\n" for r in records)


# ---------------------------------------------------------------------------------------------
# The replayer
# ---------------------------------------------------------------------------------------------

class _Refused(Exception):
    """A step (or a part of the scene being built) the engine or the tool refused: ``path`` is
    the key path of what was refused, ``error`` the TouchChainError."""

    def __init__(self, path: KeyPath, error: TouchChainError) -> None:
        super().__init__(path, error)
        self.path, self.error = path, error


# A reference resolved by Replayer._link: (path, "view" or "recognizer", fn, name); fn is given
# the target, a View (None when name is None) or a Recognizer.
_Pending = Tuple[KeyPath, str, Callable[[Any], object], Optional[str]]


def _tool_error(status_name: str, message: str) -> TouchChainError:
    return make_error(getattr(_raw, status_name), message)


def _property_names(mask: int) -> List[str]:
    """The names of the TC_PROPERTY_* bits of ``mask``, in bit order."""
    return [name for name, bit in PROPERTIES.items() if int(mask) & int(bit)]


def _angles_key(angles: Iterable[Tuple[str, float]]) -> str:
    """The key of an altitude outside 0 .. pi/2 or an azimuth outside -pi .. pi, or ""."""
    for k, v in angles:
        if k in ("altitude", "azimuth") and _out_of_range(k, v):
            return "." + k
    return ""


def _points_key(step: Mapping[str, Any], bad: Optional[Callable[[int, List[float]], bool]],
                message: str = "") -> str:
    """The key of a touch step's coalesced or predicted points a refusal is about: the first
    point ``bad`` picks (``.coalesced[2]``), else the list the engine's message names, else
    ""."""
    for key in ("coalesced", "predicted"):
        points = step.get(key) or []
        if bad is not None:
            for i, p in enumerate(points):
                if bad(i, p):
                    return ".%s[%d]" % (key, i)
        elif key in message and points:
            return "." + key
    return ""


def _input_key(step: Mapping[str, Any], error: TouchChainError, kind: str) -> str:
    """The key of a `hover`, `scroll`, `pinch`, `rotate` or `update` step the engine refused
    (for the error record's path): "" when no single key is to blame."""
    name = error.name
    if name == "TC_ERR_TIME_BACKWARDS":
        return ".t"
    if kind == "hover" and name in ("TC_ERR_UNKNOWN_TOUCH", "TC_ERR_DUPLICATE_TOUCH",
                                    "TC_ERR_TOO_MANY_TOUCHES"):
        return ".hover"
    numbers: List[Tuple[str, float]] = [("t", step["t"])]
    if kind == "scroll":
        numbers += [("scroll", v) for v in step["scroll"]]
    elif kind in ("pinch", "rotate"):
        numbers.append((kind, step[kind]))
    keys = {"hover": ("x", "y", "altitude", "azimuth", "z"), "update": (
        "force", "altitude", "azimuth", "x", "y")}.get(kind, ("x", "y"))
    numbers += [(k, step[k]) for k in keys if k in step]
    if name == "TC_ERR_NOT_FINITE":
        return next(("." + k for k, v in numbers if not math.isfinite(v)), "")
    if name == "TC_ERR_INVALID_ARGUMENT":
        for k, v in numbers:
            if k not in ("altitude", "azimuth") and _out_of_range(k, v):
                return "." + k
        return _angles_key((k, v) for k, v in numbers if k in ("altitude", "azimuth"))
    if name == "TC_ERR_STATE" and kind == "hover":  # no window for a began
        return ".window" if "window" in step else ""
    if name in ("TC_ERR_STATE", "TC_ERR_UNKNOWN_ENUM") and kind != "update":
        return ".phase" if "phase" in step else ""
    return ""


class Replayer:
    """Builds a scene from a validated document and runs its trace, collecting records."""

    views: Dict[str, View]
    controllers: Dict[str, Controller]
    recognizers: Dict[str, Recognizer]
    handles: Dict[int, Set[str]]
    routes: Dict[int, Set[str]]

    def __init__(self, doc: JSONObject, trace_hit_test: bool = False) -> None:
        import touchchain as tc
        self.tc = tc
        self.doc = doc
        self.trace_hit_test = trace_hit_test
        self.records: List[Record] = []
        self._out: List[Record] = []         # records of the step in progress (iter_run)
        self.views, self.controllers, self.recognizers = {}, {}, {}
        self.view_recognizers: Dict[str, List[str]] = {}   # view name -> [recognizer names]
        # view name -> the `control` spec applied (for undo)
        self.controls: Dict[str, Optional[JSONObject]] = {}
        # scroll view name -> the name of its pan among the recognizers ("NAME.pan")
        self.scroll_pans: Dict[str, str] = {}
        # name -> path of the refused step that would have made it
        self.refused: Dict[str, str] = {}
        self.windows: List[Window] = []
        self.handles, self.routes = {}, {}   # responder object id -> set
        self.names: Dict[int, str] = {}      # responder object id -> log name
        self.touch_windows: Dict[int, str] = {}  # live touch id -> its window's name
        self._ctx_t: float = 0.0             # timestamp of the step being replayed
        # (t, at) of the latest touches delivery
        self._touch_ctx: Optional[Tuple[float, float]] = None
        # C1/R3: per touch id, whether it began as a pointer touch without the primary button
        # (a control passes such a touch on; a segmented control swallows it).
        self._misses_button: Dict[int, bool] = {}
        self._began: List[Tuple[int, float]] = []  # (touch id, t): engine hit test pending
        self._depth = 0                      # hit-test nesting (trace observer)
        self._in_dispatch = False
        self.scene: Optional[Scene] = None

    # ---- records -----------------------------------------------------------
    def emit(self, t: float, at: float, ev: str, **fields: object) -> Record:
        rec: Record = {"t": _f(t), "at": _f(at), "ev": ev}
        rec.update(fields)
        self._out.append(rec)
        return rec

    def _now(self) -> float:
        assert self.scene is not None  # built (build() before run())
        return self.scene.now

    def _error(self, t: float, index: int, path: KeyPath, exc: TouchChainError) -> None:
        self.emit(t, self._now(), "error", step=index, path=str(path), code=exc.name,
                  message=exc.message)

    # ---- refusals ----------------------------------------------------------
    @staticmethod
    def _do(path: KeyPath, fn: Callable[..., _T], *args: Any, **kw: Any) -> _T:
        """``fn(*args)``; a TouchChainError becomes _Refused(path, error)."""
        try:
            return fn(*args, **kw)
        except TouchChainError as e:
            raise _Refused(path, e) from None

    def _missing(self, kind: str, name: str, path: KeyPath) -> _Refused:
        made_by = self.refused.get(name)
        why = (" (the step that would have made it, %s, was refused)" % made_by
               if made_by else "")
        return _Refused(path, _tool_error("TC_ERR_NOT_FOUND",
                                          "no %s named %r%s" % (kind, name, why)))

    def _view(self, name: str, path: KeyPath) -> View:
        view = self.views.get(name)
        if view is None:
            raise self._missing("view", name, path)
        return view

    def _recognizer(self, name: str, path: KeyPath) -> Recognizer:
        rec = self.recognizers.get(name)
        if rec is None:
            raise self._missing("recognizer", name, path)
        return rec

    # ---- building ----------------------------------------------------------
    def build(self) -> Replayer:
        """Build the scene; a value the engine refuses raises SceneError naming its path."""
        try:
            self._build()
        except _Refused as r:
            raise SceneError("%s: the engine refused it: %s: %s"
                             % (r.path, r.error.name, r.error.message)) from None
        return self

    def _build(self) -> None:
        tc, doc = self.tc, self.doc
        scene: Scene
        self.scene = scene = tc.Scene()
        scene.on_hit_trace = self._on_hit_trace
        scene.on_unhandled = self._on_unhandled
        pending: List[_Pending] = []
        for i, w in enumerate(doc["windows"]):
            path = _Path(None, "windows[%d]" % i)
            win: Window = self._do(path + ".frame", tc.Window, scene, *w["frame"],
                                   name=w["name"])
            self.windows.append(win)
            self._build_tree(win, w, path, pending, [], [])
        self._link(pending)
        for i, c in enumerate(doc.get("controllers", [])):
            ctl: Controller = tc.Controller(scene, name=c["name"])
            self.controllers[c["name"]] = ctl
            self._responder(ctl, c["name"], c)
            if "view" in c:
                self._do("controllers[%d].view" % i, setattr, ctl, "view", self.views[c["view"]])
        self._responder(scene.application, "app", doc.get("app", {}))
        if "app_delegate" in doc:
            self._responder(scene.app_delegate, "app_delegate", doc["app_delegate"])
        if "first_responder" in doc:
            self._do("first_responder", self.views[doc["first_responder"]].become_first_responder)
        if "focus" in doc:
            self._do("focus", setattr, scene, "focus", self.views[doc["focus"]])

    def _responder(self, obj: Responder, name: str, spec: Mapping[str, Any]) -> None:
        key = id(obj)
        self.names[key] = name
        self.handles[key] = set(spec.get("handles", ()))
        self.routes[key] = set(spec.get("routes", ()))
        obj.on_touches = self._on_touches
        obj.on_motion = self._on_event
        obj.on_presses = self._on_event
        obj.on_remote = self._on_event
        obj.on_route = self._on_route
        if isinstance(obj, self.tc.View):
            self._view_handles(obj, self.handles[key], creating=True)

    def _view_handles(self, view: View, handles: Set[str], creating: bool = False) -> None:
        """Install (or, for a `set`, remove) the view-only callbacks its `handles` lists: hover
        (P3) and estimated_update (P5). Unlike the other kinds, they are installed only when
        listed: hover is not passed up the chain, and an update goes up it to the first view
        that lists estimated_update."""
        for slot, fn in (("hover", self._on_hover), ("estimated_update", self._on_update)):
            if slot in handles:
                setattr(view, "on_" + slot, fn)
            elif not creating and getattr(view, "on_" + slot) is not None:
                setattr(view, "on_" + slot, None)

    def _build_tree(self, root: View, spec: JSONObject, path: KeyPath, pending: List[_Pending],
                    views: List[View], recs: List[Recognizer]) -> None:
        """Configure ``root`` from ``spec``, then create its subtree in file order (each child
        created, added to its parent, configured, then its own children), with an explicit
        stack. Every view and recognizer made is appended to ``views`` / ``recs`` (for a
        roll-back); references to other objects go to ``pending`` (see _link)."""
        # (parent, view, VIEW, path): the view is None (to be made) for all but the root
        stack: List[Tuple[Optional[View], Optional[View], JSONObject, KeyPath]] = [
            (None, root, spec, path)]
        while stack:
            parent, view, spec, path = stack.pop()
            if view is None:
                assert parent is not None and self.scene is not None  # not the root: built
                view = self._do(path + ".frame", self.tc.View, self.scene, *spec["frame"],
                                name=spec["name"])
                views.append(view)
                self._do(path, parent.add_subview, view)
            self.views[spec["name"]] = view
            self.refused.pop(spec["name"], None)
            self._responder(view, spec["name"], spec)
            self._apply(view, spec, path, pending, creating=True)
            if "control" in spec:
                self._apply_control(view, spec["name"], spec["control"])
            if "scroll" in spec:
                self._apply_scroll(view, spec["name"], spec["scroll"], path + ".scroll",
                                   creating=True, multiple_touch=spec.get("multiple_touch"))
            if "recognizers" in spec:
                self._make_recognizers(view, spec["name"], spec["recognizers"], path, pending,
                                       recs)
            children = spec.get("children", ())
            for i in range(len(children) - 1, -1, -1):
                stack.append((view, None, children[i], path + (".children[%d]" % i)))

    def _link(self, pending: List[_Pending]) -> None:
        """Second pass: references to views and recognizers (made later in the file, or by
        this step): hit.redirect, require_to_fail, simultaneous_with."""
        target: Union[View, Recognizer, None]
        for path, kind, fn, name in pending:
            if kind == "view":
                target = None if name is None else self._view(name, path)
            else:
                assert name is not None  # validated: recognizer names are strings
                target = self._recognizer(name, path)
            self._do(path, fn, target)
        del pending[:]

    def _apply(self, view: View, spec: Mapping[str, Any], path: KeyPath,
               pending: List[_Pending], creating: bool = False) -> None:
        """Apply the VIEW keys of geometry, flags and hit-testing (all of them at creation,
        the given ones for ``set``); each refusal names its key."""
        do = self._do
        if "frame" in spec and not creating:
            do(path + ".frame", _set_format_frame, view, spec["frame"])
        if "bounds_origin" in spec:
            b = view.bounds
            ox, oy = spec["bounds_origin"]
            do(path + ".bounds_origin", setattr, view, "bounds", (ox, oy, b.w, b.h))
        if "transform" in spec:
            do(path + ".transform", setattr, view, "transform", spec["transform"])
        for key, attr in (("hidden", "hidden"), ("interactive", "interactive"),
                          ("multiple_touch", "multiple_touch"),
                          ("exclusive_touch", "exclusive_touch"),
                          ("can_become_first", "can_become_first_responder"),
                          ("can_resign_first", "can_resign_first_responder")):
            if key in spec:
                do(path + ("." + key), setattr, view, attr, spec[key])
        if "alpha" in spec:
            do(path + ".alpha", setattr, view, "alpha", spec["alpha"])
        hit = spec.get("hit") or {}
        if hit:
            hpath = path + ".hit"
            if "insets" in hit:
                do(hpath + ".insets", setattr, view, "hit_insets", hit["insets"])
            if "min_size" in hit:
                do(hpath + ".min_size", setattr, view, "min_hit_size", hit["min_size"])
            if "outside_bounds" in hit:
                do(hpath + ".outside_bounds", setattr, view, "hits_outside_bounds",
                   hit["outside_bounds"])
            if "polygon" in hit:
                do(hpath + ".polygon", setattr, view, "polygon", hit["polygon"])
            if "presentation" in hit:
                p = hit["presentation"]
                do(hpath + ".presentation", setattr, view, "presentation",
                   None if p is None else (p["frame"], p.get("transform")))
            if "use_presentation" in hit:
                do(hpath + ".use_presentation", setattr, view, "use_presentation",
                   hit["use_presentation"])
            if "redirect" in hit:
                pending.append((hpath + ".redirect", "view",
                                # mypy cannot infer the type of a lambda with a default argument
                                lambda target, view=view:  # type: ignore[misc]
                                setattr(view, "redirect", target),
                                hit["redirect"]))

    def _apply_control(self, view: View, name: str, c: Optional[JSONObject]) -> None:
        tc = self.tc
        self.controls[name] = c
        if c is None:
            view.make_control(tc.ControlKind.NONE)
            return
        control = view.make_control(CONTROL_KINDS[c["kind"]])
        assert control is not None  # None only for ControlKind.NONE, not in CONTROL_KINDS
        control.enabled = c.get("enabled", True)
        events = c.get("events")
        mask = int(tc.ControlEvent.ALL) if events is None else 0
        for e in events or ():
            mask |= int(CONTROL_EVENTS[e])
        if mask:
            control.add_target(mask, lambda ctl, event: self._on_control(name, event))

    def _apply_scroll(self, view: View, name: str, s: Mapping[str, Any], path: KeyPath,
                      creating: bool, multiple_touch: Optional[bool] = None) -> None:
        """Make ``view`` a scroll view or change it (only the keys given): the parameters in
        one tc_view_set_scroll, then ``content_offset`` (tc_view_set_content_offset). Becoming
        a scroll view makes the view multiple-touch-enabled (S1); ``multiple_touch``, the
        VIEW's own key when it has one, is set again after that, so that it wins. A new
        scroll view's pan is named NAME.pan, logs its states and is a recognizer of the file;
        its delegate messages are logged as `scroll` records, from the end of its creation
        (the content_offset of a VIEW being built is its initial state, not a record; that
        of a `set` step is logged as did_scroll). All or nothing: a refused content_offset
        puts the old parameters back."""
        was = view.is_scroll_view
        changes: Dict[str, object] = {}
        for key, value in s.items():
            if key == "content_offset":
                continue
            if key == "deceleration_rate" and isinstance(value, str):
                value = DECELERATION_RATES[value]
            changes[key] = value
        offset = s.get("content_offset")
        if offset is not None and not was:
            # checked first: a view cannot stop being a scroll view (the engine's message)
            for axis, v in zip("xy", offset):
                if not math.isfinite(v):
                    raise _Refused(path + ".content_offset", _tool_error(
                        "TC_ERR_NOT_FINITE", "tc_view_set_content_offset: %s is %s (must be "
                        "finite)" % (axis, "nan" if v != v else ("inf" if v > 0 else "-inf"))))
        old = view.scroll if was else None
        try:
            view.make_scroll(None, **changes)
        except TouchChainError as e:
            if creating and not was:  # a view_spec's view: its pan is forgotten with it
                self.scroll_pans[name] = name + ".pan"
            named = next((k for field, k in SCROLL_FIELD_KEYS if field in e.message), None)
            raise _Refused(path + ("." + named) if named else path, e) from None
        if not was:
            pan = view.scroll_pan
            pan_name = name + ".pan"
            pan.name = pan_name
            pan.on_state = self._on_gesture
            self.recognizers[pan_name] = pan
            self.scroll_pans[name] = pan_name
            self.refused.pop(pan_name, None)
            if multiple_touch is not None:
                view.multiple_touch = multiple_touch
        if not creating:
            view.on_scroll = lambda _v, e: self._on_scroll(name, e)
        if offset is not None:
            try:
                view.content_offset = offset
            except TouchChainError as e:
                if old is not None:
                    view.make_scroll(old)
                raise _Refused(path + ".content_offset", e) from None
        if creating:
            view.on_scroll = lambda _v, e: self._on_scroll(name, e)

    def _make_recognizers(self, view: View, view_name: str, specs: Iterable[JSONObject],
                          path: KeyPath, pending: List[_Pending],
                          made: List[Recognizer]) -> List[str]:
        """Create, name, register and attach the recognizers of ``specs`` to ``view``; each
        one made is appended to ``made`` (for a roll-back); links go to ``pending``. Returns
        their names."""
        tc = self.tc
        names: List[str] = []
        for i, r in enumerate(specs):
            rpath = path + (".recognizers[%d]" % i)
            if r["name"] in self.recognizers:
                raise _Refused(rpath + ".name", _tool_error(
                    "TC_ERR_STATE", "recognizer name %r is still in use (the step that "
                                    "replaced its recognizers was refused)" % r["name"]))
            params: Dict[str, ParamValue] = {}
            for key, value in r.items():
                if key in PARAM_FIELD:
                    params[PARAM_FIELD[key]] = _param_value(key, value, rpath)
            rec: Recognizer = self._do(rpath, tc.Recognizer, self.scene,
                                       RECOGNIZER_KINDS[r["kind"]], name=r["name"], **params)
            made.append(rec)
            self.recognizers[r["name"]] = rec
            rec.on_state = self._on_gesture
            if r.get("should_begin") is False:
                rec.should_begin = lambda _r: False
            self._do(rpath, rec.attach, view)
            names.append(r["name"])
            for j, other in enumerate(r.get("require_to_fail", ())):
                pending.append((rpath + (".require_to_fail[%d]" % j), "recognizer",
                                rec.require_to_fail, other))
            for j, other in enumerate(r.get("simultaneous_with", ())):
                pending.append((rpath + (".simultaneous_with[%d]" % j), "recognizer",
                                rec.allow_simultaneous, other))
        self.view_recognizers.setdefault(view_name, []).extend(names)
        return names

    def _discard(self, views: List[View], recs: List[Recognizer], step_path: str) -> None:
        """Roll back what a refused step made: its recognizers and views are destroyed and
        their names forgotten (later steps naming them get a TC_ERR_NOT_FOUND error)."""
        made = set(map(id, recs))
        name: Optional[str]
        for name, rec in list(self.recognizers.items()):
            if id(rec) in made:
                del self.recognizers[name]
                self.refused[name] = step_path
        for rec in reversed(recs):
            try:
                rec.destroy()
            except TouchChainError:
                pass
        for view in reversed(views):
            key = id(view)
            name = self.names.pop(key, None)
            self.handles.pop(key, None)
            self.routes.pop(key, None)
            if name is not None:
                self.views.pop(name, None)
                self.view_recognizers.pop(name, None)
                self.controls.pop(name, None)
                self.refused[name] = step_path
                pan_name = self.scroll_pans.pop(name, None)
                if pan_name is not None:
                    self.recognizers.pop(pan_name, None)
                    self.refused[pan_name] = step_path
            try:
                view.destroy()
            except TouchChainError:
                pass

    # ---- callbacks ---------------------------------------------------------
    def _name(self, obj: object) -> Optional[str]:
        return self.names.get(id(obj)) if obj is not None else None

    def _on_touches(self, responder: Responder, ev: TouchesEvent) -> bool:
        key = id(responder)
        handled = "touches" in self.handles[key]
        if int(ev.phase) == int(Phase.BEGAN):
            for t in ev.touches:
                self._misses_button[t.id] = (int(t.type) == int(TouchType.INDIRECT_POINTER)
                                             and not int(t.buttons) & int(Button.PRIMARY))
        control = getattr(responder, "control", None)
        if control is not None:
            # R3: a control consumes its touches (its tracking or its handler; a page
            # control's too, though it never tracks, C1), but for every phase but the cancel
            # of pointer touches that began without the primary button while it tracks none
            # (C1/R3; a segmented control swallows them). The
            # moved and ended it passes on while it tracks none (a subview's touch, one that
            # landed off a slider's thumb, C1) stop here all the same: their began stopped
            # here (R2), so the walk ends at the control, which handles them.
            cancel = int(ev.phase) == int(Phase.CANCELLED)
            state = control.state
            passes_on = False
            if (not cancel and ev.touches and not state.tracking
                    and all(self._misses_button.get(t.id, False) for t in ev.touches)):
                passes_on = control.kind != ControlKind.SEGMENTED
            handled = handled or not passes_on
        self._touch_ctx = (ev.timestamp, ev.dispatch_time)
        fields: Record = {"phase": PHASE_NAMES[int(ev.phase)], "responder": self.names[key],
                          "touches": [t.id for t in ev.touches],
                          "tap_counts": [t.tap_count for t in ev.touches]}
        if any(int(t.type) != TouchType.DIRECT for t in ev.touches):  # P1: only then
            fields["types"] = [TOUCH_TYPE_NAMES.get(int(t.type), str(int(t.type)))
                               for t in ev.touches]
        fields["handled"] = handled
        self.emit(ev.timestamp, ev.dispatch_time, "touches", **fields)
        return "touches" in self.handles[key]

    def _on_hover(self, view: View, ev: HoverEvent) -> None:
        self.emit(ev.timestamp, self._now(), "hover", view=self.names[id(view)],
                  phase=PHASE_NAMES.get(int(ev.phase), str(int(ev.phase))), hover=ev.id,
                  location=_pt(ev.x, ev.y))

    def _on_update(self, view: View, u: TouchUpdate) -> None:
        self.emit(u.timestamp, self._now(), "estimated_update", view=self.names[id(view)],
                  touch=u.id, index=u.index, properties=_property_names(u.properties),
                  remaining=_property_names(u.remaining))

    def _on_event(self, responder: Responder, ev: Event) -> bool:
        key = id(responder)
        kind = EVENT_KIND_NAMES[int(ev.type)]
        slot = {"motion": "motion", "remote": "remote", "press": "presses"}[kind]
        handled = slot in self.handles[key]
        self.emit(ev.timestamp, self._now(), kind, subtype=self._subtype(kind, ev.subtype),
                  phase=PHASE_NAMES.get(int(ev.phase)), responder=self.names[key],
                  handled=handled)
        return handled

    @staticmethod
    def _subtype(kind: str, value: int) -> Union[str, int]:
        table = {"motion": Motion, "remote": Remote, "press": Press}[kind]
        try:
            return table(value).name.lower()
        except ValueError:
            return value

    def _on_route(self, responder: Responder, ev: RouteEvent) -> bool:
        key = id(responder)
        routes = self.routes[key]
        handled = ev.name in routes or "*" in routes
        self.emit(self._ctx_t, self._now(), "route", name=ev.name, info=dict(ev.info),
                  responder=self.names[key], handled=handled)
        return handled

    def _on_unhandled(self, _scene: Scene, info: UnhandledEvent) -> None:
        kind = EVENT_KIND_NAMES.get(int(info.type), str(info.type))
        if kind == "touches":
            self.emit(info.timestamp, self._now(), "dropped", kind=kind,
                      touches=[t.id for t in info.touches])
        elif kind == "route":
            self.emit(self._ctx_t, self._now(), "dropped", kind=kind, subtype=info.route_name)
        else:
            self.emit(info.timestamp, self._now(), "dropped", kind=kind,
                      subtype=self._subtype(kind, info.subtype))

    def _on_gesture(self, rec: Recognizer, d: GestureDetails) -> None:
        state = GESTURE_STATES.get(int(d.state))
        if state is None:  # reset to possible: not a log record
            return
        fields: Record = {"recognizer": rec.name, "state": state, "location": _pt(d.x, d.y)}
        kind = int(d.kind)
        if kind in (RecognizerKind.PAN, RecognizerKind.EDGE_PAN):
            fields["translation"] = _pt(d.translation_x, d.translation_y)
            fields["velocity"] = _pt(d.velocity_x, d.velocity_y)
        elif kind == RecognizerKind.PINCH:
            fields["scale"] = _f(d.scale)
            fields["velocity"] = _f(d.scale_velocity)
        elif kind == RecognizerKind.ROTATION:
            fields["rotation"] = _f(d.rotation)
            fields["velocity"] = _f(d.rotation_velocity)
        elif kind == RecognizerKind.SWIPE:
            names = [n for n, bit in DIRECTIONS.items() if int(d.direction) & int(bit)]
            fields["direction"] = names[0] if len(names) == 1 else (names or None)
        if state == "failed":
            reason = d.failure_message or (d.failure_reason.name.lower().replace("_", " ")
                                           if hasattr(d.failure_reason, "name") else "")
            fields["reason"] = reason
        self.emit(d.timestamp, d.timestamp, "gesture", **fields)

    def _on_scroll(self, view_name: str, e: ScrollEvent) -> None:
        now = self._now()
        fields: Record = {"view": view_name,
                          "event": SCROLL_EVENTS.get(int(e.kind), str(int(e.kind))),
                          "offset": _pt(*e.offset)}
        if e.target is not None:  # will_end_dragging
            fields["velocity"] = _pt(*e.velocity)
            fields["target_offset"] = _pt(*e.target)
        if e.decelerate is not None:
            fields["decelerate"] = e.decelerate
        self.emit(now, now, "scroll", **fields)

    def _on_control(self, view_name: str, event: int) -> None:
        t, at = self._touch_ctx if self._touch_ctx is not None else (self._now(),) * 2
        self.emit(t, at, "control", view=view_name,
                  event=CONTROL_EVENT_NAMES.get(int(event), str(int(event))))

    def _on_hit_trace(self, step: int, view: Optional[View], inside: bool,
                      result: Optional[View]) -> None:
        step = int(step)
        if step == TraceStep.ENTER:
            self._depth += 1
            if self.trace_hit_test:
                self.emit(self._ctx_t, self._now(), "hit_enter", view=self._name(view))
        elif step == TraceStep.POINT_INSIDE:
            if self.trace_hit_test:
                self.emit(self._ctx_t, self._now(), "point_inside", view=self._name(view),
                          inside=bool(inside))
        else:
            self._depth -= 1
            if self.trace_hit_test:
                self.emit(self._ctx_t, self._now(), "hit_exit", view=self._name(view),
                          result=self._name(result))
            if self._depth == 0 and self._in_dispatch and self._began:
                # The engine's own hit test of a began sample (T4: once, in sample order).
                touch_id, t = self._began.pop(0)
                self.emit(t, self._now(), "hit_test", touch=touch_id, view=self._name(result))

    # ---- running -----------------------------------------------------------
    def _dispatch(self) -> None:
        assert self.scene is not None  # an input was queued: built
        self._in_dispatch = True
        try:
            self.scene.dispatch()
        finally:
            self._in_dispatch = False
            for touch_id, t in self._began:  # no window to hit-test (cannot happen here)
                self.emit(t, self._now(), "hit_test", touch=touch_id, view=None)
            self._began = []
            self._touch_ctx = None

    def run(self) -> List[Record]:
        """Run the whole trace; returns every record (also kept in ``records``)."""
        for rec in self.iter_run():
            self.records.append(rec)
        return self.records

    def iter_run(self) -> Iterator[Record]:
        """Run the trace, yielding the records of each step as soon as the step is done (the
        records of queued touch samples come with the step that dispatches them). Raises
        RuntimeError unless build() ran first."""
        if self.scene is None:
            raise RuntimeError("Replayer: call build() before run() or iter_run()")
        pending_t: Optional[float] = None  # t of the queued touch samples (one event), or None
        pending_kind = ""                  # "touch" or "hover": what is queued
        for index, step in enumerate(self.doc.get("trace", ())):
            t = step["t"]
            kind = "touch" if "touch" in step else "hover" if "hover" in step else ""
            # Touch samples with one t are one event; hover samples with one t are queued
            # together too, but never with touches (each dispatch's hit tests are then those
            # of one kind: the `hit_test` records of touches stay theirs).
            if pending_t is not None and (kind != pending_kind or t != pending_t):
                self._dispatch()
                pending_t = None
            self._ctx_t = t
            path = "trace[%d]" % index
            try:
                if kind == "touch":
                    if self._push_touch(step, path):
                        pending_t, pending_kind = t, kind
                elif kind == "hover":
                    self._push_hover(step, path)
                    pending_t, pending_kind = t, kind
                else:
                    self._step(step, path)
            except _Refused as r:
                self._error(t, index, r.path, r.error)
            except TouchChainError as e:  # refused by a call no _do names: the whole step
                self._error(t, index, path, e)
            if self._out:
                out, self._out = self._out, []
                yield from out
        if pending_t is not None:
            self._dispatch()
        out, self._out = self._out, []
        yield from out

    def _window(self, step: Mapping[str, Any]) -> Window:
        name = step.get("window")
        window = self.windows[0] if name is None else self.views[name]
        assert isinstance(window, self.tc.Window)  # validated: "window" names a window
        return window

    def _push_touch(self, step: Mapping[str, Any], path: str) -> bool:
        touch_id = int(step["touch"])  # integral and within int64_t (validated)
        phase = TOUCH_PHASES[step["phase"]]
        window = step.get("window")
        if phase != Phase.BEGAN and window is not None:
            live = self.touch_windows.get(touch_id)
            if live is not None and live != window:
                raise _Refused(path + ".window", _tool_error(
                    "TC_ERR_INVALID_ARGUMENT",
                    "touch %d is in window %r: a %s sample may not name window %r (later "
                    "phases stay in the touch's window)" % (touch_id, live, step["phase"],
                                                           window)))
        assert self.scene is not None  # built (build() before run())
        extra: Dict[str, Any] = {}
        if "buttons" in step:
            extra["buttons"] = _buttons(step["buttons"], path + ".buttons")
        for key in ("altitude", "azimuth"):
            if key in step:
                extra[key] = step[key]
        if "estimated" in step:
            extra["estimated"] = _mask(step["estimated"], path, PROPERTIES, allow_empty=True)
        if "expecting" in step:
            extra["expecting"] = _mask(step["expecting"], path, PROPERTIES, allow_empty=True)
        if "update_index" in step:
            extra["update_index"] = int(step["update_index"])
        for key in ("coalesced", "predicted"):
            if key in step:
                extra[key] = step[key]
        try:
            self.scene.push_touch(touch_id, phase, step["x"], step["y"], step["t"],
                                  window=self._window(step), force=step.get("force", 0.0),
                                  major_radius=step.get("radius", 0.0),
                                  type=TOUCH_TYPES[step.get("type", "direct")], **extra)
        except TouchChainError as e:
            raise _Refused(path + self._touch_key(step, e), e) from None
        if phase == Phase.BEGAN:
            self._began.append((touch_id, step["t"]))
            self.touch_windows[touch_id] = window if window is not None else \
                self.doc["windows"][0]["name"]
        elif phase in (Phase.ENDED, Phase.CANCELLED):
            self.touch_windows.pop(touch_id, None)
        return True

    @staticmethod
    def _touch_key(step: Mapping[str, Any], error: TouchChainError) -> str:
        """The key of a touch step the engine refused (for the error record's path)."""
        name = error.name
        if name == "TC_ERR_TIME_BACKWARDS":
            return ".t"
        if name in ("TC_ERR_UNKNOWN_TOUCH", "TC_ERR_DUPLICATE_TOUCH", "TC_ERR_TOO_MANY_TOUCHES"):
            return ".touch"
        values = [(k, step.get(k, 0.0)) for k in ("t", "x", "y", "force", "radius")]
        angles = [(k, step[k]) for k in ("altitude", "azimuth") if k in step]
        if name == "TC_ERR_NOT_FINITE":
            key = next(("." + k for k, v in values + angles if not math.isfinite(v)), "")
            return key or _points_key(step, lambda i, p: not all(map(math.isfinite, p)))
        if name == "TC_ERR_INVALID_ARGUMENT":
            # In the engine's order: the location, the time, then the measures.
            for k, v in values[1:3] + values[:1] + values[3:]:
                if _out_of_range(k, v):
                    return "." + k
            key = _angles_key(angles)
            if key:
                return key
            if "expecting" in step and _mask(step["expecting"], "", PROPERTIES, True) & ~_mask(
                    step.get("estimated", []), "", PROPERTIES, True):
                return ".expecting"
            return _points_key(step, None, error.message)
        if name == "TC_ERR_LIMIT":
            return _points_key(step, None, error.message)
        if name == "TC_ERR_STATE" and "window" in step:
            return ".window"
        return ""

    def _push_hover(self, step: Mapping[str, Any], path: str) -> None:
        assert self.scene is not None  # built (build() before run())
        phase = HOVER_PHASES[step["phase"]]
        try:
            self.scene.push_hover(int(step["hover"]), phase, step["x"], step["y"], step["t"],
                                  type=HOVER_TYPES[step.get("type", "indirect_pointer")],
                                  altitude=step.get("altitude", _raw.TC_DEFAULT_ALTITUDE),
                                  azimuth=step.get("azimuth", 0.0), z_offset=step.get("z", 0.0),
                                  window=self._window(step))
        except TouchChainError as e:
            raise _Refused(path + _input_key(step, e, "hover"), e) from None

    def _step(self, step: Mapping[str, Any], path: str) -> None:
        scene, t, do = self.scene, step["t"], self._do
        assert scene is not None  # built (build() before run())
        if "advance" in step:
            do(path + ".t", scene.advance, t)
        elif "motion" in step:
            do(path + ".t", scene.push_motion, MOTIONS[step["motion"]],
               MOTION_PHASES[step["phase"]], t)
            self._dispatch()
        elif "remote" in step:
            remote = dict(REMOTES, **REMOTE_ALIASES)[step["remote"]]
            do(path + ".t", scene.push_remote, remote, t)
            self._dispatch()
        elif "press" in step:
            press = dict(PRESSES, **PRESS_ALIASES)[step["press"]]
            do(path + ".t", scene.push_press, press, PRESS_PHASES[step["phase"]], t)
            self._dispatch()
        elif "scroll" in step or "pinch" in step or "rotate" in step or "update" in step:
            self._push_input(step, path)
            self._dispatch()
        else:
            # the clock reaches t (timers fire); refused if t is in the past
            do(path + ".t", scene.advance, t)
            if "route" in step:
                name = step["from"]
                src = self.views.get(name) or self.controllers.get(name)
                if src is None:
                    raise self._missing("view", name, path + ".from")
                do(path + ".route", scene.send_route, src, step["route"],
                   step.get("info") or {})
            elif "hit_test" in step:
                x, y = step["hit_test"]
                hit = do(path + ".hit_test", self._window(step).hit_test, x, y)
                self.emit(t, scene.now, "hit_test", point=_pt(x, y), view=self._name(hit))
            elif "first_responder" in step:
                name = step["first_responder"]
                if name is None:
                    current = scene.first_responder
                    if current is not None:
                        do(path + ".first_responder", current.resign_first_responder)
                else:
                    view: Optional[View]  # (a View here, None allowed for focus below)
                    view = self._view(name, path + ".first_responder")
                    do(path + ".first_responder", view.become_first_responder)
            elif "focus" in step:
                name = step["focus"]
                view = None if name is None else self._view(name, path + ".focus")
                do(path + ".focus", setattr, scene, "focus", view)
            elif "set" in step:
                self._set(step["set"], path + ".set", path)

    def _push_input(self, step: Mapping[str, Any], path: str) -> None:
        """Queue a `scroll`, `pinch`, `rotate` or `update` step (P4, P5); a refusal names the
        key at fault."""
        scene, t = self.scene, step["t"]
        assert scene is not None  # built (build() before run())
        kind = next(k for k in ("scroll", "pinch", "rotate", "update") if k in step)
        try:
            if kind == "scroll":
                scroll_kind = SCROLL_KINDS[step.get("kind", "discrete")]
                phase = step.get("phase")
                dx, dy = step["scroll"]
                scene.push_scroll(dx, dy, step["x"], step["y"], t, kind=scroll_kind,
                                  phase=Phase.NONE if phase is None else GESTURE_PHASES[phase],
                                  window=self._window(step))
            elif kind == "pinch":
                scene.push_pinch(step["pinch"], GESTURE_PHASES[step["phase"]], step["x"],
                                 step["y"], t, window=self._window(step))
            elif kind == "rotate":
                scene.push_rotate(step["rotate"], GESTURE_PHASES[step["phase"]], step["x"],
                                  step["y"], t, window=self._window(step))
            else:
                scene.push_touch_update(
                    int(step["update"]), int(step["index"]), t, force=step.get("force"),
                    altitude=step.get("altitude"), azimuth=step.get("azimuth"),
                    location=(step["x"], step["y"]) if "x" in step else None)
        except TouchChainError as e:
            raise _Refused(path + _input_key(step, e, kind), e) from None

    def _set(self, s: Mapping[str, Any], path: str, step_path: str) -> None:
        if "add_to" in s:
            self._add_to(s, path, step_path)
        elif "recognizer" in s:
            self._set_recognizer(s, path)
        else:
            self._set_view(s, path)

    def _add_to(self, s: Mapping[str, Any], path: str, step_path: str) -> None:
        """Build the new subtree detached, link it, then add it: a refusal anywhere destroys
        everything the step made (nothing was visible yet)."""
        parent = self._view(s["add_to"], path + ".add_to")
        spec = s["view_spec"]
        vpath = _Path(path, ".view_spec")
        views: List[View]
        recs: List[Recognizer]
        pending: List[_Pending]
        views, recs, pending = [], [], []
        assert self.scene is not None  # a parent view was found: built
        try:
            root = self._do(vpath + ".frame", self.tc.View, self.scene, *spec["frame"],
                            name=spec["name"])
            views.append(root)
            self._build_tree(root, spec, vpath, pending, views, recs)
            self._link(pending)
            self._do(path + ".add_to", parent.add_subview, root)
        except _Refused:
            self._discard(views, recs, step_path)
            raise

    def _set_recognizer(self, s: Mapping[str, Any], path: str) -> None:
        """Change one recognizer: its parameters in one tc_recognizer_set_params call (all or
        nothing), then ``enabled`` (disabling mid-gesture cancels it) and ``should_begin``."""
        rec = self._recognizer(s["recognizer"], path + ".recognizer")
        params: Dict[str, ParamValue]
        keys: List[str]
        params, keys = {}, []
        for key, value in s.items():
            if key in PARAM_FIELD and key != "enabled":
                params[PARAM_FIELD[key]] = _param_value(key, value, path)
                keys.append(key)
        if params:
            self._do(path + ("." + keys[0]) if len(keys) == 1 else path,
                     rec.set_params, **params)
        if "enabled" in s:
            self._do(path + ".enabled", setattr, rec, "enabled", s["enabled"])
        if "should_begin" in s:
            rec.should_begin = None if s["should_begin"] else (lambda _r: False)

    def _set_view(self, s: Mapping[str, Any], path: str) -> None:
        """A `set` of an existing view is all or nothing: geometry, flags and hit-testing are
        restored, a replaced control is put back, the new recognizers are destroyed (before
        the old ones are) and the scroll parameters restored when any key is refused; the
        content moves that restoring undoes (S1: a clamp, a content_offset, the move back)
        leave no did_scroll records. The `scroll` changes come last."""
        view = self._view(s["view"], path + ".view")
        name = self.names[id(view)]
        if s.get("remove"):
            self._do(path + ".remove", view.remove_from_superview)
            return
        snapshot = _snapshot(view)
        mark = len(self._out)
        pending: List[_Pending]
        made: List[Recognizer]
        old_recs: List[Recognizer]
        pending, made, old_recs = [], [], []
        old: Optional[List[str]] = None
        control_changed, old_control = False, self.controls.get(name)
        try:
            self._apply(view, s, path, pending)
            self._link(pending)
            if "control" in s:
                control_changed = True
                self._do(path + ".control", self._apply_control, view, name, s["control"])
            if "recognizers" in s:
                old = self.view_recognizers.pop(name, [])
                old_recs = [self.recognizers.pop(n) for n in old if n in self.recognizers]
                self._make_recognizers(view, name, s["recognizers"], path, pending, made)
                self._link(pending)
            if "scroll" in s:
                self._apply_scroll(view, name, s["scroll"], path + ".scroll", creating=False,
                                   multiple_touch=s.get("multiple_touch"))
        except _Refused:
            if old is not None:
                made_ids = set(map(id, made))
                for n, rec in list(self.recognizers.items()):
                    if id(rec) in made_ids:
                        del self.recognizers[n]
                for rec in made:
                    try:
                        rec.destroy()
                    except TouchChainError:
                        pass
                self.view_recognizers[name] = old
                for n, rec in zip(old, old_recs):
                    self.recognizers[n] = rec
            if control_changed:
                try:
                    self._apply_control(view, name, old_control)
                except TouchChainError:
                    pass
            _restore(view, snapshot)
            self._out[mark:] = [r for r in self._out[mark:] if not (
                r["ev"] == "scroll" and r["view"] == name and r["event"] == "did_scroll")]
            raise
        for rec in old_recs:  # commit: the old recognizers go
            rec.destroy()
        key = id(view)
        if "handles" in s:
            self.handles[key] = set(s["handles"])
            self._view_handles(view, self.handles[key])
        if "routes" in s:
            self.routes[key] = set(s["routes"])

    def close(self) -> None:
        if self.scene is not None:
            self.scene.close()


def _set_format_frame(view: View, f: Sequence[float]) -> None:
    """The format's `frame` of an existing view: the centre and the bounds size, the
    transform left out, as a new view's frame (docs/FORMAT.md). UIKit's frame setter
    (`tc_view_set_frame`) takes the size through the transform, so it is called with the
    transform set aside (it refuses, and says why, as for any view)."""
    t = view.transform
    if (t.a, t.b, t.c, t.d) == (1.0, 0.0, 0.0, 1.0):
        view.frame = f
        return
    view.transform = None
    try:
        view.frame = f
    finally:
        view.transform = t


# View properties a `set` step can change, in the order they are restored (the centre and
# the bounds: the frame follows from them and the transform).
_SNAPSHOT_ATTRS = ("transform", "center", "bounds", "hidden", "interactive", "multiple_touch",
                   "exclusive_touch", "can_become_first_responder",
                   "can_resign_first_responder", "alpha", "hit_insets",
                   "min_hit_size", "hits_outside_bounds", "polygon", "presentation",
                   "use_presentation", "redirect")


def _snapshot(view: View) -> List[Tuple[str, object]]:
    snap: List[Tuple[str, object]] = []
    for attr in _SNAPSHOT_ATTRS:
        try:
            snap.append((attr, getattr(view, attr)))
        except (AttributeError, TouchChainError):
            pass
    return snap


def _restore(view: View, snap: Iterable[Tuple[str, object]]) -> None:
    for attr, value in snap:
        try:
            if getattr(view, attr) != value:
                setattr(view, attr, value)
        except (AttributeError, TouchChainError, TypeError, ValueError):
            pass


def iter_replay(doc: object, trace_hit_test: bool = False) -> Iterator[Record]:
    """Validate and replay a parsed scene, yielding its log records step by step (memory
    does not grow with the length of the trace). SceneError is raised before the first
    record for an invalid scene."""
    doc = validate(doc)  # the same object, validated
    r = Replayer(doc, trace_hit_test)
    try:
        r.build()
        yield from r.iter_run()
    finally:
        r.close()


def replay(doc: object, trace_hit_test: bool = False) -> List[Record]:
    """Replay a parsed scene (validated here); returns the list of log records."""
    return list(iter_replay(doc, trace_hit_test))


def replay_file(path: str, trace_hit_test: bool = False) -> List[Record]:
    return replay(load(path), trace_hit_test)


# ---------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------

CLI_SUMMARY = "replay a scene/trace file; log what the engine dispatched (JSON Lines)"
CLI_DESCRIPTION = ("Replay SCENE (a touchchain-scene/1 JSON file, '-' for stdin) and print what "
                   "the engine dispatched, one JSON object per line. Exit status: 0 when the "
                   "replay ran, 2 for an invalid file or option or when libtouchchain cannot be "
                   "loaded, 1 if the timeline cannot be written or stdout closes early.")
TIMELINE_EXTENSIONS = (".svg", ".png")


def configure_parser(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Add the ``replay`` options to ``p`` (an argparse parser; see touchchain.__main__)."""
    p.add_argument("scene", metavar="SCENE.json", help="the scene file ('-' reads stdin)")
    p.add_argument("--trace-hit-test", action="store_true",
                   help="also log hit_enter / point_inside / hit_exit (H7)")
    p.add_argument("--timeline", metavar="OUT", help="draw a timeline picture: OUT.svg "
                   "(no dependency) or OUT.png (needs matplotlib: pip install touchchain[plot])")
    p.set_defaults(run=run)
    return p


def _check_timeline(path: str) -> Optional[str]:
    """None if ``--timeline path`` can be written, else why not (one line)."""
    import os
    from .__main__ import check_output_path
    if os.path.isdir(path):
        return "is a directory"
    ext = os.path.splitext(path)[1].lower()
    if ext not in TIMELINE_EXTENSIONS:
        return ("%s: use .svg or .png (.png needs matplotlib)"
                % ("unknown picture type %r" % ext if ext else "no extension"))
    if ext == ".png":
        import importlib.util
        if importlib.util.find_spec("matplotlib") is None:
            return ("PNG timelines need matplotlib: pip install 'touchchain[plot]' "
                    "(or write .svg)")
    return check_output_path(path)


def run(args: argparse.Namespace) -> int:
    """Run ``touchchain replay`` with parsed arguments; returns the exit status."""
    from .__main__ import Progress, discard_output, library_missing, output_failed
    if args.timeline:
        problem = _check_timeline(args.timeline)
        if problem:
            print("touchchain replay: --timeline %s: %s" % (args.timeline, problem),
                  file=sys.stderr)
            return 2
    if library_missing("touchchain replay"):
        return 2
    r: Optional[Replayer] = None
    progress = Progress("replay", unit="step")
    try:
        doc = load(args.scene)
        trace = doc.get("trace")
        if isinstance(trace, list):
            progress.reset(total=len(trace))
            doc["trace"] = progress.counting(trace, every=256)
        r = Replayer(doc, args.trace_hit_test)
        r.build()
    except SceneError as e:
        progress.close()
        if r is not None:
            r.close()
        print("touchchain replay: %s: %s" % (args.scene, e), file=sys.stderr)
        return 2
    out = sys.stdout
    try:
        # TextIO has no reconfigure(): sys.stdout may be replaced (AttributeError, caught)
        out.reconfigure(encoding="utf-8", errors="backslashreplace")  # type: ignore[union-attr]
    except (AttributeError, ValueError):
        pass
    kept: Optional[List[Record]] = [] if args.timeline else None
    try:
        for rec in r.iter_run():  # each step's records are written when the step is done
            out.write(format_record(rec) + "\n")
            if kept is not None:
                kept.append(rec)
        out.flush()
    except BrokenPipeError:  # e.g. `touchchain replay big.json | head`
        discard_output(out)
        return 1
    except OSError as e:  # e.g. `touchchain replay big.json > file` on a full disk
        return output_failed("replay", "the log to stdout", e, out)
    finally:
        progress.close()
        r.close()
    if args.timeline:
        from . import timeline
        assert kept is not None  # kept when --timeline is given
        try:
            timeline.write(kept, args.timeline, title=_title(args.scene))
        except (ImportError, ValueError, OSError) as e:
            print("touchchain replay: --timeline %s: %s" % (args.timeline, e), file=sys.stderr)
            return 1
    return 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    """The ``touchchain`` command (``argv`` starts with the subcommand, e.g.
    ``["replay", "scene.json"]``); returns the exit status."""
    from .__main__ import main as cli_main
    return cli_main(argv)


def _title(path: str) -> str:
    import os
    return "stdin" if path == "-" else os.path.splitext(os.path.basename(path))[0]


if not TYPE_CHECKING:
    # The names the annotations use (imported above for type checkers only), bound for
    # typing.get_type_hints; the package's modules are all loaded by now (importing
    # touchchain.replay imports touchchain first).
    from ._recognizer import ParamValue, Recognizer
    from ._scene import Scene
    from ._scroll import ScrollEvent
    from ._types import (Event, GestureDetails, HoverEvent, RouteEvent, TouchesEvent,
                         TouchUpdate, UnhandledEvent)
    from ._view import Controller, Responder, View, Window

__all__ = ["SceneError", "load", "loads", "validate", "replay", "iter_replay", "replay_file",
           "format_log", "format_record", "Replayer", "main"]
