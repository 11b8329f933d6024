/**
 * The words of `<matrix-overload-game>`, as pure functions of the position: what to do with the
 * card in hand, what a previewed placement would do (line by line, from the rules'
 * `previewAction`), how a run ended and why, and the loop counter. Cards are always written with
 * rank and suit glyph (never by colour alone).
 */
import {
  type ActionPreview,
  type AnyOverloadRules,
  type Ending,
  HARD_RESET,
  type MatrixOverloadState,
  PROGRAM,
  ROYAL,
  SOFT_RESET,
  cellName,
  positionName,
} from '@matrix-arcade/matrix-overload';
import type { SeatPlay } from '../lib/made-by.js';
import { cardFace, cardList } from './card-face.js';
import { type EndingWords, endingWords } from './ending-words.js';
import type { FamilyPreview, FamilyRules } from './family-preview.js';

export type { EndingWords };

const places = (n: number) => `${n} marked place${n === 1 ? '' : 's'}`;

/** What the card in hand is and where it may go: a heading and one sentence. */
export interface HandWords {
  readonly title: string;
  readonly detail: string;
}

/** The card in hand in words (the run must still be going). */
export function handWords(
  rules: AnyOverloadRules,
  s: MatrixOverloadState,
  legal: readonly number[],
): HandWords {
  const deck = rules.deck;
  const c = s.hand;
  const t = cardFace(deck, c).text;
  const n = legal.length;
  switch (deck.role[c]) {
    case ROYAL: {
      const kind = ['jack', 'queen', 'king'][deck.value[c]! - 11] ?? 'royal';
      return {
        title: `${t}: a royal (${kind}, health ${deck.value[c]})`,
        detail: `Place it outside the matrix next to the most similar card (same suit, else same colour, else the highest): ${places(n)}.`,
      };
    }
    case PROGRAM: {
      const v = deck.value[c]!;
      if (legal.some((a) => a < 9)) {
        return {
          title: `${t}: a program (value ${v})`,
          detail: `Put it on a stack showing ${v} or less: ${places(n)}.`,
        };
      }
      const alive = s.royals.some((r, p) => r >= 0 && !s.dead[p]);
      return alive
        ? {
            title: `${t} fits on no stack: it becomes ICE`,
            detail: `It adds ${v} health to the most similar living royal: ${places(n)}.`,
          }
        : {
            title: `${t} fits on no stack: preventative ICE`,
            detail: `No royal is alive, so it waits outside the matrix for the next royal placed there: ${places(n)}.`,
          };
    }
    case SOFT_RESET:
      return {
        title: `${t}: an ace, a soft reset (value 1)`,
        detail: `Reset any stack: its cards go to the bottom of the deck and the ace takes its place. ${places(n)}.`,
      };
    case HARD_RESET:
      return {
        title: `${t}: a joker, a hard reset (value 0)`,
        detail: `It must reset a stack showing the lowest value: ${places(n)}.`,
      };
    default:
      return { title: t, detail: `${places(n)}.` };
  }
}

/** One line of a preview: a kill, a failed overload, or something else that happens. */
export interface PreviewLine {
  readonly kind: 'kill' | 'miss' | 'info' | 'end';
  readonly text: string;
}

/** A preview in words, as the preview panel shows it. */
export interface PreviewWords {
  readonly action: number;
  readonly title: string;
  readonly lines: readonly PreviewLine[];
}

/**
 * The words of a game of the MATR1X ØVERLØAD family, one function per thing the element says,
 * given the edition's rules and previews (of shape `P`). `overloadWords` (below) speaks the
 * standard game; an edition with new cards passes its own, falling back on these for the cards
 * the two share.
 */
export interface FamilyWords<P extends FamilyPreview = ActionPreview> {
  hand(rules: FamilyRules<P>, s: MatrixOverloadState, legal: readonly number[]): HandWords;
  previewTitle(rules: FamilyRules<P>, pv: P): string;
  previewLines(rules: FamilyRules<P>, pv: P): PreviewLine[];
  turn(rules: FamilyRules<P>, s: MatrixOverloadState, legal: readonly number[]): string;
  ending(rules: FamilyRules<P>, s: MatrixOverloadState, player: SeatPlay): EndingWords | null;
}

/** Where the previewed action puts the card: "6♣ on 6♠ (top-left)". */
export function previewTitle(rules: AnyOverloadRules, pv: ActionPreview): string {
  const text = (c: number) => cardFace(rules.deck, c).text;
  const card = text(pv.card);
  const top = pv.top < 0 ? 'the empty' : `${text(pv.top)}`;
  switch (pv.kind) {
    case 'program':
      return pv.top < 0
        ? `${card} on the empty ${cellName(pv.cell)}`
        : `${card} on ${top} (${cellName(pv.cell)})`;
    case 'reset':
      return `${card} resets the ${cellName(pv.cell)} stack`;
    case 'royal':
      return `${card} ${positionName(pv.position)}`;
    case 'ice':
      return `${card} as ICE on ${text(pv.target)} (${positionName(pv.position)})`;
    case 'preventative-ice':
      return `${card} as preventative ICE ${positionName(pv.position)}`;
  }
}

