// The documentation a person reads (README.md, CHANGELOG.md, docs/ and every folder's README): every
// link between the documents and to the project's files leads somewhere, down to the heading it
// names, and every repository path it writes in backticks exists.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingId } from '../demo/docs.mjs';

/** Every folder's README the repository holds, beside the top level's. */
const FOLDER_READMES = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '*/README.md'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '' && existsSync(file));

const DOCUMENTS = [
  'README.md',
  'CHANGELOG.md',
  ...readdirSync('docs', { recursive: true, encoding: 'utf8' }).map((file) => join('docs', file)),
  ...FOLDER_READMES,
].filter((file) => file.endsWith('.md'));

/** What a repository path written in backticks starts with: a tracked folder of the top level, or one of its files. */
const REPOSITORY_PATH =
  /^(?:(?:src|elements|locales|demo|docs|e2e|scripts|contract|\.ci)\/[\w./@-]*|README\.md|CHANGELOG\.md|package\.json|vite\.config\.ts|tsconfig\.json|biome\.json|\.size-limit\.json)$/;
/** A file name a folder's README writes in backticks, which names a file of that folder (or below it); dist/ is what a build writes. */
const FOLDER_FILE = /^(?!dist\/)(?:[\w.-]+\/)*[\w.-]+\.(?:ts|tsx|mjs|js|css|json|md)$|^[\w-]+\/$/;

/** Whether git ignores a path: what a build or a run writes (scripts/mutation/out/, scripts/bench/out/), named but never committed. */
const ignored = (path: string) => {
  try {
    execFileSync('git', ['check-ignore', '-q', path]);
    return true;
  } catch {
    return false;
  }
};

/** Every span of a Markdown document written in backticks, outside code blocks. */
function codeSpansOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return [...text.matchAll(/`([^`\n]+)`/g)].map(([, span]) => span.trim());
}

/** The repository paths a document names in backticks that do not exist. */
function missingPathsOf(file: string): string[] {
  const folder = dirname(file);
  const inFolderReadme = FOLDER_READMES.includes(file);
  return codeSpansOf(file).filter((span) => {
    if (REPOSITORY_PATH.test(span)) return !existsSync(span) && !ignored(span);
    if (inFolderReadme && FOLDER_FILE.test(span)) return !existsSync(join(folder, span));
    return false;
  });
}

/** The anchors of a document's headings, outside code blocks, numbered as GitHub numbers repeats. */
function anchorsOf(file: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let inCode = false;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    const heading = !inCode && line.match(/^#+ (.*)$/);
    if (!heading) continue;
    const id = headingId(heading[1]);
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    anchors.add(count ? `${id}-${count}` : id);
  }
  return anchors;
}

/** Every relative link of a Markdown document, outside code blocks: its target as written. */
function linksOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target).filter((target) => !/^[a-z]+:/.test(target));
}

describe('the documentation', () => {
  it('is README.md and a page per topic and per element under docs/', () => {
    expect(DOCUMENTS).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/on-your-page.md',
        'docs/cms-editors.md',
        'docs/prerendered.md',
        'docs/theming.md',
        'docs/frameworks.md',
        'docs/security.md',
        'docs/accessibility.md',
        'docs/adding-a-site.md',
        'docs/benchmark.md',
        'docs/publishing.md',
        'docs/development.md',
        'elements/nl-signup/README.md',
        'elements/shop-footer/README.md',
        'elements/shop-layout/README.md',
        'elements/preview-panel/README.md',
        'elements/session-keeper/README.md',
        'src/widgets/README.md',
      ]),
    );
  });

  it.each(DOCUMENTS)('%s writes in backticks only repository paths that exist', (file) => {
    expect(missingPathsOf(file)).toEqual([]);
  });

  it.each(DOCUMENTS)('%s links only to files and headings that exist', (file) => {
    const broken = linksOf(file).filter((target) => {
      const [path, anchor] = target.split('#');
      const resolved = path ? normalize(join(dirname(file), path)) : file;
      if (!existsSync(resolved)) return true;
      return anchor !== undefined && !(statSync(resolved).isFile() && anchorsOf(resolved).has(anchor));
    });
    expect(broken).toEqual([]);
  });
});
