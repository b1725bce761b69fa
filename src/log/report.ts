/**
 * How the kit reports (src/log/logger.ts builds on it): every line reads `[storefront-elements] <tag>: message`
 * (the tag when an element logs it), with the cause as the console's second argument, and every
 * error is also dispatched from the element as `storefront-error`, the integrator's hook for error
 * monitoring (docs/contract.md, section 9). Apart from the logger, so that the page's module reports
 * its own failures without carrying the logger's safe-text rules.
 */

export const KIT_NAME = 'storefront-elements';
export const ERROR_EVENT = 'storefront-error';

export interface StorefrontErrorDetail {
  /** The tag name of the element that logged the error. */
  element: string;
  /** The logged text without the prefix; a cause is appended as text. */
  message: string;
}

/** A message of the kit that is not logged but thrown (an exported call's rejection): `[storefront-elements] message`. */
export function kitMessage(message: string): string {
  return `[${KIT_NAME}] ${message}`;
}

/** A line to log: the message, and its cause described, both safe to show. */
export type LogLine = readonly [message: string] | readonly [message: string, cause: string];

const prefixOf = (host?: HTMLElement) => kitMessage(host ? `<${host.localName}>: ` : '');

/** One console.error, and one `storefront-error` event from `host` when there is one. */
export function reportError(host: HTMLElement | undefined, [message, ...cause]: LogLine): void {
  console.error(prefixOf(host) + message, ...cause);
  if (!host) return;
  const detail: StorefrontErrorDetail = { element: host.localName, message: [message, ...cause].join(' ') };
  host.dispatchEvent(new CustomEvent(ERROR_EVENT, { detail, bubbles: true, composed: true }));
}

/** One console.warn; no event. */
export function reportWarning(host: HTMLElement | undefined, [message, ...cause]: LogLine): void {
  console.warn(prefixOf(host) + message, ...cause);
}
