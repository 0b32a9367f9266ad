// Errors: one class per status, argument checks before WebAssembly, stale handles, the
// scene limit of wasm32, and callback exceptions re-thrown by the dispatching call.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tc, withScene, headerModel } from './helpers.mjs';

const CLASS_OF = {
  TC_ERR_NULL_POINTER: 'NullPointerError', TC_ERR_INVALID_HANDLE: 'InvalidHandleError',
  TC_ERR_STALE_HANDLE: 'StaleHandleError', TC_ERR_FOREIGN_HANDLE: 'ForeignHandleError',
  TC_ERR_INVALID_ARGUMENT: 'InvalidArgumentError', TC_ERR_NOT_FINITE: 'NotFiniteError',
  TC_ERR_UNKNOWN_ENUM: 'UnknownEnumError', TC_ERR_TIME_BACKWARDS: 'TimeBackwardsError',
  TC_ERR_UNKNOWN_TOUCH: 'UnknownTouchError', TC_ERR_DUPLICATE_TOUCH: 'DuplicateTouchError',
  TC_ERR_TOO_MANY_TOUCHES: 'TooManyTouchesError', TC_ERR_CYCLE: 'CycleError',
  TC_ERR_HAS_PARENT: 'HasParentError', TC_ERR_REENTRANT: 'ReentrantError',
  TC_ERR_LIMIT: 'LimitError', TC_ERR_STRUCT_SIZE: 'StructSizeError', TC_ERR_STATE: 'StateError',
  TC_ERR_NOT_FOUND: 'NotFoundError', TC_ERR_SINGULAR: 'SingularError',
};

/** assert.throws for a TouchChainError subclass, checking status, names and message. */
function throwsStatus(fn, cls, pattern = undefined) {
  let caught = null;
  try { fn(); } catch (e) { caught = e; }
  assert.ok(caught instanceof cls, `expected ${cls.name}, got ${caught}`);
  assert.ok(caught instanceof tc.TouchChainError);
  assert.ok(caught instanceof Error);
  assert.equal(caught.status, cls.status);
  assert.equal(caught.name, cls.name);
  assert.equal(caught.statusName, tc.STATUS_NAMES[cls.status]);
  assert.equal(caught.statusString, tc.statusString(cls.status));
  assert.ok(caught.message.length > 0);
  if (pattern) assert.match(caught.message, pattern);
  return caught;
}

test('errors: one TouchChainError subclass per TC_ERR_* status of the header', () => {
  const statuses = headerModel().status_map.filter(([, v]) => v !== 0);
  assert.equal(tc.ERRORS.size, statuses.length);
  for (const [name, value] of statuses) {
    const cls = tc[CLASS_OF[name]];
    assert.equal(typeof cls, 'function', name);
    assert.equal(tc.ERRORS.get(value), cls, name);
    assert.equal(cls.status, value);
    const e = new cls('message');
    assert.ok(e instanceof tc.TouchChainError && e instanceof Error);
    assert.equal(e.status, value);
    assert.equal(e.statusName, name);
    assert.equal(e.name, CLASS_OF[name]);
    assert.equal(e.message, 'message');
  }
  assert.ok(new tc.OutOfRangeError('m') instanceof tc.InvalidValueError);
  assert.ok(new tc.InvalidValueError('m') instanceof tc.InvalidArgumentError);
  assert.equal(new tc.OutOfRangeError('m').status, tc.TC.TC_ERR_INVALID_ARGUMENT);
});

