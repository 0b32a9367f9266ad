"""TouchChainError and one subclass per TC_ERR_* status (from the status table)."""
from typing import TYPE_CHECKING

from . import _raw


class TouchChainError(Exception):
    """A call returned a negative status. ``status`` is the TC_ERR_* value,
    ``name`` its name, ``message`` the engine's tc_scene_last_error text (or
    the status description when no scene message applies)."""

    status: "int | None" = None
    argument: "str | None" = None  # the argument the error is about, when known

    def __init__(self, status: int, message: str = "") -> None:
        super().__init__(status, message)
        self.status, self.message = status, message
        self.name = STATUS_NAMES.get(status, "unknown status")

    def __str__(self) -> str:
        return "%s (%s): %s" % (self.name, self.status, self.message)


STATUS_NAMES = {value: name for name, value, _ in _raw.STATUS_TABLE}
STATUS_DESCRIPTIONS = {value: desc for _, value, desc in _raw.STATUS_TABLE}
ERRORS: "dict[int, type[TouchChainError]]" = {}  # status -> subclass

# The standard exception every status is also an instance of: the one table (a test checks it
# against the header's statuses and the classes below), so that ``except ValueError``,
# ``except LookupError`` and ``except RuntimeError`` catch what they would from a Python
# library:
# - ValueError: the arguments are wrong (a missing, garbage or foreign handle, a value out of
#   range or not finite, an unknown enumeration value, a time earlier than the clock, a second
#   began of a live touch, a tree change that would make a cycle or give a window a superview,
#   a struct of a size this library does not accept, a transform that cannot be inverted).
#   A value of the wrong type is refused by the bindings themselves with TypeError.
# - LookupError: an id or a name matches nothing (no live touch with that id, nothing found).
# - RuntimeError: the call is refused for the state things are in, whatever its arguments: the
#   object was destroyed or its scene closed (as PyQt's "wrapped C/C++ object ... has been
#   deleted"), the call is not allowed from inside this callback or from this thread now, a
#   capacity limit (touches, queue, nesting) is reached.
STANDARD_BASES: "dict[str, tuple[type[Exception], ...]]" = {
    "TC_ERR_NULL_POINTER": (ValueError,),
    "TC_ERR_INVALID_HANDLE": (ValueError,),
    "TC_ERR_STALE_HANDLE": (RuntimeError,),
    "TC_ERR_FOREIGN_HANDLE": (ValueError,),
    "TC_ERR_INVALID_ARGUMENT": (ValueError,),
    "TC_ERR_NOT_FINITE": (ValueError,),
    "TC_ERR_UNKNOWN_ENUM": (ValueError,),
    "TC_ERR_TIME_BACKWARDS": (ValueError,),
    "TC_ERR_UNKNOWN_TOUCH": (LookupError,),
    "TC_ERR_DUPLICATE_TOUCH": (ValueError,),
    "TC_ERR_TOO_MANY_TOUCHES": (RuntimeError,),
    "TC_ERR_CYCLE": (ValueError,),
    "TC_ERR_HAS_PARENT": (ValueError,),
    "TC_ERR_REENTRANT": (RuntimeError,),
    "TC_ERR_LIMIT": (RuntimeError,),
    "TC_ERR_STRUCT_SIZE": (ValueError,),
    "TC_ERR_STATE": (RuntimeError,),
    "TC_ERR_NOT_FOUND": (LookupError,),
    "TC_ERR_SINGULAR": (ValueError,),
}


def _class_name(status_name: str) -> str:
    words = status_name[len("TC_ERR_"):].split("_")
    return "".join(w.capitalize() for w in words) + "Error"


if TYPE_CHECKING:  # the classes the loop below makes, as a type checker should see them (their
    # standard bases are STANDARD_BASES'; a test checks they agree)
    class NullPointerError(TouchChainError, ValueError):
        status: int

    class InvalidHandleError(TouchChainError, ValueError):
        status: int

    class StaleHandleError(TouchChainError, RuntimeError):
        status: int

    class ForeignHandleError(TouchChainError, ValueError):
        status: int

    class InvalidArgumentError(TouchChainError, ValueError):
        status: int

    class NotFiniteError(TouchChainError, ValueError):
        status: int

    class UnknownEnumError(TouchChainError, ValueError):
        status: int

    class TimeBackwardsError(TouchChainError, ValueError):
        status: int

    class UnknownTouchError(TouchChainError, LookupError):
        status: int

    class DuplicateTouchError(TouchChainError, ValueError):
        status: int

    class TooManyTouchesError(TouchChainError, RuntimeError):
        status: int

    class CycleError(TouchChainError, ValueError):
        status: int

    class HasParentError(TouchChainError, ValueError):
        status: int

    class ReentrantError(TouchChainError, RuntimeError):
        status: int

    class LimitError(TouchChainError, RuntimeError):
        status: int

    class StructSizeError(TouchChainError, ValueError):
        status: int

    class StateError(TouchChainError, RuntimeError):
        status: int

    class NotFoundError(TouchChainError, LookupError):
        status: int

    class SingularError(TouchChainError, ValueError):
        status: int


for _name, _value, _desc in _raw.STATUS_TABLE:
    if _value == 0:
        continue
    _cls = type(_class_name(_name), (TouchChainError,) + STANDARD_BASES[_name],
                {"status": _value, "__doc__": "%s: %s." % (_name, _desc), "__module__": __name__})
    globals()[_cls.__name__] = _cls
    ERRORS[_value] = _cls


if TYPE_CHECKING:
    _InvalidArgumentError = InvalidArgumentError
else:
    _InvalidArgumentError = ERRORS[_raw.TC_ERR_INVALID_ARGUMENT]


class InvalidValueError(_InvalidArgumentError, ValueError):
    """A value the bindings refuse before calling C (a string holding U+0000 or a lone
    surrogate, which C would see truncated or could not read): status TC_ERR_INVALID_ARGUMENT,
    also a ValueError. ``argument`` names the struct field or the function and parameter
    (``tc_view_send_route: name``), ``value`` is the refused value."""

    def __init__(self, message: str, argument: "str | None" = None, value: object = None) -> None:
        super().__init__(_raw.TC_ERR_INVALID_ARGUMENT, message)
        self.argument, self.value = argument, value

    def __reduce__(self) -> "tuple[type[InvalidValueError], tuple[str, str | None, object]]":
        return (type(self), (self.message, self.argument, self.value))


class OutOfRangeError(InvalidValueError, OverflowError):
    """An integer outside the range of its C type (``int32_t``, ``uint32_t``, ``int64_t``,
    ``size_t``), or too large for a ``double``: refused instead of being wrapped (ctypes would
    turn 2**32 + 1 into 1). Also a ValueError and an OverflowError."""


__all__ = (["TouchChainError"] + [c.__name__ for c in ERRORS.values()]
           + ["InvalidValueError", "OutOfRangeError"])


def make_error(status: int, message: str) -> TouchChainError:
    return ERRORS.get(status, TouchChainError)(status, message)
