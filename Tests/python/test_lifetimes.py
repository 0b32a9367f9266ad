"""Lifetimes: closing, destroying, stale handles; never a crash."""
import gc
import os
import subprocess
import sys

import pytest

import touchchain as tc
from touchchain._core import registry


def test_close_is_idempotent_and_invalidates_everything():
    scene = tc.Scene()
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 10, 10))
    c = tc.Controller(scene, view=v)
    r = tc.TapRecognizer(scene, view=v)
    ctl = v.make_control(tc.ControlKind.BUTTON)
    scene.close()
    scene.close()
    assert scene.closed
    for use in (lambda: v.frame, lambda: w.hit_test(1, 1), lambda: c.view, lambda: r.state,
                lambda: ctl.value, lambda: scene.dispatch(), lambda: v.add_subview(w),
                lambda: setattr(v, "alpha", 0.5), lambda: scene.push_touch(1, 1, 0, 0, 0)):
        with pytest.raises(tc.StaleHandleError):
            use()
    v.destroy()  # no-op on a closed scene


def test_context_manager_closes():
    with tc.Scene() as scene:
        v = tc.View(scene, 0, 0, 1, 1)
    with pytest.raises(tc.TouchChainError):
        v.frame  # noqa: B018


def test_destroyed_view_is_stale_in_the_engine(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 10, 10, name="v"))
    v.destroy()
    assert w.subviews == []
    with pytest.raises(tc.StaleHandleError) as info:
        v.frame  # noqa: B018
    assert info.value.message  # the engine's words
    v2 = tc.View(scene, 0, 0, 1, 1)
    assert v2.handle != v.handle  # handles carry a generation


def test_destroyed_objects_leave_the_registry():
    before = len(registry)
    with tc.Scene() as scene:
        w = tc.Window(scene, 0, 0, 10, 10)
        v = tc.View(scene, 0, 0, 1, 1)
        v.on_touches = lambda r, e: True
        v.make_control().add_target(tc.ControlEvent.ALL, lambda c, e: None)
        tc.PanRecognizer(scene, view=w)
        tc.Controller(scene)
        assert len(registry) > before
        v.destroy()
    assert len(registry) == before


def test_del_is_a_safety_net():
    import weakref
    scene = tc.Scene()
    w = tc.Window(scene, 0, 0, 10, 10)
    w.on_touches = lambda r, e: True
    ref = weakref.ref(scene)
    del scene, w
    gc.collect()
    assert ref() is None
    # more unclosed scenes than TC_MAX_SCENES: each was destroyed by __del__
    for i in range(tc._raw.TC_MAX_SCENES + 50):
        s = tc.Scene()
        tc.Window(s, 0, 0, 10, 10).on_touches = lambda r, e: True
        del s
        if i % 100 == 0:
            gc.collect()


def test_views_stay_alive_without_python_references(scene):
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    w.add_subview(tc.View(scene, 0, 0, 10, 10, name="child"))
    gc.collect()
    child = w.hit_test(5, 5)
    assert child.name == "child"


def test_touch_handles_die_with_their_touch(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    kept = []
    w.on_touches = lambda r, e: kept.extend(e.touches) or True
    scene.push_touch(1, tc.Phase.BEGAN, 1, 1, 0.0)
    scene.push_touch(1, tc.Phase.ENDED, 1, 1, 0.1)
    scene.dispatch()
    assert kept[1].phase == tc.Phase.ENDED  # the snapshot survives
    with pytest.raises(tc.StaleHandleError):
        kept[0].location_in()


def test_many_scenes_in_a_fresh_process():
    code = ("import touchchain as tc\n"
            "for i in range(200):\n"
            "    s = tc.Scene(); w = tc.Window(s, 0, 0, 10, 10)\n"
            "    w.on_touches = lambda r, e: True\n"
            "    s.push_touch(1, 1, 1, 1, 0.0); s.dispatch()\n"
            "    if i % 2: s.close()\n"
            "print('ok')\n")
    from conftest import PACKAGE_PARENT
    env = dict(os.environ, PYTHONPATH=PACKAGE_PARENT)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env)
    assert out.returncode == 0, out.stderr
    assert out.stdout.strip() == "ok"


