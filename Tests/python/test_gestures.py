"""Gesture recognizers: tap, double tap (held ending), pan translation, arbitration."""
import pytest

import touchchain as tc
from conftest import tap


@pytest.fixture
def stage(scene):
    window = tc.Window(scene, 0, 0, 320, 480, name="window")
    view = window.add_subview(tc.View(scene, 0, 0, 100, 100, name="view"))
    log = []
    view.on_touches = lambda r, e: log.append(
        ("view", e.phase.name, [t.id for t in e.touches], e.timestamp)) or True
    return window, view, log


def recorder(log):
    return lambda r, d: log.append((r.name, d.state.name, d.taps, d.failure_reason.name))


def test_defaults_come_from_the_engine():
    p = tc.default_params(tc.RecognizerKind.TAP)
    assert p["taps_required"] == 1 and p["touches_required"] == 1
    assert p["tap_interval"] == tc._raw.TC_DEFAULT_TAP_INTERVAL
    assert tc.default_params(tc.RecognizerKind.PAN)["slop"] == tc._raw.TC_DEFAULT_PAN_SLOP


def test_single_tap(scene, stage):
    _, view, log = stage
    rec = tc.TapRecognizer(scene, view=view, name="tap", on_action=recorder(log))
    assert rec.name == "tap" and rec.view is view and rec.state == tc.GestureState.POSSIBLE
    tap(scene, 50, 50, 0.0)
    scene.dispatch()
    assert log == [("view", "BEGAN", [1], 0.0), ("tap", "ENDED", 1, "NONE"),
                   ("view", "CANCELLED", [1], 0.05)]  # cancels_touches_in_view


def test_double_tap_holds_the_first_ending_then_cancels_it(scene, stage):
    _, view, log = stage
    tc.TapRecognizer(scene, taps=2, view=view, name="double", on_action=recorder(log))
    tap(scene, 50, 50, 0.0)
    scene.dispatch()
    # delays_touches_ended: the first tap's ENDED is held while the recognizer is possible
    assert log == [("view", "BEGAN", [1], 0.0)]
    tap(scene, 52, 50, 0.2, touch_id=2)
    scene.dispatch()
    assert log[1:] == [("view", "BEGAN", [2], 0.2), ("double", "ENDED", 2, "NONE"),
                       ("view", "CANCELLED", [2], 0.25), ("view", "CANCELLED", [1], 0.05)]


def test_double_tap_timeout_releases_the_held_ending(scene, stage):
    _, view, log = stage
    rec = tc.TapRecognizer(scene, taps=2, view=view, name="double", on_action=recorder(log))
    failures: list = []
    rec.on_state = recorder(failures)
    tap(scene, 50, 50, 0.0)
    scene.dispatch()
    scene.advance(0.3)
    assert log == [("view", "BEGAN", [1], 0.0)]
    scene.advance(1.0)  # the multi-tap window (0.35 s after the lift) closes at 0.40
    # G2: the failure reaches the state observer, not the action (UIKit sends none)
    assert failures == [("double", "FAILED", 1, "TIMED_OUT")]
    assert log[1:] == [("view", "ENDED", [1], 0.05)]
    assert "0.35" in rec.details.failure_message


def test_require_to_fail(scene, stage):
    _, view, log = stage
    single = tc.TapRecognizer(scene, view=view, name="single")
    double = tc.TapRecognizer(scene, taps=2, view=view, name="double")
    single.on_state = double.on_state = recorder(log)
    single.require_to_fail(double)
    with pytest.raises(tc.CycleError):
        double.require_to_fail(single)
    tap(scene, 50, 50, 0.0)
    scene.advance(1.0)
    names = [entry[:2] for entry in log if entry[0] != "view"]
    assert names == [("double", "FAILED"), ("single", "ENDED")]


def test_pan_translation(scene, stage):
    window, _, _ = stage
    states = []
    pan = tc.PanRecognizer(scene, view=window, name="pan",
                           on_action=lambda r, d: states.append((d.state.name, d.translation)))
    for i in range(6):
        scene.push_touch(1, tc.Phase.BEGAN if i == 0 else tc.Phase.MOVED,
                         10 + 10 * i, 20 + 5 * i, 0.016 * i)
    scene.dispatch()
    # began once the centroid moved more than the 10 pt slop; the slop is not subtracted
    assert states[0] == ("BEGAN", (10, 5))
    assert states[-1] == ("CHANGED", (50, 25))
    assert pan.translation == (50, 25) and pan.velocity.x == pytest.approx(625)
    pan.translation = (0, 0)
    assert pan.translation == (0, 0)
    scene.push_touch(1, tc.Phase.ENDED, 60, 45, 0.1)
    scene.dispatch()
    assert states[-1][0] == "ENDED"


def test_G9_pan_ends_with_its_final_sample(scene, stage):
    """G9: the values reported at ended include the final sample, as at every changed, and the
    lift sends no changed of its own: moved to 140, lifted at (160, 110), the pan ends with the
    translation (60, 10) located at (160, 110) (UIKit 18.2, and the engine before, left both at
    the last move: (40, 0) at (140, 100))."""
    window, _, _ = stage
    states = []
    tc.PanRecognizer(scene, view=window, on_action=lambda r, d: states.append(
        (d.state.name, d.translation, (d.x, d.y))))
    for i, x in enumerate((100, 120, 140)):
        scene.push_touch(1, tc.Phase.BEGAN if i == 0 else tc.Phase.MOVED, x, 100, 0.016 * i)
    scene.push_touch(1, tc.Phase.ENDED, 160, 110, 0.048)
    scene.dispatch()
    assert states == [("BEGAN", (20, 0), (120, 100)), ("CHANGED", (40, 0), (140, 100)),
                      ("ENDED", (60, 10), (160, 110))]


@pytest.fixture
def turned(scene):
    """A window; a superview turned 90 degrees clockwise and scaled 2; in it the recognizer's
    view, scaled 0.5 (its centre at (200, 80) in the window); a plain view elsewhere."""
    window = tc.Window(scene, 0, 0, 320, 480, name="window")
    sup = window.add_subview(tc.View(scene, 40, 60, 200, 200, name="sup"))
    sup.transform = tc.Affine(0, 2, -2, 0, 0, 0)
    view = sup.add_subview(tc.View(scene, 10, 20, 100, 100, name="view"))
    view.transform = tc.Affine.scaling(0.5)
    view.multiple_touch = True
    plain = window.add_subview(tc.View(scene, 0, 300, 100, 100, name="plain"))
    assert window.hit_test(200, 80) is view
    return window, sup, view, plain


def _near(p, x, y):
    return abs(p.x - x) < 1e-9 and abs(p.y - y) < 1e-9


