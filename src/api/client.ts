import type { Logger } from '../log/logger';
import { describeSafely } from '../log/safeText';
import { ApiError, REQUEST_TIMEOUT_MS, TimeoutError } from './errors';
import { readCookie } from './cookies';
import { jsonText } from './json';
import { noteServerAnswer } from './serverClock';
import { pageTrustedOrigins, TRUSTED_ORIGINS_META } from './trustedOrigins';
import { joinPath, pageOrigin, webOrigin } from '../util/urls';

export const API_KEY = 'dummy';

export { ApiError, REQUEST_TIMEOUT_MS, TimeoutError };

/**
 * The answer came after a redirect (an expired gateway session sends `302 Location: /login`, and
 * fetch follows it to a 200 HTML page): whatever it says, it is not the service's answer.
 */
export class RedirectError extends Error {
  readonly location: string;
  constructor(url: string, location: string) {
    super(`Request to ${url} was redirected to ${location || 'another address'}; a redirected answer is not the service's answer`);
    this.name = 'RedirectError';
    this.location = location;
  }
}

/**
 * The element's `api-origin` is not one the page trusts (docs/contract.md, section 8): no call is made, so
 * no token, CSRF value, cookie or typed data can reach it.
 */
export class UntrustedOriginError extends Error {
  readonly apiOrigin: string;
  constructor(apiOrigin: string) {
    super(
      `api-origin "${apiOrigin}" is not trusted by this page, so no call is made to it. A page trusts an origin by listing it in <meta name="${TRUSTED_ORIGINS_META}" content="${apiOrigin}"> in its <head>.`,
    );
    this.name = 'UntrustedOriginError';
    this.apiOrigin = apiOrigin;
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT';
  /** Origin the path is relative to; empty means the page's origin. */
  apiOrigin?: string;
  headers?: Record<string, string>;
  /** Sent as JSON when not undefined. */
  json?: unknown;
  query?: Record<string, string>;
  credentials?: RequestCredentials;
  cache?: RequestCache;
  signal?: AbortSignal;
}

/**
 * The origin a call goes to: the page's own, or `api-origin` when the page trusts it; throws
 * UntrustedOriginError for any other value (another origin, or no http(s) origin at all).
 */
export function callOrigin(apiOrigin: string): string {
  const requested = apiOrigin.trim();
  if (!requested) return pageOrigin();
  const origin = webOrigin(requested);
  if (origin && (origin === pageOrigin() || pageTrustedOrigins().has(origin))) return origin;
  throw new UntrustedOriginError(requested);
}

/**
 * A service URL: a path on the page's origin, or on the trusted `api-origin`. The page's own
 * calls stay on its origin even under a `<base href>` that names another.
 */
export function buildUrl(path: string, apiOrigin = '', query?: Record<string, string>): string {
  const origin = callOrigin(apiOrigin);
  const base = origin === pageOrigin() && new URL(document.baseURI).origin === origin ? '' : origin;
  const url = joinPath(base, path);
  const search = new URLSearchParams(query).toString();
  return search ? `${url}?${search}` : url;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export interface ApiResponse<T> {
  status: number;
  body: T;
}

/**
 * The one service client: `X-Api-Key: dummy`, abort after 15 s, a redirected answer raises
 * RedirectError, non-2xx raises ApiError. Resolves to the status and the parsed body (null for an
 * empty one). The time-out and the caller's signal end the wait even when the page replaced fetch
 * with a wrapper that ignores the abort signal: the call races them.
 */
export async function send<T = unknown>(path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> {
  const url = buildUrl(path, options.apiOrigin, options.query);
  const controller = new AbortController();
  const headers: Record<string, string> = { 'X-Api-Key': API_KEY, Accept: 'application/json', ...options.headers };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers,
    body: jsonText(options.json),
    credentials: options.credentials ?? 'same-origin',
    cache: options.cache,
    // Never followed: the browser would send the headers (X-LoginToken) on to wherever it points.
    redirect: 'manual',
    signal: controller.signal,
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let onOuterAbort = () => {};
  const ended = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(url));
    }, REQUEST_TIMEOUT_MS);
    onOuterAbort = () => {
      controller.abort();
      // Stryker disable next-line all: a fallback for engines whose abort() sets no reason; every engine that runs the kit sets one
      reject(options.signal?.reason ?? new DOMException('The call was aborted.', 'AbortError'));
    };
    if (options.signal?.aborted) onOuterAbort();
    else options.signal?.addEventListener('abort', onOuterAbort);
  });
  try {
    return await Promise.race([exchange<T>(url, init), ended]);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

async function exchange<T>(url: string, init: RequestInit): Promise<ApiResponse<T>> {
  const response = await fetch(url, init);
  if (response.type === 'opaqueredirect' || response.redirected) throw new RedirectError(url, locationOf(response));
  // Stryker disable next-line all: send() always sets the method; the fallback only satisfies RequestInit's type
  noteServerAnswer(init.method ?? 'GET', response.headers);
  const body = await parseBody(response);
  if (!response.ok) throw new ApiError(response.status, body, url);
  return { status: response.status, body: body as T };
}

/** Where a redirect pointed, when the browser tells (it does not for a redirect it did not follow). */
function locationOf(response: Response): string {
  return response.type === 'opaqueredirect' ? (response.headers.get('Location') ?? '') : response.url;
}

/** Like send(), resolving to the parsed body only. */
export async function request<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  return (await send<T>(path, options)).body;
}

