/**
 * `lessonProblems(game, lessons, rulings)`: everything a game's lessons and rules reference must
 * satisfy, checked headlessly for every game the same way (each game's `lessons.test.ts` expects
 * an empty list). Framework-free: it returns the problems found, in words.
 *
 * - every lesson plays through the rules from the position it builds (`playLesson`): each move
 *   legal where it is played, each pointer on an accepted move, each step in the right seat's
 *   turn, and every alternative a move step accepts leaves the rest of the lesson playable;
 * - a lesson's position is new on every call and has the options the lesson states;
 * - ids are kebab-case and unique; the first game comes first, then the advanced lessons;
 * - no step says more than `STEP_WORDS_MAX` characters at once (its text, its `done` words): a
 *   player reads a step while acting, so a longer one is a wall of text to split into steps;
 * - every section a lesson names exists, every section is taught by some lesson, every glossary
 *   entry's section exists, every picture builds;
 * - every heading of `docs/rulings/<game>.md` (`rulings`: the file's text) is covered by some
 *   section, except the headings `exempt` names (with the reason in the caller's test).
 */
import type { Game } from '../game.js';
import { type GameLessons, type Lesson, playLesson } from '../lesson.js';

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** The most characters a step's text (or its `done` words) may hold: about four phone lines. */
const STEP_WORDS_MAX = 300;

/** Each step's words over `STEP_WORDS_MAX` characters, as problems. */
function walls<S>(lesson: Lesson<S>, out: string[]): void {
  lesson.steps.forEach((step, i) => {
    const said = [step.text, step.kind === 'move' ? (step.done ?? '') : ''];
    for (const t of said) {
      if (t.length > STEP_WORDS_MAX)
        out.push(
          `${lesson.id}, step ${i + 1}: ${t.length} characters at once (at most ${STEP_WORDS_MAX}: split it into steps)`,
        );
    }
  });
}

/** The `## ` headings of a rulings file, in order. */
export function rulingsHeadings(markdown: string): string[] {
  return markdown.split('\n').flatMap((l) => (l.startsWith('## ') ? [l.slice(3).trim()] : []));
}

function plays<S>(game: Game<S, unknown, object>, lesson: Lesson<S>, out: string[]): void {
  let played: ReturnType<typeof playLesson<S>>;
  try {
    played = playLesson(game, lesson);
  } catch (e) {
    out.push((e as Error).message);
    return;
  }
  const [one, two] = [lesson.start(), lesson.start()];
  if (one === two || JSON.stringify(one) !== JSON.stringify(two)) {
    out.push(`${lesson.id}: start() must build an equal, new state on every call`);
  }
  const opts = JSON.stringify(game.optionsOf(lesson.start()));
  const wanted = { ...(game.optionsOf(game.setup(undefined, 0)) as object), ...lesson.options };
  if (opts !== JSON.stringify(wanted)) {
    out.push(
      `${lesson.id}: its position's options are ${opts}, the lesson says ${JSON.stringify(wanted)}`,
    );
  }
  // Every alternative a move step accepts: the later steps still play from there.
  lesson.steps.forEach((step, i) => {
    if (step.kind !== 'move') return;
    for (const alt of step.accept.slice(1)) {
      let s = game.apply(played.before[i]!, alt);
      try {
        for (const later of lesson.steps.slice(i + 1)) {
          if (later.kind === 'read') continue;
          s = game.apply(s, later.kind === 'move' ? later.accept[0]! : later.action);
        }
      } catch (e) {
        out.push(
          `${lesson.id}, step ${i + 1}: after accepted move ${alt}: ${(e as Error).message}`,
        );
      }
    }
  });
}

export function lessonProblems<S>(
  game: Game<S, unknown, object>,
  all: GameLessons<S>,
  rulings: string,
  exempt: readonly string[] = [],
): string[] {
  const out: string[] = [];
  if (all.gameId !== game.id) out.push(`gameId ${all.gameId} is not ${game.id}`);
  const sections = new Set(all.reference.sections.map((s) => s.id));
  const ids = new Set<string>();
  let advancedSeen = false;
  for (const lesson of all.lessons) {
    if (!KEBAB.test(lesson.id) || ids.has(lesson.id))
      out.push(`lesson id ${lesson.id}: kebab-case, unique`);
    ids.add(lesson.id);
    if (lesson.kind === 'advanced') advancedSeen = true;
    else if (advancedSeen) out.push(`${lesson.id}: a first-game lesson after an advanced one`);
    for (const t of lesson.teaches) {
      if (!sections.has(t))
        out.push(`${lesson.id} teaches ${t}, which is no section of the reference`);
    }
    if (lesson.steps.length === 0) out.push(`${lesson.id}: no steps`);
    walls(lesson, out);
    plays(game, lesson, out);
  }
  if (!all.lessons.some((l) => l.kind === 'first-game')) out.push('no first-game lesson');
  const taught = new Set(all.lessons.flatMap((l) => l.teaches));
  const seen = new Set<string>();
  for (const s of all.reference.sections) {
    if (!KEBAB.test(s.id) || seen.has(s.id)) out.push(`section id ${s.id}: kebab-case, unique`);
    seen.add(s.id);
    if (!taught.has(s.id)) out.push(`section ${s.id} is taught by no lesson`);
    if (s.picture) {
      try {
        s.picture.start();
      } catch (e) {
        out.push(`section ${s.id}: its picture does not build: ${(e as Error).message}`);
      }
    }
  }
  for (const g of all.reference.glossary) {
    if (g.section !== undefined && !sections.has(g.section)) {
      out.push(`glossary ${g.term}: no section ${g.section}`);
    }
  }
  const covered = new Set(all.reference.sections.flatMap((s) => s.rulings ?? []));
  const headings = rulingsHeadings(rulings);
  if (headings.length === 0) out.push('the rulings text has no ## headings');
  for (const h of headings) {
    if (!covered.has(h) && !exempt.includes(h))
      out.push(`rulings heading "${h}" is covered by no section`);
  }
  for (const h of covered) {
    if (!headings.includes(h))
      out.push(`a section names rulings heading "${h}", which the file does not have`);
  }
  return out;
}
