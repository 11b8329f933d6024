/**
 * The look of the arcade's dialogs and what they hold: the modal panels (New game, Stats,
 * Rules) and the link question, the new-game form, the share line, the statistics, the results
 * chart (one colour per result, and letters so colour is never the only signal) and the history.
 */
import { css } from 'lit';

export const panelStyles = css`
  dialog {
    background: var(--_bg);
    color: var(--_text);
    border: 1px solid var(--_accent);
    border-radius: var(--_radius);
    padding: 0.9rem 1.1rem;
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
  dialog.panel-dialog {
    width: min(40rem, 94vw);
    max-height: 90dvh;
    overflow-y: auto;
  }
  dialog.ask {
    max-width: min(32rem, 92vw);
  }
  .dialog-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.75rem;
    margin-bottom: 0.5rem;
  }
  dialog h2 {
    margin: 0;
    font-size: 1.1rem;
    color: var(--_accent);
  }
  dialog h3 {
    margin: 0.9rem 0 0.4rem;
    font-size: 1rem;
    color: var(--_accent);
  }
  .answers {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  form {
    display: grid;
    gap: 0.5rem;
  }
  form label {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.45rem;
    min-height: 36px;
  }
  /* A checkbox beside its words, which wrap beside it (not onto a line of their own). */
  form label.check {
    flex-wrap: nowrap;
  }
  input[type='checkbox'] {
    flex: none;
    width: 1.2rem;
    height: 1.2rem;
    min-height: 0;
    accent-color: var(--_accent);
  }
  input[type='text'] {
    width: 10rem;
  }
  fieldset {
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.2rem 0.6rem 0.4rem;
    margin: 0;
  }
  legend {
    color: var(--_text-muted);
    font-size: 0.85rem;
  }
  button.primary {
    border-color: var(--_accent);
    color: var(--_accent);
    font-weight: 700;
  }
  .seed {
    color: var(--_text-muted);
    font-size: 0.9rem;
    margin: 0 0 0.4rem;
  }
  .share {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.6rem;
    align-items: center;
    margin-top: 0.75rem;
    padding-top: 0.6rem;
    border-top: 1px solid var(--_border);
  }
  .share input.link {
    width: min(28rem, 80vw);
  }
  button.small {
    min-height: 32px;
    padding: 0.2rem 0.6rem;
    font-size: 0.85rem;
  }
  .rules p,
  .rules li {
    font-size: 0.95rem;
    line-height: 1.5;
  }
  .rules ul {
    padding-left: 1.2rem;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(6.5rem, 1fr));
    gap: 0.4rem;
    margin: 0 0 0.5rem;
  }
  dl div {
    background: var(--_surface-raised);
    border-radius: calc(var(--_radius) * 0.6);
    padding: 0.3rem 0.5rem;
  }
  dt {
    color: var(--_text-muted);
    font-size: 0.8rem;
  }
  dd {
    margin: 0;
    font: 700 1.25rem var(--_mono);
    color: var(--_accent);
  }
  .chart {
    margin: 0.5rem 0 0.25rem;
  }
  .chart svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .chart svg.narrow {
    display: none;
  }
  @media (max-width: 560px) {
    .chart svg.wide {
      display: none;
    }
    .chart svg.narrow {
      display: block;
    }
  }
  .chart text {
    font: 12px var(--_mono);
    fill: var(--_text-muted);
  }
  .chart text.letter {
    font-weight: 700;
    fill: var(--_text);
  }
  .chart .axis {
    stroke: var(--_border);
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
`;
