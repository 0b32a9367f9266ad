"""Responders: views, windows, controllers, the application; controls."""
import ctypes
from typing import TYPE_CHECKING, Any, Callable, Iterable, Mapping, Optional, TypeVar, cast

from . import _raw
from ._core import (call, cstring, double, handle_arg, integer, lib, live_handle, name_arg,
                    out_handle, registry, scene_arg, scene_handle, stale_error, trampoline)
from ._enums import EnumValue, coerce

if TYPE_CHECKING:  # import cycles: bound at run time by the package (__init__), for get_type_hints
    from ._recognizer import PanRecognizer, Recognizer
    from ._scene import Scene

V = TypeVar("V", bound="View")
HandlerFn = Callable[[Any, Any], object]
ControlFn = Callable[["Control", "ControlEvent"], object]
from ._errors import InvalidValueError, StaleHandleError, TouchChainError, make_error
from ._enums import ControlEvent, ControlKind, EventType, Phase, ViewFlag
from . import _scroll
from ._scroll import ScrollEvent, ScrollFn, ScrollParams, ScrollState, ShouldBeginFn, \
    ShouldCancelFn
from ._types import (Affine, ControlState, Event, HoverEvent, Insets, Point, Rect, RouteEvent,
                     Size, TouchesEvent, TouchUpdate, _enum, rect_from_c, touches_from_array)

# ---------------------------------------------------------------------------
# Trampolines: one CFUNCTYPE instance per callback kind, alive for the process.
# user_data is a registry key for the responder / view / control target.
# ---------------------------------------------------------------------------


@trampoline(_raw.tc_touches_fn, _raw.TC_PASS)
def _touches_cb(responder: Any, _who: Any, ev: Any) -> Any:
    fn = responder._handlers.get("touches")
    if fn is None:
        return _raw.TC_PASS
    e, scene = ev.contents, responder.scene
    event = TouchesEvent(_enum(Phase, e.phase), e.timestamp, e.dispatch_time,
                         touches_from_array(scene, e.touches, e.touch_count),
                         touches_from_array(scene, e.all_touches, e.all_touch_count),
                         scene._lookup(e.hit_view))
    return _raw.TC_HANDLED if fn(responder, event) else _raw.TC_PASS


_EVENT_HANDLER = {_raw.TC_EVENT_MOTION: "motion", _raw.TC_EVENT_REMOTE: "remote",
                  _raw.TC_EVENT_PRESSES: "presses"}


@trampoline(_raw.tc_event_fn, _raw.TC_PASS)
def _event_cb(responder: Any, _who: Any, ev: Any) -> Any:
    e = ev.contents
    fn = responder._handlers.get(_EVENT_HANDLER.get(e.type))
    if fn is None:
        return _raw.TC_PASS
    event = Event(_enum(EventType, e.type), e.subtype, _enum(Phase, e.phase), e.timestamp)
    return _raw.TC_HANDLED if fn(responder, event) else _raw.TC_PASS


@trampoline(_raw.tc_route_fn, _raw.TC_PASS)
def _route_cb(responder: Any, _who: Any, name: bytes, pairs: Any, count: int) -> Any:
    fn = responder._handlers.get("route")
    if fn is None:
        return _raw.TC_PASS
    info = {pairs[i].key.decode(): (pairs[i].value or b"").decode() for i in range(count)}
    return _raw.TC_HANDLED if fn(responder, RouteEvent(name.decode(), info)) else _raw.TC_PASS


@trampoline(_raw.tc_point_inside_fn, lambda view, x, y, engine, ud: engine)
def _point_inside_cb(view: "View", _h: Any, x: float, y: float, engine: int) -> Any:
    return 1 if view._hooks["point_inside"](view, x, y, bool(engine)) else 0


@trampoline(_raw.tc_hit_test_fn, lambda view, x, y, engine, ud: engine)
def _hit_test_cb(view: "View", _h: Any, x: float, y: float, engine: Any) -> Optional[int]:
    result = view._hooks["hit_test"](view, x, y, view.scene._lookup(engine))
    if result is None:
        return None
    # What the override returns is checked here, as an argument would be: a non-View is a
    # TypeError, a view of another scene ForeignHandleError, a destroyed one StaleHandleError
    # (its handle could name a newer view). Raised here, the error goes the way of every
    # callback exception: the engine takes its own answer, the hit_test or dispatch re-raises.
    what = "on_hit_test of %r: its result" % (view,)
    if not isinstance(result, View):
        raise TypeError("%s must be a View or None, not %s" % (what, type(result).__name__))
    if result.scene is not view.scene:
        error = make_error(_raw.TC_ERR_FOREIGN_HANDLE,
                           "%s %r belongs to another scene" % (what, result))
        error.argument = "on_hit_test"
        raise error
    if result.destroyed:
        raise stale_error("%s %r was destroyed (its handle is stale)" % (what, result),
                          "on_hit_test")
    return live_handle(result)


@trampoline(_raw.tc_view_gesture_should_begin_fn, 1)
def _gesture_should_begin_cb(view: "View", _h: Any, recognizer: Any) -> int:
    return 1 if view._hooks["gesture_should_begin"](view, view.scene._lookup(recognizer)) else 0


@trampoline(_raw.tc_control_fn, None)
def _control_cb(target: "_Target", _h: Any, event: int) -> None:
    target.fn(target.control, ControlEvent(event))


@trampoline(_raw.tc_hover_fn, None)
def _hover_cb(view: Any, _who: Any, ev: Any) -> None:
    fn = view._handlers.get("hover")
    if fn is not None:
        fn(view, HoverEvent.from_c(view.scene, ev.contents))


@trampoline(_raw.tc_touch_update_fn, None)
def _estimated_update_cb(view: Any, _who: Any, update: Any) -> None:
    fn = view._handlers.get("estimated_update")
    if fn is not None:
        fn(view, TouchUpdate.from_c(view.scene, update.contents))


_RESPONDER_SLOTS = (("touches", _touches_cb), ("motion", _event_cb), ("remote", _event_cb),
                    ("presses", _event_cb), ("route", _route_cb))
# Views only: the engine sends hovers to views alone (P3); estimated updates walk up the chain
# to the first responder with a handler (P5), controllers and the application included in C,
# but this binding offers that handler on views only.
_VIEW_SLOTS = _RESPONDER_SLOTS + (("hover", _hover_cb), ("estimated_update", _estimated_update_cb))


