import { describe, expect, it } from 'vitest';
import { holdRequests, useBrowser } from '../../e2e/support/harness';
import { SIGNUP_PATH, SIGNUP_TEXTS, SITES, fillValid, openSignup, requires, shows, ui } from '../../e2e/support/nl-signup';

const harness = useBrowser();

const signUps = () => harness.backend.calls('newsletterSignup');

describe.each(SITES)('nl-signup submit on %s', (site) => {
  const texts = SIGNUP_TEXTS[site];

  it('sends exactly the filled fields, shows the thanks, fires nl-submit and the data-layer event', async () => {
    const { page, errors } = await openSignup(harness, `site="${site}"`);
    const form = ui(page);
    await form.focusEmail();
    await fillValid(page, site, ' Anna.Maria@Example.com ');
    await form.consents.check();
    await form.submit.click();
    await form.success.waitFor();

    expect(signUps()).toHaveLength(1);
    const [call] = signUps();
    expect(call.path).toBe(SIGNUP_PATH);
    expect(call.headers['x-api-key']).toBe('dummy');
    expect(call.headers['content-type']).toBe('application/json');
    expect(call.body).toEqual({
      email: 'Anna.Maria@Example.com',
      ...(shows(site, 'salutation') ? { salutation: 'MRS' } : {}),
      ...(shows(site, 'firstName') ? { firstName: 'Anna', lastName: 'Łąka-Öztürk' } : {}),
      consents: ['DNE'],
      origin: 'NEWSLETTER',
      originAddition: '',
    });

    await expect(form.success.textContent()).resolves.toBe(`${texts.successTitle}${texts.successText}`);
    await expect(form.scope.locator('form').count()).resolves.toBe(0);
    await expect(page.evaluate(() => document.querySelector('nl-signup')!.shadowRoot!.activeElement?.className)).resolves.toBe(
      'nl-success',
    );
    await expect(form.events()).resolves.toEqual([{ detail: { result: 'SUCCESS' }, composed: true, bubbles: true }]);
    await expect(form.dataLayer()).resolves.toEqual([
      { event: 'sign_up', subject: 'newsletter', type: 'ga4', emitter: 'newsletterservice', origin: 'NEWSLETTER:' },
    ]);
    expect(errors).toEqual([]);
  });

  it('leaves out the empty optional fields and an unticked consent', async () => {
    const { page } = await openSignup(harness, `site="${site}"`);
    const form = ui(page);
    await form.email.fill('anna@example.com');
    if (requires(site, 'salutation')) await form.salutation.selectOption('DIVERS');
    if (requires(site, 'firstName')) {
      await form.firstName.fill('Şule');
      await form.lastName.fill('Kőszegi');
    }
    if (requires(site, 'legals')) await form.legals.check();
    await form.submit.click();
    await form.success.waitFor();
    expect(signUps()[0].body).toEqual({
      email: 'anna@example.com',
      ...(requires(site, 'salutation') ? { salutation: 'DIVERS' } : {}),
      ...(requires(site, 'firstName') ? { firstName: 'Şule', lastName: 'Kőszegi' } : {}),
      consents: [],
      origin: 'NEWSLETTER',
      originAddition: '',
    });
  });
});

describe('nl-signup submit', () => {
  it('sends origin and origin-addition and uses them in the tracking event', async () => {
    const { page } = await openSignup(harness, 'site="DE" origin="SHOPPING_CART" origin-addition="cart-layer"');
    const form = ui(page);
    await fillValid(page, 'DE');
    await form.submit.click();
    await form.success.waitFor();
    expect(signUps()[0].body).toMatchObject({ origin: 'SHOPPING_CART', originAddition: 'cart-layer' });
    await expect(form.dataLayer()).resolves.toEqual([expect.objectContaining({ event: 'sign_up', origin: 'SHOPPING_CART:cart-layer' })]);
  });

  it('logs an invalid origin and signs up with NEWSLETTER', async () => {
    const { page, errors } = await openSignup(harness, 'site="DE" origin="FOOTER"');
    const form = ui(page);
    await fillValid(page, 'DE');
    await form.submit.click();
    await form.success.waitFor();
    expect(signUps()[0].body).toMatchObject({ origin: 'NEWSLETTER' });
    expect(errors.some((line) => line.startsWith('[storefront-elements]') && line.includes('"FOOTER"'))).toBe(true);
  });

  it.each([
    ['spa', 'private'],
    // What React 18 writes for spa={false}.
    ['spa="false"', 'internal'],
  ])('with %s uses the %s base path', async (attribute, base) => {
    const { page } = await openSignup(harness, `site="AT" ${attribute}`);
    const form = ui(page);
    await fillValid(page, 'AT');
    await form.submit.click();
    await form.success.waitFor();
    expect(signUps()[0].path).toBe(`/service/newsletter/api/${base}/newsletter-subscribers`);
  });

  it('sends to the api-origin', async () => {
    const { page } = await openSignup(harness, `site="DE" api-origin="${harness.url}/"`);
    await fillValid(page, 'DE');
    await ui(page).submit.click();
    await ui(page).success.waitFor();
    expect(signUps()[0].path).toBe(SIGNUP_PATH);
  });

  it('disables every field while sending, shows the loading button and sends only once', async () => {
    const { page } = await openSignup(harness, 'site="HU"');
    const form = ui(page);
    await fillValid(page, 'HU');
    const signUp = await holdRequests(page, SIGNUP_PATH);
    await form.submit.click();
    await expect.poll(signUp.held).toBe(1);
    await expect.poll(() => form.submit.getAttribute('aria-busy')).toBe('true');
    for (const control of [form.email, form.salutation, form.firstName, form.lastName, form.consents]) {
      await expect(control.isDisabled()).resolves.toBe(true);
    }
    await form.submit.click({ force: true });
    await form.scope.locator('form').evaluate((element) => (element as HTMLFormElement).requestSubmit());
    signUp.release();
    await form.success.waitFor();
    expect(signUps()).toHaveLength(1);
    await expect(form.events()).resolves.toEqual([expect.objectContaining({ detail: { result: 'SUCCESS' } })]);
  });

  it('scrolls the thanks into view, but not with no-scroll', async () => {
    for (const noScroll of [false, true]) {
      const { page } = await openSignup(harness, `site="DE"${noScroll ? ' no-scroll' : ''}`, { spacious: true, height: 600 });
      const form = ui(page);
      await fillValid(page, 'DE');
      await page.evaluate(() => window.scrollTo(0, 0));
      await form.submit.evaluate((button) => (button as HTMLButtonElement).click());
      await form.success.waitFor({ state: 'attached' });
      const box = await form.success.evaluate((node) => node.getBoundingClientRect().top);
      const inView = box >= 0 && box < 600;
      expect(inView).toBe(!noScroll);
      if (noScroll) await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
    }
  });

  it('submits with the Enter key from the e-mail field', async () => {
    const { page } = await openSignup(harness, 'site="CH"');
    const form = ui(page);
    await form.email.fill('anna@example.ch');
    await form.email.press('Enter');
    await form.success.waitFor();
    expect(signUps()[0].body).toMatchObject({ email: 'anna@example.ch' });
    await expect(form.success.textContent()).resolves.not.toContain('ß');
  });
});
