"""Hostile scene files and refused steps (issue 11): the replay tool answers every input with
exit status 0 and a log, or exit status 2 and one line naming the key path; a step it or the
engine refuses is exactly one ``error`` record, leaves no trace in the scene, and the replay
goes on (FORMAT.md, "How a trace is replayed" and "Errors")."""
import copy
import json
import math
import sys

import pytest

from touchchain import replay

from test_replay import base, cli, run

FORMAT = replay.FORMAT_ID


def _errors(records):
    return [r for r in records if r["ev"] == "error"]


def _write(tmp_path, text, name="scene.json"):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def _refused_file(r, path_prefix):
    """A file error: exit 2, nothing on stdout, one line on stderr naming the key path."""
    assert r.returncode == 2, (r.returncode, r.stderr[-2000:])
    assert r.stdout == ""
    assert "Traceback" not in r.stderr, r.stderr[-2000:]
    lines = r.stderr.strip().splitlines()
    assert len(lines) == 1, r.stderr[-2000:]
    assert ": %s" % path_prefix in lines[0], lines[0]
    return lines[0]


def _log(r):
    assert r.returncode == 0, r.stderr[-2000:]
    assert r.stdout == "" or r.stdout.endswith("\n")
    return [json.loads(line) for line in r.stdout.split("\n")[:-1]]


# ---- item 10: no traceback for deep, huge or unencodable input ------------------------------

def test_FORMAT_json_nested_100000_deep_exits_2_with_key_path(tmp_path):
    deep = "[" * 100000 + "]" * 100000
    r = cli("replay", _write(tmp_path, '{"format": "%s", "windows": %s}' % (FORMAT, deep)))
    _refused_file(r, "windows[0]: expected an object, got a list")
    deep_obj = '{"a": ' * 100000 + "1" + "}" * 100000
    text = json.dumps(base([{"t": 0, "route": "r", "from": "v", "info": {"k": "DEEP"}}]))
    r = cli("replay", _write(tmp_path, text.replace('"DEEP"', deep_obj)))
    _refused_file(r, "trace[0].info.k: expected a string, got an object")
    # unbalanced: an error message with a line and column, not a RecursionError
    r = cli("replay", _write(tmp_path, '{"format": "%s", "windows": %s' % (FORMAT, "[" * 100000)))
    _refused_file(r, "not valid JSON")


def test_H3_view_tree_3000_deep_replays(tmp_path):
    """A chain of 3,000 nested views (JSON nested 6,000 deep): read, validated and built
    without recursion; the touch and the hit test reach the deepest view."""
    depth = 3000
    leaf = {"name": "v%d" % (depth - 1), "frame": [0, 0, 10, 10], "handles": ["touches"]}
    text = json.dumps(leaf)
    for i in range(depth - 2, -1, -1):
        text = '{"name": "v%d", "frame": [0, 0, 10, 10], "children": [%s]}' % (i, text)
    doc = ('{"format": "%s", "windows": [{"name": "main", "frame": [0, 0, 320, 480], '
           '"children": [%s]}], "trace": [{"t": 0, "touch": 1, "phase": "began", "x": 1, '
           '"y": 1}, {"t": 0.1, "touch": 1, "phase": "ended", "x": 1, "y": 1}, '
           '{"t": 0.2, "hit_test": [2, 2]}]}' % (FORMAT, text))
    recs = _log(cli("replay", _write(tmp_path, doc)))
    assert [r.get("view") for r in recs if r["ev"] == "hit_test"] == ["v2999", "v2999"]
    assert [r["responder"] for r in recs if r["ev"] == "touches"] == ["v2999", "v2999"]
    bad = doc.replace('"name": "v2999", "frame": [0, 0, 10, 10]',
                      '"name": "v2999", "frame": [0, 0, -10, 10]')
    line = _refused_file(cli("replay", _write(tmp_path, bad)), "windows[0]")
    assert line.count(".children[0]") == depth and ".frame: width and height" in line


