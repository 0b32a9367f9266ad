"""Scroll views through Python (S1-S8, docs/BEHAVIOUR.md): the scenarios of Tests/c/test_scroll.c
with View.make_scroll, content_offset, scroll_pan, scroll_state, on_scroll and the
touches_should_begin / touches_should_cancel hooks; argument checks; and the scene format's
`scroll` key (docs/FORMAT.md)."""
import copy
import json
import math
import re

import pytest

import touchchain as tc
from touchchain import replay

SCROLL_EVENTS = ["will_begin_dragging", "did_scroll", "will_end_dragging", "did_end_dragging",
                 "will_begin_decelerating", "did_end_decelerating"]


class Fixture:
    """A 320x480 list (content 2000 high) holding a button at y 100 and a plain row at y 200,
    with a log of everything the host hears ("button:touch_down", "row:began", "scroll:...")."""

    def __init__(self, should_cancel=None, **scroll):
        self.scene = s = tc.Scene()
        self.log, self.events, self.row_began_time = [], [], None
        self.win = tc.Window(s, 0, 0, 320, 480, name="win")
        self.list = self.win.add_subview(tc.View(s, 0, 0, 320, 480, name="list"))
        self.list.make_scroll(content_size=(320, 2000), **scroll)
        self.list.on_scroll = self._on_scroll
        if should_cancel is not None:
            self.list.touches_should_cancel = should_cancel
        self.button = self.list.add_subview(tc.View(s, 0, 100, 320, 44, name="button"))
        self.button.make_control("button").add_target(
            ["touch_down", "touch_up_inside", "touch_cancel"], lambda c, e: self.log.append("button:" + e.name.lower()))
        self.row = self.list.add_subview(tc.View(s, 0, 200, 320, 44, name="row"))
        self.row.on_touches = self._on_row

    def _on_scroll(self, view, event):
        assert view is self.list
        self.log.append("scroll:" + event.kind.name.lower())
        self.events.append(event)

    def _on_row(self, view, event):
        self.log.append("row:" + event.phase.name.lower())
        if event.phase == tc.Phase.BEGAN:
            self.row_began_time = event.timestamp
        return True

    def touch(self, phase, x, y, t):
        self.scene.push_touch(1, phase, x, y, t)
        self.scene.advance(t)

    def drag(self, x, y, dx, dy, steps, dt, t):
        self.touch("began", x, y, t)
        for i in range(1, steps + 1):
            self.touch("moved", x + dx * i / steps, y + dy * i / steps, t + dt * i)
        t += dt * steps
        self.touch("ended", x + dx, y + dy, t)
        return t

    def order(self):
        """The scroll events in order, consecutive did_scrolls merged."""
        out = []
        for e in self.log:
            if e.startswith("scroll:") and (not out or out[-1] != e[7:]):
                out.append(e[7:])
        return out

    def event(self, kind):
        return [e for e in self.events if e.kind == kind][-1]


@pytest.fixture
def f():
    fixture = Fixture()
    yield fixture
    fixture.scene.close()


# ---- S1 ---------------------------------------------------------------------------------------

def test_S1_scroll_view_defaults_pan_handle_and_offset_is_bounds_origin(f):
    p = f.list.scroll
    assert isinstance(p, tc.ScrollParams)
    assert p == tc.ScrollParams(content_w=320.0, content_h=2000.0)
    assert (p.scroll_enabled, p.bounces, p.paging, p.delays_content_touches,
            p.can_cancel_content_touches) == (True, True, False, True, True)
    assert p.deceleration_rate == tc.ScrollParams().deceleration_rate == 0.998
    assert p.content_size == (320.0, 2000.0) and p.content_inset == (0.0, 0.0, 0.0, 0.0)
    assert f.list.is_scroll_view and not f.row.is_scroll_view
    pan = f.list.scroll_pan
    assert isinstance(pan, tc.PanRecognizer) and pan.kind == tc.RecognizerKind.PAN
    assert pan is f.list.scroll_pan and pan.name == "list.pan" and pan.view is f.list
    with pytest.raises(tc.StateError):
        pan.destroy()
    with pytest.raises(tc.StateError):
        pan.detach()
    assert not pan.destroyed
    # The offset is the bounds origin: hit-testing follows it.
    f.list.content_offset = (0, 100)
    assert f.log == ["scroll:did_scroll"]
    assert f.events[0] == tc.ScrollEvent(tc.ScrollEventKind.DID_SCROLL, tc.Point(0.0, 100.0))
    assert f.list.content_offset == (0.0, 100.0) and f.list.bounds.y == 100.0
    assert f.win.hit_test(10, 110) is f.row  # content y 210
    assert f.list.scroll_state == tc.ScrollState(dragging=False, decelerating=False)
    # Errors.
    with pytest.raises(tc.StateError):
        f.row.content_offset  # noqa: B018
    with pytest.raises(tc.InvalidArgumentError, match="deceleration_rate"):
        f.list.make_scroll(deceleration_rate=1.0)
    with pytest.raises(tc.InvalidArgumentError, match="content_w"):
        f.list.make_scroll(deceleration_rate="fast", content_w=-1)
    assert f.list.scroll.deceleration_rate == 0.998  # a refused change changes nothing
    assert tc.ScrollEventKind("will_end_dragging") == tc.ScrollEventKind.WILL_END_DRAGGING
    assert [k.name.lower() for k in tc.ScrollEventKind] == SCROLL_EVENTS
    for k in tc.ScrollEventKind:
        assert tc.lib.tc_scroll_event_string(int(k)).decode() == k.name.lower()


def test_S1_tracking_from_touch_down_to_lift(f):
    """UIScrollView.isTracking: true from the touch-down, before any drag, to the lift (still
    true when did_end_dragging is told: UIKit clears it after the end-of-drag messages)."""
    seen = []
    f.list.on_scroll = lambda v, e: seen.append((e.kind, v.scroll_tracking))
    assert f.list.scroll_tracking is False
    f.touch("began", 160, 400, 1.0)
    assert f.list.scroll_tracking is True and not f.list.scroll_state.dragging
    f.touch("moved", 160, 300, 1.02)
    f.touch("moved", 160, 200, 1.04)
    assert f.list.scroll_tracking and f.list.scroll_state.dragging
    f.touch("ended", 160, 200, 1.05)
    assert (tc.ScrollEventKind.WILL_BEGIN_DRAGGING, True) in seen
    assert (tc.ScrollEventKind.DID_END_DRAGGING, True) in seen
    assert f.list.scroll_tracking is False and f.list.scroll_state.decelerating
    with pytest.raises(tc.StateError):
        f.row.scroll_tracking  # noqa: B018


def test_S1_S7_flags_seen_by_the_end_of_drag_messages(f):
    """S1: isTracking holds through will_end_dragging, did_end_dragging and
    will_begin_decelerating (UIKit clears it after -_endPanNormal:). S7: isDecelerating is set
    when will_begin_decelerating is told; an in-range fling keeps isDragging until just before
    did_end_decelerating, a slow release clears it before will_end_dragging."""
    seen = {}
    def on(v, e):
        f._on_scroll(v, e)
        st = v.scroll_state
        seen[e.kind] = (v.scroll_tracking, st.dragging, st.decelerating)
    f.list.on_scroll = on
    t = f.drag(160, 400, 0, -100, 20, 0.05, 1.0)  # slow: no deceleration
    K = tc.ScrollEventKind
    assert f.event(K.DID_END_DRAGGING).decelerate is False
    assert seen[K.WILL_END_DRAGGING] == (True, False, False)
    assert seen[K.DID_END_DRAGGING] == (True, False, False)
    assert (f.list.scroll_tracking, f.list.scroll_state) == (False, tc.ScrollState(False, False))
    seen.clear()
    t = f.drag(160, 400, 0, -200, 4, 0.01, t + 1)  # a fling
    assert seen[K.WILL_END_DRAGGING] == (True, True, False)
    assert seen[K.DID_END_DRAGGING] == (True, True, False)
    assert seen[K.WILL_BEGIN_DECELERATING] == (True, True, True)
    assert (f.list.scroll_tracking, f.list.scroll_state) == (False, tc.ScrollState(True, True))
    f.scene.advance(t + 20)
    assert seen[K.DID_END_DECELERATING] == (False, False, False)


def test_S1_content_that_fits_is_not_tracked():
    f = Fixture()
    try:
        f.list.make_scroll(content_size=(320, 480))
        f.touch("began", 160, 400, 1.0)
        assert f.list.scroll_tracking is False
        f.touch("ended", 160, 400, 1.05)
        f.list.make_scroll(always_bounce_vertical=True)
        f.touch("began", 160, 400, 2.0)
        assert f.list.scroll_tracking is True
        f.touch("ended", 160, 400, 2.05)
        assert f.list.scroll_tracking is False
    finally:
        f.scene.close()


def test_S1_content_that_fits_is_not_caught_or_tracked(f):
    # Content that shrank to fit during a fling: the touch-down neither stops nor catches the
    # motion, and does not track; the motion goes on back into range and ends as usual.
    t = f.drag(160, 400, 0, -150, 5, 0.01, 1.0)
    f.scene.advance(t + 0.1)
    t += 0.1
    f.list.make_scroll(content_size=(320, 480))
    assert f.list.scroll_state.decelerating
    del f.log[:]
    f.touch("began", 160, 300, t + 0.01)
    assert f.list.scroll_tracking is False
    assert f.list.scroll_state == tc.ScrollState(dragging=False, decelerating=True)
    f.touch("moved", 160, 200, t + 0.05)
    f.touch("ended", 160, 200, t + 0.08)
    assert "scroll:will_begin_dragging" not in f.log
    f.scene.advance(t + 10)
    assert f.list.scroll_state == tc.ScrollState(dragging=False, decelerating=False)
    assert f.log[-1] == "scroll:did_end_decelerating"
    assert f.list.content_offset == (0.0, 0.0)


def test_S1_setting_the_bounds_origin_is_a_content_offset_change(f):
    t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)
    f.scene.advance(t + 0.1)
    assert f.list.scroll_state.decelerating
    del f.log[:], f.events[:]
    f.list.bounds = (0, 150, 320, 480)  # UIKit: contentOffset is bounds.origin
    assert f.log == ["scroll:did_scroll"]
    assert f.events[0] == tc.ScrollEvent(tc.ScrollEventKind.DID_SCROLL, tc.Point(0.0, 150.0))
    assert f.list.scroll_state == tc.ScrollState(dragging=False, decelerating=False)
    f.scene.advance(t + 5)
    assert f.list.content_offset == (0.0, 150.0) and "scroll:did_end_decelerating" not in f.log
    assert f.win.hit_test(10, 60) is f.row  # content y 210
    f.list.bounds = (0, 150, 320, 400)  # the same origin: no did_scroll
    assert f.log == ["scroll:did_scroll"] and f.list.bounds.h == 400.0