/** What fetch accepts as a header value: Latin-1 without control characters (a line break, NUL). */
const HEADER_VALUE = /^[\t\x20-\x7e\x80-\xff]*$/;

/**
 * Headers that carry the CSRF token back, when the page has one. A token a header cannot carry
 * would make fetch throw before the request leaves: it is logged on `log` and left out, so the
 * service answers (and can refuse) the request itself.
 */
export function xsrfHeaders(log: Logger): Record<string, string> {
  const token = readCookie('XSRF-TOKEN');
  if (!token) return {};
  if (!HEADER_VALUE.test(token)) {
    log.error('The XSRF-TOKEN cookie holds characters an HTTP header cannot carry; X-XSRF-TOKEN is not sent.');
    return {};
  }
  return { 'X-XSRF-TOKEN': token };
}

/** Options of a JSON POST; `log` reports a CSRF token that cannot be sent. */
export type PostOptions = Omit<RequestOptions, 'method' | 'json'> & { log: Logger };

function jsonPostOptions(json: unknown, { log, ...options }: PostOptions): RequestOptions {
  return { ...options, method: 'POST', json, credentials: 'include', headers: { ...xsrfHeaders(log), ...options.headers } };
}

/** JSON POST that sends cookies and the X-XSRF-TOKEN header; resolves to the parsed body. */
export function postJson<T = unknown>(path: string, json: unknown, options: PostOptions): Promise<T> {
  return request<T>(path, jsonPostOptions(json, options));
}

/** Like postJson(), resolving to the status and the body (for calls whose 200 and 201 differ). */
export function sendJson<T = unknown>(path: string, json: unknown, options: PostOptions): Promise<ApiResponse<T>> {
  return send<T>(path, jsonPostOptions(json, options));
}

const toldUntrustedOrigins = new WeakMap<Logger, Set<string>>();

/**
 * Logs a failed call as `what` and how it failed. An untrusted api-origin is told once per element
 * (per logger), by whichever of its calls meets it first: one clear error naming the meta tag.
 */
export function logFailedCall(log: Logger, what: string, error: unknown): void {
  if (!(error instanceof UntrustedOriginError)) {
    log.error(`${what} ${describeSafely(error)}`);
    return;
  }
  const told = toldUntrustedOrigins.get(log) ?? new Set<string>();
  toldUntrustedOrigins.set(log, told);
  if (told.has(error.apiOrigin)) return;
  told.add(error.apiOrigin);
  log.error(error.message);
}
