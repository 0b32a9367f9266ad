// Lifetimes: a destroyed wrapper or an ended touch never reaches the engine again (on wasm32 a
// slot's handle reads as live again after 127 reuses, naming a newer object), and a scene left
// to the FinalizationRegistry leaves nothing behind in the module.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { tc, withScene, ROOT } from './helpers.mjs';

/** Create objects with make() (destroying each) until one gets `handle` again; that one. */
function reuseSlot(handle, make) {
  for (let i = 0; i < 1000; i++) {
    const obj = make();
    if (obj.handle === handle) return obj;
    obj.destroy();
  }
  throw new Error(`no new object got handle 0x${handle.toString(16)}`);
}

/** fn() throws StaleHandleError, and did not reach the engine (scene.lastError unchanged). */
function staleHere(scene, fn, what) {
  const before = scene.lastError;
  assert.throws(fn, tc.StaleHandleError, what);
  assert.equal(scene.lastError, before, `${what} reached the engine`);
}

test('stale handles: a destroyed view, controller and recognizer never act on the object that reuses their slot', () => {
  withScene((scene, window) => {
    // a view
    const old = new tc.View(scene, 0, 0, 10, 10, { name: 'old' });
    const oldHandle = old.handle;
    old.makeControl('button');
    old.destroy();
    assert.ok(old.destroyed);
    const victim = reuseSlot(oldHandle, () => new tc.View(scene, 0, 0, 10, 10, { name: 'victim' }));
    window.addSubview(victim);
    const view = [
      ['frame=', () => { old.frame = [100, 100, 50, 50]; }], ['frame', () => old.frame],
      ['alpha=', () => { old.alpha = 0; }], ['hidden=', () => { old.hidden = true; }],
      ['removeFromSuperview', () => old.removeFromSuperview()], ['superview', () => old.superview],
      ['addSubview', () => old.addSubview(new tc.View(scene))],
      ['hitTest', () => old.hitTest(1, 1)], ['hitTest(trace)', () => old.hitTest(1, 1, () => {})],
      ['convertPoint', () => old.convertPoint(1, 1)], ['sendRoute', () => old.sendRoute('r')],
      ['makeScroll', () => old.makeScroll({ contentSize: [100, 100] })], ['isScrollView', () => old.isScrollView],
      ['makeControl', () => old.makeControl('slider')], ['control.value', () => old.control.value],
      ['onTouches=', () => { old.onTouches = () => true; }], ['onTouches', () => old.onTouches],
      ['onHitTest', () => old.onHitTest], ['onScroll', () => old.onScroll], ['onHover', () => old.onHover],
      ['name', () => old.name], ['name=', () => { old.name = 'x'; }], ['hitInsets', () => old.hitInsets],
      ['becomeFirstResponder', () => old.becomeFirstResponder()],
      ['as an argument', () => window.addSubview(old)], ['as the key window', () => { scene.keyWindow = old; }],
      ['handle', () => old.handle],
    ];
    for (const [what, fn] of view) staleHere(scene, fn, `view.${what}`);
    old.destroy(); // still does nothing
    assert.equal(victim.destroyed, false);
    assert.deepEqual(victim.frame, { x: 0, y: 0, w: 10, h: 10 });
    assert.equal(victim.superview, window);
    assert.equal(victim.alpha, 1);
    assert.equal(victim.name, 'victim');
    assert.equal(victim.control, null);

    // a controller
    const oldC = new tc.Controller(scene, null, { name: 'old' });
    const cHandle = oldC.handle;
    oldC.destroy();
    const newC = reuseSlot(cHandle, () => new tc.Controller(scene));
    for (const [what, fn] of [['view=', () => { oldC.view = victim; }], ['view', () => oldC.view],
      ['onTouches=', () => { oldC.onTouches = () => true; }], ['onTouches', () => oldC.onTouches],
      ['name', () => oldC.name], ['name=', () => { oldC.name = 'x'; }], ['sendRoute', () => oldC.sendRoute('r')]]) {
      staleHere(scene, fn, `controller.${what}`);
    }
    assert.equal(newC.view, null);
    oldC.destroy();
    assert.equal(newC.destroyed, false);

    // a recognizer
    const oldR = new tc.PanRecognizer(scene, null, { name: 'old' });
    const rHandle = oldR.handle;
    oldR.destroy();
    const newR = reuseSlot(rHandle, () => new tc.PanRecognizer(scene, null, { name: 'new' }));
    for (const [what, fn] of [['attach', () => oldR.attach(victim)], ['enabled=', () => { oldR.enabled = false; }],
      ['setParams', () => oldR.setParams({ slop: 50 })], ['params', () => oldR.params], ['state', () => oldR.state],
      ['name', () => oldR.name], ['translation=', () => { oldR.translation = [5, 5]; }],
      ['onAction', () => oldR.onAction], ['onAction=', () => { oldR.onAction = () => {}; }],
      ['shouldBegin', () => oldR.shouldBegin], ['requireToFail', () => oldR.requireToFail(newR)],
      ['as an argument', () => newR.requireToFail(oldR)]]) {
      staleHere(scene, fn, `recognizer.${what}`);
    }
    oldR.destroy();
    assert.equal(newR.destroyed, false);
    assert.equal(newR.name, 'new');
    assert.equal(newR.view, null);
    assert.equal(newR.params.slop, tc.TC.TC_DEFAULT_PAN_SLOP);
    assert.equal(newR.enabled, true);
  });
});