def test_FORMAT_integer_of_5000_digits(tmp_path):
    huge = "9" * 5000
    # as a touch id: refused with its key path
    text = json.dumps(base([{"t": 0, "touch": 1, "phase": "began", "x": 1, "y": 1}]))
    r = cli("replay", _write(tmp_path, text.replace('"touch": 1', '"touch": ' + huge)))
    _refused_file(r, "trace[0].touch: ")
    # as a kind parameter of a recognizer
    doc = base()
    doc["windows"][0]["children"][0]["recognizers"] = [{"name": "r", "kind": "tap", "taps": 7}]
    r = cli("replay", _write(tmp_path, json.dumps(doc).replace('"taps": 7', '"taps": ' + huge)))
    _refused_file(r, "windows[0].children[0].recognizers[0].taps: ")
    # as a coordinate it is a number too large for a double: infinite, as 1e400 is, so the
    # engine refuses the sample (one error record) and the replay goes on
    text = json.dumps(base([{"t": 0, "touch": 1, "phase": "began", "x": 1, "y": 1},
                            {"t": 0.1, "hit_test": [1, 1]}]))
    recs = _log(cli("replay", _write(tmp_path, text.replace('"x": 1,', '"x": -%s,' % huge))))
    assert [(e["code"], e["path"]) for e in _errors(recs)] == [("TC_ERR_NOT_FINITE",
                                                                "trace[0].x")]
    assert [r["view"] for r in recs if r["ev"] == "hit_test"] == ["v"]


@pytest.mark.parametrize("where,path", [
    ("view", "windows[0].children[0].name: "),
    ("route", "trace[0].route: "),
    ("info", "trace[0].info"),
    ("recognizer", "windows[0].children[0].recognizers[0].name: "),
])
def test_FORMAT_lone_surrogate_exits_2_with_key_path(tmp_path, where, path):
    doc = base([{"t": 0, "route": "NAME", "from": "v", "info": {"k": "x"}}])
    doc["windows"][0]["children"][0]["recognizers"] = [{"name": "rec", "kind": "tap"}]
    text = json.dumps(doc)
    text = {"view": text.replace('"name": "v"', '"name": "\\ud800v"'),
            "route": text.replace('"NAME"', '"a\\udc80b"'),
            "info": text.replace('"k": "x"', '"\\ud83d": "x"'),
            "recognizer": text.replace('"rec"', '"r\\udfff"')}[where]
    if where == "view":
        text = text.replace('"from": "v"', '"from": "\\ud800v"')
    line = _refused_file(cli("replay", _write(tmp_path, text)), path)
    assert "surrogate" in line
    with pytest.raises(replay.SceneError, match="surrogate"):
        replay.replay(json.loads(text))


def test_FORMAT_log_stays_valid_utf8_for_any_name(tmp_path):
    """Names outside the BMP and escaped control characters are written as UTF-8 / JSON
    escapes: every line of the log parses and round-trips."""
    doc = base([{"t": 0, "route": "\U0001F600\u2028", "from": "v", "info": {"k\u00e9": "\x01"}}])
    doc["windows"][0]["children"][0]["name"] = "v\U0001F600"
    doc["trace"][0]["from"] = "v\U0001F600"
    r = cli("replay", _write(tmp_path, json.dumps(doc, ensure_ascii=True)))
    recs = _log(r)
    assert recs[0]["name"] == "\U0001F600\u2028" and recs[0]["responder"] == "v\U0001F600"
    r.stdout.encode("utf-8")


