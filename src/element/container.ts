/**
 * The class of the element in an element's shadow root that React renders into, on both paths:
 * src/server.tsx writes it into the declarative shadow root (hydrateRoot needs an element; a shadow
 * root is none), and src/element/StorefrontElement.ts makes it for an element the page did not pre-render.
 * Apart from prerendering.ts (React's side), as the page's module reads it before any view loads.
 */
export const CONTAINER_CLASS = 'sf-container';

/** The container of pre-rendered content in a shadow root, if the root has one. */
export const prerenderedContainer = (root: ShadowRoot): HTMLElement | undefined =>
  [...root.children].find((child): child is HTMLElement => child.classList.contains(CONTAINER_CLASS));
