"""What a new user of the tools met (an audit of `touchchain import` and `touchchain replay`):

1. a sample whose id is a list or an object crashed the importer with a traceback;
2. the importer wrote scene files the replay then refused (ids that are no int64_t, unknown
   phases and types, numbers that are not numbers, coordinates past TC_MAX_COORDINATE, times
   going back or below 0, a moved before its began): it now checks every sample with the
   replay's own rules (replay.InputRules) and exits with status 1 and one line naming the key
   path;
3. every command printed a traceback when libtouchchain could not be loaded, --help included;
4. evemu parse errors showed Python's internals ("list index out of range");
5. a recording with no samples became an empty scene, status 0;
6. a phase name a call does not take was listed as valid, then refused by the engine;
7. `--timeline out` said "unknown picture type 'out'", a directory such as `--timeline build` "'build'";
8. an evemu or libinput recording given to `replay` or `import samples` was only "not valid
   JSON".
"""
import json
import os
import shutil
import subprocess
import sys

import pytest

import touchchain as tc
from touchchain import importers as im
from touchchain import replay

from conftest import PACKAGE_PARENT, REPO, TRACES

from test_importers import EVEMU, LIBINPUT

SCENE = os.path.join(REPO, "examples", "scenes", "router_event.json")


def run(*args, stdin=None, **env):
    """``python -m touchchain ARGS``; ``env`` adds variables (None removes one)."""
    full = dict(os.environ)
    full["PYTHONPATH"] = PACKAGE_PARENT + os.pathsep + full.get("PYTHONPATH", "")
    for key, value in env.items():
        if value is None:
            full.pop(key, None)
        else:
            full[key] = value
    return subprocess.run([sys.executable, "-m", "touchchain"] + [str(a) for a in args],
                          input=stdin, capture_output=True, text=True, env=full, cwd=REPO,
                          timeout=300)


def one_line(r, status):
    """The one line on stderr of a command that exited with ``status`` and wrote nothing."""
    assert r.returncode == status, (r.returncode, r.stderr)
    assert r.stdout == "" and "Traceback" not in r.stderr, r.stderr
    assert r.stderr.count("\n") == 1, r.stderr
    return r.stderr.rstrip("\n")


def S(**keys):
    """A touch sample: began at (1, 1), t 0, with ``keys`` changed (None removes one)."""
    s = {"id": 1, "phase": "began", "x": 1, "y": 1, "t": 0}
    for key, value in keys.items():
        if value is None:
            s.pop(key, None)
        else:
            s[key] = value
    return s


def H(**keys):
    s = S(id=None, hover=1, type="stylus")
    s.update(keys)
    return s


def _steps(samples):
    """Steps made as the importer made them before it checked anything."""
    out = []
    for s in samples:
        step = {"t": s["t"]}
        if "hover" in s:
            step["hover"] = s["hover"]
        else:
            step["touch"] = s["id"]
        step.update((k, s[k]) for k in ("phase", "x", "y") + im._EXTRA_KEYS if k in s)
        out.append(step)
    return out


