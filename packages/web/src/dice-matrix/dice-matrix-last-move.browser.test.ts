/**
 * `<dice-matrix-game>` shows what just happened and fits a screen: the last move's emptied cells
 * keep a ghost of the die taken (its tag, and words for screen readers), the stacks it grew on
 * the mover's area are outlined, both until the next move; the AI's move the same; the dice fly
 * from the matrix to the area, not under reduced motion, and none over the result of the move that
 * ends the game; Escape drops a selected die; at
 * 1280×800 and 390×844 most of the matrix and the whole Hint button are on the first screen.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands, page, userEvent } from 'vitest/browser';
import './define.js';
import { dieTag, legalActions, openingAction } from '@matrix-arcade/dice-matrix';
import type { MoveDetail } from '../lib/game-element.js';
import { controlButton, part, settle, until, watchAnimations } from '../../test/helpers.js';
import { matrixCells, mountGame } from './dice-matrix.test-util.js';
import type { DiceMatrixGame } from './dice-matrix-game.js';

/** The area cells of a seat marked "just added". */
function addedCells(el: DiceMatrixGame, seat: number): HTMLElement[] {
  const grid = part(el, `.area[data-seat="${seat}"] arcade-board-grid`);
  return [...grid.shadowRoot!.querySelectorAll<HTMLElement>('[role=gridcell]')].filter((c) =>
    c.getAttribute('aria-label')!.includes('just added'),
  );
}

/** A legal pair in the state, as its two cells. */
function somePair(el: DiceMatrixGame): [number, number] {
  const pair = legalActions(el.gameState!).find((a) => a >= 49 && a < 49 + 49 * 49)!;
  return [Math.floor((pair - 49) / 49), (pair - 49) % 49];
}

afterEach(async () => {
  await commands.reducedMotion(false);
  for (const e of document.querySelectorAll('dice-matrix-game')) e.remove();
  document.body.style.cssText = '';
  await page.viewport(1280, 900);
});

