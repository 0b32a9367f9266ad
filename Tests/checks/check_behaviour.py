#!/usr/bin/env python3
"""Keep docs/BEHAVIOUR.md honest.

    python3 Tests/checks/check_behaviour.py <repo root> [--list]

Fails (exit 1, one line per problem) when

 1. a behaviour rule id is cited somewhere in the repository but docs/BEHAVIOUR.md has no rule
    entry for it;
 2. a test named on a rule's **Tests:** line does not exist in the file it names;
 3. a rule entry names no test and does not say "no test yet";

and also when a rule entry is malformed or defined twice. Exit 2 means the check itself could
not run (no BEHAVIOUR.md, bad arguments). `--list` prints every citation found, for debugging.

What counts as a citation (a "rule-citing context"):

* test names: every `_`-separated part of an identifier `test_…` (C, Python) or of a Swift
  `func` name that is exactly an id: `test_G5_lone_tap…` cites G5, `R1_R2_chain…` cites R1
  and R2, `H6f_overrides_and_H5_…` cites H6f and H5;
* prose: comments in C, C headers, Swift and shell/CMake files, Python comments and
  docstrings (and `doc=` strings), Swift `@Test("…")` / `@Suite("…")` display names, and
  the whole text of Markdown and .txt files. In prose an id is a token such as `H3`, `H6a`,
  `G5_…` that is not glued to a letter, digit or `_` on its left. A range `E2–E4` / `H1-H7`
  cites every id in it.

Not citations: identifiers and string literals in code (`"C2"` as a responder tag, a variable
`R2`, a device name "… E6 Finger"), the C language standards (C89, C99, C11, …), linter codes
(E402: three digits), hex (0xC1, #E2E2E2), test-data files (Tests/data), BEHAVIOUR.md itself and
this script. A comment that uses an id-shaped word as a plain name can be listed in NOT_RULES
below, with the reason.

Standard library only.
"""
from __future__ import annotations

import io
import os
import re
import subprocess
import sys
import tokenize

BOOK = "docs/BEHAVIOUR.md"
SELF = "Tests/checks/check_behaviour.py"
EXTENSIONS = (".c", ".h", ".swift", ".py", ".md", ".cmake", ".txt", ".sh")
EXCLUDED_DIRS = ("Tests/data/",)
SKIP_DIR_NAMES = {".git", "build", "__pycache__", ".swiftpm", ".hypothesis", "node_modules"}
SKIP_DIR_PREFIXES = (".build", "build-", "build_")

LETTERS = "ETHRGCSP"
ID_RE = re.compile(r"^[%s](\d{1,2})([a-f]?)$" % LETTERS)
# An id in prose: not preceded by a word character, not followed by a letter or digit
# (a following `_` is allowed: `G6_single_tap…` in a sentence names a Swift test).
PROSE_ID = re.compile(r"(?<![\w])([%s])(\d{1,2})([a-f]?)(?![A-Za-z0-9])" % LETTERS)
# A range of plain ids of one family: E2–E4, H1-H7, G3 – G5.
PROSE_RANGE = re.compile(r"(?<![\w])([%s])(\d{1,2})\s*[-\u2013\u2014]\s*\1?(\d{1,2})(?![\w])"
                         % LETTERS)
TEST_IDENT = re.compile(r"\btest_\w+")
C_STANDARDS = {"C89", "C90", "C95", "C99", "C11", "C17", "C18", "C23"}

# (path, id) pairs that look like citations but are plain names, with the reason.
NOT_RULES = {
    ("Tests/c/test_responders.c", "C2"): "a comment naming the controller tagged \"C2\"",
    ("Tests/c/test_responders.c", "C3"): "a comment naming the controller variable c3",
    ("Tests/abi/ffi_sweep.c", "T1"): "comments naming the sweep's touch object t1",
    ("Tests/abi/ffi_sweep.c", "R1"): "comments naming the sweep's recognizer object r1",
}

# Rule entries in BEHAVIOUR.md: a level-3 or level-4 heading "### H6a — Title" (em dash).
RULE_HEADING = re.compile(r"^(#{3,4})\s+([%s]\d{1,2}[a-f]?)\s+\u2014\s+\S.*$" % LETTERS)
ANY_HEADING = re.compile(r"^(#{1,6})\s")
ID_LIKE_HEADING = re.compile(r"^#{3,4}\s+\**([%s]\d{1,2}[a-f]?)\b" % LETTERS)
TESTS_LINE = re.compile(r"^\*\*Tests:\*\*(.*)$")
BACKTICKED = re.compile(r"`([^`]+)`")
NO_TEST_YET = re.compile(r"\bno test yet\b", re.IGNORECASE)


