import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../../src/log/logger';
import { combineDateTime, isDateInput, isTimeInput, splitDateTime, toIsoWithOffset } from './dateTime';
import { useTimeZone } from './test-support';

beforeEach(() => useTimeZone('Europe/Berlin'));
afterEach(() => vi.unstubAllGlobals());

const consoleErrors = () => vi.spyOn(console, 'error').mockImplementation(() => {});

describe('combineDateTime', () => {
  it('combines date and time into ISO 8601 with the local offset (winter time)', () => {
    expect(combineDateTime('2026-11-22', '10:30', kitLogger)).toBe('2026-11-22T10:30:00+01:00');
  });

  it('uses the offset valid on that date (summer time)', () => {
    expect(combineDateTime('2026-07-01', '08:05', kitLogger)).toBe('2026-07-01T08:05:00+02:00');
  });

  it.each([
    ['UTC', '2026-01-15', '00:00', '2026-01-15T00:00:00+00:00'],
    ['America/New_York', '2026-01-15', '23:59', '2026-01-15T23:59:00-05:00'],
    ['America/St_Johns', '2026-01-05', '09:07', '2026-01-05T09:07:00-03:30'],
    ['Asia/Kolkata', '2026-01-15', '00:00', '2026-01-15T00:00:00+05:30'],
    ['Asia/Kathmandu', '2026-12-31', '20:45', '2026-12-31T20:45:00+05:45'],
    ['Pacific/Kiritimati', '2026-10-10', '11:11', '2026-10-10T11:11:00+14:00'],
  ])('writes the offset of %s', (zone, date, time, iso) => {
    useTimeZone(zone);
    expect(combineDateTime(date, time, kitLogger)).toBe(iso);
  });

  it.each(['00:00', '09:59', '19:09', '20:00', '23:59'])('takes the time %s as it is', (time) => {
    expect(combineDateTime('2026-11-22', time, kitLogger)).toBe(`2026-11-22T${time}:00+01:00`);
  });

  it.each([
    ['22.11.2026'],
    ['2026-2-3'],
    ['2026-02-30'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-11-00'],
    ['2026-11-31'],
    [''],
    ['tomorrow'],
    [' 2026-11-22'],
    ['x2026-11-22'],
    ['2026-11-22 '],
    ['2026-11-22T10:30'],
    ['12026-11-22'],
    ['2026-011-22'],
    ['2026-11-022'],
    ['２０２６-11-22'],
  ])('logs an error and uses now for the date "%s"', (date) => {
    const error = consoleErrors();
    const now = new Date(2026, 10, 22, 9, 5, 2);
    expect(combineDateTime(date, '10:30', kitLogger, now)).toBe('2026-11-22T09:05:02+01:00');
    expect(error.mock.calls).toEqual([
      [`[storefront-elements] Preview date "${date}" is not in the format YYYY-MM-DD; using the current time.`],
    ]);
  });

  it.each([
    '25:00',
    '24:00',
    '29:00',
    '1:30',
    '10:60',
    '10:5',
    '10-30',
    ' 10:30',
    'x10:30',
    '10:30 ',
    '10:30:00',
    '',
    'a0:30',
    '1a:30',
    '10:a0',
  ])('logs an error and uses now for the time "%s"', (time) => {
    const error = consoleErrors();
    const now = new Date(2026, 10, 22, 9, 15, 0);
    expect(combineDateTime('2026-12-24', time, kitLogger, now)).toBe('2026-11-22T09:15:00+01:00');
    expect(error.mock.calls).toEqual([
      [`[storefront-elements] Preview time "${time}" is not in the format HH:mm; using the current time.`],
    ]);
  });

  it('checks the date before the time: a bad date is the one logged', () => {
    const error = consoleErrors();
    combineDateTime('bad', 'worse', kitLogger, new Date(2026, 10, 22));
    expect(error.mock.calls).toEqual([
      ['[storefront-elements] Preview date "bad" is not in the format YYYY-MM-DD; using the current time.'],
    ]);
  });
});

describe('date helpers', () => {
  it.each([
    ['2028-02-29', true],
    ['2026-02-28', true],
    ['2026-01-01', true],
    ['2026-12-31', true],
    ['2026-02-29', false],
    ['2026-04-31', false],
    ['2026-12-32', false],
    ['2026-13-01', false],
  ])('takes %s for a real calendar date: %s', (date, real) => {
    expect(isDateInput(date)).toBe(real);
  });

  it('refuses a year before 100, which Date would read as 19xx', () => {
    expect(isDateInput('0050-01-01')).toBe(false);
    expect(isDateInput('0100-01-01')).toBe(true);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['12:60', false],
  ])('takes %s for a time: %s', (time, valid) => {
    expect(isTimeInput(time)).toBe(valid);
  });

  it('formats a moment as its local wall time with that moment’s offset, each field two digits', () => {
    expect(toIsoWithOffset(new Date(Date.UTC(2026, 10, 22, 9, 30)))).toBe('2026-11-22T10:30:00+01:00');
    expect(toIsoWithOffset(new Date(Date.UTC(2026, 0, 2, 2, 4, 5)))).toBe('2026-01-02T03:04:05+01:00');
    expect(toIsoWithOffset(new Date(Date.UTC(2026, 6, 1, 22, 0, 9)))).toBe('2026-07-02T00:00:09+02:00');
  });
});

describe('splitDateTime', () => {
  it('splits a server date-time into the local date and time fields', () => {
    expect(splitDateTime('2026-11-22T10:30:00+01:00', kitLogger)).toEqual({ date: '2026-11-22', time: '10:30' });
    expect(splitDateTime('2026-11-22T09:30:00Z', kitLogger)).toEqual({ date: '2026-11-22', time: '10:30' });
    expect(splitDateTime('2026-01-01T23:05:00Z', kitLogger)).toEqual({ date: '2026-01-02', time: '00:05' });
  });

  it.each([undefined, null, ''])('uses now, unlogged, for a missing date-time (%j)', (value) => {
    const error = consoleErrors();
    const now = new Date(2026, 0, 2, 3, 4);
    expect(splitDateTime(value, kitLogger, now)).toEqual({ date: '2026-01-02', time: '03:04' });
    expect(error).not.toHaveBeenCalled();
  });

  it.each([
    ['yesterday', 'yesterday'],
    ['a number', 1_790_000_000_000],
    ['an object', { dateTime: '2026-11-22T10:30:00Z' }],
  ])('logs a date-time that is not an ISO 8601 string (%s) and uses now', (_label, value) => {
    const error = consoleErrors();
    const now = new Date(2026, 0, 2, 3, 4);
    expect(splitDateTime(value, kitLogger, now)).toEqual({ date: '2026-01-02', time: '03:04' });
    expect(error.mock.calls).toEqual([
      [`[storefront-elements] Preview date-time "${String(value)}" is not an ISO 8601 date-time; using the current time.`],
    ]);
  });
});
