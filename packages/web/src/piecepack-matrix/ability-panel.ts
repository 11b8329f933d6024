/**
 * The abilities panel of `<piecepack-matrix-game>`: between challenges, every use of a custom
 * breaker's ability that is legal now, as buttons, grouped by breaker. Uses of one ability show
 * the words they share once ("Assimilation Kuang jumps onto …") and each button only what
 * differs (the tile, the breakers, the forts' new places), so that many uses fit in a few rows:
 * in one column the panel goes right under the board (`data-under-board`, in the first screen
 * above a phone's bar), beside the board it heads the side column. Each button keeps the whole
 * description as its accessible name, places included.
 */
import { html, nothing } from 'lit';
import { type PiecepackState, describeAction } from '@matrix-arcade/piecepack-matrix';
import { type Pointing, NOWHERE, abilityOwner, actionButton, mark, placeless } from './view.js';

/**
 * An ability's words split into the part its uses share (before and after) and the part that
 * differs; null for an ability with one use (its words stay whole).
 */
const SHARED: readonly RegExp[] = [
  /^(Assimilation Kuang jumps onto) (.+)()$/,
  /^(Viral Dub picks) (.+) (to swap)$/,
  /^(Dahlia Mix swaps her structure with) (.+)()$/,
  /^(Babylon Q carries its structure to) (.+)()$/,
  /^(Self-Fragment LISP swaps places with) (.+) (\(1 brain damage\))$/,
  /^(Finn Construct switches) (.+) (\(2 brain damage\))$/,
  /^(Enigma rearranges forts:) (.+)()$/,
  /^(Case-Curry Construct rearranges:) (.+)()$/,
];

/** A use's words: the group's shared words and the button's own ("green → blue" for a move). */
export function useWords(words: string): { lead: string; own: string } {
  for (const re of SHARED) {
    const m = re.exec(words);
    if (!m) continue;
    const own = m[2]!
      .replace(/(\w+) fort to the (\w+) fort’s place/g, '$1 → $2')
      .replace(/(\w+) to (\w+)’s place/g, '$1 → $2');
    return { lead: m[3] ? `${m[1]} … ${m[3]}` : `${m[1]} …`, own };
  }
  return { lead: '', own: words };
}

/** The legal uses of the breakers' abilities (none: nothing drawn). */
export function abilityPanel(
  st: PiecepackState,
  legal: readonly number[],
  play: (a: number) => void,
  enabled: boolean,
  hint: number,
  at: Pointing = NOWHERE,
) {
  const uses = legal.filter((a) => abilityOwner(a, st.phase) >= 0);
  if (uses.length === 0) return nothing;
  const groups = new Map<string, { owner: number; lead: string; uses: [number, string][] }>();
  for (const a of uses) {
    const owner = abilityOwner(a, st.phase);
    const { lead, own } = useWords(placeless(describeAction(st, a)));
    const key = `${owner}:${lead || a}`;
    const g = groups.get(key) ?? { owner, lead, uses: [] };
    g.uses.push([a, own]);
    groups.set(key, g);
  }
  return html`<div class="panel abilities" part="abilities" data-pointer=${mark(at.part === 'abilities')}>
    <span class="title">Abilities</span>
    ${[...groups.values()].map(
      (g) => html`<div class="use" data-owner=${g.owner}>
        ${g.lead ? html`<span class="muted">${g.lead}</span>` : nothing}
        <div class="buttons">
          ${g.uses.map(([a, own]) => actionButton(st, a, play, enabled, hint, at, g.lead ? own : undefined))}
        </div>
      </div>`,
    )}
  </div>`;
}
