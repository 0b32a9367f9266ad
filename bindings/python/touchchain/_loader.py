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
"""
import ctypes
import ctypes.util
import glob
import os

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


def load() -> "_raw.Library":
    """Return a checked _raw.Library, or raise ImportError listing every attempt."""
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
