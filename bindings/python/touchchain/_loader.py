"""Find and load libtouchchain, then check it matches these bindings.

Search order (the first library that loads wins):

1. ``TOUCHCHAIN_LIBRARY``: exactly that file. If it is set and the file does
   not load, import fails; nothing else is tried.
2. A library bundled in the package directory (``touchchain/libtouchchain.so*``).
3. The repository's build directories: walk up from this file to a directory
   holding ``include/touchchain.h``, then try ``build/``, ``build-*/`` (sorted),
   ``.build/release`` and ``.build/debug``.
4. ``ctypes.util.find_library("touchchain")``.

If nothing loads, ImportError lists every path tried and why it failed.

The ``touchchain`` command (``python -m touchchain``, ``python -m touchchain.importers``, the
console script) starts without the library when none loads: ``--help`` and ``touchchain
import`` do not need it. load() then keeps the ImportError in ``command_error`` and returns
a stand-in (:class:`Unavailable`) whose every function raises that ImportError; the commands
that need the library say so in one line (problem()) and exit with status 2.
"""
import ctypes
import ctypes.util
import glob
import os
import sys
from typing import Any, Optional

from . import _raw

ENV_VAR = "TOUCHCHAIN_LIBRARY"
LIB_NAMES = ("libtouchchain.so", "libtouchchain.so.0", "libtouchchain.dylib")


def _repo_root(start: str) -> "str | None":
    here = os.path.abspath(start)
    while True:
        if os.path.isfile(os.path.join(here, "include", "touchchain.h")):
            return here
        parent = os.path.dirname(here)
        if parent == here:
            return None
        here = parent


def candidates(package_dir: "str | None" = None) -> "list[tuple[str, str]]":
    """The (source, path) pairs tried after the environment variable, in order."""
    package_dir = package_dir or os.path.dirname(os.path.abspath(__file__))
    out = [("bundled", p) for p in sorted(glob.glob(os.path.join(package_dir, "libtouchchain.so*")))
           + sorted(glob.glob(os.path.join(package_dir, "libtouchchain.dylib")))]
    root = _repo_root(package_dir)
    if root:
        dirs = [os.path.join(root, "build")]
        dirs += sorted(d for d in glob.glob(os.path.join(root, "build-*")) if os.path.isdir(d))
        dirs += [os.path.join(root, ".build", "release"), os.path.join(root, ".build", "debug")]
        for d in dirs:
            for name in LIB_NAMES:
                out.append(("build directory", os.path.join(d, name)))
    found = ctypes.util.find_library("touchchain")
    out.append(("find_library", found or '(find_library("touchchain") found nothing)'))
    return out


def _check(lib: "_raw.Library", path: str) -> None:
    """Version and layout checks; raise ImportError on any mismatch."""
    abi = lib.tc_abi_version()
    if abi != _raw.ABI_VERSION:
        raise ImportError("touchchain: %s has ABI version %d; these bindings need %d"
                          % (path, abi, _raw.ABI_VERSION))
    major = lib.tc_version() >> 16
    if major != _raw.VERSION_MAJOR:
        raise ImportError("touchchain: %s is version %s (major %d); these bindings need major %d"
                          % (path, lib.tc_version_string().decode(), major,
                             _raw.VERSION_MAJOR))
    _raw.check_struct_sizes()


# The ImportError of the library when the touchchain command started without it, else None.
command_error: Optional[ImportError] = None


class Unavailable(_raw.Library):
    """The library of a touchchain command that started without one: every function raises
    the loader's ImportError (``command_error``); ``path`` is ""."""

    def __init__(self, error: ImportError) -> None:  # no CDLL, no functions
        self.cdll, self.path, self.error = None, "", error

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        raise ImportError(str(self.error))


