/**
 * The review's chart (lichess is the model), a template of `review-view.ts`: one seat's chance to
 * win over the game as a solid line, a dashed line at 50% (even chances), labelled axes (the
 * chance in %, the move number), each inaccuracy, mistake and blunder as a mark on the line
 * (a shape and its symbol, ?! ? ??, so colour is never alone) and the chosen move as an upright
 * line. A click picks the nearest move; with focus on the chart, the arrow keys, Home and End step
 * through the moves. A legend in words says what each line and mark is.
 */
import { html, nothing, svg } from 'lit';
import type { GameReview, MoveGrade } from '@matrix-arcade/ai-wasm';

/** The plot's box in the SVG's units: the axes' labels sit left of and below it. */
const X0 = 34;
const X1 = 472;
/** The SVG's width in its own units. */
const VB_W = 480;
const Y0 = 8;
const Y1 = 108;

const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The marks of the grades that give chance away. */
export const GRADE_MARKS: Partial<Record<MoveGrade, string>> = {
  inaccuracy: '?!',
  mistake: '?',
  blunder: '??',
};

/** The chance of `seat` after each number of moves (0: the start; the last: the result). */
export function chanceLine(review: GameReview, seat: number): number[] {
  const side = (m: GameReview['moves'][number]) =>
    m.seat === seat ? m.chanceBefore : review.seats === 2 ? 1 - m.chanceBefore : m.chanceBefore;
  const points = review.moves.map(side);
  if (review.result) points.push(review.result[seat] ?? 0);
  return points;
}

export interface ChartInput {
  readonly review: GameReview;
  readonly seat: number;
  /** Whose chance it is, as a title: "Your chance to win", "Player 1's chance to win". */
  readonly title: string;
  /** The chosen move (index in `review.moves`), or null. */
  readonly selected: number | null;
  select(index: number): void;
}

/** The chart with its axes and legend. */
export function reviewChart(c: ChartInput) {
  const { review, selected } = c;
  const points = chanceLine(review, c.seat);
  const moves = review.moves.length;
  const span = Math.max(1, points.length - 1);
  const x = (k: number) => X0 + (k / span) * (X1 - X0);
  const y = (p: number) => Y1 - p * (Y1 - Y0);
  const at = (k: number) =>
    `${x(k).toFixed(1)},${y(points[Math.min(k, points.length - 1)]!).toFixed(1)}`;
  const line = points.map((_, k) => at(k)).join(' ');
  // Move i (0-based) ends at point i + 1: its mark shows where the chance it gave away shows.
  const marks = review.moves.flatMap((m, i) => {
    const sym = GRADE_MARKS[m.grade];
    if (!sym) return [];
    const cx = x(i + 1);
    const cy = y(points[Math.min(i + 1, points.length - 1)]!);
    return [
      svg`<g class=${`mark ${m.grade}`} data-chart-move=${i}>
        <circle cx=${cx} cy=${cy} r=${m.grade === 'blunder' ? 4.5 : 3.5}></circle>
        <text x=${cx} y=${cy - 7} text-anchor="middle">${sym}</text>
      </g>`,
    ];
  });
  const ticks = [...new Set([0, Math.round(moves / 2), moves])];
  const first = points[0] ?? 0.5;
  const last = points[points.length - 1] ?? 0.5;
  const label = `${c.title} over ${moves} moves: ${pct(first)} at the start, ${pct(last)} at the end.`;
  const pick = (e: MouseEvent) => {
    const box = (e.currentTarget as SVGSVGElement).getBoundingClientRect();
    const u = ((e.clientX - box.left) / box.width) * VB_W;
    const k = Math.round(((u - X0) / (X1 - X0)) * span);
    c.select(Math.min(moves, Math.max(1, k)) - 1);
  };
  const keys = (e: KeyboardEvent) => {
    const now = selected ?? -1;
    const to: Record<string, number> = {
      ArrowLeft: Math.max(0, now - 1),
      ArrowRight: Math.min(moves - 1, now + 1),
      Home: 0,
      End: moves - 1,
    };
    if (!(e.key in to) || moves === 0) return;
    e.preventDefault();
    c.select(to[e.key]!);
  };
  return html`<figure class="chart">
    <figcaption class="axis-title">${c.title} (%)</figcaption>
    <div
      class="plot"
      tabindex="0"
      role="group"
      aria-label="Chart of the game: the arrow keys choose a move"
      @keydown=${keys}
    >
      <svg part="review-chart" viewBox=${`0 0 ${VB_W} 128`} role="img" aria-label=${label} @click=${pick}>
        ${svg`
          <g class="axes">
            <line x1=${X0} y1=${Y0} x2=${X0} y2=${Y1}></line>
            <line x1=${X0} y1=${Y1} x2=${X1} y2=${Y1}></line>
            ${[0, 0.5, 1].map((p) => svg`<text x=${X0 - 4} y=${y(p) + 3} text-anchor="end">${p * 100}</text>`)}
            ${ticks.map((k) => svg`<text x=${x(k)} y=${Y1 + 12} text-anchor="middle">${k}</text>`)}
          </g>
          <line class="even" x1=${X0} y1=${y(0.5)} x2=${X1} y2=${y(0.5)}></line>
          ${selected === null ? nothing : svg`<line class="cursor" x1=${x(selected + 1)} y1=${Y0} x2=${x(selected + 1)} y2=${Y1}></line>`}
          <polyline class="chance" points=${line}></polyline>
        `}
        ${marks}
      </svg>
    </div>
    <p class="axis-title x">Move number (0: the start)</p>
    <ul class="legend" aria-label="Legend">
      <li><span class="key solid" aria-hidden="true"></span> ${c.title}, as the engine estimates it after each move</li>
      <li><span class="key dashed" aria-hidden="true"></span> 50%: even chances</li>
      <li><span class="key sym" aria-hidden="true">?! ? ??</span> an inaccuracy, a mistake, a blunder: chance given away</li>
    </ul>
  </figure>`;
}