# (samples, the message after "FILE: ") of what the replay refuses
REFUSED = [
    ([S(id=[1])], "samples[0].id: expected an integer, got a list"),
    ([S(id={"a": 1})], "samples[0].id: expected an integer, got an object"),
    ([S(id="a")], "samples[0].id: expected an integer, got a string"),
    ([S(id=1.5)], "samples[0].id: expected an integer, got a number"),
    ([S(id=True)], "samples[0].id: expected an integer, got a boolean"),
    ([S(), S(id=2, t=1)] + [{"id": None, "phase": "began", "x": 1, "y": 1, "t": 2}],
     "samples[2].id: expected an integer, got null"),
    ([S(id=1e20)], "samples[0].id: 1e+20 is out of range: a touch id (int64_t) is from "
                   "-9223372036854775808 to 9223372036854775807"),
    ([S(id=2 ** 63)], "samples[0].id: 9223372036854775808 is out of range"),
    ([S(phase="banana")], "samples[0].phase: unknown value 'banana' (expected one of: began, "
                          "moved, stationary, ended, cancelled)"),
    ([S(type="banana")], "samples[0].type: unknown value 'banana'"),
    ([S(force="x")], "samples[0].force: expected a number, got a string"),
    ([S(force=-1)], "samples[0].force: -1 is out of range: a force is 0 or more"),
    ([S(altitude=2)], "samples[0].altitude: 2 is out of range: an altitude is from 0 to pi/2"),
    ([H(hover=[1])], "samples[0].hover: expected an integer, got a list"),
    ([H(phase="stationary")], "samples[0].phase: unknown value 'stationary' (expected one of: "
                              "began, moved, ended, cancelled)"),
    ([H(z=2)], "samples[0].z: 2 is out of range: z is from 0 to 1"),
    ([H(type="direct")], "samples[0].type: unknown value 'direct'"),
    ([S(x=1e308)], "samples[0].x: 1e+308 is out of range: |x| is at most TC_MAX_COORDINATE "
                   "(%g)" % tc._raw.TC_MAX_COORDINATE),
    ([S(y=-20 * tc._raw.TC_MAX_COORDINATE)], "samples[0].y: -2e+16 is out of range"),
    ([S(x=float("nan"))], "samples[0].x: expected a finite number, got NaN"),
    ([S(t=float("inf"))], "samples[0].t: expected a finite number, got an infinite number"),
    ([S(t=5), S(phase="ended", t=1)], "samples[1].t: 1 is earlier than the t before it (5): "
                                      "time never goes backwards"),
    ([S(t=-1)], "samples[0].t: -1 is before 0, when the scene's clock starts"),
    ([S(phase="moved")], "samples[0].id: touch id 1 is not live (a moved sample comes after "
                         "its began)"),
    ([S(), S(t=1)], "samples[1].id: touch id 1 is already live (a second began)"),
    ([S(), S(phase="ended", t=1), S(phase="ended", t=2)], "samples[2].id: touch id 1 is not "
                                                          "live"),
    ([H(), H(phase="moved", hover=2)], "samples[1].hover: hover id 2 is not live"),
    ([S(), S(phase="stationary", x=2, t=1)], "samples[1]: a stationary sample stays where its "
                                             "touch is (1, 1)"),
    ([S(id=n, t=0) for n in range(1, tc._raw.TC_DEFAULT_MAX_TOUCHES + 2)],
     "samples[%d].id: touch id %d would be live touch %d; the replay allows "
     "TC_DEFAULT_MAX_TOUCHES (%d)" % ((tc._raw.TC_DEFAULT_MAX_TOUCHES,)
                                      + (tc._raw.TC_DEFAULT_MAX_TOUCHES + 1,) * 2
                                      + (tc._raw.TC_DEFAULT_MAX_TOUCHES,))),
    ([{"id": 1, "phase": "began", "x": 1, "t": 0}], "samples[0]: missing required key 'y'"),
    ([S(), 7], "samples[1]: expected a sample object, got a number"),
]


@pytest.mark.parametrize("samples,message", REFUSED, ids=[m for _, m in REFUSED])
def test_FORMAT_import_refuses_every_sample_the_replay_would_refuse(samples, message):
    """samples_to_steps (every importer's conversion) checks each sample with the replay's
    rules: it raised nothing (or a TypeError: an id that is a list) and its steps were refused
    by the replay, a SceneError or an `error` record."""
    with pytest.raises(ValueError) as info:
        im.samples_to_steps(samples)
    assert str(info.value).startswith(message), str(info.value)
    # ... which the replay refuses too, when the steps are written anyway
    doc = {"format": "touchchain-scene/1", "windows": [
        {"name": "main", "frame": [0, 0, 100, 100], "multiple_touch": True}],
        "trace": _steps([s for s in samples if isinstance(s, dict) and "y" in s])}
    if any(not isinstance(s, dict) or "y" not in s for s in samples):
        return  # not a sample at all
    try:
        log = replay.replay(json.loads(json.dumps(doc)))
    except replay.SceneError:
        return
    assert any(r["ev"] == "error" for r in log), log


