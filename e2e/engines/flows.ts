// The kit's main flows in one engine, on the German market file and the Hungarian one, as a
// visitor meets them: layout at 375 and 1280 px, the sign-up (empty, then valid), a footer link
// group at 375 px, the staff's preview dialog, the session keeper, and a quiet console.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JS module without types
import { startServer } from '../../demo/server.mjs';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';
import { expectNoContractViolations } from '../support/contract';
import type { FakeBackend } from '../support/harness';
import { wrappersHydrated } from '../support/prerendered';
import { ENGINES, type EngineDriver, type EngineName } from './drivers';
import {
  FAILING_MARKETS,
  failingChunkPage,
  failingMarketsFile,
  HOST_PAGE,
  keeperPage,
  prerenderedPage,
  RESERVE_SLOT_WIDTHS,
  reservePage,
  shopPage,
} from './pages';

/** What each module shows, written out from the specification (never read from the locale files). */
const MODULES = {
  de: {
    emailRequired: 'Die E-Mail-Adresse ist ein Pflichtfeld.',
    needsScript:
      'Die Anmeldung braucht JavaScript: Sie wird abgeschickt, sobald die Seite fertig geladen ist. Ist JavaScript ausgeschaltet, schalten Sie es bitte ein.',
    thanks: 'Vielen Dank für Ihre Newsletter-Anmeldung',
    firstFooterGroup: 'Bezahlung',
    /** The sign-up fields after the e-mail: none in Germany. */
    person: null,
  },
  hu: {
    emailRequired: 'Az e-mail-cím megadása kötelező.',
    needsScript:
      'A feliratkozáshoz JavaScript szükséges: az űrlap elküldése megtörténik, amint az oldal betöltődött. Ha a JavaScript ki van kapcsolva, kérjük, kapcsolja be.',
    thanks: 'Köszönjük, hogy feliratkozott hírlevelünkre',
    firstFooterGroup: 'Fizetés',
    person: { salutation: 'MRS', lastName: 'Nagy', firstName: 'Anna' },
  },
} as const;

/** The site whose fragments each module's pre-rendered page includes. */
const PRERENDERED_SITE: Record<string, string> = { de: 'DE', hu: 'HU' };

const STAFF = { previewAuthToken: 'staff-token' };
const dueToken = () => unsignedToken({ exp: nowSeconds() + 3600, ren: nowSeconds() - 60, lid: true });

interface Server {
  url: string;
  backend: FakeBackend;
  close(): Promise<void>;
}

