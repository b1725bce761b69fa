import { createContext, useContext } from 'react';
import type { Site } from '../sites/sites';

export interface ElementEnvironment {
  /** The custom element itself: events are dispatched from it. */
  host: HTMLElement;
  site: Site;
  /** BCP 47 locale of the texts; also the block's `lang`. */
  locale: string;
  /** Origin service paths are relative to; empty string means the page's origin. */
  apiOrigin: string;
  /** Origin non-icon images are loaded from; empty string means the page's origin. */
  assetOrigin: string;
  /** Dispatches a bubbling, composed CustomEvent from the host; false when a listener cancelled it. */
  emit: <D>(name: string, detail: D, options?: { cancelable?: boolean }) => boolean;
}

export const ElementContext = createContext<ElementEnvironment | null>(null);

export function useElement(): ElementEnvironment {
  const environment = useContext(ElementContext);
  if (!environment) throw new Error('useElement() must be used inside a storefront element');
  return environment;
}

/** A URL for a shop asset path relative to `asset-origin`. */
export function assetUrl(assetOrigin: string, path: string): string {
  const base = assetOrigin.trim().replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}
