"""G8: what a pan makes of still samples and of a finger joining it mid-move.

Still samples are samples that repeat the position before them: a pencil's force-only change,
a finger resting a frame or two, a digitizer repeating its last report. The least-squares
parabola fitted through a move and such samples overshoots the stop, and its slope at the
newest sample pointed against the travel; the velocity tracker now takes the straight line's
slope on an axis whose samples never went back (docs/BEHAVIOUR.md G8). A finger landing in
the event in which the pan's other fingers move re-bases the pan's reference by the landing's
step in the centroid only, as UIKit's -_touchesListChangedFrom:to: does, so the others' move
still counts (it used to be dropped). Each scene is replayed through the engine as
`touchchain replay` plays it."""
import pytest

from touchchain import replay


def _scene(trace, width=2000, height=1000, children=(), recognizers=True):
    window = {"name": "main", "frame": [0, 0, width, height], "multiple_touch": True,
              "children": list(children)}
    if recognizers:
        window["recognizers"] = [{"name": "pan", "kind": "pan"}]
    return {"format": "touchchain-scene/1", "windows": [window], "trace": trace}


def _touch(t, touch, phase, x, y, **extra):
    return dict({"t": t, "touch": touch, "phase": phase, "x": x, "y": y}, **extra)


def _pan_reports(scene):
    records = replay.replay(scene)
    assert not [r for r in records if r["ev"] == "error"]
    return [r for r in records if r["ev"] == "gesture" and r["recognizer"] == "pan"]


def test_G8_velocity_never_reverses_on_repeated_positions():
    """AOSP's ThreePointsPositiveVelocityTest (VelocityTracker_test.cpp: 273 at 0, 293 at
    12.585 ms, 293 again at 14.73 ms and the lift there; "at least the direction of the
    reported velocity should be positive", checked there for its impulse strategy only, at
    1600 within 20 %): the parabola read -231 pt/s; the line reads 1437.8. A pen from
    Tests/data/stylus/pen-tablet.evemu (a force-only change at 40 ms, a last move along x
    only): it read (-1000, -500) and then y -450 while it only went to +x, +y."""
    three = [_touch(0.0, 1, "began", 273, 0), _touch(0.012585, 1, "moved", 293, 0),
             _touch(0.01473, 1, "moved", 293, 0), _touch(0.01473, 1, "ended", 293, 0)]
    reports = _pan_reports(_scene(three))
    assert [r["state"] for r in reports] == ["began", "changed", "ended"]
    assert all(r["velocity"][0] > 0 for r in reports)
    assert reports[-1]["velocity"][0] == pytest.approx(1437.797, abs=1e-3)
    assert abs(reports[-1]["velocity"][0] - 1600) <= 0.2 * 1600  # AOSP's bound, impulse

    pen = [_touch(0.02, 1, "began", 505, 400, type="stylus", force=0.25),
           _touch(0.03, 1, "moved", 525, 410, type="stylus", force=0.5),
           _touch(0.04, 1, "moved", 525, 410, type="stylus", force=0.75),
           _touch(0.05, 1, "moved", 540, 410, type="stylus", force=0.75),
           _touch(0.06, 1, "ended", 540, 410, type="stylus", force=0.0)]
    reports = _pan_reports(_scene(pen))
    assert [(r["t"], r["state"]) for r in reports] == [
        (0.03, "began"), (0.04, "changed"), (0.05, "changed"), (0.06, "ended")]
    for r in reports:
        assert r["velocity"][0] >= 0 and r["velocity"][1] >= 0, r
    assert reports[1]["velocity"] == pytest.approx([1000.0, 500.0], abs=1e-6)
    # The last move went along x only: x keeps the parabola's +675, y (400, 410, 410, 410)
    # takes the line's +300 instead of -450.
    assert reports[-1]["velocity"] == pytest.approx([675.0, 300.0], abs=1e-6)

    # A window with no still sample keeps the parabola, overshoot and all (Flutter's and
    # AOSP's published values include one): a drag decelerating to a crawl reads backwards.
    crawl = [_touch(0.0, 1, "began", 100, 0)] + [
        _touch(0.01 * k, 1, "moved", x, 0) for k, x in enumerate((120, 130, 135, 136), 1)]
    assert _pan_reports(_scene(crawl))[-1]["velocity"][0] < 0


def test_G8_S4_scroll_view_released_after_resting_frames_flings_with_the_finger():
    """A finger drags a list down at 3000 pt/s for two 60 Hz frames, rests two frames (34 ms:
    under the 40 ms stop) and lifts: the pan read -1071 pt/s and the list flung against the
    finger, its rest offset past where the finger left it; now it reads +1500 pt/s (the line
    over the window) and the list goes on in the finger's direction."""
    trace = [_touch(0.0, 1, "began", 200, 300), _touch(0.016667, 1, "moved", 200, 350),
             _touch(0.033333, 1, "moved", 200, 400), _touch(0.05, 1, "moved", 200, 400),
             _touch(0.066667, 1, "moved", 200, 400), _touch(0.067667, 1, "ended", 200, 400),
             {"t": 3.0, "advance": True}]
    scroll = {"name": "list", "frame": [0, 0, 400, 800],
              "scroll": {"content_size": [400, 8000], "content_offset": [0, 4000]}}
    records = replay.replay(_scene(trace, 400, 800, [scroll], recognizers=False))
    pan = [r for r in records if r["ev"] == "gesture"]
    assert all(r["velocity"][1] >= 0 for r in pan), pan
    assert pan[-1]["state"] == "ended"
    assert pan[-1]["velocity"][1] == pytest.approx(1500.0, abs=0.01)
    [release] = [r for r in records if r["ev"] == "scroll" and r["event"] == "will_end_dragging"]
    assert release["velocity"][1] < 0  # the content moves up the content, with the finger
    rest = [r for r in records if r["ev"] == "scroll"][-1]["offset"][1]
    assert rest <= release["offset"][1]


def test_G8_pan_finger_joining_keeps_moves():
    """One finger moves 10 pt every 10 ms; a second lands at 50 ms, in the event in which
    the first moves again, and both then move together. UIKit (iOS 18.2 UIPanGestureRecognizer
    -touchesBegan: → -_touchesListChangedFrom:to:, then -touchesMoved: →
    -_centroidMovedTo:atTime:) counts that move: the translation ends at 100 and the velocity
    stays 1000 pt/s. The engine re-based its reference to the centroid with the first finger
    already moved, dropping the move: 90 at the end, 411 pt/s at 50 ms."""
    trace = [_touch(0.0, 1, "began", 100, 100)]
    for k in range(1, 11):
        t = round(0.01 * k, 2)
        trace.append(_touch(t, 1, "moved", 100, 100 + 10 * k))
        if k == 5:
            trace.append(_touch(t, 2, "began", 200, 150))
        elif k > 5:
            trace.append(_touch(t, 2, "moved", 200, 100 + 10 * k))
    trace += [_touch(0.11, 1, "ended", 100, 200), _touch(0.11, 2, "ended", 200, 200)]
    reports = _pan_reports(_scene(trace, 400, 400))
    at = {r["t"]: r for r in reports}
    assert at[0.05]["translation"] == pytest.approx([0.0, 50.0])
    assert at[0.05]["velocity"][1] == pytest.approx(1000.0, rel=1e-6)
    assert at[0.05]["location"] == pytest.approx([150.0, 150.0])
    assert reports[-1]["state"] == "ended"
    assert reports[-1]["translation"] == pytest.approx([0.0, 100.0])
    assert all(r["velocity"][1] == pytest.approx(1000.0, rel=1e-6) for r in reports)
