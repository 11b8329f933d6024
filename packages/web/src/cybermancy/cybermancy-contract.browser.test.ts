/**
 * The parts of the embedding contract that are `<cybermancy-game>`'s own, in Chromium: the
 * define entry and typed tag, the option attributes of the tarot edition (mode, challenge,
 * chapter) with their documented values, and axe-core on the screens only this element has
 * (a burner's choices, a random challenge's card, the campaign's chapter map and story) in both
 * themes. What every game element keeps is checked by the shared suites
 * (`src/games.browser.test.ts`, `src/a11y.browser.test.ts`).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from 'vitest/browser';
import './define.js';
import { expectNoAxeViolations } from '../../test/axe.js';
import { settle } from '../../test/helpers.js';
import { PROGRESS_KEY } from './campaign-progress.js';
import { advancedRun, mountCyber, saved } from './cybermancy.test-util.js';

afterEach(() => {
  localStorage.removeItem(PROGRESS_KEY);
  document.body.replaceChildren();
});

describe('<cybermancy-game> contract', () => {
  it('is registered with its tag, the tag is typed, and its parts are registered', () => {
    const el: HTMLElementTagNameMap['cybermancy-game'] = document.createElement('cybermancy-game');
    expect(el.constructor.name).toBe('CybermancyGame');
    expect(customElements.get('matrix-overload-spot')).toBeTruthy();
    expect(customElements.get('arcade-card')).toBeTruthy();
    // Only its own game: MATR1X ØVERLØAD's element is not registered by this entry.
    expect(customElements.get('matrix-overload-game')).toBeUndefined();
  });

  it('has the mode, challenge and chapter attributes with their defaults', async () => {
    const ctor = customElements.get('cybermancy-game') as unknown as {
      observedAttributes: string[];
    };
    for (const a of ['mode', 'challenge', 'chapter']) expect(ctor.observedAttributes).toContain(a);
    const el = await mountCyber({ seed: '3' });
    expect(el.mode).toBe('basic');
    expect(el.challenge).toBe('random');
    expect(el.chapter).toBe(1);
  });
});

for (const theme of [null, 'light'] as const) {
  const themed = (attrs: Record<string, string>) => (theme ? { ...attrs, theme } : attrs);
  describe(`axe: <cybermancy-game>${theme ? ` theme="${theme}"` : ''}, its own screens`, () => {
    it('a burner’s choices, one previewed', async () => {
      // Restoring a run flashes its dead royals in; axe judges the board at rest.
      await commands.reducedMotion(true);
      const el = await mountCyber(themed({ seed: '1', mode: 'advanced' }));
      el.state = saved(advancedRun('21♔'));
      await settle(el);
      el.shadowRoot!.querySelector<HTMLDetailsElement>('details[data-pair-list]')!.open = true;
      await settle(el);
      el.shadowRoot!.querySelector<HTMLButtonElement>('button[data-choice]')!.focus();
      await settle(el);
      await expectNoAxeViolations(el, 'burner choices');
      await commands.reducedMotion(false);
    });

    it('a random challenge with its card, and the campaign map and story', async () => {
      const challenge = await mountCyber(themed({ seed: '4', mode: 'challenge' }));
      await expectNoAxeViolations(challenge, 'random challenge');
      localStorage.setItem(PROGRESS_KEY, JSON.stringify({ won: [1], chapter: 2, run: null }));
      const campaign = await mountCyber(themed({ seed: '4', mode: 'campaign' }));
      expect(campaign.shadowRoot!.querySelector('[part=campaign]')).not.toBeNull();
      await expectNoAxeViolations(campaign, 'campaign');
    });
  });
}
