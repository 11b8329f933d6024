/**
 * The look of the arcade's newer panels: the header's theme and sound switches, the share line
 * under the game, the form's abandon question, the results chart (one colour per result, and
 * letters so colour is never the only signal) and the history list.
 */
import { css } from 'lit';

export const panelStyles = css`
  .switches {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .share {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.6rem;
    align-items: center;
  }
  .share input.link {
    width: min(28rem, 80vw);
  }
  button.small {
    min-height: 32px;
    padding: 0.2rem 0.6rem;
    font-size: 0.85rem;
  }
  .chart {
    margin: 0.5rem 0 0.25rem;
  }
  .chart svg {
    display: block;
    max-width: 100%;
  }
  .chart text {
    font: 700 9px var(--_mono);
    fill: var(--_text-muted);
  }
  .bar.won rect {
    fill: var(--_good);
  }
  .bar.drawn rect {
    fill: var(--_accent);
  }
  .bar.lost rect,
  .bar.abandoned rect {
    fill: var(--_bad);
  }
  .bar.other rect {
    fill: var(--_border);
  }
  .history {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.35rem;
    max-height: 22rem;
    overflow-y: auto;
  }
  .history li {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    gap: 0 0.5rem;
    align-items: center;
    padding: 0.3rem 0.4rem;
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_surface-raised);
    font-size: 0.88rem;
  }
  .history .when {
    grid-column: 1;
    color: var(--_text-muted);
    font-size: 0.8rem;
  }
  .history .what {
    grid-column: 1;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  .history button {
    grid-column: 2;
    grid-row: 1 / span 2;
    min-height: 36px;
  }

  dialog.ask {
    background: var(--_bg);
    color: var(--_text);
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
    max-width: min(32rem, 92vw);
    padding: 1rem 1.25rem;
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
  dialog.ask .answers {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
`;
