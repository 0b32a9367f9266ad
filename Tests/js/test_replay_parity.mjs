// bindings/js/replay.mjs gives the native replay tool's logs byte for byte: the golden logs of
// examples/scenes (with the MANIFEST's flags), scenes with refused steps, and generated traces
// compared with `python3 -m touchchain replay` (skipped when the native library is not built).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as R from '../../bindings/js/replay.mjs';
import { REPO, python, pythonProblem, pythonLogs, pyJSON, jsLog } from './test_replay_python.mjs';

const SCENES = path.join(REPO, 'examples', 'scenes');
const CLI = path.join(REPO, 'bindings', 'js', 'replay.mjs');

function manifest() {
  return readFileSync(path.join(SCENES, 'MANIFEST'), 'utf-8').split('\n')
    .filter((l) => l.trim() && !l.startsWith('#')).map((l) => { const [name, ...flags] = l.trim().split(/\s+/); return [name, flags]; });
}

const node = (args, input) => spawnSync(process.execPath, args, { cwd: REPO, encoding: 'utf-8', input, maxBuffer: 1 << 28 });

for (const [name, flags] of manifest()) {
  test(`golden log ${name} ${flags.join(' ')}`.trim(), async () => {
    const golden = readFileSync(path.join(SCENES, name + '.log.jsonl'), 'utf-8');
    const r = node([CLI, path.join('examples', 'scenes', name + '.json'), ...flags]);
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stderr, '');
    assert.equal(r.stdout, golden);
    const doc = await R.load(path.join(SCENES, name + '.json'));
    assert.equal(R.formatLog(R.replay(doc, { traceHitTest: flags.includes('--trace-hit-test') })), golden);
  });
}

test('the MANIFEST lists every example scene', () => {
  assert.ok(manifest().length >= 12);
});

// ---- scenes compared with the Python tool (same documents, same bytes) ----------------------

const J = JSON.stringify;
const base = (trace = [], extra = {}) => ({
  format: 'touchchain-scene/1',
  windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches'], children: [{ name: 'v', frame: [0, 0, 100, 100] }] }],
  trace, ...extra,
});
const withRecs = (trace, recs, viewExtra = {}) => {
  const d = base(trace);
  Object.assign(d.windows[0].children[0], { recognizers: recs, ...viewExtra });
  return d;
};
const tap = (id, t, x, y, dt = 0.05) => [{ t, touch: id, phase: 'began', x, y }, { t: t + dt, touch: id, phase: 'ended', x, y }];

