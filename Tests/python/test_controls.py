"""Controls: targets, events, values, enabling."""
import pytest

import touchchain as tc
from conftest import tap


@pytest.fixture
def window(scene):
    return tc.Window(scene, 0, 0, 320, 480, name="window")


def test_button_touch_up_inside_and_outside(scene, window):
    button = window.add_subview(tc.View(scene, 100, 100, 40, 40, name="button"))
    control = button.make_control(tc.ControlKind.BUTTON)
    assert button.control is control and control.kind == tc.ControlKind.BUTTON
    got = []
    control.add_target(tc.ControlEvent.ALL, lambda c, ev: got.append(ev))
    tap(scene, 110, 110, 0.0)
    scene.dispatch()
    E = tc.ControlEvent
    assert got == [E.TOUCH_DOWN, E.TOUCH_UP_INSIDE, E.PRIMARY_ACTION_TRIGGERED]
    got.clear()
    scene.push_touch(1, tc.Phase.BEGAN, 110, 110, 1.0)
    scene.push_touch(1, tc.Phase.MOVED, 300, 300, 1.05)
    scene.push_touch(1, tc.Phase.ENDED, 300, 300, 1.1)
    scene.dispatch()
    assert got[0] == E.TOUCH_DOWN and got[-1] == E.TOUCH_UP_OUTSIDE and E.TOUCH_DRAG_EXIT in got


def test_control_consumes_touches(scene, window):
    button = window.add_subview(tc.View(scene, 100, 100, 40, 40)).make_control()
    reached = []
    window.on_touches = lambda r, e: reached.append(e.phase) or True
    tap(scene, 110, 110, 0.0)
    scene.dispatch()
    assert reached == [] and button.state.tracking is False


def test_switch_value_and_disabled(scene, window):
    switch = window.add_subview(tc.View(scene, 0, 300, 60, 30)).make_control(
        tc.ControlKind.SWITCH)
    got = []
    target = switch.add_target(tc.ControlEvent.VALUE_CHANGED,
                               lambda c, ev: got.append((ev, c.value)))
    tap(scene, 10, 310, 0.0)
    scene.dispatch()
    assert got == [(tc.ControlEvent.VALUE_CHANGED, 1.0)] and switch.value == 1.0
    switch.enabled = False
    assert switch.enabled is False
    tap(scene, 10, 310, 1.0)
    scene.dispatch()
    assert len(got) == 1
    switch.remove_target(target)
    with pytest.raises(tc.NotFoundError) as info:
        switch.remove_target(target)
    assert "no target" in info.value.message


def test_C1_stepper_held_steps_every_half_second_and_not_at_the_lift(scene, window):
    """A stepper does not step at the press (iOS 18.2 UIStepper: beginTracking only starts its
    0.5 s timer); held, it steps TC_STEPPER_REPEAT_DELAY seconds after the press and again that
    long after each of its first four steps, each step value-changed then primary-action; a
    press that stepped on its timer adds nothing at the lift (touch-up-inside alone)."""
    from touchchain import _raw
    stepper = window.add_subview(tc.View(scene, 0, 200, 100, 40)).make_control(
        tc.ControlKind.STEPPER)
    got = []
    stepper.add_target(tc.ControlEvent.ALL, lambda c, ev: got.append((ev, c.value)))
    E = tc.ControlEvent
    scene.push_touch(1, tc.Phase.BEGAN, 80, 220, 0.0)
    scene.dispatch()
    assert got == [(E.TOUCH_DOWN, 0.0)]
    delay = _raw.TC_STEPPER_REPEAT_DELAY
    scene.advance(4 * delay + 0.01)
    assert [v for ev, v in got if ev == E.VALUE_CHANGED] == [1.0, 2.0, 3.0, 4.0]
    assert got[1:3] == [(E.VALUE_CHANGED, 1.0), (E.PRIMARY_ACTION_TRIGGERED, 1.0)]
    scene.push_touch(1, tc.Phase.ENDED, 80, 220, 4 * delay + 0.05)
    scene.advance(5.0)
    assert got[-1] == (E.TOUCH_UP_INSIDE, 4.0)
    assert stepper.value == 4.0


