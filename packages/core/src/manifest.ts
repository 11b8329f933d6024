/**
 * A game's manifest: the one object a game package exports (from its `./manifest` entry) so that
 * a host finds everything about the game without a hand-kept list: its descriptor (rules, words,
 * seats), and loaders for the parts that cost something to load: its search kernel, its
 * clairvoyant solver, its own bots, its lessons. The loaders are functions returning promises (dynamic
 * imports in the game package), so reading a manifest loads no wasm and no solver.
 *
 * Core does not know the engine: the kernel's type is a parameter `K` (the engine package names
 * it, `EngineManifest` in `@matrix-arcade/ai-wasm`). The solver and bot contracts are declared
 * here once, for every game and every host. `gameRegistry` turns a list of manifests into a
 * lookup by id (`loadGame(id)`: the game with its kernel) without core depending on any game.
 */
import type { AnyGameDescriptor } from './descriptor.js';
import { ValidationError } from './errors.js';
import type { AnyGame } from './game.js';
import type { AnyGameLessons } from './lesson.js';
import type { Replay } from './replay.js';
import type { Bot } from './search/bot.js';
import type { WinnableAnswer, WinnableOptions } from './winnable.js';

/** One deal searched by a game's clairvoyant solver. */
export interface SolvedDeal {
  readonly index: number;
  /** The seed `setup` dealt from. */
  readonly seed: number;
  /**
   * `stopped`: searched to the end without a win, but some line was cut at the solver's line
   * budget (a game whose runs may go on forever), so not proven lost.
   */
  readonly status: 'won' | 'lost' | 'stopped' | 'undecided';
  /** Nodes searched. */
  readonly nodes: number;
  /** The winning line (empty unless won). */
  readonly line: readonly number[];
}

/** A solitaire's clairvoyant solver: searches a deal with every hidden card known. */
export interface GameSolver {
  readonly gameId: string;
  /**
   * Deal `index` of a series (the same deal as a self-play series' game `index` with the same
   * options and series seed), solved within `budget` nodes.
   */
  solveDeal(seriesSeed: number, index: number, budget: number, options?: object): SolvedDeal;
  /** A winning line as a core replay. */
  replayOfLine(seed: number, line: readonly number[], options?: object): Replay;
  /**
   * "Was this deal winnable?" (optional): the replay's deal searched from its start within the
   * options' time or node budget, with progress (see `winnable.ts`). Hosts find it here, on the
   * manifest's solver, and name no game.
   */
  winnable?(replay: Replay, options?: WinnableOptions): WinnableAnswer;
}

/** A game's own bots, named on the command line by a spec such as `ab:ms50`. */
export interface GameBots {
  readonly gameId: string;
  /** One usage line per bot family, e.g. `ab[:ms<N>|:d<N>]`. */
  readonly kinds: readonly string[];
  /**
   * The bot factory a spec names; `undefined` when the spec is none of this game's bots. A spec
   * that starts like one of them but is malformed throws an `Error` saying what is allowed.
   * Parsing builds nothing, so a host checks every spec before any work starts.
   */
  parse(spec: string): ((seed: number) => Bot) | undefined;
}

/** What a game package exports from `./manifest`. `K`: its search kernel's type. */
export interface GameManifest<K = unknown> {
  readonly descriptor: AnyGameDescriptor;
  /**
   * Where the game stands in lists (the arcade's picker, usage strings): lower first, ties by id;
   * default 1000 (after the games that set one).
   */
  readonly rank?: number;
  /** Loads the game's search kernel (its `./engine` entry). */
  readonly loadKernel?: () => Promise<K>;
  /** Loads its clairvoyant solver (a solitaire with one). */
  readonly loadSolver?: () => Promise<GameSolver>;
  /** Loads its own bots (beyond the generic random, greedy and search bots). */
  readonly loadBots?: () => Promise<GameBots>;
  /** Loads its lessons and rules reference (`lesson.ts`), for a host's teaching mode. */
  readonly loadLessons?: () => Promise<AnyGameLessons>;
}

