"""Import Linux touchscreen and pen-tablet recordings as TouchChain traces.

Two recording formats, both of the kernel's evdev events:

* **evemu** (``evemu-record``): text. ``N:`` the device name, ``A: code min max fuzz flat
  resolution`` one line per absolute axis (code in hex), ``B:`` bitmasks (ignored),
  ``E: sec.usec type code value`` one line per event (type and code in hex, value in decimal),
  ``#`` comments.
* **libinput record** (``libinput record``): YAML. ``devices[i].evdev.name``,
  ``devices[i].evdev.absinfo`` (``code: [min, max, fuzz, flat, resolution]``) and
  ``devices[i].events[j].evdev`` lists of ``[sec, usec, type, code, value]``. Read with a small
  line parser (libinput writes a fixed layout), so PyYAML is not needed.

Both are converted the same way, frame by frame (a frame ends at ``SYN_REPORT``), from the
multitouch protocol B (``ABS_MT_SLOT``, ``ABS_MT_TRACKING_ID``, ``ABS_MT_POSITION_X/Y``; a
device without ``ABS_MT_POSITION_X`` is read as one touch from ``BTN_TOUCH``, ``ABS_X``,
``ABS_Y``), exactly as the recordings in the repository's ``Tests/data/traces`` were:

* a tracking id appearing in a slot is ``began``; the id ending (``-1``) or being replaced by
  another is ``ended`` (at the touch's last position); a position change of a live touch is
  ``moved`` (one sample per touch per frame, only when x or y changed);
* touch ids are renumbered 1, 2, 3... in the order touches begin;
* ``t`` is the frame's time (its ``SYN_REPORT``) minus the time of the first frame that
  produced a sample, in seconds, rounded to the microsecond;
* device units map linearly onto the screen: ``x = (value - min) / (max - min) * W`` (same for
  y with H), rounded to 4 decimals, and kept inside the screen: a value below the axis
  minimum lands at 0, the axis maximum one unit of the last decimal short of W (a window's
  right and bottom edges are outside it, H2,
  so a contact on the panel's last column would hit nothing). Without ``--screen W H`` the
  screen is the axis range (W = max_x - min_x, H = max_y - min_y): x is ``value - min`` in
  device units;
* within a frame, samples come in the order the slots first appear in it (the kernel's
  slot order); ``SYN_DROPPED`` discards events up to the next ``SYN_REPORT``.

Pens, pointers and their axes (issue 16). A finger's samples are exactly as above (no other
key). A recording with tools keeps them:

* **Type.** A multitouch contact whose ``ABS_MT_TOOL_TYPE`` is ``MT_TOOL_PEN`` (1) is a
  ``stylus`` touch (``MT_TOOL_FINGER`` and ``MT_TOOL_PALM`` stay fingers). A single-contact
  device's tool is the ``BTN_TOOL_*`` key that is down: ``BTN_TOOL_PEN``, ``_RUBBER``,
  ``_BRUSH``, ``_PENCIL``, ``_AIRBRUSH`` make ``stylus`` touches (the eraser too: the scene
  format has no eraser), ``BTN_TOOL_MOUSE`` and ``_LENS`` (a tablet's puck) and a relative
  pointer (``REL_X``/``REL_Y`` and no absolute axes: a mouse) ``indirect_pointer`` touches,
  ``BTN_TOOL_FINGER`` or no tool a finger. A contact made before any tool is seen takes the
  device's: a pen if it has ``ABS_TILT_X/Y`` or ``ABS_DISTANCE``. A touch keeps the type of
  its ``began``.
* **Contact.** A stylus (or a finger) touches while ``BTN_TOUCH`` is 1; a pointer while one
  of ``BTN_LEFT``, ``BTN_RIGHT``, ``BTN_MIDDLE`` is held. ``buttons``: a pointer's held
  buttons (primary, secondary, tertiary; its ``ended`` keeps those it had); a pen's barrel
  buttons ``BTN_STYLUS``/``BTN_STYLUS2`` add secondary/tertiary to primary (written only
  while one is held; the Pointer Events convention). A stylus or pointer touch is ``moved``
  when its position or any of its values below changes.
* **Hover.** A pen or a pointer in proximity (its ``BTN_TOOL_*`` down; a relative mouse from
  its first motion) and not in contact is a hover: ``hover`` samples (ids 1, 2, 3 ... in the
  order hovers begin, apart from touch ids), ``began`` when it comes into range or lifts,
  ``moved`` when its position or axes change, ``ended`` when it touches down or leaves range,
  at its last sample's position and values (tools that leave report their axes as 0, which
  is not where they were). Coming into range and touching in one frame makes no hover.
* **Force** (touches that are not fingers): ``ABS_MT_PRESSURE`` (multitouch) or
  ``ABS_PRESSURE`` as ``(value - min) / (max - min)``, 0 to 1, 4 decimals: the fraction of
  the device's range, not calibrated to UIKit's scale (where 1 is an average touch). A
  finger's pressure is left out: touchscreens report contact size or noise there, and the
  conversion of the finger recordings in Tests/data stays as it was.
* **Tilt -> altitude, azimuth** (stylus touches and hovers, when the device has
  ``ABS_TILT_X``/``ABS_TILT_Y``): each tilt is an angle from the vertical, ``value /
  resolution`` radians when the axis has a resolution (units per radian, the kernel's unit)
  and a range around 0, else its range spans -64 to 64 degrees (libinput's rule). Positive
  tilt X leans the pen's top toward +x (right), positive tilt Y toward +y (down). The pen's
  axis is ``(tan tx, tan ty, 1)``: ``altitude = atan(1 / hypot(tan tx, tan ty))`` (pi/2
  upright, 0 flat) and ``azimuth = atan2(tan ty, tan tx)``, the direction its top leans,
  clockwise from +x in y-down space, -pi to pi (the W3C Pointer Events conversion; 0 when
  upright). 6 decimals, kept inside the engine's ranges.
* **Distance -> z** (stylus hovers, with ``ABS_DISTANCE``): ``(value - min) / (max - min)``,
  0 touching to 1 the edge of range.
* A relative pointer has no axis range: it needs ``--screen W H``, starts at the screen's
  centre and moves one point per count, kept on the screen. Wheels (``REL_WHEEL``) are not
  converted.

Keys written, after ``id``/``hover``, phase, x, y, t (and x_mm, y_mm): ``type``, ``buttons``,
``force``, ``altitude``, ``azimuth``, ``z`` (docs/FORMAT.md's touch and hover steps).

Output (``--format``): ``scene`` (default), a FORMAT.md scene file with one window the size
of the screen and the touch steps as its ``trace`` (replayable as is); ``steps``, the list of
trace steps alone; ``samples``, the layout of the recordings in ``Tests/data`` (``source``, ``device``, ``units``,
``axes``, ``touches``, ``samples`` of id/phase/x/y/t, plus ``x_mm``/``y_mm`` when the axes
have a resolution, plus the keys above; a hover sample has ``hover`` for ``id``).

The samples layout itself is read back too (``touchchain import samples``, parse_samples):
the recordings in ``Tests/data/traces`` (a RECORDING, ``{"samples": [...]}``), a bare list of
samples, and the velocity data of ``Tests/data/velocity``, whose files hold several lists
(``--part NAME``: an AOSP case's name, a Flutter list's key). The samples become steps as
samples_to_steps makes them (a sample marked ``"resampled": true`` is left out); the scene's
window is ``--screen W H``, or else just past the largest x and y (``floor(max) + 1``: the
files do not store the screen they were mapped onto).

Command line (``python -m touchchain.importers ...`` is the same without the word import)::

    touchchain import evemu REC [--screen W H] [--format F] [-o OUT] [--no-multiple-touch]
    touchchain import libinput RECORD.yaml [--device N] [--screen W H] ...
    touchchain import samples REC.json [--part NAME] [--screen W H] [--format scene|steps] ...
"""
from __future__ import annotations

import json
import math
import re
import sys
from typing import (TYPE_CHECKING, Any, Dict, Iterable, List, Literal, Mapping, Optional,
                    Sequence, Set, Tuple, TypedDict, Union, cast, overload)

from . import replay as _replay

if TYPE_CHECKING:
    import argparse

__all__ = ["Axis", "Recording", "parse_evemu", "parse_libinput", "to_samples",
           "samples_to_steps", "to_document", "import_evemu", "import_libinput",
           "parse_samples", "samples_screen", "samples_to_document", "import_samples",
           "recording_kind", "main"]

