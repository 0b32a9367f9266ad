"""Every input kind (issue 16) through Python and through scene files: touch types (P1),
pointer buttons (P2), hover (P3), scroll and trackpad transform input (P4), stylus angles and
estimated properties with their updates (P5), coalesced and predicted samples (P6); each
through the Pythonic API (Scene.push_*, Touch, recognizers' parameters, View.on_hover /
on_estimated_update) and through `touchchain replay` scenes (docs/FORMAT.md), with the
refusals that must change nothing."""
import copy
import json
import math
import os

import pytest

import touchchain as tc
from touchchain import replay

from conftest import REPO

SCENES = os.path.join(REPO, "examples", "scenes")
EXAMPLE = "pointer_hover_pencil"


# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------

class Stage:
    """A 320x480 window holding ``outer`` (0, 0, 200, 200) with ``inner`` (50, 50, 100, 100)
    inside it and ``side`` (150, 150, 100, 100) on top, overlapping ``outer``. ``log`` gets
    what the host hears: (view name, "touches", phase, [ids]), (view name, "hover", phase, id,
    hit view name), (view name, "update", TouchUpdate), (recognizer name, state name)."""

    def __init__(self, scene):
        self.scene = scene
        self.log = []
        self.window = tc.Window(scene, 0, 0, 320, 480, name="window")
        self.outer = self.window.add_subview(tc.View(scene, 0, 0, 200, 200, name="outer"))
        self.inner = self.outer.add_subview(tc.View(scene, 50, 50, 100, 100, name="inner"))
        self.side = self.window.add_subview(tc.View(scene, 150, 150, 100, 100, name="side"))
        self.details = {}

    def touches(self, *views):
        for v in views:
            v.on_touches = lambda view, e: self.log.append(
                (view.name, "touches", e.phase.name.lower(), [t.id for t in e.touches])) or True

    def hovers(self, *views):
        for v in views:
            v.on_hover = lambda view, e: self.log.append(
                (view.name, "hover", e.phase.name.lower(), e.id,
                 e.hit_view.name if e.hit_view is not None else None))

    def watch(self, rec):
        def state(r, d):
            self.log.append((r.name, d.state.name.lower()))
            self.details.setdefault(r.name, []).append(d)
        rec.on_state = state
        return rec

    def states(self, name):
        return [e[1] for e in self.log if e[0] == name and len(e) == 2]


@pytest.fixture
def stage(scene):
    return Stage(scene)


def drag(scene, touch_id, points, t0=0.0, dt=0.02, **kw):
    """A began, moves and an ended along ``points`` (dt apart); returns the last time."""
    t = t0
    scene.push_touch(touch_id, "began", *points[0], t, **kw)
    for x, y in points[1:]:
        t += dt
        scene.push_touch(touch_id, "moved", x, y, t, **kw)
    t += dt
    scene.push_touch(touch_id, "ended", *points[-1], t, **kw)
    scene.dispatch()
    return t


def click(scene, touch_id, x, y, t, **kw):
    scene.push_touch(touch_id, "began", x, y, t, **kw)
    scene.push_touch(touch_id, "ended", x, y, t + 0.05, **kw)
    scene.dispatch()
    scene.advance(t + 1.0)


def line(n, x0=20.0, y0=20.0, dx=10.0, dy=0.0):
    return [(x0 + dx * i, y0 + dy * i) for i in range(n)]


def base(trace=(), children=(), **window):
    """A scene document: window "main" (320x480, handles touches) with ``children``."""
    w = {"name": "main", "frame": [0, 0, 320, 480], "handles": ["touches"],
         "children": list(children)}
    w.update(window)
    return {"format": "touchchain-scene/1", "windows": [w], "trace": list(trace)}


def run(doc, trace=False):
    return replay.replay(copy.deepcopy(doc), trace_hit_test=trace)


def of(records, ev, **match):
    return [r for r in records if r["ev"] == ev and all(r.get(k) == v for k, v in match.items())]


def errors(records):
    return [(r["path"], r["code"]) for r in records if r["ev"] == "error"]


def unchanged(scene, before):
    """The scene queued nothing and no touch became live since ``before`` (queued, touches)."""
    assert (scene.queued_count, scene.touch_count) == before


# ---------------------------------------------------------------------------------------------
# P1: touch types, allowed_touch_types
# ---------------------------------------------------------------------------------------------

def test_P1_every_touch_type_is_delivered_with_its_type(scene, stage):
    seen = []
    stage.outer.on_touches = lambda v, e: seen.append((e.touches[0].id, e.touches[0].type)) or True
    for i, kind in enumerate(["direct", "indirect", "stylus", "pencil", "indirect_pointer"]):
        click(scene, i + 1, 10, 10, 2.0 * i, type=kind)
    began = dict(seen)
    assert began == {1: tc.TouchType.DIRECT, 2: tc.TouchType.INDIRECT, 3: tc.TouchType.STYLUS,
                     4: tc.TouchType.STYLUS, 5: tc.TouchType.INDIRECT_POINTER}
    assert tc.TouchType("pencil") is tc.TouchType.STYLUS
    assert tc.lib.tc_touch_type_string(4) == b"indirect_pointer"


def test_P1_pencil_only_pan_ignores_fingers(scene, stage):
    stage.touches(stage.outer)
    pen = stage.watch(tc.PanRecognizer(scene, stage.outer, name="pen",
                                       allowed_touch_types=["pencil"]))
    assert pen.params["allowed_touch_types"] == int(tc.TouchTypes.STYLUS) == 1 << 3
    t = drag(scene, 1, line(6))                       # a finger: the pan never sees it
    assert stage.states("pen") == []
    assert [e[2] for e in stage.log if e[0] == "outer"] == [
        "began", "moved", "moved", "moved", "moved", "moved", "ended"]
    stage.log.clear()
    drag(scene, 2, line(6), t0=t + 1, type="stylus")  # a pencil: it pans
    assert stage.states("pen")[:2] == ["began", "changed"] and stage.states("pen")[-1] == "ended"
    assert ("outer", "touches", "cancelled", [2]) in stage.log   # G3: the pan took the touch
    assert stage.details["pen"][0].touch_type == tc.TouchType.STYLUS


def test_P1_finger_only_tap_ignores_pointer_and_pencil(scene, stage):
    tap = stage.watch(tc.TapRecognizer(scene, stage.outer, name="tap",
                                       allowed_touch_types=tc.TouchType.DIRECT))
    assert tap.params["allowed_touch_types"] == int(tc.TouchTypes.DIRECT)
    click(scene, 1, 10, 10, 0.0, type="indirect_pointer")
    click(scene, 2, 10, 10, 2.0, type="stylus")
    assert stage.states("tap") == []
    click(scene, 3, 10, 10, 4.0)
    assert stage.states("tap") == ["ended"]
    assert stage.details["tap"][0].touch_type == tc.TouchType.DIRECT


def test_P1_allowed_touch_types_spellings_and_defaults(scene):
    assert tc.default_params("pan")["allowed_touch_types"] == tc.TouchTypes.ALL == 0x1E
    assert tc.touch_type_mask(["direct", "pencil"]) == 0b1010
    assert tc.touch_type_mask("indirect_pointer|stylus") == 0b11000
    assert tc.touch_type_mask(tc.TouchType.INDIRECT) == 0b100
    assert tc.touch_type_mask([]) == 0
    r = tc.Recognizer(scene, "swipe", allowed_touch_types=[])
    assert r.params["allowed_touch_types"] == 0
    r.set_params(allowed_touch_types=["direct"])
    assert r.params["allowed_touch_types"] == 2


def test_P1_edge_pan_ignores_the_pencil_by_default(scene):
    """P1 (iOS 18.2 UIKitCore: +[UIScreenEdgePanGestureRecognizer _supportsStylusTouches] is
    NO, so its default allowedTouchTypes are direct, indirect and indirect pointer): the
    library's default for an edge pan leaves out the pencil, the kind class's too; a pencil
    stroke in from the left edge does not begin it, a finger's does. (Every kind took every
    type.)"""
    no_pencil = tc.TouchTypes.ALL & ~tc.TouchTypes.STYLUS
    assert tc.default_params("edge_pan")["allowed_touch_types"] == no_pencil == 0x16
    assert tc.default_params("pan")["allowed_touch_types"] == tc.TouchTypes.ALL
    w = tc.Window(scene, 0, 0, 320, 480)
    generic = tc.Recognizer(scene, "edge_pan", edges="left")
    assert generic.params["allowed_touch_types"] == no_pencil
    generic.destroy()
    edge = tc.EdgePanRecognizer(scene, w)
    assert edge.params["allowed_touch_types"] == no_pencil
    states = []
    edge.on_state = lambda r, d: states.append((d.state.name, d.touch_type.name))
    for k, kind in enumerate(("stylus", "direct")):
        t0 = 1.0 + k
        scene.push_touch(1 + k, "began", 2, 200, t0, type=kind)
        for i in range(1, 10):
            scene.push_touch(1 + k, "moved", 2 + 15 * i, 200, t0 + 0.016 * i, type=kind)
        scene.push_touch(1 + k, "ended", 137, 200, t0 + 0.2, type=kind)
        scene.advance(t0 + 0.5)
        if kind == "stylus":
            assert states == []
    assert states[0] == ("BEGAN", "DIRECT") and states[-1] == ("ENDED", "DIRECT")


def test_P1_refused_allowed_touch_types_change_nothing(scene):
    before = len(scene._objects)
    with pytest.raises(tc.UnknownEnumError):        # bit 0 is no type (engine)
        tc.PanRecognizer(scene, allowed_touch_types=0x1F)
    with pytest.raises(tc.InvalidValueError):       # not a type name (bindings)
        tc.PanRecognizer(scene, allowed_touch_types=["finger"])
    assert len(scene._objects) == before
    pan = tc.PanRecognizer(scene, allowed_touch_types=["stylus"])
    with pytest.raises(tc.UnknownEnumError):
        pan.set_params(allowed_touch_types=1 << 5)
    assert pan.params["allowed_touch_types"] == 1 << 3


def test_P1_refused_touch_type_changes_nothing(scene, stage):
    before = (scene.queued_count, scene.touch_count)
    with pytest.raises(tc.UnknownEnumError):
        scene.push_touch(1, "began", 10, 10, 0.0, type=5)
    with pytest.raises(tc.InvalidValueError):
        scene.push_touch(1, "began", 10, 10, 0.0, type="mouse")
    unchanged(scene, before)


