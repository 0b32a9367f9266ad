"""Replay a scene/trace file (``touchchain-scene/1``, docs/FORMAT.md) and log
what the engine dispatched, one JSON object per line.

    python -m touchchain replay SCENE.json [--trace-hit-test] [--timeline OUT.svg|OUT.png]

Python API::

    from touchchain import replay
    records = replay.replay_file("scene.json")        # list of dicts, in log order
    print(replay.format_log(records), end="")

The file is validated completely before anything is built: an unknown key, a wrong type,
a missing required key or an unknown name raises :class:`SceneError` whose message starts
with the key path (``windows[0].children[2].hti: unknown key``). Steps the *engine* refuses
(time going backwards, an unknown touch id, NaN, ...) become ``error`` records and the
replay goes on.
"""
import json
import math
import sys

from ._enums import (ControlEvent, ControlKind, GestureState, Motion, Phase, Press,
                     RecognizerKind, Remote, SwipeDirection, TouchType, TraceStep, Edge)
from ._errors import TouchChainError

FORMAT_ID = "touchchain-scene/1"

# ---------------------------------------------------------------------------------------------
# Names used in files and logs
# ---------------------------------------------------------------------------------------------

TOUCH_PHASES = {"began": Phase.BEGAN, "moved": Phase.MOVED, "stationary": Phase.STATIONARY,
                "ended": Phase.ENDED, "cancelled": Phase.CANCELLED}
MOTION_PHASES = {"began": Phase.BEGAN, "ended": Phase.ENDED, "cancelled": Phase.CANCELLED}
PRESS_PHASES = {"began": Phase.BEGAN, "changed": Phase.CHANGED, "ended": Phase.ENDED,
                "cancelled": Phase.CANCELLED}
PHASE_NAMES = {int(v): k for k, v in dict(TOUCH_PHASES, **PRESS_PHASES).items()}
TOUCH_TYPES = {m.name.lower(): m for m in TouchType}
MOTIONS = {m.name.lower(): m for m in Motion}
REMOTES = {m.name.lower(): m for m in Remote}
PRESSES = {m.name.lower(): m for m in Press}
# Rule E1 (docs/BEHAVIOUR.md) spells the arrows "up, down, left, right": accepted as aliases (logged canonically).
PRESS_ALIASES = {"up": Press.UP_ARROW, "down": Press.DOWN_ARROW, "left": Press.LEFT_ARROW,
                 "right": Press.RIGHT_ARROW}
CONTROL_KINDS = {m.name.lower(): m for m in ControlKind if m.name != "NONE"}
CONTROL_EVENTS = {m.name.lower(): m for m in ControlEvent
                  if m.name != "ALL" and bin(int(m)).count("1") == 1}
CONTROL_EVENT_NAMES = {int(v): k for k, v in CONTROL_EVENTS.items()}
RECOGNIZER_KINDS = {"tap": RecognizerKind.TAP, "long_press": RecognizerKind.LONG_PRESS,
                    "pan": RecognizerKind.PAN, "edge_pan": RecognizerKind.EDGE_PAN,
                    "swipe": RecognizerKind.SWIPE, "pinch": RecognizerKind.PINCH,
                    "rotation": RecognizerKind.ROTATION}
DIRECTIONS = {"right": SwipeDirection.RIGHT, "left": SwipeDirection.LEFT,
              "up": SwipeDirection.UP, "down": SwipeDirection.DOWN}
EDGES = {"top": Edge.TOP, "left": Edge.LEFT, "bottom": Edge.BOTTOM, "right": Edge.RIGHT}
HANDLES = ("touches", "motion", "remote", "presses")
GESTURE_STATES = {int(GestureState.BEGAN): "began", int(GestureState.CHANGED): "changed",
                  int(GestureState.ENDED): "ended", int(GestureState.CANCELLED): "cancelled",
                  int(GestureState.FAILED): "failed"}
EVENT_KIND_NAMES = {1: "touches", 2: "motion", 3: "remote", 4: "press", 5: "route"}

# Kind parameters each recognizer kind accepts (FORMAT.md RECOGNIZER), and the
# tc_recognizer_params field each maps to.
KIND_PARAMS = {
    "tap": ("taps", "touches", "allowable_movement"),
    "long_press": ("taps", "touches", "min_duration", "allowable_movement"),
    "pan": ("min_touches", "max_touches"),
    "edge_pan": ("edges", "min_touches", "max_touches"),
    "swipe": ("direction", "touches"),
    "pinch": (),
    "rotation": (),
}
PARAM_FIELD = {"taps": "taps_required", "touches": "touches_required",
               "min_duration": "min_duration", "allowable_movement": "allowable_movement",
               "min_touches": "min_touches", "max_touches": "max_touches",
               "direction": "direction", "edges": "edges",
               "cancels_touches_in_view": "cancels_touches_in_view",
               "delays_touches_began": "delays_touches_began",
               "delays_touches_ended": "delays_touches_ended", "enabled": "enabled"}
RECOGNIZER_COMMON = ("name", "kind", "enabled", "cancels_touches_in_view",
                     "delays_touches_began", "delays_touches_ended", "require_to_fail",
                     "simultaneous_with", "should_begin")
