// <session-keeper>'s view: its block (it renders nothing), with React, in a chunk of its own in a market module.
import { viewOf } from '../../src/element/view';
import { sessionKeeperDeclaration } from './session-keeper.declaration';
import { SessionKeeper } from './SessionKeeper';

export default viewOf(sessionKeeperDeclaration, { block: SessionKeeper });
