// `npm run test:package`, second half: the package as a shop's project gets it. Packs the built
// package (`npm pack`, dist/ as built), installs the tarball into a scratch project in a temp
// folder, and checks what the README and docs/ tell a project to write: Node resolves every entry of
// `exports`, TypeScript checks a page script that imports a market file and the root, and Vite
// builds that page with the market module inside; the package's check-backend command checks the
// fake backend. Then a React 19 app (React and React DOM installed beside the package, as an app
// has them) built by Vite with the entry for React apps: one React DOM in its bundle, no bigger
// than the app without the kit plus the kit's own code, and its elements shown in Chromium.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { startServer } from '../../demo/server.mjs';
import { CHROMIUM_ARGS, HEADLESS_SHELL_PATH } from '../chromium.mjs';

const root = process.cwd();
const scratch = mkdtempSync(join(tmpdir(), 'storefront-consumer-'));
const run = (command, args, cwd = scratch) => execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** Every name a project may import (docs/contract.md, section 10), with the file it must reach. */
const ENTRIES = {
  'storefront-elements': 'dist/storefront-elements.js',
  'storefront-elements/markets/de': 'dist/markets/storefront-elements.de.js',
  'storefront-elements/markets/at': 'dist/markets/storefront-elements.at.js',
  'storefront-elements/markets/ch': 'dist/markets/storefront-elements.ch.js',
  'storefront-elements/markets/cz': 'dist/markets/storefront-elements.cz.js',
  'storefront-elements/markets/hu': 'dist/markets/storefront-elements.hu.js',
  'storefront-elements/markets/pl': 'dist/markets/storefront-elements.pl.js',
  'storefront-elements/markets/sk': 'dist/markets/storefront-elements.sk.js',
  'storefront-elements/markets/tr': 'dist/markets/storefront-elements.tr.js',
  'storefront-elements/react-app': 'dist/react-app/storefront-elements.js',
  'storefront-elements/react-app/markets/de': 'dist/react-app/markets/storefront-elements.de.js',
  'storefront-elements/react-app/markets/at': 'dist/react-app/markets/storefront-elements.at.js',
  'storefront-elements/react-app/markets/ch': 'dist/react-app/markets/storefront-elements.ch.js',
  'storefront-elements/react-app/markets/cz': 'dist/react-app/markets/storefront-elements.cz.js',
  'storefront-elements/react-app/markets/hu': 'dist/react-app/markets/storefront-elements.hu.js',
  'storefront-elements/react-app/markets/pl': 'dist/react-app/markets/storefront-elements.pl.js',
  'storefront-elements/react-app/markets/sk': 'dist/react-app/markets/storefront-elements.sk.js',
  'storefront-elements/react-app/markets/tr': 'dist/react-app/markets/storefront-elements.tr.js',
  'storefront-elements/server': 'dist/server.js',
  'storefront-elements/cms/tinymce': 'dist/cms/tinymce.js',
  'storefront-elements/cms/ckeditor5': 'dist/cms/ckeditor5.js',
  'storefront-elements/widgets': 'dist/widgets.js',
  'storefront-elements/widgets.css': 'dist/widgets.css',
  'storefront-elements/storefront-elements.css': 'dist/storefront-elements.css',
  'storefront-elements/custom-elements.json': 'dist/custom-elements.json',
  'storefront-elements/openapi.json': 'contract/storefront-services.openapi.json',
};

/** A shop page's script: a market file for its elements, the root for a call and the types. */
const PAGE_SCRIPT = `import 'storefront-elements/markets/hu';
import { login, type LoginResult, type ShopFooterElement } from 'storefront-elements';

const footer: ShopFooterElement = document.createElement('shop-footer');
footer.site = 'HU';
document.body.append(footer);
const result: Promise<LoginResult> = login({ user: 'anna' });
void result;
`;

