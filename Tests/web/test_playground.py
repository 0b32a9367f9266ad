"""The playground (examples/web) in headless Chromium, driven with real input.

Each test loads a scene into the page, sends input through Playwright (mouse moves, clicks and
wheel, touchscreen, CDP touch events and pen events, the router-event form), then replays the page's session file (the scene
with the trace the page generated) with the native tool, `python -m touchchain replay FILE
--trace-hit-test`, and checks that the page's log equals the native log byte for byte, and
that the gesture the input was meant to make is in it.

Needs: bindings/js/touchchain.wasm (`make web`; missing is a failure), the native library
(`make build`, found by bindings/python/touchchain/_loader.py), the `playwright` Python package
and a system Chromium (missing either is a skip: browsers are never downloaded).

TC_SCREENSHOT_DIR: where to save the screenshots (default: pytest's tmp_path).
"""
import contextlib
import json
import math
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(os.path.dirname(HERE))
WASM = os.path.join(REPO, "bindings", "js", "touchchain.wasm")
SCENE = os.path.join(HERE, "playground_scene.json")
PAGE = "/examples/web/"

try:
    from playwright.sync_api import sync_playwright
except ImportError:  # pragma: no cover - depends on the machine
    sync_playwright = None


def _chromium():
    for name in ("chromium", "chromium-browser", "google-chrome", "google-chrome-stable"):
        path = shutil.which(name)
        if path:
            return path
    for path in ("/usr/lib/chromium/chromium", "/usr/bin/chromium"):
        if os.path.exists(path):
            return path
    return None


