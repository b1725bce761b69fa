import type { CDPSession } from 'playwright-core';

export interface ScriptRequest {
  url: string;
  /** When it was sent, in seconds (the browser's monotonic clock). */
  sent: number;
  /** When its answer had arrived; Infinity until then (or if it failed). */
  arrived: number;
}

export function recordScripts(cdp: CDPSession): ScriptRequest[];
export function chainDepth(scripts: readonly ScriptRequest[]): number;