# Found by review: a ``t`` that is no number reached math.isfinite (a TypeError traceback; a
# boolean ``t`` was written and the replay refused it), and a key the sample's kind does not
# take (a touch's z, a hover's force) was written and the replay refused the whole file.
NOT_TAKEN = [
    ([S(t="0")], "samples[0].t: expected a number, got a string"),
    ([S(t=True)], "samples[0].t: expected a number, got a boolean"),
    ([dict(S(), t=None)], "samples[0].t: expected a number, got null"),
    ([S(t=[0])], "samples[0].t: expected a number, got a list"),
    ([S(t=10 ** 400)], "samples[0].t: an integer of 401 digits is too large"),
    ([S(z=0.5)], "samples[0].z: a touch sample has no 'z'"),
    ([H(force=0.5)], "samples[0].force: a hover sample has no 'force'"),
    ([H(buttons="primary")], "samples[0].buttons: a hover sample has no 'buttons'"),
]


@pytest.mark.parametrize("samples,message", NOT_TAKEN, ids=[m for _, m in NOT_TAKEN])
def test_FORMAT_import_refuses_a_t_that_is_no_number_and_keys_its_kind_does_not_take(
        samples, message):
    with pytest.raises(ValueError) as info:
        im.samples_to_steps(samples)
    assert str(info.value).startswith(message), str(info.value)


@pytest.mark.parametrize("samples,message", REFUSED[:4] + REFUSED[21:24],
                         ids=[m for _, m in REFUSED[:4] + REFUSED[21:24]])
def test_FORMAT_import_samples_of_a_refused_sample_exits_1_with_one_line(tmp_path, samples,
                                                                          message):
    rec = tmp_path / "rec.json"
    rec.write_text(json.dumps({"samples": samples}))
    line = one_line(run("import", "samples", rec), 1)
    assert line.startswith("touchchain import: %s: %s" % (rec, message)), line
    rec.write_text(json.dumps(samples))  # a bare list: its key path starts at the index
    line = one_line(run("import", "samples", rec), 1)
    assert line.startswith("touchchain import: %s: %s" % (rec, message[len("samples"):])), line


def test_FORMAT_import_accepts_what_the_replay_accepts():
    """The checks refuse nothing the engine takes: negative coordinates, a stationary sample
    where its touch is, an id used again after its ended, equal times, a hover and a touch
    with the same id, an integral id written 3.0, a touch past every window (it hits nothing),
    resampled samples left out unchecked."""
    samples = [S(x=-5, y=-5), S(id=3.0, x=1e15, t=0), H(t=0.5),
               S(phase="stationary", x=-5, y=-5, t=0.5), S(id=3, phase="ended", x=1e15, t=1),
               {"id": 9, "phase": "moved", "x": "?", "t": -4, "resampled": True},
               S(phase="ended", x=-5, y=-5, t=1), H(phase="ended", t=1), S(id=3, t=2),
               S(id=3, phase="cancelled", t=2)]
    steps = im.samples_to_steps(samples)
    assert len(steps) == 9
    doc = {"format": "touchchain-scene/1", "windows": [
        {"name": "main", "frame": [0, 0, 100, 100], "multiple_touch": True}], "trace": steps}
    log = replay.replay(doc)
    assert not [r for r in log if r["ev"] == "error"], log


def test_FORMAT_import_of_a_recording_of_Tests_data_is_unchanged():
    path = os.path.join(TRACES, "atmel-2-fingers-touch-release.json")
    with open(path) as f:
        samples = json.load(f)["samples"]
    assert im.samples_to_steps(samples) == _steps(samples)


