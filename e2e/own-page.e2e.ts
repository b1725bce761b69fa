// The fake backend with your own page (docs/on-your-page.md, "The fake backend with your own page"): a page on
// another local port calls it with cookies and loads its images; the demo server takes the next
// free port when its own is in use, and says so.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { ownErrors, startDemoServer, useBrowser } from './support/harness';

const browser = useBrowser();
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/** Holds a free port of the loopback, as another program would. */
async function takenPort(): Promise<number> {
  const holder: Server = createServer();
  await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
  cleanups.push(() => new Promise<void>((done) => holder.close(() => done())));
  const address = holder.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Runs `node demo/server.mjs` with `args` and `PORT`, and resolves with its first line of output. */
async function startCli(args: string[], port: number): Promise<string> {
  const child: ChildProcess = spawn(process.execPath, ['demo/server.mjs', ...args], { env: { ...process.env, PORT: String(port) } });
  cleanups.push(() => {
    child.kill();
  });
  return new Promise((done, fail) => {
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      if (output.includes('http://')) done(output.trim());
    });
    child.on('exit', (code) => fail(new Error(`demo server exited with ${code}: ${output}`)));
  });
}

describe('the fake backend with your own page', () => {
  it('answers a page on another local port, with its cookies, and serves it the demo images', async () => {
    const backend = await startDemoServer({ cors: true });
    cleanups.push(() => backend.close());
    const html = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>My shop</title>
<meta name="storefront-api-origins" content="${backend.url}">
<script type="module" src="/dist/storefront-elements.js"></script></head>
<body><nl-signup site="DE" api-origin="${backend.url}" asset-origin="${backend.url}"></nl-signup></body></html>`;
    // Your own dev server: another port, serving the page and the module.
    const ownServer = await startDemoServer({ page: (url) => (url.pathname === '/my-shop.html' ? html : undefined) });
    cleanups.push(() => ownServer.close());
    const context = await browser.newContext({ width: 1280, height: 900 });
    await context.addCookies([{ name: 'XSRF-TOKEN', value: 'xsrf-42', url: ownServer.url }]);
    const shop = await context.newPage();
    const errors: string[] = [];
    shop.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await shop.goto(`${ownServer.url}/my-shop.html`);
    const signup = shop.locator('nl-signup');
    // The desktop version, shown in the 1280 px block.
    const image = signup.locator('img.nl-image__img--desktop');
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute('src')).toMatch(new RegExp(`^${backend.url}/`));
    await signup.locator('input[name="newsletterEmail"]').fill('anna@example.com');
    await signup.locator('input[name="consents"]').first().check();
    await signup.locator('button[type="submit"]').click();
    await signup.getByText('Vielen Dank für Ihre Newsletter-Anmeldung').waitFor();
    const [call] = backend.backend.calls('newsletterSignup');
    expect(call.body).toMatchObject({ email: 'anna@example.com', origin: 'NEWSLETTER' });
    expect(call.headers['x-xsrf-token']).toBe('xsrf-42');
    expect(ownErrors(errors)).toEqual([]);
  });

  it('npm start and npm run backend take the next free port when theirs is in use, and say so', async () => {
    const port = await takenPort();
    const demo = await startCli([], port);
    expect(demo).toContain(`Port ${port} is in use; took ${port + 1} (set PORT to choose another).`);
    expect(demo).toContain(`Storefront elements demo: http://127.0.0.1:${port + 1}/`);
    expect((await fetch(`http://127.0.0.1:${port + 1}/`)).status).toBe(200);

    const backendOutput = await startCli(['--backend'], port);
    expect(backendOutput).toContain(`took ${port + 2}`);
    const url = `http://127.0.0.1:${port + 2}`;
    expect(backendOutput).toContain(`set api-origin="${url}"`);
    const preflight = await fetch(`${url}/service/newsletter/api/internal/newsletter-subscribers`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-xsrf-token',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(preflight.headers.get('access-control-allow-credentials')).toBe('true');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,x-xsrf-token');
    // Only pages of this machine.
    const foreign = await fetch(`${url}/service/customerfrontenddata/api/v1/psdata`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});