def _module_run() -> Optional[str]:
    """The module ``python -m MODULE`` runs, while runpy imports its package (sys.argv[0] is
    "-m" then), else None; None too when it cannot be told (Python 3.9 has no sys.orig_argv):
    a module that cannot be named is not taken for the touchchain command, so a missing
    library is never hidden from another program (found by review)."""
    if sys.argv[:1] != ["-m"]:
        return None
    argv = getattr(sys, "orig_argv", None)
    if not argv:
        return None
    i = 1
    while i < len(argv):
        arg = argv[i]
        if not arg.startswith("-") or arg.startswith("--"):
            i += 1
            continue
        for j, flag in enumerate(arg[1:], 2):
            if flag == "m":  # -m MODULE, -mMODULE, -Im MODULE
                return arg[j:] or (argv[i + 1] if i + 1 < len(argv) else "")
            if flag in "XW":  # -X OPT, -Xopt: the rest is the option's value
                if j == len(arg):
                    i += 1
                break
        i += 1
    return None


def starting_command() -> bool:
    """Whether this process is the touchchain command starting: ``python -m touchchain``
    (or ``touchchain.importers``, any module of the package) or the console script
    ``touchchain`` (its file is the __main__ module)."""
    module = _module_run()
    if module is not None:
        return module in ("", "touchchain") or module.startswith("touchchain.")
    main = getattr(sys.modules.get("__main__"), "__file__", None)
    if not main or not sys.argv or not sys.argv[0]:
        return False
    name = os.path.splitext(os.path.basename(main))[0].lower()
    return (name in ("touchchain", "touchchain-script")
            and os.path.abspath(main) == os.path.abspath(sys.argv[0]))


def problem() -> Optional[str]:
    """One line saying why the command has no library (``libtouchchain not found. Build it
    ... or set TOUCHCHAIN_LIBRARY (N places tried: ...)``), or None when it has one."""
    if command_error is None:
        return None
    lines = str(command_error).splitlines()
    first = lines[0]
    if first.startswith("touchchain: "):
        first = first[len("touchchain: "):]
    if first.endswith(" Tried:"):
        first = "%s (%d places tried; python3 -c 'import touchchain' lists them)" % (
            first[:-len(" Tried:")].rstrip("."), len(lines) - 1)
    return first


def load() -> "_raw.Library":
    """Return a checked _raw.Library, or raise ImportError listing every attempt (for the
    touchchain command: an Unavailable library, see command_error)."""
    global command_error
    if command_error is not None:
        return Unavailable(command_error)
    try:
        return _load()
    except ImportError as e:
        if not starting_command():
            raise
        command_error = e
        return Unavailable(e)


def _load() -> "_raw.Library":
    explicit = os.environ.get(ENV_VAR)
    if explicit:
        try:
            lib = _raw.Library(ctypes.CDLL(explicit), explicit)
        except OSError as e:
            raise ImportError("touchchain: %s=%r could not be loaded (no fallback is tried "
                              "when %s is set): %s" % (ENV_VAR, explicit, ENV_VAR, e)) from e
        _check(lib, explicit)
        return lib
    tried: "list[str]" = []
    package_dir = os.path.dirname(os.path.abspath(__file__))
    if not glob.glob(os.path.join(package_dir, "libtouchchain.*")):
        tried.append("bundled: %s (none)" % os.path.join(package_dir, "libtouchchain.so*"))
    if _repo_root(package_dir) is None:
        tried.append("build directory: no include/touchchain.h in any parent of %s"
                     % package_dir)
    for source, path in candidates(package_dir):
        if source != "find_library" and not os.path.exists(path):
            tried.append("%s: %s (absent)" % (source, path))
            continue
        if source == "find_library" and not path.startswith("lib"):
            tried.append("%s: %s" % (source, path))
            continue
        try:
            lib = _raw.Library(ctypes.CDLL(path), path)
        except (OSError, ImportError) as e:
            tried.append("%s: %s (%s)" % (source, path, e))
            continue
        _check(lib, path)  # a library that loads but mismatches is an error, not a skip
        return lib
    raise ImportError("touchchain: libtouchchain not found. Build it (cmake -S . -B build -G "
                      "Ninja && cmake --build build) or set %s. Tried:\n  %s"
                      % (ENV_VAR, "\n  ".join(tried)))
