/**
 * The output of `pnpm calibrate`: its report (JSON shape and the reliability tables as Markdown
 * tables, pasteable into docs/performance.md) and the source of a game's fitted
 * `calibration-table.ts`, written so that biome leaves it as it is.
 */
import type { CalibrationTable, EngineDefaults } from '@matrix-arcade/ai-wasm';
import type { EceFloor, Reliability } from './calibration-stats.js';

const depth = (d: number) => (Number.isFinite(d) && d >= 0 ? d : -1);

export interface CalibrationReport {
  game: string;
  games: number;
  /** Of `games`, those the step budget stopped before they ended: left out. */
  stopped: number;
  decisions: number;
  /** Where the games came from: series seed and games of each run. */
  runs: { seed: number; games: number; randomMoves?: number }[];
  settings: EngineDefaults;
  /** The raw search value read as a chance. */
  raw: Reliability;
  /** The kernel's calibrated chance (absent when it has no map for these settings). */
  calibrated?: Reliability;
  /** The map fitted by --fit, scored on the games it was fitted on. */
  fittedInSample?: Reliability;
  /** With --floor: that map's ECE over bootstrap draws of its own games. */
  fittedFloor?: EceFloor;
}

/** The source of a game's `calibration-table.ts`. */
export function tableModule(gameId: string, t: CalibrationTable): string {
  const curves = t.curves
    .map((c) => {
      const knots = c.knots.map(([x, y]) => `        [${x}, ${y}],`).join('\n');
      return `    {\n      at: ${c.at},\n      knots: [\n${knots}\n      ],\n    },`;
    })
    .join('\n');
  const f = t.settings;
  return `/**
 * The fitted hint calibration table of ${gameId}, written by \`pnpm calibrate --fit\`
 * (tools/src/calibrate.ts): per band of progress (\`at\`, its mean), the interpolated isotonic
 * regression of the deciding seat's result on the raw search value, knots \`[value, chance]\`,
 * from self-play at the settings below. Generated data: re-fit rather than edit.
 */
import type { CalibrationTable } from '@matrix-arcade/ai-wasm';

export const calibrationTable: CalibrationTable = {
  settings: {
    algorithm: '${f.algorithm}',
    iterations: ${f.iterations},
    exploration: ${f.exploration},
    playoutDepth: ${depth(f.playoutDepth)},
  },
  fitted:
    '${t.fitted.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}',
  curves: [
${curves}
  ],
};
`;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatReliability(title: string, r: Reliability): string {
  const lines = [
    `${title}: ${r.count} decisions from ${r.games} games, Brier ${r.brier.toFixed(4)}, ECE ${pct(r.ece)}`,
    '| predicted | decisions | games | effective games | mean predicted | observed | 95% interval | inside |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ];
  for (const b of r.bins) {
    lines.push(
      `| ${Math.round(b.lo * 100)}–${Math.round(b.hi * 100)}% | ${b.count} | ${b.games} | ${b.nEff.toFixed(1)} | ${pct(b.meanPredicted)} | ${pct(b.observed)} | ${pct(b.ci95[0])}–${pct(b.ci95[1])} | ${b.inside ? 'yes' : 'no'} |`,
    );
  }
  return lines.join('\n');
}

export function formatReport(r: CalibrationReport): string {
  const s = r.settings;
  const runs = r.runs
    .map(
      (x) =>
        `seed ${x.seed} (${x.games} games${x.randomMoves ? `, up to ${x.randomMoves} random moves first` : ''})`,
    )
    .join(', ');
  const left = r.stopped ? ` (${r.stopped} stopped at the step budget, left out)` : '';
  const parts = [
    `${r.game}: ${r.games} games${left}, ${runs}; engine ${s.algorithm}, ${s.iterations} iterations, exploration ${s.exploration}, playout depth ${s.playoutDepth}`,
    formatReliability('raw value as the chance', r.raw),
  ];
  if (r.calibrated) parts.push(formatReliability('calibrated chance', r.calibrated));
  else parts.push('calibrated chance: the kernel has no map for these settings');
  if (r.fittedInSample) {
    parts.push(formatReliability('the map just fitted, on its own games', r.fittedInSample));
  }
  if (r.fittedFloor) {
    const f = r.fittedFloor;
    parts.push(
      `noise floor of a ${f.runs}-run check: the map just fitted, on ${f.draws} draws of ${f.runs} of its own games, ECE mean ${pct(f.mean)}, 90% of draws ${pct(f.range90[0])}–${pct(f.range90[1])}, at most 5% in ${Math.round(f.atMost5 * 100)}% of draws`,
    );
  }
  return parts.join('\n\n');
}
