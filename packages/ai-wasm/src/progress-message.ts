/**
 * How a worker tells the host how far a search has got: a plain message on the worker's
 * endpoint, beside comlink's calls. Comlink's host side ignores messages without its own `id`
 * field, so these pass it by; the host matches `engineProgress` to the hint that asked for it.
 */
import type { SearchProgress } from './hint.js';

/** A progress report of the search that the host numbered `engineProgress`. */
export interface ProgressMessage {
  readonly engineProgress: number;
  readonly progress: SearchProgress;
}

/** The report in a message from the worker, or null when the message is something else. */
export function progressMessageOf(data: unknown): ProgressMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const m = data as Partial<ProgressMessage>;
  if (typeof m.engineProgress !== 'number' || typeof m.progress !== 'object' || !m.progress) {
    return null;
  }
  return m as ProgressMessage;
}
