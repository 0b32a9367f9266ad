"""What a UIKit app would see when the real touchscreen recordings are played to it.

Tests/data/traces holds touch input recorded on real hardware (evemu; origin and licence in
Tests/data/README.md), each file named after what the person meant to do: a double tap, nine
fast taps, a two-finger tap, a four-finger drag, a swipe, a circle. test_importers.py and
test_replay.py check that the files are imported faithfully; these tests check what an app
would see. Each recording is replayed frame by frame (samples sharing a `t` are one event) into
a window whose one view fills the recording's screen, has multiple touch on, and carries the
recognizers under test; the clock then runs 3 s past the last sample so that every pending
timer fires. Each test names the rule of docs/BEHAVIOUR.md it exercises.

The ep0430m09 drags are not used for swipe directions: their y axis looks inverted."""
import functools
import itertools
import json
import math
import os

import pytest

import touchchain as tc

from conftest import TRACES

# The screen each device's recording was mapped onto (Tests/data/README.md, "traces/").
SCREENS = {"atmel": (800, 480), "ep0430m09": (1280, 768), "isdv4": (1280, 723),
           "quanta": (1920, 1080), "dell": (1920, 1080)}
ANY_DIRECTION = "left|right|up|down"
FAIL = tc.FailureReason

Tap = tc.TapRecognizer
Pan = tc.PanRecognizer
LongPress = tc.LongPressRecognizer
Swipe = tc.SwipeRecognizer
Rotation = tc.RotationRecognizer


def load(name):
    with open(os.path.join(TRACES, name + ".json"), encoding="utf-8") as f:
        return json.load(f)


def sample_t(rec, touch_id, phase):
    """The time of a touch's first sample in that phase."""
    return next(s["t"] for s in rec["samples"] if s["id"] == touch_id and s["phase"] == phase)


class Run:
    """A recording played to a full-screen view (or a full-screen button, `button=True`) and
    the recognizers given as name=factory(scene, view, name=...): what they all reported."""

    def __init__(self, name, button=False, **recognizers):
        self.rec = load(name)
        w, h = SCREENS[name.split("-")[0]]
        self.scene = s = tc.Scene()
        window = tc.Window(s, 0, 0, w, h, name="window")
        window.multiple_touch = True
        view = window.add_subview(tc.View(s, 0, 0, w, h, name="view"))
        view.multiple_touch = True
        self.deliveries = []  # (phase name, [(touch id, tap count)], t)
        self.controls = []    # ControlEvent, in order
        self.gestures = []    # (recognizer name, state name, GestureDetails)
        if button:
            control = view.make_control(tc.ControlKind.BUTTON)
            control.add_target(tc.ControlEvent.ALL, lambda c, ev: self.controls.append(ev))
        else:
            view.on_touches = self._on_touches
        self.recognizers = {}
        for rname, make in recognizers.items():
            r = self.recognizers[rname] = make(s, view, name=rname)
            r.on_state = lambda rec, d: self.gestures.append((rec.name, d.state.name, d))

    def _on_touches(self, responder, e):
        self.deliveries.append((e.phase.name, [(t.id, t.tap_count) for t in e.touches],
                                e.timestamp))
        return True

    def play(self, tail=3.0):
        samples = self.rec["samples"]
        with self.scene as s:
            for t, frame in itertools.groupby(samples, key=lambda x: x["t"]):
                for x in frame:
                    s.push_touch(x["id"], x["phase"], x["x"], x["y"], t)
                s.dispatch()
            s.advance(samples[-1]["t"] + tail)
        return self

    def outcomes(self, rname):
        """The recognizer's state changes, CHANGED left out: [(state name, details)]."""
        return [(st, d) for n, st, d in self.gestures if n == rname and st != "CHANGED"]

    def states(self, rname):
        return [st for st, _ in self.outcomes(rname)]

    def per_touch(self, rname):
        """The recognizer's state changes grouped by the touch (one finger at a time) during
        whose life, from landing to lift, they happened: {touch id: [state name]}."""
        spans = {i: (sample_t(self.rec, i, "began"), sample_t(self.rec, i, "ended"))
                 for i in range(1, self.rec["touches"] + 1)}
        return {i: [st for st, d in self.outcomes(rname) if lo <= d.timestamp <= hi]
                for i, (lo, hi) in spans.items()}


