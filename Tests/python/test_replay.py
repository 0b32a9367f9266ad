"""touchchain.replay and ``python -m touchchain replay`` (FORMAT.md: touchchain-scene/1)."""
import copy
import json
import math
import os
import re
import subprocess
import sys

import pytest

from touchchain import replay

from conftest import PACKAGE_PARENT as PKG, REPO

HERE = os.path.dirname(os.path.abspath(__file__))
SCENES = os.path.join(REPO, "examples", "scenes")
COVERAGE = os.path.join(HERE, "replay_coverage_scene.json")


def manifest():
    out = []
    with open(os.path.join(SCENES, "MANIFEST")) as f:
        for line in f:
            if line.strip() and not line.startswith("#"):
                name, *flags = line.split()
                out.append((name, flags))
    return out


def cli(*args, stdin=None):
    env = dict(os.environ, PYTHONPATH=PKG + os.pathsep + os.environ.get("PYTHONPATH", ""))
    return subprocess.run([sys.executable, "-m", "touchchain"] + list(args), input=stdin,
                          capture_output=True, text=True, env=env, cwd=REPO)


def run(doc, trace=False):
    return replay.replay(copy.deepcopy(doc), trace_hit_test=trace)


def base(trace=(), **extra):
    doc = {"format": "touchchain-scene/1",
           "windows": [{"name": "main", "frame": [0, 0, 320, 480], "handles": ["touches"],
                        "children": [{"name": "v", "frame": [0, 0, 100, 100]}]}],
           "trace": list(trace)}
    doc.update(extra)
    return doc


# ---- golden logs of examples/scenes (byte for byte, through the CLI) --------------------------

@pytest.mark.parametrize("name,flags", manifest(), ids=[n for n, _ in manifest()])
def test_golden_log(name, flags, tmp_path):
    """The golden log, and the committed timeline picture drawn from it (docs/REPLAY.md shows
    them: a picture left behind by an engine change would show what the engine no longer does)."""
    svg = tmp_path / (name + ".svg")
    r = cli("replay", os.path.join("examples", "scenes", name + ".json"), *flags, "--timeline", str(svg))
    assert r.returncode == 0, r.stderr
    with open(os.path.join(SCENES, name + ".log.jsonl"), encoding="utf-8") as f:
        assert r.stdout == f.read()
    with open(os.path.join(SCENES, name + ".svg"), encoding="utf-8") as f:
        assert svg.read_text(encoding="utf-8") == f.read(), f"examples/scenes/{name}.svg is out of date (docs/REPLAY.md regenerates it)"


def test_at_least_eleven_example_scenes_with_pictures():
    names = [n for n, _ in manifest()]
    assert len(names) >= 11
    for n in names:
        assert os.path.exists(os.path.join(SCENES, n + ".svg")), n


def test_replay_is_deterministic():
    doc = replay.load(COVERAGE)
    assert replay.format_log(run(doc, True)) == replay.format_log(run(doc, True))


# ---- every FORMAT.md key and record kind is exercised -----------------------------------------

SCENE_KEYS = ["format", "windows", "controllers", "app", "app_delegate", "first_responder",
              "focus", "trace"]
VIEW_KEYS = ["name", "frame", "bounds_origin", "transform", "hidden", "alpha", "interactive",
             "multiple_touch", "exclusive_touch", "hit", "handles", "routes",
             "can_become_first", "can_resign_first", "control", "scroll", "recognizers",
             "children"]
SCROLL_KEYS = ["content_size", "content_offset", "content_inset", "enabled", "paging", "bounces",
               "always_bounce_horizontal", "always_bounce_vertical", "directional_lock",
               "delays_content_touches", "can_cancel_content_touches", "deceleration_rate",
               "nested", "transfers_horizontal_scrolling_to_parent",
               "transfers_vertical_scrolling_to_parent", "pointer_drag_scrolling",
               "bounces_horizontally", "bounces_vertically"]
SCROLL_EVENTS = ["will_begin_dragging", "did_scroll", "will_end_dragging", "did_end_dragging",
                 "will_begin_decelerating", "did_end_decelerating"]
HIT_KEYS = ["insets", "min_size", "outside_bounds", "redirect", "polygon", "presentation",
            "use_presentation"]
RECOGNIZER_KEYS = ["name", "kind", "enabled", "cancels_touches_in_view", "delays_touches_began",
                   "delays_touches_ended", "require_to_fail", "simultaneous_with",
                   "should_begin", "allowed_touch_types", "requires_exclusive_touch_type",
                   "taps", "touches", "min_duration",
                   "allowable_movement", "min_touches", "max_touches", "direction", "edges",
                   "button_mask_required", "allowed_scroll_types"]
STEP_KEYS = ["t", "touch", "phase", "x", "y", "window", "force", "radius", "type", "advance",
             "motion", "remote", "press", "route", "from", "info", "hit_test", "set",
             "first_responder", "focus", "remove", "add_to", "view_spec", "recognizer",
             # issue 16 (P1-P6): touch keys, then the hover, scroll, pinch, rotate, update steps
             "buttons", "altitude", "azimuth", "estimated", "expecting", "update_index",
             "coalesced", "predicted", "hover", "z", "scroll", "kind", "pinch", "rotate",
             "update", "index"]
# The log table's records (the first LOG_TABLE_KINDS), then the --trace-hit-test ones.
RECORD_KINDS = ["hit_test", "touches", "gesture", "control", "scroll", "route", "motion", "remote",
                "press", "dropped", "error", "hover", "estimated_update", "hit_enter",
                "point_inside", "hit_exit"]
LOG_TABLE_KINDS = 13
RECOGNIZER_KINDS = ["tap", "long_press", "pan", "edge_pan", "swipe", "pinch", "rotation", "hover"]
CONTROL_KINDS = ["button", "switch", "slider", "stepper", "segmented", "page", "generic"]
GESTURE_STATES = ["began", "changed", "ended", "cancelled", "failed"]
CONTROL_EVENTS = ["touch_down", "touch_down_repeat", "touch_drag_inside", "touch_drag_outside",
                  "touch_drag_enter", "touch_drag_exit", "touch_up_inside", "touch_up_outside",
                  "touch_cancel", "value_changed", "primary_action_triggered"]