def test_FORMAT_import_evemu_axis_values_past_the_largest_coordinate_exit_1(tmp_path):
    """Without --screen, x is in device units: an axis of 26 digits gave x = 1e+26, which the
    replay refuses."""
    rec = tmp_path / "big.evemu"
    rec.write_text(EVEMU.replace("A: 35 0 4095 0 0 0", "A: 35 0 %s 0 0 0" % ("9" * 26))
                   .replace("0035 1000", "0035 %s" % ("9" * 25)))
    line = one_line(run("import", "evemu", rec), 1)
    assert line.startswith("touchchain import: %s: converted samples[0].x: 1e+25 is out of "
                           "range: |x| is at most TC_MAX_COORDINATE" % rec), line
    r = run("import", "evemu", rec, "--screen", "390", "844")  # mapped onto points: fine
    assert r.returncode == 0, r.stderr


# -- 3. the commands without libtouchchain -----------------------------------------------------

NO_LIBRARY = {"TOUCHCHAIN_LIBRARY": "/nonexistent/libtouchchain.so"}
LOADER_LINE = ("TOUCHCHAIN_LIBRARY='/nonexistent/libtouchchain.so' could not be loaded (no "
               "fallback is tried when TOUCHCHAIN_LIBRARY is set): /nonexistent/"
               "libtouchchain.so: cannot open shared object file: No such file or directory")


def test_CLI_help_and_import_work_without_the_library(tmp_path):
    for args in (["--help"], ["import", "--help"], ["replay", "--help"],
                 ["import", "evemu", "--help"]):
        r = run(*args, **NO_LIBRARY)
        assert r.returncode == 0 and r.stderr == "", (args, r.stderr)
        assert r.stdout.startswith("usage: touchchain"), r.stdout
    rec = os.path.join(TRACES, "atmel-2-fingers-touch-release.json")
    with_library = run("import", "samples", rec)
    r = run("import", "samples", rec, **NO_LIBRARY)
    assert r.returncode == 0, r.stderr
    assert (r.stdout, r.stderr) == (with_library.stdout, with_library.stderr)
    evemu = tmp_path / "rec.evemu"
    evemu.write_text(EVEMU)
    r = run("import", "evemu", evemu, **NO_LIBRARY)
    assert r.returncode == 0 and r.stdout == run("import", "evemu", evemu).stdout, r.stderr
    r = subprocess.run([sys.executable, "-m", "touchchain.importers", "libinput", "-"],
                       input=LIBINPUT, capture_output=True, text=True,
                       env=dict(os.environ, PYTHONPATH=PACKAGE_PARENT, **NO_LIBRARY))
    assert r.returncode == 0 and '"touch": 2' in r.stdout, r.stderr


def test_CLI_commands_that_need_the_library_say_so_in_one_line_and_exit_2():
    """REPLAY.md: status 2 and one line on stderr, nothing on stdout; --version still prints
    the bindings' version."""
    assert one_line(run("replay", SCENE, **NO_LIBRARY), 2) == \
        "touchchain replay: " + LOADER_LINE
    r = run("--version", **NO_LIBRARY)
    assert r.returncode == 2 and "Traceback" not in r.stderr
    assert r.stdout == "touchchain %d.%d.%d (libtouchchain not loaded)\n" % (
        tc._raw.TC_VERSION_MAJOR, tc._raw.TC_VERSION_MINOR, tc._raw.TC_VERSION_PATCH)
    assert r.stderr == "touchchain: " + LOADER_LINE + "\n"
    # a bad option is still reported first, as an option
    r = run("replay", SCENE, "--timeline", "out.gif", **NO_LIBRARY)
    assert one_line(r, 2).startswith("touchchain replay: --timeline out.gif: unknown picture")


