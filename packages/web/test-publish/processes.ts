/**
 * Long-running helper processes of the release test (the Verdaccio registry, Vite servers) that
 * must never outlive it. Each one runs under a small Node guard that leads its own process group
 * and holds a pipe from the test: the test stops a group with `stopAll()` (afterAll), kills every
 * group on exit, and if the test process dies without either (a crash, SIGKILL), the pipe closes
 * and the guard kills its child. Also a free-port finder and a wait for an HTTP answer.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** Runs argv[1..] as a child; kills it (and exits once it is gone) when stdin closes or on SIGTERM. */
const GUARD = `
const { spawn } = require('node:child_process');
const child = spawn(process.argv[1], process.argv.slice(2), { stdio: ['ignore', 'inherit', 'inherit'] });
let stopping = false;
const stop = () => { stopping = true; try { child.kill('SIGKILL'); } catch {} };
process.stdin.on('end', stop);
process.stdin.on('close', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
child.on('exit', (code) => process.exit(stopping ? 0 : (code ?? 1)));
`;

export interface Guarded {
  readonly child: ChildProcess;
  /** Everything the process printed so far (for error messages). */
  output(): string;
  /** Whether it has exited. */
  exited(): boolean;
}

const running = new Set<ChildProcess>();

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

process.on('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL');
});

/** Starts `cmd args` under a guard, in its own process group. */
export function startGuarded(
  cmd: string,
  args: string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv },
): Guarded {
  const child = spawn(process.execPath, ['-e', GUARD, cmd, ...args], {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  running.add(child);
  let text = '';
  child.stdout!.on('data', (d: Buffer) => {
    text += d.toString();
  });
  child.stderr!.on('data', (d: Buffer) => {
    text += d.toString();
  });
  let done = false;
  child.on('exit', () => {
    done = true;
    running.delete(child);
  });
  return { child, output: () => text, exited: () => done };
}

/** Stops every guarded process group and waits until each has exited. */
export async function stopAll(): Promise<void> {
  const children = [...running];
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((done) => {
          if (child.exitCode !== null || child.signalCode !== null) return done();
          child.once('exit', () => done());
          killGroup(child, 'SIGTERM');
          // The guard SIGKILLs its child on SIGTERM; a stuck group gets SIGKILL too.
          setTimeout(() => killGroup(child, 'SIGKILL'), 5000).unref();
        }),
    ),
  );
}

/** A TCP port nobody listens on at the moment, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Waits until `url` answers 200 (the process must stay up meanwhile); about 60 s at most. */
export async function waitForHttp(url: string, proc: Guarded, what: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (proc.exited()) throw new Error(`${what} exited before answering:\n${proc.output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} did not answer ${url}:\n${proc.output()}`);
}
