/**
 * The descriptor's text picture (`pnpm watch`): the family's matrix and royals, plus the mode
 * (the challenge card by name) and the discard pile.
 */
import { describe, expect, it } from 'vitest';
import { TAROT_DECK } from './deck.js';
import { cybermancyDescriptor } from './descriptor.js';
import { cybermancy } from './game.js';
import type { CybermancyState } from './state.js';

describe('renderText', () => {
  it('draws the matrix, the hand, the mode and the discard pile', () => {
    const s = cybermancy.setup({ mode: 'challenge', challenge: 'tower' }, 5) as CybermancyState;
    const text = cybermancyDescriptor.renderText!(s);
    const top = s.stacks[0]!;
    expect(text).toContain(`[${TAROT_DECK.text[top[top.length - 1]!]}]`);
    expect(text).toMatch(/challenge: the tower {3}discard/);
    expect(text).toMatch(/^hand \S+ {3}deck \d+/m);
  });
});
