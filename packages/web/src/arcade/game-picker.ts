/**
 * The arcade's front door (part `picker`): a card per game of the list, each with a small
 * picture of its board, its title and its one-line pitch (the descriptor's blurb); the game on
 * show is marked. Shown on a first visit and from the top bar's game button.
 */
import { html, nothing } from 'lit';
import { COMING, GAMES } from '../games.js';
import { boardPicture } from './board-pictures.js';

export function gamePicker(p: {
  /** The game on show, or null on a first visit. */
  readonly current: string | null;
  readonly onPick: (id: string) => void;
}) {
  return html`<nav class="picker" aria-labelledby="picker-title" part="picker">
    <h2 id="picker-title">Choose a game</h2>
    <ul>
      ${GAMES.map(
        (g) => html`<li>
          <button
            class="game-card"
            data-game=${g.id}
            aria-current=${g.id === p.current ? 'true' : 'false'}
            @click=${() => p.onPick(g.id)}
          >
            ${boardPicture(g)}
            <strong>${g.descriptor.game.title}</strong>
            <span class="blurb">${g.descriptor.blurb}</span>
            ${g.id === p.current ? html`<span class="now">Now playing</span>` : nothing}
          </button>
        </li>`,
      )}
    </ul>
    ${COMING.length > 0 ? html`<p class="coming">Coming: ${COMING.join(' · ')}</p>` : nothing}
  </nav>`;
}