test('stale handles: a destroyed object as an argument is StaleHandleError naming the argument', () => {
  withScene((scene, window) => {
    const v = new tc.View(scene, 0, 0, 10, 10);
    v.destroy();
    const e = (() => { try { window.addSubview(v); } catch (x) { return x; } return null; })();
    assert.ok(e instanceof tc.StaleHandleError, String(e));
    assert.equal(e.argument, 'child');
    assert.equal(e.status, tc.TC.TC_ERR_STALE_HANDLE);
  });
});

test('stale touches: a Touch is stale once its touch ended and that dispatch returned, even when its slot is reused', () => {
  withScene((scene, window) => {
    let kept = null;
    let keptLive = null;
    window.multipleTouch = true;
    window.onTouches = (v, e) => {
      for (const t of e.touches) {
        if (t.id === 1 && !kept) kept = t;
        if (t.id === 1000 && !keptLive) keptLive = t;
      }
      return true;
    };
    scene.pushTouch(1000, 'began', 5, 5, 0); // stays down throughout
    scene.pushTouch(1, 'began', 10, 10, 0.001);
    scene.pushTouch(1, 'ended', 10, 10, 0.01);
    scene.dispatch();
    assert.throws(() => kept.locationIn(), tc.StaleHandleError);
    const byId = scene.findTouch(1000);
    let t = 1;
    for (let i = 2; i < 400; i++) {
      t += 1;
      scene.pushTouch(i, 'began', 200, 300, t);
      scene.dispatch();
      for (const fn of [() => kept.locationIn(), () => kept.predict(0.01), () => kept.azimuthAngleIn()]) {
        staleHere(scene, fn, `touch 1 while touch ${i} is down`);
      }
      scene.pushTouch(i, 'ended', 200, 300, t + 0.01);
      scene.dispatch();
    }
    // a touch still down keeps working across dispatches, however kept
    assert.deepEqual(keptLive.locationIn(), { x: 5, y: 5 });
    assert.deepEqual(byId.locationIn(window), { x: 5, y: 5 });
    assert.equal(kept.id, 1); // the snapshot stays readable
    assert.deepEqual(kept.location, { x: 10, y: 10 });
    scene.pushTouch(1000, 'ended', 5, 5, t + 1);
    scene.dispatch();
    assert.throws(() => keptLive.locationIn(), tc.StaleHandleError);
    assert.throws(() => byId.predict(0), tc.StaleHandleError);
  });
});

