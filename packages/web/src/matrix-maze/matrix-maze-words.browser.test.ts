/**
 * What `<matrix-maze-game>` says, in Chromium: every roll of the dice is announced in the live
 * region (after the start points, after each round, on the AI's turn too), the guard's steps in
 * a solo game, "1 byte" in the singular, a solo game lost is said to be lost, and the IY's are
 * explained where their name is first read (the scores and the legend).
 */
import { describe, expect, it } from 'vitest';
import '../matrix-maze/define.js';
import { TERMINAL } from '@matrix-arcade/core';
import {
  END,
  decodeAction,
  facingAction,
  legalActions,
  matrixMaze,
  startAction,
} from '@matrix-arcade/matrix-maze';
import type { MoveDetail } from '../lib/game-element.js';
import { part, settle, until } from '../../test/helpers.js';
import type { MatrixMazeGame } from './matrix-maze-game.js';
import { mountGame } from './matrix-maze.test-util.js';

const live = (el: Element) => part(el, '[role=status]').textContent ?? '';

/** The rolls of the game so far (the session's saved actions), each in the order rolled. */
function rolls(el: MatrixMazeGame): number[][] {
  const saved = el.state!;
  return saved.actions
    .slice(0, saved.cursor)
    .map((a) => decodeAction(a))
    .flatMap((d) => (d?.kind === 'roll' ? [[...d.faces]] : []));
}
const lastRoll = (el: MatrixMazeGame) => rolls(el)[rolls(el).length - 1]!;

describe('<matrix-maze-game> words', () => {
  it('announces each roll: after the start points and after each round', async () => {
    const el = await mountGame({ seed: '5', 'ai-seats': '' });
    el.play(startAction(0));
    expect(live(el)).not.toContain('Dice rolled');
    el.play(startAction(3));
    await settle(el);
    expect(live(el)).toContain(`Dice rolled: ${lastRoll(el).join(', ')}.`);
    const first = lastRoll(el);
    // Player 1 faces, uses a die, ends; Player 2 faces, uses a die, ends: a new round is rolled.
    for (let i = 0; i < 12 && el.gameState!.round === 0; i++) {
      const legal = legalActions(el.gameState!);
      el.play(legal.includes(END) ? END : legal[0]!);
    }
    await settle(el);
    expect(el.gameState!.round).toBe(1);
    expect(live(el)).toContain(`Dice rolled: ${lastRoll(el).join(', ')}.`);
    expect(rolls(el)).toHaveLength(2);
    expect(first).toHaveLength(3);
  });

  it('announces the roll that follows the AI’s turn', async () => {
    const el = await mountGame({
      seed: '8',
      'ai-seats': '1',
      autoplay: '',
      speed: 'instant',
      'ai-iterations': '60',
    });
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    el.play(startAction(0));
    await until(() => moves.some((m) => m.by === 'ai'), 30_000, 'the AI’s start');
    await settle(el);
    expect(live(el)).toMatch(
      /^Player 2 \(AI\): Start at .*\. Dice rolled: \d, \d, \d\. Player 1 to move\./,
    );
  });

  it('announces the guard’s steps with the roll in a solo game', async () => {
    const el = await mountGame({ seed: '4', 'ai-seats': '', map: 'harvest-grid' });
    const st = () => el.gameState!;
    el.play(legalActions(st())[0]!);
    for (let i = 0; i < 10 && st().round === 0; i++) {
      const legal = legalActions(st());
      el.play(legal.includes(END) ? END : legal[0]!);
    }
    await settle(el);
    expect(live(el)).toMatch(
      /The Collectors move to [a-h]\d, [a-h]\d(, taking a SOURCE CODE)? \(\d+ steps left\)\./,
    );
    expect(live(el)).toContain(`Dice rolled: ${lastRoll(el).join(', ')}.`);
  });

  it('says "1 byte", not "1 bytes"', async () => {
    const el = await mountGame({ seed: '3', 'ai-seats': '' });
    el.map = JSON.stringify({
      format: 'matrix-maze-map',
      version: 1,
      id: 'one-byte-room',
      name: 'One Byte Room',
      mood: 'Thin on bytes.',
      mode: 'duel',
      width: 4,
      height: 4,
      bytes: 1,
      walls: [],
      starts: { A: 'a1', B: 'd1', C: 'a4', D: 'd4' },
      sources: ['b2', 'c3', 'b4', 'd2', 'c1'],
    });
    await settle(el);
    el.play(startAction(0));
    el.play(startAction(3));
    el.play(facingAction(1));
    await settle(el);
    const scores = part(el, 'arcade-score-panel').shadowRoot!.textContent!;
    expect(scores).toContain('1 byte');
    expect(scores).not.toContain('1 bytes');
  });

  it('a solo game lost says so', async () => {
    const el = await mountGame({ seed: '2', 'ai-seats': '', map: 'data-orchard' });
    for (let i = 0; i < 500 && matrixMaze.currentPlayer(el.gameState!) !== TERMINAL; i++)
      el.play(legalActions(el.gameState!)[0]!);
    await settle(el);
    expect(el.gameState!.winners).toEqual([]);
    expect(part(el, '.status').textContent).toMatch(/You lost: /);
    // In the colour of a loss, not of a win.
    const colour = (sel: string) => getComputedStyle(part(el, sel)).color;
    const probe = document.createElement('span');
    probe.style.color = 'var(--_good)';
    part(el, '.status').append(probe);
    const success = getComputedStyle(probe).color;
    probe.remove();
    expect(part(el, '.status').classList.contains('result-loss')).toBe(true);
    expect(colour('.status .result .lost')).not.toBe(success);
    // The guard's last steps are said before the end, not after it.
    expect(live(el)).toMatch(/The Collectors move to [^.]*\. Game over\. /);
  });

  it('explains the IY’s where a player meets their name: the scores and the legend', async () => {
    const el = await mountGame({ seed: '3', 'ai-seats': '', map: 'watchtower' });
    const scores = part(el, 'arcade-score-panel').shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(scores).toContain('IY’s');
    expect(scores, 'what the IY’s do, beside their name').toMatch(
      /watchers: never in their row or column/,
    );
    const legend = part(el, '.legend').textContent!.replace(/\s+/g, ' ');
    expect(legend).toMatch(/The IY’s are this map’s guard/);
    expect(legend, 'how they end a run').toMatch(
      /row or column with no wall between, they see you and you lose/,
    );
    expect(legend, 'how a run is won against them').toMatch(
      /3 SOURCE CODEs before they reach the end/,
    );
  });
});
