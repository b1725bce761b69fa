/**
 * A time zone for the preview's date tests. StrykerJS's Vitest runner runs the tests in worker
 * threads, where setting process.env.TZ does not change the zone Date uses; this Date takes the
 * zone's rules (offsets, summer time) from Intl instead. Strings without an offset are not read as
 * local time: the tests give every date-time string its offset.
 */
import { vi } from 'vitest';

const RealDate = Date;
const MINUTE_MS = 60_000;

/** The zone's offset from UTC in minutes at `time` (east positive, as in `+05:30`). */
function offsetMinutesAt(zone: string, time: number): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(new RealDate(time));
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(parts.find((part) => part.type === 'timeZoneName')?.value ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/** Makes `Date` read and write local times of `zone` until vi.unstubAllGlobals(). */
export function useTimeZone(zone: string): void {
  class ZonedDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length < 2) {
        super(...(args as []));
        return;
      }
      const wall = RealDate.UTC(...(args as [number, number]));
      const guess = wall - offsetMinutesAt(zone, wall) * MINUTE_MS;
      super(wall - offsetMinutesAt(zone, guess) * MINUTE_MS);
    }

    private wall(): Date {
      return new RealDate(this.getTime() + offsetMinutesAt(zone, this.getTime()) * MINUTE_MS);
    }

    override getTimezoneOffset(): number {
      return -offsetMinutesAt(zone, this.getTime());
    }
    override getFullYear(): number {
      return this.wall().getUTCFullYear();
    }
    override getMonth(): number {
      return this.wall().getUTCMonth();
    }
    override getDate(): number {
      return this.wall().getUTCDate();
    }
    override getHours(): number {
      return this.wall().getUTCHours();
    }
    override getMinutes(): number {
      return this.wall().getUTCMinutes();
    }
    override getSeconds(): number {
      return this.wall().getUTCSeconds();
    }
  }
  vi.stubGlobal('Date', ZonedDate);
}
