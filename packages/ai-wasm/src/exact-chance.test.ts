/**
 * Exact chances on real wasm (the Glitch Deck test kernel: a hidden deck, a die): a decision
 * whose every move ends the game at once gets its result as `chance` (`chanceKind: 'exact'`),
 * over a calibration that would say otherwise; so does an engine move that wins at once. A
 * decision with a move that goes on keeps the calibration's chance. The same observation over
 * another hidden order gets the same hint, in this thread and in a worker.
 */
import {
  DIE_BASE,
  DRAW,
  type GlitchDeckState,
  STOP,
  glitchDeck,
} from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { glitchDeckKernel } from '../test-kernels/glitch-deck/engine.js';
import type { HintCalibration } from './calibration-types.js';
import { createEngine } from './engine.js';
import { CHANCE_KINDS } from './hint.js';
import { createInlineEngine } from './inline-engine.js';

/** A map that calls every position a coin flip, at the kernel's default settings. */
const coinFlip: HintCalibration<unknown> = {
  settings: glitchDeckKernel.defaults,
  fitted: 'by hand',
  curves: [
    {
      at: 0,
      knots: [
        [0, 0.5],
        [1, 0.5],
      ],
    },
  ],
};
const kernel = { ...glitchDeckKernel, calibration: coinFlip };

/** A decision (phase `choose`) with these cards drawn and burned and `deck` left, top last. */
const at = (drawn: number[], burned: number[], deck: number[]): GlitchDeckState => ({
  deck,
  drawn,
  burned,
  phase: 'choose',
  stopped: false,
});

const TERMINAL = -2;
const ends = (s: GlitchDeckState, a: number) => glitchDeck.currentPlayer(glitchDeck.apply(s, a));

describe('exact chances', () => {
  it('every move ends the game at once with a loss: chance 0, exact, whatever the map says', async () => {
    // 7 drawn, only the two 5s left: stopping is short of 8, drawing goes over 11.
    const s = at([4, 3], [1, 1, 2, 2, 3, 4], [5, 5]);
    expect([DRAW, STOP].map((a) => ends(s, a))).toEqual([TERMINAL, TERMINAL]);
    const inline = await createInlineEngine(kernel);
    const hint = inline.hintSync(glitchDeck.observe(s, 0), 0, { seed: 2 });
    expect(hint).toMatchObject({ chance: 0, chanceKind: 'exact' });
  });

  it('the engine stops on a winning total: chance 1 though drawing might go on', async () => {
    // 9 drawn; drawing a 1 or 2 goes on, a 3 or more goes over: only stopping ends it for sure.
    const s = at([5, 4], [1], [2, 1, 3, 3, 2, 4, 5]);
    const inline = await createInlineEngine(kernel);
    const hint = inline.hintSync(glitchDeck.observe(s, 0), 0, { seed: 2 });
    expect(hint).toMatchObject({ action: STOP, chance: 1, chanceKind: 'exact' });
  });

  it('a decision with a move that goes on keeps the calibrated chance', async () => {
    const s = at([4], [], [1, 1, 2, 2, 3, 3, 4, 5, 5]);
    expect(ends(s, DRAW)).not.toBe(TERMINAL);
    const inline = await createInlineEngine(kernel);
    const hint = inline.hintSync(glitchDeck.observe(s, 0), 0, { seed: 2 });
    expect(hint).toMatchObject({ chance: 0.5, chanceKind: 'calibrated' });
    const plain = await createInlineEngine(glitchDeckKernel);
    const unknown = plain.hintSync(glitchDeck.observe(s, 0), 0, { seed: 2 });
    expect(unknown.chance).toBeUndefined();
    expect(unknown.chanceKind).toBe('unknown');
    expect(CHANCE_KINDS).toEqual(['exact', 'calibrated', 'unknown']);
  });

  it('the same observation over another hidden order: the same hint, inline and in a worker', async () => {
    const a = at([5, 4], [1], [2, 1, 3, 3, 2, 4, 5]);
    const b = at([5, 4], [1], [5, 4, 2, 3, 3, 1, 2]);
    expect(glitchDeck.observe(b, 0)).toEqual(glitchDeck.observe(a, 0));
    const inline = await createInlineEngine(kernel);
    const hint = inline.hintSync(glitchDeck.observe(a, 0), 0, { seed: 5 });
    expect(inline.hintSync(glitchDeck.observe(b, 0), 0, { seed: 5 })).toEqual(hint);
    const worker = createEngine(kernel);
    try {
      expect(await worker.hint(glitchDeck.observe(b, 0), 0, { seed: 5 })).toEqual(hint);
    } finally {
      worker.dispose();
    }
  });

  it('a hint at a chance node is never called exact', async () => {
    const s: GlitchDeckState = { ...at([4, 3], [1, 1, 2, 2, 3, 4], [5, 5]), phase: 'roll' };
    expect(glitchDeck.legalActions(s)).toContain(DIE_BASE + 1);
    const inline = await createInlineEngine(kernel);
    expect(inline.hintSync(glitchDeck.observe(s, 0), 0, { seed: 2 }).chanceKind).not.toBe('exact');
  });
});
