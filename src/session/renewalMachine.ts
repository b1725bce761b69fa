/**
 * The login session's renewal state machine, free of React and of the DOM's globals (all
 * injectable) so it can be driven by fake timers.
 *
 * - A check decides a status code (SESSION_STATUS below): 3 no, unknown or malformed login
 *   token; 5 expired (now >= exp); 4 not yet due (now < ren); otherwise it renews: 0 (201),
 *   1 (200), 2 (500 or any other failure).
 * - The first check runs at start. After 0, 2 and 4 the next check follows in 3 minutes (a
 *   server error is worth retrying; a renewed or not-yet-due token needs watching); after 1, 3
 *   and 5 polling stops.
 * - Hidden page: no timers. Visible again: with a login token, check at once and poll again;
 *   without one, look for a token every 10 s (no status until one appears, then check at once).
 * - Long-term token: renewed first when it is past its `ren`, or when the login token lacks
 *   `lid`; never on platform smartphone or tablet; failures are ignored.
 * - Never two checks (so never two renew calls) at once.
 */
import { decodeToken, type SessionTokenClaims } from '../api/token';
import type { Logger } from '../log/logger';
import { isRecord } from '../util/guards';
import type { LoginRenewOutcome } from './api';

/** Renewal status codes of the login session (specification, section 4). */
export const SESSION_STATUS = {
  RENEWED: 0,
  OK: 1,
  SERVER_ERROR: 2,
  NO_TOKEN: 3,
  NOT_DUE: 4,
  EXPIRED: 5,
} as const;
export type SessionStatus = (typeof SESSION_STATUS)[keyof typeof SESSION_STATUS];

export const CHECK_INTERVAL_MS = 3 * 60_000;
export const TOKEN_POLL_INTERVAL_MS = 10_000;

const STOPPING_STATUSES: ReadonlySet<SessionStatus> = new Set([SESSION_STATUS.OK, SESSION_STATUS.NO_TOKEN, SESSION_STATUS.EXPIRED]);
const MOBILE_PLATFORMS = new Set(['smartphone', 'tablet']);

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PageVisibility {
  isHidden(): boolean;
  /** Calls `listener` on every visibility change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

export interface RenewalMachineOptions {
  renewLoginToken(): Promise<LoginRenewOutcome>;
  renewLongTermToken(): Promise<void>;
  readCookie(name: string): string | undefined;
  onStatus(status: SessionStatus): void;
  log: Logger;
  /** Milliseconds since the epoch. */
  now?: () => number;
  timers?: Timers;
  visibility?: PageVisibility;
}

export const documentVisibility: PageVisibility = {
  isHidden: () => document.visibilityState === 'hidden',
  subscribe(listener) {
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/** Decoded claims of a token cookie; undefined when absent, null when malformed (logged). */
function readClaims(readCookie: (name: string) => string | undefined, name: string, log: Logger): SessionTokenClaims | null | undefined {
  const raw = readCookie(name);
  if (raw === undefined || raw === '') return undefined;
  try {
    const claims = decodeToken<unknown>(raw);
    if (!isRecord(claims)) throw new TypeError('the payload is not an object');
    return claims as SessionTokenClaims;
  } catch (error) {
    log.error(`Cookie ${name} is not a valid token; treated as no token.`, error);
    return null;
  }
}

const isSeconds = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export class RenewalMachine {
  private readonly options: Required<RenewalMachineOptions>;
  private timer: unknown = null;
  private running = false;
  private checking = false;
  private unsubscribe: (() => void) | null = null;

  constructor(options: RenewalMachineOptions) {
    this.options = { now: () => Date.now(), timers: globalTimers, visibility: documentVisibility, ...options };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribe = this.options.visibility.subscribe(() => this.onVisibilityChange());
    if (!this.options.visibility.isHidden()) void this.check();
  }

  stop(): void {
    this.running = false;
    this.clearTimer();
    this.unsubscribe?.();
    this.unsubscribe = null;
  }

  /** Runs one check and schedules the next one; skipped while another check is in flight. */
  async check(): Promise<void> {
    if (!this.running || this.checking) return;
    this.checking = true;
    this.clearTimer();
    let status: SessionStatus;
    try {
      status = await this.decide();
    } catch (error) {
      this.options.log.error('The session check failed; treated as a server error.', error);
      status = SESSION_STATUS.SERVER_ERROR;
    } finally {
      this.checking = false;
    }
    if (!this.running) return;
    this.options.onStatus(status);
    if (!this.options.visibility.isHidden() && !STOPPING_STATUSES.has(status)) this.schedule(() => void this.check(), CHECK_INTERVAL_MS);
  }

  private async decide(): Promise<SessionStatus> {
    const { readCookie, now, log } = this.options;
    const login = readClaims(readCookie, 'loginToken', log);
    await this.renewLongTermTokenIfNeeded(login);
    if (!login) return SESSION_STATUS.NO_TOKEN;
    if (!isSeconds(login.exp)) {
      log.error('The login token has no numeric exp claim; treated as an unknown token.');
      return SESSION_STATUS.NO_TOKEN;
    }
    const seconds = now() / 1000;
    if (seconds >= login.exp) return SESSION_STATUS.EXPIRED;
    if (isSeconds(login.ren) && seconds < login.ren) return SESSION_STATUS.NOT_DUE;
    const outcome = await this.options.renewLoginToken();
    if (outcome === 'renewed') return SESSION_STATUS.RENEWED;
    if (outcome === 'ok') return SESSION_STATUS.OK;
    return SESSION_STATUS.SERVER_ERROR;
  }

  private async renewLongTermTokenIfNeeded(login: SessionTokenClaims | null | undefined): Promise<void> {
    const platform = this.options.readCookie('platform')?.trim().toLowerCase() ?? '';
    if (MOBILE_PLATFORMS.has(platform)) return;
    const longTerm = readClaims(this.options.readCookie, 'longTermToken', this.options.log);
    const longTermDue = Boolean(longTerm && isSeconds(longTerm.ren) && this.options.now() / 1000 >= longTerm.ren);
    const loginWithoutLid = Boolean(login && !login.lid);
    if (!longTermDue && !loginWithoutLid) return;
    try {
      await this.options.renewLongTermToken();
    } catch (error) {
      this.options.log.error('Long-term token renewal failed (ignored).', error);
    }
  }

  private onVisibilityChange(): void {
    if (!this.running) return;
    this.clearTimer();
    if (this.options.visibility.isHidden()) return;
    this.resumeOrWaitForToken();
  }

  private resumeOrWaitForToken(): void {
    if (this.options.readCookie('loginToken')) void this.check();
    else this.schedule(() => this.resumeOrWaitForToken(), TOKEN_POLL_INTERVAL_MS);
  }

  private schedule(callback: () => void, ms: number): void {
    this.clearTimer();
    this.timer = this.options.timers.setTimeout(() => {
      this.timer = null;
      callback();
    }, ms);
  }

  private clearTimer(): void {
    if (this.timer !== null) this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
