/**
 * What CYBERMANCY adds to the family's board, as pure functions of a position: the name a tarot
 * card shows on its banner (a trump's name, "wild trump", a court card's rank), the board's own
 * marks (a knight's stack blocked, a trump on top named, a burner's targets: a royal to revive
 * or kill, a pair to swap, a line to wipe; a knight's haunt) and the words of a choice that has
 * no place on the board.
 */
import {
  type CybermancyPreview,
  HAUNT,
  TRUMP_NAMES,
  cybermancyRules,
  lineCells,
  trumpNumber,
} from '@matrix-arcade/cybermancy';
import type { MatrixOverloadState } from '@matrix-arcade/matrix-overload';
import {
  type BoardMarks,
  type Effect,
  indexOfCell,
  indexOfPosition,
} from '../matrix-overload/board.js';
import { choiceWords as cyberChoiceWords, named } from './words.js';

const RANK_NAMES: Readonly<Record<string, string>> = {
  P: 'paige',
  N: 'knight',
  Q: 'queen',
  K: 'king',
};

/** The name a card shows on a banner when it is the card in hand ("" for none). */
export function cardName(card: number): string {
  const n = trumpNumber(card);
  if (n >= 2 && n <= 10) return 'wild trump';
  if (n >= 0) return TRUMP_NAMES[n] ?? '';
  const rank = cybermancyRules.deck.definition.cards[card]?.rank ?? '';
  return RANK_NAMES[rank] ?? '';
}

/** A choice without a place on the board in words. */
export function choiceWords(st: MatrixOverloadState, action: number): string {
  return cyberChoiceWords(cybermancyRules, cybermancyRules.previewCyber(st, action));
}

/** The preview's effect on the spots a burner aims at. */
function burnerMark(kind: CybermancyPreview['kind']): Effect {
  if (kind === 'revive') return 'revive';
  if (kind === 'kill') return 'kill';
  return kind === 'swap' ? 'swap' : 'wipe';
}

/** CYBERMANCY's own marks on the board for this position and preview. */
export function boardExtras(
  st: MatrixOverloadState,
  pv: CybermancyPreview | null,
): BoardMarks['extra'] {
  const blocked = new Set<number>();
  const notes = new Map<number, string>();
  const deck = cybermancyRules.deck;
  st.stacks.forEach((stack, cell) => {
    const top = stack[stack.length - 1];
    if (top === undefined) return;
    if (deck.role[top] === HAUNT) {
      blocked.add(cell);
      notes.set(
        indexOfCell(cell),
        `haunted by the knight ${deck.text[top]}: no program can go here`,
      );
    } else if (trumpNumber(top) >= 0) {
      notes.set(indexOfCell(cell), `the top card is ${named(cybermancyRules, top)}`);
    }
  });
  const effects = new Map<number, Effect>();
  if (pv?.burner) {
    const b = pv.burner;
    const mark = burnerMark(pv.kind);
    for (const p of b.positions) effects.set(indexOfPosition(p), mark);
    if (b.line >= 0) for (const c of lineCells(b.line)) effects.set(indexOfCell(c), 'wipe');
  }
  if (pv?.kind === 'haunt') effects.set(indexOfCell(pv.cell), 'place');
  return { effects, blocked, notes };
}
