import { useEffect } from 'react';
import type { sessionKeeperApi } from '../../elements/session-keeper.api';
import { useElement } from '../element/context';
import { readCookie } from '../api/cookies';
import type { SessionStatus } from '../constants';
import { renewLoginToken, renewLongTermToken } from './api';
import { SessionKeeper as SessionKeeperMachine } from './renewalMachine';

export interface SessionStatusDetail {
  status: SessionStatus;
}

/**
 * The <session-keeper> block: runs the renewal machine while the element is on the page
 * (removing it stops every timer) and reports each check as `session-status`. Renders nothing.
 */
export function SessionKeeper() {
  const { apiOrigin, emit } = useElement<typeof sessionKeeperApi>();

  useEffect(() => {
    const machine = new SessionKeeperMachine({
      renewLoginToken: () => renewLoginToken(apiOrigin),
      renewLongTermToken: () => renewLongTermToken(apiOrigin),
      readCookie,
      onStatus: (status) => emit('session-status', { status }),
    });
    machine.start();
    return () => machine.stop();
  }, [apiOrigin, emit]);

  return null;
}
