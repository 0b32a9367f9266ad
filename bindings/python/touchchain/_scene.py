"""The scene: owner of every object, the input queue and the clock."""
import ctypes
from typing import Any, Callable, Mapping, Optional

from . import _raw
from ._core import (call, cstring, double, handle_arg, integer, invoke, last_error, lib,
                    raise_pending, registry, scene_handle, trampoline)
from ._enums import (GESTURE_PHASE_NAMES, HOVER_PHASE_NAMES, MOTION_PHASE_NAMES, Button,
                     EnumValue, EventType, Motion, Phase, Press, Remote, ScrollType, TouchType,
                     TraceStep, coerce)
from ._errors import make_error, STATUS_DESCRIPTIONS
from ._types import Touch, UnhandledEvent, _TouchRecord, _enum, touches_from_array
from ._view import AppResponder, Controller, View, Window, _kv_array
from . import _batch


HitTraceFn = Callable[[TraceStep, Optional[View], bool, Optional[View]], object]
UnhandledFn = Callable[["Scene", UnhandledEvent], object]


@trampoline(_raw.tc_hit_trace_fn, None)
def _hit_trace_cb(scene: "Scene", step: int, view: Any, inside: int, result: Any) -> None:
    scene._hooks["hit_trace"](_enum(TraceStep, step), scene._lookup(view), bool(inside),
                              scene._lookup(result))


@trampoline(_raw.tc_unhandled_fn, None)
def _unhandled_cb(scene: "Scene", info: Any) -> None:
    i = info.contents
    scene._hooks["unhandled"](scene, UnhandledEvent(
        _enum(EventType, i.type), i.subtype, _enum(Phase, i.phase), i.timestamp,
        touches_from_array(scene, i.touches, i.touch_count),
        None if i.route_name is None else i.route_name.decode()))