def test_CLI_without_any_library_lists_nothing_but_one_line(tmp_path):
    """A copy of the package away from the repository, no TOUCHCHAIN_LIBRARY: --help works,
    replay says where to get the library (the import of the package, not the command, lists
    the places tried)."""
    pkg = tmp_path / "touchchain"
    shutil.copytree(os.path.join(PACKAGE_PARENT, "touchchain"), pkg,
                    ignore=shutil.ignore_patterns("__pycache__", "libtouchchain.*"))
    env = dict(os.environ, PYTHONPATH=str(tmp_path), LD_LIBRARY_PATH="")
    env.pop("TOUCHCHAIN_LIBRARY", None)

    def cli(*args):
        return subprocess.run([sys.executable, "-m", "touchchain"] + list(args),
                              capture_output=True, text=True, env=env, cwd=str(tmp_path))
    if cli("--version").returncode == 0:
        pytest.skip("an installed libtouchchain was found by find_library")
    r = cli("--help")
    assert r.returncode == 0 and r.stdout.startswith("usage: touchchain"), r.stderr
    line = one_line(cli("replay", SCENE), 2)
    assert line.startswith("touchchain replay: libtouchchain not found. Build it"), line
    assert "places tried; python3 -c 'import touchchain' lists them)" in line
    r = subprocess.run([sys.executable, "-c", "import touchchain"], capture_output=True,
                       text=True, env=env, cwd=str(tmp_path))
    assert r.returncode != 0 and "ImportError" in r.stderr and "Tried:" in r.stderr


def test_CLI_console_script_starts_without_the_library(tmp_path):
    """The `touchchain` script pip writes (touchchain.__main__:main) is the command too."""
    script = tmp_path / "touchchain"
    script.write_text("import sys\nfrom touchchain.__main__ import main\nsys.exit(main())\n")
    env = dict(os.environ, PYTHONPATH=PACKAGE_PARENT, **NO_LIBRARY)
    r = subprocess.run([sys.executable, str(script), "--help"], capture_output=True, text=True,
                       env=env)
    assert r.returncode == 0 and r.stdout.startswith("usage: touchchain"), r.stderr
    r = subprocess.run([sys.executable, str(script), "replay", SCENE], capture_output=True,
                       text=True, env=env)
    assert one_line(r, 2) == "touchchain replay: " + LOADER_LINE
    # another program is no command: importing the package fails as before
    other = tmp_path / "other.py"
    other.write_text("import touchchain\n")
    r = subprocess.run([sys.executable, str(other)], capture_output=True, text=True, env=env)
    assert r.returncode != 0 and "ImportError" in r.stderr and "no fallback" in r.stderr


# -- 4. evemu lines that cannot be read ----------------------------------------------------------

@pytest.mark.parametrize("old,new,message", [
    ("E: 1700000000.512000 0003 0035 3000", "E: 1700000000.50",
     "expected `E: SEC.USEC TYPE CODE VALUE` (type and code in hex, value in decimal)"),
    ("E: 1700000000.512000 0003 0035 3000", "E: 1e400 0003 0035 3000",
     "the time '1e400' must be SECONDS.MICROSECONDS (decimal digits)"),
    ("E: 1700000000.512000 0003 0035 3000", "E: 1700000000.512000 0003 0035 1e400",
     "the value '1e400' must be a decimal integer"),
    ("E: 1700000000.512000 0003 0035 3000", "E: 1700000000.512000 0003 zz 3000",
     "the event code 'zz' must be a hexadecimal integer"),
    ("A: 35 0 4095 0 0 0", "A: 35 0", "expected `A: CODE MIN MAX FUZZ FLAT [RESOLUTION]` "
                                      "(code in hex, the others in decimal)"),
    ("A: 35 0 4095 0 0 0", "A: 35 0 4k 0 0 0", "the maximum '4k' must be a decimal integer"),
])
def test_FORMAT_import_evemu_line_errors_say_what_was_expected(tmp_path, old, new, message):
    assert old in EVEMU
    rec = tmp_path / "rec.evemu"
    rec.write_text(EVEMU.replace(old, new))
    lineno = EVEMU.split(old)[0].count("\n") + 1
    line = one_line(run("import", "evemu", rec), 1)
    assert line == "touchchain import: %s:%d: cannot read %r: %s" % (rec, lineno, new, message)
    assert "index" not in line and "literal" not in line


# -- 5. recordings with no samples -----------------------------------------------------------------

NO_EVENTS_YAML = LIBINPUT[:LIBINPUT.index("  events:")]
NO_EVENTS_EVEMU = EVEMU[:EVEMU.index("E: ")]


