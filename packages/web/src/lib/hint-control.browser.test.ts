/**
 * The Hint control in every game, in Chromium: it is unavailable, and says why, while the seat
 * to move is played by the AI (a hint would only show the AI's own move: Matrix Maze's duel
 * used to answer "Hint for Player 2 (AI)"), and nothing under it moves between press and
 * release: neither the thinking indicator appearing when the search starts nor the hint's words
 * appearing when it ends shift the Hint button, on a narrow element and a wide one (the words
 * show under the controls; the indicator has a line of its own that never widens the board).
 */
import type { Engine, EngineHint, HintOptions } from '@matrix-arcade/ai-wasm';
import { afterEach, describe, expect, it } from 'vitest';
import { controlButton, mountTag, settle, until } from '../../test/helpers.js';
import { GAMES } from '../games.js';
import type { HintResult } from './game-events.js';

interface El extends HTMLElement {
  aiSeats: readonly number[];
  gameState: unknown;
  hint(): Promise<HintResult>;
  play(action: number): void;
  engine: Engine<unknown>;
  createEngine(): Engine<unknown>;
}

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

async function mount(tag: string, attrs: Record<string, string>, width?: number): Promise<El> {
  const el = document.createElement(tag) as El;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (width) el.style.cssText = `display: block; width: ${width}px`;
  document.body.append(el);
  mounted.push(el);
  await settle(el);
  return el;
}

/** Why the Hint button is unavailable, as assistive technology reads it. */
function reason(el: Element): string {
  const hint = controlButton(el, 'hint');
  const id = hint.getAttribute('aria-describedby');
  return id
    ? ((hint.getRootNode() as ShadowRoot).getElementById(id)?.textContent?.trim() ?? '')
    : '';
}

describe('the Hint control is for a person’s turn', () => {
  it('Matrix Maze duel: on the AI’s turn Hint is unavailable, says why, and answers nothing', async () => {
    GAMES.find((g) => g.id === 'matrix-maze')!.define();
    const el = await mountTag('matrix-maze-game', { seed: '3', 'ai-seats': '1' });
    mounted.push(el);
    const game = (
      el.constructor as unknown as {
        game: { currentPlayer(s: unknown): number; legalActions(s: unknown): number[] };
      }
    ).game;
    while (game.currentPlayer(el.gameState) !== 1) el.play(game.legalActions(el.gameState)[0]!);
    await settle(el);
    const hint = controlButton(el, 'hint');
    expect(hint.getAttribute('aria-disabled')).toBe('true');
    expect(reason(el)).toMatch(/Player 2 \(AI\) is to move/);
    hint.click();
    await el.idle();
    await settle(el);
    expect(el.shadowRoot!.querySelector('[part=hint]'), 'a hint for the AI').toBeNull();
  });

  for (const g of GAMES) {
    it(`${g.id}: Hint is unavailable while the AI's seat is to move, available on a person's`, async () => {
      g.define();
      const el = await mount(g.tag, { seed: '8' });
      const game = (el.constructor as unknown as { game: { currentPlayer(s: unknown): number } })
        .game;
      const seat = game.currentPlayer(el.gameState);
      expect(controlButton(el, 'hint').getAttribute('aria-disabled')).toBe('false');
      el.aiSeats = [seat];
      await settle(el);
      expect(controlButton(el, 'hint').getAttribute('aria-disabled')).toBe('true');
      expect(reason(el)).toMatch(/is to move: hints are for your turns/);
      el.aiSeats = [];
      await settle(el);
      expect(controlButton(el, 'hint').getAttribute('aria-disabled')).toBe('false');
    });
  }
});

/** The element's own engine, answering only when `release` is called. */
function gated(el: El): { release: () => void } {
  const real = el.createEngine();
  let open: () => void = () => {};
  const gate = new Promise<void>((r) => {
    open = r;
  });
  el.engine = {
    async hint(o: unknown, seat: number, options?: HintOptions): Promise<EngineHint> {
      const answer = await real.hint(o, seat, options);
      await gate;
      return answer;
    },
    cancel: () => real.cancel(),
    dispose: () => real.dispose(),
  };
  return { release: () => open() };
}

const box = (b: HTMLElement) => {
  const r = b.getBoundingClientRect();
  return {
    x: Math.round(r.x),
    y: Math.round(r.y),
    w: Math.round(r.width),
    h: Math.round(r.height),
  };
};

describe('nothing moves under the pointer on Hint', () => {
  for (const g of GAMES) {
    for (const width of [390, 1280]) {
      it(`${g.id} at ${width} px: the Hint button stays put while the hint is searched and shown`, async () => {
        g.define();
        const el = await mount(g.tag, { seed: '12' }, width);
        // Past an opening (Dice Matrix marks the hinted face in its own opening panel).
        const game = (el.constructor as unknown as { game: { legalActions(s: unknown): number[] } })
          .game;
        for (let i = 0; i < 2; i++) el.play(game.legalActions(el.gameState)[0]!);
        await settle(el);
        const { release } = gated(el);
        const hint = controlButton(el, 'hint');
        const before = box(hint);
        const asked = el.hint();
        asked.catch(() => undefined); // a failed check below leaves it to the teardown
        await until(
          () => !!el.shadowRoot!.querySelector('arcade-thinking[active]'),
          10_000,
          'thinking',
        );
        await settle(el);
        expect(box(hint), 'when the search starts').toEqual(before);
        release();
        await asked;
        await settle(el);
        expect(el.shadowRoot!.querySelector('[part=hint]')).not.toBeNull();
        expect(box(hint), 'when the hint is shown').toEqual(before);
      });
    }
  }
});
