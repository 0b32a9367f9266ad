// Scroll views through the JS API (S1-S8, docs/BEHAVIOUR.md): the scenarios and expectations
// of Tests/c/test_scroll.c, one test per rule, plus what the JS layer adds (parameters by
// name, the typed delegate event, exceptions in the hooks).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tc, withScene } from './helpers.mjs';

const near = (a, b, eps = 1e-6, what = '') =>
  assert.ok(Math.abs(a - b) <= eps, `${what} ${a} is not within ${eps} of ${b}`);

/** The C tests' fixture: a 320x480 list (content 2000 high), a button at y 100, a row at y
 *  200; `log` collects what the host hears ("button:touch_down", "row:began",
 *  "scroll:did_scroll"). */
function makeList(scene, window, options = {}) {
  const log = [];
  const state = { log, began: null, willEnd: null, didEnd: null };
  const list = window.addSubview(new tc.View(scene, 0, 0, 320, 480, { name: 'list' }));
  list.makeScroll({ contentSize: [320, 2000], ...options.scroll });
  list.onScroll = (view, e) => {
    log.push(`scroll:${e.name}`);
    if (e.kind === tc.ScrollEventKind.WILL_END_DRAGGING) state.willEnd = e;
    if (e.kind === tc.ScrollEventKind.DID_END_DRAGGING) state.didEnd = e;
  };
  if (options.shouldCancel !== undefined) list.touchesShouldCancel = () => options.shouldCancel;
  const button = list.addSubview(new tc.View(scene, 0, 100, 320, 44, { name: 'button' }));
  button.makeControl('button').addTarget('all', (c, ev) =>
    log.push(`button:${tc.nameOf('control_event', ev)}`));
  const row = list.addSubview(new tc.View(scene, 0, 200, 320, 44, { name: 'row' }));
  row.onTouches = (r, e) => {
    log.push(`row:${tc.nameOf('phase', e.phase)}`);
    if (e.phase === tc.Phase.BEGAN) state.began = e.timestamp;
    return true;
  };
  return { list, button, row, state, logged: (s) => log.includes(s) };
}

/** One sample of touch 1, dispatched through the clock (as the C tests' touch()). */
function touch(scene, phase, x, y, t) {
  scene.pushTouch(1, phase, x, y, t);
  scene.advance(t);
}

function drag(scene, x, y, dx, dy, steps, dt, t) {
  touch(scene, 'began', x, y, t);
  for (let i = 1; i <= steps; i++) touch(scene, 'moved', x + (dx * i) / steps, y + (dy * i) / steps, t + dt * i);
  t += dt * steps;
  touch(scene, 'ended', x + dx, y + dy, t);
  return t;
}

/** The scroll events in order, consecutive did_scrolls merged. */
function scrollOrder(log) {
  const out = [];
  for (const e of log) {
    if (!e.startsWith('scroll:')) continue;
    const name = e.slice(7);
    if (out[out.length - 1] !== name) out.push(name);
  }
  return out.join(' ');
}