test('errors: the engine\'s statuses, as thrown by the API, with tc_scene_last_error text', () => {
  withScene((scene, window) => {
    throwsStatus(() => new tc.Window(scene, 0, 0, -4, 10), tc.InvalidArgumentError, /w/);
    throwsStatus(() => window.setFlag(99, true), tc.UnknownEnumError);
    scene.advance(1);
    throwsStatus(() => scene.advance(0.5), tc.TimeBackwardsError, /tc_scene_advance/);
    throwsStatus(() => scene.findTouch(42), tc.UnknownTouchError);
    scene.pushTouch(1, 'began', 10, 10, 2);
    throwsStatus(() => scene.pushTouch(1, 'began', 10, 10, 2), tc.DuplicateTouchError);
    const a = new tc.View(scene, 0, 0, 10, 10);
    const b = a.addSubview(new tc.View(scene, 0, 0, 5, 5));
    throwsStatus(() => b.addSubview(a), tc.CycleError);
    throwsStatus(() => a.addSubview(window), tc.HasParentError);
    throwsStatus(() => a.becomeFirstResponder(), tc.StateError);
    const control = a.makeControl('button');
    throwsStatus(() => control.removeTarget(999), tc.NotFoundError);
    a.transform = { a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0 };
    throwsStatus(() => b.convertPointFrom(1, 1, null), tc.SingularError);
    assert.match(scene.lastError, /./);
    // no public path hands the engine a NULL, a garbage handle or a bad struct size: raw calls
    assert.equal(tc.raw.tc_scene_now(scene.handle, 0), tc.Status.ERR_NULL_POINTER);
    assert.equal(tc.raw.tc_view_destroy(0x12345), tc.Status.ERR_INVALID_HANDLE);
  });
  withScene((scene) => {
    throwsStatus(() => new tc.Recognizer(scene, 'tap', { taps: 0 }), tc.InvalidArgumentError,
      /taps/);
  });
  withScene((scene, window) => {
    scene.pushTouch(1, 'began', 10, 10, 0);
    throwsStatus(() => scene.pushTouch(2, 'began', 20, 20, 0), tc.TooManyTouchesError);
  }, { maxTouches: 1 });
  withScene((scene, window) => {
    const other = new tc.Scene();
    try {
      const foreign = new tc.View(other, 0, 0, 1, 1);
      throwsStatus(() => window.addSubview(foreign), tc.ForeignHandleError);
    } finally {
      other.close();
    }
  });
});

test('E5: calls the engine refuses from inside a callback throw ReentrantError', () => {
  withScene((scene, window) => {
    let inner = null;
    window.onTouches = () => {
      try { scene.dispatch(); } catch (e) { inner = e; }
      return true;
    };
    scene.pushTouch(1, 'began', 10, 10, 0);
    scene.dispatch();
    assert.ok(inner instanceof tc.ReentrantError, String(inner));
    assert.equal(inner.status, tc.TC.TC_ERR_REENTRANT);
  });
});

test('errors: a refused scene option names the option', () => {
  const e = throwsStatus(() => new tc.Scene({ maxTouches: 0 }), tc.InvalidArgumentError);
  assert.equal(e.argument, 'maxTouches');
  assert.throws(() => new tc.Scene({ tapRadius: -1 }), tc.InvalidArgumentError);
  assert.throws(() => new tc.Scene({ maxTouch: 3 }), TypeError);
});

test('argument checks: wrong types are TypeError, before WebAssembly', () => {
  withScene((scene, window) => {
    const before = scene.lastError;
    assert.throws(() => window.addSubview(42), TypeError);
    assert.throws(() => window.addSubview(scene), TypeError);
    assert.throws(() => scene.pushTouch(1, 'began', '10', 10, 0), TypeError);
    assert.throws(() => scene.pushTouch(1.5, 'began', 10, 10, 0), TypeError);
    assert.throws(() => scene.pushTouch(1, {}, 10, 10, 0), TypeError);
    assert.throws(() => scene.pushTouch(1, 'began', 10, 10, 0, { forse: 1 }), TypeError);
    assert.throws(() => { window.onTouches = 'yes'; }, TypeError);
    assert.throws(() => { window.frame = 'wide'; }, TypeError);
    assert.throws(() => { window.hidden = 'yes'; }, TypeError);
    assert.throws(() => new tc.TapRecognizer(scene, window, { tapz: 2 }), TypeError);
    assert.throws(() => new tc.TapRecognizer(scene, window, { taps: 1.5 }), TypeError);
    assert.throws(() => new tc.View({}, 0, 0, 1, 1), TypeError);
    assert.throws(() => window.sendRoute(5), TypeError);
    assert.equal(scene.lastError, before, 'nothing reached the engine');
    assert.equal(scene.queuedCount, 0);
  });
});

test('argument checks: non-finite doubles are NotFiniteError naming the argument', () => {
  withScene((scene, window) => {
    for (const bad of [NaN, Infinity, -Infinity]) {
      const e = throwsStatus(() => scene.pushTouch(1, 'began', bad, 10, 0), tc.NotFiniteError);
      assert.equal(e.argument, 'x');
    }
    throwsStatus(() => { window.alpha = NaN; }, tc.NotFiniteError);
    throwsStatus(() => scene.advance(Infinity), tc.NotFiniteError);
    throwsStatus(() => { window.frame = [0, 0, NaN, 1]; }, tc.NotFiniteError, /frame\.w/);
    assert.equal(scene.queuedCount, 0);
  });
});

