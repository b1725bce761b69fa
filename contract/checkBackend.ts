// `storefront-elements check-backend <api-origin>`: calls every read-only operation of the service
// contract on a live backend (the sign-up too with `--write <test address>`), checks status, headers
// and bodies against the document and, for pages on another origin, the CORS answers the browser
// needs (docs/backend-contract.md); contract/checkBackendCommand.ts reads its command line and
// prints one line per call.
import { buildPayload } from '../elements/nl-signup/payload';
import { NEWSLETTER_RULES } from '../elements/nl-signup/siteRules';
import { toIsoWithOffset } from '../elements/preview-panel/dateTime';
import type { Site } from '../src/sites/sites';
import { type ContractOperation, serviceContract } from './serviceContract.mjs';

export interface CheckOptions {
  apiOrigin: string;
  site: Site;
  pageOrigin: string;
  cookies: Record<string, string>;
  writeAddress?: string;
  timeoutMs: number;
  json: boolean;
}

export type Outcome = 'ok' | 'mismatch' | 'unreachable' | 'skipped';

/** Where the answer differs from what the document (or CORS) needs, and how. */
export interface Problem {
  path: string;
  message: string;
}

export interface CallResult {
  outcome: Outcome;
  /** `GET /service/… (operationId)` */
  call: string;
  status?: number;
  /** What the document (or CORS) does not allow, each with its JSON path. */
  problems: Problem[];
  /** Why a call was skipped or unreachable, or what an ok answer means. */
  note?: string;
}

/** One concrete call of an operation: its path, query, headers and body. */
interface PlannedCall {
  operation: ContractOperation;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: string;
  skip?: string;
}

const COOKIE_HEADERS: Record<string, string> = { 'X-LoginToken': 'loginToken', 'X-XSRF-TOKEN': 'XSRF-TOKEN' };

/** What a call that is not read-only changes, by the document's tag of it: the reason it is not called. */
const WHAT_IT_CHANGES: Record<string, string> = {
  newsletter: 'a subscriber',
  session: "a customer's login (a login or a token's renewal)",
  preview: "a staff member's preview session",
};

/** The calls to make: one per operation, and one per value of an enumerated path parameter (internal, private). */
function planCalls(options: CheckOptions): PlannedCall[] {
  const contract = serviceContract();
  return contract.operations.flatMap((operation) => {
    const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
    let paths = [operation.template];
    for (const parameter of pathParameters) {
      const values = (parameter.schema as { enum?: string[] } | undefined)?.enum ?? [String(parameter.example)];
      paths = paths.flatMap((path) => values.map((value) => path.replace(`{${parameter.name}}`, encodeURIComponent(value))));
    }
    return paths.map((path) => planCall(operation, path, options));
  });
}

function planCall(operation: ContractOperation, path: string, options: CheckOptions): PlannedCall {
  const planned: PlannedCall = { operation, path, query: {}, headers: { Accept: 'application/json' } };
  const isSignUp = operation.id === 'signUp';
  if (!operation.readOnly && !(isSignUp && options.writeAddress)) {
    const changed = operation.definition.tags?.map((tag) => WHAT_IT_CHANGES[tag]).find(Boolean) ?? 'something on the backend';
    planned.skip = isSignUp ? 'not called: it signs an address up; --write <test address> calls it' : `not called: it changes ${changed}`;
    return planned;
  }
  for (const parameter of operation.parameters) {
    const schema = parameter.schema as { const?: string; format?: string; $ref?: string } | undefined;
    if (parameter.in === 'header') {
      const cookie = COOKIE_HEADERS[parameter.name];
      const value = schema?.const ?? (cookie ? options.cookies[cookie] : undefined);
      if (value !== undefined) planned.headers[parameter.name] = value;
      else if (parameter.required) planned.skip = `not called: it needs --cookie ${cookie}=<value> (sent as ${parameter.name})`;
    }
    if (parameter.in === 'query')
      planned.query[parameter.name] = parameter.name === 'time' || parameter.name === 'dateTime' ? toIsoWithOffset(new Date()) : '';
  }
  if (isSignUp && options.writeAddress) {
    planned.headers['Content-Type'] = 'application/json';
    planned.body = JSON.stringify(signUpOf(options));
  }
  return planned;
}

