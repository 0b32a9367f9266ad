// Formatting and parsing of bindings/js/replay.mjs against Python (the reference): float
// repr, round(x, 6), json.dumps strings, repr()/ascii(), json.loads values and errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as R from '../../bindings/js/replay.mjs';
import { pyJSON } from './test_replay_python.mjs';

// Deterministic pseudo-random doubles of every magnitude, and the nasty ones.
function vectors() {
  let seed = 12345;
  const rnd = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  const xs = [0, -0, 1, -1, 100, 0.5, 0.1 + 0.2, 1e-6, 5e-7, 4.9999999e-7, 1e16, 1e15, 9999999999999998,
    1e-5, 0.0001, 1e22, 1e21, 123456.7890125, 0.0078125, 0.0000005, 0.0000015, 0.0000025, 2.5e-6,
    1.0000005, 2.0000005, 160, 0.45, 1.7976931348623157e308, 5e-324, 2 ** 52, 2 ** 53 + 2, -123.4564995,
    0.1234565, 0.1234575, 1e-7, 3.14159265358979, 1 / 3, 2 / 3, 1e300, -2.5e-6, 7.0000005];
  for (let i = 0; i < 400; i++) {
    const e = Math.floor(rnd() * 40) - 20;
    xs.push((rnd() - 0.5) * 10 ** e);
  }
  for (let i = 0; i < 200; i++) xs.push(Math.round(rnd() * 2e9) / 2 ** Math.floor(rnd() * 30));  // ties at 6 decimals
  for (let i = 0; i < 100; i++) xs.push(Math.round(rnd() * 1e8) / 1e6 + 5e-7);
  return xs;
}

test('float repr and round(x, 6) match Python', () => {
  const xs = vectors();
  // JSON cannot carry -0 or exact bit patterns portably: send them as hex
  const hex = xs.map((x) => { const b = new DataView(new ArrayBuffer(8)); b.setFloat64(0, x); return b.getBigUint64(0).toString(16); });
  const py = pyJSON(`
import json, sys, struct
out = []
for h in json.load(sys.stdin):
    x = struct.unpack('>d', int(h, 16).to_bytes(8, 'big'))[0]
    r = round(x, 6)
    out.append([repr(x), repr(r), json.dumps({"t": 0.0 if r == 0 else r})])
print(json.dumps(out))`, hex);
  xs.forEach((x, i) => {
    assert.equal(R.pyFloatRepr(x), py[i][0], `repr of ${x}`);
    assert.equal(R.pyFloatRepr(R.round6(x)), py[i][1], `round(${py[i][0]}, 6)`);
    assert.equal(R.formatRecord({ t: R.f6(x) }), py[i][2], `record of ${py[i][0]}`);
  });
});

test('records are written like json.dumps(rec, ensure_ascii=False)', () => {
  const strings = ['plain', 'quote " backslash \\ slash /', 'nl \n cr \r tab \t bs \b ff \f',
    '\u0001\u001f\u007f\u0080\u00e9', 'emoji \u{1F600} ls \u2028 ps \u2029', '', 'nul? no: \u0000'];
  const recs = strings.map((s, i) => ({ t: i, at: i + 0.5, ev: 'x', name: s, touches: [1, 2n ** 53n + 1n, -(2n ** 63n)],
    info: { b: s, a: '1' }, handled: i % 2 === 0, view: null, location: [1, -0.25], step: i }));
  const py = pyJSON(`
import json, sys
recs = json.load(sys.stdin)
for r in recs:
    r["t"] = float(r["t"]); r["at"] = float(r["at"]); r["location"] = [float(v) for v in r["location"]]
    r["touches"] = [1, 2 ** 53 + 1, -2 ** 63]
print(json.dumps([json.dumps(r, ensure_ascii=False, allow_nan=False) for r in recs]))`,
  recs.map((r) => ({ ...r, touches: [] })));
  recs.forEach((r, i) => assert.equal(R.formatRecord(r), py[i]));
  assert.equal(R.formatLog(recs), py.map((l) => l + '\n').join(''));
  // keys JavaScript would reorder keep their order when they come from loads()
  const info = R.loads('{"b": "1", "2": "x", "1": "y"}');
  assert.equal(R.formatRecord({ t: 0, at: 0, ev: 'route', info }),
    '{"t": 0.0, "at": 0.0, "ev": "route", "info": {"b": "1", "2": "x", "1": "y"}}');
});

test('repr() and ascii() of strings match Python', () => {
  const strings = ["it's", 'say "hi"', `both ' and "`, 'back\\slash', 'tab\tnl\ncr\r', '\u0000\u0007\u007f',
    '\u00a0 nbsp', '\u00e9t\u00e9', '\u200b zw', '\u2028', '\u{1F600}', '\u{E0001}', '\ud800v', 'x\udfffy',
    '\u0378 unassigned', '\u3000 ideographic space', 'CJK \u4e2d\u6587', '\u{10FFFF}', '\u0085'];
  const py = pyJSON(`
import json, sys
print(json.dumps([[repr(s), ascii(s)] for s in json.load(sys.stdin)], ensure_ascii=True))`, strings);
  strings.forEach((s, i) => {
    assert.equal(R.pyRepr(s), py[i][0], `repr ${py[i][0]}`);
    assert.equal(R.pyAscii(s), py[i][1], `ascii ${py[i][1]}`);
  });
});

