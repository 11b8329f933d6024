/**
 * The daily's comparison line in the end panel (issue 37, seen by hand after a daily won at
 * 1280): while the AI is still playing the same deal it says so ending on its ellipsis alone
 * ("playing it now…", not "playing it now…."); the AI's result and its failure end on one full
 * stop. Drawn with Lit in Chromium from the controller's own template, with a day's result kept
 * (no AI run is started: `render` only reads).
 */
import { render } from 'lit';
import { describe, expect, it } from 'vitest';
import { DailyCompare } from './daily-compare.js';
import type { DailyResult } from './daily-deal.js';

const DAY = '2026-11-27';

/** The AI's line as a player reads it, for a day's result `r`. */
function aiLine(r: DailyResult, failed = false): string {
  const c = new DailyCompare({ requestUpdate() {}, slot: () => document.body, keepAi() {} });
  if (failed) (c as unknown as { failed: Set<string> }).failed.add(`matrix-overload ${DAY}`);
  const div = document.createElement('div');
  render(
    c.render({
      id: 'matrix-overload',
      day: DAY,
      records: { 'matrix-overload': { [DAY]: r } },
      streak: 1,
      duel: false,
      share: `MATR1X ØVERLØAD daily ${DAY}: ${r.result}`,
      copied: false,
      onCopy() {},
      onCalendar() {},
    }),
    div,
  );
  return (div.querySelector('[data-daily-ai]')?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

const won: DailyResult = { result: 'won', moves: 40, hints: 2, score: '', on: DAY };

describe('the daily’s comparison with the AI', () => {
  it('while the AI plays: the ellipsis ends the sentence, no full stop after it', () => {
    expect(aiLine(won)).toBe('The AI on the same deal: playing it now…');
  });

  it('once the AI has played, or could not: one full stop', () => {
    expect(aiLine({ ...won, ai: { result: 'lost', score: '' } })).toBe(
      'The AI on the same deal: lost (you did better).',
    );
    expect(aiLine(won, true)).toBe('The AI on the same deal: it could not play it this time.');
  });
});
