/**
 * The arcade's shareable address: `?game=<id>&seed=<n>` plus one parameter per option that
 * differs from its default, named like the option's attribute (`&recount-at-end`,
 * `&tournament`). Reading a link checks every part and says what was wrong and what is allowed
 * (an unknown game, a bad seed, a bad option value), keeping what was good; writing one gives
 * the address of the deal on show, so "copy the address" shares exactly that deal.
 */
import type { OptionSchema } from '@matrix-arcade/core';
import { parseSeed } from '../lib/attributes.js';
import { optionAttributes, parseOptionAttribute } from '../lib/option-attributes.js';

/** What a link asks for. */
export interface LinkRequest {
  /** The game id, when the link names a known game. */
  readonly game: string | null;
  readonly seed: number | null;
  /** The options the link sets (the rest are defaults), only when it names a seed. */
  readonly options: Record<string, unknown>;
  /** What was wrong with the link, in words for the player (empty when all was well). */
  readonly problems: readonly string[];
}

/** Reads a query string (`location.search`) against the known games and their option schemas. */
export function readLink(
  search: string,
  games: readonly { readonly id: string; readonly schema: OptionSchema<object> }[],
): LinkRequest {
  const q = new URLSearchParams(search);
  const problems: string[] = [];
  const id = q.get('game');
  if (id === null) return { game: null, seed: null, options: {}, problems };
  const entry = games.find((g) => g.id === id);
  if (!entry) {
    problems.push(
      `The link names a game "${id}" that this arcade does not have (it has ${games.map((g) => g.id).join(', ')}).`,
    );
    return { game: null, seed: null, options: {}, problems };
  }
  let seed: number | null = null;
  const rawSeed = q.get('seed');
  if (rawSeed !== null) {
    const parsed = parseSeed(rawSeed);
    if (parsed.ok) seed = parsed.value;
    else
      problems.push(
        `The link's seed "${rawSeed}" is not a seed: a seed is a whole number from 0 to 4294967295.`,
      );
  }
  const options: Record<string, unknown> = {};
  for (const { key, attribute, spec } of optionAttributes(entry.schema)) {
    const raw = q.get(attribute);
    if (spec.type === 'boolean') {
      options[key] = raw !== null && raw !== 'false' && raw !== '0';
      continue;
    }
    const parsed = parseOptionAttribute(attribute, spec, raw);
    if (parsed.ok) options[key] = parsed.value;
    else {
      problems.push(`The link's ${parsed.error.message}.`);
      options[key] = spec.default;
    }
  }
  return { game: entry.id, seed, options, problems };
}

/** The query string of a deal: `?game=…&seed=…` and its options that differ from the defaults. */
export function linkOf(
  game: string,
  seed: number,
  schema: OptionSchema<object>,
  options: Record<string, unknown>,
): string {
  const q = new URLSearchParams({ game, seed: String(seed) });
  for (const { key, attribute, spec } of optionAttributes(schema)) {
    const v = options[key];
    if (v === undefined || v === spec.default) continue;
    q.set(attribute, spec.type === 'boolean' ? '' : String(v));
  }
  // `recount-at-end=` reads better without the `=` of an empty value.
  return `?${q.toString().replace(/=(&|$)/g, '$1')}`;
}

/**
 * The page's query string with the deal's parameters replaced by `link`'s, keeping any other
 * parameter the page has (`games`: every schema, whose option parameters are the arcade's).
 */
export function mergedLink(
  search: string,
  link: string,
  schemas: readonly OptionSchema<object>[],
): string {
  const ours = new Set(['game', 'seed']);
  for (const schema of schemas) for (const o of optionAttributes(schema)) ours.add(o.attribute);
  const kept = [...new URLSearchParams(search)].filter(([k]) => !ours.has(k));
  if (kept.length === 0) return link;
  const rest = new URLSearchParams(kept).toString();
  return `${link}&${rest}`;
}
