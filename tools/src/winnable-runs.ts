/**
 * "Was this deal winnable?" for the tools, for any game: the games whose manifest's solver has
 * the optional `winnable` call (core's `GameSolver`), found in the discovered `REGISTRY`, and the
 * lost runs it is timed on. A lost run of deal `seed` is the game played from `setup(o, seed)`
 * by always taking the first legal action, where `o` is the game's default options, or for a game
 * whose default is a duel (Matrix Maze), the first value of an option that makes it a one-seat
 * game (a solo map): the solvers answer for solitaires only. A run that happens to win is no lost
 * run (`null`).
 */
import {
  type AnyGame,
  Match,
  type OptionSpec,
  type Replay,
  type WinnableAnswer,
  type WinnableOptions,
  replayOf,
} from '@matrix-arcade/core';
import { REGISTRY } from './games.js';

export type WinnableCall = (replay: Replay, options?: WinnableOptions) => WinnableAnswer;

/** The games with a "winnable?" call, by id, in list order. */
export const WINNABLE: Readonly<Record<string, WinnableCall>> = Object.fromEntries(
  REGISTRY.flatMap((e) => {
    const solver = e.solver;
    const call = solver?.winnable;
    return call ? [[e.descriptor.game.id, call.bind(solver) as WinnableCall]] : [];
  }),
);

/** Options that make `game` a one-seat game: none when it is one by default. */
export function soloOptions(game: AnyGame): Record<string, unknown> {
  const seats = (options: Record<string, unknown>) => game.numSeats(game.setup(options, 1));
  if (seats({}) === 1) return {};
  for (const [key, spec] of Object.entries(game.optionSchema as Record<string, OptionSpec>)) {
    if (spec.type !== 'enum') continue;
    for (const value of spec.values) if (seats({ [key]: value }) === 1) return { [key]: value };
  }
  throw new Error(`${game.id}: no option makes it a one-seat game, so no solver can answer`);
}

/** The replay of deal `seed` played by first legal actions to its end; `null` when it wins. */
export function lostRun(id: string, seed: number): Replay | null {
  const entry = REGISTRY.find((e) => e.descriptor.game.id === id);
  if (!entry)
    throw new Error(
      `no game ${id}; games: ${REGISTRY.map((e) => e.descriptor.game.id).join(', ')}`,
    );
  const game = entry.descriptor.game;
  const m = new Match(game, soloOptions(game), seed);
  while (game.currentPlayer(m.state) >= 0) m.play(game.legalActions(m.state)[0]!);
  return game.outcome(m.state)?.winners.length ? null : replayOf(m);
}
