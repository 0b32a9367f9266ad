"""Value types handed to and returned from the Pythonic layer (snapshots:
they copy what the engine lends, so they stay valid after a callback)."""
import ctypes
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Dict, List, NamedTuple, Optional

from . import _raw
from ._core import call, lib
from ._errors import TouchChainError
from ._enums import (Button, ControlKind, EventType, FailureReason, GestureState, Phase,
                     RecognizerKind, SwipeDirection, TouchProperty, TouchType)

if TYPE_CHECKING:  # import cycles: bound at run time by the package (__init__), for get_type_hints
    from ._scene import Scene
    from ._view import View, Window


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


class TouchPoint(NamedTuple):
    """One point of a touch between two events (coalesced) or after the latest (predicted),
    P6 (tc_touch_point). ``timestamp`` in seconds; ``x``, ``y`` in the window's coordinates,
    points; ``force`` >= 0 (0: unknown); ``altitude`` radians, 0 (parallel to the surface) to
    pi/2 (perpendicular, TC_DEFAULT_ALTITUDE, a finger's); ``azimuth`` radians, -pi to pi,
    clockwise from +x in y-down space."""
    timestamp: float
    x: float
    y: float
    force: float = 0.0
    altitude: float = _raw.TC_DEFAULT_ALTITUDE
    azimuth: float = 0.0

    @classmethod
    def from_c(cls, c: Any) -> "TouchPoint":
        return cls(c.timestamp, c.x, c.y, c.force, c.altitude, c.azimuth)


def _point_getter(fn: Any, scene: Any, handle: int, count: int) -> "List[TouchPoint]":
    out: List[TouchPoint] = []
    p = _raw.tc_touch_point()
    for i in range(count):
        p.size = ctypes.sizeof(p)
        call(scene, fn, handle, i, ctypes.byref(p))
        out.append(TouchPoint.from_c(p))
    return out


class _TouchRecord:
    """What the Touch snapshots of one touch share (``scene._touches``, by handle): its ``id``,
    whether it is still ``live``, and ``seen_in``: the scene's dispatch epoch in which a
    snapshot of it was last taken with a phase other than ENDED or CANCELLED (-1 after one with
    those phases: the touch may be ending, so the sweep at the end of the dispatch asks the
    engine about it). See Scene._sweep_touches. ``last_time`` (the latest sample time a
    snapshot showed) and ``ended_seen`` (a snapshot showed it ENDED or CANCELLED) tell a newer
    touch in the same slot with the same id apart within one dispatch (``_is_newer``)."""

    __slots__ = ("id", "live", "seen_in", "last_time", "ended_seen")

    def __init__(self, touch_id: int, time: float) -> None:
        self.id = touch_id
        self.live = True
        self.seen_in = -1
        self.last_time = time
        self.ended_seen = False

    def _is_newer(self, touch_id: int, phase: int, time: float) -> bool:
        """Whether a snapshot (id, phase, time) is of another touch than this record's: another
        id, or a BEGAN later than anything this touch showed (its handle wrapped within one
        dispatch: time never goes back, and a held began (G4) shows its earlier time), or at
        the same time once this touch showed its end."""
        if touch_id != self.id:
            return True
        if phase != _raw.TC_PHASE_BEGAN:
            return False
        return time > self.last_time or (time == self.last_time and self.ended_seen)


