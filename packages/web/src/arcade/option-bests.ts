/**
 * Statistics per option set (issue 37): for each game and each set of its options, how many
 * games counted, won, lost and drawn, and the best result (a win beats a draw beats a loss; then
 * the wider margin over the other seat, or a solitaire's higher score; the earlier game keeps a
 * tie). Plain functions over a stored record, read back with checks (what is not a record is
 * dropped). Only games that count (against the AI, or a solitaire played by a person) are added.
 * Kept under its own key (`matrix-arcade:v1:bests:<game>`), so older saves stay as they were.
 */
import type { OptionSchema, OptionSpec } from '@matrix-arcade/core';
import { optionApplies } from './option-fields.js';

export type CountedResult = 'won' | 'lost' | 'drawn';

/** The best game of an option set. */
export interface BestGame {
  readonly result: CountedResult;
  /** The person's seat's score, and its lead over the other seat (a solitaire: the score). */
  readonly score: number;
  readonly margin: number;
  /** The result in words: "won 158–140", or a solitaire's summary. */
  readonly words: string;
  readonly seed: number;
  /** When it ended (ISO 8601). */
  readonly when: string;
}

export interface OptionSetRecord {
  /** The options in words ("Default options", "Mode: advanced"). */
  readonly label: string;
  readonly played: number;
  readonly won: number;
  readonly lost: number;
  readonly drawn: number;
  readonly best: BestGame | null;
}

/** Per option set (its key: `optionsKey`). */
export type OptionBests = Readonly<Record<string, OptionSetRecord>>;

/** A stable key for a set of options (keys sorted). */
export function optionsKey(options: Record<string, unknown>): string {
  return JSON.stringify(
    Object.keys(options)
      .sort()
      .map((k) => [k, options[k]]),
  );
}

/**
 * A set of options in words: those that differ from the defaults and apply (a value by its
 * words when the schema gives some: a breaker by its name), else "Default options".
 */
export function optionsLabel(
  schema: OptionSchema<object>,
  options: Record<string, unknown>,
): string {
  const parts: string[] = [];
  for (const [key, spec] of Object.entries(schema) as [string, OptionSpec][]) {
    const v = options[key];
    if (v === undefined || v === spec.default || !optionApplies(spec, options)) continue;
    const name = spec.label ?? spec.description;
    const words = spec.valueWords?.[String(v)] ?? v;
    parts.push(typeof v === 'boolean' ? (v ? name : `no ${name}`) : `${name}: ${words}`);
  }
  return parts.length === 0 ? 'Default options' : parts.join(', ');
}

const RANK: Record<CountedResult, number> = { won: 2, drawn: 1, lost: 0 };

/** Whether `a` is better than `b`. */
export function better(a: BestGame, b: BestGame | null): boolean {
  if (!b) return true;
  if (RANK[a.result] !== RANK[b.result]) return RANK[a.result] > RANK[b.result];
  if (a.margin !== b.margin) return a.margin > b.margin;
  return a.score > b.score;
}

/** The records after one more counted game of option set `key`. */
export function withGame(
  bests: OptionBests,
  key: string,
  label: string,
  game: BestGame,
): OptionBests {
  const r = bests[key] ?? { label, played: 0, won: 0, lost: 0, drawn: 0, best: null };
  return {
    ...bests,
    [key]: {
      label,
      played: r.played + 1,
      won: r.won + (game.result === 'won' ? 1 : 0),
      lost: r.lost + (game.result === 'lost' ? 1 : 0),
      drawn: r.drawn + (game.result === 'drawn' ? 1 : 0),
      best: better(game, r.best) ? game : r.best,
    },
  };
}

/** Win % of a record, rounded ("–" before any game). */
export function winPercent(r: {
  played?: number;
  won: number;
  lost: number;
  drawn: number;
}): string {
  const n = r.won + r.lost + r.drawn;
  return n === 0 ? '–' : `${Math.round((100 * r.won) / n)}%`;
}

const count = (n: unknown) => Number.isInteger(n) && (n as number) >= 0;
const num = (n: unknown) => typeof n === 'number' && Number.isFinite(n);

function parseBest(o: unknown): BestGame | null | undefined {
  if (o === null) return null;
  const b = o as Partial<BestGame> | undefined;
  if (!b || typeof b !== 'object' || !(b.result! in RANK)) return undefined;
  if (!num(b.score) || !num(b.margin) || typeof b.words !== 'string') return undefined;
  if (!count(b.seed) || typeof b.when !== 'string') return undefined;
  const { result, score, margin, words, seed, when } = b as BestGame;
  return { result, score, margin, words, seed, when };
}

/** Reads stored records (null: nothing stored); entries that are not records are dropped. */
export function parseOptionBests(raw: string | null): OptionBests {
  if (raw === null) return {};
  let o: unknown;
  try {
    o = JSON.parse(raw);
  } catch {
    return {};
  }
  if (!o || typeof o !== 'object' || Array.isArray(o)) return {};
  const out: Record<string, OptionSetRecord> = {};
  for (const [key, v] of Object.entries(o as Record<string, unknown>)) {
    const r = v as Partial<OptionSetRecord> | null;
    if (!r || typeof r !== 'object' || typeof r.label !== 'string') continue;
    if (![r.played, r.won, r.lost, r.drawn].every(count)) continue;
    const best = parseBest(r.best);
    if (best === undefined) continue;
    const { label, played, won, lost, drawn } = r as OptionSetRecord;
    out[key] = { label, played, won, lost, drawn, best };
  }
  return out;
}