test('stale touches: a slot that wraps within one dispatch starts a new touch (127 taps of id 1, one dispatch)', () => {
  withScene((scene, window) => {
    const seen = [];
    window.onTouches = (v, e) => { seen.push(e.touches[0]); return true; };
    let t = 0;
    for (let i = 0; i < 127; i++) { // every tap takes the same slot; on wasm32 its handle comes back
      scene.pushTouch(1, 'began', 10 + i, 10, t);
      scene.pushTouch(1, 'ended', 10 + i, 10, t + 0.01);
      t += 0.5;
    }
    scene.pushTouch(1, 'began', 300, 400, t); // a last touch, still down
    scene.dispatch();
    const first = seen[0];
    const last = seen[seen.length - 1];
    assert.deepEqual(last.locationIn(), { x: 300, y: 400 });
    // the first tap's Touch does not read the last touch, even where the handles are equal
    assert.throws(() => first.locationIn(), tc.StaleHandleError);
  });
});

test('stale touches: valid until the dispatch that ended them returns; scene.lastError is the host\'s', () => {
  withScene((scene, window) => {
    const seen = [];
    let kept = null;
    window.onTouches = (v, e) => {
      kept ??= e.touches[0];
      // the touch of the ended event is still live inside the dispatch
      seen.push([tc.enumName(tc.Phase, e.phase), kept.locationIn().x]);
      return true;
    };
    assert.throws(() => scene.advance(-1), tc.TimeBackwardsError);
    const message = scene.lastError;
    assert.match(message, /tc_scene_advance/);
    scene.pushTouch(7, 'began', 20, 20, 0);
    scene.pushTouch(7, 'moved', 30, 20, 0.05);
    scene.dispatch();
    scene.pushTouch(7, 'ended', 40, 20, 0.1);
    scene.advance(1);
    assert.deepEqual(seen, [['BEGAN', 20], ['MOVED', 30], ['ENDED', 40]]);
    assert.throws(() => kept.locationIn(), tc.StaleHandleError);
    assert.equal(scene.lastError, message, 'the module\'s own checks do not change the last error');
  });
});

test('FinalizationRegistry: a scene left to the collector takes its registry entries along', () => {
  // A child process with --expose-gc: scenes full of views with handlers, left unreferenced;
  // then the WeakRefs of the module's registry are counted in a heap snapshot. Each entry of
  // a collected scene not removed would remain as a WeakRef (about 104 per scene here).
  const url = pathToFileURL(path.join(ROOT, 'bindings/js/touchchain.mjs')).href;
  const script = `
    import * as tc from ${JSON.stringify(url)};
    import v8 from 'node:v8';
    const tick = () => new Promise((r) => setImmediate(r));
    async function settle() { for (let i = 0; i < 4; i++) { globalThis.gc(); await tick(); } }
    function make() {
      const s = new tc.Scene();
      const w = new tc.Window(s, 0, 0, 100, 100);
      for (let i = 0; i < 100; i++) w.addSubview(new tc.View(s, 0, 0, 1, 1)).onTouches = () => true;
      new tc.TapRecognizer(s, w, { onAction: () => {} });
      w.makeControl('button').addTarget('touch_up_inside', () => {});
    }
    let made = 0;
    while (made < 50) {
      try { make(); made++; } catch (e) { if (!(e instanceof tc.LimitError)) throw e; await settle(); }
    }
    await settle();
    let text = '';
    for await (const chunk of v8.getHeapSnapshot()) text += chunk;
    const snap = JSON.parse(text);
    const fields = snap.snapshot.meta.node_fields;
    const types = snap.snapshot.meta.node_types[0];
    const [ti, ni] = [fields.indexOf('type'), fields.indexOf('name')];
    let weakRefs = 0;
    for (let i = 0; i < snap.nodes.length; i += fields.length) {
      if (types[snap.nodes[i + ti]] === 'object' && snap.strings[snap.nodes[i + ni]] === 'WeakRef') weakRefs++;
    }
    console.log(JSON.stringify({ made, weakRefs }));
  `;
  const out = execFileSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script],
    { encoding: 'utf8' });
  const { made, weakRefs } = JSON.parse(out.trim().split('\n').pop());
  assert.equal(made, 50);
  // at most the TC_MAX_SCENES scenes still alive may keep theirs (8 x 107); a leak is 50 x 107
  assert.ok(weakRefs < 1000, `${weakRefs} WeakRefs after ${made} collected scenes`);
});

