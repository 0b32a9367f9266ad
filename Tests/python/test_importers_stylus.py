"""touchchain.importers: pens and pointers keep their type and axes (issue 16).

The hand-written pen recording Tests/data/stylus/pen-tablet.evemu (its provenance is in that
directory's README.md) and small inline recordings: a multitouch pen contact
(ABS_MT_TOOL_TYPE), a tablet's puck (BTN_TOOL_MOUSE) and a relative mouse. Each test fails if
the importer drops the type, the force, the tilt (altitude and azimuth), the buttons or the
hover of a recording that has them; the last ones replay the imported scene through the
engine.
"""
import json
import math
import os
import subprocess
import sys

import pytest

from touchchain import importers as im

from conftest import PACKAGE_PARENT as PKG_ROOT, REPO

PEN = os.path.join(REPO, "Tests", "data", "stylus", "pen-tablet.evemu")
# The pen's axes (the A: lines of the file): x 0..31496, y 0..19685 at 200 units/mm,
# pressure 0..2047, distance 0..63, tilt -64..63 at 57 units/radian.
SCREEN = (31496 / 20.0, 19685 / 20.0)  # 0.1 mm per point: x = value / 20


def _pt(v):
    return round(v / 20.0, 4)


def _angles(tilt_x_units, tilt_y_units):
    """altitude, azimuth of the documented conversion, computed here independently."""
    tx, ty = math.tan(tilt_x_units / 57.0), math.tan(tilt_y_units / 57.0)
    if tx == 0 and ty == 0:
        return math.pi / 2, 0.0
    alt = math.atan(1 / math.sqrt(tx * tx + ty * ty))
    az = math.atan2(ty, tx)
    return min(round(alt, 6), math.pi / 2), max(-math.pi, min(math.pi, round(az, 6)))


def _force(p):
    return round(p / 2047.0, 4)


def _z(d):
    return round(d / 63.0, 4)


def _pen_steps():
    return im.import_evemu(PEN, SCREEN, fmt="steps")


# -- 1. the pen recording, step by step ---------------------------------------------------------

def _want():
    a1 = _angles(20, -10)  # the pen comes in leaning right and up
    a2 = _angles(30, -10)  # more tilt from 0.03 s
    up = _angles(0, 0)  # the eraser: upright (the axes were zeroed when the pen left)
    a3 = _angles(-40, 0)  # the tap: leaning left
    s = {"type": "stylus"}

    def touch(t, tid, phase, x, y, force, ang, **more):
        d = {"t": t, "touch": tid, "phase": phase, "x": _pt(x), "y": _pt(y)}
        d.update(s)
        d.update(more)
        d.update({"force": _force(force), "altitude": ang[0], "azimuth": ang[1]})
        return d

    def hover(t, hid, phase, x, y, ang, z):
        d = {"t": t, "hover": hid, "phase": phase, "x": _pt(x), "y": _pt(y)}
        d.update(s)
        d.update({"altitude": ang[0], "azimuth": ang[1], "z": _z(z)})
        return d

    return [
        hover(0.0, 1, "began", 10000, 8000, a1, 40),
        hover(0.01, 1, "moved", 10100, 8000, a1, 20),
        hover(0.02, 1, "ended", 10100, 8000, a1, 20),  # touching down ends the hover
        touch(0.02, 1, "began", 10100, 8000, 512, a1),
        touch(0.03, 1, "moved", 10500, 8200, 1024, a2),
        touch(0.04, 1, "moved", 10500, 8200, 1536, a2),  # pressure alone: still a sample
        touch(0.05, 1, "moved", 10800, 8200, 1536, a2, buttons=["primary", "secondary"]),
        touch(0.06, 1, "ended", 10800, 8200, 0, a2),
        hover(0.06, 2, "began", 10800, 8200, a2, 10),  # lifted, still in range
        hover(0.07, 2, "moved", 10800, 8400, a2, 30),
        # leaving range: the frame's zeroed axes are not where the pen was
        hover(0.08, 2, "ended", 10800, 8400, a2, 30),
        hover(0.5, 3, "began", 20000, 10000, up, 50),  # the eraser is a stylus too
        hover(0.51, 3, "ended", 20000, 10000, up, 50),
        touch(0.51, 2, "began", 20000, 10000, 800, up),
        touch(0.52, 2, "moved", 20200, 10000, 800, up),
        touch(0.53, 2, "ended", 20200, 10000, 0, up),
        hover(0.53, 4, "began", 20200, 10000, up, 5),
        hover(0.54, 4, "ended", 20200, 10000, up, 5),
        # in range and touching in one frame: no hover before the touch
        touch(1.0, 3, "began", 15000, 9000, 300, a3),
        touch(1.012, 3, "ended", 15000, 9000, 0, a3),
        hover(1.012, 5, "began", 15000, 9000, a3, 8),
        hover(1.024, 5, "ended", 15000, 9000, a3, 8),
    ]