def id_key(rid: str):
    m = re.match(r"^([A-Z])(\d+)([a-f]?)$", rid)
    return (LETTERS.find(m.group(1)), int(m.group(2)), m.group(3)) if m else (99, 0, rid)


# ---------------------------------------------------------------------------------------------
# Which files
# ---------------------------------------------------------------------------------------------

def candidate_files(root: str) -> list[str]:
    """Tracked files (git ls-files) in a checkout, else a walk of the tree."""
    files = None
    if os.path.exists(os.path.join(root, ".git")):
        try:
            out = subprocess.run(["git", "-C", root, "ls-files", "-z"], check=True,
                                 stdout=subprocess.PIPE, stderr=subprocess.DEVNULL).stdout
            files = [f for f in out.decode("utf-8", "replace").split("\0") if f]
        except (OSError, subprocess.CalledProcessError):
            files = None
    if files is None:
        files = []
        for d, dirs, names in os.walk(root):
            dirs[:] = [x for x in dirs if x not in SKIP_DIR_NAMES
                       and not x.startswith(SKIP_DIR_PREFIXES)]
            for n in names:
                files.append(os.path.relpath(os.path.join(d, n), root).replace(os.sep, "/"))
    keep = []
    for f in sorted(set(files)):
        if not f.endswith(EXTENSIONS) or f in (BOOK, SELF):
            continue
        if any(f.startswith(p) for p in EXCLUDED_DIRS):
            continue
        if os.path.isfile(os.path.join(root, f)):   # listed but deleted in the work tree
            keep.append(f)
    return keep


# ---------------------------------------------------------------------------------------------
# Splitting sources into prose (comments, docs) and code
# ---------------------------------------------------------------------------------------------

def split_c_like(text: str, swift: bool) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """Comments (and Swift @Test/@Suite names) as prose; the rest, strings removed, as code.
    Returns lists of (line number, text)."""
    prose: list[tuple[int, str]] = []
    code: list[tuple[int, str]] = []
    i, n, line = 0, len(text), 1
    code_start, code_line = 0, 1

    def flush_code(end: int) -> None:
        if end > code_start:
            code.append((code_line, text[code_start:end]))

    while i < n:
        c = text[i]
        if c == "/" and text.startswith("//", i):
            flush_code(i)
            j = text.find("\n", i)
            j = n if j < 0 else j
            prose.append((line, text[i:j]))
            i = j
            code_start, code_line = i, line
        elif c == "/" and text.startswith("/*", i):
            flush_code(i)
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("*/", j):
                    depth -= 1
                    j += 2
                elif swift and text.startswith("/*", j):
                    depth += 1
                    j += 2
                else:
                    j += 1
            prose.append((line, text[i:j]))
            line += text.count("\n", i, j)
            i = j
            code_start, code_line = i, line
        elif c == '"' or (c == "'" and not swift):
            flush_code(i)
            before = text[max(0, code_start):i]
            triple = swift and text.startswith('"""', i)
            quote = '"""' if triple else c
            j = i + len(quote)
            while j < n and not text.startswith(quote, j):
                if text[j] == "\\":
                    j += 1
                elif text[j] == "\n" and not triple:
                    break
                j += 1
            j = min(n, j + len(quote))
            if swift and re.search(r"@(Test|Suite)\s*\(\s*$", before):
                prose.append((line, text[i:j]))
            line += text.count("\n", i, j)
            i = j
            code_start, code_line = i, line
        else:
            if c == "\n":
                line += 1
            i += 1
    flush_code(n)
    return prose, code


def split_python(text: str) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """Comments, docstrings and `doc=` strings as prose; identifiers as code."""
    prose: list[tuple[int, str]] = []
    code: list[tuple[int, str]] = []
    try:
        tokens = list(tokenize.generate_tokens(io.StringIO(text).readline))
    except (tokenize.TokenError, IndentationError, SyntaxError):
        return [(i + 1, l) for i, l in enumerate(text.splitlines()) if "#" in l], []
    prev = [tokenize.NEWLINE, tokenize.NEWLINE]   # the two previous significant token types
    prev_str = ["", ""]
    for tok in tokens:
        if tok.type == tokenize.COMMENT:
            prose.append((tok.start[0], tok.string))
            continue
        if tok.type in (tokenize.NL, tokenize.ENCODING):
            continue
        if tok.type == tokenize.STRING:
            statement_start = prev[-1] in (tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT)
            doc_kwarg = prev_str[-1] == "=" and prev_str[-2] == "doc"
            if statement_start or doc_kwarg:
                prose.append((tok.start[0], tok.string))
        elif tok.type == tokenize.NAME:
            code.append((tok.start[0], tok.string))
        prev = [prev[-1], tok.type]
        prev_str = [prev_str[-1], tok.string]
    return prose, code


