/**
 * The long runs (the campaign's chapters 2–4): the one predicate drives both the encoder's play
 * flag (the wasm policy reads it) and the kernel's settings, and nothing else gets either.
 */
import { kernelSettings } from '@matrix-arcade/ai-wasm';
import { describe, expect, it } from 'vitest';
import { encodeObservation } from './encode.js';
import { cybermancyKernel as kernel } from './kernel.js';
import { PLAY_LONG_RUNS } from './layout.js';
import { isLongRun } from './long-runs.js';
import { EVERY_SETUP as SETUPS, view } from './setups.test-util.js';

describe('the long runs of CYBERMANCY', () => {
  it('are the campaign’s chapters 2–4, and no other mode or chapter', () => {
    const long = SETUPS.filter((o) => isLongRun(view(o).setup));
    expect(long).toEqual([2, 3, 4].map((chapter) => ({ mode: 'campaign', chapter })));
  });

  it('end the observation’s words with the play flag, every other run with 0', () => {
    for (const options of SETUPS) {
      const o = view(options);
      const words = encodeObservation(o);
      expect(words.at(-1), JSON.stringify(options)).toBe(isLongRun(o.setup) ? PLAY_LONG_RUNS : 0);
    }
  });

  it('search with 16-step playouts at both levels and more quick iterations; every other run with the defaults', () => {
    for (const options of SETUPS) {
      const o = view(options);
      const s = kernelSettings(kernel, o);
      if (isLongRun(o.setup)) {
        const quick = s.defaults.iterations!;
        // Only the playout depth and the quick budget differ from the other runs' settings.
        expect(s.defaults).toEqual({ ...kernel.defaults, iterations: quick, playoutDepth: 16 });
        expect(s.strong).toEqual({ ...kernel.strong, playoutDepth: 16 });
        // Twice as long playouts need more iterations to settle than the 8-step runs get …
        expect(quick).toBeGreaterThan(kernel.defaults.iterations!);
        // … and the strong level still searches more than the quick one.
        expect(s.strong?.iterations).toBeGreaterThan(quick);
      } else {
        expect(s).toEqual({ defaults: kernel.defaults, strong: kernel.strong });
      }
    }
  });
});
