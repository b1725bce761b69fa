import { describe, expect, it, vi } from 'vitest';
import { kitLogger } from '../log/logger';
import { isOneOf, isRecord, oneOf } from './guards';

const SIZES = ['S', 'M', 'L'] as const;

describe('oneOf', () => {
  it('accepts an allowed value and falls back silently for a missing one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(oneOf('modal size', SIZES, 'L', 'M', kitLogger)).toBe('L');
    expect(oneOf('modal size', SIZES, undefined, 'M', kitLogger)).toBe('M');
    expect(oneOf('modal size', SIZES, null, 'M', kitLogger)).toBe('M');
    expect(oneOf('modal size', SIZES, '', 'M', kitLogger)).toBe('M');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs an invalid value once, on the logger it is given, with the allowed ones, and falls back to the default', () => {
    const log = { error: vi.fn(), warn: vi.fn() };
    expect(oneOf('modal size', SIZES, 'XL', 'M', log)).toBe('M');
    expect(log.error.mock.calls).toEqual([['Invalid modal size "XL". Allowed: S, M, L. Using "M".']]);
  });
});

describe('isOneOf and isRecord', () => {
  it('tell an enumeration value and a plain object apart from anything else', () => {
    expect([isOneOf(SIZES, 'S'), isOneOf(SIZES, 's'), isOneOf(SIZES, 1)]).toEqual([true, false, false]);
    expect([isRecord({}), isRecord([]), isRecord(null), isRecord('x')]).toEqual([true, false, false, false]);
  });
});
