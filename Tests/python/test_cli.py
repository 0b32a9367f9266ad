"""The ``touchchain`` command line (issue 12, item 4): ``python -m touchchain ...`` run as a
subprocess with PYTHONPATH set to the package's directory.

--version, --help of the command and of each subcommand (each names itself), options checked
before any work (exit status 2, one line on stderr, nothing on stdout), the window of an
imported multi-finger recording (multiple_touch, T6) and the progress bar (only on a terminal,
only with tqdm).
"""
import errno
import json
import os
import re
import subprocess
import sys

import pytest

import touchchain
from touchchain import replay

from conftest import PACKAGE_PARENT as PKG, REPO

SCENE = os.path.join(REPO, "examples", "scenes", "router_event.json")


def _env(extra_path=()):
    path = os.pathsep.join(list(extra_path) + [PKG, os.environ.get("PYTHONPATH", "")])
    env = dict(os.environ, PYTHONPATH=path)
    env.pop("COLUMNS", None)
    return env


def cli(*args, extra_path=(), module="touchchain"):
    return subprocess.run([sys.executable, "-m", module] + [str(a) for a in args],
                          capture_output=True, text=True, env=_env(extra_path), cwd=REPO,
                          timeout=300)


def cli_on_a_terminal(*args, extra_path=(), columns=80):
    """Run with stderr on a pseudo-terminal (stdout to a pipe); returns (status, stdout,
    what the terminal received)."""
    import fcntl
    import pty
    import struct
    import termios
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    with open(os.devnull, "rb") as devnull:
        p = subprocess.Popen([sys.executable, "-m", "touchchain"] + [str(a) for a in args],
                             stdin=devnull, stdout=subprocess.PIPE, stderr=slave,
                             env=_env(extra_path), cwd=REPO)
    os.close(slave)
    import threading
    out = []
    reader = threading.Thread(target=lambda: out.append(p.stdout.read()))
    reader.start()
    received = b""
    while True:
        try:
            chunk = os.read(master, 65536)
        except OSError:  # EIO: the child closed the terminal
            break
        if not chunk:
            break
        received += chunk
    os.close(master)
    status = p.wait(timeout=300)
    reader.join()
    p.stdout.close()
    return status, out[0].decode(), received.decode("utf-8", "replace")


def one_line_error(r):
    """Exit status 2, nothing on stdout, one line on stderr, no traceback."""
    assert r.returncode == 2, (r.returncode, r.stderr)
    assert r.stdout == "", r.stdout[:500]
    assert "Traceback" not in r.stderr, r.stderr
    lines = r.stderr.splitlines()
    assert len(lines) == 1, r.stderr
    return lines[0]


# -- two-finger and one-finger evemu recordings -------------------------------------------------

_HEAD = ["N: Two Finger Panel", "A: 2f 0 9 0 0 0", "A: 35 0 999 0 0 0", "A: 36 0 999 0 0 0",
         "A: 39 0 65535 0 0 0"]


def _evemu(frames):
    """frames: [(t, [(slot, tracking id or None, x or None, y or None), ...]), ...]"""
    lines = list(_HEAD)
    for t, slots in frames:
        for slot, tid, x, y in slots:
            lines.append("E: %.6f 0003 002f %d" % (t, slot))
            if tid is not None:
                lines.append("E: %.6f 0003 0039 %d" % (t, tid))
            if x is not None:
                lines.append("E: %.6f 0003 0035 %d" % (t, x))
            if y is not None:
                lines.append("E: %.6f 0003 0036 %d" % (t, y))
        lines.append("E: %.6f 0000 0000 0" % t)
    return "\n".join(lines) + "\n"


# Finger 1 goes down at 100,100; finger 2 joins at 600,500 while finger 1 is still down; both
# move, then lift one after the other.
TWO_FINGERS = _evemu([
    (10.000, [(0, 40, 100, 100)]),
    (10.010, [(1, 41, 600, 500)]),
    (10.020, [(0, None, 120, None), (1, None, 620, None)]),
    (10.030, [(0, -1, None, None)]),
    (10.040, [(1, -1, None, None)]),
])

