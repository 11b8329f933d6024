/**
 * The look of `<arcade-game-controls>`: the main actions as one wrapping row, the AI's seats
 * and speed in a fieldset after them, unavailable buttons dimmed, and on a phone (a viewport up
 * to 600 px wide) the row as an action bar of equal buttons in one line, with the seats and
 * speed folded behind the "AI" button (opened, they take one short row under it).
 */
import { css } from 'lit';

export const controlsStyles = css`
:host {
  display: block;
}
.controls,
.main {
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
}
[data-command='ai-more'] {
  display: none;
}
@media (max-width: 600px) {
  .main {
    display: grid;
    grid-auto-flow: column;
    grid-auto-columns: minmax(0, 1fr);
    gap: 0.3rem;
    width: 100%;
  }
  .main button {
    padding: 0.25em 0.15em;
    font-size: 0.82rem;
    line-height: 1.15;
  }
  [data-command='ai-more'] {
    display: inline-block;
  }
  fieldset:not(.open) {
    display: none;
  }
}
fieldset {
  border: 1px solid var(--_border);
  border-radius: var(--_radius);
  margin: 0;
  padding: 0.1rem 0.6rem 0.35rem;
  display: flex;
  flex-wrap: wrap;
  gap: 0.2rem 0.8rem;
  align-items: center;
}
legend {
  color: var(--_text-muted);
  font-size: 0.85rem;
  padding: 0 0.3rem;
}
label {
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  min-height: 36px;
  cursor: pointer;
}
[aria-disabled='true'] {
  opacity: 0.45;
  cursor: not-allowed;
  box-shadow: none;
}
.confirm {
  flex-basis: 100%;
}
input[type='checkbox'] {
  width: 1.2rem;
  height: 1.2rem;
  min-height: 0;
  accent-color: var(--_accent);
}
/* Opened in a phone's bar, the seats and speed take one short row: the board keeps its room. */
@media (max-width: 600px) {
  fieldset {
    padding: 0 0.4rem 0.15rem;
    gap: 0 0.4rem;
    font-size: 0.82rem;
  }
  legend {
    float: left;
    padding: 0;
    line-height: 44px;
  }
  label {
    min-height: 44px;
    gap: 0.2rem;
    white-space: nowrap;
  }
  input[type='checkbox'] {
    width: 1rem;
    height: 1rem;
  }
  select {
    padding: 0.1em 0.15em;
  }
}
`;
