// Every input kind (issue 16; docs/BEHAVIOUR.md P1-P6) through the JS API: touch types and
// allowedTouchTypes, pointer buttons, hover (views and the hover recognizer), wheel and
// trackpad scroll and transform input, pencil angles with estimated-property updates, and
// coalesced / predicted points.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tc, withScene, tap } from './helpers.mjs';

const stateName = (s) => tc.enumName(tc.GestureState, s).toLowerCase();
const phaseName = (p) => tc.enumName(tc.Phase, p).toLowerCase();

test('P1 a pencil-only pan ignores fingers; touches carry their type', () => {
  withScene((scene, window) => {
    const states = [];
    new tc.PanRecognizer(scene, window, { allowedTouchTypes: ['pencil'],
      onAction: (r, d) => states.push([stateName(d.state), d.touchType]) });
    const types = [];
    window.onTouches = (v, e) => { types.push(...e.touches.map((t) => t.type)); return true; };
    for (const [id, type, t] of [[1, 'direct', 1], [2, 'pencil', 2]]) {
      scene.pushTouch(id, 'began', 100, 100, t, { type });
      scene.pushTouch(id, 'moved', 150, 100, t + 0.1, { type });
      scene.pushTouch(id, 'moved', 170, 100, t + 0.15, { type });
      scene.pushTouch(id, 'ended', 170, 100, t + 0.2, { type });
      scene.dispatch();
    }
    // the finger's touches reach the view (types 1), the pencil's are cancelled by the pan
    assert.deepEqual(states, [['began', tc.TouchType.STYLUS], ['changed', tc.TouchType.STYLUS],
      ['ended', tc.TouchType.STYLUS]]);
    assert.deepEqual(types.slice(0, 4), [1, 1, 1, 1]);
    assert.ok(types.slice(4).every((t) => t === tc.TouchType.STYLUS), String(types));
    const r = new tc.TapRecognizer(scene, { allowedTouchTypes: 'direct|indirect_pointer' });
    assert.equal(r.params.allowedTouchTypes, tc.TouchTypes.DIRECT | tc.TouchTypes.INDIRECT_POINTER);
    r.setParams({ allowedTouchTypes: [] });
    assert.equal(r.params.allowedTouchTypes, 0);
    assert.equal(tc.defaultParams('hover').allowedTouchTypes, tc.TC.TC_TOUCH_TYPES_ALL);
    assert.equal(tc.touchTypeMask(['stylus', 'PENCIL']), tc.TouchTypes.STYLUS);
    assert.equal(tc.touchTypeMask('all'), tc.TC.TC_TOUCH_TYPES_ALL);
    assert.throws(() => tc.touchTypeMask('finger'), tc.InvalidValueError);
    assert.throws(() => new tc.PanRecognizer(scene, { allowedTouchTypes: ['quill'] }),
      (e) => e instanceof tc.InvalidValueError && /allowedTouchTypes/.test(e.message));
  });
});

test('P2 a secondary click does not tap; buttonMaskRequired secondary does', () => {
  withScene((scene, window) => {
    const primary = [];
    const secondary = [];
    new tc.TapRecognizer(scene, window, { onAction: (r, d) => primary.push(stateName(d.state)) });
    const right = new tc.TapRecognizer(scene, window, { buttonMaskRequired: 'secondary',
      onAction: (r, d) => secondary.push(stateName(d.state)) });
    assert.equal(right.params.buttonMaskRequired, tc.Button.SECONDARY);
    const seen = [];
    window.onTouches = (v, e) => { seen.push(e.touches[0].buttons); return true; };
    scene.pushTouch(1, 'began', 50, 50, 1, { type: 'indirect_pointer', buttons: ['secondary'] });
    scene.pushTouch(1, 'ended', 50, 50, 1.05, { type: 'indirect_pointer', buttons: ['secondary'] });
    scene.dispatch();
    assert.deepEqual(primary, []);
    assert.deepEqual(secondary, ['ended']);
    assert.ok(seen.every((b) => b === tc.Button.SECONDARY), String(seen));
    scene.advance(2);
    tap(scene, 2, 50, 50, 3); // a finger: the primary button (the default)
    assert.deepEqual(primary, ['ended']);
    assert.deepEqual(secondary, ['ended']);
    assert.equal(tc.defaultParams('long_press').buttonMaskRequired, tc.TC.TC_BUTTON_PRIMARY);
    assert.equal(tc.nameOf('button', tc.Button.TERTIARY), 'tertiary');
    assert.throws(() => scene.pushTouch(3, 'began', 1, 1, 4, { buttons: 'middle' }), tc.InvalidValueError);
    assert.throws(() => scene.pushTouch(3, 'began', 1, 1, 4, { buttons: -1 }), tc.OutOfRangeError);
  });
});

