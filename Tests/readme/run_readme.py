#!/usr/bin/env python3
"""Run every code block of the READMEs as written (ctest `readme_snippets`).

    run_readme.py REPO BUILD_DIR [--keep] [--only N,N]

The READMEs are README.md, then bindings/python/README.md (READMES below), in one scratch
directory: the second one's Python runs in the environment the first one's `pip install`
made.

Each fenced block (```c, ```sh, ```python, ```swift, ```cmake) runs in document order, in one
scratch directory that stands in for a user's working copy: `build` there is BUILD_DIR (a
configured and built TouchChain), `examples` and `bindings` are the repository's, HOME is a
fresh directory (so an install "into your home" writes nowhere real) and a fresh virtual
environment comes first on PATH (so `pip install` and `python` are the user's own). A block
fails the test when it exits non-zero or when its output lacks an expected line.

What a block needs beyond itself is said in an HTML comment on the line before it, which the
reader does not see but the block itself also says in words:

    <!-- test: file=app.c -->             save the block as app.c (later blocks use it)
    <!-- test: cwd=repo -->               run in the repository itself, not the scratch dir
    <!-- test: fragment=c-main -->        C statements: run inside main() of the quick start's
                                          scene (scene, window, view, button, on_gesture and
                                          on_tap are supplied; see C_MAIN below)
    <!-- test: fragment=cmake -->         CMake lines: appended to a project whose target is
                                          `app` built from app.c, configured against the prefix
                                          the previous block installed to ($HOME/.local)
    <!-- test: skip-line=make test -->    a line this test cannot run: the line that runs it
    <!-- test: expect=TEXT -->            the output must contain TEXT (repeatable, `;`-separated)
    <!-- test: output -->                 (on a ```text block) the previous block's output,
                                          exactly

A block without a comment runs as a whole program: C (C99) and C++ (C++17, touchchain.hpp) are
compiled against the build's headers and library, warnings as errors, and run; sh runs under `bash -euo pipefail`; python runs with the venv's python;
swift is the main.swift of a package that depends on TouchChain by path
(Tests/swift-consumer).
"""
import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import tempfile

READMES = ("README.md", "bindings/python/README.md")
FENCE = re.compile(r"^```([a-z]*)\s*$")
DIRECTIVE = re.compile(r"^<!--\s*test:\s*(.*?)\s*-->\s*$")

# The rest of a C fragment: the quick start's scene with a window, a view and a button, and the
# callbacks a fragment names. The fragment runs where FRAGMENT stands; then a tap on the button
# and a double tap beside it are dispatched, time passes and the scene is destroyed; every
# status is checked.
C_MAIN = r"""
#include <touchchain.h>
#include <stdio.h>
#include <stdlib.h>

#define CHECK(call) do { int32_t st_ = (call); if (st_ != TC_OK) { \
    fprintf(stderr, "%s:%d: %s -> %s\n", __FILE__, __LINE__, #call, tc_status_string(st_)); \
    exit(1); } } while (0)

static void on_gesture(tc_recognizer *r, const tc_gesture_details *d, void *ud) {
    (void)r; (void)ud;
    printf("gesture %s\n", tc_gesture_state_string(d->state));
}
static void on_tap(tc_view *control, uint32_t event, void *ud) {
    (void)control; (void)ud;
    printf("control event %s\n", tc_control_event_string(event));
}

int main(void) {
    tc_scene *scene; tc_view *window, *view, *button;
    CHECK(tc_scene_create(NULL, &scene));
    CHECK(tc_window_create(scene, 0, 0, 320, 480, &window));
    CHECK(tc_view_create(scene, 0, 0, 320, 480, &view));
    CHECK(tc_view_add_subview(window, view));
    CHECK(tc_view_create(scene, 100, 100, 20, 20, &button));
    CHECK(tc_view_add_subview(view, button));
    {
FRAGMENT
    }
    /* A tap on the button, then a double tap beside it; then time passes. */
    static const double taps[][3] = {{105, 105, 0.0}, {50, 50, 1.0}, {50, 50, 1.2}};
    tc_touch_sample s; TC_TOUCH_SAMPLE_INIT(&s);
    for (int i = 0; i < 3; i++) {
        s.id = i + 1; s.x = taps[i][0]; s.y = taps[i][1];
        s.phase = TC_PHASE_BEGAN; s.timestamp = taps[i][2];
        CHECK(tc_scene_push_touch(scene, &s));
        s.phase = TC_PHASE_ENDED; s.timestamp = taps[i][2] + 0.05;
        CHECK(tc_scene_push_touch(scene, &s));
    }
    CHECK(tc_scene_dispatch(scene, NULL));
    CHECK(tc_scene_advance(scene, 3.0));
    CHECK(tc_scene_destroy(scene));
    puts("fragment ran");
    return 0;
}
"""


