import { createContext, useContext } from 'react';
import { kitLogger, type Logger } from './logger';

/** The logger of the element a component is rendered in (its shell provides it). */
export const LogContext = createContext<Logger>(kitLogger);

/**
 * The logger of the element a component is rendered in; outside an element (a widget in a test or
 * the gallery) the kit's logger, which dispatches no event. Code that is not a component takes the
 * logger as a parameter from the component that calls it.
 */
export function useLog(): Logger {
  return useContext(LogContext);
}
