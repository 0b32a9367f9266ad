// validate() / SceneError messages of bindings/js/replay.mjs against Python's replay.validate
// (FORMAT.md § Errors): the same documents give the same messages, byte for byte.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as R from '../../bindings/js/replay.mjs';
import { pyJSON } from './test_replay_python.mjs';

const base = (trace = [], extra = {}) => ({
  format: 'touchchain-scene/1',
  windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches'],
    children: [{ name: 'v', frame: [0, 0, 100, 100], recognizers: [{ name: 'tap', kind: 'tap' }] }] }],
  trace, ...extra,
});
const J = (o) => JSON.stringify(o);
const withView = (patch) => { const d = base(); Object.assign(d.windows[0].children[0], patch); return J(d); };
const step = (s) => J(base([s]));
const touch = (patch) => step({ t: 0, touch: 1, phase: 'began', x: 0, y: 0, ...patch });
const ok = base([{ t: 0, touch: 1, phase: 'began', x: 0, y: 0 }]);

// JSON texts (some not writable with JSON.stringify: NaN, big integers, integral floats).
export const CASES = [
  J(ok), '[]', '{}', '"x"', 'null', J({ ...base(), extra: 1 }), J({ ...base(), format: 'touchchain-scene/2' }),
  J({ ...base(), format: 2 }), J({ format: 'touchchain-scene/1', windows: [] }), J({ format: 'touchchain-scene/1', windows: {} }),
  withView({ hti: 1 }), withView({ hit: { inset: [1, 1, 1, 1] } }), withView({ frame: [0, 0, '1', 2] }),
  withView({ frame: [0, 0, -1, 2] }), withView({ frame: [0, 0, 1] }), withView({ frame: 5 }), withView({ hidden: 1 }),
  withView({ alpha: 'x' }), withView({ alpha: null }), withView({ bounds_origin: [1, true] }),
  withView({ transform: [1, 0, 0, 1, 0] }), withView({ handles: ['touch'] }), withView({ handles: 'touches' }),
  withView({ routes: [1] }), withView({ control: { kind: 'knob' } }), withView({ control: { events: [] } }),
  withView({ control: { kind: 'button', events: ['tap'] } }), withView({ control: { kind: 'button', enabled: 0 } }),
  withView({ control: null }), withView({ recognizers: [{ name: 'r', kind: 'tap', direction: 'left' }] }),
  withView({ recognizers: [{ name: 'r', kind: 'tapp' }] }), withView({ recognizers: [{ name: 'r' }] }),
  withView({ recognizers: [{ name: 'r', kind: 'pinch', taps: 1 }] }), withView({ recognizers: [{ name: 'r', kind: 'swipe', direction: [] }] }),
  withView({ recognizers: [{ name: 'r', kind: 'swipe', direction: ['up', 'sideways'] }] }),
  withView({ recognizers: [{ name: 'r', kind: 'edge_pan', edges: 'middle' }] }),
  withView({ recognizers: [{ name: 'r', kind: 'tap', taps: 1.5 }] }), withView({ recognizers: [{ name: 'r', kind: 'tap', taps: 3000000000 }] }),
  withView({ recognizers: [{ name: 'r', kind: 'tap', taps: -3000000000 }] }), withView({ recognizers: [{ name: 'r', kind: 'tap', require_to_fail: ['zz'] }] }),
  withView({ recognizers: [{ name: 'r', kind: 'tap', simultaneous_with: 'tap' }] }), withView({ recognizers: [{ name: 'tap', kind: 'tap' }, { name: 'tap', kind: 'pan' }] }),
  withView({ recognizers: [{ name: 'r', kind: 'long_press', min_duration: 'x' }] }), withView({ recognizers: [{ name: 'r', kind: 'tap', enabled: 'yes' }] }),
  withView({ hit: { redirect: 'nobody' } }), withView({ hit: { polygon: [[0, 0], [1, 1]] } }), withView({ hit: { polygon: [[0, 0], [1, 1], [2]] } }),
  withView({ hit: { presentation: { transform: [1, 0, 0, 1, 0, 0] } } }), withView({ hit: { presentation: { frame: [0, 0, 1, 1], x: 1 } } }),
  withView({ hit: { outside_bounds: 'no' } }), withView({ hit: [] }), withView({ children: {} }), withView({ children: [5] }),
  withView({ name: 'main' }), withView({ name: 5 }), withView({ 'h\u00e9': 1 }),
  J({ ...base(), controllers: [{ name: 'vc', view: 'nobody' }] }), J({ ...base(), controllers: [{ name: 'v' }] }),
  J({ ...base(), controllers: [{ name: 'a', view: 'v' }, { name: 'b', view: 'v' }] }), J({ ...base(), controllers: [{ view: 'v' }] }),
  J({ ...base(), controllers: [{ name: 'a', handles: ['x'] }] }), J({ ...base(), app: { name: 'x' } }), J({ ...base(), app_delegate: { routes: [null] } }),
  J({ ...base(), first_responder: 'zz' }), J({ ...base(), focus: 3 }),
  touch({ phase: 'begun' }), step({ t: 0, touch: 1, phase: 'began', x: 0 }), step({ t: 0, tuch: 1 }), step({ t: 0 }), step({ t: '0', advance: true }),
  step({ t: 0, advance: false }), step({ t: 0, advance: true, hit_test: [1, 1] }), step({ t: 0, set: { view: 'v', children: [] } }),
  step({ t: 0, route: 'x', from: 'nobody' }), step({ t: 0, route: 'x', from: 'v', info: { a: 1 } }), step({ t: 0, route: 'x', from: 'v', info: [] }),
  step({ t: 0, motion: 'wiggle', phase: 'began' }), step({ t: 0, motion: 'shake', phase: 'moved' }), step({ t: 0, remote: 'rewind' }),
  step({ t: 0, press: 'up', phase: 'changed', window: 'main' }), step({ t: 0, press: 'up', phase: 'changed' }), step({ t: 0, press: 'space', phase: 'began' }),
  step({ t: 0, hit_test: [1], window: 'nowin' }), step({ t: 0, hit_test: [1, 2], window: 'v' }), step({ t: 0, first_responder: 'zz' }),
  step({ t: 0, focus: 7 }), step({ t: 0, set: 5 }), step({ t: 0, set: { hidden: true } }), step({ t: 0, set: { view: 'zz' } }),
  step({ t: 0, set: { view: 'v', remove: true, hidden: true } }), step({ t: 0, set: { view: 'v', remove: 1 } }),
  step({ t: 0, set: { add_to: 'main' } }), step({ t: 0, set: { add_to: 'zz', view_spec: {} } }),
  step({ t: 0, set: { add_to: 'main', view_spec: { name: 'v', frame: [0, 0, 1, 1] } } }),
  step({ t: 0, set: { add_to: 'main', view_spec: { name: 'n', frame: [0, 0, 1, 1], children: [{ name: 'm', frame: [0, 0, -1, 1] }] } } }),
  step({ t: 0, set: { recognizer: 'zz' } }), step({ t: 0, set: { recognizer: 'tap', kind: 'pan' } }), step({ t: 0, set: { recognizer: 'tap', edges: 'top' } }),
  step({ t: 0, set: { recognizer: 'tap', taps: 2.5 } }), step({ t: 0, set: { recognizer: 'tap', enabled: 1 } }),
  step({ t: 0, set: { view: 'v', recognizers: [{ name: 'tap', kind: 'pan' }] } }), step({ t: 0, set: { view: 'v', control: null, hit: { redirect: null, polygon: null } } }),
  J(base([{ t: 0, set: { view: 'v', recognizers: [] } }, { t: 1, set: { recognizer: 'tap', enabled: true } }])),
  touch({ touch: 1.5 }), touch({ touch: '1' }), touch({ touch: true }), touch({ force: 'x' }), touch({ type: 'pen' }), touch({ window: 5 }),
  touch({ x: null }), touch({ y: [] }),
  J(base(['x'])), J({ ...base(), trace: {} }),
  // texts JSON.stringify cannot write
  J(ok).replace('"touch":1', '"touch":1e+23'), J(ok).replace('"touch":1', '"touch":100000000000000000000000'),
  J(ok).replace('"touch":1', '"touch":9223372036854775808'), J(ok).replace('"touch":1', '"touch":-9223372036854775809'),
  J(ok).replace('"touch":1', '"touch":9223372036854775807'), J(ok).replace('"touch":1', '"touch":9.223372036854776e18'),
  J(ok).replace('"touch":1', '"touch":5.0'), J(ok).replace('"touch":1', '"touch":' + '9'.repeat(45)),
  J(ok).replace('"touch":1', '"touch":-' + '9'.repeat(45)), J(ok).replace('"touch":1', '"touch":' + '9'.repeat(5000)),
  J(ok).replace('"touch":1', '"touch":NaN'), J(ok).replace('"touch":1', '"touch":-Infinity'), J(ok).replace('"x":0', '"x":NaN'),
  withView({ recognizers: [{ name: 'r', kind: 'tap', taps: 0 }] }).replace('"taps":0', '"taps":3e9'),
  withView({ recognizers: [{ name: 'r', kind: 'tap', taps: 0 }] }).replace('"taps":0', '"taps":3000000000.0'),
  withView({ recognizers: [{ name: 'r', kind: 'tap', taps: 0 }] }).replace('"taps":0', '"taps":-2147483649'),
  withView({ recognizers: [{ name: 'r', kind: 'tap', taps: 0 }] }).replace('"taps":0', '"taps":1e400'),
  withView({ name: 'x' }).replace('"x"', '"\\ud800v"'), withView({ name: 'x' }).replace('"x"', '"a\\u0000b"'),
  withView({ name: 'x' }).replace('"x"', '"\\u00e9\\u0000"'), withView({ name: 'x' }).replace('"x"', '"\\ud83d\\ude00\\udfff"'),
  withView({ zz: 1 }).replace('"zz"', '"\\udc00"'), withView({ zz: 1 }).replace('"zz"', '"k\\u0000"'),
  step({ t: 0, route: 'r', from: 'v', info: { k: 'x' } }).replace('"k"', '"\\ud800"'),
  step({ t: 0, route: 'r', from: 'v', info: { k: 'x' } }).replace('"x"', '"\\u0000"'),
  step({ t: 0, route: 'x', from: 'v' }).replace('"route":"x"', '"route":"\\ud800"'),
  step({ t: 0, zz: 1, '2': 1, '1': 1 }), J(base()).replace('{"format"', '{"9":1,"format"'),
  withView({ name: 'x' }).replace('"x"', '"new\\nline \'q\' \\"dq\\" \\u00e9 \\u2028"').replace('"hit"', '"hit"'),
  J(base([{ t: 0, first_responder: "it's" }])), J(base([{ t: 0, first_responder: 'a\'b"c' }])),
  J({ ...base(), windows: [{ name: 'w', frame: [0, 0, 1, 1], recognizers: [{ name: 'a', kind: 'tap' }] }, { name: 'w2', frame: [0, 0, 1, 1], recognizers: [{ name: 'a', kind: 'tap' }] }] }),
  '{"format": "touchchain-scene/1", "windows": [{"name": "w", "frame": [0, 0, 1, 1]}], "trace": [{"t": 0, "set": {"add_to": "w", "view_spec": {"name": "a", "frame": [0, 0, 1, 1], "hit": {"redirect": "b"}, "children": [{"name": "b", "frame": [0, 0, 1, 1]}]}}}, {"t": 1, "set": {"view": "b", "hidden": true}}]}',
  // a recording of the samples layout (Tests/data) given to the replay: said so, not "unknown key"
  J({ source: 'a.evemu', samples: [{ id: 1, phase: 'began', x: 0, y: 0, t: 0 }] }), J({ source: 's', cases: [] }),
  J({ lists: {} }), J({ format: 'touchchain-scene/1', windows: [{ name: 'w', frame: [0, 0, 1, 1] }], samples: [] }),
];