# ---------------------------------------------------------------------------------------------
# Fixtures: a static server on the repository root, a browser, the playground page
# ---------------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def server():
    if not os.path.isfile(WASM):
        pytest.fail("bindings/js/touchchain.wasm is missing: run `make web` first (the playground "
                    "runs the engine as WebAssembly)")
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    proc = subprocess.Popen([sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1"],
                            cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    base = "http://127.0.0.1:%d" % port
    try:
        deadline = time.monotonic() + 15
        while True:
            try:
                with urllib.request.urlopen(base + PAGE, timeout=1) as r:
                    r.read()
                break
            except OSError:
                if proc.poll() is not None or time.monotonic() > deadline:
                    pytest.fail("python3 -m http.server did not start on port %d" % port)
                time.sleep(0.1)
        yield base
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()


@pytest.fixture(scope="module")
def browser():
    if sync_playwright is None:
        pytest.skip("the playwright Python package is not installed (pip install playwright; "
                    "the test uses the system Chromium, no browser download)")
    exe = _chromium()
    if exe is None:
        pytest.skip("no Chromium on PATH (apt-get install chromium): the playground test drives "
                    "the system browser and never downloads one")
    with sync_playwright() as p:
        try:
            b = p.chromium.launch(executable_path=exe, headless=True)
        except Exception as e:  # pragma: no cover - depends on the machine
            pytest.skip("Chromium (%s) did not start under Playwright: %s" % (exe, e))
        yield b
        b.close()


@pytest.fixture
def page(server, browser):
    context = browser.new_context(viewport={"width": 1440, "height": 900}, has_touch=True,
                                  device_scale_factor=1)
    pg = context.new_page()
    errors = []
    pg.on("pageerror", lambda e: errors.append(str(e)))
    pg.goto(server + PAGE)
    pg.wait_for_function("window.touchchainPlayground !== undefined")
    try:
        pg.evaluate("window.touchchainPlayground.ready")
    except Exception as e:
        pytest.fail("the playground did not start: %s; page errors: %s" % (e, errors))
    pg.page_errors = errors
    yield pg
    context.close()


# ---------------------------------------------------------------------------------------------
# Helpers
# ---------------------------------------------------------------------------------------------

def load_scene(pg, path=SCENE):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    label = os.path.splitext(os.path.basename(path))[0]
    pg.evaluate("([t, n]) => window.touchchainPlayground.loadScene(t, n)", [text, label])
    assert pg.evaluate("window.touchchainPlayground.trace()") == []


def point(pg, x, y):
    """Scene window coordinates -> page coordinates."""
    return pg.evaluate("([x, y]) => window.touchchainPlayground.pagePoint(x, y)", [x, y])


def settle(pg, seconds=1.8):
    """Let the page's clock run past the pending timers (its idle `advance` steps), then wait
    for every queued step to have run."""
    pg.wait_for_timeout(int(seconds * 1000))
    pg.evaluate("window.touchchainPlayground.idle()")


def native_replay(doc, tmp_path, name):
    path = tmp_path / (name + ".session.json")
    path.write_text(json.dumps(doc, indent=1), encoding="utf-8")
    env = dict(os.environ, PYTHONPATH=os.path.join(REPO, "bindings", "python"))
    proc = subprocess.run([sys.executable, "-m", "touchchain", "replay", str(path),
                           "--trace-hit-test"], env=env, capture_output=True, timeout=120)
    if proc.returncode != 0:
        err = proc.stderr.decode("utf-8", "replace")
        if "libtouchchain" in err or "ImportError" in err:
            pytest.fail("the native library did not load (run `make build`): " + err[-2000:])
        pytest.fail("touchchain replay %s exited %d: %s" % (path, proc.returncode, err[-2000:]))
    return proc.stdout.decode("utf-8")


def check_parity(pg, tmp_path, name):
    """The page's log equals the native replay of the page's session file; returns the
    native records."""
    pg.evaluate("window.touchchainPlayground.idle()")
    doc = pg.evaluate("window.touchchainPlayground.sceneDocument()")
    page_log = pg.evaluate("window.touchchainPlayground.log()")
    assert doc["trace"], "the page generated no trace steps"
    native = native_replay(doc, tmp_path, name)
    if page_log != native:
        a, b = page_log.splitlines(), native.splitlines()
        first = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
        pytest.fail("page log != native replay (%d vs %d lines); first difference at line %d:\n"
                    "page:   %s\nnative: %s" % (len(a), len(b), first + 1,
                                                a[first] if first < len(a) else "<end>",
                                                b[first] if first < len(b) else "<end>"))
    assert pg.page_errors == []
    return [json.loads(line) for line in native.splitlines()], doc


def gestures(records, recognizer):
    return [r["state"] for r in records if r["ev"] == "gesture" and r["recognizer"] == recognizer]


def controls(records, view):
    return [r["event"] for r in records if r["ev"] == "control" and r["view"] == view]


def screenshot_dir(tmp_path):
    d = os.environ.get("TC_SCREENSHOT_DIR")
    if d:
        os.makedirs(d, exist_ok=True)
        return d
    return str(tmp_path)


def png_colours(path):
    """Distinct RGB colours of a PNG and its size, read by the checked reader the SDL2
    example's screenshot test uses (examples/sdl2/check_screenshot.py: zlib only)."""
    sys.path.insert(0, os.path.join(REPO, "examples", "sdl2"))
    try:
        from check_screenshot import read_png
    finally:
        sys.path.pop(0)
    width, height, pixels = read_png(path)
    return set(pixels), (width, height)


# ---------------------------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------------------------

def test_tap(page, tmp_path):
    """A touchscreen tap on the photo: the single tap recognizes once the double tap failed."""
    load_scene(page)
    x, y = point(page, 160, 330)
    page.touchscreen.tap(x, y)
    settle(page)
    records, doc = check_parity(page, tmp_path, "tap")
    phases = [s["phase"] for s in doc["trace"] if "touch" in s]
    assert phases[0] == "began" and phases[-1] == "ended", phases
    assert {"ev": "hit_test", "touch": 1, "view": "photo"}.items() <= next(
        r for r in records if r["ev"] == "hit_test" and "touch" in r).items()
    assert gestures(records, "doubleTap") == ["failed"]
    assert gestures(records, "singleTap") == ["ended"]
    failed = next(r for r in records if r["ev"] == "gesture" and r["state"] == "failed")
    assert "reason" in failed and failed["reason"]
    assert any(r["ev"] == "hit_enter" for r in records), "no hit-test trace records"


def test_double_tap(page, tmp_path):
    """Two mouse clicks in quick succession on the photo: the double tap recognizes, the single
    tap (which requires it to fail) fails."""
    # loaded through the page's file input this time
    page.set_input_files("#file-input", SCENE)
    page.wait_for_function("document.querySelector('#status').textContent.includes('playground_scene')")
    assert page.evaluate("window.touchchainPlayground.trace()") == []
    x, y = point(page, 120, 300)
    page.mouse.click(x, y)
    page.wait_for_timeout(60)
    page.mouse.click(x + 2, y + 1)
    settle(page)
    records, doc = check_parity(page, tmp_path, "double_tap")
    assert gestures(records, "doubleTap") == ["ended"]
    assert gestures(records, "singleTap") == ["failed"]
    counts = [r["tap_counts"] for r in records if r["ev"] == "touches" and r["phase"] == "began"]
    assert [1] in counts and [2] in counts, counts
    assert any("advance" in s for s in doc["trace"]), "the page never advanced the clock"


def test_pan_over_button(page, tmp_path):
    """A one-finger drag (CDP touch events) starting on the button inside the pager: the
    button sees touch_down, the pager's pan begins and changes, and cancels the button's touch
    (touch_cancel)."""
    load_scene(page)
    cdp = page.context.new_cdp_session(page)
    x0, y0 = point(page, 80, 146)
    x1, _ = point(page, 240, 146)

    def touch(kind, x, y):
        points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 7}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", x0, y0)
    page.wait_for_timeout(40)
    steps = 16
    for i in range(1, steps + 1):
        touch("touchMove", x0 + (x1 - x0) * i / steps, y0 + (i % 3))
        page.wait_for_timeout(16)
    touch("touchEnd", x1, y0)
    settle(page)

    # show the step where the pan began (the button's touch is cancelled there), with the
    # interaction before it, on the canvas and in the timeline
    trace = page.evaluate("window.touchchainPlayground.trace()")
    recs = page.evaluate("window.touchchainPlayground.records()")
    began_at = next(r["t"] for r in recs if r["ev"] == "gesture" and r["state"] == "began")
    index = next(i for i, s in enumerate(trace) if s["t"] == began_at and "touch" in s)
    assert page.evaluate("i => window.touchchainPlayground.selectStep(i)", index)
    page.wait_for_timeout(100)
    shot = os.path.join(screenshot_dir(tmp_path), "playground-pan.png")
    page.screenshot(path=shot)
    colours, size = png_colours(shot)
    assert size == (1440, 900)
    assert len(colours) > 64, "the screenshot looks blank (%d colours)" % len(colours)

    records, doc = check_parity(page, tmp_path, "pan")
    assert next(r for r in records if r["ev"] == "hit_test" and "touch" in r)["view"] == "buyButton"
    states = gestures(records, "pagerPan")
    assert states[:2] == ["began", "changed"], states
    assert states[-1] == "ended", states
    events = controls(records, "buyButton")
    assert events[0] == "touch_down" and events[-1] == "touch_cancel", events
    assert "touch_up_inside" not in events
    cancelled = [r for r in records if r["ev"] == "touches" and r["phase"] == "cancelled"]
    assert cancelled and cancelled[0]["responder"] == "buyButton"
    # the timeline shows the gesture
    assert page.locator(".timeline .tag.gesture").count() > 0


def test_router_event(page, tmp_path):
    """A router event sent from the page's form walks up from shareButton to the controller."""
    load_scene(page)
    page.fill("#route-name", "share")
    page.select_option("#route-from", "shareButton")
    page.fill("#route-info", "item=photo, index=3")
    page.click("#route-send")
    # an unknown event from the photo walks to the application and is dropped
    page.wait_for_timeout(30)
    page.fill("#route-name", "unknownEvent")
    page.select_option("#route-from", "photo")
    page.fill("#route-info", "")
    page.click("#route-send")
    settle(page)   # past the idle advances: the session stops growing
    records, doc = check_parity(page, tmp_path, "route")
    routes = [s for s in doc["trace"] if "route" in s]
    assert routes[0] == {"t": routes[0]["t"], "route": "share", "from": "shareButton",
                         "info": {"item": "photo", "index": "3"}}
    walk = [(r["responder"], r["handled"]) for r in records
            if r["ev"] == "route" and r["name"] == "share"]
    assert walk == [("shareButton", False), ("toolbar", False), ("root", False),
                    ("galleryVC", True)], walk
    assert any(r["ev"] == "dropped" and r["kind"] == "route" and r["subtype"] == "unknownEvent"
               for r in records)
    # the "Download session" button saves the same session
    with page.expect_download() as info:
        page.click("#download")
    saved = tmp_path / "downloaded.json"
    info.value.save_as(str(saved))
    downloaded = json.loads(saved.read_text(encoding="utf-8"))
    assert downloaded == doc
    env = dict(os.environ, PYTHONPATH=os.path.join(REPO, "bindings", "python"))
    out = subprocess.run([sys.executable, "-m", "touchchain", "replay", str(saved),
                          "--trace-hit-test"], env=env, capture_output=True, timeout=120)
    assert out.returncode == 0, out.stderr
    assert out.stdout.decode("utf-8") == page.evaluate("window.touchchainPlayground.log()")


def test_invalid_scene_is_reported(page):
    """An invalid file is refused with the replay tool's message (its key path), and the
    session that was loaded stays."""
    load_scene(page)
    bad = json.dumps({"format": "touchchain-scene/1",
                      "windows": [{"name": "w", "frame": [0, 0, 10, 10], "hti": {}}]})
    with pytest.raises(Exception):
        page.evaluate("t => window.touchchainPlayground.loadScene(t)", bad)
    assert "windows[0].hti: unknown key" in page.inner_text("#error")
    assert "kept playground_scene" in page.inner_text("#status")
    x, y = point(page, 160, 330)
    page.mouse.click(x, y)
    page.evaluate("window.touchchainPlayground.idle()")
    touches = [s for s in page.evaluate("window.touchchainPlayground.trace()") if "touch" in s]
    assert touches[0]["phase"] == "began" and touches[0]["type"] == "indirect_pointer"


def test_example_scene_and_file_trace(page, tmp_path):
    """An example scene from the dropdown (MANIFEST), its own trace played by the page, then
    live input on top: still byte-identical to the native replay."""
    options = page.eval_on_selector_all("#scene-select option", "os => os.map(o => o.value)")
    assert "double_tap_held_ended" in options, options
    page.select_option("#scene-select", "double_tap_held_ended")
    page.wait_for_function("document.querySelector('#status').textContent.includes('double_tap_held_ended')")
    page.click("#play-trace")
    page.wait_for_function("window.touchchainPlayground.trace().length === 7")
    x, y = point(page, 200, 300)
    page.mouse.click(x, y)
    settle(page)
    records, doc = check_parity(page, tmp_path, "example")
    assert len(doc["trace"]) > 7
    assert gestures(records, "doubleTap")[:2] == ["ended", "failed"]


def test_example_golden_log(page):
    """An example whose golden log is made with --trace-hit-test (the page always traces hit
    tests): playing its trace in the page gives the golden log, byte for byte."""
    page.select_option("#scene-select", "seed002_hit_test_log")
    page.wait_for_function("document.querySelector('#status').textContent.includes('seed002_hit_test_log')")
    page.click("#play-trace")
    page.evaluate("window.touchchainPlayground.idle()")
    golden = os.path.join(REPO, "examples", "scenes", "seed002_hit_test_log.log.jsonl")
    with open(golden, encoding="utf-8") as f:
        assert page.evaluate("window.touchchainPlayground.log()") == f.read()


PINCH_SCENE = {
    "format": "touchchain-scene/1",
    "windows": [{"name": "window", "frame": [0, 0, 320, 480], "children": [
        {"name": "map", "frame": [20, 40, 280, 400], "multiple_touch": True,
         "handles": ["touches"],
         "recognizers": [{"name": "zoom", "kind": "pinch"}]}]}],
}


def test_two_finger_pinch(page, tmp_path):
    """Two fingers (one CDP touch event with two points) spreading apart: two touch ids, the
    pinch begins and its scale grows."""
    page.evaluate("([t, n]) => window.touchchainPlayground.loadScene(t, n)",
                  [json.dumps(PINCH_SCENE), "pinch"])
    cdp = page.context.new_cdp_session(page)
    cx, cy = point(page, 160, 240)
    k = point(page, 161, 240)[0] - cx   # page pixels per point

    def fingers(kind, spread):
        pts = [] if kind == "touchEnd" else [
            {"x": cx - spread * k, "y": cy, "id": 1}, {"x": cx + spread * k, "y": cy, "id": 2}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": pts})

    fingers("touchStart", 30)
    for i in range(1, 11):
        page.wait_for_timeout(16)
        fingers("touchMove", 30 + 6 * i)
    fingers("touchEnd", 90)
    settle(page, 0.3)
    records, doc = check_parity(page, tmp_path, "pinch")
    ids = {s["touch"] for s in doc["trace"] if "touch" in s}
    assert len(ids) == 2, doc["trace"]
    states = gestures(records, "zoom")
    assert "began" in states and "changed" in states, states
    scales = [r["scale"] for r in records if r["ev"] == "gesture" and r["recognizer"] == "zoom"]
    assert scales[-1] > 1.5, scales


def canvas_column(pg, x, ys):
    """The canvas's RGBA pixels at window points (x, y) for each y (device pixels, dpr 1)."""
    return pg.evaluate("""([x, ys]) => {
        const c = document.querySelector('#stage');
        const ctx = c.getContext('2d');
        const r = c.getBoundingClientRect();
        return ys.map((y) => {
            const [px, py] = window.touchchainPlayground.pagePoint(x, y);
            const d = ctx.getImageData(Math.round(px - r.left), Math.round(py - r.top), 1, 1).data;
            return [d[0], d[1], d[2], d[3]];
        });
    }""", [x, ys])


def test_scroll_list_drag(page, tmp_path):
    """scroll_list_buttons from the dropdown, dragged up with the mouse from its last row: a
    pointer's click-drag does not scroll (P2: the list's pan takes no pointer touch, as UIKit's);
    then dragged up with a finger (CDP touch events): the list's pan begins, the engine logs
    did_scroll records, the page's log equals the native replay, and the canvas draws the content
    at the offset of the last scroll record."""
    page.select_option("#scene-select", "scroll_list_buttons")
    page.wait_for_function("document.querySelector('#status').textContent.includes('scroll_list_buttons')")
    assert page.evaluate("window.touchchainPlayground.scrollOffsets()") == {"list": [0, 0]}
    page.wait_for_timeout(100)
    ys = list(range(480))
    before = canvas_column(page, 280, ys)

    x0, y0 = point(page, 160, 400)
    _, y1 = point(page, 160, 160)
    steps = 14
    page.mouse.move(x0, y0)
    page.mouse.down()
    for i in range(1, steps + 1):
        page.mouse.move(x0, y0 + (y1 - y0) * i / steps)
        page.wait_for_timeout(16)
    page.mouse.up()
    settle(page)
    records = page.evaluate("window.touchchainPlayground.records()")
    assert gestures(records, "list.pan") == []
    assert page.evaluate("window.touchchainPlayground.scrollOffsets()") == {"list": [0, 0]}

    cdp = page.context.new_cdp_session(page)

    def touch(kind, y):
        points = [] if kind == "touchEnd" else [{"x": x0, "y": y, "id": 8}]
        cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})

    touch("touchStart", y0)
    for i in range(1, steps + 1):
        touch("touchMove", y0 + (y1 - y0) * i / steps)
        page.wait_for_timeout(16)
    page.wait_for_timeout(250)       # hold still: the release does not fling
    touch("touchEnd", y1)
    settle(page)

    records, doc = check_parity(page, tmp_path, "scroll_drag")
    assert gestures(records, "list.pan")[0] == "began"
    did = [r for r in records if r["ev"] == "scroll" and r["event"] == "did_scroll"]
    assert len(did) >= 3, did
    offset = page.evaluate("window.touchchainPlayground.scrollOffsets()")["list"]
    assert offset == did[-1]["offset"] and offset[1] > 60, offset
    # the timeline shows scroll rows, runs of did_scroll compacted into one row
    assert page.locator(".timeline .tag.scroll").count() > 0
    # the drawing followed: what the canvas shows at window y is what it showed at content
    # y + offset before the drag (inside the buttons, away from their edges and labels)
    page.wait_for_timeout(100)
    content = [c for c in range(480) if any(10 + 60 * b + 14 <= c <= 54 + 60 * b - 5 for b in range(6))
               and 5 <= c - offset[1] <= 420]
    assert len(content) >= 20, (offset, content)
    shifted = canvas_column(page, 280, [c - offset[1] for c in content])
    same = sum(all(abs(a - b) <= 8 for a, b in zip(shifted[k], before[c])) for k, c in enumerate(content))
    assert same >= len(content) * 0.9, (same, len(content), offset)
    now = canvas_column(page, 280, ys)
    assert sum(any(abs(a - b) > 8 for a, b in zip(now[y], before[y])) for y in ys) > 20, \
        "the canvas did not change where the content moved"
    page.screenshot(path=os.path.join(screenshot_dir(tmp_path), "playground-scroll.png"))


