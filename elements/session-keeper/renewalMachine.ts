/**
 * The login session's renewal state machine, free of React and of the DOM's globals (all
 * injectable) so it can be driven by fake timers, a fake lock, channel and clock.
 *
 * - A check decides a status code (constants SESSION_STATUS): 3 no, unknown or malformed login
 *   token; 5 expired (now >= exp); 4 not yet due (now < ren); otherwise it renews: 0 (201),
 *   1 (200), 5 (401: the service refused the token), 2 (500 or any other failure).
 * - "now" is the server's time as the `Date` header of the page's service answers told it. While
 *   no answer has, it is the device's time, and a token counts as expired only
 *   UNKNOWN_CLOCK_TOLERANCE_MS after its exp (the device clock may be ahead): until then the
 *   renewal call lets the service decide.
 * - The first check runs at start. After 0, 2 and 4 the next check follows in 3 minutes; after
 *   1, 3 and 5 polling stops.
 * - Hidden page: no timers, no lock, no call (a wait for the lock is given up). Visible again:
 *   with a login token, check at once and poll again; without one, look for a token every 10 s.
 * - Tabs: the renewal calls run under one lock for all tabs of the origin. Holding it, the check
 *   reads the cookies again and what the other tabs renewed: a renewal another tab made within
 *   this cycle is reported (source 'other-tab') instead of calling again; a token that changed
 *   and is no longer due reports 4. Every renewal this tab makes is shared, and every login-token
 *   outcome another tab shares is reported once, as source 'other-tab'.
 * - What other tabs share is a claim, not a fact: anything could have written it (a script, another
 *   bundle). A status that stops the upkeep is taken from another tab only when this tab's own
 *   cookie leads to it too: 5 when this tab finds its login token expired or gone; never 1 (a
 *   token that changed proves that some renewal happened, not that this record tells of it), so
 *   this tab asks the service itself. 0 and 2 stop nothing: at worst a forged one costs one
 *   cycle. A wait for the lock ends after LOCK_WAIT_LIMIT_MS; the check then runs without it.
 * - Long-term token: renewed first when it is past its `ren`, or when the login token lacks
 *   `lid`; never on a phone or tablet (the `platform` cookie); failures are ignored.
 * - Never two checks (so never two renew calls) at once.
 */
import { kitLogger, type Logger } from '../../src/log/logger';
import { SESSION_STATUS, type SessionStatus } from './status';

export { SESSION_STATUS, type SessionStatus };
import { isPhoneOrTablet, PLATFORM_COOKIE } from '../../src/api/platform';
import { serverClock, type Clock } from '../../src/api/serverClock';
import type { SessionTokenClaims } from '../../src/api/token';
import type { LoginRenewOutcome } from './api';
import { documentVisibility, globalTimers, type PageVisibility, type Timers } from './pageEnvironment';
import { decodeCookie, isSeconds, type TokenCookie } from './tokenCookies';
import {
  browserLock,
  browserTabChannel,
  type CrossTabLock,
  FUTURE_RECORD_TOLERANCE_MS,
  type RenewalKind,
  type RenewalRecord,
  type TabChannel,
} from './crossTab';

export const CHECK_INTERVAL_MS = 3 * 60_000;
export const TOKEN_POLL_INTERVAL_MS = 10_000;
/** A renewal another tab made less than this long ago belongs to the current cycle. */
export const SAME_CYCLE_MS = CHECK_INTERVAL_MS - 5_000;
/** Without the server's time: how far the device clock may be ahead before a token counts as expired. */
export const UNKNOWN_CLOCK_TOLERANCE_MS = 12 * 3_600_000;

/**
 * How long a check waits for the renewal lock: longer than two renewal calls with their 15 s
 * time-out. A lock held longer (a script that never lets go) does not silence the keeper: the check
 * then runs without it and logs so.
 */
export const LOCK_WAIT_LIMIT_MS = 45_000;

const STOPPING_STATUSES: ReadonlySet<SessionStatus> = new Set([SESSION_STATUS.OK, SESSION_STATUS.NO_TOKEN, SESSION_STATUS.EXPIRED]);
const RENEW_STATUS: Record<LoginRenewOutcome, SessionStatus> = {
  renewed: SESSION_STATUS.RENEWED,
  ok: SESSION_STATUS.OK,
  refused: SESSION_STATUS.EXPIRED,
  error: SESSION_STATUS.SERVER_ERROR,
};

/** Whether this tab's own check decided the status (and made the call, if any) or another tab's renewal did. */
export type StatusSource = 'this-tab' | 'other-tab';

/** What a keeper reports (the `session-status` detail): the status code and which tab decided it. */
export interface SessionStatusDetail {
  status: SessionStatus;
  source: StatusSource;
}
export type StatusReport = SessionStatusDetail;

export interface RenewalMachineOptions {
  renewLoginToken(): Promise<LoginRenewOutcome>;
  renewLongTermToken(): Promise<void>;
  readCookie(name: string): string | undefined;
  onStatus(report: StatusReport): void;
  /** The keeper's logger; the kit's (no event) by default. */
  log?: Logger;
  clock?: Clock;
  timers?: Timers;
  visibility?: PageVisibility;
  tabs?: TabChannel;
  lock?: CrossTabLock;
}