/** A CMS's editor page (docs/cms-editors.md): TinyMCE's options merged as the docs say, typed. */
const CMS_SCRIPT = `import { storefrontTinymce, type StorefrontTinymceOptions } from 'storefront-elements/cms/tinymce';

const options: StorefrontTinymceOptions = storefrontTinymce({ module: '/static/markets/storefront-elements.de.js', site: 'HU' });
const rules: string = options.extended_valid_elements;
// @ts-expect-error -- the module is a URL
storefrontTinymce({ module: 1 });
void rules;
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2022', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    noEmit: true,
    noUncheckedSideEffectImports: true,
    skipLibCheck: false,
    types: [],
  },
  files: ['main.ts', 'cms.ts'],
};

/** A Vite + React 19 hello-world with the sign-up and the footer, through the entry for React apps. */
const REACT_APP = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'storefront-elements/react-app/markets/hu';
import type {} from 'storefront-elements/react';

function App() {
  return (
    <main>
      <h1>Webshop</h1>
      <nl-signup site="HU" origin="NEWSLETTER" />
      <shop-footer site="HU" />
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

/** The same app without the kit. */
const REACT_APP_WITHOUT_KIT = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return (
    <main>
      <h1>Webshop</h1>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
`;

/** The key React DOM's client build gives each root's container: once in a bundle per copy of React DOM. */
const REACT_DOM_MARKER = '__reactContainer$';

/** React, React DOM and React DOM's scheduler from this project's node_modules, packed: the app's own copies, installed offline. */
const REACT_PACKAGES = ['react', 'react-dom', 'scheduler'];

/** The shop's images (the sign-up's marketing image), as any picture. */
const PICTURE = '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="#c8d7e1"/></svg>';

const gzipBytes = (buffer) => gzipSync(buffer, { level: 9 }).length;
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function check(condition, message) {
  if (!condition) throw new Error(`test:package: ${message}`);
}

