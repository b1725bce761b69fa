import { describe, expect, it, vi } from 'vitest';
import { useTranslation } from 'react-i18next';
import { defineElement } from './define';
import { useElement } from '../src/element/context';

function Probe({ flag, label }: { flag?: boolean; label?: string }) {
  const { site, locale, emit } = useElement();
  const { t } = useTranslation('common');
  return (
    <button type="button" onClick={() => emit('probe-click', { site })} data-flag={String(Boolean(flag))} data-label={label ?? ''}>
      {site} {locale} {t('close')}
    </button>
  );
}

defineElement({ tag: 'test-probe', block: Probe, attributes: { flag: 'boolean', label: 'string' }, styles: [':host{color:red}'] });

const tick = () => new Promise((resolve) => setTimeout(resolve, 20));

async function mount(html: string) {
  document.body.innerHTML = html;
  await tick();
  const element = document.body.firstElementChild as HTMLElement;
  return { element, root: element.shadowRoot! };
}

describe('defineElement', () => {
  it('reads a bare boolean attribute as on and its removal as off', async () => {
    const { element, root } = await mount('<test-probe flag></test-probe>');
    expect(root.querySelector('button')?.dataset.flag).toBe('true');
    element.removeAttribute('flag');
    await tick();
    expect(root.querySelector('button')?.dataset.flag).toBe('false');
    element.setAttribute('flag', '');
    await tick();
    expect(root.querySelector('button')?.dataset.flag).toBe('true');
  });

  it('re-renders on a live site change, with the language and lang of the new site', async () => {
    const { element, root } = await mount('<test-probe site="de"></test-probe>');
    expect(root.querySelector('.sf-root')?.getAttribute('lang')).toBe('de-DE');
    element.setAttribute('site', 'HU');
    await tick();
    expect(root.querySelector('.sf-root')?.getAttribute('lang')).toBe('hu-HU');
    expect(root.textContent).toContain('HU hu-HU');
  });

  it('renders nothing for an unknown site and logs one error naming it and the allowed codes', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { root } = await mount('<test-probe site="XX"></test-probe>');
    expect(root.querySelector('button')).toBeNull();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0][0])).toMatch(/"XX".*AT, CH, CH_FR, CZ, DE, HU, PL, SK, TR/);
  });

  it("keeps the site's texts and lang for a locale without texts, with one warning", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { element, root } = await mount('<test-probe site="CZ" locale="en-GB"></test-probe>');
    expect(root.querySelector('.sf-root')?.getAttribute('lang')).toBe('cs-CZ');
    expect(root.textContent).toContain('CZ cs-CZ Zavřít');
    element.setAttribute('label', 'again');
    await tick();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0][0])).toBe(
      '[storefront-elements] <test-probe> has no texts for locale "en-GB"; using the site\'s cs-CZ.',
    );
  });

  it('takes a locale of a language with texts', async () => {
    const { root } = await mount('<test-probe site="CH" locale="fr-CH"></test-probe>');
    expect(root.querySelector('.sf-root')?.getAttribute('lang')).toBe('fr-CH');
    expect(root.textContent).toContain('CH fr-CH Fermer');
  });

  it('leaves an already defined name alone', () => {
    expect(() => defineElement({ tag: 'test-probe', block: Probe })).not.toThrow();
  });

  it('dispatches bubbling, composed events from the host', async () => {
    const { root } = await mount('<test-probe site="AT"></test-probe>');
    const seen = vi.fn();
    document.body.addEventListener('probe-click', (event) => seen((event as CustomEvent).detail, event.composed));
    root.querySelector('button')!.click();
    expect(seen).toHaveBeenCalledWith({ site: 'AT' }, true);
  });

  it('keeps a property set before the element was upgraded', async () => {
    const element = document.createElement('test-late') as HTMLElement & { label?: string };
    element.label = 'early';
    document.body.replaceChildren(element);
    defineElement({ tag: 'test-late', block: Probe, attributes: { label: 'string' } });
    await tick();
    expect(element.shadowRoot?.querySelector('button')?.dataset.label).toBe('early');
  });
});
