/**
 * The engine's public doors refuse what a package user gets wrong (issue 39): an observation
 * whose fields are of the wrong type deep inside (checked by the kernel's `checkObservation`,
 * core's `observationCheck` over the game's codec), another game's observation (a coded error
 * that says so, not "Cannot read properties of undefined"), NaN iterations (shown as NaN, not
 * the "null" JSON writes), and a review option with a typo.
 */
import { OptionsError, ValidationError, observationCheck } from '@matrix-arcade/core';
import { glitchDeck } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { glitchDeckKernel } from '../test-kernels/glitch-deck/engine.js';
import { createEngine } from './engine.js';
import { createInlineEngine } from './inline-engine.js';
import { reviewGame } from './review.js';

const observation = glitchDeck.observe(glitchDeck.setup({}, 8), 0);
const checked = { ...glitchDeckKernel, checkObservation: observationCheck(glitchDeck) };

async function refusal(run: () => Promise<unknown>): Promise<Error> {
  const e = await run().then(
    () => null,
    (x: unknown) => x,
  );
  if (!(e instanceof Error)) throw new Error('expected a refusal');
  return e;
}

describe("the engine's door", () => {
  it('refuses a deep type error in an observation, naming the field (a hint was searched before)', async () => {
    const engine = await createInlineEngine(checked);
    const e = await refusal(() =>
      engine.hint({ ...observation, drawn: [1, 'two'] } as never, 0, { iterations: 50 }),
    );
    expect(ValidationError.is(e)).toBe(true);
    expect((e as ValidationError).path).toBe('observation.drawn[1]');
    expect(e.message).toBe('observation.drawn[1]: expected an integer from 1 to 5, got "two"');
    // The good observation is still searched.
    expect((await engine.hint(observation, 0, { iterations: 50 })).action).toBeTypeOf('number');
  });

  it("says another game's observation is not this game's, without the encoder's TypeError", async () => {
    const other = { matrix: [1, 2, 3], scores: [0, 0], toMove: 0 };
    for (const kernel of [checked, glitchDeckKernel]) {
      const engine = await createInlineEngine(kernel);
      const e = await refusal(() => engine.hint(other as never, 0, { iterations: 50 }));
      expect(ValidationError.is(e)).toBe(true);
      expect(e.message).not.toContain('Cannot read');
      expect(e.message).toMatch(/^observation: not a glitch-deck observation/);
    }
  });

  it('shows NaN iterations as NaN', async () => {
    const engine = await createInlineEngine(glitchDeckKernel);
    const e = await refusal(() => engine.hint(observation, 0, { iterations: Number.NaN }));
    expect(OptionsError.is(e)).toBe(true);
    expect(e.message).toBe('hint.iterations: must be a positive integer (got NaN)');
  });

  it('reviewGame refuses an option it does not know, naming the allowed ones', async () => {
    const e = await refusal(() =>
      reviewGame(glitchDeckKernel, glitchDeck, '{}', { sample: 3 } as never),
    );
    expect(OptionsError.is(e)).toBe(true);
    expect((e as OptionsError).field).toBe('reviewGame.sample');
    expect(e.message).toContain('allowed: seed, samples, hint,');
  });

  it('createEngine refuses an option it does not know', () => {
    let thrown: unknown;
    try {
      createEngine(glitchDeckKernel, { createworker: () => null } as never);
    } catch (e) {
      thrown = e;
    }
    expect(OptionsError.is(thrown)).toBe(true);
    expect((thrown as OptionsError).field).toBe('createEngine.createworker');
  });
});
