// Gesture recognizers (G1-G8) through the JavaScript API.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tc, withScene, tap } from './helpers.mjs';

test('G8 a tap recognizer recognizes a tap and calls its action with the details', () => {
  withScene((scene, window) => {
    const view = window.addSubview(new tc.View(scene, 0, 0, 100, 100, { name: 'view' }));
    const actions = [];
    const rec = new tc.TapRecognizer(scene, view, {
      name: 'tap', onAction: (r, d) => actions.push([r, d.state, d.x, d.y, d.taps, d.view]),
    });
    assert.equal(rec.kind, tc.RecognizerKind.TAP);
    assert.equal(rec.view, view);
    assert.equal(rec.name, 'tap');
    assert.equal(rec.toString(), '<TapRecognizer tap>');
    tap(scene, 1, 30, 40, 0);
    assert.deepEqual(actions, [[rec, tc.GestureState.ENDED, 30, 40, 1, view]]);
    assert.equal(rec.state, tc.GestureState.POSSIBLE, 'G2: reset once its touches ended');
  });
});

test('G3 a recognized tap cancels the view\'s touches (cancelsTouchesInView)', () => {
  withScene((scene, window) => {
    const phases = [];
    window.onTouches = (v, e) => { phases.push(tc.enumName(tc.Phase, e.phase)); return true; };
    new tc.TapRecognizer(scene, window);
    tap(scene, 1, 10, 10, 0);
    assert.deepEqual(phases, ['BEGAN', 'CANCELLED']);
  });
});

test('G2 a tap that moves too far fails, with its reason, and sends no action', () => {
  withScene((scene, window) => {
    const states = [];
    let actions = 0;
    const rec = new tc.TapRecognizer(scene, window, { allowableMovement: 5,
      onAction: () => { actions += 1; },
      onState: (r, d) => states.push([d.state, d.failureReason, d.failureMessage]) });
    scene.pushTouch(1, 'began', 10, 10, 0);
    scene.pushTouch(1, 'moved', 30, 10, 0.05);
    scene.dispatch();
    assert.equal(rec.state, tc.GestureState.FAILED);
    assert.equal(states.length, 1);
    assert.equal(states[0][0], tc.GestureState.FAILED);
    assert.equal(states[0][1], tc.FailureReason.MOVED_TOO_FAR);
    assert.match(states[0][2], /moved/);
    assert.equal(actions, 0);
    assert.equal(rec.details.failureReason, tc.FailureReason.MOVED_TOO_FAR);
  });
});

test('G8 a pinch\'s scale and a rotation\'s rotation are settable (UIKit\'s incremental idiom)', () => {
  withScene((scene, window) => {
    const got = [];
    const pinch = new tc.PinchRecognizer(scene, window, {
      onAction: (r, d) => { got.push(d.scale); r.scale = 1; },
    });
    scene.pushTouch(1, 'began', 100, 100, 0);
    scene.pushTouch(2, 'began', 200, 100, 0);
    scene.pushTouch(2, 'moved', 250, 100, 0.02);
    scene.pushTouch(2, 'moved', 300, 100, 0.04);
    scene.dispatch();
    assert.equal(got.length, 2);
    assert.ok(Math.abs(got[0] - 1.5) < 1e-12 && Math.abs(got[1] - 200 / 150) < 1e-12, String(got));
    assert.equal(pinch.scale, 1);
    assert.throws(() => { pinch.scale = 0; });
    const rotation = new tc.RotationRecognizer(scene, window);
    rotation.rotation = 0.5;
    assert.equal(rotation.rotation, 0.5);
    assert.throws(() => { rotation.rotation = NaN; });
  });
});

