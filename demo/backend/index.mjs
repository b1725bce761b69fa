// The local fake backend: every call of docs/specification.md (section 7) and docs/contract.md, with
// in-memory state, fault switches and a record of the calls (for the demo and the browser tests).
import { serviceContract } from '../../contract/serviceContract.mjs';
import { createRouter, FAULTS, LOGIN_PAGE_PATH, sendJson } from './core.mjs';
import { topics } from './topics.mjs';

export { FAULTS };

function freshState() {
  const state = { faults: {}, delays: {}, delayMs: 0, dateHeader: true, calls: [], contractViolations: [], offContract: {} };
  for (const topic of topics) Object.assign(state, topic.initialState());
  return state;
}

export function createBackend() {
  // Compiled before the first call, so that no answer waits for it (check-backend's time-out test).
  serviceContract().compileAll();
  let state = freshState();
  /** The service requests begun and not answered yet, each as "METHOD /path". */
  const inFlight = new Set();
  let settled = () => undefined;
  let router = createRouter(
    state,
    topics.flatMap((topic) => topic.routes),
  );

  const backend = {
    get state() {
      return state;
    },
    reset() {
      state = freshState();
      router = createRouter(
        state,
        topics.flatMap((topic) => topic.routes),
      );
    },
    /**
     * Merges settings: { faults: { routeName: fault|null }, delayMs, delays, dateHeader,
     * offContract: { routeName: why|null }, ...topic settings }.
     */
    configure(settings = {}) {
      for (const [key, value] of Object.entries(settings)) {
        if ((key === 'faults' || key === 'delays' || key === 'offContract') && value && typeof value === 'object') {
          for (const [name, entry] of Object.entries(value)) {
            if (entry === null || entry === '') delete state[key][name];
            else state[key][name] = entry;
          }
        } else {
          state[key] = value;
        }
      }
    },
    calls(name) {
      return name ? state.calls.filter((call) => call.name === name) : state.calls;
    },
    /** What the elements sent, or the fake answered, that the service contract does not allow: one line each. */
    contractViolations() {
      return state.contractViolations;
    },
    routeNames() {
      return topics.flatMap((topic) => topic.routes.map((route) => route.name));
    },
    /** Handles /service/* and the /__fake/* controls; false when the path is not the backend's. */
    async handle(req, res, url) {
      if (url.pathname.startsWith('/__fake/')) return handleControl(req, res, url);
      const request = { name: `${req.method} ${url.pathname}` };
      inFlight.add(request);
      try {
        return await router(req, res, url);
      } finally {
        inFlight.delete(request);
        if (inFlight.size === 0) settled();
      }
    },
    /**
     * Waits until every service request begun has been answered, or given up because its client
     * went away, for at most `timeoutMs`; gives the ones still open ("METHOD /path"), none when all settled.
     */
    async settle(timeoutMs = 5000) {
      if (inFlight.size > 0) {
        let timer;
        await new Promise((resolve) => {
          settled = resolve;
          timer = setTimeout(resolve, timeoutMs);
        });
        clearTimeout(timer);
        settled = () => undefined;
      }
      return [...inFlight].map((request) => request.name);
    },
  };

  async function handleControl(req, res, url) {
    const action = url.pathname.slice('/__fake/'.length);
    if (url.pathname === LOGIN_PAGE_PATH) {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('<!doctype html><html><head><title>Log in</title></head><body><form><h1>Please log in</h1></form></body></html>');
      return true;
    }
    if (action === 'state' && req.method === 'GET') {
      const { calls, ...rest } = state;
      sendJson(res, 200, { ...rest, callCount: calls.length, routes: backend.routeNames(), faultKinds: FAULTS });
      return true;
    }
    if (action === 'calls' && req.method === 'GET') {
      sendJson(
        res,
        200,
        state.calls.map(({ headers, ...call }) => ({ ...call, headers })),
      );
      return true;
    }
    if (action === 'reset' && req.method === 'POST') {
      await backend.settle();
      backend.reset();
      sendJson(res, 200, { ok: true });
      return true;
    }
    if (action === 'settings' && req.method === 'POST') {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      try {
        backend.configure(JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}'));
        sendJson(res, 200, { ok: true });
      } catch (error) {
        sendJson(res, 400, { error: String(error) });
      }
      return true;
    }
    return false;
  }

  return backend;
}
