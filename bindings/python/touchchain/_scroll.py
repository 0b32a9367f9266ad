"""Scroll views (S1-S8): parameters, delegate events and the host hooks, for View.

A scroll view is a View given scroll parameters (``view.make_scroll(...)``); the View methods
are in _view.py, the pieces they share are here: :class:`ScrollParams` (tc_scroll_params),
:class:`ScrollEvent` (tc_scroll_event_info, handed to ``on_scroll``), :class:`ScrollState`,
and the trampolines of tc_scroll_callbacks."""
import ctypes
import operator
from dataclasses import dataclass
from typing import (TYPE_CHECKING, Any, Callable, Iterable, Mapping, NamedTuple, Optional, Tuple,
                    Union)

from . import _raw
from ._core import double, lib, registry, trampoline
from ._enums import NestedScrolling, ScrollEventKind
from ._errors import InvalidValueError
from ._types import Point, Touch, _enum

if TYPE_CHECKING:
    from ._view import View

# A value of scroll parameter: a bool, a number, a "normal"/"fast" rate, or (content_size,
# content_inset) a sequence of numbers.
ScrollValue = Union[bool, int, float, str, Iterable[float]]
ScrollFn = Callable[["View", "ScrollEvent"], object]
ShouldBeginFn = Callable[["View", Touch, "View | None"], object]
ShouldCancelFn = Callable[["View", "View | None"], object]

CONTENT_TOUCH_DELAY: float = _raw.TC_SCROLL_CONTENT_TOUCH_DELAY
DECELERATION_NORMAL: float = _raw.TC_DECELERATION_NORMAL
DECELERATION_FAST: float = _raw.TC_DECELERATION_FAST
DECELERATION_RATES = {"normal": DECELERATION_NORMAL, "fast": DECELERATION_FAST}


class ScrollParams(NamedTuple):
    """A scroll view's parameters (tc_scroll_params; UIScrollView's properties). The field
    names are the C fields'; the defaults are UIKit's (TC_SCROLL_PARAMS_INIT)."""

    content_w: float = 0.0
    """contentSize.width, points (>= 0)."""
    content_h: float = 0.0
    """contentSize.height, points (>= 0)."""
    inset_top: float = 0.0
    """contentInset, points."""
    inset_left: float = 0.0
    inset_bottom: float = 0.0
    inset_right: float = 0.0
    scroll_enabled: bool = True
    """isScrollEnabled: False disables the scroll view's pan."""
    paging: bool = False
    """isPagingEnabled (S5)."""
    bounces: bool = True
    """Rubber band past the edges (S4)."""
    always_bounce_horizontal: bool = False
    """Drag along x even when the content is not wider than the bounds (S6)."""
    always_bounce_vertical: bool = False
    directional_lock: bool = False
    """isDirectionalLockEnabled (S4)."""
    delays_content_touches: bool = True
    """delaysContentTouches (S2)."""
    can_cancel_content_touches: bool = True
    """canCancelContentTouches (S3)."""
    deceleration_rate: float = DECELERATION_NORMAL
    """The fraction of the velocity kept per millisecond, in (0, 1); a scroll view keeps
    DECELERATION_FAST below 0.994, else DECELERATION_NORMAL (S4), and reads that back."""
    nested: NestedScrolling = NestedScrolling.UIKIT
    """At an edge when nested in another scroll view: UIKIT keeps the drag (S6); HANDOFF
    passes the rest of the drag and of a fling to the enclosing scroll view (S9). Also takes
    ``"uikit"`` / ``"handoff"``."""
    transfers_horizontal_scrolling_to_parent: bool = True
    """UIKit's transfersHorizontalScrollingToParent (S6): a drag that starts toward an edge
    the content touches, or along x it cannot scroll, scrolls the enclosing scroll view."""
    transfers_vertical_scrolling_to_parent: bool = True
    """Likewise along y (transfersVerticalScrollingToParent)."""
    pointer_drag_scrolling: bool = False
    """P2: a pointer's click-drag (an ``indirect_pointer`` touch) scrolls, as a finger does.
    False (UIKit's default): the scroll view's pan takes no pointer touch, the content gets it."""
    bounces_horizontally: Optional[bool] = None
    """UIKit's bouncesHorizontally (S4): the content rubber-bands past its left and right
    edges. None (the default): as ``bounces``. Read back as tc_view_get_scroll writes it:
    ``bounces`` is True only when both axes bounce, and an axis reads None when it does as
    ``bounces`` reads, else its own value; ``bounces_along`` gives the axis's bool. Giving
    ``bounces`` to ``make_scroll`` sets both axes (UIKit's setter) unless an axis is given
    too."""
    bounces_vertically: Optional[bool] = None
    """UIKit's bouncesVertically (S4), likewise along y."""

    @property
    def bounces_along(self) -> "tuple[bool, bool]":
        """Whether the content bounces along (x, y): each axis's own value, or ``bounces``."""
        return (self.bounces if self.bounces_horizontally is None else self.bounces_horizontally,
                self.bounces if self.bounces_vertically is None else self.bounces_vertically)

    @property
    def content_size(self) -> "tuple[float, float]":
        """(content_w, content_h)."""
        return (self.content_w, self.content_h)

    @property
    def content_inset(self) -> "tuple[float, float, float, float]":
        """(inset_top, inset_left, inset_bottom, inset_right)."""
        return (self.inset_top, self.inset_left, self.inset_bottom, self.inset_right)