/** Any manifest, for registries of heterogeneous games. */
// biome-ignore lint/suspicious/noExplicitAny: a registry of heterogeneous kernels needs it
export type AnyGameManifest = GameManifest<any>;

/** The id of a manifest's game. */
export const manifestId = (m: AnyGameManifest): string => m.descriptor.game.id;

/** True when `x` looks like a manifest (a module's `manifest` export, read by discovery). */
export function isGameManifest(x: unknown): x is AnyGameManifest {
  if (typeof x !== 'object' || x === null) return false;
  const d = (x as { descriptor?: { game?: { id?: unknown } } }).descriptor;
  return typeof d?.game?.id === 'string';
}

/** Identity with type inference and checks: `export const manifest = defineManifest({ … })`. */
export function defineManifest<K>(m: GameManifest<K>): GameManifest<K> {
  if (!isGameManifest(m)) throw new Error('defineManifest: a manifest needs a descriptor');
  if (m.rank !== undefined && !Number.isFinite(m.rank)) {
    throw new Error(`defineManifest: ${manifestId(m)} rank must be a finite number`);
  }
  return m;
}

/** Manifests in list order: by `rank` (default 1000), then by id. */
export function sortManifests<M extends AnyGameManifest>(manifests: readonly M[]): M[] {
  const rank = (m: M) => m.rank ?? 1000;
  return [...manifests].sort(
    (a, b) => rank(a) - rank(b) || manifestId(a).localeCompare(manifestId(b)),
  );
}

/** A game picked by id, with its kernel loaded when it has one. */
export interface LoadedGame<K = unknown> {
  readonly manifest: GameManifest<K>;
  readonly descriptor: AnyGameDescriptor;
  readonly game: AnyGame;
  readonly kernel: K | undefined;
}

/** A lookup of games by id over a list of manifests (`gameRegistry`). */
export interface GameRegistry<K = unknown> {
  /** Every id, in list order. */
  readonly ids: readonly string[];
  /** The manifests, in list order. */
  readonly manifests: readonly GameManifest<K>[];
  /** The manifest of a game; a `ValidationError` (path `gameId`) naming the known ids if none. */
  manifest(id: string): GameManifest<K>;
  /** The game of `id` and its kernel (loaded once per registry). */
  loadGame(id: string): Promise<LoadedGame<K>>;
}

/**
 * A registry over `manifests` (e.g. the `manifest` exports of the game packages a host
 * installed). Two manifests with one id are a programming error and throw at once.
 */
export function gameRegistry<K>(manifests: readonly GameManifest<K>[]): GameRegistry<K> {
  const sorted = sortManifests(manifests);
  const byId = new Map<string, GameManifest<K>>();
  for (const m of sorted) {
    if (!isGameManifest(m)) throw new Error('gameRegistry: an entry is not a game manifest');
    if (byId.has(manifestId(m))) {
      throw new Error(`gameRegistry: two manifests for the game "${manifestId(m)}"`);
    }
    byId.set(manifestId(m), m);
  }
  const ids = [...byId.keys()];
  const loaded = new Map<string, Promise<LoadedGame<K>>>();
  const manifest = (id: string) => {
    const m = byId.get(id);
    if (!m) {
      throw new ValidationError(
        'gameId',
        `unknown game "${id}"; known games: ${ids.join(', ') || '(none)'}`,
      );
    }
    return m;
  };
  return {
    ids,
    manifests: sorted,
    manifest,
    async loadGame(id) {
      const m = manifest(id); // an unknown id rejects the promise
      let p = loaded.get(id);
      if (!p) {
        p = (async () => {
          const kernel = m.loadKernel ? await m.loadKernel() : undefined;
          return { manifest: m, descriptor: m.descriptor, game: m.descriptor.game, kernel };
        })();
        loaded.set(id, p);
      }
      return p;
    },
  };
}