@pytest.mark.parametrize("value", ["1e400", "-1e400", "NaN", "Infinity"])
def test_FORMAT_window_frame_not_finite_exits_2_with_key_path(tmp_path, value):
    text = json.dumps(base()).replace('"frame": [0, 0, 320, 480]',
                                      '"frame": [%s, 0, 320, 480]' % value)
    line = _refused_file(cli("replay", _write(tmp_path, text)), "windows[0].frame: ")
    assert "TC_ERR_NOT_FINITE" in line
    text = json.dumps(base()).replace('"frame": [0, 0, 100, 100]',
                                      '"frame": [0, %s, 100, 100]' % value)
    line = _refused_file(cli("replay", _write(tmp_path, text)),
                         "windows[0].children[0].frame: ")


# ---- item 11: a refused step is one error record, leaves no trace, and the replay goes on ----

def test_G6_add_to_with_require_to_fail_cycle_leaves_no_trace():
    spec = {"name": "top", "frame": [0, 0, 50, 50], "handles": ["touches"],
            "recognizers": [{"name": "a", "kind": "tap", "require_to_fail": ["b"]},
                            {"name": "b", "kind": "tap", "require_to_fail": ["a"]}]}
    recs = run(base([{"t": 0, "set": {"add_to": "main", "view_spec": spec}},
                     {"t": 0.1, "hit_test": [10, 10]},
                     {"t": 0.2, "touch": 1, "phase": "began", "x": 10, "y": 10},
                     {"t": 0.3, "touch": 1, "phase": "ended", "x": 10, "y": 10},
                     {"t": 0.4, "set": {"view": "top", "hidden": True}},
                     {"t": 0.5, "hit_test": [10, 10]}]))
    errs = _errors(recs)
    assert [(e["step"], e["path"], e["code"]) for e in errs] == [
        (0, "trace[0].set.view_spec.recognizers[1].require_to_fail[0]", "TC_ERR_CYCLE"),
        (4, "trace[4].set.view", "TC_ERR_NOT_FOUND")]
    assert [r["view"] for r in recs if r["ev"] == "hit_test"] == ["v", "v", "v"]
    assert not [r for r in recs if r["ev"] == "gesture"]
    assert "trace[0]" in errs[1]["message"]


@pytest.mark.parametrize("spec,path,code", [
    ({"name": "lp", "frame": [0, 0, 50, 50],
      "recognizers": [{"name": "r", "kind": "long_press", "min_duration": -1}]},
     "trace[0].set.view_spec.recognizers[0]", "TC_ERR_INVALID_ARGUMENT"),
    ({"name": "big", "frame": [0, 0, math.inf, 50]}, "trace[0].set.view_spec.frame",
     "TC_ERR_NOT_FINITE"),
    ({"name": "outer", "frame": [0, 0, 50, 50], "children": [
        {"name": "ok", "frame": [0, 0, 5, 5]},
        {"name": "bad", "frame": [0, 0, 5, 5], "alpha": math.nan}]},
     "trace[0].set.view_spec.children[1].alpha", "TC_ERR_NOT_FINITE"),
])
def test_FORMAT_refused_view_spec_is_one_error_and_replay_goes_on(spec, path, code):
    recs = run(base([{"t": 0, "set": {"add_to": "main", "view_spec": spec}},
                     {"t": 0.1, "hit_test": [10, 10]},
                     {"t": 0.2, "touch": 1, "phase": "began", "x": 10, "y": 10}]))
    assert [(e["step"], e["path"], e["code"]) for e in _errors(recs)] == [(0, path, code)]
    assert [r["view"] for r in recs if r["ev"] == "hit_test"] == ["v", "v"]
    # the same value in a `set` of an existing view is refused the same way
    change = {"frame": [0, 0, math.inf, 50]} if "frame" in path else {"alpha": math.nan}
    recs = run(base([{"t": 0, "set": dict({"view": "v"}, **change)},
                     {"t": 0.1, "hit_test": [10, 10]}]))
    assert [e["code"] for e in _errors(recs)] == ["TC_ERR_NOT_FINITE"]
    assert [r["view"] for r in recs if r["ev"] == "hit_test"] == ["v"]


