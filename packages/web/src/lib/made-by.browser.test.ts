/**
 * Who made each move, in Chromium with the real mouse (issue 37, item 1): the record made when a
 * move is made, not the "AI plays" settings of the moment, names the mover in the move log, the
 * score boxes, the result line and the review; a hint followed is recorded as the hint's; the
 * record survives the saved game. Dice Matrix `seed=42` as the issue played it (the opening,
 * a single, then a move, here the hint's, and Player 1 handed to the AI), a solo maze run handed
 * over, and a piecepack run the AI plays whole (its die rolls are nobody's, not "You").
 */
import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../dice-matrix/define.js';
import '../matrix-maze/define.js';
import '../piecepack-matrix/define.js';
import { decodeAction, diceMatrix } from '@matrix-arcade/dice-matrix';
import { controlButton, part, pressHint, settle, waitFor } from '../../test/helpers.js';
import { matrixCells } from '../dice-matrix/dice-matrix.test-util.js';

interface El extends HTMLElement {
  gameState: unknown;
  result: { winners: number[] } | null;
  state: { madeBy?: (string | null)[] } | null;
  idle(): Promise<void>;
  autoplay: boolean;
  review(): Promise<{ moves: { madeBy?: string }[] }>;
  hints: { current: { action: number } | null };
}

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

async function mount(tag: string, attrs: Record<string, string>): Promise<El> {
  const el = document.createElement(tag) as El;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  mounted.push(el);
  await settle(el);
  await el.idle();
  return el;
}

/** The move log's lines, as a player reads them. */
const logLines = (el: El) =>
  [...part(el, 'arcade-move-log').shadowRoot!.querySelectorAll('li:not(.empty)')].map((li) =>
    li.textContent!.replace(/\s+/g, ' ').trim(),
  );

/** Plays a Dice Matrix move on the matrix with the mouse: a die alone, or a pair. */
async function clickMove(el: El, action: number): Promise<void> {
  const d = decodeAction(action)!;
  if (d.kind === 'single') {
    await userEvent.click(matrixCells(el as never)[d.cell]!);
    await settle(el);
    await userEvent.click(part(el, '[data-action="take-single"]'));
  } else if (d.kind === 'pair') {
    await userEvent.click(matrixCells(el as never)[d.a]!);
    await settle(el);
    await userEvent.click(matrixCells(el as never)[d.b]!);
  } else await userEvent.click(part(el, `[data-face="${d.face}"]`));
  await el.idle();
}

/** Ticks "AI plays" for `seat` and presses Run AI with the mouse; waits for the end. */
async function handOver(el: El, seat: number): Promise<void> {
  const controls = part(el, 'arcade-game-controls');
  await userEvent.click(controls.shadowRoot!.querySelector(`input[data-seat="${seat}"]`)!);
  await settle(el);
  await userEvent.click(controlButton(el, 'autoplay'));
  await waitFor(() => el.result, 'the end of the game', 120_000);
  await el.idle();
}

describe('who made each move', () => {
  it('Dice Matrix seed 42: the person’s moves stay the person’s after Player 1 is handed to the AI', async () => {
    const el = await mount('dice-matrix-game', {
      seed: '42',
      'ai-seats': '1',
      autoplay: '',
      speed: 'instant',
      // Who made each move, not the AI's strength: a small search for its moves and the review.
      'ai-iterations': '30',
    });
    await clickMove(el, diceMatrix.legalActions(el.gameState as never).at(-1)!); // the spare: 6
    const single = diceMatrix
      .legalActions(el.gameState as never)
      .find((a) => decodeAction(a)?.kind === 'single')!;
    await clickMove(el, single);
    await pressHint(el);
    await el.idle();
    const hinted = await waitFor(() => el.hints.current, 'the hint');
    await clickMove(el, hinted.action);
    await handOver(el, 0);

    const made = el.state!.madeBy!.filter((m) => m !== null);
    expect(made.slice(0, 7)).toEqual(['person', 'ai', 'person', 'ai', 'hint', 'ai', 'ai']);
    const log = logLines(el);
    expect(log[0]).toMatch(/^Player 1: turn the spare/);
    expect(log[2]).toMatch(/^Player 1: take /);
    expect(log[4]).toMatch(/^Player 1 \(hint\): take /);
    expect(log[6]).toMatch(/^Player 1 \(AI\): take /);
    const scores = part(el, 'arcade-score-panel').shadowRoot!.textContent!.replace(/\s+/g, ' ');
    expect(scores).toContain('Player 1 (you and AI)');
    expect(scores).toContain('Player 2 (AI)');
    // The result is the person's: Player 1 was theirs, handed over.
    expect(part(el, '.status').textContent).toMatch(/You (won|lost)|draw/);

    // The review reads the record too.
    part<HTMLButtonElement>(el, '[data-review="start"]').click();
    const review = await el.review();
    expect(review.moves[0]!.madeBy).toBe('person');
    await settle(el);
    const items = [...el.shadowRoot!.querySelectorAll('[data-review-move]')].map((b) =>
      b.textContent!.replace(/\s+/g, ' ').trim(),
    );
    expect(items[0]).toMatch(/^1\. Player 1: turn the spare/);
    expect(items[2]).toMatch(/^3\. Player 1: take /);
    expect(items[4]).toMatch(/^5\. Player 1 \(hint\): take /);
    expect(items[6]).toMatch(/^7\. Player 1 \(AI\): take /);

    // The saved game keeps it: a copy restored from the save names the same movers.
    const copy = await mount('dice-matrix-game', { 'ai-seats': '0,1' });
    (copy as unknown as { state: unknown }).state = el.state;
    await settle(copy);
    expect(logLines(copy).slice(0, 7)).toEqual(log.slice(0, 7));
  }, 300_000);

  it('a solo maze run handed to the AI is the person’s run, said as such', async () => {
    const el = await mount('matrix-maze-game', {
      map: 'watchtower',
      players: '1',
      seed: '5',
      'ai-seats': '',
      speed: 'instant',
      'ai-iterations': '30',
    });
    for (let i = 0; i < 2; i++) {
      const choice = await waitFor(
        () =>
          el.shadowRoot!.querySelector<Element>('button.choice:not([disabled])') ??
          el.shadowRoot!.querySelector<Element>('svg .target'),
        'a choice for the runner',
      );
      await userEvent.click(choice);
      await el.idle();
    }
    await handOver(el, 0);
    const log = logLines(el).filter((l) => !l.startsWith('Dice'));
    expect(log[0]).toMatch(/^You: /);
    expect(log.at(-1)).toMatch(/^The AI runner: /);
    const status = part(el, '.status').textContent!;
    if (!el.result!.winners.length) expect(status).toContain('You and the AI runner lost');
    expect(status).not.toMatch(/(^|[^d] )The AI runner lost/);
  }, 300_000);

  it('piecepack: while the AI plays the whole run, no move is said to be yours', async () => {
    const el = await mount('piecepack-matrix-game', {
      seed: '3',
      'ai-seats': '0',
      autoplay: '',
      speed: 'instant',
      'ai-iterations': '30',
    });
    await waitFor(() => logLines(el).length >= 12, 'the AI’s first moves', 120_000);
    el.autoplay = false;
    await el.idle();
    const log = logLines(el);
    expect(
      log.filter((l) => l.startsWith('You')),
      log.join('\n'),
    ).toEqual([]);
    expect(log.some((l) => /^the die shows \d/.test(l))).toBe(true);
    expect(log.some((l) => l.startsWith('AI: '))).toBe(true);
    expect(controlButton(el, 'hint')).not.toBeNull();
  }, 300_000);
});
