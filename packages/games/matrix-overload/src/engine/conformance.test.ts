/**
 * The engine conformance kit of `@matrix-arcade/ai-wasm/testing` on the MATR1X ØVERLØAD kernel:
 * TS↔AS parity over 150 seeded deals and 150 runs from written endgames (random play never wins
 * a whole run; 11,540 steps, every ending), determinize parity (the known bottom kept last), the
 * hash, hints (legal, worker = inline, MCTS = the TS reference draw for draw), no peeking at the
 * hidden deck order, the headless `.` entry and the module loads. The game's own engine tests
 * are in engine.test.ts and parity.test.ts.
 */
import { engineConformanceChecks } from '@matrix-arcade/ai-wasm/testing';
import { type Rng, createRng } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { ACTION_COUNT } from '../actions.js';
import { evaluate, matrixOverload } from '../game.js';
import { tight } from '../positions.test-util.js';
import { applyAction, illegalReason, legalActions } from '../rules.js';
import { ENDINGS, type Ending, type MatrixOverloadState } from '../state.js';
import { encodeState } from './encode.js';
import { matrixOverloadKernel } from './kernel.js';
import { P_CARDS, P_DECK } from './layout.js';
import { packState } from './pack.js';

/** A run played at random for up to `moves` actions (stops before the end). */
function randomPosition(seed: number, moves: number): MatrixOverloadState {
  let s = matrixOverload.setup({}, seed);
  const rng = createRng(seed);
  for (let i = 0; i < moves; i++) {
    const legal = legalActions(s);
    const next = applyAction(s, legal[rng.int(legal.length)]!);
    if (next.ending !== null) break;
    s = next;
  }
  return s;
}

/** A random position with cards sent to the bottom by resets (a known bottom). */
function positionWithKnownBottom(seed: number): MatrixOverloadState {
  for (let moves = 10; ; moves++) {
    const s = randomPosition(seed, moves);
    if (s.deck.length > s.unknown && s.unknown >= 4) return s;
    if (moves > 60) throw new Error(`no known bottom with seed ${seed}`);
  }
}

/** A few codes the TS rules refuse in `s`: out of range, and random codes that are illegal. */
function illegalCandidates(s: MatrixOverloadState, rng: Rng): number[] {
  const codes = [-1, ACTION_COUNT, 1000, rng.int(ACTION_COUNT), rng.int(ACTION_COUNT)];
  for (let a = 0; a < ACTION_COUNT; a += 1 + rng.int(4)) codes.push(a);
  return codes.filter((c) => illegalReason(s, c) !== null);
}

/** Endgames written by hand, from which random play reaches a win now and then. */
function endgames(): MatrixOverloadState[] {
  return [
    // The rulebook's play example reduced to its last royal (rules.test.ts: "win").
    tight({
      stacks: ['6♠', '7♣', '10♦', 'JK 5♠', 'A♠ 8♦', 'A♥ 8♥', 'A♣', 'JK', 'A♦ 9♣'],
      outside: { 3: { royal: 'J♦', ice: ['3♦'] } },
      hand: '6♣',
      deck: ['4♠', '4♥'],
    }),
    // Two jacks left, a few programs and resets to come.
    tight({
      stacks: ['5♠', '6♣', '7♦', 'A♠', '', 'A♥ 8♥', '2♣', 'JK', 'A♦ 9♣'],
      outside: { 3: 'J♦', 11: 'J♣' },
      hand: '6♦',
      deck: ['7♠', '5♥', 'JK', '8♠', '9♠', '4♥', 'A♣', '3♣', '10♥'],
    }),
    // One queen and one king, a longer deck, a known bottom.
    tight({
      stacks: ['4♥', '7♥', '8♦', '2♣', 'A♠', '3♠', '9♠', '5♦', 'JK'],
      outside: { 3: 'Q♥', 6: { royal: 'K♠', ice: ['2♠'] } },
      hand: '6♥',
      deck: ['5♥', '6♦', '9♥', 'A♥', '7♠', '8♠', '10♠', '4♦', 'A♦', '3♦'],
      bottom: ['10♥', 'JK', '6♠', 'A♣'],
    }),
  ];
}