class Responder:
    """Handlers are plain callables ``fn(responder, event) -> bool`` (truthy:
    handled, the walk stops; falsy: offered to the next responder). ``None``
    removes a handler (the event passes on, as UIKit's default)."""

    scene: "Scene"
    _slots: "tuple[tuple[str, Any], ...]" = _RESPONDER_SLOTS
    on_touches: "HandlerFn | None"
    on_motion: "HandlerFn | None"
    on_remote: "HandlerFn | None"
    on_presses: "HandlerFn | None"
    on_route: "HandlerFn | None"

    def _init_responder(self, scene: "Scene") -> None:
        self.scene = scene
        self._handlers: "dict[str, HandlerFn | None]" = {}
        self._key = registry.add(self)

    def _set_handler(self, slot: str, fn: "HandlerFn | None") -> None:
        if fn is not None and not callable(fn):
            raise TypeError("on_%s must be callable or None" % slot)
        old = self._handlers.get(slot)
        self._handlers[slot] = fn
        try:
            self._install()
        except BaseException:
            self._handlers[slot] = old
            raise

    def _install(self) -> None:
        raise NotImplementedError

    def _alive(self) -> None:
        """Raise StaleHandleError once the scene is closed (views and controllers: also once
        destroyed); for the getters that read no C state (handlers)."""
        scene_handle(self.scene)

    def _handler(self, slot: str) -> "HandlerFn | None":
        """The handler of ``slot`` (a getter: StaleHandleError once closed or destroyed)."""
        self._alive()
        return self._handlers.get(slot)

    def _callbacks(self) -> Any:
        """The tc_responder_callbacks for the handlers set, or None for none."""
        if not any(self._handlers.values()):
            return None
        cb = _raw.tc_responder_callbacks()
        cb.size = ctypes.sizeof(cb)
        for slot, tramp in self._slots:
            if self._handlers.get(slot) is not None:
                setattr(cb, slot, tramp)
        cb.user_data = self._key
        return cb

    def _unregister(self) -> None:
        registry.remove(self._key)


def _handler_property(slot: str) -> property:
    doc = "Handler ``fn(responder, event) -> bool`` for %s events, or None." % slot
    return property(lambda self: self._handler(slot),
                    lambda self, fn: self._set_handler(slot, fn), doc=doc)


for _slot, _ in _RESPONDER_SLOTS:
    setattr(Responder, "on_" + _slot, _handler_property(_slot))


def _responder_from_c(scene: "Scene", r: Any) -> "Optional[Responder]":
    if r.kind == _raw.TC_RESPONDER_VIEW:
        return cast("Optional[View]", scene._lookup(r.view))
    if r.kind == _raw.TC_RESPONDER_CONTROLLER:
        return cast("Optional[Controller]", scene._lookup(r.controller))
    if r.kind == _raw.TC_RESPONDER_APPLICATION:
        return scene.application
    if r.kind == _raw.TC_RESPONDER_APP_DELEGATE:
        return scene.app_delegate
    return None


def _doubles(values: Any, names: "tuple[str, ...]", what: str = "value") -> "list[float]":
    """``values`` (a sequence of len(names) numbers) as floats. Not a sequence: TypeError; the
    wrong count: InvalidValueError (a ValueError); both name ``what``. A str or bytes is not
    taken as a sequence (``frame = "abc"`` is a TypeError, not three characters)."""
    if isinstance(values, (str, bytes, bytearray)):
        raise TypeError("%s must be a sequence of %d numbers (%s), not %s"
                        % (what, len(names), ", ".join(names), type(values).__name__))
    try:
        values = tuple(values)
    except TypeError:
        raise TypeError("%s must be a sequence of %d numbers (%s), not %s"
                        % (what, len(names), ", ".join(names), type(values).__name__)) from None
    if len(values) != len(names):
        raise InvalidValueError("%s must be %d numbers (%s), got %d" % (
            what, len(names), ", ".join(names), len(values)), what, values)
    return [double(v, "%s.%s" % (what, n)) for v, n in zip(values, names)]


_AFFINE_FIELDS = ("a", "b", "c", "d", "tx", "ty")


def _affine(values: Any, what: str) -> Affine:
    """``values`` (six numbers, an Affine) as an Affine, checked as :func:`_doubles` does:
    the wrong count InvalidValueError, a non-number TypeError, an int too large for a double
    OutOfRangeError, each naming ``what`` (``transform.tx``)."""
    return Affine(*_doubles(values, _AFFINE_FIELDS, what))


def _kv_array(info: "Mapping[Any, object]") -> "tuple[Any, int]":
    pairs = [(cstring(str(k), "route info key %r" % (k,)),
              cstring(str(v), "route info value of %r" % (k,))) for k, v in info.items()]
    arr = (_raw.tc_kv * len(pairs))(*[_raw.tc_kv(k, v) for k, v in pairs])
    return arr, len(pairs)


class AppResponder(Responder):
    """The application (``scene.application``) or the app delegate
    (``scene.app_delegate``: in the chain only while it has a handler)."""

    def __init__(self, scene: "Scene", setter: Any, name: str,
                 next_fn: Any = None) -> None:
        self._init_responder(scene)
        self._setter, self.name = setter, name
        self._next_fn = next_fn  # tc_scene_app_next_responder for the application, else None

    @property
    def next_responder(self) -> "Optional[Responder]":
        """The next responder in the chain (R1): for the application, the app delegate while
        it has a handler, else None; for the app delegate, always None (it ends the chain).
        StaleHandleError once the scene is closed."""
        if self._next_fn is None:
            self._alive()
            return None
        r = _raw.tc_responder()
        r.size = ctypes.sizeof(r)
        call(self.scene, self._next_fn, self.scene._as_parameter_, ctypes.byref(r))
        return _responder_from_c(self.scene, r)

    def _install(self) -> None:
        cb = self._callbacks()
        call(self.scene, self._setter, self.scene._as_parameter_,
             None if cb is None else ctypes.byref(cb))

    def __repr__(self) -> str:
        return "<%s>" % self.name


def _destroyed_in_c(obj: Any) -> bool:
    """True if the engine refuses ``obj``'s handle as stale (its ``_alive()`` probe: a view, a
    controller or a recognizer destroyed on the C side); False if it is alive or the probe
    fails otherwise."""
    try:
        obj._alive()
    except StaleHandleError:
        return True
    except Exception:  # not known to be destroyed: keep it
        return False
    return False


