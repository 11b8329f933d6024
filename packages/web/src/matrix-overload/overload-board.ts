/**
 * The board of the MATR1X ØVERLØAD family as a Lit reactive controller, shared by composition:
 * `<matrix-overload-game>` and each edition's element hold one, given their edition (rules,
 * words, marks, hooks: `edition.ts`) and a port to their element. It keeps what the player is
 * looking at (the place under the pointer or focus, a place tapped once on a touch screen, an
 * off-board choice), turns activations into plays (a first tap previews, a second plays; an
 * illegal place is explained), and draws the board column (status, card in hand or the end,
 * choices, board) and the side column's preview, hint and deck. Escape clears a selection.
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import {
  ACTION_COUNT,
  type ActionPreview,
  type MatrixOverloadState,
} from '@matrix-arcade/matrix-overload';
import type { ArcadeBoardGrid, CellActivateDetail, CellFocusDetail } from '../kit/board-grid.js';
import { actionAt, boardView, inSetup } from './board.js';
import { choiceList, choicesPanel } from './choices-view.js';
import type { OverloadEdition, OverloadPort } from './edition.js';
import type { FamilyPreview } from './family-preview.js';
import { PreviewFloor } from './preview-floor.js';
import { loopWarning } from './words.js';
import { BoardFeedback } from './board-feedback.js';
import {
  boardGrid,
  deckPanel,
  endWords,
  gridCells,
  handOrEnd,
  previewPanel,
  statusWords,
} from './view.js';

type Host = ReactiveControllerHost &
  HTMLElement & { readonly renderRoot: ParentNode; readonly readonly?: boolean };

/** The preview panel's words in a run shown read-only: what the marks are, nothing to do. */
const READ_ONLY = 'Shown, not played here: the marks (◆) are the moves open at this step.';

const NOT_YOURS = 'The AI is playing this run: pause it (Pause AI) to play yourself.';

/** The board of an edition whose previews have shape `P` (its rules' and words'). */
export class OverloadBoard<P extends FamilyPreview = ActionPreview> implements ReactiveController {
  /** The grid index under the pointer or focus (-1 for none), for the preview. */
  private looking = -1;
  /** The grid index a touch tapped once, previewed and waiting for a second tap (-1: none). */
  private tapped = -1;
  /** The off-board choice under the pointer or focus, or tapped once (-1: none). */
  private choosing = -1;
  /** `choosing` was tapped once on a touch screen and waits for a second tap. */
  private choiceTapped = false;
  /** The last move's ring and flight, the tab stop. */
  private readonly feedback: BoardFeedback;

  constructor(
    private readonly host: Host,
    private readonly edition: OverloadEdition<P>,
    private readonly port: OverloadPort,
  ) {
    host.addController(this);
    new PreviewFloor(host, () => port.session()?.state);
    this.feedback = new BoardFeedback(
      host,
      () => port.session(),
      (a) => edition.lastSpots?.(a) ?? [],
    );
  }

  private get rules() {
    return this.edition.rules;
  }

  private set(change: () => void): void {
    change();
    this.host.requestUpdate();
  }

  /** The position the selections belong to. */
  private position: unknown = undefined;

  /** A new position (a card played, undone, a new game) forgets what was tapped or chosen. */
  hostUpdate(): void {
    const now = this.port.session()?.state;
    if (now === this.position) return;
    this.position = now;
    this.tapped = -1;
    this.choosing = -1;
    this.choiceTapped = false;
    this.edition.reset?.();
  }

  /**
   * Clears a selection (Escape): the edition's (the tower's first royal), a place tapped once,
   * a choice tapped once. True when there was one.
   */
  clearSelection(): boolean {
    if (this.edition.clearSelection?.()) return true;
    if (this.tapped < 0 && !this.choiceTapped) return false;
    this.set(() => {
      this.tapped = -1;
      this.choiceTapped = false;
    });
    this.port.announce('Preview cleared.');
    return true;
  }

  /** The turn in words for the status line's live reading ("" once the run is over). */
  turnWords(): string {
    const st = this.port.session()?.state;
    return st && st.ending === null
      ? this.edition.words.turn(this.rules, st, this.rules.legalActions(st))
      : '';
  }

  /** The action activating grid index `index` plays, or null (a corner). */
  actionAtIndex(index: number): number | null {
    const own = this.edition.actionAtIndex?.(index);
    return own === undefined ? actionAt(index) : own;
  }

