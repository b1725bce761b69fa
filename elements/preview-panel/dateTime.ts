/** Date and time helpers of the preview tool: local YYYY-MM-DD + HH:mm <-> ISO 8601 with offset. */
import type { Logger } from '../../src/log/logger';

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** `2026-11-22T10:30:00+01:00`: the local wall time of `date` with the offset valid at that moment. */
export function toIsoWithOffset(date: Date): string {
  const offsetMinutes = -date.getTimezoneOffset();
  const sign = offsetMinutes >= 0 ? '+' : '-';
  const absolute = Math.abs(offsetMinutes);
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}` +
    `${sign}${pad(Math.floor(absolute / 60))}:${pad(absolute % 60)}`
  );
}

/** The local calendar date of `date` as YYYY-MM-DD. */
export function toDateInput(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The local time of `date` as HH:mm. */
export function toTimeInput(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** True for a real calendar date written as YYYY-MM-DD (2026-02-30 is not one). */
export function isDateInput(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  const date = new Date(year, month - 1, day);
  // A day outside the month rolls into another month, and Date reads a year below 100 as 19xx.
  return date.getFullYear() === year && date.getMonth() === month - 1;
}

export function isTimeInput(value: string): boolean {
  return TIME_PATTERN.test(value);
}

/**
 * Combines the preview's date (YYYY-MM-DD) and time (HH:mm) fields into one ISO 8601 date-time
 * with the local offset. A date that is not YYYY-MM-DD, or a time that is not HH:mm, is logged
 * and the current moment is used instead.
 */
export function combineDateTime(date: string, time: string, log: Logger, now: Date = new Date()): string {
  if (!isDateInput(date)) {
    log.error(`Preview date "${date}" is not in the format YYYY-MM-DD; using the current time.`);
    return toIsoWithOffset(now);
  }
  if (!isTimeInput(time)) {
    log.error(`Preview time "${time}" is not in the format HH:mm; using the current time.`);
    return toIsoWithOffset(now);
  }
  const [year, month, day] = date.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return toIsoWithOffset(new Date(year, month - 1, day, hours, minutes, 0));
}

/**
 * The date and time fields for a date-time from the server (the preview check's `dateTime`).
 * Missing means now; a value that is not a date-time is logged and now is used.
 */
export function splitDateTime(value: unknown, log: Logger, now: Date = new Date()): { date: string; time: string } {
  let moment = now;
  if (value !== undefined && value !== null && value !== '') {
    const parsed = typeof value === 'string' ? new Date(value) : new Date(Number.NaN);
    if (Number.isNaN(parsed.getTime())) {
      log.error(`Preview date-time "${String(value)}" is not an ISO 8601 date-time; using the current time.`);
    } else {
      moment = parsed;
    }
  }
  return { date: toDateInput(moment), time: toTimeInput(moment) };
}
