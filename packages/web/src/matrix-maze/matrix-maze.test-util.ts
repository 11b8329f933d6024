/**
 * Helpers for the `<matrix-maze-game>` browser tests: mount the element and find the choice
 * buttons. Not part of the build (`*.test-util.ts`).
 */
import { mountTag } from '../../test/helpers.js';
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
