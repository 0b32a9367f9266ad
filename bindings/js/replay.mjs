// Replay a scene/trace file (`touchchain-scene/1`, docs/FORMAT.md) and log what the engine
// dispatched, one JSON object per line: the JavaScript port of
// bindings/python/touchchain/replay.py, producing byte-identical logs.
//
//     node bindings/js/replay.mjs SCENE.json [--trace-hit-test]
//
//     import { load, loads, validate, replay, formatLog, Replayer } from './replay.mjs';
//     const records = await replay(loads(text));          // every record, in log order
//     process.stdout.write(formatLog(records));
//
// The module works in Node 20 and in browsers: nothing Node-only is imported at the top level
// (load() and the command line import `node:fs` dynamically). The engine is ./touchchain.mjs
// (WebAssembly, instantiated by its top-level await when this module is imported).
//
// Numbers. Python tells integers from floats; JavaScript does not. loads() returns integer
// literals that a double cannot hold exactly (beyond 2^53) as BigInt, so that int64 touch ids
// keep every digit; integer literals too large for a double read as +-Infinity, like the Python
// tool. Float literals with an integral value are remembered on their container (a hidden
// symbol), so that the messages that print such a value (`3e9 is out of range ...`) print it
// as Python does. Objects keep the key order of the text (also for keys such as "1", which
// JavaScript objects would move first: the order is kept on a hidden symbol), and the last of
// duplicate keys wins, in the position of the first, as in Python.

import * as tc from './touchchain.mjs';

export const FORMAT_ID = 'touchchain-scene/1';

// ---------------------------------------------------------------------------------------------
// Names used in files and logs (the orders are Python's: they appear in messages)
// ---------------------------------------------------------------------------------------------

export const TOUCH_PHASES = { began: 1, moved: 2, stationary: 3, ended: 4, cancelled: 5 };
export const MOTION_PHASES = { began: 1, ended: 4, cancelled: 5 };
export const PRESS_PHASES = { began: 1, changed: 6, ended: 4, cancelled: 5 };
const PHASE_NAMES = { 1: 'began', 2: 'moved', 3: 'stationary', 4: 'ended', 5: 'cancelled', 6: 'changed' };
// P1: a touch's type; "pencil" is UIKit's name of a stylus (the log writes "stylus").
export const TOUCH_TYPES = { direct: 1, indirect: 2, stylus: 3, indirect_pointer: 4, pencil: 3 };
const TOUCH_TYPE_NAMES = { 1: 'direct', 2: 'indirect', 3: 'stylus', 4: 'indirect_pointer' };
// P3: hovers (their phases are a touch's, without stationary) and the types that hover.
export const HOVER_PHASES = { began: 1, moved: 2, ended: 4, cancelled: 5 };
export const HOVER_TYPES = { indirect_pointer: 4, stylus: 3, pencil: 3 };
// P4: scroll input kinds; a continuous scroll's, a pinch's and a rotation's phases.
export const SCROLL_KINDS = { discrete: 1, continuous: 2 };
export const GESTURE_PHASES = { began: 1, changed: 6, ended: 4, cancelled: 5 };
// P2: pointer buttons; P5: the properties that may be estimates (in bit order).
export const BUTTONS = { primary: 1, secondary: 2, tertiary: 4 };
export const PROPERTIES = { force: 1, azimuth: 2, altitude: 4, location: 8 };
const UINT32 = [0n, 2n ** 32n - 1n];   // button masks: uint32_t
const DEFAULT_ALTITUDE = tc.TC.TC_DEFAULT_ALTITUDE;
export const MOTIONS = { shake: 100 };
export const REMOTES = {
  play: 200, pause: 201, stop: 202, toggle_play_pause: 203, next_track: 204,
  previous_track: 205, begin_seeking_backward: 206, end_seeking_backward: 207,
  begin_seeking_forward: 208, end_seeking_forward: 209,
};
// Remote-control names as prose writes them ("next", "previous", "toggle-play-pause"): each
// canonical name with hyphens, and the tracks without the word; logged canonically.
export const REMOTE_ALIASES = {
  next: 204, previous: 205,
  ...Object.fromEntries(Object.entries(REMOTES).filter(([n]) => n.includes('_')).map(([n, v]) => [n.replaceAll('_', '-'), v])),
};
const REMOTES_ALL = { ...REMOTES, ...REMOTE_ALIASES };
export const PRESSES = {
  up_arrow: 300, down_arrow: 301, left_arrow: 302, right_arrow: 303, select: 304, menu: 305,
  play_pause: 306, page_up: 307, page_down: 308,
};
export const PRESS_ALIASES = { up: 300, down: 301, left: 302, right: 303 };
const PRESSES_ALL = { ...PRESSES, ...PRESS_ALIASES };
export const CONTROL_KINDS = { button: 1, switch: 2, slider: 3, stepper: 4, segmented: 5, page: 6, generic: 7 };
export const CONTROL_EVENTS = {
  touch_down: 1, touch_down_repeat: 2, touch_drag_inside: 4, touch_drag_outside: 8,
  touch_drag_enter: 16, touch_drag_exit: 32, touch_up_inside: 64, touch_up_outside: 128,
  touch_cancel: 256, value_changed: 4096, primary_action_triggered: 8192,
};
const CONTROL_EVENTS_ALL = 12799;
const CONTROL_EVENT_NAMES = Object.fromEntries(Object.entries(CONTROL_EVENTS).map(([k, v]) => [v, k]));
export const RECOGNIZER_KINDS = { tap: 1, long_press: 2, pan: 3, edge_pan: 4, swipe: 5, pinch: 6, rotation: 7, hover: 9 };
export const DIRECTIONS = { right: 1, left: 2, up: 4, down: 8 };
export const EDGES = { top: 1, left: 2, bottom: 4, right: 8 };
export const HANDLES = ['touches', 'motion', 'remote', 'presses'];
const HANDLES_TABLE = { touches: 0, motion: 0, remote: 0, presses: 0 };
// What a VIEW's `handles` may also list (views only): its hover (P3) and estimated-update (P5)
// callbacks, logged as `hover` and `estimated_update` records.
export const VIEW_HANDLES = [...HANDLES, 'hover', 'estimated_update'];
const VIEW_HANDLES_TABLE = Object.fromEntries(VIEW_HANDLES.map((h) => [h, 0]));
const GESTURE_STATES = { 2: 'began', 3: 'changed', 4: 'ended', 5: 'cancelled', 6: 'failed' };
const EVENT_KIND_NAMES = { 1: 'touches', 2: 'motion', 3: 'remote', 4: 'press', 5: 'route' };
const FAILURE_REASONS = [
  'none', 'moved too far', 'too many touches', 'too few touches', 'timed out', 'ended too soon',
  'wrong direction', 'vetoed by delegate', 'vetoed by view', 'required recognized', 'excluded',
  'disabled', 'not at edge', 'touch cancelled', 'set by host',
];
const MOTION_NAMES = invert(MOTIONS);
const REMOTE_NAMES = invert(REMOTES);
const PRESS_NAMES = invert(PRESSES);

export const KIND_PARAMS = {
  tap: ['taps', 'touches', 'allowable_movement', 'button_mask_required'],
  long_press: ['taps', 'touches', 'min_duration', 'allowable_movement', 'button_mask_required'],
  pan: ['min_touches', 'max_touches', 'allowed_scroll_types'],
  edge_pan: ['edges', 'min_touches', 'max_touches'],
  swipe: ['direction', 'touches'],
  pinch: [],
  rotation: [],
  hover: [],
};
const PARAM_FIELD = {
  taps: 'taps_required', touches: 'touches_required', min_duration: 'min_duration',
  allowable_movement: 'allowable_movement', min_touches: 'min_touches',
  max_touches: 'max_touches', direction: 'direction', edges: 'edges',
  cancels_touches_in_view: 'cancels_touches_in_view',
  delays_touches_began: 'delays_touches_began', delays_touches_ended: 'delays_touches_ended',
  enabled: 'enabled', allowed_touch_types: 'allowed_touch_types',
  button_mask_required: 'button_mask_required', allowed_scroll_types: 'allowed_scroll_types',
  requires_exclusive_touch_type: 'requires_exclusive_touch_type',
};
export const RECOGNIZER_COMMON = ['name', 'kind', 'enabled', 'cancels_touches_in_view',
  'delays_touches_began', 'delays_touches_ended', 'require_to_fail', 'simultaneous_with',
  'should_begin', 'allowed_touch_types', 'requires_exclusive_touch_type'];
export const ALL_KIND_PARAMS = ['taps', 'touches', 'min_duration', 'allowable_movement',
  'min_touches', 'max_touches', 'direction', 'edges', 'button_mask_required',
  'allowed_scroll_types'];
const INT32 = [-(2n ** 31n), 2n ** 31n - 1n];
const INT64 = [-(2n ** 63n), 2n ** 63n - 1n];
const INT_PARAMS = ['taps', 'touches', 'min_touches', 'max_touches'];
export const VIEW_KEYS = ['name', 'frame', 'bounds_origin', 'transform', 'hidden', 'alpha',
  'interactive', 'multiple_touch', 'exclusive_touch', 'hit', 'handles', 'routes',
  'can_become_first', 'can_resign_first', 'control', 'scroll', 'recognizers', 'children'];
const VIEW_SET_KEYS = VIEW_KEYS.filter((k) => k !== 'name' && k !== 'children').concat(['view', 'remove']);
export const HIT_KEYS = ['insets', 'min_size', 'outside_bounds', 'redirect', 'polygon',
  'presentation', 'use_presentation'];
// The `scroll` object of a VIEW (a scroll view, S1-S9); content_offset is not a parameter of
// tc_view_set_scroll.
export const SCROLL_KEYS = ['content_size', 'content_offset', 'content_inset', 'enabled', 'paging',
  'bounces', 'always_bounce_horizontal', 'always_bounce_vertical', 'directional_lock',
  'delays_content_touches', 'can_cancel_content_touches', 'deceleration_rate', 'nested',
  'transfers_horizontal_scrolling_to_parent', 'transfers_vertical_scrolling_to_parent',
  'pointer_drag_scrolling', 'bounces_horizontally', 'bounces_vertically'];
const SCROLL_BOOLS = ['enabled', 'paging', 'bounces', 'always_bounce_horizontal',
  'always_bounce_vertical', 'directional_lock', 'delays_content_touches',
  'can_cancel_content_touches', 'transfers_horizontal_scrolling_to_parent',
  'transfers_vertical_scrolling_to_parent', 'pointer_drag_scrolling', 'bounces_horizontally',
  'bounces_vertically'];
export const DECELERATION_RATES = { normal: tc.TC.TC_DECELERATION_NORMAL, fast: tc.TC.TC_DECELERATION_FAST };
const NESTED = { uikit: null, handoff: null };
// The key of a `scroll` object a refusal of tc_view_set_scroll names, by the C field in the
// engine's message (checked in this order; none: the `scroll` object itself).
const SCROLL_FIELD_KEYS = [['content_w', 'content_size'], ['content_h', 'content_size'],
  ['inset_top', 'content_inset'], ['inset_left', 'content_inset'],
  ['inset_bottom', 'content_inset'], ['inset_right', 'content_inset'],
  ['deceleration_rate', 'deceleration_rate']];
const SCROLL_EVENTS = { 1: 'will_begin_dragging', 2: 'did_scroll', 3: 'will_end_dragging',
  4: 'did_end_dragging', 5: 'will_begin_decelerating', 6: 'did_end_decelerating' };
export const STEP_KINDS = ['touch', 'hover', 'scroll', 'pinch', 'rotate', 'update', 'advance',
  'motion', 'remote', 'press', 'route', 'hit_test', 'set', 'first_responder', 'focus'];
export const STEP_KEYS = {
  touch: ['t', 'touch', 'phase', 'x', 'y', 'window', 'force', 'radius', 'type', 'buttons',
    'altitude', 'azimuth', 'estimated', 'expecting', 'update_index', 'coalesced', 'predicted'],
  hover: ['t', 'hover', 'phase', 'x', 'y', 'type', 'altitude', 'azimuth', 'z', 'window'],
  scroll: ['t', 'scroll', 'x', 'y', 'kind', 'phase', 'window'],
  pinch: ['t', 'pinch', 'x', 'y', 'phase', 'window'],
  rotate: ['t', 'rotate', 'x', 'y', 'phase', 'window'],
  update: ['t', 'update', 'index', 'force', 'altitude', 'azimuth', 'x', 'y'],
  advance: ['t', 'advance'],
  motion: ['t', 'motion', 'phase'],
  remote: ['t', 'remote'],
  press: ['t', 'press', 'phase'],
  route: ['t', 'route', 'from', 'info'],
  hit_test: ['t', 'hit_test', 'window'],
  set: ['t', 'set'],
  first_responder: ['t', 'first_responder'],
  focus: ['t', 'focus'],
};
const ANY_STEP_KEY = new Set(Object.values(STEP_KEYS).flat());
const STEP_REQUIRED = {
  touch: ['t', 'touch', 'phase', 'x', 'y'], motion: ['t', 'motion', 'phase'],
  press: ['t', 'press', 'phase'], route: ['t', 'route', 'from'],
  hover: ['t', 'hover', 'phase', 'x', 'y'], scroll: ['t', 'scroll', 'x', 'y'],
  pinch: ['t', 'pinch', 'x', 'y', 'phase'], rotate: ['t', 'rotate', 'x', 'y', 'phase'],
  update: ['t', 'update', 'index'],
};
const RECOGNIZER_SET_KEYS = ['recognizer', 'enabled', 'cancels_touches_in_view',
  'delays_touches_began', 'delays_touches_ended', 'should_begin', 'allowed_touch_types',
  'requires_exclusive_touch_type'];
export const SCENE_KEYS = ['format', 'windows', 'controllers', 'app', 'app_delegate',
  'first_responder', 'focus', 'trace'];

function invert(table) {
  return Object.fromEntries(Object.entries(table).map(([k, v]) => [v, k]));
}

/** The scene file is unreadable or invalid; the message starts with the key path. */
export class SceneError extends Error {
  constructor(message) {
    super(message);
    this.name = 'SceneError';
  }
}

// ---------------------------------------------------------------------------------------------
// Objects as read by loads(): key order, integral floats
// ---------------------------------------------------------------------------------------------

/** Hidden key order of an object whose keys JavaScript would reorder (array-index keys). */
const KEY_ORDER = Symbol.for('touchchain.replay.keyOrder');
/** Hidden set of the keys (or indices) of a container whose value is an integral float
 * literal (`5.0`, `3e9`), so that messages print it as Python would (`5.0`). */
const FLOAT_KEYS = Symbol.for('touchchain.replay.floatKeys');

const hasOwn = (o, k) => Object.prototype.hasOwnProperty.call(o, k);

/** The keys of a JSON object in the order of its text (or insertion order). */
export function keysOf(obj) {
  const order = obj[KEY_ORDER];
  return order !== undefined ? order : Object.keys(obj);
}

function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function isFloatLiteral(container, key) {
  const set = container[FLOAT_KEYS];
  return set !== undefined && set.has(key);
}

// ---------------------------------------------------------------------------------------------
// Python-compatible text: repr(), ascii(), json.dumps strings and floats
// ---------------------------------------------------------------------------------------------

const NOT_PRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

function hexEscape(cp) {
  if (cp <= 0xff) return '\\x' + cp.toString(16).padStart(2, '0');
  if (cp <= 0xffff) return '\\u' + cp.toString(16).padStart(4, '0');
  return '\\U' + cp.toString(16).padStart(8, '0');
}

function pyQuote(s, asciiOnly) {
  const quote = s.includes("'") && !s.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of s) {
    const cp = ch.codePointAt(0);
    if (ch === quote || ch === '\\') out += '\\' + ch;
    else if (ch === '\t') out += '\\t';
    else if (ch === '\n') out += '\\n';
    else if (ch === '\r') out += '\\r';
    else if (cp < 0x20 || cp === 0x7f) out += hexEscape(cp);
    else if (cp < 0x7f) out += ch;
    else if (asciiOnly || NOT_PRINTABLE.test(ch)) out += hexEscape(cp);
    else out += ch;
  }
  return out + quote;
}

/** Python's repr() of a string. */
export function pyRepr(s) {
  return pyQuote(s, false);
}

/** Python's ascii() of a string. */
export function pyAscii(s) {
  return pyQuote(s, true);
}

/** A string as Python's json.dumps(s, ensure_ascii=False) writes it. */
export function pyJsonString(s) {
  let out = '"';
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x20 && c !== 0x22 && c !== 0x5c) continue;
    out += s.slice(start, i);
    start = i + 1;
    switch (c) {
      case 0x22: out += '\\"'; break;
      case 0x5c: out += '\\\\'; break;
      case 0x0a: out += '\\n'; break;
      case 0x0d: out += '\\r'; break;
      case 0x09: out += '\\t'; break;
      case 0x08: out += '\\b'; break;
      case 0x0c: out += '\\f'; break;
      default: out += '\\u' + c.toString(16).padStart(4, '0');
    }
  }
  return out + s.slice(start) + '"';
}