FIELDS = ScrollParams._fields
# bounces_horizontally / bounces_vertically: a bool, or None for "as bounces"
# (TC_SCROLL_BOUNCES_INHERIT).
_AXIS_BOUNCES = ("bounces_horizontally", "bounces_vertically")
_BOOL_FIELDS = frozenset(f for f in FIELDS if isinstance(getattr(ScrollParams(), f), bool))
# Spellings of the scene format accepted besides the C field names.
ALIASES = ("content_size", "content_inset", "enabled")


def params_from_c(p: Any) -> ScrollParams:
    """tc_view_get_scroll's struct: an axis that reads TC_SCROLL_BOUNCES_INHERIT is None."""
    def axis(f: str) -> Optional[bool]:
        v = getattr(p, f)
        return None if v == _raw.TC_SCROLL_BOUNCES_INHERIT else bool(v)
    return ScrollParams._make(bool(getattr(p, f)) if f in _BOOL_FIELDS
                              else axis(f) if f in _AXIS_BOUNCES
                              else NestedScrolling(getattr(p, f)) if f == "nested"
                              else float(getattr(p, f)) for f in FIELDS)


def _nested(value: object) -> NestedScrolling:
    if isinstance(value, str):
        try:
            return NestedScrolling(value)  # type: ignore[arg-type]  # a name (_Named)
        except ValueError:
            raise InvalidValueError("nested: %r is not a nested-scrolling mode; use 'uikit' or "
                                    "'handoff'" % value, "nested", value) from None
    if isinstance(value, bool) or isinstance(value, float) or not hasattr(value, "__index__"):
        raise TypeError("nested must be 'uikit', 'handoff' or a NestedScrolling, not %s"
                        % type(value).__name__)
    try:
        return NestedScrolling(operator.index(value))
    except ValueError:
        raise InvalidValueError("nested: %r is not a TC_SCROLL_NESTED_* value" % value,
                                "nested", value) from None


def _flag(value: object, what: str) -> int:
    if isinstance(value, bool):
        return int(value)
    if isinstance(value, (float, str, bytes)) or not hasattr(value, "__index__"):
        raise TypeError("%s must be a bool, not %s" % (what, type(value).__name__))
    return int(bool(operator.index(value)))


