/**
 * The settings half of `GameElement`: the reactive properties every game element shares, the
 * shared attributes (`seed`, `ai-seats`, `speed`, `ai-iterations`, `theme`; a bad value warns,
 * fires `error` and is ignored) with their properties (checked the same way, `property-checks.ts`),
 * the `sound` and `readonly` switches, the game's option attributes generated from
 * its `optionSchema` (`option-attributes.ts`), the read-only views of the game (`gameState`,
 * `result`), and the words a game may reword (seat names, turns, hints, estimates, thinking).
 * What the element does with them (sessions, the AI, moves, events) is in `game-element.ts`.
 */
import { LitElement } from 'lit';
import type { AnyGame, Game, Outcome } from '@matrix-arcade/core';
import {
  type AiLevelName,
  SHARED_ATTRIBUTES,
  type ThemeName,
  parseSharedAttribute,
} from './attributes.js';
import type { GameSession } from './game-session.js';
import type { HintResult } from './game-events.js';
import { optionAttributes, optionProperty, parseOptionAttribute } from './option-attributes.js';
import {
  type Checked,
  checkIterations,
  checkLevel,
  checkSeats,
  checkSeed,
  checkSpeed,
  checkTheme,
} from './property-checks.js';
import type { SpeedName } from './speeds.js';
import { reportProblem } from './warn.js';

const optionsDeclared = Symbol('optionsDeclared');

export abstract class GameElementBase<S> extends LitElement {
  static override properties = {
    autoplay: { type: Boolean, reflect: true },
    sound: { type: Boolean, reflect: true },
    readonly: { type: Boolean, reflect: true },
    lastHint: { state: true },
    announcement: { state: true },
    version: { state: true },
  };

  /** The AI plays its seats by itself (pause by turning this off). */
  declare autoplay: boolean;
  /** Short sounds for moves and endings (off unless asked for; the arcade has a mute switch). */
  declare sound: boolean;
  /** The board takes no moves and the AI does not play: for showing or replaying a game. */
  declare readonly: boolean;
  /** The last hint, for the position it was asked in. */
  declare protected lastHint: (HintResult & { ply: number }) | null;
  /** The last announcement of the live region. */
  declare protected announcement: string;
  /** Bumped on every change of the session (re-renders and drops stale searches). */
  declare protected version: number;

  protected session: GameSession<S> | null = null;
  protected seedValue: number | null = null;
  private aiSeatsValue: readonly number[] = [];
  private speedValue: SpeedName = 'normal';
  private iterationsValue: number | undefined = undefined;
  private levelValue: AiLevelName = 'quick';
  private themeValue: ThemeName | null = null;

  /**
   * The rules of the element's game: every subclass sets it (`static override game = myGame`).
   * Its `optionSchema` gives the option attributes, `players.max` the seats.
   */
  static game: AnyGame;

  /** The element's game (its class's static `game`). */
  // biome-ignore lint/suspicious/noExplicitAny: any game's options
  protected get game(): Game<S, any, any> {
    return (this.constructor as typeof GameElementBase).game;
  }

  /** The game's options as kebab-case attributes, in the schema's order. */
  protected get optionAttributes(): ReturnType<typeof optionAttributes> {
    return optionAttributes(this.game.optionSchema);
  }

  /** Deals a new game with this seed and the option attributes. */
  protected abstract startGame(seed: number): void;
  /** Re-renders, saves, and lets the AI move if it is its turn. */
  protected abstract changed(): void;

  static override get observedAttributes(): string[] {
    // `super` here runs Lit's getter for this subclass (it finalizes the subclass's properties).
    // biome-ignore lint/complexity/noThisInStatic: must be the subclass, not LitElement itself
    declareOptions(this);
    // biome-ignore lint/complexity/noThisInStatic: must be the subclass, not LitElement itself
    return [...super.observedAttributes, ...SHARED_ATTRIBUTES];
  }

  constructor() {
    super();
    this.autoplay = false;
    this.sound = false;
    this.readonly = false;
    this.lastHint = null;
    this.announcement = '';
    this.version = 0;
    const self = this as unknown as Record<string, unknown>;
    for (const o of this.optionAttributes) self[o.key] = o.spec.default;
  }

