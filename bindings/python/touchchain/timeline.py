"""Timeline pictures of a replay log (as the figures of seed 004).

One lane per responder that received touches (or router / motion / remote / press events, or
an estimated-properties update), one per control's events, one per recognizer, one per view
that received hover callbacks (entered, moved, left) and one per scroll view (its delegate
messages: did_scroll as small dots); time on the x axis. Touch phases and gesture
states have distinct shapes and colours (filled: handled / recognized, hollow: passed on);
a delivery held back by a recognizer is an arrow from ``t`` (when it happened) to ``at``
(when it was delivered); a thin vertical line joins the responders one delivery walked
through (the responder chain), router events included.

    from touchchain import replay, timeline
    records = replay.replay_file("scene.json")
    timeline.write(records, "scene.svg")      # hand-written SVG, no dependency
    timeline.write(records, "scene.png")      # matplotlib (pip install touchchain[plot])
"""
from __future__ import annotations

import math
import os
import re
from typing import TYPE_CHECKING, Any, Dict, Iterable, List, Mapping, Optional, Set, Tuple, Union
from xml.sax.saxutils import escape

if TYPE_CHECKING:
    from matplotlib.figure import Figure
else:  # matplotlib is imported only when to_figure runs: typing.get_type_hints reads Any
    Figure = Any

# A replay log record (replay.py, docs/FORMAT.md): a JSON object whose keys depend on its "ev".
Record = Mapping[str, Any]

# (shape, colour) per mark kind. Shapes: circle square triangle tri_down tri_right diamond
# x plus dot star.
TOUCH_STYLE = {
    "began": ("circle", "#2ca02c"), "moved": ("dot", "#1f77b4"),
    "stationary": ("dot", "#7f7f7f"), "ended": ("square", "#222222"),
    "cancelled": ("x", "#d62728"),
}
GESTURE_STYLE = {
    "began": ("triangle", "#2ca02c"), "changed": ("diamond", "#ff7f0e"),
    "ended": ("star", "#1f77b4"), "cancelled": ("x", "#d62728"), "failed": ("plus", "#7f7f7f"),
}
OTHER_STYLE = {
    "route": ("tri_right", "#9467bd"), "motion": ("tri_down", "#8c564b"),
    "remote": ("tri_down", "#e377c2"), "press": ("tri_down", "#bcbd22"),
    "control": ("square", "#17becf"), "dropped": ("x", "#222222"),
    "error": ("x", "#d62728"), "hit_test": ("circle", "#bbbbbb"),
    "estimated_update": ("diamond", "#9467bd"),
}
# Hover callbacks of a view (P3): entered, moved over, left.
HOVER_STYLE = {
    "began": ("tri_right", "#2ca02c"), "moved": ("dot", "#17becf"),
    "ended": ("square", "#7f7f7f"), "cancelled": ("x", "#d62728"),
}
# The background of each kind of lane.
KIND_FILL = {"responder": "#f4f8fc", "control": "#eefafa", "recognizer": "#fdf6ee",
             "hover": "#f7f3fb", "scroll": "#f3f9f0", "other": "#f6f6f6"}
# Scroll view delegate messages (S7): did_scroll is a small dot, the others are labelled.
SCROLL_STYLE = {
    "will_begin_dragging": ("triangle", "#2ca02c", "drag"),
    "did_scroll": ("dot", "#8c564b", None),
    "will_end_dragging": ("tri_down", "#1f77b4", "release"),
    "did_end_dragging": ("square", "#1f77b4", None),
    "will_begin_decelerating": ("tri_right", "#ff7f0e", None),
    "did_end_decelerating": ("star", "#222222", "rest"),
}


class Mark:
    __slots__ = ("lane", "x", "shape", "color", "filled", "size", "label", "above")

    def __init__(self, lane: int, x: float, shape: str, color: str, filled: bool = True,
                 size: float = 9.0, label: Optional[str] = None) -> None:
        self.lane, self.x, self.shape, self.color = lane, x, shape, color
        self.filled, self.size, self.label = filled, size, label
        self.above = False


