// The scene-format keys of every input kind (issue 16; docs/FORMAT.md, BEHAVIOUR.md P1-P6) in
// bindings/js/replay.mjs: the same logs (records `hover`, `estimated_update`, `types` on
// `touches`, the error records of refused steps) and the same SceneError messages as the
// Python tool.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as R from '../../bindings/js/replay.mjs';
import { pyJSON, pythonProblem, pythonLogs, jsLog } from './test_replay_python.mjs';

const J = JSON.stringify;
const scene = (trace, children, extra = {}) => ({
  format: 'touchchain-scene/1',
  windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches', 'hover'], children }],
  trace, ...extra,
});

// P3: hover across overlapping views, a hover recognizer, a pencil hover, hovers queued together
const HOVER = J(scene([
  { t: 0, hover: 1, phase: 'began', x: 10, y: 10 },
  { t: 0, hover: 2, phase: 'began', x: 300, y: 400, type: 'pencil', altitude: 1, azimuth: -0.5, z: 0.3 },
  { t: 0.05, hover: 1, phase: 'moved', x: 60, y: 60 },
  { t: 0.1, hover: 1, phase: 'moved', x: 120, y: 120 },
  { t: 0.1, hover: 2, phase: 'moved', x: 290, y: 390, type: 'stylus', z: 0.1 },
  { t: 0.15, hover: 1, phase: 'moved', x: 120, y: 120 },
  { t: 0.2, hover: 1, phase: 'ended', x: 400, y: 400 },
  { t: 0.3, hover: 2, phase: 'cancelled', x: 290, y: 390, type: 'pencil' },
  { t: 0.4, set: { view: 'outer', handles: [] } },
  { t: 0.5, hover: 3, phase: 'began', x: 10, y: 10 },
  { t: 0.6, set: { recognizer: 'follow', allowed_touch_types: ['stylus'] } },
  { t: 0.7, hover: 3, phase: 'moved', x: 60, y: 60 },
  { t: 0.8, set: { view: 'outer', handles: ['hover', 'touches'] } },
  { t: 0.9, hover: 3, phase: 'ended', x: 61, y: 60 },
  { t: 1.0, touch: 1, phase: 'began', x: 60, y: 60 },
  { t: 1.0, hover: 4, phase: 'began', x: 60, y: 60 },
  { t: 1.1, touch: 1, phase: 'ended', x: 60, y: 60 },
], [
  { name: 'outer', frame: [0, 0, 200, 200], handles: ['hover'], children: [
    { name: 'inner', frame: [50, 50, 100, 100], handles: ['hover', 'estimated_update'],
      recognizers: [{ name: 'follow', kind: 'hover' }] }] },
  { name: 'other', frame: [100, 100, 150, 150], handles: ['hover'] },
  { name: 'pad', frame: [250, 350, 70, 130], handles: ['hover'],
    recognizers: [{ name: 'pen', kind: 'hover', allowed_touch_types: 'pencil', enabled: true }] },
]));

// P1, P2: touch types and buttons; pencil-only and finger-only recognizers; buttonMaskRequired
const TYPES = J(scene([
  { t: 0, touch: 1, phase: 'began', x: 50, y: 50, type: 'pencil', altitude: 0.5, azimuth: 1 },
  { t: 0.1, touch: 1, phase: 'moved', x: 90, y: 50, type: 'pencil' },
  { t: 0.2, touch: 1, phase: 'ended', x: 90, y: 50, type: 'pencil' },
  { t: 1, touch: 2, phase: 'began', x: 50, y: 50 },
  { t: 1, touch: 3, phase: 'began', x: 60, y: 60, type: 'indirect' },
  { t: 1.05, touch: 2, phase: 'ended', x: 50, y: 50 },
  { t: 1.05, touch: 3, phase: 'ended', x: 60, y: 60, type: 'indirect' },
  { t: 2, touch: 4, phase: 'began', x: 250, y: 50, type: 'indirect_pointer', buttons: ['secondary'] },
  { t: 2.05, touch: 4, phase: 'ended', x: 250, y: 50, type: 'indirect_pointer', buttons: 2 },
  { t: 3, touch: 5, phase: 'began', x: 250, y: 50, type: 'indirect_pointer', buttons: 'primary' },
  { t: 3.05, touch: 5, phase: 'ended', x: 250, y: 50, type: 'indirect_pointer', buttons: [] },
  { t: 4, set: { recognizer: 'rightClick', button_mask_required: ['primary', 'tertiary'] } },
  { t: 4.1, set: { recognizer: 'rightClick', button_mask_required: 0 } },
  { t: 4.2, set: { recognizer: 'ink', allowed_touch_types: [] } },
  { t: 5, touch: 6, phase: 'began', x: 50, y: 50, type: 'stylus', buttons: 5.0 },
  { t: 5.1, touch: 6, phase: 'cancelled', x: 50, y: 50, type: 'stylus' },
  { t: 6, advance: true },
], [
  { name: 'canvas', frame: [0, 0, 200, 200], handles: ['touches'], multiple_touch: true,
    recognizers: [{ name: 'ink', kind: 'pan', allowed_touch_types: ['pencil', 'direct'] },
      { name: 'fingerTap', kind: 'tap', allowed_touch_types: 'direct' }] },
  { name: 'menu', frame: [200, 0, 120, 200], handles: ['touches'],
    recognizers: [{ name: 'leftClick', kind: 'tap' },
      { name: 'rightClick', kind: 'tap', button_mask_required: 'secondary' },
      { name: 'hold', kind: 'long_press', button_mask_required: 2.0, min_duration: 0.3 }] },
]));

