import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offContract, stubServices } from '../../src/test-support/services';
import { fireEvent, waitFor } from '@testing-library/react';
import { defineElement } from '../../src/element/define';
import { nlSignupElement } from './nl-signup';
import { SITES } from '../../src/sites/sites';
import { SIGNUP, SIGNUP_TEXTS } from './test-support';

defineElement(nlSignupElement);
// Its view at hand before any test times the element's work, as a chunk the page has loaded.
await nlSignupElement.view();

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function mount(attributes: string) {
  document.body.innerHTML = `<nl-signup ${attributes}></nl-signup>`;
  const host = document.querySelector('nl-signup')!;
  await waitFor(() => expect(host.shadowRoot?.querySelector('h2')).not.toBeNull());
  const root = host.shadowRoot!;
  const control = <T extends Element = HTMLInputElement>(name: string) => root.querySelector<T & Element>(`[name="${name}"]`);
  const events: unknown[] = [];
  host.addEventListener('nl-submit', (event) => events.push((event as CustomEvent).detail));
  return { host, root, control, events, submit: () => fireEvent.submit(root.querySelector('form')!) };
}

beforeEach(() => {
  fetchMock.mockReset();
  stubServices(fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete window.dataLayer;
});

describe.each(SITES)('<nl-signup site="%s">', (site) => {
  const texts = SIGNUP_TEXTS[site];

  it('shows and requires the fields of the specification and states its minimum age and voucher terms', async () => {
    const { root, control } = await mount(`site="${site}"`);
    fireEvent.focus(control('newsletterEmail')!);
    await waitFor(() => expect(control('consents')).not.toBeNull());
    const controls = [...root.querySelectorAll('input:not([name="verify-email"]), select')];
    expect(controls.map((element) => element.getAttribute('name'))).toEqual(SIGNUP[site].shown);
    const required = controls.filter((element) => element.getAttribute('aria-required') === 'true');
    expect(required.map((element) => element.getAttribute('name'))).toEqual(SIGNUP[site].required);
    const legalNotice = root.querySelector('.nl-legal')?.textContent;
    expect(legalNotice).toContain(texts.ageSentence);
    if (texts.dataRetention) expect(legalNotice).toContain(texts.dataRetention);
    expect(root.querySelector('.nl-footnote')?.textContent).toBe([texts.footnote, texts.voucherValidity].filter(Boolean).join(' '));
  });
});

describe('<nl-signup>', () => {
  it('shows the e-mail field first and the Austrian extra fields once it had focus', async () => {
    const { control } = await mount('site="AT"');
    expect(control('newsletterEmail')).not.toBeNull();
    expect(control('salutation')).toBeNull();
    fireEvent.focus(control('newsletterEmail')!);
    await waitFor(() => expect(control('salutation')).not.toBeNull());
    expect(control('firstName')).not.toBeNull();
    expect(control('consents')?.getAttribute('value')).toBe('DNE');
    expect(control('legals')).toBeNull();
  });

  it('does not send an invalid form and focuses its first invalid field', async () => {
    const { root, control, submit } = await mount('site="HU"');
    fireEvent.change(control('newsletterEmail')!, { target: { value: 'anna@example.com' } });
    submit();
    await waitFor(() => expect(root.activeElement?.getAttribute('name')).toBe('salutation'));
    expect(root.textContent).toContain(SIGNUP_TEXTS.HU.messages.salutationRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the sign-up and shows the thanks, with nl-submit and the data-layer event', async () => {
    fetchMock.mockResolvedValue(json(201, {}));
    const { root, control, submit, events } = await mount('site="DE" origin="SHOPPING_CART" origin-addition="cart"');
    fireEvent.change(control('newsletterEmail')!, { target: { value: 'anna@example.com' } });
    submit();
    await waitFor(() => expect(root.querySelector('.nl-success')).not.toBeNull());
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/service/newsletter/api/internal/newsletter-subscribers');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'anna@example.com',
      consents: [],
      origin: 'SHOPPING_CART',
      originAddition: 'cart',
    });
    expect(events).toEqual([{ result: 'SUCCESS' }]);
    expect(window.dataLayer).toEqual([expect.objectContaining({ origin: 'SHOPPING_CART:cart' })]);
  });

  it('keeps the input and shows the banner on a technical error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue(offContract(json(500, {})));
    const { root, control, submit, events } = await mount('site="CZ"');
    fireEvent.change(control('newsletterEmail')!, { target: { value: 'anna@example.cz' } });
    submit();
    await waitFor(() => expect(root.querySelector('[role="alert"]')?.textContent).toContain(SIGNUP_TEXTS.CZ.errorGeneric));
    expect(control('newsletterEmail')?.value).toBe('anna@example.cz');
    expect(events).toEqual([{ result: 'ERROR_GENERIC' }]);
  });

  it('answers a filled honeypot as a bot without a request', async () => {
    const { root, control, submit, events } = await mount('site="TR"');
    control('verify-email')!.value = 'bot';
    submit();
    await waitFor(() => expect(root.querySelector('.nl-success')).not.toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
    expect(events).toEqual([{ result: 'BOT' }]);
  });

  it('prefills a logged-in customer and locks the Turkish names', async () => {
    document.cookie = 'loginToken=tok-1; path=/';
    fetchMock.mockResolvedValue(json(200, { email: 'sule@example.com', firstName: 'Şule', lastName: 'Öz', consents: [], legals: [] }));
    const { control } = await mount('site="TR"');
    await waitFor(() => expect(control('firstName')?.value).toBe('Şule'));
    expect(control('firstName')?.disabled).toBe(true);
    expect(control('newsletterEmail')?.value).toBe('sule@example.com');
    expect((fetchMock.mock.calls[0][1]?.headers as Record<string, string> | undefined)?.['X-LoginToken']).toBe('tok-1');
  });

  it('never overwrites what the visitor typed with a late base-data answer, and locks only what it filled', async () => {
    document.cookie = 'loginToken=tok-late; path=/';
    let answer: (response: Response) => void = () => {};
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    const { control } = await mount('site="HU"');
    fireEvent.focus(control('newsletterEmail')!);
    await waitFor(() => expect(control('firstName')).not.toBeNull());
    fireEvent.change(control('newsletterEmail')!, { target: { value: 'typed@example.com' } });
    fireEvent.change(control('firstName')!, { target: { value: 'Typed' } });
    answer(json(200, { email: 'anna@example.com', salutation: 'MRS', firstName: 'Anna', lastName: 'Nagy', consents: [], legals: [] }));
    await waitFor(() => expect(control('lastName')?.value).toBe('Nagy'));
    expect([control('newsletterEmail')?.value, control('firstName')?.value]).toEqual(['typed@example.com', 'Typed']);
    expect([control('firstName')?.disabled, control('lastName')?.disabled, control<HTMLSelectElement>('salutation')?.disabled]).toEqual([
      false,
      true,
      true,
    ]);
  });

  it("keeps what was typed through a CMS editor's site typo and back", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { host, root, control } = await mount('site="AT"');
    fireEvent.focus(control('newsletterEmail')!);
    await waitFor(() => expect(control('firstName')).not.toBeNull());
    fireEvent.change(control('newsletterEmail')!, { target: { value: 'anna@example.com' } });
    fireEvent.change(control('firstName')!, { target: { value: 'Anna' } });
    host.setAttribute('site', 'ATT');
    await waitFor(() => expect(root.querySelector('form')).toBeNull());
    host.setAttribute('site', 'AT');
    await waitFor(() => expect(control('newsletterEmail')?.value).toBe('anna@example.com'));
    expect(control('firstName')?.value).toBe('Anna');
    expect(error).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['HU', ['lastName', 'firstName']],
    ['AT', ['firstName', 'lastName']],
    ['TR', ['firstName', 'lastName']],
  ])('%s orders the name fields %j, and focuses the first missing one in that order', async (site, order) => {
    const { root, control, submit } = await mount(`site="${site}"`);
    fireEvent.focus(control('newsletterEmail')!);
    await waitFor(() => expect(control('firstName')).not.toBeNull());
    const names = [...root.querySelectorAll('input[name="firstName"], input[name="lastName"]')].map((input) => input.getAttribute('name'));
    expect(names).toEqual(order);
    if (site !== 'AT') {
      fireEvent.change(control('newsletterEmail')!, { target: { value: 'anna@example.com' } });
      if (control('salutation')) fireEvent.change(control<HTMLSelectElement>('salutation')!, { target: { value: 'MRS' } });
      submit();
      await waitFor(() => expect(root.activeElement?.getAttribute('name')).toBe(order[0]));
    }
  });

  it('links the KVKK information notice from both Turkish consents', async () => {
    const { root, control } = await mount('site="TR"');
    fireEvent.focus(control('newsletterEmail')!);
    await waitFor(() => expect(control('legals')).not.toBeNull());
    const kvkk = [...root.querySelectorAll('a')].filter((link) => link.textContent === 'KVKK Aydınlatma Metni');
    expect(kvkk.map((link) => link.getAttribute('href'))).toEqual(['/kvkk-aydinlatma-metni', '/kvkk-aydinlatma-metni']);
    expect(root.textContent).toContain('e-posta adresime gönderilmesini kabul ediyorum');
    expect(root.textContent).toContain('açık rıza veriyorum. Bu açık rıza isteğe bağlıdır; dilediğim zaman geri alabilirim.');
  });

  it('logs an unknown origin', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await mount('site="DE" origin="FOOTER"');
    expect(String(error.mock.calls[0][0])).toContain('[storefront-elements] <nl-signup>: Invalid nl-signup origin "FOOTER"');
  });

  it.each([
    ['javascript:alert(1)', 'a script URL'],
    ['\u00a0javascript:alert(1)', 'a script URL behind a no-break space'],
    ['data:text/html,<p>', 'a data URL'],
  ])('loads its image from the page, never from asset-origin %j (%s), and logs one error', async (assetOrigin, _label) => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = await mount(`site="DE" asset-origin="${assetOrigin}"`);
    const sources = [...root.querySelectorAll('img')].map((image) => image.getAttribute('src'));
    expect(sources).toEqual([
      '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_400x300.jpg',
      '/service/newsletterfrontend/newslettersubscriptionform/newsletter_image_273x273.jpg',
    ]);
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(String(error.mock.calls[0][0])).toContain('is not an http(s) address; images load from the page');
  });
});
