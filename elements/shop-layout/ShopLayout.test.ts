import { describe, expect, it } from 'vitest';
import { defineElement } from '../../src/element/define';
import { shopLayoutElement } from './shop-layout';
import { layoutParts } from './ShopLayout';

defineElement(shopLayoutElement);

function mount(contentType?: string) {
  const attribute = contentType === undefined ? '' : ` content-type="${contentType}"`;
  document.body.innerHTML = `<shop-layout${attribute}><header slot="header">Head</header><p>Body</p><footer slot="footer">Foot</footer></shop-layout>`;
  const layout = document.querySelector('shop-layout') as HTMLElement & { contentType: string | undefined };
  const part = (name: string) => layout.shadowRoot!.querySelector(`[part="${name}"]`)!;
  return { layout, shown: (name: string) => !part(name).hasAttribute('hidden'), part };
}

describe('layoutParts', () => {
  it.each([
    [null, true, true],
    ['text/html', true, true],
    ['text/html; NO_HEADER', false, true],
    ['text/html; no_footer', true, false],
    ['No_Header;NO_FOOTER', false, false],
  ])('%s → header %s, footer %s', (value, header, footer) => {
    expect(layoutParts(value)).toEqual({ header, footer });
  });
});

describe('<shop-layout>', () => {
  it('slots header, main content and footer, the main content in a main landmark', () => {
    const { part, shown } = mount();
    expect(part('header').querySelector('slot')?.getAttribute('name')).toBe('header');
    expect(part('main').tagName).toBe('MAIN');
    expect(part('main').querySelector('slot:not([name])')).not.toBeNull();
    expect(part('footer').querySelector('slot')?.getAttribute('name')).toBe('footer');
    expect(shown('header') && shown('footer')).toBe(true);
  });

  it('hides the header for NO_HEADER and the footer for no_footer, and both, in any case', () => {
    expect(mount('text/html; NO_HEADER').shown('header')).toBe(false);
    expect(mount('text/html; NO_HEADER').shown('footer')).toBe(true);
    expect(mount('text/html; no_footer').shown('footer')).toBe(false);
    const both = mount('no_header, No_Footer');
    expect(both.shown('header') || both.shown('footer')).toBe(false);
    expect(both.shown('main')).toBe(true);
  });

  it('follows a live change of the attribute and of the contentType property', () => {
    const { layout, shown } = mount();
    layout.setAttribute('content-type', 'NO_FOOTER');
    expect(shown('footer')).toBe(false);
    layout.contentType = 'text/html';
    expect(layout.getAttribute('content-type')).toBe('text/html');
    expect(shown('footer')).toBe(true);
  });
});