# The same fingers one after the other: never two down at once.
ONE_AT_A_TIME = _evemu([
    (10.000, [(0, 40, 100, 100)]),
    (10.010, [(0, None, 120, None)]),
    (10.020, [(0, -1, None, None)]),
    (10.030, [(1, 41, 600, 500)]),
    (10.040, [(1, -1, None, None)]),
])


def _delivered(doc):
    """Touch ids handed to a responder by the replay of ``doc``."""
    return {t for rec in replay.replay(doc) if rec["ev"] == "touches"
            for t in rec["touches"]}


# -- --version and --help ---------------------------------------------------------------------

def test_CLI_version_names_package_library_and_abi():
    r = cli("--version")
    assert r.returncode == 0, r.stderr
    lib = touchchain.lib
    assert r.stdout == "touchchain %s (libtouchchain %s, ABI %d)\n" % (
        touchchain.__version__, lib.tc_version_string().decode(), lib.tc_abi_version())
    assert re.match(r"^touchchain \d+\.\d+\.\d+ \(libtouchchain \d+\.\d+\.\d+, ABI \d+\)$",
                    r.stdout.strip())


def test_CLI_help_lists_every_subcommand_with_a_description():
    r = cli("--help")
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("usage: touchchain ")
    assert "--version" in r.stdout
    for name in ("replay", "import"):
        m = re.search(r"^\s+%s\s+(\S.*)$" % name, r.stdout, re.M)
        assert m, (name, r.stdout)  # the subcommand's line has its description
        assert len(m.group(1).split()) >= 3


@pytest.mark.parametrize("args", [["replay"], ["import"], ["import", "evemu"],
                                  ["import", "libinput"]])
def test_CLI_each_subcommand_help_names_itself(args):
    r = cli(*(args + ["--help"]))
    assert r.returncode == 0, r.stderr
    assert r.stdout.startswith("usage: touchchain %s " % " ".join(args)), r.stdout[:200]
    assert "__main__" not in r.stdout and "python -m" not in r.stdout


def test_CLI_importers_module_still_works_and_names_the_one_command_form(tmp_path):
    r = cli("--help", module="touchchain.importers")
    assert r.returncode == 0 and r.stdout.startswith("usage: touchchain import "), r.stdout
    rec = tmp_path / "one.evemu"
    rec.write_text(ONE_AT_A_TIME)
    r = cli("evemu", rec, module="touchchain.importers")
    assert r.returncode == 0, r.stderr
    assert json.loads(r.stdout)["format"] == "touchchain-scene/1"


# -- options are checked before any work --------------------------------------------------------

def test_CLI_bad_timeline_extension_fails_before_anything_is_printed(tmp_path):
    out = tmp_path / "timeline.gif"
    r = cli("replay", SCENE, "--timeline", out)
    line = one_line_error(r)
    assert line.startswith("touchchain replay: --timeline %s: " % out), line
    assert ".svg" in line and ".png" in line
    assert not out.exists()


def test_CLI_timeline_in_a_missing_directory_fails_before_the_replay(tmp_path):
    out = tmp_path / "no" / "such" / "dir" / "timeline.svg"
    line = one_line_error(cli("replay", SCENE, "--timeline", out))
    assert "no such directory" in line, line