@pytest.mark.parametrize("kind,name,text", [
    ("samples", "rec.json", '{"samples": []}'), ("samples", "rec.json", "[]"),
    ("samples", "rec.json", '[{"id": 1, "phase": "began", "x": 1, "y": 1, "t": 0, '
                            '"resampled": true}]'),
    ("evemu", "rec.evemu", NO_EVENTS_EVEMU), ("libinput", "rec.yaml", NO_EVENTS_YAML),
    ("evemu", "rec.evemu", EVEMU.replace("0035 1000", "0034 1000").replace("0039 -1", "0034 1")
     .replace("0039 812", "0034 1").replace("0039 813", "0034 1")),
])
def test_FORMAT_import_of_a_recording_without_samples_exits_1(tmp_path, kind, name, text):
    rec = tmp_path / name
    rec.write_text(text)
    for fmt in ("scene", "steps") + (("samples",) if kind != "samples" else ()):
        assert one_line(run("import", kind, rec, "--format", fmt), 1) == \
            "touchchain import: no touch samples in %s" % rec
    assert one_line(run("import", kind, "-", stdin=text), 1) == \
        "touchchain import: no touch samples in stdin"
    function = {"samples": im.import_samples, "evemu": im.import_evemu,
                "libinput": im.import_libinput}[kind]
    with pytest.raises(ValueError, match=r"^no touch samples in .*rec\."):
        function(str(rec))


# -- 6. the phases each call takes -----------------------------------------------------------------

PHASE_CALLS = [
    ("push_touch", lambda s, p: s.push_touch(1, p, 10, 10, 0.0),
     "began, moved, stationary, ended, cancelled"),
    ("push_touches", lambda s, p: s.push_touches([dict(id=1, phase=p, x=10, y=10, timestamp=0)]),
     "began, moved, stationary, ended, cancelled"),
    ("push_hover", lambda s, p: s.push_hover(1, p, 10, 10, 0.0), "began, moved, ended, cancelled"),
    ("push_scroll discrete", lambda s, p: s.push_scroll(1, 1, 10, 10, 0.0, phase=p), "none"),
    ("push_scroll continuous", lambda s, p: s.push_scroll(1, 1, 10, 10, 0.0, kind="continuous",
                                                          phase=p),
     "began, changed, ended, cancelled"),
    ("push_pinch", lambda s, p: s.push_pinch(1.5, p, 10, 10, 0.0),
     "began, changed, ended, cancelled"),
    ("push_motion", lambda s, p: s.push_motion("shake", p, 0.0), "began, ended, cancelled"),
    ("push_press", lambda s, p: s.push_press("select", p, 0.0), "began, changed, ended, cancelled"),
]


@pytest.mark.parametrize("name,call,names", PHASE_CALLS, ids=[c[0] for c in PHASE_CALLS])
def test_API_each_call_lists_the_phases_it_takes(scene, name, call, names):
    """A phase name the call does not take raises what the engine raised for it
    (UnknownEnumError), from the binding, listing the phases the call takes; an unknown name
    InvalidValueError with the same list. Every phase listed is taken (not an
    UnknownEnumError)."""
    tc.Window(scene, 0, 0, 100, 100)
    taken = names.split(", ")
    for phase in tc.Phase:
        text = phase.name.lower()
        if text in taken:
            continue
        with pytest.raises(tc.UnknownEnumError) as info:
            call(scene, text)
        assert str(info.value).endswith("phase: %r is not a Phase this call takes; valid "
                                        "values: %s" % (text, names)), str(info.value)
    with pytest.raises(tc.InvalidValueError) as info:
        call(scene, "begun")
    assert str(info.value).endswith("valid values: %s" % names), str(info.value)
    assert scene.queued_count == 0
    for text in taken:
        with tc.Scene() as fresh:
            tc.Window(fresh, 0, 0, 100, 100)
            try:
                call(fresh, text)
            except tc.UnknownEnumError as e:  # pragma: no cover - the failure
                pytest.fail("%s(%r): %s" % (name, text, e))
            except tc.TouchChainError:
                pass  # refused for its state (an ended with none began), not its phase