# ---- a destroyed object, or an ended touch, never reaches the engine ----------------------
# A handle is a slot and a generation: once a slot has been reused 65,535 times (64-bit; 127 on
# wasm32) an old handle reads as live again and names the newer object. The audit's reproducers
# reach that by making 65,535 views (1.3 s to 8 s) or touches (25 s); these tests put the newer
# object's handle value in the old Python object instead, which is the state the wrap leaves.

def _as_if_its_slot_were_reused(old, new):
    old._h = new._h


def test_HDR_destroyed_object_never_reaches_a_reused_handle(scene):
    """A destroyed View, Window, Controller or Recognizer raises StaleHandleError from every
    member, and as an argument (``argument`` names it), without calling the engine: its
    handle, once its slot is reused, would name a newer object, which the call would change."""
    w = tc.Window(scene, 0, 0, 320, 480, name="w")
    a = w.add_subview(tc.View(scene, 0, 0, 10, 10, name="A"))
    a.destroy()
    b = w.add_subview(tc.View(scene, 5, 5, 20, 20, name="B"))
    _as_if_its_slot_were_reused(a, b)
    assert a.destroyed and not b.destroyed
    for use in (lambda: setattr(a, "frame", (100, 100, 50, 50)), lambda: a.frame,
                a.remove_from_superview, lambda: setattr(a, "alpha", 0.5),
                lambda: setattr(a, "hidden", True), lambda: a.hit_test(1, 1),
                lambda: a.add_subview(tc.View(scene, 0, 0, 1, 1)), lambda: a.convert_point(1, 1),
                lambda: a.make_control("button"), lambda: a.make_scroll(),
                lambda: setattr(a, "on_touches", lambda r, e: True), lambda: a.is_scroll_view,
                a.become_first_responder, lambda: a.name):
        with pytest.raises(tc.StaleHandleError, match="was destroyed"):
            use()
    a.destroy()  # again: nothing
    assert b.frame == (5, 5, 20, 20) and b.superview is w and not b.destroyed
    assert b.alpha == 1.0 and not b.hidden and b.subviews == [] and b.control is None

    # as an argument
    tap = tc.TapRecognizer(scene)
    other = tc.View(scene, 0, 0, 1, 1)
    controller = tc.Controller(scene)
    for use, what in ((lambda: w.add_subview(a), "child"),
                      (lambda: w.insert_subview_below(a, b), "child"),
                      (lambda: w.insert_subview_above(other, a), "sibling"),
                      (lambda: tap.attach(a), "view"),
                      (lambda: setattr(controller, "view", a), "view"),
                      (lambda: setattr(other, "redirect", a), "redirect"),
                      (lambda: setattr(scene, "focus", a), "focus"),
                      (lambda: w.convert_point(1, 1, a), "to"),
                      (lambda: w.convert_point_from(1, 1, a), "source"),
                      (lambda: scene.convert_point(1, 1, a), "source"),
                      (lambda: scene.send_route(a, "x"), "source"),
                      (lambda: tap.location_in(a), "view")):
        with pytest.raises(tc.StaleHandleError) as info:
            use()
        assert info.value.argument == what, (what, info.value.argument)
    assert w.subviews == [b] and tap.view is None and controller.view is None
    assert other.redirect is None and scene.focus is None

    old_window = tc.Window(scene, 0, 0, 10, 10)
    old_window.destroy()
    _as_if_its_slot_were_reused(old_window, w)
    with pytest.raises(tc.StaleHandleError) as info:
        scene.key_window = old_window
    assert info.value.argument == "key_window"
    for push in (lambda: scene.push_touch(1, "began", 1, 1, 0.0, window=old_window),
                 lambda: scene.push_touches([dict(id=1, phase="began", x=1, y=1, t=0.0,
                                                  window=old_window)]),
                 lambda: scene.push_hover(1, "began", 1, 1, 0.0, window=old_window),
                 lambda: scene.push_scroll(1, 1, 1, 1, 0.0, window=old_window)):
        with pytest.raises(tc.StaleHandleError):
            push()
    assert scene.queued_count == 0 and scene.key_window is w  # the first window, made key


