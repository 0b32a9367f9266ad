// The TouchChain playground: loads a touchchain-scene/1 file, builds it in the WebAssembly
// engine (bindings/js/replay.mjs on bindings/js/touchchain.mjs), turns pointer input into trace
// steps on the scene's clock and shows what the engine dispatched.
//
// Every input becomes one trace step, run at once through Replayer.runStep: a finger is a
// `direct` touch, a mouse press an `indirect_pointer` touch with its buttons, a pen a `stylus`
// touch with its angles and pressure (P1, P2, P5); a mouse or pen that moves without pressing is
// a `hover` (P3); the wheel is `scroll` input (P4), ctrl + wheel (a trackpad pinch) `pinch`.
// The session
// (the scene + the steps) downloads as a scene file that `touchchain replay FILE
// --trace-hit-test` replays to the same log, byte for byte.
import { SceneModel } from './geometry.js';
import { SceneRenderer } from './render.js';
import { describeStep, renderGroups, highlightFor, logLines, scrollSummary } from './records.js';

const REPLAY_MODULE = '../../bindings/js/replay.mjs';
const SCENES_DIR = '../scenes/';
const DEFAULT_SCENE = 'button_in_tapping_view';
const ADVANCE_INTERVAL_MS = 50;   // an `advance` step this often while something may be pending
const KEEP_ALIVE_S = 1.5;         // ... and this long after the last input (tap interval, held ends)
const TRAIL_KEEP_MS = 1600;       // how long a lifted touch stays drawn
const HOVER_INTERVAL_S = 0.05;    // at most one hover `moved` step this often (the rest coalesce)
const WHEEL_LINE_POINTS = 40;     // a wheel delta in lines (deltaMode 1) -> points (Chromium's step)
const PINCH_END_S = 0.15;         // a ctrl + wheel pinch ends this long after its last event

const HIT_WALK_EVS = new Set(['hit_enter', 'point_inside', 'hit_exit']);

const $ = (id) => document.getElementById(id);
const ui = {
  select: $('scene-select'), file: $('file-input'), reset: $('reset'), download: $('download'),
  play: $('play-trace'), clock: $('clock'), status: $('status'), canvas: $('stage'),
  timeline: $('timeline'), log: $('log'), recognizers: $('recognizers'), detail: $('step-detail'),
  routeForm: $('route-form'), routeName: $('route-name'), routeNames: $('route-names'),
  routeFrom: $('route-from'), routeInfo: $('route-info'), copyLog: $('copy-log'),
  showHit: $('show-hit-trace'), showAdv: $('show-advances'), error: $('error'),
};

let R = null;                       // the replay module
const renderer = new SceneRenderer(ui.canvas);
let session = null;
let queue = Promise.resolve();      // steps run one after the other (build/runStep may be async)

// ---------------------------------------------------------------------------------------------
// Session: one built scene, its clock and the steps run so far
// ---------------------------------------------------------------------------------------------

class Session {
  constructor(text, label, doc, plainDoc) {
    this.text = text;
    this.label = label;
    this.doc = doc;                 // validated (replay.mjs loads/validate)
    this.plainDoc = plainDoc;       // the same file as plain JSON (for sceneDocument / download)
    this.model = new SceneModel(plainDoc || doc);
    this.replayer = null;
    this.steps = [];                // the generated trace
    this.stepRecords = [];          // records of each step
    this.groupStart = [];           // index of the first step of each step's interaction
    this.liveTouches = new Set();
    this.t0 = performance.now();
    this.lastT = 0;                 // t of the last step (seconds); the clock never goes back
    this.lastInputT = -Infinity;    // t of the last non-advance step
    this.pointers = new Map();      // pointerId -> {id, window, type, buttons}
    this.nextTouch = 1;
    this.hovers = new Map();        // pointerId -> {id, window, type, lastT, pending}: live hovers
    this.nextHover = 1;
    this.pinch = null;              // a ctrl + wheel pinch in progress: {scale, x, y, window, last}
    this.selected = -1;             // index of the step shown on the canvas
    this.follow = true;
    this.recognizerLast = new Map(); // name -> {state, t, reason}
    this.lastBeganT = -Infinity;
    this.closed = false;
  }

  /** Seconds since the scene was loaded, rounded to the millisecond, never below the last step. */
  now() {
    const t = Math.round(performance.now() - this.t0) / 1000;
    return t > this.lastT ? t : this.lastT;
  }

  close() {
    this.closed = true;
    try { this.replayer && this.replayer.close(); } catch (e) { /* already closed */ }
  }
}

function plainParse(text) {
  try { return JSON.parse(text); } catch (e) { return null; }
}

