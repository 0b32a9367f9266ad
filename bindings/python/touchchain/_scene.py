"""The scene: owner of every object, the input queue and the clock."""
import ctypes

from . import _raw
from ._core import (call, cstring, double, invoke, lib, raise_pending, registry,
                    scene_handle, trampoline)
from ._enums import EventType, Phase, TouchType, TraceStep
from ._errors import make_error, STATUS_DESCRIPTIONS
from ._types import Touch, UnhandledEvent, _enum, touches_from_array
from ._view import AppResponder, Controller, View, Window, _kv_array
from . import _batch


@trampoline(_raw.tc_hit_trace_fn, None)
def _hit_trace_cb(scene, step, view, inside, result):
    scene._hooks["hit_trace"](_enum(TraceStep, step), scene._lookup(view), bool(inside),
                              scene._lookup(result))


@trampoline(_raw.tc_unhandled_fn, None)
def _unhandled_cb(scene, info):
    i = info.contents
    scene._hooks["unhandled"](scene, UnhandledEvent(
        _enum(EventType, i.type), i.subtype, _enum(Phase, i.phase), i.timestamp,
        touches_from_array(scene, i.touches, i.touch_count),
        None if i.route_name is None else i.route_name.decode()))


class Scene:
    """A TouchChain scene (UIKit's application). Use as a context manager or
    call ``close()`` (idempotent); closing destroys every view, controller and
    recognizer in it, and later use of them raises StaleHandleError."""

    def __init__(self, max_touches=None, queue_capacity=None, tap_interval=None,
                 tap_radius=None):
        cfg = _raw.tc_scene_config(ctypes.sizeof(_raw.tc_scene_config),
                                   _raw.TC_DEFAULT_MAX_TOUCHES, _raw.TC_DEFAULT_QUEUE_CAPACITY,
                                   _raw.TC_DEFAULT_TAP_INTERVAL, _raw.TC_DEFAULT_TAP_RADIUS)
        for name, value in (("max_touches", max_touches), ("queue_capacity", queue_capacity),
                            ("tap_interval", tap_interval), ("tap_radius", tap_radius)):
            if value is not None:
                setattr(cfg, name, value)
        out = ctypes.c_void_p()
        status = lib.tc_scene_create(ctypes.byref(cfg), ctypes.byref(out))
        if status != 0:
            raise make_error(status, "tc_scene_create: " + STATUS_DESCRIPTIONS.get(status, ""))
        self._handle = out.value
        self.scene = self              # so trampolines find the scene of any object
        self._objects = {}             # handle value -> View / Controller / Recognizer
        self._hooks = {}
        self._key = registry.add(self)
        self.application = AppResponder(self, lib.tc_scene_set_app_responder, "application")
        self.app_delegate = AppResponder(self, lib.tc_scene_set_app_delegate, "app delegate")

    # ---- lifetime -----------------------------------------------------------
    @property
    def _as_parameter_(self):
        h = self._handle
        return ctypes.c_void_p(h if h is not None else scene_handle(self))

    @property
    def closed(self):
        return self._handle is None

    def close(self):
        """tc_scene_destroy; a no-op when already closed."""
        if self._handle is None:
            return
        status, errors = invoke(lib.tc_scene_destroy, self._handle)
        if status != 0:  # TC_ERR_REENTRANT from a callback: the scene stays alive
            error = make_error(status, lib.tc_scene_last_error(self._handle).decode())
            raise_pending(errors, cause=error)
            raise error
        self._handle = None
        for obj in list(self._objects.values()):
            obj._unregister() if hasattr(obj, "_unregister") else registry.remove(obj._key)
            control = getattr(obj, "control", None)
            if control is not None:
                control._drop_targets()
        for obj in (self.application, self.app_delegate):
            obj._unregister()
        registry.remove(self._key)
        raise_pending(errors)

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            if getattr(self, "_handle", None) is not None:
                lib.tc_scene_destroy(self._handle)
                self._handle = None
        except Exception:
            pass

    def __repr__(self):
        return "<Scene %s>" % ("closed" if self._handle is None else "0x%x" % self._handle)

    def _lookup(self, handle):
        """The Python object of a handle value (None for NULL or unknown)."""
        if not handle:
            return None
        return self._objects.get(handle)

    def _forget(self, obj):
        self._objects.pop(obj._h, None)
        registry.remove(obj._key)
        control = getattr(obj, "control", None)
        if control is not None:
            control._drop_targets()

    @property
    def last_error(self):
        from ._core import last_error
        return last_error(self)

    # ---- factories ----------------------------------------------------------
    def window(self, x, y, w, h, name=None):
        return Window(self, x, y, w, h, name=name)

    def view(self, x, y, w, h, name=None):
        return View(self, x, y, w, h, name=name)

    def controller(self, view=None, name=None):
        return Controller(self, view=view, name=name)

    # ---- queries ------------------------------------------------------------
    def _get(self, fn, ctype):
        out = ctype()
        call(self, fn, self._as_parameter_, ctypes.byref(out))
        return out.value

    @property
    def now(self):
        return self._get(lib.tc_scene_now, ctypes.c_double)

    @property
    def queued_count(self):
        return self._get(lib.tc_scene_queued_count, ctypes.c_size_t)

    @property
    def touch_count(self):
        return self._get(lib.tc_scene_touch_count, ctypes.c_size_t)

    @property
    def key_window(self):
        return self._lookup(self._get(lib.tc_scene_get_key_window, ctypes.c_void_p))

    @key_window.setter
    def key_window(self, window):
        call(self, lib.tc_scene_set_key_window, self._as_parameter_, window._as_parameter_)

    @property
    def first_responder(self):
        return self._lookup(self._get(lib.tc_scene_get_first_responder, ctypes.c_void_p))

    @property
    def focus(self):
        return self._lookup(self._get(lib.tc_scene_get_focus, ctypes.c_void_p))

    @focus.setter
    def focus(self, view):
        call(self, lib.tc_scene_set_focus, self._as_parameter_,
             None if view is None else view._as_parameter_)

    def find_touch(self, touch_id):
        out = ctypes.c_void_p()
        call(self, lib.tc_scene_find_touch, self._as_parameter_, int(touch_id),
             ctypes.byref(out))
        return Touch.from_handle(self, out.value)

    def convert_point(self, x, y, source=None, to=None):
        """(x, y) from ``source``'s coordinates to ``to``'s (None: screen)."""
        ox, oy = ctypes.c_double(), ctypes.c_double()
        call(self, lib.tc_view_convert_point, None if source is None else source._as_parameter_,
             None if to is None else to._as_parameter_, double(x, "x"), double(y, "y"),
             ctypes.byref(ox), ctypes.byref(oy))
        return ox.value, oy.value

    # ---- callbacks ----------------------------------------------------------
    def _set_hook(self, hook, fn, setter, tramp):
        if fn is not None and not callable(fn):
            raise TypeError("%s must be callable or None" % hook)
        call(self, setter, self._as_parameter_, type(tramp)() if fn is None else tramp,
             None if fn is None else self._key)
        self._hooks[hook] = fn

    on_hit_trace = property(
        lambda self: self._hooks.get("hit_trace"),
        lambda self, fn: self._set_hook("hit_trace", fn, lib.tc_scene_set_hit_trace_fn,
                                        _hit_trace_cb),
        doc="Observer ``fn(step: TraceStep, view, inside: bool, result)`` (H7). It may "
            "only query the scene.")
    on_unhandled = property(
        lambda self: self._hooks.get("unhandled"),
        lambda self, fn: self._set_hook("unhandled", fn, lib.tc_scene_set_unhandled_fn,
                                        _unhandled_cb),
        doc="``fn(scene, event: UnhandledEvent)`` when an event walks off the chain.")

    # ---- input --------------------------------------------------------------
    def push_touch(self, id, phase, x, y, t, *, window=None, force=0.0, max_force=0.0,
                   major_radius=0.0, radius_tolerance=0.0, type=TouchType.DIRECT):
        """Queue one touch sample (tc_scene_push_touch). ``window`` None: the key window."""
        s = _batch.sample_struct(self, id=id, phase=phase, x=x, y=y, timestamp=t,
                                 window=window, force=force, max_force=max_force,
                                 major_radius=major_radius, radius_tolerance=radius_tolerance,
                                 type=type)
        call(self, lib.tc_scene_push_touch, self._as_parameter_, ctypes.byref(s))

    def push_touches(self, samples):
        """Queue many samples in one tc_scene_push_touches call, all or nothing.
        ``samples``: tuples ``(id, phase, x, y, t[, force, max_force, major_radius,
        radius_tolerance, type, window])``, dicts with those keys (``t`` or
        ``timestamp``), or a numpy array of ``touchchain.sample_dtype()``.
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
            e.index = failed.value
            raise
        return count

    def push_motion(self, subtype, phase, t):
        call(self, lib.tc_scene_push_motion, self._as_parameter_, int(subtype), int(phase),
             double(t, "t"))

    def push_remote(self, subtype, t):
        call(self, lib.tc_scene_push_remote, self._as_parameter_, int(subtype), double(t, "t"))

    def push_press(self, press_type, phase, t):
        call(self, lib.tc_scene_push_press, self._as_parameter_, int(press_type), int(phase),
             double(t, "t"))

    def dispatch(self):
        """Dispatch every queued input; returns the number of events dispatched."""
        out = ctypes.c_size_t()
        call(self, lib.tc_scene_dispatch, self._as_parameter_, ctypes.byref(out))
        return out.value

    def advance(self, t):
        """Move the clock to ``t``: dispatch inputs due by then, fire timers."""
        call(self, lib.tc_scene_advance, self._as_parameter_, double(t, "t"))

    def send_route(self, source, name, info=None, **kw):
        """Send router event ``name`` from a View or Controller with payload
        ``info`` / keyword arguments (values become strings). Returns True if
        a responder handled it."""
        payload = dict(info or {}, **kw)
        pairs, count = _kv_array(payload)
        handled = ctypes.c_int32()
        fn = lib.tc_controller_send_route if isinstance(source, Controller) \
            else lib.tc_view_send_route
        call(self, fn, source._as_parameter_, cstring(name, "route name"),
             pairs if count else None, count, ctypes.byref(handled))
        return bool(handled.value)