test('P3 hover enter/exit across overlapping views: outermost enters first, deepest leaves first', () => {
  withScene((scene, window) => {
    const outer = window.addSubview(new tc.View(scene, 0, 0, 200, 200, { name: 'outer' }));
    const inner = outer.addSubview(new tc.View(scene, 50, 50, 100, 100, { name: 'inner' }));
    const other = window.addSubview(new tc.View(scene, 100, 100, 150, 150, { name: 'other' }));
    const log = [];
    for (const v of [window, outer, inner, other]) {
      v.onHover = (view, e) => {
        log.push(`${view.name} ${phaseName(e.phase)} ${e.x},${e.y} hit=${e.hitView?.name ?? null}`);
        return true; // ignored: not passed up the chain either way
      };
    }
    scene.pushHover(1, 'began', 10, 10, 1);
    scene.pushHover({ id: 1, phase: 'moved', x: 60, y: 60, t: 1.1 });
    scene.dispatch();
    assert.deepEqual(log.splice(0), ['window began 10,10 hit=outer', 'outer began 10,10 hit=outer',
      'inner began 60,60 hit=inner', 'window moved 60,60 hit=inner', 'outer moved 60,60 hit=inner']);
    scene.pushHover(1, 'moved', 120, 120, 1.2); // onto `other`, which overlaps (on top)
    scene.dispatch();
    assert.deepEqual(log.splice(0), ['inner ended 120,120 hit=null', 'outer ended 120,120 hit=null',
      'other began 120,120 hit=other', 'window moved 120,120 hit=other']);
    scene.pushHover(1, 'ended', 300, 300, 1.3);
    scene.dispatch();
    assert.deepEqual(log.splice(0), ['other ended 300,300 hit=null', 'window ended 300,300 hit=null']);
    // the hover's own id space: a touch with id 1 is no conflict
    tap(scene, 1, 10, 10, 2);
    assert.deepEqual(log, []);
    outer.onHover = null;
    assert.equal(outer.onHover, null);
  });
});

