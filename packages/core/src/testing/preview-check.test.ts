import { describe, expect, it } from 'vitest';
import { IllegalActionError } from '../errors.js';
import { type ActionPreviewBase, type Game, previewOf } from '../game.js';
import { conformanceChecks } from './conformance.js';
import { type GlitchDeckObservation, type GlitchDeckState, glitchDeck } from './glitch-deck.js';

type P = ActionPreviewBase & { readonly words: string };
type G = Game<GlitchDeckState, GlitchDeckObservation, Record<string, never>, P>;

/** The test game with a correct preview: the description as data, through `apply`'s check. */
const withPreview: G = {
  ...glitchDeck,
  previewAction(s, action) {
    glitchDeck.apply(s, action); // throws IllegalActionError like apply
    return {
      action,
      seat: glitchDeck.currentPlayer(s),
      words: glitchDeck.describeAction(s, action),
    };
  },
};

const previewCheck = (game: G) =>
  conformanceChecks(game, { seeds: [1, 2, 3] }).find((c) => c.name.includes('previewAction'));

const failure = (game: G): string | null => {
  const c = previewCheck(game);
  if (!c) return 'no check';
  try {
    c.run();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('the previewAction contract', () => {
  it('is checked only for games that have a preview, and passes a correct one', () => {
    expect(previewCheck(glitchDeck as unknown as G)).toBeUndefined();
    expect(failure(withPreview)).toBeNull();
  });

  it('catches a preview that names another action or seat', () => {
    const wrongAction: G = {
      ...withPreview,
      previewAction: (s, a) => ({ ...withPreview.previewAction!(s, a), action: a + 1 }),
    };
    expect(failure(wrongAction)).toMatch(/names action/);
    const wrongSeat: G = {
      ...withPreview,
      previewAction: (s, a) => ({ ...withPreview.previewAction!(s, a), seat: 5 }),
    };
    expect(failure(wrongSeat)).toMatch(/names seat 5/);
  });

  it('catches a preview that changes the state', () => {
    const mutating: G = {
      ...withPreview,
      previewAction(s, a) {
        const p = withPreview.previewAction!(s, a);
        (s.deck as number[]).pop();
        return p;
      },
    };
    expect(failure(mutating)).toMatch(/changed the state/);
  });

  it('catches a preview that accepts an illegal action', () => {
    const lax: G = {
      ...withPreview,
      previewAction: (s, action) => ({ action, seat: glitchDeck.currentPlayer(s), words: '' }),
    };
    expect(failure(lax)).toMatch(/illegal but previewAction did not throw IllegalActionError/);
  });

  it('previewOf calls the preview, and names a game that has none', () => {
    const s = withPreview.setup({}, 1);
    const a = withPreview.legalActions(s)[0]!;
    expect(previewOf(withPreview, s, a)).toEqual(withPreview.previewAction!(s, a));
    expect(() => previewOf(withPreview, s, -1)).toThrow(IllegalActionError);
    expect(() => previewOf(glitchDeck, s, a)).toThrow(/glitch-deck has no previewAction/);
  });
});
