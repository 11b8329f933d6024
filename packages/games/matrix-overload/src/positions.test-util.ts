/**
 * Test helpers: `tight` builds a position in which every card not mentioned is out of
 * circulation (remaining royals dead at free positions, remaining programs as ICE on the first
 * dead royal), so the deck holds exactly the cards a test lists; `specOf` writes a state back
 * as a position spec (stacks, outside positions, hand).
 */
import { POSITIONS } from './actions.js';
import { PROGRAM, ROYAL, STANDARD_DECK, parseCard } from './cards.js';
import { type OutsideSpec, fromPosition } from './position.js';
import type { MatrixOverloadState } from './state.js';

export const code = (text: string): number => parseCard(STANDARD_DECK, text)[0]!;
export const text = (c: number): string => STANDARD_DECK.text[c]!;

export interface TightSpec {
  readonly stacks: readonly (string | readonly string[])[];
  /** Living (or otherwise specified) royals by position. */
  readonly outside?: Readonly<Record<number, string | OutsideSpec>>;
  readonly hand: string;
  /** Unknown top of the deck, in draw order. */
  readonly deck?: readonly string[];
  /** Known bottom of the deck. */
  readonly bottom?: readonly string[];
  readonly idle?: number;
}

export function tight(spec: TightSpec): MatrixOverloadState {
  const used = new Set<number>();
  const take = (t: string) => {
    const c = parseCard(STANDARD_DECK, t).find((x) => !used.has(x));
    if (c === undefined) throw new Error(`tight: ${t}`);
    used.add(c);
  };
  for (const st of spec.stacks) {
    for (const w of typeof st === 'string' ? st.split(/\s+/).filter(Boolean) : st) take(w);
  }
  const outside: Record<number, string | OutsideSpec> = { ...(spec.outside ?? {}) };
  for (const o of Object.values(outside)) {
    const os = typeof o === 'string' ? { royal: o } : o;
    if (os.royal) take(os.royal);
    for (const i of os.ice ?? []) take(i);
  }
  take(spec.hand);
  for (const w of spec.deck ?? []) take(w);
  for (const w of spec.bottom ?? []) take(w);
  const free: number[] = [];
  for (let p = 0; p < POSITIONS; p++) if (!(p in outside)) free.push(p);
  const programs: string[] = [];
  let firstDead = -1;
  for (let c = 0; c < STANDARD_DECK.size; c++) {
    if (used.has(c)) continue;
    const t = text(c);
    if (STANDARD_DECK.role[c] === ROYAL) {
      const p = free.shift();
      if (p === undefined) throw new Error(`tight: no free position for ${t}`);
      outside[p] = { royal: t, dead: true };
      if (firstDead < 0) firstDead = p;
    } else if (STANDARD_DECK.role[c] === PROGRAM) {
      programs.push(t);
    } else {
      throw new Error(`tight: place ${t} somewhere`);
    }
  }
  if (programs.length > 0) {
    if (firstDead < 0) throw new Error('tight: no dead royal to hold the spare programs');
    outside[firstDead] = { ...(outside[firstDead] as OutsideSpec), ice: programs };
  }
  return fromPosition({
    stacks: spec.stacks,
    outside,
    hand: spec.hand,
    deckTop: spec.deck ?? [],
    deckBottom: spec.bottom ?? [],
    idle: spec.idle ?? 0,
  });
}

/** A state written back as the start of a `PositionSpec`. */
export function specOf(s: MatrixOverloadState) {
  const outside: Record<number, { royal?: string; dead?: boolean; ice?: string[] }> = {};
  for (let p = 0; p < POSITIONS; p++) {
    if (s.royals[p]! >= 0 || s.ice[p]!.length > 0) {
      outside[p] = {
        ...(s.royals[p]! >= 0 ? { royal: text(s.royals[p]!) } : {}),
        dead: s.dead[p]!,
        ice: s.ice[p]!.map(text),
      };
    }
  }
  return {
    stacks: s.stacks.map((st) => st.map(text)),
    outside,
    hand: text(s.hand),
  };
}
