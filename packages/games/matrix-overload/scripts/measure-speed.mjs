/**
 * Raw speed of MATR1X ØVERLØAD on this machine, on the built package: random playouts per
 * second with the TypeScript rules (each from a fresh determinization of the opening
 * observation, like the kernel) and in the wasm kernel (`benchPlayouts`), then wasm MCTS
 * iterations per second from the opening and from a middle-game position, for a few playout
 * depths (the estimate cutoff after N random steps, and full playouts).
 *
 * Usage: `pnpm build && node scripts/measure-speed.mjs [--seconds 2]`
 */
import { WasmSearch } from '@matrix-arcade/ai-wasm';
import { TERMINAL, createRng } from '@matrix-arcade/core';
import {
  applyAction,
  determinize,
  legalActions,
  matrixOverload,
  observe,
} from '@matrix-arcade/matrix-overload';
import { encodeObservation, matrixOverloadKernel } from '@matrix-arcade/matrix-overload/engine';

import { fmt, rate } from '../../../../scripts/rate.mjs';
const start = matrixOverload.setup({}, 1);
const opening = observe(start);

// TypeScript: random runs, each from a fresh determinization of the opening.
const rng = createRng(1);
let tsMoves = 0;
let tsRuns = 0;
const tsRate = rate(() => {
  let s = determinize(opening, rng);
  while (matrixOverload.currentPlayer(s) !== TERMINAL) {
    const legal = legalActions(s);
    s = applyAction(s, legal[rng.int(legal.length)]);
    tsMoves++;
  }
  tsRuns++;
  return 1;
});

// Wasm: the same, inside the module.
const search = WasmSearch.instantiate(await matrixOverloadKernel.loadModule());
const x = search.exports;
search.load(encodeObservation(opening));
let wasmMoves = 0;
let wasmRuns = 0;
const wasmRate = rate(() => {
  wasmMoves += x.benchPlayouts(500, wasmRuns);
  wasmRuns += 500;
  return 500;
});

console.log(
  `random playouts from the opening (TS ${(tsMoves / tsRuns).toFixed(1)}, wasm ${(wasmMoves / wasmRuns).toFixed(1)} actions each):`,
);
console.log(`  TypeScript  ${fmt(tsRate)} runs/s (${fmt((tsRate * tsMoves) / tsRuns)} actions/s)`);
console.log(
  `  wasm        ${fmt(wasmRate)} runs/s (${fmt((wasmRate * wasmMoves) / wasmRuns)} actions/s, ${(wasmRate / tsRate).toFixed(1)}×)`,
);

let mid = start;
const midRng = createRng(5);
for (let i = 0; i < 25 && mid.ending === null; i++) {
  const legal = legalActions(mid);
  mid = applyAction(mid, legal[midRng.int(legal.length)]);
}
for (const [name, s] of [
  ['opening', start],
  [`middle game (${mid.deck.length} cards in the deck)`, mid],
]) {
  console.log(`${name}:`);
  const words = encodeObservation(observe(s));
  for (const [label, depth] of [
    ['MCTS, cutoff 4', 4],
    ['MCTS, cutoff 10', 10],
    ['MCTS, full playouts', -1],
  ]) {
    let seed = 0;
    const perSecond = rate(() => {
      search.load(words);
      x.searchBegin(0, seed++, 0.4, depth);
      let done = 0;
      for (let i = 0; i < 10; i++) done += x.searchRun(2000);
      return done;
    });
    console.log(`  ${label.padEnd(22)} ${fmt(perSecond)} iterations/s`);
  }
}