def test_P1_replay_types_and_a_pencil_only_recognizer():
    doc = base([{"t": 0.0, "touch": 1, "phase": "began", "x": 20, "y": 20},
                {"t": 0.05, "touch": 1, "phase": "moved", "x": 60, "y": 20},
                {"t": 0.1, "touch": 1, "phase": "ended", "x": 100, "y": 20},
                {"t": 1.0, "touch": 2, "phase": "began", "x": 20, "y": 20, "type": "pencil"},
                {"t": 1.05, "touch": 2, "phase": "moved", "x": 60, "y": 20, "type": "pencil"},
                {"t": 1.1, "touch": 2, "phase": "ended", "x": 100, "y": 20, "type": "pencil"},
                {"t": 2.0, "touch": 3, "phase": "began", "x": 20, "y": 20,
                 "type": "indirect_pointer"},
                {"t": 2.0, "touch": 4, "phase": "began", "x": 30, "y": 20},
                {"t": 2.1, "touch": 3, "phase": "ended", "x": 20, "y": 20},
                {"t": 2.1, "touch": 4, "phase": "ended", "x": 30, "y": 20}],
               [{"name": "v", "frame": [0, 0, 200, 200], "handles": ["touches"],
                 "multiple_touch": True,
                 "recognizers": [{"name": "pen", "kind": "pan",
                                  "allowed_touch_types": ["pencil"]}]}])
    records = run(doc)
    touches = of(records, "touches", responder="v")
    finger = [r for r in touches if r["touches"] == [1]]
    assert [r["phase"] for r in finger] == ["began", "moved", "ended"]
    assert all("types" not in r for r in finger)          # all direct: no `types` key
    pencil = [r for r in touches if r["touches"] == [2]]
    assert pencil and all(r["types"] == ["stylus"] for r in pencil)  # "pencil" is logged stylus
    assert list(pencil[0])[-2:] == ["types", "handled"]
    mixed = [r for r in touches if 3 in r["touches"]]
    assert mixed[0]["touches"] == [3, 4] and mixed[0]["types"] == ["indirect_pointer", "direct"]
    pen = of(records, "gesture", recognizer="pen")
    assert [g["state"] for g in pen][:1] == ["began"] and pen[0]["t"] >= 1.0


def test_G8_P1_replay_requires_exclusive_touch_type():
    """The scene format's requires_exclusive_touch_type (G8, P1; default true): a pencil landing
    during a finger's pan is not the pan's — its touches stay the view's and the pan's location
    stays the finger's — unless the key is false; a value other than a bool is refused."""
    trace = [{"t": 0.0, "touch": 1, "phase": "began", "x": 20, "y": 20},
             {"t": 0.02, "touch": 1, "phase": "moved", "x": 50, "y": 20},
             {"t": 0.04, "touch": 2, "phase": "began", "x": 150, "y": 100, "type": "pencil"},
             {"t": 0.06, "touch": 1, "phase": "moved", "x": 60, "y": 20},
             {"t": 0.08, "touch": 2, "phase": "ended", "x": 150, "y": 100, "type": "pencil"},
             {"t": 0.10, "touch": 1, "phase": "ended", "x": 60, "y": 20}]
    counts = {}
    for exclusive in (None, True, False):
        rec = {"name": "pan", "kind": "pan"}
        if exclusive is not None:
            rec["requires_exclusive_touch_type"] = exclusive
        doc = base(trace, [{"name": "v", "frame": [0, 0, 200, 200], "handles": ["touches"],
                            "multiple_touch": True, "recognizers": [rec]}])
        records = run(doc)
        assert not errors(records)
        pencil = [r for r in of(records, "touches", responder="v") if r["touches"] == [2]]
        # the change at the finger's move (with the pencil the pan's, its landing and lift are
        # updates of their own: G2)
        changed = [g for g in of(records, "gesture", recognizer="pan")
                   if g["state"] == "changed" and g["t"] == 0.06]
        counts[exclusive] = (changed[0]["location"], [r["phase"] for r in pencil])
    assert counts[None] == counts[True]
    assert counts[True] == ([60.0, 20.0], ["began", "ended"])    # the finger's; the view's pencil
    assert counts[False] == ([105.0, 60.0], [])                   # the centroid; the pan's pencil
    bad = base(trace, [{"name": "v", "frame": [0, 0, 200, 200], "recognizers": [
        {"name": "pan", "kind": "pan", "requires_exclusive_touch_type": 1}]}])
    with pytest.raises(replay.SceneError, match="requires_exclusive_touch_type"):
        replay.validate(bad)


# ---------------------------------------------------------------------------------------------
# P2: buttons, button_mask_required
# ---------------------------------------------------------------------------------------------

def test_P1_P2_P4_P5_names_of_the_new_enumerations():
    assert [tc.lib.tc_touch_type_string(int(t)).decode() for t in tc.TouchType] == [
        "direct", "indirect", "stylus", "indirect_pointer"]
    assert [tc.lib.tc_button_string(int(b)).decode() for b in tc.Button] == [
        "primary", "secondary", "tertiary"]
    assert tc.lib.tc_button_string(3) is None                 # one bit only
    assert [tc.lib.tc_touch_property_string(int(p)).decode() for p in tc.TouchProperty] == [
        "force", "azimuth", "altitude", "location"]
    assert [tc.lib.tc_scroll_type_string(int(k)).decode() for k in tc.ScrollType] == [
        "discrete", "continuous"]
    assert tc.lib.tc_recognizer_kind_string(int(tc.RecognizerKind.HOVER)) == b"hover"
    assert replay.PROPERTIES == {n: tc.TouchProperty(n) for n in
                                 ("force", "azimuth", "altitude", "location")}


def test_P2_buttons_are_delivered(scene, stage):
    seen = []
    stage.outer.on_touches = lambda v, e: seen.append(e.touches[0].buttons) or True
    click(scene, 1, 10, 10, 0.0, type="indirect_pointer", buttons="secondary")
    click(scene, 2, 10, 10, 2.0, type="indirect_pointer", buttons=["primary", "tertiary"])
    click(scene, 3, 10, 10, 4.0, buttons=0)             # 0 is taken as primary
    click(scene, 4, 10, 10, 6.0, buttons=tc.Button(8))  # a fourth button
    assert seen[::2] == [tc.Button.SECONDARY, tc.Button.PRIMARY | tc.Button.TERTIARY,
                         tc.Button.PRIMARY, 8]
    assert tc.lib.tc_button_string(2) == b"secondary"


def test_P2_a_secondary_click_does_not_tap(scene, stage):
    tap = stage.watch(tc.TapRecognizer(scene, stage.outer, name="tap"))
    assert tap.params["button_mask_required"] == tc.Button.PRIMARY
    click(scene, 1, 10, 10, 0.0, type="indirect_pointer", buttons="secondary")
    assert "ended" not in stage.states("tap")
    click(scene, 2, 10, 10, 2.0, type="indirect_pointer")           # a primary click taps
    assert stage.states("tap")[-1] == "ended"


def test_P2_button_mask_required_is_an_overlap_test(scene, stage):
    # UIKit's UITapRecognizer gives up when `buttonMask & _buttonMaskRequired == 0`, and only
    # for pointer touches; the long press when the event's button mask shares no button with it
    menu = stage.watch(tc.TapRecognizer(scene, stage.outer, name="menu",
                                        button_mask_required="secondary"))
    press = stage.watch(tc.LongPressRecognizer(scene, stage.side, name="press",
                                               button_mask_required=["primary", "secondary"]))
    click(scene, 1, 10, 10, 0.0, type="indirect_pointer")                # primary: no
    assert "ended" not in stage.states("menu")
    click(scene, 2, 10, 10, 2.0, type="indirect_pointer", buttons=3)     # both: overlaps
    assert stage.states("menu")[-1] == "ended"
    click(scene, 3, 10, 10, 4.0, type="indirect_pointer", buttons="secondary")
    assert stage.states("menu").count("ended") == 2
    click(scene, 6, 10, 10, 5.0)                                         # a finger: not checked
    assert stage.states("menu").count("ended") == 3
    scene.push_touch(4, "began", 200, 200, 6.0, type="indirect_pointer",
                     buttons="tertiary")                                 # no shared button
    scene.advance(7.0)
    scene.push_touch(4, "ended", 200, 200, 7.0, type="indirect_pointer", buttons="tertiary")
    scene.push_touch(5, "began", 200, 200, 8.0, type="indirect_pointer", buttons="secondary")
    scene.advance(9.0)
    assert stage.states("press") == ["began"]


def test_P2_refused_buttons_change_nothing(scene, stage):
    before = (scene.queued_count, scene.touch_count)
    with pytest.raises(tc.OutOfRangeError):
        scene.push_touch(1, "began", 10, 10, 0.0, buttons=-1)
    with pytest.raises(tc.InvalidValueError):
        scene.push_touch(1, "began", 10, 10, 0.0, buttons="left")
    unchanged(scene, before)
    with pytest.raises(tc.InvalidArgumentError):        # an empty mask is never met
        tc.TapRecognizer(scene, button_mask_required=0)
    tap = tc.TapRecognizer(scene)
    with pytest.raises(ValueError):
        tap.set_params(button_mask_required=[])
    assert tap.params["button_mask_required"] == 1


def test_P2_replay_secondary_click_on_a_tap():
    doc = base([{"t": 0.0, "touch": 1, "phase": "began", "x": 20, "y": 20,
                 "type": "indirect_pointer", "buttons": ["secondary"]},
                {"t": 0.05, "touch": 1, "phase": "ended", "x": 20, "y": 20},
                {"t": 1.0, "touch": 2, "phase": "began", "x": 20, "y": 20,
                 "type": "indirect_pointer", "buttons": 1},
                {"t": 1.05, "touch": 2, "phase": "ended", "x": 20, "y": 20,
                 "type": "indirect_pointer", "buttons": 1},
                {"t": 3.0, "advance": True}],
               [{"name": "v", "frame": [0, 0, 100, 100],
                 "recognizers": [{"name": "tap", "kind": "tap"},
                                 {"name": "menu", "kind": "tap",
                                  "button_mask_required": "secondary"}]}])
    records = run(doc)
    assert errors(records) == []
    ended = [(g["recognizer"], g["t"]) for g in of(records, "gesture", state="ended")]
    assert ended == [("menu", 0.05), ("tap", 1.05)]


def test_P2_C1_replay_marks_a_secondary_click_on_a_control_as_passed_on():
    """C1/R3: a pointer touch that began without the primary button is not a control's: the
    replay's ``handled`` says a button passes its began, moved and ended on (the window gets
    them), while a segmented control swallows them; a primary click is the button's."""
    doc = base([{"t": 0.0, "touch": 1, "phase": "began", "x": 20, "y": 20,
                 "type": "indirect_pointer", "buttons": ["secondary"]},
                {"t": 0.02, "touch": 1, "phase": "moved", "x": 22, "y": 20},
                {"t": 0.05, "touch": 1, "phase": "ended", "x": 22, "y": 20},
                {"t": 1.0, "touch": 2, "phase": "began", "x": 20, "y": 120,
                 "type": "indirect_pointer", "buttons": ["secondary"]},
                {"t": 1.05, "touch": 2, "phase": "ended", "x": 20, "y": 120},
                {"t": 2.0, "touch": 3, "phase": "began", "x": 20, "y": 20,
                 "type": "indirect_pointer", "buttons": ["primary"]},
                {"t": 2.05, "touch": 3, "phase": "ended", "x": 20, "y": 20}],
               [{"name": "button", "frame": [0, 0, 100, 100],
                 "control": {"kind": "button", "events": ["touch_down", "touch_up_inside"]}},
                {"name": "seg", "frame": [0, 100, 100, 100],
                 "control": {"kind": "segmented",
                             "events": ["touch_down", "value_changed"]}}])
    records = run(doc)
    assert errors(records) == []
    seen = [(r["touches"][0], r["phase"], r["responder"], r["handled"])
            for r in of(records, "touches")]
    assert seen == [(1, "began", "button", False), (1, "began", "main", True),
                    (1, "moved", "button", False), (1, "moved", "main", True),
                    (1, "ended", "button", False), (1, "ended", "main", True),
                    (2, "began", "seg", True), (2, "ended", "seg", True),
                    (3, "began", "button", True), (3, "ended", "button", True)]
    assert [(c["view"], c["event"]) for c in of(records, "control")] == [
        ("button", "touch_down"), ("button", "touch_up_inside")]