EV_SYN, EV_KEY, EV_REL, EV_ABS = 0x00, 0x01, 0x02, 0x03
SYN_REPORT, SYN_DROPPED = 0x00, 0x03
BTN_LEFT, BTN_RIGHT, BTN_MIDDLE = 0x110, 0x111, 0x112
BTN_TOOL_PEN, BTN_TOOL_RUBBER, BTN_TOOL_BRUSH = 0x140, 0x141, 0x142
BTN_TOOL_PENCIL, BTN_TOOL_AIRBRUSH, BTN_TOOL_FINGER = 0x143, 0x144, 0x145
BTN_TOOL_MOUSE, BTN_TOOL_LENS = 0x146, 0x147
BTN_TOUCH = 0x14a
BTN_STYLUS, BTN_STYLUS2 = 0x14b, 0x14c
REL_X, REL_Y = 0x00, 0x01
ABS_X, ABS_Y = 0x00, 0x01
ABS_PRESSURE, ABS_DISTANCE, ABS_TILT_X, ABS_TILT_Y = 0x18, 0x19, 0x1a, 0x1b
ABS_MT_SLOT = 0x2f
ABS_MT_POSITION_X, ABS_MT_POSITION_Y = 0x35, 0x36
ABS_MT_TOOL_TYPE = 0x37
ABS_MT_TRACKING_ID = 0x39
ABS_MT_PRESSURE = 0x3a
# ABS_MT_TOOL_TYPE values (linux/input.h).
MT_TOOL_FINGER, MT_TOOL_PEN, MT_TOOL_PALM = 0x00, 0x01, 0x02

# The tools of a single-contact device (BTN_TOOL_*: 1 while the tool is in proximity).
STYLUS_TOOLS = (BTN_TOOL_PEN, BTN_TOOL_RUBBER, BTN_TOOL_BRUSH, BTN_TOOL_PENCIL, BTN_TOOL_AIRBRUSH)
POINTER_TOOLS = (BTN_TOOL_MOUSE, BTN_TOOL_LENS)
TOOLS = STYLUS_TOOLS + POINTER_TOOLS + (BTN_TOOL_FINGER,)
# Pointer buttons -> TC_BUTTON_* bits (primary, secondary, tertiary); a pen's barrel buttons
# are its secondary and tertiary buttons (the Pointer Events convention).
_POINTER_BUTTONS = {BTN_LEFT: 1, BTN_RIGHT: 2, BTN_MIDDLE: 4}
_STYLUS_BUTTONS = {BTN_STYLUS: 2, BTN_STYLUS2: 4}
_BUTTON_NAMES = ((1, "primary"), (2, "secondary"), (4, "tertiary"))
# Without a resolution, a tilt axis spans -64 .. 64 degrees (libinput's assumption, Wacom's
# physical range).
TILT_DEFAULT_DEGREES = 64.0

# One evdev event: (seconds, type, code, value).
Event = Tuple[float, int, int, int]
# A screen size (W, H) in points.
Screen = Tuple[float, float]


class _SampleKeys(TypedDict):
    phase: str
    x: float
    y: float
    t: float


class Sample(_SampleKeys, total=False):
    """One sample of to_samples (the layout of the recordings in Tests/data): a touch sample
    (id, phase, x, y, t) or a hover sample (hover, phase, x, y, t, type); x_mm, y_mm when the
    axes have a resolution; a touch that is not a finger has type and may have buttons, force,
    altitude, azimuth; a stylus hover may have altitude, azimuth, z."""
    id: int
    hover: int
    x_mm: float
    y_mm: float
    type: str
    buttons: List[str]
    force: float
    altitude: float
    azimuth: float
    z: float


class _StepKeys(TypedDict):
    t: float
    phase: str
    x: float
    y: float


class Step(_StepKeys, total=False):
    """One FORMAT.md step as samples_to_steps writes it: a touch step (t, touch, phase, x, y;
    type, buttons, force, altitude, azimuth when the touch is not a finger) or a hover step
    (t, hover, phase, x, y, type; altitude, azimuth, z for a stylus)."""
    touch: int
    hover: int
    type: str
    buttons: List[str]
    force: float
    altitude: float
    azimuth: float
    z: float


# The document of to_document: a scene or samples file (a JSON object whose values have a
# different layout per key), or a list of steps.
Document = Union[Dict[str, Any], List[Step]]


class Axis(object):
    """An absolute axis: range and resolution (units per mm, 0 if unknown)."""
    __slots__ = ("minimum", "maximum", "resolution")

    def __init__(self, minimum: int, maximum: int, resolution: int = 0) -> None:
        self.minimum, self.maximum, self.resolution = int(minimum), int(maximum), int(resolution)

    def __repr__(self) -> str:
        return "Axis(%d, %d, %d)" % (self.minimum, self.maximum, self.resolution)

    def as_dict(self) -> Dict[str, int]:
        return {"min": self.minimum, "max": self.maximum, "res": self.resolution}


class Recording(object):
    """A device (name, axes by code) and its events as (seconds, type, code, value)."""

    def __init__(self, name: str, axes: Dict[int, Axis], events: List[Event],
                 source: Optional[str] = None) -> None:
        self.name, self.axes, self.events, self.source = name, axes, events, source

    @property
    def multitouch(self) -> bool:
        return ABS_MT_POSITION_X in self.axes

    @property
    def relative(self) -> bool:
        """A relative pointer (a mouse): no absolute position axes, and REL_X / REL_Y events."""
        if self.multitouch or ABS_X in self.axes or ABS_Y in self.axes:
            return False
        events = self.events  # indexed, not iterated: a progress view counts iterations
        return any(events[i][1] == EV_REL and events[i][2] in (REL_X, REL_Y)
                   for i in range(len(events)))

    def xy_axes(self) -> Tuple[Axis, Axis]:
        xc, yc = ((ABS_MT_POSITION_X, ABS_MT_POSITION_Y) if self.multitouch else (ABS_X, ABS_Y))
        if xc not in self.axes or yc not in self.axes:
            raise ValueError("%s: the device has no %s axes" % (
                self.source or self.name, "ABS_MT_POSITION_X/Y" if self.multitouch else
                "ABS_MT_POSITION_X/Y or ABS_X/Y"))
        return self.axes[xc], self.axes[yc]


# -- parsers ------------------------------------------------------------------------------------

# The integers of a recording are used in floating-point arithmetic (seconds, axis spans,
# positions): one of more digits than this would overflow a double (an OverflowError, or an
# infinite coordinate), so the parsers refuse it as unreadable. The kernel's own values are far
# smaller (int32 values and axis ranges, int64 seconds).
MAX_DIGITS = 300
_INT_LIMIT = 10 ** MAX_DIGITS


def _int(text: str, base: int = 10) -> int:
    """An integer of a recording; ValueError when it has more than MAX_DIGITS (decimal)
    digits."""
    value = int(text, base)
    if -_INT_LIMIT < value < _INT_LIMIT:
        return value
    raise ValueError("an integer of %d digits is too large (at most %d digits)"
                     % (len(str(abs(value))), MAX_DIGITS))


# The layout of the evemu lines read, for messages.
_EVEMU_E = "expected `E: SEC.USEC TYPE CODE VALUE` (type and code in hex, value in decimal)"
_EVEMU_A = ("expected `A: CODE MIN MAX FUZZ FLAT [RESOLUTION]` (code in hex, the others in "
            "decimal)")
_EVEMU_TIME = re.compile(r"-?[0-9]+(\.[0-9]*)?")


def _evemu_int(text: str, base: int, what: str) -> int:
    """A field of an evemu line: ValueError saying what it must be."""
    try:
        return _int(text, base)
    except ValueError as e:
        if str(e).startswith("an integer of"):  # _int's: too many digits
            raise
        raise ValueError("the %s %r must be a %s integer" % (
            what, text, "hexadecimal" if base == 16 else "decimal")) from None


