"""Import Linux touchscreen recordings as TouchChain traces.

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
  y with H), rounded to 4 decimals. Without ``--screen W H`` the screen is the axis range
  (W = max_x - min_x, H = max_y - min_y): x is ``value - min`` in device units;
* within a frame, samples come in the order the slots first appear in it (the kernel's
  slot order); ``SYN_DROPPED`` discards events up to the next ``SYN_REPORT``.

Output (``--format``): ``scene`` (default), a FORMAT.md scene file with one window the size
of the screen and the touch steps as its ``trace`` (replayable as is); ``steps``, the list of
trace steps alone; ``samples``, the layout of the recordings in ``Tests/data`` (``source``, ``device``, ``units``,
``axes``, ``touches``, ``samples`` of id/phase/x/y/t, plus ``x_mm``/``y_mm`` when the axes
have a resolution).

Command line (``python -m touchchain.importers ...`` is the same without the word import)::

    touchchain import evemu REC [--screen W H] [--format F] [-o OUT] [--no-multiple-touch]
    touchchain import libinput RECORD.yaml [--device N] [--screen W H] ...
"""
from __future__ import annotations

import json
import math
import re
import sys
from typing import (TYPE_CHECKING, Any, Dict, Iterable, List, Literal, Mapping, Optional,
                    Sequence, Set, Tuple, TypedDict, Union, overload)

if TYPE_CHECKING:
    import argparse

__all__ = ["Axis", "Recording", "parse_evemu", "parse_libinput", "to_samples",
           "samples_to_steps", "to_document", "import_evemu", "import_libinput", "main"]

EV_SYN, EV_KEY, EV_ABS = 0x00, 0x01, 0x03
SYN_REPORT, SYN_DROPPED = 0x00, 0x03
BTN_TOUCH = 0x14a
ABS_X, ABS_Y = 0x00, 0x01
ABS_MT_SLOT = 0x2f
ABS_MT_POSITION_X, ABS_MT_POSITION_Y = 0x35, 0x36
ABS_MT_TRACKING_ID = 0x39

# One evdev event: (seconds, type, code, value).
Event = Tuple[float, int, int, int]
# A screen size (W, H) in points.
Screen = Tuple[float, float]


class _SampleKeys(TypedDict):
    id: int
    phase: str
    x: float
    y: float
    t: float


class Sample(_SampleKeys, total=False):
    """One sample of to_samples (the layout of the recordings in Tests/data): id, phase, x, y,
    t, and x_mm, y_mm when the axes have a resolution."""
    x_mm: float
    y_mm: float


class Step(TypedDict):
    """One FORMAT.md touch step (t, touch, phase, x, y), as samples_to_steps writes it."""
    t: float
    touch: int
    phase: str
    x: float
    y: float


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

    def xy_axes(self) -> Tuple[Axis, Axis]:
        xc, yc = ((ABS_MT_POSITION_X, ABS_MT_POSITION_Y) if self.multitouch else (ABS_X, ABS_Y))
        if xc not in self.axes or yc not in self.axes:
            raise ValueError("%s: the device has no %s axes" % (
                self.source or self.name, "ABS_MT_POSITION_X/Y" if self.multitouch else
                "ABS_MT_POSITION_X/Y or ABS_X/Y"))
        return self.axes[xc], self.axes[yc]


# -- parsers ------------------------------------------------------------------------------------

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
                code = int(fields[0], 16)
                res = int(fields[5]) if len(fields) > 5 else 0
                axes[code] = Axis(int(fields[1]), int(fields[2]), res)
            elif tag == "E":
                sec, _, usec = fields[0].partition(".")
                t = int(sec) + (int(usec.ljust(6, "0")[:6]) if usec else 0) / 1e6
                events.append((t, int(fields[1], 16), int(fields[2], 16), int(fields[3])))
        except (IndexError, ValueError) as e:
            raise ValueError("%s:%d: cannot read %r (%s)" % (source or "<evemu>", lineno, raw, e))
    return Recording(name or "", axes, events, source)


_LI_EVENT = re.compile(r"^\s*-\s*\[\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,"
                       r"\s*(-?\d+)\s*\]")
_LI_ABSINFO = re.compile(r"^\s*(\d+)\s*:\s*\[\s*(-?\d+)\s*,\s*(-?\d+)\s*,\s*(-?\d+)\s*,"
                         r"\s*(-?\d+)\s*,\s*(-?\d+)\s*\]")
