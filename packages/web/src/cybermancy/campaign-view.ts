/**
 * The CYBERMANCY campaign's chapter map and narrative, as a pure template: one button per
 * chapter in order, each saying in words (and a glyph, never colour alone) whether it is won
 * (✓), open (▶), the one being played (aria-current) or locked (🔒, with which chapter to win
 * first); below, the current chapter's story and the cards it brings into the deck. Choosing an
 * open chapter calls `choose`; a locked one stays focusable (`aria-disabled`) and says why.
 */
import { html, nothing } from 'lit';

/** What the map needs to know of a chapter (the rules package's chapter data, in words). */
export interface ChapterInfo {
  /** "The Iron Guard". */
  readonly title: string;
  /** The chapter's story, in paragraphs. */
  readonly story: readonly string[];
  /** The cards the chapter brings into the deck, in words ("the four knights (haunts)"). */
  readonly adds: string;
}

/** Where the player stands in the campaign. */
export interface CampaignMarks {
  /** The chapter being played (0-based). */
  readonly current: number;
  /** Whether each chapter is open to play (the rules package's unlock rule). */
  readonly open: readonly boolean[];
  /** Whether each chapter was won at least once. */
  readonly won: readonly boolean[];
}

/** The state of one chapter in words, for its button's name. */
export function chapterStatus(i: number, marks: CampaignMarks): string {
  if (marks.won[i]) return 'won';
  if (!marks.open[i]) return `locked: win chapter ${i} first`;
  return i === marks.current ? 'being played' : 'open';
}

function glyph(i: number, marks: CampaignMarks): string {
  if (marks.won[i]) return '✓';
  return marks.open[i] ? '▶' : '🔒';
}

/** The chapter map and the current chapter's narrative. */
export function campaignPanel(
  chapters: readonly ChapterInfo[],
  marks: CampaignMarks,
  choose: (chapter: number) => void,
  problem: string | null = null,
) {
  const c = chapters[marks.current];
  const done = marks.won.filter(Boolean).length;
  return html`<section class="panel campaign" part="campaign" aria-label="Campaign">
    <p class="title">Campaign: ${done} of ${chapters.length} chapters won</p>
    ${problem ? html`<p class="muted" role="status">${problem}</p>` : nothing}
    <ol class="chapters" aria-label="Chapter map">
      ${chapters.map((ch, i) => {
        const status = chapterStatus(i, marks);
        const current = i === marks.current;
        return html`<li>
          <button
            type="button"
            class="chapter ${marks.won[i] ? 'won' : marks.open[i] ? 'open' : 'locked'}"
            data-chapter=${i}
            aria-current=${current ? 'step' : 'false'}
            aria-disabled=${marks.open[i] ? 'false' : 'true'}
            aria-label=${`Chapter ${i + 1}, ${ch.title}: ${status}`}
            @click=${() => choose(i)}
          >
            <span aria-hidden="true">${glyph(i, marks)} ${i + 1}. ${ch.title}</span>
          </button>
        </li>`;
      })}
    </ol>
    ${
      c
        ? html`<article class="story" data-story=${marks.current}>
            <p class="eyebrow">Chapter ${marks.current + 1}: ${c.title}</p>
            ${c.story.map((p) => html`<p>${p}</p>`)}
            <p class="muted">New in the deck: ${c.adds}.</p>
          </article>`
        : nothing
    }
  </section>`;
}
