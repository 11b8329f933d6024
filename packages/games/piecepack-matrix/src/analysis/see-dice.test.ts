/**
 * The "dice known" analysis hook (assembly/dice-feed.ts, src/analysis/see-dice.ts): with a
 * match's dice fed, every chance draw of the kernel (the draw its rollouts make) is the match's
 * own next roll, in order, from the roll the match makes next, and again from there after every
 * `load` and `determinize`; with nothing fed (a fresh module, as every hint has it) the kernel
 * samples as core does.
 */
import { WasmSearch } from '@matrix-arcade/ai-wasm';
import { CHANCE, Match, type Rng, createRng, sampleChance } from '@matrix-arcade/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeState } from '../engine/encode.js';
import { packState } from '../engine/pack.js';
import { piecepackMatrixKernel as kernel } from '../engine/kernel.js';
import { piecepackMatrix as game } from '../game.js';
import { A_DIE } from '../layout.js';
import type { PiecepackState } from '../state.js';
import {
  type DiceFeedExports,
  FED_ROLLS,
  feedMatchDice,
  rollsMade,
  seeDiceFrom,
  unseeDice,
} from './see-dice.js';

type Exports = WasmSearch['exports'] & DiceFeedExports & { kChance(seed: number): number };

let search: WasmSearch;
let x: Exports;

beforeAll(async () => {
  search = await WasmSearch.instantiateAsync(await kernel.loadModule());
  x = search.exports as Exports;
});

/** A legal action of the match's player, at random. */
function randomAction(s: PiecepackState, rng: Rng): number {
  const legal = game.legalActions(s);
  return legal[rng.int(legal.length)]!;
}

/** Loads the true state (stack order included) into the kernel and "determinizes" it. */
function loadTrue(s: PiecepackState, seed: number): void {
  const w = encodeState(s);
  search.io().set(w);
  x.kLoad(w.length);
  x.kDeterminize(seed);
}

/** Plays the kernel along the match's player actions; returns the dice the kernel drew. */
function kernelDice(playerActions: readonly number[], drawSeed: number): number[] {
  const dice: number[] = [];
  for (const a of playerActions) {
    expect(x.kApply(a)).toBe(0);
    while (x.kCurrentPlayer() === CHANCE) {
      const d = x.kChance(drawSeed + dice.length);
      dice.push(d - A_DIE);
      expect(x.kApply(d)).toBe(0);
    }
  }
  return dice;
}

describe('dice known: the match dice fed to the kernel', () => {
  it('a fresh module samples its dice as core does (nothing fed on the hint path)', async () => {
    const fresh = await WasmSearch.instantiateAsync(await kernel.loadModule());
    const fx = fresh.exports as Exports;
    // A position at a roll: the opening's first challenge.
    const s = game.setup({}, 11);
    const challenge = game
      .legalActions(s)
      .find((a) => game.currentPlayer(game.apply(s, a)) === CHANCE);
    expect(challenge).toBeDefined();
    const atRoll = game.apply(s, challenge!);
    const w = encodeState(atRoll);
    fresh.io().set(w);
    fx.kLoad(w.length);
    const faces = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const expected = sampleChance(game.chanceOutcomes(atRoll), createRng(seed));
      expect(fx.kChance(seed)).toBe(expected);
      faces.add(expected);
    }
    expect(faces.size).toBe(6);
  });

  it('with the dice fed, the kernel rolls exactly the match, from its next roll, after every determinize', () => {
    let checked = 0;
    for (const seed of [3, 29, 2029]) {
      feedMatchDice(x, seed);
      const m = new Match(game, {}, seed);
      const rng = createRng(seed);
      // Some random play first, so the feed must start mid-stream.
      for (let i = 0; i < 12 && game.outcome(m.state) === null; i++)
        m.play(randomAction(m.state, rng));
      if (game.outcome(m.state) !== null) continue;
      const start = m.state;
      const before = m.actions.length;
      const made = rollsMade(m.actions);
      expect(made).toBeGreaterThan(0);
      seeDiceFrom(x, m.actions);
      const players: number[] = [];
      while (game.outcome(m.state) === null && players.length < 60) {
        const a = randomAction(m.state, rng);
        players.push(a);
        m.play(a);
      }
      const matchDice = m.actions
        .slice(before)
        .filter((a) => a > A_DIE && a <= A_DIE + 6)
        .map((a) => a - A_DIE);
      expect(matchDice.length).toBeGreaterThan(3);
      // Twice over: the second determinize must start again at the match's next roll.
      for (const drawSeed of [100, 5000]) {
        loadTrue(start, drawSeed);
        expect(kernelDice(players, drawSeed)).toEqual(matchDice);
        const words = search.io();
        const n = x.kState();
        expect(Array.from(words.subarray(0, n))).toEqual(Array.from(packState(m.state)));
      }
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
    unseeDice(x);
  });

  it('refuses a face outside 1..6 and a roll index past the stream', () => {
    expect(() => x.feedDie(0, 7)).toThrow(/a face is 1\.\.6/);
    expect(() => x.feedDie(FED_ROLLS, 3)).toThrow(/out of range/);
  });
});
