/**
 * `RolloutSearchModule`: the engine's `SearchModule` with one more algorithm, policy rollouts
 * (`rollout.ts`, algorithm code `ALGORITHM_ROLLOUT`), for a kernel with a playout policy and its
 * action scores (`playoutAction`, `actionScore`). The other algorithms are the base module's,
 * unchanged. A game's `assembly/index.ts` creates it in place of `SearchModule`.
 */
import { Rollout } from './rollout';
import { SearchModule } from './search-module';

import { ALGORITHM_ROLLOUT } from './constants';

export { ALGORITHM_ROLLOUT };

export class RolloutSearchModule<K> extends SearchModule<K> {
  readonly rollout: Rollout<K>;
  private rolling: bool = false;

  /**
   * The base module's parameters, then `width`: how many of the policy's best root actions the
   * rollouts compare.
   */
  constructor(
    kernel: K,
    maxNodes: i32 = 1 << 20,
    ttBits: i32 = 18,
    maxPly: i32 = 64,
    maxActions: i32 = 256,
    maxSeats: i32 = 8,
    width: i32 = 4,
  ) {
    super(kernel, maxNodes, ttBits, maxPly, maxActions, maxSeats);
    this.rollout = new Rollout<K>(kernel, maxActions, width);
  }

  searchBegin(algorithm: i32, seed: u32, exploration: f64, playoutDepth: i32): void {
    this.rolling = algorithm === ALGORITHM_ROLLOUT;
    if (this.rolling) this.rollout.begin(seed, playoutDepth);
    else super.searchBegin(algorithm, seed, exploration, playoutDepth);
  }

  searchRun(work: i32): i32 {
    return this.rolling ? this.rollout.run(work) : super.searchRun(work);
  }

  searchResult(): i32 {
    return this.rolling ? this.rollout.result(this.io) : super.searchResult();
  }
}
