/**
 * The custom breakers' own decisions fit the first screen (issue 37): in `<matrix-arcade>` as
 * the site shows it, at 390×844, 1280×800 and 1920×1080, the start's breaker choice (`pick`,
 * with breakers chosen), Kuang Grade Mark Eleven's aim (`aim`), paying for Babylon Q's carry,
 * Dahlia Mix's swap and Finn Construct's switch (`pay`), Viral Dub's first and second
 * structures, Assimilation Kuang's jump and Enigma's forts (uses of an ability, between
 * challenges): the board, the prompt, the decision's buttons, the structures it may choose on
 * the board and Hint are wholly in view and not covered, before and with the hint's words; the
 * player takes the first choice with the real mouse without scrolling; the page reports no
 * error meanwhile. Each decision is reached by seeded random runs of legal actions (favouring
 * the breaker's ability), the fullest of ten. (Found failing at 390: the six breaker buttons,
 * "black pawn becomes …" on two lines each, ran under the phone's bar; then the abilities' uses,
 * a whole line each on the breaker's card: at 390 under the board (Assimilation Kuang's ten at
 * y 901–1570 of 844), at 1280 past the fold (y 803–933 of 800; Viral Dub's 799–929; Enigma's
 * 827–888 with the hint's words).)
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
 * `favoured` when there are some), the first state that is `at` the wanted decision in each of
 * the first ten seeds that reach it, and of those the one with the most choices (`score`: the
 * fullest panel or board).
 */
function reach(
  options: Partial<PiecepackOptions>,
  at: (s: PiecepackState) => boolean,
  favoured: (a: number) => boolean,
  score: (s: PiecepackState) => number = (s) => legalActions(s).length,
): PiecepackState {
  let best: PiecepackState | null = null;
  let found = 0;
  for (let seed = 1; seed < 300 && found < 10; seed++) {
    const rng = createRng(seed);
    let s = piecepackMatrix.setup(options, seed);
    for (let i = 0; i < 300 && s.ending === null; i++) {
      if (at(s)) {
        found++;
        if (!best || score(s) > score(best)) best = s;
        break;
      }
      const legal = piecepackMatrix.currentPlayer(s) === -1 ? DIE : legalActions(s);
      const liked = legal.filter(favoured);
      const pool = liked.length > 0 && rng.int(3) > 0 ? liked : legal;
      s = piecepackMatrix.apply(s, pool[rng.int(pool.length)]!);
    }
  }
  if (!best) throw new Error('no run reached the decision');
  return best;
}

const within = (lo: number, hi: number) => (a: number) => a >= lo && a < hi;
const inPhase = (phase: PiecepackState['phase']) => (s: PiecepackState) => s.phase === phase;
/** Paying for the ability `pending` (2 Dahlia Mix, 3 Finn Construct). */
const paying = (pending: number) => (s: PiecepackState) =>
  s.phase === 'pay' && s.pending === pending;
/** Between challenges with some use of the ability `use` legal (a button on its breaker's card). */
const offers = (use: (a: number) => boolean) => (s: PiecepackState) =>
  s.phase === 'move' && legalActions(s).some(use);
/** A state's count of the ability's uses. */
const uses = (use: (a: number) => boolean) => (s: PiecepackState) =>
  legalActions(s).filter(use).length;

/** A decision to reach; `ability`: its choices are that ability's buttons on a breaker's card. */
interface Decision {
  readonly name: string;
  readonly phase: PiecepackState['phase'];
  readonly state: () => PiecepackState;
  readonly ability?: (a: number) => boolean;
}

const VIRAL = within(L.A_VIRAL, L.A_SMALL);
const ASSIM = within(L.A_ASSIM, L.A_AIM);
const ENIGMA = within(L.A_ENIGMA, L.A_DIE);

