/**
 * The engine's own Node worker from a process started with `node -e`: such a process's flags
 * name its script (`-e code`, `--input-type=module`), and a worker that inherited them died
 * before its first search. `workerArgv` leaves exactly those flags out; a child process run with
 * `node --input-type=module -e` creates an engine (its worker from `spawnWorker`) and gets a move.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workerArgv } from './worker-argv.js';

describe('workerArgv', () => {
  it('leaves out the flags of a script given on the command line, and keeps the others', () => {
    expect(workerArgv(['--input-type=module', '-e', 'code', '--conditions=x', '-p', 'y'])).toEqual([
      '--conditions=x',
    ]);
    expect(workerArgv(['-pe', 'a', '--eval=b', '--print', 'c', '--input-type', 'module'])).toEqual(
      [],
    );
    expect(workerArgv(['--max-old-space-size=512', '--enable-source-maps'])).toEqual([
      '--max-old-space-size=512',
      '--enable-source-maps',
    ]);
  });
});

/** The child's script: the built package and the Nim test module, whose pile of 5 has one winning take. */
const index = new URL('../dist/index.js', import.meta.url).href;
const wasm = new URL('../build/nim.wasm', import.meta.url).href;
const script = `
import { createEngine, compileWasm } from ${JSON.stringify(index)};
const kernel = {
  gameId: 'nim',
  loadModule: () => compileWasm(new URL(${JSON.stringify(wasm)})),
  encodeObservation: (o) => Int32Array.from([o.pile, o.toMove]),
  defaults: { algorithm: 'alphabeta', iterations: 100000, exploration: 0.7, playoutDepth: -1 },
};
const engine = createEngine(kernel);
const hint = await engine.hint({ pile: 5, toMove: 0 }, 0);
engine.dispose();
console.log(JSON.stringify({ action: hint.action }));
`;

describe('spawnWorker in a process started with node -e', () => {
  it('starts a worker that searches and answers', async () => {
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        ['--input-type=module', '-e', script],
        { cwd: fileURLToPath(new URL('..', import.meta.url)) },
        (error, stdout, stderr) =>
          error ? reject(new Error(stderr || error.message)) : resolve(stdout),
      ),
    );
    // Taking 1 leaves 4, a multiple of 4: the only take after which the mover always wins.
    expect(JSON.parse(out.trim())).toEqual({ action: 1 });
  });
});