test('stale touches: another scene dispatched from inside a callback sweeps its own ended touches (the guard is per scene)', () => {
  withScene((a, wa) => withScene((b, wb) => {
    let keptB = null;
    wb.onTouches = (v, e) => { keptB ??= e.touches[0]; return true; };
    const checks = [];
    wa.onTouches = (v, e) => {
      if (e.phase !== tc.Phase.BEGAN) return true;
      // inside a callback of scene a: scene b may dispatch (only a may not)
      assert.throws(() => a.dispatch(), tc.ReentrantError);
      b.pushTouch(5, 'began', 10, 10, 0);
      b.pushTouch(5, 'ended', 10, 10, 0.01);
      b.dispatch();
      checks.push(keptB.id);
      // b's touch ended in b's dispatch, which returned: stale, refused by the module
      staleHere(b, () => keptB.locationIn(), 'b\'s touch after b.dispatch() returned, inside a\'s callback');
      // a's own touch, in a's dispatch, still answers
      checks.push(e.touches[0].locationIn().x);
      return true;
    };
    a.pushTouch(1, 'began', 20, 20, 0);
    a.dispatch();
    assert.deepEqual(checks, [5, 20]);
    staleHere(b, () => keptB.locationIn(), 'b\'s touch after a.dispatch() returned');
    assert.deepEqual(a.findTouch(1).locationIn(), { x: 20, y: 20 }, 'a\'s touch is still down');
  }));
});

test('stale touches: a Touch seen CANCELLED stays usable while its touch stays down (T7: its view left the window)', () => {
  withScene((scene, window) => {
    const card = window.addSubview(new tc.View(scene, 0, 0, 320, 480, { name: 'card' }));
    const seen = [];
    card.onTouches = (v, e) => { seen.push([tc.enumName(tc.Phase, e.phase), e.touches[0]]); return true; };
    scene.pushTouch(1, 'began', 10, 10, 0);
    scene.dispatch();
    card.removeFromSuperview(); // the card gets touchesCancelled now; the touch stays live
    const [phase, cancelled] = seen.at(-1);
    assert.equal(phase, 'CANCELLED');
    assert.equal(cancelled.phase, tc.Phase.CANCELLED, 'the snapshot says CANCELLED');
    for (let i = 1; i <= 3; i++) {
      scene.pushTouch(1, 'moved', 10 + 10 * i, 10, 0.02 * i);
      scene.dispatch(); // nothing of touch 1 is handed out: the record is probed, and live
      assert.deepEqual(cancelled.locationIn(), { x: 10 + 10 * i, y: 10 });
    }
    scene.pushTouch(1, 'ended', 40, 10, 0.1);
    scene.dispatch();
    staleHere(scene, () => cancelled.locationIn(), 'after its ended sample');
  });
});

test('destroy: a callback that throws during destroy() is re-thrown, and the view is destroyed all the same', () => {
  withScene((scene, window) => {
    const w = new tc.Window(scene, 0, 0, 320, 480, { name: 'w' });
    w.makeKey();
    const boom = new Error('from cancelled');
    w.onTouches = (view, e) => { if (e.phase === tc.Phase.CANCELLED) throw boom; return true; };
    scene.pushTouch(1, 'began', 10, 10, 1.0);
    scene.dispatch();
    assert.throws(() => w.destroy(), (e) => e === boom);
    assert.equal(w.destroyed, true);
    assert.throws(() => w.name, tc.StaleHandleError);
    assert.throws(() => { w.alpha = 0.5; }, tc.StaleHandleError);
    w.destroy();   // again: nothing
  });
});