  /** Moves keyboard focus to a cell of the board once it has rendered. */
  focusCell(index: number): void {
    void this.host.updateComplete.then(() =>
      this.host.renderRoot
        .querySelector<ArcadeBoardGrid>('arcade-board-grid.board')
        ?.focusCell(index),
    );
  }

  private previewTitle(st: MatrixOverloadState, action: number): string {
    return this.edition.words.previewTitle(this.rules, this.rules.preview(st, action));
  }

  private onCell(e: CustomEvent<CellActivateDetail>): void {
    const s = this.port.session();
    if (!s || s.over) return;
    if (!this.port.humanTurn()) {
      this.port.announce(NOT_YOURS);
      return;
    }
    const { index, pointerType } = e.detail;
    if (this.edition.takeCell?.(index, pointerType)) {
      this.set(() => (this.tapped = -1));
      return;
    }
    const action = this.actionAtIndex(index);
    if (action === null) return;
    const why = this.rules.illegalReason(s.state, action);
    if (why !== null && this.port.teaching?.()) {
      // A lesson refuses it in its own panel, with its words or the rules' (nothing changes).
      this.set(() => (this.tapped = -1));
      this.port.play(action);
    } else if (why !== null) {
      this.set(() => (this.tapped = -1));
      this.port.announce(`Not there: ${why}.`);
    } else if (pointerType === 'touch' && this.tapped !== index) {
      // No hover on a touch screen: the first tap shows the preview, the second plays.
      this.set(() => (this.tapped = index));
      this.port.announce(`Preview: ${this.previewTitle(s.state, action)}. Tap again to play here.`);
    } else this.port.play(action);
  }

  private onLook(e: CustomEvent<CellFocusDetail>): void {
    this.set(() => {
      this.looking = e.detail.index;
      this.choosing = -1;
    });
  }

  private lookAtChoice(action: number): void {
    this.set(() => {
      if (this.choosing !== action) this.choiceTapped = false;
      this.choosing = action;
    });
  }

  private onChoice(action: number, e: PointerEvent): void {
    const s = this.port.session();
    if (!s || s.over) return;
    if (!this.port.humanTurn()) {
      this.port.announce(NOT_YOURS);
      return;
    }
    if (e.pointerType === 'touch' && !(this.choiceTapped && this.choosing === action)) {
      // As on the board: a first tap previews, a second plays.
      this.set(() => {
        this.choosing = action;
        this.choiceTapped = true;
      });
      this.port.announce(`Preview: ${this.previewTitle(s.state, action)}. Tap again to play it.`);
      return;
    }
    this.port.play(action);
  }

  /**
   * The action to preview: a choice looked at, the place tapped once on a touch screen, else the
   * legal place looked at, else the hint, else a lesson's pointer, else a forced move.
   */
  private previewed(st: MatrixOverloadState, legal: readonly number[]): number {
    if (this.choosing >= 0 && legal.includes(this.choosing)) return this.choosing;
    const tapped = this.tapped >= 0 ? this.actionAtIndex(this.tapped) : null;
    if (tapped !== null && legal.includes(tapped)) return tapped;
    const looked = this.looking >= 0 ? this.actionAtIndex(this.looking) : null;
    if (looked !== null && legal.includes(looked)) return looked;
    const hint = this.port.hinted();
    if (hint >= 0 && legal.includes(hint)) return hint;
    const pointed = this.port.pointed?.() ?? -1;
    if (pointed >= 0 && legal.includes(pointed)) return pointed;
    return legal.length === 1 && st.ending === null ? legal[0]! : -1;
  }

  /** The legal actions and the preview shown, for the board and the side panel. */
  private shown(st: MatrixOverloadState) {
    const legal = st.ending === null ? this.rules.legalActions(st) : [];
    const shown = this.previewed(st, legal);
    return { legal, preview: shown >= 0 ? this.rules.preview(st, shown) : null };
  }

  /** What the preview panel says when there is nothing to preview. */
  private prompt(st: MatrixOverloadState): string {
    // A run shown read-only (a replay, the solver’s line) takes no move: no "tap to play".
    if (this.host.readonly) return READ_ONLY;
    const own = this.edition.prompt?.(st);
    if (own !== undefined) return own;
    const action = this.looking >= 0 ? actionAt(this.looking) : null;
    if (action !== null) {
      const why = this.rules.illegalReason(st, action);
      if (why) return `Not a place for this card: ${why}.`;
    }
    return 'Point at, focus or tap a marked place (◆) to see what it would do.';
  }

