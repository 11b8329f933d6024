/** The worker side's message endpoint in browsers: the dedicated worker's global scope. */
import type { Endpoint } from 'comlink';

export const endpoint: Endpoint = globalThis as unknown as Endpoint;
