import { defineElement } from './define';
import { sessionKeeperApi } from './session-keeper.api';
import { SessionKeeper } from '../src/session/SessionKeeper';

defineElement({ api: sessionKeeperApi, block: SessionKeeper });
