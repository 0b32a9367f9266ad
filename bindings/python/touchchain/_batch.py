"""Touch samples: one struct, arrays of structs, numpy structured arrays; the coalesced and
predicted points of a sample (P6)."""
import ctypes
import operator
from typing import Any, List, Optional

from . import _raw
from ._core import double, handle_arg
from ._enums import TOUCH_PHASE_NAMES, Button, Phase, TouchProperty, TouchType, coerce
from ._view import View

_SIZE = ctypes.sizeof(_raw.tc_touch_sample)
_POINT_SIZE = ctypes.sizeof(_raw.tc_touch_point)
_TUPLE_ORDER = ("id", "phase", "x", "y", "timestamp", "force", "max_force", "major_radius",
                "radius_tolerance", "type", "window")
# Keys of a sample dict besides _TUPLE_ORDER's (P1-P6), and the Scene.push_touch keywords.
_EXTRA_KEYS = ("buttons", "altitude", "azimuth", "estimated", "expecting", "update_index",
               "coalesced", "predicted")
_POINT_FIELDS = ("timestamp", "x", "y", "force", "altitude", "azimuth")
_SAMPLE_KEYS = frozenset(_TUPLE_ORDER + _EXTRA_KEYS)  # the keys a sample dict may have
_REQUIRED_KEYS = ("id", "phase", "x", "y", "timestamp")
_HANDLE_MAX = 2 ** (8 * ctypes.sizeof(ctypes.c_void_p)) - 1  # a handle is a C pointer
_dtype: Any = None


def sample_dtype() -> Any:
    """The numpy dtype of tc_touch_sample (align=True; built once). The
    ``window`` field holds a view handle (``window.handle``) or 0 for the key
    window; ``coalesced`` and ``predicted`` are addresses (leave them 0, with their counts:
    a numpy batch carries no coalesced or predicted points). Requires numpy."""
    global _dtype
    if _dtype is None:
        import numpy as np
        kinds = {ctypes.c_uint32: "<u4", ctypes.c_int32: "<i4", ctypes.c_int64: "<i8",
                 ctypes.c_double: "<f8", ctypes.c_void_p: "<u8", ctypes.c_size_t: "<u8",
                 ctypes.POINTER(_raw.tc_touch_point): "<u8"}
        fields = _raw.tc_touch_sample._fields_
        dt: Any = np.dtype({"names": [n for n, _ in fields],
                       "formats": [kinds[t] for _, t in fields]}, align=True)
        for name, _ in fields:
            assert dt.fields[name][1] == getattr(_raw.tc_touch_sample, name).offset, name
        assert dt.itemsize == _SIZE
        _dtype = dt
    return _dtype


def sample_array(n: int) -> Any:
    """A zeroed numpy array of ``n`` samples with TC_TOUCH_SAMPLE_INIT's values: size, phase
    BEGAN, type DIRECT, buttons PRIMARY and altitude TC_DEFAULT_ALTITUDE filled."""
    import numpy as np
    arr: Any = np.zeros(n, dtype=sample_dtype())
    arr["size"] = _SIZE
    arr["phase"] = _raw.TC_PHASE_BEGAN
    arr["type"] = _raw.TC_TOUCH_DIRECT
    arr["buttons"] = _raw.TC_BUTTON_PRIMARY
    arr["altitude"] = _raw.TC_DEFAULT_ALTITUDE
    return arr


def _window_value(scene: Any, window: Any) -> Optional[int]:
    """A sample's ``window``: a View (its handle), a handle value (an int, 0 to 2**64 - 1; 0
    as None) or None (the key window). Anything else raises TypeError naming ``window``; an
    int outside a pointer's range OutOfRangeError (ctypes would wrap it to another handle)."""
    if window is None:
        return None
    if isinstance(window, View):
        handle: int = handle_arg(window, "window", View).value
        return handle
    if type(window) is not int:   # an int is the common case: no protocol check (fill is hot)
        if isinstance(window, bool) or not hasattr(window, "__index__"):
            raise TypeError("window must be a Window, a window handle (an int) or None, not %s"
                            % type(window).__name__)
        window = operator.index(window)
    if not 0 <= window <= _HANDLE_MAX:
        from ._errors import OutOfRangeError
        raise OutOfRangeError("window is %d, outside a handle's range (0 to %d)"
                              % (window, _HANDLE_MAX), "window", window)
    return window or None


