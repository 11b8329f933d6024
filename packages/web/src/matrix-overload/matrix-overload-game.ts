/**
 * `<matrix-overload-game>`: MATR1X ØVERLØAD, the solitaire, playable in any page. The board is a
 * 5×5 ARIA grid: the 3×3 matrix of stacks in the middle, the twelve outside positions of the
 * royals around it. The places where the card in hand may go are marked (◆); pointing at one or
 * focusing it previews what it would do (royals killed, overloads that fail and why, ICE, reset
 * cards), and clicking it (or Enter, Space) plays it. On a touch screen there is no pointing
 * without tapping, so a first tap previews the place (and says so), and a second tap on it, or
 * the preview's "Play here" button, plays it; a tap on another place moves the preview. Set-aside
 * royals are placed first. The
 * deck shows its size and the known cards at its bottom; the end says how and why the run
 * ended. `ai-seats="0"` with `autoplay` lets the AI play the whole run; a hint works either way.
 * The shared contract (attributes, methods, events) and the chrome (controls, hint, log, live
 * region) live in `GameElement`; the board, its previews and plays in `OverloadBoard`, a
 * controller each edition's element holds too.
 */
import {
  type MatrixOverloadObservation,
  type MatrixOverloadState,
  matrixOverload,
  rules,
} from '@matrix-arcade/matrix-overload';
import { manifest } from '@matrix-arcade/matrix-overload/manifest';
import { BoardRoom } from '../lib/board-room.js';
import { GameElement, type HintResult } from '../lib/game-element.js';
import { buttons, tokens } from '../theme/tokens.js';
import { chipStyles } from './chip.js';
import type { OverloadEdition } from './edition.js';
import { OverloadBoard } from './overload-board.js';
import { gameStyles } from './styles.js';
import { overloadWords } from './words.js';

/** The standard game as the board draws it: its rules and words, no marks of its own. */
const standardEdition: OverloadEdition = {
  rules,
  words: overloadWords,
  boardLabel:
    "MATR1X ØVERLØAD board, 5 by 5: the matrix of stacks in the middle, the royals' places around it",
};

/**
 * @customElement matrix-overload-game
 * @attr seed - integer 0..4294967295: the same seed deals the same run
 * @attr ai-seats - "0": the AI plays the whole run (with autoplay); "" (default): you play
 * @attr autoplay - the AI plays by itself when `ai-seats="0"` (remove to pause it)
 * @attr speed - pause before each AI move: slow, normal (default), fast, instant
 * @attr ai-iterations - search iterations per AI move and hint (default: the engine's)
 * @attr ai-level - how hard the AI plays: quick (default, hints and autoplay) or strong (the engine's strong setting, at most about a quarter of a second a move)
 * @attr theme - light or dark; absent: follow the system's setting
 * @attr sound - short sounds for moves and endings
 * @attr readonly - show the game without taking moves (no AI, no controls)
 * @fires move - a card was played: `{ seat, action, description, by }`
 * @fires game-over - the run ended: `{ result }` (`ending`: win, out-of-time, black-ice, infinite-loop)
 * @fires game-abandon - a running game was replaced by a new one: `{ state }` of the abandoned game
 * @fires state-change - the game changed: `{ state }` (what the `state` property returns)
 * @fires error - a bad attribute, a rejected `state` or an engine failure: `{ source, message, value }`
 * @csspart status - the turn and result line
 * @csspart hand - the card in hand and what to do with it
 * @csspart board - the 5×5 board grid (matrix and royals)
 * @csspart preview - what the place under the pointer or focus would do
 * @csspart hint - the hint in words
 * @csspart result - how and why the run ended
 * @csspart deck - deck size, known bottom cards, royals killed, loop counter
 * @csspart controls - the control bar
 * @csspart log - the move log
 * @cssprop --arcade-accent - neon accent colour (and every other `--arcade-*` token of the theme)
 * @cssprop --arcade-matrix-cell-size - width of a board cell (default: fits the width, 44 to 88px in one column; beside the side column from 54px, as large as the width and the screen's height below what is drawn above the board allow)
 * @cssprop --arcade-card-face - card face colour (and --arcade-card-ink, --arcade-card-red-ink, --arcade-card-joker-ink)
 */
export class MatrixOverloadGame extends GameElement<
  MatrixOverloadState,
  MatrixOverloadObservation
> {
  static override game = matrixOverload;
  static override manifest = manifest;
  static override styles = [tokens, buttons, chipStyles, gameStyles];

  /** The board, its previews and plays. */
  /** The board's cells fit the room the first screen has below what is drawn above it. */
  protected readonly boardRoom = new BoardRoom(this);

  protected readonly board = new OverloadBoard(this, standardEdition, {
    session: () => this.session,
    humanTurn: () => this.humanTurn,
    hinted: () => this.currentHint?.action ?? -1,
    pointed: () => this.pointedAction,
    pointedPart: () => this.pointedPart,
    teaching: () => this.lesson !== null,
    aiPlays: () => this.isAiSeat(0),
    player: () => this.player,
    played: () => this.seatPlay(0),
    play: (a) => this.play(a),
    announce: (t) => this.announce(t),
    status: (w) => this.renderStatus(w),
    hint: () => this.renderHint(),
    describe: (st, a) => matrixOverload.describeAction(st, a),
  });

  /** Escape (GameElement's hook): the board's selection (a place tapped once, the edition's). */
  protected override clearSelection(): boolean {
    return this.board.clearSelection();
  }

  protected override turnWords(): string {
    return this.board.turnWords();
  }

  /** How the run ended, said once in the status line (the board's words, after the verdict). */
  protected override resultWords(_outcome: unknown, verdict: string): unknown {
    return this.board.resultWords(verdict);
  }

  protected override hintWords(h: HintResult): string {
    return `Hint: ${h.description} (${this.valueWords(h)}).`;
  }

  protected override hintTitle(): string {
    return 'Hint';
  }

  protected renderBoard() {
    return this.board.renderMain();
  }

  protected override renderSide() {
    return this.board.renderSide();
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'matrix-overload-game': MatrixOverloadGame;
  }
}
