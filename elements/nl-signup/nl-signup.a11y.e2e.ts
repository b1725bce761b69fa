import { describe, expect, it } from 'vitest';
import { seriousViolations, useBrowser } from '../../e2e/support/harness';
import { fillValid, openSignup, ui, type Site } from '../../e2e/support/nl-signup';

const harness = useBrowser();

const CASES: [Site, number][] = (['DE', 'HU', 'TR'] as Site[]).flatMap((site) =>
  [375, 1280].map((width) => [site, width] as [Site, number]),
);

describe.each(CASES)('nl-signup accessibility on %s at %i px', (site, width) => {
  it('has no serious or critical axe violation before and after an invalid submit', async () => {
    const { page } = await openSignup(harness, `site="${site}" doi-error`, { width });
    await expect(seriousViolations(page, 'nl-signup')).resolves.toEqual([]);
    await ui(page).focusEmail();
    await expect(seriousViolations(page, 'nl-signup')).resolves.toEqual([]);
    await ui(page).email.fill('not-an-address');
    await ui(page).submit.click();
    await expect.poll(() => ui(page).errorOf('newsletterEmail')).not.toBeNull();
    await expect(seriousViolations(page, 'nl-signup')).resolves.toEqual([]);
  });

  it('has no serious or critical axe violation with the technical banner and on the thanks', async () => {
    harness.backend.configure({ faults: { newsletterSignup: '500' } });
    const { page } = await openSignup(harness, `site="${site}"`, { width });
    const form = ui(page);
    await fillValid(page, site);
    await form.submit.click();
    await form.banner.waitFor();
    await expect(seriousViolations(page, 'nl-signup')).resolves.toEqual([]);
    harness.backend.configure({ faults: { newsletterSignup: null } });
    await form.submit.click();
    await form.success.waitFor();
    await expect(seriousViolations(page, 'nl-signup')).resolves.toEqual([]);
  });
});

describe('nl-signup keyboard use', () => {
  it('can be filled and sent with the keyboard alone, in form order', async () => {
    const { page } = await openSignup(harness, 'site="HU"');
    const form = ui(page);
    await page.keyboard.press('Tab');
    await expect.poll(() => form.focusedName()).toBe('newsletterEmail');
    await page.keyboard.type('anna@example.com');
    await page.keyboard.press('Tab');
    await expect.poll(() => form.focusedName()).toBe('salutation');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await expect.poll(() => form.focusedName()).toBe('lastName'); // Hungarian order: family name first
    await page.keyboard.type('Nagy');
    await page.keyboard.press('Tab');
    await expect.poll(() => form.focusedName()).toBe('firstName');
    await page.keyboard.type('Anna');
    await page.keyboard.press('Tab'); // the legal notice's first link expands it
    let guard = 0;
    while ((await form.focusedName()) !== 'consents' && guard < 10) {
      await page.keyboard.press('Tab');
      guard += 1;
    }
    await page.keyboard.press('Space');
    await expect(form.consents.isChecked()).resolves.toBe(true);
    await form.submit.focus();
    await page.keyboard.press('Enter');
    await form.success.waitFor();
    expect(harness.backend.calls('newsletterSignup')[0].body).toMatchObject({
      salutation: 'MRS',
      firstName: 'Anna',
      lastName: 'Nagy',
      consents: ['DNE'],
    });
  });

  it('announces an invalid submit in a polite status region and ties each message to its field', async () => {
    const { page } = await openSignup(harness, 'site="TR"');
    const form = ui(page);
    await form.submit.click();
    const status = form.scope.locator('form > [role="status"]');
    await expect.poll(() => status.textContent()).toContain('E-posta adresi zorunlu bir alandır.');
    for (const name of ['newsletterEmail', 'firstName', 'lastName', 'legals']) {
      await expect.poll(() => form.errorOf(name)).toMatchObject({ invalid: 'true' });
    }
  });
});
