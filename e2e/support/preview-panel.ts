import type { Page } from 'playwright-core';

/**
 * Opens the staff's preview dialog, picks an A/B test on a date that has some, and sets it without a
 * group: the dialog then shows its group error (the state the accessibility audits check).
 */
export async function openPreviewWithGroupError(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Preview settings', exact: true }).click();
  await page.getByRole('dialog', { name: 'Preview settings' }).waitFor();
  await page.getByLabel('Date', { exact: true }).fill('2027-02-16');
  await page.getByText('Active tests found.').first().waitFor();
  await page.getByRole('combobox', { name: 'Name', exact: true }).selectOption('checkout-button-colour');
  await page.getByRole('button', { name: 'Set preview settings' }).click();
  await page.getByText('Please also select an A/B test group!').waitFor();
}