# The two constant fields are written without their (needless) range check: fill() is hot.
_set_size = _raw.tc_touch_sample.size.cfield.__set__
_set_reserved = _raw.tc_touch_sample.reserved.cfield.__set__
_DEFAULT_ALTITUDE = _raw.TC_DEFAULT_ALTITUDE
_PRIMARY: Any = _raw.TC_BUTTON_PRIMARY


def point_array(points: Any, what: str) -> "tuple[Any, int]":
    """(array, count) of tc_touch_point for ``points``: an iterable of TouchPoint, of tuples
    ``(t, x, y[, force[, altitude[, azimuth]]])`` or of dicts with those keys (``t`` or
    ``timestamp``). Missing values are TC_TOUCH_POINT_INIT's (force 0, altitude
    TC_DEFAULT_ALTITUDE, azimuth 0). ``(None, 0)`` for None or no points. The engine checks
    the count (TC_MAX_COALESCED / TC_MAX_PREDICTED), the order and the ranges."""
    if points is None:
        return None, 0
    try:
        if isinstance(points, (str, bytes, bytearray)):
            raise TypeError  # not a sequence of points
        items = list(points)
    except TypeError:
        raise TypeError("%s must be a list of points (t, x, y[, force[, altitude[, azimuth]]]), "
                        "not %s" % (what, type(points).__name__)) from None
    if not items:
        return None, 0
    arr = (_raw.tc_touch_point * len(items))()
    for i, item in enumerate(items):
        p = arr[i]
        p.size = _POINT_SIZE
        p.altitude = _DEFAULT_ALTITUDE
        where = "%s[%d]" % (what, i)
        if isinstance(item, dict):
            d = dict(item)
            if "t" in d:
                if "timestamp" in d:
                    raise TypeError("%s has both t and timestamp (one time, two names)" % where)
                d["timestamp"] = d.pop("t")
            unknown = set(d) - set(_POINT_FIELDS)
            if unknown:
                raise TypeError("%s: unknown key %r (a point has %s)"
                                % (where, sorted(unknown)[0], ", ".join(_POINT_FIELDS)))
            values = [(k, d[k]) for k in _POINT_FIELDS if k in d]
            if not all(k in d for k in ("timestamp", "x", "y")):
                raise TypeError("%s needs t, x and y" % where)
        else:
            try:
                if isinstance(item, (str, bytes, bytearray)):
                    raise TypeError  # not a sequence of numbers
                seq = tuple(item)
            except TypeError:
                raise TypeError("%s must be a point (t, x, y[, force[, altitude[, azimuth]]]), "
                                "not %s" % (where, type(item).__name__)) from None
            if not 3 <= len(seq) <= len(_POINT_FIELDS):
                from ._errors import InvalidValueError
                raise InvalidValueError("%s must be 3 to 6 numbers (t, x, y[, force[, altitude"
                                        "[, azimuth]]]), got %d" % (where, len(seq)), where, seq)
            values = list(zip(_POINT_FIELDS, seq))
        for k, v in values:
            setattr(p, k, double(v, "%s.%s" % (where, k)))
    return arr, len(items)


