"""Views, geometry, hit-testing and the responder chain through the Pythonic layer."""
import pytest

import touchchain as tc
from conftest import tap


def test_version_and_library():
    from touchchain import _raw
    assert tc.version() == "%d.%d.%d" % (_raw.TC_VERSION_MAJOR, _raw.TC_VERSION_MINOR,
                                         _raw.TC_VERSION_PATCH)  # _raw: checked = the header
    assert tc.lib.tc_abi_version() == tc.ABI_VERSION
    assert tc.library_path.endswith(("libtouchchain.so", "libtouchchain.so.0"))


def test_seed002_hit_test_gives_viewb1_with_the_seed_trace(scene, seed002):
    trace = []
    scene.on_hit_trace = lambda step, view, inside, result: trace.append(
        (step.name, view.name, inside if step == tc.TraceStep.POINT_INSIDE else None,
         result.name if result else None))
    assert seed002["Window"].hit_test(150, 170) is seed002["ViewB1"]
    inside = [(view, ins) for step, view, ins, _ in trace if step == "POINT_INSIDE"]
    # the seed's log: UIView true, ViewC false, ViewB true, ViewB2 false, ViewB1 true
    assert [v for v in inside if v[0] != "Window"] == [
        ("UIView", True), ("ViewC", False), ("ViewB", True), ("ViewB2", False),
        ("ViewB1", True)]
    assert trace[-1] == ("EXIT", "Window", None, "ViewB1")
    scene.on_hit_trace = None
    trace.clear()
    seed002["Window"].hit_test(150, 170)
    assert trace == []


def test_seed002_tap_walks_the_chain_to_the_controller(scene, seed002):
    log = []

    def handler(handles):
        def fn(responder, event):
            log.append((responder.name, event.phase.name, event.hit_view.name))
            return handles
        return fn

    for name in ("ViewB1", "ViewB", "UIView", "Window"):
        seed002[name].on_touches = handler(False)
    seed002["ViewController"].on_touches = handler(True)
    tap(scene, 150, 170, 1.0)
    assert scene.dispatch() == 2
    chain = ["ViewB1", "ViewB", "UIView", "ViewController"]
    assert log == [(n, "BEGAN", "ViewB1") for n in chain] + [(n, "ENDED", "ViewB1") for n in chain]
    assert seed002["ViewB1"].next_responder is seed002["ViewB"]
    assert seed002["UIView"].next_responder is seed002["ViewController"]


def test_tree_queries(seed002):
    b = seed002["ViewB"]
    assert b.subviews == [seed002["ViewB1"], seed002["ViewB2"]]
    assert seed002["ViewB1"].superview is b and seed002["ViewB1"].window is seed002["Window"]
    assert seed002["Window"].is_window and not b.is_window
    seed002["ViewB2"].remove_from_superview()
    assert b.subviews == [seed002["ViewB1"]] and seed002["ViewB2"].superview is None
    b.add_subview(seed002["ViewB2"], index=0)
    assert b.subviews == [seed002["ViewB2"], seed002["ViewB1"]]


def test_geometry_properties(scene):
    v = tc.View(scene, 10, 20, 100, 50)
    assert v.frame == (10, 20, 100, 50) and v.center == (60, 45) and v.bounds == (0, 0, 100, 50)
    v.center = (100, 100)
    assert v.frame == (50, 75, 100, 50)
    v.bounds = (5, 5, 40, 40)
    assert v.bounds == (5, 5, 40, 40) and v.center == (100, 100)
    v.frame = (0, 0, 10, 10)
    v.transform = tc.Affine.scaling(2)
    assert v.transform == (2, 0, 0, 2, 0, 0)
    v.transform = None
    assert v.transform == tc.Affine.identity()
    v.alpha = 1.5
    assert v.alpha == 1.0
    for prop, default in (("hidden", False), ("interactive", True), ("multiple_touch", False),
                          ("exclusive_touch", False), ("can_become_first_responder", False),
                          ("hits_outside_bounds", False), ("use_presentation", False),
                          ("can_resign_first_responder", True)):
        assert getattr(v, prop) is default, prop
        setattr(v, prop, not default)
        assert getattr(v, prop) is (not default), prop


def test_convert_point(scene, seed002):
    b1, w = seed002["ViewB1"], seed002["Window"]
    assert b1.convert_point(0, 0) == (110, 130)
    assert b1.convert_point(0, 0, to=seed002["ViewB"]) == (10, 10)
    assert b1.convert_point_from(150, 170, w) == (40, 40)
    assert scene.convert_point(0, 0, b1, None) == (110, 130)


