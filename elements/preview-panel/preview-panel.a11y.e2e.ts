import { describe, expect, it } from 'vitest';
import { seriousViolations, useBrowser } from '../../e2e/support/harness';
import { openPreviewWithGroupError } from '../../e2e/support/preview-panel';

const browser = useBrowser();

describe('<preview-panel> accessibility', () => {
  it.each([375, 1280])('has no serious or critical axe violation with the modal open at %i px', async (width) => {
    const { page } = await browser.open(`/a11y-${width}.html`, {
      width,
      height: 800,
      cookies: { previewAuthToken: 'staff-token' },
      html: '<main><h1>Shop page</h1></main><preview-panel></preview-panel>',
    });
    await openPreviewWithGroupError(page);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('keyboard: Tab moves from the launcher into the dialog and stays inside it', async () => {
    const { page } = await browser.open('/keyboard.html', {
      cookies: { previewAuthToken: 'staff-token' },
      html: '<main><h1>Shop page</h1><a href="#top">Top</a></main><preview-panel></preview-panel>',
    });
    const launcher = page.getByRole('button', { name: 'Preview settings', exact: true });
    await launcher.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Preview settings' }).waitFor();
    const inDialog = () =>
      page.evaluate(() => {
        const root = document.querySelector('preview-panel')!.shadowRoot!;
        return Boolean(root.activeElement?.closest('[role="dialog"]'));
      });
    await expect.poll(inDialog).toBe(true);
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press('Tab');
      expect(await inDialog()).toBe(true);
    }
  });
});
