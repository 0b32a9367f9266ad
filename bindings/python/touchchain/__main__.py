"""The ``touchchain`` command (also ``python -m touchchain``)::

    touchchain --version
    touchchain replay SCENE.json [--trace-hit-test] [--timeline OUT.png|OUT.svg]
    touchchain import evemu REC [--screen W H] [--format F] [-o OUT] [--no-multiple-touch]
    touchchain import libinput RECORD.yaml [--device N] [...the same options]
    touchchain import samples REC.json [--part NAME] [--screen W H] [--format scene|steps] [...]

Every option is checked before any work starts: a bad one prints one line on stderr
(``touchchain replay: --timeline out.gif: ...``) and exits with status 2. ``--help`` and
``touchchain import`` work without libtouchchain; ``replay`` and ``--version`` without it print
the loader's one line (``touchchain replay: libtouchchain not found. ...``) and exit with
status 2 (--version still prints the package's version on stdout). Replays and imports
that run longer than a second show a progress bar on stderr when stderr is a terminal and tqdm
is installed (``pip install 'touchchain[progress]'``); otherwise nothing is drawn.
"""
import argparse
import os
import sys
from typing import Any, Iterator, Optional, Sequence

PROG = "touchchain"


class ArgumentParser(argparse.ArgumentParser):
    """argparse with one-line errors: ``PROG: MESSAGE (see 'PROG --help')``, exit status 2."""

    def error(self, message: str) -> Any:
        self.exit(2, "%s: %s (see '%s --help')\n" % (self.prog, message, self.prog))


class _VersionAction(argparse.Action):
    """--version: the package's and the loaded library's versions (and the library's ABI)."""

    def __init__(self, option_strings: "Sequence[str]", dest: str = argparse.SUPPRESS,
                 default: Any = argparse.SUPPRESS,
                 help: str = "print the versions of touchchain and of the libtouchchain it "
                             "loaded, and exit") -> None:
        super().__init__(option_strings, dest=dest, default=default, nargs=0, help=help)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: Any, option_string: Optional[str] = None) -> None:
        sys.stdout.write(version_line() + "\n")
        parser.exit(library_missing(PROG))


def version_line() -> str:
    """``touchchain X.Y.Z (libtouchchain X.Y.Z, ABI N)``; ``touchchain X.Y.Z (libtouchchain
    not loaded)`` when the command started without the library."""
    import touchchain
    from . import _loader
    if _loader.command_error is not None:
        return "%s %s (libtouchchain not loaded)" % (PROG, touchchain.__version__)
    lib = touchchain.lib
    return "%s %s (libtouchchain %s, ABI %d)" % (
        PROG, touchchain.__version__, lib.tc_version_string().decode(), lib.tc_abi_version())


def library_missing(command: str) -> int:
    """0 when libtouchchain is loaded; else one line on stderr, ``COMMAND: libtouchchain not
    found. ...`` (the loader's message), and 2, the exit status."""
    from . import _loader
    problem = _loader.problem()
    if problem is None:
        return 0
    sys.stderr.write("%s: %s\n" % (command, problem))
    return 2


def build_parser() -> ArgumentParser:
    from . import importers, replay
    parser = ArgumentParser(
        prog=PROG,
        description="TouchChain tools: replay scene files (touchchain-scene/1, docs/FORMAT.md) "
                    "and import touchscreen recordings (Linux evemu and libinput captures, "
                    "the samples layout of Tests/data) as scene files.",
        epilog="'touchchain COMMAND --help' describes each command. Example: touchchain import "
               "evemu rec.txt --screen 390 844 -o rec.json && touchchain replay rec.json")
    parser.add_argument("--version", action=_VersionAction)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", title="commands")
    sub.required = True
    replay.configure_parser(sub.add_parser(
        "replay", help=replay.CLI_SUMMARY, description=replay.CLI_DESCRIPTION))
    importers.configure_parser(sub.add_parser(
        "import", help=importers.CLI_SUMMARY, description=importers.CLI_DESCRIPTION))
    return parser