/** Python's repr() of a float (a JavaScript number): shortest round-trip digits, scientific
 * notation when the decimal exponent is below -4 or at least 16, always looking like a float. */
export function pyFloatRepr(x) {
  if (Number.isNaN(x)) return 'nan';
  if (x === Infinity) return 'inf';
  if (x === -Infinity) return '-inf';
  if (x === 0) return Object.is(x, -0) ? '-0.0' : '0.0';
  const sign = x < 0 ? '-' : '';
  const m = /^(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(Math.abs(x).toExponential());
  const digits = m[1] + (m[2] || '');
  const exp = Number(m[3]);
  if (exp < -4 || exp >= 16) {
    const rest = digits.length > 1 ? '.' + digits.slice(1) : '';
    const e = Math.abs(exp);
    return sign + digits[0] + rest + 'e' + (exp < 0 ? '-' : '+') + (e < 10 ? '0' + e : String(e));
  }
  if (exp < 0) return sign + '0.' + '0'.repeat(-exp - 1) + digits;
  if (digits.length <= exp + 1) return sign + digits + '0'.repeat(exp + 1 - digits.length) + '.0';
  return sign + digits.slice(0, exp + 1) + '.' + digits.slice(exp + 1);
}

const F64 = new Float64Array(1);
const U64 = new BigUint64Array(F64.buffer);

/** Python's round(x, 6) of a finite double: the exact binary value rounded half-to-even to 6
 * decimals, then the double nearest that decimal. */
export function round6(x) {
  if (x === 0 || !Number.isFinite(x)) return x;
  F64[0] = x;
  const bits = U64[0];
  const neg = (bits >> 63n) !== 0n;
  const bexp = Number((bits >> 52n) & 0x7ffn);
  let mant = bits & ((1n << 52n) - 1n);
  let e2;
  if (bexp === 0) e2 = -1074;
  else { mant |= 1n << 52n; e2 = bexp - 1075; }
  if (e2 >= 0) return x;                        // an integer: nothing to round
  const den = 1n << BigInt(-e2);
  const num = mant * 1000000n;
  let q = num / den;
  const r2 = (num - q * den) * 2n;
  if (r2 > den || (r2 === den && (q & 1n) === 1n)) q += 1n;
  const v = Number(q.toString() + 'e-6');
  return neg ? -v : v;
}

/** A float, reproducibly: rounded to 6 decimals, -0 as 0, non-finite as null (Python's _f). */
export function f6(x) {
  x = typeof x === 'bigint' ? Number(x) : Number(x);
  if (!Number.isFinite(x)) return null;
  x = round6(x);
  return x === 0 ? 0 : x;
}

function pt(x, y) {
  return [f6(x), f6(y)];
}

// Record keys whose numbers are floats (written `1.0`); every other number is an integer.
const FLOAT_RECORD_KEYS = new Set(['t', 'at', 'location', 'translation', 'velocity', 'scale',
  'rotation', 'point', 'offset', 'target_offset']);

function dumpValue(v, float) {
  if (v === null || v === undefined) return 'null';
  switch (typeof v) {
    case 'boolean': return v ? 'true' : 'false';
    case 'bigint': return v.toString();
    case 'number':
      if (!Number.isFinite(v)) throw new RangeError('Out of range float values are not JSON compliant: ' + v);
      if (float || !Number.isInteger(v)) return pyFloatRepr(v);
      return Object.is(v, -0) ? '0' : String(v);
    case 'string': return pyJsonString(v);
    default:
      if (Array.isArray(v)) return '[' + v.map((x) => dumpValue(x, float)).join(', ') + ']';
      if (v instanceof Map) {
        return '{' + [...v].map(([k, x]) => pyJsonString(String(k)) + ': ' + dumpValue(x, false)).join(', ') + '}';
      }
      return '{' + keysOf(v).map((k) => pyJsonString(k) + ': ' + dumpValue(v[k], false)).join(', ') + '}';
  }
}

/** One log record as Python's json.dumps(rec, ensure_ascii=False, allow_nan=False) writes it
 * (the numbers of `t`, `at`, `location`, `translation`, `velocity`, `scale`, `rotation`,
 * `point`, `offset` and `target_offset` are floats, every other number an integer). */
export function formatRecord(rec) {
  return '{' + keysOf(rec).map((k) => pyJsonString(k) + ': ' + dumpValue(rec[k], FLOAT_RECORD_KEYS.has(k))).join(', ') + '}';
}

/** The log: one formatted record per line, each line ending with "\n". */
export function formatLog(records) {
  let out = '';
  for (const r of records) out += formatRecord(r) + '\n';
  return out;
}

// ---------------------------------------------------------------------------------------------
// Reading JSON: Python's json.loads grammar and errors, iterative (no nesting limit)
// ---------------------------------------------------------------------------------------------

/** JSON text that Python's json.loads refuses: ``msg`` and ``pos`` as Python's
 * JSONDecodeError (``pos``, ``lineno`` and ``colno`` count code points). */
export class JSONDecodeError extends SyntaxError {
  constructor(msg, doc, pos) {
    const before = doc.slice(0, pos);
    const lineno = (before.match(/\n/g) || []).length + 1;
    const nl = before.lastIndexOf('\n');
    const colno = countCodePoints(before.slice(nl + 1)) + 1;
    const cpos = countCodePoints(before);
    super(`${msg}: line ${lineno} column ${colno} (char ${cpos})`);
    this.name = 'JSONDecodeError';
    this.msg = msg;
    this.pos = cpos;
    this.lineno = lineno;
    this.colno = colno;
  }
}

function countCodePoints(s) {
  let n = s.length;
  for (let i = 0; i + 1 < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff) {
      const d = s.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) { n--; i++; }
    }
  }
  return n;
}

const MAX_SAFE = BigInt(Number.MAX_SAFE_INTEGER);

function parseIntLiteral(s) {
  if (s.length <= 15) {
    const v = Number(s);
    return v === 0 ? 0 : v;                         // "-0" is the integer 0
  }
  const b = BigInt(s);
  if (b <= MAX_SAFE && b >= -MAX_SAFE) return Number(b);
  const d = Number(b);
  if (!Number.isFinite(d)) return d;                // too large for a double: infinite
  return b;
}

const isWS = (c) => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const ARRAY_INDEX = /^(?:0|[1-9]\d{0,9})$/;

function setKey(obj, key, value) {
  if (key === '__proto__') {
    const existed = hasOwn(obj, key);
    Object.defineProperty(obj, key, { value, writable: true, enumerable: true, configurable: true });
    if (obj[KEY_ORDER] !== undefined && !existed) obj[KEY_ORDER].push(key);
    return;
  }
  const existed = hasOwn(obj, key);
  let order = obj[KEY_ORDER];
  if (order === undefined && !existed && ARRAY_INDEX.test(key) && Number(key) < 4294967295) {
    order = Object.keys(obj);
    Object.defineProperty(obj, KEY_ORDER, { value: order, writable: true, configurable: true });
  }
  obj[key] = value;
  if (order !== undefined && !existed) order.push(key);
}

function markFloat(container, key, value) {
  // an integral float literal (5.0, 3e9): remembered so that messages print it as a float
  let set = container[FLOAT_KEYS];
  if (set === undefined) {
    set = new Set();
    Object.defineProperty(container, FLOAT_KEYS, { value: set, configurable: true });
  }
  set.add(key);
}

/**
 * Parse JSON text as the Python tool does (json.loads with its parse_int): NaN, Infinity and
 * -Infinity literals are read, the last of duplicate keys wins, strings are strict (no raw
 * control characters), and any nesting depth is read. Integer literals beyond 2^53 are BigInt
 * (exact), or +-Infinity when too large for a double. Throws JSONDecodeError with Python's
 * message and position.
 */
export function loads(s) {
  if (typeof s !== 'string') throw new TypeError('loads: expected a string');
  if (s.charCodeAt(0) === 0xfeff) throw new JSONDecodeError('Unexpected UTF-8 BOM (decode using utf-8-sig)', s, 0);
  const n = s.length;
  const ws = (i) => { while (i < n && isWS(s.charCodeAt(i))) i++; return i; };
  const err = (msg, i) => new JSONDecodeError(msg, s, i);

  function scanString(i) {               // i: just after the opening quote; returns [str, end]
    const begin = i - 1;
    let chunks = '';
    let end = i;
    for (;;) {
      let next = end;
      let c = 0;
      for (; next < n; next++) {
        c = s.charCodeAt(next);
        if (c === 0x22 || c === 0x5c) break;
        if (c <= 0x1f) throw err('Invalid control character at', next);
      }
      if (next >= n) throw err('Unterminated string starting at', begin);
      chunks += s.slice(end, next);
      if (c === 0x22) return [chunks, next + 1];
      next++;                            // the backslash
      if (next === n) throw err('Unterminated string starting at', begin);
      c = s.charCodeAt(next);
      if (c !== 0x75) {                  // not 'u'
        end = next + 1;
        let ch;
        switch (c) {
          case 0x22: ch = '"'; break;
          case 0x5c: ch = '\\'; break;
          case 0x2f: ch = '/'; break;
          case 0x62: ch = '\b'; break;
          case 0x66: ch = '\f'; break;
          case 0x6e: ch = '\n'; break;
          case 0x72: ch = '\r'; break;
          case 0x74: ch = '\t'; break;
          default: throw err('Invalid \\escape', end - 2);
        }
        chunks += ch;
        continue;
      }
      next++;
      end = next + 4;
      if (end >= n) throw err('Invalid \\uXXXX escape', next - 1);
      const hex = (at, stop) => {
        let v = 0;
        for (let k = at; k < stop; k++) {
          const d = s.charCodeAt(k);
          let h;
          if (d >= 0x30 && d <= 0x39) h = d - 0x30;
          else if (d >= 0x61 && d <= 0x66) h = d - 0x57;
          else if (d >= 0x41 && d <= 0x46) h = d - 0x37;
          else throw err('Invalid \\uXXXX escape', stop - 5);
          v = (v << 4) | h;
        }
        return v;
      };
      let cp = hex(next, end);
      if (cp >= 0xd800 && cp <= 0xdbff && end + 6 < n &&
          s.charCodeAt(end) === 0x5c && s.charCodeAt(end + 1) === 0x75) {
        const c2 = hex(end + 2, end + 6);
        if (c2 >= 0xdc00 && c2 <= 0xdfff) {
          cp = 0x10000 + ((cp - 0xd800) << 10) + (c2 - 0xdc00);
          end += 6;
        }
      }
      chunks += String.fromCodePoint(cp);
    }
  }

  // Python's NUMBER_RE: (-?(?:0|[1-9]\d*))(\.\d+)?([eE][-+]?\d+)?
  function scanNumber(i) {               // returns null (no number) or [value, end, isFloat]
    const start = i;
    if (s.charCodeAt(i) === 0x2d) i++;
    const c = s.charCodeAt(i);
    if (c === 0x30) i++;
    else if (c >= 0x31 && c <= 0x39) {
      i++;
      while (i < n && s.charCodeAt(i) >= 0x30 && s.charCodeAt(i) <= 0x39) i++;
    } else return null;
    const intEnd = i;
    let isFloat = false;
    if (s.charCodeAt(i) === 0x2e && s.charCodeAt(i + 1) >= 0x30 && s.charCodeAt(i + 1) <= 0x39) {
      i += 2;
      while (i < n && s.charCodeAt(i) >= 0x30 && s.charCodeAt(i) <= 0x39) i++;
      isFloat = true;
    }
    const e = s.charCodeAt(i);
    if (e === 0x65 || e === 0x45) {
      let j = i + 1;
      const sg = s.charCodeAt(j);
      if (sg === 0x2b || sg === 0x2d) j++;
      if (s.charCodeAt(j) >= 0x30 && s.charCodeAt(j) <= 0x39) {
        while (j < n && s.charCodeAt(j) >= 0x30 && s.charCodeAt(j) <= 0x39) j++;
        i = j;
        isFloat = true;
      }
    }
    if (isFloat) return [Number(s.slice(start, i)), i, true];
    return [parseIntLiteral(s.slice(start, intEnd)), i, false];
  }

  const stack = [];  // [container, key (objects) or null (lists)]
  let value;
  let isFloat = false;
  let i = ws(0);
  for (;;) {
    // -- a value starts at i
    const c = s.charCodeAt(i);
    isFloat = false;
    let open = false;
    if (c === 0x7b) {                    // {
      i = ws(i + 1);
      if (s.charCodeAt(i) === 0x7d) { value = {}; i += 1; }
      else {
        if (s.charCodeAt(i) !== 0x22) throw err('Expecting property name enclosed in double quotes', i);
        let key;
        [key, i] = scanString(i + 1);
        i = ws(i);
        if (s.charCodeAt(i) !== 0x3a) throw err("Expecting ':' delimiter", i);
        i = ws(i + 1);
        stack.push([{}, key]);
        open = true;
      }
    } else if (c === 0x5b) {             // [
      i = ws(i + 1);
      if (s.charCodeAt(i) === 0x5d) { value = []; i += 1; }
      else { stack.push([[], null]); open = true; }
    } else if (c === 0x22) {
      [value, i] = scanString(i + 1);
    } else {
      let m = null;
      if (c === 0x6e && s.startsWith('null', i)) { value = null; i += 4; }
      else if (c === 0x74 && s.startsWith('true', i)) { value = true; i += 4; }
      else if (c === 0x66 && s.startsWith('false', i)) { value = false; i += 5; }
      else if (c === 0x4e && s.startsWith('NaN', i)) { value = NaN; i += 3; }
      else if (c === 0x49 && s.startsWith('Infinity', i)) { value = Infinity; i += 8; }
      else if (c === 0x2d && s.startsWith('-Infinity', i)) { value = -Infinity; i += 9; }
      else if ((m = scanNumber(i)) !== null) { [value, i, isFloat] = m; }
      else throw err('Expecting value', i);
    }
    if (open) continue;
    // -- a value ends at i: store it, closing every container it completes
    for (;;) {
      if (stack.length === 0) {
        i = ws(i);
        if (i !== n) throw err('Extra data', i);
        return value;
      }
      const top = stack[stack.length - 1];
      const container = top[0];
      if (top[1] !== null) {
        if (isFloat && Number.isInteger(value) && !Object.is(value, -0)) markFloat(container, top[1], value);
        setKey(container, top[1], value);
      } else {
        if (isFloat && Number.isInteger(value) && !Object.is(value, -0)) markFloat(container, container.length, value);
        container.push(value);
      }
      isFloat = false;
      i = ws(i);
      const d = s.charCodeAt(i);
      if (d === 0x2c) {                  // ,
        i = ws(i + 1);
        if (top[1] !== null) {
          if (s.charCodeAt(i) !== 0x22) throw err('Expecting property name enclosed in double quotes', i);
          let key;
          [key, i] = scanString(i + 1);
          top[1] = key;
          i = ws(i);
          if (s.charCodeAt(i) !== 0x3a) throw err("Expecting ':' delimiter", i);
          i = ws(i + 1);
        }
        break;
      }
      if (d === (top[1] !== null ? 0x7d : 0x5d)) {
        stack.pop();
        value = container;
        i += 1;
        continue;
      }
      throw err("Expecting ',' delimiter", i);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Key paths, built lazily (a tree 100,000 deep costs O(depth), not O(depth ** 2))
// ---------------------------------------------------------------------------------------------

class KeyPath {
  constructor(parent, part) {
    this.parent = parent;
    this.part = part;
  }

  toString() {
    const parts = [];
    let p = this;
    while (p instanceof KeyPath) {
      parts.push(p.part);
      p = p.parent;
    }
    if (p) parts.push(p);
    return parts.reverse().join('');
  }
}

/** ``path + part`` (Python's str + str, or _Path + str). */
function padd(path, part) {
  return path instanceof KeyPath ? new KeyPath(path, part) : path + part;
}

const truthyPath = (path) => path instanceof KeyPath || path !== '';

// ---------------------------------------------------------------------------------------------
// Validation (complete, before anything is built)
// ---------------------------------------------------------------------------------------------

function fail(path, msg) {
  throw new SceneError(`${String(path) || '(top level)'}: ${msg}`);
}

function describe(v) {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'boolean') return 'a boolean';
  if (typeof v === 'number' && !Number.isFinite(v)) return Number.isNaN(v) ? 'NaN' : 'an infinite number';
  if (typeof v === 'number' || typeof v === 'bigint') return 'a number';
  if (typeof v === 'string') return 'a string';
  if (Array.isArray(v)) return 'a list';
  return 'an object';
}

const isNum = (v) => typeof v === 'number' || typeof v === 'bigint';
const toNum = (v) => (typeof v === 'bigint' ? Number(v) : v);

function keyPath(path, key) {
  return truthyPath(path) ? padd(path, '.' + key) : key;
}

function checkKeys(obj, path, allowed, required = []) {
  if (!isObject(obj)) fail(path, `expected an object, got ${describe(obj)}`);
  for (const key of keysOf(obj)) {
    if (!allowed.includes(key)) {
      checkText(key, path, 'a key');
      fail(keyPath(path, key), 'unknown key');
    }
  }
  for (const key of required) {
    if (!hasOwn(obj, key)) fail(path, `missing required key ${pyRepr(key)}`);
  }
}

function checkNum(v, path) {
  if (!isNum(v)) fail(path, `expected a number, got ${describe(v)}`);
  return v;
}

/** An integral number (an int, or a float without fraction), within ``limits``; ``isFloat``
 * says the value was written as a float (for the message). */
function checkInt(v, path, limits = null, what = 'an integer', isFloat = false) {
  if (!isNum(v) || (typeof v === 'number' && !Number.isInteger(v))) {
    fail(path, `expected an integer, got ${describe(v)}`);
  }
  const iv = BigInt(v);
  if (limits !== null && !(limits[0] <= iv && iv <= limits[1])) {
    let text;
    if (typeof v === 'number' && (isFloat || Object.is(v, -0) || !Number.isSafeInteger(v))) {
      text = pyFloatRepr(v);
    } else {
      const str = String(v);
      text = str.length <= 40 ? str : `an integer of ${String(iv < 0n ? -iv : iv).length} digits`;
    }
    fail(path, `${text} is out of range: ${what} is from ${limits[0]} to ${limits[1]}`);
  }
  return iv;
}

function checkBool(v, path) {
  if (typeof v !== 'boolean') fail(path, `expected true or false, got ${describe(v)}`);
  return v;
}

/** Refuse a string that is not valid Unicode text (a lone surrogate) or holds U+0000. */
function checkText(v, path, what = 'the string') {
  for (let i = 0; i < v.length; i++) {
    const c = v.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdfff) {
      if (c <= 0xdbff && i + 1 < v.length) {
        const d = v.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) { i++; continue; }
      }
      fail(path, `${what} ${pyAscii(v)} contains a lone surrogate (U+${c.toString(16).toUpperCase()}), which is not valid Unicode text`);
    }
  }
  if (v.includes('\u0000')) fail(path, `${what} ${pyAscii(v)} contains U+0000 (NUL), which is not allowed`);
  return v;
}

