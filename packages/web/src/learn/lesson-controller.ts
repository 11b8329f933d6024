/**
 * The teaching mode of a game element, as a Lit reactive controller: it runs one lesson (a game
 * package's headless `Lesson`, see core's `lesson.ts`) in the element's own session. The lesson's
 * position becomes the game on the board; each step is read (Next), asks for a move, or plays the
 * other side's, the AI's or chance's move and says why. A move the step asks for is checked
 * before it is applied: an accepted one is played through the session like any move, any other
 * is refused with the step's reason (or the rules' own) and changes nothing. Chance takes the
 * lesson's fixed outcomes (the sessions: `lesson-session.ts`). Back replays the session up to the
 * step before, Replay starts over, Skip ends the lesson without stars; the end gives stars
 * (`lessonStars`: wrong moves and hints). Each step entered fires `lesson-step` (with the moves
 * played, so a page can keep the lesson and resume it after a reload), the end `lesson-end`, a
 * refused move `lesson-refused`, "Next lesson" `lesson-next`, "Play a game of …" (the guided
 * game's last part) `lesson-play` and "Done" `lesson-exit`.
 */
import type { ReactiveController } from 'lit';
import {
  CHANCE,
  type Lesson,
  type LessonPointer,
  type LessonStep,
  lessonStars,
} from '@matrix-arcade/core';
import { type ElementApi, gameOf } from '../lib/element-api.js';
import { fire } from '../lib/game-events.js';
import type { GameSession } from '../lib/game-session.js';
import type { LessonDetail, LessonPlace } from './lesson-detail.js';
import { cutTo, lessonSession, movesOf, refusal, replayTo } from './lesson-session.js';
import { boardOf, bringIntoView, pointedTarget } from './pointer-scroll.js';

export type { LessonDetail, LessonPlace } from './lesson-detail.js';

/** What the controller needs from its element besides its public API. */
export interface LessonDriver<S> {
  session(): GameSession<S> | null;
  /** Puts `session` on the board in place of the one there (drops searches, re-renders). */
  install(session: GameSession<S>): void;
  /** Plays a move through the element's session (announced, fired as `move`). */
  commit(action: number, by: 'human' | 'ai'): void;
  announce(text: string): void;
  /** Drops a half-made move (a selected die, a place tapped once). */
  clearSelection(): boolean;
}

export interface TeachOptions {
  readonly at?: LessonPlace;
  /** The title of the lesson after this one: the end offers it (`lesson-next`). */
  readonly next?: string;
  /**
   * The game's title when this lesson ends the guided first game: the end's main button is then
   * "Play a game of …" (`lesson-play`), the next lesson offered beside it.
   */
  readonly play?: string;
}

/** What the panel says above the step's text: a refusal, a right move's why, a hint. */
export interface Feedback {
  readonly kind: 'wrong' | 'right' | 'hint';
  readonly text: string;
}

export class LessonController<S> implements ReactiveController {
  lesson: Lesson<S> | null = null;
  step = 0;
  finished = false;
  skipped = false;
  mistakes = 0;
  hints = 0;
  /** An `alone` step's pointer is shown (after Hint). */
  revealed = false;
  /** The step's move was played and its `done` words are shown until Next. */
  played = false;
  feedback: Feedback | null = null;
  nextTitle = '';
  /** The game's title when the end leads to a real game (`TeachOptions.play`). */
  playTitle = '';
  /** A pointer shown outside a lesson (a picture's target: `GameElement.pointAt`). */
  fixed: LessonPointer | null = null;
  /** The session's length (plies) when each step was entered. */
  private plies: number[] = [];
  /** The target last brought into view (scrolled to once), and a look is due next frame. */
  private shown: HTMLElement | null = null;
  private shownStep = -1;
  private looking = false;

