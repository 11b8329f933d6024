/**
 * What the player has picked on the maze but not played yet, as a Lit controller of
 * `<matrix-maze-game>`: the choice shown on the maze (hover or focus), the square whose chooser is
 * open, the wall being placed (with the edge holding its Tab stop), and the die picked in the
 * pool. It turns a click, Enter or an arrow key on the maze into a move, a chooser or a lit
 * edge; `clear()` (Esc) drops the latest pick and puts focus back where the pick began.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import {
  type MatrixMazeState,
  decodeAction,
  edgeSquares,
  mapOf,
  wallAction,
} from '@matrix-arcade/matrix-maze';
import { directChoice, nextEdge, squareTargets } from './board-targets.js';
import type { Choice } from './choices.js';
import type { TargetEvents } from './maze-targets.js';

/** What the selection needs from its element. */
export interface SelectionSource {
  /** The state now, or null before a game. */
  readonly state: () => MatrixMazeState | null;
  /** The choices a person may act on now (none on the AI's turn). */
  readonly choices: () => readonly Choice[];
  /** The hinted action in this position, or -1. */
  readonly hint: () => number;
  readonly play: (action: number) => void;
}

export class MazeSelection implements ReactiveController {
  /** The action whose place is shown on the maze, or -1. */
  preview = -1;
  /** The square whose choices the chooser offers, or -1. */
  chooser = -1;
  /** A wall is being placed: the free edges are lit and clickable. */
  walling = false;
  /** The edge that holds the wall's Tab stop, or -1. */
  wallFocus = -1;
  /** The face of the die picked in the pool, or 0. */
  die = 0;
  private focusNext: string | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: ParentNode },
    private readonly source: SelectionSource,
  ) {
    host.addController(this);
  }

  private set(
    change: Partial<Pick<MazeSelection, 'preview' | 'chooser' | 'walling' | 'wallFocus' | 'die'>>,
    focus: string | null = null,
  ): void {
    Object.assign(this, change);
    if (focus) this.focusNext = focus;
    this.host.requestUpdate();
  }

  hostUpdated(): void {
    const sel = this.focusNext;
    this.focusNext = null;
    if (sel) this.host.renderRoot.querySelector<HTMLElement | SVGElement>(sel)?.focus();
  }

  /** Forgets every pick (a move was played, or the game changed). */
  reset(): void {
    this.set({ preview: -1, chooser: -1, walling: false, die: 0 });
  }

  /** Drops the open chooser, else the wall being placed, else the picked die; whether one was. */
  clear(): boolean {
    if (this.chooser >= 0) {
      this.set({ chooser: -1, preview: -1 }, `[data-square="${this.chooser}"]`);
      return true;
    }
    if (this.walling) {
      this.set({ walling: false, preview: -1 }, '.wall-mode');
      return true;
    }
    if (this.die) {
      this.set({ die: 0 });
      return true;
    }
    return false;
  }

  pickDie(face: number): void {
    this.set({ die: this.die === face ? 0 : face, chooser: -1 });
  }

  showPreview(action: number): void {
    this.set({ preview: action });
  }

  wallEdges(): number[] {
    return this.source
      .choices()
      .filter((c) => c.group === 'wall')
      .map((c) => c.edge);
  }

  /** Starts or stops placing a wall; the Tab stop starts on the hinted edge, else by the rival. */
  toggleWall(): void {
    const st = this.source.state();
    if (this.walling || !st) {
      this.clear();
      return;
    }
    const map = mapOf(st.map);
    const hinted = decodeAction(this.source.hint());
    const rival = st.seats[1 - st.toMove]?.pos ?? -1;
    const near = (e: number) => (edgeSquares(e, map.width, map.height).includes(rival) ? 0 : 1);
    const first =
      hinted?.kind === 'wall'
        ? hinted.edge
        : ([...this.wallEdges()].sort((a, b) => near(a) - near(b))[0] ?? -1);
    this.set({ walling: true, chooser: -1, wallFocus: first }, `[data-edge="${first}"]`);
  }

  /** What the squares and edges of the maze do. */
  readonly events: TargetEvents = {
    act: (kind, index) => {
      if (kind === 'edge') {
        this.source.play(wallAction(index));
        return;
      }
      const t = squareTargets(this.source.choices(), this.die).find((x) => x.square === index);
      if (!t) return;
      const now = directChoice(t);
      if (now) this.source.play(now.action);
      else this.set({ chooser: index }, '.chooser button');
    },
    look: (kind, index) => {
      if (kind === 'edge') {
        if (index < 0) this.set({ preview: -1 });
        else this.set({ preview: wallAction(index), wallFocus: index });
        return;
      }
      const t = squareTargets(this.source.choices(), this.die).find((x) => x.square === index);
      this.set({ preview: t ? t.choices[0]!.action : -1 });
    },
    edgeKey: (e, edge) => {
      const st = this.source.state();
      if (!e.key.startsWith('Arrow') || !st) return;
      e.preventDefault();
      const map = mapOf(st.map);
      const next = nextEdge(this.wallEdges(), edge, e.key, map.width, map.height);
      this.set({ wallFocus: next }, `[data-edge="${next}"]`);
    },
  };
}
