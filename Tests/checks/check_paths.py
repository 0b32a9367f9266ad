#!/usr/bin/env python3
"""The repository stands alone: no tracked file names a place outside it (ctest `standalone_paths`).

    check_paths.py REPO

Fails, listing file:line for each, when a tracked file (git ls-files; every file under REPO but
build outputs when REPO is not a git checkout) mentions

- the team's reference shelf beside the repository (a `shared` folder one level up), or
- an absolute home, work or temporary directory of some machine: `home/NAME`, `root`,
  `Users/NAME`, `work`, `tmp` or `var/tmp` at the root of the file system.

It also fails when two tracked paths (files or the folders holding them) differ only in case:
on a case-insensitive file system (macOS's default) they would be one, as `tests/` and
`Tests/` once were.

Paths that every machine has (`/usr`, `/proc`, `/opt/swift` as one place to look for a
toolchain) are allowed. Binary files are skipped.
"""
import os
import re
import subprocess
import sys

# Written in pieces so that this file does not match itself.
SHELF = re.escape(".." + "/shared")
ABSOLUTE = r"(?<![\w.~$}])/(?:" + "|".join([
    r"home/[A-Za-z0-9_.-]+", "root", r"Users/[A-Za-z0-9_.-]+", "work", "tmp", "var/tmp",
]) + r")(?=[/\s'\"`),:;\]}]|$)"
PATTERN = re.compile("(" + SHELF + ")|(" + ABSOLUTE + ")")

SKIP_DIRS = {".git", "build", ".build", "__pycache__", ".hypothesis", ".pytest_cache"}


def tracked_files(repo):
    try:
        out = subprocess.run(["git", "-C", repo, "ls-files", "-z"], check=True,
                             capture_output=True).stdout
        return [f for f in out.decode().split("\0") if f]
    except (OSError, subprocess.CalledProcessError):
        files = []
        for root, dirs, names in os.walk(repo):
            dirs[:] = [d for d in dirs if d not in SKIP_DIRS and not d.startswith(("build-",
                                                                                   ".build"))]
            files += [os.path.relpath(os.path.join(root, n), repo) for n in names]
        return files


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    repo = os.path.abspath(sys.argv[1])
    files = tracked_files(repo)
    if not files:
        print("FAIL: no files found under %s" % repo)
        return 1
    # Every path and every folder above it, compared case-insensitively.
    seen = {}
    clashes = set()
    for rel in files:
        parts = rel.split("/")
        for i in range(1, len(parts) + 1):
            p = "/".join(parts[:i])
            other = seen.setdefault(p.lower(), p)
            if other != p:
                clashes.add((other, p))
    if clashes:
        print("FAIL: paths that differ only in case (one path on macOS and Windows):\n  %s"
              % "\n  ".join("%s ~ %s" % c for c in sorted(clashes)))
        return 1
    hits, checked = [], 0
    for rel in files:
        path = os.path.join(repo, rel)
        if os.path.islink(path) or not os.path.isfile(path):
            continue
        with open(path, "rb") as f:
            data = f.read()
        if b"\0" in data[:8192]:
            continue  # binary (PNG pictures)
        checked += 1
        for n, line in enumerate(data.decode("utf-8", "replace").split("\n"), 1):
            for m in PATTERN.finditer(line):
                hits.append("%s:%d: %s   <- %r" % (rel, n, line.strip()[:120], m.group(0)))
    if hits:
        print("FAIL: %d mention(s) of places outside the repository:\n  %s"
              % (len(hits), "\n  ".join(hits)))
        return 1
    print("PASS: %d text files name no place outside the repository; no two of %d paths "
          "differ only in case" % (checked, len(files)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