/** The sign-up the site's form sends for the test address, with the names the site asks for. */
function signUpOf({ site, writeAddress = '' }: CheckOptions) {
  const values = { email: writeAddress, salutation: 'MRS' as const, firstName: 'Erika', lastName: 'Mustermann', consents: [], legals: [] };
  return buildPayload(values, { rules: NEWSLETTER_RULES[site], origin: 'NEWSLETTER', originAddition: 'check-backend', knownConsents: [] });
}

const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');

/** Why a call got no answer, in words. */
function unreachableWhy(error: unknown, timeoutMs: number): string {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return `no answer within ${timeoutMs} ms`;
  const cause = error instanceof Error ? (error.cause as { code?: string; message?: string } | undefined) : undefined;
  const words: Record<string, string> = {
    ECONNREFUSED: 'the connection was refused (nothing listens there)',
    ENOTFOUND: 'no such host',
    ECONNRESET: 'the connection was closed without an answer',
    UND_ERR_SOCKET: 'the connection was closed without an answer',
    EAI_AGAIN: 'the host name could not be looked up',
  };
  const code = cause?.code ?? '';
  return (
    words[code] ??
    `${code || (error instanceof Error ? error.name : 'error')}: ${cause?.message ?? (error instanceof Error ? error.message : String(error))}`
  );
}

const header = (headers: Headers, name: string) => headers.get(name) ?? undefined;
const shown = (value: string | undefined) => (value === undefined ? 'nothing' : JSON.stringify(value));
const listed = (value: string | undefined) => (value ?? '').split(',').map((item) => item.trim().toLowerCase());

/** What a page on another origin needs of an answer: its origin named, and credentials allowed. */
function corsProblems(headers: Headers, pageOrigin: string, where: string): Problem[] {
  const problems: Problem[] = [];
  const origin = header(headers, 'access-control-allow-origin');
  if (origin !== pageOrigin)
    problems.push({
      path: `${where}$.headers['access-control-allow-origin']`,
      message: `must be ${shown(pageOrigin)} (the page's origin), not ${shown(origin)}`,
    });
  const credentials = header(headers, 'access-control-allow-credentials');
  if (credentials !== 'true')
    problems.push({
      path: `${where}$.headers['access-control-allow-credentials']`,
      message: `must be "true" (the calls send cookies), not ${shown(credentials)}`,
    });
  return problems;
}

/** The browser's question before a call from another origin with custom headers, and what its answer must allow. */
async function preflightProblems(url: string, planned: PlannedCall, options: CheckOptions): Promise<Problem[]> {
  const requested = Object.keys(planned.headers)
    .map((name) => name.toLowerCase())
    .filter((name) => name !== 'accept')
    .sort();
  const response = await fetch(url, {
    method: 'OPTIONS',
    headers: {
      Origin: options.pageOrigin,
      'Access-Control-Request-Method': planned.operation.method,
      'Access-Control-Request-Headers': requested.join(','),
    },
    redirect: 'manual',
    signal: AbortSignal.timeout(options.timeoutMs),
  });
  await response.arrayBuffer();
  if (response.status < 200 || response.status > 299)
    return [{ path: 'preflight $.status', message: `must be 2xx (the browser sends the call only then), not ${response.status}` }];
  const problems = corsProblems(response.headers, options.pageOrigin, 'preflight ');
  const methods = listed(header(response.headers, 'access-control-allow-methods'));
  // GET, HEAD and POST need not be listed; the others must be, by name (with credentials "*" is no wildcard).
  if (!['GET', 'HEAD', 'POST'].includes(planned.operation.method) && !methods.includes(planned.operation.method.toLowerCase()))
    problems.push({
      path: "preflight $.headers['access-control-allow-methods']",
      message: `must list ${planned.operation.method}, not ${shown(header(response.headers, 'access-control-allow-methods'))}`,
    });
  const allowedHeaders = listed(header(response.headers, 'access-control-allow-headers'));
  const missing = requested.filter((name) => !allowedHeaders.includes(name));
  if (missing.length)
    problems.push({
      path: "preflight $.headers['access-control-allow-headers']",
      message: `must list ${missing.join(', ')} (by name: with credentials "*" is no wildcard), not ${shown(header(response.headers, 'access-control-allow-headers'))}`,
    });
  return problems;
}