// P4: wheel and trackpad scrolling, a scroll view, trackpad pinch and rotation
const SCROLLS = J(scene([
  { t: 0, scroll: [0, 10], x: 60, y: 60 },
  { t: 0.02, scroll: [0, 5], x: 60, y: 60, kind: 'discrete', phase: null },
  { t: 0.5, scroll: [0, 0], x: 60, y: 60, kind: 'continuous', phase: 'began' },
  { t: 0.55, scroll: [3, 8], x: 60, y: 60, kind: 'continuous', phase: 'changed' },
  { t: 0.6, scroll: [0, 0], x: 60, y: 60, kind: 'continuous', phase: 'ended' },
  { t: 1, scroll: [0, -30], x: 100, y: 300 },
  { t: 1.02, scroll: [0, -20], x: 100, y: 300 },
  { t: 1.5, pinch: 1, x: 250, y: 50, phase: 'began' },
  { t: 1.55, pinch: 1.5, x: 250, y: 50, phase: 'changed' },
  { t: 1.6, rotate: 0.3, x: 250, y: 50, phase: 'changed' },
  { t: 1.65, pinch: 1.5, x: 250, y: 50, phase: 'ended' },
  { t: 2, set: { recognizer: 'wheel', allowed_scroll_types: [] } },
  { t: 2.1, scroll: [0, 10], x: 60, y: 60 },
  { t: 3, advance: true },
], [
  { name: 'area', frame: [0, 0, 200, 200], recognizers: [
    { name: 'wheel', kind: 'pan', allowed_scroll_types: 'discrete' },
    { name: 'pad', kind: 'pan', allowed_scroll_types: ['continuous'] },
    { name: 'fingers', kind: 'pan' }] },
  { name: 'photo', frame: [200, 0, 120, 200], recognizers: [
    { name: 'zoom', kind: 'pinch' }, { name: 'turn', kind: 'rotation', simultaneous_with: ['zoom'] }] },
  { name: 'list', frame: [0, 200, 320, 280], scroll: { content_size: [320, 2000] } },
]));

// P5, P6: estimated properties and their updates, coalesced and predicted points
const PENCIL = J(scene([
  { t: 0, touch: 1, phase: 'began', x: 20, y: 20, type: 'pencil', force: 0.2, estimated: ['force', 'altitude'],
    expecting: ['force', 'altitude'], update_index: 7, altitude: 1 },
  { t: 0.05, touch: 1, phase: 'moved', x: 60, y: 20, type: 'pencil', coalesced: [[0.01, 28, 20], [0.02, 36, 20, 0.3],
    [0.03, 44, 20], [0.04, 52, 20]], predicted: [[0.06, 68, 20]], estimated: 'location', expecting: [], update_index: 8.0 },
  { t: 0.06, update: 1, index: 7, force: 0.5 },
  { t: 0.07, update: 1, index: 7, altitude: 1.2, x: 1, y: 2 },
  { t: 0.08, update: 1, index: 7, force: 0.6 },
  { t: 0.1, touch: 1, phase: 'moved', x: 100, y: 20, type: 'pencil', coalesced: [[0.075, 70, 20], [0.09, 90, 20]] },
  { t: 0.15, touch: 1, phase: 'ended', x: 100, y: 20, type: 'pencil' },
  { t: 0.2, update: 1, index: 8, x: 1, y: 1 },
  { t: 1, advance: true },
], [
  { name: 'pad', frame: [0, 0, 320, 200], handles: ['touches', 'estimated_update'],
    recognizers: [{ name: 'stroke', kind: 'pan' }] },
]));

