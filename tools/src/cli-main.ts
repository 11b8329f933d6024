/**
 * How every command-line tool runs: its `main(argv, io)` writes through `io` (never to the
 * console directly) and returns its exit status; `runMain` turns a `UsageError` into its message
 * with the usage and status 2, and any other error into status 1. `runAsCli` runs a tool when
 * its module is the process's entry (the bin), so tests import the same module and call it in
 * their own process, with the same words and statuses a shell sees.
 */
import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { UsageError } from './usage-error.js';

/** Where a tool writes: whole lines on standard output and standard error. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

export type CliMain = (argv: string[], io: CliIo) => Promise<number>;

/** A tool: its name (the prefix of its error messages), usage text and main. */
export interface Cli {
  readonly name: string;
  readonly usage: string;
  readonly main: CliMain;
}

/** The process's own streams. */
export const consoleIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
};

/** Runs a tool to its exit status: 0 done, 2 a bad command line (said with the usage), 1 a fault. */
export async function runMain(cli: Cli, argv: string[], io: CliIo): Promise<number> {
  try {
    return await cli.main(argv, io);
  } catch (e) {
    // By name: a test runs the built tool (dist) through this module from src, and each has its
    // own copy of the class.
    if (e instanceof UsageError || (e instanceof Error && e.name === 'UsageError')) {
      io.err(`${cli.name}: ${e.message}\n\n${cli.usage}`);
      return 2;
    }
    io.err(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return 1;
  }
}

/** True when the module at `moduleUrl` is the script node was started with. */
function isEntry(moduleUrl: string): boolean {
  const script = process.argv[1];
  if (!script) return false;
  try {
    return realpathSync(script) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

/** Runs the tool with the process's arguments and exits with its status, if it is the entry. */
export function runAsCli(moduleUrl: string, cli: Cli): void {
  if (!isEntry(moduleUrl)) return;
  // Exit with the status even if a handle (a worker pool, an engine) lingers.
  runMain(cli, process.argv.slice(2), consoleIo).then((code) => process.exit(code));
}
