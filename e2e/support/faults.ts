// Every call the elements make, answering 500, 404, an HTML error page, an empty body, JSON of the
// wrong shape, no answer (the 15 s time-out) or a dropped connection: no uncaught exception, every
// element stays usable, the person sees the specification's message where it has one, and what
// they typed is kept. Three test files share the calls (e2e/hardening.faults.*.e2e.ts, each a group
// of ROUTE_GROUPS), so that the browser workers run them side by side.
import { describe, expect, it } from 'vitest';
import { reactSettled, useBrowser } from './harness';
import {
  ALL_ELEMENTS,
  dueTokens,
  emailField,
  expectFooterRendered,
  expectNoBreakage,
  expectSignupUsable,
  previewLauncher,
  signup,
  STAFF,
  submitButton,
} from './hardening';

const FAULTS = ['500', '404', 'html', 'empty', 'shape', 'timeout', 'network'] as const;
/** The calls the elements make on a page (the others are exported for the shop's own pages; see hardening.exports), in the groups the test files take. */
export const ROUTE_GROUPS = {
  'sign-up and session': ['psdata', 'newsletterSignup', 'newsletterBaseData', 'loginTokenRenew', 'longTermTokenRenew'],
  footer: ['promotion', 'getassignment', 'footerLogo'],
  staff: ['previewCheckauth', 'abTestsAt', 'previewToken', 'previewRenew'],
} as const;

type Route = (typeof ROUTE_GROUPS)[keyof typeof ROUTE_GROUPS][number];

/**
 * The faults each route is tried with: every one, but a 404 only where it means something of its
 * own (no promotion today). Everywhere else an answer that is not OK takes one path, whatever its
 * status (src/api/client.ts), which the 500 tries.
 */
const faultsOf = (route: Route) => FAULTS.filter((fault) => fault !== '404' || route === 'promotion');

/** Routes that, left unanswered, keep the session keeper's first check from answering: its own
 * calls, and the footer's logos, which hold all six of the browser's connections to the origin. */
const HANG_THE_KEEPER = new Set(['loginTokenRenew', 'longTermTokenRenew', 'footerLogo']);

type Browser = ReturnType<typeof useBrowser>;

async function runScenario(browser: Browser, route: Route, fault: string) {
  browser.backend.configure({ faults: { [route]: fault } });
  const opened = await browser.open('/hardening-faults.html', { html: ALL_ELEMENTS, cookies: { ...STAFF, ...dueTokens() }, clock: true });
  const { page } = opened;
  await emailField(page).waitFor();
  // The panel inside the footer checks the staff login once the footer has rendered: wait for
  // that (its launcher, or, when that check fails, the check itself) before time jumps.
  if (route !== 'previewCheckauth') await previewLauncher(page).waitFor();
  else await expect.poll(() => browser.backend.calls(route).length, { timeout: 10_000 }).toBeGreaterThan(0);
  // Before time jumps: the timers React effects start exist, and the session keeper's first check
  // has answered (unless its call hangs on purpose), so no call that would answer is cut off.
  await reactSettled(page);
  if (!(HANG_THE_KEEPER.has(route) && fault === 'timeout')) {
    await expect.poll(() => page.evaluate(() => window.sessionStatuses?.length), { timeout: 10_000 }).toBeGreaterThan(0);
  }
  await page.clock.runFor(310_000); // the preview renewal (300 s), the session checks (3 min), the footer's wait
  await expectFooterRendered(page);

  // Each call starts its 15 s time-out before the page sends it (the request may then wait in the
  // browser, e.g. behind images that never load), so a sent request is the moment to move time.
  const sent = (path: string) => page.waitForRequest((request) => new URL(request.url()).pathname.endsWith(path));
  // Sent is not yet received: moving time past 15 s before the server has the call would abort it on
  // the way. Unanswered logos hold all six connections: then the call waits in the browser until its
  // time-out, which is what that case tests.
  const received = async (call: string) => {
    if (route === 'footerLogo' && fault === 'timeout') return;
    await expect.poll(() => browser.backend.calls(call).length).toBeGreaterThan(0);
  };
  await emailField(page).fill('kunde@example.com');
  const signupSent = sent('/newsletter-subscribers');
  await submitButton(page).click();
  await signupSent;
  await received('newsletterSignup');
  if (route !== 'previewCheckauth') {
    await previewLauncher(page).click();
    const tokenSent = sent('/service/preview/api/token');
    await page.getByRole('button', { name: 'Set preview settings' }).click();
    await tokenSent;
    await received('previewToken');
  }
  await page.clock.runFor(16_000); // past the 15 s time-out of the calls just made
  return opened;
}

/** Declares the faults of one group's calls. */
export function describeFaults(group: keyof typeof ROUTE_GROUPS): void {
  const browser = useBrowser();
  describe.each(ROUTE_GROUPS[group])('%s failing', (route) => {
    it.each(faultsOf(route))('answering %s leaves every element working', async (fault) => {
      const opened = await runScenario(browser, route, fault);
      const { page } = opened;
      await expect.poll(() => browser.backend.calls(route).length, { message: `${route} was called` }).toBeGreaterThan(0);
      await expectNoBreakage(opened);
      await expectSignupUsable(page);
      await expectFooterRendered(page);

      if (route === 'newsletterSignup' && fault !== 'shape' && fault !== 'empty') {
        await expect
          .poll(() =>
            signup(page).getByText('Aus technischen Gründen ist die Newsletter-Anmeldung nicht möglich', { exact: false }).count(),
          )
          .toBe(1);
        expect(await emailField(page).inputValue()).toBe('kunde@example.com');
      }
      if (route === 'previewCheckauth') {
        expect(await previewLauncher(page).count()).toBe(0);
      } else {
        await expect.poll(() => page.getByRole('dialog', { name: 'Preview settings' }).isVisible()).toBe(true);
      }
      if (route === 'abTestsAt') {
        await expect.poll(() => page.getByText('Failed to fetch AB tests.').first().isVisible()).toBe(true);
      }
      if (route === 'previewToken') {
        await expect.poll(() => page.getByText('Applying settings failed.').first().isVisible()).toBe(true);
      }
    });
  });
}
