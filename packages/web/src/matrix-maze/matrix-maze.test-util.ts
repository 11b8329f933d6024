/**
 * Helpers for the `<matrix-maze-game>` browser tests: mount the element, find the choice
 * buttons of the action panel and the lit squares and edges of the maze. Not part of the build
 * (`*.test-util.ts`).
 */
import { facingAction, legalActions, startAction } from '@matrix-arcade/matrix-maze';
import { mountTag, settle } from '../../test/helpers.js';
import type { MatrixMazeGame } from './matrix-maze-game.js';

export async function mountGame(attrs: Record<string, string> = {}): Promise<MatrixMazeGame> {
  return mountTag('matrix-maze-game', attrs);
}

export function choiceButtons(el: MatrixMazeGame): HTMLButtonElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('button.choice')];
}

export function choice(el: MatrixMazeGame, action: number): HTMLButtonElement {
  const b = el.shadowRoot!.querySelector<HTMLButtonElement>(
    `button.choice[data-action="${action}"]`,
  );
  if (!b) throw new Error(`no choice button for action ${action}`);
  return b;
}

/** The lit squares of the maze (what a click there can do). */
export function targets(el: MatrixMazeGame): SVGRectElement[] {
  return [...el.shadowRoot!.querySelectorAll<SVGRectElement>('svg .target')];
}

/** The lit square `cell` of the maze. */
export function square(el: MatrixMazeGame, cell: number): SVGRectElement {
  const t = el.shadowRoot!.querySelector<SVGRectElement>(`svg .target[data-square="${cell}"]`);
  if (!t) throw new Error(`square ${cell} is not lit`);
  return t;
}

/** The actions a lit square stands for. */
export function actionsOf(t: Element): number[] {
  return (t.getAttribute('data-actions') ?? '').split(' ').filter(Boolean).map(Number);
}

/** The clickable edge `edge` while a wall is being placed. */
export function edge(el: MatrixMazeGame, index: number): SVGRectElement {
  const t = el.shadowRoot!.querySelector<SVGRectElement>(`svg .edge-target[data-edge="${index}"]`);
  if (!t) throw new Error(`edge ${index} is not lit`);
  return t;
}

/**
 * Deals duels on seeds 1, 2, … (Player 1 at start A, Player 2 at D, Player 1 facing each way in
 * turn) until the lit squares pass `wanted`; the element is left in that position.
 */
export async function findPosition(
  el: MatrixMazeGame,
  wanted: (lit: SVGRectElement[]) => boolean,
): Promise<void> {
  for (let seed = 1; seed < 400; seed++) {
    for (const facing of [0, 1, 2, 3]) {
      el.newGame({ seed });
      el.play(startAction(0));
      el.play(startAction(3));
      if (!legalActions(el.gameState!).includes(facingAction(facing))) continue;
      el.play(facingAction(facing));
      await settle(el);
      if (wanted(targets(el))) return;
    }
  }
  throw new Error('no such position in 400 seeds');
}
