/**
 * The engine conformance kit of `@matrix-arcade/ai-wasm/testing` on the Matrix Maze kernel: TS↔AS
 * parity over seeded random games (71,419 steps): every shipped map as designed (at least 10,000
 * steps each), each with the other player count, and a 10 × 10 author's map; determinize parity, hints (legal, worker = inline, MCTS = the TS reference
 * draw for draw), the headless `.` entry and the module loading. The kit's no-peek check needs
 * two states that differ in a hidden part, and a Matrix Maze state has none (the future roll is
 * a chance node, never stored): engine.test.ts proves that hints do not depend on future dice.
 */
import { engineConformanceChecks } from '@matrix-arcade/ai-wasm/testing';
import { type Rng, TERMINAL, createRng } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { matrixMaze } from '../game.js';
import { SHIPPED_MAPS } from '../maps/catalog.js';
import { applyAction, currentPlayer, illegalReason, legalActions } from '../rules.js';
import { type MatrixMazeState, fromMap } from '../state.js';
import { encodeState } from './encode.js';
import { ACTION_COUNT } from '../codes.js';
import { matrixMazeKernel } from './kernel.js';
import { packState } from './pack.js';

// The shipped maps (a map another test file registers would join `MAP_IDS` by file order).
const MAP_IDS = SHIPPED_MAPS.map((m) => m.id);

/** A position after `moves` random steps, then on to the next decision of a player. */
export function randomPosition(map: string, seed: number, moves: number): MatrixMazeState {
  let s = matrixMaze.setup({ map }, seed);
  const rng = createRng(seed);
  for (let i = 0; currentPlayer(s) !== TERMINAL && (i < moves || currentPlayer(s) < 0); i++) {
    const legal = legalActions(s);
    s = applyAction(s, legal[rng.int(legal.length)]!);
  }
  expect(currentPlayer(s)).toBeGreaterThanOrEqual(0);
  return s;
}

function illegalCandidates(s: MatrixMazeState, rng: Rng): number[] {
  const codes = [
    -1,
    ACTION_COUNT,
    rng.int(ACTION_COUNT),
    rng.int(ACTION_COUNT),
    rng.int(74),
    rng.int(74),
    110 + rng.int(112),
  ];
  return codes.filter((c) => illegalReason(s, c) !== null);
}

/** A 10 × 10 map with an IY guard: every edge index and square bit up to the largest. */
const BIG = {
  format: 'matrix-maze-map',
  version: 1,
  id: 'big-hall',
  name: 'Big Hall',
  mood: 'The largest maze the format allows.',
  mode: 'iys',
  width: 10,
  height: 10,
  bytes: 5,
  walls: ['e5-e6', 'f5-f6', 'a2-b2', 'i9-j9', 'e9-e10', 'c3-d3', 'h4-h5'],
  starts: { A: 'a1', B: 'j1', C: 'a10', D: 'j10' },
  allowedStarts: ['A', 'D'],
  sources: ['e5', 'f6', 'b9', 'i2', 'e1', 'j5', 'a6'],
  guard: {
    path: [
      'c2',
      'c3',
      'c4',
      'c5',
      'd5',
      'e5',
      'f5',
      'g5',
      'g6',
      'g7',
      'g8',
      'f8',
      'e8',
      'd8',
      'c8',
      'c7',
      'c6',
      'c5',
      'c4',
      'c3',
      'c2',
      'd2',
      'e2',
      'f2',
      'g2',
      'h2',
      'h3',
      'h4',
    ],
  },
};

const perMap = new Map<string, number>();
/** Games per map: solo games are short (the guard's path), duels long. */
const GAMES: Record<string, number> = { 'neon-junction': 70 };
const SOLO_GAMES = 480;
const walks = MAP_IDS.flatMap((map) => Array.from({ length: GAMES[map] ?? SOLO_GAMES }, () => map));

const checks = engineConformanceChecks({
  game: matrixMaze,
  kernel: matrixMazeKernel,
  packState,
  encodeState,
  parity: {
    *starts() {
      for (let g = 0; g < 40; g++) {
        // An author's 10 × 10 map (the largest), as a duel and solo against the IY's.
        const players = g % 2 ? 2 : 1;
        const state = fromMap(BIG, { players, roundLimit: 15 });
        yield {
          label: `10×10 players ${players} game ${g}`,
          state,
          rng: createRng(7000 + g),
          seed: 7000 + g,
        };
      }
      for (let g = 0; g < 60; g++) {
        // The other player counts: a duel on a solo map, a solo run on the duel map.
        const map = MAP_IDS[g % MAP_IDS.length]!;
        const players = map === 'neon-junction' ? 1 : 2;
        const seed = 9000 + g;
        const state = matrixMaze.setup({ map, players, roundLimit: 12 }, seed);
        yield {
          label: `${map} players ${players} seed ${seed}`,
          state,
          rng: createRng(seed),
          seed,
        };
      }
      for (let g = 0; g < walks.length; g++) {
        const map = walks[g]!;
        const seed = 2000 + g;
        yield {
          label: `${map} seed ${seed}`,
          state: matrixMaze.setup({ map }, seed),
          rng: createRng(seed ^ 0x5eed),
          seed,
        };
      }
    },
    illegal: illegalCandidates,
    reloadEvery: 4,
    minSteps: 10_000 * MAP_IDS.length,
    returnsBeforeEnd: true,
    onStep(before) {
      const id = before.options.players ? `${before.map.id}+` : before.map.id;
      perMap.set(id, (perMap.get(id) ?? 0) + 1);
    },
    verify(t) {
      console.info(
        `parity (Matrix Maze): ${t.steps} steps, ${JSON.stringify(Object.fromEntries(perMap))}`,
      );
      for (const id of MAP_IDS) expect(perMap.get(id) ?? 0).toBeGreaterThanOrEqual(10_000);
    },
    timeout: 300_000,
  },
  determinize: {
    *starts() {
      for (let g = 0; g < 20; g++) {
        yield {
          label: `game ${g}`,
          state: matrixMaze.setup({ map: MAP_IDS[g % MAP_IDS.length]! }, 50 + g),
          rng: createRng(g),
        };
      }
    },
    minCompared: 500,
  },
  hints: {
    positions: () => [
      randomPosition('neon-junction', 1, 12),
      randomPosition('harvest-grid', 2, 9),
      randomPosition('watchtower', 3, 20),
    ],
    inline: [
      { algorithm: 'mcts', iterations: 800, seed: 7 },
      { algorithm: 'alphabeta', iterations: 3000, seed: 7 },
    ],
    worker: [
      { algorithm: 'mcts', iterations: 600, seed: 3 },
      { algorithm: 'alphabeta', iterations: 2000, seed: 3 },
    ],
  },
  mctsReference: {
    cases: () =>
      [randomPosition('neon-junction', 6, 10), randomPosition('glass-corridors', 7, 8)].map(
        (state) => ({
          state,
          budget: {
            iterations: 300,
            seed: 21,
            exploration: 0.7,
            playoutDepth: Number.POSITIVE_INFINITY,
          },
        }),
      ),
  },
  entries: { dist: new URL('../../dist/', import.meta.url) },
});

describe('Matrix Maze engine conformance', () => {
  for (const c of checks) it(c.name, c.run, c.timeout);
});