def test_C1_R3_page_control_never_tracks_and_consumes_its_touches(scene, window):
    """iOS 18.2 UIPageControl's shouldTrack is NO under its interactive visual provider: a tap
    sends touch-down, touch-up-inside, then the tap recognizer's value-changed and
    primary-action; the control is never tracking, highlighted or touch-inside, and it consumes
    the touch all the same (R3: "Controls consume their touches; they never forward them";
    UIKit's, not tracking, calls super): its parent hears nothing. (The engine passed the
    began and ended on to the parent.)"""
    parent = window.add_subview(tc.View(scene, 0, 0, 320, 480, name="parent"))
    reached = []
    parent.on_touches = lambda r, e: reached.append(e.phase) or True
    page = parent.add_subview(tc.View(scene, 100, 100, 100, 40)).make_control(
        tc.ControlKind.PAGE)
    got = []
    page.add_target(tc.ControlEvent.ALL, lambda c, ev: got.append(
        (ev, c.state.tracking, c.state.highlighted, c.state.touch_inside)))
    tap(scene, 150, 120, 0.0)
    scene.dispatch()
    E = tc.ControlEvent
    assert [g[0] for g in got] == [E.TOUCH_DOWN, E.TOUCH_UP_INSIDE, E.VALUE_CHANGED,
                                   E.PRIMARY_ACTION_TRIGGERED]
    assert all(g[1:] == (False, False, False) for g in got)
    assert reached == []
    assert page.value == 1.0 and page.state.tracking is False


def test_R3_replay_a_page_control_consumes_its_touches():
    """The audit's scene f4_page_control_forwards, replayed: a tap on a page control inside a
    parent and a window that handle touches. The page control's records say ``handled`` true
    and the walk ends there: the parent and the window hear nothing; the control sends its tap's
    events. (The engine passed the began and ended on to the parent; the replayer logged the
    page control's records ``handled`` false.)"""
    from touchchain import replay
    doc = {"format": "touchchain-scene/1", "windows": [
        {"name": "w", "frame": [0, 0, 320, 480], "handles": ["touches"], "children": [
            {"name": "p", "frame": [0, 0, 320, 480], "handles": ["touches"], "children": [
                {"name": "pc", "frame": [20, 20, 100, 30], "control": {"kind": "page"}}]}]}],
        "trace": [{"t": 0, "touch": 1, "phase": "began", "x": 50, "y": 30},
                  {"t": 0.02, "touch": 1, "phase": "moved", "x": 55, "y": 32},
                  {"t": 0.05, "touch": 1, "phase": "ended", "x": 55, "y": 32}]}
    records = replay.replay(doc)
    assert [(r["phase"], r["responder"], r["handled"]) for r in records
            if r["ev"] == "touches"] == [("began", "pc", True), ("moved", "pc", True),
                                         ("ended", "pc", True)]
    assert [r["event"] for r in records if r["ev"] == "control"] == [
        "touch_down", "touch_drag_inside", "touch_up_inside", "value_changed",
        "primary_action_triggered"]


def test_C1_stepper_cancelled_press_sends_no_touch_cancel(scene, window):
    """iOS 18.2 UIStepper's cancelTrackingWithEvent: does not call UIControl's: a press a
    long press on the stepper's superview takes sends touch-down alone and never steps."""
    holder = window.add_subview(tc.View(scene, 0, 150, 320, 200, name="holder"))
    tc.LongPressRecognizer(scene, view=holder, min_duration=0.4)
    stepper = holder.add_subview(tc.View(scene, 0, 50, 100, 40)).make_control(
        tc.ControlKind.STEPPER)
    got = []
    stepper.add_target(tc.ControlEvent.ALL, lambda c, ev: got.append(ev))
    scene.push_touch(1, tc.Phase.BEGAN, 80, 220, 0.0)
    scene.dispatch()
    scene.advance(1.0)
    scene.push_touch(1, tc.Phase.ENDED, 80, 220, 1.0)
    scene.advance(3.0)
    assert got == [tc.ControlEvent.TOUCH_DOWN]
    assert stepper.value == 0.0 and stepper.state.tracking is False


