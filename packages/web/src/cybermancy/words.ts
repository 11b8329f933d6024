/**
 * The words of `<cybermancy-game>`: the family's words (`matrix-overload/words.ts`) for what the
 * tarot edition shares with MATR1X ØVERLØAD (programs, ICE, overloads, endings), and its own for
 * what is new or named differently: paiges, the fool and the magician, the star, the moon and
 * the sun, knights that block a stack, and the burners with their targets (revive, kill, swap,
 * reset a line, discard without a target). Cards are always written with their numeral or rank
 * and suit glyph, and named trumps by name too (never colour alone).
 */
import {
  type AnyOverloadRules,
  HARD_RESET,
  type MatrixOverloadState,
  PROGRAM,
  ROYAL,
  SOFT_RESET,
  cellName,
  positionName,
} from '@matrix-arcade/matrix-overload';
import {
  type CybermancyPreview,
  HAUNT,
  KILL,
  RESET_LINE,
  REVIVE,
  SWAP,
  TRUMP_NAMES,
  lineName,
  trumpNumber,
} from '@matrix-arcade/cybermancy';
import { cardList } from '../matrix-overload/card-face.js';
import type { FamilyRules } from '../matrix-overload/family-preview.js';
import {
  type FamilyWords,
  type HandWords,
  type PreviewLine,
  overloadWords,
} from '../matrix-overload/words.js';

const places = (n: number) => `${n} marked place${n === 1 ? '' : 's'}`;

/** A card as text, with a named trump's name: `"16♔ the tower"`, `"6♣"`. */
export function named(rules: AnyOverloadRules, card: number): string {
  const n = trumpNumber(card);
  const name = n >= 0 ? TRUMP_NAMES[n] : undefined;
  return name ? `${rules.deck.text[card]} ${name}` : (rules.deck.text[card] ?? '?');
}

/** CYBERMANCY's rules as the family's board reads them (its previews are `CybermancyPreview`s). */
type CyberRules = FamilyRules<CybermancyPreview>;

/** The kind of a legal action's preview (`discard` for a burner with no target). */
function kindOf(rules: CyberRules, s: MatrixOverloadState, action: number): string {
  return rules.preview(s, action).kind;
}

/** The card in hand in words. */
function hand(rules: CyberRules, s: MatrixOverloadState, legal: readonly number[]): HandWords {
  const deck = rules.deck;
  const c = s.hand;
  const t = named(rules, c);
  const n = legal.length;
  const none = n === 1 && kindOf(rules, s, legal[0]!) === 'discard';
  switch (deck.role[c]) {
    case ROYAL: {
      const kind = ['paige', 'queen', 'king'][deck.value[c]! - 11] ?? 'royal';
      return {
        title: `${t}: a royal (${kind}, health ${deck.value[c]})`,
        detail: `Place it outside the matrix next to the most similar card (same suit, else same colour, else the highest; a wild trump matches every suit): ${places(n)}.`,
      };
    }
    case PROGRAM:
      return overloadWords.hand(rules, s, legal);
    case SOFT_RESET:
      return {
        title: `${t}: a soft reset (value 1)`,
        detail: `Reset any stack: its cards go to the bottom of the deck and ${deck.text[c]} takes its place. ${places(n)}.`,
      };
    case HARD_RESET:
      return {
        title: `${t}: a hard reset (value ${deck.value[c]}, wild suit)`,
        detail: `It must reset a stack showing the lowest value: ${places(n)}.`,
      };
    case HAUNT:
      return {
        title: `${t}: a knight, a haunt`,
        detail: `Put it on any stack of cards: it fires nothing and blocks programs there until the stack is reset. ${places(n)}.`,
      };
    case REVIVE:
      return none
        ? {
            title: `${t}: a burner with no target`,
            detail: 'No royal is dead: it is discarded without effect.',
          }
        : {
            title: `${t}: a burner that revives`,
            detail: `Choose a dead royal: it comes back with all its ICE. ${places(n)}.`,
          };
    case KILL:
      return none
        ? {
            title: `${t}: a burner with no target`,
            detail: 'No royal is alive around the matrix: it is discarded without effect.',
          }
        : {
            title: `${t}: a burner that kills`,
            detail: `Choose a living royal: it dies at once, whatever its health. ${places(n)}.`,
          };
    case SWAP:
      return none
        ? {
            title: `${t}: a burner with no target`,
            detail: 'Fewer than two royals are alive: it is discarded without effect.',
          }
        : {
            title: `${t}: a burner that swaps two royals`,
            detail: `Two royals on the board trade places, each with its ICE (${n} pair${n === 1 ? '' : 's'}).`,
          };
    case RESET_LINE:
      return {
        title: `${t}: a burner that resets a whole line`,
        detail:
          "A line's stacks, and the living royals at its ends with their ICE, go under the deck.",
      };
    default:
      return { title: t, detail: `${places(n)}.` };
  }
}

