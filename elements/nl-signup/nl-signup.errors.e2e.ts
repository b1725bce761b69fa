import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../e2e/support/harness';
import { SIGNUP_TEXTS, SITES, fillValid, openSignup, shows, submitOnPausedClock, ui } from '../../e2e/support/nl-signup';

const harness = useBrowser();

const signUps = () => harness.backend.calls('newsletterSignup');

describe.each(SITES)('nl-signup service errors on %s', (site) => {
  const texts = SIGNUP_TEXTS[site];

  it('shows the invalid-address answer at the e-mail field, focuses it and keeps the input', async () => {
    const { page } = await openSignup(harness, `site="${site}"`);
    const form = ui(page);
    await form.focusEmail();
    await fillValid(page, site, 'anna@invalid.example');
    await form.submit.click();
    await expect.poll(() => form.errorOf('newsletterEmail')).toEqual({ text: texts.messages.emailInvalid, invalid: 'true' });
    await expect.poll(() => form.focusedName()).toBe('newsletterEmail');
    await expect(form.email.inputValue()).resolves.toBe('anna@invalid.example');
    if (shows(site, 'firstName')) await expect(form.firstName.inputValue()).resolves.toBe('Anna');
    await expect(form.events()).resolves.toEqual([expect.objectContaining({ detail: { result: 'ERROR_INVALID_EMAIL' } })]);
    await expect(form.dataLayer()).resolves.toEqual([]);
    await expect(form.success.count()).resolves.toBe(0);
    await expect(form.banner.count()).resolves.toBe(0);

    // The message stays while the rejected address stays, and goes once it is corrected.
    await form.email.press('Tab');
    await expect.poll(() => form.errorOf('newsletterEmail')).not.toBeNull();
    await form.email.fill('anna@example.com');
    await form.email.press('Tab');
    await expect.poll(() => form.errorOf('newsletterEmail')).toBeNull();
    await form.submit.click();
    await form.success.waitFor();
    expect(signUps()).toHaveLength(2);
  });

  it('shows the technical banner on a 500, keeps everything typed, and a retry is one click', async () => {
    harness.backend.configure({ faults: { newsletterSignup: '500' } });
    const { page, errors } = await openSignup(harness, `site="${site}"`);
    const form = ui(page);
    await form.focusEmail();
    await fillValid(page, site);
    await form.consents.check();
    await form.submit.click();
    await form.banner.waitFor();
    await expect(form.banner.textContent()).resolves.toContain(texts.errorGeneric);
    await expect(form.email.inputValue()).resolves.toBe('anna@example.com');
    await expect(form.consents.isChecked()).resolves.toBe(true);
    if (shows(site, 'legals')) await expect(form.legals.isChecked()).resolves.toBe(true);
    await expect(form.events()).resolves.toEqual([expect.objectContaining({ detail: { result: 'ERROR_GENERIC' } })]);
    await expect(form.dataLayer()).resolves.toEqual([]);
    expect(errors.some((line) => line.startsWith('[storefront-elements] <nl-signup>: sign-up failed'))).toBe(true);

    harness.backend.configure({ faults: { newsletterSignup: null } });
    await form.submit.click();
    await form.success.waitFor();
    expect(signUps()).toHaveLength(2);
    expect(signUps()[1].body).toEqual(signUps()[0].body);
  });
});

describe('nl-signup technical errors', () => {
  it('keeps the form next to the banner', async () => {
    harness.backend.configure({ faults: { newsletterSignup: '500' } });
    const { page } = await openSignup(harness, 'site="DE"');
    const form = ui(page);
    await fillValid(page, 'DE');
    await form.submit.click();
    await form.banner.waitFor();
    await expect(form.banner.textContent()).resolves.toContain(SIGNUP_TEXTS.DE.errorGeneric);
    await expect(form.scope.locator('form').isVisible()).resolves.toBe(true);
  });

  it.each(['html', 'network', '404'] as const)('treats a %s answer as a technical error', async (fault) => {
    harness.backend.configure({ faults: { newsletterSignup: fault } });
    const { page } = await openSignup(harness, 'site="PL"');
    const form = ui(page);
    await fillValid(page, 'PL');
    await form.submit.click();
    await form.banner.waitFor();
    await expect(form.banner.textContent()).resolves.toContain(SIGNUP_TEXTS.PL.errorGeneric);
    await expect(form.events()).resolves.toEqual([expect.objectContaining({ detail: { result: 'ERROR_GENERIC' } })]);
  });

  it('gives up after 15 s and shows the technical banner', async () => {
    harness.backend.configure({ faults: { newsletterSignup: 'timeout' } });
    // Paused, the page's time moves only with runFor: a busy machine cannot bring the 15 s nearer.
    const { page } = await openSignup(harness, 'site="SK"', { clock: 'paused' });
    const form = ui(page);
    await fillValid(page, 'SK');
    await submitOnPausedClock(page, form.submit);
    await expect.poll(() => form.submit.getAttribute('aria-busy')).toBe('true');
    await page.clock.runFor(14_000);
    await expect(form.banner.count()).resolves.toBe(0);
    await expect(form.email.isDisabled()).resolves.toBe(true);
    await page.clock.runFor(1_000);
    await form.banner.waitFor();
    await expect(form.banner.textContent()).resolves.toContain(SIGNUP_TEXTS.SK.errorGeneric);
    await expect(form.email.isDisabled()).resolves.toBe(false);
    await expect(form.email.inputValue()).resolves.toBe('anna@example.com');
    await expect(form.events()).resolves.toEqual([expect.objectContaining({ detail: { result: 'ERROR_GENERIC' } })]);
  });
});
