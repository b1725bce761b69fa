import type { Miniflare } from 'miniflare';

/** A Worker in the Workers runtime with `storefront-elements/server` standing for the built entry at `serverPath` (scripts/workerWithServer.mjs). */
export declare function workerWithServer(serverPath: string, workerCode: string): Miniflare;