export const PARITY = [
  [J(base([{ t: 1.0, advance: true }, { t: 0.5, touch: 1, phase: 'began', x: 10, y: 10 }, { t: 0.6, hit_test: [10, 10] },
    { t: 2.0, touch: 2, phase: 'began', x: 10, y: 10 }])), false],
  [J(base([{ t: 0, touch: 7, phase: 'moved', x: 10, y: 10 }, ...tap(1, 0.1, 10, 10, 0.1)])), false],
  [J(base([{ t: 0, touch: 1, phase: 'began', x: 10, y: 10 }])).replace('"x":10', '"x":NaN'), false],
  [J(base([{ t: 0, advance: true }, { t: 0.1, touch: 1, phase: 'began', x: 1, y: 1 }])).replace('"t":0,', '"t":NaN,'), false],
  [J(base([{ t: 0, first_responder: 'v' }])), false],
  [J(base([{ t: 0, touch: 1, phase: 'began', x: 10, y: 10 }, { t: 0, touch: 2, phase: 'began', x: 150, y: 10 }])), true],
  [J(base([{ t: 0, touch: 1, phase: 'began', x: 10, y: 10 }, { t: 0.1, set: { view: 'v', hidden: true } },
    { t: 0.2, touch: 2, phase: 'began', x: 10, y: 10 }])), true],
  [J(base([{ t: 0, set: { add_to: 'main', view_spec: { name: 'top', frame: [0, 0, 50, 50], handles: ['touches'], recognizers: [{ name: 'tap1', kind: 'tap' }] } } },
    { t: 0.1, hit_test: [10, 10] }, { t: 0.2, set: { view: 'top', remove: true } }, { t: 0.3, hit_test: [10, 10] },
    { t: 0.4, set: { view: 'v', recognizers: [{ name: 'tap2', kind: 'tap' }], hit: { insets: [-20, -20, -20, -20] } } },
    { t: 0.5, hit_test: [110, 110] }])), true],
  [J(base([{ t: 0, set: { add_to: 'main', view_spec: { name: 'top', frame: [0, 0, 50, 50], handles: ['touches'],
    recognizers: [{ name: 'a', kind: 'tap', require_to_fail: ['b'] }, { name: 'b', kind: 'tap', require_to_fail: ['a'] }] } } },
  { t: 0.1, hit_test: [10, 10] }, ...tap(1, 0.2, 10, 10, 0.1), { t: 0.4, set: { view: 'top', hidden: true } }, { t: 0.5, hit_test: [10, 10] },
  { t: 0.6, set: { add_to: 'main', view_spec: { name: 'again', frame: [0, 0, 5, 5], recognizers: [{ name: 'c', kind: 'pan' }] } } },
  { t: 0.7, set: { recognizer: 'b', enabled: false } }])), false],
  [J(base([{ t: 0, set: { add_to: 'main', view_spec: { name: 'lp', frame: [0, 0, 50, 50], recognizers: [{ name: 'r', kind: 'long_press', min_duration: -1 }] } } },
    { t: 0.1, hit_test: [10, 10] }, { t: 0.2, touch: 1, phase: 'began', x: 10, y: 10 }])), false],
  [J(base([{ t: 0, set: { add_to: 'main', view_spec: { name: 'big', frame: [0, 0, 1, 50] } } }, { t: 0.1, hit_test: [10, 10] }])).replace('[0,0,1,50]', '[0,0,Infinity,50]'), false],
  [J(base([{ t: 0, set: { add_to: 'main', view_spec: { name: 'outer', frame: [0, 0, 50, 50], children: [{ name: 'ok', frame: [0, 0, 5, 5] },
    { name: 'bad', frame: [0, 0, 5, 5], alpha: 0.5 }] } } }, { t: 0.1, hit_test: [10, 10] }, { t: 0.2, set: { view: 'ok', hidden: true } }])).replace('"alpha":0.5', '"alpha":NaN'), false],
  [(() => { const d = base([{ t: 0, set: { view: 'v', hidden: true, recognizers: [{ name: 't2', kind: 'tap' }, { name: 'lp', kind: 'long_press', min_duration: -1 }] } },
    ...tap(1, 1.0, 10, 10)]); d.windows[0].children[0].recognizers = [{ name: 't1', kind: 'tap' }]; return J(d); })(), false],
  [J(base([{ t: 1.0, advance: true }, { t: 0.5, touch: 1, phase: 'began', x: 10, y: 10 }, { t: 2.0, touch: 7, phase: 'moved', x: 10, y: 10 },
    { t: 3.0, touch: 2, phase: 'began', x: 0.125, y: 10 }, { t: 4.0, touch: 3, phase: 'began', x: 1, y: 1, force: -1 },
    { t: 5.0, set: { view: 'v', hidden: true, alpha: 0.125 } }, { t: 6.0, first_responder: 'v' }, { t: 7.0, hit_test: [0.25, 0] },
    { t: 8, touch: 4, phase: 'began', x: 2e15, y: 1 }, { t: 9, touch: 5, phase: 'began', x: 1, y: 1, radius: -2 }]))
    .replace('"x":0.125', '"x":NaN').replace('"alpha":0.125', '"alpha":NaN').replace('[0.25,0]', '[Infinity,0]'), false],
  ...['5.0', '1e18', '9223372036854775807', '-9223372036854775808', '9007199254740993'].map((v) =>
    [J(base(tap(1, 0, 10, 10, 0.1))).replaceAll('"touch":1', '"touch":' + v), true]),
  [J(base([{ t: 0, route: 'r', from: 'v', info: { b: '2', a: '1', 10: 'x', 2: 'y' } }, { t: 1, route: 's', from: 'v' }],
    { windows: [{ name: 'main', frame: [0, 0, 320, 480], routes: ['r'], children: [{ name: 'v', frame: [0, 0, 100, 100] }] }] }))
    .replace('{"2":"y","10":"x","b":"2","a":"1"}', '{"b":"2","a":"1","10":"x","2":"y"}'), false],
  [J(base([...tap(1, 0, 10, 10), { t: 0.2, touch: 2, phase: 'began', x: 12, y: 10 }, { t: 0.2, touch: 3, phase: 'began', x: 150, y: 10 },
    { t: 0.25, touch: 2, phase: 'ended', x: 12, y: 10 }, { t: 0.25, touch: 3, phase: 'ended', x: 150, y: 10 }],
  { windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches'], multiple_touch: true }] })), false],
  [J(withRecs([{ t: 0, touch: 1, phase: 'began', x: 10, y: 10 }, { t: 0.1, touch: 1, phase: 'moved', x: 60, y: 10 },
    { t: 0.2, set: { recognizer: 'p', enabled: false } }, { t: 0.3, touch: 1, phase: 'moved', x: 80, y: 10 }, { t: 0.4, touch: 1, phase: 'ended', x: 80, y: 10 },
    { t: 0.5, set: { recognizer: 'p', enabled: true, cancels_touches_in_view: false, max_touches: 2 } }, { t: 0.6, set: { recognizer: 'p', min_touches: 0 } },
    { t: 1.0, touch: 2, phase: 'began', x: 10, y: 10 }, { t: 1.1, touch: 2, phase: 'moved', x: 60, y: 10 }, { t: 1.2, touch: 2, phase: 'ended', x: 60, y: 10 }],
  [{ name: 'p', kind: 'pan' }], { handles: ['touches'] })), true],
  [J(base([{ t: 0, press: 'select', phase: 'began' }, { t: 1, focus: 'b' }, { t: 2, press: 'up', phase: 'began' }, { t: 3, focus: null },
    { t: 4, press: 'select', phase: 'began' }, { t: 5, motion: 'shake', phase: 'began' }, { t: 6, remote: 'play' }],
  { windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['presses'], children: [{ name: 'a', frame: [0, 0, 10, 10], handles: ['presses'] },
    { name: 'b', frame: [0, 0, 10, 10], handles: ['presses'] }] }], focus: 'a', app_delegate: { handles: ['remote'] } })), false],
  [J(base([{ t: 0, touch: 1, phase: 'began', x: 10, y: 10 }, { t: 0.1, touch: 1, phase: 'moved', x: 20, y: 10, window: 'side' },
    { t: 0.2, touch: 1, phase: 'moved', x: 30, y: 10, window: 'main' }, { t: 0.3, touch: 1, phase: 'ended', x: 30, y: 10, window: 'side' },
    { t: 0.4, touch: 1, phase: 'ended', x: 30, y: 10 }],
  { windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches'] }, { name: 'side', frame: [320, 0, 200, 300], handles: ['touches'] }] })), true],
  [J(withRecs([{ t: 0, set: { recognizer: 'r', taps: 0 } }, { t: 0.1, set: { recognizer: 'r', allowable_movement: 1 } },
    { t: 0.2, set: { recognizer: 'r', allowable_movement: -1, taps: 2 } }, { t: 0.3, set: { view: 'v', recognizers: [{ name: 'z', kind: 'long_press', min_duration: 1 }] } },
    { t: 0.4, set: { view: 'v', transform: [1, 0, 0, 1, 7, 0] } }, { t: 0.5, set: { view: 'v', transform: [0, 0, 0, 0, 0, 0] } },
    { t: 0.6, set: { view: 'v', hit: { polygon: [[0, 0], [1, 8], [2, 2]] } } }, { t: 0.7, set: { view: 'v', hit: { presentation: { frame: [0, 0, 9, 1] } } } },
    { t: 0.8, set: { view: 'v', hit: { insets: [6, 0, 0, 0] } } }, { t: 0.9, set: { view: 'v', hit: { min_size: [-1, 0] } } },
    { t: 1.0, set: { view: 'v', bounds_origin: [5, 0] } }, { t: 1.1, set: { view: 'v', frame: [0, 0, 4, 1] } },
    { t: 1.2, set: { view: 'v', control: { kind: 'button' }, alpha: 3 } }, { t: 1.3, hit_test: [5, 5] }, { t: 1.4, set: { recognizer: 'z', taps: 1.0 } },
    { t: 1.5, set: { view: 'v', hit: { redirect: 'main', presentation: { frame: [1, 2, 3, 4], transform: [1, 0, 0, 1, 0, 0] }, use_presentation: true } } }],
  [{ name: 'r', kind: 'tap' }]))
    .replace('"allowable_movement":1}', '"allowable_movement":NaN}').replace('"min_duration":1', '"min_duration":Infinity')
    .replace('[1,0,0,1,7,0]', '[1,0,0,1,NaN,0]').replace('[1,8]', '[1,NaN]').replace('[0,0,9,1]', '[0,0,Infinity,1]')
    .replace('[6,0,0,0]', '[NaN,0,0,0]').replace('[5,0]', '[NaN,0]').replace('[0,0,4,1]', '[0,0,4,NaN]').replace('"alpha":3', '"alpha":NaN')
    .replace('"taps":1.0', '"taps":3.0'), true],
  [J(base([{ t: 0, set: { view: 'gone', hidden: true } }])).replace('"gone"', '"v"'), false],
  [J(withRecs([...tap(1, 0, 10, 10, 0.05), ...tap(2, 0.15, 11, 10, 0.05), { t: 1, advance: true },
    { t: 2, touch: 3, phase: 'began', x: 10, y: 10 }, { t: 2.1, touch: 3, phase: 'moved', x: 90, y: 12 }, { t: 2.15, touch: 3, phase: 'ended', x: 99, y: 12 },
    { t: 3, touch: 4, phase: 'began', x: 10, y: 10 }, { t: 3, touch: 5, phase: 'began', x: 50, y: 50 },
    { t: 3.1, touch: 4, phase: 'moved', x: 5, y: 5 }, { t: 3.1, touch: 5, phase: 'moved', x: 60, y: 40 },
    { t: 3.2, touch: 4, phase: 'ended', x: 5, y: 5 }, { t: 3.2, touch: 5, phase: 'ended', x: 60, y: 40 }, { t: 5, advance: true }],
  [{ name: 'dt', kind: 'tap', taps: 2 }, { name: 'sw', kind: 'swipe', direction: ['right', 'up'] }, { name: 'pi', kind: 'pinch' },
    { name: 'ro', kind: 'rotation', simultaneous_with: ['pi'] }, { name: 'lp', kind: 'long_press', min_duration: 0.3, should_begin: false },
    { name: 'ep', kind: 'edge_pan', edges: 'left' }], { multiple_touch: true, handles: ['touches'] })), true],
  [readFileSync(path.join(REPO, 'Tests', 'python', 'replay_coverage_scene.json'), 'utf-8'), true],
  [readFileSync(path.join(REPO, 'Tests', 'python', 'replay_coverage_scene.json'), 'utf-8'), false],
  [J({ format: 'touchchain-scene/1', windows: [{ name: 'w', frame: [0, 0, 100, 100], recognizers: [{ name: 'r', kind: 'tap', taps: 1 }] }] }).replace('"taps":1', '"taps":0'), false],
  [J({ format: 'touchchain-scene/1', windows: [{ name: 'w', frame: [0, 0, 100, 100] }] }).replace('[0,0,100,100]', '[0,NaN,100,100]'), false],
  [J(base([], { first_responder: 'v' })), false],
  // R3/C1: a control's touch hit-tested to its subview (moved and ended passed on while it
  // tracks none, stopping at the control all the same: R2) and a page control's touch
  // (consumed as any control's, though it never tracks).
  [J({'format': 'touchchain-scene/1', 'windows': [{'name': 'window', 'frame': [0, 0, 320, 480], 'handles': ['touches'], 'children': [{'name': 'pager', 'frame': [0, 0, 320, 40], 'control': {'kind': 'page', 'events': ['touch_down', 'touch_up_inside', 'value_changed', 'touch_cancel']}}, {'name': 'button', 'frame': [0, 100, 200, 100], 'control': {'kind': 'button', 'events': ['touch_down', 'touch_up_inside']}, 'children': [{'name': 'label', 'frame': [0, 0, 100, 50]}]}, {'name': 'area', 'frame': [0, 300, 320, 180], 'recognizers': [{'name': 'pan', 'kind': 'pan', 'requires_exclusive_touch_type': false}]}]}], 'trace': [{'t': 0.0, 'touch': 1, 'phase': 'began', 'x': 100, 'y': 20}, {'t': 0.05, 'touch': 1, 'phase': 'ended', 'x': 100, 'y': 20}, {'t': 1.0, 'touch': 2, 'phase': 'began', 'x': 10, 'y': 110}, {'t': 1.05, 'touch': 2, 'phase': 'moved', 'x': 12, 'y': 112}, {'t': 1.1, 'touch': 2, 'phase': 'ended', 'x': 12, 'y': 112}]}), true],
  // C1/R3: a pointer touch that began without the primary button (a button passes it on, a
  // segmented control swallows it), then a primary click.
  [J(base([{ t: 0, touch: 1, phase: 'began', x: 20, y: 20, type: 'indirect_pointer', buttons: ['secondary'] },
    { t: 0.02, touch: 1, phase: 'moved', x: 22, y: 20 }, { t: 0.05, touch: 1, phase: 'ended', x: 22, y: 20 },
    { t: 1, touch: 2, phase: 'began', x: 20, y: 120, type: 'indirect_pointer', buttons: 2 },
    { t: 1.05, touch: 2, phase: 'ended', x: 20, y: 120 },
    { t: 2, touch: 3, phase: 'began', x: 20, y: 20, type: 'indirect_pointer', buttons: 1 },
    { t: 2.05, touch: 3, phase: 'ended', x: 20, y: 20 }],
  { windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches'], children: [
    { name: 'button', frame: [0, 0, 100, 100], control: { kind: 'button', events: ['touch_down', 'touch_up_inside'] } },
    { name: 'seg', frame: [0, 100, 100, 100], control: { kind: 'segmented' } }] }] })), false],
  // E1: remote-control aliases (`next`, `previous`, hyphenated names) logged canonically, and
  // a misspelt name refused with the same message (the accepted names, aliases included).
  [J({ format: 'touchchain-scene/1', windows: [{ name: 'w', frame: [0, 0, 320, 480], handles: ['remote'] }],
    trace: ['next', 'previous', 'toggle-play-pause', 'next-track', 'previous-track', 'begin-seeking-backward',
      'end-seeking-backward', 'begin-seeking-forward', 'end-seeking-forward', 'play', 'next_track'].map((r, i) => ({ t: i / 10, remote: r })) }), false],
  [J({ format: 'touchchain-scene/1', windows: [{ name: 'w', frame: [0, 0, 320, 480] }], trace: [{ t: 0, remote: 'next-tracks' }] }), false],
  // C1/G7/R3: a slider tracks only a touch on its thumb: a drag from its track off the thumb
  // (its moved stops at the slider, R2; its parent's pan begins), a tap there (the slider's own tap wins),
  // then a drag from the thumb (the slider vetoes the pan along its track; its own tap, never
  // vetoed by it, G7, recognizes at the lift and cancels the slider's touch).
  [J(base([{ t: 0, touch: 1, phase: 'began', x: 160, y: 115 }, { t: 0.02, touch: 1, phase: 'moved', x: 160, y: 125 },
    { t: 0.04, touch: 1, phase: 'moved', x: 161, y: 140 }, { t: 0.1, touch: 1, phase: 'ended', x: 161, y: 140 },
    ...tap(2, 1.0, 200, 115),
    { t: 2, touch: 3, phase: 'began', x: 34, y: 115 }, { t: 2.02, touch: 3, phase: 'moved', x: 34, y: 125 },
    { t: 2.04, touch: 3, phase: 'moved', x: 60, y: 140 }, { t: 2.1, touch: 3, phase: 'ended', x: 60, y: 140 }],
  { windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches'], children: [
    { name: 'p', frame: [0, 0, 320, 480], recognizers: [{ name: 'pan', kind: 'pan' }], children: [
      { name: 's', frame: [20, 100, 280, 30], control: { kind: 'slider' }, recognizers: [{ name: 'tap', kind: 'tap' }] }] }] }] })), false],
];

