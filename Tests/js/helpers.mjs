// Shared by Tests/js/test_*.mjs: the module under test, scene fixtures and the header model.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

export * as tc from '../../bindings/js/touchchain.mjs';
import * as tc from '../../bindings/js/touchchain.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Run fn(scene, window) with a fresh scene (a 320x480 window) and close it afterwards:
 *  wasm32 allows only TC_MAX_SCENES (8) live scenes per process. */
export function withScene(fn, options = {}) {
  const scene = new tc.Scene(options);
  try {
    const window = new tc.Window(scene, 0, 0, 320, 480, { name: 'window' });
    return fn(scene, window);
  } finally {
    scene.close();
  }
}

/** A tap (began, ended) of touch `id` at (x, y), from time t, dispatched. */
export function tap(scene, id, x, y, t, dt = 0.05) {
  scene.pushTouch(id, 'began', x, y, t);
  scene.pushTouch(id, 'ended', x, y, t + dt);
  scene.dispatch();
}

/** A seeded pseudo-random generator (mulberry32): numbers in [0, 1), the same sequence for
 *  the same seed, so a failing random program can be replayed from its printed seed. */
export function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

let model = null;

/** include/touchchain.h as Tests/header_model.py reads it (the model every header check of
 *  the project uses): {defines, status_map, structs: {name: [field, ...]}}. */
export function headerModel() {
  if (model === null) {
    const script = [
      'import json, sys',
      `sys.path.insert(0, ${JSON.stringify(path.join(ROOT, 'Tests'))})`,
      'import header_model as m',
      'h = m.Header(m.find_header())',
      'print(json.dumps({"defines": h.defines, "status_map": h.status_map,',
      '  "structs": {k: [f for f, _ in v] for k, v in h.structs.items()},',
      '  "functions": sorted(h.functions)}))',
    ].join('\n');
    model = JSON.parse(execFileSync('python3', ['-c', script], { encoding: 'utf8' }));
  }
  return model;
}