def test_G9_pan_translation_and_velocity_in_a_turned_scaled_superview(scene, turned):
    """G9: UIKit's translation(in:) and velocity(in:) convert the pan's vectors as vectors
    (iOS 18.2 UIKitCore: the first and the last location converted and subtracted): dragged 50
    pt right in the window, the pan reads (0, -50) in its view (scaled 0.5 in a superview
    turned 90 degrees and scaled 2), (0, -25) in that superview, (50, 0) in the window (None
    too) and in a plain view; the velocity turns and scales the same way. In its own view they
    are what the action is handed."""
    window, sup, view, plain = turned
    seen = []

    def action(r, d):
        if d.state == tc.GestureState.CHANGED:
            seen.append((d.translation, d.velocity, r.translation_in(view), r.velocity_in(view),
                         r.translation_in(sup), r.velocity_in(sup), r.translation_in(None),
                         r.velocity_in(), r.translation_in(plain), r.translation_in(window)))

    tc.PanRecognizer(scene, view=view, on_action=action)
    for k in range(6):
        scene.push_touch(1, tc.Phase.MOVED if k else tc.Phase.BEGAN, 200 + 10 * k, 80, 0.01 * k)
    scene.dispatch()
    t, v, t_view, v_view, t_sup, v_sup, t_win, v_win, t_plain, t_window = seen[-1]
    assert t_view == t and v_view == v
    assert _near(t_view, 0, -50) and _near(t_sup, 0, -25)
    assert _near(t_win, 50, 0) and _near(t_plain, 50, 0) and _near(t_window, 50, 0)
    assert 900 < v_win.x < 1100 and abs(v_win.y) < 1e-9
    assert _near(v_sup, 0, -v_win.x / 2) and _near(v_view, 0, -v_win.x)
    # as the window's vector converts into the views (end less origin)
    for target, got in ((sup, t_sup), (view, t_view)):
        end, origin = window.convert_point(50, 0, to=target), window.convert_point(0, 0, to=target)
        assert _near(got, end.x - origin.x, end.y - origin.y)


def test_G9_location_in_view_is_the_location_converted(scene, turned):
    """G9: UIKit's location(in:): the details' location (in the recognizer's view) in any view,
    converted as a point; None is the window's."""
    window, sup, view, plain = turned
    pan = tc.PanRecognizer(scene, view=view)
    scene.push_touch(1, tc.Phase.BEGAN, 200, 80, 0.0)
    scene.push_touch(1, tc.Phase.MOVED, 230, 90, 0.01)
    scene.dispatch()
    d = pan.details
    assert pan.location_in(view) == (d.x, d.y)
    assert _near(pan.location_in(), 230, 90) and _near(pan.location_in(window), 230, 90)
    for target in (sup, plain):
        expect = window.convert_point(230, 90, to=target)
        assert _near(pan.location_in(target), expect.x, expect.y)


def test_G9_location_of_touch_in_view(scene, turned):
    """G9: UIKit's numberOfTouches and location(ofTouch:in:): the touches touch_count counts,
    in the order they landed, each where it is (UIKitCore: that UITouch's location(in:)); an
    index past them raises NotFoundError (UIKit: NSRangeException) and a negative one is out of
    range."""
    window, sup, view, plain = turned
    pan = tc.PanRecognizer(scene, view=view)
    scene.push_touch(7, tc.Phase.BEGAN, 210, 90, 0.0)
    scene.push_touch(3, tc.Phase.BEGAN, 190, 70, 0.0)
    scene.push_touch(7, tc.Phase.MOVED, 240, 90, 0.01)
    scene.push_touch(3, tc.Phase.MOVED, 220, 70, 0.01)
    scene.dispatch()
    assert pan.number_of_touches == 2
    assert _near(pan.location_of_touch(0), 240, 90) and _near(pan.location_of_touch(1), 220, 70)
    for i, touch_id in enumerate((7, 3)):
        touch = scene.find_touch(touch_id)
        assert pan.location_of_touch(i, sup) == touch.location_in(sup)
    with pytest.raises(tc.NotFoundError):
        pan.location_of_touch(2)
    with pytest.raises(tc.OutOfRangeError):
        pan.location_of_touch(-1)


def test_G9_tap_location_of_touch_is_where_its_fingers_lifted(scene, turned):
    """G9: a recognized two-finger tap counts the fingers of its last tap, also the one that
    lifted first, each where it lifted (UIKitCore: the tap engine's `_touches[index]`'s
    location(in:); a lifted UITouch keeps where it lifted)."""
    window, sup, view, plain = turned
    got = []
    tc.TapRecognizer(scene, view=view, touches=2, on_action=lambda r, d: got.append(
        [r.location_of_touch(i) for i in range(r.number_of_touches)]))
    scene.push_touch(1, tc.Phase.BEGAN, 190, 80, 0.0)
    scene.push_touch(2, tc.Phase.BEGAN, 210, 80, 0.01)
    scene.push_touch(1, tc.Phase.ENDED, 196, 86, 0.03)
    scene.push_touch(2, tc.Phase.ENDED, 212, 78, 0.05)
    scene.dispatch()
    assert got == [[(196, 86), (212, 78)]]


def test_G9_set_translation_in_view_reads_back_in_every_view(scene, turned):
    """G9: UIKit's setTranslation(_:in:): set (0, -25) in the superview, the pan reads (0, -25)
    there, (0, -50) in its view and (50, 0) in the window; None sets window coordinates."""
    window, sup, view, plain = turned
    pan = tc.PanRecognizer(scene, view=view)
    scene.push_touch(1, tc.Phase.BEGAN, 200, 80, 0.0)
    scene.push_touch(1, tc.Phase.MOVED, 230, 80, 0.01)
    scene.dispatch()
    pan.set_translation_in((0, -25), sup)
    assert _near(pan.translation_in(sup), 0, -25) and _near(pan.translation, 0, -50)
    assert _near(pan.translation_in(), 50, 0)
    pan.set_translation_in((8, 6))
    assert _near(pan.translation_in(window), 8, 6)


def test_G9_values_in_view_refusals(scene, turned):
    """G9: only pans have a translation and a velocity (StateError); a view of another scene is
    ForeignHandleError; a view whose transform cannot be inverted is SingularError; a
    non-finite translation is refused and changes nothing."""
    window, sup, view, plain = turned
    pan = tc.PanRecognizer(scene, view=view)
    tap = tc.TapRecognizer(scene, view=view)
    scene.push_touch(1, tc.Phase.BEGAN, 200, 80, 0.0)
    scene.push_touch(1, tc.Phase.MOVED, 230, 80, 0.01)
    scene.dispatch()
    with pytest.raises(AttributeError):
        tap.translation_in()   # only pans have it in Python
    for method in (tc.PanRecognizer.translation_in, tc.PanRecognizer.velocity_in):
        with pytest.raises(tc.StateError):
            method(tap)   # the C call on a tap
    with pytest.raises(tc.StateError):
        tc.PanRecognizer.set_translation_in(tap, (1, 1))
    with tc.Scene() as other:
        foreign = tc.Window(other, 0, 0, 10, 10)
        with pytest.raises(tc.ForeignHandleError):
            pan.location_in(foreign)
        with pytest.raises(tc.ForeignHandleError):
            pan.translation_in(foreign)
    flat = window.add_subview(tc.View(scene, 0, 0, 10, 10))
    flat.transform = (0, 0, 0, 0, 0, 0)
    with pytest.raises(tc.SingularError):
        pan.location_in(flat)
    with pytest.raises(tc.SingularError):
        pan.velocity_in(flat)
    before = pan.translation_in()
    with pytest.raises(tc.NotFiniteError):
        pan.set_translation_in((float("nan"), 0), sup)
    assert pan.translation_in() == before


