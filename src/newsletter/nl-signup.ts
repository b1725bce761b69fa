import { defineElement } from '../element/define';
import { nlSignupDeclaration } from './nl-signup.declaration';
import { NewsletterSignup } from './NewsletterSignup';
import { widgetStyles } from '../widgets/styles';
import newsletterCss from './newsletter.css?inline';

defineElement({ declaration: nlSignupDeclaration, block: NewsletterSignup, styles: [widgetStyles, newsletterCss] });
