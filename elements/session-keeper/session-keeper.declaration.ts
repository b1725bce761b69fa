import type { SessionStatusDetail } from './renewalMachine';
import { declareElement, event } from '../../src/element/declaration';
import { SHELL_EVENTS } from '../../src/element/sharedDeclarations';

export const sessionKeeperDeclaration = declareElement({
  tag: 'session-keeper',
  className: 'SessionKeeperElement',
  description: 'Keeps the login session alive by renewing the login and long-term tokens; renders nothing.',
  commonAttributes: 'api-origin-only',
  attributes: {},
  properties: {},
  events: {
    'session-status': event<SessionStatusDetail>(
      "After every check, and for every renewal another tab of the browser shares: status 0 renewed, 1 ok, 2 server error, 3 no or unknown token, 4 not yet due, 5 expired (also a renewal answered 401); source 'this-tab' when this tab's own check decided it, 'other-tab' when another tab made the call.",
    ),
    ...SHELL_EVENTS,
  },
  slots: [],
  cssParts: [],
  cssProperties: [],
});