def test_G8_edge_pan_moving_along_its_edge_fails(scene, stage):
    """G8: the Python class takes UIKit's screen-edge defaults (13 pt region, 15 pt away from
    the edge); straight down from the left edge fails it (wrong direction) once the travel
    along the edge passes its bound (39.3 pt at 0.064 s), and 16 pt inwards begins it."""
    window, _, _ = stage
    got = []
    edge = tc.EdgePanRecognizer(scene, view=window, edges="left")
    edge.on_state = lambda r, d: got.append(
        (d.state.name, d.failure_reason.name, round(d.timestamp, 3)))
    assert edge.params["slop"] == tc._raw.TC_DEFAULT_EDGE_PAN_SLOP == 15
    assert edge.params["edge_region"] == tc._raw.TC_DEFAULT_EDGE_REGION == 13
    scene.push_touch(1, tc.Phase.BEGAN, 2, 200, 0.0)
    for i in range(1, 7):
        scene.push_touch(1, tc.Phase.MOVED, 2, 200 + 10 * i, 0.016 * i)
    scene.push_touch(1, tc.Phase.ENDED, 2, 260, 0.11)
    scene.dispatch()
    assert got == [("FAILED", "WRONG_DIRECTION", 0.064)]
    got.clear()
    scene.push_touch(2, tc.Phase.BEGAN, 2, 200, 1.0)
    scene.push_touch(2, tc.Phase.MOVED, 17, 200, 1.02)
    scene.push_touch(2, tc.Phase.MOVED, 18, 200, 1.03)
    scene.push_touch(2, tc.Phase.ENDED, 18, 200, 1.04)
    scene.dispatch()
    assert [g[0] for g in got] == ["BEGAN", "ENDED"] and got[0][2] == 1.03


def test_G8_pinch_scale_is_settable(scene, stage):
    """UIKit's incremental idiom: set the scale to 1.0 in each action; each report is then
    the change since the previous one (here 1.5, then 200/150)."""
    window, _, _ = stage
    window.multiple_touch = True
    got = []

    def action(r, d):
        got.append(d.scale)
        r.scale = 1.0

    pinch = tc.PinchRecognizer(scene, view=window, on_action=action)
    scene.push_touch(1, tc.Phase.BEGAN, 100, 100, 0.0)
    scene.push_touch(2, tc.Phase.BEGAN, 200, 100, 0.0)
    scene.push_touch(2, tc.Phase.MOVED, 250, 100, 0.02)
    scene.push_touch(2, tc.Phase.MOVED, 300, 100, 0.04)
    scene.dispatch()
    assert got == [pytest.approx(1.5), pytest.approx(200 / 150)]
    assert pinch.scale == 1.0
    with pytest.raises(ValueError):
        pinch.scale = 0.0
    assert pinch.scale == 1.0


def test_G8_pinch_holds_its_scale_once_a_finger_of_its_pair_lifts(scene, stage):
    """iOS 18.2 UIKitCore's pinch driver takes no touch once its pair has formed and measures
    only while both fingers of the pair are down: after finger 2 lifts the scale holds at 1.2,
    finger 3 landing and spreading is the window's own, and the pinch ends at 1.2 when the
    last of its fingers lifts (the engine re-paired finger 3 and reported 2.4, then 3.6). The
    lift of finger 2, which leaves finger 1 down, is an update: changed, the scale held (G2)."""
    window, _, _ = stage
    window.multiple_touch = True
    got = []
    seen = []
    window.on_touches = lambda v, e: seen.append((e.phase.name, [t.id for t in e.touches])) or True
    pinch = tc.PinchRecognizer(scene, view=window)
    pinch.on_state = lambda r, d: got.append((d.state.name, round(d.scale, 6)))
    for step in [[(1, "BEGAN", 100, 0.0), (2, "BEGAN", 200, 0.0)], [(2, "MOVED", 220, 0.05)],
                 [(2, "ENDED", 220, 0.10)], [(3, "BEGAN", 200, 0.15)], [(3, "MOVED", 300, 0.20)],
                 [(3, "MOVED", 400, 0.25)], [(1, "ENDED", 100, 0.30), (3, "ENDED", 400, 0.30)]]:
        for (i, ph, x, t) in step:
            scene.push_touch(i, tc.Phase[ph], x, 100, t)
        scene.dispatch()
    assert got == [("BEGAN", 1.2), ("CHANGED", 1.2), ("ENDED", 1.2)]
    assert ("BEGAN", [3]) in seen and ("ENDED", [3]) in seen


def _g2_log(got):
    return lambda r, d: got.append((d.state.name, d.touch_count, round(d.x, 3), round(d.y, 3),
                                    round(d.translation_x, 3), round(d.scale, 3)))


def test_G2_pan_finger_landing_sends_changed_with_two_touches(scene, stage):
    """G2 (iOS 18.2 -[UIGestureRecognizer _updateGestureForActiveEvents]: a began moves to
    changed "because another event was received"): a second finger landing on a pan that has
    begun, with no move, is an update — changed, two touches, the translation as it was; the
    observer and the action both hear it. An event whose kind changes the pan sends one."""
    window, _, _ = stage
    window.multiple_touch = True
    got, actions = [], []
    pan = tc.PanRecognizer(scene, view=window, name="pan")
    pan.on_state = _g2_log(got)
    pan.on_action = _g2_log(actions)
    scene.push_touch(1, "began", 100, 100, 0.0)
    scene.push_touch(1, "moved", 130, 100, 0.02)
    scene.dispatch()
    scene.push_touch(2, "began", 100, 200, 0.04)
    scene.dispatch()
    assert got == [("BEGAN", 1, 130, 100, 30, 1), ("CHANGED", 2, 115, 150, 30, 1)]
    assert actions == got
    assert pan.state == tc.GestureState.CHANGED
    scene.push_touch(1, "moved", 140, 100, 0.06)
    scene.push_touch(2, "moved", 110, 200, 0.06)
    scene.dispatch()
    assert got[2:] == [("CHANGED", 2, 125, 150, 40, 1)]


def test_G2_two_finger_pan_lifted_in_turn_sends_changed_then_ended(scene, stage):
    """G2: one finger of a two-finger pan lifting while the other stays down is an update
    (changed, one touch); the last lift sends ended alone. Neither moved after the began."""
    window, _, _ = stage
    window.multiple_touch = True
    got = []
    pan = tc.PanRecognizer(scene, view=window, name="pan")
    pan.on_state = _g2_log(got)
    for (i, ph, x, y, t) in [(1, "began", 100, 100, 0.0), (2, "began", 100, 200, 0.0),
                             (1, "moved", 120, 100, 0.02), (2, "moved", 120, 200, 0.02),
                             (2, "ended", 120, 200, 0.04), (1, "ended", 120, 100, 0.06)]:
        scene.push_touch(i, ph, x, y, t)
    scene.dispatch()
    assert got == [("BEGAN", 2, 120, 150, 20, 1), ("CHANGED", 1, 120, 100, 20, 1),
                   ("ENDED", 1, 120, 100, 20, 1)]


