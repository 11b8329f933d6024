import { playReplay } from '@matrix-arcade/core';
import { describe, expect, it } from 'vitest';
import { REGISTRY } from './games.js';
import { WINNABLE, lostRun } from './winnable-runs.js';

const VERDICTS = ['winnable', 'not-winnable', 'undecided'];

describe('winnable calls found through the manifests', () => {
  it('every game whose solver has a winnable call is listed, and no other', () => {
    const expected = REGISTRY.filter((e) => typeof e.solver?.winnable === 'function').map(
      (e) => e.descriptor.game.id,
    );
    expect(expected.length).toBeGreaterThan(0);
    expect(Object.keys(WINNABLE)).toEqual(expected);
  });

  for (const id of Object.keys(WINNABLE)) {
    it(`${id}: a lost run gets a verdict, and a winnable one a line that wins by the rules`, () => {
      const game = REGISTRY.find((e) => e.descriptor.game.id === id)!.descriptor.game;
      let checkedWin = false;
      for (let seed = 1; seed <= 12 && !checkedWin; seed++) {
        const lost = lostRun(id, seed);
        if (!lost) continue;
        const states = playReplay(game, lost);
        expect(game.outcome(states.at(-1)!)?.winners ?? []).toEqual([]);
        const a = WINNABLE[id]!(lost, { nodes: 60_000 });
        expect(VERDICTS).toContain(a.verdict);
        expect(a.nodes).toBeGreaterThan(0);
        if (a.verdict !== 'winnable') {
          expect(a.replay).toBeNull();
          continue;
        }
        // The same deal, a different line, and it wins through the real rules.
        expect(a.replay).not.toBeNull();
        expect(a.replay!.seed).toBe(lost.seed);
        expect(a.replay!.actions).toEqual(a.line);
        expect(a.replay!.actions).not.toEqual(lost.actions);
        const won = playReplay(game, a.replay!);
        expect(game.outcome(won.at(-1)!)?.winners.length).toBeGreaterThan(0);
        checkedWin = true;
      }
      expect(checkedWin).toBe(true);
    });
  }
});
