/**
 * `<matrix-arcade>`: the whole arcade in one tag. A game picker, the chosen game's element, a
 * new-game form (seed, options, which seats the AI plays), the rules in short, and statistics
 * per game, all built from the list of games (`src/games.ts`: each game's descriptor and the
 * function that registers its element). The game in progress and the statistics live in `localStorage` and survive a
 * reload; a save that cannot be read is set aside and reported in a notice, and a new game is
 * dealt instead.
 */
import { LitElement, html, nothing } from 'lit';
import type { GameElement } from '../lib/game-element.js';
import { parseSeed } from '../lib/attributes.js';
import type { SpeedName } from '../lib/speeds.js';
import { errorDetail } from '../lib/warn.js';
import { buttons, tokens } from '../theme/tokens.js';
import { arcadeStyles } from './arcade-styles.js';
import { ArcadeStorage, type GameStats, EMPTY_STATS, resultFor } from './arcade-storage.js';
import { COMING, GAMES, type WebGame } from '../games.js';
import { optionFields, optionsFromForm } from './option-fields.js';
import { rulesSummary } from './rules-summary.js';

type AnyGameElement = GameElement<unknown, unknown> & HTMLElement;

/**
 * @customElement matrix-arcade
 * @attr game - id of the game shown first (default: the first game)
 * @fires arcade-notice - something was set aside: `{ message }`
 * @csspart header - the title bar
 * @csspart picker - the game picker
 * @csspart notice - the notice about a save set aside
 * @csspart sidebar - new game, rules and statistics
 * @cssprop --arcade-accent - neon accent colour (and every other `--arcade-*` token)
 */
export class MatrixArcade extends LitElement {
  static override properties = {
    game: { type: String, reflect: true },
    notice: { state: true },
    stats: { state: true },
    seedText: { state: true },
  };

  /** Id of the game on show. */
  declare game: string;
  declare private notice: string | null;
  declare private stats: GameStats;
  declare private seedText: string;

  static override styles = [tokens, buttons, arcadeStyles];

  /** Where saves and statistics go (tests may swap it). */
  storage = new ArcadeStorage();
  private element: AnyGameElement | null = null;
  private mountedId = '';
  private counted = false;

  constructor() {
    super();
    this.game = GAMES[0]!.id;
    this.notice = null;
    this.stats = EMPTY_STATS;
    this.seedText = '';
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

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.element?.remove();
    this.element = null;
    this.mountedId = '';
  }

  override updated(): void {
    // Mount after this update completes: the slot exists now, and mounting updates state.
    if (this.mountedId !== this.entry.id) queueMicrotask(() => this.mount());
  }

  private report(message: string): void {
    this.notice = message;
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
    const stats = this.storage.loadStats(entry.id, title);
    this.stats = stats.value;
    const saved = this.storage.loadGame(entry.id, title);
    if (stats.problem) this.report(stats.problem);
    if (saved.problem) this.report(saved.problem);
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
    el.addEventListener('game-over', (e) =>
      this.onGameOver(e as CustomEvent<{ result: { winners: number[] } }>),
    );
    const settings = saved.value?.settings;
    el.aiSeats = settings?.aiSeats ?? entry.descriptor.defaultAiSeats;
    el.autoplay = settings?.autoplay ?? true;
    if (settings && ['slow', 'normal', 'fast', 'instant'].includes(settings.speed))
      el.speed = settings.speed as SpeedName;
    this.counted = saved.value?.counted ?? false;
    if (saved.value) el.state = saved.value.state;
    this.element = el;
    this.renderRoot.querySelector('.game-slot')!.append(el);
    this.save();
  }

  private save(): void {
    const el = this.element;
    const state = el?.state;
    if (!el || !state) return;
    if (state.actions.length === 0) this.counted = false;
    this.storage.saveGame(this.entry.id, {
      state,
      settings: { aiSeats: el.aiSeats, autoplay: el.autoplay, speed: el.speed },
      counted: this.counted,
    });
    this.requestUpdate();
  }

  private onGameOver(e: CustomEvent<{ result: { winners: number[] } }>): void {
    const el = this.element;
    if (!el || this.counted) return;
    const entry = this.entry;
    this.stats = this.storage.record(
      entry.id,
      this.rules.title,
      resultFor(e.detail.result.winners, el.aiSeats, this.rules.players.max),
    );
    this.counted = true;
    this.save();
  }

