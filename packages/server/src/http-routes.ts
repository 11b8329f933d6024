/**
 * Every HTTP request the game server answers, with a size limit on every body: `GET /health`
 * (200 while the matchmaker accepts rooms, else 503, for a load balancer), `POST
 * /matchmake/<method>/<game>` (matchmaking.ts; a body over the limit gets 413 before it is
 * read, bad JSON 400, too many requests 429), and any other path goes to the host's own
 * handlers (`createGameServer({ server })`) or gets 404. Colyseus' own matchmaking routes are
 * removed: they read any body whole and joined a caller to a room it did not name.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { matchMaker } from '@colyseus/core';
import type { Matchmaking } from './matchmaking.js';

type Listener = (req: IncomingMessage, res: ServerResponse) => void;

export interface RouteOptions {
  readonly matchmaking: Matchmaking;
  readonly maxBodyBytes: number;
  /** The host's own request handlers (they get every path that is not ours). */
  readonly others: readonly Listener[];
  /** Read the client's address from `X-Forwarded-For` (only behind a proxy you run). */
  readonly trustProxy?: boolean;
  /** The transport's protocol, told to clients with a seat reservation. */
  readonly protocol?: string;
}

/** Puts the routes on `http` in place of every 'request' listener it had. */
export function attachRoutes(http: Server, options: RouteOptions): void {
  http.removeAllListeners('request');
  http.on('request', (req, res) => {
    route(req, res, options).catch(() => {
      if (!res.headersSent)
        send(res, 500, { code: 'INTERNAL', error: 'INTERNAL: the server failed' });
      else res.end();
    });
  });
}

/**
 * The CORS answer of matchmaking. Colyseus' client sends its requests with credentials
 * (`withCredentials`), which a browser lets through only when the answer names the page's origin
 * (never `*`) and allows credentials: so a page's origin is named back with
 * `Access-Control-Allow-Credentials: true` (and `Vary: Origin` for caches). The server reads no
 * cookie: a seat is its token, sent in the body, so credentials grant nothing.
 */
export function corsHeaders(origin: string | undefined): Record<string, string> {
  const common = {
    'Access-Control-Allow-Methods': 'OPTIONS, POST',
    'Access-Control-Allow-Headers': 'Content-Type, Authorization',
    'Access-Control-Max-Age': '2592000',
  };
  if (origin === undefined) return { 'Access-Control-Allow-Origin': '*', ...common };
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    Vary: 'Origin',
    ...common,
  };
}

async function route(req: IncomingMessage, res: ServerResponse, o: RouteOptions): Promise<void> {
  const path = (req.url ?? '/').split('?')[0]!;
  if (path === '/health') {
    if (req.method !== 'GET' && req.method !== 'HEAD')
      return send(res, 405, { code: 'BAD_REQUEST', error: 'GET /health' });
    const ready = matchMaker.state === matchMaker.MatchMakerState.READY;
    return send(res, ready ? 200 : 503, { ok: ready, games: [...o.matchmaking.games] });
  }
  const m = /^\/matchmake\/([A-Za-z]+)\/([A-Za-z0-9_-]+)$/.exec(path);
  if (m || path.startsWith('/matchmake/') || path === '/matchmake') {
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') return send(res, 204, null, cors);
    if (req.method !== 'POST')
      return send(
        res,
        405,
        { code: 'BAD_REQUEST', error: 'BAD_REQUEST: matchmaking is POST' },
        cors,
      );
    if (!m)
      return send(
        res,
        404,
        { code: 'BAD_REQUEST', error: 'BAD_REQUEST: POST /matchmake/<method>/<game>' },
        cors,
      );
    const body = await readBody(req, o.maxBodyBytes);
    if (body === 'too-large') {
      return send(
        res,
        413,
        {
          code: 'TOO_LARGE',
          error: `TOO_LARGE: a request body is at most ${o.maxBodyBytes} bytes`,
        },
        cors,
        true,
      );
    }
    let json: unknown;
    try {
      json = JSON.parse(body.length === 0 ? '{}' : body);
    } catch {
      return send(
        res,
        400,
        { code: 'BAD_REQUEST', error: 'BAD_REQUEST: the body is not JSON' },
        cors,
      );
    }
    const address = clientAddress(req, o.trustProxy === true);
    try {
      const reply = (await o.matchmaking.handle(m[1]!, m[2]!, json, address)) as Record<
        string,
        unknown
      >;
      return send(res, 200, o.protocol ? { ...reply, protocol: o.protocol } : reply, cors);
    } catch (e) {
      const message = String((e as Error)?.message ?? e);
      const status = /^(RATE_LIMITED|TOO_MANY_ROOMS)/.test(message) ? 429 : 200;
      return send(
        res,
        status,
        { code: (e as { code?: number }).code ?? 4400, error: message },
        cors,
      );
    }
  }
  if (o.others.length > 0) {
    for (const listener of o.others) listener(req, res);
    return;
  }
  send(res, 404, { code: 'NOT_FOUND', error: `NOT_FOUND: nothing at ${path.slice(0, 80)}` });
}

function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = req.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]!.trim();
  return req.socket.remoteAddress ?? 'unknown';
}

/** The body as text, or 'too-large' (without reading the rest) past `limit` bytes. */
function readBody(req: IncomingMessage, limit: number): Promise<string | 'too-large'> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > limit) {
    req.pause();
    return Promise.resolve('too-large');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.removeAllListeners('data');
        req.pause();
        resolve('too-large');
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
  closing = false,
): void {
  const text = body === null ? '' : JSON.stringify(body);
  res.writeHead(status, {
    ...headers,
    ...(body === null ? {} : { 'Content-Type': 'application/json' }),
    'Content-Length': Buffer.byteLength(text),
  });
  res.end(text);
  if (closing) {
    // Closing at once, with the client still sending, would reset the connection and the client
    // would lose the answer: the rest of the body is thrown away unread for a moment, then the
    // connection is closed.
    res.once('finish', () => {
      const socket = res.socket;
      res.req.removeAllListeners('data');
      res.req.resume();
      setTimeout(() => socket?.destroy(), 2000).unref();
    });
  }
}
