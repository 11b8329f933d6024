/**
 * The look of `<matrix-arcade>`: a neon header, the game picker, the game beside a sidebar of
 * new-game form, rules and statistics on wide screens, all stacked on phones (container query).
 */
import { css } from 'lit';

export const arcadeStyles = css`
  :host {
    display: block;
    container: arcade / inline-size;
    color: var(--_text);
    background: var(--_bg);
    min-height: 100%;
  }
  header {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    padding: 0.75rem clamp(0.5rem, 2cqw, 1.25rem);
    border-bottom: 1px solid var(--_border);
    background: linear-gradient(90deg, color-mix(in srgb, var(--_accent) 12%, transparent), transparent 60%);
  }
  h1 {
    margin: 0;
    font: 800 clamp(1.35rem, 4cqw, 2rem) / 1.1 var(--_mono);
    letter-spacing: 0.12em;
    color: var(--_accent);
    text-shadow: 0 0 12px color-mix(in srgb, var(--_accent) 60%, transparent);
  }
  h1 span {
    color: var(--_accent-alt);
    text-shadow: 0 0 12px color-mix(in srgb, var(--_accent-alt) 60%, transparent);
  }
  .tagline {
    margin: 0;
    color: var(--_text-muted);
    font-size: 0.95rem;
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    padding: 0.6rem clamp(0.5rem, 2cqw, 1.25rem) 0;
  }
  nav button[aria-current='true'] {
    border-color: var(--_accent);
    color: var(--_accent);
    box-shadow: var(--_glow);
  }
  .coming {
    color: var(--_text-muted);
    font-size: 0.9rem;
  }
  .notice {
    margin: 0.6rem clamp(0.5rem, 2cqw, 1.25rem) 0;
    padding: 0.5rem 0.75rem;
    border: 1px solid var(--_warn);
    border-radius: var(--_radius);
    color: var(--_warn);
    background: var(--_surface);
    display: flex;
    gap: 0.75rem;
    align-items: center;
    justify-content: space-between;
  }
  main {
    display: grid;
    gap: 1rem;
    padding: 0.75rem clamp(0.25rem, 2cqw, 1.25rem) 1.25rem;
    grid-template-columns: minmax(0, 1fr);
  }
  aside {
    display: grid;
    gap: 0.75rem;
    align-content: start;
  }
  section.card,
  details.card {
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.6rem 0.85rem;
  }
  h2,
  summary {
    margin: 0 0 0.4rem;
    font-size: 1rem;
    color: var(--_accent);
    cursor: pointer;
  }
  summary {
    min-height: 32px;
  }
  form {
    display: grid;
    gap: 0.5rem;
  }
  label {
    display: flex;
    align-items: center;
    gap: 0.45rem;
    min-height: 36px;
  }
  input[type='checkbox'] {
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
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 0.4rem;
    margin: 0;
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
  .seed {
    color: var(--_text-muted);
    font-size: 0.9rem;
    margin: 0 0 0.4rem;
  }
  footer {
    padding: 0 clamp(0.5rem, 2cqw, 1.25rem) 1rem;
    color: var(--_text-muted);
    font-size: 0.85rem;
  }
  @container arcade (min-width: 1180px) {
    main {
      grid-template-columns: minmax(0, 1fr) 20rem;
    }
  }
  @container arcade (min-width: 1560px) {
    main {
      grid-template-columns: minmax(0, 1fr) 24rem;
    }
  }
`;
