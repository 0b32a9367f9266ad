"""TouchChainError and one subclass per TC_ERR_* status (from the status table)."""
from . import _raw


class TouchChainError(Exception):
    """A call returned a negative status. ``status`` is the TC_ERR_* value,
    ``name`` its name, ``message`` the engine's tc_scene_last_error text (or
    the status description when no scene message applies)."""

    status = None

    def __init__(self, status, message=""):
        super().__init__(status, message)
        self.status, self.message = status, message
        self.name = STATUS_NAMES.get(status, "unknown status")

    def __str__(self):
        return "%s (%d): %s" % (self.name, self.status, self.message)


STATUS_NAMES = {value: name for name, value, _ in _raw.STATUS_TABLE}
STATUS_DESCRIPTIONS = {value: desc for _, value, desc in _raw.STATUS_TABLE}
ERRORS = {}  # status -> subclass


def _class_name(status_name):
    words = status_name[len("TC_ERR_"):].split("_")
    return "".join(w.capitalize() for w in words) + "Error"


for _name, _value, _desc in _raw.STATUS_TABLE:
    if _value == 0:
        continue
    _cls = type(_class_name(_name), (TouchChainError,),
                {"status": _value, "__doc__": "%s: %s." % (_name, _desc), "__module__": __name__})
    globals()[_cls.__name__] = _cls
    ERRORS[_value] = _cls



class InvalidValueError(ERRORS[_raw.TC_ERR_INVALID_ARGUMENT], ValueError):
    """A value the bindings refuse before calling C (a string holding U+0000 or a lone
    surrogate, which C would see truncated or could not read): status TC_ERR_INVALID_ARGUMENT,
    also a ValueError. ``argument`` names the struct field or the function and parameter
    (``tc_view_send_route: name``), ``value`` is the refused value."""

    def __init__(self, message, argument=None, value=None):
        super().__init__(_raw.TC_ERR_INVALID_ARGUMENT, message)
        self.argument, self.value = argument, value

    def __reduce__(self):
        return (type(self), (self.message, self.argument, self.value))


class OutOfRangeError(InvalidValueError, OverflowError):
    """An integer outside the range of its C type (``int32_t``, ``uint32_t``, ``int64_t``,
    ``size_t``), or too large for a ``double``: refused instead of being wrapped (ctypes would
    turn 2**32 + 1 into 1). Also a ValueError and an OverflowError."""


__all__ = (["TouchChainError"] + [c.__name__ for c in ERRORS.values()]
           + ["InvalidValueError", "OutOfRangeError"])


def make_error(status, message):
    return ERRORS.get(status, TouchChainError)(status, message)
