// Serves the demo pages, the built module and the fake backend on one local origin.
// `npm start` runs it; the browser tests start their own instance with startServer().
import { createServer } from 'node:http';
import { readdir, readFile, stat } from 'node:fs/promises';
import { documentPage } from './docs.mjs';
import { elementPage } from './elementPages.mjs';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBackend } from './backend/index.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * URL prefix → folder, the first that matches. Pages come from demo/pages (an element's from its folder, demo/elementPages.mjs); the module and gallery
 * from their builds; the CMS editors of the editors' page (cms-editors.html), with their UI
 * languages, from the development dependencies.
 */
const MOUNTS = [
  ['/dist/', join(root, 'dist')],
  ['/editors/tinymce8/langs/', join(root, 'node_modules', 'tinymce-i18n', 'langs8')],
  ['/editors/tinymce8/', join(root, 'node_modules', 'tinymce')],
  ['/editors/tinymce7/langs/', join(root, 'node_modules', 'tinymce-i18n', 'langs7')],
  ['/editors/tinymce7/', join(root, 'node_modules', 'tinymce7')],
  ['/editors/ckeditor5/translations/', join(root, 'node_modules', 'ckeditor5', 'dist', 'translations')],
  ['/editors/ckeditor5/', join(root, 'node_modules', 'ckeditor5', 'dist', 'browser')],
  ['/demo-dist/', join(root, 'demo-dist')],
  ['/assets/', join(root, 'demo', 'assets')],
  ['/', join(root, 'demo', 'pages')],
];

// Revalidated on every load (no-cache and an ETag): a rebuild shows at once, and a reload is a warm
// load, the module from the cache, as on a shop's pages.
async function serveFile(req, res, path, extraHeaders) {
  try {
    const info = await stat(path);
    const file = info.isDirectory() ? join(path, 'index.html') : path;
    const { size, mtimeMs } = await stat(file);
    const etag = `"${size.toString(16)}-${Math.round(mtimeMs).toString(16)}"`;
    const caching = { 'Cache-Control': 'no-cache', ETag: etag };
    if (req.headers['if-none-match'] === etag) {
      res.writeHead(304, { ...caching, ...extraHeaders });
      res.end();
      return true;
    }
    const data = await readFile(file);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      ...caching,
      ...extraHeaders,
    });
    res.end(data);
    return true;
  } catch {
    return false;
  }
}

const SHOP_TEXT =
  '<p>Frisch gerösteter Kaffee, sorgfältig ausgewählt und fair gehandelt: unsere Röstereien liefern jede Woche neue Sorten. Wer den Newsletter abonniert, erfährt als Erste davon.</p>';

/**
 * /prerendered.html: a shop page built as a CMS template would build it, from the static fragments
 * of dist/html/ (docs/prerendered.md), under a strict CSP that allows only their style
 * hashes. `?site=` picks the site, `?script=off` leaves the module out: what a visitor without
 * JavaScript (or before the module arrives) sees.
 */
