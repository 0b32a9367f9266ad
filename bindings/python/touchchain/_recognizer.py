"""Gesture recognizers: one class per kind, parameters as keyword arguments."""
import ctypes
import re
from typing import TYPE_CHECKING, Any, Callable, Iterable, NamedTuple, TypeVar, Union

from . import _raw
from ._core import (call, call_noscene, cstring, double, handle_arg, integer, lib, live_handle,
                    name_arg, out_handle, registry, scene_arg, trampoline)
from ._enums import (Button, Edge, EnumValue, EventType, GestureState, Phase, RecognizerKind,
                     ScrollType, SwipeDirection, TouchTypes, coerce, touch_type_mask, valid_names)
from ._errors import StaleHandleError, TouchChainError, make_error
from ._types import GestureDetails, Point, Touch, _enum, touches_from_array

if TYPE_CHECKING:  # import cycles: bound at run time by the package (__init__), for get_type_hints
    from ._scene import Scene
    from ._view import View

ActionFn = Callable[["Recognizer", GestureDetails], object]
_R = TypeVar("_R", bound="Recognizer")
ParamValue = Union[int, float, bool, str, Iterable[Union[int, str]]]
EnumArg = EnumValue
CustomTouchesFn = Callable[["CustomRecognizer", Phase, "list[Touch]", float], object]
CustomResetFn = Callable[["CustomRecognizer"], object]
CustomPreventFn = Callable[["CustomRecognizer", "Recognizer | None"], object]

PARAM_FIELDS = [name for name, _ in _raw.tc_recognizer_params._fields_
                if name not in ("size", "kind", "reserved")]
_FIELD_TYPES = dict(_raw.tc_recognizer_params._fields_)
# Friendly spellings accepted by the constructors (and set_params).
ALIASES = {"taps": "taps_required", "touches": "touches_required",
           "duration": "min_duration", "movement": "allowable_movement",
           "distance": "swipe_distance"}
# The keyword argument of the kind classes (TapRecognizer, ...) that sets a field, where the two
# names differ: a refused value is reported under the name the caller wrote.
_ARGUMENT_OF_FIELD = {"taps_required": "taps", "touches_required": "touches"}
_FIELD_IN_MESSAGE = re.compile(r"\b(%s)\b" % "|".join(PARAM_FIELDS))


def _name_the_argument(error: TouchChainError, params: "dict[str, Any]",
                       explicit: bool) -> None:
    """Add the refused argument to an engine error about a parameter (``taps_required is 0``
    becomes ``... (argument taps=0)``) and set ``error.argument``. ``explicit``: the caller
    used a kind class's keyword arguments rather than field names."""
    m = _FIELD_IN_MESSAGE.search(error.message)
    if m is None or not isinstance(error, ValueError):
        return
    field = m.group(1)
    given = [k for k in params if ALIASES.get(k, k) == field]
    if explicit:
        argument = _ARGUMENT_OF_FIELD.get(field, field)
    else:
        argument = given[0] if given else field
    value = params[given[0]] if given else None
    error.argument = argument
    error.message = "%s (argument %s=%r)" % (error.message, argument, value)


class ParameterInfo(NamedTuple):
    """One row of the engine's recognizer parameter table (``tc_recognizer_param_info``)."""
    name: str
    """The tc_recognizer_params field, also the keyword of :func:`Recognizer.set_params`."""
    unit: str
    """``count``, ``mask``, ``s`` (seconds), ``pt`` (points), ``rad`` (radians)."""
    kinds: "frozenset[RecognizerKind]"
    """The kinds that read it."""
    is_integer: bool
    minimum: float
    maximum: float
    """``math.inf`` when unbounded."""


def parameter_table() -> "list[ParameterInfo]":
    """The engine's recognizer parameter table, row by row (one source for names, kinds,
    units and ranges; the defaults per kind are :func:`default_params`)."""
    rows: "list[ParameterInfo]" = []
    info = _raw.tc_param_info()
    while True:
        info.size = ctypes.sizeof(info)
        status = lib.tc_recognizer_param_info(len(rows), ctypes.byref(info))
        if status == _raw.TC_ERR_NOT_FOUND:
            return rows
        if status != 0:
            call_noscene(lambda: status)
        kinds = frozenset(k for k in RecognizerKind if info.kinds & (1 << int(k)))
        rows.append(ParameterInfo(info.name.decode(), info.unit.decode(), kinds,
                                  bool(info.is_integer), info.minimum, info.maximum))


def default_params(kind: EnumValue) -> "dict[str, int | float]":
    """tc_recognizer_params_init(kind) as a dict."""
    p = _raw.tc_recognizer_params()
    p.size = ctypes.sizeof(p)
    call_noscene(lib.tc_recognizer_params_init, p, coerce(RecognizerKind, kind, "kind"))
    return {name: getattr(p, name) for name in PARAM_FIELDS}


def _params_struct(kind: int, values: "dict[str, Any]") -> Any:
    p = _raw.tc_recognizer_params()
    p.size = ctypes.sizeof(p)
    call_noscene(lib.tc_recognizer_params_init, p, int(kind))
    for name, value in values.items():
        name = ALIASES.get(name, name)
        if name not in PARAM_FIELDS:
            raise TypeError("unknown recognizer parameter %r (known: %s)"
                            % (name, ", ".join(PARAM_FIELDS + sorted(ALIASES))))
        if name == "direction":
            value = coerce(SwipeDirection, value, name)
        elif name == "edges":
            value = coerce(Edge, value, name)
        elif name == "allowed_touch_types":
            value = touch_type_mask(value, name)
        elif name == "button_mask_required":
            value = coerce(Button, value, name)
        elif name == "allowed_scroll_types":
            value = coerce(ScrollType, value, name)
        elif isinstance(value, bool):
            value = int(value)
        elif _FIELD_TYPES[name] is ctypes.c_double:
            value = double(value, name)
        else:
            value = integer(value, name)
        setattr(p, name, value)
    return p


@trampoline(_raw.tc_gesture_fn, None)
def _action_cb(rec: "Recognizer", _h: Any, details: Any) -> None:
    fn = rec._hooks.get("action")
    if fn is not None:
        fn(rec, GestureDetails.from_c(rec.scene, details.contents))


@trampoline(_raw.tc_gesture_fn, None)
def _state_cb(rec: "Recognizer", _h: Any, details: Any) -> None:
    fn = rec._hooks.get("state")
    if fn is not None:
        fn(rec, GestureDetails.from_c(rec.scene, details.contents))


