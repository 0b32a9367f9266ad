// Runs the benchmark harness compiled for WebAssembly (build-web/tcbench.wasm, made by
// `make web`) under Node's WASI: the same workloads as bench/tcbench.c natively, on the
// engine compiled as Embedded Swift for wasm32. `make -C bench wasm`; arguments after the
// module are tcbench's (--quick, --no-sweep, --only SUBSTR). Results: JSON lines on stdout.
import { WASI } from 'node:wasi';
import { readFile } from 'node:fs/promises';

const [modulePath, ...args] = process.argv.slice(2);
if (!modulePath) {
  console.error('usage: node bench/run-wasm.mjs build-web/tcbench.wasm [tcbench arguments]');
  process.exit(2);
}
const wasi = new WASI({ version: 'preview1', args: ['tcbench', ...args], env: {}, preopens: {} });
const module = await WebAssembly.compile(await readFile(modulePath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
