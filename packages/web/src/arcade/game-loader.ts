/**
 * Loading the game on show, as a Lit reactive controller of the arcade: before each update, a
 * chosen game whose code is not loaded yet (its rules, element and engine glue: `card.load()`)
 * starts loading, with whatever else its first mount needs (the online entry for an online
 * link), and the arcade updates again once it is in. A load that fails (the network is off and
 * the game was never opened) is said in the arcade's notice, the front door is opened, and the
 * game is not tried again until it is chosen again (`retry`).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { CARDS, cardOf, loadedGame } from '../game-cards.js';
import type { GameCard, WebGame } from '../web-game.js';

/** What the controller asks of the arcade. */
export interface LoaderDriver {
  /** The id of the game on show. */
  game(): string;
  /** A game was chosen (nothing is loaded for the front door of a first visit). */
  chosen(): boolean;
  /** What the first mount needs besides the game (e.g. the online entry), or null. */
  alsoNeeded(): Promise<unknown> | null;
  /** Says why the game could not be loaded (in words) and shows the front door. */
  failed(message: string): void;
}

export class GameLoader implements ReactiveController {
  private loading: Promise<void> | null = null;
  private failedId = '';

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly d: LoaderDriver,
  ) {
    host.addController(this);
  }

  /** The card of the game on show (an unknown id: the first game's). */
  get card(): GameCard {
    return cardOf(this.d.game()) ?? CARDS[0]!;
  }

  /** The game on show once its code is loaded, else null. */
  get entry(): WebGame | null {
    return loadedGame(this.card.id);
  }

  /** The game on show where it must be loaded (its element, dialogs and controllers). */
  get loaded(): WebGame {
    const entry = this.entry;
    if (!entry) throw new Error(`matrix-arcade: ${this.card.title} is not loaded yet`);
    return entry;
  }

  hostUpdate(): void {
    const card = this.card;
    if (!this.d.chosen() || this.entry || this.loading || this.failedId === card.id) return;
    this.loading = Promise.all([card.load(), this.d.alsoNeeded()])
      .then(
        () => undefined,
        (e: unknown) => {
          this.failedId = card.id;
          const why = (e as Error | undefined)?.message || 'no answer';
          this.d.failed(
            `${card.title} could not be loaded (${why}). Check the connection, then choose it again.`,
          );
        },
      )
      .finally(() => {
        this.loading = null;
        this.host.requestUpdate();
      });
  }

  /** Resolves once nothing is loading; true if something was (the host updates after it). */
  async settled(): Promise<boolean> {
    const was = this.loading !== null;
    while (this.loading) await this.loading;
    return was;
  }

  /** A game was chosen again: one that failed to load is tried again. */
  retry(): void {
    this.failedId = '';
  }
}
