"""Enumerations generated from the raw constant table (no hand-copied values)."""
import enum

from . import _raw


def _members(prefix, exclude=()):
    return {name[len(prefix):]: value for name, value in _raw.CONSTANTS
            if name.startswith(prefix) and not any(name.startswith(x) for x in exclude)
            and isinstance(value, int)}


def _int_enum(name, prefix, exclude=()):
    return enum.IntEnum(name, _members(prefix, exclude), module=__name__)


def _int_flag(name, prefix, exclude=()):
    return enum.IntFlag(name, _members(prefix, exclude), module=__name__)


Phase = _int_enum("Phase", "TC_PHASE_")
TouchType = _int_enum("TouchType", "TC_TOUCH_")
EventType = _int_enum("EventType", "TC_EVENT_")
Motion = _int_enum("Motion", "TC_MOTION_")
Remote = _int_enum("Remote", "TC_REMOTE_")
Press = _int_enum("Press", "TC_PRESS_")
ResponderKind = _int_enum("ResponderKind", "TC_RESPONDER_")
ViewFlag = _int_enum("ViewFlag", "TC_VIEW_")
TraceStep = _int_enum("TraceStep", "TC_TRACE_")
GestureState = _int_enum("GestureState", "TC_GESTURE_")
RecognizerKind = _int_enum("RecognizerKind", "TC_RECOGNIZER_")
FailureReason = _int_enum("FailureReason", "TC_FAIL_")
ControlKind = _int_enum("ControlKind", "TC_CONTROL_", exclude=("TC_CONTROL_EVENT_",))
SwipeDirection = _int_flag("SwipeDirection", "TC_SWIPE_")
Edge = _int_flag("Edge", "TC_EDGE_")
ControlEvent = _int_flag("ControlEvent", "TC_CONTROL_EVENT_")
Status = enum.IntEnum("Status", {n[3:]: v for n, v, _ in _raw.STATUS_TABLE}, module=__name__)
