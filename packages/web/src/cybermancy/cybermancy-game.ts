/**
 * `<cybermancy-game>`: MATR1X ØVERLØAD: CYBERMANCY, the tarot edition, playable in any page. It
 * is `<matrix-overload-game>` (board, previews of kills and misses, deck with its known bottom,
 * log, hint, autoplay, keyboard, live region, two-tap touch play) drawn with CYBERMANCY's rules
 * and words, plus what the edition adds: the `mode` attribute (basic, advanced, challenge,
 * campaign; `challenge` and `chapter` choose the challenge card and the chapter), tarot cards
 * with their numeral or rank, glyph and name, knights marked as blocking their stack (⊘),
 * burners whose targets are marked on the board (a royal to revive or kill, and the tower's
 * pair of royals to swap: the first royal activated is selected and its partners marked, a
 * partner previews and plays the swap as a place would, the selected royal again, Escape or
 * Cancel clears it; the pairs also stay as a collapsed list) or offered as choices (a line to
 * reset, a discard without target), each with a preview of what it does; the challenge card of a random challenge; the discard pile; and in
 * campaign mode the chapter map and the chapter's story, with the progress kept in the browser
 * (a chapter opens when the one before is won; a locked `chapter` is refused with an `error`
 * event and the last good chapter kept).
 */
import { html, nothing } from 'lit';
import {
  CHAPTERS,
  type Challenge,
  type CybermancyPreview,
  type CybermancyState,
  HAUNT,
  type Mode,
  TRUMP_NAMES,
  cybermancy,
  cybermancyRules,
  isUnlocked,
  lineCells,
  nextChapter,
  recordResult,
  trumpNumber,
} from '@matrix-arcade/cybermancy';
import {
  type ActionPreview,
  type MatrixOverloadState,
  type OverloadRules,
  positionName,
} from '@matrix-arcade/matrix-overload';
import { type Engine, createEngine } from '@matrix-arcade/ai-wasm';
import { cybermancyKernel } from '@matrix-arcade/cybermancy/engine';
import type { MatrixOverloadObservation } from '@matrix-arcade/matrix-overload';
import type { ArcadeBoardGrid, GridCell } from '../kit/board-grid.js';
import type { SessionJSON } from '../lib/game-session.js';
import { reportProblem } from '../lib/warn.js';
import {
  type BoardMarks,
  type Effect,
  type SpotView,
  indexOfCell,
  indexOfPosition,
  spotAt,
} from '../matrix-overload/board.js';
import { MatrixOverloadGame } from '../matrix-overload/matrix-overload-game.js';
import type { FamilyWords } from '../matrix-overload/words.js';
import { CampaignStore, type StoredCampaign } from './campaign-progress.js';
import { campaignPanel } from './campaign-view.js';
import { choosePair, pairChoices, pairSpots, pairStarts, partnersOf } from './pair-choice.js';
import { pairCells, pairPanel } from './pair-view.js';
import { cyberStyles } from './styles.js';
import { discardPanel, setupPanel } from './view.js';
import { choiceWords, cyberWords, named } from './words.js';

const RANK_NAMES: Readonly<Record<string, string>> = {
  P: 'paige',
  N: 'knight',
  Q: 'queen',
  K: 'king',
};

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
 * @csspart choices - the tower's step (selected royal, Cancel, the hint's pair, the list of pairs collapsed), or a burner's targets that have no place on the board (a line, a discard)
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
 * @cssprop --arcade-matrix-cell-size - width of a board cell (default: fits the width, 54 to 88px)
 * @cssprop --arcade-card-face - card face colour (and --arcade-card-ink, --arcade-card-red-ink, --arcade-card-joker-ink for trumps)
 */
export class CybermancyGame extends MatrixOverloadGame {
  static override game = cybermancy as unknown as typeof MatrixOverloadGame.game;
  static override properties = {
    ...MatrixOverloadGame.properties,
    progress: { state: true },
    picked: { state: true },
  };
  static override styles = [...MatrixOverloadGame.styles, cyberStyles];

  /** The `mode` attribute: which cards the run plays (an option of the game's schema). */
  declare mode: Mode;
  /** The `challenge` attribute: the challenge card in challenge mode, or `random`. */
  declare challenge: 'random' | Challenge;
  /** The `chapter` attribute: the campaign chapter, 1 to 7. */
  declare chapter: number;

  /** The board spot of the first royal chosen for a pair (the tower's swap), or -1. */
  declare private picked: number;

  /** The campaign's progress, as stored in the browser. */
  declare private progress: StoredCampaign;
  private progressProblem: string | null = null;
  private readonly store = new CampaignStore(CHAPTERS.length);