async function prerenderedPage(url) {
  const markets = await readdir(join(root, 'dist', 'html'), { withFileTypes: true });
  const sites = [];
  for (const market of markets.filter((entry) => entry.isDirectory()))
    for (const file of await readdir(join(root, 'dist', 'html', market.name)))
      if (file.startsWith('nl-signup.')) sites.push({ site: file.slice('nl-signup.'.length, -'.html'.length), market: market.name });
  const chosen = sites.find(({ site }) => site === url.searchParams.get('site')) ?? sites.find(({ site }) => site === 'DE');
  const script = url.searchParams.get('script') !== 'off';
  const fragment = (name) => readFile(join(root, 'dist', 'html', chosen.market, `${name}.html`), 'utf8');
  const hashes = Object.values(JSON.parse(await readFile(join(root, 'dist', 'html', 'style-hashes.json'), 'utf8')));
  const link = (site, withScript) => `/prerendered.html?site=${site}${withScript ? '' : '&script=off'}`;
  const siteLinks = sites
    .map(({ site }) => (site === chosen.site ? `<strong>${site}</strong>` : `<a href="${link(site, script)}">${site}</a>`))
    .join(' ');
  const html = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Pre-rendered markup: ${chosen.site}${script ? '' : ', no script'}</title>
  <link rel="stylesheet" href="/assets/demo.css">
  <link rel="stylesheet" href="/dist/storefront-elements.css">
  ${script ? `<script type="module" src="/dist/markets/storefront-elements.${chosen.market}.js"></script>` : ''}
</head>
<body>
  <main class="demo">
    <p><a href="/">All demos</a></p>
    <h1>Pre-rendered markup (${chosen.site})</h1>
    <p class="demo-note">The sign-up and the footer below are the fragments <code>dist/html/${chosen.market}/nl-signup.${chosen.site}.html</code> and <code>shop-footer.${chosen.site}.html</code>, included as a CMS template includes them. ${
      script
        ? `The market module hydrates them when they are needed. <a href="${link(chosen.site, false)}">Show the page without JavaScript</a>.`
        : `This page loads no script: what a visitor sees with JavaScript off, or before the module arrives. <a href="${link(chosen.site, true)}">Load the module</a>.`
    }</p>
    <p>Site: ${siteLinks}</p>
    ${SHOP_TEXT}
    ${await fragment(`nl-signup.${chosen.site}`)}
    ${SHOP_TEXT}
  </main>
  ${await fragment(`shop-footer.${chosen.site}`)}
</body>
</html>`;
  const csp = `default-src 'self'; script-src 'self'; style-src 'self' ${hashes.join(' ')}; img-src 'self' data:; connect-src 'self'`;
  return { html, csp };
}

/** A page served from this machine (any port): the only kind `cors` lets call the fake backend. */
const LOCAL_ORIGIN = /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?$/;

/**
 * Lets a page of another local origin (your own dev server) call the fake backend with cookies:
 * answers its preflight and names it in the response. Returns true when the request was a preflight.
 */
function allowLocalOrigin(req, res) {
  const origin = req.headers.origin;
  if (!origin || !LOCAL_ORIGIN.test(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  if (req.method !== 'OPTIONS' || !req.headers['access-control-request-method']) return false;
  res.writeHead(204, {
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE',
    'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
    'Access-Control-Max-Age': '600',
  });
  res.end();
  return true;
}

/**
 * Starts the demo server. `pageHeaders(url)` may add headers to pages (e.g. a strict CSP in tests);
 * `page(url)` may answer a path with a test page: its HTML, or `{ body, headers, status }`;
 * `cors` lets pages of other local origins call it (`npm run backend`).
 * Returns { url, backend, close }.
 */
export async function startServer({ port = 0, host = '127.0.0.1', pageHeaders, page, cors = false } = {}) {
  const backend = createBackend();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    try {
      if (cors && allowLocalOrigin(req, res)) return;
      if (await backend.handle(req, res, url)) return;
      // Browsers ask each page's origin for its icon: no content, rather than a 404 each page logs.
      if (url.pathname === '/favicon.ico') {
        res.writeHead(204);
        res.end();
        return;
      }
      if (url.pathname === '/prerendered.html') {
        const { html, csp } = await prerenderedPage(url);
        res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store', 'Content-Security-Policy': csp });
        res.end(html);
        return;
      }
      if (url.pathname.endsWith('.md')) {
        const documentation = await documentPage(root, url.pathname);
        if (documentation !== undefined) {
          res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache' });
          res.end(documentation);
          return;
        }
      }
      const testPage = page?.(url);
      if (testPage !== undefined) {
        const { body, headers, status = 200 } = typeof testPage === 'string' ? { body: testPage, headers: {} } : testPage;
        res.writeHead(status, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store', ...headers });
        res.end(body);
        return;
      }
      const demoPage = await elementPage(root, url.pathname);
      if (demoPage !== undefined) {
        res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-cache', ...pageHeaders?.(url) });
        res.end(demoPage);
        return;
      }
      for (const [prefix, folder] of MOUNTS) {
        if (!url.pathname.startsWith(prefix)) continue;
        const relative = normalize(decodeURIComponent(url.pathname.slice(prefix.length))).replace(/^(\.\.(\/|\\|$))+/, '');
        const headers = extname(relative) === '.html' || !extname(relative) ? pageHeaders?.(url) : undefined;
        if (await serveFile(req, res, join(folder, relative), headers)) return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    } catch (error) {
      console.error('[demo server]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      done();
    });
  });
  const address = server.address();
  return {
    url: `http://${host}:${address.port}`,
    backend,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * Starts on `port`, or, when another program holds it, on the next free port of the following
 * ten; says which it took. Returns the server.
 */
async function startOnFreePort(port, options) {
  for (let candidate = port; candidate < port + 10; candidate += 1) {
    try {
      const started = await startServer({ ...options, port: candidate });
      if (candidate !== port) console.log(`Port ${port} is in use; took ${candidate} (set PORT to choose another).`);
      return started;
    } catch (error) {
      if (error.code !== 'EADDRINUSE') throw error;
    }
  }
  console.error(`Ports ${port} to ${port + 9} are all in use. Set PORT to a free port, e.g. PORT=8080 npm start.`);
  process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // `npm run backend`: the fake backend (and the demo's images) for your own page on another local port.
  const backendOnly = process.argv.includes('--backend');
  const port = Number(process.env.PORT ?? (backendOnly ? 5180 : 5173));
  const { url } = await startOnFreePort(port, { host: process.env.HOST ?? '127.0.0.1', cors: backendOnly });
  console.log(
    backendOnly
      ? `Fake backend for pages on other local ports: ${url}/ (set api-origin="${url}" and asset-origin="${url}", and list ${url} in the page's storefront-api-origins meta tag)`
      : `Storefront elements demo: ${url}/`,
  );
}