ALL_KIND_PARAMS = ("taps", "touches", "min_duration", "allowable_movement", "min_touches",
                   "max_touches", "direction", "edges")

VIEW_KEYS = ("name", "frame", "bounds_origin", "transform", "hidden", "alpha", "interactive",
             "multiple_touch", "exclusive_touch", "hit", "handles", "routes",
             "can_become_first", "control", "recognizers", "children")
HIT_KEYS = ("insets", "min_size", "outside_bounds", "redirect", "polygon", "presentation",
            "use_presentation")
STEP_KINDS = ("touch", "advance", "motion", "remote", "press", "route", "hit_test", "set",
              "first_responder")
STEP_KEYS = {
    "touch": ("t", "touch", "phase", "x", "y", "window", "force", "radius", "type"),
    "advance": ("t", "advance"),
    "motion": ("t", "motion", "phase"),
    "remote": ("t", "remote"),
    "press": ("t", "press", "phase"),
    "route": ("t", "route", "from", "info"),
    "hit_test": ("t", "hit_test", "window"),
    "set": ("t", "set"),
    "first_responder": ("t", "first_responder"),
}
SCENE_KEYS = ("format", "windows", "controllers", "app", "app_delegate", "first_responder",
              "focus", "trace")


class SceneError(ValueError):
    """The scene file is unreadable or invalid; the message starts with the key path."""


# ---------------------------------------------------------------------------------------------
# Validation (complete, before anything is built)
# ---------------------------------------------------------------------------------------------

def _fail(path, msg):
    raise SceneError("%s: %s" % (path or "(top level)", msg))


def _describe(value):
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, str):
        return "a string"
    if isinstance(value, list):
        return "a list"
    return "an object"


def _is_num(v):
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def _keys(obj, path, allowed, required=()):
    if not isinstance(obj, dict):
        _fail(path, "expected an object, got %s" % _describe(obj))
    for key in obj:
        if key not in allowed:
            _fail("%s.%s" % (path, key) if path else key, "unknown key")
    for key in required:
        if key not in obj:
            _fail(path, "missing required key %r" % key)


def _num(v, path):
    if not _is_num(v):
        _fail(path, "expected a number, got %s" % _describe(v))
    return v


def _int(v, path):
    if not _is_num(v) or (isinstance(v, float) and not v.is_integer()):
        _fail(path, "expected an integer, got %s" % _describe(v))
    return int(v)


def _bool(v, path):
    if not isinstance(v, bool):
        _fail(path, "expected true or false, got %s" % _describe(v))
    return v


def _str(v, path):
    if not isinstance(v, str):
        _fail(path, "expected a string, got %s" % _describe(v))
    return v


def _nums(v, path, n):
    if not isinstance(v, list) or len(v) != n:
        _fail(path, "expected a list of %d numbers, got %s" % (n, _describe(v)
                                                                if not isinstance(v, list)
                                                                else "%d items" % len(v)))
    for i, x in enumerate(v):
        _num(x, "%s[%d]" % (path, i))
    return v


def _list(v, path):
    if not isinstance(v, list):
        _fail(path, "expected a list, got %s" % _describe(v))
    return v


def _enum_name(v, path, table):
    _str(v, path)
    if v not in table:
        _fail(path, "unknown value %r (expected one of: %s)" % (v, ", ".join(table)))
    return table[v]


def _mask(v, path, table):
    items = v if isinstance(v, list) else [v]
    if isinstance(v, list) and not v:
        _fail(path, "expected at least one of: %s" % ", ".join(table))
    mask = 0
    for i, item in enumerate(items):
        mask |= int(_enum_name(item, "%s[%d]" % (path, i) if isinstance(v, list) else path,
                               table))
    return mask


class _Names:
    """Names known while validating: views, windows, controllers, recognizers."""

    def __init__(self):
        self.views, self.windows, self.controllers, self.recognizers = {}, set(), set(), {}
        self.refs = []  # (kind, name, path) resolved at the end of the setup pass

    def add_view(self, name, path):
        if name in self.views or name in self.controllers:
            _fail(path, "duplicate name %r" % name)
        self.views[name] = path

    def add_recognizer(self, name, path, owner):
        if name in self.recognizers:
            _fail(path, "duplicate recognizer name %r" % name)
        self.recognizers[name] = owner


