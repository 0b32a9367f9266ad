"""touchchain.importers: evemu and libinput-record recordings -> trace steps.

1. A hand-written evemu recording and a libinput YAML (two fingers, slots, tracking ids
   ending with -1), checked sample by sample.
2. A round trip over the real recordings in Tests/data/traces: each file's samples are
   written back as an evemu recording (inverting the documented mapping) and imported again;
   the importer must give the same samples (ids, phases, x and y within rounding, t).
"""
import glob
import json
import os
import re
import subprocess
import sys

import pytest

import touchchain as tc
from touchchain import importers as im

from conftest import PACKAGE_PARENT as PKG_ROOT, TRACES

# -- 1. hand-written recordings -----------------------------------------------------------------

EVEMU = """\
# EVEMU 1.3
# Kernel: 6.1.0
N: Test Touchscreen
I: 0018 04f3 0001 0100
P: 02 00 00 00 00 00 00 00
B: 00 0b 00 00 00 00 00 00 00
A: 00 0 4095 0 0 0
A: 01 0 2047 0 0 0
A: 2f 0 9 0 0 0
A: 35 0 4095 0 0 0
A: 36 0 2047 0 0 0
A: 39 0 65535 0 0 0
L: 00 00 00
################################
#      Waiting for events      #
################################
E: 1700000000.500000 0003 002f 0
E: 1700000000.500000 0003 0039 812
E: 1700000000.500000 0003 0035 1000
E: 1700000000.500000 0003 0036 500
E: 1700000000.500000 0001 014a 1
E: 1700000000.500000 0000 0000 0000	# ------------ SYN_REPORT (0) ---------- +0ms
E: 1700000000.512000 0003 002f 1
E: 1700000000.512000 0003 0039 813
E: 1700000000.512000 0003 0035 3000
E: 1700000000.512000 0003 0036 1500
E: 1700000000.512000 0000 0000 0000
E: 1700000000.524000 0003 002f 0
E: 1700000000.524000 0003 0035 1100
E: 1700000000.524000 0003 002f 1
E: 1700000000.524000 0003 0036 1600
E: 1700000000.524000 0000 0000 0000
E: 1700000000.536000 0003 002f 0
E: 1700000000.536000 0003 0039 -1
E: 1700000000.536000 0000 0000 0000
E: 1700000000.548000 0003 002f 1
E: 1700000000.548000 0003 0035 2900
E: 1700000000.548000 0003 0031 30
E: 1700000000.548000 0000 0000 0000
E: 1700000000.560000 0003 0030 40
E: 1700000000.560000 0000 0000 0000
E: 1700000000.572000 0003 0039 -1
E: 1700000000.572000 0001 014a 0
E: 1700000000.572000 0000 0000 0000
"""

