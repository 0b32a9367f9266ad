#!/usr/bin/env python3
"""Summarise the benchmark's JSON lines: the figures table with the baseline ratio and
issue 13's targets (met / missed by how much; time, instructions per operation from the last
callgrind run, allocations, memory, rates), optionally as Markdown, and the scaling plot.

  python3 bench/summarize.py bench/results/c.jsonl bench/results/python.jsonl \
      [--markdown FILE] [--plot docs/performance-scaling.png] [--callgrind bench/results/callgrind.jsonl]
"""
import argparse
import json
import sys


def load(paths):
    recs = []
    for p in paths:
        try:
            with open(p) as f:
                recs += [json.loads(line) for line in f if line.strip()]
        except FileNotFoundError:
            print("summarize: %s missing" % p, file=sys.stderr)
    return recs


def find(recs, workload, impl="engine", param=None):
    for r in recs:
        if r["workload"] == workload and r["impl"] == impl and (param is None or r["param"] == param):
            return r
    return None


# Issue 13's targets, per (workload, param): a list of criteria, each (kind, limit):
#   "ns"     engine median ≤ limit (ns per operation)
#   "ir"     instructions per operation ≤ limit (needs a callgrind run: --callgrind)
#   "ratio"  baseline median ÷ engine median ≥ limit (same run)
#   "allocs" allocations per operation ≤ limit
#   "bytes"  heap bytes per view ≤ limit
#   "rate"   operations per second ≥ limit (Python batches: samples/s)
TARGETS = {
    ("hit_balanced", 11111): [("ir", 400), ("ns", 50), ("ratio", 10)],
    ("hit_chain", 1000): [("ir", 15000), ("ns", 5000)],
    ("hit_children", 100000): [("ir", 600)],
    ("hit_rotated_scaled", 102): [("ir", 500)],
    ("moved_no_recognizers", 0): [("ir", 600)],
    ("moved_3_recognizers", 3): [("ir", 1500), ("ns", 300), ("allocs", 0)],
    ("moved_pan_changed", 3): [("ir", 2500)],
    ("route_20_responders", 20): [("ir", 2000), ("allocs", 0)],
    ("c_batch_10_fingers", 1000): [("ir", 300)],
    ("memory_per_view", 100000): [("bytes", 200)],
    ("py_batch_1_finger", 4096): [("rate", 5e6)],
    ("py_batch_10_fingers", 4000): [("rate", 5e6)],
}
_UNITS = {"ns": "≤ %g ns", "ir": "≤ %g Ir", "ratio": "≥ %g× baseline", "allocs": "%g allocs",
          "bytes": "≤ %g B/view", "rate": "≥ %g M samples/s"}


def describe(criteria):
    return ", ".join(_UNITS[kind] % (limit / 1e6 if kind == "rate" else limit)
                     for kind, limit in criteria)


def check(criteria, r, b, ir):
    """(met: True/False/None when something was not measured, how far: text)."""
    verdicts, notes = [], []
    for kind, limit in criteria:
        if kind == "ns":
            v = r.get("median")
            ok = None if v is None else v <= limit
            notes.append("not timed" if v is None else "%.0f ns (%s)" % (
                v, "%.1f× over" % (v / limit) if v > limit else "met"))
        elif kind == "ir":
            ok = None if ir is None else ir <= limit
            notes.append("Ir not counted (make -C bench callgrind)" if ir is None else
                         "%.0f Ir (%s)" % (ir, "%.1f× over" % (ir / limit) if ir > limit else "met"))
        elif kind == "ratio":
            ok = None if b is None else b["median"] / r["median"] >= limit
            notes.append("no baseline" if b is None else "%.1f× baseline" % (b["median"] / r["median"]))
        elif kind == "allocs":
            a = r.get("allocs_per_op")
            ok = None if a is None else a <= limit
            notes.append("allocations not counted" if a is None else "%.3g allocs/op" % a)
        elif kind == "bytes":
            v = r.get("heap_bytes_per_view")
            ok = None if v is None else v <= limit
            notes.append("not measured" if v is None else "%.0f B/view" % v)
        else:  # rate
            rate = 1e9 / r["median"]
            ok = rate >= limit
            notes.append("%.2f M/s" % (rate / 1e6))
        verdicts.append(ok)
    met = False if False in verdicts else (None if None in verdicts else True)
    return met, "; ".join(notes)


ORDER = ["hit_balanced", "hit_chain", "hit_children", "hit_rotated_scaled",
         "moved_no_recognizers", "moved_3_recognizers", "moved_pan_changed", "tap_3_recognizers",
         "route_20_responders", "c_batch_1_finger", "c_batch_10_fingers", "memory_per_view",
         "py_push_touch", "py_batch_1_finger", "py_batch_10_fingers"]


def fmt_ns(v):
    if v is None:
        return "—"
    if v >= 1e6:
        return "%.2f ms" % (v / 1e6)
    if v >= 1e4:
        return "%.1f µs" % (v / 1e3)
    return "%.0f ns" % v if v >= 100 else "%.1f ns" % v


