import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServices } from '../../src/test-support/services';
import { kitLogger } from '../../src/log/logger';
import { joinPageSession, type MachineFactory } from './pageSession';
import type { RenewalMachine, StatusReport } from './renewalMachine';

type MachineOptions = Parameters<MachineFactory>[0];

/** A stand-in machine: the test reports statuses through `options.onStatus`. */
function fakeMachines() {
  const made: { options: MachineOptions; start: ReturnType<typeof vi.fn>; stop: ReturnType<typeof vi.fn> }[] = [];
  const create: MachineFactory = (options) => {
    const machine = { options, start: vi.fn(), stop: vi.fn() };
    made.push(machine);
    return machine as unknown as RenewalMachine;
  };
  return { made, create };
}

const member = (apiOrigin = '') => {
  const reports: StatusReport[] = [];
  return { apiOrigin, log: kitLogger, reports, onStatus: (report: StatusReport) => reports.push(report) };
};

const leaves: (() => void)[] = [];
afterEach(() => {
  for (const leave of leaves.splice(0)) leave();
  vi.unstubAllGlobals();
});

describe('joinPageSession: keepers on one page act as one', () => {
  it('starts one machine for two keepers; both report every status', () => {
    const { made, create } = fakeMachines();
    const first = member();
    const second = member();
    leaves.push(joinPageSession(first, create), joinPageSession(second, create));
    expect(made).toHaveLength(1);
    expect(made[0].start).toHaveBeenCalledTimes(1);
    made[0].options.onStatus({ status: 0, source: 'this-tab' });
    expect(first.reports).toEqual([{ status: 0, source: 'this-tab' }]);
    expect(second.reports).toEqual([{ status: 0, source: 'this-tab' }]);
  });

  it('a keeper joining a running machine reports its latest status at once', () => {
    const { made, create } = fakeMachines();
    leaves.push(joinPageSession(member(), create));
    made[0].options.onStatus({ status: 4, source: 'this-tab' });
    const late = member();
    leaves.push(joinPageSession(late, create));
    expect(late.reports).toEqual([{ status: 4, source: 'this-tab' }]);
  });

  it('stops the machine when the last keeper leaves, and starts a new one for the next', () => {
    const { made, create } = fakeMachines();
    const leaveFirst = joinPageSession(member(), create);
    const leaveSecond = joinPageSession(member(), create);
    leaveFirst();
    expect(made[0].stop).not.toHaveBeenCalled();
    leaveSecond();
    expect(made[0].stop).toHaveBeenCalledTimes(1);
    leaves.push(joinPageSession(member(), create));
    expect(made).toHaveLength(2);
    expect(made[1].start).toHaveBeenCalledTimes(1);
  });

  it("calls through the first keeper's api-origin and logs a second, different one", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fetchMock = vi.fn(async () => new Response('{}', { status: 201 }));
    stubServices(fetchMock);
    const { made, create } = fakeMachines();
    leaves.push(joinPageSession(member('https://a.example'), create), joinPageSession(member('https://b.example'), create));
    expect(String(error.mock.calls[0]?.[0])).toContain(
      'already renews through api-origin "https://a.example"; "https://b.example" is not used',
    );
    await made[0].options.renewLoginToken();
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toBe('https://a.example/service/login/api/v1/logintoken/renew');
  });
});
