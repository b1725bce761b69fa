import { defineElement } from './define';
import { NewsletterSignup } from '../src/newsletter/NewsletterSignup';
import { widgetStyles } from '../src/widgets/styles';
import newsletterCss from '../src/newsletter/newsletter.css?inline';

defineElement({
  tag: 'nl-signup',
  block: NewsletterSignup,
  attributes: { origin: 'string', originAddition: 'string', spa: 'boolean', doiError: 'boolean', noScroll: 'boolean' },
  styles: [widgetStyles, newsletterCss],
});

declare global {
  interface HTMLElementTagNameMap {
    'nl-signup': HTMLElement & {
      origin?: string;
      originAddition?: string;
      spa?: boolean;
      doiError?: boolean;
      noScroll?: boolean;
      site?: string;
      locale?: string;
      apiOrigin?: string;
      assetOrigin?: string;
    };
  }
}
