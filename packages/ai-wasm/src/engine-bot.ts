/**
 * `engineBot`: the wasm engine as a bot for core's `playGame` (an `AsyncBot`). It searches with
 * the inline engine, in the calling thread, so it needs no worker and runs as it is in Node; the
 * module is compiled on the first move. Each move is one hint from the seat's observation with the
 * options given here (validated at once: a bad option throws `OptionsError` before any game
 * starts). With an iteration budget (the default) the bot is deterministic: the same seed and the
 * same bots play the same game; a `budgetMs` makes it depend on the machine's speed.
 */
import type { Action, AsyncBot, Game } from '@matrix-arcade/core';
import { EngineDisposedError, EngineRequestError } from './errors.js';
import type { EngineKernel, HintOptions } from './hint.js';
import { checkHintOptions } from './hint-options.js';
import { type InlineEngine, createInlineEngine } from './inline-engine.js';

/** An engine bot; `dispose()` frees its wasm instance (later moves reject). */
export interface EngineBot extends AsyncBot {
  dispose(): void;
}

/** A bot that plays `kernel`'s game with the wasm engine (options: every move's hint options). */
export function engineBot<O>(kernel: EngineKernel<O>, options: HintOptions = {}): EngineBot {
  checkHintOptions(options, kernel, kernel.gameId);
  let engine: Promise<InlineEngine<O>> | null = null;
  let disposed = false;
  return {
    name: `engine:${kernel.gameId}`,
    async chooseAction<S, Ob>(game: Game<S, Ob, object>, observation: Ob, seat: number) {
      if (disposed) throw new EngineDisposedError();
      if (game.id !== kernel.gameId) {
        throw new EngineRequestError(
          `this bot's engine plays ${kernel.gameId}, not ${game.id}: use ${game.id}'s kernel`,
        );
      }
      engine ??= createInlineEngine(kernel);
      const e = await engine;
      if (disposed) throw new EngineDisposedError();
      return e.hintSync(observation as unknown as O, seat, options).action as Action;
    },
    dispose() {
      disposed = true;
      void engine?.then((e) => e.dispose());
    },
  };
}