class _Handle:
    """A scene object behind a handle; usable until destroyed or the scene closes."""

    scene: "Scene"
    _h: int

    def _init_handle(self, scene: "Scene", handle: int) -> None:
        self._h = handle
        scene._objects[handle] = self

    @property
    def handle(self) -> int:
        """The handle as an int (raises StaleHandleError once the scene is closed; a destroyed
        object keeps its handle value, which the engine refuses as stale)."""
        self.scene._as_parameter_  # noqa: B018 -- raises for a closed scene
        return self._h

    @property
    def destroyed(self) -> bool:
        """True once destroy() ran (or the scene closed)."""
        return self.scene._handle is None or self.scene._objects.get(self._h) is not self

    def _destroy_with(self, fn: Any) -> None:
        """destroy(): idempotent, as Scene.close(). If a callback the destruction runs raises
        (a recognizer's on_state seeing its touches cancelled, ...), the exception is re-raised
        after the object is forgotten whenever the C side destroyed it: ``destroyed`` then
        says so, and the scene and the registry no longer hold it."""
        if self.destroyed:
            return
        try:
            self._call(fn)
        # destroyed on the C side already (with its parent)
        except StaleHandleError:
            pass
        except BaseException:
            if _destroyed_in_c(self):
                self.scene._forget(self)
            raise
        self.scene._forget(self)

    @property
    def _as_parameter_(self) -> ctypes.c_void_p:
        """The handle for C: StaleHandleError once destroyed or the scene closed, without
        calling the engine (_core.live_handle); every call and argument takes it from here."""
        return ctypes.c_void_p(live_handle(self))

    def _call(self, fn: Any, *args: Any) -> None:
        call(self.scene, fn, self._as_parameter_, *args)

    def _get(self, fn: Any, ctype: Any) -> Any:
        out = ctype()
        self._call(fn, ctypes.byref(out))
        return out


