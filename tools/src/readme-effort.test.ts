/**
 * `iterations` means a different unit in each game (issue 39: the same number cost 22 ms a move in
 * one game and 1.9 s in another), so ai-wasm's README tabulates it per game: the search the quick
 * level runs, the unit, and the quick value. This test keeps that table true: every game found
 * (the tools' registry, from the manifests) has a row whose quick value is its kernel's
 * `defaults.iterations` and whose search names the kernel's default algorithm.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REGISTRY } from './games.js';

const readme = readFileSync(new URL('../../packages/ai-wasm/README.md', import.meta.url), 'utf8');
const WORDS: Record<string, RegExp> = {
  alphabeta: /alpha-beta|expectimax/,
  mcts: /MCTS/,
  expectimax: /expectimax/,
  rollout: /rollout/,
};

describe('ai-wasm README: the effort table', () => {
  it.each(REGISTRY.map((g) => [g.descriptor.game.title, g] as const))(
    '%s has a row with its unit and its quick iterations',
    (title, g) => {
      const row = readme.split('\n').find((l) => l.startsWith(`| ${title} |`));
      expect(row, `no row for ${title}`).toBeDefined();
      const cells = row!.split('|').map((c) => c.trim());
      expect(g.kernel, `${title} has no engine kernel`).toBeDefined();
      const defaults = g.kernel!.defaults;
      expect(cells[2]).toMatch(WORDS[defaults.algorithm ?? 'mcts']!);
      expect(Number(cells[4]!.replace(/,/g, ''))).toBe(defaults.iterations);
    },
  );

  it("documents the 'rollout' algorithm beside the others", () => {
    expect(readme).toMatch(/`'rollout'` \(policy rollouts/);
  });
});
