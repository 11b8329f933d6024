/**
 * Real processes for the multi-process tests and the load benchmark (not part of the public API;
 * left out of the published files): a throwaway Debian `redis-server` on a free
 * loopback port (no persistence), and game-server processes (`dist/main.js`, so the package must
 * be built) on free ports with Redis. Every process started here is stopped by its pid.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function waitForLine(
  child: ChildProcess,
  pattern: RegExp,
  what: string,
  timeoutMs = 30_000,
): Promise<string> {
  return new Promise((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(
      () => reject(new Error(`${what} did not start: ${seen.slice(-500)}`)),
      timeoutMs,
    );
    const on = (chunk: Buffer) => {
      seen += chunk.toString();
      const m = seen.match(pattern);
      if (m) {
        clearTimeout(timer);
        resolve(m[0]);
      }
    };
    child.stdout?.on('data', on);
    child.stderr?.on('data', (c: Buffer) => {
      seen += c.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${what} exited (${code}): ${seen.slice(-500)}`));
    });
  });
}

/** Stops a child by its pid and waits for it to be gone. */
export async function stop(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

export interface RedisProcess {
  readonly url: string;
  readonly child: ChildProcess;
}

/** The redis-server binary, or a clear error saying how to install it. */
export function redisServerBinary(): string {
  try {
    return execFileSync('sh', ['-c', 'command -v redis-server']).toString().trim();
  } catch {
    throw new Error(
      'redis-server is missing: run scripts/ensure-redis.sh (Debian: apt-get install redis-server)',
    );
  }
}

export interface RedisOptions {
  /** A port to use (to restart a Redis where it was); default a free one. */
  readonly port?: number;
  /** Keep an AOF in this folder (`appendfsync always`: every acknowledged write survives). */
  readonly aofDir?: string;
}

export async function startRedis(options: RedisOptions = {}): Promise<RedisProcess> {
  const port = options.port ?? (await freePort());
  const persistence = options.aofDir
    ? ['--appendonly', 'yes', '--appendfsync', 'always', '--dir', options.aofDir]
    : ['--appendonly', 'no'];
  const child = spawn(
    redisServerBinary(),
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      ...persistence,
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  await waitForLine(child, /Ready to accept connections/, 'redis-server');
  return { url: `redis://127.0.0.1:${port}`, child };
}

export interface ServerProcess {
  readonly port: number;
  readonly child: ChildProcess;
  /** Everything the process printed (for failure messages). */
  readonly output: () => string;
}

const MAIN = fileURLToPath(new URL('../dist/main.js', import.meta.url));

/** A game-server process (with Redis unless `redisUrl` is empty), reachable (and announcing itself) at 127.0.0.1:<port>. */
export async function startServerProcess(
  redisUrl: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  if (!existsSync(MAIN))
    throw new Error(`${MAIN} is missing: build the server package first (pnpm turbo run build)`);
  const port = await freePort();
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_ADDRESS: `127.0.0.1:${port}`,
      ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  child.stderr?.on('data', (c: Buffer) => {
    output += c.toString();
  });
  await waitForLine(child, /listening on \S+/, 'the game server');
  return { port, child, output: () => output };
}
