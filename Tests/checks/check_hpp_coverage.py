#!/usr/bin/env python3
"""Check that include/touchchain.hpp's "Not wrapped yet" list tells the truth.

    check_hpp_coverage.py --header include/touchchain.h --hpp include/touchchain.hpp [--self-test]

Every function the C header declares is either used by the C++ wrapper (named anywhere in
touchchain.hpp's code, outside its comments) or named in that comment's list, which
ends at "Limits of what is wrapped" (the
`tc_*_string` name functions count as named by the comment's "the tc_*_string name
functions"), and no function the comment names is used by the wrapper. Fails (exit 1) with one
line per function that breaks this.
"""

import argparse
import os
import re
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
import header_model  # noqa: E402  (Tests/header_model.py: the one reader of the header)

BLOCK = re.compile(r"\* Not wrapped yet.*?\*/", re.S)
NAME = re.compile(r"\btc_[a-z0-9_]+\b")
STRING_FAMILY = re.compile(r"^tc_[a-z0-9_]+_string$")
COMMENT = re.compile(r"/\*.*?\*/|//[^\n]*", re.S)


def problems(declared, hpp_text):
    block = BLOCK.search(hpp_text)
    if block is None:
        return ['touchchain.hpp has no "Not wrapped yet" comment']
    # The list ends where the comment turns to the limits of what is wrapped.
    text = block.group(0).split("Limits of what is wrapped")[0]
    listed = set(NAME.findall(text)) & declared
    family = "tc_*_string name functions" in text
    # Used means called in code: comments (a name in a doc comment) do not count.
    # (The block is the end of a comment: its closing "*/" stays, so that comment still ends.)
    code = COMMENT.sub(" ", hpp_text[:block.start()] + "*/" + hpp_text[block.end():])
    used = set(NAME.findall(code)) & declared
    out = []
    for name in sorted(declared - used):
        if name not in listed and not (family and STRING_FAMILY.match(name)):
            out.append(f"not wrapped and not in the hpp's \"Not wrapped yet\" list: {name}")
    for name in sorted(listed & used):
        out.append(f"listed as not wrapped but used by the wrapper: {name}")
    return out


def self_test():
    declared = {"tc_a", "tc_b", "tc_c_string"}
    ok = "/* x\n * Not wrapped yet: tc_b; the tc_*_string name functions.\n */\nvoid f(){ tc_a(); }"
    assert problems(declared, ok) == [], problems(declared, ok)
    missing = ok.replace("Not wrapped yet: tc_b;", "Not wrapped yet:")
    assert problems(declared, missing) == ['not wrapped and not in the hpp\'s "Not wrapped yet" list: tc_b']
    wrong = ok.replace("tc_a();", "tc_a(); tc_b();")
    assert problems(declared, wrong) == ["listed as not wrapped but used by the wrapper: tc_b"]
    comment_only = ok.replace("tc_a();", "/* tc_a() */ // tc_a()\n")
    assert problems(declared, comment_only) == [
        'not wrapped and not in the hpp\'s "Not wrapped yet" list: tc_a'], problems(declared, comment_only)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--header", required=True)
    ap.add_argument("--hpp", required=True)
    ap.add_argument("--self-test", action="store_true")
    args = ap.parse_args()
    if args.self_test:
        self_test()
    with open(args.header, encoding="utf-8") as f:
        declared = set(header_model.Header.from_text(f.read()).declarations)
    with open(args.hpp, encoding="utf-8") as f:
        found = problems(declared, f.read())
    for p in found:
        print(p)
    if found:
        sys.exit(1)
    print(f"check_hpp_coverage: {len(declared)} functions; the hpp's list of what it does not wrap is exact")


if __name__ == "__main__":
    main()
