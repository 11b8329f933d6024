/**
 * The look of `<matrix-arcade>`, game first: a compact top bar (one row on a desktop, two on a
 * phone), the game element filling the rest of the width (no sidebar, no cap: the board grows
 * at 1920 px), the front door's cards (filling the width: as many columns as fit, stretched),
 * and the notice. Container queries on the arcade, so it
 * fits its box, not the viewport.
 */
import { css } from 'lit';

export const arcadeStyles = css`
  :host {
    display: flex;
    flex-direction: column;
    container: arcade / inline-size;
    color: var(--_text);
    background: var(--_bg);
    min-height: 100%;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.3rem 0.6rem;
    padding: 0.3rem clamp(0.4rem, 1.5cqw, 1rem);
    border-bottom: 1px solid var(--_border);
    background: linear-gradient(90deg, color-mix(in srgb, var(--_accent) 12%, transparent), transparent 60%);
  }
  header button,
  header select {
    min-height: 40px;
    padding: 0.25rem 0.65rem;
  }
  h1 {
    margin: 0;
    font: 800 1.05rem / 1 var(--_mono);
    letter-spacing: 0.1em;
    color: var(--_accent);
    text-shadow: 0 0 10px color-mix(in srgb, var(--_accent) 60%, transparent);
    white-space: nowrap;
  }
  h1 .brand > span {
    color: var(--_accent-alt);
  }
  .game-button {
    font-weight: 700;
    max-width: 100%;
  }
  .muted {
    color: var(--_text-muted);
    font-weight: 400;
  }
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    margin-left: auto;
  }
  .actions label {
    min-height: 0;
  }
  .notice {
    margin: 0.4rem clamp(0.4rem, 1.5cqw, 1rem) 0;
    padding: 0.4rem 0.75rem;
    border: 1px solid var(--_warn);
    border-radius: var(--_radius);
    color: var(--_warn);
    background: var(--_surface);
    display: flex;
    gap: 0.75rem;
    align-items: center;
    justify-content: space-between;
  }
  .offline-note {
    margin: 0.4rem clamp(0.4rem, 1.5cqw, 1rem) 0;
    padding: 0.3rem 0.75rem;
    border: 1px dashed var(--_border);
    border-radius: var(--_radius);
    color: var(--_text-muted);
    font-size: 0.9rem;
  }
  .daily {
    margin: 0 clamp(0.4rem, 1.5cqw, 1rem) 0.5rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.6rem;
    align-items: center;
    font-size: 0.9rem;
  }
  .daily button {
    min-height: 2rem;
    padding: 0.1rem 0.6rem;
  }
  main.game-slot {
    flex: 1 0 auto;
    padding: 0.4rem clamp(0.15rem, 1cqw, 1rem) 0.75rem;
    min-width: 0;
  }
  main.game-slot[hidden] {
    display: none;
  }
  main.game-slot .loading {
    margin: 2rem auto;
    text-align: center;
    color: var(--_text-muted);
  }
  .picker {
    padding: 0.75rem clamp(0.5rem, 2cqw, 1.5rem) 1.25rem;
  }
  .picker h2 {
    margin: 0 0 0.75rem;
    font-size: 1.25rem;
    color: var(--_accent);
  }
  .picker ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 0.75rem;
    grid-template-columns: repeat(auto-fit, minmax(min(100%, 13.5rem), 1fr));
  }
  .game-card {
    display: grid;
    grid-template-rows: auto auto 1fr auto;
    gap: 0.35rem;
    width: 100%;
    height: 100%;
    text-align: left;
    padding: 0.6rem;
    align-items: start;
  }
  .game-card .picture {
    width: 100%;
    height: 8.5rem;
    padding: 0.4rem;
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--_surface-raised);
  }
  .game-card strong {
    font-size: 1.05rem;
    color: var(--_accent);
  }
  .game-card .blurb {
    font-weight: 400;
    font-size: 0.9rem;
    color: var(--_text);
    line-height: 1.35;
  }
  .game-card .now {
    font-size: 0.8rem;
    color: var(--_good);
  }
  .game-card[aria-current='true'] {
    border-color: var(--_accent);
    box-shadow: var(--_glow);
  }
  .coming {
    color: var(--_text-muted);
    font-size: 0.9rem;
  }
  footer {
    padding: 0 clamp(0.5rem, 2cqw, 1.25rem) 1rem;
    color: var(--_text-muted);
    font-size: 0.8rem;
  }
  @container arcade (max-width: 560px) {
    .game-card {
      grid-template-columns: 6.5rem minmax(0, 1fr);
      grid-template-rows: auto 1fr auto;
      column-gap: 0.6rem;
    }
    .game-card .picture {
      grid-row: 1 / span 3;
      height: 5.5rem;
      padding: 0.2rem;
    }
    header {
      gap: 0.25rem 0.4rem;
    }
    h1 {
      font-size: 0.85rem;
      letter-spacing: 0.06em;
    }
    .game-button {
      flex: 1 1 0;
      min-width: 0;
      font-size: 0.85rem;
      line-height: 1.1;
    }
    .game-button .muted {
      display: none;
    }
    .actions {
      margin-left: 0;
      width: 100%;
      flex-wrap: nowrap;
      gap: 0.25rem;
    }
    .actions > * {
      flex: 1 1 auto;
      min-width: 0;
    }
    .actions > .theme {
      flex: 0 0 5.4rem;
    }
    .actions button,
    .actions select {
      font-size: 0.8rem;
      line-height: 1.1;
      padding: 0.2rem 0.3rem;
      width: 100%;
    }
  }
`;
