/**
 * `engineConformanceChecks`: the engine conformance kit every game's wasm kernel runs, like the
 * core's `conformanceChecks` for the rules. It is framework-free: it returns named checks (each
 * may be async, and carries a timeout) that a test file registers with
 * `for (const c of checks) it(c.name, c.run, c.timeout)`; a check throws an `Error` that says
 * what broke. The game describes its positions, seeds and budgets; the kit does the comparing.
 */
import { type InlineEngine, createInlineEngine } from '../inline-engine.js';
import { headlessGraph, headlessImport, loadsInNode, publishedEngine } from './entries.js';
import { inlineHints, mctsLikeReference, noPeek, workerHints } from './hints.js';
import type { EngineCheck, EngineConformance } from './conformance-spec.js';
import { dealsLikeSetup, determinizeParity, hashCheck, parityWalk } from './parity.js';
import { type RawKernel, instantiateKernel } from './raw-kernel.js';

/** The checks of `c`, in a fixed order; instances are created on first use and shared. */
export function engineConformanceChecks<S, O, X extends object = object>(
  c: EngineConformance<S, O, X>,
): EngineCheck[] {
  // biome-ignore lint/suspicious/noExplicitAny: the parts are generic over any game
  const conf = c as EngineConformance<any, any, any>;
  let raw: Promise<RawKernel<X>> | null = null;
  let inline: Promise<InlineEngine<O>> | null = null;
  const kernel = () => {
    raw ??= instantiateKernel<X>(c.kernel);
    return raw;
  };
  const engine = async () => {
    inline ??= createInlineEngine(c.kernel);
    return (await inline) as InlineEngine<unknown>;
  };
  const id = c.game.id;
  const checks: EngineCheck[] = [
    {
      name: `${id}: the kernel plays exactly the TS rules at every step of random games`,
      run: async () => void parityWalk(conf, await kernel()),
      timeout: c.parity.timeout ?? 120_000,
    },
    {
      name: `${id}: kDeterminize(seed) of an observation = the TS determinize with createRng(seed)`,
      run: async () => void determinizeParity(conf, await kernel()),
      timeout: 60_000,
    },
  ];
  if (c.dealsLikeSetup) {
    checks.push({
      name: `${id}: kDeterminize(seed) of a fresh game's observation deals what setup(seed) deals`,
      run: async () => dealsLikeSetup(conf, await kernel()),
      timeout: 60_000,
    });
  }
  if (c.hash) {
    checks.push({
      name: `${id}: the hash depends on the state only, not on how the kernel got there`,
      run: async () => void hashCheck(conf, await kernel()),
      timeout: 60_000,
    });
  }
  checks.push(
    {
      name: `${id}: inline hints are legal and well formed`,
      run: async () => inlineHints(conf, await engine()),
      timeout: 60_000,
    },
    {
      name: `${id}: a worker thread gives exactly the inline hint; a seed fixes the hint`,
      run: async () => workerHints(conf, await engine()),
      timeout: 60_000,
    },
  );
  if (c.mctsReference) {
    checks.push({
      name: `${id}: the wasm MCTS searches like the TypeScript reference, draw for draw`,
      run: async () => mctsLikeReference(conf, await engine()),
      timeout: 60_000,
    });
  }
  if (c.noPeek) {
    checks.push({
      name: `${id}: never peeks: same observation, different hidden state, same hint`,
      run: async () => noPeek(conf, await engine()),
      timeout: 60_000,
    });
  }
  checks.push(
    {
      name: `${id}: the . entry never imports the engine, wasm, workers or the DOM`,
      run: () => headlessGraph(conf),
      timeout: 60_000,
    },
    {
      name: `${id}: the . entry imports in Node without touching wasm, worker or DOM globals`,
      run: () => headlessImport(conf),
      timeout: 60_000,
    },
    {
      name: `${id}: kernel.loadModule() compiles the module in Node; it exports the whole ABI`,
      run: () => loadsInNode(conf),
      timeout: 60_000,
    },
    {
      name: `${id}: the published ./engine entry writes its .wasm URL literally and loads it`,
      run: () => publishedEngine(conf),
      timeout: 60_000,
    },
  );
  return checks;
}
