import { useEffect } from 'react';
import { useElement } from '../element/context';
import { joinPageSession } from './pageSession';
import type { StatusReport } from './renewalMachine';

/** `session-status` detail: the status code and whether this tab or another one decided it. */
export type SessionStatusDetail = StatusReport;

/**
 * The <session-keeper> block: takes part in the page's session upkeep while the element is on
 * the page (when the last keeper leaves, every timer stops) and reports each status as
 * `session-status`. Renders nothing.
 */
export function SessionKeeper() {
  const { apiOrigin, emit } = useElement();

  useEffect(
    () => joinPageSession({ apiOrigin, onStatus: (report) => emit<SessionStatusDetail>('session-status', { ...report }) }),
    [apiOrigin, emit],
  );

  return null;
}
