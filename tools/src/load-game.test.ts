/**
 * `loadGame`'s error for an id the registry does not know: it names the games it knows. (The
 * README's "Pick a game by name" snippet itself is compiled and run by the release test, with
 * every README block, against the packages installed from the registry.)
 */
import { engineGames } from '@matrix-arcade/ai-wasm';
import { manifest as diceMatrix } from '@matrix-arcade/dice-matrix/manifest';
import { describe, expect, it } from 'vitest';

describe('loadGame', () => {
  it('names the games it knows for an id it does not', async () => {
    await expect(engineGames([diceMatrix]).loadGame('dice')).rejects.toThrow(
      'gameId: unknown game "dice"; known games: dice-matrix',
    );
  });
});