def test_pen_recording_step_by_step():
    got = _pen_steps()
    want = _want()
    assert len(got) == len(want), json.dumps(got, indent=1)
    for i, (g, w) in enumerate(zip(got, want)):
        assert list(g) == list(w), "step %d keys: %r" % (i, g)  # FORMAT.md's key order too
        for k, v in w.items():
            if isinstance(v, float):
                assert g[k] == pytest.approx(v, abs=1e-6), "step %d %s: %r" % (i, k, g)
            else:
                assert g[k] == v, "step %d %s: %r" % (i, k, g)


def test_pen_axes_are_not_dropped():
    """The failure this suite exists for, said plainly: every touch is a stylus with force and
    tilt, the hovers exist with their distance, and the tilt is not the upright default."""
    steps = _pen_steps()
    touches = [s for s in steps if "touch" in s]
    hovers = [s for s in steps if "hover" in s]
    assert touches and all(s["type"] == "stylus" for s in touches)
    assert all("force" in s and "altitude" in s and "azimuth" in s for s in touches)
    assert max(s["force"] for s in touches) == _force(1536)
    assert min(s["altitude"] for s in touches) < math.radians(60)
    assert {s["phase"] for s in hovers} == {"began", "moved", "ended"}
    assert all(s["type"] == "stylus" and 0 <= s["z"] <= 1 for s in hovers)
    assert len({s["hover"] for s in hovers}) == 5


def test_angles_stay_inside_the_engines_ranges():
    for s in _pen_steps():
        if "altitude" in s:
            assert 0 <= s["altitude"] <= math.pi / 2, s
            assert -math.pi <= s["azimuth"] <= math.pi, s


# -- 2. the conversions -----------------------------------------------------------------------

@pytest.mark.parametrize("tx,ty,alt,az", [
    (0, 0, 90, 0),          # upright
    (45, 0, 45, 0),         # top leaning right (+x)
    (0, 45, 45, 90),        # toward the user (+y, down the screen): clockwise from +x
    (-45, 0, 45, 180),      # left
    (0, -45, 45, -90),      # away from the user (up)
    (60, 0, 30, 0),
])
def test_tilt_to_altitude_azimuth_known_angles(tx, ty, alt, az):
    a, z = im.tilt_to_altitude_azimuth(math.radians(tx), math.radians(ty))
    assert math.degrees(a) == pytest.approx(alt, abs=1e-9)
    assert abs(math.degrees(z)) == pytest.approx(abs(az), abs=1e-9)  # -180 and 180 are one
    if abs(az) != 180:
        assert math.degrees(z) == pytest.approx(az, abs=1e-9)


def test_tilt_both_axes_is_the_pens_axis():
    # leaning 45 deg in x and in y: the axis is (1, 1, 1): altitude atan(1/sqrt 2), azimuth 45
    a, z = im.tilt_to_altitude_azimuth(math.radians(45), math.radians(45))
    assert a == pytest.approx(math.atan(1 / math.sqrt(2)))
    assert z == pytest.approx(math.pi / 4)


def test_tilt_units():
    # a resolution (units per radian) around 0: value / resolution
    assert im.tilt_radians(57, im.Axis(-64, 63, 57)) == pytest.approx(1.0)
    # no resolution: the range spans -64 .. 64 degrees (libinput's rule)
    assert im.tilt_radians(32, im.Axis(-64, 64, 0)) == pytest.approx(math.radians(32))
    assert im.tilt_radians(127, im.Axis(0, 127, 0)) == pytest.approx(math.radians(64))


# -- 3. layouts and the command line ------------------------------------------------------------

def test_samples_layout_keeps_the_axes_and_converts_back_to_the_steps():
    doc = im.import_evemu(PEN, SCREEN, fmt="samples")
    samples = doc["samples"]
    assert doc["touches"] == 3  # hovers are not touches
    assert set(doc) == {"source", "device", "units", "axes", "touches", "samples"}
    first = samples[0]
    assert first["hover"] == 1 and "id" not in first
    assert first["x_mm"] == pytest.approx(50.0) and first["y_mm"] == pytest.approx(40.0)
    assert any(s.get("force") for s in samples if "id" in s)
    assert im.samples_to_steps(samples) == _pen_steps()


def test_scene_and_command_line(tmp_path):
    out = tmp_path / "pen.json"
    env = dict(os.environ)
    env["PYTHONPATH"] = PKG_ROOT + os.pathsep + env.get("PYTHONPATH", "")
    r = subprocess.run([sys.executable, "-m", "touchchain", "import", "evemu", PEN, "--screen",
                        str(SCREEN[0]), str(SCREEN[1]), "-o", str(out)], env=env,
                       capture_output=True, text=True)
    assert r.returncode == 0, r.stderr
    assert "fingers down at once" not in r.stderr  # hovers are not fingers
    doc = json.loads(out.read_text())
    assert "multiple_touch" not in doc["windows"][0]
    assert doc["trace"] == json.loads(json.dumps(_pen_steps()))


