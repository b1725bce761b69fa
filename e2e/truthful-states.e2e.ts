// States a person notices tell the truth: no stale error banner while a retry is sent, no
// "required" for a field only passed through, a reason at locked fields, no stale preview message,
// and a way out of a failed test list.
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { holdRequests, seriousViolations, useBrowser } from './support/harness';
import { SIGNUP_PATH, openSignup, ui } from './support/nl-signup';

const browser = useBrowser();

/** The texts a control's aria-describedby points to, joined. */
const descriptionOf = (page: Page, name: string) =>
  page.evaluate((control) => {
    const root = document.querySelector('nl-signup')!.shadowRoot!;
    const ids = root.querySelector(`[name="${control}"]`)?.getAttribute('aria-describedby')?.split(' ') ?? [];
    return ids.map((id) => root.getElementById(id)?.textContent?.trim() ?? '').join(' ');
  }, name);

describe('<nl-signup> retry after a technical error', () => {
  it('hides the banner while the retry is sent; it comes back only when the retry fails', async () => {
    browser.backend.configure({ faults: { newsletterSignup: '500' } });
    const { page } = await openSignup(browser, 'site="DE"');
    const form = ui(page);
    await form.email.fill('anna@example.com');
    await form.submit.click();
    await form.banner.waitFor();

    const retry = await holdRequests(page, SIGNUP_PATH);
    await form.submit.click();
    await page.locator('nl-signup button[type="submit"][aria-busy="true"]').waitFor();
    await expect.poll(retry.held).toBe(1);
    expect(await form.banner.count()).toBe(0);
    retry.release();
    await form.banner.waitFor(); // the retry failed too
    expect(await form.submit.getAttribute('aria-busy')).toBeNull();

    browser.backend.configure({ faults: { newsletterSignup: null } });
    const lastTry = await holdRequests(page, SIGNUP_PATH);
    await form.submit.click();
    await page.locator('nl-signup button[type="submit"][aria-busy="true"]').waitFor();
    await expect.poll(lastTry.held).toBe(1);
    expect(await form.banner.count()).toBe(0);
    lastTry.release();
    await form.success.waitFor();
    expect(browser.backend.calls('newsletterSignup')).toHaveLength(3);
  });
});

describe('<nl-signup> validation on blur', () => {
  it('does not flag empty fields only tabbed through; format errors still show on blur', async () => {
    const { page } = await openSignup(browser, 'site="HU"');
    const form = ui(page);
    await form.focusEmail();
    await page.keyboard.press('Tab'); // to the salutation
    await page.keyboard.press('Tab'); // to the family name (Hungarian order)
    await page.keyboard.type('www.example.hu');
    await page.keyboard.press('Tab');
    await expect.poll(() => form.errorOf('lastName')).toEqual({ text: 'Ez a mező érvénytelen karaktereket tartalmaz.', invalid: 'true' });
    expect(await form.errorOf('newsletterEmail')).toBeNull();
    expect(await form.errorOf('salutation')).toBeNull();
    expect(await form.email.getAttribute('aria-invalid')).toBeNull();

    await form.email.fill('a');
    await form.email.fill('');
    await form.email.press('Tab');
    await expect.poll(() => form.errorOf('newsletterEmail')).toEqual({ text: 'Az e-mail-cím megadása kötelező.', invalid: 'true' });

    await form.submit.click();
    await expect.poll(() => form.errorOf('salutation')).toEqual({ text: 'A megszólítás megadása kötelező.', invalid: 'true' });
    await expect.poll(() => form.errorOf('firstName')).toEqual({ text: 'A keresztnév megadása kötelező.', invalid: 'true' });
  });
});

// The reason at each locked field (AT, HU, TR lock the prefilled salutation and names).
const LOCKED: [string, string[], string][] = [
  ['AT', ['salutation', 'firstName', 'lastName'], 'Aus Ihrem Kundenkonto übernommen. Dort können Sie die Angabe ändern.'],
  ['HU', ['salutation', 'firstName', 'lastName'], 'Az ügyfélfiókjából vettük át, ott tudja módosítani.'],
  ['TR', ['firstName', 'lastName'], 'Müşteri hesabınızdan alındı, oradan değiştirebilirsiniz.'],
];

