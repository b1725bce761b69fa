// The sign-up's honeypot is left empty by Chromium's own autofill: in the whole browser, as only it
// autofills (the other browser tests run in its headless shell).
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/harness';
import { ui } from '../support/nl-signup';

const browser = useBrowser({ wholeBrowser: true });

describe('the honeypot', () => {
  /** Chromium's own autofill, as a visitor picks a saved address for the e-mail field. */
  async function autofill(page: Page) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('nl-signup').shadowRoot.querySelector('input[name="newsletterEmail"]')`,
    });
    const { node } = await cdp.send('DOM.describeNode', { objectId: result.objectId });
    await cdp.send('Autofill.trigger', {
      fieldId: node.backendNodeId,
      address: {
        fields: [
          { name: 'EMAIL_ADDRESS', value: 'anna.autofill@example.com' },
          { name: 'NAME_FIRST', value: 'Anna' },
          { name: 'NAME_LAST', value: 'Nagy' },
          { name: 'NAME_FULL', value: 'Anna Nagy' },
        ],
      },
    });
  }
  const values = (page: Page) =>
    page.evaluate(() =>
      Object.fromEntries(
        [...(document.querySelector('nl-signup')?.shadowRoot?.querySelectorAll('input') ?? [])].map((input) => [input.name, input.value]),
      ),
    );

  it.each([
    ['as shipped', false],
    ['in a browser or password manager that ignores inert and aria-hidden', true],
  ])("is left empty by the browser's autofill of the form, %s", async (_how, unguarded) => {
    const { page } = await browser.open('/autofill.html', { html: '<nl-signup site="HU"></nl-signup>' });
    const form = ui(page);
    await form.email.focus();
    await form.lastName.waitFor();
    if (unguarded)
      await page.evaluate(() => {
        const honeypot = document.querySelector('nl-signup')?.shadowRoot?.querySelector('.nl-honeypot');
        honeypot?.removeAttribute('inert');
        honeypot?.removeAttribute('aria-hidden');
      });
    // Chromium learns of the fields the focus revealed when it next parses the form, which a busy
    // machine delays; a visitor whose first pick filled only the e-mail picks the address again.
    await expect
      .poll(async () => {
        await autofill(page);
        return values(page);
      })
      .toMatchObject({ newsletterEmail: 'anna.autofill@example.com', lastName: 'Nagy', firstName: 'Anna' });
    expect((await values(page))['verify-email']).toBe('');
  });
});
