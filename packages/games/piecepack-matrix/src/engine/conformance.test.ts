/**
 * The engine conformance kit of `@matrix-arcade/ai-wasm/testing` on the Matrix (piecepack)
 * kernel: TS↔AS parity over seeded random runs of the basic game, a damage target, every custom
 * breaker (six sets cover all 24), the rolled and chosen breakers and written endgames that
 * random play can win (over 10,000 steps; every ending met), determinize parity, the deal, the
 * hash, hints (legal, worker = inline, MCTS with leaf estimates = the TS reference draw for
 * draw, the default policy rollouts and MCTS both well formed), no peeking at
 * the stack order, the headless `.` entry and the module loads.
 */
import { engineConformanceChecks } from '@matrix-arcade/ai-wasm/testing';
import { CHANCE, type Rng, createRng, sampleChance } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { piecepackMatrix as game } from '../game.js';
import { position } from '../position.test-util.js';
import { illegalReason } from '../rules.js';
import { ENDINGS, type Ending, type PiecepackOptions, type PiecepackState } from '../state.js';
import { encodeState } from './encode.js';
import { piecepackMatrixKernel } from './kernel.js';
import { ACTION_COUNT } from '../layout.js';
import { packState } from './pack.js';

const OPTION_SETS: Partial<PiecepackOptions>[] = [
  {},
  { target: 3 },
  { black: 1, green: 1, red: 1, blue: 1 },
  { black: 2, green: 2, red: 2, blue: 2 },
  { black: 3, green: 3, red: 3, blue: 3 },
  { black: 4, green: 4, red: 4, blue: 4 },
  { black: 5, green: 5, red: 5, blue: 5 },
  { black: 6, green: 6, red: 6, blue: 6 },
  { breakers: 'roll' },
  { breakers: 'choose' },
];

/** A run played at random for up to `moves` actions (stops before the end). */
function randomPosition(seed: number, moves: number, options: Partial<PiecepackOptions> = {}) {
  let s = game.setup(options, seed);
  const rng = createRng(seed);
  for (let i = 0; i < moves; i++) {
    const a =
      game.currentPlayer(s) === CHANCE
        ? sampleChance(game.chanceOutcomes(s), rng)
        : (() => {
            const legal = game.legalActions(s);
            return legal[rng.int(legal.length)]!;
          })();
    const next = game.apply(s, a);
    if (next.ending !== null) break;
    s = next;
  }
  return s;
}

/** Endgames: three forts held, the last breaker beside its fort; random play wins some. */
function endgames(): PiecepackState[] {
  const forts = (kinds: [number, number, number, number]) =>
    position({
      tiles: [
        [0, 0, 'kF'],
        [1, 0, 'g1', true],
        [2, 0, 'gF'],
        [3, 0, 'r2', true],
        [4, 0, 'rF'],
        [4, 1, 'b3', true],
        [4, 2, 'bF', true],
      ],
      at: { black: [0, 0], green: [2, 0], red: [4, 0], blue: [4, 1] },
      kinds,
      pool: [1, 1, 1, 2],
      damage: 6,
      next: ['k1', 'k2'],
    });
  return [forts([0, 0, 0, 0]), forts([2, 5, 3, 1]), forts([6, 1, 5, 2]), forts([4, 3, 6, 4])];
}

/** A few codes the TS rules refuse in `s`. */
function illegalCandidates(s: PiecepackState, rng: Rng): number[] {
  const codes = [-1, ACTION_COUNT, 100_000, rng.int(ACTION_COUNT), rng.int(ACTION_COUNT)];
  for (let a = 21_600; a < ACTION_COUNT; a += 1 + rng.int(8)) codes.push(a);
  return codes.filter((c) => illegalReason(s, c) !== null);
}

const endings: Record<Ending, number> = { win: 0, 'brain-death': 0, 'over-target': 0 };