# ---------------------------------------------------------------------------------------------
# P3: hover, hover recognizers, view enter/exit
# ---------------------------------------------------------------------------------------------

def test_P3_hover_enter_and_exit_across_overlapping_views(scene, stage):
    stage.hovers(stage.window, stage.outer, stage.inner, stage.side)
    scene.push_hover(1, "began", 10, 10, 0.0)         # outer only
    scene.push_hover(1, "moved", 100, 100, 0.1)       # into inner (inside outer)
    scene.push_hover(1, "moved", 175, 175, 0.2)       # side is on top of outer here
    scene.push_hover(1, "ended", 175, 175, 0.3)
    scene.dispatch()
    by_t = [(e[0], e[2]) for e in stage.log if e[2] != "moved"]
    assert by_t == [("window", "began"), ("outer", "began"),     # outermost first
                    ("inner", "began"),
                    ("inner", "ended"), ("outer", "ended"),      # deepest first
                    ("side", "began"),
                    ("side", "ended"), ("window", "ended")]
    moved = [e[0] for e in stage.log if e[2] == "moved"]
    assert moved == ["window", "outer", "window"]     # staying views, when the point moved
    hits = {e[0]: e[4] for e in stage.log if e[2] == "began"}
    assert hits == {"window": "outer", "outer": "outer", "inner": "inner", "side": "side"}
    assert all(e[4] is None for e in stage.log if e[2] == "ended")
    assert {e[3] for e in stage.log} == {1}


def test_P3_hover_is_not_passed_up_the_chain(scene, stage):
    stage.hovers(stage.outer)                          # inner has no hover handler
    scene.push_hover(7, "began", 100, 100, 0.0)
    scene.push_hover(7, "ended", 100, 100, 0.1)
    scene.dispatch()
    assert [(e[0], e[2]) for e in stage.log] == [("outer", "began"), ("outer", "ended")]


def test_P3_hover_recognizer_follows_its_view(scene, stage):
    hov = stage.watch(tc.HoverRecognizer(scene, stage.inner, name="hov"))
    assert hov.kind == tc.RecognizerKind.HOVER
    scene.push_hover(1, "began", 10, 10, 0.0)
    scene.push_hover(1, "moved", 60, 60, 0.1)          # enters inner: began
    scene.push_hover(1, "moved", 70, 80, 0.2)          # changed
    scene.push_hover(1, "moved", 300, 300, 0.3)        # leaves: ended
    scene.dispatch()
    assert stage.states("hov") == ["began", "changed", "ended"]
    d = stage.details["hov"]
    assert [(p.x, p.y) for p in d] == [(10, 10), (20, 30), (250, 250)]  # in inner's space
    assert d[0].touch_type == tc.TouchType.INDIRECT_POINTER
    # touches never drive it
    drag(scene, 1, line(5, 60, 60), t0=1.0)
    assert stage.states("hov") == ["began", "changed", "ended"]


def test_P3_hover_recognizer_refused_by_should_begin_retries_at_the_next_move(scene, stage):
    """P3 (iOS 18.2 _UIHoverTouchDeliveryTable updateForEvent:forcingHitTest:): while no
    recognizer is beginning or following a hover, each sample collects its recognizers anew:
    one refused by should_begin at the entry is asked again at the next move and begins; one
    attached under the pointer begins at its next move."""
    hov = stage.watch(tc.HoverRecognizer(scene, stage.outer, name="hov"))
    allow = {"now": False}
    asked = []
    hov.should_begin = lambda r: asked.append("begin") or allow["now"]
    hov.should_receive_event = lambda r, t: asked.append(t) or True
    scene.push_hover(1, "began", 10, 10, 0.0)
    scene.dispatch()
    assert stage.states("hov") == ["failed"]
    allow["now"] = True
    scene.push_hover(1, "moved", 30, 10, 0.1)
    scene.push_hover(1, "moved", 40, 10, 0.2)
    scene.dispatch()
    assert stage.states("hov") == ["failed", "began", "changed"]
    assert asked == [tc.EventType.HOVER, "begin", tc.EventType.HOVER, "begin"]
    late = stage.watch(tc.HoverRecognizer(scene, name="late"))
    late.attach(stage.outer)                          # under the pointer
    scene.push_hover(1, "moved", 50, 10, 0.3)
    scene.dispatch()
    assert stage.states("late") == ["began"]


def test_P3_pencil_hover_angles_and_pencil_only_hover(scene, stage):
    pen = stage.watch(tc.HoverRecognizer(scene, stage.outer, name="pen",
                                         allowed_touch_types=["pencil"]))
    scene.push_hover(1, "began", 20, 20, 0.0)          # a pointer: ignored
    scene.push_hover(1, "ended", 20, 20, 0.1)
    scene.dispatch()
    assert stage.states("pen") == []
    events = []
    stage.outer.on_hover = lambda v, e: events.append(e)
    scene.push_hover(2, "began", 20, 20, 1.0, type="pencil", altitude=0.5, azimuth=-1.0,
                     z_offset=0.25)
    scene.push_hover(2, "cancelled", 20, 20, 1.1, type="pencil")
    scene.dispatch()
    assert stage.states("pen") == ["began", "cancelled"]
    d = stage.details["pen"][0]
    assert (d.altitude, d.azimuth, d.z_offset, d.touch_type) == (0.5, -1.0, 0.25,
                                                                 tc.TouchType.STYLUS)
    assert events[0].type == tc.TouchType.STYLUS and events[0].z_offset == 0.25
    assert events[-1].phase == tc.Phase.CANCELLED


def test_P3_pointer_hover_recognizer_reports_no_pencil_angles(scene, stage):
    """UIKit's UIHoverGestureRecognizer: altitudeAngle, azimuthAngle and zOffset are 0 "for
    devices that don't support" them. A pointer's hover reports 0 for all three, also when its
    samples carry values (they once came through, and the default altitude was pi/2)."""
    hover = stage.watch(tc.HoverRecognizer(scene, stage.outer, name="hover"))
    scene.push_hover(1, "began", 20, 20, 0.0)
    scene.push_hover(1, "moved", 21, 20, 0.05, altitude=0.3, azimuth=1.0, z_offset=0.7)
    scene.push_hover(1, "ended", 21, 20, 0.1)
    scene.dispatch()
    assert stage.states("hover") == ["began", "changed", "ended"]
    for d in stage.details["hover"]:
        assert (d.altitude, d.azimuth, d.z_offset) == (0.0, 0.0, 0.0)
        assert d.touch_type == tc.TouchType.INDIRECT_POINTER
    scene.push_hover(2, "began", 20, 20, 1.0, type="pencil", altitude=0.3, azimuth=1.0,
                     z_offset=0.7)
    scene.dispatch()
    d = stage.details["hover"][-1]
    assert (d.altitude, d.azimuth, d.z_offset) == (0.3, 1.0, 0.7)


def test_P3_refused_hovers_change_nothing(scene, stage):
    stage.hovers(stage.outer)
    scene.push_hover(1, "began", 10, 10, 0.0)
    before = (scene.queued_count, scene.touch_count)
    with pytest.raises(tc.UnknownEnumError):
        scene.push_hover(2, "began", 10, 10, 0.0, type="direct")      # only pointer, pencil
    with pytest.raises(tc.InvalidArgumentError):
        scene.push_hover(2, "began", 10, 10, 0.0, type="stylus", z_offset=1.5)
    with pytest.raises(tc.InvalidArgumentError):
        scene.push_hover(2, "began", 10, 10, 0.0, type="stylus", altitude=-0.1)
    with pytest.raises(tc.NotFiniteError):
        scene.push_hover(2, "began", math.nan, 10, 0.0)
    with pytest.raises(tc.DuplicateTouchError):
        scene.push_hover(1, "began", 10, 10, 0.0)
    with pytest.raises(tc.UnknownTouchError):
        scene.push_hover(3, "moved", 10, 10, 0.0)
    with pytest.raises(tc.InvalidValueError):
        scene.push_hover(2, "began", 10, 10, 0.0, type="finger")
    assert scene.queued_count == before[0]
    scene.dispatch()
    assert [(e[0], e[2]) for e in stage.log] == [("outer", "began")]


def test_P3_replay_hover_records_and_recognizer():
    doc = base([{"t": 0.0, "hover": 1, "phase": "began", "x": 10, "y": 10},
                {"t": 0.1, "hover": 1, "phase": "moved", "x": 60, "y": 60},
                {"t": 0.2, "hover": 1, "phase": "moved", "x": 175, "y": 175},
                {"t": 0.3, "hover": 1, "phase": "ended", "x": 175, "y": 175},
                {"t": 1.0, "hover": 2, "phase": "began", "x": 60, "y": 60, "type": "pencil",
                 "z": 0.5, "altitude": 1.0, "azimuth": 0.5},
                {"t": 1.1, "hover": 2, "phase": "ended", "x": 60, "y": 60, "type": "stylus"}],
               [{"name": "outer", "frame": [0, 0, 200, 200], "handles": ["hover"],
                 "children": [{"name": "inner", "frame": [50, 50, 100, 100],
                               "handles": ["hover"],
                               "recognizers": [{"name": "hov", "kind": "hover",
                                                "allowed_touch_types": ["pencil"]}]}]},
                {"name": "side", "frame": [150, 150, 100, 100], "handles": ["hover"]}])
    records = run(doc)
    hovers = [(r["t"], r["view"], r["phase"], r["hover"]) for r in of(records, "hover")]
    assert hovers == [(0.0, "outer", "began", 1),
                      (0.1, "inner", "began", 1), (0.1, "outer", "moved", 1),
                      (0.2, "inner", "ended", 1), (0.2, "outer", "ended", 1),  # side on top
                      (0.2, "side", "began", 1),
                      (0.3, "side", "ended", 1),
                      (1.0, "outer", "began", 2), (1.0, "inner", "began", 2),
                      (1.1, "inner", "ended", 2), (1.1, "outer", "ended", 2)]
    first = of(records, "hover")[0]
    assert list(first) == ["t", "at", "ev", "view", "phase", "hover", "location"]
    assert first["location"] == [10.0, 10.0] and of(records, "hover", view="inner")[0][
        "location"] == [60.0, 60.0]                       # window coordinates
    hov = of(records, "gesture", recognizer="hov")       # pencil only: the second hover
    assert [(g["state"], g["t"]) for g in hov] == [("began", 1.0), ("ended", 1.1)]
    assert hov[0]["location"] == [10.0, 10.0]
    assert "main" not in {r["view"] for r in of(records, "hover")}   # main lists no hover
    assert not of(records, "hit_test") and not errors(records)