def _check_view(spec, path, names, partial=False, window=False, owner=None):
    """Validate a VIEW (or, with partial, the changes of a ``set`` step)."""
    allowed = VIEW_KEYS if not partial else tuple(k for k in VIEW_KEYS
                                                  if k not in ("name", "children"))
    if partial:
        allowed = allowed + ("view", "remove")
    _keys(spec, path, allowed, () if partial else ("name", "frame"))
    if not partial:
        names.add_view(_str(spec["name"], path + ".name"), path)
    if "frame" in spec:
        f = _nums(spec["frame"], path + ".frame", 4)
        if f[2] < 0 or f[3] < 0:
            _fail(path + ".frame", "width and height must be >= 0")
    if "bounds_origin" in spec:
        _nums(spec["bounds_origin"], path + ".bounds_origin", 2)
    if "transform" in spec:
        _nums(spec["transform"], path + ".transform", 6)
    for key in ("hidden", "interactive", "multiple_touch", "exclusive_touch",
                "can_become_first"):
        if key in spec:
            _bool(spec[key], "%s.%s" % (path, key))
    if "alpha" in spec:
        _num(spec["alpha"], path + ".alpha")
    if "hit" in spec:
        _check_hit(spec["hit"], path + ".hit", names)
    if "handles" in spec:
        for i, h in enumerate(_list(spec["handles"], path + ".handles")):
            _enum_name(h, "%s.handles[%d]" % (path, i), dict.fromkeys(HANDLES))
    if "routes" in spec:
        for i, r in enumerate(_list(spec["routes"], path + ".routes")):
            _str(r, "%s.routes[%d]" % (path, i))
    if "control" in spec and not (partial and spec["control"] is None):
        c = spec["control"]
        _keys(c, path + ".control", ("kind", "enabled", "events"), ("kind",))
        _enum_name(c["kind"], path + ".control.kind", CONTROL_KINDS)
        if "enabled" in c:
            _bool(c["enabled"], path + ".control.enabled")
        if "events" in c:
            for i, e in enumerate(_list(c["events"], path + ".control.events")):
                _enum_name(e, "%s.control.events[%d]" % (path, i), CONTROL_EVENTS)
    if "recognizers" in spec:
        for i, r in enumerate(_list(spec["recognizers"], path + ".recognizers")):
            _check_recognizer(r, "%s.recognizers[%d]" % (path, i), names,
                              owner if partial else spec["name"])
    if "children" in spec:
        for i, c in enumerate(_list(spec["children"], path + ".children")):
            _check_view(c, "%s.children[%d]" % (path, i), names)


def _check_hit(hit, path, names):
    _keys(hit, path, HIT_KEYS)
    if "insets" in hit:
        _nums(hit["insets"], path + ".insets", 4)
    if "min_size" in hit:
        _nums(hit["min_size"], path + ".min_size", 2)
    for key in ("outside_bounds", "use_presentation"):
        if key in hit:
            _bool(hit[key], "%s.%s" % (path, key))
    if hit.get("redirect") is not None:
        names.refs.append(("view", _str(hit["redirect"], path + ".redirect"),
                           path + ".redirect"))
    if hit.get("polygon") is not None:
        poly = _list(hit["polygon"], path + ".polygon")
        if len(poly) < 3:
            _fail(path + ".polygon", "a polygon needs at least 3 points")
        for i, p in enumerate(poly):
            _nums(p, "%s.polygon[%d]" % (path, i), 2)
    if hit.get("presentation") is not None:
        p = hit["presentation"]
        _keys(p, path + ".presentation", ("frame", "transform"), ("frame",))
        _nums(p["frame"], path + ".presentation.frame", 4)
        if "transform" in p:
            _nums(p["transform"], path + ".presentation.transform", 6)


def _check_recognizer(r, path, names, owner):
    _keys(r, path, RECOGNIZER_COMMON + ALL_KIND_PARAMS, ("name", "kind"))
    name = _str(r["name"], path + ".name")
    kind = r["kind"]
    _enum_name(kind, path + ".kind", RECOGNIZER_KINDS)
    names.add_recognizer(name, path, owner)
    for key in ("enabled", "cancels_touches_in_view", "delays_touches_began",
                "delays_touches_ended", "should_begin"):
        if key in r:
            _bool(r[key], "%s.%s" % (path, key))
    for key in ("require_to_fail", "simultaneous_with"):
        if key in r:
            for i, other in enumerate(_list(r[key], "%s.%s" % (path, key))):
                p = "%s.%s[%d]" % (path, key, i)
                names.refs.append(("recognizer", _str(other, p), p))
    for key in ALL_KIND_PARAMS:
        if key not in r:
            continue
        p = "%s.%s" % (path, key)
        if key not in KIND_PARAMS[kind]:
            _fail(p, "not a parameter of a %s recognizer (its parameters: %s)"
                  % (kind, ", ".join(KIND_PARAMS[kind]) or "none"))
        if key == "direction":
            _mask(r[key], p, DIRECTIONS)
        elif key == "edges":
            _mask(r[key], p, EDGES)
        elif key in ("taps", "touches", "min_touches", "max_touches"):
            _int(r[key], p)
        else:
            _num(r[key], p)


def _resolve_refs(names):
    for kind, name, path in names.refs:
        table = names.views if kind == "view" else names.recognizers
        if name not in table:
            _fail(path, "no %s named %r" % (kind, name))
    names.refs = []


def _check_responder(spec, path, extra=(), required=()):
    _keys(spec, path, ("handles", "routes") + extra, required)
    if "handles" in spec:
        for i, h in enumerate(_list(spec["handles"], path + ".handles")):
            _enum_name(h, "%s.handles[%d]" % (path, i), dict.fromkeys(HANDLES))
    if "routes" in spec:
        for i, r in enumerate(_list(spec["routes"], path + ".routes")):
            _str(r, "%s.routes[%d]" % (path, i))


