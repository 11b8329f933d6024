/**
 * The data stack dealt from the sorted unseen tiles, as the TS `dealStack` (src/words/deal.ts)
 * does it, draw for draw: the ice shuffled, the forts and the first ice forming the bottom part,
 * shuffled again, the rest of the ice on top. Fisher–Yates through the search's `Rng`.
 */
import { Rng } from '@matrix-arcade/ai-wasm/assembly';
import { BOTTOM_PART, W_STACK, W_STK } from '../src/layout';

const ice = new StaticArray<i32>(24);
const bottom = new StaticArray<i32>(24);

function shuffle(a: StaticArray<i32>, n: i32, rng: Rng): void {
  for (let i = n - 1; i > 0; i--) {
    const j = <i32>rng.int(<u32>(i + 1));
    const t = unchecked(a[i]);
    unchecked((a[i] = a[j]));
    unchecked((a[j] = t));
  }
}

export function dealStack(s: StaticArray<i32>, rng: Rng): void {
  const n = s[W_STACK];
  let forts = 0;
  let ices = 0;
  for (let i = 0; i < n; i++) {
    const t = s[W_STK + i];
    if (t % 6 === 0) bottom[forts++] = t;
    else ice[ices++] = t;
  }
  shuffle(ice, ices, rng);
  const size = min<i32>(n, BOTTOM_PART);
  let k = 0;
  let b = forts;
  while (b < size) bottom[b++] = ice[k++];
  shuffle(bottom, size, rng);
  for (let i = 0; i < size; i++) s[W_STK + i] = bottom[i];
  for (let i = size; i < n; i++) s[W_STK + i] = ice[k++];
}
