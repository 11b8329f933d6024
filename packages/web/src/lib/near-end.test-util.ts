/**
 * Positions near a game's end for the browser tests of the AI's plumbing (autoplay, the worker,
 * the end's words): a game played at random through the rules from a seeded deal to its end,
 * then cut back so that `left` decisions remain, as a session the element restores. The AI then
 * plays those last moves with a small budget. What a whole AI game proves about strength belongs
 * to `pnpm simulate` and `pnpm bench`; a browser test needs the moves, the events and the end
 * (issue 35). The random choices come from core's seeded RNG, so a test sees the same position
 * on every machine. Not part of the build (`*.test-util.ts`).
 */
import { type AnyGame, CHANCE, createRng, saveState } from '@matrix-arcade/core';
import { SESSION_FORMAT, SESSION_VERSION, type SessionJSON } from './game-session.js';

/** A random game from the deal of `seed` with `options`, cut back to `left` decisions from its end. */
export function nearTheEnd(
  game: AnyGame,
  options: object,
  seed: number,
  left: number,
): SessionJSON {
  const rng = createRng(seed ^ 0x9e3779b9);
  const start = game.setup(options, seed);
  let state = start;
  const actions: number[] = [];
  /** Where each decision (not a chance outcome) begins in `actions`. */
  const decisions: number[] = [];
  for (let steps = 0; game.outcome(state) === null; steps++) {
    if (steps > 20_000) throw new Error(`${game.id} seed ${seed}: the random game did not end`);
    let action: number;
    if (game.currentPlayer(state) === CHANCE) {
      const outcomes = game.chanceOutcomes(state);
      let r = rng.float();
      action = outcomes[outcomes.length - 1]!.action;
      for (const o of outcomes) {
        r -= o.probability;
        if (r < 0) {
          action = o.action;
          break;
        }
      }
    } else {
      const legal = game.legalActions(state);
      action = legal[rng.int(legal.length)]!;
      decisions.push(actions.length);
    }
    actions.push(action);
    state = game.apply(state, action);
  }
  if (decisions.length < left) {
    throw new Error(
      `${game.id} seed ${seed}: the random game had only ${decisions.length} decisions`,
    );
  }
  const cut = decisions[decisions.length - left]!;
  return {
    format: SESSION_FORMAT,
    version: SESSION_VERSION,
    game: game.id,
    seed,
    start: saveState(game, start),
    actions: actions.slice(0, cut),
    cursor: cut,
  } as SessionJSON;
}
