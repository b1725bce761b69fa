import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../e2e/support/harness';
import { SIGNUP, SIGNUP_TEXTS, SITES, openSignup, shows, ui } from '../../e2e/support/nl-signup';

const harness = useBrowser();

describe.each(SITES)('nl-signup fields on %s', (site) => {
  const expected = SIGNUP[site];
  const texts = SIGNUP_TEXTS[site];

  it('shows title, image, note, e-mail, privacy hint, button and footnote before focus; the extra fields only after it', async () => {
    const { page, errors } = await openSignup(harness, `site="${site}"`);
    const form = ui(page);
    await expect(form.scope.locator('h2').textContent()).resolves.toBe(texts.title);
    await expect(form.scope.getByText(texts.mandatoryNote).textContent()).resolves.toBe(texts.mandatoryNote);
    await expect(form.email.isVisible()).resolves.toBe(true);
    await expect(form.submit.textContent()).resolves.toContain(texts.submit);
    await expect(form.scope.getByText(texts.footnote).textContent()).resolves.toBe(
      [texts.footnote, texts.voucherValidity].filter(Boolean).join(' '),
    );
    for (const hidden of [form.salutation, form.firstName, form.lastName, form.legals, form.consents, form.legalNotice]) {
      await expect(hidden.count()).resolves.toBe(0);
    }

    await form.focusEmail();
    await expect(form.consents.isVisible()).resolves.toBe(true);
    await expect(form.legalNotice.isVisible()).resolves.toBe(true);
    await expect(form.salutation.count()).resolves.toBe(shows(site, 'salutation') ? 1 : 0);
    await expect(form.firstName.count()).resolves.toBe(shows(site, 'firstName') ? 1 : 0);
    await expect(form.lastName.count()).resolves.toBe(shows(site, 'lastName') ? 1 : 0);
    await expect(form.legals.count()).resolves.toBe(shows(site, 'legals') ? 1 : 0);
    await expect(form.consents.getAttribute('value')).resolves.toBe('DNE');
    expect(errors).toEqual([]);
  });

  it('labels every visible control visibly and marks required ones', async () => {
    const { page } = await openSignup(harness, `site="${site}"`);
    await ui(page).focusEmail();
    const controls = await page.evaluate(() => {
      const root = document.querySelector('nl-signup')!.shadowRoot!;
      return [...root.querySelectorAll('input:not([name="verify-email"]), select')].map((control) => {
        const label = root.querySelector(`label[for="${control.id}"]`) as HTMLElement | null;
        return {
          name: control.getAttribute('name'),
          label: label?.innerText.trim() ?? '',
          required: control.getAttribute('aria-required'),
        };
      });
    });
    expect(controls.map((control) => control.name)).toEqual(expected.shown);
    for (const control of controls) expect(control.label.length).toBeGreaterThan(1);
    const required = controls.filter((control) => control.required === 'true').map((control) => control.name);
    expect(required).toEqual(expected.required);
    expect(controls[0].label).toBe(`${texts.emailLabel} *`);
  });

  it('shows the legal notice of the site, clipped to 60 px until expanded', async () => {
    const { page } = await openSignup(harness, `site="${site}"`);
    const form = ui(page);
    await form.email.fill('anna@example.com'); // valid, so leaving the field shows no error above the toggle
    // no user-facing handle: the clipping box is measured; it has no role or name, its text sits in paragraphs inside it.
    const content = form.legalNotice.locator('.sf-expansion__content');
    await expect(content.evaluate((node) => node.getBoundingClientRect().height)).resolves.toBe(60);
    const notice = (await content.textContent()) ?? '';
    expect(notice).toContain(texts.submit);
    expect(notice).toContain(texts.ageSentence);
    if (texts.dataRetention) expect(notice).toContain(texts.dataRetention);
    const toggle = form.legalNotice.locator('button[aria-expanded]');
    await expect(toggle.textContent()).resolves.toContain(texts.showMore);
    await toggle.click();
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(content.evaluate((node) => node.getBoundingClientRect().height)).resolves.toBeGreaterThan(60);
  });

  it('links to the site pages: voucher conditions, privacy, contact and the sample newsletter', async () => {
    const { page } = await openSignup(harness, `site="${site}"`);
    await ui(page).focusEmail();
    const hrefs = await page.evaluate(() =>
      [...document.querySelector('nl-signup')!.shadowRoot!.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    );
    expect([...new Set(hrefs)].sort()).toEqual([...expected.links].sort());
  });

  it('has the 400x300 and 273x273 images from the asset origin with their sizes and alt text', async () => {
    const { page } = await openSignup(harness, `site="${site}" asset-origin="${harness.url}/"`);
    const images = await page.evaluate(() =>
      [...document.querySelector('nl-signup')!.shadowRoot!.querySelectorAll('img')].map((img) => ({
        src: img.getAttribute('src'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        alt: img.getAttribute('alt'),
      })),
    );
    const path = `${harness.url}/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_`;
    const texts = SIGNUP_TEXTS[site];
    const alt = texts.imageAlt;
    expect(images).toEqual([
      { src: `${path}400x300.jpg`, width: '400', height: '300', alt },
      { src: `${path}273x273.jpg`, width: '273', height: '273', alt },
    ]);
    await expect(ui(page).scope.getByText(texts.ribbon, { exact: true }).textContent()).resolves.toBe(texts.ribbon);
  });
});

describe('nl-signup fields', () => {
  it('offers the salutations in the order MRS, MR, DIVERS, COMPANY after a placeholder', async () => {
    const { page } = await openSignup(harness, 'site="AT"');
    await ui(page).focusEmail();
    const options = await ui(page)
      .salutation.locator('option')
      .evaluateAll((nodes) => nodes.map((o) => [(o as HTMLOptionElement).value, o.textContent]));
    expect(options).toEqual([
      ['', 'Bitte wählen'],
      ['MRS', 'Frau'],
      ['MR', 'Herr'],
      ['DIVERS', 'Divers'],
      ['COMPANY', 'Firma'],
    ]);
  });

  it('loads only the image version for its own width (tablet from 767 px, desktop from 1024 px) without layout jumps', async () => {
    for (const [width, expected] of [
      [800, '273x273'],
      [1280, '400x300'],
      [375, '400x300'],
    ] as const) {
      // The test page's body margin and padding take 48 px: the element is `width` wide.
      const { page } = await openSignup(harness, 'site="DE"', { width: width + 48 });
      const img = ui(page).scope.locator('img:visible');
      await img.scrollIntoViewIfNeeded();
      const before = await img.boundingBox();
      await page.waitForFunction(() =>
        [...document.querySelector('nl-signup')!.shadowRoot!.querySelectorAll('img')].some(
          (node) => node.complete && node.naturalWidth > 0,
        ),
      );
      const after = await img.boundingBox();
      expect(await img.evaluate((node) => (node as HTMLImageElement).currentSrc)).toContain(`newsletter_image_${expected}.jpg`);
      const requested = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
      expect(requested.filter((url) => url.includes('newsletter_image_'))).toEqual([expect.stringContaining(expected)]);
      expect(after?.height).toBe(before?.height);
      if (width === 800) expect([after?.width, after?.height]).toEqual([273, 273]);
      if (width === 1280) expect([after?.width, after?.height]).toEqual([400, 300]);
    }
  });

  it('switches live from DE to HU: Hungarian texts and fields, the typed e-mail kept', async () => {
    const { page } = await openSignup(harness, 'site="DE"');
    const form = ui(page);
    await form.email.fill('anna@example.com');
    await expect(form.salutation.count()).resolves.toBe(0);
    await page.evaluate(() => document.querySelector('nl-signup')!.setAttribute('site', 'HU'));
    await expect.poll(() => form.scope.locator('h2').textContent()).toBe(SIGNUP_TEXTS.HU.title);
    await expect(form.email.inputValue()).resolves.toBe('anna@example.com');
    await expect(form.salutation.isVisible()).resolves.toBe(true);
    await expect(form.firstName.isVisible()).resolves.toBe(true);
    // The language the block's text is in: the nearest lang attribute around it.
    const block = form.scope.getByRole('region', { name: SIGNUP_TEXTS.HU.title });
    await expect(block.evaluate((node) => node.closest('[lang]')?.getAttribute('lang'))).resolves.toBe('hu-HU');
  });

  it('keeps the honeypot out of reach: off-screen, not tabbable, hidden from assistive technology', async () => {
    const { page } = await openSignup(harness, 'site="TR"');
    const form = ui(page);
    const honeypot = await form.honeypot.evaluate((input) => {
      const box = input.getBoundingClientRect();
      const wrapper = input.closest('[aria-hidden="true"]');
      return {
        right: box.right,
        tabIndex: (input as HTMLInputElement).tabIndex,
        autocomplete: input.getAttribute('autocomplete'),
        hidden: Boolean(wrapper),
        inert: Boolean(input.closest('[inert]')),
      };
    });
    expect(honeypot).toEqual({ right: expect.any(Number), tabIndex: -1, autocomplete: 'honeypot', hidden: true, inert: true });
    expect(honeypot.right).toBeLessThan(0);
    await form.focusEmail();
    const visited: (string | null)[] = [];
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      visited.push(await form.focusedName());
    }
    expect(visited).not.toContain('verify-email');
    expect(visited).toContain('firstName');
  });
});