test('S1: makeScroll with UIKit\'s defaults; contentOffset is the bounds origin; the pan is a recognizer', () => {
  withScene((scene, window) => {
    const { list, row, logged } = makeList(scene, window);
    const p = list.scroll;
    assert.deepEqual({ ...p }, { ...tc.defaultScrollParams(), contentW: 320, contentH: 2000 });
    assert.deepEqual(p.contentSize, { w: 320, h: 2000 });
    assert.equal(p.scrollEnabled, true);
    assert.equal(p.bounces, true);
    assert.equal(p.paging, false);
    assert.equal(p.delaysContentTouches, true);
    assert.equal(p.canCancelContentTouches, true);
    assert.equal(p.decelerationRate, tc.TC.TC_DECELERATION_NORMAL);
    assert.equal(list.isScrollView, true);
    assert.equal(row.isScrollView, false);
    assert.throws(() => row.scroll, tc.StateError);

    const pan = list.scrollPan;
    assert.ok(pan instanceof tc.PanRecognizer);
    assert.equal(pan, list.scrollPan); // one object per handle
    assert.equal(pan.kind, tc.RecognizerKind.PAN);
    assert.equal(pan.name, 'list.pan');
    assert.equal(pan.view, list);
    assert.throws(() => pan.destroy(), tc.StateError);
    assert.throws(() => pan.detach(), tc.StateError);

    list.contentOffset = [0, 100];
    assert.ok(logged('scroll:did_scroll'));
    assert.deepEqual(list.contentOffset, { x: 0, y: 100 });
    assert.equal(list.bounds.y, 100);
    assert.equal(window.hitTest(10, 110), row); // content y 210
    list.contentOffset = { x: 0, y: 0 };
    assert.deepEqual(list.scrollState, { dragging: false, decelerating: false });
    assert.equal(list.scrollTracking, false);

    // errors: not a scroll view, the engine's ranges, the checks here
    assert.throws(() => row.contentOffset, tc.StateError);
    assert.throws(() => { row.contentOffset = [0, 1]; }, tc.StateError);
    assert.throws(() => row.scrollPan, tc.StateError);
    assert.throws(() => row.scrollState, tc.StateError);
    assert.throws(() => row.scrollTracking, tc.StateError);
    assert.throws(() => { row.onScroll = () => {}; }, tc.StateError);
    assert.throws(() => list.makeScroll({ decelerationRate: 1.0 }), tc.InvalidArgumentError);
    assert.throws(() => list.makeScroll({ contentSize: [-1, 10] }), tc.InvalidArgumentError);
    assert.throws(() => list.makeScroll({ decelerationRate: 'slow' }), tc.InvalidValueError);
    assert.throws(() => list.makeScroll({ contentSize: [NaN, 1] }), tc.NotFiniteError);
    assert.throws(() => list.makeScroll({ contentSize: [1] }), tc.InvalidValueError);
    assert.throws(() => list.makeScroll({ pagingg: true }), TypeError);
    assert.throws(() => list.makeScroll({ paging: 'yes' }), TypeError);
    assert.throws(() => { list.contentOffset = [0, Infinity]; }, tc.NotFiniteError);
    assert.throws(() => { list.onScroll = 3; }, TypeError);
    assert.equal(list.scroll.decelerationRate, tc.TC.TC_DECELERATION_NORMAL); // unchanged
    assert.equal(tc.nameOf('scroll_event', tc.ScrollEventKind.WILL_END_DRAGGING), 'will_end_dragging');
    assert.equal(tc.nameOf('scroll_event', 0), null);
    assert.equal(tc.nameOf('scroll_event', 7), null);
  });
});

test('S1: parameters by name: changes keep the rest; format keys, "fast", insets', () => {
  withScene((scene, window) => {
    const v = window.addSubview(new tc.View(scene, 0, 0, 320, 480));
    assert.equal(v.makeScroll(), v);
    assert.deepEqual({ ...v.scroll }, tc.defaultScrollParams());
    assert.equal(v.scrollPan.name, 'scroll.pan'); // the engine's name for an unnamed view
    v.makeScroll({ content_size: { w: 640, h: 480 }, paging: true, deceleration_rate: 'fast' });
    v.makeScroll({ contentInset: 5, enabled: false, always_bounce_vertical: 1 }); // keeps the rest
    const p = v.scroll;
    assert.deepEqual(p.contentSize, { w: 640, h: 480 });
    assert.equal(p.contentW, 640);
    assert.equal(p.insetLeft, 5);
    assert.deepEqual(p.contentInset, { top: 5, left: 5, bottom: 5, right: 5 });
    assert.equal(p.paging, true);
    assert.equal(p.scrollEnabled, false);
    assert.equal(p.alwaysBounceVertical, true);
    assert.equal(p.decelerationRate, tc.TC.TC_DECELERATION_FAST);
    assert.equal(v.scrollPan.enabled, false); // scroll_enabled 0 disables the pan
    v.makeScroll({ scrollEnabled: true, contentInset: [1, 2, 3, 4], decelerationRate: 0.5 });
    assert.deepEqual(v.scroll.contentInset, { top: 1, left: 2, bottom: 3, right: 4 });
    assert.equal(v.scroll.decelerationRate, tc.TC.TC_DECELERATION_FAST); // S4: kept as .fast
    assert.equal(v.scrollPan.enabled, true);
    assert.ok(Object.isFrozen(v.scroll));
    v.scroll = { contentH: 900, inset_top: 2 }; // exactly these: the rest UIKit's defaults
    assert.deepEqual({ ...v.scroll }, { ...tc.defaultScrollParams(), contentH: 900, insetTop: 2 });
    // destroying the view takes its pan along
    const pan = v.scrollPan;
    v.destroy();
    assert.ok(pan.destroyed);
    assert.throws(() => pan.state, tc.StaleHandleError);
  });
});

