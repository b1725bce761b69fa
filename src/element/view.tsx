// The React side of an element: what its view chunk brings (elements/<tag>/<tag>.view.ts makes one
// with viewOf). The page's module (StorefrontElement.ts) owns the element and decides when it
// renders; asked to, this reads the element's attributes with its kind's reader, decides whether
// pre-rendered markup can be hydrated, and renders or hydrates the root component into the
// element's container. The server (src/server.tsx) renders the same root.
import { type ComponentType, createElement, startTransition, useEffect, useLayoutEffect, useMemo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createLogger } from '../log/logger';
import { renderedSite } from '../sites/bundledSites';
import type { Site } from '../sites/sites';
import { attributeProblems, attributeReader } from './attributes';
import { BASE_CSS } from './baseStyles';
import { type ElementDeclaration, propertyName } from './declaration';
import type { BlockView, ElementProps, ElementView, RootProps } from './definition';
import { ElementShell } from './ElementShell';
import { COMMON_ATTRIBUTES } from './sharedDeclarations';

/** Each mounted element's first-layout callback, by host: the root component is one per element kind. */
const firstLayouts = new WeakMap<HTMLElement, () => void>();

/**
 * The root component of an element kind: logs each attribute value the declaration does not allow
 * (once per change), and renders the shell, with the shared attributes' values, around the block,
 * with its own as props.
 */
function elementRoot(declaration: ElementDeclaration, block: ComponentType<never>): ComponentType<RootProps> {
  const own = Object.keys(declaration.attributes);
  const takesSite = 'site' in COMMON_ATTRIBUTES[declaration.commonAttributes];

  // biome-ignore lint/correctness/noComponentHookFactories: one Root per element kind, made once when its view loads
  function Root({ host, attributes, properties }: RootProps) {
    useLayoutEffect(() => firstLayouts.get(host)?.(), [host]);
    const log = useMemo(() => createLogger(host), [host]);
    const { values } = attributes;
    const problemLines = attributeProblems(declaration, attributes).join('\n');
    useEffect(() => {
      if (problemLines) for (const problem of problemLines.split('\n')) log.error(problem);
    }, [problemLines, log]);
    const blockProps: Record<string, unknown> = { ...properties };
    for (const name of own) blockProps[propertyName(name)] = values[name];
    return createElement(ElementShell, {
      host,
      log,
      block: block as ComponentType<Record<string, unknown>>,
      blockProps,
      takesSite,
      values,
    });
  }
  return Root;
}

// Every render of an element on the page is a transition: React renders it in slices of a few
// milliseconds between the page's own tasks and input, never in one long task. Inside another
// element's shadow root, the element is part of that element's content:
// it renders with it, at once, so the content is never painted without it.
const inTurn = (nested: boolean, render: () => void) => (nested ? render() : startTransition(render));

/** An element's view, for its chunk to export: `export default viewOf(declaration, { block, styles })`. */
export function viewOf<Declaration extends ElementDeclaration>(
  declaration: Declaration,
  { block, styles = [], whileHydrating }: BlockView<Declaration>,
): ElementView {
  const Root = elementRoot(declaration, block as ComponentType<never>);
  const read = attributeReader(declaration);
  const rootProps = ({ attributes, ...rest }: ElementProps): RootProps => ({ ...rest, attributes: read(attributes) });
  return {
    styles: [BASE_CSS, ...styles],
    Root,
    mount({ host, container, props: elementProps, hydrate: prerendered, nested, onFirstLayout }) {
      const log = createLogger(host);
      const props = rootProps(elementProps);
      // Markup pre-rendered for a site this module does not render is not what the element shows.
      const { values } = props.attributes;
      const hydrate = prerendered && (!('site' in values) || renderedSite(values.site as Site | null) !== null);
      if (prerendered && !hydrate) container.replaceChildren();
      const release = hydrate && whileHydrating ? whileHydrating(container.getRootNode() as ShadowRoot) : () => undefined;
      firstLayouts.set(host, () => {
        release();
        onFirstLayout();
      });
      let root: ReturnType<typeof createRoot> | undefined;
      inTurn(nested, () => {
        const element = createElement(Root, props);
        root = hydrate
          ? hydrateRoot(container, element, {
              onRecoverableError: (error) => log.error('its pre-rendered markup did not match; it was rendered again.', error),
            })
          : createRoot(container);
        if (!hydrate) root.render(element);
      });
      return {
        update: (next, nestedNow) => inTurn(nestedNow, () => root?.render(createElement(Root, rootProps(next)))),
        unmount: () => {
          release();
          firstLayouts.delete(host);
          root?.unmount();
        },
      };
    },
  };
}
