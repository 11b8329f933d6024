/**
 * The choices of the player to move, grouped for the action panel: start points, facings, the
 * dice (one button per legal use of each face), hacks with their costs, the wall and change
 * pickers, and the turn buttons. Each choice carries its words, its price in bytes and where it
 * leads (the square the avatar would stand on, or the edge a wall would close), for the preview
 * on the maze.
 * Pure functions of the state; the element draws them.
 */
import {
  DIRECTION_NAMES,
  type MatrixMazeState,
  decodeAction,
  describeAction,
  edgeName,
  legalActions,
  mapOf,
  matrixMaze,
  squareName,
} from '@matrix-arcade/matrix-maze';

export type ChoiceGroup = 'start' | 'facing' | 'dice' | 'hacks' | 'turn' | 'change' | 'wall';

export interface Choice {
  readonly action: number;
  readonly group: ChoiceGroup;
  /** Short button text. */
  readonly label: string;
  /** The whole move in words (describeAction). */
  readonly description: string;
  /** The square the avatar stands on afterwards, when it moves; else -1. */
  readonly square: number;
  /** The edge a wall would close, else -1. */
  readonly edge: number;
  /** The Data Bytes it spends (a hack's price; 0 for a free choice). */
  readonly cost: number;
}

const MOVE = ['↑ straight', '↷ right', '↶ left', '✕ stay', '+1 byte'];

function shortLabel(s: MatrixMazeState, action: number, square: number): string {
  const d = decodeAction(action)!;
  const map = mapOf(s.map);
  const to = square >= 0 ? ` → ${squareName(square, map.width)}` : '';
  switch (d.kind) {
    case 'start':
      return `Start ${'ABCD'[d.start]} (${squareName(map.starts[d.start]!, map.width)})`;
    case 'facing':
      return `Face ${DIRECTION_NAMES[d.dir]}`;
    case 'use':
      return `${d.face}: ${MOVE[d.move % 5]}${d.move >= 5 ? ' through wall (3)' : ''}${to}`;
    case 'extra':
      return `Extra ${MOVE[d.move % 3]}${d.move >= 3 ? ' through wall' : ''} (${d.move >= 3 ? 6 : 3})${to}`;
    case 'teleport':
      return `Teleport ${'ABCD'[d.start]} (3)`;
    case 'restart':
      return `Restart at ${'ABCD'[d.start]} (free)`;
    case 'x2':
      return 'x2 (2)';
    case 'skip':
      return 'Skip the dice (2)';
    case 'no-die':
      return 'No usable die: +1 byte';
    case 'end':
      return 'End turn';
    case 'change':
      return `${d.from} → ${d.to}`;
    case 'wall':
      return edgeName(d.edge, map.width, map.height);
    default:
      return describeAction(s, action);
  }
}

function groupOf(kind: string): ChoiceGroup {
  if (kind === 'start' || kind === 'facing' || kind === 'change' || kind === 'wall') return kind;
  if (kind === 'use') return 'dice';
  if (kind === 'end' || kind === 'no-die') return 'turn';
  return 'hacks';
}

/** Every legal choice of the player to move (none at a chance node or at the end). */
export function choicesOf(s: MatrixMazeState): Choice[] {
  if (matrixMaze.currentPlayer(s) < 0) return [];
  const seat = s.toMove;
  return legalActions(s).map((action) => {
    const d = decodeAction(action)!;
    const after = matrixMaze.apply(s, action);
    const before = s.seats[seat]!.pos;
    const now = after.seats[seat]!.pos;
    const square = now !== before ? now : -1;
    return {
      action,
      group: groupOf(d.kind),
      label: shortLabel(s, action, square),
      description: describeAction(s, action),
      square,
      edge: d.kind === 'wall' ? d.edge : -1,
      cost: Math.max(0, s.seats[seat]!.bytes - after.seats[seat]!.bytes),
    };
  });
}

/** What happened to the dice this round: who took which face, and x2 uses that left it. */
export function draftWords(
  steps: readonly { action: number; seat: number; before: MatrixMazeState }[],
  name: (seat: number) => string,
): string[] {
  let from = steps.length;
  while (from > 0 && decodeAction(steps[from - 1]!.action)?.kind !== 'roll') from--;
  if (from === 0) return [];
  const out: string[] = [];
  for (const st of steps.slice(from)) {
    const d = decodeAction(st.action);
    if (d?.kind === 'use') {
      const bonus = st.before.turn.usesLeft === 0;
      out.push(`${name(st.seat)} ${bonus ? 'used again (x2)' : 'took'} a ${d.face}`);
    } else if (d?.kind === 'skip') out.push(`${name(st.seat)} skipped the dice`);
    else if (d?.kind === 'no-die') out.push(`${name(st.seat)} could use no die (+1 byte)`);
    else if (d?.kind === 'change') out.push(`${name(st.seat)} turned a ${d.from} into a ${d.to}`);
  }
  return out;
}