def test_G2_pinch_remaining_finger_moves_send_changed(scene, stage):
    """G2, G8: after the pair of a pinch broke, the remaining finger's moves measure nothing
    but are updates: changed, the scale held, one touch; the pair's break (a lift leaving a
    finger down) is one too."""
    window, _, _ = stage
    window.multiple_touch = True
    got = []
    pinch = tc.PinchRecognizer(scene, view=window, name="pinch")
    pinch.on_state = _g2_log(got)
    for (i, ph, x, t) in [(1, "began", 100, 0.0), (2, "began", 200, 0.0), (2, "moved", 250, 0.02),
                          (2, "ended", 250, 0.04), (1, "moved", 80, 0.06), (1, "moved", 60, 0.08),
                          (1, "ended", 60, 0.10)]:
        scene.push_touch(i, ph, x, 100, t)
    scene.dispatch()
    assert [(g[0], g[1], g[5]) for g in got] == [
        ("BEGAN", 2, 1.5), ("CHANGED", 1, 1.5), ("CHANGED", 1, 1.5), ("CHANGED", 1, 1.5),
        ("ENDED", 1, 1.5)]
    assert got[3][2] == 60


def test_G2_custom_began_only_reads_changed_after_the_next_event(scene, stage):
    """G2, G8: a custom recognizer whose host sets began and never changed moves to changed at
    the next event handed to it, after its touches callback (which reads began): its observer
    hears it and its state reads CHANGED."""
    _, view, _ = stage
    got, reads = [], []

    def on_touches(rec, phase, touches, t):
        if phase == tc.Phase.MOVED:
            reads.append(rec.state.name)
            if rec.state == tc.GestureState.POSSIBLE:
                rec.state = tc.GestureState.BEGAN

    custom = tc.CustomRecognizer(scene, on_touches=on_touches, view=view, name="custom")
    custom.on_state = _g2_log(got)
    scene.push_touch(1, "began", 50, 50, 0.0)
    scene.push_touch(1, "moved", 51, 50, 0.01)
    scene.dispatch()
    assert custom.state == tc.GestureState.BEGAN
    scene.push_touch(1, "moved", 52, 50, 0.02)
    scene.dispatch()
    assert reads == ["POSSIBLE", "BEGAN"]
    assert custom.state == tc.GestureState.CHANGED
    assert [(g[0], g[2]) for g in got] == [("BEGAN", 51), ("CHANGED", 52)]


def test_delegate_veto_and_enabled(scene, stage):
    _, view, log = stage
    rec = tc.TapRecognizer(scene, view=view, name="tap")
    rec.on_state = recorder(log)
    actions: list = []
    rec.on_action = recorder(actions)
    rec.should_begin = lambda r: False
    tap(scene, 50, 50, 0.0)
    scene.dispatch()
    assert ("tap", "FAILED", 1, "VETOED_BY_DELEGATE") in log
    assert actions == []  # a failure sends no action (G2)
    rec.should_begin = None
    rec.enabled = False
    assert rec.enabled is False
    log.clear()
    tap(scene, 50, 50, 1.0)
    scene.dispatch()
    assert [e[0] for e in log] == ["view", "view"]


def test_params_round_trip(scene):
    rec = tc.LongPressRecognizer(scene, duration=0.8)
    assert rec.params["min_duration"] == 0.8
    rec.set_params(min_duration=1.2, movement=5)
    assert rec.params["min_duration"] == 1.2 and rec.params["allowable_movement"] == 5
    with pytest.raises(TypeError):
        tc.TapRecognizer(scene, bogus=1)
    with pytest.raises(tc.InvalidArgumentError):
        tc.TapRecognizer(scene, taps=0)


def test_custom_recognizer(scene, stage):
    _, view, log = stage
    seen = []

    def on_touches(rec, phase, touches, t):
        seen.append((phase.name, [x.id for x in touches]))
        if phase == tc.Phase.ENDED:
            rec.state = tc.GestureState.ENDED

    tc.CustomRecognizer(scene, on_touches=on_touches, view=view, name="custom",
                        on_action=recorder(log))
    tap(scene, 50, 50, 0.0)
    scene.dispatch()
    assert seen == [("BEGAN", [1]), ("ENDED", [1])]
    assert ("custom", "ENDED", 0, "NONE") in log


def test_G8_disabled_custom_recognizer_hears_its_touches_cancelled(scene, stage):
    """G8 (iOS 18.2 -[UIGestureEnvironment _cancelGestureRecognizers:] and -[UIEvent
    _removeGestureRecognizersSendingCancelledEvent:]): a custom recognizer disabled (or
    detached) with a finger down hears it cancelled, reading CANCELLED, before its state
    changes."""
    _, view, log = stage
    seen = []

    def on_touches(rec, phase, touches, t):
        seen.append((phase.name, [(x.id, x.phase.name) for x in touches], rec.state.name))

    custom = tc.CustomRecognizer(scene, on_touches=on_touches, view=view, name="custom")
    custom.on_state = recorder(log)
    scene.push_touch(1, "began", 50, 50, 0.0)
    scene.dispatch()
    custom.enabled = False
    assert seen == [("BEGAN", [(1, "BEGAN")], "POSSIBLE"),
                    ("CANCELLED", [(1, "CANCELLED")], "POSSIBLE")]
    assert log[-1] == ("custom", "FAILED", 0, "DISABLED")


def test_G2_custom_state_began_then_failed_is_cancelled(scene, stage):
    """G2 (iOS 18.2 -[UIGestureRecognizer setState:]): set from its own touches callback,
    BEGAN then FAILED leaves a custom recognizer CANCELLED, and its action hears it; a state
    set after that is ignored (StateError)."""
    _, view, log = stage
    errors = []

    def on_touches(rec, phase, touches, t):
        if phase == tc.Phase.MOVED and rec.state == tc.GestureState.POSSIBLE:
            rec.state = "began"
            rec.state = "failed"
            try:
                rec.state = "changed"
            except tc.StateError as e:
                errors.append(e)

    tc.CustomRecognizer(scene, on_touches=on_touches, view=view, name="custom",
                        on_action=recorder(log))
    scene.push_touch(1, "began", 50, 50, 0.0)
    scene.push_touch(1, "moved", 52, 50, 0.01)
    scene.push_touch(1, "ended", 52, 50, 0.02)
    scene.dispatch()
    assert [e[:2] for e in log if e[0] == "custom"] == [("custom", "BEGAN"),
                                                        ("custom", "CANCELLED")]
    assert len(errors) == 1


def test_G8_ignore_touch_leaves_the_touch_to_the_view(scene, stage):
    """G8 (UIKit's ignore(_:for:)): a custom recognizer that ignores a touch hears no more of
    it, its held began goes to the view at once, and its recognition does not cancel it."""
    _, view, log = stage
    seen = []

    def on_touches(rec, phase, touches, t):
        seen.append((phase.name, [x.id for x in touches]))
        for x in touches:
            if phase == tc.Phase.BEGAN:
                rec.ignore_touch(x)
        if phase == tc.Phase.BEGAN:
            rec.state = "began"

    custom = tc.CustomRecognizer(scene, on_touches=on_touches, view=view, name="custom",
                                 delays_touches_began=True, on_action=recorder(log))
    scene.push_touch(1, "began", 50, 50, 0.0)
    scene.push_touch(1, "moved", 55, 50, 0.01)
    scene.push_touch(1, "ended", 55, 50, 0.02)
    scene.dispatch()
    assert seen == [("BEGAN", [1])]
    assert [e[1] for e in log if e[0] == "view"] == ["BEGAN", "MOVED", "ENDED"]
    assert custom.state == tc.GestureState.BEGAN       # left to its host
    with pytest.raises(TypeError):
        custom.ignore_touch(None)


