/**
 * The games the arcade offers: for each, its id, title, element tag, seats, the player settings
 * a new visitor gets, and its rules summary in our own words. The picker, the new-game form and
 * the statistics are built from this list, so a game appears in the arcade as soon as its
 * element lands and is added here.
 */
import { html, type TemplateResult } from 'lit';
import { diceMatrix } from '@matrix-arcade/dice-matrix';

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
];

/** Games announced but not yet playable. */
export const COMING = [
  'MATR1X ØVERLØAD',
  'CYBERMANCY',
  'Matrix (piecepack)',
  'Matrix Maze',
] as const;
