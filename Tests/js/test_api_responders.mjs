// The responder chain (R1-R5), events (E1-E3) and controls (C1, C2).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { tc, withScene, tap } from './helpers.mjs';

/** A view tree window > controller(root) > root > leaf, each logging what it is offered. */
function chain(scene, window, log, handledBy = null) {
  const root = window.addSubview(new tc.View(scene, 0, 0, 200, 200, { name: 'root' }));
  const leaf = root.addSubview(new tc.View(scene, 10, 10, 50, 50, { name: 'leaf' }));
  const controller = new tc.Controller(scene, root, { name: 'controller' });
  const responders = [['leaf', leaf], ['root', root], ['controller', controller],
    ['window', window], ['application', scene.application]];
  for (const [name, r] of responders) {
    r.onTouches = (responder, event) => {
      log.push([name, tc.enumName(tc.Phase, event.phase)]);
      return name === handledBy;
    };
    r.onRoute = (responder, event) => {
      log.push([name, event.name, event.info]);
      return name === handledBy;
    };
  }
  return { root, leaf, controller };
}

test('R1 the next responder: view, superview, controller, window, application', () => {
  withScene((scene, window) => {
    const { root, leaf, controller } = chain(scene, window, []);
    assert.equal(leaf.nextResponder, root);
    assert.equal(root.nextResponder, controller);
    assert.equal(window.nextResponder, scene.application);
    assert.equal(controller.view, root);
    scene.appDelegate.onRoute = () => false;
    assert.equal(scene.application.toString(), '<application>');
  });
});

test('R1 a controller\'s and the application\'s next responder', () => {
  withScene((scene, window) => {
    const { root, leaf, controller } = chain(scene, window, []);
    assert.equal(controller.nextResponder, window); // a window's root controller: the window
    const child = new tc.Controller(scene, leaf);
    assert.equal(child.nextResponder, root); // its view's superview
    leaf.removeFromSuperview();
    assert.equal(child.nextResponder, null); // its view in no tree
    assert.equal(new tc.Controller(scene).nextResponder, null); // no view
    assert.equal(scene.application.nextResponder, null);
    scene.appDelegate.onMotion = () => true;
    assert.equal(scene.application.nextResponder, scene.appDelegate);
    assert.equal(scene.appDelegate.nextResponder, null); // the app delegate ends the chain
    scene.appDelegate.onMotion = null;
    assert.equal(scene.application.nextResponder, null);
    child.destroy();
    assert.throws(() => child.nextResponder, tc.StaleHandleError);
  });
});

test('R2 touches walk up the chain until a responder handles them', () => {
  withScene((scene, window) => {
    const log = [];
    chain(scene, window, log, 'controller');
    tap(scene, 1, 20, 20, 0);
    assert.deepEqual(log, [
      ['leaf', 'BEGAN'], ['root', 'BEGAN'], ['controller', 'BEGAN'],
      ['leaf', 'ENDED'], ['root', 'ENDED'], ['controller', 'ENDED'],
    ]);
  });
});

test('R2 an event nobody handles reaches the unhandled observer', () => {
  withScene((scene, window) => {
    const log = [];
    const unhandled = [];
    chain(scene, window, log);
    scene.onUnhandled = (s, event) => unhandled.push(event);
    tap(scene, 1, 20, 20, 0);
    assert.equal(log.length, 10);
    assert.deepEqual(unhandled.map((e) => [e.type, e.phase, e.touches.length]),
      [[tc.EventType.TOUCHES, tc.Phase.BEGAN, 1], [tc.EventType.TOUCHES, tc.Phase.ENDED, 1]]);
    assert.equal(unhandled[0].touches[0].id, 1);
  });
});

test('E3 a touches event: phase, timestamps, touches, hit view, location in a view', () => {
  withScene((scene, window) => {
    const view = window.addSubview(new tc.View(scene, 100, 100, 50, 50));
    const events = [];
    view.onTouches = (v, e) => {
      events.push({ ...e, local: e.touches[0].locationIn(v) });
      return true;
    };
    scene.pushTouch(5, 'began', 110, 120, 1.0, { force: 0.5, maxForce: 2, majorRadius: 3 });
    scene.pushTouch(5, 'moved', 115, 125, 1.1);
    scene.advance(1.2);
    assert.equal(events.length, 2);
    const [began, moved] = events;
    assert.equal(began.phase, tc.Phase.BEGAN);
    assert.equal(began.hitView, view);
    assert.deepEqual(began.local, { x: 10, y: 20 });
    const t = began.touches[0];
    assert.deepEqual([t.id, t.x, t.y, t.force, t.maxForce, t.majorRadius, t.tapCount, t.type],
      [5, 110, 120, 0.5, 2, 3, 1, tc.TouchType.DIRECT]);
    assert.equal(t.view, view);
    assert.equal(t.window, window);
    assert.deepEqual([moved.touches[0].prevX, moved.touches[0].prevY], [110, 120]);
    assert.equal(moved.timestamp, 1.1);
    assert.equal(scene.now, 1.2);
    assert.equal(scene.touchCount, 1);
    assert.equal(scene.findTouch(5).view, view);
  });
});

