"""An exception raised in a callback is re-raised by the dispatching call."""
import ctypes

import pytest

import touchchain as tc
from touchchain import _raw
from conftest import tap


class Boom(Exception):
    pass


def boom(*args):
    raise Boom("from a callback")


def test_touches_handler_exception_reraised_by_dispatch(scene):
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    v = w.add_subview(tc.View(scene, 0, 0, 50, 50, name="v"))
    v.on_touches = boom
    reached = []
    w.on_touches = lambda r, e: reached.append(e.phase) or True
    tap(scene, 10, 10, 0.0)
    with pytest.raises(Boom):
        scene.dispatch()
    # the engine saw TC_PASS and carried on: the window got both phases, nothing is queued
    assert reached == [tc.Phase.BEGAN, tc.Phase.ENDED]
    assert scene.queued_count == 0 and scene.touch_count == 0
    v.on_touches = None
    tap(scene, 10, 10, 1.0)
    assert scene.dispatch() == 2  # the scene is fine afterwards


def test_only_the_first_exception_is_raised_with_a_note(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    w.on_touches = boom
    tap(scene, 10, 10, 0.0)
    with pytest.raises(Boom) as info:
        scene.dispatch()
    notes = getattr(info.value, "__notes__", None)
    if hasattr(info.value, "add_note"):
        assert notes and "1 more exception" in notes[0]


def test_hit_callbacks_reraise_from_hit_test(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 50, 50))
    v.on_point_inside = boom
    with pytest.raises(Boom):
        w.hit_test(10, 10)
    v.on_point_inside = None
    v.on_hit_test = boom
    with pytest.raises(Boom):
        w.hit_test(10, 10)
    v.on_hit_test = None
    scene.on_hit_trace = boom
    with pytest.raises(Boom):
        w.hit_test(10, 10)
    scene.on_hit_trace = None
    assert w.hit_test(10, 10) is v


def test_H6f_hit_test_override_answer_is_checked_as_an_argument(scene):
    """What a Python hit-test override returns is checked before the engine sees it: not a
    View (or None) is a TypeError, a view of another scene ForeignHandleError, a destroyed view
    StaleHandleError (its handle, once the slot is reused, would name a newer view). Each is
    raised as any callback exception: the engine takes its own answer, the hit_test or the
    dispatch that asked re-raises it. (A str used to raise AttributeError; the others were
    ignored, or, for a destroyed view whose slot was reused, answered the newer view.)"""
    w = tc.Window(scene, 0, 0, 100, 100, name="w")
    v = w.add_subview(tc.View(scene, 0, 0, 50, 50, name="v"))
    other = w.add_subview(tc.View(scene, 60, 60, 20, 20, name="other"))
    dead = tc.View(scene, 0, 0, 5, 5, name="dead")
    dead.destroy()
    dead._h = other._h  # as if dead's slot had been reused by other (65,535 creations)
    reached = []
    v.on_touches = lambda view, ev: reached.append(view) or True
    with tc.Scene() as elsewhere:
        foreign = tc.View(elsewhere, 0, 0, 5, 5, name="foreign")
        for answer, error in (("v", TypeError), (tc.TapRecognizer(scene), TypeError),
                              (foreign, tc.ForeignHandleError), (dead, tc.StaleHandleError)):
            v.on_hit_test = lambda view, x, y, engine, answer=answer: answer
            with pytest.raises(error, match="on_hit_test of <View v>"):
                w.hit_test(10, 10)
            reached.clear()
            tap(scene, 10, 10, scene.now)
            with pytest.raises(error, match="on_hit_test of <View v>"):
                scene.dispatch()
            assert reached == [v, v]  # the engine's own answer
    v.on_hit_test = lambda view, x, y, engine: other
    assert w.hit_test(10, 10) is other


def test_route_exception_reraised_by_send_route(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    w.on_route = boom
    with pytest.raises(Boom):
        w.send_route("x")


def test_nested_send_route_surfaces_inside_the_outer_callback(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 10, 10))
    w.on_route = lambda r, e: boom() if e.name == "inner" else False
    caught = []

    def outer(r, e):
        if e.name == "outer":
            with pytest.raises(Boom):
                v.send_route("inner")
            caught.append(True)
            return True
        return False

    v.on_route = outer
    assert v.send_route("outer") is True and caught == [True]