// refusals: every new key the engine refuses, each an error record naming its key
const REFUSED = J(scene([
  { t: 0, hover: 1, phase: 'moved', x: 1, y: 1 },
  { t: 0.1, hover: 2, phase: 'began', x: 1, y: 1, z: 2 },
  { t: 0.2, hover: 3, phase: 'began', x: 1, y: 1, type: 'pencil', altitude: 3 },
  { t: 0.3, hover: 4, phase: 'began', x: 1, y: 1, azimuth: -4 },
  { t: 0.4, hover: 5, phase: 'began', x: 1, y: 1 },
  { t: 0.5, hover: 5, phase: 'began', x: 1, y: 1 },
  { t: 0.4, hover: 6, phase: 'began', x: 1, y: 1 },
  { t: 0.6, hover: 7, phase: 'began', x: 2e15, y: 1 },
  { t: 0.7, scroll: [0, 1], x: 1, y: 1, kind: 'continuous', phase: 'changed' },
  { t: 0.8, scroll: [0, 1], x: 1, y: 1, kind: 'continuous', phase: 'began' },
  { t: 0.81, scroll: [0, 1], x: 1, y: 1, kind: 'continuous', phase: 'began' },
  { t: 0.82, scroll: [0, 1], x: 1, y: 1, kind: 'continuous', phase: 'ended' },
  { t: 0.9, pinch: 0, x: 1, y: 1, phase: 'began' },
  { t: 0.91, pinch: -1, x: 1, y: 1, phase: 'changed' },
  { t: 0.92, rotate: 1, x: 1, y: 1, phase: 'ended' },
  { t: 1.0, update: 1, index: 1, force: 1 },
  { t: 1.1, update: 1, index: 1 },
  { t: 1.2, touch: 1, phase: 'began', x: 1, y: 1, altitude: 2 },
  { t: 1.3, touch: 1, phase: 'began', x: 1, y: 1, azimuth: 4 },
  { t: 1.4, touch: 1, phase: 'began', x: 1, y: 1, estimated: ['force'], expecting: ['force', 'location'] },
  { t: 1.5, touch: 1, phase: 'began', x: 1, y: 1, coalesced: [[1.45, 1, 1]] },
  { t: 1.6, touch: 1, phase: 'began', x: 1, y: 1, estimated: 'force', expecting: 'force', update_index: 3 },
  { t: 1.7, touch: 1, phase: 'moved', x: 5, y: 1, coalesced: [[1.68, 3, 1], [1.65, 2, 1]] },
  { t: 1.8, touch: 1, phase: 'moved', x: 5, y: 1, coalesced: [[1.5, 3, 1]] },
  { t: 1.9, touch: 1, phase: 'moved', x: 5, y: 1, predicted: [[1.8, 6, 1]] },
  { t: 2.0, touch: 1, phase: 'moved', x: 5, y: 1, coalesced: Array.from({ length: 65 }, (_, i) => [1.95 + i / 10000, 5, 1]) },
  { t: 2.1, touch: 1, phase: 'moved', x: 5, y: 1, predicted: Array.from({ length: 17 }, (_, i) => [2.2 + i / 100, 5, 1]) },
  { t: 2.2, touch: 1, phase: 'moved', x: 5, y: 1, coalesced: [[2.15, 3, 1, -1]] },
  { t: 2.3, update: 1, index: 3, force: -1 },
  { t: 2.4, update: 1, index: 3, altitude: 1 },
  { t: 2.5, update: 1, index: 4, force: 1 },
  { t: 2.6, update: 2, index: 3, force: 1 },
  { t: 2.7, update: 1, index: 3, force: 1 },
  { t: 2.8, update: 1, index: 3, force: 1 },
  { t: 2.9, touch: 1, phase: 'ended', x: 5, y: 1 },
  { t: 2.5, scroll: [0, 1], x: 1, y: 1 },
  { t: 3, set: { recognizer: 'click', button_mask_required: 0 } },
  { t: 3.1, set: { view: 'v', recognizers: [{ name: 'bad', kind: 'long_press', button_mask_required: 0 }] } },
], [
  { name: 'v', frame: [0, 0, 100, 100], handles: ['touches', 'estimated_update'],
    recognizers: [{ name: 'click', kind: 'tap' }] },
]));