FORMAT_MD = os.path.join(REPO, "docs", "FORMAT.md")
# A FORMAT.md table row: "| `key` |" or "| `a`, `b`, `c` |", then the other cells.
FORMAT_ROW = re.compile(r"^\| `([a-z_]+)`(?:, `([a-z_]+)`)?(?:, `([a-z_]+)`)? \|(.*)$")
# Markers in FORMAT.md after which the tables the tests below read start.
FORMAT_TABLES = {"scene": "`SCENE` (top level", "view": "`VIEW` (every key",
                 "recognizer": "`RECOGNIZER`:", "params": "Kind parameters.",
                 "hit": "### `hit`", "control": "### `control`", "scroll": "### `scroll`",
                 "responder": "`RESPONDER`:",
                 "step_kinds": "`STEP` kinds", "step_keys": "`STEP` keys",
                 "recording": "`RECORDING` keys", "sample": "`SAMPLE` keys", "log": "| `ev` |"}
# A value for every step key, to build steps of each kind (test_format_md_step_kinds...).
STEP_VALUES = {"t": 0.5, "touch": 1, "phase": "began", "x": 1, "y": 1, "window": "main",
               "force": 0.5, "radius": 2, "type": "stylus", "advance": True, "motion": "shake",
               "remote": "play", "press": "select", "route": "r", "from": "v",
               "info": {"k": "v"}, "hit_test": [1, 1], "set": {"view": "v", "hidden": True},
               "first_responder": None, "focus": "v",
               "buttons": ["primary"], "altitude": 1.0, "azimuth": 0.5, "estimated": ["force"],
               "expecting": ["force"], "update_index": 3, "coalesced": [[0.4, 1, 1]],
               "predicted": [[0.6, 2, 2, 0.5]], "hover": 1, "z": 0.5, "scroll": [0, 10],
               "kind": "continuous", "pinch": 1.5, "rotate": 0.5, "update": 1, "index": 3}


def _format_text():
    with open(FORMAT_MD, encoding="utf-8") as f:
        return f.read()


def _format_table(text, name):
    """{key: [other cells]} of the FORMAT.md table that follows FORMAT_TABLES[name]."""
    lines = text[text.index(FORMAT_TABLES[name]):].split("\n")
    first = next(i for i, line in enumerate(lines) if line.startswith("|"))
    rows = {}
    for line in lines[first:]:
        if not line.startswith("|"):
            break
        m = FORMAT_ROW.match(line)
        if m:
            cells = [c.strip() for c in m.group(4).strip().rstrip("|").split(" | ")]
            for key in filter(None, m.groups()[:3]):
                assert key not in rows, "%s table: %s twice" % (name, key)
                rows[key] = cells
    rows.pop("ev", None)  # the log table's header row
    return rows


def _ticked(cell):
    return set(re.findall(r"`([a-z_]+)`", cell))


def test_key_lists_match_format_md():
    text = _format_text()
    view_part = text[text.index("`VIEW` (every key"):text.index("`RECOGNIZER`:")]
    view_table = re.findall(r"^\| `([a-z_]+)`(?:, `([a-z_]+)`)?(?:, `([a-z_]+)`)? \|", view_part,
                            re.M)
    assert sorted(k for row in view_table for k in row if k) == sorted(VIEW_KEYS)
    log_table = text[text.index("| `ev` |"):]
    kinds = re.findall(r"^\| `([a-z_]+)`(?:, `([a-z_]+)`)?(?:, `([a-z_]+)`)? \|", log_table, re.M)
    assert sorted(k for row in kinds for k in row if k and k != "ev") == sorted(
        RECORD_KINDS[:LOG_TABLE_KINDS])
    hit = re.search(r'`\{ "insets".*?\}` \(H6\)', text).group(0)
    assert sorted(set(re.findall(r'"([a-z_]+)":', hit))) == sorted(HIT_KEYS + ["frame",
                                                                               "transform"])
    for key in RECOGNIZER_KEYS:
        assert "`%s`" % key in text or '"%s"' % key in text, key
    for word in RECOGNIZER_KINDS + CONTROL_KINDS + GESTURE_STATES + CONTROL_EVENTS:
        assert word in text, word
    for key in STEP_KEYS:
        assert '"%s"' % key in text or "`%s`" % key in text, key
    for ev in ("hit_enter", "point_inside", "hit_exit"):
        assert "`%s`" % ev in text


def test_key_lists_are_the_replay_tools():
    """The lists above (and so FORMAT.md) are what touchchain.replay accepts, no more."""
    assert SCENE_KEYS == list(replay.SCENE_KEYS)
    assert VIEW_KEYS == list(replay.VIEW_KEYS)
    assert HIT_KEYS == list(replay.HIT_KEYS)
    assert SCROLL_KEYS == list(replay.SCROLL_KEYS)
    assert SCROLL_EVENTS == list(replay.SCROLL_EVENTS.values())
    assert RECOGNIZER_KEYS == list(replay.RECOGNIZER_COMMON + replay.ALL_KIND_PARAMS)
    step_keys = {k for keys in replay.STEP_KEYS.values() for k in keys}
    assert set(STEP_KEYS) == step_keys | {"remove", "add_to", "view_spec", "recognizer"}
    assert RECOGNIZER_KINDS == list(replay.RECOGNIZER_KINDS)
    assert CONTROL_KINDS == list(replay.CONTROL_KINDS)
    assert CONTROL_EVENTS == list(replay.CONTROL_EVENTS)
    assert GESTURE_STATES == list(replay.GESTURE_STATES.values())


def test_format_md_tables_match_the_replay_tool():
    text = _format_text()
    table = {name: _format_table(text, name) for name in FORMAT_TABLES}

    def required(rows):
        return {k for k, cells in rows.items() if cells[-1] == "required"}

    assert sorted(table["scene"]) == sorted(SCENE_KEYS)
    assert required(table["scene"]) == {"format", "windows"}
    assert sorted(table["view"]) == sorted(VIEW_KEYS)
    assert required(table["view"]) == {"name", "frame"}
    assert sorted(table["recognizer"]) == sorted(replay.RECOGNIZER_COMMON)
    assert required(table["recognizer"]) == {"name", "kind"}
    assert _ticked(table["recognizer"]["kind"][0]) == set(RECOGNIZER_KINDS)
    # every kind parameter, with exactly the kinds that accept it
    assert sorted(table["params"]) == sorted(replay.ALL_KIND_PARAMS)
    for param, cells in table["params"].items():
        kinds = {k for k, params in replay.KIND_PARAMS.items() if param in params}
        assert _ticked(cells[0]) == kinds, param
    assert sorted(table["hit"]) == sorted(HIT_KEYS)
    assert sorted(table["control"]) == ["enabled", "events", "kind"]
    assert list(table["scroll"]) == SCROLL_KEYS
    assert _ticked(table["scroll"]["deceleration_rate"][0]) == {"normal", "fast"}
    assert _ticked(table["control"]["kind"][0]) == set(CONTROL_KINDS)
    assert sorted(table["responder"]) == ["handles", "name", "routes", "view"]
    # step kinds, each with exactly its keys; the keys before ";" are the required ones
    assert list(table["step_kinds"]) == list(replay.STEP_KINDS)
    for kind, cells in table["step_kinds"].items():
        assert _ticked(cells[0]) == set(replay.STEP_KEYS[kind]), kind
    assert sorted(table["step_keys"]) == sorted({k for keys in replay.STEP_KEYS.values()
                                                 for k in keys})
    assert sorted(table["log"]) == sorted(RECORD_KINDS[:LOG_TABLE_KINDS])