async function runCall(planned: PlannedCall, options: CheckOptions): Promise<CallResult> {
  const call = `${planned.operation.method} ${planned.path} (${planned.operation.id})`;
  if (planned.skip) return { outcome: 'skipped', call, problems: [], note: planned.skip };
  const search = new URLSearchParams(planned.query).toString();
  const url = `${options.apiOrigin}${planned.path}${search ? `?${search}` : ''}`;
  const crossOrigin = options.pageOrigin !== options.apiOrigin;
  const headers: Record<string, string> = { ...planned.headers };
  if (Object.keys(options.cookies).length) headers.Cookie = cookieHeader(options.cookies);
  if (crossOrigin) headers.Origin = options.pageOrigin;
  try {
    const problems: Problem[] = crossOrigin ? await preflightProblems(url, planned, options) : [];
    const response = await fetch(url, {
      method: planned.operation.method,
      headers,
      body: planned.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const bodyText = await response.text();
    const answer = { status: response.status, headers: Object.fromEntries(response.headers), bodyText };
    const page = htmlPage(response.headers, bodyText);
    if (page !== undefined)
      problems.push({
        path: '$.body',
        message: `is an HTML page${page ? ` ("${page}")` : ''}, not the service's answer (JSON or nothing)`,
      });
    problems.push(...serviceContract().checkAnswer(planned.operation, answer, call));
    if (crossOrigin) problems.push(...corsProblems(response.headers, options.pageOrigin, ''));
    const meaning = planned.operation.definition.responses[String(response.status)]?.description;
    return {
      outcome: problems.length ? 'mismatch' : 'ok',
      call,
      status: response.status,
      problems: problems.map(({ path, message }) => ({ path, message })),
      ...(problems.length === 0 && meaning ? { note: meaning } : {}),
    };
  } catch (error) {
    return { outcome: 'unreachable', call, problems: [], note: unreachableWhy(error, options.timeoutMs) };
  }
}

/** The title (or first heading) of an HTML page that came back (a web server's or a proxy's error page), '' without either; undefined for anything else. */
function htmlPage(headers: Headers, bodyText: string): string | undefined {
  const html = (headers.get('content-type') ?? '').includes('text/html') || /^\s*<(?:!doctype html|html)[\s>]/i.test(bodyText);
  if (!html) return undefined;
  return (/<title[^>]*>([^<]*)<\/title>/i.exec(bodyText) ?? /<h1[^>]*>([^<]*)<\/h1>/i.exec(bodyText))?.[1].trim().slice(0, 80) ?? '';
}

/**
 * Every call of the document, made one after another (a backend under test is not a load test's).
 * A backend that answers 404 to every call is no backend of the service (a wrong api-origin, a
 * web server without the routes): a 404 the document allows (no promotion today) is no "ok" there.
 */
export async function checkBackend(options: CheckOptions): Promise<CallResult[]> {
  const results: CallResult[] = [];
  for (const planned of planCalls(options)) results.push(await runCall(planned, options));
  const answered = results.filter((result) => result.status !== undefined);
  if (answered.length > 1 && answered.every((result) => result.status === 404))
    for (const result of answered)
      if (result.outcome === 'ok')
        Object.assign(result, {
          outcome: 'mismatch',
          problems: [{ path: '$.status', message: 'is 404, as every call here is: this is not the service (is the api-origin right?)' }],
          note: undefined,
        });
  return results;
}
