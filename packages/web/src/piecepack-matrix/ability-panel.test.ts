/**
 * The words of an ability's uses: what they share said once, each button only what differs
 * (ability-panel.ts), from the game's own descriptions of the uses.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '@matrix-arcade/core';
import {
  describeAction,
  layout,
  legalActions,
  piecepackMatrix,
} from '@matrix-arcade/piecepack-matrix';
import { useWords } from './ability-panel.js';
import { placeless } from './view.js';

describe('useWords', () => {
  it('splits a structure-picking use into the shared words and the tile', () => {
    expect(useWords('Viral Dub picks red ♥ ice 3 to swap')).toEqual({
      lead: 'Viral Dub picks … to swap',
      own: 'red ♥ ice 3',
    });
    expect(useWords('Assimilation Kuang jumps onto green ♣ ice 5')).toEqual({
      lead: 'Assimilation Kuang jumps onto …',
      own: 'green ♣ ice 5',
    });
  });

  it('writes each fort’s move as an arrow for Enigma', () => {
    const words =
      'Enigma rearranges forts: green fort to the blue fort’s place, blue fort to the green fort’s place';
    expect(useWords(words)).toEqual({
      lead: 'Enigma rearranges forts: …',
      own: 'green → blue, blue → green',
    });
  });

  it('keeps a single-use ability’s words whole', () => {
    const words = 'Ankara: 1 brain damage for +2 on its next challenge';
    expect(useWords(words)).toEqual({ lead: '', own: words });
  });

  it('splits every use the game describes of the abilities with several uses', () => {
    const { A_ASSIM, A_AIM, A_DAHLIA, A_SMALL, A_ENIGMA, A_DIE, A_FINN, A_CASE } = layout;
    const many = (a: number) =>
      (a >= A_ASSIM && a < A_AIM) ||
      (a >= A_DAHLIA && a < A_SMALL) ||
      (a >= A_FINN && a < A_CASE) ||
      (a >= A_ENIGMA && a < A_DIE);
    const seen = new Set<string>();
    for (const options of [{ black: 5, blue: 5 }, { green: 4, blue: 6 }, { blue: 4 }]) {
      for (let seed = 1; seed <= 6; seed++) {
        const rng = createRng(seed);
        let s = piecepackMatrix.setup(options, seed);
        for (let i = 0; i < 200 && s.ending === null; i++) {
          const legal =
            piecepackMatrix.currentPlayer(s) === -1
              ? [layout.A_DIE + 1 + rng.int(6)]
              : legalActions(s);
          for (const a of legal.filter((a) => s.phase === 'move' && many(a))) {
            const w = useWords(placeless(describeAction(s, a)));
            expect(w.lead, describeAction(s, a)).toMatch(/…/);
            expect(w.own).not.toMatch(/jumps|picks|swaps|switches|rearranges|\(-?\d+, -?\d+\)/);
            seen.add(w.lead);
          }
          s = piecepackMatrix.apply(s, legal[rng.int(legal.length)]!);
        }
      }
    }
    // The runs met each of these abilities.
    expect(seen.size).toBeGreaterThanOrEqual(4);
  });
});
