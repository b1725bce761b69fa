import { useEffect } from 'react';
import { useElement } from '../host/context';
import { readCookie } from '../api/cookies';
import type { SessionStatus } from '../constants';
import { renewLoginToken, renewLongTermToken } from './api';
import { RenewalMachine } from './renewalMachine';

export interface SessionStatusDetail {
  status: SessionStatus;
}

/**
 * The <session-keeper> block: runs the renewal machine while the element is on the page
 * (removing it stops every timer) and reports each check as `session-status`. Renders nothing.
 */
export function SessionKeeper() {
  const { apiOrigin, emit } = useElement();

  useEffect(() => {
    const machine = new RenewalMachine({
      renewLoginToken: () => renewLoginToken(apiOrigin),
      renewLongTermToken: () => renewLongTermToken(apiOrigin),
      readCookie,
      onStatus: (status) => emit<SessionStatusDetail>('session-status', { status }),
    });
    machine.start();
    return () => machine.stop();
  }, [apiOrigin, emit]);

  return null;
}
