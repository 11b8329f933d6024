/**
 * How the arcade makes the element of the game on show: registers it, restores the saved game
 * with its options on the element's attributes (else the element would deal a default game over
 * it), applies the saved player settings (checked first: `saved-settings.ts`) and the arcade's
 * preferences, and wires its events to the arcade: a corrupt state set aside, every change
 * saved, a finished game counted once, an abandoned one recorded.
 */
import type { AnyGame, Outcome } from '@matrix-arcade/core';
import type { GameElement } from '../lib/game-element.js';
import type { SessionJSON } from '../lib/game-session.js';
import { errorDetail } from '../lib/warn.js';
import type { WebGame } from '../web-game.js';
import { setOptionAttributes } from './arcade-deals.js';
import type { ArcadeStorage, Preferences, SavedGame } from './arcade-storage.js';
import { checkSettings } from './saved-settings.js';

export type AnyGameElement = GameElement<unknown, unknown> & HTMLElement;

export interface MountHooks {
  /** Something to tell the player. */
  readonly report: (message: string) => void;
  readonly onChange: () => void;
  readonly onOver: (result: Outcome) => void;
  /** A running game was replaced (the element still holds it): its state. */
  readonly onAbandon: (state: SessionJSON) => void;
}

/** How many seats the deal on show has (a solo map of a 1–2 player game: one of two). */
export function seatsOf(game: AnyGame, el: AnyGameElement): number {
  return el.gameState ? game.numSeats(el.gameState) : game.players.max;
}

/** A game with moves and no result: replacing it abandons it. */
export function isRunning(el: AnyGameElement | null): boolean {
  const s = el?.state;
  return !!s && s.actions.length > 0 && !el!.result;
}

/** Makes the element of `entry`, restores `saved` into it and appends it to `slot`. */
export function mountGame(
  entry: WebGame,
  p: {
    readonly saved: SavedGame | null;
    readonly prefs: Preferences;
    readonly storage: ArcadeStorage;
    readonly slot: Element;
    readonly hooks: MountHooks;
  },
): AnyGameElement {
  const game = entry.descriptor.game;
  const title = game.title;
  const { hooks } = p;
  entry.define();
  const el = document.createElement(entry.tag) as unknown as AnyGameElement;
  el.addEventListener('error', (e) => {
    const d = errorDetail(e);
    if (d.source !== 'state') return;
    p.storage.setAside(p.storage.gameKey(entry.id));
    hooks.report(
      `Your saved ${title} game could not be restored (${d.message}), so it was set aside and a new game was dealt.`,
    );
  });
  el.addEventListener('state-change', () => hooks.onChange());
  // Run AI / Pause AI, the AI's seats and speed are kept with the game, so a reload keeps them.
  el.addEventListener('settings-change', () => hooks.onChange());
  el.addEventListener('game-over', (e) =>
    hooks.onOver((e as CustomEvent<{ result: Outcome }>).detail.result),
  );
  el.addEventListener('game-abandon', (e) =>
    hooks.onAbandon((e as CustomEvent<{ state: SessionJSON }>).detail.state),
  );
  const settings = checkSettings(p.saved?.settings, {
    title,
    seats: game.players.max,
    defaultAiSeats: entry.descriptor.defaultAiSeats,
  });
  if (settings.problem) hooks.report(settings.problem);
  el.aiSeats = settings.aiSeats;
  el.autoplay = settings.autoplay;
  el.speed = settings.speed;
  el.sound = p.prefs.sound;
  el.theme = p.prefs.theme;
  if (p.saved) el.state = p.saved.state;
  p.slot.append(el);
  // Before the element's first update: its attributes must agree with the restored game.
  if (el.gameState)
    setOptionAttributes(el, game.optionsOf(el.gameState) as Record<string, unknown>);
  return el;
}
