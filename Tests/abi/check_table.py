#!/usr/bin/env python3
"""Check that ffi_sweep's signature table and include/touchchain.h agree.

usage: check_table.py --header include/touchchain.h --sweep path/to/ffi_sweep
                      [--lib path/to/libtouchchain.so]

* Every function declared in the header (a declaration at line start,
  `<type> tc_name(...);` -- not the typedef'd tc_*_fn pointer types, not
  macros) must have exactly one row in the table (`ffi_sweep --list-table`),
  and every row must name a declared function.
* Each row's return kind and argument kinds must match the declaration:
  handle kinds (scene/view/controller/touch), out pointers, in pointers,
  const char *, double, int32, int64, size_t, function pointers, void *.
* With --lib: every declared function must be exported by the library
  (`nm -D --defined-only`), and the library must export no other tc_ symbol.

Prints one line per problem and a final "N passed, N failed" (functions);
exit status 0 iff there is no problem.
"""
import argparse
import os
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import header_model  # noqa: E402  (Tests/header_model.py: the one reader of the header)

HANDLE_KINDS = {"tc_scene": "scene", "tc_view": "view", "tc_controller": "controller",
                "tc_touch": "touch", "tc_recognizer": "recognizer"}
SCALARS = {"double": "double", "int32_t": "int32", "int64_t": "int64", "size_t": "size",
           "uint32_t": "uint32"}


def header_functions(path):
    """name -> (return type text, parameter list text) from the one header model."""
    header = header_model.Header(path)
    if header.duplicates:
        raise SystemExit("duplicate declaration of %s" % ", ".join(header.duplicates))
    return {name: (ret, ", ".join(params) or "void")
            for name, (ret, params) in header.declarations.items()}


def classify_ret(ret):
    r = ret.replace(" ", "")
    if r == "int32_t":
        return "status"
    if r == "uint32_t":
        return "u32"
    if r == "constchar*":
        return "cstr"
    return "?" + ret


def classify_param(p):
    p = p.strip()
    if p in ("", "void"):
        return None
    # drop the parameter name
    m = re.match(r"^(.*?)(\b[A-Za-z_]\w*)$", p)
    ty = m.group(1).strip() if m and m.group(1).strip() else p
    const = ty.startswith("const ")
    base = ty.replace("const ", "").strip()
    stars = base.count("*")
    base = base.replace("*", "").strip()
    if re.fullmatch(r"tc_\w+_fn", base) and stars == 0:
        return "fn"
    if base in HANDLE_KINDS and stars == 1:
        return HANDLE_KINDS[base]
    if stars == 2:
        return "out"  # T ** / const char **: the function writes a pointer
    if base == "char" and stars == 1 and const:
        return "str"
    if base == "void" and stars == 1:
        return "userdata"
    if stars == 0 and base in SCALARS:
        return SCALARS[base]
    if stars == 1:
        return "in" if const else "out"
    return "?" + p


def table_rows(sweep):
    out = subprocess.run([sweep, "--list-table"], check=True, capture_output=True, text=True).stdout
    rows = {}
    dups = []
    for line in out.splitlines():
        if not line.strip():
            continue
        name, ret, args = line.split()
        if name in rows:
            dups.append(name)
        rows[name] = (ret, [] if args == "void" else args.split(","))
    return rows, dups


def exported(lib):
    out = subprocess.run(["nm", "-D", "--defined-only", lib], check=True, capture_output=True,
                         text=True).stdout
    syms = set()
    for line in out.splitlines():
        parts = line.split()
        if len(parts) >= 3:
            syms.add(parts[2].split("@")[0])
    return syms


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--header", required=True)
    ap.add_argument("--sweep", required=True)
    ap.add_argument("--lib")
    args = ap.parse_args()

    funcs = header_functions(args.header)
    rows, dups = table_rows(args.sweep)
    problems = {}

    def bad(name, msg):
        problems.setdefault(name, []).append(msg)

    if len(funcs) < 10:
        bad("(header)", f"only {len(funcs)} declarations parsed: the parser is broken")
    for name in dups:
        bad(name, "more than one row in the table")
    for name in sorted(set(funcs) - set(rows)):
        bad(name, "declared in the header but has no row in the ffi_sweep table")
    for name in sorted(set(rows) - set(funcs)):
        bad(name, "has a row in the ffi_sweep table but is not declared in the header")
    for name in sorted(set(funcs) & set(rows)):
        ret, params = funcs[name]
        want_ret = classify_ret(ret)
        want_args = [k for k in (classify_param(p) for p in params.split(",")) if k is not None]
        got_ret, got_args = rows[name]
        if want_ret != got_ret:
            bad(name, f"return kind: header {ret!r} ({want_ret}), table {got_ret}")
        if len(want_args) != len(got_args):
            bad(name, f"argument count: header {len(want_args)} ({params}), table {len(got_args)}")
        else:
            for i, (w, g) in enumerate(zip(want_args, got_args)):
                if w != g:
                    bad(name, f"argument {i}: header {w} ({params.split(',')[i].strip()}), table {g}")

    if args.lib:
        syms = exported(args.lib)
        for name in sorted(set(funcs) - syms):
            bad(name, f"declared in the header but not exported by {args.lib}")
        for name in sorted(s for s in syms if s.startswith("tc_") and s not in funcs):
            bad(name, f"exported by {args.lib} but not declared in the header")

    for name, msgs in sorted(problems.items()):
        for m in msgs:
            print(f"FAIL  {name}: {m}")
    names = set(funcs) | set(rows)
    failed = len([n for n in names if n in problems]) + (1 if "(header)" in problems else 0)
    print(f"table check: {len(funcs)} header declarations, {len(rows)} table rows"
          + (f", {len(exported(args.lib)) if args.lib else 0} library symbols" if args.lib else ""))
    print(f"{len(names) - failed} passed, {failed} failed")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
