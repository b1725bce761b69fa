/**
 * The service's clock as this page knows it: the offset between the `Date` header of a fresh service
 * answer and the device clock when it arrived. A device clock that is hours off (a wrong time zone,
 * a clock set by hand) then does not decide when a token is due or expired.
 *
 * Only an answer that cannot be a cached copy tells the time: a cached copy's `Date` is as old as
 * the copy, and one such answer would make a due token look not yet due. Fresh are the answers to a
 * POST or PUT (the renewals; never cached) and answers marked `Cache-Control: no-store`; any other
 * answer is ignored. An `Age` (seconds a cache held the answer) is added to its `Date`. Once the
 * offset is known, a new one that differs by more than MAX_OFFSET_JUMP_MS (more than two clocks
 * drift apart between two answers) is ignored and logged.
 * Cross-origin answers expose `Date` only with `Access-Control-Expose-Headers: Date`.
 */
import { kitLogger, type Logger } from '../log/logger';

export const MAX_OFFSET_JUMP_MS = 5 * 60_000;

let offsetMs: number | undefined;

function isFresh(method: string, headers: Headers): boolean {
  if (method === 'POST' || method === 'PUT') return true;
  return /(^|[\s,])no-store($|[\s,;])/i.test(headers.get('Cache-Control') ?? '');
}

/** Learns the offset from a service answer (its request's method and its headers). */
export function noteServerAnswer(method: string, headers: Headers, receivedAt = Date.now(), log: Logger = kitLogger): void {
  const dateHeader = headers.get('Date');
  if (!dateHeader || !isFresh(method.toUpperCase(), headers)) return;
  const date = Date.parse(dateHeader);
  if (!Number.isFinite(date)) return;
  const age = Number(headers.get('Age') ?? 0);
  // The header has whole seconds: the middle of that second is the best estimate.
  const offset = date + (Number.isFinite(age) && age > 0 ? age * 1000 : 0) + 500 - receivedAt;
  if (offsetMs !== undefined && Math.abs(offset - offsetMs) > MAX_OFFSET_JUMP_MS) {
    log.error(
      `A service answer's Date (${dateHeader}) puts the server clock ${Math.round((offset - offsetMs) / 1000)} s from what earlier answers said; ignored.`,
    );
    return;
  }
  offsetMs = offset;
}

export interface Clock {
  /** The device's time in ms since the epoch (the same in every tab of the device). */
  now(): number;
  /** The server's time in ms since the epoch; undefined while no answer has told it. */
  serverNow(): number | undefined;
}

export const serverClock: Clock = {
  now: () => Date.now(),
  serverNow: () => (offsetMs === undefined ? undefined : Date.now() + offsetMs),
};

/** Forgets the learned offset (tests). */
export function resetServerClock(): void {
  offsetMs = undefined;
}
