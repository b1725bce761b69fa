import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useBrowser } from './support/harness';

// The harness hands each test the file's reused page (e2e/support/reused-page.ts). These tests run
// in order: one leaves behind all a test can, the next must find none of it.
const browser = useBrowser();

const BLANK = '<p id="spot" style="position:absolute;left:200px;top:200px;width:100px;height:100px">spot</p>';

/** What a page keeps of a visit: cookies, both storages, databases, the hovered spot. */
async function traces(page: Page) {
  return page.evaluate(async () => ({
    cookie: document.cookie,
    local: localStorage.length,
    session: sessionStorage.length,
    databases: (await indexedDB.databases()).map((database) => database.name),
    hovered: document.querySelector('#spot')?.matches(':hover') ?? false,
  }));
}

describe('the reused page', () => {
  let first: Page;
  let consoleLinesAfterItsTest = 0;

  it('is handed to a test that may change all a page can keep', async () => {
    const { page, context } = await browser.open('/traces', { html: BLANK, width: 400, cookies: { kept: 'yes' } });
    first = page;
    await page.evaluate(async () => {
      document.cookie = 'visit=1';
      localStorage.setItem('visit', '1');
      sessionStorage.setItem('visit', '1');
      await new Promise((done) => {
        indexedDB.open('visit').onsuccess = done;
      });
    });
    await page.hover('#spot');
    await page.route('**/routed-by-the-page', (route) => route.fulfill({ body: 'page route' }));
    await context.route('**/routed-by-the-session', (route) => route.fulfill({ body: 'session route' }));
    page.on('console', () => (consoleLinesAfterItsTest += 1));
    await context.addCookies([{ name: 'elsewhere', value: 'yes', url: 'http://127.0.0.2:9/' }]);
    await context.newPage();
    expect(await traces(page)).toEqual({ cookie: 'kept=yes; visit=1', local: 1, session: 1, databases: ['visit'], hovered: true });
    consoleLinesAfterItsTest = 0;
  });

  it('comes to the next test as a fresh page would, with none of it', async () => {
    const { page, context } = await browser.open('/traces', { html: BLANK });
    expect(page).toBe(first);
    expect(context.pages()).toEqual([page]);
    expect(await context.cookies()).toEqual([]);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 900 });
    expect(await traces(page)).toEqual({ cookie: '', local: 0, session: 0, databases: [], hovered: false });
    const answers = await page.evaluate(() =>
      Promise.all(['/routed-by-the-page', '/routed-by-the-session'].map(async (path) => (await fetch(path)).status)),
    );
    expect(answers).toEqual([404, 404]);
    await page.evaluate(() => console.log('a line for the test that listens now'));
    expect(consoleLinesAfterItsTest).toBe(0);
  });

  it('is given up by a test that changes what cannot be undone (here the clock)', async () => {
    const { page, context } = await browser.open('/traces', { html: BLANK });
    expect(page).toBe(first);
    await context.clock.install({ time: new Date('2001-01-01T00:00:00Z') });
    await page.reload();
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBe(2001);
  });

  it('is then a new page on a new session, with the real time', async () => {
    const { page } = await browser.open('/traces', { html: BLANK });
    expect(page).not.toBe(first);
    expect(await page.evaluate(() => new Date().getUTCFullYear())).toBeGreaterThan(2001);
  });
});

describe('the reused page on the fake clock', () => {
  let first: Page;

  it('is handed to a test that moves the clock on and pauses it, with a timer left to fire', async () => {
    const { page } = await browser.open('/on-the-clock', { html: BLANK, clock: true });
    first = page;
    await page.clock.runFor(3_600_000);
    await page.clock.pauseAt(Date.now() + 7_200_000);
    await page.evaluate(() => setTimeout(() => console.error('a timer of the last test'), 60_000));
    expect(await page.evaluate(() => Date.now() - 7_000_000)).toBeGreaterThan(Date.now());
  });

  it('comes to the next test running from the real time, with no timer of the last one', async () => {
    const opened = await browser.open('/on-the-clock', { html: BLANK, clock: true });
    const { page } = opened;
    expect(page).toBe(first);
    const pageTime = await page.evaluate(() => Date.now());
    expect(Math.abs(pageTime - Date.now())).toBeLessThan(30_000);
    await expect.poll(() => page.evaluate(() => Date.now())).toBeGreaterThan(pageTime);
    await page.evaluate(() => setTimeout(() => console.info('fired'), 10_000));
    await page.clock.runFor(120_000);
    await expect.poll(() => opened.errors).toEqual([]);
    expect(await page.evaluate(() => Date.now() - 100_000)).toBeGreaterThan(pageTime);
  });
});
