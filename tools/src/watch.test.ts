import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const cli = fileURLToPath(new URL('../dist/watch.js', import.meta.url));
const run = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], { encoding: 'utf8' });

it('plays a whole AI-vs-AI game in a log: board, every move, final board and result', () => {
  const r = run('--', '--seed', '5', '--a', 'random', '--b', 'greedy');
  expect(r.status).toBe(0);
  const moves = r.stdout.split('\n').filter((l) => /^Move \d+, Player [12]/.test(l));
  // The opening, then takes of one or two dice until all 49 are gone.
  expect(moves[0]).toMatch(/^Move 1, Player 1 \(random\): (keep|turn) the spare/);
  expect(moves.length).toBeGreaterThanOrEqual(25);
  expect(moves.length).toBeLessThanOrEqual(50);
  expect(r.stdout.match(/Dice Matrix — seed 5/g)).toHaveLength(2);
  expect(r.stdout).toMatch(/(Player [12] wins \d+ to \d+|draw)/i);
  expect(r.stdout).not.toContain('\x1b['); // no colour codes outside a terminal
});

it('rejects a bad flag with the usage and exit code 2', () => {
  const r = run('--a', 'wizard');
  expect(r.status).toBe(2);
  expect(r.stderr).toContain('--a: unknown bot "wizard"');
});

it('plays any registered game: a MATR1X ØVERLØAD run with one bot, drawn as its text picture', () => {
  const r = run('matrix-overload', '--seed', '3', '--a', 'greedy');
  expect(r.status).toBe(0);
  expect(r.stdout.match(/MATR1X ØVERLØAD — seed 3 — Player 1: greedy/g)).toHaveLength(2);
  expect(r.stdout).toMatch(/^Move 1, Player 1 \(greedy\): /m);
  // The descriptor's renderText: the matrix as cards in brackets and the hand and deck below.
  expect(r.stdout).toMatch(/^hand \S+ +deck \d+/m);
  expect(r.stdout).toMatch(/\[[0-9AJQKP]+[♠♥♦♣]\]/);
  expect(r.stdout).not.toMatch(/"stacks":/);
  expect(r.stdout).toMatch(/royals killed/);
  expect(run('matrix-overload', '--b', 'greedy').stderr).toContain(
    'matrix-overload is a solitaire: give --a only',
  );
});

it('stops a game at --max-steps moves and says so', () => {
  const r = run('piecepack-matrix', '--seed', '2', '--a', 'greedy', '--max-steps', '3');
  expect(r.status).toBe(0);
  expect(r.stdout.split('\n').filter((l) => /^Move \d+, Player 1/.test(l))).toHaveLength(3);
  expect(r.stdout).toContain('Stopped after 3 moves: the game had not ended.');
});