async function loadScene(nameOrText, name) {
  const src = String(nameOrText).trim();
  let text, label;
  if (src.startsWith('{')) {
    text = src; label = name || 'custom scene';
  } else {
    const url = src.includes('/') ? src : SCENES_DIR + src.replace(/\.json$/, '') + '.json';
    const resp = await fetch(url);
    if (!resp.ok) throw new Error(`cannot load ${url}: HTTP ${resp.status}`);
    text = await resp.text();
    label = src.replace(/^.*\//, '').replace(/\.json$/, '');
  }
  return startSession(text, label);
}

function startSession(text, label) {
  const run = async () => {
    setStatus('building…', 'busy');
    let doc;
    try {
      doc = R.validate(R.loads(text));
    } catch (e) {
      showError(e instanceof R.SceneError ? `${label}: ${e.message}` : `${label}: ${e.message || e}`);
      setStatus(session ? `invalid file · kept ${session.label}` : 'invalid scene', 'bad');
      throw e;
    }
    const s = new Session(text, label, doc, plainParse(text));
    const replayer = new R.Replayer(doc, { traceHitTest: true });
    try {
      await replayer.build();
    } catch (e) {
      showError(`${label}: ${e.message || e}`);
      setStatus(session ? `invalid file · kept ${session.label}` : 'invalid scene', 'bad');
      try { replayer.close(); } catch (_) { /* nothing built */ }
      throw e;
    }
    if (session) session.close();
    session = s;
    s.replayer = replayer;
    s.t0 = performance.now();
    hideError();
    // records made while building (none for most files) belong to no step
    const built = (replayer.records || []).slice();
    s.buildRecords = built;
    renderer.touches.clear();
    renderer.paths = new Map();
    renderer.hover = null;
    renderer.setModel(s.model);
    resetPanels(s);
    setStatus(`ready · ${label}`, 'ok');
    requestDraw();
    return s;
  };
  const p = queue.then(run, run);
  queue = p.catch(() => {});
  return p;
}

/** Queue one step: run it through the engine, record it in the trace, update the panels.
 *  `flush`: dispatch a touch or hover sample at once (live input always does). */
function pushStep(step, { live = true, flush = live } = {}) {
  const s = session;
  if (!s || s.closed) return Promise.resolve(null);
  const run = async () => {
    if (s !== session || s.closed) return null;
    let recs;
    try {
      // A live touch or hover sample is dispatched at once (flush): its t differs from the
      // next step's of its kind, so the replayed file dispatches it at the same point of the
      // engine's calls.
      recs = await s.replayer.runStep(step, { flush: flush && ('touch' in step || 'hover' in step) });
    } catch (e) {
      showError(`step refused before running: ${e.message || e}`);
      return null;
    }
    recs = Array.isArray(recs) ? recs : [];
    if ('hover' in step) onHoverRecords(s, step, recs);
    const index = s.steps.length;
    // the interaction a step belongs to: from a touch landing on an empty screen (or a
    // non-touch step while no finger is down) to the next one; the canvas shows it whole
    const prevStart = index ? s.groupStart[index - 1] : 0;
    const isBegan = 'touch' in step && step.phase === 'began';
    const startsGroup = index === 0 || (s.liveTouches.size === 0 && (isBegan || !('advance' in step)));
    s.groupStart.push(startsGroup ? index : prevStart);
    if ('touch' in step) {
      if (isBegan) s.liveTouches.add(String(step.touch));
      else if (step.phase === 'ended' || step.phase === 'cancelled') s.liveTouches.delete(String(step.touch));
    }
    s.steps.push(step);
    s.stepRecords.push(recs);
    if (typeof step.t === 'number' && step.t > s.lastT) s.lastT = step.t;
    // hovers set no timers: they do not keep the clock running
    if (!('advance' in step || 'hover' in step)) s.lastInputT = s.lastT;
    if ('set' in step && !recs.some((r) => r.ev === 'error')) { s.model.applySet(step.set); renderer.fit(); }
    // scroll views follow the engine: each `scroll` record carries the content offset
    if (s.model.applyScrollRecords(recs)) requestDraw();
    onStepDone(s, index, step, recs, live);
    return recs;
  };
  const p = queue.then(run, run);
  queue = p.catch(() => {});
  return p;
}

// ---------------------------------------------------------------------------------------------
// Input: pointers -> touch and hover steps; the wheel -> scroll and pinch steps
// ---------------------------------------------------------------------------------------------

/** Rounded to the hundredth (never -0: the file has no -0, the live step must not either). */
const round2 = (v) => { const r = Math.round(v * 100) / 100; return r === 0 ? 0 : r; };
const HALF_PI = Math.PI / 2;
/** Rounded to 4 decimals, then kept inside lo .. hi (rounding π/2 up would leave the engine's range). */
const clampRound = (v, lo, hi) => { const r = Math.min(hi, Math.max(lo, Math.round(v * 1e4) / 1e4)); return r === 0 ? 0 : r; };
const BUTTON_NAMES = [[1, 'primary'], [2, 'secondary'], [4, 'tertiary']];

function canvasPoint(ev) {
  const rect = ui.canvas.getBoundingClientRect();
  return renderer.toScreen(ev.clientX - rect.left, ev.clientY - rect.top);
}

/** A screen point in a window's coordinates, rounded as the trace writes it. */
function windowPoint(s, windowName, sx, sy) {
  const w = s.model.nodes.get(windowName) || s.model.windows[0];
  const inv = invertSafe(w.toScreen);
  return [round2(inv[0] * sx + inv[2] * sy + inv[4]), round2(inv[1] * sx + inv[3] * sy + inv[5])];
}

/** The t of a new input step at event `ev`: the event's own time (pointers of one touch event
 *  share it) on the session's clock, never below the last step's. A touch or hover sample right
 *  after a sample of its kind gets a later t (a millisecond on): samples of one kind and one t
 *  are one engine event in a file, and the page dispatches each sample at once. */
function inputTime(s, ev, kind) {
  let t = s.now();
  if (ev && typeof ev.timeStamp === 'number' && ev.timeStamp > 0) {
    const te = Math.round(ev.timeStamp - s.t0) / 1000;
    t = te > s.lastT ? te : s.lastT;
  }
  const prev = s.pendingLast;
  if (kind && prev && kind in prev && t <= prev.t) t = Math.round(prev.t * 1000 + 1) / 1000;
  return t;
}

/** Send an input step made from a DOM event (its t already set). */
function sendInput(s, step) {
  s.pendingLast = step;
  s.lastT = Math.max(s.lastT, step.t);
  return pushStep(step);
}

/** The touch type a pointer presses as (P1): a mouse is the indirect pointer, a pen a pencil
 *  (`stylus`), a finger a direct touch. */
function pointerTouchType(ev) {
  if (ev.pointerType === 'mouse') return 'indirect_pointer';
  if (ev.pointerType === 'pen') return 'stylus';
  return 'direct';
}

/** A DOM `buttons` mask as the scene format writes it (P2). The DOM and TouchChain number the
 *  buttons alike: 1 left = primary, 2 right = secondary, 4 middle = tertiary, 8 and 16 the
 *  back and forward buttons (buttons 4 and 5, an integer mask then). */
function buttonsValue(mask) {
  if (mask & ~7) return mask;
  return BUTTON_NAMES.filter(([bit]) => mask & bit).map(([, name]) => name);
}

/** A pen's altitude and azimuth (P5) in the window's plane, from the PointerEvent's
 *  altitudeAngle / azimuthAngle, else from its tiltX / tiltY (the W3C conversion, as
 *  touchchain.importers.tilt_to_altitude_azimuth does). */
function penAngles(s, ev, windowName) {
  let alt = ev.altitudeAngle, az = ev.azimuthAngle;
  if (typeof alt !== 'number' || typeof az !== 'number' || !Number.isFinite(alt + az)) {
    const rad = (deg) => Math.max(-89.99, Math.min(89.99, Number(deg) || 0)) * Math.PI / 180;
    const tx = Math.tan(rad(ev.tiltX)), ty = Math.tan(rad(ev.tiltY));
    const r = Math.hypot(tx, ty);
    alt = r === 0 ? HALF_PI : Math.atan(1 / r);
    az = r === 0 ? 0 : Math.atan2(ty, tx);
  }
  // azimuthAngle is 0 .. 2π clockwise from +x on the screen; the window may be rotated
  const w = s.model.nodes.get(windowName) || s.model.windows[0];
  const inv = invertSafe(w.toScreen);
  const dx = Math.cos(az), dy = Math.sin(az);
  az = Math.atan2(inv[1] * dx + inv[3] * dy, inv[0] * dx + inv[2] * dy);
  return { altitude: clampRound(alt, 0, HALF_PI), azimuth: clampRound(az, -Math.PI, Math.PI) };
}

/** The keys a touch sample of this pointer carries besides its location (P1, P2, P5). */
function touchExtras(s, ev, info) {
  const extra = {};
  if (info.type !== 'direct') extra.type = info.type;
  if (info.type === 'indirect_pointer') extra.buttons = buttonsValue(info.buttons);
  if (info.type === 'stylus') {
    if (typeof ev.pressure === 'number' && Number.isFinite(ev.pressure)) extra.force = Math.round(Math.max(0, ev.pressure) * 1000) / 1000;
    Object.assign(extra, penAngles(s, ev, info.window));
  }
  return extra;
}

function touchStep(s, info, phase, ev) {
  flushHovers(s);
  const [sx, sy] = canvasPoint(ev);
  const [x, y] = windowPoint(s, info.window, sx, sy);
  const step = { t: inputTime(s, ev, 'touch'), touch: info.id, phase, x, y };
  if (phase === 'began' && info.window !== s.model.windows[0].name) step.window = info.window;
  Object.assign(step, touchExtras(s, ev, info));
  const tr = renderer.touches.get(info.id) || { trail: [], live: true };
  tr.trail.push([sx, sy]);
  if (tr.trail.length > 400) tr.trail.shift();
  tr.live = phase !== 'ended' && phase !== 'cancelled';
  tr.endedAt = tr.live ? undefined : performance.now();
  tr.type = info.type;
  renderer.touches.set(info.id, tr);
  requestDraw();
  return sendInput(s, step);
}

function invertSafe(m) {
  const det = m[0] * m[3] - m[1] * m[2];
  if (!det) return [1, 0, 0, 1, 0, 0];
  return [m[3] / det, -m[1] / det, -m[2] / det, m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det, (m[1] * m[4] - m[0] * m[5]) / det];
}

function onPointerDown(ev) {
  const s = session;
  if (!s) return;
  ev.preventDefault();
  const [sx, sy] = canvasPoint(ev);
  const hit = s.model.locate(sx, sy);
  if (!hit) return;
  const held = s.pointers.get(ev.pointerId);
  if (held) {                 // another button of a pressing mouse: a moved sample (P2)
    if (held.type === 'indirect_pointer' && ev.buttons && ev.buttons !== held.buttons) {
      held.buttons = ev.buttons;
      touchStep(s, held, 'moved', ev);
    }
    return;
  }
  if (ev.shiftKey) {          // a hit_test query instead of a touch
    flushHovers(s);
    const step = { t: nextT(s), hit_test: [round2(hit.x), round2(hit.y)] };
    if (hit.window !== s.model.windows[0]) step.window = hit.window.name;
    pushStep(step);
    return;
  }
  try { ui.canvas.setPointerCapture(ev.pointerId); } catch (e) { /* synthetic pointer */ }
  const type = pointerTouchType(ev);
  // the buttons held (the first one pressed begins the touch; a contact always holds one)
  const buttons = ev.buttons || (ev.button >= 0 ? 2 ** ev.button : 1);
  const info = { id: s.nextTouch++, window: hit.window.name, type, buttons };
  s.pointers.set(ev.pointerId, info);
  renderer.touches.delete(info.id);
  touchStep(s, info, 'began', ev);
}

function onPointerMove(ev) {
  const s = session;
  if (!s) return;
  const info = s.pointers.get(ev.pointerId);
  if (info) {
    ev.preventDefault();
    // a mouse button pressed or released while another is held: the new mask (P2)
    if (info.type === 'indirect_pointer' && ev.buttons) info.buttons = ev.buttons;
    touchStep(s, info, 'moved', ev);
  }
  hoverMove(s, ev);
}

function onPointerEnd(ev, phase) {
  const s = session;
  if (!s) return;
  const info = s.pointers.get(ev.pointerId);
  if (info) {
    s.pointers.delete(ev.pointerId);
    touchStep(s, info, phase, ev);   // with the buttons it had
  }
  if (ev.type === 'pointercancel') hoverEnd(s, ev, 'cancelled');
}

function nextT(s) {
  const t = s.now();
  s.lastT = t;
  s.pendingLast = null;
  return t;
}

// Hover (P3): a mouse or a pen over the canvas, pressing or not, is a hover: began when it
// first moves over the canvas (a pointerenter alone is not a move: browsers send the mouse's
// after a pen's events, where the mouse is not), moved (at most every HOVER_INTERVAL_S; the latest position waits for
// the clock's tick or the next input), ended when it leaves.

const hovers = (ev) => ev.pointerType === 'mouse' || ev.pointerType === 'pen';

function hoverStep(s, h, phase, ev) {
  const [sx, sy] = canvasPoint(ev);
  const [x, y] = windowPoint(s, h.window, sx, sy);
  const step = { t: 0, hover: h.id, phase, x, y };
  if (phase === 'began' && h.window !== s.model.windows[0].name) step.window = h.window;
  if (h.type === 'stylus') Object.assign(step, { type: 'stylus' }, penAngles(s, ev, h.window));
  return step;
}

function sendHover(s, h, step, ev) {
  step.t = inputTime(s, ev, 'hover');
  h.lastT = step.t;
  h.pending = null;
  return sendInput(s, step);
}

function hoverMove(s, ev) {
  if (!hovers(ev)) return;
  let h = s.hovers.get(ev.pointerId);
  if (!h) {
    const rect = ui.canvas.getBoundingClientRect();
    if (ev.clientX < rect.left || ev.clientY < rect.top || ev.clientX >= rect.right || ev.clientY >= rect.bottom) return;
    const hit = s.model.locate(...canvasPoint(ev));
    if (!hit) return;
    h = { id: s.nextHover++, window: hit.window.name, lastT: -Infinity, pending: null,
      type: ev.pointerType === 'pen' ? 'stylus' : 'indirect_pointer' };
    s.hovers.set(ev.pointerId, h);
    flushHovers(s);
    sendHover(s, h, hoverStep(s, h, 'began', ev), ev);
    return;
  }
  const step = hoverStep(s, h, 'moved', ev);
  if (inputTime(s, ev, null) - h.lastT >= HOVER_INTERVAL_S) {
    flushHovers(s);
    sendHover(s, h, step, ev);
  } else {
    h.pending = { step, ev };
  }
}

function hoverEnd(s, ev, phase) {
  const h = s.hovers.get(ev.pointerId);
  if (!h) return;
  s.hovers.delete(ev.pointerId);
  h.pending = null;
  flushHovers(s);
  sendHover(s, h, hoverStep(s, h, phase, ev), ev);
}

/** Send the hover moves still waiting (before any other input, and on the clock's tick). */
function flushHovers(s) {
  for (const h of s.hovers.values()) if (h.pending) sendHover(s, h, h.pending.step, h.pending.ev);
}

/** A hover step's records: the views it is over are the hit view of its hit-test walk and that
 *  view's ancestors (P3); the canvas outlines them until the hover moves on or ends. */
function onHoverRecords(s, step, recs) {
  if (step.phase === 'ended' || step.phase === 'cancelled') {
    if (renderer.hover && renderer.hover.id === step.hover) renderer.hover = null;
    requestDraw();
    return;
  }
  let hit;
  for (const r of recs) if (r.ev === 'hit_exit') hit = r.result;   // the walk's last return
  if (hit === undefined && renderer.hover && renderer.hover.id === step.hover) hit = renderer.hover.hit;
  const views = new Set();
  for (let n = hit == null ? null : s.model.nodes.get(hit); n; n = n.parent) views.add(n.name);
  const windowName = step.window || (renderer.hover && renderer.hover.id === step.hover && renderer.hover.window) || s.model.windows[0].name;
  renderer.hover = { id: step.hover, hit: hit ?? null, views, window: windowName,
    point: s.model.windowToScreen(windowName, step.x, step.y), type: step.type || 'indirect_pointer' };
  requestDraw();
}

// The wheel (P4): discrete scroll input at the pointer, signed like a finger drag (a wheel
// turned down, deltaY > 0, moves the content up: dy < 0). With ctrl (how browsers report a
// trackpad pinch, and ctrl + wheel) it is a pinch instead: began, changed, then ended
// PINCH_END_S after its last event.

function onWheel(ev) {
  const s = session;
  if (!s) return;
  ev.preventDefault();
  const [sx, sy] = canvasPoint(ev);
  const hit = s.model.locate(sx, sy);
  if (!hit) return;
  // pixels are points; lines are WHEEL_LINE_POINTS; pages are the window's height
  const unit = ev.deltaMode === 1 ? WHEEL_LINE_POINTS : ev.deltaMode === 2 ? hit.window.size[1] : 1;
  flushHovers(s);
  if (ev.ctrlKey) {
    const t = inputTime(s, ev, null);
    let p = s.pinch;
    if (!p) {
      // A trackpad pinch's began carries no change (P4: the engine reads none from it): the
      // gesture begins at scale 1, and this notch is its first change.
      p = s.pinch = { scale: 1, x: round2(hit.x), y: round2(hit.y), window: hit.window.name };
      const began = { t, pinch: 1, x: p.x, y: p.y, phase: 'began' };
      if (p.window !== s.model.windows[0].name) began.window = p.window;
      sendInput(s, began);
    }
    p.scale = clampRound(p.scale * Math.exp(-ev.deltaY * unit / 100), 0.01, 100);
    p.last = t;
    sendInput(s, { t, pinch: p.scale, x: p.x, y: p.y, phase: 'changed' });
    return;
  }
  const dx = round2(-ev.deltaX * unit), dy = round2(-ev.deltaY * unit);
  if (!dx && !dy) return;
  const step = { t: inputTime(s, ev, null), scroll: [dx, dy], x: round2(hit.x), y: round2(hit.y) };
  if (hit.window !== s.model.windows[0]) step.window = hit.window.name;
  sendInput(s, step);
}

// ---------------------------------------------------------------------------------------------
// The clock: advance steps while a touch is down or a recognizer may still be waiting
// ---------------------------------------------------------------------------------------------

function tick() {
  const s = session;
  if (!s || s.closed) return;
  const t = s.now();
  ui.clock.textContent = `t = ${t.toFixed(3)} s`;
  flushHovers(s);
  // a ctrl + wheel pinch ends once its events stop
  if (s.pinch && t - s.pinch.last >= PINCH_END_S) {
    const p = s.pinch;
    s.pinch = null;
    sendInput(s, { t: Math.max(t, s.lastT), pinch: p.scale, x: p.x, y: p.y, phase: 'ended' });
  }
  const pending = s.pointers.size > 0 || t - s.lastInputT < KEEP_ALIVE_S;
  if (pending && t > s.lastT) {
    s.lastT = t;
    s.pendingLast = null;
    pushStep({ t, advance: true });
  }
  // fade out lifted touches
  let changed = false;
  for (const [id, tr] of renderer.touches) {
    if (!tr.live && performance.now() - tr.endedAt > TRAIL_KEEP_MS) { renderer.touches.delete(id); changed = true; }
  }
  if (changed) requestDraw();
}

// ---------------------------------------------------------------------------------------------
// Panels
// ---------------------------------------------------------------------------------------------

function resetPanels(s) {
  ui.timeline.replaceChildren();
  const empty = document.createElement('div');
  empty.className = 'empty';
  empty.id = 'timeline-empty';
  empty.innerHTML = `<b>${escapeHtml(s.label)}</b> is built. Press on a view to send a touch:
    the hit-test walk, the responder chain, recognizer states and control events appear here,
    one card per trace step.`;
  ui.timeline.append(empty);
  ui.log.replaceChildren();
  if (s.buildRecords.length) ui.log.append(logLines(s.buildRecords, s.buildRecords.map(R.formatRecord)));
  ui.detail.innerHTML = '<p class="muted">Touch the scene to dispatch.</p>';
  // router form
  ui.routeFrom.replaceChildren(...s.model.responderNames().map((n) => new Option(n, n)));
  ui.routeNames.replaceChildren(...s.model.routeNames().map((n) => new Option(n, n)));
  const routes = s.model.routeNames();
  if (routes.length && !ui.routeName.value) ui.routeName.value = routes[0];
  else if (!routes.length) ui.routeName.value = ui.routeName.value || 'tapped';
  // prefer a leaf that sends the first route name: a view whose name is the route, else the last view
  const names = s.model.responderNames();
  const pick = names.find((n) => n === ui.routeName.value) ||
    [...s.model.nodes.values()].filter((n) => n.children.length === 0).map((n) => n.name).pop();
  if (pick) ui.routeFrom.value = pick;
  ui.play.disabled = !(Array.isArray(s.plainDoc && s.plainDoc.trace) && s.plainDoc.trace.length);
  s.recognizerLast.clear();
  renderRecognizers(s);
  renderer.highlight = highlightFor([]);
  for (const o of [...ui.select.options]) if (o.dataset.custom) o.remove();
  if (![...ui.select.options].some((o) => o.value === s.label)) {
    const o = new Option(`${s.label} (file)`, s.label);
    o.dataset.custom = '1';
    ui.select.append(o);
  }
  ui.select.value = s.label;
}

function onStepDone(s, index, step, recs, live) {
  const hasRecords = recs.length > 0;
  if ('touch' in step && step.phase === 'began') s.lastBeganT = step.t;
  appendStepCard(s, index, step, recs);
  if (hasRecords) {
    onStepRecords(s, recs, index);
    if (s.follow || live) select(s, index);
  }
}

function onStepRecords(s, recs, index) {
  for (const r of recs) {
    if (r.ev === 'gesture') s.recognizerLast.set(r.recognizer, { state: r.state, t: r.at, reason: r.reason });
  }
  ui.log.append(logLines(recs, recs.map(R.formatRecord), index));
  ui.log.scrollTop = ui.log.scrollHeight;
  renderRecognizers(s);
}

function appendStepCard(s, index, step, recs) {
  const empty = document.getElementById('timeline-empty');
  if (empty) empty.remove();
  const { kind, text } = describeStep(step);
  const card = document.createElement('div');
  card.className = 'step';
  card.dataset.index = String(index);
  card.dataset.kind = kind;
  if (kind === 'advance' && !recs.length) {
    card.classList.add('idle');
    card.hidden = !ui.showAdv.checked;
  }
  const head = document.createElement('div');
  head.className = 'step-head';
  head.innerHTML = `<span class="idx">#${index}</span><span class="t">${step.t.toFixed(3)}</span>` +
    `<span class="kind ${kind}">${kind.replace('_', ' ')}</span>`;
  const what = document.createElement('span');
  what.className = 'what';
  what.textContent = text;
  head.append(what);
  const body = document.createElement('div');
  body.className = 'step-body';
  body.append(renderGroups(recs, { showHitTrace: ui.showHit.checked }));
  card.append(head, body);
  card.addEventListener('click', () => { s.follow = index === s.steps.length - 1; select(s, index); });
  const nearBottom = ui.timeline.scrollHeight - ui.timeline.scrollTop - ui.timeline.clientHeight < 80;
  ui.timeline.append(card);
  if (nearBottom && !card.hidden) ui.timeline.scrollTop = ui.timeline.scrollHeight;
}

function rerenderTimeline() {
  const s = session;
  if (!s) return;
  for (const card of ui.timeline.querySelectorAll('.step')) {
    const i = Number(card.dataset.index);
    if (card.classList.contains('idle')) card.hidden = !ui.showAdv.checked;
    const body = card.querySelector('.step-body');
    body.replaceChildren(renderGroups(s.stepRecords[i], { showHitTrace: ui.showHit.checked }));
  }
}

function select(s, index) {
  s.selected = index;
  for (const c of ui.timeline.querySelectorAll('.step.selected')) c.classList.remove('selected');
  const card = ui.timeline.querySelector(`.step[data-index="${index}"]`);
  if (card) card.classList.add('selected');
  const from = s.groupStart[index] ?? index;
  // the interaction's records; the hit-test walks of its hovers only when a hover is selected
  const shown = [];
  for (let i = from; i <= index; i++) {
    const recs = s.stepRecords[i];
    shown.push(...(i !== index && 'hover' in s.steps[i] ? recs.filter((r) => !HIT_WALK_EVS.has(r.ev)) : recs));
  }
  renderer.highlight = highlightFor(shown);
  // the touches of the interaction, as paths up to the selected step
  const paths = new Map();
  for (let i = from; i <= index; i++) {
    const st = s.steps[i];
    if (!('touch' in st) || typeof st.x !== 'number' || typeof st.y !== 'number') continue;
    const key = String(st.touch);
    if (st.phase === 'began' || !paths.has(key)) paths.set(key, { trail: [], window: st.window, live: true });
    const p = paths.get(key);
    p.trail.push(s.model.windowToScreen(p.window, st.x, st.y));
    p.live = st.phase !== 'ended' && st.phase !== 'cancelled';
  }
  renderer.paths = paths;
  // the step's lines in the log
  for (const l of ui.log.querySelectorAll('.sel')) l.classList.remove('sel');
  const lines = ui.log.querySelectorAll(`[data-step="${index}"]`);
  lines.forEach((l) => l.classList.add('sel'));
  if (lines.length) {
    const first = lines[0];
    const top = first.offsetTop - ui.log.offsetTop;
    if (top < ui.log.scrollTop || top > ui.log.scrollTop + ui.log.clientHeight - 20) ui.log.scrollTop = Math.max(0, top - 40);
  }
  renderDetail(s, index);
  requestDraw();
}

function renderDetail(s, index) {
  const step = s.steps[index];
  const recs = s.stepRecords[index] || [];
  const hl = highlightFor(recs);
  const parts = [];
  const { text } = describeStep(step);
  parts.push(`<p><b>Step #${index}</b> at t = ${step.t.toFixed(3)} s: ${escapeHtml(text)}</p>`);
  const from = s.groupStart[index] ?? index;
  if (from < index) parts.push(`<p class="muted">The canvas shows the whole interaction, steps #${from}–#${index}.</p>`);
  if ('hover' in step) {
    let hit;
    for (const r of recs) if (r.ev === 'hit_exit') hit = r.result;
    const views = [];
    for (let n = hit == null ? null : s.model.nodes.get(hit); n; n = n.parent) views.push(n.name);
    if (hit !== undefined) parts.push(`<p>Hovered views: ${views.length ? views.map((v) => `<b class="name">${escapeHtml(v)}</b>`).join(' → ') : 'none'}</p>`);
  }
  if (hl.hitView !== null) parts.push(`<p>Hit view: <b class="name">${escapeHtml(String(hl.hitView))}</b>${hl.hitTried.size ? ` (${hl.hitTried.size} views asked pointInside)` : ''}</p>`);
  if (hl.chain.size) {
    const chain = [...hl.chain.keys()].map((n) => (hl.chainHandled.has(n) ? `<b>${escapeHtml(n)} ✓</b>` : escapeHtml(n))).join(' → ');
    parts.push(`<p>Responders: ${chain}</p>`);
  }
  const gestures = recs.filter((r) => r.ev === 'gesture');
  if (gestures.length) parts.push(`<p>Gestures: ${gestures.map((g) => `${escapeHtml(g.recognizer)} <i>${g.state}</i>${g.reason ? ` (${escapeHtml(g.reason)})` : ''}`).join(', ')}</p>`);
  const controls = recs.filter((r) => r.ev === 'control');
  if (controls.length) parts.push(`<p>Control events: ${controls.map((c) => `${escapeHtml(c.view)}.${c.event}`).join(', ')}</p>`);
  const scrolls = scrollSummary(recs);
  if (scrolls.length) parts.push(`<p class="scrolls">Scroll: ${scrolls.map((r) => `<b class="name">${escapeHtml(r.view)}</b> ${escapeHtml(r.text)}`).join('; ')}</p>`);
  parts.push(`<pre>${escapeHtml(JSON.stringify(step))}</pre>`);
  ui.detail.innerHTML = parts.join('');
}

function renderRecognizers(s) {
  const rows = s.model.recognizers.map((r) => {
    const last = s.recognizerLast.get(r.name);
    const stale = last && last.t < s.lastBeganT && ['ended', 'failed', 'cancelled'].includes(last.state);
    const state = last ? last.state : 'possible';
    const color = { possible: '#8a94a6', began: '#2f6df6', changed: '#0ea5a4', ended: '#16a34a', cancelled: '#f59e0b', failed: '#e11d48' }[state] || '#64748b';
    return `<tr class="${stale ? 'stale' : ''}"><td><span class="rname">${escapeHtml(r.name)}</span><br><span class="rkind">${escapeHtml(String(r.kind))} on ${escapeHtml(r.view)}</span></td>` +
      `<td style="text-align:right"><span class="state" style="background:${color}">${state}</span>` +
      `${last ? `<span class="rkind"> t ${Number(last.t).toFixed(3)}</span>` : ''}` +
      `${last && last.reason ? `<span class="rreason">${escapeHtml(last.reason)}</span>` : ''}</td></tr>`;
  });
  ui.recognizers.innerHTML = rows.length ? rows.join('') : '<tr><td class="muted">This scene has no gesture recognizers.</td></tr>';
}

// ---------------------------------------------------------------------------------------------
// Scene document, download, log
// ---------------------------------------------------------------------------------------------

function sceneDocument() {
  const s = session;
  if (!s) return null;
  const base = s.plainDoc ? structuredClone(s.plainDoc) : JSON.parse(JSON.stringify(s.doc));
  const out = {};
  for (const [k, v] of Object.entries(base)) if (k !== 'trace') out[k] = v;
  out.trace = s.steps.map((st) => ({ ...st }));
  return out;
}

function sceneText() {
  const doc = sceneDocument();
  const sentinel = '"\u0001TRACE\u0001"';
  const head = JSON.stringify({ ...doc, trace: '\u0001TRACE\u0001' }, null, 2);
  const steps = doc.trace.map((st) => '    ' + JSON.stringify(st)).join(',\n');
  return head.replace(JSON.stringify('\u0001TRACE\u0001'), doc.trace.length ? `[\n${steps}\n  ]` : '[]')
    .replace(sentinel, '[]') + '\n';
}

function logText() {
  const s = session;
  if (!s) return '';
  return R.formatLog(s.replayer.records);
}

function download() {
  const s = session;
  if (!s) return;
  const blob = new Blob([sceneText()], { type: 'application/json' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = `${s.label.replace(/[^\w.-]+/g, '_')}.session.json`;
  document.body.append(a);
  a.click();
  setTimeout(() => { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
}

function playFileTrace() {
  const s = session;
  if (!s || !s.plainDoc || !Array.isArray(s.plainDoc.trace)) return Promise.resolve();
  if (s.steps.some((st) => !('hover' in st))) {
    showError('The file\'s trace can only be played on a fresh session: press Reset first.');
    return Promise.resolve();
  }
  if (s.steps.length) {       // only the pointer passing over the canvas: start afresh
    return startSession(s.text, s.label).then(() => playFileTrace(), () => {});
  }
  ui.play.disabled = true;
  // every step is queued now, before the idle clock could slip an `advance` in between
  const steps = s.plainDoc.trace;
  let maxT = s.lastT;
  const kindOf = (st) => (st && 'touch' in st ? 'touch' : st && 'hover' in st ? 'hover' : '');
  for (const [i, step] of steps.entries()) {
    // a touch or hover sample is dispatched when the next step is not of its kind and t (as the
    // replay does then): at once, so that its records are its own step's
    const next = steps[i + 1];
    const flush = next !== undefined && kindOf(step) !== '' &&
      !(kindOf(next) === kindOf(step) && next.t === step.t);
    pushStep(step, { live: false, flush });
    if (step && Number.isFinite(step.t) && step.t > maxT) maxT = step.t;
  }
  s.lastT = maxT;
  s.pendingLast = steps[steps.length - 1] || null;   // a live touch at the same t gets bumped
  if (s.now() < maxT) s.t0 = performance.now() - maxT * 1000;  // the clock continues from there
  s.lastInputT = -Infinity;
  // samples still queued at the end of the file's trace are dispatched now, as the next step
  // (whose t differs: inputTime) would dispatch them in the replayed file
  const done = queue.then(() => {
    if (s !== session || s.closed || !s.steps.length) return;
    const recs = s.replayer.finish();
    const i = s.steps.length - 1;
    if (recs.length) {
      s.stepRecords[i].push(...recs);
      if (s.model.applyScrollRecords(recs)) requestDraw();
      const card = ui.timeline.querySelector(`.step[data-index="${i}"]`);
      if (card) card.remove();
      appendStepCard(s, i, s.steps[i], s.stepRecords[i]);
      onStepRecords(s, recs, i);
    }
    // the drawing shows the last step with records
    for (let j = i; j >= 0; j--) if (s.stepRecords[j].length) { select(s, j); break; }
  });
  queue = done.catch(() => {});
  return done;
}

// ---------------------------------------------------------------------------------------------
// Misc UI
// ---------------------------------------------------------------------------------------------

let drawPending = false;
function requestDraw() {
  if (drawPending) return;
  drawPending = true;
  requestAnimationFrame(() => { drawPending = false; renderer.draw(); });
}

function setStatus(text, cls) {
  ui.status.textContent = text;
  ui.status.className = 'status ' + (cls || '');
}
function showError(msg) {
  ui.error.textContent = msg;
  ui.error.hidden = false;
  clearTimeout(showError.timer);
  showError.timer = setTimeout(hideError, 9000);
}
function hideError() { ui.error.hidden = true; }
function escapeHtml(s) {
  return String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }[c]));
}

function parseInfo(text) {
  const info = {};
  for (const part of text.split(/[,;\n]/)) {
    const p = part.trim();
    if (!p) continue;
    const eq = p.indexOf('=');
    if (eq < 0) info[p] = '';
    else info[p.slice(0, eq).trim()] = p.slice(eq + 1).trim();
  }
  return info;
}

async function fillSceneList() {
  let names = [];
  try {
    const resp = await fetch(SCENES_DIR + 'MANIFEST');
    if (resp.ok) {
      names = (await resp.text()).split('\n').map((l) => l.trim())
        .filter((l) => l && !l.startsWith('#')).map((l) => l.split(/\s+/)[0]);
    }
  } catch (e) { /* served without examples/scenes */ }
  ui.select.replaceChildren(...names.map((n) => new Option(n.replace(/_/g, ' '), n)));
  return names;
}

async function openFile(file) {
  const text = await file.text();
  const label = file.name.replace(/\.json$/, '');
  await startSession(text, label).catch(() => {});
}

function wire() {
  ui.canvas.addEventListener('pointerdown', onPointerDown);
  ui.canvas.addEventListener('pointermove', onPointerMove);
  ui.canvas.addEventListener('pointerup', (e) => onPointerEnd(e, 'ended'));
  ui.canvas.addEventListener('pointercancel', (e) => onPointerEnd(e, 'cancelled'));
  ui.canvas.addEventListener('pointerleave', (e) => { if (session) hoverEnd(session, e, 'ended'); });
  ui.canvas.addEventListener('wheel', onWheel, { passive: false });
  // the middle button must not start the browser's autoscroll
  ui.canvas.addEventListener('mousedown', (e) => { if (e.button === 1) e.preventDefault(); });
  ui.canvas.addEventListener('lostpointercapture', (e) => onPointerEnd(e, 'cancelled'));
  ui.canvas.addEventListener('contextmenu', (e) => e.preventDefault());
  ui.select.addEventListener('change', () => loadScene(ui.select.value).catch(() => {}));
  ui.file.addEventListener('change', () => { if (ui.file.files[0]) openFile(ui.file.files[0]); ui.file.value = ''; });
  ui.reset.addEventListener('click', () => { if (session) startSession(session.text, session.label).catch(() => {}); });
  ui.download.addEventListener('click', download);
  ui.play.addEventListener('click', playFileTrace);
  ui.copyLog.addEventListener('click', () => navigator.clipboard && navigator.clipboard.writeText(logText()));
  ui.showHit.addEventListener('change', rerenderTimeline);
  ui.showAdv.addEventListener('change', rerenderTimeline);
  ui.routeForm.addEventListener('submit', (e) => {
    e.preventDefault();
    const s = session;
    if (!s) return;
    const name = ui.routeName.value;
    if (!name) return;
    const step = { t: nextT(s), route: name, from: ui.routeFrom.value };
    const info = parseInfo(ui.routeInfo.value);
    if (Object.keys(info).length) step.info = info;
    pushStep(step);
  });
  // drag and drop a scene file anywhere on the page
  let depth = 0;
  window.addEventListener('dragenter', (e) => { e.preventDefault(); depth++; document.body.classList.add('dragging'); });
  window.addEventListener('dragleave', () => { if (--depth <= 0) { depth = 0; document.body.classList.remove('dragging'); } });
  window.addEventListener('dragover', (e) => e.preventDefault());
  window.addEventListener('drop', (e) => {
    e.preventDefault(); depth = 0; document.body.classList.remove('dragging');
    const f = e.dataTransfer && e.dataTransfer.files[0];
    if (f) openFile(f);
  });
  new ResizeObserver(() => { renderer.fit(); requestDraw(); }).observe(ui.canvas);
  setInterval(tick, ADVANCE_INTERVAL_MS);
}

async function main() {
  wire();
  try {
    R = await import(REPLAY_MODULE);
  } catch (e) {
    setStatus('engine missing', 'bad');
    showError(`cannot load ${REPLAY_MODULE}: ${e.message}\nRun \`make web\` and serve the repository root.`);
    throw e;
  }
  const names = await fillSceneList();
  const wanted = new URLSearchParams(location.search).get('scene');
  const first = wanted || (names.includes(DEFAULT_SCENE) ? DEFAULT_SCENE : names[0]);
  if (first) await loadScene(first);
  else setStatus('open a scene file', '');
}

const ready = main();
ready.catch((e) => console.error(e));

window.touchchainPlayground = {
  ready,
  loadScene: (nameOrText, name) => loadScene(nameOrText, name).then(() => undefined),
  /** Select a step of the timeline (as a click on its card does) and scroll it into view. */
  selectStep: (index) => {
    const s = session;
    const card = ui.timeline.querySelector(`.step[data-index="${index}"]`);
    if (!s || !card) return false;
    s.follow = false;
    select(s, index);
    card.scrollIntoView({ block: 'center' });
    return true;
  },
  trace: () => (session ? session.steps.map((s) => ({ ...s })) : []),
  sceneDocument,
  sceneText,
  log: logText,
  records: () => (session ? session.replayer.records.slice() : []),
  /** The live hover the canvas shows: {id, type, hit, views (hovered, hit view first)}, or null. */
  hover: () => {
    const h = renderer.hover;
    return h ? { id: h.id, type: h.type, hit: h.hit, views: [...h.views] } : null;
  },
  /** The content offset each scroll view is drawn at: {name: [x, y]}. */
  scrollOffsets: () => (session ? session.model.scrollOffsets() : {}),
  /** A point in a window's coordinates -> page (client) coordinates, for driving input. */
  pagePoint: (x, y, windowName) => {
    const [sx, sy] = session.model.windowToScreen(windowName, x, y);
    const v = renderer.view;
    const rect = ui.canvas.getBoundingClientRect();
    return [rect.left + v[0] * sx + v[2] * sy + v[4], rect.top + v[1] * sx + v[3] * sy + v[5]];
  },
  idle: () => queue.then(() => undefined),   // resolves once every queued step has run
  sendRoute: (name, from, info) => {
    const s = session;
    const step = { t: nextT(s), route: name, from };
    if (info && Object.keys(info).length) step.info = info;
    return pushStep(step);
  },
};