test('G8 a pan reports translation and velocity; translation is settable', () => {
  withScene((scene, window) => {
    const seen = [];
    const pan = new tc.PanRecognizer(scene, window, {
      onAction: (r, d) => seen.push([tc.enumName(tc.GestureState, d.state), d.translation.x, d.translation.y]),
    });
    scene.pushTouch(1, 'began', 100, 100, 0);
    for (let i = 1; i <= 5; i++) scene.pushTouch(1, 'moved', 100 + 10 * i, 100 + 2 * i, 0.01 * i);
    scene.dispatch();
    assert.equal(pan.state, tc.GestureState.CHANGED);
    assert.deepEqual(pan.translation, { x: 50, y: 10 });
    assert.ok(pan.velocity.x > 900 && pan.velocity.x < 1100, String(pan.velocity.x));
    assert.equal(seen[0][0], 'BEGAN');
    pan.translation = [0, 0];
    scene.pushTouch(1, 'moved', 160, 112, 0.06);
    scene.pushTouch(1, 'ended', 160, 112, 0.07);
    scene.dispatch();
    assert.deepEqual(seen.at(-1), ['ENDED', 10, 2]);
  });
});

// A superview turned 90 degrees clockwise and scaled 2, the recognizer's view in it scaled
// 0.5 (its centre at (200, 80) in the window).
function turnedViews(scene, window) {
  const sup = window.addSubview(new tc.View(scene, 40, 60, 200, 200, { name: 'sup' }));
  sup.transform = [0, 2, -2, 0, 0, 0];
  const view = sup.addSubview(new tc.View(scene, 10, 20, 100, 100, { name: 'view' }));
  view.transform = [0.5, 0, 0, 0.5, 0, 0];
  view.multipleTouch = true;
  assert.equal(window.hitTest(200, 80), view);
  return [sup, view];
}
const near = (p, x, y) => Math.abs(p.x - x) < 1e-9 && Math.abs(p.y - y) < 1e-9;

test('G9 a pan\'s translation and velocity in any view are converted as vectors', () => {
  withScene((scene, window) => {
    const [sup, view] = turnedViews(scene, window);
    const seen = [];
    const pan = new tc.PanRecognizer(scene, view, {
      onAction: (r, d) => seen.push([d.translation, r.translationIn(view), d.velocity, r.velocityIn(view)]),
    });
    for (let k = 0; k <= 5; k++) scene.pushTouch(1, k ? 'moved' : 'began', 200 + 10 * k, 80, 0.01 * k);
    scene.dispatch();
    const [t, tView, v, vView] = seen.at(-1);
    assert.deepEqual(tView, t);
    assert.deepEqual(vView, v);
    assert.ok(near(pan.translationIn(view), 0, -50));
    assert.ok(near(pan.translationIn(sup), 0, -25));
    assert.ok(near(pan.translationIn(), 50, 0) && near(pan.translationIn(window), 50, 0));
    const vw = pan.velocityIn().x;
    assert.ok(vw > 900 && vw < 1100, String(vw));
    assert.ok(near(pan.velocityIn(sup), 0, -vw / 2) && near(pan.velocityIn(view), 0, -vw));
    assert.ok(near(pan.locationIn(), 250, 80));
    const inSup = window.convertPoint(250, 80, sup);
    assert.ok(near(pan.locationIn(sup), inSup.x, inSup.y));
    pan.setTranslationIn([0, -25], sup);
    assert.ok(near(pan.translationIn(), 50, 0));
    assert.equal(pan.numberOfTouches, 1);
    assert.ok(near(pan.locationOfTouch(0), 250, 80));
    assert.throws(() => pan.locationOfTouch(1), tc.NotFoundError);
    assert.throws(() => pan.locationOfTouch(-1), tc.OutOfRangeError);
  });
});

test('G9 a recognized tap\'s touches are its fingers where they lifted', () => {
  withScene((scene, window) => {
    const [, view] = turnedViews(scene, window);
    const got = [];
    new tc.TapRecognizer(scene, view, { touches: 2, onAction: (r) => {
      for (let i = 0; i < r.numberOfTouches; i++) got.push(r.locationOfTouch(i));
    } });
    scene.pushTouch(1, 'began', 190, 80, 0);
    scene.pushTouch(2, 'began', 210, 80, 0.01);
    scene.pushTouch(1, 'ended', 196, 86, 0.03);
    scene.pushTouch(2, 'ended', 212, 78, 0.05);
    scene.dispatch();
    assert.equal(got.length, 2);
    assert.ok(near(got[0], 196, 86) && near(got[1], 212, 78));
  });
});

