/**
 * The tools' registry is what the tools' package.json depends on: every game package found (a
 * dependency with a `./manifest` entry) is registered once, in the manifests' rank order, with
 * the kernel, solver and bots its manifest hands over, and every list is built from it.
 */
import { readFileSync } from 'node:fs';
import { type AnyGameManifest, sortManifests } from '@matrix-arcade/core';
import { gamePackageRefs } from '@matrix-arcade/core/discover';
import { describe, expect, it } from 'vitest';
import { KERNELS } from './engines.js';
import {
  ENTRIES,
  GAME_BOTS,
  GAME_ENDINGS,
  GAMES,
  REGISTRY,
  SOLVERS,
  findSolver,
  loadToolsGame,
} from './games.js';

const packageJson = new URL('../package.json', import.meta.url);
const ids = REGISTRY.map((e) => e.descriptor.game.id);

describe('the tools registry', () => {
  it('registers every game package the tools depend on, once', async () => {
    const deps = Object.keys(JSON.parse(readFileSync(packageJson, 'utf8')).dependencies);
    const refs = gamePackageRefs(packageJson);
    expect(refs.length).toBeGreaterThanOrEqual(5);
    for (const r of refs) expect(deps).toContain(r.name);
    const manifests: AnyGameManifest[] = [];
    for (const r of refs) {
      const m = ((await import(`${r.name}/manifest`)) as { manifest: AnyGameManifest }).manifest;
      manifests.push(m);
    }
    expect(ids).toEqual(sortManifests(manifests).map((m) => m.descriptor.game.id));
    expect(new Set(ids).size).toBe(ids.length);
    // ai-wasm and core are dependencies without a manifest: not games.
    expect(refs.map((r) => r.name)).not.toContain('@matrix-arcade/ai-wasm');
  });

  it('builds every list from the registry', () => {
    expect(Object.keys(GAMES)).toEqual(ids);
    for (const e of REGISTRY) {
      const id = e.descriptor.game.id;
      expect(GAMES[id]).toBe(e.descriptor.game);
      expect(ENTRIES[id]).toBe(e);
      expect(KERNELS[id]).toBe(e.kernel);
      expect(SOLVERS[id]).toBe(e.solver);
      expect(GAME_BOTS[id]).toBe(e.bots);
      expect(GAME_ENDINGS[id]).toBe(e.descriptor.endings);
      for (const part of [e.kernel, e.solver, e.bots]) if (part) expect(part.gameId).toBe(id);
    }
    // Every game the tools ship has a wasm engine; at least one has a solver and one its bots.
    expect(Object.keys(KERNELS)).toEqual(ids);
    expect(Object.keys(SOLVERS).length).toBeGreaterThan(0);
    expect(Object.keys(GAME_BOTS).length).toBeGreaterThan(0);
  });

  it('names the games with a solver when asked for one that has none', () => {
    const solvable = Object.keys(SOLVERS);
    const without = ids.find((id) => !SOLVERS[id]);
    expect(findSolver(solvable[0]!)).toBe(SOLVERS[solvable[0]!]);
    if (without) {
      expect(() => findSolver(without)).toThrow(
        `${without} has no solver; games with one: ${solvable.join(', ')}`,
      );
    }
    expect(() => findSolver('chess')).toThrow(
      `unknown game "chess"; known games: ${ids.join(', ')}`,
    );
  });

  it("refuses a manifest that hands over another game's part", async () => {
    const [a, b] = REGISTRY;
    const bad: AnyGameManifest = {
      descriptor: a!.descriptor,
      loadKernel: async () => b!.kernel,
    };
    await expect(loadToolsGame(bad)).rejects.toThrow(
      `${a!.descriptor.game.id}'s manifest hands over ${b!.descriptor.game.id}'s kernel`,
    );
  });
});
