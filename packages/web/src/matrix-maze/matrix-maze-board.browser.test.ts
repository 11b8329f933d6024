/**
 * Acting on the maze of `<matrix-maze-game>` in Chromium, with the mouse and the keyboard: a
 * click on a lit square plays the one free choice that leads there; a square several choices
 * lead to opens the chooser (focus on its first way, Esc closes it and focus returns to the
 * square); a die picked in the pool lights only its moves until Esc; a wall is placed by clicking
 * an edge, or with the arrow keys and Enter; the latest turn's walk is drawn.
 */
import { describe, expect, it } from 'vitest';
import { commands, userEvent } from 'vitest/browser';
import '../matrix-maze/define.js';
import { decodeAction, facingAction, mapOf, startAction } from '@matrix-arcade/matrix-maze';
import { render } from 'lit';
import { C, edgeMiddle } from './maze-geometry.js';
import { mazeSvg } from './maze-svg.js';
import type { MoveDetail } from '../lib/game-element.js';
import { deepActive, part, settle, watchAnimations } from '../../test/helpers.js';
import { actionsOf, edge, findPosition, mountGame, targets } from './matrix-maze.test-util.js';

const room = {
  format: 'matrix-maze-map',
  version: 1,
  id: 'board-room',
  name: 'Board Room',
  mood: 'A small room for the board tests.',
  mode: 'duel',
  width: 4,
  height: 4,
  bytes: 9,
  walls: ['b1-b2'],
  starts: { A: 'a1', B: 'd1', C: 'a4', D: 'd4' },
  sources: ['b2', 'c3', 'b4', 'd2', 'c1'],
};

describe('<matrix-maze-game> on the maze', () => {
  it('a click on a lit square with one free way plays it and moves the avatar there', async () => {
    const el = await mountGame({ seed: '1', 'ai-seats': '' });
    await findPosition(el, (lit) => lit.some((t) => actionsOf(t).length === 1));
    const t = targets(el).find((x) => actionsOf(x).length === 1)!;
    const to = Number(t.dataset.square);
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    await userEvent.click(t);
    await settle(el);
    expect(moves.map((m) => m.action)).toEqual(actionsOf(t));
    expect(el.gameState!.seats[0]!.pos).toBe(to);
    // The walk of this turn is drawn: from a1 (square 0) to the square clicked.
    const walk = part(el, 'svg .last-path.seat0 polyline').getAttribute('points')!.split(' ');
    expect(walk).toHaveLength(2);
  });

  it('by keyboard, a move played on the maze leaves focus on the next choice', async () => {
    const el = await mountGame({ seed: '1', 'ai-seats': '' });
    await findPosition(el, (lit) => lit.length === 1 && actionsOf(lit[0]!).length === 1);
    targets(el)[0]!.focus();
    await userEvent.keyboard('{Enter}');
    await settle(el);
    await el.updateComplete;
    // The one lit square is gone (the die is used): focus is on what comes next, End turn.
    expect(targets(el)).toEqual([]);
    const now = deepActive() as HTMLElement;
    expect(now.closest('[part=actions]')).toBeTruthy();
    expect(now.textContent).toContain('End turn');
  });

  it('a square several dice lead to opens a chooser; Esc closes it and focus returns', async () => {
    const el = await mountGame({ seed: '1', 'ai-seats': '' });
    await findPosition(el, (lit) => lit.some((t) => actionsOf(t).length > 1));
    const t = targets(el).find((x) => actionsOf(x).length > 1)!;
    const ways = actionsOf(t);
    const before = el.gameState;
    await userEvent.click(t);
    await settle(el);
    expect(el.gameState).toBe(before);
    const offered = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.chooser .choice')];
    expect(offered.map((b) => Number(b.dataset.action))).toEqual(ways);
    expect(deepActive()).toBe(offered[0]);
    await userEvent.keyboard('{Escape}');
    await settle(el);
    expect(el.shadowRoot!.querySelector('.chooser')).toBeNull();
    expect((deepActive() as Element).getAttribute('data-square')).toBe(t.dataset.square);
    // By keyboard: Enter opens it again, Tab to the second way, Enter plays that one.
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    await userEvent.keyboard('{Enter}');
    await settle(el);
    await userEvent.keyboard('{Tab}');
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(moves.map((m) => m.action)).toEqual([ways[1]]);
    expect(el.gameState!.seats[0]!.pos).toBe(Number(t.dataset.square));
  });

  it('a die picked in the pool lights only its moves, until Esc', async () => {
    const el = await mountGame({ seed: '1', 'ai-seats': '' });
    await findPosition(el, (lit) => new Set(lit.flatMap(actionsOf).map(faceOf)).size > 1);
    const all = targets(el).flatMap(actionsOf);
    const face = faceOf(all[0]!);
    await userEvent.click(part(el, `.die-pick[data-face="${face}"]`));
    await settle(el);
    expect(part(el, `.die-pick[data-face="${face}"]`).getAttribute('aria-pressed')).toBe('true');
    const shown = targets(el).flatMap(actionsOf);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.every((a) => faceOf(a) === face)).toBe(true);
    expect(shown.length).toBeLessThan(all.length);
    await userEvent.keyboard('{Escape}');
    await settle(el);
    expect(targets(el).flatMap(actionsOf)).toEqual(all);
  });

  it('a wall is placed with the arrow keys and Enter; Esc cancels placing it', async () => {
    const el = await mountGame({ seed: '3', 'ai-seats': '', map: JSON.stringify(room) });
    el.play(startAction(0));
    el.play(startAction(3));
    el.play(facingAction(1));
    await settle(el);
    part(el, 'button.wall-mode').focus();
    await userEvent.keyboard('{Enter}');
    await settle(el);
    // Focus is on an edge next to the rival (on d4), lit on the maze.
    const first = deepActive() as Element;
    expect(first.classList.contains('edge-target')).toBe(true);
    expect(el.shadowRoot!.querySelectorAll('svg .edge-target[tabindex="0"]')).toHaveLength(1);
    await userEvent.keyboard('{Escape}');
    await settle(el);
    expect(el.shadowRoot!.querySelector('svg .edge-target')).toBeNull();
    expect((deepActive() as Element).classList.contains('wall-mode')).toBe(true);
    await userEvent.keyboard('{Enter}');
    await settle(el);
    const start = Number((deepActive() as Element).getAttribute('data-edge'));
    await userEvent.keyboard('{ArrowUp}');
    await settle(el);
    const next = Number((deepActive() as Element).getAttribute('data-edge'));
    expect(next).not.toBe(start);
    // The edge above is higher on the maze.
    const top = (e: number) => Number(edge(el, e).getAttribute('y'));
    expect(top(next)).toBeLessThan(top(start));
    expect(part(el, 'svg .preview-edge')).toBeTruthy();
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(el.gameState!.seats[1]!.built).toEqual([next]);
    expect(el.gameState!.seats[0]!.bytes).toBe(6);
    // The wall built this turn glows as the latest move.
    expect(el.shadowRoot!.querySelectorAll('svg .built.fresh')).toHaveLength(1);
  });
});