test('G6 requireToFail: a single tap waits for the double tap to fail', () => {
  withScene((scene, window) => {
    const log = [];
    const single = new tc.TapRecognizer(scene, window, { name: 'single', onAction: () => log.push('single') });
    const double = new tc.TapRecognizer(scene, window, { taps: 2, name: 'double', onAction: () => log.push('double') });
    single.requireToFail(double);
    tap(scene, 1, 10, 10, 0);
    tap(scene, 2, 10, 10, 0.1);
    assert.deepEqual(log, ['double']);
    log.length = 0;
    tap(scene, 3, 10, 10, 5);
    assert.deepEqual(log, []);
    scene.advance(6);
    assert.deepEqual(log, ['single'], 'E4: the double tap timed out on the host clock');
    assert.throws(() => double.requireToFail(single), tc.CycleError);
    single.removeRequirement(double);
    double.requireToFail(single);
  });
});

test('G6 delegate callbacks: shouldBegin vetoes; shouldReceiveTouch sees the touch', () => {
  withScene((scene, window) => {
    const rec = new tc.TapRecognizer(scene, window);
    const reasons = [];
    const states = [];
    rec.onState = (r, d) => { reasons.push(d.failureReason); states.push(d.state); };
    const touches = [];
    rec.shouldReceiveTouch = (r, touch) => { touches.push(touch.id); return true; };
    rec.shouldBegin = () => false;
    tap(scene, 9, 10, 10, 0);
    assert.deepEqual(touches, [9]);
    assert.deepEqual(reasons, [tc.FailureReason.VETOED_BY_DELEGATE]);
    rec.shouldBegin = null;
    rec.shouldReceiveTouch = null;
    assert.deepEqual(states, [tc.GestureState.FAILED]);
    tap(scene, 10, 10, 10, 1);
    assert.deepEqual(states, [tc.GestureState.FAILED, tc.GestureState.ENDED]);
  });
});

test('G7 a view vetoes a recognizer of an ancestor (onGestureShouldBegin)', () => {
  withScene((scene, window) => {
    const child = window.addSubview(new tc.View(scene, 0, 0, 50, 50));
    const rec = new tc.TapRecognizer(scene, window);
    const asked = [];
    child.onGestureShouldBegin = (view, r) => { asked.push(r); return false; };
    const states = [];
    rec.onState = (r, d) => states.push([d.state, d.failureReason]);
    tap(scene, 1, 10, 10, 0);
    assert.deepEqual(asked, [rec]);
    assert.deepEqual(states, [[tc.GestureState.FAILED, tc.FailureReason.VETOED_BY_VIEW]]);
  });
});

test('G8 a custom recognizer sees the touches and sets its own state', () => {
  withScene((scene, window) => {
    const phases = [];
    const actions = [];
    const rec = new tc.CustomRecognizer(scene, window, {
      onTouches: (r, phase, touches, t) => {
        phases.push([phase, touches.map((x) => x.id), t]);
        if (phase === tc.Phase.ENDED) r.state = 'ended';
      },
      onAction: (r, d) => actions.push(d.state),
    });
    tap(scene, 4, 10, 10, 0);
    assert.deepEqual(phases, [[tc.Phase.BEGAN, [4], 0], [tc.Phase.ENDED, [4], 0.05]]);
    assert.deepEqual(actions, [tc.GestureState.ENDED]);
    assert.throws(() => { new tc.TapRecognizer(scene, window).state = 2; }, TypeError);
  });
});

