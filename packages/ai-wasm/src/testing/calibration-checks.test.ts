/**
 * The calibration checks catch what they are for: a kernel without a map, a map fitted at other
 * settings than the kernel's defaults, and a map that lowers the chance as the value rises.
 */
import { describe, expect, it } from 'vitest';
import type { HintCalibration } from '../calibration-types.js';
import type { EngineKernel } from '../hint.js';
import { calibrationChecks } from './calibration-checks.js';

const defaults = {
  algorithm: 'mcts',
  iterations: 1000,
  exploration: 0.7,
  playoutDepth: Number.POSITIVE_INFINITY,
} as const;
const table = (
  curves: HintCalibration<unknown>['curves'],
  iterations = 1000,
): HintCalibration<unknown> => ({
  settings: { ...defaults, iterations, playoutDepth: -1 },
  fitted: 'test',
  curves,
});
const kernel = (calibration?: HintCalibration<unknown>) =>
  ({ gameId: 'toy', defaults, calibration }) as unknown as EngineKernel<unknown>;
const failures = (k: EngineKernel<unknown>) =>
  calibrationChecks(k).map((c) => {
    try {
      c.run();
      return null;
    } catch (e) {
      return (e as Error).message;
    }
  });

describe('calibrationChecks', () => {
  it('passes a monotone map fitted at the defaults', () => {
    const good = table([
      {
        at: 0.5,
        knots: [
          [0, 0.1],
          [1, 0.9],
        ],
      },
    ]);
    expect(failures(kernel(good))).toEqual([null, null]);
  });

  it('fails a missing map, a map fitted at other settings, and a map that goes down', () => {
    expect(failures(kernel())[0]).toContain('no `calibration`');
    const stale = table(
      [
        {
          at: 0.5,
          knots: [
            [0, 0.1],
            [1, 0.9],
          ],
        },
      ],
      500,
    );
    expect(failures(kernel(stale))[0]).toContain('fitted with iterations = 500');
    const down = table([
      {
        at: 0.5,
        knots: [
          [0, 0.9],
          [1, 0.1],
        ],
      },
    ]);
    expect(failures(kernel(down))[1]).toContain('chance');
  });
});