LIBINPUT = """\
# libinput record
version: 1
ndevices: 1
libinput:
  version: "1.22.1"
  git: "unknown"
system:
  os: "debian:12"
  kernel: "6.1.0"
  dmi: "dmi:bvnLENOVO"
devices:
- node: /dev/input/event7
  evdev:
    # Name: Test Touchscreen
    # ID: bus 0x18 vendor 0x4f3 product 0x1 version 0x100
    # Supported Events:
    # Event type 3 (EV_ABS)
    #   Event code 53 (ABS_MT_POSITION_X)
    #       Value     1234
    #       Min          0
    #       Max       4095
    name: "Test Touchscreen"
    id: [24, 1267, 1, 256]
    codes:
      0: [0, 1, 2, 3, 4] # EV_SYN
      1: [330] # EV_KEY
      3: [0, 1, 47, 53, 54, 57] # EV_ABS
    absinfo:
      0: [0, 4095, 0, 0, 10]
      1: [0, 2047, 0, 0, 10]
      47: [0, 9, 0, 0, 0]
      53: [0, 4095, 0, 0, 10]
      54: [0, 2047, 0, 0, 10]
      57: [0, 65535, 0, 0, 0]
    properties: [1]
  hid: [5, 13, 9, 4]
  udev:
    properties:
    - ID_INPUT=1
    - ID_INPUT_TOUCHSCREEN=1
  quirks:
  events:
  # Current time is 12:34:56
  - evdev:
    - [  3, 250000,   3,  47,       0] # EV_ABS / ABS_MT_SLOT                0
    - [  3, 250000,   3,  57,     812] # EV_ABS / ABS_MT_TRACKING_ID       812
    - [  3, 250000,   3,  53,    1000] # EV_ABS / ABS_MT_POSITION_X       1000
    - [  3, 250000,   3,  54,     500] # EV_ABS / ABS_MT_POSITION_Y        500
    - [  3, 250000,   1, 330,       1] # EV_KEY / BTN_TOUCH                  1
    - [  3, 250000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +0ms
  - evdev:
    - [  3, 262000,   3,  47,       1] # EV_ABS / ABS_MT_SLOT                1
    - [  3, 262000,   3,  57,     813] # EV_ABS / ABS_MT_TRACKING_ID       813
    - [  3, 262000,   3,  53,    3000] # EV_ABS / ABS_MT_POSITION_X       3000
    - [  3, 262000,   3,  54,    1500] # EV_ABS / ABS_MT_POSITION_Y       1500
    - [  3, 262000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +12ms
  - evdev:
    - [  3, 274000,   3,  47,       0] # EV_ABS / ABS_MT_SLOT                0
    - [  3, 274000,   3,  53,    1100] # EV_ABS / ABS_MT_POSITION_X       1100
    - [  3, 274000,   3,  47,       1] # EV_ABS / ABS_MT_SLOT                1
    - [  3, 274000,   3,  54,    1600] # EV_ABS / ABS_MT_POSITION_Y       1600
    - [  3, 274000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +12ms
  - evdev:
    - [  3, 286000,   3,  47,       0] # EV_ABS / ABS_MT_SLOT                0
    - [  3, 286000,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID        -1
    - [  3, 286000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +12ms
  - evdev:
    - [  3, 298000,   3,  47,       1] # EV_ABS / ABS_MT_SLOT                1
    - [  3, 298000,   3,  53,    2900] # EV_ABS / ABS_MT_POSITION_X       2900
    - [  3, 298000,   3,  49,      30] # EV_ABS / ABS_MT_TOUCH_MINOR        30
    - [  3, 298000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +12ms
  - evdev:
    - [  3, 310000,   3,  48,      40] # EV_ABS / ABS_MT_TOUCH_MAJOR        40
    - [  3, 310000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +12ms
  - evdev:
    - [  3, 322000,   3,  57,      -1] # EV_ABS / ABS_MT_TRACKING_ID        -1
    - [  3, 322000,   1, 330,       0] # EV_KEY / BTN_TOUCH                  0
    - [  3, 322000,   0,   0,       0] # ------------ SYN_REPORT (0) ---------- +12ms
"""


def _pt(v, span, size):
    return round(v / float(span) * size, 4)


# Both recordings say the same thing; on an 800 x 400 screen:
EXPECTED = [
    (1, "began", 1000, 500, 0.0),
    (2, "began", 3000, 1500, 0.012),
    (1, "moved", 1100, 500, 0.024),
    (2, "moved", 3000, 1600, 0.024),
    (1, "ended", 1100, 500, 0.036),
    (2, "moved", 2900, 1600, 0.048),
    # 0.060: only a touch-major change: no sample
    (2, "ended", 2900, 1600, 0.072),
]


def _check(samples, expected, with_mm=False):
    assert len(samples) == len(expected), samples
    for got, (tid, phase, dx, dy, t) in zip(samples, expected):
        assert got["id"] == tid and got["phase"] == phase, got
        assert got["x"] == _pt(dx, 4095, 800) and got["y"] == _pt(dy, 2047, 400), got
        assert got["t"] == pytest.approx(t, abs=1e-9), got
        if with_mm:
            assert got["x_mm"] == pytest.approx(dx / 10.0) and got["y_mm"] == pytest.approx(dy / 10.0)
        else:
            assert "x_mm" not in got