type LoginState = 'none' | 'expired' | 'not-due' | 'due';

/** The check's status, and the shared renewal it reports when another tab made the call. */
interface CheckResult extends StatusReport {
  recordId?: string;
}

export class RenewalMachine {
  private readonly options: Required<RenewalMachineOptions>;
  private timer: unknown = null;
  private running = false;
  private checking = false;
  private lockWait: AbortController | null = null;
  private unsubscribers: (() => void)[] = [];
  private decoded = new Map<TokenCookie, { raw: string; claims: SessionTokenClaims | undefined }>();
  private renewalCount = 0;
  /** The last shared renewal reported, and those reported since the running check began. */
  private toldRecordId: string | undefined;
  private readonly toldSinceCheckBegan = new Set<string | undefined>();

  constructor(options: RenewalMachineOptions) {
    const tabs = options.tabs ?? browserTabChannel();
    this.options = {
      clock: serverClock,
      log: kitLogger,
      timers: globalTimers,
      visibility: documentVisibility,
      lock: browserLock(tabs.tabId),
      ...options,
      tabs,
    };
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.unsubscribers = [
      this.options.visibility.subscribe(() => this.onVisibilityChange()),
      this.options.tabs.subscribe((record) => this.onSharedRenewal(record)),
    ];
    void this.check();
  }

  stop(): void {
    this.running = false;
    this.clearTimer();
    this.lockWait?.abort();
    for (const unsubscribe of this.unsubscribers.splice(0)) unsubscribe();
  }

  /** Runs one check and schedules the next one; skipped while hidden or while another check is in flight. */
  async check(): Promise<void> {
    if (!this.running || this.checking || this.options.visibility.isHidden()) return;
    this.checking = true;
    this.toldSinceCheckBegan.clear();
    this.clearTimer();
    let result: CheckResult | undefined;
    try {
      result = await this.decide();
    } catch (error) {
      this.options.log.error('The session check failed; treated as a server error.', error);
      result = { status: SESSION_STATUS.SERVER_ERROR, source: 'this-tab' };
    } finally {
      this.checking = false;
    }
    if (!this.running || this.options.visibility.isHidden()) return;
    // No result: the page was hidden while the check waited for the lock, and is visible again.
    if (!result) {
      this.resumeOrWaitForToken();
      return;
    }
    const alreadyTold = this.toldSinceCheckBegan.has(result.recordId);
    this.toldRecordId = result.recordId ?? this.toldRecordId;
    if (!alreadyTold) this.options.onStatus({ status: result.status, source: result.source });
    if (!STOPPING_STATUSES.has(result.status)) this.schedule(() => void this.check(), CHECK_INTERVAL_MS);
  }

  private async decide(): Promise<CheckResult | undefined> {
    const login = this.loginState();
    if (login !== 'due' && !this.longTermDue()) return { status: this.statusWithoutCall(login), source: 'this-tab' };
    const wait = new AbortController();
    this.lockWait = wait;
    let waitedTooLong = false;
    let granted = false;
    const limit = this.options.timers.setTimeout(() => {
      waitedTooLong = true;
      wait.abort();
    }, LOCK_WAIT_LIMIT_MS);
    try {
      const result = await this.options.lock.run(wait.signal, async () => {
        // A grant already on its way when the wait gave up still comes (Web Locks): then the check runs here, once.
        granted = true;
        this.lockWait = null;
        this.options.timers.clearTimeout(limit);
        if (!this.running || this.options.visibility.isHidden()) return undefined;
        return this.renewHoldingTheLock();
      });
      if (granted || !waitedTooLong) return result;
      this.options.log.error(
        `The session renewal lock was not granted within ${LOCK_WAIT_LIMIT_MS / 1000} s (another tab or a script holds it); this check runs without it.`,
      );
      if (!this.running || this.options.visibility.isHidden()) return undefined;
      return await this.renewHoldingTheLock();
    } finally {
      this.options.timers.clearTimeout(limit);
      this.lockWait = null;
    }
  }

  /** The cookies and the other tabs' renewals are read again: they may have changed while this tab waited. */
  private async renewHoldingTheLock(): Promise<CheckResult> {
    if (this.longTermDue() && !(await this.renewedByAnotherTab('longTermToken'))) await this.renewLongTermToken();
    const login = this.loginState();
    if (login === 'none' || login === 'expired') return { status: this.statusWithoutCall(login), source: 'this-tab' };
    const shared = await this.renewedByAnotherTab('loginToken');
    if (shared?.status !== undefined && this.cookiesAgreeWith(shared.status))
      return { status: shared.status, source: 'other-tab', recordId: shared.id };
    const own = await this.ownRenewalThisCycle();
    if (own !== undefined) return { status: own, source: 'this-tab' };
    if (login === 'not-due') return { status: SESSION_STATUS.NOT_DUE, source: 'this-tab' };
    const status = RENEW_STATUS[await this.options.renewLoginToken()];
    await this.publish('loginToken', status);
    return { status, source: 'this-tab' };
  }

