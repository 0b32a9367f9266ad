"""Scroll views fed real touchscreen recordings (docs/BEHAVIOUR.md S2, S4, S6, S7).

Tests/data/traces holds one-finger drags recorded on real hardware (evemu; origin and licence in
Tests/data/README.md). Each is replayed, frame by frame, through a vertical list filling the
recording's screen (rows of 60 pt under the finger everywhere), through the Python API
(View.make_scroll, content_offset, scroll_pan, on_scroll). Nobody tuned the engine for these
samples, so the tests check only what must hold for any real input: the content follows the
finger 1:1 once the pan began, less the slop (rubber-banded past an edge), the delegate messages come in
UIKit's order with a finite velocity in pt/ms and a target, the content comes to rest inside
its range, a drag that scrolls before the content-touch delay gives the row under the finger
nothing, and the same recording gives the same log twice."""
import itertools
import json
import math
import os

import pytest

import touchchain as tc
from touchchain import importers, replay

from conftest import REPO, TRACES

# The screen each device's recording was mapped onto (Tests/data/README.md, "traces/").
SCREENS = {"atmel": (800, 480), "ep0430m09": (1280, 768), "isdv4": (1280, 723)}
# One-finger drags: what a user does to scroll a list.
DRAGS = ["isdv4-single-center-scroll", "atmel-1-finger-drag-up-down",
         "ep0430m09-1-finger-drag-up-down"]
# Where the content starts: in the middle (1:1 throughout), at the top and at the bottom (a
# drag toward the edge rubber-bands, S4).
STARTS = ["middle", "top", "bottom"]
CONTENT_PAGES = 4  # content height, in screen heights
ROW = 60.0
RUBBER_BAND_C = 0.55  # S4: f(x, d) = x·d·c / (d + c·x)
K = tc.ScrollEventKind


def load(name):
    with open(os.path.join(TRACES, name + ".json"), encoding="utf-8") as f:
        return json.load(f)


def frames(rec):
    """The recording's frames: (t, [samples]) in order (samples of a frame share their t)."""
    return [(t, list(g)) for t, g in itertools.groupby(rec["samples"], key=lambda s: s["t"])]


