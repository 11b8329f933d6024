/**
 * Runs a built tool (from `dist`, where its worker scripts are) in the test's own process, as
 * its bin would: the same arguments, words and exit status, without starting a node process per
 * call (tens of them cost a minute of the suite).
 */
import type { Cli } from './cli-main.js';
import { runMain } from './cli-main.js';

export interface ToolRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** The tool's exit status and what it wrote, each line ended by a newline as on a terminal. */
export async function runTool(cli: Cli, args: string[]): Promise<ToolRun> {
  const out: string[] = [];
  const err: string[] = [];
  const status = await runMain(cli, args, {
    out: (line) => out.push(`${line}\n`),
    err: (line) => err.push(`${line}\n`),
  });
  return { status, stdout: out.join(''), stderr: err.join('') };
}