// R3, R2 (docs/FORMAT.md, Handled: the walk stops at the first responder that handles): the
// moved and ended a control passes on while it tracks none — a subview's touch, a touch off a
// slider's thumb — stop at the control (their began did), so the control's record says
// handled: true and nobody further up hears them (the replayer before logged handled: false).
test('R3_C1 moved and ended stopping at a control that tracks none are handled there', () => {
  const drag = [{ t: 0, touch: 1, phase: 'began', x: 160, y: 115 }, { t: 0.02, touch: 1, phase: 'moved', x: 160, y: 125 },
    { t: 0.1, touch: 1, phase: 'ended', x: 160, y: 125 }];
  const doc = (child) => ({ format: 'touchchain-scene/1', windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches'], children: [child] }], trace: drag });
  const slider = { name: 's', frame: [20, 100, 280, 30], control: { kind: 'slider' } };
  const button = { name: 's', frame: [20, 100, 280, 30], control: { kind: 'button' }, children: [{ name: 'label', frame: [0, 0, 280, 30] }] };
  for (const child of [slider, button]) {
    const touches = R.replay(doc(child)).filter((r) => r.ev === 'touches' && r.responder !== 'label');
    assert.deepEqual(touches.map((r) => [r.phase, r.responder, r.handled]),
      [['began', 's', true], ['moved', 's', true], ['ended', 's', true]]);
  }
});

test('refused steps and edge cases: the same log as the Python tool', (t) => {
  if (pythonProblem()) { t.skip(pythonProblem()); return; }
  const py = pythonLogs(PARITY);
  let errors = 0;
  PARITY.forEach(([text, trace], i) => {
    const js = jsLog(text, trace);
    assert.equal(js, py[i], `case ${i}: ${text.slice(0, 300)}`);
    errors += (js.match(/"ev": "error"/g) || []).length;
  });
  assert.ok(errors >= 25, `${errors} error records compared`);
});

// ---- a generated trace, through both command lines --------------------------------------------

function generatedScene(seed, steps = 400) {
  let s = seed;
  const rnd = () => { s = (s * 1103515245 + 12345) % 2147483648; return s / 2147483648; };
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const trace = [];
  let t = 0;
  let id = 1;
  while (trace.length < steps) {
    t = Math.round((t + 0.02 + rnd() * 0.4) * 1e4) / 1e4;
    const x = Math.round(rnd() * 3200) / 10;
    const y = Math.round(rnd() * 4800) / 10;
    const r = rnd();
    if (r < 0.35) {                                  // a tap
      trace.push({ t, touch: id, phase: 'began', x, y });
      t = Math.round((t + 0.01 + rnd() * 0.2) * 1e4) / 1e4;
      trace.push({ t, touch: id++, phase: 'ended', x: x + rnd() * 4, y: y + rnd() * 4 });
    } else if (r < 0.7) {                            // a pan, maybe with a second finger
      const two = rnd() < 0.3;
      const id2 = id + 1;
      trace.push({ t, touch: id, phase: 'began', x, y });
      if (two) trace.push({ t, touch: id2, phase: 'began', x: x + 30, y: y + 30 });
      const dx = (rnd() - 0.5) * 300;
      const dy = (rnd() - 0.5) * 300;
      const n = 2 + Math.floor(rnd() * 8);
      for (let k = 1; k <= n; k++) {
        t = Math.round((t + 0.008 + rnd() * 0.03) * 1e4) / 1e4;
        const phase = k === n ? pick(['ended', 'ended', 'ended', 'cancelled']) : 'moved';
        trace.push({ t, touch: id, phase, x: x + (dx * k) / n, y: y + (dy * k) / n });
        if (two) trace.push({ t, touch: id2, phase, x: x + 30 - (dx * k) / n, y: y + 30 + (dy * k) / (2 * n) });
      }
      id += two ? 2 : 1;
    } else if (r < 0.8) trace.push({ t, advance: true });
    else if (r < 0.85) trace.push({ t, hit_test: [x, y] });
    else if (r < 0.88) trace.push({ t, set: { recognizer: pick(['tap', 'pan', 'pinch']), enabled: rnd() < 0.7 } });
    else if (r < 0.91) trace.push({ t, set: { view: pick(['card', 'button', 'list']), hidden: rnd() < 0.3 } });
    else if (r < 0.93) trace.push({ t, route: 'go', from: pick(['card', 'vc', 'button']), info: { n: String(id) } });
    else if (r < 0.95) trace.push({ t: t - 0.5, touch: id, phase: 'began', x, y });   // refused: time backwards
    else if (r < 0.97) trace.push({ t, touch: id + 50, phase: 'moved', x, y });       // refused: unknown touch
    else trace.push({ t, first_responder: pick(['field', 'card', null]) });
  }
  trace.push({ t: t + 2, advance: true });
  return {
    format: 'touchchain-scene/1',
    windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches'], routes: ['*'], children: [
      { name: 'card', frame: [10, 10, 300, 200], recognizers: [
        { name: 'tap', kind: 'tap', taps: 2 }, { name: 'pan', kind: 'pan', require_to_fail: ['sw'] },
        { name: 'sw', kind: 'swipe', direction: ['left', 'right'] }, { name: 'lp', kind: 'long_press' }] },
      { name: 'list', frame: [0, 220, 320, 200], bounds_origin: [0, 40], multiple_touch: true, handles: ['touches'], recognizers: [
        { name: 'pinch', kind: 'pinch' }, { name: 'rot', kind: 'rotation', simultaneous_with: ['pinch'] }],
      children: [{ name: 'field', frame: [10, 10, 200, 40], can_become_first: true, can_resign_first: false }] },
      { name: 'button', frame: [100, 430, 120, 44], hit: { insets: [-10, -10, -10, -10] }, control: { kind: 'button' } },
      { name: 'edge', frame: [0, 0, 320, 480], interactive: true, alpha: 0.005, recognizers: [{ name: 'ep', kind: 'edge_pan', edges: ['left'] }] }] }],
    controllers: [{ name: 'vc', view: 'card', handles: ['touches'], routes: ['go'] }],
    app: { handles: ['motion'] },
    trace,
  };
}

