/**
 * A terminal picture of a Dice Matrix position: the 7×7 matrix with each die drawn in its colour
 * and tagged with its letter and face (so colour is never the only signal), and both players'
 * areas as colour columns × face rows with stack heights.
 */
import { COLOURS, COLOUR_LETTERS, FACES, dieCode, dieTag } from './dice.js';
import { recount } from './scoring.js';
import type { DiceMatrixState } from './state.js';

const ANSI_BG = ['\x1b[41;97m', '\x1b[105;30m', '\x1b[40;97m', '\x1b[44;97m', '\x1b[42;30m'];
const RESET = '\x1b[0m';

function paint(code: number, text: string, colour: boolean): string {
  if (!colour) return text;
  return `${ANSI_BG[Math.floor(code / FACES)]}${text}${RESET}`;
}

/** The position as lines of text; `colour` adds ANSI colours (for a terminal). */
export function renderDiceMatrix(
  state: DiceMatrixState,
  colour: boolean,
  highlight: number[] = [],
): string {
  const lines: string[] = [];
  lines.push('      1   2   3   4   5   6   7   (row, column)');
  for (let r = 0; r < 7; r++) {
    let row = `  ${r + 1}   `;
    for (let c = 0; c < 7; c++) {
      const cell = r * 7 + c;
      const code = state.matrix[cell]!;
      const mark = highlight.includes(cell);
      const text = code < 0 ? ' · ' : `${mark ? '>' : ' '}${dieTag(code)}`;
      row += `${code < 0 ? text : paint(code, text, colour)} `;
    }
    lines.push(row);
  }
  if (state.spare >= 0)
    lines.push(`  spare die: ${paint(state.spare, ` ${dieTag(state.spare)} `, colour)}`);
  lines.push('');
  const header = (seat: number) => {
    const score = state.options.recountAtEnd
      ? `(recount at end: ${recount(state.areas[seat]!)})`
      : `score ${state.scores[seat]}`;
    return `Player ${seat + 1} ${score}`.padEnd(27);
  };
  lines.push(`  ${header(0)}  ${header(1)}`);
  lines.push(
    `  face ${COLOUR_LETTERS.map((l) => ` ${l} `).join('')}     face ${COLOUR_LETTERS.map((l) => ` ${l} `).join('')}`,
  );
  for (let face = 1; face <= FACES; face++) {
    const part = (seat: number) => {
      let s = `   ${face}  `;
      for (let colourIx = 0; colourIx < COLOURS; colourIx++) {
        const code = dieCode(colourIx, face);
        const n = state.areas[seat]![code]!;
        s += n === 0 ? ' · ' : paint(code, ` ${n} `, colour);
      }
      return s;
    };
    lines.push(`${part(0)}    ${part(1)}`);
  }
  return lines.join('\n');
}
