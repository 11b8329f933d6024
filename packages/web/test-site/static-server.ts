/**
 * A static host for the built site (`build/site`), as a plain one serves it: the files with their
 * content types and nothing else, on 127.0.0.1. It notes every path asked (what the browser
 * fetched over the network; a service worker's answers never reach it), can be stopped and
 * started again on the same port (the network gone and back), and can serve a file's text with
 * something added (a new deployment's service worker, for the "update ready" test).
 */
import { readFileSync, statSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.json': 'application/json',
};

export interface StaticHost {
  /** The site's address, ending in `/`. */
  readonly url: string;
  /** Every path asked since the last `clear()`, in order (`/assets/x.js`; `/` for the page). */
  readonly asked: string[];
  clear(): void;
  /** Appends `text` to the file at `path` as it is served from now on (a new deployment). */
  amend(path: string, text: string): void;
  stop(): Promise<void>;
  start(): Promise<void>;
}

/** The size of a built file compressed with gzip -9, as a static host would send it. */
export function gzipSize(root: string, path: string): number {
  return gzipSync(readFileSync(fileOf(root, path)), { level: 9 }).length;
}

function fileOf(root: string, path: string): string {
  const clean = normalize(decodeURIComponent(path.split('?')[0]!)).replace(/^(\.\.[/\\])+/, '');
  const file = join(root, clean);
  return clean.endsWith('/') || statSync(file, { throwIfNoEntry: false })?.isDirectory()
    ? join(file, 'index.html')
    : file;
}

export async function serveStatic(root: string): Promise<StaticHost> {
  const asked: string[] = [];
  const amended = new Map<string, string>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((req, res) => {
        const path = (req.url ?? '/').split('?')[0]!;
        asked.push(path);
        const file = fileOf(root, path);
        const type = TYPES[extname(file)] ?? 'application/octet-stream';
        let body: Buffer;
        try {
          body = readFileSync(file);
        } catch {
          res.writeHead(404).end();
          return;
        }
        const extra = amended.get(path);
        if (extra) body = Buffer.concat([body, Buffer.from(extra)]);
        res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' }).end(body);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    url: `http://127.0.0.1:${port}/`,
    asked,
    clear: () => {
      asked.length = 0;
    },
    amend: (path, text) => amended.set(path, text),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
    start: listen,
  };
}