def test_hit_area_properties(scene):
    w = tc.Window(scene, 0, 0, 320, 480)
    button = w.add_subview(tc.View(scene, 100, 100, 20, 20, name="button"))
    assert w.hit_test(95, 95) is w
    button.hit_insets = (-12, -12, -12, -12)
    assert button.hit_insets == (-12, -12, -12, -12) and w.hit_test(95, 95) is button
    button.hit_insets = 0
    button.min_hit_size = (44, 44)
    assert button.min_hit_size == (44, 44) and w.hit_test(95, 95) is button
    button.min_hit_size = (0, 0)
    assert w.hit_test(95, 95) is w
    # polygon: the triangle (0,0)-(20,0)-(0,20) of the button's bounds
    button.polygon = [(0, 0), (20, 0), (0, 20)]
    assert w.hit_test(102, 102) is button and w.hit_test(118, 118) is w
    button.polygon = None
    assert w.hit_test(118, 118) is button
    other = w.add_subview(tc.View(scene, 0, 0, 10, 10, name="other"))
    button.redirect = other
    assert button.redirect is other and w.hit_test(110, 110) is other
    button.redirect = None
    assert w.hit_test(110, 110) is button


def test_presentation_geometry(scene):
    w = tc.Window(scene, 0, 0, 320, 480)
    v = w.add_subview(tc.View(scene, 0, 0, 50, 50, name="v"))
    v.presentation = (200, 200, 50, 50)
    assert w.hit_test(10, 10) is v          # model geometry until use_presentation
    v.use_presentation = True
    assert w.hit_test(10, 10) is w and w.hit_test(210, 210) is v
    v.presentation = None
    assert w.hit_test(10, 10) is v


def test_H6d_self_intersecting_polygon_uses_nonzero_winding(scene):
    # UIBezierPath.contains(_:) / CGPath.contains: the non-zero winding rule. A pentagram's
    # inner pentagon is wound twice: inside (the even-odd rule left it out).
    import math
    w = tc.Window(scene, 0, 0, 200, 200, name="w")
    star = w.add_subview(tc.View(scene, 0, 0, 200, 200, name="star"))
    star.polygon = [(100 + 90 * math.sin(4 * math.pi * k / 5),
                     100 - 90 * math.cos(4 * math.pi * k / 5)) for k in range(5)]
    assert w.hit_test(100, 100) is star          # centre: winding 2
    assert w.hit_test(100, 20) is star           # a tip: winding 1
    assert w.hit_test(5, 5) is w and w.hit_test(100, 190) is w
    # H2's edges whichever way round: left and top in, right and bottom out
    for square in ([(20, 20), (120, 20), (120, 120), (20, 120)],
                   [(20, 20), (20, 120), (120, 120), (120, 20)]):
        star.polygon = square
        assert w.hit_test(20, 70) is star and w.hit_test(70, 20) is star
        assert w.hit_test(120, 70) is w and w.hit_test(70, 120) is w


def test_H6e_subviews_of_a_presented_view_are_searched_in_model_geometry(scene):
    # UIKit (iOS 18.2): pointInside:withEvent: alone converts into the presentation layer;
    # the subviews are searched, and points converted, through the model layers.
    w = tc.Window(scene, 0, 0, 400, 400, name="w")
    card = w.add_subview(tc.View(scene, 0, 0, 100, 100, name="card"))
    btn = card.add_subview(tc.View(scene, 10, 10, 40, 40, name="btn"))
    card.presentation = (200, 0, 100, 100)
    card.use_presentation = True
    assert w.hit_test(220, 20) is card           # shown there; btn (model) is not
    assert w.hit_test(20, 20) is w               # the model frame is not on screen
    assert tuple(w.convert_point(220, 20, to=card)) == (220, 20)
    asked = []
    card.on_point_inside = lambda view, x, y, engine: asked.append((x, y, engine)) or engine
    scene.push_touch(1, "began", 220, 20, 0.0)
    scene.dispatch()
    t = scene.find_touch(1)
    assert t.view is card
    assert tuple(t.location_in(card)) == (220, 20) and tuple(t.location_in(btn)) == (210, 10)
    # the host's point-inside gets the model's point and the answer where the card is shown
    assert asked and asked[-1] == (220, 20, True)