def test_evemu_two_fingers_sample_by_sample():
    rec = im.parse_evemu(EVEMU)
    assert rec.name == "Test Touchscreen"
    assert rec.axes[im.ABS_MT_POSITION_X].maximum == 4095
    _check(im.to_samples(rec, (800, 400)), EXPECTED)


def test_libinput_two_fingers_sample_by_sample():
    rec = im.parse_libinput(LIBINPUT)
    assert rec.name == "Test Touchscreen"
    assert rec.axes[im.ABS_MT_POSITION_Y].maximum == 2047
    assert rec.axes[im.ABS_MT_POSITION_Y].resolution == 10
    _check(im.to_samples(rec, (800, 400)), EXPECTED, with_mm=True)


def test_default_screen_is_the_axis_range():
    samples = im.to_samples(im.parse_evemu(EVEMU))
    assert [(s["x"], s["y"]) for s in samples[:2]] == [(1000.0, 500.0), (3000.0, 1500.0)]


def test_FORMAT_import_axis_maximum_lands_inside_the_screen():
    """A contact on the panel's last column and row (the axis maxima) maps just inside the
    screen, so it hits the window (H2: the right and bottom edges are outside it); it used to
    map onto W and H exactly and hit nothing."""
    text = EVEMU.replace("0035 1000", "0035 4095").replace("0036 500", "0036 2047")
    samples = im.to_samples(im.parse_evemu(text), (800, 400))
    first = samples[0]
    assert (first["x"], first["y"]) == (799.9999, 399.9999)
    scene = tc.Scene()
    win = tc.Window(scene, 0, 0, 800, 400, name="w")
    assert win.hit_test(first["x"], first["y"]) is win
    # below the axis minimum (a device glitch): 0, inside the screen too
    low = im.to_samples(im.parse_evemu(EVEMU.replace("0035 1000", "0035 -7")), (800, 400))
    assert low[0]["x"] == 0.0
    # touch 1 keeps its y at the maximum; the other touch is as before
    assert [s["y"] for s in samples if s["id"] == 1] == [399.9999] * 3
    _check([s for s in samples if s["id"] == 2], [e for e in EXPECTED if e[0] == 2])


def test_scene_document_and_steps():
    doc = im.to_document(im.parse_evemu(EVEMU), (800, 400))
    assert doc["format"] == "touchchain-scene/1"
    assert doc["windows"] == [{"name": "main", "frame": [0, 0, 800, 400], "children": []}]
    assert doc["trace"][0] == {"t": 0.0, "touch": 1, "phase": "began",
                               "x": _pt(1000, 4095, 800), "y": _pt(500, 2047, 400)}
    assert [s["phase"] for s in doc["trace"]] == [e[1] for e in EXPECTED]
    json.loads(im.dumps(doc))
    json.loads(im.dumps(im.to_document(im.parse_evemu(EVEMU), None, "steps")))


def test_tracking_id_replaced_in_a_slot_and_syn_dropped():
    text = "\n".join([
        "N: T", "A: 35 0 100 0 0 0", "A: 36 0 100 0 0 0",
        "E: 0.000000 0003 0039 5", "E: 0.000000 0003 0035 10", "E: 0.000000 0003 0036 10",
        "E: 0.000000 0000 0000 0",
        # a new contact takes over slot 0 without a -1 first
        "E: 0.010000 0003 0039 6", "E: 0.010000 0003 0035 50", "E: 0.010000 0000 0000 0",
        # dropped events are discarded up to the next SYN_REPORT
        "E: 0.020000 0003 0035 70", "E: 0.020000 0000 0003 0", "E: 0.020000 0003 0035 90",
        "E: 0.020000 0000 0000 0",
        "E: 0.030000 0003 0039 -1", "E: 0.030000 0000 0000 0", ""])
    got = [(s["id"], s["phase"], s["x"], s["t"]) for s in im.to_samples(im.parse_evemu(text))]
    assert got == [(1, "began", 10.0, 0.0), (1, "ended", 10.0, 0.01), (2, "began", 50.0, 0.01),
                   (2, "ended", 50.0, 0.03)]


