/**
 * The chrome every game element shares, as one browser suite run for each game of the list
 * (`src/games.browser.test.ts`): properties refuse bad values as the attributes do (warning,
 * `error` event, last good value kept), `newGame({ seed })` refuses a bad seed, the `ai-seats`
 * error offers only valid examples, a hint at the default settings says a calibrated chance
 * (and none at other settings), focus stays on Hint and goes to the board after Undo,
 * Ctrl+Z undoes, New game in a running game asks first and a confirmed abandon fires
 * `game-abandon`, the end offers "Play again", Run AI is unavailable until a seat is the AI's
 * and ticking a seat does not start it, `readonly` shows a game without taking moves, `theme`
 * reflects and refuses unknown themes, and `sound` plays cues only when on.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { WebGame } from '../src/games.js';
import type { GameElement } from '../src/lib/game-element.js';
import { playedCues } from '../src/lib/sound.js';
import { type ErrorDetail, errorDetail } from '../src/lib/warn.js';
import { controlButton, deepActive, part, settle } from './helpers.js';

type El = GameElement<unknown, unknown> & HTMLElement;

export function chromeContractChecks(entry: WebGame): void {
  const { tag } = entry;
  const game = entry.descriptor.game;
  const seats = game.players.max;

  async function mount(attrs: Record<string, string> = {}) {
    const el = document.createElement(tag) as El;
    for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
    document.body.append(el);
    await settle(el);
    return el;
  }
  const playSome = (el: El, n: number) => {
    for (let i = 0; i < n && !el.result; i++) el.play(game.legalActions(el.gameState)[0]!);
  };
  const playToEnd = (el: El) => playSome(el, 10_000);
  const controls = (el: El) => part(el, 'arcade-game-controls').shadowRoot!;
  const errorsOf = (el: El) => {
    const errors: ErrorDetail[] = [];
    el.addEventListener('error', (e) => errors.push(errorDetail(e)));
    return errors;
  };

  describe(`<${tag}> shared chrome`, () => {
    beforeAll(() => entry.define());
    afterEach(() => {
      vi.restoreAllMocks();
      document.body.replaceChildren();
    });

    it('refuses bad property values as it refuses bad attributes, keeping the last good one', async () => {
      const el = await mount({ seed: '3', 'ai-seats': String(seats - 1), speed: 'fast' });
      playSome(el, 1);
      const before = JSON.stringify(el.state);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const errors = errorsOf(el);
      el.aiSeats = [9];
      el.speed = 'warp' as never;
      el.seed = 1.5;
      el.aiIterations = 0;
      el.theme = 'pink' as never;
      el.aiLevel = 'max' as never;
      expect(errors.map((e) => e.source)).toEqual([
        'ai-seats',
        'speed',
        'seed',
        'ai-iterations',
        'theme',
        'ai-level',
      ]);
      expect(el.aiLevel).toBe('quick');
      expect(errors[0]!.message).toContain('aiSeats = [9] ignored');
      expect(errors[1]!.message).toBe(
        'speed = "warp" ignored: expected one of slow, normal, fast, instant',
      );
      expect(warn).toHaveBeenCalledTimes(6);
      expect(el.aiSeats).toEqual([seats - 1]);
      expect(el.speed).toBe('fast');
      expect(el.seed).toBe(3);
      expect(el.theme).toBe(null);
      expect(JSON.stringify(el.state)).toBe(before);
    });

    it('refuses a bad seed in newGame() with an error that says what a seed is', async () => {
      const el = await mount({ seed: '8' });
      playSome(el, 1);
      const before = JSON.stringify(el.state);
      for (const seed of ['x', -1, 2 ** 32, 1.5]) {
        let error: unknown;
        try {
          el.newGame({ seed: seed as number });
        } catch (e) {
          error = e;
        }
        // A coded error that names the call, says what a seed is and what it got.
        expect((error as { code?: string }).code).toBe('VALIDATION');
        expect(String((error as Error).message)).toMatch(
          /^newGame\(\{ seed \}\): expected an integer from 0 to 4294967295, got /,
        );
      }
      expect(JSON.stringify(el.state)).toBe(before);
    });

    it('offers only valid seats as examples when ai-seats is bad', async () => {
      const el = await mount({ seed: '1' });
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const errors = errorsOf(el);
      el.setAttribute('ai-seats', String(seats + 3));
      const examples = [...errors[0]!.message.matchAll(/"([^"]*)"/g)].map((m) => m[1]!).slice(1);
      expect(examples.length).toBeGreaterThan(0);
      for (const ex of examples) {
        el.setAttribute('ai-seats', ex);
        expect(errors.length, `example "${ex}" is refused`).toBe(1);
      }
    });

    it('keeps focus on Hint while it searches, and sends it to the board after Undo', async () => {
      const el = await mount({ seed: '21', 'ai-iterations': '200' });
      playSome(el, 1);
      // One move, plus any chance outcomes (dice) it led to: where Undo goes back to.
      const cursorOne = el.state!.cursor;
      playSome(el, 1);
      await settle(el);
      const hint = controlButton(el, 'hint');
      hint.focus();
      await userEvent.keyboard('{Enter}');
      await vi.waitUntil(() => el.shadowRoot!.querySelector('[part~="hint"]'), { timeout: 20_000 });
      expect(deepActive()).toBe(hint);
      const undo = controlButton(el, 'undo');
      undo.focus();
      await userEvent.keyboard('{Enter}');
      await settle(el);
      const board = el.shadowRoot!.querySelector('.layout > :first-child')!;
      await vi.waitUntil(() => deepActive() !== undo);
      const active = deepActive()!;
      expect(
        board.contains(active) || board.contains((active.getRootNode() as ShadowRoot).host),
      ).toBe(true);
      expect(el.state!.cursor).toBe(cursorOne);
    });

    it('says a calibrated chance with a hint at the default settings, and no chance at others', async () => {
      const el = await mount({ seed: '23' });
      playSome(el, 1);
      const h = await el.hint();
      expect(h.chance).toBeGreaterThanOrEqual(0);
      expect(h.chance).toBeLessThanOrEqual(1);
      await settle(el);
      const words = el.shadowRoot!.querySelector('[part~="hint"]')!.textContent!;
      const pct = Math.round(h.chance! * 100);
      // Whose chance it is: "you" for the only person's seat, else the seat's name.
      const about = pct < 1 ? 'under 1%' : pct > 99 ? 'over 99%' : `about ${pct}%`;
      expect(words).toMatch(new RegExp(`following the AI from here, (you win|.+ wins) ${about}`));
      el.aiIterations = 300;
      const other = await el.hint();
      expect(other.chance).toBeUndefined();
      await settle(el);
      expect(el.shadowRoot!.querySelector('[part~="hint"]')!.textContent).toContain(
        'win chance unknown at these AI settings',
      );
    });

    it('searches at the strong level when ai-level="strong", and the hint says so', async () => {
      const el = await mount({ seed: '24', 'ai-level': 'strong' });
      expect(el.aiLevel).toBe('strong');
      playSome(el, 1);
      const h = await el.hint();
      expect(h.level).toBe('strong');
      await settle(el);
      expect(el.shadowRoot!.querySelector('[part~="hint"]')!.textContent).toContain('(strong AI)');
      el.aiLevel = 'quick';
      expect((await el.hint()).level).toBe('quick');
    }, 30_000);

    it('undoes with Ctrl+Z and redoes with Ctrl+Y from the board', async () => {
      const el = await mount({ seed: '22' });
      playSome(el, 1);
      const cursorOne = el.state!.cursor; // the move and any dice it led to
      playSome(el, 1);
      const cursorTwo = el.state!.cursor;
      el.focusBoard();
      await vi.waitUntil(() => deepActive() !== document.body);
      await userEvent.keyboard('{Control>}z{/Control}');
      expect(el.state!.cursor).toBe(cursorOne);
      await userEvent.keyboard('{Control>}y{/Control}');
      expect(el.state!.cursor).toBe(cursorTwo);
    });

    it('asks before abandoning a running game; only a confirmed abandon deals and fires game-abandon', async () => {
      const el = await mount({ seed: '30' });
      const abandoned = vi.fn();
      el.addEventListener('game-abandon', abandoned);
      el.abandonNote = 'It counts as a loss.';
      playSome(el, 1);
      await settle(el);
      const before = JSON.stringify(el.state);
      controlButton(el, 'new-game').click();
      await settle(el);
      expect(controls(el).textContent).toContain(
        'Abandon this game and deal a new one? It counts as a loss.',
      );
      await vi.waitUntil(() => deepActive() === controlButton(el, 'keep-playing'));
      await userEvent.keyboard('{Enter}');
      await settle(el);
      expect(JSON.stringify(el.state)).toBe(before);
      expect(controlButton(el, 'abandon')).toBeNull();
      controlButton(el, 'new-game').click();
      await settle(el);
      controlButton(el, 'abandon').click();
      await settle(el);
      expect(el.state!.actions.length).toBe(0);
      expect(abandoned).toHaveBeenCalledOnce();
      expect(abandoned.mock.calls[0]![0].detail.state.seed).toBe(30);
      // Undoing every move does not make a played game new: it still asks, and counts.
      playSome(el, 1);
      el.undo();
      await settle(el);
      controlButton(el, 'new-game').click();
      await settle(el);
      controlButton(el, 'abandon').click();
      await settle(el);
      expect(abandoned).toHaveBeenCalledTimes(2);
      // A new game at the start deals without asking.
      const seed = el.seed;
      controlButton(el, 'new-game').click();
      await settle(el);
      expect(el.seed).not.toBe(seed);
      expect(abandoned).toHaveBeenCalledTimes(2);
    });

    it('offers "Play again" at the end, which deals a new game with the same options', async () => {
      const el = await mount({ seed: '40' });
      playToEnd(el);
      await settle(el);
      expect(el.result).not.toBeNull();
      const again = el.shadowRoot!.querySelector<HTMLButtonElement>('[data-command="play-again"]')!;
      expect(again.textContent!.trim()).toBe(
        el.result!.winners.length === 0 && seats > 1 ? 'Replay the tie' : 'Play again',
      );
      const options = JSON.stringify(game.optionsOf(el.gameState));
      again.click();
      await settle(el);
      expect(el.result).toBeNull();
      expect(el.state!.actions.length).toBe(0);
      expect(JSON.stringify(game.optionsOf(el.gameState))).toBe(options);
    });

    it('keeps Run AI unavailable without an AI seat, and ticking a seat does not start the AI', async () => {
      const el = await mount({ seed: '50', 'ai-seats': '' });
      el.autoplay = true;
      await settle(el);
      const run = controlButton(el, 'autoplay');
      expect(run.textContent!.trim()).toBe('▶ Run AI');
      expect(run.getAttribute('aria-disabled')).toBe('true');
      run.click();
      const box = controls(el).querySelector<HTMLInputElement>(`[data-seat="${seats - 1}"]`)!;
      box.click();
      await settle(el);
      expect(el.aiSeats).toEqual([seats - 1]);
      expect(el.autoplay).toBe(false);
      expect(run.textContent!.trim()).toBe('▶ Run AI');
      expect(run.getAttribute('aria-disabled')).toBe('false');
      run.click();
      await settle(el);
      expect(el.autoplay).toBe(true);
      expect(run.textContent!.trim()).toBe('❚❚ Pause AI');
    });

    it('shows a game without taking moves when readonly', async () => {
      const el = await mount({ seed: '60', 'ai-seats': String(seats - 1), readonly: '' });
      el.autoplay = true;
      await settle(el);
      expect(el.shadowRoot!.querySelector('arcade-game-controls')).toBeNull();
      await new Promise((r) => setTimeout(r, 300));
      expect(el.state!.actions.length).toBe(0);
    });

    it('reflects theme to its attribute and follows the attribute', async () => {
      const el = await mount({ seed: '1', theme: 'light' });
      expect(el.theme).toBe('light');
      el.theme = 'dark';
      expect(el.getAttribute('theme')).toBe('dark');
      el.theme = null;
      expect(el.hasAttribute('theme')).toBe(false);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      el.setAttribute('theme', 'dark');
      el.setAttribute('theme', 'neon');
      expect(el.theme).toBe('dark');
      expect(el.getAttribute('theme')).toBe('dark');
    });

    it('plays a cue for a move only when sound is on', async () => {
      const el = await mount({ seed: '70' });
      const before = playedCues.length;
      playSome(el, 1);
      expect(playedCues.length).toBe(before);
      el.sound = true;
      playSome(el, 1);
      expect(playedCues.at(-1)).toMatch(/^(move|win|loss|draw)$/);
    });
  });
}
