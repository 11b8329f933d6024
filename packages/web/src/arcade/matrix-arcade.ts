/**
 * `<matrix-arcade>`: the whole arcade in one tag, the game first. A compact top bar (the game
 * button, New game, Stats, Rules, theme and sound) over the chosen game's element, which fills
 * the rest; the front door (a card per game with its deal of the day, and a "continue your game"
 * card when one is in progress) on a first visit and from the game button; the
 * new-game form, the statistics with the past games and their replays, and the rules each in a
 * modal dialog. All is built from the games' cards (`src/game-cards.ts`): the front door loads no
 * game, and a game's code (rules, element, engine glue) is loaded when it is shown ("Loading…"
 * meanwhile; `updateComplete` waits for it and the mount). The game in progress, the
 * statistics, the history and the preferences live in `localStorage` and survive a reload (a
 * game's options included); anything unreadable is set aside and reported in a notice. A game
 * abandoned for a new one counts as a loss, and is only abandoned after a question. With
 * `sync-url`, the page's address follows the deal on show (`?game=…&seed=…` and its options) and
 * opening such a link deals that game, asking first if it would replace a game in progress (a
 * deal the game refuses in this browser, a campaign chapter not opened yet, is said in the
 * notice instead).
 */
import { LitElement, html } from 'lit';
import { confirmStyles } from '../theme/confirm.js';
import { buttons, tokens } from '../theme/tokens.js';
import { CARDS } from '../game-cards.js';
import type { GameCard, WebGame } from '../web-game.js';
import type { ArcadeReplay } from './arcade-replay.js';
import { DailyController } from './daily-controller.js';
import { dailyStyles } from './daily-styles.js';
import { renderEndSlot } from './end-slot.js';
import { WinnableController, arcadeWinnableSource } from './winnable-controller.js';
import { ArcadeStorage, DEFAULT_PREFERENCES, type Preferences } from './arcade-storage.js';
import { type Keeper, lossNote, mountKept, playingOnline } from './arcade-keeping.js';
import { addNotice } from './arcade-notice.js';
import { startOf } from './arcade-start.js';
import { arcadeStyles } from './arcade-styles.js';
import { arcadeView } from './arcade-view.js';
import type { Opening } from './arcade-top-bar.js';
import { type AnyGameElement, isRunning, seatsOf } from './game-mount.js';
import { GameRecords } from './game-records.js';
import { PageTop } from './page-top.js';
import { LinkSync } from './link-sync.js';
import { NewGameDialog } from './new-game-dialog.js';
import { OnlineDialog, playsOnline } from './online-dialog.js';
import { panelStyles } from './panel-styles.js';
import { showDialog } from './arcade-panels.js';
import { FrontDoor } from './front-door.js';
import { LearnDoor } from './learn-door.js';
import { GameLoader } from './game-loader.js';
import { OfflineNote } from './offline-note.js';
import { showPreferences } from './arcade-preferences.js';

/**
 * @customElement matrix-arcade
 * @attr game - id of the game shown first (default: the last one shown, else the front door)
 * @attr sync-url - the page's address follows the deal on show, and a `?game=…&seed=…` link opens it
 * @attr theme - light or dark (set by the theme switch; absent: follow the system)
 * @fires arcade-notice - something was set aside or refused: `{ message }`
 * @csspart header - the top bar
 * @csspart picker - the front door: a card per game
 * @csspart notice - the notice about a save set aside
 * @cssprop --arcade-accent - neon accent colour (and every other `--arcade-*` token)
 */
export class MatrixArcade extends LitElement {
  static override properties = {
    game: { type: String, reflect: true },
    syncUrl: { type: Boolean, attribute: 'sync-url' },
    notice: { state: true },
    records: { state: true },
    prefs: { state: true },
  };

  /** Id of the game on show. */
  declare game: string;
  declare syncUrl: boolean;
  declare private notice: string | null;
  /** Statistics and history of the game on show. */
  declare private records: GameRecords;
  declare private prefs: Preferences;

  static override styles = [tokens, buttons, confirmStyles, arcadeStyles, panelStyles, dailyStyles];

