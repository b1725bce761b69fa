/** Shared by the session keeper's unit tests: unsigned tokens, a fake page visibility, a renewal machine with spies. */
import { vi } from 'vitest';
import { kitLogger } from '../log/logger';
import type { LoginRenewOutcome } from './api';
import { RenewalMachine, type PageVisibility, type SessionStatus } from './renewalMachine';

export const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
export const token = (claims: Record<string, unknown>) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.sig`;
export const nowSeconds = () => Math.floor(Date.now() / 1000);
export const dueToken = (extra: Record<string, unknown> = {}) =>
  token({ exp: nowSeconds() + 3600, ren: nowSeconds() - 10, lid: true, ...extra });
export const notDueToken = () => token({ exp: nowSeconds() + 7200, ren: nowSeconds() + 3600, lid: true });
export const expiredToken = () => token({ exp: nowSeconds() - 1, ren: nowSeconds() - 100, lid: true });

export class FakeVisibility implements PageVisibility {
  hidden = false;
  private listeners = new Set<() => void>();
  isHidden = () => this.hidden;
  subscribe(listener: () => void) {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(hidden: boolean) {
    this.hidden = hidden;
    for (const listener of this.listeners) listener();
  }
  get listenerCount() {
    return this.listeners.size;
  }
}

export function setup({ renew = 'renewed' as LoginRenewOutcome, cookies = {} as Record<string, string>, hidden = false } = {}) {
  const jar = new Map(Object.entries(cookies));
  const visibility = new FakeVisibility();
  visibility.hidden = hidden;
  const statuses: SessionStatus[] = [];
  const renewLoginToken = vi.fn(async (): Promise<LoginRenewOutcome> => renew);
  const renewLongTermToken = vi.fn(async () => {});
  const machine = new RenewalMachine({
    renewLoginToken,
    renewLongTermToken,
    readCookie: (name) => jar.get(name),
    onStatus: (status) => statuses.push(status),
    visibility,
    log: kitLogger,
  });
  return { machine, jar, visibility, statuses, renewLoginToken, renewLongTermToken };
}

/** Lets the checks' promises settle without moving the clock. */
export const settle = () => vi.advanceTimersByTimeAsync(0);
