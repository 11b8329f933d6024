/**
 * `<arcade-learn>`: "Learn to play" for one game, written once for every game: its lessons (the
 * guided first game in parts, then the short lessons, each with its stars or where it was left),
 * a lesson played in the game's own element in teaching mode, and the rules reference with its
 * pictures (the same element in `picture` mode) and glossary. Progress is kept by
 * `LessonProgress` (localStorage): a lesson left half-way resumes at its step after a reload.
 * The page gives the game's element tag (registered by `define`) and its `lessons` (the game
 * package's `GameLessons`, loaded when asked for). Fires `learn-close` when the player is done;
 * once every part of the guided game is played, the list's first button is "Play a game", which
 * fires `learn-play` (the game's id: a page may deal a game of it) and then `learn-close`; the
 * guided game's last part ends on the same button (`lesson-play`), the next lesson beside it.
 */
import { LitElement, html, nothing } from 'lit';
import { type AnyGame, type AnyGameLessons, type Lesson, saveState } from '@matrix-arcade/core';
import type { GameElement } from '../lib/game-element.js';
import { fire } from '../lib/game-events.js';
import { buttons, tokens } from '../theme/tokens.js';
import type { LessonDetail } from './lesson-detail.js';
import { starGlyphs } from './lesson-panel.js';
import { LessonProgress } from './lesson-progress.js';
import { learnStyles } from './learn-styles.js';
import { referenceView } from './reference-view.js';

type Teachable = GameElement<unknown, unknown> & HTMLElement;
type View = 'list' | 'lesson' | 'reference';

export class ArcadeLearn extends LitElement {
  static override properties = {
    gameTag: { type: String, attribute: 'game-tag' },
    gameTitle: { type: String, attribute: 'game-title' },
    lessons: { attribute: false },
    view: { state: true },
  };

  /** The tag of the game's element (`dice-matrix-game`), registered by the page. */
  declare gameTag: string;
  declare gameTitle: string;
  declare lessons: AnyGameLessons | null;
  declare private view: View;
  /** Where lessons done and the lesson in progress are kept (tests may swap it). */
  progress = new LessonProgress();
  private board: Teachable | null = null;
  private lessonId = '';
  private readonly pictures = new Map<string, Teachable>();

  static override styles = [tokens, buttons, learnStyles];

  constructor() {
    super();
    this.gameTag = '';
    this.gameTitle = '';
    this.lessons = null;
    this.view = 'list';
  }

  private get list(): readonly Lesson<unknown>[] {
    return this.lessons?.lessons ?? [];
  }

  /** "Part 2 of 4: What makes a pair" for the first game's parts, else the title. */
  label(l: Lesson<unknown>): string {
    const parts = this.list.filter((x) => x.kind === 'first-game');
    const i = parts.indexOf(l);
    return i >= 0 ? `Part ${i + 1} of ${parts.length}: ${l.title}` : l.title;
  }

  /** Shows the list of lessons (or, with `lessonId`, starts that lesson, resuming it if left). */
  show(what: { lesson?: string; reference?: boolean } = {}): void {
    if (what.lesson) this.open(what.lesson);
    else this.go(what.reference ? 'reference' : 'list');
  }

  private go(view: View): void {
    if (view !== 'lesson') this.dropBoard();
    this.view = view;
  }

  private dropBoard(): void {
    this.board?.remove();
    this.board = null;
    this.lessonId = '';
  }

  /** Starts lesson `id` in the game's element, where it was left if it is the one in progress. */
  open(id: string): void {
    const all = this.list;
    const lesson = all.find((l) => l.id === id);
    if (!lesson) return;
    this.dropBoard();
    const el = document.createElement(this.gameTag) as Teachable;
    el.classList.add('lesson-board');
    const game = (el.constructor as unknown as { game: AnyGame }).game;
    const next = all[all.indexOf(lesson) + 1];
    // The guided game's last part leads to a real game first; the short lessons wait beside it.
    const guided = all.filter((l) => l.kind === 'first-game');
    const play = guided.at(-1) === lesson ? this.gameTitle || 'it' : '';
    el.addEventListener('lesson-step', (e) => this.progress.step(detail(e)));
    el.addEventListener('lesson-end', (e) => {
      this.progress.end(detail(e));
      this.requestUpdate();
    });
    el.addEventListener('lesson-next', () => next && this.open(next.id));
    el.addEventListener('lesson-play', () => {
      this.progress.leave();
      this.play(game.id);
    });
    el.addEventListener('lesson-exit', () => {
      this.progress.leave();
      this.go('list');
    });
    const left = this.progress.current(game.id);
    const at = left?.lesson === id ? { step: left.step, moves: left.moves } : undefined;
    this.board = el;
    this.lessonId = id;
    this.view = 'lesson';
    this.requestUpdate(); // a new board in the same view
    // Teach once connected: the element deals its own game first, then the lesson replaces it.
    void this.updateComplete.then(() => {
      if (this.board !== el) return;
      el.teach(lesson, {
        ...(at && { at }),
        ...(next && { next: next.title }),
        ...(play && { play }),
      });
      void el.updateComplete.then(() => el.focusBoard());
    });
  }

