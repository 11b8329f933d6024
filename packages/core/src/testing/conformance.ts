/**
 * The conformance suite every game runs first. It is framework-free: it returns named checks
 * that a test file registers (`for (const c of conformanceChecks(game)) it(c.name, c.run)`),
 * each throwing an `Error` that says what broke. It drives the game through random playouts
 * and checks the contract of `Game`: playouts finish, legal moves exist until the end, illegal
 * moves are rejected without changing anything, `apply` is pure, saves and replays round-trip,
 * and observations carry no hidden information; a game with `previewAction` also has it checked
 * (preview-check.ts).
 */
import { deepEqual } from '../deep-equal.js';
import { IllegalActionError, OptionsError, ValidationError } from '../errors.js';
import { CHANCE, TERMINAL, type Action, type AnyGame, hidesInformation } from '../game.js';
import { Match, sampleChance } from '../match.js';
import { checkReplay, parseReplay, replayOf } from '../replay.js';
import { type Rng, createRng } from '../rng.js';
import { loadState, saveState } from '../saves.js';
import { checkPreview } from './preview-check.js';

export interface ConformanceOptions {
  /** Seeds of the random playouts (default 1..8). */
  readonly seeds?: readonly number[];
  /** Option sets to test (default: the defaults only). */
  readonly options?: readonly object[];
  /** A playout longer than this fails (default 10,000 steps). */
  readonly maxSteps?: number;
  /** States sampled per playout for the slower checks (default 6). */
  readonly samplesPerGame?: number;
}

export interface ConformanceCheck {
  readonly name: string;
  readonly run: () => void;
}

function check(cond: unknown, message: string): asserts cond {
  if (!cond) throw new Error(message);
}

const json = (v: unknown) => JSON.parse(JSON.stringify(v));

/** Plays a random game and returns every state visited (setup first). */
function randomPlayout(game: AnyGame, options: object, seed: number, maxSteps: number): unknown[] {
  const rng = createRng(seed ^ 0x5eed);
  let state = game.setup(options, seed);
  const states = [state];
  for (let step = 0; ; step++) {
    const p = game.currentPlayer(state);
    if (p === TERMINAL) return states;
    check(step < maxSteps, `a random playout (seed ${seed}) did not end within ${maxSteps} steps`);
    let action: Action;
    if (p === CHANCE) {
      const outcomes = game.chanceOutcomes(state);
      check(outcomes.length > 0, `chance node without outcomes (seed ${seed}, step ${step})`);
      const sum = outcomes.reduce((a, o) => a + o.probability, 0);
      check(Math.abs(sum - 1) < 1e-9, `chance probabilities sum to ${sum}, not 1`);
      action = sampleChance(outcomes, rng);
    } else {
      check(
        p >= 0 && p < game.numSeats(state),
        `currentPlayer ${p} is not a seat, CHANCE or TERMINAL`,
      );
      const legal = game.legalActions(state);
      check(
        legal.length > 0,
        `no legal action for seat ${p} before the end (seed ${seed}, step ${step})`,
      );
      check(new Set(legal).size === legal.length, 'legalActions has duplicates');
      check(
        legal.every((a: unknown) => Number.isSafeInteger(a) && (a as number) >= 0),
        'actions must be non-negative integers',
      );
      action = legal[rng.int(legal.length)]!;
    }
    state = game.apply(state, action);
    states.push(state);
  }
}

function sample<T>(items: readonly T[], k: number, rng: Rng): T[] {
  const out: T[] = [];
  for (let i = 0; i < k; i++) out.push(items[rng.int(items.length)]!);
  return out;
}

