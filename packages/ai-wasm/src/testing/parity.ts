/**
 * The TS↔AS parity checks of the engine conformance kit (docs/engine.md §1–2): the kernel is the
 * TypeScript rules packed into integers, so seeded random games are played in both at once and
 * compared word for word at every step (packed state, player, legal actions, estimate,
 * evaluation, returns, hash), illegal codes must be refused with the state untouched, and
 * reloading a state or determinizing an observation must give exactly what the TS side gives.
 */
import { CHANCE, type Rng, TERMINAL, createRng, sampleChance } from '@matrix-arcade/core';
import { check, near, same, sameWords } from './assert.js';
import type { EngineConformance, ParityTally, WalkStart } from './conformance-spec.js';
import type { RawKernel } from './raw-kernel.js';

// biome-ignore lint/suspicious/noExplicitAny: the kit is generic over any game's state
type Conf = EngineConformance<any, any, any>;

/** The next action of a random game: a chance outcome or a uniformly drawn legal action. */
export function randomAction<S>(c: Conf, s: S, rng: Rng): number {
  if (c.game.currentPlayer(s) === CHANCE) return sampleChance(c.game.chanceOutcomes(s), rng);
  const legal = c.game.legalActions(s);
  return legal[rng.int(legal.length)]!;
}

/** Compares everything the kernel exposes about its working state with the TS state `s`. */
export function expectSameState<S>(c: Conf, k: RawKernel, s: S, where: string): void {
  const p = c.parity;
  sameWords(k.state(), c.packState(s), `${where}: packed state`);
  const player = c.game.currentPlayer(s);
  same(k.x.kCurrentPlayer(), player, `${where}: player`);
  sameWords(k.legal(), c.game.legalActions(s), `${where}: legal actions`);
  const estimate = c.game.estimateReturns?.(s);
  const returns = player === TERMINAL || p.returnsBeforeEnd ? c.game.returns(s) : null;
  for (let seat = 0; seat < c.game.numSeats(s); seat++) {
    if (estimate) near(k.x.kEstimate(seat), estimate[seat]!, 1e-9, `${where}: estimate ${seat}`);
    if (p.evaluate) {
      const want = p.evaluate.of(s, seat);
      near(k.x.kEvaluate(seat), want, p.evaluate.tolerance ?? 0, `${where}: evaluate ${seat}`);
    }
    if (returns) same(k.x.kReturns(seat), returns[seat], `${where}: returns ${seat}`);
  }
  p.check?.(k, s, where);
}

/** Loads the full TS state (hidden parts included) and determinizes it, which must keep it. */
function loadState<S>(c: Conf, k: RawKernel, s: S, seed: number): void {
  k.load(c.encodeState(s));
  k.x.kDeterminize(seed);
}

/** The parity walk over every start of `c.parity.starts()`; returns its tally. */
export function parityWalk(c: Conf, k: RawKernel): ParityTally {
  const p = c.parity;
  const tally: ParityTally = { steps: 0, refused: 0, reloads: 0, games: 0 };
  let starts = 0;
  for (const start of p.starts() as Iterable<WalkStart<unknown>>) {
    starts++;
    const { label, rng } = start;
    let s = start.state;
    loadState(c, k, s, start.seed ?? 0);
    expectSameState(c, k, s, `${label} start`);
    for (let step = 0; c.game.currentPlayer(s) !== TERMINAL; step++) {
      const where = `${label} step ${step}`;
      // Illegal codes are refused and change nothing.
      const before = k.state().join();
      for (const code of p.illegal(s, rng)) {
        same(k.x.kApply(code), 1, `${where}: illegal ${code} refused`);
        tally.refused++;
      }
      same(k.state().join(), before, `${where}: state after refusals`);
      // The same random action in both.
      const action = randomAction(c, s, rng);
      same(k.x.kApply(action), 0, `${where}: apply ${action}`);
      const next = c.game.apply(s, action);
      p.onStep?.(s, action, next);
      s = next;
      expectSameState(c, k, s, `${where} after ${action}`);
      tally.steps++;
      // Now and then, reload the TS state: the kernel's load derives what it caches, and the
      // hash of the state reached by play equals the hash of the state loaded afresh.
      if (p.reloadEvery > 0 && step % p.reloadEvery === p.reloadEvery - 1) {
        const played = k.x.kHash();
        loadState(c, k, s, step);
        expectSameState(c, k, s, `${where}: reloaded`);
        same(k.x.kHash(), played, `${where}: hash of the reloaded state`);
        tally.reloads++;
      }
    }
    same(k.x.kCurrentPlayer(), TERMINAL, `${label}: the kernel's game is over`);
    same(k.x.kLegal(), 0, `${label}: no legal action at the end`);
    tally.games++;
    p.onEnd?.(s);
  }
  console.info(`parity: ${JSON.stringify(tally)}`);
  same(tally.games, starts, 'games played to the end');
  check(
    tally.steps >= p.minSteps,
    `parity walked ${tally.steps} steps, fewer than the ${p.minSteps} asked`,
  );
  check(
    tally.refused > tally.steps,
    `only ${tally.refused} illegal codes over ${tally.steps} steps`,
  );
  if (p.reloadEvery > 0) check(tally.reloads > 0, 'no state was reloaded');
  p.verify?.(tally);
  return tally;
}

