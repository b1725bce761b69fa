// Imports run one way: an element's folder (the one holding its <tag>.declaration.ts) may use the
// shared folders of src/, a shared folder never uses an element's folder, and the code of src/
// takes nothing from outside it but the texts of locales/.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const folders = readdirSync('src', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const filesIn = (folder: string) =>
  (readdirSync(join('src', folder), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => /\.(ts|tsx)$/.test(file))
    .map((file) => join('src', folder, file));
const isElementFolder = (folder: string) => filesIn(folder).some((file) => file.endsWith('.declaration.ts'));
const ELEMENT_FOLDERS = folders.filter(isElementFolder);
const SHARED_FOLDERS = folders.filter((folder) => !isElementFolder(folder));

/** The project-relative paths a file imports (static, side-effect and dynamic imports), without their query. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/(?:\bfrom|^import|\bimport\()\s*['"](\.{1,2}\/[^'"?]+)/gm)].map(([, specifier]) =>
    normalize(join(dirname(file), specifier)),
  );
}

const folderOf = (path: string) => relative('src', path).split(/[\\/]/)[0];

describe('the direction of imports', () => {
  it('finds the element folders and the shared ones', () => {
    expect(ELEMENT_FOLDERS.sort()).toEqual(['footer', 'layout', 'newsletter', 'preview', 'session']);
    expect(SHARED_FOLDERS).toEqual(expect.arrayContaining(['api', 'element', 'host', 'i18n', 'log', 'sites', 'util', 'widgets']));
  });

  it.each(SHARED_FOLDERS)('src/%s imports no element folder', (folder) => {
    const offending = filesIn(folder).flatMap((file) =>
      importsOf(file)
        .filter((target) => ELEMENT_FOLDERS.includes(folderOf(target)))
        .map((target) => `${file} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it('the code of src/ imports nothing outside it but locales/', () => {
    const code = folders.flatMap(filesIn).filter((file) => !/\.(test|testing)\.tsx?$/.test(file));
    const outside = code.flatMap((file) =>
      importsOf(file)
        .filter((target) => relative('src', target).startsWith('..') && !target.startsWith('locales'))
        .map((target) => `${file} -> ${target}`),
    );
    expect(outside).toEqual([]);
  });
});

describe('the unit tests and the service contract', () => {
  // The transport's own tests call made-up paths (service/x): they test the client, not a service.
  const TRANSPORT_TESTS = ['src/api/client.test.ts', 'src/api/client.calls.test.ts', 'src/api/serverClock.test.ts'];

  it('stub fetch only through stubServices, which holds every call and answer to the service contract', () => {
    const tests = folders.flatMap(filesIn).filter((file) => /\.test\.tsx?$/.test(file) && !TRANSPORT_TESTS.includes(file));
    const stubbing = tests.filter((file) =>
      /stubGlobal\(\s*['"]fetch['"]|spyOn\(\s*(globalThis|window)\s*,\s*['"]fetch['"]|(globalThis|window)\.fetch\s*=/.test(
        readFileSync(file, 'utf8'),
      ),
    );
    expect(stubbing).toEqual([]);
  });
});