def validate(doc):
    """Check a parsed scene completely; raises SceneError naming the key path."""
    _keys(doc, "", SCENE_KEYS, ("format", "windows"))
    if doc["format"] != FORMAT_ID:
        _fail("format", "expected %r, got %r" % (FORMAT_ID, doc["format"]))
    names = _Names()
    windows = _list(doc["windows"], "windows")
    if not windows:
        _fail("windows", "at least one window is required")
    for i, w in enumerate(windows):
        _check_view(w, "windows[%d]" % i, names, window=True)
        names.windows.add(w["name"])
    controlled = {}
    for i, c in enumerate(_list(doc.get("controllers", []), "controllers")):
        path = "controllers[%d]" % i
        _check_responder(c, path, ("name", "view"), ("name",))
        name = _str(c["name"], path + ".name")
        if name in names.views or name in names.controllers:
            _fail(path + ".name", "duplicate name %r" % name)
        names.controllers.add(name)
        if "view" in c:
            v = _str(c["view"], path + ".view")
            if v not in names.views:
                _fail(path + ".view", "no view named %r" % v)
            if v in controlled:
                _fail(path + ".view", "view %r already has controller %r" % (v, controlled[v]))
            controlled[v] = name
    for key in ("app", "app_delegate"):
        if key in doc:
            _check_responder(doc[key], key)
    for key in ("first_responder", "focus"):
        if key in doc:
            v = _str(doc[key], key)
            if v not in names.views:
                _fail(key, "no view named %r" % v)
    _resolve_refs(names)
    for i, step in enumerate(_list(doc.get("trace", []), "trace")):
        _check_step(step, "trace[%d]" % i, names)
    return doc


def _check_step(step, path, names):
    if not isinstance(step, dict):
        _fail(path, "expected an object, got %s" % _describe(step))
    kinds = [k for k in STEP_KINDS if k in step]
    if not kinds:
        unknown = [k for k in step if k != "t" and not any(k in v for v in STEP_KEYS.values())]
        if unknown:
            _fail("%s.%s" % (path, unknown[0]), "unknown key")
        _fail(path, "a step needs one of: %s" % ", ".join(STEP_KINDS))
    # "phase" etc. are not kinds; a touch step may not also be e.g. a route step.
    if len(kinds) > 1:
        _fail(path, "a step has exactly one kind, got %s" % " and ".join(kinds))
    kind = kinds[0]
    required = {"touch": ("t", "touch", "phase", "x", "y"), "motion": ("t", "motion", "phase"),
                "press": ("t", "press", "phase"), "route": ("t", "route", "from")}
    _keys(step, path, STEP_KEYS[kind], required.get(kind, ("t",)))
    _num(step["t"], path + ".t")
    win = step.get("window")
    if win is not None and _str(win, path + ".window") not in names.windows:
        _fail(path + ".window", "no window named %r" % win)
    if kind == "touch":
        _int(step["touch"], path + ".touch")
        _enum_name(step["phase"], path + ".phase", TOUCH_PHASES)
        _num(step["x"], path + ".x")
        _num(step["y"], path + ".y")
        for key in ("force", "radius"):
            if key in step:
                _num(step[key], "%s.%s" % (path, key))
        if "type" in step:
            _enum_name(step["type"], path + ".type", TOUCH_TYPES)
    elif kind == "advance":
        if step["advance"] is not True:
            _fail(path + ".advance", "expected true")
    elif kind == "motion":
        _enum_name(step["motion"], path + ".motion", MOTIONS)
        _enum_name(step["phase"], path + ".phase", MOTION_PHASES)
    elif kind == "remote":
        _enum_name(step["remote"], path + ".remote", REMOTES)
    elif kind == "press":
        _enum_name(step["press"], path + ".press", dict(PRESSES, **PRESS_ALIASES))
        _enum_name(step["phase"], path + ".phase", PRESS_PHASES)
    elif kind == "route":
        _str(step["route"], path + ".route")
        src = _str(step["from"], path + ".from")
        if src not in names.views and src not in names.controllers:
            _fail(path + ".from", "no view or controller named %r" % src)
        if "info" in step:
            info = step["info"]
            if not isinstance(info, dict):
                _fail(path + ".info", "expected an object, got %s" % _describe(info))
            for k, v in info.items():
                _str(v, "%s.info.%s" % (path, k))
    elif kind == "hit_test":
        _nums(step["hit_test"], path + ".hit_test", 2)
    elif kind == "first_responder":
        v = step["first_responder"]
        if v is not None and _str(v, path + ".first_responder") not in names.views:
            _fail(path + ".first_responder", "no view named %r" % v)
    elif kind == "set":
        _check_set(step["set"], path + ".set", names)


def _check_set(s, path, names):
    if not isinstance(s, dict):
        _fail(path, "expected an object, got %s" % _describe(s))
    if "add_to" in s or "view_spec" in s:
        _keys(s, path, ("add_to", "view_spec"), ("add_to", "view_spec"))
        parent = _str(s["add_to"], path + ".add_to")
        if parent not in names.views:
            _fail(path + ".add_to", "no view named %r" % parent)
        _check_view(s["view_spec"], path + ".view_spec", names)
        _resolve_refs(names)
        return
    if "view" not in s:
        _fail(path, "missing required key 'view' (or 'add_to' with 'view_spec')")
    v = _str(s["view"], path + ".view")
    if v not in names.views:
        _fail(path + ".view", "no view named %r" % v)
    if "recognizers" in s:  # replaced: the view's old recognizer names are free again
        for name, owner in list(names.recognizers.items()):
            if owner == v:
                del names.recognizers[name]
    _check_view(s, path, names, partial=True, owner=v)
    if "remove" in s:
        if s["remove"] is not True:
            _fail(path + ".remove", "expected true")
        if len(s) != 2:
            _fail(path, "'remove' takes no other changes")
    _resolve_refs(names)