def replay(name, **kw):
    return Run(name, **kw).play()


# --- T3, C1: tap counts -----------------------------------------------------------------------

@pytest.mark.parametrize("name, counts", [
    ("isdv4-double-tap-center", [1, 2]),
    ("atmel-1-finger-fast-taps", list(range(1, 10))),
    ("quanta-optical", [1] * 9),  # strokes leave no previous tap; touch 4 lands 0.55 s after 3
], ids=["double-tap-center", "fast-taps", "quanta"])
def test_T3_recordings_give_each_touch_its_tap_count(name, counts):
    """double-tap-center, fast-taps, quanta-optical: UITouch.tapCount is 1,2 / 1..9 / always 1."""
    run = replay(name)
    began = [c for phase, touches, _ in run.deliveries if phase == "BEGAN" for c in touches]
    ended = [c for phase, touches, _ in run.deliveries if phase == "ENDED" for c in touches]
    assert [c for _, c in began] == counts
    assert sorted(ended) == sorted(began)  # the count a touch began with is the one it ends with


def test_C1_fast_taps_button_sends_touch_down_repeat_for_taps_two_to_nine():
    """atmel-1-finger-fast-taps on a UIButton: .touchDownRepeat on taps 2 to 9, eight times."""
    E = tc.ControlEvent
    run = replay("atmel-1-finger-fast-taps", button=True)
    first = [E.TOUCH_DOWN, E.TOUCH_UP_INSIDE, E.PRIMARY_ACTION_TRIGGERED]
    repeat = [E.TOUCH_DOWN, E.TOUCH_DOWN_REPEAT, E.TOUCH_UP_INSIDE, E.PRIMARY_ACTION_TRIGGERED]
    assert run.controls == first + repeat * 8
    assert run.controls.count(E.TOUCH_DOWN_REPEAT) == 8


# --- one-finger taps: G8, G3, G6 --------------------------------------------------------------

def test_G8_double_tap_center_double_tap_recognizes_once_at_the_second_lift():
    """isdv4-double-tap-center: a two-tap recognizer recognizes once, at the second lift."""
    run = replay("isdv4-double-tap-center", double=functools.partial(Tap, taps=2))
    [(state, d)] = run.outcomes("double")
    assert state == "ENDED" and d.taps == 2
    assert d.timestamp == sample_t(run.rec, 2, "ended")


def test_G3_double_tap_center_single_tap_does_not_prevent_the_double_tap():
    """isdv4-double-tap-center, 1-tap added before 2-tap, no link: both recognize (canPrevent)."""
    run = replay("isdv4-double-tap-center", single=Tap, double=functools.partial(Tap, taps=2))
    first_lift, second_lift = sample_t(run.rec, 1, "ended"), sample_t(run.rec, 2, "ended")
    assert [(st, d.timestamp) for st, d in run.outcomes("single")] == [("ENDED", first_lift),
                                                                     ("ENDED", second_lift)]
    assert [(st, d.timestamp) for st, d in run.outcomes("double")] == [("ENDED", second_lift)]


def test_G6_double_tap_center_single_requiring_double_to_fail_never_recognizes():
    """isdv4-double-tap-center, single.require(toFail: double): only the double tap recognizes."""
    run = Run("isdv4-double-tap-center", single=Tap, double=functools.partial(Tap, taps=2))
    run.recognizers["single"].require_to_fail(run.recognizers["double"])
    run.play()
    assert run.states("double") == ["ENDED"]
    [(state, d)] = run.outcomes("single")
    assert state == "FAILED"
    # lost to the double tap: by the link, or excluded by the winner of its touches (G3)
    assert d.failure_reason in (FAIL.REQUIRED_RECOGNIZED, FAIL.EXCLUDED)