test('P3 the hover recognizer follows its view; a pencil hover gives its angles and z offset', () => {
  withScene((scene, window) => {
    const view = window.addSubview(new tc.View(scene, 100, 100, 100, 100));
    const states = [];
    const hover = new tc.HoverRecognizer(scene, view, {
      onAction: (r, d) => states.push([stateName(d.state), d.x, d.y, d.touchType, d.zOffset]) });
    assert.equal(hover.kind, tc.RecognizerKind.HOVER);
    assert.equal(tc.RECOGNIZER_CLASSES[tc.RecognizerKind.HOVER], tc.HoverRecognizer);
    scene.pushHover(5, 'began', 50, 50, 1, { type: 'pencil', altitude: 1, azimuth: 0.5, zOffset: 0.25 });
    scene.pushHover(5, 'moved', 110, 120, 1.1, { type: 'pencil', altitude: 1, azimuth: 0.5, zOffset: 0.2 });
    scene.pushHover(5, 'moved', 130, 140, 1.2, { type: 'pencil', altitude: 1, azimuth: 0.5, zOffset: 0.1 });
    scene.dispatch();
    assert.deepEqual(hover.location, { x: 30, y: 40 }); // in the view's coordinates
    const d = hover.details;
    assert.equal(d.altitude, 1);
    assert.equal(d.azimuth, 0.5);
    scene.pushHover(5, 'moved', 300, 300, 1.3, { type: 'pencil' });
    scene.dispatch();
    assert.deepEqual(states, [['began', 10, 20, tc.TouchType.STYLUS, 0.2],
      ['changed', 30, 40, tc.TouchType.STYLUS, 0.1], ['ended', 200, 200, tc.TouchType.STYLUS, 0]]);
    // a pencil-only hover recognizer ignores the mouse
    hover.setParams({ allowedTouchTypes: 'stylus' });
    scene.pushHover(6, 'began', 150, 150, 2);
    scene.dispatch();
    assert.equal(states.length, 3);
    assert.throws(() => scene.pushHover(7, 'began', 1, 1, 3, { type: 'direct' }), tc.UnknownEnumError);
    assert.throws(() => scene.pushHover(7, 'began', 1, 1, 3, { zOffset: 2 }), tc.InvalidArgumentError);
    assert.throws(() => scene.pushHover({ id: 7, phase: 'began', x: 1, y: 1, t: 3, z: 1 }),
      (e) => e instanceof TypeError && /unknown key "z"/.test(e.message));
    assert.throws(() => scene.pushHover({ id: 7, phase: 'began', x: 1, t: 3 }), /y is required/);
  });
});

test('P4 a wheel scroll drives a pan that allows discrete scrolls, not one that does not', () => {
  withScene((scene, window) => {
    const outer = window.addSubview(new tc.View(scene, 0, 0, 200, 200));
    const inner = outer.addSubview(new tc.View(scene, 50, 50, 100, 100));
    const log = [];
    const wheelPan = new tc.PanRecognizer(scene, outer, { allowedScrollTypes: 'discrete',
      onAction: (r, d) => log.push(['outer', stateName(d.state), d.translationY, d.touchType]) });
    const touchPan = new tc.PanRecognizer(scene, inner, { // UIKit's default: no scroll input
      onAction: (r, d) => log.push(['inner', stateName(d.state)]) });
    assert.equal(touchPan.params.allowedScrollTypes, 0);
    assert.equal(wheelPan.params.allowedScrollTypes, tc.ScrollType.DISCRETE);
    scene.pushScroll(0, 10, 60, 60, 1);
    scene.pushScroll({ dx: 0, dy: 5, x: 60, y: 60, t: 1.05 });
    scene.dispatch();
    scene.advance(1.05 + tc.TC.TC_DISCRETE_SCROLL_END_DELAY + 0.01);
    assert.deepEqual(log, [['outer', 'began', 10, tc.TouchType.INDIRECT_POINTER],
      ['outer', 'changed', 15, tc.TouchType.INDIRECT_POINTER],
      ['outer', 'ended', 15, tc.TouchType.INDIRECT_POINTER]]);
    // a trackpad's continuous scroll: not allowed by the wheel pan, nothing else takes it
    log.length = 0;
    scene.pushScroll(0, 0, 60, 60, 2, { kind: 'continuous', phase: 'began' });
    scene.pushScroll(0, 8, 60, 60, 2.1, { kind: 'continuous', phase: 'changed' });
    scene.pushScroll(0, 0, 60, 60, 2.2, { kind: 'continuous', phase: 'ended' });
    scene.dispatch();
    assert.deepEqual(log, []);
    wheelPan.setParams({ allowedScrollTypes: ['discrete', 'continuous'] });
    // a trackpad scroll begins once it has travelled the slop (10 pt) along an axis, which it
    // takes off the translation (P4)
    scene.pushScroll(0, 0, 60, 60, 3, { kind: tc.ScrollType.CONTINUOUS, phase: 'began' });
    scene.pushScroll(4, 18, 60, 60, 3.1, { kind: 'continuous', phase: 'changed' });
    scene.pushScroll(0, 0, 60, 60, 3.2, { kind: 'continuous', phase: 'ended' });
    scene.dispatch();
    assert.deepEqual(log.map((r) => r.slice(0, 3)), [['outer', 'began', 8], ['outer', 'ended', 8]]);
    assert.deepEqual(wheelPan.translation, { x: 0, y: 0 }, 'reset after the gesture');
    assert.throws(() => scene.pushScroll(0, 1, 60, 60, 4, { kind: 'continuous', phase: 'changed' }),
      tc.StateError);
    assert.throws(() => scene.pushScroll(0, 1, 60, 60, 4, { kind: 'diagonal' }), tc.InvalidValueError);
  });
});