test('S2: a tap on a button is delayed, then touch_down and touch_up_inside', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    touch(scene, 'began', 160, 122, 1.0);
    assert.ok(!f.logged('button:touch_down')); // held
    touch(scene, 'ended', 160, 122, 1.05);
    assert.ok(f.logged('button:touch_down'));
    assert.ok(f.logged('button:touch_up_inside'));
    near(f.list.contentOffset.y, 0);
  });
});

test('S2: a held touch reaches the content after the delay with its original timestamp', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    touch(scene, 'began', 160, 222, 1.0);
    scene.advance(1.0 + tc.TC.TC_SCROLL_CONTENT_TOUCH_DELAY / 2);
    assert.ok(!f.logged('row:began'));
    scene.advance(1.0 + tc.TC.TC_SCROLL_CONTENT_TOUCH_DELAY + 0.01);
    assert.ok(f.logged('row:began'));
    near(f.state.began, 1.0); // T2
    touch(scene, 'ended', 160, 222, 1.3);
    assert.ok(f.logged('row:ended'));
  });
});

test('S2: a scroll before the delay gives the button nothing', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    drag(scene, 160, 122, 0, -60, 6, 0.01, 1.0);
    assert.ok(!f.logged('button:touch_down'));
    assert.ok(!f.logged('button:touch_cancel'));
    near(f.list.contentOffset.y, 50); // 60 pt less the slop (S4)
    assert.ok(f.logged('scroll:will_begin_dragging'));
  });
});

test('S2: touchesShouldBegin(view, touch, content) false keeps the touch from the content', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    const asked = [];
    f.list.touchesShouldBegin = (view, t, content) => {
      asked.push([view, t.id, t.phase, content]);
      return content !== f.button;
    };
    touch(scene, 'began', 160, 122, 1.0);
    touch(scene, 'ended', 160, 122, 1.05);
    assert.deepEqual(asked, [[f.list, 1, tc.Phase.BEGAN, f.button]]);
    assert.ok(!f.logged('button:touch_down'));
    assert.ok(!f.logged('button:touch_up_inside'));
    touch(scene, 'began', 160, 222, 2.0);
    touch(scene, 'ended', 160, 222, 2.05);
    assert.ok(f.logged('row:began') && f.logged('row:ended'));
    f.list.touchesShouldBegin = null;
    assert.equal(f.list.touchesShouldBegin, null);
    touch(scene, 'began', 160, 122, 3.0);
    touch(scene, 'ended', 160, 122, 3.05);
    assert.ok(f.logged('button:touch_up_inside'));
  });
});

test('S3: hold then drag on a button keeps it and does not scroll (UIKit\'s default)', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    touch(scene, 'began', 160, 122, 1.0);
    scene.advance(1.2);
    assert.ok(f.logged('button:touch_down'));
    touch(scene, 'moved', 160, 102, 1.25);
    touch(scene, 'moved', 160, 82, 1.3);
    touch(scene, 'ended', 160, 82, 1.35);
    assert.ok(!f.logged('button:touch_cancel'));
    assert.ok(f.logged('button:touch_up_inside'));
    assert.ok(!f.logged('scroll:will_begin_dragging'));
    near(f.list.contentOffset.y, 0);
    assert.equal(f.list.scrollPan.details.failureReason, tc.FailureReason.VETOED_BY_VIEW);
  });
});

test('S3: hold then drag on a plain row cancels it and scrolls 1:1', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    touch(scene, 'began', 160, 222, 1.0);
    assert.equal(f.list.scrollTracking, true); // UIScrollView.isTracking: touched, not dragging
    scene.advance(1.2);
    assert.ok(f.logged('row:began'));
    touch(scene, 'moved', 160, 202, 1.25);
    touch(scene, 'moved', 160, 182, 1.3);
    assert.ok(f.logged('row:cancelled'));
    near(f.list.contentOffset.y, 30); // S4: the 40 pt travelled less the slop
    assert.deepEqual(f.list.scrollState, { dragging: true, decelerating: false });
    assert.equal(f.list.scrollTracking, true);
    touch(scene, 'ended', 160, 182, 1.35);
    assert.equal(f.list.scrollTracking, false);
    assert.ok(!f.logged('row:ended'));
  });
});