def test_S1_content_size_inset_bounds_and_frame_changes_clamp_the_offset(f):
    """S1: UIKit's -_adjustContentOffsetIfNecessary after a new content size, inset,
    always-bounce, bounds size or frame: the offset moves into [-inset, content + inset -
    bounds] (content that fits: -inset), with one did_scroll; bounces and paging do not."""
    f.list.content_offset = (0, 1520)
    del f.log[:], f.events[:]
    f.list.make_scroll(content_h=1000)
    assert f.list.content_offset == (0.0, 520.0)
    assert f.log == ["scroll:did_scroll"]
    assert f.events[0].offset == tc.Point(0.0, 520.0)
    f.list.make_scroll(content_h=2000)  # in range: nothing
    assert f.list.content_offset == (0.0, 520.0) and len(f.log) == 1
    f.list.make_scroll(content_h=1000)
    f.list.content_offset = (0, -100)  # the host's offset: not clamped
    f.list.make_scroll(content_inset=(30, 0, 0, 0))
    assert f.list.content_offset == (0.0, -30.0)
    f.list.content_offset = (0, 900)
    del f.log[:]
    f.list.make_scroll(bounces=False, paging=True, deceleration_rate="fast")
    assert f.list.content_offset == (0.0, 900.0) and f.log == []
    f.list.make_scroll(always_bounce_vertical=True, paging=False)
    assert f.list.content_offset == (0.0, 520.0) and f.log == ["scroll:did_scroll"]
    del f.log[:]
    f.list.bounds = (0, 520, 320, 900)  # a taller bounds: the range ends at 100
    assert f.list.content_offset == (0.0, 100.0) and f.log == ["scroll:did_scroll"]
    f.list.bounds = (0, 700, 320, 480)  # a new origin and size: clamped too, one did_scroll
    assert f.list.content_offset == (0.0, 520.0) and len(f.log) == 2
    f.list.content_offset = (40, 900)
    f.list.frame = (0, 0, 320, 480)  # the same frame: clamped all the same
    assert f.list.content_offset == (0.0, 520.0)


def test_S1_S4_a_clamp_during_a_deceleration_lets_it_go_on_in_the_new_range(f):
    t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)
    f.scene.advance(t + 0.1)
    assert f.list.content_offset.y > 300 and f.list.scroll_state.decelerating
    del f.log[:]
    f.list.make_scroll(content_h=600)
    assert f.list.content_offset == (0.0, 120.0) and f.log == ["scroll:did_scroll"]
    assert f.list.scroll_state.decelerating
    f.scene.advance(t + 10)
    assert not f.list.scroll_state.decelerating and f.log[-1] == "scroll:did_end_decelerating"
    assert f.list.content_offset == (0.0, 120.0)


def _overscrolled_drag(s, view, start, step, n=10, t=0.0):
    """A finger on `view` at `start` moved `n` times by `step` (points), one sample a frame;
    returns (where the finger is, the time)."""
    x, y = start
    s.push_touch(1, "began", x, y, t)
    s.dispatch()
    for _ in range(n):
        x, y, t = x + step[0], y + step[1], t + 0.016
        s.push_touch(1, "moved", x, y, t)
        s.dispatch()
    return (x, y), t


@pytest.mark.parametrize("axis", [0, 1])
def test_S1_S4_content_growing_under_an_overscrolled_drag_carries_on_without_a_jump(axis):
    """S1, S4: iOS 18.2 -setContentSize: re-bases a tracking drag (`_startOffsetX/Y` = offset
    + translation) when the offset is past the old end and within the new range: content that
    grows under a finger rubber-banding past the end follows it 1:1 from where it is. Without
    the re-base the next 2 pt move showed the unresisted offset (605.8 -> 712, a 106 pt jump)."""
    with tc.Scene() as s:
        w = tc.Window(s, 0, 0, 320, 480)
        v = w.add_subview(tc.View(s, 0, 0, 320, 480, name="list"))
        size = [320, 480]
        size[axis] = 1000
        v.make_scroll(content_size=size)  # the range ends at 680 / 520
        end = size[axis] - (320, 480)[axis]
        v.content_offset = (end, 0) if axis == 0 else (0, end)
        log = []
        v.on_scroll = lambda view, e: log.append((e.kind.name.lower(), e.offset[axis]))
        step = (-20, 0) if axis == 0 else (0, -20)
        (x, y), t = _overscrolled_drag(s, v, (300, 400), step)
        shown = v.content_offset[axis]
        assert end + 40 < shown < end + 150  # rubber-banding: ~200 pt of travel past the end
        del log[:]
        grown = list(size)
        grown[axis] = 3000
        v.make_scroll(content_size=grown)  # more content loaded under the finger
        assert v.content_offset[axis] == shown and log == []  # in the new range: not moved
        for i in range(1, 4):
            x, y, t = x + step[0] / 10, y + step[1] / 10, t + 0.016
            s.push_touch(1, "moved", x, y, t)
            s.dispatch()
            assert v.content_offset[axis] == pytest.approx(shown + 2 * i)
        assert v.content_offset[1 - axis] == 0.0
        s.push_touch(1, "ended", x, y, t + 0.016)
        s.advance(t + 10)
        # grown, but the offset is still past the new end: the band goes on against the new
        # range, as UIKit's (its next pan update rubber-bands _startOffset - translation)
        v.make_scroll(content_size=size)
        v.content_offset = (end, 0) if axis == 0 else (0, end)
        (x, y), t = _overscrolled_drag(s, v, (300, 400), step, t=t + 11)
        shown = v.content_offset[axis]
        assert shown > end
        v.make_scroll(content_size=[c + 10 if i == axis else c for i, c in enumerate(size)])
        s.push_touch(1, "moved", x + step[0] / 10, y + step[1] / 10, t + 0.016)
        s.dispatch()
        assert end + 10 < v.content_offset[axis] < shown + 2
        s.push_touch(1, "ended", x, y, t + 0.032)
        s.dispatch()


@pytest.mark.parametrize("mode", ["offset", "content_size"])
def test_S7_nested_scroll_messages_are_capped(mode):
    """S7: a did_scroll handler that moves the content (or shrinks it, which clamps the
    offset) each time recursed without limit and crashed the process; the top-level message
    and TC_MAX_SCROLL_EVENT_DEPTH nested ones are sent, a deeper one is not (its change
    stands), and everything returns normally."""
    with tc.Scene() as s:
        w = tc.Window(s, 0, 0, 320, 480)
        v = w.add_subview(tc.View(s, 0, 0, 320, 480))
        v.make_scroll(content_size=(320, 200000))
        v.content_offset = (0, 100000)
        calls = []

        def on_scroll(view, e):
            calls.append(e.offset.y)
            y = view.content_offset.y
            if e.kind == tc.ScrollEventKind.DID_SCROLL and y > 0:
                if mode == "offset":
                    view.content_offset = (0, y - 1)
                else:
                    view.make_scroll(content_h=y + 480 - 1)

        v.on_scroll = on_scroll
        if mode == "offset":
            v.content_offset = (0, 99999)
        else:
            v.make_scroll(content_h=100000 + 480 - 1)
        depth = tc._raw.TC_MAX_SCROLL_EVENT_DEPTH
        assert len(calls) == depth + 1
        assert calls == [99999.0 - i for i in range(depth + 1)]
        # the change the last handler made stands, untold
        assert v.content_offset == (0.0, 99999.0 - depth - 1)
        # and the cap is per nesting: the next top-level change is told again
        del calls[:]
        v.on_scroll = lambda view, e: calls.append(e.offset.y)
        v.content_offset = (0, 5)
        assert calls == [5.0]


def test_S7_a_drag_ended_beyond_the_scroll_event_cap_is_still_told():
    """S7 (found by review): the cap on nested scroll messages skips only did_scroll. A drag
    ended by a did_scroll handler nested past TC_MAX_SCROLL_EVENT_DEPTH (scrolling turned off
    there) is still told: will_end_dragging and did_end_dragging, as at any other depth."""
    with tc.Scene() as s:
        w = tc.Window(s, 0, 0, 320, 480)
        v = w.add_subview(tc.View(s, 0, 0, 320, 480))
        v.make_scroll(content_size=(320, 200000))
        v.content_offset = (0, 100000)
        kinds = []
        depth = {"now": 0}

        def on_scroll(view, e):
            kinds.append(tc.ScrollEventKind(e.kind).name.lower())
            if e.kind != tc.ScrollEventKind.DID_SCROLL or not view.scroll_state.dragging:
                return
            depth["now"] += 1
            if depth["now"] == tc._raw.TC_MAX_SCROLL_EVENT_DEPTH + 1:
                view.make_scroll(enabled=False)   # ends the drag, 65 messages deep
            elif depth["now"] <= tc._raw.TC_MAX_SCROLL_EVENT_DEPTH:
                view.content_offset = (0, view.content_offset.y - 1)

        v.on_scroll = on_scroll
        s.push_touch(1, "began", 100, 300, 0.0)
        s.dispatch()
        s.push_touch(1, "moved", 100, 250, 0.05)
        s.dispatch()
        assert "will_begin_dragging" in kinds
        assert depth["now"] == tc._raw.TC_MAX_SCROLL_EVENT_DEPTH + 1
        assert "will_end_dragging" in kinds and "did_end_dragging" in kinds, kinds[-5:]
        assert not v.scroll_state.dragging
        s.push_touch(1, "ended", 100, 250, 0.1)
        s.dispatch()


def test_S1_parameters_read_write_and_aliases():
    with tc.Scene() as s:
        v = tc.View(s, 0, 0, 100, 100, name="v")
        assert v.make_scroll() is v
        assert v.scroll == tc.ScrollParams()
        v.make_scroll(content_size=[300, 200], content_inset=(1, 2, 3, 4), enabled=False,
                      deceleration_rate="fast", paging=True)
        p = v.scroll
        assert p.content_size == (300.0, 200.0) and p.content_inset == (1.0, 2.0, 3.0, 4.0)
        assert (p.scroll_enabled, p.paging, p.deceleration_rate) == (False, True, 0.99)
        assert not v.scroll_pan.enabled  # scroll_enabled is the pan's isEnabled
        v.make_scroll(paging=False)  # only the fields given change
        assert v.scroll == p._replace(paging=False)
        v.scroll = {"content_h": 50}  # assigning: exactly these, the others UIKit's defaults
        assert v.scroll == tc.ScrollParams(content_h=50.0)
        v.scroll = p
        assert v.scroll == p and v.scroll_pan.enabled is False
        v.make_scroll({"bounces": False}, directional_lock=1)
        assert v.scroll == tc.ScrollParams(bounces=False, directional_lock=True)
        v.content_offset = (-5, 7.5)  # not clamped
        assert v.content_offset == (-5.0, 7.5)


