/**
 * Hints searched ahead, in Chromium on every game's real wasm engine in its Web Worker: an
 * element nobody has touched starts no search of its own; once the pointer moves on it (or it
 * takes focus), the hint of each position a person is to move in is searched in the background,
 * and `hint()` answers with that search, no second one, and with exactly the answer an
 * untouched element of the same seed gives. A new game drops what was searched ahead.
 */
import type { Engine, EngineHint, HintOptions } from '@matrix-arcade/ai-wasm';
import { afterEach, describe, expect, it } from 'vitest';
import { mountTag, until } from '../../test/helpers.js';
import { GAMES } from '../games.js';
import type { HintResult } from './game-events.js';

interface Internals extends HTMLElement {
  hint(): Promise<HintResult>;
  play(action: number): void;
  newGame(options?: { seed?: number }): void;
  idle(): Promise<void>;
  engine: Engine<unknown>;
  createEngine(): Engine<unknown>;
  game: { legalActions(state: unknown): readonly number[] };
  session: { state: unknown; over: boolean };
}

/** The element's own kind of engine, counting the searches asked of it. */
function counted(el: Internals): { searches: HintOptions[] } {
  const real = el.createEngine();
  const searches: HintOptions[] = [];
  el.engine = {
    hint(o: unknown, seat: number, options?: HintOptions): Promise<EngineHint> {
      searches.push(options ?? {});
      return real.hint(o, seat, options);
    },
    cancel: () => real.cancel(),
    dispose: () => real.dispose(),
  };
  return { searches };
}

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

async function mount(tag: string, seed: string): Promise<Internals> {
  const el = (await mountTag(tag as keyof HTMLElementTagNameMap, { seed })) as unknown as Internals;
  mounted.push(el);
  return el;
}

describe('hints are searched ahead once a person touches the element', () => {
  for (const g of GAMES) {
    it(`${g.id}: nothing before a touch; after it one search a position, and hint() uses it`, async () => {
      g.define();
      const el = await mount(g.tag, '11');
      const { searches } = counted(el);
      // A change of position is when a search ahead would start; untouched, none does.
      el.newGame({ seed: 11 });
      await el.idle();
      expect(searches, 'an untouched element searched on its own').toHaveLength(0);

      el.dispatchEvent(new PointerEvent('pointermove'));
      await until(() => searches.length === 1, 10_000, 'a search ahead');
      const ahead = await el.hint();
      expect(searches, 'hint() searched again').toHaveLength(1);

      // The same answer as an untouched element of the same seed, which searches on asking.
      const plain = await mount(g.tag, '11');
      const fresh = counted(plain);
      const asked = await plain.hint();
      expect(fresh.searches).toHaveLength(1);
      expect(ahead.action).toBe(asked.action);
      expect(ahead.value).toBe(asked.value);

      // A move: the new position is searched ahead, once.
      el.play(ahead.action);
      if (!el.session.over) {
        await until(() => searches.length === 2, 10_000, 'the next position searched ahead');
        const second = await el.hint();
        expect(searches).toHaveLength(2);
        plain.play(asked.action);
        expect(second.action).toBe((await plain.hint()).action);
      }

      // A new game drops the search ahead of the old one and searches the new position.
      el.newGame({ seed: 12 });
      await until(() => searches.length === 3, 10_000, 'the new game searched ahead');
      const next = await el.hint();
      expect(searches).toHaveLength(3);
      expect(el.game.legalActions(el.session.state)).toContain(next.action);
    });
  }

  it('focus counts as a touch', async () => {
    const g = GAMES[0]!;
    g.define();
    const el = await mount(g.tag, '5');
    const { searches } = counted(el);
    el.dispatchEvent(new FocusEvent('focusin', { bubbles: true, composed: true }));
    await until(() => searches.length === 1, 10_000, 'a search ahead');
    await el.hint();
    expect(searches).toHaveLength(1);
  });
});