/** The chart's look (inside the review panel's style). */
export const CHART_STYLE = `
  .review .chart { margin: 0; display: grid; gap: 0.15rem; }
  .review .plot { border: 1px solid currentColor; border-radius: 4px; cursor: pointer; }
  .review .plot:focus-visible { outline: 3px solid var(--_focus, currentColor); outline-offset: 2px; }
  .review .chart svg { display: block; width: 100%; height: auto; max-width: 37.5rem; margin: 0 auto; }
  .review .axes line { stroke: currentColor; stroke-width: 1; }
  .review .axes text, .review .mark text { fill: currentColor; font: 9px var(--_font, sans-serif); }
  .review .even { stroke: currentColor; stroke-dasharray: 4 4; opacity: 0.5; }
  .review .cursor { stroke: var(--_accent, currentColor); stroke-width: 2; }
  .review .chance { fill: none; stroke: currentColor; stroke-width: 2; vector-effect: non-scaling-stroke; }
  .review .mark circle { stroke: currentColor; stroke-width: 1.5; fill: var(--_surface, Canvas); }
  .review .mark.mistake circle { fill: var(--_warn, orange); }
  .review .mark.blunder circle { fill: var(--_bad, red); }
  .review .mark text { font-weight: 700; }
  .review .axis-title { margin: 0; font-size: 0.85rem; }
  .review .axis-title.x { text-align: center; }
  .review .legend { display: flex; flex-wrap: wrap; gap: 0.1rem 0.9rem; margin: 0; padding: 0; list-style: none; font-size: 0.8rem; }
  .review .key { display: inline-block; width: 1.6rem; vertical-align: middle; }
  .review .key.solid { border-top: 2px solid currentColor; }
  .review .key.dashed { border-top: 2px dashed currentColor; opacity: 0.6; }
  .review .key.sym { width: auto; font-weight: 700; }
`;
