// bindings/js/README.md: its example is bindings/js/example.mjs, which runs and prints what
// the README says.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
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