def test_HDR_destroyed_controller_and_recognizer_never_reach_a_reused_handle(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 50, 50))
    old_c = tc.Controller(scene)
    old_c.destroy()
    c = tc.Controller(scene, view=v, name="c")
    _as_if_its_slot_were_reused(old_c, c)
    for use in (lambda: old_c.view, lambda: setattr(old_c, "view", None),
                lambda: setattr(old_c, "on_route", lambda r, e: True),
                lambda: old_c.send_route("x"), lambda: old_c.name):
        with pytest.raises(tc.StaleHandleError):
            use()
    old_c.destroy()  # again: nothing
    assert c.view is v and not c.destroyed and c.on_route is None

    old_r = tc.PanRecognizer(scene)
    old_r.destroy()
    r = tc.PanRecognizer(scene, v, name="r")
    tap = tc.TapRecognizer(scene, v)
    _as_if_its_slot_were_reused(old_r, r)
    for use in (lambda: old_r.state, old_r.detach, lambda: setattr(old_r, "enabled", False),
                lambda: old_r.set_params(min_touches=2), lambda: old_r.require_to_fail(tap),
                lambda: setattr(old_r, "name", "x"), lambda: old_r.location_in(None),
                lambda: setattr(old_r, "on_action", lambda rec, d: None)):
        with pytest.raises(tc.StaleHandleError):
            use()
    for use, what in ((lambda: tap.require_to_fail(old_r), "other"),
                      (lambda: tap.allow_simultaneous(old_r), "other")):
        with pytest.raises(tc.StaleHandleError) as info:
            use()
        assert info.value.argument == what
    assert r.view is v and r.enabled and r.name == "r" and r.params["min_touches"] == 1
    assert r.on_action is None


def test_HDR_ended_touch_never_reaches_a_reused_touch_handle(scene):
    """A Touch whose touch ended (the dispatch that ended it returned) raises StaleHandleError
    from location_in, predict, azimuth_* and as ignore_touch's argument, without calling the
    engine; its fields stay readable. Until then it works, also when it was handed out in an
    earlier dispatch and its touch is still down."""
    w = tc.Window(scene, 0, 0, 320, 480)
    v = w.add_subview(tc.View(scene, 0, 0, 320, 480))
    custom = tc.CustomRecognizer(scene, v)
    kept = []
    v.on_touches = lambda view, ev: kept.extend(ev.touches) or True
    scene.push_touch(1, "began", 10, 10, 0.0)
    scene.dispatch()
    first = kept[0]
    v.on_touches = None                 # the next dispatch hands out no snapshot of touch 1
    scene.push_touch(1, "moved", 12, 10, 0.01)
    scene.dispatch()
    assert first.location_in(None) == (12, 10)  # still down: still asked of the engine
    first.predict(0.01)
    with pytest.raises(tc.InvalidArgumentError):  # an error the host made...
        v.frame = (0, 0, -1, 1)
    message = scene.last_error
    scene.push_touch(1, "ended", 12, 10, 0.02)
    scene.dispatch()
    assert scene.last_error == message  # ...is still the last error after the sweep's probe
    assert first.x == 10 and first.phase == tc.Phase.BEGAN  # the snapshot stays readable

    scene.push_touch(2, "began", 200, 300, 1.0)
    scene.dispatch()
    live = scene.find_touch(2)
    first.handle = live.handle          # as if touch 1's slot had been reused (65,535 times)
    for use in (lambda: first.location_in(None), lambda: first.location_in(v, previous=True),
                lambda: first.predict(0.01), lambda: first.azimuth_angle_in(None),
                lambda: first.azimuth_unit_vector_in(v)):
        with pytest.raises(tc.StaleHandleError, match="touch 1 has ended"):
            use()
    with pytest.raises(tc.StaleHandleError) as info:
        custom.ignore_touch(first)
    assert info.value.argument == "touch"
    assert live.location_in(None) == (200, 300)  # the live one still works
    seen = []
    custom.on_touches = lambda rec, phase, touches, t: seen.append(phase)
    scene.push_touch(2, "moved", 250, 300, 1.01)
    scene.dispatch()
    assert seen == [tc.Phase.MOVED]  # touch 2 was not ignored by way of the stale Touch
    scene.push_touch(2, "ended", 250, 300, 1.02)
    scene.dispatch()
    with pytest.raises(tc.StaleHandleError):
        live.location_in(None)