  constructor(
    private readonly host: ElementApi,
    private readonly d: LessonDriver<S>,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /**
   * A pointer that has just appeared or moved (a step entered, Hint, a breaker picked that moves
   * the pointer from its card to its space) is brought into view once drawn, with the board when
   * both fit: a frame later, when the board's own elements have rendered it (`pointer-scroll.ts`);
   * with no pointer (a step about the whole board, a move just played), the board itself. Each
   * target only once a step, so the player can scroll away from it.
   */
  hostUpdated(): void {
    if (!this.lesson || this.looking) return;
    this.looking = true;
    requestAnimationFrame(() => {
      this.looking = false;
      if (!this.lesson) return;
      const root = this.host.renderRoot;
      const board = boardOf(root);
      const target = (this.pointer() ? pointedTarget(this.host) : null) ?? board;
      if (!target || (target === this.shown && this.step === this.shownStep)) return;
      this.shown = target;
      this.shownStep = this.step;
      bringIntoView(target, root.querySelector<HTMLElement>('[part~=lesson]'), board);
    });
  }

  get active(): boolean {
    return this.lesson !== null;
  }

  get current(): LessonStep | null {
    return this.lesson && !this.finished ? (this.lesson.steps[this.step] ?? null) : null;
  }

  get stars(): number {
    return this.skipped ? 0 : lessonStars(this.mistakes, this.hints);
  }

  /** Starts `lesson` on the board (or resumes it at `options.at`). */
  start(lesson: Lesson<S>, options: TeachOptions = {}): void {
    this.lesson = lesson;
    this.nextTitle = options.next ?? '';
    this.playTitle = options.play ?? '';
    this.reset();
    const at = options.at;
    // A place that no longer fits the lesson (the lesson changed) starts it over.
    if (at && at.step > 0 && at.step < lesson.steps.length && this.resume(at)) return;
    this.d.install(lessonSession(gameOf(this.host), lesson));
    this.enter(0);
  }

  /** Replays the lesson's steps up to `at` with its moves; false if they do not fit. */
  private resume(at: LessonPlace): boolean {
    const r = replayTo(gameOf(this.host), this.lesson!, at.step, at.moves);
    if (!r) return false;
    this.d.install(r.session);
    this.plies = r.plies;
    this.enter(at.step);
    return true;
  }

  /** Leaves teaching mode (the board keeps the position). */
  stop(): void {
    this.lesson = null;
    this.host.requestUpdate();
  }

  private reset(): void {
    this.finished = false;
    this.skipped = false;
    this.mistakes = 0;
    this.hints = 0;
    this.plies = [];
  }

  private detail(extra: Partial<LessonDetail> = {}): LessonDetail {
    return {
      game: gameOf(this.host).id,
      lesson: this.lesson!.id,
      step: this.step,
      moves: movesOf(this.d.session()?.history ?? []),
      ...extra,
    };
  }

  /** Goes to step `i`: plays it if it is a reply, says its text. */
  private enter(i: number, announce = true): void {
    const lesson = this.lesson!;
    this.step = i;
    this.played = false;
    this.revealed = false;
    this.plies[i] = this.d.session()?.history.length ?? 0;
    const step = lesson.steps[i]!;
    this.feedback = null;
    if (step.kind === 'reply') this.playReply(step, i);
    if (announce) this.d.announce(step.text);
    fire(this.host, 'lesson-step', this.detail());
    this.host.requestUpdate();
  }

  private playReply(step: LessonStep & { kind: 'reply' }, i: number): void {
    if (step.by === 'chance') {
      // Resolved by the session as soon as it came up (the chance pick): only said here.
      const ordinal = this.lesson!.steps.slice(0, i).filter(
        (s) => s.kind === 'reply' && s.by === 'chance',
      ).length;
      const resolved = (this.d.session()?.history ?? []).filter((x) => x.seat === CHANCE).length;
      if (resolved > ordinal) return;
    }
    this.d.commit(step.action, 'ai');
  }

  /**
   * A person's move, before it is applied: true lets it through (the element then plays it and
   * calls `moved`); false refuses it, says why, and nothing changes.
   */
  propose(action: number): boolean {
    const step = this.current;
    if (step?.kind === 'move' && !this.played && step.accept.includes(action)) {
      this.played = true;
      this.feedback = step.done ? { kind: 'right', text: step.done } : null;
      return true;
    }
    const reason =
      step?.kind === 'move' && !this.played
        ? refusal(gameOf(this.host), this.d.session()?.state ?? null, step, action)
        : this.finished
          ? 'The lesson is over: Replay plays it again.'
          : 'Not now: press Next to go on.';
    if (step?.kind === 'move' && !this.played) this.mistakes++;
    this.feedback = { kind: 'wrong', text: reason };
    this.d.clearSelection();
    this.d.announce(reason);
    fire(this.host, 'lesson-refused', { action, reason });
    this.host.requestUpdate();
    return false;
  }

  /** After an accepted move was played: on to the next step, unless its `done` words wait. */
  moved(): void {
    const step = this.current;
    if (step?.kind === 'move' && step.done) {
      this.d.announce(step.done);
      this.host.requestUpdate();
    } else this.advance();
  }

  private advance(): void {
    const lesson = this.lesson!;
    if (this.step + 1 >= lesson.steps.length) this.finish(false);
    else this.enter(this.step + 1);
  }

  /** Whether Next goes on now (a read or reply step, or a move made). */
  get canNext(): boolean {
    const step = this.current;
    return step !== null && (step.kind !== 'move' || this.played);
  }

  next(): void {
    if (this.canNext) this.advance();
  }

  get canBack(): boolean {
    return this.active && !this.finished && this.step > 0;
  }

  /** One step back: the board as it was when that step began. */
  back(): void {
    if (!this.canBack) return;
    const to = this.step - 1;
    const history = this.d.session()?.history ?? [];
    this.d.install(cutTo(gameOf(this.host), this.lesson!, history, this.plies[to] ?? 0));
    this.enter(to);
  }

  /** Starts the lesson over. */
  replay(): void {
    if (this.lesson) this.start(this.lesson, { next: this.nextTitle, play: this.playTitle });
  }

  /** Ends the lesson without stars. */
  skip(): void {
    if (this.active && !this.finished) this.finish(true);
  }

  /** Shows the pointer of a step the player was to solve alone (counted for the stars). */
  hint(): void {
    const step = this.current;
    if (step?.kind !== 'move' || this.played || this.revealed) return;
    this.revealed = true;
    this.hints++;
    this.feedback = { kind: 'hint', text: 'The pointer (☛) shows the move.' };
    this.d.announce(this.feedback.text);
    this.host.requestUpdate();
  }

  private finish(skipped: boolean): void {
    this.finished = true;
    this.skipped = skipped;
    this.feedback = null;
    const { mistakes, hints } = this;
    const stars = this.stars;
    this.d.announce(
      skipped
        ? `Lesson skipped: ${this.lesson!.title}.`
        : `Lesson complete: ${this.lesson!.title}. ${stars} star${stars === 1 ? '' : 's'}.`,
    );
    fire(this.host, 'lesson-end', this.detail({ stars, mistakes, hints, skipped }));
    this.host.requestUpdate();
  }

  /** Where the pointer is now (null: none). */
  pointer(): LessonPointer | null {
    if (!this.lesson) return this.fixed;
    const step = this.current;
    if (!step || step.kind === 'reply') return null;
    if (step.kind === 'read') return step.point ?? null;
    if (this.played || (step.alone && !this.revealed)) return null;
    return { action: step.point };
  }

  /** The action the pointer names, or -1 (for elements that point at actions only). */
  pointedAction(): number {
    const p = this.pointer();
    return p && 'action' in p ? p.action : -1;
  }

  /** The part the pointer names, or ''. */
  pointedPart(): string {
    const p = this.pointer();
    return p && 'part' in p ? p.part : '';
  }
}