def test_FORMAT_refused_view_spec_via_cli_exits_0(tmp_path):
    spec = {"name": "lp", "frame": [0, 0, 50, 50],
            "recognizers": [{"name": "r", "kind": "long_press", "min_duration": -1}]}
    r = cli("replay", _write(tmp_path, json.dumps(base([
        {"t": 0, "set": {"add_to": "main", "view_spec": spec}}, {"t": 1, "hit_test": [1, 1]}]))))
    recs = _log(r)
    assert [x["ev"] for x in recs] == ["error", "hit_test"]


def test_G8_refused_set_of_recognizers_keeps_the_old_ones():
    doc = base([{"t": 0, "set": {"view": "v", "hidden": True,
                                 "recognizers": [{"name": "t2", "kind": "tap"},
                                                 {"name": "lp", "kind": "long_press",
                                                  "min_duration": -1}]}},
                {"t": 1.0, "touch": 1, "phase": "began", "x": 10, "y": 10},
                {"t": 1.05, "touch": 1, "phase": "ended", "x": 10, "y": 10}])
    doc["windows"][0]["children"][0]["recognizers"] = [{"name": "t1", "kind": "tap"}]
    recs = run(doc)
    assert [(e["step"], e["path"]) for e in _errors(recs)] == [
        (0, "trace[0].set.recognizers[1]")]
    assert [(r["recognizer"], r["state"]) for r in recs if r["ev"] == "gesture"] == [
        ("t1", "ended")]
    assert [r["view"] for r in recs if r["ev"] == "hit_test"] == ["v"]  # not hidden


def test_FORMAT_error_records_name_the_step_and_key_path():
    recs = run(base([{"t": 1.0, "advance": True},
                     {"t": 0.5, "touch": 1, "phase": "began", "x": 10, "y": 10},
                     {"t": 2.0, "touch": 7, "phase": "moved", "x": 10, "y": 10},
                     {"t": 3.0, "touch": 2, "phase": "began", "x": math.nan, "y": 10},
                     {"t": 4.0, "touch": 3, "phase": "began", "x": 1, "y": 1, "force": -1},
                     {"t": 5.0, "set": {"view": "v", "hidden": True, "alpha": math.nan}},
                     {"t": 6.0, "first_responder": "v"},
                     {"t": 7.0, "hit_test": [math.inf, 0]}]))
    errs = _errors(recs)
    assert [(e["step"], e["path"], e["code"]) for e in errs] == [
        (1, "trace[1].t", "TC_ERR_TIME_BACKWARDS"),
        (2, "trace[2].touch", "TC_ERR_UNKNOWN_TOUCH"),
        (3, "trace[3].x", "TC_ERR_NOT_FINITE"),
        (4, "trace[4].force", "TC_ERR_INVALID_ARGUMENT"),
        (5, "trace[5].set.alpha", "TC_ERR_NOT_FINITE"),
        (6, "trace[6].first_responder", "TC_ERR_STATE"),
        (7, "trace[7].hit_test", "TC_ERR_NOT_FINITE")]
    for e in errs:
        assert list(e) == ["t", "at", "ev", "step", "path", "code", "message"]
    # `at` is the clock when the step was refused: a touch sample does not move it; a set,
    # first_responder or hit_test step first advances the clock to its t
    assert [(e["t"], e["at"]) for e in errs] == [(0.5, 1.0), (2.0, 1.0), (3.0, 1.0),
                                                 (4.0, 1.0), (5.0, 5.0), (6.0, 6.0),
                                                 (7.0, 7.0)]


