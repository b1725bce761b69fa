// The command line of `storefront-elements check-backend`: its usage text, its options (read from
// the arguments, with a clear message for each mistake) and what it prints of the check's results
// (contract/checkBackend.ts makes the calls).
import { invalidAttributeMessage, parseAttribute } from '../src/element/attributes';
import type { EnumAttribute } from '../src/element/declaration';
import { COMMON_ATTRIBUTES } from '../src/element/sharedDeclarations';
import { DEFAULT_SITE, type Site } from '../src/sites/sites';
import { type CallResult, type CheckOptions, checkBackend, type Outcome } from './checkBackend';

export const DEFAULT_TIMEOUT_MS = 15_000;

export const USAGE = `Usage: npx storefront-elements check-backend <api-origin> [options]

Checks a live backend against the service contract of the storefront elements: calls every
read-only call of the document on <api-origin> (e.g. https://api.shop.example) and prints one
line per call: ok, mismatch (with the JSON path and what the document expects), unreachable (and
why) or skipped (and why). Exits 1 on any mismatch or unreachable call, 2 on bad input.

Options:
  --site <code>          the site whose sign-up --write sends (AT CH CH_FR CZ DE HU PL SK TR; default DE)
  --page-origin <origin> the origin of the shop's pages; when it is not <api-origin>, every call
                         is checked as the browser makes it from there (CORS, with cookies)
  --cookie <name=value>  a cookie to send, as a visitor's browser would; repeatable. loginToken
                         lets the customer data be checked, previewAuthToken the staff check
  --write <address>      also sends the sign-up, with this test e-mail address (it gets the mail)
  --timeout <ms>         how long to wait for each answer (default ${DEFAULT_TIMEOUT_MS})
  --json                 the results as JSON instead of lines
`;

export class UsageError extends Error {}

/** The options from the command line after `check-backend`; throws UsageError with a clear message. */
export function parseArguments(args: readonly string[]): CheckOptions {
  let apiOrigin: string | undefined;
  let site: Site = DEFAULT_SITE;
  let pageOrigin: string | undefined;
  const cookies: Record<string, string> = {};
  let writeAddress: string | undefined;
  let timeoutMs = DEFAULT_TIMEOUT_MS;
  let json = false;
  const optionValue = (option: string, index: number) => {
    const value = args[index + 1];
    if (value === undefined || value.startsWith('--')) throw new UsageError(`${option} needs a value.`);
    return value;
  };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    switch (arg) {
      case '--site': {
        const value = optionValue(arg, index++);
        // Read as an element reads its site attribute.
        const spec = COMMON_ATTRIBUTES.all.site as EnumAttribute;
        const { value: parsed, invalid } = parseAttribute(spec, value);
        if (invalid) throw new UsageError(invalidAttributeMessage('check-backend', 'site', spec, value));
        site = parsed as Site;
        break;
      }
      case '--page-origin':
        pageOrigin = originOf(optionValue(arg, index++), '--page-origin');
        break;
      case '--cookie': {
        const value = optionValue(arg, index++);
        const equals = value.indexOf('=');
        if (equals < 1) throw new UsageError(`--cookie needs name=value, not "${value}".`);
        cookies[value.slice(0, equals)] = value.slice(equals + 1);
        break;
      }
      case '--write': {
        const value = optionValue(arg, index++);
        if (!/^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value)) throw new UsageError(`--write needs a test e-mail address, not "${value}".`);
        writeAddress = value;
        break;
      }
      case '--timeout': {
        const value = optionValue(arg, index++);
        timeoutMs = Number(value);
        if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
          throw new UsageError(`--timeout needs a number of milliseconds, not "${value}".`);
        break;
      }
      case '--json':
        json = true;
        break;
      default:
        if (arg.startsWith('--')) throw new UsageError(`Unknown option ${arg}.`);
        if (apiOrigin !== undefined) throw new UsageError(`One api-origin only: "${apiOrigin}" and "${arg}".`);
        apiOrigin = originOf(arg, 'The api-origin');
    }
  }
  if (apiOrigin === undefined)
    throw new UsageError('Give the api-origin to check, e.g. npx storefront-elements check-backend https://api.shop.example');
  return { apiOrigin, site, pageOrigin: pageOrigin ?? apiOrigin, cookies, writeAddress, timeoutMs, json };
}

