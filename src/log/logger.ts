/**
 * The kit's one logger. Every line reads `[storefront-elements] <tag>: message` (the tag when an
 * element logs it), with the cause as the console's second argument. Every error is also
 * dispatched from the element as `storefront-error`, the integrator's hook for error monitoring
 * (docs/contract.md, section 9). Code without an element (the exported calls, widgets outside an element)
 * uses `kitLogger`: the same line, no event. What is logged is text, bounded and without personal
 * data or secrets (safeText.ts): a cause reaches the console and the event described, never as the
 * object itself.
 */
import { describeSafely, safeText } from './safeText';

export const KIT_NAME = 'storefront-elements';
export const ERROR_EVENT = 'storefront-error';

export interface StorefrontErrorDetail {
  /** The tag name of the element that logged the error. */
  element: string;
  /** The logged text without the prefix; a cause is appended as text. */
  message: string;
}

export interface Logger {
  /** One console.error, and one `storefront-error` event from the element when there is one. */
  error(message: string, cause?: unknown): void;
  /** One console.warn (something to fix that breaks nothing, e.g. a missing translation); no event. */
  warn(message: string, cause?: unknown): void;
}

/** A message of the kit that is not logged but thrown (an exported call's rejection): `[storefront-elements] message`. */
export function kitMessage(message: string): string {
  return `[${KIT_NAME}] ${message}`;
}

/** The logger of one element (`host`), or the kit's own without one. */
export function createLogger(host?: HTMLElement): Logger {
  const prefix = kitMessage(host ? `<${host.localName}>: ` : '');
  /** The line and its cause as logged: safe text, or no cause. */
  const lineOf = (message: string, cause: unknown): [string] | [string, string] =>
    cause === undefined ? [safeText(message)] : [safeText(message), describeSafely(cause)];
  return {
    error(message, cause) {
      const line = lineOf(message, cause);
      console.error(prefix + line[0], ...line.slice(1));
      if (!host) return;
      const detail: StorefrontErrorDetail = { element: host.localName, message: line.join(' ') };
      host.dispatchEvent(new CustomEvent(ERROR_EVENT, { detail, bubbles: true, composed: true }));
    },
    warn(message, cause) {
      const line = lineOf(message, cause);
      console.warn(prefix + line[0], ...line.slice(1));
    },
  };
}

/** For what no element owns: the exported calls, and widgets rendered outside an element. */
export const kitLogger: Logger = createLogger();