test('generated traces: node replay.mjs == python3 -m touchchain replay', (t) => {
  if (pythonProblem()) { t.skip(pythonProblem()); return; }
  const dir = mkdtempSync(path.join(tmpdir(), 'tc-replay-'));
  for (const [seed, flags] of [[1, []], [2, ['--trace-hit-test']], [3, []]]) {
    const file = path.join(dir, `gen${seed}.json`);
    writeFileSync(file, JSON.stringify(generatedScene(seed)));
    const py = python(['-m', 'touchchain', 'replay', file, ...flags]);
    assert.equal(py.status, 0, py.stderr);
    const js = node([CLI, file, ...flags]);
    assert.equal(js.status, 0, js.stderr);
    assert.ok(py.stdout.split('\n').length > 500, 'a long log');
    assert.ok(py.stdout.includes('"ev": "gesture"') && py.stdout.includes('"ev": "error"'));
    assert.equal(js.stdout, py.stdout, `seed ${seed}`);
  }
});

test('recordingKind is the Python importers.recording_kind', (t) => {
  if (pythonProblem()) { t.skip(pythonProblem()); return; }
  const texts = ['# EVEMU 1.3\n', 'N: x', ' \t N: x', '\u00a0N: x', '\u2028N: x', '\x1cN: x', '\vN: x',
    '# libinput record\n', '#libinput record', 'x\n'.repeat(19) + 'N: x', 'x\n'.repeat(20) + 'N: x',
    '\n'.repeat(999) + 'N: x', '\n'.repeat(1000) + 'N: x', '{"N:": 1}', '', 'E: 1.0 0 0 0', '\ud83d\ude00\nN: x'];
  const py = pyJSON(`
import json, sys
from touchchain import importers
print(json.dumps([importers.recording_kind(t) for t in json.load(sys.stdin)]))`, texts);
  assert.deepEqual(texts.map((x) => R.recordingKind(x)), py);
});

