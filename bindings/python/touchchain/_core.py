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
import sys
import threading
import weakref

from . import _loader
from ._errors import (STATUS_DESCRIPTIONS, InvalidValueError, OutOfRangeError, StaleHandleError,
                      make_error)

lib = _loader.load()


class Registry:
    """Keys for ``user_data``. Entries are weak: the owner keeps the object
    alive (a scene holds its views, controllers, recognizers and responders;
    a control holds its targets), so an unclosed, unreferenced scene can
    still be collected and its ``__del__`` destroy it."""

    def __init__(self):
        self._items = {}
        self._keys = itertools.count(1)

    def add(self, obj):
        key = next(self._keys)
        self._items[key] = weakref.ref(obj)
        return key

    def get(self, key):
        ref = self._items.get(key)
        return None if ref is None else ref()

    def remove(self, key):
        self._items.pop(key, None)

    def __len__(self):
        return len(self._items)


registry = Registry()


# ---------------------------------------------------------------------------
# Pending callback exceptions: one frame per call in progress, per thread.
# ---------------------------------------------------------------------------
_local = threading.local()


def _frames():
    """This thread's stack of frames (lists of exceptions), innermost last."""
    try:
        return _local.frames
    except AttributeError:
        frames = _local.frames = []
        return frames


def _pending(exc):
    """Store ``exc`` on the innermost call of this thread; False if there is none."""
    frames = _frames()
    if not frames:
        return False
    frames[-1].append(exc)
    return True


_hook_lock = threading.Lock()
_hook_users = 0          # calls in progress, all threads
_hook_saved = None       # the hook ours replaced, while ours is installed


def _unraisablehook(unraisable):
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


def invoke(fn, *args):
    """``fn(*args)`` inside a new frame of this thread; returns ``(result, exceptions)``:
    the exceptions callbacks raised during the call, in order."""
    global _hook_users, _hook_saved
    errors = []
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


def raise_pending(errors, cause=None):
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


def trampoline(cfunctype, neutral):
    """Wrap ``impl(obj, *args_without_user_data)`` as a C callback of type
    ``cfunctype``. ``neutral`` is the value returned to the engine when the
    object is gone or Python raised; a callable ``neutral(*args)`` computes it
    from the arguments (e.g. "the engine's own answer")."""

    def decorate(impl):
        def callback(*args):
            try:  # everything, the registry lookup included, is inside the try
                obj = registry.get(args[-1])
                if obj is not None:
                    return impl(obj, *args[:-1])
            except BaseException as exc:  # noqa: B902 -- re-raised by the dispatching call
                if not _pending(exc):
                    raise  # no call of ours on this thread: ctypes reports it
            return neutral(*args) if callable(neutral) else neutral

        callback.__name__ = impl.__name__
        callback._touchchain_trampoline = True
        return cfunctype(callback)

    return decorate


def scene_handle(scene):
    if scene._handle is None:
        raise StaleHandleError(-3, "the scene is closed")
    return scene._handle


def last_error(scene):
    if scene is None or scene._handle is None:
        return ""
    return lib.tc_scene_last_error(scene._handle).decode("utf-8", "replace")


def call(scene, fn, *args):
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


def call_noscene(fn, *args):
    """For the few functions that take no scene (tc_recognizer_params_init)."""
    status = fn(*args)
    if status != 0:
        raise make_error(status, lib.tc_status_string(status).decode())


def handle_value(h):
    """A c_void_p or int handle as a plain int (0 for NULL)."""
    if isinstance(h, ctypes.c_void_p):
        return h.value or 0
    return h or 0


def out_handle():
    return ctypes.c_void_p()


def double(value, what):
    """``float(value)``; an integer too large for a double raises OutOfRangeError naming
    ``what`` (float() would raise a bare OverflowError)."""
    try:
        return float(value)
    except OverflowError:
        raise OutOfRangeError("%s is too large for a double" % what, what, value) from None


def cstring(value, what):
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


def version():
    return lib.tc_version_string().decode()


def status_string(status):
    return lib.tc_status_string(status).decode()
