/**
 * The Stats panel's counts add up on screen: every finished game is Played, and one that is
 * neither won, lost nor drawn for a person (the AI played it alone, or people played among
 * themselves) is shown as Not counted, never left out of the sum. A game played both alone and
 * by two (Matrix Maze: solo maps and duels) says that its solo runs count too, whichever deal is
 * on show (it said only "your games against the AI" beside a duel).
 */
import { render } from 'lit';
import { afterEach, describe, expect, it } from 'vitest';
import { statsPanel } from './arcade-panels.js';

const host = document.createElement('div');
afterEach(() => host.remove());

function shown(seats: number, s: Parameters<typeof statsPanel>[1]): Record<string, string> {
  document.body.append(host);
  render(statsPanel(seats, s, []), host);
  return Object.fromEntries(
    [...host.querySelectorAll('dd[data-stat]')].map((d) => [
      d.getAttribute('data-stat')!,
      d.textContent!,
    ]),
  );
}

describe('the Stats panel', () => {
  it('says a run the AI played alone is not counted, so Played adds up', () => {
    const s = { played: 3, won: 1, lost: 1, drawn: 0, streak: 0, bestStreak: 1 };
    const stats = shown(1, s);
    expect(stats).toEqual({
      played: '3',
      won: '1',
      lost: '1',
      'not-counted': '1',
      'win-percent': expect.any(String),
    });
    expect(Number(stats.won) + Number(stats.lost) + Number(stats['not-counted'])).toBe(3);
  });

  it('shows no Not counted line when every game counted, and Drawn for a duel only', () => {
    const s = { played: 2, won: 1, lost: 0, drawn: 1, streak: 0, bestStreak: 1 };
    expect(Object.keys(shown(2, s))).toEqual(['played', 'won', 'lost', 'drawn', 'win-percent']);
  });

  it('says the solo runs count too in a game played both alone and by two', () => {
    const s = { played: 2, won: 1, lost: 1, drawn: 0, streak: 0, bestStreak: 1 };
    document.body.append(host);
    render(statsPanel(2, s, [], { bests: {}, streak: 0, soloToo: true }), host);
    const words = host.textContent!.replace(/\s+/g, ' ');
    expect(words).toContain('against the AI and the solo runs you played yourself');
    render(statsPanel(2, s, [], { bests: {}, streak: 0 }), host);
    expect(host.textContent).not.toContain('solo runs');
  });
});