def _evemu_line(tag: str, fields: List[str], previous: Optional[float]) -> Tuple[Any, ...]:
    """An ``A:`` line's (code, Axis), an ``E:`` line's event; ValueError saying what was
    expected."""
    if tag == "A":
        if len(fields) < 5:
            raise ValueError(_EVEMU_A)
        code = _evemu_int(fields[0], 16, "axis code")
        lo, hi = _evemu_int(fields[1], 10, "minimum"), _evemu_int(fields[2], 10, "maximum")
        res = _evemu_int(fields[5], 10, "resolution") if len(fields) > 5 else 0
        return code, Axis(lo, hi, res)
    if len(fields) < 4:
        raise ValueError(_EVEMU_E)
    if not _EVEMU_TIME.fullmatch(fields[0]):
        raise ValueError("the time %r must be SECONDS.MICROSECONDS (decimal digits)"
                         % fields[0])
    sec, _, usec = fields[0].partition(".")
    t = _event_time(_int(sec), int(usec.ljust(6, "0")[:6]) if usec else 0, previous)
    return (t, _evemu_int(fields[1], 16, "event type"), _evemu_int(fields[2], 16, "event code"),
            _evemu_int(fields[3], 10, "value"))


def parse_evemu(text: str, source: Optional[str] = None) -> Recording:
    """Parse evemu-record text into a Recording."""
    name: Optional[str]
    axes: Dict[int, Axis]
    events: List[Event]
    name, axes, events = None, {}, []
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        tag, _, rest = line.partition(":")
        fields = rest.split()
        try:
            if tag == "N":
                name = rest.strip()
            elif tag == "A":
                code, axis = _evemu_line(tag, fields, None)
                axes[code] = axis
            elif tag == "E":
                t, etype, ecode, value = _evemu_line(tag, fields, events[-1][0] if events else None)
                events.append((t, etype, ecode, value))
        except ValueError as e:
            raise ValueError("%s:%d: cannot read %r: %s" % (source or "<evemu>", lineno, raw, e))
    if name is None and not axes and not events:
        raise ValueError(_not_a(text, source or "<evemu>", "an evemu recording",
                                "no N:, A: or E: line"))
    return Recording(name or "", axes, events, source)


def recording_kind(text: str) -> Optional[str]:
    """"evemu" or "libinput" when ``text`` starts like such a recording (evemu-record's
    ``# EVEMU`` header or an ``N:`` line; libinput record's ``# libinput record``, within the
    first 20 lines that are not blank, of the first 1000), else None: the hint of a message
    about a file read as something else (touchchain replay, touchchain import). The JS
    replayer's recordingKind is the same (bindings/js/replay.mjs)."""
    seen = 0
    for raw in text.split("\n", 1000)[:1000]:
        line = raw.strip(" \t\r\x0b\x0c")
        if not line:
            continue
        if line.startswith("# EVEMU") or line.startswith("N:"):
            return "evemu"
        if line.startswith("# libinput record"):
            return "libinput"
        seen += 1
        if seen == 20:
            break
    return None


def _not_a(text: str, where: str, what: str, why: str) -> str:
    """The message for a file that is not ``what`` (``why``): and what it is instead, when it
    is JSON (a recording of the samples layout, a scene file) or another kind of recording."""
    msg = "%s: not %s (%s)" % (where, what, why)
    kind = recording_kind(text)
    if kind is not None and kind not in what:
        return msg + _import_hint(kind, where)
    if text.lstrip()[:1] not in ("{", "["):
        return msg
    try:
        doc = json.loads(text)
    except (ValueError, RecursionError):
        return msg + "; it looks like JSON"
    if isinstance(doc, list) or (isinstance(doc, dict) and "format" not in doc
                                 and any(k in doc for k in SAMPLES_CONTAINERS)):
        return (msg + "; it is JSON in the samples layout (docs/FORMAT.md § Recordings): "
                "import it with `touchchain import samples %s`" % where)
    if isinstance(doc, dict) and "format" in doc:
        return msg + "; it is a scene file: replay it with `touchchain replay %s`" % where
    return msg + "; it is JSON"


def _import_hint(kind: str, where: str, verb: str = "import it with") -> str:
    """``; it is an evemu recording: import it with `touchchain import evemu FILE```."""
    return "; it is %s %s recording: %s `touchchain import %s %s`" % (
        "an" if kind == "evemu" else "a", kind, verb, kind, where)


def _event_time(sec: int, usec: int, previous: Optional[float]) -> float:
    """An event's time in seconds from its seconds and microseconds (0 to 999999), checked:
    a negative time, or one earlier than the previous event's, is a ValueError (a recording's
    clock never runs backwards; imported, such steps would be refused by the replay)."""
    if sec < 0 or not 0 <= usec <= 999999:
        raise ValueError("the time %d s %d us is not a time (seconds >= 0, microseconds 0 to "
                         "999999)" % (sec, usec))
    t = sec + usec / 1e6
    if previous is not None and t < previous:
        raise ValueError("the time %.6f s is earlier than the previous event's (%.6f s)"
                         % (t, previous))
    return t


_LI_EVENT = re.compile(r"^\s*-\s*\[\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,"
                       r"\s*(-?\d+)\s*\]")
_LI_ABSINFO = re.compile(r"^\s*(\d+)\s*:\s*\[\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,"
                         r"\s*(-?\d+)\s*,\s*(-?\d+)\s*\]")
_LI_NAME = re.compile(r"^\s*name\s*:\s*(.*?)\s*$")


def _ints(groups: Sequence[str], source: Optional[str], lineno: int) -> List[int]:
    """The integers of a libinput line; ValueError naming the line for one too large."""
    try:
        return [_int(g) for g in groups]
    except ValueError as e:
        raise ValueError("%s:%d: %s" % (source or "<libinput>", lineno, e)) from None


class _Device(object):
    """A device of a libinput recording while it is read: name, axes by code, events."""
    __slots__ = ("name", "axes", "events")

    def __init__(self) -> None:
        self.name = ""
        self.axes: Dict[int, Axis] = {}
        self.events: List[Event] = []


def parse_libinput(text: str, device: Optional[int] = None,
                   source: Optional[str] = None) -> Recording:
    """Parse libinput-record YAML into a Recording.

    ``device`` picks a device by index in ``devices``; by default the first one with
    multitouch position axes (else the first one)."""
    devices: List[_Device] = []
    section: Optional[str] = None
    for lineno, raw in enumerate(text.splitlines(), 1):
        line = raw.split("#", 1)[0].rstrip() if not _LI_EVENT.match(raw) else raw
        stripped = line.strip()
        if not stripped:
            continue
        indent = len(line) - len(line.lstrip())
        if re.match(r"^-\s*node\s*:", stripped) or (stripped == "-" and section == "devices"):
            devices.append(_Device())
            section = "device"
            continue
        if stripped.startswith("devices:") and indent == 0:
            section = "devices"
            continue
        if not devices:
            continue
        dev = devices[-1]
        if stripped.startswith("absinfo:"):
            section = "absinfo"
            continue
        if stripped.startswith("events:"):
            section = "events"
            continue
        m = _LI_NAME.match(line)
        if m and section not in ("events",):
            dev.name = m.group(1).strip().strip("'\"")
            continue
        if section == "absinfo":
            m = _LI_ABSINFO.match(line)
            if m:
                code, lo, hi, _fuzz, _flat, res = _ints(m.groups(), source, lineno)
                dev.axes[code] = Axis(lo, hi, res)
                continue
            if stripped.endswith(":"):
                section = "device"
        if section == "events":
            m = _LI_EVENT.match(raw)
            if m:
                sec, usec, etype, code, value = _ints(m.groups(), source, lineno)
                try:
                    t = _event_time(sec, usec, dev.events[-1][0] if dev.events else None)
                except ValueError as e:
                    raise ValueError("%s:%d: %s" % (source or "<libinput>", lineno, e)) from None
                dev.events.append((t, etype, code, value))
    if not devices:
        raise ValueError(_not_a(text, source or "<libinput>", "a libinput recording",
                                "no devices"))
    if device is None:
        chosen = next((d for d in devices if ABS_MT_POSITION_X in d.axes), devices[0])
    else:
        if not 0 <= device < len(devices):
            raise ValueError("device %d: the recording has %d device(s)" % (device, len(devices)))
        chosen = devices[device]
    return Recording(chosen.name, chosen.axes, chosen.events, source)


# -- conversion ---------------------------------------------------------------------------------

class _Slot(object):
    __slots__ = ("active", "tid", "id", "x", "y", "last", "pressure", "tool", "ttype")
    active: bool
    tid: Optional[int]  # the kernel's tracking id while active
    id: Optional[int]  # the renumbered touch id: set by begin, so never None while active
    x: float
    y: float
    last: Optional[Tuple[float, float, Dict[str, Any]]]  # position and extras last written
    pressure: Optional[int]  # ABS_MT_PRESSURE (multitouch) or ABS_PRESSURE
    tool: int  # ABS_MT_TOOL_TYPE
    ttype: str  # the touch's type, fixed when its began is written

    def __init__(self) -> None:
        self.active, self.tid, self.id, self.x, self.y, self.last = False, None, None, 0, 0, None
        self.pressure, self.tool, self.ttype = None, MT_TOOL_FINGER, "direct"

    def copy(self) -> _Slot:
        c = _Slot()
        c.active, c.tid, c.id, c.x, c.y, c.last = (self.active, self.tid, self.id, self.x,
                                                   self.y, self.last)
        c.pressure, c.tool, c.ttype = self.pressure, self.tool, self.ttype
        return c