@dataclass
class Touch:
    """A snapshot of a touch (tc_touch_get_info) taken when it was handed out. Its fields stay
    readable. ``location_in``, ``azimuth_angle_in``, ``azimuth_unit_vector_in`` and
    ``predict`` ask the engine, so they work only while the touch is live: once the
    ``dispatch`` or ``advance`` of its ended or cancelled sample has returned, they raise
    StaleHandleError without calling the engine, where the handle could name a newer touch
    once its slot has been reused (as ``Recognizer.ignore_touch`` of it does)."""
    scene: "Scene" = field(repr=False)
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
    """At most ``max_force`` when that is known (> 0), T1."""
    max_force: float
    view: "Optional[View]"
    """The touch's hit-test view (UIKit's ``view``), or None."""
    window: "Optional[Window]"
    buttons: Button = Button.PRIMARY
    """The pointer buttons held (P2)."""
    altitude: float = _raw.TC_DEFAULT_ALTITUDE
    """Radians, 0 (parallel to the surface) to pi/2 (perpendicular: a finger, a pointer), P5."""
    azimuth: float = 0.0
    """Radians in the window's plane, -pi to pi, clockwise from +x in y-down space (P5); 0
    unless the touch is a stylus's."""
    estimated_properties: TouchProperty = TouchProperty(0)
    """Properties whose values are estimates (P5; UIKit's ``estimatedProperties``)."""
    expecting_updates: TouchProperty = TouchProperty(0)
    """Of those, the ones still expecting an update (``estimatedPropertiesExpectingUpdates``)."""
    estimation_update_index: int = 0
    """The host's key for those updates (``estimationUpdateIndex``)."""
    coalesced: List["TouchPoint"] = field(default_factory=list, repr=False)
    """The points of the touch's sample in the event (P6; UIEvent's ``coalescedTouches(for:)``):
    the host's coalesced points, oldest first, then the sample itself (always at least that
    one; only that one for a touch without a sample in the event, a held phase delivered later
    or the touch of an estimated update)."""
    predicted: List["TouchPoint"] = field(default_factory=list, repr=False)
    """The host's predicted points given with the touch's sample in the event
    (``predictedTouches(for:)``); none without a sample in the event, in a held phase delivered
    later, while the touch is ended or cancelled, or for an indirect touch or pointer (P6); see
    :meth:`predict` for the engine's own."""

    @classmethod
    def from_handle(cls, scene: "Scene", handle: int) -> "Touch":
        info = _raw.tc_touch_info()
        info.size = ctypes.sizeof(info)
        call(scene, lib.tc_touch_get_info, handle, ctypes.byref(info))
        # the latest sample is the last coalesced point: no call for the usual single one
        if info.coalesced_count > 1:
            coalesced = _point_getter(lib.tc_touch_get_coalesced, scene, handle,
                                      info.coalesced_count)
        else:
            coalesced = [TouchPoint(info.timestamp, info.x, info.y, info.force, info.altitude,
                                    info.azimuth)]
        predicted = (_point_getter(lib.tc_touch_get_predicted, scene, handle,
                                   info.predicted_count) if info.predicted_count else [])
        touches: "Dict[int, _TouchRecord] | None" = getattr(scene, "_touches", None)
        record = None
        if touches is not None:
            record = touches.get(handle)
            if record is None or record._is_newer(info.id, info.phase, info.timestamp):
                if record is not None:
                    record.live = False  # its slot was reused: that touch ended
                record = touches[handle] = _TouchRecord(info.id, info.timestamp)
            # seen live in this dispatch (no probe at its end), or maybe ending (probed): see
            # Scene._sweep_touches
            ending = info.phase in (_raw.TC_PHASE_ENDED, _raw.TC_PHASE_CANCELLED)
            record.seen_in = -1 if ending else scene._epoch
            record.ended_seen = record.ended_seen or ending
            if info.timestamp > record.last_time:
                record.last_time = info.timestamp
        touch = cls(scene, handle, info.id, _enum(Phase, info.phase), info.x, info.y,
                   info.prev_x, info.prev_y, info.timestamp, info.tap_count,
                   _enum(TouchType, info.type), info.major_radius, info.radius_tolerance,
                   info.force, info.max_force, scene._lookup(info.view),
                   scene._lookup(info.window), Button(info.buttons), info.altitude,
                   info.azimuth, TouchProperty(info.estimated_properties),
                   TouchProperty(info.expecting_updates), info.estimation_update_index,
                   coalesced, predicted)
        touch.__dict__["_record"] = record  # not a field: repr, == and asdict ignore it
        return touch

    def _live_handle(self, what: "str | None" = None) -> int:
        """The handle, for a call into the engine: StaleHandleError once the scene is closed
        or the touch ended (its record is marked when the dispatch or advance that ended it
        returned), without calling the engine. ``what``: the argument it is, if one."""
        from ._core import scene_handle, stale_error
        try:
            scene_handle(self.scene)
        except TouchChainError as e:
            if what is not None:
                e.argument, e.message = what, "%s: %s" % (what, e.message)
            raise
        record: "_TouchRecord | None" = self.__dict__.get("_record")
        if record is not None and not record.live:
            raise stale_error("%stouch %d has ended (its handle is stale)"
                              % ("" if what is None else what + ": ", self.id), what)
        return self.handle

    def predict(self, interval: float) -> "TouchPoint":
        """The engine's own prediction (tc_touch_predict, P6): where the touch will be
        ``interval`` seconds (0 to TC_MAX_PREDICTION_INTERVAL) after its latest sample,
        extrapolated from its velocity fit (coalesced points included); force and angles are
        the latest sample's. Asked of the engine: the touch must be live. Changes nothing."""
        from ._core import double
        p = _raw.tc_touch_point()
        p.size = ctypes.sizeof(p)
        dt = double(interval, "interval")
        call(self.scene, lib.tc_touch_predict, self._live_handle(), dt, ctypes.byref(p))
        return TouchPoint.from_c(p)

    @property
    def location(self) -> Point:
        """(x, y) in the window's coordinates, when the snapshot was taken."""
        return Point(self.x, self.y)

    def location_in(self, view: "Optional[View]" = None, previous: bool = False) -> Point:
        """``location(in:)`` (or ``previousLocation(in:)``): in ``view``'s coordinates (None:
        the window's), asked of the engine: the touch must be live."""
        x, y = ctypes.c_double(), ctypes.c_double()
        view_h = _view_arg(view)
        call(self.scene, lib.tc_touch_location_in, self._live_handle(), view_h,
             int(bool(previous)), ctypes.byref(x), ctypes.byref(y))
        return Point(x.value, y.value)

    def _azimuth_in(self, view: "Optional[View]") -> "tuple[float, Point]":
        a, ux, uy = ctypes.c_double(), ctypes.c_double(), ctypes.c_double()
        view_h = _view_arg(view)
        call(self.scene, lib.tc_touch_azimuth_in, self._live_handle(), view_h,
             ctypes.byref(a), ctypes.byref(ux), ctypes.byref(uy))
        return a.value, Point(ux.value, uy.value)

    def azimuth_angle_in(self, view: "Optional[View]" = None) -> float:
        """``azimuthAngle(in:)``: the azimuth in ``view``'s coordinates (None: the window's),
        radians in -pi .. pi, clockwise from +x with y down; asked of the engine: the touch
        must be live. SingularError if a transform on the way cannot be inverted."""
        return self._azimuth_in(view)[0]

    def azimuth_unit_vector_in(self, view: "Optional[View]" = None) -> Point:
        """``azimuthUnitVector(in:)``: the unit vector pointing along the azimuth in
        ``view``'s coordinates (None: the window's)."""
        return self._azimuth_in(view)[1]


