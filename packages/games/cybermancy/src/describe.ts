/**
 * CYBERMANCY's actions in plain words, for logs and hints: the family's descriptions for the
 * cards MATR1X ØVERLØAD already has, and the new ones: "N♠ haunts 7♥ (blocks its stack)",
 * "death revives Q♦ (health 15)", "temperance kills K♣", "the tower swaps P♠ and Q♥", "the world
 * resets row 2: 5 cards and K♥ go under the deck", "death is discarded: no dead royal".
 * Cards are named by rank or trump and suit glyph, never by colour alone.
 */
import {
  type AnyOverloadRules,
  cellName,
  describePreview,
  positionName,
} from '@matrix-arcade/matrix-overload';
import { lineName } from './actions.js';
import { KILL, REVIVE, SWAP } from './deck.js';
import type { CybermancyPreview } from './rules.js';

const NO_TARGET: Readonly<Record<number, string>> = {
  [REVIVE]: 'no dead royal to revive',
  [KILL]: 'no living royal to kill',
  [SWAP]: 'fewer than two living royals to swap',
};

function ending(pv: CybermancyPreview): string {
  switch (pv.ending) {
    case 'win':
      return ' — every royal is dead: the run is won';
    case 'black-ice':
      return ' — black ICE: the run is lost';
    case 'out-of-time':
      return ' — the deck is empty: out of time';
    case 'infinite-loop':
      return ' — caught in an infinite loop: the run is lost';
    default:
      return '';
  }
}

/** A preview in words. */
export function describeCyber(rules: AnyOverloadRules, pv: CybermancyPreview): string {
  const deck = rules.deck;
  const t = (c: number) => deck.text[c]!;
  const card = `${t(pv.card)}${deck.words[pv.card]!.startsWith('the ') || deck.role[pv.card]! >= REVIVE ? ` (${deck.words[pv.card]})` : ''}`;
  switch (pv.kind) {
    case 'haunt':
      return `${card} haunts ${pv.top < 0 ? `the empty ${cellName(pv.cell)}` : `${t(pv.top)} (${cellName(pv.cell)})`}: programs are blocked there${ending(pv)}`;
    case 'discard':
      return `${card} is discarded without effect: ${NO_TARGET[deck.role[pv.card]!] ?? 'no target'}${ending(pv)}`;
    case 'revive':
      return `${card} revives ${t(pv.target)} (${positionName(pv.position)}, health ${pv.health})${ending(pv)}`;
    case 'kill':
      return `${card} kills ${t(pv.target)} (${positionName(pv.position)})${ending(pv)}`;
    case 'swap': {
      const b = pv.burner!;
      return `${card} swaps ${t(b.royals[0]!)} (${positionName(b.positions[0]!)}) and ${t(b.royals[1]!)} (${positionName(b.positions[1]!)})${ending(pv)}`;
    }
    case 'world': {
      const b = pv.burner!;
      const royals = b.royals.length > 0 ? `, ${b.royals.map(t).join(' and ')} among them` : '';
      return `${card} resets ${lineName(b.line)}: ${b.toDeck.length} card${b.toDeck.length === 1 ? '' : 's'} go under the deck${royals}${ending(pv)}`;
    }
    default:
      return describePreview(rules, { ...pv, kind: pv.kind }); // a family kind: the family's words
  }
}
