import type { Logger } from '../../src/log/logger';
import { decodeToken, type SessionTokenClaims } from '../../src/api/token';

/** The cookies that hold the session's tokens. */
export type TokenCookie = 'loginToken' | 'longTermToken';

/** Seconds since the epoch, as a token's claims hold them. */
export const isSeconds = (value: unknown): value is number => Number.isFinite(value);

/** Decoded claims of a token cookie; undefined when absent or unusable (malformed is logged). */
export function decodeCookie(name: TokenCookie, raw: string, log: Logger): SessionTokenClaims | undefined {
  if (raw === '') return undefined;
  let claims: unknown;
  try {
    claims = decodeToken<unknown>(raw);
    if (typeof claims !== 'object' || claims === null) throw new TypeError('the payload is not an object');
  } catch (error) {
    log.error(`Cookie ${name} is not a valid token; treated as no token.`, error);
    return undefined;
  }
  if (name === 'loginToken' && !isSeconds((claims as SessionTokenClaims).exp)) {
    log.error('The login token has no numeric exp claim; treated as an unknown token.');
    return undefined;
  }
  return claims as SessionTokenClaims;
}