  private onNewGame(e: SubmitEvent): void {
    e.preventDefault();
    const el = this.element;
    if (!el) return;
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    const seedText = String(data.get('seed') ?? '').trim();
    let seed: number | undefined;
    if (seedText !== '') {
      const parsed = parseSeed(seedText);
      if (!parsed.ok) {
        this.seedText = 'A seed is a whole number from 0 to 4294967295.';
        return;
      }
      seed = parsed.value;
    }
    this.seedText = '';
    const { options, attributes } = optionsFromForm(this.rules.optionSchema, data);
    el.aiSeats = Array.from({ length: this.rules.players.max }, (_, i) => i).filter(
      (i) => data.get(`ai-${i}`) === 'on',
    );
    for (const [name, value] of attributes)
      value === null ? el.removeAttribute(name) : el.setAttribute(name, value);
    el.newGame(seed === undefined ? options : { ...options, seed });
    el.autoplay = el.aiSeats.length > 0;
  }

  private renderForm() {
    const el = this.element;
    const entry = this.entry;
    const game = entry.descriptor.game;
    const opts = el?.gameState ? (game.optionsOf(el.gameState) as Record<string, unknown>) : {};
    return html`<details class="card" open>
      <summary>New game</summary>
      <form @submit=${this.onNewGame}>
        <label
          >Seed
          <input
            type="text"
            name="seed"
            inputmode="numeric"
            placeholder="random"
            aria-describedby="seed-help"
          /></label>
        <span id="seed-help" class="seed" role=${this.seedText ? 'alert' : nothing}
          >${this.seedText || 'Leave empty for a random deal; the same seed deals the same game.'}</span
        >
        <fieldset>
          <legend>AI plays</legend>
          ${Array.from(
            { length: game.players.max },
            (_, i) => html`<label
              ><input type="checkbox" name=${`ai-${i}`} ?checked=${el ? el.aiSeats.includes(i) : entry.descriptor.defaultAiSeats.includes(i)} />${entry.descriptor.seatNames?.[i] ?? `Player ${i + 1}`}</label
            >`,
          )}
        </fieldset>
        ${optionFields(game.optionSchema, opts)}
        <button type="submit">Deal a new game</button>
      </form>
    </details>`;
  }

  private renderStats() {
    const s = this.stats;
    const items: [string, number][] = [
      ['Played', s.played],
      ['Won', s.won],
      ['Lost', s.lost],
      ['Drawn', s.drawn],
      ['Streak', s.streak],
      ['Best streak', s.bestStreak],
    ];
    return html`<section class="card stats" aria-labelledby="stats-title">
      <h2 id="stats-title">Statistics: ${this.rules.title}</h2>
      <dl>
        ${items.map(([k, v]) => html`<div><dt>${k}</dt><dd data-stat=${k.toLowerCase().replace(' ', '-')}>${v}</dd></div>`)}
      </dl>
      <p class="seed">
        ${this.rules.players.max === 1 ? 'Won and lost count the runs you played yourself.' : 'Won, lost and drawn count your games against the AI.'}
      </p>
    </section>`;
  }

  override render() {
    const entry = this.entry;
    const title = entry.descriptor.game.title;
    return html`<header part="header">
        <h1>MATRIX<span>//</span>ARCADE</h1>
        <p class="tagline">Cyberpunk tabletop games, with an AI that plays and gives hints.</p>
      </header>
      <nav aria-label="Games" part="picker">
        ${GAMES.map(
          (g) => html`<button
            aria-current=${g.id === entry.id ? 'true' : 'false'}
            data-game=${g.id}
            @click=${() => {
              this.game = g.id;
            }}
          >
            ${g.descriptor.game.title}
          </button>`,
        )}
        <span class="coming">Coming: ${COMING.join(' · ')}</span>
      </nav>
      ${
        this.notice
          ? html`<div class="notice" part="notice" role="status">
            <span>⚠ ${this.notice}</span>
            <button @click=${() => {
              this.notice = null;
            }}>Dismiss</button>
          </div>`
          : nothing
      }
      <main>
        <section class="game-slot" aria-label=${title}>
          <p class="seed">${entry.descriptor.blurb} Seed <strong>${this.element?.seed ?? ''}</strong>: share it to replay this deal.</p>
        </section>
        <aside part="sidebar">
          ${this.renderForm()} ${this.renderStats()}
          <details class="card rules" open>
            <summary>How to play ${title}</summary>
            ${rulesSummary(entry.descriptor.rules)}
          </details>
        </aside>
      </main>
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
