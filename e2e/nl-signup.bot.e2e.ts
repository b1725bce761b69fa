import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/harness';
import { SIGNUP_TEXTS, SITES, openSignup, ui } from './nl-signup.support';

const harness = useBrowser();

describe.each(SITES)('nl-signup honeypot and double-opt-in notice on %s', (site) => {
  it('treats a filled honeypot as a bot: no request, thanks shown, tracking fired, nl-submit BOT', async () => {
    const { page } = await openSignup(harness, `site="${site}" origin-addition="footer"`);
    const form = ui(page);
    await form.honeypot.evaluate((input) => {
      (input as HTMLInputElement).value = 'bot@example.com';
    });
    await form.email.fill('bot@example.com');
    await form.submit.click();
    await form.success.waitFor();
    await expect(form.success.textContent()).resolves.toContain(SIGNUP_TEXTS[site].successTitle);
    expect(harness.backend.calls('newsletterSignup')).toHaveLength(0);
    await expect(form.events()).resolves.toEqual([{ detail: { result: 'BOT' }, composed: true, bubbles: true }]);
    await expect(form.dataLayer()).resolves.toEqual([
      { event: 'sign_up', subject: 'newsletter', type: 'ga4', emitter: 'newsletterservice', origin: 'NEWSLETTER:footer' },
    ]);
  });

  it('shows the double-opt-in notice with doi-error and dismisses it when the e-mail field gets focus', async () => {
    const { page } = await openSignup(harness, `site="${site}" doi-error`);
    const form = ui(page);
    const notice = form.scope.locator('.nl-doi');
    await expect(notice.textContent()).resolves.toContain(SIGNUP_TEXTS[site].doiTitle);
    await expect(notice.textContent()).resolves.toContain(SIGNUP_TEXTS[site].doiText);
    const first = await form.scope
      .locator('.nl > *')
      .first()
      .evaluate((node) => node.classList.contains('nl-doi'));
    expect(first).toBe(true);
    await form.email.focus();
    await expect(notice.count()).resolves.toBe(0);
  });
});

describe('nl-signup double-opt-in notice', () => {
  it('is not shown without doi-error', async () => {
    const { page } = await openSignup(harness, 'site="DE"');
    await expect(ui(page).scope.locator('.nl-doi').count()).resolves.toBe(0);
  });

  it('can also be closed with its button', async () => {
    const { page } = await openSignup(harness, 'site="DE" doi-error');
    const notice = ui(page).scope.locator('.nl-doi');
    await notice.getByRole('button').click();
    await expect(notice.count()).resolves.toBe(0);
  });

  it('comes back when the attribute is switched on again', async () => {
    const { page } = await openSignup(harness, 'site="AT" doi-error');
    const form = ui(page);
    await form.email.focus();
    await expect(form.scope.locator('.nl-doi').count()).resolves.toBe(0);
    await page.evaluate(() => document.querySelector('nl-signup')!.removeAttribute('doi-error'));
    await page.evaluate(() => document.querySelector('nl-signup')!.setAttribute('doi-error', ''));
    await expect.poll(() => form.scope.locator('.nl-doi').count()).toBe(1);
  });
});
