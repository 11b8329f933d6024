/**
 * What a screen of an online duel is told as a view arrives (the online controller's words):
 * each move it brings that this screen had not seen is fired as a `move` event and said in the
 * live region by its maker's name from this screen's side, then whose turn it is; a rematch says
 * the seat this person plays now; a view after a lost connection says the game goes on; a view
 * that ends the game fires `game-over`.
 */
import { fire } from './game-events.js';
import type { OnlineMove, OnlineView } from './online-mirror.js';
import type { OnlineDriver } from './online-types.js';
import { onlineMoverName } from './online-words.js';

/** The driver's words this needs: the live region and whose turn it is. */
type Teller = Pick<OnlineDriver<unknown>, 'announce' | 'turnWords'>;

/** The seat a view's screen plays, in words: "Player 2", or "nobody (watching)". */
export function playerWords(view: OnlineView | null): string {
  const s = view?.seat ?? null;
  return s === null ? 'nobody (watching)' : `Player ${s + 1}`;
}

/**
 * Tells what `view` brings: `news` (its moves not seen before), after `before` (the previous
 * view, or null); `back`: the first view after the connection was lost.
 */
export function tellView(
  host: HTMLElement,
  d: Teller,
  view: OnlineView,
  before: OnlineView | null,
  news: readonly OnlineMove[],
  back: boolean,
): void {
  if (back) d.announce('Reconnected: the game goes on.');
  if (before && view.round !== before.round)
    d.announce(`Rematch: seats swapped, you play ${playerWords(view)}.`);
  else tellMoves(host, d, news, view);
  if (view.outcome && news.length > 0) fire(host, 'game-over', { result: view.outcome });
}

/** Announces the moves of the others (the person's own move is announced as it lands too). */
function tellMoves(
  host: HTMLElement,
  d: Teller,
  news: readonly OnlineMove[],
  view: OnlineView,
): void {
  if (news.length === 0) return;
  const said = news.map((m) => {
    fire(host, 'move', {
      seat: m.seat,
      action: m.action,
      description: m.description,
      by: m.by === 'ai' ? 'ai' : 'human',
    });
    if (m.seat < 0) return `${m.description}.`;
    return `${onlineMoverName(view, { seat: m.seat, by: m.by ?? null })}: ${m.description}.`;
  });
  const end = view.toMove === null ? ' Game over.' : ` ${d.turnWords(view.toMove)}`;
  d.announce(said.join(' ') + end);
}
