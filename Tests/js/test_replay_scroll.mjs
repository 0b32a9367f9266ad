// Scroll views in scene files (issue 15 item 6): the VIEW key `scroll`, `scroll` log records and
// the scroll view's pan "<view>.pan" give the same bytes as `python3 -m touchchain replay`:
// validation messages, building, refusals (tool, engine, non-finite numbers), `set` steps,
// and generated drag/fling traces over a list of buttons and a pager of lists.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as R from '../../bindings/js/replay.mjs';
import { REPO, python, pythonProblem, pythonLogs, jsLog } from './test_replay_python.mjs';

const CLI = path.join(REPO, 'bindings', 'js', 'replay.mjs');
const node = (args) => spawnSync(process.execPath, args, { cwd: REPO, encoding: 'utf-8', maxBuffer: 1 << 28 });
const J = JSON.stringify;

/** A 320x480 window with a list (content 2000 high) of a button and a row, plus `extra`. */
function list(trace = [], scroll = { content_size: [320, 2000] }, extra = {}) {
  return {
    format: 'touchchain-scene/1',
    windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches'], children: [
      { name: 'list', frame: [0, 0, 320, 480], scroll, children: [
        { name: 'button', frame: [0, 100, 320, 44], control: { kind: 'button' } },
        { name: 'row', frame: [0, 200, 320, 44], handles: ['touches'] }] }] }],
    trace,
    ...extra,
  };
}

const tap = (id, t, x, y, dt = 0.05) => [{ t, touch: id, phase: 'began', x, y }, { t: t + dt, touch: id, phase: 'ended', x, y }];

/** A drag of touch `id` from (x, y) by (dx, dy) in `n` samples `dt` apart. */
function drag(id, t, x, y, dx, dy, n, dt) {
  const out = [{ t, touch: id, phase: 'began', x, y }];
  for (let i = 1; i <= n; i++) {
    out.push({ t: Math.round((t + dt * i) * 1e6) / 1e6, touch: id, phase: i === n ? 'ended' : 'moved', x: x + (dx * i) / n, y: y + (dy * i) / n });
  }
  return out;
}

/** A pager (two pages) of vertical lists. */
function pager(trace, pagerScroll = { content_size: [640, 480], paging: true }) {
  return {
    format: 'touchchain-scene/1',
    windows: [{ name: 'main', frame: [0, 0, 320, 480], children: [
      { name: 'pager', frame: [0, 0, 320, 480], scroll: pagerScroll, children: [
        { name: 'left', frame: [0, 0, 320, 480], scroll: { content_size: [320, 2000], deceleration_rate: 'fast' },
          children: [{ name: 'b1', frame: [0, 40, 320, 44], control: { kind: 'button', events: ['touch_up_inside', 'touch_cancel'] } }] },
        { name: 'right', frame: [320, 0, 320, 480], scroll: { content_size: [320, 900], content_offset: [0, 100], bounces: false } }] }] }],
    trace,
  };
}

/** S9: an outer list (content 1000 high) holding an inner one 200 high (content 400). */
function nestedPair(trace, nested = 'handoff', innerOffset = [0, 0]) {
  return {
    format: 'touchchain-scene/1',
    windows: [{ name: 'main', frame: [0, 0, 320, 480], children: [
      { name: 'outer', frame: [0, 0, 320, 480], scroll: { content_size: [320, 1000] }, children: [
        { name: 'inner', frame: [0, 100, 320, 200],
          scroll: { content_size: [320, 400], content_offset: innerOffset, nested } }] }] }],
    trace,
  };
}

