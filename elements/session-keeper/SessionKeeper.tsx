import { useEffect } from 'react';
import type { sessionKeeperDeclaration } from './session-keeper.declaration';
import { useHost } from '../../src/element/context';
import { joinPageSession } from './pageSession';

/**
 * The <session-keeper> block: takes part in the page's session upkeep while the element is on
 * the page (when the last keeper leaves, every timer stops) and reports each status as
 * `session-status`. Renders nothing.
 */
export function SessionKeeper() {
  const { apiOrigin, emit, log } = useHost<typeof sessionKeeperDeclaration>();

  useEffect(() => joinPageSession({ apiOrigin, log, onStatus: (report) => emit('session-status', { ...report }) }), [apiOrigin, emit, log]);

  return null;
}
