/**
 * Two facts about a CYBERMANCY board that both the burners' play (roles.ts) and their previews
 * (preview.ts) read: whether a royal is alive, and what the world burner does to a row or
 * column (its stacks, then the living royals at its ends with their ICE, go under the deck; the
 * dead stay). Its own module so that the roles and the previews do not import each other.
 * Rulings: docs/rulings/cybermancy.md.
 */
import type { MatrixOverloadState } from '@matrix-arcade/matrix-overload';
import { lineCells, lineEnds } from './actions.js';

type S = MatrixOverloadState;

/** True when the royal at `p` is alive. */
export function alive(s: S, p: number): boolean {
  return s.royals[p]! >= 0 && !s.dead[p];
}

/** What the world does to line `line` (0–2 rows, 3–5 columns). */
export interface WorldReset {
  readonly stacks: S['stacks'];
  readonly royals: S['royals'];
  readonly ice: S['ice'];
  /** Cards going under the deck, in order (stacks, then royals with their ICE). */
  readonly toDeck: number[];
  /** The living royals sent back into the deck. */
  readonly royalsReset: number[];
}

/**
 * The world on line `line`: its stacks (in reading order, each bottom card first), then at each
 * end position (ascending) a living royal and its ICE, or preventative ICE, go under the deck;
 * the dead stay where they lie.
 */
export function world(s: S, line: number): WorldReset {
  const toDeck: number[] = [];
  const royalsReset: number[] = [];
  const stacks = s.stacks.slice();
  for (const c of lineCells(line)) {
    toDeck.push(...s.stacks[c]!);
    stacks[c] = [];
  }
  const royals = s.royals.slice();
  const ice = s.ice.slice();
  for (const p of lineEnds(line)) {
    if (royals[p]! >= 0 && s.dead[p]) continue;
    if (royals[p]! >= 0) {
      toDeck.push(royals[p]!);
      royalsReset.push(royals[p]!);
      royals[p] = -1;
    }
    toDeck.push(...ice[p]!);
    ice[p] = [];
  }
  return { stacks, royals, ice, toDeck, royalsReset };
}