def load(path):
    """Read and validate a scene file; raises SceneError (message names the problem)."""
    try:
        if path == "-":
            text = sys.stdin.read()
        else:
            with open(path, encoding="utf-8") as f:
                text = f.read()
    except (OSError, UnicodeDecodeError) as e:
        raise SceneError("cannot read %s: %s" % (path, e)) from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        raise SceneError("not valid JSON: %s (line %d, column %d)"
                         % (e.msg, e.lineno, e.colno)) from None
    return validate(doc)


# ---------------------------------------------------------------------------------------------
# Log records
# ---------------------------------------------------------------------------------------------

def _f(x):
    """A float, reproducibly: rounded to 6 decimals, -0 as 0, non-finite as None."""
    x = float(x)
    if not math.isfinite(x):
        return None
    x = round(x, 6)
    return 0.0 if x == 0 else x


def _pt(x, y):
    return [_f(x), _f(y)]


def format_record(rec):
    return json.dumps(rec, ensure_ascii=False, allow_nan=False)


def format_log(records):
    return "".join(format_record(r) + "\n" for r in records)


# ---------------------------------------------------------------------------------------------
# The replayer
# ---------------------------------------------------------------------------------------------

class Replayer:
    """Builds a scene from a validated document and runs its trace, collecting records."""

    def __init__(self, doc, trace_hit_test=False):
        import touchchain as tc
        self.tc = tc
        self.doc = doc
        self.trace_hit_test = trace_hit_test
        self.records = []
        self.views, self.controllers, self.recognizers = {}, {}, {}
        self.view_recognizers = {}   # view name -> [recognizer names]
        self.windows = []
        self.handles, self.routes = {}, {}   # responder object id -> set
        self.names = {}                      # responder object id -> log name
        self._ctx_t = 0.0                    # timestamp of the step being replayed
        self._touch_ctx = None               # (t, at) of the latest touches delivery
        self._began = []                     # touch ids whose engine hit test is pending
        self._depth = 0                      # hit-test nesting (trace observer)
        self._in_dispatch = False
        self.scene = None

    # ---- records -----------------------------------------------------------
    def emit(self, t, at, ev, **fields):
        rec = {"t": _f(t), "at": _f(at), "ev": ev}
        rec.update(fields)
        self.records.append(rec)
        return rec

    def _now(self):
        return self.scene.now

    def _error(self, t, exc):
        self.emit(t, self._now(), "error", code=exc.name, message=exc.message)

    # ---- building ----------------------------------------------------------
    def build(self):
        tc, doc = self.tc, self.doc
        self.scene = scene = tc.Scene()
        scene.on_hit_trace = self._on_hit_trace
        scene.on_unhandled = self._on_unhandled
        pending = []
        for i, w in enumerate(doc["windows"]):
            win = tc.Window(scene, *map(float, w["frame"]), name=w["name"])
            self.windows.append(win)
            self._setup_view(win, w, "windows[%d]" % i, pending)
        self._finish(pending)
        for i, c in enumerate(doc.get("controllers", [])):
            ctl = tc.Controller(scene, name=c["name"])
            self.controllers[c["name"]] = ctl
            self._responder(ctl, c["name"], c)
            if "view" in c:
                self._setup_call("controllers[%d].view" % i,
                                 lambda: setattr(ctl, "view", self.views[c["view"]]))
        self._responder(scene.application, "app", doc.get("app", {}))
        if "app_delegate" in doc:
            self._responder(scene.app_delegate, "app_delegate", doc["app_delegate"])
        if "first_responder" in doc:
            self._setup_call("first_responder",
                             self.views[doc["first_responder"]].become_first_responder)
        if "focus" in doc:
            self._setup_call("focus", lambda: setattr(scene, "focus", self.views[doc["focus"]]))
        return self

    def _setup_call(self, path, fn):
        try:
            fn()
        except TouchChainError as e:
            raise SceneError("%s: the engine refused it: %s: %s"
                             % (path, e.name, e.message)) from None

    def _responder(self, obj, name, spec):
        key = id(obj)
        self.names[key] = name
        self.handles[key] = set(spec.get("handles", ()))
        self.routes[key] = set(spec.get("routes", ()))
        obj.on_touches = self._on_touches
        obj.on_motion = self._on_event
        obj.on_remote = self._on_event
        obj.on_presses = self._on_event
        obj.on_route = self._on_route

    def _setup_view(self, view, spec, path, pending):
        """Configure a created view from its spec, then create its children."""
        self.views[spec["name"]] = view
        self._responder(view, spec["name"], spec)
        self._setup_call(path, lambda: self._apply(view, spec, path, pending, creating=True))
        for i, c in enumerate(spec.get("children", ())):
            cpath = "%s.children[%d]" % (path, i)
            child = self._create_view(c, cpath)
            self._setup_call(cpath, lambda: view.add_subview(child))
            self._setup_view(child, c, cpath, pending)

    def _create_view(self, spec, path):
        out = []
        self._setup_call(path + ".frame", lambda: out.append(
            self.tc.View(self.scene, *map(float, spec["frame"]), name=spec["name"])))
        return out[0]

    def _finish(self, pending):
        """Second pass: references to views/recognizers created later in the file."""
        for path, fn in pending:
            self._setup_call(path, fn)
        del pending[:]

    def _apply(self, view, spec, path, pending, creating=False):
        """Apply VIEW keys (all of them at creation, the given ones for ``set``)."""
        tc = self.tc
        if "frame" in spec and not creating:
            view.frame = spec["frame"]
        if "bounds_origin" in spec:
            b = view.bounds
            view.bounds = (spec["bounds_origin"][0], spec["bounds_origin"][1], b.w, b.h)
        if "transform" in spec:
            view.transform = spec["transform"]
        for key, attr in (("hidden", "hidden"), ("interactive", "interactive"),
                          ("multiple_touch", "multiple_touch"),
                          ("exclusive_touch", "exclusive_touch"),
                          ("can_become_first", "can_become_first_responder")):
            if key in spec:
                setattr(view, attr, spec[key])
        if "alpha" in spec:
            view.alpha = spec["alpha"]
        hit = spec.get("hit") or {}
        if "insets" in hit:
            view.hit_insets = hit["insets"]
        if "min_size" in hit:
            view.min_hit_size = hit["min_size"]
        if "outside_bounds" in hit:
            view.hits_outside_bounds = hit["outside_bounds"]
        if "polygon" in hit:
            view.polygon = hit["polygon"]
        if "presentation" in hit:
            p = hit["presentation"]
            view.presentation = None if p is None else (p["frame"], p.get("transform"))
        if "use_presentation" in hit:
            view.use_presentation = hit["use_presentation"]
        if "redirect" in hit:
            target = hit["redirect"]
            pending.append((path + ".hit.redirect", lambda: setattr(
                view, "redirect", None if target is None else self.views[target])))
        key = id(view)
        if "handles" in spec:
            self.handles[key] = set(spec["handles"])
        if "routes" in spec:
            self.routes[key] = set(spec["routes"])
        if "control" in spec:
            self._apply_control(view, spec["control"])
        if "recognizers" in spec:
            self._apply_recognizers(view, spec["name"] if creating else self.names[key],
                                    spec["recognizers"], path, pending)

    def _apply_control(self, view, c):
        tc = self.tc
        if c is None:
            view.make_control(tc.ControlKind.NONE)
            return
        control = view.make_control(CONTROL_KINDS[c["kind"]])
        control.enabled = c.get("enabled", True)
        events = c.get("events")
        mask = int(tc.ControlEvent.ALL) if events is None else 0
        for e in events or ():
            mask |= int(CONTROL_EVENTS[e])
        if mask:
            name = self.names[id(view)]
            control.add_target(mask, lambda ctl, event: self._on_control(name, event))

    def _apply_recognizers(self, view, view_name, specs, path, pending):
        tc = self.tc
        for old in self.view_recognizers.pop(view_name, ()):
            self.recognizers.pop(old).destroy()
        names = []
        for i, r in enumerate(specs):
            rpath = "%s.recognizers[%d]" % (path, i)
            kind = RECOGNIZER_KINDS[r["kind"]]
            params = {}
            for key, value in r.items():
                if key in PARAM_FIELD:
                    if key == "direction":
                        value = _mask(value, rpath, DIRECTIONS)
                    elif key == "edges":
                        value = _mask(value, rpath, EDGES)
                    params[PARAM_FIELD[key]] = value
            try:
                rec = tc.Recognizer(self.scene, kind, name=r["name"], **params)
            except TouchChainError as e:
                raise SceneError("%s: the engine refused it: %s: %s"
                                 % (rpath, e.name, e.message)) from None
            rec.on_action = self._on_gesture
            if r.get("should_begin") is False:
                rec.should_begin = lambda _r: False
            rec.attach(view)
            self.recognizers[r["name"]] = rec
            names.append(r["name"])
            for j, other in enumerate(r.get("require_to_fail", ())):
                pending.append(("%s.require_to_fail[%d]" % (rpath, j),
                                lambda rec=rec, other=other:
                                rec.require_to_fail(self.recognizers[other])))
            for j, other in enumerate(r.get("simultaneous_with", ())):
                pending.append(("%s.simultaneous_with[%d]" % (rpath, j),
                                lambda rec=rec, other=other:
                                rec.allow_simultaneous(self.recognizers[other])))
        self.view_recognizers[view_name] = names

    # ---- callbacks ---------------------------------------------------------
    def _name(self, obj):
        return self.names.get(id(obj)) if obj is not None else None

    def _on_touches(self, responder, ev):
        key = id(responder)
        handled = "touches" in self.handles[key]
        if getattr(responder, "control", None) is not None:
            handled = True  # R3: a control consumes its touches (its tracking or its handler)
        self._touch_ctx = (ev.timestamp, ev.dispatch_time)
        self.emit(ev.timestamp, ev.dispatch_time, "touches", phase=PHASE_NAMES[int(ev.phase)],
                  responder=self.names[key], touches=[t.id for t in ev.touches],
                  handled=handled)
        return "touches" in self.handles[key]

    def _on_event(self, responder, ev):
        key = id(responder)
        kind = EVENT_KIND_NAMES[int(ev.type)]
        slot = {"motion": "motion", "remote": "remote", "press": "presses"}[kind]
        handled = slot in self.handles[key]
        self.emit(ev.timestamp, self._now(), kind, subtype=self._subtype(kind, ev.subtype),
                  phase=PHASE_NAMES.get(int(ev.phase)), responder=self.names[key],
                  handled=handled)
        return handled

    @staticmethod
    def _subtype(kind, value):
        table = {"motion": Motion, "remote": Remote, "press": Press}[kind]
        try:
            return table(value).name.lower()
        except ValueError:
            return value

    def _on_route(self, responder, ev):
        key = id(responder)
        routes = self.routes[key]
        handled = ev.name in routes or "*" in routes
        self.emit(self._ctx_t, self._now(), "route", name=ev.name,
                  responder=self.names[key], handled=handled)
        return handled

    def _on_unhandled(self, _scene, info):
        kind = EVENT_KIND_NAMES.get(int(info.type), str(info.type))
        if kind == "touches":
            self.emit(info.timestamp, self._now(), "dropped", kind=kind,
                      touches=[t.id for t in info.touches])
        elif kind == "route":
            self.emit(self._ctx_t, self._now(), "dropped", kind=kind, subtype=info.route_name)
        else:
            self.emit(info.timestamp, self._now(), "dropped", kind=kind,
                      subtype=self._subtype(kind, info.subtype))

    def _on_gesture(self, rec, d):
        state = GESTURE_STATES.get(int(d.state))
        if state is None:  # reset to possible: not a log record
            return
        fields = {"recognizer": rec.name, "state": state, "location": _pt(d.x, d.y)}
        kind = int(d.kind)
        if kind in (RecognizerKind.PAN, RecognizerKind.EDGE_PAN):
            fields["translation"] = _pt(d.translation_x, d.translation_y)
            fields["velocity"] = _pt(d.velocity_x, d.velocity_y)
        elif kind == RecognizerKind.PINCH:
            fields["scale"] = _f(d.scale)
            fields["velocity"] = _f(d.scale_velocity)
        elif kind == RecognizerKind.ROTATION:
            fields["rotation"] = _f(d.rotation)
            fields["velocity"] = _f(d.rotation_velocity)
        elif kind == RecognizerKind.SWIPE:
            names = [n for n, bit in DIRECTIONS.items() if int(d.direction) & int(bit)]
            fields["direction"] = names[0] if len(names) == 1 else (names or None)
        if state == "failed":
            reason = d.failure_message or (d.failure_reason.name.lower().replace("_", " ")
                                           if hasattr(d.failure_reason, "name") else "")
            fields["reason"] = reason
        self.emit(d.timestamp, d.timestamp, "gesture", **fields)

    def _on_control(self, view_name, event):
        t, at = self._touch_ctx if self._touch_ctx is not None else (self._now(),) * 2
        self.emit(t, at, "control", view=view_name,
                  event=CONTROL_EVENT_NAMES.get(int(event), str(int(event))))

    def _on_hit_trace(self, step, view, inside, result):
        step = int(step)
        if step == TraceStep.ENTER:
            self._depth += 1
            if self.trace_hit_test:
                self.emit(self._ctx_t, self._now(), "hit_enter", view=self._name(view))
        elif step == TraceStep.POINT_INSIDE:
            if self.trace_hit_test:
                self.emit(self._ctx_t, self._now(), "point_inside", view=self._name(view),
                          inside=bool(inside))
        else:
            self._depth -= 1
            if self.trace_hit_test:
                self.emit(self._ctx_t, self._now(), "hit_exit", view=self._name(view),
                          result=self._name(result))
            if self._depth == 0 and self._in_dispatch and self._began:
                # The engine's own hit test of a began sample (T4: once, in sample order).
                touch_id, t = self._began.pop(0)
                self.emit(t, self._now(), "hit_test", touch=touch_id, view=self._name(result))

    # ---- running -----------------------------------------------------------
    def _dispatch(self):
        self._in_dispatch = True
        try:
            self.scene.dispatch()
        finally:
            self._in_dispatch = False
            for touch_id, t in self._began:  # no window to hit-test (cannot happen here)
                self.emit(t, self._now(), "hit_test", touch=touch_id, view=None)
            self._began = []
            self._touch_ctx = None

    def run(self):
        pending_t = None  # t of the queued touch samples (one event), or None
        for step in self.doc.get("trace", ()):
            t = step["t"]
            is_touch = "touch" in step
            if pending_t is not None and (not is_touch or t != pending_t):
                self._dispatch()
                pending_t = None
            self._ctx_t = t
            try:
                if is_touch:
                    if self._push_touch(step):
                        pending_t = t
                else:
                    self._step(step)
            except TouchChainError as e:
                self._error(t, e)
        if pending_t is not None:
            self._dispatch()
        return self.records

    def _window(self, step):
        name = step.get("window")
        return self.windows[0] if name is None else self.views[name]

    def _push_touch(self, step):
        phase = TOUCH_PHASES[step["phase"]]
        self.scene.push_touch(step["touch"], phase, step["x"], step["y"], step["t"],
                              window=self._window(step), force=step.get("force", 0.0),
                              major_radius=step.get("radius", 0.0),
                              type=TOUCH_TYPES[step.get("type", "direct")])
        if phase == Phase.BEGAN:
            self._began.append((step["touch"], step["t"]))
        return True

    def _step(self, step):
        scene, t = self.scene, step["t"]
        if "advance" in step:
            scene.advance(t)
        elif "motion" in step:
            scene.push_motion(MOTIONS[step["motion"]], MOTION_PHASES[step["phase"]], t)
            self._dispatch()
        elif "remote" in step:
            scene.push_remote(REMOTES[step["remote"]], t)
            self._dispatch()
        elif "press" in step:
            press = dict(PRESSES, **PRESS_ALIASES)[step["press"]]
            scene.push_press(press, PRESS_PHASES[step["phase"]], t)
            self._dispatch()
        else:
            scene.advance(t)  # the clock reaches t (timers fire); refused if t is in the past
            if "route" in step:
                src = self.views.get(step["from"]) or self.controllers[step["from"]]
                scene.send_route(src, step["route"], step.get("info") or {})
            elif "hit_test" in step:
                x, y = step["hit_test"]
                hit = self._window(step).hit_test(x, y)
                self.emit(t, scene.now, "hit_test", point=_pt(x, y), view=self._name(hit))
            elif "first_responder" in step:
                name = step["first_responder"]
                if name is None:
                    current = scene.first_responder
                    if current is not None:
                        current.resign_first_responder()
                else:
                    self.views[name].become_first_responder()
            elif "set" in step:
                self._set(step["set"], "trace.set")

    def _set(self, s, path):
        pending = []
        if "add_to" in s:
            spec = s["view_spec"]
            view = self._create_view(spec, path + ".view_spec")
            self.views[s["add_to"]].add_subview(view)
            self._setup_view(view, spec, path + ".view_spec", pending)
        else:
            view = self.views[s["view"]]
            if s.get("remove"):
                view.remove_from_superview()
                return
            # A refused `set` changes nothing (FORMAT: refused steps are error records): the
            # view's properties are restored when any key of the step is refused.
            snapshot = _snapshot(view)
            try:
                self._apply(view, s, path, pending)
            except TouchChainError:
                _restore(view, snapshot)
                raise
        for _path, fn in pending:
            fn()

    def close(self):
        if self.scene is not None:
            self.scene.close()


