import { fireEvent, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offContract, stubServices } from '../../src/test-support/services';
import { defineElement } from '../../src/element/define';
import { previewPanelElement } from './preview-panel';

defineElement(previewPanelElement);
// Its view at hand before any test times the element's work, as a chunk the page has loaded.
await previewPanelElement.view();

/** An answer by path; `offContract` for one the service contract does not allow (a broken service). */
type Answer = { status: number; body: unknown; offContract?: boolean } | Error;
type Routes = Record<string, Answer>;

const TESTS = [
  { name: 'button-colour', groups: [{ name: 'control' }, { name: 'green' }] },
  { name: 'teaser', groups: [{ name: 'A' }] },
];

/** A fetch that answers by path and records the URLs it was called with. */
function fakeFetch(routes: Routes) {
  const urls: string[] = [];
  const fetchMock = vi.fn(async (input: string) => {
    urls.push(input);
    const path = new URL(input, 'http://shop.test').pathname.replace(/^\//, '');
    const answer = routes[path] ?? { status: 404, body: {} };
    if (answer instanceof Error) throw answer;
    const response = new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } });
    return answer.offContract ? offContract(response) : response;
  });
  stubServices(fetchMock);
  return { urls, fetchMock };
}

const STAFF_ROUTES: Routes = {
  'service/preview/api/auth/checkauth': { status: 200, body: { status: 'SUCCESS' } },
  'service/abtestfrontend/api/v1/gettestsat': { status: 200, body: TESTS },
  'service/preview/api/token': { status: 200, body: { status: 'SUCCESS' } },
  'service/preview/api/auth/logout': { status: 200, body: {} },
};

async function mount(html = '<preview-panel></preview-panel>') {
  document.body.innerHTML = html;
  const element = document.body.querySelector('preview-panel') as HTMLElement;
  await waitFor(() => expect(element.shadowRoot?.querySelector('.sf-root')).not.toBeNull());
  const root = element.shadowRoot as ShadowRoot;
  return { element, root, view: within(root.querySelector('.sf-root') as HTMLElement) };
}

async function openStaffPanel(routes: Routes = STAFF_ROUTES, html?: string) {
  document.cookie = 'previewAuthToken=staff; path=/';
  const calls = fakeFetch(routes);
  const mounted = await mount(html);
  const launcher = await mounted.view.findByRole('button', { name: 'Preview settings' });
  launcher.focus();
  fireEvent.click(launcher);
  const dialog = within(mounted.view.getByRole('dialog', { name: 'Preview settings' }));
  return { ...mounted, ...calls, launcher, dialog };
}

afterEach(async () => {
  vi.unstubAllGlobals();
  // A removed element lives on for a grace period (a move must not lose it); the file's page must
  // not end before its timers (a button's ripple) are cleared with it.
  const panels = [...document.body.querySelectorAll('preview-panel')];
  document.body.replaceChildren();
  await waitFor(() => expect(panels.filter((panel) => panel.shadowRoot?.childElementCount)).toEqual([]), { timeout: 3000 });
});