_LI_NAME = re.compile(r"^\s*name\s*:\s*(.*?)\s*$")


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
    for raw in text.splitlines():
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
                code, lo, hi, _fuzz, _flat, res = (int(g) for g in m.groups())
                dev.axes[code] = Axis(lo, hi, res)
                continue
            if stripped.endswith(":"):
                section = "device"
        if section == "events":
            m = _LI_EVENT.match(raw)
            if m:
                sec, usec, etype, code, value = (int(g) for g in m.groups())
                dev.events.append((sec + usec / 1e6, etype, code, value))
    if not devices:
        raise ValueError("%s: no devices in this libinput recording" % (source or "<libinput>"))
    if device is None:
        chosen = next((d for d in devices if ABS_MT_POSITION_X in d.axes), devices[0])
    else:
        if not 0 <= device < len(devices):
            raise ValueError("device %d: the recording has %d device(s)" % (device, len(devices)))
        chosen = devices[device]
    return Recording(chosen.name, chosen.axes, chosen.events, source)


# -- conversion ---------------------------------------------------------------------------------

class _Slot(object):
    __slots__ = ("active", "tid", "id", "x", "y", "last")
    active: bool
    tid: Optional[int]  # the kernel's tracking id while active
    id: Optional[int]  # the renumbered touch id: set by begin, so never None while active
    x: int
    y: int
    last: Optional[Tuple[int, int]]  # the position of the last sample written

    def __init__(self) -> None:
        self.active, self.tid, self.id, self.x, self.y, self.last = False, None, None, 0, 0, None

    def copy(self) -> _Slot:
        c = _Slot()
        c.active, c.tid, c.id, c.x, c.y, c.last = (self.active, self.tid, self.id, self.x,
                                                   self.y, self.last)
        return c


# What happened to a slot in a frame: ("began", id) or ("ended", id, x, y).
_Began = Tuple[Literal["began"], int]
_Ended = Tuple[Literal["ended"], int, int, int]


def to_samples(rec: Recording, screen: Optional[Screen] = None,
               decimals: int = 4) -> List[Sample]:
    """Convert a Recording into samples: dicts id, phase, x, y, t (and x_mm, y_mm when the
    axes have a resolution), in the shared data's layout. ``screen`` is (W, H) in points;
    None maps onto the axis range."""
    ax, ay = rec.xy_axes()
    span_x = float(ax.maximum - ax.minimum) or 1.0
    span_y = float(ay.maximum - ay.minimum) or 1.0
    w, h = screen if screen else (span_x, span_y)

    def sample(touch_id: int, phase: str, x: int, y: int, t: float) -> Sample:
        s: Sample = {"id": touch_id, "phase": phase,
                     "x": round((x - ax.minimum) / span_x * w, decimals),
                     "y": round((y - ay.minimum) / span_y * h, decimals),
                     "t": t}
        if ax.resolution > 0 and ay.resolution > 0:
            s["x_mm"] = round((x - ax.minimum) / float(ax.resolution), 3)
            s["y_mm"] = round((y - ay.minimum) / float(ay.resolution), 3)
        return s

    mt = rec.multitouch
    slots: Dict[int, _Slot] = {}
    current = 0
    next_id = [1]
    order: List[int]
    ops: Dict[int, List[Union[_Began, _Ended]]]
    order, ops = [], {}  # this frame: slots in order of appearance; their began/ended ops
    moved: Set[int] = set()
    dropping = False
    first_time: List[Optional[float]] = [None]
    out: List[Sample] = []
    # The state at the last SYN_REPORT: SYN_DROPPED throws away the frame in progress.
    saved: Tuple[Dict[int, _Slot], int, int] = ({}, current, next_id[0])

    def save() -> None:
        nonlocal saved
        saved = (dict((n, v.copy()) for n, v in slots.items()), current, next_id[0])

    def slot(n: int) -> _Slot:
        if n not in slots:
            slots[n] = _Slot()
        if n not in ops:
            order.append(n)
            ops[n] = []
        return slots[n]

    def begin(n: int, tid: int) -> None:
        s = slot(n)
        s.active, s.tid, s.id = True, tid, next_id[0]
        next_id[0] += 1
        ops[n].append(("began", s.id))

    def end(n: int) -> None:
        s = slot(n)
        assert s.id is not None  # end() is only called on an active slot, and begin() set id
        ops[n].append(("ended", s.id, s.x, s.y))
        s.active, s.tid = False, None

    def flush(t: float) -> None:
        frame: List[Tuple[int, str, int, int]] = []
        for n in order:
            s = slots[n]
            began_here: Set[int] = set()
            for i, op in enumerate(ops[n]):
                if op[0] == "began":
                    later_end = next((o for o in ops[n][i + 1:]
                                      if o[0] == "ended" and o[1] == op[1]), None)
                    x, y = (later_end[2], later_end[3]) if later_end else (s.x, s.y)
                    frame.append((op[1], "began", x, y))
                    began_here.add(op[1])
                    if not later_end:
                        s.last = (x, y)
                else:
                    frame.append((op[1], "ended", op[2], op[3]))
            if s.active and s.id not in began_here and n in moved and (s.x, s.y) != s.last:
                assert s.id is not None  # an active slot: begin() set its id
                frame.append((s.id, "moved", s.x, s.y))
                s.last = (s.x, s.y)
        if frame:
            t0 = first_time[0]
            if t0 is None:
                first_time[0] = t0 = t
            rel = round(t - t0, 6)
            for touch_id, phase, x, y in frame:
                out.append(sample(touch_id, phase, x, y, rel))
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
                current, next_id[0] = saved[1], saved[2]
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
        elif not mt:
            if etype == EV_KEY and code == BTN_TOUCH:
                s = slot(0)
                if value and not s.active:
                    begin(0, 0)
                elif not value and s.active:
                    end(0)
            elif etype == EV_ABS and code in (ABS_X, ABS_Y):
                s = slot(0)
                if code == ABS_X:
                    s.x = value
                else:
                    s.y = value
                moved.add(0)
    return out