def _view_arg(view: "Optional[View]") -> Any:
    """The handle of ``view`` (a View, or None: the window's coordinates) for a Touch method;
    anything else raises TypeError naming ``view``."""
    from ._core import handle_arg
    from ._view import View
    return handle_arg(view, "view", View, True)


def _enum(cls: Any, value: int) -> Any:
    try:
        return cls(value)
    except ValueError:
        return value


def touches_from_array(scene: "Scene", array: Any, count: int) -> List[Touch]:
    return [Touch.from_handle(scene, array[i]) for i in range(count)] if count else []


@dataclass
class TouchesEvent:
    """A touches delivery (tc_touches_event)."""
    phase: Phase
    timestamp: float
    dispatch_time: float
    touches: List[Touch]
    all_touches: List[Touch]
    hit_view: "Optional[View]"


@dataclass
class HoverEvent:
    """A hover delivery to one view (tc_hover_event, P3): the pointer or pencil entered the
    view (``phase`` BEGAN), moved over it (MOVED), left it or went out of range (ENDED), or
    the hover was cancelled (CANCELLED). ``x``, ``y``: in the window's coordinates, points;
    ``timestamp`` seconds; ``type``: INDIRECT_POINTER or STYLUS; for a pencil ``altitude``
    and ``azimuth`` (radians) and ``z_offset`` (0 touching .. 1 edge of range);
    ``hit_view``: the hit-test view of this sample (None when nothing was hit, or on
    leaving)."""
    phase: Phase
    id: int
    x: float
    y: float
    timestamp: float
    type: TouchType
    altitude: float
    azimuth: float
    z_offset: float
    hit_view: "Optional[View]"

    @classmethod
    def from_c(cls, scene: "Scene", e: Any) -> "HoverEvent":
        return cls(_enum(Phase, e.phase), e.id, e.x, e.y, e.timestamp, _enum(TouchType, e.type),
                   e.altitude, e.azimuth, e.z_offset, scene._lookup(e.hit_view))

    @property
    def location(self) -> Point:
        """(x, y) in the window's coordinates."""
        return Point(self.x, self.y)


