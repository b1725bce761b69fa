import { defineElement } from '../element/define';
import { sessionKeeperApi } from './session-keeper.declaration';
import { SessionKeeper } from './SessionKeeper';

defineElement({ api: sessionKeeperApi, block: SessionKeeper });