def split_source(path: str, text: str):
    if path.endswith((".c", ".h")):
        return split_c_like(text, swift=False)
    if path.endswith(".swift"):
        return split_c_like(text, swift=True)
    if path.endswith(".py"):
        return split_python(text)
    if path.endswith((".sh", ".cmake")) or os.path.basename(path) == "CMakeLists.txt":
        prose = [(i + 1, l[l.index("#"):]) for i, l in enumerate(text.splitlines()) if "#" in l]
        return prose, [(1, text)]
    return [(i + 1, l) for i, l in enumerate(text.splitlines())], []   # .md, other .txt


# ---------------------------------------------------------------------------------------------
# Finding citations
# ---------------------------------------------------------------------------------------------

def ids_in_identifier(name: str) -> list[str]:
    return [part for part in name.split("_") if ID_RE.match(part)]


def ids_in_prose(text: str) -> list[str]:
    found = []
    for m in PROSE_RANGE.finditer(text):
        letter, a, b = m.group(1), int(m.group(2)), int(m.group(3))
        if a < b <= a + 20:
            found.extend("%s%d" % (letter, k) for k in range(a, b + 1))
    for m in PROSE_ID.finditer(text):
        rid = m.group(1) + m.group(2) + m.group(3)
        if rid in C_STANDARDS:
            continue
        found.append(rid)
    for m in TEST_IDENT.finditer(text):        # test names quoted in prose: every part
        found.extend(ids_in_identifier(m.group(0)[len("test_"):]))
    return found


