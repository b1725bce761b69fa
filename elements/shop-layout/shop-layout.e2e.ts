import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations, useBrowser } from '../../e2e/support/harness';
import { groupHeadings } from '../../e2e/support/shop-footer';

const browser = useBrowser();

const page = (contentType?: string) => `<shop-layout${contentType === undefined ? '' : ` content-type="${contentType}"`}>
  <header slot="header"><p>Site header</p></header>
  <h1>Product page</h1><p>Main content</p>
  <shop-footer slot="footer" site="DE"></shop-footer>
</shop-layout>`;

/**
 * Opens the layout page once the layout and its slotted footer show their content (each renders as
 * a transition; the footer paints once the promotion has answered).
 */
async function openLayout(html: string) {
  const opened = await browser.open('/layout.html', { html });
  await opened.page.getByRole('main').waitFor();
  await opened.page.waitForFunction(() => document.querySelector('shop-footer')!.shadowRoot?.querySelector('.ft-inner'));
  return opened;
}

const visible = async (opened: Page) => ({
  header: await opened.getByText('Site header').isVisible(),
  // The slotted heading is in the main landmark of the accessibility tree (not a DOM descendant of it).
  main: (await opened.getByRole('main').ariaSnapshot()).includes('heading "Product page"'),
  footer: await opened.locator('shop-footer').isVisible(),
});

describe('<shop-layout>', () => {
  it.each([
    ['neither', 'text/html;charset=UTF-8', { header: true, main: true, footer: true }],
    ['NO_HEADER', 'text/html; NO_HEADER', { header: false, main: true, footer: true }],
    ['no_footer (lower case)', 'text/html; no_footer', { header: true, main: true, footer: false }],
    ['both', 'No_Header,NO_FOOTER', { header: false, main: true, footer: false }],
  ])('with %s shows the right slots', async (_case, contentType, expected) => {
    const opened = await openLayout(page(contentType));
    expect(await visible(opened.page)).toEqual(expected);
    expect(opened.pageErrors).toEqual([]);
  });

  it('shows every slot without the attribute and follows a live change', async () => {
    const { page: opened } = await openLayout(page());
    expect(await visible(opened)).toEqual({ header: true, main: true, footer: true });
    await opened.evaluate(() => document.querySelector('shop-layout')!.setAttribute('content-type', 'NO_HEADER'));
    expect(await opened.getByText('Site header').isVisible()).toBe(false);
    await opened.evaluate(() => document.querySelector('shop-layout')!.removeAttribute('content-type'));
    expect(await opened.getByText('Site header').isVisible()).toBe(true);
  });

  it('keeps the landmarks: the page header as banner, main content as main, the shop footer as contentinfo', async () => {
    const { page: opened } = await browser.open('/layout.html', { html: page() });
    await groupHeadings(opened).first().waitFor();
    expect(await opened.getByRole('banner').count()).toBe(1);
    expect(await opened.getByRole('main').count()).toBe(1);
    expect(await opened.getByRole('contentinfo').count()).toBe(1);
    expect(await seriousViolations(opened)).toEqual([]);
  });

  it('leaves the page font and language to the slotted content', async () => {
    const html = `<div lang="tr" style="font-family: Georgia, serif">${page()}</div>`;
    const { page: opened } = await browser.open('/layout.html', { html });
    await opened.getByRole('main').waitFor();
    const heading = opened.getByRole('heading', { name: 'Product page' });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toContain('Georgia');
    expect(await heading.evaluate((element) => element.matches(':lang(tr)'))).toBe(true);
  });
});