def test_hit_test_overrides(scene):
    w = tc.Window(scene, 0, 0, 320, 480, name="w")
    v = w.add_subview(tc.View(scene, 0, 0, 50, 50, name="v"))
    v.on_point_inside = lambda view, x, y, engine: engine or (x < 100 and y < 100)
    assert w.hit_test(80, 80) is v
    v.on_point_inside = None
    assert w.hit_test(80, 80) is w
    seen = []
    v.on_hit_test = lambda view, x, y, engine: seen.append(engine) or w
    assert w.hit_test(10, 10) is w and seen == [v]


def test_motion_remote_press_route_and_unhandled(scene):
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    field = w.add_subview(tc.View(scene, 0, 0, 10, 10, name="field"))
    field.can_become_first_responder = True
    field.become_first_responder()
    assert scene.first_responder is field
    got = []
    field.on_motion = lambda r, e: got.append(("motion", e.subtype, e.phase)) or True
    scene.application.on_remote = lambda r, e: got.append(("remote", e.subtype, r.name)) or True
    w.on_presses = lambda r, e: got.append(("press", e.subtype, e.phase)) or True
    scene.push_motion(tc.Motion.SHAKE, tc.Phase.BEGAN, 0.1)
    scene.push_remote(tc.Remote.PLAY, 0.2)
    scene.push_press(tc.Press.SELECT, tc.Phase.BEGAN, 0.3)
    scene.dispatch()
    assert got == [("motion", tc.Motion.SHAKE, tc.Phase.BEGAN),
                   ("remote", tc.Remote.PLAY, "application"),
                   ("press", tc.Press.SELECT, tc.Phase.BEGAN)]
    routes, dropped = [], []
    w.on_route = lambda r, e: routes.append((r.name, e.name, e.info)) or e.name == "save"
    scene.on_unhandled = lambda s, e: dropped.append((e.type, e.route_name))
    assert field.send_route("save", doc="a", n=3) is True
    assert routes == [("w", "save", {"doc": "a", "n": "3"})]
    assert scene.send_route(field, "other") is False
    assert dropped == [(tc.EventType.ROUTE, "other")]
    ctl = tc.Controller(scene, name="c")
    ctl.on_route = lambda r, e: True
    assert ctl.send_route("x", {"k": "v"}) is True


def test_R4_root_controller_takes_motion_remote_and_presses_without_first_responder(scene):
    """R4: with no first responder (and no focus) the key window's root controller, the
    controller of its frontmost subview that has one, is where motion, remote-control and
    press events start; then the window (UIKit's `_responderForKeyEvents`)."""
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    root = w.add_subview(tc.View(scene, 0, 0, 100, 100, name="root"))
    ctl = tc.Controller(scene, view=root, name="vc")
    got = []
    ctl.on_motion = lambda r, e: got.append(("motion", r.name)) or False
    ctl.on_remote = lambda r, e: got.append(("remote", r.name)) or True
    ctl.on_presses = lambda r, e: got.append(("press", r.name, e.phase)) or True
    root.on_motion = lambda r, e: got.append(("motion", r.name)) or True
    w.on_motion = lambda r, e: got.append(("motion", r.name)) or True
    scene.push_motion(tc.Motion.SHAKE, tc.Phase.BEGAN, 0.1)
    scene.push_remote(tc.Remote.PLAY, 0.2)
    scene.push_press(tc.Press.SELECT, tc.Phase.BEGAN, 0.3)
    scene.push_press(tc.Press.SELECT, tc.Phase.ENDED, 0.4)
    scene.dispatch()
    assert got == [("motion", "vc"), ("motion", "w"), ("remote", "vc"),
                   ("press", "vc", tc.Phase.BEGAN), ("press", "vc", tc.Phase.ENDED)]


def test_E3_one_views_phases_are_delivered_together(scene):
    """E3: UIKit's window hands each responder of a touch event its began, moved, ended and
    cancelled touches in turn before the next responder, window by window. 1 on A and 2 on B
    (window w1) are down, 5 on C (window w2) went down between them; one event moves 1, 5
    and 2 and begins 3 on B: A's moved, B's began then moved, then w2's C."""
    w1 = tc.Window(scene, 0, 0, 400, 400, name="w1")
    w2 = tc.Window(scene, 500, 0, 400, 400, name="w2")
    a = w1.add_subview(tc.View(scene, 0, 0, 200, 400, name="A"))
    b = w1.add_subview(tc.View(scene, 200, 0, 200, 400, name="B"))
    c = w2.add_subview(tc.View(scene, 0, 0, 400, 400, name="C"))
    a.multiple_touch = b.multiple_touch = True
    out = []
    for v in (a, b, c):
        v.on_touches = lambda view, ev: out.append(
            (view.name, ev.phase.name, [t.id for t in ev.touches])) or True
    scene.push_touch(1, tc.Phase.BEGAN, 50, 50, 0.0)
    scene.push_touch(5, tc.Phase.BEGAN, 50, 50, 0.02, window=w2)
    scene.push_touch(2, tc.Phase.BEGAN, 300, 50, 0.05)
    scene.dispatch()
    out.clear()
    scene.push_touches([(1, "moved", 55, 50, 0.1), (5, "moved", 55, 50, 0.1),
                        (2, "moved", 305, 50, 0.1), (3, "began", 320, 80, 0.1)])
    scene.dispatch()
    assert out == [("A", "MOVED", [1]), ("B", "BEGAN", [3]), ("B", "MOVED", [2]),
                   ("C", "MOVED", [5])]