test('P4 a wheel scrolls a scroll view by its deltas; a trackpad pinch and rotation drive their recognizers', () => {
  withScene((scene, window) => {
    const list = window.addSubview(new tc.View(scene, 0, 0, 320, 240)).makeScroll({ contentSize: [320, 2000] });
    const events = [];
    list.onScroll = (v, e) => events.push(e.name);
    scene.pushScroll(0, -30, 100, 100, 1);
    scene.pushScroll(0, -20, 100, 100, 1.02);
    scene.dispatch();
    scene.advance(2);
    assert.deepEqual(list.contentOffset, { x: 0, y: 50 });
    assert.ok(events.includes('will_begin_dragging') && events.includes('did_scroll'), String(events));
    const photo = window.addSubview(new tc.View(scene, 0, 250, 320, 200));
    const log = [];
    new tc.PinchRecognizer(scene, photo, { onAction: (r, d) => log.push(['pinch', stateName(d.state), d.scale]) });
    new tc.RotationRecognizer(scene, photo, { onAction: (r, d) => log.push(['rotation', stateName(d.state), d.rotation]) });
    scene.pushTransform('began', 100, 300, 3);
    scene.pushPinch(1.5, 'changed', 100, 300, 3.1);
    scene.pushTransform({ phase: 'changed', scale: 1.5, rotation: 0.25, x: 100, y: 300, t: 3.2 });
    scene.pushRotate({ rotation: 0.25, phase: 'ended', x: 100, y: 300, t: 3.3 });
    scene.dispatch();
    // the pinch begins at its first changed step, the rotation once it passes 1 degree; both
    // end with the gesture (pushRotate's scale is 1)
    assert.deepEqual(log, [['pinch', 'began', 1.5], ['pinch', 'changed', 1.5],
      ['rotation', 'began', 0.25], ['pinch', 'changed', 1], ['pinch', 'ended', 1],
      ['rotation', 'ended', 0.25]]);
    assert.throws(() => scene.pushTransform('began', 100, 300, 4, { scale: 0 }), tc.InvalidArgumentError);
    assert.throws(() => scene.pushTransform('began', 100, 300, 4, { angle: 1 }), TypeError);
  });
});

test('P4 a trackpad scroll needs the slop and fails short of it; a wheel notch moves at least 3 pt', () => {
  withScene((scene, window) => {
    const view = window.addSubview(new tc.View(scene, 0, 0, 200, 200));
    const log = [];
    const pan = new tc.PanRecognizer(scene, view, { allowedScrollTypes: ['discrete', 'continuous'],
      onState: (r, d) => log.push([stateName(d.state), d.translationX, d.translationY]) });
    assert.equal(pan.params.slop, 10);
    scene.pushScroll(0, 15, 60, 60, 1, { kind: 'continuous', phase: 'began' }); // no travel
    scene.pushScroll(0, 2, 60, 60, 1.01, { kind: 'continuous', phase: 'changed' });
    scene.pushScroll(0, 2, 60, 60, 1.02, { kind: 'continuous', phase: 'changed' });
    scene.pushScroll(0, 0, 60, 60, 1.03, { kind: 'continuous', phase: 'ended' });
    scene.dispatch();
    assert.deepEqual(log, [['failed', 0, 4]]);
    log.length = 0;
    scene.pushScroll(0.5, -1, 60, 60, 2);
    scene.advance(3);
    assert.deepEqual(log, [['began', 3, -3], ['ended', 3, -3]]);
    assert.equal(tc.TC.TC_DISCRETE_SCROLL_MIN_DELTA, 3);
    assert.equal(tc.TC.TC_TRANSFORM_ROTATION_HYSTERESIS, Math.PI / 180);
  });
});

