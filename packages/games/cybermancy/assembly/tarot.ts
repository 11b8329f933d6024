/**
 * The tarot deck as the family kernel's tables (`@matrix-arcade/matrix-overload/assembly/cards`),
 * exactly the compiled `TAROT_DECK` of src/deck.ts: minor card = suit × 14 + rank (♠ ♥ ♦ ♣; ace,
 * 2–10, paige, knight, queen, king), trump n = 56 + n; suit bits 0–3 for the minor suits and 4
 * for the trumps, colour bits black 1 and red 2; the wild cards (trumps 0–10) carry every bit.
 * The new roles are data: knights block programs (`BLOCKS`), burners never sit in the matrix
 * (`NEVER_IN_MATRIX`), and the cards that kill or bring cards back whatever the matrix holds
 * (temperance, judgement, the world) are `ESCAPE`s of the dead-end test. Wild cards count as
 * every suit at once (`setWildSuitChosen(false)`). Call `useTarotDeck()` once, before any load.
 */
import {
  BLOCKS,
  COLOUR_MASK,
  ESCAPE,
  HARD_RESET,
  KILL,
  KILL_ANY,
  KILL_COLOUR,
  KILL_SUIT,
  NEVER_IN_MATRIX,
  PROGRAM,
  ROLE,
  ROYAL,
  SOFT_RESET,
  SUIT_MASK,
  VALUE,
  setCardCount,
  setWildSuitChosen,
} from '@matrix-arcade/matrix-overload/assembly/cards';
import { R_HAUNT, R_KILL, R_RESET_LINE, R_REVIVE, R_SWAP, TAROT_CARDS } from '../src/engine/layout';

function set(c: i32, value: i32, role: i32, kill: i32, suits: i32, colours: i32): void {
  VALUE[c] = value;
  ROLE[c] = role;
  KILL[c] = kill;
  SUIT_MASK[c] = suits;
  COLOUR_MASK[c] = colours;
  BLOCKS[c] = role === R_HAUNT ? 1 : 0;
  NEVER_IN_MATRIX[c] = role >= R_REVIVE ? 1 : 0;
  ESCAPE[c] = role === R_KILL || role === R_RESET_LINE ? 1 : 0;
}

/** Fills the family kernel's tables with the tarot deck. */
export function useTarotDeck(): void {
  setCardCount(TAROT_CARDS);
  setWildSuitChosen(false);
  for (let suit = 0; suit < 4; suit++) {
    const colour = suit === 0 || suit === 3 ? 1 : 2;
    for (let r = 0; r < 14; r++) {
      const c = suit * 14 + r;
      if (r === 0) set(c, 1, SOFT_RESET, KILL_ANY, 1 << suit, colour);
      else if (r <= 9) set(c, r + 1, PROGRAM, KILL_ANY, 1 << suit, colour);
      else if (r === 10) set(c, 11, ROYAL, KILL_ANY, 1 << suit, colour);
      else if (r === 11) set(c, 0, R_HAUNT, KILL_ANY, 1 << suit, colour);
      else if (r === 12) set(c, 12, ROYAL, KILL_COLOUR, 1 << suit, colour);
      else set(c, 13, ROYAL, KILL_SUIT, 1 << suit, colour);
    }
  }
  for (let n = 0; n <= 21; n++) {
    const c = 56 + n;
    const wild = n <= 10;
    const suits = wild ? 31 : 16;
    const colours = wild ? 3 : 0;
    let value = n;
    let role = PROGRAM;
    if (n <= 1) role = HARD_RESET;
    else if (n === 13 || n === 15) role = R_REVIVE;
    else if (n === 14 || n === 20) role = R_KILL;
    else if (n === 16) role = R_SWAP;
    else if (n >= 17 && n <= 19) {
      role = SOFT_RESET;
      value = 1;
    } else if (n === 21) role = R_RESET_LINE;
    set(c, value, role, KILL_ANY, suits, colours);
  }
}
