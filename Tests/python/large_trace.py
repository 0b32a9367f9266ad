#!/usr/bin/env python3
"""Write a large touchchain-scene/1 file, for the memory and time figures of the replay tool
(docs/ROBUSTNESS.md, issue 11) and for test_replay_robustness.py.

    python3 Tests/python/large_trace.py OUT.json [BYTES]     # default 50,000,000 bytes

A 320x480 window with a card (pan + pinch, multiple touch) and a list (tap + double tap);
the trace alternates a two-finger drag of 20 frames on the card with a tap on the list
followed by an `advance` (so the double tap fails), one step per line, until the file has
BYTES bytes. Deterministic: the same BYTES give the same file.
"""
import json
import sys

SCENE = {"format": "touchchain-scene/1",
         "windows": [{"name": "main", "frame": [0, 0, 320, 480], "handles": ["touches"],
                      "children": [
                          {"name": "card", "frame": [0, 0, 320, 240], "multiple_touch": True,
                           "handles": ["touches"],
                           "recognizers": [{"name": "pan", "kind": "pan"},
                                           {"name": "pinch", "kind": "pinch"}]},
                          {"name": "list", "frame": [0, 240, 320, 240], "handles": ["touches"],
                           "recognizers": [{"name": "tap", "kind": "tap"},
                                           {"name": "dtap", "kind": "tap", "taps": 2}]}]}],
         "trace": []}


def steps():
    """The trace's steps, forever."""
    t, n = 0.0, 0
    while True:
        n += 1
        if n % 2:
            a, b = 2 * n, 2 * n + 1
            yield {"t": round(t, 4), "touch": a, "phase": "began", "x": 100.0, "y": 100.0}
            yield {"t": round(t, 4), "touch": b, "phase": "began", "x": 200.0, "y": 120.0}
            for k in range(1, 20):
                t += 0.016
                yield {"t": round(t, 4), "touch": a, "phase": "moved", "x": 100.0 - k,
                       "y": 100.0 + k}
                yield {"t": round(t, 4), "touch": b, "phase": "moved", "x": 200.0 + k,
                       "y": 120.0 + k}
            t += 0.016
            yield {"t": round(t, 4), "touch": a, "phase": "ended", "x": 80.0, "y": 120.0}
            yield {"t": round(t, 4), "touch": b, "phase": "ended", "x": 220.0, "y": 140.0}
        else:
            yield {"t": round(t, 4), "touch": 2 * n, "phase": "began", "x": 50.0, "y": 300.0}
            t += 0.05
            yield {"t": round(t, 4), "touch": 2 * n, "phase": "ended", "x": 50.0, "y": 300.0}
            t += 0.5
            yield {"t": round(t, 4), "advance": True}
        t += 0.1


def write(out, size):
    """Write the scene to the text file ``out`` until it has about ``size`` bytes."""
    head = json.dumps(SCENE)[:-len("[]}")]
    out.write(head + "[\n")
    written, first = len(head) + 2, True
    for step in steps():
        # a two-finger drag or a tap ends with an `ended` or `advance` step: stop only there
        line = ("" if first else ",\n") + json.dumps(step)
        out.write(line)
        written += len(line)
        first = False
        if written >= size and (step.get("advance") or (step.get("phase") == "ended"
                                                        and step["touch"] % 2)):
            break
    out.write("\n]}\n")


if __name__ == "__main__":
    with open(sys.argv[1], "w") as f:
        write(f, int(float(sys.argv[2])) if len(sys.argv) > 2 else 50_000_000)
