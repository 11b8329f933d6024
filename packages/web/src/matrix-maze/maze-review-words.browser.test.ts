/**
 * What the maze's choices panel says while the board only shows a position (issue 37, played
 * by hand): a solo game's review, a move chosen with the real mouse, showed the position before
 * it with "You is playing." under the dice pool, and a read-only replay of a past game said the
 * same; nobody plays a reviewed or replayed position, so the panel says nothing of the kind.
 */
import { afterEach, describe, expect, it } from 'vitest';
import '../matrix-maze/define.js';
import { legalActions } from '@matrix-arcade/matrix-maze';
import { clickMiddle, part, settle, settleLayout, until } from '../../test/helpers.js';
import type { MatrixMazeGame } from './matrix-maze-game.js';
import { mountGame } from './matrix-maze.test-util.js';

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

const q = (el: Element, sel: string) => el.shadowRoot!.querySelector<HTMLElement>(sel);
const panelWords = (el: MatrixMazeGame) => part(el, '[part~="actions"]').textContent ?? '';

describe('the maze panel of a shown position', () => {
  it('says no one "is playing" in a review or a read-only replay', async () => {
    // Watchtower (solo), no AI seat, a small review effort: the words are checked, not the engine.
    const el = await mountGame({
      map: 'watchtower',
      seed: '3',
      'ai-seats': '',
      'ai-iterations': '40',
    });
    mounted.push(el);
    for (let i = 0; i < 500 && !el.result; i++) el.play(legalActions(el.gameState!)[0]!);
    await settle(el);
    expect(el.result).not.toBeNull();
    // The end's last scroll (the move log's, a frame later) done before the mouse aims.
    await settleLayout(el);
    await clickMiddle(q(el, '[data-review="start"]')!);
    await until(() => q(el, '[data-review-move="1"]') !== null, 120_000, 'the review');
    await clickMiddle(q(el, '[data-review-move="1"]')!);
    await settle(el);
    expect(el.state!.cursor, 'the board shows a position before the end').toBeLessThan(
      el.state!.actions.length,
    );
    expect(panelWords(el)).not.toContain('is playing');
    // The shown move's panel and the board's scroll to it settled before the mouse aims. (In CI
    // Close once moved 52 px under the mouse: the review ended between the aim and the click and
    // its progress bar, then above the buttons, went; it is under them now, review-steady's test.)
    await settleLayout(el);
    const close = q(el, '[data-review="close"]')!;
    await clickMiddle(close);
    await settle(el);
    expect(q(el, '[data-review="close"]'), 'the review closed').toBeNull();
    // A past game's replay at its start (the arcade's Replay of a game in Stats).
    const replay = await mountGame({ map: 'watchtower', 'ai-seats': '' });
    mounted.push(replay);
    replay.readonly = true;
    replay.state = { ...el.state!, cursor: 0 };
    await settle(replay);
    expect(panelWords(replay)).not.toContain('is playing');
  }, 150_000);
});
