/**
 * The engine conformance kit of `@matrix-arcade/ai-wasm/testing` on the CYBERMANCY kernel:
 * TS↔AS parity on random runs of every mode (at least 10,000 steps in each of basic, advanced,
 * random challenge and campaign), determinize parity, the hash, hints (legal, worker = inline),
 * no peeking at the hidden deck order, the headless `.` entry and the module loads.
 */
import { engineConformanceChecks } from '@matrix-arcade/ai-wasm/testing';
import { type Rng, createRng } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { CYBER_ACTION_COUNT, DISCARD } from '../actions.js';
import { TAROT_DECK } from '../deck.js';
import { cybermancy } from '../game.js';
import type { CybermancyState } from '../state.js';
import { encodeState, packState } from './encode.js';
import { cybermancyKernel } from './kernel.js';

const MODES = [
  { mode: 'basic' },
  { mode: 'advanced' },
  { mode: 'challenge' },
  { mode: 'campaign', chapter: 1 },
] as const;
const CHAPTERS = [2, 3, 4, 5, 6, 7];

function optionsFor(mode: number, g: number): object {
  const o = MODES[mode]!;
  return o.mode === 'campaign' ? { mode: 'campaign', chapter: CHAPTERS[g % 6] } : o;
}

/** A run played at random for up to `moves` actions (stops before the end). */
function randomPosition(options: object, seed: number, moves: number): CybermancyState {
  let s = cybermancy.setup(options, seed);
  const rng = createRng(seed);
  for (let i = 0; i < moves; i++) {
    const legal = cybermancy.legalActions(s);
    const next = cybermancy.apply(s, legal[rng.int(legal.length)]!);
    if (next.ending !== null) break;
    s = next;
  }
  return s;
}

function positionWithKnownBottom(seed: number): CybermancyState {
  for (let moves = 10; ; moves++) {
    const s = randomPosition({ mode: 'advanced' }, seed, moves);
    if (s.deck.length > s.unknown && s.unknown >= 4) return s;
    if (moves > 80) throw new Error(`no known bottom with seed ${seed}`);
  }
}

function illegalCandidates(s: CybermancyState, rng: Rng): number[] {
  const codes = [-1, CYBER_ACTION_COUNT, 1000, rng.int(CYBER_ACTION_COUNT)];
  for (let a = 0; a < CYBER_ACTION_COUNT; a += 1 + rng.int(6)) codes.push(a);
  const legal = cybermancy.legalActions(s);
  return codes.filter((c) => !legal.includes(c));
}

function reshuffled(s: CybermancyState, seed: number): [CybermancyState, CybermancyState] {
  const top = createRng(seed).shuffle(s.deck.slice(0, s.unknown));
  const b = { ...s, deck: [...top, ...s.deck.slice(s.unknown)] };
  expect(b.deck.slice(0, b.unknown)).not.toEqual(s.deck.slice(0, s.unknown));
  return [s, b];
}

const stepsByMode: Record<string, number> = {};
const endings: Record<string, number> = {};
const kinds: Record<string, number> = {};

const checks = engineConformanceChecks({
  game: cybermancy,
  kernel: cybermancyKernel,
  packState,
  encodeState,
  parity: {
    *starts() {
      for (let g = 0; g < 640; g++) {
        const mode = g % 4;
        const rng = createRng(g);
        const state = cybermancy.setup(optionsFor(mode, g), 11_000 + g);
        yield { label: `${MODES[mode]!.mode} seed ${11_000 + g}`, state, rng, seed: rng.nextU32() };
      }
    },
    illegal: illegalCandidates,
    reloadEvery: 7,
    minSteps: 40_000,
    returnsBeforeEnd: true,
    onStep(before, action) {
      const m = (before as CybermancyState).setup.mode;
      stepsByMode[m] = (stepsByMode[m] ?? 0) + 1;
      const role = TAROT_DECK.roleNames[TAROT_DECK.role[before.hand]!]!;
      const kind = action === DISCARD ? `${role} discarded` : role;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
    },
    onEnd(s) {
      endings[s.ending!] = (endings[s.ending!] ?? 0) + 1;
    },
    verify() {
      console.info(`parity (CYBERMANCY): ${JSON.stringify({ stepsByMode, endings, kinds })}`);
      // Every kind of card, the burners with and without a target, was played through both.
      for (const k of ['haunt', 'revive', 'kill', 'swap', 'reset-line', 'hard-reset']) {
        expect(kinds[k], k).toBeGreaterThan(20);
      }
      for (const k of ['revive discarded', 'kill discarded', 'swap discarded']) {
        expect(kinds[k], k).toBeGreaterThan(0);
      }
      for (const m of ['basic', 'advanced', 'challenge', 'campaign']) {
        expect(stepsByMode[m], m).toBeGreaterThanOrEqual(10_000);
      }
      for (const e of ['out-of-time', 'black-ice']) expect(endings[e], e).toBeGreaterThan(0);
    },
    timeout: 600_000,
  },
  determinize: {
    *starts() {
      for (let g = 0; g < 40; g++) {
        yield {
          label: `run ${g}`,
          state: cybermancy.setup(optionsFor(g % 4, g), 300 + g),
          rng: createRng(g),
        };
      }
    },
    minCompared: 1000,
  },
  hash: {
    *starts() {
      for (let g = 0; g < 20; g++) {
        yield {
          label: `run ${g}`,
          state: cybermancy.setup(optionsFor(g % 4, g), 500 + g),
          rng: createRng(g),
        };
      }
    },
    minStates: 1000,
  },
  hints: {
    positions: () =>
      [
        [0, 1, 0],
        [1, 2, 12],
        [2, 3, 25],
        [3, 4, 40],
      ].map(([mode, seed, moves]) => randomPosition(optionsFor(mode!, seed!), seed!, moves!)),
    inline: [{ iterations: 3000, seed: 7 }],
    worker: [{ iterations: 2000, seed: 3 }],
  },
  noPeek: {
    pairs: () => [11, 12, 13].map((seed) => reshuffled(positionWithKnownBottom(seed), seed)),
    budget: { iterations: 4000, seed: 9 },
  },
  entries: { dist: new URL('../../dist/', import.meta.url) },
});

describe('CYBERMANCY engine conformance', () => {
  for (const c of checks) it(c.name, c.run, c.timeout);
});
