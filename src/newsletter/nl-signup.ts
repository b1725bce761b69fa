import { defineElement } from '../element/define';
import { nlSignupElement } from './nl-signup.element';

defineElement(nlSignupElement);
