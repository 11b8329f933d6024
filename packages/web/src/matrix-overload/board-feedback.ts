/**
 * What the family's board does around a move, as a Lit reactive controller next to
 * `OverloadBoard`: the spot that just received a card is known (`last`, ringed on the board until
 * the next move, an AI's move as much as the player's), the card played flies from the hand to
 * that spot (a FLIP transform on the spot's cell, none under reduced motion), a win is
 * celebrated (the result and the board glow in the theme's good colour a few times; a loss is
 * only said, in the result's words), and the grid's tab stop is kept off the dead corners
 * (`board-keys.ts`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { ACTION_COUNT, type MatrixOverloadState } from '@matrix-arcade/matrix-overload';
import type { ArcadeBoardGrid } from '../kit/board-grid.js';
import type { GameSession } from '../lib/game-session.js';
import { MOVE_MS, play } from '../theme/motion.js';
import { indexOfAction } from './board.js';
import { keepTabStop } from './board-keys.js';

type Host = ReactiveControllerHost & { readonly renderRoot: ParentNode };

export class BoardFeedback implements ReactiveController {
  private position: unknown = undefined;
  /** The position before the last change (a move's `before`). */
  private prev: unknown = undefined;
  /** Where the card in hand was drawn before the move (viewport box), for the flight. */
  private from: DOMRect | null = null;
  /** Grid indices marked as places to play (for the tab stop). */
  marked: readonly number[] = [];

  constructor(
    private readonly host: Host,
    private readonly session: () => GameSession<MatrixOverloadState> | null,
    /** The board spots an off-board action touches (an edition's), for the ring. */
    private readonly offBoard: (action: number) => readonly number[] = () => [],
  ) {
    host.addController(this);
  }

  /** The grid indices that received the last move (none at the start or for a choice). */
  get last(): readonly number[] {
    const h = this.session()?.history;
    const a = h && h.length > 0 ? h[h.length - 1]!.action : -1;
    if (a < 0) return [];
    return a < ACTION_COUNT ? [indexOfAction(a)] : this.offBoard(a);
  }

  private grid(): ArcadeBoardGrid | null {
    return this.host.renderRoot.querySelector<ArcadeBoardGrid>('arcade-board-grid.board');
  }

  hostUpdate(): void {
    const now = this.session()?.state;
    if (now === this.position) {
      this.from = null;
      return;
    }
    const had = this.position !== undefined;
    this.prev = this.position;
    this.position = now;
    const card = this.host.renderRoot.querySelector('[part=hand] arcade-card');
    this.from = had && card ? card.getBoundingClientRect() : null;
  }

  hostUpdated(): void {
    const grid = this.grid();
    if (!grid) return;
    keepTabStop(grid, this.marked);
    const from = this.from;
    this.from = null;
    const s = this.session();
    const step = s?.history[s.history.length - 1];
    // Only a card just played from the hand flies (not an undo, nor a new deal).
    if (!from || !step || step.before !== this.prev || step.after !== s.state) return;
    if (s.state.ending === 'win') this.celebrate(grid);
    const target = this.last[0];
    if (target === undefined) return;
    void grid.updateComplete.then(() => this.fly(grid, target, from));
  }

  /** The run was just won: the result and the board glow, three times. */
  private celebrate(grid: ArcadeBoardGrid): void {
    const result = this.host.renderRoot.querySelector('[part=result]');
    const glow = (size: string): Keyframe[] => [
      { boxShadow: '0 0 0 0 transparent' },
      { boxShadow: `0 0 ${size} color-mix(in srgb, var(--_good) 80%, transparent)` },
      { boxShadow: '0 0 0 0 transparent' },
    ];
    const options = { duration: 900, iterations: 3 };
    if (result) play(result, glow('28px 6px'), options);
    play(grid, glow('40px 10px'), options);
  }

  /** The spot's cell starts where the hand's card was and moves to its place. */
  private fly(grid: ArcadeBoardGrid, index: number, from: DOMRect): void {
    const cell = grid.cellElement(index);
    if (!cell) return;
    const to = cell.getBoundingClientRect();
    if (to.width === 0 || from.width === 0) return;
    const dx = from.left + from.width / 2 - (to.left + to.width / 2);
    const dy = from.top + from.height / 2 - (to.top + to.height / 2);
    const scale = Math.min(2, Math.max(0.5, from.width / to.width));
    play(
      cell,
      [
        { transform: `translate(${dx}px, ${dy}px) scale(${scale})`, zIndex: 2 },
        { transform: 'none', zIndex: 2 },
      ],
      { duration: MOVE_MS },
    );
  }
}