def test_S1_argument_checks():
    with tc.Scene() as s:
        v = tc.View(s, 0, 0, 100, 100)
        with pytest.raises(tc.StateError):
            v.scroll  # noqa: B018 -- not a scroll view
        with pytest.raises(tc.StateError):
            v.scroll_pan  # noqa: B018
        with pytest.raises(tc.StateError):
            v.scroll_state  # noqa: B018
        with pytest.raises(tc.StateError):
            v.on_scroll = lambda view, e: None
        with pytest.raises(tc.StateError):
            v.content_offset = (0, 0)
        with pytest.raises(TypeError, match="unknown scroll parameter 'contentsize'"):
            v.make_scroll(contentsize=(1, 1))
        with pytest.raises(TypeError, match="paging must be a bool"):
            v.make_scroll(paging="yes")
        with pytest.raises(TypeError, match="content_w must be a number"):
            v.make_scroll(content_w="10")
        with pytest.raises(tc.InvalidValueError, match="content_size must be 2 numbers"):
            v.make_scroll(content_size=(1, 2, 3))
        with pytest.raises(TypeError, match="content_inset must be a sequence"):
            v.make_scroll(content_inset=4)
        with pytest.raises(ValueError, match="'slow' is not a rate"):
            v.make_scroll(deceleration_rate="slow")
        with pytest.raises(TypeError, match="params must be a ScrollParams"):
            v.make_scroll(3)  # type: ignore[arg-type]
        with pytest.raises(TypeError, match="scroll must be a ScrollParams"):
            v.scroll = 3  # type: ignore[assignment]
        assert not v.is_scroll_view  # nothing above made it one
        v.make_scroll()
        with pytest.raises(tc.NotFiniteError):
            v.content_offset = (math.nan, 0)
        with pytest.raises(tc.InvalidValueError, match="content_offset must be 2 numbers"):
            v.content_offset = (1, 2, 3)
        with pytest.raises(tc.NotFiniteError):
            v.make_scroll(inset_top=math.inf)
        with pytest.raises(TypeError, match="on_scroll must be callable"):
            v.on_scroll = 3
        with pytest.raises(TypeError, match="touches_should_cancel must be callable"):
            v.touches_should_cancel = "no"
        v.on_scroll = None  # removing hooks: fine
        v.destroy()
        with pytest.raises(tc.StaleHandleError):
            v.is_scroll_view  # noqa: B018


def test_S1_the_pan_goes_with_its_view_and_the_scene():
    s = tc.Scene()
    v = tc.View(s, 0, 0, 100, 100).make_scroll()
    pan = v.scroll_pan
    assert s._lookup(pan.handle) is pan
    v.destroy()
    assert pan.destroyed
    w = tc.View(s, 0, 0, 100, 100).make_scroll()
    pan = w.scroll_pan
    s.close()
    assert pan.destroyed


def test_S1_pan_takes_require_to_fail_links(f):
    tap = tc.TapRecognizer(f.scene, f.list, name="tap")
    tap.require_to_fail(f.list.scroll_pan)
    states = []
    tap.on_state = lambda r, d: states.append(d.state)
    f.drag(160, 400, 0, -100, 5, 0.01, 1.0)
    assert states == [tc.GestureState.FAILED]


# ---- S2: delayed content touches --------------------------------------------------------------

def test_S2_tap_on_button_is_delayed_then_touch_up_inside(f):
    f.touch("began", 160, 122, 1.0)
    assert "button:touch_down" not in f.log  # held
    f.touch("ended", 160, 122, 1.05)
    assert f.log == ["button:touch_down", "button:touch_up_inside"]
    assert f.list.content_offset.y == 0


def test_S2_G5_second_finger_tap_on_a_button_ends_while_the_first_rests(f):
    """The scroll pan does not hold a content touch's ended (UIKit sets its delaysTouchesEnded
    NO): the button's touch_up_inside comes at the second finger's lift, and the first
    finger's scroll afterwards leaves the button nothing to cancel."""
    def at(t):
        f.scene.advance(t)
    f.scene.push_touch(1, "began", 160, 400, 0.0)
    at(0.30)
    f.scene.push_touch(2, "began", 160, 120, 0.30)
    at(0.30)
    f.scene.push_touch(2, "ended", 160, 120, 0.40)
    at(0.40)
    assert f.log == ["button:touch_down", "button:touch_up_inside"]
    for i in range(1, 6):
        f.scene.push_touch(1, "moved", 160, 400 - 10 * i, 0.6 + i * 0.02)
        at(0.6 + i * 0.02)
    f.scene.push_touch(1, "ended", 160, 350, 0.72)
    at(0.72)
    assert "scroll:will_begin_dragging" in f.log and "button:touch_cancel" not in f.log
    assert f.list.scroll_pan.params["delays_touches_ended"] == 0


def test_S2_held_touch_reaches_the_content_after_the_delay_with_its_time(f):
    f.touch("began", 160, 222, 1.0)
    f.scene.advance(1.0 + tc._raw.TC_SCROLL_CONTENT_TOUCH_DELAY / 2)
    assert "row:began" not in f.log
    f.scene.advance(1.0 + tc._raw.TC_SCROLL_CONTENT_TOUCH_DELAY + 0.01)
    assert "row:began" in f.log
    assert f.row_began_time == 1.0  # its original timestamp (T2)
    f.touch("ended", 160, 222, 1.3)
    assert f.log == ["row:began", "row:ended"]


def test_S2_scroll_before_the_delay_gives_the_button_nothing(f):
    f.drag(160, 122, 0, -60, 6, 0.01, 1.0)
    assert not any(e.startswith("button:") for e in f.log)
    assert f.list.content_offset.y == pytest.approx(50)  # 60 pt minus the 10 before the pan (S6)
    assert "scroll:will_begin_dragging" in f.log


def test_S2_touches_should_begin_hook_false_keeps_the_touch_from_the_content(f):
    asked = []

    def should_begin(view, touch, content):
        asked.append((view, touch.id, content))
        return content is not f.button

    f.list.touches_should_begin = should_begin
    assert f.list.touches_should_begin is should_begin
    f.touch("began", 160, 122, 1.0)
    f.touch("ended", 160, 122, 1.05)
    assert asked == [(f.list, 1, f.button)]
    assert f.log == []  # the button got nothing
    f.list.touches_should_begin = None  # UIKit's default again
    f.touch("began", 160, 122, 2.0)
    f.touch("ended", 160, 122, 2.05)
    assert f.log == ["button:touch_down", "button:touch_up_inside"]


def _finger(f, touch_id, phase, x, y, t):
    f.scene.push_touch(touch_id, phase, x, y, t)
    f.scene.advance(t)


def test_S2_a_lift_during_the_delay_lets_every_held_touch_through_and_ends_it(f):
    """S2 (iOS 18.2 -[UIScrollViewDelayedTouchesBeganGestureRecognizer touchesEnded:withEvent:]
    sends every delayed touch at once, then ends or fails): finger 1 on the button and finger 2
    on the row are held; finger 1 lifting at 1.08 lets both through then, not at the end of the
    delay (1.05 + 0.15); finger 3, landing on another row after that, is not held. (The engine held finger 2 until
    the delay passed.)"""
    row2 = f.list.add_subview(tc.View(f.scene, 0, 300, 320, 44, name="row2"))
    row2.on_touches = lambda view, event: f.log.append("row2:" + event.phase.name.lower()) or True
    _finger(f, 1, "began", 160, 122, 1.0)
    _finger(f, 2, "began", 160, 222, 1.05)
    assert f.log == []
    _finger(f, 1, "ended", 160, 122, 1.08)
    assert "button:touch_down" in f.log and "row:began" in f.log
    assert f.row_began_time == 1.05  # with its own time (T2)
    f.log.clear()
    _finger(f, 3, "began", 160, 322, 1.10)
    assert f.log == ["row2:began"]  # at once: the delay is over for the gesture


def test_S2_a_finger_after_the_delay_is_neither_held_nor_asked(f):
    """S2: once the delay has let its touches through (or the scroll view does not delay), a
    later finger of the gesture goes to its content as it lands and touches_should_begin is not
    asked about it (UIKit's delayed-touches recognizer has sent its touches or failed and takes
    no touch until every finger has lifted). A new gesture is asked again. (The engine asked,
    and a hook answering False kept the finger from the row.)"""
    for delays in (True, False):
        f = Fixture(delays_content_touches=delays)
        asked = []

        def should_begin(view, touch, content, f=f, asked=asked):
            asked.append((touch.id, "row" if content is f.row else "button"))
            return content is not f.row

        f.list.touches_should_begin = should_begin
        _finger(f, 1, "began", 160, 122, 1.0)
        f.scene.advance(1.3)
        assert asked == [(1, "button")] and f.log == ["button:touch_down"], delays
        _finger(f, 2, "began", 160, 222, 1.4)
        assert asked == [(1, "button")], delays  # not asked
        assert f.log == ["button:touch_down", "row:began"], delays  # the row has it at once
        _finger(f, 1, "ended", 160, 122, 1.5)
        _finger(f, 2, "ended", 160, 222, 1.5)
        del asked[:]
        _finger(f, 4, "began", 160, 222, 2.0)  # a new gesture: asked again
        f.scene.advance(2.3)
        assert asked == [(4, "row")], delays
        f.scene.close()


# ---- S3: cancelling content touches -----------------------------------------------------------

def _hold_then_drag(f, y):
    f.touch("began", 160, y, 1.0)
    f.scene.advance(1.2)
    f.touch("moved", 160, y - 20, 1.25)
    f.touch("moved", 160, y - 40, 1.3)


def test_S3_hold_then_drag_on_a_button_keeps_it_and_does_not_scroll(f):
    _hold_then_drag(f, 122)
    f.touch("ended", 160, 82, 1.35)
    assert "button:touch_down" in f.log and "button:touch_up_inside" in f.log
    assert "button:touch_cancel" not in f.log
    assert "scroll:will_begin_dragging" not in f.log
    assert f.list.content_offset.y == 0
    assert f.list.scroll_pan.details.failure_reason == tc.FailureReason.VETOED_BY_VIEW


def test_S3_hold_then_drag_on_a_plain_row_cancels_it_and_scrolls(f):
    _hold_then_drag(f, 222)
    assert f.log[0] == "row:began" and "row:cancelled" in f.log
    assert f.list.content_offset.y == pytest.approx(30)  # S4: the 40 pt travelled less the slop
    assert f.list.scroll_state.dragging
    f.touch("ended", 160, 182, 1.35)
    assert "row:ended" not in f.log


def test_S3_should_cancel_hook_true_cancels_a_button_and_scrolls():
    asked = []

    def should_cancel(view, content):
        asked.append(content)
        return True

    f = Fixture(should_cancel=should_cancel)
    try:
        _hold_then_drag(f, 122)
        f.touch("ended", 160, 82, 1.35)
        assert asked == [f.button]
        assert "button:touch_down" in f.log and "button:touch_cancel" in f.log
        assert "button:touch_up_inside" not in f.log
        assert f.list.content_offset.y > 0
    finally:
        f.scene.close()


def test_S3_can_cancel_content_touches_false_keeps_the_row_touch():
    f = Fixture(can_cancel_content_touches=False)
    try:
        _hold_then_drag(f, 222)
        f.touch("ended", 160, 182, 1.35)
        assert "row:cancelled" not in f.log
        assert "row:moved" in f.log and "row:ended" in f.log
        assert f.list.content_offset.y == 0
    finally:
        f.scene.close()


# ---- S4, S7: drag, fling, deceleration, delegate order ----------------------------------------