def test_E1_motion_ended_without_began_refused(scene):
    """E1: UIKit's UIMotionEvent sends motionEnded/motionCancelled only after motionBegan: an
    end with no shake going on raises StateError and queues nothing."""
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    got = []
    w.on_motion = lambda r, e: got.append(e.phase.name) or True
    for phase in (tc.Phase.ENDED, tc.Phase.CANCELLED):
        with pytest.raises(tc.StateError):
            scene.push_motion(tc.Motion.SHAKE, phase, 0.1)
    assert scene.queued_count == 0
    scene.push_motion(tc.Motion.SHAKE, tc.Phase.BEGAN, 0.2)
    scene.push_motion(tc.Motion.SHAKE, tc.Phase.ENDED, 0.3)
    with pytest.raises(tc.StateError):
        scene.push_motion(tc.Motion.SHAKE, tc.Phase.CANCELLED, 0.4)
    scene.dispatch()
    assert got == ["BEGAN", "ENDED"]


def test_E1_second_motion_began_refused(scene):
    """E1: UIKit's UIMotionEvent sends motionBegan only once per shake: a second began while
    one is going on raises StateError; after its end a new shake may begin."""
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    got = []
    w.on_motion = lambda r, e: got.append(e.phase.name) or True
    scene.push_motion(tc.Motion.SHAKE, tc.Phase.BEGAN, 0.1)
    with pytest.raises(tc.StateError):
        scene.push_motion(tc.Motion.SHAKE, tc.Phase.BEGAN, 0.2)
    scene.push_motion(tc.Motion.SHAKE, tc.Phase.CANCELLED, 0.3)
    scene.push_motion(tc.Motion.SHAKE, tc.Phase.BEGAN, 0.4)
    scene.dispatch()
    assert got == ["BEGAN", "CANCELLED", "BEGAN"]


def test_R4_press_on_a_key_window_without_user_interaction_reaches_no_responder(scene):
    """R4: UIKit's window sends presses on only when its user interaction is enabled (motion
    takes another branch): a press reaches no responder and is reported unhandled; a shake
    still arrives."""
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    got, dropped = [], []
    w.on_presses = lambda r, e: got.append(("press", e.phase.name)) or True
    w.on_motion = lambda r, e: got.append(("motion", e.phase.name)) or True
    scene.on_unhandled = lambda s, e: dropped.append((e.type, e.phase))
    w.interactive = False
    scene.push_press(tc.Press.SELECT, tc.Phase.BEGAN, 0.1)
    scene.push_motion(tc.Motion.SHAKE, tc.Phase.BEGAN, 0.2)
    scene.dispatch()
    assert got == [("motion", "BEGAN")]
    assert dropped == [(tc.EventType.PRESSES, tc.Phase.BEGAN)]
    w.interactive = True
    scene.push_press(tc.Press.SELECT, tc.Phase.ENDED, 0.3)
    scene.dispatch()
    assert got[-1] == ("press", "ENDED")