const deep = (n) => {
  let v = '{"name": "leaf", "frame": [0, 0, -1, 1]}';
  for (let i = n; i > 0; i--) v = `{"name": "v${i}", "frame": [0, 0, 1, 1], "children": [${v}]}`;
  return `{"format": "touchchain-scene/1", "windows": [{"name": "w", "frame": [0, 0, 1, 1], "children": [${v}]}]}`;
};
CASES.push(deep(3000), '{"format": "touchchain-scene/1", "windows": ' + '['.repeat(30000) + ']'.repeat(30000) + '}');

test('validate gives Python\'s SceneError messages', () => {
  const py = pyJSON(`
import json, sys
from touchchain import replay
out = []
for text in json.load(sys.stdin):
    try:
        replay.validate(replay.loads(text)); out.append(None)
    except replay.SceneError as e:
        out.append(str(e))
print(json.dumps(out, ensure_ascii=True))`, CASES);
  let invalid = 0;
  CASES.forEach((text, i) => {
    let got = null;
    try { R.validate(R.loads(text)); } catch (e) {
      if (!(e instanceof R.SceneError)) throw e;
      assert.equal(e.name, 'SceneError');
      got = e.message;
    }
    assert.equal(got, py[i], `case ${i}: ${text.slice(0, 200)}`);
    if (got !== null) invalid++;
  });
  assert.ok(invalid > 100, `${invalid} invalid cases`);
});