const ENDING_SHORT: Readonly<Record<Ending, string>> = {
  win: 'every royal is dead: you win',
  'out-of-time': 'the deck is empty with royals alive: out of time',
  'black-ice': 'a royal’s health goes above 20: black ICE',
  'infinite-loop': 'no kill left possible, or too long without progress: an infinite loop',
};

/** What the previewed action would do, line by line. */
export function previewLines(rules: AnyOverloadRules, pv: ActionPreview): PreviewLine[] {
  const deck = rules.deck;
  const text = (c: number) => cardFace(deck, c).text;
  const out: PreviewLine[] = [];
  for (const o of pv.overloads) {
    const royal = text(o.royal);
    const cards = `${o.cards.map((c) => (c < 0 ? 'empty' : text(c))).join(' + ')} = ${o.power}`;
    if (o.result === 'kill') {
      out.push({ kind: 'kill', text: `☠ ${royal} dies: ${cards}, health ${o.health}` });
      continue;
    }
    const need =
      o.result === 'wrong-suit'
        ? `not all ${cardFace(deck, o.royal).glyph}`
        : `not all ${deck.definition.suits[deck.suit[o.royal]!]!.colour}`;
    const why =
      o.result === 'too-weak'
        ? `${cards}, below health ${o.health}`
        : `${cards}, ${need}${o.strong ? '' : `, and below health ${o.health}`}`;
    out.push({ kind: 'miss', text: `✗ ${royal} survives: ${why}` });
  }
  // A living royal across the empty centre is not fired at (no two cards in a row): say nothing.
  if ((pv.kind === 'program' || pv.kind === 'reset') && pv.opposite.length === 0) {
    out.push({
      kind: 'info',
      text:
        pv.cell === 4
          ? 'The centre fires no overload.'
          : 'No overload: no living royal at the other end.',
    });
  }
  if (pv.kind === 'reset') {
    const n = pv.resetCards.length;
    out.push({
      kind: 'info',
      text:
        n === 0
          ? 'Nothing to reset: the cell is empty.'
          : `${n} card${n === 1 ? '' : 's'} to the bottom of the deck, in this order: ${cardList(deck, pv.resetCards)}.`,
    });
  }
  if (pv.kind === 'ice') {
    const before = pv.health - deck.value[pv.card]!;
    out.push({
      kind: 'info',
      text: `❄ ${text(pv.target)}: health ${before} → ${pv.health} (black ICE above 20).`,
    });
  }
  if (pv.kind === 'preventative-ice') {
    out.push({ kind: 'info', text: '❄ The next royal placed here takes this ICE up.' });
  }
  if (pv.kind === 'royal') {
    out.push({
      kind: 'info',
      text:
        pv.takesIce.length > 0
          ? `❄ Takes up preventative ICE ${cardList(deck, pv.takesIce)}: health ${pv.health}.`
          : `Health ${pv.health}.`,
    });
  }
  if (pv.ending) out.push({ kind: 'end', text: `Ends the run: ${ENDING_SHORT[pv.ending]}.` });
  return out;
}

/** The loop counter: cards since the last progress, and the limit. */
export function loopWords(
  rules: AnyOverloadRules,
  s: MatrixOverloadState,
): { short: string; long: string } {
  const limit = rules.loopLimit(s);
  return {
    short: `⟳ ${s.idle}/${limit}`,
    long: `Loop counter: ${s.idle} card${s.idle === 1 ? '' : 's'} since the last progress (a royal placed or killed, or ICE); the run is lost at ${limit}.`,
  };
}

/**
 * The loop counter's warning, once the run is within a quarter of its limit (at least five cards)
 * of being lost to the infinite loop: how many more cards without progress end it, and what
 * progress is. Null before that and once the run is over. (A newcomer lost every first run to
 * the loop with the counter out of sight, unwarned.)
 */
export function loopWarning(rules: AnyOverloadRules, s: MatrixOverloadState): string | null {
  const limit = rules.loopLimit(s);
  const left = limit - s.idle;
  if (s.ending !== null || left > Math.max(5, Math.ceil(limit / 4))) return null;
  return `Infinite loop near: ${left} more card${left === 1 ? '' : 's'} without progress end${left === 1 ? 's' : ''} the run. Place or kill a royal, or make ICE.`;
}

/** The turn in one short sentence for the live region: "Next: 9♥, a program, 5 places." */
export function turnSentence(
  rules: AnyOverloadRules,
  s: MatrixOverloadState,
  legal: readonly number[],
): string {
  const deck = rules.deck;
  const text = (c: number) => cardFace(deck, c).text;
  const c = s.hand;
  const n = legal.length;
  const kind =
    deck.role[c] === ROYAL
      ? 'a royal to place'
      : deck.role[c] === PROGRAM
        ? legal.some((a) => a < 9)
          ? 'a program'
          : 'ICE'
        : deck.role[c] === SOFT_RESET
          ? 'a soft reset'
          : 'a hard reset';
  return `Next: ${text(c)}, ${kind}, ${n} place${n === 1 ? '' : 's'}.`;
}

/**
 * The words of the standard game (each function takes any edition's rules, so an edition's
 * words fall back on them for the cards the two share).
 */
export const overloadWords = {
  hand: handWords,
  previewTitle,
  previewLines,
  turn: turnSentence,
  ending: endingWords,
} satisfies FamilyWords;