test('S3: touchesShouldCancel returning true cancels a button and scrolls', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window, { shouldCancel: true });
    const asked = [];
    f.list.touchesShouldCancel = (view, content) => { asked.push([view, content]); return true; };
    touch(scene, 'began', 160, 122, 1.0);
    scene.advance(1.2);
    touch(scene, 'moved', 160, 102, 1.25);
    touch(scene, 'moved', 160, 82, 1.3);
    touch(scene, 'ended', 160, 82, 1.35);
    assert.deepEqual(asked, [[f.list, f.button]]);
    assert.ok(f.logged('button:touch_down'));
    assert.ok(f.logged('button:touch_cancel'));
    assert.ok(!f.logged('button:touch_up_inside'));
    assert.ok(f.list.contentOffset.y > 0);
  });
});

test('S3: canCancelContentTouches false keeps the row\'s touch', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    f.list.makeScroll({ canCancelContentTouches: false });
    touch(scene, 'began', 160, 222, 1.0);
    scene.advance(1.2);
    touch(scene, 'moved', 160, 202, 1.25);
    touch(scene, 'moved', 160, 182, 1.3);
    touch(scene, 'ended', 160, 182, 1.35);
    assert.ok(!f.logged('row:cancelled'));
    assert.ok(f.logged('row:moved'));
    assert.ok(f.logged('row:ended'));
    near(f.list.contentOffset.y, 0);
  });
});

test('S4, S7: a fling projects o + (v - 0.01)/|ln r|, moves v*r(1-r^ms)/(1-r), stops short, delegate order', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    const t = drag(scene, 160, 400, 0, -200, 10, 0.01, 1.0); // 2 pt/ms upward
    const r = tc.TC.TC_DECELERATION_NORMAL;
    const w = f.state.willEnd;
    assert.ok(w instanceof tc.ScrollEvent);
    near(w.velocity.x, 0);
    near(w.velocity.y, 2.0);
    // UIKit's target: where the speed falls to 0.01 pt/ms, o + (v - 0.01)/|ln r|, clamped.
    const expected = Math.min(w.offset.y + (w.velocity.y - 0.01) / -Math.log(r), 2000 - 480);
    near(w.target.y, expected);
    assert.equal(f.state.didEnd.decelerate, true);
    assert.equal(f.list.scrollState.decelerating, true);
    scene.advance(t + 0.5);
    const v = w.velocity.y;
    near(f.list.contentOffset.y, w.offset.y + v * r * (1 - r ** ((scene.now - t) * 1000)) / (1 - r));
    // It stops once slower than 0.01 pt/ms: about a point short of the target.
    scene.advance(t + 20);
    const y = f.list.contentOffset.y;
    assert.ok(y < w.target.y && y > w.target.y - 1.5, `rests at ${y}, target ${w.target.y}`);
    assert.equal(scrollOrder(f.state.log), 'will_begin_dragging did_scroll will_end_dragging '
      + 'did_end_dragging will_begin_decelerating did_scroll did_end_decelerating');
    assert.ok(!f.logged('row:began'));
    assert.deepEqual(f.list.scrollState, { dragging: false, decelerating: false });
  });
});