def test_FORMAT_cli_streams_the_log(tmp_path, monkeypatch):
    """Each record is written when it is produced, not kept to the end: when step k runs, the
    records of the steps before it are already on stdout."""
    steps = [{"t": i * 0.1, "hit_test": [1, 1]} for i in range(5)]
    path = _write(tmp_path, json.dumps(base(steps)))
    written = []

    class Out:
        encoding = "utf-8"

        def write(self, s):
            written.append(s)

        def flush(self):
            pass

    lines_at_step = []
    real_step = replay.Replayer._step

    def spy(self, step, *args, **kw):
        lines_at_step.append("".join(written).count("\n"))
        return real_step(self, step, *args, **kw)

    monkeypatch.setattr(replay.Replayer, "_step", spy)
    monkeypatch.setattr(sys, "stdout", Out())
    assert replay.main(["replay", path]) == 0
    assert lines_at_step == [0, 1, 2, 3, 4]
    assert "".join(written).count("\n") == 5


# ---- item 12: integers are range-checked, ids logged alike, no NUL in strings ---------------

@pytest.mark.parametrize("value", ["1e23", "18446744073709551623", "-9223372036854775809",
                                   "1.5", "Infinity"])
def test_T1_touch_id_out_of_int64_or_not_integral_exits_2(tmp_path, value):
    text = json.dumps(base([{"t": 0, "touch": 1, "phase": "began", "x": 1, "y": 1}]))
    r = cli("replay", _write(tmp_path, text.replace('"touch": 1', '"touch": ' + value)))
    _refused_file(r, "trace[0].touch: ")


@pytest.mark.parametrize("value", [5.0, 1e18, 2 ** 63 - 1, -2 ** 63])
def test_T1_touch_ids_are_logged_alike_everywhere(value):
    recs = run(base([{"t": 0, "touch": value, "phase": "began", "x": 10, "y": 10},
                     {"t": 0.1, "touch": value, "phase": "ended", "x": 10, "y": 10}]))
    ids = [r["touch"] for r in recs if r["ev"] == "hit_test"]
    ids += [i for r in recs if r["ev"] == "touches" for i in r["touches"]]
    assert ids == [int(value)] * 5
    assert all(type(i) is int for i in ids)
    line = replay.format_record(recs[0])
    assert '"touch": %d,' % int(value) in line


@pytest.mark.parametrize("key,value", [("taps", 2 ** 32 + 1), ("touches", -2 ** 31 - 1),
                                       ("min_touches", 2 ** 31), ("max_touches", 1e10)])
def test_G8_kind_parameter_out_of_int32_exits_2(key, value):
    kind = "tap" if key in ("taps", "touches") else "pan"
    doc = base()
    doc["windows"][0]["children"][0]["recognizers"] = [{"name": "r", "kind": kind, key: value}]
    with pytest.raises(replay.SceneError,
                       match=r"windows\[0\]\.children\[0\]\.recognizers\[0\]\.%s: .*range" % key):
        replay.replay(doc)


@pytest.mark.parametrize("where,path", [
    ("route", "trace[0].route: "), ("info", "trace[0].info.k: "),
    ("infokey", "trace[0].info"), ("recognizer", "windows[0].children[0].recognizers[0].name: ")])
def test_R5_nul_in_a_string_for_the_engine_exits_2(tmp_path, where, path):
    doc = base([{"t": 0, "route": "NAME", "from": "v", "info": {"k": "x"}}])
    doc["windows"][0]["children"][0]["recognizers"] = [{"name": "rec", "kind": "tap"}]
    text = json.dumps(doc)
    text = {"route": text.replace('"NAME"', '"a\\u0000b"'),
            "info": text.replace('"k": "x"', '"k": "x\\u0000y"'),
            "infokey": text.replace('"k": "x"', '"k\\u0000": "x"'),
            "recognizer": text.replace('"rec"', '"r\\u0000"')}[where]
    line = _refused_file(cli("replay", _write(tmp_path, text)), path)
    assert "U+0000" in line


# ---- format additions --------------------------------------------------------------------