/** The same state with the unknown top of its deck in another order. */
function reshuffled(
  s: MatrixOverloadState,
  seed: number,
): [MatrixOverloadState, MatrixOverloadState] {
  const top = createRng(seed).shuffle(s.deck.slice(0, s.unknown));
  const b = { ...s, deck: [...top, ...s.deck.slice(s.unknown)] };
  expect(b.deck.slice(0, b.unknown)).not.toEqual(s.deck.slice(0, s.unknown));
  expect(b.deck.slice(b.unknown)).toEqual(s.deck.slice(s.unknown));
  return [s, b];
}

const endings: Record<Ending, number> = {
  win: 0,
  'out-of-time': 0,
  'black-ice': 0,
  'infinite-loop': 0,
};
let withBottom = 0;

const checks = engineConformanceChecks({
  game: matrixOverload,
  kernel: matrixOverloadKernel,
  packState,
  encodeState,
  parity: {
    *starts() {
      for (let g = 0; g < 150; g++) {
        const rng = createRng(g);
        const state = matrixOverload.setup({}, 7000 + g);
        // A full state: nothing to shuffle, any seed.
        yield { label: `seed ${7000 + g}`, state, rng, seed: rng.nextU32() };
      }
      const positions = endgames();
      for (let g = 0; g < 150; g++) {
        const rng = createRng(9000 + g);
        const state = positions[g % positions.length]!;
        yield { label: `endgame ${g}`, state, rng, seed: rng.nextU32() };
      }
    },
    illegal: illegalCandidates,
    reloadEvery: 7,
    minSteps: 10_000,
    returnsBeforeEnd: true,
    evaluate: { of: (s) => evaluate(s), tolerance: 1e-9 },
    onEnd(s) {
      endings[s.ending!]++;
    },
    verify(t) {
      console.info(`parity (MATR1X ØVERLØAD): ${JSON.stringify(endings)}`);
      // Every start the two generators above yield (150 deals, 150 endgames) was played out;
      // the kit itself checks the step floor, the refusals and the reloads.
      expect(t.games).toBe(150 + 150);
      for (const e of ENDINGS) expect(endings[e], `ending ${e}`).toBeGreaterThan(0);
    },
  },
  determinize: {
    *starts() {
      for (let g = 0; g < 40; g++) {
        yield { label: `run ${g}`, state: matrixOverload.setup({}, 300 + g), rng: createRng(g) };
      }
    },
    minCompared: 1001,
    check(k, o, _expected, where) {
      // The deck ends with the known bottom, in its order.
      const packed = k.state();
      const deck = Array.from(packed.slice(packed.length - packed[P_DECK]!));
      expect(deck.slice(o.unknownCount), where).toEqual(o.knownBottom);
      expect(
        deck.slice(0, o.unknownCount).sort((a, b) => a - b),
        where,
      ).toEqual(o.unknownCards);
      if (o.knownBottom.length > 0) withBottom++;
    },
    verify() {
      expect(withBottom).toBeGreaterThan(100);
      expect(P_CARDS).toBe(51);
    },
  },
  hash: {
    *starts() {
      for (let g = 0; g < 20; g++) {
        yield { label: `run ${g}`, state: matrixOverload.setup({}, 500 + g), rng: createRng(g) };
      }
    },
    minStates: 1000,
  },
  hints: {
    positions: () =>
      [
        [1, 0], // the deal: a set-aside royal or the first card
        [2, 12],
        [3, 25],
        [4, 40],
      ].map(([seed, moves]) => randomPosition(seed!, moves!)),
    inline: [{ iterations: 4000, seed: 7 }],
    worker: [{ iterations: 3000, seed: 3 }],
  },
  // The kernel guides its playouts (assembly/policy.ts), which the TS reference does not, so
  // the draw-for-draw comparison is made with the estimate at every new leaf (playout depth 0):
  // determinization, tree policy, expansion, estimate and backup are still the reference's.
  mctsReference: {
    cases: () =>
      (
        [
          [5, 3],
          [6, 20],
          [7, 35],
        ] as const
      ).map(([seed, moves]) => ({
        state: positionWithKnownBottom(seed + moves),
        budget: { iterations: 1500, seed: 21, exploration: 0.4, playoutDepth: 0 },
      })),
  },
  noPeek: {
    pairs: () => [11, 12, 13].map((seed) => reshuffled(positionWithKnownBottom(seed), seed)),
    budget: { iterations: 5000, seed: 9 },
  },
  entries: { dist: new URL('../../dist/', import.meta.url) },
});

describe('MATR1X ØVERLØAD engine conformance', () => {
  for (const c of checks) it(c.name, c.run, c.timeout);
});
