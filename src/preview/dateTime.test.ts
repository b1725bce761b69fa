import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../log/logger';
import { combineDateTime, isDateInput, splitDateTime, toIsoWithOffset } from './dateTime';

const originalTimeZone = process.env.TZ;
const useTimeZone = (zone: string) => {
  process.env.TZ = zone;
};

beforeAll(() => useTimeZone('Europe/Berlin'));
afterAll(() => {
  if (originalTimeZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalTimeZone;
});

describe('combineDateTime', () => {
  it('combines date and time into ISO 8601 with the local offset (winter time)', () => {
    expect(combineDateTime('2026-11-22', '10:30', kitLogger)).toBe('2026-11-22T10:30:00+01:00');
  });

  it('uses the offset valid on that date (summer time)', () => {
    expect(combineDateTime('2026-07-01', '08:05', kitLogger)).toBe('2026-07-01T08:05:00+02:00');
  });

  it('writes negative and half-hour offsets', () => {
    useTimeZone('America/New_York');
    expect(combineDateTime('2026-01-15', '23:59', kitLogger)).toBe('2026-01-15T23:59:00-05:00');
    useTimeZone('Asia/Kolkata');
    expect(combineDateTime('2026-01-15', '00:00', kitLogger)).toBe('2026-01-15T00:00:00+05:30');
    useTimeZone('Europe/Berlin');
  });

  it.each(['22.11.2026', '2026-2-3', '2026-02-30', '', 'tomorrow'])('logs an error and uses now for the date "%s"', (date) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const now = new Date(2026, 10, 22, 9, 15, 42);
    expect(combineDateTime(date, '10:30', kitLogger, now)).toBe('2026-11-22T09:15:42+01:00');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/^\[storefront-elements\].*YYYY-MM-DD/);
  });

  it('logs an error and uses now for a time that is not HH:mm', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const now = new Date(2026, 10, 22, 9, 15, 0);
    expect(combineDateTime('2026-12-24', '25:00', kitLogger, now)).toBe('2026-11-22T09:15:00+01:00');
    expect(error).toHaveBeenCalledTimes(1);
  });
});

describe('date helpers', () => {
  it('recognises real calendar dates only', () => {
    expect(isDateInput('2028-02-29')).toBe(true);
    expect(isDateInput('2026-02-29')).toBe(false);
    expect(isDateInput('2026-13-01')).toBe(false);
  });

  it('formats a moment with its offset', () => {
    expect(toIsoWithOffset(new Date(Date.UTC(2026, 10, 22, 9, 30)))).toBe('2026-11-22T10:30:00+01:00');
  });

  it('splits a server date-time into local date and time fields', () => {
    expect(splitDateTime('2026-11-22T10:30:00+01:00', kitLogger)).toEqual({ date: '2026-11-22', time: '10:30' });
    expect(splitDateTime('2026-11-22T09:30:00Z', kitLogger)).toEqual({ date: '2026-11-22', time: '10:30' });
  });

  it('uses now for a missing date-time, and logs a malformed one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const now = new Date(2026, 0, 2, 3, 4);
    expect(splitDateTime(undefined, kitLogger, now)).toEqual({ date: '2026-01-02', time: '03:04' });
    expect(error).not.toHaveBeenCalled();
    expect(splitDateTime('yesterday', kitLogger, now)).toEqual({ date: '2026-01-02', time: '03:04' });
    expect(error).toHaveBeenCalledTimes(1);
  });
});
