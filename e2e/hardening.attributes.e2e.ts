// Every attribute of every element set to garbage (empty, unknown value, very long, markup), live:
// no uncaught exception, no markup ever interpreted, the element keeps rendering (an unknown site
// renders nothing, with an error naming it), and an error is logged for a bad enumerated value.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ELEMENT_DECLARATIONS } from '../elements';
import { attributesOf } from '../src/element/sharedDeclarations';
import { reactSettled, useBrowser } from './support/harness';
import { dueTokens, expectNoBreakage } from './support/hardening';

const browser = useBrowser();

const MARKUP = '"><img src=x onerror="window.__xss=1"><script>window.__xss=2</script>';
const GARBAGE: [string, string][] = [
  ['empty', ''],
  ['unknown', 'NOT_A_VALUE'],
  ['very long', 'x'.repeat(20_000)],
  ['markup', MARKUP],
];
const ENUMERATED = new Set(['site', 'origin', 'platform']);

/** What each visible element shows when it is alive. */
const SHOWS: Record<string, string> = {
  'nl-signup': "el.shadowRoot.querySelector('form, [role=status], .sf-root')",
  'shop-footer': "el.shadowRoot.querySelector('footer a')",
  'shop-layout': "el.shadowRoot.querySelector('main slot')",
  'preview-panel': "el.shadowRoot.querySelector('button')",
};

// The session keeper shows nothing: it is alive when it reports a check. Its login token is due and
// the renewal answers 200 (status 1), so each check calls the renewal at the keeper's api-origin
// (a garbage origin makes that call fail: status 2).
const KEEPER_RECORDER =
  "<script>window.sessionStatuses = []; document.addEventListener('session-status', (e) => sessionStatuses.push(e.detail.status));</script>";
const RENEWAL_ANSWERED_OK = 1;

const reportsSoFar = (page: Page) => page.evaluate(() => window.sessionStatuses?.length ?? 0);

/** The keeper reports a check after the `earlier` ones: the page goes hidden and visible again, which makes a working keeper check at once. */
async function expectKeeperReportsAfter(page: Page, earlier: number) {
  await page.evaluate(() => {
    const show = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    show('hidden');
    show('visible');
    Reflect.deleteProperty(document, 'visibilityState');
  });
  await expect.poll(() => reportsSoFar(page), { message: 'session-status after the change', timeout: 10_000 }).toBeGreaterThan(earlier);
}

const cases = ELEMENT_DECLARATIONS.flatMap((api) =>
  Object.entries(attributesOf(api)).map(([name, spec]) => [api.tag, name, spec.type] as const),
);

/** Runs one step of a test, naming it in the failure: the steps share a page. */
async function step(name: string, run: () => Promise<void>) {
  try {
    await run();
  } catch (error) {
    if (error instanceof Error) error.message = `${name}: ${error.message}`;
    throw error;
  }
}

// One page per attribute: each garbage value in turn is set on the live element, checked, and removed
// again, and the element is checked to have recovered before the next value; so each value meets an
// element in the same working state a fresh page would give it, and a value that broke it fails.
describe.each(cases)('<%s %s>', (tag, attribute, type) => {
  it(`set to ${GARBAGE.map(([label]) => label).join(', ')} in turn, live, keeps the element working and recovers`, async () => {
    const keeper = tag === 'session-keeper';
    if (keeper) browser.backend.configure({ loginRenewAnswer: 200 });
    const opened = await browser.open('/hardening-attributes.html', {
      html: `${keeper ? KEEPER_RECORDER : ''}<${tag} id="target"></${tag}>`,
      cookies: keeper ? dueTokens() : { previewAuthToken: 'staff' },
    });
    const { page, errors } = opened;
    const alive = () => page.evaluate(`(() => { const el = document.getElementById('target'); return Boolean(${SHOWS[tag]}); })()`);
    if (keeper) await expect.poll(() => reportsSoFar(page), { timeout: 10_000 }).toBeGreaterThan(0);
    else await expect.poll(alive, { timeout: 10_000 }).toBe(true);

    for (const [label, value] of GARBAGE) {
      await step(`set to ${label}`, async () => {
        const errorsBefore = errors.length;
        const errorsSince = () => errors.slice(errorsBefore);
        const reportsBeforeChange = await reportsSoFar(page);
        await page.evaluate(([name, garbage]) => document.getElementById('target')!.setAttribute(name, garbage), [attribute, value]);
        if (keeper) await expectKeeperReportsAfter(page, reportsBeforeChange);
        // Most changes have nothing to wait for (an origin is only used by the next call): after two
        // frames the element has rendered with the garbage value, so its absence checks mean something.
        await reactSettled(page);
        await expectNoBreakage(opened);

        if (attribute === 'site' && label !== 'empty') {
          expect(await page.evaluate(() => document.getElementById('target')!.shadowRoot!.querySelector('.sf-root'))).toBeNull();
          await expect.poll(() => errorsSince().filter((e) => e.includes('Unknown site'))).toHaveLength(1);
        } else if (tag === 'preview-panel' && attribute === 'api-origin' && label !== 'empty') {
          // The staff check cannot be made at a broken origin: the panel says so (no settings launcher).
          await expect
            .poll(() => page.evaluate(() => document.getElementById('target')!.shadowRoot!.querySelector('[role="alert"]')?.textContent))
            .toBe('The preview service did not confirm your staff login: it is down or did not answer.');
          await expect.poll(() => errorsSince().some((e) => e.includes('[storefront-elements]'))).toBe(true);
        } else if (!keeper) {
          await expect.poll(alive).toBe(true);
        }
        // Logged in an effect, after the render that took the value.
        if (ENUMERATED.has(attribute) && label !== 'empty') {
          await expect
            .poll(() => errorsSince().some((e) => e.includes('[storefront-elements]')), {
              message: `an error is logged for ${attribute}="${label}"`,
            })
            .toBe(true);
        }
        if (type === 'boolean') {
          expect(await page.evaluate((name) => document.getElementById('target')!.hasAttribute(name), attribute)).toBe(true);
        }

        // Back to a good value: the element recovers.
        const reportsBeforeRemoval = await reportsSoFar(page);
        await page.evaluate((name) => document.getElementById('target')!.removeAttribute(name), attribute);
        if (keeper) {
          await expectKeeperReportsAfter(page, reportsBeforeRemoval);
          await expect.poll(() => page.evaluate(() => window.sessionStatuses?.at(-1))).toBe(RENEWAL_ANSWERED_OK);
        } else {
          await expect.poll(alive).toBe(true);
        }
        await expectNoBreakage(opened);
      });
    }
  });
});
