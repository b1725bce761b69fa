import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser, type OpenOptions } from '../../e2e/support/harness';
import { colourAt } from '../../e2e/support/pixels';

const browser = useBrowser();

const STAFF_COOKIE = { previewAuthToken: 'staff-token' };
// Records preview-change events before the module loads (module scripts run after inline ones).
const PANEL_PAGE = `<script>window.previewChanges = []; document.addEventListener('preview-change', (e) => previewChanges.push(e.detail));</script>
<main><h1>Shop page</h1></main><preview-panel></preview-panel>`;

async function openStaff(path: string, options: OpenOptions = {}) {
  // A fixed zone so the expected offset is known: +01:00 in November, +02:00 in July.
  return browser.open(path, { html: PANEL_PAGE, cookies: STAFF_COOKIE, timezoneId: 'Europe/Berlin', ...options });
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Preview settings', exact: true });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Preview settings' });
const nameSelect = (page: Page) => page.getByRole('combobox', { name: 'Name', exact: true });
const groupSelect = (page: Page) => page.getByRole('combobox', { name: 'Group', exact: true });
const focusedInPanel = (page: Page) =>
  page.evaluate(() => {
    const active = document.querySelector('preview-panel')?.shadowRoot?.activeElement;
    return active ? `${active.tagName.toLowerCase()}:${active.getAttribute('name') ?? active.textContent?.trim() ?? ''}` : null;
  });
const optionLabels = (page: Page) => nameSelect(page).locator('option').allTextContents();
/** The error text tied to the group select through aria-describedby (null when it has none). */
const groupError = (page: Page) =>
  groupSelect(page).evaluate((select) => {
    const ids = select.getAttribute('aria-describedby')?.split(' ') ?? [];
    const root = select.getRootNode() as ShadowRoot;
    const error = ids.map((id) => root.getElementById(id)).find((element) => element?.classList.contains('sf-field__error'));
    return error ? error.textContent : null;
  });

async function openModal(page: Page) {
  await launcher(page).click();
  await dialog(page).waitFor();
}

async function setDate(page: Page, date: string, time = '10:30') {
  await page.getByLabel('Time', { exact: true }).fill(time);
  await page.getByLabel('Date', { exact: true }).fill(date);
}

describe('<preview-panel> for visitors', () => {
  it('without a preview cookie makes no call and shows nothing', async () => {
    const { page, errors } = await browser.open('/visitor.html', { html: PANEL_PAGE });
    // Without a staff cookie the element decides at once that it has nothing to show: it holds no space and renders nothing.
    await page.evaluate(async () => {
      await customElements.whenDefined('preview-panel');
      await (document.querySelector('preview-panel') as HTMLElement & { rendered: Promise<void> }).rendered;
    });
    expect(await page.evaluate(() => document.querySelector('preview-panel')?.matches(':state(sf-rendered)'))).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.querySelector('preview-panel')?.shadowRoot?.childNodes.length)).toBe(0);
    expect(browser.backend.calls('previewCheckauth')).toEqual([]);
    expect(await launcher(page).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows nothing and logs when the check does not succeed', async () => {
    browser.backend.configure({ previewAuth: 'UNAUTHORIZED' });
    const { page, errors } = await browser.open('/refused.html', { html: PANEL_PAGE, cookies: { previewLoginToken: 'old' } });
    await expect.poll(() => browser.backend.calls('previewCheckauth').length).toBe(1);
    await expect
      .poll(() =>
        errors.some((e) => e.includes('[storefront-elements] <preview-panel>: Preview check: not staff (401); the panel stays hidden.')),
      )
      .toBe(true);
    expect(await launcher(page).count()).toBe(0);
  });
});