// engine refusals of non-finite numbers (the JavaScript API refuses them before the engine)
const NONFINITE = J(scene([
  { t: 0, hover: 1, phase: 'began', x: 1.5, y: 1 },
  { t: 0.1, hover: 2, phase: 'began', x: 1, y: 1, z: 0.5 },
  { t: 0.2, scroll: [0, 2.5], x: 1, y: 1 },
  { t: 0.3, pinch: 2.5, x: 1, y: 1, phase: 'began' },
  { t: 0.4, touch: 1, phase: 'began', x: 1, y: 1, altitude: 0.25 },
  { t: 0.5, touch: 1, phase: 'began', x: 1, y: 1 },
  { t: 0.6, touch: 1, phase: 'moved', x: 2, y: 1, coalesced: [[0.55, 1.75, 1]] },
  { t: 0.7, update: 1, index: 0, force: 0.125 },
  { t: 0.8, hover: 3, phase: 'began', x: 1, y: 1, azimuth: 0.75 },
], [{ name: 'v', frame: [0, 0, 100, 100] }]))
  .replace('"x":1.5', '"x":NaN').replace('"z":0.5', '"z":Infinity').replace('[0,2.5]', '[0,NaN]')
  .replace('"pinch":2.5', '"pinch":-Infinity').replace('"altitude":0.25', '"altitude":NaN')
  .replace('[0.55,1.75,1]', '[0.55,NaN,1]').replace('"force":0.125', '"force":NaN')
  .replace('"azimuth":0.75', '"azimuth":NaN');

// E4: times beyond TC_MAX_TIMESTAMP (1e12 s), refused at their `t` (a touch's location is
// checked before its time; a predicted point's time names its list)
const TOO_LATE = J(scene([
  { t: 1e15, touch: 1, phase: 'began', x: 1, y: 1 },
  { t: 1e15, touch: 1, phase: 'began', x: 2e15, y: 1 },
  { t: 2e12, hover: 1, phase: 'began', x: 1, y: 1 },
  { t: 2e12, scroll: [0, 1], x: 1, y: 1 },
  { t: 2e12, pinch: 2, x: 1, y: 1, phase: 'began' },
  { t: 2e12, remote: 'play' },
  { t: 2e12, advance: true },
  { t: 0.1, touch: 2, phase: 'began', x: 1, y: 1, estimated: 'force', expecting: 'force', update_index: 3 },
  { t: 2e12, update: 2, index: 3, force: 1 },
  { t: 0.2, touch: 2, phase: 'moved', x: 2, y: 1, predicted: [[2e12, 3, 1]] },
  { t: 0.3, touch: 2, phase: 'ended', x: 2, y: 1 },
], [{ name: 'v', frame: [0, 0, 100, 100] }]));

export const INPUT_CASES = [[HOVER, false], [HOVER, true], [TYPES, false], [TYPES, true], [SCROLLS, false],
  [SCROLLS, true], [PENCIL, false], [REFUSED, false], [NONFINITE, false], [TOO_LATE, false]];

test('every input kind: the same log as the Python tool (hover, types, scroll, pinch, updates, points)', (t) => {
  if (pythonProblem()) { t.skip(pythonProblem()); return; }
  const py = pythonLogs(INPUT_CASES);
  INPUT_CASES.forEach(([text, trace], i) => {
    assert.equal(jsLog(text, trace), py[i], `case ${i}: ${text.slice(0, 200)}`);
  });
  const all = py.join('');
  for (const needle of ['"ev": "hover"', '"ev": "estimated_update"', '"types": ["stylus"]',
    '"types": ["direct", "indirect"]', '"ev": "scroll"', '"code": "TC_ERR_LIMIT"', '"path": "trace[1].z"',
    '"path": "trace[25].coalesced"', '"path": "trace[26].predicted"', '"path": "trace[6].coalesced[0]"', '"path": "trace[19].expecting"',
    '"path": "trace[0].hover"', '"path": "trace[8].phase"', '"path": "trace[12].pinch"',
    '"path": "trace[0].t"', '"path": "trace[1].x"', '"path": "trace[2].t"', '"path": "trace[4].t"',
    '"path": "trace[8].t"', '"path": "trace[9].predicted"']) {
    assert.ok(all.includes(needle), needle);
  }
  assert.ok((all.match(/"ev": "error"/g) || []).length >= 30);
});

