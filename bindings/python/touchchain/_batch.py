"""Touch samples: one struct, arrays of structs, numpy structured arrays."""
import ctypes
import operator
from typing import Any, Optional

from . import _raw
from ._core import double
from ._enums import Phase, TouchType, coerce

_SIZE = ctypes.sizeof(_raw.tc_touch_sample)
_TUPLE_ORDER = ("id", "phase", "x", "y", "timestamp", "force", "max_force", "major_radius",
                "radius_tolerance", "type", "window")
_dtype: Any = None


def sample_dtype() -> Any:
    """The numpy dtype of tc_touch_sample (align=True; built once). The
    ``window`` field holds a view handle (``window.handle``) or 0 for the key
    window. Requires numpy."""
    global _dtype
    if _dtype is None:
        import numpy as np
        kinds = {ctypes.c_uint32: "<u4", ctypes.c_int32: "<i4", ctypes.c_int64: "<i8",
                 ctypes.c_double: "<f8", ctypes.c_void_p: "<u8"}
        fields = _raw.tc_touch_sample._fields_
        dt: Any = np.dtype({"names": [n for n, _ in fields],
                       "formats": [kinds[t] for _, t in fields]}, align=True)
        for name, _ in fields:
            assert dt.fields[name][1] == getattr(_raw.tc_touch_sample, name).offset, name
        assert dt.itemsize == _SIZE
        _dtype = dt
    return _dtype


def sample_array(n: int) -> Any:
    """A zeroed numpy array of ``n`` samples with size, phase BEGAN and type DIRECT filled."""
    import numpy as np
    arr: Any = np.zeros(n, dtype=sample_dtype())
    arr["size"] = _SIZE
    arr["phase"] = _raw.TC_PHASE_BEGAN
    arr["type"] = _raw.TC_TOUCH_DIRECT
    return arr


def _window_value(scene: Any, window: Any) -> Optional[int]:
    if window is None or window == 0:
        return None
    if isinstance(window, int):
        return window
    handle: int = window.handle
    return handle


# The two constant fields are written without their (needless) range check: fill() is hot.
_set_size = _raw.tc_touch_sample.size.cfield.__set__
_set_reserved = _raw.tc_touch_sample.reserved.cfield.__set__


def fill(scene: Any, s: Any, id: int, phase: Any, x: float, y: float, timestamp: float,
         force: float = 0.0, max_force: float = 0.0, major_radius: float = 0.0,
         radius_tolerance: float = 0.0, type: Any = _raw.TC_TOUCH_DIRECT,
         window: Any = None) -> None:
    _set_size(s, _SIZE)
    # tc_touch_sample's fields are range-checked (_raw); phase and type may be names ("began")
    s.phase = phase if phase.__class__ is int else coerce(Phase, phase, "phase")
    if id.__class__ is not int:
        try:
            id = operator.index(id)  # numpy integers too; a float is refused
        except TypeError:
            raise TypeError("id must be an int, not %s" % id.__class__.__name__) from None
    s.id = id
    f = float  # floats as they are; anything else through double() (names a too-large int)
    s.x = x if x.__class__ is f else double(x, "x")
    s.y = y if y.__class__ is f else double(y, "y")
    s.timestamp = timestamp if timestamp.__class__ is f else double(timestamp, "timestamp")
    s.force = force if force.__class__ is f else double(force, "force")
    s.max_force = max_force if max_force.__class__ is f else double(max_force, "max_force")
    s.major_radius = (major_radius if major_radius.__class__ is f
                      else double(major_radius, "major_radius"))
    s.radius_tolerance = (radius_tolerance if radius_tolerance.__class__ is f
                          else double(radius_tolerance, "radius_tolerance"))
    s.type = type if type.__class__ is int else coerce(TouchType, type, "type")
    _set_reserved(s, 0)
    s.window = _window_value(scene, window)


def sample_struct(scene: Any, **fields: Any) -> Any:
    s = _raw.tc_touch_sample()
    fill(scene, s, **fields)
    return s


def _as_dict(sample: Any) -> "dict[str, Any]":
    if isinstance(sample, dict):
        d = dict(sample)
        if "t" in d:
            d["timestamp"] = d.pop("t")
        return d
    if len(sample) < 5 or len(sample) > len(_TUPLE_ORDER):
        raise ValueError("a sample tuple is (id, phase, x, y, t[, force, max_force, "
                         "major_radius, radius_tolerance, type, window]); got %r" % (sample,))
    return dict(zip(_TUPLE_ORDER, sample))


def samples_buffer(scene: Any, samples: Any) -> "tuple[Any, int]":
    """(buffer, count) for tc_scene_push_touches. A numpy array of
    sample_dtype() is passed without copying when it is contiguous."""
    if type(samples).__module__ == "numpy" and hasattr(samples, "dtype"):
        import numpy as np
        arr: Any = np.ascontiguousarray(samples, dtype=sample_dtype())
        if len(arr) and (arr["size"] == 0).any():
            arr = arr.copy()
            arr["size"] = _SIZE
        return _Keep(arr.ctypes.data_as(ctypes.c_void_p), arr), len(arr)
    samples = list(samples)
    buf = (_raw.tc_touch_sample * len(samples))()
    for i, sample in enumerate(samples):
        fill(scene, buf[i], **_as_dict(sample))
    return buf, len(samples)


class _Keep(ctypes.c_void_p):
    """A c_void_p that keeps the numpy array it points into alive."""

    def __new__(cls, ptr: Any, owner: Any) -> "_Keep":
        obj = ctypes.c_void_p.__new__(cls)
        return obj

    def __init__(self, ptr: Any, owner: Any) -> None:
        super().__init__(ptr.value)
        self._owner = owner
