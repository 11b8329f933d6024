/**
 * The review's words for a chosen move (issue 37, played by hand): a move graded good whose
 * chance after it, in whole percent, is the engine's move's chance was said as "Better: …, with
 * it your chance to win was 80%; after the move played, 80%". Such a move is another choice as
 * good as the engine's: the panel and the spoken words call the engine's move its choice, not
 * "Better"; a move that did give chance away still gets "Better:". Rendered from a review built
 * here (two moves), so the words are checked, not the engine.
 */
import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameReview, ReviewedMove } from '@matrix-arcade/ai-wasm';
import { GRADE_THRESHOLDS } from '@matrix-arcade/ai-wasm';
import { reviewDonePanel } from './review-done-view.js';
import type { ReviewViewPort } from './review-view.js';

const move = (step: number, m: Partial<ReviewedMove>): ReviewedMove => ({
  step,
  seat: 0,
  action: 1,
  description: `move ${step}`,
  chanceBefore: 0.8,
  chanceAfter: 0.8,
  bestAction: 2,
  bestDescription: `engine move ${step}`,
  bestChance: 0.8,
  loss: 0,
  grade: 'good',
  madeBy: 'person',
  ...m,
});

// Move 0: another choice, its chance 0.798 against the engine's 0.801 (both 80%), graded good.
// Move 1: a mistake, 0.55 against 0.8.
const moves = [
  move(0, { chanceAfter: 0.798, bestChance: 0.801, loss: 0.003 }),
  move(1, { chanceAfter: 0.55, bestChance: 0.8, loss: 0.25, grade: 'mistake' }),
];
const review: GameReview = {
  game: 'test',
  seats: 1,
  moves,
  calibrated: true,
  thresholds: GRADE_THRESHOLDS,
  result: [0],
  accuracy: [80],
  deciding: [moves[1]!],
  givenAway: [0.25],
};

const port: ReviewViewPort = {
  state: { kind: 'idle' },
  over: true,
  solo: true,
  seatName: () => 'You',
  moverName: () => 'You',
  viewSeat: () => 0,
  start() {},
  cancel() {},
  close() {},
  select() {},
  done: null,
};

const host = document.createElement('div');
afterEach(() => host.remove());

function wordsFor(selected: number): string {
  document.body.append(host);
  render(reviewDonePanel(port, { kind: 'done', review, selected }), host);
  return host.querySelector('[part~="review-better"]')!.textContent!.replace(/\s+/g, ' ');
}

describe('the review’s words for a chosen move', () => {
  it('calls the engine’s move its choice, not better, when the chances are the same', () => {
    const words = wordsFor(0);
    expect(words).not.toContain('Better');
    expect(words).toContain('The engine’s choice: engine move 0');
    expect(words).toContain('80% either way');
  });

  it('still says "Better:" with both chances when the move gave chance away', () => {
    const words = wordsFor(1);
    expect(words).toContain('Better: engine move 1');
    expect(words).toContain('your chance to win was 80%; after the move played, 55%');
  });
});
