import type { ElementDefinition } from '../element/definition';
import { nlSignupDeclaration } from './nl-signup.declaration';
import { NewsletterSignup } from './NewsletterSignup';
import { widgetStyles } from '../widgets/styles';
import newsletterCss from './newsletter.css?inline';

/** <nl-signup>: its declaration, block and styles, for the page (./nl-signup.ts) and for pre-rendered markup (src/server.tsx). */
export const nlSignupElement = {
  declaration: nlSignupDeclaration,
  block: NewsletterSignup,
  styles: [widgetStyles, newsletterCss],
} satisfies ElementDefinition<typeof nlSignupDeclaration>;
