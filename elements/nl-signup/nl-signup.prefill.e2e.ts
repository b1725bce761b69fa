import { describe, expect, it } from 'vitest';
import { useBrowser } from '../../e2e/support/harness';
import { SIGNUP, SITES, openSignup, shows, ui } from '../../e2e/support/nl-signup';

const harness = useBrowser();

const baseDataCalls = () => harness.backend.calls('newsletterBaseData');
const signUps = () => harness.backend.calls('newsletterSignup');
const LOGIN = { loginToken: 'login-token-42' };
const CUSTOMER = { email: 'sule@example.com', salutation: 'MRS', firstName: 'Şule', lastName: 'Kovács', consents: [], legals: [] };

describe.each(SITES)('nl-signup prefill on %s', (site) => {
  const { locksPrefill } = SIGNUP[site];

  it('fetches the base data with the X-LoginToken header, prefills and shows the extra fields at once', async () => {
    harness.backend.configure({ newsletterCustomer: CUSTOMER });
    const { page } = await openSignup(harness, `site="${site}"`, { cookies: LOGIN });
    const form = ui(page);
    await expect.poll(() => form.email.inputValue()).toBe('sule@example.com');
    expect(baseDataCalls()).toHaveLength(1);
    expect(baseDataCalls()[0].path).toBe('/service/newsletter/api/internal/customers/base-data');
    expect(baseDataCalls()[0].headers['x-logintoken']).toBe('login-token-42');
    await expect(form.consents.isVisible()).resolves.toBe(true);
    await expect(form.email.isDisabled()).resolves.toBe(false);
    if (shows(site, 'salutation')) {
      await expect(form.salutation.inputValue()).resolves.toBe('MRS');
      await expect(form.salutation.isDisabled()).resolves.toBe(locksPrefill);
    }
    if (shows(site, 'firstName')) {
      await expect(form.firstName.inputValue()).resolves.toBe('Şule');
      await expect(form.lastName.inputValue()).resolves.toBe('Kovács');
      await expect(form.firstName.isDisabled()).resolves.toBe(locksPrefill);
      await expect(form.lastName.isDisabled()).resolves.toBe(locksPrefill);
    }

    if (shows(site, 'legals')) await form.legals.check();
    await form.submit.click();
    await form.success.waitFor();
    expect(signUps()[0].body).toEqual({
      email: 'sule@example.com',
      ...(shows(site, 'salutation') ? { salutation: 'MRS' } : {}),
      ...(shows(site, 'firstName') ? { firstName: 'Şule', lastName: 'Kovács' } : {}),
      consents: [],
      origin: 'NEWSLETTER',
      originAddition: '',
    });
  });

  it('does not send DNE again when the customer already has it, and sends it when newly ticked', async () => {
    harness.backend.configure({ newsletterCustomer: { ...CUSTOMER, consents: ['DNE'], legals: ['NEWSLETTER'] } });
    const { page } = await openSignup(harness, `site="${site}"`, { cookies: LOGIN });
    const form = ui(page);
    await expect.poll(() => form.consents.isChecked()).toBe(true);
    if (shows(site, 'legals')) await expect(form.legals.isChecked()).resolves.toBe(true);
    await form.submit.click();
    await form.success.waitFor();
    expect(signUps()[0].body).toMatchObject({ consents: [] });

    harness.backend.configure({ newsletterCustomer: CUSTOMER });
    const second = await openSignup(harness, `site="${site}"`, { cookies: LOGIN });
    const again = ui(second.page);
    await expect.poll(() => again.email.inputValue()).toBe('sule@example.com');
    await again.consents.check();
    if (shows(site, 'legals')) await again.legals.check();
    await again.submit.click();
    await again.success.waitFor();
    expect(signUps()[1].body).toMatchObject({ consents: ['DNE'] });
  });
});

describe('nl-signup prefill', () => {
  it('makes no call without the login cookie', async () => {
    const { page } = await openSignup(harness, 'site="AT"');
    await ui(page).email.fill('anna@example.com');
    await ui(page).submit.click();
    await ui(page).success.waitFor();
    expect(baseDataCalls()).toHaveLength(0);
  });

  it('uses the private base path with spa', async () => {
    const { page } = await openSignup(harness, 'site="HU" spa', { cookies: LOGIN });
    await expect.poll(() => ui(page).email.inputValue()).not.toBe('');
    expect(baseDataCalls()[0].path).toBe('/service/newsletter/api/private/customers/base-data');
  });

  it.each(['500', 'shape', 'html', 'network', 'empty'] as const)(
    'leaves the form empty and usable after a %s answer, and logs it',
    async (fault) => {
      harness.backend.configure({ faults: { newsletterBaseData: fault } });
      const { page, errors } = await openSignup(harness, 'site="HU"', { cookies: LOGIN });
      const form = ui(page);
      await expect.poll(() => errors.some((line) => line.startsWith('[storefront-elements] <nl-signup>: customer base data'))).toBe(true);
      await expect(form.email.inputValue()).resolves.toBe('');
      await form.email.fill('anna@example.com');
      await form.salutation.selectOption('MR');
      await form.firstName.fill('Anna');
      await form.lastName.fill('Nagy');
      await expect(form.firstName.isDisabled()).resolves.toBe(false);
      await form.submit.click();
      await form.success.waitFor();
      expect(signUps()[0].body).toMatchObject({ email: 'anna@example.com', salutation: 'MR', firstName: 'Anna', lastName: 'Nagy' });
    },
  );

  it('does not lock a prefilled name the rules reject, so the customer can correct it', async () => {
    harness.backend.configure({ newsletterCustomer: { ...CUSTOMER, firstName: 'www.example.com', lastName: '' } });
    const { page } = await openSignup(harness, 'site="TR"', { cookies: LOGIN });
    const form = ui(page);
    await expect.poll(() => form.email.inputValue()).toBe('sule@example.com');
    await expect(form.firstName.isDisabled()).resolves.toBe(false);
    await expect(form.lastName.isDisabled()).resolves.toBe(false);
    await form.legals.check();
    await form.submit.click();
    await expect.poll(() => form.focusedName()).toBe('firstName');
    await form.firstName.fill('Şule');
    await form.lastName.fill('Öztürk');
    await form.submit.click();
    await form.success.waitFor();
    expect(signUps()[0].body).toMatchObject({ firstName: 'Şule', lastName: 'Öztürk' });
  });

  it('keeps an e-mail the visitor typed before the prefill arrived', async () => {
    harness.backend.configure({ delays: { newsletterBaseData: 800 } });
    const { page } = await openSignup(harness, 'site="DE"', { cookies: LOGIN });
    const form = ui(page);
    await form.email.fill('typed@example.com');
    await expect.poll(() => baseDataCalls().length).toBe(1);
    await expect.poll(() => form.scope.locator('input[name="consents"]').count()).toBe(1);
    await expect(form.email.inputValue()).resolves.toBe('typed@example.com');
  });
});
