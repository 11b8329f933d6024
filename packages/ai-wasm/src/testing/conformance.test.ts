/**
 * The engine conformance kit on the Nim test kernel: every check passes on a kernel that
 * matches its TypeScript rules, and each one rejects a wrong side (a packed state, legal set,
 * illegal code, observation pair, action order or headless entry that is wrong), naming what
 * broke. The game packages register the kit on their real kernels.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Rng, createRng } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { type NimState, nimGame, packNim } from '../../test-kernels/nim/game.js';
import { nimKernel } from '../../test-kernels/nim/engine.js';
import { type EngineCheck, type EngineConformance, engineConformanceChecks } from './index.js';

function* starts(count: number, first: number) {
  for (let g = 0; g < count; g++) {
    yield { label: `game ${g}`, state: nimGame.setup({}, first + g), rng: createRng(g) };
  }
}

const nim: EngineConformance<NimState, NimState> = {
  game: nimGame,
  kernel: nimKernel,
  packState: packNim,
  encodeState: packNim,
  parity: {
    starts: () => starts(400, 1),
    illegal: (s: NimState, rng: Rng) =>
      [0, -1, s.pile + 1, 4 + rng.int(3)].filter((a) => a > s.pile || a < 1 || a > 3),
    reloadEvery: 3,
    minSteps: 2000,
    returnsBeforeEnd: true,
    evaluate: { of: () => 0 },
  },
  determinize: { starts: () => starts(100, 7), minCompared: 1000 },
  dealsLikeSetup: { seeds: [1, 2, 3, 30] },
  hash: { starts: () => starts(60, 11), minStates: 40 },
  hints: {
    positions: () => [13, 14, 9, 6].map((pile) => ({ pile, toMove: pile % 2 })),
    inline: [
      { algorithm: 'alphabeta', iterations: 50_000 },
      { algorithm: 'mcts', iterations: 3000, seed: 5 },
    ],
    worker: [{ algorithm: 'mcts', iterations: 2000, seed: 3 }],
  },
  mctsReference: {
    cases: () =>
      [10, 7, 22].map((pile) => ({
        state: { pile, toMove: 0 },
        budget: { iterations: 1500, seed: 4, exploration: 0.7, playoutDepth: -1 },
      })),
  },
  entries: { dist: new URL('file:///nowhere/'), gameExport: 'nim', kernelExport: 'nimKernel' },
};

const isEntryCheck = (c: EngineCheck) => /\. entry|published/.test(c.name);

/** The check of `checks` whose name contains `part`. */
function named(checks: EngineCheck[], part: string): EngineCheck {
  const c = checks.find((x) => x.name.includes(part));
  if (!c) throw new Error(`no check named like ${part}`);
  return c;
}

describe('the engine conformance kit on a kernel that matches its rules', () => {
  for (const c of engineConformanceChecks(nim).filter((x) => !isEntryCheck(x))) {
    it(c.name, c.run, c.timeout);
  }
});

describe('the engine conformance kit rejects', () => {
  it('a packed state that differs from the kernel', async () => {
    const packState = (s: NimState) =>
      Int32Array.from([s.pile, s.pile === 3 ? 1 - s.toMove : s.toMove]);
    const checks = engineConformanceChecks({ ...nim, packState });
    await expect(named(checks, 'TS rules at every step').run()).rejects.toThrow(/packed state/);
    await expect(named(checks, 'determinize').run()).rejects.toThrow(/determinized state/);
  });

  it('rules whose legal actions differ from the kernel', async () => {
    const game = {
      ...nimGame,
      legalActions: (s: NimState) => nimGame.legalActions(s).slice(0, 2),
    } as typeof nimGame;
    const checks = engineConformanceChecks({ ...nim, game });
    await expect(named(checks, 'TS rules at every step').run()).rejects.toThrow(/legal actions/);
  });

  it('an "illegal" code that the kernel plays', async () => {
    const checks = engineConformanceChecks({
      ...nim,
      parity: { ...nim.parity, illegal: () => [1] },
    });
    await expect(named(checks, 'TS rules at every step').run()).rejects.toThrow(
      /illegal 1 refused/,
    );
  });

  it('a walk shorter than asked', async () => {
    const parity = { ...nim.parity, minSteps: 1_000_000 };
    const checks = engineConformanceChecks({ ...nim, parity });
    await expect(named(checks, 'TS rules at every step').run()).rejects.toThrow(/fewer than/);
  });

  it('a search that orders the root differently from the TS reference', async () => {
    const game = {
      ...nimGame,
      legalActions: (s: NimState) => [...nimGame.legalActions(s)].reverse(),
    } as typeof nimGame;
    const checks = engineConformanceChecks({ ...nim, game });
    await expect(named(checks, 'draw for draw').run()).rejects.toThrow(/visits|action/);
  });

  it('a no-peek pair whose observations differ', async () => {
    const noPeek = {
      pairs: (): [NimState, NimState][] => [
        [
          { pile: 9, toMove: 0 },
          { pile: 10, toMove: 0 },
        ],
      ],
      budget: { iterations: 500, seed: 1 },
    };
    const checks = engineConformanceChecks({ ...nim, noPeek });
    await expect(named(checks, 'never peeks').run()).rejects.toThrow(/observations/);
  });

  it('a headless entry that reaches wasm, or that exports another game', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kit-'));
    const write = (file: string, text: string) => writeFileSync(join(dir, file), text);
    for (let i = 0; i < 6; i++) write(`m${i}.js`, i < 5 ? `import './m${i + 1}.js';\n` : '');
    write('index.js', "import './m0.js';\nexport const nim = { id: 'nim' };\n");
    const entries = { ...nim.entries, dist: pathToFileURL(`${dir}/`) };
    const ok = engineConformanceChecks({ ...nim, entries });
    named(ok, 'never imports').run();
    await named(ok, 'without touching').run();
    write('m5.js', 'export const m = new WebAssembly.Memory({ initial: 1 });\n');
    expect(() => named(ok, 'never imports').run()).toThrow(/m5\.js.*WebAssembly/);
    const other = engineConformanceChecks({ ...nim, entries: { ...entries, gameExport: 'dice' } });
    await expect(named(other, 'without touching').run()).rejects.toThrow(/dice\.id/);
  });
});
