/**
 * One error model over every game the web package depends on (found from its dependencies, no
 * hand-kept list), on the built packages: a seed that is not an integer 0..2^32 − 1 is refused
 * by the game's own `setup` and by `Match` with a coded `ValidationError`; the engine refuses an
 * algorithm the game cannot use, bad iterations and unknown keys with `OptionsError`, an
 * observation of another shape with `ValidationError`, and a hint after `dispose` with
 * `ENGINE_DISPOSED`; and `engineBot` plays the game to its end through `playGame`.
 */
import {
  type EngineKernel,
  algorithmsOf,
  createInlineEngine,
  engineBot,
} from '@matrix-arcade/ai-wasm';
import { Match, TERMINAL, errorCode, playGame } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { loadGames } from './consumers.js';

const games = await loadGames();

/** The game's engine kernel, from its `./engine` entry. */
async function kernelOf(name: string, id: string): Promise<EngineKernel<unknown>> {
  const entry = (await import(`${name}/engine`)) as Record<string, unknown>;
  const kernel = Object.values(entry).find(
    (v) =>
      (v as EngineKernel<unknown>)?.gameId === id &&
      typeof (v as EngineKernel<unknown>).loadModule === 'function',
  );
  if (!kernel) throw new Error(`${name}/engine exports no kernel`);
  return kernel as EngineKernel<unknown>;
}

function codeOf(f: () => unknown) {
  try {
    f();
  } catch (e) {
    return errorCode(e);
  }
  return null;
}

const BAD_SEEDS: unknown[] = [1.5, -1, Number.NaN, 2 ** 32, 2 ** 40, 'x'];

describe.each(games.map((g) => [g.id, g] as const))('%s', (_id, g) => {
  const game = g.descriptor.game;

  it('refuses every bad seed with a coded ValidationError, in setup and in Match', () => {
    for (const seed of BAD_SEEDS) {
      expect(
        codeOf(() => game.setup({}, seed as number)),
        String(seed),
      ).toBe('VALIDATION');
      expect(
        codeOf(() => new Match(game, {}, seed as number)),
        String(seed),
      ).toBe('VALIDATION');
    }
    expect(codeOf(() => game.setup({}, 2 ** 32 - 1))).toBeNull();
  });

  it('refuses bad hint options, a bad observation and a disposed engine with codes', async () => {
    const kernel = await kernelOf(g.name, g.id);
    const match = new Match(game, {}, 5);
    const seat = game.currentPlayer(match.state);
    const observation = game.observe(match.state, seat);
    const engine = await createInlineEngine(kernel);
    const unusable = ['mcts', 'alphabeta'].find((a) => !algorithmsOf(kernel).includes(a as never));
    const bad = [
      { algorithm: 'no-such-search' },
      { iterations: -1 },
      { iterations: 1.5 },
      { iterations: 10, depth: 3 },
      ...(unusable ? [{ algorithm: unusable }] : []),
    ];
    for (const options of bad) {
      expect(
        codeOf(() => engine.hintSync(observation, seat, options as never)),
        JSON.stringify(options),
      ).toBe('OPTIONS');
    }
    // Each top-level field of the observation replaced by something of another type: never an
    // uncoded TypeError. (Checked generically, a field the encoder only compares may still pass,
    // leave no player to move, or crash the search: ENGINE_CRASHED, a fresh instance next.)
    for (const key of Object.keys(observation as object)) {
      const broken = { ...(observation as object), [key]: Symbol('bad') };
      const code = codeOf(() => engine.hintSync(broken as never, seat, { iterations: 10 }));
      expect([null, 'VALIDATION', 'ENGINE_REQUEST', 'ENGINE_CRASHED'], key).toContain(code);
    }
    expect(codeOf(() => engine.hintSync({} as never, seat))).toBe('VALIDATION');
    engine.dispose();
    expect(codeOf(() => engine.hintSync(observation, seat))).toBe('ENGINE_DISPOSED');
  });

  it('engineBot plays it to its end through playGame, the same way for the same seed', async () => {
    // A small budget: what is checked is the plumbing (a whole game through playGame, the same
    // game for the same seed), not the play's strength (that is `pnpm simulate`'s).
    const bot = engineBot(await kernelOf(g.name, g.id), { iterations: 16 });
    const a = await playGame(game, [bot], { seed: 9 });
    const b = await playGame(game, [bot], { seed: 9 });
    bot.dispose();
    expect(game.currentPlayer(a.state)).toBe(TERMINAL);
    expect(a.outcome?.summary).toBeTruthy();
    expect(b.replay).toEqual(a.replay);
  });
});
