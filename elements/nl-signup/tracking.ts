import type { Logger } from '../../src/log/logger';
import type { SignupOrigin } from './enumerations';

export interface SignUpTrackingEvent {
  event: 'sign_up';
  subject: 'newsletter';
  type: 'ga4';
  emitter: 'newsletterservice';
  origin: string;
}

/** Pushes the contract's sign_up event to the page's data layer (after SUCCESS and a bot submit). */
export function trackSignUp(origin: SignupOrigin, originAddition: string, log: Logger): SignUpTrackingEvent {
  const event: SignUpTrackingEvent = {
    event: 'sign_up',
    subject: 'newsletter',
    type: 'ga4',
    emitter: 'newsletterservice',
    origin: `${origin}:${originAddition}`,
  };
  const page = window as Window & { dataLayer?: unknown[] };
  try {
    page.dataLayer = page.dataLayer || [];
    page.dataLayer.push(event);
  } catch (error) {
    // A page whose dataLayer is not an array (or a tag manager that throws) must not break the sign-up.
    log.error('could not push to window.dataLayer:', error);
  }
  return event;
}