def hover_records(records, view):
    return [r["phase"] for r in records if r["ev"] == "hover" and r["view"] == view]


def test_hover_and_wheel_scroll(page, tmp_path):
    """pointer_hover_pencil from the dropdown: the mouse moves over the sidebar's item without
    pressing (hover steps: the item and the sidebar get their hover callbacks, the item's hover
    recognizer begins, the canvas outlines the hovered views), on to the list, where the wheel
    scrolls it (discrete scroll steps, dy signed as a finger drag), a right click there is an
    indirect-pointer touch with the secondary button, and the pointer leaves the canvas (the
    hover ends). The page's log shows the hover records and equals the native replay."""
    page.select_option("#scene-select", "pointer_hover_pencil")
    page.wait_for_function("document.querySelector('#status').textContent.includes('pointer_hover_pencil')")
    assert page.evaluate("window.touchchainPlayground.hover()") is None
    # into the canvas, over the item (the pointer comes from outside the page's canvas)
    x0, y0 = point(page, 250, 200)
    page.mouse.move(x0, y0)
    x1, y1 = point(page, 50, 30)
    page.mouse.move(x1, y1, steps=8)
    page.wait_for_timeout(120)            # the last move is sent (the clock's tick)
    page.evaluate("window.touchchainPlayground.idle()")
    hover = page.evaluate("window.touchchainPlayground.hover()")
    assert hover and hover["hit"] == "item" and hover["type"] == "indirect_pointer", hover
    assert hover["views"] == ["item", "sidebar", "main"], hover
    assert page.locator(".timeline .tag.hover").count() > 0
    assert '"ev": "hover", "view": "item", "phase": "began"' in page.inner_text("#log")

    # on to the list, and three wheel notches down
    x2, y2 = point(page, 160, 400)
    page.mouse.move(x2, y2, steps=6)
    page.wait_for_timeout(120)
    for _ in range(3):
        page.mouse.wheel(0, 100)
        page.wait_for_timeout(30)
    settle(page, 0.5)
    # a right click on the list: a touch of the indirect pointer with the secondary button
    page.mouse.click(x2, y2, button="right")
    # out of the canvas: the hover ends
    page.mouse.move(5, 5, steps=3)
    settle(page)
    assert page.evaluate("window.touchchainPlayground.hover()") is None

    records, doc = check_parity(page, tmp_path, "hover_wheel")
    trace = doc["trace"]
    hovers = [s for s in trace if "hover" in s]
    assert hovers[0]["phase"] == "began" and hovers[-1]["phase"] == "ended", hovers
    assert len({s["hover"] for s in hovers}) == 1, hovers
    assert hover_records(records, "item") == ["began", "ended"]
    assert hover_records(records, "sidebar")[0] == "began"
    assert hover_records(records, "sidebar")[-1] == "ended"
    states = gestures(records, "itemHover")
    assert states[0] == "began" and states[-1] == "ended", states
    scrolls = [s for s in trace if "scroll" in s]
    assert len(scrolls) == 3 and all(s["scroll"] == [0, -100] for s in scrolls), scrolls
    # one wheel gesture, or several when the notches came more than 0.1 s apart; the right
    # click's touch is not the pan's (P2: a scroll view's pan takes no pointer touch)
    states = gestures(records, "list.pan")
    assert states[0] == "began" and states[-1] == "ended" and "failed" not in states, states
    did = [r for r in records if r["ev"] == "scroll" and r["event"] == "did_scroll"]
    assert did and did[-1]["offset"] == [0, 300], did
    assert page.evaluate("window.touchchainPlayground.scrollOffsets()")["list"] == [0, 300]
    touches = [s for s in trace if "touch" in s]
    assert [s["phase"] for s in touches] == ["began", "ended"], touches
    assert all(s["type"] == "indirect_pointer" and s["buttons"] == ["secondary"] for s in touches), touches
    assert any(r["ev"] == "touches" and r.get("types") == ["indirect_pointer"] for r in records)


