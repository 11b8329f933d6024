/**
 * The engine conformance kit of `@matrix-arcade/ai-wasm/testing` on the Dice Matrix kernel: TS↔AS
 * parity over 240 seeded random games under every option set (14,633 steps; tournament games
 * through the switch to game 2, the hidden next layout loaded with `encodeState`), determinize
 * parity, the hash, hints (legal, worker = inline, MCTS = the TS reference draw for draw), no
 * peeking at the hidden second layout, the headless `.` entry and the module loads. The game's
 * own engine tests are in engine.test.ts and parity.test.ts.
 */
import { type RawKernel, engineConformanceChecks } from '@matrix-arcade/ai-wasm/testing';
import { type Rng, TERMINAL, createRng } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { ACTION_COUNT } from '../actions.js';
import { diceMatrix } from '../game.js';
import { lineValue } from '../line-value.js';
import { applyAction, illegalReason, legalActions, returnsOf } from '../rules.js';
import type { DiceMatrixOptions, DiceMatrixState } from '../state.js';
import { encodeState } from './encode.js';
import { diceMatrixKernel } from './kernel.js';
import { packState } from './pack.js';

/** The game's extra export (assembly/index.ts). */
type DiceExports = { kHashCheck(): number };

const OPTION_SETS: readonly Partial<DiceMatrixOptions>[] = [
  {},
  { recountAtEnd: true },
  { tournament: true },
  { tournament: true, recountAtEnd: true },
];

/** A game played at random for `moves` moves. */
function randomPosition(options: Partial<DiceMatrixOptions>, seed: number, moves: number) {
  let s = diceMatrix.setup(options, seed);
  const rng = createRng(seed);
  for (let i = 0; i < moves && s.toMove !== TERMINAL; i++) {
    const legal = legalActions(s);
    s = applyAction(s, legal[rng.int(legal.length)]!);
  }
  return s;
}

/** A few codes the TS rules refuse in `s`: random codes, out of range, reversed pairs. */
function illegalCandidates(s: DiceMatrixState, rng: Rng): number[] {
  const a = rng.int(49);
  const b = rng.int(49);
  const near = [1, 7, 2, 14][rng.int(4)]!;
  const codes = [
    -1,
    ACTION_COUNT,
    rng.int(ACTION_COUNT),
    rng.int(ACTION_COUNT),
    49 + a * 49 + b,
    49 + a * 49 + Math.min(48, a + near),
    2450 + rng.int(6),
    rng.int(49),
  ];
  return codes.filter((c) => illegalReason(s, c) !== null);
}

const hashKept = (k: RawKernel<DiceExports>, where: string) =>
  expect(k.x.kHashCheck(), `${where}: incremental hash`).toBe(1);

const HINT_POSITIONS: readonly [Partial<DiceMatrixOptions>, number, number][] = [
  [{}, 1, 0], // the opening
  [{}, 2, 9],
  [{ recountAtEnd: true }, 3, 14],
  [{ tournament: true }, 4, 20], // game 1: the second layout is hidden
  [{ tournament: true, recountAtEnd: true }, 5, 55], // game 2
];

/** A tournament game-1 position with another hidden next layout: the same observation. */
function otherLayout(seed: number, moves: number): [DiceMatrixState, DiceMatrixState] {
  const a = randomPosition({ tournament: true }, seed, moves);
  const nextLayout = diceMatrix.setup({ tournament: true }, seed + 100).nextLayout;
  expect(a.nextLayout).not.toEqual(nextLayout);
  return [a, { ...a, nextLayout }];
}

const tally = { round2: 0, draws: 0 };

const checks = engineConformanceChecks({
  game: diceMatrix,
  kernel: diceMatrixKernel,
  packState,
  encodeState,
  parity: {
    *starts() {
      for (let g = 0; g < 240; g++) {
        const options = OPTION_SETS[g % 4]!;
        const seed = 1000 + g;
        const state = diceMatrix.setup(options, seed);
        yield {
          label: `seed ${seed} ${JSON.stringify(options)}`,
          state,
          rng: createRng(seed ^ 0x5eed),
          seed,
        };
      }
    },
    illegal: illegalCandidates,
    reloadEvery: 4,
    minSteps: 10_000,
    returnsBeforeEnd: true,
    evaluate: { of: lineValue },
    check: (k: RawKernel<DiceExports>, _s, where) => hashKept(k, where),
    onStep(before, _action, after) {
      if (after.round !== before.round) tally.round2++;
    },
    onEnd(s) {
      if (returnsOf(s)[0] === 0.5) tally.draws++;
    },
    verify(t) {
      console.info(`parity (Dice Matrix): ${JSON.stringify(tally)}`);
      // Every start the generator yields was played out (the kit checks the step floor, the
      // refusals and the reloads).
      expect(t.games).toBe(240);
      // Two of the four option sets are tournaments, and every tournament game that ends its
      // first game goes on to the second layout: half the games reach round 2.
      expect(tally.round2).toBe(240 / 2);
      expect(tally.draws).toBeGreaterThan(0);
    },
    timeout: 60_000,
  },
  determinize: {
    *starts() {
      for (let g = 0; g < 40; g++) {
        const state = diceMatrix.setup(OPTION_SETS[g % 4]!, 50 + g);
        yield { label: `game ${g}`, state, rng: createRng(g) };
      }
    },
    minCompared: 1001,
    check: (k: RawKernel<DiceExports>, _o, _expected, where) => hashKept(k, where),
  },
  hash: {
    *starts() {
      for (let g = 0; g < 20; g++) {
        const state = diceMatrix.setup(OPTION_SETS[g % 4]!, 500 + g);
        yield { label: `game ${g}`, state, rng: createRng(g) };
      }
    },
    minStates: 1000,
  },
  hints: {
    positions: () => HINT_POSITIONS.map(([o, seed, moves]) => randomPosition(o, seed, moves)),
    inline: [
      { algorithm: 'mcts', iterations: 3000, seed: 7 },
      { algorithm: 'alphabeta', iterations: 3000, seed: 7 },
    ],
    worker: [
      { algorithm: 'mcts', iterations: 4000, seed: 3 },
      { algorithm: 'alphabeta', iterations: 4000, seed: 3 },
    ],
  },
  mctsReference: {
    cases: () =>
      (
        [
          [{}, 6, 4, Number.POSITIVE_INFINITY], // playouts to the end: exact returns
          [{ tournament: true }, 7, 30, Number.POSITIVE_INFINITY], // hidden layout rolled each time
          [{ recountAtEnd: true }, 8, 12, 2], // the estimate cutoff
        ] as const
      ).map(([options, seed, moves, playoutDepth]) => ({
        state: randomPosition(options, seed, moves),
        budget: { iterations: 1500, seed: 21, exploration: 0.7, playoutDepth },
      })),
  },
  noPeek: {
    pairs: () => [otherLayout(4, 20), otherLayout(9, 7)],
    budget: { iterations: 3000, seed: 9 },
  },
  entries: { dist: new URL('../../dist/', import.meta.url) },
});

describe('Dice Matrix engine conformance', () => {
  for (const c of checks) it(c.name, c.run, c.timeout);
});
