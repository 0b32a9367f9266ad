"""touchchain.timeline: timeline pictures of replay logs (SVG by hand, PNG via matplotlib)."""
import os
import xml.dom.minidom

import pytest

from touchchain import replay, timeline

from conftest import REPO
SCENES = os.path.join(REPO, "examples", "scenes")


def records(name):
    return replay.replay_file(os.path.join(SCENES, name + ".json"))


def test_model_lanes_marks_arrows_links():
    model = timeline.Model(records("double_tap_held_ended"), "dt")
    assert model.lanes == [("photo", "responder"), ("doubleTap (gesture)", "recognizer")]
    # the two held endings: t -> at arrows
    assert [(round(t, 2), round(at, 2)) for _, t, at, _ in model.arrows] == [(0.08, 0.28),
                                                                           (1.08, 1.43)]
    shapes = {(m.lane, m.shape) for m in model.marks}
    assert (1, "star") in shapes and (1, "plus") in shapes and (0, "x") in shapes
    assert any(text.startswith("held") for *_, text in model.legend)


def test_chain_links_join_responders_of_one_delivery():
    model = timeline.Model(records("router_event"))
    lanes = [label for label, _ in model.lanes]
    assert lanes[:5] == ["firstButton", "cell", "tableView", "rootView", "RouterEventVC"]
    # firstButton -> ... -> RouterEventVC at t=0.2: four links
    assert len([link for link in model.links if abs(link[0] - 0.2) < 1e-9]) >= 4


def test_svg_is_well_formed_and_names_every_lane(tmp_path):
    recs = records("button_in_tapping_view")
    path = tmp_path / "x.svg"
    model = timeline.write(recs, str(path), title="button in tapping view")
    text = path.read_text()
    xml.dom.minidom.parseString(text)
    for label, _ in model.lanes:
        assert ">%s<" % label in text
    assert "button in tapping view" in text and "touches began" in text


def test_png_via_matplotlib(tmp_path):
    pytest.importorskip("matplotlib")
    path = tmp_path / "x.png"
    timeline.write(records("pan_cancels_touches"), str(path))
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_read_log_round_trip_and_unknown_extension(tmp_path):
    log = os.path.join(SCENES, "seed001_orange.log.jsonl")
    recs = timeline.read_log(log)
    assert recs[0]["ev"] == "hit_enter"
    model = timeline.Model(recs)
    assert ("(dropped)", "other") in model.lanes
    with pytest.raises(ValueError):
        timeline.write(recs, str(tmp_path / "x.jpg"))


def test_single_instant_log_gets_a_time_range():
    model = timeline.Model([{"t": 1.0, "at": 1.0, "ev": "route", "name": "r",
                             "responder": "a", "handled": True}])
    assert model.t1 > model.t0 and model.ticks()


def test_svg_is_well_formed_whatever_the_names_hold(tmp_path):
    """A name may hold any character but U+0000 (FORMAT.md), the control characters too, which XML 1.0
    does not allow: the SVG was not well-formed. They are written as JSON-style escapes
    (``\\u0001``), as markup characters are escaped."""
    import xml.etree.ElementTree as ET
    name = 'm&a<i>n"]]>\x01\x1f\x0b'
    doc = {"format": "touchchain-scene/1",
           "windows": [{"name": name, "frame": [0, 0, 320, 480], "handles": ["touches"],
                        "recognizers": [{"name": "tap\x02", "kind": "tap"}]}],
           "trace": [{"t": 0.0, "touch": 1, "phase": "began", "x": 160, "y": 240},
                     {"t": 0.1, "touch": 1, "phase": "ended", "x": 160, "y": 240},
                     {"t": 1.0, "advance": True}]}
    recs = replay.replay(doc)
    # a log read back may also hold a lone surrogate (JSON's "\ud800")
    recs.append({"t": 1.0, "at": 1.0, "ev": "route", "name": "r\ud800", "responder": "x\udfff",
                 "handled": False})
    path = tmp_path / "x.svg"
    model = timeline.write(recs, str(path), title="title\x01")
    texts = ["".join(e.itertext()) for e in ET.parse(str(path)).getroot().iter()
             if e.tag.endswith("text")]
    assert 'm&a<i>n"]]>\\u0001\\u001f\\u000b' in texts
    assert "tap\\u0002 (gesture)" in texts and "title\\u0001" in texts and "x\\udfff" in texts
    assert len(model.lanes) >= 3
