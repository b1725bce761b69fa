import { type ComponentType, createElement, useEffect, useLayoutEffect, useMemo } from 'react';
import { createLogger } from '../log/logger';
import { type AttributeText, parseAttribute } from './attributes';
import { type BlockProps, type ElementDeclaration, propertyName } from './declaration';
import { ElementShell } from './ElementShell';
import { COMMON_ATTRIBUTES } from './sharedDeclarations';

/** An element whose block is a React component: what defineElement makes a custom element of, and what the server renders (src/server.tsx). */
export interface BlockDefinition<Declaration extends ElementDeclaration = ElementDeclaration> {
  /** The element's public API declaration (elements/<tag>/<tag>.declaration.ts). */
  declaration: Declaration;
  /** The block; it receives its own attributes (parsed) and properties as props. */
  block: ComponentType<BlockProps<Declaration>>;
  /** CSS texts (imported with ?inline) in order: usually the widget kit's, then the block's. The base sheet comes first. */
  styles?: readonly string[];
  /**
   * When the element renders: `'when-near'` (what a visitor sees) once it comes within about one
   * viewport of the visible part of the page, or when the page is idle, whichever is first;
   * `'at-once'` where it has work to do from the start (the session keeper's timers).
   */
  render?: 'when-near' | 'at-once';
  /**
   * The pre-rendered fragments the build writes for each site (dist/html/<market>/<tag>.<SITE>.html),
   * and one more per boolean attribute named here (`<tag>.<SITE>.<attribute>.html`); none when absent.
   */
  fragments?: { variants: readonly (keyof Declaration['attributes'] & string)[] };
}

/** An element that is a plain custom element class (no React): defined as it is. */
export interface ClassDefinition<Declaration extends ElementDeclaration = ElementDeclaration> {
  declaration: Declaration;
  /** Makes the class when the element is defined (a server has no HTMLElement to extend). */
  elementClass: () => CustomElementConstructor;
}

/** Any element's block definition, whatever its declaration (a block takes its own declaration's props). */
export type AnyBlockDefinition = Omit<BlockDefinition, 'block'> & { block: ComponentType<never> };

/** One element of the kit (elements/index.ts lists them all). */
export type ElementDefinition = AnyBlockDefinition | ClassDefinition;

export const isBlockDefinition = (definition: ElementDefinition): definition is AnyBlockDefinition => 'block' in definition;

/** What an element gives its root component: itself, its attributes as written and its JavaScript-only properties. */
export interface RootProps {
  host: HTMLElement;
  attributes: Readonly<Record<string, AttributeText>>;
  properties: Readonly<Record<string, unknown>>;
}

/**
 * The root component of an element kind, the same on the page and on a server (so hydration finds
 * the same tree): parses the element's own attributes into its block's props (once per change,
 * logging a value the declaration does not allow), and renders the shell around the block.
 * `onFirstLayout` runs once the first render is in the document (never on a server).
 */
export function elementRoot(
  { declaration, block }: AnyBlockDefinition,
  onFirstLayout: (host: HTMLElement) => void = () => undefined,
): ComponentType<RootProps> {
  const common = COMMON_ATTRIBUTES[declaration.commonAttributes];
  const own = Object.entries(declaration.attributes);
  const takesSite = 'site' in common;
  const { tag } = declaration;

  // biome-ignore lint/correctness/noComponentHookFactories: one Root per element kind, made once when the element is defined
  function Root({ host, attributes, properties }: RootProps) {
    useLayoutEffect(() => onFirstLayout(host), [host]);
    const log = useMemo(() => createLogger(host), [host]);
    const parsed = useMemo(() => own.map(([name, spec]) => parseAttribute(tag, name, spec, attributes[name] ?? null)), [attributes]);
    const problems = parsed.flatMap((attribute) => attribute.problem ?? []).join('\n');
    useEffect(() => {
      if (problems) for (const problem of problems.split('\n')) log.error(problem);
    }, [problems, log]);
    const blockProps: Record<string, unknown> = { ...properties };
    own.forEach(([name], index) => {
      blockProps[propertyName(name)] = parsed[index].value;
    });
    return createElement(ElementShell, {
      host,
      log,
      block: block as ComponentType<Record<string, unknown>>,
      blockProps,
      takesSite,
      attributes,
    });
  }
  return Root;
}
