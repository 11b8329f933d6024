import { describe, expect, it } from 'vitest';
import { errorCode } from './errors.js';
import { CHANCE, type Game, TERMINAL } from './game.js';
import { type AsyncBot, playGame } from './play-game.js';
import { playReplay } from './replay.js';
import { type Bot, randomBot } from './search/bot.js';
import { DIE_BASE, glitchDeck } from './testing/glitch-deck.js';

describe('playGame', () => {
  it('plays a game with chance to its end and returns the state, the outcome and a replay that reproduces it', async () => {
    const played = await playGame(glitchDeck, [randomBot(1)], { seed: 11 });
    expect(glitchDeck.currentPlayer(played.state)).toBe(TERMINAL);
    expect(played.outcome).toEqual(glitchDeck.outcome(played.state));
    expect(played.replay.seed).toBe(11);
    // Die rolls (chance outcomes) are in the replay, resolved by the match.
    expect(played.replay.actions.some((a) => a >= DIE_BASE)).toBe(true);
    const states = playReplay(glitchDeck, played.replay);
    expect(states.at(-1)).toEqual(played.state);
  });

  it('the same seed and bots play the same game; another seed another one', async () => {
    const a = await playGame(glitchDeck, [randomBot(5)], { seed: 3 });
    const b = await playGame(glitchDeck, [randomBot(5)], { seed: 3 });
    expect(b.replay).toEqual(a.replay);
    const others = await Promise.all(
      [4, 5, 6, 7].map((seed) => playGame(glitchDeck, [randomBot(5)], { seed })),
    );
    expect(
      others.some((o) => JSON.stringify(o.replay.actions) !== JSON.stringify(a.replay.actions)),
    ).toBe(true);
  });

  it("hands each bot its own seat's observation (never the state, never a chance node) and awaits async bots", async () => {
    const seen: unknown[] = [];
    const bot: AsyncBot = {
      name: 'spy',
      async chooseAction<S, O>(game: Game<S, O, object>, observation: O) {
        seen.push(observation);
        const state = game.determinize(observation, { ...randomRngStub });
        expect(game.currentPlayer(state)).not.toBe(CHANCE);
        return game.legalActions(state).at(-1)!; // STOP
      },
    };
    const played = await playGame(glitchDeck, [bot], { seed: 2 });
    expect(seen.length).toBeGreaterThan(0);
    for (const o of seen) expect(o).not.toHaveProperty('deck');
    expect(played.outcome).not.toBeNull();
  });

  it('refuses a bad seed, a wrong number of bots and an illegal move with coded errors', async () => {
    await expect(playGame(glitchDeck, [randomBot()], { seed: 1.5 })).rejects.toMatchObject({
      code: 'VALIDATION',
      path: 'seed',
    });
    await expect(
      playGame(glitchDeck, [randomBot(), randomBot()], { seed: 1 }),
    ).rejects.toMatchObject({ code: 'OPTIONS', field: 'bots' });
    const cheat: Bot = { name: 'cheat', chooseAction: () => 99 };
    const e = await playGame(glitchDeck, [cheat], { seed: 1 }).catch((x: unknown) => x);
    expect(errorCode(e)).toBe('ILLEGAL_ACTION');
  });

  it("records each bot's move as the AI's (a bot relaying a person says so), chance as nobody's", async () => {
    const played = await playGame(glitchDeck, [randomBot(1)], { seed: 11 });
    const { actions, madeBy } = played.replay;
    expect(madeBy).toHaveLength(actions.length);
    // The bots' moves are the AI's; die rolls are nature's (null), never a seat's.
    expect(madeBy).toEqual(actions.map((a) => (a >= DIE_BASE ? null : 'ai')));
    const person: AsyncBot = {
      name: 'relay',
      madeBy: 'person',
      chooseAction: async (game, observation) =>
        game.legalActions(game.determinize(observation, { ...randomRngStub })).at(-1)!,
    };
    const relayed = await playGame(glitchDeck, [person], { seed: 2 });
    expect(relayed.replay.madeBy).toEqual(
      relayed.replay.actions.map((a) => (a >= DIE_BASE ? null : 'person')),
    );
  });

  it('stops after maxSteps decisions with a null outcome', async () => {
    const drawer: Bot = { name: 'draw', chooseAction: () => 0 };
    const played = await playGame(glitchDeck, [drawer], { seed: 1, maxSteps: 1 });
    expect(played.outcome).toBeNull();
    expect(glitchDeck.currentPlayer(played.state)).not.toBe(TERMINAL);
  });
});

/** A fixed generator for determinizing an observation in the spy bot. */
const randomRngStub = {
  nextU32: () => 0,
  float: () => 0,
  int: () => 0,
  shuffle: <T>(items: T[]) => items,
  getState: () => [0, 0, 0, 0] as [number, number, number, number],
};
