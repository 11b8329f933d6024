/**
 * A game's rules summary (its descriptor's `rules`: words only) as the arcade's rules panel
 * shows it: the intro as a paragraph, the points as a list with each title in bold, `_words_`
 * in italics, and the tip last ("Tip: …"). The text helpers are pure, for tests.
 */
import { html, type TemplateResult } from 'lit';
import type { RulesSummary } from '@matrix-arcade/core';

/** Text split into plain runs and `_emphasised_` runs (odd indexes are emphasised). */
export function emphasisRuns(text: string): string[] {
  return text.split(/_([^_]+)_/);
}

/** Text with `_words_` in `<em>`. */
export function emphasised(text: string): unknown[] {
  return emphasisRuns(text).map((run, i) => (i % 2 === 1 ? html`<em>${run}</em>` : run));
}

/**
 * What goes between a point's bold title and its text: a comma when the title has no closing
 * punctuation and the text carries on the sentence in lower case ("**Each turn**, take…"),
 * else a space ("**Scoring.** A die…", "**Royals** (J, Q, K) take…").
 */
export function titleJoin(title: string, text: string): string {
  return /[.,:;!?)]$/.test(title) || !/^[a-z]/.test(text) ? ' ' : ', ';
}

/** The tip after "Tip: ", its first word in lower case unless it is a name or an acronym. */
export function tipWords(tip: string): string {
  return /^(?:A|[A-Z][a-z]+)\b/.test(tip) && !/^I\b/.test(tip)
    ? tip[0]!.toLowerCase() + tip.slice(1)
    : tip;
}

export function rulesSummary(rules: RulesSummary): TemplateResult {
  return html`<p>${emphasised(rules.intro)}</p>
    <ul>
      ${rules.points.map(
        (p) =>
          html`<li><strong>${p.title}</strong>${titleJoin(p.title, p.text)}${emphasised(p.text)}</li>`,
      )}
    </ul>
    ${rules.tip ? html`<p>Tip: ${emphasised(tipWords(rules.tip))}</p>` : ''}`;
}