def fill(scene: Any, s: Any, id: int, phase: Any, x: float, y: float, timestamp: float,
         force: float = 0.0, max_force: float = 0.0, major_radius: float = 0.0,
         radius_tolerance: float = 0.0, type: Any = _raw.TC_TOUCH_DIRECT,
         window: Any = None, buttons: Any = _PRIMARY,
         altitude: float = _DEFAULT_ALTITUDE, azimuth: float = 0.0, estimated: Any = 0,
         expecting: Any = 0, update_index: int = 0, coalesced: Any = None,
         predicted: Any = None, keep: "Optional[List[Any]]" = None) -> None:
    """Fill the tc_touch_sample ``s``. The arrays of ``coalesced`` and ``predicted`` points
    are appended to ``keep``, which the caller holds until the sample is pushed (the struct
    only points to them)."""
    _set_size(s, _SIZE)
    # tc_touch_sample's fields are range-checked (_raw); phase and type may be names ("began")
    s.phase = phase if phase.__class__ is int else coerce(Phase, phase, "phase",
                                                          TOUCH_PHASE_NAMES)
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
    # P1-P6. ``s`` is zeroed (a new struct or array): fields left at their default are not
    # written (fill() is hot); buttons 0 is taken as primary by the engine.
    s.altitude = altitude if altitude.__class__ is f else double(altitude, "altitude")
    if azimuth:
        s.azimuth = azimuth if azimuth.__class__ is f else double(azimuth, "azimuth")
    if not (buttons is _PRIMARY or buttons is Button.PRIMARY):
        s.buttons = buttons if buttons.__class__ is int else coerce(Button, buttons, "buttons")
    if estimated.__class__ is not int or estimated:
        s.estimated_properties = (estimated if estimated.__class__ is int
                                  else coerce(TouchProperty, estimated, "estimated"))
    if expecting.__class__ is not int or expecting:
        s.expecting_updates = (expecting if expecting.__class__ is int
                               else coerce(TouchProperty, expecting, "expecting"))
    if update_index.__class__ is not int or update_index:
        if update_index.__class__ is not int:
            try:
                update_index = operator.index(update_index)
            except TypeError:
                raise TypeError("update_index must be an int, not %s"
                                % update_index.__class__.__name__) from None
        s.estimation_update_index = update_index
    if coalesced is not None or predicted is not None:
        for name, points in (("coalesced", coalesced), ("predicted", predicted)):
            arr, count = point_array(points, name)
            if arr is None:
                continue
            if keep is None:
                raise TypeError("fill: %s points need a keep list" % name)
            keep.append(arr)
            setattr(s, name, ctypes.cast(arr, ctypes.POINTER(_raw.tc_touch_point)))
            setattr(s, name + "_count", count)


def sample_struct(scene: Any, **fields: Any) -> Any:
    """A filled tc_touch_sample; its point arrays are kept alive by the struct itself (an
    attribute ``_keep``)."""
    s = _raw.tc_touch_sample()
    keep: List[Any] = []
    fill(scene, s, keep=keep, **fields)
    s._keep = keep
    return s


def _as_dict(sample: Any, what: str = "sample") -> "dict[str, Any]":
    """The keyword arguments of :func:`fill` for ``sample`` (a dict or a tuple), checked: an
    unknown or missing key raises TypeError, a tuple of the wrong length InvalidValueError
    (a ValueError), both naming ``what`` (``samples[3]``)."""
    if isinstance(sample, dict):
        d = dict(sample)
        if "t" in d:
            if "timestamp" in d:
                raise TypeError("%s has both t and timestamp (one time, two names)" % what)
            d["timestamp"] = d.pop("t")
        unknown = [k for k in d if k not in _SAMPLE_KEYS]
        if unknown:
            raise TypeError("%s: unknown key %r (a sample has t, %s)" % (
                what, unknown[0], ", ".join(sorted(_SAMPLE_KEYS))))
        missing = [k for k in _REQUIRED_KEYS if k not in d]
        if missing:
            raise TypeError("%s needs id, phase, x, y and t; %s missing"
                            % (what, ", ".join("t" if k == "timestamp" else k for k in missing)))
        return d
    try:
        if isinstance(sample, (str, bytes, bytearray)):
            raise TypeError
        items = tuple(sample)
    except TypeError:
        raise TypeError("%s must be a tuple (id, phase, x, y, t, ...) or a dict, not %s"
                        % (what, type(sample).__name__)) from None
    if len(items) < 5 or len(items) > len(_TUPLE_ORDER):
        from ._errors import InvalidValueError
        raise InvalidValueError(
            "%s: a sample tuple is (id, phase, x, y, t[, force, max_force, major_radius, "
            "radius_tolerance, type, window]); got %r (use a dict for buttons, altitude, "
            "azimuth, estimated, expecting, update_index, coalesced, predicted)"
            % (what, sample), what, sample)
    return dict(zip(_TUPLE_ORDER, items))