def test_P3_replay_hover_refusals_name_the_key():
    doc = base([{"t": 0.0, "hover": 1, "phase": "began", "x": 10, "y": 10},
                {"t": 0.1, "hover": 1, "phase": "began", "x": 10, "y": 10},
                {"t": 0.2, "hover": 2, "phase": "began", "x": 10, "y": 10, "type": "stylus",
                 "z": 3},
                {"t": 0.3, "hover": 2, "phase": "began", "x": 10, "y": 10, "altitude": 9,
                 "type": "pencil"},
                {"t": 0.4, "hover": 1, "phase": "moved", "x": math.inf, "y": 10},
                {"t": 0.5, "hover": 1, "phase": "moved", "x": 20, "y": 10},
                {"t": 0.45, "hover": 1, "phase": "moved", "x": 10, "y": 10},
                {"t": 0.6, "hover": 1, "phase": "ended", "x": 10, "y": 10}],
               [{"name": "v", "frame": [0, 0, 100, 100], "handles": ["hover"]}])
    records = run(doc)
    assert errors(records) == [("trace[1].hover", "TC_ERR_DUPLICATE_TOUCH"),
                               ("trace[2].z", "TC_ERR_INVALID_ARGUMENT"),
                               ("trace[3].altitude", "TC_ERR_INVALID_ARGUMENT"),
                               ("trace[4].x", "TC_ERR_NOT_FINITE"),
                               ("trace[6].t", "TC_ERR_TIME_BACKWARDS")]
    assert [r["phase"] for r in of(records, "hover")] == ["began", "moved", "ended"]


def test_P3_replay_hover_and_touch_at_one_time_keep_their_hit_tests():
    """A hover sample is hit-tested too: dispatched apart from the touches of the same t, it
    never takes a touch's `hit_test` record (which names the touch's own view). With
    --trace-hit-test its walk is logged, without a `hit_test` record of its own."""
    kids = [{"name": "a", "frame": [0, 0, 100, 100], "handles": ["hover", "touches"]},
            {"name": "b", "frame": [100, 0, 100, 100], "handles": ["touches"]}]
    doc = base([{"t": 0.0, "hover": 1, "phase": "began", "x": 50, "y": 50},
                {"t": 0.0, "touch": 1, "phase": "began", "x": 150, "y": 50},
                {"t": 0.0, "hover": 1, "phase": "moved", "x": 60, "y": 50},
                {"t": 0.0, "touch": 2, "phase": "began", "x": 160, "y": 60},
                {"t": 0.1, "touch": 1, "phase": "ended", "x": 150, "y": 50},
                {"t": 0.1, "touch": 2, "phase": "ended", "x": 160, "y": 60}], kids)
    records = run(doc)
    assert [(r["touch"], r["view"]) for r in of(records, "hit_test")] == [(1, "b"), (2, "b")]
    assert [(r["view"], r["phase"]) for r in of(records, "hover")] == [("a", "began"),
                                                                       ("a", "moved")]
    traced = run(doc, trace=True)
    assert len(of(traced, "hit_enter", view="a")) >= 2          # the two hover samples' walks
    assert of(traced, "hit_test") == of(records, "hit_test")


def test_P3_hover_handles_are_for_views_only():
    doc = base()
    doc["controllers"] = [{"name": "vc", "handles": ["hover"]}]
    with pytest.raises(replay.SceneError, match=r"controllers\[0\]\.handles\[0\]: unknown value "
                                                r"'hover'"):
        replay.validate(doc)
    with pytest.raises(replay.SceneError, match=r"^app\.handles\[0\]: unknown value "
                                                r"'estimated_update'"):
        replay.validate(dict(base(), app={"handles": ["estimated_update"]}))
    replay.validate(base(children=[{"name": "v", "frame": [0, 0, 1, 1],
                                    "handles": ["hover", "estimated_update"]}]))


def test_P3_set_handles_installs_and_removes_the_hover_callback():
    doc = base([{"t": 0.0, "hover": 1, "phase": "began", "x": 10, "y": 10},
                {"t": 0.1, "set": {"view": "v", "handles": []}},
                {"t": 0.2, "hover": 1, "phase": "moved", "x": 20, "y": 10},
                {"t": 0.3, "set": {"view": "v", "handles": ["hover"]}},
                {"t": 0.4, "hover": 1, "phase": "moved", "x": 30, "y": 10}],
               [{"name": "v", "frame": [0, 0, 100, 100], "handles": ["hover"]}])
    assert [(r["t"], r["phase"]) for r in of(run(doc), "hover")] == [(0.0, "began"),
                                                                      (0.4, "moved")]


# ---------------------------------------------------------------------------------------------
# P4: scroll input, scroll views, trackpad pinch and rotation
# ---------------------------------------------------------------------------------------------

def test_P4_wheel_drives_a_pan_that_allows_discrete_scrolls_only(scene, stage):
    # inner (deepest) allows continuous scrolls only; outer allows discrete: a wheel notch
    # goes past inner to outer. A default pan (no scroll types) never gets scroll input.
    plain = stage.watch(tc.PanRecognizer(scene, stage.inner, name="plain"))
    trackpad = stage.watch(tc.PanRecognizer(scene, stage.inner, name="trackpad",
                                            allowed_scroll_types="continuous"))
    wheel = stage.watch(tc.PanRecognizer(scene, stage.outer, name="wheel",
                                         allowed_scroll_types=["discrete"]))
    assert plain.params["allowed_scroll_types"] == 0
    for i in range(3):
        scene.push_scroll(0, -10, 100, 100, 0.01 * i)
    scene.dispatch()
    assert stage.states("wheel") == ["began", "changed", "changed"]
    assert wheel.translation == (0, -30)
    scene.advance(1.0)                     # TC_DISCRETE_SCROLL_END_DELAY without a notch
    assert stage.states("wheel")[-1] == "ended"
    assert stage.details["wheel"][-1].touch_type == tc.TouchType.INDIRECT_POINTER
    assert stage.states("trackpad") == [] and stage.states("plain") == []
    # a trackpad scroll goes to inner's continuous pan, with its phases; it begins once the
    # travel along an axis reaches the slop (10 pt), which is taken off the translation
    scene.push_scroll(0, 0, 100, 100, 2.0, kind="continuous", phase="began")
    scene.push_scroll(6, 0, 100, 100, 2.01, kind="continuous", phase="changed")
    scene.push_scroll(6, 0, 100, 100, 2.02, kind="continuous", phase="changed")
    scene.push_scroll(5, 5, 100, 100, 2.03, kind="continuous", phase="changed")
    scene.push_scroll(0, 0, 100, 100, 2.04, kind="continuous", phase="ended")
    scene.dispatch()
    assert stage.states("trackpad") == ["began", "changed", "ended"]
    assert stage.details["trackpad"][0].translation == (2, 0)
    assert stage.details["trackpad"][-1].translation == (7, 5)
    assert stage.states("plain") == [] and stage.states("wheel").count("began") == 1


def test_P4_trackpad_scroll_begins_at_the_slop_wheel_deltas_at_least_three(scene, stage):
    """P4 (iOS 18.2 UIPanGestureRecognizer, UIScrollEvent): a trackpad scroll begins a pan once
    its travel along an axis reaches the slop (10 pt, ``>=``), the slop taken off the
    translation; its began step's delta is no travel; a trackpad scroll that ends before that
    fails the pan. A wheel begins at once, an axis under 3 pt counting 3."""
    pan = stage.watch(tc.PanRecognizer(scene, stage.outer, name="pan",
                                       allowed_scroll_types=["discrete", "continuous"]))
    assert pan.params["slop"] == 10
    scene.push_scroll(0, 5, 100, 100, 0.0, kind="continuous", phase="began")
    for i in range(1, 3):
        scene.push_scroll(0, 2, 100, 100, 0.01 * i, kind="continuous", phase="changed")
    scene.push_scroll(0, 0, 100, 100, 0.03, kind="continuous", phase="ended")
    scene.advance(0.5)
    assert stage.states("pan") == ["failed"]
    assert stage.details["pan"][-1].failure_reason == tc.FailureReason.ENDED_TOO_SOON
    scene.push_scroll(0, 0, 100, 100, 1.0, kind="continuous", phase="began")
    scene.push_scroll(0, 4, 100, 100, 1.01, kind="continuous", phase="changed")
    scene.push_scroll(-2, 6, 100, 100, 1.02, kind="continuous", phase="changed")
    scene.push_scroll(0, 5, 100, 100, 1.03, kind="continuous", phase="changed")
    scene.push_scroll(0, 0, 100, 100, 1.04, kind="continuous", phase="ended")
    scene.advance(1.5)
    assert stage.states("pan")[1:] == ["began", "changed", "ended"]
    assert [d.translation for d in stage.details["pan"][1:]] == [(0, 0), (0, 5), (0, 5)]
    scene.push_scroll(1, -0.5, 100, 100, 2.0)
    scene.advance(3.0)
    assert stage.details["pan"][-1].translation == (3, -3)
    assert stage.states("pan")[-2:] == ["began", "ended"]


def test_P4_delegate_refusing_scroll_events_keeps_the_scroll_from_the_pan(scene, stage):
    """P4, G6: should_receive_event is the one delegate question a scroll asks: a pan whose
    delegate refuses EventType.SCROLL is not driven by a trackpad scroll, which goes to the
    next pan out; a pinch refusing TRANSFORM is not driven by a trackpad pinch."""
    inner = stage.watch(tc.PanRecognizer(scene, stage.inner, name="inner",
                                         allowed_scroll_types=["discrete", "continuous"]))
    outer = stage.watch(tc.PanRecognizer(scene, stage.outer, name="outer",
                                         allowed_scroll_types=["continuous"]))
    asked = []
    inner.should_receive_event = lambda r, t: asked.append(t) and False
    scene.push_scroll(0, 0, 60, 60, 0.0, kind="continuous", phase="began")
    scene.push_scroll(0, 30, 60, 60, 0.01, kind="continuous", phase="changed")
    scene.push_scroll(0, 0, 60, 60, 0.02, kind="continuous", phase="ended")
    scene.advance(0.5)
    assert asked == [tc.EventType.SCROLL]
    assert stage.states("inner") == []
    assert stage.states("outer") == ["began", "ended"]
    assert stage.details["outer"][-1].translation == (0, 20)
    pinch = stage.watch(tc.PinchRecognizer(scene, stage.inner, name="pinch"))
    pinch.should_receive_event = lambda r, t: asked.append(t) and False
    scene.push_transform("began", 60, 60, 1.0)
    scene.push_transform("changed", 60, 60, 1.02, scale=1.5)
    scene.push_transform("ended", 60, 60, 1.04, scale=1.5)
    scene.advance(1.5)
    assert asked[-1] == tc.EventType.TRANSFORM
    assert stage.states("pinch") == []