def samples_to_steps(samples: Iterable[Mapping[str, Any]]) -> List[Step]:
    """Samples (id, phase, x, y, t) -> FORMAT.md touch steps (t, touch, phase, x, y)."""
    return [{"t": s["t"], "touch": s["id"], "phase": s["phase"], "x": s["x"], "y": s["y"]}
            for s in samples]


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
    ax, ay = rec.xy_axes()
    w, h = screen if screen else (ax.maximum - ax.minimum, ay.maximum - ay.minimum)
    if fmt == "samples":
        return {"source": rec.source, "device": rec.name,
                "units": "screen" if screen else "device",
                "axes": {"x": ax.as_dict(), "y": ay.as_dict()},
                "touches": len({s["id"] for s in samples}), "samples": samples}
    steps = samples_to_steps(samples)
    if fmt == "steps":
        return steps
    if fmt != "scene":
        raise ValueError("unknown format %r (scene, steps or samples)" % fmt)
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
    """Read an evemu recording file and return the document (see to_document)."""
    return to_document(parse_evemu(_read(path), source=path), screen, fmt)


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
    """Read a libinput-record YAML file and return the document (see to_document)."""
    return to_document(parse_libinput(_read(path), device=device, source=path), screen, fmt)


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


CLI_SUMMARY = "convert an evemu or libinput touchscreen recording into a scene/trace file"
CLI_DESCRIPTION = ("Convert a Linux touchscreen recording (multitouch protocol B) into a "
                   "TouchChain trace (docs/FORMAT.md). The scene written has one window the "
                   "size of the screen; when the recording has more than one finger down at "
                   "once, the window gets multiple_touch: true (so every finger is delivered; "
                   "--no-multiple-touch keeps UIKit's default, false).")


def configure_parser(p: argparse.ArgumentParser) -> argparse.ArgumentParser:
    """Add the ``import`` subcommands (evemu, libinput) and their options to ``p`` (an argparse
    parser; see touchchain.__main__)."""
    sub = p.add_subparsers(dest="kind", metavar="FORMAT", title="recording formats")
    sub.required = True
    for kind, what, example in (
            ("evemu", "an evemu-record text file", "REC"),
            ("libinput", "a libinput record YAML file", "RECORD.yaml")):
        k = sub.add_parser(kind, help="import " + what,
                           description="Convert %s into a touchchain-scene/1 file (or the "
                                       "steps / samples layouts of docs/FORMAT.md)." % what,
                           epilog="Example: %s %s %s --screen 390 844 -o trace.json"
                                  % (p.prog, kind, example))
        k.add_argument("recording", metavar=example, help=what + " ('-' reads stdin)")
        k.add_argument("--screen", nargs=2, type=float, metavar=("W", "H"),
                       help="map the axis ranges onto W x H points (default: device units)")
        k.add_argument("--format", dest="fmt", choices=("scene", "steps", "samples"),
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
            if s["phase"] == "began":
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
    from .__main__ import Progress
    problem = _check_args(args)
    if problem:
        sys.stderr.write("touchchain import: %s\n" % problem)
        return 2
    screen = (args.screen[0], args.screen[1]) if args.screen else None  # --screen W H
    progress = Progress("import: reading", unit="event")
    try:
        text = _read(args.recording)
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
    if args.output == "-":
        sys.stdout.write(text)
    else:
        with open(args.output, "w", encoding="utf-8") as f:
            f.write(text)
    return 0


def main(argv: Optional[Sequence[str]] = None) -> int:
    """``touchchain import`` without the word import: ``evemu REC | libinput RECORD.yaml``
    [--screen W H] [--format F] [-o OUT] [--no-multiple-touch] (also ``python -m
    touchchain.importers ...``). Returns the exit status."""
    from .__main__ import ArgumentParser
    ap = configure_parser(ArgumentParser(prog="touchchain import", description=CLI_DESCRIPTION))
    args = ap.parse_args(argv)
    status: int = args.run(args)
    return status


if __name__ == "__main__":
    sys.exit(main())
