/**
 * State fields an edition adds to the base state, declared once. The base state has a fixed
 * set of fields (state.ts); an edition with more (a discard pile, the run's mode)
 * lists each extra field once, on its rules (`OverloadRules.stateFields`), and every part that
 * copies or checks whole states reads that list: the codec (write, read and validate, the cards
 * a field holds counted in the every-card-once check), the observation and `determinize` (a
 * field is public: the player sees it), the position builders, and the step that makes the
 * next state (`afterCard` carries each field over unchanged unless the edition's own rule
 * replaces it).
 */
import type { Deck } from './cards.js';

/** One extra field of an edition's state. Values are plain JSON-friendly data. */
export interface StateField {
  /** The property name on the state, its JSON and its observation. */
  readonly key: string;
  /** A deep copy (states are immutable, but observations and saves must not share arrays). */
  copy(value: unknown): unknown;
  /**
   * Reads untrusted JSON, checking its shape; throws core's `ValidationError` naming `path` and
   * what is allowed.
   */
  read(json: unknown, path: string, deck: Deck): unknown;
  /** The cards the field holds, for the every-card-once check (omit for a field of no cards). */
  cards?(value: unknown): readonly number[];
}

/** A state with its extra fields, read by key. */
export type WithFields = { readonly [key: string]: unknown };

/**
 * Copies the extra fields of `from` onto `to` (a fresh object being built). Any state or
 * observation is taken as it is: the fields are read and written by key, so an edition's state
 * type needs no cast to pass through.
 */
export function carryFields(fields: readonly StateField[], from: object, to: object): void {
  for (let i = 0; i < fields.length; i++) {
    const f = fields[i]!;
    Reflect.set(to, f.key, Reflect.get(from, f.key));
  }
}

/** Deep copies of the extra fields of `from` onto `to` (a fresh object being built). */
export function copyFields(fields: readonly StateField[], from: object, to: object): void {
  for (const f of fields) Reflect.set(to, f.key, f.copy(Reflect.get(from, f.key)));
}
