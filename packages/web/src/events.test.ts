/**
 * The typed events, checked by the compiler: this file is part of the package's typecheck, so a
 * listener reading a detail field that the event does not have fails `pnpm typecheck`, and the
 * listeners below only compile with the event map (without it `e.detail` is not on `Event`).
 * The runtime part checks that the names typed here are the names the elements fire.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { MatrixArcadeEventMap } from './events.js';
import type { DiceMatrixGame } from './index.js';

/** Listeners a page writes; compiled strictly, never run. */
export function listeners(game: DiceMatrixGame, page: HTMLElement): void {
  game.addEventListener('move', (e) => e.detail.action + e.detail.seat);
  game.addEventListener('game-over', (e) => e.detail.result.winners);
  game.addEventListener('state-change', (e) => e.detail.state);
  game.addEventListener('game-abandon', (e) => e.detail.state);
  game.addEventListener('settings-change', (e) => e.detail.aiSeats);
  game.addEventListener('error', (e) => e.detail.message.length);
  page.addEventListener('move', (e) => e.detail.description);
  // @ts-expect-error: a move's detail has no `score`
  game.addEventListener('move', (e) => e.detail.score);
  // @ts-expect-error: on a plain element `error` stays the DOM's ErrorEvent
  page.addEventListener('error', (e) => e.detail);
}

describe('typed events', () => {
  it('every event typed in the map is one an element or the kit fires', () => {
    const names: (keyof MatrixArcadeEventMap)[] = [
      'move',
      'game-over',
      'state-change',
      'game-abandon',
      'settings-change',
      'arcade-control',
      'cell-activate',
      'cell-focus',
    ];
    const source = [
      'lib/session-controller.ts',
      'lib/game-element.ts',
      'lib/game-events.ts',
      'kit/game-controls.ts',
      'kit/board-grid.ts',
    ]
      .map((f) => readFileSync(new URL(f, import.meta.url), 'utf8'))
      .join('\n');
    for (const name of names) expect(source, name).toContain(`'${name}'`);
  });
});
