/**
 * The service's clock as this page knows it: the offset between the `Date` header of the last
 * service answer and the device clock when it arrived. A device clock that is hours off (a wrong
 * time zone, a clock set by hand) then does not decide when a token is due or expired.
 * Cross-origin answers expose `Date` only with `Access-Control-Expose-Headers: Date`.
 */
let offsetMs: number | undefined;

/** Learns the offset from an answer's `Date` header; a missing or unreadable header changes nothing. */
export function noteServerDate(dateHeader: string | null | undefined, receivedAt = Date.now()): void {
  if (!dateHeader) return;
  const serverTime = Date.parse(dateHeader);
  // The header has whole seconds: the middle of that second is the best estimate.
  if (Number.isFinite(serverTime)) offsetMs = serverTime + 500 - receivedAt;
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
