"""The one choke point between Python and the library.

* ``lib``: the loaded, checked library (see _loader); it range-checks every value it hands to C
  (_raw.check_value).
* ``registry``: integer keys -> Python objects. A key, not an address, is what
  goes into a C ``void *user_data`` (python-vlc style). The object's owner
  (its scene, or its control for targets) keeps it and its callables alive
  until it is destroyed, unregistered or the scene closes.
* ``trampoline(...)``: makes the one CFUNCTYPE instance of a callback kind. It
  finds the object behind ``user_data`` and calls it; whatever it raises (any
  ``BaseException``: KeyboardInterrupt and SystemExit included, from its first
  statement on) is stored on the *call that is dispatching it* and a neutral value
  is returned to the engine (the engine never sees a Python exception).
* ``call(scene, fn, *args)``: every status-returning call goes through here.
  It opens a *frame* for the callback exceptions of this call, on this thread
  (a thread-local stack: a nested call from inside a callback has its own
  frame, and another thread's call never sees them), then re-raises the first
  of them, or turns a negative status into a TouchChainError with
  tc_scene_last_error's text.

A signal (Ctrl-C) that arrives while the engine runs C code is handled by Python as the next
Python function starts, which is a trampoline, *before* its first statement: no ``try`` in
the trampoline can catch it, and ctypes would print "Exception ignored on calling ctypes
callback function" and drop it. While a call is in progress, ``sys.unraisablehook`` is
therefore wrapped: what ctypes reports for one of these trampolines goes to the frame of the
call on that thread (and is re-raised by it); everything else goes to the hook that was
installed before. The previous hook is put back when no call is in progress.
"""
import ctypes
import itertools
import operator
import sys
import threading
import weakref
from typing import TYPE_CHECKING, Any, Callable, Optional, TypeVar

if TYPE_CHECKING:
    from ._scene import Scene

T = TypeVar("T")

from . import _loader
from ._errors import (STATUS_DESCRIPTIONS, InvalidValueError, OutOfRangeError, TouchChainError,
                      make_error)

STALE_HANDLE = -3  # TC_ERR_STALE_HANDLE

lib = _loader.load()


class Registry:
    """Keys for ``user_data``. Entries are weak: the owner keeps the object
    alive (a scene holds its views, controllers, recognizers and responders;
    a control holds its targets), so an unclosed, unreferenced scene can
    still be collected and its ``__del__`` destroy it."""

    def __init__(self) -> None:
        self._items: "dict[int, weakref.ref[Any]]" = {}
        self._keys = itertools.count(1)

    def add(self, obj: object) -> int:
        key = next(self._keys)
        items = self._items

        def collected(ref: "weakref.ref[Any]") -> None:
            # the object was collected without being removed (a scene dropped unclosed, its
            # objects with it): its entry goes too. Keys are never reused: a ref is this key's.
            if items.get(key) is ref:
                del items[key]

        items[key] = weakref.ref(obj, collected)
        return key

    def get(self, key: Optional[int]) -> Any:
        ref = None if key is None else self._items.get(key)
        return None if ref is None else ref()

    def remove(self, key: int) -> None:
        self._items.pop(key, None)

    def __len__(self) -> int:
        return len(self._items)


registry = Registry()


# ---------------------------------------------------------------------------
# Pending callback exceptions: one frame per call in progress, per thread.
# ---------------------------------------------------------------------------
_local = threading.local()


def _frames() -> "list[list[BaseException]]":
    """This thread's stack of frames (lists of exceptions), innermost last."""
    try:
        frames: "list[list[BaseException]]" = _local.frames
    except AttributeError:
        frames = _local.frames = []
    return frames


def _pending(exc: BaseException) -> bool:
    """Store ``exc`` on the innermost call of this thread; False if there is none."""
    frames = _frames()
    if not frames:
        return False
    frames[-1].append(exc)
    return True


_hook_lock = threading.Lock()
_hook_users = 0          # calls in progress, all threads
_hook_saved: Any = None  # the hook ours replaced, while ours is installed


def _unraisablehook(unraisable: Any) -> None:
    """sys.unraisablehook while calls are in progress (see the module docstring)."""
    if getattr(unraisable.object, "_touchchain_trampoline", False) \
            and unraisable.exc_value is not None and _pending(unraisable.exc_value):
        return
    if getattr(_local, "in_hook", False):  # a hook installed after ours calls back into it
        sys.__unraisablehook__(unraisable)
        return
    _local.in_hook = True
    try:
        (_hook_saved or sys.__unraisablehook__)(unraisable)
    finally:
        _local.in_hook = False


