/**
 * `<cybermancy-game>`: MATR1X ØVERLØAD: CYBERMANCY, the tarot edition, playable in any page. It
 * draws MATR1X ØVERLØAD's board (`OverloadBoard`, held here as in `<matrix-overload-game>`:
 * board, previews of kills and misses, deck with its known bottom,
 * log, hint, autoplay, keyboard, live region, two-tap touch play) drawn with CYBERMANCY's rules
 * and words, plus what the edition adds: the `mode` attribute (basic, advanced, challenge,
 * campaign; `challenge` and `chapter` choose the challenge card and the chapter), tarot cards
 * with their numeral or rank, glyph and name, knights marked as blocking their stack (⊘),
 * burners whose targets are marked on the board (a royal to revive or kill, and the tower's
 * pair of royals to swap: the first royal activated is selected and its partners marked, a
 * partner previews and plays the swap as a place would, the selected royal again, Escape or
 * Cancel clears it; the pairs also stay as a collapsed list), the world's line chosen at a place
 * at either end of it (the lines also stay as a collapsed list), or offered as choices (a discard
 * without target), each with a preview of what it does; the challenge card of a random challenge; the discard pile; and in
 * campaign mode the chapter map and the chapter's story, with the progress kept in the browser
 * (a chapter opens when the one before is won; a locked `chapter` is refused with an `error`
 * event and the last good chapter kept). In teaching mode (`teach`) the lesson's pointer marks the
 * place, stack, card in hand or deck a step names, the tower's two royals one after the other,
 * and the world's line at one of its ends.
 */
import { html, nothing } from 'lit';
import {
  CHAPTERS,
  type Challenge,
  type CybermancyPreview,
  type CybermancyState,
  type Mode,
  cybermancy,
  cybermancyRules,
  isUnlocked,
} from '@matrix-arcade/cybermancy';
import type {
  MatrixOverloadObservation,
  MatrixOverloadState,
} from '@matrix-arcade/matrix-overload';
import { manifest } from '@matrix-arcade/cybermancy/manifest';
import { BoardRoom } from '../lib/board-room.js';
import { GameElement, type HintResult } from '../lib/game-element.js';
import type { SessionJSON } from '../lib/game-session.js';
import { reportProblem } from '../lib/warn.js';
import { chipStyles } from '../matrix-overload/chip.js';
import type { OverloadPort } from '../matrix-overload/edition.js';
import { OverloadBoard } from '../matrix-overload/overload-board.js';
import { gameStyles } from '../matrix-overload/styles.js';
import { buttons, tokens } from '../theme/tokens.js';
import { CampaignStore, type StoredCampaign } from './campaign-progress.js';
import { lockedNewGame, progressAfter, refuseChapter } from './campaign-steps.js';
import { campaignPanel } from './campaign-view.js';
import { boardExtras, cardName, choiceWords } from './cyber-marks.js';
import { pointsOnBoard, withLessonPointer } from './lesson-pointer.js';
import { pairSpots } from './pair-choice.js';
import { LinePicker } from './line-picker.js';
import { PairPicker, eitherHooks } from './pair-picker.js';
import { cyberStyles } from './styles.js';
import { discardPanel, setupPanel } from './view.js';
import { cyberWords } from './words.js';

