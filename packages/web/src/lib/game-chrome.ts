/**
 * The chrome every game element shows around its board, written once: the status line (turn or
 * result, with the thinking indicator), the hint in words (part `hint`), the move log's entries
 * (played moves, then undone ones still redoable), the polite live region, and what each button
 * of `<arcade-game-controls>` does. Pure templates and one dispatcher over the element's public
 * API, so `GameElement` stays about behaviour.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Outcome } from '@matrix-arcade/core';
import type { ControlDetail } from '../kit/game-controls.js';
import type { LogEntry } from '../kit/move-log.js';
import type { HintResult } from './game-events.js';
import type { GameSession } from './game-session.js';
import type { SpeedName } from './speeds.js';

/** The status line (part `status`). */
export function statusLine(p: {
  readonly outcome: Outcome | null;
  readonly resultWords: (outcome: Outcome) => unknown;
  readonly words: unknown;
  /** Shown after the words or the result (e.g. "Game 1 of 2"). */
  readonly extra: unknown;
  readonly thinking: boolean;
  readonly thinkingLabel: string;
  /** How far the search has got (0 to 1), or null while unknown. */
  readonly progress: number | null;
  /** At the end: the "play again" button's words and what it does (none when read-only). */
  readonly playAgain?: { readonly label: string; readonly run: () => void };
}): TemplateResult {
  if (p.outcome)
    return html`<div class="status" part="status">
      <span class="result">${p.resultWords(p.outcome)}</span>${p.extra}
      ${
        p.playAgain
          ? html`<button part="button play-again" data-command="play-again" @click=${p.playAgain.run}>
            ${p.playAgain.label}
          </button>`
          : nothing
      }
    </div>`;
  return html`<div class="status" part="status">
      <span>${p.words}</span>${p.extra}
      <arcade-thinking
        ?active=${p.thinking}
        label=${p.thinkingLabel}
        .progress=${p.progress}
      ></arcade-thinking>
    </div>`;
}

/** The hint in words: "★ Hint for Player 1: … (the AI wins about 55% of the time from here)". */
export function hintPanel(h: HintResult, title: string, value: string): TemplateResult {
  return html`<div class="panel hint-text" part="hint" data-hint-action=${h.action}>
      <strong>★ ${title}:</strong> ${h.description}
      <span class="muted">(${value})</span>
      ${h.explanation ? html`<span class="hint-why">${h.explanation}</span>` : nothing}
    </div>`;
}

/** The polite live region that reads moves, hints and turns to screen readers. */
export function liveRegion(text: string): TemplateResult {
  return html`<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${text}</div>`;
}

/** The move log: played moves, then undone ones (still redoable) unless `redoable` is false. */
export function logEntries<S>(
  s: GameSession<S>,
  seatName: (seat: number) => string,
  redoable = true,
): LogEntry[] {
  const entry = (step: { seat: number; action: number; before: S }, undone: boolean) => ({
    who: seatName(step.seat),
    text: s.game.describeAction(step.before, step.action),
    undone,
  });
  const played = s.history.map((x) => entry(x, false));
  return redoable ? [...played, ...s.redoable.map((x) => entry(x, true))] : played;
}

/** What the controls may ask of an element (its public API). */
export interface Controllable {
  newGame(): void;
  hint(): Promise<unknown>;
  undo(): boolean;
  redo(): boolean;
  autoplay: boolean;
  speed: SpeedName;
  aiSeats: readonly number[];
  requestUpdate(): void;
  /** Moves keyboard focus to the board (after Undo and Redo: the position changed there). */
  focusBoard(): void;
}

/** What the controls bar shows of an element. */
export interface ControlsHost extends Controllable {
  readonly abandonNote: string;
}

/** The controls bar (part `controls`) of an element in a session. */
export function controlsBar<S>(
  el: ControlsHost,
  s: GameSession<S>,
  seatNames: readonly string[],
  idle: boolean,
): TemplateResult {
  return html`<arcade-game-controls
    part="controls"
    .seats=${seatNames}
    .aiSeats=${el.aiSeats}
    .autoplay=${el.autoplay}
    .speed=${el.speed}
    .canUndo=${s.canUndo}
    .canRedo=${s.canRedo}
    .canHint=${!s.over && idle}
    .confirmNewGame=${!s.over && (s.history.length > 0 || s.canRedo)}
    .abandonNote=${el.abandonNote}
    @arcade-control=${(e: CustomEvent<ControlDetail>) => applyControl(el, e.detail)}
  ></arcade-game-controls>`;
}

/** Does what a control asked: one request per use of a button. */
export function applyControl(el: Controllable, d: ControlDetail): void {
  switch (d.command) {
    case 'new-game':
      el.newGame();
      break;
    case 'hint':
      el.hint().catch(() => undefined);
      break;
    case 'undo':
      if (el.undo()) el.focusBoard();
      break;
    case 'redo':
      if (el.redo()) el.focusBoard();
      break;
    case 'autoplay':
      el.autoplay = d.value;
      break;
    case 'speed':
      el.speed = d.value;
      break;
    case 'ai-seat': {
      const { seat, ai } = d.value;
      // Ticking a seat hands it to the AI but does not start it: Run AI does.
      if (ai) el.autoplay = false;
      el.aiSeats = ai ? [...el.aiSeats, seat] : el.aiSeats.filter((x) => x !== seat);
      el.requestUpdate();
      break;
    }
  }
}

/**
 * The element's keyboard shortcuts, from anywhere inside it but a text field: Ctrl+Z (⌘Z) undo,
 * Ctrl+Y or Ctrl+Shift+Z redo. Returns whether the key was used.
 */
export function shortcut(el: Controllable, e: KeyboardEvent): boolean {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return false;
  const target = e.composedPath()[0] as HTMLElement | undefined;
  if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return false;
  const key = e.key.toLowerCase();
  const redo = key === 'y' || (key === 'z' && e.shiftKey);
  if (key !== 'z' && !redo) return false;
  e.preventDefault();
  if (redo ? el.redo() : el.undo()) el.focusBoard();
  return true;
}
