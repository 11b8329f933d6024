/**
 * The legend of `<matrix-maze-game>` (in the side column, after the controls): the map's name
 * and mood, what the marks of the maze mean (and who the guard is: what the IY's do, explained
 * where a player first reads their name), how to act on it, and the dice faces.
 */
import { type TemplateResult, html, nothing } from 'lit';
import { type MatrixMazeState, mapOf } from '@matrix-arcade/matrix-maze';

/** What the IY's are, for a player who meets the name for the first time. */
const IYS =
  '◉ The IY’s are this map’s guard: watchers walking their path, two squares after each of your turns. If you stand in their row or column with no wall between, they see you and you lose at once; the shaded squares are in their sight now. Take 3 SOURCE CODEs before they reach the end of their path.';

export function mazeLegend(st: MatrixMazeState, hinted: boolean): TemplateResult {
  const map = mapOf(st.map);
  const guard = st.seats.length === 1 && map.guardPath.length > 0;
  return html`<div class="panel legend">
    <p><strong>${map.name}</strong> — ${map.mood}</p>
    <ul>
      <li>◆ SOURCE CODE (◇1, ◇2: taken by a player; ✕ by the guard) — 3 to log out.</li>
      <li>● Player 1, its trail small dots •; ◆ Player 2, its trail small squares ▪ (a square walked on is closed to its walker). The arrow is the facing. A line with a dot shows the latest turn’s walk.</li>
      <li>Lit squares: where a choice takes you; click one (or Tab to it and press Enter). Pick a die in the pool to see only its moves; Esc undoes a pick.</li>
      <li>Thick lines are walls; dashed coloured lines are walls built on that sheet.</li>
      ${guard ? html`<li>${map.mode === 'iys' ? IYS : 'G Collectors: they take every code on their path, and with 3 they win.'} Dashed line: the path still ahead, ⚑ its end.</li>` : nothing}
      <li>Dice: 1 straight, 2 right, 3 left, 4 stay, 5 any step, 6 +1 byte.</li>
    </ul>
    ${hinted ? html`<p class="muted">The ★ marks the hinted choice.</p>` : nothing}
  </div>`;
}
