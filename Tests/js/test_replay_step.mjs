// Replayer for live use (the web playground): build() a scene, then runStep() one step at a
// time; the records are those of a file whose trace holds the same steps.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as R from '../../bindings/js/replay.mjs';
import { pyJSON, pythonProblem } from './test_replay_python.mjs';

const scene = (trace = []) => R.loads(JSON.stringify({
  format: 'touchchain-scene/1',
  windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches'], children: [
    { name: 'v', frame: [0, 0, 100, 100], recognizers: [{ name: 'tap', kind: 'tap' }] },
    { name: 'b', frame: [0, 200, 100, 40], control: { kind: 'button' } }] }],
  trace,
}));

const STEPS = [
  { t: 0, touch: 1, phase: 'began', x: 10, y: 10 }, { t: 0.05, touch: 1, phase: 'ended', x: 10, y: 10 },
  { t: 0.1, touch: 2, phase: 'began', x: 10, y: 210 }, { t: 0.1, touch: 3, phase: 'began', x: 50, y: 50 },
  { t: 0.2, touch: 2, phase: 'ended', x: 10, y: 210 }, { t: 0.2, touch: 3, phase: 'ended', x: 50, y: 50 },
  { t: 0.1, touch: 9, phase: 'began', x: 1, y: 1 },                       // refused: time backwards
  { t: 0.3, touch: 5, phase: 'moved', x: 1, y: 1 },                       // refused: unknown touch
  { t: 0.4, set: { add_to: 'main', view_spec: { name: 'n', frame: [0, 0, 5, 5], recognizers: [{ name: 'q', kind: 'tap', taps: 0 }] } } },
  { t: 0.5, set: { view: 'n', hidden: true } },                           // refused: n was never made
  { t: 0.6, hit_test: [10, 10] }, { t: 0.7, first_responder: 'v' }, { t: 0.8, route: 'x', from: 'v', info: { k: 'v' } },
  { t: 0.9, touch: 4, phase: 'began', x: 20, y: 20 },
];

test('build() then runStep() for each step gives the log of the whole file', () => {
  const whole = R.replay(scene(STEPS), { traceHitTest: true });
  const r = new R.Replayer(R.validate(scene()), { traceHitTest: true });
  assert.throws(() => r.runStep(STEPS[0]), /build\(\) before/);
  r.build();
  assert.deepEqual(r.records, []);
  assert.ok(r.scene && r.views.get('v') && r.views.get('main'));
  const got = [];
  STEPS.forEach((s) => got.push(...r.runStep(structuredClone(s))));
  got.push(...r.finish());              // the samples still queued (the end of a trace)
  assert.equal(R.formatLog(got), R.formatLog(whole));
  assert.equal(R.formatLog(r.records), R.formatLog(whole));
  assert.ok(got.some((x) => x.ev === 'error' && x.path === 'trace[9].set.view' && x.code === 'TC_ERR_NOT_FOUND'));
  r.close();
  r.close();
});

test('runStep validates a step like one of the file, naming trace[i]', () => {
  const r = new R.Replayer(R.validate(scene([{ t: 0, advance: true }]))).build();
  assert.deepEqual(r.run().map((x) => x.ev), []);
  assert.throws(() => r.runStep({ t: 0, touch: 1, phase: 'begun', x: 0, y: 0 }),
    (e) => e instanceof R.SceneError && e.message === "trace[1].phase: unknown value 'begun' (expected one of: began, moved, stationary, ended, cancelled)");
  assert.throws(() => r.runStep({ t: 0, hit_test: [1, 2], window: 'v' }),
    (e) => e instanceof R.SceneError && e.message === "trace[1].window: no window named 'v'");
  // a valid step after the refused ones is trace[1]: nothing ran
  const recs = r.runStep({ t: 0.5, set: { add_to: 'v', view_spec: { name: 'w2', frame: [0, 0, 5, 5] } } });
  assert.deepEqual(recs, []);
  // names made by live steps are known to later ones
  assert.equal(r.runStep({ t: 0.6, hit_test: [1, 1] }, { flush: true })[0].view, 'w2');
  assert.deepEqual(r.runStep({ t: 0.7, set: { view: 'w2', hidden: true } }), []);
  assert.throws(() => r.runStep({ t: 0.8, set: { view: 'nobody', hidden: true } }), /trace\[4\]\.set\.view: no view named 'nobody'/);
  // touch samples: queued as in a file, or dispatched at once with flush
  assert.deepEqual(r.runStep({ t: 1, touch: 1, phase: 'began', x: 150, y: 150 }), []);
  const out = r.runStep({ t: 1.1, touch: 1, phase: 'ended', x: 150, y: 150 }, { flush: true });
  assert.deepEqual(out.map((x) => [x.ev, x.phase ?? x.view]), [['hit_test', 'main'], ['touches', 'began'], ['touches', 'ended']]);
  r.close();
});

test('refused live steps: error records identical to the Python tool', (t) => {
  if (pythonProblem()) { t.skip(pythonProblem()); return; }
  const py = pyJSON(`
import json, sys
from touchchain import replay
doc = replay.loads(sys.stdin.read())
print(json.dumps(replay.format_log(replay.replay(doc, True))))`, JSON.parse(JSON.stringify(scene(STEPS))));
  const r = new R.Replayer(R.validate(scene()), { traceHitTest: true }).build();
  const live = [];
  for (const s of STEPS) live.push(...r.runStep(s));
  live.push(...r.finish());
  r.close();
  assert.equal(R.formatLog(live), py);
  assert.ok(live.filter((x) => x.ev === 'error').length >= 4);
});

test('replay() refuses an invalid document before building anything', () => {
  assert.throws(() => R.replay({ format: 'touchchain-scene/1', windows: [] }),
    (e) => e instanceof R.SceneError && e.name === 'SceneError' && e.message === 'windows: at least one window is required');
  assert.throws(() => R.replay(R.loads('{"format": "touchchain-scene/1", "windows": [{"name": "w", "frame": [0, 0, 1, 1], "recognizers": [{"name": "r", "kind": "tap", "taps": 0}]}]}')),
    (e) => e instanceof R.SceneError && e.message.startsWith('windows[0].recognizers[0]: the engine refused it: TC_ERR_INVALID_ARGUMENT: '));
});
