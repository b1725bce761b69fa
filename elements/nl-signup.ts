import { defineElement } from './define';
import { nlSignupApi } from './nl-signup.api';
import { NewsletterSignup } from '../src/newsletter/NewsletterSignup';
import { widgetStyles } from '../src/widgets/styles';
import newsletterCss from '../src/newsletter/newsletter.css?inline';

defineElement({ api: nlSignupApi, block: NewsletterSignup, styles: [widgetStyles, newsletterCss] });
