import { createContext, createElement, useContext, useSyncExternalStore } from 'react';

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

/** The attribute that marks, in a server's first pass, where a nested element's shadow root goes (src/server.tsx). */
export const NESTED_MARK = 'data-sf-nested';

/**
 * On a server, registers another element of the kit that a block renders inside its own (the
 * footer's sign-up) and returns its mark; src/server.tsx then puts that element's pre-rendered
 * shadow root inside it. Null on a page, where that element renders itself.
 */
export const NestedMarkupContext = createContext<((tag: string, attributes: Record<string, unknown>) => string) | null>(null);

/**
 * Another element of the kit inside a block: on a page, the element; on a server, the element with
 * its pre-rendered shadow root, which the page's parser attaches (no light children remain, so
 * hydration finds the same tree). `exportparts` forwards the element's CSS parts as parts of the
 * block; it is the block's attribute on the host, not one of the element's, so the element is
 * rendered without it.
 */
export function KitElement({ tag, attributes, exportparts }: { tag: string; attributes: Record<string, unknown>; exportparts?: string }) {
  const mark = useContext(NestedMarkupContext)?.(tag, attributes);
  return createElement(tag, { ...attributes, exportparts, ...(mark && { [NESTED_MARK]: mark }) });
}
