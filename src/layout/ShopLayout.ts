import { adoptStyles } from '../host/styles';
import layoutCss from './layout.css?inline';

/** Whether the content-type header value hides the header / the footer (any case). */
export function layoutParts(contentType: string | null): { header: boolean; footer: boolean } {
  const value = (contentType ?? '').toUpperCase();
  return { header: !value.includes('NO_HEADER'), footer: !value.includes('NO_FOOTER') };
}

const TEMPLATE = `<div part="header" class="header"><slot name="header"></slot></div>
<main part="main" class="main"><slot></slot></main>
<div part="footer" class="footer"><slot name="footer"></slot></div>`;

/**
 * The default layout: slots `header`, default (main) and `footer`. A plain custom element rather
 * than a React block: it only shows or hides its slots, so the slotted page content appears with
 * the first paint, keeps the page's font, and gets no `lang` of the element's own.
 * Roles: the default slot sits in a `<main>` landmark; the header and footer wrappers are plain
 * boxes, so the page's own `<header>` (banner) and `<shop-footer>` (contentinfo) keep their roles.
 */
export class ShopLayoutElement extends HTMLElement {
  static observedAttributes = ['content-type'];
  readonly #root: ShadowRoot;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    this.#root.innerHTML = TEMPLATE;
    // Only the layout's own sheet: the base sheet resets the host's font, which the slotted page content would inherit.
    adoptStyles(this.#root, [layoutCss], { base: false });
    this.#update();
  }

  /** The content-type response header value; reflects the `content-type` attribute. */
  get contentType(): string {
    return this.getAttribute('content-type') ?? '';
  }

  set contentType(value: string) {
    this.setAttribute('content-type', String(value));
  }

  connectedCallback() {
    // A value set as a property before the module loaded is an own property hiding the accessor.
    if (Object.prototype.hasOwnProperty.call(this, 'contentType')) {
      const value = (this as { contentType: string }).contentType;
      delete (this as { contentType?: string }).contentType;
      this.contentType = value;
    }
  }

  attributeChangedCallback() {
    this.#update();
  }

  #update() {
    const parts = layoutParts(this.getAttribute('content-type'));
    this.#root.querySelector('.header')?.toggleAttribute('hidden', !parts.header);
    this.#root.querySelector('.footer')?.toggleAttribute('hidden', !parts.footer);
  }
}
