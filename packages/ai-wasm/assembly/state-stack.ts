/**
 * The undo stack behind a kernel's `push`/`pop` (the kernel duck type of index.ts): a kernel whose
 * working state is one `StaticArray<i32>` saves it by copying its words onto a preallocated stack
 * and restores it by copying them back. Copying a few hundred words is cheaper than undoing an
 * action by hand, and it allocates nothing after the constructor. A kernel holds one `StateStack`
 * sized for its state and for the deepest ply its searches reach, and empties it on `load`.
 */

export class StateStack {
  private readonly stack: StaticArray<i32>;
  private readonly bytes: usize;
  private readonly depth: i32;
  private sp: i32 = 0;

  /** Room for `depth` states of `words` words each. */
  constructor(words: i32, depth: i32) {
    this.stack = new StaticArray<i32>(words * depth);
    this.bytes = (<usize>words) << 2;
    this.depth = depth;
  }

  /** Saves `state` (its first `words` words). */
  @inline push(state: StaticArray<i32>): void {
    assert(this.sp < this.depth, 'StateStack: push stack full');
    const at = changetype<usize>(this.stack) + <usize>this.sp * this.bytes;
    memory.copy(at, changetype<usize>(state), this.bytes);
    this.sp++;
  }

  /** Copies the last saved state back into `state` and forgets it. */
  @inline pop(state: StaticArray<i32>): void {
    assert(this.sp > 0, 'StateStack: pop without push');
    this.sp--;
    const at = changetype<usize>(this.stack) + <usize>this.sp * this.bytes;
    memory.copy(changetype<usize>(state), at, this.bytes);
  }

  /** Forgets every saved state (a kernel's `load`). */
  @inline clear(): void {
    this.sp = 0;
  }
}