  private async renewLongTermToken(): Promise<void> {
    try {
      await this.options.renewLongTermToken();
    } catch (error) {
      this.options.log.error('Long-term token renewal failed (ignored).', error);
    }
    await this.publish('longTermToken');
  }

  private statusWithoutCall(login: Exclude<LoginState, 'due'>): SessionStatus {
    if (login === 'none') return SESSION_STATUS.NO_TOKEN;
    return login === 'expired' ? SESSION_STATUS.EXPIRED : SESSION_STATUS.NOT_DUE;
  }

  private claims(name: TokenCookie): SessionTokenClaims | undefined {
    const raw = this.options.readCookie(name) ?? '';
    const known = this.decoded.get(name);
    if (known?.raw === raw) return known.claims;
    const claims = decodeCookie(name, raw, this.options.log);
    this.decoded.set(name, { raw, claims });
    return claims;
  }

  /** Seconds since the epoch on the server's clock, or on the device's while the server's is unknown. */
  private nowSeconds(): { seconds: number; serverTime: boolean } {
    const server = this.options.clock.serverNow();
    return { seconds: (server ?? this.options.clock.now()) / 1000, serverTime: server !== undefined };
  }

  private loginState(): LoginState {
    const login = this.claims('loginToken');
    if (!login || !isSeconds(login.exp)) return 'none';
    const { seconds, serverTime } = this.nowSeconds();
    const expiresAt = login.exp + (serverTime ? 0 : UNKNOWN_CLOCK_TOLERANCE_MS / 1000);
    if (seconds >= expiresAt) return 'expired';
    if (isSeconds(login.ren) && seconds < login.ren) return 'not-due';
    return 'due';
  }

  private longTermDue(): boolean {
    if (isPhoneOrTablet(this.options.readCookie(PLATFORM_COOKIE))) return false;
    const login = this.claims('loginToken');
    const longTerm = this.claims('longTermToken');
    const pastRenewTime = Boolean(longTerm && isSeconds(longTerm.ren) && this.nowSeconds().seconds >= longTerm.ren);
    return pastRenewTime || Boolean(login && !login.lid);
  }

  /**
   * 0 when this tab's own renewal (201) is the newest and of this cycle: a check again within the
   * cycle (the page shown again) reports it instead of renewing twice in one cycle. Any other
   * outcome is asked again (1: the service said nothing was due; 2: failed; 5: refused).
   */
  private async ownRenewalThisCycle(): Promise<SessionStatus | undefined> {
    const record = await this.options.tabs.latest('loginToken');
    if (!record || record.tab !== this.options.tabs.tabId || !this.withinCycle(record)) return undefined;
    return record.status === SESSION_STATUS.RENEWED ? record.status : undefined;
  }

  private withinCycle(record: RenewalRecord): boolean {
    const age = this.options.clock.now() - record.at;
    return age >= -FUTURE_RECORD_TOLERANCE_MS && age < SAME_CYCLE_MS;
  }

  private async renewedByAnotherTab(kind: RenewalKind): Promise<RenewalRecord | undefined> {
    const record = await this.options.tabs.latest(kind);
    if (!record || record.tab === this.options.tabs.tabId) return undefined;
    return this.withinCycle(record) ? record : undefined;
  }

  /** Resolves once the record is stored: the tab granted the lock next must find it. */
  private publish(kind: RenewalKind, status?: SessionStatus): Promise<void> {
    const { tabId } = this.options.tabs;
    this.renewalCount += 1;
    return this.options.tabs.publish({ id: `${tabId}:${this.renewalCount}`, tab: tabId, kind, at: this.options.clock.now(), status });
  }

  /** Whether this tab's own login cookie leads to a status another tab (or anything else) shared. */
  private cookiesAgreeWith(status: SessionStatus): boolean {
    if (!STOPPING_STATUSES.has(status)) return true;
    if (status !== SESSION_STATUS.EXPIRED) return false;
    const login = this.loginState();
    return login === 'expired' || login === 'none';
  }

  private onSharedRenewal(record: RenewalRecord): void {
    if (!this.running || record.kind !== 'loginToken' || record.status === undefined) return;
    if (record.tab === this.options.tabs.tabId || record.id === this.toldRecordId) return;
    if (!this.cookiesAgreeWith(record.status)) return;
    this.toldRecordId = record.id;
    this.toldSinceCheckBegan.add(record.id);
    this.options.onStatus({ status: record.status, source: 'other-tab' });
  }

  private onVisibilityChange(): void {
    // Stryker disable next-line ConditionalExpression: stop() unsubscribes, so no change reaches a stopped keeper; the guard is for a page's own visibility source
    if (!this.running) return;
    this.clearTimer();
    if (this.options.visibility.isHidden()) this.lockWait?.abort();
    else this.resumeOrWaitForToken();
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
    this.options.timers.clearTimeout(this.timer);
    this.timer = null;
  }
}
