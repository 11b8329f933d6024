/**
 * Actions in plain words for move logs and hints, with their consequences: "6♣ on 6♠ —
 * overload kills J♦ and J♣", "A♥ resets the 8♦ stack (3 cards to the bottom)", "ICE 3♠ on Q♠
 * (health 15)". Cards are always written with rank and suit glyph, never by colour alone.
 */
import { cellName, positionName } from './actions.js';
import { HARD_RESET } from './cards.js';
import {
  type ActionPreview,
  type AnyOverloadRules,
  type OverloadRules,
  rules as standardRules,
} from './rules.js';
import type { MatrixOverloadState } from './state.js';

function list(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The preview of an action in words. */
export function describePreview(rules: AnyOverloadRules, pv: ActionPreview): string {
  const deck = rules.deck;
  const t = (c: number) => deck.text[c]!;
  const onTop = (cell: number, top: number) =>
    top < 0
      ? `the empty ${cellName(cell)}`
      : deck.suit[top]! < 0
        ? `${t(top)} (${cellName(cell)})`
        : t(top);
  let head: string;
  switch (pv.kind) {
    case 'program':
      head = `${t(pv.card)} on ${onTop(pv.cell, pv.top)}`;
      break;
    case 'reset': {
      const n = pv.resetCards.length;
      const what = deck.role[pv.card] === HARD_RESET ? 'hard reset' : 'soft reset';
      head =
        n === 0
          ? `${t(pv.card)} (${what}) on the empty ${cellName(pv.cell)}: nothing to reset`
          : `${t(pv.card)} resets the ${onTop(pv.cell, pv.top)} stack (${n} card${n === 1 ? '' : 's'} to the bottom)`;
      break;
    }
    case 'royal': {
      head = `${t(pv.card)} next to ${onTop(pv.cell, pv.top)} (${positionName(pv.position)})`;
      if (pv.takesIce.length > 0) {
        head += `, taking up preventative ICE ${list(pv.takesIce.map(t))} (health ${pv.health})`;
      }
      break;
    }
    case 'ice':
      head = `ICE ${t(pv.card)} on ${t(pv.target)} (health ${pv.health})`;
      break;
    case 'preventative-ice':
      head = `preventative ICE ${t(pv.card)} next to ${onTop(pv.cell, pv.top)} (${positionName(pv.position)})`;
      break;
  }
  const parts: string[] = [];
  if (pv.kills.length > 0) parts.push(`overload kills ${list(pv.kills.map(t))}`);
  for (const o of pv.overloads) {
    if (o.result === 'kill') continue;
    const cards = `${t2(o.cards[0])} and ${t2(o.cards[1])}`;
    const weak = `${o.power} is below health ${o.health}`;
    const why =
      o.result === 'too-weak'
        ? weak
        : `${cards} are not all ${
            o.result === 'wrong-suit'
              ? deck.definition.suits[deck.suit[o.royal]!]!.glyph
              : colourOf(rules, o.royal)
          }${o.strong ? '' : `, and ${weak}`}`;
    parts.push(`overload ${o.power} on ${t(o.royal)} fails (${why})`);
  }
  if (pv.kind === 'program' || pv.kind === 'reset') {
    // A living royal across the empty centre is not fired at: say nothing about it.
    if (pv.opposite.length === 0) parts.push('no living royal opposite');
  }
  switch (pv.ending) {
    case 'win':
      parts.push('every royal is dead: the run is won');
      break;
    case 'black-ice':
      parts.push('black ICE: the run is lost');
      break;
    case 'out-of-time':
      parts.push('the deck is empty: out of time');
      break;
    case 'infinite-loop':
      parts.push('caught in an infinite loop: the run is lost');
      break;
  }
  return parts.length > 0 ? `${head} — ${parts.join('; ')}` : head;

  function t2(c: number): string {
    return c < 0 ? 'an empty cell' : t(c);
  }
}

function colourOf(rules: AnyOverloadRules, royal: number): string {
  const def = rules.deck.definition;
  const suit = def.suits[rules.deck.suit[royal]!]!;
  return def.colours.find((c) => c.id === suit.colour)?.name ?? 'one colour';
}

/** Describes a legal action; an illegal one throws `IllegalActionError` saying why. */
export function describeWith(rules: OverloadRules, s: MatrixOverloadState, action: number): string {
  return describePreview(rules, rules.preview(s, action));
}

/** Describes a legal action of the standard game. */
export function describeAction(s: MatrixOverloadState, action: number): string {
  return describeWith(standardRules, s, action);
}
