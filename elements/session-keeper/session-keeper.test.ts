import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubServices } from '../../src/test-support/services';
import { nowSeconds, unsignedToken } from '../../src/test-support/tokens';
import { defineElement } from '../../src/element/define';
import { DISCONNECT_GRACE_MS } from '../../src/element/StorefrontElement';
import { sessionKeeperElement } from './session-keeper';

defineElement(sessionKeeperElement);
// Its view at hand before any test times the element's work, as a chunk the page has loaded.
await sessionKeeperElement.view();

function statusesOf(element: HTMLElement) {
  const statuses: number[] = [];
  document.addEventListener('session-status', (event) => {
    if (event.target === element) statuses.push((event as CustomEvent<{ status: number }>).detail.status);
  });
  return statuses;
}

afterEach(() => {
  vi.unstubAllGlobals();
  // A removed element keeps running for a grace period (a move must not lose it); the next test
  // starts once this one's keeper is torn down and has left the page session.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  document.body.replaceChildren();
  vi.advanceTimersByTime(DISCONNECT_GRACE_MS);
  vi.useRealTimers();
});

describe('<session-keeper>', () => {
  it('renews a due token through api-origin and reports 0 as a bubbling, composed event', async () => {
    const now = nowSeconds();
    document.cookie = `loginToken=${unsignedToken({ exp: now + 3600, ren: now - 1, lid: true })}; path=/`;
    const fetchMock = vi.fn(async (_url: string) => new Response('{}', { status: 201 }));
    stubServices(fetchMock);
    const element = document.createElement('session-keeper');
    element.setAttribute('api-origin', 'https://login.example.com');
    const composed: boolean[] = [];
    const details: unknown[] = [];
    document.addEventListener(
      'session-status',
      (event) => {
        composed.push(event.composed && event.bubbles);
        details.push((event as CustomEvent).detail);
      },
      { once: true },
    );
    const statuses = statusesOf(element);
    document.body.append(element);
    await vi.waitFor(() => expect(statuses).toEqual([0]));
    expect(composed).toEqual([true]);
    expect(details).toEqual([{ status: 0, source: 'this-tab' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('https://login.example.com/service/login/api/v1/logintoken/renew');
    expect(element.shadowRoot?.textContent).toBe('');
  });

  it('reports 3 without a token and makes no call', async () => {
    const fetchMock = vi.fn();
    stubServices(fetchMock);
    const element = document.createElement('session-keeper');
    const statuses = statusesOf(element);
    document.body.append(element);
    await vi.waitFor(() => expect(statuses).toEqual([3]));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops its timers when removed and starts again when put back', async () => {
    // React's own scheduling stays real; the keeper's timers and clock are fake.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const now = nowSeconds();
      document.cookie = `loginToken=${unsignedToken({ exp: now + 7200, ren: now + 3600, lid: true })}; path=/`;
      const element = document.createElement('session-keeper');
      const statuses = statusesOf(element);
      document.body.append(element);
      await vi.waitFor(() => expect(statuses).toEqual([4]));
      element.remove();
      await vi.advanceTimersByTimeAsync(10 * 60_000);
      expect(statuses).toEqual([4]);
      expect(vi.getTimerCount()).toBe(0);
      document.body.append(element);
      await vi.waitFor(() => expect(statuses).toEqual([4, 4]));
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks the new api-origin at once when it changes, though the old one failed this cycle', async () => {
    localStorage.clear();
    const now = nowSeconds();
    document.cookie = `loginToken=${unsignedToken({ exp: now + 3600, ren: now - 1, lid: true })}; path=/`;
    const fetchMock = vi.fn(async (_url: string) => new Response('{}', { status: 200 }));
    stubServices(fetchMock);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const element = document.createElement('session-keeper');
    // Not trusted by the page: no call, the check fails (2).
    element.setAttribute('api-origin', 'https://untrusted.example');
    const statuses = statusesOf(element);
    document.body.append(element);
    await vi.waitFor(() => expect(statuses).toEqual([2]));
    element.setAttribute('api-origin', 'https://login.example.com');
    await vi.waitFor(() => expect(statuses).toEqual([2, 1]));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['https://login.example.com/service/login/api/v1/logintoken/renew']);
  });
});
