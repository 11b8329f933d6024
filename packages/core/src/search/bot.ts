/**
 * Bots: anything that picks an action from an observation. They never see the true state, so a
 * bot can't peek at a hidden deck. The random and greedy bots live here; MCTS is in `mcts.ts`.
 */
import { OptionsError } from '../errors.js';
import { CHANCE, TERMINAL, type Action, type Game, hidesInformation } from '../game.js';
import { type Rng, createRng } from '../rng.js';
import { checkSeed } from '../seed.js';
import { shown } from '../validate.js';

export interface Bot {
  readonly name: string;
  /**
   * Picks a legal action for `seat`, who must be the player to move in the observation. Core's
   * bots throw at a chance node or the end (no player is to move): ask them at a player's turn,
   * as `Match` and `playGame` do.
   */
  chooseAction<S, O>(game: Game<S, O, object>, observation: O, seat: number): Action;
}

/** The legal actions of the player to move, read from one determinization of the observation. */
export function legalFromObservation<S, O>(
  game: Game<S, O, object>,
  observation: O,
  rng: Rng,
): { state: S; legal: readonly Action[] } {
  const state = game.determinize(observation, rng);
  const p = game.currentPlayer(state);
  if (p === CHANCE || p === TERMINAL) {
    throw new Error(`no player is to move (${p === CHANCE ? 'chance' : 'game over'})`);
  }
  return { state, legal: game.legalActions(state) };
}

/** Uniformly random legal moves. */
export function randomBot(seed = 0): Bot {
  const rng = createRng(checkSeed(seed, 'randomBot(seed)'));
  return {
    name: 'random',
    chooseAction(game, observation) {
      const { legal } = legalFromObservation(game, observation, rng);
      return legal[rng.int(legal.length)]!;
    },
  };
}

/** The value of `state` for `seat` by the game's heuristic (returns at the end). */
export function heuristicValue<S>(game: Game<S, unknown, object>, state: S, seat: number): number {
  if (game.currentPlayer(state) === TERMINAL) {
    // Terminal results dominate any heuristic: a win beats every gain, a loss loses to every one.
    return (game.returns(state)[seat]! - 0.5) * 1e6;
  }
  return game.evaluate ? game.evaluate(state, seat) : 0;
}

/** Expected heuristic value after `action`, averaging one level of chance outcomes. */
function valueAfter<S>(game: Game<S, unknown, object>, state: S, action: Action, seat: number) {
  const next = game.apply(state, action);
  if (game.currentPlayer(next) !== CHANCE) return heuristicValue(game, next, seat);
  let v = 0;
  for (const o of game.chanceOutcomes(next)) {
    v += o.probability * heuristicValue(game, game.apply(next, o.action), seat);
  }
  return v;
}

/**
 * Best immediate gain: the move whose resulting position scores best by `game.evaluate`
 * (averaged over a few determinizations when information is hidden); ties broken at random.
 */
export function greedyBot(seed = 0, samples = 8): Bot {
  const rng = createRng(checkSeed(seed, 'greedyBot(seed)'));
  if (!Number.isInteger(samples) || samples < 1) {
    throw new OptionsError('greedyBot(samples)', `must be an integer >= 1, got ${shown(samples)}`);
  }
  return {
    name: 'greedy',
    chooseAction<S, O>(game: Game<S, O, object>, observation: O, seat: number) {
      const { state, legal } = legalFromObservation(game, observation, rng);
      const worlds = hidesInformation(game, game.optionsOf(state)) ? samples : 1;
      const totals = new Float64Array(legal.length);
      for (let w = 0; w < worlds; w++) {
        const world = w === 0 ? state : game.determinize(observation, rng);
        legal.forEach((a, i) => {
          totals[i]! += valueAfter(game, world, a, seat);
        });
      }
      let best = Number.NEGATIVE_INFINITY;
      let chosen: Action = legal[0]!;
      let ties = 0;
      legal.forEach((a, i) => {
        const v = totals[i]!;
        if (v > best + 1e-9) {
          best = v;
          chosen = a;
          ties = 1;
        } else if (Math.abs(v - best) <= 1e-9 && rng.int(++ties) === 0) {
          chosen = a;
        }
      });
      return chosen;
    },
  };
}
