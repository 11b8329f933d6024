/**
 * Invariants over random games (fast-check drives the seeds and the choices): the running
 * score always equals the recount, the 50 dice (10 per colour) are conserved, the cached line
 * sizes match the areas, and the fast legal-move generator agrees with a brute-force check of
 * every action code against the rules.
 */
import { TERMINAL } from '@matrix-arcade/core';
import { propertyRuns } from '@matrix-arcade/core/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_COUNT } from './actions.js';
import { colourOf } from './dice.js';
import { diceMatrix } from './game.js';
import { illegalReason } from './rules.js';
import { lineCounts, recount } from './scoring.js';
import type { DiceMatrixOptions, DiceMatrixState } from './state.js';

/** Plays a game choosing with `pick(n)` among n legal actions; visits every state. */
function play(
  options: Partial<DiceMatrixOptions>,
  seed: number,
  pick: (n: number) => number,
  visit: (s: DiceMatrixState) => void,
): DiceMatrixState {
  let s = diceMatrix.setup(options, seed);
  visit(s);
  while (diceMatrix.currentPlayer(s) !== TERMINAL) {
    const legal = diceMatrix.legalActions(s);
    s = diceMatrix.apply(s, legal[pick(legal.length)]!);
    visit(s);
  }
  return s;
}

function chooser(choices: readonly number[]): (n: number) => number {
  let i = 0;
  return (n) => choices[i++ % choices.length]! % n;
}

function diceByColour(s: DiceMatrixState): number[] {
  const counts = [0, 0, 0, 0, 0];
  for (const d of s.matrix) if (d >= 0) counts[colourOf(d)]!++;
  if (s.spare >= 0) counts[colourOf(s.spare)]!++;
  for (const area of s.areas) {
    area.forEach((n, code) => {
      counts[colourOf(code)]! += n;
    });
  }
  return counts;
}

const choicesArb = fc.array(fc.nat(10_000), { minLength: 1, maxLength: 80 });
const seedArb = fc.integer({ min: 0, max: 0xffffffff });

describe('invariants over random games', () => {
  it('the running score always equals the recount of the area', () => {
    fc.assert(
      fc.property(seedArb, choicesArb, (seed, choices) => {
        play({}, seed, chooser(choices), (s) => {
          expect(s.scores).toEqual([recount(s.areas[0]!), recount(s.areas[1]!)]);
        });
      }),
      propertyRuns(60),
    );
  }, 60_000);

  it('50 dice, 10 of each colour, are conserved; line caches match the areas', () => {
    fc.assert(
      fc.property(
        seedArb,
        choicesArb,
        fc.boolean(),
        fc.boolean(),
        (seed, choices, recountAtEnd, tournament) => {
          play({ recountAtEnd, tournament }, seed, chooser(choices), (s) => {
            expect(diceByColour(s)).toEqual([10, 10, 10, 10, 10]);
            expect(s.lines).toEqual(s.areas.map(lineCounts));
            expect(s.left).toBe(s.matrix.filter((d) => d >= 0).length);
          });
        },
      ),
      propertyRuns(40),
    );
  }, 60_000);

  it('legal actions are exactly the codes the rules accept, ascending', () => {
    fc.assert(
      fc.property(seedArb, choicesArb, (seed, choices) => {
        play({}, seed, chooser(choices), (s) => {
          const legal = diceMatrix.legalActions(s);
          const brute: number[] = [];
          for (let a = 0; a < ACTION_COUNT; a++) if (illegalReason(s, a) === null) brute.push(a);
          expect(legal).toEqual(s.toMove === TERMINAL ? [] : brute);
          expect([...legal].sort((x, y) => x - y)).toEqual(legal);
        });
      }),
      propertyRuns(15),
    );
  }, 60_000);

  it('every game ends with an empty matrix, and only then', () => {
    fc.assert(
      fc.property(seedArb, choicesArb, (seed, choices) => {
        const end = play({}, seed, chooser(choices), (s) => {
          const over = diceMatrix.currentPlayer(s) === TERMINAL;
          expect(over).toBe(s.matrix.every((d) => d < 0));
        });
        expect(end.gameScores).toEqual([end.scores]);
      }),
      propertyRuns(40),
    );
  });
});