  override attributeChangedCallback(name: string, old: string | null, value: string | null): void {
    const option = this.optionAttributes.find((o) => o.attribute === name);
    if (option && old !== value) {
      const parsed = parseOptionAttribute(name, option.spec, value);
      // A bad value never reaches the property: the option keeps its last good value.
      if (!parsed.ok) {
        reportProblem(this, { source: name, message: parsed.error.message, value });
        return;
      }
    }
    super.attributeChangedCallback(name, old, value);
    if (name === 'theme' && value === null) this.theme = null;
    if (value === null || old === value) return;
    const parsed = parseSharedAttribute(name, value, this.game.players.max);
    if (!parsed) return;
    if (!parsed.ok) {
      reportProblem(this, { source: name, message: parsed.error.message, value });
      // The CSS reads the theme attribute: put the last good one back.
      if (name === 'theme') this.theme = this.themeValue;
      return;
    }
    if (name === 'seed') this.seed = parsed.value as number;
    else if (name === 'ai-seats') this.aiSeats = parsed.value as number[];
    else if (name === 'speed') this.speed = parsed.value as SpeedName;
    else if (name === 'theme') this.theme = parsed.value as ThemeName;
    else if (name === 'ai-level') this.aiLevel = parsed.value as AiLevelName;
    else this.aiIterations = parsed.value as number;
  }

  /** A bad property value: warn, fire `error`, keep the last good value. */
  private accept<T>(
    source: string,
    checked: Checked<T>,
    v: unknown,
  ): checked is { ok: true; value: T } {
    if (!checked.ok) reportProblem(this, { source, message: checked.message, value: v });
    return checked.ok;
  }

  /** The seed of the current game; setting a different one deals a new game with it. */
  get seed(): number {
    return this.session?.seed ?? this.seedValue ?? 0;
  }
  set seed(v: number) {
    const c = checkSeed(v);
    if (!this.accept('seed', c, v)) return;
    this.seedValue = c.value;
    if (this.session && this.session.seed !== this.seedValue) this.startGame(this.seedValue);
  }

  /** Seats the AI plays, e.g. `[1]`, or `[0, 1]` to watch it play itself. */
  get aiSeats(): readonly number[] {
    return this.aiSeatsValue;
  }
  set aiSeats(v: readonly number[]) {
    const c = checkSeats(v, this.game.players.max);
    if (!this.accept('ai-seats', c, v)) return;
    this.aiSeatsValue = c.value;
    this.changed();
  }

  /** Pause before each AI move: slow, normal, fast or instant. */
  get speed(): SpeedName {
    return this.speedValue;
  }
  set speed(v: SpeedName) {
    const c = checkSpeed(v);
    if (!this.accept('speed', c, v)) return;
    this.speedValue = c.value;
    this.changed();
  }

  /** Search iterations per AI move and hint (default: the engine's setting for the game). */
  get aiIterations(): number | undefined {
    return this.iterationsValue;
  }
  set aiIterations(v: number | undefined) {
    const c = checkIterations(v);
    if (!this.accept('ai-iterations', c, v)) return;
    this.iterationsValue = c.value;
  }

  /**
   * How hard the AI plays, for its moves and hints: `"quick"` (the default, well under a tenth
   * of a second a move) or `"strong"` (the engine's stronger setting, up to about a second).
   * `aiIterations`, when set, still fixes the work a move.
   */
  get aiLevel(): AiLevelName {
    return this.levelValue;
  }
  set aiLevel(v: AiLevelName) {
    const c = checkLevel(v);
    if (!this.accept('ai-level', c, v)) return;
    this.levelValue = c.value;
  }

  /**
   * The colour theme: `"light"` or `"dark"`, or null (no `theme` attribute) to follow the
   * system's light or dark setting. Reflected to the `theme` attribute, which the CSS reads.
   */
  get theme(): ThemeName | null {
    return this.themeValue;
  }
  set theme(v: ThemeName | null) {
    const c = checkTheme(v);
    if (!this.accept('theme', c, v)) return;
    this.themeValue = c.value;
    if (c.value === null) {
      if (this.hasAttribute('theme')) this.removeAttribute('theme');
    } else if (this.getAttribute('theme') !== c.value) this.setAttribute('theme', c.value);
  }

