/**
 * Compiles the AssemblyScript test modules with the engine's flags (`-O3 --runtime stub
 * --bindings raw`) into build/. The library in assembly/ ships as source; compiling these
 * modules also type-checks it against real kernels.
 */
import asc from 'assemblyscript/asc';

const modules = [
  ['test-kernels/glitch-deck/assembly/index.ts', 'build/glitch-deck.wasm'],
  ['test-kernels/glitch-deck/assembly/tiny.ts', 'build/glitch-deck-tiny.wasm'],
  ['test-kernels/nim/assembly/index.ts', 'build/nim.wasm'],
  ['test-kernels/rng/assembly/index.ts', 'build/rng.wasm'],
];

for (const [entry, out] of modules) {
  const flags = [entry, '-o', out, '-O3', '--runtime', 'stub', '--bindings', 'raw'];
  const { error, stderr } = await asc.main(flags);
  if (error) {
    process.stderr.write(stderr.toString());
    process.stderr.write(`asc failed on ${entry}: ${error.message}\n`);
    process.exit(1);
  }
}
