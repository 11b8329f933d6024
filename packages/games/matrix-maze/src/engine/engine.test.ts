/**
 * The Matrix Maze engine beyond the kit: hints never see future dice (two matches at the same
 * position whose chance generators would roll differently get the same observation words and the
 * same hint), hints are legal decisions of every kind (facing, hacks, walls), and the kernel
 * takes an author's 10 × 10 map.
 */
import { createInlineEngine } from '@matrix-arcade/ai-wasm';
import { Match, TERMINAL, chanceRng, sampleChance } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { matrixMaze } from '../game.js';
import { legalActions } from '../rules.js';
import { fromMap } from '../state.js';
import { encodeObservation } from './encode.js';
import { matrixMazeKernel } from './kernel.js';

const ROLLS = matrixMaze.chanceOutcomes({ ...matrixMaze.setup({}, 1), phase: 1 });

/** The first two rolls a match with this seed will make. */
function rollsOf(seed: number): [number, number] {
  const rng = chanceRng(seed);
  return [sampleChance(ROLLS, rng), sampleChance(ROLLS, rng)];
}

/** Another seed whose first roll is the same as `seed`'s and whose second roll differs. */
function twinSeed(seed: number): number {
  const [first, second] = rollsOf(seed);
  for (let b = 1; b < 100_000; b++) {
    const [f, s] = rollsOf(b);
    if (b !== seed && f === first && s !== second) return b;
  }
  throw new Error('no twin seed');
}

describe('Matrix Maze engine', () => {
  it('never peeks at future dice: same position, different next roll, same hint', async () => {
    const engine = await createInlineEngine(matrixMazeKernel);
    for (const map of ['neon-junction', 'harvest-grid', 'watchtower']) {
      const seedA = 101;
      const seedB = twinSeed(seedA);
      const a = new Match(matrixMaze, { map }, seedA);
      const b = new Match(matrixMaze, { map }, seedB);
      // The same decisions in both (start points, then the first-legal choices of round 1) until
      // a decision late in the round, before the next roll.
      for (let step = 0; step < 6; step++) {
        const legal = legalActions(a.state);
        const choice = legal.includes(73) && step >= 4 ? legal.find((x) => x !== 73)! : legal[0]!;
        a.play(choice);
        b.play(choice);
        if (matrixMaze.currentPlayer(a.state) < 0) break;
      }
      const seat = matrixMaze.currentPlayer(a.state);
      expect(seat).toBeGreaterThanOrEqual(0);
      expect(a.state.round).toBe(0); // still the first round: the second roll is in the future
      expect(matrixMaze.codec.toJSON(b.state)).toEqual(matrixMaze.codec.toJSON(a.state));
      expect(rollsOf(seedA)[1]).not.toBe(rollsOf(seedB)[1]);
      const oa = matrixMaze.observe(a.state, seat);
      const ob = matrixMaze.observe(b.state, seat);
      expect(encodeObservation(ob)).toEqual(encodeObservation(oa));
      // Both searches: MCTS samples rolls from its own seed, expectimax enumerates them.
      for (const algorithm of ['mcts', 'alphabeta'] as const) {
        const ha = engine.hintSync(oa, seat, { algorithm, iterations: 1500, seed: 5 });
        const hb = engine.hintSync(ob, seat, { algorithm, iterations: 1500, seed: 5 });
        expect(hb.action).toBe(ha.action);
        expect(hb.value).toBe(ha.value);
        expect(hb.alternatives).toEqual(ha.alternatives);
      }
    }
  }, 60_000);

  it('hints are legal at every decision of a whole game, and autoplay finishes it', async () => {
    const engine = await createInlineEngine(matrixMazeKernel);
    for (const map of ['neon-junction', 'data-orchard']) {
      const m = new Match(matrixMaze, { map }, 7);
      let decisions = 0;
      while (matrixMaze.currentPlayer(m.state) !== TERMINAL && decisions < 400) {
        const seat = matrixMaze.currentPlayer(m.state);
        const hint = engine.hintSync(matrixMaze.observe(m.state, seat), seat, {
          iterations: 200,
          seed: decisions,
        });
        expect(legalActions(m.state)).toContain(hint.action);
        m.play(hint.action);
        decisions++;
      }
      expect(matrixMaze.currentPlayer(m.state)).toBe(TERMINAL);
    }
  }, 120_000);

  it('searches an author’s 10 × 10 map', async () => {
    const engine = await createInlineEngine(matrixMazeKernel);
    const map = {
      format: 'matrix-maze-map',
      version: 1,
      id: 'big',
      name: 'Big',
      mood: 'A wide open test hall.',
      mode: 'duel',
      width: 10,
      height: 10,
      bytes: 4,
      walls: ['e5-e6', 'f5-f6'],
      starts: { A: 'a1', B: 'j1', C: 'a10', D: 'j10' },
      sources: ['e5', 'f6', 'b9', 'i2', 'e1'],
    };
    let s = fromMap(map);
    s = matrixMaze.apply(s, 4);
    s = matrixMaze.apply(s, 5);
    s = matrixMaze.apply(s, 290 + 3 * 36 + 2 * 6 + 5); // roll 4, 3, 6
    s = matrixMaze.apply(s, 1); // face east
    const hint = engine.hintSync(matrixMaze.observe(s, 0), 0, { iterations: 400, seed: 1 });
    expect(legalActions(s)).toContain(hint.action);
    expect(hint.alternatives.length).toBe(legalActions(s).length);
  });
});