def test_P4_a_pan_that_does_not_allow_scrolls_ignores_the_wheel(scene, stage):
    only_trackpad = stage.watch(tc.PanRecognizer(scene, stage.outer, name="tp",
                                                 allowed_scroll_types=tc.ScrollType.CONTINUOUS))
    scene.push_scroll(0, -10, 100, 100, 0.0)
    scene.dispatch()
    scene.advance(1.0)
    assert stage.states("tp") == []
    # allowed_touch_types do not keep scrolls from a pan (UIKit: an empty allowedTouchTypes
    # makes a scroll-only pan)
    scroll_only = stage.watch(tc.PanRecognizer(
        scene, stage.side, name="scrolls", allowed_scroll_types=["discrete", "continuous"],
        allowed_touch_types=[]))
    scene.push_scroll(0, -10, 200, 200, 2.0)
    scene.dispatch()
    scene.advance(3.0)
    assert stage.states("scrolls") == ["began", "ended"]
    assert scroll_only.params["allowed_scroll_types"] == 3 and only_trackpad


def test_P4_scroll_views_scroll_from_the_wheel(scene, stage):
    stage.outer.make_scroll(content_size=(200, 1000))
    for i in range(4):
        scene.push_scroll(0, -25, 100, 100, 0.02 * i)
    scene.dispatch()
    scene.advance(2.0)
    assert stage.outer.content_offset == (0, 100)
    assert stage.outer.scroll_pan.state in (tc.GestureState.POSSIBLE, tc.GestureState.ENDED)


def test_P4_trackpad_pinch_and_rotation(scene, stage):
    pinch = stage.watch(tc.PinchRecognizer(scene, stage.outer, name="pinch"))
    rot = stage.watch(tc.RotationRecognizer(scene, stage.outer, name="rot"))
    scene.push_pinch(1.0, "began", 100, 100, 0.0)
    scene.push_pinch(1.5, "changed", 100, 100, 0.1)
    scene.push_pinch(2.0, "ended", 100, 100, 0.2)
    scene.dispatch()
    assert stage.states("pinch")[0] == "began" and stage.states("pinch")[-1] == "ended"
    assert stage.details["pinch"][0].scale == 1.5 and stage.details["pinch"][-1].scale == 2.0
    # the rotation never changed: it did not begin, and fails at the gesture's end (UIKit's
    # rotation driver, at the ended phase)
    assert stage.states("rot") == ["failed"]
    scene.push_rotate(0.0, "began", 100, 100, 1.0)
    scene.push_rotate(0.3, "changed", 100, 100, 1.1)
    scene.push_rotate(0.6, "cancelled", 100, 100, 1.2)
    scene.dispatch()
    assert stage.states("rot")[1] == "began" and stage.states("rot")[-1] == "cancelled"
    assert stage.details["rot"][1].rotation == pytest.approx(0.3)
    assert stage.details["rot"][1].touch_type == tc.TouchType.INDIRECT_POINTER
    # a trackpad pinch begins at its first changed step, whatever its scale (here 1): the
    # rotation's gesture begins (and cancels) it too
    assert stage.states("pinch")[-2:] == ["began", "cancelled"]
    assert stage.details["pinch"][-2].scale == 1.0


def test_P4_refused_scroll_and_transform_input_change_nothing(scene, stage):
    wheel = stage.watch(tc.PanRecognizer(scene, stage.outer, name="wheel",
                                         allowed_scroll_types=["discrete", "continuous"]))
    before = (scene.queued_count, scene.touch_count)
    with pytest.raises(tc.StateError):              # no continuous scroll is live
        scene.push_scroll(0, 1, 10, 10, 0.0, kind="continuous", phase="changed")
    with pytest.raises(tc.NotFiniteError):
        scene.push_scroll(math.nan, 1, 10, 10, 0.0)
    with pytest.raises(tc.UnknownEnumError):
        scene.push_scroll(0, 1, 10, 10, 0.0, kind=4)
    with pytest.raises(tc.InvalidValueError):
        scene.push_scroll(0, 1, 10, 10, 0.0, kind="wheel")
    with pytest.raises(tc.InvalidArgumentError):    # scale must be > 0
        scene.push_pinch(0.0, "began", 10, 10, 0.0)
    with pytest.raises(tc.NotFiniteError):
        scene.push_rotate(math.inf, "began", 10, 10, 0.0)
    with pytest.raises(tc.StateError):              # a transform's later phase with none live
        scene.push_pinch(1.2, "changed", 10, 10, 0.0)
    unchanged(scene, before)
    scene.dispatch()
    assert stage.states("wheel") == []
    with pytest.raises(tc.UnknownEnumError):        # bit 2 is no scroll type (engine)
        wheel.set_params(allowed_scroll_types=4)
    assert wheel.params["allowed_scroll_types"] == 3


def test_P4_replay_wheel_scroll_drives_one_pan_and_not_the_other():
    doc = base([{"t": 0.0, "scroll": [0, -10], "x": 100, "y": 100},
                {"t": 0.02, "scroll": [0, -10], "x": 100, "y": 100, "kind": "discrete",
                 "phase": None},
                {"t": 1.0, "advance": True},
                {"t": 2.0, "scroll": [0, 0], "x": 100, "y": 100, "kind": "continuous",
                 "phase": "began"},
                {"t": 2.01, "scroll": [14, 0], "x": 100, "y": 100, "kind": "continuous",
                 "phase": "changed"},
                {"t": 2.02, "scroll": [0, 0], "x": 100, "y": 100, "kind": "continuous",
                 "phase": "ended"},
                {"t": 3.0, "pinch": 1.0, "x": 100, "y": 100, "phase": "began"},
                {"t": 3.05, "pinch": 1.25, "x": 100, "y": 100, "phase": "changed"},
                {"t": 3.1, "pinch": 1.25, "x": 100, "y": 100, "phase": "ended"},
                {"t": 4.0, "rotate": 0.0, "x": 100, "y": 100, "phase": "began"},
                {"t": 4.1, "rotate": -0.25, "x": 100, "y": 100, "phase": "changed"},
                {"t": 4.2, "rotate": -0.25, "x": 100, "y": 100, "phase": "ended"}],
               [{"name": "outer", "frame": [0, 0, 200, 200],
                 "recognizers": [{"name": "wheel", "kind": "pan",
                                  "allowed_scroll_types": ["discrete"]},
                                 {"name": "zoom", "kind": "pinch"},
                                 {"name": "turn", "kind": "rotation"}],
                 "children": [{"name": "inner", "frame": [50, 50, 100, 100],
                               "recognizers": [{"name": "trackpad", "kind": "pan",
                                                "allowed_scroll_types": "continuous"}]}]}])
    records = run(doc)
    assert errors(records) == []
    states = {}
    for g in of(records, "gesture"):
        states.setdefault(g["recognizer"], []).append(g["state"])
    assert states["wheel"] == ["began", "changed", "ended"]
    assert states["trackpad"] == ["began", "ended"]
    # 14 pt of travel, the slop's 10 taken off (P4)
    assert of(records, "gesture", recognizer="trackpad")[0]["translation"] == [4.0, 0.0]
    assert states["zoom"][0] == "began" and states["zoom"][-1] == "ended"
    assert [g["scale"] for g in of(records, "gesture", recognizer="zoom")] == [1.25, 1.25, 1.0, 1.0]
    # (the rotation's gesture, scale 1, begins and ends `zoom` too: a trackpad pinch begins at
    # its first changed step, P4)
    assert states["zoom"] == ["began", "ended", "began", "ended"]
    # the pinch's gesture (rotation 0) does not begin `turn`: it fails at that gesture's end
    assert states["turn"] == ["failed", "began", "ended"]
    assert of(records, "gesture", recognizer="turn")[1]["rotation"] == -0.25
    assert not of(records, "touches") and not of(records, "hit_test")


def test_P4_replay_scroll_validation_and_refusals():
    with pytest.raises(replay.SceneError, match=r"trace\[0\]\.phase: a discrete scroll has no "
                                                r"phase \(omit it, or null\)"):
        replay.validate(base([{"t": 0, "scroll": [0, 1], "x": 0, "y": 0, "phase": "began"}]))
    with pytest.raises(replay.SceneError, match=r"trace\[0\]: missing required key 'phase' "
                                                r"\(a continuous scroll has phases\)"):
        replay.validate(base([{"t": 0, "scroll": [0, 1], "x": 0, "y": 0,
                               "kind": "continuous"}]))
    with pytest.raises(replay.SceneError, match=r"trace\[0\]\.scroll: expected a list of 2"):
        replay.validate(base([{"t": 0, "scroll": 3, "x": 0, "y": 0}]))
    with pytest.raises(replay.SceneError, match=r"trace\[0\]\.kind: unknown value 'wheel'"):
        replay.validate(base([{"t": 0, "scroll": [0, 1], "x": 0, "y": 0, "kind": "wheel"}]))
    with pytest.raises(replay.SceneError, match=r"trace\[0\]\.phase: unknown value 'moved'"):
        replay.validate(base([{"t": 0, "pinch": 2, "x": 0, "y": 0, "phase": "moved"}]))
    with pytest.raises(replay.SceneError, match=r"allowed_scroll_types: not a parameter of a "
                                                r"tap recognizer"):
        replay.validate(base(children=[{"name": "v", "frame": [0, 0, 1, 1], "recognizers": [
            {"name": "r", "kind": "tap", "allowed_scroll_types": ["discrete"]}]}]))
    records = run(base([
        {"t": 0.0, "scroll": [0, 1], "x": 0, "y": 0, "kind": "continuous", "phase": "changed"},
        {"t": 0.1, "scroll": [math.nan, 1], "x": 0, "y": 0},
        {"t": 0.2, "pinch": 0, "x": 0, "y": 0, "phase": "began"},
        {"t": 0.3, "rotate": 0.1, "x": 1e16, "y": 0, "phase": "began"},
        {"t": 0.5, "scroll": [0, 1], "x": 0, "y": 0},
        {"t": 0.4, "scroll": [0, 1], "x": 0, "y": 0}]))
    assert errors(records) == [("trace[0].phase", "TC_ERR_STATE"),
                               ("trace[1].scroll", "TC_ERR_NOT_FINITE"),
                               ("trace[2].pinch", "TC_ERR_INVALID_ARGUMENT"),
                               ("trace[3].x", "TC_ERR_INVALID_ARGUMENT"),
                               ("trace[5].t", "TC_ERR_TIME_BACKWARDS")]


# ---------------------------------------------------------------------------------------------
# P5: altitude, azimuth, estimated properties and their updates
# ---------------------------------------------------------------------------------------------

