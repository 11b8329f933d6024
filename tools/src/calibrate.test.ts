/**
 * The `calibrate` CLI: bad flags fail with a message saying what is allowed and the usage; a
 * tiny self-play run reports tables whose counts add up, writes decisions that `--from` reads
 * back to the same table, and `--fit` writes a table module with ascending knots.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runTool } from './cli.test-util.js';
import { matrixOverloadKernel } from '@matrix-arcade/matrix-overload/engine';

const run = (...args: string[]) => runTool('calibrate', args);

describe('calibrate CLI', () => {
  it.each([
    [['chess'], 'unknown game "chess"; known games: dice-matrix, matrix-overload'],
    [[], 'name a game'],
    [['dice-matrix', 'matrix-overload'], 'one game at a time, got dice-matrix matrix-overload'],
    [
      ['dice-matrix', '--games', '0'],
      '--games must be a whole number from 1 to 1000000000, got "0"',
    ],
    [['dice-matrix', '--bins', '1'], '--bins must be a whole number from 2 to 50, got "1"'],
    [['dice-matrix', '--bands', 'many'], '--bands must be a whole number from 1 to 12, got "many"'],
    [['dice-matrix', '--seed', '4294967296'], '--seed must be a whole number from 0 to 4294967295'],
    [
      ['dice-matrix', '--iterations', '0'],
      '--iterations must be a whole number from 1 to 10000000, got "0"',
    ],
    [
      ['dice-matrix', '--from', 'x.jsonl', '--iterations', '5'],
      '--iterations with --from: the file says how its games were played',
    ],
    [
      ['dice-matrix', '--from', 'x.jsonl', '--games', '5'],
      '--from reads its games and options from the file: give no --games, --seed or --option',
    ],
    [
      ['matrix-maze', '--from', 'x.jsonl', '--option', 'map=watchtower'],
      '--from reads its games and options from the file',
    ],
    [
      ['matrix-maze', '--option', 'map=nowhere'],
      '--option.map: expected one of "neon-junction", "harvest-grid", "data-orchard", "glass-corridors", "watchtower", got "nowhere"',
    ],
    [
      ['matrix-maze', '--option', 'colour=red'],
      '--option.colour: unknown option; known options: map',
    ],
    [['dice-matrix', '--from', '/nonexistent/x.jsonl'], '--from: cannot read /nonexistent/x.jsonl'],
    [['dice-matrix', '--pool'], '--pool pools --from files: give some'],
    [
      ['dice-matrix', '--from', 'x.jsonl', '--random-moves', '5'],
      '--random-moves with --from: nothing to play',
    ],
    [
      ['dice-matrix', '--random-moves', 'many'],
      '--random-moves must be a whole number from 0 to 100000, got "many"',
    ],
    [['dice-matrix', '--floor', '100'], '--floor scores the map just fitted: give --fit too'],
  ])('rejects %j with a clear message and exit code 2', async (args, message) => {
    const r = await run(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain('usage: pnpm calibrate');
    expect(r.stdout).toBe('');
  });

  it('plays, records, reads back and fits', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'calibrate-'));
    const out = join(dir, 'd.jsonl');
    // At a small effort (--iterations): what is tested here is the record and the fit.
    const args = ['matrix-overload', '--games', '2', '--seed', '4', '--workers', '1'];
    const played = await run(...args, '--iterations', '300', '--json', '--out', out);
    expect(played.status).toBe(0);
    const r = JSON.parse(played.stdout);
    expect(r.games).toBe(2);
    expect(r.stopped).toBe(0);
    expect(r.runs).toEqual([{ seed: 4, games: 2 }]);
    // The settings recorded are the kernel's defaults (a finite playout depth for this game),
    // with the effort asked for.
    const d = matrixOverloadKernel.defaults;
    expect(d.algorithm).toBe('mcts');
    const defaults = {
      algorithm: d.algorithm,
      iterations: d.iterations,
      exploration: d.exploration,
      playoutDepth: d.playoutDepth,
    };
    expect(r.settings).toEqual({ ...defaults, iterations: 300 });
    const plain = await run(...args, '--max-steps', '2', '--json');
    expect(JSON.parse(plain.stdout).settings).toEqual(defaults);
    expect(r.raw.count).toBe(r.decisions);
    expect(r.raw.bins.reduce((s: number, b: { count: number }) => s + b.count, 0)).toBe(
      r.decisions,
    );
    const lines = readFileSync(out, 'utf8').trim().split('\n');
    expect(lines).toHaveLength(r.decisions + 1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ calibrate: 1, game: 'matrix-overload', seed: 4 });

    const table = join(dir, 'calibration-table.ts');
    const again = await run(
      ...['matrix-overload', '--from', out, '--fit', table, '--bands', '2', '--json'],
      ...['--floor', '3'],
    );
    expect(again.status).toBe(0);
    const a = JSON.parse(again.stdout);
    expect(a.fittedFloor).toMatchObject({ runs: 3, draws: 200 });
    expect(a.fittedFloor.range90[0]).toBeLessThanOrEqual(a.fittedFloor.range90[1]);
    expect(a.raw).toEqual(r.raw);
    expect(a.fittedInSample.count).toBe(r.decisions);
    const source = readFileSync(table, 'utf8');
    expect(source).toContain('export const calibrationTable: CalibrationTable');
    expect(source).toContain("algorithm: 'mcts'");
    const curves = [...source.matchAll(/knots: \[([\s\S]*?)\n {6}\]/g)].map((m) =>
      [...m[1]!.matchAll(/\[([\d.]+), ([\d.]+)\]/g)].map((k) => [Number(k[1]), Number(k[2])]),
    );
    expect(curves).toHaveLength(2);
    for (const knots of curves) {
      for (let i = 1; i < knots.length; i++) {
        expect(knots[i]![0]).toBeGreaterThan(knots[i - 1]![0]!);
        expect(knots[i]![1]).toBeGreaterThanOrEqual(knots[i - 1]![1]!);
      }
    }

    const wrong = await run('dice-matrix', '--from', out);
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain("holds matrix-overload's games, not dice-matrix's");
  });

  it('--random-moves: the engine takes over after the random moves, whose decisions are not recorded', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'calibrate-'));
    const out = (name: string) => join(dir, `${name}.jsonl`);
    const base = ['matrix-overload', '--games', '3', '--seed', '4', '--workers', '1', '--json'];
    base.push('--iterations', '300');
    const own = JSON.parse((await run(...base, '--out', out('own'))).stdout);
    const r = JSON.parse(
      (await run(...base, '--random-moves', '40', '--out', out('prefix'))).stdout,
    );
    expect(r.runs).toEqual([{ seed: 4, games: 3, randomMoves: 40 }]);
    expect(JSON.parse(readFileSync(out('prefix'), 'utf8').split('\n')[0]!)).toMatchObject({
      randomMoves: 40,
    });
    expect(own.decisions).toBeGreaterThan(0);
    expect(r.decisions).toBeGreaterThan(0);
    // Up to 100,000 random moves: k is drawn from 0 to 100,000 and a run of this game lasts at
    // most a few hundred moves, so random play ends every run (odds of the engine getting a
    // move: under 1 in 100 for three runs) and not one decision is the engine's to record.
    const all = JSON.parse((await run(...base, '--random-moves', '100000')).stdout);
    expect(all).toMatchObject({ games: 3, stopped: 0, decisions: 0 });
    const table = join(dir, 'table.ts');
    const fit = await run(
      ...['matrix-overload', '--from', out('own'), '--from', out('prefix'), '--fit', table],
    );
    expect(fit.status).toBe(0);
    expect(readFileSync(table, 'utf8')).toContain('--seed 4 --random-moves 40');
  });

  it('leaves out and counts the games the step budget stopped', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'calibrate-'));
    const out = join(dir, 'd.jsonl');
    const args = ['matrix-overload', '--games', '2', '--seed', '4', '--workers', '1'];
    const r = JSON.parse((await run(...args, '--max-steps', '3', '--json', '--out', out)).stdout);
    expect(r).toMatchObject({ games: 2, stopped: 2, decisions: 0 });
    expect(JSON.parse(readFileSync(out, 'utf8').split('\n')[0]!)).toMatchObject({ stopped: 2 });
    expect(JSON.parse((await run('matrix-overload', '--from', out, '--json')).stdout).stopped).toBe(
      2,
    );
    expect((await run(...args, '--max-steps', '3')).stdout).toContain(
      '2 stopped at the step budget',
    );
  });

  it("records the settings the option set's games are played with (a mode's own)", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'calibrate-'));
    const header = async (name: string, ...options: string[]) => {
      const out = join(dir, `${name}.jsonl`);
      const args = ['cybermancy', '--games', '1', '--workers', '1', '--max-steps', '2'];
      expect((await run(...args, ...options, '--json', '--out', out)).status).toBe(0);
      return JSON.parse(readFileSync(out, 'utf8').split('\n')[0]!);
    };
    // CYBERMANCY's campaign chapters 2–4 are searched with 16-step playouts and 14,000
    // iterations, the rest with 8 and 10,000.
    const campaign = await header('c3', '--option', 'mode=campaign', '--option', 'chapter=3');
    expect(campaign.settings).toMatchObject({ playoutDepth: 16, iterations: 14_000 });
    const basic = await header('basic', '--option', 'mode=basic');
    expect(basic.settings).toMatchObject({ playoutDepth: 8, iterations: 10_000 });
  });

  it('plays with --option, records it, fits that option set, and keeps option sets apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'calibrate-'));
    const out = (name: string) => join(dir, `${name}.jsonl`);
    const base = ['matrix-maze', '--games', '2', '--seed', '4', '--workers', '1', '--json'];
    const solo = await run(...base, '--option', 'map=watchtower', '--out', out('solo'));
    expect(solo.status).toBe(0);
    const header = JSON.parse(readFileSync(out('solo'), 'utf8').split('\n')[0]!);
    expect(header.options).toMatchObject({ map: 'watchtower' });
    // A solo game has one seat: every decision is seat 0's, unlike the duel's.
    const seats = (f: string) =>
      new Set(
        readFileSync(f, 'utf8')
          .trim()
          .split('\n')
          .slice(1)
          .map((l) => JSON.parse(l).seat),
      );
    expect(seats(out('solo'))).toEqual(new Set([0]));
    const duel = await run(...base, '--out', out('duel'));
    expect(duel.status).toBe(0);
    expect(seats(out('duel'))).toEqual(new Set([0, 1]));

    const table = join(dir, 'table.ts');
    const fit = await run('matrix-maze', '--from', out('solo'), '--fit', table, '--json');
    expect(fit.status).toBe(0);
    expect(readFileSync(table, 'utf8')).toContain('--option map=watchtower');
    // The maze reads a turn's chance at its last decision: the decisions before it record how
    // far ahead it was read, and the fit takes the decisions read where they are only.
    const rows = readFileSync(out('solo'), 'utf8')
      .trim()
      .split('\n')
      .slice(1)
      .map((l) => JSON.parse(l));
    const ahead = rows.filter((r) => r.ahead !== undefined).length;
    expect(ahead).toBeGreaterThan(0);
    expect(readFileSync(table, 'utf8')).toContain(
      `${rows.length - ahead} decisions of 2 games (${ahead} more read ahead)`,
    );
    const mixed = await run('matrix-maze', '--from', out('solo'), '--from', out('duel'));
    expect(mixed.status).toBe(2);
    expect(mixed.stderr).toContain('was played with other game options');

    // --pool: one fit over both option sets, each file scored with its own options' table, so
    // the pooled Brier score is the decision-weighted mean of the two files' own.
    const alone = async (name: string) =>
      JSON.parse((await run('matrix-maze', '--from', out(name), '--json')).stdout).calibrated;
    const [s, d] = [await alone('solo'), await alone('duel')];
    const pooledTable = join(dir, 'pooled.ts');
    const pooled = await run(
      ...['matrix-maze', '--from', out('solo'), '--from', out('duel'), '--pool', '--json'],
      ...['--fit', pooledTable],
    );
    expect(pooled.status).toBe(0);
    const p = JSON.parse(pooled.stdout);
    expect(p.calibrated.count).toBe(s.count + d.count);
    expect(p.calibrated.brier).toBeCloseTo(
      (s.brier * s.count + d.brier * d.count) / p.calibrated.count,
      10,
    );
    expect(p.fittedInSample.count).toBe(p.decisions);
    const fitted = readFileSync(pooledTable, 'utf8');
    expect(fitted).toContain('--option map=watchtower');
    expect(fitted).toContain('--option map=neon-junction');
  });
});
