#!/usr/bin/env python3
"""Check the shared library's exported ABI against the public header.

    check_exports.py --library build/libtouchchain.so --header include/touchchain.h \
        [--soname libtouchchain.so.0] [--nm nm] [--readelf readelf] [--ldd ldd] [--self-test]

Fails (exit 1) when:
  * a function declared in the header is not exported (`nm -D --defined-only`),
  * the library exports any other symbol (the version script must hide everything else),
  * `ldd` or the NEEDED entries mention a Swift runtime library (libswift*: the runtime must be
    linked statically),
  * the SONAME is not the expected one,
  * a RUNPATH/RPATH points into a Swift toolchain.
With --self-test it also proves the comparison itself catches a missing and an extra export,
and that the header parser ignores typedef'd function pointers, macros and comments.
"""

import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import header_model  # noqa: E402  (Tests/header_model.py: the one reader of the header)

def declared_functions(header_text):
    """(the names of the functions the header declares, the names declared twice)."""
    header = header_model.Header.from_text(header_text)
    return set(header.declarations), sorted(set(header.duplicates))


def run(cmd):
    try:
        proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    except FileNotFoundError:
        sys.exit(f"error: cannot run {cmd[0]!r}")
    return proc


def exported_symbols(nm, library):
    proc = run([nm, "-D", "--defined-only", library])
    if proc.returncode != 0:
        sys.exit(f"error: {nm} failed on {library}:\n{proc.stderr}")
    names = set()
    for line in proc.stdout.splitlines():
        fields = line.split()
        if len(fields) >= 3:
            names.add(fields[2].split("@")[0])  # drop any @VERSION / @@VERSION suffix
    return names


def compare(declared, exported):
    """Returns a list of problems (empty when the sets match exactly)."""
    problems = []
    for name in sorted(declared - exported):
        problems.append(f"declared in the header but not exported: {name}")
    for name in sorted(exported - declared):
        problems.append(f"exported but not declared in the header: {name}")
    return problems


def dynamic_section(readelf, library):
    proc = run([readelf, "-d", "-W", library])
    if proc.returncode != 0:
        sys.exit(f"error: {readelf} -d failed on {library}:\n{proc.stderr}")
    needed, soname, paths = [], None, []
    for line in proc.stdout.splitlines():
        m = re.search(r"\((NEEDED|SONAME|RUNPATH|RPATH)\)\s+[^\[]*\[(.*)\]", line)
        if not m:
            continue
        kind, value = m.groups()
        if kind == "NEEDED":
            needed.append(value)
        elif kind == "SONAME":
            soname = value
        else:
            paths.append(value)
    return needed, soname, paths


SELF_TEST_HEADER = r"""
#define TC_NOT_A_FUNCTION(x) tc_macro_call(x)
#define TC_MULTI(c) \
    tc_continued(c)
/* int32_t tc_in_comment(void); */
// int32_t tc_in_line_comment(void);
typedef int32_t (*tc_callback_fn)(const tc_thing *t, void *user_data);
typedef tc_view *(*tc_other_fn)(tc_view *v);
typedef struct tc_thing tc_thing;
uint32_t tc_plain(void);
const char *tc_pointer_return(int32_t status);
int32_t tc_multi_line(tc_scene *scene,
                      double x);
tc_view *tc_returns_handle(void);
unsigned long long tc_long_type (int a);
"""


def self_test(declared, exported):
    failures = []
    names, dupes = declared_functions(SELF_TEST_HEADER)
    want = {"tc_plain", "tc_pointer_return", "tc_multi_line", "tc_returns_handle", "tc_long_type"}
    if names != want or dupes:
        failures.append(f"parser self-test: got {sorted(names)}, want {sorted(want)}")
    if not any("exported but not declared" in p
               for p in compare(declared, exported | {"tc_selftest_extra"})):
        failures.append("self-test: an extra export was not detected")
    if not any("not exported" in p for p in compare(declared | {"tc_selftest_missing"}, exported)):
        failures.append("self-test: a missing export was not detected")
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--library", required=True)
    ap.add_argument("--header", required=True)
    ap.add_argument("--soname", default=None, help="expected SONAME, e.g. libtouchchain.so.0")
    ap.add_argument("--nm", default="nm")
    ap.add_argument("--readelf", default="readelf")
    ap.add_argument("--ldd", default="ldd")
    ap.add_argument("--self-test", action="store_true")
    args = ap.parse_args()

    with open(args.header, encoding="utf-8") as f:
        declared, dupes = declared_functions(f.read())
    exported = exported_symbols(args.nm, args.library)

    problems = []
    if len(declared) < 3:
        problems.append(f"only {len(declared)} declarations parsed from {args.header}: parser broken?")
    for name in dupes:
        problems.append(f"declared more than once in the header: {name}")
    problems += compare(declared, exported)

    # The Swift runtime must be linked statically.
    needed, soname, paths = dynamic_section(args.readelf, args.library)
    for lib in needed:
        if lib.startswith("libswift") or "Foundation" in lib or lib.startswith("libdispatch") \
                or lib.startswith("libBlocksRuntime"):
            problems.append(f"NEEDED entry on a Swift runtime library: {lib}")
    proc = run([args.ldd, args.library])
    if proc.returncode != 0:
        problems.append(f"ldd failed:\n{proc.stdout}{proc.stderr}")
    for line in proc.stdout.splitlines():
        if "libswift" in line:
            problems.append(f"ldd lists a Swift runtime library: {line.strip()}")
    if args.soname is not None and soname != args.soname:
        problems.append(f"SONAME is {soname!r}, expected {args.soname!r}")
    for p in paths:
        if "swift" in p.lower():
            problems.append(f"RUNPATH/RPATH points into a Swift toolchain: {p}")

    if args.self_test:
        problems += self_test(declared, exported)

    print(f"{args.library}: {len(exported)} exported symbols, {len(declared)} declared in {args.header}")
    print(f"SONAME {soname}; NEEDED {', '.join(needed) or '(none)'}; RUNPATH {', '.join(paths) or '(none)'}")
    if problems:
        print(f"FAIL: {len(problems)} problem(s):")
        for p in problems:
            print(f"  - {p}")
        return 1
    print("OK: the exports are exactly the header's functions; no Swift runtime is needed at run time")
    return 0


if __name__ == "__main__":
    sys.exit(main())