def _rate(value: object) -> float:
    if isinstance(value, str):
        rate = DECELERATION_RATES.get(value.strip().lower())
        if rate is None:
            raise InvalidValueError("deceleration_rate: %r is not a rate; use 'normal', "
                                    "'fast' or a number in (0, 1)" % value,
                                    "deceleration_rate", value)
        return rate
    return double(value, "deceleration_rate")


def _numbers(value: object, n: int, what: str, names: str) -> "list[float]":
    try:
        if isinstance(value, (str, bytes, bytearray)):
            raise TypeError  # not a sequence of numbers
        values = list(value)  # type: ignore[call-overload]
    except TypeError:
        raise TypeError("%s must be a sequence of %d numbers (%s), not %s"
                        % (what, n, names, type(value).__name__)) from None
    if len(values) != n:
        raise InvalidValueError("%s must be %d numbers (%s), got %d" % (what, n, names,
                                                                        len(values)),
                                what, value)
    return [double(v, "%s[%d]" % (what, i)) for i, v in enumerate(values)]


def make_params(base: ScrollParams, changes: "Mapping[str, object]") -> Any:
    """A _raw.tc_scroll_params: ``base`` with ``changes`` (C field names or ALIASES)."""
    values = dict(base._asdict())
    if "bounces" in changes:
        # UIKit's -setBounces: sets both axes (they take `bounces`); an axis given as well
        # wins (below).
        values["bounces_horizontally"] = values["bounces_vertically"] = None
    for key, value in changes.items():
        if key == "content_size":
            values["content_w"], values["content_h"] = _numbers(value, 2, key, "w, h")
        elif key == "content_inset":
            (values["inset_top"], values["inset_left"], values["inset_bottom"],
             values["inset_right"]) = _numbers(value, 4, key, "top, left, bottom, right")
        elif key == "enabled" or key == "scroll_enabled":
            values["scroll_enabled"] = _flag(value, key)
        elif key == "deceleration_rate":
            values[key] = _rate(value)
        elif key == "nested":
            values[key] = _nested(value)
        elif key in _AXIS_BOUNCES:
            values[key] = None if value is None else bool(_flag(value, key))
        elif key in _BOOL_FIELDS:
            values[key] = _flag(value, key)
        elif key in FIELDS:
            values[key] = double(value, key)
        else:
            raise TypeError("unknown scroll parameter %r (known: %s)"
                            % (key, ", ".join(FIELDS + ALIASES)))
    p = _raw.tc_scroll_params()
    p.size = ctypes.sizeof(p)
    for key, value in values.items():
        if key in _AXIS_BOUNCES:
            value = _raw.TC_SCROLL_BOUNCES_INHERIT if value is None else int(value)
        setattr(p, key, int(value) if key in _BOOL_FIELDS or key == "nested" else value)
    return p


class ScrollState(NamedTuple):
    """Whether the finger drags the content / the content decelerates or springs back."""
    dragging: bool
    decelerating: bool


@dataclass
class ScrollEvent:
    """A scroll view delegate message (S7; tc_scroll_event_info), handed to ``on_scroll``.

    On ``WILL_END_DRAGGING`` the handler may change where the content comes to rest by
    assigning ``event.target = (x, y)`` (``scrollViewWillEndDragging(_:withVelocity:
    targetContentOffset:)``); a non-finite target is ignored by the engine."""

    kind: ScrollEventKind
    """Which message (``ScrollEventKind``)."""
    offset: Point
    """The content offset now, points."""
    velocity: Point = Point(0.0, 0.0)
    """WILL_END_DRAGGING: the content's velocity, points per MILLISECOND; else (0, 0)."""
    target: Optional[Tuple[float, float]] = None
    """WILL_END_DRAGGING: where the content will rest, a Point; assign any (x, y) to change
    it. None for the other messages."""
    decelerate: Optional[bool] = None
    """DID_END_DRAGGING: whether the content keeps moving; else None."""

    @classmethod
    def from_c(cls, info: Any) -> "ScrollEvent":
        kind = _enum(ScrollEventKind, info.event)
        event = cls(kind, Point(info.offset_x, info.offset_y))
        if kind == ScrollEventKind.WILL_END_DRAGGING:
            event.velocity = Point(info.velocity_x, info.velocity_y)
            event.target = Point(info.target_x, info.target_y)
        elif kind == ScrollEventKind.DID_END_DRAGGING:
            event.decelerate = bool(info.decelerate)
        return event


