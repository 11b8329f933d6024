/**
 * Fed dice: an analysis hook of the honest-ceiling study (issue 24; docs/performance.md, Matrix
 * (piecepack)), never used by a hint. The analysis mode (`pnpm series piecepack-matrix --see-chance`,
 * through src/analysis/see-dice.ts) hands the kernel the die faces a match rolls, in order
 * (core's `chanceRng` stream of the match's seed, as the clairvoyant solver reads it), and the
 * roll the match makes next; from then on the kernel's chance nodes read those faces instead of
 * sampling, and every `load` or `determinize` starts again at the match's next roll. So every
 * rollout of a search plays the match's true future dice on a sampled stack: the player of the
 * "dice known, stack hidden" row. Nothing is fed unless the script feeds it (`fed` is 0 at
 * instantiation), so the hint path samples as before; past the last face fed, the kernel
 * samples again.
 */

/** The most faces the stream holds (a basic run rolls a few hundred dice at most). */
export const FEED_CAPACITY: i32 = 4096;

const faces = new StaticArray<i32>(FEED_CAPACITY);
/** Faces in the stream; 0: nothing fed, the dice are sampled. */
let fed: i32 = 0;
/** The match's next roll (the index in the stream a search starts from). */
let start: i32 = 0;
let cursor: i32 = 0;

/** Stores face `face` (1–6) as roll `i` of the match's stream. */
export function feedDie(i: i32, face: i32): void {
  assert(i >= 0 && i < FEED_CAPACITY, 'feedDie: roll index out of range 0..4095');
  assert(face >= 1 && face <= 6, 'feedDie: a face is 1..6');
  unchecked((faces[i] = face));
}

/**
 * Turns the fed stream on: its first `count` faces are the match's rolls, and `next` is the roll
 * the match makes next. `count` 0 turns it off (the dice are sampled again).
 */
export function feedDice(count: i32, next: i32): void {
  assert(count >= 0 && count <= FEED_CAPACITY, 'feedDice: count out of range 0..4096');
  assert(next >= 0, 'feedDice: next is a roll index, 0 or more');
  fed = count;
  start = next;
  cursor = next;
}

/** Back to the match's next roll (the kernel calls it on `load` and `determinize`). */
export function rewindDice(): void {
  cursor = start;
}

/** The next fed face (1–6), or 0 when nothing (more) is fed. */
export function fedDie(): i32 {
  if (cursor >= fed) return 0;
  return unchecked(faces[cursor++]);
}
