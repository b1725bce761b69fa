import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ownErrors, useBrowser } from '../../e2e/support/harness';
import { footerPainted, groupHeadings, openFooter } from '../../e2e/support/shop-footer';

const browser = useBrowser();

const groupHeading = (page: Page, name: string) => groupHeadings(page).filter({ hasText: name });
const newsletterBlock = (page: Page) => page.locator('shop-footer nl-signup');

async function expectReduced(page: Page) {
  const footer = page.getByRole('contentinfo');
  // The SEO links, the social and app groups, and the payment and delivery logos; hidden ones count too.
  const part = (role: 'navigation' | 'region', name: string) => footer.getByRole(role, { name, includeHidden: true });
  expect(await groupHeadings(page).count()).toBe(0);
  expect(
    await part('navigation', 'Beliebte Kategorien')
      .or(part('region', 'Folgen Sie uns'))
      .or(part('region', 'Unsere App'))
      .or(part('region', 'Zahlung und Versand'))
      .count(),
  ).toBe(0);
  expect(await page.getByRole('button', { name: 'Zur mobilen Version wechseln' }).count()).toBe(0);
  expect(
    await page.getByRole('navigation', { name: 'Rechtliche Hinweise' }).getByRole('link', { name: 'Impressum' }).getAttribute('href'),
  ).toBe('/impressum');
  expect(await footer.getByText('MwSt.').textContent()).toContain('MwSt.');
  expect(await footer.getByRole('region', { name: 'Ausgezeichnet & geprüft' }).getByRole('img').count()).toBeGreaterThan(0);
}

describe('<shop-footer> variants', () => {
  it('shows the classic footer by default', async () => {
    const { page } = await openFooter(browser);
    expect(await groupHeadings(page).count()).toBe(8);
    expect(await page.getByRole('button', { name: 'Zur mobilen Version wechseln' }).count()).toBe(1);
  });

  it('is reduced by the attribute: legal links, sales-tax note and quality logos only, no promotion call', async () => {
    const { page } = await openFooter(browser, '<shop-footer reduced newsletter></shop-footer>');
    await expectReduced(page);
    expect(await newsletterBlock(page).count()).toBe(0);
    expect(browser.backend.calls('promotion')).toEqual([]);
    expect(browser.backend.calls('psdata')).toEqual([]);
  });

  it('is reduced by a non-empty affiliateNumber cookie', async () => {
    const { page } = await openFooter(browser, '<shop-footer newsletter></shop-footer>', { cookies: { affiliateNumber: '4711' } });
    await expectReduced(page);
    expect(await newsletterBlock(page).count()).toBe(0);
  });

  it('is reduced by the cookie newApp=true', async () => {
    const { page } = await openFooter(browser, '<shop-footer newsletter></shop-footer>', { cookies: { newApp: 'true' } });
    await expectReduced(page);
  });

  it('is not reduced by an empty affiliateNumber or newApp=false', async () => {
    const { page } = await openFooter(browser, '<shop-footer></shop-footer>', { cookies: { affiliateNumber: '', newApp: 'false' } });
    expect(await groupHeadings(page).count()).toBe(8);
  });

  it('leaves out the groups flagged hideGroupInCheckout in checkout', async () => {
    const { page } = await openFooter(browser, '<shop-footer checkout></shop-footer>');
    for (const name of ['Bezahlung', 'Lieferung', 'Click & Collect', 'Rückgabe & Reklamation', 'Kontakt & Hilfe'])
      expect(await groupHeading(page, name).count(), name).toBe(1);
    for (const name of ['Kundenkarte', 'Weitere Produktservices', 'Über uns']) expect(await groupHeading(page, name).count(), name).toBe(0);
  });

  it('shows the overview link and hides the country switcher outside CLASSIC', async () => {
    const overview = (page: Page) => page.getByRole('link', { name: 'Alle Services im Überblick' });
    const classic = await openFooter(browser, '<shop-footer></shop-footer>');
    expect(await overview(classic.page).count()).toBe(0);
    expect(await classic.page.getByRole('button', { name: /Land wählen/ }).count()).toBe(1);
    for (const platform of ['TABLET', 'phone']) {
      const { page } = await openFooter(browser, `<shop-footer platform="${platform}"></shop-footer>`);
      expect(await overview(page).getAttribute('href'), platform).toMatch(/^\/faq\?/);
      expect(await page.getByRole('button', { name: /Land wählen/ }).count(), platform).toBe(0);
      expect(await page.getByRole('button', { name: 'Zur Desktop-Version wechseln' }).count(), platform).toBe(1);
    }
  });

  it('logs an invalid platform and works as CLASSIC', async () => {
    const { page, errors } = await openFooter(browser, '<shop-footer platform="watch"></shop-footer>');
    expect(ownErrors(errors).some((error) => /\[storefront-elements\].*"watch".*CLASSIC/.test(error))).toBe(true);
    expect(await page.getByRole('button', { name: 'Zur mobilen Version wechseln' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /Land wählen/ }).count()).toBe(1);
  });
});

