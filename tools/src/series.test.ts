/**
 * `pnpm series`: the engine-alone tuning series. A series is a pure function of its flags (same
 * seed and settings, same runs), a setting flag changes what is played, a mode with settings of
 * its own plays with them unless a flag says otherwise, `--see-state` is refused
 * for a kernel that cannot encode a whole state, and every bad flag says what is allowed.
 */
import { describe, expect, it } from 'vitest';
import { type ToolRun, runTool } from './cli.test-util.js';

const run = (...args: string[]) => runTool('series', args);
const summary = (r: ToolRun) => {
  expect(r.status, r.stderr).toBe(0);
  const { meanMs: _m, p95Ms: _p, ...rest } = JSON.parse(r.stdout);
  return rest;
};

describe('series CLI', () => {
  it('plays the same runs for the same flags, and other runs for another setting', async () => {
    const flags = ['dice-matrix', '--games', '2', '--seed', '5', '--iterations', '40'];
    const a = summary(await run(...flags));
    expect(a.games).toBe(2);
    expect(a.settings.iterations).toBe(40);
    expect(Object.values(a.endings as Record<string, number>).reduce((s, n) => s + n, 0)).toBe(2);
    expect(summary(await run(...flags))).toEqual(a);
    const deeper = summary(await run(...flags.slice(0, -1), '400'));
    expect(deeper.settings.iterations).toBe(400);
    expect(deeper.decisions).not.toBe(a.decisions);
  });

  it("plays a mode with the kernel's settings for it, under the flags", async () => {
    const flags = ['cybermancy', '--games', '1', '--seed', '2', '--iterations', '60'];
    const campaign = ['--option', 'mode=campaign', '--option', 'chapter=4'];
    // CYBERMANCY's campaign chapters 2–4 search with 16-step playouts, every other mode with 8.
    expect(summary(await run(...flags, ...campaign)).settings.playoutDepth).toBe(16);
    expect(summary(await run(...flags, '--option', 'mode=basic')).settings.playoutDepth).toBe(8);
    expect(summary(await run(...flags, ...campaign, '--depth', '5')).settings.playoutDepth).toBe(5);
  });

  it('lets a kernel with encodeState see the whole state, and refuses it elsewhere', async () => {
    const seen = summary(
      await run(
        'piecepack-matrix',
        '--games',
        '1',
        '--seed',
        '3',
        '--iterations',
        '4',
        '--see-state',
      ),
    );
    expect(seen.seeState).toBe(true);
    expect(seen.decisions).toBeGreaterThan(0);
    const fed = summary(
      await run(
        'piecepack-matrix',
        '--games',
        '1',
        '--seed',
        '3',
        '--iterations',
        '4',
        '--see-chance',
        '--move-seeds',
      ),
    );
    expect(fed.seeChance).toBe(true);
    expect(fed.moveSeeds).toBe(true);
    expect(fed.runs).toMatch(/^[W.]$/);
    const chance = await run('dice-matrix', '--games', '1', '--see-chance');
    expect(chance.status).toBe(2);
    expect(chance.stderr).toMatch(
      /cannot follow a match's chance outcomes; games that can: piecepack-matrix/,
    );
    const r = await run('dice-matrix', '--games', '1', '--see-state');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(
      /dice-matrix's kernel cannot encode a whole state; games that can: cybermancy, piecepack-matrix/,
    );
  });

  it('refuses bad flags with what is allowed', async () => {
    const bad: [string[], RegExp][] = [
      [
        ['cybermancy', '--algorithm', 'minimax'],
        /--algorithm must be one of mcts, .*got "minimax"/,
      ],
      [['cybermancy', '--level', 'quick'], /--level must be "strong"/],
      [['cybermancy', '--exploration', 'high'], /--exploration must be a number, got "high"/],
      [['cybermancy', '--games', '0'], /--games must be a whole number from 1/],
      [
        ['cybermancy', '--module', '/nonexistent.wasm'],
        /--module \/nonexistent.wasm: not a wasm module/,
      ],
      [['cybermancy', '--engine-seed', '2', '--move-seeds'], /give one/],
      [['cybermancy', '--call', 'noSuchExport=1'], /has no export "noSuchExport"/],
      [['cybermancy', '--option', 'mode=nightmare'], /mode/],
    ];
    for (const [args, message] of bad) {
      const r = await run(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
    }
  });
});
