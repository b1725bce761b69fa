import { jwtDecode, InvalidTokenError } from 'jwt-decode';

export { InvalidTokenError };

/** Claims of the login and long-term tokens; times in seconds. */
export interface SessionTokenClaims {
  exp?: number;
  ren?: number;
  lid?: boolean;
}

/**
 * Decodes (does not verify) a JWT. A string that is not a token, or whose parts are not valid
 * base64, raises InvalidTokenError.
 */
export function decodeToken<T = SessionTokenClaims>(token: string): T {
  return jwtDecode<T>(token);
}