def test_S4_S7_fling_ends_at_the_projection_in_delegate_order(f):
    t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)  # 2 pt/ms upward
    r = 0.998
    will_end = f.event(tc.ScrollEventKind.WILL_END_DRAGGING)
    assert will_end.velocity.x == pytest.approx(0) and will_end.velocity.y == pytest.approx(2.0)
    # UIKit's target: where the speed falls to 0.01 pt/ms, o + (v - 0.01)/|ln r|
    expected = min(will_end.offset.y + (will_end.velocity.y - 0.01) / -math.log(r), 2000 - 480)
    assert will_end.target.y == pytest.approx(expected)
    did_end = f.event(tc.ScrollEventKind.DID_END_DRAGGING)
    assert did_end.decelerate is True and did_end.velocity == (0, 0) and did_end.target is None
    # S7: UIKit's dragging bit stays set through an in-range fling's deceleration
    assert f.list.scroll_state == tc.ScrollState(dragging=True, decelerating=True)
    f.scene.advance(t + 0.5)
    v = will_end.velocity.y
    now = f.scene.now
    assert f.list.content_offset.y == pytest.approx(
        will_end.offset.y + v * r * (1 - r ** ((now - t) * 1000)) / (1 - r), abs=1e-6)
    f.scene.advance(t + 20)
    # it stops once slower than 0.01 pt/ms: about a point short of the target
    assert will_end.target.y - 1.5 < f.list.content_offset.y < will_end.target.y
    assert f.list.scroll_state == tc.ScrollState(False, False)
    assert f.order() == ["will_begin_dragging", "did_scroll", "will_end_dragging",
                         "did_end_dragging", "will_begin_decelerating", "did_scroll",
                         "did_end_decelerating"]
    assert "row:began" not in f.log


def retarget_to_300(f):
    """A delegate that logs every event and changes will-end-dragging's target to (0, 300)."""
    def on_scroll(view, event):
        f.events.append(event)
        if event.kind == tc.ScrollEventKind.WILL_END_DRAGGING:
            event.target = (0, 300)

    f.list.on_scroll = on_scroll


def test_S7_will_end_dragging_target_can_be_changed_by_the_handler(f):
    retarget_to_300(f)
    t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)
    f.scene.advance(t + 20)
    assert f.list.content_offset == (0.0, 300.0)
    assert f.events[-1].kind == tc.ScrollEventKind.DID_END_DECELERATING


def _release_at_rest(f, t=1.0):
    """A drag of 30 pt up, held still past the pan's stop gap, lifted: no release velocity."""
    f.touch("began", 160, 400, t)
    for i in range(1, 4):
        f.touch("moved", 160, 400 - 10 * i, t + 0.016 * i)
    t += 0.3
    f.touch("ended", 160, 370, t)
    return t


def test_S7_a_near_changed_target_is_reached_at_the_slow_aim_rate(f):
    """S7 (iOS 18.2 _scrollViewWillEndDraggingWithDeceleration:): a target the view's own rate
    would reach with less than 0.25 pt/ms is reached decaying 0.985 per ms, with the velocity
    that arrives there at 0.01 pt/ms: 20 pt from a release at rest in about 230 ms. (The engine
    crept there at 0.998 per ms, about 820 ms.)"""
    def on_scroll(view, event):
        f._on_scroll(view, event)
        if event.kind == tc.ScrollEventKind.WILL_END_DRAGGING:
            event.target = (0, event.offset.y + 20)

    f.list.on_scroll = on_scroll
    t = _release_at_rest(f)
    end = f.event(tc.ScrollEventKind.WILL_END_DRAGGING)
    assert end.velocity == (0, 0)
    o = end.offset.y
    r = 0.985
    v = 0.01 + 20 * (1 - r) / r
    f.scene.advance(t + 0.1)
    ms = (f.scene.now - t) * 1000
    assert f.list.content_offset.y == pytest.approx(o + v * r * (1 - r ** ms) / (1 - r))
    f.scene.advance(t + 0.2)
    assert f.events[-1].kind != tc.ScrollEventKind.DID_END_DECELERATING
    f.scene.advance(t + 0.3)
    assert f.events[-1].kind == tc.ScrollEventKind.DID_END_DECELERATING
    assert f.list.content_offset == (0, o + 20)


def test_S4_release_velocity_is_three_quarters_the_previous_update_and_a_quarter_the_last(f):
    """S4 (iOS 18.2 -_updatePanGesture keeps the velocity of the previous update, and
    -_endPanNormal: releases with 0.75·previous + 0.25·last): an accelerating flick is released
    with less than its last update's velocity, and projected from that. (The engine released
    with the pan's velocity at the lift.)"""
    updates = []
    f.list.scroll_pan.on_state = lambda r, d: updates.append(d.velocity.y)
    t, y = 1.0, 400.0
    f.touch("began", 160, y, t)
    for i in range(1, 9):
        t += 0.01
        y -= 3 * i  # faster at every sample
        f.touch("moved", 160, y, t)
    f.touch("ended", 160, y, t)
    end = f.event(tc.ScrollEventKind.WILL_END_DRAGGING)
    last, previous = -updates[-2] / 1000, -updates[-3] / 1000  # updates[-1]: the ended state
    assert previous < last
    assert end.velocity.y == pytest.approx(0.75 * previous + 0.25 * last, abs=1e-12)
    assert end.velocity.y < last - 0.1
    r = tc.ScrollParams().deceleration_rate
    assert end.target.y == pytest.approx(end.offset.y + (end.velocity.y - 0.01) / -math.log(r))


def test_G9_S4_scroll_pan_ends_with_its_final_sample_and_the_content_where_the_moves_left_it():
    """G9: a scroll view's pan, lifted 30 pt past its last move, reports that lift in its
    translation at ended; S4: the content stays where the last move left it and the release
    (velocity, target) is the moves' — the same as for a lift where the finger last moved."""
    runs = []
    for extra in (0, 30):
        fx = Fixture()
        got = []
        fx.list.scroll_pan.on_state = lambda r, d: got.append((d.state.name, d.translation.y))
        t, y = 1.0, 400.0
        fx.touch("began", 160, y, t)
        for _ in range(6):
            t += 0.01
            y -= 15
            fx.touch("moved", 160, y, t)
        fx.touch("ended", 160, y - extra, t + 0.01)
        end = fx.event(tc.ScrollEventKind.WILL_END_DRAGGING)
        runs.append((got[-1], end.offset, end.velocity, end.target))
        fx.scene.close()
    (still, *release_still), (moved, *release_moved) = runs
    assert still == ("ENDED", -90.0) and moved == ("ENDED", -120.0)
    assert release_moved == release_still


def test_S7_exceptions_in_scroll_callbacks_are_re_raised_by_the_dispatching_call(f):
    class Boom(Exception):
        pass

    def on_scroll(view, event):
        raise Boom(event.kind.name)

    f.list.on_scroll = on_scroll
    with pytest.raises(Boom, match="DID_SCROLL"):
        f.list.content_offset = (0, 10)
    f.list.on_scroll = None

    def should_cancel(view, content):
        raise Boom("should_cancel")

    f.list.touches_should_cancel = should_cancel
    f.touch("began", 160, 222, 1.0)
    f.scene.advance(1.2)
    with pytest.raises(Boom, match="should_cancel"):
        f.touch("moved", 160, 202, 1.25)
    # the engine got UIKit's answer (a plain row: cancel and scroll)
    assert "row:cancelled" in f.log

    def on_bad_target(view, event):
        event.target = (1, 2)

    f.list.on_scroll = on_bad_target
    with pytest.raises(tc.InvalidValueError, match="only on will_end_dragging"):
        f.list.content_offset = (0, 0)


def test_S4_overscroll_rubber_bands_and_springs_back(f):
    f.touch("began", 160, 300, 1.0)
    f.touch("moved", 160, 320, 1.02)  # the pan begins here, 10 pt past the slop
    f.touch("moved", 160, 420, 1.04)  # 100 pt more: 110 past the top (S4)
    c, dim, x = 0.55, 480, 110
    assert f.list.content_offset.y == pytest.approx(-(x * dim * c / (dim + c * x)))
    f.touch("moved", 160, 420, 1.3)  # rest: no velocity
    f.touch("ended", 160, 420, 1.5)
    assert f.event(tc.ScrollEventKind.WILL_END_DRAGGING).target.y == pytest.approx(0)
    assert f.event(tc.ScrollEventKind.DID_END_DRAGGING).decelerate
    f.scene.advance(1.6)
    assert f.list.content_offset.y < 0
    f.scene.advance(5)
    assert f.list.content_offset.y == pytest.approx(0)
    assert "scroll:did_end_decelerating" in f.log


def _plain_scroll_scene(trace, recognizers=None):
    """The auditors' scenes: an 800x450 scroll view, content 3000 high (no subviews)."""
    sv = {"name": "sv", "frame": [0, 0, 800, 450], "scroll": {"content_size": [800, 3000]}}
    if recognizers is not None:
        sv["recognizers"] = recognizers
    return {"format": "touchchain-scene/1",
            "windows": [{"name": "win", "frame": [0, 0, 800, 450], "children": [sv]}],
            "trace": [{"t": t, "touch": 1, "phase": ph, "x": x, "y": y} for t, ph, x, y in trace]}


def _scroll_records(records):
    return [(r["t"], r["event"], r["offset"][1]) for r in records if r["ev"] == "scroll"]


def test_S4_first_move_scrolls_all_but_the_slop_at_began():
    """S4 (scene s4_bigjump): UIKit's pan takes only its hysteresis (10 pt) off the
    translation as it begins (-_removeHysteresisFromTranslation before -setState:began), and
    the scroll view shows its start offset less the translation (-_updatePanGesture, after
    will_begin_dragging): a first move of 100 pt scrolls 90 at once, 10 more follow 1:1 to
    100. (The engine measured from the whole began translation: 10 at the end.)"""
    records = replay.replay(_plain_scroll_scene([
        (0, "began", 200, 300), (0.1, "moved", 200, 200), (0.2, "moved", 200, 190),
        (0.8, "moved", 200, 190), (1.0, "ended", 200, 190)]))
    assert errors_of(records) == []
    assert _scroll_records(records) == [
        (0.1, "will_begin_dragging", 0.0), (0.1, "did_scroll", 90.0), (0.2, "did_scroll", 100.0),
        (1.0, "will_end_dragging", 100.0), (1.0, "did_end_dragging", 100.0)]


def test_S4_drag_in_steps_ends_at_the_travel_less_the_slop():
    """S4 (scenes drag and s5_fine): five steps of 20 pt end at 90 (the engine: 80), with a pan
    of the host's own recognizing alongside; seven of 4 pt (the pan begins at the third, 12 pt:
    2 at once) end at 18 (the engine: 16)."""
    pan = [{"name": "p", "kind": "pan", "simultaneous_with": ["sv.pan"]}]
    records = replay.replay(_plain_scroll_scene(
        [(0, "began", 100, 400)] + [(round(0.1 * i, 6), "moved", 100, 400 - 20 * i) for i in range(1, 6)]
        + [(1.5, "ended", 100, 300)], recognizers=pan))
    assert errors_of(records) == []
    scrolls = _scroll_records(records)
    assert [o for _, e, o in scrolls if e == "did_scroll"] == [10.0, 30.0, 50.0, 70.0, 90.0]
    assert scrolls[-1] == (1.5, "did_end_dragging", 90.0)
    records = replay.replay(_plain_scroll_scene(
        [(0, "began", 200, 300)] + [(round(0.016 * i, 6), "moved", 200, 300 - 4 * i) for i in range(1, 8)]
        + [(0.5, "ended", 200, 272)]))
    assert errors_of(records) == []
    scrolls = _scroll_records(records)
    assert scrolls[0] == (0.048, "will_begin_dragging", 0.0)
    assert [o for _, e, o in scrolls if e == "did_scroll"] == [2.0, 6.0, 10.0, 14.0, 18.0]
    assert scrolls[-1] == (0.5, "did_end_dragging", 18.0)