def test_recognizer_action_control_target_unhandled_advance(scene):
    w = tc.Window(scene, 0, 0, 320, 480)
    v = w.add_subview(tc.View(scene, 0, 0, 100, 100))
    rec = tc.TapRecognizer(scene, taps=2, view=v)
    rec.on_state = boom
    tap(scene, 10, 10, 0.0)
    scene.dispatch()
    with pytest.raises(Boom):
        scene.advance(1.0)  # the multi-tap timer fails it: the state observer raises
    rec.destroy()
    press = tc.LongPressRecognizer(scene, view=v, on_action=boom)
    scene.push_touch(5, tc.Phase.BEGAN, 10, 10, 1.2)
    scene.dispatch()
    with pytest.raises(Boom):
        scene.advance(1.8)  # the long-press timer begins it at 1.7: the action raises
    press.destroy()
    scene.push_touch(5, tc.Phase.ENDED, 10, 10, 1.85)
    scene.dispatch()
    button = w.add_subview(tc.View(scene, 200, 200, 40, 40)).make_control()
    button.add_target(tc.ControlEvent.TOUCH_UP_INSIDE, boom)
    tap(scene, 210, 210, 2.0)
    with pytest.raises(Boom):
        scene.dispatch()
    scene.on_unhandled = boom
    scene.push_motion(tc.Motion.SHAKE, tc.Phase.BEGAN, 3.0)
    with pytest.raises(Boom):
        scene.dispatch()


def test_delegate_exception_uses_the_default_answer(scene):
    w = tc.Window(scene, 0, 0, 320, 480)
    log = []
    rec = tc.TapRecognizer(scene, view=w, on_action=lambda r, d: log.append(d.state))
    rec.should_begin = boom
    tap(scene, 10, 10, 0.0)
    with pytest.raises(Boom):
        scene.dispatch()
    assert log == [tc.GestureState.ENDED]  # should_begin's default (1) was used


def test_error_status_and_callback_exception_together(scene):
    w = tc.Window(scene, 0, 0, 100, 100)
    w.on_route = boom
    with pytest.raises(Boom):
        w.send_route("x")
    assert scene.last_error == "" or isinstance(scene.last_error, str)


def test_keyboard_interrupt_is_not_lost(scene):
    w = tc.Window(scene, 0, 0, 100, 100)

    def interrupt(r, e):
        raise KeyboardInterrupt

    w.on_touches = interrupt
    tap(scene, 10, 10, 0.0)
    with pytest.raises(KeyboardInterrupt):
        scene.dispatch()


# ---- issue 11: no exception is lost or taken by the wrong call --------------------------------

@pytest.fixture
def python_sigint():
    """SIGINT handled by Python (KeyboardInterrupt) during the test. Python installs that handler
    only when SIGINT was not ignored at its start, and a shell that starts a job in the
    background without job control (`make test &` in a script, CI runners) starts it with SIGINT
    ignored: then raise(SIGINT) does nothing and these tests would test nothing."""
    import signal
    old = signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, old)


def test_R2_keyboard_interrupt_on_the_trampolines_first_line_is_raised_by_dispatch(
        scene, monkeypatch, python_sigint):
    """Ctrl-C arriving as the trampoline starts (its first statement, the registry lookup) is
    re-raised by dispatch(), not printed as "Exception ignored" and lost."""
    import signal
    from touchchain import _core
    w = tc.Window(scene, 0, 0, 100, 100)
    reached = []
    w.on_touches = lambda r, e: reached.append(e.phase) or True
    real_get = _core.registry.get
    fired = []

    def get(key):
        if not fired:
            fired.append(key)
            signal.raise_signal(signal.SIGINT)
        return real_get(key)

    monkeypatch.setattr(_core.registry, "get", get)
    scene.push_touch(1, tc.Phase.BEGAN, 10, 10, 0.0)
    with pytest.raises(KeyboardInterrupt):
        scene.dispatch()
    assert fired and reached == []
    monkeypatch.undo()
    scene.push_touch(1, tc.Phase.ENDED, 10, 10, 0.1)
    assert scene.dispatch() == 1 and reached == [tc.Phase.ENDED]


