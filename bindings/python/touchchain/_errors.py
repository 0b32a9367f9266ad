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

# Standard exceptions a status is also an instance of: a bad value is a ValueError, an unknown
# id or name a LookupError (so ``except ValueError`` / ``except LookupError`` catch them).
STANDARD_BASES: "dict[str, tuple[type[Exception], ...]]" = {
    "TC_ERR_INVALID_ARGUMENT": (ValueError,),
    "TC_ERR_NOT_FINITE": (ValueError,),
    "TC_ERR_UNKNOWN_ENUM": (ValueError,),
    "TC_ERR_UNKNOWN_TOUCH": (LookupError,),
    "TC_ERR_NOT_FOUND": (LookupError,),
}


def _class_name(status_name: str) -> str:
    words = status_name[len("TC_ERR_"):].split("_")
    return "".join(w.capitalize() for w in words) + "Error"


if TYPE_CHECKING:  # the classes the loop below makes, as a type checker should see them
    class NullPointerError(TouchChainError):
        status: int

    class InvalidHandleError(TouchChainError):
        status: int

    class StaleHandleError(TouchChainError):
        status: int

    class ForeignHandleError(TouchChainError):
        status: int

    class InvalidArgumentError(TouchChainError, ValueError):
        status: int

    class NotFiniteError(TouchChainError, ValueError):
        status: int

    class UnknownEnumError(TouchChainError, ValueError):
        status: int

    class TimeBackwardsError(TouchChainError):
        status: int

    class UnknownTouchError(TouchChainError, LookupError):
        status: int

    class DuplicateTouchError(TouchChainError):
        status: int

    class TooManyTouchesError(TouchChainError):
        status: int

    class CycleError(TouchChainError):
        status: int

    class HasParentError(TouchChainError):
        status: int

    class ReentrantError(TouchChainError):
        status: int

    class LimitError(TouchChainError):
        status: int

    class StructSizeError(TouchChainError):
        status: int

    class StateError(TouchChainError):
        status: int

    class NotFoundError(TouchChainError, LookupError):
        status: int

    class SingularError(TouchChainError):
        status: int


for _name, _value, _desc in _raw.STATUS_TABLE:
    if _value == 0:
        continue
    _cls = type(_class_name(_name), (TouchChainError,) + STANDARD_BASES.get(_name, ()),
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
