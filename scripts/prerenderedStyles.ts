// The `<style>` of each element's pre-rendered shadow root and its CSP source, computed when the
// server entry is built or tested (vite.config.ts, `prerenderedStyles`): the server then hashes
// nothing, and runs on any runtime with Web APIs (docs/prerendered.md, "From a server").
import { createHash } from 'node:crypto';
import { type Targets, transform } from 'lightningcss';
import { ELEMENTS } from '../elements';
import { type ElementDefinition, isBlockDefinition, showsSomething } from '../src/element/definition';
import prerenderedCss from '../src/element/prerendered.css?inline';

export type PrerenderedStyle = {
  /** The base sheet, the element's sheets and the rule that holds no reserve, in one minified text. */
  text: string;
  /** `'sha256-…'`, for a page's `style-src`. */
  hash: string;
};

/** The browsers the modules' sheets are built for, Vite's default target (docs/on-your-page.md, "Browser support"). */
const TARGETS: Targets = {
  chrome: 111 << 16,
  edge: 111 << 16,
  firefox: 114 << 16,
  safari: (16 << 16) | (4 << 8),
  ios_saf: (16 << 16) | (4 << 8),
};

const blocks = (ELEMENTS as readonly ElementDefinition[]).filter(isBlockDefinition);

/**
 * Each element that shows something (elements/index.ts): its pre-rendered style, by tag. Computed as the
 * module loads: Vite's module runner imports nothing more once runnerImport has returned.
 */
export const PRERENDERED_STYLES: Readonly<Record<string, PrerenderedStyle>> = Object.fromEntries(
  await Promise.all(
    blocks.map(async (definition) => {
      const view = (await definition.view()).default;
      if (!showsSomething(view)) return [];
      const { styles } = view;
      const sheets = [...styles, prerenderedCss].join('\n');
      const text = transform({
        filename: `${definition.declaration.tag}.css`,
        code: Buffer.from(sheets),
        minify: true,
        targets: TARGETS,
      }).code.toString();
      return [[definition.declaration.tag, { text, hash: `'sha256-${createHash('sha256').update(text).digest('base64')}'` }] as const];
    }),
  ).then((styles) => styles.flat()),
);
