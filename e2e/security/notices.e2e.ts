// What ships is accounted for: every npm package whose code is in a built module is in
// dist/THIRD-PARTY-NOTICES.txt with its licence text and in dist/sbom.cdx.json with its exact version.
// Which packages those are is worked out here, from fresh builds of every module and this file's own
// reading of their module lists, not with scripts/third-party.mjs: a package the generator misses,
// or code in a module that belongs to no package, fails the test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { MARKETS } from '../../src/sites/registry';

const PROJECT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../..');
/** The project's own code, styles and texts; any other code in a module must be an npm package's. */
const OWN_FOLDERS = ['src', 'elements', 'locales', 'contract'];
/** The project's own modules outside them: the server's pre-rendered styles, made from its sheets (vite.config.ts), and the version it states (package.json). */
const OWN_MODULES = ['\0virtual:storefront/prerendered-styles', '\0virtual:storefront/market-chunks', join(PROJECT, 'package.json')];
/** Rolldown's CommonJS interop helpers: bundler output, named in the SBOM's metadata.tools. */
const BUNDLER_RUNTIME = '\0rolldown/runtime.js';
/**
 * The libraries issue 19 names, written out so that a generator that drops one fails whatever the build says.
 * r2wc is its core package: the elements give it their own renderer, which hydrates pre-rendered markup.
 */
const NAMED_LIBRARIES = ['react', 'react-dom', 'formik', 'yup', 'i18next', 'react-i18next', '@r2wc/core', 'jwt-decode'];
/** Wording every text of the licence has, so that a notice with another licence's text fails. */
const LICENCE_WORDING: Record<string, string[]> = {
  MIT: ['Permission is hereby granted, free of charge, to any person obtaining a copy of this software'],
  'Apache-2.0': ['Apache License Version 2.0, January 2004', 'TERMS AND CONDITIONS FOR USE, REPRODUCTION, AND DISTRIBUTION'],
  'BSD-3-Clause': [
    'Redistribution and use in source and binary forms, with or without modification, are permitted provided that the following conditions are met',
  ],
};
const LICENCE_FILE = /^(licen[cs]e|copying|notice)/i;
const SEPARATOR = '='.repeat(78);

interface NpmPackage {
  name: string;
  version: string;
  license: string;
  folder: string;
}

interface Sbom {
  components: { name: string; version: string }[];
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(join(PROJECT, file), 'utf8')) as T;
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const key = ({ name, version }: { name: string; version: string }) => `${name}@${version}`;

/** The npm package a file is part of: the nearest folder up from it whose package.json names a package. */
function packageOf(file: string): NpmPackage | undefined {
  for (let folder = dirname(file); folder !== dirname(folder); folder = dirname(folder)) {
    const manifest = join(folder, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, version, license } = JSON.parse(readFileSync(manifest, 'utf8'));
    if (name) return { name, version, license, folder };
  }
  return undefined;
}

/** The modules with code in the all-sites module, each market module and its chunks, the server entry, the widget library and the command, from fresh builds that write nothing. */
async function renderedModules(): Promise<string[]> {
  const modules = new Set<string>();
  const addRendered = (result: unknown) => {
    const outputs = [result].flat() as Rolldown.RolldownOutput[];
    for (const chunk of outputs.flatMap(({ output }) => output).filter((file) => file.type === 'chunk'))
      for (const [id, { renderedLength }] of Object.entries(chunk.modules)) if (renderedLength > 0) modules.add(id);
  };
  vi.stubEnv('NODE_ENV', 'production');
  for (const market of ['', ...MARKETS]) {
    vi.stubEnv('STOREFRONT_MARKET', market);
    if (market) addRendered(await build({ mode: 'chunks', logLevel: 'silent', build: { write: false } }));
    addRendered(await build({ logLevel: 'silent', build: { write: false } }));
  }
  vi.stubEnv('STOREFRONT_MARKET', '');
  addRendered(await build({ mode: 'server', logLevel: 'silent', build: { write: false } }));
  vi.unstubAllEnvs();
  addRendered(await build({ mode: 'widgets', logLevel: 'silent', build: { write: false } }));
  addRendered(await build({ mode: 'cli', logLevel: 'silent', build: { write: false } }));
  return [...modules];
}

const bundled = new Map<string, NpmPackage>();
const unaccounted: string[] = [];
const notices = () => readFileSync(join(PROJECT, 'dist/THIRD-PARTY-NOTICES.txt'), 'utf8');
const sbom = () => readJson<Sbom>('dist/sbom.cdx.json');
/** A package's part of the notices: from its heading line to the next separator. */
const noticeOf = ({ name, version }: { name: string; version: string }) =>
  notices()
    .split(SEPARATOR)
    .find((part) => part.trimStart().startsWith(`${name} ${version} (`));