def test_G6_should_receive_event_refusing_touches_keeps_a_tap_from_recognizing(scene, stage):
    """G6 (iOS 18.2 -[UIGestureRecognizer _shouldReceiveTouch:forEvent:recognizerView:] asks
    _delegateShouldReceiveEvent: before the touch question): refusing EventType.TOUCHES keeps
    the tap from the touch."""
    _, view, log = stage
    tap = tc.TapRecognizer(scene, view=view, name="tap", on_action=recorder(log))
    asked = []
    tap.should_receive_event = lambda r, t: asked.append(t) and False
    tap.should_receive_touch = lambda r, t: asked.append("touch") or True
    tap_at = 0.0
    scene.push_touch(1, "began", 50, 50, tap_at)
    scene.push_touch(1, "ended", 50, 50, tap_at + 0.05)
    scene.dispatch()
    assert asked == [tc.EventType.TOUCHES]
    assert not [e for e in log if e[0] == "tap"]
    tap.should_receive_event = None
    scene.push_touch(2, "began", 50, 50, 1.0)
    scene.push_touch(2, "ended", 50, 50, 1.05)
    scene.dispatch()
    assert ("tap", "ENDED", 1, "NONE") in log


def test_G6_inconsistent_require_failure_delegate_does_not_hang(scene):
    """G6 with E5: a delegate whose should_require_failure_of answers differently each time it
    is asked keeps its recognizer waiting but cannot make the engine loop (re-examining every
    waiter after each failure once went round for ever)."""
    win = tc.Window(scene, 0, 0, 320, 480)
    v = win.add_subview(tc.View(scene, 0, 0, 320, 480))
    tap = tc.TapRecognizer(scene, v, allowable_movement=50, name="tap")
    lp = tc.LongPressRecognizer(scene, v, min_duration=100, allowable_movement=1000, name="lp")
    pan = tc.PanRecognizer(scene, v, name="pan")
    calls = [0]

    def flips(me, other):
        if other is lp:
            calls[0] += 1
            assert calls[0] < 10000, "the engine keeps asking"
            return calls[0] % 2 == 1
        return False
    pan.should_require_failure_of = flips
    scene.push_touch(1, tc.Phase.BEGAN, 100, 100, 1.0)
    scene.advance(1.0)
    scene.push_touch(1, tc.Phase.MOVED, 100, 130, 1.01)
    scene.advance(1.01)
    scene.push_touch(1, tc.Phase.MOVED, 100, 170, 1.02)   # the tap fails: waiters re-examined
    scene.advance(1.02)
    assert tap.state == tc.GestureState.FAILED
    assert calls[0] < 100


@pytest.mark.parametrize("mode", ["disable", "destroy"])
def test_G3_G6_recognizer_stopped_by_a_delegate_while_weighed_does_not_begin(mode):
    """G3: whether a begun recognizer excludes a newcomer asks delegates (simultaneity); one
    that disables or destroys the newcomer there leaves it failed or gone, never begun (the
    recognition checks again after asking)."""
    with tc.Scene() as s:
        w = tc.Window(s, 0, 0, 320, 480, name="w")
        pan = tc.PanRecognizer(s, view=w, name="pan")
        lp = tc.LongPressRecognizer(s, view=w, name="lp", allowable_movement=1000)
        states = []
        lp.on_state = lambda r, d: states.append(d.state)
        armed = [False]

        def simultaneous(r, o):
            if armed[0] and not lp.destroyed:
                if mode == "disable":
                    lp.enabled = False
                else:
                    lp.destroy()
            return True

        pan.should_recognize_simultaneously = simultaneous
        s.push_touch(1, "began", 100, 100, 0.0)
        s.push_touch(1, "moved", 130, 100, 0.1)
        s.dispatch()
        armed[0] = True
        s.advance(0.6)                      # the long press's timer: it would begin now
        assert tc.GestureState.BEGAN not in states
        if mode == "disable":
            assert lp.state in (tc.GestureState.FAILED, tc.GestureState.POSSIBLE)
        s.push_touch(1, "ended", 130, 100, 0.7)
        s.dispatch()
        if mode == "disable":
            assert lp.state == tc.GestureState.POSSIBLE
        assert tc.GestureState.BEGAN not in states


def test_G8_swipe_with_too_many_fingers_at_its_first_landing_fails_when_its_time_is_up():
    """G8: two fingers landing together on a one-finger swipe mark its failure; it fails when
    its time would be up (not only at the last lift), so a pan waiting on it goes on."""
    with tc.Scene() as s:
        w = tc.Window(s, 0, 0, 320, 480, name="w")
        w.multiple_touch = True
        sw = tc.SwipeRecognizer(s, view=w, name="swipe")
        pan = tc.PanRecognizer(s, view=w, name="pan")
        pan.require_to_fail(sw)
        log = []
        sw.on_state = lambda r, d: log.append(("swipe", d.state, round(d.timestamp, 3)))
        pan.on_state = lambda r, d: log.append(("pan", d.state, round(d.timestamp, 3)))
        s.push_touch(1, "began", 100, 100, 0.0)
        s.push_touch(2, "began", 150, 100, 0.0)
        s.dispatch()
        for i in range(1, 30):
            t = i * 0.05
            s.push_touch(1, "moved", 100, 100 + i * 3, t)
            s.push_touch(2, "moved", 150, 100 + i * 3, t)
            s.advance(t)
        assert ("swipe", tc.GestureState.FAILED, 0.5) in log
        assert any(e[0] == "pan" and e[1] == tc.GestureState.BEGAN for e in log)


def test_R2_unhandled_lists_only_the_touches_whose_began_walked_off():
    """R2: in a delivery whose touches' begans went different distances, the unhandled
    callback hears only of the touches whose began walked off the chain too."""
    with tc.Scene() as s:
        w = tc.Window(s, 0, 0, 320, 480, name="w")
        mid = w.add_subview(tc.View(s, 0, 0, 320, 480, name="mid"))
        v = mid.add_subview(tc.View(s, 0, 0, 200, 200, name="v"))
        v.multiple_touch = True
        got = []

        def on_v(view, e):
            ids = [t.id for t in e.touches]
            got.append(("v", e.phase, ids))
            return e.phase == tc.Phase.BEGAN and ids == [1]

        v.on_touches = on_v
        mid.on_touches = lambda view, e: got.append(("mid", e.phase, [t.id for t in e.touches])) or False
        w.on_touches = lambda view, e: got.append(("w", e.phase, [t.id for t in e.touches])) or False
        unhandled = []
        s.on_unhandled = lambda sc, e: unhandled.append((e.phase, [t.id for t in e.touches]))
        s.push_touch(1, "began", 50, 50, 0.0)
        s.dispatch()
        s.push_touch(2, "began", 60, 60, 0.01)
        s.dispatch()
        got.clear()
        unhandled.clear()
        s.push_touch(1, "moved", 55, 55, 0.02)
        s.push_touch(2, "moved", 65, 65, 0.02)
        s.dispatch()
        assert got == [("v", tc.Phase.MOVED, [1, 2]), ("mid", tc.Phase.MOVED, [2]), ("w", tc.Phase.MOVED, [2])]
        assert unhandled == [(tc.Phase.MOVED, [2])]


