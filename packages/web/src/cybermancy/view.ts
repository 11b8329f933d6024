/**
 * Templates of `<cybermancy-game>`'s own panels, pure functions of data: the run's setup (the
 * mode in words, and in a random challenge the challenge card drawn, as a tarot card with its
 * numeral, glyph and name, and the cards it loaded), and the discard pile of burners used or
 * discarded (small cards, and their names for screen readers).
 */
import { html, nothing } from 'lit';
import {
  CHALLENGES,
  CHALLENGE_CARDS,
  CHAPTERS,
  type CybermancyState,
  TRUMP_NAMES,
  cybermancyRules,
  trumpCard,
  trumpNumber,
} from '@matrix-arcade/cybermancy';
import { chip } from '../matrix-overload/chip.js';
import { named } from './words.js';

const deck = cybermancyRules.deck;

/** The cards a challenge card loads into the deck, in words. */
export function loadsWords(challenge: number): string {
  const name = CHALLENGES.find((c) => trumpCard(CHALLENGE_CARDS[c].trump) === challenge);
  if (!name) return '';
  return CHALLENGE_CARDS[name].loads.map((c) => named(cybermancyRules, c)).join(', ');
}

/** The mode of a run in words: "Random challenge: 16♔ the tower". */
export function modeWords(st: CybermancyState): string {
  const { mode, challenge, chapter } = st.setup;
  switch (mode) {
    case 'basic':
      return 'Basic game: 54 cards';
    case 'advanced':
      return 'Advanced game: all 78 cards';
    case 'challenge':
      return `Random challenge: ${named(cybermancyRules, challenge)}`;
    case 'campaign':
      return `Campaign, chapter ${chapter}: ${CHAPTERS[chapter - 1]?.title ?? ''}`;
  }
}

/** The run's setup: its mode, and the challenge card drawn in a random challenge. */
export function setupPanel(st: CybermancyState) {
  const { mode, challenge } = st.setup;
  const card =
    mode === 'challenge'
      ? html`<arcade-card
          rank=${String(trumpNumber(challenge))}
          suit="trumps"
          glyph="♔"
          name=${TRUMP_NAMES[trumpNumber(challenge)] ?? ''}
          label=${`Challenge card: ${named(cybermancyRules, challenge)}`}
        ></arcade-card>`
      : nothing;
  return html`<section
    class="panel setup ${mode === 'challenge' ? 'with-card' : ''}"
    part="setup"
    aria-label="This run"
    data-mode=${mode}
  >
    ${card}
    <div>
      <p class="title" data-mode-words>${modeWords(st)}</p>
      ${
        mode === 'challenge'
          ? html`<p class="muted">
              The challenge card loaded ${loadsWords(challenge)} into the basic deck; it stays out
              of the deck itself.
            </p>`
          : nothing
      }
    </div>
  </section>`;
}

/** The burners used or discarded so far, in order. */
export function discardPanel(st: CybermancyState) {
  const d = st.discard;
  return html`<section class="panel discard" part="discard" aria-label="Discard pile">
    <p>
      <span class="muted">Discarded burners:</span>
      ${
        d.length === 0
          ? html`<span class="muted">none yet.</span>`
          : html`<span class="chips" data-discard>${d.map((c) => chip(deck, c))}</span>
              <span class="visually-hidden">${d.map((c) => named(cybermancyRules, c)).join(', ')}</span>`
      }
    </p>
  </section>`;
}