def test_G8_fast_taps_single_tap_recognizes_each_of_the_nine_taps():
    """atmel-1-finger-fast-taps: a one-tap recognizer recognizes nine times, at each lift."""
    run = replay("atmel-1-finger-fast-taps", tap=Tap)
    lifts = [sample_t(run.rec, i, "ended") for i in range(1, 10)]
    assert [(st, d.timestamp) for st, d in run.outcomes("tap")] == [("ENDED", t) for t in lifts]


def test_G8_fast_taps_double_tap_pairs_four_and_the_ninth_times_out():
    """atmel-1-finger-fast-taps: a two-tap recognizer fires 4 times; the ninth tap times out."""
    run = replay("atmel-1-finger-fast-taps", double=functools.partial(Tap, taps=2))
    outcomes = run.outcomes("double")
    assert [st for st, _ in outcomes] == ["ENDED"] * 4 + ["FAILED"]
    assert [d.timestamp for _, d in outcomes[:4]] == [sample_t(run.rec, i, "ended")
                                                      for i in (2, 4, 6, 8)]
    failed = outcomes[-1][1]
    assert failed.failure_reason == FAIL.TIMED_OUT
    assert failed.timestamp == pytest.approx(sample_t(run.rec, 9, "ended")
                                             + tc._raw.TC_DEFAULT_TAP_INTERVAL)


# --- several fingers: T6, G8 ------------------------------------------------------------------

@pytest.mark.parametrize("name, touches, at_once", [
    ("ep0430m09-2-fingers-touch-release", 2, 2),
    ("atmel-2-fingers-touch-release", 2, 2),
    ("dell-canvas-5-fingers", 12, 5),
    ("quanta-optical", 9, 1),
], ids=["ep0430m09-touch-release", "atmel-touch-release", "dell-canvas", "quanta"])
def test_T6_recordings_every_touch_reaches_a_multiple_touch_view(name, touches, at_once):
    """both 2-fingers-touch-release, dell-canvas, quanta: a multi-touch view sees each touch end."""
    run = replay(name)
    live, most, began, ended = set(), 0, [], []
    for phase, delivered, _ in run.deliveries:
        ids = [i for i, _ in delivered]
        assert phase in ("BEGAN", "MOVED", "STATIONARY", "ENDED")  # nothing cancelled
        if phase == "BEGAN":
            began += ids
            live.update(ids)
        elif phase == "ENDED":
            ended += ids
            live.difference_update(ids)
        most = max(most, len(live))
    assert sorted(began) == sorted(ended) == list(range(1, touches + 1))
    assert most == at_once and not live


@pytest.mark.parametrize("name, taps, expected", [
    ("isdv4-2fg-tap", 1, [("ENDED", FAIL.NONE)]),
    ("isdv4-2fg-double-tap", 1, [("ENDED", FAIL.NONE)]),
    # the recording holds a single two-finger tap: nothing comes within the tap interval
    ("isdv4-2fg-double-tap", 2, [("FAILED", FAIL.TIMED_OUT)]),
    ("ep0430m09-2-fingers-touch-release", 1, [("ENDED", FAIL.NONE)]),
], ids=["2fg-tap", "2fg-double-tap", "2fg-double-tap-as-two-taps", "ep0430m09-touch-release"])
def test_G8_two_finger_tap_recordings(name, taps, expected):
    """2fg-tap, 2fg-double-tap, ep0430m09 touch-release: the two-finger tap outcomes listed."""
    run = replay(name, tap=functools.partial(Tap, touches=2, taps=taps))
    assert [(st, d.failure_reason) for st, d in run.outcomes("tap")] == expected


