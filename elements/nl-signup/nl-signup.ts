import type { BlockDefinition } from '../../src/element/definition';
import { nlSignupDeclaration } from './nl-signup.declaration';

/** <nl-signup>: its declaration and, loaded when it first renders, its view, for the page (src/index.ts) and for pre-rendered markup (src/server.tsx). */
export const nlSignupElement = {
  declaration: nlSignupDeclaration,
  view: () => import('./nl-signup.view'),
} satisfies BlockDefinition<typeof nlSignupDeclaration>;
