/**
 * `observationCheck(game)`: a deep check of an untrusted observation, field by field, written
 * once for every game from what each game already has. The observation is made a full state by
 * the game's own `determinize` (with a fixed generator: only the shape matters), and that state
 * goes through the game's codec, whose `fromJSON` validates every field of untrusted JSON. A bad
 * field (`matrix: [1, 2]`, `scores: 'abc'`) is refused with a `ValidationError` at the field's path
 * under `observation`; an observation that is not this game's at all (another game's, a field
 * missing) is refused with one saying so, never a bare `TypeError` from inside the rules. The
 * engine's door (`EngineKernel.checkObservation` in ai-wasm) runs it before any search.
 */
import { ValidationError, errorCode } from './errors.js';
import type { Game } from './game.js';
import { createRng } from './rng.js';
import { obj } from './validate.js';

/** A `ValidationError` at `observation…` in place of the codec's `state…`. */
function asObservationError(e: ValidationError): ValidationError {
  const path = e.path.replace(/^state\b/, 'observation');
  const message = e.message.startsWith(`${e.path}: `)
    ? e.message.slice(e.path.length + 2)
    : e.message;
  return new ValidationError(path, message);
}

/** The check: throws `ValidationError` naming the bad field of an observation of `game`. */
export function observationCheck<S, O>(game: Game<S, O, object>): (observation: unknown) => void {
  const notThisGame = () =>
    new ValidationError(
      'observation',
      `not a ${game.id} observation: its fields are not this game's`,
    );
  return (observation) => {
    obj(observation, 'observation');
    try {
      const state = game.determinize(observation as O, createRng(0));
      game.codec.fromJSON(JSON.parse(JSON.stringify(game.codec.toJSON(state))));
    } catch (e) {
      if (ValidationError.is(e)) throw asObservationError(e);
      if (errorCode(e) !== null) throw e;
      throw notThisGame();
    }
  };
}