def test_G8_ep0430m09_two_finger_long_press_begins_half_a_second_after_landing():
    """ep0430m09-2-fingers-touch-release: a 2-finger long press begins 0.5 s after both land."""
    run = replay("ep0430m09-2-fingers-touch-release", press=functools.partial(LongPress, touches=2))
    landed = max(sample_t(run.rec, i, "began") for i in (1, 2))
    (began, d), *_, (last, _) = run.outcomes("press")
    assert began == "BEGAN" and last == "ENDED"
    assert d.timestamp == pytest.approx(landed + tc._raw.TC_DEFAULT_LONG_PRESS_DURATION)
    assert d.timestamp == pytest.approx(0.5)  # both fingers land in the first frame


def test_G8_atmel_two_finger_touch_release_is_no_tap_held_past_the_tap_duration():
    """atmel-2-fingers-touch-release: a 2-finger tap fails TIMED_OUT, held past the tap duration.

    Its first move jumps 10.8 pt, within UIKit's 45 pt tap allowance (an allowance of 10 pt
    failed it there, MOVED_TOO_FAR): the press, held longer than TC_DEFAULT_TAP_DURATION,
    fails when that time is up.
    """
    run = replay("atmel-2-fingers-touch-release", tap=functools.partial(Tap, touches=2))
    [(state, d)] = run.outcomes("tap")
    assert state == "FAILED" and d.failure_reason == FAIL.TIMED_OUT
    down, move = [s for s in run.rec["samples"] if s["id"] == 1][:2]
    jump = math.hypot(move["x"] - down["x"], move["y"] - down["y"])
    assert jump == pytest.approx(10.8, abs=0.05) and jump < tc._raw.TC_DEFAULT_TAP_MOVEMENT
    first = min(s["t"] for s in run.rec["samples"] if s["phase"] == "began")
    assert d.timestamp == pytest.approx(first + tc._raw.TC_DEFAULT_TAP_DURATION)


def test_G8_atmel_four_finger_drag_begins_a_four_finger_pan_once():
    """atmel-4-finger-drag-down: a four-finger pan begins once, not before the fourth finger
    lands (the travel of the first three counts towards its slop, G8, so it may begin in the
    very event in which the fourth lands and the others move)."""
    run = replay("atmel-4-finger-drag-down", pan=functools.partial(Pan, min_touches=4,
                                                                   max_touches=4))
    [(began, d), (ended, _)] = run.outcomes("pan")
    assert (began, ended) == ("BEGAN", "ENDED")
    assert d.timestamp >= sample_t(run.rec, 4, "began")
    assert d.touch_count == 4


def test_G8_pan_finger_joining_keeps_moves_of_the_atmel_four_finger_drag():
    """atmel-4-finger-drag-down, a pan with the default one-finger minimum: the fourth finger
    lands at 0.111133 s in the event in which the other three move. UIKit's rule
    (-_touchesListChangedFrom:to: re-bases by the landing's step in the centroid, then
    -_centroidMovedTo: counts the three fingers' move) gives a translation of 19.707733 pt
    there, 14.697267 + that move of 5.010467 (the engine kept 14.697267: the move was lost,
    and the velocity read -365 pt/s as the fingers went on down)."""
    run = replay("atmel-4-finger-drag-down", pan=Pan)
    t4 = sample_t(run.rec, 4, "began")
    assert t4 == pytest.approx(0.111133)
    [d] = [d for n, st, d in run.gestures if n == "pan" and d.timestamp == t4]
    assert d.translation.x == pytest.approx(0.0, abs=1e-9)
    assert d.translation.y == pytest.approx(19.707733, abs=1e-6)
    assert d.velocity.y > 0


