/**
 * The campaign's steps as `<cybermancy-game>` takes them, as pure functions of the stored
 * progress: why a chapter asked for is refused and which one is played instead, whether a new
 * game's chapter is locked, and the progress after a change of the run (the chapter played, a
 * win recorded with the words that open the next chapter, the run in progress kept).
 */
import { OptionsError } from '@matrix-arcade/core';
import {
  CHAPTERS,
  type CybermancyState,
  isUnlocked,
  nextChapter,
  recordResult,
} from '@matrix-arcade/cybermancy';
import type { SessionJSON } from '../lib/game-session.js';
import type { StoredCampaign } from './campaign-progress.js';

/** A locked chapter asked for: the chapter kept (`was` if open) and the problem in words. */
export function refuseChapter(
  progress: StoredCampaign,
  wanted: number,
  was: number | undefined,
): { keep: number; message: string } {
  const keep = was !== undefined && isUnlocked(progress, was) ? was : nextChapter(progress);
  const open = CHAPTERS.map((c) => c.number).filter((n) => isUnlocked(progress, n));
  return {
    keep,
    message: `chapter ${wanted} is locked: win chapter ${wanted - 1} first (open: ${open.join(', ')}); playing chapter ${keep}`,
  };
}

/**
 * The coded error `newGame` with these options throws (a locked chapter: an `OptionsError`, code
 * `OPTIONS`, naming the open chapters), or null.
 */
export function lockedNewGame(
  progress: StoredCampaign,
  mode: unknown,
  chapter: unknown,
): OptionsError | null {
  if (mode !== 'campaign' || typeof chapter !== 'number' || !Number.isInteger(chapter)) return null;
  if (chapter < 1 || chapter > CHAPTERS.length || isUnlocked(progress, chapter)) return null;
  const open = CHAPTERS.map((c) => c.number).filter((n) => isUnlocked(progress, n));
  return new OptionsError(
    'newGame({ chapter })',
    `chapter ${chapter} is locked; win chapter ${chapter - 1} first (open now: ${open.join(', ')})`,
  );
}

/**
 * The progress after the run changed: its chapter, a win by the player recorded (and the words
 * that say what opened), the run kept while it goes on.
 */
export function progressAfter(
  progress: StoredCampaign,
  st: CybermancyState,
  byAi: boolean,
  run: SessionJSON | null,
): { progress: StoredCampaign; words: string | null } {
  const chapter = st.setup.chapter;
  let p: StoredCampaign = { ...progress, chapter };
  let words: string | null = null;
  if (st.ending === 'win' && !p.won.includes(chapter) && !byAi) {
    p = { ...p, ...recordResult(p, chapter, true) };
    const next = chapter + 1;
    words =
      next <= CHAPTERS.length
        ? `Chapter ${chapter} won: chapter ${next}, ${CHAPTERS[next - 1]!.title}, is open.`
        : 'The last chapter is won: the whole campaign is complete.';
  }
  return { progress: { ...p, run: st.ending === null ? run : null }, words };
}