  constructor() {
    super();
    const load = this.store.load();
    this.progress = load.progress;
    this.progressProblem = load.problem;
    this.picked = -1;
    this.addEventListener('keydown', (e) => {
      if (e.key !== 'Escape' || this.picked < 0 || e.defaultPrevented) return;
      e.preventDefault();
      this.cancelPick(false);
    });
  }

  protected override get rules(): OverloadRules {
    return cybermancyRules;
  }

  protected override get words(): FamilyWords {
    return cyberWords;
  }

  protected override createEngine(): Engine<MatrixOverloadObservation> {
    return createEngine(cybermancyKernel);
  }

  private get cyberState(): CybermancyState | null {
    return (this.session?.state as CybermancyState | undefined) ?? null;
  }

  protected override boardLabel(): string {
    return "CYBERMANCY board, 5 by 5: the matrix of stacks in the middle, the royals' places around it";
  }

  protected override cardName(card: number): string {
    const n = trumpNumber(card);
    if (n >= 2 && n <= 10) return 'wild trump';
    if (n >= 0) return TRUMP_NAMES[n] ?? '';
    const rank = cybermancyRules.deck.definition.cards[card]?.rank ?? '';
    return RANK_NAMES[rank] ?? '';
  }

  protected override choiceWords(st: MatrixOverloadState, action: number): string {
    return choiceWords(cybermancyRules, cybermancyRules.previewCyber(st, action));
  }

  protected override boardExtras(
    st: MatrixOverloadState,
    preview: ActionPreview | null,
  ): BoardMarks['extra'] {
    const blocked = new Set<number>();
    const notes = new Map<number, string>();
    const deck = cybermancyRules.deck;
    st.stacks.forEach((stack, cell) => {
      const top = stack[stack.length - 1];
      if (top === undefined) return;
      if (deck.role[top] === HAUNT) {
        blocked.add(cell);
        notes.set(
          indexOfCell(cell),
          `haunted by the knight ${deck.text[top]}: no program can go here`,
        );
      } else if (trumpNumber(top) >= 0) {
        notes.set(indexOfCell(cell), `the top card is ${named(cybermancyRules, top)}`);
      }
    });
    const effects = new Map<number, Effect>();
    const pv = preview as unknown as CybermancyPreview | null;
    if (pv?.burner) {
      const b = pv.burner;
      const mark: Effect =
        pv.kind === 'revive'
          ? 'revive'
          : pv.kind === 'kill'
            ? 'kill'
            : pv.kind === 'swap'
              ? 'swap'
              : 'wipe';
      for (const p of b.positions) effects.set(indexOfPosition(p), mark);
      if (b.line >= 0) for (const c of lineCells(b.line)) effects.set(indexOfCell(c), 'wipe');
    }
    if (pv?.kind === 'haunt') effects.set(indexOfCell(pv.cell), 'place');
    return { effects, blocked, notes };
  }

  // ---- a pair chosen on the board (the tower) ----

  /** The legal pair choices now (none unless the tower is in hand with royals to swap). */
  private pairs() {
    const st = this.session?.state;
    return st && st.ending === null ? pairChoices(cybermancyRules.legalActions(st)) : [];
  }

  /** The selected first royal if it still starts a pair, else -1. */
  private selectedSpot(pairs: ReturnType<typeof pairChoices>): number {
    return this.picked >= 0 && pairStarts(pairs).has(this.picked) ? this.picked : -1;
  }

  /** The royal at a board spot in words: "K♠ (above column 1)". */
  private royalWords(st: MatrixOverloadState, spot: number): string {
    const s = spotAt(spot);
    if (s.kind !== 'position') return '';
    return `${cybermancyRules.deck.text[st.royals[s.position]!] ?? '?'} (${positionName(s.position)})`;
  }