/** `https://host[:port]` from an argument that must be exactly that. */
function originOf(value: string, what: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`${what} "${value}" is not an origin: give scheme and host, e.g. https://api.shop.example`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`${what} "${value}" is not an http(s) origin.`);
  const extra = `${url.pathname === '/' ? '' : url.pathname}${url.search}${url.hash}`;
  if (extra || url.username || url.password)
    throw new UsageError(
      `${what} "${value}" is not an origin: the elements add the paths themselves, so give only scheme, host and port (${url.origin}).`,
    );
  return url.origin;
}

/** `ok          GET /service/… (getPsData): 200 The customer data; …`; a mismatch's problems separated by "; ". */
export function describeResult({ outcome, call, status, problems, note }: CallResult): string {
  const what = problems.map(({ path, message }) => `${path} ${message}`).join('; ');
  const detail = [status, outcome === 'mismatch' ? what : note].filter((part) => part !== undefined && part !== '').join(' ');
  return `${outcome.padEnd(11)} ${call}: ${detail}`;
}

/**
 * What the whole run says about the origin, when the calls' answers say it together: it is not the
 * service (every answer a 404, or every one an HTML page), or nothing answered at all.
 */
export function diagnosisOf(results: CallResult[]): string | undefined {
  const called = results.filter((result) => result.outcome !== 'skipped');
  const answered = called.filter((result) => result.status !== undefined);
  if (called.length > 0 && answered.length === 0) return 'no call was answered: is the api-origin right, and the backend running?';
  if (answered.length < 2) return undefined;
  if (answered.every((result) => result.status === 404))
    return 'this is not the service: every call answered 404 (is the api-origin right?)';
  if (answered.every((result) => result.problems.some(({ message }) => message.startsWith('is an HTML page'))))
    return 'this is not the service: every call answered an HTML page (is the api-origin right?)';
  return undefined;
}

export function summaryOf(results: CallResult[]): string {
  const count = (outcome: Outcome) => results.filter((result) => result.outcome === outcome).length;
  const diagnosis = diagnosisOf(results);
  return `${count('ok')} ok, ${count('mismatch')} mismatch, ${count('unreachable')} unreachable, ${count('skipped')} skipped${diagnosis ? `: ${diagnosis}` : ''}`;
}

interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** `check-backend` with its arguments; resolves to the exit code (0 all ok, 1 a mismatch or an unreachable call, 2 bad input). */
export async function runCheckBackend(args: readonly string[], output: Output): Promise<number> {
  if (args.includes('--help') || args.includes('-h')) {
    output.out(USAGE);
    return 0;
  }
  let options: CheckOptions;
  try {
    options = parseArguments(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    output.err(`check-backend: ${error.message}\n\n${USAGE}`);
    return 2;
  }
  const results = await checkBackend(options);
  const failed = results.some((result) => result.outcome === 'mismatch' || result.outcome === 'unreachable');
  if (options.json) {
    const { apiOrigin, site, pageOrigin } = options;
    output.out(JSON.stringify({ apiOrigin, site, pageOrigin, ok: !failed, diagnosis: diagnosisOf(results) ?? null, results }, null, 2));
  } else {
    const cors =
      options.pageOrigin === options.apiOrigin
        ? 'pages on the same origin (CORS not checked)'
        : `pages on ${options.pageOrigin} (CORS checked)`;
    output.out(`check-backend ${options.apiOrigin}, site ${options.site}, ${cors}`);
    const diagnosis = diagnosisOf(results);
    if (diagnosis) output.out(diagnosis);
    for (const result of results) output.out(describeResult(result));
    output.out(summaryOf(results));
  }
  return failed ? 1 : 0;
}
