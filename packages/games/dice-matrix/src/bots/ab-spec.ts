/**
 * The command-line names of Dice Matrix's own bots (`diceMatrixBots`, core's `GameBots`): `ab`
 * is the outside-style alpha-beta player (`alphabeta.ts`) at 100 ms a move with the full
 * evaluation, then any of `:ms<N>` (time a move), `:d<N>` (fixed depth, for reproducible runs)
 * and `:<eval>` (an evaluation of `EVALS`, e.g. `ab:score:ms50`).
 */
import type { GameBots } from '@matrix-arcade/core';
import { alphaBetaBot } from './alphabeta.js';
import { EVALS } from './evaluate.js';

/** Default time a move of `ab`. */
export const AB_DEFAULT_MS = 100;

/** The settings an `ab` spec names. */
export interface AbSpec {
  readonly budgetMs: number;
  readonly maxDepth?: number;
  readonly evalName: string;
}

const positive = (s: string) => (/^[1-9]\d*$/.test(s) ? Number(s) : undefined);

/** The usage line of the `ab` family. */
export const AB_KIND = `ab[:ms<N>|:d<N>|:${Object.keys(EVALS).join('|:')}]`;

/**
 * The settings of an `ab` spec; `undefined` for a spec of another family; an `Error` naming the
 * bad part and the allowed forms for a malformed one.
 */
export function parseAbSpec(spec: string): AbSpec | undefined {
  const [head, ...rest] = spec.split(':');
  if (head !== 'ab') return undefined;
  let budgetMs = AB_DEFAULT_MS;
  let maxDepth: number | undefined;
  let evalName = 'full';
  for (const t of rest) {
    if (t.startsWith('ms') && positive(t.slice(2)) !== undefined) budgetMs = Number(t.slice(2));
    else if (t.startsWith('d') && positive(t.slice(1)) !== undefined) {
      maxDepth = Number(t.slice(1));
      budgetMs = 60_000;
    } else if (t in EVALS) evalName = t;
    else throw new Error(`"${t}" is not an ab setting; allowed: ${AB_KIND}`);
  }
  return { budgetMs, maxDepth, evalName };
}

/** Dice Matrix's own bots, as its manifest hands them to the tools. */
export const diceMatrixBots: GameBots = {
  gameId: 'dice-matrix',
  kinds: [AB_KIND],
  parse(spec) {
    const ab = parseAbSpec(spec);
    if (!ab) return undefined;
    return () => alphaBetaBot({ budgetMs: ab.budgetMs, maxDepth: ab.maxDepth }, ab.evalName, spec);
  },
};