# View properties a `set` step can change, in the order they are restored.
_SNAPSHOT_ATTRS = ("transform", "frame", "bounds", "hidden", "interactive", "multiple_touch",
                   "exclusive_touch", "can_become_first_responder", "alpha", "hit_insets",
                   "min_hit_size", "hits_outside_bounds", "polygon", "presentation",
                   "use_presentation", "redirect")


def _snapshot(view):
    snap = []
    for attr in _SNAPSHOT_ATTRS:
        try:
            snap.append((attr, getattr(view, attr)))
        except (AttributeError, TouchChainError):
            pass
    return snap


def _restore(view, snap):
    for attr, value in snap:
        try:
            if getattr(view, attr) != value:
                setattr(view, attr, value)
        except (AttributeError, TouchChainError, TypeError, ValueError):
            pass


def replay(doc, trace_hit_test=False):
    """Replay a parsed scene (validated here); returns the list of log records."""
    validate(doc)
    r = Replayer(doc, trace_hit_test)
    try:
        r.build()
        return r.run()
    finally:
        r.close()


def replay_file(path, trace_hit_test=False):
    return replay(load(path), trace_hit_test)


# ---------------------------------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------------------------------

def main(argv=None):
    import argparse
    parser = argparse.ArgumentParser(
        prog="touchchain", description="TouchChain tools (scene files: touchchain-scene/1).")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sub.required = True
    p = sub.add_parser("replay", help="replay a scene/trace file; log JSON Lines on stdout",
                       description="Replay SCENE (a touchchain-scene/1 JSON file, '-' for "
                                   "stdin) and print what the engine dispatched, one JSON "
                                   "object per line.")
    p.add_argument("scene", metavar="SCENE.json")
    p.add_argument("--trace-hit-test", action="store_true",
                   help="also log hit_enter / point_inside / hit_exit (H7)")
    p.add_argument("--timeline", metavar="OUT", help="draw a timeline picture: OUT.svg "
                   "(no dependency) or OUT.png (needs matplotlib: pip install touchchain[plot])")
    args = parser.parse_args(argv)
    try:
        doc = load(args.scene)
        records = replay(doc, args.trace_hit_test)
    except SceneError as e:
        print("touchchain replay: %s: %s" % (args.scene, e), file=sys.stderr)
        return 2
    out = sys.stdout
    try:
        out.reconfigure(encoding="utf-8")
    except (AttributeError, ValueError):
        pass
    out.write(format_log(records))
    out.flush()
    if args.timeline:
        from . import timeline
        try:
            timeline.write(records, args.timeline, title=_title(args.scene))
        except (ImportError, ValueError, OSError) as e:
            print("touchchain replay: --timeline %s: %s" % (args.timeline, e), file=sys.stderr)
            return 1
    return 0


def _title(path):
    import os
    return "stdin" if path == "-" else os.path.splitext(os.path.basename(path))[0]


__all__ = ["SceneError", "load", "validate", "replay", "replay_file", "format_log",
           "format_record", "Replayer", "main"]
