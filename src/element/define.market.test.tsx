import { describe, expect, it, vi } from 'vitest';
import { declareElement } from './declaration';
import { defineElement } from './define';
import { blockElement } from '../test-support/blockElement';
import { useElement, useHost } from './context';

// This file runs the kit as the Swiss market module: what a market build's src/i18n/bundled.ts names.
vi.mock('../i18n/bundled', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../i18n/bundled')>()),
  BUNDLED_MARKET: 'ch',
}));

const probeDeclaration = declareElement({
  tag: 'market-probe',
  className: 'MarketProbeElement',
  description: 'A probe block.',
  commonAttributes: 'all',
  attributes: {},
  properties: {},
  events: {},
  slots: [],
  cssParts: [],
  cssProperties: [],
});

function Probe() {
  const { site } = useElement<typeof probeDeclaration>();
  return <p>{site}</p>;
}

defineElement(blockElement(probeDeclaration, Probe));

const sitelessProbeDeclaration = declareElement({
  ...probeDeclaration,
  tag: 'siteless-probe',
  className: 'SitelessProbeElement',
  commonAttributes: 'api-origin-only',
});

function SitelessProbe() {
  const { apiOrigin } = useHost<typeof sitelessProbeDeclaration>();
  return <p>calls {apiOrigin || 'this origin'}</p>;
}

defineElement(blockElement(sitelessProbeDeclaration, SitelessProbe));

async function mountUnrendered(html: string) {
  const error = vi.spyOn(console, 'error').mockImplementation(() => {});
  const events: string[] = [];
  document.addEventListener('storefront-error', (event) => events.push((event as CustomEvent).detail.message));
  document.body.innerHTML = html;
  await expect.poll(() => error.mock.calls.length).toBeGreaterThan(0);
  return { error, events, root: (document.body.firstElementChild as HTMLElement).shadowRoot! };
}

describe('an element in a market module', () => {
  it.each(['CH', 'ch_fr'])('renders a site of its market (%s)', async (site) => {
    document.body.innerHTML = `<market-probe site="${site}"></market-probe>`;
    const root = (document.body.firstElementChild as HTMLElement).shadowRoot!;
    await expect.poll(() => root.querySelector('p')?.textContent).toBe(site.toUpperCase());
  });

  it('renders nothing for a site of another market and logs one error naming the module to load', async () => {
    const { error, events, root } = await mountUnrendered('<market-probe site="AT"></market-probe>');
    const message =
      'Site "AT" is not in this module, storefront-elements.ch.js, which carries CH, CH_FR. Load storefront-elements.at.js instead, or storefront-elements.js for every site.';
    expect(root.querySelector('p')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(`[storefront-elements] <market-probe>: ${message}`);
    expect(events).toEqual([message]);
  });

  it.each(['<market-probe></market-probe>', '<market-probe site=" "></market-probe>'])(
    'takes no site as CH, its own (%s)',
    async (html) => {
      const error = vi.spyOn(console, 'error');
      document.body.innerHTML = html;
      const root = (document.body.firstElementChild as HTMLElement).shadowRoot!;
      await expect.poll(() => root.querySelector('p')?.textContent).toBe('CH');
      expect(root.querySelector('.sf-root')?.getAttribute('lang')).toBe('de-CH');
      expect(error).not.toHaveBeenCalled();
    },
  );

  it('renders an element that takes no site whatever its attributes, with no site check', async () => {
    const error = vi.spyOn(console, 'error');
    document.body.innerHTML =
      '<siteless-probe site="DE" api-origin="https://api.example"></siteless-probe><siteless-probe></siteless-probe>';
    const [withOrigin, bare] = [...document.body.children].map((element) => element.shadowRoot!);
    await expect.poll(() => withOrigin.querySelector('p')?.textContent).toBe('calls https://api.example');
    await expect.poll(() => bare.querySelector('p')?.textContent).toBe('calls this origin');
    expect(bare.querySelector('.sf-root')?.hasAttribute('lang')).toBe(false);
    expect(error).not.toHaveBeenCalled();
  });

  it('still names an unknown site and the nine allowed codes', async () => {
    const { error } = await mountUnrendered('<market-probe site="XX"></market-probe>');
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/"XX".*AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR/);
  });
});