def test_R2_keyboard_interrupt_pending_when_the_engine_calls_back_is_raised_by_dispatch(
        scene, python_sigint):
    """A SIGINT that arrives while the engine runs (C code) makes Python raise
    KeyboardInterrupt as the next Python function starts: the trampoline, before any of its
    statements runs. Reproduced deterministically: the hit-trace observer is libc's raise()
    (its first argument, the trace step, is 2 = SIGINT for POINT_INSIDE; 1 and 3 are SIGHUP and
    SIGQUIT, ignored here), so SIGINT is raised from C before the touch is delivered."""
    import signal
    from touchchain import _core
    w = tc.Window(scene, 0, 0, 100, 100)
    reached = []
    w.on_touches = lambda r, e: reached.append(e.phase) or True
    libc_raise = ctypes.cast(ctypes.CDLL(None)["raise"], ctypes.c_void_p).value
    observer = _raw.tc_hit_trace_fn(libc_raise)
    old = {s: signal.signal(s, signal.SIG_IGN) for s in (signal.SIGHUP, signal.SIGQUIT)}
    try:
        assert _core.lib.tc_scene_set_hit_trace_fn(scene._handle, observer, None) == 0
        scene.push_touch(1, tc.Phase.BEGAN, 10, 10, 0.0)
        with pytest.raises(KeyboardInterrupt):
            scene.dispatch()
    finally:
        _core.lib.tc_scene_set_hit_trace_fn(scene._handle, _raw.tc_hit_trace_fn(), None)
        for s, handler in old.items():
            signal.signal(s, handler)
    assert reached == []  # the interrupt fired as the handler's trampoline was entered
    scene.push_touch(1, tc.Phase.ENDED, 10, 10, 0.1)
    assert scene.dispatch() == 1 and reached == [tc.Phase.ENDED]


def test_THREADS_a_refused_call_on_another_thread_does_not_take_this_calls_exceptions(
        scene, monkeypatch):
    """Thread A dispatches; its first handler raises Boom while thread B's call on the same
    scene is being refused (TC_ERR_STATE: the scene is in use). B gets its StateError, A's
    dispatch re-raises Boom: pending callback exceptions belong to the call (and thread) that
    dispatched them."""
    import threading
    from touchchain import _core
    w = tc.Window(scene, 0, 0, 100, 100)
    v = w.add_subview(tc.View(scene, 0, 0, 50, 50))
    b_refused, a_raised, b_done = threading.Event(), threading.Event(), threading.Event()
    outcome = {}
    real_last_error = _core.last_error

    def last_error(s):
        if threading.current_thread() is thread:
            b_refused.set()       # B's call was refused by the engine and is being reported...
            a_raised.wait(10)     # ...while A's handler raises
        return real_last_error(s)

    def b():
        try:
            w.hit_test(1, 1)
        except BaseException as e:  # noqa: B902
            outcome["b"] = e
        b_done.set()

    thread = threading.Thread(target=b)

    def first(r, e):
        thread.start()
        assert b_refused.wait(10)
        raise Boom("A's")

    def second(r, e):
        a_raised.set()
        assert b_done.wait(10)
        return True

    monkeypatch.setattr(_core, "last_error", last_error)
    v.on_touches = first
    w.on_touches = second
    scene.push_touch(1, tc.Phase.BEGAN, 10, 10, 0.0)
    with pytest.raises(Boom, match="A's"):
        scene.dispatch()
    thread.join(10)
    assert isinstance(outcome.get("b"), tc.StateError), outcome
    assert not isinstance(outcome["b"].__context__, Boom)


def test_THREADS_close_refused_on_another_thread_says_why(scene):
    """scene.close() on a thread while another thread's dispatch is using the scene is refused
    (StateError, the scene stays open) with a message saying why: the engine writes none for
    it (the last error belongs to the thread whose call failed), and the error's text was
    empty."""
    import threading
    w = tc.Window(scene, 0, 0, 100, 100)
    outcome = {}

    def close_elsewhere():
        try:
            scene.close()
        except BaseException as e:  # noqa: B902
            outcome["error"] = e

    def handler(view, ev):
        thread = threading.Thread(target=close_elsewhere)
        thread.start()
        thread.join(10)
        return True

    w.on_touches = handler
    with pytest.raises(tc.TimeBackwardsError):  # an earlier failure: still not the message
        scene.advance(-1)
    scene.push_touch(1, tc.Phase.BEGAN, 10, 10, 0.0)
    scene.dispatch()
    error = outcome.get("error")
    assert isinstance(error, tc.StateError) and isinstance(error, RuntimeError), outcome
    assert "another thread" in error.message and "stays open" in error.message, error.message
    assert not scene.closed and w.frame == (0, 0, 100, 100)
