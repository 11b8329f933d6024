import { describe, expect, it } from 'vitest';
import { ReplayError, ValidationError } from './errors.js';
import { Match } from './match.js';
import { parseReplay, playReplay, replayOf } from './replay.js';
import { loadState, saveState } from './saves.js';
import { DRAW, glitchDeck } from './testing/glitch-deck.js';

describe('replays and saves', () => {
  it('a replay with a wrong action names the step', () => {
    const m = new Match(glitchDeck, {}, 4);
    m.play(DRAW);
    const replay = replayOf(m);
    const tampered = { ...replay, actions: [...replay.actions.slice(0, 1), 77] };
    expect(() => playReplay(glitchDeck, tampered)).toThrow(ReplayError);
    expect(() => playReplay(glitchDeck, tampered)).toThrow(/replay step 1: action 77 is not legal/);
  });

  it('untrusted replay JSON is validated field by field', () => {
    const good = JSON.stringify(replayOf(new Match(glitchDeck, {}, 4)));
    expect(parseReplay(glitchDeck, good).seed).toBe(4);
    expect(() => parseReplay(glitchDeck, '{"format":"matrix-arcade/replay"}')).toThrow(
      'replay.version',
    );
    expect(() => parseReplay(glitchDeck, { ...JSON.parse(good), actions: [1, -3] })).toThrow(
      'replay.actions[1]',
    );
    expect(() => parseReplay(glitchDeck, 'nope')).toThrow(ValidationError);
  });

  it('a save of another game or version is refused', () => {
    const save = saveState(glitchDeck, glitchDeck.setup({}, 1));
    expect(() => loadState(glitchDeck, { ...save, stateVersion: 2 })).toThrow('save.stateVersion');
    expect(() =>
      loadState(glitchDeck, { ...save, state: { ...(save.state as object), deck: [9] } }),
    ).toThrow('state.deck[0]');
  });
});
