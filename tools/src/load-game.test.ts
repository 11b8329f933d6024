/**
 * The README's "Pick a game by name" snippet (its imports and the body of `readmeSnippet`, the
 * same lines), so it compiles with the tools' typecheck and runs here: a registry over two
 * manifests, a game loaded by id with its kernel, one hint from the wasm engine; and the error
 * for an id the registry does not know.
 */
import { createInlineEngine, engineGames } from '@matrix-arcade/ai-wasm';
import { Match } from '@matrix-arcade/core';
import { manifest as diceMatrix } from '@matrix-arcade/dice-matrix/manifest';
import { manifest as matrixMaze } from '@matrix-arcade/matrix-maze/manifest';
import { describe, expect, it } from 'vitest';

async function readmeSnippet(): Promise<string> {
  const games = engineGames([diceMatrix, matrixMaze]); // or: await discoverGames(packageJsonUrl)
  const { game, kernel } = await games.loadGame('matrix-maze'); // the rules and their wasm kernel
  const engine = await createInlineEngine(kernel!);
  const match = new Match(game, undefined, 7);
  const seat = game.currentPlayer(match.state);
  const hint = engine.hintSync(game.observe(match.state, seat), seat, { iterations: 2000 });
  return `${hint.algorithm}: ${game.describeAction(match.state, hint.action)}`;
}

describe('loadGame', () => {
  it('runs the README snippet: a game picked by name comes with its kernel', async () => {
    expect(await readmeSnippet()).toMatch(/^(alphabeta|expectimax|mcts): \S/);
  });

  it('names the games it knows for an id it does not', async () => {
    await expect(engineGames([diceMatrix]).loadGame('dice')).rejects.toThrow(
      'gameId: unknown game "dice"; known games: dice-matrix',
    );
  });
});
