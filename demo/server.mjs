// Serves the demo pages, the built module and the fake backend on one local origin.
// `npm start` runs it; the browser tests start their own instance with startServer().
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
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

/** URL prefix → folder. Pages come from demo/pages; the module and gallery from their builds. */
const MOUNTS = [
  ['/dist/', join(root, 'dist')],
  ['/demo-dist/', join(root, 'demo-dist')],
  ['/assets/', join(root, 'demo', 'assets')],
  ['/', join(root, 'demo', 'pages')],
];

async function serveFile(res, path, extraHeaders) {
  try {
    const info = await stat(path);
    const file = info.isDirectory() ? join(path, 'index.html') : path;
    const data = await readFile(file);
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
      ...extraHeaders,
    });
    res.end(data);
    return true;
  } catch {
    return false;
  }
}

/**
 * Starts the demo server. `pageHeaders(url)` may add headers to pages (e.g. a strict CSP in tests);
 * `page(url)` may answer a path with a test page's HTML (browsers that cannot intercept requests).
 * Returns { url, backend, close }.
 */
export async function startServer({ port = 0, host = '127.0.0.1', pageHeaders, page } = {}) {
  const backend = createBackend();
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    try {
      if (await backend.handle(req, res, url)) return;
      const testPage = page?.(url);
      if (testPage !== undefined) {
        res.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' });
        res.end(testPage);
        return;
      }
      for (const [prefix, folder] of MOUNTS) {
        if (!url.pathname.startsWith(prefix)) continue;
        const relative = normalize(decodeURIComponent(url.pathname.slice(prefix.length))).replace(/^(\.\.(\/|\\|$))+/, '');
        const headers = extname(relative) === '.html' || !extname(relative) ? pageHeaders?.(url) : undefined;
        if (await serveFile(res, join(folder, relative), headers)) return;
      }
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
    } catch (error) {
      console.error('[demo server]', error);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
  });
  await new Promise((done) => server.listen(port, host, done));
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.PORT ?? 5173);
  const { url } = await startServer({ port, host: process.env.HOST ?? '127.0.0.1' });
  console.log(`Storefront elements demo: ${url}/`);
}