beforeAll(async () => {
  for (const id of await renderedModules()) {
    const file = id.replace(/\?.*$/, '');
    if (id === BUNDLER_RUNTIME || OWN_MODULES.includes(id) || OWN_FOLDERS.includes(relative(PROJECT, file).split(/[\\/]/)[0])) continue;
    const npmPackage = packageOf(file);
    if (npmPackage && npmPackage.folder !== PROJECT) bundled.set(key(npmPackage), npmPackage);
    else unaccounted.push(id);
  }
  // Twenty-one production builds: CPU work, not a wait (8 s beside the other worker on an idle 2-core
  // machine, 36 s under the stress command's load; 60 s ran out once with a second run beside that).
}, 180_000);

describe('third-party notices and SBOM (dist/)', () => {
  it('cover all code in the modules: each module the builds render is our own, Rolldown’s helpers or an npm package’s', () => {
    expect(unaccounted).toEqual([]);
    expect(bundled.size).toBeGreaterThanOrEqual(NAMED_LIBRARIES.length);
  });

  it('the SBOM lists exactly the bundled packages, each with its version, purl, licence and the lockfile’s hash', () => {
    const { components } = sbom();
    expect(components.map(key).sort()).toEqual([...bundled.keys()].sort());
    const lockfile = readJson<{ packages: Record<string, { integrity: string }> }>('package-lock.json');
    for (const npmPackage of bundled.values()) {
      const { name, version, license, folder } = npmPackage;
      const [, digest] = lockfile.packages[relative(PROJECT, folder).replaceAll('\\', '/')].integrity.split('sha512-');
      expect(
        components.find((component) => key(component) === key(npmPackage)),
        name,
      ).toEqual(
        expect.objectContaining({
          type: 'library',
          'bom-ref': key(npmPackage),
          name,
          version,
          purl: `pkg:npm/${name.replace('@', '%40')}@${version}`,
          licenses: [/\s/.test(license) ? { expression: license } : { license: { id: license } }],
          hashes: [{ alg: 'SHA-512', content: Buffer.from(digest, 'base64').toString('hex') }],
        }),
      );
    }
  });

  it('the notices carry each bundled package’s licence: the files it ships, in the wording of the licence it declares', () => {
    for (const npmPackage of bundled.values()) {
      const { name, version, license, folder } = npmPackage;
      const notice = noticeOf(npmPackage);
      expect(notice, name).toBeDefined();
      expect(notice?.trimStart().split('\n')[0], name).toBe(`${name} ${version} (${license})`);
      for (const file of readdirSync(folder).filter((entry) => LICENCE_FILE.test(entry)))
        expect(oneLine(notice ?? ''), `${name}: ${file}`).toContain(oneLine(readFileSync(join(folder, file), 'utf8')));
      expect(LICENCE_WORDING, `${name}: no wording known for ${license}; read its licence text, then add the licence here`).toHaveProperty([
        license,
      ]);
      for (const wording of LICENCE_WORDING[license] ?? []) expect(oneLine(notice ?? ''), `${name}: ${license}`).toContain(wording);
    }
  });

  it('name the libraries issue 19 names; Formik’s notice is the Apache License 2.0 of Formik, Inc.', () => {
    const product = readJson<{ name: string; version: string }>('package.json');
    expect(sbom()).toMatchObject({
      bomFormat: 'CycloneDX',
      specVersion: '1.6',
      serialNumber: expect.stringMatching(/^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/),
      metadata: { component: { name: product.name, version: product.version } },
    });
    for (const name of NAMED_LIBRARIES) {
      const version = readJson<{ version: string }>(`node_modules/${name}/package.json`).version;
      expect(sbom().components.map(key), name).toContain(`${name}@${version}`);
      expect(noticeOf({ name, version }), name).toBeDefined();
    }
    const formik = oneLine(
      noticeOf({ name: 'formik', version: readJson<{ version: string }>('node_modules/formik/package.json').version }) ?? '',
    );
    for (const wording of [...LICENCE_WORDING['Apache-2.0'], 'END OF TERMS AND CONDITIONS', 'Copyright 2020 Formik, Inc.'])
      expect(formik).toContain(wording);
  });

  it('the notices hold every copyright line of the licence comments the built modules keep', () => {
    // The market modules and the chunks they load.
    const marketFiles = (readdirSync(join(PROJECT, 'dist/markets'), { recursive: true, encoding: 'utf8' }) as string[]).filter((file) =>
      file.endsWith('.js'),
    );
    expect(marketFiles.filter((file) => !file.includes('/')).length).toBe(MARKETS.length);
    const modules = ['dist/storefront-elements.js', ...marketFiles.map((file) => `dist/markets/${file}`)];
    const copyrights = new Set<string>();
    for (const module of modules) {
      const comments = readFileSync(join(PROJECT, module), 'utf8').match(/\/\*[\s\S]*?\*\//g) ?? [];
      for (const comment of comments)
        for (const line of comment.match(/Copyright.*$/gm) ?? []) copyrights.add(oneLine(line.replace(/\*\/$/, '')));
    }
    expect(copyrights.size).toBeGreaterThan(0);
    for (const copyright of copyrights) expect(oneLine(notices())).toContain(copyright);
  });
});
