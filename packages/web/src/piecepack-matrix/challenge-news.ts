/**
 * What a move of Matrix (piecepack) brought about, in words for the live region: the tile a
 * move installed, the die's roll (which breaker, its strength against the structure's), and
 * how a challenge ended (broke in, or failed: brain damage, and whether it moved onto the ice),
 * Kuang Grade Mark Eleven's roll of its reach (no breaker is challenging then),
 * read from the steps just played (the player's action and the die rolled after it). Also the
 * cells the last move touched, for the board's "last move" mark.
 */
import { CHANCE } from '@matrix-arcade/core';
import {
  COLOUR_NAMES,
  type PiecepackState,
  breakerInfo,
  cellName,
  challengeOf,
  layout,
  tileName,
} from '@matrix-arcade/piecepack-matrix';
import type { Step } from '../lib/game-session.js';

const { A_DIE, BLACK } = layout;

function breakerWords(st: PiecepackState, b: number): string {
  const kind = st.kinds[b]!;
  // The basic pawn is "the black ice breaker"; a custom one keeps its name ("the red Jammer").
  const name = kind <= 0 ? 'ice breaker' : breakerInfo(b, kind).name;
  return `the ${COLOUR_NAMES[b]} ${name}`;
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Words for the steps just played (oldest first), or '' when nothing worth saying happened. */
export function challengeNews(steps: readonly Step<PiecepackState>[]): string {
  if (steps.length === 0) return '';
  const first = steps[0]!.before;
  const now = steps[steps.length - 1]!.after;
  const words: string[] = [];
  const fresh = now.structures.filter((s) => !first.structures.some((x) => x.cell === s.cell));
  for (const s of fresh) words.push(`New tile: ${tileName(s.tile)} at ${cellName(s.cell)}.`);
  for (const step of steps) {
    const a = step.action;
    if (step.seat === CHANCE && a > A_DIE && a <= A_DIE + 6) {
      // Kuang Grade Mark Eleven (the black breaker's) rolls its reach before any challenge: no
      // breaker is challenging then (active is -1).
      if (step.before.phase === 'reach') {
        words.push(`${cap(breakerWords(step.before, BLACK))} rolls ${a - A_DIE}: its reach.`);
        continue;
      }
      const b = step.before.active;
      if (b >= 0) words.push(`${cap(breakerWords(step.before, b))} rolls ${a - A_DIE}.`);
    }
  }
  const c = challengeOf(now);
  if (c !== null && now.roll > 0) {
    words.push(
      `Strength ${c.strength} against ${c.against}: ${c.strength > c.against ? 'breaks in' : 'fails so far'}.`,
    );
  }
  // The breaker whose challenge these steps ended, if they ended one.
  let challenger = -1;
  for (const step of steps) if (challengeOf(step.before) !== null) challenger = step.before.active;
  if (c === null && challenger >= 0) {
    const who = cap(breakerWords(now, challenger));
    const hurt = now.damage - first.damage;
    const moved = now.positions[challenger] !== first.positions[challenger];
    const where = cellName(now.positions[challenger]!);
    if (hurt > 0) {
      const then = moved ? `, moves onto ${where}` : ', stays where it is';
      words.push(`${who} fails: ${hurt} brain damage (${now.damage} of 10)${then}.`);
    } else if (moved) words.push(`${who} breaks in at ${where}.`);
  }
  return words.join(' ');
}

/** The matrix cells the last player action changed: where a breaker left or arrived, new tiles. */
export function lastMoveCells(history: readonly Step<PiecepackState>[]): number[] {
  let i = history.length - 1;
  while (i >= 0 && history[i]!.seat === CHANCE) i--;
  if (i < 0) return [];
  // The steps from the player's action to the end (its rolls), and the state before it.
  const before = history[i]!.before;
  const after = history[history.length - 1]!.after;
  const cells = new Set<number>();
  for (const s of after.structures) {
    const was = before.structures.find((x) => x.cell === s.cell);
    if (!was || was.tile !== s.tile || was.cut !== s.cut) cells.add(s.cell);
  }
  for (let b = 0; b < 4; b++) {
    if (after.positions[b] !== before.positions[b]) {
      if (after.positions[b]! >= 0) cells.add(after.positions[b]!);
      if (before.positions[b]! >= 0) cells.add(before.positions[b]!);
    }
  }
  return [...cells];
}