def citations(root: str) -> dict[str, list[str]]:
    """id -> ["path:line", ...]"""
    out: dict[str, list[str]] = {}
    for path in candidate_files(root):
        try:
            with open(os.path.join(root, path), encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError:
            continue
        prose, code = split_source(path, text)
        hits: list[tuple[str, int]] = []
        for line, chunk in prose:
            for k, sub in enumerate(chunk.split("\n")):
                hits.extend((rid, line + k) for rid in ids_in_prose(sub))
        for line, chunk in code:
            for k, sub in enumerate(chunk.split("\n")):
                for m in TEST_IDENT.finditer(sub):
                    hits.extend((rid, line + k) for rid in ids_in_identifier(m.group(0)[5:]))
                if path.endswith(".swift"):
                    for m in re.finditer(r"\bfunc\s+(\w+)", sub):
                        hits.extend((rid, line + k) for rid in ids_in_identifier(m.group(1)))
        for rid, line in hits:
            if (path, rid) in NOT_RULES:
                continue
            where = "%s:%d" % (path, line)
            seen = out.setdefault(rid, [])
            if where not in seen:
                seen.append(where)
    return out


# ---------------------------------------------------------------------------------------------
# Reading the book
# ---------------------------------------------------------------------------------------------

class Rule:
    def __init__(self, rid: str, line: int):
        self.rid = rid
        self.line = line
        self.tests_text: str | None = None
        self.tests_line = 0


def read_book(path: str, problems: list[str]) -> dict[str, Rule]:
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    rules: dict[str, Rule] = {}
    current: Rule | None = None
    in_tests = False
    fenced = False
    for no, raw in enumerate(lines, 1):
        if raw.startswith("```"):
            fenced = not fenced
            in_tests = False
            continue
        if fenced:
            continue
        m = RULE_HEADING.match(raw)
        if m:
            rid = m.group(2)
            if rid in rules:
                problems.append("%s:%d: rule %s is defined twice (first at line %d)"
                                % (BOOK, no, rid, rules[rid].line))
            current = Rule(rid, no)
            rules.setdefault(rid, current)
            in_tests = False
            continue
        if ANY_HEADING.match(raw):
            if ID_LIKE_HEADING.match(raw):
                problems.append("%s:%d: heading looks like a rule but does not follow the "
                                "convention \"### ID \u2014 Title\": %s" % (BOOK, no, raw.strip()))
            current = None
            in_tests = False
            continue
        if current is None:
            continue
        t = TESTS_LINE.match(raw)
        if t:
            if current.tests_text is not None:
                problems.append("%s:%d: rule %s has a second **Tests:** line"
                                % (BOOK, no, current.rid))
            current.tests_text = t.group(1)
            current.tests_line = no
            in_tests = True
        elif in_tests and raw.strip():
            current.tests_text += " " + raw.strip()
        else:
            in_tests = False
    return rules


def test_defined(path: str, text: str, name: str) -> str | None:
    """None when `name` is a test in `text`, else what is wrong."""
    word = re.escape(name)
    if path.endswith(".c"):
        if not re.search(r"\bvoid\s+%s\s*\(" % word, text):
            return "no function void %s(...)" % name
        if "cmocka_unit_test" in text and not re.search(
                r"cmocka_unit_test\w*\(\s*%s\b" % word, text):
            return "%s is defined but not registered with cmocka_unit_test" % name
        return None
    if path.endswith(".swift"):
        lines = text.split("\n")
        for i, l in enumerate(lines):
            if re.search(r"\bfunc\s+%s\s*\(" % word, l):
                window = "\n".join(lines[max(0, i - 2):i + 1])
                if "@Test" in window:
                    return None
                return "func %s is not marked @Test" % name
            if re.search(r"@Test\s*\(\s*\"%s\"" % word, l):   # a display name
                return None
        return "no @Test func %s" % name
    if path.endswith(".py"):
        if re.search(r"^\s*(async\s+)?def\s+%s\s*\(" % word, text, re.MULTILINE):
            return None
        return "no def %s(...)" % name
    if re.search(r"(?<![\w])%s(?![\w])" % word, text):
        return None
    return "%s does not occur in it" % name


def check_tests(root: str, rules: dict[str, Rule], problems: list[str]) -> int:
    cache: dict[str, str | None] = {}
    count = 0
    for rid in sorted(rules, key=id_key):
        r = rules[rid]
        where = "%s:%d" % (BOOK, r.tests_line or r.line)
        if r.tests_text is None:
            problems.append("%s: rule %s has no **Tests:** line (list tests, or say "
                            "\"no test yet\")" % (where, rid))
            continue
        current_file = None
        named = 0
        for tok in BACKTICKED.findall(r.tests_text):
            tok = tok.strip()
            if "/" in tok and re.match(r"^[\w./-]+\.\w+$", tok):
                current_file = tok
                if current_file not in cache:
                    p = os.path.join(root, current_file)
                    try:
                        with open(p, encoding="utf-8", errors="replace") as f:
                            cache[current_file] = f.read()
                    except OSError:
                        cache[current_file] = None
                if cache[current_file] is None:
                    problems.append("%s: rule %s names %s, which does not exist"
                                    % (where, rid, current_file))
                continue
            if not re.match(r"^[A-Za-z_]\w*$", tok):
                problems.append("%s: rule %s: `%s` on its **Tests:** line is neither a file "
                                "path nor a test name" % (where, rid, tok))
                continue
            if current_file is None:
                problems.append("%s: rule %s names test %s before naming its file"
                                % (where, rid, tok))
                continue
            named += 1
            count += 1
            text = cache.get(current_file)
            if text is None:
                continue
            why = test_defined(current_file, text, tok)
            if why:
                problems.append("%s: rule %s names test %s in %s: %s"
                                % (where, rid, tok, current_file, why))
        if named == 0 and not NO_TEST_YET.search(r.tests_text):
            problems.append("%s: rule %s lists no test and does not say \"no test yet\""
                            % (where, rid))
    return count


def main(argv: list[str]) -> int:
    args = [a for a in argv[1:] if not a.startswith("--")]
    if len(args) != 1:
        print("usage: check_behaviour.py <repo root> [--list]", file=sys.stderr)
        return 2
    root = os.path.abspath(args[0])
    book = os.path.join(root, BOOK)
    if not os.path.isfile(book):
        print("check_behaviour: %s not found under %s" % (BOOK, root), file=sys.stderr)
        return 2
    problems: list[str] = []
    rules = read_book(book, problems)
    cited = citations(root)
    if "--list" in argv:
        for rid in sorted(cited, key=id_key):
            print("%-4s %3d  %s" % (rid, len(cited[rid]), ", ".join(cited[rid][:4])))
    for rid in sorted(cited, key=id_key):
        if rid not in rules:
            where = cited[rid]
            more = " (and %d more)" % (len(where) - 3) if len(where) > 3 else ""
            problems.append("rule %s is cited but not defined in %s: %s%s"
                            % (rid, BOOK, ", ".join(where[:3]), more))
    ntests = check_tests(root, rules, problems)
    if problems:
        for p in problems:
            print("check_behaviour: " + p, file=sys.stderr)
        print("check_behaviour: %d problem(s). A rule entry is a heading \"### ID \u2014 Title\" "
              "in %s with a line \"**Tests:** `path`: `test`, ...\" (or \"no test yet\")."
              % (len(problems), BOOK), file=sys.stderr)
        return 1
    print("check_behaviour: %d rules defined, %d ids cited, %d test references verified"
          % (len(rules), len(cited), ntests))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