  /** Clears the selected royal (Cancel, Escape); `focus`: back to its place on the board. */
  private cancelPick(focus: boolean): void {
    const was = this.picked;
    if (was < 0) return;
    this.picked = -1;
    this.announce('Swap cancelled: pick a living royal, then the royal to swap it with.');
    if (focus) {
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<ArcadeBoardGrid>('arcade-board-grid.board')?.focusCell(was),
      );
    }
  }

  protected override sessionChanged(): void {
    super.sessionChanged();
    this.picked = -1;
  }

  /** While a pair is chosen, a partner of the selected royal plays the pair; nothing else does. */
  protected override actionAtIndex(index: number): number | null {
    const pairs = this.pairs();
    if (pairs.length === 0) return super.actionAtIndex(index);
    const first = this.selectedSpot(pairs);
    return first < 0 ? null : (partnersOf(pairs, first).get(index) ?? null);
  }

  protected override takeCell(index: number): boolean {
    const pairs = this.pairs();
    if (pairs.length === 0) return false;
    const step = choosePair(pairs, this.selectedSpot(pairs), index);
    switch (step.kind) {
      case 'play':
        return false;
      case 'clear':
        this.cancelPick(false);
        return true;
      case 'none':
        this.announce(step.reason);
        return true;
      case 'select': {
        this.picked = step.spot;
        const n = partnersOf(pairs, step.spot).size;
        this.announce(
          `${this.royalWords(this.session!.state, step.spot)} selected; pick the royal to swap it with (${n} marked), or select it again to cancel.`,
        );
        return true;
      }
    }
  }

  protected override boardCells(view: readonly SpotView[], legal: readonly number[]): GridCell[] {
    const cells = super.boardCells(view, legal);
    const pairs = pairChoices(legal);
    if (pairs.length === 0) return cells;
    const st = this.session!.state;
    return pairCells(cells, pairs, this.selectedSpot(pairs), this.hinted(), (a) =>
      this.game.describeAction(st, a),
    );
  }

  protected override prompt(st: MatrixOverloadState): string {
    const pairs = this.pairs();
    if (pairs.length === 0) return super.prompt(st);
    const first = this.selectedSpot(pairs);
    return first < 0
      ? 'Pick a living royal (◆), then point at, focus or tap the royal to swap it with to see the swap.'
      : `${this.royalWords(st, first)} selected: point at, focus or tap a marked royal (◆) to see the swap.`;
  }

  protected override renderChoices(st: MatrixOverloadState, legal: readonly number[]): unknown {
    const pairs = pairChoices(legal);
    if (pairs.length === 0) return super.renderChoices(st, legal);
    const first = this.selectedSpot(pairs);
    const hint = this.hinted();
    return pairPanel({
      selected: first >= 0 ? this.royalWords(st, first) : null,
      hint: pairSpots(hint) && legal.includes(hint) ? this.choiceWords(st, hint) : null,
      count: pairs.length,
      list: this.choiceList(
        st,
        pairs.map((p) => p.action),
      ),
      cancel: () => this.cancelPick(true),
    });
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
    if ((changed.has('chapter') || changed.has('mode')) && this.mode === 'campaign') {
      const wanted = this.chapter;
      if (!isUnlocked(this.progress, wanted)) {
        const was = changed.get('chapter') as number | undefined;
        const keep =
          was !== undefined && isUnlocked(this.progress, was) ? was : nextChapter(this.progress);
        reportProblem(this, {
          source: 'chapter',
          message: `chapter ${wanted} is locked: win chapter ${wanted - 1} first (open: ${CHAPTERS.map(
            (c) => c.number,
          )
            .filter((n) => isUnlocked(this.progress, n))
            .join(', ')}); playing chapter ${keep}`,
          value: wanted,
        });
        this.chapter = keep;
      }
    }
    super.willUpdate(changed);
  }

  /**
   * Starts a new game (see `GameElement.newGame`); in campaign mode a locked chapter throws a
   * `RangeError` saying which chapter to win first, and the current game stays.
   */
  override newGame(options: { seed?: number } & Record<string, unknown> = {}): void {
    const mode = options.mode ?? this.mode;
    const chapter = options.chapter ?? this.chapter;
    if (mode === 'campaign' && typeof chapter === 'number' && Number.isInteger(chapter)) {
      if (chapter >= 1 && chapter <= CHAPTERS.length && !isUnlocked(this.progress, chapter)) {
        throw new RangeError(
          `newGame({ chapter: ${chapter} }) rejected: chapter ${chapter} is locked; win chapter ${chapter - 1} first`,
        );
      }
    }
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
    let p: StoredCampaign = { ...this.progress, chapter: st.setup.chapter };
    if (st.ending === 'win' && !p.won.includes(st.setup.chapter) && !this.isAiSeat(0)) {
      p = { ...p, ...recordResult(p, st.setup.chapter, true) };
      const next = st.setup.chapter + 1;
      this.announce(
        next <= CHAPTERS.length
          ? `Chapter ${st.setup.chapter} won: chapter ${next}, ${CHAPTERS[next - 1]!.title}, is open.`
          : 'The last chapter is won: the whole campaign is complete.',
      );
    }
    p = { ...p, run: st.ending === null ? this.state : null };
    this.progress = p;
    this.store.save(p);
  }

  protected override renderSideExtras(st: MatrixOverloadState): unknown {
    const c = st as CybermancyState;
    const campaign =
      c.setup.mode === 'campaign'
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
