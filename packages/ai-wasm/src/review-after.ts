/**
 * The chance a move leaves, as the review judges a move other than the engine's: the mean, over
 * `samples` worlds consistent with what the deciding seat saw, of the chance at the next
 * decision after the move (nature's moves in between, dice or the cards drawn, sampled in each
 * world), so that what the draw or the dice did next is not charged to the move.
 *
 * Why: the chance is calibrated for play that follows the engine, so across a card drawn or a
 * die rolled its expected change is zero; a move's loss measured as the chance before it minus
 * the chance after the draw that follows would charge the move with the draw's luck (the review's
 * losses then no longer add up to the fall from the first chance to the result). With the
 * expectation over the draw (here sampled, with fixed seeds: the same replay gives the same
 * review), the losses account for the fall on average, the luck being zero-mean (Monte Carlo
 * estimate of a conditional expectation; the books' balance is measured in docs/performance.md,
 * "How true is the chance"). Worlds are drawn with the game's own `determinize` from the seat's
 * observation, never from the true state, so the hidden order is not read; where nothing is
 * hidden and nothing random follows, every sample is the same position and costs one hint.
 *
 * A forced position (one legal move) is no decision: its chance is the chance after its one
 * move, the same mean over sampled worlds (review.ts; the value of a node with one child is
 * its child's), and a sampled world plays its forced moves on to the next position with a
 * choice (one pass a world: a chain of forced moves over hidden cards would otherwise cost
 * `samples` to the power of its length). Read through the value-to-chance map instead, it was the map's guess for
 * the position before a turn ends, a guard moves and the dice are rolled, and in random games
 * that guess sat above the chance at the next decision by 0.06–0.14 a game on the maze's solo
 * maps: a fall no move could be charged with (docs/performance.md, "How true is the chance").
 */
import {
  CHANCE,
  type Game,
  TERMINAL,
  createRng,
  deriveSeed,
  sampleChance,
} from '@matrix-arcade/core';

/** Worlds sampled for a move other than the engine's (the review's default). */
export const REVIEW_SAMPLES = 4;

/** The chance of `seat` at a decision position (`toMove` to play there) from its observation. */
export type ChanceAt<O> = (observation: O, toMove: number) => Promise<number>;

/**
 * The mean chance of `seat` after `action` from `state`, over `samples` worlds of `seat`'s
 * observation (`seed` fixes them), each played on through nature's and forced moves, or
 * undefined when a sample reaches a position the review cannot judge from `seat`'s side
 * (another seat to move in a game of more than two seats).
 */
export async function expectedChanceAfter<S, O>(
  game: Game<S, O, object>,
  state: S,
  seat: number,
  action: number,
  samples: number,
  seed: number,
  chanceAt: ChanceAt<O>,
): Promise<number | undefined> {
  const observation = game.observe(state, seat);
  let sum = 0;
  for (let k = 0; k < samples; k++) {
    const rng = createRng(deriveSeed(seed, k));
    let s = game.apply(game.determinize(observation, rng), action);
    // Nature's moves sampled, forced moves played: on to the next position with a choice.
    for (;;) {
      if (game.currentPlayer(s) === CHANCE)
        s = game.apply(s, sampleChance(game.chanceOutcomes(s), rng));
      else if (game.currentPlayer(s) === TERMINAL) break;
      else {
        const legal = game.legalActions(s);
        if (legal.length !== 1) break;
        s = game.apply(s, legal[0]!);
      }
    }
    const toMove = game.currentPlayer(s);
    if (toMove === TERMINAL) sum += game.returns(s)[seat] ?? 0;
    else if (toMove === seat) sum += await chanceAt(game.observe(s, seat), seat);
    else if (game.numSeats(s) === 2) sum += 1 - (await chanceAt(game.observe(s, toMove), toMove));
    else return undefined;
  }
  return sum / samples;
}
