/**
 * The end of a game, in Chromium, for the chrome every element shares: a lone seat that did not
 * win lost (Matrix Maze's solo maps: shown in the loss colour, "You lost.", "Play again", never
 * "Replay the tie" nor the success colour); a win is celebrated with sparks, and not under
 * reduced motion; Run AI / Pause AI goes away; "Same deal again" deals the same seed and
 * options; and autoplay stops by itself, saying so, after its move budget in a game that does
 * not end, with nothing counted.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import { controlButton, settle, until } from '../../test/helpers.js';
import { GAMES } from '../games.js';

interface Rules {
  legalActions(s: unknown): number[];
  currentPlayer(s: unknown): number;
  optionsOf(s: unknown): object;
}
interface El extends HTMLElement {
  idle(): Promise<void>;
  gameState: unknown;
  result: { winners: readonly number[] } | null;
  state: { seed: number; actions: number[] } | null;
  seed: number;
  aiSeats: readonly number[];
  autoplay: boolean;
  speed: string;
  play(action: number): void;
  commit(action: number, by: 'human' | 'ai'): void;
  newGame(o?: { seed?: number }): void;
  ai: { budget: number };
}

const mounted: Element[] = [];
afterEach(async () => {
  for (const el of mounted.splice(0)) el.remove();
  await commands.reducedMotion(false);
});

async function mount(id: string, attrs: Record<string, string>): Promise<El> {
  const g = GAMES.find((x) => x.id === id)!;
  g.define();
  const el = document.createElement(g.tag) as El;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  mounted.push(el);
  await settle(el);
  return el;
}
const rules = (el: El) => (el.constructor as unknown as { game: Rules }).game;
const status = (el: El) => el.shadowRoot!.querySelector<HTMLElement>('[part~=status]')!;
const command = (el: El, c: string) =>
  el.shadowRoot!.querySelector<HTMLButtonElement>(`[data-command="${c}"]`);

/**
 * Plays the first legal action until the game ends (or `limit` moves): a person's move on a
 * person's seat, the AI's on an AI seat (as the AI controller commits it: the record of who
 * moved decides whose result it is).
 */
function playOut(el: El, limit = 5000): void {
  for (let i = 0; i < limit && !el.result; i++) {
    const action = rules(el).legalActions(el.gameState)[0]!;
    if (el.aiSeats.includes(rules(el).currentPlayer(el.gameState))) el.commit(action, 'ai');
    else el.play(action);
  }
}

/** A deal of `id` that seat 0 loses (or wins) playing the first legal moves, from seed 1 up. */
async function ended(id: string, attrs: Record<string, string>, won: boolean): Promise<El> {
  const el = await mount(id, attrs);
  for (let seed = 1; seed < 60; seed++) {
    el.newGame({ seed });
    playOut(el);
    if (el.result && el.result.winners.includes(0) === won) break;
  }
  await settle(el);
  expect(el.result, 'a finished game').not.toBeNull();
  expect(el.result!.winners.includes(0), won ? 'a win' : 'a loss').toBe(won);
  return el;
}