def test_format_md_step_kinds_required_keys_are_the_validators():
    """A step with the keys FORMAT.md marks required validates; without any one it does not."""
    rows = _format_table(_format_text(), "step_kinds")
    for kind, cells in rows.items():
        needed, _, optional = cells[0].partition(";")
        step = {k: copy.deepcopy(STEP_VALUES[k]) for k in _ticked(needed)}
        replay.validate(base([step]))
        replay.validate(base([dict(step, **{k: STEP_VALUES[k] for k in _ticked(optional)})]))
        for key in _ticked(needed):
            with pytest.raises(replay.SceneError):
                replay.validate(base([{k: v for k, v in step.items() if k != key}]))


def test_format_md_documents_every_logged_key():
    """Every key of every record the examples and test scenes produce is in its row of the
    log table (or its --trace-hit-test line), in the order the row gives."""
    text = _format_text()
    rows = {ev: " | ".join(cells) for ev, cells in _format_table(text, "log").items()}
    trace_part = text[text.index("With `--trace-hit-test`"):]
    rows.update(re.findall(r"^\* `(hit_enter|point_inside|hit_exit)`: (.*)$", trace_part, re.M))
    assert set(rows) == set(RECORD_KINDS)
    records = []
    for doc in _all_scenes():
        records += run(doc, trace=True)
    for r in records:
        row = rows[r["ev"]]
        keys = list(r)[3:]
        for key in keys:
            assert "`%s`" % key in row, (r["ev"], key)
        if r["ev"] != "gesture":  # the gesture row lists its keys kind by kind
            assert keys == sorted(keys, key=lambda k: row.index("`%s`" % k)), r
        for key in ("phase", "state", "event", "kind", "subtype"):
            if isinstance(r.get(key), str) and r.get("kind") != "route":
                assert "`%s`" % r[key] in text, (r["ev"], key, r[key])


def test_format_md_example_replays_as_shown():
    part = _format_text()
    part = part[part.index("## Example"):]
    blocks = re.findall(r"```(?:json|jsonl)\n(.*?)```", part, re.S)
    assert len(blocks) == 3
    scene, log, traced = blocks
    r = cli("replay", "-", stdin=scene)
    assert r.returncode == 0, r.stderr
    assert r.stdout == log
    r = cli("replay", "-", "--trace-hit-test", stdin=scene)
    assert r.returncode == 0, r.stderr
    assert traced in r.stdout


def test_format_md_recordings_layout_matches_data_and_importer():
    from touchchain import importers as im
    text = _format_text()
    layout = set(_format_table(text, "recording"))
    sample = set(_format_table(text, "sample"))
    traces = os.path.join(REPO, "Tests", "data", "traces")
    names = sorted(n for n in os.listdir(traces) if n.endswith(".json"))
    assert names
    for name in names:
        with open(os.path.join(traces, name), encoding="utf-8") as f:
            doc = json.load(f)
        assert set(doc) == layout, name
        assert all(set(s) <= sample for s in doc["samples"]), name
    axis = im.Axis(0, 99, 4)
    events = [(0.0, im.EV_ABS, im.ABS_MT_SLOT, 0), (0.0, im.EV_ABS, im.ABS_MT_TRACKING_ID, 7),
              (0.0, im.EV_ABS, im.ABS_MT_POSITION_X, 10),
              (0.0, im.EV_ABS, im.ABS_MT_POSITION_Y, 20), (0.0, im.EV_SYN, im.SYN_REPORT, 0),
              (0.01, im.EV_ABS, im.ABS_MT_TRACKING_ID, -1), (0.01, im.EV_SYN, im.SYN_REPORT, 0)]
    rec = im.Recording("dev", {im.ABS_MT_POSITION_X: axis, im.ABS_MT_POSITION_Y: axis}, events,
                       "rec.evemu")
    doc = im.to_document(rec, (100, 100), "samples")
    assert set(doc) == layout and doc["units"] == "screen"
    assert [set(s) for s in doc["samples"]] == [sample, sample]
    scene = im.to_document(rec, (100, 100), "scene")
    replay.validate(scene)
    assert [s["phase"] for s in scene["trace"]] == ["began", "ended"]


def _all_scenes():
    docs = [replay.load(os.path.join(SCENES, n + ".json")) for n, _ in manifest()]
    return docs + [replay.load(COVERAGE)] + EXTRA_SCENES


