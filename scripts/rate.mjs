/**
 * Shared by the games' `scripts/measure-speed.mjs`: the `--seconds S` flag (default 2), a rate
 * measurement (work per second of a step repeated for that long) and a number formatter.
 */
const argIndex = process.argv.indexOf('--seconds');
export const SECONDS = argIndex > 0 ? Number(process.argv[argIndex + 1]) : 2;

/** Runs `step` (which returns work done) repeatedly for SECONDS; returns work per second. */
export function rate(step) {
  let work = 0;
  const t0 = performance.now();
  let elapsed = 0;
  while (elapsed < SECONDS * 1000) {
    work += step();
    elapsed = performance.now() - t0;
  }
  return (work * 1000) / elapsed;
}

export const fmt = (x) => Math.round(x).toLocaleString('en-US');