test('T3 the Scene option tapDuration: a press held that long is no tap for tap counts', () => {
  const countsAfterPress = (options, press) => withScene((scene, window) => {
    const counts = [];
    window.onTouches = (v, e) => {
      if (e.phase === tc.Phase.BEGAN) counts.push(...e.touches.map((t) => t.tapCount));
      return true;
    };
    tap(scene, 1, 100, 100, 0, press);
    tap(scene, 2, 100, 100, press + 0.1);
    return counts;
  }, options);
  assert.deepEqual(countsAfterPress({}, 1.0), [1, 1]); // TC_DEFAULT_TAP_DURATION 0.75 s
  assert.deepEqual(countsAfterPress({}, 0.5), [1, 2]);
  assert.deepEqual(countsAfterPress({ tapDuration: 2 }, 1.0), [1, 2]);
  assert.throws(() => new tc.Scene({ tapDuration: -1 }),
    (err) => err instanceof tc.InvalidArgumentError && err.argument === 'tapDuration');
});

test('R5 router events walk up the chain from the sender; payload values become strings', () => {
  withScene((scene, window) => {
    const log = [];
    const { leaf, controller } = chain(scene, window, log, 'window');
    assert.equal(leaf.sendRoute('open', { id: 7, ok: true }), true);
    assert.deepEqual(log, [
      ['leaf', 'open', { id: '7', ok: 'true' }], ['root', 'open', { id: '7', ok: 'true' }],
      ['controller', 'open', { id: '7', ok: 'true' }], ['window', 'open', { id: '7', ok: 'true' }],
    ]);
    log.length = 0;
    assert.equal(controller.sendRoute('from-controller', new Map([['k', 'v']])), true);
    assert.deepEqual(log.map((l) => l[0]), ['controller', 'window']);
    const unhandled = [];
    scene.onUnhandled = (s, e) => unhandled.push(e.routeName);
    window.onRoute = null;
    log.length = 0;
    assert.equal(scene.sendRoute(leaf, 'lost'), false);
    assert.deepEqual(log.map((l) => l[0]), ['leaf', 'root', 'controller', 'application']);
    assert.deepEqual(unhandled, ['lost']);
  });
});

test('R4 motion goes to the first responder, presses to the focus, then up the chain', () => {
  withScene((scene, window) => {
    const field = window.addSubview(new tc.View(scene, 0, 0, 10, 10));
    field.canBecomeFirstResponder = true;
    field.becomeFirstResponder();
    assert.equal(scene.firstResponder, field);
    const log = [];
    field.onMotion = (v, e) => { log.push(['field', e.type, e.subtype, e.phase]); return false; };
    window.onMotion = (v, e) => { log.push(['window', e.type]); return true; };
    window.onRemote = (v, e) => { log.push(['remote', e.subtype]); return true; };
    scene.appDelegate.onPresses = (r, e) => { log.push(['delegate', e.subtype, e.phase]); return true; };
    scene.focus = field;
    assert.equal(scene.focus, field);
    scene.pushMotion('shake', 'began', 0);
    scene.pushRemote(tc.Remote.PLAY, 0.1);
    scene.pushPress('select', 'began', 0.2);
    scene.dispatch();
    assert.deepEqual(log, [
      ['field', tc.EventType.MOTION, tc.Motion.SHAKE, tc.Phase.BEGAN],
      ['window', tc.EventType.MOTION], ['remote', tc.Remote.PLAY],
      ['delegate', tc.Press.SELECT, tc.Phase.BEGAN],
    ]);
    field.resignFirstResponder();
    assert.equal(scene.firstResponder, null);
  });
});

test('R4 a first responder whose canResignFirstResponder is false keeps its place', () => {
  withScene((scene, window) => {
    const a = window.addSubview(new tc.View(scene, 0, 0, 10, 10, { name: 'a' }));
    const b = window.addSubview(new tc.View(scene, 20, 0, 10, 10, { name: 'b' }));
    const w2 = new tc.Window(scene, 100, 0, 100, 100, { name: 'w2' });
    const c = w2.addSubview(new tc.View(scene, 0, 0, 10, 10, { name: 'c' }));
    for (const v of [a, b, c]) v.canBecomeFirstResponder = true;
    assert.equal(a.canResignFirstResponder, true);
    assert.equal(tc.ViewFlag.CAN_RESIGN_FIRST_RESPONDER, tc.TC.TC_VIEW_CAN_RESIGN_FIRST_RESPONDER);
    a.becomeFirstResponder();
    a.canResignFirstResponder = false;
    assert.equal(a.getFlag('can_resign_first_responder'), false);
    assert.throws(() => a.resignFirstResponder(), tc.StateError);
    assert.equal(scene.firstResponder, a);
    assert.throws(() => b.becomeFirstResponder(), tc.StateError);
    assert.equal(scene.firstResponder, a);
    c.becomeFirstResponder();
    w2.makeKey();
    assert.equal(scene.firstResponder, c);
    window.makeKey();
    a.removeFromSuperview();
    assert.equal(scene.firstResponder, null);
    b.becomeFirstResponder();
    assert.equal(scene.firstResponder, b);
  });
});