def test_single_touch_device_without_mt_axes():
    text = "\n".join([
        "N: T", "A: 00 0 100 0 0 0", "A: 01 0 100 0 0 0",
        "E: 0.000000 0003 0000 10", "E: 0.000000 0003 0001 20", "E: 0.000000 0001 014a 1",
        "E: 0.000000 0000 0000 0",
        "E: 0.008000 0003 0000 12", "E: 0.008000 0000 0000 0",
        "E: 0.016000 0001 014a 0", "E: 0.016000 0000 0000 0", ""])
    got = [(s["id"], s["phase"], s["x"], s["y"]) for s in im.to_samples(im.parse_evemu(text))]
    assert got == [(1, "began", 10.0, 20.0), (1, "moved", 12.0, 20.0), (1, "ended", 12.0, 20.0)]


def test_command_line(tmp_path):
    rec = tmp_path / "two.evemu"
    rec.write_text(EVEMU)
    out = tmp_path / "two.json"
    env = dict(os.environ)
    env["PYTHONPATH"] = PKG_ROOT + os.pathsep + env.get("PYTHONPATH", "")
    subprocess.check_call([sys.executable, "-m", "touchchain.importers", "evemu", str(rec),
                           "--screen", "800", "400", "-o", str(out)], env=env)
    doc = json.loads(out.read_text())
    assert len(doc["trace"]) == len(EXPECTED)
    assert im.main(["evemu", str(rec), "--format", "samples", "-o", str(out)]) == 0
    doc = json.loads(out.read_text())
    assert doc["touches"] == 2 and doc["units"] == "device"
    yaml = tmp_path / "two.yaml"
    yaml.write_text(LIBINPUT)
    assert im.main(["libinput", str(yaml), "--screen", "800", "400", "--format", "steps",
                    "-o", str(out)]) == 0
    assert [s["touch"] for s in json.loads(out.read_text())] == [e[0] for e in EXPECTED]
    assert im.main(["evemu", str(tmp_path / "missing.evemu")]) == 1


# -- 2. round trip over the real recordings -----------------------------------------------------

# The screen each device's recordings were mapped onto (points), as Tests/data/README.md
# documents the mapping: x = (value - min) / (max - min) * W. The inversion below must give
# whole device units for every sample, which checks these sizes too.
SCREENS = {
    "Atmel maXTouch Touchscreen": (800, 480),
    "EP0430M09": (1280, 768),
    "Wacom ISDv4 E6 Finger": (1280, 723),
    "QUANTA OpticalTouchScreen": (1920, 1080),
    "Advanced Silicon S.A. CoolTouch\u00ae System": (1920, 1080),
}

RECORDINGS = sorted(glob.glob(os.path.join(TRACES, "*.json")))
assert len(RECORDINGS) == 20, "Tests/data/traces should hold the 20 recordings: %s" % TRACES


