/**
 * The chrome every game element shows around its board, written once: the status line (turn or
 * result, with the thinking indicator), the hint in words (part `hint`), the move log's entries
 * (played moves, then undone ones still redoable), the polite live region, and what each button
 * of `<arcade-game-controls>` does. Pure templates and one dispatcher over the element's public
 * API, so `GameElement` stays about behaviour.
 */
import { html, type TemplateResult } from 'lit';
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
}): TemplateResult {
  if (p.outcome)
    return html`<div class="status" part="status"><span class="result">${p.resultWords(p.outcome)}</span>${p.extra}</div>`;
  return html`<div class="status" part="status">
      <span>${p.words}</span>${p.extra}
      <arcade-thinking ?active=${p.thinking} label=${p.thinkingLabel}></arcade-thinking>
    </div>`;
}

/** The hint in words: "★ Hint for Player 1: … (estimated chance to win 55%)". */
export function hintPanel(h: HintResult, title: string, value: string): TemplateResult {
  return html`<div class="panel hint-text" part="hint" data-hint-action=${h.action}>
      <strong>★ ${title}:</strong> ${h.description}
      <span class="muted">(${value})</span>
    </div>`;
}

/** The polite live region that reads moves, hints and turns to screen readers. */
export function liveRegion(text: string): TemplateResult {
  return html`<div class="visually-hidden" role="status" aria-live="polite" aria-atomic="true">${text}</div>`;
}

/** The move log: played moves, then undone ones (still redoable). */
export function logEntries<S>(s: GameSession<S>, seatName: (seat: number) => string): LogEntry[] {
  const entry = (step: { seat: number; action: number; before: S }, undone: boolean) => ({
    who: seatName(step.seat),
    text: s.game.describeAction(step.before, step.action),
    undone,
  });
  return [...s.history.map((x) => entry(x, false)), ...s.redoable.map((x) => entry(x, true))];
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
      el.undo();
      break;
    case 'redo':
      el.redo();
      break;
    case 'autoplay':
      el.autoplay = d.value;
      break;
    case 'speed':
      el.speed = d.value;
      break;
    case 'ai-seat': {
      const { seat, ai } = d.value;
      el.aiSeats = ai ? [...el.aiSeats, seat] : el.aiSeats.filter((x) => x !== seat);
      el.requestUpdate();
      break;
    }
  }
}
