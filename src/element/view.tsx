// The React side of an element: what its view chunk brings (elements/<tag>/<tag>.view.ts makes one
// with viewOf). The page's module (define.ts) owns the element and decides when it renders; this
// renders or hydrates the root component into the element's container when asked, and the server
// (src/server.tsx) renders the same root.
import { type ComponentType, createElement, startTransition, useEffect, useLayoutEffect, useMemo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createLogger } from '../log/logger';
import { BASE_CSS } from './baseStyles';
import { type AttributeText, parseAttribute } from './attributes';
import { type ElementDeclaration, propertyName } from './declaration';
import type { BlockView, ElementView, RootProps } from './definition';
import { ElementShell } from './ElementShell';
import { COMMON_ATTRIBUTES } from './sharedDeclarations';

/** Each mounted element's first-layout callback, by host: the root component is one per element kind. */
const firstLayouts = new WeakMap<HTMLElement, () => void>();

/**
 * The root component of an element kind: parses the element's own attributes into its block's props
 * (once per change, logging a value the declaration does not allow), and renders the shell around the
 * block.
 */
function elementRoot(declaration: ElementDeclaration, block: ComponentType<never>): ComponentType<RootProps> {
  const common = COMMON_ATTRIBUTES[declaration.commonAttributes];
  const own = Object.entries(declaration.attributes);
  const takesSite = 'site' in common;
  const { tag } = declaration;

  // biome-ignore lint/correctness/noComponentHookFactories: one Root per element kind, made once when its view loads
  function Root({ host, attributes, properties }: RootProps) {
    useLayoutEffect(() => firstLayouts.get(host)?.(), [host]);
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
      attributes: attributes as Readonly<Record<string, AttributeText>>,
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
  return {
    styles: [BASE_CSS, ...styles],
    Root,
    mount({ host, container, props, hydrate, nested, onFirstLayout }) {
      const log = createLogger(host);
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
        update: (next, nestedNow) => inTurn(nestedNow, () => root?.render(createElement(Root, next))),
        unmount: () => {
          release();
          firstLayouts.delete(host);
          root?.unmount();
        },
      };
    },
  };
}
