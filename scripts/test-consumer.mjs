// `npm run test:package`, second half: the package as a shop's project gets it. Packs the built
// package (`npm pack`, dist/ as built), installs the tarball into a scratch project in a temp
// folder, and checks what the README and docs/ tell a project to write: Node resolves every entry of
// `exports`, TypeScript checks a page script that imports a market file and the root, and Vite
// builds that page with the market module inside.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { build } from 'vite';
import { startServer } from '../demo/server.mjs';

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
  'storefront-elements/server': 'dist/server.js',
  'storefront-elements/widgets': 'dist/widgets.js',
  'storefront-elements/widgets.css': 'dist/widgets.css',
  'storefront-elements/storefront-elements.css': 'dist/storefront-elements.css',
  'storefront-elements/custom-elements.json': 'custom-elements.json',
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
  files: ['main.ts'],
};

function check(condition, message) {
  if (!condition) throw new Error(`test:package: ${message}`);
}

try {
  const tarball = run('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', scratch], root).trim().split('\n').pop();
  const app = join(scratch, 'app');
  mkdirSync(app);
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'shop-app', private: true, type: 'module' }));
  run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', join(scratch, tarball)], app);

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
  writeFileSync(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG));
  try {
    run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(app, 'tsconfig.json')], app);
  } catch (error) {
    throw new Error(`test:package: TypeScript refuses the page script:\n${error.stdout}${error.stderr}`);
  }

  // The React and Vue snippets of docs/frameworks.md, checked as written against React 19's, React 18's and Vue's types.
  const frameworksDoc = readFileSync(join(root, 'docs', 'frameworks.md'), 'utf8');
  const snippet = (name) => {
    const match = frameworksDoc.match(new RegExp(`<!-- snippet:${name} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``));
    check(match, `docs/frameworks.md has no snippet:${name}`);
    return match[1];
  };
  writeFileSync(join(app, 'react.tsx'), snippet('react'));
  writeFileSync(join(app, 'vue.ts'), snippet('vue'));
  const modules = join(root, 'node_modules');
  const frameworkChecks = {
    'React 19': { file: 'react.tsx', paths: { react: [`${modules}/@types/react`], 'react/*': [`${modules}/@types/react/*`] } },
    'React 18': { file: 'react.tsx', paths: { react: [`${modules}/@types/react-18`], 'react/*': [`${modules}/@types/react-18/*`] } },
    'Vue 3': { file: 'vue.ts', paths: { vue: [`${modules}/vue`] } },
  };
  for (const [framework, { file, paths }] of Object.entries(frameworkChecks)) {
    const config = { compilerOptions: { ...TSCONFIG.compilerOptions, jsx: 'react-jsx', paths }, files: [file] };
    writeFileSync(join(app, 'tsconfig.framework.json'), JSON.stringify(config));
    try {
      run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(app, 'tsconfig.framework.json')], app);
    } catch (error) {
      throw new Error(`test:package: the ${framework} snippet of docs/frameworks.md does not type-check:\n${error.stdout}${error.stderr}`);
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
  console.log(
    `test:package: ${tarball} installed in a scratch project: ${Object.keys(ENTRIES).length} entries resolve in Node; its check-backend command checks the fake backend; TypeScript checks a page importing a market file and the root, and the snippets of docs/frameworks.md for ${Object.keys(frameworkChecks).join(', ')}; Vite builds the page.`,
  );
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
