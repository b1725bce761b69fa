// <nl-signup>'s view: its block and styles, with React, in a chunk of its own in a market module.
import { viewOf } from '../../src/element/view';
import { widgetStyles } from '../../src/widgets/styles';
import { nlSignupDeclaration } from './nl-signup.declaration';
import { NlSignup } from './NlSignup';
import nlSignupCss from './nl-signup.css?inline';
import { typeWhileHydrating } from '../../src/element/hydrationInput';

export default viewOf(nlSignupDeclaration, { block: NlSignup, styles: [widgetStyles, nlSignupCss], whileHydrating: typeWhileHydrating });
