/**
 * A text picture of a state for the terminal (`pnpm watch`): the maze with walls, SOURCE CODEs
 * (`$` free, `x` taken), trails (`·`), avatars (`1`, `2` or `@`) and the guard (`G`), then the
 * pool and each player's bytes and codes. Colour is optional and never the only signal.
 */
import { mapOf } from './maps/catalog.js';
import { DIRECTION_NAMES } from './maps/squares.js';
import type { MatrixMazeState } from './state.js';
import { walled } from './board.js';

export function renderMatrixMaze(s: MatrixMazeState, colour = false): string {
  const map = mapOf(s.map);
  const view = s.seats[0]!;
  const lines: string[] = [];
  const guard = s.seats.length === 1 && map.guardPath.length ? map.guardPath[s.guardStep]! : -1;
  for (let r = 0; r < map.height; r++) {
    let top = '+';
    let mid = '|';
    for (let c = 0; c < map.width; c++) {
      const cell = r * map.width + c;
      top += walled(map, view, cell, 0) ? '--+' : '  +';
      const k = map.sources.indexOf(cell);
      const avatar = s.seats.findIndex((p) => p.pos === cell);
      let ch = '  ';
      if (cell === guard) ch = 'G ';
      else if (avatar >= 0) ch = `${s.seats.length === 1 ? '@' : avatar + 1} `;
      else if (k >= 0) ch = s.owner[k]! < 0 ? '$ ' : 'x ';
      else if (s.seats.some((p) => p.visited[cell])) ch = '· ';
      else if (map.starts.includes(cell)) ch = `${'ABCD'[map.starts.indexOf(cell)]} `;
      if (colour && ch[0] === '$') ch = `\x1b[33m${ch}\x1b[0m`;
      mid += ch + (walled(map, view, cell, 1) ? '|' : ' ');
    }
    lines.push(top, mid);
  }
  lines.push(`+${'--+'.repeat(map.width)}`);
  lines.push(`${map.name} · round ${s.round + 1} · pool ${s.pool.join(' ') || '-'}`);
  s.seats.forEach((p, i) => {
    const face = p.facing >= 0 ? DIRECTION_NAMES[p.facing] : '?';
    lines.push(
      `${s.seats.length === 1 ? 'You' : `Player ${i + 1}`}: ${p.codes} codes, ${p.bytes} bytes, facing ${face}`,
    );
  });
  return lines.join('\n');
}