const PHASES: readonly Decision[] = [
  { name: 'pick', phase: 'pick', state: () => piecepackMatrix.setup({ breakers: 'choose' }, 12) },
  {
    name: 'aim',
    phase: 'aim',
    state: () => reach({ ...none, black: 4 }, inPhase('aim'), (a) => a === L.A_KUANG),
  },
  {
    name: 'pay',
    phase: 'pay',
    state: () => reach({ ...none, blue: 3 }, inPhase('pay'), within(L.A_BABYLON, L.A_DAHLIA)),
  },
  {
    name: 'viral',
    phase: 'viral',
    state: () => reach({ ...none, blue: 5 }, inPhase('viral'), VIRAL),
  },
  // The rest of the custom breakers' decisions (issue 37): Dahlia Mix's and Finn's payments,
  // Viral Dub's first structure, Assimilation Kuang's jump, Enigma's rearranged forts.
  {
    name: 'Dahlia Mix’s pay',
    phase: 'pay',
    state: () => reach({ ...none, blue: 4 }, paying(2), within(L.A_DAHLIA, L.A_VIRAL)),
  },
  {
    name: 'Finn’s pay',
    phase: 'pay',
    state: () => reach({ ...none, green: 4 }, paying(3), within(L.A_FINN, L.A_CASE)),
  },
  {
    name: 'Viral Dub’s first pick',
    phase: 'move',
    state: () => reach({ ...none, blue: 5 }, offers(VIRAL), () => false, uses(VIRAL)),
    ability: VIRAL,
  },
  {
    name: 'Assimilation Kuang’s jump',
    phase: 'move',
    state: () => reach({ ...none, black: 5 }, offers(ASSIM), () => false, uses(ASSIM)),
    ability: ASSIM,
  },
  {
    name: 'Enigma’s forts',
    phase: 'move',
    state: () => reach({ ...none, blue: 6 }, offers(ENIGMA), () => false, uses(ENIGMA)),
    ability: ENIGMA,
  },
];

afterEach(leaveSite);

/** The arcade as the site shows it (site/index.html: no margin, its font), on piecepack. */
async function arcade(): Promise<{ a: HTMLElement; el: PiecepackMatrixGame }> {
  return siteArcade<PiecepackMatrixGame>('piecepack-matrix');
}

/**
 * The decision's choices: the ability's buttons (wherever they are drawn), else the phase's
 * buttons and the structures marked on the board.
 */
function choices(el: PiecepackMatrixGame, ability?: (a: number) => boolean): HTMLElement[] {
  if (ability)
    return [...el.shadowRoot!.querySelectorAll<HTMLElement>('button[data-action]')].filter((b) =>
      ability(Number(b.dataset.action)),
    );
  return [...decisionButtons(el), ...targetCells(el)];
}

/** What of the board, the prompt, the phase's choices and Hint is not seen whole. */
function unseen(el: PiecepackMatrixGame, ability?: (a: number) => boolean): string[] {
  const root = el.shadowRoot!;
  const boxes: [string, Element | null][] = [
    ['board', root.querySelector('.viewport')],
    ['prompt', root.querySelector('[part=status]')],
    ...choices(el, ability).map((b): [string, Element] => [
      b.textContent?.trim() || (b.getAttribute('aria-label') ?? 'a cell'),
      b,
    ]),
    ['Hint', controlButton(el, 'hint')],
  ];
  return boxes.filter(([, e]) => !seen(e)).map(([name, e]) => `${name}: ${where(e)}`);
}

describe('Matrix (piecepack) in the arcade: the custom breakers’ phases in the first screen', () => {
  for (const { name, phase, state, ability } of PHASES) {
    for (const [w, h] of [
      [390, 844],
      [1280, 800],
      [1920, 1080],
    ] as const) {
      it(`${name} at ${w}×${h}: board, prompt, choices and Hint in view, with the hint's words too; chosen by mouse`, async () => {
        await page.viewport(w, h);
        const errors = pageErrors();
        const st = state();
        expect(st.phase).toBe(phase);
        const { a, el } = await arcade();
        el.state = saveState(piecepackMatrix, st);
        await settleLayout(a);
        window.scrollTo(0, 0);
        expect(el.gameState!.phase).toBe(phase);
        expect(choices(el, ability).length, 'the decision offers choices').toBeGreaterThan(0);
        expect(unseen(el, ability), 'before the hint').toEqual([]);
        // The start's choice shows the breakers' names; its accessible names still say the pawn.
        if (phase === 'pick')
          expect(decisionButtons(el)[0]!.getAttribute('aria-label')).toMatch(/^black pawn becomes/);
        await pressHint(el);
        await waitFor(() => el.shadowRoot!.querySelector('[part=hint]')?.textContent, 'the hint');
        await settleLayout(a);
        window.scrollTo(0, 0);
        expect(unseen(el, ability), 'with the hint’s words').toEqual([]);
        // The board is not squeezed to nothing for them.
        const board = el.shadowRoot!.querySelector('.viewport')!;
        expect(board.getBoundingClientRect().height).toBeGreaterThanOrEqual(220);
        const before = el.gameState!;
        const y = window.scrollY;
        await clickMiddle(choices(el, ability)[0]!);
        expect(window.scrollY, 'chosen without scrolling').toBe(y);
        await waitFor(() => el.gameState !== before, 'the choice played');
        await settleLayout(a);
        expect(errors, 'errors reported on the page').toEqual([]);
      }, 60_000);
    }
  }
});