export const SCROLL_PARITY = [
  // S9: handoff of a drag past the inner edge, the release, a fling's remaining velocity
  [J(nestedPair([...drag(1, 1.0, 160, 250, 0, -100, 10, 0.01), { t: 30, advance: true }], 'handoff', [0, 180])), false],
  [J(nestedPair([...drag(1, 1.0, 160, 250, 0, -100, 10, 0.01), { t: 30, advance: true },
    ...drag(2, 31.0, 160, 150, 0, 250, 10, 0.01), { t: 60, advance: true }])), false],
  [J(nestedPair([...drag(1, 1.0, 160, 250, 0, -100, 10, 0.01), { t: 30, advance: true }], 'uikit')), false],
  [J(nestedPair([{ t: 0, set: { view: 'inner', scroll: { nested: 'uikit' } } },
    ...drag(1, 1.0, 160, 250, 0, -100, 10, 0.01), { t: 30, advance: true }], 'handoff', [0, 180])), false],
  // S2, S3, S4/S7, S8 over the list of buttons, through replay records
  [J(list([...tap(1, 1.0, 160, 122), ...drag(2, 2.0, 160, 400, 0, -200, 10, 0.01), { t: 2.3, advance: true },
    { t: 2.35, touch: 3, phase: 'began', x: 160, y: 240 }, { t: 2.5, touch: 3, phase: 'ended', x: 160, y: 240 },
    { t: 3.0, touch: 4, phase: 'began', x: 160, y: 122 }, { t: 3.2, advance: true },
    { t: 3.25, touch: 4, phase: 'moved', x: 160, y: 102 }, { t: 3.3, touch: 4, phase: 'moved', x: 160, y: 82 },
    { t: 3.35, touch: 4, phase: 'ended', x: 160, y: 82 },
    { t: 4.0, touch: 5, phase: 'began', x: 160, y: 222 }, { t: 4.2, advance: true },
    { t: 4.25, touch: 5, phase: 'moved', x: 160, y: 202 }, { t: 4.3, touch: 5, phase: 'moved', x: 160, y: 182 },
    { t: 4.35, touch: 5, phase: 'ended', x: 160, y: 182 }, { t: 30, advance: true }])), false],
  // rubber band and spring back; a pull with no velocity; trace-hit-test on
  [J(list([{ t: 1.0, touch: 1, phase: 'began', x: 160, y: 300 }, { t: 1.02, touch: 1, phase: 'moved', x: 160, y: 320 },
    { t: 1.04, touch: 1, phase: 'moved', x: 160, y: 420 }, { t: 1.3, touch: 1, phase: 'moved', x: 160, y: 420 },
    { t: 1.5, touch: 1, phase: 'ended', x: 160, y: 420 }, { t: 1.6, advance: true }, { t: 5, advance: true }])), true],
  // paging and nesting by direction
  [J(pager([...drag(1, 1.0, 160, 400, 0, -100, 10, 0.02), { t: 20, advance: true },
    ...drag(2, 21, 300, 200, -200, 0, 5, 0.01), { t: 26, advance: true },
    ...drag(3, 27, 250, 200, -100, 0, 20, 0.05), { t: 32, advance: true }, ...tap(4, 33, 100, 62), { t: 34, advance: true }])), false],
  // parameters: insets, always_bounce, directional lock, disabled, rates, nested uikit
  [J(list([...drag(1, 1.0, 100, 300, 80, -120, 8, 0.016), { t: 3, advance: true },
    { t: 3.1, set: { view: 'list', scroll: { enabled: false } } }, ...drag(2, 4, 100, 300, 0, -120, 8, 0.016),
    { t: 5, set: { view: 'list', scroll: { enabled: true, directional_lock: true, deceleration_rate: 0.95 } } },
    ...drag(3, 6, 100, 300, 20, -150, 8, 0.016), { t: 9, advance: true }],
  { content_size: [320, 1000], content_inset: [10, 0, 20, 0], always_bounce_horizontal: true, bounces: true,
    delays_content_touches: false, can_cancel_content_touches: true, paging: false, always_bounce_vertical: false, nested: 'uikit' })), false],
  // set steps: content_offset (did_scroll), refusals by the engine and by the tool, a new scroll view
  [J(list([{ t: 0.1, set: { view: 'list', scroll: { content_offset: [0, 50], paging: true } } },
    { t: 0.2, set: { view: 'list', scroll: { deceleration_rate: 2 } } },
    { t: 0.3, set: { view: 'list', scroll: { deceleration_rate: 0 } } },
    { t: 0.4, set: { view: 'list', scroll: { content_size: [1, 2] } } },
    { t: 0.5, set: { view: 'list', scroll: { content_offset: [0, 7] } } },
    { t: 0.6, set: { view: 'list', scroll: { content_offset: [0, 0.5] } } },
    { t: 0.7, set: { view: 'list', scroll: { content_inset: [1, 2, 3, 0.25] } } },
    { t: 0.8, set: { view: 'row', scroll: { content_offset: [0.5, 5] } } },
    { t: 0.9, set: { view: 'button', scroll: { content_size: [0.125, 10] } } },
    { t: 1.0, set: { view: 'button', scroll: { content_size: [10, 10], content_offset: [1, 1] } } },
    { t: 1.1, set: { view: 'list', scroll: {} } },
    { t: 1.2, set: { recognizer: 'list.pan', enabled: false } }, ...drag(1, 1.3, 160, 400, 0, -100, 5, 0.02),
    { t: 2, set: { recognizer: 'list.pan', enabled: true, cancels_touches_in_view: false, max_touches: 1 } },
    ...drag(2, 2.1, 160, 400, 0, -100, 5, 0.02), { t: 9, advance: true }]))
    .replace('[0,0.5]', '[0,NaN]').replace('[1,2,3,0.25]', '[1,2,3,Infinity]').replace('[0.5,5]', '[NaN,5]')
    .replace('[0.125,10]', '[NaN,10]'), false],
  // a set whose scroll is refused rolls back its other keys and its recognizers
  [J(list([{ t: 0.1, set: { view: 'row', hidden: true, recognizers: [{ name: 'tp', kind: 'tap' }], scroll: { deceleration_rate: 1 } } },
    { t: 0.2, hit_test: [160, 220] }, { t: 0.3, set: { recognizer: 'tp', enabled: false } },
    { t: 0.4, set: { view: 'row', recognizers: [{ name: 'tp', kind: 'tap' }], scroll: { content_size: [320, 500] } } },
    ...tap(1, 0.5, 160, 222), { t: 1, advance: true }])), false],
  // S1: a refused set step leaves no did_scroll records of the clamp it made and undid
  [J(list([{ t: 0.5, set: { view: 'list', scroll: { content_size: [320, 1000], content_offset: [0, 0.5] } } },
    { t: 0.6, set: { view: 'list', frame: [0, 0, 320, 1900], scroll: { deceleration_rate: 2 } } },
    { t: 0.7, set: { view: 'list', scroll: { content_size: [320, 1000] } } }],
  { content_size: [320, 2000], content_offset: [0, 1520] })).replace('[0,0.5]', '[0,Infinity]'), false],
  // view_spec with a scroll view; refused ones forget their pan
  [J(list([{ t: 0.1, set: { add_to: 'main', view_spec: { name: 'sheet', frame: [0, 240, 320, 240], scroll: { content_size: [320, 900], deceleration_rate: 'fast' } } } },
    ...drag(1, 0.2, 160, 400, 0, -150, 6, 0.01), { t: 1, advance: true },
    { t: 1.1, set: { add_to: 'main', view_spec: { name: 'bad', frame: [0, 0, 10, 10], scroll: { deceleration_rate: 5 } } } },
    { t: 1.2, set: { recognizer: 'bad.pan', enabled: false } },
    { t: 1.3, set: { add_to: 'main', view_spec: { name: 'bad2', frame: [0, 0, 10, 10], scroll: { content_offset: [0.5, 0] } } } },
    { t: 1.4, set: { recognizer: 'bad2.pan', enabled: false } }, { t: 1.5, set: { view: 'sheet', remove: true } },
    ...drag(2, 1.6, 160, 400, 0, -150, 6, 0.01), { t: 3, advance: true }])).replace('[0.5,0]', '[NaN,0]'), false],
  // require_to_fail / simultaneous_with naming a scroll view's pan
  [J((() => {
    const d = list([...drag(1, 1.0, 160, 400, 0, -200, 10, 0.01), { t: 2, advance: true }, ...tap(2, 3, 160, 300)]);
    d.windows[0].children[0].recognizers = [{ name: 'sw', kind: 'swipe', direction: 'up' },
      { name: 'tp', kind: 'tap', require_to_fail: ['list.pan'] }];
    d.windows[0].recognizers = [{ name: 'wp', kind: 'pan', simultaneous_with: ['list.pan'] }];
    return d;
  })()), false],
  // the initial content_offset of a VIEW is no record; hit-testing follows it
  [J(list([{ t: 0, hit_test: [160, 110] }, ...tap(1, 0.1, 160, 110), { t: 1, advance: true }],
    { content_size: [320, 2000], content_offset: [0, 100] })), true],
  // validation (SceneError messages)
  ...[
    '"scroll":[]', '"scroll":null', '"scroll":{"speed":1}', '"scroll":{"content_size":[1]}',
    '"scroll":{"content_size":[-1,10]}', '"scroll":{"content_size":[10,"a"]}', '"scroll":{"content_offset":{}}',
    '"scroll":{"content_inset":[1,2,3]}', '"scroll":{"paging":1}', '"scroll":{"can_cancel_content_touches":null}',
    '"scroll":{"deceleration_rate":"slow"}', '"scroll":{"deceleration_rate":true}', '"scroll":{"nested":"x"}',
    '"scroll":{"nested":"handoff"}', '"scroll":{"nested":3}', '"scroll":{"content_size":[NaN,10]}',
    '"scroll":{"content_size":[1e400,10]}', '"scroll":{"deceleration_rate":-1}', '"scroll":{"content_offset":[Infinity,0]}',
    '"scroll":{"content_size":[320,2000],"\\u0000":1}',
  ].map((s) => [J(list()).replace('"scroll":{"content_size":[320,2000]}', s), false]),
  [J((() => { const d = list(); d.windows[0].recognizers = [{ name: 'list.pan', kind: 'tap' }]; return d; })()), false],
  [J((() => { const d = list(); d.windows[0].children.push({ name: 'x', frame: [0, 0, 1, 1], recognizers: [{ name: 'list.pan', kind: 'pan' }] }); return d; })()), false],
  [J(list([{ t: 0, set: { view: 'list', scroll: null } }])), false],
  [J(list([{ t: 0, set: { recognizer: 'list.pan', taps: 2 } }])), false],
  [J(list([{ t: 0, set: { recognizer: 'row.pan', enabled: false } }, { t: 0.1, set: { view: 'row', scroll: {} } }])), false],
  [J(list([{ t: 0, set: { view: 'row', scroll: {} } }, { t: 0.1, set: { recognizer: 'row.pan', enabled: false } },
    { t: 0.2, set: { view: 'row', scroll: { paging: true } } }, ...drag(1, 0.3, 160, 220, 0, -60, 4, 0.02)])), false],
];