# -- 7. --timeline without a picture type -------------------------------------------------------

def test_CLI_timeline_without_an_extension_or_a_directory(tmp_path):
    line = one_line(run("replay", SCENE, "--timeline", "out"), 2)
    assert line == ("touchchain replay: --timeline out: no extension: use .svg or .png (.png "
                    "needs matplotlib)")
    line = one_line(run("replay", SCENE, "--timeline", str(tmp_path)), 2)
    assert line == "touchchain replay: --timeline %s: is a directory" % tmp_path
    d = tmp_path / "pictures.svg"
    d.mkdir()
    line = one_line(run("replay", SCENE, "--timeline", str(d)), 2)
    assert line == "touchchain replay: --timeline %s: is a directory" % d


# -- 8. a recording given to the wrong command -----------------------------------------------------

def test_CLI_a_recording_given_to_the_wrong_command_names_the_right_one(tmp_path):
    evemu, yaml, scene = tmp_path / "rec.evemu", tmp_path / "two.yaml", tmp_path / "bad.json"
    evemu.write_text(EVEMU)
    yaml.write_text(LIBINPUT)
    scene.write_text('{"format": "touchchain-scene/1", "windows": [}')
    hint = "; it is %s %s recording: %s `touchchain import %s %s`"
    assert one_line(run("replay", evemu), 2) == (
        "touchchain replay: %s: not valid JSON: Expecting value (line 1, column 1)" % evemu
        + hint % ("an", "evemu", "convert it with", "evemu", evemu) + " first")
    assert one_line(run("replay", yaml), 2) == (
        "touchchain replay: %s: not valid JSON: Expecting value (line 1, column 1)" % yaml
        + hint % ("a", "libinput", "convert it with", "libinput", yaml) + " first")
    assert one_line(run("replay", "-", stdin=EVEMU), 2).endswith(
        "convert it with `touchchain import evemu -` first")
    assert "it is" not in one_line(run("replay", scene), 2)
    line = one_line(run("import", "samples", evemu), 1)
    assert line.startswith("touchchain import: %s: not a recording in the samples layout (not "
                           "valid JSON: " % evemu), line
    assert line.endswith(hint % ("an", "evemu", "import it with", "evemu", evemu))
    line = one_line(run("import", "samples", yaml), 1)
    assert line.endswith(hint % ("a", "libinput", "import it with", "libinput", yaml))
    line = one_line(run("import", "evemu", yaml), 1)
    assert line == ("touchchain import: %s: not an evemu recording (no N:, A: or E: line)" % yaml
                    + hint % ("a", "libinput", "import it with", "libinput", yaml))
    line = one_line(run("import", "libinput", evemu), 1)
    assert line == ("touchchain import: %s: not a libinput recording (no devices)" % evemu
                    + hint % ("an", "evemu", "import it with", "evemu", evemu))
    assert im.recording_kind("\n\n  N: Wacom\n") == "evemu"
    assert im.recording_kind("x\n" * 20 + "N: late\n") is None
    assert im.recording_kind('{"N:": 1}') is None


def test_CLI_a_module_run_that_cannot_be_named_is_not_the_touchchain_command(monkeypatch):
    """Found by review: where Python cannot say which module ``-m`` runs (3.9 has no
    sys.orig_argv), any ``python -m X`` importing touchchain was taken for the touchchain
    command, and a missing library was hidden until the first call. It is not now."""
    from touchchain import _loader
    monkeypatch.setattr(sys, "argv", ["-m"])
    monkeypatch.delattr(sys, "orig_argv", raising=False)
    assert _loader.starting_command() is False
    monkeypatch.setattr(sys, "orig_argv", ["python3", "-m", "touchchain", "--help"], raising=False)
    assert _loader.starting_command() is True
    monkeypatch.setattr(sys, "orig_argv", ["python3", "-m", "mypkg"])
    assert _loader.starting_command() is False
