/**
 * Who plays each seat, under the scores (issue 38, a newcomer's first game after the lessons):
 * against the AI the person's seat said "person", which a newcomer read as somebody else; the one
 * person against the AI is "you" now, the AI's seat "AI", and two people sharing the screen keep
 * "person" each.
 */
import { afterEach, describe, expect, it } from 'vitest';
import './define.js';
import { part, settle } from '../../test/helpers.js';
import { mountGame } from './dice-matrix.test-util.js';

const mounted: Element[] = [];
afterEach(() => {
  for (const el of mounted.splice(0)) el.remove();
});

async function notes(attrs: Record<string, string>): Promise<string[]> {
  const el = await mountGame({ seed: '11', ...attrs });
  mounted.push(el);
  await settle(el);
  const panel = part(el, 'arcade-score-panel');
  return [...panel.shadowRoot!.querySelectorAll('.note')].map((n) =>
    n.textContent!.replace(/\s+/g, ' ').replace(/^.*· /, '').trim(),
  );
}

describe('the seat notes under the scores', () => {
  it('say "you" for the one person against the AI, "person" for two people', async () => {
    expect(await notes({ 'ai-seats': '1' })).toEqual(['you', 'AI']);
    expect(await notes({ 'ai-seats': '' })).toEqual(['person', 'person']);
  });
});
