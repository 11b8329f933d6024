/**
 * `determinize` is an exact sample of the hidden stack given what the runner saw (issue 40).
 * Setup shuffles the four forts with six random ice into the bottom ten tiles and the other
 * fourteen ice on top, and tiles are drawn from the top, so with n tiles unseen the top n − 10
 * are ice, each next one uniform over the unseen ice not yet placed, and the bottom part is a
 * uniform order of what is left. The checks compare many determinizations (fixed seeds) with
 * that posterior: the next tile, and how deep the first fort lies. A deal that put the forts
 * anywhere in the stack, or kept the order of the sorted unseen tiles, fails them.
 */
import { createRng, playGame, playReplay, randomBot } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { piecepackMatrix as game } from './game.js';
import type { PiecepackObservation } from './observation.js';

const DRAWS = 6000;

/** Pearson's statistic of `counts` against the probabilities `p` over the same keys. */
function chiSquare(counts: Map<number, number>, p: Map<number, number>, n: number): number {
  let x2 = 0;
  for (const [k, q] of p) x2 += ((counts.get(k) ?? 0) - q * n) ** 2 / (q * n);
  return x2;
}

/** Observations of a seeded random run: the first one with `unseen` tiles left or fewer. */
async function observationWith(unseen: number): Promise<PiecepackObservation> {
  const played = await playGame(game, [randomBot(5)], { seed: 5 });
  const states = playReplay(game, played.replay);
  const s = states.find((x) => x.stack.length <= unseen && game.currentPlayer(x) === 0);
  if (!s) throw new Error(`run 5 never gets to ${unseen} tiles`);
  return game.observe(s, 0);
}

/** The next tile's and the first fort's depth over `DRAWS` determinizations of `o`. */
function sample(o: PiecepackObservation) {
  const next = new Map<number, number>();
  const fortDepth = new Map<number, number>();
  for (let k = 0; k < DRAWS; k++) {
    const stack = game.determinize(o, createRng(90_000 + k)).stack;
    const top = stack[stack.length - 1]!;
    next.set(top, (next.get(top) ?? 0) + 1);
    const depth = stack
      .slice()
      .reverse()
      .findIndex((t) => t % 6 === 0);
    fortDepth.set(depth, (fortDepth.get(depth) ?? 0) + 1);
  }
  return { next, fortDepth };
}

/** The exact posterior of the next tile and of the first fort's depth (−1: no fort left). */
function posterior(o: PiecepackObservation) {
  const n = o.unseen.length;
  const top = Math.max(0, n - 10);
  const bottom = Math.min(n, 10);
  const forts = o.unseen.filter((t) => t % 6 === 0).length;
  const candidates = top > 0 ? o.unseen.filter((t) => t % 6 !== 0) : o.unseen;
  const next = new Map<number, number>();
  for (const t of candidates) next.set(t, (next.get(t) ?? 0) + 1 / candidates.length);
  // The forts take `forts` of the bottom part's places, every choice alike.
  const choose = (a: number, k: number) => {
    let r = 1;
    for (let i = 0; i < k; i++) r = (r * (a - i)) / (i + 1);
    return k < 0 || k > a ? 0 : r;
  };
  const fortDepth = new Map<number, number>();
  if (forts === 0) fortDepth.set(-1, 1);
  for (let i = 0; forts > 0 && i < bottom; i++) {
    const p = choose(bottom - 1 - i, forts - 1) / choose(bottom, forts);
    if (p > 0) fortDepth.set(top + i, p);
  }
  return { next, fortDepth };
}

describe('determinize: the hidden stack as the runner can know it', () => {
  // Bounds: the 0.999 quantile of chi-square with the cells' degrees of freedom is below
  // 2·df + 12 for df ≤ 20; a fixed seed makes the statistic a number, not a chance.
  for (const unseen of [24, 17, 8]) {
    it(`matches the setup's posterior with ${unseen} tiles unseen or fewer`, async () => {
      const o = await observationWith(unseen);
      const got = sample(o);
      const exact = posterior(o);
      for (const [name, counts, p] of [
        ['next tile', got.next, exact.next],
        ['first fort depth', got.fortDepth, exact.fortDepth],
      ] as const) {
        for (const k of counts.keys()) expect(p.has(k), `${name} ${k} is impossible`).toBe(true);
        const df = p.size - 1;
        expect(chiSquare(counts, p, DRAWS), name).toBeLessThan(2 * df + 12);
      }
    });
  }
});
