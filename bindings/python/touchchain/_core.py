"""The one choke point between Python and the library.

* ``lib``: the loaded, checked library (see _loader).
* ``registry``: integer keys -> Python objects. A key, not an address, is what
  goes into a C ``void *user_data`` (python-vlc style). The object's owner
  (its scene, or its control for targets) keeps it and its callables alive
  until it is destroyed, unregistered or the scene closes.
* ``trampoline(...)``: makes the one CFUNCTYPE instance of a callback kind. It
  finds the object behind ``user_data``, calls it, and if Python raises,
  stores the exception on the object's scene and returns a neutral value to
  the engine (the engine never sees a Python exception).
* ``call(scene, fn, *args)``: every status-returning call goes through here;
  it re-raises exceptions stored by callbacks during that call, then turns a
  negative status into a TouchChainError with tc_scene_last_error's text.
"""
import ctypes
import itertools
import weakref

from . import _loader
from ._errors import STATUS_DESCRIPTIONS, StaleHandleError, make_error

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


def trampoline(cfunctype, neutral):
    """Wrap ``impl(obj, *args_without_user_data)`` as a C callback of type
    ``cfunctype``. ``neutral`` is the value returned to the engine when the
    object is gone or Python raised; a callable ``neutral(*args)`` computes it
    from the arguments (e.g. "the engine's own answer")."""

    def decorate(impl):
        def callback(*args):
            obj = registry.get(args[-1])
            fallback = neutral(*args) if callable(neutral) else neutral
            if obj is None:
                return fallback
            try:
                return impl(obj, *args[:-1])
            except BaseException as exc:  # noqa: B902 -- surfaced by call()
                scene = getattr(obj, "scene", None)
                if scene is None:
                    raise
                scene._callback_errors.append(exc)
                return fallback

        callback.__name__ = impl.__name__
        return cfunctype(callback)

    return decorate


def reraise_since(scene, mark):
    """Raise the first exception stored by callbacks since ``mark``."""
    errors = scene._callback_errors
    if len(errors) > mark:
        new = errors[mark:]
        del errors[mark:]
        first = new[0]
        if len(new) > 1 and hasattr(first, "add_note"):
            first.add_note("touchchain: %d more exception(s) were raised by callbacks "
                           "during the same call: %r" % (len(new) - 1, new[1:]))
        raise first


def scene_handle(scene):
    if scene._handle is None:
        raise StaleHandleError(-3, "the scene is closed")
    return scene._handle


def last_error(scene):
    if scene is None or scene._handle is None:
        return ""
    return lib.tc_scene_last_error(scene._handle).decode("utf-8", "replace")


def call(scene, fn, *args):
    """Call a status-returning function of ``scene``; raise on failure."""
    scene_handle(scene)  # a closed scene: raise before touching the library
    mark = len(scene._callback_errors)
    status = fn(*args)
    if status != 0:
        message = last_error(scene) or STATUS_DESCRIPTIONS.get(status, "")
        error = make_error(status, message)
        try:
            reraise_since(scene, mark)
        except BaseException as exc:
            raise exc from error
        raise error
    reraise_since(scene, mark)


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


def version():
    return lib.tc_version_string().decode()


def status_string(status):
    return lib.tc_status_string(status).decode()