def test_S4_G6_a_pan_released_after_waiting_drags_from_its_release():
    """S4 with G6: a scroll pan that requires a tap to fail waits through 60 pt of travel (the
    tap fails past its 45 pt drift) and is released with its translation started over (UIKit's
    -_willBeginAfterSatisfyingFailureRequirements sets it to zero): the content then takes all
    the travel after the release, 20 and 40 (the engine trailed by the first move: 0, 20)."""
    s = tc.Scene()
    w = tc.Window(s, 0, 0, 320, 480)
    v = w.add_subview(tc.View(s, 0, 0, 320, 480))
    v.make_scroll(content_size=(320, 3000))
    tap = tc.TapRecognizer(s, v)
    v.scroll_pan.require_to_fail(tap)
    t, y, offsets = 1.0, 400, []
    s.push_touch(1, "began", 160, y, t)
    s.advance(t)
    for _ in range(5):
        y, t = y - 20, t + 0.02
        s.push_touch(1, "moved", 160, y, t)
        s.advance(t)
        offsets.append(v.content_offset.y)
    assert tap.state == tc.GestureState.FAILED
    assert offsets == [0, 0, 0, 20, 40]
    s.push_touch(1, "ended", 160, y, t + 0.3)
    s.advance(t + 0.3)
    assert v.content_offset.y == 40
    s.close()


def test_S8_touch_down_during_deceleration_stops_it_and_is_not_delivered(f):
    t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)
    f.scene.advance(t + 0.2)
    stopped_at = f.list.content_offset.y
    f.row.frame = (0, stopped_at + 200, 320, 80)  # the row under the finger
    f.touch("began", 160, 240, t + 0.21)
    stopped_at = f.list.content_offset.y
    f.scene.advance(t + 1.0)
    assert f.list.content_offset.y == stopped_at
    f.touch("ended", 160, 240, t + 1.1)
    assert not any(e.startswith(("row:", "button:")) for e in f.log)
    assert "scroll:did_end_decelerating" not in f.log



def test_S8_caught_deceleration_reads_decelerating_until_a_frame_after_the_lift(f):
    # UIKit pauses an in-range deceleration a touch catches (isDecelerating stays True) and,
    # when the lift starts no new motion, ends it on the next frame: here 1/60 s of host time.
    t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)
    f.scene.advance(t + 0.2)
    f.log.clear()
    f.touch("began", 160, 240, t + 0.21)
    caught_at = f.list.content_offset.y
    f.scene.advance(t + 1.0)
    assert f.list.scroll_state == (True, True)
    lift = t + 1.1
    f.touch("ended", 160, 240, lift)
    assert f.list.scroll_state == (False, True)
    assert "scroll:did_end_decelerating" not in f.log
    f.scene.advance(lift + 1 / 60)
    assert f.list.scroll_state == (False, False)
    assert f.list.content_offset.y == caught_at
    assert f.order() == ["will_begin_dragging", "will_end_dragging", "did_end_dragging",
                         "did_end_decelerating"]

def test_S8_G6_caught_pan_released_after_waiting_measures_from_its_release(f):
    # A touch-down catches the deceleration; the list's pan, required to wait for a long press
    # to fail, is released when the finger has moved 20 pt (the long press fails): its
    # translation counts from there, as a pan released after waiting does (G6), and the
    # content moves with the finger from where the caught travel passes the slop. (The engine
    # before counted the 20 pt made while it waited: CHANGED -30 at the first move after.)
    lp = tc.LongPressRecognizer(f.scene, view=f.list, name="lp")
    ev = []
    lp.on_state = lambda r, d: ev.append(("lp", d.state.name, 0.0))
    f.list.scroll_pan.on_state = lambda r, d: ev.append(("pan", d.state.name, d.translation[1]))
    f.list.scroll_pan.require_to_fail(lp)
    t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)
    f.scene.advance(t + 0.2)
    t += 0.21
    ev.clear()
    f.touch("began", 160, 300, t)
    y0 = f.list.content_offset.y
    for i in range(1, 6):
        f.touch("moved", 160, 300 - 10 * i, t + 0.01 * i)
    assert ev[:2] == [("lp", "FAILED", 0.0), ("pan", "BEGAN", 0.0)]
    assert ev[2:] == [("pan", "CHANGED", -10.0), ("pan", "CHANGED", -20.0), ("pan", "CHANGED", -30.0)]
    assert f.list.content_offset.y - y0 == pytest.approx(20.0)


# ---- S5: paging -------------------------------------------------------------------------------

def test_S5_paging_stops_on_page_multiples():
    with tc.Scene() as s:
        win = tc.Window(s, 0, 0, 320, 480)
        pager = win.add_subview(tc.View(s, 0, 0, 320, 480)).make_scroll(
            content_size=(960, 480), paging=True)
        ends = []
        pager.on_scroll = lambda v, e: ends.append(e) if e.target is not None else None
        f = Fixture.__new__(Fixture)
        f.scene = s
        t = f.drag(250, 200, -100, 0, 20, 0.05, 1.0)  # slow: back to the nearest page
        assert ends[-1].target.x == pytest.approx(0)
        s.advance(t + 5)
        assert pager.content_offset.x == pytest.approx(0)
        t = f.drag(250, 200, -120, 0, 6, 0.01, t + 6)  # a flick: the next page, one at most
        assert ends[-1].target.x == pytest.approx(320)
        s.advance(t + 5)
        assert pager.content_offset.x == pytest.approx(320)


# ---- S6: nested scroll views ------------------------------------------------------------------

def test_S6_vertical_list_inside_a_horizontal_pager():
    with tc.Scene() as s:
        win = tc.Window(s, 0, 0, 320, 480)
        pager = win.add_subview(tc.View(s, 0, 0, 320, 480)).make_scroll(
            content_size=(640, 480), paging=True)
        lst = pager.add_subview(tc.View(s, 0, 0, 320, 480)).make_scroll(
            content_size=(320, 2000))
        f = Fixture.__new__(Fixture)
        f.scene = s
        t = f.drag(160, 400, 0, -100, 10, 0.02, 1.0)
        assert lst.content_offset.y > 50 and pager.content_offset.x == 0
        s.advance(t + 20)
        list_y = lst.content_offset.y
        t = f.drag(300, 200, -200, 0, 5, 0.01, t + 21)
        s.advance(t + 5)
        assert pager.content_offset.x == pytest.approx(320)
        assert lst.content_offset.y == pytest.approx(list_y)
        # S6: the list's pan stays possible on a move it cannot scroll; the pager's began
        # excludes it (G3)
        assert lst.scroll_pan.details.failure_reason == tc.FailureReason.EXCLUDED


def test_S6_same_direction_nesting_inner_scrolls_outer_does_not():
    with tc.Scene() as s:
        win = tc.Window(s, 0, 0, 320, 480)
        outer = win.add_subview(tc.View(s, 0, 0, 320, 480)).make_scroll(
            content_size=(320, 1000))
        inner = outer.add_subview(tc.View(s, 0, 100, 320, 200)).make_scroll(
            content_size=(320, 1000))
        f = Fixture.__new__(Fixture)
        f.scene = s
        f.drag(160, 250, 0, -60, 6, 0.02, 1.0)
        assert inner.content_offset.y > 30 and outer.content_offset.y == 0


# ---- S9: nested handoff (opt-in) ---------------------------------------------------------------

def _nested_pair(s, nested, log):
    win = tc.Window(s, 0, 0, 320, 480)
    outer = win.add_subview(tc.View(s, 0, 0, 320, 480, name="outer")).make_scroll(
        content_size=(320, 1000))
    inner = outer.add_subview(tc.View(s, 0, 100, 320, 200, name="inner")).make_scroll(
        content_size=(320, 400), nested=nested)
    outer.on_scroll = lambda v, e: log.append(("outer", e))
    inner.on_scroll = lambda v, e: log.append(("inner", e))
    f = Fixture.__new__(Fixture)
    f.scene = s
    return f, outer, inner


def test_S9_handoff_drag_scrolls_the_outer_view_past_the_inner_edge():
    with tc.Scene() as s:
        log = []
        f, outer, inner = _nested_pair(s, "handoff", log)
        assert inner.scroll.nested is tc.NestedScrolling.HANDOFF
        assert outer.scroll.nested is tc.NestedScrolling.UIKIT
        inner.content_offset = (0, 180)
        f.touch("began", 160, 250, 1.0)
        for i in range(1, 11):
            f.touch("moved", 160, 250 - 10 * i, 1.0 + 0.02 * i)
        # S6: the pan begins at 10 pt along y; 20 to the inner edge, 70 to the outer view
        assert inner.content_offset == (0.0, 200.0) and outer.content_offset == (0.0, 70.0)
        assert outer.scroll_state == tc.ScrollState(dragging=True, decelerating=False)
        f.touch("moved", 160, 170, 1.3)  # back 20 pt: the inner view first
        assert inner.content_offset == (0.0, 180.0) and outer.content_offset == (0.0, 70.0)
        f.touch("moved", 160, 170, 1.6)
        f.touch("ended", 160, 170, 1.7)
        kinds = [(who, e.kind.name.lower()) for who, e in log]
        assert ("outer", "will_begin_dragging") in kinds
        assert kinds.index(("inner", "did_end_dragging")) < kinds.index(("outer", "did_end_dragging"))
        assert outer.scroll_state == tc.ScrollState(dragging=False, decelerating=False)


def test_S9_outer_changed_mid_handoff_still_ends_its_drag():
    # The outer view a drag handed off to ends its drag with the inner view's, whatever the
    # host changed meanwhile (its content now fits: it springs back; its scrolling disabled).
    def handed_off(s, log):
        f, outer, inner = _nested_pair(s, "handoff", log)
        inner.content_offset = (0, 180)
        f.touch("began", 160, 250, 1.0)
        for i in range(1, 11):
            f.touch("moved", 160, 250 - 10 * i, 1.0 + 0.02 * i)
        assert outer.content_offset == (0.0, 70.0) and outer.scroll_state.dragging
        return f, outer, inner

    def ended(s, outer, log, rest):
        kinds = [e.kind.name.lower() for who, e in log if who == "outer"]
        assert "will_end_dragging" in kinds and "did_end_dragging" in kinds
        assert not outer.scroll_state.dragging
        s.advance(1.25 + 5)
        assert outer.scroll_state == tc.ScrollState(dragging=False, decelerating=False)
        assert outer.content_offset == (0.0, rest)

    for change, end, rest in [
        ({"content_size": (320, 480)}, "ended", 0.0),
        ({"enabled": False}, "ended", 70.0),
        ({"content_size": (320, 480)}, "cancelled", 0.0),
        ({"content_size": (320, 480)}, "destroy", 0.0),
    ]:
        with tc.Scene() as s:
            log = []
            f, outer, inner = handed_off(s, log)
            outer.make_scroll(**change)
            if end == "destroy":
                inner.destroy()
                s.advance(1.25)
            else:
                f.touch(end, 160, 150, 1.25)
            ended(s, outer, log, rest)