class Model:
    """What to draw, independent of the backend: lanes, marks, arrows, chain links."""

    def __init__(self, records: Iterable[Record], title: Optional[str] = None) -> None:
        self.title = title or "timeline"
        # (label, kind) kind: responder | control | recognizer | other
        self.lanes: List[Tuple[str, str]] = []
        self._index: Dict[Tuple[str, str], int] = {}
        self.marks: List[Mark]
        self.arrows: List[Tuple[int, float, float, str]]     # lane, t, at, colour
        self.links: List[Tuple[float, int, int]]             # at, lane, lane
        self.legend: List[Tuple[str, str, bool, str]]        # shape, colour, filled, text
        self.marks, self.arrows, self.links, self.legend = [], [], [], []
        self._build([r for r in records if r.get("ev") not in
                     ("hit_enter", "point_inside", "hit_exit")])

    def lane(self, key: Tuple[str, str], label: str, kind: str) -> int:
        if key not in self._index:
            self._index[key] = len(self.lanes)
            self.lanes.append((label, kind))
        return self._index[key]

    def _build(self, records: List[Record]) -> None:
        # Lanes in order: responders (first appearance), controls, recognizers, scroll views,
        # others.
        for r in records:
            if r["ev"] in ("touches", "route", "motion", "remote", "press"):
                self.lane(("r", r["responder"]), r["responder"], "responder")
            elif r["ev"] == "estimated_update":
                self.lane(("r", r["view"]), r["view"], "responder")
        for r in records:
            if r["ev"] == "control":
                self.lane(("c", r["view"]), r["view"] + " (control)", "control")
        for r in records:
            if r["ev"] == "gesture":
                self.lane(("g", r["recognizer"]), r["recognizer"] + " (gesture)", "recognizer")
        for r in records:
            if r["ev"] == "hover":
                self.lane(("h", r["view"]), r["view"] + " (hover)", "hover")
        for r in records:
            if r["ev"] == "scroll":
                self.lane(("s", r["view"]), r["view"] + " (scroll)", "scroll")
        # Touch ids are labelled only when touches overlap in time (multi-touch).
        spans: Dict[int, Tuple[float, float]] = {}
        for r in records:
            if r["ev"] == "touches" and r.get("t") is not None:
                for i in r["touches"]:
                    lo, hi = spans.get(i, (r["t"], r["at"]))
                    spans[i] = (min(lo, r["t"]), max(hi, r["at"]))
        ordered = sorted(spans.values())
        multi = any(b[0] <= a[1] for a, b in zip(ordered, ordered[1:]))
        # Hover ids likewise: labelled only when more than one hover is seen.
        multi_hover = len({r["hover"] for r in records if r["ev"] == "hover"}) > 1
        used: Set[Tuple[str, ...]] = set()
        prev: Optional[Tuple[Tuple[object, ...], int]] = None
        times: List[float] = []
        for r in records:
            ev, t, at = r["ev"], r.get("t"), r.get("at")
            if t is None or at is None:
                continue
            times += [t, at]
            chain_key: Optional[Tuple[object, ...]] = None
            if ev == "touches":
                shape, color = TOUCH_STYLE[r["phase"]]
                lane = self._index[("r", r["responder"])]
                label = ",".join(str(i) for i in r["touches"]) if multi else None
                self.marks.append(Mark(lane, at, shape, color, r["handled"],
                                       5.0 if shape == "dot" else 9.0, label))
                used.add(("touches", r["phase"]))
                chain_key = ("touches", r["phase"], t, at, tuple(r["touches"]))
                if at > t:
                    self.arrows.append((lane, t, at, color))
                    used.add(("delayed",))
            elif ev == "gesture":
                shape, color = GESTURE_STYLE[r["state"]]
                lane = self._index[("g", r["recognizer"])]
                self.marks.append(Mark(lane, at, shape, color, True,
                                       7.0 if r["state"] == "changed" else 10.0))
                used.add(("gesture", r["state"]))
            elif ev in ("route", "motion", "remote", "press"):
                shape, color = OTHER_STYLE[ev]
                lane = self._index[("r", r["responder"])]
                label = r["name"] if ev == "route" else r["subtype"]
                first = prev is None or prev[0] != (ev, label, t, at)
                self.marks.append(Mark(lane, at, shape, color, r["handled"], 9.0,
                                       label if first else None))
                used.add((ev,))
                chain_key = (ev, label, t, at)
            elif ev == "control":
                shape, color = OTHER_STYLE["control"]
                lane = self._index[("c", r["view"])]
                label = r["event"][6:] if r["event"].startswith("touch_") else r["event"]
                self.marks.append(Mark(lane, at, shape, color, True, 7.0, label))
                used.add(("control",))
            elif ev == "scroll":
                shape, color, label = SCROLL_STYLE.get(r["event"], ("dot", "#7f7f7f", None))
                lane = self._index[("s", r["view"])]
                self.marks.append(Mark(lane, at, shape, color, True,
                                       4.0 if shape == "dot" else 8.0, label))
                used.add(("scroll", r["event"]))
            elif ev == "hover":
                shape, color = HOVER_STYLE.get(r["phase"], ("dot", "#7f7f7f"))
                lane = self._index[("h", r["view"])]
                label = str(r["hover"]) if multi_hover and r["phase"] != "moved" else None
                self.marks.append(Mark(lane, at, shape, color, True,
                                       4.0 if shape == "dot" else 8.0, label))
                used.add(("hover", r["phase"]))
            elif ev == "estimated_update":
                shape, color = OTHER_STYLE[ev]
                lane = self._index[("r", r["view"])]
                self.marks.append(Mark(lane, at, shape, color, True, 7.0,
                                       "+".join(r["properties"])))
                used.add((ev,))
            elif ev in ("dropped", "error"):
                shape, color = OTHER_STYLE[ev]
                lane = self.lane(("o", ev), "(%s)" % ev, "other")
                label = r.get("code") if ev == "error" else r["kind"]
                self.marks.append(Mark(lane, at, shape, color, True, 9.0, label))
                used.add((ev,))
            # chain links: consecutive records of one delivery
            if chain_key is not None and prev is not None and prev[0] == chain_key:
                self.links.append((at, prev[1], lane))
            prev = (chain_key, lane) if chain_key is not None else None
        self.t0 = min(times) if times else 0.0
        self.t1 = max(times) if times else 1.0
        if self.t1 - self.t0 < 1e-9:
            self.t0, self.t1 = self.t0 - 0.05, self.t1 + 0.05
        self.tick_range = (self.t0, self.t1)
        pad = (self.t1 - self.t0) * 0.04
        self.t0, self.t1 = self.t0 - pad, self.t1 + pad
        self._legend(used)
        # Labels close to the previous one on the same lane alternate below / above.
        last: Dict[int, Mark] = {}
        for m in self.marks:
            if not m.label:
                continue
            before = last.get(m.lane)
            if before is not None and m.x - before.x < 0.12 * (self.t1 - self.t0):
                m.above = not before.above
            last[m.lane] = m

    def _legend(self, used: Set[Tuple[str, ...]]) -> None:
        for phase, (shape, color) in TOUCH_STYLE.items():
            if ("touches", phase) in used:
                self.legend.append((shape, color, True, "touches " + phase))
        for state, (shape, color) in GESTURE_STYLE.items():
            if ("gesture", state) in used:
                self.legend.append((shape, color, True, "gesture " + state))
        for phase, (shape, color) in HOVER_STYLE.items():
            if ("hover", phase) in used:
                self.legend.append((shape, color, True, "hover " + {
                    "began": "entered", "moved": "moved", "ended": "left"}.get(phase, phase)))
        for event, (shape, color, _label) in SCROLL_STYLE.items():
            if ("scroll", event) in used:
                self.legend.append((shape, color, True, "scroll " + event.replace("_", " ")))
        for ev in ("route", "motion", "remote", "press", "control", "estimated_update",
                   "dropped", "error"):
            if (ev,) in used:
                shape, color = OTHER_STYLE[ev]
                self.legend.append((shape, color, True, {
                    "control": "control event", "estimated_update": "estimated update"}.get(
                        ev, ev)))
        if any(k[0] == "touches" for k in used) or any(k[0] in ("route", "motion", "remote",
                                                              "press") for k in used):
            self.legend.append(("circle", "#555555", False, "hollow: passed on"))
        if ("delayed",) in used:
            self.legend.append(("arrow", "#555555", True, "held: t \u2192 delivered at"))

    def ticks(self, n: int = 8) -> List[float]:
        lo, hi = self.tick_range
        span = hi - lo
        raw = span / n
        mag: float = 10 ** math.floor(math.log10(raw))
        step = next(m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw)
        first = math.ceil(self.t0 / step - 1e-9) * step
        out: List[float]
        out, x = [], first
        while x <= self.t1 + 1e-9:
            out.append(round(x, 10))
            x += step
        return out


