/**
 * `<matrix-arcade>`: the whole arcade in one tag. A game picker, the chosen game's element, a
 * new-game form (seed, options, which seats the AI plays), the rules in short, statistics with
 * a chart, and the history of past games with their replays, all built from the list of games
 * (`src/games.ts`). The game in progress, the statistics, the history and the preferences
 * (theme, sound) live in `localStorage` and survive a reload; anything unreadable is set aside
 * and reported in a notice. A game abandoned for a new one counts as a loss (after a question
 * first). With `sync-url`, the page's address follows the deal on show (`?game=…&seed=…`) and
 * opening such a link deals that game (`share-link.ts`).
 */
import { LitElement, html, nothing } from 'lit';
import type { Outcome } from '@matrix-arcade/core';
import type { GameElement } from '../lib/game-element.js';
import type { SessionJSON } from '../lib/game-session.js';
import { errorDetail } from '../lib/warn.js';
import { confirmStyles } from '../theme/confirm.js';
import { buttons, tokens } from '../theme/tokens.js';
import { dealFromForm, dealLinked, isDealOf, setOptionAttributes } from './arcade-deals.js';
import {
  headerBar,
  historyCard,
  newGameForm,
  noticeBar,
  picker,
  shareLine,
  statsCard,
} from './arcade-panels.js';
import type { ArcadeReplay } from './arcade-replay.js';
import { arcadeStyles } from './arcade-styles.js';
import { ArcadeStorage, DEFAULT_PREFERENCES, type Preferences } from './arcade-storage.js';
import type { PastGame } from './game-history.js';
import { GAMES, type WebGame } from '../games.js';
import { panelStyles } from './panel-styles.js';
import { rulesSummary } from './rules-summary.js';
import { GameRecords } from './game-records.js';
import { checkSettings } from './saved-settings.js';
import { linkQuestion } from './link-question.js';
import { linkOf, mergedLink, readLink } from './share-link.js';

type AnyGameElement = GameElement<unknown, unknown> & HTMLElement;

const LOSS_NOTE = 'It counts as a loss in your statistics.';

/**
 * @customElement matrix-arcade
 * @attr game - id of the game shown first (default: the first game)
 * @attr sync-url - the page's address follows the deal on show, and a `?game=…&seed=…` link opens it
 * @attr theme - light or dark (set by the theme switch; absent: follow the system)
 * @fires arcade-notice - something was set aside or refused: `{ message }`
 * @csspart header - the title bar
 * @csspart picker - the game picker
 * @csspart notice - the notice about a save set aside
 * @csspart sidebar - new game, statistics, history and rules
 * @cssprop --arcade-accent - neon accent colour (and every other `--arcade-*` token)
 */
export class MatrixArcade extends LitElement {
  static override properties = {
    game: { type: String, reflect: true },
    syncUrl: { type: Boolean, attribute: 'sync-url' },
    notice: { state: true },
    records: { state: true },
    prefs: { state: true },
    seedText: { state: true },
    asking: { state: true },
    copied: { state: true },
    linkAsk: { state: true },
  };

  /** Id of the game on show. */
  declare game: string;
  declare syncUrl: boolean;
  declare private notice: string | null;
  /** Statistics and history of the game on show. */
  declare private records: GameRecords;
  declare private prefs: Preferences;
  declare private seedText: string;
  /** The form submitted while a game runs, waiting for the answer to "abandon it?". */
  declare private asking: FormData | null;
  declare private copied: 'copied' | 'manual' | null;
  /** A link's deal waiting for "abandon the game in progress?" (null: nothing asked). */
  declare private linkAsk: { seed: number; options: Record<string, unknown> } | null;

  static override styles = [tokens, buttons, confirmStyles, arcadeStyles, panelStyles];

  /** Where saves and statistics go (tests may swap it). */
  storage = new ArcadeStorage();
  private element: AnyGameElement | null = null;
  private mountedId = '';
  /** The deal a link asked for, dealt when its game is mounted. */
  private linked: { seed: number; options: Record<string, unknown> } | null = null;

  constructor() {
    super();
    this.game = GAMES[0]!.id;
    this.syncUrl = false;
    this.notice = null;
    this.records = new GameRecords(this.storage, '', '', 1);
    this.prefs = DEFAULT_PREFERENCES;
    this.seedText = '';
    this.asking = null;
    this.copied = null;
    this.linkAsk = null;
  }

  /** The game element on show. */
  get gameElement(): AnyGameElement | null {
    return this.element;
  }

  private get entry(): WebGame {
    return GAMES.find((g) => g.id === this.game) ?? GAMES[0]!;
  }

  /** The game of the entry on show (its rules: title, seats, options). */
  private get rules() {
    return this.entry.descriptor.game;
  }