def test_pen_stroke_is_a_pencil(page, tmp_path):
    """A pen (CDP mouse events with pointerType "pen", tilted, with pressure) hovering then
    drawing on pointer_hover_pencil's canvas: a stylus hover, then stylus touches with force,
    altitude and azimuth; the pencil-only pan ("ink") recognizes."""
    page.select_option("#scene-select", "pointer_hover_pencil")
    page.wait_for_function("document.querySelector('#status').textContent.includes('pointer_hover_pencil')")
    cdp = page.context.new_cdp_session(page)

    def pen(kind, x, y, pressed, force=0.0):
        px, py = point(page, x, y)
        cdp.send("Input.dispatchMouseEvent", {
            "type": kind, "x": px, "y": py, "pointerType": "pen",
            "button": "left" if kind != "mouseMoved" or pressed else "none",
            "buttons": 1 if pressed else 0, "clickCount": 1 if kind != "mouseMoved" else 0,
            "force": force, "tiltX": 30, "tiltY": 0})

    pen("mouseMoved", 140, 120, False)
    page.wait_for_timeout(60)
    pen("mouseMoved", 150, 120, False)
    page.wait_for_timeout(60)
    pen("mousePressed", 150, 120, True, 0.4)
    for i in range(1, 9):
        page.wait_for_timeout(16)
        pen("mouseMoved", 150 + 8 * i, 120, True, 0.6)
    pen("mouseReleased", 214, 120, False)
    settle(page, 0.6)
    records, doc = check_parity(page, tmp_path, "pen")
    trace = doc["trace"]
    hovers = [s for s in trace if "hover" in s]
    assert hovers and hovers[0]["phase"] == "began" and all(s.get("type") == "stylus" for s in hovers), hovers
    touches = [s for s in trace if "touch" in s]
    assert [s["phase"] for s in touches][0] == "began" and touches[-1]["phase"] == "ended", touches
    assert all(s["type"] == "stylus" for s in touches), touches
    began = touches[0]
    assert abs(began["force"] - 0.4) < 0.01, began
    # tilted 30° toward +x: altitude 60°, azimuth 0
    assert abs(began["altitude"] - math.radians(60)) < 0.01 and abs(began["azimuth"]) < 0.01, began
    states = gestures(records, "ink")
    assert states[0] == "began" and states[-1] == "ended", states
    assert any(r["ev"] == "hover" and r["view"] == "canvas" for r in records)