class View(_Handle, Responder):
    """A view. ``View(scene, x, y, w, h)`` creates a detached view; the scene
    keeps it alive until ``destroy()`` or ``scene.close()``."""

    _create = "tc_view_create"
    _slots = _VIEW_SLOTS

    # Made below (properties): hit-testing overrides and the TC_VIEW_* flags.
    on_hover: "Callable[[View, HoverEvent], object] | None"
    on_estimated_update: "Callable[[View, TouchUpdate], object] | None"
    on_point_inside: "Callable[[View, float, float, bool], object] | None"
    on_hit_test: "Callable[[View, float, float, Optional[View]], Optional[View]] | None"
    on_gesture_should_begin: "Callable[[View, Recognizer], object] | None"
    hidden: bool
    interactive: bool
    multiple_touch: bool
    exclusive_touch: bool
    can_become_first_responder: bool
    hits_outside_bounds: bool
    use_presentation: bool
    can_resign_first_responder: bool

    def __init__(self, scene: "Scene", x: float = 0.0, y: float = 0.0, w: float = 0.0,
                 h: float = 0.0, name: Optional[str] = None) -> None:
        scene = scene_arg(scene)
        frame = [double(v, n) for v, n in ((x, "x"), (y, "y"), (w, "w"), (h, "h"))]
        name = name_arg(name, "view name")  # checked before the view is made
        out = out_handle()
        call(scene, getattr(lib, self._create), scene._as_parameter_, *frame,
             ctypes.byref(out))
        self._init_responder(scene)
        self._init_handle(scene, out.value or 0)
        self._name = name
        self._hooks: "dict[str, Any]" = {}
        self._cache: "dict[str, Any]" = {
            "hit_insets": Insets(0.0, 0.0, 0.0, 0.0), "min_hit_size": Size(0.0, 0.0),
            "polygon": None, "redirect": None, "presentation": None}
        self.control: "Optional[Control]" = None
        self._scroll_pan: "Optional[PanRecognizer]" = None

    def __repr__(self) -> str:
        # Python-side state only (never raises: tracebacks show it after close or destroy)
        label = getattr(self, "_name", None) or "0x%x" % (getattr(self, "_h", 0) or 0)
        return "<%s %s>" % (type(self).__name__, label)

    def _install(self) -> None:
        cb = self._callbacks()
        self._call(lib.tc_view_set_responder, None if cb is None else ctypes.byref(cb))

    def destroy(self) -> None:
        """tc_view_destroy. Later use of this object raises StaleHandleError; destroying it
        again does nothing (as Scene.close()). A scroll view's pan goes with it. An exception a
        callback raised during the destruction is re-raised; the view is destroyed all the
        same when the engine destroyed it (``destroyed`` is then True)."""
        try:
            self._destroy_with(lib.tc_view_destroy)
        finally:
            pan = self._scroll_pan
            if pan is not None and self.destroyed and self.scene._objects.get(pan._h) is pan:
                self.scene._forget(pan)

    def _alive(self) -> None:
        """Raise StaleHandleError if destroyed (for the getters that read no C state)."""
        self._get(lib.tc_view_is_window, ctypes.c_int32)

    @property
    def name(self) -> Optional[str]:
        """A label for repr and replay traces (Python-side)."""
        self._alive()
        return self._name

    @name.setter
    def name(self, value: Optional[str]) -> None:
        value = name_arg(value, "view name")
        self._alive()
        self._name = value

    # ---- tree ---------------------------------------------------------------
    @property
    def is_window(self) -> bool:
        """True for a Window."""
        return bool(self._get(lib.tc_view_is_window, ctypes.c_int32).value)

    def add_subview(self, child: "V", index: Optional[int] = None) -> "V":
        """Add ``child`` on top (or at ``index``; UIKit's ``insertSubview(_:at:)``); returns it.

        A child that already has a superview moves in one step, as in UIKit; already this
        view's subview, ``index`` is its place after the move (a reorder). An index at or past
        the end appends, as UIKit's (H3); a negative one is refused. A move keeps the moved
        views' touches (T7) unless this view is in no window."""
        handle = handle_arg(child, "child", View)
        if index is None:
            self._call(lib.tc_view_add_subview, handle)
        else:
            self._call(lib.tc_view_insert_subview, handle, integer(index, "index"))
        return child

    def insert_subview_below(self, child: "V", sibling: "Optional[View]") -> "V":
        """Insert ``child`` just below ``sibling`` (UIKit's ``insertSubview(_:belowSubview:)``,
        H3); returns it. It moves as with ``add_subview``. A sibling that is not one of this
        view's subviews once the child has left its old place (the child itself included)
        puts the child on top; None changes nothing."""
        handle = handle_arg(child, "child", View)
        self._call(lib.tc_view_insert_subview_below, handle,
                   handle_arg(sibling, "sibling", View, True))
        return child

    def insert_subview_above(self, child: "V", sibling: "Optional[View]") -> "V":
        """Insert ``child`` just above ``sibling`` (UIKit's ``insertSubview(_:aboveSubview:)``,
        H3); returns it, as ``insert_subview_below``."""
        handle = handle_arg(child, "child", View)
        self._call(lib.tc_view_insert_subview_above, handle,
                   handle_arg(sibling, "sibling", View, True))
        return child

    def remove_from_superview(self) -> None:
        self._call(lib.tc_view_remove_from_superview)

    @property
    def superview(self) -> "Optional[View]":
        """The superview, or None."""
        return cast("Optional[View]",
                    self.scene._lookup(self._get(lib.tc_view_get_superview, ctypes.c_void_p).value))

    @property
    def window(self) -> "Optional[Window]":
        """The window this view is in, or None."""
        return cast("Optional[Window]",
                    self.scene._lookup(self._get(lib.tc_view_get_window, ctypes.c_void_p).value))

    @property
    def subviews(self) -> "list[View]":
        """The subviews, back to front."""
        n = self._get(lib.tc_view_get_subview_count, ctypes.c_size_t).value
        out = []
        for i in range(n):
            child = ctypes.c_void_p()
            self._call(lib.tc_view_get_subview, i, ctypes.byref(child))
            out.append(self.scene._lookup(child.value))
        return out

    @property
    def next_responder(self) -> "Optional[Responder]":
        """The next responder in the chain (View, Controller, AppResponder or None)."""
        r = _raw.tc_responder()
        r.size = ctypes.sizeof(r)
        self._call(lib.tc_view_next_responder, ctypes.byref(r))
        return _responder_from_c(self.scene, r)

    # ---- geometry -----------------------------------------------------------
    @property
    def frame(self) -> Rect:
        """The frame in the superview's coordinates, points, as UIKit's: under a transform,
        the box around the transformed bounds; set under a transform, the bounds size is the
        size through the transform's inverse (H3)."""
        return rect_from_c(self._get(lib.tc_view_get_frame, _raw.tc_rect))

    @frame.setter
    def frame(self, r: "Iterable[float]") -> None:
        self._call(lib.tc_view_set_frame, *_doubles(r, ("x", "y", "w", "h"), "frame"))

    @property
    def center(self) -> Point:
        """The center in the superview's coordinates, points."""
        x, y = ctypes.c_double(), ctypes.c_double()
        self._call(lib.tc_view_get_center, ctypes.byref(x), ctypes.byref(y))
        return Point(x.value, y.value)

    @center.setter
    def center(self, p: "Iterable[float]") -> None:
        self._call(lib.tc_view_set_center, *_doubles(p, ("x", "y"), "center"))

    @property
    def bounds(self) -> Rect:
        """The bounds (own coordinates), points. On a scroll view the origin is the content
        offset: assigning a new one stops a deceleration and sends did_scroll (S1)."""
        return rect_from_c(self._get(lib.tc_view_get_bounds, _raw.tc_rect))

    @bounds.setter
    def bounds(self, r: "Iterable[float]") -> None:
        self._call(lib.tc_view_set_bounds, *_doubles(r, ("x", "y", "w", "h"), "bounds"))

    @property
    def transform(self) -> Affine:
        """The affine transform (about the center; tx, ty in points). Assign an Affine, six
        numbers (a, b, c, d, tx, ty) or None (the identity)."""
        return Affine.from_c(self._get(lib.tc_view_get_transform, _raw.tc_affine))

    @transform.setter
    def transform(self, t: "Optional[Iterable[float]]") -> None:
        self._call(lib.tc_view_set_transform,
                   None if t is None else ctypes.byref(_affine(t, "transform").to_c()))

    @property
    def alpha(self) -> float:
        """Opacity, 0 to 1 (hit-testing skips views under 0.01)."""
        return cast("float", self._get(lib.tc_view_get_alpha, ctypes.c_double).value)

    @alpha.setter
    def alpha(self, a: float) -> None:
        self._call(lib.tc_view_set_alpha, double(a, "alpha"))

    def get_flag(self, flag: EnumValue) -> bool:
        """A ViewFlag (or its name, "hidden")."""
        out = ctypes.c_int32()
        self._call(lib.tc_view_get_flag, coerce(ViewFlag, flag, "flag"), ctypes.byref(out))
        return bool(out.value)

    def set_flag(self, flag: EnumValue, value: bool) -> None:
        """Set a ViewFlag (or its name, "hidden")."""
        self._call(lib.tc_view_set_flag, coerce(ViewFlag, flag, "flag"), int(bool(value)))

    def convert_point(self, x: float, y: float, to: "Optional[View]" = None) -> Point:
        """(x, y) in this view's bounds coordinates -> ``to``'s (None: screen)."""
        ox, oy = ctypes.c_double(), ctypes.c_double()
        to_h = handle_arg(to, "to", View, True, (self.scene, "tc_view_convert_point"))
        self._call(lib.tc_view_convert_point, to_h,
                   double(x, "x"), double(y, "y"), ctypes.byref(ox), ctypes.byref(oy))
        return Point(ox.value, oy.value)

    def convert_point_from(self, x: float, y: float, source: "Optional[View]" = None) -> Point:
        """(x, y) in ``source``'s coordinates (None: screen) -> this view's."""
        ox, oy = ctypes.c_double(), ctypes.c_double()
        source_h = handle_arg(source, "source", View, True, (self.scene, "tc_view_convert_point"))
        call(self.scene, lib.tc_view_convert_point, source_h, self._as_parameter_,
             double(x, "x"), double(y, "y"), ctypes.byref(ox), ctypes.byref(oy))
        return Point(ox.value, oy.value)

    # ---- hit-testing --------------------------------------------------------
    def point_inside(self, x: float, y: float) -> bool:
        """UIKit's ``point(inside:with:)``: whether (x, y), in this view's bounds coordinates,
        is inside it as its own hit test asks (H2: the hit area of H6a, where it is shown per
        H6e, then the point-inside override of H6f); not H1, not the polygon."""
        out = ctypes.c_int32()
        self._call(lib.tc_view_point_inside, double(x, "x"), double(y, "y"), ctypes.byref(out))
        return bool(out.value)

    def hit_test(self, x: float, y: float) -> "Optional[View]":
        """The deepest view under (x, y) (this view's bounds coordinates) or None."""
        out = ctypes.c_void_p()
        self._call(lib.tc_view_hit_test, double(x, "x"), double(y, "y"), ctypes.byref(out))
        return cast("Optional[View]", self.scene._lookup(out.value))

    @property
    def hit_insets(self) -> Insets:
        """(top, left, bottom, right); negative grows the hit area. Kept
        Python-side too: the C API has no getter."""
        self._alive()
        return cast("Insets", self._cache["hit_insets"])

    @hit_insets.setter
    def hit_insets(self, insets: "float | Iterable[float]") -> None:
        insets = Insets(*_doubles((insets,) * 4 if isinstance(insets, (int, float)) else insets,
                                  ("top", "left", "bottom", "right"), "hit_insets"))
        self._call(lib.tc_view_set_hit_insets, *insets)
        self._cache["hit_insets"] = insets

    @property
    def min_hit_size(self) -> Size:
        """The minimum hit area (w, h), points."""
        self._alive()
        return cast("Size", self._cache["min_hit_size"])

    @min_hit_size.setter
    def min_hit_size(self, size: "Iterable[float]") -> None:
        size = Size(*_doubles(size, ("w", "h"), "min_hit_size"))
        self._call(lib.tc_view_set_min_hit_size, *size)
        self._cache["min_hit_size"] = size

    @property
    def polygon(self) -> "Optional[list[Point]]":
        """A list of (x, y) in bounds coordinates, or None."""
        self._alive()
        return cast("Optional[list[Point]]", self._cache["polygon"])

    @polygon.setter
    def polygon(self, points: "Optional[Iterable[Iterable[float]]]") -> None:
        points = [Point(*_doubles(p, ("x", "y"), "polygon[%d]" % i))
                  for i, p in enumerate(points)] if points else None
        if points:
            flat = (ctypes.c_double * (2 * len(points)))(*[v for p in points for v in p])
            self._call(lib.tc_view_set_hit_polygon, flat, len(points))
        else:
            self._call(lib.tc_view_set_hit_polygon, None, 0)
        self._cache["polygon"] = points

    @property
    def redirect(self) -> "Optional[View]":
        """The view hits are redirected to, or None."""
        self._alive()
        target = self._cache["redirect"]
        return target if target is not None and target._h in self.scene._objects else None

    @redirect.setter
    def redirect(self, target: "Optional[View]") -> None:
        self._call(lib.tc_view_set_hit_redirect, handle_arg(target, "redirect", View, True))
        self._cache["redirect"] = target

    @property
    def presentation(self) -> "Optional[tuple[Rect, Optional[Affine]]]":
        """(frame, transform) of the presentation geometry, or None. Assign a frame (x, y, w,
        h; points), a (frame, transform) pair (transform: as :attr:`transform`, or None) or
        None (cleared)."""
        self._alive()
        return cast("Optional[tuple[Rect, Optional[Affine]]]", self._cache["presentation"])

    @presentation.setter
    def presentation(self, value: Any) -> None:
        if value is None:
            self._call(lib.tc_view_clear_presentation)
            self._cache["presentation"] = None
            return
        try:
            value = tuple(value)
        except TypeError:
            raise TypeError("presentation must be a frame (x, y, w, h), a (frame, transform) "
                            "pair or None, not %s" % type(value).__name__) from None
        if len(value) == 4:
            value = (value, None)
        elif len(value) != 2:
            raise InvalidValueError("presentation must be a frame (x, y, w, h) or a (frame, "
                                    "transform) pair, got %d items" % len(value),
                                    "presentation", value)
        frame = Rect(*_doubles(value[0], ("x", "y", "w", "h"), "presentation frame"))
        transform = value[1]
        transform = None if transform is None else _affine(transform, "presentation transform")
        self._call(lib.tc_view_set_presentation, ctypes.byref(_raw.tc_rect(*frame)),
                   None if transform is None else ctypes.byref(transform.to_c()))
        self._cache["presentation"] = (frame, transform)

    def _set_hook(self, hook: str, fn: Any, setter: Any, tramp: Any) -> None:
        if fn is not None and not callable(fn):
            raise TypeError("%s must be callable or None" % hook)
        self._call(setter, type(tramp)() if fn is None else tramp,  # NULL: remove
                   None if fn is None else self._key)
        self._hooks[hook] = fn

    def _hook(self, hook: str) -> Any:
        """The callable of ``hook`` (a getter: StaleHandleError once closed or destroyed)."""
        self._alive()
        return self._hooks.get(hook)

    # ---- responder chain ----------------------------------------------------
    def send_route(self, name: str, info: "Optional[Mapping[str, object]]" = None,
                   **kw: object) -> bool:
        """Send a router event up the chain; returns True if a responder handled it."""
        return self.scene.send_route(self, name, info, **kw)

    def become_first_responder(self) -> None:
        """Become its window's first responder; StateError if it cannot (its
        ``can_become_first_responder`` is False, it is in no window, or its window's first
        responder is another view whose ``can_resign_first_responder`` is False) (R4)."""
        self._call(lib.tc_view_become_first_responder)

    def resign_first_responder(self) -> None:
        """Resign first responder (nothing if it is not); StateError, and it stays first
        responder, while its ``can_resign_first_responder`` is False (R4). The nearest
        superview (up to the window) that can become first responder then becomes its window's
        (UIKit's nextFirstResponder); with none, the window has none."""
        self._call(lib.tc_view_resign_first_responder)

    @property
    def is_first_responder(self) -> bool:
        """UIKit's isFirstResponder (tc_view_is_first_responder, R4): this view is its own
        window's first responder, whether that window is the key window or not."""
        out = ctypes.c_int32()
        self._call(lib.tc_view_is_first_responder, ctypes.byref(out))
        return bool(out.value)

    # ---- controls -----------------------------------------------------------
    def make_control(self, kind: EnumValue = ControlKind.BUTTON) -> "Optional[Control]":
        """Make this view a control (tc_view_set_control); returns its Control.
        ``ControlKind.NONE`` makes it an ordinary view again (targets dropped)."""
        kind = coerce(ControlKind, kind, "kind")
        self._call(lib.tc_view_set_control, kind)
        if self.control is not None:
            self.control._drop_targets()
        self.control = None if int(kind) == _raw.TC_CONTROL_NONE else Control(self)
        return self.control

    # ---- scroll views (S1-S8) -----------------------------------------------
    def make_scroll(self: "V", params: "Optional[ScrollParams | Mapping[str, object]]" = None,
                    **changes: object) -> "V":
        """Make this view a scroll view (tc_view_set_scroll; UIScrollView), or change its
        parameters; returns the view. Keyword arguments are ScrollParams fields (the C names:
        ``content_w``, ``paging``, ``deceleration_rate`` ...) or the scene format's
        ``content_size=(w, h)``, ``content_inset=(top, left, bottom, right)``, ``enabled``;
        ``deceleration_rate`` also takes ``"normal"`` or ``"fast"``. Fields not given keep
        their value (UIKit's defaults for a new scroll view; ``params`` replaces them all
        first). A change of the content size, the insets or an always-bounce (on the first
        call: from UIKit's defaults) moves the content offset into the new range, with a
        did_scroll (S1: UIKit's -_adjustContentOffsetIfNecessary; a drag or deceleration under
        way goes on); other fields leave it where it is. Making a view a scroll view sets its
        ``multiple_touch`` (S1, T6: as UIScrollView's initializer); set it False after to take
        one touch at a time."""
        base = self.scroll if self.is_scroll_view else ScrollParams()
        if isinstance(params, ScrollParams):
            base = params
        elif params is not None:
            if not isinstance(params, Mapping):
                raise TypeError("params must be a ScrollParams or a mapping of its fields, "
                                "not %s" % type(params).__name__)
            base, changes = ScrollParams(), dict(params, **changes)
        self._call(lib.tc_view_set_scroll, ctypes.byref(_scroll.make_params(base, changes)))
        if self._scroll_pan is None:
            self._adopt_scroll_pan()
        return self

    def _adopt_scroll_pan(self) -> None:
        from ._recognizer import PanRecognizer
        out = ctypes.c_void_p()
        self._call(lib.tc_view_scroll_pan, ctypes.byref(out))
        pan = PanRecognizer._adopt(self.scene, out.value or 0)
        self._scroll_pan = pan
        if self._name is not None:
            pan.name = self._name + ".pan"

    @property
    def is_scroll_view(self) -> bool:
        """True once make_scroll() made this view a scroll view."""
        status = lib.tc_view_get_content_offset(self._as_parameter_, None, None)
        if status == _raw.TC_ERR_STATE:
            return False
        self._call(lib.tc_view_get_content_offset, None, None)  # raises for other errors
        return True

    @property
    def scroll(self) -> ScrollParams:
        """The scroll view's parameters (tc_view_get_scroll); StateError if this view is not a
        scroll view. Assigning a ScrollParams or a mapping makes it one with exactly those
        parameters (fields a mapping leaves out: UIKit's defaults); see also make_scroll."""
        p = _raw.tc_scroll_params()
        p.size = ctypes.sizeof(p)
        self._call(lib.tc_view_get_scroll, ctypes.byref(p))
        return _scroll.params_from_c(p)

    @scroll.setter
    def scroll(self, params: "ScrollParams | Mapping[str, object]") -> None:
        if isinstance(params, ScrollParams):
            self.make_scroll(params)
        elif isinstance(params, Mapping):
            self.make_scroll(ScrollParams(), **{str(k): v for k, v in params.items()})
        else:
            raise TypeError("scroll must be a ScrollParams or a mapping of its fields, not %s"
                            % type(params).__name__)

    @property
    def content_offset(self) -> Point:
        """UIScrollView.contentOffset (= the bounds origin), points. Assigning (x, y) is
        ``setContentOffset(_:animated: false)``: it stops a deceleration, is not clamped and
        sends did_scroll if the content moved."""
        x, y = ctypes.c_double(), ctypes.c_double()
        self._call(lib.tc_view_get_content_offset, ctypes.byref(x), ctypes.byref(y))
        return Point(x.value, y.value)

    @content_offset.setter
    def content_offset(self, p: "Iterable[float]") -> None:
        self._call(lib.tc_view_set_content_offset, *_doubles(p, ("x", "y"), "content_offset"))

    @property
    def scroll_pan(self) -> "PanRecognizer":
        """The scroll view's own pan (UIScrollView.panGestureRecognizer, S1): a recognizer of
        the scene for require_to_fail, allow_simultaneous, parameters, state and on_state; it
        cannot be attached elsewhere, detached or destroyed (StateError)."""
        if self._scroll_pan is None or self._scroll_pan.destroyed:
            self._scroll_pan = None
            self._adopt_scroll_pan()  # StateError if not a scroll view
        assert self._scroll_pan is not None
        return self._scroll_pan

    @property
    def scroll_state(self) -> ScrollState:
        """(dragging, decelerating), UIKit's isDragging / isDecelerating: the finger drags the
        content, and after a fling in range still through its deceleration (until just before
        did_end_decelerating, S7) / the content decelerates or springs back (from
        will_begin_decelerating on), or a touch holds content it caught decelerating in range
        (S8) (tc_view_get_scroll_state)."""
        dragging, decelerating = ctypes.c_int32(), ctypes.c_int32()
        self._call(lib.tc_view_get_scroll_state, ctypes.byref(dragging),
                   ctypes.byref(decelerating))
        return ScrollState(bool(dragging.value), bool(decelerating.value))

    @property
    def scroll_tracking(self) -> bool:
        """UIScrollView.isTracking: from the touch-down of a gesture of the scroll view's pan
        (before any drag) until that gesture is over — its lift, with will_end_dragging,
        did_end_dragging and any will_begin_decelerating still reading True — or the pan's
        failure; for scroll input, through its drag; never on content that fits without
        always-bounce (tc_view_get_scroll_tracking). StateError if this is not a scroll view."""
        tracking = ctypes.c_int32()
        self._call(lib.tc_view_get_scroll_tracking, ctypes.byref(tracking))
        return bool(tracking.value)

    def _set_scroll_hook(self, hook: str, fn: Any) -> None:
        if fn is not None and not callable(fn):
            raise TypeError("%s must be callable or None"
                            % ("on_scroll" if hook == "scroll" else hook))
        old = self._hooks.get(hook)
        self._hooks[hook] = fn
        try:
            cb = _scroll.callbacks(self)
            self._call(lib.tc_view_set_scroll_callbacks, None if cb is None else ctypes.byref(cb))
        except BaseException:
            self._hooks[hook] = old
            raise

    @property
    def on_scroll(self) -> "Optional[ScrollFn]":
        """Delegate messages (S7): ``fn(view, event: ScrollEvent)`` for will_begin_dragging,
        did_scroll (every offset change), will_end_dragging (``event.velocity`` in points per
        millisecond; assign ``event.target`` to change where the content rests),
        did_end_dragging (``event.decelerate``), will_begin_decelerating and
        did_end_decelerating; None removes it. StateError unless a scroll view."""
        fn: "Optional[ScrollFn]" = self._hook("scroll")
        return fn

    @on_scroll.setter
    def on_scroll(self, fn: "Optional[ScrollFn]") -> None:
        self._set_scroll_hook("scroll", fn)

    @property
    def touches_should_begin(self) -> "Optional[ShouldBeginFn]":
        """``touchesShouldBegin(_:with:in:)`` (S2): ``fn(view, touch, content) -> bool`` asked
        per touch-down in the content; falsy keeps the touch from the content. None: UIKit's
        default (True)."""
        fn: "Optional[ShouldBeginFn]" = self._hook("touches_should_begin")
        return fn

    @touches_should_begin.setter
    def touches_should_begin(self, fn: "Optional[ShouldBeginFn]") -> None:
        self._set_scroll_hook("touches_should_begin", fn)

    @property
    def touches_should_cancel(self) -> "Optional[ShouldCancelFn]":
        """``touchesShouldCancel(in:)`` (S3): ``fn(view, content) -> bool`` asked when a drag
        would scroll while ``content`` tracks a touch; truthy cancels the content's touch and
        scrolls. None: UIKit's default (True unless the content is a control)."""
        fn: "Optional[ShouldCancelFn]" = self._hook("touches_should_cancel")
        return fn

    @touches_should_cancel.setter
    def touches_should_cancel(self, fn: "Optional[ShouldCancelFn]") -> None:
        self._set_scroll_hook("touches_should_cancel", fn)