test('P5 azimuthAngleIn / azimuthUnitVectorIn: the window azimuth seen in a view', () => {
  withScene((scene, window) => {
    const pad = window.addSubview(new tc.View(scene, 0, 0, 200, 200, { name: 'pad' }));
    const turned = pad.addSubview(new tc.View(scene, 50, 50, 100, 100, { name: 'turned' }));
    turned.transform = [0, 1, -1, 0, 0, 0]; // 90 degrees clockwise (y down)
    scene.pushTouch(1, 'began', 100, 100, 1, { type: 'stylus', azimuth: 0.3 });
    scene.dispatch();
    const t = scene.findTouch(1);
    const near = (a, b) => assert.ok(Math.abs(a - b) < 1e-9, `${a} vs ${b}`);
    near(t.azimuthAngleIn(), 0.3);
    near(t.azimuthAngleIn(pad), 0.3);
    near(t.azimuthAngleIn(turned), 0.3 - Math.PI / 2);
    const u = t.azimuthUnitVectorIn(turned);
    near(u.x, Math.cos(0.3 - Math.PI / 2));
    near(u.y, Math.sin(0.3 - Math.PI / 2));
    turned.transform = [0, 0, 0, 0, 0, 0];
    assert.throws(() => t.azimuthAngleIn(turned), tc.SingularError);
  });
});