def _walk_keys(obj, out):
    if isinstance(obj, dict):
        out.update(obj)
        for v in obj.values():
            _walk_keys(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _walk_keys(v, out)
    return out


def _values(obj, out):
    if isinstance(obj, dict):
        for v in obj.values():
            _values(v, out)
    elif isinstance(obj, list):
        for v in obj:
            _values(v, out)
    elif isinstance(obj, str):
        out.add(obj)
    return out


def test_every_format_key_appears_in_a_test_scene():
    keys, values = set(), set()
    for doc in _all_scenes():
        _walk_keys(doc, keys)
        _values(doc, values)
    for key in SCENE_KEYS + VIEW_KEYS + HIT_KEYS + RECOGNIZER_KEYS + STEP_KEYS + SCROLL_KEYS:
        assert key in keys, key
    for value in RECOGNIZER_KINDS + CONTROL_KINDS:
        assert value in values, value


def test_every_record_kind_and_field_is_produced():
    records = []
    for doc in _all_scenes():
        records += run(doc, trace=True)
    kinds = {r["ev"] for r in records}
    assert set(RECORD_KINDS) <= kinds, set(RECORD_KINDS) - kinds
    states = {r["state"] for r in records if r["ev"] == "gesture"}
    assert set(GESTURE_STATES) <= states, set(GESTURE_STATES) - states
    gesture_keys = set().union(*[r for r in records if r["ev"] == "gesture"])
    assert {"translation", "velocity", "scale", "rotation", "direction", "reason",
            "location"} <= gesture_keys
    assert {r["kind"] for r in records if r["ev"] == "dropped"} >= {"touches", "motion",
                                                                   "route"}
    assert any("point" in r for r in records if r["ev"] == "hit_test")
    assert any("touch" in r for r in records if r["ev"] == "hit_test")
    assert any(r["at"] > r["t"] for r in records if r["ev"] == "touches")  # held deliveries
    for r in records:
        assert list(r)[:3] == ["t", "at", "ev"]


# Small scenes for what the examples do not show (built as dicts).
EXTRA_SCENES = [
    base([{"t": 0, "touch": 1, "phase": "began", "x": 10, "y": 10},
          {"t": 0.3, "touch": 1, "phase": "moved", "x": 60, "y": 10},
          {"t": 0.4, "touch": 1, "phase": "cancelled", "x": 60, "y": 10},
          {"t": 1.0, "touch": 1, "phase": "moved", "x": 1, "y": 1}],
         windows=[{"name": "w", "frame": [0, 0, 320, 480], "children": [
             {"name": "v", "frame": [0, 0, 100, 100], "recognizers": [
                 {"name": "p", "kind": "pan"}]}]}]),
    base([{"t": 0.0, "touch": 1, "phase": "began", "x": 10, "y": 210},
          {"t": 0.1, "touch": 1, "phase": "ended", "x": 10, "y": 210},
          {"t": 0.2, "touch": 2, "phase": "began", "x": 12, "y": 212},
          {"t": 0.3, "touch": 2, "phase": "ended", "x": 12, "y": 212},
          {"t": 1.0, "touch": 3, "phase": "began", "x": 10, "y": 260},
          {"t": 1.1, "touch": 3, "phase": "ended", "x": 10, "y": 260},
          {"t": 2.0, "touch": 4, "phase": "began", "x": 10, "y": 310},
          {"t": 2.1, "touch": 4, "phase": "ended", "x": 10, "y": 310},
          {"t": 3.0, "touch": 5, "phase": "began", "x": 10, "y": 360},
          {"t": 3.1, "touch": 5, "phase": "ended", "x": 10, "y": 360}],
         windows=[{"name": "w", "frame": [0, 0, 320, 480], "children": [
             {"name": "button", "frame": [0, 200, 100, 40],
              "control": {"kind": "button", "events": ["touch_down", "touch_down_repeat"]}},
             {"name": "stepper", "frame": [0, 250, 100, 40], "control": {"kind": "stepper"}},
             {"name": "segmented", "frame": [0, 300, 100, 40],
              "control": {"kind": "segmented", "enabled": False}},
             {"name": "page", "frame": [0, 350, 100, 40], "control": {"kind": "page"}}]}]),
    base([{"t": 0, "touch": 1, "phase": "began", "x": 10, "y": 10},
          {"t": 0.1, "set": {"recognizer": "dt", "taps": 3, "enabled": False,
                             "delays_touches_ended": False}},
          {"t": 0.2, "touch": 1, "phase": "ended", "x": 10, "y": 10},
          {"t": 0.3, "focus": "v"},
          {"t": 0.4, "press": "select", "phase": "began"},
          {"t": 0.5, "focus": None},
          {"t": 0.6, "route": "go", "from": "v", "info": {"from": "test"}}],
         windows=[{"name": "w", "frame": [0, 0, 320, 480], "handles": ["presses"],
                   "routes": ["go"], "children": [
                       {"name": "v", "frame": [0, 0, 100, 100], "handles": ["presses"],
                        "recognizers": [{"name": "dt", "kind": "tap", "taps": 2}]}]}]),
]


# A scroll view with every `scroll` key, a fling that decelerates, a `set` of its offset and of
# its parameters, and a recognizer that requires its pan to fail.
SCROLL_SCENE = base(
    [{"t": 0.0, "touch": 1, "phase": "began", "x": 160, "y": 400},
     *[{"t": 0.01 * i, "touch": 1, "phase": "moved", "x": 160, "y": 400 - 20 * i}
       for i in range(1, 11)],
     {"t": 0.1, "touch": 1, "phase": "ended", "x": 160, "y": 200},
     {"t": 0.8, "advance": True},
     {"t": 0.9, "touch": 2, "phase": "began", "x": 160, "y": 300},
     {"t": 1.0, "touch": 2, "phase": "ended", "x": 160, "y": 300},
     {"t": 1.1, "set": {"view": "list", "scroll": {"content_offset": [0, 40],
                                                   "deceleration_rate": 0.95}}},
     {"t": 1.2, "set": {"view": "list", "scroll": {"deceleration_rate": 2}}},
     {"t": 1.3, "set": {"view": "v", "scroll": {"content_offset": [0, 1e400]}}},
     {"t": 1.4, "set": {"view": "v", "scroll": {"content_size": [100, 300],
                                                "content_offset": [0, 10]}}},
     {"t": 3.0, "advance": True}],
    windows=[{"name": "main", "frame": [0, 0, 320, 480], "children": [
        {"name": "v", "frame": [0, 0, 100, 100]},
        {"name": "list", "frame": [0, 100, 320, 380], "handles": ["touches"],
         "scroll": {"content_size": [320, 2000], "content_offset": [0, 0],
                    "content_inset": [0, 0, 10, 0], "enabled": True, "paging": False,
                    "bounces": True, "always_bounce_horizontal": False,
                    "always_bounce_vertical": True, "directional_lock": True,
                    "delays_content_touches": True, "can_cancel_content_touches": True,
                    "deceleration_rate": "fast", "nested": "uikit",
                    "transfers_horizontal_scrolling_to_parent": True,
                    "transfers_vertical_scrolling_to_parent": False,
                    "pointer_drag_scrolling": True, "bounces_horizontally": False,
                    "bounces_vertically": True},
         "recognizers": [{"name": "tap", "kind": "tap", "require_to_fail": ["list.pan"]}]}]}])
EXTRA_SCENES.append(SCROLL_SCENE)


# Every input kind (issue 16, P1-P6): a pencil hover over a view with a hover recognizer, a
# secondary click on a tap that requires it, a pencil stroke with estimated properties, coalesced
# and predicted points and two updates (one refused), wheel and trackpad scrolls, a trackpad
# pinch and rotation, and a `set` of a recognizer's allowed_touch_types.
INPUTS_SCENE = base(
    [{"t": 0.0, "hover": 1, "phase": "began", "x": 50, "y": 50, "type": "pencil", "z": 0.5,
      "altitude": 1.0, "azimuth": 0.2},
     {"t": 0.1, "hover": 1, "phase": "ended", "x": 50, "y": 50, "type": "pencil"},
     {"t": 0.5, "touch": 1, "phase": "began", "x": 20, "y": 20, "type": "indirect_pointer",
      "buttons": ["secondary"]},
     {"t": 0.55, "touch": 1, "phase": "ended", "x": 20, "y": 20, "type": "indirect_pointer",
      "buttons": 2},
     {"t": 1.0, "touch": 2, "phase": "began", "x": 20, "y": 150, "type": "pencil", "force": 0.2,
      "altitude": 0.8, "azimuth": -0.4, "estimated": ["force", "location"],
      "expecting": ["force", "location"], "update_index": 5},
     {"t": 1.016, "touch": 2, "phase": "moved", "x": 32, "y": 150, "type": "pencil",
      "coalesced": [[1.004, 23, 150], [1.008, 26, 150, 0.3], [1.012, 29, 150]],
      "predicted": [[1.02, 35, 150]]},
     {"t": 1.02, "update": 2, "index": 5, "force": 0.6},
     {"t": 1.025, "update": 2, "index": 5, "force": 0.7},
     {"t": 1.03, "update": 2, "index": 5, "x": 21, "y": 151},
     {"t": 1.04, "touch": 2, "phase": "ended", "x": 32, "y": 150, "type": "pencil"},
     {"t": 2.0, "scroll": [0, -10], "x": 100, "y": 100},
     {"t": 2.02, "scroll": [0, -10], "x": 100, "y": 100, "kind": "discrete"},
     {"t": 2.5, "advance": True},
     {"t": 3.0, "scroll": [0, 0], "x": 100, "y": 100, "kind": "continuous", "phase": "began"},
     {"t": 3.01, "scroll": [12, 0], "x": 100, "y": 100, "kind": "continuous", "phase": "changed"},
     {"t": 3.02, "scroll": [0, 0], "x": 100, "y": 100, "kind": "continuous", "phase": "ended"},
     {"t": 4.0, "pinch": 1.0, "x": 100, "y": 100, "phase": "began"},
     {"t": 4.05, "pinch": 1.5, "x": 100, "y": 100, "phase": "changed"},
     {"t": 4.1, "pinch": 1.5, "x": 100, "y": 100, "phase": "ended"},
     {"t": 5.0, "rotate": 0.0, "x": 100, "y": 100, "phase": "began"},
     {"t": 5.05, "rotate": 0.4, "x": 100, "y": 100, "phase": "changed"},
     {"t": 5.1, "rotate": 0.4, "x": 100, "y": 100, "phase": "ended"},
     {"t": 5.5, "set": {"recognizer": "cursor", "allowed_touch_types": ["indirect_pointer"]}},
     {"t": 6.0, "hover": 3, "phase": "began", "x": 60, "y": 60},
     {"t": 6.1, "hover": 3, "phase": "cancelled", "x": 60, "y": 60},
     {"t": 7.0, "advance": True}],
    windows=[{"name": "main", "frame": [0, 0, 320, 480], "handles": ["touches"], "children": [
        {"name": "pad", "frame": [0, 0, 200, 200],
         "handles": ["touches", "hover", "estimated_update"],
         "recognizers": [
             {"name": "click", "kind": "tap", "button_mask_required": ["secondary"]},
             {"name": "wheel", "kind": "pan", "allowed_scroll_types": ["discrete", "continuous"],
              "allowed_touch_types": ["indirect_pointer"]},
             {"name": "zoom", "kind": "pinch"}, {"name": "turn", "kind": "rotation"},
             {"name": "cursor", "kind": "hover", "allowed_touch_types": ["pencil"]}]}]}])
EXTRA_SCENES.append(INPUTS_SCENE)


def test_inputs_scene_records():
    """The INPUTS_SCENE end to end: hover records and the hover recognizer (pencil only, then,
    after the `set`, pointer only), the secondary click recognized by `click`, a pencil stroke
    logged with `types` (which taps `click` too: pencils hold no buttons), the estimated updates (the second force update refused), the scrolls on
    `wheel` and the trackpad transform."""
    records = run(INPUTS_SCENE)
    gestures = {}
    for r in records:
        if r["ev"] == "gesture":
            gestures.setdefault(r["recognizer"], []).append((r["t"], r["state"]))
    assert gestures["cursor"] == [(0.0, "began"), (0.1, "ended"), (6.0, "began"),
                                  (6.1, "cancelled")]
    # the pencil stroke (moved 12 pt) taps `click` too: buttonMaskRequired is checked for
    # pointer touches only (UIKit's UITapRecognizer: `_isPointerTouch`), a pencil holds no buttons
    assert gestures["click"] == [(0.55, "ended"), (1.04, "ended")]
    # the click is a pointer touch, which `wheel` allows: it fails when `click` recognizes
    assert gestures["wheel"] == [(0.55, "failed"), (2.0, "began"), (2.02, "changed"),
                                 (2.12, "ended"), (3.01, "began"), (3.02, "ended")]
    # P4: a trackpad pinch begins at its first changed step, whatever its scale (so the
    # rotation's gesture begins it too); a rotation past 1 degree, and one that has not begun
    # fails at the gesture's end
    assert gestures["zoom"][-4:] == [(4.05, "began"), (4.1, "ended"), (5.05, "began"),
                                     (5.1, "ended")]
    assert gestures["turn"][-3:] == [(4.1, "failed"), (5.05, "began"), (5.1, "ended")]
    hovers = [(r["t"], r["phase"], r["hover"]) for r in records if r["ev"] == "hover"]
    assert hovers == [(0.0, "began", 1), (0.1, "ended", 1), (6.0, "began", 3),
                      (6.1, "cancelled", 3)]
    pencil = [r for r in records if r["ev"] == "touches" and r["touches"] == [2]]
    # ... and `click` recognizing cancels the stroke in the view (cancels_touches_in_view)
    assert [r["phase"] for r in pencil] == ["began", "moved", "cancelled"]
    assert all(r["types"] == ["stylus"] for r in pencil)
    updates = [(r["t"], r["properties"], r["remaining"]) for r in records
               if r["ev"] == "estimated_update"]
    assert updates == [(1.02, ["force"], ["location"]), (1.03, ["location"], [])]
    assert [(r["path"], r["code"]) for r in records if r["ev"] == "error"] == [
        ("trace[7]", "TC_ERR_NOT_FOUND")]


def test_scroll_scene_records():
    """The `scroll` key end to end: a fling's delegate order, the pan's gesture records as
    "list.pan", require_to_fail naming it, `set` steps (a did_scroll record for a new offset,
    refusals naming the key, a view made a scroll view by a `set`)."""
    records = run(SCROLL_SCENE)
    scroll = [r for r in records if r["ev"] == "scroll"]
    order = []
    for r in scroll:
        if not order or order[-1] != r["event"]:
            order.append(r["event"])
    assert order[:7] == ["will_begin_dragging", "did_scroll", "will_end_dragging",
                         "did_end_dragging", "will_begin_decelerating", "did_scroll",
                         "did_end_decelerating"]
    for r in scroll:
        extra = {"will_end_dragging": ["velocity", "target_offset"],
                 "did_end_dragging": ["decelerate"]}.get(r["event"], [])
        assert list(r) == ["t", "at", "ev", "view", "event", "offset"] + extra, r
        assert r["t"] == r["at"]
    will_end = next(r for r in scroll if r["event"] == "will_end_dragging")
    assert will_end["velocity"] == [0.0, 2.0]
    rate = 0.99  # "fast"; S4: UIKit's target o + (v - 0.01)/|ln r|
    assert will_end["target_offset"][1] == pytest.approx(
        will_end["offset"][1] + (2.0 - 0.01) / -math.log(rate), abs=1e-5)
    pans = [g for g in records if g["ev"] == "gesture" and g["recognizer"] == "list.pan"]
    assert [g["state"] for g in pans][:2] == ["began", "changed"]
    assert any(g["recognizer"] == "tap" and g["state"] == "ended" for g in records
               if g["ev"] == "gesture")  # touch 2: the pan failed, then the tap recognized
    sets = [x for x in records if x["t"] == 1.1 and x["ev"] == "scroll"]
    assert sets == [{"t": 1.1, "at": 1.1, "ev": "scroll", "view": "list",
                     "event": "did_scroll", "offset": [0.0, 40.0]}]
    errors = [x for x in records if x["ev"] == "error"]
    assert [(e["path"], e["code"]) for e in errors] == [
        ("trace[16].set.scroll.deceleration_rate", "TC_ERR_INVALID_ARGUMENT"),
        ("trace[17].set.scroll.content_offset", "TC_ERR_NOT_FINITE")]
    assert errors[1]["message"] == "tc_view_set_content_offset: y is inf (must be finite)"
    made = [x for x in records if x["t"] == 1.4]
    assert made == [{"t": 1.4, "at": 1.4, "ev": "scroll", "view": "v", "event": "did_scroll",
                     "offset": [0.0, 10.0]}]


# ---- invalid files: non-zero exit and a clear message ----------------------------------------

@pytest.mark.parametrize("mutate,message", [
    (lambda d: d["windows"][0]["children"][0].update(hti=1), "windows[0].children[0].hti: unknown key"),
    (lambda d: d["windows"][0]["children"][0].update(hit={"inset": [1, 1, 1, 1]}),
     "windows[0].children[0].hit.inset: unknown key"),
    (lambda d: d.update(extra=1), "extra: unknown key"),
    (lambda d: d["windows"][0]["children"][0].pop("frame"),
     "windows[0].children[0]: missing required key 'frame'"),
    (lambda d: d.pop("format"), "missing required key 'format'"),
    (lambda d: d.update(format="touchchain-scene/2"), "format: expected"),
    (lambda d: d["windows"][0]["children"][0].update(frame=[0, 0, "1", 2]),
     "windows[0].children[0].frame[2]: expected a number, got a string"),
    (lambda d: d["windows"][0]["children"][0].update(hidden=1),
     "windows[0].children[0].hidden: expected true or false"),
    (lambda d: d["windows"][0]["children"][0].update(recognizers=[{"name": "r", "kind": "tap",
                                                                   "direction": "left"}]),
     "windows[0].children[0].recognizers[0].direction: not a parameter of a tap recognizer"),
    (lambda d: d["windows"][0]["children"][0].update(recognizers=[{"name": "r", "kind": "tapp"}]),
     "windows[0].children[0].recognizers[0].kind: unknown value 'tapp'"),
    (lambda d: d["windows"][0]["children"][0].update(hit={"redirect": "nobody"}),
     "windows[0].children[0].hit.redirect: no view named 'nobody'"),
    (lambda d: d["trace"].append({"t": 0, "touch": 1, "phase": "begun", "x": 0, "y": 0}),
     "trace[0].phase: unknown value 'begun'"),
    (lambda d: d["trace"].append({"t": 0, "touch": 1, "phase": "began", "x": 0}),
     "trace[0]: missing required key 'y'"),
    (lambda d: d["trace"].append({"t": 0, "tuch": 1}), "trace[0].tuch: unknown key"),
    (lambda d: d["trace"].append({"t": "0", "advance": True}), "trace[0].t: expected a number"),
    (lambda d: d["trace"].append({"t": 0, "set": {"view": "v", "children": []}}),
     "trace[0].set.children: unknown key"),
    (lambda d: d["trace"].append({"t": 0, "route": "x", "from": "nobody"}),
     "trace[0].from: no view or controller named 'nobody'"),
    (lambda d: d["windows"][0]["children"].append({"name": "v", "frame": [0, 0, 1, 1]}),
     "duplicate name 'v'"),
    (lambda d: d["windows"][0]["children"][0].update(recognizers=[{"name": "r", "kind": "tap",
                                                                   "taps": 0}]),
     "windows[0].children[0].recognizers[0]: the engine refused it: TC_ERR_INVALID_ARGUMENT"),
])
def test_invalid_scene_exits_non_zero_with_key_path(tmp_path, mutate, message):
    doc = base()
    mutate(doc)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(doc))
    r = cli("replay", str(path))
    assert r.returncode == 2
    assert r.stdout == ""
    assert message in r.stderr, r.stderr
    with pytest.raises(replay.SceneError):
        replay.replay(doc)


