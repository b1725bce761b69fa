import { defineElement } from '../element/define';
import { sessionKeeperElement } from './session-keeper.element';

defineElement(sessionKeeperElement);
