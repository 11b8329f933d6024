/**
 * Runs a built tool (from `dist`, where its worker scripts are) in the test's own process, as
 * its bin would: the same arguments, words and exit status, without starting a node process per
 * call (tens of them cost a minute of the suite).
 */
import type { Cli } from './cli-main.js';
import { runMain } from './cli-main.js';

/** The tools with a `<name>Cli` export. */
export type ToolName = 'calibrate' | 'series' | 'simulate' | 'solve';

/**
 * The built tool `name` (`dist/<name>.js`, where its worker scripts are): loaded by its URL, so
 * the type check, which runs before any build, does not need `dist`.
 */
export async function builtTool(name: ToolName): Promise<Cli> {
  const module = (await import(new URL(`../dist/${name}.js`, import.meta.url).href)) as Record<
    string,
    Cli
  >;
  const cli = module[`${name}Cli`];
  if (!cli) throw new Error(`dist/${name}.js has no ${name}Cli export: build the tools first`);
  return cli;
}

export interface ToolRun {
  status: number;
  stdout: string;
  stderr: string;
}

/** The tool's exit status and what it wrote, each line ended by a newline as on a terminal. */
export async function runTool(name: ToolName, args: string[]): Promise<ToolRun> {
  const cli = await builtTool(name);
  const out: string[] = [];
  const err: string[] = [];
  const status = await runMain(cli, args, {
    out: (line) => out.push(`${line}\n`),
    err: (line) => err.push(`${line}\n`),
  });
  return { status, stdout: out.join(''), stderr: err.join('') };
}
