"""Batch pushes: lists of tuples or dicts, numpy structured arrays; one C call."""
import pytest

import touchchain as tc


@pytest.fixture
def recorded(scene):
    w = tc.Window(scene, 0, 0, 320, 480, name="w")
    log = []
    w.on_touches = lambda r, e: log.append((e.phase, sorted(t.id for t in e.touches),
                                            e.timestamp)) or True
    return w, log


def test_tuples_and_dicts(scene, recorded):
    w, log = recorded
    n = scene.push_touches([
        (1, tc.Phase.BEGAN, 10, 10, 0.0),
        {"id": 2, "phase": tc.Phase.BEGAN, "x": 20, "y": 20, "t": 0.0, "window": w},
        (1, tc.Phase.ENDED, 10, 10, 0.1, 0.5, 1.0),
        dict(id=2, phase=tc.Phase.ENDED, x=20, y=20, timestamp=0.1),
    ])
    assert n == 4 and scene.queued_count == 4
    w.multiple_touch = True
    scene.dispatch()
    assert log == [(tc.Phase.BEGAN, [1, 2], 0.0), (tc.Phase.ENDED, [1, 2], 0.1)]


def test_all_or_nothing_with_failed_index(scene, recorded):
    with pytest.raises(tc.UnknownTouchError) as info:
        scene.push_touches([(1, tc.Phase.BEGAN, 1, 1, 0.0), (1, tc.Phase.MOVED, 2, 2, 0.1),
                            (9, tc.Phase.ENDED, 1, 1, 0.2)])
    assert info.value.index == 2 and scene.queued_count == 0
    assert scene.push_touches([]) == 0
    with pytest.raises(ValueError):
        scene.push_touches([(1, tc.Phase.BEGAN)])


def test_numpy_array(scene, recorded):
    np = pytest.importorskip("numpy")
    w, log = recorded
    n = 1000
    arr = tc.sample_array(n)
    assert arr.dtype == tc.sample_dtype() and arr.dtype.itemsize == 160
    arr["id"] = 1
    arr["phase"] = tc.Phase.MOVED
    arr["phase"][0], arr["phase"][-1] = tc.Phase.BEGAN, tc.Phase.ENDED
    arr["x"] = np.linspace(0, 300, n)
    arr["y"] = 100
    arr["timestamp"] = np.arange(n) * 0.001
    arr["window"] = w.handle
    assert scene.push_touches(arr) == n
    assert scene.dispatch() == n
    assert log[0] == (tc.Phase.BEGAN, [1], 0.0) and log[-1][0] == tc.Phase.ENDED
    assert len(log) == n


def test_numpy_without_size_and_failure_index(scene, recorded):
    np = pytest.importorskip("numpy")
    arr = np.zeros(3, dtype=tc.sample_dtype())  # size left 0: filled in a copy
    arr["phase"] = [tc.Phase.BEGAN, tc.Phase.MOVED, tc.Phase.BEGAN]
    arr["type"] = tc.TouchType.DIRECT
    arr["id"] = [1, 1, 1]
    with pytest.raises(tc.DuplicateTouchError) as info:
        scene.push_touches(arr)
    assert info.value.index == 2 and scene.queued_count == 0
    assert scene.push_touches(arr[:2]) == 2  # a slice (contiguous) works too


def test_one_c_call_for_a_batch(scene, recorded, monkeypatch):
    calls = []
    real = tc.lib.tc_scene_push_touches

    def spy(*args):
        calls.append(args[2])
        return real(*args)

    monkeypatch.setattr(tc.lib, "tc_scene_push_touches", spy)
    scene.push_touches([(i, tc.Phase.BEGAN, i, i, 0.0) for i in range(1, 6)])
    assert calls == [5]
