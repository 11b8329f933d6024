import { describe, expect, it } from 'vitest';
import { runTool } from './cli.test-util.js';

const run = (...args: string[]) => runTool('simulate', args);

describe('simulate CLI', () => {
  it('prints one JSON object with the documented fields', async () => {
    const r = await run(
      'dice-matrix',
      '--games',
      '6',
      '--a',
      'greedy',
      '--b',
      'random',
      '--seed',
      '3',
      '--json',
    );
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(Object.keys(s)).toEqual(
      expect.arrayContaining([
        'game',
        'games',
        'bots',
        'wins',
        'draws',
        'winRate',
        'ci95',
        'endings',
      ]),
    );
    expect(s.game).toBe('dice-matrix');
    expect(s.bots).toEqual(['greedy', 'random']);
    expect(s.wins[0] + s.wins[1] + s.draws).toBe(6);
    expect(s.winRate[0]).toBeCloseTo(s.wins[0] / 6, 3);
    expect(s.ci95[0][0]).toBeLessThanOrEqual(s.winRate[0]);
    expect(s.ci95[0][1]).toBeGreaterThanOrEqual(s.winRate[0]);
    expect(Object.values(s.endings).reduce((a: number, b) => a + (b as number), 0)).toBe(6);
    // Greedy crushes random at Dice Matrix.
    expect(s.wins[0]).toBeGreaterThanOrEqual(5);
  });

  it('counts games the step budget stopped apart from wins and endings', async () => {
    const r = await run(
      'piecepack-matrix',
      '--games',
      '3',
      '--a',
      'greedy',
      '--max-steps',
      '4',
      '--json',
    );
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({ games: 3, stopped: 3, maxSteps: 4, wins: [0] });
    expect(Object.keys(s.endings)).toEqual(['win', 'brain-death', 'over-target']);
    expect(Object.values(s.endings).every((n) => n === 0)).toBe(true);
    expect(s.stoppedShare.share).toBe(1);
    const text = await run('piecepack-matrix', '--games', '2', '--a', 'greedy', '--max-steps', '4');
    expect(text.stdout).toMatch(/not over after 4 decisions/);
    expect(text.stdout).toMatch(/stopped +2 +100\.0%/);
  });

  it('gives the same results with one worker or two', async () => {
    const args = [
      'dice-matrix',
      '--games',
      '4',
      '--a',
      'random',
      '--b',
      'random',
      '--seed',
      '9',
      '--json',
    ];
    // Everything but the wall-clock decision times.
    const { decisionMs: t1, ...one } = JSON.parse((await run(...args, '--workers', '1')).stdout);
    const { decisionMs: t2, ...two } = JSON.parse((await run(...args, '--workers', '2')).stdout);
    expect(two).toEqual(one);
    expect(t1.map((t: { n: number }) => t.n)).toEqual(t2.map((t: { n: number }) => t.n));
  });

  it('reports each bot’s decision times and how deals were paired', async () => {
    const args = ['dice-matrix', '--games', '4', '--a', 'greedy', '--b', 'ab:d1'];
    const s = JSON.parse((await run(...args, '--json', '--paired', '--workers', '1')).stdout);
    expect(s.pairing).toBe('paired');
    expect(s.decisionMs).toHaveLength(2);
    for (const t of s.decisionMs) {
      // Every decision of 4 games is counted: ~12-25 turns a game per bot, at least.
      expect(t.n).toBeGreaterThanOrEqual(4 * 10);
      expect(t.p50).toBeLessThanOrEqual(t.p95);
      expect(t.p95).toBeLessThanOrEqual(t.max);
      expect(t.mean).toBeLessThanOrEqual(t.max);
    }
    expect(JSON.parse((await run(...args, '--json')).stdout).pairing).toBe('alternating');
    const table = (await run(...args, '--paired')).stdout;
    expect(table).toContain('deals: paired (games 2k and 2k+1 share a deal, seats swapped)');
    expect(table).toMatch(/b: ab:d1 +p50 [\d.]+ +p95 [\d.]+ +mean [\d.]+/);
  });

  it('reports how MATR1X ØVERLØAD runs end: counts and shares with intervals', async () => {
    const r = await run(
      'matrix-overload',
      '--games',
      '20',
      '--a',
      'random',
      '--seed',
      '2',
      '--json',
    );
    expect(r.status).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s.bots).toEqual(['random']);
    // Every ending of the rules is listed, even at 0, in the rules' order.
    expect(Object.keys(s.endings)).toEqual(['win', 'out-of-time', 'black-ice', 'infinite-loop']);
    expect(Object.keys(s.endingShares)).toEqual(Object.keys(s.endings));
    expect(Object.values(s.endings).reduce((a: number, b) => a + (b as number), 0)).toBe(20);
    for (const [k, n] of Object.entries(s.endings)) {
      const e = s.endingShares[k];
      expect(e.share).toBeCloseTo((n as number) / 20, 3);
      expect(e.ci95[0]).toBeLessThanOrEqual(e.share);
      expect(e.ci95[1]).toBeGreaterThanOrEqual(e.share);
    }
    expect(s.endings.win).toBe(s.wins[0]);
    const table = await run('matrix-overload', '--games', '20', '--a', 'random', '--seed', '2');
    expect(table.stdout).toMatch(/black-ice +\d+ +[\d.]+% +95% CI [\d.]+%–[\d.]+%/);
  });

  it('plays MATR1X ØVERLØAD with greedy, the reference MCTS and the wasm engine', async () => {
    for (const a of ['greedy', 'mcts:20', 'wasm:200']) {
      const r = await run('matrix-overload', '--games', '2', '--a', a, '--json');
      expect(r.status).toBe(0);
      expect(JSON.parse(r.stdout).bots).toEqual([a]);
    }
  });

  it.each([
    [['chess'], 'unknown game "chess"; known games: dice-matrix, matrix-overload'],
    [['matrix-overload', '--b', 'greedy'], 'matrix-overload is a solitaire: give --a only'],
    [
      ['dice-matrix', '--games', 'ten'],
      '--games must be a whole number from 1 to 1000000000, got "ten"',
    ],
    [
      ['dice-matrix', '--a', 'genius'],
      '--a: unknown bot "genius"; bots: random, greedy, mcts, mcts:N, wasm, wasm:N, wasm:ms<N>, wasm:strong, wasm:quick, wasm:ab[:N|:ms<N>], wasm:em[:N|:ms<N>], wasm:mcts[:N|:ms<N>], ab[',
    ],
    [['matrix-overload', '--a', 'ab'], '--a: unknown bot "ab" (ab plays dice-matrix only)'],
    [['dice-matrix', '--b', 'wasm:turbo'], '--b: unknown bot "wasm:turbo"; bots:'],
    [['dice-matrix', '--games', '3', '--paired'], '--paired needs two bots and an even --games'],
    [['dice-matrix', '--colour', 'red'], "Unknown option '--colour'"],
    [
      ['dice-matrix', '--option', 'turbo=true'],
      '--option.turbo: unknown option; known options: recountAtEnd, tournament',
    ],
    [
      ['dice-matrix', '--option', 'tournament=maybe'],
      '--option.tournament: expected true or false, got "maybe"',
    ],
    [[], 'name a game'],
  ])('rejects %j with a clear message and exit code 2', async (args, message) => {
    const r = await run(...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr).toContain('usage: pnpm simulate');
    expect(r.stdout).toBe('');
  });
});
