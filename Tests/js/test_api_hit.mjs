// Hit-testing (H1-H7) through the JavaScript API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tc, withScene } from './helpers.mjs';

test('H1 hidden, non-interactive and transparent views are not hit', () => {
  withScene((scene, window) => {
    const v = window.addSubview(new tc.View(scene, 10, 10, 50, 50, { name: 'v' }));
    assert.equal(window.hitTest(20, 20), v);
    v.hidden = true;
    assert.equal(window.hitTest(20, 20), window);
    v.hidden = false;
    v.interactive = false;
    assert.equal(v.userInteractionEnabled, false);
    assert.equal(window.hitTest(20, 20), window);
    v.interactive = true;
    v.alpha = tc.TC.TC_ALPHA_HIT_THRESHOLD;
    assert.equal(window.hitTest(20, 20), window);
    v.alpha = 0.02;
    assert.equal(window.hitTest(20, 20), v);
    assert.equal(window.hitTest(400, 400), null);
  });
});

test('H3 the last added subview is on top; bounds origin and transforms convert points', () => {
  withScene((scene, window) => {
    const below = window.addSubview(new tc.View(scene, 0, 0, 100, 100));
    const above = window.addSubview(new tc.View(scene, 50, 50, 100, 100));
    assert.equal(window.hitTest(60, 60), above);
    assert.equal(window.hitTest(20, 20), below);
    const bottom = window.addSubview(new tc.View(scene, 0, 0, 200, 200), 0);
    assert.deepEqual(window.subviews, [bottom, below, above]);
    assert.equal(window.hitTest(180, 180), bottom);
    above.transform = tc.Affine.scaling(0.5);
    assert.deepEqual(above.frame, { x: 75, y: 75, w: 50, h: 50 }, 'UIKit\'s frame: the transformed box');
    assert.equal(window.hitTest(60, 60), below, 'scaled about its centre (100, 100)');
    assert.deepEqual(above.convertPointFrom(100, 100), { x: 50, y: 50 });
    window.bounds = [10, 0, 320, 480];
    assert.deepEqual(window.bounds, { x: 10, y: 0, w: 320, h: 480 });
    assert.deepEqual(scene.convertPoint(0, 0, null, window), { x: 10, y: 0 });
  });
});

test('H3 T7 a view that has a superview moves in one step and keeps its touch', () => {
  withScene((scene, window) => {
    const c = window.addSubview(new tc.View(scene, 0, 0, 300, 300, { name: 'c' }));
    const v = c.addSubview(new tc.View(scene, 0, 0, 200, 200, { name: 'v' }));
    const d = window.addSubview(new tc.View(scene, 0, 300, 300, 100, { name: 'd' }));
    const log = [];
    for (const x of [c, v, d]) {
      x.onTouches = (r, e) => { log.push(`${x.name}:${tc.enumName(tc.Phase, e.phase)}`); return x !== v; };
    }
    scene.pushTouch(1, 'began', 10, 10, 0);
    scene.dispatch();
    assert.equal(d.addSubview(v), v, 'a move, not HasParentError');
    assert.equal(v.superview, d);
    assert.deepEqual(c.subviews, []);
    scene.pushTouch(1, 'ended', 10, 10, 0.1);
    scene.dispatch();
    // R2: d had no began, so v does not forward the ended to it
    assert.deepEqual(log, ['v:BEGAN', 'c:BEGAN', 'v:ENDED']);
    // added again to its own superview: on top; at an index: its place after the move
    window.addSubview(c);
    assert.deepEqual(window.subviews, [d, c]);
    window.addSubview(c, 0);
    assert.deepEqual(window.subviews, [c, d]);
    assert.throws(() => v.addSubview(d), tc.CycleError);
    assert.deepEqual(window.subviews, [c, d]);
  });
});

test('H7 the trace callback sees enter / point_inside / exit, in call order', () => {
  withScene((scene, window) => {
    const child = window.addSubview(new tc.View(scene, 0, 0, 50, 50, { name: 'child' }));
    const steps = [];
    const hit = window.hitTest(10, 10, (step, view, inside, result) => {
      steps.push([tc.enumName(tc.TraceStep, step), view.name, inside, result?.name ?? null]);
    });
    assert.equal(hit, child);
    assert.deepEqual(steps, [
      ['ENTER', 'window', false, null], ['POINT_INSIDE', 'window', true, null],
      ['ENTER', 'child', false, null], ['POINT_INSIDE', 'child', true, null],
      ['EXIT', 'child', false, 'child'], ['EXIT', 'window', false, 'child'],
    ]);
    assert.equal(scene.onHitTrace, null, 'the per-call trace is removed afterwards');
    const seen = [];
    scene.onHitTrace = (step) => seen.push(step);
    window.hitTest(100, 100);
    assert.ok(seen.length >= 4);
    scene.onHitTrace = null;
    window.hitTest(100, 100);
    assert.ok(seen.length < 8);
  });
});

test('H5 hit-testing is pure: a mutation inside the trace observer is ReentrantError', () => {
  withScene((scene, window) => {
    const child = window.addSubview(new tc.View(scene, 0, 0, 50, 50));
    assert.throws(() => window.hitTest(10, 10, () => { child.hidden = true; }), tc.ReentrantError);
    assert.equal(child.hidden, false);
    assert.equal(window.hitTest(10, 10), child);
  });
});

