// The custom states an element shows its rendering by, for the page's CSS, scripts and tests.

/**
 * The custom state an element is in from its upgrade until its first render is on screen
 * (`:state(sf-pending)`): dist/storefront-elements.css keeps the element's space reserved through
 * it, as it does before the module runs (`:not(:defined)`).
 */
export const PENDING_STATE = 'sf-pending';

/**
 * The custom state an element is in once its first render or hydration is in the document
 * (`:state(sf-rendered)`), and again after each later mount; the element's `rendered` promise
 * resolves then, once. An element with nothing to show on the page is in it as soon as it has decided
 * so. Gone while the element is torn down.
 */
export const RENDERED_STATE = 'sf-rendered';

export function setState(internals: ElementInternals | undefined, state: string, on: boolean) {
  try {
    if (on) internals?.states?.add(state);
    else internals?.states?.delete(state);
  } catch {
    // Engines before :state() (Chrome 125, Firefox 126, Safari 17.4) take only --dashed names.
  }
}
