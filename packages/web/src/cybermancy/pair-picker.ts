/**
 * The tower's pair of royals, chosen on the board: the first living royal activated is selected
 * (its partners marked), a partner then previews and plays the swap as a place would, the
 * selected royal again, Cancel or Escape clears the selection. It gives the family's board
 * (`OverloadBoard`) the hooks of an edition that change while a pair is chosen: which action a
 * cell plays, the cells' marks, the prompt and the choices panel. Outside the tower's turn every
 * hook leaves the board to the family's behaviour.
 */
import { type CybermancyPreview, cybermancyRules } from '@matrix-arcade/cybermancy';
import { type MatrixOverloadState, positionName } from '@matrix-arcade/matrix-overload';
import type { GridCell } from '../kit/board-grid.js';
import { spotAt } from '../matrix-overload/board.js';
import type { OverloadEdition, OverloadPort } from '../matrix-overload/edition.js';
import type { OverloadBoard } from '../matrix-overload/overload-board.js';
import { choosePair, pairChoices, pairSpots, pairStarts, partnersOf } from './pair-choice.js';
import { pairCells, pairPanel } from './pair-view.js';

type PairHooks = Required<
  Pick<
    OverloadEdition,
    | 'actionAtIndex'
    | 'takeCell'
    | 'boardCells'
    | 'prompt'
    | 'renderChoices'
    | 'clearSelection'
    | 'reset'
  >
>;

export class PairPicker implements PairHooks {
  /** The board spot of the first royal chosen for a pair, or -1. */
  private picked = -1;

  constructor(
    private readonly host: { requestUpdate(): void },
    private readonly port: OverloadPort,
    private readonly board: () => OverloadBoard<CybermancyPreview>,
  ) {}

  /** The legal pair choices now (none unless the tower is in hand with royals to swap). */
  private pairs() {
    const st = this.port.session()?.state;
    return st && st.ending === null ? pairChoices(cybermancyRules.legalActions(st)) : [];
  }

  /** The selected first royal if it still starts a pair, else -1. */
  private selected(pairs: ReturnType<typeof pairChoices>): number {
    return this.picked >= 0 && pairStarts(pairs).has(this.picked) ? this.picked : -1;
  }

  /** The royal at a board spot in words: "K♠ (above column 1)". */
  private royalWords(st: MatrixOverloadState, spot: number): string {
    const s = spotAt(spot);
    if (s.kind !== 'position') return '';
    return `${cybermancyRules.deck.text[st.royals[s.position]!] ?? '?'} (${positionName(s.position)})`;
  }

  /** Clears the selected royal; `focus`: back to its place on the board. */
  private cancel(focus: boolean): boolean {
    const was = this.picked;
    if (was < 0) return false;
    this.picked = -1;
    this.host.requestUpdate();
    this.port.announce('Swap cancelled: pick a living royal, then the royal to swap it with.');
    if (focus) this.board().focusCell(was);
    return true;
  }

  /** The hooks, bound, for an edition object. */
  hooks(): PairHooks {
    return {
      actionAtIndex: (i) => this.actionAtIndex(i),
      takeCell: (i) => this.takeCell(i),
      boardCells: (c, l) => this.boardCells(c, l),
      prompt: (st) => this.prompt(st),
      renderChoices: (st, l) => this.renderChoices(st, l),
      clearSelection: () => this.clearSelection(),
      reset: () => this.reset(),
    };
  }

  clearSelection(): boolean {
    return this.cancel(false);
  }

  reset(): void {
    this.picked = -1;
  }

  /** While a pair is chosen, a partner of the selected royal plays the pair; nothing else does. */
  actionAtIndex(index: number): number | null | undefined {
    const pairs = this.pairs();
    if (pairs.length === 0) return undefined;
    const first = this.selected(pairs);
    return first < 0 ? null : (partnersOf(pairs, first).get(index) ?? null);
  }

  takeCell(index: number): boolean {
    const pairs = this.pairs();
    if (pairs.length === 0) return false;
    const step = choosePair(pairs, this.selected(pairs), index);
    switch (step.kind) {
      case 'play':
        return false;
      case 'clear':
        this.cancel(false);
        return true;
      case 'none':
        this.port.announce(step.reason);
        return true;
      case 'select': {
        this.picked = step.spot;
        this.host.requestUpdate();
        const n = partnersOf(pairs, step.spot).size;
        this.port.announce(
          `${this.royalWords(this.port.session()!.state, step.spot)} selected; pick the royal to swap it with (${n} marked), or select it again to cancel.`,
        );
        return true;
      }
    }
  }

  boardCells(cells: GridCell[], legal: readonly number[]): GridCell[] {
    const pairs = pairChoices(legal);
    if (pairs.length === 0) return cells;
    const st = this.port.session()!.state;
    return pairCells(cells, pairs, this.selected(pairs), this.port.hinted(), (a) =>
      this.port.describe(st, a),
    );
  }

  prompt(st: MatrixOverloadState): string | undefined {
    const pairs = this.pairs();
    if (pairs.length === 0) return undefined;
    const first = this.selected(pairs);
    return first < 0
      ? 'Pick a living royal (◆), then point at, focus or tap the royal to swap it with to see the swap.'
      : `${this.royalWords(st, first)} selected: point at, focus or tap a marked royal (◆) to see the swap.`;
  }

  renderChoices(st: MatrixOverloadState, legal: readonly number[]): unknown {
    const pairs = pairChoices(legal);
    if (pairs.length === 0) return undefined;
    const first = this.selected(pairs);
    const hint = this.port.hinted();
    const board = this.board();
    return pairPanel({
      selected: first >= 0 ? this.royalWords(st, first) : null,
      hint: pairSpots(hint) && legal.includes(hint) ? board.choiceWords(st, hint) : null,
      count: pairs.length,
      list: board.choiceList(
        st,
        pairs.map((p) => p.action),
      ),
      cancel: () => this.cancel(true),
    });
  }
}

/**
 * Two pickers' hooks as one edition's: the first's answer where it has one (the tower's turn),
 * else the second's (the world's); cells get both pickers' marks. A picker answers undefined,
 * false or the cells unchanged outside its own card's turn.
 */
export function eitherHooks(
  a: PairHooks,
  b: Pick<PairHooks, 'actionAtIndex' | 'takeCell' | 'boardCells' | 'prompt' | 'renderChoices'>,
): PairHooks {
  return {
    ...a,
    actionAtIndex: (i) => {
      const x = a.actionAtIndex(i);
      return x !== undefined ? x : b.actionAtIndex(i);
    },
    takeCell: (i, t) => a.takeCell(i, t) || b.takeCell(i, t),
    boardCells: (c, l) => b.boardCells(a.boardCells(c, l), l),
    prompt: (st) => a.prompt(st) ?? b.prompt(st),
    renderChoices: (st, l) => a.renderChoices(st, l) ?? b.renderChoices(st, l),
  };
}