setattr(View, "on_hover", property(
    lambda self: self._handler("hover"),
    lambda self, fn: self._set_handler("hover", fn),
    doc="Hover handler ``fn(view, event: HoverEvent)`` (P3; UIKit's hover): the pointer or "
        "pencil entered the view (``event.phase`` BEGAN; outermost view first), moved over it "
        "(MOVED) or left it (ENDED; deepest first), or the hover was cancelled. Not passed up "
        "the chain (every hovered view gets its own); the return value is ignored. None "
        "removes it."))
setattr(View, "on_estimated_update", property(
    lambda self: self._handler("estimated_update"),
    lambda self, fn: self._set_handler("estimated_update", fn),
    doc="``fn(view, update: TouchUpdate)`` (P5; UIKit's touchesEstimatedPropertiesUpdated): "
        "a later value of estimated properties of a touch's sample delivered to this view (its "
        "hit-test view), or, when that view has no handler, of one delivered to a view below it: an "
        "update goes up the chain to the first view with one (R1). The return value is "
        "ignored. None removes it."))
setattr(View, "on_point_inside", property(
    lambda self: self._hook("point_inside"),
    lambda self, fn: self._set_hook("point_inside", fn, lib.tc_view_set_point_inside_fn,
                                    _point_inside_cb),
    doc="Override ``fn(view, x, y, engine_result: bool) -> bool`` (H6f)."))