test('G2 G6 G8 custom state corrections, ignoreTouch, shouldReceiveEvent, cancel on disable', () => {
  withScene((scene, window) => {
    const seen = [];
    const actions = [];
    const rec = new tc.CustomRecognizer(scene, window, {
      onTouches: (r, phase, touches) => {
        seen.push([phase, touches.map((x) => x.id)]);
        if (phase === tc.Phase.MOVED && r.state === tc.GestureState.POSSIBLE) {
          r.state = 'began';
          r.state = 'failed'; // BEGAN -> FAILED is CANCELLED (UIKit's setState:)
        }
      },
      onAction: (r, d) => actions.push(d.state),
    });
    const asked = [];
    rec.shouldReceiveEvent = (r, type) => { asked.push(type); return true; };
    scene.pushTouch(1, 'began', 10, 10, 0);
    scene.pushTouch(1, 'moved', 12, 10, 0.01);
    scene.dispatch();
    assert.deepEqual(actions, [tc.GestureState.BEGAN, tc.GestureState.CANCELLED]);
    assert.deepEqual(asked, [tc.EventType.TOUCHES]);
    assert.throws(() => { rec.state = 'changed'; }, tc.StateError);
    scene.pushTouch(1, 'ended', 12, 10, 0.02);
    scene.dispatch();
    // disabled with a finger down: the touches callback hears it cancelled first
    seen.length = 0;
    scene.pushTouch(2, 'began', 10, 10, 1);
    scene.dispatch();
    rec.enabled = false;
    assert.deepEqual(seen, [[tc.Phase.BEGAN, [2]], [tc.Phase.CANCELLED, [2]]]);
    scene.pushTouch(2, 'ended', 10, 10, 1.05);
    scene.dispatch();
    rec.enabled = true;
    // ignoreTouch: no more of that touch reaches it
    seen.length = 0;
    rec.onTouches = (r, phase, touches) => {
      seen.push(phase);
      for (const t of touches) r.ignoreTouch(t);
    };
    scene.pushTouch(3, 'began', 10, 10, 2);
    scene.pushTouch(3, 'moved', 14, 10, 2.01);
    scene.pushTouch(3, 'ended', 14, 10, 2.02);
    scene.dispatch();
    assert.deepEqual(seen, [tc.Phase.BEGAN]);
    assert.throws(() => rec.ignoreTouch(null), TypeError);
  });
});

test('G2 G3 G8 custom onReset, canPrevent and canBePrevented', () => {
  withScene((scene, window) => {
    const log = [];
    const tapRec = new tc.TapRecognizer(scene, window, { name: 'tap' });
    const rec = new tc.CustomRecognizer(scene, window, {
      name: 'A',
      onTouches: (r, phase) => {
        if (phase === tc.Phase.MOVED && r.state === tc.GestureState.POSSIBLE) r.state = 'began';
        if (phase === tc.Phase.ENDED && r.state === tc.GestureState.BEGAN) r.state = 'ended';
      },
      onReset: (r) => {
        log.push(['reset', r.state]);
        assert.throws(() => { r.state = 'began'; }, tc.StateError);
      },
      canPrevent: (r, other) => { log.push(['canPrevent', other.name]); return false; },
    });
    for (const r of [tapRec, rec]) r.onState = (x, d) => log.push([x.name, d.state]);
    scene.pushTouch(1, 'began', 10, 10, 0);
    scene.pushTouch(1, 'moved', 11, 10, 0.02);
    scene.pushTouch(1, 'ended', 11, 10, 0.05);
    scene.dispatch();
    assert.deepEqual(log, [['A', tc.GestureState.BEGAN], ['canPrevent', 'tap'], ['canPrevent', 'tap'],
      ['tap', tc.GestureState.ENDED], ['A', tc.GestureState.ENDED], ['reset', tc.GestureState.ENDED]]);
    assert.equal(typeof rec.onReset, 'function');
    rec.canPrevent = null;
    rec.canBePrevented = () => true;
    assert.equal(rec.canPrevent, null);
    assert.throws(() => { rec.onReset = 5; }, TypeError);
  });
});