def test_slider_value_and_margin(scene, window):
    slider = window.add_subview(tc.View(scene, 0, 0, 200, 20)).make_control(
        tc.ControlKind.SLIDER)
    slider.value = 2.0
    assert slider.value == 1.0  # clamped to 0..1
    slider.tracking_margin = 10
    assert slider.tracking_margin == 10
    with pytest.raises(tc.InvalidArgumentError):
        slider.tracking_margin = -1


def _thumb_x(x0, width, value):
    """The x of a slider's thumb centre (C1): its centre runs over the width less the thumb."""
    from touchchain import _raw
    size = _raw.TC_SLIDER_THUMB_SIZE
    return x0 + size / 2 + value * (width - size)


def test_C1_slider_value_follows_the_fingers_travel_from_the_thumb(scene, window):
    """iOS 18.2 _UISlideriOSVisualElement keeps the touch's offset from the thumb's centre
    (_hitOffset): a touch on the thumb grabs it where it is (touch-down reads the old value)
    and the value then moves by the finger's travel over the width less the thumb; a touch on
    the track off the thumb is not tracked: nothing is sent and the value stays."""
    from touchchain import _raw
    slider = window.add_subview(tc.View(scene, 20, 100, 200, 40)).make_control(
        tc.ControlKind.SLIDER)
    slider.value = 0.5
    got = []
    slider.add_target(tc.ControlEvent.ALL, lambda c, ev: got.append((ev, c.value)))
    E = tc.ControlEvent
    travel = 200 - _raw.TC_SLIDER_THUMB_SIZE
    c = _thumb_x(20, 200, 0.5)
    scene.push_touch(1, tc.Phase.BEGAN, c - 8, 120, 0.0)
    scene.push_touch(1, tc.Phase.MOVED, c + 22, 120, 0.02)
    scene.push_touch(1, tc.Phase.ENDED, c + 22, 120, 0.04)
    scene.dispatch()
    assert got[0] == (E.TOUCH_DOWN, 0.5)
    assert got[-1][0] == E.TOUCH_UP_INSIDE
    assert slider.value == pytest.approx(0.5 + 30 / travel)
    got.clear()
    tap(scene, 40, 120, 1.0, touch_id=2)  # the track, off the thumb
    scene.dispatch()
    assert got == [] and slider.value == pytest.approx(0.5 + 30 / travel)
    assert slider.state.tracking is False


def _slider_scene(trace, pan=True, **slider):
    """Window "main" (handles touches) > "p" (with a pan, or none) > slider "s" at (20, 100),
    280x30, value 0: its thumb at x 20..48, hit from x 10 to 58."""
    s = {"name": "s", "frame": [20, 100, 280, 30], "control": {"kind": "slider"}}
    s.update(slider)
    return {"format": "touchchain-scene/1",
            "windows": [{"name": "main", "frame": [0, 0, 320, 480], "handles": ["touches"],
                         "children": [{"name": "p", "frame": [0, 0, 320, 480],
                                       "recognizers": [{"name": "pan", "kind": "pan"}] * pan,
                                       "children": [s]}]}],
            "trace": trace}