export function conformanceChecks(
  game: AnyGame,
  opts: ConformanceOptions = {},
): ConformanceCheck[] {
  const seeds = opts.seeds ?? [1, 2, 3, 4, 5, 6, 7, 8];
  const optionSets = opts.options ?? [{}];
  const maxSteps = opts.maxSteps ?? 10_000;
  const perGame = opts.samplesPerGame ?? 6;
  const checks: ConformanceCheck[] = [];
  const add = (name: string, body: (options: object, seed: number) => void) => {
    optionSets.forEach((options) => {
      const label = Object.keys(options).length ? ` ${JSON.stringify(options)}` : '';
      checks.push({
        name: `${game.id}: ${name}${label}`,
        run: () => {
          for (const s of seeds) body(options, s);
        },
      });
    });
  };

  add(
    'setup is deterministic per seed, agrees with setupFrom and rejects unknown options',
    (options, seed) => {
      check(
        deepEqual(
          game.codec.toJSON(game.setup(options, seed)),
          game.codec.toJSON(game.setup(options, seed)),
        ),
        'same seed gave different setups',
      );
      if (typeof game.setupFrom === 'function') {
        check(
          deepEqual(
            game.codec.toJSON(game.setup(options, seed)),
            game.codec.toJSON(game.setupFrom(options, createRng(seed))),
          ),
          'setupFrom(options, createRng(seed)) must set up what setup(options, seed) does',
        );
      }
      let threw: unknown;
      try {
        game.setup({ ...options, notAnOption: true }, seed);
      } catch (e) {
        threw = e;
      }
      check(OptionsError.is(threw), 'an unknown option must throw OptionsError');
    },
  );

  add(
    'random playouts finish with legal moves until the end and valid returns',
    (options, seed) => {
      const states = randomPlayout(game, options, seed, maxSteps);
      const last = states[states.length - 1];
      const r = game.returns(last);
      check(r.length === game.numSeats(last), 'returns must have one entry per seat');
      check(
        r.every((x: number) => x >= 0 && x <= 1),
        `returns must be in [0, 1], got ${r}`,
      );
      check(game.outcome(last) !== null, 'outcome must be set at the end');
      check(game.legalActions(last).length === 0, 'no legal actions after the end');
      for (const s of states.slice(0, -1))
        check(game.outcome(s) === null, 'outcome must be null before the end');
    },
  );

  add(
    'illegal actions throw IllegalActionError from apply and describeAction and change nothing; apply is pure',
    (options, seed) => {
      const rng = createRng(seed);
      const states = randomPlayout(game, options, seed, maxSteps);
      for (const s of sample(states, perGame, rng)) {
        const before = json(game.codec.toJSON(s));
        const legal = new Set<number>(
          game.currentPlayer(s) === CHANCE
            ? game.chanceOutcomes(s).map((o: { action: number }) => o.action)
            : game.legalActions(s),
        );
        const max = Math.max(64, ...legal) * 2;
        const bad = [
          -1,
          0.5,
          Number.NaN,
          max,
          ...Array.from({ length: 8 }, () => rng.int(max)),
        ].filter((a) => !legal.has(a));
        for (const a of bad) {
          let threw: unknown;
          try {
            game.apply(s, a);
          } catch (e) {
            threw = e;
          }
          check(
            IllegalActionError.is(threw),
            `action ${a} is illegal but apply did not throw IllegalActionError`,
          );
          check(
            (threw as Error).message.length > `Illegal action ${a}: `.length,
            'an IllegalActionError must say why',
          );
          check(
            deepEqual(json(game.codec.toJSON(s)), before),
            `rejecting action ${a} changed the state`,
          );
          // The contract: words are only for a move the state allows, never "action 999999".
          let described: unknown;
          try {
            described = game.describeAction(s, a);
          } catch (e) {
            described = e;
          }
          check(
            IllegalActionError.is(described),
            `action ${a} is illegal but describeAction did not throw IllegalActionError (it gave ${JSON.stringify(described)})`,
          );
        }
        for (const a of legal) game.apply(s, a);
        check(
          deepEqual(json(game.codec.toJSON(s)), before),
          'apply mutated the state it was given',
        );
      }
    },
  );

  add(
    'states round-trip through versioned JSON; corrupt saves are rejected by field',
    (options, seed) => {
      const rng = createRng(seed);
      for (const s of sample(randomPlayout(game, options, seed, maxSteps), perGame, rng)) {
        const text = JSON.stringify(saveState(game, s));
        const back = loadState(game, text);
        check(
          deepEqual(json(game.codec.toJSON(back)), json(game.codec.toJSON(s))),
          'a loaded save differs from the saved state',
        );
        check(
          deepEqual(game.legalActions(back), game.legalActions(s)),
          'a loaded save has different legal actions',
        );
        for (const corrupt of [
          null,
          42,
          '{',
          { ...JSON.parse(text), state: {} },
          { ...JSON.parse(text), game: 'other' },
        ]) {
          let threw: unknown;
          try {
            loadState(game, corrupt);
          } catch (e) {
            threw = e;
          }
          check(
            ValidationError.is(threw),
            `a corrupt save (${JSON.stringify(corrupt)}) must throw ValidationError`,
          );
        }
      }
    },
  );

  add('replays reproduce the game and check out', (options, seed) => {
    const bot = createRng(seed + 99);
    const match = new Match(game, options, seed);
    const moves: Action[] = [];
    for (let i = 0; game.currentPlayer(match.state) !== TERMINAL; i++) {
      check(i < maxSteps, 'a match did not end');
      const legal = game.legalActions(match.state);
      const a = legal[bot.int(legal.length)]!;
      moves.push(a);
      match.play(a);
    }
    const replay = parseReplay(game, JSON.stringify(replayOf(match)));
    check(checkReplay(game, replay, match.state), 'the replay did not reach the final state');
    const again = new Match(game, options, seed);
    for (const a of moves) again.play(a);
    check(
      deepEqual(game.codec.toJSON(again.state), game.codec.toJSON(match.state)),
      'seed + moves did not reproduce the game',
    );
  });

  add('observations are JSON, consistent, and hide what the seat cannot know', (options, seed) => {
    const rng = createRng(seed);
    let hiddenSeen = false;
    for (const s of sample(randomPlayout(game, options, seed, maxSteps), perGame * 2, rng)) {
      for (let seat = 0; seat < game.numSeats(s); seat++) {
        const o = game.observe(s, seat);
        check(deepEqual(json(o), o), 'an observation must be plain JSON');
        check(deepEqual(game.observe(s, seat), o), 'observe must be deterministic');
        for (let k = 0; k < 3; k++) {
          const world = game.determinize(json(o), rng);
          check(
            deepEqual(game.observe(world, seat), o),
            'a determinization must give the same observation',
          );
          check(
            game.currentPlayer(world) === game.currentPlayer(s),
            'a determinization changed the player to move',
          );
          if (game.currentPlayer(s) === seat) {
            check(
              deepEqual([...game.legalActions(world)].sort(), [...game.legalActions(s)].sort()),
              'legal actions depend on hidden information',
            );
          }
          if (!deepEqual(json(game.codec.toJSON(world)), json(game.codec.toJSON(s))))
            hiddenSeen = true;
        }
      }
    }
    if (!hidesInformation(game, game.optionsOf(game.setup(options, seed)))) {
      check(
        !hiddenSeen,
        'the game says it hides nothing, yet a determinization differed from the state',
      );
      return;
    }
    // The observation pins a state exactly when the hidden part leaked into it.
    check(
      hiddenSeen,
      'no determinization ever differed from the true state: is hidden information in the observation?',
    );
  });

  add('every legal action has a description', (options, seed) => {
    const rng = createRng(seed);
    for (const s of sample(randomPlayout(game, options, seed, maxSteps), perGame, rng)) {
      const legal =
        game.currentPlayer(s) === CHANCE
          ? game.chanceOutcomes(s).map((o: { action: number }) => o.action)
          : game.legalActions(s);
      for (const a of legal) {
        const d = game.describeAction(s, a);
        check(typeof d === 'string' && d.trim().length > 0, `action ${a} has no description`);
      }
    }
  });

  if (typeof game.previewAction === 'function') {
    add(
      'previewAction describes legal actions as data, changes nothing, rejects illegal ones',
      (options, seed) => {
        const rng = createRng(seed + 7);
        for (const s of sample(randomPlayout(game, options, seed, maxSteps), perGame, rng)) {
          checkPreview(game, s, rng);
        }
      },
    );
  }

  return checks;
}
