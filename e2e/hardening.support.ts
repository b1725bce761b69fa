// Shared by the hardening tests: a page with every element, a scenario that makes every call the
// elements make, and the checks that hold whatever goes wrong.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { TestPage } from './support/harness';

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
export const token = (claims: object) => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(claims)}.sig`;

/** A login token that is due for renewal and has no lid, so both renew calls are made. */
export function dueTokens(nowSeconds = Math.floor(Date.now() / 1000)) {
  return {
    loginToken: token({ exp: nowSeconds + 3600, ren: nowSeconds - 60 }),
    longTermToken: token({ exp: nowSeconds + 86_400, ren: nowSeconds - 60, lid: true }),
    'XSRF-TOKEN': 'xsrf-hardening',
  };
}

export const STAFF = { previewAuthToken: 'staff-hardening' };

export const ALL_ELEMENTS = `
<shop-layout content-type="text/html">
  <header slot="header"><h1>Shop</h1></header>
  <nl-signup id="main-signup"></nl-signup>
  <shop-footer slot="footer" newsletter preview></shop-footer>
</shop-layout>
<session-keeper></session-keeper>
<script>
  window.sessionStatuses = [];
  document.addEventListener('session-status', (e) => window.sessionStatuses.push(e.detail.status));
  window.__uncaught = [];
  window.addEventListener('error', (e) => window.__uncaught.push(String(e.message)));
  window.addEventListener('unhandledrejection', (e) => window.__uncaught.push(String(e.reason)));
</script>`;

/**
 * Resolves once the work React had queued has run: renders, and the effects that start timers.
 * React's scheduler runs as MessageChannel tasks (the page clock does not fake them), so a message
 * posted now arrives after the task already queued; a second one after the effects it queued.
 */
export async function reactWorkDone(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((done) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done();
          channel.port2.postMessage(null);
        }),
    );
  }
}

export const signup = (page: Page) => page.locator('#main-signup');
export const emailField = (page: Page) => signup(page).getByRole('textbox', { name: /E-Mail-Adresse/ });
export const submitButton = (page: Page) => signup(page).getByRole('button', { name: 'Jetzt anmelden' });
export const previewLauncher = (page: Page) => page.getByRole('button', { name: 'Preview settings', exact: true });

/** No uncaught exception, no injected markup ran, and no element of a shadow root came from markup in data. */
export async function expectNoBreakage(opened: TestPage) {
  const { page, pageErrors } = opened;
  expect(pageErrors).toEqual([]);
  const state = await page.evaluate(() => {
    const roots: ShadowRoot[] = [];
    const collect = (node: Document | ShadowRoot) => {
      for (const element of node.querySelectorAll('*')) {
        if (element.shadowRoot) {
          roots.push(element.shadowRoot);
          collect(element.shadowRoot);
        }
      }
    };
    collect(document);
    const injected = roots.flatMap((root) =>
      [...root.querySelectorAll('[onerror], [onload], script, iframe, object, embed')].map((e) => e.outerHTML.slice(0, 80)),
    );
    const liveBadLinks = roots.flatMap((root) =>
      [...root.querySelectorAll('a[href]')]
        .map((a) => a.getAttribute('href') ?? '')
        .filter((href) => /^\s*(javascript|data|vbscript):/i.test(href)),
    );
    return {
      xss: window.__xss ?? null,
      uncaught: window.__uncaught ?? [],
      injected,
      liveBadLinks,
    };
  });
  expect(state).toEqual({ xss: null, uncaught: [], injected: [], liveBadLinks: [] });
}

/** The newsletter block is usable: it shows its form with the e-mail field or its success message. */
export async function expectSignupUsable(page: Page) {
  const form = await emailField(page).count();
  const success = await signup(page).getByText('Vielen Dank für Ihre Newsletter-Anmeldung').count();
  expect(form + success, 'nl-signup shows its form or its success message').toBeGreaterThan(0);
}

/** The footer rendered its content. */
export async function expectFooterRendered(page: Page) {
  await expect.poll(() => page.locator('shop-footer').getByRole('link').count(), { timeout: 10_000 }).toBeGreaterThan(10);
}
