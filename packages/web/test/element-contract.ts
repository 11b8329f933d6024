/**
 * The embedding contract every game element keeps, as one browser suite that runs for each game
 * of the list (`src/games.browser.test.ts`), beside the game's own play tests: the element is
 * registered with every element it draws; the seed attribute deals the same game; bad attribute
 * values warn, fire `error` on the element only and keep the game; `state` restores a game
 * (undo history included) and refuses a corrupt one; `newGame()` deals by seed and options;
 * `hint()` answers for the seat to move; `undo()`/`redo()`; `move` and `game-over` bubble out of
 * shadow roots; the option attributes follow the game's `optionSchema`.
 */
import type { OptionSpec } from '@matrix-arcade/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { WebGame } from '../src/games.js';
import { seatsAllowed } from '../src/lib/attributes.js';
import { GameElement } from '../src/lib/game-element.js';
import type { HintResult } from '../src/lib/game-events.js';
import { optionAttributes } from '../src/lib/option-attributes.js';
import { type ErrorDetail, errorDetail } from '../src/lib/warn.js';
import { deepQueryAll, settle } from './helpers.js';

type El = GameElement<unknown, unknown> & HTMLElement;

/** A value of an option other than its default. */
function otherValue(spec: OptionSpec): unknown {
  if (spec.type === 'boolean') return !spec.default;
  if (spec.type === 'integer') return spec.default < spec.max ? spec.default + 1 : spec.min;
  return spec.values.find((v) => v !== spec.default);
}

