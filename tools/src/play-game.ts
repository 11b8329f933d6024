/**
 * Plays one seeded game between bots through the core interface: each bot is asked for a move
 * with its own seat's observation only, chance is resolved by the match's generator.
 */
import type { InlineEngine } from '@matrix-arcade/ai-wasm';
import { type AnyGame, type Bot, Match, TERMINAL, deriveSeed } from '@matrix-arcade/core';
import { type BotSettings, makeBot } from './bots.js';

export interface GameSpec {
  readonly gameId: string;
  readonly bots: readonly string[];
  readonly seed: number;
  readonly options: object;
  readonly settings: BotSettings;
}

export interface GameRecord {
  readonly index: number;
  /** Result per bot (not per seat): 1 win, 0.5 draw, 0 loss. */
  readonly returns: number[];
  /** Final score per bot. */
  readonly scores: number[];
  readonly ending: string;
}

/**
 * Game `index` of a series: its seed is derived from the series seed, and in two-bot series
 * the bots swap seats every other game so that neither always moves first.
 */
export function playSeriesGame(
  game: AnyGame,
  spec: GameSpec,
  index: number,
  engine?: InlineEngine<unknown>,
): GameRecord {
  const seats = game.players.max === 1 || spec.bots.length === 1 ? 1 : 2;
  const swap = seats === 2 && index % 2 === 1;
  const seatToBot = (seat: number) => (swap ? 1 - seat : seat);
  const bots: Bot[] = spec.bots.map((b, i) =>
    makeBot(b, deriveSeed(spec.seed, 1_000_000 + index * 8 + i), spec.settings, engine),
  );
  const match = new Match(game, spec.options, deriveSeed(spec.seed, index));
  while (game.currentPlayer(match.state) !== TERMINAL) {
    const seat = game.currentPlayer(match.state);
    const bot = bots[seatToBot(seat)]!;
    match.play(bot.chooseAction(game, game.observe(match.state, seat), seat));
  }
  const r = game.returns(match.state);
  const outcome = game.outcome(match.state)!;
  const returns: number[] = [];
  const scores: number[] = [];
  for (let seat = 0; seat < seats; seat++) {
    returns[seatToBot(seat)] = r[seat] ?? 0;
    scores[seatToBot(seat)] = outcome.scores[seat] ?? 0;
  }
  return { index, returns, scores, ending: outcome.ending };
}