const DOCS = [
  '{"a": 1, "b": [1, 2.5, -0, -0.0, 1e400, -1e400, NaN, Infinity, -Infinity, true, false, null]}',
  '{"a": 1, "a": 2, "b": 3, "a": 4}', '{"2": 1, "1": 2, "x": 3, "0": 4}', '{"__proto__": 1, "x": 2}',
  '[12345678901234567890, -9223372036854775808, 9007199254740993, 9007199254740992, 1.5e300, 5e-324]',
  '"\\ud83d\\ude00 \\ud800 \\udc00\\ud800 \\u00e9 \\n\\t\\"\\\\\\/"', '  {"a" : [ ] , "b" : { } }  ',
  '1' + '0'.repeat(400), '-' + '9'.repeat(309), '9'.repeat(308), '[1e999, 1E5, 1e-5, 0.000001]',
];
const BAD = ['', '  ', '{', '[', '[1,]', '{"a":1,}', '{"a" 1}', '[1 2]', '01', '-', '1.e5', 'nul', '-Infinit',
  '1e', '"\\', '"\\u00', '"\\u0041', '"\\ud83d\\ude0', '"\\ud83d\\u', '"a\\x"', '"ab', '"\\ud83d\\uZZ00"',
  '"\\uZZ"x', '"a\tb"', '{"a": 1}\n\n  x', '\ufeff{}', '[1]\n]', '{"\u{1F600}\u{1F600}": x}', '{1: 2}', '[1,\n 2,\n \u00e9]',
  '[' .repeat(50000) + ']'.repeat(49999)];

test('loads reads what Python reads, with the same values', () => {
  const py = pyJSON(`
import json, sys, math
from touchchain.replay import loads
def enc(v):
    if isinstance(v, bool) or v is None: return v
    if isinstance(v, int): return {"int": str(v)}
    if isinstance(v, float): return {"float": repr(v)}
    if isinstance(v, str): return {"str": [ord(c) for c in v]}
    if isinstance(v, list): return [enc(x) for x in v]
    return {"obj": [[k, enc(x)] for k, x in v.items()]}
print(json.dumps([enc(loads(d)) for d in json.load(sys.stdin)]))`, DOCS);
  const enc = (v) => {
    if (typeof v === 'boolean' || v === null) return v;
    if (typeof v === 'bigint') return { int: v.toString() };
    if (typeof v === 'number') return Number.isInteger(v) && Math.abs(v) < 2 ** 53 && !Object.is(v, -0) ? null : { float: R.pyFloatRepr(v) };
    if (typeof v === 'string') return { str: [...v].map((c) => c.codePointAt(0)) };
    if (Array.isArray(v)) return v.map(enc);
    return { obj: R.keysOf(v).map((k) => [k, enc(v[k])]) };
  };
  // integers and integral floats both arrive as safe integers: compare those by value
  const norm = (p, j) => {
    if (j === null && p !== null && typeof p === 'object' && ('int' in p || 'float' in p)) return p;
    if (Array.isArray(p)) return p.map((x, i) => norm(x, j[i]));
    if (p && typeof p === 'object' && 'obj' in p) return { obj: p.obj.map(([k, x], i) => [k, norm(x, j.obj[i][1])]) };
    return p;
  };
  DOCS.forEach((d, i) => {
    const js = enc(R.loads(d));
    const fix = (p, j) => (j === null && p && typeof p === 'object' && ('int' in p || 'float' in p) ? null : Array.isArray(p) ? p.map((x, k) => fix(x, j[k])) : p && typeof p === 'object' && 'obj' in p ? { obj: p.obj.map(([k, x], m) => [k, fix(x, j.obj[m][1])]) } : p);
    assert.deepEqual(js, fix(norm(py[i], js), js), d);
  });
  const big = R.loads('[9007199254740993, 5.0, 5]');
  assert.equal(big[0], 9007199254740993n);
});

test('loads refuses what Python refuses, with the same message and position', () => {
  const py = pyJSON(`
import json, sys
from touchchain.replay import loads
out = []
for d in json.load(sys.stdin):
    try:
        loads(d); out.append(None)
    except json.JSONDecodeError as e:
        out.append([e.msg, e.pos, e.lineno, e.colno])
print(json.dumps(out))`, BAD);
  BAD.forEach((d, i) => {
    assert.ok(py[i] !== null, `python accepts ${JSON.stringify(d).slice(0, 40)}`);
    assert.throws(() => R.loads(d), (e) => {
      assert.ok(e instanceof R.JSONDecodeError);
      assert.deepEqual([e.msg, e.pos, e.lineno, e.colno], py[i], JSON.stringify(d).slice(0, 40));
      return true;
    });
  });
});