  /** The current game state (read-only; plain data). */
  get gameState(): S | null {
    return this.session?.state ?? null;
  }

  /** How the game ended, or null while it runs. */
  get result(): Outcome | null {
    return this.session ? this.game.outcome(this.session.state) : null;
  }

  // ---- words, for subclasses to reword ----

  /** "Player 1", "Player 2 (AI)". */
  protected seatName(seat: number): string {
    return `Player ${seat + 1}${this.isAiSeat(seat) ? ' (AI)' : ''}`;
  }

  /** What the live region says about whose turn it is: "Player 2 (AI) to move." */
  protected turnWords(seat: number): string {
    return `${this.seatName(seat)} to move.`;
  }

  /** What the live region says about a hint. */
  protected hintWords(hint: HintResult): string {
    const why = hint.explanation ? ` ${hint.explanation}` : '';
    return `Hint for ${this.seatName(hint.seat)}: ${hint.description}, ${this.valueWords(hint)}.${why}`;
  }

  /** Why the engine's move is good, in words, or null (games that explain their hints override). */
  protected hintExplanation(_state: S, _action: number): string | null {
    return null;
  }

  /**
   * The hint's confidence in words: the result of best play when the search solved the game to
   * its end, else the calibrated chance when there is one ("the AI wins about 40% of the time
   * from here": measured with the AI playing on), else that there is none (the raw search value
   * is no chance, and is not shown); then "strong AI" when the strong level searched it.
   */
  protected valueWords(hint: Pick<HintResult, 'value' | 'chance' | 'solved' | 'level'>): string {
    const level = hint.level === 'strong' ? ' (strong AI)' : '';
    if (hint.solved) return `${this.solvedWords(hint.solved.margin, hint.value)}${level}`;
    if (hint.chance === undefined) return `no win chance at these AI settings${level}`;
    const pct = Math.round(hint.chance * 100);
    const about = pct < 1 ? 'under 1%' : pct > 99 ? 'over 99%' : `about ${pct}%`;
    return `the AI wins ${about} of the time from here${level}`;
  }

  /** A solved hint's result in words; games with points override to say the margin. */
  protected solvedWords(_margin: number, value: number): string {
    if (value >= 1) return 'a win with best play';
    if (value <= 0) return 'a loss against best play';
    return 'a draw with best play';
  }

  /** The bold title of the hint panel: "Hint for Player 1". */
  protected hintTitle(hint: HintResult): string {
    return `Hint for ${this.seatName(hint.seat)}`;
  }

  /** The thinking indicator's words while the AI searches a move for `seat`. */
  protected thinkingWords(seat: number): string {
    return `${this.seatName(seat)} is thinking…`;
  }

  /** The names of the "AI plays" boxes of the controls: "Player 1", "Player 2". */
  protected controlSeatNames(): string[] {
    return Array.from({ length: this.game.players.max }, (_, seat) => `Player ${seat + 1}`);
  }

  protected isAiSeat(seat: number): boolean {
    return this.aiSeatsValue.includes(seat);
  }

  /** Whether some seat is played by a person. */
  protected hasHumanSeat(): boolean {
    return this.aiSeatsValue.length < this.game.players.max;
  }

  protected announce(text: string): void {
    this.announcement = text;
  }
}

/** Declares one reflected property per option of the class's game (before Lit maps attributes). */
function declareOptions(cls: typeof GameElementBase): void {
  if (Object.hasOwn(cls, optionsDeclared)) return;
  Object.defineProperty(cls, optionsDeclared, { value: true });
  if (!cls.game) throw new Error(`${cls.name} must set \`static game\` to its rules`);
  for (const o of optionAttributes(cls.game.optionSchema)) {
    if (!cls.elementProperties.has(o.key))
      cls.createProperty(o.key, optionProperty(o.attribute, o.spec));
  }
}
