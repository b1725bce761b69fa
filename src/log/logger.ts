/**
 * The kit's one logger. Every line reads `[storefront-elements] <tag>: message` (the tag when an
 * element logs it), with the cause as the console's second argument. Every error is also
 * dispatched from the element as `storefront-error`, the integrator's hook for error monitoring
 * (contract, section 9). Code without an element (the exported calls, widgets outside an element)
 * uses `kitLogger`: the same line, no event.
 */
import { describeValue } from '../util/guards';

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

/** A cause as text for the event: an Error as `Name: message`, anything else as describeValue() writes it. */
function describeCause(cause: unknown): string {
  return cause instanceof Error ? `${cause.name}: ${cause.message}` : describeValue(cause);
}

/** A message of the kit that is not logged but thrown (an exported call's rejection): `[storefront-elements] message`. */
export function kitMessage(message: string): string {
  return `[${KIT_NAME}] ${message}`;
}

/** The logger of one element (`host`), or the kit's own without one. */
export function createLogger(host?: HTMLElement): Logger {
  const prefix = kitMessage(host ? `<${host.localName}>: ` : '');
  const write = (print: (...data: unknown[]) => void, message: string, cause: unknown) => {
    if (cause === undefined) print(prefix + message);
    else print(prefix + message, cause);
  };
  return {
    error(message, cause) {
      write(console.error, message, cause);
      if (!host) return;
      const detail: StorefrontErrorDetail = {
        element: host.localName,
        message: cause === undefined ? message : `${message} ${describeCause(cause)}`,
      };
      host.dispatchEvent(new CustomEvent(ERROR_EVENT, { detail, bubbles: true, composed: true }));
    },
    warn(message, cause) {
      write(console.warn, message, cause);
    },
  };
}

/** For what no element owns: the exported calls, and widgets rendered outside an element. */
export const kitLogger: Logger = createLogger();
