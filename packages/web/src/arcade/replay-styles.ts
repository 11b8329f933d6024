/**
 * The look of `<arcade-replay>`: the dialog takes the whole window, so the game's board has all
 * the height it can use. On a wide screen the viewer's words and buttons are a column beside the
 * game; on a narrow one the heading is above it and the buttons are a bar below it.
 */
import { css } from 'lit';

export const replayStyles = css`
  dialog {
    box-sizing: border-box;
    inset: 0;
    margin: 0;
    width: 100vw;
    max-width: 100vw;
    height: 100dvh;
    max-height: 100dvh;
    padding: 0.5rem;
    border: none;
    background: var(--_bg);
    color: var(--_text);
  }
  dialog[open] {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    grid-template-rows: auto minmax(0, 1fr) auto;
    grid-template-areas: 'head' 'stage' 'bar';
    gap: 0.4rem;
  }
  dialog::backdrop {
    background: rgb(0 0 0 / 0.6);
  }
  .head {
    grid-area: head;
  }
  h2 {
    margin: 0;
    font-size: 0.95rem;
    color: var(--_accent);
  }
  .stage {
    grid-area: stage;
    min-height: 0;
    overflow: auto;
  }
  .bar {
    grid-area: bar;
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
    align-content: start;
  }
  .bar button,
  .bar select {
    min-height: 2.5rem;
  }
  input[type='range'] {
    flex: 1 1 8rem;
    accent-color: var(--_accent);
  }
  .speed {
    display: inline-flex;
    gap: 0.3rem;
    align-items: center;
  }
  .where {
    margin: 0.25rem 0 0;
    min-height: 1.5em;
    font-size: 0.9rem;
  }
  .close {
    margin-left: auto;
  }
  .winnable {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.6rem;
    align-items: center;
    margin: 0.4rem 0 0;
    font-size: 0.9rem;
  }
  /* A winning line is no game of the player's: nothing to review in it, and no log naming
     the player as the one who moved (the line above says each move). */
  .stage.line > *::part(review),
  .stage.line > *::part(log) {
    display: none;
  }
  .bar button {
    min-width: 2.75rem;
  }
  @media (max-width: 599.98px) {
    dialog {
      padding: 0.35rem;
    }
    dialog[open] {
      gap: 0.3rem;
    }
    h2 {
      font-size: 0.85rem;
    }
    .where {
      font-size: 0.85rem;
    }
    .word {
      display: none;
    }
  }
  @media (min-width: 900px) {
    dialog[open] {
      grid-template-columns: minmax(0, 1fr) 17rem;
      grid-template-rows: auto minmax(0, 1fr);
      grid-template-areas: 'stage head' 'stage bar';
      gap: 0.5rem 0.75rem;
    }
    h2 {
      font-size: 1.05rem;
    }
    input[type='range'] {
      flex-basis: 100%;
    }
  }
`;
