/**
 * A game's rules reference as the learn view shows it (`RulesReference` from the game package):
 * a list of the sections to jump to, then each section with its short paragraphs, its small
 * picture (the game's own element in `picture` mode showing the section's position, its target
 * marked by the element's pointer) and the lessons that teach it as buttons, then the glossary
 * of the game's words. Pure templates; `learn-view.ts` makes the pictures and opens the lessons.
 */
import { html, nothing } from 'lit';
import type { AnyGameLessons, Lesson, RuleSection } from '@matrix-arcade/core';
import { emphasised } from '../arcade/rules-summary.js';

export interface ReferenceProps {
  readonly lessons: AnyGameLessons;
  /** The picture of a section (a game element), or null when it has none. */
  picture(section: RuleSection<unknown>): Node | null;
  /** The label of a lesson in a list ("Part 2: What makes a pair"). */
  label(lesson: Lesson<unknown>): string;
  open(lessonId: string): void;
}

export function referenceView(p: ReferenceProps) {
  const { reference, lessons } = p.lessons;
  return html`<div class="reference">
    <nav aria-label="Sections of the rules">
      <ul class="toc">
        ${reference.sections.map((s) => html`<li><a href=${`#rule-${s.id}`} @click=${(e: Event) => jump(e, s.id)}>${s.title}</a></li>`)}
        <li><a href="#rule-glossary" @click=${(e: Event) => jump(e, 'glossary')}>Glossary</a></li>
      </ul>
    </nav>
    ${reference.sections.map((s) => {
      const teaching = lessons.filter((l) => l.teaches.includes(s.id));
      const picture = p.picture(s);
      return html`<section class="rule" id=${`rule-${s.id}`} data-section=${s.id} aria-labelledby=${`rule-${s.id}-title`}>
        <h3 id=${`rule-${s.id}-title`} tabindex="-1">${s.title}</h3>
        ${s.text.map((t) => html`<p>${emphasised(t)}</p>`)}
        ${
          picture && s.picture
            ? html`<figure class="rule-picture">
                ${picture}
                <figcaption>${s.picture.caption}</figcaption>
              </figure>`
            : nothing
        }
        ${
          teaching.length > 0
            ? html`<p class="taught-in">Learn it in:
                ${teaching.map((l) => html`<button class="link" data-open-lesson=${l.id} @click=${() => p.open(l.id)}>${p.label(l)}</button>`)}
              </p>`
            : nothing
        }
      </section>`;
    })}
    <section class="rule" id="rule-glossary" aria-labelledby="rule-glossary-title">
      <h3 id="rule-glossary-title" tabindex="-1">Glossary</h3>
      <dl class="glossary">
        ${reference.glossary.map((g) => html`<dt>${g.term}</dt><dd>${g.meaning}</dd>`)}
      </dl>
    </section>
  </div>`;
}

/** Scrolls to a section inside the shadow root (a plain #link cannot reach it). */
function jump(e: Event, id: string): void {
  e.preventDefault();
  const root = (e.currentTarget as Element).getRootNode() as ShadowRoot | Document;
  const target = root.getElementById?.(`rule-${id}`) ?? null;
  target?.scrollIntoView({ block: 'start' });
  target?.querySelector<HTMLElement>('h3')?.focus?.();
}