def test_app_delegate_is_in_the_chain_only_with_handlers(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    got = []
    scene.app_delegate.on_touches = lambda r, e: got.append(r) or True
    tap(scene, 5, 5, 0.0)
    scene.dispatch()
    assert got == [scene.app_delegate, scene.app_delegate]
    scene.app_delegate.on_touches = None
    assert w.next_responder is scene.application


def test_R1_controller_next_responder(scene, seed002):
    vc = seed002["ViewController"]
    # the root controller of the window (its view sits directly in the window): the window
    assert vc.next_responder is seed002["Window"]
    # a child controller whose view is a subview: that view's superview
    child = tc.Controller(scene, view=seed002["ViewB"], name="child")
    assert child.next_responder is seed002["UIView"]
    assert seed002["ViewB"].next_responder is child
    seed002["ViewB"].remove_from_superview()  # its view in no tree: none
    assert child.next_responder is None
    assert tc.Controller(scene).next_responder is None  # no view: none
    lone = tc.Controller(scene, view=tc.View(scene, 0, 0, 10, 10))  # a detached view: none
    assert lone.next_responder is None
    # the walk: from ViewB1 up to the end, each query answers the next
    seed002["UIView"].add_subview(seed002["ViewB"])
    chain, r = [], seed002["ViewB1"]
    while r is not None:
        chain.append(r)
        r = r.next_responder
    assert chain == [seed002["ViewB1"], seed002["ViewB"], child, seed002["UIView"], vc,
                     seed002["Window"], scene.application]
    child.destroy()
    with pytest.raises(tc.StaleHandleError):
        child.next_responder


def test_R1_application_next_responder(scene):
    assert scene.application.next_responder is None
    scene.app_delegate.on_motion = lambda r, e: True
    assert scene.application.next_responder is scene.app_delegate
    assert scene.app_delegate.next_responder is None  # the app delegate ends the chain
    scene.app_delegate.on_motion = None
    assert scene.application.next_responder is None
    scene.close()
    for responder in (scene.application, scene.app_delegate):
        with pytest.raises(tc.StaleHandleError):
            responder.next_responder


def test_touch_objects(scene):
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    v = w.add_subview(tc.View(scene, 10, 10, 50, 50, name="v"))
    seen = []

    def on_touches(view, event):
        t = event.touches[0]
        seen.append((t.id, t.phase, t.location, t.location_in(v), t.view, t.window, t.force))
        return True

    v.on_touches = on_touches
    scene.push_touch(7, tc.Phase.BEGAN, 20, 30, 0.0, force=0.5, max_force=1.0)
    scene.dispatch()
    assert seen == [(7, tc.Phase.BEGAN, (20, 30), (10, 20), v, w, 0.5)]
    assert scene.touch_count == 1
    live = scene.find_touch(7)
    assert live.id == 7 and live.view is v
    scene.push_touch(7, tc.Phase.ENDED, 20, 30, 0.1)
    scene.dispatch()
    assert scene.touch_count == 0
    with pytest.raises(tc.StaleHandleError):
        live.location_in(v)  # the touch ended: its handle is stale, no crash


def test_key_window_and_focus(scene):
    a = tc.Window(scene, 0, 0, 10, 10, name="a")
    b = tc.Window(scene, 0, 0, 10, 10, name="b")
    assert scene.key_window is a
    b.make_key()
    assert scene.key_window is b
    scene.focus = a
    assert scene.focus is a
    scene.focus = None
    assert scene.focus is None


def test_R4_is_first_responder_and_focusability(scene):
    """R4: View.is_first_responder (UIKit's isFirstResponder) answers for the view's own window,
    key or not; a view that cannot be focused (hidden, not interactive, alpha at or below
    TC_ALPHA_HIT_THRESHOLD, a disabled control, or under one) is refused the focus, and the
    focus leaves a focused view that stops being focusable."""
    from touchchain import _raw
    a = tc.Window(scene, 0, 0, 100, 100, name="a")
    b = tc.Window(scene, 0, 0, 100, 100, name="b")
    va = a.add_subview(tc.View(scene, 0, 0, 10, 10, name="va"))
    vb = b.add_subview(tc.View(scene, 0, 0, 10, 10, name="vb"))
    for v in (va, vb):
        v.can_become_first_responder = True
        v.become_first_responder()
    b.make_key()
    assert va.is_first_responder and vb.is_first_responder and scene.first_responder is vb
    va.resign_first_responder()
    assert not va.is_first_responder and not a.is_first_responder
    scene.focus = va
    va.hidden = True
    assert scene.focus is None
    with pytest.raises(tc.StateError, match="cannot be focused"):
        scene.focus = va
    va.hidden = False
    a.interactive = False
    with pytest.raises(tc.StateError):
        scene.focus = va
    a.interactive = True
    va.alpha = _raw.TC_ALPHA_HIT_THRESHOLD
    with pytest.raises(tc.StateError):
        scene.focus = va
    va.alpha = 1
    button = a.add_subview(tc.View(scene, 20, 20, 40, 40, name="button"))
    control = button.make_control(tc.ControlKind.BUTTON)
    scene.focus = button
    control.enabled = False
    assert scene.focus is None


def test_R4_key_window_follows_its_history_when_destroyed_or_hidden(scene):
    # UIKit's key-window history (-[UIWindowScene _pushKeyWindow:...]): destroying or hiding the
    # key window makes the newest visible window of the history key, not the oldest window.
    a, b, c = (tc.Window(scene, 0, 0, 10, 10, name=n) for n in "abc")
    c.make_key()
    b.make_key()
    b.destroy()
    assert scene.key_window is c
    got = []
    for w in (a, c):
        w.on_motion = lambda r, e: got.append(r.name) or True
    c.hidden = True
    assert scene.key_window is a
    scene.push_motion(tc.Motion.SHAKE, tc.Phase.BEGAN, 0.1)
    scene.dispatch()
    assert got == ["a"]
    c.hidden = False
    assert scene.key_window is a          # shown again: not key by itself
    a.hidden = True
    assert scene.key_window is c          # c is newer than a in the history
    c.hidden = True
    assert scene.key_window is None       # no visible window left
    a.make_key()                          # a hidden window can be made key (makeKeyWindow)
    assert scene.key_window is a


def test_R4_window_made_key_without_first_responder_becomes_it_when_it_can(scene):
    # UIKit's -[UIWindow _didBecomeApplicationKeyWindowWithOldApplicationKeyWindow:] calls
    # [window becomeFirstResponder] when the window has no first responder: made key, or found
    # by the fallback after the key window is hidden or destroyed.
    a, b, c = (tc.Window(scene, 0, 0, 10, 10, name=n) for n in "abc")
    b.can_become_first_responder = True
    b.make_key()
    assert scene.first_responder is b and b.is_first_responder
    c.make_key()                          # cannot: stays without one
    assert scene.first_responder is None
    got = []
    a.can_become_first_responder = True
    a.on_motion = lambda r, e: got.append(r.name) or True
    c.hidden = True                       # falls back to b, which has its own
    assert scene.key_window is b and scene.first_responder is b
    b.destroy()                           # falls back to a, which had none
    assert scene.key_window is a and scene.first_responder is a
    scene.push_motion(tc.Motion.SHAKE, tc.Phase.BEGAN, 0.1)
    scene.dispatch()
    assert got == ["a"]


def test_clock(scene):
    assert scene.now == 0.0
    scene.advance(1.5)
    assert scene.now == 1.5
    tc.Window(scene, 0, 0, 10, 10)
    scene.push_touch(1, tc.Phase.BEGAN, 1, 1, 2.0)
    assert scene.queued_count == 1
    scene.advance(1.9)
    assert scene.queued_count == 1
    scene.advance(2.0)
    assert scene.queued_count == 0 and scene.touch_count == 1


def _tap_counts_after_a_press(scene, press):
    """A press of `press` seconds, then a quick tap at the same place: the tap counts."""
    w = tc.Window(scene, 0, 0, 400, 400)
    counts = []

    def on_touches(view, event):
        if event.phase == tc.Phase.BEGAN:
            counts.extend(t.tap_count for t in event.touches)
        return True
    w.on_touches = on_touches
    scene.push_touch(1, "began", 100, 100, 0.0)
    scene.push_touch(1, "ended", 100, 100, press)
    scene.push_touch(2, "began", 100, 100, press + 0.1)
    scene.push_touch(2, "ended", 100, 100, press + 0.15)
    scene.dispatch()
    return counts


def test_T3_scene_tap_duration():
    """T3: Scene(tap_duration=) (default TC_DEFAULT_TAP_DURATION): a press held that long is
    no tap, so the tap after a 1 s press counts 1; with 2 s it counts 2. Refused: negative,
    naming the argument; not a number: TypeError."""
    with tc.Scene() as scene:
        assert _tap_counts_after_a_press(scene, 1.0) == [1, 1]
    with tc.Scene() as scene:
        assert _tap_counts_after_a_press(scene, 0.5) == [1, 2]
    with tc.Scene(tap_duration=2.0) as scene:
        assert _tap_counts_after_a_press(scene, 1.0) == [1, 2]
    with pytest.raises(tc.InvalidArgumentError) as info:
        tc.Scene(tap_duration=-1)
    assert info.value.argument == "tap_duration"
    with pytest.raises(TypeError, match="tap_duration"):
        tc.Scene(tap_duration="long")
    assert tc._raw.TC_DEFAULT_TAP_DURATION == 0.75


def _touch_log(log, *views):
    for v in views:
        v.on_touches = (lambda name, handles: lambda r, e: log.append(
            (name, e.phase.name, [t.id for t in e.touches])) or handles)(v.name, v.name != "v")


def test_T7_moving_or_raising_the_hit_view_keeps_its_touch(scene):
    """UIKit's addSubview of a view that has a superview moves it and cancels nothing while it
    stays in a window: the touch keeps its view; later phases walk the new chain as far as
    the touch's forwarding record allows (R2: d had no began, so v does not forward to it)."""
    P = tc.Phase
    w = tc.Window(scene, 0, 0, 320, 480, name="w")
    c = w.add_subview(tc.View(scene, 0, 0, 300, 300, name="c"))
    v = c.add_subview(tc.View(scene, 0, 0, 200, 200, name="v"))
    d = w.add_subview(tc.View(scene, 0, 300, 300, 100, name="d"))
    log = []
    _touch_log(log, c, v, d)
    scene.push_touch(1, P.BEGAN, 10, 10, 0.0)
    scene.dispatch()
    assert d.add_subview(v) is v  # a move, not HasParentError
    assert v.superview is d and c.subviews == []
    assert scene.find_touch(1).view is v
    scene.push_touch(1, P.MOVED, 20, 10, 0.1)
    scene.push_touch(1, P.ENDED, 20, 10, 0.2)
    scene.dispatch()
    assert log == [("v", "BEGAN", [1]), ("c", "BEGAN", [1]),
                   ("v", "MOVED", [1]), ("v", "ENDED", [1])]
    # raised among its siblings: the same chain, the same forwarding
    log.clear()
    scene.push_touch(2, P.BEGAN, 10, 310, 1.0)
    scene.dispatch()
    d.add_subview(tc.View(scene, 0, 0, 10, 10))
    d.add_subview(v)
    assert d.subviews[-1] is v
    scene.push_touch(2, P.ENDED, 10, 310, 1.1)
    scene.dispatch()
    assert log == [("v", "BEGAN", [2]), ("d", "BEGAN", [2]), ("v", "ENDED", [2]), ("d", "ENDED", [2])]


def test_H3_adding_a_subview_again_moves_it_to_the_top(scene):
    """Added again to its own superview, a view moves to the top (a reorder; an index is its
    place after the move); a move under its own tree is refused and changes nothing."""
    w = tc.Window(scene, 0, 0, 320, 480, name="w")
    a, b, c = (w.add_subview(tc.View(scene, 0, 0, 100, 100, name=n)) for n in "abc")
    assert w.hit_test(50, 50) is c
    w.add_subview(a)
    assert [x.name for x in w.subviews] == ["b", "c", "a"] and w.hit_test(50, 50) is a
    w.add_subview(a, index=0)
    assert [x.name for x in w.subviews] == ["a", "b", "c"] and w.hit_test(50, 50) is c
    w.add_subview(a, index=1)
    assert [x.name for x in w.subviews] == ["b", "a", "c"]
    k = c.add_subview(tc.View(scene, 0, 0, 10, 10, name="k"))
    with pytest.raises(tc.CycleError):
        k.add_subview(c)
    with pytest.raises(tc.CycleError):
        c.add_subview(c)
    assert [x.name for x in w.subviews] == ["b", "a", "c"] and c.subviews == [k]


def test_H3_insert_subview_past_the_end_below_and_above(scene):
    """UIKit's insertSubview(_:at:) past the end appends (flowkey's
    testInsertSubviewAtUnrealisticIndex); insertSubview(_:belowSubview:) and (_:aboveSubview:)
    as WinObjC's UIViewTest: next to itself or a non-sibling, on top; None changes nothing."""
    r = tc.View(scene, 0, 0, 10, 10, name="r")
    c = r.add_subview(tc.View(scene, 0, 0, 1, 1, name="c"), 999)
    assert r.subviews == [c]
    v = [r.add_subview(tc.View(scene, 0, 0, 1, 1, name="v%d" % i)) for i in range(4)]
    r.add_subview(c, 10 ** 12)
    assert r.subviews[-1] is c
    c.remove_from_superview()
    other = tc.View(scene, 0, 0, 1, 1, name="other")

    def where(insert, sibling):
        for x in v:
            r.add_subview(x)
        insert(v[1], sibling)
        return r.subviews.index(v[1])

    below = [where(r.insert_subview_below, s) for s in v + [other, None]]
    above = [where(r.insert_subview_above, s) for s in v + [other, None]]
    assert below == [0, 3, 1, 2, 3, 1] and above == [1, 3, 2, 3, 3, 1]
    assert r.insert_subview_above(other, v[0]) is other and r.subviews.index(other) == 1
    with pytest.raises(tc.CycleError):
        v[0].insert_subview_below(r, v[1])
    with pytest.raises(TypeError):
        r.insert_subview_below(v[0], 42)


def test_H3_frame_under_a_transform(scene):
    """UIKit's frame under a transform (flowkey's UIViewTests+hitTest
    testHitTestWithSelfTransform, ...WithChildTransform, ...AndAlteredBoundsOrigin): set, the
    bounds size is the frame size through the inverse; read, the box around the transformed
    bounds."""
    root = tc.View(scene, 0, 0, 0, 0, name="root")
    sub = root.add_subview(tc.View(scene, 0, 0, 0, 0, name="sub"))
    root.transform = tc.Affine.scaling(0.5)
    root.frame = (0, 0, 100, 100)
    sub.frame = (25, 25, 50, 50)
    assert root.bounds == (0, 0, 200, 200) and root.frame == (0, 0, 100, 100)
    hits = {p: root.hit_test(*p) for p in ((25, 25), (74, 74), (20, 20), (75, 75), (199, 199))}
    assert hits == {(25, 25): sub, (74, 74): sub, (20, 20): root, (75, 75): root,
                    (199, 199): root}
    root.bounds = (0, 25, 200, 200)
    assert root.hit_test(199, 199) is root and root.hit_test(200, 200) is None
    assert root.hit_test(74, 74) is sub
    r2 = tc.View(scene, 0, 0, 100, 100)
    child = r2.add_subview(tc.View(scene, 0, 0, 0, 0))
    child.transform = tc.Affine.scaling(0.5)
    child.frame = (25, 25, 50, 50)
    assert child.bounds == (0, 0, 100, 100) and child.frame == (25, 25, 50, 50)
    assert r2.hit_test(74, 74) is child and r2.hit_test(75, 75) is r2
    assert r2.hit_test(100, 100) is None
    v = tc.View(scene, 0, 0, 100, 100)
    v.transform = tc.Affine.scaling(0.5)
    assert v.frame == (25, 25, 50, 50)
    v.transform = (0, 1, -1, 0, 0, 0)   # a quarter turn swaps the size
    v.frame = (0, 0, 40, 20)
    assert v.bounds == (0, 0, 20, 40) and v.frame == (0, 0, 40, 20)


def test_H2_point_inside(scene):
    """UIKit's point(inside:with:) (flowkey's testPointInside and
    testPointInsideWithBoundsOriginSet): bounds coordinates, right and bottom edges outside;
    the hit area and the override as the hit test asks them."""
    v = tc.View(scene, 0, 0, 0, 0)
    v.bounds = (0, 0, 100, 100)
    assert v.point_inside(99, 99) and not v.point_inside(100, 100)
    v.bounds = (10000, 10000, 100, 100)
    assert not v.point_inside(50, 50) and v.point_inside(10050, 10050)
    v.hidden = True
    assert v.point_inside(10050, 10050)
    v.hit_insets = -10
    assert v.point_inside(9995, 9995)
    asked = []
    v.on_point_inside = lambda view, x, y, engine: asked.append((x, y, engine)) or not engine
    assert not v.point_inside(10050, 10050) and v.point_inside(0, 0)
    assert asked == [(10050, 10050, True), (0, 0, False)]
    with pytest.raises(tc.NotFiniteError):
        v.point_inside(float("nan"), 0)


def test_T7_removing_a_view_fails_its_double_tap_waiting_between_taps(scene):
    """UIKit's _cancelGestureRecognizersForView: when a view leaves its window: a double tap
    waiting between its taps fails; the tap after the view is back is a first tap."""
    P = tc.Phase
    w = tc.Window(scene, 0, 0, 320, 480, name="w")
    c = w.add_subview(tc.View(scene, 0, 0, 300, 300, name="c"))
    v = c.add_subview(tc.View(scene, 0, 0, 200, 200, name="v"))
    log = []
    dt = tc.TapRecognizer(scene, view=v, taps=2, name="dt", delays_touches_ended=False)
    dt.on_state = lambda r, d: log.append(
        (d.state.name, d.failure_reason.name if d.state == tc.GestureState.FAILED else None))
    for i, t in ((1, 0.0), (2, 0.2), (3, 0.3)):
        if i == 2:
            assert dt.state == tc.GestureState.POSSIBLE
            v.remove_from_superview()
            assert dt.state == tc.GestureState.FAILED
            assert log == [("FAILED", "TOUCH_CANCELLED")]
            c.add_subview(v)
        scene.push_touch(i, P.BEGAN, 10, 10, t)
        scene.push_touch(i, P.ENDED, 10, 10, t + 0.05)
        scene.dispatch()
        if i == 2:
            assert dt.state == tc.GestureState.POSSIBLE and len(log) == 1
    assert log == [("FAILED", "TOUCH_CANCELLED"), ("ENDED", None)]
