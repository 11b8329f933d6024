/**
 * The CYBERMANCY wasm module: the family kernel set up for the tarot deck (tarot.ts: its tables
 * and the play of its new roles, handed over once), then `engine`, the search module over the
 * family's `MatrixOverloadKernel` (pools allocated once). `matrix-arcade-build-kernel` compiles it
 * behind the engine ABI of docs/engine.md §2, with one analysis export of its own: `kPolicyMove`.
 */
import { Rng, SearchModule } from '@matrix-arcade/ai-wasm/assembly';
import { MatrixOverloadKernel, STACK_DEPTH } from '@matrix-arcade/matrix-overload/assembly/edition';
import { CYBER_ACTIONS } from '../src/engine/layout';
import { useTarotDeck } from './tarot';

useTarotDeck();

/** MCTS pool of 2^20 nodes; a token transposition table; up to 94 action codes; one seat. */
export const engine = new SearchModule<MatrixOverloadKernel>(
  new MatrixOverloadKernel(),
  1 << 20,
  4,
  STACK_DEPTH,
  CYBER_ACTIONS,
  1,
);

const policyRng = new Rng(0);
const policyLegal = new StaticArray<i32>(CYBER_ACTIONS);

/**
 * Analysis only (tests, never on the hint path): the playout policy's move in the state loaded
 * by `kLoad`, its generator seeded with `seed`; −1 when the run is over.
 */
export function kPolicyMove(seed: u32): i32 {
  const k = engine.kernel;
  const n = k.legalActions(policyLegal);
  if (n === 0) return -1;
  policyRng.seed(seed);
  return k.playoutAction(policyLegal, n, policyRng);
}