test('argument checks: integers out of their C type are OutOfRangeError; ids take BigInt', () => {
  withScene((scene, window) => {
    const e = throwsStatus(() => scene.pushTouch(2n ** 63n, 'began', 1, 1, 0), tc.OutOfRangeError);
    assert.ok(e instanceof tc.InvalidValueError);
    assert.equal(e.argument, 'id');
    assert.throws(() => window.addSubview(new tc.View(scene), -1), tc.OutOfRangeError);
    assert.throws(() => window.addSubview(new tc.View(scene), 2 ** 32), tc.OutOfRangeError);
    assert.throws(() => new tc.TapRecognizer(scene, window, { taps: 2 ** 31 }), tc.OutOfRangeError);
    assert.throws(() => window.setFlag(2 ** 31, true), tc.OutOfRangeError);
    // the largest int64 id round-trips as a BigInt, a small one as a number
    scene.pushTouch(2n ** 63n - 1n, 'began', 10, 10, 0);
    scene.pushTouch(7, 'began', 20, 20, 0, { window });
    window.multipleTouch = true;
    scene.dispatch();
    assert.equal(scene.findTouch(2n ** 63n - 1n).id, 2n ** 63n - 1n);
    assert.equal(scene.findTouch(7n).id, 7);
  });
});

test('argument checks: strings with U+0000 or a lone surrogate are InvalidValueError', () => {
  withScene((scene, window) => {
    const e = throwsStatus(() => window.sendRoute('a\0b'), tc.InvalidValueError);
    assert.equal(e.argument, 'route name');
    assert.throws(() => window.sendRoute('ok', { k: 'v\0' }), tc.InvalidValueError);
    assert.throws(() => window.sendRoute('\uD800'), tc.InvalidValueError);
    const rec = new tc.TapRecognizer(scene, window);
    assert.throws(() => { rec.name = 'x\0'; }, tc.InvalidValueError);
    rec.name = 'tap 👍';
    assert.equal(rec.name, 'tap 👍');
  });
});

test('argument checks: enumeration names, any case; unknown names list the valid ones', () => {
  withScene((scene, window) => {
    scene.pushTouch(1, 'BEGAN', 10, 10, 0);
    scene.pushTouch(1, 'Ended', 10, 10, 0.1);
    assert.equal(scene.dispatch(), 2);
    const e = throwsStatus(() => scene.pushTouch(1, 'begun', 10, 10, 1), tc.InvalidValueError,
      /began, moved/);
    assert.equal(e.argument, 'phase');
    const swipe = new tc.SwipeRecognizer(scene, window, { direction: 'left|up' });
    assert.equal(swipe.params.direction, tc.SwipeDirection.LEFT | tc.SwipeDirection.UP);
    swipe.setParams({ direction: ['down', tc.SwipeDirection.RIGHT] });
    assert.equal(swipe.params.direction, tc.SwipeDirection.DOWN | tc.SwipeDirection.RIGHT);
    assert.throws(() => swipe.setParams({ direction: 'sideways' }), tc.InvalidValueError);
  });
});

test('stale handles: destroyed objects and every object of a closed scene', () => {
  const scene = new tc.Scene();
  const window = new tc.Window(scene, 0, 0, 100, 100);
  const view = window.addSubview(new tc.View(scene, 0, 0, 10, 10));
  const controller = new tc.Controller(scene, view);
  const rec = new tc.TapRecognizer(scene, view);
  view.destroy();
  assert.ok(view.destroyed);
  throwsStatus(() => view.frame, tc.StaleHandleError);
  throwsStatus(() => rec.attach(view), tc.StaleHandleError);
  view.destroy(); // idempotent
  assert.deepEqual(window.subviews, []);
  scene.close();
  assert.ok(scene.closed);
  for (const fn of [() => window.frame, () => controller.view, () => rec.state,
    () => scene.dispatch(), () => scene.now, () => new tc.View(scene), () => scene.handle]) {
    throwsStatus(fn, tc.StaleHandleError);
  }
  assert.ok(window.destroyed && rec.destroyed && controller.destroyed);
  scene.close(); // idempotent
});

