#!/usr/bin/env python3
"""Seed corpora for the fuzz targets, from real recordings.

  gen_seeds.py --traces Tests/data/traces [--scenes examples/scenes] --out DIR

writes DIR/api/*.bin (programs for fuzz_api.c) and DIR/scene/*.bin (TCS1 files
for fuzz_scene.c). Every trace becomes one seed per target (its first
MAX_SAMPLES samples, open touches ended): a window of the trace's size, a
full-size view with multiple touch on, a few recognizers, the samples, and a
dispatch whenever the timestamp changes. examples/scenes/*.json, if present, are
read as {"windows": [...], "views": [...]} only for their window frames.
"""
import argparse
import glob
import json
import os
import struct

MAX_SAMPLES = 240
PHASES = {"began": 1, "moved": 2, "stationary": 3, "ended": 4, "cancelled": 5}

# fuzz_api.c op numbers (run_op: u8() % 26)
OP_VIEW, OP_PUSH, OP_DISPATCH, OP_REC_CREATE = 3, 14, 17, 20


def raw_dbl(v):
    """dbl() selector 19: 8 raw bytes."""
    return bytes([19]) + struct.pack("<d", float(v))


def load_trace(path):
    with open(path) as f:
        j = json.load(f)
    ax = j["axes"]
    w = ax["x"]["max"] - ax["x"]["min"] + 1
    h = ax["y"]["max"] - ax["y"]["min"] + 1
    samples = []
    for s in j["samples"]:
        samples.append((int(s["id"]), PHASES[s["phase"]], float(s["x"]), float(s["y"]), float(s["t"])))
        w = max(w, s["x"] + 1)
        h = max(h, s["y"] + 1)
    samples = samples[:MAX_SAMPLES]
    live = {}
    for sid, ph, x, y, t in samples:
        if ph == 1:
            live[sid] = (x, y, t)
        elif ph in (4, 5):
            live.pop(sid, None)
    t_end = samples[-1][4] if samples else 0.0
    for sid, (x, y, _) in sorted(live.items()):
        samples.append((sid, 4, x, y, t_end))
    return w, h, samples


def api_seed(w, h, samples):
    b = bytearray()
    # window: pool view 0 (created by the harness at 320x480): resize it
    b += bytes([8, 0, 0]) + bytes([0, 0]) + raw_dbl(w) + raw_dbl(h)  # op_geometry case 0: set_frame
    # a full-size view, multiple touch on, added to the window (m = 2|4, no callbacks)
    b += bytes([OP_VIEW, 0, 0, 0]) + raw_dbl(w) + raw_dbl(h) + bytes([2 | 4, 0])
    # recognizers on the view (pool view 1): tap, pan, pinch, long press, swipe
    for kind in (1, 3, 6, 2, 5):
        b += bytes([OP_REC_CREATE, 0, kind, 0, 1, 1])  # scene 0, kind, no param edits, m=1 attach, view 1
    prev_t = None
    for sid, ph, x, y, t in samples:
        if prev_t is not None and t != prev_t:
            b += bytes([OP_DISPATCH, 0, 1])
        prev_t = t
        idb = (sid & 7) << 3
        # op_push: scene 0, m=0 (one sample); fill_sample: phase|id, x, y, time (selector 230+ -> dbl raw), f=0
        b += bytes([OP_PUSH, 0, 0, ph | idb]) + raw_dbl(x) + raw_dbl(y) + bytes([240]) + raw_dbl(t) + bytes([0])
    b += bytes([OP_DISPATCH, 0, 1])
    return bytes(b)


def f32(v):
    return struct.pack("<f", float(v))


def scene_seed(w, h, samples, windows=None):
    b = bytearray(b"TCS1")
    wins = windows or [(0, 0, w, h)]
    b.append(len(wins) - 1)
    for x, y, ww, hh in wins:
        b += f32(x) + f32(y) + f32(ww) + f32(hh)
    b.append(2)  # views
    b += bytes([0]) + f32(0) + f32(0) + f32(w) + f32(h) + f32(1) + bytes([4 | 16])
    b += bytes([len(wins)]) + f32(w / 4) + f32(h / 4) + f32(80) + f32(40) + f32(1) + bytes([64, 1])  # a button
    recs = [(1, 1, 1, 1, 1), (3, 1, 1 | 8, 10, 2 ** 31), (6, 1, 1 | 8, 5, 0), (2, 1, 1 | 16, 0.5, 10), (5, 1, 1, 1, 30)]
    b.append(len(recs))
    for kind, vi, fl, p1, p2 in recs:
        b += bytes([kind, vi, fl]) + f32(p1) + f32(p2)
    prev_t = 0.0
    for i, (sid, ph, x, y, t) in enumerate(samples):
        steps = min(15, max(0, round((t - prev_t) / 0.004)))
        prev_t += steps * 0.004
        nxt = samples[i + 1][4] if i + 1 < len(samples) else None
        fl = (steps << 4) | (1 if nxt is None or nxt != t else 0)
        b += bytes([ph, sid & 0xFF, 0, fl]) + f32(x) + f32(y)
    return bytes(b)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--traces", required=True)
    ap.add_argument("--scenes", default=None)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    os.makedirs(os.path.join(a.out, "api"), exist_ok=True)
    os.makedirs(os.path.join(a.out, "scene"), exist_ok=True)
    n = 0
    for path in sorted(glob.glob(os.path.join(a.traces, "*.json"))):
        name = os.path.splitext(os.path.basename(path))[0]
        w, h, samples = load_trace(path)
        with open(os.path.join(a.out, "api", name + ".bin"), "wb") as f:
            f.write(api_seed(w, h, samples))
        with open(os.path.join(a.out, "scene", name + ".bin"), "wb") as f:
            f.write(scene_seed(w, h, samples))
        n += 1
    if a.scenes and os.path.isdir(a.scenes):
        for path in sorted(glob.glob(os.path.join(a.scenes, "*.json"))):
            try:
                with open(path) as f:
                    j = json.load(f)
                wins = [tuple(wd.get("frame", [0, 0, 320, 480]))[:4] for wd in j.get("windows", [])][:4]
            except (ValueError, OSError, AttributeError, TypeError):
                continue
            if not wins:
                continue
            name = "scene-" + os.path.splitext(os.path.basename(path))[0]
            with open(os.path.join(a.out, "scene", name + ".bin"), "wb") as f:
                f.write(scene_seed(wins[0][2], wins[0][3], [], wins))
            n += 1
    print(f"gen_seeds: {n} seeds per target in {a.out}")


if __name__ == "__main__":
    main()
