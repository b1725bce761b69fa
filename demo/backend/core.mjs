// Route table, fault injection and call recording shared by every topic of the fake backend.
import { describeProblem, serviceContract } from '../../contract/serviceContract.mjs';

/** Faults a route can be switched to, from the demo's switches or from a test. */
export const FAULTS = ['500', '404', 'html', 'empty', 'shape', 'timeout', 'network', 'redirect'];

/** Where the 'redirect' fault sends a call: an expired gateway session's login page (200, HTML). */
export const LOGIN_PAGE_PATH = '/__fake/login';

export function parseCookies(header = '') {
  const cookies = {};
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies[name] = decodeURIComponent(part.slice(index + 1).trim());
    } catch {
      cookies[name] = part.slice(index + 1).trim();
    }
  }
  return cookies;
}

export function sendJson(res, status, body) {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/** Answers with the named fault instead of the route's own answer. Returns true when handled. */
export function sendFault(res, fault) {
  switch (fault) {
    case '500':
      sendJson(res, 500, { type: 'urn:fake:internal_error', title: 'Internal Server Error' });
      return true;
    case '404':
      sendJson(res, 404, { type: 'urn:fake:not_found', title: 'Not Found' });
      return true;
    case 'html':
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>');
      return true;
    case 'empty':
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('');
      return true;
    case 'shape':
      sendJson(res, 200, ['unexpected', { shape: true }, 42]);
      return true;
    case 'network':
      res.socket?.destroy();
      return true;
    case 'redirect':
      res.writeHead(302, { Location: LOGIN_PAGE_PATH, 'Cache-Control': 'no-store' });
      res.end();
      return true;
    case 'timeout':
      // Never answer: the client's 15 s abort has to fire. The server closes the socket on shutdown.
      return true;
    default:
      return false;
  }
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return { text, body: undefined };
  try {
    return { text, body: JSON.parse(text) };
  } catch {
    return { text, body: text };
  }
}

/**
 * Holds the fake to the service contract (contract/storefront-services.openapi.json): what of a
 * request, or of the fake's own answer, the document does not allow is recorded in
 * `state.contractViolations`, one line each naming the call and the JSON path; the browser tests
 * fail on any. A fault's answer is off the contract on purpose, and so is an answer its route marks
 * `offContract` (a setting that exists to break it) and the answer of a route named in the setting
 * `offContract` (a test of what the elements make of a broken service).
 */
function checkRequest(state, req, text) {
  const { operation, problems } = serviceContract().checkRequest({
    method: req.method,
    url: req.url,
    headers: req.headers,
    cookies: parseCookies(req.headers.cookie),
    bodyText: text,
  });
  state.contractViolations.push(...problems.map(describeProblem));
  return operation;
}

function checkAnswer(state, route, operation, req, res, answer) {
  if (!operation || answer.offContract || state.offContract[route.name]) return;
  const call = `${req.method} ${new URL(req.url, 'http://fake.invalid').pathname} (${operation.id})`;
  const bodyText = answer.body === undefined ? '' : JSON.stringify(answer.body);
  const problems = serviceContract().checkAnswer(operation, { status: answer.status, headers: res.getHeaders(), bodyText }, call);
  state.contractViolations.push(...problems.map(describeProblem));
}

/** Waits `delay` ms before an answer; false when the client went away meanwhile (its page closed): nothing is answered then. */
function answeredAfter(res, delay) {
  return new Promise((resolve) => {
    const gone = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      res.off('close', gone);
      resolve(true);
    }, delay);
    res.once('close', gone);
  });
}

/**
 * Builds a request handler from topic route lists. A route: { name, method, path (string or
 * RegExp with groups), handle(ctx), asset? } where handle returns { status, body, offContract? } or
 * calls ctx.res itself. An asset (an image, not a service call) is not part of the service contract.
 */
export function createRouter(state, routes) {
  return async function handle(req, res, url) {
    for (const route of routes) {
      if (route.method !== req.method) continue;
      const match = typeof route.path === 'string' ? (route.path === url.pathname ? {} : null) : route.path.exec(url.pathname);
      if (!match) continue;
      const { text, body } = await readBody(req);
      const operation = route.asset ? undefined : checkRequest(state, req, text);
      const call = {
        name: route.name,
        method: req.method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        at: Date.now(),
      };
      state.calls.push(call);
      // The Date header tells the elements the server's time; off, they judge by the device clock.
      res.sendDate = state.dateHeader !== false;
      const delay = state.delays[route.name] ?? state.delayMs;
      if (delay > 0 && !(await answeredAfter(res, delay))) return true;
      if (sendFault(res, state.faults[route.name])) return true;
      const ctx = { req, res, url, body, params: match.groups ?? {}, cookies: parseCookies(req.headers.cookie), state };
      const answer = await route.handle(ctx);
      if (answer && !res.headersSent) {
        checkAnswer(state, route, operation, req, res, answer);
        sendJson(res, answer.status, answer.body);
      }
      return true;
    }
    return false;
  };
}
