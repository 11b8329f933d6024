/**
 * The conformance check of the optional `previewAction` (see `Game.previewAction`): on sampled
 * states of random playouts, every legal action previews as a plain JSON object naming the
 * action and the seat to move, the state is left unchanged, and illegal actions throw
 * `IllegalActionError` exactly where `apply` does. Registered by `conformanceChecks` for games
 * that have a preview.
 */
import { deepEqual } from '../deep-equal.js';
import { IllegalActionError } from '../errors.js';
import type { AnyGame } from '../game.js';
import type { Rng } from '../rng.js';

function check(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}

const json = (v: unknown) => JSON.parse(JSON.stringify(v));

/** Checks `game.previewAction` on one state; throws an `Error` saying what broke. */
export function checkPreview(game: AnyGame, s: unknown, rng: Rng): void {
  if (typeof game.previewAction !== 'function' || game.currentPlayer(s) < 0) return;
  const preview = (a: number) => game.previewAction!(s, a);
  const before = json(game.codec.toJSON(s));
  const legal: number[] = [...game.legalActions(s)];
  for (const a of legal) {
    const p = preview(a);
    check(typeof p === 'object' && p !== null, `previewAction(${a}) did not return an object`);
    check(deepEqual(json(p), p), `previewAction(${a}) must return plain JSON`);
    check(p.action === a, `previewAction(${a}) names action ${p.action}`);
    check(
      p.seat === game.currentPlayer(s),
      `previewAction(${a}) names seat ${p.seat}, but seat ${game.currentPlayer(s)} is to move`,
    );
  }
  check(
    deepEqual(json(game.codec.toJSON(s)), before),
    'previewAction changed the state it was given',
  );
  const max = Math.max(64, ...legal) * 2;
  const bad = [-1, 0.5, max, ...Array.from({ length: 6 }, () => rng.int(max))].filter(
    (a) => !legal.includes(a),
  );
  for (const a of bad) {
    let threw: unknown;
    try {
      preview(a);
    } catch (e) {
      threw = e;
    }
    check(
      IllegalActionError.is(threw),
      `action ${a} is illegal but previewAction did not throw IllegalActionError`,
    );
  }
}
