/**
 * review-balance's command line: a bad flag is refused with what is allowed, and `--sum` adds up
 * a series' recorded moves into the books (the fall from the first chance to the result against
 * the chance the moves gave away, net and clamped, and where the rest of the fall happened).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runMain } from './cli-main.js';
import { reviewBalanceCli } from './review-balance.js';

const run = async (args: string[]) => {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runMain(reviewBalanceCli, args, {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { status, out: out.join('\n'), err: err.join('\n') };
};

const dir = mkdtempSync(join(tmpdir(), 'review-balance-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('review-balance', () => {
  it('refuses a bad flag, an unknown game and --sum without files, saying what is allowed', async () => {
    const bot = await run(['piecepack-matrix', '--bot', 'greedy']);
    expect(bot.status).toBe(2);
    expect(bot.err).toContain('--bot must be random or engine, got "greedy"');
    expect(bot.err).toContain('usage:');
    const game = await run(['chess']);
    expect(game.status).toBe(2);
    expect(game.err).toContain('unknown game "chess"; games: dice-matrix');
    expect((await run(['--sum'])).err).toContain('--sum needs the --moves files');
    expect((await run(['--help'])).status).toBe(2);
  });

  it('--sum keeps the books of recorded moves: net given away unclamped, drift and luck apart', async () => {
    const row = (game: number, step: number, m: object) =>
      JSON.stringify({ game, step, legal: 3, progress: 0, kind: 'calibrated', ...m });
    // Game 0, lost: the engine's move (0.6 → 0.5 next), a move giving away 0.2 (best 0.5, after
    // 0.3), the next chance 0.25 (luck −0.05), then a move that kept 0.1 more than the engine's.
    // Game 1, won: one engine move from 0.8 to the end.
    const file = join(dir, 'a.jsonl');
    writeFileSync(
      file,
      [
        row(0, 0, { before: 0.6, after: 0.6, best: 0.6, engine: true, result: 0 }),
        row(0, 1, { before: 0.5, after: 0.3, best: 0.5, engine: false, result: 0 }),
        row(0, 2, { before: 0.25, after: 0.4, best: 0.3, engine: false, result: 0 }),
        row(1, 0, { before: 0.8, after: 0.8, best: 0.8, engine: true, result: 1 }),
      ].join('\n'),
    );
    const r = await run(['--sum', file]);
    expect(r.status).toBe(0);
    const books = JSON.parse(r.out) as Record<string, number[] | number>;
    expect(books.games).toBe(2);
    expect(books.wins).toBe(1);
    const mean = (k: string) => (books[k] as number[])[0];
    expect(mean('fall')).toBeCloseTo((0.6 + -0.2) / 2, 4);
    expect(mean('netLosses')).toBeCloseTo((0.2 - 0.1) / 2, 4); // a gain counts against
    expect(mean('losses')).toBeCloseTo(0.2 / 2, 4); // clamped: the gain is dropped
    expect(mean('signedLosses')).toBeCloseTo((0.2 - 0.15) / 2, 4);
    expect(mean('driftAtEngineMoves')).toBeCloseTo((0.1 + -0.2) / 2, 4);
    // After the moves not the engine's: 0.3 → 0.25 next, then 0.4 → the result 0.
    expect(mean('luckAfterOthers')).toBeCloseTo((0.05 + 0.4) / 2, 4);
  });
});