@trampoline(_raw.tc_custom_touches_fn, None)
def _custom_touches_cb(rec: "Recognizer", _h: Any, phase: int, touches: Any, count: int,
                       timestamp: float) -> None:
    fn = rec._hooks.get("custom_touches")
    if fn is not None:
        fn(rec, _enum(Phase, phase), touches_from_array(rec.scene, touches, count), timestamp)


@trampoline(_raw.tc_custom_reset_fn, None)
def _custom_reset_cb(rec: "Recognizer", _h: Any) -> None:
    fn = rec._hooks.get("custom_reset")
    if fn is not None:
        fn(rec)


def _custom_prevent_cb(hook: str) -> Any:
    @trampoline(_raw.tc_custom_prevent_fn, 1)
    def cb(rec: "Recognizer", _h: Any, other: Any) -> int:
        fn = rec._hooks.get(hook)
        if fn is None:
            return 1
        return 1 if fn(rec, rec.scene._lookup(other)) else 0
    return cb


_custom_can_prevent_cb = _custom_prevent_cb("custom_can_prevent")
_custom_can_be_prevented_cb = _custom_prevent_cb("custom_can_be_prevented")


def _delegate_cb(cfunctype: Any, hook: str, default: int,
                 convert: "Callable[[Any, Any], Any]") -> Any:
    @trampoline(cfunctype, default)
    def cb(rec: "Recognizer", _h: Any, *args: Any) -> int:
        fn = rec._hooks.get(hook)
        if fn is None:
            return default
        return 1 if fn(rec, *[convert(rec.scene, a) for a in args]) else 0
    return cb


def _other(scene: "Scene", h: Any) -> Any:
    return scene._lookup(h)


def _event_type(scene: "Scene", value: int) -> Any:
    return _enum(EventType, value)


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
    ("should_receive_event", _delegate_cb(
        _raw.tc_delegate_should_receive_event_fn, "should_receive_event", 1, _event_type)),
]


def _recognizer_kind(kind: EnumValue) -> RecognizerKind:
    """``kind`` (a RecognizerKind, its name or an int) as a RecognizerKind; an int that is not
    one raises UnknownEnumError (a TouchChainError and ValueError) naming ``kind``, as the
    engine does for an unknown enum value; an unknown name InvalidValueError (coerce)."""
    value = coerce(RecognizerKind, kind, "kind")
    try:
        return RecognizerKind(value)
    except ValueError:
        error = make_error(_raw.TC_ERR_UNKNOWN_ENUM, "kind is %d (not a TC_RECOGNIZER_* value; "
                           "valid values: %s)" % (value, ", ".join(valid_names(RecognizerKind))))
        error.argument = "kind"
        raise error from None