def test_T6_T5_exclusive_view_keeps_other_views_recognizers_from_a_new_touch():
    """T6, T5: while an exclusive-touch view has a touch, a new touch on another view of its
    window reaches neither that view nor its recognizers; recognizers of views that hold the
    exclusive view still see it (UIKit collects a container's recognizers only if the window's
    exclusive-touch view is in it): a two-finger tap on the window, one finger on the
    exclusive view, recognizes; the other view's tap never sees its finger."""
    with tc.Scene() as s:
        w = tc.Window(s, 0, 0, 320, 480, name="w")
        a = w.add_subview(tc.View(s, 0, 0, 150, 150, name="a"))
        b = w.add_subview(tc.View(s, 160, 0, 150, 150, name="b"))
        a.exclusive_touch = True
        tap_b = tc.TapRecognizer(s, view=b, name="tap_b")
        tap_w = tc.TapRecognizer(s, view=w, name="tap_w", touches_required=2)
        log = []
        tap_b.on_state = lambda r, d: log.append(("tap_b", d.state))
        tap_w.on_state = lambda r, d: log.append(("tap_w", d.state, d.touch_count))
        b.on_touches = lambda v, e: log.append(("b", e.phase)) or True
        s.push_touch(1, "began", 50, 50, 0.0)
        s.dispatch()
        s.push_touch(2, "began", 200, 50, 0.05)
        s.dispatch()
        s.push_touch(1, "ended", 50, 50, 0.10)
        s.push_touch(2, "ended", 200, 50, 0.10)
        s.dispatch()
        assert log == [("tap_w", tc.GestureState.ENDED, 2)]
        assert tap_b.state == tc.GestureState.POSSIBLE


def test_G4_a_began_discarded_by_a_recognition_stays_discarded_when_a_new_touch_needs_its_slot():
    """G4: a pan that delays touches began and does not cancel recognizes: its touch's held
    began is discarded. With one touch slot, later touches force the oldest hold to resolve
    while another delaying recognizer (a double tap waiting for its second tap) is still
    possible: the discarded began and its lift must not come back."""
    s = tc.Scene(max_touches=1)
    w = tc.Window(s, 0, 0, 800, 400)
    a = w.add_subview(tc.View(s, 0, 0, 400, 400, name="A"))
    b = w.add_subview(tc.View(s, 400, 0, 400, 400, name="B"))
    seen = []
    a.on_touches = lambda v, e: (seen.append(("A", e.phase.name)), True)[1]
    b.on_touches = lambda v, e: (seen.append(("B", e.phase.name)), True)[1]
    pan = tc.PanRecognizer(s, a)
    pan.set_params(delays_touches_began=True, cancels_touches_in_view=False)
    tap_a = tc.TapRecognizer(s, a, taps=2)
    tap_a.set_params(delays_touches_began=True, allowable_movement=1000, tap_interval=5.0,
                     tap_duration=5.0, cancels_touches_in_view=False)
    pan.allow_simultaneous(tap_a)
    tap_b = tc.TapRecognizer(s, b, taps=2)
    tap_b.set_params(delays_touches_began=True, tap_interval=5.0, cancels_touches_in_view=False)
    states = []
    pan.on_state = lambda r, d: states.append(d.state.name)
    s.push_touch(1, "began", 100, 100, 0.0)
    s.push_touch(1, "moved", 130, 100, 0.02)
    s.push_touch(1, "moved", 160, 100, 0.04)
    s.push_touch(1, "ended", 160, 100, 0.06)
    s.dispatch()
    assert "BEGAN" in states and "ENDED" in states
    for k, (x, t) in enumerate(((500, 0.2), (700, 0.4))):
        s.push_touch(2 + k, "began", x, 100, t)
        s.push_touch(2 + k, "ended", x, 100, t + 0.02)
        s.dispatch()
    assert [p for v, p in seen if v == "A"] == []
    s.close()


def _delaying_pan_scene(trace, cancels):
    """Window > "v" (handles touches) with a pan that delays touches began."""
    return {"format": "touchchain-scene/1", "windows": [
        {"name": "window", "frame": [0, 0, 320, 480], "handles": ["touches"], "children": [
            {"name": "v", "frame": [0, 0, 320, 480], "handles": ["touches"],
             "recognizers": [{"name": "pan", "kind": "pan", "delays_touches_began": True,
                              "cancels_touches_in_view": cancels}]}]}],
        "trace": trace}


def test_G4_replay_a_recognition_leaves_the_view_nothing_whatever_cancels_says():
    """G4 ("If the recognizer recognizes, the view gets nothing at all"), the audit's
    s2_delay_began: a pan that delays touches began recognizes; with cancels_touches_in_view on
    or off, the view (and the window above it) gets no phase of the touch — not the moves after
    the recognition, not the ended. (The engine, with cancels off, gave the view the touch's
    later moved and ended live, without its began, as UIKit 18.2 does.)"""
    from touchchain import replay
    trace = [{"t": 0.0, "touch": 1, "phase": "began", "x": 40, "y": 100},
             {"t": 0.02, "touch": 1, "phase": "moved", "x": 44, "y": 100},
             {"t": 0.04, "touch": 1, "phase": "moved", "x": 60, "y": 100},
             {"t": 0.06, "touch": 1, "phase": "moved", "x": 80, "y": 100},
             {"t": 0.08, "touch": 1, "phase": "ended", "x": 80, "y": 100}]
    for cancels in (True, False):
        records = replay.replay(_delaying_pan_scene(trace, cancels))
        assert [r["state"] for r in records if r["ev"] == "gesture"] == [
            "began", "changed", "ended"]
        assert [r for r in records if r["ev"] == "touches"] == []


def test_G4_replay_a_pan_failing_at_the_lift_gives_began_latest_moved_then_ended():
    """G4 ("If every recognizer fails, the view gets began and then only the latest moved"), the
    audit's s2_delay_began (touch 2): a pan that delays touches began fails when its finger
    lifts after moving less than its slop: the view gets the held began (at the touch-down's
    time), the latest moved (at its own time), then the ended. (The engine sent began then
    ended, no moved, as UIKit's one follow-up copy does.)"""
    from touchchain import replay
    trace = [{"t": 1.0, "touch": 2, "phase": "began", "x": 40, "y": 100},
             {"t": 1.02, "touch": 2, "phase": "moved", "x": 42, "y": 100},
             {"t": 1.04, "touch": 2, "phase": "moved", "x": 44, "y": 101},
             {"t": 1.06, "touch": 2, "phase": "moved", "x": 45, "y": 102},
             {"t": 1.08, "touch": 2, "phase": "ended", "x": 45, "y": 102}]
    records = replay.replay(_delaying_pan_scene(trace, True))
    assert [r["state"] for r in records if r["ev"] == "gesture"] == ["failed"]
    assert [(r["phase"], r["responder"], r["t"], r["at"]) for r in records
            if r["ev"] == "touches"] == [("began", "v", 1.0, 1.08), ("moved", "v", 1.06, 1.08),
                                         ("ended", "v", 1.08, 1.08)]


