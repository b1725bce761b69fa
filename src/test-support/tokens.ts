// Unsigned session tokens for the unit and browser tests. The elements decode the login and
// long-term tokens and never verify them (src/api/token.ts), so a test's token needs no key: its
// header says `"alg":"none"` and its signature part is a placeholder.

/** A text in base64url: one part of a token. */
export const base64urlText = (text: string) => Buffer.from(text).toString('base64url');

/** A value's JSON in base64url: the header or the payload of a token. */
export const base64url = (value: unknown) => base64urlText(JSON.stringify(value));

/** Now in seconds since the epoch, the unit of a token's times (exp, ren). */
export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A token `header.payload.signature` whose payload is the JSON of `claims` (any value: a test of a
 * broken token gives a number or null). The header is `{"alg":"none","typ":"JWT"}` and the
 * signature `sig` unless given.
 */
export function unsignedToken(claims: unknown, { header = { alg: 'none', typ: 'JWT' } as unknown, signature = 'sig' } = {}): string {
  return `${base64url(header)}.${base64url(claims)}.${signature}`;
}
