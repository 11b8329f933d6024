/**
 * The game's option attributes on an element, as a Lit reactive controller: one reflected Lit
 * property per option of the game's `optionSchema` (declared on the element class before Lit
 * maps its attributes, `declareOptions`), a bad attribute value refused (warned, `error`, the
 * option keeps its last good value), the options as the attributes say now, and whether a
 * change of them asks for a new deal (the options differ from the game in progress).
 */
import type { PropertyDeclarations, ReactiveController } from 'lit';
import type { AnyGame } from '@matrix-arcade/core';
import { type ElementApi, gameOf } from './element-api.js';
import { optionAttributes, optionProperty, parseOptionAttribute } from './option-attributes.js';
import { reportProblem } from './warn.js';

const declared = Symbol('optionsDeclared');

/** An element class with a game and Lit's property machinery. */
interface OptionClass {
  readonly name: string;
  readonly game: AnyGame;
  readonly elementProperties: Map<PropertyKey, unknown>;
  createProperty(name: PropertyKey, options?: PropertyDeclarations[string]): void;
}

/** Declares one reflected property per option of the class's game (once per class). */
export function declareOptions(cls: OptionClass): void {
  if (Object.hasOwn(cls, declared)) return;
  Object.defineProperty(cls, declared, { value: true });
  if (!cls.game) throw new Error(`${cls.name} must set \`static game\` to its rules`);
  for (const o of optionAttributes(cls.game.optionSchema)) {
    if (!cls.elementProperties.has(o.key))
      cls.createProperty(o.key, optionProperty(o.attribute, o.spec));
  }
}

/** What the controller needs from its element. */
export interface OptionsDriver {
  /** The options of the game in progress, or null before the first deal. */
  current(): object | null;
  /** The options as the element reads its option properties now. */
  wanted(): object;
}

export class OptionsController implements ReactiveController {
  /** The option properties as last seen, to notice a change. */
  private seen: readonly unknown[] | null = null;

  constructor(
    private readonly host: ElementApi,
    private readonly d: OptionsDriver,
  ) {
    host.addController(this);
    this.setDefaults();
  }

  /** The game's options as kebab-case attributes, in the schema's order. */
  get attributes(): ReturnType<typeof optionAttributes> {
    return optionAttributes(gameOf(this.host).optionSchema);
  }

  /** Sets every option property to its default (when the element is created). */
  private setDefaults(): void {
    const self = this.host as unknown as Record<string, unknown>;
    for (const o of this.attributes) self[o.key] = o.spec.default;
  }

  /** Whether an attribute's new value may reach its property (false: refused and reported). */
  accepts(name: string, old: string | null, value: string | null): boolean {
    const option = this.attributes.find((o) => o.attribute === name);
    if (!option || old === value) return true;
    const parsed = parseOptionAttribute(name, option.spec, value);
    if (!parsed.ok)
      reportProblem(this.host, { source: name, message: parsed.error.message, value });
    return parsed.ok;
  }

  /** The options as the option properties say now. */
  fromAttributes(): object {
    const self = this.host as unknown as Record<string, unknown>;
    return Object.fromEntries(this.attributes.map((o) => [o.key, self[o.key]]));
  }

  /**
   * Before each render: an option property changed since the last one, and the options the
   * element wants differ from the game in progress: deal a new game with the same seed.
   */
  hostUpdate(): void {
    const self = this.host as unknown as Record<string, unknown>;
    const now = this.attributes.map((o) => self[o.key]);
    const before = this.seen;
    this.seen = now;
    if (!before || now.every((v, i) => v === before[i])) return;
    const current = this.d.current() as Record<string, unknown> | null;
    if (!current) return;
    const wanted = this.d.wanted() as Record<string, unknown>;
    if (Object.keys(wanted).some((k) => current[k] !== wanted[k]))
      this.host.newGame({ seed: this.host.seed });
  }
}
