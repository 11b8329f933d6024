/**
 * The arcade's front door (part `picker`): a "continue your game" card when a game is in
 * progress, then a card per game of the list, each with a small picture of its board, its title
 * and its one-line pitch (the descriptor's blurb, on the game's card: no game is loaded), and under it that game's deal of the day: its
 * result once finished, else a button that deals it. The game on show is marked. The cards fill
 * the width at every size (a column on a phone, as many as fit side by side beyond). Shown on a
 * first visit and from the top bar's game button.
 */
import { html, nothing } from 'lit';
import { CARDS, COMING } from '../game-cards.js';
import { boardPicture } from './board-pictures.js';
import { type DailyResult, resultWords } from './daily-deal.js';

export interface PickerProps {
  /** The game on show, or null on a first visit. */
  readonly current: string | null;
  /** A game in progress to continue (its id and seed), or null. */
  readonly resume: { readonly id: string; readonly seed: number } | null;
  /** Today's result of each game's deal of the day (null: still to play, begun or not). */
  readonly dailyOf: (id: string) => DailyResult | null;
  readonly today: string;
  readonly onPick: (id: string) => void;
  readonly onDaily: (id: string) => void;
  /** "Learn to play" of game `id` (its lessons; absent: no such button). */
  readonly onLearn?: (id: string) => void;
}

export function gamePicker(p: PickerProps) {
  const resume = p.resume && CARDS.find((g) => g.id === p.resume!.id);
  return html`<nav class="picker" aria-labelledby="picker-title" part="picker">
    ${
      resume
        ? html`<button class="resume-card" data-resume=${resume.id} @click=${() => p.onPick(resume.id)}>
            ${boardPicture(resume)}
            <span class="resume-words">
              <span class="kicker">Continue your game</span>
              <strong>${resume.title}</strong>
              <span class="blurb">Your game in progress (seed ${p.resume!.seed}) is kept as you left it.</span>
            </span>
          </button>`
        : nothing
    }
    <h2 id="picker-title">Choose a game</h2>
    <p class="door-daily">Each game has a deal of the day, the same for everyone: today is ${p.today} (UTC).</p>
    <ul>
      ${CARDS.map((g) => {
        const done = p.dailyOf(g.id);
        return html`<li>
          <button
            class="game-card"
            data-game=${g.id}
            aria-current=${g.id === p.current ? 'true' : 'false'}
            @click=${() => p.onPick(g.id)}
          >
            ${boardPicture(g)}
            <strong>${g.title}</strong>
            <span class="blurb">${g.blurb}</span>
            ${g.id === p.current ? html`<span class="now">Now playing</span>` : nothing}
          </button>
          ${
            p.onLearn
              ? html`<p class="card-learn"><button data-learn-game=${g.id} @click=${() => p.onLearn!(g.id)}>
                  Learn to play<span class="visually-hidden"> ${g.title}</span>
                </button></p>`
              : nothing
          }
          <p class="card-daily" data-card-daily=${g.id}>
            ${
              done
                ? html`<span>Today’s deal: <strong>${resultWords(done)}</strong></span>`
                : html`<span>Today’s deal: still to play</span>
                  <button data-daily-game=${g.id} @click=${() => p.onDaily(g.id)}>
                    Play today’s deal<span class="visually-hidden"> of ${g.title}</span>
                  </button>`
            }
          </p>
        </li>`;
      })}
    </ul>
    ${COMING.length > 0 ? html`<p class="coming">Coming: ${COMING.join(' · ')}</p>` : nothing}
  </nav>`;
}