class _Pen(object):
    """A single-contact device's tool state: the tool in proximity, contact, buttons, tilt,
    distance, and the hover it makes."""
    __slots__ = ("tool", "last_tool", "touching", "buttons", "held", "sbuttons", "tilt_x",
                 "tilt_y", "distance", "hover", "hover_last", "next_token")

    def __init__(self) -> None:
        self.tool: Optional[int] = None  # the BTN_TOOL_* in proximity now
        self.last_tool: Optional[int] = None  # the latest one that was
        self.touching = False  # BTN_TOUCH
        self.buttons = 0  # pointer buttons held now (TC_BUTTON_* bits)
        self.held = 0  # the buttons of the current contact (kept for its ended sample)
        self.sbuttons = 0  # a pen's barrel buttons (secondary, tertiary)
        self.tilt_x: Optional[int] = None
        self.tilt_y: Optional[int] = None
        self.distance: Optional[int] = None
        self.hover: Optional[int] = None  # the live hover's token
        self.hover_last: Optional[Tuple[float, float, Dict[str, Any]]] = None
        self.next_token = 1

    def copy(self) -> _Pen:
        c = _Pen()
        for k in _Pen.__slots__:
            setattr(c, k, getattr(self, k))
        return c


# The raw values a sample's extras are made from: (pressure, tilt_x, tilt_y, distance,
# pointer buttons of the contact, barrel buttons).
_Raw = Tuple[Optional[int], Optional[int], Optional[int], Optional[int], int, int]
# What happened to a slot in a frame: ("began", id); ("ended", id, x, y, raw);
# ("hover_began", token); ("hover_ended", token).
_Op = Tuple[Any, ...]


def _norm(value: int, axis: Axis) -> float:
    """value over the axis range, 0 .. 1 (clamped)."""
    span = float(axis.maximum - axis.minimum)
    f = (value - axis.minimum) / span if span > 0 else 0.0
    return min(1.0, max(0.0, f))


def tilt_radians(value: int, axis: Axis) -> float:
    """An ABS_TILT_X/Y value as an angle from the vertical, radians: value / resolution when
    the axis has a resolution (units per radian, the kernel's convention) and a range around
    0; otherwise the range spans -64 .. 64 degrees (libinput's rule, Wacom's physical range)."""
    if axis.resolution > 0 and axis.minimum < 0 < axis.maximum:
        return value / float(axis.resolution)
    span = float(axis.maximum - axis.minimum)
    f = (value - axis.minimum) / span * 2.0 - 1.0 if span > 0 else 0.0
    return math.radians(f * TILT_DEFAULT_DEGREES)


def tilt_to_altitude_azimuth(tilt_x: float, tilt_y: float) -> Tuple[float, float]:
    """A pen's tilt (radians from the vertical in the x-z and y-z planes; positive when its top
    leans toward +x, right, and +y, down, in y-down screen space) -> (altitude, azimuth) in
    radians as UIKit and TouchChain define them: altitude 0 (parallel to the surface) .. pi/2
    (perpendicular), azimuth the direction the pen's top leans, clockwise from +x, -pi .. pi.
    The pen's axis is (tan tilt_x, tan tilt_y, 1): altitude = atan(1 / hypot(tan tilt_x,
    tan tilt_y)), azimuth = atan2(tan tilt_y, tan tilt_x) (the W3C Pointer Events
    conversion); upright, the azimuth is 0."""
    limit = math.pi / 2 - 1e-9
    tx = math.tan(max(-limit, min(limit, tilt_x)))
    ty = math.tan(max(-limit, min(limit, tilt_y)))
    r = math.hypot(tx, ty)
    if r == 0:
        return math.pi / 2, 0.0
    return math.atan(1.0 / r), math.atan2(ty, tx)


def _on_screen(value: float, size: float, decimals: int) -> float:
    """A position rounded to `decimals` and kept inside the screen: at least 0 (a value below
    the axis minimum), and short of `size` if it would reach it (the axis maximum): screens
    and windows end before their right and bottom edges (H2)."""
    r = max(0.0, round(value, decimals))
    return r if r < size else round(size - 10.0 ** -decimals, decimals)


def _clamped(value: float, lo: float, hi: float, decimals: int) -> float:
    """Rounded, then kept inside lo .. hi (rounding pi/2 up would leave the engine's range)."""
    return min(hi, max(lo, round(value, decimals)))


def _button_names(mask: int) -> List[str]:
    return [name for bit, name in _BUTTON_NAMES if mask & bit]


def _tool_type(tool: Optional[int]) -> str:
    if tool in STYLUS_TOOLS:
        return "stylus"
    if tool in POINTER_TOOLS:
        return "indirect_pointer"
    return "direct"


