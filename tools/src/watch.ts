#!/usr/bin/env node
/**
 * `pnpm watch`: watch two AIs play Dice Matrix in the terminal, move by move, with the board
 * redrawn in colour (the web arcade is `pnpm start`).
 */
import { Match, TERMINAL, deriveSeed } from '@matrix-arcade/core';
import { type DiceMatrixState, diceMatrix } from '@matrix-arcade/dice-matrix';
import { checkBotSpec, makeBot } from './bots.js';
import { gameOptions, intFlag, parseCli } from './cli-args.js';
import { UsageError } from './games.js';
import { renderDiceMatrix } from './render-dice-matrix.js';

const USAGE = `usage: pnpm watch [--seed S] [--a BOT] [--b BOT] [--delay MS] [--option key=value]

Watch two AIs play Dice Matrix. Bots: random, greedy, mcts, mcts:N (default mcts:400 vs greedy).`;

async function main(argv: string[]) {
  const { values, positionals } = parseCli(argv, {
    seed: { type: 'string' },
    a: { type: 'string' },
    b: { type: 'string' },
    delay: { type: 'string' },
    option: { type: 'string', multiple: true },
    help: { type: 'boolean' },
  });
  if (values.help) return console.log(USAGE);
  if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const seed = intFlag(values.seed, '--seed', Math.floor(Math.random() * 1e6), 0, 2 ** 32 - 1);
  const specs = [
    (values.a as string | undefined) ?? 'mcts:400',
    (values.b as string | undefined) ?? 'greedy',
  ];
  checkBotSpec(specs[0]!, '--a');
  checkBotSpec(specs[1]!, '--b');
  const tty = Boolean(process.stdout.isTTY);
  const delay = intFlag(values.delay, '--delay', tty ? 600 : 0, 0, 60_000);
  const options = gameOptions(diceMatrix, values.option as string[] | undefined);
  const bots = specs.map((s, i) => makeBot(s, deriveSeed(seed, 10 + i), {}));
  const match = new Match(diceMatrix, options, seed);
  const say = (text: string) => console.log(text);
  const board = (s: DiceMatrixState) => {
    if (tty) process.stdout.write('\x1b[2J\x1b[H');
    say(`Dice Matrix — seed ${seed} — Player 1: ${specs[0]}, Player 2: ${specs[1]}\n`);
    say(renderDiceMatrix(s, tty));
    say('');
  };
  // On a terminal the board is redrawn after every move; in a log it is printed at both ends.
  board(match.state);
  for (let moveNo = 1; diceMatrix.currentPlayer(match.state) !== TERMINAL; moveNo++) {
    const s = match.state;
    const seat = diceMatrix.currentPlayer(s);
    const action = bots[seat]!.chooseAction(diceMatrix, diceMatrix.observe(s, seat), seat);
    const line = `Move ${moveNo}, Player ${seat + 1} (${specs[seat]}): ${diceMatrix.describeAction(s, action)}`;
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
  say(`\n${diceMatrix.outcome(match.state)!.summary}`);
}

main(process.argv.slice(2)).catch((e) => {
  if (e instanceof UsageError) {
    console.error(`watch: ${e.message}\n\n${USAGE}`);
    process.exit(2);
  }
  console.error(e);
  process.exit(1);
});
