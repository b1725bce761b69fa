import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../src/index';
import { declarationOf, renderApiFiles } from '../scripts/api/generate';
import { propertyName } from '../src/element/declaration';
import { ELEMENT_DECLARATIONS, ELEMENTS } from '.';
import { isBlockDefinition, showsSomething } from '../src/element/definition';
import { attributesOf, SHELL_EVENTS } from '../src/element/sharedDeclarations';
import { TOKENS_CSS } from '../src/theme/tokens';

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|test-support/.test(file))
    .map((file) => join(dir, file));

/** An element's folder, the one that holds its declaration: elements/nl-signup for <nl-signup>. */
const blockDir = (tag: string) => dirname(declarationOf(tag).module);
const BLOCK_DIRS = new Set(ELEMENT_DECLARATIONS.map((api) => blockDir(api.tag)));

/**
 * The names of the events a file dispatches: `emit('name'` and `new CustomEvent(…)` with a literal
 * or a constant of the same file. `unnamed` counts the CustomEvents whose name is a variable.
 */
function dispatchedEvents(file: string): { names: string[]; unnamed: number } {
  const text = readFileSync(file, 'utf8');
  const constants = new Map([...text.matchAll(/const (\w+) = '([^']+)'/g)].map(([, name, value]) => [name, value]));
  const names: string[] = [];
  let unnamed = 0;
  for (const [, literal, identifier] of text.matchAll(/(?:\bemit|new CustomEvent)\(\s*(?:'([^']+)'|(\w+))/g)) {
    const name = literal ?? constants.get(identifier);
    if (name) names.push(name);
    else unnamed += 1;
  }
  return { names, unnamed };
}

describe('each element against its declaration (elements/<tag>/<tag>.declaration.ts)', () => {
  it('every declaration is listed in elements/index.ts, each in its own folder', () => {
    const files = readdirSync('elements', { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.declaration.ts'))
      .map((file) => `elements/${file.replaceAll('\\', '/')}`);
    expect(files.sort()).toEqual(ELEMENT_DECLARATIONS.map((api) => `elements/${api.tag}/${api.tag}.declaration.ts`).sort());
  });

  it.each(ELEMENT_DECLARATIONS.map((api) => [api.tag, api] as const))(
    '<%s> is named after its tag: its class, its styles (where it has any), its component (where it shows something; docs/development.md)',
    async (tag, api) => {
      const pascal = tag.replace(/(^|-)(\w)/g, (_, __, letter: string) => letter.toUpperCase());
      expect(api.className).toBe(`${pascal}Element`);
      const files = readdirSync(`elements/${tag}`);
      expect(files.filter((file) => file.endsWith('.css')).every((file) => file === `${tag}.css`)).toBe(true);
      const definition = ELEMENTS.find((element) => element.declaration.tag === tag)!;
      const showsNothing = isBlockDefinition(definition) && !showsSomething((await definition.view()).default);
      expect(files.some((file) => new RegExp(`^${pascal}\\.tsx?$`).test(file))).toBe(!showsNothing);
    },
  );

  it.each(ELEMENT_DECLARATIONS.map((api) => [api.tag, api] as const))('<%s> observes exactly the declared attributes', (tag, api) => {
    const definition = customElements.get(tag) as unknown as { observedAttributes: string[] } | undefined;
    expect(definition, `${tag} is defined`).toBeDefined();
    expect([...definition!.observedAttributes].sort()).toEqual(Object.keys(attributesOf(api)).sort());
  });

  it.each(ELEMENT_DECLARATIONS.map((api) => [api.tag, api] as const))(
    '<%s> reads each declared attribute into its property',
    (tag, api) => {
      // Off the page, so the block does not render and call its services at https://example.test.
      const element = document.createElement(tag) as unknown as Record<string, unknown> & HTMLElement;
      for (const [name, spec] of Object.entries(attributesOf(api))) {
        const value = spec.type === 'enum' ? spec.values.at(-1)! : spec.type === 'boolean' ? '' : 'https://example.test';
        element.setAttribute(name, value);
        expect(element[propertyName(name)], name).toBe(spec.type === 'boolean' ? true : value);
        if (spec.type !== 'boolean') continue;
        element.removeAttribute(name);
        expect(element[propertyName(name)], `${name} removed`).toBe(false);
      }
    },
  );

  it.each(ELEMENT_DECLARATIONS.map((api) => [api.tag, api] as const))(
    "<%s> dispatches each declared event from its block's code, and no other",
    (tag, api) => {
      const files = sourceFiles(blockDir(tag));
      const dispatched = files.map(dispatchedEvents);
      expect(
        dispatched.reduce((sum, file) => sum + file.unnamed, 0),
        'every event name is a literal',
      ).toBe(0);
      const own = Object.keys(api.events).filter((name) => !(name in SHELL_EVENTS));
      expect([...new Set(dispatched.flatMap((file) => file.names))].sort()).toEqual(own.sort());
    },
  );

  it('the shared code dispatches only the declared shell events', () => {
    const shared = sourceFiles('src').filter((file) => ![...BLOCK_DIRS].some((dir) => file.startsWith(`${dir}/`)));
    const names = shared.flatMap((file) => dispatchedEvents(file).names);
    for (const name of names) expect(Object.keys(SHELL_EVENTS), name).toContain(name);
  });

  it.each(ELEMENT_DECLARATIONS.map((api) => [api.tag, api] as const))('<%s> has exactly the declared slots and CSS parts', (tag, api) => {
    const source = sourceFiles(blockDir(tag))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Blocks write their slots and parts as JSX; a plain element (<shop-layout>) builds them as nodes
    // when it is made, so they are read from a live one as well.
    const live = document.createElement(tag).shadowRoot;
    const slots = [
      ...[...source.matchAll(/<slot(?: name="([^"]*)")?/g)].map(([, name]) => name ?? ''),
      ...[...(live?.querySelectorAll('slot') ?? [])].map((slot) => slot.name),
    ];
    // A part forwarded from an element inside (exportparts="inner, inner:outer") is the block's under its outer name.
    const forwarded = [...source.matchAll(/\bexportparts="([^"]+)"/g)].flatMap(([, mappings]) =>
      mappings.split(',').map((mapping) => mapping.split(':').at(-1)?.trim() ?? ''),
    );
    const parts = [
      ...new Set([
        ...[...source.matchAll(/\bpart="([^"]+)"/g)].map(([, name]) => name),
        ...forwarded,
        ...[...(live?.querySelectorAll('[part]') ?? [])].map((element) => element.getAttribute('part') ?? ''),
      ]),
    ];
    expect(slots.sort()).toEqual(api.slots.map((slot) => slot.name).sort());
    expect(parts.sort()).toEqual(api.cssParts.map((part) => part.name).sort());
  });
});

/**
 * Each custom property the elements' style sheets use, with its default: the value the sheet sets,
 * else the var() fallback. The CMS set-ups' sheets (src/cms/) style the editors, with theirs.
 */
function customPropertiesInCss(): Map<string, string> {
  const set = new Map<string, string>();
  const fallbacks = new Map<string, string>();
  const sheets = [
    TOKENS_CSS,
    ...['src', 'elements']
      .flatMap((folder) => readdirSync(folder, { recursive: true, encoding: 'utf8' }).map((file) => join(folder, file)))
      .filter((file) => file.endsWith('.css') && !file.startsWith(join('src', 'cms')))
      .map((file) => readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '')),
  ];
  for (const css of sheets) {
    for (const [, name, value] of css.matchAll(/^\s*(--[\w-]+):\s*([^;]+);/gm)) set.set(name, value.trim());
    for (const match of css.matchAll(/var\((--[\w-]+)/g)) {
      let end = match.index + match[0].length;
      for (let depth = 1; depth > 0; end += 1) depth += css[end] === '(' ? 1 : css[end] === ')' ? -1 : 0;
      const fallback = css.slice(match.index + match[0].length, end - 1).replace(/^\s*,\s*/, '');
      if (!fallbacks.get(match[1])) fallbacks.set(match[1], fallback);
    }
  }
  // `--_sf-*` are the kit's own resolved tokens (src/theme/tokens.ts): each one used is set, and none is public.
  const used = [...fallbacks.keys()].filter((name) => name.startsWith('--_'));
  expect(used.filter((name) => !set.has(name))).toEqual([]);
  const names = new Set([...set.keys(), ...fallbacks.keys()].filter((name) => !name.startsWith('--_')));
  // A default that refers to a token reads as the token (`var(--_sf-color-surface)` is the surface colour).
  const asDocumented = (value: string) => value.replaceAll('--_sf-', '--sf-');
  return new Map([...names].map((name) => [name, asDocumented(set.get(name) ?? fallbacks.get(name) ?? '')]));
}

describe('CSS custom properties', () => {
  it('every custom property the style sheets use is declared, with its real default, and none other', () => {
    const declared = new Map(ELEMENT_DECLARATIONS.flatMap((api) => api.cssProperties.map((property) => [property.name, property.default])));
    expect(Object.fromEntries(declared)).toEqual(Object.fromEntries(customPropertiesInCss()));
  });
});

describe('generated files', () => {
  // One render for both checks: it runs tsc's declaration emit.
  const files = renderApiFiles();

  it.each(Object.keys(files))('%s is up to date (run `npm run api`)', (path) => {
    expect(readFileSync(path, 'utf8')).toBe(files[path]);
  });
});