def to_samples(rec: Recording, screen: Optional[Screen] = None,
               decimals: int = 4) -> List[Sample]:
    """Convert a Recording into samples: dicts id, phase, x, y, t (and x_mm, y_mm when the
    axes have a resolution), in the shared data's layout; a pen's or a pointer's touches carry
    type and their axes, and its hovers are hover samples (see the module's documentation).
    ``screen`` is (W, H) in points; None maps onto the axis range (a relative pointer needs
    it)."""
    relative = rec.relative
    if relative:
        if not screen:
            raise ValueError("%s: a relative pointer (a mouse) has no axis range to map: give "
                             "the screen size (--screen W H)" % (rec.source or rec.name))
        w, h = screen
        ax, ay = Axis(0, 0), Axis(0, 0)
    else:
        ax, ay = rec.xy_axes()
        span_x = float(ax.maximum - ax.minimum) or 1.0
        span_y = float(ay.maximum - ay.minimum) or 1.0
        w, h = screen if screen else (span_x, span_y)
    with_mm = not relative and ax.resolution > 0 and ay.resolution > 0
    mt = rec.multitouch
    axes = rec.axes
    pressure_axis = axes.get(ABS_MT_PRESSURE if mt else ABS_PRESSURE)
    tilt_axes = (axes.get(ABS_TILT_X), axes.get(ABS_TILT_Y))
    has_tilt = not mt and (tilt_axes[0] is not None or tilt_axes[1] is not None)
    distance_axis = None if mt else axes.get(ABS_DISTANCE)
    # A contact with no tool in proximity yet (a recording that starts mid-stroke): a pen if
    # the device has a pen's axes, a pointer if it is a mouse, else a finger.
    default_tool: Optional[int] = (BTN_TOOL_MOUSE if relative else BTN_TOOL_PEN
                                   if has_tilt or distance_axis is not None else None)

    def sample(key: str, sid: int, phase: str, x: float, y: float, t: float,
               extras: Mapping[str, Any]) -> Sample:
        s: Sample
        if relative:
            s = {"phase": phase, "x": round(x, decimals), "y": round(y, decimals), "t": t}
        else:
            s = {"phase": phase, "x": _on_screen((x - ax.minimum) / span_x * w, w, decimals),
                 "y": _on_screen((y - ay.minimum) / span_y * h, h, decimals), "t": t}
        out_s: Dict[str, Any] = {key: sid}
        out_s.update(s)
        if with_mm:
            out_s["x_mm"] = round((x - ax.minimum) / float(ax.resolution), 3)
            out_s["y_mm"] = round((y - ay.minimum) / float(ay.resolution), 3)
        out_s.update(extras)
        return cast(Sample, out_s)  # the keys of a Sample, in the order written

    def extras(ttype: str, raw: _Raw, hover: bool = False) -> Dict[str, Any]:
        """The keys a sample of this type carries besides its position (none for a finger)."""
        e: Dict[str, Any] = {}
        if ttype == "direct":
            return e
        pressure, tilt_x, tilt_y, distance, held, sbuttons = raw
        e["type"] = ttype
        if not hover:
            if ttype == "indirect_pointer":
                e["buttons"] = _button_names(held or 1)
            elif sbuttons:
                e["buttons"] = _button_names(1 | sbuttons)
            if pressure_axis is not None and pressure is not None:
                e["force"] = round(_norm(pressure, pressure_axis), decimals)
        if ttype == "stylus" and has_tilt:
            altitude, azimuth = tilt_to_altitude_azimuth(
                tilt_radians(tilt_x, tilt_axes[0]) if tilt_x is not None and tilt_axes[0] else 0.0,
                tilt_radians(tilt_y, tilt_axes[1]) if tilt_y is not None and tilt_axes[1] else 0.0)
            e["altitude"] = _clamped(altitude, 0.0, math.pi / 2, 6)
            e["azimuth"] = _clamped(azimuth, -math.pi, math.pi, 6)
        if hover and ttype == "stylus" and distance_axis is not None and distance is not None:
            e["z"] = round(_norm(distance, distance_axis), decimals)
        return e

    slots: Dict[int, _Slot] = {}
    pen = _Pen()
    current = 0
    next_id = [1]
    next_hover = [1]
    hover_ids: Dict[int, int] = {}  # hover token -> hover id, given when its began is written
    order: List[int]
    ops: Dict[int, List[_Op]]
    order, ops = [], {}  # this frame: slots in order of appearance; their ops
    moved: Set[int] = set()
    dropping = False
    first_time: List[Optional[float]] = [None]
    out: List[Sample] = []
    # The state at the last SYN_REPORT: SYN_DROPPED throws away the frame in progress.
    saved: Tuple[Dict[int, _Slot], int, int, _Pen, int] = ({}, current, next_id[0], pen.copy(), 1)

    def save() -> None:
        nonlocal saved
        saved = (dict((n, v.copy()) for n, v in slots.items()), current, next_id[0], pen.copy(),
                 next_hover[0])

    def slot(n: int) -> _Slot:
        if n not in slots:
            slots[n] = _Slot()
            if relative:
                slots[n].x, slots[n].y = w / 2.0, h / 2.0
        if n not in ops:
            order.append(n)
            ops[n] = []
        return slots[n]

    def raw(n: int) -> _Raw:
        s = slots[n]
        if mt:
            return (s.pressure, None, None, None, 0, 0)
        return (s.pressure, pen.tilt_x, pen.tilt_y, pen.distance, pen.held, pen.sbuttons)

    def begin(n: int, tid: int) -> None:
        s = slot(n)
        s.active, s.tid, s.id = True, tid, next_id[0]
        next_id[0] += 1
        ops[n].append(("began", s.id))

    def end(n: int) -> None:
        s = slot(n)
        assert s.id is not None  # end() is only called on an active slot, and begin() set id
        ops[n].append(("ended", s.id, s.x, s.y, raw(n)))
        s.active, s.tid = False, None

    def current_type(n: int) -> str:
        if mt:
            return "stylus" if slots[n].tool == MT_TOOL_PEN else "direct"
        return _tool_type(pen.tool if pen.tool is not None else
                          pen.last_tool if pen.last_tool is not None else default_tool)

    def update_pen() -> None:
        """A single-contact device after a key event: start or stop its touch and its hover.
        A pointer is in contact while a button is held, anything else while BTN_TOUCH is; a
        pen or a pointer in proximity and not in contact hovers."""
        kind = current_type(0)
        contact = pen.buttons != 0 if kind == "indirect_pointer" else pen.touching
        in_range = relative or pen.tool is not None
        want_hover = in_range and not contact and kind != "direct"
        s = slot(0)
        if pen.hover is not None and not want_hover:
            ops[0].append(("hover_ended", pen.hover))
            pen.hover = None
        if not contact and s.active:
            end(0)
        if contact:
            pen.held = pen.buttons or pen.held
            if not s.active:
                pen.held = pen.buttons
                begin(0, 0)
        if want_hover and pen.hover is None:
            pen.hover = pen.next_token
            pen.next_token += 1
            ops[0].append(("hover_began", pen.hover))

    def flush(t: float) -> None:
        frame: List[Tuple[str, int, str, float, float, Dict[str, Any]]] = []
        for n in order:
            s = slots[n]
            began_here: Set[int] = set()
            hovers_here: Set[int] = set()
            for i, op in enumerate(ops[n]):
                if op[0] == "began":
                    later_end = next((o for o in ops[n][i + 1:]
                                      if o[0] == "ended" and o[1] == op[1]), None)
                    s.ttype = current_type(n)
                    x, y, r = ((later_end[2], later_end[3], later_end[4]) if later_end
                               else (s.x, s.y, raw(n)))
                    e = extras(s.ttype, r)
                    frame.append(("id", op[1], "began", x, y, e))
                    began_here.add(op[1])
                    if not later_end:
                        s.last = (x, y, e)
                elif op[0] == "ended":
                    frame.append(("id", op[1], "ended", op[2], op[3], extras(s.ttype, op[4])))
                elif op[0] == "hover_began":
                    later_end = next((o for o in ops[n][i + 1:]
                                      if o[0] == "hover_ended" and o[1] == op[1]), None)
                    if later_end:
                        continue  # in and out of range within one frame: no hover
                    hid = hover_ids[op[1]] = next_hover[0]
                    next_hover[0] += 1
                    e = extras(current_type(n), raw(n), hover=True)
                    frame.append(("hover", hid, "began", s.x, s.y, e))
                    hovers_here.add(op[1])
                    pen.hover_last = (s.x, s.y, e)
                elif op[1] in hover_ids:  # hover_ended of a hover that was written
                    # At the hover's last sample: a tool leaving proximity may report its
                    # axes as 0 in that frame (the Wacom driver does).
                    assert pen.hover_last is not None  # written with its began
                    hx, hy, he = pen.hover_last
                    frame.append(("hover", hover_ids.pop(op[1]), "ended", hx, hy, he))
            if s.active and s.id not in began_here and n in moved:
                assert s.id is not None  # an active slot: begin() set its id
                e = extras(s.ttype, raw(n))
                if (s.x, s.y, e) != s.last:
                    frame.append(("id", s.id, "moved", s.x, s.y, e))
                    s.last = (s.x, s.y, e)
            if (not mt and n == 0 and pen.hover is not None and pen.hover in hover_ids
                    and pen.hover not in hovers_here and n in moved):
                e = extras(current_type(0), raw(0), hover=True)
                if (s.x, s.y, e) != pen.hover_last:
                    frame.append(("hover", hover_ids[pen.hover], "moved", s.x, s.y, e))
                    pen.hover_last = (s.x, s.y, e)
        if frame:
            t0 = first_time[0]
            if t0 is None:
                first_time[0] = t0 = t
            rel = round(t - t0, 6)
            for key, sid, phase, x, y, e in frame:
                out.append(sample(key, sid, phase, x, y, rel, e))
        del order[:]
        ops.clear()
        moved.clear()

    for t, etype, code, value in rec.events:
        if etype == EV_SYN:
            if code == SYN_REPORT:
                if dropping:
                    dropping = False  # events from the drop to here are incomplete: skipped
                else:
                    flush(t)
                save()
            elif code == SYN_DROPPED:
                # Discard this frame so far and everything up to the next SYN_REPORT.
                dropping = True
                slots.clear()
                slots.update((n, v.copy()) for n, v in saved[0].items())
                current, next_id[0], pen, next_hover[0] = (saved[1], saved[2], saved[3].copy(),
                                                            saved[4])
                del order[:]
                ops.clear()
                moved.clear()
            continue
        if dropping:
            continue
        if mt and etype == EV_ABS:
            if code == ABS_MT_SLOT:
                current = value
            elif code == ABS_MT_TRACKING_ID:
                s = slot(current)
                if value < 0:
                    if s.active:
                        end(current)
                elif not s.active:
                    begin(current, value)
                elif value != s.tid:  # a new contact replaces the old one in this slot
                    end(current)
                    begin(current, value)
            elif code in (ABS_MT_POSITION_X, ABS_MT_POSITION_Y):
                s = slot(current)
                if code == ABS_MT_POSITION_X:
                    s.x = value
                else:
                    s.y = value
                moved.add(current)
            elif code == ABS_MT_PRESSURE:
                s = slot(current)
                s.pressure = value
                if s.tool == MT_TOOL_PEN:  # a pen's pressure change is a moved sample
                    moved.add(current)
            elif code == ABS_MT_TOOL_TYPE:
                slot(current).tool = value
        elif not mt:
            if etype == EV_KEY and (code == BTN_TOUCH or code in TOOLS or code in _POINTER_BUTTONS
                                    or code in _STYLUS_BUTTONS):
                if code == BTN_TOUCH:
                    pen.touching = bool(value)
                elif code in TOOLS:
                    if value:
                        pen.tool = pen.last_tool = code
                    elif pen.tool == code:
                        pen.tool = None
                elif code in _POINTER_BUTTONS:
                    bit = _POINTER_BUTTONS[code]
                    pen.buttons = pen.buttons | bit if value else pen.buttons & ~bit
                else:
                    bit = _STYLUS_BUTTONS[code]
                    pen.sbuttons = pen.sbuttons | bit if value else pen.sbuttons & ~bit
                update_pen()
                moved.add(0)
            elif etype == EV_ABS and code in (ABS_X, ABS_Y):
                s = slot(0)
                if code == ABS_X:
                    s.x = value
                else:
                    s.y = value
                moved.add(0)
            elif etype == EV_ABS and code in (ABS_PRESSURE, ABS_TILT_X, ABS_TILT_Y, ABS_DISTANCE):
                if code == ABS_PRESSURE:
                    slot(0).pressure = value
                elif code == ABS_TILT_X:
                    pen.tilt_x = value
                elif code == ABS_TILT_Y:
                    pen.tilt_y = value
                else:
                    pen.distance = value
                slot(0)
                moved.add(0)
            elif relative and etype == EV_REL and code in (REL_X, REL_Y):
                s = slot(0)
                if code == REL_X:
                    s.x = min(float(w), max(0.0, s.x + value))
                else:
                    s.y = min(float(h), max(0.0, s.y + value))
                update_pen()  # a mouse hovers from its first motion
                moved.add(0)
    return out