  /**
   * The element on show if it is the chosen game's: right after a switch of game, until the
   * new element is made, the old one (whose state the new game's rules cannot read) is not.
   */
  private get shownElement(): AnyGameElement | null {
    const el = this.element;
    return el && el.localName === this.entry.tag ? el : null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.prefs = this.storage.loadPreferences();
    this.applyTheme();
    if (!this.syncUrl) return;
    const link = readLink(
      location.search,
      GAMES.map((g) => ({ id: g.id, schema: g.descriptor.game.optionSchema })),
    );
    for (const p of link.problems) this.report(p);
    if (link.game) this.game = link.game;
    if (link.game && link.seed !== null) this.linked = { seed: link.seed, options: link.options };
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.element?.remove();
    this.element = null;
    this.mountedId = '';
  }

  override updated(): void {
    const ask = this.renderRoot.querySelector<HTMLDialogElement>('dialog[data-link-question]');
    if (ask && !ask.open) ask.showModal();
    // Mount after this update completes: the slot exists now, and mounting updates state.
    if (this.mountedId !== this.entry.id) queueMicrotask(() => this.mount());
  }

  private report(message: string): void {
    this.notice = this.notice && this.notice !== message ? `${this.notice} ${message}` : message;
    this.dispatchEvent(
      new CustomEvent('arcade-notice', { detail: { message }, bubbles: true, composed: true }),
    );
  }

  /** Creates the game element (registering it if need be), restoring the saved game. */
  private mount(): void {
    const entry = this.entry;
    const title = entry.descriptor.game.title;
    if (this.mountedId === entry.id || !this.isConnected) return;
    entry.define();
    this.element?.remove();
    this.mountedId = entry.id;
    this.asking = null;
    this.records = new GameRecords(this.storage, entry.id, title, this.rules.players.max);
    const { saved, problems } = this.records.load();
    for (const p of problems) this.report(p);
    const el = document.createElement(entry.tag) as unknown as AnyGameElement;
    el.addEventListener('error', (e) => {
      const d = errorDetail(e);
      if (d.source !== 'state') return;
      this.storage.setAside(this.storage.gameKey(entry.id));
      this.report(
        `Your saved ${title} game could not be restored (${d.message}), so it was set aside and a new game was dealt.`,
      );
    });
    el.addEventListener('state-change', () => this.save());
    el.addEventListener('game-over', (e) => {
      const { winners, summary } = (e as CustomEvent<{ result: Outcome }>).detail.result;
      this.records.finished(winners, summary, el.aiSeats, el.state!, this.seatsOf(el));
      this.save();
    });
    el.addEventListener('game-abandon', (e) => {
      // Fired before the new deal replaces it: the element still holds the abandoned game.
      const seats = this.seatsOf(el);
      this.records.abandoned(
        (e as CustomEvent<{ state: SessionJSON }>).detail.state,
        el.aiSeats,
        seats,
      );
      this.requestUpdate();
    });
    const settings = checkSettings(saved?.settings, {
      title,
      seats: this.rules.players.max,
      defaultAiSeats: entry.descriptor.defaultAiSeats,
    });
    if (settings.problem) this.report(settings.problem);
    el.aiSeats = settings.aiSeats;
    el.autoplay = settings.autoplay;
    el.speed = settings.speed;
    el.sound = this.prefs.sound;
    el.theme = this.prefs.theme;
    if (saved) el.state = saved.state;
    this.element = el;
    this.renderRoot.querySelector('.game-slot')!.append(el);
    // The restored game's options on its attributes, before its first update: else the element
    // would see attributes that disagree with its game and deal a default one over it.
    if (el.gameState)
      setOptionAttributes(el, this.rules.optionsOf(el.gameState) as Record<string, unknown>);
    const linked = this.linked;
    this.linked = null;
    if (linked && this.isRunning(el) && !isDealOf(el, this.rules, linked)) this.linkAsk = linked;
    else if (linked) dealLinked(el, this.rules, linked);
    this.save();
  }

  /** How many seats the deal on show has (a Matrix Maze solo map: one). */
  private seatsOf(el: AnyGameElement): number {
    return el.gameState ? this.rules.numSeats(el.gameState) : this.rules.players.max;
  }

  /** A game with moves and no result: replacing it abandons it. */
  private isRunning(el: AnyGameElement | null): boolean {
    const s = el?.state;
    return !!s && s.actions.length > 0 && !el!.result;
  }

  /** The answer to "open the link over the game in progress?". */
  private onLinkAnswer(abandon: boolean): void {
    const linked = this.linkAsk;
    this.linkAsk = null;
    const el = this.element;
    if (abandon && linked && el) dealLinked(el, this.rules, linked);
    this.save();
    el?.focusBoard();
  }

  private save(): void {
    const el = this.element;
    const state = el?.state;
    if (!el || !state) return;
    el.abandonNote = this.records.counts(el.aiSeats, this.seatsOf(el)) ? LOSS_NOTE : '';
    this.records.save(state, { aiSeats: el.aiSeats, autoplay: el.autoplay, speed: el.speed });
    if (this.syncUrl && !this.linkAsk) {
      const schemas = GAMES.map((g) => g.descriptor.game.optionSchema);
      const link = mergedLink(location.search, this.linkNow(), schemas);
      if (link !== location.search)
        history.replaceState(history.state, '', `${link}${location.hash}`);
    }
    this.copied = null;
    this.requestUpdate();
  }