test('scroll scenes, refusals and validation: the same log as the Python tool', (t) => {
  if (pythonProblem()) { t.skip(pythonProblem()); return; }
  const py = pythonLogs(SCROLL_PARITY);
  let scrolls = 0; let errors = 0; let sceneErrors = 0;
  SCROLL_PARITY.forEach(([text, trace], i) => {
    const js = jsLog(text, trace);
    assert.equal(js, py[i], `case ${i}: ${text.slice(0, 400)}`);
    scrolls += (js.match(/"ev": "scroll"/g) || []).length;
    errors += (js.match(/"ev": "error"/g) || []).length;
    if (js.startsWith('SceneError')) sceneErrors++;
  });
  assert.ok(scrolls >= 100, `${scrolls} scroll records compared`);
  assert.ok(errors >= 10, `${errors} error records compared`);
  assert.ok(sceneErrors >= 20, `${sceneErrors} validation messages compared`);
});

test('S1: a refused set step leaves only its error record (no did_scroll of its undone clamp)', () => {
  const doc = J(list([{ t: 0.5, set: { view: 'list', scroll: { content_size: [320, 1000], content_offset: [0, 0.5] } } },
    { t: 0.6, set: { view: 'list', frame: [0, 0, 320, 1900], scroll: { deceleration_rate: 2 } } },
    { t: 0.7, set: { view: 'list', scroll: { content_size: [320, 1000] } } }],
  { content_size: [320, 2000], content_offset: [0, 1520] })).replace('[0,0.5]', '[0,Infinity]');
  const records = R.replay(R.loads(doc));
  assert.deepEqual(records.map((r) => [r.ev, r.path ?? null]), [
    ['error', 'trace[0].set.scroll.content_offset'], ['error', 'trace[1].set.scroll.deceleration_rate'],
    ['scroll', null]]);
  assert.deepEqual([records[2].event, records[2].offset], ['did_scroll', [0, 520]]);
});