# ---------------------------------------------------------------------------
# Trampolines (user_data: the view's registry key; hooks in view._hooks).
# ---------------------------------------------------------------------------

@trampoline(_raw.tc_scroll_event_fn, None)
def _scroll_event_cb(view: "View", _h: Any, info_ptr: Any) -> None:
    fn = view._hooks.get("scroll")
    if fn is None:
        return
    info = info_ptr.contents
    event = ScrollEvent.from_c(info)
    original = event.target
    fn(view, event)
    if event.kind == ScrollEventKind.WILL_END_DRAGGING:
        if event.target is not original and event.target is not None:
            x, y = _numbers(event.target, 2, "ScrollEvent.target", "x, y")
            info.target_x, info.target_y = x, y
    elif event.target is not None:
        raise InvalidValueError("ScrollEvent.target can be changed only on will_end_dragging, "
                                "not on %s" % _event_name(event.kind), "target", event.target)


def _event_name(kind: object) -> str:
    name = lib.tc_scroll_event_string(int(kind))  # type: ignore[call-overload]
    return str(name.decode()) if name else str(kind)


@trampoline(_raw.tc_touches_should_begin_fn, 1)
def _should_begin_cb(view: "View", _h: Any, touch: Any, content: Any) -> int:
    fn = view._hooks.get("touches_should_begin")
    if fn is None:
        return 1
    return 1 if fn(view, Touch.from_handle(view.scene, touch), view.scene._lookup(content)) else 0


def _default_should_cancel(_scroll_view: Any, content: Any, user_data: Any) -> int:
    """UIKit's answer (1 unless the content is a control): the value returned when the host's
    hook raised."""
    try:
        view = registry.get(user_data)
        obj = view.scene._lookup(content) if view is not None else None
        return 0 if obj is not None and getattr(obj, "control", None) is not None else 1
    except Exception:  # noqa: BLE001 -- a neutral answer must not raise
        return 1


@trampoline(_raw.tc_touches_should_cancel_fn, _default_should_cancel)
def _should_cancel_cb(view: "View", _h: Any, content: Any) -> int:
    fn = view._hooks.get("touches_should_cancel")
    if fn is None:
        return _default_should_cancel(None, content, view._key)
    return 1 if fn(view, view.scene._lookup(content)) else 0


SLOTS = (("scroll", "event", _scroll_event_cb),
         ("touches_should_begin", "touches_should_begin", _should_begin_cb),
         ("touches_should_cancel", "touches_should_cancel", _should_cancel_cb))


def callbacks(view: "View") -> Any:
    """The tc_scroll_callbacks for the view's hooks, or None when it has none."""
    if not any(view._hooks.get(hook) for hook, _, _ in SLOTS):
        return None
    cb = _raw.tc_scroll_callbacks()
    cb.size = ctypes.sizeof(cb)
    for hook, field, tramp in SLOTS:
        if view._hooks.get(hook) is not None:
            setattr(cb, field, tramp)
    cb.user_data = view._key
    return cb


def point_arg(value: object, what: str) -> "tuple[float, float]":
    x, y = _numbers(value, 2, what, "x, y")
    return x, y


__all__ = ["ScrollParams", "ScrollEvent", "ScrollState", "CONTENT_TOUCH_DELAY",
           "DECELERATION_NORMAL", "DECELERATION_FAST"]
