import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseReplay, playReplay } from '@matrix-arcade/core';
import { cybermancy } from '@matrix-arcade/cybermancy';
import { matrixOverload } from '@matrix-arcade/matrix-overload';
import { describe, expect, it } from 'vitest';
import { runTool } from './cli.test-util.js';

const run = (...args: string[]) => runTool('solve', args);

describe('solve CLI', () => {
  it('prints one JSON object with the counts, intervals and line lengths', async () => {
    const r = await run(
      'matrix-overload',
      '--deals',
      '4',
      '--nodes',
      '20000',
      '--seed',
      '1',
      '--json',
    );
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({ game: 'matrix-overload', deals: 4, seed: 1, budget: 20000 });
    expect(s.won + s.lost + s.stopped + s.undecided).toBe(4);
    for (const k of ['won', 'lost', 'stopped', 'undecided']) {
      expect(s.rates[k]).toBeCloseTo(s[k] / 4, 3);
      expect(s.ci95[k][0]).toBeLessThanOrEqual(s.rates[k]);
      expect(s.ci95[k][1]).toBeGreaterThanOrEqual(s.rates[k]);
    }
    expect(s.won).toBeGreaterThan(0);
    expect(s.meanLineLength).toBeGreaterThan(20);
    expect(s.totalNodes).toBeLessThanOrEqual(4 * 20000);
    expect(s.maxNodesWon).toBeLessThanOrEqual(20000);
  });

  it('gives the same results with one worker or two', async () => {
    const args = ['matrix-overload', '--deals', '4', '--nodes', '5000', '--seed', '9', '--json'];
    const one = JSON.parse((await run(...args, '--workers', '1')).stdout);
    const two = JSON.parse((await run(...args, '--workers', '2')).stdout);
    expect(two).toEqual(one);
  });

  it('prints a table, and writes the winning lines as replays that win', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'solve-')), 'wins.json');
    const r = await run('matrix-overload', '--deals', '2', '--nodes', '200000', '--replays', file);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^matrix-overload solver, 2 deals, seed 1, budget 200,000 nodes/);
    expect(r.stdout).toMatch(/won +\d+ +[\d.]+% +95% CI/);
    expect(r.stdout).toMatch(/undecided/);
    const replays = JSON.parse(readFileSync(file, 'utf8')) as unknown[];
    expect(replays.length).toBeGreaterThan(0);
    for (const json of replays) {
      const states = playReplay(matrixOverload, parseReplay(matrixOverload, json));
      expect(states[states.length - 1]!.ending).toBe('win');
    }
  });

  it('deals an edition’s mode with --option and writes replays that carry it', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'solve-')), 'wins.json');
    const r = await run(
      'cybermancy',
      ...['--deals', '2', '--nodes', '100000', '--json', '--replays', file],
      ...['--option', 'mode=advanced'],
    );
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout).options).toEqual({
      mode: 'advanced',
      challenge: 'random',
      chapter: 1,
    });
    const replays = JSON.parse(readFileSync(file, 'utf8')) as { options: object }[];
    expect(replays.length).toBeGreaterThan(0);
    for (const json of replays) {
      expect(json.options).toMatchObject({ mode: 'advanced' });
      const states = playReplay(cybermancy, parseReplay(cybermancy, json));
      expect(states[states.length - 1]!.ending).toBe('win');
    }
    expect((await run('cybermancy', '--option', 'mode=expert')).stderr).toMatch(/--option\.mode/);
  });

  it.each([
    [['chess'], 'unknown game "chess"; known games: dice-matrix, matrix-overload'],
    [['dice-matrix'], 'dice-matrix has no solver; games with one: matrix-overload'],
    [
      ['matrix-overload', '--deals', '0'],
      '--deals must be a whole number from 1 to 1000000000, got "0"',
    ],
    [
      ['matrix-overload', '--nodes', '1e6'],
      '--nodes must be a whole number from 1 to 1000000000, got "1e6"',
    ],
    [['matrix-overload', '--seed=-1'], '--seed must be a whole number from 0 to 4294967295'],
    [['matrix-overload', '--budget', '5'], "Unknown option '--budget'"],
    [['matrix-overload', '--json', 'yes'], 'one game at a time, got matrix-overload yes'],
    [['matrix-overload', '--replays', ''], '--replays needs a file name'],
    [[], 'name a game'],
  ])('rejects %j with a clear message and exit code 2', async (args, message) => {
    const r = await run(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain('usage: pnpm solve');
    expect(r.stdout).toBe('');
  });
});