describe('<shop-footer> newsletter block', () => {
  it('embeds <nl-signup> with origin NEWSLETTER, originAddition footer and the footer origins', async () => {
    const { page } = await openFooter(
      browser,
      '<shop-footer site="HU" newsletter api-origin="" asset-origin="https://assets.example"></shop-footer>',
    );
    const settings = await newsletterBlock(page).evaluate((element) => {
      const { origin, originAddition, site, locale, assetOrigin } = element as HTMLElement & Record<string, string>;
      return { origin, originAddition, site, locale, assetOrigin };
    });
    expect(settings).toEqual({
      origin: 'NEWSLETTER',
      originAddition: 'footer',
      site: 'HU',
      locale: 'hu-HU',
      assetOrigin: 'https://assets.example',
    });
    expect(browser.backend.calls('psdata')).toHaveLength(1);
  });

  it('says once, in one warning naming both, that a page with its own <nl-signup> shows two sign-up forms', async () => {
    const { page, warnings } = await openFooter(
      browser,
      '<nl-signup site="DE"></nl-signup><shop-footer site="DE" newsletter></shop-footer><shop-footer site="DE" newsletter></shop-footer>',
    );
    await newsletterBlock(page).first().waitFor();
    await footerPainted(page, 1);
    await expect.poll(() => warnings.length).toBeGreaterThan(0);
    expect(warnings).toEqual([
      "[storefront-elements] <nl-signup>: and a <shop-footer newsletter> on the page each show a sign-up form: a visitor sees two. Leave out the footer's newsletter attribute, or this <nl-signup>.",
    ]);
  });

  it('is left out without the newsletter attribute, and psdata is not asked', async () => {
    const { page } = await openFooter(browser, '<shop-footer></shop-footer>');
    expect(await newsletterBlock(page).count()).toBe(0);
    expect(browser.backend.calls('psdata')).toEqual([]);
  });

  it('is hidden when the page says the form is hidden', async () => {
    const { page } = await openFooter(browser, '<shop-footer newsletter newsletter-hidden></shop-footer>');
    expect(await newsletterBlock(page).count()).toBe(0);
    expect(await groupHeadings(page).count()).toBe(8);
  });

  it.each(['WAITING_FOR_DOI', 'SUBSCRIBED'])('is hidden for the newsletter status %s', async (status) => {
    browser.backend.configure({ newsletterStatus: status });
    const { page } = await openFooter(browser, '<shop-footer newsletter></shop-footer>');
    expect(await newsletterBlock(page).count()).toBe(0);
    expect(await groupHeadings(page).count()).toBe(8);
  });

  it('is shown when psdata fails (logged)', async () => {
    browser.backend.configure({ faults: { psdata: '500' } });
    const { page, errors } = await openFooter(browser, '<shop-footer newsletter></shop-footer>');
    expect(await newsletterBlock(page).count()).toBe(1);
    expect(ownErrors(errors).some((error) => error.includes('psdata'))).toBe(true);
  });

  it('asks psdata once for two footers on one page', async () => {
    const { page } = await browser.open('/two-footers.html', {
      html: '<shop-footer newsletter></shop-footer><shop-footer newsletter site="AT"></shop-footer>',
    });
    await footerPainted(page, 0);
    await footerPainted(page, 1);
    expect(browser.backend.calls('psdata')).toHaveLength(1);
  });
});

describe('<shop-footer> preview panel', () => {
  it('includes <preview-panel> with the site only when asked to', async () => {
    const { page } = await openFooter(browser, '<shop-footer site="PL" preview></shop-footer>');
    const panel = page.locator('shop-footer preview-panel');
    expect(await panel.evaluate((element) => (element as HTMLElement & { site: string }).site)).toBe('PL');
    const plain = await openFooter(browser, '<shop-footer></shop-footer>');
    expect(await plain.page.locator('shop-footer preview-panel').count()).toBe(0);
  });
});