def main(argv: "Optional[Sequence[str]]" = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    args = parser.parse_args(argv)
    status: int = args.run(args)
    return status


# ---------------------------------------------------------------------------------------------
# Helpers shared by the subcommands
# ---------------------------------------------------------------------------------------------

def check_output_path(path: str) -> Optional[str]:
    """None if ``path`` can be created or overwritten, else why not (one line)."""
    if os.path.isdir(path):
        return "is a directory"
    parent = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(parent):
        return "no such directory: %s" % parent
    if not os.access(parent, os.W_OK | os.X_OK) or (os.path.exists(path)
                                                     and not os.access(path, os.W_OK)):
        return "not writable"
    return None


def discard_output(stream: Any) -> None:
    """Point ``stream``'s file descriptor (standard output) at /dev/null after a write to it
    failed: the text still buffered is then dropped quietly when Python flushes the stream on
    exit, instead of failing again (a second message, and exit status 120). A stream without
    a file descriptor is left as it is."""
    try:
        fd = stream.fileno()
    except (AttributeError, OSError, ValueError):
        return
    devnull = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(devnull, fd)
    finally:
        os.close(devnull)


def output_failed(command: str, what: str, error: OSError, stream: Any = None) -> int:
    """Report that ``what`` (``the log to stdout``, a file name) could not be written (a full
    disk, a file too large, an I/O error): one line on stderr, ``touchchain COMMAND: cannot
    write WHAT: [Errno 28] No space left on device (the output is incomplete)``. ``stream``:
    the standard output that failed (see discard_output). Returns 1, the exit status."""
    sys.stderr.write("%s %s: cannot write %s: %s (the output is incomplete)\n"
                     % (PROG, command, what, error))
    if stream is not None:
        discard_output(stream)
    return 1


class Progress(object):
    """A progress bar on stderr, drawn by tqdm only when stderr is a terminal and only once the
    work has run for ``delay`` seconds. Without tqdm, or when stderr is not a terminal, every
    method does nothing (and nothing is printed)."""

    def __init__(self, desc: str, total: Optional[float] = None, unit: str = "it",
                 delay: float = 1.0, stream: Any = None) -> None:
        self._bar: Any = None
        stream = sys.stderr if stream is None else stream
        try:
            if not stream.isatty():
                return
        except (AttributeError, ValueError):
            return
        try:
            from tqdm import tqdm  # type: ignore[import-untyped,import-not-found,unused-ignore]
        except Exception:  # not installed (or broken): no bar, no error
            return
        try:  # a terminal reporting 0 columns (a bare pseudo-terminal): 80 x 24
            sized = os.get_terminal_size(stream.fileno()).columns > 0
        except (AttributeError, OSError, ValueError):
            sized = False
        try:
            self._bar = tqdm(total=total, desc=desc, unit=unit, delay=delay, file=stream,
                             leave=False, dynamic_ncols=sized, ncols=None if sized else 80,
                             nrows=None if sized else 24)
        except Exception:
            self._bar = None

    def reset(self, total: Optional[float] = None, desc: Optional[str] = None) -> None:
        """A new total (and description); the clock of ``delay`` keeps running."""
        if self._bar is not None:
            if desc is not None:
                self._bar.set_description_str(desc, refresh=False)
            self._bar.n = self._bar.last_print_n = 0
            self._bar.total = total

    def update(self, n: int = 1) -> None:
        """Advance the bar by ``n``."""
        if self._bar is not None:
            self._bar.update(n)

    def close(self) -> None:
        """Remove the bar."""
        if self._bar is not None:
            self._bar.close()
            self._bar = None

    def __enter__(self) -> "Progress":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def counting(self, items: "list[Any]", every: int = 1024) -> Any:
        """``items`` (a list) seen through a wrapper whose iteration advances the bar (in steps
        of ``every``, to keep the overhead small); it copies nothing. Without a bar, ``items``
        itself."""
        if self._bar is None:
            return items
        return _Counting(items, self, every)


class _Counting(object):
    """A read-only view of a list: len, indexing, and iteration that counts on a Progress."""
    __slots__ = ("_items", "_progress", "_every")

    def __init__(self, items: "list[Any]", progress: Progress, every: int) -> None:
        self._items, self._progress, self._every = items, progress, every

    def __len__(self) -> int:
        return len(self._items)

    def __getitem__(self, index: int) -> Any:
        return self._items[index]

    def __iter__(self) -> "Iterator[Any]":
        n, every, progress = 0, self._every, self._progress
        for item in self._items:
            yield item
            n += 1
            if n == every:
                progress.update(n)
                n = 0
        if n:
            progress.update(n)


if __name__ == "__main__":
    sys.exit(main())