test('P5 an estimated-force update reaches the view that received the touch', () => {
  withScene((scene, window) => {
    const pad = window.addSubview(new tc.View(scene, 0, 0, 200, 200, { name: 'pad' }));
    const updates = [];
    const touches = [];
    pad.onTouches = (v, e) => { touches.push(e.touches[0]); return true; };
    pad.onEstimatedUpdate = (v, u) => updates.push(u);
    window.onEstimatedUpdate = () => assert.fail('the walk stops at the first handler');
    scene.pushTouch(1, 'began', 50, 50, 1, { type: 'stylus', force: 0.2, altitude: 0.8, azimuth: -1,
      estimated: ['force', 'altitude'], expecting: 'force|altitude', updateIndex: 7 });
    scene.dispatch();
    const t0 = touches[0];
    assert.equal(t0.estimatedProperties, tc.TouchProperty.FORCE | tc.TouchProperty.ALTITUDE);
    assert.equal(t0.expectingUpdates, tc.TouchProperty.FORCE | tc.TouchProperty.ALTITUDE);
    assert.equal(t0.estimationUpdateIndex, 7);
    assert.equal(t0.altitude, 0.8);
    assert.equal(t0.azimuth, -1);
    scene.pushTouchUpdate(1, 7, 1.05, { force: 0.6 });
    scene.dispatch();
    assert.equal(updates.length, 1);
    const u = updates[0];
    assert.equal(u.properties, tc.TouchProperty.FORCE);
    assert.equal(u.remaining, tc.TouchProperty.ALTITUDE);
    assert.equal(u.force, 0.6);
    assert.equal(u.id, 1);
    assert.equal(u.index, 7);
    assert.equal(u.timestamp, 1.05);
    // during the call the touch shows its sample with the update; afterwards it reads as
    // before (iOS 18.2 UIKitCore puts the live touch back after the call; this test once
    // asserted that the touch kept the value)
    assert.equal(u.touch.force, 0.6, 'the touch showed the value during the call');
    assert.equal(u.touch.expectingUpdates, tc.TouchProperty.ALTITUDE);
    assert.equal(scene.findTouch(1).force, 0.2);
    assert.equal(scene.findTouch(1).expectingUpdates, tc.TouchProperty.FORCE | tc.TouchProperty.ALTITUDE);
    // the same property again: no sample expects it any more
    assert.throws(() => scene.pushTouchUpdate(1, 7, 1.06, { force: 0.7 }), tc.NotFoundError);
    assert.throws(() => scene.pushTouchUpdate(1, 8, 1.06, { altitude: 1 }), tc.NotFoundError);
    scene.pushTouchUpdate({ id: 1, index: 7, t: 1.07, altitude: 1.2 });
    scene.dispatch();
    assert.equal(updates[1].remaining, 0);
    assert.equal(updates[1].touch.altitude, 1.2);
    assert.equal(updates[1].touch.force, 0.6, 'both updates of the sample so far');
    assert.equal(scene.findTouch(1).altitude, 0.8);
    assert.throws(() => scene.pushTouchUpdate(1, 7, 1.08), tc.InvalidArgumentError, 'no property');
    assert.throws(() => scene.pushTouchUpdate({ id: 1, index: 7, t: 1.08, x: 1, location: [1, 1] }), TypeError);
    assert.throws(() => scene.pushTouch(2, 'began', 1, 1, 2, { estimated: 'force', expecting: 'location' }),
      tc.InvalidArgumentError, 'expecting must be a subset');
    assert.throws(() => scene.pushTouch(2, 'began', 1, 1, 2, { altitude: 2 }), tc.InvalidArgumentError);
    assert.equal(tc.nameOf('touch_property', tc.TouchProperty.LOCATION), 'location');
  });
});

test('P5 an update goes up the chain to the first view with a handler', () => {
  // UIResponder's touchesEstimatedPropertiesUpdated: forwards to the next responder.
  withScene((scene, window) => {
    const root = window.addSubview(new tc.View(scene, 0, 0, 200, 200, { name: 'root' }));
    const canvas = root.addSubview(new tc.View(scene, 0, 0, 200, 200, { name: 'canvas' }));
    canvas.onTouches = () => true;
    const got = [];
    root.onEstimatedUpdate = (v, u) => got.push(['root', u.id, u.force]);
    window.onEstimatedUpdate = (v, u) => got.push(['window', u.id, u.force]);
    scene.pushTouch(1, 'began', 50, 50, 1, { type: 'stylus', force: 0.3, estimated: 'force',
      expecting: 'force', updateIndex: 1 });
    scene.pushTouch(1, 'ended', 50, 50, 1.05, { type: 'stylus', force: 0.3 });
    scene.pushTouchUpdate(1, 1, 1.06, { force: 0.8 });
    scene.dispatch();
    assert.deepEqual(got, [['root', 1, 0.8]]);
  });
});

test('P5 T1 P6 a finger has no azimuth or predictions once ended; force at most the maximum', () => {
  withScene((scene, window) => {
    const v = window.addSubview(new tc.View(scene, 0, 0, 200, 200, { name: 'v' }));
    v.transform = [0, 1, -1, 0, 0, 0];
    const seen = [];
    v.onTouches = (view, e) => {
      const t = e.touches[0];
      seen.push([phaseName(e.phase), t.azimuth, t.force, t.azimuthAngleIn(v), t.predicted.length]);
      return true;
    };
    scene.pushTouch(1, 'began', 50, 50, 1, { azimuth: 1, force: 8, maxForce: 6.5 });
    scene.pushTouch(1, 'moved', 51, 50, 1.05, { azimuth: 1, force: 8, maxForce: 6.5,
      predicted: [[1.07, 60, 50]] });
    scene.pushTouch(1, 'ended', 51, 50, 1.06, { predicted: [[1.08, 60, 50]] });
    scene.dispatch();
    assert.deepEqual(seen, [['began', 0, 6.5, 0, 0], ['moved', 0, 6.5, 0, 1], ['ended', 0, 0, 0, 0]]);
  });
});

