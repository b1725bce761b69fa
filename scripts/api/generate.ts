/**
 * `npm run api` (scripts/write-api.mjs) writes what this module renders; elements/api.test.ts
 * fails when a written file differs from it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { propertyName } from '../../elements/api';
import { ELEMENT_APIS } from '../../elements/apis';
import { withEmittedDeclarations } from './declarations';
import { type ElementTypes, type PublicTypes, renderDts, renderManifest, renderReadme } from './render';

const ROOT = resolve(import.meta.dirname, '../..');

/** The module and exported name of an element's declaration: elements/nl-signup.api.ts exports nlSignupApi. */
export const declarationOf = (tag: string) => ({ module: `elements/${tag}.api`, name: `${propertyName(tag)}Api` });

export function publicTypes(): PublicTypes {
  return withEmittedDeclarations((bundle) => {
    bundle.includeExports('elements/index');
    const elements = new Map<string, ElementTypes>();
    for (const api of ELEMENT_APIS) {
      const { module, name } = declarationOf(api.tag);
      elements.set(api.tag, {
        properties: bundle.specTypes(module, name, 'PropertySpec'),
        events: bundle.specTypes(module, name, 'EventSpec'),
      });
    }
    return { declarations: bundle.render(), typeDeclarations: bundle.render({ typesOnly: true }), elements };
  });
}

/** Each generated file's path and the content it should have. */
export function renderApiFiles(): Record<string, string> {
  const types = publicTypes();
  return {
    'custom-elements.json': renderManifest(ELEMENT_APIS, types),
    'storefront-elements.d.ts': renderDts(ELEMENT_APIS, types),
    'README.md': renderReadme(readFileSync(join(ROOT, 'README.md'), 'utf8'), ELEMENT_APIS, types),
  };
}

export function writeApiFiles(): string[] {
  const files = renderApiFiles();
  for (const [path, content] of Object.entries(files)) writeFileSync(join(ROOT, path), content);
  return Object.keys(files);
}