def samples_to_evemu(doc, screen):
    """Write an evemu recording of the samples: slots allocated lowest-first (a slot freed in
    a frame is not reused in the same frame), fresh tracking ids, one SYN_REPORT per distinct t."""
    ax, ay = doc["axes"]["x"], doc["axes"]["y"]
    w, h = screen

    def dev(v, axis, size):
        u = v / float(size) * (axis["max"] - axis["min"]) + axis["min"]
        assert abs(u - round(u)) < 0.01, "not a whole device unit: %r -> %r" % (v, u)
        return int(round(u))

    lines = ["# EVEMU 1.3", "N: " + doc["device"],
             "A: 2f 0 31 0 0 0",
             "A: 35 %d %d 0 0 %d" % (ax["min"], ax["max"], ax["res"]),
             "A: 36 %d %d 0 0 %d" % (ay["min"], ay["max"], ay["res"]),
             "A: 39 0 65535 0 0 0"]
    slot_of, last, current, tid = {}, {}, [0], [100]
    frames = []
    for s in doc["samples"]:
        if not frames or frames[-1][0] != s["t"]:
            frames.append((s["t"], []))
        frames[-1][1].append(s)

    def emit(us, code, value):
        lines.append("E: %d.%06d 0003 %04x %d" % (1000 + us // 1000000, us % 1000000, code, value))

    def select(us, slot):
        if current[0] != slot:
            emit(us, im.ABS_MT_SLOT, slot)
            current[0] = slot

    for t, samples in frames:
        us = int(round(t * 1e6))
        freed = set()
        for s in samples:
            x, y = dev(s["x"], ax, w), dev(s["y"], ay, h)
            if s["phase"] == "began":
                used = set(slot_of.values()) | freed
                slot = next(n for n in range(32) if n not in used)
                slot_of[s["id"]] = slot
                select(us, slot)
                emit(us, im.ABS_MT_TRACKING_ID, tid[0])
                tid[0] += 1
                emit(us, im.ABS_MT_POSITION_X, x)
                emit(us, im.ABS_MT_POSITION_Y, y)
            elif s["phase"] == "moved":
                select(us, slot_of[s["id"]])
                if x != last[s["id"]][0]:
                    emit(us, im.ABS_MT_POSITION_X, x)
                if y != last[s["id"]][1]:
                    emit(us, im.ABS_MT_POSITION_Y, y)
            else:
                select(us, slot_of[s["id"]])
                emit(us, im.ABS_MT_TRACKING_ID, -1)
                freed.add(slot_of.pop(s["id"]))
            last[s["id"]] = (x, y)
        lines.append("E: %d.%06d 0000 0000 0" % (1000 + us // 1000000, us % 1000000))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("path", RECORDINGS, ids=[os.path.basename(p) for p in RECORDINGS])
def test_round_trip_real_recordings(path, tmp_path):
    with open(path, encoding="utf-8") as f:
        doc = json.load(f)
    screen = SCREENS[doc["device"]]
    text = samples_to_evemu(doc, screen)
    rec_path = tmp_path / "rec.evemu"
    rec_path.write_text(text, encoding="utf-8")
    got = im.import_evemu(str(rec_path), screen, fmt="samples")
    want = doc["samples"]
    assert got["touches"] == doc["touches"]
    assert got["axes"] == doc["axes"]
    assert len(got["samples"]) == len(want)
    for i, (g, w) in enumerate(zip(got["samples"], want)):
        where = "%s sample %d: got %r, want %r" % (os.path.basename(path), i, g, w)
        assert (g["id"], g["phase"]) == (w["id"], w["phase"]), where
        assert g["x"] == pytest.approx(w["x"], abs=1e-3), where
        assert g["y"] == pytest.approx(w["y"], abs=1e-3), where
        assert g["t"] == pytest.approx(w["t"], abs=1e-6), where
        for key in ("x_mm", "y_mm"):
            if key in w:
                assert g[key] == pytest.approx(w[key], abs=1e-3), where


# -- 3. hostile command lines (issue 11) ------------------------------------------------------

@pytest.mark.parametrize("screen", [("nan", "nan"), ("inf", "inf"), ("800", "Infinity"),
                                    ("1e400", "480")])
def test_FORMAT_import_screen_must_be_finite(tmp_path, screen):
    """--screen nan nan (or inf) passed the "must be positive" check and wrote NaN/Infinity,
    which is not JSON: refused like a non-positive size, and nothing is written."""
    rec = tmp_path / "two.evemu"
    rec.write_text(EVEMU)
    out = tmp_path / "out.json"
    env = dict(os.environ)
    env["PYTHONPATH"] = PKG_ROOT + os.pathsep + env.get("PYTHONPATH", "")
    r = subprocess.run([sys.executable, "-m", "touchchain", "import", "evemu", str(rec),
                        "--screen", screen[0], screen[1], "-o", str(out)], env=env,
                       capture_output=True, text=True)
    assert r.returncode == 2, r.stderr
    assert "--screen" in r.stderr and "finite" in r.stderr
    assert not out.exists()


def test_FORMAT_import_writers_refuse_nan():
    """Every JSON writer of the tools uses allow_nan=False: a non-finite value is an error,
    never a NaN/Infinity literal."""
    with pytest.raises(ValueError):
        im.dumps({"format": "touchchain-scene/1", "trace": [{"t": float("nan")}]})
    with pytest.raises(ValueError):
        im.dumps([{"x": float("inf")}])
    with pytest.raises(ValueError):
        im.dumps({"windows": [{"frame": [0, 0, float("inf"), 1]}]})


# -- 4. integers too large for a double; output that cannot be written ---------------------------

HUGE = "9" * 400


@pytest.mark.parametrize("kind,old,new", [
    ("evemu", "E: 1700000000.512000 0003 0035 3000", "E: %s.512000 0003 0035 3000" % HUGE),
    ("evemu", "E: 1700000000.512000 0003 0035 3000", "E: 1700000000.512000 0003 0035 " + HUGE),
    ("evemu", "A: 35 0 4095 0 0 0", "A: 35 -%s %s 0 0 0" % (HUGE, HUGE)),
    ("libinput", "[  3, 262000,   3,  53,    3000]", "[  %s, 262000,   3,  53,    3000]" % HUGE),
    ("libinput", "[  3, 262000,   3,  53,    3000]", "[  3, 262000,   3,  53,    %s]" % HUGE),
    ("libinput", "53: [0, 4095, 0, 0, 10]", "53: [-%s, %s, 0, 0, 10]" % (HUGE, HUGE)),
], ids=["evemu-seconds", "evemu-value", "evemu-axis", "libinput-seconds", "libinput-value",
        "libinput-axis"])
def test_FORMAT_import_integer_too_large_for_a_double_is_an_unreadable_recording(tmp_path, kind,
                                                                               old, new):
    """FORMAT.md: "An unreadable recording exits with status 1 and a message on stderr". An
    integer of 400 digits (seconds, an event value, an axis range) overflowed a double in the
    conversion: a traceback (OverflowError). Now the parsers refuse it (a ValueError naming the
    line), and the tool prints one line."""
    text = EVEMU if kind == "evemu" else LIBINPUT
    assert old in text
    text = text.replace(old, new)
    parse = im.parse_evemu if kind == "evemu" else im.parse_libinput
    with pytest.raises(ValueError, match=r"rec:\d+: .*an integer of 400 digits is too large"):
        im.to_document(parse(text, source="rec"))
    rec = tmp_path / "rec"
    rec.write_text(text)
    env = dict(os.environ)
    env["PYTHONPATH"] = PKG_ROOT + os.pathsep + env.get("PYTHONPATH", "")
    r = subprocess.run([sys.executable, "-m", "touchchain", "import", kind, str(rec)], env=env,
                       capture_output=True, text=True)
    assert r.returncode == 1, r.stderr
    assert r.stdout == "" and "Traceback" not in r.stderr
    assert len(r.stderr.splitlines()) == 1 and "too large" in r.stderr, r.stderr



@pytest.mark.parametrize("kind,old,new", [
    ("evemu", "E: 1700000000.512000 0003 0035 3000", "E: 1700000000.-10000 0003 0035 3000"),
    ("evemu", "E: 1700000000.512000 0003 0035 3000", "E: 1700000000.400000 0003 0035 3000"),
    ("evemu", "E: 1700000000.512000 0003 0035 3000", "E: -1.000000 0003 0035 3000"),
    ("libinput", "[  3, 262000,   3,  53,    3000]", "[  3, -10000,   3,  53,    3000]"),
    ("libinput", "[  3, 262000,   3,  53,    3000]", "[  0, 262000,   3,  53,    3000]"),
    ("libinput", "[  3, 262000,   3,  53,    3000]", "[  3, 1262000,   3,  53,    3000]"),
], ids=["evemu-negative-usec", "evemu-backwards", "evemu-negative", "libinput-negative-usec",
        "libinput-backwards", "libinput-usec-past-a-second"])
def test_FORMAT_import_a_clock_running_backwards_is_an_unreadable_recording(kind, old, new):
    """A recording's events are in time order with microseconds 0 to 999999: one whose time
    goes back (or is negative) was imported into steps the replay then refused. Now the
    parsers refuse it, naming the line."""
    text = EVEMU if kind == "evemu" else LIBINPUT
    assert old in text
    parse = im.parse_evemu if kind == "evemu" else im.parse_libinput
    im.to_document(parse(text, source="rec"))          # the original reads
    with pytest.raises(ValueError, match=r"rec:\d+: "):
        im.to_document(parse(text.replace(old, new), source="rec"))


# -- 5. the samples layout read back (touchchain import samples) ---------------------------------

VELOCITY = os.path.join(os.path.dirname(TRACES), "velocity")


def _cli(*args):
    env = dict(os.environ)
    env["PYTHONPATH"] = PKG_ROOT + os.pathsep + env.get("PYTHONPATH", "")
    return subprocess.run([sys.executable, "-m", "touchchain"] + list(args), env=env,
                          capture_output=True, text=True)


@pytest.mark.parametrize("path", RECORDINGS, ids=[os.path.basename(p) for p in RECORDINGS])
def test_FORMAT_import_samples_reads_every_recording_of_Tests_data(path):
    """Every recording of Tests/data/traces imports (the steps are samples_to_steps', in file
    order) into a scene the replay accepts, whose window is just past the largest coordinates
    and never larger than the screen the recording was mapped onto."""
    from touchchain import replay
    with open(path, encoding="utf-8") as f:
        rec = json.load(f)
    scene = im.import_samples(path)
    replay.validate(scene)
    assert scene["trace"] == im.samples_to_steps(rec["samples"])
    w, h = scene["windows"][0]["frame"][2:]
    assert w == int(max(s["x"] for s in rec["samples"])) + 1
    assert h == int(max(s["y"] for s in rec["samples"])) + 1
    sw, sh = SCREENS[rec["device"]]
    assert 0 < w <= sw and 0 < h <= sh
    assert im.import_samples(path, (sw, sh))["windows"][0]["frame"] == [0, 0, sw, sh]
    assert im.import_samples(path, fmt="steps") == scene["trace"]


def test_FORMAT_import_samples_command_line_and_replay(tmp_path):
    """REPLAY.md's instructions as written: `touchchain replay` on a recording exits 2 and says
    what to do; `touchchain import samples` converts it (multiple_touch when fingers overlap,
    as the other importers) and the scene replays; a velocity file needs --part."""
    rec = os.path.join(TRACES, "atmel-2-fingers-touch-release.json")
    r = _cli("replay", rec)
    assert r.returncode == 2 and r.stdout == ""
    assert "a recording of the samples layout" in r.stderr
    assert "touchchain import samples" in r.stderr and "unknown key" not in r.stderr
    out = tmp_path / "scene.json"
    r = _cli("import", "samples", rec, "-o", str(out))
    assert r.returncode == 0, r.stderr
    assert "2 fingers down at once" in r.stderr
    doc = json.loads(out.read_text())
    assert doc["windows"][0]["multiple_touch"] is True
    r = _cli("replay", str(out))
    assert r.returncode == 0, r.stderr
    assert '"ev": "touches"' in r.stdout and '"ev": "error"' not in r.stdout
    flutter = os.path.join(VELOCITY, "flutter-velocity-strokes.json")
    r = _cli("import", "samples", flutter)
    assert r.returncode == 1 and r.stdout == ""
    assert "--part NAME (velocityEventData, interruptedVelocityEventData)" in r.stderr
    r = _cli("import", "samples", flutter, "--part", "nope")
    assert r.returncode == 1 and "no sample list of that name" in r.stderr
    r = _cli("import", "samples", flutter, "--part", "interruptedVelocityEventData",
             "--format", "steps")
    assert r.returncode == 0, r.stderr
    assert len(json.loads(r.stdout)) == 12
    r = _cli("import", "samples", rec, "--part", "x")
    assert r.returncode == 1 and "holds one sample list" in r.stderr
    r = _cli("import", "samples", rec, "--format", "samples")
    assert r.returncode == 2


def test_FORMAT_import_samples_of_a_velocity_case_outside_the_window_says_so():
    """AOSP's Linear estimator case moves at negative coordinates: the window cannot hold them
    (its origin is the screen's), and a line on stderr says how many hit nothing."""
    aosp = os.path.join(VELOCITY, "aosp-velocitytracker-cases.json")
    r = _cli("import", "samples", aosp, "--part",
             "LeastSquaresVelocityTrackerStrategyEstimator_Linear")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["windows"][0]["frame"] == [0, 0, 1.0, 1.0]
    assert "2 sample(s) lie outside the window [0, 0, 1, 1]" in r.stderr


def test_FORMAT_samples_to_steps_leaves_out_resampled_samples():
    samples = [{"id": 0, "phase": "began", "x": 1, "y": 2, "t": 0.0},
               {"id": 0, "phase": "moved", "x": 30, "y": 60, "t": 0.005, "resampled": True},
               {"id": 0, "phase": "moved", "x": 2, "y": 4, "t": 0.01, "resampled": False},
               {"id": 0, "phase": "ended", "x": 3, "y": 6, "t": 0.02}]
    assert [s["t"] for s in im.samples_to_steps(samples)] == [0.0, 0.01, 0.02]
    assert all("resampled" not in s for s in im.samples_to_steps(samples))
    assert im.samples_to_document(samples)["windows"][0]["frame"] == [0, 0, 4.0, 7.0]


@pytest.mark.parametrize("text,message", [
    ("N: dev\n", "not valid JSON"),
    ('{"windows": []}', "expected a JSON object with 'samples', 'cases' or 'lists'"),
    ('{"samples": {}}', "samples: expected a list of samples"),
    ('{"samples": [{"id": 1, "phase": "began", "x": 1, "t": 0}]}',
     "samples[0]: missing required key 'y'"),
    ('{"samples": [{"id": 1, "phase": "began", "x": 1, "y": true, "t": 0}]}',
     "samples[0].y: expected a number, got a boolean"),
    ('[{"id": 1, "phase": "began", "x": NaN, "y": 1, "t": 0}]', "[0].x: expected a finite number"),
    ('{"cases": [{"samples": []}]}', "cases[0]: expected an object with a name and samples"),
    ('{"lists": []}', "lists: expected an object of sample lists"),
    ('{"cases": []}', "holds no sample list"),
])
def test_FORMAT_import_samples_refuses_what_is_not_a_recording(text, message):
    with pytest.raises(ValueError, match=r"^rec\.json: .*" + re.escape(message)):
        im.parse_samples(text, source="rec.json")


def test_FORMAT_import_evemu_of_a_json_file_says_what_it_is_not(tmp_path):
    """`touchchain import evemu` on a recording of the samples layout (or a scene file) said
    "the device has no ABS_MT_POSITION_X/Y or ABS_X/Y axes": now that the file is not an evemu
    recording, what it is, and the command that reads it."""
    rec = os.path.join(TRACES, "isdv4-single-tap-center.json")
    r = _cli("import", "evemu", rec)
    assert r.returncode == 1 and r.stdout == ""
    assert r.stderr == ("touchchain import: %s: not an evemu recording (no N:, A: or E: line); "
                        "it is JSON in the samples layout (docs/FORMAT.md § Recordings): import "
                        "it with `touchchain import samples %s`\n" % (rec, rec))
    r = _cli("import", "libinput", rec)
    assert r.returncode == 1 and "not a libinput recording (no devices)" in r.stderr
    assert "touchchain import samples" in r.stderr
    scene = tmp_path / "scene.json"
    scene.write_text('{"format": "touchchain-scene/1", "windows": []}')
    r = _cli("import", "evemu", str(scene))
    assert "not an evemu recording" in r.stderr and "it is a scene file" in r.stderr
    empty = tmp_path / "empty.evemu"
    empty.write_text("# nothing\n")
    with pytest.raises(ValueError, match=r"empty\.evemu: not an evemu recording \(no N:, A: or "
                                         r"E: line\)$"):
        im.import_evemu(str(empty))
