/**
 * `node tools/dist/review-noise.js <game> [--games N] [--seed S]`: the data behind the review's
 * grade thresholds (`@matrix-arcade/ai-wasm`'s `GRADE_THRESHOLDS`, docs/performance.md "Review:
 * grade thresholds"). It plays self-play games in which every seat plays the engine's own quick
 * hint, each move searched with another seed than the review's, then reviews each game with
 * `reviewGame` (seed 0): a move such an engine plays is as good as the engine knows how to make,
 * so the chance the review says it gave away is the noise of the engine's estimates, which a
 * threshold for "good" must sit above. For scale it also reviews games in which one seat plays
 * uniformly random legal moves. Prints the losses' percentiles as JSON.
 */
import { CHANCE, Match, TERMINAL, createRng, replayOf } from '@matrix-arcade/core';
import { createInlineEngine, reviewGame } from '@matrix-arcade/ai-wasm';
import { REGISTRY } from './games.js';

const args = process.argv.slice(2);
const id = args[0];
const flag = (name: string, d: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : d;
};
const entry = REGISTRY.find((g) => g.descriptor.game.id === id);
if (!entry?.kernel) {
  console.error(
    `usage: review-noise <game> [--games N] [--seed S]; games with a kernel: ${REGISTRY.filter(
      (g) => g.kernel,
    )
      .map((g) => g.descriptor.game.id)
      .join(', ')}`,
  );
  process.exit(2);
}
const game = entry.descriptor.game;
const kernel = entry.kernel;
const games = flag('games', 10);
const seriesSeed = flag('seed', 1);
const engine = await createInlineEngine(kernel);

/** Plays deal `seed`: `randomSeat` (or none: -1) plays random legal moves, the rest the engine. */
function play(seed: number, randomSeat: number) {
  const m = new Match(game, {}, seed);
  const rng = createRng(seed ^ 0x5eed);
  for (let ply = 0; ply < 2000; ply++) {
    const seat = game.currentPlayer(m.state);
    if (seat === TERMINAL) break;
    if (seat === CHANCE) throw new Error('Match resolves chance itself');
    const legal = game.legalActions(m.state);
    const action =
      seat === randomSeat
        ? legal[rng.int(legal.length)]!
        : engine.hintSync(game.observe(m.state, seat), seat, { seed: 1000 + seed + ply }).action;
    m.play(action);
  }
  return replayOf(m);
}

const percentiles = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.floor(p * s.length))] ?? 0;
  return {
    moves: s.length,
    p50: at(0.5),
    p90: at(0.9),
    p95: at(0.95),
    p99: at(0.99),
    max: s.at(-1) ?? 0,
  };
};

const selfLoss: number[] = [];
const randomLoss: number[] = [];
let selfBest = 0;
for (let i = 0; i < games; i++) {
  const seed = seriesSeed * 1000 + i;
  const self = await reviewGame(kernel, game, play(seed, -1), { engine });
  for (const m of self.moves) {
    selfLoss.push(m.loss);
    if (m.grade === 'best') selfBest++;
  }
  const rnd = await reviewGame(kernel, game, play(seed, i % game.players.max), { engine });
  for (const m of rnd.moves) if (m.seat === i % game.players.max) randomLoss.push(m.loss);
}
console.log(
  JSON.stringify(
    {
      game: game.id,
      games,
      seriesSeed,
      selfPlay: { ...percentiles(selfLoss), sameAsReview: selfBest / Math.max(1, selfLoss.length) },
      randomMoves: percentiles(randomLoss),
    },
    null,
    2,
  ),
);