test('C1 a button sends its control events to its targets, in bit order; R3 it consumes them', () => {
  withScene((scene, window) => {
    const button = window.addSubview(new tc.View(scene, 100, 100, 40, 40, { name: 'button' }));
    const control = button.makeControl(tc.ControlKind.BUTTON);
    assert.equal(control.kind, tc.ControlKind.BUTTON);
    const events = [];
    const id = control.addTarget(tc.ControlEvent.ALL, (c, event) => {
      assert.equal(c, control);
      events.push(tc.nameOf('control_event', event));
    });
    let reachedWindow = false;
    window.onTouches = () => { reachedWindow = true; return true; };
    tap(scene, 1, 110, 110, 0);
    assert.deepEqual(events, ['touch_down', 'touch_up_inside', 'primary_action_triggered']);
    assert.equal(reachedWindow, false);
    events.length = 0;
    scene.pushTouch(2, 'began', 110, 110, 1);
    scene.pushTouch(2, 'moved', 300, 400, 1.1);
    scene.pushTouch(2, 'ended', 300, 400, 1.2);
    scene.dispatch();
    assert.deepEqual(events, ['touch_down', 'touch_drag_exit', 'touch_drag_outside', 'touch_up_outside']);
    control.removeTarget(id);
    events.length = 0;
    tap(scene, 3, 110, 110, 2);
    assert.deepEqual(events, []);
  });
});

test('C1 a switch toggles its value; C2 a disabled control sends nothing', () => {
  withScene((scene, window) => {
    const sw = window.addSubview(new tc.View(scene, 0, 0, 50, 30)).makeControl('switch');
    const changes = [];
    sw.addTarget('value_changed', (c) => changes.push(c.value));
    tap(scene, 1, 10, 10, 0);
    assert.deepEqual(changes, [1]);
    assert.equal(sw.state.value, 1);
    sw.enabled = false;
    assert.equal(sw.enabled, false);
    tap(scene, 2, 10, 10, 1);
    assert.deepEqual(changes, [1]);
    sw.value = 0;
    sw.trackingMargin = 5;
    assert.deepEqual([sw.value, sw.trackingMargin], [0, 5]);
    assert.equal(sw.view.makeControl('none'), null);
    assert.throws(() => sw.state, tc.StateError);
  });
});

test('C1 the same function added twice is one target: called once, now last, the same id', () => {
  withScene((scene, window) => {
    const control = window.addSubview(new tc.View(scene, 100, 100, 40, 40)).makeControl('button');
    const log = [];
    const f = (c, event) => log.push(['f', tc.nameOf('control_event', event)]);
    const first = control.addTarget('touch_up_inside', f);
    const other = control.addTarget('touch_up_inside', (c, event) => log.push(['other', tc.nameOf('control_event', event)]));
    assert.equal(control.addTarget(['touch_down', 'touch_up_inside'], f), first);
    assert.notEqual(other, first);
    tap(scene, 1, 110, 110, 0);
    assert.deepEqual(log, [['f', 'touch_down'], ['other', 'touch_up_inside'], ['f', 'touch_up_inside']]);
    control.removeTarget(first);
    log.length = 0;
    tap(scene, 2, 110, 110, 1);
    assert.deepEqual(log, [['other', 'touch_up_inside']]);
  });
});

test('R4 isFirstResponder answers for the view\'s own window; a hidden view cannot keep the focus', () => {
  withScene((scene, window) => {
    const a = window.addSubview(new tc.View(scene, 0, 0, 50, 50, { name: 'a' }));
    a.canBecomeFirstResponder = true;
    assert.equal(a.isFirstResponder, false);
    a.becomeFirstResponder();
    assert.equal(a.isFirstResponder, true);
    const other = new tc.Window(scene, 0, 0, 100, 100);
    other.makeKey();
    assert.equal(a.isFirstResponder, true);
    assert.equal(scene.firstResponder, null);
    scene.focus = a;
    a.hidden = true;
    assert.equal(scene.focus, null);
    assert.throws(() => { scene.focus = a; }, /cannot be focused/);
  });
});