def test_HDR_an_unclosed_scene_leaves_the_registry_when_collected():
    """A scene dropped without close() is destroyed by its __del__; the registry entries of
    its objects (views, controllers, recognizers, control targets, the application) go with
    them: 2,000 such scenes used to leave 12,000 entries."""
    gc.collect()
    before = len(registry)

    def unclosed():
        s = tc.Scene()
        w = tc.Window(s, 0, 0, 10, 10)
        v = w.add_subview(tc.View(s, 0, 0, 5, 5))
        v.on_touches = lambda r, e: True
        v.make_control().add_target(tc.ControlEvent.ALL, lambda c, e: None)
        tc.TapRecognizer(s, v, on_action=lambda r, d: None)
        tc.Controller(s, view=w)
        s.push_touch(1, "began", 1, 1, 0.0)
        s.dispatch()

    for _ in range(50):
        unclosed()
    gc.collect()
    assert len(registry) == before


def test_HDR_a_refused_dispatch_leaves_kept_touches_live(scene):
    """A dispatch refused because another thread's call holds the scene (StateError) changes
    nothing: the end-of-dispatch check of kept Touch objects, whose probes are refused the same
    way, does not take them for ended (it did: every kept touch went stale)."""
    import threading
    import time
    w = tc.Window(scene, 0, 0, 320, 480)
    v = w.add_subview(tc.View(scene, 0, 0, 320, 480))
    kept = []
    v.on_touches = lambda view, ev: kept.extend(ev.touches) or True
    scene.push_touch(1, "began", 10, 10, 0.0)
    scene.dispatch()
    first = kept[-1]
    v.on_touches = None                 # later dispatches hand out no snapshot of touch 1
    other = w.add_subview(tc.View(scene, 0, 0, 10, 10))
    entered = threading.Event()

    def slow_hit(view, x, y, engine):
        entered.set()
        time.sleep(0.3)
        return engine

    other.on_hit_test = slow_hit
    thread = threading.Thread(target=lambda: other.hit_test(5, 5))
    thread.start()
    assert entered.wait(10)
    with pytest.raises(tc.StateError):
        scene.dispatch()
    thread.join(10)
    assert scene.touch_count == 1
    assert first.location_in(None) == (10, 10)


def test_HDR_a_touch_handle_wrapping_within_one_dispatch_is_a_new_touch(scene):
    """Touch snapshots share a record by handle and id; a BEGAN later than anything the
    record's touch showed is another touch (its slot wrapped within one dispatch, where no
    end-of-dispatch check ran between them): the kept Touch of the old one goes stale instead
    of reading the new one. Forced here by handing the new touch's snapshot the old handle (a
    wrap needs 65,535 reuses of a slot on 64-bit hosts)."""
    w = tc.Window(scene, 0, 0, 320, 480)
    v = w.add_subview(tc.View(scene, 0, 0, 320, 480))
    kept = []
    v.on_touches = lambda view, ev: kept.extend(ev.touches) or True
    scene.push_touch(1, "began", 10, 10, 0.0)
    scene.push_touch(1, "ended", 10, 10, 0.01)
    scene.dispatch()
    first = kept[0]
    record = first.__dict__["_record"]
    # a held began (G4) shows its own, earlier time: the same touch
    assert not record._is_newer(1, int(tc.Phase.BEGAN), 0.0)
    assert record._is_newer(1, int(tc.Phase.BEGAN), 0.02)      # later: another touch
    assert record._is_newer(1, int(tc.Phase.BEGAN), 0.01)      # at its end, once ended
    assert not record._is_newer(1, int(tc.Phase.MOVED), 0.02)  # only a began starts one
    assert record._is_newer(2, int(tc.Phase.MOVED), 0.0)       # another id
