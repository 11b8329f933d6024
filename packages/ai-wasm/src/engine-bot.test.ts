/** `engineBot` with core's `playGame`: whole games on the real wasm engine, no worker. */
import { errorCode, playGame, randomBot, TERMINAL } from '@matrix-arcade/core';
import { glitchDeck } from '@matrix-arcade/core/testing';
import { describe, expect, it } from 'vitest';
import { glitchDeckKernel } from '../test-kernels/glitch-deck/engine.js';
import { nimKernel } from '../test-kernels/nim/engine.js';
import { engineBot } from './engine-bot.js';

describe('engineBot', () => {
  it('plays a game with chance to its end; the same seed plays the same game', async () => {
    const bot = engineBot(glitchDeckKernel, { iterations: 300 });
    const a = await playGame(glitchDeck, [bot], { seed: 21 });
    const b = await playGame(glitchDeck, [engineBot(glitchDeckKernel, { iterations: 300 })], {
      seed: 21,
    });
    expect(glitchDeck.currentPlayer(a.state)).toBe(TERMINAL);
    expect(a.outcome).not.toBeNull();
    expect(b.replay).toEqual(a.replay);
    bot.dispose();
  });

  it('plays better than chance: it wins more deals than a random bot', async () => {
    let engineWins = 0;
    let randomWins = 0;
    const bot = engineBot(glitchDeckKernel, { iterations: 400 });
    for (let seed = 0; seed < 30; seed++) {
      engineWins += (await playGame(glitchDeck, [bot], { seed })).outcome!.winners.length;
      randomWins += (await playGame(glitchDeck, [randomBot(seed)], { seed })).outcome!.winners
        .length;
    }
    expect(engineWins).toBeGreaterThan(randomWins);
  });

  it('refuses bad options at once, another game, and moves after dispose, with codes', async () => {
    expect(errorCode(catching(() => engineBot(glitchDeckKernel, { algorithm: 'alphabeta' })))).toBe(
      'OPTIONS',
    );
    const wrong = engineBot(nimKernel);
    expect(errorCode(await playGame(glitchDeck, [wrong], { seed: 1 }).catch((e) => e))).toBe(
      'ENGINE_REQUEST',
    );
    const bot = engineBot(glitchDeckKernel);
    bot.dispose();
    expect(errorCode(await playGame(glitchDeck, [bot], { seed: 1 }).catch((e) => e))).toBe(
      'ENGINE_DISPOSED',
    );
  });
});

function catching(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  return undefined;
}
