/**
 * One renewal machine per page, shared by every <session-keeper> on it: two keepers act as one
 * (one timer, one call per cycle) and each of them reports every status. A keeper that joins a
 * running machine reports its latest status at once. The calls go to the api-origin of the
 * keeper that joined first.
 */
import { readCookie } from '../../src/api/cookies';
import { kitLogger, type Logger } from '../../src/log/logger';
import { renewLoginToken, renewLongTermToken } from './api';
import { RenewalMachine, type RenewalMachineOptions, type StatusReport } from './renewalMachine';

export interface SessionMember {
  apiOrigin: string;
  log: Logger;
  onStatus(report: StatusReport): void;
}

export type MachineFactory = (
  options: Pick<RenewalMachineOptions, 'renewLoginToken' | 'renewLongTermToken' | 'onStatus' | 'log'>,
) => RenewalMachine;

const browserMachine: MachineFactory = (options) => new RenewalMachine({ ...options, readCookie });

interface PageSession {
  machine: RenewalMachine;
  members: SessionMember[];
  latest?: StatusReport;
}

let session: PageSession | null = null;

/** Adds a keeper to the page's session (starting it for the first one); returns the leave function. */
export function joinPageSession(member: SessionMember, createMachine: MachineFactory = browserMachine): () => void {
  const joined = session ?? startSession(createMachine);
  const acting = joined.members[0];
  joined.members.push(member);
  if (acting && acting.apiOrigin !== member.apiOrigin)
    member.log.error(
      `Another <session-keeper> on this page already renews through api-origin "${acting.apiOrigin}"; "${member.apiOrigin}" is not used.`,
    );
  if (acting && joined.latest) member.onStatus(joined.latest);
  if (!acting) joined.machine.start();
  return () => {
    const index = joined.members.indexOf(member);
    if (index >= 0) joined.members.splice(index, 1);
    if (joined.members.length > 0 || session !== joined) return;
    joined.machine.stop();
    session = null;
  };
}

function startSession(createMachine: MachineFactory): PageSession {
  const members: SessionMember[] = [];
  const apiOrigin = () => members[0]?.apiOrigin ?? '';
  const log = () => members[0]?.log ?? kitLogger;
  const created: PageSession = {
    members,
    machine: createMachine({
      renewLoginToken: () => renewLoginToken(apiOrigin(), log()),
      renewLongTermToken: () => renewLongTermToken(apiOrigin(), log()),
      log: { error: (message, cause) => log().error(message, cause), warn: (message, cause) => log().warn(message, cause) },
      onStatus: (report) => {
        created.latest = report;
        for (const member of [...members]) member.onStatus(report);
      },
    }),
  };
  session = created;
  return created;
}