def test_libinput_recording_of_the_pen_gives_the_same_steps():
    """The same events written as libinput record YAML (one evdev list per frame)."""
    with open(PEN, encoding="utf-8") as f:
        rec = im.parse_evemu(f.read())
    lines = ["version: 1", "ndevices: 1", "devices:", "- node: /dev/input/event9", "  evdev:",
             "    name: \"%s\"" % rec.name, "    absinfo:"]
    for code, a in sorted(rec.axes.items()):
        lines.append("      %d: [%d, %d, 0, 0, %d]" % (code, a.minimum, a.maximum, a.resolution))
    lines.append("  events:")
    frame = []
    for t, etype, code, value in rec.events:
        sec, usec = int(t), int(round((t - int(t)) * 1e6))
        frame.append("    - [%d, %d, %d, %d, %d]" % (sec, usec, etype, code, value))
        if etype == im.EV_SYN:
            lines += ["  - evdev:"] + frame
            frame = []
    got = im.to_document(im.parse_libinput("\n".join(lines) + "\n"), SCREEN, "steps")
    assert got == _pen_steps()


# -- 4. other tools ---------------------------------------------------------------------------

def _evemu(axes, events):
    lines = ["N: T"] + ["A: %02x %d %d 0 0 %d" % a for a in axes]
    for t, etype, code, value in events:
        lines.append("E: %.6f %04x %04x %d" % (t, etype, code, value))
    return im.parse_evemu("\n".join(lines) + "\n")


SYN = (im.EV_SYN, im.SYN_REPORT, 0)


def _frame(t, *events):
    return [(t,) + e for e in events] + [(t,) + SYN]


def test_multitouch_pen_contact_is_a_stylus_with_force():
    """ABS_MT_TOOL_TYPE MT_TOOL_PEN (1 in linux/input.h) makes a stylus touch with force from
    ABS_MT_PRESSURE; the finger beside it stays a plain finger."""
    A = im.EV_ABS
    axes = [(0x35, 0, 1000, 0), (0x36, 0, 1000, 0), (0x2f, 0, 9, 0), (0x39, 0, 65535, 0),
            (0x37, 0, 2, 0), (0x3a, 0, 255, 0)]
    ev = (_frame(0.0, (A, 0x2f, 0), (A, 0x39, 5), (A, 0x35, 100), (A, 0x36, 100),
                 (A, 0x3a, 40),
                 (A, 0x2f, 1), (A, 0x39, 6), (A, 0x37, im.MT_TOOL_PEN), (A, 0x35, 500),
                 (A, 0x36, 500), (A, 0x3a, 51))
          + _frame(0.01, (A, 0x3a, 102))  # the pen presses harder; the finger is still
          + _frame(0.02, (A, 0x2f, 0), (A, 0x3a, 80))  # the finger's pressure: no sample
          + _frame(0.03, (A, 0x39, -1), (A, 0x2f, 1), (A, 0x39, -1)))
    steps = im.to_document(_evemu(axes, ev), None, "steps")
    assert steps == [
        {"t": 0.0, "touch": 1, "phase": "began", "x": 100.0, "y": 100.0},
        {"t": 0.0, "touch": 2, "phase": "began", "x": 500.0, "y": 500.0, "type": "stylus",
         "force": 0.2},
        {"t": 0.01, "touch": 2, "phase": "moved", "x": 500.0, "y": 500.0, "type": "stylus",
         "force": 0.4},
        {"t": 0.03, "touch": 1, "phase": "ended", "x": 100.0, "y": 100.0},
        {"t": 0.03, "touch": 2, "phase": "ended", "x": 500.0, "y": 500.0, "type": "stylus",
         "force": 0.4},
    ]