def test_G8_atmel_four_finger_drag_is_a_four_finger_swipe_down():
    """atmel-4-finger-drag-down: a four-finger swipe (any direction) recognizes once, down."""
    run = replay("atmel-4-finger-drag-down",
                 swipe=functools.partial(Swipe, touches=4, direction=ANY_DIRECTION))
    [(state, d)] = run.outcomes("swipe")
    assert state == "ENDED" and d.direction == tc.SwipeDirection.DOWN


@pytest.mark.parametrize("name, touches, expected", [
    ("isdv4-double-top-swipe", 2, ("ENDED", FAIL.NONE)),
    ("isdv4-single-top-swipe", 1, ("ENDED", FAIL.NONE)),
    ("isdv4-double-top-swipe", 1, ("FAILED", FAIL.TOO_MANY_TOUCHES)),
], ids=["double-2-fingers", "single-1-finger", "double-1-finger"])
def test_G8_top_swipe_recordings_swipe_right(name, touches, expected):
    """isdv4-single/double-top-swipe: a right swipe of its finger count recognizes; 1 of 2 fails."""
    run = replay(name, swipe=functools.partial(Swipe, touches=touches, direction="right"))
    [(state, d)] = run.outcomes("swipe")
    assert (state, d.failure_reason) == expected
    if state == "ENDED":
        assert d.direction == tc.SwipeDirection.RIGHT


def test_G8_single_center_circle_pans_and_does_not_rotate():
    """isdv4-single-center-circle: one pan begins; a rotation fails, too few touches."""
    pan = replay("isdv4-single-center-circle", pan=Pan)
    assert pan.states("pan") == ["BEGAN", "ENDED"]
    rotation = replay("isdv4-single-center-circle", rotation=Rotation)
    [(state, d)] = rotation.outcomes("rotation")
    assert state == "FAILED" and d.failure_reason == FAIL.TOO_FEW_TOUCHES


# Per recognizer: the touch whose outcome differs, its outcome, every other touch's outcome.
QUANTA = [
    (Tap, 3, ["ENDED"], ["FAILED"]),                   # touch 3 is the only tap
    (Pan, 3, ["FAILED"], ["BEGAN", "ENDED"]),          # every other touch is a stroke
    (LongPress, 4, ["BEGAN", "ENDED"], ["FAILED"]),    # touch 4 rests 0.5 s before moving
]


@pytest.mark.parametrize("kind, touch, its_states, others", QUANTA,
                         ids=["tap", "pan", "long_press"])
def test_G8_quanta_optical_one_tap_eight_pans_one_long_press(kind, touch, its_states, others):
    """quanta-optical: one tap (touch 3), eight pans (not touch 3), one long press (touch 4)."""
    run = replay("quanta-optical", g=kind)
    expected = {i: others for i in range(1, 10)}
    expected[touch] = its_states
    assert run.per_touch("g") == expected
    assert len(run.outcomes("g")) == sum(map(len, expected.values()))  # none outside a touch


def test_G8_dell_canvas_one_two_finger_tap():
    """dell-canvas-5-fingers: a two-finger tap recognizes once, at the opening two-finger lift."""
    run = replay("dell-canvas-5-fingers", tap=functools.partial(Tap, touches=2))
    assert run.states("tap") == ["ENDED", "FAILED", "FAILED", "FAILED"]
    lift = max(sample_t(run.rec, i, "ended") for i in (1, 2))
    assert run.outcomes("tap")[0][1].timestamp == lift


def test_G8_dell_canvas_five_finger_swipe_left():
    """dell-canvas-5-fingers: a five-finger swipe (any direction) recognizes once, left."""
    run = replay("dell-canvas-5-fingers",
                 swipe=functools.partial(Swipe, touches=5, direction=ANY_DIRECTION))
    [d] = [d for st, d in run.outcomes("swipe") if st == "ENDED"]
    assert d.direction == tc.SwipeDirection.LEFT and d.touch_count == 5
    assert sample_t(run.rec, 7, "began") <= d.timestamp <= sample_t(run.rec, 10, "ended")