  /** The query string of the deal on show. */
  private linkNow(): string {
    const el = this.shownElement;
    if (!el?.gameState) return location.search;
    const options = this.rules.optionsOf(el.gameState) as Record<string, unknown>;
    return linkOf(this.entry.id, el.seed, this.rules.optionSchema, options);
  }

  private onNewGame(e: SubmitEvent): void {
    e.preventDefault();
    const data = new FormData(e.target as HTMLFormElement);
    if (this.isRunning(this.element)) {
      this.asking = data;
      void this.updateComplete.then(() =>
        this.renderRoot.querySelector<HTMLElement>('[data-answer="keep"]')?.focus(),
      );
      return;
    }
    this.deal(data);
  }

  private onAnswer(abandon: boolean): void {
    const data = this.asking;
    this.asking = null;
    if (abandon && data) this.deal(data);
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('form [type="submit"]')?.focus(),
    );
  }

  /** Deals the game the form asks for (the AI seats after the deal: see `arcade-deals.ts`). */
  private deal(data: FormData): void {
    if (this.element) this.seedText = dealFromForm(this.element, this.rules, data) ?? '';
  }

  private async copyLink(): Promise<void> {
    const url = new URL(this.linkNow(), location.href).href;
    try {
      await navigator.clipboard.writeText(url);
      this.copied = 'copied';
    } catch {
      this.copied = 'manual';
    }
  }

  private setPrefs(p: Preferences): void {
    this.prefs = p;
    this.storage.savePreferences(p);
    this.applyTheme();
    if (this.element) {
      this.element.sound = p.sound;
      this.element.theme = p.theme;
    }
  }

  private applyTheme(): void {
    if (this.prefs.theme) this.setAttribute('theme', this.prefs.theme);
    else this.removeAttribute('theme');
  }

  private replay(g: PastGame): void {
    const entry = this.entry;
    const when = new Date(g.when).toLocaleString();
    this.renderRoot.querySelector<ArcadeReplay>('arcade-replay')!.open({
      tag: entry.tag,
      game: entry.descriptor.game,
      state: g.state as SessionJSON,
      heading: `Replay: ${entry.descriptor.game.title}, ${when} (${g.summary})`,
      seatNames: entry.descriptor.seatNames,
      theme: this.prefs.theme,
    });
  }

  override render() {
    const entry = this.entry;
    const title = entry.descriptor.game.title;
    const el = this.shownElement;
    const options = el?.gameState
      ? (this.rules.optionsOf(el.gameState) as Record<string, unknown>)
      : {};
    return html`${headerBar(this.prefs, (p) => this.setPrefs(p))}
      ${picker(entry.id, (id) => {
        this.game = id;
      })}
      ${noticeBar(this.notice, () => {
        this.notice = null;
      })}
      <main>
        <section class="game-slot" aria-labelledby="game-title">
          <h2 id="game-title" class="visually-hidden">${title}</h2>
          ${shareLine({
            blurb: entry.descriptor.blurb,
            seed: el?.seed ?? '',
            link: el ? new URL(this.linkNow(), location.href).href : '',
            copied: this.copied,
            onCopy: () => void this.copyLink(),
          })}
        </section>
        <aside part="sidebar">
          ${newGameForm({
            descriptor: entry.descriptor,
            aiSeats: el ? el.aiSeats : entry.descriptor.defaultAiSeats,
            options,
            seedText: this.seedText,
            asking: this.asking
              ? el && this.records.counts(el.aiSeats, this.seatsOf(el))
                ? LOSS_NOTE
                : ''
              : null,
            onSubmit: (e) => this.onNewGame(e),
            onAnswer: (a) => this.onAnswer(a),
          })}
          ${statsCard(title, el ? this.seatsOf(el) : this.rules.players.max, this.records.stats, this.records.history)}
          ${historyCard(title, this.records.history, (g) => this.replay(g))}
          <details class="card rules" open>
            <summary>How to play ${title}</summary>
            ${rulesSummary(entry.descriptor.rules)}
          </details>
        </aside>
      </main>
      <arcade-replay></arcade-replay>
      ${
        this.linkAsk
          ? linkQuestion({
              title,
              seed: this.linkAsk.seed,
              note: el && this.records.counts(el.aiSeats, this.seatsOf(el)) ? LOSS_NOTE : '',
              onAnswer: (a) => this.onLinkAnswer(a),
            })
          : nothing
      }
      <footer>
        ${GAMES.map((g) => g.descriptor.credit)
          .filter(Boolean)
          .join(' ')}
        matrix-arcade is an independent implementation; rules summaries are our own words.
      </footer>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'matrix-arcade': MatrixArcade;
  }
}