def rows(recs, cg):
    out = []
    for w in ORDER:
        for r in [r for r in recs if r["workload"] == w and r["impl"] == "engine"]:
            b = find(recs, w, "baseline", r["param"])
            key = (w, r["param"])
            cgi = cg.get((w, "engine", r["param"]))
            cgb = cg.get((w, "baseline", r["param"]))
            if w == "memory_per_view":
                med = "%.0f B heap, %.0f B RSS" % (r["heap_bytes_per_view"] or 0, r["rss_bytes_per_view"])
                if r.get("heap_bytes_per_view_after_hit") is not None:
                    med += ", %.0f B heap after the first hit test" % r["heap_bytes_per_view_after_hit"]
                mn = "—"
                base = ("%.0f B heap" % b["heap_bytes_per_view"]) if b and b.get("heap_bytes_per_view") else "—"
                ratio = "—"
                allocs = "%.2f/view" % r["allocs_per_view"] if r.get("allocs_per_view") is not None else "—"
            else:
                med, mn = fmt_ns(r["median"]), fmt_ns(r["min"])
                base = "%s / %s" % (fmt_ns(b["median"]), fmt_ns(b["min"])) if b else "—"
                ratio = "%.1f×" % (b["median"] / r["median"]) if b else "—"
                a = r.get("allocs_per_op")
                allocs = "—" if a is None else ("%.3g" % a)
            target, verdict = "", ""
            if key in TARGETS:
                target = describe(TARGETS[key])
                ok, how = check(TARGETS[key], r, b, cgi)
                verdict = ("MET" if ok else "MISSED" if ok is not None else "?") + " — " + how
            cgs = ""
            if cgi:
                cgs = "%.0f" % cgi
                if cgb:
                    cgs += " / %.0f" % cgb
            out.append({"workload": w, "param": r["param"], "unit": r["unit"], "median": med,
                        "min": mn, "baseline": base, "ratio": ratio, "allocs": allocs,
                        "target": target, "verdict": verdict, "cg": cgs,
                        "errors": r.get("errors", 0) + (b.get("errors", 0) if b else 0)})
    return out


def print_table(table, file=sys.stdout, markdown=False):
    hdr = ["workload", "size", "unit", "engine median", "engine min", "baseline median / min",
           "baseline ÷ engine", "allocs/op", "Ir/op engine / baseline", "errors", "target", "verdict"]
    keys = ["workload", "param", "unit", "median", "min", "baseline", "ratio", "allocs", "cg",
            "errors", "target", "verdict"]
    if markdown:
        print("| " + " | ".join(hdr) + " |", file=file)
        print("|" + "---|" * len(hdr), file=file)
        for row in table:
            print("| " + " | ".join(str(row[k]) for k in keys) + " |", file=file)
        return
    widths = [max(len(h), *(len(str(r[k])) for r in table)) for h, k in zip(hdr, keys)]
    widths[-1] = 0
    print("  ".join(h.ljust(w) for h, w in zip(hdr, widths)), file=file)
    for row in table:
        print("  ".join(str(row[k]).ljust(w) for k, w in zip(keys, widths)), file=file)


def plot(recs, path):
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        print("summarize: matplotlib not installed (pip install matplotlib): no plot", file=sys.stderr)
        return
    fig, axes = plt.subplots(1, 3, figsize=(15, 4.6))
    panels = [("sweep_balanced", "balanced tree, fanout 10: views", axes[0]),
              ("sweep_children", "one view's children (random 20×20)", axes[1]),
              ("sweep_chain", "chain depth", axes[2])]
    for w, xlabel, ax in panels:
        for impl, style in (("engine", "o-"), ("baseline", "s--")):
            pts = sorted((r["param"], r["median"], r["min"]) for r in recs
                         if r["workload"] == w and r["impl"] == impl)
            if not pts:
                continue
            xs = [p[0] for p in pts]
            ax.plot(xs, [p[1] for p in pts], style, label="%s (median)" % impl)
            ax.fill_between(xs, [p[2] for p in pts], [p[1] for p in pts], alpha=0.2)
            for x, y, _ in pts:
                ax.annotate(fmt_ns(y), (x, y), textcoords="offset points", xytext=(4, 4), fontsize=7)
        tgt = {"sweep_balanced": (11111, 50, "target ≤ 50 ns @ 11,111"),
               "sweep_children": (100000, 200, "target ≤ 200 ns @ 100,000"),
               "sweep_chain": (1000, 5000, "target ≤ 5 µs @ 1,000")}[w]
        ax.plot([tgt[0]], [tgt[1]], "r*", markersize=11, label=tgt[2])
        ax.set_xscale("log")
        ax.set_yscale("log")
        ax.set_xlabel(xlabel)
        ax.set_ylabel("ns per hit test (tc_view_hit_test)")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8)
    fig.suptitle("TouchChain hit-test cost against tree size (engine vs class-based baseline)")
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    print("summarize: plot written to %s" % path, file=sys.stderr)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--markdown")
    ap.add_argument("--plot")
    ap.add_argument("--callgrind", help="callgrind.jsonl from bench/callgrind_report.py")
    a = ap.parse_args()
    recs = load(a.files)
    cg = {}
    if a.callgrind:
        for r in load([a.callgrind]):
            cg[(r["workload"], r["impl"], r["param"])] = r["ir_per_op"]
    table = rows(recs, cg)
    print()
    print("TouchChain benchmark summary (medians and minimums over repetitions; "
          "ratio = baseline median ÷ engine median)")
    print_table(table)
    if a.markdown:
        with open(a.markdown, "w") as f:
            print_table(table, f, markdown=True)
        print("summarize: markdown table written to %s" % a.markdown, file=sys.stderr)
    if a.plot and any(r["workload"].startswith("sweep_") for r in recs):
        plot(recs, a.plot)
    bad = sum(row["errors"] for row in table)
    if bad:
        print("summarize: %d wrong answers: the figures do not count" % bad)
        sys.exit(1)


if __name__ == "__main__":
    main()
