#!/usr/bin/env python3
"""The per-sample paths count no references (issue 13, item 1; docs/DESIGN.md).

    python3 Tests/checks/check_refcounting.py <tcbench> <workload> [<workload> ...]

Runs the benchmark harness (bench/tcbench.c, built against the library under test) under
`valgrind --tool=callgrind` once per workload (`--callgrind --only <workload>`: each workload's
measured loop alone) and fails when that loop spends any instruction in `swift_retain` or
`swift_retain_n` (a path that counts a reference retains it), or, per operation (a sample),
one instruction or more in `swift_release` and `swift_release_n` (a release of nil — an absent
optional dropped — counts nothing but is asked for needlessly). Releases are allowed below one
instruction per sample so that a release once per batch call, amortized over its samples,
passes: the Embedded Swift build drops a few temporaries per `tc_scene_push_touches` (under
0.1 instruction per sample); a release per sample costs five or more. The counting is read as
bench/callgrind_report.py reads it for `make -C bench callgrind` (one definition). Exit 0:
every workload ran and passed; 1: a count, or a workload missing from the dumps; 2: valgrind
not usable.
"""
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "bench"))
import callgrind_report  # noqa: E402  (bench/, the one reader of the dumps)


def main():
    if len(sys.argv) < 3:
        print(__doc__, file=sys.stderr)
        return 2
    harness, workloads = sys.argv[1], sys.argv[2:]
    valgrind = shutil.which("valgrind")
    if not valgrind or not shutil.which("callgrind_annotate"):
        print("check_refcounting: valgrind/callgrind_annotate not found", file=sys.stderr)
        return 2
    problems = []
    for w in workloads:
        with tempfile.TemporaryDirectory() as d:
            out = os.path.join(d, "callgrind.out")
            run = subprocess.run([valgrind, "--tool=callgrind", "--collect-atstart=no",
                                  "--callgrind-out-file=" + out, harness, "--callgrind", "--only", w],
                                 capture_output=True, text=True)
            if run.returncode != 0:
                problems.append("%s: the harness failed (exit %d): %s" % (w, run.returncode, run.stderr[-400:]))
                continue
            found = False
            for name in sorted(os.listdir(d)):
                path = os.path.join(d, name)
                desc, _ = callgrind_report.parse(path)
                if not desc or ":ops=" not in desc:
                    continue
                label, ops = desc.rsplit(":ops=", 1)
                workload, impl, _ = label.split("/")
                if workload != w or impl != "engine":
                    continue
                found = True
                retained = callgrind_report.counting_ir(path, callgrind_report.RETAINS)
                counted = callgrind_report.counting_ir(path, callgrind_report.COUNTING)
                if retained is None or counted is None:
                    problems.append("%s: callgrind_annotate failed" % w)
                elif retained > 0:
                    problems.append("%s: %d Ir in swift_retain over %s operations (want 0)" % (w, retained, ops))
                elif counted >= int(ops):
                    problems.append("%s: %.2f Ir per operation in swift_release (want under 1: none per sample)"
                                    % (w, counted / int(ops)))
                else:
                    print("%-36s no retain; %d Ir in release over %s operations" % (w, counted, ops))
            if not found:
                problems.append("%s: no engine dump (is the workload name right?)" % w)
    for p in problems:
        print("check_refcounting: " + p, file=sys.stderr)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
