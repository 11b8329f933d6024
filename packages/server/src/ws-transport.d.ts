/**
 * Types of `@colyseus/ws-transport` 0.16: the package ships them but its `exports` map hides
 * them from NodeNext resolution, so the part we use is declared here.
 */
declare module '@colyseus/ws-transport' {
  import type { Server as HttpServer } from 'node:http';
  import { Transport } from '@colyseus/core';

  export interface WebSocketTransportOptions {
    /** Largest WebSocket frame accepted, in bytes (ws closes the connection beyond it). */
    maxPayload?: number;
    pingInterval?: number;
    pingMaxRetries?: number;
    server?: HttpServer;
  }

  export class WebSocketTransport extends Transport {
    constructor(options?: WebSocketTransportOptions);
    server?: HttpServer;
    listen(port: number, hostname?: string, backlog?: number, listeningListener?: () => void): this;
    shutdown(): void;
    simulateLatency(milliseconds: number): void;
  }
}