test('every input kind: the records run step by step (runStep) are the file\'s', () => {
  const doc = R.loads(PENCIL);
  const whole = R.formatLog(R.replay(doc));
  const r = new R.Replayer(R.validate(R.loads(PENCIL))).build();
  try {
    const steps = [];
    for (const step of doc.trace) steps.push(...r.runStep(step));
    steps.push(...r.finish());
    assert.equal(R.formatLog(steps), whole);
  } finally {
    r.close();
  }
  assert.ok(whole.includes('"ev": "estimated_update", "view": "pad", "touch": 1, "index": 7, "properties": ["force"], "remaining": ["altitude"]'), whole);
});

const base = (trace, extra = {}) => J(scene(trace, [{ name: 'v', frame: [0, 0, 100, 100],
  recognizers: [{ name: 'tap', kind: 'tap' }, { name: 'pan', kind: 'pan' }] }], extra));
const recs = (r) => J(scene([], [{ name: 'v', frame: [0, 0, 100, 100], recognizers: [r] }]));
const INVALID = [
  base([{ t: 0, hover: 1, phase: 'stationary', x: 1, y: 1 }]),
  base([{ t: 0, hover: 1, phase: 'began', x: 1 }]),
  base([{ t: 0, hover: 1.5, phase: 'began', x: 1, y: 1 }]),
  base([{ t: 0, hover: 1e19, phase: 'began', x: 1, y: 1 }]),
  base([{ t: 0, hover: 1, phase: 'began', x: 1, y: 1, type: 'direct' }]),
  base([{ t: 0, hover: 1, phase: 'began', x: 1, y: 1, z: 'near' }]),
  base([{ t: 0, hover: 1, phase: 'began', x: 1, y: 1, window: 'nowhere' }]),
  base([{ t: 0, hover: 1, phase: 'began', x: 1, y: 1, force: 1 }]),
  base([{ t: 0, scroll: [1], x: 1, y: 1 }]),
  base([{ t: 0, scroll: [1, 2], x: 1 }]),
  base([{ t: 0, scroll: [1, 2], x: 1, y: 1, kind: 'wheel' }]),
  base([{ t: 0, scroll: [1, 2], x: 1, y: 1, phase: 'began' }]),
  base([{ t: 0, scroll: [1, 2], x: 1, y: 1, kind: 'continuous' }]),
  base([{ t: 0, scroll: [1, 2], x: 1, y: 1, kind: 'continuous', phase: 'moved' }]),
  base([{ t: 0, scroll: [1, 2], x: 1, y: 1, kind: 'continuous', phase: null }]),
  base([{ t: 0, pinch: 2, x: 1, y: 1 }]),
  base([{ t: 0, pinch: '2', x: 1, y: 1, phase: 'began' }]),
  base([{ t: 0, rotate: 1, x: 1, y: 1, phase: 'moved' }]),
  base([{ t: 0, pinch: 2, rotate: 1, x: 1, y: 1, phase: 'began' }]),
  base([{ t: 0, update: 1 }]),
  base([{ t: 0, update: 1, index: 2.5 }]),
  base([{ t: 0, update: 1, index: 1, x: 1 }]),
  base([{ t: 0, update: 1, index: 1, y: 1 }]),
  base([{ t: 0, update: 1, index: 1, z: 1 }]),
  base([{ t: 0, update: 1, index: 1, force: null }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, type: 'finger' }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, buttons: 'left' }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, buttons: -1 }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, buttons: 4294967296.0 }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, buttons: 1.5 }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, buttons: [1] }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, buttons: true }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, altitude: 'up' }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, estimated: ['pressure'] }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, expecting: 'force|altitude' }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, update_index: 9223372036854775808 }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, update_index: 1.5 }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, coalesced: [[0, 1]] }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, coalesced: [[0, 1, 2, 3, 4]] }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, coalesced: [{ t: 0, x: 1, y: 1 }] }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, predicted: [[0, 1, 'y']] }]),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, predicted: 'soon' }]),
  base([{ t: 0, set: { recognizer: 'tap', allowed_touch_types: 'mouse' } }]),
  base([{ t: 0, set: { recognizer: 'tap', allowed_touch_types: [true] } }]),
  base([{ t: 0, set: { recognizer: 'tap', allowed_scroll_types: ['discrete'] } }]),
  base([{ t: 0, set: { recognizer: 'pan', allowed_scroll_types: ['wheel'] } }]),
  base([{ t: 0, set: { recognizer: 'pan', button_mask_required: 1 } }]),
  base([{ t: 0, set: { recognizer: 'tap', button_mask_required: 3.5 } }]),
  base([{ t: 0, set: { view: 'v', handles: ['hovering'] } }]),
  J({ ...scene([], []), controllers: [{ name: 'c', handles: ['hover'] }] }),
  J({ ...scene([], []), app: { handles: ['estimated_update'] } }),
  recs({ name: 'h', kind: 'hover', taps: 1 }),
  recs({ name: 'h', kind: 'hover', allowed_touch_types: ['direct', 'mouse'] }),
  recs({ name: 'h', kind: 'tap', button_mask_required: -2 }),
  recs({ name: 'h', kind: 'tap', button_mask_required: 1e10 }),
  recs({ name: 'h', kind: 'long_press', button_mask_required: ['primary', 'fourth'] }),
  recs({ name: 'h', kind: 'edge_pan', allowed_scroll_types: 'discrete' }),
  recs({ name: 'h', kind: 'hovering' }),
  // valid ones
  recs({ name: 'h', kind: 'hover', allowed_touch_types: [] }),
  recs({ name: 'h', kind: 'tap', button_mask_required: [] }),
  recs({ name: 'h', kind: 'pan', allowed_scroll_types: [] }),
  base([{ t: 0, touch: 1, phase: 'began', x: 1, y: 1, buttons: [], estimated: [], expecting: [], coalesced: [], predicted: [] }]),
];