class Scene:
    """A TouchChain scene (UIKit's application). Use as a context manager or
    call ``close()`` (idempotent); closing destroys every view, controller and
    recognizer in it, and later use of them raises StaleHandleError."""

    def __init__(self, max_touches: Optional[int] = None, queue_capacity: Optional[int] = None,
                 tap_interval: Optional[float] = None, tap_radius: Optional[float] = None,
                 tap_duration: Optional[float] = None) -> None:
        """``max_touches``: live touches at once (default TC_DEFAULT_MAX_TOUCHES);
        ``queue_capacity``: queued inputs (TC_DEFAULT_QUEUE_CAPACITY); ``tap_interval``
        (seconds) and ``tap_radius`` (points): the multi-tap window of touches' tap counts
        (UIKit's ``tapCount``); ``tap_duration`` (seconds, TC_DEFAULT_TAP_DURATION): a touch
        held that long is no tap for them. None: the default."""
        cfg = self._default_config()
        given: "tuple[tuple[str, Any], ...]" = (
            ("max_touches", max_touches), ("queue_capacity", queue_capacity),
            ("tap_interval", tap_interval), ("tap_radius", tap_radius),
            ("tap_duration", tap_duration))
        for name, value in given:
            if value is None:
                continue
            value = (double(value, name) if name in ("tap_interval", "tap_radius", "tap_duration")
                     else integer(value, name))
            setattr(cfg, name, value)
        out = ctypes.c_void_p()
        status = lib.tc_scene_create(ctypes.byref(cfg), ctypes.byref(out))
        if status != 0:
            raise self._config_error(status, cfg, given)
        self._handle: Optional[int] = out.value
        self.scene = self              # so trampolines find the scene of any object
        self._objects: "dict[int, Any]" = {}  # handle value -> View / Controller / Recognizer
        self._hooks: "dict[str, Any]" = {}
        self._touches: "dict[int, _TouchRecord]" = {}  # touch handle -> record (Touch)
        self._epoch = 0           # outermost dispatches and advances so far (_TouchRecord)
        self._dispatch_depth = 0  # dispatches and advances of this scene in progress
        self._probe_error: "Optional[tuple[str, str]]" = None  # see _sweep_touches
        self._key = registry.add(self)
        self.application = AppResponder(self, lib.tc_scene_set_app_responder, "application",
                                        lib.tc_scene_app_next_responder)
        self.app_delegate = AppResponder(self, lib.tc_scene_set_app_delegate, "app delegate")

    @staticmethod
    def _default_config() -> Any:
        """A tc_scene_config with every default (TC_SCENE_CONFIG_INIT)."""
        return _raw.tc_scene_config(ctypes.sizeof(_raw.tc_scene_config),
                                    _raw.TC_DEFAULT_MAX_TOUCHES, _raw.TC_DEFAULT_QUEUE_CAPACITY,
                                    _raw.TC_DEFAULT_TAP_INTERVAL, _raw.TC_DEFAULT_TAP_RADIUS,
                                    _raw.TC_DEFAULT_TAP_DURATION)

    @staticmethod
    def _config_error(status: int, cfg: Any, given: "tuple[tuple[str, Any], ...]") -> Exception:
        """The error of a refused tc_scene_config, naming the argument at fault (found by
        trying each given value alone on the defaults)."""
        for name, value in given:
            if value is None:
                continue
            one = Scene._default_config()
            setattr(one, name, getattr(cfg, name))
            out = ctypes.c_void_p()
            if lib.tc_scene_create(ctypes.byref(one), ctypes.byref(out)) == 0:
                lib.tc_scene_destroy(out.value)
                continue
            error = make_error(status, "tc_scene_create: %s=%r: %s" % (
                name, value, STATUS_DESCRIPTIONS.get(status, "")))
            error.argument = name
            return error
        return make_error(status, "tc_scene_create: " + STATUS_DESCRIPTIONS.get(status, ""))

    # ---- lifetime -----------------------------------------------------------
    @property
    def _as_parameter_(self) -> ctypes.c_void_p:
        h = self._handle
        return ctypes.c_void_p(h if h is not None else scene_handle(self))

    @property
    def closed(self) -> bool:
        """True once close() ran."""
        return self._handle is None

    def close(self) -> None:
        """tc_scene_destroy; a no-op when already closed."""
        if self._handle is None:
            return
        status, errors = invoke(lib.tc_scene_destroy, self._handle)
        if status != 0:  # TC_ERR_REENTRANT from a callback: the scene stays alive
            message = last_error(self)
            if status == _raw.TC_ERR_STATE:
                # the engine writes no message for a call refused because another thread's
                # call is using the scene, so the scene's last error is an older call's
                message = ("tc_scene_destroy: the scene is in use by a call on another thread "
                           "(a scene belongs to one thread at a time); it stays open")
            error = make_error(status, message or "tc_scene_destroy: "
                               + STATUS_DESCRIPTIONS.get(status, ""))
            raise_pending(errors, cause=error)
            raise error
        self._handle = None
        for record in self._touches.values():
            record.live = False
        self._touches.clear()
        for obj in list(self._objects.values()):
            obj._unregister() if hasattr(obj, "_unregister") else registry.remove(obj._key)
            control = getattr(obj, "control", None)
            if control is not None:
                control._drop_targets()
        for obj in (self.application, self.app_delegate):
            obj._unregister()
        registry.remove(self._key)
        raise_pending(errors)

    def __enter__(self) -> "Scene":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            if getattr(self, "_handle", None) is not None:
                lib.tc_scene_destroy(self._handle)
                self._handle = None
        except Exception:
            pass

    def __repr__(self) -> str:
        return "<Scene %s>" % ("closed" if self._handle is None else "0x%x" % self._handle)

    def _lookup(self, handle: Optional[int]) -> Any:
        """The Python object of a handle value (None for NULL or unknown)."""
        if not handle:
            return None
        return self._objects.get(handle)

    def _forget(self, obj: Any) -> None:
        self._objects.pop(obj._h, None)
        registry.remove(obj._key)
        control = getattr(obj, "control", None)
        if control is not None:
            control._drop_targets()

    @property
    def last_error(self) -> str:
        """tc_scene_last_error: the message of the last failed call."""
        return last_error(self)

    # ---- factories ----------------------------------------------------------
    def window(self, x: float, y: float, w: float, h: float,
               name: Optional[str] = None) -> Window:
        """A new Window (screen coordinates)."""
        return Window(self, x, y, w, h, name=name)

    def view(self, x: float, y: float, w: float, h: float, name: Optional[str] = None) -> View:
        """A new detached View."""
        return View(self, x, y, w, h, name=name)

    def controller(self, view: Optional[View] = None,
                   name: Optional[str] = None) -> Controller:
        """A new Controller (of ``view``)."""
        return Controller(self, view=view, name=name)

    # ---- queries ------------------------------------------------------------
    def _get(self, fn: Any, ctype: Any) -> Any:
        out = ctype()
        call(self, fn, self._as_parameter_, ctypes.byref(out))
        return out.value

    @property
    def now(self) -> float:
        """The scene's clock, seconds."""
        now: float = self._get(lib.tc_scene_now, ctypes.c_double)
        return now

    @property
    def queued_count(self) -> int:
        """Inputs queued, not yet dispatched."""
        n: int = self._get(lib.tc_scene_queued_count, ctypes.c_size_t)
        return n

    @property
    def touch_count(self) -> int:
        """Live touches."""
        n: int = self._get(lib.tc_scene_touch_count, ctypes.c_size_t)
        return n

    @property
    def key_window(self) -> Optional[Window]:
        """The key window (touches with no window go to it), or None."""
        window: Optional[Window] = self._lookup(self._get(lib.tc_scene_get_key_window,
                                                          ctypes.c_void_p))
        return window

    @key_window.setter
    def key_window(self, window: Window) -> None:
        call(self, lib.tc_scene_set_key_window, self._as_parameter_,
             handle_arg(window, "key_window", View))

    @property
    def first_responder(self) -> Optional[View]:
        """The key window's first responder (a View or None); each window keeps its own."""
        view: Optional[View] = self._lookup(self._get(lib.tc_scene_get_first_responder,
                                                      ctypes.c_void_p))
        return view

    @property
    def focus(self) -> Optional[View]:
        """The focused view, or None. Setting refuses (TouchChainError, TC_ERR_STATE) a view
        that cannot be focused (R4: in no window, or it or a superview hidden, not
        interactive, alpha at or below TC_ALPHA_HIT_THRESHOLD, or a disabled control); the
        focus is cleared when the focused view stops being focusable."""
        view: Optional[View] = self._lookup(self._get(lib.tc_scene_get_focus, ctypes.c_void_p))
        return view

    @focus.setter
    def focus(self, view: Optional[View]) -> None:
        call(self, lib.tc_scene_set_focus, self._as_parameter_,
             handle_arg(view, "focus", View, True))

    def find_touch(self, touch_id: int) -> Touch:
        """The live touch of ``touch_id`` (UnknownTouchError, a LookupError, if none)."""
        out = ctypes.c_void_p()
        call(self, lib.tc_scene_find_touch, self._as_parameter_, integer(touch_id, "touch_id"),
             ctypes.byref(out))
        return Touch.from_handle(self, out.value or 0)

    def convert_point(self, x: float, y: float, source: Optional[View] = None,
                      to: Optional[View] = None) -> "tuple[float, float]":
        """(x, y) from ``source``'s coordinates to ``to``'s (None: screen)."""
        ox, oy = ctypes.c_double(), ctypes.c_double()
        source_h = handle_arg(source, "source", View, True, (self, "tc_view_convert_point"))
        to_h = handle_arg(to, "to", View, True, (self, "tc_view_convert_point"))
        call(self, lib.tc_view_convert_point, source_h, to_h, double(x, "x"), double(y, "y"),
             ctypes.byref(ox), ctypes.byref(oy))
        return ox.value, oy.value

    def _own(self, obj: Any, function: str, what: str) -> None:
        """ForeignHandleError unless ``obj`` (a View or Controller, or None) is of this scene.
        For the C functions that take no scene (tc_view_send_route, tc_view_convert_point): the
        engine would not see that the object belongs to another scene (or would record the
        error on that scene, not this one, whose message the error would then carry)."""
        if obj is not None and getattr(obj, "scene", self) is not self:
            error = make_error(_raw.TC_ERR_FOREIGN_HANDLE,
                               "%s: %s belongs to another scene" % (function, what))
            error.argument = what
            raise error

    # ---- callbacks ----------------------------------------------------------
    def _set_hook(self, hook: str, fn: Any, setter: Any, tramp: Any) -> None:
        if fn is not None and not callable(fn):
            raise TypeError("%s must be callable or None" % hook)
        call(self, setter, self._as_parameter_, type(tramp)() if fn is None else tramp,
             None if fn is None else self._key)
        self._hooks[hook] = fn

    @property
    def on_hit_trace(self) -> "HitTraceFn | None":
        """Observer ``fn(step: TraceStep, view, inside: bool, result)`` (H7). It may only
        query the scene."""
        scene_handle(self)  # StaleHandleError once closed
        fn: "HitTraceFn | None" = self._hooks.get("hit_trace")
        return fn

    @on_hit_trace.setter
    def on_hit_trace(self, fn: "HitTraceFn | None") -> None:
        self._set_hook("hit_trace", fn, lib.tc_scene_set_hit_trace_fn, _hit_trace_cb)

    @property
    def on_unhandled(self) -> "UnhandledFn | None":
        """``fn(scene, event: UnhandledEvent)`` when an event walks off the chain."""
        scene_handle(self)  # StaleHandleError once closed
        fn: "UnhandledFn | None" = self._hooks.get("unhandled")
        return fn

    @on_unhandled.setter
    def on_unhandled(self, fn: "UnhandledFn | None") -> None:
        self._set_hook("unhandled", fn, lib.tc_scene_set_unhandled_fn, _unhandled_cb)

    # ---- input --------------------------------------------------------------
    def push_touch(self, id: int, phase: EnumValue, x: float, y: float, t: float, *,
                   window: Optional[Window] = None, force: float = 0.0,
                   max_force: float = 0.0, major_radius: float = 0.0,
                   radius_tolerance: float = 0.0, type: EnumValue = TouchType.DIRECT,
                   buttons: EnumValue = Button.PRIMARY,
                   altitude: float = _raw.TC_DEFAULT_ALTITUDE, azimuth: float = 0.0,
                   estimated: EnumValue = 0, expecting: EnumValue = 0, update_index: int = 0,
                   coalesced: Any = None, predicted: Any = None) -> None:
        """Queue one touch sample (tc_scene_push_touch) at time ``t`` (seconds), at (x, y) in
        the window's coordinates, points. ``phase`` and ``type`` take a member or its name
        ("began", "direct"; ``type`` also "stylus"/"pencil", "indirect_pointer": P1).
        ``window`` None: the key window (began only).

        ``force``, ``max_force`` (>= 0; 0 unknown; a force above a known maximum reads as the
        maximum, T1); ``major_radius``, ``radius_tolerance``
        (points). ``buttons`` (P2): the pointer buttons held, a Button mask, its names
        ("secondary", ["primary", "tertiary"]) or an int (0 counts as primary).
        ``altitude`` (radians, 0 .. pi/2; default TC_DEFAULT_ALTITUDE, perpendicular) and
        ``azimuth`` (radians, -pi .. pi; a stylus's only: other touches read 0), P5.
        ``estimated``: the TouchProperty values that
        are estimates; ``expecting``: those of them the host will update with
        :meth:`push_touch_update` under key ``update_index`` (P5).

        ``coalesced`` (P6): the points since this touch's previous sample, oldest first, this
        one excluded (not on a began): TouchPoint, tuples ``(t, x, y[, force[, altitude[,
        azimuth]]])`` or dicts; at most TC_MAX_COALESCED. ``predicted``: where the host
        expects the touch next (at most TC_MAX_PREDICTED; they never change state; none is
        kept for an ended or cancelled sample or an indirect touch or pointer). Both are
        copied by the engine. A refused sample (LimitError for too many points,
        InvalidArgumentError for an altitude out of range, ...) changes nothing."""
        s = _raw.tc_touch_sample()
        keep: "list[Any]" = []  # the point arrays, alive until the engine copied them
        _batch.fill(self, s, id, phase, x, y, t, force, max_force, major_radius,
                    radius_tolerance, type, window, buttons, altitude, azimuth, estimated,
                    expecting, update_index, coalesced, predicted, keep)
        call(self, lib.tc_scene_push_touch, self._as_parameter_, ctypes.byref(s))

    def push_touches(self, samples: Any) -> int:
        """Queue many samples in one tc_scene_push_touches call, all or nothing.
        ``samples``: tuples ``(id, phase, x, y, t[, force, max_force, major_radius,
        radius_tolerance, type, window])``, dicts with those keys (``t`` or
        ``timestamp``, not both: TypeError) and push_touch's other keywords (``buttons``, ``altitude``,
        ``coalesced`` ...), or a numpy array of ``touchchain.sample_dtype()``.
        On failure the raised error has ``index``: the refused sample.
        Returns the number of samples queued."""
        buf, count = _batch.samples_buffer(self, samples)
        if count == 0:
            return 0
        failed = ctypes.c_size_t()
        try:
            call(self, lib.tc_scene_push_touches, self._as_parameter_,
                 ctypes.cast(buf, ctypes.POINTER(_raw.tc_touch_sample)), count,
                 ctypes.byref(failed))
        except Exception as e:
            e.index = failed.value  # type: ignore[attr-defined]
            raise
        return count

    def push_hover(self, id: int, phase: EnumValue, x: float, y: float, t: float, *,
                   type: EnumValue = TouchType.INDIRECT_POINTER,
                   altitude: float = _raw.TC_DEFAULT_ALTITUDE, azimuth: float = 0.0,
                   z_offset: float = 0.0, window: Optional[Window] = None) -> None:
        """Queue a hover sample (tc_scene_push_hover, P3): a pointer or pencil near the
        surface, at time ``t`` (seconds), at (x, y) in the window's coordinates, points.
        ``id``: the host's id of this hover (live hovers have their own ids, apart from
        touches'); ``phase``: "began" (comes into range), "moved", "ended" (leaves range) or
        "cancelled". ``type``: INDIRECT_POINTER (default) or STYLUS ("pencil"); for a pencil
        ``altitude`` and ``azimuth`` (radians) and ``z_offset`` (0 touching .. 1 edge of
        range). ``window`` (began only) None: the key window. At dispatch the views under
        the point get their ``on_hover`` (entered, moved, left) and hover recognizers follow
        them."""
        hs = _raw.tc_hover_sample()
        hs.size = ctypes.sizeof(hs)
        hs.phase = coerce(Phase, phase, "phase", HOVER_PHASE_NAMES)
        hs.id = integer(id, "id")
        hs.x, hs.y, hs.timestamp = double(x, "x"), double(y, "y"), double(t, "t")
        hs.type = coerce(TouchType, type, "type")
        hs.altitude, hs.azimuth = double(altitude, "altitude"), double(azimuth, "azimuth")
        hs.z_offset = double(z_offset, "z_offset")
        hs.window = handle_arg(window, "window", View, True)
        call(self, lib.tc_scene_push_hover, self._as_parameter_, ctypes.byref(hs))

    def push_scroll(self, dx: float, dy: float, x: float, y: float, t: float, *,
                    kind: EnumValue = ScrollType.DISCRETE, phase: EnumValue = Phase.NONE,
                    window: Optional[Window] = None) -> None:
        """Queue scroll input (tc_scene_push_scroll, P4) at time ``t`` (seconds): ``dx``,
        ``dy`` points the content follows, signed as a finger drag (``dy`` > 0 moves the
        content down), with the pointer at (x, y) in the window's coordinates (what is
        hit-tested). ``kind``: "discrete" (a wheel's notch; no phase: the gesture ends
        TC_DISCRETE_SCROLL_END_DELAY after the last notch) or "continuous" (a trackpad; phase
        "began", "changed", "ended" or "cancelled"). The gesture drives the first pan of the
        hit view and its ancestors that allows the kind (``allowed_scroll_types``); scroll
        views scroll. ``window`` None: the key window."""
        si = _raw.tc_scroll_input()
        si.size = ctypes.sizeof(si)
        si.type = coerce(ScrollType, kind, "kind")
        si.phase = coerce(Phase, phase, "phase", {ScrollType.DISCRETE: ("none",),
                                                  ScrollType.CONTINUOUS: GESTURE_PHASE_NAMES}
                          .get(si.type))
        si.dx, si.dy = double(dx, "dx"), double(dy, "dy")
        si.x, si.y, si.timestamp = double(x, "x"), double(y, "y"), double(t, "t")
        si.window = handle_arg(window, "window", View, True)
        call(self, lib.tc_scene_push_scroll, self._as_parameter_, ctypes.byref(si))

    def push_transform(self, phase: EnumValue, x: float, y: float, t: float, *,
                       scale: float = 1.0, rotation: float = 0.0,
                       window: Optional[Window] = None) -> None:
        """Queue a trackpad pinch / rotation step (tc_scene_push_transform, P4) at time ``t``
        (seconds): ``phase`` "began", "changed", "ended" or "cancelled"; ``scale`` (> 0, 1
        unchanged) and ``rotation`` (radians, clockwise positive in y-down space) since the
        began; the pointer at (x, y) in the window's coordinates. Drives the pinch and the
        rotation recognizers of the hit view and its ancestors. ``window`` (began only) None:
        the key window."""
        ti = _raw.tc_transform_input()
        ti.size = ctypes.sizeof(ti)
        ti.phase = coerce(Phase, phase, "phase", GESTURE_PHASE_NAMES)
        ti.scale, ti.rotation = double(scale, "scale"), double(rotation, "rotation")
        ti.x, ti.y, ti.timestamp = double(x, "x"), double(y, "y"), double(t, "t")
        ti.window = handle_arg(window, "window", View, True)
        call(self, lib.tc_scene_push_transform, self._as_parameter_, ctypes.byref(ti))

    def push_pinch(self, scale: float, phase: EnumValue, x: float, y: float, t: float, *,
                   window: Optional[Window] = None) -> None:
        """A trackpad pinch: :meth:`push_transform` with ``scale`` and no rotation."""
        self.push_transform(phase, x, y, t, scale=scale, window=window)

    def push_rotate(self, rotation: float, phase: EnumValue, x: float, y: float, t: float, *,
                    window: Optional[Window] = None) -> None:
        """A trackpad rotation: :meth:`push_transform` with ``rotation`` (radians), scale 1."""
        self.push_transform(phase, x, y, t, rotation=rotation, window=window)

    def push_touch_update(self, id: int, index: int, t: float, *,
                          force: Optional[float] = None, altitude: Optional[float] = None,
                          azimuth: Optional[float] = None,
                          location: "Optional[tuple[float, float]]" = None) -> None:
        """Queue an update of estimated properties of an earlier sample
        (tc_scene_push_touch_update, P5; UIKit's ``touchesEstimatedPropertiesUpdated``): the
        sample of touch ``id`` pushed with ``update_index=index`` and ``expecting`` these
        properties. The properties are those given: ``force`` (>= 0), ``altitude`` (radians,
        0 .. pi/2), ``azimuth`` (radians, -pi .. pi), ``location`` ((x, y), window
        coordinates). ``t``: when the update arrives (queue order, seconds). At dispatch the
        view that sample was delivered to gets ``on_estimated_update`` (without one, the first
        view up the chain that has it); its ``touch`` shows that sample with the updates so
        far, and the touch itself never changes.
        NotFoundError when no such sample expects them."""
        u = _raw.tc_touch_update()
        u.size = ctypes.sizeof(u)
        u.altitude = _raw.TC_DEFAULT_ALTITUDE
        u.id = integer(id, "id")
        u.estimation_update_index = integer(index, "index")
        u.timestamp = double(t, "t")
        properties = 0
        if force is not None:
            u.force = double(force, "force")
            properties |= _raw.TC_PROPERTY_FORCE
        if azimuth is not None:
            u.azimuth = double(azimuth, "azimuth")
            properties |= _raw.TC_PROPERTY_AZIMUTH
        if altitude is not None:
            u.altitude = double(altitude, "altitude")
            properties |= _raw.TC_PROPERTY_ALTITUDE
        if location is not None:
            from ._view import _doubles
            u.x, u.y = _doubles(location, ("x", "y"), "location")
            properties |= _raw.TC_PROPERTY_LOCATION
        u.properties = properties
        call(self, lib.tc_scene_push_touch_update, self._as_parameter_, ctypes.byref(u))

    def push_motion(self, subtype: EnumValue, phase: EnumValue, t: float) -> None:
        """Queue a motion event (Motion, e.g. "shake"; phase "began"/"ended"/"cancelled").
        A shake is one shake from its began to its ended or cancelled: a second began, or an
        ended or cancelled with none going on, raises (TC_ERR_STATE)."""
        call(self, lib.tc_scene_push_motion, self._as_parameter_,
             coerce(Motion, subtype, "subtype"),
             coerce(Phase, phase, "phase", MOTION_PHASE_NAMES), double(t, "t"))

    def push_remote(self, subtype: EnumValue, t: float) -> None:
        """Queue a remote-control event (Remote or its name)."""
        call(self, lib.tc_scene_push_remote, self._as_parameter_,
             coerce(Remote, subtype, "subtype"), double(t, "t"))

    def push_press(self, press_type: EnumValue, phase: EnumValue, t: float) -> None:
        """Queue a press event (Press or its name; a Phase or its name) at time ``t``
        (seconds). A press of a type is one press from its began to its ended or cancelled:
        a second began, or another phase with none down, raises (TC_ERR_STATE). Its later
        phases go up the chain only as far as its began went; its responder leaving its
        window cancels it, and its later phases then reach no responder. A phase whose
        responder's window is not interactive when dispatched reaches no responder (R4)."""
        call(self, lib.tc_scene_push_press, self._as_parameter_,
             coerce(Press, press_type, "press_type"),
             coerce(Phase, phase, "phase", GESTURE_PHASE_NAMES),
             double(t, "t"))

    def dispatch(self) -> int:
        """Dispatch every queued input; returns the number of events dispatched."""
        out = ctypes.c_size_t()
        self._enter_dispatch()
        try:
            call(self, lib.tc_scene_dispatch, self._as_parameter_, ctypes.byref(out))
        finally:
            self._leave_dispatch()
        return int(out.value)

    def advance(self, t: float) -> None:
        """Move the clock to ``t`` (seconds, at most TC_MAX_TIMESTAMP): dispatch inputs due by
        then, fire timers."""
        t = double(t, "t")
        self._enter_dispatch()
        try:
            call(self, lib.tc_scene_advance, self._as_parameter_, t)
        finally:
            self._leave_dispatch()

    # The guard is per scene, as the engine's re-entrancy rule: a dispatch of this scene from
    # inside one of its own callbacks is refused (and must not sweep while the outer one runs),
    # but another scene's dispatch from inside a callback of this one is allowed and sweeps
    # that scene when it returns.
    def _enter_dispatch(self) -> None:
        if self._dispatch_depth == 0:
            self._epoch += 1
        self._dispatch_depth += 1

    def _leave_dispatch(self) -> None:
        self._dispatch_depth -= 1
        if self._dispatch_depth == 0:
            self._sweep_touches()

    def _sweep_touches(self) -> None:
        """After the outermost dispatch or advance of this scene returned: mark the records of
        the touches handed out (``_touches``) whose touch ended, so that their Touch objects
        raise StaleHandleError from now on. Touch handles are reused only while dispatching,
        so a record live here stays valid until the next dispatch or advance.

        What it costs: nothing for a record seen live in this dispatch (a snapshot of its touch
        was taken during it, phase neither ENDED nor CANCELLED; Touch.from_handle sets
        ``seen_in``), which with an ``on_touches`` handler is every touch still down
        (``event.all_touches``), so a push-one-sample / dispatch loop makes no engine call
        here. The other records are probed, one tc_touch_get_info each: those handed out
        earlier and not seen in this dispatch, and those last seen ENDED or CANCELLED. The
        latter are probed rather than dropped: the phase of a snapshot does not prove the
        handle dies with this dispatch (a view taken out of its window gets its touches
        cancelled, T7, while they stay down until their own ended sample; an ended touch whose
        view's ended is held, G5, keeps a valid handle until the hold resolves). That costs one
        probe when a touch ends, not one per sample.

        Skipping a record seen live is safe even if its touch ends later in the same dispatch
        without another snapshot of it: until a probe catches it, a Touch of it still reaches
        the engine, whose own generation check refuses the stale handle (StaleHandleError)
        until the slot has been reused 65,535 times, and the record is probed at the end of
        the next dispatch in which its touch is not seen. It is seen again only through a
        snapshot of the same handle, which the engine answered with the record's id
        (Touch.from_handle compares it and starts a new record otherwise).

        Only a probe refused as stale or invalid (or answering another id) ends a record: a
        probe refused for another reason (another thread's call holding the scene) leaves it
        live. A probe of an ended touch fails, which sets the engine's last error: whenever a
        record must be probed, the last error is read first, so that ``last_error`` keeps
        answering what it did before (see _core.last_error)."""
        handle = self._handle
        if not self._touches or handle is None:
            return
        epoch = self._epoch
        if all(record.seen_in == epoch for record in self._touches.values()):
            return
        before = last_error(self)
        failed = False
        info = _raw.tc_touch_info()
        for touch_handle, record in list(self._touches.items()):
            if record.seen_in == epoch:
                continue
            info.size = ctypes.sizeof(info)
            status = lib.tc_touch_get_info(touch_handle, ctypes.byref(info))
            if status == 0 and info.id == record.id:
                continue
            failed = failed or status != 0
            if status not in (0, _raw.TC_ERR_STALE_HANDLE, _raw.TC_ERR_INVALID_HANDLE):
                # refused for another reason (another thread's call holds the scene): that
                # says nothing about the touch, which stays live (a refused call changes nothing)
                continue
            record.live = False
            del self._touches[touch_handle]
        if failed:
            self._probe_error = (
                lib.tc_scene_last_error(handle).decode("utf-8", "replace"), before)

    def send_route(self, source: "View | Controller", name: str,
                   info: Optional[Mapping[str, object]] = None, **kw: object) -> bool:
        """Send router event ``name`` from a View or Controller with payload
        ``info`` / keyword arguments (values become strings). Returns True if
        a responder handled it."""
        payload = dict(info or {}, **kw)
        pairs, count = _kv_array(payload)
        handled = ctypes.c_int32()
        controller = isinstance(source, Controller)
        fn = lib.tc_controller_send_route if controller else lib.tc_view_send_route
        source_h = handle_arg(source, "source", (View, Controller), own=(
            self, "tc_controller_send_route" if controller else "tc_view_send_route"))
        call(self, fn, source_h, cstring(name, "route name"),
             pairs if count else None, count, ctypes.byref(handled))
        return bool(handled.value)