  /** Where saves and statistics go (tests may swap it). */
  storage = new ArcadeStorage();
  private element: AnyGameElement | null = null;
  private mountedId = '';
  private readonly newGameDialog = new NewGameDialog(this);
  private readonly onlineDialog = new OnlineDialog(this);
  private readonly links = new LinkSync(this, (m) => this.report(m));
  /** The daily deal: today's and yesterday's deal, results, streak, share text. */
  readonly daily = new DailyController(this);
  readonly winnable = new WinnableController(this, arcadeWinnableSource(this));
  /** The front door: on show or not, a game chosen yet, the game to continue. */
  private readonly door = new FrontDoor(this);
  /** Learn to play: lessons and the rules reference in a dialog. */
  private readonly learn = new LearnDoor(this, (id) => this.pick(id));
  private readonly offline = new OfflineNote(this);
  /** The game on show's code, loaded when it is shown. */
  private readonly loader: GameLoader = new GameLoader(this, {
    game: () => this.game,
    chosen: () => this.door.chosen,
    alsoNeeded: () => this.onlineDialog.ready,
    failed: (message) => {
      this.report(message);
      if (!this.door.open) this.door.toggle();
    },
  });

  constructor() {
    super();
    this.game = CARDS[0]!.id;
    this.syncUrl = false;
    this.notice = null;
    this.records = new GameRecords(this.storage, '', '', 1);
    this.prefs = DEFAULT_PREFERENCES;
    new PageTop(this, () => this.renderRoot.querySelector('.game-slot'));
  }

  /** The game element on show. */
  get gameElement(): AnyGameElement | null {
    return this.element;
  }

  /** The card of the game on show, and the game once loaded (`game-loader.ts`). */
  private get card(): GameCard {
    return this.loader.card;
  }
  private get entry(): WebGame | null {
    return this.loader.entry;
  }

  /** The game of the entry on show (its rules: title, seats, options). */
  private get rules() {
    return this.loader.loaded.descriptor.game;
  }

  /** The element on show if it is the chosen game's (not the old one right after a switch). */
  private get shownElement(): AnyGameElement | null {
    const el = this.element;
    return el && el.localName === this.card.tag && this.entry ? el : null;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.prefs = this.storage.loadPreferences();
    showPreferences(this, null, this.prefs);
    const start = startOf({
      storage: this.storage,
      named: this.hasAttribute('game'),
      search: this.syncUrl ? location.search : null,
    });
    for (const p of start.problems) this.report(p);
    if (start.game) this.game = start.game;
    this.links.pending = start.linked;
    this.door.start(start.chosen);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.element?.remove();
    this.element = null;
    this.mountedId = '';
  }

