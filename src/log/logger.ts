/**
 * The kit's one logger (its lines and events: report.ts). Code without an element (the exported
 * calls, widgets outside an element) uses `kitLogger`: the same line, no event. What is logged is
 * text, bounded and without personal data or secrets (safeText.ts): a cause reaches the console and
 * the event described, never as the object itself.
 */
import { type LogLine, reportError, reportWarning } from './report';
import { describeSafely, safeText } from './safeText';

export { ERROR_EVENT, KIT_NAME, kitMessage, type StorefrontErrorDetail } from './report';

export interface Logger {
  /** One console.error, and one `storefront-error` event from the element when there is one. */
  error(message: string, cause?: unknown): void;
  /** One console.warn (something to fix that breaks nothing, e.g. a missing translation); no event. */
  warn(message: string, cause?: unknown): void;
}

/** The logger of one element (`host`), or the kit's own without one. */
export function createLogger(host?: HTMLElement): Logger {
  /** The line and its cause as logged: safe text, or no cause. */
  const lineOf = (message: string, cause: unknown): LogLine =>
    cause === undefined ? [safeText(message)] : [safeText(message), describeSafely(cause)];
  return {
    error: (message, cause) => reportError(host, lineOf(message, cause)),
    warn: (message, cause) => reportWarning(host, lineOf(message, cause)),
  };
}

/** For what no element owns: the exported calls, and widgets rendered outside an element. */
export const kitLogger: Logger = createLogger();
