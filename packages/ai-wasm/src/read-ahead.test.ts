/**
 * The chance read at the end of a turn (`HintCalibration.readAhead`, read-ahead.ts): a hint whose
 * calibration reads ahead keeps its own move, value and alternatives and takes the chance of the
 * hint at the observation the hook gives (itself read ahead, so a chain ends where the hook says
 * so), in the inline and the worker engine alike; an exact or unknown chance never reads ahead.
 * The hook here is a stand-in that links three Glitch Deck positions in a chain, whatever the
 * move: what is tested is the engine's side, the maze's own hook is tested with its rules.
 */
import {
  DIE_BASE,
  DRAW,
  type GlitchDeckObservation,
  glitchDeck,
} from '@matrix-arcade/core/testing';
import { describe, expect, it, vi } from 'vitest';
import { glitchDeckKernel } from '../test-kernels/glitch-deck/engine.js';
import type { HintCalibration } from './calibration-types.js';
import { createEngine } from './engine.js';
import { createInlineEngine } from './inline-engine.js';

const settings = {
  algorithm: 'mcts',
  iterations: 1000,
  exploration: 0.7,
  playoutDepth: -1,
} as const;

const rolled = (seed: number, die: number, draws = 0) => {
  let s = glitchDeck.setup({}, seed);
  for (let i = 0; i < draws; i++) s = glitchDeck.apply(glitchDeck.apply(s, DIE_BASE + 2), DRAW);
  return glitchDeck.observe(glitchDeck.apply(s, DIE_BASE + die), 0);
};
// Three positions a search tells apart: nothing seen; a card burned; a card drawn.
const first = rolled(8, 2);
const second = rolled(9, 1);
const third = rolled(10, 2, 1);

/** The identity map (chance = value), reading `first` at `second` and `second` at `third`. */
const chained = (): HintCalibration<GlitchDeckObservation> => ({
  settings,
  fitted: 'test',
  curves: [
    {
      at: 0,
      knots: [
        [0, 0],
        [1, 1],
      ],
    },
  ],
  readAhead: vi.fn((o: GlitchDeckObservation) =>
    o === first ? second : o === second ? third : undefined,
  ),
});

describe('a chance read at the end of the turn', () => {
  it('takes the chance at the end of the chain and keeps the move and value of its own search', async () => {
    const plain = await createInlineEngine({ ...glitchDeckKernel, calibration: chained() });
    const reading = await createInlineEngine({
      ...glitchDeckKernel,
      calibration: { ...chained(), readAhead: undefined },
    });
    const options = { seed: 4 };
    const own = reading.hintSync(first, 0, options);
    const end = reading.hintSync(third, 0, options);
    const hint = plain.hintSync(first, 0, options);
    // Its own search: the same move, value and alternatives as without reading ahead.
    expect(hint.action).toBe(own.action);
    expect(hint.value).toBe(own.value);
    expect(hint.alternatives).toEqual(own.alternatives);
    // The chance of the third position (two moves on), searched with the same seed.
    expect(hint.chanceKind).toBe('calibrated');
    expect(hint.chance).toBe(end.chance);
    expect(end.value).not.toBe(own.value); // else the test could not tell where it read
    expect(hint.readAhead).toEqual({ moves: 2, value: end.value, progress: 0 });
    // One move on: the second position reads the third.
    expect(plain.hintSync(second, 0, options).readAhead).toMatchObject({ moves: 1 });
    // The end of the chain reads itself.
    expect(plain.hintSync(third, 0, options)).not.toHaveProperty('readAhead');
  });

  it('reads ahead the same in a worker', async () => {
    const calibration = chained();
    const inline = await createInlineEngine({ ...glitchDeckKernel, calibration });
    const worker = createEngine({ ...glitchDeckKernel, calibration });
    try {
      expect(await worker.hint(first, 0, { seed: 5 })).toEqual(
        inline.hintSync(first, 0, { seed: 5 }),
      );
    } finally {
      worker.dispose();
    }
  });

  it('searches each position once: a decision read ahead from the one before is not searched again', async () => {
    for (const make of ['inline', 'worker'] as const) {
      const calibration = chained();
      const kernel = { ...glitchDeckKernel, calibration };
      const inline = make === 'inline' ? await createInlineEngine(kernel) : undefined;
      const engine = inline ?? createEngine(kernel);
      try {
        const fromFirst = await engine.hint(first, 0, { seed: 6 });
        expect(calibration.readAhead).toHaveBeenCalledTimes(3); // first, second, third
        const fromSecond = await engine.hint(second, 0, { seed: 6 });
        expect(calibration.readAhead).toHaveBeenCalledTimes(3); // known: not searched again
        expect(fromSecond.chance).toBe(fromFirst.chance);
        // Other options are another search.
        await engine.hint(second, 0, { seed: 7 });
        expect(calibration.readAhead).toHaveBeenCalledTimes(5);
      } finally {
        engine.dispose();
      }
      if (inline) expect(() => inline.hintSync(first, 0, { seed: 6 })).toThrow(/disposed/);
    }
  });

  it('never reads ahead from a chance that is not calibrated', async () => {
    const calibration = chained();
    const engine = await createInlineEngine({ ...glitchDeckKernel, calibration });
    // Other settings: no table, no chance, nothing read.
    const other = engine.hintSync(first, 0, { iterations: 999, seed: 1 });
    expect(other.chanceKind).toBe('unknown');
    expect(other).not.toHaveProperty('readAhead');
    expect(calibration.readAhead).not.toHaveBeenCalled();
  });
});