def test_P5_altitude_and_azimuth_are_delivered(scene, stage):
    seen = []
    stage.outer.on_touches = lambda v, e: seen.append((e.touches[0].altitude,
                                                       e.touches[0].azimuth)) or True
    click(scene, 1, 10, 10, 0.0)
    click(scene, 2, 10, 10, 2.0, type="pencil", altitude=0.25, azimuth=-2.5)
    assert seen[0] == (tc._raw.TC_DEFAULT_ALTITUDE, 0.0)  # a finger's: perpendicular
    assert seen[2] == (0.25, -2.5)


def test_P5_azimuth_angle_and_unit_vector_in_a_view(scene, stage):
    """azimuthAngle(in:) / azimuthUnitVector(in:): the window's azimuth, turned back by a
    rotated view's rotation; none through a singular transform."""
    import math
    stage.inner.transform = (0, 1, -1, 0, 0, 0)          # 90 degrees clockwise (y down)
    scene.push_touch(1, "began", 100, 100, 0.0, type="pencil", azimuth=0.3)
    scene.dispatch()
    t = scene.find_touch(1)
    assert t.azimuth_angle_in() == pytest.approx(0.3)
    assert t.azimuth_angle_in(stage.outer) == pytest.approx(0.3)
    assert t.azimuth_angle_in(stage.inner) == pytest.approx(0.3 - math.pi / 2)
    u = t.azimuth_unit_vector_in(stage.inner)
    assert (u.x, u.y) == pytest.approx((math.cos(0.3 - math.pi / 2), math.sin(0.3 - math.pi / 2)))
    stage.side.transform = (0, 0, 0, 0, 0, 0)
    with pytest.raises(tc.SingularError):
        t.azimuth_angle_in(stage.side)


def test_P5_an_estimated_force_update_reaches_its_view(scene, stage):
    """The update reaches the view that got the sample; during the call its touch shows the
    sample with the update, and afterwards reads as before, expectations included (iOS 18.2
    UIKitCore's _dispatchWithCurrentUpdates puts the live touch back after the call). (This
    test once asserted that the touch kept the updated force and dropped the expectation.)"""
    updates, outer_updates = [], []
    stage.inner.on_estimated_update = lambda v, u: updates.append(u)
    stage.outer.on_estimated_update = lambda v, u: outer_updates.append(u)
    stage.touches(stage.inner)
    scene.push_touch(1, "began", 100, 100, 0.0, type="pencil", force=0.1,
                     estimated=["force", "altitude"], expecting=["force", "altitude"],
                     update_index=41)
    scene.dispatch()
    t = scene.find_touch(1)
    assert t.estimated_properties == tc.TouchProperty.FORCE | tc.TouchProperty.ALTITUDE
    assert t.expecting_updates == t.estimated_properties and t.estimation_update_index == 41
    scene.push_touch_update(1, 41, 0.05, force=0.75)
    scene.dispatch()
    assert len(updates) == 1 and outer_updates == []      # the walk stops at the first handler
    u = updates[0]
    assert (u.properties, u.id, u.index, u.force, u.remaining) == (
        tc.TouchProperty.FORCE, 1, 41, 0.75, tc.TouchProperty.ALTITUDE)
    assert u.timestamp == 0.05
    assert u.touch is not None and u.touch.force == 0.75
    assert u.touch.expecting_updates == tc.TouchProperty.ALTITUDE
    assert scene.find_touch(1).force == 0.1
    assert scene.find_touch(1).expecting_updates == tc.TouchProperty.FORCE | tc.TouchProperty.ALTITUDE
    scene.push_touch_update(1, 41, 0.06, altitude=0.5)
    scene.dispatch()
    assert updates[-1].remaining == 0
    assert (updates[-1].touch.force, updates[-1].touch.altitude) == (0.75, 0.5)
    assert updates[-1].touch.expecting_updates == 0 == updates[-1].touch.estimated_properties
    t = scene.find_touch(1)
    assert (t.force, t.altitude) == (0.1, tc._raw.TC_DEFAULT_ALTITUDE)
    with pytest.raises(tc.NotFoundError):                 # nothing expects it any more
        scene.push_touch_update(1, 41, 0.07, force=0.9)


def test_P5_an_update_goes_up_the_chain_to_the_first_view_with_a_handler(scene, stage):
    """UIResponder's touchesEstimatedPropertiesUpdated: forwards to the next responder (Apple's
    crash-report article: _UIEstimatedTouchRecord's dispatch reaches a view controller through
    forwardMethod1): a view that received the touch without a handler passes the update up,
    to the first view that has one, and no farther. (The engine told nobody.)"""
    got = []
    stage.touches(stage.inner)
    stage.outer.on_estimated_update = lambda v, u: got.append(("outer", u.id, u.force))
    stage.window.on_estimated_update = lambda v, u: got.append(("window", u.id, u.force))
    P = tc.TouchProperty
    scene.push_touch(1, "began", 100, 100, 0.0, type="stylus", force=0.3, estimated=P.FORCE,
                     expecting=P.FORCE, update_index=1)
    scene.push_touch(1, "ended", 100, 100, 0.05, type="stylus", force=0.3)
    scene.push_touch_update(1, 1, 0.06, force=0.8)
    scene.dispatch()
    assert got == [("outer", 1, pytest.approx(0.8))]
    stage.outer.on_estimated_update = None
    scene.push_touch(2, "began", 100, 100, 1.0, type="stylus", estimated=P.FORCE,
                     expecting=P.FORCE, update_index=2)
    scene.push_touch_update(2, 2, 1.01, force=0.6)
    scene.dispatch()
    assert got[1:] == [("window", 2, pytest.approx(0.6))]


def test_P5_T1_P6_finger_azimuth_force_and_predictions_read_as_uikit_reports_them(scene, stage):
    """iOS 18.2 UIKitCore: a touch's azimuth is a pencil's only (azimuthAngleInView: and
    azimuthUnitVectorInView: compute only for type 2), its force is min(unclamped force,
    maximumPossibleForce), and an ended touch or an indirect pointer has no predicted touches.
    (The engine passed a finger's azimuth through, reported 8 with a maximum of 6.67 and kept
    the predictions readable.)"""
    seen = []

    def on(view, e):
        t = e.touches[0]
        seen.append((e.phase.name, t.type.name, t.azimuth, t.force,
                     t.azimuth_angle_in(stage.inner), tuple(t.azimuth_unit_vector_in(stage.inner)),
                     len(t.predicted)))
        return True
    stage.inner.on_touches = on
    stage.inner.transform = (0, 1, -1, 0, 0, 0)
    pred = [(0.07, 130, 100)]
    scene.push_touch(1, "began", 100, 100, 0.0, azimuth=1.0, force=8.0, max_force=6.5)
    scene.push_touch(1, "moved", 101, 100, 0.05, azimuth=1.0, force=8.0, max_force=6.5,
                     predicted=pred)
    scene.push_touch(1, "ended", 101, 100, 0.06, predicted=pred)
    scene.push_touch(2, "began", 100, 100, 1.0, type="indirect_pointer", azimuth=1.0)
    scene.push_touch(2, "moved", 101, 100, 1.05, type="indirect_pointer", predicted=[(1.07, 130, 100)])
    scene.push_touch(2, "ended", 101, 100, 1.06, type="indirect_pointer")
    scene.dispatch()
    assert seen == [
        ("BEGAN", "DIRECT", 0.0, 6.5, 0.0, (0.0, 0.0), 0),
        ("MOVED", "DIRECT", 0.0, 6.5, 0.0, (0.0, 0.0), 1),
        ("ENDED", "DIRECT", 0.0, 0.0, 0.0, (0.0, 0.0), 0),
        ("BEGAN", "INDIRECT_POINTER", 0.0, 0.0, 0.0, (0.0, 0.0), 0),
        ("MOVED", "INDIRECT_POINTER", 0.0, 0.0, 0.0, (0.0, 0.0), 0),
        ("ENDED", "INDIRECT_POINTER", 0.0, 0.0, 0.0, (0.0, 0.0), 0)]


def test_P5_an_update_after_the_touch_ended_still_reaches_the_view(scene, stage):
    updates = []
    stage.inner.on_estimated_update = lambda v, u: updates.append(u)
    scene.push_touch(1, "began", 100, 100, 0.0, type="pencil", estimated=["location"],
                     expecting=["location"], update_index=3)
    scene.push_touch(1, "ended", 100, 100, 0.1, type="pencil")
    scene.dispatch()
    scene.push_touch_update(1, 3, 0.2, location=(101.5, 99.5))
    scene.dispatch()
    assert [(u.properties, u.x, u.y, u.touch) for u in updates] == [
        (tc.TouchProperty.LOCATION, 101.5, 99.5, None)]


def test_P5_G4_a_view_that_never_received_the_touch_gets_no_update(scene, stage):
    """P5: updates go to "the view that received the touch". A pan delaying touches-began holds
    the began (G4) and then takes the touch: the view receives nothing of it, so no update
    either: not while the began is held, not after the pan took it, not after it ended. (The
    view was once sent both updates.)"""
    updates, touches = [], []
    stage.inner.on_estimated_update = lambda v, u: updates.append(u)
    stage.inner.on_touches = lambda v, e: touches.append(e.phase) or True
    tc.PanRecognizer(scene, stage.inner, name="pan", delays_touches_began=True)
    scene.push_touch(3, "began", 100, 100, 2.0, type="pencil", force=0.1, estimated=["force"],
                     expecting=["force"], update_index=2)
    scene.push_touch_update(3, 2, 2.01, force=0.7)           # the began is held
    scene.push_touch(3, "moved", 140, 100, 2.02, type="pencil", force=0.2, estimated=["force"],
                     expecting=["force"], update_index=3)
    scene.push_touch_update(3, 3, 2.03, force=0.8)           # the pan has taken the touch
    scene.push_touch(3, "moved", 150, 100, 2.04, type="pencil", force=0.3, estimated=["force"],
                     expecting=["force"], update_index=4)
    scene.push_touch(3, "ended", 150, 100, 2.05, type="pencil")
    scene.advance(2.06)
    scene.push_touch_update(3, 4, 2.07, force=0.9)           # after the end
    scene.advance(3)
    assert touches == [] and updates == []
    # The same updates reach a view that did receive its touch.
    scene.push_touch(5, "began", 100, 100, 4.0, type="pencil", force=0.1, estimated=["force"],
                     expecting=["force"], update_index=7)
    scene.push_touch(5, "ended", 100, 100, 4.05, type="pencil")
    scene.advance(4.1)
    scene.push_touch_update(5, 7, 4.2, force=0.6)
    scene.advance(5)
    assert [(u.id, u.force) for u in updates] == [(5, 0.6)]