describe('<preview-panel>', () => {
  it('without a preview cookie makes no call and renders nothing', async () => {
    const { fetchMock } = fakeFetch(STAFF_ROUTES);
    const cookieReads = vi.spyOn(document, 'cookie', 'get');
    document.body.innerHTML = '<preview-panel></preview-panel>';
    // The element decides on the staff cookies before it loads its view: once it has read them, it would have rendered by now.
    await waitFor(() => expect(cookieReads).toHaveBeenCalled());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.querySelector('preview-panel')?.shadowRoot?.childNodes.length).toBe(0);
  });

  it('renders nothing and logs when the check answers 2xx without SUCCESS', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = 'previewLoginToken=staff; path=/';
    fakeFetch({ 'service/preview/api/auth/checkauth': { status: 200, body: { status: 'UNAUTHORIZED' } } });
    const { root } = await mount();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(String(error.mock.calls[0][0])).toContain('[storefront-elements] <preview-panel>: Preview check did not succeed');
    expect(root.querySelector('button')).toBeNull();
  });

  // A gateway in front of the service may answer 403 with a page of its own: an answer, not a failure.
  it.each([
    [401, { status: 'UNAUTHORIZED' }],
    [403, '<html><body>Forbidden</body></html>'],
  ])('renders nothing for a %i (not staff), no message, logged', async (status, body) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = 'previewLoginToken=expired; path=/';
    fakeFetch({ 'service/preview/api/auth/checkauth': { status, body } });
    const { root, view } = await mount();
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(error.mock.calls.map(([line]) => String(line))).toEqual([
      `[storefront-elements] <preview-panel>: Preview check: not staff (${status}); the panel stays hidden.`,
    ]);
    expect(root.querySelector('button')).toBeNull();
    expect(view.queryByRole('alert')).toBeNull();
    expect(root.querySelector('.sf-root')?.textContent).toBe('');
  });

  // The specification's error table: when the staff check fails, an error message is shown.
  it.each([
    ['a 500', { status: 500, body: { title: 'Internal Server Error' }, offContract: true }],
    ['a 503', { status: 503, body: {}, offContract: true }],
    ['no answer (a network failure)', new TypeError('Failed to fetch')],
    ['an answer that is not a JSON object', { status: 200, body: 'maintenance', offContract: true }],
  ] as const)('for staff whose check got %s: says so in English and checks again on a press', async (_what, failure) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    document.cookie = 'previewAuthToken=staff; path=/';
    const routes: Routes = { ...STAFF_ROUTES, 'service/preview/api/auth/checkauth': failure as Routes[string] };
    const { fetchMock } = fakeFetch(routes);
    const { view } = await mount();
    expect((await view.findByRole('alert')).textContent).toBe(
      'The preview service did not confirm your staff login: it is down or did not answer.',
    );
    expect(view.queryByRole('button', { name: 'Preview settings' })).toBeNull();
    routes['service/preview/api/auth/checkauth'] = STAFF_ROUTES['service/preview/api/auth/checkauth'];
    fireEvent.click(view.getByRole('button', { name: 'Check again' }));
    await view.findByRole('button', { name: 'Preview settings' });
    expect(view.queryByRole('alert')).toBeNull();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('checkauth'))).toHaveLength(2);
  });

  it('is in English with lang="en" whatever the site, widget texts included', async () => {
    const { dialog, root } = await openStaffPanel(STAFF_ROUTES, '<preview-panel site="HU"></preview-panel>');
    expect(root.querySelector('.sf-root')?.getAttribute('lang')).toBe('hu-HU');
    expect(root.querySelector('.sf-preview')?.getAttribute('lang')).toBe('en');
    expect(dialog.queryAllByRole('button', { name: 'Close' })).toHaveLength(1);
    expect(dialog.queryAllByRole('button', { name: 'Logout' })).toHaveLength(1);
  });

  it('shows Loading tests... with disabled selects until the list arrives', async () => {
    let answer: (value: Response) => void = () => {};
    document.cookie = 'previewAuthToken=staff; path=/';
    stubServices(
      vi.fn(async (input: string) =>
        input.includes('gettestsat')
          ? new Promise<Response>((resolve) => (answer = resolve))
          : new Response(JSON.stringify({ status: 'SUCCESS' }), { status: 200 }),
      ),
    );
    const { view } = await mount();
    fireEvent.click(await view.findByRole('button', { name: 'Preview settings' }));
    const name = view.getByRole('combobox', { name: 'Name' }) as HTMLSelectElement;
    expect(view.getAllByText('Loading tests...').length).toBeGreaterThan(0);
    expect(name.disabled).toBe(true);
    expect((view.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement).disabled).toBe(true);
    answer(new Response(JSON.stringify(TESTS), { status: 200 }));
    await waitFor(() => expect(name.disabled).toBe(false));
    expect(view.getAllByText('Active tests found.').length).toBeGreaterThan(0);
  });

  it('refuses a test without a group: message, Required, focus on the group select, no token call', async () => {
    const { dialog, root, urls } = await openStaffPanel();
    const name = (await dialog.findByRole('combobox', { name: 'Name' })) as HTMLSelectElement;
    await waitFor(() => expect(name.disabled).toBe(false));
    fireEvent.change(name, { target: { value: 'teaser' } });
    const group = dialog.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement;
    expect(group.disabled).toBe(false);
    expect(group.getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(dialog.getByRole('button', { name: 'Set preview settings' }));
    await waitFor(() => expect(dialog.queryAllByText('Please also select an A/B test group!')).toHaveLength(1));
    await waitFor(() => expect(root.activeElement).toBe(group));
    expect(urls.some((url) => url.includes('preview/api/token'))).toBe(false);
  });

  it('applies a complete selection, reports it and clears the message when it is clicked', async () => {
    const { dialog, element, urls } = await openStaffPanel();
    const changes: unknown[] = [];
    element.addEventListener('preview-change', (event) => changes.push((event as CustomEvent).detail));
    const name = (await dialog.findByRole('combobox', { name: 'Name' })) as HTMLSelectElement;
    await waitFor(() => expect(name.disabled).toBe(false));
    fireEvent.change(dialog.getByLabelText('Date'), { target: { value: '2027-02-16' } });
    fireEvent.change(dialog.getByLabelText('Time'), { target: { value: '10:30' } });
    await waitFor(() => expect(name.disabled).toBe(false));
    fireEvent.change(name, { target: { value: 'button-colour' } });
    fireEvent.change(dialog.getByRole('combobox', { name: 'Group' }), { target: { value: 'green' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Set preview settings' }));
    const message = await dialog.findByText('Settings applied successfully.');
    const tokenUrl = new URL(urls.find((url) => url.includes('preview/api/token')) as string, 'http://shop.test');
    expect(tokenUrl.searchParams.get('test')).toBe('button-colour');
    expect(tokenUrl.searchParams.get('group')).toBe('green');
    expect(tokenUrl.searchParams.get('dateTime')).toMatch(/^2027-02-16T10:30:00[+-]\d{2}:\d{2}$/);
    expect(changes).toEqual([{ dateTime: tokenUrl.searchParams.get('dateTime'), test: 'button-colour', group: 'green' }]);
    fireEvent.click(message);
    expect(dialog.queryByText('Settings applied successfully.')).toBeNull();
  });

  it.each([
    ['a status other than SUCCESS', { status: 200, body: { status: 'BAD_REQUEST' } }],
    ['a 500', { status: 500, body: {}, offContract: true }],
    ['a network failure', new TypeError('Failed to fetch')],
  ])('says Applying settings failed. on %s', async (_label, answer) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog } = await openStaffPanel({ ...STAFF_ROUTES, 'service/preview/api/token': answer });
    fireEvent.click(dialog.getByRole('button', { name: 'Set preview settings' }));
    await waitFor(() => expect(dialog.queryAllByText('Applying settings failed.')).toHaveLength(1));
  });

  it('after a failed logout the panel is gone and the failure is logged', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { dialog, root } = await openStaffPanel({
      ...STAFF_ROUTES,
      'service/preview/api/auth/logout': { status: 500, body: {}, offContract: true },
    });
    fireEvent.click(dialog.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(root.querySelector('button')).toBeNull());
    expect(error.mock.calls.some((call) => String(call[0]).includes('Preview logout failed'))).toBe(true);
  });

  it('collapses and expands the A/B test panel with its disclosure button', async () => {
    const { dialog } = await openStaffPanel();
    const toggle = dialog.getByRole('button', { name: 'A/B test' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(dialog.queryByRole('combobox', { name: 'Name' })).toBeNull();
    fireEvent.click(toggle);
    expect(dialog.queryAllByRole('combobox', { name: 'Name' })).toHaveLength(1);
  });
});