def test_bad_json_and_missing_file(tmp_path):
    path = tmp_path / "bad.json"
    path.write_text('{"format": "touchchain-scene/1", "windows": [}')
    r = cli("replay", str(path))
    assert r.returncode == 2 and "not valid JSON" in r.stderr and "line 1" in r.stderr
    r = cli("replay", str(tmp_path / "missing.json"))
    assert r.returncode == 2 and "cannot read" in r.stderr
    r = cli("replay", "-", stdin="[]")
    assert r.returncode == 2 and "expected an object" in r.stderr
    assert cli("nonsense").returncode != 0


# ---- refused steps: exactly one error record, the replay goes on -----------------------------

def _errors(records):
    return [r for r in records if r["ev"] == "error"]


def test_time_going_backwards_is_one_error_and_replay_continues():
    recs = run(base([{"t": 1.0, "advance": True},
                     {"t": 0.5, "touch": 1, "phase": "began", "x": 10, "y": 10},
                     {"t": 0.6, "hit_test": [10, 10]},
                     {"t": 2.0, "touch": 2, "phase": "began", "x": 10, "y": 10}]))
    errs = _errors(recs)
    assert [e["code"] for e in errs] == ["TC_ERR_TIME_BACKWARDS"] * 2
    assert errs[0]["t"] == 0.5 and errs[0]["at"] == 1.0 and errs[0]["message"]
    assert any(r["ev"] == "touches" and r["touches"] == [2] for r in recs)
    assert not any(r["ev"] == "hit_test" and "point" in r for r in recs)


