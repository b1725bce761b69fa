// Focus you can see (WCAG 1.4.11, 2.4.7) and forced colours: measured from screenshots of each
// control unfocused and focused, on the backgrounds they sit on (white, the footer grey, the
// yellow promotion strip). A 2 px ring around the control must change with at least 3:1 contrast.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/harness';
import { blurDeep, edgeContrast, focusChange } from './support/pixels';
import { footerPainted } from './shop-footer.support';

const browser = useBrowser();

/** The controls measured, by the width they show at (phone: group toggles; desktop: group links). */
const CONTROLS: Record<'phone' | 'desktop' | 'both', Record<string, string>> = {
  both: {
    'promotion link (yellow strip)': 'shop-footer .ft-promotion a',
    'newsletter privacy link (white)': 'shop-footer nl-signup .nl-small a',
    'e-mail field': 'shop-footer nl-signup input[name="newsletterEmail"]',
    'legal notice link': 'shop-footer nl-signup .nl-legal a',
    'personalised offers checkbox': 'shop-footer nl-signup input[name="consents"]',
    'submit button': 'shop-footer nl-signup button[type="submit"]',
    'popular category link (grey)': 'shop-footer .ft-seo a',
    'social link': 'shop-footer .ft-social__link',
    'app link': 'shop-footer .ft-apps__link',
    'legal link': 'shop-footer .ft-legal__list a',
    'country switcher': 'shop-footer .ft-country__button',
    'preview launcher': 'shop-footer preview-panel button',
  },
  phone: { 'service group toggle': 'shop-footer .ft-group__toggle' },
  desktop: { 'service group link': 'shop-footer .ft-group__title a' },
};

async function openPage(width: number): Promise<Page> {
  browser.backend.configure({ promotion: { text: 'Promotion', icon: 'sale', link: { url: '/sale', text: 'Sale' } } });
  const { page } = await browser.open('/focus.html', {
    width,
    height: 900,
    cookies: { previewAuthToken: 'staff-token' },
    html: `<style>body { margin: 0; }</style><main><h1>Shop page</h1></main><shop-footer site="DE" newsletter preview></shop-footer>`,
  });
  await footerPainted(page);
  await page.locator('shop-footer preview-panel button').waitFor();
  // The extra fields (the checkbox) show once the e-mail field had focus.
  await page.locator('shop-footer nl-signup input[name="newsletterEmail"]').focus();
  await page.locator('shop-footer nl-signup input[name="consents"]').waitFor();
  await blurDeep(page);
  return page;
}

function controlsAt(width: number): [string, string][] {
  return Object.entries({ ...CONTROLS.both, ...(width < 768 ? CONTROLS.phone : CONTROLS.desktop) });
}

describe.each([375, 1280])('focus indicators at %i px', (width) => {
  it('change a 2 px ring around every control with at least 3:1 contrast', async () => {
    const page = await openPage(width);
    const weak: string[] = [];
    for (const [name, selector] of controlsAt(width)) {
      const change = await focusChange(page, page.locator(selector).first());
      if (change.strongPixels < 2 * change.perimeter) weak.push(`${name}: ${JSON.stringify(change)}`);
    }
    expect(weak).toEqual([]);
  });

  it('stay visible in forced colours', async () => {
    const page = await openPage(width);
    await page.emulateMedia({ forcedColors: 'active' });
    const invisible: string[] = [];
    for (const [name, selector] of controlsAt(width)) {
      const change = await focusChange(page, page.locator(selector).first());
      if (change.strongPixels < change.perimeter) invisible.push(`${name}: ${JSON.stringify(change)}`);
    }
    expect(invisible).toEqual([]);
  });

  it('keep edges in forced colours: the dialog, the submit button, checkboxes, the error icon', async () => {
    const page = await openPage(width);
    await page.emulateMedia({ forcedColors: 'active' });
    const signup = page.locator('shop-footer nl-signup');
    await signup.locator('input[name="newsletterEmail"]').fill('anna@');
    await signup.locator('button[type="submit"]').click();
    await signup.locator('.sf-field__state').first().waitFor();
    const edges: Record<string, number> = {};
    for (const [name, control] of [
      ['submit button', signup.locator('button[type="submit"]')],
      ['checkbox', signup.locator('input[name="consents"]')],
      ['error icon', signup.locator('.sf-field__state svg').first()],
    ] as const) {
      await control.scrollIntoViewIfNeeded();
      const box = await control.boundingBox();
      if (!box) throw new Error(`${name} has no box`);
      edges[name] = await edgeContrast(page, box);
    }
    await page.getByRole('button', { name: 'Preview settings', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Preview settings' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    if (!box) throw new Error('the dialog has no box');
    edges.dialog = await edgeContrast(page, box);
    expect(Object.entries(edges).filter(([, ratio]) => ratio < 3)).toEqual([]);
  });
});
