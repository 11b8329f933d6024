/**
 * Acting on the maze, as pure functions of the choices: the squares a choice leads to (each with
 * every choice that ends there, narrowed to one die when a die is picked), whether a click on a
 * square can play at once (one free choice) or must ask (several ways, or a hack that costs
 * bytes), the edges a wall may close, the arrow-key step from one edge to the next, and the path
 * a seat walked in its latest turn (drawn on the maze, the AI's moves above all).
 */
import { CHANCE } from '@matrix-arcade/core';
import { type MatrixMazeState, decodeAction } from '@matrix-arcade/matrix-maze';
import type { Choice } from './choices.js';
import { edgeMiddle } from './maze-geometry.js';

export interface SquareTarget {
  readonly square: number;
  /** Every choice that ends on this square, in the order of the legal actions. */
  readonly choices: readonly Choice[];
}

/** Whether playing a choice spends bytes (a hack): such a click asks first. */
export function costsBytes(c: Choice): boolean {
  const d = decodeAction(c.action)!;
  return d.kind === 'extra' || d.kind === 'teleport' || (d.kind === 'use' && d.move >= 5);
}

/** The squares the choices lead to; with `die` (a face, 0 for none) only that die's uses. */
export function squareTargets(choices: readonly Choice[], die = 0): SquareTarget[] {
  const by = new Map<number, Choice[]>();
  for (const c of choices) {
    if (c.square < 0) continue;
    if (die > 0) {
      const d = decodeAction(c.action)!;
      if (d.kind !== 'use' || d.face !== die) continue;
    }
    by.set(c.square, [...(by.get(c.square) ?? []), c]);
  }
  return [...by.entries()]
    .sort(([a], [b]) => a - b)
    .map(([square, list]) => ({ square, choices: list }));
}

/** The choice a click on the square plays at once, or null when the player must choose. */
export function directChoice(t: SquareTarget): Choice | null {
  return t.choices.length === 1 && !costsBytes(t.choices[0]!) ? t.choices[0]! : null;
}

/** The faces of the pool that have a legal use now (the dice a player may pick). */
export function usableFaces(choices: readonly Choice[]): Set<number> {
  const faces = new Set<number>();
  for (const c of choices) {
    const d = decodeAction(c.action)!;
    if (d.kind === 'use') faces.add(d.face);
  }
  return faces;
}

const STEP: Record<string, [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowDown: [0, 1],
  ArrowUp: [0, -1],
};

/**
 * The edge an arrow key moves to from `from`: the nearest of `edges` lying that way (distance
 * across the arrow counts double), or `from` when none does.
 */
export function nextEdge(
  edges: readonly number[],
  from: number,
  key: string,
  w: number,
  h: number,
): number {
  const step = STEP[key];
  if (!step) return from;
  const [fx, fy] = edgeMiddle(from, w, h);
  let best = from;
  let bestScore = Number.POSITIVE_INFINITY;
  for (const e of edges) {
    if (e === from) continue;
    const [x, y] = edgeMiddle(e, w, h);
    const along = (x - fx) * step[0] + (y - fy) * step[1];
    if (along <= 0) continue;
    const across = Math.abs((x - fx) * step[1]) + Math.abs((y - fy) * step[0]);
    const score = along + 2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = e;
    }
  }
  return best;
}

interface Step {
  readonly seat: number;
  readonly before: MatrixMazeState;
}

/**
 * The squares the seat that moved last walked in its latest turn, in order (its square before,
 * then each square it came to), with that seat and the walls it built in that turn; null when
 * nobody has moved yet.
 */
export function lastPath(
  history: readonly Step[],
  now: MatrixMazeState,
): { seat: number; cells: number[]; walls: number[] } | null {
  let end = history.length - 1;
  while (end >= 0 && history[end]!.seat === CHANCE) end--;
  if (end < 0) return null;
  const seat = history[end]!.seat;
  let start = end;
  while (start > 0 && history[start - 1]!.seat === seat) start--;
  const after = (k: number) => (history[k + 1]?.before ?? now).seats[seat]!.pos;
  const cells: number[] = [];
  const first = history[start]!.before.seats[seat]!.pos;
  if (first >= 0) cells.push(first);
  for (let k = start; k <= end; k++) {
    const p = after(k);
    if (p >= 0 && p !== cells[cells.length - 1]) cells.push(p);
  }
  const rival = (st: MatrixMazeState) => st.seats[1 - seat]?.built ?? [];
  const had = new Set(rival(history[start]!.before));
  const walls = rival(history[end + 1]?.before ?? now).filter((e) => !had.has(e));
  return { seat, cells, walls };
}
