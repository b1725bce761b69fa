import { defineElement } from '../element/define';
import { sessionKeeperDeclaration } from './session-keeper.declaration';
import { SessionKeeper } from './SessionKeeper';

defineElement({ declaration: sessionKeeperDeclaration, block: SessionKeeper, render: 'at-once' });
