"""Value types handed to and returned from the Pythonic layer (snapshots:
they copy what the engine lends, so they stay valid after a callback)."""
import ctypes
from dataclasses import dataclass, field
from typing import Any, Dict, List, NamedTuple, Optional

from . import _raw
from ._core import call, lib
from ._enums import (ControlKind, EventType, FailureReason, GestureState, Phase,
                     RecognizerKind, SwipeDirection, TouchType)

class Point(NamedTuple):
    """A point, in points."""
    x: float
    y: float


class Size(NamedTuple):
    """A size, in points."""
    w: float
    h: float


class Rect(NamedTuple):
    """A rectangle (origin and size), in points."""
    x: float
    y: float
    w: float
    h: float


class Insets(NamedTuple):
    """Edge insets, in points (negative grows the area)."""
    top: float
    left: float
    bottom: float
    right: float


class Affine(NamedTuple):
    """CGAffineTransform: (x, y) -> (a*x + c*y + tx, b*x + d*y + ty)."""
    a: float
    b: float
    c: float
    d: float
    tx: float
    ty: float

    @classmethod
    def identity(cls) -> "Affine":
        return cls(1.0, 0.0, 0.0, 1.0, 0.0, 0.0)

    @classmethod
    def translation(cls, tx: float, ty: float) -> "Affine":
        return cls(1.0, 0.0, 0.0, 1.0, float(tx), float(ty))

    @classmethod
    def scaling(cls, sx: float, sy: Optional[float] = None) -> "Affine":
        return cls(float(sx), 0.0, 0.0, float(sx if sy is None else sy), 0.0, 0.0)

    def to_c(self) -> Any:
        """As a ``_raw.tc_affine``."""
        return _raw.tc_affine(*self)

    @classmethod
    def from_c(cls, c: Any) -> "Affine":
        return cls(c.a, c.b, c.c, c.d, c.tx, c.ty)


def rect_from_c(c: Any) -> Rect:
    return Rect(c.x, c.y, c.w, c.h)


@dataclass
class Touch:
    """A snapshot of a touch (tc_touch_get_info) taken when it was handed out.
    ``location_in`` asks the engine, so it works only while the touch is live
    (until the dispatch of its ended/cancelled event returns)."""
    scene: Any = field(repr=False)
    handle: int = field(repr=False)
    id: int
    phase: Phase
    x: float
    y: float
    prev_x: float
    prev_y: float
    timestamp: float
    tap_count: int
    type: TouchType
    major_radius: float
    radius_tolerance: float
    force: float
    max_force: float
    view: Any
    window: Any

    @classmethod
    def from_handle(cls, scene: Any, handle: int) -> "Touch":
        info = _raw.tc_touch_info()
        info.size = ctypes.sizeof(info)
        call(scene, lib.tc_touch_get_info, handle, ctypes.byref(info))
        return cls(scene, handle, info.id, _enum(Phase, info.phase), info.x, info.y,
                   info.prev_x, info.prev_y, info.timestamp, info.tap_count,
                   _enum(TouchType, info.type), info.major_radius, info.radius_tolerance,
                   info.force, info.max_force, scene._lookup(info.view),
                   scene._lookup(info.window))

    @property
    def location(self) -> Point:
        """(x, y) in the window's coordinates, when the snapshot was taken."""
        return Point(self.x, self.y)

    def location_in(self, view: Any = None, previous: bool = False) -> Point:
        """``location(in:)`` (or ``previousLocation(in:)``): in ``view``'s coordinates (None:
        the window's), asked of the engine: the touch must be live."""
        x, y = ctypes.c_double(), ctypes.c_double()
        call(self.scene, lib.tc_touch_location_in, self.handle,
             None if view is None else view._as_parameter_, int(bool(previous)),
             ctypes.byref(x), ctypes.byref(y))
        return Point(x.value, y.value)


def _enum(cls: Any, value: int) -> Any:
    try:
        return cls(value)
    except ValueError:
        return value


def touches_from_array(scene: Any, array: Any, count: int) -> List[Touch]:
    return [Touch.from_handle(scene, array[i]) for i in range(count)] if count else []


@dataclass
class TouchesEvent:
    """A touches delivery (tc_touches_event)."""
    phase: Phase
    timestamp: float
    dispatch_time: float
    touches: List[Touch]
    all_touches: List[Touch]
    hit_view: Any


@dataclass
class Event:
    """A motion, remote-control or press delivery (tc_event_info)."""
    type: EventType
    subtype: int
    phase: Phase
    timestamp: float


@dataclass
class RouteEvent:
    """A router event: a name and its key/value payload (strings)."""
    name: str
    info: Dict[str, str]


@dataclass
class UnhandledEvent:
    """An event that walked off the end of the chain (tc_unhandled_info)."""
    type: EventType
    subtype: int
    phase: Phase
    timestamp: float
    touches: List[Touch]
    route_name: Optional[str]


@dataclass
class GestureDetails:
    """What a recognizer reports (tc_gesture_details), copied."""
    kind: RecognizerKind
    state: GestureState
    touch_count: int
    view: Any
    x: float
    y: float
    timestamp: float
    taps: int
    direction: SwipeDirection
    translation_x: float
    translation_y: float
    velocity_x: float
    velocity_y: float
    scale: float
    scale_velocity: float
    rotation: float
    rotation_velocity: float
    failure_reason: FailureReason
    failure_message: str

    @classmethod
    def from_c(cls, scene: Any, d: Any) -> "GestureDetails":
        return cls(_enum(RecognizerKind, d.kind), _enum(GestureState, d.state), d.touch_count,
                   scene._lookup(d.view), d.x, d.y, d.timestamp, d.taps,
                   SwipeDirection(d.direction), d.translation_x, d.translation_y,
                   d.velocity_x, d.velocity_y, d.scale, d.scale_velocity, d.rotation,
                   d.rotation_velocity, _enum(FailureReason, d.failure_reason),
                   (d.failure_message or b"").decode("utf-8", "replace"))

    @property
    def translation(self) -> Point:
        """(translation_x, translation_y), points."""
        return Point(self.translation_x, self.translation_y)

    @property
    def velocity(self) -> Point:
        """(velocity_x, velocity_y), points per second."""
        return Point(self.velocity_x, self.velocity_y)


@dataclass
class ControlState:
    """A control's state (tc_control_state)."""
    kind: ControlKind
    enabled: bool
    highlighted: bool
    tracking: bool
    touch_inside: bool
    value: float
    tracking_margin: float