function checkStr(v, path) {
  if (typeof v !== 'string') fail(path, `expected a string, got ${describe(v)}`);
  return checkText(v, path);
}

function checkNums(v, path, n) {
  if (!Array.isArray(v) || v.length !== n) {
    fail(path, `expected a list of ${n} numbers, got ${Array.isArray(v) ? `${v.length} items` : describe(v)}`);
  }
  for (let i = 0; i < v.length; i++) checkNum(v[i], padd(path, `[${i}]`));
  return v;
}

function checkList(v, path) {
  if (!Array.isArray(v)) fail(path, `expected a list, got ${describe(v)}`);
  return v;
}

function enumName(v, path, table) {
  v = checkStr(v, path);
  if (!hasOwn(table, v)) fail(path, `unknown value ${pyRepr(v)} (expected one of: ${Object.keys(table).join(', ')})`);
  return table[v];
}

function mask(v, path, table, allowEmpty = false) {
  const isList = Array.isArray(v);
  const items = isList ? v : [v];
  if (isList && v.length === 0 && !allowEmpty) fail(path, `expected at least one of: ${Object.keys(table).join(', ')}`);
  let m = 0;
  for (let i = 0; i < items.length; i++) m |= enumName(items[i], isList ? padd(path, `[${i}]`) : path, table);
  return m >>> 0;
}

/** An ``allowed_touch_types`` (a type name or a list of them, ``[]`` for none) as a
 * TC_TOUCH_TYPE_BIT() mask. */
function touchTypes(v, path) {
  const isList = Array.isArray(v);
  const items = isList ? v : [v];
  let m = 0;
  for (let i = 0; i < items.length; i++) m |= 1 << enumName(items[i], isList ? padd(path, `[${i}]`) : path, TOUCH_TYPES);
  return m >>> 0;
}

/** A button mask: a button name, a list of them, or a non-negative integer (uint32_t);
 * ``isFloat``: the number was written as a float (for the message). */
function buttons(v, path, isFloat = false) {
  if (isNum(v)) return Number(checkInt(v, path, UINT32, 'a button mask (uint32_t)', isFloat));
  return mask(v, path, BUTTONS, true);
}

/** A list of ``[t, x, y]`` or ``[t, x, y, force]`` (coalesced and predicted points). */
function points(v, path) {
  checkList(v, path).forEach((point, i) => {
    const p = padd(path, `[${i}]`);
    if (!Array.isArray(point) || (point.length !== 3 && point.length !== 4)) {
      fail(p, `expected a list of 3 or 4 numbers ([t, x, y] or [t, x, y, force]), got ${
        Array.isArray(point) ? `${point.length} items` : describe(point)}`);
    }
    point.forEach((x, j) => checkNum(x, padd(p, `[${j}]`)));
  });
  return v;
}

/** A recognizer key's value as tc_recognizer_params wants it (masks as numbers);
 * ``container``: the object holding it (float literals, for messages). */
function paramValue(key, value, path, container = null) {
  if (key === 'direction') return mask(value, path, DIRECTIONS);
  if (key === 'edges') return mask(value, path, EDGES);
  if (key === 'allowed_touch_types') return touchTypes(value, path);
  if (key === 'button_mask_required') return buttons(value, path, container !== null && isFloatLiteral(container, key));
  if (key === 'allowed_scroll_types') return mask(value, path, SCROLL_KINDS, true);
  return value;
}

class Names {
  constructor() {
    this.views = new Map();           // view name -> path of its VIEW
    this.windows = new Set();
    this.controllers = new Set();
    this.recognizers = new Map();     // recognizer name -> the name of its view
    this.recognizerKinds = new Map(); // recognizer name -> kind
    this.scrollViews = new Set();     // views with a `scroll` (their pan: "NAME.pan")
    this.refs = [];                   // [kind, name, path], resolved at the end of a pass
  }

  addView(name, path) {
    if (this.views.has(name) || this.controllers.has(name)) fail(path, `duplicate name ${pyRepr(name)}`);
    this.views.set(name, path);
  }

  addRecognizer(name, path, owner, kind) {
    if (this.recognizers.has(name)) fail(path, `duplicate recognizer name ${pyRepr(name)}`);
    this.recognizers.set(name, owner);
    this.recognizerKinds.set(name, kind);
  }
}

function checkViewTree(spec, path, names) {
  const stack = [[spec, path]];
  while (stack.length) {
    [spec, path] = stack.pop();
    checkView(spec, path, names);
    const children = hasOwn(spec, 'children') ? spec.children : null;
    if (children !== null) {
      checkList(children, padd(path, '.children'));
      for (let i = children.length - 1; i >= 0; i--) stack.push([children[i], padd(path, `.children[${i}]`)]);
    }
  }
}

function checkView(spec, path, names, partial = false, owner = null) {
  checkKeys(spec, path, partial ? VIEW_SET_KEYS : VIEW_KEYS, partial ? [] : ['name', 'frame']);
  const has = (k) => hasOwn(spec, k);
  if (!partial) names.addView(checkStr(spec.name, padd(path, '.name')), path);
  if (has('frame')) {
    const f = checkNums(spec.frame, padd(path, '.frame'), 4);
    if (toNum(f[2]) < 0 || toNum(f[3]) < 0) fail(padd(path, '.frame'), 'width and height must be >= 0');
  }
  if (has('bounds_origin')) checkNums(spec.bounds_origin, padd(path, '.bounds_origin'), 2);
  if (has('transform')) checkNums(spec.transform, padd(path, '.transform'), 6);
  for (const key of ['hidden', 'interactive', 'multiple_touch', 'exclusive_touch', 'can_become_first',
    'can_resign_first']) {
    if (has(key)) checkBool(spec[key], padd(path, '.' + key));
  }
  if (has('alpha')) checkNum(spec.alpha, padd(path, '.alpha'));
  if (has('hit')) checkHit(spec.hit, padd(path, '.hit'), names);
  if (has('handles')) {
    checkList(spec.handles, padd(path, '.handles')).forEach((h, i) => enumName(h, padd(path, `.handles[${i}]`), VIEW_HANDLES_TABLE));
  }
  if (has('routes')) {
    checkList(spec.routes, padd(path, '.routes')).forEach((r, i) => checkStr(r, padd(path, `.routes[${i}]`)));
  }
  if (has('control') && !(partial && spec.control === null)) {
    const c = spec.control;
    const cpath = padd(path, '.control');
    checkKeys(c, cpath, ['kind', 'enabled', 'events'], ['kind']);
    enumName(c.kind, padd(path, '.control.kind'), CONTROL_KINDS);
    if (hasOwn(c, 'enabled')) checkBool(c.enabled, padd(path, '.control.enabled'));
    if (hasOwn(c, 'events')) {
      checkList(c.events, padd(path, '.control.events')).forEach((e, i) => enumName(e, padd(path, `.control.events[${i}]`), CONTROL_EVENTS));
    }
  }
  if (has('scroll')) checkScroll(spec.scroll, padd(path, '.scroll'), names, partial ? owner : spec.name);
  if (has('recognizers')) {
    checkList(spec.recognizers, padd(path, '.recognizers')).forEach((r, i) => checkRecognizer(r, padd(path, `.recognizers[${i}]`), names, partial ? owner : spec.name));
  }
  if (has('children') && !partial) checkList(spec.children, padd(path, '.children'));
}

/** Validate a VIEW's `scroll` (or the changes of a `set` step), and name the scroll view's
 * pan "VIEW.pan" among the recognizers (the first time the view gets a `scroll`). */
function checkScroll(s, path, names, view) {
  checkKeys(s, path, SCROLL_KEYS);
  if (hasOwn(s, 'content_size')) {
    const size = checkNums(s.content_size, padd(path, '.content_size'), 2);
    if (toNum(size[0]) < 0 || toNum(size[1]) < 0) fail(padd(path, '.content_size'), 'width and height must be >= 0');
  }
  if (hasOwn(s, 'content_offset')) checkNums(s.content_offset, padd(path, '.content_offset'), 2);
  if (hasOwn(s, 'content_inset')) checkNums(s.content_inset, padd(path, '.content_inset'), 4);
  for (const key of SCROLL_BOOLS) {
    if (hasOwn(s, key)) checkBool(s[key], padd(path, '.' + key));
  }
  if (hasOwn(s, 'deceleration_rate')) {
    const rate = s.deceleration_rate;
    if (typeof rate === 'string') enumName(rate, padd(path, '.deceleration_rate'), DECELERATION_RATES);
    else checkNum(rate, padd(path, '.deceleration_rate'));
  }
  if (hasOwn(s, 'nested')) {
    enumName(s.nested, padd(path, '.nested'), NESTED);
  }
  if (!names.scrollViews.has(view)) {
    names.scrollViews.add(view);
    names.addRecognizer(view + '.pan', path, null, 'pan');
  }
}

function checkHit(hit, path, names) {
  checkKeys(hit, path, HIT_KEYS);
  const get = (k) => (hasOwn(hit, k) ? hit[k] : null);
  if (hasOwn(hit, 'insets')) checkNums(hit.insets, padd(path, '.insets'), 4);
  if (hasOwn(hit, 'min_size')) checkNums(hit.min_size, padd(path, '.min_size'), 2);
  for (const key of ['outside_bounds', 'use_presentation']) {
    if (hasOwn(hit, key)) checkBool(hit[key], padd(path, '.' + key));
  }
  if (get('redirect') !== null) {
    names.refs.push(['view', checkStr(hit.redirect, padd(path, '.redirect')), padd(path, '.redirect')]);
  }
  if (get('polygon') !== null) {
    const poly = checkList(hit.polygon, padd(path, '.polygon'));
    if (poly.length < 3) fail(padd(path, '.polygon'), 'a polygon needs at least 3 points');
    poly.forEach((p, i) => checkNums(p, padd(path, `.polygon[${i}]`), 2));
  }
  if (get('presentation') !== null) {
    const p = hit.presentation;
    checkKeys(p, padd(path, '.presentation'), ['frame', 'transform'], ['frame']);
    checkNums(p.frame, padd(path, '.presentation.frame'), 4);
    if (hasOwn(p, 'transform')) checkNums(p.transform, padd(path, '.presentation.transform'), 6);
  }
}

function checkKindParams(r, path, kind) {
  for (const key of ALL_KIND_PARAMS) {
    if (!hasOwn(r, key)) continue;
    const p = padd(path, '.' + key);
    if (!KIND_PARAMS[kind].includes(key)) {
      fail(p, `not a parameter of a ${kind} recognizer (its parameters: ${KIND_PARAMS[kind].join(', ') || 'none'})`);
    }
    if (['direction', 'edges', 'button_mask_required', 'allowed_scroll_types'].includes(key)) paramValue(key, r[key], p, r);
    else if (INT_PARAMS.includes(key)) checkInt(r[key], p, INT32, 'a count (int32_t)', isFloatLiteral(r, key));
    else checkNum(r[key], p);
  }
}

function checkRecognizer(r, path, names, owner) {
  checkKeys(r, path, RECOGNIZER_COMMON.concat(ALL_KIND_PARAMS), ['name', 'kind']);
  const name = checkStr(r.name, padd(path, '.name'));
  const kind = r.kind;
  enumName(kind, padd(path, '.kind'), RECOGNIZER_KINDS);
  names.addRecognizer(name, path, owner, kind);
  for (const key of ['enabled', 'cancels_touches_in_view', 'delays_touches_began', 'delays_touches_ended', 'should_begin',
    'requires_exclusive_touch_type']) {
    if (hasOwn(r, key)) checkBool(r[key], padd(path, '.' + key));
  }
  for (const key of ['require_to_fail', 'simultaneous_with']) {
    if (!hasOwn(r, key)) continue;
    checkList(r[key], padd(path, '.' + key)).forEach((other, i) => {
      const p = padd(path, `.${key}[${i}]`);
      names.refs.push(['recognizer', checkStr(other, p), p]);
    });
  }
  if (hasOwn(r, 'allowed_touch_types')) touchTypes(r.allowed_touch_types, padd(path, '.allowed_touch_types'));
  checkKindParams(r, path, kind);
}

function resolveRefs(names) {
  for (const [kind, name, path] of names.refs) {
    const table = kind === 'view' ? names.views : names.recognizers;
    if (!table.has(name)) fail(path, `no ${kind} named ${pyRepr(name)}`);
  }
  names.refs = [];
}

function checkResponder(spec, path, extra = [], required = []) {
  checkKeys(spec, path, ['handles', 'routes'].concat(extra), required);
  if (hasOwn(spec, 'handles')) {
    checkList(spec.handles, path + '.handles').forEach((h, i) => enumName(h, `${path}.handles[${i}]`, HANDLES_TABLE));
  }
  if (hasOwn(spec, 'routes')) {
    checkList(spec.routes, path + '.routes').forEach((r, i) => checkStr(r, `${path}.routes[${i}]`));
  }
}

/** The names of a validated document (for validating steps run later: Replayer.runStep). */
function collectNames(doc) {
  const names = new Names();
  const windows = checkList(doc.windows, 'windows');
  if (windows.length === 0) fail('windows', 'at least one window is required');
  windows.forEach((w, i) => {
    checkViewTree(w, new KeyPath(null, `windows[${i}]`), names);
    names.windows.add(w.name);
  });
  const controlled = new Map();
  checkList(hasOwn(doc, 'controllers') ? doc.controllers : [], 'controllers').forEach((c, i) => {
    const path = `controllers[${i}]`;
    checkResponder(c, path, ['name', 'view'], ['name']);
    const name = checkStr(c.name, path + '.name');
    if (names.views.has(name) || names.controllers.has(name)) fail(path + '.name', `duplicate name ${pyRepr(name)}`);
    names.controllers.add(name);
    if (hasOwn(c, 'view')) {
      const v = checkStr(c.view, path + '.view');
      if (!names.views.has(v)) fail(path + '.view', `no view named ${pyRepr(v)}`);
      if (controlled.has(v)) fail(path + '.view', `view ${pyRepr(v)} already has controller ${pyRepr(controlled.get(v))}`);
      controlled.set(v, name);
    }
  });
  for (const key of ['app', 'app_delegate']) {
    if (hasOwn(doc, key)) checkResponder(doc[key], key);
  }
  for (const key of ['first_responder', 'focus']) {
    if (hasOwn(doc, key)) {
      const v = checkStr(doc[key], key);
      if (!names.views.has(v)) fail(key, `no view named ${pyRepr(v)}`);
    }
  }
  resolveRefs(names);
  return names;
}

/** Check a parsed scene completely; throws SceneError naming the key path. Returns ``doc``. */
export function validate(doc) {
  validateScene(doc);
  return doc;
}

