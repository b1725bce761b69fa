import { createContext, useContext } from 'react';
import type { ElementDeclaration, EventDetails } from './declaration';
import type { Logger } from '../log/logger';
import type { Site } from '../sites/sites';

/** What every element's block gets, whether or not the element takes a site. */
export interface HostEnvironment<Events = Record<string, unknown>> {
  /** The custom element itself: events are dispatched from it. */
  host: HTMLElement;
  /** Origin service paths are relative to; empty string means the page's origin. */
  apiOrigin: string;
  /**
   * Dispatches a bubbling, composed CustomEvent from the host; false when a listener cancelled it.
   * Typed by the element's API declaration: an undeclared event or a wrong detail does not compile.
   */
  emit: <Name extends keyof Events & string>(name: Name, detail: Events[Name], options?: { cancelable?: boolean }) => boolean;
  /** The element's logger: its errors are also dispatched from the host as `storefront-error`. */
  log: Logger;
}

/** The environment of an element that takes the common attributes: its site, language and origins. */
export interface ElementEnvironment<Events = Record<string, unknown>> extends HostEnvironment<Events> {
  site: Site;
  /** BCP 47 locale of the texts; also the block's `lang`. */
  locale: string;
  /** Origin non-icon images are loaded from; empty string means the page's origin. */
  assetOrigin: string;
}

export const ElementContext = createContext<HostEnvironment | ElementEnvironment | null>(null);

/** The environment of any element, sited or not; `Declaration` (the element's declaration) types `emit`. */
export function useHost<Declaration extends Pick<ElementDeclaration, 'events'> = { events: Record<never, never> }>(): HostEnvironment<
  EventDetails<Declaration>
> {
  const environment = useContext(ElementContext);
  if (!environment) throw new Error('useHost() must be used inside a storefront element');
  return environment as HostEnvironment<EventDetails<Declaration>>;
}

/** The environment of an element that takes a site; `Declaration` (e.g. `typeof nlSignupDeclaration`) types `emit`. */
export function useElement<Declaration extends Pick<ElementDeclaration, 'events'> = { events: Record<never, never> }>(): ElementEnvironment<
  EventDetails<Declaration>
> {
  const environment = useContext(ElementContext);
  if (!environment || !('site' in environment)) throw new Error('useElement() must be used inside a storefront element that takes a site');
  return environment as ElementEnvironment<EventDetails<Declaration>>;
}