test('scroll records: key order, float offsets, pt/ms velocities, "<view>.pan" gestures', () => {
  const log = jsLog(J(list(drag(1, 1.0, 160, 400, 0, -200, 10, 0.01))), false).split('\n');
  const willEnd = log.find((l) => l.includes('"will_end_dragging"'));
  assert.match(willEnd, /^\{"t": 1\.1, "at": 1\.1, "ev": "scroll", "view": "list", "event": "will_end_dragging", "offset": \[0\.0, [\d.]+\], "velocity": \[0\.0, 2\.0\], "target_offset": \[0\.0, [\d.]+\]\}$/);
  assert.match(log.find((l) => l.includes('"did_end_dragging"')), /"decelerate": true\}$/);
  assert.ok(log.some((l) => l.includes('"recognizer": "list.pan", "state": "began"')));
  const began = log.findIndex((l) => l.includes('"list.pan", "state": "began"'));
  assert.match(log[began + 1], /"will_begin_dragging"/); // the pan's state record first
});

// ---- generated traces over scroll views, through both command lines ---------------------------

function generatedScrollScene(seed, steps = 300) {
  let s = seed;
  const rnd = () => { s = (s * 1103515245 + 12345) % 2147483648; return s / 2147483648; };
  const pick = (a) => a[Math.floor(rnd() * a.length)];
  const r4 = (v) => Math.round(v * 1e4) / 1e4;
  const trace = [];
  let t = 0;
  let id = 1;
  while (trace.length < steps) {
    t = r4(t + 0.02 + rnd() * 0.5);
    const x = Math.round(rnd() * 3200) / 10;
    const y = Math.round(rnd() * 4800) / 10;
    const r = rnd();
    if (r < 0.25) {                                   // a tap, or a hold past the delay
      trace.push({ t, touch: id, phase: 'began', x, y });
      t = r4(t + 0.01 + rnd() * 0.4);
      trace.push({ t, touch: id++, phase: 'ended', x, y });
    } else if (r < 0.7) {                             // a drag or a fling, maybe after a hold
      trace.push({ t, touch: id, phase: 'began', x, y });
      if (rnd() < 0.3) { t = r4(t + 0.2); trace.push({ t, advance: true }); }
      const dx = (rnd() - 0.5) * (rnd() < 0.5 ? 80 : 500);
      const dy = (rnd() - 0.5) * (rnd() < 0.5 ? 80 : 700);
      const n = 2 + Math.floor(rnd() * 10);
      const dt = 0.008 + rnd() * 0.03;
      for (let k = 1; k <= n; k++) {
        t = r4(t + dt);
        const phase = k === n ? pick(['ended', 'ended', 'ended', 'cancelled']) : 'moved';
        trace.push({ t, touch: id, phase, x: x + (dx * k) / n, y: y + (dy * k) / n });
      }
      id++;
    } else if (r < 0.85) trace.push({ t: r4(t + rnd()), advance: true });
    else if (r < 0.88) trace.push({ t, set: { view: pick(['feed', 'pages', 'p1', 'p2']), scroll: { content_offset: [Math.round(rnd() * 300), Math.round(rnd() * 300)] } } });
    else if (r < 0.9) trace.push({ t, set: { view: pick(['feed', 'pages']), scroll: { paging: rnd() < 0.5, deceleration_rate: pick(['normal', 'fast', 0.9, 1.5]) } } });
    else if (r < 0.92) trace.push({ t, set: { recognizer: pick(['feed.pan', 'pages.pan', 'p1.pan', 'tap']), enabled: rnd() < 0.7 } });
    else if (r < 0.94) trace.push({ t, hit_test: [x, y] });
    else if (r < 0.96) trace.push({ t, set: { view: pick(['p1', 'p2']), scroll: { can_cancel_content_touches: rnd() < 0.5, delays_content_touches: rnd() < 0.5 } } });
    else if (r < 0.98) trace.push({ t: t - 0.5, touch: id, phase: 'began', x, y }); // refused: time backwards
    else trace.push({ t, set: { view: 'feed', scroll: { bounces: rnd() < 0.5, directional_lock: rnd() < 0.5, always_bounce_horizontal: rnd() < 0.5 } } });
  }
  trace.push({ t: t + 5, advance: true });
  const rows = (prefix, n, h) => Array.from({ length: n }, (_, i) => (i % 3 === 0
    ? { name: `${prefix}b${i}`, frame: [10, i * h, 300, h - 4], control: { kind: 'button' } }
    : { name: `${prefix}r${i}`, frame: [0, i * h, 320, h - 4], handles: ['touches'] }));
  return {
    format: 'touchchain-scene/1',
    windows: [{ name: 'main', frame: [0, 0, 320, 480], handles: ['touches'], children: [
      { name: 'feed', frame: [0, 0, 320, 240], scroll: { content_size: [320, 1200] }, children: rows('f', 20, 60),
        recognizers: [{ name: 'tap', kind: 'tap', taps: 2 }] },
      { name: 'pages', frame: [0, 240, 320, 240], scroll: { content_size: [640, 240], paging: true }, children: [
        { name: 'p1', frame: [0, 0, 320, 240], scroll: { content_size: [320, 800] }, children: rows('a', 10, 80) },
        { name: 'p2', frame: [320, 0, 320, 240], scroll: { content_size: [320, 800], deceleration_rate: 'fast' }, children: rows('b', 10, 80) }] }] }],
    trace,
  };
}