// A recording of the samples layout (docs/FORMAT.md § Recordings: Tests/data's files) is not a
// scene; validate says so instead of naming its first key unknown.
const RECORDING_KEYS = ['samples', 'cases', 'lists'];
const RECORDING_HINT = 'a recording of the samples layout (docs/FORMAT.md § Recordings), not a '
  + 'scene: convert it with `touchchain import samples FILE` first';

function validateScene(doc) {
  if (isObject(doc) && !hasOwn(doc, 'format') && RECORDING_KEYS.some((k) => hasOwn(doc, k))) fail('', RECORDING_HINT);
  checkKeys(doc, '', SCENE_KEYS, ['format', 'windows']);
  if (doc.format !== FORMAT_ID) {
    fail('format', `expected ${pyRepr(FORMAT_ID)}, got ${typeof doc.format === 'string' ? pyRepr(doc.format) : describe(doc.format)}`);
  }
  const names = collectNames(doc);
  checkList(hasOwn(doc, 'trace') ? doc.trace : [], 'trace').forEach((step, i) => checkStep(step, `trace[${i}]`, names));
  return names;
}

function checkStep(step, path, names) {
  if (!isObject(step)) fail(path, `expected an object, got ${describe(step)}`);
  const kinds = STEP_KINDS.filter((k) => hasOwn(step, k));
  if (kinds.length === 0) {
    const unknown = keysOf(step).filter((k) => k !== 't' && !ANY_STEP_KEY.has(k));
    if (unknown.length) {
      checkText(unknown[0], path, 'a key');
      fail(`${path}.${unknown[0]}`, 'unknown key');
    }
    fail(path, `a step needs one of: ${STEP_KINDS.join(', ')}`);
  }
  if (kinds.length > 1) fail(path, `a step has exactly one kind, got ${kinds.join(' and ')}`);
  const kind = kinds[0];
  checkKeys(step, path, STEP_KEYS[kind], STEP_REQUIRED[kind] || ['t']);
  checkNum(step.t, path + '.t');
  const win = hasOwn(step, 'window') ? step.window : null;
  if (win !== null && !names.windows.has(checkStr(win, path + '.window'))) {
    fail(path + '.window', `no window named ${pyRepr(win)}`);
  }
  if (kind === 'touch') {
    checkInt(step.touch, path + '.touch', INT64, 'a touch id (int64_t)', isFloatLiteral(step, 'touch'));
    enumName(step.phase, path + '.phase', TOUCH_PHASES);
    checkNum(step.x, path + '.x');
    checkNum(step.y, path + '.y');
    for (const key of ['force', 'radius']) {
      if (hasOwn(step, key)) checkNum(step[key], `${path}.${key}`);
    }
    if (hasOwn(step, 'type')) enumName(step.type, path + '.type', TOUCH_TYPES);
    if (hasOwn(step, 'buttons')) buttons(step.buttons, path + '.buttons', isFloatLiteral(step, 'buttons'));
    for (const key of ['altitude', 'azimuth']) {
      if (hasOwn(step, key)) checkNum(step[key], `${path}.${key}`);
    }
    for (const key of ['estimated', 'expecting']) {
      if (hasOwn(step, key)) mask(step[key], `${path}.${key}`, PROPERTIES, true);
    }
    if (hasOwn(step, 'update_index')) {
      checkInt(step.update_index, path + '.update_index', INT64, 'an estimation update index (int64_t)',
        isFloatLiteral(step, 'update_index'));
    }
    for (const key of ['coalesced', 'predicted']) {
      if (hasOwn(step, key)) points(step[key], `${path}.${key}`);
    }
  } else if (kind === 'hover') {
    checkInt(step.hover, path + '.hover', INT64, 'a hover id (int64_t)', isFloatLiteral(step, 'hover'));
    enumName(step.phase, path + '.phase', HOVER_PHASES);
    for (const key of ['x', 'y', 'altitude', 'azimuth', 'z']) {
      if (hasOwn(step, key)) checkNum(step[key], `${path}.${key}`);
    }
    if (hasOwn(step, 'type')) enumName(step.type, path + '.type', HOVER_TYPES);
  } else if (kind === 'scroll') {
    checkNums(step.scroll, path + '.scroll', 2);
    checkNum(step.x, path + '.x');
    checkNum(step.y, path + '.y');
    const scrollKind = hasOwn(step, 'kind') ? enumName(step.kind, path + '.kind', SCROLL_KINDS) : SCROLL_KINDS.discrete;
    if (scrollKind === SCROLL_KINDS.continuous) {
      if (!hasOwn(step, 'phase')) fail(path, "missing required key 'phase' (a continuous scroll has phases)");
      enumName(step.phase, path + '.phase', GESTURE_PHASES);
    } else if (hasOwn(step, 'phase') && step.phase !== null) {
      fail(path + '.phase', 'a discrete scroll has no phase (omit it, or null)');
    }
  } else if (kind === 'pinch' || kind === 'rotate') {
    checkNum(step[kind], `${path}.${kind}`);
    checkNum(step.x, path + '.x');
    checkNum(step.y, path + '.y');
    enumName(step.phase, path + '.phase', GESTURE_PHASES);
  } else if (kind === 'update') {
    checkInt(step.update, path + '.update', INT64, 'a touch id (int64_t)', isFloatLiteral(step, 'update'));
    checkInt(step.index, path + '.index', INT64, 'an estimation update index (int64_t)', isFloatLiteral(step, 'index'));
    for (const key of ['force', 'altitude', 'azimuth', 'x', 'y']) {
      if (hasOwn(step, key)) checkNum(step[key], `${path}.${key}`);
    }
    for (const [key, other] of [['x', 'y'], ['y', 'x']]) {
      if (hasOwn(step, key) && !hasOwn(step, other)) fail(path, `missing required key ${pyRepr(other)} (an update's location is x and y)`);
    }
  } else if (kind === 'advance') {
    if (step.advance !== true) fail(path + '.advance', 'expected true');
  } else if (kind === 'motion') {
    enumName(step.motion, path + '.motion', MOTIONS);
    enumName(step.phase, path + '.phase', MOTION_PHASES);
  } else if (kind === 'remote') {
    enumName(step.remote, path + '.remote', REMOTES_ALL);
  } else if (kind === 'press') {
    enumName(step.press, path + '.press', PRESSES_ALL);
    enumName(step.phase, path + '.phase', PRESS_PHASES);
  } else if (kind === 'route') {
    checkStr(step.route, path + '.route');
    const src = checkStr(step.from, path + '.from');
    if (!names.views.has(src) && !names.controllers.has(src)) fail(path + '.from', `no view or controller named ${pyRepr(src)}`);
    if (hasOwn(step, 'info')) {
      const info = step.info;
      if (!isObject(info)) fail(path + '.info', `expected an object, got ${describe(info)}`);
      for (const k of keysOf(info)) {
        checkText(k, path + '.info', 'the key');
        checkStr(info[k], `${path}.info.${k}`);
      }
    }
  } else if (kind === 'hit_test') {
    checkNums(step.hit_test, path + '.hit_test', 2);
  } else if (kind === 'first_responder' || kind === 'focus') {
    const v = step[kind];
    if (v !== null && !names.views.has(checkStr(v, `${path}.${kind}`))) fail(`${path}.${kind}`, `no view named ${pyRepr(v)}`);
  } else if (kind === 'set') {
    checkSet(step.set, path + '.set', names);
  }
}

function checkSet(s, path, names) {
  if (!isObject(s)) fail(path, `expected an object, got ${describe(s)}`);
  if (hasOwn(s, 'add_to') || hasOwn(s, 'view_spec')) {
    checkKeys(s, path, ['add_to', 'view_spec'], ['add_to', 'view_spec']);
    const parent = checkStr(s.add_to, path + '.add_to');
    if (!names.views.has(parent)) fail(path + '.add_to', `no view named ${pyRepr(parent)}`);
    checkViewTree(s.view_spec, new KeyPath(path, '.view_spec'), names);
    resolveRefs(names);
    return;
  }
  if (hasOwn(s, 'recognizer')) {
    const name = checkStr(s.recognizer, path + '.recognizer');
    if (!names.recognizers.has(name)) fail(path + '.recognizer', `no recognizer named ${pyRepr(name)}`);
    const kind = names.recognizerKinds.get(name);
    for (const key of keysOf(s)) {
      if (!RECOGNIZER_SET_KEYS.includes(key) && !ALL_KIND_PARAMS.includes(key)) {
        checkText(key, path, 'a key');
        fail(`${path}.${key}`, 'unknown key');
      }
    }
    for (const key of RECOGNIZER_SET_KEYS.slice(1)) {
      if (hasOwn(s, key) && key !== 'allowed_touch_types') checkBool(s[key], `${path}.${key}`);
    }
    if (hasOwn(s, 'allowed_touch_types')) touchTypes(s.allowed_touch_types, path + '.allowed_touch_types');
    checkKindParams(s, path, kind);
    return;
  }
  if (!hasOwn(s, 'view')) fail(path, "missing required key 'view' (or 'add_to' with 'view_spec', or 'recognizer')");
  const v = checkStr(s.view, path + '.view');
  if (!names.views.has(v)) fail(path + '.view', `no view named ${pyRepr(v)}`);
  if (hasOwn(s, 'recognizers')) {
    for (const [name, owner] of [...names.recognizers]) {
      if (owner === v) {
        names.recognizers.delete(name);
        names.recognizerKinds.delete(name);
      }
    }
  }
  checkView(s, path, names, true, v);
  if (hasOwn(s, 'remove')) {
    if (s.remove !== true) fail(path + '.remove', 'expected true');
    if (keysOf(s).length !== 2) fail(path, "'remove' takes no other changes");
  }
  resolveRefs(names);
}

// ---------------------------------------------------------------------------------------------
// Reading files (Node only)
// ---------------------------------------------------------------------------------------------

const ERRNO = { ENOENT: [2, 'No such file or directory'], EISDIR: [21, 'Is a directory'],
  EACCES: [13, 'Permission denied'], ENOTDIR: [20, 'Not a directory'], ELOOP: [40, 'Too many levels of symbolic links'],
  ENAMETOOLONG: [36, 'File name too long'], EPERM: [1, 'Operation not permitted'] };

/** Python's message for bytes that are not UTF-8 (UnicodeDecodeError), or null. */
function utf8Problem(b) {
  const n = b.length;
  for (let i = 0; i < n;) {
    const c = b[i];
    if (c < 0x80) { i++; continue; }
    let need;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) need = 1;
    else if (c >= 0xe0 && c <= 0xef) { need = 2; if (c === 0xe0) lo = 0xa0; if (c === 0xed) hi = 0x9f; }
    else if (c >= 0xf0 && c <= 0xf4) { need = 3; if (c === 0xf0) lo = 0x90; if (c === 0xf4) hi = 0x8f; }
    else return [i, i + 1, 'invalid start byte'];
    for (let k = 1; k <= need; k++) {
      if (i + k >= n) return [i, n, 'unexpected end of data'];
      const d = b[i + k];
      if (d < (k === 1 ? lo : 0x80) || d > (k === 1 ? hi : 0xbf)) return [i, i + k, 'invalid continuation byte'];
    }
    i += need + 1;
  }
  return null;
}

/** The text of a file as Python's open(path, encoding="utf-8").read() gives it (universal
 * newlines); throws SceneError("cannot read PATH: ...") as the Python tool does. */
async function readText(path) {
  let data;
  try {
    if (path === '-') {
      const chunks = [];
      for await (const chunk of process.stdin) chunks.push(chunk);
      data = Buffer.concat(chunks);
    } else {
      const fs = await import('node:fs/promises');
      data = await fs.readFile(path);
    }
  } catch (e) {
    const known = ERRNO[e.code];
    const why = known ? `[Errno ${known[0]}] ${known[1]}: ${pyRepr(path)}` : e.message;
    throw new SceneError(`cannot read ${path}: ${why}`);
  }
  const bad = utf8Problem(data);
  if (bad !== null) {
    const [start, end, reason] = bad;
    const where = end - start === 1 ? `byte 0x${data[start].toString(16).padStart(2, '0')} in position ${start}`
      : `bytes in position ${start}-${end - 1}`;
    throw new SceneError(`cannot read ${path}: 'utf-8' codec can't decode ${where}: ${reason}`);
  }
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(data).replace(/\r\n?/g, '\n');
}

/**
 * 'evemu' or 'libinput' when ``text`` starts like such a recording (evemu-record's ``# EVEMU``
 * header or an ``N:`` line; libinput record's ``# libinput record``, within the first 20 lines
 * that are not blank, of the first 1000), else null: the hint of the message about a file that
 * is not JSON. The same as the Python tools' importers.recording_kind.
 */
export function recordingKind(text) {
  let seen = 0;
  for (const raw of text.split('\n', 1000)) {
    const line = raw.replace(/^[ \t\r\v\f]+|[ \t\r\v\f]+$/g, '');
    if (!line) continue;
    if (line.startsWith('# EVEMU') || line.startsWith('N:')) return 'evemu';
    if (line.startsWith('# libinput record')) return 'libinput';
    if (++seen === 20) break;
  }
  return null;
}

/** Read and validate a scene file (Node only; '-' reads stdin); throws SceneError. */
export async function load(path) {
  const text = await readText(path);
  let doc;
  try {
    doc = loads(text);
  } catch (e) {
    if (e instanceof JSONDecodeError) {
      // an evemu or libinput recording: which command reads it
      const kind = recordingKind(text);
      const hint = kind === null ? ''
        : `; it is ${kind === 'evemu' ? 'an' : 'a'} ${kind} recording: convert it with \`touchchain import ${kind} ${path}\` first`;
      throw new SceneError(`not valid JSON: ${e.msg} (line ${e.lineno}, column ${e.colno})${hint}`);
    }
    throw e;
  }
  return validate(doc);
}

// ---------------------------------------------------------------------------------------------
// The replayer
// ---------------------------------------------------------------------------------------------

/** A step (or part of the scene being built) the engine or the tool refused. */
class Refused extends Error {
  constructor(path, error) {
    super(error.message);
    this.path = path;
    this.error = error;   // {code, message}
  }
}

/** A refusal by the tool itself (the status of the same meaning, a message of its own). */
function toolError(code, message) {
  return { code, message };
}

function isEngineError(e) {
  return e instanceof tc.TouchChainError;
}

function asError(e) {
  return { code: e.statusName, message: e.message };
}

const TC_MAX_COORDINATE = tc.TC?.TC_MAX_COORDINATE ?? 1e15;
const TC_MAX_TIMESTAMP = tc.TC?.TC_MAX_TIMESTAMP ?? 1e12;

// ---- raw calls: values the JavaScript API refuses before the engine sees them ---------------
// The JavaScript API checks that doubles are finite before calling the engine; the Python
// bindings hand NaN and infinities to the engine, which refuses them with its own message.
// For identical error records, calls with a non-finite number go to the engine directly.

const RAW = tc.raw;
const LAYOUT = tc.LAYOUT;
const allFinite = (...xs) => xs.every((x) => Number.isFinite(toNum(x)));

function cString(ptr) {
  ptr >>>= 0;
  if (!ptr) return '';
  const m = new Uint8Array(RAW.memory.buffer);
  let end = ptr;
  while (m[end] !== 0) end++;
  return new TextDecoder('utf-8').decode(m.subarray(ptr, end));
}

function statusError(scene, status) {
  const message = cString(RAW.tc_scene_last_error(scene.handle)) || tc.statusString(status);
  return { code: tc.STATUS_NAMES[status] ?? 'unknown status', message };
}

/** Call raw export ``fn`` with memory for ``bytes`` (filled by ``fill(ptr, dataView)``);
 * ``args(ptr)`` gives the arguments. Returns null (accepted) or the engine's {code, message}. */
function rawCall(scene, fn, bytes, fill, args) {
  const p = bytes ? RAW.tcjs_alloc(bytes) >>> 0 : 0;
  try {
    if (bytes) {
      new Uint8Array(RAW.memory.buffer).fill(0, p, p + bytes);
      fill(p, new DataView(RAW.memory.buffer));
    }
    const status = RAW[fn](...args(p));
    return status === 0 ? null : statusError(scene, status);
  } finally {
    if (p) RAW.tcjs_free(p);
  }
}

function setF64s(d, p, values) {
  values.forEach((v, i) => d.setFloat64(p + 8 * i, toNum(v), true));
}

/** Refused: the engine's answer to a call with non-finite numbers (it refuses them). */
function rawRefusal(path, scene, fn, bytes, fill, args, onAccepted = null) {
  const error = rawCall(scene, fn, bytes, fill, args);
  if (error === null) {
    if (onAccepted) onAccepted();
    return null;
  }
  return new Refused(path, error);
}

// Python's recognizer messages name the refused parameter: "... (argument taps_required=0)".
const PARAM_FIELDS = ['taps_required', 'touches_required', 'min_touches', 'max_touches', 'direction',
  'edges', 'min_duration', 'allowable_movement', 'tap_interval', 'tap_radius', 'slop', 'edge_region',
  'swipe_distance', 'swipe_duration', 'swipe_angle', 'cancels_touches_in_view', 'delays_touches_began',
  'delays_touches_ended', 'enabled', 'allowed_touch_types', 'button_mask_required', 'allowed_scroll_types',
  'requires_exclusive_touch_type'];