try {
  const pack = (folder) =>
    run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', scratch, folder], root).trim().split('\n').pop();
  const tarball = pack('.');
  const reactTarballs = REACT_PACKAGES.map((name) => pack(join(root, 'node_modules', name)));
  const app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'shop-app', private: true, type: 'module' }));
  run(
    'npm',
    [
      'install',
      '--offline',
      '--ignore-scripts',
      '--no-audit',
      '--no-fund',
      ...[tarball, ...reactTarballs].map((file) => join(scratch, file)),
    ],
    app,
  );

  // The README's links lead to the documentation inside the installed package too.
  const installed = join(app, 'node_modules', 'storefront-elements');
  const readmeLinks = [...readFileSync(join(installed, 'README.md'), 'utf8').matchAll(/\]\(([^)#\s:]+)[^)]*\)/g)].map(([, path]) => path);
  const missing = readmeLinks.filter((path) => !existsSync(join(installed, path)));
  check(missing.length === 0, `the installed README links to files the package lacks: ${missing.join(', ')}`);

  for (const [name, file] of Object.entries(ENTRIES)) {
    let resolved;
    try {
      resolved = run(
        process.execPath,
        ['--input-type=module', '-e', `console.log(import.meta.resolve(${JSON.stringify(name)}))`],
        app,
      ).trim();
    } catch (error) {
      throw new Error(`test:package: Node cannot resolve ${name}:\n${error.stderr}`);
    }
    check(resolved.endsWith(`/node_modules/storefront-elements/${file}`), `Node resolves ${name} to ${resolved}, not ${file}`);
  }
  const { renderElement } = await import(join(app, 'node_modules', 'storefront-elements', 'dist', 'server.js'));
  check(renderElement('nl-signup', { site: 'HU' }).startsWith('<nl-signup site="HU">'), 'the server entry renders no <nl-signup>');

  // The command runs from the installed package with Node alone (its validator is inside dist/cli.js):
  // against the fake backend every read-only call is ok; without an api-origin it says so and exits 2.
  const backend = await startServer({});
  try {
    const bin = join(app, 'node_modules', '.bin', 'storefront-elements');
    // Not execFileSync: the fake backend answers from this process, whose loop must keep running.
    const { stdout } = await promisify(execFile)(bin, ['check-backend', backend.url, '--json'], { cwd: app, encoding: 'utf8' });
    const report = JSON.parse(stdout);
    check(
      report.ok && report.results.some((result) => result.outcome === 'ok'),
      `check-backend finds the fake backend not ok:\n${JSON.stringify(report, null, 2)}`,
    );
    let refused;
    try {
      run(bin, ['check-backend'], app);
    } catch (error) {
      refused = error;
    }
    check(
      refused?.status === 2 && refused.stderr.includes('Give the api-origin'),
      'check-backend without an api-origin does not refuse with exit code 2',
    );
  } finally {
    await backend.close();
  }

  writeFileSync(join(app, 'main.ts'), PAGE_SCRIPT);
  writeFileSync(join(app, 'cms.ts'), CMS_SCRIPT);
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  try {
    run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(app, 'tsconfig.json')], app);
  } catch (error) {
    throw new Error(`test:package: TypeScript refuses the page script:\n${error.stdout}${error.stderr}`);
  }

  // The React and Vue snippets of docs/frameworks.md, checked as written against React 19's, React 18's
  // and Vue's types, and the React app built below.
  const frameworksDoc = readFileSync(join(root, 'docs', 'frameworks.md'), 'utf8');
  const snippet = (name) => {
    const match = frameworksDoc.match(new RegExp(`<!-- snippet:${name} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``));
    check(match, `docs/frameworks.md has no snippet:${name}`);
    return match[1];
  };
  writeFileSync(join(app, 'react.tsx'), snippet('react'));
  writeFileSync(join(app, 'vue.ts'), snippet('vue'));
  writeFileSync(join(app, 'react-app.tsx'), snippet('react-app'));
  mkdirSync(join(app, 'react-app'));
  writeFileSync(join(app, 'react-app', 'main.tsx'), REACT_APP);
  const modules = join(root, 'node_modules');
  const react19Types = { react: [`${modules}/@types/react`], 'react/*': [`${modules}/@types/react/*`] };
  const frameworkChecks = {
    'React 19': { file: 'react.tsx', paths: react19Types },
    'React 18': { file: 'react.tsx', paths: { react: [`${modules}/@types/react-18`], 'react/*': [`${modules}/@types/react-18/*`] } },
    'Vue 3': { file: 'vue.ts', paths: { vue: [`${modules}/vue`] } },
    'React 19 with the entry for React apps': { file: 'react-app.tsx', paths: react19Types },
    'the React app': { file: 'react-app/main.tsx', paths: { ...react19Types, 'react-dom/*': [`${modules}/@types/react-dom/*`] } },
  };
  for (const [framework, { file, paths }] of Object.entries(frameworkChecks)) {
    const config = { compilerOptions: { ...TSCONFIG.compilerOptions, jsx: 'react-jsx', paths }, files: [file] };
    writeFileSync(join(app, 'tsconfig.framework.json'), JSON.stringify(config));
    try {
      run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(app, 'tsconfig.framework.json')], app);
    } catch (error) {
      throw new Error(`test:package: ${framework} (${file}) does not type-check:\n${error.stdout}${error.stderr}`);
    }
  }

  writeFileSync(join(app, 'index.html'), '<!doctype html><html><body><script type="module" src="/main.ts"></script></body></html>');
  await build({ root: app, configFile: false, logLevel: 'silent', build: { outDir: join(app, 'out') } });
  const assets = join(app, 'out', 'assets');
  const bundle = readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(assets, file), 'utf8'))
    .join('\n');
  check(bundle.includes('Feliratkozom'), "Vite's build of the page holds no Hungarian sign-up (the market file is not inside)");

  // The React app, with the kit and without, and the kit's own code: its market module without React.
  const reactApp = await buildReactApp(join(app, 'react-app'), REACT_APP);
  const withoutKit = await buildReactApp(join(app, 'react-app-without-kit'), REACT_APP_WITHOUT_KIT);
  const kitCode = readFileSync(join(app, 'node_modules', 'storefront-elements', ENTRIES['storefront-elements/react-app/markets/hu']));
  const reactDomCopies = reactApp.code.toString('utf8').split(REACT_DOM_MARKER).length - 1;
  const sizes = {
    'the React app with the kit': reactApp.code,
    'the app without the kit': withoutKit.code,
    "the kit's own code (react-app/markets/hu)": kitCode,
  };
  console.log(
    `test:package: ${Object.entries(sizes)
      .map(([name, code]) => `${name} ${kB(code.length)} (${kB(gzipBytes(code))} gzip)`)
      .join('; ')}; ${reactDomCopies} React DOM in the app's bundle.`,
  );
  check(reactApp.code.includes('Feliratkozom'), "the React app's bundle holds no Hungarian sign-up (the kit is not inside)");
  check(reactDomCopies === 1, `the React app's bundle holds ${reactDomCopies} copies of React DOM, not one`);
  check(
    gzipBytes(reactApp.code) <= gzipBytes(withoutKit.code) + gzipBytes(kitCode),
    `the React app's bundle (${kB(gzipBytes(reactApp.code))} gzip) is bigger than the app without the kit (${kB(gzipBytes(withoutKit.code))}) plus the kit's own code (${kB(gzipBytes(kitCode))})`,
  );
  await showsTheElements(reactApp.out);

  console.log(
    `test:package: ${tarball} installed in a scratch project: ${Object.keys(ENTRIES).length} entries resolve in Node; its check-backend command checks the fake backend; TypeScript checks a page importing a market file and the root, a CMS's TinyMCE set-up, the snippets of docs/frameworks.md and the React app (${Object.keys(frameworkChecks).join(', ')}); Vite builds the page and the React app, which shows the Hungarian sign-up and footer in Chromium.`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}

/** Vite's production build of a React app (folder/main.tsx): its JavaScript, all chunks, and the output folder. */
async function buildReactApp(folder, source) {
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'main.tsx'), source);
  writeFileSync(
    join(folder, 'index.html'),
    '<!doctype html><html lang="hu"><head><meta charset="utf-8"><title>Webshop</title><link rel="icon" href="data:,"></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  const out = join(folder, 'out');
  await build({ root: folder, configFile: false, logLevel: 'silent', build: { outDir: out } });
  const assets = join(out, 'assets');
  const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
  return { out, code: Buffer.concat(chunks.map((file) => readFileSync(join(assets, file)))) };
}

/** The built app in Chromium: the app's React renders the page, and the kit's elements show their Hungarian content, with no error. */
async function showsTheElements(out) {
  const browser = await chromium.launch({ executablePath: HEADLESS_SHELL_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    // Every error the page logs; the wait for the elements ends at the first.
    const errors = [];
    let firstErrorLogged;
    const firstError = new Promise((resolve) => {
      firstErrorLogged = resolve;
    });
    const logError = (text) => {
      errors.push(text);
      firstErrorLogged();
    };
    // The shop's services (the footer's A/B test and promotion calls) are not this app's: they answer
    // 404, which Chromium logs, and the footer shows without them.
    const shopService = (message) => message.location().url.startsWith('http://shop.test/service/');
    page.on('pageerror', (error) => logError(error.message));
    page.on('console', (message) => message.type() === 'error' && !shopService(message) && logError(message.text()));
    await page.route('http://shop.test/**', (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(out, path === '/' ? 'index.html' : path);
      if (existsSync(file)) return route.fulfill({ path: file });
      if (route.request().resourceType() === 'image') return route.fulfill({ contentType: 'image/svg+xml', body: PICTURE });
      return route.fulfill({ status: 404 });
    });
    await page.goto('http://shop.test/');
    await Promise.race([
      firstError,
      page.waitForFunction(
        () =>
          document.querySelector('h1')?.textContent === 'Webshop' &&
          document.querySelector('nl-signup')?.shadowRoot?.textContent?.includes('Feliratkozom') &&
          document.querySelector('shop-footer')?.shadowRoot?.textContent?.includes('Itt vagyunk Önért'),
      ),
    ]);
    check(errors.length === 0, `the React app logged errors in Chromium:\n${errors.join('\n')}`);
  } finally {
    await browser.close();
  }
}