def _fmt_t(x: float) -> str:
    s = ("%.3f" % x).rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


# ---------------------------------------------------------------------------------------------
# SVG (by hand)
# ---------------------------------------------------------------------------------------------

WIDTH, LEFT, RIGHT, TOP, LANE_H = 1000, 190, 90, 48, 40


def _svg_shape(shape: str, cx: float, cy: float, size: float, color: str, filled: bool) -> str:
    r = size / 2.0
    fill = color if filled else "white"
    common = 'fill="%s" stroke="%s" stroke-width="1.6"' % (fill, color)
    if shape == "circle" or shape == "dot":
        return '<circle cx="%.1f" cy="%.1f" r="%.1f" %s/>' % (cx, cy, r, common)
    if shape == "square":
        return '<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" %s/>' % (
            cx - r * 0.85, cy - r * 0.85, 1.7 * r, 1.7 * r, common)
    if shape in ("triangle", "tri_down", "tri_right", "diamond", "star"):
        pts: List[Tuple[float, float]]
        if shape == "triangle":
            pts = [(0, -1.1), (1, 0.75), (-1, 0.75)]
        elif shape == "tri_down":
            pts = [(0, 1.1), (1, -0.75), (-1, -0.75)]
        elif shape == "tri_right":
            pts = [(1.1, 0), (-0.75, 1), (-0.75, -1)]
        elif shape == "diamond":
            pts = [(0, -1), (0.8, 0), (0, 1), (-0.8, 0)]
        else:
            pts = [(math.cos(math.pi / 2 + k * math.pi / 5) * (1.15 if k % 2 == 0 else 0.5),
                    -math.sin(math.pi / 2 + k * math.pi / 5) * (1.15 if k % 2 == 0 else 0.5))
                   for k in range(10)]
        return '<polygon points="%s" %s/>' % (
            " ".join("%.1f,%.1f" % (cx + px * r, cy + py * r) for px, py in pts), common)
    if shape in ("x", "plus"):
        segs: List[Tuple[float, float, float, float]]
        if shape == "x":
            segs = [(-r, -r, r, r), (-r, r, r, -r)]
        else:
            segs = [(-r, 0, r, 0), (0, -r, 0, r)]
        return "".join('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" '
                       'stroke-width="2.4"/>' % (cx + a, cy + b, cx + c, cy + d, color)
                       for a, b, c, d in segs)
    raise ValueError(shape)