// Parameters whose file values (names, lists) become masks: never written as floats.
const MASK_PARAMS = new Set(['direction', 'edges', 'allowed_touch_types', 'button_mask_required',
  'allowed_scroll_types']);
const FIELD_IN_MESSAGE = new RegExp(`\\b(${PARAM_FIELDS.join('|')})\\b`);
const VALUE_ERRORS = new Set(['TC_ERR_INVALID_ARGUMENT', 'TC_ERR_NOT_FINITE', 'TC_ERR_UNKNOWN_ENUM']);

/** Python's repr() of a parameter value (``floats``: the keys written as floats). */
function pyValueRepr(v, isFloat) {
  if (v === null || v === undefined) return 'None';
  if (typeof v === 'boolean') return v ? 'True' : 'False';
  if (typeof v === 'bigint') return v.toString();
  if (typeof v === 'number') {
    if (isFloat || !Number.isInteger(v) || Object.is(v, -0) || !Number.isSafeInteger(v)) return pyFloatRepr(v);
    return String(v);
  }
  return pyRepr(String(v));
}

function nameTheArgument(error, params, floats) {
  let message = error.message;
  const js = message.lastIndexOf(' (argument ');
  if (js >= 0) message = message.slice(0, js);
  if (!VALUE_ERRORS.has(error.code)) return { code: error.code, message };
  const m = FIELD_IN_MESSAGE.exec(message);
  if (!m) return { code: error.code, message };
  const given = hasOwn(params, m[1]);
  return { code: error.code,
    message: `${message} (argument ${m[1]}=${given ? pyValueRepr(params[m[1]], floats.has(m[1])) : 'None'})` };
}

function writeParams(d, p, params) {
  const R = LAYOUT.tc_recognizer_params;
  for (const [field, value] of Object.entries(params)) {
    const v = typeof value === 'boolean' ? (value ? 1 : 0) : toNum(value);
    if (MASK_PARAMS.has(field)) d.setUint32(p + R[field], v >>> 0, true);
    else if (['min_duration', 'allowable_movement', 'tap_interval', 'tap_radius', 'slop', 'edge_region',
      'swipe_distance', 'swipe_duration', 'swipe_angle'].includes(field)) d.setFloat64(p + R[field], v, true);
    else d.setInt32(p + R[field], v, true);
  }
}

function deepEqual(a, b) {
  if (a === b) return true;
  if (typeof a === 'number' && typeof b === 'number') return Number.isNaN(a) && Number.isNaN(b);
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every((k) => hasOwn(b, k) && deepEqual(a[k], b[k]));
}

// The format's `frame` of an existing view: the centre and the bounds size, the transform left
// out, as a new view's frame (docs/FORMAT.md). UIKit's frame setter (tc_view_set_frame) takes
// the size through the transform, so it is called with the transform set aside (as Python).
function setFormatFrame(view, frame) {
  const t = view.transform;
  if (t.a === 1 && t.b === 0 && t.c === 0 && t.d === 1) {
    view.frame = frame;
    return;
  }
  view.transform = null;
  try {
    view.frame = frame;
  } finally {
    view.transform = t;
  }
}

// View properties a `set` step can change, in the order they are restored (the centre and the
// bounds: the frame follows from them and the transform).
const SNAPSHOT_ATTRS = ['transform', 'center', 'bounds', 'hidden', 'interactive', 'multipleTouch',
  'exclusiveTouch', 'canBecomeFirstResponder', 'canResignFirstResponder', 'alpha', 'hitInsets', 'minHitSize',
  'hitsOutsideBounds', 'polygon', 'presentation', 'usePresentation', 'redirect'];

function snapshot(view) {
  const snap = [];
  for (const attr of SNAPSHOT_ATTRS) {
    try {
      snap.push([attr, view[attr]]);
    } catch (e) {
      if (!isEngineError(e)) throw e;
    }
  }
  return snap;
}

function restore(view, snap) {
  for (const [attr, value] of snap) {
    try {
      if (!deepEqual(view[attr], value)) view[attr] = value;
    } catch {
      // as Python: a value that cannot be put back stays
    }
  }
}

const floatKeysOf = (obj) => {
  const set = obj[FLOAT_KEYS];
  return set === undefined ? new Set() : set;
};

/** Builds a scene from a validated document and runs its trace, collecting records. */
export class Replayer {
  /**
   * @param doc a validated document (validate(); loads() or plain objects)
   * @param options traceHitTest: also log hit_enter / point_inside / hit_exit (H7)
   */
  constructor(doc, { traceHitTest = false } = {}) {
    this.doc = doc;
    this.traceHitTest = Boolean(traceHitTest);
    this.records = [];
    this._out = [];
    this.views = new Map();          // name -> View (windows too)
    this.controllers = new Map();    // name -> Controller
    this.recognizers = new Map();    // name -> Recognizer
    this.viewRecognizers = new Map();  // view name -> [recognizer names]
    this.controls = new Map();       // view name -> the `control` spec applied
    this.scrollPans = new Map();     // scroll view name -> the name of its pan ("NAME.pan")
    this.refused = new Map();        // name -> path of the refused step that would have made it
    this.windows = [];
    this.handles = new Map();        // responder -> Set
    this.routes = new Map();         // responder -> Set
    this.names = new Map();          // responder -> log name
    this.recognizerNames = new Map();  // Recognizer -> name
    this.touchWindows = new Map();   // live touch id (string) -> its window's name
    this._ctxT = 0;
    this._touchCtx = null;
    // C1/R3: per touch id, whether it began as a pointer touch without the primary button (a
    // control passes such a touch on; a segmented control swallows it).
    this._missesButton = new Map();
    this._began = [];
    this._depth = 0;
    this._inDispatch = false;
    this._routeInfo = null;
    this._stepsRun = 0;
    this._pendingT = null;
    this._pendingKind = '';          // "touch" or "hover": what is queued
    this._names = null;              // validation names, for runStep
    this.scene = null;
  }

  // ---- records -----------------------------------------------------------
  emit(t, at, ev, fields = {}) {
    const rec = { t: f6(t), at: f6(at), ev };
    for (const k of Object.keys(fields)) rec[k] = fields[k];
    this._out.push(rec);
    return rec;
  }

  _now() { return this.scene.now; }

  _error(t, index, path, error) {
    this.emit(t, this._now(), 'error', { step: index, path: String(path), code: error.code, message: error.message });
  }

  // ---- refusals ----------------------------------------------------------
  /** fn(); an engine error becomes Refused(path, error). */
  _do(path, fn) {
    try {
      return fn();
    } catch (e) {
      if (isEngineError(e)) throw new Refused(path, asError(e));
      throw e;
    }
  }

  _missing(kind, name, path) {
    const madeBy = this.refused.get(name);
    const why = madeBy ? ` (the step that would have made it, ${madeBy}, was refused)` : '';
    return new Refused(path, toolError('TC_ERR_NOT_FOUND', `no ${kind} named ${pyRepr(name)}${why}`));
  }

  _view(name, path) {
    const view = this.views.get(name);
    if (view === undefined) throw this._missing('view', name, path);
    return view;
  }

  _recognizer(name, path) {
    const rec = this.recognizers.get(name);
    if (rec === undefined) throw this._missing('recognizer', name, path);
    return rec;
  }

  // ---- building ----------------------------------------------------------
  /** Build the scene; a value the engine refuses throws SceneError naming its path. The
   * records it produced (none, normally) are in ``records``. Returns this. */
  build() {
    try {
      this._build();
    } catch (e) {
      if (e instanceof Refused) {
        this.close();
        throw new SceneError(`${e.path}: the engine refused it: ${e.error.code}: ${e.error.message}`);
      }
      throw e;
    }
    this._flush();
    return this;
  }

  _build() {
    const doc = this.doc;
    const scene = new tc.Scene();
    this.scene = scene;
    scene.onHitTrace = (step, view, inside, result) => this._onHitTrace(step, view, inside, result);
    scene.onUnhandled = (_scene, info) => this._onUnhandled(info);
    const pending = [];
    doc.windows.forEach((w, i) => {
      const path = new KeyPath(null, `windows[${i}]`);
      const win = this._newView(tc.Window, 'tc_window_create', w, padd(path, '.frame'));
      this.windows.push(win);
      this._buildTree(win, w, path, pending, [], []);
    });
    this._link(pending);
    (hasOwn(doc, 'controllers') ? doc.controllers : []).forEach((c, i) => {
      const ctl = new tc.Controller(scene, null, { name: c.name });
      this.controllers.set(c.name, ctl);
      this._responder(ctl, c.name, c);
      if (hasOwn(c, 'view')) this._do(`controllers[${i}].view`, () => { ctl.view = this.views.get(c.view); });
    });
    this._responder(scene.application, 'app', hasOwn(doc, 'app') ? doc.app : {});
    if (hasOwn(doc, 'app_delegate')) this._responder(scene.appDelegate, 'app_delegate', doc.app_delegate);
    if (hasOwn(doc, 'first_responder')) {
      this._do('first_responder', () => this.views.get(doc.first_responder).becomeFirstResponder());
    }
    if (hasOwn(doc, 'focus')) this._do('focus', () => { scene.focus = this.views.get(doc.focus); });
  }

  /** A new Window or View of spec.frame, named spec.name; refusals name ``path``. */
  _newView(cls, createFn, spec, path) {
    const f = spec.frame;
    if (!allFinite(...f)) {
      const scene = this.scene;
      const refusal = rawRefusal(path, scene, createFn, 4, () => {}, (p) => [scene.handle, ...f.map(toNum), p]);
      if (refusal !== null) throw refusal;
      // (accepted after all: the engine's view is left to the scene; make ours as Python does)
    }
    return this._do(path, () => new cls(this.scene, ...f.map(toNum), { name: spec.name }));
  }

  _responder(obj, name, spec) {
    this.names.set(obj, name);
    this.handles.set(obj, new Set(hasOwn(spec, 'handles') ? spec.handles : []));
    this.routes.set(obj, new Set(hasOwn(spec, 'routes') ? spec.routes : []));
    obj.onTouches = (r, ev) => this._onTouches(r, ev);
    obj.onMotion = (r, ev) => this._onEvent(r, ev);
    obj.onPresses = (r, ev) => this._onEvent(r, ev);
    obj.onRemote = (r, ev) => this._onEvent(r, ev);
    obj.onRoute = (r, ev) => this._onRoute(r, ev);
    if (obj instanceof tc.View) this._viewHandles(obj, this.handles.get(obj), true);
  }

  /** Install (or, for a `set`, remove) the view-only callbacks its `handles` lists: hover (P3)
   * and estimated_update (P5). Unlike the other kinds, they are installed only when listed:
   * hover is not passed up the chain, and an update goes up it to the first view that lists
   * estimated_update. */
  _viewHandles(view, handles, creating = false) {
    for (const [slot, prop, fn] of [['hover', 'onHover', (v, e) => this._onHover(v, e)],
      ['estimated_update', 'onEstimatedUpdate', (v, u) => this._onUpdate(v, u)]]) {
      if (handles.has(slot)) view[prop] = fn;
      else if (!creating && view[prop] !== null) view[prop] = null;
    }
  }

  _buildTree(root, spec, path, pending, views, recs) {
    const stack = [[null, root, spec, path]];
    while (stack.length) {
      let parent; let view;
      [parent, view, spec, path] = stack.pop();
      if (view === null) {
        view = this._newView(tc.View, 'tc_view_create', spec, padd(path, '.frame'));
        views.push(view);
        const v = view;
        this._do(path, () => parent.addSubview(v));
      }
      this.views.set(spec.name, view);
      this.refused.delete(spec.name);
      this._responder(view, spec.name, spec);
      this._apply(view, spec, path, pending, true);
      if (hasOwn(spec, 'control')) this._applyControl(view, spec.name, spec.control);
      if (hasOwn(spec, 'scroll')) {
        this._applyScroll(view, spec.name, spec.scroll, padd(path, '.scroll'), true,
          hasOwn(spec, 'multiple_touch') ? spec.multiple_touch : null);
      }
      if (hasOwn(spec, 'recognizers')) this._makeRecognizers(view, spec.name, spec.recognizers, path, pending, recs);
      const children = hasOwn(spec, 'children') ? spec.children : [];
      for (let i = children.length - 1; i >= 0; i--) stack.push([view, null, children[i], padd(path, `.children[${i}]`)]);
    }
  }

  _link(pending) {
    for (const [path, kind, fn, name] of pending) {
      let target;
      if (kind === 'view') target = name === null ? null : this._view(name, path);
      else target = this._recognizer(name, path);
      this._do(path, () => fn(target));
    }
    pending.length = 0;
  }

  _apply(view, spec, path, pending, creating = false) {
    const scene = this.scene;
    const has = (k) => hasOwn(spec, k);
    const scalar = (p, fn, values, apply) => {
      if (!allFinite(...values)) {
        const r = rawRefusal(p, scene, fn, 0, null, () => [view.handle, ...values.map(toNum)]);
        if (r !== null) throw r;
        return;
      }
      this._do(p, apply);
    };
    if (has('frame') && !creating) {
      scalar(padd(path, '.frame'), 'tc_view_set_frame', spec.frame, () => { setFormatFrame(view, spec.frame.map(toNum)); });
    }
    if (has('bounds_origin')) {
      const b = view.bounds;
      const [ox, oy] = spec.bounds_origin;
      scalar(padd(path, '.bounds_origin'), 'tc_view_set_bounds', [ox, oy, b.w, b.h],
        () => { view.bounds = [toNum(ox), toNum(oy), b.w, b.h]; });
    }
    if (has('transform')) {
      const t = spec.transform;
      const p = padd(path, '.transform');
      if (!allFinite(...t)) {
        const r = rawRefusal(p, scene, 'tc_view_set_transform', 48, (q, d) => setF64s(d, q, t), (q) => [view.handle, q]);
        if (r !== null) throw r;
      } else this._do(p, () => { view.transform = t.map(toNum); });
    }
    for (const [key, attr] of [['hidden', 'hidden'], ['interactive', 'interactive'],
      ['multiple_touch', 'multipleTouch'], ['exclusive_touch', 'exclusiveTouch'],
      ['can_become_first', 'canBecomeFirstResponder'], ['can_resign_first', 'canResignFirstResponder']]) {
      if (has(key)) this._do(padd(path, '.' + key), () => { view[attr] = spec[key]; });
    }
    if (has('alpha')) scalar(padd(path, '.alpha'), 'tc_view_set_alpha', [spec.alpha], () => { view.alpha = toNum(spec.alpha); });
    const hit = has('hit') && spec.hit ? spec.hit : {};
    if (Object.keys(hit).length) {
      const hpath = padd(path, '.hit');
      const hhas = (k) => hasOwn(hit, k);
      if (hhas('insets')) {
        scalar(padd(hpath, '.insets'), 'tc_view_set_hit_insets', hit.insets, () => { view.hitInsets = hit.insets.map(toNum); });
      }
      if (hhas('min_size')) {
        scalar(padd(hpath, '.min_size'), 'tc_view_set_min_hit_size', hit.min_size, () => { view.minHitSize = hit.min_size.map(toNum); });
      }
      if (hhas('outside_bounds')) this._do(padd(hpath, '.outside_bounds'), () => { view.hitsOutsideBounds = hit.outside_bounds; });
      if (hhas('polygon')) {
        const poly = hit.polygon;
        const p = padd(hpath, '.polygon');
        if (poly !== null && !allFinite(...poly.flat())) {
          const r = rawRefusal(p, scene, 'tc_view_set_hit_polygon', 16 * poly.length,
            (q, d) => setF64s(d, q, poly.flat()), (q) => [view.handle, q, poly.length]);
          if (r !== null) throw r;
        } else this._do(p, () => { view.polygon = poly === null ? null : poly.map((xy) => xy.map(toNum)); });
      }
      if (hhas('presentation')) {
        const pr = hit.presentation;
        const p = padd(hpath, '.presentation');
        const tr = pr !== null && hasOwn(pr, 'transform') ? pr.transform : null;
        if (pr !== null && !allFinite(...pr.frame, ...(tr || []))) {
          const r = rawRefusal(p, scene, 'tc_view_set_presentation', 80, (q, d) => {
            setF64s(d, q, pr.frame);
            if (tr) setF64s(d, q + 32, tr);
          }, (q) => [view.handle, q, tr ? q + 32 : 0]);
          if (r !== null) throw r;
        } else {
          this._do(p, () => {
            view.presentation = pr === null ? null : { frame: pr.frame.map(toNum), transform: tr === null ? null : tr.map(toNum) };
          });
        }
      }
      if (hhas('use_presentation')) this._do(padd(hpath, '.use_presentation'), () => { view.usePresentation = hit.use_presentation; });
      if (hhas('redirect')) {
        pending.push([padd(hpath, '.redirect'), 'view', (target) => { view.redirect = target; }, hit.redirect]);
      }
    }
  }