describe('<dice-matrix-game> last move', () => {
  it('marks the dice a person took (ghosts in the matrix, outlines on the area) until the next move', async () => {
    await commands.reducedMotion(true);
    const el = await mountGame({ seed: '7', 'ai-seats': '' });
    el.play(openingAction(3));
    await settle(el);
    const [a, b] = somePair(el);
    const dice = [el.gameState!.matrix[a]!, el.gameState!.matrix[b]!];
    await userEvent.click(matrixCells(el)[a]!);
    await userEvent.click(matrixCells(el)[b]!);
    await settle(el);
    for (const [i, cell] of [a, b].entries()) {
      const c = matrixCells(el)[cell]!;
      expect(c.getAttribute('aria-label')).toContain('Player 2 took');
      expect(c.querySelector('.ghost')!.textContent).toBe(dieTag(dice[i]!));
    }
    const added = addedCells(el, 1);
    expect(added.length).toBe(dice[0] === dice[1] ? 1 : 2);
    expect(added[0]!.querySelector('arcade-die.added')).not.toBeNull();
    expect(addedCells(el, 0)).toHaveLength(0);
    // The next move: its own marks, the old ones gone.
    const next = legalActions(el.gameState!)[0]!;
    el.play(next);
    await settle(el);
    expect(matrixCells(el)[a]!.querySelector('.ghost')).toBeNull();
    expect(matrixCells(el)[a]!.getAttribute('aria-label')).toMatch(/: empty$/);
    expect(addedCells(el, 1)).toHaveLength(0);
    expect(addedCells(el, 0).length).toBeGreaterThan(0);
  });

  it('marks the AI’s move and says it in the live region', async () => {
    await commands.reducedMotion(true);
    const el = await mountGame({ seed: '9', 'ai-seats': '1', autoplay: '', speed: 'instant' });
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    await userEvent.click(part(el, '[data-face="2"]'));
    await until(() => moves.some((m) => m.seat === 1), 30_000, 'the AI’s move');
    await settle(el);
    const ai = moves.find((m) => m.seat === 1)!;
    const ghosts = matrixCells(el).filter((c) => c.querySelector('.ghost'));
    expect(ghosts.length).toBeGreaterThan(0);
    for (const g of ghosts) expect(g.getAttribute('aria-label')).toContain('(AI) took');
    expect(addedCells(el, 1).length).toBeGreaterThan(0);
    expect(addedCells(el, 0)).toHaveLength(0);
    expect(part(el, '[role=status]').textContent).toContain(`(AI): ${ai.description}`);
  });

  it('flies the dice taken onto the area, and not under reduced motion', async () => {
    for (const reduced of [false, true]) {
      await commands.reducedMotion(reduced);
      const el = await mountGame({ seed: '7', 'ai-seats': '' });
      el.play(openingAction(3));
      await settle(el);
      const [a, b] = somePair(el);
      await userEvent.click(matrixCells(el)[a]!);
      // The flights are held where they start: the look below never comes after their end.
      const motions = watchAnimations({ hold: true });
      try {
        await userEvent.click(matrixCells(el)[b]!);
        await settle(el);
      } finally {
        motions.stop();
      }
      const flying = el.shadowRoot!.querySelectorAll('.fly-layer arcade-die.flying');
      expect(flying.length).toBe(reduced ? 0 : 2);
      // Meanwhile the stacks they land on wait unseen (halfway through the flight too).
      for (const m of motions.started) m.animation.currentTime = m.duration / 2;
      const grid = part(el, '.area[data-seat="1"] arcade-board-grid');
      const landing = [...grid.shadowRoot!.querySelectorAll<HTMLElement>('arcade-die.added')];
      expect(landing.length).toBeGreaterThan(0);
      for (const d of landing) expect(getComputedStyle(d).opacity).toBe(reduced ? '1' : '0');
      el.remove();
    }
  });

  it('flies no die over the result: the move that ends the game shows the result at once', async () => {
    await commands.reducedMotion(false);
    const el = await mountGame({ seed: '7', 'ai-seats': '' });
    const rules = (el.constructor as typeof DiceMatrixGame).game;
    let last = -1;
    for (let i = 0; i < 400 && last < 0; i++) {
      const legal = rules.legalActions(el.gameState!);
      const a = legal[(i * 7) % legal.length]!;
      if (rules.outcome(rules.apply(el.gameState!, a))) last = a;
      else el.play(a);
    }
    await settle(el);
    const motions = watchAnimations({ hold: true });
    try {
      el.play(last);
      await settle(el);
    } finally {
      motions.stop();
    }
    expect(el.result, 'the game is over').not.toBeNull();
    const status = part(el, '[part~=status]');
    expect(status.textContent).toMatch(/wins|draw/);
    // Nothing of the fly layer is drawn over the result, at any moment of a flight.
    const over = (r: DOMRect, s: DOMRect) =>
      r.width > 0 && r.left < s.right && r.right > s.left && r.top < s.bottom && r.bottom > s.top;
    for (const t of [0, 0.25, 0.5, 0.75, 1]) {
      for (const m of motions.started) m.animation.currentTime = m.duration * t;
      const dice = [...el.shadowRoot!.querySelectorAll('.fly-layer *')];
      const covering = dice.filter((d) =>
        over(d.getBoundingClientRect(), status.getBoundingClientRect()),
      );
      expect(covering, `at ${t * 100}% of the flight`).toEqual([]);
    }
    expect(el.shadowRoot!.querySelectorAll('.fly-layer arcade-die.flying')).toHaveLength(0);
  });

  it('drops a selected die on Escape', async () => {
    const el = await mountGame({ seed: '7', 'ai-seats': '' });
    el.play(openingAction(3));
    await settle(el);
    const [a] = somePair(el);
    await userEvent.click(matrixCells(el)[a]!);
    await settle(el);
    expect(matrixCells(el)[a]!.getAttribute('aria-selected')).toBe('true');
    await userEvent.keyboard('{Escape}');
    await settle(el);
    expect(matrixCells(el).filter((c) => c.getAttribute('aria-selected') === 'true')).toHaveLength(
      0,
    );
    expect(el.shadowRoot!.querySelector('.selection')).toBeNull();
    expect(part(el, '[role=status]').textContent).toContain('Selection cleared');
  });

  for (const [w, h] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    it(`shows most of the matrix and the whole Hint button on the first screen at ${w}×${h}`, async () => {
      await page.viewport(w, h);
      document.body.style.cssText = 'margin:0;';
      const el = await mountGame({ seed: '7', 'ai-seats': '' });
      for (let i = 0; i < 6; i++) {
        const legal = legalActions(el.gameState!);
        el.play(legal[(i * 7) % legal.length]!);
      }
      await settle(el);
      const m = part(el, '.matrix').getBoundingClientRect();
      const seen = Math.max(0, Math.min(m.bottom, h) - Math.max(m.top, 0));
      expect(seen / m.height).toBeGreaterThanOrEqual(0.6);
      const hint = controlButton(el, 'hint').getBoundingClientRect();
      expect(hint.top).toBeGreaterThanOrEqual(0);
      expect(hint.bottom).toBeLessThanOrEqual(h);
      expect(hint.right).toBeLessThanOrEqual(w);
      expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(w);
    });
  }
});
