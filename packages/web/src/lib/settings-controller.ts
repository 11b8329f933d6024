/**
 * The shared settings of a game element, as a Lit reactive controller: the values behind the
 * `seed`, `aiSeats`, `speed`, `aiIterations`, `aiLevel` and `theme` properties and their
 * attributes (`seed`, `ai-seats`, `speed`, `ai-iterations`, `ai-level`, `theme`). An attribute
 * is parsed (`attributes.ts`) and a property value checked (`property-checks.ts`) by the same
 * rules; a bad value warns, fires `error` and is ignored, keeping the last good one. A new
 * seed deals a new game, new AI seats or speed let the AI reconsider, and the theme is
 * reflected to its attribute (the CSS reads it).
 */
import type { ReactiveController } from 'lit';
import { type ElementApi, gameOf } from './element-api.js';
import { type AiLevelName, type ThemeName, parseSharedAttribute } from './attributes.js';
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
import { fireSettings } from './game-events.js';
import { reportProblem } from './warn.js';

/** What the controller needs from its element. */
export interface SettingsDriver {
  /** The seed of the game in progress, or null before the first deal. */
  dealtSeed(): number | null;
  /** Deals a new game with this seed. */
  reseed(seed: number): void;
  /** The AI seats or speed changed. */
  changed(): void;
}

const PROPERTY_OF: Record<string, string> = {
  seed: 'seed',
  'ai-seats': 'aiSeats',
  speed: 'speed',
  'ai-iterations': 'aiIterations',
  'ai-level': 'aiLevel',
  theme: 'theme',
};

export class SettingsController implements ReactiveController {
  /** The seed asked for (attribute, property or the last deal), or null for a random one. */
  seed: number | null = null;
  aiSeats: readonly number[] = [];
  speed: SpeedName = 'normal';
  iterations: number | undefined = undefined;
  level: AiLevelName = 'quick';
  theme: ThemeName | null = null;

  constructor(
    private readonly host: ElementApi,
    private readonly d: SettingsDriver,
  ) {
    host.addController(this);
  }

  /** Nothing to set up: the element's first render draws everything. */
  hostConnected(): void {}

  /** A shared attribute changed (other attributes are not this controller's). */
  attributeChanged(name: string, old: string | null, value: string | null): void {
    const property = PROPERTY_OF[name];
    if (!property) return;
    if (name === 'theme' && value === null) this.setTheme(null);
    if (value === null || old === value) return;
    const parsed = parseSharedAttribute(name, value, gameOf(this.host).players.max);
    if (!parsed) return;
    if (!parsed.ok) {
      reportProblem(this.host, { source: name, message: parsed.error.message, value });
      // The CSS reads the theme attribute: put the last good one back.
      if (name === 'theme') this.setTheme(this.theme);
      return;
    }
    (this.host as unknown as Record<string, unknown>)[property] = parsed.value;
  }

  /** A bad property value: warn, fire `error`, keep the last good value. */
  private accept<T>(source: string, c: Checked<T>, v: unknown): c is { ok: true; value: T } {
    if (!c.ok) reportProblem(this.host, { source, message: c.message, value: v });
    return c.ok;
  }

  /** The seed of the game in progress, or null before the first deal. */
  dealtSeed(): number | null {
    return this.d.dealtSeed();
  }

  setSeed(v: unknown): void {
    const c = checkSeed(v);
    if (!this.accept('seed', c, v)) return;
    this.seed = c.value;
    const dealt = this.d.dealtSeed();
    if (dealt !== null && dealt !== c.value) this.d.reseed(c.value);
  }

  setAiSeats(v: unknown): void {
    const c = checkSeats(v, gameOf(this.host).players.max);
    if (!this.accept('ai-seats', c, v)) return;
    this.aiSeats = c.value;
    this.d.changed();
    if (this.host.hasUpdated) fireSettings(this.host);
  }

  setSpeed(v: unknown): void {
    const c = checkSpeed(v);
    if (!this.accept('speed', c, v)) return;
    this.speed = c.value;
    this.d.changed();
    if (this.host.hasUpdated) fireSettings(this.host);
  }

  setIterations(v: unknown): void {
    const c = checkIterations(v);
    if (this.accept('ai-iterations', c, v)) this.iterations = c.value;
  }

  setLevel(v: unknown): void {
    const c = checkLevel(v);
    if (this.accept('ai-level', c, v)) this.level = c.value;
  }

  setTheme(v: unknown): void {
    const c = checkTheme(v);
    if (!this.accept('theme', c, v)) return;
    this.theme = c.value;
    const el = this.host;
    if (c.value === null) {
      if (el.hasAttribute('theme')) el.removeAttribute('theme');
    } else if (el.getAttribute('theme') !== c.value) el.setAttribute('theme', c.value);
  }
}

type Accessor = [(c: SettingsController) => unknown, (c: SettingsController, v: unknown) => void];

const ACCESSORS: Record<string, Accessor> = {
  seed: [(c) => c.dealtSeed() ?? c.seed ?? 0, (c, v) => c.setSeed(v)],
  aiSeats: [(c) => c.aiSeats, (c, v) => c.setAiSeats(v)],
  speed: [(c) => c.speed, (c, v) => c.setSpeed(v)],
  aiIterations: [(c) => c.iterations, (c, v) => c.setIterations(v)],
  aiLevel: [(c) => c.level, (c, v) => c.setLevel(v)],
  theme: [(c) => c.theme, (c, v) => c.setTheme(v)],
};

/**
 * Defines the shared settings' properties (`seed`, `aiSeats`, `speed`, `aiIterations`,
 * `aiLevel`, `theme`) on an element class's prototype, each read from and checked by the
 * element's `settings` controller, as Lit defines its reactive properties.
 */
export function defineSettingProperties(prototype: object): void {
  const of = (el: unknown) => (el as { settings: SettingsController }).settings;
  for (const [name, [get, set]] of Object.entries(ACCESSORS)) {
    Object.defineProperty(prototype, name, {
      configurable: true,
      enumerable: true,
      get(this: unknown) {
        return get(of(this));
      },
      set(this: unknown, v: unknown) {
        set(of(this), v);
      },
    });
  }
}
