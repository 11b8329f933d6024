/**
 * axe-core for the browser tests: runs every rule axe enables by default (WCAG 2.x A and AA and
 * its best practices) on one element and what it draws, through open shadow roots, and fails
 * with one line per violation (its id, impact and how many elements) followed by each element's
 * target selector, so a failure says what to fix and where without opening a report. axe cannot
 * run twice at once: the runs are chained. It checks the page at rest: the motions under way in
 * the element (a card fading in as a review steps the board) end first, so a colour caught
 * mid-fade (a card at half its opacity) is never read as the page's colour.
 */
import axe from 'axe-core';
import { deepQueryAll } from './helpers.js';

/** A violation found by axe, reduced to what a failure message needs. */
export interface Finding {
  readonly id: string;
  readonly impact: string;
  readonly help: string;
  /** Each element's selector; a selector inside a shadow root is a list, host first. */
  readonly targets: readonly string[];
  /** What axe says of each element (its first failed check's message), in the same order. */
  readonly messages: readonly string[];
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * The rules whose result depends on colours alone: a theme that changes only the palette (the
 * light theme sets colour tokens, nothing else) needs only these run again.
 */
export const COLOUR_RULES: readonly string[] = ['color-contrast', 'link-in-text-block'];

/**
 * Runs axe on `root` (and its shadow trees); resolves to its violations. `rules`: only these
 * rules (default: every rule axe enables by default).
 */
export function axeFindings(root: Element, rules?: readonly string[]): Promise<Finding[]> {
  const run = queue.then(async () => {
    await motionsEnded(root);
    const results = await axe.run(root, {
      resultTypes: ['violations'],
      ...(rules ? { runOnly: { type: 'rule' as const, values: [...rules] } } : {}),
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? 'unknown',
      help: v.help,
      targets: v.nodes.map((n) => n.target.map((t) => JSON.stringify(t)).join(' ')),
      messages: v.nodes.map((n) => [...n.any, ...n.all, ...n.none][0]?.message ?? ''),
    }));
  });
  queue = run.catch(() => undefined);
  return run;
}

/**
 * Waits until the motions running in `root` and its shadow trees have ended (never for an endless
 * one, such as a pulsing glow): their `finished` promises, no clock.
 */
async function motionsEnded(root: Element): Promise<void> {
  const shadows = [root, ...deepQueryAll(root, '*')].flatMap((e) =>
    e.shadowRoot ? [e.shadowRoot] : [],
  );
  const all = new Set([
    ...root.getAnimations({ subtree: true }),
    ...shadows.flatMap((r) => r.getAnimations()),
  ]);
  const ending = [...all].filter(
    (a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity,
  );
  await Promise.all(ending.map((a) => a.finished.catch(() => undefined)));
}

/** The findings in words: one paragraph per violation, its elements listed below it. */
export function describeFindings(findings: readonly Finding[], limit = 12): string {
  return findings
    .map((f) => {
      const shown = f.targets
        .slice(0, limit)
        .map((t, i) => `    ${t}${f.messages[i] ? `\n      ${f.messages[i]}` : ''}`);
      if (f.targets.length > limit) shown.push(`    … and ${f.targets.length - limit} more`);
      return `${f.id} (${f.impact}, ${f.targets.length} element${f.targets.length === 1 ? '' : 's'}): ${f.help}\n${shown.join('\n')}`;
    })
    .join('\n');
}

/** Throws, listing every violation, if axe finds any on `root` (of `rules`, if given). */
export async function expectNoAxeViolations(
  root: Element,
  where: string,
  rules?: readonly string[],
): Promise<void> {
  const findings = await axeFindings(root, rules);
  if (findings.length > 0) {
    throw new Error(
      `axe: ${findings.length} violation(s) on ${where}:\n${describeFindings(findings)}`,
    );
  }
}