def test_E4_a_time_beyond_max_timestamp_is_one_error_at_its_t():
    """E4: a step whose t is above TC_MAX_TIMESTAMP is refused (TC_ERR_INVALID_ARGUMENT) with
    the path of its `t`, whatever the step; the replay goes on."""
    big = 1e15
    recs = run(base([{"t": big, "touch": 1, "phase": "began", "x": 10, "y": 10},
                     {"t": big, "hover": 1, "phase": "began", "x": 10, "y": 10},
                     {"t": big, "scroll": [0, -10], "x": 10, "y": 10},
                     {"t": big, "remote": "play"},
                     {"t": big, "advance": True},
                     {"t": big, "hit_test": [10, 10]},
                     {"t": 1.0, "touch": 2, "phase": "began", "x": 10, "y": 10}]))
    errs = _errors(recs)
    assert [(e["path"], e["code"]) for e in errs] == [
        ("trace[%d].t" % i, "TC_ERR_INVALID_ARGUMENT") for i in range(6)]
    assert any(r["ev"] == "touches" and r["touches"] == [2] for r in recs)


def test_unknown_touch_id_is_one_error():
    recs = run(base([{"t": 0.0, "touch": 7, "phase": "moved", "x": 10, "y": 10},
                     {"t": 0.1, "touch": 1, "phase": "began", "x": 10, "y": 10},
                     {"t": 0.2, "touch": 1, "phase": "ended", "x": 10, "y": 10}]))
    errs = _errors(recs)
    assert len(errs) == 1 and errs[0]["code"] == "TC_ERR_UNKNOWN_TOUCH"
    assert [r["phase"] for r in recs if r["ev"] == "touches"] == ["began", "began", "ended",
                                                                  "ended"]