test('H6f point-inside and hit-test overrides get the engine\'s answer and replace it', () => {
  withScene((scene, window) => {
    const child = window.addSubview(new tc.View(scene, 0, 0, 50, 50));
    const other = window.addSubview(new tc.View(scene, 200, 200, 10, 10));
    const calls = [];
    child.onPointInside = (view, x, y, engine) => { calls.push([x, y, engine]); return x > 5; };
    assert.equal(window.hitTest(10, 10), child);
    assert.equal(window.hitTest(2, 10), window);
    assert.deepEqual(calls[0], [10, 10, true]);
    child.onPointInside = null;
    child.onHitTest = (view, x, y, engine) => (engine === child ? other : engine);
    assert.equal(window.hitTest(10, 10), other);
    child.onHitTest = () => 'not a view';
    assert.throws(() => window.hitTest(10, 10), TypeError);
  });
});

test('H6f a hit-test override answering a view of another scene, a destroyed view or a non-View throws', () => {
  // The engine ignores such an answer (it keeps its own result, H6f); the binding reports it
  // as the callback's error, re-thrown by the call that hit-tested (hitTest, dispatch).
  withScene((scene, window) => {
    const child = window.addSubview(new tc.View(scene, 0, 0, 50, 50, { name: 'child' }));
    const other = new tc.Scene();
    try {
      const foreign = new tc.Window(other, 0, 0, 10, 10);
      child.onHitTest = () => foreign;
      assert.throws(() => window.hitTest(10, 10), (e) => e instanceof tc.ForeignHandleError &&
        /onHitTest of <View child> returned .* another scene/.test(e.message));
      const dead = window.addSubview(new tc.View(scene, 100, 100, 10, 10, { name: 'dead' }));
      dead.destroy();
      child.onHitTest = () => dead;
      assert.throws(() => window.hitTest(10, 10), (e) => e instanceof tc.StaleHandleError &&
        /returned <View dead>, which was destroyed/.test(e.message));
      child.onHitTest = () => 42;
      assert.throws(() => window.hitTest(10, 10), TypeError);
      // a touch: the sample is delivered to the engine's answer, dispatch re-throws
      const got = [];
      child.onTouches = (view, ev) => { got.push(ev.phase); return true; };
      child.onHitTest = () => foreign;
      scene.pushTouch(1, 'began', 10, 10, 0);
      assert.throws(() => scene.dispatch(), tc.ForeignHandleError);
      assert.deepEqual(got, [tc.Phase.BEGAN]);
      child.onHitTest = null;
      scene.pushTouch(1, 'ended', 10, 10, 0.1);
      scene.dispatch();
      assert.equal(window.hitTest(10, 10), child);
    } finally {
      other.close();
    }
  });
});

test('H6a-H6d hit insets, minimum size, polygon and redirect', () => {
  withScene((scene, window) => {
    const v = window.addSubview(new tc.View(scene, 100, 100, 20, 20));
    assert.equal(window.hitTest(95, 95), window);
    v.hitInsets = -10;
    assert.deepEqual(v.hitInsets, { top: -10, left: -10, bottom: -10, right: -10 });
    assert.equal(window.hitTest(95, 95), v);
    v.hitInsets = [0, 0, 0, 0];
    v.minHitSize = { w: 44, h: 44 };
    assert.equal(window.hitTest(90, 90), v);
    v.minHitSize = [0, 0];
    v.polygon = [[0, 0], [20, 0], [0, 20]];
    assert.equal(window.hitTest(102, 102), v);
    assert.equal(window.hitTest(118, 118), window);
    assert.equal(v.polygon.length, 3);
    v.polygon = null;
    const target = window.addSubview(new tc.View(scene, 0, 0, 5, 5));
    v.redirect = target;
    assert.equal(window.hitTest(110, 110), target);
    target.destroy();
    assert.equal(v.redirect, null);
    assert.equal(window.hitTest(110, 110), v);
  });
});

test('H3 UIKit\'s frame under a transform, an index past the end, insertion next to a sibling', () => {
  withScene((scene) => {
    const root = new tc.View(scene, 0, 0, 0, 0);
    const sub = root.addSubview(new tc.View(scene, 0, 0, 0, 0));
    root.transform = tc.Affine.scaling(0.5);
    root.frame = [0, 0, 100, 100];
    sub.frame = [25, 25, 50, 50];
    assert.deepEqual(root.bounds, { x: 0, y: 0, w: 200, h: 200 });
    assert.deepEqual(root.frame, { x: 0, y: 0, w: 100, h: 100 });
    assert.equal(root.hitTest(74, 74), sub);
    assert.equal(root.hitTest(199, 199), root);
    const v = [0, 1, 2, 3].map(() => root.addSubview(new tc.View(scene, 0, 0, 1, 1)));
    const other = new tc.View(scene, 0, 0, 1, 1);
    const where = (insert, sibling) => {
      for (const x of v) root.addSubview(x);
      insert.call(root, v[1], sibling);
      return root.subviews.indexOf(v[1]) - 1; // sub stays at 0
    };
    assert.deepEqual([...v, other, null].map((s) => where(root.insertSubviewBelow, s)), [0, 3, 1, 2, 3, 1]);
    assert.deepEqual([...v, other, null].map((s) => where(root.insertSubviewAbove, s)), [1, 3, 2, 3, 3, 1]);
    root.addSubview(sub, 1000);
    assert.equal(root.subviews.at(-1), sub);
  });
});

test('H2 pointInside: bounds coordinates, the hit area, the override', () => {
  withScene((scene) => {
    const v = new tc.View(scene, 0, 0, 0, 0);
    v.bounds = [0, 0, 100, 100];
    assert.equal(v.pointInside(99, 99), true);
    assert.equal(v.pointInside(100, 100), false);
    v.bounds = [10000, 10000, 100, 100];
    assert.equal(v.pointInside(50, 50), false);
    v.hitInsets = -10;
    assert.equal(v.pointInside(9995, 9995), true);
    v.onPointInside = (view, x, y, engine) => !engine;
    assert.equal(v.pointInside(9995, 9995), false);
  });
});