def test_tablet_puck_is_an_indirect_pointer_with_buttons_and_hover():
    A, K = im.EV_ABS, im.EV_KEY
    axes = [(0x00, 0, 1000, 0), (0x01, 0, 1000, 0)]
    ev = (_frame(0.0, (A, 0, 100), (A, 1, 200), (K, im.BTN_TOOL_MOUSE, 1))
          + _frame(0.01, (A, 0, 110))
          + _frame(0.02, (K, im.BTN_RIGHT, 1))  # a right click
          + _frame(0.03, (K, im.BTN_RIGHT, 0))
          + _frame(0.04, (K, im.BTN_LEFT, 1))
          + _frame(0.05, (K, im.BTN_MIDDLE, 1), (A, 0, 120))  # a chord, while moving
          + _frame(0.06, (K, im.BTN_MIDDLE, 0), (K, im.BTN_LEFT, 0))
          + _frame(0.07, (K, im.BTN_TOOL_MOUSE, 0)))
    got = [(s["t"], "touch" in s and "touch" or "hover", s.get("touch", s.get("hover")),
            s["phase"], s["x"], s["type"], s.get("buttons"))
           for s in im.to_document(_evemu(axes, ev), None, "steps")]
    P = "indirect_pointer"
    assert got == [
        (0.0, "hover", 1, "began", 100.0, P, None),
        (0.01, "hover", 1, "moved", 110.0, P, None),
        (0.02, "hover", 1, "ended", 110.0, P, None),
        (0.02, "touch", 1, "began", 110.0, P, ["secondary"]),
        (0.03, "touch", 1, "ended", 110.0, P, ["secondary"]),  # with the buttons it had
        (0.03, "hover", 2, "began", 110.0, P, None),
        (0.04, "hover", 2, "ended", 110.0, P, None),
        (0.04, "touch", 2, "began", 110.0, P, ["primary"]),
        (0.05, "touch", 2, "moved", 120.0, P, ["primary", "tertiary"]),
        # the middle button let go first, then the left one: the touch ends with primary
        (0.06, "touch", 2, "ended", 120.0, P, ["primary"]),
        (0.06, "hover", 3, "began", 120.0, P, None),
        (0.07, "hover", 3, "ended", 120.0, P, None),
    ]


def test_relative_mouse_needs_a_screen_and_is_an_indirect_pointer():
    R, K = im.EV_REL, im.EV_KEY
    ev = (_frame(0.0, (R, im.REL_X, 10), (R, im.REL_Y, -5))
          + _frame(0.01, (K, im.BTN_LEFT, 1))
          + _frame(0.02, (R, im.REL_X, 30))
          + _frame(0.03, (K, im.BTN_LEFT, 0))
          + _frame(0.04, (R, im.REL_X, 10000)))  # kept on the screen
    rec = _evemu([], ev)
    assert rec.relative
    with pytest.raises(ValueError, match="--screen"):
        im.to_samples(rec)
    steps = im.to_document(rec, (400, 300), "steps")
    got = [("touch" in s, s["phase"], s["x"], s["y"], s["type"], s.get("buttons")) for s in steps]
    P = "indirect_pointer"
    assert got == [
        (False, "began", 210.0, 145.0, P, None),  # from the centre
        (False, "ended", 210.0, 145.0, P, None),
        (True, "began", 210.0, 145.0, P, ["primary"]),
        (True, "moved", 240.0, 145.0, P, ["primary"]),
        (True, "ended", 240.0, 145.0, P, ["primary"]),
        (False, "began", 240.0, 145.0, P, None),
        (False, "moved", 400.0, 145.0, P, None),
    ]
    doc = im.to_document(rec, (400, 300), "samples")
    assert doc["axes"]["x"]["max"] == 400 and doc["units"] == "screen"


def test_finger_recordings_get_no_new_keys():
    """A touchscreen with a pressure axis: its fingers are written as before (no type, no
    force), so the conversion of the finger recordings in Tests/data is unchanged."""
    A, K = im.EV_ABS, im.EV_KEY
    axes = [(0x00, 0, 100, 0), (0x01, 0, 100, 0), (0x18, 0, 255, 0)]
    ev = (_frame(0.0, (A, 0, 10), (A, 1, 20), (A, 0x18, 30), (K, im.BTN_TOUCH, 1))
          + _frame(0.01, (A, 0x18, 60))
          + _frame(0.02, (A, 0, 12))
          + _frame(0.03, (K, im.BTN_TOUCH, 0)))
    steps = im.to_document(_evemu(axes, ev), None, "steps")
    assert [sorted(s) for s in steps] == [["phase", "t", "touch", "x", "y"]] * 3
    assert [s["phase"] for s in steps] == ["began", "moved", "ended"]


# -- 5. the engine takes every step -------------------------------------------------------------

def test_imported_pen_scene_replays_without_a_refused_step():
    from touchchain import replay
    doc = im.import_evemu(PEN, SCREEN)
    doc["windows"][0]["handles"] = ["touches", "hover"]
    replay.validate(doc)
    records = replay.replay(doc)
    assert not [r for r in records if r["ev"] == "error"], records
    touches = [r for r in records if r["ev"] == "touches"]
    assert touches and all(r.get("types") == ["stylus"] for r in touches)
    hovers = [r for r in records if r["ev"] == "hover"]
    assert sorted({r["hover"] for r in hovers}) == [1, 2, 3, 4, 5]
    assert [r["phase"] for r in hovers if r["hover"] == 2] == ["began", "moved", "ended"]
