/**
 * The look of `<arcade-learn>`: a header with the two tabs (lessons, rules reference) and Close;
 * the lesson list as large buttons with their status (stars as glyphs and words); the lesson's
 * game element filling the width; the rules reference in a readable column with its pictures
 * (the game's element, its cells made small) and the glossary. One column on a phone, the
 * reference's text beside its picture from 900 px.
 */
import { css } from 'lit';

export const learnStyles = css`
  :host {
    display: block;
    color: var(--_text);
  }
  .learn {
    display: grid;
    gap: 0.75rem;
  }
  .learn-head {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 0.75rem;
    align-items: center;
  }
  .learn-head h2 {
    margin: 0;
    font-size: 1.15rem;
    flex: 1 1 14rem;
  }
  [role='tablist'] {
    display: flex;
    gap: 0.4rem;
  }
  [role='tab'][aria-selected='true'] {
    border-color: var(--_accent);
    color: var(--_accent);
    font-weight: 700;
  }
  h3 {
    font-size: 1rem;
    margin: 0.6rem 0 0.3rem;
  }
  .lesson-list {
    list-style: none;
    padding: 0;
    margin: 0;
    display: grid;
    gap: 0.5rem;
    grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  }
  .lesson-open {
    width: 100%;
    height: 100%;
    display: grid;
    gap: 0.2rem;
    text-align: start;
    padding: 0.6rem 0.75rem;
  }
  .lesson-open .summary,
  .lesson-open .status,
  .muted {
    color: var(--_text-muted);
    font-size: 0.9rem;
  }
  .stars {
    color: var(--_warn);
    letter-spacing: 0.08em;
  }
  button.primary {
    border: 2px solid var(--_good);
    font-weight: 700;
    justify-self: start;
  }
  button.link {
    min-height: 0;
    padding: 0.15em 0.5em;
    margin: 0.1rem 0.2rem;
    font-size: 0.9rem;
  }
  .lesson-slot > * {
    display: block;
  }
  .reference {
    display: grid;
    gap: 0.5rem;
    max-width: 70rem;
  }
  .toc {
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem 0.9rem;
    padding: 0;
    margin: 0;
    list-style: none;
    font-size: 0.9rem;
  }
  .toc a {
    color: var(--_accent);
  }
  .rule {
    border-top: 1px solid var(--_border);
    padding-top: 0.4rem;
    display: grid;
    gap: 0.35rem;
  }
  .rule p {
    margin: 0;
    max-width: 46rem;
  }
  .rule h3:focus {
    outline: none;
  }
  .rule-picture {
    margin: 0.2rem 0;
    display: grid;
    gap: 0.3rem;
    justify-items: start;
  }
  .rule-picture figcaption {
    color: var(--_text-muted);
    font-size: 0.9rem;
    max-width: 40rem;
  }
  .picture-board {
    --arcade-matrix-cell-size: 40px;
    /* The element is a size container (no width of its own): give it one. */
    width: min(100%, 24rem);
  }
  .glossary {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.3rem 0.9rem;
    margin: 0;
  }
  .glossary dt {
    font-weight: 700;
  }
  .glossary dd {
    margin: 0;
  }
  @media (max-width: 600px) {
    .glossary {
      grid-template-columns: 1fr;
    }
    .glossary dd {
      margin-bottom: 0.3rem;
    }
  }
`;