  _applyControl(view, name, c) {
    this.controls.set(name, c);
    if (c === null) {
      view.makeControl(tc.ControlKind.NONE ?? 0);
      return;
    }
    const control = view.makeControl(CONTROL_KINDS[c.kind]);
    control.enabled = hasOwn(c, 'enabled') ? c.enabled : true;
    const events = hasOwn(c, 'events') ? c.events : null;
    let m = events === null ? CONTROL_EVENTS_ALL : 0;
    for (const e of events || []) m |= CONTROL_EVENTS[e];
    if (m) control.addTarget(m, (_ctl, event) => this._onControl(name, event));
  }

  /**
   * Make ``view`` a scroll view or change it (only the keys given): the parameters in one
   * tc_view_set_scroll, then ``content_offset`` (tc_view_set_content_offset). A new scroll
   * view's pan is named NAME.pan, logs its states and is a recognizer of the file; its
   * delegate messages are logged as `scroll` records, from the end of its creation (the
   * content_offset of a VIEW being built is its initial state, not a record; that of a `set`
   * step is logged as did_scroll). All or nothing: a refused content_offset puts the old
   * parameters back. (Python's Replayer._apply_scroll.)
   */
  _applyScroll(view, name, s, path, creating, multipleTouch = null) {
    const scene = this.scene;
    const was = view.isScrollView;
    const changes = [];  // [key, value] in the object's order
    for (const key of keysOf(s)) {
      if (key === 'content_offset') continue;
      let value = s[key];
      if (key === 'deceleration_rate' && typeof value === 'string') value = DECELERATION_RATES[value];
      changes.push([key, value]);
    }
    const offset = hasOwn(s, 'content_offset') ? s.content_offset : null;
    if (offset !== null && !was) {
      // checked first: a view cannot stop being a scroll view (the engine's message)
      ['x', 'y'].forEach((axis, i) => {
        const v = toNum(offset[i]);
        if (!Number.isFinite(v)) {
          throw new Refused(padd(path, '.content_offset'), toolError('TC_ERR_NOT_FINITE',
            `tc_view_set_content_offset: ${axis} is ${Number.isNaN(v) ? 'nan' : (v > 0 ? 'inf' : '-inf')} (must be finite)`));
        }
      });
    }
    const old = was ? view.scroll : null;
    const error = this._setScrollParams(view, was ? old : tc.defaultScrollParams(), changes);
    if (error !== null) {
      if (creating && !was) this.scrollPans.set(name, name + '.pan'); // a view_spec's view: its pan is forgotten with it
      const hit = SCROLL_FIELD_KEYS.find(([field]) => error.message.includes(field));
      throw new Refused(hit ? padd(path, '.' + hit[1]) : path, error);
    }
    if (!was) {
      const pan = view.scrollPan;
      const panName = name + '.pan';
      pan.name = panName;
      pan.onState = (rr, d) => this._onGesture(rr, d);
      this.recognizers.set(panName, pan);
      this.recognizerNames.set(pan, panName);
      this.scrollPans.set(name, panName);
      this.refused.delete(panName);
      // S1: becoming a scroll view made it multiple-touch-enabled; the VIEW's own key wins
      if (multipleTouch !== null) view.multipleTouch = multipleTouch;
    }
    if (!creating) view.onScroll = (_v, e) => this._onScroll(name, e);
    if (offset !== null) {
      const [x, y] = offset.map(toNum);
      let refusal = null;
      if (allFinite(x, y)) {
        try {
          view.contentOffset = [x, y];
        } catch (e) {
          if (!isEngineError(e)) throw e;
          refusal = asError(e);
        }
      } else {
        refusal = rawCall(scene, 'tc_view_set_content_offset', 0, () => {}, () => [view.handle, x, y]);
      }
      if (refusal !== null) {
        if (old !== null) view.scroll = old;
        throw new Refused(padd(path, '.content_offset'), refusal);
      }
    }
    if (creating) view.onScroll = (_v, e) => this._onScroll(name, e);
  }

  /** tc_view_set_scroll with ``base`` (a ScrollParams) and the file's ``changes``: null, or
   * the refusal ({code, message}; the engine's message for non-finite numbers too). (loads()
   * reads integers too large for a double as infinite, as Python's.) */
  _setScrollParams(view, base, changes) {
    const values = { ...base };
    // S4: `bounces` sets both axes (UIKit's -setBounces:); an axis the file gives wins.
    for (const [key, value] of changes) {
      if (key === 'bounces') values.bouncesHorizontally = values.bouncesVertically = null;
    }
    for (const [key, value] of changes) {
      if (key === 'content_size') [values.contentW, values.contentH] = value.map(toNum);
      else if (key === 'content_inset') [values.insetTop, values.insetLeft, values.insetBottom, values.insetRight] = value.map(toNum);
      else if (key === 'deceleration_rate') values.decelerationRate = toNum(value);
      else if (key === 'enabled') values.scrollEnabled = value;
      else values[key.replace(/_([a-z])/g, (_m, c) => c.toUpperCase())] = value;
    }
    const numbers = [values.contentW, values.contentH, values.insetTop, values.insetLeft,
      values.insetBottom, values.insetRight, values.decelerationRate];
    if (allFinite(...numbers)) {
      try {
        view.makeScroll(values);
        return null;
      } catch (e) {
        if (isEngineError(e)) return asError(e);
        throw e;
      }
    }
    const S = LAYOUT.tc_scroll_params;
    const error = rawCall(this.scene, 'tc_view_set_scroll', S.$size, (p, d) => {
      d.setUint32(p, S.$size, true);
      const f64 = { content_w: values.contentW, content_h: values.contentH, inset_top: values.insetTop,
        inset_left: values.insetLeft, inset_bottom: values.insetBottom, inset_right: values.insetRight,
        deceleration_rate: values.decelerationRate };
      for (const [field, v] of Object.entries(f64)) d.setFloat64(p + S[field], v, true);
      const i32 = { scroll_enabled: values.scrollEnabled, paging: values.paging, bounces: values.bounces,
        always_bounce_horizontal: values.alwaysBounceHorizontal,
        always_bounce_vertical: values.alwaysBounceVertical, directional_lock: values.directionalLock,
        delays_content_touches: values.delaysContentTouches,
        can_cancel_content_touches: values.canCancelContentTouches,
        transfers_horizontal_scrolling_to_parent: values.transfersHorizontalScrollingToParent,
        transfers_vertical_scrolling_to_parent: values.transfersVerticalScrollingToParent,
        pointer_drag_scrolling: values.pointerDragScrolling };
      for (const [field, v] of Object.entries(i32)) d.setInt32(p + S[field], v ? 1 : 0, true);
      const axes = { bounces_horizontally: values.bouncesHorizontally, bounces_vertically: values.bouncesVertically };
      for (const [field, v] of Object.entries(axes)) d.setInt32(p + S[field], v == null ? tc.TC.TC_SCROLL_BOUNCES_INHERIT : (v ? 1 : 0), true);
      d.setInt32(p + S.nested, tc.NestedScrolling[String(values.nested).toUpperCase()] ?? values.nested, true);
    }, (p) => [view.handle, p]);
    if (error === null) void view.scrollPan; // (accepted after all: adopt the pan)
    return error;
  }

  _makeRecognizers(view, viewName, specs, path, pending, made) {
    const names = [];
    specs.forEach((r, i) => {
      const rpath = padd(path, `.recognizers[${i}]`);
      if (this.recognizers.has(r.name)) {
        throw new Refused(padd(rpath, '.name'), toolError('TC_ERR_STATE',
          `recognizer name ${pyRepr(r.name)} is still in use (the step that replaced its recognizers was refused)`));
      }
      const params = {};
      const floats = new Set();
      const rFloats = floatKeysOf(r);
      for (const key of keysOf(r)) {
        if (!hasOwn(PARAM_FIELD, key)) continue;
        params[PARAM_FIELD[key]] = paramValue(key, r[key], rpath, r);
        if (rFloats.has(key) && !MASK_PARAMS.has(key)) floats.add(PARAM_FIELD[key]);
      }
      const kind = RECOGNIZER_KINDS[r.kind];
      const rec = this._newRecognizer(kind, r.name, params, floats, rpath);
      made.push(rec);
      this.recognizers.set(r.name, rec);
      this.recognizerNames.set(rec, r.name);
      rec.onState = (rr, d) => this._onGesture(rr, d);
      if (r.should_begin === false) rec.shouldBegin = () => false;
      this._do(rpath, () => rec.attach(view));
      names.push(r.name);
      (hasOwn(r, 'require_to_fail') ? r.require_to_fail : []).forEach((other, j) => {
        pending.push([padd(rpath, `.require_to_fail[${j}]`), 'recognizer', (o) => rec.requireToFail(o), other]);
      });
      (hasOwn(r, 'simultaneous_with') ? r.simultaneous_with : []).forEach((other, j) => {
        pending.push([padd(rpath, `.simultaneous_with[${j}]`), 'recognizer', (o) => rec.allowSimultaneous(o), other]);
      });
    });
    if (!this.viewRecognizers.has(viewName)) this.viewRecognizers.set(viewName, []);
    this.viewRecognizers.get(viewName).push(...names);
    return names;
  }

  _newRecognizer(kind, name, params, floats, path) {
    const scene = this.scene;
    if (!allFinite(...Object.values(params).filter((v) => typeof v !== 'boolean'))) {
      const R = LAYOUT.tc_recognizer_params;
      const error = rawCall(scene, 'tc_recognizer_create', R.$size + 8, (p, d) => {
        d.setUint32(p, R.$size, true);
        RAW.tc_recognizer_params_init(p, kind);
        writeParams(new DataView(RAW.memory.buffer), p, params);
      }, (p) => [scene.handle, p, p + R.$size]);
      if (error !== null) throw new Refused(path, nameTheArgument(error, params, floats));
    }
    try {
      return new tc.Recognizer(scene, kind, { name, ...params });
    } catch (e) {
      if (isEngineError(e)) throw new Refused(path, nameTheArgument(asError(e), params, floats));
      throw e;
    }
  }

  _discard(views, recs, stepPath) {
    const made = new Set(recs);
    for (const [name, rec] of [...this.recognizers]) {
      if (made.has(rec)) {
        this.recognizers.delete(name);
        this.refused.set(name, stepPath);
      }
    }
    for (const rec of [...recs].reverse()) {
      try { rec.destroy(); } catch (e) { if (!isEngineError(e)) throw e; }
    }
    for (const view of [...views].reverse()) {
      const name = this.names.get(view);
      this.names.delete(view);
      this.handles.delete(view);
      this.routes.delete(view);
      if (name !== undefined) {
        this.views.delete(name);
        this.viewRecognizers.delete(name);
        this.controls.delete(name);
        this.refused.set(name, stepPath);
        const panName = this.scrollPans.get(name);
        this.scrollPans.delete(name);
        if (panName !== undefined) {
          this.recognizers.delete(panName);
          this.refused.set(panName, stepPath);
        }
      }
      try { view.destroy(); } catch (e) { if (!isEngineError(e)) throw e; }
    }
  }

  // ---- callbacks ---------------------------------------------------------
  _name(obj) {
    if (obj === null || obj === undefined) return null;
    const n = this.names.get(obj);
    return n === undefined ? null : n;
  }

  _onTouches(responder, ev) {
    const handles = this.handles.get(responder);
    let handled = handles.has('touches');
    // R3: a control consumes its touches (its tracking or its handler; a page control's too,
    // though it never tracks, C1). The moved and ended it passes on while it tracks none (a
    // subview's touch, one that landed off a slider's thumb, C1) stop here all the same: their
    // began stopped here (R2), so the walk ends at the control, which handles them.
    if (ev.phase === TOUCH_PHASES.began) {
      for (const t of ev.touches) {
        this._missesButton.set(t.id, t.type === TOUCH_TYPES.indirect_pointer && (t.buttons & BUTTONS.primary) === 0);
      }
    }
    const control = responder.control;
    if (control !== null && control !== undefined) {
      // ... and every phase but the cancel of pointer touches that began without the primary
      // button while it tracks none (C1/R3; a segmented control swallows them).
      const cancel = ev.phase === TOUCH_PHASES.cancelled;
      let passesOn = false;
      const state = control.state;
      if (!cancel && ev.touches.length > 0 && !state.tracking
          && ev.touches.every((t) => this._missesButton.get(t.id) === true)) {
        passesOn = control.kind !== tc.ControlKind.SEGMENTED;
      }
      handled = handled || !passesOn;
    }
    this._touchCtx = [ev.timestamp, ev.dispatchTime];
    const fields = { phase: PHASE_NAMES[ev.phase], responder: this.names.get(responder),
      touches: ev.touches.map((t) => t.id), tap_counts: ev.touches.map((t) => t.tapCount) };
    if (ev.touches.some((t) => t.type !== TOUCH_TYPES.direct)) { // P1: only then
      fields.types = ev.touches.map((t) => (hasOwn(TOUCH_TYPE_NAMES, t.type) ? TOUCH_TYPE_NAMES[t.type] : String(t.type)));
    }
    fields.handled = handled;
    this.emit(ev.timestamp, ev.dispatchTime, 'touches', fields);
    return handles.has('touches');
  }

  _onHover(view, ev) {
    this.emit(ev.timestamp, this._now(), 'hover', { view: this.names.get(view),
      phase: hasOwn(PHASE_NAMES, ev.phase) ? PHASE_NAMES[ev.phase] : String(ev.phase), hover: ev.id,
      location: pt(ev.x, ev.y) });
  }

  _onUpdate(view, u) {
    this.emit(u.timestamp, this._now(), 'estimated_update', { view: this.names.get(view),
      touch: u.id, index: u.index, properties: propertyNames(u.properties),
      remaining: propertyNames(u.remaining) });
  }

  _onEvent(responder, ev) {
    const kind = EVENT_KIND_NAMES[ev.type];
    const slot = { motion: 'motion', remote: 'remote', press: 'presses' }[kind];
    const handled = this.handles.get(responder).has(slot);
    const phase = PHASE_NAMES[ev.phase];
    this.emit(ev.timestamp, this._now(), kind, { subtype: subtypeName(kind, ev.subtype),
      phase: phase === undefined ? null : phase, responder: this.names.get(responder), handled });
    return handled;
  }

  _onRoute(responder, ev) {
    const routes = this.routes.get(responder);
    const handled = routes.has(ev.name) || routes.has('*');
    this.emit(this._ctxT, this._now(), 'route', { name: ev.name, info: this._orderedInfo(ev.info),
      responder: this.names.get(responder), handled });
    return handled;
  }

  /** The route's info in the order of the step's `info` (JavaScript objects would put keys
   * such as "1" first). */
  _orderedInfo(info) {
    const order = this._routeInfo === null ? [] : keysOf(this._routeInfo);
    const keys = order.filter((k) => hasOwn(info, k));
    for (const k of Object.keys(info)) if (!keys.includes(k)) keys.push(k);
    const out = {};
    for (const k of keys) setKey(out, k, info[k]);
    return out;
  }

  _onUnhandled(info) {
    const kind = hasOwn(EVENT_KIND_NAMES, info.type) ? EVENT_KIND_NAMES[info.type] : String(info.type);
    if (kind === 'touches') {
      this.emit(info.timestamp, this._now(), 'dropped', { kind, touches: info.touches.map((t) => t.id) });
    } else if (kind === 'route') {
      this.emit(this._ctxT, this._now(), 'dropped', { kind, subtype: info.routeName });
    } else {
      this.emit(info.timestamp, this._now(), 'dropped', { kind, subtype: subtypeName(kind, info.subtype) });
    }
  }

  _onGesture(rec, d) {
    const state = GESTURE_STATES[d.state];
    if (state === undefined) return;
    const fields = { recognizer: this.recognizerNames.get(rec) ?? rec.name, state, location: pt(d.x, d.y) };
    const kind = d.kind;
    if (kind === RECOGNIZER_KINDS.pan || kind === RECOGNIZER_KINDS.edge_pan) {
      fields.translation = pt(d.translationX, d.translationY);
      fields.velocity = pt(d.velocityX, d.velocityY);
    } else if (kind === RECOGNIZER_KINDS.pinch) {
      fields.scale = f6(d.scale);
      fields.velocity = f6(d.scaleVelocity);
    } else if (kind === RECOGNIZER_KINDS.rotation) {
      fields.rotation = f6(d.rotation);
      fields.velocity = f6(d.rotationVelocity);
    } else if (kind === RECOGNIZER_KINDS.swipe) {
      const names = Object.keys(DIRECTIONS).filter((n) => d.direction & DIRECTIONS[n]);
      fields.direction = names.length === 1 ? names[0] : (names.length ? names : null);
    }
    if (state === 'failed') {
      fields.reason = d.failureMessage || (FAILURE_REASONS[d.failureReason] ?? '');
    }
    this.emit(d.timestamp, d.timestamp, 'gesture', fields);
  }

