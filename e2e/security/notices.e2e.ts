// The package accounts for what it ships: every library whose code is in a module is in the
// third-party notices with its licence text and in the CycloneDX SBOM with its exact version.
// The bundle is derived here from a fresh build of its own, not from the files under test.
import { readFileSync } from 'node:fs';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JS module without types
import { bundledPackages } from '../../scripts/third-party.mjs';

interface SbomComponent {
  type: string;
  group?: string;
  name: string;
  version: string;
  purl: string;
  licenses: { license: { id: string } }[];
}

const notices = () => readFileSync('dist/THIRD-PARTY-NOTICES.txt', 'utf8');
const sbom = () =>
  JSON.parse(readFileSync('dist/sbom.cdx.json', 'utf8')) as { bomFormat: string; specVersion: string; components: SbomComponent[] };
const installed = (name: string) =>
  JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')) as { version: string; license: string };
const fullName = (component: SbomComponent) => (component.group ? `${component.group}/${component.name}` : component.name);

describe('third-party notices and SBOM (dist/)', () => {
  it('list every library of a fresh build of the module, with its version, licence and licence text', async () => {
    process.env.NODE_ENV = 'production';
    const inBundle: Set<string> = bundledPackages(await build({ logLevel: 'silent', build: { write: false } }));
    expect(inBundle.size).toBeGreaterThan(8);
    const components = sbom().components;
    expect(components.map(fullName).sort()).toEqual([...inBundle].sort());
    for (const name of inBundle) {
      const { version, license } = installed(name);
      expect(
        components.find((component) => fullName(component) === name),
        name,
      ).toMatchObject({
        type: 'library',
        version,
        purl: `pkg:npm/${name.replace('@', '%40')}@${version}`,
        licenses: [{ license: { id: license } }],
      });
      expect(notices(), name).toContain(`${name} ${version} (${license})`);
    }
  });

  it('name the libraries the kit is built on, and carry Formik’s Apache-2.0 licence text', () => {
    const listed = sbom().components.map(fullName);
    for (const name of ['react', 'react-dom', 'formik', 'yup', 'i18next', 'react-i18next', '@r2wc/react-to-web-component', 'jwt-decode'])
      expect(listed, name).toContain(name);
    expect(sbom()).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.6' });
    const formik = notices()
      .split('='.repeat(78))
      .find((part) => part.trimStart().startsWith('formik '));
    expect(formik).toContain('Apache License');
    expect(formik).toContain('Version 2.0');
    expect(notices()).toContain('Copyright (c) Meta Platforms, Inc. and affiliates.');
  });
});