describe('the end of a game', () => {
  it('a solo Matrix Maze loss is a loss: its colour, "You lost.", "Play again", no tie', async () => {
    const el = await ended('matrix-maze', { map: 'watchtower', players: '1' }, false);
    const line = status(el);
    expect(line.dataset.result).toBe('loss');
    expect(line.textContent).toContain('You lost.');
    expect(line.textContent).not.toContain('tie');
    expect(command(el, 'play-again')!.textContent!.trim()).toBe('Play again');
    const colour = (sel: string) => getComputedStyle(line.querySelector(sel)!).color;
    const good = getComputedStyle(el).getPropertyValue('--_good').trim();
    const probe = document.createElement('span');
    probe.style.color = good;
    document.body.append(probe);
    const goodRgb = getComputedStyle(probe).color;
    probe.remove();
    expect(colour('.result'), 'a loss in the success colour').not.toBe(goodRgb);
    expect(line.querySelector('.celebrate'), 'a loss celebrated').toBeNull();
  });

  it('a win is celebrated with sparks, and not under reduced motion', async () => {
    const el = await ended('dice-matrix', { 'ai-seats': '1' }, true);
    const line = status(el);
    expect(line.dataset.result).toBe('win');
    expect(line.textContent).toContain('You won!');
    const sparks = line.querySelector<HTMLElement>('.celebrate');
    expect(sparks).not.toBeNull();
    expect(getComputedStyle(sparks!).display).not.toBe('none');
    expect(getComputedStyle(sparks!.firstElementChild!).animationName).toBe('spark');
    await commands.reducedMotion(true);
    expect(getComputedStyle(sparks!).display).toBe('none');
  });

  it('names the seats as the screen does in the result: "You win …", never "You won! Player 1 wins"', async () => {
    // Dice Matrix, the person on seat 0 against the AI on seat 1: the verdict says "You …" and so
    // does the sentence after it (the rules' "Player 1 wins 151 to 137." read as a third player).
    for (const won of [true, false]) {
      const el = await ended('dice-matrix', { 'ai-seats': '1' }, won);
      const words = status(el).querySelector('.result')!.textContent!;
      expect(words, "the rules' seat number").not.toMatch(/Player 1\b/);
      if (won) expect(words).toMatch(/You win \d+ to \d+\./);
      else expect(words).toMatch(/Player 2 \(AI\) wins \d+ to \d+\./);
      el.remove();
    }
    // Matrix Maze's duel, the person on seat 1 and not beaten by the AI on seat 0: "You collected
    // 3 SOURCE CODEs and log out." or "You hold more …" (the verb agrees), or a draw.
    const maze = await ended('matrix-maze', { 'ai-seats': '0' }, false);
    const said = status(maze).querySelector('.result')!.textContent!;
    expect(said).not.toMatch(/Player 2\b|You (logs|holds)\b/);
    if (maze.result!.winners.length) expect(said).toMatch(/You (collected|hold)/);
    maze.remove();
    // Two people sharing the screen read the rules' own words.
    const both = await ended('dice-matrix', {}, true);
    expect(status(both).querySelector('.result')!.textContent).toMatch(/Player 1 wins \d+ to \d+/);
  });

  it('Run AI goes away at the end; "Same deal again" deals the same seed and options', async () => {
    const el = await mount('matrix-maze', { seed: '9', map: 'watchtower', 'ai-seats': '1' });
    expect(controlButton(el, 'autoplay')).not.toBeNull();
    const options = JSON.stringify(rules(el).optionsOf(el.gameState));
    playOut(el);
    await settle(el);
    expect(controlButton(el, 'autoplay'), 'Run AI after the end').toBeNull();
    expect(controlButton(el, 'new-game')).not.toBeNull();
    const seed = el.seed;
    command(el, 'same-deal')!.click();
    await settle(el);
    expect(el.result).toBeNull();
    expect(el.state!.seed).toBe(seed);
    expect(el.state!.actions).toHaveLength(0);
    expect(JSON.stringify(rules(el).optionsOf(el.gameState))).toBe(options);
    expect(controlButton(el, 'autoplay'), 'Run AI in the new deal').not.toBeNull();
  });

  it('autoplay stops by itself after its move budget in a game that has not ended', async () => {
    const el = await mount('dice-matrix', { seed: '4', speed: 'instant' });
    el.ai.budget = 3;
    const over: unknown[] = [];
    el.addEventListener('game-over', (e) => over.push(e));
    el.aiSeats = [0, 1];
    el.autoplay = true;
    await until(() => !el.autoplay, 30_000, 'autoplay to stop');
    await settle(el);
    expect(el.state!.actions.length).toBeGreaterThanOrEqual(3);
    expect(el.result, 'the game ended').toBeNull();
    expect(over).toHaveLength(0);
    expect(status(el).textContent).toContain('The AI stopped after 3 moves');
    const played = el.state!.actions.length;
    await el.idle();
    expect(el.state!.actions.length, 'moves after the stop').toBe(played);
    el.autoplay = true; // Run AI goes on with a new budget
    await until(() => el.state!.actions.length > played, 30_000, 'more AI moves');
  });
});