export function describeEngine(name: EngineName) {
  describe(`the main flows in ${name}`, () => {
    let server: Server;
    let driver: EngineDriver;
    const run = <T>(body: string, ...args: unknown[]) => driver.run<T>(body, ...args);

    /** Polls a host-page expression until it is truthy. */
    async function until(body: string, what: string, ...args: unknown[]): Promise<void> {
      const deadline = Date.now() + 15_000;
      while (!(await run<boolean>(body, ...args))) {
        if (Date.now() > deadline) throw new Error(`${name}: timed out waiting for ${what}`);
        await new Promise((retry) => setTimeout(retry, 100));
      }
    }
    const textOf = (path: string[]) => run<string | null>('return shop.text(arguments[0])', path);
    const pointOf = async (path: string[]) => {
      const point = await run<{ x: number; y: number } | null>('return shop.point(arguments[0])', path);
      if (!point) throw new Error(`${name}: nothing to click at ${path.join(' > ')}`);
      return point;
    };
    /**
     * Clicks a control once it is in view and has stopped moving, as a visitor aims at it: its point
     * read twice, 100 ms apart, is the same (a message above it going, an image above it loading, or
     * the engine scrolling a focused field back into view moves it). Reading does not scroll, so a
     * scroll that comes after the control was brought into view shows as a move.
     */
    let lastClick = { x: 0, y: 0 };
    async function click(path: string[]) {
      const deadline = Date.now() + 15_000;
      await run('shop.reveal(arguments[0])', path);
      let point = await pointOf(path);
      for (;;) {
        await new Promise((retry) => setTimeout(retry, 100));
        await run('shop.reveal(arguments[0])', path);
        const again = await pointOf(path);
        if (again.x === point.x && again.y === point.y) break;
        if (Date.now() > deadline) throw new Error(`${name}: ${path.join(' > ')} kept moving`);
        point = again;
      }
      lastClick = point;
      await run('shop.recordPresses()');
      await driver.click(point.x, point.y);
    }
    async function open(path: string, width: number, cookies: Record<string, string>) {
      const page = `${path}?width=${width}`;
      await run('shop.load(arguments[0], arguments[1], arguments[2])', page, width, cookies);
      await until("return shop.doc() && shop.doc().readyState === 'complete' && shop.doc().URL.endsWith(arguments[0])", page, page);
    }
    const problems = () => run<string[]>('return shop.doc().defaultView.problems');

    beforeAll(async () => {
      server = await startServer({
        page: (url: URL) => {
          if (url.pathname === '/engines/host.html') return HOST_PAGE;
          if (url.pathname.startsWith(FAILING_MARKETS)) return failingMarketsFile(url);
          const [, kind, module] = /^\/engines\/(shop|keeper|prerendered|no-script|reserve|failing)-(\w+)\.html$/.exec(url.pathname) ?? [];
          if (kind === 'failing') return failingChunkPage(module, PRERENDERED_SITE[module]);
          if (kind === 'shop') return shopPage(module);
          if (kind === 'reserve') return reservePage(module);
          if (kind === 'prerendered' || kind === 'no-script')
            return prerenderedPage(module, PRERENDERED_SITE[module], kind === 'prerendered');
          if (kind === 'keeper') return keeperPage(module);
          return undefined;
        },
      });
      driver = await ENGINES[name]();
      await driver.goto(`${server.url}/engines/host.html`);
    }, 60_000);
    // A test ends when every request its page made has been answered: one still on its way would reach the next test's backend.
    afterEach(async () => {
      const open = await server.backend.settle();
      expectNoContractViolations(server.backend.contractViolations().splice(0));
      if (open.length > 0) throw new Error(`The test left requests open: ${open.join(', ')}.`);
    });
    afterAll(async () => {
      await driver?.close();
      await server?.close();
    });

    describe.each(Object.entries(MODULES))('with storefront-elements.%s.js', (module, expected) => {
      it('lays out at 1280 and 375 px with nothing wider than the viewport, and the main flows work at 375 px', async () => {
        server.backend.reset();
        for (const width of [1280, 375]) {
          await open(`/engines/shop-${module}.html`, width, STAFF);
          await until('return shop.ready()', `the elements at ${width} px`);
          const {
            width: viewport,
            scrollWidth,
            outside,
          } = await run<{ width: number; scrollWidth: number; outside: string[] }>('return shop.overflow()');
          // The viewport is the frame less a vertical scroll bar where the engine draws one (Firefox: 12 px).
          expect(viewport, `${width} px`).toBeGreaterThan(width - 20);
          expect({ scrollWidth, outside }, `${width} px`).toEqual({ scrollWidth: viewport, outside: [] });
        }

        // A footer link group opens and closes.
        const toggle = ['shop-footer', '.ft-group__toggle'];
        expect(await textOf(toggle)).toBe(expected.firstFooterGroup);
        await click(toggle);
        await until("return shop.find(arguments[0]).getAttribute('aria-expanded') === 'true'", 'the open group', toggle);
        const panelVisible = `const id = shop.find(arguments[0]).getAttribute('aria-controls');
          const panel = shop.find(['shop-footer', '[id="' + id + '"]']);
          return panel.getBoundingClientRect().height > 0 && panel.querySelector('a').getBoundingClientRect().height > 0;`;
        expect(await run(panelVisible, toggle)).toBe(true);
        if (process.env.ENGINE_SCREENSHOTS) await driver.screenshot(`${process.env.ENGINE_SCREENSHOTS}/${name}-${module}-footer-375.png`);
        await click(toggle);
        await until("return shop.find(arguments[0]).getAttribute('aria-expanded') === 'false'", 'the closed group', toggle);

        // An empty submit shows the messages and focuses the first field.
        const email = ['nl-signup', 'input[name="newsletterEmail"]'];
        await click(['nl-signup', 'button[type="submit"]']);
        await until("return (shop.focused(['nl-signup']) || {}).name === 'newsletterEmail'", 'the focus on the e-mail field');
        expect(await textOf(['nl-signup', 'form'])).toContain(expected.emailRequired);
        expect(await run("return shop.find(arguments[0]).getAttribute('aria-invalid')", email)).toBe('true');
        expect(server.backend.calls('newsletterSignup')).toEqual([]);

        // A valid submit sends one request and thanks.
        await click(email);
        await driver.type('anna@example.com');
        // The required message goes as the address is typed, and the button below moves up: submit
        // once the whole address is in the field and its message has gone.
        await until('return shop.find(arguments[0]).value === arguments[1]', 'the e-mail typed', email, 'anna@example.com');
        await until("return shop.find(arguments[0]).getAttribute('aria-invalid') !== 'true'", 'the e-mail accepted', email);
        if (expected.person) {
          const salutation = ['nl-signup', 'select[name="salutation"]'];
          await run('shop.choose(arguments[0], arguments[1])', salutation, expected.person.salutation);
          // Its error message goes, and the fields below move up: click them only once they have.
          await until("return shop.find(arguments[0]).getAttribute('aria-invalid') !== 'true'", 'the salutation accepted', salutation);
          for (const [name, value] of [
            ['lastName', expected.person.lastName],
            ['firstName', expected.person.firstName],
          ]) {
            const field = ['nl-signup', `input[name="${name}"]`];
            await click(field);
            await driver.type(value);
            await until('return shop.find(arguments[0]).value === arguments[1]', `${name} typed`, field, value);
          }
        }
        if (process.env.ENGINE_SCREENSHOTS) await driver.screenshot(`${process.env.ENGINE_SCREENSHOTS}/${name}-${module}-filled-375.png`);
        await click(['nl-signup', 'button[type="submit"]']);
        await until(
          'return (shop.text(arguments[0]) || "").includes(arguments[1])',
          'the thanks',
          ['nl-signup', '.sf-root'],
          expected.thanks,
        ).catch(async (error: Error) => {
          const shown = await run<string>('return shop.text(arguments[0])', ['nl-signup', '.sf-root']);
          const calls = server.backend.calls().map((call) => call.name);
          const focused = await run('return shop.focused(arguments[0])', ['nl-signup']);
          throw new Error(
            `${error.message}; the block shows: ${shown}; calls: ${calls.join(', ')}; focused: ${JSON.stringify(focused)}; clicked at ${JSON.stringify(lastClick)}, the button now at ${JSON.stringify(await run('return shop.point(arguments[0])', ['nl-signup', 'button[type="submit"]']))}; the click reached: ${(await run<string[]>('return shop.presses()')).join(', ')}; on top there now: ${JSON.stringify(await run('return shop.topmostAt(arguments[0], arguments[1])', lastClick.x, lastClick.y))}`,
          );
        });
        const signUps = server.backend.calls('newsletterSignup');
        expect(signUps).toHaveLength(1);
        expect(signUps[0].body).toEqual({
          email: 'anna@example.com',
          ...(expected.person ? expected.person : {}),
          consents: [],
          origin: 'NEWSLETTER',
          originAddition: 'landing-page',
        });

        // The staff's preview dialog opens, applies, and closes on Escape with focus back on its launcher.
        const launcher = ['preview-panel', '.sf-preview__launcher button'];
        await click(launcher);
        await until("return shop.find(['preview-panel', '[role=\"dialog\"]']) !== null", 'the preview dialog');
        await until("return (shop.text(['preview-panel', '[role=\"dialog\"]']) || '').includes('Active tests found.')", 'the A/B tests');
        // The page behind it is dimmed: the backdrop, black at 60 %, is on top at the corners of the
        // 375 px frame (short of its scroll bar).
        for (const corner of [
          [4, 4],
          [350, 4],
          [4, 740],
        ])
          expect(await run('return shop.topmostAt(arguments[0], arguments[1])', ...corner)).toEqual({
            className: 'sf-modal',
            background: 'rgba(0, 0, 0, 0.6)',
          });
        await click(['preview-panel', '.sf-preview__form button[type="submit"]']);
        await until(
          "return (shop.text(['preview-panel', '[role=\"dialog\"]']) || '').includes('Settings applied successfully.')",
          'the applied settings',
        );
        expect(server.backend.calls('previewToken')).toHaveLength(1);
        await driver.press('Escape');
        await until("return shop.find(['preview-panel', '[role=\"dialog\"]']) === null", 'the closed dialog');
        await until("return (shop.focused(['preview-panel']) || {}).text === 'Preview settings'", 'the focus back on the launcher');

        expect(await problems()).toEqual([]);
      });

      it('shows the pre-rendered sign-up and footer with no script, hydrates them with the module, and they work', async () => {
        server.backend.reset();
        const groupToggle = ['shop-footer', '.ft-group__toggle'];
        const painted = `const button = shop.find(['nl-signup', 'button[type="submit"]']);
          const group = shop.find(arguments[0]);
          return Boolean(button && group && button.getBoundingClientRect().height > 20 && group.getBoundingClientRect().height > 20);`;
        await open(`/engines/no-script-${module}.html`, 375, {});
        expect(await run(painted, groupToggle)).toBe(true);
        expect(await textOf(groupToggle)).toBe(expected.firstFooterGroup);
        // A submit with no module: the address stays in the field, never in the page's URL, and the
        // form says that it needs JavaScript.
        const email = ['nl-signup', 'input[name="newsletterEmail"]'];
        const note = ['nl-signup', '.nl-needs-script'];
        await click(email);
        await driver.type('kata@example.com');
        await until('return shop.find(arguments[0]).value === arguments[1]', 'the e-mail typed', email, 'kata@example.com');
        await click(['nl-signup', 'button[type="submit"]']);
        await until('return shop.find(arguments[0]).getBoundingClientRect().height > 0', 'the needs-JavaScript note', note);
        expect(await textOf(note)).toBe(expected.needsScript);
        expect(await run('return shop.doc().URL')).toBe(`${server.url}/engines/no-script-${module}.html?width=375`);
        expect(await run('return shop.find(arguments[0]).value', email)).toBe('kata@example.com');
        expect(server.backend.calls('newsletterSignup')).toEqual([]);

        await open(`/engines/prerendered-${module}.html`, 375, {});
        const hydrated = `const wrappersHydrated = ${wrappersHydrated};
          return ['nl-signup', 'shop-footer'].every((tag) => {
            const host = shop.doc().querySelector(tag);
            return wrappersHydrated(host && host.shadowRoot)[0] === true;
          });`;
        await until(hydrated, 'the hydrated elements');
        await click(groupToggle);
        await until("return shop.find(arguments[0]).getAttribute('aria-expanded') === 'true'", 'the open group', groupToggle);
        await click(['nl-signup', 'button[type="submit"]']);
        await until("return (shop.focused(['nl-signup']) || {}).name === 'newsletterEmail'", 'the focus on the e-mail field');
        expect(await textOf(['nl-signup', 'form'])).toContain(expected.emailRequired);
        expect(await problems()).toEqual([]);
      });

      it('keeps the session: a bare <session-keeper> renews a due token', async () => {
        server.backend.reset();
        await open(`/engines/keeper-${module}.html`, 375, { loginToken: dueToken(), 'XSRF-TOKEN': 'csrf-engine' });
        await until('return shop.doc().defaultView.statuses.length > 0', 'a session status');
        expect(await run('return shop.doc().defaultView.statuses')).toEqual([0]);
        expect(server.backend.calls('loginTokenRenew').map((call) => [call.method, call.headers['x-xsrf-token']])).toEqual([
          ['POST', 'csrf-engine'],
        ]);
        expect(await problems()).toEqual([]);
      });
    });

    it('leaves the pre-rendered German sign-up usable when its code does not load, says which file once, and loads it at the next focus', async () => {
      server.backend.reset();
      const signup = "shop.doc().querySelector('nl-signup')";
      const email = ['nl-signup', 'input[name="newsletterEmail"]'];
      await open('/engines/failing-de.html', 375, {});
      await until('return shop.doc().defaultView.kitErrors.length > 0', 'the error event');
      // What the page showed stays: the pre-rendered form, its field on screen, not hydrated.
      expect(await run('return shop.find(arguments[0]).getBoundingClientRect().height > 20', email)).toBe(true);
      expect(await run(`return ${signup}.matches(':state(sf-rendered)')`)).toBe(false);

      await click(email);
      await until(`return ${signup}.matches(':state(sf-rendered)')`, 'the sign-up hydrated at the next try');
      await driver.type('anna@example.com');
      await until('return shop.find(arguments[0]).value === arguments[1]', 'the e-mail typed', email, 'anna@example.com');
      await until("return shop.find(arguments[0]).getAttribute('aria-invalid') !== 'true'", 'the e-mail accepted', email);
      await click(['nl-signup', 'button[type="submit"]']);
      await until(
        'return (shop.text(arguments[0]) || "").includes(arguments[1])',
        'the thanks',
        ['nl-signup', '.sf-root'],
        MODULES.de.thanks,
      );
      expect(server.backend.calls('newsletterSignup')).toHaveLength(1);

      const chunk = new RegExp(
        `^its code did not load \\(${server.url.replace(/\./g, '\\.')}${FAILING_MARKETS}chunks/nl-signup\\.view-[\\w-]+\\.js\\); it tries again at the next interaction\\.$`,
      );
      const events = await run<{ element: string; message: string }[]>('return shop.doc().defaultView.kitErrors');
      expect(events.map(({ element }) => element)).toEqual(['nl-signup']);
      expect(events[0].message).toMatch(chunk);
      // The one logged error, and no unhandled rejection.
      const logged = await problems();
      expect(logged).toHaveLength(1);
      expect(logged[0]).toMatch(/^error: .*its code did not load/);
    });

    it('keeps the text below the German sign-up in place in a 300 and a 600 px slot, from the first paint until its image has loaded', async () => {
      server.backend.reset();
      await open('/engines/reserve-de.html', 1280, {});
      const textTops = "return [...shop.doc().querySelectorAll('p.after')].map((text) => text.getBoundingClientRect().top)";
      const firstPaint = await run<number[]>(textTops);
      await run(`const script = shop.doc().createElement('script');
        script.type = 'module';
        script.src = '/dist/markets/storefront-elements.de.js';
        shop.doc().head.append(script);`);
      await until(
        `return [...shop.doc().querySelectorAll('nl-signup')].every(({ shadowRoot }) => {
          const image = shadowRoot && [...shadowRoot.querySelectorAll('img')].find((img) => img.getBoundingClientRect().height > 0);
          return Boolean(image && image.complete && image.naturalWidth > 0 && shadowRoot.querySelector('input[name="newsletterEmail"]'));
        })`,
        'the sign-ups rendered with their images',
      );
      const settled = await run<number[]>(textTops);
      const moved = RESERVE_SLOT_WIDTHS.map((width, i) => ({ width, by: Math.round(Math.abs(settled[i] - firstPaint[i])) })).filter(
        ({ by }) => by > 2,
      );
      expect(moved).toEqual([]);
      expect(await problems()).toEqual([]);
    });
  });
}