def test_S9_fling_hands_its_remaining_velocity_to_the_outer_view():
    with tc.Scene() as s:
        log = []
        f, outer, inner = _nested_pair(s, tc.NestedScrolling.HANDOFF, log)
        t = f.drag(160, 250, 0, -100, 10, 0.01, 1.0)
        will_end = [e for who, e in log if who == "inner" and e.kind == tc.ScrollEventKind.WILL_END_DRAGGING][-1]
        r = tc.ScrollParams().deceleration_rate
        assert will_end.velocity.y == pytest.approx(1.0) and will_end.target[1] == 200.0
        projection = will_end.offset.y + will_end.velocity.y * r / (1 - r)
        s.advance(t + 20)
        assert inner.content_offset == (0.0, 200.0)
        # the outer view decelerates from the velocity left at the edge (its whole way
        # projection - 200) and stops at 0.01 pt/ms, within 0.01·r/(1-r) ~ 5 pt of that
        assert projection - 200 - 6 < outer.content_offset.y <= projection - 200
        kinds = [(who, e.kind.name.lower()) for who, e in log]
        assert kinds.index(("inner", "did_end_decelerating")) < kinds.index(
            ("outer", "will_begin_decelerating"))
        assert kinds[-1] == ("outer", "did_end_decelerating")
        # UIKit's default: the fling stops at the inner view's edge; the outer view stays.
    with tc.Scene() as s:
        log = []
        f, outer, inner = _nested_pair(s, "uikit", log)
        t = f.drag(160, 250, 0, -100, 10, 0.01, 1.0)
        s.advance(t + 20)
        assert inner.content_offset == (0.0, 200.0) and outer.content_offset == (0.0, 0.0)
        assert not [e for who, e in log if who == "outer"]


def test_S9_nested_parameter_values_and_checks():
    assert tc.NestedScrolling("handoff") is tc.NestedScrolling.HANDOFF
    assert [int(m) for m in tc.NestedScrolling] == [0, 1]
    assert (tc._raw.TC_SCROLL_NESTED_UIKIT, tc._raw.TC_SCROLL_NESTED_HANDOFF) == (0, 1)
    with tc.Scene() as s:
        v = tc.View(s, 0, 0, 10, 10).make_scroll(nested=1)
        assert v.scroll.nested is tc.NestedScrolling.HANDOFF
        v.make_scroll(nested="UIKit")
        assert v.scroll.nested is tc.NestedScrolling.UIKIT
        with pytest.raises(tc.InvalidValueError, match="nested: 'css'"):
            v.make_scroll(nested="css")
        with pytest.raises(tc.InvalidValueError, match="TC_SCROLL_NESTED_"):
            v.make_scroll(nested=2)
        with pytest.raises(TypeError, match="nested must be"):
            v.make_scroll(nested=True)
        assert v.scroll.nested is tc.NestedScrolling.UIKIT


# ---- the scene format's `scroll` (docs/FORMAT.md) ---------------------------------------------

def _doc(scroll=None, trace=(), recognizers=None):
    view = {"name": "list", "frame": [0, 0, 320, 480], "children": [
        {"name": "button", "frame": [0, 100, 320, 44],
         "control": {"kind": "button", "events": ["touch_down", "touch_up_inside",
                                                  "touch_cancel"]}}]}
    if scroll is not None:
        view["scroll"] = scroll
    if recognizers is not None:
        view["recognizers"] = recognizers
    return {"format": "touchchain-scene/1",
            "windows": [{"name": "main", "frame": [0, 0, 320, 480], "children": [view]}],
            "trace": list(trace)}


P = "windows[0].children[0].scroll"


@pytest.mark.parametrize("scroll,message", [
    (1, P + ": expected an object, got a number"),
    ({"contentsize": [1, 1]}, P + ".contentsize: unknown key"),
    ({"content_size": [1]}, P + ".content_size: expected a list of 2 numbers, got 1 items"),
    ({"content_size": [-1, 0]}, P + ".content_size: width and height must be >= 0"),
    ({"content_offset": [0, "1"]}, P + ".content_offset[1]: expected a number, got a string"),
    ({"content_inset": [0, 0, 0]}, P + ".content_inset: expected a list of 4 numbers"),
    ({"paging": 1}, P + ".paging: expected true or false, got a number"),
    ({"delays_content_touches": None}, P + ".delays_content_touches: expected true or false"),
    ({"deceleration_rate": "slow"},
     P + ".deceleration_rate: unknown value 'slow' (expected one of: normal, fast)"),
    ({"deceleration_rate": True}, P + ".deceleration_rate: expected a number, got a boolean"),
    ({"nested": "css"}, P + ".nested: unknown value 'css' (expected one of: uikit, handoff)"),
])
def test_format_scroll_validation_names_the_key(scroll, message):
    with pytest.raises(replay.SceneError) as e:
        replay.validate(_doc(scroll))
    assert str(e.value).startswith(message), str(e.value)


def test_format_scroll_pan_name_is_taken_and_can_be_referenced():
    with pytest.raises(replay.SceneError, match=r"recognizers\[0\]: duplicate recognizer "
                                                r"name 'list.pan'"):
        replay.validate(_doc({}, recognizers=[{"name": "list.pan", "kind": "tap"}]))
    doc = _doc({}, recognizers=[{"name": "tap", "kind": "tap", "require_to_fail": ["list.pan"]}],
               trace=[{"t": 0, "set": {"recognizer": "list.pan", "enabled": False}}])
    replay.validate(doc)
    with pytest.raises(replay.SceneError, match="no recognizer named 'list.pan'"):
        replay.validate(_doc(None, recognizers=[{"name": "tap", "kind": "tap",
                                                 "require_to_fail": ["list.pan"]}]))
    with pytest.raises(replay.SceneError, match=r"trace\[0\].set.scroll: expected an object, "
                                                r"got null"):
        replay.validate(_doc({}, trace=[{"t": 0, "set": {"view": "list", "scroll": None}}]))


def test_format_scroll_engine_refusal_while_building_names_the_key():
    with pytest.raises(replay.SceneError) as e:
        replay.replay(_doc({"deceleration_rate": 1}))
    assert str(e.value) == (P + ".deceleration_rate: the engine refused it: "
                            "TC_ERR_INVALID_ARGUMENT: tc_view_set_scroll: deceleration_rate is "
                            "1.0 (must be in (0, 1))")
    with pytest.raises(replay.SceneError, match=re.escape(
            P + ".content_inset: the engine refused it: TC_ERR_NOT_FINITE")):
        replay.replay(_doc({"content_inset": [0, float("nan"), 0, 0]}))


def test_format_scroll_initial_offset_is_no_record_and_hit_testing_follows_it():
    doc = _doc({"content_size": [320, 2000], "content_offset": [0, 50]},
               trace=[{"t": 0, "hit_test": [10, 60]}, {"t": 0.1, "hit_test": [10, 110]}])
    records = replay.replay(doc)
    assert [(r["ev"], r.get("view")) for r in records] == [("hit_test", "button"),
                                                           ("hit_test", "list")]


def _tap(t, x, y, touch=1, dt=0.05):
    return [{"t": t, "touch": touch, "phase": "began", "x": x, "y": y},
            {"t": t + dt, "touch": touch, "phase": "ended", "x": x, "y": y}]


def test_format_scroll_list_of_buttons_tap_scroll_and_hold():
    """S2 and S3 through a scene file: a tap is delayed then touch_up_inside; a scroll gives the
    button nothing; a press held past the delay then dragged keeps the button (no scroll)."""
    drag = [{"t": 1.0, "touch": 2, "phase": "began", "x": 160, "y": 122}] + [
        {"t": 1.0 + 0.01 * i, "touch": 2, "phase": "moved", "x": 160, "y": 122 - 10 * i}
        for i in range(1, 7)] + [{"t": 1.07, "touch": 2, "phase": "ended", "x": 160, "y": 62}]
    hold = [{"t": 4.5, "set": {"view": "list", "scroll": {"content_offset": [0, 0]}}},
            {"t": 5.0, "touch": 3, "phase": "began", "x": 160, "y": 122},
            {"t": 5.2, "advance": True},
            {"t": 5.25, "touch": 3, "phase": "moved", "x": 160, "y": 112},
            {"t": 5.3, "touch": 3, "phase": "moved", "x": 160, "y": 102},
            {"t": 5.35, "touch": 3, "phase": "ended", "x": 160, "y": 102}]
    doc = _doc({"content_size": [320, 2000]}, _tap(0.0, 160, 122) + drag + [
        {"t": 4.0, "advance": True}] + hold)
    records = replay.replay(doc)
    controls = [(r["t"], r["at"], r["event"]) for r in records if r["ev"] == "control"]
    assert controls[:2] == [(0.0, 0.05, "touch_down"), (0.05, 0.05, "touch_up_inside")]
    assert [c for c in controls if 1.0 <= c[0] < 4] == []  # the scroll: nothing
    assert [c[2] for c in controls if c[0] >= 5] == ["touch_down", "touch_up_inside"]
    after_hold = [r for r in records if r["t"] >= 5 and r["ev"] == "scroll"]
    assert after_hold == []
    failed = [r for r in records if r["ev"] == "gesture" and r["t"] >= 5]
    assert failed[-1]["recognizer"] == "list.pan" and failed[-1]["state"] == "failed"
    events = [r["event"] for r in records if r["ev"] == "scroll"]
    assert set(events) <= set(SCROLL_EVENTS) and "will_begin_dragging" in events


def test_format_scroll_refused_view_spec_forgets_its_pan():
    doc = _doc({}, trace=[
        {"t": 0, "set": {"add_to": "main", "view_spec": {
            "name": "pager", "frame": [0, 0, 10, 10], "scroll": {"deceleration_rate": 5}}}},
        {"t": 0.1, "set": {"recognizer": "pager.pan", "enabled": False}}])
    records = replay.replay(copy.deepcopy(doc))
    assert [(r["path"], r["code"]) for r in records] == [
        ("trace[0].set.view_spec.scroll.deceleration_rate", "TC_ERR_INVALID_ARGUMENT"),
        ("trace[1].set.recognizer", "TC_ERR_NOT_FOUND")]
    assert "was refused" in records[1]["message"]


def test_format_scroll_refused_set_changes_nothing():
    doc = _doc({"content_size": [320, 2000], "paging": True}, trace=[
        {"t": 0, "set": {"view": "list", "hidden": True,
                         "scroll": {"paging": False, "content_offset": [0, float("nan")]}}},
        {"t": 0.1, "hit_test": [10, 110]}])
    r = replay.Replayer(replay.validate(doc)).build()
    try:
        records = r.run()
        view = r.views["list"]
        assert view.scroll.paging is True and not view.hidden
        assert view.content_offset == (0.0, 0.0)
    finally:
        r.close()
    assert [(x["ev"], x.get("path"), x.get("view")) for x in records] == [
        ("error", "trace[0].set.scroll.content_offset", None), ("hit_test", None, "button")]