def test_R5_route_info_logged():
    doc = base([{"t": 0, "route": "r", "from": "v", "info": {"b": "2", "a": "1"}},
                {"t": 1, "route": "s", "from": "v"}])
    doc["windows"][0]["routes"] = ["r"]
    recs = [r for r in run(doc) if r["ev"] == "route"]
    assert [(r["name"], r["responder"], r["info"]) for r in recs] == [
        ("r", "v", {"b": "2", "a": "1"}), ("r", "main", {"b": "2", "a": "1"}),
        ("s", "v", {}), ("s", "main", {}), ("s", "app", {})]
    assert list(recs[0]) == ["t", "at", "ev", "name", "info", "responder", "handled"]
    assert list(recs[0]["info"]) == ["b", "a"]


def test_T3_tap_counts_logged_in_touches_records():
    recs = run(base([{"t": 0, "touch": 1, "phase": "began", "x": 10, "y": 10},
                     {"t": 0.05, "touch": 1, "phase": "ended", "x": 10, "y": 10},
                     {"t": 0.2, "touch": 2, "phase": "began", "x": 12, "y": 10},
                     {"t": 0.2, "touch": 3, "phase": "began", "x": 150, "y": 10},
                     {"t": 0.25, "touch": 2, "phase": "ended", "x": 12, "y": 10},
                     {"t": 0.25, "touch": 3, "phase": "ended", "x": 150, "y": 10}],
                    windows=[{"name": "main", "frame": [0, 0, 320, 480],
                              "handles": ["touches"], "multiple_touch": True}]))
    touches = [r for r in recs if r["ev"] == "touches"]
    assert [(r["phase"], r["touches"], r["tap_counts"]) for r in touches] == [
        ("began", [1], [1]), ("ended", [1], [1]),
        ("began", [2, 3], [2, 1]), ("ended", [2, 3], [2, 1])]
    assert list(touches[0]) == ["t", "at", "ev", "phase", "responder", "touches", "tap_counts",
                                "handled"]


def test_G8_set_recognizer_disabling_mid_gesture_cancels_it():
    doc = base([{"t": 0, "touch": 1, "phase": "began", "x": 10, "y": 10},
                {"t": 0.1, "touch": 1, "phase": "moved", "x": 60, "y": 10},
                {"t": 0.2, "set": {"recognizer": "p", "enabled": False}},
                {"t": 0.3, "touch": 1, "phase": "moved", "x": 80, "y": 10},
                {"t": 0.4, "touch": 1, "phase": "ended", "x": 80, "y": 10},
                {"t": 0.5, "set": {"recognizer": "p", "enabled": True,
                                   "cancels_touches_in_view": False, "max_touches": 2}},
                {"t": 0.6, "set": {"recognizer": "p", "min_touches": 0}},
                {"t": 1.0, "touch": 2, "phase": "began", "x": 10, "y": 10},
                {"t": 1.1, "touch": 2, "phase": "moved", "x": 60, "y": 10},
                {"t": 1.2, "touch": 2, "phase": "ended", "x": 60, "y": 10}])
    doc["windows"][0]["children"][0].update(handles=["touches"], recognizers=[
        {"name": "p", "kind": "pan"}])
    recs = run(doc)
    gestures = [(r["t"], r["state"]) for r in recs if r["ev"] == "gesture"]
    assert gestures == [(0.1, "began"), (0.2, "cancelled"), (1.1, "began"), (1.2, "ended")]
    assert [(e["step"], e["path"], e["code"]) for e in _errors(recs)] == [
        (6, "trace[6].set.min_touches", "TC_ERR_INVALID_ARGUMENT")]
    # cancels_touches_in_view false: the second touch is not cancelled when the pan begins
    second = [r["phase"] for r in recs if r["ev"] == "touches" and r["touches"] == [2]
              and r["responder"] == "v"]
    assert second == ["began", "moved", "ended"]