class Recognizer:
    """A gesture recognizer of ``kind``; the scene keeps it alive until
    ``destroy()`` or ``scene.close()``. Keyword arguments are
    tc_recognizer_params fields (or ALIASES)."""

    kind: "RecognizerKind | None" = None
    # Delegate callables (G6; properties made below from _DELEGATE), or None for the default.
    should_begin: "Callable[[Recognizer], object] | None"
    should_receive_touch: "Callable[[Recognizer, Touch], object] | None"
    should_recognize_simultaneously: "Callable[[Recognizer, Recognizer | None], object] | None"
    should_require_failure_of: "Callable[[Recognizer, Recognizer | None], object] | None"
    should_be_required_to_fail_by: "Callable[[Recognizer, Recognizer | None], object] | None"
    # G6, P3, P4: fn(recognizer, event_type: EventType) -> bool (UIKit's
    # gestureRecognizer(_:shouldReceive:) for an event): TOUCHES once per gesture before
    # should_receive_touch, HOVER before a hover recognizer begins, SCROLL/TRANSFORM when a
    # wheel, trackpad scroll or trackpad pinch/rotation looks for its recognizer.
    should_receive_event: "Callable[[Recognizer, EventType], object] | None"

    def __init__(self, scene: "Scene", kind: "EnumValue | None" = None, *,
                 view: "View | None" = None, on_action: "ActionFn | None" = None,
                 name: "str | None" = None, **params: "ParamValue") -> None:
        if kind is None:
            if self.kind is None:
                raise TypeError("Recognizer needs a kind (a RecognizerKind or its name)")
            kind = self.kind
        self._create(scene, _recognizer_kind(kind), view, on_action, name, params)

    def _create(self, scene: "Scene", kind: RecognizerKind, view: "View | None",
                on_action: "ActionFn | None", name: "str | None",
                params: "dict[str, ParamValue]") -> None:
        # What the bindings check is checked before the recognizer is made; a step the engine
        # refuses after (a view of another scene) destroys it again: nothing is left.
        from ._view import View
        scene = scene_arg(scene)
        name_arg(name, "recognizer name")
        if on_action is not None and not callable(on_action):
            raise TypeError("on_action must be callable or None")
        handle_arg(view, "view", View, True)
        self.kind = kind
        out = out_handle()
        try:
            p = _params_struct(kind, params)
            call(scene, lib.tc_recognizer_create, scene._as_parameter_, ctypes.byref(p),
                 ctypes.byref(out))
        except TouchChainError as error:
            _name_the_argument(error, params, explicit=type(self) is not Recognizer)
            raise
        self.scene = scene
        self._h: int = out.value or 0
        self._hooks: "dict[str, Any]" = {}
        self._key = registry.add(self)
        scene._objects[self._h] = self
        try:
            if name is not None:
                self.name = name
            if on_action is not None:
                self.on_action = on_action
            if view is not None:
                self.attach(view)
        except BaseException:
            self._discard()
            raise

    def _discard(self) -> None:
        """Destroy a recognizer whose construction failed (the error being raised stays the
        one raised)."""
        try:
            self.destroy()
        except TouchChainError:
            pass

    @classmethod
    def _adopt(cls: "type[_R]", scene: "Scene", handle: int) -> "_R":
        """The object of a recognizer the engine made (a scroll view's pan, S1)."""
        existing = scene._lookup(handle)
        if isinstance(existing, cls):
            return existing
        rec = cls.__new__(cls)
        rec.kind = cls.kind
        rec.scene = scene
        rec._h = handle
        rec._hooks = {}
        rec._key = registry.add(rec)
        scene._objects[handle] = rec
        return rec

    def __repr__(self) -> str:
        # Python-side state only (never raises: tracebacks show it after close or destroy)
        return "<%s %s>" % (type(self).__name__,
                            self._pyname or "0x%x" % (getattr(self, "_h", 0) or 0))

    _pyname: "str | None" = None

    @property
    def handle(self) -> int:
        """The handle as an int (raises StaleHandleError once the scene is closed)."""
        self.scene._as_parameter_  # noqa: B018 -- raises for a closed scene
        h: int = self._h
        return h

    @property
    def _as_parameter_(self) -> ctypes.c_void_p:
        """The handle for C: StaleHandleError once destroyed or the scene closed, without
        calling the engine (_core.live_handle); every call and argument takes it from here."""
        return ctypes.c_void_p(live_handle(self))

    @classmethod
    def _kind(cls) -> RecognizerKind:
        assert cls.kind is not None
        return cls.kind

    def _call(self, fn: Any, *args: Any) -> None:
        call(self.scene, fn, self._as_parameter_, *args)

    @property
    def destroyed(self) -> bool:
        """True once destroy() ran (or the scene closed)."""
        return self.scene._handle is None or self.scene._objects.get(self._h) is not self

    def destroy(self) -> None:
        """tc_recognizer_destroy; idempotent (as Scene.close()). An exception a callback
        raised during it is re-raised after the recognizer is forgotten, as View.destroy."""
        if self.destroyed:
            return
        try:
            self._call(lib.tc_recognizer_destroy)
        except StaleHandleError:
            pass
        except BaseException:
            from ._view import _destroyed_in_c
            if _destroyed_in_c(self):
                self.scene._forget(self)
            raise
        self.scene._forget(self)

    def _alive(self) -> None:
        """Raise StaleHandleError if destroyed or the scene is closed."""
        self._call(lib.tc_recognizer_get_state, ctypes.byref(ctypes.c_int32()))

    # ---- parameters and state ----------------------------------------------
    @property
    def params(self) -> "dict[str, int | float]":
        """The recognizer's tc_recognizer_params (field name -> value)."""
        p = _raw.tc_recognizer_params()
        p.size = ctypes.sizeof(p)
        self._call(lib.tc_recognizer_get_params, ctypes.byref(p))
        return {name: getattr(p, name) for name in PARAM_FIELDS}

    def set_params(self, **changes: "ParamValue") -> None:
        """Change parameters (C field names or ALIASES), in one tc_recognizer_set_params.

        They apply from the next touch: a gesture in progress keeps running by the old ones
        (G8); ``params`` reads the new ones at once. ``enabled`` acts at once.
        """
        values: "dict[str, Any]" = dict(self.params)
        values.update({ALIASES.get(k, k): v for k, v in changes.items()})
        try:
            self._call(lib.tc_recognizer_set_params,
                       ctypes.byref(_params_struct(int(self.kind or 0), values)))
        except TouchChainError as error:
            _name_the_argument(error, changes, explicit=False)
            raise

    @property
    def enabled(self) -> bool:
        """``isEnabled``."""
        return bool(self.params["enabled"])

    @enabled.setter
    def enabled(self, value: bool) -> None:
        self._call(lib.tc_recognizer_set_enabled, int(bool(value)))

    @property
    def name(self) -> "str | None":
        """The recognizer's name (tc_recognizer_get_name), or None."""
        out = ctypes.c_char_p()
        self._call(lib.tc_recognizer_get_name, ctypes.byref(out))
        return None if out.value is None else out.value.decode()

    @name.setter
    def name(self, value: "str | None") -> None:
        value = name_arg(value, "recognizer name")
        self._call(lib.tc_recognizer_set_name,
                   None if value is None else cstring(value, "recognizer name"))
        self._pyname = value

    @property
    def state(self) -> GestureState:
        """The state machine's state (UIKit's ``state``)."""
        out = ctypes.c_int32()
        self._call(lib.tc_recognizer_get_state, ctypes.byref(out))
        state: GestureState = _enum(GestureState, out.value)
        return state

    @property
    def details(self) -> GestureDetails:
        """What the recognizer reports now (tc_recognizer_get_details)."""
        d = _raw.tc_gesture_details()
        d.size = ctypes.sizeof(d)
        self._call(lib.tc_recognizer_get_details, ctypes.byref(d))
        return GestureDetails.from_c(self.scene, d)

    # ---- values in any view (G9) ---------------------------------------------
    def _point_in(self, fn: Any, *args: Any) -> Point:
        x, y = ctypes.c_double(), ctypes.c_double()
        self._call(fn, *args, ctypes.byref(x), ctypes.byref(y))
        return Point(x.value, y.value)

    def location_in(self, view: "View | None" = None) -> Point:
        """UIKit's ``location(in:)``: the location (``details.x``, ``details.y`` in the
        attached view) in ``view``'s bounds coordinates; None: the window's (G9)."""
        from ._view import View
        return self._point_in(lib.tc_recognizer_location_in, handle_arg(view, "view", View, True))

    @property
    def number_of_touches(self) -> int:
        """UIKit's ``numberOfTouches``: ``details.touch_count``, the touches
        ``location_of_touch`` reads (a tap recognized: the fingers of its last tap, G9)."""
        n: int = self.details.touch_count
        return n

    def location_of_touch(self, index: int, view: "View | None" = None) -> Point:
        """UIKit's ``location(ofTouch:in:)``: where touch ``index`` (0 ..
        ``number_of_touches`` - 1, in the order they landed) is, in ``view``'s bounds
        coordinates (None: the window's): a tracked touch where it is, a recognized tap's
        finger where it lifted, a swipe's touch where it landed (G9). An index past them
        raises NotFoundError (UIKit raises NSRangeException)."""
        from ._view import View
        return self._point_in(lib.tc_recognizer_touch_location_in, integer(index, "index"),
                              handle_arg(view, "view", View, True))

    # ---- wiring -------------------------------------------------------------
    def attach(self, view: "View") -> "Recognizer":
        """Attach to ``view`` (UIKit's ``addGestureRecognizer``); returns self."""
        from ._view import View
        self._call(lib.tc_recognizer_attach, handle_arg(view, "view", View))
        return self

    def detach(self) -> None:
        """Detach from its view."""
        self._call(lib.tc_recognizer_detach)

    @property
    def view(self) -> "View | None":
        """The view it is attached to, or None."""
        view: "View | None" = self.details.view
        return view

    def require_to_fail(self, other: "Recognizer") -> None:
        """G6: recognize only after ``other`` failed. No link is made (and no error raised)
        when either is a hover recognizer (P3: UIKit's takes part in no failure requirement)."""
        self._call(lib.tc_recognizer_require_to_fail, handle_arg(other, "other", Recognizer))

    def remove_requirement(self, other: "Recognizer") -> None:
        """Undo require_to_fail(other)."""
        self._call(lib.tc_recognizer_remove_requirement, handle_arg(other, "other", Recognizer))

    def allow_simultaneous(self, other: "Recognizer", allowed: bool = True) -> None:
        """Recognize simultaneously with ``other`` (G6), or not."""
        self._call(lib.tc_recognizer_set_simultaneous, handle_arg(other, "other", Recognizer),
                   int(bool(allowed)))

    # ---- callbacks ----------------------------------------------------------
    def _hook(self, hook: str) -> Any:
        """The callable of ``hook`` (a getter: StaleHandleError once destroyed or the scene is
        closed)."""
        out = ctypes.c_int32()
        self._call(lib.tc_recognizer_get_state, ctypes.byref(out))  # raises if destroyed
        return self._hooks.get(hook)

    @property
    def on_action(self) -> "ActionFn | None":
        """The action: ``fn(recognizer, details: GestureDetails)`` after every state change
        except to ``FAILED`` (as in UIKit, a failure sends no action; see :attr:`on_state`)."""
        fn: "ActionFn | None" = self._hook("action")
        return fn

    @on_action.setter
    def on_action(self, fn: "ActionFn | None") -> None:
        if fn is not None and not callable(fn):
            raise TypeError("on_action must be callable or None")
        self._call(lib.tc_recognizer_set_action, type(_action_cb)() if fn is None else _action_cb,
                   None if fn is None else self._key)
        self._hooks["action"] = fn

    @property
    def on_state(self) -> "ActionFn | None":
        """The state observer: ``fn(recognizer, details: GestureDetails)`` after every state
        change, failures included (``details.failure_reason``/``failure_message`` say why),
        just before the action. For logs and tests; not part of UIKit."""
        fn: "ActionFn | None" = self._hook("state")
        return fn

    @on_state.setter
    def on_state(self, fn: "ActionFn | None") -> None:
        if fn is not None and not callable(fn):
            raise TypeError("on_state must be callable or None")
        self._call(lib.tc_recognizer_set_state_fn, type(_state_cb)() if fn is None else _state_cb,
                   None if fn is None else self._key)
        self._hooks["state"] = fn

    def _set_delegate_hook(self, hook: str, fn: Any) -> None:
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