function faceOf(action: number): number {
  const d = decodeAction(action)!;
  return d.kind === 'use' ? d.face : 0;
}

describe('<matrix-maze-game> motion', () => {
  it('the avatar walks from its square to the one clicked; not under reduced motion', async () => {
    await commands.reducedMotion(false);
    const el = await mountGame({ seed: '1', 'ai-seats': '' });
    await findPosition(el, (lit) => lit.some((t) => actionsOf(t).length === 1));
    const from = el.gameState!.seats[0]!.pos;
    const t = targets(el).find((x) => actionsOf(x).length === 1)!;
    // Each walk counted as it starts (on a loaded machine it may be over before a later look).
    const walks = () => {
      const motions = watchAnimations();
      const avatarWalks = () =>
        motions.started.filter((m) => m.target.matches('.avatar.seat0') && m.duration > 1);
      return { avatarWalks, stop: () => motions.stop() };
    };
    const first = walks();
    await userEvent.click(t);
    await settle(el);
    first.stop();
    const [walk] = first.avatarWalks();
    const frames = (walk!.animation.effect as KeyframeEffect).getKeyframes();
    // It starts one square away (40 units, towards where it came from) and ends in place.
    const to = Number(t.dataset.square);
    const [dx, dy] = [(from % 8) - (to % 8), Math.floor(from / 8) - Math.floor(to / 8)];
    expect(frames[0]!.transform).toBe(`translate(${dx * 40}px, ${dy * 40}px)`);
    expect(frames[frames.length - 1]!.transform).toBe('translate(0px, 0px)');

    for (const a of part(el, '.avatar.seat0').getAnimations()) a.finish();
    await commands.reducedMotion(true);
    await findPosition(el, (lit) => lit.some((x) => actionsOf(x).length === 1));
    const second = walks();
    await userEvent.click(targets(el).find((x) => actionsOf(x).length === 1)!);
    await settle(el);
    second.stop();
    expect(second.avatarWalks()).toEqual([]);
    await commands.reducedMotion(false);
  });
});

describe('the hint on a wall', () => {
  it('puts a ★ on the middle of the hinted wall, as on a hinted square (the review says "marked ★")', async () => {
    const el = await mountGame({ seed: '1', 'ai-seats': '' });
    const st = el.gameState!;
    const { width: w, height: h } = mapOf(st.map);
    const box = document.createElement('div');
    document.body.append(box);
    const marks = { previewSquare: -1, previewEdge: -1, hintSquare: -1, lastPath: null };
    render(mazeSvg(st, { ...marks, hintEdge: 5 }, 'maze'), box);
    const stars = box.querySelectorAll('text.hint-star');
    expect(stars).toHaveLength(1);
    const [x, y] = edgeMiddle(5, w, h);
    expect(Number(stars[0]!.getAttribute('x'))).toBe(x);
    expect(Math.abs(Number(stars[0]!.getAttribute('y')) - y)).toBeLessThan(C / 4);
    render(mazeSvg(st, { ...marks, hintEdge: -1 }, 'maze'), box);
    expect(box.querySelectorAll('text.hint-star')).toHaveLength(0);
    box.remove();
  });
});
