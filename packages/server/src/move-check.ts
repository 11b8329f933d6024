/**
 * The checks a seat's move passes before it is played (duel.ts): the message's shape, that the
 * game goes on, that the seat is to move, that the move answers the turn the game is at (a move
 * sent before another landed is stale), and that the action is among the game's legal actions.
 * Each refusal is coded and nothing has been changed when it is thrown.
 */
import { type Action, type AnyGame, TERMINAL } from '@matrix-arcade/core';
import { OnlineError } from './errors.js';

/** The action of `seat`'s move at `turn` in `state` (the game at turn `now`), or a refusal. */
export function checkMove(
  game: AnyGame,
  state: unknown,
  now: number,
  seat: number,
  action: unknown,
  turn: unknown,
): Action {
  if (!Number.isInteger(action) || !Number.isInteger(turn)) {
    throw new OnlineError('BAD_MESSAGE', 'a move is { action: integer, turn: integer }');
  }
  const p = game.currentPlayer(state);
  if (p === TERMINAL) throw new OnlineError('GAME_OVER', 'the game is over: ask for a rematch');
  if (p !== seat) {
    throw new OnlineError('NOT_YOUR_TURN', `it is not your turn (seat ${p + 1} is to move)`);
  }
  if (turn !== now) {
    throw new OnlineError(
      'STALE_TURN',
      `this move answers turn ${turn}; the game is at turn ${now}`,
    );
  }
  if (!game.legalActions(state).includes(action as number)) {
    throw new OnlineError('ILLEGAL_ACTION', `action ${action} is not one of your legal moves now`);
  }
  return action as Action;
}
