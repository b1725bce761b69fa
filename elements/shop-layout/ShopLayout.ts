import { adoptStyles } from '../../src/element/styles';
import shopLayoutCss from './shop-layout.css?inline';

/** Whether the content-type header value hides the header / the footer (any case). */
export function layoutParts(contentType: string | null): { header: boolean; footer: boolean } {
  const value = (contentType ?? '').toUpperCase();
  return { header: !value.includes('NO_HEADER'), footer: !value.includes('NO_FOOTER') };
}

/** One wrapper with its slot. Built as nodes, never from an HTML string: Trusted Types pages forbid the string sinks. */
function region(tag: 'div' | 'main', name: 'header' | 'main' | 'footer'): HTMLElement {
  const wrapper = document.createElement(tag);
  wrapper.setAttribute('part', name);
  wrapper.className = name;
  const slot = document.createElement('slot');
  if (name !== 'main') slot.name = name;
  wrapper.append(slot);
  return wrapper;
}

/**
 * The default layout: slots `header`, default (main) and `footer`. A plain custom element rather
 * than a React block: it only shows or hides its slots, so the slotted page content appears with
 * the first paint, keeps the page's font, and gets no `lang` of the element's own.
 * Roles: the default slot sits in a `<main>` landmark; the header and footer wrappers are plain
 * boxes, so the page's own `<header>` (banner) and `<shop-footer>` (contentinfo) keep their roles.
 * Its attributes, their properties and `rendered` come from the machinery (src/element/define.ts), as every element's.
 */
export function shopLayoutElementClass(): CustomElementConstructor {
  // Made when the element is defined, not when the module loads: a server (renderElement) has no HTMLElement.
  return class ShopLayoutElement extends HTMLElement {
    readonly #root: ShadowRoot;

    constructor() {
      super();
      this.#root = this.attachShadow({ mode: 'open' });
      this.#root.append(region('div', 'header'), region('main', 'main'), region('div', 'footer'));
      // Only the layout's own sheet: the base sheet resets the host's font, which the slotted page content would inherit.
      adoptStyles(this.#root, [shopLayoutCss]);
      this.#update();
    }

    attributeChangedCallback() {
      this.#update();
    }

    #update() {
      const parts = layoutParts(this.getAttribute('content-type'));
      this.#root.querySelector('.header')?.toggleAttribute('hidden', !parts.header);
      this.#root.querySelector('.footer')?.toggleAttribute('hidden', !parts.footer);
    }
  };
}