def _delegate_property(field: str) -> property:
    return property(lambda self: self._hook(field),
                    lambda self, fn: self._set_delegate_hook(field, fn),
                    doc="Delegate callable for %s (G6), or None for the default." % field)


for _field, _ in _DELEGATE:
    setattr(Recognizer, _field, _delegate_property(_field))


_COMMON_DOC = """
    Common parameters (every recognizer class):

    view
        The View to attach the recognizer to now (``attach(view)``), or None.
    cancels_touches_in_view
        UIKit's ``cancelsTouchesInView`` (rule G3): once the gesture is recognized, the
        view's touches are cancelled (``touchesCancelled``). Default True.
    delays_touches_began
        ``delaysTouchesBegan`` (G4): the view sees ``touchesBegan`` only after this
        recognizer failed (and the recognizers it requires to fail, ``require_to_fail``,
        are decided). Default False (EdgePanRecognizer: True, as UIKit's).
    delays_touches_ended
        ``delaysTouchesEnded`` (G5): ``touchesEnded`` is held back until this recognizer
        has decided. Default True.
    enabled
        ``isEnabled``: a disabled recognizer sees no touches. Default True.
    requires_exclusive_touch_type
        ``requiresExclusiveTouchType`` (G8, P1): once it has a touch, a touch of another type
        (a pencil landing during a finger's pan) is not its until its touches have all lifted.
        Default True, as UIKit's.
    allowed_touch_types
        ``allowedTouchTypes`` (P1): the touch types whose touches (and hovers) it receives: a
        TouchTypes mask, a TouchType, a name ("stylus" or "pencil", "direct",
        "indirect_pointer") or a list of them (``["stylus"]``: a pencil-only recognizer).
        Default TouchTypes.ALL (TC_TOUCH_TYPES_ALL); EdgePanRecognizer: every type but the
        pencil, as UIKit's screen-edge pan.
    name
        A label (repr, replay traces), or None.
    on_action
        ``fn(recognizer, details: GestureDetails)``, called after every state change but a
        failure (UIKit's target-action), or None. :attr:`Recognizer.on_state` sees failures.
    **params
        Any other tc_recognizer_params field by its C name, or an alias of ``ALIASES``
        (``duration``, ``movement``, ``distance``, ...): kept for compatibility.

    Defaults are the library's (tc_recognizer_params_init); distances are in points,
    durations in seconds, angles in radians.
"""

_INT32_MAX = 2 ** 31 - 1


def _merged(fields: "dict[str, ParamValue]",
            params: "dict[str, ParamValue]") -> "dict[str, ParamValue]":
    """The explicit parameters, then ``**params`` (C names or aliases; these win)."""
    out = dict(fields)
    for key, value in params.items():
        out.pop(ALIASES.get(key, key), None)
        out[key] = value
    return out


