/**
 * "Was this deal winnable?" in a worker: the messages between the page and a game's solver
 * worker, and both ends, written once for every solitaire. A game folder's
 * `winnable-worker.ts` is three lines: it imports its package's `winnable` from `./solver` and
 * calls `serveWinnable`. The page asks with `askWinnable(createWorker, replay, budgetMs)`: the
 * worker posts its progress between the solver's rounds and then the answer; cancelling
 * terminates the worker (a running solve cannot be stopped any other way).
 */
import type {
  Replay,
  WinnableAnswer,
  WinnableOptions,
  WinnableProgress,
} from '@matrix-arcade/core';

type Ask = { readonly replay: Replay; readonly budgetMs: number };
type Told =
  | { readonly progress: WinnableProgress }
  | { readonly answer: WinnableAnswer }
  | { readonly error: string };

/** The worker's side: answers each request with `winnable` (a solitaire's `./solver` call). */
export function serveWinnable(
  winnable: (from: Replay, options: WinnableOptions) => WinnableAnswer,
): void {
  const scope = globalThis as unknown as {
    onmessage: ((e: MessageEvent<Ask>) => void) | null;
    postMessage(m: Told): void;
  };
  scope.onmessage = (e) => {
    try {
      const answer = winnable(e.data.replay, {
        budgetMs: e.data.budgetMs,
        onProgress: (progress) => scope.postMessage({ progress }),
      });
      scope.postMessage({ answer });
    } catch (error) {
      scope.postMessage({ error: (error as Error).message });
    }
  };
}

/** A running question: its answer, and how to stop it. */
export interface WinnableJob {
  readonly answer: Promise<WinnableAnswer>;
  cancel(): void;
}

/** The page's side: asks a fresh worker about `replay`'s deal within `budgetMs`. */
export function askWinnable(
  createWorker: () => Worker,
  replay: Replay,
  budgetMs: number,
  onProgress: (p: WinnableProgress) => void,
): WinnableJob {
  const worker = createWorker();
  let reject: (e: Error) => void = () => {};
  const answer = new Promise<WinnableAnswer>((resolve, fail) => {
    reject = fail;
    worker.onmessage = (e: MessageEvent<Told>) => {
      const m = e.data;
      if ('progress' in m) return onProgress(m.progress);
      worker.terminate();
      if ('answer' in m) resolve(m.answer);
      else fail(new Error(m.error));
    };
    worker.onerror = (e) => {
      worker.terminate();
      fail(new Error(e.message || 'the solver worker failed'));
    };
  });
  worker.postMessage({ replay, budgetMs } satisfies Ask);
  return {
    answer,
    cancel() {
      worker.terminate();
      reject(new Error('cancelled'));
    },
  };
}
