/**
 * Playing `<matrix-maze-game>` in Chromium: a hot-seat duel by mouse and keyboard on the maze
 * (start squares, facing, a move, end of turn, the roll), the preview ring on the maze while a
 * lit square has focus, the live region, a wall built by clicking an edge and drawn dashed on the
 * rival's sheet, an author's map given as JSON in the `map` attribute (a bad one is reported and
 * ignored).
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../matrix-maze/define.js';
import {
  END,
  edgeIndex,
  facingAction,
  mapOf,
  startAction,
  wallAction,
} from '@matrix-arcade/matrix-maze';
import type { MoveDetail } from '../lib/game-element.js';
import { deepActive, nextEvent, part, settle, until } from '../../test/helpers.js';
import { actionsOf, choice, edge, mountGame, square, targets } from './matrix-maze.test-util.js';

describe('<matrix-maze-game> hot-seat duel', () => {
  it('plays start points, facing, a die and the end of a turn with mouse and keyboard', async () => {
    const el = await mountGame({ seed: '5', 'ai-seats': '' });
    expect(part(el, '.status').textContent).toContain('choose a start point');
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    // Start A is the lit square a1 (square 0): a click there starts.
    await userEvent.click(square(el, 0));
    await settle(el);
    // Keyboard: Tab from start C (a8) to the second player's start D (h8) and press Enter.
    square(el, 56).focus();
    await userEvent.keyboard('{Tab}');
    expect((deepActive() as Element).getAttribute('data-square')).toBe('63');
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(moves.map((m) => m.action)).toEqual([startAction(0), startAction(3)]);
    // The roll happened (a chance node, resolved by the session); now Player 1 faces.
    const st = el.gameState!;
    expect(st.pool).toHaveLength(3);
    expect(part(el, '.status').textContent).toContain('choose your facing');
    await userEvent.click(choice(el, facingAction(2)));
    await settle(el);
    // Focus a lit square a die leads to: the maze rings it.
    const use = targets(el).find((t) => actionsOf(t).some((a) => a >= 16 && a < 64))!;
    use.focus();
    await settle(el);
    const ring = part(el, 'svg .preview');
    expect(Number(ring.getAttribute('x')) - 2).toBe(Number(use.getAttribute('x')) - 3);
    expect(Number(ring.getAttribute('y')) - 2).toBe(Number(use.getAttribute('y')) - 3);
    await userEvent.click(use);
    await settle(el);
    // Several ways there: the chooser asks; take its first.
    const ask = el.shadowRoot!.querySelector<HTMLButtonElement>('.chooser button.choice');
    if (ask) {
      await userEvent.click(ask);
      await settle(el);
    }
    expect(part(el, '[role=status]').textContent).toMatch(/Player 1: Use the \d/);
    await userEvent.click(choice(el, END));
    await settle(el);
    expect(el.gameState!.toMove).toBe(1);
    expect(part(el, '.drafted').textContent).toMatch(/Player 1 took a \d/);
  });
});

describe('<matrix-maze-game> maps', () => {
  const room = {
    format: 'matrix-maze-map',
    version: 1,
    id: 'browser-room',
    name: 'Browser Room',
    mood: 'A small room for the browser tests.',
    mode: 'duel',
    width: 4,
    height: 4,
    bytes: 9,
    walls: ['b1-b2'],
    starts: { A: 'a1', B: 'd1', C: 'a4', D: 'd4' },
    sources: ['b2', 'c3', 'b4', 'd2', 'c1'],
  };

  it('takes an author’s map as JSON in the map attribute, and a wall is built on a clicked edge', async () => {
    const el = await mountGame({ seed: '3', 'ai-seats': '', map: JSON.stringify(room) });
    expect(el.getAttribute('map')).toBe('browser-room');
    expect(el.gameState!.map.name).toBe('Browser Room');
    el.play(startAction(0));
    el.play(startAction(3));
    el.play(facingAction(1));
    await settle(el);
    expect(el.shadowRoot!.querySelector('#pick-wall')).toBeNull();
    await userEvent.click(part(el, 'button.wall-mode'));
    await settle(el);
    // The edge between c3 and c4 (square 10 and the one below it) lights up under the pointer.
    const c3c4 = edgeIndex(10, 2 /* south */, 4, 4);
    await userEvent.hover(edge(el, c3c4));
    await settle(el);
    // The lit edge runs through the bar pointed at (c3/c4 is horizontal: x1 → x2 at one y).
    const lit = part(el, 'svg .preview-edge');
    const bar = edge(el, c3c4);
    const y = Number(lit.getAttribute('y1'));
    expect(Number(lit.getAttribute('y2'))).toBe(y);
    expect(y).toBeGreaterThan(Number(bar.getAttribute('y')));
    expect(y).toBeLessThan(Number(bar.getAttribute('y')) + Number(bar.getAttribute('height')));
    const picked = wallAction(c3c4);
    await userEvent.click(edge(el, c3c4));
    await settle(el);
    expect(el.gameState!.seats[1]!.built).toHaveLength(1);
    expect(el.gameState!.seats[0]!.bytes).toBe(6);
    expect(el.shadowRoot!.querySelectorAll('svg .built.by0')).toHaveLength(1);
    expect(picked).toBe(wallAction(el.gameState!.seats[1]!.built[0]!));
  });

  it('reports a bad map (naming the square and the problem) and keeps its game', async () => {
    const el = await mountGame({ seed: '3', 'ai-seats': '' });
    el.play(startAction(1));
    const before = el.gameState;
    const error = nextEvent<{ source: string; message: string }>(el, 'error');
    el.setAttribute(
      'map',
      JSON.stringify({ ...room, id: 'bad-room', walls: ['c3-c4', 'c3-d3', 'c3-b3', 'c3-c2'] }),
    );
    const e = await error;
    expect(e.source).toBe('map');
    expect(e.message).toContain('SOURCE CODE at c3 is unreachable');
    await settle(el);
    expect(el.gameState).toBe(before);
    expect(el.getAttribute('map')).toBe('neon-junction');
  });

  it('the map property takes a map object', async () => {
    const el = await mountGame({ seed: '4', 'ai-seats': '' });
    (el as unknown as { map: unknown }).map = { ...room, id: 'object-room' };
    await settle(el);
    expect(el.map).toBe('object-room');
    expect(el.gameState!.map.id).toBe('object-room');
  });
});

describe('<matrix-maze-game> duel against the AI', () => {
  it('the AI answers on seat 2 after a person moves', async () => {
    const el = await mountGame({
      seed: '8',
      'ai-seats': '1',
      autoplay: '',
      speed: 'instant',
      'ai-iterations': '150',
    });
    // Both moves are listened for before the click: a warm engine may reply before it returns.
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    await userEvent.click(square(el, mapOf(el.gameState!.map).starts[1]!));
    await until(() => moves.length === 2, 30_000, 'the AI’s reply');
    expect(moves[0]).toMatchObject({ seat: 0, action: startAction(1), by: 'human' });
    expect(moves[1]).toMatchObject({ seat: 1, by: 'ai' });
  });
});