test('C1 sendActions calls the targets without a touch, once each, then the primary action', () => {
  withScene((scene, window) => {
    const control = window.addSubview(new tc.View(scene, 0, 0, 40, 40)).makeControl('button');
    const got = [];
    control.addTarget(['touch_up_inside', 'value_changed'], (c, ev) => got.push(['a', ev]));
    control.addTarget('primary_action_triggered', (c, ev) => got.push(['b', ev]));
    control.enabled = false; // sent all the same
    control.sendActions(['value_changed', 'touch_up_inside']);
    assert.deepEqual(got, [['a', tc.ControlEvent.TOUCH_UP_INSIDE], ['b', tc.ControlEvent.PRIMARY_ACTION_TRIGGERED]]);
    assert.equal(control.state.tracking, false);
    assert.throws(() => control.sendActions(1 << 20), tc.UnknownEnumError);
  });
});

test('G8 parameters: defaults, set and read back; the parameter table; aliases', () => {
  withScene((scene, window) => {
    const lp = new tc.LongPressRecognizer(scene, window, { duration: 1, movement: 3 });
    assert.equal(lp.params.minDuration, 1);
    assert.equal(lp.params.allowableMovement, 3);
    lp.setParams({ min_duration: 2, enabled: false });
    assert.equal(lp.params.minDuration, 2);
    assert.equal(lp.enabled, false);
    lp.enabled = true;
    assert.equal(lp.params.enabled, true);
    const edge = new tc.EdgePanRecognizer(scene, window);
    assert.equal(edge.params.edges, tc.Edge.LEFT);
    assert.equal(tc.defaultParams('edge_pan').edges, 0);
    assert.equal(tc.defaultParams(tc.RecognizerKind.SWIPE).swipeDistance, tc.TC.TC_DEFAULT_SWIPE_DISTANCE);
    const table = tc.parameterTable();
    assert.equal(table.length, 19,
      'the 15 numeric fields, the 3 masks of P1, P2, P4 and G8\'s tap_duration (the four booleans are not in it)');
    assert.deepEqual(table.slice(15).map((row) => row.camelName),
      ['allowedTouchTypes', 'buttonMaskRequired', 'allowedScrollTypes', 'tapDuration']);
    assert.equal(tc.defaultParams('tap').tapDuration, tc.TC.TC_DEFAULT_TAP_DURATION);
    assert.equal(new tc.TapRecognizer(scene, window, { tapDuration: 2 }).params.tapDuration, 2);
    // G8, P1: requiresExclusiveTouchType, a flag (not a table row) after tap_duration
    assert.equal(tc.defaultParams('pan').requiresExclusiveTouchType, true);
    assert.equal(new tc.PanRecognizer(scene, window, { requiresExclusiveTouchType: false })
      .params.requiresExclusiveTouchType, false);
    assert.equal(table[0].name, 'taps_required');
    const slop = table.find((row) => row.name === 'slop');
    assert.equal(slop.camelName, 'slop');
    assert.ok(slop.kinds.includes(tc.RecognizerKind.PINCH));
    assert.equal(table.find((row) => row.name === 'swipe_duration').maximum, Infinity);
    const e = (() => { try { lp.setParams({ duration: -1 }); } catch (x) { return x; } })();
    assert.ok(e instanceof tc.InvalidArgumentError, String(e));
    assert.equal(e.argument, 'duration');
    for (const [cls, kind] of [[tc.PinchRecognizer, 'PINCH'], [tc.RotationRecognizer, 'ROTATION'],
      [tc.SwipeRecognizer, 'SWIPE'], [tc.PanRecognizer, 'PAN'], [tc.HoverRecognizer, 'HOVER']]) {
      const r = new cls(scene, { view: window });
      assert.equal(r.kind, tc.RecognizerKind[kind]);
      assert.equal(tc.RECOGNIZER_CLASSES[r.kind], cls);
      assert.equal(r.view, window);
      r.destroy();
      assert.ok(r.destroyed);
    }
  });
});
