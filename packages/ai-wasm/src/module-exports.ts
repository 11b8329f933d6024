/**
 * The exports every game's wasm module has (the ABI of docs/engine.md §2), as TypeScript sees
 * them: the search (`WasmSearch`), the exact chances (`exact-chance.ts`, `endgame-chance.ts`)
 * and the test kit's raw kernel all drive a module through this shape.
 */

/** The exports every game module has. */
export interface ModuleExports {
  readonly memory: WebAssembly.Memory;
  io(): number;
  load(len: number): void;
  searchBegin(algorithm: number, seed: number, exploration: number, playoutDepth: number): void;
  /**
   * The kernel's depth-first search: 1 alpha-beta, 2 expectimax (modules built by build-kernel;
   * an older module without it has alpha-beta's code 1 only).
   */
  depthFirst?(): number;
  searchRun(work: number): number;
  searchResult(): number;
  kLoad(len: number): void;
  kDeterminize(seed: number): void;
  kCurrentPlayer(): number;
  kLegal(): number;
  kApply(action: number): number;
  kReturns(seat: number): number;
  kState(): number;
  /** The kernel's `estimate(seat)` of the working state (modules built by build-kernel). */
  kEstimate?(seat: number): number;
  /** The kernel's alpha-beta heuristic `evaluate(seat)` of the working state. */
  kEvaluate?(seat: number): number;
  /** The working state's hash. */
  kHash?(): bigint;
  /**
   * The exact endgame solver (`assembly/endgame.ts`): the best action of the loaded observation,
   * or −1 when not solved within `maxNodes` (or the kernel has no hidden-deck hooks).
   */
  exactSolve?(maxNodes: number, preferred: number): number;
  /** The proven win probability of the last solved `exactSolve`. */
  exactValue?(): number;
  /** Nodes the last `exactSolve` visited. */
  exactNodes?(): number;
  /** Random playouts from the loaded observation, for benchmarks; returns moves played. */
  benchPlayouts?(count: number, seed: number): number;
}
