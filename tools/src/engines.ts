/**
 * The wasm engine kernels the tools know, by game id (from the registry in games.ts), and one
 * inline engine per kernel per thread (compiling a module once and reusing it for every move of
 * every game).
 */
import { type EngineKernel, type InlineEngine, createInlineEngine } from '@matrix-arcade/ai-wasm';
import { REGISTRY } from './games.js';
import { UsageError } from './usage-error.js';

export const KERNELS: Readonly<Record<string, EngineKernel<unknown>>> = Object.fromEntries(
  REGISTRY.flatMap((e) => (e.kernel ? [[e.descriptor.game.id, e.kernel]] : [])),
);

const engines = new Map<string, Promise<InlineEngine<unknown>>>();

/** The inline wasm engine of a game (created on first use). */
export function inlineEngine(gameId: string): Promise<InlineEngine<unknown>> {
  const kernel = KERNELS[gameId];
  if (!kernel) {
    throw new UsageError(
      `${gameId} has no wasm engine yet; games with one: ${Object.keys(KERNELS).join(', ')}`,
    );
  }
  let engine = engines.get(gameId);
  if (!engine) {
    engine = createInlineEngine(kernel);
    engines.set(gameId, engine);
  }
  return engine;
}
