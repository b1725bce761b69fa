/**
 * `npm run api` (scripts/write-api.mjs) writes what this module renders; elements/index.test.ts
 * fails when a written file differs from it.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { propertyName } from '../../src/element/declaration';
import { ELEMENT_DECLARATIONS } from '../../elements';
import { renderPrecomputedIntl } from './intl';
import { withEmittedDeclarations } from './declarations';
import { renderReactDts, renderVueDts } from './frameworks';
import { type ElementTypes, generatedBlocks, type PublicTypes, renderDocument, renderDts, renderManifest } from './render';

const ROOT = resolve(import.meta.dirname, '../..');

/** The module and exported name of an element's declaration: elements/nl-signup/nl-signup.declaration.ts exports nlSignupDeclaration. */
export function declarationOf(tag: string): { module: string; name: string } {
  const module = `elements/${tag}/${tag}.declaration`;
  if (!existsSync(join(ROOT, `${module}.ts`))) throw new Error(`<${tag}> has no ${module}.ts`);
  return { module, name: `${propertyName(tag)}Declaration` };
}

export function publicTypes(): PublicTypes {
  return withEmittedDeclarations((bundle) => {
    bundle.includeExports('src/index');
    const elements = new Map<string, ElementTypes>();
    for (const api of ELEMENT_DECLARATIONS) {
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
    'custom-elements.json': renderManifest(ELEMENT_DECLARATIONS, types),
    'storefront-elements.d.ts': renderDts(ELEMENT_DECLARATIONS, types),
    'react.d.ts': renderReactDts(ELEMENT_DECLARATIONS),
    'vue.d.ts': renderVueDts(ELEMENT_DECLARATIONS),
    ...Object.fromEntries(
      Object.entries(generatedBlocks(ELEMENT_DECLARATIONS, types)).map(([path, blocks]) => [
        path,
        renderDocument(path, readFileSync(join(ROOT, path), 'utf8'), blocks),
      ]),
    ),
    'src/i18n/intl.precomputed.json': renderPrecomputedIntl(),
  };
}

export function writeApiFiles(): string[] {
  const files = renderApiFiles();
  for (const [path, content] of Object.entries(files)) writeFileSync(join(ROOT, path), content);
  return Object.keys(files);
}
