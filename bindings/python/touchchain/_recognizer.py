"""Gesture recognizers: one class per kind, parameters as keyword arguments."""
import ctypes

from . import _raw
from ._core import call, call_noscene, cstring, double, lib, out_handle, registry, trampoline
from ._enums import Edge, GestureState, Phase, RecognizerKind, SwipeDirection
from ._types import GestureDetails, Touch, _enum, touches_from_array

PARAM_FIELDS = [name for name, _ in _raw.tc_recognizer_params._fields_
                if name not in ("size", "kind")]
# Friendly spellings accepted by the constructors (and set_params).
ALIASES = {"taps": "taps_required", "touches": "touches_required",
           "duration": "min_duration", "movement": "allowable_movement",
           "distance": "swipe_distance"}


def default_params(kind):
    """tc_recognizer_params_init(kind) as a dict."""
    p = _raw.tc_recognizer_params()
    p.size = ctypes.sizeof(p)
    call_noscene(lib.tc_recognizer_params_init, p, int(kind))
    return {name: getattr(p, name) for name in PARAM_FIELDS}


def _params_struct(kind, values):
    p = _raw.tc_recognizer_params()
    p.size = ctypes.sizeof(p)
    call_noscene(lib.tc_recognizer_params_init, p, int(kind))
    for name, value in values.items():
        name = ALIASES.get(name, name)
        if name not in PARAM_FIELDS:
            raise TypeError("unknown recognizer parameter %r (known: %s)"
                            % (name, ", ".join(PARAM_FIELDS + sorted(ALIASES))))
        setattr(p, name, int(value) if isinstance(value, bool) else value)
    return p


@trampoline(_raw.tc_gesture_fn, None)
def _action_cb(rec, _h, details):
    fn = rec._hooks.get("action")
    if fn is not None:
        fn(rec, GestureDetails.from_c(rec.scene, details.contents))


@trampoline(_raw.tc_custom_touches_fn, None)
def _custom_touches_cb(rec, _h, phase, touches, count, timestamp):
    fn = rec._hooks.get("custom_touches")
    if fn is not None:
        fn(rec, _enum(Phase, phase), touches_from_array(rec.scene, touches, count), timestamp)


def _delegate_cb(cfunctype, hook, default, convert):
    @trampoline(cfunctype, default)
    def cb(rec, _h, *args):
        fn = rec._hooks.get(hook)
        if fn is None:
            return default
        return 1 if fn(rec, *[convert(rec.scene, a) for a in args]) else 0
    return cb


def _other(scene, h):
    return scene._lookup(h)


_DELEGATE = [  # (field, trampoline)
    ("should_begin", _delegate_cb(_raw.tc_delegate_should_begin_fn, "should_begin", 1, _other)),
    ("should_receive_touch", _delegate_cb(_raw.tc_delegate_should_receive_touch_fn,
                                          "should_receive_touch", 1, Touch.from_handle)),
    ("should_recognize_simultaneously", _delegate_cb(
        _raw.tc_delegate_should_recognize_simultaneously_fn,
        "should_recognize_simultaneously", 0, _other)),
    ("should_require_failure_of", _delegate_cb(
        _raw.tc_delegate_should_require_failure_of_fn, "should_require_failure_of", 0, _other)),
    ("should_be_required_to_fail_by", _delegate_cb(
        _raw.tc_delegate_should_be_required_to_fail_by_fn, "should_be_required_to_fail_by", 0,
        _other)),
]


