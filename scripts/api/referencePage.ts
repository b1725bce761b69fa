// An element's reference page, the README of its folder: where it is, what a new element's starts
// as, and its examples as `npm run api` writes them (the API tables are render.ts's).
import type { ElementDeclaration } from '../../src/element/declaration';
import { type ElementExamples, exampleMarkup } from '../../src/element/examples';
import { DEFAULT_SITE } from '../../src/sites/sites';

/** An element's reference page: the README of its folder. */
export const referencePage = (tag: string) => `elements/${tag}/README.md`;

/** The reference page of an element that has none yet: its description, and the blocks `npm run api` fills. */
export const newReferencePage = (api: ElementDeclaration) => `# \`<${api.tag}>\`

${api.description}

## Examples

Each as a page on the German site writes it; the demo shows them (\`npm start\`, then the element's *Examples*).

<!-- examples:${api.tag} -->
<!-- /examples:${api.tag} -->

## API

<!-- api:${api.tag} -->
<!-- /api:${api.tag} -->
`;

/** An element's examples (elements/<tag>/<tag>.examples.ts), each under its title, as a page on the default site writes it. */
export function examplesSection(examples: ElementExamples | undefined): string {
  return (examples?.examples ?? [])
    .map((example) => `### ${example.title}\n\n\`\`\`html\n${exampleMarkup(examples!, example, DEFAULT_SITE)}\n\`\`\`\n`)
    .join('\n');
}
