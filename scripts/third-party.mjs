// What ships is accounted for: the npm packages whose code a build put into the modules, with their
// licence texts (dist/THIRD-PARTY-NOTICES.txt) and as a CycloneDX SBOM (dist/sbom.cdx.json). They
// are read from the build's own module list, not from package.json: every dependency of this package
// is a devDependency (the modules bundle them), so `npm sbom --omit dev` lists none of them and
// `npm sbom` lists every build and test tool too. The SBOM's components follow `npm sbom`'s
// conventions (the scoped name as the name, bom-ref name@version, the lockfile's integrity as hash).
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { rolldownVersion, version as viteVersion } from 'vite';

const PROJECT = join(import.meta.dirname, '..');
const KEPT_LICENCES = join(import.meta.dirname, 'licences');
const LICENCE_FILE = /^(licen[cs]e|copying|notice)(\.(md|txt))?$/i;
// Greedy: the last node_modules of the path, so a package nested in another's node_modules is itself.
const PACKAGE_FOLDER = /^(.*[\\/]node_modules[\\/](?:@[^\\/]+[\\/])?[^\\/]+)[\\/]/;
const SEPARATOR = '='.repeat(78);

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
// Without the blank lines around it, but with the indentation of its first line (Apache's centred title).
const readText = (file) =>
  readFileSync(file, 'utf8')
    .replace(/^\s*\n/, '')
    .trimEnd();

/** The folders of the npm packages whose code is in the chunks of Vite build results (a module tree-shaking emptied does not count). */
export function bundledPackageFolders(results) {
  const folders = new Set();
  for (const { output } of [results].flat()) {
    for (const chunk of output.filter((file) => file.type === 'chunk')) {
      for (const [id, module] of Object.entries(chunk.modules)) {
        const folder = module.renderedLength > 0 && id.match(PACKAGE_FOLDER)?.[1];
        if (folder) folders.add(folder);
      }
    }
  }
  return folders;
}

function describePackage(folder, lockfile) {
  const manifest = readJson(join(folder, 'package.json'));
  const { name, version, license } = manifest;
  if (typeof license !== 'string') throw new Error(`${name} ${version} names no licence in its package.json: find out its licence first.`);
  const shipped = readdirSync(folder)
    .filter((file) => LICENCE_FILE.test(file))
    .sort();
  const kept = join(KEPT_LICENCES, `${name}.txt`);
  if (shipped.length === 0 && !existsSync(kept))
    throw new Error(
      `${name} ${version} ships no licence file: add its licence text as scripts/licences/${name}.txt (see the README there).`,
    );
  return {
    name,
    version,
    license,
    homepage: manifest.homepage,
    repository: typeof manifest.repository === 'string' ? manifest.repository : manifest.repository?.url,
    integrity: lockfile.packages[relative(PROJECT, folder).replaceAll('\\', '/')]?.integrity,
    licenceTexts: shipped.length > 0 ? shipped.map((file) => readText(join(folder, file))) : [readText(kept)],
    shipsLicence: shipped.length > 0,
  };
}

function noticeOf(library) {
  return [
    SEPARATOR,
    `${library.name} ${library.version} (${library.license})`,
    library.homepage ?? library.repository ?? '',
    ...(library.shipsLicence
      ? []
      : ['(The npm package ships no licence file; the text is its repository’s, or the standard text of the licence it declares.)']),
    '',
    ...library.licenceTexts.flatMap((text) => [text, '']),
  ].join('\n');
}

const purl = ({ name, version }) => `pkg:npm/${name.replace('@', '%40')}@${version}`;
const licensesOf = ({ license }) => [/\s/.test(license) ? { expression: license } : { license: { id: license } }];
// npm's integrity is "<algorithm>-<base64 digest>"; CycloneDX wants the digest in hex.
const hashesOf = ({ integrity }) =>
  (integrity?.split(' ') ?? []).map((entry) => {
    const [, bits, digest] = entry.match(/^sha(\d+)-(.+)$/);
    return { alg: `SHA-${bits}`, content: Buffer.from(digest, 'base64').toString('hex') };
  });
const referencesOf = ({ repository, homepage }) => [
  ...(repository ? [{ type: 'vcs', url: repository }] : []),
  ...(homepage ? [{ type: 'website', url: homepage }] : []),
];

function sbomOf(libraries, product) {
  return {
    $schema: 'http://cyclonedx.org/schema/bom-1.6.schema.json',
    bomFormat: 'CycloneDX',
    specVersion: '1.6',
    serialNumber: `urn:uuid:${randomUUID()}`,
    version: 1,
    metadata: {
      timestamp: new Date().toISOString(),
      lifecycles: [{ phase: 'build' }],
      // The tools that made the modules: Rolldown's few runtime helpers (CommonJS interop) are in
      // them too, as bundler output, not as a library.
      tools: {
        components: [
          { type: 'application', name: 'vite', version: viteVersion, purl: purl({ name: 'vite', version: viteVersion }) },
          { type: 'application', name: 'rolldown', version: rolldownVersion, purl: purl({ name: 'rolldown', version: rolldownVersion }) },
        ],
      },
      component: {
        type: 'library',
        'bom-ref': `${product.name}@${product.version}`,
        name: product.name,
        version: product.version,
        description: product.description,
        purl: purl(product),
      },
    },
    components: libraries.map((library) => ({
      type: 'library',
      'bom-ref': `${library.name}@${library.version}`,
      name: library.name,
      version: library.version,
      purl: purl(library),
      licenses: licensesOf(library),
      hashes: hashesOf(library),
      externalReferences: referencesOf(library),
    })),
  };
}

/** Writes THIRD-PARTY-NOTICES.txt and sbom.cdx.json of the packages in `packageFolders` into `outDir`; returns name@version of each. */
export function writeThirdParty(packageFolders, outDir, product) {
  const lockfile = readJson(join(PROJECT, 'package-lock.json'));
  const libraries = [...packageFolders]
    .map((folder) => describePackage(folder, lockfile))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.version.localeCompare(b.version, 'en', { numeric: true }));
  const heading = [
    `Third-party software in ${product.name} ${product.version}: the npm packages whose code is in its modules`,
    '(dist/storefront-elements.js, dist/markets/*.js, the same for React apps in dist/react-app/ and dist/widgets.js),',
    'each with its licence.',
    '',
  ].join('\n');
  writeFileSync(join(outDir, 'THIRD-PARTY-NOTICES.txt'), [heading, ...libraries.map(noticeOf)].join('\n'));
  writeFileSync(join(outDir, 'sbom.cdx.json'), `${JSON.stringify(sbomOf(libraries, product), null, 2)}\n`);
  return libraries.map(({ name, version }) => `${name}@${version}`);
}