def test_nan_is_one_error_via_cli(tmp_path):
    text = json.dumps(base([{"t": 0.0, "touch": 1, "phase": "began", "x": 10, "y": 10}]))
    text = text.replace('"x": 10', '"x": NaN')
    path = tmp_path / "nan.json"
    path.write_text(text)
    r = cli("replay", str(path))
    assert r.returncode == 0, r.stderr
    recs = [json.loads(line) for line in r.stdout.splitlines()]
    assert [x["ev"] for x in recs] == ["error"] and recs[0]["code"] == "TC_ERR_NOT_FINITE"
    recs = run(base([{"t": float("nan"), "advance": True},
                     {"t": 0.1, "touch": 1, "phase": "began", "x": 1, "y": 1}]))
    assert len(_errors(recs)) == 1 and recs[0]["t"] is None
    assert any(r["ev"] == "touches" for r in recs)


def test_first_responder_refused_is_error_record():
    recs = run(base([{"t": 0, "first_responder": "v"}]))
    assert [r["code"] for r in _errors(recs)] == ["TC_ERR_STATE"]


def test_first_responder_that_cannot_resign_refuses_steps():
    """R4: with `can_resign_first: false` the first responder stays: a `first_responder: null`
    step and one naming another view of its window are refused (error records); once a `set`
    makes it willing, `null` resigns it."""
    doc = base([{"t": 0.0, "first_responder": None},
                {"t": 0.1, "first_responder": "u"},
                {"t": 0.2, "motion": "shake", "phase": "began"},
                {"t": 0.3, "set": {"view": "v", "can_resign_first": True}},
                {"t": 0.4, "first_responder": None},
                {"t": 0.5, "motion": "shake", "phase": "ended"}],
               first_responder="v",
               windows=[{"name": "main", "frame": [0, 0, 320, 480], "handles": ["motion"],
                         "children": [{"name": "v", "frame": [0, 0, 100, 100],
                                       "can_become_first": True, "can_resign_first": False,
                                       "handles": ["motion"]},
                                      {"name": "u", "frame": [100, 0, 100, 100],
                                       "can_become_first": True}]}])
    recs = run(doc)
    errs = _errors(recs)
    assert [(e["path"], e["code"]) for e in errs] == [
        ("trace[0].first_responder", "TC_ERR_STATE"), ("trace[1].first_responder", "TC_ERR_STATE")]
    assert [r["responder"] for r in recs if r["ev"] == "motion"] == ["v", "main"]
    with pytest.raises(replay.SceneError):
        replay.validate(base(windows=[{"name": "main", "frame": [0, 0, 1, 1],
                                       "can_resign_first": 1}]))


# ---- semantics -------------------------------------------------------------------------------

