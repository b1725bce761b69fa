// Shared by the host-page tests: what a page of ours records before the module loads, and reading it back.
import type { Page } from 'playwright-core';
import type { TestPage } from './harness';

/**
 * Records, before the module loads (an init script runs first in every frame): storefront-error
 * events, nl-submit events, session-status events and uncaught errors and rejections.
 */
export const RECORDER = `
window.seen = { storefrontErrors: [], submits: [], statuses: [], uncaught: [] };
document.addEventListener('storefront-error', (e) => window.seen.storefrontErrors.push(e.detail));
document.addEventListener('nl-submit', (e) => window.seen.submits.push(e.detail));
document.addEventListener('session-status', (e) => window.seen.statuses.push(e.detail.status));
window.addEventListener('error', (e) => window.seen.uncaught.push(String(e.message)));
window.addEventListener('unhandledrejection', (e) => window.seen.uncaught.push(String(e.reason)));
`;

export interface Seen {
  storefrontErrors: { element: string; message: string }[];
  submits: { result: string }[];
  statuses: number[];
  uncaught: string[];
}

export const seen = (page: Page): Promise<Seen> => page.evaluate(() => (window as unknown as { seen: Seen }).seen);

/** The kit's console.error lines (the browser's own "Failed to load resource" lines left out). */
export const kitErrors = (opened: TestPage) => opened.errors.filter((line) => line.startsWith('[storefront-elements]'));

/** A light DOM locator inside an element's shadow root, by CSS selector. */
export const inShadow = (page: Page, host: string, selector: string) => page.locator(host).locator(selector);
