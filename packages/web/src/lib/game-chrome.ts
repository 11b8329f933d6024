/**
 * The chrome every game element shows around its board, written once as templates: the status
 * line (turn or result, with the thinking indicator on a line of its own that is always there,
 * so nothing below moves when a search starts or ends), the end of a game (a win celebrated, a
 * loss said plainly, "Play again" and "Same deal again"), the hint in words (part `hint`), the
 * move log's entries, and the controls bar.
 * The kit elements are drawn by tag name only: `lib` imports nothing from `kit`.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { Outcome } from '@matrix-arcade/core';
import type { ControlDetail, LogEntry } from './control-protocol.js';
import type { HintResult } from './game-events.js';
import type { GameSession, Step } from './game-session.js';
import type { SpeedName } from './speeds.js';
import type { ResultKind } from './words.js';

/** The end of a game, as the status line shows it. */
export interface Ending {
  readonly outcome: Outcome;
  readonly kind: ResultKind;
  /** Said before the result: "You won!", "You lost.", or '' . */
  readonly verdict: string;
  /** "Play again" (or "Replay the tie") and what it does; none when read-only. */
  readonly again?: { readonly label: string; readonly run: () => void };
  /** Deals the same seed and options again; none when read-only. */
  readonly same?: () => void;
  /**
   * The rest of the end panel, after those buttons in the same box (Review the game and what
   * the page adds: the solver's question, the daily's result), so the result comes first at
   * every width and nothing of the end sits above it or far from it.
   */
  readonly more?: unknown;
}

/** The status line (part `status`). */
export function statusLine(p: {
  readonly ending: Ending | null;
  /** The result in words; `verdict` is what the line already says before it ("You lost."). */
  readonly resultWords: (outcome: Outcome, verdict: string) => unknown;
  readonly words: unknown;
  /** Shown after the words or the result (e.g. "Game 1 of 2"). */
  readonly extra: unknown;
  /** Said after the words while the game runs (e.g. the AI stopped by itself). */
  readonly notice: string;
  readonly thinking: boolean;
  readonly thinkingLabel: string;
  /** How far the search has got (0 to 1), or null while unknown. */
  readonly progress: number | null;
}): TemplateResult {
  const e = p.ending;
  if (e)
    return html`<div class=${`status ended result-${e.kind}`} part="status" data-result=${e.kind}>
      ${e.kind === 'win' ? celebration() : nothing}
      ${e.verdict ? html`<strong class="verdict">${e.verdict}</strong>` : nothing}
      <span class="result">${p.resultWords(e.outcome, e.verdict)}</span>${p.extra}
      ${
        e.again
          ? html`<span class="again">
            <button part="button play-again" data-command="play-again" @click=${e.again.run}>${e.again.label}</button>
            ${e.same ? html`<button part="button same-deal" data-command="same-deal" @click=${e.same}>Same deal again</button>` : nothing}
          </span>`
          : nothing
      }
      ${e.more && e.more !== nothing ? html`<div class="end-more">${e.more}</div>` : nothing}
    </div>`;
  return html`<div class="status" part="status">
      <span>${p.words}</span>${p.extra}
      ${p.notice ? html`<span class="notice" role="note">${p.notice}</span>` : nothing}
      <arcade-thinking
        class="thinking-line"
        ?active=${p.thinking}
        label=${p.thinkingLabel}
        .progress=${p.progress}
      ></arcade-thinking>
    </div>`;
}

/** A few sparks around a won game's status line (decoration only; none under reduced motion). */
function celebration(): TemplateResult {
  return html`<span class="celebrate" aria-hidden="true">${[0, 1, 2, 3, 4, 5, 6, 7].map(
    (i) => html`<i style=${`--i: ${i}`}></i>`,
  )}</span>`;
}

/** The hint in words: "★ Hint for you: … (following the AI from here, you win about 55%)". */
export function hintPanel(h: HintResult, title: string, value: string): TemplateResult {
  return html`<div class="panel hint-text" part="hint" data-hint-action=${h.action}>
      <strong>★ ${title}:</strong> ${h.description}
      <span class="muted">(${value})</span>
      ${h.explanation ? html`<span class="hint-why">${h.explanation}</span>` : nothing}
    </div>`;
}

/**
 * The hint's place in the layout, right under the controls (on a phone, above their bar, where it
 * may hold the words in a box that scrolls: BoardRoom makes it a keyboard stop then, named here).
 */
export function hintSlot(hint: TemplateResult): TemplateResult {
  return html`<div class="hint-slot" role="group" aria-label="The hint’s words">${hint}</div>`;
}

/**
 * The move log: played moves, then undone ones (still redoable) unless `redoable` is false; each
 * named by who made it as recorded (`who`: '' for chance, the log shows no name then).
 */
export function logEntries<S>(
  s: GameSession<S>,
  who: (step: Step<S>) => string,
  redoable = true,
): LogEntry[] {
  const entry = (step: Step<S>, undone: boolean) => ({
    who: who(step),
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

/** The controls bar (part `controls`) of an element in a session. */
export function controlsBar<S>(
  el: Controllable & { readonly abandonNote: string },
  s: GameSession<S>,
  seatNames: readonly string[],
  hintReason: string,
): TemplateResult {
  return html`<arcade-game-controls
    part="controls"
    class="actions"
    .seats=${seatNames}
    .aiSeats=${el.aiSeats}
    .autoplay=${el.autoplay}
    .speed=${el.speed}
    .canUndo=${s.canUndo}
    .canRedo=${s.canRedo}
    .canHint=${hintReason === ''}
    .hintReason=${hintReason}
    .over=${s.over}
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
 * Ctrl+Y or Ctrl+Shift+Z redo, and Escape, which asks `clear` to clear a selection. Returns
 * whether the key was used.
 */
export function shortcut(el: Controllable, e: KeyboardEvent, clear: () => boolean): boolean {
  const target = e.composedPath()[0] as HTMLElement | undefined;
  if (target && /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName)) return false;
  if (e.key === 'Escape' && !e.ctrlKey && !e.metaKey && !e.altKey) {
    if (!clear()) return false;
    e.preventDefault();
    return true;
  }
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return false;
  const key = e.key.toLowerCase();
  const redo = key === 'y' || (key === 'z' && e.shiftKey);
  if (key !== 'z' && !redo) return false;
  e.preventDefault();
  if (redo ? el.redo() : el.undo()) el.focusBoard();
  return true;
}
