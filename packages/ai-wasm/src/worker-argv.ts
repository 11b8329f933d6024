/**
 * The Node flags an engine worker thread starts with. A worker inherits its process's flags
 * (`process.execArgv`) unless told otherwise; those that give the main script on the command line
 * (`-e`/`--eval`, `-p`/`--print` and their code, `--input-type`) make a worker started from a
 * file fail (`ERR_INPUT_TYPE_NOT_ALLOWED`, or the code run again), so they are left out and every
 * other flag (`--conditions`, `--max-old-space-size`, …) is passed on.
 */

/** Flags followed by the script's code or its type as the next argument. */
const WITH_VALUE = /^(-e|-p|-pe|-ep|--eval|--print|--input-type)$/;
/** The same flags with their value joined by `=`. */
const JOINED = /^(--eval|--print|--input-type)=/;

/** `argv` (a process's `execArgv`) without the flags that give a script on the command line. */
export function workerArgv(argv: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    if (WITH_VALUE.test(a)) i++;
    else if (!JOINED.test(a)) out.push(a);
  }
  return out;
}