test('scene limit: TC_MAX_SCENES (8) live scenes on wasm32, then LimitError; close frees one', () => {
  const scenes = [];
  try {
    let error = null;
    for (let i = 0; i < 20 && error === null; i++) {
      try { scenes.push(new tc.Scene()); } catch (e) { error = e; }
    }
    assert.ok(error instanceof tc.LimitError, String(error));
    assert.equal(error.status, tc.TC.TC_ERR_LIMIT);
    assert.equal(scenes.length, tc.TC.TC_MAX_SCENES);
    scenes.pop().close();
    scenes.push(new tc.Scene());
  } finally {
    for (const s of scenes) s.close();
  }
  withScene(() => {}); // every slot is free again
});

test('E5: an exception thrown by a callback is re-thrown by the call that dispatched it', () => {
  withScene((scene, window) => {
    const boom = new Error('boom');
    let after = 0;
    window.onTouches = (v, e) => {
      if (e.phase === tc.Phase.BEGAN) throw boom;
      after += 1;
      return true;
    };
    scene.pushTouch(1, 'began', 10, 10, 0);
    scene.pushTouch(1, 'ended', 10, 10, 0.1);
    assert.throws(() => scene.dispatch(), (e) => e === boom);
    assert.equal(after, 1, 'the dispatch went on: the engine got PASS, the ended arrived');
    assert.equal(scene.touchCount, 0);
    // a hit-test override that throws: the engine's answer is used, hitTest re-throws
    const child = window.addSubview(new tc.View(scene, 0, 0, 50, 50));
    child.onHitTest = () => { throw new RangeError('override'); };
    assert.throws(() => window.hitTest(10, 10), RangeError);
    child.onHitTest = null;
    assert.equal(window.hitTest(10, 10), child);
    // the second of two exceptions of one call is kept on the first
    window.onTouches = null;
    const rec = new tc.TapRecognizer(scene, child, { onState: () => { throw new Error('first'); } });
    rec.onAction = () => { throw new Error('second'); };
    scene.pushTouch(2, 'began', 10, 10, 1);
    scene.pushTouch(2, 'ended', 10, 10, 1.05);
    assert.throws(() => scene.dispatch(), (e) => e.message === 'first'
      && e.touchchainMoreErrors.length >= 1 && e.touchchainMoreErrors[0].message === 'second');
  });
});

test('E5: a callback exception comes first, the status error is its cause', () => {
  withScene((scene, window) => {
    const boom = new Error('in unhandled');
    scene.onUnhandled = () => { throw boom; };
    window.onRoute = () => false;
    assert.throws(() => window.sendRoute('nobody'), (e) => e === boom && e.cause === undefined);
    scene.onUnhandled = null;
    assert.equal(window.sendRoute('nobody'), false);
  });
});

test('pushTouches: a sample refused before WebAssembly gives the error its index too; nothing is queued', () => {
  withScene((scene) => {
    const cases = [
      [[2, 'began', NaN, 0, 0], tc.NotFiniteError], [[2, 'bogus', 0, 0, 0], tc.InvalidValueError],
      [[2n ** 70n, 'began', 0, 0, 0], tc.OutOfRangeError], [[2, 99, 0, 0, 0], tc.UnknownEnumError],
      [[2, 'began', '5', 0, 0], TypeError], [{ id: 2, phase: 'began', x: 0, y: 0, t: 0, forse: 1 }, TypeError],
      [[2, 'began', 0], tc.InvalidValueError], [42, TypeError],
    ];
    for (const [bad, cls] of cases) {
      const before = scene.lastError;
      let e = null;
      try { scene.pushTouches([[1, 'began', 0, 0, 0], [3, 'began', 1, 1, 0], bad]); } catch (x) { e = x; }
      assert.ok(e instanceof cls, `${String(bad)}: ${e}`);
      assert.equal(e.index, 2, `${String(bad)}: ${e}`);
      assert.equal(scene.queuedCount, 0);
      if (cls !== tc.UnknownEnumError) assert.equal(scene.lastError, before, 'refused before the engine');
    }
  });
});

