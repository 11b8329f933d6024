/**
 * Raw speed of Dice Matrix on this machine, on the built package: random playouts per second
 * with the TypeScript rules and in the wasm kernel (`benchPlayouts`, from the opening, default
 * options), then wasm MCTS iterations per second (playout cutoff 2, and full playouts) and
 * alpha-beta nodes per second from the opening and from a middle-game position.
 *
 * Usage: `pnpm build && node scripts/measure-speed.mjs [--seconds 2]`
 */
import { WasmSearch } from '@matrix-arcade/ai-wasm';
import { TERMINAL, createRng } from '@matrix-arcade/core';
import { applyAction, diceMatrix, legalActions, observe } from '@matrix-arcade/dice-matrix';
import { diceMatrixKernel, encodeObservation } from '@matrix-arcade/dice-matrix/engine';

import { SECONDS, fmt, rate } from '../../../../scripts/rate.mjs';
const start = diceMatrix.setup({}, 1);

// TypeScript: random games from the opening.
const rng = createRng(1);
let tsMoves = 0;
const tsGames = rate(() => {
  let s = start;
  while (s.toMove !== TERMINAL) {
    const legal = legalActions(s);
    s = applyAction(s, legal[rng.int(legal.length)]);
    tsMoves++;
  }
  return 1;
});
const tsMovesPerGame = tsMoves / (tsGames * SECONDS);

// Wasm: the same, inside the module.
const search = WasmSearch.instantiate(await diceMatrixKernel.loadModule());
const x = search.exports;
search.load(encodeObservation(observe(start, 0)));
let wasmMoves = 0;
const wasmGames = rate(() => {
  wasmMoves += x.benchPlayouts(200, wasmMoves);
  return 200;
});

console.log(`random playouts from the opening (${tsMovesPerGame.toFixed(1)} moves each):`);
console.log(`  TypeScript  ${fmt(tsGames)} games/s`);
console.log(`  wasm        ${fmt(wasmGames)} games/s (${(wasmGames / tsGames).toFixed(1)}×)`);

let mid = applyAction(start, 2452);
const midRng = createRng(5);
for (let i = 0; i < 12; i++) {
  const legal = legalActions(mid);
  mid = applyAction(mid, legal[midRng.int(legal.length)]);
}
for (const [name, s] of [
  ['opening', start],
  ['middle game (25 dice left)', mid],
]) {
  console.log(`${name}:`);
  const words = encodeObservation(observe(s, s.toMove));
  for (const [label, algorithm, depth] of [
    ['MCTS, cutoff 2', 0, 2],
    ['MCTS, full playouts', 0, -1],
    ['alpha-beta', 1, 0],
  ]) {
    let seed = 0;
    const perSecond = rate(() => {
      search.load(words);
      x.kDeterminize(seed);
      x.searchBegin(algorithm, seed++, 0.7, depth);
      let done = 0;
      for (let i = 0; i < 20; i++) done += x.searchRun(2000);
      return done;
    });
    console.log(`  ${label.padEnd(22)} ${fmt(perSecond)} ${algorithm ? 'nodes' : 'iterations'}/s`);
  }
}