/**
 * @customElement cybermancy-game
 * @attr mode - basic (default, 54 cards), advanced (all 78), challenge (basic plus the cards of one challenge card), campaign (one chapter of the campaign)
 * @attr challenge - challenge mode: the challenge card, random (default, drawn from the seed), strength, hanged-man, temperance, tower or judgement
 * @attr chapter - campaign mode: the chapter to play, 1 to 7 (a locked chapter is refused); absent: the chapter the saved campaign stands at
 * @attr seed - integer 0..4294967295: the same seed deals the same run
 * @attr ai-seats - "0": the AI plays the whole run (with autoplay); "" (default): you play
 * @attr autoplay - the AI plays by itself when `ai-seats="0"` (remove to pause it)
 * @attr speed - pause before each AI move: slow, normal (default), fast, instant
 * @attr ai-iterations - search iterations per AI move and hint (default: the engine's)
 * @attr ai-level - how hard the AI plays: quick (default) or strong
 * @attr theme - light or dark; absent: follow the system's setting
 * @attr sound - short sounds for moves and endings
 * @attr readonly - show the game without taking moves (no AI, no controls)
 * @fires move - a card was played: `{ seat, action, description, by }`
 * @fires game-over - the run ended: `{ result }` (`ending`: win, out-of-time, black-ice, infinite-loop)
 * @fires game-abandon - a running game was replaced by a new one: `{ state }` of the abandoned game
 * @fires state-change - the game changed: `{ state }` (what the `state` property returns)
 * @fires error - a bad attribute (a mode not in the list, a locked chapter), a rejected `state` or an engine failure: `{ source, message, value }`
 * @csspart status - the turn and result line
 * @csspart hand - the card in hand and what to do with it
 * @csspart choices - the tower's or the world's step (selected royal, Cancel, the hint's pair or line, the list of pairs or lines collapsed), or a burner's targets that have no place on the board (a discard)
 * @csspart setup - the run's mode and, in a random challenge, the challenge card
 * @csspart board - the 5×5 board grid (matrix and royals)
 * @csspart preview - what the place or choice under the pointer or focus would do
 * @csspart campaign - the chapter map and the chapter's story (campaign mode)
 * @csspart discard - the burners discarded so far
 * @csspart hint - the hint in words
 * @csspart result - how and why the run ended
 * @csspart deck - deck size, known bottom cards, royals killed, loop counter
 * @csspart controls - the control bar
 * @csspart log - the move log
 * @cssprop --arcade-accent - neon accent colour (and every other `--arcade-*` token of the theme)
 * @cssprop --arcade-matrix-cell-size - width of a board cell (default: fits the width, 44 to 88px in one column; beside the side column from 54px, as large as the width and the screen's height below what is drawn above the board allow)
 * @cssprop --arcade-card-face - card face colour (and --arcade-card-ink, --arcade-card-red-ink, --arcade-card-joker-ink for trumps)
 */
export class CybermancyGame extends GameElement<MatrixOverloadState, MatrixOverloadObservation> {
  static override game = cybermancy;
  static override manifest = manifest;
  static override properties = {
    ...GameElement.properties,
    progress: { state: true },
  };
  static override styles = [tokens, buttons, chipStyles, gameStyles, cyberStyles];

  /** The `mode` attribute: which cards the run plays (an option of the game's schema). */
  declare mode: Mode;
  /** The `challenge` attribute: the challenge card in challenge mode, or `random`. */
  declare challenge: 'random' | Challenge;
  /** The `chapter` attribute: the campaign chapter, 1 to 7. */
  declare chapter: number;

  /** The campaign's progress, as stored in the browser. */
  declare private progress: StoredCampaign;
  private progressProblem: string | null = null;
  private readonly store = new CampaignStore(CHAPTERS.length);

  private readonly port: OverloadPort = {
    session: () => this.session,
    humanTurn: () => this.humanTurn,
    hinted: () => this.currentHint?.action ?? -1,
    aiPlays: () => this.isAiSeat(0),
    player: () => this.player,
    played: () => this.seatPlay(0),
    play: (a) => this.play(a),
    announce: (t) => this.announce(t),
    status: (w) => this.renderStatus(w),
    hint: () => this.renderHint(),
    describe: (st, a) => cybermancy.describeAction(st, a),
    // A swap or a world line is pointed at on the board (lesson-pointer.ts), not in the list.
    pointed: () => (pointsOnBoard(this.pointedAction) ? -1 : this.pointedAction),
    pointedPart: () => this.pointedPart,
    teaching: () => this.lesson !== null,
  };

  /** The tower's pair of royals and the world's line, chosen on the board. */
  private readonly pairs = new PairPicker(this, this.port, () => this.board);
  private readonly lines = new LinePicker(this.port, () => this.board);

  /** The board's cells fit the room the first screen has below what is drawn above it. */
  protected readonly boardRoom = new BoardRoom(this);