  _onScroll(viewName, e) {
    const now = this._now();
    const fields = { view: viewName,
      event: hasOwn(SCROLL_EVENTS, e.kind) ? SCROLL_EVENTS[e.kind] : String(e.kind),
      offset: pt(e.offset.x, e.offset.y) };
    if (e.target !== null) { // will_end_dragging
      fields.velocity = pt(e.velocity.x, e.velocity.y);
      fields.target_offset = pt(e.target.x, e.target.y);
    }
    if (e.decelerate !== null) fields.decelerate = e.decelerate;
    this.emit(now, now, 'scroll', fields);
  }

  _onControl(viewName, event) {
    let t; let at;
    if (this._touchCtx !== null) [t, at] = this._touchCtx;
    else t = at = this._now();
    this.emit(t, at, 'control', { view: viewName,
      event: hasOwn(CONTROL_EVENT_NAMES, event) ? CONTROL_EVENT_NAMES[event] : String(event) });
  }

  _onHitTrace(step, view, inside, result) {
    if (step === 1) {
      this._depth += 1;
      if (this.traceHitTest) this.emit(this._ctxT, this._now(), 'hit_enter', { view: this._name(view) });
    } else if (step === 2) {
      if (this.traceHitTest) this.emit(this._ctxT, this._now(), 'point_inside', { view: this._name(view), inside: Boolean(inside) });
    } else {
      this._depth -= 1;
      if (this.traceHitTest) this.emit(this._ctxT, this._now(), 'hit_exit', { view: this._name(view), result: this._name(result) });
      if (this._depth === 0 && this._inDispatch && this._began.length) {
        const [touchId, t] = this._began.shift();
        this.emit(t, this._now(), 'hit_test', { touch: touchId, view: this._name(result) });
      }
    }
  }

  // ---- running -----------------------------------------------------------
  _dispatch() {
    this._inDispatch = true;
    try {
      this.scene.dispatch();
    } finally {
      this._inDispatch = false;
      for (const [touchId, t] of this._began) this.emit(t, this._now(), 'hit_test', { touch: touchId, view: null });
      this._began = [];
      this._touchCtx = null;
    }
  }

  _flush() {
    const out = this._out;
    this._out = [];
    for (const r of out) this.records.push(r);
    return out;
  }

  _requireBuilt() {
    if (this.scene === null) throw new Error('Replayer: call build() before run(), iterRun() or runStep()');
  }

  /** Run the whole trace (the rest of it); returns every record (also kept in ``records``). */
  run() {
    for (const _ of this.iterRun()) { /* records are kept */ }
    return this.records;
  }

  /** Run the trace, yielding the records of each step as soon as the step is done (queued
   * touch samples come out with the step that dispatches them, or at the end). */
  * iterRun() {
    this._requireBuilt();
    const trace = hasOwn(this.doc, 'trace') ? this.doc.trace : [];
    while (this._stepsRun < trace.length) {
      yield* this._runOne(trace[this._stepsRun]);
    }
    yield* this.finish();
  }

  /** Dispatch touch samples still queued (the end of a trace); returns their records. */
  finish() {
    this._requireBuilt();
    if (this._pendingT !== null) {
      this._pendingT = null;
      this._dispatch();
    }
    return this._flush();
  }

  /**
   * Validate one trace step (as a step of the file's trace, at key path `trace[i]`, i the
   * number of steps run so far; SceneError if invalid, nothing run) and run it. Returns the
   * records it produced. Touch samples are queued as in a file: the samples of one `t` are
   * dispatched together when a step of another `t` or kind comes, or by finish() (``flush``
   * true: dispatch them at once, as the end of a trace does).
   */
  runStep(step, { flush = false } = {}) {
    this._requireBuilt();
    if (this._names === null) this._names = this._validationNames();
    const index = this._stepsRun;
    checkStep(step, `trace[${index}]`, this._names);
    const records = this._runOne(step);
    if (flush) records.push(...this.finish());
    return records;
  }

  _validationNames() {
    // the names of the document, and of the steps of its trace already run
    const names = collectNames(this.doc);
    const trace = hasOwn(this.doc, 'trace') ? this.doc.trace : [];
    for (let i = 0; i < this._stepsRun && i < trace.length; i++) checkStep(trace[i], `trace[${i}]`, names);
    return names;
  }

  _runOne(step) {
    const index = this._stepsRun++;
    const t = step.t;
    const kind = hasOwn(step, 'touch') ? 'touch' : hasOwn(step, 'hover') ? 'hover' : '';
    // Touch samples with one t are one event; hover samples with one t are queued together
    // too, but never with touches (each dispatch's hit tests are then those of one kind).
    if (this._pendingT !== null && (kind !== this._pendingKind || !sameT(t, this._pendingT))) {
      this._pendingT = null;
      this._dispatch();
    }
    this._ctxT = t;
    const path = `trace[${index}]`;
    try {
      if (kind === 'touch') {
        if (this._pushTouch(step, path)) {
          this._pendingT = t;
          this._pendingKind = kind;
        }
      } else if (kind === 'hover') {
        this._pushHover(step, path);
        this._pendingT = t;
        this._pendingKind = kind;
      } else {
        this._step(step, path);
      }
    } catch (e) {
      if (e instanceof Refused) this._error(t, index, e.path, e.error);
      else if (isEngineError(e)) this._error(t, index, path, asError(e));
      else throw e;
    }
    return this._flush();
  }

  _window(step) {
    const name = hasOwn(step, 'window') ? step.window : null;
    return name === null ? this.windows[0] : this.views.get(name);
  }

  _pushTouch(step, path) {
    const touchId = typeof step.touch === 'bigint' ? step.touch
      : Number.isSafeInteger(step.touch) ? (Object.is(step.touch, -0) ? 0 : step.touch) : BigInt(step.touch);
    const key = String(touchId);
    const phase = TOUCH_PHASES[step.phase];
    const window = hasOwn(step, 'window') ? step.window : null;
    if (phase !== TOUCH_PHASES.began && window !== null) {
      const live = this.touchWindows.get(key);
      if (live !== undefined && live !== window) {
        throw new Refused(path + '.window', toolError('TC_ERR_INVALID_ARGUMENT',
          `touch ${key} is in window ${pyRepr(live)}: a ${step.phase} sample may not name window ${pyRepr(window)} (later phases stay in the touch's window)`));
      }
    }
    const get = (k) => (hasOwn(step, k) ? step[k] : 0);
    const type = TOUCH_TYPES[hasOwn(step, 'type') ? step.type : 'direct'];
    const win = this._window(step);
    const btn = hasOwn(step, 'buttons') ? buttons(step.buttons, path + '.buttons') : BUTTONS.primary;
    const estimated = hasOwn(step, 'estimated') ? mask(step.estimated, path, PROPERTIES, true) : 0;
    const expecting = hasOwn(step, 'expecting') ? mask(step.expecting, path, PROPERTIES, true) : 0;
    const updateIndex = hasOwn(step, 'update_index') ? BigInt(step.update_index) : 0n;
    const coalesced = hasOwn(step, 'coalesced') ? step.coalesced : [];
    const predicted = hasOwn(step, 'predicted') ? step.predicted : [];
    // The sample goes to the engine as the Python tool's does (non-finite numbers too: the
    // engine's refusal is the error record), its points after it in the same block.
    const S = LAYOUT.tc_touch_sample;
    const P = LAYOUT.tc_touch_point;
    const scene = this.scene;
    const error = rawCall(scene, 'tc_scene_push_touch', S.$size + P.$size * (coalesced.length + predicted.length), (p, d) => {
      d.setUint32(p + S.size, S.$size, true);
      d.setInt32(p + S.phase, phase, true);
      d.setBigInt64(p + S.id, BigInt(touchId), true);
      d.setFloat64(p + S.x, toNum(step.x), true);
      d.setFloat64(p + S.y, toNum(step.y), true);
      d.setFloat64(p + S.timestamp, toNum(step.t), true);
      d.setFloat64(p + S.force, toNum(get('force')), true);
      d.setFloat64(p + S.major_radius, toNum(get('radius')), true);
      d.setInt32(p + S.type, type, true);
      d.setUint32(p + S.window, win.handle, true);
      d.setUint32(p + S.buttons, btn, true);
      d.setUint32(p + S.estimated_properties, estimated, true);
      d.setUint32(p + S.expecting_updates, expecting, true);
      d.setBigInt64(p + S.estimation_update_index, updateIndex, true);
      d.setFloat64(p + S.altitude, toNum(hasOwn(step, 'altitude') ? step.altitude : DEFAULT_ALTITUDE), true);
      d.setFloat64(p + S.azimuth, toNum(get('azimuth')), true);
      let at = p + S.$size;
      for (const [list, ptrField, countField] of [[coalesced, 'coalesced', 'coalesced_count'],
        [predicted, 'predicted', 'predicted_count']]) {
        if (!list.length) continue;
        d.setUint32(p + S[ptrField], at, true);
        d.setUint32(p + S[countField], list.length, true);
        for (const point of list) {
          d.setUint32(at + P.size, P.$size, true);
          d.setFloat64(at + P.timestamp, toNum(point[0]), true);
          d.setFloat64(at + P.x, toNum(point[1]), true);
          d.setFloat64(at + P.y, toNum(point[2]), true);
          d.setFloat64(at + P.force, point.length > 3 ? toNum(point[3]) : 0, true);
          d.setFloat64(at + P.altitude, DEFAULT_ALTITUDE, true);
          at += P.$size;
        }
      }
    }, (p) => [scene.handle, p]);
    if (error !== null) throw new Refused(path + touchKey(step, error), error);
    if (phase === TOUCH_PHASES.began) {
      this._began.push([touchId, step.t]);
      this.touchWindows.set(key, window !== null ? window : this.doc.windows[0].name);
    } else if (phase === TOUCH_PHASES.ended || phase === TOUCH_PHASES.cancelled) {
      this.touchWindows.delete(key);
    }
    return true;
  }

  _pushHover(step, path) {
    const H = LAYOUT.tc_hover_sample;
    const scene = this.scene;
    const win = this._window(step);
    const num = (k, dflt) => toNum(hasOwn(step, k) ? step[k] : dflt);
    const error = rawCall(scene, 'tc_scene_push_hover', H.$size, (p, d) => {
      d.setUint32(p + H.size, H.$size, true);
      d.setInt32(p + H.phase, HOVER_PHASES[step.phase], true);
      d.setBigInt64(p + H.id, BigInt(step.hover), true);
      d.setFloat64(p + H.x, toNum(step.x), true);
      d.setFloat64(p + H.y, toNum(step.y), true);
      d.setFloat64(p + H.timestamp, toNum(step.t), true);
      d.setInt32(p + H.type, HOVER_TYPES[hasOwn(step, 'type') ? step.type : 'indirect_pointer'], true);
      d.setFloat64(p + H.altitude, num('altitude', DEFAULT_ALTITUDE), true);
      d.setFloat64(p + H.azimuth, num('azimuth', 0), true);
      d.setFloat64(p + H.z_offset, num('z', 0), true);
      d.setUint32(p + H.window, win.handle, true);
    }, (p) => [scene.handle, p]);
    if (error !== null) throw new Refused(path + inputKey(step, error, 'hover'), error);
  }

  /** Queue a `scroll`, `pinch`, `rotate` or `update` step (P4, P5); a refusal names the key at
   * fault. */
  _pushInput(step, path) {
    const scene = this.scene;
    const kind = ['scroll', 'pinch', 'rotate', 'update'].find((k) => hasOwn(step, k));
    const t = toNum(step.t);
    let error;
    if (kind === 'scroll') {
      const S = LAYOUT.tc_scroll_input;
      const win = this._window(step);
      const phase = hasOwn(step, 'phase') && step.phase !== null ? GESTURE_PHASES[step.phase] : 0;
      error = rawCall(scene, 'tc_scene_push_scroll', S.$size, (p, d) => {
        d.setUint32(p + S.size, S.$size, true);
        d.setUint32(p + S.type, SCROLL_KINDS[hasOwn(step, 'kind') ? step.kind : 'discrete'], true);
        d.setInt32(p + S.phase, phase, true);
        d.setFloat64(p + S.dx, toNum(step.scroll[0]), true);
        d.setFloat64(p + S.dy, toNum(step.scroll[1]), true);
        d.setFloat64(p + S.x, toNum(step.x), true);
        d.setFloat64(p + S.y, toNum(step.y), true);
        d.setFloat64(p + S.timestamp, t, true);
        d.setUint32(p + S.window, win.handle, true);
      }, (p) => [scene.handle, p]);
    } else if (kind === 'pinch' || kind === 'rotate') {
      const T = LAYOUT.tc_transform_input;
      const win = this._window(step);
      error = rawCall(scene, 'tc_scene_push_transform', T.$size, (p, d) => {
        d.setUint32(p + T.size, T.$size, true);
        d.setInt32(p + T.phase, GESTURE_PHASES[step.phase], true);
        d.setFloat64(p + T.scale, kind === 'pinch' ? toNum(step.pinch) : 1, true);
        d.setFloat64(p + T.rotation, kind === 'rotate' ? toNum(step.rotate) : 0, true);
        d.setFloat64(p + T.x, toNum(step.x), true);
        d.setFloat64(p + T.y, toNum(step.y), true);
        d.setFloat64(p + T.timestamp, t, true);
        d.setUint32(p + T.window, win.handle, true);
      }, (p) => [scene.handle, p]);
    } else {
      const U = LAYOUT.tc_touch_update;
      let properties = 0;
      if (hasOwn(step, 'force')) properties |= PROPERTIES.force;
      if (hasOwn(step, 'azimuth')) properties |= PROPERTIES.azimuth;
      if (hasOwn(step, 'altitude')) properties |= PROPERTIES.altitude;
      if (hasOwn(step, 'x')) properties |= PROPERTIES.location;
      error = rawCall(scene, 'tc_scene_push_touch_update', U.$size, (p, d) => {
        d.setUint32(p + U.size, U.$size, true);
        d.setUint32(p + U.properties, properties, true);
        d.setBigInt64(p + U.id, BigInt(step.update), true);
        d.setBigInt64(p + U.estimation_update_index, BigInt(step.index), true);
        d.setFloat64(p + U.timestamp, t, true);
        d.setFloat64(p + U.force, hasOwn(step, 'force') ? toNum(step.force) : 0, true);
        d.setFloat64(p + U.azimuth, hasOwn(step, 'azimuth') ? toNum(step.azimuth) : 0, true);
        d.setFloat64(p + U.altitude, hasOwn(step, 'altitude') ? toNum(step.altitude) : DEFAULT_ALTITUDE, true);
        if (hasOwn(step, 'x')) {
          d.setFloat64(p + U.x, toNum(step.x), true);
          d.setFloat64(p + U.y, toNum(step.y), true);
        }
      }, (p) => [scene.handle, p]);
    }
    if (error !== null) throw new Refused(path + inputKey(step, error, kind), error);
  }

  /** scene.<method>(...) for a step's time ``t`` (and other numbers), raw when not finite. */
  _timed(path, rawFn, args, apply) {
    if (!allFinite(...args.filter((a) => typeof a !== 'object'))) {
      const scene = this.scene;
      const r = rawRefusal(path, scene, rawFn, 0, null, () => [scene.handle, ...args.map(toNum)]);
      if (r !== null) throw r;
      return;
    }
    this._do(path, apply);
  }