class TapRecognizer(Recognizer):
    __doc__ = """UIKit's ``UITapGestureRecognizer``: a discrete gesture, recognized when
    ``touches`` fingers tap ``taps`` times. Only the fingers down at once count (a finger
    may lift and another land in its place); its location is the first tap's centroid as
    its fingers were all down, not where they lifted (BEHAVIOUR G8, G9).

    taps
        ``numberOfTapsRequired``: taps needed. Default 1.
    touches
        ``numberOfTouchesRequired``: fingers per tap. Default 1.
    allowable_movement
        Points the centroid of a tap's fingers may be from the first tap's (measured once
        its required fingers are all down) before the tap fails (UIKit does not document
        its value). Default TC_DEFAULT_TAP_MOVEMENT (45 pt, UIKit's tap engine's).
    tap_interval
        Seconds from a lift to the next touch-down of a multi-tap. Default
        TC_DEFAULT_TAP_INTERVAL (0.35 s).
    tap_radius
        Points a later tap's centroid may land from the first tap's. Default
        TC_DEFAULT_TAP_MOVEMENT (45 pt).
    tap_duration
        Seconds each tap's press may last, from its first finger landing (UIKit's
        undocumented ``maximumTapDuration``): held longer, the tap fails. Default
        TC_DEFAULT_TAP_DURATION (0.75 s).
    button_mask_required
        ``buttonMaskRequired`` (P2): a pointer touch is received only when it holds at
        least one of these buttons (finger and pencil touches always are): a Button mask, its names ("secondary", ["primary", "secondary"]) or an
        int. Default Button.PRIMARY: a secondary click does not tap.
""" + _COMMON_DOC

    kind = RecognizerKind.TAP

    def __init__(self, scene: "Scene", view: "View | None" = None, *, taps: int = 1,
                 touches: int = 1,
                 allowable_movement: float = _raw.TC_DEFAULT_TAP_MOVEMENT,
                 tap_interval: float = _raw.TC_DEFAULT_TAP_INTERVAL,
                 tap_radius: float = _raw.TC_DEFAULT_TAP_MOVEMENT,
                 tap_duration: float = _raw.TC_DEFAULT_TAP_DURATION,
                 cancels_touches_in_view: bool = True, delays_touches_began: bool = False,
                 delays_touches_ended: bool = True, enabled: bool = True,
                 requires_exclusive_touch_type: bool = True,
                 allowed_touch_types: "EnumArg" = TouchTypes.ALL,
                 button_mask_required: "EnumArg" = Button.PRIMARY,
                 name: "str | None" = None, on_action: "ActionFn | None" = None,
                 **params: "ParamValue") -> None:
        self._create(scene, self._kind(), view, on_action, name, _merged(dict(
            taps_required=taps, touches_required=touches,
            allowable_movement=allowable_movement, tap_interval=tap_interval,
            tap_radius=tap_radius, tap_duration=tap_duration,
            cancels_touches_in_view=cancels_touches_in_view,
            delays_touches_began=delays_touches_began,
            delays_touches_ended=delays_touches_ended, enabled=enabled,
            requires_exclusive_touch_type=requires_exclusive_touch_type,
            allowed_touch_types=allowed_touch_types, button_mask_required=button_mask_required), params))


class LongPressRecognizer(Recognizer):
    __doc__ = """UIKit's ``UILongPressGestureRecognizer``: a continuous gesture that
    begins when ``touches`` fingers have been held ``min_duration`` seconds without moving
    more than ``allowable_movement`` points, changes as they move and ends when they lift.

    min_duration
        ``minimumPressDuration``, seconds. Default TC_DEFAULT_LONG_PRESS_DURATION (0.5 s).
        (Alias ``duration``.)
    taps
        ``numberOfTapsRequired``: full taps before the press. Default 0.
    touches
        ``numberOfTouchesRequired``. Default 1.
    allowable_movement
        ``allowableMovement``, points. Default TC_DEFAULT_LONG_PRESS_MOVEMENT (10 pt).
        (Alias ``movement``.)
    tap_interval
        Seconds between the taps before the press. Default TC_DEFAULT_TAP_INTERVAL.
    tap_duration
        Seconds each tap before the press may be held: held longer, the long press fails.
        Default TC_DEFAULT_TAP_DURATION (0.75 s).
    button_mask_required
        ``buttonMaskRequired`` (P2), as for TapRecognizer. Default Button.PRIMARY.
""" + _COMMON_DOC

    kind = RecognizerKind.LONG_PRESS

    def __init__(self, scene: "Scene", view: "View | None" = None, *,
                 min_duration: float = _raw.TC_DEFAULT_LONG_PRESS_DURATION, taps: int = 0,
                 touches: int = 1,
                 allowable_movement: float = _raw.TC_DEFAULT_LONG_PRESS_MOVEMENT,
                 tap_interval: float = _raw.TC_DEFAULT_TAP_INTERVAL,
                 tap_duration: float = _raw.TC_DEFAULT_TAP_DURATION,
                 cancels_touches_in_view: bool = True, delays_touches_began: bool = False,
                 delays_touches_ended: bool = True, enabled: bool = True,
                 requires_exclusive_touch_type: bool = True,
                 allowed_touch_types: "EnumArg" = TouchTypes.ALL,
                 button_mask_required: "EnumArg" = Button.PRIMARY,
                 name: "str | None" = None, on_action: "ActionFn | None" = None,
                 **params: "ParamValue") -> None:
        self._create(scene, self._kind(), view, on_action, name, _merged(dict(
            min_duration=min_duration, taps_required=taps, touches_required=touches,
            allowable_movement=allowable_movement, tap_interval=tap_interval,
            tap_duration=tap_duration,
            cancels_touches_in_view=cancels_touches_in_view,
            delays_touches_began=delays_touches_began,
            delays_touches_ended=delays_touches_ended, enabled=enabled,
            requires_exclusive_touch_type=requires_exclusive_touch_type,
            allowed_touch_types=allowed_touch_types, button_mask_required=button_mask_required), params))


class _PanLike(Recognizer):
    @property
    def translation(self) -> Point:
        """``translation(in:)``: the centroid's travel since the gesture began, in the
        attached view's own coordinates (points; slop not subtracted); settable
        (``setTranslation(_:in:)``, in the same coordinates: (x, y)) while the pan has a
        gesture — a pan with none ignores it (G8)."""
        translation: Point = self.details.translation
        return translation

    @translation.setter
    def translation(self, xy: "tuple[float, float]") -> None:
        from ._view import _doubles
        self._call(lib.tc_recognizer_set_translation, *_doubles(xy, ("x", "y"), "translation"))

    @property
    def velocity(self) -> Point:
        """``velocity(in:)``, points per second."""
        velocity: Point = self.details.velocity
        return velocity

    def translation_in(self, view: "View | None" = None) -> Point:
        """UIKit's ``translation(in:)``: the translation in ``view``'s coordinates (None: the
        window's), converted as a vector: the views' rotation and scale apply, the offset
        between them does not (G9). ``translation_in(attached view)`` is ``translation``."""
        from ._view import View
        return self._point_in(lib.tc_recognizer_translation_in, handle_arg(view, "view", View, True))

    def velocity_in(self, view: "View | None" = None) -> Point:
        """UIKit's ``velocity(in:)``: points per second in ``view``'s coordinates (None: the
        window's), converted as a vector (G9)."""
        from ._view import View
        return self._point_in(lib.tc_recognizer_velocity_in, handle_arg(view, "view", View, True))

    def set_translation_in(self, xy: "tuple[float, float]", view: "View | None" = None) -> None:
        """UIKit's ``setTranslation(_:in:)``: the translation becomes (x, y) given in
        ``view``'s coordinates (None: the window's), converted as a vector; only while the pan
        has a gesture (G8, G9). ``translation = xy`` is this with the attached view."""
        from ._view import View, _doubles
        self._call(lib.tc_recognizer_set_translation_in, handle_arg(view, "view", View, True),
                   *_doubles(xy, ("x", "y"), "translation"))