  /** Words for an off-board choice. */
  choiceWords(st: MatrixOverloadState, action: number): string {
    return this.edition.choiceWords?.(st, action) ?? this.port.describe(st, action);
  }

  /** The buttons of some off-board choices (an edition's panels use them too). */
  choiceList(st: MatrixOverloadState, actions: readonly number[]) {
    return choiceList({
      actions,
      hint: this.port.hinted(),
      pointer: this.port.pointed?.() ?? -1,
      active: this.port.humanTurn(),
      words: (a) => this.choiceWords(st, a),
      look: (a) => this.lookAtChoice(a),
      choose: (a, e) => this.onChoice(a, e),
    });
  }

  private renderChoices(st: MatrixOverloadState, legal: readonly number[]): unknown {
    const own = this.edition.renderChoices?.(st, legal);
    if (own !== undefined) return own;
    const off = legal.filter((a) => a >= ACTION_COUNT);
    return choicesPanel(off.length > 0 ? this.choiceList(st, off) : nothing, off.length);
  }

  /** How the run ended, for the status line after its `verdict` (whose run it is, as recorded). */
  resultWords(verdict: string): unknown {
    const st = this.port.session()?.state;
    if (!st) return nothing;
    return endWords(st, this.edition.words.ending(this.rules, st, this.port.played()), verdict);
  }

  /** The status line's words, and the loop counter's warning when the loop is near. */
  private statusLine(s: Parameters<typeof inSetup>[1], st: MatrixOverloadState): unknown {
    const words = statusWords(inSetup(this.rules, s), this.port.aiPlays());
    const warning = loopWarning(this.rules, st);
    return warning
      ? html`${words} <span class="loop-warn" data-loop-warn>⟳ ${warning}</span>`
      : words;
  }

  /** The board column: status, card in hand (while the run goes on), choices, extras, the board. */
  renderMain(): unknown {
    const s = this.port.session();
    if (!s) return nothing;
    const st = s.state;
    const { legal, preview } = this.shown(st);
    const e = this.edition;
    const view = boardView(this.rules, st, {
      legal,
      hint: this.port.hinted(),
      pointer: this.port.pointed?.() ?? -1,
      preview,
      describe: (a) => this.port.describe(st, a),
      extra: e.boardExtras?.(st, preview),
    });
    const drawn = gridCells(view, this.port.humanTurn(), this.feedback.last);
    const cells = e.boardCells ? e.boardCells(drawn, legal) : drawn;
    this.feedback.marked = cells.flatMap((c, i) => (c.target ? [i] : []));
    return html`<div class="main">
        ${this.port.status(this.statusLine(s, st))}
        ${handOrEnd(this.rules, st, e, {
          legal,
          setup: inSetup(this.rules, s),
          ai: this.port.aiPlays(),
          who: this.port.player?.() ?? '',
          pointed: this.port.pointedPart?.() === 'hand',
        })}
        ${this.renderChoices(st, legal)} ${e.renderMainExtras?.(st) ?? nothing}
        ${boardGrid(e.boardLabel, cells, {
          activate: (ev) => this.onCell(ev),
          look: (ev) => this.onLook(ev),
        })}
      </div>`;
  }

  /** The side column's part: extras, the preview (with Play here), the hint, the deck. */
  renderSide(): unknown {
    const s = this.port.session();
    if (!s) return nothing;
    const st = s.state;
    const { preview } = this.shown(st);
    const index = this.tapped;
    const tapped = index >= 0 ? this.actionAtIndex(index) : null;
    const confirm =
      preview && tapped !== null && preview.action === tapped && this.port.humanTurn()
        ? () => {
            this.port.play(tapped);
            this.focusCell(index);
          }
        : null;
    const words = preview && {
      action: preview.action,
      title: this.edition.words.previewTitle(this.rules, preview),
      lines: this.edition.words.previewLines(this.rules, preview),
    };
    return html`${this.edition.renderSideExtras?.(st) ?? nothing}
      ${st.ending === null ? previewPanel(words, this.prompt(st), confirm) : nothing}
      ${this.port.hint()} ${deckPanel(this.rules, st, this.port.pointedPart?.() === 'deck')}`;
  }
}
