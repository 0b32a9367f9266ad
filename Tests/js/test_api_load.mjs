// Loading, version, the constant and enumeration tables against include/touchchain.h, the
// struct layouts against the C compiler, and the callback roles of the glue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tc, headerModel, ROOT } from './helpers.mjs';

test('load: the module is ready on import; version matches the header', () => {
  const h = headerModel().defines;
  assert.equal(tc.version(), `${h.TC_VERSION_MAJOR}.${h.TC_VERSION_MINOR}.${h.TC_VERSION_PATCH}`);
  assert.equal(tc.raw.tc_version() >>> 0, h.TC_VERSION);
  assert.equal(tc.raw.tc_abi_version() >>> 0, tc.ABI_VERSION);
  assert.equal(tc.PASS, false);
  assert.equal(tc.HANDLED, true);
});

test('load: every tc_* function of the header is exported by touchchain.wasm', () => {
  const missing = headerModel().functions.filter((f) => typeof tc.raw[f] !== 'function');
  assert.deepEqual(missing, []);
  assert.equal(typeof tc.raw._initialize, 'function');
});

test('statusString: the header TC_STATUS_MAP descriptions; "unknown status" otherwise', () => {
  for (const [name, value, description] of headerModel().status_map) {
    assert.equal(tc.statusString(value), description, name);
    assert.equal(tc.STATUS_NAMES[value], name);
  }
  assert.equal(tc.statusString(-1000), 'unknown status');
  assert.throws(() => tc.statusString('x'), TypeError);
});

/** The #defines of the header's `#if UINTPTR_MAX > 0xFFFFFFFFu ... #else ... #endif` blocks
 *  as a 32-bit target sees them (the #else branch): header_model gives the LP64 values. */
