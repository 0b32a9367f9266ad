// bindings/js/README.md: its example is bindings/js/example.mjs, which runs and prints what
// the README says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './helpers.mjs';

const readme = readFileSync(path.join(ROOT, 'bindings/js/README.md'), 'utf8');
const example = path.join(ROOT, 'bindings/js/example.mjs');

test('README: the ```js block is bindings/js/example.mjs', () => {
  const blocks = [...readme.matchAll(/```js\n([\s\S]*?)```/g)].map((m) => m[1]);
  assert.equal(blocks.length, 1);
  assert.equal(blocks[0], readFileSync(example, 'utf8'));
});

test('README: the example runs and prints the output the README shows', () => {
  const out = execFileSync(process.execPath, [example], { encoding: 'utf8' });
  const shown = readme.match(/It prints:\n\n```\n([\s\S]*?)```/);
  assert.ok(shown, 'the README shows the output');
  assert.equal(out, shown[1]);
  assert.match(out, /button: touch_up_inside/);
  assert.match(out, /TimeBackwardsError/);
});

test('README: `using scene = new Scene()` closes the scene (where the runtime has `using`)', (t) => {
  // The README's words, as written, in a child Node: Node 20 and 22 have no `using`
  // declarations (a SyntaxError, as the README says), Node 24 runs it.
  const line = readme.match(/`(using scene =\s+new Scene\(\))`/);
  assert.ok(line, 'the README shows the using declaration');
  const url = new URL('../../bindings/js/touchchain.mjs', import.meta.url).href;
  const script = `import { Scene } from ${JSON.stringify(url)};
    let kept;
    { ${line[1].replace(/\s+/g, ' ')}; kept = scene; console.log(kept.closed); }
    console.log(kept.closed);`;
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  if (/SyntaxError/.test(r.stderr)) {
    assert.match(readme, new RegExp(`Node ${process.versions.node.split('.')[0]} [^.]*do not`),
      'the README names this Node among those without `using`');
    t.skip(`Node ${process.versions.node} has no using declarations`);
  } else {
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stdout, 'false\ntrue\n');
  }
});

test('README: scene[Symbol.dispose]() closes the scene (what `using` calls)', async () => {
  const tc = await import('../../bindings/js/touchchain.mjs');
  const scene = new tc.Scene();
  const dispose = Symbol.dispose ?? Symbol.for('Symbol.dispose');
  assert.equal(typeof scene[dispose], 'function');
  scene[dispose]();
  assert.equal(scene.closed, true);
});
