/**
 * How a run of the MATR1X ØVERLØAD family ended, in words: a win said as a win (and whose, as
 * recorded move by move: a run the AI played alone is the AI's; a run the person played any of,
 * by hand or with hints, is the person's, and assisted when the AI played the rest), a loss said plainly with its cause (out of time, black ICE and
 * which royal, the loop) and how many royals were killed.
 */
import {
  type MatrixOverloadState,
  type AnyOverloadRules,
  positionName,
} from '@matrix-arcade/matrix-overload';
import type { SeatPlay } from '../lib/made-by.js';
import { cardFace } from './card-face.js';

/** How a run ended, in words. */
export interface EndingWords {
  readonly title: string;
  /** The title without whose result it is, for a line that said "You won!" or "You lost." first. */
  readonly cause: string;
  readonly reason: string;
}

/**
 * How the run ended: a heading and the reason in words. `player` is who played the run, from
 * the record of its moves (`SeatPlay`): the AI alone, the person alone, or both.
 */
export function endingWords(
  rules: AnyOverloadRules,
  s: MatrixOverloadState,
  player: SeatPlay = 'person',
): EndingWords | null {
  const deck = rules.deck;
  const text = (c: number) => cardFace(deck, c).text;
  const kills = rules.kills(s);
  const alive = deck.royals.length - kills;
  switch (s.ending) {
    case null:
      return null;
    case 'win':
      if (player === 'ai')
        return {
          title: 'The AI wins: every royal is dead',
          cause: 'Every royal is dead',
          reason: `All ${deck.royals.length} royals were killed by the AI, which played every move. Deal again and play a run yourself: only runs you play count in your statistics.`,
        };
      return player === 'both'
        ? {
            title: 'You win, with the AI: every royal is dead',
            cause: 'Every royal is dead, with the AI',
            reason: `All ${deck.royals.length} royals were killed. You played part of the run and the AI the rest: it counts as your win, marked as assisted.`,
          }
        : {
            title: 'You win: every royal is dead',
            cause: 'Every royal is dead',
            reason: `All ${deck.royals.length} royals were killed. The run is over, and it is yours.`,
          };
    case 'out-of-time':
      return {
        title: 'Lost: out of time',
        cause: 'Out of time',
        reason: `The deck ran out with ${alive} royal${alive === 1 ? '' : 's'} still alive (${kills} killed).`,
      };
    case 'black-ice': {
      let who = 'a royal';
      for (let p = 0; p < s.royals.length; p++) {
        const h = rules.health(s, p);
        if (s.royals[p]! >= 0 && !s.dead[p] && h > rules.settings.blackIceAbove) {
          who = `${text(s.royals[p]!)} (${positionName(p)}) reached health ${h}`;
        }
      }
      return {
        title: 'Lost: black ICE',
        cause: 'Black ICE',
        reason: `${who}, above ${rules.settings.blackIceAbove}: too much ICE to ever hack through (${kills} killed).`,
      };
    }
    case 'infinite-loop': {
      const inPlay = rules.circulation(s);
      // No idle card: the run ended the moment no two cards left could kill a living royal.
      if (s.idle === 0)
        return {
          title: 'Lost: caught in an infinite loop',
          cause: 'Caught in an infinite loop',
          reason: `No two cards left in play can ever kill a living royal: the run could only go round in circles (${kills} killed).`,
        };
      return {
        title: 'Lost: caught in an infinite loop',
        cause: 'Caught in an infinite loop',
        reason: `${s.idle} cards in a row were played without placing a royal, killing one or turning a card into ICE: twice the ${inPlay} cards in play, so the run was going round in circles (${kills} killed).`,
      };
    }
  }
}
