/**
 * The custom breakers' own phases fit the first screen (issue 37): in `<matrix-arcade>` as the
 * site shows it, at 390×844, 1280×800 and 1920×1080, the start's breaker choice (`pick`, with
 * breakers chosen), Kuang Grade Mark Eleven's aim (`aim`), paying for Babylon Q's carry (`pay`)
 * and Viral Dub's second structure (`viral`): the board, the phase's prompt, its buttons, the
 * structures it may choose on the board and Hint are wholly in view and not covered, before
 * and with the hint's words; the player takes the phase's first choice with the real mouse
 * without scrolling; the page reports no error meanwhile. Each phase is reached by a seeded
 * random run of legal actions that favours the breaker's ability. (Found failing at 390: the
 * six breaker buttons, "black pawn becomes …" on two lines each, ran under the phone's bar.)
 */
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { createRng, saveState } from '@matrix-arcade/core';
import {
  type PiecepackOptions,
  type PiecepackState,
  layout,
  legalActions,
  piecepackMatrix,
} from '@matrix-arcade/piecepack-matrix';
import {
  clickMiddle,
  controlButton,
  pressHint,
  settleLayout,
  waitFor,
} from '../../test/helpers.js';
import { seenWhole as seen } from '../../test/layout.js';
import { leaveSite, pageErrors, siteArcade, where } from '../../test/site-arcade.js';
import { decisionButtons, targetCells } from './piecepack-matrix.test-util.js';
import type { PiecepackMatrixGame } from './piecepack-matrix-game.js';

const L = layout;
const DIE = [1, 2, 3, 4, 5, 6].map((f) => L.A_DIE + f);
const none = { black: 0, green: 0, red: 0, blue: 0 };

/**
 * Of seeded random runs (each action drawn from the legal ones, two times in three from those
 * `favoured` when there are some), the state in `phase` with the most legal actions (the
 * fullest panel or board) found in the first ten seeds that reach it.
 */
function reach(
  options: Partial<PiecepackOptions>,
  phase: PiecepackState['phase'],
  favoured: (a: number) => boolean,
): PiecepackState {
  let best: PiecepackState | null = null;
  let found = 0;
  for (let seed = 1; seed < 300 && found < 10; seed++) {
    const rng = createRng(seed);
    let s = piecepackMatrix.setup(options, seed);
    for (let i = 0; i < 300 && s.ending === null; i++) {
      if (s.phase === phase) {
        found++;
        if (!best || legalActions(s).length > legalActions(best).length) best = s;
        break;
      }
      const legal = piecepackMatrix.currentPlayer(s) === -1 ? DIE : legalActions(s);
      const liked = legal.filter(favoured);
      const pool = liked.length > 0 && rng.int(3) > 0 ? liked : legal;
      s = piecepackMatrix.apply(s, pool[rng.int(pool.length)]!);
    }
  }
  if (!best) throw new Error(`no run reached ${phase}`);
  return best;
}

const PHASES: readonly { phase: PiecepackState['phase']; state: () => PiecepackState }[] = [
  { phase: 'pick', state: () => piecepackMatrix.setup({ breakers: 'choose' }, 12) },
  {
    phase: 'aim',
    state: () => reach({ ...none, black: 4 }, 'aim', (a) => a === L.A_KUANG),
  },
  {
    phase: 'pay',
    state: () => reach({ ...none, blue: 3 }, 'pay', (a) => a >= L.A_BABYLON && a < L.A_DAHLIA),
  },
  {
    phase: 'viral',
    state: () => reach({ ...none, blue: 5 }, 'viral', (a) => a >= L.A_VIRAL && a < L.A_SMALL),
  },
];

afterEach(leaveSite);

/** The arcade as the site shows it (site/index.html: no margin, its font), on piecepack. */
async function arcade(): Promise<{ a: HTMLElement; el: PiecepackMatrixGame }> {
  return siteArcade<PiecepackMatrixGame>('piecepack-matrix');
}

/** The phase's choices: its buttons, else the structures marked on the board. */
function choices(el: PiecepackMatrixGame): HTMLElement[] {
  return [...decisionButtons(el), ...targetCells(el)];
}

/** What of the board, the prompt, the phase's choices and Hint is not seen whole. */
function unseen(el: PiecepackMatrixGame): string[] {
  const root = el.shadowRoot!;
  const boxes: [string, Element | null][] = [
    ['board', root.querySelector('.viewport')],
    ['prompt', root.querySelector('[part=status]')],
    ...choices(el).map((b): [string, Element] => [
      b.textContent?.trim() || (b.getAttribute('aria-label') ?? 'a cell'),
      b,
    ]),
    ['Hint', controlButton(el, 'hint')],
  ];
  return boxes.filter(([, e]) => !seen(e)).map(([name, e]) => `${name}: ${where(e)}`);
}

describe('Matrix (piecepack) in the arcade: the custom breakers’ phases in the first screen', () => {
  for (const { phase, state } of PHASES) {
    for (const [w, h] of [
      [390, 844],
      [1280, 800],
      [1920, 1080],
    ] as const) {
      it(`${phase} at ${w}×${h}: board, prompt, choices and Hint in view, with the hint's words too; chosen by mouse`, async () => {
        await page.viewport(w, h);
        const errors = pageErrors();
        const st = state();
        expect(st.phase).toBe(phase);
        const { a, el } = await arcade();
        el.state = saveState(piecepackMatrix, st);
        await settleLayout(a);
        window.scrollTo(0, 0);
        expect(el.gameState!.phase).toBe(phase);
        expect(choices(el).length, 'the phase offers choices').toBeGreaterThan(0);
        expect(unseen(el), 'before the hint').toEqual([]);
        // The start's choice shows the breakers' names; its accessible names still say the pawn.
        if (phase === 'pick')
          expect(decisionButtons(el)[0]!.getAttribute('aria-label')).toMatch(/^black pawn becomes/);
        await pressHint(el);
        await waitFor(() => el.shadowRoot!.querySelector('[part=hint]')?.textContent, 'the hint');
        await settleLayout(a);
        window.scrollTo(0, 0);
        expect(unseen(el), 'with the hint’s words').toEqual([]);
        // The board is not squeezed to nothing for them.
        const board = el.shadowRoot!.querySelector('.viewport')!;
        expect(board.getBoundingClientRect().height).toBeGreaterThanOrEqual(220);
        const before = el.gameState!;
        const y = window.scrollY;
        await clickMiddle(choices(el)[0]!);
        expect(window.scrollY, 'chosen without scrolling').toBe(y);
        await waitFor(() => el.gameState !== before, 'the choice played');
        await settleLayout(a);
        expect(errors, 'errors reported on the page').toEqual([]);
      }, 60_000);
    }
  }
});
