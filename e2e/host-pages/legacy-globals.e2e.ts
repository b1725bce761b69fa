// Old CMS templates load libraries that change the page's built-ins before our module runs:
// Prototype.js 1.6 (toJSON on the prototypes, Array.from replaced by $A, Enumerable on arrays),
// enumerable additions to Object.prototype, an old Promise polyfill, an IE-era CustomEvent
// polyfill, AMD/CommonJS globals, and a fetch wrapper (added after load) that ignores the abort
// signal. Whatever they did, every body is the contract's shape and every element works.
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/harness';
import { submitOnPausedClock, ui } from '../support/nl-signup';
import type { Page } from 'playwright-core';
import { footerPainted } from '../support/shop-footer';
import { kitErrors, RECORDER, seen } from '../support/host-pages';

const browser = useBrowser();

/** What Prototype.js 1.6 does to the built-ins (abridged to the parts that change behaviour). */
const PROTOTYPE_JS = `(function () {
  Array.prototype.toJSON = function () {
    var results = [];
    for (var i = 0; i < this.length; i++) results.push(JSON.stringify(this[i]));
    return '[' + results.join(', ') + ']';
  };
  String.prototype.toJSON = function () { return '"' + String(this) + '"'; };
  Number.prototype.toJSON = function () { return isFinite(this) ? this.toString() : 'null'; };
  Date.prototype.toJSON = function () { return '"' + this.getUTCFullYear() + '"'; };
  Array.from = function $A(iterable) {
    if (!iterable) return [];
    if ('toArray' in Object(iterable)) return iterable.toArray();
    var length = iterable.length || 0, results = new Array(length);
    while (length--) results[length] = iterable[length];
    return results;
  };
  Array.prototype.each = function (iterator) { for (var i = 0; i < this.length; i++) iterator(this[i], i); };
  Array.prototype.first = function () { return this[0]; };
  Array.prototype.without = function (value) { return this.filter(function (item) { return item !== value; }); };
})();`;

/** Enumerable additions to Object.prototype and Array.prototype, an old Promise polyfill that replaces the native one, and the IE-era CustomEvent polyfill. */
const OLD_POLYFILLS = `(function () {
  Object.prototype.extend = function (source) { for (var key in source) this[key] = source[key]; return this; };
  Array.prototype.remove = function (value) { var i = this.indexOf(value); if (i >= 0) this.splice(i, 1); return this; };
  function OldPromise(executor) {
    var self = this; self.state = 0; self.value = undefined; self.handlers = [];
    function settle(state, value) {
      if (self.state) return;
      if (state === 1 && value && (typeof value === 'object' || typeof value === 'function') && typeof value.then === 'function') {
        try { value.then(function (v) { settle(1, v); }, function (e) { settle(2, e); }); } catch (e) { settle(2, e); }
        return;
      }
      self.state = state; self.value = value;
      setTimeout(function () { var list = self.handlers; self.handlers = []; for (var i = 0; i < list.length; i++) list[i](); }, 0);
    }
    try { executor(function (v) { settle(1, v); }, function (e) { settle(2, e); }); } catch (e) { settle(2, e); }
  }
  OldPromise.prototype.then = function (onFulfilled, onRejected) {
    var self = this;
    return new OldPromise(function (resolve, reject) {
      function run() {
        var callback = self.state === 1 ? onFulfilled : onRejected;
        if (typeof callback !== 'function') { (self.state === 1 ? resolve : reject)(self.value); return; }
        try { resolve(callback(self.value)); } catch (e) { reject(e); }
      }
      if (self.state) setTimeout(run, 0); else self.handlers.push(run);
    });
  };
  OldPromise.prototype['catch'] = function (onRejected) { return this.then(undefined, onRejected); };
  OldPromise.prototype['finally'] = function (f) { return this.then(function (v) { f(); return v; }, function (e) { f(); throw e; }); };
  OldPromise.resolve = function (v) { return v instanceof OldPromise ? v : new OldPromise(function (r) { r(v); }); };
  OldPromise.reject = function (e) { return new OldPromise(function (_r, j) { j(e); }); };
  OldPromise.all = function (list) {
    return new OldPromise(function (resolve, reject) {
      var out = [], left = list.length;
      if (!left) return resolve(out);
      list.forEach(function (p, i) { OldPromise.resolve(p).then(function (v) { out[i] = v; if (--left === 0) resolve(out); }, reject); });
    });
  };
  OldPromise.race = function (list) {
    return new OldPromise(function (resolve, reject) { list.forEach(function (p) { OldPromise.resolve(p).then(resolve, reject); }); });
  };
  window.Promise = OldPromise;
  function CustomEvent(type, params) {
    params = params || { bubbles: false, cancelable: false, detail: undefined };
    var event = document.createEvent('CustomEvent');
    event.initCustomEvent(type, params.bubbles, params.cancelable, params.detail);
    return event;
  }
  CustomEvent.prototype = window.Event.prototype;
  window.CustomEvent = CustomEvent;
})();`;