test('S7: the event is typed; will_end_dragging may change the target offset (only then)', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    const seen = [];
    let late = null;
    f.list.onScroll = (view, e) => {
      assert.equal(view, f.list);
      seen.push(e.kind);
      if (e.kind === tc.ScrollEventKind.DID_SCROLL) {
        assert.equal(e.target, null);
        assert.deepEqual(e.velocity, { x: 0, y: 0 });
        assert.equal(e.decelerate, null);
        assert.throws(() => { e.target = [0, 1]; }, tc.InvalidValueError);
      }
      if (e.kind === tc.ScrollEventKind.WILL_END_DRAGGING) {
        assert.throws(() => { e.target = [0, NaN]; }, tc.NotFiniteError);
        e.target = { x: 0, y: 300 };
        assert.deepEqual(e.target, { x: 0, y: 300 });
        late = e;
      }
    };
    const t = drag(scene, 160, 400, 0, -200, 10, 0.01, 1.0);
    scene.advance(t + 20);
    near(f.list.contentOffset.y, 300);
    assert.throws(() => { late.target = [0, 5]; }, tc.StateError); // after the call
    assert.deepEqual(JSON.parse(JSON.stringify(late)).target, { x: 0, y: 300 });
    assert.equal(late.name, 'will_end_dragging');
    assert.equal(seen[0], tc.ScrollEventKind.WILL_BEGIN_DRAGGING);
    assert.equal(seen[seen.length - 1], tc.ScrollEventKind.DID_END_DECELERATING);
  });
});

test('S4: an overscroll rubber-bands x*d*c/(d+c*x) and springs back to the edge', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    touch(scene, 'began', 160, 300, 1.0);
    touch(scene, 'moved', 160, 320, 1.02); // the pan begins here, 10 pt past the slop
    touch(scene, 'moved', 160, 420, 1.04); // 100 pt more: 110 past the top (S4)
    const c = 0.55; const dim = 480; const x = 110;
    near(f.list.contentOffset.y, -((x * dim * c) / (dim + c * x)));
    touch(scene, 'moved', 160, 420, 1.3);
    touch(scene, 'ended', 160, 420, 1.5);
    near(f.state.willEnd.target.y, 0);
    assert.equal(f.state.didEnd.decelerate, true);
    scene.advance(1.6);
    assert.ok(f.list.contentOffset.y < 0);
    scene.advance(5);
    near(f.list.contentOffset.y, 0);
    assert.ok(f.logged('scroll:did_end_decelerating'));
  });
});

test('S5: paging stops on multiples of the bounds: nearest page slowly, the next one flicked', () => {
  withScene((scene, window) => {
    const pager = window.addSubview(new tc.View(scene, 0, 0, 320, 480, { name: 'pager' }));
    pager.makeScroll({ contentSize: [960, 480], paging: true });
    let willEnd = null;
    pager.onScroll = (v, e) => { if (e.name === 'will_end_dragging') willEnd = e; };
    let t = drag(scene, 250, 200, -100, 0, 20, 0.05, 1.0);
    near(willEnd.target.x, 0);
    scene.advance(t + 5);
    near(pager.contentOffset.x, 0);
    t = drag(scene, 250, 200, -120, 0, 6, 0.01, t + 6);
    near(willEnd.target.x, 320);
    scene.advance(t + 5);
    near(pager.contentOffset.x, 320);
  });
});

test('S6: a vertical list inside a horizontal pager: each drags along its own axis', () => {
  withScene((scene, window) => {
    const pager = window.addSubview(new tc.View(scene, 0, 0, 320, 480, { name: 'pager' }));
    pager.makeScroll({ contentSize: [640, 480], paging: true });
    const list = pager.addSubview(new tc.View(scene, 0, 0, 320, 480, { name: 'list' }));
    list.makeScroll({ contentSize: [320, 2000] });
    let t = drag(scene, 160, 400, 0, -100, 10, 0.02, 1.0);
    assert.ok(list.contentOffset.y > 50);
    near(pager.contentOffset.x, 0);
    scene.advance(t + 20);
    const listY = list.contentOffset.y;
    t = drag(scene, 300, 200, -200, 0, 5, 0.01, t + 21);
    scene.advance(t + 5);
    near(pager.contentOffset.x, 320);
    near(list.contentOffset.y, listY);
    // S6: the list's pan stays possible on a move it cannot scroll; the pager's began excludes it (G3)
    assert.equal(list.scrollPan.details.failureReason, tc.FailureReason.EXCLUDED);
  });
});

