import { createContext, useContext } from 'react';
import type { ElementApi, EventDetails } from '../../elements/api';
import { kitLogger, type Logger } from '../log/logger';
import type { Site } from '../sites/sites';

export interface ElementEnvironment<Events = Record<string, unknown>> {
  /** The custom element itself: events are dispatched from it. */
  host: HTMLElement;
  site: Site;
  /** BCP 47 locale of the texts; also the block's `lang`. */
  locale: string;
  /** Origin service paths are relative to; empty string means the page's origin. */
  apiOrigin: string;
  /** Origin non-icon images are loaded from; empty string means the page's origin. */
  assetOrigin: string;
  /**
   * Dispatches a bubbling, composed CustomEvent from the host; false when a listener cancelled it.
   * Typed by the element's API declaration: an undeclared event or a wrong detail does not compile.
   */
  emit: <Name extends keyof Events & string>(name: Name, detail: Events[Name], options?: { cancelable?: boolean }) => boolean;
  /** The element's logger: its errors are also dispatched from the host as `storefront-error`. */
  log: Logger;
}

export const ElementContext = createContext<ElementEnvironment | null>(null);

/** The element's environment; `Api` (the element's declaration, e.g. `typeof nlSignupApi`) types `emit`. */
export function useElement<Api extends Pick<ElementApi, 'events'> = { events: Record<never, never> }>(): ElementEnvironment<
  EventDetails<Api>
> {
  const environment = useContext(ElementContext);
  if (!environment) throw new Error('useElement() must be used inside a storefront element');
  return environment as ElementEnvironment<EventDetails<Api>>;
}

/**
 * The logger of the element a component is rendered in; outside an element (a widget in a test or
 * the gallery) the kit's logger, which dispatches no event. Code that is not a component takes the
 * logger as a parameter from the component that calls it.
 */
export function useLog(): Logger {
  return useContext(ElementContext)?.log ?? kitLogger;
}

/** A URL for a shop asset path relative to `asset-origin`. */
export function assetUrl(assetOrigin: string, path: string): string {
  const base = assetOrigin.trim().replace(/\/+$/, '');
  return `${base}/${path.replace(/^\/+/, '')}`;
}
