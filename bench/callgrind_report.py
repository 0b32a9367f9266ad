#!/usr/bin/env python3
"""Instruction counts per workload from the harness's callgrind dumps.

`tcbench --callgrind` under `valgrind --tool=callgrind --collect-atstart=no` collects each
workload's loop alone and dumps it with CALLGRIND_DUMP_STATS_AT("<workload>/<impl>/<param>:ops=<n>").
This script reads every dump in a directory, prints instructions (Ir) per operation, writes
JSON lines, and (--top N) the N most expensive functions of each engine dump (self cost,
callgrind_annotate, Swift names demangled), saved as <dir>/<workload>.annotate.txt. Each
engine line also gives the instructions spent in swift_retain/swift_release (and their _n
forms) per operation.

  python3 bench/callgrind_report.py bench/build/cg --json bench/results/callgrind.jsonl --top 12
"""
import argparse
import glob
import json
import os
import re
import shutil
import subprocess
import sys


def parse(path):
    desc, total = None, None
    with open(path, errors="replace") as f:
        for line in f:
            if line.startswith("desc: Trigger: Client Request: "):
                desc = line.split("Client Request: ", 1)[1].strip()
            elif line.startswith("summary:") or line.startswith("totals:"):
                total = int(line.split()[1])
            elif line.startswith("fl=") or line.startswith("fn="):
                if desc is None:
                    return None, None
    return desc, total


COUNTING = ("swift_retain", "swift_release", "swift_retain_n", "swift_release_n")
RETAINS = ("swift_retain", "swift_retain_n")


def counting_ir(path, names=COUNTING):
    """Instructions spent in the Swift runtime's reference counting (swift_retain/_release
    and their _n forms; `names` narrows it, e.g. RETAINS), self cost, in a dump: issue 13's
    check that a path counts no references. (Self costs, not call counts: callgrind's call
    counts also include calls made while collection was off, the harness's warm-up.)"""
    try:
        out = subprocess.run(["callgrind_annotate", "--threshold=100", "--inclusive=no", path],
                             capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    total = 0
    for ln in out.splitlines():
        m = re.match(r"^\s*([\d,]+) \(\s*[\d.]+%\)\s+\S*?:(\w+) \[", ln)
        if m and m.group(2) in names:
            total += int(m.group(1).replace(",", ""))
    return total


def demangler():
    for cand in ("swift-demangle", "/opt/swift/usr/bin/swift-demangle"):
        p = shutil.which(cand) or (cand if os.path.exists(cand) else None)
        if p:
            return p
    return None


SKIP = ("(below main)", "__libc_start_main", "ld-linux", "0x000000000")


def annotate(path, top):
    try:
        out = subprocess.run(["callgrind_annotate", "--threshold=100", path],
                             capture_output=True, text=True, check=True).stdout
    except (OSError, subprocess.CalledProcessError) as e:
        return "callgrind_annotate failed: %s" % e
    dm = demangler()
    if dm:
        out = subprocess.run([dm, "--simplified"], input=out, capture_output=True, text=True).stdout
    lines = out.splitlines()
    # keep the header totals and the first `top` function lines
    body, started, n = [], False, 0
    for ln in lines:
        if re.match(r"^\s*Ir\s+file:function", ln):
            started = True
            body.append(ln)
            continue
        if started and ln.strip() and re.match(r"^\s*[\d,]+ \(", ln):
            # a partial dump charges the whole interval to the frames below main: skip them
            if any(s in ln for s in SKIP):
                continue
            body.append(ln[:220])
            n += 1
            if n >= top:
                break
    return "\n".join(body)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--json")
    ap.add_argument("--top", type=int, default=0)
    a = ap.parse_args()
    recs = []
    for path in sorted(glob.glob(os.path.join(a.dir, "callgrind.out*")),
                       key=lambda p: int(p.rsplit(".", 1)[1]) if p.rsplit(".", 1)[1].isdigit() else 0):
        if path.endswith(".txt"):
            continue
        desc, total = parse(path)
        if not desc or ":ops=" not in desc or total is None:
            continue
        label, ops = desc.rsplit(":ops=", 1)
        workload, impl, param = label.split("/")
        ops = int(ops)
        counted = counting_ir(path) if impl == "engine" else None
        rec = {"workload": workload, "impl": impl, "param": int(param), "ops": ops,
               "ir_total": total, "ir_per_op": total / ops, "dump": os.path.basename(path)}
        if counted is not None:
            rec["counting_ir_per_op"] = counted / ops
        recs.append(rec)
        counting = "" if counted is None else "  %6.0f in retain/release" % (counted / ops)
        print("%-26s %-8s %8s  %12.0f Ir/op%s  (%d ops, %d Ir)"
              % (workload, impl, param, rec["ir_per_op"], counting, ops, total))
        if a.top and impl == "engine":
            text = annotate(path, a.top)
            with open(os.path.join(a.dir, "%s.annotate.txt" % workload), "w") as f:
                f.write(text + "\n")
            print("\n".join("    " + ln for ln in text.splitlines()))
            print()
    if a.json:
        with open(a.json, "w") as f:
            for r in recs:
                f.write(json.dumps(r) + "\n")
    if not recs:
        print("callgrind_report: no workload dumps in %s" % a.dir, file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
