import { describe, expect, it } from 'vitest';
import { unsignedToken } from '../test-support/tokens';
import { decodeToken, InvalidTokenError } from './token';

describe('decodeToken', () => {
  it('reads exp, ren and lid of a token', () => {
    const token = unsignedToken({ exp: 2000, ren: 1000, lid: true });
    expect(decodeToken(token)).toEqual({ exp: 2000, ren: 1000, lid: true });
  });

  it('raises the invalid-token error for a string that is not a token', () => {
    expect(() => decodeToken('not-a-token')).toThrow(InvalidTokenError);
    expect(() => decodeToken('')).toThrow(InvalidTokenError);
  });

  it('raises the invalid-token error for invalid base64 and for a payload that is not JSON', () => {
    expect(() => decodeToken('a.%%%%.c')).toThrow(InvalidTokenError);
    expect(() => decodeToken(`a.${btoa('not json')}.c`)).toThrow(InvalidTokenError);
  });
});
