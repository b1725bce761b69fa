import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { reactSettled, useBrowser } from '../../e2e/support/harness';
import { SIGNUP_TEXTS, SITES, openSignup, requires, shows, ui, type Site } from '../../e2e/support/nl-signup';

const harness = useBrowser();

/** Where the focused control's middle is, as a share of the viewport height. */
const focusedVerticalPosition = (page: Page) =>
  page.evaluate(() => {
    const focused = document.querySelector('nl-signup')!.shadowRoot!.activeElement as HTMLElement;
    const box = focused.getBoundingClientRect();
    return (box.top + box.height / 2) / window.innerHeight;
  });

async function typeAndLeave(page: Page, control: string, value: string) {
  const input = ui(page).scope.locator(`[name="${control}"]`);
  await input.fill(value);
  await input.press('Tab');
}

describe.each(SITES)('nl-signup validation on %s', (site) => {
  const texts = SIGNUP_TEXTS[site];
  const messages = texts.messages;
  /** The message tied to a control that the site requires, or no message where it does not. */
  const requiredError = (control: 'salutation' | 'firstName' | 'lastName' | 'legals', message: string | undefined) =>
    requires(site, control) ? { text: message, invalid: 'true' } : null;

  it('marks every missing required field on an empty submit, focuses the e-mail field and announces the errors', async () => {
    const { page } = await openSignup(harness, `site="${site}"`, { spacious: true });
    const form = ui(page);
    await form.submit.click();
    await expect.poll(() => form.errorOf('newsletterEmail')).toEqual({ text: messages.emailRequired, invalid: 'true' });
    await expect.poll(() => form.focusedName()).toBe('newsletterEmail');
    await expect.poll(() => form.errorOf('salutation')).toEqual(requiredError('salutation', messages.salutationRequired));
    await expect.poll(() => form.errorOf('firstName')).toEqual(requiredError('firstName', messages.firstNameRequired));
    await expect.poll(() => form.errorOf('lastName')).toEqual(requiredError('lastName', messages.lastNameRequired));
    await expect.poll(() => form.errorOf('legals')).toEqual(requiredError('legals', messages.legalsRequired));
    await expect.poll(() => form.errorOf('consents')).toBeNull();
    const status = await form.scope.locator('form > [role="status"]').textContent();
    expect(status).toContain(messages.emailRequired);
    expect(status).toContain(texts.errorSummary);
    expect(harness.backend.calls('newsletterSignup')).toHaveLength(0);
  });

  it('checks the e-mail on blur, not while typing, and clears the error once it is fixed', async () => {
    const { page } = await openSignup(harness, `site="${site}"`);
    const form = ui(page);
    await form.email.pressSequentially('anna@example');
    await reactSettled(page);
    await expect(form.errorOf('newsletterEmail')).resolves.toBeNull();
    await form.email.press('Tab');
    await expect.poll(() => form.errorOf('newsletterEmail')).toEqual({ text: messages.emailInvalid, invalid: 'true' });
    await typeAndLeave(page, 'newsletterEmail', 'anna@example.com');
    await expect.poll(() => form.errorOf('newsletterEmail')).toBeNull();
    await expect(form.email.getAttribute('aria-invalid')).resolves.toBeNull();
  });

  it('rejects malformed addresses', async () => {
    const { page } = await openSignup(harness, `site="${site}"`);
    for (const address of ['anna', 'anna@', '@example.com', 'anna@example.c', 'an na@example.com', 'anna..x@example.com']) {
      await typeAndLeave(page, 'newsletterEmail', address);
      await expect.poll(() => ui(page).errorOf('newsletterEmail')).toEqual({ text: messages.emailInvalid, invalid: 'true' });
      await typeAndLeave(page, 'newsletterEmail', 'anna@example.com');
      await expect.poll(() => ui(page).errorOf('newsletterEmail')).toBeNull();
    }
  });

  it('accepts an address of 256 characters and rejects one of 257', async () => {
    const { page } = await openSignup(harness, `site="${site}"`);
    const domain = '@example.com';
    await typeAndLeave(page, 'newsletterEmail', `${'a'.repeat(256 - domain.length)}${domain}`);
    await expect.poll(() => ui(page).errorOf('newsletterEmail')).toBeNull();
    await typeAndLeave(page, 'newsletterEmail', `${'a'.repeat(257 - domain.length)}${domain}`);
    await expect.poll(() => ui(page).errorOf('newsletterEmail')).toEqual({ text: messages.emailTooLong, invalid: 'true' });
  });

  if (shows(site, 'firstName')) {
    it('rejects invalid characters, web addresses and more than 40 characters in both names', async () => {
      const { page } = await openSignup(harness, `site="${site}"`);
      await ui(page).focusEmail();
      for (const [name, message] of [
        ['Anna!', messages.invalidCharacters],
        ['Anna<script>', messages.invalidCharacters],
        ['http://spam', messages.invalidCharacters],
        ['www.spam-shop', messages.invalidCharacters],
        ['cheap-pills.com', messages.invalidCharacters],
        ['A'.repeat(41), messages.nameTooLong],
      ]) {
        await typeAndLeave(page, 'firstName', name);
        await typeAndLeave(page, 'lastName', name);
        await expect.poll(() => ui(page).errorOf('firstName')).toEqual({ text: message, invalid: 'true' });
        await expect.poll(() => ui(page).errorOf('lastName')).toEqual({ text: message, invalid: 'true' });
      }
    });

    it('accepts letters of every language, digits and the allowed punctuation up to 40 characters', async () => {
      const { page } = await openSignup(harness, `site="${site}"`);
      await ui(page).focusEmail();
      for (const name of ['Ömer Şahin-Łukasz', 'Řehoř Kőszegi 2', "O'Neill & Co. (Gmbh)", 'Anna+Maria `´,/', 'B'.repeat(40)]) {
        await typeAndLeave(page, 'firstName', 'Anna!');
        await expect.poll(() => ui(page).errorOf('firstName')).not.toBeNull();
        await typeAndLeave(page, 'firstName', name);
        await expect.poll(() => ui(page).errorOf('firstName')).toBeNull();
      }
    });
  }

  const firstRequiredExtra = (['salutation', 'firstName', 'legals'] as const).find((control) => requires(site, control));
  if (firstRequiredExtra) {
    it('focuses the first invalid extra field in form order and scrolls it to the centre', async () => {
      const { page } = await openSignup(harness, `site="${site}"`, { spacious: true, height: 700 });
      const form = ui(page);
      await form.email.fill('anna@example.com');
      await page.evaluate(() => window.scrollTo(0, 0));
      await form.submit.evaluate((button) => (button as HTMLButtonElement).click());
      await expect.poll(() => form.focusedName()).toBe(firstRequiredExtra);
      const position = await focusedVerticalPosition(page);
      expect(position).toBeGreaterThan(0.4);
      expect(position).toBeLessThan(0.6);
    });
  }
});

describe('nl-signup validation texts', () => {
  it.each<[Site, string, string | undefined]>([
    ['AT', 'www.example', SIGNUP_TEXTS.AT.messages.invalidCharacters],
    ['HU', '', SIGNUP_TEXTS.HU.messages.firstNameRequired],
    ['TR', '', SIGNUP_TEXTS.TR.messages.firstNameRequired],
  ])('%s: first name %j → %s', async (site, value, expected) => {
    const { page } = await openSignup(harness, `site="${site}"`);
    const form = ui(page);
    await form.email.fill('anna@example.com');
    if (value) await form.firstName.fill(value);
    await form.submit.click();
    await expect.poll(() => form.errorOf('firstName')).toMatchObject({ text: expected });
  });

  it('asks for the commercial-message consent in Turkey', async () => {
    const { page } = await openSignup(harness, 'site="TR"');
    const form = ui(page);
    await form.submit.click();
    await expect.poll(() => form.errorOf('legals')).toEqual({ text: SIGNUP_TEXTS.TR.messages.legalsRequired, invalid: 'true' });
    await form.legals.check();
    await expect.poll(() => form.errorOf('legals')).toBeNull();
  });
});