test('generated scroll traces: node replay.mjs == python3 -m touchchain replay', (t) => {
  if (pythonProblem()) { t.skip(pythonProblem()); return; }
  const dir = mkdtempSync(path.join(tmpdir(), 'tc-replay-scroll-'));
  let all = '';
  for (const [seed, flags] of [[11, []], [12, ['--trace-hit-test']], [13, []]]) {
    const file = path.join(dir, `scroll${seed}.json`);
    writeFileSync(file, JSON.stringify(generatedScrollScene(seed)));
    const py = python(['-m', 'touchchain', 'replay', file, ...flags]);
    assert.equal(py.status, 0, py.stderr);
    const js = node([CLI, file, ...flags]);
    assert.equal(js.status, 0, js.stderr);
    assert.ok(py.stdout.split('\n').length > 500, 'a long log');
    for (const ev of ['"ev": "scroll"', '"will_begin_decelerating"', '"did_end_decelerating"', '.pan", "state": "began"', '"ev": "error"']) {
      assert.ok(py.stdout.includes(ev), `seed ${seed}: ${ev}`);
    }
    assert.equal(js.stdout, py.stdout, `seed ${seed}`);
    all += py.stdout;
  }
  for (const ev of ['"touch_cancel"', '"phase": "cancelled"', '"target_offset"', '"decelerate": false']) {
    assert.ok(all.includes(ev), ev);
  }
});
