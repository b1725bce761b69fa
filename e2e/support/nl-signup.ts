// Shared by the nl-signup browser tests: page set-up and locators. What each site must show and
// say comes from the specification's literal tables (elements/nl-signup/test-support.ts), never from
// the configuration or the locale files under test.
import type { Locator, Page } from 'playwright-core';
import { SIGNUP, SIGNUP_TEXTS, requires, shows } from '../../elements/nl-signup/test-support';
import { SITES, type Site } from '../../src/sites/sites';
import type { OpenOptions, useBrowser } from './harness';

/** The sign-up's POST (the service contract's newsletter-subscribers call). */
export const SIGNUP_PATH = '/service/newsletter/api/internal/newsletter-subscribers';

export { SIGNUP, SIGNUP_TEXTS, SITES, requires, shows, type Site };

type Harness = ReturnType<typeof useBrowser>;

/**
 * Opens a test page with one <nl-signup> (attributes as given) and records nl-submit events.
 * `spacious` puts a screen of content above and below, so scrolling can be observed.
 */
export async function openSignup(harness: Harness, attributes: string, options: OpenOptions & { spacious?: boolean } = {}) {
  const spacer = options.spacious ? '<div style="height:1600px" aria-hidden="true"></div>' : '';
  const opened = await harness.open('/nl-test.html', {
    ...options,
    html: `<main style="padding:16px">${spacer}<nl-signup ${attributes}></nl-signup>${spacer}</main>
<script>window.nlEvents = []; document.addEventListener('nl-submit', (e) => window.nlEvents.push({ detail: e.detail, composed: e.composed, bubbles: e.bubbles }));</script>`,
  });
  await opened.page.locator('nl-signup h2').first().waitFor();
  return opened;
}

export function ui(page: Page) {
  const scope = page.locator('nl-signup');
  const email = scope.locator('input[name="newsletterEmail"]');
  return {
    scope,
    email,
    salutation: scope.locator('select[name="salutation"]'),
    firstName: scope.locator('input[name="firstName"]'),
    lastName: scope.locator('input[name="lastName"]'),
    legals: scope.locator('input[name="legals"]'),
    consents: scope.locator('input[name="consents"]'),
    honeypot: scope.locator('input[name="verify-email"]'),
    legalNotice: scope.locator('.nl-legal'),
    submit: scope.locator('button[type="submit"]'),
    /** Focuses the e-mail field and waits for the fields that focus reveals. */
    focusEmail: async () => {
      await email.focus();
      await scope.locator('.nl-extras').waitFor({ state: 'attached' });
    },
    success: scope.locator('.nl-success'),
    banner: scope.locator('[role="alert"]'),
    /** The error message tied to a control through aria-describedby. */
    errorOf: (control: string) =>
      page.evaluate((name) => {
        const root = document.querySelector('nl-signup')!.shadowRoot!;
        const input = root.querySelector(`[name="${name}"]`);
        const ids = input?.getAttribute('aria-describedby')?.split(' ') ?? [];
        const error = ids.map((id) => root.getElementById(id)).find((node) => node?.classList.contains('sf-field__error'));
        if (!error) return null;
        const visible = error.cloneNode(true) as HTMLElement;
        for (const node of visible.querySelectorAll('.sf-visually-hidden')) node.remove();
        return { text: visible.textContent?.trim() ?? '', invalid: input?.getAttribute('aria-invalid') ?? null };
      }, control),
    /** The name attribute of the focused control inside the shadow root. */
    focusedName: () => page.evaluate(() => document.querySelector('nl-signup')!.shadowRoot!.activeElement?.getAttribute('name') ?? null),
    events: () => page.evaluate(() => window.nlEvents),
    dataLayer: () => page.evaluate(() => window.dataLayer ?? []),
  };
}

/** Fills what the site requires with valid values (the extra fields show after the e-mail focus). */
export async function fillValid(page: Page, site: Site, email = 'anna@example.com') {
  const form = ui(page);
  await form.email.fill(email);
  if (shows(site, 'salutation')) await form.salutation.selectOption('MRS');
  if (shows(site, 'firstName')) {
    await form.firstName.fill('Anna');
    await form.lastName.fill('Łąka-Öztürk');
  }
  if (shows(site, 'legals')) await form.legals.check();
}

/**
 * Presses submit on a page whose fake clock is paused, and moves the page's time on in 10 ms steps
 * until the sign-up request is out: the submit validates in a task of its own (a zero-delay timer).
 * The request's 15 s limit then started at most a step before the page's time, whatever the load of
 * the machine, so a test can move time to just before it and just past it.
 */
export async function submitOnPausedClock(page: Page, submit: Locator): Promise<void> {
  let sent = false;
  const request = page
    .waitForRequest((each) => each.url().endsWith('/newsletter-subscribers'))
    .then(() => {
      sent = true;
    });
  await submit.click();
  while (!sent) await page.clock.runFor(10);
  await request;
}