class Recognizer:
    """A gesture recognizer of ``kind``; the scene keeps it alive until
    ``destroy()`` or ``scene.close()``. Keyword arguments are
    tc_recognizer_params fields (or ALIASES)."""

    kind = None

    def __init__(self, scene, kind=None, *, view=None, on_action=None, name=None, **params):
        kind = RecognizerKind(kind if kind is not None else self.kind)
        self.kind = kind
        p = _params_struct(kind, params)
        out = out_handle()
        call(scene, lib.tc_recognizer_create, scene._as_parameter_, ctypes.byref(p),
             ctypes.byref(out))
        self.scene = scene
        self._h = out.value
        self._hooks = {}
        self._key = registry.add(self)
        scene._objects[self._h] = self
        if name is not None:
            self.name = name
        if on_action is not None:
            self.on_action = on_action
        if view is not None:
            self.attach(view)

    def __repr__(self):
        return "<%s %s>" % (type(self).__name__, self._pyname or "0x%x" % (self._h or 0))

    _pyname = None

    @property
    def handle(self):
        self.scene._as_parameter_  # noqa: B018 -- raises for a closed scene
        return self._h

    @property
    def _as_parameter_(self):
        return ctypes.c_void_p(self.handle)

    def _call(self, fn, *args):
        call(self.scene, fn, self._as_parameter_, *args)

    def destroy(self):
        if self.scene._handle is None:
            return
        self._call(lib.tc_recognizer_destroy)
        self.scene._forget(self)

    # ---- parameters and state ----------------------------------------------
    @property
    def params(self):
        p = _raw.tc_recognizer_params()
        p.size = ctypes.sizeof(p)
        self._call(lib.tc_recognizer_get_params, ctypes.byref(p))
        return {name: getattr(p, name) for name in PARAM_FIELDS}

    def set_params(self, **changes):
        values = self.params
        values.update({ALIASES.get(k, k): v for k, v in changes.items()})
        self._call(lib.tc_recognizer_set_params, ctypes.byref(_params_struct(self.kind, values)))

    @property
    def enabled(self):
        return bool(self.params["enabled"])

    @enabled.setter
    def enabled(self, value):
        self._call(lib.tc_recognizer_set_enabled, int(bool(value)))

    @property
    def name(self):
        out = ctypes.c_char_p()
        self._call(lib.tc_recognizer_get_name, ctypes.byref(out))
        return None if out.value is None else out.value.decode()

    @name.setter
    def name(self, value):
        self._call(lib.tc_recognizer_set_name,
                   None if value is None else cstring(value, "recognizer name"))
        self._pyname = value

    @property
    def state(self):
        out = ctypes.c_int32()
        self._call(lib.tc_recognizer_get_state, ctypes.byref(out))
        return _enum(GestureState, out.value)

    @property
    def details(self):
        d = _raw.tc_gesture_details()
        d.size = ctypes.sizeof(d)
        self._call(lib.tc_recognizer_get_details, ctypes.byref(d))
        return GestureDetails.from_c(self.scene, d)

    # ---- wiring -------------------------------------------------------------
    def attach(self, view):
        self._call(lib.tc_recognizer_attach, view._as_parameter_)
        return self

    def detach(self):
        self._call(lib.tc_recognizer_detach)

    @property
    def view(self):
        return self.details.view

    def require_to_fail(self, other):
        """G6: recognize only after ``other`` failed."""
        self._call(lib.tc_recognizer_require_to_fail, other._as_parameter_)

    def remove_requirement(self, other):
        self._call(lib.tc_recognizer_remove_requirement, other._as_parameter_)

    def allow_simultaneous(self, other, allowed=True):
        self._call(lib.tc_recognizer_set_simultaneous, other._as_parameter_, int(bool(allowed)))

    # ---- callbacks ----------------------------------------------------------
    @property
    def on_action(self):
        """``fn(recognizer, details: GestureDetails)`` after every state change."""
        return self._hooks.get("action")

    @on_action.setter
    def on_action(self, fn):
        if fn is not None and not callable(fn):
            raise TypeError("on_action must be callable or None")
        self._call(lib.tc_recognizer_set_action, type(_action_cb)() if fn is None else _action_cb,
                   None if fn is None else self._key)
        self._hooks["action"] = fn

    def _set_delegate_hook(self, hook, fn):
        if fn is not None and not callable(fn):
            raise TypeError("%s must be callable or None" % hook)
        hooks = dict(self._hooks, **{hook: fn})
        if not any(hooks.get(f) for f, _ in _DELEGATE):
            self._call(lib.tc_recognizer_set_delegate, None)
        else:
            d = _raw.tc_recognizer_delegate()
            d.size = ctypes.sizeof(d)
            for field, tramp in _DELEGATE:
                if hooks.get(field) is not None:
                    setattr(d, field, tramp)
            d.user_data = self._key
            self._call(lib.tc_recognizer_set_delegate, ctypes.byref(d))
        self._hooks[hook] = fn


def _delegate_property(field):
    return property(lambda self: self._hooks.get(field),
                    lambda self, fn: self._set_delegate_hook(field, fn),
                    doc="Delegate callable for %s (G6), or None for the default." % field)


for _field, _ in _DELEGATE:
    setattr(Recognizer, _field, _delegate_property(_field))


class TapRecognizer(Recognizer):
    kind = RecognizerKind.TAP


class LongPressRecognizer(Recognizer):
    kind = RecognizerKind.LONG_PRESS


class _PanLike(Recognizer):
    @property
    def translation(self):
        return self.details.translation

    @translation.setter
    def translation(self, xy):
        x, y = xy
        self._call(lib.tc_recognizer_set_translation, double(x, "x"), double(y, "y"))

    @property
    def velocity(self):
        return self.details.velocity


class PanRecognizer(_PanLike):
    kind = RecognizerKind.PAN


class EdgePanRecognizer(_PanLike):
    kind = RecognizerKind.EDGE_PAN

    def __init__(self, scene, edges=Edge.LEFT, **kw):
        super().__init__(scene, edges=int(edges), **kw)


class SwipeRecognizer(Recognizer):
    kind = RecognizerKind.SWIPE

    def __init__(self, scene, direction=SwipeDirection.RIGHT, **kw):
        super().__init__(scene, direction=int(direction), **kw)


class PinchRecognizer(Recognizer):
    kind = RecognizerKind.PINCH


class RotationRecognizer(Recognizer):
    kind = RecognizerKind.ROTATION


class CustomRecognizer(Recognizer):
    """The host decides: ``on_touches = fn(recognizer, phase, touches, timestamp)``
    sees the touches; ``state = GestureState.X`` moves the state machine."""

    kind = RecognizerKind.CUSTOM

    def __init__(self, scene, on_touches=None, **kw):
        super().__init__(scene, **kw)
        if on_touches is not None:
            self.on_touches = on_touches

    @property
    def on_touches(self):
        return self._hooks.get("custom_touches")

    @on_touches.setter
    def on_touches(self, fn):
        self._call(lib.tc_recognizer_set_custom_touches_fn,
                   type(_custom_touches_cb)() if fn is None else _custom_touches_cb,
                   None if fn is None else self._key)
        self._hooks["custom_touches"] = fn

    @Recognizer.state.setter
    def state(self, value):
        self._call(lib.tc_recognizer_set_state, int(value))


RECOGNIZER_CLASSES = {cls.kind: cls for cls in (
    TapRecognizer, LongPressRecognizer, PanRecognizer, EdgePanRecognizer, SwipeRecognizer,
    PinchRecognizer, RotationRecognizer, CustomRecognizer)}