def test_G7_C1_R3_replay_a_slider_touch_off_its_thumb():
    """The audit's scenes (f1_slider_own_tap, f1_slider_vertical_pan), replayed: a touch on the
    track off the thumb is not the slider's (C1): a tap attached to the slider recognizes and
    the slider sends nothing (no touch-down, no touch-cancel); a parent's vertical pan from
    there begins; its began stops at the slider, and so does its moved, which the slider passes
    on (R3) but which follows its began (R2): the walk ends there, ``handled`` true, and the
    window, which handles touches, hears neither; a touch on the thumb is the slider's, and the
    tracking slider does not veto the pan across its track (G7: "a slider vetoes swipes and pans
    parallel to its track"): the pan begins and the slider hears touch_cancel (G3)."""
    from touchchain import replay
    tap_doc = _slider_scene([{"t": 0, "touch": 1, "phase": "began", "x": 160, "y": 115},
                             {"t": 0.05, "touch": 1, "phase": "ended", "x": 160, "y": 115}],
                            pan=False, recognizers=[{"name": "tap", "kind": "tap"}])
    records = replay.replay(tap_doc)
    assert [(r["recognizer"], r["state"]) for r in records if r["ev"] == "gesture"] == [
        ("tap", "ended")]
    assert [r for r in records if r["ev"] == "control"] == []
    drag = [{"t": 0, "touch": 1, "phase": "began", "x": 160, "y": 115},
            {"t": 0.016, "touch": 1, "phase": "moved", "x": 160, "y": 125},
            {"t": 0.032, "touch": 1, "phase": "moved", "x": 161, "y": 140},
            {"t": 0.1, "touch": 1, "phase": "ended", "x": 161, "y": 140}]
    records = replay.replay(_slider_scene(drag))
    assert [(r["recognizer"], r["state"]) for r in records if r["ev"] == "gesture"] == [
        ("pan", "began"), ("pan", "ended")]
    assert [r for r in records if r["ev"] == "control"] == []
    assert [(r["phase"], r["responder"], r["handled"]) for r in records
            if r["ev"] == "touches"] == [("began", "s", True), ("moved", "s", True),
                                         ("cancelled", "s", True)]
    on_thumb = [dict(r, x=34) for r in drag]
    records = replay.replay(_slider_scene(on_thumb))
    assert [(r["recognizer"], r["state"]) for r in records if r["ev"] == "gesture"] == [
        ("pan", "began"), ("pan", "ended")]
    events = [r["event"] for r in records if r["ev"] == "control"]
    assert events[0] == "touch_down" and events[-1] == "touch_cancel"
    assert "touch_up_inside" not in events


def test_G7_G3_replay_a_tap_attached_to_a_slider_wins_on_its_thumb():
    """G7 ("A recognizer attached to the control itself is not vetoed and wins over the
    control's own tracking", seed 004), the audit's f1_slider_own_tap with the tap on the thumb:
    the slider tracks the touch (touch_down), the tap attached to it recognizes at the lift and
    takes the touch (G3): the slider gets touches-cancelled and sends touch_cancel, no
    touch_up_inside. (The engine's tracking slider vetoed its own tap.)"""
    from touchchain import replay
    doc = _slider_scene([{"t": 0, "touch": 1, "phase": "began", "x": 34, "y": 115},
                         {"t": 0.05, "touch": 1, "phase": "ended", "x": 34, "y": 115}],
                        pan=False, recognizers=[{"name": "tap", "kind": "tap"}])
    records = replay.replay(doc)
    assert [(r["recognizer"], r["state"]) for r in records if r["ev"] == "gesture"] == [
        ("tap", "ended")]
    assert [r["event"] for r in records if r["ev"] == "control"] == [
        "touch_down", "value_changed", "primary_action_triggered", "touch_cancel"]
    assert [(r["phase"], r["responder"]) for r in records if r["ev"] == "touches"] == [
        ("began", "s"), ("cancelled", "s")]


