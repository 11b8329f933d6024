/**
 * Bot specs: the generic kinds parse into settings by name, a bad one fails with the allowed
 * list, and a game's own bots (from its manifest) are listed and reached through the game.
 */
import { describe, expect, it } from 'vitest';
import { BOT_KINDS, makeBot, parseBotSpec } from './bots.js';
import { GAME_BOTS } from './games.js';

describe('bot specs', () => {
  it('parses the settings by name', () => {
    expect(parseBotSpec('wasm', '--a')).toEqual({ kind: 'wasm' });
    expect(parseBotSpec('wasm:500', '--a')).toEqual({ kind: 'wasm', hint: { iterations: 500 } });
    expect(parseBotSpec('wasm:ms40', '--a')).toEqual({ kind: 'wasm', hint: { budgetMs: 40 } });
    expect(parseBotSpec('wasm:ab:ms40', '--a')).toEqual({
      kind: 'wasm',
      hint: { algorithm: 'alphabeta', budgetMs: 40 },
    });
    expect(parseBotSpec('wasm:ab', '--a')).toMatchObject({ hint: { algorithm: 'alphabeta' } });
    expect(parseBotSpec('wasm:strong', '--a')).toEqual({ kind: 'wasm', hint: { level: 'strong' } });
    expect(parseBotSpec('wasm:em', '--a')).toEqual({
      kind: 'wasm',
      hint: { algorithm: 'expectimax', budgetMs: 120 },
    });
    expect(parseBotSpec('wasm:em:900', '--a')).toEqual({
      kind: 'wasm',
      hint: { algorithm: 'expectimax', iterations: 900 },
    });
    expect(parseBotSpec('wasm:mcts:15000', '--a')).toEqual({
      kind: 'wasm',
      hint: { algorithm: 'mcts', iterations: 15000 },
    });
    expect(parseBotSpec('wasm:ab:60000', '--a')).toEqual({
      kind: 'wasm',
      hint: { algorithm: 'alphabeta', iterations: 60000 },
    });
    expect(parseBotSpec('wasm:mcts:ms80', '--a')).toEqual({
      kind: 'wasm',
      hint: { algorithm: 'mcts', budgetMs: 80 },
    });
    expect(parseBotSpec('ab:d3', '--a')).toMatchObject({ kind: 'game', gameId: 'dice-matrix' });
    expect(parseBotSpec('mcts:20', '--a')).toEqual({ kind: 'mcts', iterations: 20 });
  });

  it.each([
    'wasm:',
    'wasm:0',
    'wasm:ms',
    'wasm:fast',
    'wasm:mcts:0',
    'wasm:ab:x',
    'mcts:x',
    'greedy:2',
  ])('rejects %s with the allowed list', (spec) => {
    expect(() => parseBotSpec(spec, '--b')).toThrow(
      `--b: unknown bot "${spec}"; bots: random, greedy, mcts, mcts:N, wasm, wasm:N, wasm:ms<N>, wasm:strong`,
    );
  });

  it("hands a game's own bot to that game, with the game's reason for a bad one", () => {
    expect(() => parseBotSpec('ab', '--a', 'matrix-overload')).toThrow('ab plays dice-matrix only');
    expect(() => parseBotSpec('ab:clever', '--a')).toThrow(
      '--a: unknown bot "ab:clever" ("clever" is not an ab setting; allowed: ab[:ms<N>|:d<N>|',
    );
    for (const b of Object.values(GAME_BOTS)) {
      for (const kind of b.kinds) expect(BOT_KINDS).toContain(`${kind} (${b.gameId})`);
    }
  });

  it("looks a spec up in the named game's bots first", () => {
    // A bot family another game also has (or a spec of another game's bot) reaches this game's.
    for (const [id, bots] of Object.entries(GAME_BOTS)) {
      const spec = bots.kinds[0]!.split('[')[0]!;
      expect(parseBotSpec(spec, '--a', id)).toMatchObject({ kind: 'game', gameId: id });
    }
  });

  it("builds a game's own bot through its manifest", () => {
    const bot = makeBot('ab:d1', 1, {}, undefined, 'dice-matrix');
    expect(bot.name).toBe('ab:d1');
  });
});
