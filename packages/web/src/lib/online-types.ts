/**
 * The shapes around the online controller (online-controller.ts): its connection states, what it
 * reads from its element (the online attributes, the words, the session to put the server's game
 * in), what its bar reads of it, and the element's online attributes as Lit reactive properties.
 */
import type { ElementApi } from './element-api.js';
import type { GameSession } from './game-session.js';
import type { ListStart, OnlineView } from './online-mirror.js';

export type OnlineStatus =
  | 'off'
  | 'connecting'
  | 'connected'
  | 'reconnecting'
  | 'replaced'
  | 'failed';

/** What the online bar (online-view.ts) reads of the controller and asks it to do. */
export interface OnlineBarSource {
  readonly active: boolean;
  readonly status: OnlineStatus;
  readonly view: OnlineView | null;
  /** The last refusal or connection problem, in words ('' for none). */
  readonly problem: string;
  readonly listStart: ListStart;
  callAi(): void;
  rematch(): void;
}

/** The element's online attributes. */
export interface OnlineHost extends ElementApi {
  server: string;
  room: string;
  joinToken: string;
  readonly: boolean;
}

export interface OnlineDriver<S> {
  seatName(seat: number): string;
  turnWords(seat: number): string;
  announce(text: string): void;
  /** The element's session: the online copy of the game is put in its place. */
  readonly history: { session: GameSession<S> | null };
  /** Re-renders after the session changed. */
  changed(): void;
}

/** The element's online attributes, as Lit reactive properties (spread into its own). */
export const ONLINE_PROPERTIES = {
  server: { type: String, reflect: true },
  room: { type: String, reflect: true },
  joinToken: { type: String, attribute: 'join-token' },
} as const;

/** What creating a room returns: its id, the creator's token and the invite's token. */
export interface OnlineRoom {
  readonly room: string;
  readonly token: string;
  readonly invite: string;
}