/** The pan's velocity after a drag pushed as `samples` ([t, x] per sample) of touch 1. */
function panVelocity(samples, coalesced) {
  return withScene((scene, window) => {
    const pan = new tc.PanRecognizer(scene, window);
    let velocity = null;
    pan.onAction = (r, d) => { velocity = d.velocity; };
    scene.pushTouch(1, 'began', samples[0][1], 100, samples[0][0]);
    scene.dispatch();
    if (coalesced) {
      // one moved per 4 samples, the 3 before it coalesced into it
      for (let i = 4; i < samples.length; i += 4) {
        const points = samples.slice(i - 3, i).map(([t, x]) => [t, x, 100]);
        scene.pushTouch(1, 'moved', samples[i][1], 100, samples[i][0], { coalesced: points });
        scene.dispatch();
      }
    } else {
      for (let i = 1; i < samples.length; i++) {
        scene.pushTouch(1, 'moved', samples[i][1], 100, samples[i][0]);
        scene.dispatch();
      }
    }
    return velocity;
  });
}

test('P6 coalesced points give the full-rate velocity (as the same stream sample by sample)', () => {
  // a 240 Hz drag that accelerates: 17 samples over 67 ms, x = 100 + 300 t + 300000 t^3 (the
  // fit is quadratic: a cubic's frames alone give another velocity)
  const samples = Array.from({ length: 17 }, (_, i) => {
    const t = i / 240;
    return [1 + t, 100 + 300 * t + 300000 * t ** 3];
  });
  const full = panVelocity(samples, false);
  const batched = panVelocity(samples, true);
  assert.ok(Math.abs(full.x) > 100, JSON.stringify(full));
  assert.ok(Math.abs(batched.x - full.x) < 1e-9, `${batched.x} vs ${full.x}`);
  const frames = samples.filter((_, i) => i % 4 === 0);
  const dropped = panVelocity(frames, false);
  assert.ok(Math.abs(dropped.x - full.x) > 1e-6, 'without the coalesced points it differs');
});

test('P6 the view gets one moved with every point; predictions change nothing', () => {
  withScene((scene, window) => {
    const seen = [];
    window.onTouches = (v, e) => {
      const t = e.touches[0];
      seen.push({ phase: phaseName(e.phase), coalesced: t.coalesced, predicted: t.predicted,
        predict: e.phase === tc.Phase.MOVED ? t.predict(0.01) : null });
      return true;
    };
    // a pencil: its points keep their azimuth (a finger's read 0, P5)
    scene.pushTouch(1, 'began', 10, 10, 1, { force: 0.5, type: 'stylus' });
    scene.pushTouch(1, 'moved', 40, 10, 1.03, { type: 'stylus',
      coalesced: [[1.01, 20, 10], { t: 1.02, x: 30, y: 10, force: 0.4, altitude: 1, azimuth: 0.5 }],
      predicted: [[1.04, 50, 10]] });
    scene.dispatch();
    assert.equal(seen.length, 2, 'one delivery per event');
    assert.deepEqual(seen[0].coalesced.map((p) => [p.timestamp, p.x, p.force]), [[1, 10, 0.5]]);
    assert.deepEqual(seen[0].predicted, []);
    const m = seen[1];
    assert.deepEqual(m.coalesced.map((p) => [p.timestamp, p.x, p.y]), [[1.01, 20, 10], [1.02, 30, 10], [1.03, 40, 10]]);
    assert.deepEqual(m.coalesced[1], { timestamp: 1.02, x: 30, y: 10, force: 0.4, altitude: 1, azimuth: 0.5 });
    assert.equal(m.coalesced[0].altitude, tc.TC.TC_DEFAULT_ALTITUDE);
    assert.deepEqual(m.predicted.map((p) => [p.timestamp, p.x]), [[1.04, 50]]);
    assert.ok(Object.isFrozen(m.coalesced) && Object.isFrozen(m.coalesced[0]));
    // the engine's own prediction: along the drag (1000 pt/s), 10 ms ahead
    assert.ok(Math.abs(m.predict.x - 50) < 1e-6, JSON.stringify(m.predict));
    assert.ok(Math.abs(m.predict.timestamp - 1.04) < 1e-9);
    const touch = scene.findTouch(1);
    assert.equal(touch.x, 40, 'predictions changed nothing');
    assert.throws(() => touch.predict(1), tc.InvalidArgumentError, 'beyond TC_MAX_PREDICTION_INTERVAL');
    assert.throws(() => touch.predict(NaN), tc.NotFiniteError);
  });
});

