import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import './index';
// @ts-expect-error -- plain JS build script without types
import { elements } from '../scripts/manifest-source.mjs';
// @ts-expect-error -- plain JS build script without types
import { renderDts, renderManifest, renderReadme } from '../scripts/write-manifest.mjs';

interface Described {
  tag: string;
  attributes: { name: string }[];
}

describe('custom-elements.json and the README', () => {
  it.each((elements as Described[]).map((e) => [e.tag, e] as const))(
    '<%s> observes exactly the attributes it documents',
    (tag, element) => {
      const definition = customElements.get(tag) as unknown as { observedAttributes: string[] } | undefined;
      expect(definition, `${tag} is defined`).toBeDefined();
      expect([...definition!.observedAttributes].sort()).toEqual(element.attributes.map((a) => a.name).sort());
    },
  );

  it('ships an up-to-date manifest, .d.ts and README tables (run `node scripts/write-manifest.mjs`)', () => {
    expect(readFileSync('custom-elements.json', 'utf8')).toBe(renderManifest());
    expect(readFileSync('storefront-elements.d.ts', 'utf8')).toBe(renderDts());
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toBe(renderReadme(readme));
    for (const element of elements as Described[]) expect(readme).toContain(`<!-- api:${element.tag} -->`);
  });
});
