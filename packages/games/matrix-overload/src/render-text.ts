/**
 * A text picture of a run for terminals (`pnpm watch`), for any deck of the family: the 3×3
 * matrix with the twelve outside positions around it (a royal with its health, ☠ once dead,
 * `+n` for preventative ICE), each cell's top card and stack height, then the card in hand, the
 * deck (and its known bottom) and the idle count. An edition adds its own lines (`extra`).
 */
import type { AnyOverloadRules } from './rules.js';
import type { MatrixOverloadState } from './state.js';

const W = 9;

/** The picture of `s` under `rules`, with an edition's `extra` lines last. */
export function renderTextWith(
  rules: AnyOverloadRules,
  s: MatrixOverloadState,
  extra: readonly string[] = [],
): string {
  const t = (c: number) => rules.deck.text[c]!;
  const pad = (x: string) => x.padStart(Math.ceil((W + x.length) / 2)).padEnd(W);
  const outside = (p: number): string => {
    const r = s.royals[p]!;
    if (r < 0) return s.ice[p]!.length > 0 ? `+${s.ice[p]!.length}` : '';
    return s.dead[p] ? `☠${t(r)}` : `${t(r)}:${rules.health(s, p)}`;
  };
  const cell = (c: number): string => {
    const st = s.stacks[c]!;
    return st.length === 0
      ? '·'
      : `${t(st[st.length - 1]!)}${st.length > 1 ? `/${st.length}` : ''}`;
  };
  const at = (side: number, k: number) => outside(side * 3 + k);
  const lines: string[] = [];
  lines.push(pad('') + [0, 1, 2].map((k) => pad(at(0, k))).join(''));
  for (let row = 0; row < 3; row++) {
    const cells = [0, 1, 2].map((k) => pad(`[${cell(row * 3 + k)}]`)).join('');
    lines.push(pad(at(3, row)) + cells + pad(at(1, row)));
  }
  lines.push(pad('') + [0, 1, 2].map((k) => pad(at(2, k))).join(''));
  const known = s.deck.slice(s.unknown).map(t).join(' ');
  lines.push(
    `hand ${s.hand >= 0 ? t(s.hand) : '—'}   deck ${s.deck.length}${known ? ` (known bottom: ${known})` : ''}   idle ${s.idle}/${rules.loopLimit(s)}`,
  );
  return [...lines, ...extra].join('\n');
}