def test_G7_a_views_callback_vetoes_its_own_recognizer(scene, window):
    """G7 (UIKit's _shouldBegin asks the views of the recognizer's touches, its own view among
    them when a touch landed on it): a plain view whose gesture-should-begin callback answers
    False vetoes its own tap (the TC_FAIL_VETOED_BY_VIEW failure), asked once, with that tap; a
    slider whose callback answers True lets its own pan along its track begin (its kind rules
    veto nothing of its own), asked once, with that pan. (The engine never asked the
    recognizer's own view: the tap recognized and the callbacks went unasked.)"""
    view = window.add_subview(tc.View(scene, 0, 0, 200, 200, name="view"))
    asked = []
    view.on_gesture_should_begin = lambda v, r: asked.append((v, r)) or False
    log = []
    tap_rec = tc.TapRecognizer(scene, view=view, name="tap")
    tap_rec.on_state = lambda r, d: log.append((d.state.name, d.failure_reason.name))
    tap(scene, 50, 50, 0.0)
    scene.dispatch()
    assert asked == [(view, tap_rec)]
    assert log == [("FAILED", "VETOED_BY_VIEW")]

    slider = window.add_subview(tc.View(scene, 20, 300, 200, 40, name="slider"))
    control = slider.make_control(tc.ControlKind.SLIDER)
    events = []
    control.add_target(tc.ControlEvent.ALL, lambda c, ev: events.append(ev))
    asked_slider = []
    slider.on_gesture_should_begin = lambda v, r: asked_slider.append((v, r)) or True
    states = []
    pan = tc.PanRecognizer(scene, view=slider, name="pan",
                           on_action=lambda r, d: states.append(d.state.name))
    x = _thumb_x(20, 200, 0)
    scene.push_touch(2, tc.Phase.BEGAN, x, 320, 1.00)
    scene.push_touch(2, tc.Phase.MOVED, x + 6, 320, 1.01)
    scene.push_touch(2, tc.Phase.MOVED, x + 15, 320, 1.02)
    scene.push_touch(2, tc.Phase.ENDED, x + 15, 320, 1.03)
    scene.dispatch()
    assert asked_slider == [(slider, pan)]
    assert states[0] == "BEGAN" and states[-1] == "ENDED"
    assert events[0] == tc.ControlEvent.TOUCH_DOWN and events[-1] == tc.ControlEvent.TOUCH_CANCEL


def test_back_to_a_plain_view(scene, window):
    view = window.add_subview(tc.View(scene, 0, 0, 20, 20))
    control = view.make_control(tc.ControlKind.BUTTON)
    control.add_target(tc.ControlEvent.ALL, lambda c, e: None)
    assert view.make_control(tc.ControlKind.NONE) is None and view.control is None
    with pytest.raises(tc.StateError):
        control.state  # noqa: B018


def test_C1_send_actions_without_a_touch(scene, window):
    """C1 (UIKit's sendActions(for:): iOS 18.2 -[UIControl sendActionsForControlEvents:]
    calls _sendActionsForEvents:withEvent:, which walks the target-actions once, checks no
    isEnabled, then sends the primary action after the kind's _controlEventsForActionTriggered):
    each target once in the order added, then the primary action; a disabled control too; a
    target that destroys the control ends it, one that takes it out of its window does not."""
    E = tc.ControlEvent
    button = window.add_subview(tc.View(scene, 100, 100, 40, 40, name="button"))
    control = button.make_control(tc.ControlKind.BUTTON)
    got = []
    control.add_target(E.PRIMARY_ACTION_TRIGGERED, lambda c, ev: got.append(("t1", ev)))
    control.add_target(E.TOUCH_UP_INSIDE | E.VALUE_CHANGED, lambda c, ev: got.append(("t2", ev)))
    control.add_target(E.VALUE_CHANGED, lambda c, ev: got.append(("t3", ev)))
    control.send_actions(["value_changed", "touch_up_inside"])
    assert got == [("t2", E.TOUCH_UP_INSIDE), ("t3", E.VALUE_CHANGED),
                   ("t1", E.PRIMARY_ACTION_TRIGGERED)]
    state = control.state
    assert not state.tracking and not state.highlighted and not state.touch_inside
    got.clear()
    control.enabled = False
    control.send_actions(E.VALUE_CHANGED)  # not a button's action-triggering event
    assert got == [("t2", E.VALUE_CHANGED), ("t3", E.VALUE_CHANGED)]
    with pytest.raises(tc.UnknownEnumError):
        control.send_actions(1 << 20)
    with pytest.raises(tc.StateError):
        tc.Control(window).send_actions(E.TOUCH_UP_INSIDE)
    # a target that takes the control out of its window: the rest still hear it
    got.clear()
    control.enabled = True
    control.add_target(E.TOUCH_DOWN, lambda c, ev: (got.append(("remove", ev)),
                                                    c.view.remove_from_superview()))
    control.add_target(E.TOUCH_DOWN, lambda c, ev: got.append(("after", ev)))
    control.send_actions(E.TOUCH_DOWN)
    assert got == [("remove", E.TOUCH_DOWN), ("after", E.TOUCH_DOWN)]
    # a target that destroys it: nothing after it
    other = window.add_subview(tc.View(scene, 0, 0, 40, 40)).make_control(tc.ControlKind.SWITCH)
    got.clear()
    other.add_target(E.VALUE_CHANGED, lambda c, ev: (got.append(("destroy", ev)), c.view.destroy()))
    other.add_target(E.ALL, lambda c, ev: got.append(("late", ev)))
    other.send_actions(E.VALUE_CHANGED)
    assert got == [("destroy", E.VALUE_CHANGED)]


