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
 *
 * Where nothing is hidden (Matrix Maze, Dice Matrix's standard game), the dice that follow a move
 * are weighed outcome by outcome instead (an exact expectation: every roll with its
 * probability; a later roll reached less often than `REVIEW_EXACT_REACH` is sampled).
 * Four sampled rolls are unbiased for one position, but their seeds depend on the review's seed
 * and the step only, so a position every game reaches at the same step (the maze's start) was
 * judged over the same four rolls in every game, and their luck never averaged out: on Harvest
 * Grid those four rolls read the chance after a start other than the engine's about 0.05 above
 * its mean over the roll, a game's "luck after the roll" of +0.08 (docs/performance.md).
 */
import {
  CHANCE,
  type Game,
  type Rng,
  TERMINAL,
  createRng,
  deriveSeed,
  sampleChance,
} from '@matrix-arcade/core';

/** Worlds sampled for a move other than the engine's (the review's default). */
export const REVIEW_SAMPLES = 4;

/**
 * Where nothing is hidden, a chance node after a move is weighed outcome by outcome, exactly,
 * when the move reaches it with at least this probability (the roll right after it always;
 * a later roll, after one that left no usable die, only when it is that likely); the rarer ones
 * are sampled, which bounds the work by about 1 / REVIEW_EXACT_REACH weighed nodes a move.
 */
export const REVIEW_EXACT_REACH = 0.05;

/** The most outcomes of a chance node the review weighs (Matrix Maze's three dice: 216). */
export const REVIEW_EXACT_OUTCOMES = 216;

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
  // Nothing hidden: every world is the position itself, and its chance nodes can be weighed.
  const hidden = game.hasHiddenInformation;
  const enumerate = !(typeof hidden === 'function' ? hidden(game.optionsOf(state)) : hidden);
  let sampled = false;
  /**
   * Chance nodes weighed in this world, by position: their exact expectation (the promise, kept
   * when the node is first reached, before any of its outcomes is judged).
   */
  let weighed = new Map<string, Promise<number | undefined>>();
  /**
   * The chance at the next position with a choice after `start` (nature's and forced moves),
   * reached with probability `reach`.
   */
  const judge = async (start: S, rng: Rng, reach: number): Promise<number | undefined> => {
    let s = start;
    for (;;) {
      const toMove = game.currentPlayer(s);
      if (toMove === CHANCE) {
        const outcomes = game.chanceOutcomes(s);
        if (enumerate && reach >= REVIEW_EXACT_REACH && outcomes.length <= REVIEW_EXACT_OUTCOMES) {
          const key = JSON.stringify(s);
          const known = weighed.get(key);
          if (known) return known;
          // Every outcome at once (their hints run side by side); each one's sampled rolls are
          // drawn before its first wait, in the outcomes' order, so the draws, and the sum taken
          // in that order, are those of judging them one after another.
          const at = s;
          const sum = Promise.all(
            outcomes.map((o) => judge(game.apply(at, o.action), rng, reach * o.probability)),
          ).then((values) => {
            let total = 0;
            for (const [k, v] of values.entries()) {
              if (v === undefined) return undefined;
              total += outcomes[k]!.probability * v;
            }
            return total;
          });
          weighed.set(key, sum);
          return sum;
        }
        sampled = true;
        s = game.apply(s, sampleChance(outcomes, rng));
      } else if (toMove === TERMINAL) return game.returns(s)[seat] ?? 0;
      else {
        const legal = game.legalActions(s);
        if (legal.length !== 1) break;
        s = game.apply(s, legal[0]!);
      }
    }
    const toMove = game.currentPlayer(s);
    if (toMove === seat) return chanceAt(game.observe(s, seat), seat);
    if (game.numSeats(s) === 2) return 1 - (await chanceAt(game.observe(s, toMove), toMove));
    return undefined;
  };
  let sum = 0;
  for (let k = 0; k < samples; k++) {
    const rng = createRng(deriveSeed(seed, k));
    weighed = new Map();
    const value = await judge(game.apply(game.determinize(observation, rng), action), rng, 1);
    if (value === undefined) return undefined;
    // Weighed exactly, with nothing hidden: every other world gives the same.
    if (enumerate && !sampled) return value;
    sum += value;
  }
  return sum / samples;
}