test('P2: a pointer\'s click-drag does not scroll unless the scroll view opts in (pointerDragScrolling)', () => {
  withScene((scene, window) => {
    const list = window.addSubview(new tc.View(scene, 0, 0, 320, 480)).makeScroll({ contentSize: [320, 2000] });
    assert.equal(list.scroll.pointerDragScrolling, false);
    assert.equal(tc.defaultScrollParams().pointerDragScrolling, false);
    const row = list.addSubview(new tc.View(scene, 0, 0, 320, 2000));
    const phases = [];
    row.onTouches = (v, e) => { phases.push(e.phase); return true; };
    const pointerDrag = (id, t0) => {
      for (let i = 0; i <= 10; i++) {
        scene.pushTouch(id, i ? 'moved' : 'began', 160, 400 - 20 * i, t0 + 0.02 * i, { type: 'indirect_pointer' });
      }
      scene.pushTouch(id, 'ended', 160, 200, t0 + 0.3, { type: 'indirect_pointer' });
      scene.advance(t0 + 1);
    };
    pointerDrag(1, 1);
    near(list.contentOffset.y, 0);
    assert.equal(phases[0], tc.Phase.BEGAN);
    assert.equal(phases[phases.length - 1], tc.Phase.ENDED);
    list.makeScroll({ pointerDragScrolling: true });
    assert.equal(list.scroll.pointerDragScrolling, true);
    pointerDrag(2, 3);
    near(list.contentOffset.y, 190); // S4: 200 pt less the slop
    assert.throws(() => list.makeScroll({ pointerDragScrolling: 'yes' }), TypeError);
  });
});

test('S6: same-direction nesting: the inner one scrolls, the outer does not', () => {
  withScene((scene, window) => {
    const outer = window.addSubview(new tc.View(scene, 0, 0, 320, 480)).makeScroll({ contentSize: [320, 1000] });
    const inner = outer.addSubview(new tc.View(scene, 0, 100, 320, 200)).makeScroll({ contentSize: [320, 1000] });
    drag(scene, 160, 250, 0, -60, 6, 0.02, 1.0);
    assert.ok(inner.contentOffset.y > 30);
    near(outer.contentOffset.y, 0);
  });
});

test('S9: nested "handoff": the rest of a drag and a fling\'s remaining velocity go to the outer view', () => {
  withScene((scene, window) => {
    const outer = window.addSubview(new tc.View(scene, 0, 0, 320, 480)).makeScroll({ contentSize: [320, 1000] });
    const inner = outer.addSubview(new tc.View(scene, 0, 100, 320, 200))
      .makeScroll({ contentSize: [320, 400], nested: 'handoff' });
    assert.equal(inner.scroll.nested, tc.NestedScrolling.HANDOFF);
    assert.equal(outer.scroll.nested, tc.TC.TC_SCROLL_NESTED_UIKIT);
    assert.deepEqual({ ...tc.NestedScrolling }, { UIKIT: 0, HANDOFF: 1 });
    assert.throws(() => inner.makeScroll({ nested: 'css' }), tc.InvalidValueError);
    assert.throws(() => inner.makeScroll({ nested: 2 }), tc.InvalidValueError);
    assert.throws(() => inner.makeScroll({ nested: true }), TypeError);
    const events = [];
    inner.onScroll = (v, e) => events.push(['inner', e]);
    outer.onScroll = (v, e) => events.push(['outer', e]);
    // a drag: 10 pt of slop (S6: the travel along y reaches it), 20 to the inner view's edge,
    // 70 to the outer view
    inner.contentOffset = [0, 180];
    touch(scene, 'began', 160, 250, 1.0);
    for (let i = 1; i <= 10; i++) touch(scene, 'moved', 160, 250 - 10 * i, 1.0 + 0.02 * i);
    near(inner.contentOffset.y, 200);
    near(outer.contentOffset.y, 70);
    touch(scene, 'moved', 160, 150, 1.6);
    touch(scene, 'ended', 160, 150, 1.7);
    assert.equal(outer.scrollState.dragging, false);
    // a fling from the top: the inner view stops at 200, the outer one goes on to P - 200
    inner.contentOffset = [0, 0];
    outer.contentOffset = [0, 0];
    events.length = 0;
    const t = drag(scene, 160, 250, 0, -100, 10, 0.01, 3.0);
    const willEnd = events.find(([w, e]) => w === 'inner' && e.kind === tc.ScrollEventKind.WILL_END_DRAGGING)[1];
    const r = tc.TC.TC_DECELERATION_NORMAL;
    const P = willEnd.offset.y + willEnd.velocity.y * r / (1 - r);
    scene.advance(t + 20);
    near(inner.contentOffset.y, 200);
    // S4: it stops at 0.01 pt/ms, within 0.01*r/(1-r) ~ 5 pt of P - 200
    assert.ok(outer.contentOffset.y <= P - 200 + 1e-9 && outer.contentOffset.y > P - 206);
    assert.equal(events.at(-1)[0], 'outer');
    assert.equal(events.at(-1)[1].kind, tc.ScrollEventKind.DID_END_DECELERATING);
  });
});