  /** The page naming a game (`game`) after the start chooses it, as a card would. */
  override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (this.hasUpdated && changed.has('game') && !this.door.chosen) this.door.choose();
  }

  /** Resolves once the game on show is loaded and mounted, and the arcade has drawn it. */
  protected override async getUpdateComplete(): Promise<boolean> {
    let done = await super.getUpdateComplete();
    while (await this.loader.settled()) done = await super.getUpdateComplete();
    return done;
  }

  override updated(): void {
    const ask = this.renderRoot.querySelector<HTMLDialogElement>('dialog[data-link-question]');
    if (ask && !ask.open) ask.showModal();
    const entry = this.entry;
    if (!entry || !this.door.chosen) return;
    // Mount after this update completes: the slot exists now, and mounting updates state.
    if (this.mountedId !== entry.id) queueMicrotask(() => this.mount());
    renderEndSlot(this.shownElement, html`${this.daily.endLine()}${this.winnable.render()}`);
  }

  /** Adds to the notice (and fires `arcade-notice`); null dismisses the notice. */
  private report(message: string | null): void {
    this.notice = addNotice(this, this.notice, message);
  }

  /** Creates the game element, restoring the saved game; deals or asks about a link's deal. */
  private mount(): void {
    const entry = this.entry;
    if (!entry || this.mountedId === entry.id || !this.isConnected) return;
    // No element while the new one is made: its first events must not reach the old one's game.
    this.element?.remove();
    this.element = null;
    this.mountedId = entry.id;
    const { id, descriptor } = entry;
    this.records = new GameRecords(this.storage, id, descriptor.game.title, this.rules.players.max);
    const slot = this.renderRoot.querySelector('.game-slot')!;
    const [storage, prefs, keeper] = [this.storage, this.prefs, () => this.keeper];
    const el = mountKept(entry, this.records, { storage, prefs, slot, keeper });
    this.element = el;
    if (this.door.chosen) this.storage.saveLastGame(entry.id);
    this.links.mounted(el, this.rules);
    this.onlineDialog.mounted(el);
    this.newGameDialog.reset();
    this.save();
  }

  /** What the dialog and the links need: the game on show and its element. */
  get showing() {
    const { id, descriptor } = this.loader.loaded;
    return { id, descriptor, game: descriptor.game, el: this.shownElement };
  }

  /** Null when a new deal abandons nothing, else what abandoning costs in words. */
  abandonCost(): string | null {
    return isRunning(this.element) ? this.lossNote(this.element) : null;
  }

  /** A deal was made from the new-game form: the game is chosen and on show. */
  dealt(): void {
    this.door.choose();
  }

  private lossNote(el: AnyGameElement | null): string {
    return lossNote(this.records, this.rules, el);
  }

  /** What keeping the game on show needs (arcade-keeping.ts). */
  private get keeper(): Keeper {
    const { records, rules, daily } = this;
    const [report, save] = [(m: string) => this.report(m), () => this.save()];
    return { records, rules, daily, report, save, update: () => this.requestUpdate() };
  }

  optionsOnShow(): Record<string, unknown> {
    const el = this.shownElement;
    return el?.gameState ? (this.rules.optionsOf(el.gameState) as Record<string, unknown>) : {};
  }

  private save(): void {
    const el = this.shownElement;
    const state = el?.state;
    if (!el || !state) return;
    // An online duel is the game server's to keep: the local save and the address stay as they are.
    if (!playingOnline(el)) {
      el.abandonNote = this.lossNote(el);
      this.records.save(state, { aiSeats: el.aiSeats, autoplay: el.autoplay, speed: el.speed });
      // On the front door of a first visit no game is chosen yet: the address waits for one.
      if (this.door.chosen) this.links.sync();
    }
    this.requestUpdate();
  }

  /** What a top-bar button does: the picker toggles, the others open their dialog. */
  private open(what: Opening): void {
    if (what === 'picker') this.door.toggle();
    else if (what === 'new-game') this.newGameDialog.open();
    else if (what === 'online') this.onlineDialog.open();
    else void this.updateComplete.then(() => showDialog(this.renderRoot, what));
  }

  private get replay(): ArcadeReplay {
    return this.renderRoot.querySelector<ArcadeReplay>('arcade-replay')!;
  }

  private pick(id: string): void {
    this.loader.retry();
    this.door.choose();
    this.game = id;
    this.storage.saveLastGame(id);
    this.save();
    // The card clicked is gone: focus to the game button, which names the game now on show.
    void this.updateComplete.then(() =>
      this.renderRoot.querySelector<HTMLElement>('[data-open="picker"]')?.focus(),
    );
  }

  /** The front door's "Play today's deal" of game `id`: shows the game, deals its daily deal. */
  async playDaily(id: string): Promise<void> {
    this.pick(id);
    await this.updateComplete;
    this.mount();
    if (!this.shownElement) return; // its code could not be loaded (said in the notice)
    this.daily.play(this.daily.today);
    await this.updateComplete;
    this.shownElement?.focusBoard();
  }

  private setPrefs(p: Preferences): void {
    this.prefs = p;
    this.storage.savePreferences(p);
    showPreferences(this, this.element, p);
  }

  override render() {
    const el = this.shownElement;
    const { card, entry } = this;
    return arcadeView({
      card,
      entry,
      chosen: this.door.chosen,
      picking: this.door.open,
      prefs: this.prefs,
      notice: this.notice,
      offline: this.offline.render(),
      daily: entry && this.door.chosen && !this.door.open ? this.daily.render() : null,
      seats: el ? seatsOf(this.rules, el) : card.players.max,
      records: this.records,
      streak: this.daily.streakOf(card.id),
      door: this.door.props({ id: this.mountedId, el }, (id) => void this.playDaily(id)),
      newGameDialog: entry
        ? this.newGameDialog.render({
            seed: el?.seed ?? '',
            link: el ? this.links.href() : '',
            copied: this.links.copied,
            onCopy: () => void this.links.copy(),
          })
        : null,
      onlineDialog: entry ? this.onlineDialog.render() : null,
      online: playsOnline(card.players),
      linkAsk:
        entry && this.links.asking
          ? { seed: this.links.asking.seed, note: this.lossNote(el) }
          : null,
      onOpen: (w) => this.open(w),
      onPrefs: (p) => this.setPrefs(p),
      onDismiss: () => this.report(null),
      onPick: (id) => {
        this.pick(id);
        this.learn.picked(id);
      },
      learn: this.learn.render(),
      learnOffer: this.learn.renderOffer(),
      onLearn: (id, what) => this.learn.openGame(id, what),
      onReplay: (g) => this.replay.openPast(this.loader.loaded, g, this.prefs.theme),
      onLinkAnswer: (a) => this.links.answer(a),
    });
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'matrix-arcade': MatrixArcade;
  }
}