test('argument checks: options that are not an object, and booleans for numbers, are TypeError', () => {
  withScene((scene, window) => {
    const before = scene.lastError;
    for (const options of [42, 'abc', [], [1, 2], true, () => {}]) {
      assert.throws(() => scene.pushTouch(1, 'began', 5, 5, 0, options), TypeError, String(options));
      assert.throws(() => new tc.View(scene, 0, 0, 1, 1, options), TypeError, String(options));
      assert.throws(() => new tc.Window(scene, 0, 0, 1, 1, options), TypeError, String(options));
      assert.throws(() => new tc.Controller(scene, null, options), TypeError, String(options));
      assert.throws(() => new tc.TapRecognizer(scene, window, options), TypeError, String(options));
      assert.throws(() => new tc.Recognizer(scene, 'pan', options), TypeError, String(options));
      assert.throws(() => new tc.PanRecognizer(scene, null, options), TypeError, String(options));
    }
    for (const options of [[], [1, 2]]) {
      assert.throws(() => new tc.Scene(options), TypeError);
      assert.throws(() => new tc.TapRecognizer(scene, options), TypeError);
      assert.throws(() => window.sendRoute('r', options), TypeError);
    }
    // pushTouch's positional arguments are not options
    assert.throws(() => scene.pushTouch(1, 'began', 5, 5, 0, { x: 7 }), TypeError);
    assert.equal(scene.queuedCount, 0);
    // a boolean is no count, distance or mask
    const pan = new tc.PanRecognizer(scene, window);
    for (const changes of [{ slop: true }, { maxTouches: true }, { minTouches: false }, { taps: true }]) {
      assert.throws(() => pan.setParams(changes), TypeError, JSON.stringify(changes));
    }
    assert.throws(() => pan.setParams([]), TypeError);
    assert.throws(() => new tc.TapRecognizer(scene, null, { taps: true }), TypeError);
    assert.throws(() => new tc.TapRecognizer(scene, null, { allowableMovement: false }), TypeError);
    assert.throws(() => new tc.LongPressRecognizer(scene, null, { duration: true }), TypeError);
    assert.throws(() => new tc.SwipeRecognizer(scene, null, { direction: true }), TypeError);
    assert.equal(pan.params.slop, tc.TC.TC_DEFAULT_PAN_SLOP);
    assert.equal(scene.lastError, before, 'nothing reached the engine');
    // what stays accepted: null / no options, booleans (or numbers) for the boolean parameters
    scene.pushTouch(1, 'began', 5, 5, 0, null);
    scene.pushTouch(2, 'began', 6, 6, 0, undefined);
    assert.equal(scene.queuedCount, 2);
    pan.setParams({ enabled: false, cancelsTouchesInView: 0, delaysTouchesBegan: true });
    assert.equal(pan.params.enabled, false);
    assert.equal(pan.params.cancelsTouchesInView, false);
    assert.equal(pan.params.delaysTouchesBegan, true);
    new tc.TapRecognizer(scene, window, null).destroy();
    new tc.Controller(scene, null, {}).destroy();
    assert.equal(window.sendRoute('r', new Map([['k', 'v']])), false);
  });
});

test('pushTouch: every positional field, timestamp (t\'s other name) included, is refused in the options', () => {
  withScene((scene) => {
    const before = scene.lastError;
    for (const key of ['id', 'phase', 'x', 'y', 't', 'timestamp']) {
      assert.throws(() => scene.pushTouch(1, 'began', 5, 5, 0, { [key]: 3 }),
        (e) => e instanceof TypeError && e.message.includes(key), key);
      assert.throws(() => scene.pushTouch(1, 'began', 5, 5, 0, { force: 1, [key]: undefined }), TypeError, key);
    }
    // a pushTouches sample object (what the .d.ts no longer lets pass as TouchOptions)
    const s = { id: 1, phase: 'began', x: 5, y: 5, t: 0 };
    assert.throws(() => scene.pushTouch(s.id, s.phase, s.x, s.y, s.t, s), TypeError);
    assert.equal(scene.queuedCount, 0);
    assert.equal(scene.lastError, before, 'nothing reached the engine');
    // pushTouches: t or timestamp, not both (one of them was silently dropped)
    let e = null;
    try { scene.pushTouches([[1, 'began', 0, 0, 0], { id: 2, phase: 'began', x: 0, y: 0, t: 0, timestamp: 1 }]); } catch (x) { e = x; }
    assert.ok(e instanceof TypeError, String(e));
    assert.equal(e.index, 1);
    assert.equal(scene.queuedCount, 0);
    assert.equal(scene.pushTouches([{ id: 2, phase: 'began', x: 0, y: 0, timestamp: 0.5 }]), 1);
    scene.dispatch();
    assert.equal(scene.now, 0.5);
  });
});