@dataclass
class TouchUpdate:
    """An update of an earlier sample's estimated properties (tc_touch_update, P5; UIKit's
    ``touchesEstimatedPropertiesUpdated``), as handed to the view that received the touch.
    ``properties``: what it carries; only those values mean something: ``force`` (>= 0),
    ``azimuth`` and ``altitude`` (radians), ``x``, ``y`` (LOCATION, window coordinates,
    points). ``id`` and ``index``: the touch and the sample's estimation update index;
    ``timestamp``: when the update arrived (seconds); ``remaining``: the properties still
    expecting updates after this one; ``touch``: a snapshot of the touch while it is live,
    else None, taken as the touch shows the updated sample during the call (its location,
    time, phase and index, with the updates so far; P5)."""
    properties: TouchProperty
    id: int
    index: int
    timestamp: float
    force: float
    azimuth: float
    altitude: float
    x: float
    y: float
    remaining: TouchProperty
    touch: Optional[Touch]

    @classmethod
    def from_c(cls, scene: "Scene", u: Any) -> "TouchUpdate":
        return cls(TouchProperty(u.properties), u.id, u.estimation_update_index, u.timestamp,
                   u.force, u.azimuth, u.altitude, u.x, u.y, TouchProperty(u.remaining),
                   Touch.from_handle(scene, u.touch) if u.touch else None)


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
    view: "Optional[View]"
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
    altitude: float = 0.0
    """Hover: the pencil's altitude, radians (P3)."""
    azimuth: float = 0.0
    """Hover: the pencil's azimuth, radians (P3)."""
    z_offset: float = 0.0
    """Hover: the pencil's distance from the surface, 0 (touching) to 1 (P3)."""
    touch_type: "TouchType | int" = 0
    """Hover: the hover's type; a pan, pinch or rotation driven by scroll or transform input:
    INDIRECT_POINTER; else the type of its first touch; 0 with none (P1, P4)."""

    @classmethod
    def from_c(cls, scene: "Scene", d: Any) -> "GestureDetails":
        return cls(_enum(RecognizerKind, d.kind), _enum(GestureState, d.state), d.touch_count,
                   scene._lookup(d.view), d.x, d.y, d.timestamp, d.taps,
                   SwipeDirection(d.direction), d.translation_x, d.translation_y,
                   d.velocity_x, d.velocity_y, d.scale, d.scale_velocity, d.rotation,
                   d.rotation_velocity, _enum(FailureReason, d.failure_reason),
                   (d.failure_message or b"").decode("utf-8", "replace"), d.altitude,
                   d.azimuth, d.z_offset, _enum(TouchType, d.touch_type))

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
