import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../e2e/support/harness';
import { SIGNUP_TEXTS, SITES, openSignup, ui } from '../../e2e/support/nl-signup';

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
    const success = form.scope.getByRole('group', { name: SIGNUP_TEXTS[site].successTitle });
    await success.waitFor();
    await expect(success.textContent()).resolves.toContain(SIGNUP_TEXTS[site].successTitle);
    expect(harness.backend.calls('newsletterSignup')).toHaveLength(0);
    await expect(form.events()).resolves.toEqual([{ detail: { result: 'BOT' }, composed: true, bubbles: true }]);
    await expect(form.dataLayer()).resolves.toEqual([
      { event: 'sign_up', subject: 'newsletter', type: 'ga4', emitter: 'newsletterservice', origin: 'NEWSLETTER:footer' },
    ]);
  });

  it('shows the double-opt-in notice with doi-error and dismisses it when the e-mail field gets focus', async () => {
    const { page } = await openSignup(harness, `site="${site}" doi-error`);
    const form = ui(page);
    const title = form.scope.getByText(SIGNUP_TEXTS[site].doiTitle);
    const text = form.scope.getByText(SIGNUP_TEXTS[site].doiText);
    await expect(title.textContent()).resolves.toContain(SIGNUP_TEXTS[site].doiTitle);
    await expect(text.textContent()).resolves.toContain(SIGNUP_TEXTS[site].doiText);
    // First in the block: its text begins with the notice's title and message (nothing between them in the text content).
    const block = (await form.scope.getByRole('region', { name: SIGNUP_TEXTS[site].title }).textContent()) ?? '';
    const first = block.startsWith(`${SIGNUP_TEXTS[site].doiTitle}${SIGNUP_TEXTS[site].doiText}`);
    expect(first).toBe(true);
    await form.focusEmail();
    await expect(title.or(text).count()).resolves.toBe(0);
  });
});

describe('nl-signup double-opt-in notice', () => {
  it('is not shown without doi-error', async () => {
    const { page } = await openSignup(harness, 'site="DE"');
    await expect(ui(page).scope.getByText(SIGNUP_TEXTS.DE.doiTitle).count()).resolves.toBe(0);
  });

  it('can also be closed with its button', async () => {
    const { page } = await openSignup(harness, 'site="DE" doi-error');
    const notice = ui(page).scope.getByText(SIGNUP_TEXTS.DE.doiTitle);
    await notice.waitFor();
    await ui(page).scope.getByRole('button', { name: 'Schließen' }).click();
    await expect(notice.count()).resolves.toBe(0);
  });

  it('comes back when the attribute is switched on again', async () => {
    const { page } = await openSignup(harness, 'site="AT" doi-error');
    const form = ui(page);
    await form.focusEmail();
    const notice = form.scope.getByText(SIGNUP_TEXTS.AT.doiTitle);
    await expect(notice.count()).resolves.toBe(0);
    await page.evaluate(() => document.querySelector('nl-signup')!.removeAttribute('doi-error'));
    await page.evaluate(() => document.querySelector('nl-signup')!.setAttribute('doi-error', ''));
    await expect.poll(() => notice.count()).toBe(1);
  });
});
