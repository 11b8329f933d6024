/**
 * The look of `<arcade-board-grid>`: square cells sized by `--arcade-cell-size`, and the marks
 * of selected, target, hinted and pointed cells (a lesson's pointer), each a different border style and glow colour (plus the
 * corner glyph the grid draws), so no mark depends on colour alone.
 */
import { css } from 'lit';

export const gridStyles = css`
  :host {
    display: block;
    --_cell: var(--arcade-cell-size, 48px);
    --_cell-h: var(--arcade-cell-height, var(--_cell));
    --_gap: var(--arcade-cell-gap, 4px);
  }
  .grid {
    display: grid;
    gap: var(--_gap);
    width: max-content;
    max-width: 100%;
  }
  .row {
    display: contents;
  }
  .cell,
  .header {
    width: var(--_cell);
    height: var(--_cell-h);
    display: grid;
    place-items: center;
    position: relative;
  }
  .cell {
    border-radius: calc(var(--_radius) * 0.6);
    background: var(--arcade-cell-bg, color-mix(in srgb, var(--_surface-raised) 80%, transparent));
    border: 1px solid color-mix(in srgb, var(--_border) 70%, transparent);
    cursor: pointer;
    outline-offset: 1px;
  }
  .cell[aria-disabled='true'] {
    cursor: default;
  }
  :host([variant='slots']) .cell {
    background: transparent;
    border: 1px dashed color-mix(in srgb, var(--_border) 80%, transparent);
  }
  .cell.target {
    border: 2px dashed var(--_accent);
    box-shadow: var(--_glow);
  }
  .cell.hint {
    border: 3px double var(--_accent-alt);
    box-shadow: 0 0 12px color-mix(in srgb, var(--_accent-alt) 70%, transparent);
  }
  .cell.selected {
    border: 3px solid var(--_warn);
    box-shadow: 0 0 12px color-mix(in srgb, var(--_warn) 70%, transparent);
  }
  .cell.pointer {
    outline: 3px solid var(--_good);
    outline-offset: 2px;
    z-index: 1;
  }
  .mark {
    position: absolute;
    right: 1px;
    top: -1px;
    font-size: calc(var(--_cell) * 0.26);
    line-height: 1;
    pointer-events: none;
  }
  .selected .mark {
    color: var(--_warn);
  }
  .hint .mark {
    color: var(--_accent-alt);
  }
  .pointer .mark {
    color: var(--_good);
    font-size: calc(var(--_cell) * 0.4);
    /* Three bounces to catch the eye, then still: a page that animates for ever redraws for ever
       (a phone's battery), and the outline still marks the place. */
    animation: grid-pointer 1.2s ease-in-out 6 alternate;
  }
  @keyframes grid-pointer {
    to {
      transform: translateY(-20%);
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .pointer .mark {
      animation: none;
    }
  }
  .target .mark {
    color: var(--_accent);
  }
  .header {
    font: 600 0.85rem var(--_mono);
    color: var(--_text-muted);
    height: auto;
    min-height: 1.4em;
  }
  .row-header {
    width: auto;
    min-width: 1.6em;
    height: var(--_cell-h);
  }
  .cell.blank {
    background: transparent;
    border-color: transparent;
    cursor: default;
  }
  .corner {
    visibility: hidden;
  }
`;
