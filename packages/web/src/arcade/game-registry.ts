/**
 * The games the arcade offers: for each, its id, title, element tag, seats, the player settings
 * a new visitor gets, and its rules summary in our own words. The picker, the new-game form and
 * the statistics are built from this list, so a game appears in the arcade as soon as its
 * element lands and is added here.
 */
import { html, type TemplateResult } from 'lit';
import { diceMatrix } from '@matrix-arcade/dice-matrix';
import { matrixOverload } from '@matrix-arcade/matrix-overload';

export interface ArcadeGame {
  readonly id: string;
  readonly title: string;
  readonly tag: keyof HTMLElementTagNameMap;
  readonly seats: number;
  readonly blurb: string;
  /** Boolean game options shown in the new-game form, with their attribute names. */
  readonly options: readonly {
    readonly key: string;
    readonly attribute: string;
    readonly label: string;
  }[];
  readonly defaultAiSeats: readonly number[];
  /** What the "AI plays" boxes call each seat (default "Player 1", "Player 2"). */
  readonly seatNames?: readonly string[];
  readonly rules: TemplateResult;
}

const diceMatrixRules = html`
  <p>
    Fifty dice in five colours are rolled onto a 7×7 board; one is left over. Players draft dice
    into their own 5×6 area, where each die has one home: its colour's column and its number's
    row. Identical dice stack.
  </p>
  <ul>
    <li>
      <strong>Opening.</strong> The first player turns the spare die to any number they like and
      scores it.
    </li>
    <li>
      <strong>Each turn</strong>, take either one die, or two dice that sit next to each other in
      a row or column (gaps left by taken dice do not count) and share a colour, a number, or both.
    </li>
    <li>
      <strong>Scoring.</strong> A die you place scores how many dice are now in its colour column
      plus how many are in its number row, stacks included. Big lines pay more and more.
    </li>
    <li>
      <strong>End.</strong> When the board is empty, the higher score wins. With
      <em>recount at end</em>, no score is shown during play; each area is counted at the end.
      <em>Tournament</em> plays two deals, each player opening one.
    </li>
  </ul>
  <p>
    Tip: a pair that scores little for you may still be worth taking if it leaves your opponent
    nothing good. Watch who gets the last pair.
  </p>
`;

const matrixOverloadRules = html`
  <p>
    A solitaire hack against the twelve royals of a deck with both jokers. Eight cards dealt
    around an empty centre form the matrix; any jack, queen or king turned up while dealing is
    put aside and placed before play starts. Then draw one card at a time and play it.
  </p>
  <ul>
    <li>
      <strong>Royals</strong> (J, Q, K) take one of the twelve places around the matrix, beside the
      card most like them: the same suit wins, then the same colour, then simply the highest
      card. When places tie, or a corner card has two free sides, you choose.
    </li>
    <li>
      <strong>Programs</strong> (2 to 10) go on any stack whose top card is worth the same or less.
      The empty centre is worth 0.
    </li>
    <li>
      <strong>Resets.</strong> An ace (worth 1) may replace any stack; a joker (worth 0) must
      replace one of the lowest. The replaced stack goes face down under the deck, in an order
      you can see in the deck panel.
    </li>
    <li>
      <strong>Overloads.</strong> A card played at one end of a row or column fires the two cards
      beyond it at the royal at the far end. If their sum reaches the royal's health, it dies.
      Any cards kill a jack (11); a queen (12) only falls to cards of her colour, a king (13) to
      cards of his suit. One card can fire two ways from a corner.
    </li>
    <li>
      <strong>ICE.</strong> A program that fits on no stack becomes ICE on the most similar living
      royal and adds its value to that royal's health. With no royal alive it waits beside the
      matrix and joins the next royal placed there.
    </li>
    <li>
      <strong>The end.</strong> Kill all twelve royals to win. You lose when the deck runs out
      first, when a royal's health passes 20 (black ICE), or when the run goes round in circles:
      twice as many cards as are in play without placing, killing or icing a royal (the ⟳
      counter).
    </li>
  </ul>
  <p>
    Tip: point at or focus a marked place to preview it; ☠ marks the royals it would kill. Keep
    low cards on the board so that later cards still fit, or they turn into ICE.
  </p>
`;

export const GAMES: readonly ArcadeGame[] = [
  {
    id: diceMatrix.id,
    title: diceMatrix.title,
    tag: 'dice-matrix-game',
    seats: 2,
    blurb:
      'Draft dice from a 7×7 grid and stack them into scoring lines. 2 players, or you against the AI.',
    options: [
      { key: 'recountAtEnd', attribute: 'recount-at-end', label: 'Recount at end (hidden scores)' },
      { key: 'tournament', attribute: 'tournament', label: 'Tournament (two deals)' },
    ],
    defaultAiSeats: [1],
    rules: diceMatrixRules,
  },
  {
    id: matrixOverload.id,
    title: matrixOverload.title,
    tag: 'matrix-overload-game',
    seats: 1,
    blurb:
      'Solitaire: build stacks of cards into a matrix and fire overloads at the royals around it until all twelve are dead.',
    options: [],
    defaultAiSeats: [],
    seatNames: ['The whole run (watch the AI)'],
    rules: matrixOverloadRules,
  },
];

/** Games announced but not yet playable. */
export const COMING = ['CYBERMANCY', 'Matrix (piecepack)', 'Matrix Maze'] as const;
