/**
 * Versioned JSON for MATR1X ØVERLØAD states. `toJSON` writes the state's fields as they are
 * (card codes); `fromJSON` reads untrusted JSON and checks every field and every rule that ties
 * fields together: each card of the deck exactly once across deck, stacks, royals, ICE, hand
 * and set-aside pile; each card where its role allows it; stacks built the way play builds
 * them; the ending consistent with the table. It throws `ValidationError` naming the field.
 */
import {
  type ActionPreviewBase,
  type StateCodec,
  ValidationError,
  validate,
} from '@matrix-arcade/core';
import type { MatrixOverloadObservation } from './observation.js';
import { CELLS, POSITIONS } from './actions.js';
import { PROGRAM, ROYAL } from './cards.js';
import { type OverloadRules, rules as standardRules } from './rules.js';
import { copyFields } from './state-fields.js';
import { ENDINGS, type Ending, type MatrixOverloadState } from './state.js';

export const CODEC_VERSION = 1;

const STATE_KEYS = [
  'stacks',
  'deck',
  'unknown',
  'royals',
  'dead',
  'ice',
  'hand',
  'setAside',
  'idle',
  'ending',
];

/** Largest idle count a save may hold (far above any loop limit). */
const MAX_IDLE = 100_000;

function onlyKeys(o: Record<string, unknown>, keys: readonly string[], path: string): void {
  for (const k of Object.keys(o)) {
    if (!keys.includes(k)) throw new ValidationError(`${path}.${k}`, 'unknown field');
  }
  for (const k of keys) {
    if (!(k in o)) throw new ValidationError(`${path}.${k}`, 'missing field');
  }
}

function baseJSON(s: MatrixOverloadState): Record<string, unknown> {
  return {
    stacks: s.stacks.map((st) => st.slice()),
    deck: s.deck.slice(),
    unknown: s.unknown,
    royals: s.royals.slice(),
    dead: s.dead.slice(),
    ice: s.ice.map((pile) => pile.slice()),
    hand: s.hand,
    setAside: s.setAside.slice(),
    idle: s.idle,
    ending: s.ending,
  };
}