class Block:
    def __init__(self, readme, lang, line, text, directives):
        self.readme, self.lang, self.line, self.text = readme, lang, line, text
        self.is_output = False
        self.file = None
        self.cwd_repo = False
        self.fragment = None
        self.skip_lines = []
        self.expect = []
        for key, value in directives:
            if key == "file":
                self.file = value
            elif key == "cwd" and value == "repo":
                self.cwd_repo = True
            elif key == "fragment":
                self.fragment = value
            elif key == "skip-line":
                self.skip_lines.append(value)
            elif key == "expect":
                self.expect += [v for v in value.split(";") if v]
            elif key == "output":
                self.is_output = True
            else:
                raise SystemExit("%s:%d: unknown test directive %s=%s" % (readme, line, key, value))

    def label(self):
        return "%s:%d (```%s)" % (self.readme, self.line, self.lang)


def parse_directive(text):
    out = []
    for part in shlex.split(text):
        key, _, value = part.partition("=")
        out.append((key, value))
    return out


def blocks(repo, readme):
    lines = open(os.path.join(repo, readme), encoding="utf-8").read().split("\n")
    out, i = [], 0
    while i < len(lines):
        m = FENCE.match(lines[i])
        if not m or not m.group(1):
            if m:  # a bare ``` opening a block with no language: refuse, say where
                raise SystemExit("%s:%d: code block without a language" % (readme, i + 1))
            i += 1
            continue
        directives = []
        j = i - 1
        while j >= 0 and DIRECTIVE.match(lines[j]):
            directives = parse_directive(DIRECTIVE.match(lines[j]).group(1)) + directives
            j -= 1
        start = i + 1
        i += 1
        while i < len(lines) and lines[i].rstrip() != "```":
            i += 1
        if i == len(lines):
            raise SystemExit("%s:%d: unterminated code block" % (readme, start))
        # Block.line: the line of the opening fence (1-based), as an editor shows it.
        out.append(Block(readme, m.group(1), start, "\n".join(lines[start:i]) + "\n",
                         directives))
        i += 1
    return out


