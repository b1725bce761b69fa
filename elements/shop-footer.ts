import { defineElement } from './define';
import { ShopFooter, type ShopFooterProps } from '../src/footer/ShopFooter';
import type { FooterContent } from '../src/footer/types';
import { widgetStyles } from '../src/widgets/styles';
import footerCss from '../src/footer/footer.css?inline';

/** <shop-footer>: the shared footer of every page of the nine shops. */
defineElement({
  tag: 'shop-footer',
  block: ShopFooter,
  attributes: {
    reduced: 'boolean',
    platform: 'string',
    newsletter: 'boolean',
    newsletterHidden: 'boolean',
    preview: 'boolean',
    checkout: 'boolean',
  },
  properties: ['content'],
  styles: [widgetStyles, footerCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'shop-footer': HTMLElement &
      Omit<ShopFooterProps, 'content'> & {
        /** Replaces the bundled content of the site. */
        content?: FooterContent;
        site?: string;
        locale?: string;
        apiOrigin?: string;
        assetOrigin?: string;
      };
  }
}