setattr(View, "on_hit_test", property(
    lambda self: self._hook("hit_test"),
    lambda self, fn: self._set_hook("hit_test", fn, lib.tc_view_set_hit_test_fn,
                                    _hit_test_cb),
    doc="Override ``fn(view, x, y, engine_result: View|None) -> View|None`` (H6f)."))
setattr(View, "on_gesture_should_begin", property(
    lambda self: self._hook("gesture_should_begin"),
    lambda self, fn: self._set_hook("gesture_should_begin", fn,
                                    lib.tc_view_set_gesture_should_begin_fn,
                                    _gesture_should_begin_cb),
    doc="Veto ``fn(view, recognizer) -> bool`` (G7; falsy vetoes)."))


def _flag_property(flag: ViewFlag, doc: str) -> property:
    return property(lambda self: self.get_flag(flag),
                    lambda self, v: self.set_flag(flag, v), doc=doc)


for _name, _flag, _doc in (
        ("hidden", ViewFlag.HIDDEN, "TC_VIEW_HIDDEN (default False)"),
        ("interactive", ViewFlag.USER_INTERACTION_ENABLED,
         "TC_VIEW_USER_INTERACTION_ENABLED (default True)"),
        ("multiple_touch", ViewFlag.MULTIPLE_TOUCH_ENABLED,
         "TC_VIEW_MULTIPLE_TOUCH_ENABLED (default False)"),
        ("exclusive_touch", ViewFlag.EXCLUSIVE_TOUCH, "TC_VIEW_EXCLUSIVE_TOUCH (default False)"),
        ("can_become_first_responder", ViewFlag.CAN_BECOME_FIRST_RESPONDER,
         "TC_VIEW_CAN_BECOME_FIRST_RESPONDER (default False)"),
        ("hits_outside_bounds", ViewFlag.HITS_OUTSIDE_BOUNDS,
         "TC_VIEW_HITS_OUTSIDE_BOUNDS (default False)"),
        ("use_presentation", ViewFlag.USE_PRESENTATION,
         "TC_VIEW_USE_PRESENTATION (default False)"),
        ("can_resign_first_responder", ViewFlag.CAN_RESIGN_FIRST_RESPONDER,
         "TC_VIEW_CAN_RESIGN_FIRST_RESPONDER (default True): while False, a first responder "
         "refuses to resign (StateError)")):
    setattr(View, _name, _flag_property(_flag, _doc))


