import { readdirSync } from 'node:fs';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { newPage } from './newPage';
import { takeContractViolations } from './services';

// A test in the node environment (`// @vitest-environment node`: what renders on a server) has no page.
const onPage = typeof window !== 'undefined';
const nodeFetch = globalThis.fetch;
const LOOPBACK = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?\//;

// Unit tests never reach the network (happy-dom's own fetch would go out to the address). A request
// that no test stub answers is refused, and reported as an uncaught error, which fails the run
// whenever it happens, even after its test ended; Vitest names the test that was running. Only a
// test in the node environment may call a server it started on this machine (check-backend's test
// against the fake backend).
function refuseRequest(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  if (!onPage && LOOPBACK.test(url)) return nodeFetch(input, init);
  const error = new Error(`Unit tests make no real requests, and no stub answered ${url}.`);
  process.nextTick(() => {
    throw error;
  });
  return Promise.reject(error);
}

globalThis.fetch = refuseRequest as typeof fetch;

// waitFor() gives up on its condition after 1 s by default: a submit (validation, the stubbed call,
// the render of the thanks) takes longer on a loaded machine, and the test then failed though nothing
// was wrong. It waits for the condition as long as the browser tests' polls do.
configure({ asyncUtilTimeout: 5_000 });

// happy-dom lays nothing out, and its IntersectionObserver never reports: here every observed
// element is in view, reported after the observing task, as a browser does for an element on screen
// (src/element/define.test.tsx replaces this to test an element far below).
class InViewObserver {
  readonly #callback: IntersectionObserverCallback;
  constructor(callback: IntersectionObserverCallback) {
    this.#callback = callback;
  }
  observe(target: Element) {
    setTimeout(() =>
      this.#callback([{ target, isIntersecting: true } as IntersectionObserverEntry], this as unknown as IntersectionObserver),
    );
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
if (onPage) {
  window.IntersectionObserver = InViewObserver as unknown as typeof IntersectionObserver;
  globalThis.IntersectionObserver = window.IntersectionObserver;
  window.fetch = refuseRequest as typeof fetch;
  // The unit tests' page is a shop page whose template trusts the service origins the tests call
  // (docs/contract.md, section 8); a test of an untrusted api-origin uses any other.
  const trusted = document.createElement('meta');
  trusted.name = 'storefront-api-origins';
  trusted.content = 'https://api.example https://api.example.com https://login.example.com https://a.example https://b.example';
  document.head.append(trusted);
}

// A test whose code sent, or whose stub answered, what the service contract does not allow fails.
afterEach(async () => {
  const violations = await takeContractViolations();
  if (violations.length > 0)
    throw new Error(`The service contract does not allow ${violations.length} of this test's calls or answers:\n${violations.join('\n')}`);
});

afterEach(() => {
  if (!onPage) return;
  cleanup();
  // What the elements share is per page; each test is a new page.
  newPage();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// An element removed in a file's last test is torn down after a grace period (a move must not lose
// it); the file's page outlives that, or React would finish its work after happy-dom is gone.
afterAll(async () => {
  // Each element's folder is named by its tag (elements/<tag>/).
  const tags = readdirSync('elements', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  if (!onPage || !tags.some((tag) => customElements.get(tag))) return;
  const { DISCONNECT_GRACE_MS } = await import('../element/StorefrontElement');
  document.body.replaceChildren();
  await new Promise((torn) => setTimeout(torn, DISCONNECT_GRACE_MS + 100));
});