  _step(step, path) {
    const scene = this.scene;
    const t = step.t;
    if (hasOwn(step, 'advance')) {
      this._timed(path + '.t', 'tc_scene_advance', [t], () => scene.advance(toNum(t)));
    } else if (hasOwn(step, 'motion')) {
      const m = MOTIONS[step.motion];
      const ph = MOTION_PHASES[step.phase];
      this._timed(path + '.t', 'tc_scene_push_motion', [m, ph, t], () => scene.pushMotion(m, ph, toNum(t)));
      this._dispatch();
    } else if (hasOwn(step, 'remote')) {
      const r = REMOTES_ALL[step.remote];
      this._timed(path + '.t', 'tc_scene_push_remote', [r, t], () => scene.pushRemote(r, toNum(t)));
      this._dispatch();
    } else if (hasOwn(step, 'press')) {
      const pr = PRESSES_ALL[step.press];
      const ph = PRESS_PHASES[step.phase];
      this._timed(path + '.t', 'tc_scene_push_press', [pr, ph, t], () => scene.pushPress(pr, ph, toNum(t)));
      this._dispatch();
    } else if (['scroll', 'pinch', 'rotate', 'update'].some((k) => hasOwn(step, k))) {
      this._pushInput(step, path);
      this._dispatch();
    } else {
      this._timed(path + '.t', 'tc_scene_advance', [t], () => scene.advance(toNum(t)));
      if (hasOwn(step, 'route')) {
        const name = step.from;
        const src = this.views.get(name) || this.controllers.get(name);
        if (src === undefined) throw this._missing('view', name, path + '.from');
        const info = hasOwn(step, 'info') && step.info ? step.info : {};
        const map = new Map(keysOf(info).map((k) => [k, info[k]]));
        this._routeInfo = info;
        try {
          this._do(path + '.route', () => scene.sendRoute(src, step.route, map));
        } finally {
          this._routeInfo = null;
        }
      } else if (hasOwn(step, 'hit_test')) {
        const [x, y] = step.hit_test;
        const win = this._window(step);
        let hit;
        if (!allFinite(x, y)) {
          const r = rawRefusal(path + '.hit_test', scene, 'tc_view_hit_test', 4, () => {}, (p) => [win.handle, toNum(x), toNum(y), p]);
          if (r !== null) throw r;
          hit = null;
        } else hit = this._do(path + '.hit_test', () => win.hitTest(toNum(x), toNum(y)));
        this.emit(t, scene.now, 'hit_test', { point: pt(x, y), view: this._name(hit) });
      } else if (hasOwn(step, 'first_responder')) {
        const name = step.first_responder;
        if (name === null) {
          const current = scene.firstResponder;
          if (current !== null) this._do(path + '.first_responder', () => current.resignFirstResponder());
        } else {
          const view = this._view(name, path + '.first_responder');
          this._do(path + '.first_responder', () => view.becomeFirstResponder());
        }
      } else if (hasOwn(step, 'focus')) {
        const name = step.focus;
        const view = name === null ? null : this._view(name, path + '.focus');
        this._do(path + '.focus', () => { scene.focus = view; });
      } else if (hasOwn(step, 'set')) {
        this._set(step.set, path + '.set', path);
      }
    }
  }

  _set(s, path, stepPath) {
    if (hasOwn(s, 'add_to')) this._addTo(s, path, stepPath);
    else if (hasOwn(s, 'recognizer')) this._setRecognizer(s, path);
    else this._setView(s, path);
  }

  _addTo(s, path, stepPath) {
    const parent = this._view(s.add_to, path + '.add_to');
    const spec = s.view_spec;
    const vpath = new KeyPath(path, '.view_spec');
    const views = [];
    const recs = [];
    const pending = [];
    try {
      const root = this._newView(tc.View, 'tc_view_create', spec, padd(vpath, '.frame'));
      views.push(root);
      this._buildTree(root, spec, vpath, pending, views, recs);
      this._link(pending);
      this._do(path + '.add_to', () => parent.addSubview(root));
    } catch (e) {
      if (e instanceof Refused) this._discard(views, recs, stepPath);
      throw e;
    }
  }

  _setRecognizer(s, path) {
    const rec = this._recognizer(s.recognizer, path + '.recognizer');
    const params = {};
    const keys = [];
    const floats = new Set();
    const sFloats = floatKeysOf(s);
    for (const key of keysOf(s)) {
      if (hasOwn(PARAM_FIELD, key) && key !== 'enabled') {
        params[PARAM_FIELD[key]] = paramValue(key, s[key], path, s);
        if (sFloats.has(key) && !MASK_PARAMS.has(key)) floats.add(PARAM_FIELD[key]);
        keys.push(key);
      }
    }
    if (keys.length) {
      const p = keys.length === 1 ? `${path}.${keys[0]}` : path;
      const scene = this.scene;
      let error = null;
      if (!allFinite(...Object.values(params).filter((v) => typeof v !== 'boolean'))) {
        const R = LAYOUT.tc_recognizer_params;
        error = rawCall(scene, 'tc_recognizer_set_params', R.$size, (q, d) => {
          d.setUint32(q, R.$size, true);
          RAW.tc_recognizer_get_params(rec.handle, q);
          writeParams(new DataView(RAW.memory.buffer), q, params);
        }, (q) => [rec.handle, q]);
      } else {
        try {
          rec.setParams(Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])));
        } catch (e) {
          if (!isEngineError(e)) throw e;
          error = asError(e);
        }
      }
      if (error !== null) throw new Refused(p, nameTheArgument(error, params, floats));
    }
    if (hasOwn(s, 'enabled')) this._do(path + '.enabled', () => { rec.enabled = s.enabled; });
    if (hasOwn(s, 'should_begin')) rec.shouldBegin = s.should_begin ? null : () => false;
  }

  _setView(s, path) {
    const view = this._view(s.view, path + '.view');
    const name = this.names.get(view);
    if (s.remove) {
      this._do(path + '.remove', () => view.removeFromSuperview());
      return;
    }
    const snap = snapshot(view);
    const mark = this._out.length;
    const pending = [];
    const made = [];
    let oldRecs = [];
    let old = null;
    let controlChanged = false;
    const oldControl = this.controls.has(name) ? this.controls.get(name) : null;
    try {
      this._apply(view, s, path, pending);
      this._link(pending);
      if (hasOwn(s, 'control')) {
        controlChanged = true;
        this._do(path + '.control', () => this._applyControl(view, name, s.control));
      }
      if (hasOwn(s, 'recognizers')) {
        old = this.viewRecognizers.get(name) || [];
        this.viewRecognizers.delete(name);
        oldRecs = [];
        for (const n of old) {
          if (this.recognizers.has(n)) {
            oldRecs.push(this.recognizers.get(n));
            this.recognizers.delete(n);
          }
        }
        this._makeRecognizers(view, name, s.recognizers, path, pending, made);
        this._link(pending);
      }
      if (hasOwn(s, 'scroll')) {
        this._applyScroll(view, name, s.scroll, path + '.scroll', false,
          hasOwn(s, 'multiple_touch') ? s.multiple_touch : null);
      }
    } catch (e) {
      if (e instanceof Refused) {
        if (old !== null) {
          const madeSet = new Set(made);
          for (const [n, rec] of [...this.recognizers]) if (madeSet.has(rec)) this.recognizers.delete(n);
          for (const rec of made) {
            try { rec.destroy(); } catch (x) { if (!isEngineError(x)) throw x; }
          }
          this.viewRecognizers.set(name, old);
          // (as Python: the names zipped with the recognizers still found)
          old.forEach((n, i) => { if (i < oldRecs.length) this.recognizers.set(n, oldRecs[i]); });
        }
        if (controlChanged) {
          try { this._applyControl(view, name, oldControl); } catch (x) { if (!isEngineError(x)) throw x; }
        }
        restore(view, snap);
        // the content moves restoring undid (S1: a clamp, a content_offset, the move back)
        // leave no did_scroll records (as Python)
        const kept = this._out.slice(mark).filter((r) =>
          !(r.ev === 'scroll' && r.view === name && r.event === 'did_scroll'));
        this._out.length = mark;
        this._out.push(...kept);
      }
      throw e;
    }
    for (const rec of oldRecs) rec.destroy(); // commit: the old recognizers go
    if (hasOwn(s, 'handles')) {
      this.handles.set(view, new Set(s.handles));
      this._viewHandles(view, this.handles.get(view));
    }
    if (hasOwn(s, 'routes')) this.routes.set(view, new Set(s.routes));
  }

  /** Close the scene (idempotent). */
  close() {
    if (this.scene !== null && !this.scene.closed) this.scene.close();
  }
}

function sameT(a, b) {
  // Python's `t != pending_t` on the step's numbers (int or float, NaN never equal)
  if (typeof a === 'bigint' || typeof b === 'bigint') {
    try { return BigInt(a) === BigInt(b); } catch { return Number(a) === Number(b); }
  }
  return a === b;
}

function subtypeName(kind, value) {
  const table = { motion: MOTION_NAMES, remote: REMOTE_NAMES, press: PRESS_NAMES }[kind];
  return table !== undefined && hasOwn(table, value) ? table[value] : value;
}

/** The names of the TC_PROPERTY_* bits of ``m``, in bit order. */
function propertyNames(m) {
  return Object.keys(PROPERTIES).filter((k) => (m & PROPERTIES[k]) !== 0);
}

/** The key of an altitude outside 0 .. pi/2 or an azimuth outside -pi .. pi, or "". */
function anglesKey(angles) {
  for (const [k, v] of angles) {
    if ((k === 'altitude' && !(v >= 0 && v <= Math.PI / 2)) || (k === 'azimuth' && !(v >= -Math.PI && v <= Math.PI))) {
      return '.' + k;
    }
  }
  return '';
}

/** The key of a touch step's coalesced or predicted points a refusal is about: the first point
 * ``bad`` picks (`.coalesced[2]`), else the list the engine's message names, else "". */
function pointsKey(step, bad, message = '') {
  for (const key of ['coalesced', 'predicted']) {
    const list = hasOwn(step, key) && step[key] ? step[key] : [];
    if (bad !== null) {
      for (let i = 0; i < list.length; i++) if (bad(list[i])) return `.${key}[${i}]`;
    } else if (message.includes(key) && list.length) {
      return '.' + key;
    }
  }
  return '';
}

/** The key of a touch step the engine refused (for the error record's path). */
function touchKey(step, error) {
  const name = error.code;
  if (name === 'TC_ERR_TIME_BACKWARDS') return '.t';
  if (name === 'TC_ERR_UNKNOWN_TOUCH' || name === 'TC_ERR_DUPLICATE_TOUCH' || name === 'TC_ERR_TOO_MANY_TOUCHES') return '.touch';
  const values = ['t', 'x', 'y', 'force', 'radius'].map((k) => [k, toNum(hasOwn(step, k) ? step[k] : 0)]);
  const angles = ['altitude', 'azimuth'].filter((k) => hasOwn(step, k)).map((k) => [k, toNum(step[k])]);
  if (name === 'TC_ERR_NOT_FINITE') {
    const bad = [...values, ...angles].find(([, v]) => !Number.isFinite(v));
    return bad ? '.' + bad[0] : pointsKey(step, (p) => !p.every((x) => Number.isFinite(toNum(x))));
  }
  if (name === 'TC_ERR_INVALID_ARGUMENT') {
    // In the engine's order: the location, the time, then the measures.
    for (const [k, v] of [...values.slice(1, 3), values[0], ...values.slice(3)]) {
      if (((k === 'x' || k === 'y') && Math.abs(v) > TC_MAX_COORDINATE) || (k === 't' && v > TC_MAX_TIMESTAMP)
        || ((k === 'force' || k === 'radius') && v < 0)) return '.' + k;
    }
    const key = anglesKey(angles);
    if (key) return key;
    if (hasOwn(step, 'expecting') && (mask(step.expecting, '', PROPERTIES, true)
      & ~mask(hasOwn(step, 'estimated') ? step.estimated : [], '', PROPERTIES, true))) return '.expecting';
    return pointsKey(step, null, error.message);
  }
  if (name === 'TC_ERR_LIMIT') return pointsKey(step, null, error.message);
  if (name === 'TC_ERR_STATE' && hasOwn(step, 'window')) return '.window';
  return '';
}

/** The key of a `hover`, `scroll`, `pinch`, `rotate` or `update` step the engine refused (for
 * the error record's path): "" when no single key is to blame. */
function inputKey(step, error, kind) {
  const name = error.code;
  if (name === 'TC_ERR_TIME_BACKWARDS') return '.t';
  if (kind === 'hover' && ['TC_ERR_UNKNOWN_TOUCH', 'TC_ERR_DUPLICATE_TOUCH', 'TC_ERR_TOO_MANY_TOUCHES'].includes(name)) return '.hover';
  const numbers = [['t', step.t]];
  if (kind === 'scroll') numbers.push(...step.scroll.map((v) => ['scroll', v]));
  else if (kind === 'pinch' || kind === 'rotate') numbers.push([kind, step[kind]]);
  const keys = { hover: ['x', 'y', 'altitude', 'azimuth', 'z'], update: ['force', 'altitude', 'azimuth', 'x', 'y'] }[kind] ?? ['x', 'y'];
  for (const k of keys) if (hasOwn(step, k)) numbers.push([k, step[k]]);
  const nums = numbers.map(([k, v]) => [k, toNum(v)]);
  if (name === 'TC_ERR_NOT_FINITE') {
    const bad = nums.find(([, v]) => !Number.isFinite(v));
    return bad ? '.' + bad[0] : '';
  }
  if (name === 'TC_ERR_INVALID_ARGUMENT') {
    for (const [k, v] of nums) {
      if (((k === 'x' || k === 'y') && Math.abs(v) > TC_MAX_COORDINATE) || (k === 't' && v > TC_MAX_TIMESTAMP)
        || (k === 'force' && v < 0) || (k === 'z' && !(v >= 0 && v <= 1)) || (k === 'pinch' && v <= 0)) return '.' + k;
    }
    return anglesKey(nums.filter(([k]) => k === 'altitude' || k === 'azimuth'));
  }
  if (name === 'TC_ERR_STATE' && kind === 'hover') return hasOwn(step, 'window') ? '.window' : '';
  if ((name === 'TC_ERR_STATE' || name === 'TC_ERR_UNKNOWN_ENUM') && kind !== 'update') return hasOwn(step, 'phase') ? '.phase' : '';
  return '';
}

/** Validate and replay a parsed scene, yielding its records step by step. SceneError is
 * thrown before the first record for an invalid scene. */
export function* iterReplay(doc, { traceHitTest = false } = {}) {
  validate(doc);
  const r = new Replayer(doc, { traceHitTest });
  try {
    r.build();
    yield* r.iterRun();
  } finally {
    r.close();
  }
}

/** Replay a parsed scene (validated here); returns the list of log records. */
export function replay(doc, { traceHitTest = false } = {}) {
  return [...iterReplay(doc, { traceHitTest })];
}

/** Read, validate and replay a scene file (Node only). */
export async function replayFile(path, { traceHitTest = false } = {}) {
  return replay(await load(path), { traceHitTest });
}

// ---------------------------------------------------------------------------------------------
// Command line: node bindings/js/replay.mjs SCENE.json [--trace-hit-test]
// ---------------------------------------------------------------------------------------------

const USAGE = 'usage: replay.mjs [-h] [--trace-hit-test] SCENE.json';

/** Python's "backslashreplace" for lone surrogates written to stdout. */
function backslashSurrogates(s) {
  return s.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    (c) => '\\u' + c.charCodeAt(0).toString(16));
}

/** Run the command line with ``argv`` (the arguments after the script); returns the exit status. */
export async function main(argv) {
  const err = (s) => process.stderr.write(s + '\n');
  let scene = null;
  let traceHitTest = false;
  let onlyPositional = false;
  for (const a of argv) {
    if (!onlyPositional && (a === '-h' || a === '--help')) {
      process.stdout.write(`${USAGE}\n\nReplay SCENE (a touchchain-scene/1 JSON file, '-' for stdin) and print what the engine dispatched, one JSON object per line.\n\noptions:\n  -h, --help        show this help message and exit\n  --trace-hit-test  also log hit_enter / point_inside / hit_exit (H7)\n`);
      return 0;
    }
    if (!onlyPositional && a === '--') { onlyPositional = true; continue; }
    if (!onlyPositional && a === '--trace-hit-test') { traceHitTest = true; continue; }
    if (!onlyPositional && a.startsWith('-') && a !== '-') {
      err(USAGE);
      err(`replay.mjs: error: unrecognized arguments: ${a}`);
      return 2;
    }
    if (scene !== null) {
      err(USAGE);
      err(`replay.mjs: error: unrecognized arguments: ${a}`);
      return 2;
    }
    scene = a;
  }
  if (scene === null) {
    err(USAGE);
    err('replay.mjs: error: the following arguments are required: SCENE.json');
    return 2;
  }
  let r = null;
  try {
    const doc = await load(scene);
    r = new Replayer(doc, { traceHitTest });
    r.build();
  } catch (e) {
    if (e instanceof SceneError) {
      r?.close();
      err(`touchchain replay: ${scene}: ${e.message}`);
      return 2;
    }
    throw e;
  }
  const out = process.stdout;
  let broken = false;
  out.on('error', () => { broken = true; });
  try {
    let chunk = '';
    for (const rec of r.iterRun()) {
      chunk += formatRecord(rec) + '\n';
      if (chunk.length > 1 << 16) {
        if (!out.write(backslashSurrogates(chunk))) await new Promise((ok) => out.once('drain', ok));
        chunk = '';
      }
      if (broken) return 1;
      r.records.length = 0;        // streamed: the log is not kept
    }
    if (chunk) out.write(backslashSurrogates(chunk));
  } finally {
    r.close();
  }
  await new Promise((ok) => out.write('', ok));
  return broken ? 1 : 0;
}

if (typeof process === 'object' && process !== null && process.argv?.[1] && import.meta.url.startsWith('file:')) {
  const { pathToFileURL } = await import('node:url');
  const { realpathSync } = await import('node:fs');
  let isMain = false;
  try {
    isMain = pathToFileURL(realpathSync(process.argv[1])).href === import.meta.url;
  } catch { /* not a file */ }
  if (isMain) {
    main(process.argv.slice(2)).then((status) => { process.exitCode = status; }, (e) => {
      process.stderr.write(`${e && e.stack ? e.stack : e}\n`);
      process.exitCode = 1;
    });
  }
}