def test_C1_send_actions_nests_up_to_its_limit(scene, window):
    """C1, E5: allowed from inside targets, nested at most TC_MAX_SEND_ACTIONS_DEPTH deep."""
    control = window.add_subview(tc.View(scene, 0, 0, 40, 40)).make_control()
    depth = [0, 0]
    errors = []

    def again(c, ev):
        depth[0] += 1
        depth[1] = max(depth[1], depth[0])
        try:
            c.send_actions(ev)
        except tc.LimitError as e:
            errors.append(e)
        depth[0] -= 1

    control.add_target(tc.ControlEvent.TOUCH_DOWN, again)
    control.send_actions(tc.ControlEvent.TOUCH_DOWN)
    assert depth[1] == tc._raw.TC_MAX_SEND_ACTIONS_DEPTH + 1 and len(errors) == 1


def test_C1_same_target_added_twice_fires_once(scene, window):
    """C1: iOS 18.2 -[UIControl _addControlTargetAction:] merges an entry with the same target
    and action into the new one (events or'ed, moved last). The binding passes one user_data per
    callable per control, so the same function — or the same method of the same object, a new
    bound-method object each time — is one target: called once per event, after the others,
    with the first add's id. (Each add made another target: a tap called it twice.)"""
    E = tc.ControlEvent
    button = window.add_subview(tc.View(scene, 100, 100, 40, 40, name="button"))
    control = button.make_control(tc.ControlKind.BUTTON)
    got = []

    def f(c, ev):
        got.append(("f", ev))

    class Owner:
        def on(self, c, ev):
            got.append(("method", ev))

    owner = Owner()
    first = control.add_target(E.TOUCH_UP_INSIDE, f)
    other = control.add_target(E.TOUCH_UP_INSIDE, lambda c, ev: got.append(("other", ev)))
    assert control.add_target([E.TOUCH_UP_INSIDE, E.TOUCH_DOWN], f) == first
    m = control.add_target(E.TOUCH_DOWN, owner.on)
    assert control.add_target(E.TOUCH_UP_INSIDE, owner.on) == m
    assert len({first, other, m}) == 3
    tap(scene, 110, 110, 0.0)
    scene.dispatch()
    assert got == [("f", E.TOUCH_DOWN), ("method", E.TOUCH_DOWN),
                   ("other", E.TOUCH_UP_INSIDE), ("f", E.TOUCH_UP_INSIDE),
                   ("method", E.TOUCH_UP_INSIDE)]
    # removing the id removes the target, whatever number of adds made it
    control.remove_target(first)
    got.clear()
    control.send_actions(E.TOUCH_UP_INSIDE)
    assert got == [("other", E.TOUCH_UP_INSIDE), ("method", E.TOUCH_UP_INSIDE)]
    # another object's method is another target
    assert control.add_target(E.TOUCH_DOWN, Owner().on) not in (first, other, m)
