// Loading, version, the constant and enumeration tables against include/touchchain.h, the
// struct layouts against the C compiler, and the callback roles of the glue.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
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

test('load: REQUIRED_EXPORTS, checked at import, is every engine name the module uses', () => {
  const source = readFileSync(path.join(ROOT, 'bindings/js/touchchain.mjs'), 'utf8');
  const start = source.indexOf('const REQUIRED_EXPORTS = Object.freeze([');
  const end = source.indexOf(']);', start);
  assert.ok(start > 0 && end > start);
  const listed = [...source.slice(start, end).matchAll(/'(\w+)'/g)].map((m) => m[1]);
  const rest = source.slice(0, start) + source.slice(end);
  const used = new Set([
    ...[...rest.matchAll(/['`"](tc_[a-z0-9_]+|tcjs_[a-z0-9_]+)['`"]/g)].map((m) => m[1]),
    ...[...rest.matchAll(/\b(?:ex|exports)\.(tc_\w+|tcjs_\w+|_initialize|memory)\b/g)].map((m) => m[1]),
  ]);
  const families = rest.match(/const NAME_FUNCTIONS = Object\.freeze\(Object\.fromEntries\(\[([\s\S]*?)\]\.map/)[1];
  for (const [, f] of families.matchAll(/'([a-z_]+)'/g)) used.add(`tc_${f}_string`);
  assert.deepEqual([...listed].sort(), [...used].sort());
  assert.deepEqual(listed, [...listed].sort(), 'kept sorted');
  for (const name of listed) assert.ok(name in tc.raw, name);
});

/** Import a fresh copy of the module in a child Node whose WebAssembly.instantiate hands it
 *  `patch`ed exports (the body of a function of `ex`, a copy of the real exports); returns
 *  {status, stdout, stderr}. */
function importWithPatchedExports(patch) {
  const url = pathToFileURL(path.join(ROOT, 'bindings/js/touchchain.mjs')).href;
  const script = `
    const original = WebAssembly.instantiate;
    WebAssembly.instantiate = async (...args) => {
      const result = await original(...args);
      const ex = { ...result.instance.exports };
      ${patch}
      return { ...result, instance: { exports: ex } };
    };
    try {
      await import(${JSON.stringify(url)});
      console.log('IMPORTED');
    } catch (e) {
      console.log('REFUSED ' + e.constructor.name + ': ' + e.message);
    }`;
  return spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
}

test('load: a touchchain.wasm that lacks a function the module uses is refused at import', () => {
  const r = importWithPatchedExports('delete ex.tc_recognizer_location_in; delete ex.tc_view_scroll_pan;');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, /^REFUSED Error: touchchain: .*touchchain\.wasm lacks tc_recognizer_location_in, tc_view_scroll_pan/m);
  const ok = importWithPatchedExports('');
  assert.equal(ok.stdout.trim(), 'IMPORTED', ok.stderr);
});

test('load: a touchchain.wasm of another ABI version is refused at import', () => {
  const r = importWithPatchedExports('ex.tc_abi_version = () => 999;');
  assert.equal(r.status, 0, r.stderr);
  assert.match(r.stdout, new RegExp(
    `^REFUSED Error: touchchain: .*touchchain\\.wasm has ABI version 999; this module needs ${tc.ABI_VERSION}`, 'm'));
  // the module's number is the header's TC_ABI_VERSION (its TC table is checked against it)
  assert.equal(tc.ABI_VERSION, headerModel().defines.TC_ABI_VERSION);
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
    ScrollEventKind: /^TC_SCROLL_(CONTENT_|NESTED_|BOUNCES_|DISCRETE$|CONTINUOUS$|TYPES_ALL$)/,
    ScrollType: /^TC_SCROLL_(CONTENT_|NESTED_|BOUNCES_|WILL_|DID_|TYPES_ALL$)/,
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

test('touchchain.d.ts: the error classes are classes with the runtime\'s bases and statuses', () => {
  // (No TypeScript compiler here: the declarations are read as text and compared with the
  // module at run time.)
  const dts = readFileSync(path.join(ROOT, 'bindings/js/touchchain.d.ts'), 'utf8');
  const declared = Object.fromEntries([...dts.matchAll(
    /^export declare class (\w+Error) extends (\w+) \{([\s\S]*?)^\}/gm)].map(([, name, base, body]) => [name, { base, body }]));
  for (const [status, cls] of tc.ERRORS) {
    const d = declared[cls.name];
    assert.ok(d, `${cls.name} is declared as a class (usable as a type)`);
    assert.equal(d.base, Object.getPrototypeOf(cls).name, `${cls.name}'s base`);
    assert.match(d.body, new RegExp(`static readonly status: ${status};`), cls.name);
  }
  assert.equal(tc.ERRORS.size, 19);
  assert.doesNotMatch(dts, /export declare const \w+Error: StatusErrorClass/);
  // the classes outside ERRORS: the .d.ts base is the runtime base
  for (const name of ['InvalidValueError', 'OutOfRangeError', 'TouchChainError']) {
    const m = dts.match(new RegExp(`^export declare class ${name} extends (\\w+)`, 'm'));
    assert.ok(m, name);
    assert.equal(m[1], Object.getPrototypeOf(tc[name]).name, `${name}'s base`);
  }
  assert.ok(new tc.InvalidValueError('x') instanceof tc.InvalidArgumentError);
});

test('touchchain.d.ts: keyWindow reads View | null and is set with a View, as at run time', () => {
  const dts = readFileSync(path.join(ROOT, 'bindings/js/touchchain.d.ts'), 'utf8');
  assert.match(dts, /^ {2}get keyWindow\(\): View \| null;$/m);
  assert.match(dts, /^ {2}set keyWindow\(window: View\);$/m);
  const scene = new tc.Scene();
  try {
    assert.equal(scene.keyWindow, null);
    const w = new tc.Window(scene, 0, 0, 10, 10);
    assert.equal(scene.keyWindow, w);
    assert.throws(() => { scene.keyWindow = null; }, TypeError);
    assert.throws(() => { scene.keyWindow = new tc.View(scene, 0, 0, 1, 1); }, tc.StateError);
    assert.equal(scene.keyWindow, w);
  } finally {
    scene.close();
  }
});
