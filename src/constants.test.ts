import { describe, expect, it, vi } from 'vitest';
import { MODAL_SIZES, oneOf } from './constants';

describe('oneOf', () => {
  it('accepts an allowed value and falls back silently for a missing one', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(oneOf('modal size', MODAL_SIZES, 'L', 'M')).toBe('L');
    expect(oneOf('modal size', MODAL_SIZES, undefined, 'M')).toBe('M');
    expect(error).not.toHaveBeenCalled();
  });

  it('logs an invalid value with the allowed ones and falls back to the default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(oneOf('modal size', MODAL_SIZES, 'XL', 'M')).toBe('M');
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/modal size "XL".*S, M, L/));
  });
});