  /** MATR1X ØVERLØAD's board, drawn with CYBERMANCY's rules, words and marks. */
  protected readonly board: OverloadBoard<CybermancyPreview> = new OverloadBoard(
    this,
    withLessonPointer(
      {
        rules: cybermancyRules,
        words: cyberWords,
        boardLabel:
          "CYBERMANCY board, 5 by 5: the matrix of stacks in the middle, the royals' places around it",
        cardName,
        choiceWords,
        boardExtras,
        ...eitherHooks(this.pairs.hooks(), this.lines.hooks()),
        lastSpots: (a) => pairSpots(a) ?? [],
        renderSideExtras: (st) => this.renderSideExtras(st),
      },
      () => this.pointedAction,
    ),
    this.port,
  );

  constructor() {
    super();
    const load = this.store.load();
    this.progress = load.progress;
    this.progressProblem = load.problem;
  }

  private get cyberState(): CybermancyState | null {
    return (this.session?.state as CybermancyState | undefined) ?? null;
  }

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

  // ---- campaign ----

  /** A `state` was given by the page (it wins over the campaign's saved run). */
  private stateGiven = false;

  override get state(): SessionJSON | null {
    return super.state;
  }
  override set state(v: unknown) {
    this.stateGiven = true;
    super.state = v;
  }

  override connectedCallback(): void {
    // In campaign mode without a chapter (or a state) of its own, the element picks the
    // campaign up where the saved progress stands: its chapter, and the run in progress there.
    if (this.mode === 'campaign' && !this.hasAttribute('chapter') && !this.stateGiven) {
      this.chapter = this.progress.chapter;
      if (this.progress.run !== null && !this.hasAttribute('seed')) {
        super.state = this.progress.run;
      }
    }
    super.connectedCallback();
  }

  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    // A locked chapter is refused like a bad attribute value: the last good chapter stays.
    const wanted = this.chapter;
    const asked = changed.has('chapter') || changed.has('mode');
    if (asked && this.mode === 'campaign' && !isUnlocked(this.progress, wanted)) {
      const r = refuseChapter(this.progress, wanted, changed.get('chapter') as number | undefined);
      reportProblem(this, { source: 'chapter', message: r.message, value: wanted });
      this.chapter = r.keep;
    }
    super.willUpdate(changed);
  }

  /**
   * Starts a new game (see `GameElement.newGame`); in campaign mode a locked chapter throws a
   * coded `OptionsError` (`OPTIONS`) saying which chapter to win first, and the current game stays.
   */
  override newGame(options: { seed?: number } & Record<string, unknown> = {}): void {
    const locked = lockedNewGame(
      this.progress,
      options.mode ?? this.mode,
      options.chapter ?? this.chapter,
    );
    if (locked) throw locked;
    super.newGame(options);
  }

  /** Opens an open chapter (a locked one is announced and nothing changes). */
  private chooseChapter(chapter: number): void {
    if (!isUnlocked(this.progress, chapter)) {
      this.announce(`Chapter ${chapter} is locked: win chapter ${chapter - 1} first.`);
      return;
    }
    this.chapter = chapter;
    this.newGame({ chapter });
  }

  protected override changed(): void {
    super.changed();
    const st = this.cyberState;
    if (st?.setup.mode !== 'campaign' || this.readonly) return;
    const next = progressAfter(this.progress, st, this.seatPlay(0) === 'ai', this.state);
    if (next.words) this.announce(next.words);
    this.progress = next.progress;
    this.store.save(next.progress);
  }

  /** The run's setup, the campaign's chapters and story, the discard pile. */
  private renderSideExtras(st: MatrixOverloadState): unknown {
    const c = st as CybermancyState;
    // A lesson's position is no run of the campaign: its chapter map (and locks) would mislead.
    const campaign =
      c.setup.mode === 'campaign' && this.lesson === null
        ? campaignPanel(
            CHAPTERS,
            {
              current: c.setup.chapter,
              open: CHAPTERS.map((ch) => isUnlocked(this.progress, ch.number)),
              won: CHAPTERS.map((ch) => this.progress.won.includes(ch.number)),
            },
            (n) => this.chooseChapter(n),
            this.progressProblem,
          )
        : nothing;
    return html`${setupPanel(c)} ${campaign} ${discardPanel(c)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'cybermancy-game': CybermancyGame;
  }
}
