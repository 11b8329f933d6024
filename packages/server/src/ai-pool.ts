/**
 * The AI of empty seats: each game's wasm engine at its quick level, searching in a
 * `worker_threads` worker so that no search ever blocks the rooms' event loop. One worker per
 * game and process, made when the game's first AI move is asked for and shared by every room of
 * the game; its searches run one after another. The work is bounded: at most `maxWaiting`
 * searches wait or run at once in the process (beyond that a room is told `AI_BUSY` and asks
 * again later; each room asks for one move at a time), a search runs at most `maxSearchMs`
 * (then it is cancelled and that duel ends `AI_FAILED`), and `close()` ends every worker, a
 * busy one too, and resolves once each has exited. The engine is given the seat's observation
 * only, never the state. A game without an engine kernel is played by core's greedy bot.
 */
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  type Action,
  type AnyGame,
  type AnyGameDescriptor,
  type AnyGameManifest,
  greedyBot,
} from '@matrix-arcade/core';
import {
  createEngine,
  type Engine,
  type EngineKernel,
  type HintOptions,
  workerArgv,
} from '@matrix-arcade/ai-wasm';
import { cryptoRng } from './chance.js';
import { OnlineError } from './errors.js';

/** Chooses the AI's action for `seat` from that seat's observation (may search elsewhere). */
export type ChooseAction = (
  game: AnyGame,
  observation: unknown,
  seat: number,
) => Action | Promise<Action>;

/** Settings of the AI pool. */
export interface AiPoolOptions {
  /** The search of one move (default: the kernel's quick level, `{ level: 'quick' }`). */
  readonly hint?: HintOptions;
  /** Searches that may wait or run at once in the process (default 64); beyond: `AI_BUSY`. */
  readonly maxWaiting?: number;
  /**
   * Milliseconds one search may run (default 30 000; the quick level takes well under one): a
   * search past it is cancelled (its worker ended), so no position can hold a game's worker.
   */
  readonly maxSearchMs?: number;
}

/** The worker script of the engine, where Node finds it from this package. */
const WORKER = createRequire(import.meta.url).resolve('@matrix-arcade/ai-wasm/worker');

interface GameEngine {
  readonly engine: Engine<unknown>;
  /** The searches of this game, one after another. */
  queue: Promise<unknown>;
}

export class AiPool {
  private readonly engines = new Map<string, Promise<GameEngine>>();
  private readonly workers = new Set<Worker>();
  private readonly exits = new Map<Worker, Promise<void>>();
  private waiting = 0;
  private most = 0;
  private refused = 0;
  private closed = false;
  private readonly hint: HintOptions;
  private readonly maxWaiting: number;
  private readonly maxSearchMs: number;

  constructor(
    private readonly kernels: ReadonlyMap<string, () => Promise<EngineKernel<unknown>>>,
    options: AiPoolOptions = {},
  ) {
    this.hint = options.hint ?? { level: 'quick' };
    this.maxWaiting = options.maxWaiting ?? 64;
    this.maxSearchMs = options.maxSearchMs ?? 30_000;
  }

  /** The kernel loaders of the manifests that have one, by game id. */
  static kernelsOf(
    manifests: Iterable<AnyGameDescriptor | AnyGameManifest>,
  ): Map<string, () => Promise<EngineKernel<unknown>>> {
    const found = new Map<string, () => Promise<EngineKernel<unknown>>>();
    for (const m of manifests) {
      if ('descriptor' in m && m.loadKernel) found.set(m.descriptor.game.id, m.loadKernel);
    }
    return found;
  }

  /** The AI of `descriptor`'s game: its engine in a worker, or the greedy bot without one. */
  chooser(descriptor: AnyGameDescriptor): ChooseAction {
    const id = descriptor.game.id;
    if (!this.kernels.has(id)) {
      const bot = greedyBot(cryptoRng().nextU32());
      return (game, observation, seat) => bot.chooseAction(game, observation, seat);
    }
    return (_game, observation, seat) => this.search(id, observation, seat);
  }

  /** Worker threads alive now (tests check none is left after `close`). */
  get liveWorkers(): number {
    return this.workers.size;
  }

  /** Searches waiting or running now. */
  get busy(): number {
    return this.waiting;
  }

  /** The most searches that waited or ran at once so far (never above `maxWaiting`). */
  get peak(): number {
    return this.most;
  }

  /** How many searches were turned away (`AI_BUSY`) so far. */
  get turnedAway(): number {
    return this.refused;
  }

  /** The worker threads alive now (diagnostics; tests end one to see the AI fail). */
  threads(): readonly Worker[] {
    return [...this.workers];
  }

  /** Ends every engine (a running search is cancelled) and waits for its worker to exit. */
  async close(): Promise<void> {
    this.closed = true;
    const engines = await Promise.allSettled(this.engines.values());
    for (const e of engines) if (e.status === 'fulfilled') e.value.engine.dispose();
    for (const w of this.workers) void w.terminate();
    await Promise.all(this.exits.values());
  }

  private async search(id: string, observation: unknown, seat: number): Promise<Action> {
    if (this.closed) throw new OnlineError('AI_BUSY', 'the server is shutting down');
    if (this.waiting >= this.maxWaiting) {
      this.refused += 1;
      throw new OnlineError('AI_BUSY', `the server's AI is busy (${this.maxWaiting} moves queued)`);
    }
    this.waiting += 1;
    this.most = Math.max(this.most, this.waiting);
    try {
      const g = await this.engineOf(id);
      const run = g.queue.then(async () => {
        // The searches of a game run one at a time: the one running is the engine's only one.
        const cap = setTimeout(() => g.engine.cancel(), this.maxSearchMs);
        try {
          return await g.engine.hint(observation, seat, { ...this.hint, seed: randomInt(2 ** 31) });
        } finally {
          clearTimeout(cap);
        }
      });
      g.queue = run.catch(() => {});
      return (await run).action;
    } finally {
      this.waiting -= 1;
    }
  }

  private engineOf(id: string): Promise<GameEngine> {
    let e = this.engines.get(id);
    if (!e) {
      e = this.kernels.get(id)!().then((kernel) => ({
        engine: createEngine(kernel, { createWorker: () => this.spawn() }),
        queue: Promise.resolve(),
      }));
      // A kernel that failed to load is tried again by the next move.
      e.catch(() => this.engines.delete(id));
      this.engines.set(id, e);
    }
    return e;
  }

  /** A worker thread of the engine, counted until it exits. */
  private spawn(): Worker {
    const worker = new Worker(WORKER, { execArgv: workerArgv(process.execArgv) });
    this.workers.add(worker);
    this.exits.set(
      worker,
      new Promise<void>((resolve) =>
        worker.once('exit', () => {
          this.workers.delete(worker);
          this.exits.delete(worker);
          resolve();
        }),
      ),
    );
    return worker;
  }
}