class Runner:
    def __init__(self, repo, build, work):
        self.repo, self.build, self.work = repo, build, work
        self.home = os.path.join(work, "home")
        os.makedirs(self.home)
        for name, target in (("build", build), ("examples", os.path.join(repo, "examples")),
                             ("bindings", os.path.join(repo, "bindings"))):
            os.symlink(target, os.path.join(work, name))
        self.venv = os.path.join(work, "venv")
        subprocess.run([sys.executable, "-m", "venv", self.venv], check=True)
        env = dict(os.environ)
        for var in ("TOUCHCHAIN_LIBRARY", "PYTHONPATH", "PKG_CONFIG_PATH", "VIRTUAL_ENV",
                    "CMAKE_PREFIX_PATH", "LD_LIBRARY_PATH"):
            env.pop(var, None)
        env["HOME"] = self.home
        env["VIRTUAL_ENV"] = self.venv
        env["PATH"] = os.path.join(self.venv, "bin") + os.pathsep + env.get("PATH", "")
        env["PIP_DISABLE_PIP_VERSION_CHECK"] = "1"
        self.env = env
        self.cc = env.get("CC", "cc")

    def run(self, argv, cwd=None, stdin=None):
        print("$ " + " ".join(shlex.quote(a) for a in argv), flush=True)
        p = subprocess.run(argv, cwd=cwd or self.work, env=self.env, input=stdin, text=True,
                           stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        sys.stdout.write(p.stdout)
        sys.stdout.flush()
        return p.returncode, p.stdout

    def cpp_program(self, source, name):
        path = os.path.join(self.work, name + ".cpp")
        with open(path, "w", encoding="utf-8") as f:
            f.write(source)
        exe = os.path.join(self.work, name)
        rc, out = self.run([self.env.get("CXX", "c++"), "-std=c++17", "-Wall", "-Wextra",
                            "-Werror", "-pedantic", "-I", os.path.join(self.repo, "include"),
                            path, "-o", exe, "-L", self.build, "-ltouchchain",
                            "-Wl,-rpath," + self.build])
        if rc != 0:
            return rc, out
        return self.run([exe])

    def c_program(self, source, name):
        path = os.path.join(self.work, name + ".c")
        with open(path, "w", encoding="utf-8") as f:
            f.write(source)
        exe = os.path.join(self.work, name)
        rc, out = self.run([self.cc, "-std=c99", "-Wall", "-Wextra", "-Werror",
                            "-I", os.path.join(self.repo, "include"), path, "-o", exe,
                            "-L", self.build, "-ltouchchain", "-Wl,-rpath," + self.build])
        if rc != 0:
            return rc, out
        return self.run([exe])

    def block(self, b):
        if b.file:
            with open(os.path.join(self.work, b.file), "w", encoding="utf-8") as f:
                f.write(b.text)
            print("(saved as %s)" % b.file)
            return 0, ""
        if b.lang == "c":
            if b.fragment == "c-main":
                return self.c_program(C_MAIN.replace("FRAGMENT", b.text), "fragment_%d" % b.line)
            return self.c_program(b.text, "block_%d" % b.line)
        if b.lang == "cpp":
            return self.cpp_program(b.text, "block_%d" % b.line)
        if b.lang == "sh":
            text = "\n".join(l for l in b.text.split("\n")
                             if not any(l.strip().startswith(s) for s in b.skip_lines))
            return self.run(["bash", "-euo", "pipefail", "-c", text],
                            cwd=self.repo if b.cwd_repo else self.work)
        if b.lang == "python":
            return self.run([os.path.join(self.venv, "bin", "python"), "-"], stdin=b.text)
        if b.lang == "cmake" and b.fragment == "cmake":
            proj = os.path.join(self.work, "cmake_app")
            os.makedirs(proj, exist_ok=True)
            shutil.copy(os.path.join(self.work, "app.c"), proj)
            with open(os.path.join(proj, "CMakeLists.txt"), "w", encoding="utf-8") as f:
                f.write("cmake_minimum_required(VERSION 3.16)\nproject(app C)\n"
                        "add_executable(app app.c)\n" + b.text)
            bdir = os.path.join(proj, "build")
            prefix = os.path.join(self.home, ".local")
            for argv in (["cmake", "-S", proj, "-B", bdir, "-DCMAKE_PREFIX_PATH=" + prefix],
                         ["cmake", "--build", bdir], [os.path.join(bdir, "app")]):
                rc, out = self.run(argv)
                if rc != 0:
                    return rc, out
            return rc, out
        if b.lang == "swift":
            pkg = os.path.join(self.work, "swift_app")
            shutil.copytree(os.path.join(self.repo, "Tests", "swift-consumer"), pkg)
            with open(os.path.join(pkg, "Sources", "ReadmeSnippet", "main.swift"), "w",
                      encoding="utf-8") as f:
                f.write(b.text)
            self.env["TOUCHCHAIN_PACKAGE_PATH"] = self.repo
            try:
                return self.run(["swift", "run", "--package-path", pkg, "--scratch-path",
                                 os.path.join(pkg, ".build"), "ReadmeSnippet"])
            finally:
                del self.env["TOUCHCHAIN_PACKAGE_PATH"]
        raise SystemExit("%s: no way to run a ```%s block%s" % (
            b.label(), b.lang, " (fragment=%s)" % b.fragment if b.fragment else ""))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("repo")
    ap.add_argument("build")
    ap.add_argument("--keep", action="store_true", help="keep the scratch directory")
    ap.add_argument("--only", help="comma-separated README line numbers of the blocks to run")
    args = ap.parse_args()
    repo, build = os.path.abspath(args.repo), os.path.abspath(args.build)
    all_blocks = [b for readme in READMES for b in blocks(repo, readme)]
    langs = {b.lang for b in all_blocks if b.readme == "README.md"}
    for lang in ("c", "sh", "python", "swift"):
        if lang not in langs:
            print("FAIL: README.md has no ```%s block (the test expects one)" % lang)
            return 1
    if args.only:
        wanted = {int(n) for n in args.only.split(",")}
        all_blocks = [b for b in all_blocks if b.line in wanted]
        if {b.line for b in all_blocks} != wanted:
            print("FAIL: no block opens on line(s) %s" % sorted(wanted - {b.line for b in all_blocks}))
            return 1
    work = tempfile.mkdtemp(prefix="touchchain-readme-")
    failures = []
    try:
        runner = Runner(repo, build, work)
        previous_output = None
        for n, b in enumerate(all_blocks, 1):
            print("\n=== block %d/%d: %s" % (n, len(all_blocks), b.label()), flush=True)
            if b.is_output:
                if previous_output is None or previous_output != b.text:
                    failures.append("%s: the previous block printed\n%s\nnot\n%s" % (
                        b.label(), previous_output, b.text))
                    print("--- FAILED")
                else:
                    print("(the previous block printed exactly this)\n--- ok")
                continue
            rc, out = runner.block(b)
            previous_output = out
            missing = [e for e in b.expect if e not in out]
            if rc != 0:
                failures.append("%s exited with %d" % (b.label(), rc))
            elif missing:
                failures.append("%s: output lacks %r" % (b.label(), missing))
            else:
                print("--- ok")
                continue
            print("--- FAILED")
    finally:
        if args.keep:
            print("scratch directory kept: " + work)
        else:
            shutil.rmtree(work, ignore_errors=True)
    if failures:
        print("\nFAIL:\n  " + "\n  ".join(failures))
        return 1
    print("\nPASS: %d README blocks ran as written" % len(all_blocks))
    return 0


if __name__ == "__main__":
    sys.exit(main())