/** RequireJS and CommonJS globals: a bundled UMD wrapper must not hand itself to them instead of running. */
const MODULE_LOADER_GLOBALS = `window.amdCalls = [];
window.define = function () { window.amdCalls.push(arguments.length); };
window.define.amd = { jQuery: true };
window.module = { exports: {} };
window.exports = window.module.exports;
window.require = function () { throw new Error('require is not available here'); };`;

const PAGE = `<nl-signup id="content-signup" site="DE"></nl-signup><shop-footer site="DE" newsletter></shop-footer><session-keeper></session-keeper>`;

/** Signs up on the first form with consent DNE and waits for the thanks. */
async function signUp(page: Page) {
  const form = page.locator('#content-signup');
  await form.locator('input[name="newsletterEmail"]').fill('anna@example.com');
  await form.locator('input[name="consents"]').check();
  await form.locator('button[type="submit"]').click();
  await form.getByRole('group', { name: 'Vielen Dank für Ihre Newsletter-Anmeldung' }).waitFor();
}

const DE_SIGNUP_BODY = { email: 'anna@example.com', consents: ['DNE'], origin: 'NEWSLETTER', originAddition: '' };

describe('a page with legacy globals', () => {
  it('Prototype.js 1.6: the sign-up body is exactly the contract shape and every element works', async () => {
    const opened = await browser.open('/prototype-js.html', { html: PAGE, initScript: `${RECORDER}${PROTOTYPE_JS}` });
    const { page } = opened;
    await footerPainted(page);
    await page
      .locator('shop-footer')
      .getByRole('textbox', { name: /E-Mail-Adresse/ })
      .waitFor();
    await signUp(page);
    expect(browser.backend.calls('newsletterSignup').map((call) => call.body)).toEqual([DE_SIGNUP_BODY]);
    expect((await seen(page)).submits).toEqual([{ result: 'SUCCESS' }]);
    await expect.poll(async () => (await seen(page)).statuses).toEqual([3]);
    expect(await page.locator('shop-footer').getByRole('link').count()).toBeGreaterThan(10);
    expect(kitErrors(opened)).toEqual([]);
    expect(opened.pageErrors).toEqual([]);
    expect((await seen(page)).uncaught).toEqual([]);
  });

  it('enumerable prototype additions, an old Promise polyfill and an IE-era CustomEvent polyfill: everything works and events arrive', async () => {
    const opened = await browser.open('/old-polyfills.html', { html: PAGE, initScript: `${RECORDER}${OLD_POLYFILLS}` });
    const { page } = opened;
    await footerPainted(page);
    await signUp(page);
    expect(browser.backend.calls('newsletterSignup').map((call) => call.body)).toEqual([DE_SIGNUP_BODY]);
    expect((await seen(page)).submits).toEqual([{ result: 'SUCCESS' }]);
    await expect.poll(async () => (await seen(page)).statuses).toEqual([3]);
    expect(await page.evaluate(() => window.Promise.name)).toBe('OldPromise');
    expect(kitErrors(opened)).toEqual([]);
    expect(opened.pageErrors).toEqual([]);
  });

  it('AMD and CommonJS globals (RequireJS): every element is defined, nothing is handed to define()', async () => {
    const opened = await browser.open('/requirejs.html', { html: PAGE, initScript: `${RECORDER}${MODULE_LOADER_GLOBALS}` });
    const { page } = opened;
    await footerPainted(page);
    expect(
      await page.evaluate(() =>
        ['nl-signup', 'shop-footer', 'preview-panel', 'session-keeper', 'shop-layout'].filter((tag) => !customElements.get(tag)),
      ),
    ).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { amdCalls: number[] }).amdCalls)).toEqual([]);
    await signUp(page);
    expect(opened.pageErrors).toEqual([]);
  });

  it('a fetch wrapper that ignores the abort signal: the 15 s limit still ends the wait with the technical error', async () => {
    browser.backend.configure({ faults: { newsletterSignup: 'timeout' } });
    const opened = await browser.open('/fetch-wrapper.html', {
      html: '<nl-signup site="DE"></nl-signup>',
      initScript: RECORDER,
      // Paused, the page's time moves only with runFor: a busy machine cannot bring the 15 s nearer.
      clock: 'paused',
    });
    const { page } = opened;
    const form = ui(page);
    await form.email.waitFor();
    // Replaced after the module loaded, as analytics and consent scripts do.
    await page.evaluate(() => {
      const original = window.fetch;
      window.fetch = (input, init) => original(input, { ...init, signal: undefined });
    });
    await form.email.fill('anna@example.com');
    await form.consents.check();
    await submitOnPausedClock(page, form.submit);
    await page.clock.runFor(14_000);
    expect((await seen(page)).submits).toEqual([]);
    await page.clock.runFor(1_000);
    await expect
      .poll(() => form.banner.textContent())
      .toContain('Aus technischen Gründen ist die Newsletter-Anmeldung nicht möglich. Bitte versuchen Sie es später noch einmal.');
    expect((await seen(page)).submits).toEqual([{ result: 'ERROR_GENERIC' }]);
    expect(await form.email.inputValue()).toBe('anna@example.com');
    expect(kitErrors(opened)).toHaveLength(1);
    expect(kitErrors(opened)[0]).toContain('TimeoutError');
  });
});
