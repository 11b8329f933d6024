/**
 * After each move of a Dice Matrix game, the dice taken fly from their emptied cells in the
 * matrix to their stacks in the mover's area (`fly.ts`), as a Lit reactive controller of
 * `<dice-matrix-game>`: once per new move, after the element and the area's grid have drawn the
 * new position; never under reduced motion, nor for an undo, a redo or a restored game, nor for
 * the move that ends the game: the result ("Player 2 wins…") shows at once and nothing flies over
 * it.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { COLOURS, type DiceMatrixState, colourOf, faceOf } from '@matrix-arcade/dice-matrix';
import type { ArcadeBoardGrid } from '../kit/board-grid.js';
import type { GameSession } from '../lib/game-session.js';
import { flyDie, prefersLessMotion } from './fly.js';
import { lastMoveOf } from './last-move.js';

export class DiceFlight implements ReactiveController {
  /** Moves in the history at the last update. */
  private flownAt = -1;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: ParentNode },
    private readonly session: () => GameSession<DiceMatrixState> | null,
  ) {
    host.addController(this);
  }

  hostUpdated(): void {
    const s = this.session();
    if (!s) return;
    const played = s.history.length;
    const fresh = played === this.flownAt + 1;
    this.flownAt = played;
    if (!fresh || prefersLessMotion() || s.over) return;
    const last = lastMoveOf(s.history);
    const root = this.host.renderRoot;
    const layer = root.querySelector<HTMLElement>('.fly-layer');
    const matrix = root.querySelector<ArcadeBoardGrid>('arcade-board-grid.matrix');
    const area = root.querySelector<ArcadeBoardGrid>(
      `.area[data-seat="${last?.seat}"] arcade-board-grid`,
    );
    if (!last || !layer || !matrix || !area) return;
    // The area's grid draws the new stack in its own update, after this one.
    void area.updateComplete.then(() => {
      for (const { cell, code } of last.emptied) {
        const from = matrix.cellElement(cell)?.getBoundingClientRect();
        const slot = area.cellElement((faceOf(code) - 1) * COLOURS + colourOf(code));
        const die = slot?.querySelector<HTMLElement>('arcade-die');
        if (from && die) flyDie(layer, from, die);
      }
    });
  }
}
