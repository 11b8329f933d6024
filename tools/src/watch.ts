#!/usr/bin/env node
/**
 * `pnpm watch [game]`: watch AIs play any registered game in the terminal (the first registered game
 * unless named), move by move, drawn with the game's `renderText` picture (in colour on a terminal) or,
 * for a game without one, as its state in plain JSON (the web arcade is `pnpm start`). A game not
 * over after `--max-steps` moves (core's `BOT_STEP_BUDGET` by default) is stopped there.
 */
import type { InlineEngine } from '@matrix-arcade/ai-wasm';
import {
  type AnyGameDescriptor,
  BOT_STEP_BUDGET,
  Match,
  TERMINAL,
  deriveSeed,
} from '@matrix-arcade/core';
import { checkBotSpec, makeBot, usesWasm } from './bots.js';
import { gameOptions, intFlag, parseCli } from './cli-args.js';
import { inlineEngine } from './engines.js';
import { ENTRIES, GAMES, REGISTRY, findGame } from './games.js';
import { UsageError } from './usage-error.js';

/** The first game of the registry. */
const DEFAULT_GAME = REGISTRY[0]!.descriptor.game.id;

const USAGE = `usage: pnpm watch [game] [--seed S] [--a BOT] [--b BOT] [--delay MS] [--max-steps N] [--option key=value]

Watch two AIs play ${GAMES[DEFAULT_GAME]!.title}, or one AI play a game named: ${Object.keys(GAMES).join(', ')}.
Bots: random, greedy, mcts, mcts:N, wasm, wasm:N (default mcts:400 vs greedy; a solitaire takes --a only).`;

/** The picture of a state: the descriptor's, else the state as plain JSON. */
function picture(d: AnyGameDescriptor, state: unknown, colour: boolean): string {
  if (d.renderText) return d.renderText(state, { colour });
  return JSON.stringify(state);
}

async function main(argv: string[]) {
  const { values, positionals } = parseCli(argv, {
    seed: { type: 'string' },
    a: { type: 'string' },
    b: { type: 'string' },
    delay: { type: 'string' },
    'max-steps': { type: 'string' },
    option: { type: 'string', multiple: true },
    help: { type: 'boolean' },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length > 1) throw new UsageError(`unexpected argument "${positionals[1]}"`);
  const game = findGame(positionals[0] ?? DEFAULT_GAME);
  const descriptor = ENTRIES[game.id]!.descriptor;
  const options = gameOptions(game, values.option as string[] | undefined);
  // A game whose options choose the seat count (a solo map of a 1–2 player game) is a solitaire too.
  const seats = game.players.max === 1 || game.numSeats(game.setup(options, 1)) === 1 ? 1 : 2;
  if (seats === 1 && values.b !== undefined) {
    throw new UsageError(`${game.id} is a solitaire: give --a only`);
  }
  const seed = intFlag(values.seed, '--seed', Math.floor(Math.random() * 1e6), 0, 2 ** 32 - 1);
  const specs = [
    (values.a as string | undefined) ?? 'mcts:400',
    (values.b as string | undefined) ?? 'greedy',
  ].slice(0, seats);
  for (const [i, s] of specs.entries()) checkBotSpec(s, i === 0 ? '--a' : '--b', game.id);
  const tty = Boolean(process.stdout.isTTY);
  const delay = intFlag(values.delay, '--delay', tty ? 600 : 0, 0, 60_000);
  const maxSteps = intFlag(values['max-steps'], '--max-steps', BOT_STEP_BUDGET);
  let engine: InlineEngine<unknown> | undefined;
  if (specs.some(usesWasm)) engine = await inlineEngine(game.id);
  const bots = specs.map((s, i) => makeBot(s, deriveSeed(seed, 10 + i), {}, engine, game.id));
  const match = new Match(game, options, seed);
  const say = (text: string) => console.log(text);
  const players = specs.map((s, i) => `Player ${i + 1}: ${s}`).join(', ');
  const board = (s: unknown) => {
    if (tty) process.stdout.write('\x1b[2J\x1b[H');
    say(`${game.title} — seed ${seed} — ${players}\n`);
    say(picture(descriptor, s, tty));
    say('');
  };
  // On a terminal the board is redrawn after every move; in a log it is printed at both ends.
  board(match.state);
  for (
    let moveNo = 1;
    game.currentPlayer(match.state) !== TERMINAL && moveNo <= maxSteps;
    moveNo++
  ) {
    const s = match.state;
    const seat = game.currentPlayer(s);
    const action = bots[seat]!.chooseAction(game, game.observe(s, seat), seat);
    const line = `Move ${moveNo}, Player ${seat + 1} (${specs[seat]}): ${game.describeAction(s, action)}`;
    match.play(action);
    if (tty) {
      board(match.state);
      say(line);
      if (delay) await new Promise((r) => setTimeout(r, delay));
    } else {
      say(line);
    }
  }
  if (!tty) board(match.state);
  const outcome = game.outcome(match.state);
  say(
    `\n${outcome ? outcome.summary : `Stopped after ${maxSteps} moves: the game had not ended.`}`,
  );
}

main(process.argv.slice(2)).catch((e) => {
  if (e instanceof UsageError) {
    console.error(`watch: ${e.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(e);
  process.exit(1);
});