function defines32() {
  const text = readFileSync(path.join(ROOT, 'include/touchchain.h'), 'utf8');
  const out = {};
  for (const [, block] of text.matchAll(/#if UINTPTR_MAX > 0xFFFFFFFFu[\s\S]*?#else([\s\S]*?)#endif/g)) {
    for (const [, name, value] of block.matchAll(/#define (TC_\w+) (\d+)/g)) out[name] = Number(value);
  }
  return out;
}

test('constants: TC equals the #defines of include/touchchain.h (wasm32), both ways', () => {
  const wasm32 = defines32();
  assert.deepEqual(wasm32, { TC_MAX_SCENES: 8 });
  const defines = { ...headerModel().defines, ...wasm32 };
  assert.deepEqual(Object.keys(tc.TC).sort(), Object.keys(defines).sort());
  for (const [name, value] of Object.entries(defines)) assert.equal(tc.TC[name], value, name);
  assert.ok(Object.isFrozen(tc.TC));
});

test('enumerations: each one is its prefix of the header, as the Python bindings', () => {
  const defines = headerModel().defines;
  const prefixes = {
    Phase: 'TC_PHASE_', TouchType: 'TC_TOUCH_', EventType: 'TC_EVENT_', Motion: 'TC_MOTION_',
    Remote: 'TC_REMOTE_', Press: 'TC_PRESS_', ResponderKind: 'TC_RESPONDER_', ViewFlag: 'TC_VIEW_',
    TraceStep: 'TC_TRACE_', GestureState: 'TC_GESTURE_', RecognizerKind: 'TC_RECOGNIZER_',
    FailureReason: 'TC_FAIL_', ControlKind: 'TC_CONTROL_', SwipeDirection: 'TC_SWIPE_',
    Edge: 'TC_EDGE_', ControlEvent: 'TC_CONTROL_EVENT_', ScrollEventKind: 'TC_SCROLL_',
    NestedScrolling: 'TC_SCROLL_NESTED_', Button: 'TC_BUTTON_', TouchProperty: 'TC_PROPERTY_',
    ScrollType: 'TC_SCROLL_',
  };
  // what a prefix catches that is not a member (as _enums.py's PREFIXES)
  const excluded = {
    TouchType: /^TC_TOUCH_TYPES_ALL$/, ControlKind: /^TC_CONTROL_EVENT_/,
    ScrollEventKind: /^TC_SCROLL_(CONTENT_|NESTED_|DISCRETE$|CONTINUOUS$|TYPES_ALL$)/,
    ScrollType: /^TC_SCROLL_(CONTENT_|NESTED_|WILL_|DID_|TYPES_ALL$)/,
  };
  for (const [enumName, prefix] of Object.entries(prefixes)) {
    const expected = {};
    for (const [k, v] of Object.entries(defines)) {
      if (k.startsWith(prefix) && !excluded[enumName]?.test(k)) expected[k.slice(prefix.length)] = v;
    }
    assert.ok(Object.keys(expected).length > 0, enumName);
    assert.deepEqual({ ...tc[enumName] }, expected, enumName);
    assert.ok(Object.isFrozen(tc[enumName]), enumName);
  }
  const status = Object.fromEntries(headerModel().status_map.map(([n, v]) => [n.slice(3), v]));
  assert.deepEqual({ ...tc.Status }, status);
  // P1: TouchTypes is TC_TOUCH_TYPE_BIT() of each TouchType, and TC_TOUCH_TYPES_ALL
  assert.deepEqual({ ...tc.TouchTypes }, { ...Object.fromEntries(Object.entries(tc.TouchType)
    .map(([k, v]) => [k, 2 ** v])), ALL: defines.TC_TOUCH_TYPES_ALL });
  assert.equal(Object.values(tc.TouchType).reduce((m, v) => m | (1 << v), 0), defines.TC_TOUCH_TYPES_ALL);
  assert.equal(Object.values(tc.Button).reduce((m, v) => m | v, 0), 7);
  assert.equal(Object.values(tc.TouchProperty).reduce((m, v) => m | v, 0), defines.TC_PROPERTIES_ALL);
  assert.equal(Object.values(tc.ScrollType).reduce((m, v) => m | v, 0), defines.TC_SCROLL_TYPES_ALL);
});

test('enumerations: the engine names agree with the enumeration members (tc_*_string)', () => {
  const families = { phase: tc.Phase, touch_type: tc.TouchType, event_type: tc.EventType,
    view_flag: tc.ViewFlag, gesture_state: tc.GestureState, recognizer_kind: tc.RecognizerKind,
    failure_reason: tc.FailureReason, control_kind: tc.ControlKind, swipe_direction: tc.SwipeDirection,
    edge: tc.Edge, remote_subtype: tc.Remote, press_type: tc.Press, responder_kind: tc.ResponderKind,
    scroll_event: tc.ScrollEventKind, button: tc.Button, touch_property: tc.TouchProperty,
    scroll_type: tc.ScrollType };
  for (const [family, e] of Object.entries(families)) {
    for (const [key, value] of Object.entries(e)) {
      assert.equal(tc.nameOf(family, value), key.toLowerCase(), `${family} ${key}`);
    }
  }
  assert.equal(tc.nameOf('phase', 99), null);
  assert.equal(tc.nameOf('button', 3), null, 'one bit only');
  assert.equal(tc.nameOf('touch_property', tc.TC.TC_PROPERTIES_ALL), null);
  assert.equal(tc.nameOf('scroll_type', 0), null);
  assert.equal(tc.nameOf('touch_type', 4), 'indirect_pointer');
  assert.equal(tc.enumName(tc.Edge, tc.Edge.LEFT | tc.Edge.TOP), 'TOP|LEFT');
  assert.equal(tc.enumName(tc.Phase, 2), 'MOVED');
  assert.equal(tc.enumName(tc.Phase, 99), undefined);
});

test('layout: LAYOUT equals the C compiler\'s sizeof/offsetof for wasm32 (tcjs_layout_*)', () => {
  const count = tc.raw.tcjs_layout_count();
  assert.ok(count > 100);
  const mem = () => new Uint8Array(tc.raw.memory.buffer);
  const cstring = (p) => {
    const m = mem();
    let e = p;
    while (m[e]) e++;
    return new TextDecoder().decode(m.subarray(p, e));
  };
  const fromC = {};
  for (let i = 0; i < count; i++) {
    fromC[cstring(tc.raw.tcjs_layout_name(i) >>> 0)] = tc.raw.tcjs_layout_value(i) >>> 0;
  }
  assert.equal(tc.raw.tcjs_layout_name(count), 0);
  const fromJs = {};
  for (const [struct, fields] of Object.entries(tc.LAYOUT)) {
    for (const [field, value] of Object.entries(fields)) {
      fromJs[field === '$size' ? struct : `${struct}.${field}`] = value;
    }
  }
  assert.deepEqual(fromJs, fromC);
});

test('layout: the C table covers every field of every struct of the header', () => {
  const structs = headerModel().structs;
  const expected = Object.keys(structs).sort();
  assert.deepEqual(Object.keys(tc.LAYOUT).sort(), expected);
  for (const [struct, fields] of Object.entries(structs)) {
    const js = Object.keys(tc.LAYOUT[struct]).filter((k) => k !== '$size');
    assert.deepEqual(js, fields, struct);
  }
  const glue = readFileSync(path.join(ROOT, 'bindings/js/glue/tc_js.c'), 'utf8');
  for (const [struct, fields] of Object.entries(structs)) {
    assert.ok(glue.includes(`SIZE(${struct})`), struct);
    for (const f of fields) assert.ok(glue.includes(`OFFSET(${struct}, ${f})`), `${struct}.${f}`);
  }
});

test('callback roles: 0..26 resolve to distinct non-null table entries; 27 and -1 to 0', () => {
  assert.equal(tc.CALLBACK_ROLES.length, 27);
  const pointers = tc.CALLBACK_ROLES.map((_, role) => tc.raw.tcjs_callback(role) >>> 0);
  assert.ok(pointers.every((p) => p !== 0), String(pointers));
  assert.equal(new Set(pointers).size, 27);
  assert.equal(tc.raw.tcjs_callback(27), 0);
  assert.equal(tc.raw.tcjs_callback(-1), 0);
  const table = [...WebAssembly.Module.imports(new WebAssembly.Module(
    readFileSync(path.join(ROOT, 'bindings/js/touchchain.wasm'))))];
  assert.deepEqual(table.map((i) => `${i.module}.${i.name}`).sort(),
    tc.CALLBACK_ROLES.map((r) => `touchchain_js.${r}`).sort());
});

test('callback roles: the role order of the glue is CALLBACK_ROLES', () => {
  const glue = readFileSync(path.join(ROOT, 'bindings/js/glue/tc_js.c'), 'utf8');
  const body = glue.slice(glue.indexOf('uintptr_t tcjs_callback'));
  const order = [...body.matchAll(/case (\d+):[^;]*?(?:return \(uintptr_t\)|d\.)(\w+)/g)]
    .map(([, n, name]) => [Number(n), name]);
  assert.equal(order.length, 27);
  for (const [n, name] of order) assert.equal(tc.CALLBACK_ROLES[n], name, `role ${n}`);
});

test('touchchain.d.ts declares exactly the module\'s runtime exports, and every TC constant', () => {
  const dts = readFileSync(path.join(ROOT, 'bindings/js/touchchain.d.ts'), 'utf8');
  const declared = [...dts.matchAll(/^export declare (?:const|class|function|abstract class) (\w+)/gm)]
    .map((m) => m[1]).sort();
  assert.deepEqual(declared, Object.keys(tc).sort());
  const block = dts.slice(dts.indexOf('export declare const TC: {'), dts.indexOf('};'));
  const constants = [...block.matchAll(/readonly (TC_\w+): number;/g)].map((m) => m[1]).sort();
  assert.deepEqual(constants, Object.keys(tc.TC).sort());
  for (const e of ['Phase', 'ControlEvent', 'Status', 'FailureReason']) {
    const decl = dts.match(new RegExp(`export declare const ${e}: \\{ (.*) \\};`))[1];
    const members = Object.fromEntries([...decl.matchAll(/readonly (\w+): (-?\d+)/g)]
      .map(([, k, v]) => [k, Number(v)]));
    assert.deepEqual(members, { ...tc[e] }, e);
  }
});
