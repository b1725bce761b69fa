import { useEffect } from 'react';
import type { sessionKeeperApi } from '../../elements/session-keeper.api';
import { readCookie } from '../api/cookies';
import { useElement, useLog } from '../host/context';
import { renewLoginToken, renewLongTermToken } from './api';
import { RenewalMachine, type SessionStatus } from './renewalMachine';

export interface SessionStatusDetail {
  status: SessionStatus;
}

/**
 * The <session-keeper> block: runs the renewal machine while the element is on the page
 * (removing it stops every timer) and reports each check as `session-status`. Renders nothing.
 */
export function SessionKeeper() {
  const { apiOrigin, emit } = useElement<typeof sessionKeeperApi>();
  const log = useLog();

  useEffect(() => {
    const machine = new RenewalMachine({
      renewLoginToken: () => renewLoginToken(apiOrigin, log),
      renewLongTermToken: () => renewLongTermToken(apiOrigin, log),
      readCookie,
      onStatus: (status) => emit('session-status', { status }),
      log,
    });
    machine.start();
    return () => machine.stop();
  }, [apiOrigin, emit, log]);

  return null;
}
