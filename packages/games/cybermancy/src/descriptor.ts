/**
 * CYBERMANCY as the arcade and the tools list it: picker words, the seat's name, the rules
 * summary (our own words) and the endings a report lists.
 */
import { defineGame } from '@matrix-arcade/core';
import { ENDINGS, renderTextWith } from '@matrix-arcade/matrix-overload';
import { TAROT_DECK, cardFace } from './deck.js';
import { cybermancy } from './game.js';
import { cybermancyRules } from './rules.js';
import type { CybermancyState } from './state.js';

/** The family's picture, with the mode and the discard pile. */
function renderText(s: CybermancyState): string {
  const { mode, challenge, chapter } = s.setup;
  const what =
    mode === 'challenge'
      ? `challenge: ${cardFace(challenge).words}`
      : mode === 'campaign'
        ? `campaign chapter ${chapter}`
        : mode;
  const discard = s.discard.map((c) => TAROT_DECK.text[c]).join(' ') || '—';
  return renderTextWith(cybermancyRules, s, [`${what}   discard ${discard}`]);
}

export const cybermancyDescriptor = defineGame({
  game: cybermancy,
  blurb:
    'Tarot solitaire: the MATR1X ØVERLØAD hack with a 78-card tarot deck, knights that jam your stacks and burners that kill, revive and reshuffle the royals.',
  defaultAiSeats: [],
  seatNames: ['The whole run (watch the AI)'],
  endings: ENDINGS,
  renderText: (s) => renderText(s as CybermancyState),
  credit:
    'MATR1X ØVERLØAD: CYBERMANCY is a game by Michael Elliott, based on GR1DCANNØN by Tom Francis.',
  rules: {
    intro:
      'The MATR1X ØVERLØAD hack played with tarot cards: swords ♠, cups ♥, coins ♦, wands ♣ and the trumps ♔. Eight cards around an empty centre form the matrix; paiges, queens and kings are the twelve royals to kill. Draw a card, play it. Four modes: basic (54 cards), advanced (all 78), a random challenge and a seven-chapter campaign.',
    points: [
      {
        title: 'Royals',
        text: 'Paiges (11) die to any cards, queens (12) to cards of their colour, kings (13) to cards of their suit. Each goes beside the most similar card of the matrix; ties are yours to choose.',
      },
      {
        title: 'Programs and resets',
        text: 'Cards 2 to 10, strength (11) and the hanged man (12) go on a stack showing the same or less. Aces, the star, the moon and the sun (all worth 1) replace any stack; the fool (0) and the magician (1) must replace a lowest one. Replaced stacks go under the deck.',
      },
      {
        title: 'Wild trumps',
        text: 'The 2 to 10 of trumps, the fool and the magician count as every suit and colour. The other trumps match no royal.',
      },
      {
        title: 'Knights',
        text: 'A knight sits on any stack, fires nothing and blocks programs from that stack until a reset clears it. It is worth 0.',
      },
      {
        title: 'Burners',
        text: 'Never in the matrix. Death and the devil revive a dead royal with its ICE; temperance and judgement kill a living one; the tower swaps two living royals; the world sends a whole row or column under the deck, living royals at its ends included. With no target a burner is simply discarded.',
      },
      {
        title: 'Overloads, ICE, the end',
        text: 'As in MATR1X ØVERLØAD: a card at one end of a line fires the two beyond it at the royal at the far end; a program that fits nowhere becomes ICE. Kill every royal to win; lose when the deck runs out, a royal passes 20 health, or the run goes in circles.',
      },
    ],
    tip: 'Keep a low card showing for the programs to come, and keep the fool or magician in mind: a knight worth 0 is exactly what they must reset.',
  },
});
