/**
 * The arcade's front door: whether it is on show, whether a game
 * was chosen yet (on a first visit none is: the door is shown and the top bar has no game
 * buttons), and the game its "continue your game" card offers: the last game shown if it is in
 * progress, else the first game in progress (a saved game with moves, not finished). The game
 * on show is asked of the live element, the others of their saves.
 */
import { CARDS } from '../game-cards.js';
import type { ArcadeStorage } from './arcade-storage.js';
import type { DailyController } from './daily-controller.js';
import { type AnyGameElement, isRunning } from './game-mount.js';
import type { PickerProps } from './game-picker.js';

/** What the front door needs of the arcade. */
export interface FrontDoorHost {
  requestUpdate(): void;
  readonly storage: ArcadeStorage;
  readonly daily: Pick<DailyController, 'today' | 'todayOf'>;
}

/** A game in progress to continue: its id and deal. */
export interface Resumable {
  readonly id: string;
  readonly seed: number;
}

export class FrontDoor {
  private shown = false;
  private picked = false;

  constructor(private readonly host: FrontDoorHost) {}

  /** The front door is on show. */
  get open(): boolean {
    return this.shown;
  }

  /** A game was chosen (by the page, a link, the last visit, the door or a deal). */
  get chosen(): boolean {
    return this.picked;
  }

  /** How the arcade starts: with a chosen game on show, else on the door. */
  start(chosen: boolean): void {
    this.picked = chosen;
    this.shown = !chosen;
    this.host.requestUpdate();
  }

  /** The top bar's game button: the door opens, or closes back to the game. */
  toggle(): void {
    this.shown = !this.shown;
    this.host.requestUpdate();
  }

  /** A game was chosen (a card, a daily, a deal from the form): the door closes on it. */
  choose(): void {
    this.shown = false;
    this.picked = true;
    this.host.requestUpdate();
  }

  /**
   * The game the "continue your game" card offers, or null; `live` is the game on show (its id
   * and element), asked directly since its save may lag a move behind.
   */
  resumable(live: { id: string; el: AnyGameElement | null }): Resumable | null {
    const storage = this.host.storage;
    const last = storage.loadLastGame();
    const ids = [...(last ? [last] : []), ...CARDS.map((g) => g.id)];
    for (const id of ids) {
      if (!CARDS.some((g) => g.id === id)) continue;
      const el = id === live.id ? live.el : null;
      if (el) {
        if (isRunning(el)) return { id, seed: el.seed };
        continue;
      }
      const saved = storage.peekGame(id);
      const state = saved?.state as { actions?: unknown[]; seed?: number } | undefined;
      if (saved && !saved.counted && (state?.actions?.length ?? 0) > 0)
        return { id, seed: Number(state?.seed) };
    }
    return null;
  }

  /** What the door's cards show (`live`: the game on show), and what its daily buttons do. */
  props(
    live: { id: string; el: AnyGameElement | null },
    onDaily: (id: string) => void,
  ): Pick<PickerProps, 'resume' | 'dailyOf' | 'today' | 'onDaily'> {
    const { daily } = this.host;
    return {
      resume: this.shown ? this.resumable(live) : null,
      dailyOf: (id) => daily.todayOf(id),
      today: daily.today,
      onDaily,
    };
  }
}