class PanRecognizer(_PanLike):
    __doc__ = """UIKit's ``UIPanGestureRecognizer``: a continuous drag of between
    ``min_touches`` and ``max_touches`` fingers, beginning once the centroid moved more than
    ``slop`` points.

    min_touches
        ``minimumNumberOfTouches``. Default 1.
    max_touches
        ``maximumNumberOfTouches``. Default 2**31 - 1 (no limit).
    slop
        Points the centroid must travel before the pan begins (not subtracted from the
        translation). Default TC_DEFAULT_PAN_SLOP (10 pt).
    allowed_scroll_types
        ``allowedScrollTypesMask`` (P4): the scroll input that drives it (a wheel's
        "discrete" notches, a trackpad's "continuous" scroll; a ScrollType mask, a name or a
        list of names; its translation is the sum of the deltas). Default 0: none, as UIKit.
        A scroll view's own pan allows both.
""" + _COMMON_DOC

    kind = RecognizerKind.PAN

    def __init__(self, scene: "Scene", view: "View | None" = None, *, min_touches: int = 1,
                 max_touches: int = _INT32_MAX, slop: float = _raw.TC_DEFAULT_PAN_SLOP,
                 cancels_touches_in_view: bool = True, delays_touches_began: bool = False,
                 delays_touches_ended: bool = True, enabled: bool = True,
                 requires_exclusive_touch_type: bool = True,
                 allowed_touch_types: "EnumArg" = TouchTypes.ALL,
                 allowed_scroll_types: "EnumArg" = 0,
                 name: "str | None" = None, on_action: "ActionFn | None" = None,
                 **params: "ParamValue") -> None:
        self._create(scene, self._kind(), view, on_action, name, _merged(dict(
            min_touches=min_touches, max_touches=max_touches, slop=slop,
            cancels_touches_in_view=cancels_touches_in_view,
            delays_touches_began=delays_touches_began,
            delays_touches_ended=delays_touches_ended, enabled=enabled,
            requires_exclusive_touch_type=requires_exclusive_touch_type,
            allowed_touch_types=allowed_touch_types, allowed_scroll_types=allowed_scroll_types), params))


class EdgePanRecognizer(_PanLike):
    __doc__ = """UIKit's ``UIScreenEdgePanGestureRecognizer``: a pan that must begin within
    ``edge_region`` points of one of the window's ``edges``.

    edges
        ``edges``: an Edge mask, its name ("left") or names ("left|top"). Default
        Edge.LEFT (the library's own default, no edge, never begins).
    min_touches, max_touches
        Fingers. Default 1 and 1.
    slop
        Points of travel away from the edge before the pan begins (travel along the edge
        fails it first: G8). Default TC_DEFAULT_EDGE_PAN_SLOP (15 pt).
    edge_region
        Points from the edge where the touch must begin. Default TC_DEFAULT_EDGE_REGION
        (13 pt).
    delays_touches_began
        Default True, as UIKit's screen-edge pan (the view sees nothing of a touch it
        takes); the other kinds default to False.
    allowed_touch_types
        Default every type but the pencil (TouchTypes.ALL & ~TouchTypes.STYLUS), as UIKit's
        screen-edge pan (P1); the other kinds default to TouchTypes.ALL.
""" + _COMMON_DOC

    kind = RecognizerKind.EDGE_PAN

    def __init__(self, scene: "Scene", view: "View | None" = None, *,
                 edges: "EnumArg" = Edge.LEFT, min_touches: int = 1, max_touches: int = 1,
                 slop: float = _raw.TC_DEFAULT_EDGE_PAN_SLOP,
                 edge_region: float = _raw.TC_DEFAULT_EDGE_REGION,
                 cancels_touches_in_view: bool = True, delays_touches_began: bool = True,
                 delays_touches_ended: bool = True, enabled: bool = True,
                 requires_exclusive_touch_type: bool = True,
                 allowed_touch_types: "EnumArg" = TouchTypes.ALL & ~TouchTypes.STYLUS,
                 name: "str | None" = None, on_action: "ActionFn | None" = None,
                 **params: "ParamValue") -> None:
        self._create(scene, self._kind(), view, on_action, name, _merged(dict(
            edges=edges, min_touches=min_touches, max_touches=max_touches, slop=slop,
            edge_region=edge_region, cancels_touches_in_view=cancels_touches_in_view,
            delays_touches_began=delays_touches_began,
            delays_touches_ended=delays_touches_ended, enabled=enabled,
            requires_exclusive_touch_type=requires_exclusive_touch_type,
            allowed_touch_types=allowed_touch_types), params))


class SwipeRecognizer(Recognizer):
    __doc__ = """UIKit's ``UISwipeGestureRecognizer``: a discrete gesture, recognized when
    ``touches`` fingers travel ``swipe_distance`` points in ``direction`` within
    ``swipe_duration`` seconds of touch-down (the latest finger's), at most
    ``swipe_angle`` off it.

    direction
        ``direction``: a SwipeDirection mask, its name ("right") or names ("left|right").
        Default SwipeDirection.RIGHT.
    touches
        ``numberOfTouchesRequired``. Default 1.
    swipe_distance
        Minimum travel, points. Default TC_DEFAULT_SWIPE_DISTANCE (30 pt). (Alias
        ``distance``.)
    swipe_duration
        Seconds from touch-down (each finger landing restarts the clock). Default
        TC_DEFAULT_SWIPE_DURATION (0.5 s).
    swipe_angle
        Radians off the direction. Default TC_DEFAULT_SWIPE_ANGLE (pi/6).
""" + _COMMON_DOC

    kind = RecognizerKind.SWIPE

    def __init__(self, scene: "Scene", view: "View | None" = None, *,
                 direction: "EnumArg" = SwipeDirection.RIGHT, touches: int = 1,
                 swipe_distance: float = _raw.TC_DEFAULT_SWIPE_DISTANCE,
                 swipe_duration: float = _raw.TC_DEFAULT_SWIPE_DURATION,
                 swipe_angle: float = _raw.TC_DEFAULT_SWIPE_ANGLE,
                 cancels_touches_in_view: bool = True, delays_touches_began: bool = False,
                 delays_touches_ended: bool = True, enabled: bool = True,
                 requires_exclusive_touch_type: bool = True,
                 allowed_touch_types: "EnumArg" = TouchTypes.ALL,
                 name: "str | None" = None, on_action: "ActionFn | None" = None,
                 **params: "ParamValue") -> None:
        self._create(scene, self._kind(), view, on_action, name, _merged(dict(
            direction=direction, touches_required=touches, swipe_distance=swipe_distance,
            swipe_duration=swipe_duration, swipe_angle=swipe_angle,
            cancels_touches_in_view=cancels_touches_in_view,
            delays_touches_began=delays_touches_began,
            delays_touches_ended=delays_touches_ended, enabled=enabled,
            requires_exclusive_touch_type=requires_exclusive_touch_type,
            allowed_touch_types=allowed_touch_types), params))


