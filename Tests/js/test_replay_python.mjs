// Helpers for the replay tests (imported by test_replay_*.mjs): run Python, the reference
// implementation, from Node.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import * as R from '../../bindings/js/replay.mjs';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const PYTHONPATH = path.join(REPO, 'bindings', 'python');

/** Run a Python script with ``input`` on stdin; returns {status, stdout, stderr}. */
export function python(args, input = '') {
  const r = spawnSync('python3', args, {
    input, encoding: 'utf-8', cwd: REPO, maxBuffer: 1 << 28,
    env: { ...process.env, PYTHONPATH, PYTHONIOENCODING: 'utf-8' },
  });
  if (r.error) throw r.error;
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

let pythonState;
/** null when python3 and the touchchain package (with its native library) work, else why not. */
export function pythonProblem() {
  if (pythonState === undefined) {
    try {
      const r = python(['-c', 'import touchchain; touchchain.Scene().close(); print("ok")']);
      pythonState = r.status === 0 && r.stdout.trim() === 'ok' ? null
        : `python3 -c "import touchchain" failed (is the native library built? make): ${r.stderr.trim().split('\n').pop()}`;
    } catch (e) {
      pythonState = `python3 not runnable: ${e.message}`;
    }
  }
  return pythonState;
}

/** Evaluate a Python script that reads JSON from stdin and prints JSON; returns the value. */
export function pyJSON(script, value) {
  const r = python(['-c', script], JSON.stringify(value));
  if (r.status !== 0) throw new Error(`python failed: ${r.stderr}`);
  return JSON.parse(r.stdout);
}

/** Python's log of each [text, traceHitTest] (or "SceneError: message"). */
export function pythonLogs(cases) {
  return pyJSON(`
import json, sys
from touchchain import replay
out = []
for text, trace in json.load(sys.stdin):
    try:
        out.append(replay.format_log(replay.replay(replay.loads(text), trace)))
    except replay.SceneError as e:
        out.append("SceneError: %s" % e)
print(json.dumps(out))`, cases);
}

/** The JS replay's log of [text, traceHitTest], in the same form. */
export function jsLog(text, traceHitTest) {
  try {
    return R.formatLog(R.replay(R.loads(text), { traceHitTest }));
  } catch (e) {
    if (e instanceof R.SceneError) return `SceneError: ${e.message}`;
    throw e;
  }
}

test('python3 (the reference of the replay tests) runs', (t) => {
  assert.equal(python(['-c', 'print(1)']).stdout, '1\n');
  if (pythonProblem()) t.diagnostic(`parity tests against the native tool are skipped: ${pythonProblem()}`);
});