/** The same state with its stack in another order (same observation). */
function reshuffled(s: PiecepackState, seed: number): [PiecepackState, PiecepackState] {
  const b = game.determinize(game.observe(s, 0), createRng(seed));
  expect(b.stack).not.toEqual(s.stack);
  expect(game.observe(b, 0)).toEqual(game.observe(s, 0));
  return [s, b];
}

const checks = engineConformanceChecks({
  game,
  kernel: piecepackMatrixKernel,
  packState,
  encodeState,
  parity: {
    *starts() {
      for (let g = 0; g < 200; g++) {
        const options = OPTION_SETS[g % OPTION_SETS.length]!;
        const rng = createRng(g);
        yield {
          label: `seed ${g} ${JSON.stringify(options)}`,
          state: game.setup(options, 4000 + g),
          rng,
        };
      }
      const ends = endgames();
      for (let g = 0; g < 120; g++) {
        yield { label: `endgame ${g}`, state: ends[g % ends.length]!, rng: createRng(900 + g) };
      }
    },
    illegal: illegalCandidates,
    reloadEvery: 5,
    minSteps: 10_000,
    returnsBeforeEnd: true,
    evaluate: { of: (s) => game.evaluate!(s, 0), tolerance: 1e-12 },
    onEnd(s) {
      endings[s.ending!]++;
    },
    verify() {
      console.info(`parity (piecepack-matrix): ${JSON.stringify(endings)}`);
      for (const e of ENDINGS) {
        expect(endings[e], `ending ${e}`).toBeGreaterThan(0);
      }
    },
    timeout: 300_000,
  },
  determinize: {
    *starts() {
      for (let g = 0; g < 30; g++) {
        const options = OPTION_SETS[g % OPTION_SETS.length]!;
        yield { label: `run ${g}`, state: game.setup(options, 300 + g), rng: createRng(g) };
      }
    },
    minCompared: 500,
  },
  dealsLikeSetup: { options: [{}, { black: 3 }], seeds: [1, 2, 3, 4, 5] },
  hash: {
    *starts() {
      for (let g = 0; g < 10; g++) {
        yield { label: `run ${g}`, state: game.setup(OPTION_SETS[g]!, 500 + g), rng: createRng(g) };
      }
    },
    minStates: 300,
  },
  hints: {
    positions: () => [
      randomPosition(1, 0),
      randomPosition(2, 12),
      randomPosition(3, 30, { black: 4, green: 6, red: 4, blue: 3 }),
      randomPosition(4, 3, { breakers: 'choose' }),
      endgames()[1]!,
    ],
    inline: [
      { iterations: 96, seed: 7 },
      { algorithm: 'mcts', iterations: 1500, seed: 7, exploration: 0.4, playoutDepth: 8 },
    ],
    worker: [{ iterations: 64, seed: 3 }],
  },
  // The kernel guides its playouts (assembly/policy.ts), which the TS reference does not, so
  // the draw-for-draw comparison is made with the estimate at every new leaf (playout depth 0):
  // determinization, tree policy, expansion, estimate and backup are still the reference's.
  mctsReference: {
    cases: () => [
      {
        state: randomPosition(5, 10),
        budget: { iterations: 300, seed: 21, exploration: 0.4, playoutDepth: 0 },
      },
      {
        state: randomPosition(6, 20, { black: 2, green: 3, red: 1, blue: 4 }),
        budget: { iterations: 300, seed: 5, exploration: 0.4, playoutDepth: 0 },
      },
      {
        state: endgames()[2]!,
        budget: { iterations: 300, seed: 9, exploration: 0.7, playoutDepth: 0 },
      },
    ],
  },
  noPeek: {
    pairs: () => [11, 12, 13].map((seed) => reshuffled(randomPosition(seed, 8), seed + 100)),
    // The default search (policy rollouts): the same observation over a reshuffled stack gives
    // the same hint, so neither the rollouts nor the policy read the true stack.
    budget: { iterations: 200, seed: 9 },
  },
  entries: { dist: new URL('../../dist/', import.meta.url) },
});

describe('Matrix (piecepack) engine conformance', () => {
  for (const c of checks) it(c.name, c.run, c.timeout);
});
