// What a shop page fetches of the kit (docs/on-your-page.md, "Serving the files"): a market module
// loads each element's view when that element first renders, so a page pays for what it places. The
// German market module, as the shop's most common page loads it; weights are gzip -9, as a CDN serves.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownErrors, useBrowser } from './support/harness';
import { fragment, shopPage } from './support/prerendered';

const browser = useBrowser();

const MODULE = '/dist/markets/storefront-elements.de.js';
/** The limits (issue 43), in bytes: a footer page, and a sign-up page (153 KB before the views were split, plus 3 %). */
const FOOTER_PAGE_LIMIT = 125_000;
const SIGNUP_PAGE_LIMIT = 157_590;

/** Every script the page fetched, by its file under the project, and their weight. */
async function scriptsFetched(page: Page) {
  const urls = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script' || entry.name.endsWith('.js'))
      .map(({ name }) => name),
  );
  const files = [...new Set(urls.map((url) => new URL(url).pathname.slice(1)))];
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  return {
    files,
    bytes: files.reduce((sum, file) => sum + gzipSync(readFileSync(file), { level: 9 }).length, 0),
    /** Whether any fetched script carries the form libraries (Formik, Yup). */
    formLibraries: texts.some((text) => text.includes('formik') || text.includes('ValidationError')),
  };
}

/** Opens the page and waits until each element the page places has rendered (its public `rendered`). */
async function openRendered(body: string, tags: readonly string[], cookies?: Record<string, string>) {
  const opened = await browser.open('/weight.html', { document: shopPage(body, MODULE), cookies });
  await opened.page.evaluate(async (placed) => {
    for (const tag of placed) {
      await customElements.whenDefined(tag);
      await (document.querySelector(tag) as HTMLElement & { rendered: Promise<void> }).rendered;
    }
  }, tags);
  return opened;
}

const viewChunks = (files: readonly string[]) => files.flatMap((file) => /\/chunks\/([\w-]+)\.view-/.exec(file)?.[1] ?? []).sort();

describe('what a page fetches of the German market module', () => {
  it.each([
    ['the footer and the session keeper as tags', '<shop-footer site="DE"></shop-footer><session-keeper></session-keeper>'],
    ['the pre-rendered footer and session keeper', `${fragment('de', 'shop-footer.DE')}<session-keeper></session-keeper>`],
  ])('%s: at most 125 KB, no form library, no staff tool', async (_case, body) => {
    const { page, errors } = await openRendered(`<h1>Impressum</h1>${body}`, ['shop-footer', 'session-keeper']);
    const fetched = await scriptsFetched(page);
    expect(viewChunks(fetched.files)).toEqual(['session-keeper', 'shop-footer']);
    expect(fetched.formLibraries).toBe(false);
    expect(fetched.bytes).toBeLessThanOrEqual(FOOTER_PAGE_LIMIT);
    expect(ownErrors(errors)).toEqual([]);
  });

  it('a sign-up page with the footer and the session keeper: at most 153 KB plus 3 %', async () => {
    const { page } = await openRendered(
      '<h1>Newsletter</h1><nl-signup site="DE"></nl-signup><shop-footer site="DE" newsletter></shop-footer><session-keeper></session-keeper>',
      ['nl-signup', 'shop-footer', 'session-keeper'],
    );
    const fetched = await scriptsFetched(page);
    expect(viewChunks(fetched.files)).toEqual(['nl-signup', 'session-keeper', 'shop-footer']);
    expect(fetched.formLibraries).toBe(true);
    expect(fetched.bytes).toBeLessThanOrEqual(SIGNUP_PAGE_LIMIT);
  });

  it('fetches the staff tool only where a staff cookie is present', async () => {
    const visitor = await browser.open('/visitor.html', { document: shopPage('<preview-panel site="DE"></preview-panel>', MODULE) });
    await visitor.page.evaluate(async () => {
      await customElements.whenDefined('preview-panel');
      await (document.querySelector('preview-panel') as HTMLElement & { rendered: Promise<void> }).rendered;
    });
    await visitor.page.waitForLoadState('networkidle');
    expect(viewChunks((await scriptsFetched(visitor.page)).files)).toEqual([]);

    const staff = await openRendered('<preview-panel site="DE"></preview-panel>', ['preview-panel'], { previewAuthToken: 'staff' });
    await staff.page.getByRole('button', { name: 'Preview settings', exact: true }).waitFor();
    expect(viewChunks((await scriptsFetched(staff.page)).files)).toEqual(['preview-panel']);
  });
});