test('S8: a touch-down during deceleration stops it and is not delivered', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    const t = drag(scene, 160, 400, 0, -200, 10, 0.01, 1.0);
    scene.advance(t + 0.2);
    let stoppedAt = f.list.contentOffset.y;
    f.row.frame = [0, stoppedAt + 200, 320, 80]; // the row under the finger (window y 240)
    touch(scene, 'began', 160, 240, t + 0.21);
    stoppedAt = f.list.contentOffset.y;
    // caught in range: paused, not over (UIKit's display link paused), until a frame after the lift
    assert.equal(f.list.scrollState.decelerating, true);
    scene.advance(t + 1.0);
    near(f.list.contentOffset.y, stoppedAt);
    touch(scene, 'ended', 160, 240, t + 1.1);
    for (const s of ['row:began', 'row:ended', 'button:touch_down', 'button:touch_up_inside',
      'scroll:did_end_decelerating']) assert.ok(!f.logged(s), s);
    scene.advance(t + 1.1 + 1 / 60);   // a frame after the lift: the caught deceleration ends
    assert.ok(f.logged('scroll:did_end_decelerating'));
    assert.equal(f.list.scrollState.decelerating, false);
    near(f.list.contentOffset.y, stoppedAt);
  });
});

test('S1: the scroll pan takes part in require-to-fail like any recognizer', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    const swipe = new tc.SwipeRecognizer(scene, f.list, { direction: 'up' });
    const states = [];
    swipe.onState = (r, d) => states.push(tc.enumName(tc.GestureState, d.state));
    f.list.scrollPan.requireToFail(swipe); // the pan waits for the swipe to fail
    drag(scene, 160, 400, 0, -200, 10, 0.01, 1.0);
    assert.ok(states.includes('ENDED'), String(states));
    near(f.list.contentOffset.y, 0); // the swipe won: the pan never began
    assert.ok(!f.logged('scroll:will_begin_dragging'));
    f.list.scrollPan.removeRequirement(swipe);
    swipe.destroy();
    drag(scene, 160, 400, 0, -200, 10, 0.01, 3.0);
    assert.ok(f.logged('scroll:will_begin_dragging'));
    // the pan is found again from engine handles (gesture callbacks, lookups)
    assert.equal(scene._lookup(f.list.scrollPan.handle), f.list.scrollPan);
  });
});

test('callbacks: exceptions in onScroll, touchesShouldBegin and touchesShouldCancel reach the dispatching call; the engine gets UIKit\'s defaults', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    const boom = new Error('onScroll threw');
    f.list.onScroll = () => { throw boom; };
    assert.throws(() => { f.list.contentOffset = [0, 10]; }, (e) => e === boom);
    near(f.list.contentOffset.y, 10); // the move happened all the same
    f.list.onScroll = null;
    f.list.contentOffset = [0, 0];

    // touchesShouldBegin throws: the answer is true (the content gets the touch). Asked when
    // the held began is released (S2): here at the lift.
    const b = new Error('touchesShouldBegin threw');
    f.list.touchesShouldBegin = () => { throw b; };
    touch(scene, 'began', 160, 122, 1.0);
    scene.pushTouch(1, 'ended', 160, 122, 1.05);
    assert.throws(() => scene.advance(1.05), (e) => e === b);
    assert.ok(f.logged('button:touch_up_inside'));
    f.list.touchesShouldBegin = null;

    // touchesShouldCancel throws: a control keeps its touch (no scroll), a row is cancelled
    const c = new Error('touchesShouldCancel threw');
    f.list.touchesShouldCancel = () => { throw c; };
    touch(scene, 'began', 160, 122, 2.0);
    scene.advance(2.2);
    scene.pushTouch(1, 'moved', 160, 102, 2.25);
    assert.throws(() => scene.advance(2.25), (e) => e === c);
    touch(scene, 'moved', 160, 82, 2.3);
    touch(scene, 'ended', 160, 82, 2.35);
    assert.ok(!f.logged('button:touch_cancel'));
    near(f.list.contentOffset.y, 0);
    touch(scene, 'began', 160, 222, 3.0);
    scene.advance(3.2);
    scene.pushTouch(1, 'moved', 160, 202, 3.25);
    assert.throws(() => scene.advance(3.25), (e) => e === c);
    touch(scene, 'moved', 160, 182, 3.3);
    assert.ok(f.logged('row:cancelled'));
    touch(scene, 'ended', 160, 182, 3.35);
    assert.ok(f.list.contentOffset.y > 0);
  });
});