def test_G8_set_recognizer_validation():
    doc = base([{"t": 0, "set": {"recognizer": "nobody", "enabled": False}}])
    with pytest.raises(replay.SceneError, match=r"trace\[0\]\.set\.recognizer: no recognizer"):
        replay.validate(doc)
    doc = base([{"t": 0, "set": {"recognizer": "p", "taps": 2}}])
    doc["windows"][0]["children"][0]["recognizers"] = [{"name": "p", "kind": "pan"}]
    with pytest.raises(replay.SceneError, match=r"trace\[0\]\.set\.taps: not a parameter"):
        replay.validate(doc)
    doc["trace"][0]["set"] = {"recognizer": "p", "kind": "tap"}
    with pytest.raises(replay.SceneError, match=r"trace\[0\]\.set\.kind: unknown key"):
        replay.validate(doc)


def test_R4_focus_step_moves_the_focus():
    doc = base([{"t": 0, "press": "select", "phase": "began"},
                {"t": 0.5, "press": "select", "phase": "ended"},
                {"t": 1, "focus": "b"},
                {"t": 2, "press": "select", "phase": "began"},
                {"t": 2.5, "press": "select", "phase": "ended"},
                {"t": 3, "focus": None},
                {"t": 4, "press": "select", "phase": "began"},
                {"t": 4.5, "press": "select", "phase": "ended"}],
               windows=[{"name": "main", "frame": [0, 0, 320, 480], "handles": ["presses"],
                         "children": [{"name": "a", "frame": [0, 0, 10, 10],
                                       "handles": ["presses"]},
                                      {"name": "b", "frame": [0, 0, 10, 10],
                                       "handles": ["presses"]}]}],
               focus="a")
    recs = run(doc)
    assert [r["responder"] for r in recs if r["ev"] == "press"] == ["a", "a", "b", "b", "main",
                                                                     "main"]
    assert _errors(recs) == []


def test_T1_moved_sample_naming_another_window_is_refused():
    doc = base([{"t": 0, "touch": 1, "phase": "began", "x": 10, "y": 10},
                {"t": 0.1, "touch": 1, "phase": "moved", "x": 20, "y": 10, "window": "side"},
                {"t": 0.2, "touch": 1, "phase": "moved", "x": 30, "y": 10, "window": "main"},
                {"t": 0.3, "touch": 1, "phase": "ended", "x": 30, "y": 10, "window": "side"},
                {"t": 0.4, "touch": 1, "phase": "ended", "x": 30, "y": 10}],
               windows=[{"name": "main", "frame": [0, 0, 320, 480], "handles": ["touches"]},
                        {"name": "side", "frame": [320, 0, 200, 300], "handles": ["touches"]}])
    recs = run(doc)
    assert [(e["step"], e["path"], e["code"]) for e in _errors(recs)] == [
        (1, "trace[1].window", "TC_ERR_INVALID_ARGUMENT"),
        (3, "trace[3].window", "TC_ERR_INVALID_ARGUMENT")]
    assert [(r["phase"], r["t"]) for r in recs if r["ev"] == "touches"] == [
        ("began", 0.0), ("moved", 0.2), ("ended", 0.4)]


def test_FORMAT_replay_memory_does_not_grow_with_the_log():
    """Streaming keeps one step's records at a time: replaying a trace of thousands of
    records through iter_replay (what the CLI does) peaks far below keeping the log."""
    import io
    import tracemalloc

    import large_trace
    buf = io.StringIO()
    large_trace.write(buf, 400_000)
    doc = replay.loads(buf.getvalue())
    tracemalloc.start()
    try:
        count = sum(1 for _ in replay.iter_replay(doc))
        streamed = tracemalloc.get_traced_memory()[1]
        tracemalloc.reset_peak()
        kept = replay.replay(doc)
        keeping = tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()
    assert count == len(kept) > 3000
    assert streamed * 4 < keeping, (streamed, keeping)


# ---- integers written as floats (FORMAT.md: "3 or 3.0"); keys that are not strings ----------