# Characters XML 1.0 does not allow in a document: the controls U+0000-U+001F but tab,
# newline and carriage return, lone surrogates, U+FFFE and U+FFFF. A name holding one is written with a JSON-style
# escape (``\u0001``, as the log writes it), so that the SVG always parses.
_NOT_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")


def _xml_text(text: str) -> str:
    """``text`` as the content of an SVG element: escaped (``&``, ``<``, ``>``), with the
    characters XML does not allow written as ``\\uXXXX``."""
    return escape(_NOT_XML.sub(lambda m: "\\u%04x" % ord(m.group()), text))


def to_svg(model: Model) -> str:
    lanes = len(model.lanes)
    plot_h = max(1, lanes) * LANE_H
    per_row = 5
    legend_rows = (len(model.legend) + per_row - 1) // per_row
    height = TOP + plot_h + 44 + legend_rows * 22 + 12
    x0, x1 = LEFT, WIDTH - RIGHT

    def X(t: float) -> float:
        return x0 + (t - model.t0) / (model.t1 - model.t0) * (x1 - x0)

    def Y(lane: int) -> float:
        return TOP + lane * LANE_H + LANE_H / 2.0

    out = ['<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" '
           'viewBox="0 0 %d %d" font-family="DejaVu Sans, Helvetica, Arial, sans-serif">'
           % (WIDTH, height, WIDTH, height),
           '<rect width="100%" height="100%" fill="white"/>',
           '<text x="%d" y="28" font-size="16" font-weight="bold">%s</text>'
           % (12, _xml_text(model.title))]
    kind_fill = KIND_FILL
    for i, (label, kind) in enumerate(model.lanes):
        y: float = TOP + i * LANE_H
        out.append('<rect x="%d" y="%.1f" width="%d" height="%d" fill="%s"/>'
                   % (x0 - 10, y + 2, x1 - x0 + 20, LANE_H - 4, kind_fill[kind]))
        out.append('<line x1="%d" y1="%.1f" x2="%d" y2="%.1f" stroke="#cccccc"/>'
                   % (x0 - 10, Y(i), x1 + 10, Y(i)))
        out.append('<text x="%d" y="%.1f" font-size="13" text-anchor="end" '
                   'dominant-baseline="middle">%s</text>' % (x0 - 16, Y(i), _xml_text(label)))
    axis_y = TOP + plot_h + 8
    out.append('<line x1="%d" y1="%d" x2="%d" y2="%d" stroke="#444"/>'
               % (x0 - 10, axis_y, x1 + 10, axis_y))
    for tick in model.ticks():
        out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#444"/>'
                   % (X(tick), axis_y, X(tick), axis_y + 5))
        out.append('<line x1="%.1f" y1="%d" x2="%.1f" y2="%d" stroke="#e4e4e4" '
                   'stroke-dasharray="2,3"/>' % (X(tick), TOP, X(tick), axis_y))
        out.append('<text x="%.1f" y="%d" font-size="11" text-anchor="middle">%s</text>'
                   % (X(tick), axis_y + 18, _fmt_t(tick)))
    out.append('<text x="%d" y="%d" font-size="11" text-anchor="end">time (s)</text>'
               % (x1 + 10, axis_y + 32))
    for t, a, b in model.links:
        out.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="#999999" '
                   'stroke-width="1"/>' % (X(t), Y(a), X(t), Y(b)))
    for lane, t, at, color in model.arrows:
        y = Y(lane) - 11
        out.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" '
                   'stroke-width="1.5" stroke-dasharray="4,3"/>' % (X(t), y, X(at) - 6, y, color))
        out.append('<polygon points="%.1f,%.1f %.1f,%.1f %.1f,%.1f" fill="%s"/>'
                   % (X(at), y, X(at) - 7, y - 4, X(at) - 7, y + 4, color))
        out.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" '
                   'stroke-width="1.5"/>' % (X(t), y - 5, X(t), y + 5, color))
    for m in model.marks:
        out.append(_svg_shape(m.shape, X(m.x), Y(m.lane), m.size, m.color, m.filled))
        if m.label:
            out.append('<text x="%.1f" y="%.1f" font-size="10" fill="#333">%s</text>'
                       % (X(m.x) + 6, Y(m.lane) + (-8 if m.above else 16), _xml_text(m.label)))
    ly = axis_y + 48
    col_w = (WIDTH - 24) / per_row
    for i, (shape, color, filled, text) in enumerate(model.legend):
        cx = 20 + (i % per_row) * col_w
        cy = ly + (i // per_row) * 22
        if shape == "arrow":
            out.append('<line x1="%.1f" y1="%.1f" x2="%.1f" y2="%.1f" stroke="%s" '
                       'stroke-dasharray="4,3" stroke-width="1.5"/>'
                       % (cx - 8, cy, cx + 6, cy, color))
            out.append('<polygon points="%.1f,%.1f %.1f,%.1f %.1f,%.1f" fill="%s"/>'
                       % (cx + 12, cy, cx + 5, cy - 4, cx + 5, cy + 4, color))
        else:
            out.append(_svg_shape(shape, cx, cy, 9.0, color, filled))
        out.append('<text x="%.1f" y="%.1f" font-size="12" dominant-baseline="middle">%s'
                   '</text>' % (cx + 16, cy, _xml_text(text)))
    out.append("</svg>")
    return "\n".join(out) + "\n"


# ---------------------------------------------------------------------------------------------
# PNG (matplotlib)
# ---------------------------------------------------------------------------------------------

MPL_MARKER = {"circle": "o", "dot": "o", "square": "s", "triangle": "^", "tri_down": "v",
              "tri_right": ">", "diamond": "D", "star": "*", "x": "x", "plus": "+"}


def to_figure(model: Model) -> Figure:
    """A matplotlib Figure of the model (needs matplotlib)."""
    import matplotlib
    matplotlib.use("Agg", force=False)
    import matplotlib.pyplot as plt
    from matplotlib.lines import Line2D

    lanes = max(1, len(model.lanes))
    fig, ax = plt.subplots(figsize=(11, 1.2 + 0.5 * lanes + 0.25 * (len(model.legend) // 4 + 1)),
                           dpi=100)
    kind_fill = KIND_FILL
    for i, (_label, kind) in enumerate(model.lanes):
        ax.axhspan(i - 0.45, i + 0.45, color=kind_fill[kind], zorder=0)
        ax.axhline(i, color="#cccccc", lw=0.8, zorder=1)
    for t, a, b in model.links:
        ax.plot([t, t], [a, b], color="#999999", lw=0.8, zorder=2)
    for lane, t, at, color in model.arrows:
        ax.annotate("", xy=(at, lane - 0.28), xytext=(t, lane - 0.28),
                    arrowprops=dict(arrowstyle="-|>", color=color, lw=1.2, ls="--"), zorder=3)
        ax.plot([t, t], [lane - 0.4, lane - 0.16], color=color, lw=1.2, zorder=3)
    for m in model.marks:
        marker = MPL_MARKER[m.shape]
        line_only = marker in ("x", "+")
        ax.plot([m.x], [m.lane], marker=marker, ms=m.size * (0.75 if m.shape != "dot" else 0.9),
                mfc=(m.color if m.filled else "white") if not line_only else m.color,
                mec=m.color, mew=2.0 if line_only else 1.3, ls="none", zorder=4)
        if m.label:
            ax.annotate(m.label, (m.x, m.lane), xytext=(5, 6 if m.above else -13),
                        textcoords="offset points", fontsize=7.5, color="#333333", zorder=5)
    ax.set_yticks(range(len(model.lanes)))
    ax.set_yticklabels([label for label, _ in model.lanes], fontsize=10)
    ax.set_ylim(len(model.lanes) - 0.5, -0.5)
    ax.set_xlim(model.t0, model.t1)
    ax.set_xticks(model.ticks())
    ax.set_xlabel("time (s)")
    ax.grid(axis="x", color="#e4e4e4", ls=":")
    ax.set_title(model.title, loc="left", fontsize=12, fontweight="bold")
    for side in ("top", "right", "left"):
        ax.spines[side].set_visible(False)
    handles: List[Line2D] = []
    for shape, color, filled, text in model.legend:
        if shape == "arrow":
            handles.append(Line2D([], [], color=color, ls="--", marker=">", ms=6, label=text))
            continue
        marker = MPL_MARKER[shape]
        handles.append(Line2D([], [], marker=marker, ls="none", ms=7, label=text,
                              mfc=(color if filled else "white") if marker not in "x+" else color,
                              mec=color, mew=1.8 if marker in "x+" else 1.2))
    fig.tight_layout()
    if handles:
        # below the axis label, a fixed distance in points whatever the figure height
        axes_h_pt = ax.get_position().height * fig.get_figheight() * 72
        ax.legend(handles=handles, loc="upper center", bbox_to_anchor=(0.5, -42 / axes_h_pt),
                  ncol=min(5, len(handles)), fontsize=8.5, frameon=False)
    return fig


def write(records: Iterable[Record], path: Union[str, os.PathLike[str]],
          title: Optional[str] = None) -> Model:
    """Write the timeline of ``records`` to ``path``: .svg (no dependency) or .png."""
    model = Model(records, title)
    lower = str(path).lower()
    if lower.endswith(".svg"):
        with open(path, "w", encoding="utf-8") as f:
            f.write(to_svg(model))
    elif lower.endswith(".png"):
        try:
            fig = to_figure(model)
        except ImportError:
            raise ImportError("PNG timelines need matplotlib: pip install 'touchchain[plot]' "
                              "(or write .svg)") from None
        import matplotlib.pyplot as plt
        fig.savefig(path, dpi=110, bbox_inches="tight", pad_inches=0.15,
                    metadata={"Software": None})
        plt.close(fig)
    else:
        raise ValueError("unknown picture type %r: use .svg or .png" % str(path))
    return model


def read_log(path: Union[str, os.PathLike[str]]) -> List[Dict[str, Any]]:
    """Records from a JSON Lines replay log."""
    import json
    with open(path, encoding="utf-8") as f:
        return [json.loads(line) for line in f if line.strip()]


__all__ = ["Model", "to_svg", "to_figure", "write", "read_log"]