def test_format_scroll_nested_handoff_logs_the_outer_view():
    inner = {"name": "inner", "frame": [0, 100, 320, 200],
             "scroll": {"content_size": [320, 400], "nested": "handoff"}}
    doc = {"format": "touchchain-scene/1",
           "windows": [{"name": "main", "frame": [0, 0, 320, 480], "children": [
               {"name": "outer", "frame": [0, 0, 320, 480],
                "scroll": {"content_size": [320, 1000]}, "children": [inner]}]}],
           "trace": [{"t": 1.0, "touch": 1, "phase": "began", "x": 160, "y": 250}] + [
               {"t": round(1.0 + 0.01 * i, 6), "touch": 1, "phase": "moved" if i < 10 else "ended",
                "x": 160, "y": 250 - 10 * i} for i in range(1, 11)] + [
               {"t": 30.0, "advance": True}]}
    records = replay.replay(doc)
    scrolls = [(r["view"], r["event"]) for r in records if r["ev"] == "scroll"]
    assert ("outer", "will_begin_decelerating") in scrolls
    last = [r for r in records if r["ev"] == "scroll" and r["view"] == "outer"][-1]
    assert last["event"] == "did_end_decelerating" and last["offset"][1] > 300
    doc["windows"][0]["children"][0]["children"][0]["scroll"]["nested"] = "uikit"
    assert not [r for r in replay.replay(doc) if r["ev"] == "scroll" and r["view"] == "outer"]


def test_G8_S2_params_set_during_a_scroll_touch_leave_no_content_delay_behind():
    """G8 with S2: parameters read and set back on a scroll view's pan during its content-touch
    delay (what ``set_params`` does) apply at its reset without bringing the delay back: with
    delays_content_touches off afterwards, a row gets its touch at once. (Applied after the
    reset, the read-back delay flag stayed on for good.)"""
    s = tc.Scene()
    win = tc.Window(s, 0, 0, 320, 480)
    lst = win.add_subview(tc.View(s, 0, 0, 320, 480))
    lst.make_scroll(content_size=(320, 2000), delays_content_touches=True)
    row = lst.add_subview(tc.View(s, 0, 200, 320, 44))
    got = []
    row.on_touches = lambda v, e: (got.append((e.phase.name, round(s.now, 3))), True)[1]
    s.push_touch(1, tc.Phase.BEGAN, 100, 220, 1.0)
    s.advance(1.0)
    lst.scroll_pan.set_params(max_touches=5)
    s.push_touch(1, tc.Phase.ENDED, 100, 220, 1.05)
    s.advance(1.05)
    assert lst.scroll_pan.params["max_touches"] == 5
    lst.make_scroll(delays_content_touches=False)
    got.clear()
    s.push_touch(2, tc.Phase.BEGAN, 100, 220, 2.0)
    s.advance(2.0)
    assert got == [("BEGAN", 2.0)]


def test_E5_S8_destroying_the_scroll_view_in_the_settles_delegate_message_is_safe():
    """E5 with S8: a tap that stops a spring-back lets the content settle on the lift, telling
    will_begin_decelerating from the recognizers' reset; a delegate that destroys the scroll
    view there (or another recognizer) is safe. (It crashed the engine.)"""
    s = tc.Scene()
    win = tc.Window(s, 0, 0, 320, 480)
    lst = win.add_subview(tc.View(s, 0, 0, 320, 480))
    lst.make_scroll(content_size=(320, 2000))
    other = win.add_subview(tc.View(s, 0, 0, 10, 10))
    pan = tc.PanRecognizer(s, view=other)
    seen = []

    def on_scroll(view, event):
        seen.append(event.kind.name)
        if event.kind == tc.ScrollEventKind.WILL_BEGIN_DECELERATING and seen.count("WILL_BEGIN_DECELERATING") == 2:
            pan.destroy()
            view.destroy()
    lst.on_scroll = on_scroll
    t = 1.0
    for i, y in enumerate((100, 150, 200, 250, 300)):
        s.push_touch(1, tc.Phase.BEGAN if i == 0 else tc.Phase.MOVED, 160, y, t + 0.05 * i)
    s.push_touch(1, tc.Phase.ENDED, 160, 300, t + 0.25)
    s.advance(t + 0.3)                       # springing back from the pull past the top
    s.push_touch(2, tc.Phase.BEGAN, 160, 300, t + 0.31)
    s.push_touch(2, tc.Phase.ENDED, 160, 300, t + 0.35)
    s.advance(t + 0.4)
    assert seen.count("WILL_BEGIN_DECELERATING") == 2
    s.advance(t + 5)
    assert not win.subviews or lst not in win.subviews


@pytest.mark.parametrize("how", ["content_offset", "bounds"])
def test_S1_S4_offset_or_bounds_origin_set_in_will_begin_decelerating_stops_the_fling(how):
    """S4 with S1: a content offset the host sets from will_begin_decelerating stops the
    deceleration before it starts, whether through the content offset or the bounds origin
    (which is the content offset: S1). The bounds origin let the fling run on."""
    s = tc.Scene()
    win = tc.Window(s, 0, 0, 320, 480)
    lst = win.add_subview(tc.View(s, 0, 0, 320, 480))
    lst.make_scroll(content_size=(320, 4000))

    def on_scroll(view, event):
        if event.kind == tc.ScrollEventKind.WILL_BEGIN_DECELERATING:
            if how == "content_offset":
                lst.content_offset = (0, 100)
            else:
                lst.bounds = (0, 100, 320, 480)
    lst.on_scroll = on_scroll
    t = 1.0
    s.push_touch(1, tc.Phase.BEGAN, 160, 400, t)
    for i in range(1, 11):
        s.push_touch(1, tc.Phase.MOVED, 160, 400 - 20 * i, t + 0.01 * i)
    s.push_touch(1, tc.Phase.ENDED, 160, 200, t + 0.1)
    s.advance(t + 0.1)
    assert not lst.scroll_state.decelerating
    s.advance(t + 5)
    assert lst.content_offset == (0.0, 100.0)


# ---- S6: UIKit's transfersHorizontal/VerticalScrollingToParent --------------------------------

def test_S6_inner_view_at_its_edge_transfers_the_drag_to_the_outer_view():
    """A horizontal list at its left edge inside a horizontal scroller, dragged right: the
    list's pan does not begin (UIKit's -_shouldTryToBeginWithEvent:), the scroller scrolls
    from the slop on; with the parameter off, the list rubber-bands as before."""
    for transfers in (True, False):
        with tc.Scene() as s:
            win = tc.Window(s, 0, 0, 320, 480)
            outer = win.add_subview(tc.View(s, 0, 0, 320, 480)).make_scroll(
                content_size=(960, 480))
            outer.content_offset = (320, 0)
            inner = outer.add_subview(tc.View(s, 320, 100, 320, 200)).make_scroll(
                content_size=(640, 200), transfers_horizontal_scrolling_to_parent=transfers)
            assert inner.scroll.transfers_horizontal_scrolling_to_parent is transfers
            assert inner.scroll.transfers_vertical_scrolling_to_parent is True
            s.push_touch(1, "began", 100, 200, 1.0)
            s.advance(1.0)
            for i in range(1, 11):
                s.push_touch(1, "moved", 100 + 10 * i, 200, 1.0 + 0.02 * i)
                s.advance(1.0 + 0.02 * i)
            if transfers:
                assert inner.content_offset.x == pytest.approx(0)
                assert outer.content_offset.x == pytest.approx(230)
            else:
                assert inner.content_offset.x < -10
                assert outer.content_offset.x == pytest.approx(320)


def test_S4_G2_disabling_scrolling_mid_drag_ends_the_drag_at_once():
    """S4, G2: a scroll view whose scrolling is turned off mid-drag, between updates, ends its
    drag then (will/did-end-dragging), not at the next update: its own pan is reset at once."""
    f = Fixture()
    f.touch("began", 160, 400, 1.0)
    for i in range(1, 6):
        f.touch("moved", 160, 400 - 20 * i, 1.0 + 0.01 * i)
    assert f.list.scroll_state.dragging
    f.list.make_scroll(content_size=(320, 2000), scroll_enabled=False)
    assert not f.list.scroll_state.dragging
    assert f.order()[-2:] == ["will_end_dragging", "did_end_dragging"]
    f.scene.close()


def test_S4_S7_changed_target_survives_a_content_size_change_mid_motion():
    """S4, S7: a deceleration aimed by will-end-dragging still comes to rest at that target
    when the content size changes during the motion (the axis keeps its target)."""
    for change in (False, True):
        f = Fixture()
        retarget_to_300(f)
        t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)
        f.scene.advance(t + 0.1)
        if change:
            f.list.make_scroll(content_size=(320, 3000))
        f.scene.advance(t + 20)
        assert f.list.content_offset == tc.Point(0.0, 300.0), change
        assert f.events[-1].kind == tc.ScrollEventKind.DID_END_DECELERATING
        f.scene.close()


# ---- P2 with S1, S8: a pointer's click-drag -----------------------------------------------------

def _pointer(f, phase, x, y, t):
    f.scene.push_touch(7, phase, x, y, t, type="indirect_pointer", buttons="primary")
    f.scene.advance(t)


def test_P2_S1_a_pointer_drag_does_not_scroll_unless_the_scroll_view_opts_in(f):
    """P2 (UIKit's scroll view pan refuses a HID pointer event unless the private
    _supportsPointerDragScrolling): a click-drag over the list leaves it where it is and the
    row gets the whole touch at once (no S2 hold); pointer_drag_scrolling=True makes the
    pointer drag the content as a finger does."""
    assert f.list.scroll.pointer_drag_scrolling is False
    _pointer(f, "began", 160, 220, 1.0)
    assert f.log == ["row:began"] and f.row_began_time == 1.0
    for i in range(1, 11):
        _pointer(f, "moved", 160, 220 - 20 * i, 1.0 + 0.02 * i)
    _pointer(f, "ended", 160, 20, 1.3)
    f.scene.advance(2.0)
    assert f.list.content_offset == (0, 0)
    assert [e for e in f.log if not e.startswith("row:moved")] == ["row:began", "row:ended"]
    f.list.make_scroll(pointer_drag_scrolling=True)
    assert f.list.scroll.pointer_drag_scrolling is True
    f.log.clear()
    _pointer(f, "began", 160, 400, 3.0)
    for i in range(1, 11):
        _pointer(f, "moved", 160, 400 - 20 * i, 3.0 + 0.02 * i)
    assert f.list.content_offset == (0, 190)  # S4: the 200 pt less the slop
    assert "scroll:will_begin_dragging" in f.log
    _pointer(f, "ended", 160, 200, 3.3)


def test_P2_S8_a_pointer_click_stops_a_deceleration_in_range(f):
    """P2 with S8 (UIKit: _stopScrollingNotify:YES pin:NO for a pointer event on a scroll view
    decelerating and not bouncing): the click stops the list, did_end_decelerating at once, and
    the row under it gets the click."""
    t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)
    f.scene.advance(t + 0.2)
    assert f.list.scroll_state.decelerating
    y = f.list.content_offset.y
    f.row.frame = (0, y + 200, 320, 80)
    f.log.clear()
    _pointer(f, "began", 160, 240, t + 0.21)
    assert f.log == ["scroll:did_end_decelerating", "row:began"]
    assert not f.list.scroll_state.decelerating
    _pointer(f, "ended", 160, 240, t + 0.3)
    f.scene.advance(t + 2)
    assert f.list.content_offset.y == y
    assert f.log == ["scroll:did_end_decelerating", "row:began", "row:ended"]