test('callbacks: a scroll hook may query the scene; mutations follow the engine\'s rules', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    const offsets = [];
    f.list.onScroll = (view, e) => {
      offsets.push([e.offset.y, view.contentOffset.y, view.scrollState.dragging]);
    };
    drag(scene, 160, 400, 0, -100, 5, 0.01, 1.0);
    assert.ok(offsets.length > 2);
    for (const [a, b] of offsets) near(a, b);
    assert.ok(offsets.some(([, , dragging]) => dragging));
  });
});

test('S1: a new content size, inset, bounds size or frame moves the offset into range, with did_scroll', () => {
  withScene((scene, window) => {
    const f = makeList(scene, window);
    f.list.contentOffset = [0, 1520];
    f.state.log.length = 0;
    f.list.makeScroll({ contentH: 1000 }); // UIKit: 1520 -> 520 (-_adjustContentOffsetIfNecessary)
    assert.deepEqual({ ...f.list.contentOffset }, { x: 0, y: 520 });
    assert.deepEqual(f.state.log, ['scroll:did_scroll']);
    f.list.contentOffset = [0, -100]; // the host's own offset is not clamped
    f.list.makeScroll({ contentInset: [30, 0, 0, 0] });
    assert.equal(f.list.contentOffset.y, -30);
    f.list.contentOffset = [0, 900];
    f.state.log.length = 0;
    f.list.makeScroll({ bounces: false, paging: true }); // not the content's: it stays
    assert.equal(f.list.contentOffset.y, 900);
    assert.deepEqual(f.state.log, []);
    f.list.makeScroll({ alwaysBounceVertical: true, paging: false });
    assert.equal(f.list.contentOffset.y, 520);
    f.list.bounds = [0, 520, 320, 900];
    assert.equal(f.list.contentOffset.y, 100);
    f.list.contentOffset = [40, 900];
    f.list.frame = [0, 0, 320, 480];
    assert.deepEqual({ ...f.list.contentOffset }, { x: 0, y: 520 });
  });
});

test('S4: bouncesVertically false, bouncesHorizontally true: the top stops, the left rubber-bands', () => {
  for (const changes of [{ bouncesVertically: false, bouncesHorizontally: true },
    { bounces: false, bounces_horizontally: true }]) {
    withScene((scene, window) => {
      const f = makeList(scene, window);
      f.list.makeScroll({ contentW: 640, ...changes });
      touch(scene, 'began', 100, 200, 1.0);
      for (let i = 1; i <= 10; i++) touch(scene, 'moved', 100 + 15 * i, 200 + 15 * i, 1.0 + 0.02 * i);
      assert.equal(f.list.contentOffset.y, 0);
      near(f.list.contentOffset.x, -(140 * 320 * 0.55) / (320 + 0.55 * 140));
      touch(scene, 'ended', 250, 350, 1.5);
      scene.advance(6);
      assert.deepEqual({ ...f.list.contentOffset }, { x: 0, y: 0 });
      let p = f.list.scroll;
      assert.deepEqual([p.bounces, p.bouncesHorizontally, p.bouncesVertically], [false, true, null]);
      f.list.makeScroll({ bounces: true }); // UIKit's setter: both axes
      p = f.list.scroll;
      assert.deepEqual([p.bounces, p.bouncesHorizontally, p.bouncesVertically], [true, null, null]);
      f.list.scroll = { ...p, bounces: false }; // read, changed, written back: both axes
      p = f.list.scroll;
      assert.deepEqual([p.bounces, p.bouncesHorizontally, p.bouncesVertically], [false, null, null]);
    });
  }
});