def test_T7_G9_replay_a_pan_stopped_by_a_removal_reports_its_last_location():
    """T7 with G9, the audit's s17: a pan on a card's parent whose touch last moved to
    (150, 120) is cancelled when the card leaves the window, and reports (150, 120) — as a
    host-cancelled pan reports where its touch last was — not where the previous gesture ended
    (170, 130). (The engine dropped the touch before stopping the pan, so its location fell
    back to the previous gesture's.)"""
    from touchchain import replay
    doc = {"format": "touchchain-scene/1", "windows": [
        {"name": "window", "frame": [0, 0, 320, 480], "children": [
            {"name": "root", "frame": [0, 0, 320, 480],
             "recognizers": [{"name": "pan", "kind": "pan"}],
             "children": [{"name": "card", "frame": [0, 0, 320, 200]}]}]}],
        "trace": [{"t": 1.0, "touch": 2, "phase": "began", "x": 120, "y": 120},
                  {"t": 1.05, "touch": 2, "phase": "moved", "x": 150, "y": 120},
                  {"t": 1.08, "touch": 2, "phase": "moved", "x": 170, "y": 130},
                  {"t": 1.1, "touch": 2, "phase": "ended", "x": 170, "y": 130},
                  {"t": 2.0, "touch": 3, "phase": "began", "x": 120, "y": 120},
                  {"t": 2.05, "touch": 3, "phase": "moved", "x": 150, "y": 120},
                  {"t": 2.1, "set": {"view": "card", "remove": True}}]}
    records = replay.replay(doc)
    last = [r for r in records if r["ev"] == "gesture"][-1]
    assert (last["state"], last["location"]) == ("cancelled", [150.0, 120.0])


def _pan_velocities(samples):
    """The pan's (state, velocity x) at each report, for one finger's samples (phase, x, t)."""
    s = tc.Scene()
    w = tc.Window(s, 0, 0, 2000, 400)
    pan = tc.PanRecognizer(s, w)
    seen = []
    pan.on_state = lambda r, d: seen.append((d.state.name, round(d.velocity[0], 6)))
    for phase, x, t in samples:
        s.push_touch(1, phase, x, 100, t)
        s.dispatch()
    s.close()
    return seen


def test_G8_velocity_of_a_sparse_stream_is_its_newest_moves_speed():
    """G8: samples too far apart for the fit (a digitizer reporting every 50 ms) give the speed
    of the newest move, as UIKit's pan does, not 0 at every sample; a stop still reads 0."""
    steady = [("began", 100.0, 0.0)] + [("moved", 100.0 + 50.0 * k, 0.05 * k) for k in range(1, 6)]
    seen = _pan_velocities(steady + [("ended", 400.0, 0.3)])
    assert seen[0] == ("BEGAN", 1000.0) and all(v == 1000.0 for _, v in seen)
    # One move of 30 pt in 10 ms, then the lift: that move's speed at began and at ended.
    assert _pan_velocities([("began", 100.0, 0.0), ("moved", 130.0, 0.01), ("ended", 130.0, 0.02)]) \
        == [("BEGAN", 3000.0), ("ENDED", 3000.0)]
    # The lift one interval after the last move, where it was: no stop at that rate.
    assert _pan_velocities(steady + [("ended", 350.0, 0.3)])[-1] == ("ENDED", 1000.0)
    # Held still three intervals before the lift: stopped.
    assert _pan_velocities(steady + [("ended", 350.0, 0.4)])[-1] == ("ENDED", 0.0)
    # At 60 Hz, the references' 40 ms: a lift 50 ms after the last move has stopped.
    fast = [("began", 100.0, 0.0)] + [("moved", 100.0 + 10.0 * k, k / 60) for k in range(1, 9)]
    assert _pan_velocities(fast + [("ended", 180.0, 8 / 60 + 0.05)])[-1] == ("ENDED", 0.0)


def test_G8_requires_exclusive_touch_type_pencil_does_not_join_a_finger_pan(scene):
    """G8, P1: UIKit's requiresExclusiveTouchType, default True: a pencil landing while a
    finger pans is not the pan's (its touch count stays 1, its location on the finger);
    False lets it join. (The pan took the pencil by default: two touches, x jumped.)"""
    for exclusive in (True, False):
        with tc.Scene() as s:
            window = tc.Window(s, 0, 0, 320, 480, name="window")
            window.multiple_touch = True
            log = []
            pan = tc.PanRecognizer(s, view=window, name="pan") if exclusive else \
                tc.PanRecognizer(s, view=window, name="pan", requires_exclusive_touch_type=False)
            pan.on_action = lambda r, d: log.append((d.state.name, d.touch_count, round(d.x)))
            s.push_touch(1, tc.Phase.BEGAN, 100, 100, 0.00)
            s.push_touch(1, tc.Phase.MOVED, 130, 100, 0.02)
            s.push_touch(1, tc.Phase.MOVED, 140, 100, 0.04)
            s.push_touch(2, tc.Phase.BEGAN, 300, 100, 0.05, type="stylus")
            s.push_touch(1, tc.Phase.MOVED, 150, 100, 0.06)
            s.push_touch(2, tc.Phase.MOVED, 300, 120, 0.06, type="stylus")
            s.dispatch()
            assert log[-1] == (("CHANGED", 1, 150) if exclusive else ("CHANGED", 2, 225))
            assert pan.params["requires_exclusive_touch_type"] == int(exclusive)


def test_G2_G8_custom_on_reset_once_after_its_gesture(scene, stage):
    """G2, G8 (UIKit's reset(); iOS 18.2 -[UIGestureEnvironment
    _queueGestureRecognizersForResetIfFinished:] resets only ended, cancelled or failed
    recognizers, and -[UIGestureRecognizer _resetGestureRecognizer] calls reset first): once
    after the gesture ended, still reading ENDED, before the next touch's began; after a
    failure mid-touch only once its touch is gone; never for one left POSSIBLE."""
    _, view, log = stage
    events = []

    def on_touches(rec, phase, touches, t):
        events.append(("touches", phase.name, touches[0].id))
        if touches[0].id == 1 and phase == tc.Phase.ENDED:
            rec.state = "ended"
        if touches[0].id == 3 and phase == tc.Phase.MOVED and rec.state == tc.GestureState.POSSIBLE:
            rec.state = "failed"

    def on_reset(rec):
        events.append(("reset", rec.state.name, rec.details.touch_count))
        with pytest.raises(tc.StateError):
            rec.state = "began"

    custom = tc.CustomRecognizer(scene, on_touches=on_touches, on_reset=on_reset, view=view,
                                 name="custom")
    assert custom.on_reset is on_reset
    tap(scene, 50, 50, 0.0)
    scene.push_touch(2, "began", 50, 50, 1.0)
    scene.dispatch()
    assert events == [("touches", "BEGAN", 1), ("touches", "ENDED", 1), ("reset", "ENDED", 0),
                      ("touches", "BEGAN", 2)]
    events.clear()
    scene.push_touch(2, "ended", 50, 50, 1.1)  # left POSSIBLE: no reset
    scene.push_touch(3, "began", 50, 50, 2.0)
    scene.push_touch(3, "moved", 60, 50, 2.1)
    scene.push_touch(3, "moved", 70, 50, 2.2)
    scene.dispatch()
    assert events == [("touches", "ENDED", 2), ("touches", "BEGAN", 3), ("touches", "MOVED", 3)]
    assert custom.state == tc.GestureState.FAILED
    scene.push_touch(3, "ended", 70, 50, 2.3)
    scene.dispatch()
    assert events[-1] == ("reset", "FAILED", 0)
    assert sum(1 for e in events if e[0] == "reset") == 1
    custom.on_reset = None
    assert custom.on_reset is None
    with pytest.raises(TypeError):
        custom.on_reset = 5
    with pytest.raises(tc.StateError):  # only custom recognizers have one
        tc.TapRecognizer(scene)._call(tc._core.lib.tc_recognizer_set_custom_reset_fn,
                                      tc._raw.tc_custom_reset_fn(), None)


