import { createContext, createElement, type ReactNode, useContext, useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * The one way a block asks which path it is on, for what only the client knows: true while React
 * renders markup without a page (a server's pre-rendered markup), and while the page hydrates such
 * markup; false from then on, and always on an element rendered on the page. A block then renders
 * what it knows without the page's cookies and without waiting for service answers, which come as
 * an update right after.
 */
export const usePrerendering = (): boolean =>
  useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  );

/**
 * On a server, the renderer of the kit's elements (src/server.tsx): the declarative shadow root of
 * another element of the kit that a block renders inside its own, rendered by that element's own
 * view. Null on a page, where that element renders itself.
 */
export const ElementRendererContext = createContext<((tag: string, attributes: Record<string, unknown>) => ReactNode) | null>(null);

/** On a server, an element's declarative shadow root, from the elements' renderer; nothing on a page. */
function NestedShadowRoot({ tag, attributes }: { tag: string; attributes: Record<string, unknown> }) {
  return useContext(ElementRendererContext)?.(tag, attributes) ?? null;
}

/**
 * Another element of the kit inside a block: on a page, the element; on a server, the element with
 * its pre-rendered shadow root, which the page's parser attaches (no light children remain, so
 * hydration finds the same tree). `exportparts` forwards the element's CSS parts as parts of the
 * block; it is the block's attribute on the host, not one of the element's, so the element is
 * rendered without it.
 */
export function KitElement({ tag, attributes, exportparts }: { tag: string; attributes: Record<string, unknown>; exportparts?: string }) {
  return createElement(tag, { ...attributes, exportparts }, createElement(NestedShadowRoot, { tag, attributes }));
}