describe('<preview-panel> for staff whose check cannot be made', () => {
  it.each(['500', 'timeout', 'html'] as const)(
    'with the check answering %s: the launcher says so, in English, and a press checks again',
    async (fault) => {
      browser.backend.configure({ faults: { previewCheckauth: fault } });
      const { page, errors } = await openStaff('/check-failed.html', { clock: fault === 'timeout' ? 'paused' : undefined });
      if (fault === 'timeout') {
        await expect.poll(() => browser.backend.calls('previewCheckauth').length).toBe(1);
        await page.clock.runFor(15_100);
      }
      const alert = page.getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe('The preview service did not confirm your staff login: it is down or did not answer.');
      expect(await launcher(page).count()).toBe(0);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/preview-check-failed-${fault}.png` });
      expect(
        errors.some((e) => e.includes('[storefront-elements] <preview-panel>: Preview check failed; the panel offers to check again.')),
      ).toBe(true);

      browser.backend.configure({ faults: { previewCheckauth: null } });
      await page.getByRole('button', { name: 'Check again' }).click();
      await launcher(page).waitFor();
      expect(await alert.count()).toBe(0);
      expect(browser.backend.calls('previewCheckauth')).toHaveLength(2);
    },
  );
});

describe('<preview-panel> for staff', () => {
  it('applies date, time, test and group: exact token query, success message and preview-change', async () => {
    const { page } = await openStaff('/staff.html');
    await openModal(page);
    expect(await page.locator('preview-panel').evaluate((el) => el.shadowRoot!.querySelector('[lang="en"]') !== null)).toBe(true);
    await setDate(page, '2027-02-16');
    await expect.poll(() => browser.backend.calls('abTestsAt').map((c) => c.query.time)).toContain('2027-02-16T10:30:00+01:00');
    await page.getByText('Active tests found.').first().waitFor();
    expect(await optionLabels(page)).toEqual([
      'Select an A/B test',
      'None',
      'checkout-button-colour',
      'footer-newsletter-teaser',
      'coffee-subscription-banner',
    ]);
    expect(await groupSelect(page).isDisabled()).toBe(true);

    await nameSelect(page).selectOption('footer-newsletter-teaser');
    expect(await groupSelect(page).isEnabled()).toBe(true);
    expect(await groupError(page)).toMatch(/Required$/);
    await groupSelect(page).selectOption('B');
    expect(await groupError(page)).toBeNull();
    await page.getByRole('button', { name: 'Set preview settings' }).click();

    await page.getByText('Settings applied successfully.').waitFor();
    const calls = browser.backend.calls('previewToken');
    expect(calls).toHaveLength(1);
    expect(calls[0].query).toEqual({ test: 'footer-newsletter-teaser', group: 'B', dateTime: '2027-02-16T10:30:00+01:00' });
    expect(await page.evaluate(() => window.previewChanges)).toEqual([
      { dateTime: '2027-02-16T10:30:00+01:00', test: 'footer-newsletter-teaser', group: 'B' },
    ]);

    await page.getByText('Settings applied successfully.').click();
    expect(await page.getByText('Settings applied successfully.').count()).toBe(0);
  });

  it('applies an empty selection with a summer date-time', async () => {
    const { page } = await openStaff('/empty-selection.html');
    await openModal(page);
    await setDate(page, '2026-07-02', '08:05');
    await page.getByText('Active tests found.').first().waitFor();
    await page.getByRole('button', { name: 'Set preview settings' }).click();
    await page.getByText('Settings applied successfully.').waitFor();
    expect(browser.backend.calls('previewToken')[0].query).toEqual({ test: '', group: '', dateTime: '2026-07-02T08:05:00+02:00' });
  });

  it('starts from the current settings of the check', async () => {
    browser.backend.configure({
      previewSettings: { dateTime: '2026-12-24T18:45:00+01:00', test: 'checkout-button-colour', group: 'green' },
    });
    const { page } = await openStaff('/current.html');
    await openModal(page);
    expect(await page.getByLabel('Date', { exact: true }).inputValue()).toBe('2026-12-24');
    expect(await page.getByLabel('Time', { exact: true }).inputValue()).toBe('18:45');
    await expect.poll(() => nameSelect(page).inputValue()).toBe('checkout-button-colour');
    expect(await groupSelect(page).inputValue()).toBe('green');
  });

  it('refuses a test without a group: message, Required at the group, focus on it, no call', async () => {
    const { page } = await openStaff('/no-group.html');
    await openModal(page);
    await setDate(page, '2027-02-16');
    await page.getByText('Active tests found.').first().waitFor();
    await nameSelect(page).selectOption('checkout-button-colour');
    await page.getByRole('button', { name: 'Set preview settings' }).click();
    await page.getByText('Please also select an A/B test group!').waitFor();
    expect(await groupError(page)).toMatch(/Required$/);
    expect(await groupSelect(page).getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => focusedInPanel(page)).toBe('select:abTestGroup');
    expect(browser.backend.calls('previewToken')).toEqual([]);
  });

  it('on a 375 x 667 phone shows the whole message above the dialog footer, and the focused group select', async () => {
    // The demo's page of the panel, where a person saw the message cut off.
    const { page } = await browser.open('/preview-panel.html', {
      width: 375,
      height: 667,
      cookies: STAFF_COOKIE,
      timezoneId: 'Europe/Berlin',
    });
    await openModal(page);
    await page.getByText('Active tests found.').first().waitFor();
    await nameSelect(page).selectOption('checkout-button-colour');
    await page.getByRole('button', { name: 'Set preview settings' }).click();
    const message = page.getByText('Please also select an A/B test group!');
    await message.waitFor();
    // Inside what the dialog's scrolling body shows.
    const visibleIn = (locator: ReturnType<Page['getByText']>) =>
      locator.evaluate((element) => {
        const body = element.closest('.sf-modal__body') as HTMLElement;
        const { top, bottom } = element.getBoundingClientRect();
        const shown = body.getBoundingClientRect();
        return top >= shown.top - 0.5 && bottom <= shown.bottom + 0.5;
      });
    await expect.poll(() => visibleIn(message)).toBe(true);
    // The focus moves in the next frame, and may scroll the select into view.
    await expect.poll(() => focusedInPanel(page)).toBe('select:abTestGroup');
    await expect.poll(() => visibleIn(groupSelect(page))).toBe(true);
  });

  it('None clears the test and disables the group again', async () => {
    const { page } = await openStaff('/none.html');
    await openModal(page);
    await setDate(page, '2027-02-16');
    await page.getByText('Active tests found.').first().waitFor();
    await nameSelect(page).selectOption('checkout-button-colour');
    await nameSelect(page).selectOption({ label: 'None' });
    expect(await groupSelect(page).isDisabled()).toBe(true);
    expect(await groupError(page)).toBeNull();
  });

  it('shows the failed test list as an error with only None', async () => {
    browser.backend.configure({ faults: { abTestsAt: '500' } });
    const { page, errors } = await openStaff('/failed.html');
    await openModal(page);
    await page.getByText('Failed to fetch AB tests.').first().waitFor();
    expect(await optionLabels(page)).toEqual(['None']);
    expect(await nameSelect(page).getAttribute('aria-invalid')).toBe('true');
    expect(errors.some((e) => e.includes('Fetching the A/B tests failed'))).toBe(true);
  });

  it('treats a malformed test list as a failure', async () => {
    browser.backend.configure({ faults: { abTestsAt: 'shape' } });
    const { page } = await openStaff('/shape.html');
    await openModal(page);
    await page.getByText('Failed to fetch AB tests.').first().waitFor();
    expect(await optionLabels(page)).toEqual(['None']);
  });

  it('says when a date has no tests, offering only None', async () => {
    const { page } = await openStaff('/no-tests.html');
    await openModal(page);
    await setDate(page, '2027-02-21');
    await page.getByText('No active tests for this date.').first().waitFor();
    expect(await optionLabels(page)).toEqual(['None']);
    expect(await groupSelect(page).isDisabled()).toBe(true);
  });

  it('reloads the tests on a date change and resets the choice to the first entry', async () => {
    const { page } = await openStaff('/reload.html');
    await openModal(page);
    await setDate(page, '2027-02-16');
    await page.getByText('Active tests found.').first().waitFor();
    await nameSelect(page).selectOption('checkout-button-colour');
    await groupSelect(page).selectOption('green');
    await page.getByLabel('Date', { exact: true }).fill('2027-02-17');
    await expect.poll(() => browser.backend.calls('abTestsAt').map((c) => c.query.time)).toContain('2027-02-17T10:30:00+01:00');
    await expect.poll(() => nameSelect(page).inputValue()).toBe('');
    expect(await groupSelect(page).inputValue()).toBe('');
    expect(await groupSelect(page).isDisabled()).toBe(true);
  });

  it('shows the failure message when the token call does not succeed', async () => {
    browser.backend.configure({ previewTokenStatus: 'INTERNAL_ERROR' });
    const { page } = await openStaff('/apply-failed.html');
    await openModal(page);
    await setDate(page, '2027-02-16');
    await page.getByText('Active tests found.').first().waitFor();
    await page.getByRole('button', { name: 'Set preview settings' }).click();
    await page.getByText('Applying settings failed.').waitFor();
    expect(await page.evaluate(() => window.previewChanges)).toEqual([]);
  });

  it.each([
    ['Escape', (page: Page) => page.keyboard.press('Escape')],
    ['a backdrop click', (page: Page) => page.mouse.click(8, 8)],
    ['the close button', (page: Page) => dialog(page).getByRole('button', { name: 'Close', exact: true }).first().click()],
  ])('closes on %s and gives focus back to the button', async (_how, close) => {
    const { page } = await openStaff('/close.html');
    await openModal(page);
    await close(page);
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => focusedInPanel(page)).toBe('button:Preview settings');
  });

  it.each([
    ['answers', null],
    ['fails', '500'],
  ])('hides the panel after logout when the logout call %s', async (_how, fault) => {
    if (fault) browser.backend.configure({ faults: { previewLogout: fault } });
    const { page, errors } = await openStaff('/logout.html');
    await openModal(page);
    await dialog(page).getByRole('button', { name: 'Logout' }).click();
    await expect.poll(() => launcher(page).count()).toBe(0);
    expect(await dialog(page).count()).toBe(0);
    expect(browser.backend.calls('previewLogout')).toHaveLength(1);
    expect(errors.some((e) => e.includes('Preview logout failed'))).toBe(fault !== null);
  });

  it('renews the staff login every 300 s, and stops when the element leaves the page', async () => {
    // Paused before the page loads: the renewal's timer starts with the launcher, on a time that stands
    // still however long the machine takes to get there (paused after it, the 300 s had begun earlier).
    const { page } = await openStaff('/renew.html', { clock: 'paused' });
    await launcher(page).waitFor();
    const renewals = () => browser.backend.calls('previewRenew').length;
    expect(renewals()).toBe(0);
    await page.clock.runFor(299_000);
    expect(renewals()).toBe(0);
    await page.clock.runFor(1_000);
    await expect.poll(renewals).toBe(1);
    await page.clock.runFor(300_000);
    await expect.poll(renewals).toBe(2);

    await page.evaluate(() => {
      const element = document.querySelector('preview-panel')!;
      window.parked = element;
      element.remove();
    });
    await page.clock.runFor(900_000);
    expect(renewals()).toBe(2);

    await page.evaluate(() => document.body.append(window.parked!));
    await launcher(page).waitFor();
    await page.clock.runFor(300_000);
    await expect.poll(renewals).toBe(3);
  });
});

describe('the open dialog over the page', () => {
  it.each([375, 1280])('dims the whole page behind it at %i px', async (width) => {
    const { page } = await openStaff('/preview-dim.html', { width, height: 800 });
    const corners = [
      [4, 4],
      [width - 5, 4],
      [4, 795],
    ] as const;
    await launcher(page).waitFor();
    for (const [x, y] of corners) expect(await colourAt(page, x, y)).toEqual([255, 255, 255]);
    await openModal(page);
    // Black at 60 % over the white page: 102 in each channel (a little less in the dialog's shadow).
    for (const [x, y] of corners)
      for (const channel of await colourAt(page, x, y)) expect(channel).toSatisfy((value: number) => value >= 85 && value <= 102);
  });
});
