/**
 * `node tools/dist/winnable-timing.js <game> [--deals N] [--budget MS]`: how long "was this deal
 * winnable?" takes to answer after a lost run (docs/performance.md, "Was this deal winnable?").
 * Deal i (seed i + 1) is played to its end by always taking the first legal action (runs that
 * happen to win are skipped), then the game's `winnable` call answers from the replay with the
 * time budget given; prints each answer and a summary as JSON. The games are those whose
 * manifest's solver has a `winnable` call (winnable-runs.ts); none is named here.
 */
import { WINNABLE, lostRun } from './winnable-runs.js';

const args = process.argv.slice(2);
const id = args[0] ?? '';
const flag = (name: string, d: number) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? Number(args[i + 1]) : d;
};
const call = WINNABLE[id];
if (!call) {
  console.error(
    `usage: winnable-timing <game> [--deals N] [--budget MS]; games: ${Object.keys(WINNABLE).join(', ')}`,
  );
  process.exit(2);
}
const deals = flag('deals', 10);
const budgetMs = flag('budget', 5000);
const rows: { seed: number; verdict: string; ms: number; nodes: number; line: number }[] = [];
for (let i = 0; i < deals; i++) {
  const replay = lostRun(id, i + 1);
  if (!replay) continue;
  const a = call(replay, { budgetMs });
  rows.push({
    seed: i + 1,
    verdict: a.verdict,
    ms: Math.round(a.elapsedMs),
    nodes: a.nodes,
    line: a.line.length,
  });
}
const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
const count = (v: string) => rows.filter((r) => r.verdict === v).length;
console.log(
  JSON.stringify(
    {
      game: id,
      budgetMs,
      lostRuns: rows.length,
      winnable: count('winnable'),
      notWinnable: count('not-winnable'),
      undecided: count('undecided'),
      medianMs: ms[Math.floor(ms.length / 2)] ?? 0,
      maxMs: ms.at(-1) ?? 0,
      rows,
    },
    null,
    1,
  ),
);