class Run:
    """A recording replayed through a list; everything the host heard, in order."""

    def __init__(self, name, start="middle", settle=20.0, rec=None):
        self.name = name
        self.rec = load(name) if rec is None else rec
        w, h = SCREENS[name.split("-")[0]]
        self.w, self.h = w, h
        self.lo, self.hi = 0.0, CONTENT_PAGES * h - h  # the content offset's range (no insets)
        self.scene = s = tc.Scene()
        self.win = tc.Window(s, 0, 0, w, h, name="win")
        self.list = self.win.add_subview(tc.View(s, 0, 0, w, h, name="list"))
        self.list.make_scroll(content_size=(w, CONTENT_PAGES * h))
        self.o0 = {"middle": round(self.hi / 2), "top": self.lo, "bottom": self.hi}[start]
        self.list.content_offset = (0, self.o0)  # before the hooks: no record
        self.log = []     # ("scroll", kind, offset, velocity, target, decelerate, now) / ...
        self.events = []  # the ScrollEvents, in order
        self.list.on_scroll = self._on_scroll
        self.rows = []
        for k in range(int(CONTENT_PAGES * h // ROW) + 1):
            row = self.list.add_subview(tc.View(s, 0, ROW * k, w, ROW, name="row%d" % k))
            row.on_touches = self._on_row
            self.rows.append(row)
        self.list.scroll_pan.on_state = self._on_pan
        down = self.rec["samples"][0]
        self.under = self.win.hit_test(down["x"], down["y"])  # the row under the touch-down
        # After each frame: (t, finger y, content offset, pan state after the frame).
        self.after = []
        for t, samples in frames(self.rec):
            for x in samples:
                s.push_touch(x["id"], x["phase"], x["x"], x["y"], t)
            s.advance(t)
            self.after.append((t, samples[-1]["y"], tuple(self.list.content_offset)))
        self.t_end = t
        self.settle = settle
        s.advance(t + settle)
        self.rest = tuple(self.list.content_offset)
        self.state = self.list.scroll_state

    def close(self):
        self.scene.close()

    def _on_scroll(self, view, e):
        self.events.append(e)
        self.log.append(("scroll", e.kind.name, tuple(e.offset), tuple(e.velocity),
                         None if e.target is None else tuple(e.target), e.decelerate,
                         self.scene.now))

    def _on_row(self, view, e):
        self.log.append(("row", view.name, e.phase.name, e.timestamp, self.scene.now))
        return True

    def _on_pan(self, r, d):
        self.log.append(("pan", d.state.name, tuple(d.translation), tuple(d.velocity),
                         self.scene.now))

    # ---- helpers ----

    def pan_states(self):
        return [e[1] for e in self.log if e[0] == "pan"]

    def pan_began_at(self):
        return next(e[4] for e in self.log if e[0] == "pan" and e[1] == "BEGAN")

    def kinds(self):
        return [e.kind for e in self.events]

    def event(self, kind):
        (e,) = [e for e in self.events if e.kind == kind]
        return e

    def expected_offset(self, u):
        """S4: the content offset for an unclamped 1:1 offset u (rubber band past an edge)."""
        d, c = self.h, RUBBER_BAND_C
        if u < self.lo:
            x = self.lo - u
            return self.lo - x * d * c / (d + c * x)
        if u > self.hi:
            x = u - self.hi
            return self.hi + x * d * c / (d + c * x)
        return u


@pytest.fixture(params=[(n, s) for n in DRAGS for s in STARTS],
                ids=["%s-%s" % (n, s) for n in DRAGS for s in STARTS])
def run(request):
    r = Run(*request.param)
    yield r
    r.close()


@pytest.fixture(params=DRAGS)
def middle(request):
    r = Run(request.param, "middle")
    yield r
    r.close()


def test_recordings_are_one_finger_drags():
    """What the tests below take for granted about the data (Tests/data/README.md)."""
    for name in DRAGS:
        rec = load(name)
        assert rec["touches"] == 1, name
        phases = [s["phase"] for s in rec["samples"]]
        assert phases[0] == "began" and phases[-1] == "ended"
        assert set(phases[1:-1]) == {"moved"}
        ys = [s["y"] for s in rec["samples"]]
        xs = [s["x"] for s in rec["samples"]]
        assert max(ys) - min(ys) > 3 * (max(xs) - min(xs)), name  # mostly vertical


# ---- S4: the content follows the finger --------------------------------------------------------

def test_S4_content_follows_the_finger_1_to_1_after_the_pan_began(run):
    """Before the pan begins the content stays; from the frame it began, offset = offset at the
    touch-down − (finger travel − the travel within the slop at that frame), passed through the
    rubber band when beyond an edge: the began frame takes the travel beyond the slop at once
    (UIKit's pan takes only its 10 pt hysteresis off the translation), then 1:1; x never
    moves (the list is vertical)."""
    assert run.pan_states()[0] == "BEGAN"
    began = run.pan_began_at()
    before = [a for a in run.after if a[0] < began]
    during = [a for a in run.after if a[0] >= began]
    for _, _, off in before:
        assert off == (0.0, run.o0)  # under the slop: no move
    y_down = run.rec["samples"][0]["y"]
    _, y_began, _ = during[0]
    d = y_began - y_down
    slop = run.list.scroll_pan.params["slop"]
    within = math.copysign(min(abs(d), slop), d)  # S4: the travel within the slop
    assert abs(d) >= slop
    for t, y, (ox, oy) in during[:-1]:  # the last frame is the lift
        u = run.o0 - (y - y_down - within)
        assert ox == 0.0
        assert oy == pytest.approx(run.expected_offset(u), abs=1e-6), (run.name, t, y)
        if not run.lo <= u <= run.hi:
            # past an edge: the content goes beyond it, by less than the finger does
            edge = run.lo if u < run.lo else run.hi
            assert 0 < abs(oy - edge) < abs(u - edge)
            assert (oy < edge) == (u < edge)
    # the lift does not move the content (it only ends the drag)
    assert during[-1][2] == during[-2][2]


def test_S4_drags_toward_an_edge_rubber_band_and_spring_back():
    """Each drag overscrolls from at least one of the edges (isdv4 and ep0430m09 drag down
    from the top, atmel drags up from the bottom), and is released there or comes back in
    range."""
    for name in DRAGS:
        overscrolled = []
        for start in ("top", "bottom"):
            r = Run(name, start)
            try:
                if any(not r.lo <= oy <= r.hi for _, _, (_, oy) in r.after):
                    overscrolled.append(start)
                    assert r.lo <= r.rest[1] <= r.hi  # sprung back (or dragged back) in range
            finally:
                r.close()
        assert overscrolled, name


def test_S4_the_middle_start_never_reaches_an_edge(middle):
    """The middle start is there to check pure 1:1 tracking: no recording travels half the
    content, so no rubber band was involved."""
    assert all(middle.lo < oy < middle.hi for _, _, (_, oy) in middle.after)


def test_S4_content_rests_inside_its_range_after_enough_time(run):
    lo, hi = run.lo, run.hi
    assert run.state == tc.ScrollState(dragging=False, decelerating=False)
    assert run.rest[0] == 0.0
    assert lo <= run.rest[1] <= hi
    end = run.event(K.WILL_END_DRAGGING)
    assert run.rest[1] == pytest.approx(end.target.y, abs=1e-6)
    # and stays there: more time moves nothing, reports nothing
    n = len(run.events)
    run.scene.advance(run.t_end + run.settle + 5)
    assert tuple(run.list.content_offset) == run.rest and len(run.events) == n


def test_S4_deceleration_moves_monotonically_to_the_target(run):
    """Decelerating (or springing back) the content moves toward the target and stops there,
    without overshooting it."""
    end = run.event(K.WILL_END_DRAGGING)
    i = run.kinds().index(K.DID_END_DRAGGING)
    ys = [end.offset.y] + [e.offset.y for e in run.events[i + 1:] if e.kind == K.DID_SCROLL]
    sign = math.copysign(1.0, end.target.y - end.offset.y)
    steps = [sign * (b - a) for a, b in zip(ys, ys[1:])]
    assert all(s >= 0 for s in steps), steps
    assert ys[-1] == pytest.approx(end.target.y, abs=1e-6)


# ---- S7: delegate events, in UIKit's order ----------------------------------------------------

def test_S7_delegate_events_in_uikit_order(run):
    kinds = run.kinds()
    assert kinds[0] == K.WILL_BEGIN_DRAGGING  # nothing, not even did_scroll, before it
    i_end = kinds.index(K.WILL_END_DRAGGING)
    assert set(kinds[1:i_end]) <= {K.DID_SCROLL} and i_end > 1
    assert kinds[i_end + 1] == K.DID_END_DRAGGING
    rest = kinds[i_end + 2:]
    decelerate = run.event(K.DID_END_DRAGGING).decelerate
    assert isinstance(decelerate, bool)
    if decelerate:
        assert rest[0] == K.WILL_BEGIN_DECELERATING and rest[-1] == K.DID_END_DECELERATING
        assert set(rest[1:-1]) <= {K.DID_SCROLL}
    else:
        assert rest == []  # no decelerating messages, and nothing moves
        assert run.rest == tuple(run.event(K.WILL_END_DRAGGING).offset)
    for kind in (K.WILL_BEGIN_DRAGGING, K.WILL_END_DRAGGING, K.DID_END_DRAGGING):
        assert kinds.count(kind) == 1


def test_S7_did_scroll_reports_every_offset_change(run):
    """After each frame, the last did_scroll (if the content has moved) carries the offset."""
    seen = 0
    last = (0.0, run.o0)
    for t, _, off in run.after:
        upto = [e for e in run.log if e[0] == "scroll" and e[6] <= t]
        scrolls = [e for e in upto if e[1] == "DID_SCROLL"]
        if off != last:
            assert len(scrolls) > seen and scrolls[-1][2] == off, (run.name, t)
        else:
            assert len(scrolls) == seen, (run.name, t)
        seen, last = len(scrolls), off


def test_S7_will_end_dragging_velocity_in_points_per_ms_and_target(run):
    end = run.event(K.WILL_END_DRAGGING)
    assert math.isfinite(end.velocity.x) and math.isfinite(end.velocity.y)
    assert end.velocity.x == 0.0  # a vertical list: no content velocity along x
    pan = [e for e in run.log if e[0] == "pan" and e[1] == "ENDED"]
    assert len(pan) == 1
    # S4 (UIKit's -_updatePanGesture and -_endPanNormal:): the pan's velocity (points per
    # SECOND, with the finger) at the drag's last two updates, its began and changes; the
    # content's velocity is against the finger, per millisecond
    updates = [-e[3][1] / 1000.0 for e in run.log if e[0] == "pan" and e[1] in ("BEGAN", "CHANGED")]
    latest = updates[-1]
    previous = updates[-2] if len(updates) > 1 else 0.0
    if pan[0][3] == (0.0, 0.0):  # the finger stopped before it lifted: no velocity
        latest = previous = 0.0
    # a release in range slower than 0.25 pt/ms does not fling (UIKit zeroes it; past an
    # edge it keeps it); else 3/4 of the previous update's velocity and 1/4 of the last's
    expected = latest
    if abs(latest) < 0.25 and run.lo <= end.offset.y <= run.hi:
        expected = 0.0
    elif previous != 0.0:
        expected = 0.75 * previous + 0.25 * latest
    assert end.velocity.y == pytest.approx(expected, abs=1e-9)
    assert abs(end.velocity.y) < 20  # a human finger, in pt/ms (20 pt/ms = 20,000 pt/s)
    assert math.isfinite(end.target.x) and math.isfinite(end.target.y)
    assert end.target.x == 0.0 and run.lo <= end.target.y <= run.hi
    r = tc.ScrollParams().deceleration_rate
    # S4: UIKit's projection o + (v - 0.01·sgn v)/|ln r| (o when v is 0), clamped, also when
    # released past an edge
    v = end.velocity.y
    projected = end.offset.y if v == 0 else end.offset.y + (v - math.copysign(0.01, v)) / -math.log(r)
    assert end.target.y == pytest.approx(min(max(projected, run.lo), run.hi), abs=1e-6)
    did_end = run.event(K.DID_END_DRAGGING)
    assert did_end.offset == end.offset
    assert did_end.decelerate == (end.target.y != end.offset.y)


# ---- S2: the row under the finger -------------------------------------------------------------

def test_S2_row_under_the_finger_gets_nothing_when_the_drag_scrolls_before_the_delay(run):
    down = run.rec["samples"][0]
    assert run.under in run.rows
    began = run.pan_began_at()
    # these recordings scroll that fast (60-85 ms after the touch-down)
    assert began - down["t"] < tc._raw.TC_SCROLL_CONTENT_TOUCH_DELAY
    assert [e for e in run.log if e[0] == "row"] == []


def test_S2_S3_a_slow_start_reaches_the_row_then_cancels_it():
    """The same recording with its first frames slowed down so that the pan begins after the
    delay: the row under the finger gets began with the touch's own timestamp at the delay, then
    cancelled when the drag scrolls (a plain row: touches_should_cancel answers true)."""
    name = "isdv4-single-center-scroll"
    rec = load(name)
    delay = tc._raw.TC_SCROLL_CONTENT_TOUCH_DELAY
    shift = 0.3  # every sample after the touch-down comes 0.3 s later
    samples = [dict(s, t=s["t"] + (shift if i else 0.0)) for i, s in enumerate(rec["samples"])]
    r = Run(name, "middle", rec=dict(rec, samples=samples))
    try:
        rows = [e for e in r.log if e[0] == "row"]
        assert {e[1] for e in rows} == {r.under.name}
        phases = [e[2] for e in rows]
        # began at the delay, moves within the pan's slop, then cancelled
        assert phases[0] == "BEGAN" and phases[-1] == "CANCELLED"
        assert set(phases[1:-1]) <= {"MOVED"}
        assert rows[0][3] == 0.0 and rows[0][4] == pytest.approx(delay)  # its own time (T2)
        assert rows[-1][4] == r.pan_began_at()
        assert r.rest[1] != r.o0  # and the list scrolled
    finally:
        r.close()


# ---- S6: a horizontal recording on a vertical list ---------------------------------------------

def test_S2_S6_horizontal_swipe_recording_scrolls_a_vertical_list_only_by_its_drift():
    """A 1,178 pt horizontal swipe that drifts 14 pt vertically. S6 (UIKit's per-axis
    hysteresis): the list's pan stays possible while only x travels, and begins once the
    vertical drift reaches the slop; S2: the row gets the held began as soon as the x travel
    passes the slop (before the content-touch delay), with its own timestamp; S3: the drag
    then cancels it. The content moves by the drift past the slop only."""
    r = Run("isdv4-single-top-swipe", "middle")
    try:
        slop = 10.0
        down = r.rec["samples"][0]
        first_across = next(s["t"] for s in r.rec["samples"]
                            if abs(s["x"] - down["x"]) > slop)
        rows = [e for e in r.log if e[0] == "row"]
        assert rows[0][2] == "BEGAN" and rows[0][3] == 0.0 and rows[0][4] == first_across
        assert first_across < tc._raw.TC_SCROLL_CONTENT_TOUCH_DELAY
        began = r.pan_began_at()
        assert all(abs(s["y"] - down["y"]) < slop for s in r.rec["samples"] if s["t"] < began)
        pan = next(e for e in r.log if e[0] == "pan" and e[1] == "BEGAN")
        assert abs(pan[2][1]) >= slop
        assert rows[-1][2] == "CANCELLED" and rows[-1][4] == began
        drift = max(abs(s["y"] - down["y"]) for s in r.rec["samples"])
        assert abs(r.rest[1] - r.o0) <= drift - slop + 5  # the drift's, plus a short glide
        assert r.kinds()[0] == K.WILL_BEGIN_DRAGGING
    finally:
        r.close()


# ---- determinism ------------------------------------------------------------------------------

@pytest.mark.parametrize("name", DRAGS)
def test_S4_S7_same_recording_twice_gives_the_same_log(name):
    a, b = Run(name, "top"), Run(name, "top")
    try:
        assert a.log == b.log and a.after == b.after and a.rest == b.rest
        assert len(a.log) > 10
    finally:
        a.close()
        b.close()


# ---- the example scenes of issue 15 (examples/scenes) -----------------------------------------

SCENES = os.path.join(REPO, "examples", "scenes")


def _example(name):
    return replay.load(os.path.join(SCENES, name + ".json"))


def test_S4_S7_scroll_list_recording_example_is_the_recording():
    """examples/scenes/scroll_list_recording.json replays isdv4-single-center-scroll unchanged
    (its provenance is in the MANIFEST): the drag passes the top edge, rubber-bands, springs
    back; the row under the finger gets nothing."""
    doc = _example("scroll_list_recording")
    rec = load("isdv4-single-center-scroll")
    steps = [s for s in doc["trace"] if "touch" in s]
    assert steps == importers.samples_to_steps(rec["samples"])
    assert doc["windows"][0]["frame"] == [0, 0, *SCREENS["isdv4"]]
    records = replay.replay(doc)
    assert not [r for r in records if r["ev"] in ("touches", "error")]
    scroll = [r for r in records if r["ev"] == "scroll"]
    end = next(r for r in scroll if r["event"] == "will_end_dragging")
    assert end["offset"][1] < 0 and end["target_offset"] == [0.0, 0.0]
    assert scroll[-1]["event"] == "did_end_decelerating" and scroll[-1]["offset"] == [0.0, 0.0]


def test_S6_pager_of_lists_example():
    """examples/scenes/pager_of_lists.json: a mostly horizontal drag pages (the inner list's pan
    stays possible, S6, until the pager's began excludes it, G3; the list does not scroll); a
    mostly vertical drag scrolls the inner list (the
    pager's pan fails, the pager does not move); a tap on a button in a list: delayed began,
    touch_up_inside. No row ever gets a touch."""
    doc = _example("pager_of_lists")
    records = replay.replay(doc)
    assert not [r for r in records if r["ev"] == "error"]

    def of(touch_t0, touch_t1):
        return [r for r in records if touch_t0 <= r["at"] < touch_t1]

    page, drag, tap = of(0, 1.5), of(1.5, 2.5), of(2.5, 9)
    g = [(r["recognizer"], r["state"]) for r in page if r["ev"] == "gesture"]
    assert set(g[:2]) == {("list0.pan", "failed"), ("pager.pan", "began")}
    assert [r["reason"] for r in page if r.get("recognizer") == "list0.pan"] == ["pager.pan recognized first"]
    assert g[-1] == ("pager.pan", "ended")
    assert {r["view"] for r in page if r["ev"] == "scroll"} == {"pager"}
    last = [r for r in page if r["ev"] == "scroll"][-1]
    assert last["event"] == "did_end_decelerating" and last["offset"] == [320.0, 0.0]
    g = [(r["recognizer"], r["state"]) for r in drag if r["ev"] == "gesture"]
    assert g[:2] == [("list1.pan", "began"), ("pager.pan", "failed")]
    assert {r["view"] for r in drag if r["ev"] == "scroll"} == {"list1"}
    ends = [r for r in drag if r["ev"] == "scroll" and r["event"] == "did_end_dragging"]
    assert [r["offset"] for r in ends] == [[0.0, 110.0]]
    assert [(r["ev"], r.get("event") or r.get("phase"), r["t"], r["at"]) for r in tap
            if r["ev"] in ("touches", "control")] == [
        ("touches", "began", 2.5, 2.58), ("control", "touch_down", 2.5, 2.58),
        ("touches", "ended", 2.58, 2.58), ("control", "touch_up_inside", 2.58, 2.58)]
    assert {r["view"] for r in tap if r["ev"] == "control"} == {"list1_button"}
    assert not [r for r in tap if r["ev"] == "scroll"]
    assert {r["responder"] for r in records if r["ev"] == "touches"} == {"list1_button"}
