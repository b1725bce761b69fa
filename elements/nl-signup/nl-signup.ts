import type { BlockDefinition } from '../../src/element/definition';
import { nlSignupDeclaration } from './nl-signup.declaration';
import { NewsletterSignup } from './NewsletterSignup';
import { widgetStyles } from '../../src/widgets/styles';
import newsletterCss from './newsletter.css?inline';

/** <nl-signup>: its declaration, block and styles, for the page (src/index.ts) and for pre-rendered markup (src/server.tsx). */
export const nlSignupElement = {
  declaration: nlSignupDeclaration,
  block: NewsletterSignup,
  styles: [widgetStyles, newsletterCss],
  fragments: { variants: [] },
} satisfies BlockDefinition<typeof nlSignupDeclaration>;
