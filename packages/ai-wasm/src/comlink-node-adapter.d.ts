/** Types of comlink's Node adapter, which ships an `.mjs` file without a matching `.d.mts`. */
declare module 'comlink/dist/esm/node-adapter.mjs' {
  import type { Endpoint } from 'comlink';
  export interface NodeEndpoint {
    postMessage(message: unknown, transfer?: readonly unknown[]): void;
    // biome-ignore lint/suspicious/noExplicitAny: Node's emitters type their listeners loosely
    on(type: string, listener: (value: any) => void): unknown;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    off(type: string, listener: (value: any) => void): unknown;
    start?: () => void;
  }
  export default function nodeEndpoint(nep: NodeEndpoint): Endpoint;
}
