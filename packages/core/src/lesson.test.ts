/**
 * The lesson helpers on a tiny game (Nim): `playLesson` plays the expected moves and refuses a
 * lesson whose move is illegal, whose pointer is not accepted, or whose move step comes when the
 * player's seat is not to move; a chance reply plays one of the chance node's outcomes (Glitch
 * Deck's die) and is refused where no chance event is due; stars and the wrong-move matcher.
 */
import { describe, expect, it } from 'vitest';
import { type Lesson, lessonStars, playLesson, wrongMoveMatches } from './lesson.js';
import { nim, type NimState } from './search/nim.test-game.js';
import { DIE_BASE, DRAW, type GlitchDeckState, glitchDeck } from './testing/glitch-deck.js';

const game = nim(7);
const lesson = (steps: Lesson<NimState>['steps']): Lesson<NimState> => ({
  id: 'leave-four',
  title: 'Leave a multiple of four',
  kind: 'first-game',
  summary: 'Take so that four are left.',
  teaches: ['taking'],
  options: {},
  seat: 0,
  start: () => ({ pile: 7, toMove: 0 }),
  steps,
});

describe('playLesson', () => {
  it('plays the expected moves and the replies, and records the position of each step', () => {
    const played = playLesson(
      game,
      lesson([
        { kind: 'read', text: 'Seven counters.' },
        { kind: 'move', text: 'Take 3.', accept: [3], point: 3, otherwise: 'Leave four.' },
        { kind: 'reply', by: 'ai', action: 1, text: 'The AI takes one.' },
        { kind: 'move', text: 'Take 3.', accept: [3], point: 3, otherwise: 'Take the rest.' },
      ]),
    );
    expect(played.before.map((s) => s.pile)).toEqual([7, 7, 4, 3]);
    expect(played.end).toEqual({ pile: 0, toMove: 1 }); // seat 0 took the last counter
  });

  it('names the lesson and the step of an illegal move, a stray pointer, a reply out of turn', () => {
    expect(() =>
      playLesson(game, lesson([{ kind: 'reply', by: 'ai', action: 1, text: '' }])),
    ).toThrow(/nim lesson leave-four, step 1: a reply while the player's seat 0 is to move/);
    expect(() =>
      playLesson(game, lesson([{ kind: 'move', text: '', accept: [4], point: 4, otherwise: '' }])),
    ).toThrow(/step 1: move 4 is not legal here/);
    expect(() =>
      playLesson(game, lesson([{ kind: 'move', text: '', accept: [3], point: 2, otherwise: '' }])),
    ).toThrow(/step 1: its pointer \(2\) is not an accepted move/);
    expect(() =>
      playLesson(
        game,
        lesson([
          { kind: 'move', text: '', accept: [1], point: 1, otherwise: '' },
          { kind: 'move', text: '', accept: [1], point: 1, otherwise: '' },
        ]),
      ),
    ).toThrow(/step 2: asks for a move but seat 1 is to move, not 0/);
  });
});

describe('playLesson with chance', () => {
  const deck = (steps: Lesson<GlitchDeckState>['steps']): Lesson<GlitchDeckState> => ({
    id: 'glitch',
    title: 'Roll, then draw',
    kind: 'first-game',
    summary: '',
    teaches: [],
    options: {},
    seat: 0,
    start: () => glitchDeck.setup({}, 1),
    steps,
  });
  const roll = (face: number) =>
    ({ kind: 'reply', by: 'chance', action: DIE_BASE + face, text: '' }) as const;
  const draw = { kind: 'move', text: '', accept: [DRAW], point: DRAW, otherwise: '' } as const;

  it('plays a fixed roll at a chance node, then the player moves', () => {
    const played = playLesson(glitchDeck, deck([roll(4), draw]));
    expect(played.before[1]!.phase).toBe('choose');
    expect(played.end.drawn).toHaveLength(1);
  });

  it('refuses a roll where no chance event is due, and another reply at a chance node', () => {
    expect(() => playLesson(glitchDeck, deck([roll(4), roll(4)]))).toThrow(
      /step 2: a reply while the player's seat 0 is to move/,
    );
    expect(() =>
      playLesson(glitchDeck, deck([{ kind: 'reply', by: 'ai', action: DIE_BASE + 2, text: '' }])),
    ).toThrow(/step 1: a chance event is due: the reply is by chance/);
    expect(() => playLesson(glitchDeck, deck([roll(7)]))).toThrow(/step 1: move 17 is not legal/);
  });
});

describe('lessonStars and wrongMoveMatches', () => {
  it('gives 3 stars to a clean lesson, 2 for up to two slips, then 1', () => {
    expect([lessonStars(0, 0), lessonStars(1, 0), lessonStars(1, 1), lessonStars(0, 3)]).toEqual([
      3, 2, 2, 1,
    ]);
  });
  it('matches a list or a test', () => {
    expect(wrongMoveMatches({ moves: [1, 2], reason: '' }, 2)).toBe(true);
    expect(wrongMoveMatches({ moves: (a) => a > 2, reason: '' }, 2)).toBe(false);
  });
});