class PinchRecognizer(Recognizer):
    __doc__ = """UIKit's ``UIPinchGestureRecognizer``: two fingers; begins once their
    distance changed by more than ``slop`` points; ``details.scale`` is the ratio to the
    starting distance.

    slop
        Points. Default TC_DEFAULT_PINCH_SLOP (8 pt, UIKit's pinch driver's).
""" + _COMMON_DOC

    kind = RecognizerKind.PINCH

    @property
    def scale(self) -> float:
        """``scale``: the fingers' distance over their distance when the pair formed;
        settable (UIKit: "doing so resets the velocity"): the scale becomes the value set and
        is measured on from the fingers as they are now, so setting 1.0 in each action gives
        the change since the last one."""
        scale: float = self.details.scale
        return scale

    @scale.setter
    def scale(self, value: float) -> None:
        self._call(lib.tc_recognizer_set_scale, double(value, "scale"))

    def __init__(self, scene: "Scene", view: "View | None" = None, *,
                 slop: float = _raw.TC_DEFAULT_PINCH_SLOP,
                 cancels_touches_in_view: bool = True, delays_touches_began: bool = False,
                 delays_touches_ended: bool = True, enabled: bool = True,
                 requires_exclusive_touch_type: bool = True,
                 allowed_touch_types: "EnumArg" = TouchTypes.ALL,
                 name: "str | None" = None, on_action: "ActionFn | None" = None,
                 **params: "ParamValue") -> None:
        self._create(scene, self._kind(), view, on_action, name, _merged(dict(
            slop=slop, cancels_touches_in_view=cancels_touches_in_view,
            delays_touches_began=delays_touches_began,
            delays_touches_ended=delays_touches_ended, enabled=enabled,
            requires_exclusive_touch_type=requires_exclusive_touch_type,
            allowed_touch_types=allowed_touch_types), params))


class RotationRecognizer(Recognizer):
    __doc__ = """UIKit's ``UIRotationGestureRecognizer``: two fingers; begins once the pair
    turned more than ``slop`` radians; ``details.rotation`` is the angle, radians.

    slop
        Radians. Default TC_DEFAULT_ROTATION_SLOP (2 degrees).
""" + _COMMON_DOC

    kind = RecognizerKind.ROTATION

    @property
    def rotation(self) -> float:
        """``rotation``: the pair's cumulative turn, radians, clockwise positive in y-down
        space; settable (UIKit: "setting the rotation resets the velocity"): the turn from
        then on adds to the value set."""
        rotation: float = self.details.rotation
        return rotation

    @rotation.setter
    def rotation(self, value: float) -> None:
        self._call(lib.tc_recognizer_set_rotation, double(value, "rotation"))

    def __init__(self, scene: "Scene", view: "View | None" = None, *,
                 slop: float = _raw.TC_DEFAULT_ROTATION_SLOP,
                 cancels_touches_in_view: bool = True, delays_touches_began: bool = False,
                 delays_touches_ended: bool = True, enabled: bool = True,
                 requires_exclusive_touch_type: bool = True,
                 allowed_touch_types: "EnumArg" = TouchTypes.ALL,
                 name: "str | None" = None, on_action: "ActionFn | None" = None,
                 **params: "ParamValue") -> None:
        self._create(scene, self._kind(), view, on_action, name, _merged(dict(
            slop=slop, cancels_touches_in_view=cancels_touches_in_view,
            delays_touches_began=delays_touches_began,
            delays_touches_ended=delays_touches_ended, enabled=enabled,
            requires_exclusive_touch_type=requires_exclusive_touch_type,
            allowed_touch_types=allowed_touch_types), params))


