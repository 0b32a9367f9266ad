#!/usr/bin/env python3
"""TouchChain from Python (issue 6): one sample per call, and batches.

Measures through the package ``touchchain`` (bindings/python), with no Python callback per
sample (no handler on any view, no unhandled observer):

  py_push_touch         scene.push_touch(...) once per moved sample, scene.dispatch() every
                        `DISPATCH_EVERY` samples
  py_batch_1_finger     scene.push_touches(numpy array from touchchain.sample_array(n)) of
                        n moved samples of one finger (n events), then scene.dispatch()
  py_batch_10_fingers   the same with 10 fingers per frame (frames of 10 samples sharing a
                        timestamp: one event per frame)

The timed region includes writing the batch's new timestamps/positions into the numpy
array (vectorised), push_touches and dispatch: what a host does per batch. Each measurement
checks its answer: dispatch() returns the expected number of events and every finger ends
where its last sample put it, on the expected view.

Output: JSON lines (--json FILE), a line per measurement on stderr.
Run: TOUCHCHAIN_LIBRARY=build-bench/libtouchchain.so PYTHONPATH=bindings/python \
     python3 bench/bench_python.py [--quick] [--json FILE]
"""
import argparse
import json
import statistics
import sys
import time

import numpy as np
import touchchain as tc

DISPATCH_EVERY = 1000


def measure(body, reps, min_s):
    """body(iters) -> (ops, errors). Calibrate iterations to >= min_s, then `reps` runs."""
    iters, errors, checked = 1, 0, 0
    while True:
        t0 = time.perf_counter()
        ops, e = body(iters)
        dt = time.perf_counter() - t0
        errors += e
        checked += ops
        if dt >= min_s:
            break
        iters = max(iters * 2, int(iters * min_s / max(dt, 1e-9) * 1.2))
    per_op = []
    for _ in range(reps):
        t0 = time.perf_counter()
        ops, e = body(iters)
        per_op.append((time.perf_counter() - t0) / ops * 1e9)
        errors += e
        checked += ops
    return {"median": statistics.median(per_op), "min": min(per_op), "reps": reps,
            "ops_per_rep": ops, "checked": checked, "errors": errors}


def make_scene(fingers):
    scene = tc.Scene(queue_capacity=1 << 16)
    window = scene.window(0, 0, 400, 400)
    view = window.add_subview(scene.view(0, 0, 400, 400))
    view.multiple_touch = True
    for g in range(fingers):
        scene.push_touch(100 + g, tc.Phase.BEGAN, 20 + 30 * g, 200, 0.0)
    scene.dispatch()
    return scene, view


def check_fingers(scene, view, last_xy):
    bad = 0
    for g, (x, y) in enumerate(last_xy):
        t = scene.find_touch(100 + g)
        bad += (t.x != x) or (t.y != y) or (t.view is not view)
    return bad


def bench_push_touch(reps, min_s):
    scene, view = make_scene(1)
    state = {"t": 0.0, "k": 0}
    moved = tc.Phase.MOVED

    def body(iters):
        n = iters * DISPATCH_EVERY
        t, k = state["t"], state["k"]
        bad = 0
        x = 0.0
        push = scene.push_touch
        for _ in range(iters):
            for i in range(DISPATCH_EVERY):
                t += 1.0 / 120
                x = 20.0 + (k + i) % 7
                push(100, moved, x, 200.0, t)
            bad += scene.dispatch() != DISPATCH_EVERY
            k += 1
        state["t"], state["k"] = t, k
        bad += check_fingers(scene, view, [(x, 200.0)])
        return n, bad

    r = measure(body, reps, min_s)
    scene.close()
    return r


def bench_batch(fingers, frames, reps, min_s):
    scene, view = make_scene(fingers)
    n = fingers * frames
    arr = tc.sample_array(n)
    arr["phase"] = int(tc.Phase.MOVED)
    arr["id"] = 100 + np.arange(n) % fingers
    arr["y"] = 200.0
    frame_of = np.arange(n) // fingers
    base_x = 20.0 + 30.0 * (np.arange(n) % fingers)
    state = {"t": 0.0, "k": 0}

    def body(iters):
        bad = 0
        for _ in range(iters):
            k = state["k"]
            arr["timestamp"] = state["t"] + (frame_of + 1) * (1.0 / 120)
            arr["x"] = base_x + (k % 5)
            state["t"] += frames / 120.0
            state["k"] = k + 1
            scene.push_touches(arr)
            bad += scene.dispatch() != frames
        last = [(float(arr["x"][n - fingers + g]), 200.0) for g in range(fingers)]
        bad += check_fingers(scene, view, last)
        return iters * n, bad

    r = measure(body, reps, min_s)
    scene.close()
    return r


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--json")
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--callgrind", action="store_true", help="ignored (C harness only)")
    ap.add_argument("--no-sweep", action="store_true", help="ignored")
    args, _ = ap.parse_known_args()
    reps, min_s = (5, 0.05) if args.quick else (7, 0.2)
    out = open(args.json, "w") if args.json else sys.stdout
    runs = [
        ("py_push_touch", 1, "scene.push_touch per sample, dispatch every 1000",
         lambda: bench_push_touch(reps, min_s)),
        ("py_batch_1_finger", 4096, "push_touches(numpy, 4096 samples: 1 finger x 4096 frames) + dispatch",
         lambda: bench_batch(1, 4096, reps, min_s)),
        ("py_batch_10_fingers", 4000, "push_touches(numpy, 4000 samples: 10 fingers x 400 frames) + dispatch",
         lambda: bench_batch(10, 400, reps, min_s)),
    ]
    errors = 0
    for name, param, note, fn in runs:
        r = fn()
        rec = {"suite": "python", "workload": name, "impl": "engine", "param": param,
               "unit": "ns/sample", **r, "samples_per_s_median": 1e9 / r["median"],
               "note": note}
        out.write(json.dumps(rec) + "\n")
        out.flush()
        errors += r["errors"]
        print("  %-28s %-8s %8d  median %10.1f ns  min %10.1f ns  (%.2f M samples/s)  errors %d"
              % (name, "engine", param, r["median"], r["min"], 1e3 / r["median"], r["errors"]),
              file=sys.stderr)
    if errors:
        print("bench_python: %d WRONG ANSWERS" % errors, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