def samples_to_steps(samples: Iterable[Mapping[str, Any]], path: str = "samples") -> List[Step]:
    """Samples -> FORMAT.md steps: a touch sample (id, phase, x, y, t) becomes a touch step
    (t, touch, phase, x, y), a hover sample (hover, ...) a hover step (t, hover, phase, x, y);
    type, buttons, force, altitude, azimuth and z are kept (x_mm and y_mm are not steps').
    A sample marked ``"resampled": true`` (the AOSP velocity cases: a position Android's input
    resampling made up, not one the device reported) is left out, as Android's VelocityTracker
    leaves it out: fed as a touch, it would change the velocity (docs/FORMAT.md § Recordings).

    Every sample is checked with the replay's rules, so that the steps replay without an
    ``error`` record: the values of a touch or hover step (replay.validate's: an integer id
    within int64_t, the phase and type names, numbers) and what the engine refuses
    (replay.InputRules: finite numbers, |x| and |y| at most TC_MAX_COORDINATE, ``t`` 0 or more
    and never going backwards, a began before the other phases of its id). ValueError names
    the key path, ``PATH[i].KEY`` (``samples[3].id: expected an integer, got a list``)."""
    rules = _replay.InputRules()
    steps: List[Step] = []
    for i, s in enumerate(samples):
        where = "%s[%d]" % (path, i)
        if not isinstance(s, Mapping):
            raise ValueError("%s: expected a sample object, got %s"
                             % (where, _replay._describe(s)))
        if s.get("resampled") is True:
            continue
        key = "hover" if "hover" in s else "id"
        for k in (key, "phase", "x", "y", "t"):
            if k not in s:
                raise ValueError("%s: missing required key %r" % (where, k))
        step: Dict[str, Any] = {"t": s["t"]}
        if key == "hover":
            step["hover"] = s["hover"]
        else:
            step["touch"] = s["id"]
        step["phase"], step["x"], step["y"] = s["phase"], s["x"], s["y"]
        kind = "hover" if key == "hover" else "touch"
        for k in _EXTRA_KEYS:
            if k in s:
                if k not in _replay.STEP_KEYS[kind]:
                    raise ValueError("%s.%s: a %s sample has no %r (the replay would refuse it)"
                                     % (where, k, kind, k))
                step[k] = s[k]
        rules.check(step, where, key)
        steps.append(cast(Step, step))  # a Step's keys, in FORMAT.md's order
    return steps


# The keys of a sample or step beyond its id, phase, position and time, in the order written.
_EXTRA_KEYS = ("type", "buttons", "force", "altitude", "azimuth", "z")


@overload
def to_document(rec: Recording, screen: Optional[Screen] = ...,
                fmt: Literal["scene", "samples"] = ...) -> Dict[str, Any]: ...
@overload
def to_document(rec: Recording, screen: Optional[Screen],
                fmt: Literal["steps"]) -> List[Step]: ...
@overload
def to_document(rec: Recording, screen: Optional[Screen] = ..., fmt: str = ...) -> Document: ...


def to_document(rec: Recording, screen: Optional[Screen] = None, fmt: str = "scene") -> Document:
    """The output document for a Recording: fmt "scene", "steps" or "samples"."""
    samples = to_samples(rec, screen)
    axes: Dict[str, Dict[str, float]]
    if rec.relative:
        assert screen is not None  # to_samples refuses a relative pointer without a screen
        w, h = screen
        axes = {"x": {"min": 0, "max": w, "res": 0}, "y": {"min": 0, "max": h, "res": 0}}
    else:
        ax, ay = rec.xy_axes()
        w, h = screen if screen else (ax.maximum - ax.minimum, ay.maximum - ay.minimum)
        axes = {"x": dict(ax.as_dict()), "y": dict(ay.as_dict())}
    # checked for every format (the samples written are read back as these steps)
    steps = samples_to_steps(samples, "%s: converted samples" % (rec.source or "<recording>"))
    if fmt == "samples":
        return {"source": rec.source, "device": rec.name,
                "units": "screen" if screen else "device",
                "axes": axes,
                "touches": len({s["id"] for s in samples if "id" in s}), "samples": samples}
    if fmt == "steps":
        return steps
    if fmt != "scene":
        raise ValueError("unknown format %r (scene, steps or samples)" % fmt)
    return _scene(w, h, steps)


def _scene(w: float, h: float, steps: List[Step]) -> Dict[str, Any]:
    """The scene an import writes: one window ``main`` of frame [0, 0, w, h], the steps."""
    return {"format": "touchchain-scene/1",
            "windows": [{"name": "main", "frame": [0, 0, w, h], "children": []}],
            "trace": steps}


def _read(path: str) -> str:
    if path == "-":
        return sys.stdin.read()
    with open(path, "r", encoding="utf-8", errors="replace") as f:
        return f.read()


@overload
def import_evemu(path: str, screen: Optional[Screen] = ...,
                 fmt: Literal["scene", "samples"] = ...) -> Dict[str, Any]: ...
@overload
def import_evemu(path: str, screen: Optional[Screen], fmt: Literal["steps"]) -> List[Step]: ...
@overload
def import_evemu(path: str, screen: Optional[Screen] = ..., fmt: str = ...) -> Document: ...


def import_evemu(path: str, screen: Optional[Screen] = None, fmt: str = "scene") -> Document:
    """Read an evemu recording file and return the document (see to_document); ValueError
    ``no touch samples in FILE`` when it has none."""
    doc = to_document(parse_evemu(_read(path), source=path), screen, fmt)
    _require_samples(doc, path)
    return doc


@overload
def import_libinput(path: str, screen: Optional[Screen] = ...,
                    fmt: Literal["scene", "samples"] = ...,
                    device: Optional[int] = ...) -> Dict[str, Any]: ...
@overload
def import_libinput(path: str, screen: Optional[Screen], fmt: Literal["steps"],
                    device: Optional[int] = ...) -> List[Step]: ...
@overload
def import_libinput(path: str, screen: Optional[Screen] = ..., fmt: str = ...,
                    device: Optional[int] = ...) -> Document: ...


def import_libinput(path: str, screen: Optional[Screen] = None, fmt: str = "scene",
                    device: Optional[int] = None) -> Document:
    """Read a libinput-record YAML file and return the document (see to_document);
    ValueError ``no touch samples in FILE`` when it has none."""
    doc = to_document(parse_libinput(_read(path), device=device, source=path), screen, fmt)
    _require_samples(doc, path)
    return doc


# -- the samples layout (docs/FORMAT.md § Recordings) -------------------------------------------

# The containers of the samples layout: a RECORDING's one list, and the velocity data's several
# (Tests/data/README.md): AOSP's cases (each a name and samples), Flutter's named lists.
SAMPLES_CONTAINERS = ("samples", "cases", "lists")