@pytest.mark.parametrize("args, words", [
    (["import", "evemu", "REC", "--screen", "0", "480"], ["--screen", "positive"]),
    (["import", "evemu", "REC", "--screen", "320", "-1"], ["--screen", "positive"]),
    (["import", "evemu", "REC", "--screen", "nan", "480"], ["--screen", "finite"]),
    (["import", "evemu", "REC", "--screen", "320"], ["--screen"]),
    (["import", "evemu", "REC", "-o", "MISSING/out.json"], ["-o", "no such directory"]),
    (["import", "evemu", "REC", "-o", "TMP"], ["-o", "is a directory"]),
    (["import", "libinput", "REC", "--device", "-1"], ["--device"]),
    (["import", "evemu", "REC", "--format", "xml"], ["--format", "xml"]),
    (["import", "tablet", "REC"], ["tablet"]),
    (["replay"], ["SCENE.json"]),
    (["replay", SCENE, "--timeline"], ["--timeline"]),
    (["frobnicate"], ["frobnicate"]),
    ([], ["COMMAND"]),
])
def test_CLI_bad_options_exit_2_with_one_line(tmp_path, args, words):
    rec = tmp_path / "rec.evemu"
    rec.write_text(TWO_FINGERS)
    subst = {"REC": str(rec), "TMP": str(tmp_path),
             "MISSING/out.json": str(tmp_path / "missing" / "out.json")}
    line = one_line_error(cli(*[subst.get(a, a) for a in args]))
    assert line.startswith("touchchain"), line
    for w in words:
        assert w in line, (w, line)
    assert sorted(os.listdir(tmp_path)) == ["rec.evemu"]  # nothing written



# -- output that cannot be written (a full disk) -----------------------------------------------

class _FullStream(object):
    """A standard output on a full disk: every write fails with ENOSPC (no file descriptor:
    nothing of this process's own stdout is touched)."""

    def __init__(self):
        self.writes = 0

    def write(self, text):
        self.writes += 1
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    def flush(self):
        pass


class _FullFile(_FullStream):
    def __enter__(self):
        return self

    def __exit__(self, *exc):
        return False


def _one_output_error(err, command, what):
    lines = err.splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err
    assert lines[0] == ("touchchain %s: cannot write %s: [Errno %d] %s (the output is "
                        "incomplete)" % (command, what, errno.ENOSPC, os.strerror(errno.ENOSPC)))


def test_CLI_replay_log_that_cannot_be_written_exits_1_with_one_line(monkeypatch, capsys):
    """touchchain replay > /dev/full printed a traceback (OSError: No space left on device):
    one line on stderr, exit status 1."""
    full = _FullStream()
    monkeypatch.setattr(sys, "stdout", full)
    assert replay.main(["replay", SCENE]) == 1
    assert full.writes == 1  # the replay stopped at the first failure
    _one_output_error(capsys.readouterr().err, "replay", "the log to stdout")


@pytest.mark.parametrize("to_file", [False, True], ids=["stdout", "-o"])
def test_CLI_import_output_that_cannot_be_written_exits_1_with_one_line(tmp_path, monkeypatch,
                                                                       capsys, to_file):
    """touchchain import ... > /dev/full (or -o /dev/full) printed a traceback."""
    from touchchain import importers
    rec = tmp_path / "rec.evemu"
    rec.write_text(ONE_AT_A_TIME)  # nothing else on stderr
    out = tmp_path / "out.json"
    if to_file:
        def full_open(path, mode="r", *args, **kwargs):  # the output only: the disk is full
            return _FullFile() if "w" in mode else open(path, mode, *args, **kwargs)
        monkeypatch.setattr(importers, "open", full_open, raising=False)
    else:
        monkeypatch.setattr(sys, "stdout", _FullStream())
    args = ["evemu", str(rec)] + (["-o", str(out)] if to_file else [])
    assert importers.main(args) == 1
    _one_output_error(capsys.readouterr().err, "import", str(out) if to_file else "to stdout")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="RLIMIT_FSIZE and EFBIG")