def test_P5_refused_angles_estimates_and_updates_change_nothing(scene, stage):
    before = (scene.queued_count, scene.touch_count)
    with pytest.raises(tc.InvalidArgumentError):
        scene.push_touch(1, "began", 10, 10, 0.0, altitude=2.0)      # > pi/2
    with pytest.raises(tc.InvalidArgumentError):
        scene.push_touch(1, "began", 10, 10, 0.0, azimuth=-4.0)      # < -pi
    with pytest.raises(tc.NotFiniteError):
        scene.push_touch(1, "began", 10, 10, 0.0, altitude=math.nan)
    with pytest.raises(tc.InvalidArgumentError):                      # not a subset
        scene.push_touch(1, "began", 10, 10, 0.0, estimated=["force"], expecting=["azimuth"])
    with pytest.raises(tc.UnknownEnumError):
        scene.push_touch(1, "began", 10, 10, 0.0, estimated=16)
    with pytest.raises(tc.NotFoundError):                             # no such sample
        scene.push_touch_update(1, 0, 0.0, force=1.0)
    with pytest.raises(tc.InvalidArgumentError):                      # no property
        scene.push_touch_update(1, 0, 0.0)
    unchanged(scene, before)
    scene.push_touch(1, "began", 10, 10, 0.0, estimated=["force"], expecting=["force"],
                     update_index=9)
    with pytest.raises(tc.InvalidArgumentError):
        scene.push_touch_update(1, 9, 0.0, force=-1.0)
    with pytest.raises(tc.NotFoundError):                             # not expected
        scene.push_touch_update(1, 9, 0.0, azimuth=1.0)
    with pytest.raises(tc.TimeBackwardsError):
        scene.push_touch_update(1, 9, -1.0, force=1.0)
    assert scene.queued_count == before[0] + 1


def test_P5_replay_estimated_update_records():
    doc = base([{"t": 0.0, "touch": 1, "phase": "began", "x": 20, "y": 20, "type": "pencil",
                 "force": 0.2, "altitude": 0.8, "azimuth": -0.5,
                 "estimated": ["force", "azimuth"], "expecting": ["force", "azimuth"],
                 "update_index": 12},
                {"t": 0.02, "update": 1, "index": 12, "force": 0.6},
                {"t": 0.03, "update": 1, "index": 12, "force": 0.7},
                {"t": 0.04, "update": 1, "index": 12, "azimuth": 0.1},
                {"t": 0.05, "update": 1, "index": 12, "x": 1, "y": 2},
                {"t": 0.1, "touch": 1, "phase": "ended", "x": 20, "y": 20, "type": "pencil"}],
               [{"name": "v", "frame": [0, 0, 100, 100],
                 "handles": ["touches", "estimated_update"]}])
    records = run(doc)
    ups = of(records, "estimated_update")
    assert [(u["t"], u["view"], u["touch"], u["index"], u["properties"], u["remaining"])
            for u in ups] == [(0.02, "v", 1, 12, ["force"], ["azimuth"]),
                              (0.04, "v", 1, 12, ["azimuth"], [])]
    assert list(ups[0]) == ["t", "at", "ev", "view", "touch", "index", "properties",
                            "remaining"]
    assert errors(records) == [("trace[2]", "TC_ERR_NOT_FOUND"),
                               ("trace[4]", "TC_ERR_NOT_FOUND")]


def test_P5_replay_refused_angles_name_the_key():
    records = run(base([
        {"t": 0.0, "touch": 1, "phase": "began", "x": 1, "y": 1, "altitude": 2},
        {"t": 0.0, "touch": 2, "phase": "began", "x": 1, "y": 1, "azimuth": -7},
        {"t": 0.0, "touch": 3, "phase": "began", "x": 1, "y": 1, "estimated": [],
         "expecting": ["force"]},
        {"t": 0.1, "update": 4, "index": 0}]))
    assert errors(records) == [("trace[0].altitude", "TC_ERR_INVALID_ARGUMENT"),
                               ("trace[1].azimuth", "TC_ERR_INVALID_ARGUMENT"),
                               ("trace[2].expecting", "TC_ERR_INVALID_ARGUMENT"),
                               ("trace[3]", "TC_ERR_INVALID_ARGUMENT")]
    with pytest.raises(replay.SceneError, match=r"trace\[0\]: missing required key 'y' "
                                                r"\(an update's location is x and y\)"):
        replay.validate(base([{"t": 0, "update": 1, "index": 0, "x": 1}]))
    with pytest.raises(replay.SceneError, match=r"trace\[0\]\.estimated\[0\]: unknown value "
                                                r"'pressure'"):
        replay.validate(base([{"t": 0, "touch": 1, "phase": "began", "x": 1, "y": 1,
                               "estimated": ["pressure"]}]))


# ---------------------------------------------------------------------------------------------
# P6: coalesced and predicted samples
# ---------------------------------------------------------------------------------------------

RATE = 240.0  # a 240 Hz digitizer behind a 60 Hz frame: 4 samples per frame


def _stream(n=49):
    """(t, x, y) at 240 Hz of a finger that accelerates and wobbles (so a velocity fit on the
    60 Hz frames alone differs from one on every sample)."""
    return [(i / RATE, 10 + 100 * i / RATE + 20000 * (i / RATE) ** 3,
             100 + 20 * i / RATE + 30 * math.sin(40 * i / RATE)) for i in range(n)]


def _pan_run(push):
    """Pan states (state, t, translation, velocity) of a 320x480 pan fed by ``push(scene)``."""
    with tc.Scene() as scene:
        w = tc.Window(scene, 0, 0, 320, 480)
        v = w.add_subview(tc.View(scene, 0, 0, 320, 480))
        pan = tc.PanRecognizer(scene, v)
        out = []
        pan.on_state = lambda r, d: out.append((d.state.name, round(d.timestamp, 9),
                                                d.translation, d.velocity))
        push(scene)
        scene.dispatch()
        return out


def _full_rate(scene):
    pts = _stream()
    scene.push_touch(1, "began", pts[0][1], pts[0][2], pts[0][0])
    for t, x, y in pts[1:]:
        scene.push_touch(1, "moved", x, y, t)
    scene.push_touch(1, "ended", pts[-1][1], pts[-1][2], pts[-1][0] + 0.001)


def _frames(scene, coalesce=True):
    pts = _stream()
    scene.push_touch(1, "began", pts[0][1], pts[0][2], pts[0][0])
    for k in range(4, len(pts), 4):
        t, x, y = pts[k]
        scene.push_touch(1, "moved", x, y, t, coalesced=pts[k - 3:k] if coalesce else None)
    scene.push_touch(1, "ended", pts[-1][1], pts[-1][2], pts[-1][0] + 0.001)


def test_P6_coalesced_samples_give_a_pan_the_full_rate_velocity():
    full = _pan_run(_full_rate)
    coalesced = _pan_run(_frames)
    frames_only = _pan_run(lambda s: _frames(s, coalesce=False))
    assert full[-1][0] == coalesced[-1][0] == "ENDED"
    for a, b in zip(full[-1][2:], coalesced[-1][2:]):     # translation, velocity
        assert a == pytest.approx(b, rel=1e-9, abs=1e-9)
    assert full[-1][3].x == pytest.approx(100 + 60000 * 0.2 ** 2, rel=0.05)  # dx/dt at the end
    # the pan saw every point: the same states and translations, point by point (reported at
    # the time of the frame that carried them)
    assert [(s[0], s[2]) for s in full] == [(s[0], s[2]) for s in coalesced]
    assert {s[1] for s in coalesced} <= {round(k / RATE, 9) for k in range(0, 49, 4)} | {
        round(48 / RATE + 0.001, 9)}
    # without the coalesced points the fit sees only the 60 Hz frames: another velocity
    assert frames_only[-1][3].x != pytest.approx(full[-1][3].x, rel=1e-6)


def test_P6_a_view_gets_one_moved_with_every_coalesced_point(scene, stage):
    moves = []
    stage.outer.on_touches = lambda v, e: moves.append(
        (e.phase, e.touches[0].coalesced, e.touches[0].predicted)) or True
    scene.push_touch(1, "began", 10, 10, 0.0)
    scene.push_touch(1, "moved", 18, 10, 0.016,
                     coalesced=[(0.004, 12, 10), tc.TouchPoint(0.008, 14, 10, 0.5),
                                {"t": 0.012, "x": 16, "y": 10, "altitude": 1.0}],
                     predicted=[(0.02, 20, 10), (0.024, 22, 10)])
    scene.dispatch()
    assert [m[0] for m in moves] == [tc.Phase.BEGAN, tc.Phase.MOVED]
    coalesced, predicted = moves[1][1], moves[1][2]
    assert [(p.timestamp, p.x) for p in coalesced] == [(0.004, 12), (0.008, 14), (0.012, 16),
                                                        (0.016, 18)]  # the sample is last
    assert coalesced[1].force == 0.5 and coalesced[2].altitude == 1.0
    assert [(p.timestamp, p.x, p.y) for p in predicted] == [(0.02, 20, 10), (0.024, 22, 10)]
    assert len(moves[0][1]) == 1 and moves[0][2] == []    # a began: itself, no prediction


def test_P6_a_stationary_touch_reports_only_itself_to_another_view(scene, stage):
    """P6: in an event where a touch has no sample it is stationary, and reports itself alone
    as coalesced and no predictions — also to a view reading it among all the event's touches
    (iOS 18.2 UIKitCore: -[UITouchesEvent _setHIDEvent:] empties the coalesced table per event;
    coalescedTouchesForTouch: of a touch not in it is the touch alone). (The engine reported its
    last sample's points, an event old.)"""
    seen = []

    def on_side(view, e):
        for t in e.all_touches:
            if t.id == 1:
                seen.append((e.timestamp, t.phase.name, [c.timestamp for c in t.coalesced],
                             [p.timestamp for p in t.predicted]))
        return True
    stage.side.on_touches = on_side
    stage.outer.on_touches = lambda v, e: True
    scene.push_touch(1, "began", 10, 10, 0.0)
    scene.push_touch(1, "moved", 20, 20, 0.1, coalesced=[(0.05, 15, 15)],
                     predicted=[(0.12, 25, 25), (0.14, 30, 30)])
    scene.push_touch(2, "began", 200, 200, 0.5)
    scene.push_touch(2, "moved", 210, 200, 0.9)
    scene.dispatch()
    assert seen == [(0.5, "STATIONARY", [0.1], []), (0.9, "STATIONARY", [0.1], [])]


def test_P5_G3_a_view_taken_from_hears_only_the_samples_it_got(scene, stage):
    """P5: the view hears the updates of the samples delivered to it (iOS 18.2 UIKitCore
    registers a responder as each phase is delivered to it, deliverTouchesEvent:toResponder:).
    A pan takes the touch (G3): the view got the began's sample and a cancel, so it hears of the
    began's update only. (The engine told it of every sample's.)"""
    got, phases = [], []
    stage.inner.on_estimated_update = lambda v, u: got.append(u.index)
    stage.inner.on_touches = lambda v, e: phases.append(e.phase.name) or True
    tc.PanRecognizer(scene, stage.inner)
    P = tc.TouchProperty
    scene.push_touch(1, "began", 60, 60, 0.0, type="pencil", estimated=P.FORCE, expecting=P.FORCE,
                     update_index=1)
    scene.dispatch()
    for i in range(2, 8):
        scene.push_touch(1, "moved", 60 + 10 * i, 60, 0.01 * i, type="pencil", estimated=P.FORCE,
                         expecting=P.FORCE, update_index=i)
        scene.dispatch()
    assert phases == ["BEGAN", "CANCELLED"]
    for i in range(1, 8):
        scene.push_touch_update(1, i, 0.2 + 0.001 * i, force=0.5)
    scene.dispatch()
    assert got == [1]


