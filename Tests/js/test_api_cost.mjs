// Engine calls per input: what the module adds to the host's own calls. The instance's exports
// are frozen (tc.raw), so this file wraps them before the module loads: WebAssembly.instantiate
// is patched to hand the module a copy whose functions count their calls. Each test file runs
// in its own process, so no other file sees the wrapper.
import { test } from 'node:test';
import assert from 'node:assert/strict';

const counts = new Map();
let counting = false;
const realInstantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async function instantiate(...args) {
  const result = await realInstantiate.apply(this, args);
  const exports = {};
  for (const [name, value] of Object.entries(result.instance.exports)) {
    exports[name] = typeof value !== 'function' ? value : (...a) => {
      if (counting) counts.set(name, (counts.get(name) ?? 0) + 1);
      return value(...a);
    };
  }
  return { module: result.module, instance: { exports } };
};
const { tc, withScene } = await import('./helpers.mjs');
WebAssembly.instantiate = realInstantiate;

/** The engine calls fn() makes, by name. */
function callsOf(fn) {
  counts.clear();
  counting = true;
  try {
    fn();
  } finally {
    counting = false;
  }
  return Object.fromEntries(counts);
}

test('cost: the module sees the engine through the counting wrapper', () => {
  assert.ok(Object.isFrozen(tc.raw) === false, 'tc.raw is the wrapper');
  assert.deepEqual(callsOf(() => tc.version()), { tc_version_string: 1 });
});

test('cost: push one sample + dispatch with a tracked touch down makes no call beyond the snapshots (no probe, no last error)', () => {
  withScene((scene, window) => {
    let snapshots = 0;
    let kept = null;
    window.onTouches = (v, e) => {
      snapshots += e.touches.length + e.allTouches.length;
      kept ??= e.touches[0];
      return true;
    };
    scene.pushTouch(1, 'began', 10, 10, 0);
    scene.dispatch();
    assert.ok(kept, 'the touch is tracked (a Touch of it was handed out)');
    for (let i = 1; i <= 20; i++) {
      snapshots = 0;
      const calls = callsOf(() => {
        scene.pushTouch(1, 'moved', 10 + i, 10, i * 0.01);
        scene.dispatch();
      });
      assert.equal(snapshots, 2, 'touches and allTouches: one snapshot each');
      // one tc_touch_get_info per snapshot handed to the handler, nothing for the sweep
      assert.deepEqual(calls, { tc_scene_push_touch: 1, tc_scene_dispatch: 1, tc_touch_get_info: snapshots },
        `sample ${i}`);
    }
    assert.deepEqual(kept.locationIn(), { x: 30, y: 10 });
    // with no handler the tracked touch is not seen: probed once per dispatch (no failure, so
    // the last error is not read either)
    window.onTouches = null;
    const calls = callsOf(() => {
      scene.pushTouch(1, 'moved', 50, 10, 1);
      scene.dispatch();
    });
    assert.deepEqual(calls, { tc_scene_push_touch: 1, tc_scene_dispatch: 1, tc_touch_get_info: 1, tc_scene_last_error: 1 });
  });
});
