/**
 * Proven chances from the kernel's exact endgame solver (`assembly/endgame.ts`): in a
 * solitaire's endgame, when the arrangements of the hidden cards still to be drawn are few enough
 * to enumerate within a node budget, the solver returns the move of best play and its exact win
 * probability (expectimax over the player's information sets, the hidden cards dealt as chance
 * nodes as they are drawn; Michie 1966, Ballard 1983's Star1, proven values backed up as in
 * MCTS-Solver, Winands, Björnsson & Saito 2008). The hint then plays that move and its chance is
 * that probability, `chanceKind: 'exact'` and `proven: true`: following the engine from here
 * (which solves every later position of the line the same way), the player wins with exactly
 * that probability over the shuffles consistent with what they have seen.
 *
 * The solver is a pure function of the loaded observation (it never reads the order of the world
 * it starts from), so the same observation gets the same answer whatever the hidden order. It
 * either finishes and proves its value or gives up (node budget, a line too deep, a chance node
 * or an action that draws two hidden cards at once): then the hint is left as the search made it.
 * A module without the hooks (no `exactSolve` export, or a kernel without `hiddenCount`) never
 * solves.
 */
import type { EngineHint } from './hint.js';
import type { ModuleExports } from './module-exports.js';

/**
 * Nodes the solver may visit for one hint before it gives up: at about 6 million nodes a second
 * on one core (MATR1X ØVERLØAD), at most some 15–20 ms, and most positions end far sooner.
 */
export const EXACT_NODES = 100_000;

type Solver = Pick<ModuleExports, 'exactSolve' | 'exactValue'>;

/**
 * `hint` with the solver's proven move and chance, or undefined when the module has no solver or
 * the position is not solved within `maxNodes`. The engine's move is kept when it is as good as
 * any (the solver searches it first and replaces it only by a strictly better one); a replaced
 * move's statistics move to the front of `alternatives`. Overwrites the module's working state.
 */
export function provenHint(
  x: Solver,
  hint: EngineHint,
  maxNodes = EXACT_NODES,
): EngineHint | undefined {
  if (typeof x.exactSolve !== 'function' || typeof x.exactValue !== 'function') return undefined;
  const action = x.exactSolve(maxNodes, hint.action);
  if (action < 0) return undefined;
  const value = x.exactValue();
  const at = hint.alternatives.findIndex((a) => a.action === action);
  const alternatives =
    at <= 0
      ? hint.alternatives
      : [hint.alternatives[at]!, ...hint.alternatives.filter((_, i) => i !== at)];
  return { ...hint, action, value, chance: value, chanceKind: 'exact', proven: true, alternatives };
}