@pytest.mark.parametrize("args,what", [
    (["replay", SCENE], "the log to stdout"),
    (["import", "evemu", "REC"], "to stdout"),
    (["import", "evemu", "REC", "-o", "OUT"], "OUT"),
], ids=["replay", "import", "import -o"])
def test_CLI_output_refused_by_the_system_exits_1_with_one_line(tmp_path, args, what):
    """The same through a real file descriptor: a file size limit (RLIMIT_FSIZE, with SIGXFSZ
    ignored) makes writes past 64 bytes fail with EFBIG. One line on stderr and status 1: the
    text still buffered in sys.stdout does not fail a second time when Python exits."""
    rec = tmp_path / "rec.evemu"
    rec.write_text(ONE_AT_A_TIME)  # nothing else on stderr
    subst = {"REC": str(rec), "OUT": str(tmp_path / "out.json")}
    args = [subst.get(a, a) for a in args]
    code = ("import resource, signal, sys; signal.signal(signal.SIGXFSZ, signal.SIG_IGN); "
            "resource.setrlimit(resource.RLIMIT_FSIZE, (64, 64)); "
            "from touchchain.__main__ import main; sys.exit(main(sys.argv[1:]))")
    env = _env()
    # An unbuffered sys.stdout (a raw file) drops what a short write left over, silently: the
    # write past the limit would never be made.
    env.pop("PYTHONUNBUFFERED", None)
    with open(tmp_path / "stdout.txt", "w") as stdout:
        r = subprocess.run([sys.executable, "-c", code] + args, stdout=stdout,
                           stderr=subprocess.PIPE, text=True, env=env, cwd=REPO, timeout=300)
    assert r.returncode == 1, r.stderr
    lines = r.stderr.splitlines()
    assert len(lines) == 1 and "Traceback" not in r.stderr, r.stderr
    assert lines[0] == ("touchchain %s: cannot write %s: [Errno %d] %s (the output is "
                        "incomplete)" % (args[0], subst.get(what, what), errno.EFBIG,
                                         os.strerror(errno.EFBIG)))


# -- multiple_touch on the imported window (T6) -------------------------------------------------

def test_T6_import_of_overlapping_fingers_sets_multiple_touch(tmp_path):
    rec = tmp_path / "two.evemu"
    rec.write_text(TWO_FINGERS)
    out = tmp_path / "two.json"
    r = cli("import", "evemu", rec, "--screen", "400", "400", "-o", out)
    assert r.returncode == 0, r.stderr
    doc = json.loads(out.read_text())
    assert doc["windows"][0]["multiple_touch"] is True
    assert list(doc["windows"][0]) == ["name", "frame", "multiple_touch", "children"]
    assert "multiple_touch" in r.stderr and "--no-multiple-touch" in r.stderr
    assert "2 fingers" in r.stderr
    # Both fingers are delivered to the window.
    assert _delivered(doc) == {1, 2}


def test_T6_import_no_multiple_touch_keeps_uikit_default(tmp_path):
    rec = tmp_path / "two.evemu"
    rec.write_text(TWO_FINGERS)
    r = cli("import", "evemu", rec, "--screen", "400", "400", "--no-multiple-touch")
    assert r.returncode == 0, r.stderr
    doc = json.loads(r.stdout)
    assert doc["windows"][0].get("multiple_touch", False) is False
    assert "--no-multiple-touch" in r.stderr  # says what it kept
    # UIKit's default: the second finger, landing while the first is down, is not delivered.
    assert _delivered(doc) == {1}


def test_T6_import_of_one_finger_at_a_time_keeps_the_default(tmp_path):
    rec = tmp_path / "one.evemu"
    rec.write_text(ONE_AT_A_TIME)
    r = cli("import", "evemu", rec)
    assert r.returncode == 0, r.stderr
    assert r.stderr == ""
    doc = json.loads(r.stdout)
    assert "multiple_touch" not in doc["windows"][0]
    assert _delivered(doc) == {1, 2}


def test_CLI_import_steps_and_samples_have_no_window_to_change(tmp_path):
    rec = tmp_path / "two.evemu"
    rec.write_text(TWO_FINGERS)
    for fmt in ("steps", "samples"):
        r = cli("import", "evemu", rec, "--format", fmt)
        assert r.returncode == 0 and r.stderr == "", r.stderr
        assert "multiple_touch" not in r.stdout


