import type { ElementExamples } from '../../src/element/examples';
import { nlSignupDeclaration } from './nl-signup.declaration';

export const examples: ElementExamples<typeof nlSignupDeclaration> = {
  declaration: nlSignupDeclaration,
  examples: [
    { name: 'plain', title: 'The sign-up on a newsletter page', fragment: true },
    {
      name: 'cart',
      title: 'In the shopping cart, with where it stands for the tracking',
      attributes: { origin: 'SHOPPING_CART', 'origin-addition': 'cart' },
    },
    { name: 'doi-error', title: 'After a confirmation link that is no longer valid', attributes: { 'doi-error': true } },
  ],
};
