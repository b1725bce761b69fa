// The two engines Playwright cannot bring here, behind one small interface: Debian's Firefox ESR over
// WebDriver BiDi (puppeteer-core), and WebKitGTK's MiniBrowser over classic WebDriver
// (WebKitWebDriver) in a virtual display with a window manager, so that its window has focus.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/** The window every engine gets: wide enough for the 1280 px frame. */
export const WINDOW = { width: 1320, height: 900 };

export type Key = 'Escape' | 'Tab' | 'Enter';

export interface EngineDriver {
  readonly name: string;
  goto(url: string): Promise<void>;
  /** Runs `body` (a function body: `return …`) in the top-level page with `args`. */
  run<T>(body: string, ...args: unknown[]): Promise<T>;
  /** A mouse click at a point of the window's viewport. */
  click(x: number, y: number): Promise<void>;
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

async function firefox(): Promise<EngineDriver> {
  const browser: Browser = await puppeteer.launch({ browser: 'firefox', executablePath: FIREFOX_PATH, headless: true });
  const page: Page = await browser.newPage();
  await page.setViewport(WINDOW);
  return {
    name: 'firefox',
    goto: async (url) => void (await page.goto(url)),
    run: (body, ...args) => page.evaluate((source, values) => new Function(source)(...values), body, args),
    click: (x, y) => page.mouse.click(Math.round(x), Math.round(y)),
    type: (text) => page.keyboard.type(text),
    press: (key) => page.keyboard.press(key),
    screenshot: async (path) => void (await page.screenshot({ path: path as `${string}.png` })),
    close: () => browser.close(),
  };
}

const WEBDRIVER_KEYS: Record<Key, string> = { Escape: '\uE00C', Tab: '\uE004', Enter: '\uE007' };

function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
    server.on('error', failed);
  });
}

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await condition().catch(() => false))) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((retry) => setTimeout(retry, 100));
  }
}

/** A free X display number (no lock file), from :90 on. */
function freeDisplay(): string {
  for (let display = 90; display < 200; display += 1) if (!existsSync(`/tmp/.X${display}-lock`)) return `:${display}`;
  throw new Error('No free X display between :90 and :199');
}

async function webkit(): Promise<EngineDriver> {
  const display = freeDisplay();
  const processes: ChildProcess[] = [];
  const start = (command: string, args: string[]) => {
    const child = spawn(command, args, { stdio: 'ignore', env: { ...process.env, DISPLAY: display } });
    processes.push(child);
    return child;
  };
  start('Xvfb', [display, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp']);
  await waitFor(async () => existsSync(`/tmp/.X11-unix/X${display.slice(1)}`), 'the virtual display');
  start('openbox', []);
  const port = await freePort();
  start(WEBKIT_DRIVER_PATH, [`--port=${port}`]);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${base}/status`)).ok, 'WebKitWebDriver');

  const command = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
    if (!response.ok) throw new Error(`WebDriver ${method} ${path}: ${answer.value.error}: ${answer.value.message}`);
    return answer.value;
  };
  const { sessionId } = await command<{ sessionId: string }>('POST', '/session', {
    capabilities: { alwaysMatch: { 'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] } } },
  });
  const session = `/session/${sessionId}`;
  await command('POST', `${session}/window/rect`, WINDOW);
  const actions = (list: unknown[]) => command('POST', `${session}/actions`, { actions: list });
  const keys = (values: string[]) =>
    actions([
      {
        type: 'key',
        id: 'keyboard',
        actions: values.flatMap((value) => [
          { type: 'keyDown', value },
          { type: 'keyUp', value },
        ]),
      },
    ]);

  return {
    name: 'webkit',
    goto: async (url) => void (await command('POST', `${session}/url`, { url })),
    run: (body, ...args) => command('POST', `${session}/execute/sync`, { script: body, args }),
    // Element Click answers "element click intercepted" for controls in a shadow root: a pointer action does not.
    click: async (x, y) =>
      void (await actions([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, origin: 'viewport', x: Math.round(x), y: Math.round(y) },
            { type: 'pointerDown', button: 0 },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ])),
    type: async (text) => void (await keys([...text])),
    press: async (key) => void (await keys([WEBDRIVER_KEYS[key]])),
    screenshot: async (path) => {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(path, Buffer.from(await command<string>('GET', `${session}/screenshot`), 'base64'));
    },
    close: async () => {
      await command('DELETE', session).catch(() => undefined);
      for (const child of processes.reverse()) child.kill();
    },
  };
}

export const ENGINES = { firefox, webkit } as const;
export type EngineName = keyof typeof ENGINES;

/** What is missing to run an engine, as the command that installs it; null when nothing is. */
export function missingEngine(name: EngineName): string | null {
  const needed = name === 'firefox' ? [FIREFOX_PATH] : [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, '/usr/bin/Xvfb', '/usr/bin/openbox'];
  const missing = needed.filter((path) => !existsSync(path));
  return missing.length === 0
    ? null
    : `${missing.join(', ')} missing: run "node scripts/ensure-packages.mjs browsers" as root, or apt-get install the Debian packages it names`;
}
