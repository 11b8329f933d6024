/**
 * Matrix (piecepack) as a core `Game`: one seat, a hidden data stack (its order fixed by the
 * seed and hidden by `observe`), die rolls as explicit chance nodes. Returns are 1 for a win and
 * 0 for any loss; the score is the number of forts held by their own breaker at the end (0–4),
 * which tells runs apart even when few are won.
 */
import type { Game, Outcome } from '@matrix-arcade/core';
import { codec } from './codec.js';
import { describeAction } from './describe.js';
import { estimateWords } from './heuristic.js';
import { type PiecepackObservation, determinize, observe } from './observation.js';
import { apply, chanceOutcomes, currentPlayer, legalActions, setup } from './rules.js';
import { type PiecepackOptions, type PiecepackState, optionSchema, toWords } from './state.js';

/** How the run ended, in words. */
export function outcomeOf(s: PiecepackState): Outcome | null {
  if (s.ending === null) return null;
  const dmg = `${s.damage} brain damage`;
  const held = [0, 1, 2, 3].filter((c) => {
    const fort = s.structures.find((x) => x.tile === c * 6);
    return fort !== undefined && s.positions[c] === fort.cell;
  }).length;
  let summary: string;
  switch (s.ending) {
    case 'win':
      summary = `Every data fort holds its own breaker: the run is won with ${dmg}.`;
      break;
    case 'brain-death':
      summary = `Brain death: ${dmg} (${held} of 4 forts held).`;
      break;
    case 'over-target':
      summary = `Over the target: ${dmg}, more than the ${s.options.target} allowed (${held} of 4 forts held).`;
      break;
  }
  return { ending: s.ending, winners: s.ending === 'win' ? [0] : [], scores: [held], summary };
}

export function estimateReturns(s: PiecepackState): [number] {
  return [estimateWords(toWords(s))];
}

export const piecepackMatrix: Game<PiecepackState, PiecepackObservation, PiecepackOptions> = {
  id: 'piecepack-matrix',
  title: 'Matrix (piecepack)',
  players: { min: 1, max: 1 },
  optionSchema,
  hasHiddenInformation: true,
  setup,
  optionsOf: (s) => s.options,
  numSeats: () => 1,
  currentPlayer,
  legalActions,
  chanceOutcomes,
  apply,
  returns: (s) => [s.ending === 'win' ? 1 : 0],
  outcome: outcomeOf,
  observe,
  determinize,
  evaluate: (s) => estimateWords(toWords(s)),
  estimateReturns,
  searchDefaults: { playoutDepth: 8, exploration: 0.4 },
  describeAction,
  codec,
};