// ---- the command line: errors and exit statuses like the Python tool's ------------------------

test('command line: invalid files exit 2 with the Python message', (t) => {
  if (pythonProblem()) { t.skip(pythonProblem()); return; }
  const dir = mkdtempSync(path.join(tmpdir(), 'tc-replay-'));
  const files = {
    'bad.json': '{"format": "touchchain-scene/1", "windows": [}',
    'badkey.json': J({ ...base(), extra: 1 }),
    'notutf8.json': Buffer.from([0x7b, 0x22, 0xff, 0x22]),
    'trunc.json': Buffer.from([0x7b, 0x22, 0xe2, 0x82]),
    'crlf.json': '{\r\n"format": "touchchain-scene/1",\r\n "windows": [}\r\n',
    'engine.json': J({ format: 'touchchain-scene/1', windows: [{ name: 'w', frame: [0, 0, 1, 1] }] }).replace('[0,0,1,1]', '[0,0,1e400,1]'),
    'bom.json': '\ufeff{}',
    // recordings: the message names the command that converts them
    'rec.evemu': '# EVEMU 1.3\n# Kernel: 6.1.0\nN: Test Touchscreen\nE: 1.000000 0000 0000 0000\n',
    'crlf.evemu': '\r\n\r\n  N: Pen\r\n',
    'two.yaml': '# libinput record\nversion: 1\nndevices: 1\n',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  for (const name of [...Object.keys(files), 'missing.json']) {
    const file = path.join(dir, name);
    const py = python(['-m', 'touchchain', 'replay', file]);
    const js = node([CLI, file]);
    assert.equal(js.status, py.status, name);
    assert.equal(js.status, 2, name);
    assert.equal(js.stdout, '');
    assert.equal(js.stderr, py.stderr, name);
  }
  const py = python(['-m', 'touchchain', 'replay', '-'], '[]');
  const js = node([CLI, '-'], '[]');
  assert.equal(js.status, 2);
  assert.equal(js.stderr, py.stderr);
  for (const input of ['# libinput record\n', 'N: dev\n']) {
    const p = python(['-m', 'touchchain', 'replay', '-'], input);
    const j = node([CLI, '-'], input);
    assert.equal(j.status, 2);
    assert.match(j.stderr, /convert it with `touchchain import (evemu|libinput) -` first\n$/);
    assert.equal(j.stderr, p.stderr);
  }
  assert.notEqual(node([CLI]).status, 0);
  assert.equal(node([CLI, '--bogus', 'x.json']).status, 2);
});