test('foreign objects: sendRoute and convertPoint refuse a view or controller of another scene (ForeignHandleError) before the engine', () => {
  withScene((a, wa) => withScene((b, wb) => withScene((c, wc) => {
    const vb = wb.addSubview(new tc.View(b, 10, 10, 50, 50, { name: 'vb' }));
    const cb = new tc.Controller(b, vb);
    const routed = [];
    for (const r of [wb, vb, cb]) r.onRoute = (who, ev) => { routed.push(ev.name); return true; };
    const messages = () => [a.lastError, b.lastError, c.lastError];
    const before = messages();
    const foreign = (fn, message, argument) => {
      assert.throws(fn, (e) => e instanceof tc.ForeignHandleError && e.status === tc.TC.TC_ERR_FOREIGN_HANDLE
        && e.message === message && e.argument === argument, message);
    };
    foreign(() => a.sendRoute(vb, 'go'), 'tc_view_send_route: source belongs to another scene', 'source');
    foreign(() => a.sendRoute(cb, 'go', { k: 'v' }), 'tc_controller_send_route: source belongs to another scene', 'source');
    foreign(() => a.convertPoint(1, 1, wb, wc), 'tc_view_convert_point: source belongs to another scene', 'source');
    foreign(() => a.convertPoint(1, 1, vb, vb), 'tc_view_convert_point: source belongs to another scene', 'source');
    foreign(() => a.convertPoint(1, 1, null, vb), 'tc_view_convert_point: to belongs to another scene', 'to');
    foreign(() => a.convertPoint(1, 1, wa, vb), 'tc_view_convert_point: to belongs to another scene', 'to');
    foreign(() => wa.convertPoint(1, 1, vb), 'tc_view_convert_point: to belongs to another scene', 'to');
    foreign(() => wa.convertPointFrom(1, 1, vb), 'tc_view_convert_point: source belongs to another scene', 'source');
    assert.deepEqual(routed, [], 'nothing was routed in scene b');
    assert.deepEqual(messages(), before, 'no scene\'s last error changed: the engine was not called');
    // the same objects in their own scene
    assert.equal(b.sendRoute(vb, 'go'), true);
    assert.deepEqual(b.convertPoint(1, 1, vb, null), { x: 11, y: 11 });
    // the Scene methods whose C function takes the scene: the engine refuses, with a's message
    for (const [fn, text] of [
      [() => { a.keyWindow = wb; }, 'tc_scene_set_key_window: window'],
      [() => { a.focus = vb; }, 'tc_scene_set_focus: view'],
      [() => a.pushTouch(1, 'began', 1, 1, 0, { window: wb }), 'tc_scene_push_touch: sample window'],
      [() => a.pushTouches([{ id: 1, phase: 'began', x: 1, y: 1, t: 0, window: wb }]), 'tc_scene_push_touches: sample window'],
      [() => a.pushHover(1, 'began', 1, 1, 0, { window: wb }), 'tc_scene_push_hover: sample window'],
      [() => a.pushScroll(1, 1, 1, 1, 0, { window: wb }), 'tc_scene_push_scroll: input window'],
      [() => a.pushTransform('began', 1, 1, 0, { window: wb }), 'tc_scene_push_transform: input window'],
    ]) {
      assert.throws(fn, (e) => e instanceof tc.ForeignHandleError && e.message === `${text} belongs to another scene`, text);
      assert.equal(a.lastError, `${text} belongs to another scene`);
    }
    assert.equal(a.queuedCount, 0);
  })));
});

test('argument checks: View, Window and Controller refuse an unknown option (README: "an unknown option" is a TypeError)', () => {
  withScene((scene) => {
    const before = scene._objects.size;
    assert.throws(() => new tc.Window(scene, 0, 0, 320, 480, { nmae: 'typo' }), TypeError);
    assert.throws(() => new tc.View(scene, 0, 0, 10, 10, { name: 'v', hidden: true }), TypeError);
    assert.throws(() => new tc.Controller(scene, null, { bogus: 1 }), TypeError);
    assert.equal(scene._objects.size, before);   // nothing was made
    const v = new tc.View(scene, 0, 0, 10, 10, { name: 'ok' });
    assert.equal(v.name, 'ok');
  });
});
