/**
 * Who made each move: `Match.play(action, by)` records a person, the AI or a hint followed, the
 * replay carries it entry for entry with its actions (null for chance outcomes), it survives
 * JSON and `parseReplay`, a replay saved before it existed still loads (and a match with nothing
 * recorded writes none), and a bad record is refused naming the entry.
 */
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors.js';
import { Match } from './match.js';
import { MOVE_MAKERS, type MoveMaker } from './move-maker.js';
import { parseReplay, playReplay, replayOf } from './replay.js';
import { DRAW, glitchDeck } from './testing/glitch-deck.js';

/** Seed 4 (checked below): draw twice, by a person then by following a hint. */
function played(): Match<ReturnType<typeof glitchDeck.setup>, Record<string, never>> {
  const m = new Match(glitchDeck, {}, 4);
  m.play(DRAW, 'person');
  m.play(DRAW, 'hint');
  return m;
}

describe('who made each move', () => {
  it('is recorded as played, null for the chance outcomes between', () => {
    const m = played();
    const replay = replayOf(m);
    expect(replay.madeBy).toHaveLength(replay.actions.length);
    const players = replay.madeBy!.filter((x) => x !== null);
    expect(players).toEqual(['person', 'hint']);
    // The die rolls the match resolved are nobody's moves.
    replay.actions.forEach((a, i) => {
      expect(replay.madeBy![i] === null).toBe(a >= 10);
    });
    const back = parseReplay(glitchDeck, JSON.stringify(replay));
    expect(back).toEqual(replay);
    expect(playReplay(glitchDeck, back).length).toBe(replay.actions.length + 1);
  });

  it('an old replay without it loads, and a match that recorded nothing writes none', () => {
    const m = new Match(glitchDeck, {}, 4);
    m.play(DRAW);
    const replay = replayOf(m);
    expect(replay).not.toHaveProperty('madeBy');
    expect(parseReplay(glitchDeck, JSON.stringify(replay))).not.toHaveProperty('madeBy');
  });

  it('a bad record is refused, naming it', () => {
    const good = replayOf(played());
    const bad = (madeBy: unknown) => () => parseReplay(glitchDeck, { ...good, madeBy });
    expect(bad('ai')).toThrow(/replay\.madeBy: must be an array/);
    expect(bad(good.madeBy!.slice(1))).toThrow(/replay\.madeBy: must have one entry per action/);
    const wrong = [...good.madeBy!];
    wrong[1] = 'robot' as MoveMaker;
    expect(bad(wrong)).toThrow(ValidationError);
    expect(bad(wrong)).toThrow(
      /replay\.madeBy\[1\]: must be one of "person", "ai", "hint" or null/,
    );
    expect(() => new Match(glitchDeck, {}, 4).play(DRAW, 'robot' as MoveMaker)).toThrow(/^by: /);
    expect(MOVE_MAKERS).toEqual(['person', 'ai', 'hint']);
  });
});