class Window(View):
    """A window: ``Window(scene, x, y, w, h)``, frame in screen coordinates."""

    _create = "tc_window_create"

    def make_key(self) -> None:
        """Make this the key window."""
        self.scene.key_window = self


class Controller(_Handle, Responder):
    """A view controller: ``Controller(scene, view=None)``."""

    def __init__(self, scene: "Scene", view: "Optional[View]" = None,
                 name: Optional[str] = None) -> None:
        # What the bindings check is checked before the controller is made; a view the engine
        # refuses (of another scene, or with a controller) destroys it again: nothing is left.
        scene = scene_arg(scene)
        name = name_arg(name, "controller name")
        handle_arg(view, "view", View, True)
        out = out_handle()
        call(scene, lib.tc_controller_create, scene._as_parameter_, ctypes.byref(out))
        self._init_responder(scene)
        self._init_handle(scene, out.value or 0)
        self._name = name
        if view is not None:
            try:
                self.view = view
            except BaseException:
                try:
                    self.destroy()
                except TouchChainError:
                    pass
                raise

    def __repr__(self) -> str:
        return "<Controller %s>" % (getattr(self, "_name", None)
                                    or "0x%x" % (getattr(self, "_h", 0) or 0))

    def _alive(self) -> None:
        """Raise StaleHandleError if destroyed (for the getters that read no C state)."""
        self._get(lib.tc_controller_get_view, ctypes.c_void_p)

    @property
    def name(self) -> Optional[str]:
        """A label for repr and replay traces (Python-side)."""
        self._alive()
        return self._name

    @name.setter
    def name(self, value: Optional[str]) -> None:
        value = name_arg(value, "controller name")
        self._alive()
        self._name = value

    def _install(self) -> None:
        cb = self._callbacks()
        self._call(lib.tc_controller_set_responder, None if cb is None else ctypes.byref(cb))

    @property
    def view(self) -> "Optional[View]":
        """The controller's view, or None."""
        return cast("Optional[View]",
                    self.scene._lookup(self._get(lib.tc_controller_get_view,
                                                 ctypes.c_void_p).value))

    @view.setter
    def view(self, view: "Optional[View]") -> None:
        self._call(lib.tc_controller_set_view, handle_arg(view, "view", View, True))

    @property
    def next_responder(self) -> "Optional[Responder]":
        """The next responder in the chain (R1): the superview of the controller's view (a
        window's root controller: the window), or None without a view or superview."""
        r = _raw.tc_responder()
        r.size = ctypes.sizeof(r)
        self._call(lib.tc_controller_next_responder, ctypes.byref(r))
        return _responder_from_c(self.scene, r)

    def send_route(self, name: str, info: "Optional[Mapping[str, object]]" = None,
                   **kw: object) -> bool:
        return self.scene.send_route(self, name, info, **kw)

    def destroy(self) -> None:
        """tc_controller_destroy; idempotent (as Scene.close()). An exception a callback
        raised during it is re-raised after the controller is forgotten, as View.destroy."""
        self._destroy_with(lib.tc_controller_destroy)