def test_P6_predicted_points_never_change_state(scene, stage):
    pan = stage.watch(tc.PanRecognizer(scene, stage.outer, name="pan"))
    stage.touches(stage.outer)
    scene.push_touch(1, "began", 10, 10, 0.0)
    scene.push_touch(1, "moved", 12, 10, 0.01, predicted=[(0.02, 190, 10), (0.03, 199, 10)])
    scene.dispatch()
    assert stage.states("pan") == []                      # 2 pt moved: not yet a pan
    assert pan.state == tc.GestureState.POSSIBLE
    touch = scene.find_touch(1)
    assert (touch.x, touch.y) == (12, 10) and len(touch.predicted) == 2
    assert [e[2] for e in stage.log] == ["began", "moved"]


def test_P6_the_engine_predicts_from_the_velocity_fit(scene, stage):
    scene.push_touch(1, "began", 10, 10, 0.0)
    for i in range(1, 9):                                 # 1000 pt/s along x
        scene.push_touch(1, "moved", 10 + 10 * i, 10, 0.01 * i)
    scene.dispatch()
    touch = scene.find_touch(1)
    p = touch.predict(0.02)
    assert p.timestamp == pytest.approx(0.1)
    assert (p.x, p.y) == (pytest.approx(110), pytest.approx(10))
    assert touch.predict(0).x == pytest.approx(90)
    with pytest.raises(tc.InvalidArgumentError):
        touch.predict(tc._raw.TC_MAX_PREDICTION_INTERVAL * 2)
    with pytest.raises(tc.InvalidArgumentError):
        touch.predict(-0.01)
    with pytest.raises(tc.NotFiniteError):
        touch.predict(math.nan)
    assert scene.find_touch(1).x == 90                    # predicting changed nothing


def test_P6_refused_coalesced_and_predicted_points_change_nothing(scene, stage):
    stage.touches(stage.outer)
    scene.push_touch(1, "began", 10, 10, 0.0)
    scene.dispatch()
    before = (scene.queued_count, scene.touch_count)
    many = [(0.001 * i, 10 + i, 10) for i in range(1, tc._raw.TC_MAX_COALESCED + 2)]
    with pytest.raises(tc.LimitError):                    # 65 > TC_MAX_COALESCED
        scene.push_touch(1, "moved", 80, 10, 0.1, coalesced=many)
    with pytest.raises(tc.LimitError):
        scene.push_touch(1, "moved", 80, 10, 0.1,
                         predicted=[(0.1 + 0.001 * i, 80, 10) for i in range(17)])
    with pytest.raises(tc.InvalidArgumentError):          # out of time order
        scene.push_touch(1, "moved", 80, 10, 0.1, coalesced=[(0.05, 20, 10), (0.04, 30, 10)])
    with pytest.raises(tc.InvalidArgumentError):          # later than the sample
        scene.push_touch(1, "moved", 80, 10, 0.1, coalesced=[(0.2, 20, 10)])
    with pytest.raises(tc.InvalidArgumentError):          # predicted before the sample
        scene.push_touch(1, "moved", 80, 10, 0.1, predicted=[(0.05, 90, 10)])
    with pytest.raises(tc.NotFiniteError):
        scene.push_touch(1, "moved", 80, 10, 0.1, coalesced=[(0.05, math.nan, 10)])
    with pytest.raises(tc.InvalidArgumentError):          # a began has no coalesced points
        scene.push_touch(2, "began", 80, 10, 0.1, coalesced=[(0.05, 20, 10)])
    with pytest.raises(tc.InvalidValueError):             # not a point (bindings)
        scene.push_touch(1, "moved", 80, 10, 0.1, coalesced=[(0.05, 20)])
    with pytest.raises(TypeError):
        scene.push_touch(1, "moved", 80, 10, 0.1, coalesced=5)
    unchanged(scene, before)
    scene.push_touch(1, "moved", 80, 10, 0.1, coalesced=many[:tc._raw.TC_MAX_COALESCED - 1])
    scene.dispatch()
    assert [e[2] for e in stage.log] == ["began", "moved"]
    assert len(scene.find_touch(1).coalesced) == tc._raw.TC_MAX_COALESCED


def test_P6_push_touches_batches_carry_coalesced_points(scene, stage):
    seen = []
    stage.outer.on_touches = lambda v, e: seen.append(len(e.touches[0].coalesced)) or True
    assert scene.push_touches([
        {"id": 1, "phase": "began", "x": 10, "y": 10, "t": 0.0},
        {"id": 1, "phase": "moved", "x": 16, "y": 10, "t": 0.016,
         "coalesced": [(0.008, 13, 10)], "buttons": "primary", "altitude": 1.0},
        (1, "ended", 16, 10, 0.03)]) == 3
    scene.dispatch()
    assert seen == [1, 2, 1]


def test_P6_replay_coalesced_points_and_their_refusals():
    pts = _stream(17)
    trace = [{"t": pts[0][0], "touch": 1, "phase": "began", "x": pts[0][1], "y": pts[0][2]}]
    for k in range(4, 17, 4):
        trace.append({"t": pts[k][0], "touch": 1, "phase": "moved", "x": pts[k][1],
                      "y": pts[k][2], "coalesced": [list(p) for p in pts[k - 3:k]],
                      "predicted": [[pts[k][0] + 0.004, pts[k][1] + 3, pts[k][2], 0.5]]})
    trace.append({"t": 0.1, "touch": 1, "phase": "ended", "x": pts[16][1], "y": pts[16][2]})
    full = [{"t": t, "touch": 1, "phase": "began" if i == 0 else "moved", "x": x, "y": y}
            for i, (t, x, y) in enumerate(pts)] + [trace[-1]]
    kids = [{"name": "v", "frame": [0, 0, 320, 480],
             "recognizers": [{"name": "pan", "kind": "pan"}]}]
    a, b = run(base(trace, kids)), run(base(full, kids))
    assert not errors(a)
    ga, gb = of(a, "gesture"), of(b, "gesture")
    assert ga[-1]["velocity"] == gb[-1]["velocity"] and ga[-1]["state"] == "ended"
    refused = run(base([
        {"t": 0.0, "touch": 1, "phase": "began", "x": 1, "y": 1},
        {"t": 0.1, "touch": 1, "phase": "moved", "x": 2, "y": 1,
         "coalesced": [[0.001 * i, 1, 1] for i in range(1, 66)]},
        {"t": 0.1, "touch": 1, "phase": "moved", "x": 2, "y": 1,
         "coalesced": [[0.05, 1, 1], [0.01, 1, 1]]},
        {"t": 0.1, "touch": 1, "phase": "moved", "x": 2, "y": 1,
         "predicted": [[0.2, 1, 1]] * 17},
        {"t": 0.1, "touch": 1, "phase": "moved", "x": 2, "y": 1,
         "coalesced": [[0.05, 1, 1], [0.06, math.inf, 1]]},
        {"t": 0.2, "touch": 2, "phase": "began", "x": 2, "y": 1, "coalesced": [[0.15, 1, 1]]}],
        kids))
    assert errors(refused) == [("trace[1].coalesced", "TC_ERR_LIMIT"),
                               ("trace[2].coalesced", "TC_ERR_INVALID_ARGUMENT"),
                               ("trace[3].predicted", "TC_ERR_LIMIT"),
                               ("trace[4].coalesced[1]", "TC_ERR_NOT_FINITE"),
                               ("trace[5].coalesced", "TC_ERR_INVALID_ARGUMENT")]
    with pytest.raises(replay.SceneError, match=r"trace\[0\]\.coalesced\[0\]: expected a list "
                                                r"of 3 or 4 numbers"):
        replay.validate(base([{"t": 0, "touch": 1, "phase": "moved", "x": 1, "y": 1,
                               "coalesced": [[0, 1]]}]))


# ---------------------------------------------------------------------------------------------
# The example scene (hover, wheel scroll, a pencil-only recognizer)
# ---------------------------------------------------------------------------------------------

def test_P1_P3_P4_example_scene_replays_its_golden_log():
    path = os.path.join(SCENES, EXAMPLE + ".json")
    records = replay.replay_file(path)
    with open(os.path.join(SCENES, EXAMPLE + ".log.jsonl"), encoding="utf-8") as f:
        assert replay.format_log(records) == f.read()
    # what the example is for: hover enter/exit, the pencil-only pan, the wheel scroll
    assert {(r["view"], r["phase"]) for r in of(records, "hover")} >= {
        ("sidebar", "began"), ("item", "began"), ("item", "ended"), ("canvas", "began")}
    ink = of(records, "gesture", recognizer="ink")
    assert ink and min(g["t"] for g in ink) >= 2.0          # the finger at t=1 never inked
    assert of(records, "scroll", view="list", event="did_scroll")
    assert not errors(records)


def test_example_scene_timeline_draws_the_new_records(tmp_path):
    from touchchain import timeline
    records = replay.replay_file(os.path.join(SCENES, EXAMPLE + ".json"))
    model = timeline.write(records, str(tmp_path / "t.svg"), title=EXAMPLE)
    lanes = [label for label, _ in model.lanes]
    assert "sidebar (hover)" in lanes and "item (hover)" in lanes and "ink (gesture)" in lanes
    assert any(text == "hover entered" for _, _, _, text in model.legend)
    with open(os.path.join(SCENES, EXAMPLE + ".svg"), encoding="utf-8") as f:
        assert timeline.to_svg(model) == f.read()


def test_timeline_marks_estimated_updates():
    from touchchain import timeline
    records = [{"t": 0.0, "at": 0.0, "ev": "touches", "phase": "began", "responder": "v",
                "touches": [1], "tap_counts": [1], "types": ["stylus"], "handled": True},
               {"t": 0.1, "at": 0.1, "ev": "estimated_update", "view": "v", "touch": 1,
                "index": 2, "properties": ["force"], "remaining": []},
               {"t": 0.2, "at": 0.2, "ev": "estimated_update", "view": "w", "touch": 1,
                "index": 2, "properties": ["force", "azimuth"], "remaining": []}]
    model = timeline.Model(records)
    assert [label for label, _ in model.lanes] == ["v", "w"]
    assert [m.label for m in model.marks if m.shape == "diamond"] == ["force", "force+azimuth"]
    assert ("diamond", "#9467bd", True, "estimated update") in model.legend


def test_replay_json_of_new_records_is_valid_jsonl():
    records = replay.replay_file(os.path.join(SCENES, EXAMPLE + ".json"))
    for line in replay.format_log(records).splitlines():
        assert json.loads(line)