/** The codec of a ruleset (its deck fixes the card codes). */
export function createCodec<S extends MatrixOverloadState>(
  rules: OverloadRules<S, MatrixOverloadObservation, ActionPreviewBase>,
): StateCodec<S> {
  const deck = rules.deck;
  const text = (c: number) => deck.text[c]!;
  const fields = rules.stateFields;
  const keys = [...STATE_KEYS, ...fields.map((f) => f.key)];

  function toJSON(s: S): unknown {
    const out = baseJSON(s);
    copyFields(fields, s, out);
    return out;
  }

  function fromJSON(json: unknown): S {
    const { obj, arr, int, ints, bool, str } = validate;
    const max = deck.size - 1;
    const o = obj(json, 'state');
    onlyKeys(o, keys, 'state');
    const stacks = arr(o.stacks, 'state.stacks', CELLS).map((st, i) =>
      ints(st, `state.stacks[${i}]`, 0, max),
    );
    const deckCards = ints(o.deck, 'state.deck', 0, max);
    const unknown = int(o.unknown, 'state.unknown', 0, deckCards.length);
    const royals = ints(o.royals, 'state.royals', -1, max, POSITIONS);
    const dead = arr(o.dead, 'state.dead', POSITIONS).map((d, p) => bool(d, `state.dead[${p}]`));
    const ice = arr(o.ice, 'state.ice', POSITIONS).map((pile, p) =>
      ints(pile, `state.ice[${p}]`, 0, max),
    );
    const hand = int(o.hand, 'state.hand', -1, max);
    const setAside = ints(o.setAside, 'state.setAside', 0, max);
    const idle = int(o.idle, 'state.idle', 0, MAX_IDLE);
    const ending: Ending | null =
      o.ending === null ? null : (str(o.ending, 'state.ending', ENDINGS) as Ending);

    const family: MatrixOverloadState = {
      stacks,
      deck: deckCards,
      unknown,
      royals,
      dead,
      ice,
      hand,
      setAside,
      idle,
      ending,
    };
    // The edition's fields complete the family's state into the edition's.
    const s = family as S;
    for (const f of fields) Reflect.set(s, f.key, f.read(o[f.key], `state.${f.key}`, deck));

    // Every card of the run exactly once (an edition's mode may leave cards out).
    const inGame = rules.cardsInGame(s);
    const where = new Array<string | null>(deck.size).fill(null);
    const place = (card: number, path: string) => {
      const before = where[card];
      if (inGame !== null && !inGame[card]) {
        throw new ValidationError(path, `${text(card)} is not in this run's deck`);
      }
      if (before !== null) {
        throw new ValidationError(path, `${text(card)} is already at ${before}`);
      }
      where[card] = path;
    };
    for (let i = 0; i < stacks.length; i++) {
      for (let j = 0; j < stacks[i]!.length; j++) place(stacks[i]![j]!, `state.stacks[${i}][${j}]`);
    }
    for (let i = 0; i < deckCards.length; i++) place(deckCards[i]!, `state.deck[${i}]`);
    for (let p = 0; p < POSITIONS; p++)
      if (royals[p]! >= 0) place(royals[p]!, `state.royals[${p}]`);
    for (let p = 0; p < POSITIONS; p++) {
      for (let j = 0; j < ice[p]!.length; j++) place(ice[p]![j]!, `state.ice[${p}][${j}]`);
    }
    if (hand >= 0) place(hand, 'state.hand');
    for (let i = 0; i < setAside.length; i++) place(setAside[i]!, `state.setAside[${i}]`);
    for (const f of fields) {
      const held = f.cards?.(Reflect.get(s, f.key)) ?? [];
      for (let i = 0; i < held.length; i++) place(held[i]!, `state.${f.key}[${i}]`);
    }
    let total = deck.size;
    if (inGame !== null) total = inGame.filter(Boolean).length;
    for (let c = 0; c < deck.size; c++) {
      if (where[c] === null && (inGame === null || inGame[c])) {
        throw new ValidationError(
          'state',
          `all ${total} cards must be somewhere: ${text(c)} is missing`,
        );
      }
    }

    // Each card where its role allows it.
    const role = deck.role;
    stacks.forEach((st, i) => {
      if (st.length === 0 && !rules.mayBeEmpty(i)) {
        throw new ValidationError(`state.stacks[${i}]`, 'only the centre can be empty');
      }
      st.forEach((c, j) => {
        const why = rules.stackReason(c, j === 0 ? -1 : st[j - 1]!);
        if (why !== null) throw new ValidationError(`state.stacks[${i}][${j}]`, why);
      });
    });
    royals.forEach((c, p) => {
      if (c >= 0 && role[c] !== ROYAL) {
        throw new ValidationError(`state.royals[${p}]`, `${text(c)} is not a royal`);
      }
      if (c < 0 && dead[p]) {
        throw new ValidationError(`state.dead[${p}]`, 'no royal is placed there');
      }
    });
    ice.forEach((pile, p) => {
      pile.forEach((c, j) => {
        if (role[c] !== PROGRAM) {
          throw new ValidationError(`state.ice[${p}][${j}]`, `${text(c)} cannot be ICE`);
        }
      });
    });
    setAside.forEach((c, i) => {
      if (role[c] !== ROYAL) {
        throw new ValidationError(`state.setAside[${i}]`, `${text(c)} is not a royal`);
      }
    });

    // The hand, the setup phase and the ending.
    if (ending === null && hand < 0) {
      throw new ValidationError('state.hand', 'a run that goes on has a card in hand');
    }
    if (ending !== null && hand >= 0) {
      throw new ValidationError('state.hand', 'expected -1: the run is over');
    }
    if (setAside.length > 0) {
      if (role[hand] !== ROYAL) {
        throw new ValidationError('state.hand', 'set-aside royals are placed before any draw');
      }
      if (unknown !== deckCards.length || idle !== 0) {
        throw new ValidationError(
          'state.setAside',
          'royals are set aside only before the first draw',
        );
      }
    }
    let livingBlack = -1;
    let alive = 0;
    for (let p = 0; p < POSITIONS; p++) {
      if (royals[p]! < 0 || dead[p]) continue;
      alive++;
      if (rules.health(s, p) > rules.settings.blackIceAbove) livingBlack = p;
    }
    let killed = 0;
    for (let p = 0; p < POSITIONS; p++) if (dead[p]) killed++;
    const allDead = killed === deck.royals.length;
    const limit = rules.settings.loopFactor * rules.circulation(s);
    if (ending !== 'black-ice' && livingBlack >= 0) {
      throw new ValidationError(
        `state.ice[${livingBlack}]`,
        `${text(royals[livingBlack]!)} has health ${rules.health(s, livingBlack)}: black ICE ends the run`,
      );
    }
    switch (ending) {
      case null:
        if (allDead)
          throw new ValidationError('state.ending', 'every royal is dead: expected "win"');
        if (idle >= rules.loopLimit(s)) {
          throw new ValidationError('state.idle', `expected less than ${rules.loopLimit(s)}`);
        }
        break;
      case 'win':
        if (!allDead) throw new ValidationError('state.ending', 'a win needs every royal dead');
        break;
      case 'out-of-time':
        if (deckCards.length > 0 || alive === 0) {
          throw new ValidationError(
            'state.ending',
            'out of time needs an empty deck and a living royal',
          );
        }
        break;
      case 'black-ice':
        if (livingBlack < 0) {
          throw new ValidationError('state.ending', 'black ICE needs a living royal above 20');
        }
        break;
      case 'infinite-loop':
        // Caught by the stalling limit, or stuck for good right after progress (ruling 29).
        if (
          deckCards.length === 0 ||
          (idle < limit && !(idle === 0 && rules.stuck(royals, dead, ice, s)))
        ) {
          throw new ValidationError(
            'state.idle',
            `an infinite loop needs a deck and either at least ${limit} idle cards or no kill left possible`,
          );
        }
        break;
    }
    return s;
  }

  return { version: CODEC_VERSION, toJSON, fromJSON };
}

/** The codec of the standard game. */
export const codec: StateCodec<MatrixOverloadState> = createCodec(standardRules);