class _Target:
    def __init__(self, control: "Control", fn: "ControlFn") -> None:
        self.control, self.fn, self.scene = control, fn, control.view.scene
        self.key = registry.add(self)
        self.id: Optional[int] = None


def _same_callable(a: object, b: object) -> bool:
    """C1: the same target — the same object, or the same method of the same object (a bound
    method is a new object at each ``obj.method``), as UIKit's same target and action."""
    if a is b:
        return True
    a_self = getattr(a, "__self__", None)
    if a_self is None or a_self is not getattr(b, "__self__", None):
        return False
    try:  # two methods of one object: equal when they are the same method
        return bool(a == b)
    except Exception:
        return False


class Control:
    """The control side of a view (``view.make_control(kind)``)."""

    def __init__(self, view: View) -> None:
        self.view = view
        self._targets: "dict[int, _Target]" = {}  # target id -> _Target

    def __repr__(self) -> str:
        try:
            kind = self.state.kind
        except Exception:  # a repr must not raise (tracebacks show it)
            view = self.view
            why = ("scene closed" if view.scene.closed else "view destroyed" if view.destroyed
                   else "no longer a control")
            return "<Control of %r (%s)>" % (view, why)
        return "<Control %r of %r>" % (kind, self.view)

    @property
    def state(self) -> ControlState:
        """The control's state (tc_control_get_state)."""
        s = _raw.tc_control_state()
        s.size = ctypes.sizeof(s)
        self.view._call(lib.tc_control_get_state, ctypes.byref(s))
        return ControlState(_enum(ControlKind, s.kind), bool(s.enabled), bool(s.highlighted),
                            bool(s.tracking), bool(s.touch_inside), s.value, s.tracking_margin)

    kind = property(lambda self: self.state.kind)

    @property
    def enabled(self) -> bool:
        return self.state.enabled

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self.view._call(lib.tc_control_set_enabled, int(bool(value)))

    @property
    def value(self) -> float:
        return self.state.value

    @value.setter
    def value(self, v: float) -> None:
        self.view._call(lib.tc_control_set_value, double(v, "value"))

    @property
    def tracking_margin(self) -> float:
        return self.state.tracking_margin

    @tracking_margin.setter
    def tracking_margin(self, m: float) -> None:
        self.view._call(lib.tc_control_set_tracking_margin, double(m, "margin"))

    def add_target(self, events: EnumValue, fn: "ControlFn") -> int:
        """Call ``fn(control, event: ControlEvent)`` for each event in the mask
        ``events``; returns a target id for remove_target. C1: ``fn`` already a target of
        this control (the same object, or the same method of the same object) is that target:
        ``events`` are added to it, it moves after the others, and its id is returned; it is
        called once per event."""
        if not callable(fn):
            raise TypeError("fn must be callable")
        existing = next((t for t in self._targets.values() if _same_callable(t.fn, fn)), None)
        # the same callable, the same user_data: the engine merges (C1)
        target = existing if existing is not None else _Target(self, fn)
        out = ctypes.c_int32()
        try:
            self.view._call(lib.tc_control_add_target, coerce(ControlEvent, events, "events"),
                            _control_cb, target.key,
                            ctypes.byref(out))
        except BaseException:
            if existing is None:
                registry.remove(target.key)
            raise
        target.id = target_id = int(out.value)
        self._targets[target_id] = target
        return target_id

    def remove_target(self, target_id: int) -> None:
        target_id = integer(target_id, "target_id")
        self.view._call(lib.tc_control_remove_target, target_id)
        target = self._targets.pop(target_id, None)
        if target is not None:
            registry.remove(target.key)

    def send_actions(self, events: EnumValue) -> None:
        """UIKit's ``sendActions(for:)`` (C1): call the targets of ``events`` (a ControlEvent
        mask, its name or a list of them) without a touch — each target once, in the order
        they were added, its ``event`` the lowest bit it shares with ``events`` — then the
        PRIMARY_ACTION_TRIGGERED targets if ``events`` holds the kind's action-triggering
        event (TOUCH_UP_INSIDE for a button or generic control, VALUE_CHANGED for the others).
        Also for a disabled control; the value, tracking and highlight do not change. A target
        that destroys the view or changes its control ends it. Allowed from inside callbacks
        (nested at most TC_MAX_SEND_ACTIONS_DEPTH deep: LimitError beyond)."""
        self.view._call(lib.tc_control_send_actions, coerce(ControlEvent, events, "events"))

    def _drop_targets(self) -> None:
        for target in self._targets.values():
            registry.remove(target.key)
        self._targets.clear()


__all__ = ["Responder", "AppResponder", "View", "Window", "Controller", "Control", "ScrollEvent",
           "ScrollParams", "ScrollState"]