class CustomRecognizer(Recognizer):
    __doc__ = """A recognizer whose logic is the host's (UIKit: a ``UIGestureRecognizer``
    subclass overriding ``touchesBegan`` ...): ``on_touches = fn(recognizer, phase, touches,
    timestamp)`` sees the touches; ``state = GestureState.X`` (or "began", ...) moves the
    state machine.

    on_touches
        The touches callable, or None.
    on_reset
        ``fn(recognizer)``: UIKit's ``reset()`` (G2), or None.
    can_prevent, can_be_prevented
        ``fn(recognizer, other) -> bool``: UIKit's ``canPrevent(_:)`` and
        ``canBePrevented(by:)`` (G3), or None (yes).
""" + _COMMON_DOC

    kind = RecognizerKind.CUSTOM

    def __init__(self, scene: "Scene", view: "View | None" = None, *,
                 on_touches: "CustomTouchesFn | None" = None,
                 on_reset: "CustomResetFn | None" = None,
                 can_prevent: "CustomPreventFn | None" = None,
                 can_be_prevented: "CustomPreventFn | None" = None,
                 cancels_touches_in_view: bool = True, delays_touches_began: bool = False,
                 delays_touches_ended: bool = True, enabled: bool = True,
                 requires_exclusive_touch_type: bool = True,
                 allowed_touch_types: "EnumArg" = TouchTypes.ALL,
                 name: "str | None" = None, on_action: "ActionFn | None" = None,
                 **params: "ParamValue") -> None:
        hooks = dict(on_touches=on_touches, on_reset=on_reset, can_prevent=can_prevent,
                     can_be_prevented=can_be_prevented)
        for hook, fn in hooks.items():
            if fn is not None and not callable(fn):
                raise TypeError("%s must be callable or None" % hook)
        self._create(scene, self._kind(), view, on_action, name, _merged(dict(
            cancels_touches_in_view=cancels_touches_in_view,
            delays_touches_began=delays_touches_began,
            delays_touches_ended=delays_touches_ended, enabled=enabled,
            requires_exclusive_touch_type=requires_exclusive_touch_type,
            allowed_touch_types=allowed_touch_types), params))
        try:
            for hook, fn in hooks.items():
                if fn is not None:
                    setattr(self, hook, fn)
        except BaseException:
            self._discard()
            raise

    @property
    def on_touches(self) -> "CustomTouchesFn | None":
        """``fn(recognizer, phase, touches, timestamp)`` for every touches delivery."""
        fn: "CustomTouchesFn | None" = self._hook("custom_touches")
        return fn

    @on_touches.setter
    def on_touches(self, fn: "CustomTouchesFn | None") -> None:
        if fn is not None and not callable(fn):
            raise TypeError("on_touches must be callable or None")
        self._call(lib.tc_recognizer_set_custom_touches_fn,
                   type(_custom_touches_cb)() if fn is None else _custom_touches_cb,
                   None if fn is None else self._key)
        self._hooks["custom_touches"] = fn

    @property
    def on_reset(self) -> "CustomResetFn | None":
        """``fn(recognizer)``: UIKit's ``reset()`` (G2), called once each time the recognizer
        goes back to POSSIBLE from ENDED, CANCELLED or FAILED — once every touch it followed
        has lifted or been cancelled, so before the next gesture's began — and not when it is
        left POSSIBLE as its touches go, nor when it is destroyed. Inside, ``state`` still
        reads the final state (setting it raises StateError). Clear per-gesture state here."""
        fn: "CustomResetFn | None" = self._hook("custom_reset")
        return fn

    @on_reset.setter
    def on_reset(self, fn: "CustomResetFn | None") -> None:
        if fn is not None and not callable(fn):
            raise TypeError("on_reset must be callable or None")
        self._call(lib.tc_recognizer_set_custom_reset_fn,
                   type(_custom_reset_cb)() if fn is None else _custom_reset_cb,
                   None if fn is None else self._key)
        self._hooks["custom_reset"] = fn

    @property
    def can_prevent(self) -> "CustomPreventFn | None":
        """``fn(recognizer, other) -> bool``: UIKit's ``canPrevent(_:)`` (G3). Asked when this
        recognizer, recognized or begun, would exclude the possible ``other`` on a shared
        touch; False spares ``other`` (it stays POSSIBLE and may still recognize). Directional,
        unlike simultaneity; asked before ``other``'s ``can_be_prevented`` and the delegates.
        Neither recognizer's state may be set inside (ReentrantError). None answers yes."""
        fn: "CustomPreventFn | None" = self._hook("custom_can_prevent")
        return fn

    @can_prevent.setter
    def can_prevent(self, fn: "CustomPreventFn | None") -> None:
        self._set_prevent_hook("custom_can_prevent", lib.tc_recognizer_set_custom_can_prevent_fn,
                               _custom_can_prevent_cb, fn, "can_prevent")

    @property
    def can_be_prevented(self) -> "CustomPreventFn | None":
        """``fn(recognizer, other) -> bool``: UIKit's ``canBePrevented(by:)`` (G3). Asked when
        ``other``, recognized or begun, would exclude this possible recognizer (after
        ``other``'s own rules said yes); False keeps it POSSIBLE. None answers yes."""
        fn: "CustomPreventFn | None" = self._hook("custom_can_be_prevented")
        return fn

    @can_be_prevented.setter
    def can_be_prevented(self, fn: "CustomPreventFn | None") -> None:
        self._set_prevent_hook("custom_can_be_prevented",
                               lib.tc_recognizer_set_custom_can_be_prevented_fn,
                               _custom_can_be_prevented_cb, fn, "can_be_prevented")

    def _set_prevent_hook(self, hook: str, setter: Any, cb: Any,
                          fn: "CustomPreventFn | None", what: str) -> None:
        if fn is not None and not callable(fn):
            raise TypeError("%s must be callable or None" % what)
        self._call(setter, type(cb)() if fn is None else cb, None if fn is None else self._key)
        self._hooks[hook] = fn

    def _set_state(self, value: EnumValue) -> None:
        self._call(lib.tc_recognizer_set_state, coerce(GestureState, value, "state"))

    state = property(Recognizer.state.fget, _set_state,  # type: ignore[attr-defined]
                     doc="The state machine's state; settable (GestureState or its name). "
                         "Corrected as UIKit's setState: corrects it (G2: BEGAN then FAILED "
                         "is CANCELLED); from ENDED, CANCELLED or FAILED it raises StateError "
                         "and changes nothing (UIKit ignores it).")

    def ignore_touch(self, touch: Touch) -> None:
        """UIKit's ``ignore(_:for:)`` (G8): stop receiving ``touch``. Its held began or ended
        goes to the view once nothing else holds it, and this recognizer's recognition does
        not cancel it there. A touch it does not have changes nothing."""
        if not isinstance(touch, Touch):
            raise TypeError("touch must be a Touch, not %s" % type(touch).__name__)
        self._call(lib.tc_recognizer_ignore_touch, ctypes.c_void_p(touch._live_handle("touch")))


class HoverRecognizer(Recognizer):
    __doc__ = """UIKit's ``UIHoverGestureRecognizer`` (P3): driven by hover samples only
    (``Scene.push_hover``), never by touches. It begins when the pointer (or pencil) enters
    its view, changes as it moves over it and ends when it leaves or goes out of range
    (cancelled with the hover). ``details.location`` is the pointer; for a pencil
    ``details.altitude``, ``azimuth`` and ``z_offset``; ``details.touch_type`` the hover's
    type. ``allowed_touch_types=["stylus"]`` makes it a pencil-only hover.
""" + _COMMON_DOC

    kind = RecognizerKind.HOVER

    def __init__(self, scene: "Scene", view: "View | None" = None, *,
                 cancels_touches_in_view: bool = True, delays_touches_began: bool = False,
                 delays_touches_ended: bool = True, enabled: bool = True,
                 requires_exclusive_touch_type: bool = True,
                 allowed_touch_types: "EnumArg" = TouchTypes.ALL,
                 name: "str | None" = None, on_action: "ActionFn | None" = None,
                 **params: "ParamValue") -> None:
        self._create(scene, self._kind(), view, on_action, name, _merged(dict(
            cancels_touches_in_view=cancels_touches_in_view,
            delays_touches_began=delays_touches_began,
            delays_touches_ended=delays_touches_ended, enabled=enabled,
            requires_exclusive_touch_type=requires_exclusive_touch_type,
            allowed_touch_types=allowed_touch_types), params))

    @property
    def location(self) -> Point:
        """The pointer of the latest hover sample, in the recognizer's view's coordinates
        (``details.x``, ``details.y``), points."""
        d = self.details
        return Point(d.x, d.y)


RECOGNIZER_CLASSES = {cls.kind: cls for cls in (
    TapRecognizer, LongPressRecognizer, PanRecognizer, EdgePanRecognizer, SwipeRecognizer,
    PinchRecognizer, RotationRecognizer, CustomRecognizer, HoverRecognizer)}