def test_same_t_samples_form_one_event():
    recs = run(base([{"t": 0, "touch": 1, "phase": "began", "x": 10, "y": 10},
                     {"t": 0, "touch": 2, "phase": "began", "x": 150, "y": 10}]))
    began = [r for r in recs if r["ev"] == "touches"]
    assert [(r["responder"], r["touches"]) for r in began] == [("v", [1]), ("main", [1]),
                                                               ("main", [2])]
    assert [r["touch"] for r in recs if r["ev"] == "hit_test"] == [1, 2]


def test_E1_replay_accepts_remote_aliases_logged_with_canonical_names(tmp_path):
    """Remote-control names as prose writes them (FORMAT.md's `remote` row): `next` and
    `previous`, and every canonical name with hyphens; the log uses the canonical names.
    A misspelling is still refused."""
    aliases = [("next", "next_track"), ("previous", "previous_track"),
               ("toggle-play-pause", "toggle_play_pause"), ("next-track", "next_track"),
               ("previous-track", "previous_track"),
               ("begin-seeking-backward", "begin_seeking_backward"),
               ("end-seeking-backward", "end_seeking_backward"),
               ("begin-seeking-forward", "begin_seeking_forward"),
               ("end-seeking-forward", "end_seeking_forward"),
               ("play", "play"), ("pause", "pause"), ("stop", "stop")]
    doc = {"format": "touchchain-scene/1",
           "windows": [{"name": "w", "frame": [0, 0, 320, 480], "handles": ["remote"]}],
           "trace": [{"t": 0.1 * (i + 1), "remote": name} for i, (name, _) in
                     enumerate(aliases)]}
    recs = run(doc)
    assert not _errors(recs)
    assert [r["subtype"] for r in recs if r["ev"] == "remote"] == [c for _, c in aliases]
    path = tmp_path / "remote.json"
    path.write_text(json.dumps(doc))
    r = cli("replay", str(path))
    assert r.returncode == 0, r.stderr
    assert '"subtype": "next_track"' in r.stdout and "next-track" not in r.stdout
    doc["trace"] = [{"t": 0.1, "remote": "nxt"}]
    with pytest.raises(replay.SceneError, match=r"trace\[0\]\.remote: unknown value 'nxt'"):
        replay.validate(doc)


def test_hit_test_record_comes_from_the_engine_hit_test():
    recs = run(base([{"t": 0, "touch": 1, "phase": "began", "x": 10, "y": 10},
                     {"t": 0.1, "set": {"view": "v", "hidden": True}},
                     {"t": 0.2, "touch": 2, "phase": "began", "x": 10, "y": 10}]), trace=True)
    hits = [r for r in recs if r["ev"] == "hit_test"]
    assert [(h["touch"], h["view"]) for h in hits] == [(1, "v"), (2, "main")]
    exits = [r for r in recs if r["ev"] == "hit_exit" and r["view"] == "main"]
    assert [e["result"] for e in exits] == ["v", "main"]


def test_H3_FORMAT_set_frame_of_a_transformed_view_gives_its_centre_and_bounds_size():
    """The format's `frame` of an existing view keeps its documented meaning (the centre and
    the bounds size, as at creation) under a transform, though tc_view_set_frame follows UIKit
    there (the size through the transform's inverse); a refused `set` puts the geometry back."""
    recs = run(base([{"t": 0, "set": {"view": "v", "transform": [0.5, 0, 0, 0.5, 0, 0]}},
                     {"t": 0.1, "set": {"view": "v", "frame": [100, 100, 100, 100]}},
                     {"t": 0.2, "hit_test": [110, 110]},
                     {"t": 0.3, "hit_test": [130, 130]},
                     {"t": 0.4, "set": {"view": "v", "frame": [0, 0, 300, 300], "alpha": math.nan}},
                     {"t": 0.5, "hit_test": [110, 110]},
                     {"t": 0.6, "hit_test": [174, 174]}]))
    assert [r["view"] for r in recs if r["ev"] == "hit_test"] == ["main", "v", "main", "v"]
    assert [r["code"] for r in recs if r["ev"] == "error"] == ["TC_ERR_NOT_FINITE"]


def test_set_remove_add_and_recognizers():
    doc = base([{"t": 0, "set": {"add_to": "main", "view_spec": {
                    "name": "top", "frame": [0, 0, 50, 50], "handles": ["touches"],
                    "recognizers": [{"name": "tap1", "kind": "tap"}]}}},
                {"t": 0.1, "hit_test": [10, 10]},
                {"t": 0.2, "set": {"view": "top", "remove": True}},
                {"t": 0.3, "hit_test": [10, 10]},
                {"t": 0.4, "set": {"view": "v", "recognizers": [{"name": "tap2", "kind": "tap"}],
                                   "hit": {"insets": [-20, -20, -20, -20]}}},
                {"t": 0.5, "hit_test": [110, 110]}])
    recs = run(doc)
    assert [r["view"] for r in recs if r["ev"] == "hit_test"] == ["top", "v", "v"]


def test_floats_are_rounded_and_keys_ordered():
    assert replay._f(0.1 + 0.2) == 0.3 and replay._f(-0.0) == 0.0
    assert replay._f(float("inf")) is None
    line = replay.format_record({"t": 0.0, "at": 0.0, "ev": "x", "view": None})
    assert line == '{"t": 0.0, "at": 0.0, "ev": "x", "view": null}'


def test_timeline_option_writes_svg(tmp_path):
    out = tmp_path / "t.svg"
    r = cli("replay", os.path.join("examples", "scenes", "double_tap_held_ended.json"),
            "--timeline", str(out))
    assert r.returncode == 0, r.stderr
    svg = out.read_text()
    assert svg.startswith("<svg") and "doubleTap (gesture)" in svg and "photo" in svg
    r = cli("replay", os.path.join("examples", "scenes", "router_event.json"),
            "--timeline", str(tmp_path / "t.gif"))
    # refused before any work: exit 2 (a usage error), nothing printed on stdout
    assert r.returncode == 2 and "use .svg or .png" in r.stderr and r.stdout == ""


def test_replayer_run_before_build_is_a_clear_error():
    """Replayer is public: running it unbuilt raises RuntimeError naming the fix, not an
    AttributeError on None from deep inside."""
    from touchchain import replay
    doc = replay.loads('{"format": "touchchain-scene/1", "windows": [{"name": "w", '
                       '"frame": [0, 0, 100, 100]}], "trace": [{"t": 0, "advance": true}]}')
    r = replay.Replayer(replay.validate(doc))
    with pytest.raises(RuntimeError, match=r"build\(\) before run"):
        r.run()
    assert r.build().run() == r.records