test('P6 refused points change nothing: a began with points, too many, out of order, malformed', () => {
  withScene((scene) => {
    const refused = (fn, cls) => {
      const queued = scene.queuedCount;
      assert.throws(fn, cls);
      assert.equal(scene.queuedCount, queued);
    };
    refused(() => scene.pushTouch(1, 'began', 0, 0, 1, { coalesced: [[0.5, 0, 0]] }), tc.InvalidArgumentError);
    scene.pushTouch(1, 'began', 0, 0, 1);
    const many = Array.from({ length: tc.TC.TC_MAX_COALESCED + 1 }, (_, i) => [1 + i / 1000, i, 0]);
    refused(() => scene.pushTouch(1, 'moved', 100, 0, 1.1, { coalesced: many }), tc.LimitError);
    refused(() => scene.pushTouch(1, 'moved', 100, 0, 1.1, { coalesced: [[1.05, 1, 0], [1.02, 2, 0]] }),
      tc.InvalidArgumentError);
    const tooMany = Array.from({ length: tc.TC.TC_MAX_PREDICTED + 1 }, (_, i) => [1.2 + i / 100, i, 0]);
    refused(() => scene.pushTouch(1, 'moved', 100, 0, 1.1, { predicted: tooMany }), tc.LimitError);
    refused(() => scene.pushTouch(1, 'moved', 100, 0, 1.1, { coalesced: [[1.05, 1]] }), tc.InvalidValueError);
    refused(() => scene.pushTouch(1, 'moved', 100, 0, 1.1, { coalesced: [[1.05, 1, NaN]] }), tc.NotFiniteError);
    refused(() => scene.pushTouch(1, 'moved', 100, 0, 1.1, { coalesced: [{ t: 1.05, x: 1, y: 0, z: 1 }] }), TypeError);
    refused(() => scene.pushTouch(1, 'moved', 100, 0, 1.1, { coalesced: 'no' }), TypeError);
    // pushTouches: points per object sample, all or nothing
    const e = (() => {
      try {
        scene.pushTouches([{ id: 1, phase: 'moved', x: 50, y: 0, t: 1.1, coalesced: [[1.05, 25, 0]] },
          { id: 1, phase: 'moved', x: 60, y: 0, t: 1.2, coalesced: many }]);
      } catch (x) { return x; }
      return null;
    })();
    assert.ok(e instanceof tc.LimitError, String(e));
    assert.equal(e.index, 1);
    assert.equal(scene.queuedCount, 1);
    assert.equal(scene.pushTouches([{ id: 1, phase: 'moved', x: 50, y: 0, t: 1.1, buttons: 0,
      coalesced: [[1.05, 25, 0]], altitude: 1 }]), 1);
    scene.dispatch();
    assert.deepEqual(scene.findTouch(1).coalesced.map((p) => p.x), [25, 50]);
  });
});