def _sample_lists(doc: object, where: str) -> List[Tuple[str, object, str]]:
    """(name, list, key path) of every sample list in a document of the samples layout; the
    name is "" for the one list of a RECORDING or a bare list."""
    if isinstance(doc, list):
        return [("", doc, "")]
    if not isinstance(doc, dict) or not any(k in doc for k in SAMPLES_CONTAINERS):
        raise ValueError("%s: not a recording in the samples layout (docs/FORMAT.md § "
                         "Recordings): expected a JSON object with %s, or a list of samples"
                         % (where, ", ".join(repr(k) for k in SAMPLES_CONTAINERS[:-1])
                            + " or %r" % SAMPLES_CONTAINERS[-1]))
    if "samples" in doc:
        return [("", doc["samples"], "samples")]
    if "cases" in doc:
        cases = doc["cases"]
        if not isinstance(cases, list):
            raise ValueError("%s: cases: expected a list" % where)
        out: List[Tuple[str, object, str]] = []
        for i, c in enumerate(cases):
            if not (isinstance(c, dict) and isinstance(c.get("name"), str) and "samples" in c):
                raise ValueError("%s: cases[%d]: expected an object with a name and samples"
                                 % (where, i))
            out.append((c["name"], c["samples"], "cases[%d].samples" % i))
        return out
    lists = doc["lists"]
    if not isinstance(lists, dict):
        raise ValueError("%s: lists: expected an object of sample lists" % where)
    return [(name, v, "lists.%s" % name) for name, v in lists.items()]


def _parse_samples(text: str, source: Optional[str] = None,
                   part: Optional[str] = None) -> Tuple[List[Any], str]:
    """parse_samples' list, not checked yet, and its key path (``FILE: samples``,
    ``FILE: cases[2].samples``, ``FILE: `` for a bare list)."""
    where = source or "<samples>"
    try:
        doc = json.loads(text)
    except RecursionError:
        raise ValueError("%s: not a recording in the samples layout (nested too deeply)"
                         % where) from None
    except ValueError as e:  # json.JSONDecodeError
        kind = recording_kind(text)
        raise ValueError("%s: not a recording in the samples layout (not valid JSON: %s)%s"
                         % (where, e, _import_hint(kind, where) if kind else "")) from None
    lists = _sample_lists(doc, where)
    if not lists:
        raise ValueError("%s: holds no sample list" % where)
    if part is None:
        if len(lists) != 1 or lists[0][0]:
            raise ValueError("%s: holds %d sample lists: choose one with --part NAME (%s)"
                             % (where, len(lists), ", ".join(n for n, _, _ in lists)))
        chosen = lists[0]
    else:
        if not lists[0][0]:
            raise ValueError("--part %s: %s holds one sample list, with no name" % (part, where))
        named = [entry for entry in lists if entry[0] == part]
        if not named:
            raise ValueError("--part %s: %s has no sample list of that name (%s)"
                             % (part, where, ", ".join(n for n, _, _ in lists)))
        chosen = named[0]
    _, samples, path = chosen
    if not isinstance(samples, list):
        raise ValueError("%s: %s: expected a list of samples" % (where, path or "(top level)"))
    return samples, "%s: %s" % (where, path)


def parse_samples(text: str, source: Optional[str] = None,
                  part: Optional[str] = None) -> List[Mapping[str, Any]]:
    """The samples of a file in the samples layout (docs/FORMAT.md § Recordings): a RECORDING
    (``{"samples": [...]}``, Tests/data/traces), a JSON list of samples, or the velocity data
    of Tests/data/velocity, which holds several lists: ``part`` names one (an AOSP case's
    ``name``, a Flutter ``lists`` key) and is required there. The samples are checked as
    samples_to_steps checks them (the replay's rules); ValueError names the problem and the
    key path (``rec.json: samples[3].id: ...``)."""
    samples, path = _parse_samples(text, source, part)
    samples_to_steps(samples, path)
    return samples


def _require_samples(doc: Document, source: str) -> None:
    """ValueError ``no touch samples in FILE`` when the document has no step (or sample)."""
    items = doc if isinstance(doc, list) else doc.get("trace", doc.get("samples"))
    if not items:
        raise ValueError("no touch samples in %s" % ("stdin" if source == "-" else source))


def samples_screen(steps: Iterable[Step]) -> Screen:
    """The screen (W, H) a samples file's window gets when none is given: just past the
    largest x and y, ``floor(max) + 1`` (a window's right and bottom edges are outside it, H2;
    a recording mapped onto W x H points keeps x < W, so this is never more than W)."""
    w = h = 0.0
    for s in steps:
        w, h = max(w, s["x"]), max(h, s["y"])
    return float(math.floor(w) + 1), float(math.floor(h) + 1)


@overload
def samples_to_document(samples: Iterable[Mapping[str, Any]], screen: Optional[Screen] = ...,
                        fmt: Literal["scene"] = ..., path: str = ...) -> Dict[str, Any]: ...
@overload
def samples_to_document(samples: Iterable[Mapping[str, Any]], screen: Optional[Screen],
                        fmt: Literal["steps"], path: str = ...) -> List[Step]: ...
@overload
def samples_to_document(samples: Iterable[Mapping[str, Any]], screen: Optional[Screen] = ...,
                        fmt: str = ..., path: str = ...) -> Document: ...


def samples_to_document(samples: Iterable[Mapping[str, Any]], screen: Optional[Screen] = None,
                        fmt: str = "scene", path: str = "samples") -> Document:
    """Samples (the samples layout) -> a scene (one window ``main`` of frame [0, 0, W, H],
    W x H being ``screen`` or else samples_screen of the steps) or the steps alone (fmt
    "steps"). Resampled samples are left out, the others checked (samples_to_steps: ``path``
    is their key path in its messages)."""
    steps = samples_to_steps(samples, path)
    if fmt == "steps":
        return steps
    if fmt != "scene":
        raise ValueError("unknown format %r (scene or steps)" % fmt)
    w, h = screen if screen else samples_screen(steps)
    return _scene(w, h, steps)


@overload
def import_samples(path: str, screen: Optional[Screen] = ..., fmt: Literal["scene"] = ...,
                   part: Optional[str] = ...) -> Dict[str, Any]: ...
@overload
def import_samples(path: str, screen: Optional[Screen], fmt: Literal["steps"],
                   part: Optional[str] = ...) -> List[Step]: ...
@overload
def import_samples(path: str, screen: Optional[Screen] = ..., fmt: str = ...,
                   part: Optional[str] = ...) -> Document: ...


def import_samples(path: str, screen: Optional[Screen] = None, fmt: str = "scene",
                   part: Optional[str] = None) -> Document:
    """Read a file of the samples layout (see parse_samples) and return the scene or steps
    (see samples_to_document); ValueError ``no touch samples in FILE`` when it has none."""
    samples, where = _parse_samples(_read(path), source=path, part=part)
    doc = samples_to_document(samples, screen, fmt, where)
    _require_samples(doc, path)
    return doc


def _json(value: object) -> str:
    # allow_nan=False: NaN and infinities are not JSON; a non-finite value is an error
    # (ValueError), never a NaN/Infinity literal that other readers reject.
    return json.dumps(value, allow_nan=False)


def dumps(doc: Union[Mapping[str, Any], List[Any]]) -> str:
    """JSON with one trace step or sample per line (diff-friendly). A NaN or infinite number
    raises ValueError (JSON has no such values)."""
    def lines(items: Iterable[object]) -> str:
        return "[\n" + ",\n".join("    " + _json(i) for i in items) + "\n  ]"
    if isinstance(doc, list):
        return lines(doc).replace("\n  ]", "\n]") + "\n"
    parts: List[str] = []
    for key, value in doc.items():
        if key in ("trace", "samples") and isinstance(value, list) and value:
            parts.append("  %s: %s" % (_json(key), lines(value)))
        else:
            parts.append("  %s: %s" % (_json(key), _json(value)))
    return "{\n" + ",\n".join(parts) + "\n}\n"


CLI_SUMMARY = ("convert an evemu or libinput touchscreen or pen-tablet recording, or a "
               "recording of the samples layout, into a scene/trace file")
CLI_DESCRIPTION = ("Convert a Linux touchscreen recording (multitouch protocol B) or a pen "
                   "tablet's or pointer's (pens keep their type, pressure, tilt and hover), "
                   "or a recording already in the samples layout (Tests/data), "
                   "into a TouchChain trace (docs/FORMAT.md). The scene written has one window the "
                   "size of the screen; when the recording has more than one finger down at "
                   "once, the window gets multiple_touch: true (so every finger is delivered; "
                   "--no-multiple-touch keeps UIKit's default, false).")