def test_format_scroll_pointer_drag_scrolling():
    """P2 through a scene file: the `pointer_drag_scrolling` key (default false)."""
    drag = [{"t": 1.0, "touch": 1, "phase": "began", "x": 160, "y": 400, "type": "indirect_pointer"}] + [
        {"t": round(1.0 + 0.02 * i, 6), "touch": 1, "phase": "moved", "x": 160, "y": 400 - 20 * i,
         "type": "indirect_pointer"} for i in range(1, 11)] + [
        {"t": 1.3, "touch": 1, "phase": "ended", "x": 160, "y": 200, "type": "indirect_pointer"}]
    for opt_in in (None, False, True):
        scroll = {"content_size": [320, 2000]}
        if opt_in is not None:
            scroll["pointer_drag_scrolling"] = opt_in
        records = replay.replay(_doc(scroll, drag))
        assert errors_of(records) == []
        offsets = [r["offset"][1] for r in records if r["ev"] == "scroll"]
        assert (offsets[-1] if offsets else 0) == (190 if opt_in else 0), opt_in
    with pytest.raises(replay.SceneError, match="pointer_drag_scrolling"):
        replay.validate(_doc({"pointer_drag_scrolling": "yes"}))


def test_S4_bounces_per_axis_top_stops_while_left_rubber_bands():
    """S4: bounces_vertically False, bounces_horizontally True (UIKit's bouncesVertically /
    bouncesHorizontally): a drag down and right from the top-left corner stops at the top and
    rubber-bands past the left; `bounces` sets both axes unless an axis is given too, and
    reads True only when both bounce."""
    for changes in ({"bounces_vertically": False, "bounces_horizontally": True},
                    {"bounces": False, "bounces_horizontally": True}):
        f = Fixture()
        f.list.make_scroll(content_w=640, **changes)
        f.touch("began", 100, 200, 1.0)
        for i in range(1, 11):
            f.touch("moved", 100 + 15 * i, 200 + 15 * i, 1.0 + 0.02 * i)
        x, y = f.list.content_offset
        assert y == 0.0
        assert abs(x + 140.0 * 320 * 0.55 / (320 + 0.55 * 140)) < 1e-6
        f.touch("ended", 250, 350, 1.5)
        f.scene.advance(6.0)
        assert f.list.content_offset == (0.0, 0.0)
        p = f.list.scroll
        assert (p.bounces, p.bounces_horizontally, p.bounces_vertically) == (False, True, None)
        assert p.bounces_along == (True, False)
        f.list.make_scroll(bounces=True)  # UIKit's setter: both axes
        p = f.list.scroll
        assert (p.bounces, p.bounces_horizontally, p.bounces_vertically) == (True, None, None)
        assert p.bounces_along == (True, True)
        f.scene.close()
    with tc.Scene() as s:  # `bounces` and an axis in one call: the axis wins
        v = tc.View(s, 0, 0, 100, 100).make_scroll(bounces=False, bounces_vertically=True)
        assert v.scroll.bounces_along == (False, True)
        v.scroll = {"bounces": False}  # assigning: the axes take `bounces`
        assert v.scroll.bounces_along == (False, False)
        with pytest.raises(TypeError, match="bounces_vertically"):
            v.make_scroll(bounces_vertically="yes")


def test_format_scroll_bounces_per_axis_and_a_set_content_size_clamps():
    """The scene format's bounces_horizontally / bounces_vertically (default: as bounces), and
    a `set` step's smaller content_size moving the offset into range (S1: a did_scroll record)."""
    drag = [{"t": 1.0, "touch": 1, "phase": "began", "x": 160, "y": 200}] + [
        {"t": round(1.0 + 0.02 * i, 6), "touch": 1, "phase": "moved", "x": 160, "y": 200 + 15 * i}
        for i in range(1, 11)] + [{"t": 1.3, "touch": 1, "phase": "ended", "x": 160, "y": 350}]
    for scroll, lowest in (({"content_size": [320, 2000]}, True),
                           ({"content_size": [320, 2000], "bounces_vertically": False}, False),
                           ({"content_size": [320, 2000], "bounces": False,
                             "bounces_vertically": True}, True)):
        records = replay.replay(_doc(scroll, drag))
        assert errors_of(records) == []
        offsets = [r["offset"][1] for r in records if r["ev"] == "scroll"]
        assert (min(offsets) < 0) == lowest, scroll
    trace = [{"t": 0.5, "set": {"view": "list", "scroll": {"content_size": [320, 1000]}}}]
    records = replay.replay(_doc({"content_size": [320, 2000], "content_offset": [0, 1520]}, trace))
    scrolls = [r for r in records if r["ev"] == "scroll"]
    assert [(r["event"], r["offset"]) for r in scrolls] == [("did_scroll", [0, 520])]
    with pytest.raises(replay.SceneError, match="bounces_horizontally"):
        replay.validate(_doc({"bounces_horizontally": 1}))


def test_S1_format_a_refused_set_step_leaves_no_scroll_records():
    """FORMAT (how a trace is replayed, 4), S1: a refused `set` step puts the view back and
    leaves only its `error` record: the offset moves it made and undid (the clamp of a smaller
    content size or frame, then the move back as the step is rolled back) are no `scroll`
    records. They were two did_scroll records (520 and 1520, or 100 and 1520)."""
    for change, key in (({"scroll": {"content_size": [320, 1000], "content_offset": [0, 1e300]}},
                         "scroll.content_offset"),
                        ({"frame": [0, 0, 320, 1900], "scroll": {"deceleration_rate": 2}},
                         "scroll.deceleration_rate")):
        step = dict(change, view="list")
        trace = [{"t": 0.5, "set": step}, {"t": 0.6, "set": {"view": "list", "scroll": {"paging": True}}},
                 {"t": 0.7, "set": {"view": "list", "scroll": {"content_size": [320, 1000]}}}]
        text = json.dumps(_doc({"content_size": [320, 2000], "content_offset": [0, 1520]}, trace))
        records = replay.replay(replay.loads(text.replace("1e+300", "1e999")))
        assert [(r["ev"], r.get("path")) for r in records] == [
            ("error", "trace[0].set." + key), ("scroll", None)], records
        # the view is as it was: the next content size clamps from 1520
        assert records[1]["event"] == "did_scroll" and records[1]["offset"] == [0, 520]


def errors_of(records):
    return [r for r in records if r["ev"] == "error"]


def test_P4_S6_a_small_diagonal_wheel_notch_scrolls_a_list_that_scrolls_one_way():
    """P4/S6: a wheel notch under the 3 pt minimum on both axes is raised on both, as much
    along x as along y: a vertical list still scrolls (only a view that can scroll neither way
    fails such a step) — it failed with TC_FAIL_WRONG_DIRECTION and did not move."""
    s = tc.Scene()
    w = tc.Window(s, 0, 0, 320, 480)
    lst = w.add_subview(tc.View(s, 0, 0, 320, 480))
    lst.make_scroll(content_size=(320, 2000))
    lst.content_offset = (0, 500)
    t = 1.0
    for d, y in (((0.5, -2.9), 503.0), ((0.2, -1.0), 506.0), ((-1.0, -2.0), 509.0)):
        s.push_scroll(d[0], d[1], 160, 240, t)
        s.advance(t + 0.5)
        t += 1
        assert tuple(lst.content_offset) == (0.0, y), d
    s.close()


def test_P2_S8_a_pointer_click_on_a_deceleration_whose_delegate_destroys_the_list_still_reaches_the_window():
    """P2: the click's did-end-decelerating runs host code while the touch's recognizers are
    collected; a delegate that destroys the list must not keep the window's tap from the touch
    (the walk up read the destroyed list's superview: none)."""
    f = Fixture()
    taps = []
    tc.TapRecognizer(f.scene, view=f.win, on_action=lambda r, d: taps.append(d.state))
    t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)
    f.scene.advance(t + 0.2)

    def destroy_on_stop(view, event):
        if event.kind == tc.ScrollEventKind.DID_END_DECELERATING:
            view.destroy()
    f.list.on_scroll = destroy_on_stop
    for phase, dt in (("began", 0.21), ("ended", 0.25)):
        f.scene.push_touch(7, phase, 160, 240, t + dt, type="indirect_pointer", buttons="primary")
        f.scene.advance(t + dt)
    f.scene.advance(t + 1)
    assert taps == [tc.GestureState.ENDED]
    f.scene.close()


def test_P2_S8_a_pointer_click_stops_a_caught_deceleration_whatever_the_pans_max_touches():
    """P2/S8: a finger catches a deceleration (held in range); a pointer click then ends it
    with did-end-decelerating — also when the scroll view's pan takes one touch at most (the
    finger fills it; the click's stop asked the pan's finger count and did nothing)."""
    for max_touches in (None, 1):
        f = Fixture()
        if max_touches:
            f.list.scroll_pan.set_params(max_touches=max_touches)
        t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)
        f.scene.advance(t + 0.2)
        f.log.clear()
        f.scene.push_touch(1, "began", 100, 300, t + 0.21)
        f.scene.advance(t + 0.21)
        f.scene.push_touch(7, "began", 160, 100, t + 0.25, type="indirect_pointer", buttons="primary")
        f.scene.advance(t + 0.25)
        assert "did_end_decelerating" in f.order(), (max_touches, f.order())
        assert not f.list.scroll_state.decelerating, max_touches
        f.scene.close()


def test_P4_S8_trackpad_scroll_catches_a_decelerating_list(f):
    """P4 with S8 (iOS 18.2 UIScrollViewPanGestureRecognizer, decompiled: -shouldReceiveEvent:
    calls -_beginTrackingWithEvent: for a scroll event, pausing the deceleration in range, and
    -_scrollingChangedWithEvent: at the began phase calls -_beginScroll, which catches a
    decelerating view): a trackpad scroll's began on a flung list holds it where it is, the pan
    began and caught (will_begin_dragging now); the list stays while the fingers rest, and a
    scroll that ends without travel ends the drag at rest with a single did_end_decelerating, as
    a tap on the list would. (The list went on decelerating under the fingers.)"""
    t = f.drag(160, 400, 0, -200, 10, 0.01, 1.0)
    f.scene.advance(t + 0.2)
    assert f.list.scroll_state.decelerating
    f.log.clear()
    f.scene.push_scroll(0, 0, 160, 240, t + 0.21, kind="continuous", phase="began")
    f.scene.advance(t + 0.21)
    y = f.list.content_offset.y
    assert tc.GestureState(f.list.scroll_pan.state) == tc.GestureState.BEGAN
    assert f.list.scroll_pan.translation == (0, 0)
    assert f.list.scroll_state == (True, True)   # dragging, and held: still decelerating
    assert f.order() == ["will_begin_dragging"]
    f.scene.advance(t + 0.41)
    assert f.list.content_offset.y == y
    f.scene.push_scroll(0, 0, 160, 240, t + 0.46, kind="continuous", phase="ended")
    f.scene.advance(t + 3)
    assert f.list.content_offset.y == y
    assert f.order() == ["will_begin_dragging", "will_end_dragging", "did_end_dragging",
                         "did_end_decelerating"]
    assert f.event(tc.ScrollEventKind.WILL_END_DRAGGING).velocity == (0, 0)