/**
 * Determinize parity: each seat's observation of every state of seeded random games, loaded and
 * determinized with a seed, gives the packed state of the TS `determinize` with `createRng(seed)`.
 */
export function determinizeParity(c: Conf, k: RawKernel): number {
  const d = c.determinize;
  let compared = 0;
  for (const { label, state, rng } of d.starts() as Iterable<WalkStart<unknown>>) {
    let s = state;
    for (let step = 0; c.game.currentPlayer(s) !== TERMINAL; step++) {
      const seats: readonly number[] =
        d.seats?.(s) ?? Array.from({ length: c.game.numSeats(s) }, (_, i) => i);
      for (const seat of seats) {
        const seed = rng.nextU32();
        const o = c.game.observe(s, seat);
        k.load(c.kernel.encodeObservation(o));
        k.x.kDeterminize(seed);
        const expected = c.game.determinize(o, createRng(seed));
        const where = `${label} step ${step} seat ${seat} seed ${seed}`;
        sameWords(k.state(), c.packState(expected), `${where}: determinized state`);
        d.check?.(k, o, expected, where);
        compared++;
      }
      s = c.game.apply(s, randomAction(c, s, rng));
    }
  }
  check(
    compared >= d.minCompared,
    `determinized ${compared} observations, fewer than ${d.minCompared}`,
  );
  d.verify?.(compared);
  return compared;
}

/** From a fresh game's observation, `kDeterminize(seed)` deals what the TS `setup(seed)` deals. */
export function dealsLikeSetup(c: Conf, k: RawKernel): void {
  const deals = c.dealsLikeSetup!;
  for (const options of deals.options ?? [{}]) {
    for (const seed of deals.seeds) {
      const s = c.game.setup(options, seed);
      const player = c.game.currentPlayer(s);
      k.load(c.kernel.encodeObservation(c.game.observe(s, Math.max(player, 0))));
      k.x.kDeterminize(seed);
      sameWords(k.state(), c.packState(s), `deal of seed ${seed} ${JSON.stringify(options)}`);
    }
  }
}

/**
 * The hash depends on the state only: after every move of random games, the hash of the state
 * reached by play equals the hash of the same state loaded afresh, and different states (packed
 * differently) have different hashes.
 */
export function hashCheck(c: Conf, k: RawKernel): number {
  const h = c.hash!;
  const seen = new Map<string, bigint>();
  for (const { label, state, rng } of h.starts() as Iterable<WalkStart<unknown>>) {
    let s = state;
    loadState(c, k, s, 0);
    for (let step = 0; c.game.currentPlayer(s) !== TERMINAL; step++) {
      const a = randomAction(c, s, rng);
      same(k.x.kApply(a), 0, `${label} step ${step}: apply ${a}`);
      s = c.game.apply(s, a);
      const played = k.x.kHash();
      const packed = k.state().join();
      loadState(c, k, s, 0);
      same(k.x.kHash(), played, `${label} step ${step}: hash played vs loaded`);
      seen.set(packed, played);
    }
  }
  same(new Set(seen.values()).size, seen.size, 'distinct states with distinct hashes');
  check(seen.size > h.minStates, `only ${seen.size} distinct states hashed (${h.minStates} asked)`);
  return seen.size;
}