test('every input kind: validate gives Python\'s SceneError messages', () => {
  const py = pyJSON(`
import json, sys
from touchchain import replay
out = []
for text in json.load(sys.stdin):
    try:
        replay.validate(replay.loads(text)); out.append(None)
    except replay.SceneError as e:
        out.append(str(e))
print(json.dumps(out, ensure_ascii=True))`, INVALID);
  let invalid = 0;
  INVALID.forEach((text, i) => {
    let got = null;
    try { R.validate(R.loads(text)); } catch (e) {
      if (!(e instanceof R.SceneError)) throw e;
      got = e.message;
    }
    assert.equal(got, py[i], `case ${i}: ${text.slice(0, 300)}`);
    if (got !== null) invalid++;
  });
  assert.equal(invalid, INVALID.length - 4);
});

/** A generated trace of every input kind: hovers, wheel and trackpad scrolls, pencil strokes
 *  with coalesced points and estimated force, updates, trackpad pinches (some refused). */
function generatedInputs(seed, steps = 300) {
  let s = seed;
  const rnd = () => { s = (s * 1103515245 + 12345) % 2147483648; return s / 2147483648; };
  const r2 = (x) => Math.round(x * 100) / 100;
  const trace = [];
  let t = 0;
  let id = 1;
  const tick = (dt) => { t = Math.round((t + dt) * 1e4) / 1e4; return t; };
  while (trace.length < steps) {
    tick(0.02 + rnd() * 0.3);
    const x = r2(rnd() * 320);
    const y = r2(rnd() * 480);
    const r = rnd();
    if (r < 0.25) {                                   // a hover passing over the views
      const type = rnd() < 0.3 ? 'pencil' : 'indirect_pointer';
      trace.push({ t, hover: id, phase: 'began', x, y, type, z: r2(rnd()) });
      for (let k = 0; k < 4; k++) trace.push({ t: tick(0.016), hover: id, phase: 'moved', x: r2(x + k * 40 * (rnd() - 0.3)), y: r2(y + k * 30), type });
      trace.push({ t: tick(0.016), hover: id++, phase: rnd() < 0.8 ? 'ended' : 'cancelled', x, y, type });
    } else if (r < 0.45) {                            // a wheel scroll
      for (let k = 0, n = 1 + Math.floor(rnd() * 4); k < n; k++) trace.push({ t: tick(0.02), scroll: [0, r2((rnd() - 0.5) * 60)], x, y });
    } else if (r < 0.55) {                            // a trackpad scroll
      trace.push({ t, scroll: [0, 0], x, y, kind: 'continuous', phase: 'began' });
      for (let k = 0; k < 3; k++) trace.push({ t: tick(0.016), scroll: [r2(rnd() * 5), r2(rnd() * 20 - 10)], x, y, kind: 'continuous', phase: 'changed' });
      trace.push({ t: tick(0.016), scroll: [0, 0], x, y, kind: 'continuous', phase: rnd() < 0.9 ? 'ended' : 'cancelled' });
    } else if (r < 0.8) {                             // a pencil (or finger) stroke at 240 Hz behind 60 Hz
      const pencil = rnd() < 0.7;
      const extra = pencil ? { type: 'pencil', altitude: r2(0.3 + rnd()), azimuth: r2(rnd() * 3 - 1.5) } : {};
      const index = id * 10;
      trace.push({ t, touch: id, phase: 'began', x, y, force: 0.3, ...extra, estimated: ['force'], expecting: ['force'], update_index: index });
      let px = x;
      for (let k = 0; k < 3; k++) {
        const t0 = t;
        const pts = [1, 2, 3].map((j) => [Math.round((t0 + j * 0.004) * 1e4) / 1e4, r2(px + j * 3), y]);
        px = r2(px + 12);
        trace.push({ t: tick(0.016), touch: id, phase: 'moved', x: px, y, ...extra, coalesced: pts, predicted: [[Math.round((t + 0.008) * 1e4) / 1e4, r2(px + 6), y]] });
      }
      if (rnd() < 0.7) trace.push({ t: tick(0.005), update: id, index, force: r2(rnd()) });
      trace.push({ t: tick(0.016), touch: id++, phase: 'ended', x: px, y, ...extra });
    } else if (r < 0.9) {                             // a trackpad pinch
      trace.push({ t, pinch: 1, x, y, phase: 'began' });
      trace.push({ t: tick(0.016), pinch: r2(0.5 + rnd()), x, y, phase: 'changed' });
      trace.push({ t: tick(0.016), rotate: r2(rnd() - 0.5), x, y, phase: 'ended' });
    } else if (r < 0.95) trace.push({ t, advance: true });
    else trace.push({ t: t - 1, hover: id, phase: 'began', x, y });  // refused: time backwards
  }
  trace.push({ t: t + 2, advance: true });
  return J({
    format: 'touchchain-scene/1',
    windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches', 'hover'], children: [
      { name: 'toolbar', frame: [0, 0, 320, 60], handles: ['hover'], children: [
        { name: 'tool', frame: [10, 10, 40, 40], handles: ['hover'], recognizers: [{ name: 'toolHover', kind: 'hover' }] }] },
      { name: 'canvas', frame: [0, 60, 320, 240], handles: ['touches', 'estimated_update', 'hover'], recognizers: [
        { name: 'ink', kind: 'pan', allowed_touch_types: ['pencil'] },
        { name: 'wheel', kind: 'pan', allowed_scroll_types: ['discrete', 'continuous'], allowed_touch_types: ['direct', 'indirect_pointer'] },
        { name: 'zoom', kind: 'pinch' }, { name: 'turn', kind: 'rotation', simultaneous_with: ['zoom'] },
        { name: 'penHover', kind: 'hover', allowed_touch_types: 'stylus' }] },
      { name: 'list', frame: [0, 300, 320, 180], scroll: { content_size: [320, 1500] }, handles: ['hover'] }] }],
    trace,
  });
}

test('every input kind: generated traces give the Python tool\'s log', (t) => {
  if (pythonProblem()) { t.skip(pythonProblem()); return; }
  const cases = [[generatedInputs(7), false], [generatedInputs(8), true]];
  const py = pythonLogs(cases);
  cases.forEach(([text, trace], i) => {
    assert.ok(py[i].split('\n').length > 300, 'a long log');
    for (const ev of ['hover', 'estimated_update', 'gesture', 'scroll', 'error']) assert.ok(py[i].includes(`"ev": "${ev}"`), ev);
    assert.equal(jsLog(text, trace), py[i], `seed ${i}`);
  });
});