describe('<nl-signup> locked prefilled fields', () => {
  it.each(LOCKED)('on %s say why they are locked, once for the group, in a note tied to each', async (site, fields, hint) => {
    browser.backend.configure({
      newsletterCustomer: { email: 'anna@example.com', salutation: 'MRS', firstName: 'Anna', lastName: 'Nagy', consents: [], legals: [] },
    });
    const { page } = await openSignup(browser, `site="${site}"`, { cookies: { loginToken: 'login-token' } });
    const form = ui(page);
    await expect.poll(() => form.lastName.inputValue()).toBe('Nagy');
    for (const field of fields) {
      expect(await form.scope.locator(`[name="${field}"]`).isDisabled(), field).toBe(true);
      expect(await descriptionOf(page, field), field).toBe(hint);
    }
    // Shown once, above the locked fields.
    const note = form.scope.getByText(hint);
    expect(await note.count()).toBe(1);
    expect(await note.isVisible()).toBe(true);
    const [noteBottom, firstLockedTop] = await Promise.all([
      note.evaluate((element) => element.getBoundingClientRect().bottom),
      form.scope.locator(`[name="${fields[0]}"]`).evaluate((element) => element.getBoundingClientRect().top),
    ]);
    expect(noteBottom).toBeLessThanOrEqual(firstLockedTop);
    expect(await descriptionOf(page, 'newsletterEmail')).toBe('');
    expect(await seriousViolations(page, 'nl-signup')).toEqual([]);
  });
});

const STAFF = { previewAuthToken: 'staff-token' };
const PREVIEW_PAGE = '<main><h1>Shop page</h1></main><preview-panel></preview-panel>';

async function openPreview(path: string) {
  const opened = await browser.open(path, { html: PREVIEW_PAGE, cookies: STAFF, timezoneId: 'Europe/Berlin' });
  await opened.page.getByRole('button', { name: 'Preview settings', exact: true }).click();
  await opened.page.getByRole('dialog', { name: 'Preview settings' }).waitFor();
  return opened;
}

describe('<preview-panel> messages', () => {
  it('clears the success or failure message as soon as date, time, test or group changes', async () => {
    const { page } = await openPreview('/preview-clear.html');
    const applied = page.getByText('Settings applied successfully.');
    const apply = () => page.getByRole('button', { name: 'Set preview settings' }).click();
    const nameSelect = page.getByRole('combobox', { name: 'Name', exact: true });
    await page.getByLabel('Date', { exact: true }).fill('2027-02-16');
    await page.getByText('Active tests found.').first().waitFor();

    await apply();
    await applied.waitFor();
    await page.getByLabel('Time', { exact: true }).fill('11:45');
    expect(await applied.count()).toBe(0);

    await apply();
    await applied.waitFor();
    await nameSelect.selectOption('checkout-button-colour');
    expect(await applied.count()).toBe(0);

    await page.getByRole('combobox', { name: 'Group', exact: true }).selectOption('green');
    await apply();
    await applied.waitFor();
    await page.getByRole('combobox', { name: 'Group', exact: true }).selectOption('orange');
    expect(await applied.count()).toBe(0);

    browser.backend.configure({ previewTokenStatus: 'INTERNAL_ERROR' });
    await apply();
    await page.getByText('Applying settings failed.').waitFor();
    await page.getByLabel('Date', { exact: true }).fill('2027-02-17');
    expect(await page.getByText('Applying settings failed.').count()).toBe(0);
  });

  it('offers a retry when the test list failed, which loads it again', async () => {
    browser.backend.configure({ faults: { abTestsAt: '500' } });
    const { page } = await openPreview('/preview-retry.html');
    await page.getByText('Failed to fetch AB tests.').first().waitFor();
    const retry = page.getByRole('button', { name: 'Load the tests again' });
    expect(await seriousViolations(page, 'preview-panel')).toEqual([]);

    browser.backend.configure({ faults: { abTestsAt: null } });
    const before = browser.backend.calls('abTestsAt').length;
    await retry.click();
    await page.getByText('Active tests found.').first().waitFor();
    expect(browser.backend.calls('abTestsAt')).toHaveLength(before + 1);
    expect(await page.getByRole('combobox', { name: 'Name', exact: true }).locator('option').count()).toBeGreaterThan(1);
    expect(await retry.count()).toBe(0);
  });
});
