// Imports run one way. An element's folder (elements/<tag>/) may use the shared folders of src/;
// nothing in src/ uses elements/ but the entries; the shared folders stand on floors, and a folder
// uses only its own floor's folders and those below; an element never uses another element's folder.
// The unit tests' support (src/test-support/, elements/<tag>/test-support.ts) is for tests only.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The shared folders of src/, from the bottom floor up. */
const FLOORS = [['log', 'theme'], ['util', 'i18n'], ['sites', 'api'], ['widgets'], ['element'], ['cms']] as const;
/**
 * The modules that put the kit together (the page's module and the calls it exports, the server's and the CMS editors'
 * integrations, made from the elements' declarations), and the unit tests' set-up, which resets
 * every element's shared state.
 */
const ENTRIES = [
  'src/index.ts',
  'src/calls.ts',
  'src/server.tsx',
  'src/cms/tinymce.ts',
  'src/cms/ckeditor5.ts',
  'src/cms/wordpress/blocks.ts',
  'src/test-support/setup.ts',
];
/** The unit tests' shared support: on no floor, since only tests use it. */
const TEST_SUPPORT = 'test-support';

const codeFiles = (folder: string) =>
  (readdirSync(folder, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => join(folder, file));
/** A test, or the support of tests: a unit or browser test, a module of src/test-support/ or an element's test-support.ts(x). */
const isTest = (file: string) => /\.(e2e|test)\.tsx?$/.test(file) || file.split(sep).some((part) => /^test-support(\.tsx?)?$/.test(part));

/** The project-relative paths a file imports (static, side-effect and dynamic imports), without their query. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom|^import|\bimport\()\s*['"](\.{1,2}\/[^'"?]+)/gm)].map(([, specifier]) =>
    normalize(join(dirname(file), specifier)),
  );
}

const sharedFolders = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== TEST_SUPPORT)
  .map((entry) => entry.name);
const floorOf = (folder: string) => FLOORS.findIndex((floor) => (floor as readonly string[]).includes(folder));
/** `src/<folder>/…` → folder; anything else → undefined. */
const sharedFolderOf = (path: string) => (path.startsWith(`src${sep}`) ? path.split(sep)[1] : undefined);

describe('the direction of imports', () => {
  it('every shared folder of src/ stands on a floor', () => {
    expect(sharedFolders.filter((folder) => floorOf(folder) < 0)).toEqual([]);
  });

  it("only tests and their support import the tests' support", () => {
    const offending = [...codeFiles('src'), ...codeFiles('elements')]
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => isTest(target) || target.startsWith(`src${sep}${TEST_SUPPORT}${sep}`))
          .map((target) => `${file} -> ${target}`),
      );
    expect(offending).toEqual([]);
  });

  it('nothing in src/ but the entries (and the tests that check a shared piece on the real elements) imports elements/', () => {
    const offending = codeFiles('src')
      .filter((file) => !ENTRIES.includes(file) && !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          // The list (elements/index.ts, imported as `elements`) as much as an element's folder.
          .filter((target) => target === 'elements' || target.startsWith(`elements${sep}`))
          .map((target) => `${file} -> ${target}`),
      );
    expect(offending).toEqual([]);
  });

  it.each(FLOORS.flat())('src/%s imports only its floor and the floors below', (folder) => {
    const offending = codeFiles(join('src', folder))
      .filter((file) => !isTest(file))
      .flatMap((file) =>
        importsOf(file)
          .filter((target) => {
            const targetFolder = sharedFolderOf(target);
            return targetFolder !== undefined && floorOf(targetFolder) > floorOf(folder);
          })
          .map((target) => `${file} -> ${target}`),
      );
    expect(offending).toEqual([]);
  });

  it('an element imports no other element, and nothing of the project outside src/, elements/ and locales/', () => {
    const offending = codeFiles('elements')
      .filter((file) => !isTest(file) && file.split(sep).length > 2)
      .flatMap((file) => {
        const own = file.split(sep).slice(0, 2).join(sep);
        return importsOf(file)
          .filter((target) => {
            const inOtherElement = target.startsWith(`elements${sep}`) && !target.startsWith(`${own}${sep}`);
            const outside = !['src', 'elements', 'locales'].includes(target.split(sep)[0]);
            return inOtherElement || outside;
          })
          .map((target) => `${file} -> ${target}`);
      });
    expect(offending).toEqual([]);
  });
});

describe('the unit tests and the service contract', () => {
  // The transport's own tests call made-up paths (service/x): they test the client, not a service.
  const TRANSPORT_TESTS = ['src/api/client.test.ts', 'src/api/client.calls.test.ts', 'src/api/serverClock.test.ts'];

  it('stub fetch only through stubServices, which holds every call and answer to the service contract', () => {
    const tests = [...codeFiles('src'), ...codeFiles('elements')].filter(
      (file) => /\.test\.tsx?$/.test(file) && !TRANSPORT_TESTS.includes(file),
    );
    const stubbing = tests.filter((file) =>
      /stubGlobal\(\s*['"]fetch['"]|spyOn\(\s*(globalThis|window)\s*,\s*['"]fetch['"]|(globalThis|window)\.fetch\s*=/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(stubbing).toEqual([]);
  });
});
