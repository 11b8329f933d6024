/**
 * The shape of the engine's answers, shared by the coming WebAssembly engine and by callers
 * that already use the TypeScript reference search. A hint is computed from an observation
 * only, never from the true state.
 */
import type { ActionStats, SearchBudget } from '@matrix-arcade/core';

/** What to search: the seat's observation and a budget. */
export interface HintRequest<O> {
  readonly observation: O;
  readonly seat: number;
  readonly budget: SearchBudget;
}

/** The best action, how good it looks, and the alternatives with their statistics. */
export interface EngineHint {
  readonly action: number;
  readonly value: number;
  readonly iterations: number;
  readonly alternatives: readonly ActionStats[];
}
