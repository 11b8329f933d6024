/**
 * What a package user meets when a call is given something wrong (issue 39): options with a key
 * no function knows, a seed that is not one, `null` for options, a string for an action, NaN.
 * Each is a coded error whose message names the bad field and what was wrong with it; none is
 * silently accepted.
 */
import { describe, expect, it } from 'vitest';
import { IllegalActionError, OptionsError, ValidationError, describeValue } from './errors.js';
import { Match } from './match.js';
import { checkKeys, parseOptions } from './options.js';
import { playGame } from './play-game.js';
import { greedyBot, randomBot } from './search/bot.js';
import { mctsBot } from './search/mcts.js';
import { glitchDeck } from './testing/glitch-deck.js';
import { fail } from './validate.js';
import { budgetedSolve } from './winnable.js';

const thrown = (f: () => unknown): unknown => {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('expected a throw');
};

describe('strict keys in the options a user passes', () => {
  it('playGame refuses a key it does not know, naming it and the allowed ones (a typo was ignored)', async () => {
    const e = await playGame(glitchDeck, [randomBot(1)], { seed: 1, maxStep: 3 } as never).catch(
      (x: unknown) => x,
    );
    expect(OptionsError.is(e)).toBe(true);
    expect((e as OptionsError).field).toBe('playGame.maxStep');
    expect((e as Error).message).toContain('allowed: seed, options, maxSteps');
  });

  it("winnable's budget (every game's winnable runs through budgetedSolve) refuses an unknown key", () => {
    const e = thrown(() =>
      budgetedSolve(() => ({ status: 'winnable', nodes: 1 }), { budgetMS: 10 } as never),
    );
    expect(OptionsError.is(e)).toBe(true);
    expect((e as OptionsError).field).toBe('winnable.budgetMS');
    expect((e as Error).message).toContain('allowed: budgetMs, nodes, onProgress');
  });

  it('mctsBot refuses an unknown key; checkKeys refuses options that are not an object', () => {
    expect((thrown(() => mctsBot({ iteration: 5 } as never)) as OptionsError).field).toBe(
      'mctsBot.iteration',
    );
    const e = thrown(() => checkKeys([1], ['a'], 'reviewGame'));
    expect(OptionsError.is(e)).toBe(true);
    expect((e as Error).message).toBe('reviewGame: expected an object of options, got an array');
  });
});

describe('values that were accepted and are refused now', () => {
  it('randomBot(1.5) and greedyBot(-1) are refused: a bot seed is a seed (integer 0..2^32 − 1)', () => {
    const e = thrown(() => randomBot(1.5));
    expect(ValidationError.is(e)).toBe(true);
    expect((e as Error).message).toContain('randomBot(seed): a seed must be an integer');
    expect(ValidationError.is(thrown(() => greedyBot(-1)))).toBe(true);
    expect(OptionsError.is(thrown(() => greedyBot(1, 0)))).toBe(true);
  });

  it('setup(null, seed) is refused (undefined still means the defaults)', () => {
    const e = thrown(() => glitchDeck.setup(null as never, 1));
    expect(OptionsError.is(e)).toBe(true);
    expect((e as Error).message).toBe(
      'options: expected an object of options (or nothing, for the defaults), got null',
    );
    expect(() => parseOptions({}, undefined)).not.toThrow();
  });
});

describe('messages that say what was wrong', () => {
  it('a string action is named as a string, not read as the number it spells', () => {
    const match = new Match(glitchDeck, {}, 1);
    const e = thrown(() => match.play('3' as never));
    expect(IllegalActionError.is(e)).toBe(true);
    expect((e as Error).message).toBe(
      'Illegal action: an action must be a number, got the string "3"',
    );
    expect(new IllegalActionError(7, 'not now').message).toBe('Illegal action 7: not now');
  });

  it('NaN and the infinities are shown by name (JSON writes them "null")', () => {
    expect((thrown(() => fail('iterations', 'an integer', Number.NaN)) as Error).message).toBe(
      'iterations: expected an integer, got NaN',
    );
    expect(describeValue(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