def test_G3_G8_custom_can_prevent_and_can_be_prevented_are_directional(scene, stage):
    """G3, G8 (UIKit's canPrevent(_:) and canBePrevented(by:), asked by iOS 18.2
    -[UIGestureRecognizer _isExcludedByExcludable:] before the delegates): a custom recognizer
    that cannot prevent others begins and leaves a possible tap to recognize; one that cannot
    be prevented stays POSSIBLE when the tap recognizes, and recognizes on the same lift."""
    _, view, log = stage
    asked = []
    tap_rec = tc.TapRecognizer(scene, view=view, name="tap")

    def press(rec, phase, touches, t):
        if phase == tc.Phase.MOVED and rec.state == tc.GestureState.POSSIBLE:
            rec.state = "began"
        elif phase == tc.Phase.ENDED and rec.state in (tc.GestureState.POSSIBLE,
                                                       tc.GestureState.BEGAN):
            rec.state = "ended"

    def cannot_prevent(rec, other):
        asked.append(("can_prevent", rec.name, other.name))
        with pytest.raises(tc.ReentrantError):
            rec.state = "changed"
        return False

    custom = tc.CustomRecognizer(scene, on_touches=press, can_prevent=cannot_prevent,
                                 view=view, name="A")
    for r in (tap_rec, custom):
        r.on_state = recorder(log)
    scene.push_touch(1, "began", 50, 50, 0.0)
    scene.push_touch(1, "moved", 51, 50, 0.02)
    scene.push_touch(1, "ended", 51, 50, 0.05)
    scene.dispatch()
    states = [e for e in log if e[0] in ("A", "tap")]
    assert states == [("A", "BEGAN", 0, "NONE"), ("tap", "ENDED", 1, "NONE"),
                      ("A", "ENDED", 0, "NONE")]
    assert asked == [("can_prevent", "A", "tap"), ("can_prevent", "A", "tap")]
    # the other direction: A possible, the tap recognizing first (fed first) excludes it ...
    custom.can_prevent = None
    custom.on_touches = lambda rec, phase, touches, t: (
        setattr(rec, "state", "ended") if phase == tc.Phase.ENDED
        and rec.state == tc.GestureState.POSSIBLE else None)
    log.clear()
    tap(scene, 50, 50, 1.0)
    scene.dispatch()
    assert [e for e in log if e[0] in ("A", "tap")] == [("tap", "ENDED", 1, "NONE"),
                                                        ("A", "FAILED", 0, "EXCLUDED")]
    # ... unless A cannot be prevented: it stays POSSIBLE and recognizes on the same lift
    custom.can_be_prevented = lambda rec, other: asked.append(("cbp", other.name)) and False
    log.clear()
    asked.clear()
    tap(scene, 50, 50, 2.0)
    scene.dispatch()
    assert [e[:2] for e in log if e[0] in ("A", "tap")] == [("tap", "ENDED"), ("A", "ENDED")]
    assert asked == [("cbp", "tap")]


def test_G2_G6_scroll_pan_released_by_a_double_tap_failing_sends_began_alone(scene):
    """G2, G6: a scroll view's pan that requires a cell's double tap to fail waits past its
    slop; the double tap fails by movement in the middle of the next event's feed: the pan's
    action hears that event once, BEGAN at translation 0 (UIKit's update sends the began action
    alone), and the next move CHANGED with the travel since. (It heard BEGAN then CHANGED.)"""
    window = tc.Window(scene, 0, 0, 320, 480, name="window")
    sv = window.add_subview(tc.View(scene, 0, 0, 320, 480, name="scroll"))
    sv.make_scroll(content_size=(320, 2000))
    cell = sv.add_subview(tc.View(scene, 0, 0, 320, 100, name="cell"))
    double = tc.TapRecognizer(scene, view=cell, taps=2, name="double")
    pan = sv.scroll_pan
    acts = []
    pan.on_action = lambda r, d: acts.append((d.state.name, d.translation.x, d.translation.y))
    pan.require_to_fail(double)
    scene.push_touch(1, "began", 100, 80, 0.0)
    scene.dispatch()
    scene.push_touch(1, "moved", 100, 60, 0.05)   # 20 pt: the pan waits
    scene.dispatch()
    assert acts == []
    scene.push_touch(1, "moved", 100, 20, 0.10)   # 60 pt: the double tap fails
    scene.dispatch()
    assert acts == [("BEGAN", 0.0, 0.0)]
    assert pan.state == tc.GestureState.BEGAN
    scene.push_touch(1, "moved", 100, 10, 0.15)
    scene.dispatch()
    assert acts[1:] == [("CHANGED", 0.0, -10.0)]


def test_G2_custom_began_then_changed_in_one_callback_sends_one_action(scene, stage):
    """G2, G8: a custom recognizer whose host sets began then changed in one touches callback
    sends one action, BEGAN; it reads CHANGED, and its observer heard both. (Two actions.)"""
    _, view, _ = stage
    acts, seen = [], []

    def on_touches(rec, phase, touches, t):
        if phase == tc.Phase.MOVED and rec.state == tc.GestureState.POSSIBLE:
            rec.state = tc.GestureState.BEGAN
            rec.state = tc.GestureState.CHANGED

    custom = tc.CustomRecognizer(scene, on_touches=on_touches, view=view, name="custom")
    custom.on_action = lambda r, d: acts.append(d.state.name)
    custom.on_state = lambda r, d: seen.append(d.state.name)
    scene.push_touch(1, "began", 50, 50, 0.0)
    scene.push_touch(1, "moved", 60, 50, 0.1)
    scene.dispatch()
    assert acts == ["BEGAN"]
    assert seen == ["BEGAN", "CHANGED"]
    assert custom.state == tc.GestureState.CHANGED
    scene.push_touch(1, "moved", 70, 50, 0.2)
    scene.dispatch()
    assert acts == ["BEGAN", "CHANGED"]
