/**
 * Browser commands (run on the Node side) that put a loopback TCP relay between a browser and
 * the test's game server, so a test can take the network away and give it back: `cutRelay`
 * destroys every relayed connection and refuses new ones (to the browser the server is gone),
 * `mendRelay` lets connections through again. The server itself runs on; the relay is closed
 * by `closeRelay` (and before a new one is opened).
 */
import { type Server, type Socket, connect, createServer } from 'node:net';
import type { BrowserCommand } from 'vitest/node';

let relay: { server: Server; sockets: Set<Socket>; cut: boolean } | null = null;

/** Opens a relay to the WebSocket server `target`; returns its own ws:// address. */
export const openRelay: BrowserCommand<[target: string]> = async (ctx, target) => {
  await closeRelay(ctx);
  const to = new URL(target);
  const sockets = new Set<Socket>();
  const r = { server: createServer(), sockets, cut: false };
  r.server.on('connection', (inbound) => {
    if (r.cut) return inbound.destroy();
    const outbound = connect(Number(to.port), to.hostname);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    inbound.pipe(outbound).pipe(inbound);
    inbound.on('close', () => outbound.destroy());
    outbound.on('close', () => inbound.destroy());
  });
  await new Promise<void>((resolve) => r.server.listen(0, '127.0.0.1', resolve));
  relay = r;
  return `ws://127.0.0.1:${(r.server.address() as { port: number }).port}`;
};

/** Drops every relayed connection and refuses new ones until `mendRelay`. */
export const cutRelay: BrowserCommand<[]> = () => {
  if (!relay) throw new Error('no relay open');
  relay.cut = true;
  for (const s of relay.sockets) s.destroy();
};

export const mendRelay: BrowserCommand<[]> = () => {
  if (!relay) throw new Error('no relay open');
  relay.cut = false;
};

export const closeRelay: BrowserCommand<[]> = async () => {
  const r = relay;
  relay = null;
  if (!r) return;
  for (const s of r.sockets) s.destroy();
  await new Promise<void>((resolve) => r.server.close(() => resolve()));
};
