/**
 * Dealing the data stack on the packed words: from a multiset of tiles still in the stack
 * (ascending, in the stack region), the forts and enough shuffled ice form the bottom part
 * (the four forts and six ice of setup, less what has been drawn of it), the rest of the ice,
 * shuffled, goes on top. Setup deals all 24 tiles this way; `determinize` deals the unseen
 * tiles, which is an exact sample of the hidden order: tiles drawn so far only ever came from
 * the top part, and ice is exchangeable between the parts. Fisher–Yates through core's `Rng`
 * (the kernel's `Rng` draws the same numbers).
 */
import type { Rng } from '@matrix-arcade/core';
import { BOTTOM_PART, W_STACK, W_STK } from '../layout.js';

const ice = new Int32Array(24);
const bottom = new Int32Array(24);

/** Fisher–Yates over `a[0..n)`, drawing exactly like core's `rng.shuffle`. */
function shuffle(a: Int32Array, n: number, rng: Rng): void {
  for (let i = n - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
}

/** Replaces the sorted unseen tiles of the stack region with a dealt stack, bottom first. */
export function dealStack(s: Int32Array, rng: Rng): void {
  const n = s[W_STACK]!;
  let forts = 0;
  let ices = 0;
  for (let i = 0; i < n; i++) {
    const t = s[W_STK + i]!;
    if (t % 6 === 0) bottom[forts++] = t;
    else ice[ices++] = t;
  }
  shuffle(ice, ices, rng);
  const size = Math.min(n, BOTTOM_PART);
  let k = 0;
  let b = forts;
  while (b < size) bottom[b++] = ice[k++]!;
  shuffle(bottom, size, rng);
  for (let i = 0; i < size; i++) s[W_STK + i] = bottom[i]!;
  for (let i = size; i < n; i++) s[W_STK + i] = ice[k++]!;
}
