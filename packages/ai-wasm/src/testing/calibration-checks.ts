/**
 * `calibrationChecks`: what every game's shipped hint calibration must hold, written once (the
 * game's own tests add how it reads progress and what a real hint carries). The kernel's map has
 * curves and was fitted at the kernel's current defaults (a change of defaults without a re-fit
 * would silently drop `chance` from every hint: this check fails instead), and it never lowers
 * the chance as the raw value rises, at any progress, staying within [0, 1]. Framework-free
 * named checks, as `engineConformanceChecks`.
 */
import { calibratedChance } from '../calibration.js';
import type { EngineKernel } from '../hint.js';
import type { EngineCheck } from './conformance-spec.js';

export function calibrationChecks<O>(kernel: EngineKernel<O>): EngineCheck[] {
  const fail = (message: string): never => {
    throw new Error(`${kernel.gameId} calibration: ${message}`);
  };
  const map = () => kernel.calibration ?? fail('the kernel has no `calibration`');
  return [
    {
      name: `${kernel.gameId}: the calibration is fitted, at the kernel defaults`,
      timeout: 5_000,
      run: () => {
        const c = map();
        if (c.curves.length === 0) fail('no curves (run `pnpm calibrate <game> --fit …`)');
        const depth = kernel.defaults.playoutDepth;
        const wanted = {
          ...kernel.defaults,
          playoutDepth: Number.isFinite(depth) && depth >= 0 ? depth : -1,
        };
        const got = c.settings as unknown as Record<string, unknown>;
        for (const [k, v] of Object.entries(wanted)) {
          if (got[k] !== v)
            fail(`fitted with ${k} = ${got[k]}, the kernel's default is ${v}: re-fit`);
        }
      },
    },
    {
      name: `${kernel.gameId}: the calibration is monotone in the value at every progress, within [0, 1]`,
      timeout: 5_000,
      run: () => {
        const c = map();
        for (let p = 0; p <= 1.0001; p += 0.05) {
          let last = 0;
          for (let v = 0; v <= 1.0001; v += 0.005) {
            const chance = calibratedChance(c, v, p)!;
            if (!(chance >= last) || !(chance <= 1))
              fail(
                `chance ${chance} at value ${v.toFixed(3)}, progress ${p.toFixed(2)} (before: ${last})`,
              );
            last = chance;
          }
        }
      },
    },
  ];
}
