// @vitest-environment node
// A new element is one folder and one line: in a copy of the repository, a small fixture element (its
// folder and its line in elements/index.ts, nothing else) reaches everything the kit makes of its
// elements once `npm run build`, `npm run api` and `npm run build:demo` have run.
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementPage } from '../demo/elementPages.mjs';

const FOLDER = {
  'fixture-badge.declaration.ts': `import { declareElement, stringAttribute } from '../../src/element/declaration';

export const fixtureBadgeDeclaration = declareElement({
  tag: 'fixture-badge',
  className: 'FixtureBadgeElement',
  description: 'A badge with a label: the fixture of the one-folder test.',
  commonAttributes: 'all',
  attributes: { label: stringAttribute('The text on the badge.') },
  properties: {},
  events: {},
  slots: [],
  cssParts: [],
  cssProperties: [],
});
`,
  'FixtureBadge.tsx': `export function FixtureBadge({ label }: { label?: string }) {
  return <strong className="fixture-badge">{label}</strong>;
}
`,
  'fixture-badge.view.ts': `import { viewOf } from '../../src/element/view';
import { fixtureBadgeDeclaration } from './fixture-badge.declaration';
import { FixtureBadge } from './FixtureBadge';

export default viewOf(fixtureBadgeDeclaration, { block: FixtureBadge });
`,
  'fixture-badge.ts': `import type { BlockDefinition } from '../../src/element/definition';
import { fixtureBadgeDeclaration } from './fixture-badge.declaration';

export const fixtureBadgeElement = {
  declaration: fixtureBadgeDeclaration,
  view: () => import('./fixture-badge.view'),
} satisfies BlockDefinition<typeof fixtureBadgeDeclaration>;
`,
  'fixture-badge.examples.ts': `import type { ElementExamples } from '../../src/element/examples';
import { fixtureBadgeDeclaration } from './fixture-badge.declaration';

export const examples: ElementExamples<typeof fixtureBadgeDeclaration> = {
  declaration: fixtureBadgeDeclaration,
  examples: [{ name: 'plain', title: 'A new arrival', attributes: { label: 'Neu' }, fragment: true }],
};
`,
};

let copy: string;
const read = (path: string) => readFileSync(join(copy, path), 'utf8');
const run = (script: string) => execFileSync('node', [script], { cwd: copy, stdio: 'pipe', encoding: 'utf8' });

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'fixture-element-'));
  const tracked = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) if (existsSync(file)) cpSync(file, join(copy, file), { recursive: true });
  symlinkSync(join(process.cwd(), 'node_modules'), join(copy, 'node_modules'), 'dir');
  mkdirSync(join(copy, 'elements/fixture-badge'));
  for (const [name, text] of Object.entries(FOLDER)) writeFileSync(join(copy, 'elements/fixture-badge', name), text);
  const index = read('elements/index.ts')
    .replace(
      /\nexport const ELEMENTS = \[/,
      "\nimport { fixtureBadgeElement } from './fixture-badge/fixture-badge';\nexport const ELEMENTS = [",
    )
    .replace(/\] as const;/, ', fixtureBadgeElement] as const;');
  writeFileSync(join(copy, 'elements/index.ts'), index);
  run('scripts/build.mjs');
  run('scripts/write-api.mjs');
  run('scripts/build-demo.mjs');
}, 240_000);

afterAll(() => {
  if (copy) rmSync(copy, { recursive: true, force: true });
});

describe('a new element, its folder and one line in elements/index.ts', () => {
  it('is in the manifest and the types', () => {
    const manifest = JSON.parse(read('dist/custom-elements.json'));
    const declarations = manifest.modules.flatMap((module: { declarations: { tagName?: string }[] }) => module.declarations);
    expect(declarations.map(({ tagName }: { tagName?: string }) => tagName)).toContain('fixture-badge');
    expect(read('dist/types/storefront-elements.d.ts')).toMatch(/'fixture-badge': FixtureBadgeElement/);
  });

  it('is offered by the configurator, with its example, and has its demo page', async () => {
    const catalogue = JSON.parse(read('demo-dist/elements.json'));
    const badge = catalogue.elements.find(({ tag }: { tag: string }) => tag === 'fixture-badge');
    expect(badge.attributes.map(({ name }: { name: string }) => name)).toContain('label');
    expect(badge.examples).toEqual([{ name: 'plain', title: 'A new arrival', markup: '<fixture-badge label="Neu"></fixture-badge>' }]);
    expect(await elementPage(copy, '/examples/fixture-badge.html')).toContain('<fixture-badge label="Neu"></fixture-badge>');
    expect(await elementPage(copy, '/')).toContain('href="/examples/fixture-badge.html"');
  });

  it("is kept by the editors' set-ups", () => {
    expect(read('dist/cms/tinymce.js')).toContain('fixture-badge');
    expect(read('dist/cms/ckeditor5.js')).toContain('fixture-badge');
    expect(Object.keys(JSON.parse(read('dist/wordpress/storefront-elements/elements.json')).tags)).toContain('fixture-badge');
  });

  it('is pre-rendered for every site, from its example', () => {
    const fragment = read('dist/html/hu/fixture-badge.HU.html');
    expect(fragment).toContain('<fixture-badge site="HU" label="Neu"');
    expect(fragment).toContain('<strong class="fixture-badge">Neu</strong>');
    expect(existsSync(join(copy, 'dist/html/de/fixture-badge.DE.html'))).toBe(true);
  });

  it('has its reference page, with its example and its attributes', () => {
    const reference = read('elements/fixture-badge/README.md');
    expect(reference).toContain('# `<fixture-badge>`');
    expect(reference).toContain('```html\n<fixture-badge site="DE" label="Neu"></fixture-badge>\n```');
    expect(reference).toMatch(/\| `label` \|/);
  });
});
