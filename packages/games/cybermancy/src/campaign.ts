/**
 * The campaign, our own design (the rulebook's campaign guide is a handout we do not have;
 * rulings, "Campaign"): seven chapters. The first is the basic game; each next one adds the
 * cards of the next challenge card in the challenge deck's order, the challenge card itself
 * included (it is a card of the full deck); the seventh adds the wild 2–10 of trumps and is
 * the advanced game. A chapter opens when the one before it has been won. The narrative is
 * ours. Progress is a plain record the element saves in the browser; the unlock rule is a
 * pure function of it.
 */
import { KNIGHTS, trumpCard } from './deck.js';
import { basicCards } from './modes.js';

export interface Chapter {
  /** 1–7. */
  readonly number: number;
  readonly title: string;
  /** The challenge card this chapter follows (trump number), or -1 for the first and last. */
  readonly challenge: number;
  /** The cards it adds to the chapter before, ascending codes. */
  readonly adds: readonly number[];
  /** What is new, in one line. */
  readonly rule: string;
  /** The story so far, in our own words. */
  readonly narrative: string;
}

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => trumpCard(from + i));

export const CHAPTERS: readonly Chapter[] = [
  {
    number: 1,
    title: 'Cold boot',
    challenge: -1,
    adds: [],
    rule: 'The basic game: 54 cards, the fool and the magician as hard resets.',
    narrative:
      'A borrowed deck, a rented rig and a list of twelve names. Nobody in the tower district believes a lone runner can touch them. Prove the exploit works before anyone notices the probe.',
  },
  {
    number: 2,
    title: 'Ghosts in the wire',
    challenge: 11,
    adds: [...KNIGHTS, trumpCard(11)].sort((a, b) => a - b),
    rule: 'Knights haunt stacks: nothing but a reset or another knight gets past them. Strength is a program worth 11.',
    narrative:
      'Your first run left footprints. Corporate security has loosed its knights: patrol daemons that sit on your routes and jam every program you push through them. Clear them with a reset, or route around.',
  },
  {
    number: 3,
    title: 'Dead drop',
    challenge: 12,
    adds: [trumpCard(12), trumpCard(13)],
    rule: 'Death brings a killed royal back with all its ICE. The hanged man is a program worth 12.',
    narrative:
      'A royal you flatlined is walking again: a backup body, a mirrored mind. Someone in the clinics is selling resurrections, and the price is your progress.',
  },
  {
    number: 4,
    title: 'Fair trade',
    challenge: 14,
    adds: [trumpCard(14), trumpCard(15)],
    rule: 'Temperance kills any living royal outright; the devil revives one.',
    narrative:
      'A broker offers a clean kill for a favour. Another broker sells the same favour to the other side. Every deal in this city has a mirror.',
  },
  {
    number: 5,
    title: 'Shaken tower',
    challenge: 16,
    adds: [trumpCard(16), trumpCard(17), trumpCard(18), trumpCard(19)],
    rule: 'The tower swaps two living royals. The star, the moon and the sun reset any stack, like aces.',
    narrative:
      'The royals sense the net tightening and start trading seats, shuffling bodyguards and addresses. Three old satellites answer your call, ready to wipe any node you point them at.',
  },
  {
    number: 6,
    title: 'Final audit',
    challenge: 20,
    adds: [trumpCard(20), trumpCard(21)],
    rule: 'Judgement kills any living royal. The world resets a whole row or column, living royals at its ends included.',
    narrative:
      'You have the keys to judge them and the power to wipe a whole sector clean, royals and all. Both cut both ways: what you wipe comes back.',
  },
  {
    number: 7,
    title: 'Full arcana',
    challenge: -1,
    adds: range(2, 10),
    rule: 'The advanced game: all 78 cards, the wild 2–10 of trumps included.',
    narrative:
      'Every card on the table, every trick in the deck. One night, one run, twelve names. Burn them all.',
  },
];

/** The cards of a chapter: the basic deck plus what chapters 2 to `chapter` add. */
export function chapterCards(chapter: number): number[] {
  checkChapter(chapter, 'chapterCards');
  const out = basicCards();
  for (let k = 1; k < chapter; k++) out.push(...CHAPTERS[k]!.adds);
  return out.sort((a, b) => a - b);
}

/** Campaign progress as saved: the chapters won (any order, no duplicates needed). */
export interface CampaignProgress {
  readonly won: readonly number[];
}

export const NEW_CAMPAIGN: CampaignProgress = { won: [] };

function checkChapter(chapter: number, where: string): void {
  if (!Number.isInteger(chapter) || chapter < 1 || chapter > CHAPTERS.length) {
    throw new RangeError(`${where}: chapters are 1 to ${CHAPTERS.length}, got ${chapter}`);
  }
}

/** The unlock rule: chapter 1 is always open; chapter n once chapter n − 1 has been won. */
export function isUnlocked(progress: CampaignProgress, chapter: number): boolean {
  checkChapter(chapter, 'isUnlocked');
  return chapter === 1 || progress.won.includes(chapter - 1);
}

/** The chapters open to play, ascending. */
export function unlockedChapters(progress: CampaignProgress): number[] {
  return CHAPTERS.map((c) => c.number).filter((n) => isUnlocked(progress, n));
}

/** The chapter to offer next: the lowest open chapter not yet won, else the last one. */
export function nextChapter(progress: CampaignProgress): number {
  const open = unlockedChapters(progress).filter((n) => !progress.won.includes(n));
  return open.length > 0 ? open[0]! : CHAPTERS.length;
}

/**
 * The progress after playing a chapter: a win records it (a loss changes nothing). Playing a
 * locked chapter is refused with a `RangeError`, and the progress passed in is never changed.
 */
export function recordResult(
  progress: CampaignProgress,
  chapter: number,
  won: boolean,
): CampaignProgress {
  if (!isUnlocked(progress, chapter)) {
    throw new RangeError(
      `recordResult: chapter ${chapter} is locked; win chapter ${chapter - 1} first`,
    );
  }
  if (!won || progress.won.includes(chapter)) return progress;
  return { won: [...progress.won, chapter].sort((a, b) => a - b) };
}

/** Reads saved progress (untrusted JSON); throws `TypeError` saying what is wrong. */
export function readProgress(json: unknown): CampaignProgress {
  if (
    typeof json !== 'object' ||
    json === null ||
    !Array.isArray((json as { won?: unknown }).won)
  ) {
    throw new TypeError('campaign progress: expected { won: [chapter numbers] }');
  }
  const won = (json as { won: unknown[] }).won;
  for (const n of won) {
    if (!Number.isInteger(n) || (n as number) < 1 || (n as number) > CHAPTERS.length) {
      throw new TypeError(
        `campaign progress: won chapters are 1 to ${CHAPTERS.length}, got ${JSON.stringify(n)}`,
      );
    }
  }
  return { won: [...new Set(won as number[])].sort((a, b) => a - b) };
}
