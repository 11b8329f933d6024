/**
 * "Learn to play" in the arcade, as a Lit reactive controller of `<matrix-arcade>`: a full-screen
 * dialog holding `<arcade-learn>` for one game (its lessons, a lesson in the game's own element,
 * its rules reference), opened from the front door's cards and from the Rules dialog; and the
 * first time a game is picked, a line above it that offers its guided game (Learn to play, or
 * No thanks). The line is not modal and takes no focus: it never stands between the player and
 * the game just picked.
 * The game's code and its lessons load when the dialog opens (`LearnGame.load`), never before.
 * Progress lives in `LessonProgress` (localStorage), so a lesson left half-way resumes after a
 * reload; the arcade's saved game is never touched (a lesson plays in its own element).
 */
import { type ReactiveController, type ReactiveControllerHost, html, nothing } from 'lit';
import type { AnyGameLessons } from '@matrix-arcade/core';
import { cardOf } from '../game-cards.js';
import type { ArcadeLearn } from '../learn/learn-view.js';
import { LessonProgress } from '../learn/lesson-progress.js';
import type { GameCard } from '../web-game.js';

/** What the door needs of a game: its card's words and a loader for its element and lessons. */
export interface LearnGame {
  readonly id: string;
  readonly title: string;
  /** Its element's tag (`<id>-game`). */
  readonly tag: string;
  /** Registers its element and loads its lessons (null: the game has none yet). */
  load(): Promise<{ readonly define: () => void; readonly lessons: AnyGameLessons | null }>;
}

type Host = ReactiveControllerHost & HTMLElement & { readonly renderRoot: ParentNode };

/** A game's card as the door needs it: its code and lessons loaded when the door opens. */
export function learnGameOf(card: GameCard): LearnGame {
  return {
    id: card.id,
    title: card.title,
    tag: card.tag,
    load: async () => {
      const game = await card.load();
      return { define: game.define, lessons: game.lessons ? await game.lessons() : null };
    },
  };
}

/** Where the door opens: the list, a lesson, or the rules reference. */
export type LearnWhat = { readonly lesson?: string; readonly reference?: boolean };

/** The lessons' dialog fills the screen: a lesson is a whole game board. */
const FULL_SCREEN =
  'width:100vw;max-width:100vw;height:100dvh;max-height:100dvh;margin:0;padding:clamp(0.5rem,2vw,1rem);box-sizing:border-box;';

/** The offer's line: a bordered strip, its words and two buttons wrapping as the width asks. */
const OFFER =
  'display:flex;flex-wrap:wrap;align-items:center;gap:0.4rem 0.75rem;margin:0.5rem 0;padding:0.4rem 0.75rem;border:1px solid var(--_good);border-radius:var(--_radius);';

export class LearnDoor implements ReactiveController {
  /** The game whose lessons are open, or null. */
  private game: LearnGame | null = null;
  private lessons: AnyGameLessons | null = null;
  private failed = '';
  /** The game whose guided game is being suggested (first pick), or null. */
  private offer: LearnGame | null = null;
  readonly progress = new LessonProgress();

  /** `play`: the guided game's "Play a game of …" was clicked: the page shows that game. */
  constructor(
    private readonly host: Host,
    private readonly play: (id: string) => void = () => {},
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  hostUpdated(): void {
    const dialog = this.host.renderRoot.querySelector<HTMLDialogElement>('dialog.learn-dialog');
    if (dialog && this.game && !dialog.open) dialog.showModal();
  }

  /** Opens the lessons of game `id` (a card's), closing any dialog open (Rules). */
  openGame(id: string, what: LearnWhat = {}): void {
    const card = cardOf(id);
    if (!card) return;
    for (const d of this.host.renderRoot.querySelectorAll<HTMLDialogElement>('dialog[open]'))
      d.close();
    void this.open(learnGameOf(card), what);
  }

  /** A card of the front door was picked: its guided game is offered once (`suggest`). */
  picked(id: string): void {
    const card = cardOf(id);
    if (card) this.suggest(learnGameOf(card));
  }

  /** Opens `game`'s lessons (a lesson straight away with `what.lesson`, or its rules reference). */
  async open(game: LearnGame, what: LearnWhat = {}): Promise<void> {
    this.offer = null;
    this.game = game;
    this.lessons = null;
    this.failed = '';
    this.host.requestUpdate();
    try {
      const [{ defineLearn }, loaded] = await Promise.all([
        import('../learn/register.js'),
        game.load(),
      ]);
      defineLearn();
      loaded.define();
      if (this.game !== game) return;
      this.lessons = loaded.lessons;
      if (!loaded.lessons) this.failed = `${game.title} has no lessons yet.`;
      this.host.requestUpdate();
      await this.host.updateComplete;
      this.learnView()?.show(what);
    } catch (e) {
      if (this.game !== game) return;
      this.failed = `The lessons could not be loaded (${(e as Error).message}).`;
      this.host.requestUpdate();
    }
  }

  /**
   * A game was picked: the first time for this game, when no lesson of it was finished, offers
   * its guided first game. Returns whether it asked.
   */
  suggest(game: LearnGame): boolean {
    if (this.progress.learnt(game.id) || !this.progress.suggestOnce(game.id)) return false;
    this.offer = game;
    this.host.requestUpdate();
    return true;
  }

  private learnView(): ArcadeLearn | null {
    return this.host.renderRoot.querySelector('arcade-learn');
  }

  close(): void {
    this.host.renderRoot.querySelector<HTMLDialogElement>('dialog.learn-dialog')?.close();
    this.game = null;
    this.lessons = null;
    this.host.requestUpdate();
  }

  private closeOffer(): void {
    this.offer = null;
    this.host.requestUpdate();
  }

  /** The offer of a game's guided game after its first pick (a line, not a dialog), or nothing. */
  renderOffer() {
    const offer = this.offer;
    if (!offer) return nothing;
    return html`<section class="learn-offer" style=${OFFER} aria-labelledby="learn-offer-title">
      <p style="margin:0;flex:1 1 16rem"><strong id="learn-offer-title">New to ${offer.title}?</strong> A guided first game teaches
        the rules one at a time, in play.</p>
      <button class="primary" data-learn-offer="yes" @click=${() => void this.open(offer)}>Learn to play</button>
      <button data-learn-offer="no" @click=${() => this.closeOffer()}>No thanks</button>
    </section>`;
  }

  /** The lessons' dialog while it is open, or nothing. */
  render() {
    const g = this.game;
    return html`${
      g
        ? html`<dialog class="learn-dialog" style=${FULL_SCREEN} aria-label=${`Learn to play ${g.title}`} @close=${() => this.close()}>
            ${
              this.failed
                ? html`<p role="alert">${this.failed}</p><button @click=${() => this.close()}>Close</button>`
                : html`<arcade-learn
                    game-tag=${g.tag}
                    game-title=${g.title}
                    .progress=${this.progress}
                    .lessons=${this.lessons}
                    @learn-play=${(e: CustomEvent<{ game: string }>) => this.play(e.detail.game)}
                    @learn-close=${() => this.close()}
                  ></arcade-learn>`
            }
          </dialog>`
        : nothing
    }`;
  }
}
