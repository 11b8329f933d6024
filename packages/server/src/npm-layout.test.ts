/**
 * Installed the way npm installs it: the server package is a copy in a project's flat
 * `node_modules`, its dependencies beside it, not inside it (the old discovery looked only in
 * the server's own `node_modules` and found no games). A fresh Node process in that project
 * imports the built package and discovers both duel games, and its AI pool finds the engine's
 * worker and a game's wasm and plays a move. Needs `dist` (the package built).
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const pkg = fileURLToPath(new URL('..', import.meta.url));
const project = mkdtempSync(join(tmpdir(), 'npm-layout-'));
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('an npm layout', () => {
  it('discovers both duel games with the dependencies hoisted beside the server', () => {
    expect(existsSync(join(pkg, 'dist/index.js')), 'build the server package first').toBe(true);
    const modules = join(project, 'node_modules');
    const server = join(modules, '@matrix-arcade/server');
    mkdirSync(server, { recursive: true });
    cpSync(join(pkg, 'dist'), join(server, 'dist'), { recursive: true });
    cpSync(join(pkg, 'package.json'), join(server, 'package.json'));
    const deps = [
      '@colyseus/core',
      '@colyseus/redis-driver',
      '@colyseus/redis-presence',
      '@colyseus/schema',
      '@colyseus/ws-transport',
      '@matrix-arcade/ai-wasm',
      '@matrix-arcade/core',
      '@matrix-arcade/dice-matrix',
      '@matrix-arcade/matrix-maze',
      'ioredis',
      'ws',
    ];
    for (const dep of deps) {
      const to = join(modules, dep);
      mkdirSync(dirname(to), { recursive: true });
      symlinkSync(realpathSync(join(pkg, 'node_modules', dep)), to, 'dir');
    }
    expect(existsSync(join(server, 'node_modules'))).toBe(false);
    const out = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('@matrix-arcade/server'); console.log(JSON.stringify([...(await m.discoverDuelGames()).keys()].sort()));",
      ],
      { cwd: project, encoding: 'utf8' },
    );
    expect(JSON.parse(out.trim())).toEqual(['dice-matrix', 'matrix-maze']);
    // The AI of an empty seat: the engine's worker and the game's wasm are found from there too.
    const move = execFileSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        [
          "const { AiPool } = await import('@matrix-arcade/server');",
          "const { discoverGames } = await import('@matrix-arcade/core/discover');",
          "const { pathToFileURL } = await import('node:url');",
          "const url = pathToFileURL('./node_modules/@matrix-arcade/server/package.json');",
          'const manifests = await discoverGames(url);',
          "const d = manifests.find((m) => m.descriptor.game.id === 'dice-matrix').descriptor;",
          'const pool = new AiPool(AiPool.kernelsOf(manifests), { hint: { iterations: 100 } });',
          'const state = d.game.setup({}, 7);',
          'const seat = d.game.currentPlayer(state);',
          'const action = await pool.chooser(d)(d.game, d.game.observe(state, seat), seat);',
          'await pool.close();',
          'console.log(JSON.stringify({ legal: d.game.legalActions(state).includes(action), left: pool.liveWorkers }));',
        ].join('\n'),
      ],
      { cwd: project, encoding: 'utf8' },
    );
    expect(JSON.parse(move.trim())).toEqual({ legal: true, left: 0 });
  });
});
