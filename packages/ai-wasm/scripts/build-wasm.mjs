/**
 * Compiles the AssemblyScript test modules into build/: the test kernels through
 * `buildKernel` (the ABI entry every game gets, `-O3 --runtime stub --bindings raw`) and the Rng
 * probe with the same flags. The library in assembly/ ships as source; compiling these modules
 * also type-checks it and the generated ABI against real kernels.
 */
import asc from 'assemblyscript/asc';
import { ENGINE_FLAGS, buildKernel } from './build-kernel.mjs';

const kernels = [
  ['test-kernels/glitch-deck/assembly/index.ts', 'build/glitch-deck.wasm'],
  ['test-kernels/glitch-deck/assembly/tiny.ts', 'build/glitch-deck-tiny.wasm'],
  ['test-kernels/nim/assembly/index.ts', 'build/nim.wasm'],
];

try {
  for (const [entry, out] of kernels) await buildKernel(entry, out);
} catch (error) {
  process.stderr.write(`${error.message}\n`);
  process.exit(1);
}

const rng = ['test-kernels/rng/assembly/index.ts', '-o', 'build/rng.wasm', ...ENGINE_FLAGS];
const { error, stderr } = await asc.main(rng);
if (error) {
  process.stderr.write(stderr.toString());
  process.stderr.write(`asc failed on the Rng probe: ${error.message}\n`);
  process.exit(1);
}
