/**
 * The CYBERMANCY campaign's chapter map and narrative, as a pure template: one button per
 * chapter in order, each saying in words (and a glyph, never colour alone) whether it is won
 * (✓), open (▶), the one being played (aria-current) or locked (⊘ and the word, with which
 * chapter to win first); below, the current chapter's story, what is new in it and the cards it brings into
 * the deck. Choosing a chapter calls `choose`; a locked one stays focusable (`aria-disabled`)
 * and says why. Chapters are numbered from 1, as in the rules package.
 */
import { html, nothing } from 'lit';
import { type Chapter, cybermancyRules } from '@matrix-arcade/cybermancy';
import { named } from './words.js';

/** Where the player stands in the campaign (by chapter number − 1). */
export interface CampaignMarks {
  /** The chapter being played (1-based). */
  readonly current: number;
  /** Whether each chapter is open to play (the rules package's unlock rule). */
  readonly open: readonly boolean[];
  /** Whether each chapter was won at least once. */
  readonly won: readonly boolean[];
}

/** The state of chapter `n` in words, for its button's name. */
export function chapterStatus(n: number, marks: CampaignMarks): string {
  const i = n - 1;
  const playing = n === marks.current ? ', being played' : '';
  if (marks.won[i]) return `won${playing}`;
  if (!marks.open[i]) return `locked: win chapter ${n - 1} first`;
  return `open${playing}`;
}

function glyph(i: number, marks: CampaignMarks): string {
  if (marks.won[i]) return '✓';
  return marks.open[i] ? '▶' : '⊘';
}

/** The cards a chapter brings in, in words ("" for none). */
export function addsWords(ch: Chapter): string {
  return ch.adds.map((c) => named(cybermancyRules, c)).join(', ');
}

/** The chapter map and the current chapter's narrative. */
export function campaignPanel(
  chapters: readonly Chapter[],
  marks: CampaignMarks,
  choose: (chapter: number) => void,
  problem: string | null = null,
) {
  const c = chapters[marks.current - 1];
  const done = marks.won.filter(Boolean).length;
  const adds = c ? addsWords(c) : '';
  return html`<section class="panel campaign" part="campaign" aria-label="Campaign">
    <p class="title">Campaign: ${done} of ${chapters.length} chapters won</p>
    ${problem ? html`<p class="muted">${problem}</p>` : nothing}
    <ol class="chapters" aria-label="Chapter map">
      ${chapters.map((ch, i) => {
        const state = marks.won[i] ? 'won' : marks.open[i] ? 'open' : 'locked';
        return html`<li>
          <button
            type="button"
            class="chapter ${state}"
            data-chapter=${ch.number}
            aria-current=${ch.number === marks.current ? 'step' : 'false'}
            aria-disabled=${marks.open[i] ? 'false' : 'true'}
            aria-label=${`Chapter ${ch.number}, ${ch.title}: ${chapterStatus(ch.number, marks)}`}
            @click=${() => choose(ch.number)}
          >
            <span aria-hidden="true"
              >${glyph(i, marks)} ${ch.number}. ${ch.title}${marks.open[i] ? '' : ' (locked)'}</span
            >
          </button>
        </li>`;
      })}
    </ol>
    ${
      c
        ? html`<article class="story" data-story=${c.number}>
            <p class="eyebrow">Chapter ${c.number}: ${c.title}</p>
            <p>${c.narrative}</p>
            <p><strong>New:</strong> ${c.rule}</p>
            ${adds ? html`<p class="muted">Cards added to the deck: ${adds}.</p>` : nothing}
          </article>`
        : nothing
    }
  </section>`;
}
