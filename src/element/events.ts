import type { HostEnvironment } from './context';

/** How an element dispatches its events: bubbling and composed, so a page hears them from outside any shadow root. */
export function emitterOf<Events = Record<string, unknown>>(host: HTMLElement): HostEnvironment<Events>['emit'] {
  return (name, detail, options) =>
    host.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options?.cancelable ?? false }));
}
