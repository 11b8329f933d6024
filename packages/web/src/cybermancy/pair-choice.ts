/**
 * Choosing a pair on the board (the tower's swap of two living royals), as pure functions of the
 * legal actions and the current selection: which board spots can start a pair, which spots pair
 * with the selected one (and by which action), the spots of a hinted pair, and what activating
 * a spot means: select it as the first of the pair, clear the selection (the selected spot
 * again), play the pair (a partner), or nothing, with the reason. Spots are grid indexes of the
 * 5×5 board (`matrix-overload/board.ts`).
 */
import { decodeCyberAction } from '@matrix-arcade/cybermancy';
import { indexOfPosition } from '../matrix-overload/board.js';

/** One legal pair choice: its action and the two board spots it joins. */
export interface PairChoice {
  readonly action: number;
  readonly spots: readonly [number, number];
}

/** The board spots a legal action joins when it is a pair choice (a swap), else null. */
export function pairSpots(action: number): readonly [number, number] | null {
  const d = decodeCyberAction(action);
  return d?.kind === 'swap'
    ? [indexOfPosition(d.positions[0]), indexOfPosition(d.positions[1])]
    : null;
}

/** The legal pair choices, in action order (none when the card in hand is not a tower). */
export function pairChoices(legal: readonly number[]): PairChoice[] {
  const out: PairChoice[] = [];
  for (const action of legal) {
    const spots = pairSpots(action);
    if (spots) out.push({ action, spots });
  }
  return out;
}

/** The spots that belong to some legal pair: the ones a player may select first. */
export function pairStarts(pairs: readonly PairChoice[]): Set<number> {
  return new Set(pairs.flatMap((p) => p.spots));
}

/** The spots that pair with `spot`, each with the action that plays that pair. */
export function partnersOf(pairs: readonly PairChoice[], spot: number): Map<number, number> {
  const out = new Map<number, number>();
  for (const p of pairs) {
    if (p.spots[0] === spot) out.set(p.spots[1], p.action);
    else if (p.spots[1] === spot) out.set(p.spots[0], p.action);
  }
  return out;
}

/** The outcome of activating a spot while a pair is being chosen. */
export type PairStep =
  | { readonly kind: 'select'; readonly spot: number }
  | { readonly kind: 'clear' }
  | { readonly kind: 'play'; readonly action: number }
  | { readonly kind: 'none'; readonly reason: string };

/**
 * What activating `spot` does, given the selected spot (-1 for none): the first royal selects,
 * the selected one again clears, a partner of the selected one plays the pair, another royal
 * that starts a pair selects that one instead; anything else is refused with the reason.
 */
export function choosePair(pairs: readonly PairChoice[], selected: number, spot: number): PairStep {
  const starts = pairStarts(pairs);
  if (selected >= 0 && spot === selected) return { kind: 'clear' };
  if (selected >= 0) {
    const action = partnersOf(pairs, selected).get(spot);
    if (action !== undefined) return { kind: 'play', action };
  }
  if (starts.has(spot)) return { kind: 'select', spot };
  return {
    kind: 'none',
    reason:
      selected >= 0
        ? 'Not a royal to swap with: pick a marked living royal (◆), or the selected one again to cancel.'
        : 'Not a royal to swap: pick a living royal around the matrix (◆), then the royal to swap it with.',
  };
}