# -- progress bar ---------------------------------------------------------------------------------

FAKE_TQDM = '''\
import sys
class tqdm(object):
    def __init__(self, total=None, desc=None, unit="it", delay=0.0, file=None, **kw):
        self.n, self.total, self.file = 0, total, file if file is not None else sys.stderr
        self.file.write("FAKE-TQDM start desc=%s delay=%s\\n" % (desc, delay))
    def set_description_str(self, desc, refresh=True):
        self.file.write("FAKE-TQDM desc=%s\\n" % desc)
    def update(self, n=1):
        self.n += n
    def close(self):
        self.file.write("FAKE-TQDM close n=%d total=%s\\n" % (self.n, self.total))
'''


@pytest.fixture
def fake_tqdm(tmp_path):
    d = tmp_path / "fake_tqdm"
    (d / "tqdm").mkdir(parents=True)
    (d / "tqdm" / "__init__.py").write_text(FAKE_TQDM)
    return str(d)


@pytest.fixture
def no_tqdm(tmp_path):
    d = tmp_path / "no_tqdm"
    (d / "tqdm").mkdir(parents=True)
    (d / "tqdm" / "__init__.py").write_text("raise ImportError('no tqdm here')\n")
    return str(d)


def test_CLI_progress_bar_on_a_terminal_only(fake_tqdm, tmp_path):
    steps = len(replay.load(SCENE)["trace"])
    status, out, term = cli_on_a_terminal("replay", SCENE, extra_path=[fake_tqdm])
    assert status == 0, term
    assert "FAKE-TQDM start desc=replay delay=1.0" in term, term
    assert "FAKE-TQDM close n=%d total=%d" % (steps, steps) in term, term
    assert out == cli("replay", SCENE).stdout  # the log is the same with a bar
    # stderr not a terminal: no bar (and nothing else) on stderr
    r = cli("replay", SCENE, extra_path=[fake_tqdm])
    assert r.returncode == 0 and r.stderr == "", r.stderr

    rec = tmp_path / "two.evemu"
    rec.write_text(TWO_FINGERS)
    status, out, term = cli_on_a_terminal("import", "evemu", rec, "--no-multiple-touch",
                                          extra_path=[fake_tqdm])
    assert status == 0, term
    events = TWO_FINGERS.count("\nE: ")
    assert "delay=1.0" in term and "FAKE-TQDM close n=%d total=%d" % (events, events) in term
    r = cli("import", "evemu", rec, "--no-multiple-touch", extra_path=[fake_tqdm])
    assert "FAKE-TQDM" not in r.stderr, r.stderr


def test_CLI_progress_without_tqdm_on_a_terminal_is_silent(no_tqdm, tmp_path):
    status, out, term = cli_on_a_terminal("replay", SCENE, extra_path=[no_tqdm])
    assert status == 0 and term == "", term
    assert out == cli("replay", SCENE).stdout
    rec = tmp_path / "one.evemu"
    rec.write_text(ONE_AT_A_TIME)
    status, out, term = cli_on_a_terminal("import", "evemu", rec, extra_path=[no_tqdm])
    assert status == 0 and term == "", term
    assert json.loads(out)["trace"]


def test_CLI_progress_bar_with_tqdm_after_a_second(tmp_path):
    """With the real tqdm (the [progress] extra): a replay shorter than a second draws
    nothing, a longer one draws a bar (and erases it)."""
    pytest.importorskip("tqdm")
    status, out, term = cli_on_a_terminal("replay", SCENE)
    assert status == 0 and term == "", term
    big = tmp_path / "big.json"
    subprocess.check_call([sys.executable, os.path.join(REPO, "Tests", "python",
                                                        "large_trace.py"),
                           str(big), "6000000"])
    status, out, term = cli_on_a_terminal("replay", big)
    assert status == 0, term[-500:]
    assert "replay:" in term and "step" in term and "%|" in term, term[-500:]
