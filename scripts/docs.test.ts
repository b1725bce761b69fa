// The documentation a person reads (README.md and docs/): every link between the documents and to
// the project's files leads somewhere, down to the heading it names.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { headingId } from '../demo/docs.mjs';

const DOCUMENTS = ['README.md', ...readdirSync('docs', { recursive: true, encoding: 'utf8' }).map((file) => join('docs', file))].filter(
  (file) => file.endsWith('.md'),
);

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
        'docs/elements/nl-signup.md',
        'docs/elements/shop-footer.md',
        'docs/elements/shop-layout.md',
        'docs/elements/preview-panel.md',
        'docs/elements/session-keeper.md',
      ]),
    );
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
