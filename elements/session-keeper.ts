import { defineElement } from './define';
import { SessionKeeper } from '../src/session/SessionKeeper';

/** <session-keeper>: login session upkeep. Takes only `api-origin`; renders nothing visible. */
defineElement({ tag: 'session-keeper', block: SessionKeeper, visible: false });

declare global {
  interface HTMLElementTagNameMap {
    'session-keeper': HTMLElement & { apiOrigin?: string };
  }
}