def invoke(fn: "Callable[..., T]", *args: Any) -> "tuple[T, list[BaseException]]":
    """``fn(*args)`` inside a new frame of this thread; returns ``(result, exceptions)``:
    the exceptions callbacks raised during the call, in order."""
    global _hook_users, _hook_saved
    errors: "list[BaseException]" = []
    try:
        frames = _local.frames
    except AttributeError:
        frames = _local.frames = []
    counted = False
    try:  # the frame is pushed inside the try: an interrupt here cannot leave it behind
        frames.append(errors)
        with _hook_lock:
            if _hook_users == 0 and sys.unraisablehook is not _unraisablehook:
                _hook_saved = sys.unraisablehook
                sys.unraisablehook = _unraisablehook
            _hook_users += 1
            counted = True
        return fn(*args), errors
    finally:
        if frames and frames[-1] is errors:
            frames.pop()
        if counted:
            with _hook_lock:
                _hook_users -= 1
                if _hook_users == 0 and _hook_saved is not None:
                    if sys.unraisablehook is _unraisablehook:
                        sys.unraisablehook = _hook_saved
                    _hook_saved = None


def raise_pending(errors: "list[BaseException]", cause: Optional[BaseException] = None) -> None:
    """Raise the first of ``errors`` (with a note counting the others), if any."""
    if not errors:
        return
    first = errors[0]
    if len(errors) > 1 and hasattr(first, "add_note"):
        first.add_note("touchchain: %d more exception(s) were raised by callbacks "
                       "during the same call: %r" % (len(errors) - 1, errors[1:]))
    if cause is not None:
        raise first from cause
    raise first


def trampoline(cfunctype: Any, neutral: Any) -> "Callable[[Callable[..., Any]], Any]":
    """Wrap ``impl(obj, *args_without_user_data)`` as a C callback of type
    ``cfunctype``. ``neutral`` is the value returned to the engine when the
    object is gone or Python raised; a callable ``neutral(*args)`` computes it
    from the arguments (e.g. "the engine's own answer")."""

    def decorate(impl: "Callable[..., Any]") -> Any:
        def callback(*args: Any) -> Any:
            try:  # everything, the registry lookup included, is inside the try
                obj = registry.get(args[-1])
                if obj is not None:
                    return impl(obj, *args[:-1])
            except BaseException as exc:  # noqa: B902 -- re-raised by the dispatching call
                if not _pending(exc):
                    raise  # no call of ours on this thread: ctypes reports it
            return neutral(*args) if callable(neutral) else neutral

        callback.__name__ = impl.__name__
        callback._touchchain_trampoline = True  # type: ignore[attr-defined]
        return cfunctype(callback)

    return decorate


def scene_handle(scene: "Scene") -> int:
    if scene._handle is None:
        raise make_error(STALE_HANDLE, "the scene is closed")
    return scene._handle


def last_error(scene: "Scene | None") -> str:
    if scene is None or scene._handle is None:
        return ""
    text = str(lib.tc_scene_last_error(scene._handle).decode("utf-8", "replace"))
    shadow = getattr(scene, "_probe_error", None)
    if shadow is not None:
        # the engine's message is still that of a probe of Scene._sweep_touches: not the host's
        if text == shadow[0]:
            return str(shadow[1])
        scene._probe_error = None
    return text


def stale_error(message: str, argument: "str | None" = None) -> TouchChainError:
    """A StaleHandleError raised by the bindings without calling the engine."""
    error = make_error(STALE_HANDLE, message)
    error.argument = argument
    return error


def live_handle(obj: Any) -> int:
    """The handle of a view, controller or recognizer, for a call into the engine:
    StaleHandleError once its scene is closed or it was destroyed, raised here without calling
    the engine. Every call of such an object, and every such object passed as an argument,
    takes its handle from here: a destroyed object's handle could name a newer object once its
    slot has been reused (65,535 times on 64-bit platforms, 127 on 32-bit ones)."""
    scene = obj.scene
    if scene._handle is None:
        raise stale_error("the scene is closed")
    h: int = obj._h
    if scene._objects.get(h) is not obj:
        raise stale_error("%r was destroyed (its handle is stale)" % (obj,))
    return h


def call(scene: "Scene", fn: "Callable[..., int]", *args: Any) -> None:
    """Call a status-returning function of ``scene``; raise on failure. Exceptions raised by
    callbacks during the call come first (the status error is their ``__cause__``)."""
    if scene._handle is None:
        scene_handle(scene)  # a closed scene: raise before touching the library
    status, errors = invoke(fn, *args)
    if status != 0:
        message = last_error(scene) or STATUS_DESCRIPTIONS.get(status, "")
        error = make_error(status, message)
        raise_pending(errors, cause=error)
        raise error
    if errors:
        raise_pending(errors)


def call_noscene(fn: "Callable[..., int]", *args: Any) -> None:
    """For the few functions that take no scene (tc_recognizer_params_init)."""
    status = fn(*args)
    if status != 0:
        raise make_error(status, lib.tc_status_string(status).decode())


def handle_value(h: "ctypes.c_void_p | int | None") -> int:
    """A c_void_p or int handle as a plain int (0 for NULL)."""
    if isinstance(h, ctypes.c_void_p):
        return h.value or 0
    return int(h or 0)


