/**
 * Browser commands (run on the Node side) that put a loopback TCP relay between a browser and
 * the test's game server, so a test can take the network away and give it back: `cutRelay`
 * destroys every relayed connection and refuses new ones (to the browser the server is gone),
 * `mendRelay` lets connections through again, `closeAsServer(code)` closes the relayed
 * WebSockets with a close code of the server's own (the browser reads it as the server's close).
 * The server itself runs on; the relay is closed by `closeRelay` (and before a new one is opened).
 */
import { type Server, type Socket, connect, createServer } from 'node:net';
import type { BrowserCommand } from 'vitest/node';

interface Pair {
  readonly inbound: Socket;
  readonly outbound: Socket;
  /** The browser asked for a WebSocket on this connection (not a matchmaking request). */
  socket: boolean;
}
let relay: { server: Server; sockets: Set<Socket>; pairs: Set<Pair>; cut: boolean } | null = null;

/** Opens a relay to the WebSocket server `target`; returns its own ws:// address. */
export const openRelay: BrowserCommand<[target: string]> = async (ctx, target) => {
  await closeRelay(ctx);
  const to = new URL(target);
  const sockets = new Set<Socket>();
  const r = { server: createServer(), sockets, pairs: new Set<Pair>(), cut: false };
  r.server.on('connection', (inbound) => {
    if (r.cut) return inbound.destroy();
    const outbound = connect(Number(to.port), to.hostname);
    for (const s of [inbound, outbound]) {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
      s.on('error', () => undefined);
    }
    const pair: Pair = { inbound, outbound, socket: false };
    r.pairs.add(pair);
    inbound.once('data', (b: Buffer) => {
      pair.socket = /^upgrade:\s*websocket/im.test(b.toString('latin1'));
    });
    inbound.on('close', () => r.pairs.delete(pair));
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

/**
 * Closes every relayed WebSocket as the server would with `code` (4002: the room moved; 4500:
 * the AI failed): the server's side is cut off and the browser is sent a close frame. Call it
 * while no message is on its way (between moves).
 */
export const closeAsServer: BrowserCommand<[code: number]> = (_ctx, code) => {
  if (!relay) throw new Error('no relay open');
  for (const p of relay.pairs) {
    if (!p.socket) continue;
    p.outbound.unpipe(p.inbound);
    p.inbound.unpipe(p.outbound);
    // An unmasked close frame (FIN, opcode 8) with the two bytes of the code; then the server's
    // side goes (its connection's close ends the browser's, once the frame is written).
    p.inbound.end(Buffer.from([0x88, 0x02, code >> 8, code & 0xff]), () => p.outbound.destroy());
  }
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