def _with_index(error: BaseException, index: int) -> BaseException:
    """``error`` with ``index`` (the refused sample of a batch) set, as push_touches promises."""
    try:
        error.index = index  # type: ignore[attr-defined]
    except AttributeError:  # an exception type without __dict__: keep it as it is
        pass
    return error


def _numpy_points_check(arr: Any) -> None:
    """InvalidValueError (a ValueError) with ``index`` for the first sample of the numpy batch
    ``arr`` whose ``coalesced`` or ``predicted`` address is not 0 (a numpy batch carries no
    points, sample_dtype, and C would read whatever the address points to), or whose ``size``
    is neither the struct's nor 0."""
    import numpy as np
    first: "Optional[tuple[int, str]]" = None
    for name in ("coalesced", "predicted"):
        bad = np.flatnonzero(arr[name])
        if len(bad) and (first is None or int(bad[0]) < first[0]):
            first = (int(bad[0]), name)
    if first is not None:
        from ._errors import InvalidValueError
        index, name = first
        value = int(arr[name][index])
        raise _with_index(InvalidValueError(
            "samples[%d].%s is 0x%x: a numpy batch carries no coalesced or predicted points "
            "(leave %s and %s_count 0)" % (index, name, value, name, name),
            "samples[%d].%s" % (index, name), value), index)
    # C reads the batch at the stride its size field gives: any size but the struct's (or 0,
    # filled in below) would make it read past the array.
    bad_size = np.flatnonzero((arr["size"] != 0) & (arr["size"] != _SIZE))
    if len(bad_size):
        from ._errors import InvalidValueError
        index = int(bad_size[0])
        value = int(arr["size"][index])
        raise _with_index(InvalidValueError(
            "samples[%d].size is %d: a numpy batch's size fields are %d (or 0)"
            % (index, value, _SIZE), "samples[%d].size" % index, value), index)


def samples_buffer(scene: Any, samples: Any) -> "tuple[Any, int]":
    """(buffer, count) for tc_scene_push_touches. A numpy array of
    sample_dtype() is passed without copying when it is contiguous. A sample refused here
    raises an error whose ``index`` is its position."""
    if type(samples).__module__ == "numpy" and hasattr(samples, "dtype"):
        import numpy as np
        arr: Any = np.ascontiguousarray(samples, dtype=sample_dtype())
        _numpy_points_check(arr)
        if len(arr) and (arr["size"] == 0).any():
            arr = arr.copy()
            arr["size"] = _SIZE
        return _Keep(arr.ctypes.data_as(ctypes.c_void_p), arr), len(arr)
    try:
        if isinstance(samples, (str, bytes, bytearray)):
            raise TypeError  # not a sequence of samples
        samples = list(samples)
    except TypeError:
        raise TypeError("samples must be an iterable of tuples or dicts, or a numpy array of "
                        "sample_dtype(), not %s" % type(samples).__name__) from None
    buf = (_raw.tc_touch_sample * len(samples))()
    keep: List[Any] = []
    for i, sample in enumerate(samples):
        try:
            fill(scene, buf[i], keep=keep, **_as_dict(sample, "samples[%d]" % i))
        except Exception as error:
            _with_index(error, i)
            raise
    if keep:
        buf._keep = keep  # the point arrays live as long as the buffer
    return buf, len(samples)


class _Keep(ctypes.c_void_p):
    """A c_void_p that keeps the numpy array it points into alive."""

    def __new__(cls, ptr: Any, owner: Any) -> "_Keep":
        obj = ctypes.c_void_p.__new__(cls)
        return obj

    def __init__(self, ptr: Any, owner: Any) -> None:
        super().__init__(ptr.value)
        self._owner = owner