@pytest.mark.parametrize("kind,key", [("tap", "taps"), ("tap", "touches"),
                                      ("long_press", "taps"), ("long_press", "touches"),
                                      ("pan", "min_touches"), ("pan", "max_touches"),
                                      ("swipe", "touches")])
def test_FORMAT_integer_written_as_float_reaches_the_engine_as_the_integer(kind, key):
    """FORMAT.md: an integer is "a number without a fractional part (3 or 3.0)". A kind
    parameter written 2.0 (in a VIEW, and 3.0 in a `set` step) was validated, then handed on as
    a float: the recognizer's constructor raised TypeError (a traceback from the tool, after
    part of the log was written for a `set` step)."""
    doc = base([{"t": 0.0, "touch": 1, "phase": "began", "x": 10, "y": 10},
                {"t": 0.1, "touch": 1, "phase": "ended", "x": 10, "y": 10},
                {"t": 0.2, "set": {"recognizer": "r", key: 3.0}},
                {"t": 0.3, "set": {"view": "v", "recognizers": [
                    {"name": "r2", "kind": kind, key: 2.0}]}}])
    doc["windows"][0]["recognizers"] = [{"name": "r", "kind": kind, key: 2.0}]
    field = replay.PARAM_FIELD[key]
    r = replay.Replayer(replay.validate(copy.deepcopy(doc))).build()
    try:
        assert r.recognizers["r"].params[field] == 2
        records = list(r.iter_run())
        assert r.recognizers["r"].params[field] == 3
        assert r.recognizers["r2"].params[field] == 2
    finally:
        r.close()
    assert [rec for rec in records if rec["ev"] == "error"] == []
    assert run(doc) == records


def test_FORMAT_negative_zero_is_the_integer_0():
    """-0.0 is an integer (0): a long press takes 0 taps; a tap's 0 taps is refused by the
    engine, a SceneError naming the recognizer, never a TypeError."""
    doc = base()
    doc["windows"][0]["children"][0]["recognizers"] = [
        {"name": "lp", "kind": "long_press", "taps": -0.0}]
    r = replay.Replayer(replay.validate(copy.deepcopy(doc))).build()
    try:
        assert r.recognizers["lp"].params["taps_required"] == 0
    finally:
        r.close()
    doc["windows"][0]["children"][0]["recognizers"] = [{"name": "t", "kind": "tap",
                                                        "taps": -0.0}]
    with pytest.raises(replay.SceneError,
                       match=r"windows\[0\]\.children\[0\]\.recognizers\[0\]: the engine "
                             r"refused it: .*taps_required is 0"):
        run(doc)


@pytest.mark.parametrize("where,path,what", [
    ("top", r"\(top level\)", "a key"), ("window", r"windows\[0\]", "a key"),
    ("step", r"trace\[0\]", "a key"), ("bare step", r"trace\[2\]", "a key"),
    ("set", r"trace\[1\]\.set", "a key"), ("route info", r"trace\[0\]\.info", "the key")])
@pytest.mark.parametrize("key", [1, None])
def test_FORMAT_a_key_that_is_not_a_string_is_a_scene_error(where, path, what, key):
    """replay.replay(doc) takes a document made in Python, whose dicts may have keys that
    are not strings (JSON's never are): a SceneError naming the key path, as for any invalid
    document, not an AttributeError."""
    doc = base([{"t": 0, "route": "r", "from": "v", "info": {"k": "x"}},
                {"t": 1, "set": {"view": "v", "hidden": True}}, {"t": 2, "advance": True}])
    if where == "bare step":
        doc["trace"][2] = {key: 2}
    else:
        {"top": doc, "window": doc["windows"][0], "step": doc["trace"][0],
         "set": doc["trace"][1]["set"], "route info": doc["trace"][0]["info"]}[where][key] = 2
    expected = "%s: %s must be a string, got %s" % (path, what,
                                                     "a number" if key == 1 else "null")
    with pytest.raises(replay.SceneError, match=expected):
        replay.replay(doc)
