import { defineElement } from '../element/define';
import { nlSignupApi } from './nl-signup.declaration';
import { NewsletterSignup } from './NewsletterSignup';
import { widgetStyles } from '../widgets/styles';
import newsletterCss from './newsletter.css?inline';

defineElement({ api: nlSignupApi, block: NewsletterSignup, styles: [widgetStyles, newsletterCss] });