def test_ctrl_wheel_pinch(page, tmp_path):
    """ctrl + wheel (how browsers report a trackpad pinch) over the map: pinch steps, began,
    changed, then ended once the events stop; the map's pinch recognizer follows the scale."""
    page.evaluate("([t, n]) => window.touchchainPlayground.loadScene(t, n)",
                  [json.dumps(PINCH_SCENE), "pinch"])
    x, y = point(page, 160, 240)
    page.mouse.move(x, y)
    page.keyboard.down("Control")
    for _ in range(4):
        page.mouse.wheel(0, -25)
        page.wait_for_timeout(20)
    page.keyboard.up("Control")
    settle(page, 0.6)
    records, doc = check_parity(page, tmp_path, "ctrl_wheel_pinch")
    pinches = [s for s in doc["trace"] if "pinch" in s]
    # one pinch (e^(4 * 0.25) = 2.72), or several when the events came 0.15 s apart or more;
    # each begins at scale 1 (a began carries no change, P4), every notch is a change
    phases = [s["phase"] for s in pinches]
    assert phases[0] == "began" and phases[-1] == "ended", pinches
    assert phases.count("began") == phases.count("ended") and phases.count("changed") == 4, pinches
    assert len(phases) == 4 + 2 * phases.count("ended"), pinches
    assert all(s["pinch"] == 1 for s in pinches if s["phase"] == "began"), pinches
    assert pinches[-1]["pinch"] == pinches[-2]["pinch"] > 1.25, pinches
    assert not [s for s in doc["trace"] if "scroll" in s]
    states = gestures(records, "zoom")
    assert states[0] == "began" and states[-1] == "ended", states
    scales = [r["scale"] for r in records if r["ev"] == "gesture" and r["recognizer"] == "zoom"]
    assert scales[-1] == pinches[-1]["pinch"], scales
