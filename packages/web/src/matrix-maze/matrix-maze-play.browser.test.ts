/**
 * Playing `<matrix-maze-game>` in Chromium: a hot-seat duel by mouse and keyboard (start points,
 * facing, a die, end of turn, the roll), the preview ring on the maze while a choice has focus,
 * the live region, a wall built through the picker and drawn dashed on the rival's sheet, an
 * author's map given as JSON in the `map` attribute (a bad one is reported and ignored).
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../matrix-maze/define.js';
import { END, facingAction, startAction, wallAction } from '@matrix-arcade/matrix-maze';
import type { MoveDetail } from '../lib/game-element.js';
import { deepActive, nextEvent, part, settle, until } from '../../test/helpers.js';
import { choice, choiceButtons, mountGame } from './matrix-maze.test-util.js';

describe('<matrix-maze-game> hot-seat duel', () => {
  it('plays start points, facing, a die and the end of a turn with mouse and keyboard', async () => {
    const el = await mountGame({ seed: '5', 'ai-seats': '' });
    expect(part(el, '.status').textContent).toContain('choose a start point');
    const moves: MoveDetail[] = [];
    el.addEventListener('move', (e) => moves.push((e as CustomEvent<MoveDetail>).detail));
    await userEvent.click(choice(el, startAction(0)));
    await settle(el);
    // Keyboard: Tab to the second player's start D and press Enter.
    choice(el, startAction(2)).focus();
    await userEvent.keyboard('{Tab}');
    expect((deepActive() as HTMLElement).dataset.action).toBe(String(startAction(3)));
    await userEvent.keyboard('{Enter}');
    await settle(el);
    expect(moves.map((m) => m.action)).toEqual([startAction(0), startAction(3)]);
    // The roll happened (a chance node, resolved by the session); now Player 1 faces.
    const st = el.gameState!;
    expect(st.pool).toHaveLength(3);
    expect(part(el, '.status').textContent).toContain('choose your facing');
    await userEvent.click(choice(el, facingAction(2)));
    await settle(el);
    // Focus a die use: the maze shows a ring on the square it leads to.
    const use = choiceButtons(el).find(
      (b) => Number(b.dataset.action) >= 16 && Number(b.dataset.action) < 64,
    )!;
    use.focus();
    await settle(el);
    const ring = part(el, 'svg .preview');
    expect(ring).toBeTruthy();
    await userEvent.click(use);
    await settle(el);
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

  it('takes an author’s map as JSON in the map attribute, and walls go through the picker', async () => {
    const el = await mountGame({ seed: '3', 'ai-seats': '', map: JSON.stringify(room) });
    expect(el.getAttribute('map')).toBe('browser-room');
    expect(el.gameState!.map.name).toBe('Browser Room');
    el.play(startAction(0));
    el.play(startAction(3));
    el.play(facingAction(1));
    await settle(el);
    const select = part<HTMLSelectElement>(el, '#pick-wall');
    const option = [...select.options].find(
      (o) => o.textContent?.includes('c4/c3') || o.textContent?.includes('c3/c4'),
    )!;
    const picked = Number(option.value);
    select.value = option.value;
    select.dispatchEvent(new Event('change'));
    await settle(el);
    expect(part(el, 'svg .preview-edge')).toBeTruthy();
    await userEvent.click(part(el, '[data-picker="wall"]'));
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
    await userEvent.click(choice(el, startAction(1)));
    await until(() => moves.length === 2, 30_000, 'the AI’s reply');
    expect(moves[0]).toMatchObject({ seat: 0, action: startAction(1), by: 'human' });
    expect(moves[1]).toMatchObject({ seat: 1, by: 'ai' });
  });
});