def configure_parser(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Add the ``import`` subcommands (evemu, libinput, samples) and their options to ``p`` (an
    argparse parser; see touchchain.__main__)."""
    sub = p.add_subparsers(dest="kind", metavar="FORMAT", title="recording formats")
    sub.required = True
    for kind, what, example in (
            ("evemu", "an evemu-record text file", "REC"),
            ("libinput", "a libinput record YAML file", "RECORD.yaml"),
            ("samples", "a JSON recording of the samples layout (docs/FORMAT.md § Recordings, "
                        "Tests/data)", "REC.json")):
        layouts = "steps / samples layouts" if kind != "samples" else "steps layout"
        k = sub.add_parser(kind, help="import " + what,
                           description="Convert %s into a touchchain-scene/1 file (or the "
                                       "%s of docs/FORMAT.md)." % (what, layouts),
                           epilog="Example: %s %s %s %s-o trace.json"
                                  % (p.prog, kind, example,
                                     "--screen 390 844 " if kind != "samples" else ""))
        k.add_argument("recording", metavar=example, help=what + " ('-' reads stdin)")
        if kind == "samples":
            k.add_argument("--screen", nargs=2, type=float, metavar=("W", "H"),
                           help="the window's size in points (default: just past the largest "
                                "x and y, floor(max) + 1)")
            k.add_argument("--part", default=None, metavar="NAME",
                           help="for a file holding several sample lists (the velocity data "
                                "of Tests/data/velocity): the one to import, an AOSP case's "
                                "name or a Flutter list's key")
        else:
            k.add_argument("--screen", nargs=2, type=float, metavar=("W", "H"),
                           help="map the axis ranges onto W x H points (default: device units)")
        k.add_argument("--format", dest="fmt",
                       choices=("scene", "steps") if kind == "samples" else
                       ("scene", "steps", "samples"),
                       default="scene", help="output layout (default: scene)")
        k.add_argument("-o", "--output", default="-", help="output file (default: stdout)")
        k.add_argument("--no-multiple-touch", dest="multiple_touch", action="store_false",
                       help="scene format: leave the window's multiple_touch at UIKit's "
                            "default (false) even when fingers overlap; the engine then "
                            "delivers only the first of them to the window")
        if kind == "libinput":
            k.add_argument("--device", type=int, default=None,
                           help="index of the device in the recording (default: the first "
                                "multitouch one)")
        k.set_defaults(run=run)
    return p


def _most_fingers(steps: Sequence[Step]) -> Tuple[int, Optional[float]]:
    """(n, t): the most touches down at once in trace ``steps`` and the first time it happens.
    Samples with the same t are one event: a touch ending at t still counts at t."""
    live: Set[int]
    best_t: Optional[float]
    live, best, best_t = set(), 0, None
    i, n = 0, len(steps)
    while i < n:
        t = steps[i]["t"]
        ending: List[int] = []
        while i < n and steps[i]["t"] == t:
            s = steps[i]
            if "touch" not in s:
                pass  # a hover step: not a finger down
            elif s["phase"] == "began":
                live.add(s["touch"])
            elif s["phase"] in ("ended", "cancelled"):
                ending.append(s["touch"])
            i += 1
        if len(live) > best:
            best, best_t = len(live), t
        live.difference_update(ending)
    return best, best_t


def _set_multiple_touch(doc: Dict[str, Any], value: bool) -> None:
    """The scene's window with ``multiple_touch`` after its frame (FORMAT.md key order)."""
    window = doc["windows"][0]
    out: Dict[str, object]
    doc["windows"][0] = out = {}
    for key, v in window.items():
        out[key] = v
        if key == "frame":
            out["multiple_touch"] = value
    out.setdefault("multiple_touch", value)


def _report_outside(doc: Document, recording: str) -> None:
    """A line on stderr when samples of a scene lie outside its window (a negative x or y, or
    past a --screen given): their touches hit nothing."""
    if not isinstance(doc, dict):
        return
    _, _, w, h = doc["windows"][0]["frame"]
    out = sum(1 for s in doc["trace"] if not (0 <= s["x"] < w and 0 <= s["y"] < h))
    if out:
        where = "" if recording == "-" else recording + ": "
        sys.stderr.write("touchchain import: %s%d sample(s) lie outside the window [0, 0, %g, "
                         "%g]: they hit nothing\n" % (where, out, w, h))


def _check_args(args: argparse.Namespace) -> Optional[str]:
    """Why the options cannot work (one line), or None."""
    from .__main__ import check_output_path
    if args.screen:
        w, h = args.screen
        if not (math.isfinite(w) and math.isfinite(h)):  # "nan" and "inf" parse as floats
            return "--screen: W and H must be finite numbers, got %s %s" % (args.screen[0],
                                                                            args.screen[1])
        if w <= 0 or h <= 0:
            return "--screen: W and H must be positive, got %g %g" % (w, h)
    if getattr(args, "device", None) is not None and args.device < 0:
        return "--device: must be 0 or more, got %d" % args.device
    if args.output != "-":
        problem = check_output_path(args.output)
        if problem:
            return "-o %s: %s" % (args.output, problem)
    return None


def run(args: argparse.Namespace) -> int:
    """Run ``touchchain import`` with parsed arguments; returns the exit status."""
    from .__main__ import Progress, discard_output, output_failed
    problem = _check_args(args)
    if problem:
        sys.stderr.write("touchchain import: %s\n" % problem)
        return 2
    screen = (args.screen[0], args.screen[1]) if args.screen else None  # --screen W H
    progress = Progress("import: reading", unit="event")
    try:
        text = _read(args.recording)
        if args.kind == "samples":
            samples, where = _parse_samples(text, source=args.recording, part=args.part)
            del text
            doc = samples_to_document(samples, screen, args.fmt, where)
            progress.close()
            _require_samples(doc, args.recording)
            _report_outside(doc, args.recording)
        else:
            if args.kind == "evemu":
                rec = parse_evemu(text, source=args.recording)
            else:
                rec = parse_libinput(text, device=args.device, source=args.recording)
            del text
            progress.reset(total=len(rec.events), desc="import: converting")
            # With a bar this is a read-only view of the list, not a list (Progress.counting
            # returns Any, so the List[Event] attribute accepts it): to_samples only iterates it.
            rec.events = progress.counting(rec.events, every=4096)
            doc = to_document(rec, screen, args.fmt)
            progress.close()
            _require_samples(doc, args.recording)
        if args.fmt == "scene":
            fingers, at = _most_fingers(doc["trace"])
            if fingers > 1:
                assert at is not None  # _most_fingers sets the time whenever n grows past 0
                where = "" if args.recording == "-" else args.recording + ": "
                if args.multiple_touch:
                    _set_multiple_touch(doc, True)
                    sys.stderr.write(
                        "touchchain import: %s%d fingers down at once (t=%g s): the window is "
                        "written with multiple_touch: true (--no-multiple-touch keeps UIKit's "
                        "default, false)\n" % (where, fingers, at))
                else:
                    sys.stderr.write(
                        "touchchain import: %s%d fingers down at once (t=%g s), but "
                        "--no-multiple-touch: the window keeps multiple_touch false and gets "
                        "only the first of them\n" % (where, fingers, at))
        text = dumps(doc)
    except (OSError, ValueError) as e:
        sys.stderr.write("touchchain import: %s\n" % e)
        return 1
    finally:
        progress.close()
    try:
        if args.output == "-":
            sys.stdout.write(text)
            sys.stdout.flush()  # a failure here, not when Python exits
        else:
            with open(args.output, "w", encoding="utf-8") as f:
                f.write(text)
    except BrokenPipeError:  # e.g. `touchchain import evemu rec | head`
        discard_output(sys.stdout)
        return 1
    except OSError as e:  # e.g. a full disk
        if args.output == "-":
            return output_failed("import", "to stdout", e, sys.stdout)
        return output_failed("import", args.output, e)
    return 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    """``touchchain import`` without the word import: ``evemu REC | libinput RECORD.yaml |
    samples REC.json`` [--screen W H] [--format F] [-o OUT] [--no-multiple-touch] (also
    ``python -m touchchain.importers ...``). Returns the exit status."""
    from .__main__ import ArgumentParser
    ap = configure_parser(ArgumentParser(prog="touchchain import", description=CLI_DESCRIPTION))
    args = ap.parse_args(argv)
    status: int = args.run(args)
    return status


if __name__ == "__main__":
    sys.exit(main())