def out_handle() -> ctypes.c_void_p:
    return ctypes.c_void_p()


def double(value: object, what: str) -> float:
    """``float(value)``; an integer too large for a double raises OutOfRangeError naming
    ``what`` (float() would raise a bare OverflowError)."""
    if isinstance(value, (str, bytes, bytearray)):
        raise TypeError("%s must be a number, not %s" % (what, type(value).__name__))
    try:
        return float(value)  # type: ignore[arg-type]
    except OverflowError:
        raise OutOfRangeError("%s is too large for a double" % what, what, value) from None
    except (TypeError, ValueError):
        raise TypeError("%s must be a number, not %s" % (what, type(value).__name__)) from None


def integer(value: object, what: str) -> int:
    """``value`` as an int (numpy integers too); a float (even ``1.0``), a str, a bool or another
    type raises TypeError naming ``what``. The range is checked where the value goes to C
    (OutOfRangeError)."""
    if type(value) is int:   # the common case, first: no protocol check (per-sample paths)
        return value
    if isinstance(value, bool):
        raise TypeError("%s must be an int, not bool" % what)
    try:
        return operator.index(value)  # type: ignore[arg-type]
    except TypeError:
        raise TypeError("%s must be an int, not %s" % (what, type(value).__name__)) from None


def handle_arg(obj: object, what: str, kinds: "type | tuple[type, ...]",
               none_ok: bool = False, own: "tuple[Scene, str] | None" = None) -> Any:
    """``obj._as_parameter_`` for a touchchain object of ``kinds`` (a class or a tuple of
    classes) handed to C; a TypeError naming ``what`` for anything else (``add_subview(42)``, a
    recognizer where a view goes). None is allowed (NULL) when ``none_ok``. ``own``: (scene,
    C function) for the C functions that take no scene: an object of another scene raises
    ForeignHandleError (Scene._own). A destroyed object (or one of a closed scene) raises
    StaleHandleError with ``argument`` set to ``what``, without calling the engine (see
    :func:`live_handle`)."""
    if obj is None and none_ok:
        return None
    if not isinstance(obj, kinds):
        names = kinds.__name__ if isinstance(kinds, type) else " or ".join(
            k.__name__ for k in kinds)
        raise TypeError("%s must be a %s%s, not %s" % (what, names, " or None" if none_ok else "",
                                                        type(obj).__name__))
    if own is not None:
        own[0]._own(obj, own[1], what)
    try:
        return obj._as_parameter_  # type: ignore[attr-defined]
    except AttributeError:
        raise TypeError("%s must be a touchchain object%s, not %s"
                        % (what, " or None" if none_ok else "", type(obj).__name__)) from None
    except TouchChainError as e:
        if e.status == STALE_HANDLE:
            e.argument = what
            e.message = "%s: %s" % (what, e.message)
        raise


def scene_arg(scene: object, what: str = "scene") -> "Scene":
    """``scene`` if it is a Scene (closed or not: its first use raises StaleHandleError if
    closed); a TypeError naming ``what`` for anything else (``View(None, 0, 0, 1, 1)``)."""
    from ._scene import Scene
    if not isinstance(scene, Scene):
        raise TypeError("%s must be a Scene, not %s" % (what, type(scene).__name__))
    return scene


def cstring(value: "str | bytes | bytearray", what: str) -> bytes:
    """``value`` (str or bytes) as the bytes of a C string: UTF-8, no U+0000. A str with a
    lone surrogate (not valid UTF-8) or a NUL raises InvalidValueError naming ``what``."""
    if isinstance(value, str):
        try:
            value = value.encode("utf-8")
        except UnicodeEncodeError as e:
            raise InvalidValueError("%s contains a lone surrogate (U+%04X at index %d), which "
                                    "is not valid UTF-8" % (what, ord(e.object[e.start]),
                                                            e.start), what, value) from None
    elif not isinstance(value, (bytes, bytearray)):
        raise TypeError("%s must be a str or bytes, not %s" % (what, type(value).__name__))
    if b"\0" in value:
        raise InvalidValueError("%s contains U+0000 (NUL), which would end the C string "
                                "early" % what, what, value)
    return bytes(value)


def name_arg(value: object, what: str) -> "str | None":
    """A label kept by the bindings (a view's or a controller's ``name``): None, or a str that
    :func:`cstring` accepts (it becomes a C string: a scroll view's pan is named after its
    view). Another type raises TypeError, U+0000 or a lone surrogate InvalidValueError, both
    naming ``what``."""
    if value is None:
        return None
    if not isinstance(value, str):
        raise TypeError("%s must be a str or None, not %s" % (what, type(value).__name__))
    cstring(value, what)
    return value


def version() -> str:
    """The loaded library's version string (tc_version_string)."""
    return str(lib.tc_version_string().decode())


def status_string(status: int) -> str:
    """tc_status_string: the description of a status."""
    return str(lib.tc_status_string(status).decode())
