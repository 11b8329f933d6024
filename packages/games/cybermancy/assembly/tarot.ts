/**
 * The tarot deck as the family kernel's edition tables (`EditionTables` of
 * `@matrix-arcade/matrix-overload/assembly/edition`), exactly the compiled `TAROT_DECK` of
 * src/deck.ts and the spec of src/rules.ts: minor card = suit × 14 + rank (♠ ♥ ♦ ♣; ace, 2–10,
 * paige, knight, queen, king), trump n = 56 + n; suit bits 0–3 for the minor suits and 4 for the
 * trumps, colour bits black 1 and red 2; the wild cards (trumps 0–10) carry every bit. The new
 * roles are data: knights block programs (`blocks`), burners never sit in the matrix
 * (`neverInMatrix`), and the cards that kill or bring cards back whatever the matrix holds
 * (temperance, judgement, the world) are `escape`s of the dead-end test; their legal actions and
 * play are burners.ts; policy.ts is a playout policy for them (and for resets over knights), in
 * the long runs only (the campaign's chapters 2–4: the observation's play flag).
 * Wild cards count as every suit at once (`wildSuitChosen = false`); the formats carry the
 * discard pile. `useTarotDeck()` hands the tables over, once, before the
 * search module is built.
 */
import {
  EditionTables,
  HARD_RESET,
  KILL_ANY,
  KILL_COLOUR,
  KILL_SUIT,
  PROGRAM,
  ROYAL,
  SOFT_RESET,
  initEdition,
} from '@matrix-arcade/matrix-overload/assembly/edition';
import {
  CYBER_ACTIONS,
  R_HAUNT,
  R_KILL,
  R_RESET_LINE,
  R_REVIVE,
  R_SWAP,
  TAROT_CARDS,
} from '../src/engine/layout';
import { cyberApply, cyberLegal } from './burners';
import { cyberPolicy } from './policy';

function set(
  t: EditionTables,
  c: i32,
  value: i32,
  role: i32,
  kill: i32,
  suits: i32,
  colours: i32,
): void {
  t.value[c] = value;
  t.role[c] = role;
  t.kill[c] = kill;
  t.suitMask[c] = suits;
  t.colourMask[c] = colours;
  t.blocks[c] = role === R_HAUNT ? 1 : 0;
  t.neverInMatrix[c] = role >= R_REVIVE ? 1 : 0;
  t.escape[c] = role === R_KILL || role === R_RESET_LINE ? 1 : 0;
}

/** The tarot deck's tables. */
export function tarotTables(): EditionTables {
  const t = new EditionTables(TAROT_CARDS, cyberLegal, cyberApply);
  t.wildSuitChosen = false;
  t.actionCount = CYBER_ACTIONS;
  t.discardTail = true;
  // The playout policy of policy.ts: the long runs only (it reads the observation's play flag).
  t.policy = cyberPolicy;
  for (let suit = 0; suit < 4; suit++) {
    const colour = suit === 0 || suit === 3 ? 1 : 2;
    for (let r = 0; r < 14; r++) {
      const c = suit * 14 + r;
      if (r === 0) set(t, c, 1, SOFT_RESET, KILL_ANY, 1 << suit, colour);
      else if (r <= 9) set(t, c, r + 1, PROGRAM, KILL_ANY, 1 << suit, colour);
      else if (r === 10) set(t, c, 11, ROYAL, KILL_ANY, 1 << suit, colour);
      else if (r === 11) set(t, c, 0, R_HAUNT, KILL_ANY, 1 << suit, colour);
      else if (r === 12) set(t, c, 12, ROYAL, KILL_COLOUR, 1 << suit, colour);
      else set(t, c, 13, ROYAL, KILL_SUIT, 1 << suit, colour);
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
    set(t, c, value, role, KILL_ANY, suits, colours);
  }
  return t;
}

/** Sets the family kernel up for the tarot deck (once). */
export function useTarotDeck(): void {
  initEdition(tarotTables());
}
