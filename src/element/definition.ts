import { type ComponentType, createElement, useLayoutEffect } from 'react';
import { ElementShell } from '../host/ElementShell';
import { type AttributeSpec, type BlockProps, type ElementDeclaration, propertyName } from './declaration';
import { attributesOf } from './sharedDeclarations';

/** One element: what `defineElement` makes a custom element of, and what the server renders (src/server.tsx). */
export interface ElementDefinition<Declaration extends ElementDeclaration = ElementDeclaration> {
  /** The element's public API declaration (src/<block folder>/<tag>.declaration.ts). */
  declaration: Declaration;
  /** The block; it receives its own attributes and properties as props. */
  block: ComponentType<BlockProps<Declaration>>;
  /** CSS texts (imported with ?inline) in order: usually the widget kit's, then the block's. The base sheet comes first. */
  styles?: readonly string[];
  /**
   * When the element renders: `'when-near'` (what a visitor sees) once it comes within about one
   * viewport of the visible part of the page, or when the page is idle, whichever is first;
   * `'at-once'` where it has work to do from the start (the session keeper's timers).
   */
  render?: 'when-near' | 'at-once';
}

/**
 * An attribute's value as its prop: a boolean attribute is on when present (HTML semantics) unless
 * its value is "false" (what React 18 writes for `spa={false}`), any other is its text.
 */
export const attributeProp = (spec: AttributeSpec, value: string | null): string | boolean | undefined =>
  spec.type === 'boolean' ? value !== null && value.trim().toLowerCase() !== 'false' : (value ?? undefined);

const SHELL_PROPS = new Set(['site', 'locale', 'apiOrigin', 'assetOrigin']);

/** The props of an element's root component: its attributes' and properties' values, and the shadow root it renders in. */
export type HostProps = Record<string, unknown> & { container: ShadowRoot };

/**
 * The root component of an element kind, the same on the page and on a server (so hydration finds
 * the same tree): the shell around the block, with the attributes and properties as props.
 * `onFirstLayout` runs once the first render is in the document (never on a server).
 */
export function elementRoot(
  { declaration, block }: ElementDefinition,
  onFirstLayout: (host: Element) => void = () => undefined,
): { Root: ComponentType<HostProps>; attributes: Readonly<Record<string, AttributeSpec>>; propertyNames: string[] } {
  const attributes = attributesOf(declaration);
  const takesSite = 'site' in attributes;
  const propertyNames = [...Object.keys(attributes).map(propertyName), ...Object.keys(declaration.properties)];

  // biome-ignore lint/correctness/noComponentHookFactories: one Root per element kind, made once when the element is defined
  function Root({ container, site, locale, apiOrigin, assetOrigin, ...props }: HostProps) {
    const host = container.host;
    useLayoutEffect(() => onFirstLayout(host), [host]);
    const blockProps: Record<string, unknown> = {};
    for (const name of propertyNames) if (!SHELL_PROPS.has(name)) blockProps[name] = props[name];
    return createElement(ElementShell, {
      container,
      block: block as ComponentType<Record<string, unknown>>,
      blockProps,
      takesSite,
      site: site as string | undefined,
      locale: locale as string | undefined,
      apiOrigin: apiOrigin as string | undefined,
      assetOrigin: assetOrigin as string | undefined,
    });
  }
  return { Root, attributes, propertyNames };
}