export function elementContractChecks(entry: WebGame): void {
  const { tag } = entry;
  const game = entry.descriptor.game;
  const seats = game.players.max;
  const options = optionAttributes(game.optionSchema);

  async function mount(attrs: Record<string, string> = {}, parent: ParentNode = document.body) {
    const el = document.createElement(tag) as El;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    parent.append(el);
    await settle(el);
    return el;
  }
  /** Plays the first legal action `n` times (as a person). */
  function playSome(el: El, n: number) {
    for (let i = 0; i < n; i++) el.play(game.legalActions(el.gameState)[0]!);
  }
  /** Every aria-label drawn by the element, through shadow roots: what a screen reader gets. */
  const labels = (el: El) =>
    deepQueryAll(el, '[aria-label]').map((x) => x.getAttribute('aria-label'));

  describe(`<${tag}> embedding contract`, () => {
    beforeAll(() => {
      entry.define();
    });

    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('is registered by its define function, with every element it draws', async () => {
      expect(customElements.get(tag)?.prototype).toBeInstanceOf(GameElement);
      const el = await mount({ seed: '1' });
      const undefinedTags = deepQueryAll(el, '*')
        .map((x) => x.localName)
        .filter((t) => t.includes('-') && !customElements.get(t));
      expect(undefinedTags).toEqual([]);
    });

    it('deals the game of its seed attribute, the same for the same seed', async () => {
      const a = await mount({ seed: '42' });
      const b = await mount({ seed: '42' });
      const c = await mount({ seed: '43' });
      expect(a.seed).toBe(42);
      expect(b.gameState).toEqual(a.gameState);
      expect(labels(b)).toEqual(labels(a));
      expect(c.gameState).not.toEqual(a.gameState);
      c.setAttribute('seed', '42');
      await settle(c);
      expect(c.gameState).toEqual(a.gameState);
    });

    it('warns, fires error and keeps its last good state on bad attribute values', async () => {
      const lastSeat = String(seats - 1);
      const el = await mount({ seed: '10', 'ai-seats': lastSeat, speed: 'fast' });
      playSome(el, 2);
      const before = JSON.stringify(el.state);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const errors: ErrorDetail[] = [];
      el.addEventListener('error', (e) => errors.push(errorDetail(e)));
      el.setAttribute('seed', 'banana');
      el.setAttribute('ai-seats', `0,${seats + 6}`);
      el.setAttribute('speed', 'warp');
      el.setAttribute('ai-iterations', '-3');
      el.setAttribute('ai-level', 'genius');
      await settle(el);
      expect(errors.map((e) => e.source)).toEqual([
        'seed',
        'ai-seats',
        'speed',
        'ai-iterations',
        'ai-level',
      ]);
      expect(errors[4]!.message).toContain('expected one of quick, strong');
      expect(el.aiLevel).toBe('quick');
      expect(errors[0]!.message).toContain('seed="banana" ignored');
      expect(errors[1]!.message).toContain(seatsAllowed(seats));
      expect(warn).toHaveBeenCalledTimes(5);
      expect(el.seed).toBe(10);
      expect(el.aiSeats).toEqual([seats - 1]);
      expect(el.speed).toBe('fast');
      expect(JSON.stringify(el.state)).toBe(before);
      // Good values afterwards still work.
      el.setAttribute('ai-seats', '0');
      el.setAttribute('seed', '11');
      await settle(el);
      expect(el.aiSeats).toEqual([0]);
      expect(el.seed).toBe(11);
      expect(el.state!.actions).toEqual([]);
    });

    it('fires error on the element only (it must not reach window as an uncaught error)', async () => {
      const el = await mount({ seed: '1' });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const onWindow = vi.fn();
      window.addEventListener('error', onWindow);
      const onElement = vi.fn();
      el.addEventListener('error', onElement);
      el.setAttribute('seed', 'x');
      window.removeEventListener('error', onWindow);
      expect(onElement).toHaveBeenCalledOnce();
      expect(onWindow).not.toHaveBeenCalled();
    });

    it('saves through `state` and restores it in a new element, undo history included', async () => {
      const a = await mount({ seed: '77' });
      playSome(a, 4);
      const played = a.gameState;
      a.undo();
      const saved = JSON.parse(JSON.stringify(a.state));
      const b = await mount({ seed: '1' });
      b.state = saved;
      await settle(b);
      await settle(a);
      expect(b.seed).toBe(77);
      expect(b.state).toEqual(a.state);
      expect(labels(b)).toEqual(labels(a));
      expect(b.redo()).toBe(true);
      expect(b.state!.cursor).toBe(a.state!.cursor + 1);
      expect(b.gameState).toEqual(played);
    });

    it('refuses a corrupt state with a warning and an error event, keeping the game', async () => {
      const el = await mount({ seed: '5' });
      playSome(el, 1);
      const before = JSON.stringify(el.state);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const error = new Promise<ErrorDetail>((resolve) =>
        el.addEventListener('error', (e) => resolve(errorDetail(e)), { once: true }),
      );
      const legal = game.legalActions(el.gameState);
      let illegal = 0;
      while (legal.includes(illegal)) illegal++;
      el.state = { ...el.state!, actions: [...el.state!.actions, illegal] };
      const detail = await error;
      expect(detail.source).toBe('state');
      expect(detail.message).toContain('session.actions[1]');
      expect(warn).toHaveBeenCalledOnce();
      expect(JSON.stringify(el.state)).toBe(before);
      el.state = 'not json at all';
      expect(JSON.stringify(el.state)).toBe(before);
      expect(warn).toHaveBeenCalledTimes(2);
    });

    it('newGame() deals by seed and options; bad options throw and change nothing', async () => {
      const el = await mount({ seed: '1' });
      const wanted = Object.fromEntries(options.map((o) => [o.key, otherValue(o.spec)]));
      el.newGame({ seed: 99, ...wanted });
      expect(el.seed).toBe(99);
      expect(game.optionsOf(el.gameState)).toEqual(wanted);
      const before = JSON.stringify(el.state);
      expect(() => el.newGame({ seed: 5, colours: 9 })).toThrow(/colours/);
      expect(JSON.stringify(el.state)).toBe(before);
    });

    it('hint() answers for the seat to move with a legal action, its words and a value', async () => {
      const el = await mount({ seed: '6', 'ai-iterations': '60' });
      playSome(el, 1);
      const state = el.gameState;
      const hint: HintResult = await el.hint();
      expect(hint.seat).toBe(game.currentPlayer(state));
      expect(game.legalActions(state)).toContain(hint.action);
      expect(hint.description).toBe(game.describeAction(state, hint.action));
      expect(hint.value).toBeGreaterThanOrEqual(0);
      expect(hint.value).toBeLessThanOrEqual(1);
      await settle(el);
      const panel = el.shadowRoot!.querySelector('[part=hint]')!;
      expect(panel.getAttribute('data-hint-action')).toBe(String(hint.action));
      expect(panel.textContent).toContain(hint.description);
    });

    it('undo() and redo() step through the moves; nothing to undo at the start', async () => {
      const el = await mount({ seed: '9' });
      expect(el.undo()).toBe(false);
      playSome(el, 1);
      const one = el.gameState;
      playSome(el, 1);
      const two = el.gameState;
      expect(el.undo()).toBe(true);
      expect(el.state!.cursor).toBe(1);
      expect(el.gameState).toEqual(one);
      expect(el.redo()).toBe(true);
      expect(el.gameState).toEqual(two);
      expect(el.redo()).toBe(false);
    });

    it('fires move and game-over events that bubble and cross shadow roots', async () => {
      const host = document.createElement('div');
      const root = host.attachShadow({ mode: 'open' });
      document.body.append(host);
      const el = await mount({ seed: '3' }, root);
      const seen: string[] = [];
      const results: unknown[] = [];
      const onMove = (e: Event) => seen.push(e.type);
      const onOver = (e: Event) => results.push((e as CustomEvent).detail.result);
      document.addEventListener('move', onMove);
      document.addEventListener('game-over', onOver);
      try {
        playSome(el, 1);
        expect(seen).toEqual(['move']);
        for (let i = 0; i < 5000 && !el.result; i++) playSome(el, 1);
      } finally {
        document.removeEventListener('move', onMove);
        document.removeEventListener('game-over', onOver);
      }
      expect(results).toHaveLength(1);
      expect(results[0]).toEqual(el.result);
      expect(el.result!.summary).not.toBe('');
    });

    it('has one attribute per option of its schema, parsed and re-dealing on change', async () => {
      const ctor = customElements.get(tag) as unknown as { observedAttributes: string[] };
      for (const a of ['seed', 'ai-seats', 'autoplay', 'speed', 'ai-iterations', 'ai-level'])
        expect(ctor.observedAttributes).toContain(a);
      const el = await mount({ seed: '21' });
      const props = el as unknown as Record<string, unknown>;
      for (const o of options) {
        expect(o.attribute).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(ctor.observedAttributes).toContain(o.attribute);
        expect(props[o.key]).toBe(o.spec.default);
        playSome(el, 1);
        const value = otherValue(o.spec);
        el.setAttribute(o.attribute, o.spec.type === 'boolean' ? '' : String(value));
        await settle(el);
        expect(props[o.key]).toBe(value);
        expect((game.optionsOf(el.gameState) as Record<string, unknown>)[o.key]).toBe(value);
        expect(el.seed).toBe(21);
        expect(el.state!.actions).toEqual([]);
        if (o.spec.type !== 'boolean') {
          vi.spyOn(console, 'warn').mockImplementation(() => undefined);
          const errors: ErrorDetail[] = [];
          el.addEventListener('error', (e) => errors.push(errorDetail(e)));
          el.setAttribute(o.attribute, 'not-a-value');
          await settle(el);
          expect(errors.map((e) => e.source)).toEqual([o.attribute]);
          expect(props[o.key]).toBe(value);
        }
        // Setting the property reflects to the attribute.
        props[o.key] = o.spec.default;
        await settle(el);
        expect(el.getAttribute(o.attribute)).toBe(
          o.spec.type === 'boolean' ? null : String(o.spec.default),
        );
        expect((game.optionsOf(el.gameState) as Record<string, unknown>)[o.key]).toBe(
          o.spec.default,
        );
      }
    });
  });
}
