// GENERATED from src/words/perm.ts by scripts/transliterate.mjs: do not edit. Edit the
// TypeScript reference and run `node scripts/transliterate.mjs` in packages/games/piecepack-matrix.
/**
 * The 24 orderings of four things, numbered 0–23 in lexicographic order (0 is the identity),
 * decoded from the i32 with the factorial i32 system (Lehmer code; Knuth, TAOCP vol. 2,
 * §3.3.2 P). Case-Curry Construct and Enigma name a rearrangement by this i32.
 */

const used = new StaticArray<i32>(4);

/** Writes ordering `p` (0–23) into `out[0..3]`: item `i` goes where item `out[i]` was. */
export function permAt(p: i32, out: StaticArray<i32>): void {
  used[0] = 0;
  used[1] = 0;
  used[2] = 0;
  used[3] = 0;
  let rest = p;
  for (let i = 0; i < 4; i++) {
    const radix = i === 0 ? 6 : i === 1 ? 2 : 1;
    let d = (rest / radix) | 0;
    rest = rest % radix;
    let j = 0;
    while (true) {
      if (used[j] === 0) {
        if (d === 0) break;
        d--;
      }
      j++;
    }
    used[j] = 1;
    out[i] = j;
  }
}
