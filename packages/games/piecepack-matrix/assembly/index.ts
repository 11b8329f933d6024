/**
 * The Matrix (piecepack) wasm module: `engine`, the search module over `PiecepackKernel` (pools
 * allocated once, at instantiation). `matrix-arcade-build-kernel` (package.json `build`)
 * compiles it behind the engine ABI of docs/engine.md §2, which it generates.
 */
import { MAX_ACTIONS } from '../src/layout';
import { Rng, RolloutSearchModule } from '@matrix-arcade/ai-wasm/assembly';
import { PiecepackKernel, STACK_DEPTH } from './kernel';
export { tunePolicy } from './policy';
// Analysis only (the honest-ceiling study, `pnpm series --see-chance`): the match's dice, fed.
export { feedDice, feedDie } from './dice-feed';

/**
 * MCTS pool of 2^20 nodes (32 MiB); a token transposition table (2^4 entries: this solitaire is
 * never searched with alpha-beta); at most 512 legal actions; one seat.
 */
export const engine = new RolloutSearchModule<PiecepackKernel>(
  new PiecepackKernel(),
  1 << 20,
  4,
  STACK_DEPTH,
  MAX_ACTIONS,
  1,
  4,
);

/**
 * `policyPlayouts(count, seed)`: plays `count` runs to the end with the playout policy alone
 * (assembly/policy.ts), each from a fresh determinization of the loaded observation; returns
 * the number won. A measuring tool for the policy (scripts/policy.mjs), not part of the search.
 */
export function policyPlayouts(count: i32, seed: u32): i32 {
  return engine.kernel.policyRuns(count, seed);
}

/** Tuning only: how many of the policy's best root actions the rollouts compare. */
export function tuneWidth(width: i32): void {
  engine.rollout.width = width;
}

const chanceRng = new Rng(0);

/**
 * Analysis and tests: one die at the working state (a chance node), drawn by the kernel's
 * `sampleChance` (the draw every search makes) with `createRng(seed)`: the next fed face when
 * dice are fed (`feedDice`), else a sampled one. Returns the die action.
 */
export function kChance(seed: u32): i32 {
  chanceRng.seed(seed);
  return engine.kernel.sampleChance(chanceRng);
}
