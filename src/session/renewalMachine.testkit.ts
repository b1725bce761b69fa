/** Shared by the session keeper's unit tests: unsigned tokens, a fake page visibility, a keeper with spies. */
import { vi } from 'vitest';
import type { SessionStatus } from '../constants';
import type { LoginRenewOutcome } from './api';
import { SessionKeeper, type PageVisibility } from './renewalMachine';

/** The status codes of the specification (section 4), written out: never taken from the code under test. */
export const STATUS = { RENEWED: 0, OK: 1, SERVER_ERROR: 2, NO_TOKEN: 3, NOT_DUE: 4, EXPIRED: 5 } as const;
/** Specification, section 9: a login renewal check every 3 minutes; the login-token presence poll every 10 s. */
export const CHECK_EVERY_MS = 3 * 60_000;
export const TOKEN_POLL_MS = 10_000;

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
  const keeper = new SessionKeeper({
    renewLoginToken,
    renewLongTermToken,
    readCookie: (name) => jar.get(name),
    onStatus: (status) => statuses.push(status),
    visibility,
  });
  return { keeper, jar, visibility, statuses, renewLoginToken, renewLongTermToken };
}

/** Lets the checks' promises settle without moving the clock. */
export const settle = () => vi.advanceTimersByTimeAsync(0);