  /** A section's picture: the game's element showing the section's position. */
  private picture(id: string, start: () => unknown, point?: object): Teachable {
    const had = this.pictures.get(id);
    if (had) return had;
    const el = document.createElement(this.gameTag) as Teachable;
    el.readonly = true;
    el.picture = true;
    el.classList.add('picture-board');
    const game = (el.constructor as unknown as { game: AnyGame }).game;
    el.state = saveState(game, start());
    if (point) el.pointAt(point as Parameters<Teachable['pointAt']>[0]);
    this.pictures.set(id, el);
    return el;
  }

  /** The guided game is played: on to a real game (the page deals it), the lessons closed. */
  private play(game: string): void {
    fire(this, 'learn-play', { game });
    fire(this, 'learn-close', {});
  }

  private renderList() {
    const all = this.list;
    const first = all.filter((l) => l.kind === 'first-game');
    const more = all.filter((l) => l.kind === 'advanced');
    const game = this.lessons?.gameId ?? '';
    const left = this.progress.current(game);
    const leftLesson = left && all.find((l) => l.id === left.lesson);
    const todo = first.find((l) => !this.progress.record(game, l.id));
    const item = (l: Lesson<unknown>) => {
      const r = this.progress.record(game, l.id);
      const going = left?.lesson === l.id;
      const status = going
        ? `in progress, step ${left!.step + 1} of ${l.steps.length}`
        : r === null
          ? 'not played yet'
          : r.stars === 0
            ? 'skipped'
            : `${r.stars} of 3 stars`;
      return html`<li class="lesson-item" data-lesson-item=${l.id}>
        <button class="lesson-open" data-open-lesson=${l.id} @click=${() => this.open(l.id)}>
          <strong>${this.label(l)}</strong>
          <span class="summary">${l.summary}</span>
          <span class="status">${r && r.stars > 0 ? html`<span aria-hidden="true" class="stars">${starGlyphs(r.stars)}</span> ` : nothing}${status}</span>
        </button>
      </li>`;
    };
    return html`<div class="lessons">
      ${
        leftLesson
          ? html`<button class="primary" data-continue @click=${() => this.open(leftLesson.id)}>Continue: ${this.label(leftLesson)}</button>`
          : todo
            ? html`<button class="primary" data-start-guided @click=${() => this.open(todo.id)}>${first.indexOf(todo) === 0 ? 'Start the guided first game' : `Next: ${this.label(todo)}`}</button>`
            : first.length > 0
              ? html`<button class="primary" data-learn-play @click=${() => this.play(game)}>Play a game of ${this.gameTitle || 'it'}</button>`
              : nothing
      }
      <h3>Your first game, step by step</h3>
      <ol class="lesson-list">${first.map(item)}</ol>
      ${more.length > 0 ? html`<h3>Short lessons: the rest of the rules</h3><ul class="lesson-list">${more.map(item)}</ul>` : nothing}
    </div>`;
  }

  override render() {
    const lessons = this.lessons;
    const title = this.gameTitle || 'this game';
    const tab = (v: View, words: string) =>
      html`<button role="tab" aria-selected=${this.view === v ? 'true' : 'false'} data-learn-tab=${v} @click=${() => this.go(v)}>${words}</button>`;
    return html`<div class="learn" part="learn">
      <header class="learn-head">
        <h2>Learn to play ${title}</h2>
        <div role="tablist" aria-label="Learn">
          ${tab('list', 'Lessons')} ${tab('reference', 'Rules reference')}
        </div>
        <button class="close" data-learn-close @click=${() => fire(this, 'learn-close', {})}>Close</button>
      </header>
      ${
        !lessons
          ? html`<p class="muted" role="status">Loading the lessons…</p>`
          : this.view === 'lesson' && this.board
            ? html`<div class="lesson-slot" data-lesson-slot=${this.lessonId}>${this.board}</div>`
            : this.view === 'reference'
              ? referenceView({
                  lessons,
                  label: (l) => this.label(l),
                  open: (id) => this.open(id),
                  picture: (s) =>
                    s.picture ? this.picture(s.id, s.picture.start, s.picture.point) : null,
                })
              : this.renderList()
      }
    </div>`;
  }
}

function detail(e: Event): LessonDetail {
  return (e as CustomEvent<LessonDetail>).detail;
}

declare global {
  interface HTMLElementTagNameMap {
    'arcade-learn': ArcadeLearn;
  }
}
