// Every element's examples (elements/<tag>/<tag>.examples.ts) as the demo shows them
// (/examples/<tag>.html, demo/elementPages.mjs): each placed element renders, shows what it is for,
// and nothing logs an error; the index lists every element.
import { describe, expect, it } from 'vitest';
import { ELEMENT_DECLARATIONS } from '../elements';
import { ELEMENT_EXAMPLES } from '../elements/examples';
import { isResourceFailure, useBrowser } from './support/harness';

const browser = useBrowser();

/** What each example shows once rendered, in the default site's words, the nothing of an element that shows nothing. */
const SHOWN: Record<string, string> = {
  'nl-signup plain': 'Newsletter abonnieren',
  'nl-signup cart': 'Newsletter abonnieren',
  'nl-signup doi-error': 'Leider ist dieser Link nicht mehr gültig',
  'shop-footer plain': 'Impressum',
  'shop-footer newsletter': 'Newsletter abonnieren',
  'shop-footer reduced': 'Impressum',
  'shop-footer checkout': 'Impressum',
  'shop-footer staff': 'Newsletter abonnieren',
  'preview-panel plain': '',
  'session-keeper plain': '',
  'shop-layout plain': 'The page content.',
  'shop-layout no-footer': 'The page content.',
};

describe("the demo's examples pages", () => {
  it.each(ELEMENT_DECLARATIONS.map(({ tag }) => tag))('shows every example of <%s>, rendered, with its markup', async (tag) => {
    const { page, errors, pageErrors } = await browser.open(`/examples/${tag}.html`);
    const examples = ELEMENT_EXAMPLES[tag].examples;
    expect(await page.locator('.demo-example').count()).toBe(examples.length);
    for (const example of examples) {
      const placed = page.locator(`.demo-example[data-example="${example.name}"] > ${tag}`);
      await placed.evaluate((element) => (element as HTMLElement & { rendered: Promise<void> }).rendered);
      const shown = SHOWN[`${tag} ${example.name}`];
      if (shown)
        await expect
          .poll(() => placed.getByText(shown, { exact: false }).count(), { message: `${tag} ${example.name}` })
          .toBeGreaterThan(0);
      expect(await page.locator(`#example-${example.name}`).textContent()).toBe(example.title);
    }
    expect(pageErrors).toEqual([]);
    expect(errors.filter((line) => !isResourceFailure(line))).toEqual([]);
  });

  it("switch with the bar's site, every example of an element that takes one", async () => {
    const { page } = await browser.open('/examples/nl-signup.html');
    await page.getByRole('form', { name: 'Demo switches' }).getByRole('combobox', { name: 'Site' }).selectOption('HU');
    const placed = page.locator('.demo-example > nl-signup');
    await expect
      .poll(() => placed.evaluateAll((elements) => elements.map((element) => element.getAttribute('site'))))
      .toEqual(['HU', 'HU', 'HU']);
    await expect.poll(() => placed.first().getByText('Feliratkozom', { exact: false }).count()).toBeGreaterThan(0);
  });

  it('are listed on the index, each element with its examples and its reference', async () => {
    const { page } = await browser.open('/');
    const items = page.locator('.demo-elements li');
    expect(await items.count()).toBe(ELEMENT_DECLARATIONS.length);
    for (const { tag } of ELEMENT_DECLARATIONS) {
      const item = items.filter({ hasText: `<${tag}>` });
      expect(await item.getByRole('link', { name: 'Examples' }).getAttribute('href')).toBe(`/examples/${tag}.html`);
      expect(await item.getByRole('link', { name: 'reference' }).getAttribute('href')).toBe(`/elements/${tag}/README.md`);
    }
  });
});
