/**
 * ws 8.19+ no longer hangs its server class on the default export as `Server`, and
 * `@colyseus/ws-transport` 0.16 (ESM build) constructs `new WebSocket.Server(...)` from that
 * default export. Importing this module first puts `WebSocketServer` back in that place (the
 * same ws instance: the server depends on the same ws version the transport resolves).
 */
import WebSocket, { WebSocketServer } from 'ws';

const ws = WebSocket as unknown as { Server?: unknown };
if (ws.Server === undefined) ws.Server = WebSocketServer;