/** Where a previewed action puts the card, or what it does, in a few words. */
function previewTitle(rules: AnyOverloadRules, pv: CybermancyPreview): string {
  const card = named(rules, pv.card);
  const text = (c: number) => rules.deck.text[c] ?? '?';
  switch (pv.kind) {
    case 'haunt':
      return `${card} haunts ${pv.top < 0 ? 'the empty' : text(pv.top)} (${cellName(pv.cell)})`;
    case 'revive':
      return `${card} revives ${text(pv.target)} (${positionName(pv.position)})`;
    case 'kill':
      return `${card} kills ${text(pv.target)} (${positionName(pv.position)})`;
    case 'swap': {
      const b = pv.burner!;
      return `${card} swaps ${text(b.royals[0]!)} and ${text(b.royals[1]!)}`;
    }
    case 'world':
      return `${card} resets ${lineName(pv.burner!.line)}`;
    case 'discard':
      return `${card} is discarded without effect`;
    default:
      return overloadWords.previewTitle(rules, pv).replace(rules.deck.text[pv.card]!, card);
  }
}

const ENDS: Readonly<Record<string, string>> = {
  win: 'every royal is dead: you win',
  'out-of-time': 'the deck is empty with royals alive: out of time',
  'black-ice': 'a royal’s health goes above 20: black ICE',
  'infinite-loop': 'no kill left possible: an infinite loop',
};

/** What a previewed action would do, line by line. */
function previewLines(rules: AnyOverloadRules, pv: CybermancyPreview): PreviewLine[] {
  const deck = rules.deck;
  const text = (c: number) => deck.text[c] ?? '?';
  const out: PreviewLine[] = [];
  switch (pv.kind) {
    case 'haunt':
      out.push({
        kind: 'info',
        text: '⊘ No program can go on this stack while the knight is on top; a reset clears it. No overload fires.',
      });
      break;
    case 'revive':
      out.push({
        kind: 'miss',
        text: `↺ ${text(pv.target)} comes back to life with health ${pv.health}${
          pv.health > rules.deck.value[pv.target]! ? ' (its ICE comes back too)' : ''
        }.`,
      });
      break;
    case 'kill':
      out.push({ kind: 'kill', text: `☠ ${text(pv.target)} dies, whatever its health.` });
      break;
    case 'swap': {
      const b = pv.burner!;
      out.push({
        kind: 'info',
        text: `⇄ ${text(b.royals[0]!)} moves ${positionName(b.positions[1]!)}, ${text(b.royals[1]!)} moves ${positionName(b.positions[0]!)}; each keeps its ICE.`,
      });
      break;
    }
    case 'world': {
      const b = pv.burner!;
      const n = b.toDeck.length;
      out.push({
        kind: 'info',
        text:
          n === 0
            ? `⟲ ${lineName(b.line)} is empty: nothing goes under the deck.`
            : `⟲ ${n} card${n === 1 ? '' : 's'} go under the deck, in this order: ${cardList(deck, b.toDeck)}.`,
      });
      if (b.royals.length > 0) {
        out.push({
          kind: 'miss',
          text: `${cardList(deck, b.royals)} leave${b.royals.length === 1 ? 's' : ''} the matrix alive, to be drawn again.`,
        });
      }
      out.push({
        kind: 'info',
        text: `The cells of ${lineName(b.line)} are left empty (value 0).`,
      });
      break;
    }
    case 'discard':
      out.push({ kind: 'info', text: 'It has no target now, so it goes to the discard pile.' });
      break;
    default:
      return overloadWords.previewLines(rules, pv);
  }
  if (pv.ending) out.push({ kind: 'end', text: `Ends the run: ${ENDS[pv.ending]}.` });
  return out;
}

/** The turn in one short sentence for the live region. */
function turn(rules: AnyOverloadRules, s: MatrixOverloadState, legal: readonly number[]): string {
  const r = rules.deck.role[s.hand]!;
  const n = legal.length;
  const kind =
    r === ROYAL
      ? 'a royal to place'
      : r === PROGRAM
        ? legal.some((a) => a < 9)
          ? 'a program'
          : 'ICE'
        : r === SOFT_RESET
          ? 'a soft reset'
          : r === HARD_RESET
            ? 'a hard reset'
            : r === HAUNT
              ? 'a knight'
              : 'a burner';
  const unit = r >= REVIVE ? 'choice' : 'place';
  return `Next: ${named(rules, s.hand)}, ${kind}, ${n} ${unit}${n === 1 ? '' : 's'}.`;
}

/** The words of CYBERMANCY. */
export const cyberWords: FamilyWords<CybermancyPreview> = {
  hand,
  previewTitle,
  previewLines,
  turn,
  ending: overloadWords.ending,
};

/** Short words for a choice button (a swap, a line, a discard). */
export function choiceWords(rules: AnyOverloadRules, pv: CybermancyPreview): string {
  const text = (c: number) => rules.deck.text[c] ?? '?';
  const b = pv.burner;
  switch (pv.kind) {
    case 'swap':
      return `Swap ${text(b!.royals[0]!)} (${positionName(b!.positions[0]!)}) and ${text(b!.royals[1]!)} (${positionName(b!.positions[1]!)})`;
    case 'world': {
      const n = b!.toDeck.length;
      const royals = b!.royals.length > 0 ? `, ${cardList(rules.deck, b!.royals)} among them` : '';
      return `Reset ${lineName(b!.line)}: ${n} card${n === 1 ? '' : 's'} under the deck${royals}`;
    }
    case 'discard':
      return 'Discard it without effect';
    default:
      return previewTitle(rules, pv);
  }
}
