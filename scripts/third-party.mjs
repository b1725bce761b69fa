// What ships is accounted for: the libraries whose code a build put into the modules, their licence
// texts (dist/THIRD-PARTY-NOTICES.txt) and a CycloneDX SBOM of them (dist/sbom.cdx.json). Taken from
// the build's own module list, not from package.json: every dependency here is a devDependency
// (the modules are bundled), so `npm sbom` would list the wrong set.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const NODE_MODULES = join(import.meta.dirname, '..', 'node_modules');
const STANDARD_LICENCES = join(import.meta.dirname, 'licences');
const LICENCE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt))?$/i;

/** The npm packages whose code is in the chunks of a Vite build result (modules left out by tree-shaking do not count). */
export function bundledPackages(result) {
  const packages = new Set();
  for (const output of Array.isArray(result) ? result : [result]) {
    for (const chunk of output.output.filter((file) => file.type === 'chunk')) {
      for (const [id, module] of Object.entries(chunk.modules)) {
        if (module.renderedLength === 0) continue;
        const path = id
          .replace(/\\/g, '/')
          .match(/node_modules\/((?:@[^/]+\/)?[^/]+)(?=\/)/g)
          ?.at(-1);
        if (path) packages.add(path.slice('node_modules/'.length));
      }
    }
  }
  return packages;
}

function packageInfo(name) {
  const folder = join(NODE_MODULES, name);
  const manifest = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8'));
  const repository = typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url;
  const shipped = readdirSync(folder)
    .filter((file) => LICENCE_FILE.test(file))
    .sort()
    .map((file) => readFileSync(join(folder, file), 'utf8').trim());
  const licenceTexts = shipped.length > 0 ? shipped : [standardText(name, manifest)];
  return { name, version: manifest.version, license: manifest.license, url: manifest.homepage ?? repository ?? '', licenceTexts };
}

/** The licence's standard text (scripts/licences/), for a package that ships none, with its author as the holder. */
function standardText(name, manifest) {
  const template = join(STANDARD_LICENCES, `${manifest.license}.txt`);
  if (!existsSync(template))
    throw new Error(`${name} (${manifest.license}) ships no licence file and scripts/licences/ has no standard text for it.`);
  const holder = typeof manifest.author === 'string' ? manifest.author : (manifest.author?.name ?? name);
  const text = readFileSync(template, 'utf8').replace('{{holder}}', holder).trim();
  return manifest.license === 'MIT'
    ? text
    : `Copyright ${holder}. The package ships no licence file; the licence it names follows.\n\n${text}`;
}

const purl = (name, version) => `pkg:npm/${name.replace('@', '%40')}@${version}`;

/** Writes the notices and the SBOM of `packages` into `outDir`. */
export function writeThirdParty(packages, outDir, product) {
  const libraries = [...packages].sort().map(packageInfo);
  const notices = [
    `Third-party software bundled into ${product.name} ${product.version} (every module in this folder).`,
    ...libraries.map((library) =>
      [`${'='.repeat(78)}`, `${library.name} ${library.version} (${library.license})`, library.url, '', ...library.licenceTexts].join('\n'),
    ),
  ].join('\n\n');
  writeFileSync(join(outDir, 'THIRD-PARTY-NOTICES.txt'), `${notices}\n`);

  const sbom = {
    bomFormat: 'CycloneDX',
    specVersion: '1.6',
    serialNumber: `urn:uuid:${randomUUID()}`,
    version: 1,
    metadata: {
      timestamp: new Date().toISOString(),
      component: { type: 'library', name: product.name, version: product.version, 'bom-ref': purl(product.name, product.version) },
    },
    components: libraries.map((library) => {
      const [group, name] = library.name.startsWith('@') ? library.name.split('/') : [undefined, library.name];
      return {
        type: 'library',
        'bom-ref': purl(library.name, library.version),
        ...(group ? { group } : {}),
        name,
        version: library.version,
        purl: purl(library.name, library.version),
        licenses: [{ license: { id: library.license } }],
      };
    }),
  };
  writeFileSync(join(outDir, 'sbom.cdx.json'), `${JSON.stringify(sbom, null, 2)}\n`);
  return libraries.map(({ name, version }) => `${name}@${version}`);
}
